//! Shared virtual memory on the GPU side: where each SVM page is, and how it moves.
//!
//! A program makes a range of its host memory shared virtual memory with `AMDKFD_IOC_SVM`
//! (`emulated_driver::svm`); the driver component (`sys.driver`) keeps this table, the one
//! authority on where every SVM page is. The system page table keeps the page's host home
//! and marks it managed; each GPU's page-table server (`gpu::pagetable`, the IOMMU model)
//! learns where a managed page is only from this table's messages, so every GPU sees each
//! move at a simulated time, whatever thread its partition runs on.
//!
//! Placement policies (the preferred location of the range):
//! - *undefined* (first touch, migration on demand): a page starts in host memory; the first
//!   GPU whose walk reaches it faults (`CtlMsg::SvmFault`), the table gives it a VRAM frame
//!   and has it pull the page (`SvmPlaced` with `pull`: the GPU's migration controller copies
//!   the page over the fabric, `fabric::pmc`), and once it reports `SvmPulled` every GPU that
//!   faulted meanwhile is told the new place. Later faults from other GPUs are answered with
//!   that place: they access it remotely through the RDMA engines.
//! - *a GPU* (explicit): the pages move there when the preference is set.
//! - *system memory*: the pages stay in host memory; GPUs access them there.
//!
//! `PREFETCH_LOC` moves pages at once: to a GPU (explicit placement), or back to system
//! memory (what the host runtime does before the CPU reads or writes the range, as a CPU page
//! fault would). Moves made at an ioctl copy the bytes directly (the GPUs are idle then: the
//! host program waited for its kernels); moves on a fault go through the hierarchy.
//!
//! Only the timing model has walks, so only it faults and moves pages; in functional mode
//! SVM pages stay in host memory and are accessed there.
//! Not modelled yet: moving a page from one GPU to another on a later fault (that needs a
//! TLB shoot-down and a drain of the accesses in flight), and the guard against ping-pong.

use std::collections::BTreeMap;

use emulated_driver::{Errno, SvmLoc, SvmSet};

use crate::gpu::memory::{Frame, Place, SystemMemory, HOST_VA_BASE, PAGE};
use crate::physmem::frame_pa;
use crate::proto::CtlMsg;

crate::stats_struct! {
    /// Counters of the shared-virtual-memory table (`sys.driver.svm`).
    pub struct SvmStats {
        /// Pages registered as shared virtual memory.
        pages: Count,
        /// Faults from the GPUs' IOMMUs.
        faults: Count,
        /// Faults that found the page being pulled by a GPU and waited for it.
        faults_waited: Count,
        /// Pages moved from host memory to a GPU on a fault.
        migrations: Count,
        /// Pages moved to a GPU by a preferred or prefetch location.
        prefetched: Count,
        /// Pages moved back to host memory.
        to_host: Count,
        /// Most pages being pulled at once.
        max_in_flight: Count,
        /// Faults answered with host memory because the GPU's VRAM was full.
        vram_full: Count,
    }
}

#[derive(Debug)]
struct SvmPage {
    preferred: SvmLoc,
    /// The GPU holding the page (`None`: its host home).
    at: Option<usize>,
    /// Per GPU, the VRAM frame the page uses there (kept once given, reused on a return).
    frames: Vec<Option<u64>>,
    /// The GPU pulling the page now, and the GPUs whose faults wait for it.
    pulling: Option<usize>,
    waiting: Vec<usize>,
}

/// The table (see the module doc). Every method returns the messages to send, each to the
/// page-table server of a GPU.
#[derive(Debug)]
pub struct SvmTable {
    pages: BTreeMap<u64, SvmPage>,
    n_gpus: usize,
    /// Whether pages move (timing mode).
    moves: bool,
    in_flight: u64,
    stats: SvmStats,
}

/// Messages for the GPUs' page-table servers: `(gpu, message)`.
pub type ToGpus = Vec<(usize, CtlMsg)>;

impl SvmTable {
    pub fn new(n_gpus: usize, moves: bool) -> SvmTable {
        SvmTable {
            pages: BTreeMap::new(),
            n_gpus,
            moves,
            in_flight: 0,
            stats: SvmStats::default(),
        }
    }

    pub fn stats(&self) -> &SvmStats {
        &self.stats
    }

    fn home(vpn: u64) -> Frame {
        Frame {
            place: Place::Host,
            offset: vpn * PAGE - HOST_VA_BASE,
        }
    }

    fn ppn(f: Frame) -> u64 {
        frame_pa(f, 0) / PAGE
    }

    /// The frame of page `vpn` on GPU `g`, given on first use.
    fn frame_on(&mut self, mem: &mut SystemMemory, vpn: u64, g: usize) -> Option<Frame> {
        let p = self.pages.get_mut(&vpn)?;
        let off = match p.frames.get(g).copied().flatten() {
            Some(o) => o,
            None => {
                let o = mem.alloc_vram(g, PAGE)?;
                *p.frames.get_mut(g)? = Some(o);
                o
            }
        };
        Some(Frame {
            place: Place::Gpu(g),
            offset: off,
        })
    }

    /// Tells every GPU where `vpn` is now.
    fn broadcast(&self, vpn: u64, ppn: Option<u64>, out: &mut ToGpus) {
        for g in 0..self.n_gpus {
            out.push((
                g,
                CtlMsg::SvmPlaced {
                    vpn,
                    ppn,
                    pull: None,
                },
            ));
        }
    }

    /// Moves `vpn` to `to` (`None`: its host home) by copying it now.
    fn move_now(
        &mut self,
        mem: &mut SystemMemory,
        vpn: u64,
        to: Option<usize>,
        out: &mut ToGpus,
    ) -> Result<(), Errno> {
        if let Some(g) = self.pages.get(&vpn).and_then(|p| p.pulling) {
            // The program waited for its kernels, so the pull is over; its report is still on
            // its way from the GPU (the fault link's latency). Take it as arrived.
            let msgs = self.pulled(mem, g, vpn);
            out.extend(msgs);
        }
        let Some(p) = self.pages.get(&vpn) else {
            return Ok(());
        };
        if p.at == to {
            return Ok(());
        }
        let from = match p.at {
            Some(g) => self.frame_on(mem, vpn, g).ok_or(Errno::ENOMEM)?,
            None => Self::home(vpn),
        };
        let dst = match to {
            Some(g) => self.frame_on(mem, vpn, g).ok_or(Errno::ENOMEM)?,
            None => Self::home(vpn),
        };
        mem.copy_frame(from, dst).map_err(|_| Errno::EFAULT)?;
        if let Some(p) = self.pages.get_mut(&vpn) {
            p.at = to;
        }
        match to {
            Some(_) => self.stats.prefetched += 1,
            None => self.stats.to_host += 1,
        }
        self.broadcast(vpn, to.map(|_| Self::ppn(dst)), out);
        Ok(())
    }

    /// SVM SET_ATTR: registers the range's pages (in the host memory `mem` holds) and applies
    /// the preferred and prefetch locations. The messages for the pages it moved are in `out`
    /// also when it fails part way (they must still reach the GPUs).
    pub fn set(
        &mut self,
        mem: &mut SystemMemory,
        set: &SvmSet,
        out: &mut ToGpus,
    ) -> Result<(), Errno> {
        let end = set.start.checked_add(set.size).ok_or(Errno::EINVAL)?;
        let host_end = HOST_VA_BASE + mem.host.len();
        if set.start < HOST_VA_BASE || end > host_end {
            return Err(Errno::EFAULT);
        }
        let vpns = set.start / PAGE..end / PAGE;
        // A page of a buffer object cannot become SVM.
        if vpns
            .clone()
            .any(|v| !self.pages.contains_key(&v) && mem.pages.lookup(v * PAGE).is_some())
        {
            return Err(Errno::EINVAL);
        }
        for vpn in vpns.clone() {
            if !self.pages.contains_key(&vpn) {
                mem.pages.map(vpn * PAGE, 1, Self::home(vpn));
                mem.pages.set_managed(vpn);
                self.pages.insert(
                    vpn,
                    SvmPage {
                        preferred: SvmLoc::Undefined,
                        at: None,
                        frames: vec![None; self.n_gpus],
                        pulling: None,
                        waiting: Vec::new(),
                    },
                );
                self.stats.pages += 1;
            }
            if let (Some(p), Some(pref)) = (self.pages.get_mut(&vpn), set.preferred) {
                p.preferred = pref;
            }
        }
        if !self.moves {
            return Ok(());
        }
        // The explicit place: the prefetch location, else a preferred GPU.
        let target = match (set.prefetch, set.preferred) {
            (Some(SvmLoc::Gpu(g)), _) => Some(Some(g)),
            (Some(SvmLoc::Sysmem), _) => Some(None),
            (_, Some(SvmLoc::Gpu(g))) => Some(Some(g)),
            _ => None,
        };
        if let Some(to) = target {
            for vpn in vpns {
                self.move_now(mem, vpn, to, out)?;
            }
        }
        Ok(())
    }

    /// GPU `gpu`'s IOMMU faulted on `vpn`.
    pub fn fault(&mut self, mem: &mut SystemMemory, gpu: usize, vpn: u64) -> ToGpus {
        self.stats.faults += 1;
        let placed = |ppn| {
            vec![(
                gpu,
                CtlMsg::SvmPlaced {
                    vpn,
                    ppn,
                    pull: None,
                },
            )]
        };
        let Some(p) = self.pages.get_mut(&vpn) else {
            // No longer SVM: the page table answers for it.
            return placed(None);
        };
        if p.pulling.is_some() {
            p.waiting.push(gpu);
            self.stats.faults_waited += 1;
            return Vec::new();
        }
        let (at, preferred) = (p.at, p.preferred);
        if let Some(h) = at {
            return match self.frame_on(mem, vpn, h) {
                Some(f) => placed(Some(Self::ppn(f))),
                None => placed(None),
            };
        }
        if preferred == SvmLoc::Sysmem || !self.moves {
            return placed(Some(Self::ppn(Self::home(vpn))));
        }
        let Some(dst) = self.frame_on(mem, vpn, gpu) else {
            self.stats.vram_full += 1;
            return placed(Some(Self::ppn(Self::home(vpn))));
        };
        if let Some(p) = self.pages.get_mut(&vpn) {
            p.pulling = Some(gpu);
        }
        self.in_flight += 1;
        self.stats.max_in_flight = self.stats.max_in_flight.max(self.in_flight);
        let src = frame_pa(Self::home(vpn), 0);
        vec![(
            gpu,
            CtlMsg::SvmPlaced {
                vpn,
                ppn: Some(Self::ppn(dst)),
                pull: Some(src),
            },
        )]
    }

    /// GPU `gpu` finished pulling `vpn`: it lives there now.
    pub fn pulled(&mut self, mem: &mut SystemMemory, gpu: usize, vpn: u64) -> ToGpus {
        let Some(p) = self.pages.get_mut(&vpn) else {
            return Vec::new();
        };
        if p.pulling != Some(gpu) {
            return Vec::new();
        }
        p.pulling = None;
        p.at = Some(gpu);
        let waiting = std::mem::take(&mut p.waiting);
        self.in_flight -= 1;
        self.stats.migrations += 1;
        let ppn = self.frame_on(mem, vpn, gpu).map(Self::ppn);
        waiting
            .into_iter()
            .map(|g| {
                (
                    g,
                    CtlMsg::SvmPlaced {
                        vpn,
                        ppn,
                        pull: None,
                    },
                )
            })
            .collect()
    }
}
