//! A synthetic co-simulation pair for tests and benchmarks: a GPU-side traffic generator and a CPU-side
//! fixed-latency memory with a driver client, exercising every channel.
//!
//! GPU side: at each core edge it draws requests (reads and masked writes to random lines; the
//! controller is `(addr / 4096) % n_mc`), queues them per controller, and at each memory edge sends
//! at most one queued request per controller (the integrated gem5 + GPGPU-Sim memory tick); it answers
//! ioctl and mmap requests at once and raises an event every `event_period_cycles` core cycles.
//! It checks every response exactly: time = send + g2c latency + memory latency + c2g latency, and the
//! data of a read equals its shadow copy of memory at send time.
//! CPU side: answers each memory request `mem_latency_ps` after it arrives, in arrival order per
//! controller, with data from its backing store; every `driver_period_ps` it sends an ioctl (payload
//! length varying up to 700 bytes, so multi-chunk), an mmap or a doorbell, and checks the replies.
//! Both sides fold every message they receive (time, type, ids, data) into a digest; identical digests
//! in quantum and per-cycle mode show identical message times.

use crate::endpoint::{Endpoint, Incoming, Progress, TickKind, TickSchedule};
use crate::error::{BridgeError, Result};
use crate::wire::*;
use std::collections::{HashMap, VecDeque};

/// Parameters of a synthetic run (both sides must use the same).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SynthConfig {
    /// PRNG seed.
    pub seed: u64,
    /// Core cycles during which the GPU generates memory traffic.
    pub gen_cycles: u64,
    /// Requests drawn per core cycle, in 1/256 units (256 = one per cycle on average).
    pub req_rate_256: u32,
    /// Most outstanding requests per memory controller.
    pub max_outstanding_per_mc: u32,
    /// CPU memory latency in ps.
    pub mem_latency_ps: u64,
    /// CPU driver request period in ps (0: none).
    pub driver_period_ps: u64,
    /// GPU event period in core cycles (0: none).
    pub event_period_cycles: u64,
    /// The CPU side shuts down at this time (ps).
    pub end_ps: u64,
    /// Busy work per GPU core tick in ns (for overhead measurements).
    pub work_ns_per_cycle: u64,
}

impl Default for SynthConfig {
    fn default() -> Self {
        SynthConfig {
            seed: 1,
            gen_cycles: 20_000,
            req_rate_256: 256,
            max_outstanding_per_mc: 64,
            mem_latency_ps: 50_000,
            driver_period_ps: 200_000,
            event_period_cycles: 500,
            end_ps: 0,
            work_ns_per_cycle: 0,
        }
    }
}

impl SynthConfig {
    /// The CPU side's time limit: the configured one, or none (the run ends when the GPU side
    /// reports it is done and every reply has arrived).
    pub fn end_time_ps(&self) -> u64 {
        if self.end_ps > 0 {
            self.end_ps
        } else {
            u64::MAX
        }
    }
}

/// What one side saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SynthReport {
    /// Messages received.
    pub received: u64,
    /// Messages sent.
    pub sent: u64,
    /// Memory reads sent (GPU) or served (CPU).
    pub reads: u64,
    /// Memory writes sent (GPU) or served (CPU).
    pub writes: u64,
    /// Driver messages received.
    pub driver_received: u64,
    /// Digest of every received message (time, type, ids, data).
    pub digest: u64,
    /// Final simulated time in ps.
    pub end_time_ps: u64,
    /// Messages still in flight at shutdown (returned by the drain).
    pub drained: u64,
    /// Requests sent but never answered (GPU side).
    pub unanswered: u64,
    /// Check failures (first few).
    pub errors: Vec<String>,
}

impl SynthReport {
    /// One-line JSON.
    pub fn to_json(&self) -> String {
        format!(
            "{{\"received\":{},\"sent\":{},\"reads\":{},\"writes\":{},\"driver_received\":{},\"digest\":\"{:016x}\",\"end_time_ps\":{},\"drained\":{},\"unanswered\":{},\"errors\":{}}}",
            self.received,
            self.sent,
            self.reads,
            self.writes,
            self.driver_received,
            self.digest,
            self.end_time_ps,
            self.drained,
            self.unanswered,
            self.errors.len()
        )
    }

    fn error(&mut self, e: String) {
        if self.errors.len() < 16 {
            self.errors.push(e);
        } else if self.errors.len() == 16 {
            self.errors.push("(more errors not shown)".into());
        }
    }
}

/// splitmix64: a small deterministic PRNG.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// Seeded generator.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// Next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

fn fold(h: u64, v: u64) -> u64 {
    (h ^ v).wrapping_mul(0x0000_0100_0000_01b3).rotate_left(17)
}

fn fold_bytes(mut h: u64, b: &[u8]) -> u64 {
    for c in b.chunks(8) {
        let mut w = [0u8; 8];
        w[..c.len()].copy_from_slice(c);
        h = fold(h, u64::from_le_bytes(w));
    }
    h
}

/// The initial contents of the line at `line_addr` (both sides agree on it).
pub fn pattern_line(line_addr: u64) -> [u8; 64] {
    let mut r = Rng::new(line_addr ^ 0x5eed);
    let mut l = [0u8; 64];
    for c in l.chunks_mut(8) {
        c.copy_from_slice(&r.next_u64().to_le_bytes());
    }
    l
}

/// `arg0` of the GPU side's final event: it has generated everything and every answer arrived.
pub const DONE_EVENT: u64 = u64::MAX;

/// Lines the generator touches (4 MiB).
const N_LINES: u64 = 1 << 16;

fn mc_of(addr: u64, n_mc: u32) -> u32 {
    ((addr / 4096) % n_mc as u64) as u32
}

fn busy_ns(ns: u64) {
    if ns == 0 {
        return;
    }
    let start = std::time::Instant::now();
    while (start.elapsed().as_nanos() as u64) < ns {
        std::hint::spin_loop();
    }
}

struct Expect {
    time_ps: u64,
    ty: u8,
    data: Option<[u8; 64]>,
    mc: u32,
}

/// The GPU-side model.
pub struct GpuSynth {
    cfg: SynthConfig,
    rng: Rng,
    n_mc: u32,
    cycle: u64,
    pending: Vec<VecDeque<MemMsg>>,
    pending_ty: Vec<VecDeque<u8>>,
    outstanding: Vec<u32>,
    expect: HashMap<u64, Expect>,
    shadow: HashMap<u64, [u8; 64]>,
    next_id: u64,
    round_trip_ps: u64,
    done_sent: bool,
    /// The report so far.
    pub report: SynthReport,
}

impl GpuSynth {
    /// A generator for `n_mc` controllers; `round_trip_ps` = g2c + c2g latency.
    pub fn new(cfg: SynthConfig, n_mc: u32, round_trip_ps: u64) -> GpuSynth {
        GpuSynth {
            cfg,
            rng: Rng::new(cfg.seed),
            n_mc,
            cycle: 0,
            pending: (0..n_mc).map(|_| VecDeque::new()).collect(),
            pending_ty: (0..n_mc).map(|_| VecDeque::new()).collect(),
            outstanding: vec![0; n_mc as usize],
            expect: HashMap::new(),
            shadow: HashMap::new(),
            next_id: 1,
            round_trip_ps,
            done_sent: false,
            report: SynthReport::default(),
        }
    }

    /// One core tick at `t`.
    pub fn core_tick<P: SynthPort>(&mut self, ep: &mut P, t: u64) -> Result<()> {
        self.cycle += 1;
        busy_ns(self.cfg.work_ns_per_cycle);
        if self.cycle <= self.cfg.gen_cycles {
            let mut budget = self.cfg.req_rate_256 as u64;
            while budget > 0 {
                let take = budget.min(256);
                budget -= take;
                let r = self.rng.next_u64();
                if (r & 255) >= take {
                    continue;
                }
                let line = (r >> 8) % N_LINES;
                let addr = line * 64;
                let mc = mc_of(addr, self.n_mc);
                let write = (r >> 40).is_multiple_of(3);
                let mut m = MemMsg {
                    addr,
                    req_id: self.next_id,
                    size: 64,
                    ..Default::default()
                };
                self.next_id += 1;
                let ty = if write {
                    m.byte_mask = self.rng.next_u64() | 1;
                    for c in m.data.chunks_mut(8) {
                        c.copy_from_slice(&self.rng.next_u64().to_le_bytes());
                    }
                    MEM_WRITE
                } else {
                    MEM_READ
                };
                self.pending[mc as usize].push_back(m);
                self.pending_ty[mc as usize].push_back(ty);
            }
            if self.cfg.event_period_cycles > 0
                && self.cycle.is_multiple_of(self.cfg.event_period_cycles)
            {
                ep.send_driver(DRV_EVENT, self.cycle, self.cycle, t, &[])?;
                self.report.sent += 1;
            }
        } else if !self.done_sent
            && self.expect.is_empty()
            && self.pending.iter().all(VecDeque::is_empty)
        {
            self.done_sent = true;
            ep.send_driver(DRV_EVENT, self.cycle, DONE_EVENT, t, &[])?;
            self.report.sent += 1;
        }
        Ok(())
    }

    /// Core cycles run so far.
    pub fn cycles(&self) -> u64 {
        self.cycle
    }

    /// One memory tick of controller `mc` at `t`: send at most one queued request.
    pub fn mem_tick<P: SynthPort>(&mut self, ep: &mut P, mc: u32, t: u64) -> Result<()> {
        let i = mc as usize;
        if i >= self.pending.len() || self.outstanding[i] >= self.cfg.max_outstanding_per_mc {
            return Ok(());
        }
        let (Some(m), Some(ty)) = (self.pending[i].pop_front(), self.pending_ty[i].pop_front())
        else {
            return Ok(());
        };
        let line = m.addr / 64;
        let cur = *self
            .shadow
            .entry(line)
            .or_insert_with(|| pattern_line(line * 64));
        let data = if ty == MEM_READ {
            Some(cur)
        } else {
            let mut n = cur;
            for (b, (d, s)) in n.iter_mut().zip(m.data.iter()).enumerate() {
                if m.byte_mask >> b & 1 == 1 {
                    *d = *s;
                }
            }
            self.shadow.insert(line, n);
            None
        };
        ep.send_mem(mc, ty, &m)?;
        let time_ps = t + self.round_trip_ps + self.cfg.mem_latency_ps;
        let rty = if ty == MEM_READ {
            MEM_READ_RESP
        } else {
            MEM_WRITE_ACK
        };
        self.expect.insert(
            m.req_id,
            Expect {
                time_ps,
                ty: rty,
                data,
                mc,
            },
        );
        self.outstanding[i] += 1;
        self.report.sent += 1;
        if ty == MEM_READ {
            self.report.reads += 1;
        } else {
            self.report.writes += 1;
        }
        Ok(())
    }

    /// A message delivered at `now`.
    pub fn on_msg<P: SynthPort>(&mut self, ep: &mut P, now: u64, m: Incoming) -> Result<()> {
        self.report.received += 1;
        match m {
            Incoming::Mem { mc, ty, msg } => {
                self.report.digest = fold(
                    fold(fold(self.report.digest, msg.time_ps), msg.req_id),
                    ty as u64,
                );
                match self.expect.remove(&msg.req_id) {
                    None => self
                        .report
                        .error(format!("response to unknown request {}", msg.req_id)),
                    Some(x) => {
                        if x.mc != mc || x.ty != ty {
                            self.report
                                .error(format!("request {}: wrong controller or type", msg.req_id));
                        }
                        if x.time_ps != msg.time_ps || now != msg.time_ps {
                            self.report.error(format!(
                                "request {}: response at {} ps (delivered {now}), expected {} ps",
                                msg.req_id, msg.time_ps, x.time_ps
                            ));
                        }
                        if let Some(d) = x.data {
                            if d != msg.data {
                                self.report
                                    .error(format!("request {}: read data differs", msg.req_id));
                            }
                        }
                        if let Some(o) = self.outstanding.get_mut(mc as usize) {
                            *o = o.saturating_sub(1);
                        }
                    }
                }
            }
            Incoming::Driver(d) => {
                self.report.driver_received += 1;
                self.report.digest = fold_bytes(
                    fold(
                        fold(fold(self.report.digest, d.time_ps), d.seq),
                        d.ty as u64,
                    ),
                    &d.payload,
                );
                match d.ty {
                    DRV_IOCTL => {
                        let mut p = d.payload.clone();
                        p.reverse();
                        ep.send_driver(DRV_IOCTL_REPLY, d.seq, d.arg0, p.len() as u64, &p)?;
                        self.report.sent += 1;
                    }
                    DRV_MMAP => {
                        ep.send_driver(
                            DRV_MMAP_REPLY,
                            d.seq,
                            d.arg0,
                            0x7000_0000_0000 + d.arg0,
                            &[],
                        )?;
                        self.report.sent += 1;
                    }
                    DRV_DOORBELL => {}
                    t => self.report.error(format!("unexpected driver type {t:#x}")),
                }
            }
        }
        Ok(())
    }

    /// Runs the GPU side until the CPU side terminates.
    pub fn run(&mut self, ep: &mut Endpoint) -> Result<SynthReport> {
        let sched = ep.schedule();
        let mut next_edge = sched.next_edge_after(0);
        loop {
            match ep.advance(next_edge)? {
                Progress::Due(now) => {
                    while let Some(m) = ep.recv() {
                        self.on_msg(ep, now, m)?;
                    }
                }
                Progress::Reached(t) => {
                    for k in sched.ticks_at(t) {
                        self.tick(ep, k, t)?;
                    }
                    next_edge = sched.next_edge_after(t);
                }
                Progress::Tick(k, t) => self.tick(ep, k, t)?,
                Progress::Terminated => break,
            }
        }
        self.report.unanswered = self.expect.len() as u64;
        self.report.end_time_ps = ep.now();
        Ok(self.report.clone())
    }

    fn tick<P: SynthPort>(&mut self, ep: &mut P, k: TickKind, t: u64) -> Result<()> {
        match k {
            TickKind::Core => self.core_tick(ep, t),
            TickKind::Mem(mc) => self.mem_tick(ep, mc, t),
        }
    }

    /// Whether the final event was sent (everything generated and answered).
    pub fn done(&self) -> bool {
        self.done_sent
    }

    /// Runs the same model without a partner process, against `port` (a [`NullPort`]), for
    /// `cycles` core cycles (at least until the final event): the overhead baseline. Delivery
    /// follows the endpoint's rules (messages due at or before an edge first, then the edge's ticks).
    pub fn run_alone(
        &mut self,
        port: &mut NullPort,
        sched: TickSchedule,
        cycles: u64,
    ) -> Result<SynthReport> {
        let mut t = sched.next_edge_after(0);
        while self.cycle < cycles || !self.done_sent {
            while let Some(m) = port.recv_due(t) {
                let now = m.time_ps();
                self.on_msg(port, now, m)?;
            }
            port.now = t;
            for k in sched.ticks_at(t) {
                self.tick(port, k, t)?;
            }
            t = sched.next_edge_after(t);
        }
        self.report.unanswered = self.expect.len() as u64;
        self.report.end_time_ps = t;
        Ok(self.report.clone())
    }
}

/// What the GPU model sends through: the bridge endpoint, or an in-process [`NullPort`].
pub trait SynthPort {
    /// A memory request on controller `mc`.
    fn send_mem(&mut self, mc: u32, ty: u8, msg: &MemMsg) -> Result<()>;
    /// A driver message.
    fn send_driver(&mut self, ty: u8, seq: u64, arg0: u64, arg1: u64, payload: &[u8])
        -> Result<()>;
}

impl SynthPort for Endpoint {
    fn send_mem(&mut self, mc: u32, ty: u8, msg: &MemMsg) -> Result<()> {
        Endpoint::send_mem(self, mc, ty, msg)
    }
    fn send_driver(
        &mut self,
        ty: u8,
        seq: u64,
        arg0: u64,
        arg1: u64,
        payload: &[u8],
    ) -> Result<()> {
        Endpoint::send_driver(self, ty, seq, arg0, arg1, payload)
    }
}

/// An in-process stand-in for the bridge and the CPU side: a fixed-latency memory (a request sent
/// at `t` is answered at `t + round trip + memory latency`, in order per controller, with data from
/// a backing store) that drops driver messages. Used as the no-bridge baseline of the overhead
/// benchmark, so the baseline runs the same GPU model, bookkeeping included.
pub struct NullPort {
    now: u64,
    delay_ps: u64,
    memory: HashMap<u64, [u8; 64]>,
    fifo: Vec<VecDeque<(u8, MemMsg)>>,
}

impl NullPort {
    /// A port for `n_mc` controllers answering after `round_trip_ps + mem_latency_ps`.
    pub fn new(n_mc: u32, round_trip_ps: u64, mem_latency_ps: u64) -> NullPort {
        NullPort {
            now: 0,
            delay_ps: round_trip_ps + mem_latency_ps,
            memory: HashMap::new(),
            fifo: (0..n_mc).map(|_| VecDeque::new()).collect(),
        }
    }

    /// The earliest answer due at or before `t`, in (time, controller) order.
    fn recv_due(&mut self, t: u64) -> Option<Incoming> {
        let mut best: Option<(u64, usize)> = None;
        for (i, q) in self.fifo.iter().enumerate() {
            if let Some((_, m)) = q.front() {
                if m.time_ps <= t && best.is_none_or(|(bt, _)| m.time_ps < bt) {
                    best = Some((m.time_ps, i));
                }
            }
        }
        let (_, i) = best?;
        self.fifo[i].pop_front().map(|(ty, msg)| Incoming::Mem {
            mc: i as u32,
            ty,
            msg,
        })
    }
}

impl SynthPort for NullPort {
    fn send_mem(&mut self, mc: u32, ty: u8, msg: &MemMsg) -> Result<()> {
        let line = msg.addr / 64;
        let cur = self
            .memory
            .entry(line)
            .or_insert_with(|| pattern_line(line * 64));
        let mut r = *msg;
        r.time_ps = self.now + self.delay_ps;
        let rty = if ty == MEM_READ {
            r.data = *cur;
            MEM_READ_RESP
        } else {
            for (b, (d, s)) in cur.iter_mut().zip(msg.data.iter()).enumerate() {
                if msg.byte_mask >> b & 1 == 1 {
                    *d = *s;
                }
            }
            r.data = [0; 64];
            MEM_WRITE_ACK
        };
        self.fifo
            .get_mut(mc as usize)
            .ok_or_else(|| BridgeError::invalid(format!("memory controller {mc} out of range")))?
            .push_back((rty, r));
        Ok(())
    }
    fn send_driver(&mut self, _: u8, _: u64, _: u64, _: u64, _: &[u8]) -> Result<()> {
        Ok(())
    }
}

/// The CPU-side model: fixed-latency memory and a driver client.
pub struct CpuSynth {
    cfg: SynthConfig,
    fifo: Vec<VecDeque<(u64, u8, MemMsg)>>,
    memory: HashMap<u64, [u8; 64]>,
    next_driver_ps: u64,
    driver_seq: u64,
    ioctl_sent: HashMap<u64, Vec<u8>>,
    mmap_sent: HashMap<u64, u64>,
    driver_stop_ps: u64,
    gpu_done: bool,
    /// The report so far.
    pub report: SynthReport,
}

impl CpuSynth {
    /// A memory for `n_mc` controllers.
    pub fn new(cfg: SynthConfig, n_mc: u32) -> CpuSynth {
        CpuSynth {
            cfg,
            fifo: (0..n_mc).map(|_| VecDeque::new()).collect(),
            memory: HashMap::new(),
            next_driver_ps: if cfg.driver_period_ps > 0 {
                cfg.driver_period_ps
            } else {
                u64::MAX
            },
            driver_seq: 0,
            ioctl_sent: HashMap::new(),
            mmap_sent: HashMap::new(),
            driver_stop_ps: u64::MAX,
            gpu_done: false,
            report: SynthReport::default(),
        }
    }

    /// The time of the next own event.
    pub fn next_event(&self) -> u64 {
        let mut t = self.next_driver_ps;
        for q in &self.fifo {
            if let Some((due, _, _)) = q.front() {
                t = t.min(*due);
            }
        }
        t
    }

    /// A message delivered at `now`.
    pub fn on_msg(&mut self, now: u64, m: Incoming) -> Result<()> {
        self.report.received += 1;
        match m {
            Incoming::Mem { mc, ty, msg } => {
                self.report.digest = fold(
                    fold(fold(self.report.digest, msg.time_ps), msg.req_id),
                    ty as u64,
                );
                if now != msg.time_ps {
                    self.report.error(format!(
                        "request {} delivered at {now}, stamped {}",
                        msg.req_id, msg.time_ps
                    ));
                }
                let line = msg.addr / 64;
                let cur = self
                    .memory
                    .entry(line)
                    .or_insert_with(|| pattern_line(line * 64));
                let mut r = msg;
                let rty = if ty == MEM_READ {
                    self.report.reads += 1;
                    r.data = *cur;
                    MEM_READ_RESP
                } else {
                    self.report.writes += 1;
                    for (b, (d, s)) in cur.iter_mut().zip(msg.data.iter()).enumerate() {
                        if msg.byte_mask >> b & 1 == 1 {
                            *d = *s;
                        }
                    }
                    r.data = [0; 64];
                    MEM_WRITE_ACK
                };
                let q = self.fifo.get_mut(mc as usize).ok_or_else(|| {
                    BridgeError::invalid(format!("memory controller {mc} out of range"))
                })?;
                q.push_back((now + self.cfg.mem_latency_ps, rty, r));
            }
            Incoming::Driver(d) => {
                self.report.driver_received += 1;
                self.report.digest = fold_bytes(
                    fold(
                        fold(fold(self.report.digest, d.time_ps), d.seq),
                        d.ty as u64,
                    ),
                    &d.payload,
                );
                match d.ty {
                    DRV_IOCTL_REPLY => match self.ioctl_sent.remove(&d.seq) {
                        Some(mut p) => {
                            p.reverse();
                            if p != d.payload || d.arg1 != p.len() as u64 {
                                self.report
                                    .error(format!("ioctl {} reply payload differs", d.seq));
                            }
                        }
                        None => self
                            .report
                            .error(format!("reply to unknown ioctl {}", d.seq)),
                    },
                    DRV_MMAP_REPLY => match self.mmap_sent.remove(&d.seq) {
                        Some(off) if d.arg1 == 0x7000_0000_0000 + off => {}
                        _ => self.report.error(format!("bad mmap reply {}", d.seq)),
                    },
                    DRV_EVENT if d.arg0 == DONE_EVENT => {
                        self.gpu_done = true;
                        self.next_driver_ps = u64::MAX;
                    }
                    DRV_EVENT => {}
                    t => self.report.error(format!("unexpected driver type {t:#x}")),
                }
            }
        }
        Ok(())
    }

    /// True when the GPU side is done and nothing of ours is outstanding.
    pub fn finished(&self) -> bool {
        self.gpu_done
            && self.fifo.iter().all(VecDeque::is_empty)
            && self.ioctl_sent.is_empty()
            && self.mmap_sent.is_empty()
    }

    /// Runs own events due at `t`.
    pub fn run_events(&mut self, ep: &mut Endpoint, t: u64) -> Result<()> {
        for mc in 0..self.fifo.len() {
            while self.fifo[mc].front().is_some_and(|(due, _, _)| *due <= t) {
                if let Some((_, ty, m)) = self.fifo[mc].pop_front() {
                    ep.send_mem(mc as u32, ty, &m)?;
                    self.report.sent += 1;
                }
            }
        }
        if t >= self.next_driver_ps && t < self.driver_stop_ps {
            self.driver_seq += 1;
            let seq = self.driver_seq;
            match seq % 3 {
                0 => {
                    let len = (seq * 37 % 700) as usize;
                    let p: Vec<u8> = (0..len).map(|i| (i as u64 * 7 + seq) as u8).collect();
                    ep.send_driver(DRV_IOCTL, seq, 0xc018_4b01, 0, &p)?;
                    self.ioctl_sent.insert(seq, p);
                }
                1 => {
                    let off = (3u64 << 62) | (seq << 12);
                    ep.send_driver(DRV_MMAP, seq, off, 4096, &[])?;
                    self.mmap_sent.insert(seq, off);
                }
                _ => ep.send_driver(DRV_DOORBELL, seq, seq * 4, seq, &[])?,
            }
            self.report.sent += 1;
            self.next_driver_ps = t + self.cfg.driver_period_ps;
        } else if t >= self.driver_stop_ps {
            self.next_driver_ps = u64::MAX;
        }
        Ok(())
    }

    /// Runs the CPU side until the GPU side is done (or `end_ps`), then shuts down and accounts for
    /// the drained messages.
    pub fn run(&mut self, ep: &mut Endpoint, end_ps: u64) -> Result<SynthReport> {
        // With a time limit, stop issuing driver traffic near the end so every reply arrives in time.
        self.driver_stop_ps =
            end_ps.saturating_sub(4 * self.cfg.driver_period_ps + 4 * ep.out_latency_ps());
        loop {
            if self.finished() {
                break;
            }
            let target = self.next_event().min(end_ps);
            match ep.advance(target)? {
                Progress::Due(now) => {
                    while let Some(m) = ep.recv() {
                        self.on_msg(now, m)?;
                    }
                }
                Progress::Reached(t) => {
                    if t >= end_ps {
                        break;
                    }
                    self.run_events(ep, t)?;
                }
                Progress::Tick(..) => {
                    return Err(BridgeError::invalid("the CPU side received a tick grant"));
                }
                Progress::Terminated => break,
            }
        }
        let left = ep.shutdown()?;
        self.report.drained = left.len() as u64;
        self.report.end_time_ps = ep.now();
        for (m, t) in left.into_iter().map(|m| {
            let t = m.time_ps();
            (m, t)
        }) {
            self.on_msg(t, m)?;
        }
        let open = self.ioctl_sent.len() + self.mmap_sent.len();
        if open > 0 {
            self.report
                .error(format!("{open} driver requests unanswered"));
        }
        Ok(self.report.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::endpoint::BridgeConfig;

    fn alone(delay_error_ps: u64) -> SynthReport {
        let b = BridgeConfig::default();
        let cfg = SynthConfig {
            gen_cycles: 5_000,
            ..SynthConfig::default()
        };
        let rt = b.g2c_latency_ps + b.c2g_latency_ps;
        let mut gpu = GpuSynth::new(cfg, b.n_mc, rt);
        let mut port = NullPort::new(b.n_mc, rt + delay_error_ps, cfg.mem_latency_ps);
        let sched = TickSchedule::new(b.clocks, b.n_mc);
        let rep = gpu.run_alone(&mut port, sched, 0).expect("run alone");
        assert!(gpu.done() && gpu.cycles() > cfg.gen_cycles);
        rep
    }

    #[test]
    fn null_port_answers_every_request_with_the_right_time_and_data() {
        let rep = alone(0);
        assert!(rep.errors.is_empty(), "{:?}", rep.errors);
        assert_eq!(rep.unanswered, 0);
        assert!(rep.reads > 1000 && rep.writes > 500, "{rep:?}");
        assert_eq!(rep.received, rep.reads + rep.writes);
    }

    #[test]
    fn null_port_with_another_latency_fails_the_time_check() {
        let rep = alone(1_000);
        assert!(!rep.errors.is_empty());
    }
}
