//! Shared virtual memory on the GPU side: where each SVM page is, and how it moves.
//!
//! A program makes a range of its host memory shared virtual memory with `AMDKFD_IOC_SVM`
//! (`emulated_driver::svm`); the driver component (`sys.driver`) keeps this table, the one
//! authority on where every SVM page is. The system page table keeps the page's host home
//! and marks it managed; each GPU's page-table server (`sys::pagetable`, the IOMMU model)
//! learns where a managed page is only from this table's messages, so every GPU sees each
//! move at a simulated time, whatever thread its partition runs on.
//!
//! Placement policies (the preferred location of the range):
//! - *undefined* (first touch, migration on demand): a page starts in host memory; the first
//!   GPU whose walk reaches it faults (`CtlMsg::SvmFault`), the table gives it a VRAM frame
//!   and has it pull the page (`SvmPlaced` with `pull`: the GPU's migration controller copies
//!   the page over the fabric, `fabric::pmc`), and once it reports `SvmPulled` every GPU that
//!   faulted meanwhile is told the new place. A later fault from another GPU moves the page
//!   again, to that GPU (migration on demand), unless the page moved less than the guard time
//!   ago (`page_walk.svm_guard_ps`): then the fault is answered with the page's place and the
//!   GPU accesses it remotely through the RDMA engines (the guard against ping-pong; the page
//!   is *pinned* for that fault).
//! - *a GPU* (explicit): the pages move there when the preference is set.
//! - *system memory*: the pages stay in host memory; GPUs access them there.
//!
//! `PREFETCH_LOC` moves pages at once: to a GPU (explicit placement), or back to system
//! memory (what the host runtime does before the CPU reads or writes the range, as a CPU page
//! fault would). Moves made at an ioctl copy the bytes directly (the GPUs are idle then: the
//! host program waited for its kernels); moves on a fault go through the hierarchy.
//!
//! A move on a fault from a page some GPUs already reach (on another GPU, or in host memory
//! for GPUs told so) first unmaps it from each of them (`SvmUnmap`: the GPU's page-table
//! server shoots the page down in its TLBs and waits for its compute units' accesses to the
//! page in flight, `sys::pagetable`); only when every one has answered `SvmUnmapped` does the
//! new GPU pull the page, from its old place (through the owner's L2, so dirty lines move).
//! The frame a page leaves on a GPU this way is not used again: that GPU's L1 caches may still
//! hold its lines until its next kernel start. With `fabric.cache_remote_in_l2` another GPU's
//! L2 may hold lines written to the page that the pull would not see, so pages do not move
//! between GPUs then (faults are answered with the page's place).
//!
//! Only the timing model has walks, so only it faults and moves pages; in functional mode
//! SVM pages stay in host memory and are accessed there.

use std::collections::BTreeMap;

use emulated_driver::{Errno, SvmLoc, SvmSet};

use crate::physmem::frame_pa;
use crate::proto::CtlMsg;
use crate::sys::memory::{Frame, Place, SystemMemory, HOST_VA_BASE, PAGE};
use crate::time::Ps;

crate::stats_struct! {
    /// Counters of the shared-virtual-memory table (`sys.driver.svm`).
    pub struct SvmStats {
        /// Pages registered as shared virtual memory.
        pages: Count,
        /// Faults from the GPUs' IOMMUs.
        faults: Count,
        /// Faults that found the page being pulled by a GPU and waited for it.
        faults_waited: Count,
        /// Pages moved to a GPU on a fault (from host memory or another GPU).
        migrations: Count,
        /// Of those, moves from another GPU.
        from_gpu: Count,
        /// Faults answered with the page's place (remote access): it moved within the guard time.
        pinned: Count,
        /// Unmap requests sent to GPUs (each a TLB shoot-down and drain there).
        unmaps: Count,
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
    /// Per GPU, the VRAM frame the page uses there (kept once given, reused on a return made
    /// while the GPUs are idle; dropped when the page leaves on a fault).
    frames: Vec<Option<u64>>,
    /// The GPUs told a place of the page (they may hold it in their TLBs).
    mapped: Vec<bool>,
    /// The move in progress, and the GPUs whose faults wait for it.
    moving: Option<Move>,
    waiting: Vec<usize>,
    /// When the page last moved on a fault.
    moved_at: Option<Ps>,
}

/// A page's move on a fault.
#[derive(Debug, Clone, Copy)]
struct Move {
    to: usize,
    /// Physical address of the old place.
    src: u64,
    /// The new place (a frame of GPU `to`).
    dst: u64,
    /// GPUs still to answer `SvmUnmapped`; the pull starts at zero.
    unmapping: usize,
    /// The move's number (answers to a move an ioctl cancelled are told apart by it).
    seq: u64,
}

/// The table (see the module doc). Every method returns the messages to send, each to the
/// page-table server of a GPU.
#[derive(Debug)]
pub struct SvmTable {
    pages: BTreeMap<u64, SvmPage>,
    n_gpus: usize,
    /// Whether pages move (timing mode).
    moves: bool,
    /// Whether pages move from one GPU to another (not with remote lines cached in L2s).
    gpu_moves: bool,
    /// A page that moved on a fault stays put this long.
    guard: Ps,
    in_flight: u64,
    /// Moves started so far (numbers them).
    moves_started: u64,
    stats: SvmStats,
}

/// Messages for the GPUs' page-table servers: `(gpu, message)`.
pub type ToGpus = Vec<(usize, CtlMsg)>;

impl SvmTable {
    /// The table of `n_gpus` GPUs; pages move when `moves` (timing mode), from GPU to GPU
    /// when `gpu_moves` too, and stay put for `guard` after a move on a fault.
    pub fn new(n_gpus: usize, moves: bool, gpu_moves: bool, guard: Ps) -> SvmTable {
        SvmTable {
            pages: BTreeMap::new(),
            n_gpus,
            moves,
            gpu_moves,
            guard,
            in_flight: 0,
            moves_started: 0,
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
    fn broadcast(&mut self, vpn: u64, ppn: Option<u64>, out: &mut ToGpus) {
        if let Some(p) = self.pages.get_mut(&vpn) {
            p.mapped.fill(ppn.is_some());
        }
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
        if let Some(m) = self.pages.get(&vpn).and_then(|p| p.moving) {
            if m.unmapping == 0 {
                // The program waited for its kernels, so the pull is over; its report is still
                // on its way from the GPU (the fault link's latency). Take it as arrived.
                let msgs = self.pulled(mem, Ps::ZERO, m.to, vpn);
                out.extend(msgs);
                // A move at an ioctl is the program's choice: no guard.
                if let Some(p) = self.pages.get_mut(&vpn) {
                    p.moved_at = None;
                }
            } else if let Some(p) = self.pages.get_mut(&vpn) {
                // Still unmapping (the fault came at a kernel's very end): the page has not
                // left; drop the move. The broadcast below answers every held walk.
                p.moving = None;
                p.waiting.clear();
                self.in_flight -= 1;
            }
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
                        mapped: vec![false; self.n_gpus],
                        moving: None,
                        waiting: Vec::new(),
                        moved_at: None,
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

    /// GPU `gpu`'s IOMMU faulted on `vpn` at `now`.
    pub fn fault(&mut self, mem: &mut SystemMemory, now: Ps, gpu: usize, vpn: u64) -> ToGpus {
        self.stats.faults += 1;
        let mut out = Vec::new();
        self.decide(mem, now, gpu, vpn, &mut out);
        out
    }

    /// Tells GPU `gpu` where `vpn` is (`ppn`), noting that it may now hold it.
    fn place(&mut self, gpu: usize, vpn: u64, ppn: Option<u64>, out: &mut ToGpus) {
        if let Some(m) = self.pages.get_mut(&vpn).and_then(|p| p.mapped.get_mut(gpu)) {
            *m = ppn.is_some();
        }
        out.push((
            gpu,
            CtlMsg::SvmPlaced {
                vpn,
                ppn,
                pull: None,
            },
        ));
    }

    /// Answers a fault of `gpu` on `vpn`: the page's place, or a move to `gpu`.
    fn decide(&mut self, mem: &mut SystemMemory, now: Ps, gpu: usize, vpn: u64, out: &mut ToGpus) {
        let Some(p) = self.pages.get_mut(&vpn) else {
            // No longer SVM: the page table answers for it.
            out.push((
                gpu,
                CtlMsg::SvmPlaced {
                    vpn,
                    ppn: None,
                    pull: None,
                },
            ));
            return;
        };
        if p.moving.is_some() {
            p.waiting.push(gpu);
            self.stats.faults_waited += 1;
            return;
        }
        let (at, preferred, moved_at) = (p.at, p.preferred, p.moved_at);
        let here = match at {
            Some(h) => self.frame_on(mem, vpn, h).map(Self::ppn),
            None => Some(Self::ppn(Self::home(vpn))),
        };
        let movable = self.moves
            && preferred == SvmLoc::Undefined
            && at != Some(gpu)
            && (at.is_none() || self.gpu_moves);
        if !movable {
            return self.place(gpu, vpn, here, out);
        }
        if moved_at.is_some_and(|t| now.0 < t.0.saturating_add(self.guard.0)) {
            self.stats.pinned += 1;
            return self.place(gpu, vpn, here, out);
        }
        // The old place is where the page is now.
        let (Some(src), Some(dst)) = (here, self.frame_on(mem, vpn, gpu)) else {
            self.stats.vram_full += 1;
            return self.place(gpu, vpn, here, out);
        };
        self.in_flight += 1;
        self.stats.max_in_flight = self.stats.max_in_flight.max(self.in_flight);
        let Some(p) = self.pages.get_mut(&vpn) else {
            return;
        };
        let holders: Vec<usize> = (0..self.n_gpus).filter(|&g| p.mapped[g]).collect();
        self.moves_started += 1;
        let seq = self.moves_started;
        let m = Move {
            to: gpu,
            src: src * PAGE,
            dst: Self::ppn(dst),
            unmapping: holders.len(),
            seq,
        };
        p.moving = Some(m);
        self.stats.unmaps += holders.len() as u64;
        if holders.is_empty() {
            Self::start_pull(m, vpn, out);
        }
        for g in holders {
            out.push((g, CtlMsg::SvmUnmap { vpn, seq }));
        }
    }

    fn start_pull(m: Move, vpn: u64, out: &mut ToGpus) {
        out.push((
            m.to,
            CtlMsg::SvmPlaced {
                vpn,
                ppn: Some(m.dst),
                pull: Some(m.src),
            },
        ));
    }

    /// GPU `gpu` no longer reaches `vpn`'s old place (for move `seq`).
    pub fn unmapped(&mut self, gpu: usize, vpn: u64, seq: u64) -> ToGpus {
        let mut out = Vec::new();
        let Some(p) = self.pages.get_mut(&vpn) else {
            return out;
        };
        // A late answer for a move an ioctl cancelled changes nothing: the GPU was told the
        // page's place since.
        let Some(mv) = p
            .moving
            .as_mut()
            .filter(|m| m.unmapping > 0 && m.seq == seq)
        else {
            return out;
        };
        if let Some(m) = p.mapped.get_mut(gpu) {
            *m = false;
        }
        mv.unmapping -= 1;
        if mv.unmapping == 0 {
            let m = *mv;
            Self::start_pull(m, vpn, &mut out);
        }
        out
    }

    /// GPU `gpu` finished pulling `vpn` (at `now`): it lives there now. The GPUs whose faults
    /// waited are answered as new faults.
    pub fn pulled(&mut self, mem: &mut SystemMemory, now: Ps, gpu: usize, vpn: u64) -> ToGpus {
        let mut out = Vec::new();
        let Some(p) = self.pages.get_mut(&vpn) else {
            return out;
        };
        let Some(m) = p.moving.filter(|m| m.to == gpu && m.unmapping == 0) else {
            return out;
        };
        p.moving = None;
        let from = p.at;
        if let Some(h) = from {
            // Its L1 caches may still hold the old frame's lines: never reuse it.
            p.frames[h] = None;
            self.stats.from_gpu += 1;
        }
        p.at = Some(gpu);
        p.mapped[gpu] = true;
        p.moved_at = Some(now);
        let waiting = std::mem::take(&mut p.waiting);
        self.in_flight -= 1;
        self.stats.migrations += 1;
        for g in waiting {
            if g != gpu {
                self.decide(mem, now, g, vpn, &mut out);
            } else {
                self.place(g, vpn, Some(m.dst), &mut out);
            }
        }
        out
    }
}
