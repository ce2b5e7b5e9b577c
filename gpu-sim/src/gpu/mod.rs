//! N functional GPUs assembled behind the emulated KFD driver: what the GPU process
//! (`tandem-gpu`) runs in standalone mode.
//!
//! [`GpuSystem`] owns the driver ([`emulated_driver::Driver`]), one command processor per GPU
//! ([`crate::cp::CommandProcessor`]) wired to the functional emulator through
//! [`launcher::FunctionalLauncher`], and [`memory::SystemMemory`]: host memory (the CPU side's
//! shared region), each GPU's VRAM and the page table that says where every 4 KiB page lives.
//!
//! Requests arrive as driver-channel messages (ioctl, mmap, doorbell; see [`GpuSystem::ioctl`],
//! [`GpuSystem::mmap`], [`GpuSystem::doorbell`]); the system answers with [`Outgoing`]
//! messages. Simulated time is u64 ps; [`GpuSystem::run_until`] runs every CP step due by
//! then and completes WAIT_EVENTS calls whose events fired or whose deadline passed.
//!
//! Conventions shared with the host stub (both sides of this crate's protocol on the driver
//! channel): an mmap reply carries a [`MmapReply`] payload; a queue that stopped on a guest
//! error is reported as a `DRV_EVENT` with `arg0 =` [`QUEUE_ERROR_EVENT`] and the message text
//! as payload, so the host program fails at once instead of waiting forever.

pub mod launcher;
pub mod memory;
pub mod process;
pub mod shm;
pub mod timing;

use std::collections::HashMap;

use emulated_driver::abi::{self, AbiStruct};
use emulated_driver::{Driver, Errno, IoctlOutcome, MemKind, MmapTarget, UserMemory, WaitToken};

use crate::cp::{CommandProcessor, CpConfig, CpHost, QueueError};
use launcher::{FunctionalLauncher, FunctionalTiming, LaunchCommon};
use memory::{Frame, Place, SystemMemory, HOST_VA_BASE, PAGE};
use timing::TimingLauncher;

/// `DRV_EVENT.arg0` that reports a stopped queue (payload: the error text).
pub const QUEUE_ERROR_EVENT: u64 = u64::MAX;

/// What an mmap resolved to (the `DRV_MMAP_REPLY` payload, 24 bytes little-endian:
/// kind u32, gpu u32, value u64, extra u64).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MmapReply {
    /// GPU `gpu`'s doorbell page (value: gpu_id).
    Doorbell { gpu: usize, gpu_id: u32 },
    /// A VRAM BO of GPU `gpu`: its frames start at `vram_offset` in that GPU's region.
    Vram { gpu: usize, vram_offset: u64 },
    /// A host-memory BO at CPU address `va`.
    Host { va: u64 },
    /// The driver's events page.
    EventsPage,
}

impl MmapReply {
    pub fn encode(&self) -> Vec<u8> {
        let (k, g, v): (u32, u32, u64) = match *self {
            MmapReply::Doorbell { gpu, gpu_id } => (1, gpu as u32, u64::from(gpu_id)),
            MmapReply::Vram { gpu, vram_offset } => (2, gpu as u32, vram_offset),
            MmapReply::Host { va } => (3, 0, va),
            MmapReply::EventsPage => (4, 0, 0),
        };
        let mut b = Vec::with_capacity(16);
        b.extend_from_slice(&k.to_le_bytes());
        b.extend_from_slice(&g.to_le_bytes());
        b.extend_from_slice(&v.to_le_bytes());
        b
    }

    pub fn decode(b: &[u8]) -> Option<MmapReply> {
        if b.len() < 16 {
            return None;
        }
        let k = u32::from_le_bytes(b[0..4].try_into().ok()?);
        let g = u32::from_le_bytes(b[4..8].try_into().ok()?) as usize;
        let v = u64::from_le_bytes(b[8..16].try_into().ok()?);
        Some(match k {
            1 => MmapReply::Doorbell {
                gpu: g,
                gpu_id: v as u32,
            },
            2 => MmapReply::Vram {
                gpu: g,
                vram_offset: v,
            },
            3 => MmapReply::Host { va: v },
            4 => MmapReply::EventsPage,
            _ => return None,
        })
    }
}

/// GPU-side configuration passed to the GPU process.
#[derive(serde::Serialize, serde::Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct GpuSideConfig {
    pub n_gpus: u32,
    pub timing: FunctionalTiming,
    pub cp: CpConfig,
    /// Unified group (GPU indices, lead first), if any.
    pub unified: Option<Vec<usize>>,
    /// Which kernel model runs the dispatches. Default functional.
    #[serde(default)]
    pub mode: GpuMode,
    /// The timing model's configuration (timing mode; `None`: the R9 Nano preset).
    #[serde(default)]
    pub timing_model: Option<crate::config::TimingConfig>,
}

/// The kernel model of the GPU side.
#[derive(serde::Serialize, serde::Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum GpuMode {
    /// The functional emulator with the throughput formula of [`FunctionalTiming`].
    #[default]
    Functional,
    /// The cycle-level model ([`timing`]).
    Timing,
}

/// The kernel launcher of a [`GpuSystem`], by mode.
pub enum Launcher {
    Functional(FunctionalLauncher),
    Timing(Box<TimingLauncher>),
}

impl Launcher {
    /// What both launchers share (allocations, records).
    pub fn common(&self) -> &LaunchCommon {
        match self {
            Launcher::Functional(f) => &f.common,
            Launcher::Timing(t) => &t.common,
        }
    }

    pub fn common_mut(&mut self) -> &mut LaunchCommon {
        match self {
            Launcher::Functional(f) => &mut f.common,
            Launcher::Timing(t) => &mut t.common,
        }
    }

    /// The launcher as the command processor sees it.
    pub fn as_dyn(&mut self) -> &mut dyn crate::cp::KernelLauncher {
        match self {
            Launcher::Functional(f) => f,
            Launcher::Timing(t) => t.as_mut(),
        }
    }

    /// Every timing component's counters (`None` in functional mode).
    pub fn stats_report(&self) -> Option<crate::stats::StatsReport> {
        match self {
            Launcher::Functional(_) => None,
            Launcher::Timing(t) => Some(t.stats_report()),
        }
    }
}

/// A message for the CPU side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outgoing {
    IoctlReply {
        seq: u64,
        request: u64,
        ret: i64,
        arg: Vec<u8>,
    },
    MmapReply {
        seq: u64,
        ret: i64,
        payload: Vec<u8>,
    },
    QueueError {
        text: String,
    },
}

/// Why the GPU system could not start.
#[derive(Debug, thiserror::Error)]
pub enum GpuSystemError {
    #[error("driver configuration: {0}")]
    Driver(String),
    #[error("gpu configuration: {0}")]
    Config(String),
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

struct Host<'a> {
    drv: &'a mut Driver,
    errors: &'a mut Vec<String>,
}

impl CpHost for Host<'_> {
    fn raise_event(&mut self, gpu_index: usize, event_id: u32, now_ps: u64) {
        self.drv.raise_event(gpu_index, event_id, now_ps);
    }
    fn queue_error(&mut self, gpu_index: usize, queue_id: u32, err: &QueueError, now_ps: u64) {
        tracing::warn!(gpu_index, queue_id, now_ps, "queue stopped: {err}");
        self.errors.push(format!(
            "gpu[{gpu_index}] queue {queue_id} stopped at {now_ps} ps: {err}"
        ));
    }
}

struct PendingWait {
    seq: u64,
    request: u64,
    token: WaitToken,
    deadline_ps: Option<u64>,
}

/// N GPUs, their driver and memory.
pub struct GpuSystem {
    pub driver: Driver,
    pub cps: Vec<CommandProcessor>,
    pub mem: SystemMemory,
    pub launcher: Launcher,
    vram_frames: HashMap<u64, (usize, u64)>,
    waits: Vec<PendingWait>,
    errors: Vec<String>,
}

impl GpuSystem {
    pub fn new(cfg: &GpuSideConfig, mem: SystemMemory) -> Result<GpuSystem, GpuSystemError> {
        let n = cfg.n_gpus as usize;
        if n == 0 || n != mem.n_gpus() {
            return Err(GpuSystemError::Config(format!(
                "gpu.n_gpus = {n} but {} VRAM regions were given",
                mem.n_gpus()
            )));
        }
        if let Some(u) = &cfg.unified {
            if u.is_empty() || u.iter().any(|&g| g >= n) {
                return Err(GpuSystemError::Config(format!(
                    "unified group {u:?} names a GPU outside 0..{n}"
                )));
            }
        }
        let mut mem = mem;
        for g in 0..n {
            // The scratch windows are sparse: pages exist only once touched.
            mem.ensure_scratch(g, 1 << 36);
        }
        let driver = Driver::new(emulated_driver::DriverConfig::with_gpus(cfg.n_gpus))
            .map_err(|e| GpuSystemError::Driver(format!("{e:?}")))?;
        let launcher = match cfg.mode {
            GpuMode::Functional => Launcher::Functional(FunctionalLauncher::new(
                cfg.timing.clone(),
                n,
                cfg.unified.clone(),
            )),
            GpuMode::Timing => {
                mem.pages.enable_change_log();
                let tcfg = cfg
                    .timing_model
                    .clone()
                    .unwrap_or_else(crate::config::TimingConfig::r9_nano);
                let envs = timing::system_envs(&mem)
                    .map_err(|e| GpuSystemError::Config(format!("timing memory: {e}")))?;
                Launcher::Timing(Box::new(
                    TimingLauncher::new(
                        tcfg,
                        n,
                        cfg.unified.clone(),
                        timing::default_compute_units,
                        Some(envs),
                    )
                    .map_err(|e| GpuSystemError::Config(e.to_string()))?,
                ))
            }
        };
        Ok(GpuSystem {
            driver,
            cps: (0..n)
                .map(|g| CommandProcessor::new(cfg.cp.clone(), g))
                .collect(),
            mem,
            launcher,
            vram_frames: HashMap::new(),
            waits: Vec::new(),
            errors: Vec::new(),
        })
    }

    /// Runs one ioctl from the host program. WAIT_EVENTS that must sleep is answered later
    /// from [`GpuSystem::run_until`].
    pub fn ioctl(
        &mut self,
        seq: u64,
        request: u64,
        mut arg: Vec<u8>,
        now_ps: u64,
    ) -> Vec<Outgoing> {
        let nr = abi::ioc_nr(request as u32);
        let size = abi::ioc_size(request as u32) as usize;
        if arg.len() < size {
            arg.resize(size, 0);
        }
        // FREE: remember what goes away.
        let freeing = (nr == abi::nr::FREE_MEMORY_OF_GPU && arg.len() >= 8)
            .then(|| abi::FreeMemoryOfGpuArgs::read_from(&arg).handle)
            .and_then(|h| self.driver.bo(h).cloned());
        let r = self
            .driver
            .ioctl(request, &mut arg, &mut HostUser(&self.mem), now_ps);
        for note in self.driver.take_notes() {
            for cp in self.cps.iter_mut() {
                cp.apply_note(&note);
            }
        }
        let ret = match r {
            Ok(IoctlOutcome::Done(v)) => v,
            Ok(IoctlOutcome::Blocked { token, deadline_ps }) => {
                self.waits.push(PendingWait {
                    seq,
                    request,
                    token,
                    deadline_ps,
                });
                return Vec::new();
            }
            Err(e) => -(e.0 as i64),
        };
        if ret == 0 && nr == abi::nr::ALLOC_MEMORY_OF_GPU {
            let a = abi::AllocMemoryOfGpuArgs::read_from(&arg);
            if let Some(bo) = self.driver.bo(a.handle).cloned() {
                if !self.place_bo(&bo) {
                    // Out of VRAM or host memory outside the shared region: undo, -ENOMEM.
                    let mut f = vec![0u8; abi::FreeMemoryOfGpuArgs::SIZE];
                    abi::FreeMemoryOfGpuArgs { handle: a.handle }.write_to(&mut f);
                    let req = abi::request(abi::nr::FREE_MEMORY_OF_GPU).unwrap_or(0);
                    let _ =
                        self.driver
                            .ioctl(u64::from(req), &mut f, &mut HostUser(&self.mem), now_ps);
                    return vec![Outgoing::IoctlReply {
                        seq,
                        request,
                        ret: -(Errno::ENOMEM.0 as i64),
                        arg,
                    }];
                }
            }
        }
        if ret == 0 {
            if let Some(bo) = freeing {
                self.unplace_bo(&bo);
            }
        }
        vec![Outgoing::IoctlReply {
            seq,
            request,
            ret,
            arg,
        }]
    }

    fn place_bo(&mut self, bo: &emulated_driver::Bo) -> bool {
        let pages = bo.size_bytes.div_ceil(PAGE);
        match bo.kind {
            MemKind::Vram => {
                let Some(off) = self.mem.alloc_vram(bo.gpu_index, bo.size_bytes) else {
                    return false;
                };
                self.mem.pages.map(
                    bo.va,
                    pages,
                    Frame {
                        place: Place::Gpu(bo.gpu_index),
                        offset: off,
                    },
                );
                self.vram_frames.insert(bo.handle, (bo.gpu_index, off));
            }
            MemKind::Gtt | MemKind::Userptr => {
                let cpu = if bo.kind == MemKind::Gtt {
                    bo.va
                } else {
                    bo.cpu_addr
                };
                let Some(off) = cpu.checked_sub(HOST_VA_BASE) else {
                    return false;
                };
                if off + pages * PAGE > self.mem.host.len() {
                    return false;
                }
                self.mem.pages.map(
                    bo.va,
                    pages,
                    Frame {
                        place: Place::Host,
                        offset: off,
                    },
                );
            }
            MemKind::Doorbell | MemKind::MmioRemap => return true,
        }
        self.launcher
            .common_mut()
            .allocations
            .insert(bo.va, bo.size_bytes);
        true
    }

    fn unplace_bo(&mut self, bo: &emulated_driver::Bo) {
        if matches!(bo.kind, MemKind::Vram | MemKind::Gtt | MemKind::Userptr) {
            self.mem.pages.unmap(bo.va, bo.size_bytes.div_ceil(PAGE));
            self.launcher.common_mut().allocations.remove(&bo.va);
            self.vram_frames.remove(&bo.handle);
        }
    }

    /// An mmap of the kfd device (doorbells, events) or of a BO's offset.
    pub fn mmap(&mut self, seq: u64, offset: u64, len: u64) -> Outgoing {
        // A BO's mmap_offset (render node) first, then the kfd device's own offsets.
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
        let r = match bo {
            Some(t) => Ok(t),
            None => self.driver.mmap(offset, len),
        };
        let reply = match r {
            Ok(MmapTarget::Doorbell {
                gpu_index, gpu_id, ..
            }) => Ok(MmapReply::Doorbell {
                gpu: gpu_index,
                gpu_id,
            }),
            Ok(MmapTarget::EventsPage) => Ok(MmapReply::EventsPage),
            Ok(MmapTarget::Bo {
                handle, kind, va, ..
            }) => match kind {
                MemKind::Vram => match self.vram_frames.get(&handle) {
                    Some(&(gpu, vram_offset)) => Ok(MmapReply::Vram { gpu, vram_offset }),
                    None => Err(Errno::EINVAL),
                },
                _ => Ok(MmapReply::Host { va }),
            },
            Ok(MmapTarget::MmioRemap { .. }) => Err(Errno::EINVAL),
            Err(e) => Err(e),
        };
        match reply {
            Ok(r) => Outgoing::MmapReply {
                seq,
                ret: 0,
                payload: r.encode(),
            },
            Err(e) => Outgoing::MmapReply {
                seq,
                ret: -(e.0 as i64),
                payload: Vec::new(),
            },
        }
    }

    /// A doorbell store at `mmap_offset` (the doorbell page's kfd offset plus the byte offset in
    /// the page). Bad doorbells are logged and dropped, as hardware ignores them.
    pub fn doorbell(&mut self, mmap_offset: u64, value: u64, now_ps: u64) {
        let page = mmap_offset & !(PAGE - 1);
        let Ok(MmapTarget::Doorbell { gpu_index, .. }) = self.driver.mmap(page, PAGE) else {
            tracing::warn!(
                mmap_offset,
                "doorbell store outside any doorbell page dropped"
            );
            return;
        };
        match self
            .driver
            .doorbell_write(gpu_index, mmap_offset & (PAGE - 1), value, 4)
        {
            Ok(r) => {
                if let Some(cp) = self.cps.get_mut(r.gpu_index) {
                    if let Err(e) = cp.doorbell(r.queue_id, r.value, now_ps) {
                        tracing::warn!("doorbell dropped: {e}");
                    }
                }
            }
            Err(_) => tracing::warn!(mmap_offset, "doorbell store to no queue dropped"),
        }
    }

    /// The earliest time something is scheduled on the GPU side.
    pub fn next_event_ps(&self) -> Option<u64> {
        let cp = self.cps.iter().filter_map(|c| c.next_event_ps()).min();
        let dl = self.waits.iter().filter_map(|w| w.deadline_ps).min();
        match (cp, dl) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Runs every CP step due by `now_ps` and answers finished waits.
    pub fn run_until(&mut self, now_ps: u64) -> Vec<Outgoing> {
        if let Launcher::Timing(t) = &mut self.launcher {
            let changes = self.mem.pages.take_changes();
            if let Err(e) = t.apply_page_changes(&changes) {
                tracing::error!("timing model page table: {e}");
                self.errors.push(format!("timing model page table: {e}"));
            }
        }
        for g in 0..self.cps.len() {
            let mut host = Host {
                drv: &mut self.driver,
                errors: &mut self.errors,
            };
            let mut view = self.mem.view(g);
            self.cps[g].run_until(now_ps, &mut view, self.launcher.as_dyn(), &mut host);
        }
        let mut out: Vec<Outgoing> = self
            .errors
            .drain(..)
            .map(|text| Outgoing::QueueError { text })
            .collect();
        let woken = self.driver.take_woken();
        let mut keep = Vec::new();
        for w in std::mem::take(&mut self.waits) {
            let due = woken.contains(&w.token) || w.deadline_ps.is_some_and(|d| d <= now_ps);
            if !due {
                keep.push(w);
                continue;
            }
            match self.driver.poll_wait(w.token, now_ps) {
                Ok(emulated_driver::WaitPoll::Done { ret, arg }) => {
                    out.push(Outgoing::IoctlReply {
                        seq: w.seq,
                        request: w.request,
                        ret,
                        arg,
                    })
                }
                Ok(_) => keep.push(w),
                Err(e) => out.push(Outgoing::IoctlReply {
                    seq: w.seq,
                    request: w.request,
                    ret: -(e.0 as i64),
                    arg: Vec::new(),
                }),
            }
        }
        self.waits = keep;
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mmap_reply_round_trips() {
        for r in [
            MmapReply::Doorbell {
                gpu: 3,
                gpu_id: 0xbeef,
            },
            MmapReply::Vram {
                gpu: 1,
                vram_offset: 0x1234_5000,
            },
            MmapReply::Host { va: HOST_VA_BASE },
            MmapReply::EventsPage,
        ] {
            assert_eq!(MmapReply::decode(&r.encode()), Some(r));
        }
        assert_eq!(MmapReply::decode(&[9, 0, 0, 0]), None);
        assert_eq!(MmapReply::decode(&[9u8; 16]), None);
    }

    fn system(n: usize) -> GpuSystem {
        let host = shm::SharedRegion::create("test-host", 1 << 20).unwrap();
        let vram = (0..n)
            .map(|g| shm::SharedRegion::create(&format!("test-vram{g}"), 1 << 20).unwrap())
            .collect();
        let cfg = GpuSideConfig {
            n_gpus: n as u32,
            timing: FunctionalTiming::r9_nano(),
            cp: CpConfig::r9_nano(),
            unified: None,
            mode: GpuMode::Functional,
            timing_model: None,
        };
        GpuSystem::new(&cfg, SystemMemory::new(host, vram)).unwrap()
    }

    #[test]
    fn vram_and_host_bos_land_in_the_page_table() {
        let mut s = system(2);
        let ids = s.driver.gpu_ids();
        let call = |s: &mut GpuSystem, n: u32, arg: Vec<u8>| -> (i64, Vec<u8>) {
            let req = u64::from(abi::request(n).unwrap());
            match s.ioctl(1, req, arg, 0).pop().unwrap() {
                Outgoing::IoctlReply { ret, arg, .. } => (ret, arg),
                o => panic!("{o:?}"),
            }
        };
        for (i, id) in ids.iter().enumerate() {
            let mut b = vec![0u8; abi::AcquireVmArgs::SIZE];
            abi::AcquireVmArgs {
                drm_fd: 10 + i as u32,
                gpu_id: *id,
            }
            .write_to(&mut b);
            assert_eq!(call(&mut s, abi::nr::ACQUIRE_VM, b).0, 0);
        }
        let alloc = |s: &mut GpuSystem, va: u64, size: u64, gpu: u32, flags: u32| {
            let mut b = vec![0u8; abi::AllocMemoryOfGpuArgs::SIZE];
            abi::AllocMemoryOfGpuArgs {
                va_addr: va,
                size,
                gpu_id: gpu,
                flags,
                ..Default::default()
            }
            .write_to(&mut b);
            let (r, out) = call(s, abi::nr::ALLOC_MEMORY_OF_GPU, b);
            (r, abi::AllocMemoryOfGpuArgs::read_from(&out))
        };
        let dev = memory::DEVICE_VA_BASE;
        let (r, a) = alloc(&mut s, dev, 8192, ids[1], abi::KFD_IOC_ALLOC_MEM_FLAGS_VRAM);
        assert_eq!(r, 0);
        let (r, _) = alloc(
            &mut s,
            HOST_VA_BASE,
            4096,
            ids[0],
            abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT,
        );
        assert_eq!(r, 0);
        assert_eq!(s.mem.pages.lookup(dev + 4096).unwrap().place, Place::Gpu(1));
        assert_eq!(s.mem.pages.lookup(HOST_VA_BASE).unwrap().place, Place::Host);
        // GPU 0 writes into GPU 1's VRAM; the host's mmap of the BO sees it at the frame.
        use crate::emu::Memory;
        s.mem.view(0).write(dev + 4100, &[7, 8]).unwrap();
        let Outgoing::MmapReply { payload, ret, .. } = s.mmap(2, a.mmap_offset, 8192) else {
            panic!()
        };
        assert_eq!(ret, 0);
        let Some(MmapReply::Vram { gpu, vram_offset }) = MmapReply::decode(&payload) else {
            panic!()
        };
        assert_eq!(gpu, 1);
        let mut b = [0u8; 2];
        s.mem.vram[1].read(vram_offset + 4100, &mut b).unwrap();
        assert_eq!(b, [7, 8]);
        // A GTT BO outside host memory is refused with ENOMEM.
        let (r, _) = alloc(
            &mut s,
            0x1000_0000,
            4096,
            ids[0],
            abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT,
        );
        assert_eq!(r, -(Errno::ENOMEM.0 as i64));
        // Unmapped addresses fault.
        assert!(s.mem.view(0).read(dev + 3 * 4096, &mut b).is_err());
        // Free unmaps.
        let mut f = vec![0u8; abi::FreeMemoryOfGpuArgs::SIZE];
        abi::FreeMemoryOfGpuArgs { handle: a.handle }.write_to(&mut f);
        assert_eq!(call(&mut s, abi::nr::FREE_MEMORY_OF_GPU, f).0, 0);
        assert!(s.mem.pages.lookup(dev).is_none());
    }
}
