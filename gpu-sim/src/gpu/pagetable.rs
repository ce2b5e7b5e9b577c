//! The page-table server (`gpu[g].page_table`, one per GPU): how the timing model's page
//! walkers read the one page table of the system ([`super::memory::PageTable`], which the
//! driver component fills as buffer objects come and go). Each GPU has its own server in its
//! own engine partition, so a walk never waits for another partition; the table itself is
//! shared, under the system memory's lock.
//!
//! One port: GPU `g`'s walker sends `TlbMsg::Translate { vpn }` to it and gets
//! `TranslateRsp { ppn }` back at once (the walker models the walk's latency). A page of GPU
//! `g`'s private scratch window translates to its scratch memory (`physmem::scratch_pa`), the
//! rest through the page table to the frame's physical address (`physmem::frame_pa`); an
//! unmapped page answers `None` (a fault for the requester).

use super::memory::{scratch_va, SysMem, PAGE};
use crate::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use crate::physmem::{frame_pa, scratch_pa, SCRATCH_PA_BYTES};
use crate::proto::{Msg, TlbMsg};
use crate::stats::StatsReport;
use crate::time::Ps;

crate::stats_struct! {
    /// Counters of the page-table server.
    pub struct PageTableStats {
        /// Translations answered.
        lookups: Count,
        /// Of those, pages that were not mapped.
        faults: Count,
    }
}

/// The page-table server (see the module doc).
pub struct PageTableServer {
    path: String,
    mem: SysMem,
    /// The port GPU `gpu`'s walker asks.
    port: PortId,
    gpu: usize,
    stats: PageTableStats,
}

impl PageTableServer {
    /// Adds the server of GPU `gpu` at `path`; returns its id and port.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        gpu: usize,
        mem: SysMem,
    ) -> Result<(CompId, PortId), SimError> {
        let id = engine.add_component(path);
        let port = engine.add_port(id, 1024);
        engine.install(
            id,
            Box::new(PageTableServer {
                path: path.to_string(),
                mem,
                port,
                gpu,
                stats: PageTableStats::default(),
            }),
        )?;
        Ok((id, port))
    }

    /// The physical page of `vpn` as GPU `g` sees it.
    fn translate(&self, g: usize, vpn: u64) -> Option<u64> {
        let va = vpn.checked_mul(PAGE)?;
        let base = scratch_va(g);
        if va >= base && va - base < SCRATCH_PA_BYTES {
            return Some(scratch_pa(g, va - base) / PAGE);
        }
        let f = self.mem.read().pages.lookup(va)?;
        Some(frame_pa(f, 0) / PAGE)
    }
}

impl Component<Msg> for PageTableServer {
    fn wake(&mut self, _now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            let Msg::Tlb(TlbMsg::Translate { id, vpn, reply_to }) = m else {
                return Err(SimError::at(
                    &self.path,
                    format!("unexpected message {m:?}"),
                ));
            };
            let ppn = self.translate(self.gpu, vpn);
            self.stats.lookups += 1;
            if ppn.is_none() {
                self.stats.faults += 1;
            }
            let rsp = Msg::Tlb(TlbMsg::TranslateRsp { id, vpn, ppn });
            if ctx.send(self.port, reply_to, rsp).is_err() {
                return Err(SimError::at(&self.path, "walker port full"));
            }
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}
