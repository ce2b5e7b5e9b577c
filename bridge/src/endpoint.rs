//! One side's end of the bridge: channels, simulated time and conservative lock-step.
//!
//! Time is u64 picoseconds. Every message is stamped `now + link latency` (the time the receiver may
//! act on it). Each side keeps a promise from its peer: "nothing stamped earlier than P will come".
//! The promise travels in control-ring messages (SYNC), which are published after every message sent
//! before them, so after acquiring a SYNC(P) and then draining the data rings, every message stamped
//! below P is in hand: delivering them in (time, channel) order is exact and deterministic.
//!
//! Quantum mode: a side sends a SYNC whenever its promise has grown by the quantum (default: the
//! smallest link latency), and always before it blocks; it may run up to (not including) the peer's
//! promise. Per-cycle mode (the integrated gem5 + GPGPU-Sim protocol, kept for parity tests): the CPU
//! side grants one core tick and one memory tick per controller at every edge of the core and memory
//! clocks and waits for the GPU side to report each tick done; the GPU side runs only inside grants.
//! The same traffic gives identical message times in both modes (tested).
//!
//! Ring positions and the pending queues are private to this process; incoming slots are copied out
//! at once (so a full ring never deadlocks lock-step) and validated before use.

use crate::error::{BridgeError, Result, Side};
use crate::ring::Ring;
use crate::segment::{pid_alive, Segment, SegmentParams};
use crate::wait::{Backoff, Phase, WaitConfig};
use crate::wire::*;
use std::collections::VecDeque;
use std::sync::atomic::{fence, Ordering};
use std::time::Duration;

/// Lock-step mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LockStep {
    /// Conservative look-ahead with sync messages every quantum.
    Quantum,
    /// The CPU side grants every GPU core and memory tick and waits for each.
    PerCycle,
}

/// The GPU clocks the CPU side knows about (used for grants in per-cycle mode and published to the
/// GPU side in both modes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clocks {
    /// GPU core clock period in picoseconds (1 GHz: 1000).
    pub core_period_ps: u64,
    /// Memory clock period in picoseconds (500 MHz: 2000).
    pub mem_period_ps: u64,
}

impl Clocks {
    /// Periods from clock multipliers relative to a base period, as the integrated gem5 + GPGPU-Sim
    /// configured them: a multiplier m ticks m times per base period (rounded half up to whole ps).
    pub fn from_multipliers(base_period_ps: u64, core_mult: u32, mem_mult: u32) -> Option<Clocks> {
        if base_period_ps == 0 || core_mult == 0 || mem_mult == 0 {
            return None;
        }
        let div = |m: u64| (base_period_ps + m / 2) / m;
        let c = Clocks {
            core_period_ps: div(core_mult as u64),
            mem_period_ps: div(mem_mult as u64),
        };
        (c.core_period_ps > 0 && c.mem_period_ps > 0).then_some(c)
    }
}

/// Configuration the CPU side creates a segment with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BridgeConfig {
    /// Memory controllers (one request and one response ring each). Default 8 (R9 Nano HBM stacks x2).
    pub n_mc: u32,
    /// Slots per ring, a power of two. Default 1024.
    pub ring_entries: u32,
    /// CPU-to-GPU link latency in ps. Default 100 ns.
    pub c2g_latency_ps: u64,
    /// GPU-to-CPU link latency in ps. Default 100 ns.
    pub g2c_latency_ps: u64,
    /// Eager sync interval in ps; `None` means the smallest link latency.
    pub quantum_ps: Option<u64>,
    /// Lock-step mode. Default quantum.
    pub mode: LockStep,
    /// GPU clocks. Default 1 GHz core, 500 MHz memory.
    pub clocks: Clocks,
    /// How long `connect` waits for the GPU side, in ms. Default 10 s.
    pub connect_timeout_ms: u64,
}

impl Default for BridgeConfig {
    fn default() -> Self {
        BridgeConfig {
            n_mc: 8,
            ring_entries: 1024,
            c2g_latency_ps: 100_000,
            g2c_latency_ps: 100_000,
            quantum_ps: None,
            mode: LockStep::Quantum,
            clocks: Clocks {
                core_period_ps: 1000,
                mem_period_ps: 2000,
            },
            connect_timeout_ms: 10_000,
        }
    }
}

impl BridgeConfig {
    /// The quantum in effect.
    pub fn effective_quantum_ps(&self) -> u64 {
        self.quantum_ps
            .unwrap_or(self.c2g_latency_ps.min(self.g2c_latency_ps))
    }

    /// Checks the invariants; every violated one is listed.
    pub fn validate(&self) -> Result<()> {
        let mut errs = Vec::new();
        if self.n_mc == 0 || self.n_mc > BRIDGE_MAX_MC {
            errs.push(format!(
                "bridge.n_mc: must be 1..={BRIDGE_MAX_MC}, got {}",
                self.n_mc
            ));
        }
        if !self.ring_entries.is_power_of_two()
            || !(BRIDGE_MIN_RING_ENTRIES..=BRIDGE_MAX_RING_ENTRIES).contains(&self.ring_entries)
        {
            errs.push(format!(
                "bridge.ring_entries: must be a power of two in {BRIDGE_MIN_RING_ENTRIES}..={BRIDGE_MAX_RING_ENTRIES}, got {}",
                self.ring_entries
            ));
        }
        // A zero latency leaves the peer no window to run ahead: lock-step could not make progress.
        if self.c2g_latency_ps == 0 || self.g2c_latency_ps == 0 {
            errs.push("bridge.*_latency_ps: must be at least 1 ps".to_string());
        }
        let q = self.effective_quantum_ps();
        let min_lat = self.c2g_latency_ps.min(self.g2c_latency_ps);
        if q == 0 || q > min_lat {
            errs.push(format!(
                "bridge.quantum_ps: must be 1..={min_lat} (the smallest link latency), got {q}"
            ));
        }
        if self.clocks.core_period_ps == 0 || self.clocks.mem_period_ps == 0 {
            errs.push("bridge.clocks: periods must be at least 1 ps".to_string());
        }
        // Per-cycle mode: the GPU may answer a message at any time inside a grant window; the answer
        // must land after the CPU side's current time, so no clock period may exceed the latency.
        if self.mode == LockStep::PerCycle
            && self.clocks.core_period_ps.max(self.clocks.mem_period_ps) > self.g2c_latency_ps
        {
            errs.push(format!(
                "bridge.clocks: per-cycle mode needs clock periods <= g2c_latency_ps ({}), got core {} mem {}",
                self.g2c_latency_ps, self.clocks.core_period_ps, self.clocks.mem_period_ps
            ));
        }
        if errs.is_empty() {
            Ok(())
        } else {
            Err(BridgeError::invalid(errs.join("; ")))
        }
    }
}

/// A GPU tick kind (per-cycle grants, and the tick schedule in quantum mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TickKind {
    /// One core tick for all CUs.
    Core,
    /// One memory tick of this memory controller.
    Mem(u32),
}

/// The GPU clock edges: core edges at k x core period, memory edges at k x memory period (k >= 1).
/// At an edge the core tick comes first, then the memory ticks in controller order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TickSchedule {
    clocks: Clocks,
    n_mc: u32,
}

impl TickSchedule {
    /// A schedule for `n_mc` controllers (periods must be non-zero; zero periods are clamped to 1).
    pub fn new(clocks: Clocks, n_mc: u32) -> TickSchedule {
        let clocks = Clocks {
            core_period_ps: clocks.core_period_ps.max(1),
            mem_period_ps: clocks.mem_period_ps.max(1),
        };
        TickSchedule { clocks, n_mc }
    }

    /// The first edge strictly after `t`.
    pub fn next_edge_after(&self, t: u64) -> u64 {
        let next = |p: u64| (t / p).saturating_add(1).saturating_mul(p);
        next(self.clocks.core_period_ps).min(next(self.clocks.mem_period_ps))
    }

    /// Whether `t` is a core edge.
    pub fn is_core_edge(&self, t: u64) -> bool {
        t > 0 && t.is_multiple_of(self.clocks.core_period_ps)
    }

    /// Whether `t` is a memory edge.
    pub fn is_mem_edge(&self, t: u64) -> bool {
        t > 0 && t.is_multiple_of(self.clocks.mem_period_ps)
    }

    /// The ticks at `t`, in order.
    pub fn ticks_at(&self, t: u64) -> impl Iterator<Item = TickKind> {
        let core = self.is_core_edge(t).then_some(TickKind::Core);
        let n = if self.is_mem_edge(t) { self.n_mc } else { 0 };
        core.into_iter().chain((0..n).map(TickKind::Mem))
    }

    /// The clocks.
    pub fn clocks(&self) -> Clocks {
        self.clocks
    }
}

/// A reassembled driver message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DriverMessage {
    /// DRV_* type.
    pub ty: u8,
    /// Sequence number.
    pub seq: u64,
    /// First argument.
    pub arg0: u64,
    /// Second argument.
    pub arg1: u64,
    /// Delivery time in ps.
    pub time_ps: u64,
    /// Payload bytes.
    pub payload: Vec<u8>,
}

/// A message handed to the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// A memory message (request at the CPU side, response at the GPU side) of controller `mc`.
    Mem {
        /// Controller index.
        mc: u32,
        /// MEM_* type.
        ty: u8,
        /// The message.
        msg: MemMsg,
    },
    /// A driver message.
    Driver(DriverMessage),
}

impl Incoming {
    /// Delivery time in ps.
    pub fn time_ps(&self) -> u64 {
        match self {
            Incoming::Mem { msg, .. } => msg.time_ps,
            Incoming::Driver(d) => d.time_ps,
        }
    }
}

/// What [`Endpoint::advance`] reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Messages are due at this time (now); take them with `recv*` before advancing further.
    Due(u64),
    /// The target time was reached with nothing due before it.
    Reached(u64),
    /// Per-cycle mode, GPU side: run this granted tick now (reported done on the next call).
    Tick(TickKind, u64),
    /// The peer terminated and every in-flight message has been delivered.
    Terminated,
}

/// Counters of one endpoint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EndpointStats {
    /// Data messages sent (driver messages count once, however many chunks).
    pub sent: u64,
    /// Data messages received.
    pub received: u64,
    /// Sync messages sent.
    pub syncs_sent: u64,
    /// Times this side had to wait for its peer.
    pub waits: u64,
    /// Times this side parked on its futex.
    pub parks: u64,
    /// Per-cycle grants sent (CPU) or executed (GPU).
    pub ticks: u64,
}

#[derive(Default)]
struct DriverAssembly {
    first: Option<DriverMsg>,
    ty: u8,
    payload: Vec<u8>,
}

/// One side's end of a connected bridge.
pub struct Endpoint {
    seg: Segment,
    side: Side,
    mode: LockStep,
    sched: TickSchedule,
    wait: WaitConfig,
    out_ctl: Ring,
    in_ctl: Ring,
    out_drv: Ring,
    in_drv: Ring,
    out_mem: Vec<Ring>,
    in_mem: Vec<Ring>,
    in_last_ts: Vec<u64>,
    q_drv: VecDeque<DriverMessage>,
    q_mem: Vec<VecDeque<(u8, MemMsg)>>,
    asm: DriverAssembly,
    earliest_cache: Option<Option<(u64, usize)>>,
    grants: VecDeque<(TickKind, u64)>,
    outstanding_grant: Option<u64>,
    tick_done: Option<u64>,
    last_grant_done: u64,
    next_edge: u64,
    now: u64,
    out_latency: u64,
    in_latency: u64,
    quantum: u64,
    peer_promise: u64,
    sent_promise: u64,
    peer_terminating: bool,
    peer_acked: bool,
    ack_sent: bool,
    terminate_sent: bool,
    terminated: bool,
    hello_pid: Option<u32>,
    expected_peer_pid: Option<u32>,
    started: bool,
    stats: EndpointStats,
    /// GPU side: the watch on a frozen CPU side during waits.
    peer_watch: crate::watchdog::PeerWatch,
}

fn ctl(ty: u8, time_ps: u64, arg0: u64) -> ControlMsg {
    ControlMsg {
        arg0,
        time_ps,
        own_type: ty,
        ..Default::default()
    }
}

impl Endpoint {
    /// CPU side: creates the segment. Pass [`Endpoint::segment_name`] to the GPU side, then call
    /// [`Endpoint::accept`].
    pub fn create(cfg: &BridgeConfig) -> Result<Endpoint> {
        cfg.validate()?;
        let params = SegmentParams {
            n_mc: cfg.n_mc,
            ring_entries: cfg.ring_entries,
            c2g_latency_ps: cfg.c2g_latency_ps,
            g2c_latency_ps: cfg.g2c_latency_ps,
            quantum_ps: cfg.effective_quantum_ps(),
            mode: match cfg.mode {
                LockStep::Quantum => MODE_QUANTUM,
                LockStep::PerCycle => MODE_PER_CYCLE,
            },
            core_period_ps: cfg.clocks.core_period_ps,
            mem_period_ps: cfg.clocks.mem_period_ps,
        };
        let seg = Segment::create(params)?;
        Endpoint::new(seg, Side::Cpu)
    }

    /// GPU side: maps the segment `name`, checks it, announces itself and waits for the start.
    pub fn connect(name: &str, timeout_ms: u64) -> Result<Endpoint> {
        let seg = Segment::open(name)?;
        let pid = std::process::id();
        if seg
            .gpu_pid()
            .compare_exchange(0, pid, Ordering::AcqRel, Ordering::Acquire)
            .is_err()
        {
            return Err(BridgeError::BadSegment {
                name: name.to_string(),
                what: "another GPU side is already connected".into(),
            });
        }
        let mut ep = Endpoint::new(seg, Side::Gpu)?;
        ep.send_control(ctl(CTL_HELLO, 0, pid as u64))?;
        ep.wait_control(
            "the CPU side's start",
            Some(timeout_ms),
            |ep| Ok(ep.started),
        )?;
        Ok(ep)
    }

    /// CPU side: waits for the GPU side's hello, unlinks the segment name (from now on nothing is left
    /// behind whatever happens) and starts the run.
    pub fn accept(&mut self, timeout_ms: u64) -> Result<()> {
        self.accept_from(None, timeout_ms)
    }

    /// Like [`Endpoint::accept`], but when the CPU side spawned the GPU process itself it passes the
    /// child's pid, so a GPU side that dies before saying hello is noticed at once, not at the timeout.
    pub fn accept_from(&mut self, child_pid: Option<u32>, timeout_ms: u64) -> Result<()> {
        self.expected_peer_pid = child_pid;
        if self.side != Side::Cpu {
            return Err(BridgeError::invalid("accept is for the CPU side"));
        }
        self.wait_control("the GPU side's hello", Some(timeout_ms), |ep| {
            Ok(ep.hello_pid.is_some())
        })?;
        let pid = self.hello_pid.unwrap_or(0);
        if pid != self.seg.gpu_pid().load(Ordering::Acquire) {
            return Err(BridgeError::Protocol {
                peer: Side::Gpu,
                what: format!("hello from pid {pid} but the header names another"),
            });
        }
        self.seg.run_state().store(RUN_CONNECTED, Ordering::Release);
        self.seg.unlink();
        self.send_control(ctl(CTL_START, 0, 0))?;
        // The first promise: nothing from us before the link latency.
        self.sent_promise = 0;
        Ok(())
    }

    fn new(seg: Segment, side: Side) -> Result<Endpoint> {
        let p = seg.params();
        let base = seg.base();
        let places = seg.rings().to_vec();
        let mine = |r: &RingPlace| r.cpu_to_gpu == (side == Side::Cpu);
        let mk = |r: &RingPlace, label: String| {
            // SAFETY: the places come from ring_layout of the validated params, which fit the mapping;
            // the segment lives as long as the endpoint that owns both.
            unsafe { Ring::new(base, r, label) }
        };
        let mut out_ctl = None;
        let mut in_ctl = None;
        let mut out_drv = None;
        let mut in_drv = None;
        let mut out_mem = Vec::new();
        let mut in_mem = Vec::new();
        for r in &places {
            let dir = if r.cpu_to_gpu { "c2g" } else { "g2c" };
            match r.kind {
                RingKind::Control => {
                    let ring = mk(r, format!("control.{dir}"));
                    if mine(r) {
                        out_ctl = Some(ring)
                    } else {
                        in_ctl = Some(ring)
                    }
                }
                RingKind::DriverRequest | RingKind::DriverReply => {
                    let ring = mk(r, format!("driver.{dir}"));
                    if mine(r) {
                        out_drv = Some(ring)
                    } else {
                        in_drv = Some(ring)
                    }
                }
                RingKind::MemRequest | RingKind::MemResponse => {
                    let name = if r.kind == RingKind::MemRequest {
                        "mem_req"
                    } else {
                        "mem_resp"
                    };
                    let ring = mk(r, format!("{name}[{}]", r.mc));
                    if mine(r) {
                        out_mem.push(ring)
                    } else {
                        in_mem.push(ring)
                    }
                }
            }
        }
        let (out_latency, in_latency) = match side {
            Side::Cpu => (p.c2g_latency_ps, p.g2c_latency_ps),
            Side::Gpu => (p.g2c_latency_ps, p.c2g_latency_ps),
        };
        let mode = if p.mode == MODE_PER_CYCLE {
            LockStep::PerCycle
        } else {
            LockStep::Quantum
        };
        let sched = TickSchedule::new(
            Clocks {
                core_period_ps: p.core_period_ps,
                mem_period_ps: p.mem_period_ps,
            },
            p.n_mc,
        );
        let n_mc = p.n_mc as usize;
        let (Some(out_ctl), Some(in_ctl), Some(out_drv), Some(in_drv)) =
            (out_ctl, in_ctl, out_drv, in_drv)
        else {
            return Err(BridgeError::BadSegment {
                name: seg.name().to_string(),
                what: "layout without control or driver rings".into(),
            });
        };
        if out_mem.len() != n_mc || in_mem.len() != n_mc {
            return Err(BridgeError::BadSegment {
                name: seg.name().to_string(),
                what: "layout with a wrong number of memory rings".into(),
            });
        }
        Ok(Endpoint {
            side,
            mode,
            sched,
            wait: WaitConfig::default_for_this_process(),
            out_ctl,
            in_ctl,
            out_drv,
            in_drv,
            out_mem,
            in_mem,
            in_last_ts: vec![0; n_mc + 1],
            q_drv: VecDeque::new(),
            q_mem: (0..n_mc).map(|_| VecDeque::new()).collect(),
            asm: DriverAssembly::default(),
            earliest_cache: None,
            grants: VecDeque::new(),
            outstanding_grant: None,
            tick_done: None,
            last_grant_done: 0,
            next_edge: sched.next_edge_after(0),
            now: 0,
            out_latency,
            in_latency,
            quantum: p.quantum_ps.max(1),
            peer_promise: 0,
            sent_promise: 0,
            peer_terminating: false,
            peer_acked: false,
            ack_sent: false,
            terminate_sent: false,
            terminated: false,
            hello_pid: None,
            expected_peer_pid: None,
            started: false,
            stats: EndpointStats::default(),
            peer_watch: Default::default(),
            seg,
        })
    }

    /// The segment name (give it to the GPU side).
    pub fn segment_name(&self) -> &str {
        self.seg.name()
    }

    /// The segment (header words, params).
    pub fn segment(&self) -> &Segment {
        &self.seg
    }

    /// This side.
    pub fn side(&self) -> Side {
        self.side
    }

    /// Lock-step mode.
    pub fn mode(&self) -> LockStep {
        self.mode
    }

    /// Number of memory controllers.
    pub fn n_mc(&self) -> u32 {
        self.q_mem.len() as u32
    }

    /// The GPU tick schedule from the header.
    pub fn schedule(&self) -> TickSchedule {
        self.sched
    }

    /// Local simulated time in ps.
    pub fn now(&self) -> u64 {
        self.now
    }

    /// Waits, without moving this side's clock, until the peer has simulated everything
    /// before `t` (its promise is beyond `t` plus the latency of its messages), so what it
    /// writes to shared memory at simulated times before `t` is visible here, whatever the
    /// wall-clock speed of the two processes. Quantum mode only: this side promises its present
    /// first, so the peer can run that far. In per-cycle mode the peer runs only the ticks this
    /// side granted, which are already behind this side's clock; it returns at once.
    pub fn await_peer_through(&mut self, t: u64) -> Result<()> {
        if self.terminated || self.mode != LockStep::Quantum || self.side != Side::Cpu {
            return Ok(());
        }
        let need = t.saturating_add(self.in_latency);
        self.drain()?;
        if self.peer_promise > need || self.peer_terminating {
            return Ok(());
        }
        self.send_sync(self.now + self.out_latency)?;
        self.wait_control("the peer's progress", None, move |ep| {
            Ok(ep.peer_promise > need || ep.peer_terminating)
        })
    }

    /// Latency of messages this side sends, in ps.
    pub fn out_latency_ps(&self) -> u64 {
        self.out_latency
    }

    /// Latency of messages this side receives, in ps.
    pub fn in_latency_ps(&self) -> u64 {
        self.in_latency
    }

    /// Counters.
    pub fn stats(&self) -> EndpointStats {
        self.stats
    }

    /// Replaces the wait strategy.
    pub fn set_wait_config(&mut self, w: WaitConfig) {
        self.wait = w;
    }

    /// The peer's promise: nothing stamped earlier will arrive.
    pub fn peer_promise_ps(&self) -> u64 {
        self.peer_promise
    }

    /// The earliest simulated time (ps) at which anything can become due on this side: the
    /// stamp of the earliest message already in the local queues (any channel), or the time
    /// by which this side must call [`Endpoint::advance`] again to keep the run moving,
    /// whichever is earlier.
    ///
    /// This is for a caller that runs its own event queue, such as gem5, rather than blocking
    /// in `advance` with a far target. At an event at time `t` it calls `advance(t)`, takes
    /// what is due, calls `advance(t)` again until it reports `t` reached, and then schedules
    /// its next call to `advance` at `horizon_ps()` (or at its own next event, if that comes
    /// first). Nothing can be due before the horizon, so no delivery is late, and no call is
    /// wasted on a time with nothing to do.
    ///
    /// - Quantum mode: the earliest queued message or the peer's promise, whichever is earlier.
    ///   Every message stamped below the promise was drained together with the sync that
    ///   carried the promise, so nothing unseen can be due earlier. At the promise itself
    ///   `advance` blocks until the peer promises more (after promising on our side), which is
    ///   how two sides that wait for each other keep moving.
    /// - Per-cycle mode, CPU side: the earliest queued message or the next GPU clock edge,
    ///   whichever is earlier; `advance` grants the edge's ticks there (one call per edge).
    /// - Per-cycle mode, GPU side: [`Endpoint::now`]; its `advance` takes no target and
    ///   returns at the next grant.
    /// - The peer is terminating: the earliest queued message, or `now` when nothing is queued
    ///   (`advance` then finishes the shutdown at once); `u64::MAX` once `advance` returned
    ///   [`Progress::Terminated`].
    ///
    /// It reads only local state: no shared memory, no blocking. `advance` drains the control
    /// ring whenever a control message is waiting and whenever its target reaches the promise,
    /// so the horizon right after an `advance` is current. Read later, it may be older than a
    /// sync the peer has published since, never later than the truth: the cost is at most one
    /// call to `advance` that finds the newer promise and returns without waiting.
    ///
    /// After `advance(t)` returned [`Progress::Reached`]`(t)`, the horizon is above `t`
    /// (progress is guaranteed), and `advance(u)` for any `u` below the horizon returns
    /// `Reached(u)` without waiting for the peer. A caller that sends at a time between its calls to
    /// `advance` should first `advance` to that time (cheap below the horizon) so the message
    /// is stamped from the right present.
    pub fn horizon_ps(&self) -> u64 {
        if self.terminated {
            return u64::MAX;
        }
        let queued = match self.earliest_cache {
            Some(e) => e,
            None => self.compute_earliest(),
        }
        .map(|(t, _)| t);
        let bound = if self.peer_terminating {
            // The peer promises nothing more; what is queued is all that will ever come.
            match queued {
                Some(t) => return t,
                None => self.now,
            }
        } else {
            match (self.mode, self.side) {
                (LockStep::Quantum, _) => self.peer_promise,
                (LockStep::PerCycle, Side::Cpu) => self.next_edge,
                (LockStep::PerCycle, Side::Gpu) => self.now,
            }
        };
        queued.map_or(bound, |t| t.min(bound))
    }

    // ---------------------------------------------------------------- sending

    fn check_live(&self) -> Result<()> {
        if self.terminated {
            return Err(BridgeError::Terminated);
        }
        Ok(())
    }

    /// Sends a memory message on controller `mc` (requests from the GPU side, responses from the CPU
    /// side), stamped `now + latency`. Blocks while the ring is full.
    pub fn send_mem(&mut self, mc: u32, ty: u8, msg: &MemMsg) -> Result<()> {
        self.check_live()?;
        let kind = if self.side == Side::Gpu {
            RingKind::MemRequest
        } else {
            RingKind::MemResponse
        };
        if !kind.accepts(ty) {
            return Err(BridgeError::invalid(format!(
                "message type {ty:#x} on a {kind:?} ring"
            )));
        }
        let idx = mc as usize;
        if idx >= self.out_mem.len() {
            return Err(BridgeError::invalid(format!(
                "memory controller {mc} (only {} configured)",
                self.out_mem.len()
            )));
        }
        if msg.size == 0 || msg.size > BRIDGE_LINE_BYTES {
            return Err(BridgeError::invalid(format!(
                "memory access size {}",
                msg.size
            )));
        }
        let mut m = *msg;
        m.time_ps = self.now + self.out_latency;
        m.own_type = 0;
        if !self.out_mem[idx].can_send() {
            self.wait_slot(SlotRing::Mem(idx))?;
        }
        self.out_mem[idx].send(bytemuck::bytes_of(&m), ty);
        self.stats.sent += 1;
        Ok(())
    }

    /// Sends a driver message (chunked over as many slots as the payload needs).
    pub fn send_driver(
        &mut self,
        ty: u8,
        seq: u64,
        arg0: u64,
        arg1: u64,
        payload: &[u8],
    ) -> Result<()> {
        self.send_driver_from(self.now, ty, seq, arg0, arg1, payload)
    }

    /// [`Endpoint::send_driver`] for a message this side's model produced at `from_ps`, at or
    /// before the present: stamped `from_ps + latency` instead of `now + latency`. The GPU
    /// side in per-cycle lock-step runs everything due up to a granted tick and then answers,
    /// so an answer produced between two ticks keeps its own time instead of the tick's, as it
    /// does in quantum mode. `from_ps` is clamped to the present and to what this side
    /// promised.
    pub fn send_driver_from(
        &mut self,
        from_ps: u64,
        ty: u8,
        seq: u64,
        arg0: u64,
        arg1: u64,
        payload: &[u8],
    ) -> Result<()> {
        self.check_live()?;
        let kind = if self.side == Side::Cpu {
            RingKind::DriverRequest
        } else {
            RingKind::DriverReply
        };
        if !kind.accepts(ty) {
            return Err(BridgeError::invalid(format!(
                "message type {ty:#x} on a {kind:?} ring"
            )));
        }
        if payload.len() > BRIDGE_DRIVER_MAX_PAYLOAD as usize {
            return Err(BridgeError::invalid(format!(
                "driver payload of {} bytes (at most {BRIDGE_DRIVER_MAX_PAYLOAD})",
                payload.len()
            )));
        }
        let time_ps = (from_ps.min(self.now) + self.out_latency).max(self.sent_promise);
        let chunk = BRIDGE_DRIVER_CHUNK_BYTES as usize;
        let n_chunks = payload.len().div_ceil(chunk).max(1);
        for i in 0..n_chunks {
            let part =
                &payload[(i * chunk).min(payload.len())..((i + 1) * chunk).min(payload.len())];
            let mut m = DriverMsg {
                seq,
                arg0,
                arg1,
                total_len: payload.len() as u32,
                chunk_offset: (i * chunk) as u32,
                chunk_len: part.len() as u32,
                time_ps,
                ..Default::default()
            };
            m.payload[..part.len()].copy_from_slice(part);
            if !self.out_drv.can_send() {
                self.wait_slot(SlotRing::Driver)?;
            }
            self.out_drv.send(bytemuck::bytes_of(&m), ty);
        }
        self.stats.sent += 1;
        Ok(())
    }

    fn send_control(&mut self, m: ControlMsg) -> Result<()> {
        let ty = m.own_type;
        if !self.out_ctl.can_send() {
            self.wait_slot(SlotRing::Control)?;
        }
        self.out_ctl.send(bytemuck::bytes_of(&m), ty);
        self.wake_peer();
        Ok(())
    }

    /// Wakes the peer if it is parked (after publishing something it may be waiting for).
    fn wake_peer(&self) {
        let peer = self.side.peer();
        fence(Ordering::SeqCst);
        if self.seg.parked_word(peer).load(Ordering::Relaxed) != 0 {
            let w = self.seg.wake_word(peer);
            w.fetch_add(1, Ordering::SeqCst);
            let _ = rustix::thread::futex::wake(w, rustix::thread::futex::Flags::empty(), 1);
        }
    }

    fn send_sync(&mut self, promise: u64) -> Result<()> {
        if promise > self.sent_promise {
            self.sent_promise = promise;
            self.stats.syncs_sent += 1;
            self.send_control(ctl(CTL_SYNC, promise, 0))?;
        }
        Ok(())
    }

    fn maybe_sync(&mut self) -> Result<()> {
        if self.mode == LockStep::Quantum {
            let p = self.now + self.out_latency;
            if p >= self.sent_promise.saturating_add(self.quantum) {
                self.send_sync(p)?;
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------- receiving

    fn damaged(&self, ring: &Ring, what: String) -> BridgeError {
        BridgeError::DamagedSlot {
            ring: ring.label().to_string(),
            slot: ring.slot_index(),
            what,
        }
    }

    /// Copies every published incoming message into the local queues, control ring first.
    fn drain(&mut self) -> Result<bool> {
        let mut any = false;
        while let Some(ty) = self.in_ctl.peek() {
            any = true;
            if !RingKind::Control.accepts(ty) {
                return Err(
                    self.damaged(&self.in_ctl, format!("type {ty:#x} is not a control type"))
                );
            }
            let mut m = ControlMsg::default();
            self.in_ctl.read(bytemuck::bytes_of_mut(&mut m));
            self.in_ctl.release();
            self.on_control(ty, &m)?;
        }
        // Data rings after the control ring: everything published before an acquired SYNC is now visible.
        while let Some(ty) = self.in_drv.peek() {
            any = true;
            let kind = self.in_drv.kind();
            if !kind.accepts(ty) {
                return Err(self.damaged(
                    &self.in_drv,
                    format!("type {ty:#x} is not valid on {kind:?}"),
                ));
            }
            let mut m = DriverMsg::default();
            self.in_drv.read(bytemuck::bytes_of_mut(&mut m));
            let res = self.on_driver_chunk(ty, &m);
            if let Err(what) = res {
                return Err(self.damaged(&self.in_drv, what));
            }
            self.in_drv.release();
        }
        for i in 0..self.in_mem.len() {
            while let Some(ty) = self.in_mem[i].peek() {
                any = true;
                let kind = self.in_mem[i].kind();
                if !kind.accepts(ty) {
                    return Err(self.damaged(
                        &self.in_mem[i],
                        format!("type {ty:#x} is not valid on {kind:?}"),
                    ));
                }
                let mut m = MemMsg::default();
                self.in_mem[i].read(bytemuck::bytes_of_mut(&mut m));
                if m.size == 0 || m.size > BRIDGE_LINE_BYTES {
                    return Err(self.damaged(&self.in_mem[i], format!("access size {}", m.size)));
                }
                if let Err(what) = self.check_time(i + 1, m.time_ps) {
                    return Err(self.damaged(&self.in_mem[i], what));
                }
                self.in_mem[i].release();
                self.q_mem[i].push_back((ty, m));
                self.earliest_cache = None;
            }
        }
        if any {
            // Someone may wait for a free slot: make the releases visible before looking.
            self.wake_peer_if_parked();
        }
        Ok(any)
    }

    fn wake_peer_if_parked(&self) {
        if self
            .seg
            .parked_word(self.side.peer())
            .load(Ordering::Relaxed)
            != 0
        {
            self.wake_peer();
        }
    }

    /// Per-ring time checks: monotonic, and never in our past.
    fn check_time(&mut self, ring: usize, ts: u64) -> std::result::Result<(), String> {
        if ts < self.in_last_ts[ring] {
            return Err(format!(
                "time {ts} ps is earlier than the previous message's {} ps",
                self.in_last_ts[ring]
            ));
        }
        if ts < self.now {
            return Err(format!("time {ts} ps is in our past (now {} ps)", self.now));
        }
        self.in_last_ts[ring] = ts;
        Ok(())
    }

    fn on_driver_chunk(&mut self, ty: u8, m: &DriverMsg) -> std::result::Result<(), String> {
        if m.total_len > BRIDGE_DRIVER_MAX_PAYLOAD {
            return Err(format!(
                "payload length {} over {BRIDGE_DRIVER_MAX_PAYLOAD}",
                m.total_len
            ));
        }
        if m.chunk_len > BRIDGE_DRIVER_CHUNK_BYTES {
            return Err(format!(
                "chunk length {} over {BRIDGE_DRIVER_CHUNK_BYTES}",
                m.chunk_len
            ));
        }
        let end = m.chunk_offset as u64 + m.chunk_len as u64;
        if end > m.total_len as u64 {
            return Err(format!(
                "chunk {}..{end} beyond payload length {}",
                m.chunk_offset, m.total_len
            ));
        }
        match &self.asm.first {
            None => {
                if m.chunk_offset != 0 {
                    return Err(format!("first chunk at offset {}", m.chunk_offset));
                }
                self.check_time(0, m.time_ps)?;
                self.asm.first = Some(*m);
                self.asm.ty = ty;
                self.asm.payload.clear();
            }
            Some(f) => {
                if f.seq != m.seq
                    || self.asm.ty != ty
                    || f.time_ps != m.time_ps
                    || f.total_len != m.total_len
                {
                    return Err("chunk does not continue the message in progress".into());
                }
                if m.chunk_offset as usize != self.asm.payload.len() {
                    return Err(format!(
                        "chunk at offset {} but {} bytes assembled",
                        m.chunk_offset,
                        self.asm.payload.len()
                    ));
                }
            }
        }
        self.asm
            .payload
            .extend_from_slice(&m.payload[..m.chunk_len as usize]);
        if self.asm.payload.len() == m.total_len as usize {
            if let Some(f) = self.asm.first.take() {
                self.earliest_cache = None;
                self.q_drv.push_back(DriverMessage {
                    ty,
                    seq: f.seq,
                    arg0: f.arg0,
                    arg1: f.arg1,
                    time_ps: f.time_ps,
                    payload: std::mem::take(&mut self.asm.payload),
                });
            }
        } else if m.chunk_len == 0 {
            return Err("empty chunk in an unfinished message".into());
        }
        Ok(())
    }

    fn on_control(&mut self, ty: u8, m: &ControlMsg) -> Result<()> {
        let peer = self.side.peer();
        let violation = |what: String| BridgeError::Protocol { peer, what };
        match ty {
            CTL_SYNC => {
                if m.time_ps < self.peer_promise {
                    return Err(violation(format!(
                        "sync promise {} ps lower than its earlier {} ps",
                        m.time_ps, self.peer_promise
                    )));
                }
                self.peer_promise = m.time_ps;
            }
            CTL_HELLO if self.side == Side::Cpu => {
                self.hello_pid =
                    Some(u32::try_from(m.arg0).map_err(|_| violation("hello pid".into()))?)
            }
            CTL_START if self.side == Side::Gpu => self.started = true,
            CTL_STOP => {}
            CTL_TERMINATE => self.peer_terminating = true,
            CTL_TERMINATE_ACK => self.peer_acked = true,
            CTL_CORE_TICK | CTL_MEM_TICK
                if self.side == Side::Gpu && self.mode == LockStep::PerCycle =>
            {
                let kind = if ty == CTL_CORE_TICK {
                    TickKind::Core
                } else {
                    if m.arg0 >= self.q_mem.len() as u64 {
                        return Err(violation(format!("memory tick for controller {}", m.arg0)));
                    }
                    TickKind::Mem(m.arg0 as u32)
                };
                if m.time_ps < self.now {
                    return Err(violation(format!(
                        "grant at {} ps in our past ({} ps)",
                        m.time_ps, self.now
                    )));
                }
                self.grants.push_back((kind, m.time_ps));
            }
            CTL_TICK_DONE if self.side == Side::Cpu && self.mode == LockStep::PerCycle => {
                self.tick_done = Some(m.time_ps)
            }
            _ => return Err(violation(format!("unexpected control message {ty:#x}"))),
        }
        Ok(())
    }

    /// The earliest pending delivery time and its channel (0 = driver, 1 + mc = memory), cached.
    fn earliest(&mut self) -> Option<(u64, usize)> {
        if let Some(e) = self.earliest_cache {
            return e;
        }
        let e = self.compute_earliest();
        self.earliest_cache = Some(e);
        e
    }

    fn compute_earliest(&self) -> Option<(u64, usize)> {
        let mut best: Option<(u64, usize)> = self.q_drv.front().map(|d| (d.time_ps, 0));
        for (i, q) in self.q_mem.iter().enumerate() {
            if let Some((_, m)) = q.front() {
                if best.is_none_or(|(t, _)| m.time_ps < t) {
                    best = Some((m.time_ps, i + 1));
                }
            }
        }
        best
    }

    /// Takes the next message due now (time <= now), in (time, channel) order: driver first, then
    /// memory controllers in index order.
    pub fn recv(&mut self) -> Option<Incoming> {
        let (t, ch) = self.earliest()?;
        if t > self.now {
            return None;
        }
        self.stats.received += 1;
        self.earliest_cache = None;
        if ch == 0 {
            self.q_drv.pop_front().map(Incoming::Driver)
        } else {
            let mc = (ch - 1) as u32;
            self.q_mem[ch - 1]
                .pop_front()
                .map(|(ty, msg)| Incoming::Mem { mc, ty, msg })
        }
    }

    /// Takes the next due memory message of any controller.
    pub fn recv_mem(&mut self) -> Option<(u32, u8, MemMsg)> {
        let mut best: Option<(u64, usize)> = None;
        for (i, q) in self.q_mem.iter().enumerate() {
            if let Some((_, m)) = q.front() {
                if m.time_ps <= self.now && best.is_none_or(|(t, _)| m.time_ps < t) {
                    best = Some((m.time_ps, i));
                }
            }
        }
        let (_, i) = best?;
        self.stats.received += 1;
        self.earliest_cache = None;
        self.q_mem[i].pop_front().map(|(ty, m)| (i as u32, ty, m))
    }

    /// Takes the next due driver message.
    pub fn recv_driver(&mut self) -> Option<DriverMessage> {
        if self.q_drv.front()?.time_ps > self.now {
            return None;
        }
        self.stats.received += 1;
        self.earliest_cache = None;
        self.q_drv.pop_front()
    }

    // ---------------------------------------------------------------- time

    fn publish_time(&self) {
        self.seg
            .time_of(self.side)
            .store(self.now, Ordering::Relaxed);
    }

    /// Advances local time toward `target` (ps), stopping early when a message is due, and blocking
    /// (spin, yield, park) while the peer has not promised enough. See [`Progress`].
    pub fn advance(&mut self, target: u64) -> Result<Progress> {
        if self.terminated {
            return Ok(Progress::Terminated);
        }
        match (self.mode, self.side) {
            (LockStep::Quantum, _) => self.advance_quantum(target),
            (LockStep::PerCycle, Side::Cpu) => self.advance_cpu_per_cycle(target),
            (LockStep::PerCycle, Side::Gpu) => self.advance_gpu_per_cycle(),
        }
    }

    fn set_now(&mut self, t: u64) {
        if t > self.now {
            self.now = t;
        }
    }

    fn finish_terminated(&mut self) -> Result<Progress> {
        if !self.ack_sent {
            self.ack_sent = true;
            self.send_control(ctl(CTL_TERMINATE_ACK, self.now, 0))?;
        }
        self.terminated = true;
        self.publish_time();
        self.seg
            .run_state()
            .store(RUN_TERMINATED, Ordering::Release);
        Ok(Progress::Terminated)
    }

    fn advance_quantum(&mut self, target: u64) -> Result<Progress> {
        // Fast path: every message stamped below the promise was drained together with the sync that
        // carried it, so while the target stays below the promise and no new control message is
        // waiting, the local queues are complete up to the target.
        if !self.peer_terminating && target < self.peer_promise && self.in_ctl.peek().is_none() {
            if let Some((t, _)) = self.earliest() {
                if t <= target {
                    // No eager sync here: the caller is about to answer, and a promise sent
                    // before its answer would wake the peer for nothing.
                    self.set_now(t);
                    return Ok(Progress::Due(self.now));
                }
            }
            self.set_now(target);
            self.maybe_sync()?;
            return Ok(Progress::Reached(self.now));
        }
        loop {
            self.drain()?;
            let horizon = if self.peer_terminating {
                u64::MAX
            } else {
                self.peer_promise
            };
            let e = self.earliest();
            if let Some((t, _)) = e {
                if t <= target && t < horizon {
                    // No eager sync here: the caller is about to answer, and a promise sent
                    // before its answer would wake the peer for nothing.
                    self.set_now(t);
                    return Ok(Progress::Due(self.now));
                }
            }
            if self.peer_terminating && e.is_none() {
                return self.finish_terminated();
            }
            if target < horizon {
                self.set_now(target);
                self.maybe_sync()?;
                return Ok(Progress::Reached(self.now));
            }
            // Blocked: nothing can happen before the peer's promise, so move there and promise on.
            self.set_now(horizon.min(target));
            let promise = self.now + self.out_latency;
            self.send_sync(promise)?;
            let before = self.peer_promise;
            self.wait_control("the peer's sync", None, move |ep| {
                Ok(ep.peer_promise > before || ep.peer_terminating)
            })?;
        }
    }

    fn advance_cpu_per_cycle(&mut self, target: u64) -> Result<Progress> {
        loop {
            self.drain()?;
            // After the GPU reported the tick at g done, everything it will ever send for times up to
            // g + latency is in hand (its next send happens inside a later grant).
            let horizon = if self.peer_terminating {
                u64::MAX
            } else {
                self.last_grant_done
                    .saturating_add(self.in_latency)
                    .saturating_add(1)
            };
            let g = self.next_edge;
            let e = self.earliest();
            if let Some((t, _)) = e {
                if t <= target && t < horizon && t <= g {
                    self.set_now(t);
                    return Ok(Progress::Due(self.now));
                }
            }
            if self.peer_terminating && e.is_none() {
                return self.finish_terminated();
            }
            if g <= target && !self.peer_terminating {
                self.set_now(g);
                let ticks: Vec<TickKind> = self.sched.ticks_at(g).collect();
                for k in ticks {
                    self.grant(k, g)?;
                }
                self.last_grant_done = g;
                self.next_edge = self.sched.next_edge_after(g);
                continue;
            }
            if target < horizon {
                self.set_now(target);
                return Ok(Progress::Reached(self.now));
            }
            // Only reachable if the GPU terminated with messages beyond the target.
            self.set_now(target);
            return Ok(Progress::Reached(self.now));
        }
    }

    /// Per-cycle mode, CPU side: grants one tick and waits until the GPU side reports it done.
    fn grant(&mut self, k: TickKind, t: u64) -> Result<()> {
        let m = match k {
            TickKind::Core => ctl(CTL_CORE_TICK, t, 0),
            TickKind::Mem(mc) => ctl(CTL_MEM_TICK, t, mc as u64),
        };
        self.tick_done = None;
        self.send_control(m)?;
        self.stats.ticks += 1;
        self.wait_control("the GPU side's tick done", None, move |ep| {
            Ok(ep.tick_done == Some(t) || ep.peer_terminating)
        })?;
        Ok(())
    }

    fn advance_gpu_per_cycle(&mut self) -> Result<Progress> {
        if let Some(t) = self.outstanding_grant.take() {
            self.send_control(ctl(CTL_TICK_DONE, t, 0))?;
        }
        loop {
            self.drain()?;
            let e = self.earliest();
            let g = self.grants.front().copied();
            if let Some((t, _)) = e {
                let covered = match g {
                    Some((_, gt)) => t <= gt,
                    None => self.peer_terminating,
                };
                if covered {
                    self.set_now(t);
                    return Ok(Progress::Due(self.now));
                }
            }
            if let Some((k, gt)) = self.grants.pop_front() {
                self.set_now(gt);
                self.outstanding_grant = Some(gt);
                self.stats.ticks += 1;
                return Ok(Progress::Tick(k, gt));
            }
            if self.peer_terminating {
                return self.finish_terminated();
            }
            self.wait_control("the CPU side's grant", None, |ep| {
                Ok(!ep.grants.is_empty() || ep.peer_terminating)
            })?;
        }
    }

    // ---------------------------------------------------------------- shutdown

    /// Orderly shutdown: tells the peer, keeps receiving until it acknowledges, and returns every
    /// message that was still in flight (in delivery order) so the caller can account for it.
    pub fn shutdown(&mut self) -> Result<Vec<Incoming>> {
        if self.terminated {
            return Ok(Vec::new());
        }
        if let Some(t) = self.outstanding_grant.take() {
            self.send_control(ctl(CTL_TICK_DONE, t, 0))?;
        }
        if !self.terminate_sent {
            self.terminate_sent = true;
            self.send_control(ctl(CTL_TERMINATE, self.now + self.out_latency, 0))?;
        }
        loop {
            self.drain()?;
            if self.peer_terminating && !self.ack_sent {
                self.ack_sent = true;
                self.send_control(ctl(CTL_TERMINATE_ACK, self.now, 0))?;
            }
            if self.peer_acked {
                break;
            }
            self.wait_control("the peer's terminate acknowledgement", None, |ep| {
                Ok(ep.peer_acked || (ep.peer_terminating && !ep.ack_sent))
            })?;
        }
        self.drain()?;
        let mut left = Vec::new();
        while let Some((t, _)) = self.earliest() {
            self.set_now(t);
            if let Some(m) = self.recv() {
                left.push(m);
            }
        }
        self.terminated = true;
        self.publish_time();
        self.seg
            .run_state()
            .store(RUN_TERMINATED, Ordering::Release);
        Ok(left)
    }

    /// True once the run terminated in order.
    pub fn is_terminated(&self) -> bool {
        self.terminated
    }

    // ---------------------------------------------------------------- waiting

    fn peer_gone(&self) -> Option<BridgeError> {
        let peer = self.side.peer();
        let pid = match self.seg.pid_of(peer) {
            0 => self.expected_peer_pid.unwrap_or(0),
            p => p,
        };
        let peer_time_ps = self.seg.time_of(peer).load(Ordering::Relaxed);
        let our_time_ps = self.now;
        if self.seg.run_state().load(Ordering::Acquire) == RUN_FAILED {
            return Some(BridgeError::PeerFailed {
                peer,
                pid,
                peer_time_ps,
                our_time_ps,
            });
        }
        if pid != 0 && !pid_alive(pid) {
            return Some(BridgeError::PeerDied {
                peer,
                pid,
                peer_time_ps,
                our_time_ps,
            });
        }
        None
    }

    /// Waits until `ready` (evaluated after draining the incoming rings) holds.
    fn wait_control(
        &mut self,
        what: &str,
        timeout_ms: Option<u64>,
        ready: impl Fn(&Endpoint) -> Result<bool>,
    ) -> Result<()> {
        self.drain()?;
        if ready(self)? {
            return Ok(());
        }
        self.stats.waits += 1;
        self.peer_watch.reset();
        let mut b = Backoff::new(self.wait_config_now());
        loop {
            let (phase, check) = b.step();
            if check {
                // Only on the slow path: the header line is shared, so a store per wait would cost
                // a cache-line transfer per round trip.
                self.publish_time();
            }
            if let Phase::Park(d) = phase {
                self.stats.parks += 1;
                self.park(d, || self.in_ctl.peek().is_some());
            }
            if self.drain()? {
                self.peer_watch.reset();
            }
            if ready(self)? {
                return Ok(());
            }
            if check {
                if let Some(e) = self.peer_gone() {
                    // It may have published what we wait for just before exiting.
                    self.drain()?;
                    if ready(self)? {
                        return Ok(());
                    }
                    return Err(e);
                }
                if let Some(e) = self.peer_frozen() {
                    return Err(e);
                }
                if let Some(ms) = timeout_ms {
                    if b.elapsed() >= Duration::from_millis(ms) {
                        return Err(BridgeError::Timeout {
                            ms,
                            what: what.to_string(),
                        });
                    }
                }
            }
        }
    }

    fn wait_slot(&mut self, which: SlotRing) -> Result<()> {
        self.stats.waits += 1;
        self.peer_watch.reset();
        let mut b = Backoff::new(self.wait_config_now());
        loop {
            // Keep our own incoming rings moving so the peer can never block on us.
            if self.drain()? {
                self.peer_watch.reset();
            }
            if self.slot_ring(which).can_send() {
                return Ok(());
            }
            // The peer may be parked waiting for a sync: make sure it runs and drains.
            self.wake_peer_if_parked();
            let (phase, check) = b.step();
            if check {
                self.publish_time();
            }
            if let Phase::Park(d) = phase {
                self.stats.parks += 1;
                let ring = self.slot_ring(which);
                self.park(d, || ring.can_send() || self.in_ctl.peek().is_some());
            }
            if check {
                if let Some(e) = self.peer_gone() {
                    return Err(e);
                }
                if let Some(e) = self.peer_frozen() {
                    return Err(e);
                }
            }
        }
    }

    /// GPU side: the CPU side is alive but frozen ([`crate::watchdog::PeerWatch`]), by the
    /// limit and the flags the CPU side wrote into the header. The CPU side has its own thread
    /// for the other direction ([`crate::watchdog::Watchdog`]).
    fn peer_frozen(&mut self) -> Option<BridgeError> {
        if self.side != Side::Gpu {
            return None;
        }
        let limit_ms = self.seg.stall_limit_ms().load(Ordering::Relaxed);
        let may_idle = self.seg.cpu_flags().load(Ordering::Relaxed) & CPU_FLAG_MAY_IDLE != 0;
        let pid = self.seg.pid_of(Side::Cpu);
        let f = self.peer_watch.check(pid, limit_ms, may_idle)?;
        tracing::error!(
            pid,
            waited_ms = f.waited_ms,
            cpu_ms = f.cpu_ms,
            stopped = f.stopped,
            "the CPU side made no progress; the GPU side gives up"
        );
        Some(BridgeError::PeerFrozen {
            peer: Side::Cpu,
            pid,
            limit_ms: u64::from(limit_ms),
            waited_ms: f.waited_ms,
            cpu_ms: f.cpu_ms,
            stopped: f.stopped,
        })
    }

    /// CPU side: the stall limit the GPU side holds this side to (the run's stall limit, 0 =
    /// off; ms above `u32::MAX` are capped), and whether this side may wait without computing
    /// and without being frozen ([`CPU_FLAG_MAY_IDLE`]: a real program's process). Call it when
    /// the watchdog on the GPU process starts, so both directions use one limit.
    pub fn set_stall_limit(&self, limit_ms: u64, may_idle: bool) {
        let ms = u32::try_from(limit_ms).unwrap_or(u32::MAX);
        self.seg.cpu_flags().store(
            if may_idle { CPU_FLAG_MAY_IDLE } else { 0 },
            Ordering::Relaxed,
        );
        self.seg.stall_limit_ms().store(ms, Ordering::Relaxed);
    }

    fn slot_ring(&self, which: SlotRing) -> &Ring {
        match which {
            SlotRing::Control => &self.out_ctl,
            SlotRing::Driver => &self.out_drv,
            SlotRing::Mem(i) => &self.out_mem[i],
        }
    }

    /// The wait strategy for a wait starting now: no spinning when the peer last waited on our core
    /// (it cannot answer while we spin there). Publishes our core for the peer (a store only when it
    /// changed, so the line stays put in steady state).
    fn wait_config_now(&self) -> WaitConfig {
        let me = rustix::thread::sched_getcpu() as u32 + 1;
        let mine = self.seg.core_word(self.side);
        if mine.load(Ordering::Relaxed) != me {
            mine.store(me, Ordering::Relaxed);
        }
        if self.seg.core_word(self.side.peer()).load(Ordering::Relaxed) == me {
            WaitConfig {
                spin_ns: 0,
                ..self.wait
            }
        } else {
            self.wait
        }
    }

    /// Parks on our futex word for at most `d`, unless `cond` already holds after announcing it.
    fn park(&self, d: Duration, cond: impl Fn() -> bool) {
        let word = self.seg.wake_word(self.side);
        let parked = self.seg.parked_word(self.side);
        let seq = word.load(Ordering::SeqCst);
        parked.store(1, Ordering::SeqCst);
        fence(Ordering::SeqCst);
        if !cond() {
            let ts = rustix::thread::futex::Timespec {
                tv_sec: d.as_secs() as i64,
                tv_nsec: d.subsec_nanos() as i64,
            };
            let _ = rustix::thread::futex::wait(
                word,
                rustix::thread::futex::Flags::empty(),
                seq,
                Some(&ts),
            );
        }
        parked.store(0, Ordering::SeqCst);
    }
}

#[derive(Clone, Copy)]
enum SlotRing {
    Control,
    Driver,
    Mem(usize),
}

impl Drop for Endpoint {
    fn drop(&mut self) {
        if !self.terminated {
            // Tell the peer at once instead of letting it find our pid gone.
            self.publish_time();
            self.seg.run_state().store(RUN_FAILED, Ordering::Release);
            self.wake_peer();
            // If the CPU side died before it unlinked the name (during the handshake), nobody else
            // will: remove it (a no-op when it is already gone).
            if self.side == Side::Gpu && !pid_alive(self.seg.pid_of(Side::Cpu)) {
                self.seg.unlink();
            }
        }
    }
}
