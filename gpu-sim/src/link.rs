//! A link to remote memory: the host link (host memory over PCIe) and the peer link (other
//! GPUs' VRAM) an L2 bank's misses take when the physical address is not in its own GPU's
//! window (see `physmem` and `proto::Route`).
//!
//! **Ports.** `top` receives [`MemMsg`] reads, writes, atomics, flushes and invalidates and
//! answers each at its `reply_to`, like a DRAM channel's top.
//!
//! **What it models.** A full-duplex serial link with a fixed one-way `latency` and
//! `bytes_per_cycle` in each direction. A message occupies its direction for
//! `max(1, ceil(payload / bytes_per_cycle))` cycles (payload: a write's or an atomic's data
//! going out, a read's or an atomic's data coming back; requests without data and write
//! acknowledgements take one cycle), so bandwidth shows under load: a message waits while the
//! direction is busy (`queue_delay`). A request reaches the owner's memory `latency` after it
//! has left; it is performed there on the owner's backing store directly — the owner's memory
//! controller side, which bypasses the owner's L2, which is why a GPU's kernel-end L2 flush
//! matters. Its answer then travels back the same way. At most `queue_entries` requests are in
//! flight; beyond that the link stops taking requests (back-pressure on the senders).
//! `Flush`/`Invalidate` take one cycle each way and are answered after every earlier request
//! (both directions are first-in first-out).
//!
//! Deviations: no packet headers or flow-control credits of real PCIe; the owner's DRAM timing
//! is not modelled (the access takes no time at the owner). See `docs/deviations.md`.
//!
//! Stats: [`LinkStats`].

use crate::emu::step::AtomicArgs;
use crate::engine::{CompId, Component, Ctx, Engine, Outbox, PortId, ReqId, SendError, SimError};
use crate::physmem::{atomic_on, SharedStore};
use crate::proto::{full_mask, ByteMask, MemMsg, Msg};
use crate::stats::StatsReport;
use crate::time::{Clock, Cycles, Ps};
use std::collections::VecDeque;

crate::stats_struct! {
    /// Counters of one link.
    pub struct LinkStats {
        /// Reads served.
        reads: Count,
        /// Writes served.
        writes: Count,
        /// Atomics served.
        atomics: Count,
        /// Bytes returned by reads and atomics.
        bytes_read: Bytes,
        /// Bytes written (mask bits set; atomics count their width).
        bytes_written: Bytes,
        /// Time the two directions were busy sending (summed over both).
        busy: Ps,
        /// Time messages waited for a busy direction (summed).
        queue_delay: Ps,
        /// Sum over requests of (response sent - request accepted).
        latency_total: Ps,
    }
}

/// Timing parameters of a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkParams {
    /// One-way latency, core cycles.
    pub latency_cycles: u64,
    /// Bytes per core cycle in each direction (at least 1).
    pub bytes_per_cycle: u64,
    /// Requests in flight at most.
    pub queue_entries: u32,
    /// Depth of the top port's buffer.
    pub in_queue_entries: u32,
}

#[derive(Clone, Debug)]
enum Req {
    Read { bytes: u32 },
    Write { data: Vec<u8>, mask: ByteMask },
    Atomic { args: AtomicArgs },
    Ctrl { invalidate: bool },
}

#[derive(Clone, Debug)]
struct InFlight {
    id: ReqId,
    addr: u64,
    reply_to: PortId,
    accepted: Ps,
    req: Req,
}

/// One link (see the module doc).
pub struct Link {
    path: String,
    clock: Clock,
    params: LinkParams,
    latency: Ps,
    top: PortId,
    store: SharedStore,
    in_flight: u32,
    down_free: Ps,
    up_free: Ps,
    /// Requests on their way to the owner, by arrival time (non-decreasing).
    arriving: VecDeque<(Ps, InFlight)>,
    /// Answers on their way back, by delivery time: (destination, message, accepted).
    outbox: Outbox<(PortId, Msg, Ps)>,
    stats: LinkStats,
}

impl Link {
    /// Adds a link at `path` serving `store`. Returns its id and top port.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        clock: Clock,
        params: LinkParams,
        store: SharedStore,
    ) -> Result<(CompId, PortId), SimError> {
        if params.bytes_per_cycle == 0 || params.queue_entries == 0 {
            return Err(SimError::at(
                path,
                "bytes_per_cycle and queue_entries must be at least 1 (validate the config first)",
            ));
        }
        let id = engine.add_component(path);
        let top = engine.add_port(id, params.in_queue_entries.max(1) as usize);
        engine.install(
            id,
            Box::new(Link {
                path: path.to_string(),
                clock,
                params,
                latency: clock.cycles(Cycles(params.latency_cycles)),
                top,
                store,
                in_flight: 0,
                down_free: Ps::ZERO,
                up_free: Ps::ZERO,
                arriving: VecDeque::new(),
                outbox: Outbox::new(),
                stats: LinkStats::default(),
            }),
        )?;
        Ok((id, top))
    }

    pub fn stats(&self) -> &LinkStats {
        &self.stats
    }

    /// Occupancy of one direction for a payload of `bytes`.
    fn occupancy(&self, bytes: u64) -> Ps {
        let c = bytes.div_ceil(self.params.bytes_per_cycle).max(1);
        self.clock.cycles(Cycles(c))
    }

    fn accept(&mut self, now: Ps, msg: MemMsg) -> Result<(), SimError> {
        let (id, addr, reply_to, req, payload) = match msg {
            MemMsg::Read {
                id,
                addr,
                bytes,
                reply_to,
            } => (id, addr, reply_to, Req::Read { bytes }, 0),
            MemMsg::Write {
                id,
                addr,
                data,
                mask,
                reply_to,
            } => {
                let n = data.len() as u64;
                (id, addr, reply_to, Req::Write { data, mask }, n)
            }
            MemMsg::Atomic {
                id,
                addr,
                args,
                reply_to,
            } => (
                id,
                addr,
                reply_to,
                Req::Atomic { args },
                u64::from(args.bytes),
            ),
            MemMsg::Flush { id, reply_to } => (id, 0, reply_to, Req::Ctrl { invalidate: false }, 0),
            MemMsg::Invalidate { id, reply_to } => {
                (id, 0, reply_to, Req::Ctrl { invalidate: true }, 0)
            }
            other => {
                return Err(SimError::at(
                    &self.path,
                    format!("unexpected message: {other:?}"),
                ))
            }
        };
        let start = now.max(self.down_free);
        let occ = self.occupancy(payload);
        self.down_free = start + occ;
        self.stats.busy += occ.0;
        self.stats.queue_delay += (start - now).0;
        self.in_flight += 1;
        self.arriving.push_back((
            self.down_free + self.latency,
            InFlight {
                id,
                addr,
                reply_to,
                accepted: now,
                req,
            },
        ));
        Ok(())
    }

    /// Performs a request that reached the owner at `at` and schedules its answer.
    fn perform(&mut self, at: Ps, f: InFlight) -> Result<(), SimError> {
        let err = |e: crate::physmem::PhysError| SimError::at(&self.path, e.to_string());
        let (rsp, payload) = match f.req {
            Req::Read { bytes } => {
                let mut data = vec![0; bytes as usize];
                self.store.read(f.addr, &mut data).map_err(err)?;
                self.stats.reads += 1;
                self.stats.bytes_read += u64::from(bytes);
                (MemMsg::ReadRsp { id: f.id, data }, u64::from(bytes))
            }
            Req::Write { data, mask } => {
                self.store.write_masked(f.addr, &data, mask).map_err(err)?;
                self.stats.writes += 1;
                self.stats.bytes_written += u64::from((mask & full_mask(data.len())).count_ones());
                (MemMsg::WriteRsp { id: f.id }, 0)
            }
            Req::Atomic { args } => {
                if !matches!(args.bytes, 4 | 8) {
                    return Err(SimError::at(
                        &self.path,
                        format!("atomic at {:#x} of {} bytes", f.addr, args.bytes),
                    ));
                }
                let old = atomic_on(self.store.as_ref(), f.addr, &args).map_err(err)?;
                self.stats.atomics += 1;
                self.stats.bytes_read += u64::from(args.bytes);
                self.stats.bytes_written += u64::from(args.bytes);
                (
                    MemMsg::ReadRsp {
                        id: f.id,
                        data: old,
                    },
                    u64::from(args.bytes),
                )
            }
            Req::Ctrl { invalidate } => (
                if invalidate {
                    MemMsg::InvalidateRsp { id: f.id }
                } else {
                    MemMsg::FlushRsp { id: f.id }
                },
                0,
            ),
        };
        let start = at.max(self.up_free);
        let occ = self.occupancy(payload);
        self.up_free = start + occ;
        self.stats.busy += occ.0;
        self.stats.queue_delay += (start - at).0;
        self.outbox.push(
            self.up_free + self.latency,
            (f.reply_to, Msg::Mem(rsp), f.accepted),
        );
        Ok(())
    }
}

impl Component<Msg> for Link {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let edge = self.clock.this_tick(now);
        if edge != now {
            ctx.wake_at(edge);
            return Ok(());
        }
        // Requests that reached the owner.
        while self.arriving.front().is_some_and(|(t, _)| *t <= now) {
            if let Some((t, f)) = self.arriving.pop_front() {
                self.perform(t, f)?;
            }
        }
        // Answers due.
        while let Some((key, (dst, msg, accepted))) = self.outbox.pop_due(now) {
            match ctx.send(self.top, dst, msg) {
                Ok(()) => {
                    self.in_flight -= 1;
                    self.stats.latency_total += (now - accepted).0;
                }
                Err(SendError::Full(msg)) => {
                    self.outbox.put_back(key, (dst, msg, accepted));
                    break;
                }
                Err(e) => {
                    return Err(SimError::at(
                        &self.path,
                        format!("cannot send to {dst:?}: {:?}", e.into_msg()),
                    ))
                }
            }
        }
        // New requests while there is room.
        while self.in_flight < self.params.queue_entries {
            match ctx.recv(self.top) {
                Some(Msg::Mem(m)) => self.accept(now, m)?,
                Some(other) => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message: {other:?}"),
                    ))
                }
                None => break,
            }
        }
        if let Some((t, _)) = self.arriving.front() {
            ctx.wake_at(*t);
        }
        if let Some(t) = self.outbox.next_time() {
            ctx.wake_at(t.max(self.clock.next_tick(now)));
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physmem::{PhysStore, SparsePhys};
    use crate::proto::contract::{check_contract, parse_script, random_script, Op, Requester, Rig};
    use crate::proto::Interleave;
    use std::sync::Arc;

    fn params(latency: u64, bpc: u64) -> LinkParams {
        LinkParams {
            latency_cycles: latency,
            bytes_per_cycle: bpc,
            queue_entries: 64,
            in_queue_entries: 64,
        }
    }

    fn rig(p: LinkParams, script: Vec<Op>) -> Result<Rig, SimError> {
        let mut engine = Engine::new();
        let clock = Clock::from_mhz(1000).map_err(|e| SimError::Wiring(e.to_string()))?;
        let store = Arc::new(SparsePhys::new());
        let (_, top) = Link::add_to(&mut engine, "gpu[0].host_link", clock, p, store.clone())?;
        let requester = Requester::add_to(
            &mut engine,
            "tester",
            clock,
            Interleave {
                targets: vec![top],
                granule_bytes: 64,
            },
            clock.period(),
            script,
            64,
        )?;
        Ok(Rig {
            engine,
            requester,
            backing: Some(Box::new(move |_, addr, buf| {
                let _ = store.read(addr, buf);
            })),
            dirty: Box::new(|_| 0),
        })
    }

    /// Per-operation latencies and the end time, in cycles.
    fn latencies(p: LinkParams, script: &str) -> (Vec<u64>, u64) {
        let ops = parse_script(script).unwrap();
        let rep = check_contract(&|o| rig(p, o), &ops).unwrap();
        let mut r = rig(p, ops).unwrap();
        r.engine.run().unwrap();
        let req = r.engine.component::<Requester>(r.requester).unwrap();
        (
            req.latency.values().map(|p| p.0 / 1000).collect(),
            rep.end.0 / 1000,
        )
    }

    #[test]
    fn latency_and_serialisation() {
        // 64 B read, 100-cycle latency, 16 B/cycle: 1 (tester link) + 1 (request) + 100 +
        // 4 (data) + 100 + 1 (tester link) = 207.
        assert_eq!(latencies(params(100, 16), "r 0x40 64").0, vec![207]);
        // A 64 B write: 1 + 4 + 100 + 1 (ack) + 100 + 1 = 207; a read behind it: issued one
        // cycle later, it waits 3 cycles for the outgoing direction.
        assert_eq!(
            latencies(params(100, 16), "w 0x0 64 1; r 0x0 64").0,
            vec![207, 210]
        );
    }

    #[test]
    fn bandwidth_shows_under_load() {
        // 32 back-to-back 64-byte reads over a 1-cycle link at 16 B/cycle: the returning data
        // needs 4 cycles each, so the run ends about 32 x 4 cycles after the first answer.
        let script: String = (0..32).map(|i| format!("r {:#x} 64;", i * 64)).collect();
        let (_, end) = latencies(params(1, 16), &script);
        assert!((128..=140).contains(&end), "{end}");
        // Doubling the width halves the serialisation.
        let (_, end) = latencies(params(1, 32), &script);
        assert!((64..=76).contains(&end), "{end}");
    }

    #[test]
    fn bounded_queue_applies_back_pressure() {
        let script: String = (0..8).map(|i| format!("r {:#x} 4;", i * 64)).collect();
        let (_, free) = latencies(params(10, 64), &script);
        let p = LinkParams {
            queue_entries: 2,
            ..params(10, 64)
        };
        let (_, two) = latencies(p, &script);
        // Two at a time: four round trips of 23 cycles instead of one plus 7 cycles of issue.
        assert!(free < 40 && two >= 4 * 22, "{free} {two}");
    }

    #[test]
    fn link_keeps_the_memory_contract() {
        let ops = random_script(9, 400, 0x1000, 64 * 1024, 64);
        let rep = check_contract(&|o| rig(params(140, 16), o), &ops).unwrap();
        assert!(rep.checked_reads > 100);
        assert!(rep.stats.get("gpu[0].host_link.busy").unwrap() > 0);
        assert!(rep.stats.get("gpu[0].host_link.queue_delay").unwrap() > 0);
    }

    #[test]
    fn atomics_on_a_link() {
        let ops =
            parse_script("a 0x100 4 3; a 0x100 4 4; a 0x100 8 1; r 0x100 4; flush; wait").unwrap();
        let rep = check_contract(&|o| rig(params(5, 16), o), &ops).unwrap();
        assert_eq!(rep.stats.get("gpu[0].host_link.atomics"), Some(3));
    }
}
