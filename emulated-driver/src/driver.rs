//! The emulated KFD: one process's view of `/dev/kfd` driving N GPUs.
//!
//! [`Driver::ioctl`] takes the request number and the argument bytes the caller copied in
//! from user memory, and updates them in place the way amdkfd's `kfd_ioctl` does: `_IOC_NR`
//! picks the handler, `_IOC_SIZE` is checked separately, a smaller or larger user struct is
//! accepted (copy what both know, zero the rest), the direction bits come from the kernel's
//! table, and the bytes go back even when the handler fails. Pointers inside arguments
//! (apertures array, event array, device-id array, tile arrays, CU mask) are reached
//! through [`UserMemory`]. The driver never blocks: WAIT_EVENTS that must sleep returns
//! [`IoctlOutcome::Blocked`] with a token and a deadline in simulated picoseconds.
//!
//! Routing: every GPU has a gpu_id (see [`crate::topology::gpu_ids`]), its own doorbell page
//! (mmap offset type 0b11 | gpu_id << 46), a BO table and a GPU VA map; queues live in a
//! queue -> GPU table so DESTROY_QUEUE and doorbells reach the right GPU. Changes the
//! command processors must see are queued as [`DriverNote`]s.
//!
//! Deviations from amdkfd (see docs/driver.md): only AQL compute queues; no CWSR, GWS,
//! dmabuf, CRIU, SMI; memory-exception event data is never produced.

use std::collections::{BTreeMap, BTreeSet};

use crate::abi::{self, nr, AbiStruct};
use crate::config::DriverConfig;
use crate::errno::Errno;
use crate::events::{EventTable, SignalPage, WaitPoll, WaitToken};
use crate::svm::{SvmSet, SvmTable};
use crate::topology::{gpu_ids, Topology};

/// Access to the calling process's memory, for pointers inside ioctl arguments.
pub trait UserMemory {
    /// Reads `buf.len()` bytes at `addr`; `Err(EFAULT)` if not accessible.
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), Errno>;
    /// Writes `data` at `addr`; `Err(EFAULT)` if not accessible.
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), Errno>;
}

/// A process with no readable memory: every access faults.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoUserMemory;

impl UserMemory for NoUserMemory {
    fn read(&mut self, _addr: u64, _buf: &mut [u8]) -> Result<(), Errno> {
        Err(Errno::EFAULT)
    }
    fn write(&mut self, _addr: u64, _data: &[u8]) -> Result<(), Errno> {
        Err(Errno::EFAULT)
    }
}

/// What an ioctl did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IoctlOutcome {
    /// Finished; the syscall returns this value (0) and the argument bytes were updated.
    Done(i64),
    /// WAIT_EVENTS must sleep: suspend the calling thread until [`Driver::take_woken`] lists
    /// `token` or simulated time reaches `deadline_ps`, then collect it with
    /// [`Driver::poll_wait`], which gives the final argument bytes.
    Blocked {
        token: WaitToken,
        deadline_ps: Option<u64>,
    },
}

/// Memory kind of a buffer object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum MemKind {
    Vram,
    Gtt,
    Userptr,
    Doorbell,
    MmioRemap,
}

/// One ALLOC_MEMORY_OF_GPU buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bo {
    pub handle: u64,
    /// The GPU it was allocated on (VRAM lives there).
    pub gpu_index: usize,
    pub kind: MemKind,
    /// GPU (and, except registered userptr, CPU) virtual address.
    pub va: u64,
    /// Size of the VA range (for AQL_QUEUE_MEM, both halves).
    pub size_bytes: u64,
    pub flags: u32,
    /// Userptr: the CPU address backing `va`.
    pub cpu_addr: u64,
    /// mmap offset handed out (render node for VRAM/GTT; kfd for doorbell/MMIO).
    pub mmap_offset: u64,
    /// GPUs it is mapped on.
    pub mapped_on: BTreeSet<usize>,
}

impl Bo {
    /// AQL_QUEUE_MEM: the upper half of the VA range aliases the lower half.
    pub fn aliases_upper_half(&self) -> bool {
        self.flags & abi::KFD_IOC_ALLOC_MEM_FLAGS_AQL_QUEUE_MEM != 0
    }
}

/// Where a GPU virtual address lands, as the GPU's page tables say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GpuVaTarget {
    /// Host (system) memory at this CPU virtual address.
    Host { cpu_addr: u64 },
    /// VRAM of GPU `gpu_index`, at this virtual address (VRAM is addressed by VA in gpu-sim).
    Vram { gpu_index: usize, va: u64 },
    /// The doorbell page of GPU `gpu_index`, at this byte offset.
    Doorbell { gpu_index: usize, offset: u64 },
    /// The MMIO remap page of GPU `gpu_index`.
    Mmio { gpu_index: usize, offset: u64 },
}

/// What an mmap of the kfd fd (or a render node) maps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MmapTarget {
    /// GPU `gpu_index`'s doorbell page; `offset_in_page` is the low 12 bits of the offset
    /// (0 from ROCt; a gem5-style client may pass queue_id x 4).
    Doorbell {
        gpu_index: usize,
        gpu_id: u32,
        offset_in_page: u64,
    },
    /// The driver-allocated signal-events page (32 KiB, 4096 u64 slots).
    EventsPage,
    /// GPU `gpu_index`'s MMIO remap page (HDP flush).
    MmioRemap { gpu_index: usize, gpu_id: u32 },
    /// A VRAM or GTT BO through a render node.
    Bo {
        handle: u64,
        gpu_index: usize,
        kind: MemKind,
        va: u64,
    },
}

/// One queue as CREATE_QUEUE registered it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueueDesc {
    pub queue_id: u32,
    pub gpu_id: u32,
    pub gpu_index: usize,
    pub queue_type: u32,
    pub ring_base_address: u64,
    /// Ring size in bytes as registered (ROCr registers twice the packet ring on gfx8).
    pub ring_size_bytes: u64,
    /// The ring lies in an AQL_QUEUE_MEM BO: the GPU's view of its upper half aliases the
    /// lower half, so packet slots repeat every `ring_size_bytes / 2`.
    pub ring_alias_half: bool,
    /// Where the CP writes the 64-bit read index (`amd_queue_t.read_dispatch_id`; the
    /// `amd_queue_t` starts 0x80 below).
    pub read_pointer_address: u64,
    /// Where the host mirrors the write index (`max_legacy_doorbell_dispatch_id_plus_1`).
    pub write_pointer_address: u64,
    pub eop_buffer_address: u64,
    pub eop_buffer_size: u64,
    pub ctx_save_restore_address: u64,
    pub ctx_save_restore_size: u32,
    pub queue_percentage: u32,
    pub queue_priority: u32,
}

impl QueueDesc {
    /// A queue runs when it has a ring and a non-zero percentage.
    pub fn is_active(&self) -> bool {
        self.ring_size_bytes > 0 && self.ring_base_address != 0 && self.queue_percentage > 0
    }
}

/// Changes the GPU side must apply, in order: queues and registers for the command
/// processors, buffer-object life for whoever places memory and keeps the page table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DriverNote {
    /// ALLOC_MEMORY_OF_GPU made this buffer object (the GPU side places its pages).
    BoAllocated(Bo),
    /// FREE_MEMORY_OF_GPU released this buffer object.
    BoFreed(Bo),
    QueueCreated(QueueDesc),
    QueueDestroyed {
        gpu_index: usize,
        queue_id: u32,
    },
    QueueUpdated(QueueDesc),
    QueueCuMask {
        gpu_index: usize,
        queue_id: u32,
        mask: Vec<u32>,
    },
    /// SET_SCRATCH_BACKING_VA: the GPU's hidden private base (SH_HIDDEN_PRIVATE_BASE), in
    /// bytes (ROCt passes the address >> 16). On gfx8 `amd_queue_t`'s
    /// `scratch_backing_memory_location` is an offset from it.
    ScratchBackingVa {
        gpu_index: usize,
        base_bytes: u64,
    },
    /// SET_TRAP_HANDLER: the GPU's trap handler base (TBA) and trap memory (TMA) addresses.
    TrapHandler {
        gpu_index: usize,
        tba: u64,
        tma: u64,
    },
    /// SVM SET_ATTR on a range of the process's address space: the GPU side makes its pages
    /// shared virtual memory and places or moves them.
    SvmSet(SvmSet),
}

/// A doorbell store routed to its queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DoorbellRing {
    pub gpu_index: usize,
    pub queue_id: u32,
    pub value: u64,
}

/// Per-GPU process state (amdkfd's `kfd_process_device`).
#[derive(Clone, Debug, Default)]
pub struct GpuProcessState {
    pub gpu_id: u32,
    /// drm fd passed to ACQUIRE_VM.
    pub vm_drm_fd: Option<u32>,
    pub vram_used_bytes: u64,
    /// SET_SCRATCH_BACKING_VA's `va_addr` as passed (the hidden private base).
    pub scratch_backing_va: Option<u64>,
    /// SET_TRAP_HANDLER's (tba, tma).
    pub trap_handler: Option<(u64, u64)>,
    /// SET_MEMORY_POLICY's (default, alternate, alt base, alt size).
    pub memory_policy: Option<(u32, u32, u64, u64)>,
    next_idr: u32,
    /// GPU VA -> BO handle of BOs mapped on this GPU.
    va_map: BTreeMap<u64, u64>,
}

/// First render-node mmap offset handed out (DRM's file page offset range).
const RENDER_MMAP_BASE: u64 = 0x1_0000_0000;
/// Most entries read from a user array in one call (beyond this the kernel's allocation fails).
const MAX_USER_ARRAY: u32 = 1 << 16;

/// The emulated KFD for one process and N GPUs.
#[derive(Clone, Debug)]
pub struct Driver {
    cfg: DriverConfig,
    topology: Topology,
    gpus: Vec<GpuProcessState>,
    bos: BTreeMap<u64, Bo>,
    render_cursor: u64,
    queues: BTreeMap<u32, QueueDesc>,
    events: EventTable,
    notes: Vec<DriverNote>,
    logged: BTreeSet<(u32, i32)>,
    svm: SvmTable,
}

impl Driver {
    /// A driver for a validated config.
    pub fn new(cfg: DriverConfig) -> Result<Driver, crate::config::ConfigErrors> {
        cfg.validate("driver")?;
        let gpus = gpu_ids(&cfg)
            .into_iter()
            .map(|gpu_id| GpuProcessState {
                gpu_id,
                next_idr: 1,
                ..Default::default()
            })
            .collect();
        Ok(Driver {
            topology: Topology::generate(&cfg),
            cfg,
            gpus,
            bos: BTreeMap::new(),
            render_cursor: RENDER_MMAP_BASE,
            queues: BTreeMap::new(),
            events: EventTable::default(),
            notes: Vec::new(),
            logged: BTreeSet::new(),
            svm: SvmTable::default(),
        })
    }

    pub fn config(&self) -> &DriverConfig {
        &self.cfg
    }
    pub fn topology(&self) -> &Topology {
        &self.topology
    }
    pub fn n_gpus(&self) -> usize {
        self.gpus.len()
    }
    /// gpu_id of every GPU, by index.
    pub fn gpu_ids(&self) -> Vec<u32> {
        self.gpus.iter().map(|g| g.gpu_id).collect()
    }
    /// Index of the GPU with this gpu_id.
    pub fn gpu_index(&self, gpu_id: u32) -> Option<usize> {
        self.gpus
            .iter()
            .position(|g| g.gpu_id == gpu_id && gpu_id != 0)
    }
    pub fn gpu_state(&self, gpu_index: usize) -> Option<&GpuProcessState> {
        self.gpus.get(gpu_index)
    }
    pub fn queue(&self, queue_id: u32) -> Option<&QueueDesc> {
        self.queues.get(&queue_id)
    }
    pub fn queues(&self) -> impl Iterator<Item = &QueueDesc> {
        self.queues.values()
    }
    pub fn bo(&self, handle: u64) -> Option<&Bo> {
        self.bos.get(&handle)
    }
    pub fn bos(&self) -> impl Iterator<Item = &Bo> {
        self.bos.values()
    }
    pub fn events(&self) -> &EventTable {
        &self.events
    }
    /// The doorbell mmap offset of GPU `gpu_index` (byte form, as CREATE_QUEUE returns it).
    pub fn doorbell_mmap_offset(&self, gpu_index: usize) -> Option<u64> {
        self.gpus
            .get(gpu_index)
            .map(|g| abi::KFD_MMAP_TYPE_DOORBELL | abi::mmap_gpu_id(g.gpu_id))
    }

    /// Notes queued for the command processors since the last call.
    pub fn take_notes(&mut self) -> Vec<DriverNote> {
        std::mem::take(&mut self.notes)
    }

    /// Waits completed since the last call (their threads can resume).
    pub fn take_woken(&mut self) -> Vec<WaitToken> {
        self.events.take_woken()
    }

    /// Collects a pending wait at `now_ps` (completed, or timed out once the deadline passed).
    pub fn poll_wait(&mut self, token: WaitToken, now_ps: u64) -> Result<WaitPoll, Errno> {
        self.events.poll(token, now_ps)
    }

    /// Raises event `event_id` (the GPU's end-of-packet interrupt or `s_sendmsg` interrupt).
    pub fn signal_event(&mut self, event_id: u32) -> Result<(), Errno> {
        self.events.set(event_id)
    }

    fn refuse(&mut self, n: u32, e: Errno, why: &str) -> Errno {
        if self.logged.insert((n, e.0)) {
            tracing::warn!(
                ioctl_nr = n,
                errno = e.name(),
                "kfd ioctl refused: {why} (logged once)"
            );
        }
        e
    }

    /// Handles `ioctl(kfd_fd, request, arg)`. `arg` holds the `_IOC_SIZE(request)` bytes
    /// the caller copied from user memory (a longer slice is fine; a shorter one is
    /// -EFAULT); they are updated in place for the caller to copy back.
    pub fn ioctl(
        &mut self,
        request: u64,
        arg: &mut [u8],
        user: &mut dyn UserMemory,
        now_ps: u64,
    ) -> Result<IoctlOutcome, Errno> {
        // The syscall's cmd is an unsigned int.
        let cmd = request as u32;
        let n = abi::ioc_nr(cmd);
        if n == nr::DBG_TRAP_ROCT {
            return Err(self.refuse(
                n,
                Errno::EINVAL,
                "debugger trap (ROCt DBG_TRAP) not supported",
            ));
        }
        let Some((kdir, ksize)) = abi::kernel_ioctl_shape(n) else {
            return Err(self.refuse(n, Errno::EINVAL, "unknown ioctl number"));
        };
        let usize = abi::ioc_size(cmd) as usize;
        let ksize = ksize as usize;
        let asize = usize.max(ksize);
        let mut kdata = vec![0u8; asize];
        if kdir & abi::IOC_WRITE != 0 {
            let Some(src) = arg.get(..usize) else {
                return Err(self.refuse(n, Errno::EFAULT, "argument shorter than _IOC_SIZE"));
            };
            kdata[..usize].copy_from_slice(src);
        }
        let r = self.dispatch(n, &mut kdata, usize, user, now_ps);
        if matches!(r, Ok(IoctlOutcome::Blocked { .. })) {
            return r;
        }
        if kdir & abi::IOC_READ != 0 {
            let Some(dst) = arg.get_mut(..usize) else {
                return Err(self.refuse(n, Errno::EFAULT, "argument shorter than _IOC_SIZE"));
            };
            dst.copy_from_slice(&kdata[..usize]);
        }
        r
    }

    fn dispatch(
        &mut self,
        n: u32,
        kd: &mut [u8],
        usize: usize,
        user: &mut dyn UserMemory,
        now_ps: u64,
    ) -> Result<IoctlOutcome, Errno> {
        let r = match n {
            nr::GET_VERSION => {
                let a = abi::GetVersionArgs {
                    major_version: self.cfg.kfd_major_version,
                    minor_version: self.cfg.kfd_minor_version,
                };
                a.write_to(kd);
                Ok(())
            }
            nr::CREATE_QUEUE => self.create_queue(kd),
            nr::DESTROY_QUEUE => self.destroy_queue(kd),
            nr::SET_MEMORY_POLICY => self.set_memory_policy(kd),
            nr::GET_CLOCK_COUNTERS => self.get_clock_counters(kd, now_ps),
            nr::GET_PROCESS_APERTURES => self.get_process_apertures(kd),
            nr::UPDATE_QUEUE => self.update_queue(kd),
            nr::CREATE_EVENT => self.create_event(kd, user),
            nr::DESTROY_EVENT => {
                let a = abi::EventIdArgs::read_from(kd);
                self.events.destroy(a.event_id)
            }
            nr::SET_EVENT => {
                let a = abi::EventIdArgs::read_from(kd);
                self.events.set_from_cpu(a.event_id)
            }
            nr::RESET_EVENT => {
                let a = abi::EventIdArgs::read_from(kd);
                self.events.reset(a.event_id)
            }
            nr::WAIT_EVENTS => return self.wait_events(kd, usize, user, now_ps),
            nr::DBG_REGISTER_DEPRECATED
            | nr::DBG_UNREGISTER_DEPRECATED
            | nr::DBG_ADDRESS_WATCH_DEPRECATED
            | nr::DBG_WAVE_CONTROL_DEPRECATED => Err(Errno::EPERM),
            nr::SET_SCRATCH_BACKING_VA => {
                let a = abi::SetScratchBackingVaArgs::read_from(kd);
                let g = self.bound_gpu(a.gpu_id)?;
                self.gpus[g].scratch_backing_va = Some(a.va_addr);
                self.notes.push(DriverNote::ScratchBackingVa {
                    gpu_index: g,
                    base_bytes: a.va_addr << 16,
                });
                Ok(())
            }
            nr::GET_TILE_CONFIG => self.get_tile_config(kd, user),
            nr::SET_TRAP_HANDLER => {
                let a = abi::SetTrapHandlerArgs::read_from(kd);
                let g = self.bound_gpu(a.gpu_id)?;
                self.gpus[g].trap_handler = Some((a.tba_addr, a.tma_addr));
                self.notes.push(DriverNote::TrapHandler {
                    gpu_index: g,
                    tba: a.tba_addr,
                    tma: a.tma_addr,
                });
                Ok(())
            }
            nr::GET_PROCESS_APERTURES_NEW => self.get_process_apertures_new(kd, user),
            nr::ACQUIRE_VM => {
                let a = abi::AcquireVmArgs::read_from(kd);
                let g = self.gpu_index(a.gpu_id).ok_or(Errno::EINVAL)?;
                match self.gpus[g].vm_drm_fd {
                    Some(fd) if fd != a.drm_fd => Err(Errno::EBUSY),
                    _ => {
                        self.gpus[g].vm_drm_fd = Some(a.drm_fd);
                        Ok(())
                    }
                }
            }
            nr::ALLOC_MEMORY_OF_GPU => self.alloc_memory(kd),
            nr::FREE_MEMORY_OF_GPU => self.free_memory(kd),
            nr::MAP_MEMORY_TO_GPU => self.map_memory(kd, user, true),
            nr::UNMAP_MEMORY_FROM_GPU => self.map_memory(kd, user, false),
            nr::SET_CU_MASK => self.set_cu_mask(kd, user),
            nr::ALLOC_QUEUE_GWS => Err(Errno::ENODEV),
            nr::SET_XNACK_MODE => {
                let a = abi::SetXnackModeArgs::read_from(kd);
                if a.xnack_enabled < 0 {
                    abi::SetXnackModeArgs { xnack_enabled: 0 }.write_to(kd);
                    Ok(())
                } else if a.xnack_enabled == 0 {
                    Ok(())
                } else {
                    Err(Errno::EPERM)
                }
            }
            nr::AVAILABLE_MEMORY => {
                let mut a = abi::GetAvailableMemoryArgs::read_from(kd);
                let g = self.gpu_index(a.gpu_id).ok_or(Errno::EINVAL)?;
                a.available = self
                    .cfg
                    .gpu
                    .local_mem_size_bytes
                    .saturating_sub(self.gpus[g].vram_used_bytes);
                a.write_to(kd);
                Ok(())
            }
            nr::SVM => {
                let ids: Vec<u32> = self.gpus.iter().map(|g| g.gpu_id).collect();
                if let Some(set) = self.svm.ioctl(kd, usize, &ids)? {
                    self.notes.push(DriverNote::SvmSet(set));
                }
                Ok(())
            }
            // GET_QUEUE_WAVE_STATE (no CWSR), dmabuf, SMI, CRIU.
            _ => Err(Errno::EINVAL),
        };
        match r {
            Ok(()) => Ok(IoctlOutcome::Done(0)),
            Err(e) => Err(self.refuse(n, e, "request refused")),
        }
    }

    /// The GPU index for `gpu_id`, which must have acquired its VM (kfd_bind_process_to_device).
    fn bound_gpu(&self, gpu_id: u32) -> Result<usize, Errno> {
        let g = self.gpu_index(gpu_id).ok_or(Errno::EINVAL)?;
        if self.gpus[g].vm_drm_fd.is_none() {
            return Err(Errno::EINVAL);
        }
        Ok(g)
    }

    fn apertures(&self, g: usize) -> abi::ProcessDeviceApertures {
        let lds_base = 1u64 << 61;
        let scratch_base = (1u64 << 61) + (1u64 << 32);
        abi::ProcessDeviceApertures {
            lds_base,
            lds_limit: lds_base | 0xFFFF_FFFF,
            scratch_base,
            scratch_limit: scratch_base | 0xFFFF_FFFF,
            gpuvm_base: self.cfg.gpuvm_base,
            gpuvm_limit: self.cfg.gpuvm_limit,
            gpu_id: self.gpus[g].gpu_id,
            pad: 0,
        }
    }

    fn get_process_apertures(&mut self, kd: &mut [u8]) -> Result<(), Errno> {
        let mut a = abi::GetProcessAperturesArgs::default();
        let n = self.gpus.len().min(abi::NUM_OF_SUPPORTED_GPUS);
        for g in 0..n {
            a.process_apertures[g] = self.apertures(g);
        }
        a.num_of_nodes = n as u32;
        a.write_to(kd);
        Ok(())
    }

    fn get_process_apertures_new(
        &mut self,
        kd: &mut [u8],
        user: &mut dyn UserMemory,
    ) -> Result<(), Errno> {
        let mut a = abi::GetProcessAperturesNewArgs::read_from(kd);
        if a.num_of_nodes == 0 {
            a.num_of_nodes = self.gpus.len() as u32;
            a.write_to(kd);
            return Ok(());
        }
        let n = self.gpus.len().min(a.num_of_nodes as usize);
        let esz = abi::ProcessDeviceApertures::SIZE;
        let mut buf = vec![0u8; n * esz];
        for g in 0..n {
            self.apertures(g).write_to(&mut buf[g * esz..]);
        }
        a.num_of_nodes = n as u32;
        a.write_to(kd);
        user.write(a.kfd_process_device_apertures_ptr, &buf)
            .map_err(|_| Errno::EFAULT)
    }

    fn get_clock_counters(&mut self, kd: &mut [u8], now_ps: u64) -> Result<(), Errno> {
        let mut a = abi::GetClockCountersArgs::read_from(kd);
        // An unknown gpu_id (ROCr asks with 0) gives a zero GPU counter, as amdkfd.
        a.gpu_clock_counter = match self.gpu_index(a.gpu_id) {
            Some(_) => {
                (u128::from(now_ps) * u128::from(self.cfg.gpu.engine_clk_mhz) / 1_000_000) as u64
            }
            None => 0,
        };
        a.cpu_clock_counter = now_ps / 1000;
        a.system_clock_counter = now_ps / 1000;
        a.system_clock_freq = 1_000_000_000;
        a.write_to(kd);
        Ok(())
    }

    fn set_memory_policy(&mut self, kd: &mut [u8]) -> Result<(), Errno> {
        let a = abi::SetMemoryPolicyArgs::read_from(kd);
        let valid = |p| {
            p == abi::KFD_IOC_CACHE_POLICY_COHERENT || p == abi::KFD_IOC_CACHE_POLICY_NONCOHERENT
        };
        if !valid(a.default_policy) || !valid(a.alternate_policy) {
            return Err(Errno::EINVAL);
        }
        let g = self.bound_gpu(a.gpu_id)?;
        self.gpus[g].memory_policy = Some((
            a.default_policy,
            a.alternate_policy,
            a.alternate_aperture_base,
            a.alternate_aperture_size,
        ));
        Ok(())
    }

    fn get_tile_config(&mut self, kd: &mut [u8], user: &mut dyn UserMemory) -> Result<(), Errno> {
        use crate::tile::{FIJI_MACROTILE_MODES, FIJI_TILE_MODES};
        let mut a = abi::GetTileConfigArgs::read_from(kd);
        self.gpu_index(a.gpu_id).ok_or(Errno::EINVAL)?;
        a.gb_addr_config = self.cfg.gpu.gb_addr_config;
        a.num_banks = self.cfg.gpu.num_banks;
        a.num_ranks = self.cfg.gpu.num_ranks;
        a.num_tile_configs = a.num_tile_configs.min(FIJI_TILE_MODES.len() as u32);
        a.num_macro_tile_configs = a
            .num_macro_tile_configs
            .min(FIJI_MACROTILE_MODES.len() as u32);
        let bytes = |v: &[u32]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
        let mut r = Ok(());
        if a.num_tile_configs > 0 {
            let b = bytes(&FIJI_TILE_MODES[..a.num_tile_configs as usize]);
            if user.write(a.tile_config_ptr, &b).is_err() {
                a.num_tile_configs = 0;
                r = Err(Errno::EFAULT);
            }
        }
        if r.is_ok() && a.num_macro_tile_configs > 0 {
            let b = bytes(&FIJI_MACROTILE_MODES[..a.num_macro_tile_configs as usize]);
            if user.write(a.macro_tile_config_ptr, &b).is_err() {
                a.num_macro_tile_configs = 0;
                r = Err(Errno::EFAULT);
            }
        }
        a.write_to(kd);
        r
    }

    fn create_queue(&mut self, kd: &mut [u8]) -> Result<(), Errno> {
        let mut a = abi::CreateQueueArgs::read_from(kd);
        if a.queue_percentage > abi::KFD_MAX_QUEUE_PERCENTAGE
            || a.queue_priority > abi::KFD_MAX_QUEUE_PRIORITY
        {
            return Err(Errno::EINVAL);
        }
        if a.ring_size != 0 && !a.ring_size.is_power_of_two() {
            return Err(Errno::EINVAL);
        }
        if a.queue_type != abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL {
            return Err(Errno::EINVAL);
        }
        let g = self.bound_gpu(a.gpu_id)?;
        let queue_id = (0..self.cfg.max_queues)
            .find(|q| !self.queues.contains_key(q))
            .ok_or(Errno::ENOMEM)?;
        let ring_alias_half = self.ring_aliases(g, a.ring_base_address, u64::from(a.ring_size));
        let desc = QueueDesc {
            queue_id,
            gpu_id: a.gpu_id,
            gpu_index: g,
            queue_type: a.queue_type,
            ring_base_address: a.ring_base_address,
            ring_size_bytes: u64::from(a.ring_size),
            ring_alias_half,
            read_pointer_address: a.read_pointer_address,
            write_pointer_address: a.write_pointer_address,
            eop_buffer_address: a.eop_buffer_address,
            eop_buffer_size: a.eop_buffer_size,
            ctx_save_restore_address: a.ctx_save_restore_address,
            ctx_save_restore_size: a.ctx_save_restore_size,
            queue_percentage: a.queue_percentage,
            queue_priority: a.queue_priority,
        };
        self.queues.insert(queue_id, desc.clone());
        self.notes.push(DriverNote::QueueCreated(desc));
        a.queue_id = queue_id;
        // gfx8: the page offset only; the thunk adds queue_id x 4 itself.
        a.doorbell_offset = abi::KFD_MMAP_TYPE_DOORBELL | abi::mmap_gpu_id(a.gpu_id);
        a.write_to(kd);
        Ok(())
    }

    /// Whether `[base, base+size)` lies in an AQL_QUEUE_MEM BO visible to GPU `g`.
    fn ring_aliases(&self, g: usize, base: u64, size: u64) -> bool {
        self.bos.values().any(|b| {
            b.aliases_upper_half()
                && (b.mapped_on.contains(&g) || b.gpu_index == g)
                && base >= b.va
                && base.saturating_add(size) <= b.va.saturating_add(b.size_bytes)
        })
    }

    fn destroy_queue(&mut self, kd: &mut [u8]) -> Result<(), Errno> {
        let a = abi::DestroyQueueArgs::read_from(kd);
        let q = self.queues.remove(&a.queue_id).ok_or(Errno::EINVAL)?;
        self.notes.push(DriverNote::QueueDestroyed {
            gpu_index: q.gpu_index,
            queue_id: q.queue_id,
        });
        Ok(())
    }

    fn update_queue(&mut self, kd: &mut [u8]) -> Result<(), Errno> {
        let a = abi::UpdateQueueArgs::read_from(kd);
        if a.queue_percentage > abi::KFD_MAX_QUEUE_PERCENTAGE
            || a.queue_priority > abi::KFD_MAX_QUEUE_PRIORITY
        {
            return Err(Errno::EINVAL);
        }
        if a.ring_size != 0 && !a.ring_size.is_power_of_two() {
            return Err(Errno::EINVAL);
        }
        let q = self.queues.get(&a.queue_id).ok_or(Errno::EFAULT)?;
        let alias = self.ring_aliases(q.gpu_index, a.ring_base_address, u64::from(a.ring_size));
        let Some(q) = self.queues.get_mut(&a.queue_id) else {
            return Err(Errno::EFAULT);
        };
        q.ring_base_address = a.ring_base_address;
        q.ring_size_bytes = u64::from(a.ring_size);
        q.ring_alias_half = alias;
        q.queue_percentage = a.queue_percentage;
        q.queue_priority = a.queue_priority;
        let d = q.clone();
        self.notes.push(DriverNote::QueueUpdated(d));
        Ok(())
    }

    fn set_cu_mask(&mut self, kd: &mut [u8], user: &mut dyn UserMemory) -> Result<(), Errno> {
        let a = abi::SetCuMaskArgs::read_from(kd);
        if a.num_cu_mask == 0 || a.num_cu_mask % 32 != 0 {
            return Err(Errno::EINVAL);
        }
        let max_bits = self.cfg.gpu.cu_count.div_ceil(32) * 32;
        let bits = a.num_cu_mask.min(max_bits);
        let mut raw = vec![0u8; (bits / 32) as usize * 4];
        user.read(a.cu_mask_ptr, &mut raw)
            .map_err(|_| Errno::EFAULT)?;
        let q = self.queues.get(&a.queue_id).ok_or(Errno::EFAULT)?;
        let mask = raw
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        self.notes.push(DriverNote::QueueCuMask {
            gpu_index: q.gpu_index,
            queue_id: q.queue_id,
            mask,
        });
        Ok(())
    }

    fn alloc_memory(&mut self, kd: &mut [u8]) -> Result<(), Errno> {
        use abi::*;
        let mut a = AllocMemoryOfGpuArgs::read_from(kd);
        let g = self.bound_gpu(a.gpu_id)?;
        if a.size == 0 || a.va_addr % PAGE_BYTES != 0 {
            return Err(Errno::EINVAL);
        }
        let size = a
            .size
            .checked_next_multiple_of(PAGE_BYTES)
            .ok_or(Errno::EINVAL)?;
        a.va_addr.checked_add(size).ok_or(Errno::EINVAL)?;
        let f = a.flags;
        let gpu_id = a.gpu_id;
        let (kind, mmap_offset, cpu_addr) = if f & KFD_IOC_ALLOC_MEM_FLAGS_VRAM != 0 {
            let used = self.gpus[g].vram_used_bytes;
            if used.saturating_add(size) > self.cfg.gpu.local_mem_size_bytes {
                return Err(Errno::ENOMEM);
            }
            (MemKind::Vram, self.next_render_offset(size), a.va_addr)
        } else if f & KFD_IOC_ALLOC_MEM_FLAGS_GTT != 0 {
            (MemKind::Gtt, self.next_render_offset(size), a.va_addr)
        } else if f & KFD_IOC_ALLOC_MEM_FLAGS_USERPTR != 0 {
            if a.mmap_offset % PAGE_BYTES != 0 {
                return Err(Errno::EINVAL);
            }
            (MemKind::Userptr, a.mmap_offset, a.mmap_offset)
        } else if f & KFD_IOC_ALLOC_MEM_FLAGS_DOORBELL != 0 {
            if size != PAGE_BYTES {
                return Err(Errno::EINVAL);
            }
            (
                MemKind::Doorbell,
                KFD_MMAP_TYPE_DOORBELL | mmap_gpu_id(gpu_id),
                0,
            )
        } else if f & KFD_IOC_ALLOC_MEM_FLAGS_MMIO_REMAP != 0 {
            if size != PAGE_BYTES {
                return Err(Errno::EINVAL);
            }
            if !self.cfg.mmio_remap {
                return Err(Errno::ENOMEM);
            }
            (
                MemKind::MmioRemap,
                KFD_MMAP_TYPE_MMIO | mmap_gpu_id(gpu_id),
                0,
            )
        } else {
            return Err(Errno::EINVAL);
        };
        if kind == MemKind::Vram {
            self.gpus[g].vram_used_bytes += size;
        }
        let idr = self.gpus[g].next_idr;
        self.gpus[g].next_idr = idr.checked_add(1).ok_or(Errno::ENOMEM)?;
        let handle = (u64::from(gpu_id) << 32) | u64::from(idr);
        let bo = Bo {
            handle,
            gpu_index: g,
            kind,
            va: a.va_addr,
            size_bytes: size,
            flags: f,
            cpu_addr,
            mmap_offset,
            mapped_on: BTreeSet::new(),
        };
        self.notes.push(DriverNote::BoAllocated(bo.clone()));
        self.bos.insert(handle, bo);
        a.handle = handle;
        a.mmap_offset = mmap_offset;
        a.write_to(kd);
        Ok(())
    }

    fn next_render_offset(&mut self, size: u64) -> u64 {
        let off = self.render_cursor;
        self.render_cursor = self.render_cursor.saturating_add(size);
        off
    }

    fn free_memory(&mut self, kd: &mut [u8]) -> Result<(), Errno> {
        let a = abi::FreeMemoryOfGpuArgs::read_from(kd);
        let bo = self.bos.get(&a.handle).ok_or(Errno::EINVAL)?;
        if !bo.mapped_on.is_empty() {
            return Err(Errno::EBUSY);
        }
        if let Some(SignalPage::User { handle, .. }) = self.events.signal_page() {
            if handle == a.handle {
                return Err(Errno::EBUSY);
            }
        }
        let Some(bo) = self.bos.remove(&a.handle) else {
            return Err(Errno::EINVAL);
        };
        if bo.kind == MemKind::Vram {
            let s = &mut self.gpus[bo.gpu_index];
            s.vram_used_bytes = s.vram_used_bytes.saturating_sub(bo.size_bytes);
        }
        self.notes.push(DriverNote::BoFreed(bo));
        Ok(())
    }

    fn map_memory(
        &mut self,
        kd: &mut [u8],
        user: &mut dyn UserMemory,
        map: bool,
    ) -> Result<(), Errno> {
        let mut a = abi::MapMemoryToGpuArgs::read_from(kd);
        let (va, size) = match self.bos.get(&a.handle) {
            Some(b) => (b.va, b.size_bytes),
            None => return Err(Errno::EINVAL),
        };
        if a.n_devices == 0 || a.n_success > a.n_devices {
            return Err(Errno::EINVAL);
        }
        if a.n_devices > MAX_USER_ARRAY {
            return Err(Errno::ENOMEM);
        }
        let mut raw = vec![0u8; a.n_devices as usize * 4];
        user.read(a.device_ids_array_ptr, &mut raw)
            .map_err(|_| Errno::EFAULT)?;
        let ids: Vec<u32> = raw
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let mut result = Ok(());
        for (i, &gpu_id) in ids.iter().enumerate().skip(a.n_success as usize) {
            let step = if map {
                self.map_one(a.handle, gpu_id, va, size)
            } else {
                self.unmap_one(a.handle, gpu_id, va)
            };
            if let Err(e) = step {
                result = Err(e);
                break;
            }
            a.n_success = i as u32 + 1;
        }
        a.write_to(kd);
        result
    }

    fn map_one(&mut self, handle: u64, gpu_id: u32, va: u64, size: u64) -> Result<(), Errno> {
        let g = self.bound_gpu(gpu_id)?;
        let already = self
            .bos
            .get(&handle)
            .is_some_and(|b| b.mapped_on.contains(&g));
        if already {
            return Ok(());
        }
        // Overlap with another BO mapped on this GPU.
        let end = va + size;
        let gs = &self.gpus[g];
        if let Some((&ova, &oh)) = gs.va_map.range(..end).next_back() {
            if let Some(o) = self.bos.get(&oh) {
                if ova < end && ova + o.size_bytes > va {
                    return Err(Errno::EINVAL);
                }
            }
        }
        self.gpus[g].va_map.insert(va, handle);
        if let Some(b) = self.bos.get_mut(&handle) {
            b.mapped_on.insert(g);
        }
        Ok(())
    }

    fn unmap_one(&mut self, handle: u64, gpu_id: u32, va: u64) -> Result<(), Errno> {
        let g = self.gpu_index(gpu_id).ok_or(Errno::EINVAL)?;
        let mapped = self
            .bos
            .get(&handle)
            .is_some_and(|b| b.mapped_on.contains(&g));
        if !mapped {
            return Err(Errno::EINVAL);
        }
        self.gpus[g].va_map.remove(&va);
        if let Some(b) = self.bos.get_mut(&handle) {
            b.mapped_on.remove(&g);
        }
        Ok(())
    }

    fn create_event(&mut self, kd: &mut [u8], user: &mut dyn UserMemory) -> Result<(), Errno> {
        let mut a = abi::CreateEventArgs::read_from(kd);
        if a.event_page_offset != 0 {
            // dGPU: the first call passes the events page's BO handle.
            let bo = self.bos.get(&a.event_page_offset).ok_or(Errno::EINVAL)?;
            if bo.size_bytes < u64::from(abi::KFD_SIGNAL_EVENT_LIMIT) * 8 {
                return Err(Errno::EINVAL);
            }
            let page = SignalPage::User {
                handle: bo.handle,
                cpu_addr: bo.cpu_addr,
            };
            self.events.set_signal_page(page)?;
        }
        let id = self
            .events
            .create(a.event_type, a.auto_reset != 0, a.node_id)?;
        let signal = self.events.get(id).is_some_and(|e| e.is_signal());
        a.event_id = id;
        if signal {
            a.event_trigger_data = id;
            a.event_slot_index = id;
            a.event_page_offset = abi::KFD_MMAP_TYPE_EVENTS;
            if let Some(SignalPage::User { cpu_addr, .. }) = self.events.signal_page() {
                let slot = cpu_addr.wrapping_add(u64::from(id) * 8);
                if user
                    .write(slot, &abi::UNSIGNALED_EVENT_SLOT.to_le_bytes())
                    .is_err()
                {
                    tracing::debug!(event_id = id, "events page slot not writable; left as is");
                }
            }
        }
        a.write_to(kd);
        Ok(())
    }

    fn wait_events(
        &mut self,
        kd: &mut [u8],
        usize: usize,
        user: &mut dyn UserMemory,
        now_ps: u64,
    ) -> Result<IoctlOutcome, Errno> {
        let n = nr::WAIT_EVENTS;
        let mut a = abi::WaitEventsArgs::read_from(kd);
        if a.num_events > MAX_USER_ARRAY {
            return Err(self.refuse(n, Errno::ENOMEM, "too many events"));
        }
        let esz = abi::EventData::SIZE;
        let mut raw = vec![0u8; a.num_events as usize * esz];
        if user.read(a.events_ptr, &mut raw).is_err() {
            return Err(self.refuse(n, Errno::EFAULT, "events array unreadable"));
        }
        let ids: Vec<u32> = raw
            .chunks_exact(esz)
            .map(|c| abi::EventData::read_from(c).event_id)
            .collect();
        match self
            .events
            .begin_wait(&ids, a.wait_for_all != 0, a.timeout, now_ps, kd, usize)
        {
            Err(e) => Err(self.refuse(n, e, "unknown event")),
            Ok(Ok(result)) => {
                a.wait_result = result;
                a.write_to(kd);
                Ok(IoctlOutcome::Done(0))
            }
            Ok(Err((token, deadline_ps))) => Ok(IoctlOutcome::Blocked { token, deadline_ps }),
        }
    }

    /// Handles `mmap(kfd_fd, offset, len)`: the type (bits 63:62) and gpu_id (61:46) of the
    /// byte offset pick a doorbell page, the events page or an MMIO remap page.
    pub fn mmap(&mut self, offset: u64, len: u64) -> Result<MmapTarget, Errno> {
        let (ty, gpu_id) = abi::mmap_decode(offset);
        let r = match ty {
            abi::KFD_MMAP_TYPE_DOORBELL => match self.gpu_index(gpu_id) {
                Some(g) if len == abi::PAGE_BYTES => Ok(MmapTarget::Doorbell {
                    gpu_index: g,
                    gpu_id,
                    offset_in_page: offset & (abi::PAGE_BYTES - 1),
                }),
                _ => Err(Errno::EINVAL),
            },
            abi::KFD_MMAP_TYPE_EVENTS => {
                let want = u64::from(abi::KFD_SIGNAL_EVENT_LIMIT) * 8;
                if self.events.signal_page().is_some() && len == want {
                    Ok(MmapTarget::EventsPage)
                } else {
                    Err(Errno::EINVAL)
                }
            }
            abi::KFD_MMAP_TYPE_MMIO => {
                let mapped = self.bos.values().any(|b| {
                    b.kind == MemKind::MmioRemap && self.gpus[b.gpu_index].gpu_id == gpu_id
                });
                match self.gpu_index(gpu_id) {
                    Some(g) if mapped && len == abi::PAGE_BYTES => Ok(MmapTarget::MmioRemap {
                        gpu_index: g,
                        gpu_id,
                    }),
                    _ => Err(Errno::EINVAL),
                }
            }
            _ => Err(Errno::EINVAL),
        };
        r.inspect_err(|_e| {
            if self.logged.insert((0x1000, (offset >> 62) as i32)) {
                tracing::warn!(offset, len, "kfd mmap refused (logged once per type)");
            }
        })
    }

    /// Handles `mmap(renderD<minor>, offset, len)` of a VRAM or GTT BO's mmap offset.
    pub fn mmap_render(
        &self,
        render_minor: u32,
        offset: u64,
        len: u64,
    ) -> Result<MmapTarget, Errno> {
        let g = render_minor
            .checked_sub(self.cfg.render_minor_base)
            .map(|g| g as usize)
            .filter(|g| *g < self.gpus.len())
            .ok_or(Errno::ENODEV)?;
        let bo = self
            .bos
            .values()
            .find(|b| matches!(b.kind, MemKind::Vram | MemKind::Gtt) && b.mmap_offset == offset)
            .ok_or(Errno::EINVAL)?;
        let logical = if bo.aliases_upper_half() {
            bo.size_bytes / 2
        } else {
            bo.size_bytes
        };
        if len == 0 || len > logical.max(bo.size_bytes) {
            return Err(Errno::EINVAL);
        }
        let _ = g;
        Ok(MmapTarget::Bo {
            handle: bo.handle,
            gpu_index: bo.gpu_index,
            kind: bo.kind,
            va: bo.va,
        })
    }

    /// Routes a doorbell store on GPU `gpu_index`'s doorbell page (byte `offset_in_page`,
    /// `width_bytes` 4 on gfx8, 8 accepted) to its queue.
    pub fn doorbell_write(
        &mut self,
        gpu_index: usize,
        offset_in_page: u64,
        value: u64,
        width_bytes: u32,
    ) -> Result<DoorbellRing, Errno> {
        let ok_width = width_bytes == 4 || width_bytes == 8;
        let r = if !ok_width
            || !offset_in_page.is_multiple_of(4)
            || offset_in_page >= abi::PAGE_BYTES
        {
            Err(Errno::EINVAL)
        } else {
            let queue_id = (offset_in_page / 4) as u32;
            match self.queues.get(&queue_id) {
                Some(q) if q.gpu_index == gpu_index => Ok(DoorbellRing {
                    gpu_index,
                    queue_id,
                    value: if width_bytes == 4 {
                        value & 0xffff_ffff
                    } else {
                        value
                    },
                }),
                _ => Err(Errno::EINVAL),
            }
        };
        r.inspect_err(|_e| {
            if self.logged.insert((0x2000, gpu_index as i32)) {
                tracing::warn!(
                    gpu_index,
                    offset_in_page,
                    "doorbell store to no queue of this GPU (logged once per GPU)"
                );
            }
        })
    }

    /// Translates a GPU virtual address through GPU `gpu_index`'s mappings. The upper half
    /// of an AQL_QUEUE_MEM BO aliases its lower half.
    pub fn translate(&self, gpu_index: usize, va: u64) -> Option<GpuVaTarget> {
        let gs = self.gpus.get(gpu_index)?;
        let (&base, &h) = gs.va_map.range(..=va).next_back()?;
        let bo = self.bos.get(&h)?;
        let mut off = va - base;
        if off >= bo.size_bytes {
            return None;
        }
        if bo.aliases_upper_half() {
            let half = bo.size_bytes / 2;
            if half > 0 {
                off %= half;
            }
        }
        Some(match bo.kind {
            MemKind::Vram => GpuVaTarget::Vram {
                gpu_index: bo.gpu_index,
                va: bo.va + off,
            },
            MemKind::Gtt => GpuVaTarget::Host {
                cpu_addr: bo.va + off,
            },
            MemKind::Userptr => GpuVaTarget::Host {
                cpu_addr: bo.cpu_addr + off,
            },
            MemKind::Doorbell => GpuVaTarget::Doorbell {
                gpu_index: bo.gpu_index,
                offset: off,
            },
            MemKind::MmioRemap => GpuVaTarget::Mmio {
                gpu_index: bo.gpu_index,
                offset: off,
            },
        })
    }
}
