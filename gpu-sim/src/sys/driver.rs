//! The driver component (`sys.driver`): the emulated KFD driver inside the engine.
//!
//! In: `CtlMsg::Host` (a driver-channel message the GPU process injected at its bridge
//! timestamp: ioctl, mmap, doorbell store), `CtlMsg::RaiseEvent` and `CtlMsg::QueueError` from
//! the command processors. Out: `CtlMsg::Note` and `CtlMsg::Doorbell` to the command
//! processors (in driver order, over zero-latency links, so a queue exists before its first
//! doorbell), and `CtlMsg::ToHost` answers to the engine's edge.
//!
//! Memory: the driver announces buffer-object life (`DriverNote::BoAllocated` / `BoFreed`);
//! this component places each new buffer (a VRAM buffer gets frames from its GPU's VRAM, a GTT
//! or userptr buffer maps host pages) in the system's one page table, or refuses it with
//! -ENOMEM (the allocation is undone in the driver). The notes then go to every command
//! processor, which learns the allocations code is read from.
//!
//! WAIT_EVENTS that must sleep are answered when an event they wait for fires (a
//! `RaiseEvent`) or at their deadline (a timer).

use std::collections::HashMap;

use bridge::wire::{DRV_ANNOTATE, DRV_DOORBELL, DRV_IOCTL, DRV_MMAP};
use bridge::DriverMessage;
use emulated_driver::abi::{self, AbiStruct};
use emulated_driver::{
    Bo, Driver, DriverNote, Errno, IoctlOutcome, MemKind, MmapTarget, UserMemory, WaitToken,
};
use host_abi::driver::MmapReply;

use super::memory::{Frame, Place, SysMem, SystemMemory, HOST_VA_BASE, PAGE};
use crate::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use crate::proto::{Annotation, CtlMsg, Msg, Outgoing};
use crate::stats::StatsReport;
use crate::svm::SvmTable;
use crate::time::Ps;

crate::stats_struct! {
    /// Counters of the driver component.
    pub struct DriverStats {
        /// ioctls served.
        ioctls: Count,
        /// mmaps served.
        mmaps: Count,
        /// Doorbell stores routed to a queue.
        doorbells: Count,
        /// Doorbell stores that reached no queue (dropped).
        doorbells_dropped: Count,
        /// WAIT_EVENTS calls that slept.
        waits_blocked: Count,
        /// Buffer objects placed in the page table.
        bos_placed: Count,
        /// Buffer objects refused for lack of memory.
        bos_refused: Count,
    }
}

struct HostUser<'a>(&'a SystemMemory);

impl UserMemory for HostUser<'_> {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), Errno> {
        self.0.host_read(addr, buf).map_err(|_| Errno::EFAULT)
    }
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), Errno> {
        self.0.host_write(addr, data).map_err(|_| Errno::EFAULT)
    }
}

struct PendingWait {
    seq: u64,
    request: u64,
    token: WaitToken,
    deadline_ps: Option<u64>,
}

/// The driver component (see the module doc).
pub struct DriverUnit {
    path: String,
    driver: Driver,
    mem: SysMem,
    port: PortId,
    /// Every GPU's command-processor port, by GPU index.
    cps: Vec<PortId>,
    /// VRAM buffer handle -> (GPU, offset of its first frame), for mmap replies.
    vram_frames: HashMap<u64, (usize, u64)>,
    waits: Vec<PendingWait>,
    /// Width of a doorbell store (`gpu.cp.doorbell_bytes`: 4 on gfx8, 8 on later GPUs).
    doorbell_bytes: u32,
    /// Shared virtual memory: where each page is (`crate::svm`).
    svm: SvmTable,
    /// Every GPU's page-table server (timing mode), by GPU index.
    servers: Vec<PortId>,
    /// Whether the command processors want the host program's annotations (a timing window
    /// routes launches by them); otherwise they are not woken for them.
    forward_annotations: bool,
    stats: DriverStats,
}

impl DriverUnit {
    /// Adds the driver component at `path`; returns its id and port. `cps`: every GPU's
    /// command-processor port, `servers`: every GPU's page-table server port (timing mode),
    /// by GPU index. Connect the port to the command processors before the run.
    #[allow(clippy::too_many_arguments)]
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        driver: Driver,
        mem: SysMem,
        doorbell_bytes: u32,
        svm: SvmTable,
        cps: Vec<PortId>,
        servers: Vec<PortId>,
    ) -> Result<(CompId, PortId), SimError> {
        let id = engine.add_component(path);
        let port = engine.add_port(id, 4096);
        engine.install(
            id,
            Box::new(DriverUnit {
                path: path.to_string(),
                driver,
                mem,
                port,
                cps,
                vram_frames: HashMap::new(),
                waits: Vec::new(),
                doorbell_bytes,
                svm,
                servers,
                forward_annotations: false,
                stats: DriverStats::default(),
            }),
        )?;
        Ok((id, port))
    }

    /// Sends the host program's annotations on to the command processors (a timing window
    /// needs them); off by default.
    /// The emulated driver's state (buffer objects, queues, events), read between time steps
    /// for a checkpoint (`World::checkpoint_state`).
    pub fn driver(&self) -> &Driver {
        &self.driver
    }

    /// The shared-virtual-memory table (for a checkpoint's record).
    pub fn svm(&self) -> &SvmTable {
        &self.svm
    }

    pub fn set_forward_annotations(&mut self, on: bool) {
        self.forward_annotations = on;
    }

    fn to_servers(&self, ctx: &mut Ctx<'_, Msg>, msgs: crate::svm::ToGpus) -> Result<(), SimError> {
        for (g, m) in msgs {
            let Some(&to) = self.servers.get(g) else {
                continue;
            };
            ctx.send(self.port, to, Msg::ctl(m))
                .map_err(|_| SimError::at(&self.path, "page-table server port full"))?;
        }
        Ok(())
    }

    fn to_cps(&self, ctx: &mut Ctx<'_, Msg>, m: CtlMsg) -> Result<(), SimError> {
        for &cp in &self.cps {
            ctx.send(self.port, cp, Msg::ctl(m.clone()))
                .map_err(|_| SimError::at(&self.path, "command processor port full"))?;
        }
        Ok(())
    }

    fn to_cp(&self, ctx: &mut Ctx<'_, Msg>, g: usize, m: CtlMsg) -> Result<(), SimError> {
        let &cp = self
            .cps
            .get(g)
            .ok_or_else(|| SimError::at(&self.path, format!("no command processor {g}")))?;
        ctx.send(self.port, cp, Msg::ctl(m))
            .map_err(|_| SimError::at(&self.path, "command processor port full"))
    }

    /// Places a new buffer object in the page table; false when it does not fit.
    fn place_bo(&mut self, bo: &Bo) -> bool {
        let mut mem = self.mem.lock();
        let pages = bo.size_bytes.div_ceil(PAGE);
        let frame = match bo.kind {
            MemKind::Vram => {
                let Some(off) = mem.alloc_vram(bo.gpu_index, bo.size_bytes) else {
                    return false;
                };
                self.vram_frames.insert(bo.handle, (bo.gpu_index, off));
                Frame {
                    place: Place::Gpu(bo.gpu_index),
                    offset: off,
                }
            }
            MemKind::Gtt | MemKind::Userptr => {
                let cpu = if bo.kind == MemKind::Gtt {
                    bo.va
                } else {
                    bo.cpu_addr
                };
                match cpu.checked_sub(HOST_VA_BASE) {
                    Some(off) if off + pages * PAGE <= mem.host.len() => Frame {
                        place: Place::Host,
                        offset: off,
                    },
                    _ => return false,
                }
            }
            MemKind::Doorbell | MemKind::MmioRemap => return true,
        };
        if bo.aliases_upper_half() && pages >= 2 && bo.kind != MemKind::Vram {
            // AQL_QUEUE_MEM (ROCt's ring registered at twice its size): the kernel backs half
            // and maps it twice, so packet slot i and i + N are the same bytes.
            let half = pages / 2;
            mem.pages.map(bo.va, half, frame);
            mem.pages.map(bo.va + half * PAGE, pages - half, frame);
            return true;
        }
        mem.pages.map(bo.va, pages, frame);
        true
    }

    fn unplace_bo(&mut self, bo: &Bo) {
        if matches!(bo.kind, MemKind::Vram | MemKind::Gtt | MemKind::Userptr) {
            self.mem
                .lock()
                .pages
                .unmap(bo.va, bo.size_bytes.div_ceil(PAGE));
            self.vram_frames.remove(&bo.handle);
        }
    }

    /// Runs one ioctl; WAIT_EVENTS that must sleep is answered later.
    fn ioctl(
        &mut self,
        ctx: &mut Ctx<'_, Msg>,
        seq: u64,
        request: u64,
        mut arg: Vec<u8>,
        now_ps: u64,
    ) -> Result<(), SimError> {
        self.stats.ioctls += 1;
        let size = abi::ioc_size(request as u32) as usize;
        if arg.len() < size {
            arg.resize(size, 0);
        }
        let r = {
            let mem = self.mem.read();
            self.driver
                .ioctl(request, &mut arg, &mut HostUser(&mem), now_ps)
        };
        let mut ret = match r {
            Ok(IoctlOutcome::Done(v)) => v,
            Ok(IoctlOutcome::Blocked { token, deadline_ps }) => {
                self.stats.waits_blocked += 1;
                self.waits.push(PendingWait {
                    seq,
                    request,
                    token,
                    deadline_ps,
                });
                0
            }
            Err(e) => e.as_neg(),
        };
        let blocked = matches!(r, Ok(IoctlOutcome::Blocked { .. }));
        for note in self.driver.take_notes() {
            match &note {
                DriverNote::BoAllocated(bo) => {
                    if !self.place_bo(bo) {
                        // Out of VRAM, or host memory outside the shared region: undo, -ENOMEM.
                        self.stats.bos_refused += 1;
                        let mut f = vec![0u8; abi::FreeMemoryOfGpuArgs::SIZE];
                        abi::FreeMemoryOfGpuArgs { handle: bo.handle }.write_to(&mut f);
                        let req = abi::request(abi::nr::FREE_MEMORY_OF_GPU).unwrap_or(0);
                        {
                            let mem = self.mem.read();
                            let _ = self.driver.ioctl(
                                u64::from(req),
                                &mut f,
                                &mut HostUser(&mem),
                                now_ps,
                            );
                        }
                        // The undo's own note (BoFreed) is dropped: nobody saw the buffer.
                        let _ = self.driver.take_notes();
                        ret = Errno::ENOMEM.as_neg();
                        continue;
                    }
                    self.stats.bos_placed += 1;
                }
                DriverNote::BoFreed(bo) => self.unplace_bo(bo),
                DriverNote::SvmSet(set) => {
                    // Pages moved before a failure still moved: the GPUs hear of them, and
                    // the note still reaches the command processors (TLBs drop them).
                    let mut msgs = Vec::new();
                    let r = self.svm.set(&mut self.mem.lock(), set, &mut msgs);
                    self.to_servers(ctx, msgs)?;
                    if let Err(e) = r {
                        ret = e.as_neg();
                    }
                }
                _ => {}
            }
            self.to_cps(ctx, CtlMsg::Note(note))?;
        }
        if !blocked {
            ctx.emit(Msg::ctl(CtlMsg::ToHost(Outgoing::IoctlReply {
                seq,
                request,
                ret,
                arg,
            })));
        }
        Ok(())
    }

    /// An mmap of the kfd device (doorbells, events) or of a buffer's offset.
    fn mmap(&mut self, seq: u64, offset: u64, len: u64) -> Outgoing {
        self.stats.mmaps += 1;
        // A buffer's mmap_offset (render node) first, then the kfd device's own offsets.
        let bo = self
            .driver
            .bos()
            .find(|b| b.mmap_offset == offset && matches!(b.kind, MemKind::Vram | MemKind::Gtt))
            .map(|b| MmapTarget::Bo {
                handle: b.handle,
                gpu_index: b.gpu_index,
                kind: b.kind,
                va: b.va,
            });
        let reply = bo
            .map_or_else(|| self.driver.mmap(offset, len), Ok)
            .and_then(|t| match t {
                MmapTarget::Doorbell {
                    gpu_index, gpu_id, ..
                } => Ok(MmapReply::Doorbell {
                    gpu: gpu_index,
                    gpu_id,
                }),
                MmapTarget::EventsPage => Ok(MmapReply::EventsPage),
                MmapTarget::Bo {
                    handle,
                    kind: MemKind::Vram,
                    ..
                } => self
                    .vram_frames
                    .get(&handle)
                    .map(|&(gpu, vram_offset)| MmapReply::Vram { gpu, vram_offset })
                    .ok_or(Errno::EINVAL),
                MmapTarget::Bo { va, .. } => Ok(MmapReply::Host { va }),
                MmapTarget::MmioRemap { .. } => Err(Errno::EINVAL),
            });
        let (ret, payload) = match reply {
            Ok(r) => (0, r.encode()),
            Err(e) => (e.as_neg(), Vec::new()),
        };
        Outgoing::MmapReply { seq, ret, payload }
    }

    /// A doorbell store at `mmap_offset` (the doorbell page's kfd offset plus the byte offset in
    /// the page). Bad doorbells are logged and dropped, as hardware ignores them.
    /// A host program's annotation (`DRV_ANNOTATE`): to every command processor (region
    /// edges and kernel names steer the timing window), and region edges also to the edge,
    /// where the run's region dumps are made. An unknown kind is dropped with a warning.
    fn annotate(
        &mut self,
        ctx: &mut Ctx<'_, Msg>,
        kind: u64,
        arg: u64,
        payload: Vec<u8>,
    ) -> Result<(), SimError> {
        use host_abi::driver::{
            ANNOTATE_BOUNDARY, ANNOTATE_KERNEL_NAME, ANNOTATE_REGION_BEGIN, ANNOTATE_REGION_END,
        };
        let name = String::from_utf8_lossy(&payload).into_owned();
        let a = match kind {
            ANNOTATE_REGION_BEGIN => Annotation::RegionBegin { name },
            ANNOTATE_REGION_END => Annotation::RegionEnd,
            ANNOTATE_KERNEL_NAME => Annotation::KernelName {
                kernel_object: arg,
                name,
            },
            ANNOTATE_BOUNDARY => Annotation::Boundary,
            other => {
                tracing::warn!(kind = other, "annotation of an unknown kind dropped");
                return Ok(());
            }
        };
        if matches!(a, Annotation::RegionBegin { .. } | Annotation::RegionEnd) {
            ctx.emit(Msg::ctl(CtlMsg::Annotate(a.clone())));
        }
        match self.forward_annotations {
            true => self.to_cps(ctx, CtlMsg::Annotate(a)),
            false => Ok(()),
        }
    }

    fn doorbell(
        &mut self,
        ctx: &mut Ctx<'_, Msg>,
        mmap_offset: u64,
        value: u64,
    ) -> Result<(), SimError> {
        let page = mmap_offset & !(PAGE - 1);
        let Ok(MmapTarget::Doorbell { gpu_index, .. }) = self.driver.mmap(page, PAGE) else {
            tracing::warn!(
                mmap_offset,
                "doorbell store outside any doorbell page dropped"
            );
            self.stats.doorbells_dropped += 1;
            return Ok(());
        };
        match self.driver.doorbell_write(
            gpu_index,
            mmap_offset & (PAGE - 1),
            value,
            self.doorbell_bytes,
        ) {
            Ok(r) => {
                self.stats.doorbells += 1;
                self.to_cp(
                    ctx,
                    r.gpu_index,
                    CtlMsg::Doorbell {
                        queue_id: r.queue_id,
                        value: r.value,
                    },
                )
            }
            Err(_) => {
                tracing::warn!(mmap_offset, "doorbell store to no queue dropped");
                self.stats.doorbells_dropped += 1;
                Ok(())
            }
        }
    }

    /// Answers the waits whose events fired or whose deadline passed.
    fn answer_waits(&mut self, ctx: &mut Ctx<'_, Msg>, now_ps: u64) {
        let woken = self.driver.take_woken();
        let mut keep = Vec::new();
        for w in std::mem::take(&mut self.waits) {
            let due = woken.contains(&w.token) || w.deadline_ps.is_some_and(|d| d <= now_ps);
            if !due {
                keep.push(w);
                continue;
            }
            let (ret, arg) = match self.driver.poll_wait(w.token, now_ps) {
                Ok(emulated_driver::WaitPoll::Done { ret, arg }) => (ret, arg),
                Ok(_) => {
                    keep.push(w);
                    continue;
                }
                Err(e) => (e.as_neg(), Vec::new()),
            };
            ctx.emit(Msg::ctl(CtlMsg::ToHost(Outgoing::IoctlReply {
                seq: w.seq,
                request: w.request,
                ret,
                arg,
            })));
        }
        self.waits = keep;
    }
}

impl Component<Msg> for DriverUnit {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            match m.into_ctl(&self.path)? {
                CtlMsg::Host(DriverMessage {
                    ty,
                    seq,
                    arg0,
                    arg1,
                    payload,
                    ..
                }) => match ty {
                    DRV_IOCTL => self.ioctl(ctx, seq, arg0, payload, now.0)?,
                    DRV_MMAP => {
                        let out = self.mmap(seq, arg0, arg1);
                        ctx.emit(Msg::ctl(CtlMsg::ToHost(out)));
                    }
                    DRV_DOORBELL => self.doorbell(ctx, arg0, arg1)?,
                    DRV_ANNOTATE => self.annotate(ctx, arg0, arg1, payload)?,
                    other => tracing::warn!(ty = other, "unexpected driver message dropped"),
                },
                CtlMsg::RaiseEvent { gpu, event_id } => {
                    if self.driver.signal_event(event_id).is_err() {
                        tracing::debug!(gpu, event_id, "interrupt for an unknown event id dropped");
                    }
                }
                CtlMsg::QueueError { text } => {
                    ctx.emit(Msg::ctl(CtlMsg::ToHost(Outgoing::QueueError { text })));
                }
                CtlMsg::SvmFault { gpu, vpn } => {
                    let msgs = self.svm.fault(&mut self.mem.lock(), now, gpu, vpn);
                    self.to_servers(ctx, msgs)?;
                }
                CtlMsg::SvmUnmapped { gpu, vpn, seq } => {
                    let msgs = self.svm.unmapped(gpu, vpn, seq);
                    self.to_servers(ctx, msgs)?;
                }
                CtlMsg::SvmPulled { gpu, vpn } => {
                    let msgs = self.svm.pulled(&mut self.mem.lock(), now, gpu, vpn);
                    self.to_servers(ctx, msgs)?;
                }
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message {other:?}"),
                    ))
                }
            }
        }
        self.answer_waits(ctx, now.0);
        if let Some(d) = self.waits.iter().filter_map(|w| w.deadline_ps).min() {
            ctx.wake_at(Ps(d.max(now.0)));
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
        out.add_group(&format!("{path}.svm"), self.svm.stats());
    }
}
