//! The lock-step memory path of the APU configuration: GPU L2 misses to host memory leave the
//! GPU's engine as bridge memory-queue messages to the CPU side's memory controllers, and come
//! back as timestamped responses.
//!
//! - [`McClient`]: a component with the top-port protocol of a memory (`MemMsg::Read`, `Write`,
//!   `Flush`, `Invalidate` in; `ReadRsp`, `WriteRsp`, ... out). It is what an L2 bank's route
//!   sends host-memory misses to in place of the host link (`memsys::Remote::Port`). Each
//!   request becomes one or more 64-byte wire requests ([`HostMemRequest`]) stamped with the
//!   simulated time it was taken (the bridge adds its GPU-to-CPU latency) and emitted at the
//!   engine's edge (`CtlMsg::HostMemReq`); responses ([`HostMemResponse`]) are injected at
//!   their timestamps into the client's response port (`CtlMsg::HostMemRsp`).
//! - [`port`]: the wire form of a request ([`port::to_wire`]) and an in-process CPU side with a
//!   fixed latency and bandwidth per controller ([`port::FakeHostPort`], [`port::drive`]) for
//!   tests. In the GPU process the client emits its requests at the engine's edge and the
//!   process loop exchanges them with the bridge (`gpu::process`).
//!
//! Memory-controller selection: the host offset (physical address minus `host_base`) is
//! interleaved over the controllers in `interleave_bytes` granules, one bridge queue pair per
//! controller, the same mapping the CPU side's DRAM model uses (`[host.dram]`).
//!
//! Data travels in the messages: a write carries its line and byte mask, a read response its
//! line, so this works where the GPU process cannot map host memory (gem5, native processes).
//!
//! Atomics are not sent to the CPU side (the wire has no atomic type): they are performed at
//! the L2 bank, the point of coherence; an `Atomic` reaching the client is a `SimError`.

pub mod port;
#[cfg(test)]
mod tests;

use std::collections::{HashMap, VecDeque};

use crate::engine::{CompId, Component, Ctx, Engine, PortId, ReqId, SendError, SimError};
use crate::proto::{MemMsg, Msg};
use crate::stats::StatsReport;
use crate::time::{Clock, Ps};

/// Bytes of one wire line (`bridge::wire::BRIDGE_LINE_BYTES`).
pub const WIRE_LINE: u64 = 64;

pub use crate::config::apu::McConfig;

pub use crate::proto::{HostMemRequest, HostMemResponse};

crate::stats_struct! {
    /// Counters of the memory-controller client.
    pub struct McClientStats {
        /// Read requests taken from the L2.
        reads: Count,
        /// Write requests taken from the L2.
        writes: Count,
        /// Wire messages sent to the CPU side (one per 64-byte line piece).
        wire_requests: Count,
        /// Bytes read from host memory.
        bytes_read: Bytes,
        /// Bytes written to host memory (mask bits set).
        bytes_written: Bytes,
        /// Sum over requests of (last response arrival - request taken), ps.
        latency_total: Ps,
        /// Largest single request latency, ps.
        latency_max: Ps,
        /// Sum of read latencies only, ps.
        read_latency_total: Ps,
        /// Times the client stopped taking requests at `max_outstanding`.
        outstanding_full: Count,
    }
}

struct Pending {
    reply_to: PortId,
    id: ReqId,
    write: bool,
    addr: u64,
    data: Vec<u8>,
    pieces_left: u32,
    taken: Ps,
}

/// The APU memory-controller client (see the module doc).
pub struct McClient {
    path: String,
    cfg: McConfig,
    n_mc: u32,
    host_base: u64,
    clock: Clock,
    top: PortId,
    /// Where the engine's edge injects the CPU side's responses (`CtlMsg::HostMemRsp`): a port
    /// of its own, so responses never wait behind requests the client cannot take yet.
    rsp_port: PortId,
    next_tag: u64,
    /// Wire requests made in this wake-up, emitted to the edge at its end.
    outbox: Vec<HostMemRequest>,
    /// Requests in flight, by the tag of each of their pieces (the first piece's tag is the key;
    /// `piece_of` maps every piece tag to it).
    pending: HashMap<u64, Pending>,
    piece_of: HashMap<u64, u64>,
    /// Responses handed in by the port, in delivery order (time, then arrival).
    arrived: VecDeque<HostMemResponse>,
    /// Responses for the L2, in completion order (retried when the destination is full).
    ready: VecDeque<(PortId, MemMsg)>,
    /// Flush/Invalidate waiting for every earlier request to finish.
    barrier: Option<(PortId, MemMsg)>,
    was_full: bool,
    stats: McClientStats,
}

impl McClient {
    /// Adds a client for `n_mc` memory controllers to `engine`; `host_base` is the physical
    /// address of host memory's byte 0; `clock` is the clock it works on (the GPU core clock:
    /// requests leave and answers return on its edges, so per-cycle lock-step, which grants
    /// exactly those edges, sends every request at the time quantum mode does); `tag_base`
    /// is added to every wire tag (one client per GPU shares one bridge: put the GPU index in
    /// the high bits). Returns the component and its top port.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        cfg: &McConfig,
        n_mc: u32,
        host_base: u64,
        clock: Clock,
        tag_base: u64,
    ) -> Result<(CompId, PortId, PortId), SimError> {
        let mut cfg_errs = Vec::new();
        cfg.validate_at("apu", &mut cfg_errs);
        let mut errs: Vec<String> = cfg_errs
            .iter()
            .map(|e| format!("{}: {}", e.key, e.msg))
            .collect();
        if n_mc == 0 {
            errs.push("the bridge carries no memory controller".into());
        }
        if !errs.is_empty() {
            return Err(SimError::Wiring(format!("{path}: {}", errs.join("; "))));
        }
        let id = engine.add_component(path);
        let top = engine.add_port(id, cfg.in_queue_entries as usize);
        let rsp_port = engine.add_port(id, 1 << 16);
        engine.install(
            id,
            Box::new(McClient {
                path: path.to_string(),
                cfg: cfg.clone(),
                n_mc,
                host_base,
                clock,
                top,
                rsp_port,
                next_tag: tag_base,
                outbox: Vec::new(),
                pending: HashMap::new(),
                piece_of: HashMap::new(),
                arrived: VecDeque::new(),
                ready: VecDeque::new(),
                barrier: None,
                was_full: false,
                stats: McClientStats::default(),
            }),
        )?;
        Ok((id, top, rsp_port))
    }

    pub fn stats(&self) -> &McClientStats {
        &self.stats
    }

    /// Requests taken and not yet answered.
    pub fn outstanding(&self) -> usize {
        self.pending.len()
    }

    /// The memory controller of host offset `off`.
    pub fn mc_of(&self, off: u64) -> u32 {
        ((off / self.cfg.interleave_bytes) % u64::from(self.n_mc)) as u32
    }

    fn err(&self, what: impl Into<String>) -> SimError {
        SimError::at(&self.path, what)
    }

    /// Turns a request into wire pieces (one per 64-byte line it touches).
    fn take_request(&mut self, now: Ps, msg: Msg) -> Result<(), SimError> {
        let (id, addr, bytes, write, wdata, wmask, reply_to) = match msg {
            Msg::Mem(MemMsg::Read {
                id,
                addr,
                bytes,
                reply_to,
            }) => (id, addr, bytes as u64, false, Vec::new(), 0u128, reply_to),
            Msg::Mem(MemMsg::Write {
                id,
                addr,
                data,
                mask,
                reply_to,
            }) => {
                let n = data.len() as u64;
                (id, addr, n, true, data, mask, reply_to)
            }
            Msg::Mem(MemMsg::Flush { id, reply_to }) => {
                // Nothing is cached here: answer once every earlier request is done.
                self.barrier = Some((reply_to, MemMsg::FlushRsp { id }));
                return Ok(());
            }
            Msg::Mem(MemMsg::Invalidate { id, reply_to, .. }) => {
                self.barrier = Some((reply_to, MemMsg::InvalidateRsp { id }));
                return Ok(());
            }
            Msg::Mem(MemMsg::Atomic { addr, .. }) => {
                return Err(self.err(format!(
                    "atomic at {addr:#x}: host-memory atomics are performed at the L2 bank (the wire has no atomic message)"
                )))
            }
            other => return Err(self.err(format!("unexpected message: {other:?}"))),
        };
        if bytes == 0 || bytes > 128 {
            return Err(self.err(format!("request of {bytes} bytes at {addr:#x}")));
        }
        let off = addr
            .checked_sub(self.host_base)
            .ok_or_else(|| self.err(format!("address {addr:#x} below host memory")))?;
        let first_tag = self.next_tag;
        let mut pieces = 0u32;
        let mut a = off;
        let end = off + bytes;
        while a < end {
            let line = a & !(WIRE_LINE - 1);
            let piece_end = (line + WIRE_LINE).min(end);
            let size = (piece_end - a) as u32;
            let tag = self.next_tag;
            self.next_tag += 1;
            let mut data = [0u8; 64];
            let mut mask = 0u64;
            if write {
                for i in a..piece_end {
                    let j = (i - off) as usize;
                    if wmask >> j & 1 == 1 {
                        if let Some(&b) = wdata.get(j) {
                            data[(i - line) as usize] = b;
                            mask |= 1 << (i - line);
                        }
                    }
                }
            }
            self.outbox.push(HostMemRequest {
                send_ps: now.0,
                mc: self.mc_of(a),
                tag,
                write,
                addr: a,
                size,
                mask,
                data,
            });
            self.piece_of.insert(tag, first_tag);
            pieces += 1;
            a = piece_end;
        }
        self.stats.wire_requests += u64::from(pieces);
        if write {
            self.stats.writes += 1;
            self.stats.bytes_written +=
                u64::from((wmask & crate::proto::full_mask(bytes as usize)).count_ones());
        } else {
            self.stats.reads += 1;
            self.stats.bytes_read += bytes;
        }
        self.pending.insert(
            first_tag,
            Pending {
                reply_to,
                id,
                write,
                addr: off,
                data: if write {
                    Vec::new()
                } else {
                    vec![0; bytes as usize]
                },
                pieces_left: pieces,
                taken: now,
            },
        );
        Ok(())
    }

    /// Sends the answers for the L2 in completion order; stops at a full destination (the
    /// engine wakes the client when it has room).
    fn send_ready(&mut self, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some((dst, msg)) = self.ready.pop_front() {
            match ctx.send(self.top, dst, Msg::Mem(msg)) {
                Ok(()) => {}
                Err(SendError::Full(Msg::Mem(m))) => {
                    self.ready.push_front((dst, m));
                    break;
                }
                Err(e) => {
                    return Err(self.err(format!("cannot answer {dst:?}: {:?}", e.into_msg())))
                }
            }
        }
        Ok(())
    }

    fn take_response(&mut self, now: Ps, r: HostMemResponse) -> Result<(), SimError> {
        let Some(first) = self.piece_of.remove(&r.tag) else {
            return Err(self.err(format!("response with unknown tag {}", r.tag)));
        };
        let Some(p) = self.pending.get_mut(&first) else {
            return Err(self.err(format!("response for finished request {first}")));
        };
        if p.write != r.write {
            return Err(self.err(format!("response kind mismatch for tag {}", r.tag)));
        }
        if !p.write {
            // The piece covers the request's bytes inside the line the tag belongs to.
            let piece_start = if r.tag == first {
                p.addr
            } else {
                (p.addr & !(WIRE_LINE - 1)) + (r.tag - first) * WIRE_LINE
            };
            let line = piece_start & !(WIRE_LINE - 1);
            let req_end = p.addr + p.data.len() as u64;
            let piece_end = (line + WIRE_LINE).min(req_end);
            for a in piece_start..piece_end {
                p.data[(a - p.addr) as usize] = r.data[(a - line) as usize];
            }
        }
        p.pieces_left -= 1;
        if p.pieces_left == 0 {
            if let Some(p) = self.pending.remove(&first) {
                let lat = now.0.saturating_sub(p.taken.0);
                self.stats.latency_total += lat;
                self.stats.latency_max = self.stats.latency_max.max(lat);
                let rsp = if p.write {
                    MemMsg::WriteRsp { id: p.id }
                } else {
                    self.stats.read_latency_total += lat;
                    MemMsg::ReadRsp {
                        id: p.id,
                        data: p.data,
                    }
                };
                self.ready.push_back((p.reply_to, rsp));
            }
        }
        Ok(())
    }
}

impl Component<Msg> for McClient {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let edge = self.clock.this_tick(now);
        if edge != now {
            ctx.wake_at(edge);
            return Ok(());
        }
        // 1. Responses due now (the edge injects each at its time).
        while let Some(m) = ctx.recv(self.rsp_port) {
            match m.into_ctl(&self.path)? {
                crate::proto::CtlMsg::HostMemRsp(r) => self.arrived.push_back(r),
                other => return Err(self.err(format!("unexpected message: {other:?}"))),
            }
        }
        while self.arrived.front().is_some_and(|r| r.time_ps <= now.0) {
            if let Some(r) = self.arrived.pop_front() {
                self.take_response(now, r)?;
            }
        }
        if let Some(r) = self.arrived.front() {
            ctx.wake_at(self.clock.this_tick(Ps(r.time_ps)));
        }
        // 2. A barrier is answered once nothing earlier is in flight.
        if self.pending.is_empty() {
            if let Some(b) = self.barrier.take() {
                self.ready.push_back(b);
            }
        }
        // 3. Answers to the L2.
        self.send_ready(ctx)?;
        // 4. New requests, up to the outstanding limit; none behind a barrier.
        while self.barrier.is_none() {
            if self.pending.len() >= self.cfg.max_outstanding as usize {
                if ctx.peek(self.top).is_some() && !self.was_full {
                    self.was_full = true;
                    self.stats.outstanding_full += 1;
                }
                break;
            }
            self.was_full = false;
            let Some(msg) = ctx.recv(self.top) else {
                break;
            };
            self.take_request(now, msg)?;
            if self.pending.is_empty() {
                // A barrier with nothing in flight: answer at once.
                if let Some(b) = self.barrier.take() {
                    match ctx.send(self.top, b.0, Msg::Mem(b.1)) {
                        Ok(()) => {}
                        Err(SendError::Full(Msg::Mem(m))) => self.ready.push_back((b.0, m)),
                        Err(e) => {
                            return Err(self.err(format!("cannot answer: {:?}", e.into_msg())))
                        }
                    }
                }
            }
        }
        // Counter answers taken with the new requests.
        self.send_ready(ctx)?;
        // 5. This wake-up's wire requests leave through the edge, stamped now.
        for r in self.outbox.drain(..) {
            ctx.emit(Msg::ctl(crate::proto::CtlMsg::HostMemReq(r)));
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}
