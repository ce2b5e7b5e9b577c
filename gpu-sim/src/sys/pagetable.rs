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
//!
//! Shared virtual memory (`crate::svm`): a managed page translates to where the driver last
//! said it is (`CtlMsg::SvmPlaced`, kept per server). Without that, the walk waits while the
//! server faults to the driver (`SvmFault`, over a link of `page_walk.svm_fault_latency_ps`);
//! walks of the same page merge. When the answer asks this GPU to pull the page, the server
//! has its migration controller (`gpu[g].pmc`) copy it and reports `SvmPulled` before it
//! answers the walks. A page moved back to host memory is forgotten (`ppn: None`).
//!
//! When the driver moves a page away from where this GPU reaches it (`SvmUnmap`), the server
//! forgets the place and shoots the page down: `TlbMsg::Shootdown` to the walker, which passes
//! it to the L2 TLB, the L1 TLBs and the compute units, each behind the translations it
//! already gave out; each compute unit answers once its line requests to the page are
//! answered. With every answer in ([`crate::cu::TLBS_PER_CU`] per compute unit) no access can
//! still reach the old place, and the server reports `SvmUnmapped`. Walks of the page
//! meanwhile fault as usual; the driver holds them until the page has its new place.

use super::memory::{scratch_va, SysMem, PAGE};
use crate::engine::{CompId, Component, Ctx, Engine, FastMap, PortId, ReqId, SimError};
use crate::physmem::{frame_pa, scratch_pa, SCRATCH_PA_BYTES};
use crate::proto::{CtlMsg, Msg, TlbMsg};
use crate::stats::StatsReport;
use crate::time::Ps;

crate::stats_struct! {
    /// Counters of the page-table server.
    pub struct PageTableStats {
        /// Translations answered.
        lookups: Count,
        /// Of those, pages that were not mapped.
        faults: Count,
        /// Faults on shared-virtual-memory pages sent to the driver.
        svm_faults: Count,
        /// Walks held for an SVM fault or a page pull.
        svm_walks_held: Count,
        /// Summed time walks were held, ps.
        svm_stall: Ps,
        /// Pages this GPU pulled.
        svm_pulls: Count,
        /// Pages shot down here because they moved away.
        svm_shootdowns: Count,
        /// Summed time from a shoot-down's start until every compute unit answered, ps.
        svm_shootdown_time: Ps,
    }
}

/// The page-table server (see the module doc).
pub struct PageTableServer {
    path: String,
    mem: SysMem,
    /// The port GPU `gpu`'s walker asks.
    port: PortId,
    gpu: usize,
    /// `sys.driver`'s port and this GPU's migration controller's (timing mode with SVM).
    driver: Option<PortId>,
    pmc: Option<PortId>,
    /// The walker's port for the server (a shoot-down's first hop), and how many answers a
    /// shoot-down collects.
    walker: Option<PortId>,
    cu_acks: usize,
    /// Shoot-downs in progress: id -> (vpn, move number, answers still due, start).
    shooting: FastMap<u64, (u64, u64, usize, Ps)>,
    /// SVM pages: where the driver said they are.
    placed: FastMap<u64, u64>,
    /// SVM pages being pulled here: vpn -> physical page.
    pulling: FastMap<u64, u64>,
    /// Walks held per SVM page: (id, requester, since).
    held: FastMap<u64, Vec<(ReqId, PortId, Ps)>>,
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
                driver: None,
                pmc: None,
                walker: None,
                cu_acks: 0,
                shooting: FastMap::default(),
                placed: FastMap::default(),
                pulling: FastMap::default(),
                held: FastMap::default(),
                stats: PageTableStats::default(),
            }),
        )?;
        Ok((id, port))
    }

    /// Joins the server to the driver, its GPU's migration controller and its walker (all
    /// already connected to its port, as is every compute unit's memory port) so that SVM
    /// pages can fault and move; `cu_acks`: answers a shoot-down collects.
    pub fn wire_svm(&mut self, driver: PortId, pmc: PortId, walker: PortId, cu_acks: usize) {
        self.driver = Some(driver);
        self.pmc = Some(pmc);
        self.walker = Some(walker);
        self.cu_acks = cu_acks;
    }

    fn unmapped(&mut self, ctx: &mut Ctx<'_, Msg>, vpn: u64, seq: u64) -> Result<(), SimError> {
        let done = CtlMsg::SvmUnmapped {
            gpu: self.gpu,
            vpn,
            seq,
        };
        self.send(ctx, self.driver, done)
    }

    fn shootdown_answered(
        &mut self,
        now: Ps,
        ctx: &mut Ctx<'_, Msg>,
        id: ReqId,
    ) -> Result<(), SimError> {
        let e = self
            .shooting
            .get_mut(&id.0)
            .ok_or_else(|| SimError::at(&self.path, "shoot-down answer matches none"))?;
        e.2 -= 1;
        if e.2 > 0 {
            return Ok(());
        }
        let (vpn, seq, _, since) = *e;
        self.shooting.remove(&id.0);
        self.stats.svm_shootdown_time += now.0 - since.0;
        self.unmapped(ctx, vpn, seq)
    }

    fn answer(
        &mut self,
        ctx: &mut Ctx<'_, Msg>,
        id: ReqId,
        vpn: u64,
        ppn: Option<u64>,
        reply_to: PortId,
    ) -> Result<(), SimError> {
        self.stats.lookups += 1;
        if ppn.is_none() {
            self.stats.faults += 1;
        }
        let rsp = Msg::Tlb(TlbMsg::TranslateRsp { id, vpn, ppn });
        ctx.send(self.port, reply_to, rsp)
            .map_err(|_| SimError::at(&self.path, "walker port full"))
    }

    /// Answers the walks held on `vpn` with `ppn` (`None`: the page table's entry).
    fn release(
        &mut self,
        now: Ps,
        ctx: &mut Ctx<'_, Msg>,
        vpn: u64,
        ppn: Option<u64>,
    ) -> Result<(), SimError> {
        let ppn = ppn.or_else(|| self.lookup(vpn).1);
        for (id, reply_to, since) in self.held.remove(&vpn).unwrap_or_default() {
            self.stats.svm_stall += now.0 - since.0;
            self.answer(ctx, id, vpn, ppn, reply_to)?;
        }
        Ok(())
    }

    fn send(&self, ctx: &mut Ctx<'_, Msg>, to: Option<PortId>, m: CtlMsg) -> Result<(), SimError> {
        let to = to.ok_or_else(|| SimError::at(&self.path, "SVM page without a driver link"))?;
        ctx.send(self.port, to, Msg::ctl(m))
            .map_err(|_| SimError::at(&self.path, "port full"))
    }

    fn on_ctl(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>, m: CtlMsg) -> Result<(), SimError> {
        match m {
            CtlMsg::SvmPlaced { vpn, ppn, pull } => match (ppn, pull) {
                (Some(dst), Some(src)) => {
                    self.pulling.insert(vpn, dst);
                    self.stats.svm_pulls += 1;
                    let reply_to = self.port;
                    let pull = CtlMsg::PagePull {
                        vpn,
                        src,
                        dst: dst * PAGE,
                        reply_to,
                    };
                    self.send(ctx, self.pmc, pull)
                }
                (Some(p), None) => {
                    self.placed.insert(vpn, p);
                    self.release(now, ctx, vpn, Some(p))
                }
                (None, _) => {
                    self.placed.remove(&vpn);
                    self.release(now, ctx, vpn, None)
                }
            },
            CtlMsg::SvmUnmap { vpn, seq } => {
                self.placed.remove(&vpn);
                self.stats.svm_shootdowns += 1;
                if self.cu_acks == 0 {
                    return self.unmapped(ctx, vpn, seq);
                }
                let id = ctx.next_req_id();
                self.shooting.insert(id.0, (vpn, seq, self.cu_acks, now));
                let m = TlbMsg::Shootdown {
                    id,
                    vpn,
                    reply_to: self.port,
                };
                let to = self
                    .walker
                    .ok_or_else(|| SimError::at(&self.path, "shoot-down without a walker"))?;
                ctx.send(self.port, to, Msg::Tlb(m))
                    .map_err(|_| SimError::at(&self.path, "walker port full"))
            }
            CtlMsg::PagePullDone { vpn } => {
                let p = self.pulling.remove(&vpn);
                if let Some(p) = p {
                    self.placed.insert(vpn, p);
                }
                let done = CtlMsg::SvmPulled { gpu: self.gpu, vpn };
                self.send(ctx, self.driver, done)?;
                self.release(now, ctx, vpn, p)
            }
            other => Err(SimError::at(
                &self.path,
                format!("unexpected message {other:?}"),
            )),
        }
    }

    /// Whether `vpn` is an SVM page, and its physical page as this GPU sees it through the
    /// page table (for an SVM page its host home); one read of the shared table per walk.
    fn lookup(&self, vpn: u64) -> (bool, Option<u64>) {
        let Some(va) = vpn.checked_mul(PAGE) else {
            return (false, None);
        };
        let base = scratch_va(self.gpu);
        if va >= base && va - base < SCRATCH_PA_BYTES {
            return (false, Some(scratch_pa(self.gpu, va - base) / PAGE));
        }
        let mem = self.mem.read();
        let managed = self.driver.is_some() && mem.pages.is_managed(vpn);
        let ppn = mem.pages.lookup(va).map(|f| frame_pa(f, 0) / PAGE);
        (managed, ppn)
    }
}

impl Component<Msg> for PageTableServer {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            let (id, vpn, reply_to) = match m {
                Msg::Tlb(TlbMsg::Translate { id, vpn, reply_to }) => (id, vpn, reply_to),
                Msg::Tlb(TlbMsg::ShootdownRsp { id }) => {
                    self.shootdown_answered(now, ctx, id)?;
                    continue;
                }
                Msg::Ctl(c) => {
                    self.on_ctl(now, ctx, *c)?;
                    continue;
                }
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message {other:?}"),
                    ))
                }
            };
            let (managed, ppn) = self.lookup(vpn);
            if managed {
                if let Some(&p) = self.placed.get(&vpn) {
                    self.answer(ctx, id, vpn, Some(p), reply_to)?;
                    continue;
                }
                self.stats.svm_walks_held += 1;
                let first = !self.held.contains_key(&vpn);
                self.held.entry(vpn).or_default().push((id, reply_to, now));
                if first && !self.pulling.contains_key(&vpn) {
                    self.stats.svm_faults += 1;
                    let fault = CtlMsg::SvmFault { gpu: self.gpu, vpn };
                    self.send(ctx, self.driver, fault)?;
                }
                continue;
            }
            self.answer(ctx, id, vpn, ppn, reply_to)?;
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}
