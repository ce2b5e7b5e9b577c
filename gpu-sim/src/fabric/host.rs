//! The host's end of the fabric (`sys.fabric.host`): the root complex's port into host memory.
//! A request packet is performed on host memory's backing store when it arrives and answered
//! over the fabric; host memory's own DRAM timing is not modelled on this path (the APU
//! configuration sends host memory traffic through the bridge to the CPU side's DRAM model
//! instead; `docs/deviations.md`).

use super::router::Router;
use crate::engine::{Component, Ctx, SimError};
use crate::physmem::{atomic_on, SharedStore};
use crate::proto::{full_mask, MemMsg, Msg, Packet};
use crate::stats::StatsReport;
use crate::time::Ps;

crate::stats_struct! {
    /// Counters of host memory's fabric port.
    pub struct HostPortStats {
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
    }
}

/// Host memory's port (see the module doc).
pub struct HostPort {
    path: String,
    router: Router,
    store: SharedStore,
    stats: HostPortStats,
}

impl HostPort {
    /// The switching core (for `World::boundary_reset`).
    pub fn router_mut(&mut self) -> &mut crate::fabric::router::Router {
        &mut self.router
    }

    pub fn new(path: &str, router: Router, store: SharedStore) -> HostPort {
        HostPort {
            path: path.to_string(),
            router,
            store,
            stats: HostPortStats::default(),
        }
    }

    /// Performs a request and returns its answer (with its data bytes).
    fn perform(&mut self, body: MemMsg) -> Result<(MemMsg, u32), SimError> {
        let err = |e: crate::physmem::PhysError| SimError::at(&self.path, e.to_string());
        Ok(match body {
            MemMsg::Read {
                id, addr, bytes, ..
            } => {
                let mut data = vec![0; bytes as usize];
                self.store.read(addr, &mut data).map_err(err)?;
                self.stats.reads += 1;
                self.stats.bytes_read += u64::from(bytes);
                (MemMsg::ReadRsp { id, data }, bytes)
            }
            MemMsg::Write {
                id,
                addr,
                data,
                mask,
                ..
            } => {
                self.store.write_masked(addr, &data, mask).map_err(err)?;
                self.stats.writes += 1;
                self.stats.bytes_written += u64::from((mask & full_mask(data.len())).count_ones());
                (MemMsg::WriteRsp { id }, 0)
            }
            MemMsg::Atomic { id, addr, args, .. } => {
                if !matches!(args.bytes, 4 | 8) {
                    return Err(SimError::at(
                        &self.path,
                        format!("atomic at {addr:#x} of {} bytes", args.bytes),
                    ));
                }
                let old = atomic_on(self.store.as_ref(), addr, &args).map_err(err)?;
                self.stats.atomics += 1;
                self.stats.bytes_read += u64::from(args.bytes);
                self.stats.bytes_written += u64::from(args.bytes);
                (MemMsg::ReadRsp { id, data: old }, u32::from(args.bytes))
            }
            other => {
                return Err(SimError::at(
                    &self.path,
                    format!("unexpected request {other:?}"),
                ))
            }
        })
    }
}

impl Component<Msg> for HostPort {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        self.router.receive(now, ctx)?;
        for head in self.router.buffers() {
            while let Some((_, p)) = self.router.pop_local(head) {
                if p.vc != 0 {
                    return Err(SimError::at(&self.path, "an answer addressed to the host"));
                }
                let Packet {
                    src,
                    tag,
                    injected,
                    body,
                    ..
                } = p;
                let (rsp, payload) = self.perform(body)?;
                self.router.taken(now, head);
                self.router.inject(
                    now,
                    Packet {
                        link: 0,
                        src: 0,
                        dst: src,
                        vc: 1,
                        payload,
                        tag,
                        injected,
                        body: rsp,
                    },
                )?;
            }
        }
        self.router.forward(now, ctx)
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
        self.router.report_stats(out);
    }
}

/// A switch: a router and nothing else.
pub struct Switch {
    router: Router,
}

impl Switch {
    /// The switching core (for `World::boundary_reset`).
    pub fn router_mut(&mut self) -> &mut crate::fabric::router::Router {
        &mut self.router
    }

    pub fn new(router: Router) -> Switch {
        Switch { router }
    }
}

impl Component<Msg> for Switch {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        self.router.receive(now, ctx)?;
        self.router.forward(now, ctx)
    }

    fn report_stats(&self, _path: &str, out: &mut StatsReport) {
        self.router.report_stats(out);
    }
}
