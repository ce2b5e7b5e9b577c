//! A GPU's page migration controller (`gpu[g].pmc`): copies a 4 KiB page into this GPU's
//! memory, line by line, with real data through the hierarchy.
//!
//! In (`ctl`): `CtlMsg::PagePull { vpn, src, dst }` from the GPU's page-table server (the
//! IOMMU model, `sys::pagetable`) when the driver moves a shared-virtual-memory page here.
//! The controller reads the page's 64 lines at physical `src` through the GPU's RDMA engine
//! (host memory or another GPU's memory, over the fabric: the owner's L2 answers, so dirty
//! data is seen) and writes each line as it arrives to the L2 bank of this GPU that owns
//! `dst` (the point of coherence for this GPU's memory). When every write is acknowledged it
//! answers `PagePullDone { vpn }`. Pulls queue and run one at a time; at most
//! [`READS_IN_FLIGHT`] reads of a pull are out at once.
//!
//! Stats: [`PmcStats`].

use std::collections::VecDeque;

use crate::engine::{CompId, Component, Ctx, Engine, FastMap, PortId, SendError, SimError};
use crate::proto::{full_mask, CtlMsg, Interleave, MemMsg, Msg};
use crate::stats::StatsReport;
use crate::time::{Clock, Ps};

/// Line reads of one pull in flight at once.
pub const READS_IN_FLIGHT: u32 = 64;
const LINE: u64 = 64;
const LINES: u32 = 4096 / LINE as u32;

crate::stats_struct! {
    /// Counters of one page migration controller.
    pub struct PmcStats {
        /// Pages pulled into this GPU's memory.
        pages: Count,
        /// Bytes read and written by the pulls.
        bytes: Bytes,
        /// Summed time from a pull's arrival to its last write's acknowledgement.
        pull_time: Ps,
    }
}

struct Pull {
    vpn: u64,
    src: u64,
    dst: u64,
    reply_to: PortId,
    arrived: Ps,
}

struct Active {
    pull: Pull,
    next: u32,
    reads_out: u32,
    written: u32,
}

/// One page migration controller (see the module doc).
pub struct Pmc {
    path: String,
    ctl: PortId,
    mem: PortId,
    rdma_top: PortId,
    l2_route: Interleave,
    clock: Clock,
    queue: VecDeque<Pull>,
    active: Option<Active>,
    /// Request id -> line index (reads) or `LINES + index` (writes).
    reqs: FastMap<u64, u32>,
    /// Writes waiting for room at their L2 bank's port.
    writes: VecDeque<(PortId, MemMsg)>,
    stats: PmcStats,
}

impl Pmc {
    /// Adds GPU `gpu`'s controller at `path`; its memory port is connected to `rdma_top` and
    /// to every L2 bank of `l2_route` with `latency`. Returns its id and control port.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        rdma_top: PortId,
        l2_route: Interleave,
        latency: Ps,
        clock: Clock,
    ) -> Result<(CompId, PortId), SimError> {
        let id = engine.add_component(path);
        let ctl = engine.add_port(id, 64);
        let mem = engine.add_port(id, 2 * LINES as usize);
        engine.connect(mem, rdma_top, latency)?;
        for &bank in &l2_route.targets {
            engine.connect(mem, bank, latency)?;
        }
        engine.install(
            id,
            Box::new(Pmc {
                path: path.to_string(),
                ctl,
                mem,
                rdma_top,
                l2_route,
                clock,
                queue: VecDeque::new(),
                active: None,
                reqs: FastMap::default(),
                writes: VecDeque::new(),
                stats: PmcStats::default(),
            }),
        )?;
        Ok((id, ctl))
    }

    fn err(&self, what: impl Into<String>) -> SimError {
        SimError::at(&self.path, what)
    }
}

impl Component<Msg> for Pmc {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.ctl) {
            match m {
                Msg::Ctl(c) => match *c {
                    CtlMsg::PagePull {
                        vpn,
                        src,
                        dst,
                        reply_to,
                    } => self.queue.push_back(Pull {
                        vpn,
                        src,
                        dst,
                        reply_to,
                        arrived: now,
                    }),
                    other => return Err(self.err(format!("unexpected message {other:?}"))),
                },
                other => return Err(self.err(format!("unexpected message {other:?}"))),
            }
        }
        while let Some(m) = ctx.recv(self.mem) {
            let (id, data) = match m {
                Msg::Mem(MemMsg::ReadRsp { id, data }) => (id, Some(data)),
                Msg::Mem(MemMsg::WriteRsp { id }) => (id, None),
                other => return Err(self.err(format!("unexpected answer {other:?}"))),
            };
            let line = self
                .reqs
                .remove(&id.0)
                .ok_or_else(|| self.err("answer matches no request"))?;
            let path = &self.path;
            let a = self
                .active
                .as_mut()
                .ok_or_else(|| SimError::at(path, "answer with no pull running"))?;
            match data {
                Some(data) => {
                    a.reads_out -= 1;
                    let addr = a.pull.dst + u64::from(line) * LINE;
                    let bank = self
                        .l2_route
                        .target(addr)
                        .ok_or_else(|| SimError::at(path, "no L2 bank"))?;
                    let wid = ctx.next_req_id();
                    self.reqs.insert(wid.0, LINES + line);
                    self.stats.bytes += 2 * LINE;
                    self.writes.push_back((
                        bank,
                        MemMsg::Write {
                            id: wid,
                            addr,
                            data,
                            mask: full_mask(LINE as usize),
                            reply_to: self.mem,
                        },
                    ));
                }
                None => {
                    a.written += 1;
                    if a.written == LINES {
                        let done = self.active.take().map(|a| a.pull);
                        if let Some(p) = done {
                            self.stats.pages += 1;
                            self.stats.pull_time += now.0 - p.arrived.0;
                            let m = Msg::ctl(CtlMsg::PagePullDone { vpn: p.vpn });
                            ctx.send(self.ctl, p.reply_to, m)
                                .map_err(|_| self.err("page-table port full"))?;
                        }
                    }
                }
            }
        }
        let mut blocked = false;
        while let Some((bank, w)) = self.writes.pop_front() {
            match ctx.send(self.mem, bank, Msg::Mem(w)) {
                Ok(()) => {}
                Err(SendError::Full(Msg::Mem(w))) => {
                    self.writes.push_front((bank, w));
                    blocked = true;
                    break;
                }
                Err(_) => return Err(self.err("no link to an L2 bank")),
            }
        }
        if self.active.is_none() {
            if let Some(pull) = self.queue.pop_front() {
                self.active = Some(Active {
                    pull,
                    next: 0,
                    reads_out: 0,
                    written: 0,
                });
            }
        }
        if let Some(a) = self.active.as_mut() {
            while a.next < LINES && a.reads_out < READS_IN_FLIGHT {
                let id = ctx.next_req_id();
                let r = MemMsg::Read {
                    id,
                    addr: a.pull.src + u64::from(a.next) * LINE,
                    bytes: LINE as u32,
                    reply_to: self.mem,
                };
                if ctx.send(self.mem, self.rdma_top, Msg::Mem(r)).is_err() {
                    blocked = true;
                    break;
                }
                self.reqs.insert(id.0, a.next);
                a.next += 1;
                a.reads_out += 1;
            }
        }
        if blocked {
            ctx.wake_at(self.clock.next_tick(now));
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}
