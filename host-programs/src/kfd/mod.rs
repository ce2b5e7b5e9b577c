//! The KFD host session: the ROCt-like sequence every Tandem host program runs on, written
//! once and generic over the CPU side's [`Transport`].
//!
//! Opening ([`Session::open`]), exactly as ROCt opens a GPU: GET_VERSION; GET_PROCESS_APERTURES_NEW
//! twice (the count, then the array: the gpu_ids); ACQUIRE_VM per GPU; host buffer objects for
//! the events page, the kernarg pool and the completion-signal pool; per GPU a signal event
//! (the first CREATE_EVENT passes the events page's handle: ROCt's dGPU path), a ring and an
//! `amd_queue_t` page in host memory, CREATE_QUEUE, and the doorbell page's mmap.
//!
//! The API: [`Session::alloc`] on the host, on GPU g or unified (one VRAM BO per interleave
//! chunk round-robin over the unified members, or shared virtual memory with first-touch or
//! explicit placement), [`Session::alloc_spread`] (consecutive parts on different GPUs);
//! [`Session::write`] / [`Session::read`] (host<->device copies) and [`Session::copy`];
//! [`Session::load_module`] (a copy of the code object in each GPU's memory, as ROCr loads an
//! executable per agent) and [`Session::launch`] (kernel by name, arguments laid out from the
//! metadata, hidden arguments filled, packet body first and header last, the write index in
//! `amd_queue_t`, the doorbell store of `doorbell_bytes`); [`Session::wait`] (completion signals,
//! WAIT_EVENTS while one is not done); [`Session::free`]; [`Session::cpu_work`]. Every host
//! program (`crate::workloads`, `crate::mgpusim`, `tandem kernel --gpu`) uses it through
//! [`HostRuntime`](crate::workloads::HostRuntime) or directly.
//!
//! Time: the session charges `costs` (an API call, an ioctl, a launch) through the transport,
//! which lets them pass where it keeps a clock (the host stub) and ignores them where gem5
//! keeps time. Counters ([`HostStats`]) are kept either way.

mod programs;
mod transport;

use std::collections::HashMap;
use std::ops::Range;

use anyhow::{anyhow, bail, Context, Result};
use code_object::{CodeObject, KernelInfo};
use emulated_driver::abi::{self, nr, AbiStruct};
use host_abi::addr::{scratch_va, DEVICE_VA_BASE, PAGE};
use host_abi::aql::{self, amd_queue};
use host_abi::ArgValue;
use serde::{Deserialize, Serialize};

pub use transport::{CopyKind, Transport};

/// Bytes of host memory the transport keeps for ioctl argument arrays.
pub const ARGS_BYTES: u64 = 64 * 1024;
/// Bytes of the kernarg pool; each launch takes 256-byte-aligned space, wrapping.
pub const KERNARG_POOL_BYTES: u64 = 4 << 20;
const KERNARG_ALIGN: u64 = 256;
/// AQL packets per ring.
pub const RING_PACKETS: u64 = 64;
/// Completion signals in the pool (more than every queue's ring can hold in flight), 64 bytes
/// each, reused round-robin.
pub const SIGNALS: u64 = 4096;
const SIGNAL_BYTES: u64 = 64;
/// The events page: one 8-byte mailbox slot per signal event the driver allows.
pub const EVENTS_PAGE_BYTES: u64 = abi::KFD_SIGNAL_EVENT_LIMIT as u64 * 8;
/// `drm_fd` of ACQUIRE_VM for GPU i is this + i (no render node exists yet).
const DRM_FD_BASE: u32 = 100;
/// Where the CPU side keeps no clock, one WAIT_EVENTS sleeps at most this long (simulated ms).
const WAIT_SLICE_MS: u64 = 1000;

fn round_up(v: u64, to: u64) -> u64 {
    v.div_ceil(to) * to
}

/// Name of a KFD ioctl number, for messages.
pub fn ioctl_name(n: u32) -> String {
    match nr::name(n) {
        Some(s) => s.to_string(),
        None => format!("ioctl nr {n:#x}"),
    }
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

/// Where an allocation lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Placement {
    Host,
    Gpu(usize),
    /// The GPU chosen with [`Session::select_gpu`] (like `hipSetDevice`).
    Selected,
    Unified,
    /// Consecutive parts on different GPUs ([`Session::alloc_spread`]).
    Spread,
}

/// How unified allocations are placed (`host.unified_placement`).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum UnifiedPlacement {
    /// VRAM buffer objects of `unified_interleave_bytes`, round-robin over the members.
    #[default]
    Interleave,
    /// Shared virtual memory; each page moves to the first GPU that touches it.
    FirstTouch,
    /// Shared virtual memory; one contiguous block per member, prefetched there.
    Explicit,
}

/// A device-visible allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Buffer {
    pub va: u64,
    pub size: u64,
    pub placement: Placement,
}

/// Where a kernel runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Target {
    Gpu(usize),
    /// The GPU chosen with [`Session::select_gpu`].
    Selected,
    Unified,
}

/// A kernel argument, in the kernel's explicit-argument order.
#[derive(Clone, Debug)]
pub enum KArg {
    Ptr(Buffer),
    U32(u32),
    I32(i32),
    F32(f32),
    U64(u64),
    F64(f64),
    /// A `__local` pointer with this many bytes of dynamic LDS.
    Local(u32),
}

/// A loaded code object: one copy in each GPU's memory, as ROCr loads an executable for
/// every agent that runs it (a dispatch's `kernel_object` points into its GPU's copy, so
/// instruction fetches that miss the L1I are served by that GPU's L2 and DRAM).
pub struct Module {
    pub code: CodeObject,
    /// The copy in GPU `g`'s memory, index `g`.
    copies: Vec<Buffer>,
}

impl Module {
    /// Where GPU `g`'s copy starts.
    pub fn base(&self, g: usize) -> Option<Buffer> {
        self.copies.get(g).copied()
    }
}

/// The modelled costs of the program's calls (all 0 where the CPU simulator times them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Costs {
    /// Every API call.
    pub api_call_ps: u64,
    /// Every ioctl and mmap.
    pub ioctl_ps: u64,
    /// A launch, on top of its API call.
    pub launch_ps: u64,
}

/// How a session opens and places memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionConfig {
    /// GPUs to open (the first n the driver reports); all of them when `None`.
    pub gpus: Option<usize>,
    /// The unified group (GPU indices, lead first).
    pub unified: Option<Vec<usize>>,
    /// Every allocation in host memory (the APU configuration, or a program told so).
    pub host_only: bool,
    pub unified_placement: UnifiedPlacement,
    /// Bytes of each VRAM chunk of an interleaved unified allocation.
    pub unified_interleave_bytes: u64,
    /// Width of a doorbell store (`gpu.cp.doorbell_bytes`: 4 on gfx8, 8 later).
    pub doorbell_bytes: u32,
    /// A wait gives up after this much simulated time.
    pub wait_timeout_ms: u64,
    pub costs: Costs,
    /// Keep the API calls and waits as [`HostSpan`]s (for a trace's host track).
    pub spans: bool,
    /// Tell the GPU side each kernel's name once, before its first launch (a timing window
    /// that names kernels needs it: the GPU side sees only kernel objects). Off by default:
    /// no extra messages.
    pub announce_kernel_names: bool,
    /// The checkpoint boundary (`tandem run --checkpoint-at` / `--restore`): before the launch
    /// it names, the session waits for every GPU and calls [`Transport::boundary`].
    pub boundary: Option<BoundaryAt>,
}

impl std::fmt::Display for BoundaryAt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BoundaryAt::Index(k) => write!(f, "launch {k}"),
            BoundaryAt::Name(n) => write!(f, "the first launch of `{n}`"),
            BoundaryAt::Region(r) => write!(f, "the first launch in region `{r}`"),
        }
    }
}

/// Which launch a checkpoint boundary comes before: the first launch that matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoundaryAt {
    /// The program's 0-based launch index, over all GPUs.
    Index(u64),
    /// The first launch of the kernel with this name.
    Name(String),
    /// The first launch while a region of interest with this name is open.
    Region(String),
}

impl BoundaryAt {
    /// Parses `K` as `--timing-from` does: digits are an index, `region:NAME` a region,
    /// anything else a kernel name.
    pub fn parse(s: &str) -> Result<BoundaryAt> {
        let s = s.trim();
        if s.is_empty() {
            bail!("empty (give a kernel index, a kernel name or region:NAME)");
        }
        if let Some(r) = s.strip_prefix("region:") {
            if r.is_empty() {
                bail!("`region:` needs a region name");
            }
            return Ok(BoundaryAt::Region(r.to_string()));
        }
        if s.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(BoundaryAt::Index(
                s.parse().map_err(|e| anyhow!("`{s}`: {e}"))?,
            ));
        }
        Ok(BoundaryAt::Name(s.to_string()))
    }

    fn matches(&self, index: u64, kernel: &str, regions: &[String]) -> bool {
        self.matches_launch(index, kernel, regions)
    }

    /// Whether launch `index` of `kernel`, with `regions` open, is the boundary.
    pub fn matches_launch(&self, index: u64, kernel: &str, regions: &[String]) -> bool {
        match self {
            BoundaryAt::Index(k) => index >= *k,
            BoundaryAt::Name(n) => n == kernel,
            BoundaryAt::Region(r) => regions.iter().any(|o| o == r),
        }
    }
}

impl Default for SessionConfig {
    fn default() -> Self {
        SessionConfig {
            gpus: None,
            unified: None,
            host_only: false,
            unified_placement: UnifiedPlacement::Interleave,
            unified_interleave_bytes: PAGE,
            doorbell_bytes: host_abi::addr::DOORBELL_BYTES_GFX8,
            wait_timeout_ms: 60_000,
            costs: Costs::default(),
            spans: false,
            announce_kernel_names: false,
            boundary: None,
        }
    }
}

/// Where the bytes of one piece of an allocation are.
enum Backing<W> {
    /// Host memory at the piece's own address.
    Host,
    /// A CPU mapping of a VRAM buffer object, from the piece's start.
    Vram(W),
}

struct Piece<W> {
    va: u64,
    len: u64,
    backing: Backing<W>,
}

struct Allocation<W> {
    buf: Buffer,
    handles: Vec<u64>,
    pieces: Vec<Piece<W>>,
    /// Shared virtual memory (`UnifiedPlacement::FirstTouch` or `Explicit`): its blocks
    /// `(offset, bytes, GPU)` for explicit placement, none for first touch.
    svm: Option<Vec<(u64, u64, usize)>>,
}

struct QueueState<D> {
    queue_id: u32,
    ring_va: u64,
    amd_queue_va: u64,
    /// Event mailbox slot and id the queue's completion signals raise.
    mailbox_va: u64,
    event_id: u32,
    /// Completion signals of launches not yet seen complete.
    outstanding: Vec<u64>,
    doorbells: D,
    write_index: u64,
}

struct GpuState<D> {
    gpu_id: u32,
    queue: Option<QueueState<D>>,
    /// The host wrote this GPU's memory since its last dispatch: the next one asks for a
    /// system-scope acquire, so the GPU drops what its L2 holds of its own memory (the host's
    /// copies reach VRAM behind the L2).
    host_wrote: bool,
}

/// One host API call or wait in simulated time, for the trace's host track (`--trace`).
#[derive(Clone, Debug, Serialize)]
pub struct HostSpan {
    /// `launch`, `wait`, `copy h2d`, `copy d2h`, `copy d2d`, `cpu work`.
    pub what: &'static str,
    /// The kernel (launch), the GPU (wait) or the bytes (copies).
    pub detail: String,
    pub start_ps: u64,
    pub end_ps: u64,
}

/// One kernel launch as the host saw it.
#[derive(Clone, Debug, Serialize)]
pub struct LaunchRecord {
    pub kernel: String,
    pub target: Target,
    pub gpu: usize,
    pub queue_id: u32,
    pub dispatch_id: u64,
    pub submit_ps: u64,
    pub complete_ps: Option<u64>,
}

/// Host-side counters.
#[derive(Clone, Debug, Default, Serialize)]
pub struct HostStats {
    pub api_calls: u64,
    pub ioctls: u64,
    pub mmaps: u64,
    pub doorbells: u64,
    pub launches: u64,
    pub waits: u64,
    pub bytes_h2d: u64,
    pub bytes_d2h: u64,
    pub bytes_d2d: u64,
    /// Simulated time spent inside the program's runtime calls (allocation, copies,
    /// launches; excluding waits for kernels), ps.
    pub api_ps: u64,
    /// Simulated time spent in ioctls and mmaps (start-up included), ps.
    pub ioctl_ps: u64,
    /// Simulated time spent waiting for kernels, ps.
    pub wait_ps: u64,
    /// Simulated time of the program's own computation, ps.
    pub cpu_work_ps: u64,
    /// GPU requests to host memory the CPU side served (the transport counts them).
    pub mem_requests: u64,
    /// WAIT_EVENTS calls.
    #[serde(skip)]
    pub wait_events: u64,
    /// VRAM buffer objects allocated.
    #[serde(skip)]
    pub vram_allocs: u64,
}

/// What a closed session hands back.
pub struct Closed<T> {
    pub transport: T,
    /// The session's clock when the queues were gone (0 where the transport keeps none).
    pub end_ps: u64,
    pub stats: HostStats,
    pub launches: Vec<LaunchRecord>,
    /// The API calls and waits (when [`SessionConfig::spans`]).
    pub spans: Vec<HostSpan>,
}

/// A KFD session: the GPUs it opened (one AQL queue each), its pools and its allocations.
pub struct Session<T: Transport> {
    t: T,
    cfg: SessionConfig,
    device_next: u64,
    gpus: Vec<GpuState<T::Doorbells>>,
    allocs: HashMap<u64, Allocation<T::Window>>,
    /// The kernarg pool: (address, bytes, cursor).
    kernarg: (u64, u64, u64),
    /// The signal pool: (address, next signal).
    signals: (u64, u64),
    selected: usize,
    stats: HostStats,
    launches: Vec<LaunchRecord>,
    spans: Option<Vec<HostSpan>>,
    /// Kernel objects whose names the GPU side was told (`announce_kernel_names`).
    named: std::collections::HashSet<u64>,
    /// Regions of interest open now (names, innermost last).
    regions: Vec<String>,
    /// The checkpoint boundary has passed.
    boundary_passed: bool,
}

fn svm_attr(ty: u32, value: u32) -> abi::SvmAttribute {
    abi::SvmAttribute { ty, value }
}

impl<T: Transport> Session<T> {
    /// Opens the GPUs through `t` as ROCt would (module documentation).
    pub fn open(t: T, cfg: SessionConfig) -> Result<Session<T>> {
        if cfg.doorbell_bytes != 4 && cfg.doorbell_bytes != 8 {
            bail!(
                "doorbell width {} bytes: must be 4 or 8",
                cfg.doorbell_bytes
            );
        }
        let mut s = Session {
            t,
            device_next: DEVICE_VA_BASE,
            gpus: Vec::new(),
            allocs: HashMap::new(),
            kernarg: (0, 0, 0),
            signals: (0, 0),
            selected: 0,
            stats: HostStats::default(),
            launches: Vec::new(),
            spans: cfg.spans.then(Vec::new),
            named: std::collections::HashSet::new(),
            regions: Vec::new(),
            boundary_passed: false,
            cfg,
        };
        s.open_gpus()?;
        Ok(s)
    }

    /// The transport (the CPU side's own state).
    pub fn transport(&self) -> &T {
        &self.t
    }

    /// Current simulated CPU time in ps (0 where the transport keeps no clock).
    pub fn now(&self) -> u64 {
        self.t.now().unwrap_or(0)
    }

    /// The counters so far.
    pub fn stats(&self) -> &HostStats {
        &self.stats
    }

    /// Chooses the GPU that [`Placement::Selected`] and [`Target::Selected`] mean (0-based).
    pub fn select_gpu(&mut self, g: usize) -> Result<()> {
        self.check_gpu(g)?;
        self.selected = g;
        Ok(())
    }

    /// GPUs opened.
    pub fn n_gpus(&self) -> usize {
        self.gpus.len()
    }

    /// The unified group, if any.
    pub fn unified(&self) -> Option<&[usize]> {
        self.cfg.unified.as_deref()
    }

    fn check_gpu(&self, g: usize) -> Result<()> {
        if g >= self.gpus.len() {
            bail!("no GPU {} (the run has {})", g, self.gpus.len());
        }
        Ok(())
    }

    /// Keeps a host span from `t0` to now when asked to (`detail` is only built then).
    fn span(&mut self, what: &'static str, t0: u64, detail: impl FnOnce() -> String) {
        let end_ps = self.now();
        if let Some(v) = self.spans.as_mut() {
            v.push(HostSpan {
                what,
                detail: detail(),
                start_ps: t0,
                end_ps,
            });
        }
    }

    // ------------------------------------------------------------------ driver calls

    /// One ioctl with raw argument bytes, counted and charged; returns 0 or -errno.
    fn ioctl_raw(&mut self, request: u32, arg: &mut [u8]) -> Result<i64> {
        self.stats.ioctls += 1;
        let t0 = self.now();
        self.t.spend(self.cfg.costs.ioctl_ps)?;
        let r = self.t.ioctl(request, arg)?;
        self.stats.ioctl_ps += self.now() - t0;
        Ok(r)
    }

    /// The ioctl `n` of the KFD header with argument struct `a` (read back after the call, also
    /// when it fails, as the kernel copies the struct out either way); returns 0 or -errno.
    fn ioctl<A: AbiStruct>(&mut self, n: u32, a: &mut A) -> Result<i64> {
        let req = abi::request(n).ok_or_else(|| anyhow!("no ioctl number {n:#x}"))?;
        let mut b = vec![0u8; A::SIZE.max(abi::ioctl_arg_len(u64::from(req)))];
        a.write_to(&mut b);
        let r = self.ioctl_raw(req, &mut b)?;
        *a = A::read_from(&b);
        Ok(r)
    }

    /// [`Session::ioctl`] that must succeed; the error names the call and `what` it was for.
    fn ioctl_ok<A: AbiStruct>(&mut self, n: u32, a: &mut A, what: &str) -> Result<()> {
        let r = self.ioctl(n, a)?;
        if r != 0 {
            bail!(
                "{} ({what}): the driver returned errno {}",
                ioctl_name(n),
                -r
            );
        }
        Ok(())
    }

    /// Charges an mmap like an ioctl (counted apart).
    fn mmap_cost(&mut self) -> Result<()> {
        self.stats.mmaps += 1;
        self.t.spend(self.cfg.costs.ioctl_ps)
    }

    // ------------------------------------------------------------------ opening the GPUs

    fn open_gpus(&mut self) -> Result<()> {
        let mut v = abi::GetVersionArgs::default();
        self.ioctl_ok(nr::GET_VERSION, &mut v, "driver version")?;
        if v.major_version != abi::KFD_IOCTL_MAJOR_VERSION {
            bail!(
                "KFD ABI {}.{}; this program speaks {}.x",
                v.major_version,
                v.minor_version,
                abi::KFD_IOCTL_MAJOR_VERSION
            );
        }
        let mut ap = abi::GetProcessAperturesNewArgs::default();
        self.ioctl_ok(nr::GET_PROCESS_APERTURES_NEW, &mut ap, "GPU count")?;
        let all = ap.num_of_nodes as usize;
        let n = self.cfg.gpus.unwrap_or(all);
        if n == 0 || n > all {
            bail!("{n} GPUs requested but the driver reports {all}");
        }
        let sz = abi::ProcessDeviceApertures::SIZE;
        if (sz * all) as u64 > ARGS_BYTES {
            bail!("the driver reports {all} GPUs, more than this session can list");
        }
        let args = self.t.args_va();
        ap.kfd_process_device_apertures_ptr = args;
        self.ioctl_ok(nr::GET_PROCESS_APERTURES_NEW, &mut ap, "apertures")?;
        let mut raw = vec![0u8; sz * n];
        self.t.host_read(args, &mut raw)?;
        for i in 0..n {
            let a = abi::ProcessDeviceApertures::read_from(&raw[i * sz..(i + 1) * sz]);
            self.gpus.push(GpuState {
                gpu_id: a.gpu_id,
                queue: None,
                host_wrote: false,
            });
        }
        for i in 0..n {
            let mut a = abi::AcquireVmArgs {
                drm_fd: DRM_FD_BASE + i as u32,
                gpu_id: self.gpus[i].gpu_id,
            };
            self.ioctl_ok(nr::ACQUIRE_VM, &mut a, &format!("GPU {i}"))?;
        }
        let (events, events_handle) = self.alloc_gtt(EVENTS_PAGE_BYTES)?;
        let (pool, _) = self.alloc_gtt(KERNARG_POOL_BYTES)?;
        self.kernarg = (pool.va, KERNARG_POOL_BYTES, 0);
        let (sigs, _) = self.alloc_gtt(SIGNALS * SIGNAL_BYTES)?;
        self.signals = (sigs.va, 0);
        let width = u64::from(self.cfg.doorbell_bytes);
        for g in 0..n {
            let what = format!("GPU {g}");
            let mut e = abi::CreateEventArgs {
                // ROCt's dGPU path: the first event names the events page by its handle.
                event_page_offset: if g == 0 { events_handle } else { 0 },
                event_type: abi::KFD_IOC_EVENT_SIGNAL,
                auto_reset: 1,
                ..Default::default()
            };
            self.ioctl_ok(nr::CREATE_EVENT, &mut e, &what)?;
            let (ring, _) = self.alloc_gtt(RING_PACKETS * 64)?;
            let (q, _) = self.alloc_gtt(PAGE)?;
            let amd_queue_va = q.va;
            // amd_queue_t: hsa_queue_t header, apertures, scratch fields.
            let image = host_abi::amd_queue_image(&host_abi::QueueInit {
                ring_va: ring.va,
                ring_packets: RING_PACKETS as u32,
                queue_id: g as u64,
                scratch_va: scratch_va(g),
                scratch_bytes: 0,
                private_segment_bytes: 0,
            });
            self.t.host_write(amd_queue_va, &image)?;
            let mut c = abi::CreateQueueArgs {
                ring_base_address: ring.va,
                ring_size: (RING_PACKETS * 64) as u32,
                read_pointer_address: amd_queue_va + amd_queue::READ_DISPATCH_ID as u64,
                write_pointer_address: amd_queue_va
                    + amd_queue::MAX_LEGACY_DOORBELL_DISPATCH_ID_PLUS_1 as u64,
                gpu_id: self.gpus[g].gpu_id,
                queue_type: abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL,
                queue_percentage: 100,
                queue_priority: 7,
                ..Default::default()
            };
            self.ioctl_ok(nr::CREATE_QUEUE, &mut c, &what)?;
            if u64::from(c.queue_id) * width + width > PAGE {
                bail!(
                    "CREATE_QUEUE gave queue id {} (beyond one doorbell page)",
                    c.queue_id
                );
            }
            let page = c.doorbell_offset & !(PAGE - 1);
            self.mmap_cost()?;
            let doorbells = self
                .t
                .map_doorbells(g, page)
                .with_context(|| format!("mapping the doorbell page of {what}"))?;
            self.gpus[g].queue = Some(QueueState {
                queue_id: c.queue_id,
                ring_va: ring.va,
                amd_queue_va,
                mailbox_va: events.va + u64::from(e.event_slot_index) * 8,
                event_id: e.event_id,
                outstanding: Vec::new(),
                doorbells,
                write_index: 0,
            });
        }
        Ok(())
    }

    // ------------------------------------------------------------------ buffer objects

    fn map_to_all(&mut self, handle: u64) -> Result<()> {
        let ids: Vec<u32> = self.gpus.iter().map(|g| g.gpu_id).collect();
        let bytes: Vec<u8> = ids.iter().flat_map(|i| i.to_le_bytes()).collect();
        let args = self.t.args_va();
        self.t.host_write(args, &bytes)?;
        let mut m = abi::MapMemoryToGpuArgs {
            handle,
            device_ids_array_ptr: args,
            n_devices: ids.len() as u32,
            n_success: 0,
        };
        self.ioctl_ok(nr::MAP_MEMORY_TO_GPU, &mut m, "every GPU")?;
        if m.n_success != m.n_devices {
            bail!(
                "MAP_MEMORY_TO_GPU of buffer {handle:#x}: mapped on {} of {} GPUs",
                m.n_success,
                m.n_devices
            );
        }
        Ok(())
    }

    /// A GTT BO over fresh host pages, mapped on every GPU.
    fn alloc_gtt(&mut self, bytes: u64) -> Result<(Buffer, u64)> {
        let va = self.t.host_alloc(bytes)?;
        let size = round_up(bytes.max(1), PAGE);
        let mut a = abi::AllocMemoryOfGpuArgs {
            va_addr: va,
            size,
            gpu_id: self.gpus[0].gpu_id,
            flags: abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT | abi::KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE,
            ..Default::default()
        };
        self.ioctl_ok(nr::ALLOC_MEMORY_OF_GPU, &mut a, "host memory")?;
        self.map_to_all(a.handle)?;
        Ok((
            Buffer {
                va,
                size: bytes,
                placement: Placement::Host,
            },
            a.handle,
        ))
    }

    /// A VRAM BO of `bytes` on GPU `g` at `va`, mapped everywhere, with its CPU mapping.
    fn alloc_vram_at(&mut self, g: usize, va: u64, bytes: u64) -> Result<(u64, Piece<T::Window>)> {
        let size = round_up(bytes.max(1), PAGE);
        let mut a = abi::AllocMemoryOfGpuArgs {
            va_addr: va,
            size,
            gpu_id: self.gpus[g].gpu_id,
            flags: abi::KFD_IOC_ALLOC_MEM_FLAGS_VRAM
                | abi::KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE
                | abi::KFD_IOC_ALLOC_MEM_FLAGS_PUBLIC,
            ..Default::default()
        };
        let r = self.ioctl(nr::ALLOC_MEMORY_OF_GPU, &mut a)?;
        if r != 0 {
            bail!("allocating {bytes} bytes of VRAM on GPU {g}: errno {}", -r);
        }
        self.stats.vram_allocs += 1;
        self.map_to_all(a.handle)?;
        self.mmap_cost()?;
        let w = self
            .t
            .map_vram(g, a.mmap_offset, size)
            .with_context(|| format!("mapping a VRAM buffer of GPU {g}"))?;
        Ok((
            a.handle,
            Piece {
                va,
                len: size,
                backing: Backing::Vram(w),
            },
        ))
    }

    // ------------------------------------------------------------------ allocation

    /// Allocates `bytes` on the host, on one GPU, or unified across the unified group's GPUs
    /// (all GPUs when there is no group).
    pub fn alloc(&mut self, placement: Placement, bytes: u64) -> Result<Buffer> {
        self.stats.api_calls += 1;
        let t0 = self.now();
        self.t.spend(self.cfg.costs.api_call_ps)?;
        let placement = match placement {
            _ if self.cfg.host_only => Placement::Host,
            Placement::Selected => Placement::Gpu(self.selected),
            p => p,
        };
        let (buf, handles, pieces) = match placement {
            Placement::Spread => bail!("a spread buffer is allocated by its parts (alloc_spread)"),
            Placement::Host | Placement::Selected => {
                let (b, h) = self.alloc_gtt(bytes)?;
                let piece = Piece {
                    va: b.va,
                    len: round_up(bytes.max(1), PAGE),
                    backing: Backing::Host,
                };
                (b, vec![h], vec![piece])
            }
            Placement::Gpu(g) => {
                self.check_gpu(g)?;
                let va = self.device_next;
                self.device_next += round_up(bytes.max(1), PAGE) + PAGE; // guard page
                let (h, p) = self.alloc_vram_at(g, va, bytes)?;
                (
                    Buffer {
                        va,
                        size: bytes,
                        placement,
                    },
                    vec![h],
                    vec![p],
                )
            }
            Placement::Unified if self.cfg.unified_placement != UnifiedPlacement::Interleave => {
                return self.alloc_svm(bytes, t0);
            }
            Placement::Unified => {
                let members = self.members();
                let va = self.device_next;
                let chunk = self.cfg.unified_interleave_bytes;
                let chunks = bytes.max(1).div_ceil(chunk);
                self.device_next += chunks * chunk + PAGE;
                let (mut hs, mut ps) = (Vec::new(), Vec::new());
                for i in 0..chunks {
                    let g = members[(i % members.len() as u64) as usize];
                    let (h, p) = self.alloc_vram_at(g, va + i * chunk, chunk)?;
                    hs.push(h);
                    ps.push(p);
                }
                (
                    Buffer {
                        va,
                        size: bytes,
                        placement,
                    },
                    hs,
                    ps,
                )
            }
        };
        Ok(self.record(buf, handles, pieces, t0))
    }

    /// The unified group's GPUs (every GPU when there is no group).
    fn members(&self) -> Vec<usize> {
        self.cfg
            .unified
            .clone()
            .unwrap_or_else(|| (0..self.gpus.len()).collect())
    }

    /// A unified buffer as shared virtual memory over fresh host pages: accessible to every
    /// member, placed on first touch or (explicit) one block per member.
    fn alloc_svm(&mut self, bytes: u64, t0: u64) -> Result<Buffer> {
        let members = self.members();
        let va = self.t.host_alloc(bytes)?;
        let len = round_up(bytes.max(1), PAGE);
        let piece = Piece {
            va,
            len,
            backing: Backing::Host,
        };
        let mut attrs = vec![svm_attr(
            abi::KFD_IOCTL_SVM_ATTR_PREFERRED_LOC,
            abi::KFD_IOCTL_SVM_LOCATION_UNDEFINED,
        )];
        for &m in &members {
            attrs.push(svm_attr(
                abi::KFD_IOCTL_SVM_ATTR_ACCESS,
                self.gpus[m].gpu_id,
            ));
        }
        self.svm_set(va, len, &attrs)?;
        let mut blocks = Vec::new();
        if self.cfg.unified_placement == UnifiedPlacement::Explicit {
            // One contiguous block per GPU, as a unified kernel splits its workgroups.
            let per = (len / PAGE).div_ceil(members.len() as u64) * PAGE;
            for (i, &m) in members.iter().enumerate() {
                let off = i as u64 * per;
                if off < len {
                    blocks.push((off, per.min(len - off), m));
                }
            }
        }
        let buf = Buffer {
            va,
            size: bytes,
            placement: Placement::Unified,
        };
        self.allocs.insert(
            va,
            Allocation {
                buf,
                handles: Vec::new(),
                pieces: vec![piece],
                svm: Some(blocks),
            },
        );
        self.svm_place(&buf)?;
        self.stats.api_ps += self.now() - t0;
        Ok(buf)
    }

    /// Keeps a new allocation of buffer objects and charges the call's time since `t0`.
    fn record(
        &mut self,
        buf: Buffer,
        handles: Vec<u64>,
        pieces: Vec<Piece<T::Window>>,
        t0: u64,
    ) -> Buffer {
        self.allocs.insert(
            buf.va,
            Allocation {
                buf,
                handles,
                pieces,
                svm: None,
            },
        );
        self.stats.api_ps += self.now() - t0;
        buf
    }

    /// Allocates one buffer whose consecutive parts live in different GPUs' VRAM (MGPUSim's
    /// `Distribute`): part i is `parts[i].1` bytes on GPU `parts[i].0`, its end rounded up to a
    /// page; one VRAM BO per part at consecutive addresses, each mapped on every GPU. With
    /// every allocation in host memory it is one host buffer.
    pub fn alloc_spread(&mut self, parts: &[(usize, u64)]) -> Result<Buffer> {
        let bytes: u64 = parts.iter().map(|p| p.1).sum();
        if self.cfg.host_only || parts.len() < 2 {
            let p = match parts.first() {
                Some(&(g, _)) if !self.cfg.host_only => Placement::Gpu(g),
                _ => Placement::Host,
            };
            return self.alloc(p, bytes);
        }
        self.stats.api_calls += 1;
        let t0 = self.now();
        self.t.spend(self.cfg.costs.api_call_ps)?;
        if let Some(&(g, _)) = parts.iter().find(|p| p.0 >= self.gpus.len()) {
            bail!("no GPU {} (the run has {})", g, self.gpus.len());
        }
        let va = self.device_next;
        self.device_next += round_up(bytes.max(1), PAGE) + PAGE; // guard page
        let (mut handles, mut pieces) = (Vec::new(), Vec::new());
        for (g, off, len) in crate::workloads::spread_layout(parts) {
            let (h, p) = self.alloc_vram_at(g, va + off, len)?;
            handles.push(h);
            pieces.push(p);
        }
        let buf = Buffer {
            va,
            size: bytes,
            placement: Placement::Spread,
        };
        Ok(self.record(buf, handles, pieces, t0))
    }

    /// Frees an allocation.
    pub fn free(&mut self, buf: Buffer) -> Result<()> {
        self.stats.api_calls += 1;
        self.t.spend(self.cfg.costs.api_call_ps)?;
        self.svm_home(&buf)?;
        let a = self
            .allocs
            .remove(&buf.va)
            .ok_or_else(|| anyhow!("free of an unknown buffer at {:#x}", buf.va))?;
        let args = self.t.args_va();
        for h in a.handles {
            let mut u = abi::MapMemoryToGpuArgs {
                handle: h,
                device_ids_array_ptr: args,
                n_devices: self.gpus.len() as u32,
                n_success: 0,
            };
            let ids: Vec<u8> = self
                .gpus
                .iter()
                .flat_map(|g| g.gpu_id.to_le_bytes())
                .collect();
            self.t.host_write(args, &ids)?;
            self.ioctl_ok(nr::UNMAP_MEMORY_FROM_GPU, &mut u, "every GPU")?;
            let mut f = abi::FreeMemoryOfGpuArgs { handle: h };
            self.ioctl_ok(nr::FREE_MEMORY_OF_GPU, &mut f, "a buffer")?;
        }
        Ok(())
    }

    /// One `AMDKFD_IOC_SVM` SET_ATTR on `[va, va + len)`, built as ROCt builds it.
    fn svm_set(&mut self, va: u64, len: u64, attrs: &[abi::SvmAttribute]) -> Result<()> {
        let args = abi::SvmArgs {
            start_addr: va,
            size: len,
            op: abi::KFD_IOCTL_SVM_OP_SET_ATTR,
            nattr: 0,
        };
        let (req, mut b) = emulated_driver::svm_call(args, attrs);
        let r = self.ioctl_raw(req, &mut b)?;
        if r != 0 {
            bail!("SVM SET_ATTR: the driver returned errno {}", -r);
        }
        Ok(())
    }

    /// Brings a shared-virtual-memory buffer back to host memory before the CPU touches it
    /// (what a CPU page fault does on a page a GPU holds).
    fn svm_home(&mut self, buf: &Buffer) -> Result<()> {
        let Some(a) = self.allocs.get(&buf.va).filter(|a| a.svm.is_some()) else {
            return Ok(());
        };
        let (va, len) = (a.buf.va, round_up(a.buf.size.max(1), PAGE));
        let home = svm_attr(
            abi::KFD_IOCTL_SVM_ATTR_PREFETCH_LOC,
            abi::KFD_IOCTL_SVM_LOCATION_SYSMEM,
        );
        self.svm_set(va, len, &[home])
    }

    /// Prefetches an explicitly placed buffer's blocks to their GPUs.
    fn svm_place(&mut self, buf: &Buffer) -> Result<()> {
        let blocks = match self.allocs.get(&buf.va).and_then(|a| a.svm.clone()) {
            Some(b) => b,
            None => return Ok(()),
        };
        for (off, len, g) in blocks {
            let id = self.gpus[g].gpu_id;
            let attrs = [
                svm_attr(abi::KFD_IOCTL_SVM_ATTR_PREFERRED_LOC, id),
                svm_attr(abi::KFD_IOCTL_SVM_ATTR_PREFETCH_LOC, id),
            ];
            self.svm_set(buf.va + off, len, &attrs)?;
            // The driver wrote the GPU's memory behind its L2.
            self.gpus[g].host_wrote = true;
        }
        Ok(())
    }

    // ------------------------------------------------------------------ copies

    /// Calls `op(transport, piece, offset in the piece, range of the access)` for each piece
    /// `[offset, offset + len)` of `buf` touches, in address order.
    fn access(
        &mut self,
        buf: &Buffer,
        offset: u64,
        len: u64,
        mut op: impl FnMut(&mut T, &Piece<T::Window>, u64, Range<usize>) -> Result<()>,
    ) -> Result<()> {
        let a = self
            .allocs
            .get(&buf.va)
            .ok_or_else(|| anyhow!("unknown buffer at {:#x}", buf.va))?;
        if offset.checked_add(len).is_none_or(|e| e > a.buf.size) {
            bail!(
                "access of {len} bytes at offset {offset} is outside the {}-byte buffer",
                a.buf.size
            );
        }
        let start = buf.va + offset;
        let end = start + len;
        for p in &a.pieces {
            let (s, e) = (start.max(p.va), end.min(p.va + p.len));
            if s >= e {
                continue;
            }
            op(
                &mut self.t,
                p,
                s - p.va,
                (s - start) as usize..(e - start) as usize,
            )?;
        }
        Ok(())
    }

    fn piece_write(t: &mut T, p: &Piece<T::Window>, off: u64, data: &[u8]) -> Result<()> {
        match &p.backing {
            Backing::Host => t.host_write(p.va + off, data),
            Backing::Vram(w) => t.window_write(w, off, data),
        }
    }

    fn piece_read(t: &mut T, p: &Piece<T::Window>, off: u64, out: &mut [u8]) -> Result<()> {
        match &p.backing {
            Backing::Host => t.host_read(p.va + off, out),
            Backing::Vram(w) => t.window_read(w, off, out),
        }
    }

    fn copy_cost(&mut self, buf: &Buffer, bytes: u64, to_device: bool) -> Result<()> {
        let kind = match (buf.placement, to_device) {
            (Placement::Host, _) => CopyKind::HostOnly,
            (_, true) => {
                self.stats.bytes_h2d += bytes;
                CopyKind::ToDevice
            }
            (_, false) => {
                self.stats.bytes_d2h += bytes;
                CopyKind::FromDevice
            }
        };
        self.t.copy_cost(bytes, kind)
    }

    /// Copies `data` from the program into `buf` at `offset` (hipMemcpy host to device).
    pub fn write(&mut self, buf: &Buffer, offset: u64, data: &[u8]) -> Result<()> {
        self.stats.api_calls += 1;
        let t0 = self.now();
        self.svm_home(buf)?;
        self.access(buf, offset, data.len() as u64, |t, p, off, range| {
            Self::piece_write(t, p, off, &data[range])
        })?;
        self.svm_place(buf)?;
        self.note_host_write(buf);
        self.copy_cost(buf, data.len() as u64, true)?;
        self.stats.api_ps += self.now() - t0;
        self.span("copy h2d", t0, || format!("{} bytes", data.len()));
        Ok(())
    }

    /// Records that the host wrote `buf` behind the GPUs' L2s: the next dispatch on a GPU whose
    /// memory holds it asks for a system-scope acquire. Host memory needs nothing: every
    /// kernel start drops the L2 lines of memory the GPU does not own.
    fn note_host_write(&mut self, buf: &Buffer) {
        match buf.placement {
            Placement::Host => {}
            Placement::Gpu(g) => {
                if let Some(s) = self.gpus.get_mut(g) {
                    s.host_wrote = true;
                }
            }
            Placement::Selected | Placement::Unified | Placement::Spread => {
                for s in &mut self.gpus {
                    s.host_wrote = true;
                }
            }
        }
    }

    /// Copies `out.len()` bytes of `buf` at `offset` into the program (device to host).
    pub fn read(&mut self, buf: &Buffer, offset: u64, out: &mut [u8]) -> Result<()> {
        self.stats.api_calls += 1;
        let t0 = self.now();
        let len = out.len() as u64;
        self.svm_home(buf)?;
        self.access(buf, offset, len, |t, p, off, range| {
            Self::piece_read(t, p, off, &mut out[range])
        })?;
        self.svm_place(buf)?;
        self.copy_cost(buf, len, false)?;
        self.stats.api_ps += self.now() - t0;
        self.span("copy d2h", t0, || format!("{len} bytes"));
        Ok(())
    }

    /// Copies `bytes` from `src` to `dst` (device to device, or any mix).
    pub fn copy(&mut self, dst: &Buffer, src: &Buffer, bytes: u64) -> Result<()> {
        self.stats.api_calls += 1;
        let t0 = self.now();
        let mut tmp = vec![0u8; bytes as usize];
        self.svm_home(src)?;
        self.svm_home(dst)?;
        self.access(src, 0, bytes, |t, p, off, range| {
            Self::piece_read(t, p, off, &mut tmp[range])
        })?;
        self.svm_place(src)?;
        self.access(dst, 0, bytes, |t, p, off, range| {
            Self::piece_write(t, p, off, &tmp[range])
        })?;
        self.svm_place(dst)?;
        self.note_host_write(dst);
        self.stats.bytes_d2d += bytes;
        self.t.copy_cost(bytes, CopyKind::DeviceToDevice)?;
        self.stats.api_ps += self.now() - t0;
        self.span("copy d2d", t0, || format!("{bytes} bytes"));
        Ok(())
    }

    /// Charges the program's own computation: `ops` simple operations touching `bytes` of host
    /// memory.
    pub fn cpu_work(&mut self, ops: u64, bytes: u64) -> Result<()> {
        let now = self.now();
        let t = self.t.cpu_work(ops, bytes)?;
        self.stats.cpu_work_ps += t;
        self.span("cpu work", now, || {
            format!("{ops} operations, {bytes} bytes")
        });
        Ok(())
    }

    // ------------------------------------------------------------------ kernels

    /// Loads a code object into the memory of every GPU (a copy each, relocated to its
    /// address), charging the copies like any host-to-device write.
    pub fn load_module(&mut self, bytes: &[u8]) -> Result<Module> {
        let code = CodeObject::parse(bytes).context("loading the code object")?;
        let len = code.image_at(0).len().max(64) as u64;
        let mut copies = Vec::with_capacity(self.gpus.len());
        for g in 0..self.gpus.len() {
            let buf = self.alloc(Placement::Gpu(g), len)?;
            let image = code.image_at(buf.va);
            self.write(&buf, 0, &image)?;
            copies.push(buf);
        }
        Ok(Module { code, copies })
    }

    /// The kernarg segment and LDS size of a launch (the `host-abi` crate).
    fn kernarg_bytes(
        k: &KernelInfo,
        grid: [u32; 3],
        wg: [u32; 3],
        args: &[KArg],
        queue_va: u64,
        offset: [u32; 3],
    ) -> Result<(Vec<u8>, u32)> {
        let values: Vec<ArgValue> = args
            .iter()
            .map(|a| match *a {
                KArg::Ptr(b) => ArgValue::Ptr(b.va),
                KArg::U32(v) => ArgValue::U32(v),
                KArg::I32(v) => ArgValue::I32(v),
                KArg::F32(v) => ArgValue::F32(v),
                KArg::U64(v) => ArgValue::U64(v),
                KArg::F64(v) => ArgValue::F64(v),
                KArg::Local(n) => ArgValue::Local(n),
            })
            .collect();
        let ka = host_abi::kernarg_segment(&k.abi(), grid, wg, offset, &values, queue_va)?;
        Ok((ka.bytes, ka.group_segment_bytes))
    }

    /// The GPU a launch or wait on `target` goes to.
    fn target_gpu(&self, target: Target) -> Result<usize> {
        let g = match target {
            Target::Gpu(g) => g,
            Target::Selected => self.selected,
            Target::Unified => self
                .cfg
                .unified
                .as_ref()
                .and_then(|u| u.first().copied())
                .ok_or_else(|| {
                    anyhow!("a unified launch needs a unified group (--unified-gpus)")
                })?,
        };
        self.check_gpu(g)?;
        Ok(g)
    }

    /// Launches `kernel` of `module` on `target` with a grid of `grid` work-items in
    /// workgroups of `wg`; returns at once (wait with [`Session::wait`]).
    pub fn launch(
        &mut self,
        target: Target,
        module: &Module,
        kernel: &str,
        grid: [u32; 3],
        wg: [u32; 3],
        args: &[KArg],
    ) -> Result<()> {
        self.launch_at(target, module, kernel, grid, wg, [0; 3], args)
    }

    /// Like [`Session::launch`] with an OpenCL global work offset (`get_global_id` adds it):
    /// how a program hands each discrete GPU its part of an index space.
    #[allow(clippy::too_many_arguments)]
    pub fn launch_at(
        &mut self,
        target: Target,
        module: &Module,
        kernel: &str,
        grid: [u32; 3],
        wg: [u32; 3],
        offset: [u32; 3],
        args: &[KArg],
    ) -> Result<()> {
        // The checkpoint boundary: every earlier launch finished (all queues idle), then the
        // CPU side writes or restores the checkpoint, before anything of this launch exists.
        if !self.boundary_passed {
            let index = self.stats.launches;
            if let Some(b) = &self.cfg.boundary {
                if b.matches(index, kernel, &self.regions) {
                    self.boundary_passed = true;
                    for g in 0..self.gpus.len() {
                        self.wait_gpu(g)?;
                    }
                    self.t.boundary(index, kernel)?;
                }
            }
        }
        self.stats.api_calls += 1;
        self.stats.launches += 1;
        let t0 = self.now();
        let g = self.target_gpu(target)?;
        let k = module.code.find_kernel(kernel)?.clone();
        host_abi::check_geometry(&k.abi(), grid, wg)?;
        let q = self.gpus[g]
            .queue
            .as_ref()
            .ok_or_else(|| anyhow!("GPU {g} has no queue"))?;
        let (amd_queue_va, ring_va, mailbox_va, event_id, qid) = (
            q.amd_queue_va,
            q.ring_va,
            q.mailbox_va,
            q.event_id,
            q.queue_id,
        );
        let (ka, lds) = Self::kernarg_bytes(&k, grid, wg, args, amd_queue_va, offset)?;
        let (pool, pool_len, cursor) = self.kernarg;
        let need = round_up(ka.len() as u64, KERNARG_ALIGN);
        let (at, next) = pool_slot(cursor, need, pool_len).ok_or_else(|| {
            anyhow!("kernel `{kernel}`: a {need}-byte kernarg segment does not fit the pool")
        })?;
        self.kernarg.2 = next;
        let kernarg_va = pool + at;
        self.t.host_write(kernarg_va, &ka)?;
        // Ring space: wait while the ring may be full. Packets whose completion this side has
        // seen are surely consumed; the read index itself is written by the GPU, which may be
        // ahead in simulated time, so reading it would make the run depend on wall-clock
        // timing.
        loop {
            let open = self.gpus[g]
                .queue
                .as_ref()
                .map_or(0, |q| q.outstanding.len() as u64);
            if open < RING_PACKETS {
                break;
            }
            self.wait_gpu(g)?;
        }
        // A fresh completion signal per launch (amd_signal_t: kind user, value 1, the queue's
        // event mailbox and id): only the GPU touches it until the host sees it reach 0.
        let (pool, next) = self.signals;
        let signal_va = pool + (next % SIGNALS) * SIGNAL_BYTES;
        self.signals.1 = next + 1;
        let sig = host_abi::completion_signal(1, mailbox_va, event_id);
        self.t.host_write(signal_va, &sig)?;
        let index = self.gpus[g].queue.as_ref().map_or(0, |q| q.write_index);
        // The members' dispatchers all act on this packet's acquire: system scope when the
        // host wrote any member's memory since its last dispatch.
        let members: Vec<usize> = match target {
            Target::Unified => self.cfg.unified.clone().unwrap_or_default(),
            _ => vec![g],
        };
        let mut acquire = aql::FenceScope::Agent;
        for &m in &members {
            if let Some(s) = self.gpus.get_mut(m) {
                if std::mem::take(&mut s.host_wrote) {
                    acquire = aql::FenceScope::System;
                }
            }
        }
        let pkt = host_abi::dispatch_packet(
            &k.abi(),
            acquire,
            module
                .base(g)
                .ok_or_else(|| anyhow!("the module has no copy on GPU {g}"))?
                .va,
            grid,
            wg,
            lds,
            kernarg_va,
            signal_va,
        );
        let kernel_object = u64::from_le_bytes(
            pkt[32..40]
                .try_into()
                .map_err(|_| anyhow!("dispatch packet too short"))?,
        );
        if self.cfg.announce_kernel_names && self.named.insert(kernel_object) {
            self.t.annotate(
                host_abi::driver::ANNOTATE_KERNEL_NAME,
                kernel_object,
                kernel.as_bytes(),
            )?;
        }
        let slot = ring_va + (index % RING_PACKETS) * 64;
        // Body first, header last (the packet becomes valid when its type is written).
        self.t.host_write(slot + 2, &pkt[2..])?;
        self.t.publish(slot, u16::from_le_bytes([pkt[0], pkt[1]]))?;
        let w = index + 1;
        if let Some(q) = self.gpus[g].queue.as_mut() {
            q.write_index = w;
            q.outstanding.push(signal_va);
        }
        self.t.host_write(
            amd_queue_va + amd_queue::MAX_LEGACY_DOORBELL_DISPATCH_ID_PLUS_1 as u64,
            &w.to_le_bytes(),
        )?;
        self.t
            .spend(self.cfg.costs.api_call_ps + self.cfg.costs.launch_ps)?;
        // The doorbell store: the new write index, 32 bits on gfx8.
        self.stats.doorbells += 1;
        let width = self.cfg.doorbell_bytes;
        let value = if width == 4 { w & 0xffff_ffff } else { w };
        if let Some(q) = self.gpus[g].queue.as_ref() {
            self.t.ring(
                &q.doorbells,
                u64::from(qid) * u64::from(width),
                value,
                width,
            )?;
        }
        self.launches.push(LaunchRecord {
            kernel: kernel.to_string(),
            target,
            gpu: g,
            queue_id: qid,
            dispatch_id: index,
            submit_ps: self.now(),
            complete_ps: None,
        });
        self.stats.api_ps += self.now() - t0;
        self.span("launch", t0, || format!("{kernel} on GPU {g}"));
        Ok(())
    }

    /// Begins a region of interest named `name` (regions nest): the GPU side resets the
    /// region's statistics here and dumps them at its end (docs/outputs.md, "Regions of
    /// interest"). Call it where the program is synchronised (after a wait): a kernel counts
    /// for the region when it starts after the begin and finishes before the end.
    pub fn region_begin(&mut self, name: &str) -> Result<()> {
        if name.is_empty() || name.len() > 4096 {
            bail!(
                "a region's name must have 1 to 4096 bytes, not {}",
                name.len()
            );
        }
        self.regions.push(name.to_string());
        self.t
            .annotate(host_abi::driver::ANNOTATE_REGION_BEGIN, 0, name.as_bytes())
    }

    /// Ends the innermost open region (an error when none is open).
    pub fn region_end(&mut self) -> Result<()> {
        if self.regions.pop().is_none() {
            bail!("region_end with no region open");
        }
        self.t
            .annotate(host_abi::driver::ANNOTATE_REGION_END, 0, &[])
    }

    fn host_u64(&mut self, va: u64) -> Result<u64> {
        let mut b = [0u8; 8];
        self.t.host_read(va, &mut b)?;
        Ok(u64::from_le_bytes(b))
    }

    fn wait_gpu(&mut self, g: usize) -> Result<()> {
        let Some(q) = self.gpus[g].queue.as_ref() else {
            return Ok(());
        };
        let event_id = q.event_id;
        let t0 = self.now();
        let timeout_ms = self.cfg.wait_timeout_ms;
        // The budget in simulated time: against the clock where this side keeps one, else by
        // the WAIT_EVENTS that timed out.
        let deadline = self.t.now().map(|t| t + timeout_ms * 1_000_000_000);
        let mut slept_ms = 0u64;
        loop {
            let pending = self.gpus[g]
                .queue
                .as_ref()
                .map(|q| q.outstanding.clone())
                .unwrap_or_default();
            // A completion counts when its signal reached 0 at or before the bound the
            // transport gives (see `Transport::sync_for_poll`); the rest are waited for through
            // the driver's event, whose reply time is simulated.
            let bound = self.t.sync_for_poll()?;
            let mut left = Vec::new();
            for sva in pending {
                let value = self.host_u64(sva + aql::signal::VALUE)? as i64;
                let end = self.host_u64(sva + aql::signal::END_TS)?;
                if value > 0 || bound.is_some_and(|b| end > b) {
                    left.push(sva);
                }
            }
            let done = left.is_empty();
            if let Some(q) = self.gpus[g].queue.as_mut() {
                q.outstanding = left;
            }
            if done {
                break;
            }
            let timeout = match (self.t.now(), deadline) {
                (Some(now), Some(d)) => {
                    if now >= d {
                        bail!(
                            "GPU {g} did not finish within {timeout_ms} ms of simulated time (the wait timeout)"
                        );
                    }
                    (d - now).div_ceil(1_000_000_000).max(1)
                }
                _ => {
                    if slept_ms >= timeout_ms {
                        bail!(
                            "GPU {g} did not finish within {timeout_ms} ms of simulated time (the wait timeout)"
                        );
                    }
                    WAIT_SLICE_MS.min(timeout_ms - slept_ms).max(1)
                }
            };
            let mut ev = vec![0u8; abi::EventData::SIZE];
            abi::EventData {
                event_id,
                ..Default::default()
            }
            .write_to(&mut ev);
            let args = self.t.args_va();
            self.t.host_write(args, &ev)?;
            let mut w = abi::WaitEventsArgs {
                events_ptr: args,
                num_events: 1,
                wait_for_all: 1,
                timeout: timeout.min(u64::from(u32::MAX - 1)) as u32,
                wait_result: 0,
            };
            self.stats.wait_events += 1;
            self.ioctl_ok(nr::WAIT_EVENTS, &mut w, &format!("GPU {g}"))?;
            match w.wait_result {
                abi::KFD_IOC_WAIT_RESULT_COMPLETE => {}
                abi::KFD_IOC_WAIT_RESULT_TIMEOUT => slept_ms += timeout,
                r => bail!("WAIT_EVENTS on GPU {g}: wait_result {r} (failed)"),
            }
        }
        let now = self.now();
        for l in self.launches.iter_mut().filter(|l| l.gpu == g) {
            l.complete_ps.get_or_insert(now);
        }
        self.stats.wait_ps += now - t0;
        self.span("wait", t0, || format!("GPU {g}"));
        Ok(())
    }

    /// Waits until every kernel launched on `target` finished.
    pub fn wait(&mut self, target: Target) -> Result<()> {
        self.stats.api_calls += 1;
        self.stats.waits += 1;
        let g = match target {
            // A wait on a unified target without a group waits on GPU 0, where nothing ran.
            Target::Unified if self.cfg.unified.is_none() => 0,
            t => self.target_gpu(t)?,
        };
        self.wait_gpu(g)
    }

    /// Waits for every GPU.
    pub fn wait_all(&mut self) -> Result<()> {
        for g in 0..self.gpus.len() {
            self.wait_gpu(g)?;
        }
        Ok(())
    }

    /// Waits for every GPU, destroys the queues and hands back the transport and the record
    /// of the session.
    pub fn close(mut self) -> Result<Closed<T>> {
        self.wait_all()?;
        for g in 0..self.gpus.len() {
            if let Some(q) = self.gpus[g].queue.take() {
                let mut d = abi::DestroyQueueArgs {
                    queue_id: q.queue_id,
                    pad: 0,
                };
                self.ioctl_ok(nr::DESTROY_QUEUE, &mut d, &format!("GPU {g}"))?;
            }
        }
        Ok(Closed {
            end_ps: self.now(),
            stats: self.stats,
            launches: self.launches,
            spans: self.spans.unwrap_or_default(),
            transport: self.t,
        })
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
    fn names_of_ioctls() {
        assert_eq!(ioctl_name(nr::CREATE_QUEUE), "CREATE_QUEUE");
        assert_eq!(ioctl_name(0x7e), "ioctl nr 0x7e");
    }
}
