//! A GPU's RDMA engine (`gpu[g].rdma`): its door to the fabric, in both directions.
//!
//! **Outbound.** Requests from this GPU's L1 caches for another GPU's memory (and, with
//! `fabric.cache_remote_in_l2`, the L2's misses there), and the L2's misses to host memory,
//! arrive at `top`. Each becomes a request packet to the endpoint that owns the address (GPU
//! `k`'s window: node `1 + k`; host memory: the host, node 0), tagged with a slab key; the
//! answer packet's tag finds the requester's id and port again. At most `rdma_outstanding`
//! requests are in flight; beyond that `top` stops being read (back-pressure on the caches).
//!
//! **Inbound.** A request packet from another GPU is performed by this GPU's L2 bank that owns
//! the address (so a remote read sees data still dirty in the owner's L2, and a remote write or
//! atomic lands where the owner's own accesses see it), and the bank's answer goes back as a
//! response packet.
//!
//! **Release.** Remote writes and atomics are performed in the owner's L2, so at a release
//! (`Flush` at the control port `ctl`, from the dispatcher after its own L2 banks have written back) the engine
//! waits for every outbound request, then sends a flush request to every GPU it wrote to since
//! its last release; that GPU's engine has each of its L2 banks write back and answers. Only
//! then is `Flush` answered, so another GPU or the host reads what this kernel wrote. (The
//! owner's whole L2 is written back, not only the lines this GPU wrote: the L2 keeps no record
//! of who wrote a line.) `Invalidate` is answered once the outbound requests before it are.
//!
//! Stats: [`RdmaStats`] and, per destination endpoint, `to_<endpoint>.{requests,bytes,latency}`.

use super::router::Router;
use crate::engine::{Component, Ctx, IdSlab, PortId, ReqId, SendError, SimError};
use crate::physmem::{GPU_PA_BASE, GPU_PA_WINDOW, HOST_PA_BASE, MAX_GPUS};
use crate::proto::{Interleave, MemMsg, Msg, Packet};
use crate::stats::{StatsReport, Unit};
use crate::time::Ps;

crate::stats_struct! {
    /// Counters of one RDMA engine.
    pub struct RdmaStats {
        /// Requests this GPU sent over the fabric.
        requests_out: Count,
        /// Requests other GPUs sent to this GPU's memory.
        requests_in: Count,
        /// Data bytes of the inbound requests and their answers (read data, write data).
        bytes_in: Bytes,
        /// Summed round trip of outbound requests (accepted at `top` to answered).
        latency_total: Ps,
        /// Wake-ups in which `top` held requests back because `rdma_outstanding` were in flight.
        throttled: Count,
        /// Releases that had other GPUs write back their L2 (one per GPU written to).
        flushes_out: Count,
        /// Other GPUs' releases that had this GPU's L2 write back.
        flushes_in: Count,
    }
}

/// Per destination endpoint.
#[derive(Clone, Copy, Debug, Default)]
struct PerDest {
    requests: u64,
    bytes: u64,
    latency: u64,
}

struct Outbound {
    id: ReqId,
    reply_to: PortId,
    dst: u16,
    accepted: Ps,
    /// A release's flush request (answered here, not passed on).
    flush: bool,
}

struct Inbound {
    src: u16,
    tag: u64,
    injected: Ps,
    payload_in: u32,
    /// L2 banks still to answer (a flush request goes to every bank).
    pending: u32,
}

enum Ctrl {
    Flush,
    Invalidate,
}

/// Where an RDMA engine plugs into its GPU (see [`Rdma::new`]).
#[derive(Clone, Debug)]
pub struct RdmaWiring {
    /// Requests from the caches (an input port of the engine).
    pub top: PortId,
    /// The dispatcher's releases.
    pub ctl: PortId,
    /// The engine's port towards its own L2 banks (connected to each).
    pub l2_port: PortId,
    /// How an address picks its L2 bank.
    pub l2_route: Interleave,
}

/// One RDMA engine (see the module doc).
pub struct Rdma {
    path: String,
    gpu: usize,
    router: Router,
    w: RdmaWiring,
    max_outstanding: u32,
    out: IdSlab<Outbound>,
    inbound: IdSlab<Inbound>,
    /// Control requests waiting for the outbound requests before them.
    ctrl: Vec<(ReqId, PortId, Ctrl)>,
    /// Endpoints (bit per node) written to since the last release.
    wrote_to: u64,
    per_dest: Vec<PerDest>,
    stats: RdmaStats,
}

/// The endpoint that owns physical address `addr`: 0 the host, `1 + k` GPU `k`.
pub fn endpoint_of(addr: u64) -> Option<u16> {
    if addr >= GPU_PA_BASE {
        let k = (addr - GPU_PA_BASE) / GPU_PA_WINDOW;
        return (k < MAX_GPUS as u64).then_some(1 + k as u16);
    }
    (addr >= HOST_PA_BASE).then_some(0)
}

impl Rdma {
    /// The switching core (for `World::boundary_reset`).
    pub fn router_mut(&mut self) -> &mut crate::fabric::router::Router {
        &mut self.router
    }

    pub fn new(
        path: &str,
        gpu: usize,
        router: Router,
        w: RdmaWiring,
        max_outstanding: u32,
        endpoints: usize,
    ) -> Rdma {
        Rdma {
            path: path.to_string(),
            gpu,
            router,
            w,
            max_outstanding: max_outstanding.max(1),
            out: IdSlab::new(),
            inbound: IdSlab::new(),
            ctrl: Vec::new(),
            wrote_to: 0,
            per_dest: vec![PerDest::default(); endpoints],
            stats: RdmaStats::default(),
        }
    }

    fn err(&self, what: String) -> SimError {
        SimError::at(&self.path, what)
    }

    /// Takes the dispatcher's requests: releases (answered in order once the requests before
    /// them are, see [`Rdma::answer_ctrl`]). They have their own port so that a busy `top` never holds them up.
    fn control(&mut self, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.w.ctl) {
            match m {
                Msg::Mem(MemMsg::Flush { id, reply_to }) => {
                    self.ctrl.push((id, reply_to, Ctrl::Flush))
                }
                Msg::Mem(MemMsg::Invalidate { id, reply_to, .. }) => {
                    self.ctrl.push((id, reply_to, Ctrl::Invalidate))
                }
                other => return Err(self.err(format!("unexpected control message {other:?}"))),
            }
        }
        Ok(())
    }

    /// Takes requests from the caches while fewer than the limit are in flight.
    fn accept(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        loop {
            if self.out.len() >= self.max_outstanding as usize {
                if ctx.peek(self.w.top).is_some() {
                    self.stats.throttled += 1;
                }
                return Ok(());
            }
            let Some(m) = ctx.recv(self.w.top) else {
                return Ok(());
            };
            let Msg::Mem(m) = m else {
                return Err(self.err(format!("unexpected message {m:?}")));
            };
            let (id, addr, reply_to, payload) = match &m {
                MemMsg::Read {
                    id, addr, reply_to, ..
                } => (*id, *addr, *reply_to, 0),
                MemMsg::Write {
                    id,
                    addr,
                    data,
                    reply_to,
                    ..
                } => (*id, *addr, *reply_to, data.len() as u32),
                MemMsg::Atomic {
                    id,
                    addr,
                    args,
                    reply_to,
                } => (*id, *addr, *reply_to, u32::from(args.bytes)),
                other => return Err(self.err(format!("unexpected request {other:?}"))),
            };
            let dst = endpoint_of(addr)
                .filter(|&d| usize::from(d) < self.per_dest.len() && usize::from(d) != self.gpu + 1)
                .ok_or_else(|| {
                    self.err(format!(
                        "address {addr:#x} is not another endpoint's memory (host or another GPU)"
                    ))
                })?;
            if !matches!(m, MemMsg::Read { .. }) && dst != 0 {
                self.wrote_to |= 1 << dst;
            }
            self.stats.requests_out += 1;
            let d = &mut self.per_dest[usize::from(dst)];
            d.requests += 1;
            d.bytes += u64::from(payload);
            let o = Outbound {
                id,
                reply_to,
                dst,
                accepted: now,
                flush: false,
            };
            self.request(now, o, payload, m)?;
        }
    }

    /// Sends request `body` (with `payload` data bytes) to `o.dst`, remembered as `o` until its
    /// answer's tag finds it.
    fn request(
        &mut self,
        now: Ps,
        o: Outbound,
        payload: u32,
        body: MemMsg,
    ) -> Result<(), SimError> {
        let dst = o.dst;
        let tag = self
            .out
            .insert(o)
            .ok_or_else(|| self.err("more than 2^24 requests in flight".into()))?;
        self.router.inject(
            now,
            Packet {
                link: 0,
                src: (self.gpu + 1) as u16,
                dst,
                vc: 0,
                payload,
                tag,
                injected: now,
                body,
            },
        )
    }

    /// A packet addressed to this GPU: an answer to one of its requests, or a request for its
    /// memory. Gives it back when the port it must go to is full.
    fn take(
        &mut self,
        now: Ps,
        p: Packet,
        ctx: &mut Ctx<'_, Msg>,
    ) -> Result<Option<Packet>, SimError> {
        if p.vc == 1 {
            let Some(o) = self.out.get(p.tag) else {
                return Err(self.err(format!("answer with unknown tag {:#x}", p.tag)));
            };
            if o.flush {
                if !matches!(p.body, MemMsg::FlushRsp { .. }) {
                    return Err(self.err(format!("flush answered with {:?}", p.body)));
                }
                self.out.remove(p.tag);
                return Ok(None);
            }
            let (id, reply_to) = (o.id, o.reply_to);
            if !ctx.can_send(reply_to) {
                return Ok(Some(p));
            }
            let rsp = match p.body {
                MemMsg::ReadRsp { data, .. } => MemMsg::ReadRsp { id, data },
                MemMsg::WriteRsp { .. } => MemMsg::WriteRsp { id },
                other => return Err(self.err(format!("unexpected answer {other:?}"))),
            };
            ctx.send(self.w.top, reply_to, Msg::Mem(rsp))
                .map_err(|e| self.err(format!("cannot answer {reply_to:?}: {e:?}")))?;
            if let Some(o) = self.out.remove(p.tag) {
                let lat = (now - o.accepted).0;
                self.stats.latency_total += lat;
                let d = &mut self.per_dest[usize::from(o.dst)];
                d.bytes += u64::from(p.payload);
                d.latency += lat;
            }
            return Ok(None);
        }
        if matches!(p.body, MemMsg::Flush { .. }) {
            return self.flush_for(p, ctx);
        }
        // A request for this GPU's memory: to the L2 bank that owns it.
        let (addr, payload_in) = match &p.body {
            MemMsg::Read { addr, .. } => (*addr, 0),
            MemMsg::Write { addr, data, .. } => (*addr, data.len() as u32),
            MemMsg::Atomic { addr, args, .. } => (*addr, u32::from(args.bytes)),
            other => return Err(self.err(format!("unexpected remote request {other:?}"))),
        };
        let Some(bank) = self.w.l2_route.target(addr) else {
            return Err(self.err(format!("no L2 bank for {addr:#x}")));
        };
        if !ctx.can_send(bank) {
            return Ok(Some(p));
        }
        let id = self.inbound_id(&p, payload_in, 1)?;
        let reply_to = self.w.l2_port;
        let req = match p.body {
            MemMsg::Read { addr, bytes, .. } => MemMsg::Read {
                id,
                addr,
                bytes,
                reply_to,
            },
            MemMsg::Write {
                addr, data, mask, ..
            } => MemMsg::Write {
                id,
                addr,
                data,
                mask,
                reply_to,
            },
            MemMsg::Atomic { addr, args, .. } => MemMsg::Atomic {
                id,
                addr,
                args,
                reply_to,
            },
            other => return Err(self.err(format!("unexpected remote request {other:?}"))),
        };
        self.stats.requests_in += 1;
        ctx.send(self.w.l2_port, bank, Msg::Mem(req))
            .map_err(|e| self.err(format!("cannot send to the L2: {e:?}")))?;
        Ok(None)
    }

    /// The id of a remote request `p` handed to this GPU's L2 (`pending` banks will answer).
    fn inbound_id(&mut self, p: &Packet, payload_in: u32, pending: u32) -> Result<ReqId, SimError> {
        let entry = Inbound {
            src: p.src,
            tag: p.tag,
            injected: p.injected,
            payload_in,
            pending,
        };
        self.inbound
            .insert_id(self.w.l2_port.0, entry)
            .ok_or_else(|| self.err("more than 2^24 remote requests in flight".into()))
    }

    /// Another GPU's release: every L2 bank of this GPU writes back, then the answer goes back.
    fn flush_for(&mut self, p: Packet, ctx: &mut Ctx<'_, Msg>) -> Result<Option<Packet>, SimError> {
        let banks = self.w.l2_route.targets.clone();
        if !banks.iter().all(|&b| ctx.can_send(b)) {
            return Ok(Some(p));
        }
        let id = self.inbound_id(&p, 0, banks.len() as u32)?;
        self.stats.flushes_in += 1;
        for b in banks {
            let reply_to = self.w.l2_port;
            ctx.send(self.w.l2_port, b, Msg::Mem(MemMsg::Flush { id, reply_to }))
                .map_err(|e| self.err(format!("cannot send to the L2: {e:?}")))?;
        }
        Ok(None)
    }

    /// The L2's answers to remote requests go back to their requesters.
    fn answer_remote(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.w.l2_port) {
            let Msg::Mem(m) = m else {
                return Err(self.err(format!("unexpected message {m:?}")));
            };
            if let Some(inb) = self.inbound.get_id_mut(self.w.l2_port.0, m.id()) {
                inb.pending = inb.pending.saturating_sub(1);
                if inb.pending > 0 {
                    continue;
                }
            }
            let Some(inb) = self.inbound.remove_id(self.w.l2_port.0, m.id()) else {
                return Err(self.err(format!("L2 answer with unknown id {:?}", m.id())));
            };
            let payload = match &m {
                MemMsg::ReadRsp { data, .. } => data.len() as u32,
                _ => 0,
            };
            self.stats.bytes_in += u64::from(payload + inb.payload_in);
            self.router.inject(
                now,
                Packet {
                    link: 0,
                    src: (self.gpu + 1) as u16,
                    dst: inb.src,
                    vc: 1,
                    payload,
                    tag: inb.tag,
                    injected: inb.injected,
                    body: m,
                },
            )?;
        }
        Ok(())
    }

    fn answer_ctrl(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        if !self.out.is_empty() || self.ctrl.is_empty() || ctx.peek(self.w.top).is_some() {
            return Ok(());
        }
        // A release: first the GPUs written to since the last one flush their L2s.
        if self.wrote_to != 0 && self.ctrl.iter().any(|(_, _, c)| matches!(c, Ctrl::Flush)) {
            for dst in 1..self.per_dest.len() as u16 {
                if self.wrote_to & (1 << dst) == 0 {
                    continue;
                }
                self.stats.flushes_out += 1;
                let o = Outbound {
                    id: ReqId(0),
                    reply_to: self.w.top,
                    dst,
                    accepted: now,
                    flush: true,
                };
                let body = MemMsg::Flush {
                    id: ReqId(0),
                    reply_to: self.w.top,
                };
                self.request(now, o, 0, body)?;
            }
            self.wrote_to = 0;
            return Ok(());
        }
        while let Some((id, reply_to, c)) = self.ctrl.first() {
            let rsp = match c {
                Ctrl::Flush => MemMsg::FlushRsp { id: *id },
                Ctrl::Invalidate => MemMsg::InvalidateRsp { id: *id },
            };
            match ctx.send(self.w.ctl, *reply_to, Msg::Mem(rsp)) {
                Ok(()) => {
                    self.ctrl.remove(0);
                }
                Err(SendError::Full(_)) => break,
                Err(e) => return Err(self.err(format!("cannot answer {reply_to:?}: {e:?}"))),
            }
        }
        Ok(())
    }
}

impl Component<Msg> for Rdma {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        self.router.receive(now, ctx)?;
        self.answer_remote(now, ctx)?;
        for head in self.router.buffers() {
            while let Some((at, p)) = self.router.pop_local(head) {
                match self.take(now, p, ctx)? {
                    Some(back) => {
                        self.router.unpop(head, at, back);
                        break;
                    }
                    None => self.router.taken(now, head),
                }
            }
        }
        self.control(ctx)?;
        self.accept(now, ctx)?;
        self.answer_ctrl(now, ctx)?;
        self.router.forward(now, ctx)
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
        for (k, d) in self.per_dest.iter().enumerate() {
            if k == self.gpu + 1 {
                continue;
            }
            let name = if k == 0 {
                "to_host".to_string()
            } else {
                format!("to_gpu{}", k - 1)
            };
            out.add(
                format!("{path}.{name}.requests"),
                d.requests,
                Unit::Count,
                "Requests sent to this endpoint's memory.",
            );
            out.add(
                format!("{path}.{name}.bytes"),
                d.bytes,
                Unit::Bytes,
                "Data bytes moved to and from this endpoint's memory (write data out, read data back).",
            );
            out.add(
                format!("{path}.{name}.latency"),
                d.latency,
                Unit::Ps,
                "Summed round trip of the requests to this endpoint.",
            );
        }
        self.router.report_stats(out);
    }
}
