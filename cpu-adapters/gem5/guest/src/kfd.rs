//! A KFD session from a real process: the host stub's runtime sequence
//! (`cpu-adapters/host-stub/src/runtime.rs`: open the GPUs, GTT and VRAM buffers, load a code
//! object, launch, wait) made of `open`, `ioctl` and `mmap` system calls on `/dev/kfd`, as a
//! program simulated by gem5 in SE mode makes them (gem5's `TandemKfd` forwards them to
//! Tandem's emulated driver).
//!
//! Opening ([`Kfd::open`]): GET_VERSION; GET_PROCESS_APERTURES_NEW twice (count, then the
//! array: the gpu_ids); ACQUIRE_VM per GPU (`drm_fd` 100 + i: no render node exists); host
//! buffers for the events page, the kernarg pool and the completion-signal pool; per GPU a
//! signal event (the first CREATE_EVENT passes the events page's handle), a ring and an
//! `amd_queue_t` page in host memory, CREATE_QUEUE, and the doorbell page's mmap.
//!
//! Host memory the GPUs see ([`Kfd::alloc_host`]): fresh anonymous pages, untouched until
//! ALLOC_MEMORY_OF_GPU (GTT | WRITABLE, `va_addr` = their address, on the first GPU) and
//! MAP_MEMORY_TO_GPU on every GPU of the session; then ordinary memory. VRAM
//! ([`Kfd::alloc_vram`]): ALLOC_MEMORY_OF_GPU (VRAM | WRITABLE | PUBLIC) at a GPU virtual
//! address from `DEVICE_VA_BASE` up, MAP_MEMORY_TO_GPU on every GPU, and a CPU mapping
//! (`mmap(kfd, mmap_offset)`) through which the program copies with 8-, 4- and 1-byte
//! volatile accesses. Kernels get the GPU virtual address.
//!
//! Launch ([`Kfd::launch`]): kernarg segment and packet from the `host-abi` crate (shared with the
//! host stub), packet body first, the header last with a release store, the write index in
//! `amd_queue_t`, then a 32-bit store of the new write index at doorbell page + queue_id x 4.
//! Wait ([`Kfd::wait`]): read each completion signal's value; while one is not 0, WAIT_EVENTS
//! on the queue's event (1 s slices of simulated time) until `timeout_ms` is used up.

use std::sync::atomic::{fence, AtomicU16, Ordering};

use anyhow::{anyhow, bail, Context, Result};
use emulated_driver::abi::{self, nr, AbiStruct};
use gpu_sim::loader::CodeObject;
use gpu_sim::sys::memory::{scratch_va, DEVICE_VA_BASE, PAGE};
use host_abi::aql::amd_queue::{MAX_LEGACY_DOORBELL_DISPATCH_ID_PLUS_1, READ_DISPATCH_ID};
use host_abi::ArgValue;
use host_abi::{amd_queue_image, QueueInit};

use crate::sys::{self, Errno, Fd};

/// AQL packets per ring.
const RING_PACKETS: u64 = 64;
/// Bytes of the kernarg pool; each launch takes 256-byte-aligned space, wrapping.
const KERNARG_POOL_BYTES: u64 = 256 << 10;
const KERNARG_ALIGN: u64 = 256;
/// Completion signals in the pool (64 bytes each), reused round-robin.
const SIGNALS: u64 = 1024;
const SIGNAL_BYTES: u64 = 64;
/// The events page: one 8-byte mailbox slot per signal event.
const EVENTS_PAGE_BYTES: u64 = abi::KFD_SIGNAL_EVENT_LIMIT as u64 * 8;
/// `drm_fd` of ACQUIRE_VM for GPU i is this + i.
const DRM_FD_BASE: u32 = 100;
/// One WAIT_EVENTS sleeps at most this long (simulated milliseconds).
const WAIT_SLICE_MS: u64 = 1000;
/// gfx8 doorbells are 4 bytes; queue q's doorbell is at byte q x 4 of its GPU's page.
const DOORBELL_BYTES: u64 = 4;

fn round_up(v: u64, to: u64) -> u64 {
    v.div_ceil(to) * to
}

/// Name of a KFD ioctl number, for messages.
pub fn ioctl_name(n: u32) -> String {
    let s = match n {
        nr::GET_VERSION => "GET_VERSION",
        nr::CREATE_QUEUE => "CREATE_QUEUE",
        nr::DESTROY_QUEUE => "DESTROY_QUEUE",
        nr::CREATE_EVENT => "CREATE_EVENT",
        nr::WAIT_EVENTS => "WAIT_EVENTS",
        nr::GET_PROCESS_APERTURES_NEW => "GET_PROCESS_APERTURES_NEW",
        nr::ACQUIRE_VM => "ACQUIRE_VM",
        nr::ALLOC_MEMORY_OF_GPU => "ALLOC_MEMORY_OF_GPU",
        nr::FREE_MEMORY_OF_GPU => "FREE_MEMORY_OF_GPU",
        nr::MAP_MEMORY_TO_GPU => "MAP_MEMORY_TO_GPU",
        nr::UNMAP_MEMORY_FROM_GPU => "UNMAP_MEMORY_FROM_GPU",
        _ => return format!("ioctl nr {n:#x}"),
    };
    s.to_string()
}

/// Where the next `need` bytes of a wrapping pool of `pool` bytes go, as (offset, next cursor):
/// at the cursor, or back at 0 when they would run past the end. `None` if they never fit.
pub fn pool_slot(cursor: u64, need: u64, pool: u64) -> Option<(u64, u64)> {
    if need > pool {
        return None;
    }
    let start = if cursor.saturating_add(need) > pool {
        0
    } else {
        cursor
    };
    Some((start, start + need))
}

/// What answers a session's calls: the KFD device through system calls ([`SysKfd`]), or an
/// in-process stand-in (the tests run the program against Tandem's driver that way).
pub trait Backend {
    /// `ioctl(fd, request, arg)`; `arg` holds at least `_IOC_SIZE(request)` bytes.
    fn ioctl(&mut self, request: u32, arg: &mut [u8]) -> Result<(), Errno>;
    /// `mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, offset)`.
    fn mmap(&mut self, len: u64, offset: u64) -> Result<*mut u8, Errno>;
}

/// The device itself: an open file descriptor.
pub struct SysKfd(Fd);

impl Backend for SysKfd {
    fn ioctl(&mut self, request: u32, arg: &mut [u8]) -> Result<(), Errno> {
        sys::ioctl(&self.0, request, arg).map(|_| ())
    }
    fn mmap(&mut self, len: u64, offset: u64) -> Result<*mut u8, Errno> {
        sys::mmap_shared(&self.0, len as usize, offset)
    }
}

/// The open device, on which ioctls and mmaps are made.
pub struct Device {
    backend: Box<dyn Backend>,
    path: String,
    /// Print every ioctl and mmap on stderr.
    pub verbose: bool,
}

impl Device {
    /// `open(path, O_RDWR | O_CLOEXEC)`.
    pub fn open(path: &str) -> Result<Device> {
        let fd = sys::open_rw(path).map_err(|e| {
            anyhow!(
                "cannot open {path}: {e} (under gem5 SE, /dev/kfd is Tandem's TandemKfd driver; natively there is usually no KFD device)"
            )
        })?;
        Ok(Device::with_backend(Box::new(SysKfd(fd)), path))
    }

    /// A device answered by `backend`; `name` stands for the path in messages.
    pub fn with_backend(backend: Box<dyn Backend>, name: &str) -> Device {
        Device {
            backend,
            path: name.to_string(),
            verbose: false,
        }
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    /// `ioctl(fd, request, arg)` with raw argument bytes.
    pub fn ioctl_raw(&mut self, request: u32, arg: &mut [u8]) -> Result<(), Errno> {
        if arg.len() < abi::ioctl_arg_len(u64::from(request)) {
            return Err(Errno(libc::EFAULT));
        }
        let r = self.backend.ioctl(request, arg);
        if self.verbose {
            let n = abi::ioc_nr(request);
            match r {
                Ok(()) => eprintln!("kfd: {} ok", ioctl_name(n)),
                Err(e) => eprintln!("kfd: {} failed: {e}", ioctl_name(n)),
            }
        }
        r
    }

    /// The ioctl `n` of the KFD header with argument struct `a` (read back after the call, also
    /// when it fails, as the kernel copies the struct out either way).
    pub fn ioctl<T: AbiStruct>(&mut self, n: u32, a: &mut T) -> Result<(), Errno> {
        let request = abi::request(n).ok_or(Errno(libc::EINVAL))?;
        let mut b = vec![0u8; T::SIZE.max(abi::ioctl_arg_len(u64::from(request)))];
        a.write_to(&mut b);
        let r = self.ioctl_raw(request, &mut b);
        *a = T::read_from(&b);
        r
    }

    /// [`Device::ioctl`] with an error that names the call.
    fn call<T: AbiStruct>(&mut self, n: u32, a: &mut T, what: &str) -> Result<()> {
        let r = self.ioctl(n, a);
        r.map_err(|e| anyhow!("{} ({what}) on {}: {e}", ioctl_name(n), self.path))
    }

    /// `mmap(NULL, len, RW, MAP_SHARED, fd, offset)`.
    fn mmap(&mut self, len: u64, offset: u64, what: &str) -> Result<*mut u8> {
        let r = self.backend.mmap(len, offset);
        if self.verbose {
            eprintln!("kfd: mmap {what} offset {offset:#x} len {len:#x}: {r:?}");
        }
        r.map_err(|e| anyhow!("mmap of {what} (offset {offset:#x}) on {}: {e}", self.path))
    }

    /// GET_VERSION: (major, minor).
    pub fn version(&mut self) -> Result<(u32, u32)> {
        let mut v = abi::GetVersionArgs::default();
        self.call(nr::GET_VERSION, &mut v, "driver version")?;
        Ok((v.major_version, v.minor_version))
    }

    /// The gpu_ids the driver reports (GET_PROCESS_APERTURES_NEW: the count, then the array).
    pub fn gpu_ids(&mut self) -> Result<Vec<u32>> {
        let mut ap = abi::GetProcessAperturesNewArgs::default();
        self.call(nr::GET_PROCESS_APERTURES_NEW, &mut ap, "GPU count")?;
        let n = ap.num_of_nodes as usize;
        if n == 0 {
            return Ok(Vec::new());
        }
        let sz = abi::ProcessDeviceApertures::SIZE;
        let mut raw = vec![0u8; sz * n];
        ap.kfd_process_device_apertures_ptr = raw.as_mut_ptr() as u64;
        self.call(nr::GET_PROCESS_APERTURES_NEW, &mut ap, "apertures")?;
        let got = (ap.num_of_nodes as usize).min(n);
        Ok((0..got)
            .map(|i| abi::ProcessDeviceApertures::read_from(&raw[i * sz..(i + 1) * sz]).gpu_id)
            .collect())
    }
}

/// Host memory the GPUs see: this process's own pages, registered as a GTT buffer object.
pub struct HostMem {
    ptr: *mut u8,
    len: u64,
    handle: u64,
}

impl HostMem {
    /// The address (the same for the CPU and the GPUs).
    pub fn va(&self) -> u64 {
        self.ptr as u64
    }

    /// Size in bytes (host buffers: whole pages).
    pub fn bytes(&self) -> u64 {
        self.len
    }

    pub fn handle(&self) -> u64 {
        self.handle
    }

    fn check(&self, off: u64, n: usize) -> Result<()> {
        if off.checked_add(n as u64).is_none_or(|e| e > self.len) {
            bail!(
                "access of {n} bytes at offset {off} outside a {}-byte host buffer",
                self.len
            );
        }
        Ok(())
    }

    /// Copies `data` in at `off` (plain stores; the launch path orders them before the packet).
    pub fn write(&self, off: u64, data: &[u8]) -> Result<()> {
        self.check(off, data.len())?;
        // SAFETY: in bounds of this mapping (checked), which lives as long as the process.
        unsafe {
            std::ptr::copy_nonoverlapping(data.as_ptr(), self.ptr.add(off as usize), data.len())
        };
        Ok(())
    }

    /// Copies `out.len()` bytes from `off`.
    pub fn read(&self, off: u64, out: &mut [u8]) -> Result<()> {
        self.check(off, out.len())?;
        // SAFETY: as in `write`.
        unsafe { sys::copy_from_io(self.ptr.add(off as usize), out) };
        Ok(())
    }

    /// A volatile load of the naturally aligned u64 at `off` (a value the GPU writes).
    pub fn load_u64(&self, off: u64) -> Result<u64> {
        self.check(off, 8)?;
        if !off.is_multiple_of(8) {
            bail!("unaligned 8-byte load at offset {off}");
        }
        // SAFETY: in bounds and aligned (the mapping is page aligned).
        Ok(unsafe { std::ptr::read_volatile(self.ptr.add(off as usize).cast::<u64>()) })
    }

    /// A volatile store of the naturally aligned u64 at `off` (a value the GPU reads).
    pub fn store_u64(&self, off: u64, v: u64) -> Result<()> {
        self.check(off, 8)?;
        if !off.is_multiple_of(8) {
            bail!("unaligned 8-byte store at offset {off}");
        }
        // SAFETY: in bounds and aligned.
        unsafe { std::ptr::write_volatile(self.ptr.add(off as usize).cast::<u64>(), v) };
        Ok(())
    }
}

/// A VRAM buffer of one GPU with its CPU mapping.
pub struct DeviceMem {
    gpu: usize,
    va: u64,
    len: u64,
    cpu: *mut u8,
    handle: u64,
}

impl DeviceMem {
    /// The GPU virtual address (what kernels get).
    pub fn va(&self) -> u64 {
        self.va
    }

    /// As a kernel argument.
    pub fn arg(&self) -> ArgValue {
        ArgValue::Ptr(self.va)
    }

    pub fn gpu(&self) -> usize {
        self.gpu
    }

    /// Size in bytes, as requested.
    pub fn bytes(&self) -> u64 {
        self.len
    }

    pub fn handle(&self) -> u64 {
        self.handle
    }

    fn check(&self, off: u64, n: usize) -> Result<()> {
        if off.checked_add(n as u64).is_none_or(|e| e > self.len) {
            bail!(
                "access of {n} bytes at offset {off} outside a {}-byte buffer on GPU {}",
                self.len,
                self.gpu + 1
            );
        }
        Ok(())
    }

    /// Copies `data` into the buffer at `off` through the CPU mapping (host to device).
    pub fn write(&self, off: u64, data: &[u8]) -> Result<()> {
        self.check(off, data.len())?;
        // SAFETY: in bounds of the mapping (checked), which lives as long as the process.
        unsafe { sys::copy_to_io(self.cpu.add(off as usize), data) };
        Ok(())
    }

    /// Copies `out.len()` bytes of the buffer at `off` out through the CPU mapping.
    pub fn read(&self, off: u64, out: &mut [u8]) -> Result<()> {
        self.check(off, out.len())?;
        // SAFETY: as in `write`.
        unsafe { sys::copy_from_io(self.cpu.add(off as usize), out) };
        Ok(())
    }
}

/// A code object loaded into host memory every GPU sees.
pub struct Module {
    pub code: CodeObject,
    pub base: HostMem,
}

struct Queue {
    id: u32,
    ring: HostMem,
    amd_queue: HostMem,
    mailbox_va: u64,
    event_id: u32,
    doorbell_page: *mut u8,
    write_index: u64,
    /// Completion signals (addresses) of launches not yet seen complete.
    outstanding: Vec<u64>,
}

struct Gpu {
    gpu_id: u32,
    queue: Queue,
    /// The program wrote this GPU's VRAM since its last dispatch (see [`Kfd::note_vram_write`]).
    vram_written: bool,
}

/// Counters of what the session did.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counters {
    pub launches: u64,
    pub doorbells: u64,
    pub wait_events: u64,
    /// VRAM buffers allocated.
    pub vram_allocs: u64,
}

/// A KFD session: the device, the GPUs it uses (one AQL queue each), and the host pools.
pub struct Kfd {
    dev: Device,
    gpus: Vec<Gpu>,
    /// The events page (kept mapped: the driver and the GPUs write mailboxes there).
    _events: HostMem,
    kernarg: HostMem,
    kernarg_next: u64,
    signals: HostMem,
    signal_next: u64,
    device_next: u64,
    timeout_ms: u64,
    pub counters: Counters,
}

/// GTT buffer over fresh pages, mapped on every GPU of `ids` (registered on `ids[0]`).
fn alloc_host_on(dev: &mut Device, ids: &[u32], bytes: u64) -> Result<HostMem> {
    let size = round_up(bytes.max(1), PAGE);
    let ptr = sys::mmap_anonymous(size as usize)
        .map_err(|e| anyhow!("reserving {size} bytes of host memory: {e}"))?;
    // The pages stay untouched until the driver has them: the adapter backs the range anew.
    let mut a = abi::AllocMemoryOfGpuArgs {
        va_addr: ptr as u64,
        size,
        gpu_id: ids[0],
        flags: abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT | abi::KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE,
        ..Default::default()
    };
    dev.call(nr::ALLOC_MEMORY_OF_GPU, &mut a, "host memory")?;
    map_to_all(dev, ids, a.handle)?;
    Ok(HostMem {
        ptr,
        len: size,
        handle: a.handle,
    })
}

/// MAP_MEMORY_TO_GPU of `handle` on every GPU of `ids`.
fn map_to_all(dev: &mut Device, ids: &[u32], handle: u64) -> Result<()> {
    let mut list: Vec<u8> = ids.iter().flat_map(|i| i.to_le_bytes()).collect();
    let mut m = abi::MapMemoryToGpuArgs {
        handle,
        device_ids_array_ptr: list.as_mut_ptr() as u64,
        n_devices: ids.len() as u32,
        n_success: 0,
    };
    dev.call(nr::MAP_MEMORY_TO_GPU, &mut m, "every GPU")?;
    if m.n_success != m.n_devices {
        bail!(
            "MAP_MEMORY_TO_GPU of buffer {handle:#x}: mapped on {} of {} GPUs",
            m.n_success,
            m.n_devices
        );
    }
    Ok(())
}

impl Kfd {
    /// Opens `path` and the first `gpus` GPUs the driver reports (all of them when `None`):
    /// VM, events, pools, one AQL queue per GPU with its doorbell mapping. `timeout_ms` bounds
    /// each [`Kfd::wait`] in simulated time.
    pub fn open(path: &str, gpus: Option<usize>, timeout_ms: u64, verbose: bool) -> Result<Kfd> {
        let mut dev = Device::open(path)?;
        dev.verbose = verbose;
        Kfd::on(dev, gpus, timeout_ms)
    }

    /// [`Kfd::open`] on an open device.
    pub fn on(mut dev: Device, gpus: Option<usize>, timeout_ms: u64) -> Result<Kfd> {
        let path = dev.path().to_string();
        let (major, minor) = dev.version()?;
        if major != abi::KFD_IOCTL_MAJOR_VERSION {
            bail!(
                "{path}: KFD ABI {major}.{minor}; this program speaks {}.x",
                abi::KFD_IOCTL_MAJOR_VERSION
            );
        }
        let all = dev.gpu_ids()?;
        let n = gpus.unwrap_or(all.len());
        if n == 0 || n > all.len() {
            bail!(
                "{n} GPUs requested but the driver on {path} has {} (check the GPU count in the gem5 config and the Tandem config)",
                all.len()
            );
        }
        let ids: Vec<u32> = all[..n].to_vec();
        for (i, &gpu_id) in ids.iter().enumerate() {
            let mut a = abi::AcquireVmArgs {
                drm_fd: DRM_FD_BASE + i as u32,
                gpu_id,
            };
            dev.call(nr::ACQUIRE_VM, &mut a, &format!("GPU {}", i + 1))?;
        }
        let events = alloc_host_on(&mut dev, &ids, EVENTS_PAGE_BYTES)?;
        let kernarg = alloc_host_on(&mut dev, &ids, KERNARG_POOL_BYTES)?;
        let signals = alloc_host_on(&mut dev, &ids, SIGNALS * SIGNAL_BYTES)?;
        let mut gpus_state = Vec::new();
        for (g, &gpu_id) in ids.iter().enumerate() {
            let what = format!("GPU {}", g);
            let mut e = abi::CreateEventArgs {
                // ROCt's dGPU path: the first event names the events page by its handle.
                event_page_offset: if g == 0 { events.handle } else { 0 },
                event_type: abi::KFD_IOC_EVENT_SIGNAL,
                auto_reset: 1,
                ..Default::default()
            };
            dev.call(nr::CREATE_EVENT, &mut e, &what)?;
            let ring = alloc_host_on(&mut dev, &ids, RING_PACKETS * 64)?;
            let amd_queue = alloc_host_on(&mut dev, &ids, PAGE)?;
            let image = amd_queue_image(&QueueInit {
                ring_va: ring.va(),
                ring_packets: RING_PACKETS as u32,
                queue_id: g as u64,
                scratch_va: scratch_va(g),
                scratch_bytes: 0,
                private_segment_bytes: 0,
            });
            amd_queue.write(0, &image)?;
            let mut c = abi::CreateQueueArgs {
                ring_base_address: ring.va(),
                ring_size: (RING_PACKETS * 64) as u32,
                read_pointer_address: amd_queue.va() + READ_DISPATCH_ID as u64,
                write_pointer_address: amd_queue.va()
                    + MAX_LEGACY_DOORBELL_DISPATCH_ID_PLUS_1 as u64,
                gpu_id,
                queue_type: abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL,
                queue_percentage: 100,
                queue_priority: 7,
                ..Default::default()
            };
            dev.call(nr::CREATE_QUEUE, &mut c, &what)?;
            if u64::from(c.queue_id) * DOORBELL_BYTES + DOORBELL_BYTES > PAGE {
                bail!(
                    "CREATE_QUEUE gave queue id {} (beyond one doorbell page)",
                    c.queue_id
                );
            }
            let doorbell_page = dev.mmap(
                PAGE,
                c.doorbell_offset & !(PAGE - 1),
                &format!("the doorbell page of {what}"),
            )?;
            gpus_state.push(Gpu {
                vram_written: false,
                gpu_id,
                queue: Queue {
                    id: c.queue_id,
                    ring,
                    amd_queue,
                    mailbox_va: events.va() + u64::from(e.event_slot_index) * 8,
                    event_id: e.event_id,
                    doorbell_page,
                    write_index: 0,
                    outstanding: Vec::new(),
                },
            });
        }
        Ok(Kfd {
            dev,
            gpus: gpus_state,
            _events: events,
            kernarg,
            kernarg_next: 0,
            signals,
            signal_next: 0,
            device_next: DEVICE_VA_BASE,
            timeout_ms,
            counters: Counters::default(),
        })
    }

    /// GPUs in the session.
    pub fn n_gpus(&self) -> usize {
        self.gpus.len()
    }

    /// The gpu_id of GPU `g` (0-based).
    pub fn gpu_id(&self, g: usize) -> Option<u32> {
        self.gpus.get(g).map(|x| x.gpu_id)
    }

    fn ids(&self) -> Vec<u32> {
        self.gpus.iter().map(|g| g.gpu_id).collect()
    }

    fn gpu(&self, g: usize) -> Result<&Gpu> {
        self.gpus
            .get(g)
            .ok_or_else(|| anyhow!("no GPU {} (the session has {})", g, self.gpus.len()))
    }

    /// `bytes` of host memory every GPU of the session sees.
    pub fn alloc_host(&mut self, bytes: u64) -> Result<HostMem> {
        let ids = self.ids();
        alloc_host_on(&mut self.dev, &ids, bytes)
    }

    /// `bytes` of VRAM on GPU `g` (0-based), mapped on every GPU and into this process.
    pub fn alloc_vram(&mut self, g: usize, bytes: u64) -> Result<DeviceMem> {
        let va = self.device_next;
        let m = self.alloc_vram_at(g, va, bytes)?;
        // A guard page between buffers, as the host stub leaves.
        self.device_next += round_up(bytes.max(1), PAGE) + PAGE;
        Ok(m)
    }

    /// One buffer in consecutive parts on different GPUs (the workloads' `alloc_spread`): part
    /// i is `parts[i].1` bytes on GPU `parts[i].0`, its end rounded up to a page; one VRAM
    /// buffer object per part at consecutive addresses, each mapped on every GPU.
    pub fn alloc_spread(&mut self, parts: &[(usize, u64)]) -> Result<Vec<DeviceMem>> {
        let va = self.device_next;
        let mut out = Vec::new();
        for (g, off, len) in gpu_sim::workloads::spread_layout(parts) {
            out.push(self.alloc_vram_at(g, va + off, len)?);
        }
        let total = round_up(parts.iter().map(|p| p.1).sum::<u64>().max(1), PAGE);
        self.device_next += total + PAGE;
        Ok(out)
    }

    fn alloc_vram_at(&mut self, g: usize, va: u64, bytes: u64) -> Result<DeviceMem> {
        let gpu_id = self.gpu(g)?.gpu_id;
        self.counters.vram_allocs += 1;
        let size = round_up(bytes.max(1), PAGE);
        let mut a = abi::AllocMemoryOfGpuArgs {
            va_addr: va,
            size,
            gpu_id,
            flags: abi::KFD_IOC_ALLOC_MEM_FLAGS_VRAM
                | abi::KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE
                | abi::KFD_IOC_ALLOC_MEM_FLAGS_PUBLIC,
            ..Default::default()
        };
        self.dev.call(
            nr::ALLOC_MEMORY_OF_GPU,
            &mut a,
            &format!("{bytes} bytes of VRAM on GPU {}", g),
        )?;
        let ids = self.ids();
        map_to_all(&mut self.dev, &ids, a.handle)?;
        let cpu = self
            .dev
            .mmap(size, a.mmap_offset, &format!("a VRAM buffer of GPU {}", g))?;
        Ok(DeviceMem {
            gpu: g,
            va,
            len: bytes,
            cpu,
            handle: a.handle,
        })
    }

    /// Loads a code object into host memory every GPU sees.
    pub fn load(&mut self, bytes: &[u8]) -> Result<Module> {
        let code = CodeObject::parse(bytes).context("loading the code object")?;
        let probe = code.image_at(0);
        let base = self.alloc_host(probe.len().max(64) as u64)?;
        base.write(0, &code.image_at(base.va()))?;
        Ok(Module { code, base })
    }

    /// Records that the program wrote GPU `g`'s VRAM: its next dispatch asks for a system-scope
    /// acquire.
    pub fn note_vram_write(&mut self, g: usize) {
        if let Some(gpu) = self.gpus.get_mut(g) {
            gpu.vram_written = true;
        }
    }

    /// Launches `kernel` of `module` on GPU `g` over `grid` work-items in workgroups of `wg`
    /// with OpenCL global offset `offset`; returns at once (see [`Kfd::wait`]).
    #[allow(clippy::too_many_arguments)]
    pub fn launch(
        &mut self,
        g: usize,
        module: &Module,
        kernel: &str,
        grid: [u32; 3],
        wg: [u32; 3],
        offset: [u32; 3],
        args: &[ArgValue],
    ) -> Result<()> {
        let k = module.code.find_kernel(kernel)?.abi();
        host_abi::check_geometry(&k, grid, wg)?;
        let amd_queue_va = self.gpu(g)?.queue.amd_queue.va();
        let ka = host_abi::kernarg_segment(&k, grid, wg, offset, args, amd_queue_va)?;
        let need = round_up(ka.bytes.len() as u64, KERNARG_ALIGN);
        let (at, next) =
            pool_slot(self.kernarg_next, need, self.kernarg.bytes()).ok_or_else(|| {
                anyhow!("kernel `{kernel}`: a {need}-byte kernarg segment does not fit the pool")
            })?;
        self.kernarg_next = next;
        self.kernarg.write(at, &ka.bytes)?;
        let kernarg_va = self.kernarg.va() + at;
        // Ring space: wait while the ring is full.
        loop {
            let q = &self.gpu(g)?.queue;
            let read = q.amd_queue.load_u64(READ_DISPATCH_ID as u64)?;
            if q.write_index.saturating_sub(read) < RING_PACKETS {
                break;
            }
            self.wait(g)?;
        }
        // A fresh completion signal: value 1, the queue's event mailbox and id.
        let slot = (self.signal_next % SIGNALS) * SIGNAL_BYTES;
        self.signal_next += 1;
        let (mailbox_va, event_id) = {
            let q = &self.gpu(g)?.queue;
            (q.mailbox_va, q.event_id)
        };
        self.signals
            .write(slot, &host_abi::completion_signal(1, mailbox_va, event_id))?;
        let signal_va = self.signals.va() + slot;
        // System-scope acquire only after the program wrote this GPU's VRAM (through the
        // window, behind the GPU's L2): the runtime's side of the kernel-start invalidate.
        let written = std::mem::take(&mut self.gpus[g].vram_written);
        let acquire = if written {
            host_abi::aql::FenceScope::System
        } else {
            host_abi::aql::FenceScope::Agent
        };
        let pkt = host_abi::dispatch_packet(
            &k,
            acquire,
            module.base.va(),
            grid,
            wg,
            ka.group_segment_bytes,
            kernarg_va,
            signal_va,
        );
        let q = &mut self.gpus[g].queue;
        let index = q.write_index;
        let at = (index % RING_PACKETS) * 64;
        // Body first, header last with a release store: the packet becomes valid when its type
        // is written, after everything it points to.
        q.ring.write(at + 2, &pkt[2..])?;
        fence(Ordering::Release);
        let header = u16::from_le_bytes([pkt[0], pkt[1]]);
        // SAFETY: the slot is 64-byte aligned inside the ring's mapping.
        unsafe {
            AtomicU16::from_ptr(q.ring.ptr.add(at as usize).cast::<u16>())
                .store(header, Ordering::Release)
        };
        let w = index + 1;
        q.write_index = w;
        q.outstanding.push(signal_va);
        q.amd_queue
            .store_u64(MAX_LEGACY_DOORBELL_DISPATCH_ID_PLUS_1 as u64, w)?;
        fence(Ordering::SeqCst);
        // The doorbell (gfx8: the low 32 bits of the new write index).
        // SAFETY: queue_id x 4 is inside the mapped doorbell page (checked at CREATE_QUEUE).
        unsafe {
            std::ptr::write_volatile(
                q.doorbell_page
                    .add((u64::from(q.id) * DOORBELL_BYTES) as usize)
                    .cast::<u32>(),
                (w & 0xffff_ffff) as u32,
            )
        };
        self.counters.launches += 1;
        self.counters.doorbells += 1;
        Ok(())
    }

    /// Waits until every kernel launched on GPU `g` finished.
    pub fn wait(&mut self, g: usize) -> Result<()> {
        let event_id = self.gpu(g)?.queue.event_id;
        let mut slept_ms = 0u64;
        loop {
            let mut left = Vec::new();
            for &sva in &self.gpus[g].queue.outstanding {
                let v = self.signals.load_u64(sva - self.signals.va() + 8)? as i64;
                if v > 0 {
                    left.push(sva);
                }
            }
            let done = left.is_empty();
            self.gpus[g].queue.outstanding = left;
            if done {
                fence(Ordering::Acquire);
                return Ok(());
            }
            if slept_ms >= self.timeout_ms {
                bail!(
                    "GPU {} did not finish within {} ms of simulated time (--timeout-ms)",
                    g,
                    self.timeout_ms
                );
            }
            let slice = WAIT_SLICE_MS.min(self.timeout_ms - slept_ms).max(1);
            let mut ev = vec![0u8; abi::EventData::SIZE];
            abi::EventData {
                event_id,
                ..Default::default()
            }
            .write_to(&mut ev);
            let mut w = abi::WaitEventsArgs {
                events_ptr: ev.as_mut_ptr() as u64,
                num_events: 1,
                wait_for_all: 1,
                timeout: slice as u32,
                wait_result: 0,
            };
            self.counters.wait_events += 1;
            self.dev
                .call(nr::WAIT_EVENTS, &mut w, &format!("GPU {}", g))?;
            match w.wait_result {
                abi::KFD_IOC_WAIT_RESULT_COMPLETE => {}
                abi::KFD_IOC_WAIT_RESULT_TIMEOUT => slept_ms += slice,
                r => bail!("WAIT_EVENTS on GPU {}: wait_result {r} (failed)", g),
            }
        }
    }

    /// Waits for every GPU.
    pub fn wait_all(&mut self) -> Result<()> {
        for g in 0..self.gpus.len() {
            self.wait(g)?;
        }
        Ok(())
    }

    /// Destroys the queues (after waiting for them) and closes the device.
    pub fn close(mut self) -> Result<()> {
        self.wait_all()?;
        for g in 0..self.gpus.len() {
            let mut d = abi::DestroyQueueArgs {
                queue_id: self.gpus[g].queue.id,
                pad: 0,
            };
            self.dev
                .call(nr::DESTROY_QUEUE, &mut d, &format!("GPU {}", g))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pool_wraps_and_refuses_oversize() {
        assert_eq!(pool_slot(0, 256, 1024), Some((0, 256)));
        assert_eq!(pool_slot(768, 256, 1024), Some((768, 1024)));
        assert_eq!(pool_slot(1024, 256, 1024), Some((0, 256)));
        assert_eq!(pool_slot(900, 256, 1024), Some((0, 256)));
        assert_eq!(pool_slot(0, 2048, 1024), None);
    }

    #[test]
    fn events_page_is_the_driver_limit() {
        assert_eq!(EVENTS_PAGE_BYTES, 0x8000);
    }

    #[test]
    fn missing_device_is_a_clear_error() {
        let e = Kfd::open("/nonexistent/kfd", None, 1000, false)
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("cannot open /nonexistent/kfd"), "{e}");
        assert!(e.contains("ENOENT"), "{e}");
    }

    #[test]
    fn names_of_ioctls() {
        assert_eq!(ioctl_name(nr::CREATE_QUEUE), "CREATE_QUEUE");
        assert_eq!(ioctl_name(0x7e), "ioctl nr 0x7e");
    }
}
