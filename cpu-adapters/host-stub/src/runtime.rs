//! The host stub's CPU side and a small HSA/HIP-like host runtime on top of it.
//!
//! [`Runtime::start`] creates host memory and every GPU's VRAM (shared memfd regions), the
//! bridge segment, and spawns the GPU process (`tandem gpu-process`, the code of
//! `tandem-gpu`); it then opens the GPUs exactly as ROCt would, through the KFD ABI only:
//! GET_VERSION, GET_PROCESS_APERTURES_NEW, ACQUIRE_VM, an events page and one signal event per
//! GPU, one AQL queue per GPU (ring, `amd_queue_t` and completion signal in host memory) and its
//! doorbell page mmap. Every ioctl, mmap and doorbell store travels over the bridge's driver
//! channel; nothing else reaches the GPU side.
//!
//! The API: [`Runtime::alloc`] on the host, on GPU g or unified (one-page VRAM BOs round-robin
//! over the unified members, so pages interleave across GPUs); [`Runtime::write`] /
//! [`Runtime::read`] (host<->device copies) and [`Runtime::copy`] (device<->device);
//! [`Runtime::load_module`] and [`Runtime::launch`] (kernel by name, typed arguments laid out
//! from the metadata, hidden arguments filled, AQL packet written into the ring, doorbell);
//! [`Runtime::wait`] (completion signal, WAIT_EVENTS when not yet done); [`Runtime::free`];
//! [`Runtime::cpu_work`] for the program's own computation.
//!
//! Time: the CPU side's clock is the bridge endpoint's. Every call costs `host.api_call_ps`,
//! every ioctl `host.ioctl_ps`, a launch `host.launch_ps`, copies their bytes at the configured
//! PCIe bandwidths plus the host DRAM model's time for the host side of the copy; the clock
//! advances in lock-step with the GPU side while the program waits.
//!
//! Memory: the host region is addressed at [`HOST_VA_BASE`]; the CPU reaches VRAM only through
//! the mmap of a VRAM BO (a large-BAR mapping of the GPU's shared VRAM region). In functional
//! mode the GPU side reads and writes host memory directly in the shared region.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};

use anyhow::{anyhow, bail, Context, Result};
use bridge::progress::ProgressPage;
use bridge::wire::{
    MemMsg, DRV_DOORBELL, DRV_EVENT, DRV_IOCTL, DRV_IOCTL_REPLY, DRV_MMAP, DRV_MMAP_REPLY,
};
use bridge::{BridgeConfig, DriverMessage, Endpoint, Incoming, LockStep, Progress};
use emulated_driver::abi::{self, nr, AbiStruct};
use gpu_sim::loader::{CodeObject, KernelInfo};
use gpu_sim::side::{GpuSideConfig, GPU_ERROR_FILE};
use gpu_sim::sys::memory::{scratch_va, Place, DEVICE_VA_BASE, HOST_VA_BASE, PAGE};
use gpu_sim::sys::shm::SharedRegion;
use host_abi::driver::{MmapReply, QUEUE_ERROR_EVENT};
use host_abi::{aql, ArgValue};
use serde::Serialize;

use crate::config::{transfer_ps, TandemConfig, UnifiedPlacement};
use crate::dram::HostDram;
use crate::mc_server::{McServer, McServerStats};
use crate::watchdog::{Fired, Limits, Watchdog};

/// Where an allocation lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Placement {
    Host,
    Gpu(usize),
    /// The GPU chosen with [`Runtime::select_gpu`] (like `hipSetDevice`).
    Selected,
    Unified,
    /// Consecutive parts on different GPUs ([`Runtime::alloc_spread`]).
    Spread,
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
    /// The GPU chosen with [`Runtime::select_gpu`].
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

#[derive(Clone, Debug)]
struct Piece {
    va: u64,
    len: u64,
    place: Place,
    offset: u64,
}

struct Allocation {
    buf: Buffer,
    handles: Vec<u64>,
    pieces: Vec<Piece>,
    /// Shared virtual memory (`host.unified_placement` first-touch or explicit): its blocks
    /// `(offset, bytes, GPU)` for explicit placement, none for first touch.
    svm: Option<Vec<(u64, u64, usize)>>,
}

struct QueueState {
    queue_id: u32,
    ring_va: u64,
    ring_packets: u64,
    amd_queue_va: u64,
    /// Event mailbox slot and id the queue's completion signals raise.
    mailbox_va: u64,
    event_id: u32,
    /// Completion signals of launches not yet seen complete.
    outstanding: Vec<u64>,
    doorbell_page: u64,
    write_index: u64,
}

struct GpuState {
    gpu_id: u32,
    queue: Option<QueueState>,
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
    pub mem_requests: u64,
}

/// What the GPU process reported at the end (its stats file), plus the host's own view.
#[derive(Debug, Serialize)]
pub struct Finished {
    pub end_ps: u64,
    pub host: HostStats,
    pub dram: Vec<crate::dram::DramStats>,
    /// The memory-controller server (GPU requests to host memory over the bridge).
    pub mc: McServerStats,
    /// Accesses the CPU traffic generator made.
    pub traffic_requests: u64,
    pub launches: Vec<LaunchRecord>,
    pub gpu_side: serde_json::Value,
    /// The host program's API calls and waits (only when the run is traced).
    pub host_spans: Vec<HostSpan>,
}

/// A running standalone system: the CPU side and a connected GPU process.
pub struct Runtime {
    cfg: TandemConfig,
    ep: Endpoint,
    child: Option<GpuChild>,
    host: SharedRegion,
    vram: Vec<SharedRegion>,
    dram: HostDram,
    mc: McServer,
    /// APU configuration (timing mode with `[gpu.timing.apu] enabled`): there is no VRAM;
    /// every allocation lives in host memory and the GPU reaches it through the bridge's
    /// memory-controller queues.
    apu: bool,
    seq: u64,
    host_next: u64,
    device_next: u64,
    gpus: Vec<GpuState>,
    unified: Option<Vec<usize>>,
    allocs: HashMap<u64, Allocation>,
    kernarg: (u64, u64, u64),
    signals: (u64, u64),
    selected: usize,
    args_va: u64,
    stats: HostStats,
    launches: Vec<LaunchRecord>,
    stats_path: PathBuf,
    watchdog: Option<Watchdog>,
    /// The GPU process's progress counters (`progress_page`).
    progress: std::sync::Arc<ProgressPage>,
    /// Host API calls and waits, kept only when the run is traced.
    spans: Option<Vec<HostSpan>>,
}

/// The spawned GPU process, killed and reaped when dropped: every error path of the host side,
/// from a failed connect to a panic in the host program, leaves no GPU process behind (neither
/// running nor as a zombie).
struct GpuChild(Child);

impl GpuChild {
    fn id(&self) -> u32 {
        self.0.id()
    }
}

impl Drop for GpuChild {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
        }
        let _ = self.0.wait();
    }
}

const ARGS_BYTES: u64 = 64 * 1024;
const KERNARG_POOL_BYTES: u64 = 4 << 20;
const RING_PACKETS: u64 = 64;
/// Completion signals in the pool (more than every queue's ring can hold in flight).
const SIGNALS: u64 = 4096;

fn round_up(v: u64, to: u64) -> u64 {
    v.div_ceil(to) * to
}

/// How to start the GPU process.
#[derive(Clone, Debug, Default)]
pub struct StartOptions {
    /// The GPU-process executable (a `tandem-gpu`); default: `TANDEM_GPU_EXE`, else this
    /// executable's hidden `gpu-process` subcommand.
    pub gpu_exe: Option<PathBuf>,
    /// Extra environment for the GPU process.
    pub gpu_env: Vec<(String, String)>,
    /// Write a timeline trace (the GPU process starts the file, [`crate::trace::finish`]
    /// completes it); the runtime then also keeps its API calls and waits.
    pub trace: Option<gpu_sim::trace::TraceOptions>,
}

/// The command that starts the GPU process, before its arguments (`tandem gem5-prepare` reports
/// the same for the gem5 adapter).
pub(crate) fn gpu_command(opts: &StartOptions) -> Result<Command> {
    if let Some(p) = &opts.gpu_exe {
        let mut c = Command::new(p);
        c.envs(opts.gpu_env.iter().cloned());
        return Ok(c);
    }
    if let Ok(p) = std::env::var("TANDEM_GPU_EXE") {
        let mut c = Command::new(p);
        c.envs(opts.gpu_env.iter().cloned());
        return Ok(c);
    }
    let me = std::env::current_exe().context("locating the tandem executable")?;
    let mut c = Command::new(me);
    c.arg("gpu-process");
    c.envs(opts.gpu_env.iter().cloned());
    Ok(c)
}

/// The bridge segment's settings for a run with `cfg` (what [`Runtime::start_with`] creates; `tandem
/// gem5-prepare` hands the same to the gem5 adapter).
pub fn bridge_config(cfg: &TandemConfig) -> Result<BridgeConfig> {
    Ok(BridgeConfig {
        n_mc: cfg.bridge.memory_controllers,
        ring_entries: cfg.bridge.ring_entries,
        c2g_latency_ps: cfg.bridge.c2g_latency_ps,
        g2c_latency_ps: cfg.bridge.g2c_latency_ps,
        quantum_ps: cfg.bridge.quantum_ps,
        mode: match cfg.bridge.lockstep {
            crate::config::LockstepMode::Quantum => LockStep::Quantum,
            crate::config::LockstepMode::Cycle => LockStep::PerCycle,
        },
        connect_timeout_ms: 10_000,
        clocks: bridge::Clocks {
            // Per-cycle grants tick at the GPU's core clock (and the HBM's 500 MHz).
            core_period_ps: cfg.gpu.core_period_ps()?,
            mem_period_ps: 2000,
        },
    })
}

/// The GPU process's configuration (its `--config`, as TOML) for `n_gpus` GPUs and the unified
/// group (GPU indices, lead first), as [`Runtime::start_with`] passes it; `tandem gem5-prepare`
/// writes the same to `gpu-side.toml`.
pub fn gpu_side_config(
    cfg: &TandemConfig,
    n_gpus: usize,
    unified: Option<Vec<usize>>,
) -> Result<GpuSideConfig> {
    Ok(GpuSideConfig {
        n_gpus: u32::try_from(n_gpus).context("GPU count")?,
        functional: cfg.gpu.functional.clone(),
        cp: cfg.gpu.cp.clone(),
        unified,
        mode: cfg.gpu.mode,
        model: cfg.gpu.timing_config()?,
        threads: cfg.gpu.threads,
    })
}

impl Runtime {
    /// Starts the GPU process with `n_gpus` GPUs (`unified`: GPU indices of the unified
    /// group, lead first) and opens every GPU through the driver. `work_dir` receives the GPU
    /// side's statistics file.
    pub fn start(
        cfg: &TandemConfig,
        n_gpus: usize,
        unified: Option<Vec<usize>>,
        work_dir: &Path,
    ) -> Result<Runtime> {
        Self::start_with(cfg, n_gpus, unified, work_dir, &StartOptions::default())
    }

    /// [`Runtime::start`] with explicit options for the GPU process.
    pub fn start_with(
        cfg: &TandemConfig,
        n_gpus: usize,
        unified: Option<Vec<usize>>,
        work_dir: &Path,
        opts: &StartOptions,
    ) -> Result<Runtime> {
        if n_gpus == 0 || n_gpus > cfg.gpu.count as usize {
            bail!(
                "{n_gpus} GPUs requested but the configuration has gpu.count = {}",
                cfg.gpu.count
            );
        }
        let host = SharedRegion::create("tandem-host-memory", cfg.host.memory_bytes)?;
        let mut vram = Vec::new();
        for g in 0..n_gpus {
            vram.push(SharedRegion::create(
                &format!("tandem-gpu{g}-vram"),
                cfg.gpu.vram_bytes,
            )?);
        }
        let mut ep =
            Endpoint::create(&bridge_config(cfg)?).context("creating the bridge segment")?;
        let side = gpu_side_config(cfg, n_gpus, unified.clone())?;
        std::fs::create_dir_all(work_dir)
            .with_context(|| format!("creating {}", work_dir.display()))?;
        let stats_path = work_dir.join("gpu-side.json");
        let _ = std::fs::remove_file(&stats_path);
        let _ = std::fs::remove_file(work_dir.join("stats.txt"));
        let _ = std::fs::remove_file(work_dir.join(GPU_ERROR_FILE));
        let fds: Vec<String> = vram.iter().map(|v| v.raw_fd().to_string()).collect();
        let mut cmd = gpu_command(opts)?;
        cmd.arg("--segment")
            .arg(ep.segment_name())
            .arg("--host-fd")
            .arg(host.raw_fd().to_string())
            .arg("--host-bytes")
            .arg(cfg.host.memory_bytes.to_string())
            .arg("--vram-fd")
            .arg(fds.join(","))
            .arg("--vram-bytes")
            .arg(cfg.gpu.vram_bytes.to_string())
            .arg("--config")
            .arg(toml::to_string(&side)?)
            .arg("--stats-out")
            .arg(&stats_path);
        let progress = std::sync::Arc::new(ProgressPage::create()?);
        cmd.arg("--progress-fd").arg(progress.raw_fd().to_string());
        if let Some(t) = &opts.trace {
            if let Some(dir) = t.path.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir)
                    .with_context(|| format!("creating {}", dir.display()))?;
            }
            cmd.arg("--trace")
                .arg(std::path::absolute(&t.path).unwrap_or_else(|_| t.path.clone()))
                .arg("--trace-mem-cap")
                .arg(t.mem_cap.to_string());
            if t.mem {
                cmd.arg("--trace-mem");
            }
            if let Some((a, b)) = t.window {
                cmd.arg("--trace-window").arg(format!("{a}:{b}"));
            }
        }
        // From here on every early return kills and reaps the child (GpuChild's Drop).
        let child = GpuChild(cmd.spawn().context("starting the GPU process")?);
        let pid = child.id();
        let apu = side.apu();
        ep.accept_from(Some(pid), cfg.host.connect_timeout_ms)
            .with_context(|| {
                format!(
                    "waiting for the GPU process (pid {pid}) to connect (host.connect_timeout_ms = {})",
                    cfg.host.connect_timeout_ms
                )
            })?;
        let watchdog = Watchdog::start(
            pid,
            Limits {
                wall: (cfg.host.wall_timeout_s > 0)
                    .then(|| std::time::Duration::from_secs(cfg.host.wall_timeout_s)),
                stall: (cfg.host.stall_timeout_ms > 0)
                    .then(|| std::time::Duration::from_millis(cfg.host.stall_timeout_ms)),
            },
        );
        let mut rt = Runtime {
            cfg: cfg.clone(),
            ep,
            child: Some(child),
            host,
            vram,
            dram: HostDram::new(cfg.host.dram.clone()).with_traffic(&cfg.host.traffic),
            mc: McServer::new(),
            apu,
            seq: 0,
            host_next: ARGS_BYTES,
            device_next: DEVICE_VA_BASE,
            gpus: Vec::new(),
            unified,
            allocs: HashMap::new(),
            kernarg: (0, 0, 0),
            signals: (0, 0),
            selected: 0,
            args_va: HOST_VA_BASE,
            stats: HostStats::default(),
            launches: Vec::new(),
            stats_path,
            watchdog,
            progress,
            spans: opts.trace.as_ref().map(|_| Vec::new()),
        };
        rt.open_gpus(n_gpus)?;
        Ok(rt)
    }

    /// The GPU process's progress counters (simulated time, wavefront instructions), which
    /// a progress display may read from another thread.
    pub fn progress_page(&self) -> std::sync::Arc<ProgressPage> {
        self.progress.clone()
    }

    /// Keeps a host span from `t0` to now when the run is traced (`detail` is only built then).
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

    /// The GPU process's pid (for tools and tests that watch it), while it runs.
    pub fn gpu_pid(&self) -> Option<u32> {
        self.child.as_ref().map(GpuChild::id)
    }

    /// Current simulated CPU time in ps.
    pub fn now(&self) -> u64 {
        self.ep.now()
    }

    /// Chooses the GPU that [`Placement::Selected`] and [`Target::Selected`] mean (0-based).
    pub fn select_gpu(&mut self, g: usize) -> Result<()> {
        if g >= self.gpus.len() {
            bail!("no GPU {} (the run has {})", g, self.gpus.len());
        }
        self.selected = g;
        Ok(())
    }

    /// GPUs opened.
    pub fn n_gpus(&self) -> usize {
        self.gpus.len()
    }

    /// The unified group, if any.
    pub fn unified(&self) -> Option<&[usize]> {
        self.unified.as_deref()
    }

    // ------------------------------------------------------------------ time and messages

    fn handle_async(&mut self, m: Incoming) -> Result<Option<DriverMessage>> {
        match m {
            Incoming::Driver(d) if d.ty == DRV_EVENT && d.arg0 == QUEUE_ERROR_EVENT => {
                bail!(
                    "the GPU reported an error: {}",
                    String::from_utf8_lossy(&d.payload)
                )
            }
            Incoming::Driver(d) if d.ty == DRV_EVENT => Ok(None),
            Incoming::Driver(d) => Ok(Some(d)),
            Incoming::Mem { mc, ty, msg } => {
                self.serve_mem(mc, ty, msg)?;
                Ok(None)
            }
        }
    }

    /// Takes a memory request from the GPU side (timing-mode traffic to host memory in the
    /// APU configuration); the answer leaves when the DRAM model finishes it
    /// ([`Runtime::advance`]).
    fn serve_mem(&mut self, mc: u32, ty: u8, msg: MemMsg) -> Result<()> {
        self.stats.mem_requests += 1;
        let now = self.now();
        self.mc
            .on_request(now, mc, ty, msg, &mut self.dram, &self.host);
        Ok(())
    }

    /// `Endpoint::advance` with the memory-controller server in the loop: stops where a
    /// response is due and sends it, and returns only `Due`, `Terminated`, or `Reached(target)`.
    fn advance(&mut self, target: u64) -> bridge::Result<Progress> {
        self.set_waiting(true);
        let r = self.advance_inner(target);
        self.set_waiting(false);
        r
    }

    /// Tells the watchdog whether the host now waits for the GPU side (only then can the GPU
    /// side be stalled; the host program's own work is not a stall).
    fn set_waiting(&self, waiting: bool) {
        if let Some(w) = &self.watchdog {
            w.set_waiting(waiting);
        }
    }

    /// `Endpoint::send_driver` under the watchdog (it blocks while the ring is full).
    fn send_driver(
        &mut self,
        ty: u8,
        seq: u64,
        arg0: u64,
        arg1: u64,
        payload: &[u8],
    ) -> bridge::Result<()> {
        self.set_waiting(true);
        let r = self.ep.send_driver(ty, seq, arg0, arg1, payload);
        self.set_waiting(false);
        r
    }

    fn advance_inner(&mut self, target: u64) -> bridge::Result<Progress> {
        loop {
            let stop = self.mc.next_due().map_or(target, |d| d.min(target));
            let p = self.ep.advance(stop)?;
            if let Some(w) = &self.watchdog {
                w.progress();
            }
            if let Progress::Due(_) | Progress::Reached(_) = p {
                self.mc.send_due(&mut self.ep)?;
            }
            match p {
                Progress::Reached(t) if t < target => continue,
                other => return Ok(other),
            }
        }
    }

    fn gpu_gone(&mut self, e: impl std::fmt::Display) -> anyhow::Error {
        let status = self
            .child
            .as_mut()
            .and_then(|c| c.0.try_wait().ok().flatten())
            .map(|s| format!(" (GPU process {s})"))
            .unwrap_or_default();
        match self.watchdog.as_ref().and_then(|w| w.fired().map(|f| (f, w))) {
            Some((Fired::WallClock, _)) => {
                return anyhow!(
                    "the run exceeded host.wall_timeout_s = {} s of wall-clock time; the GPU process was stopped",
                    self.cfg.host.wall_timeout_s
                )
            }
            Some((Fired::Stall, w)) => {
                return anyhow!(
                    "the GPU process made no progress for host.stall_timeout_ms = {} ms (no message, {} ms of CPU time) and was stopped: it is frozen (stopped, e.g. by SIGSTOP or a debugger, or blocked); raise or disable (0) host.stall_timeout_ms if this is expected",
                    self.cfg.host.stall_timeout_ms,
                    w.stall_cpu_ms()
                )
            }
            None => {}
        }
        // The GPU process leaves the reason it stopped next to its statistics.
        let why = std::fs::read_to_string(self.stats_path.with_file_name(GPU_ERROR_FILE))
            .map(|t| format!(": {}", t.trim()))
            .unwrap_or_default();
        anyhow!("lost the GPU process: {e}{status}{why}")
    }

    /// Advances the CPU's clock by `ps` (the program computing or a call's cost).
    fn spend(&mut self, ps: u64) -> Result<()> {
        let target = self.now().saturating_add(ps);
        loop {
            match self.advance(target) {
                Ok(Progress::Reached(_)) => return Ok(()),
                Ok(Progress::Due(_)) => {
                    while let Some(m) = self.ep.recv() {
                        if let Some(d) = self.handle_async(m)? {
                            tracing::warn!(ty = d.ty, seq = d.seq, "unexpected driver reply");
                        }
                    }
                }
                Ok(Progress::Terminated) => return Err(self.gpu_gone("it ended the run")),
                Ok(Progress::Tick(..)) => bail!("per-cycle lock-step is not supported"),
                Err(e) => return Err(self.gpu_gone(e)),
            }
        }
    }

    /// Sends one driver request and runs lock-step until its reply arrives.
    fn call(&mut self, ty: u8, arg0: u64, arg1: u64, payload: &[u8]) -> Result<DriverMessage> {
        self.seq += 1;
        let seq = self.seq;
        if let Err(e) = self.send_driver(ty, seq, arg0, arg1, payload) {
            return Err(self.gpu_gone(e));
        }
        let want = if ty == DRV_IOCTL {
            DRV_IOCTL_REPLY
        } else {
            DRV_MMAP_REPLY
        };
        loop {
            match self.advance(u64::MAX) {
                Ok(Progress::Due(_)) | Ok(Progress::Reached(_)) => {
                    while let Some(m) = self.ep.recv() {
                        if let Some(d) = self.handle_async(m)? {
                            if d.ty == want && d.seq == seq {
                                return Ok(d);
                            }
                            tracing::warn!(ty = d.ty, seq = d.seq, "unexpected driver reply");
                        }
                    }
                }
                Ok(Progress::Terminated) => return Err(self.gpu_gone("it ended the run")),
                Ok(Progress::Tick(..)) => bail!("per-cycle lock-step is not supported"),
                Err(e) => return Err(self.gpu_gone(e)),
            }
        }
    }

    /// One ioctl; returns the syscall result (0 or -errno) and updates `a`.
    fn ioctl<T: AbiStruct>(&mut self, n: u32, a: &mut T) -> Result<i64> {
        self.stats.ioctls += 1;
        let t0 = self.now();
        self.spend(self.cfg.host.ioctl_ps)?;
        let req = abi::request(n).ok_or_else(|| anyhow!("no ioctl number {n:#x}"))?;
        let mut b = vec![0u8; T::SIZE];
        a.write_to(&mut b);
        let d = self.call(DRV_IOCTL, u64::from(req), 0, &b)?;
        if d.payload.len() >= T::SIZE {
            *a = T::read_from(&d.payload);
        }
        self.stats.ioctl_ps += self.now() - t0;
        Ok(d.arg1 as i64)
    }

    fn ioctl_ok<T: AbiStruct>(&mut self, n: u32, a: &mut T, what: &str) -> Result<()> {
        let r = self.ioctl(n, a)?;
        if r != 0 {
            bail!("{what}: the driver returned errno {}", -r);
        }
        Ok(())
    }

    fn mmap(&mut self, offset: u64, len: u64) -> Result<MmapReply> {
        self.stats.mmaps += 1;
        self.spend(self.cfg.host.ioctl_ps)?;
        let d = self.call(DRV_MMAP, offset, len, &[])?;
        if d.arg1 != 0 {
            bail!(
                "mmap of offset {offset:#x} failed: errno {}",
                -(d.arg1 as i64)
            );
        }
        MmapReply::decode(&d.payload).ok_or_else(|| anyhow!("malformed mmap reply"))
    }

    // ------------------------------------------------------------------ host memory

    fn host_off(va: u64) -> u64 {
        va - HOST_VA_BASE
    }

    fn host_write(&self, va: u64, data: &[u8]) -> Result<()> {
        Ok(self.host.write(Self::host_off(va), data)?)
    }

    fn host_read(&self, va: u64, buf: &mut [u8]) -> Result<()> {
        Ok(self.host.read(Self::host_off(va), buf)?)
    }

    fn host_u64(&self, va: u64) -> Result<u64> {
        let mut b = [0u8; 8];
        self.host_read(va, &mut b)?;
        Ok(u64::from_le_bytes(b))
    }

    fn host_reserve(&mut self, bytes: u64) -> Result<u64> {
        let len = round_up(bytes.max(1), PAGE);
        if self.host_next + len > self.host.len() {
            bail!(
                "host memory exhausted: {} bytes requested, host.memory_bytes = {}",
                bytes,
                self.host.len()
            );
        }
        let va = HOST_VA_BASE + self.host_next;
        self.host_next += len;
        Ok(va)
    }

    fn map_to_all(&mut self, handle: u64) -> Result<()> {
        let ids: Vec<u32> = self.gpus.iter().map(|g| g.gpu_id).collect();
        let bytes: Vec<u8> = ids.iter().flat_map(|i| i.to_le_bytes()).collect();
        self.host_write(self.args_va, &bytes)?;
        let mut m = abi::MapMemoryToGpuArgs {
            handle,
            device_ids_array_ptr: self.args_va,
            n_devices: ids.len() as u32,
            n_success: 0,
        };
        self.ioctl_ok(nr::MAP_MEMORY_TO_GPU, &mut m, "MAP_MEMORY_TO_GPU")
    }

    /// A GTT BO over fresh host pages, mapped on every GPU.
    fn alloc_gtt(&mut self, bytes: u64) -> Result<(Buffer, u64)> {
        let va = self.host_reserve(bytes)?;
        let size = round_up(bytes.max(1), PAGE);
        let mut a = abi::AllocMemoryOfGpuArgs {
            va_addr: va,
            size,
            gpu_id: self.gpus[0].gpu_id,
            flags: abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT | abi::KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE,
            ..Default::default()
        };
        self.ioctl_ok(
            nr::ALLOC_MEMORY_OF_GPU,
            &mut a,
            "ALLOC_MEMORY_OF_GPU (host)",
        )?;
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
    fn alloc_vram_at(&mut self, g: usize, va: u64, bytes: u64) -> Result<(u64, Piece)> {
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
            bail!(
                "allocating {bytes} bytes of VRAM on GPU {}: errno {}",
                g,
                -r
            );
        }
        self.map_to_all(a.handle)?;
        match self.mmap(a.mmap_offset, size)? {
            MmapReply::Vram { gpu, vram_offset } => Ok((
                a.handle,
                Piece {
                    va,
                    len: size,
                    place: Place::Gpu(gpu),
                    offset: vram_offset,
                },
            )),
            other => bail!("mmap of a VRAM BO gave {other:?}"),
        }
    }

    // ------------------------------------------------------------------ opening the GPUs

    fn open_gpus(&mut self, n: usize) -> Result<()> {
        let mut v = abi::GetVersionArgs::default();
        self.ioctl_ok(nr::GET_VERSION, &mut v, "GET_VERSION")?;
        let mut ap = abi::GetProcessAperturesNewArgs::default();
        self.ioctl_ok(
            nr::GET_PROCESS_APERTURES_NEW,
            &mut ap,
            "GET_PROCESS_APERTURES_NEW",
        )?;
        if ap.num_of_nodes as usize != n {
            bail!("the driver reports {} GPUs, expected {n}", ap.num_of_nodes);
        }
        ap.kfd_process_device_apertures_ptr = self.args_va;
        self.ioctl_ok(
            nr::GET_PROCESS_APERTURES_NEW,
            &mut ap,
            "GET_PROCESS_APERTURES_NEW",
        )?;
        let sz = abi::ProcessDeviceApertures::SIZE;
        let mut raw = vec![0u8; sz * n];
        self.host_read(self.args_va, &mut raw)?;
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
                drm_fd: 100 + i as u32,
                gpu_id: self.gpus[i].gpu_id,
            };
            self.ioctl_ok(nr::ACQUIRE_VM, &mut a, "ACQUIRE_VM")?;
        }
        // Events page (ROCt's dGPU path: a host BO passed by handle).
        let (events, events_handle) = self.alloc_gtt(0x8000)?;
        let (pool, _) = self.alloc_gtt(KERNARG_POOL_BYTES)?;
        self.kernarg = (pool.va, KERNARG_POOL_BYTES, 0);
        let (sigs, _) = self.alloc_gtt(SIGNALS * 64)?;
        self.signals = (sigs.va, 0);
        for g in 0..n {
            let mut e = abi::CreateEventArgs {
                event_page_offset: if g == 0 { events_handle } else { 0 },
                event_type: abi::KFD_IOC_EVENT_SIGNAL,
                auto_reset: 1,
                ..Default::default()
            };
            self.ioctl_ok(nr::CREATE_EVENT, &mut e, "CREATE_EVENT")?;
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
            self.host_write(amd_queue_va, &image)?;
            let mut c = abi::CreateQueueArgs {
                ring_base_address: ring.va,
                ring_size: (RING_PACKETS * 64) as u32,
                read_pointer_address: amd_queue_va + 0x80,
                write_pointer_address: amd_queue_va + 0x50,
                gpu_id: self.gpus[g].gpu_id,
                queue_type: abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL,
                queue_percentage: 100,
                queue_priority: 7,
                ..Default::default()
            };
            self.ioctl_ok(nr::CREATE_QUEUE, &mut c, "CREATE_QUEUE")?;
            let doorbell_page = c.doorbell_offset & !(PAGE - 1);
            match self.mmap(doorbell_page, PAGE)? {
                MmapReply::Doorbell { gpu, .. } if gpu == g => {}
                other => bail!("doorbell mmap for GPU {} gave {other:?}", g),
            }
            self.gpus[g].queue = Some(QueueState {
                queue_id: c.queue_id,
                ring_va: ring.va,
                ring_packets: RING_PACKETS,
                amd_queue_va,
                mailbox_va: events.va + u64::from(e.event_slot_index) * 8,
                event_id: e.event_id,
                outstanding: Vec::new(),
                doorbell_page,
                write_index: 0,
            });
        }
        Ok(())
    }

    // ------------------------------------------------------------------ allocation

    /// Allocates `bytes` on the host, on one GPU, or unified across the unified group's GPUs
    /// (all GPUs when there is no group).
    pub fn alloc(&mut self, placement: Placement, bytes: u64) -> Result<Buffer> {
        self.stats.api_calls += 1;
        let t0 = self.now();
        self.spend(self.cfg.host.api_call_ps)?;
        let placement = match placement {
            _ if self.apu => Placement::Host,
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
                    place: Place::Host,
                    offset: Self::host_off(b.va),
                };
                (b, vec![h], vec![piece])
            }
            Placement::Gpu(g) => {
                if g >= self.gpus.len() {
                    bail!("no GPU {} (the run has {})", g, self.gpus.len());
                }
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
            Placement::Unified
                if self.cfg.host.unified_placement != UnifiedPlacement::Interleave =>
            {
                let members: Vec<usize> = self
                    .unified
                    .clone()
                    .unwrap_or_else(|| (0..self.gpus.len()).collect());
                let va = self.host_reserve(bytes)?;
                let len = round_up(bytes.max(1), PAGE);
                let piece = Piece {
                    va,
                    len,
                    place: Place::Host,
                    offset: Self::host_off(va),
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
                if self.cfg.host.unified_placement == UnifiedPlacement::Explicit {
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
                    placement,
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
                return Ok(buf);
            }
            Placement::Unified => {
                let members: Vec<usize> = self
                    .unified
                    .clone()
                    .unwrap_or_else(|| (0..self.gpus.len()).collect());
                let va = self.device_next;
                let chunk = self.cfg.host.unified_interleave_bytes;
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

    /// Keeps a new allocation of buffer objects and charges the call's time since `t0`.
    fn record(&mut self, buf: Buffer, handles: Vec<u64>, pieces: Vec<Piece>, t0: u64) -> Buffer {
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
    /// page; one VRAM BO per part at consecutive addresses, each mapped on every GPU. In the
    /// APU configuration it is one host buffer, as every allocation there.
    pub fn alloc_spread(&mut self, parts: &[(usize, u64)]) -> Result<Buffer> {
        let bytes: u64 = parts.iter().map(|p| p.1).sum();
        if self.apu || parts.len() < 2 {
            let p = match parts.first() {
                Some(&(g, _)) if !self.apu => Placement::Gpu(g),
                _ => Placement::Host,
            };
            return self.alloc(p, bytes);
        }
        self.stats.api_calls += 1;
        let t0 = self.now();
        self.spend(self.cfg.host.api_call_ps)?;
        if let Some(&(g, _)) = parts.iter().find(|p| p.0 >= self.gpus.len()) {
            bail!("no GPU {} (the run has {})", g, self.gpus.len());
        }
        let va = self.device_next;
        self.device_next += round_up(bytes.max(1), PAGE) + PAGE; // guard page
        let (mut handles, mut pieces) = (Vec::new(), Vec::new());
        for (g, off, len) in gpu_sim::workloads::spread_layout(parts) {
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
        self.spend(self.cfg.host.api_call_ps)?;
        self.svm_home(&buf)?;
        let a = self
            .allocs
            .remove(&buf.va)
            .ok_or_else(|| anyhow!("free of an unknown buffer at {:#x}", buf.va))?;
        for h in a.handles {
            let mut u = abi::MapMemoryToGpuArgs {
                handle: h,
                device_ids_array_ptr: self.args_va,
                n_devices: self.gpus.len() as u32,
                n_success: 0,
            };
            let ids: Vec<u8> = self
                .gpus
                .iter()
                .flat_map(|g| g.gpu_id.to_le_bytes())
                .collect();
            self.host_write(self.args_va, &ids)?;
            self.ioctl_ok(nr::UNMAP_MEMORY_FROM_GPU, &mut u, "UNMAP_MEMORY_FROM_GPU")?;
            let mut f = abi::FreeMemoryOfGpuArgs { handle: h };
            self.ioctl_ok(nr::FREE_MEMORY_OF_GPU, &mut f, "FREE_MEMORY_OF_GPU")?;
        }
        Ok(())
    }

    /// One `AMDKFD_IOC_SVM` SET_ATTR on `[va, va + len)`, built as ROCt builds it.
    fn svm_set(&mut self, va: u64, len: u64, attrs: &[abi::SvmAttribute]) -> Result<()> {
        self.stats.ioctls += 1;
        let t0 = self.now();
        self.spend(self.cfg.host.ioctl_ps)?;
        let args = abi::SvmArgs {
            start_addr: va,
            size: len,
            op: abi::KFD_IOCTL_SVM_OP_SET_ATTR,
            nattr: 0,
        };
        let (req, b) = emulated_driver::svm_call(args, attrs);
        let d = self.call(DRV_IOCTL, u64::from(req), 0, &b)?;
        self.stats.ioctl_ps += self.now() - t0;
        if d.arg1 != 0 {
            bail!(
                "SVM SET_ATTR: the driver returned errno {}",
                -(d.arg1 as i64)
            );
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

    /// Visits the pieces of `[va, va+len)` of an allocation in order.
    fn for_pieces(
        &self,
        buf: &Buffer,
        offset: u64,
        len: u64,
        mut f: impl FnMut(&SharedRegion, u64, std::ops::Range<usize>) -> Result<()>,
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
            let region = match p.place {
                Place::Host => &self.host,
                Place::Gpu(g) => self
                    .vram
                    .get(g)
                    .ok_or_else(|| anyhow!("no VRAM region for GPU {g}"))?,
            };
            f(
                region,
                p.offset + (s - p.va),
                (s - start) as usize..(e - start) as usize,
            )?;
        }
        Ok(())
    }

    fn copy_cost(&mut self, buf: &Buffer, bytes: u64, to_device: bool) -> Result<()> {
        let now = self.now();
        // The host side of every copy goes through host DRAM; device sides cross PCIe.
        let host_done = self.dram.access(now, self.args_va - HOST_VA_BASE, bytes);
        let link = match (buf.placement, to_device) {
            (Placement::Host, _) => 0,
            (_, true) => {
                self.stats.bytes_h2d += bytes;
                transfer_ps(bytes, self.cfg.host.h2d_mb_per_s)
            }
            (_, false) => {
                self.stats.bytes_d2h += bytes;
                transfer_ps(bytes, self.cfg.host.d2h_mb_per_s)
            }
        };
        let t = (host_done - now).max(link) + self.cfg.host.api_call_ps;
        self.spend(t)
    }

    /// Copies `data` from the program into `buf` at `offset` (hipMemcpy host to device).
    pub fn write(&mut self, buf: &Buffer, offset: u64, data: &[u8]) -> Result<()> {
        self.stats.api_calls += 1;
        let t0 = self.now();
        self.svm_home(buf)?;
        self.for_pieces(buf, offset, data.len() as u64, |r, off, range| {
            Ok(r.write(off, &data[range])?)
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
        self.for_pieces(buf, offset, len, |r, off, range| {
            Ok(r.read(off, &mut out[range])?)
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
        self.for_pieces(src, 0, bytes, |r, off, range| {
            Ok(r.read(off, &mut tmp[range])?)
        })?;
        self.svm_place(src)?;
        self.for_pieces(
            dst,
            0,
            bytes,
            |r, off, range| Ok(r.write(off, &tmp[range])?),
        )?;
        self.svm_place(dst)?;
        self.note_host_write(dst);
        self.stats.bytes_d2d += bytes;
        let t = transfer_ps(bytes, self.cfg.host.d2d_mb_per_s) + self.cfg.host.api_call_ps;
        self.spend(t)?;
        self.stats.api_ps += self.now() - t0;
        self.span("copy d2d", t0, || format!("{bytes} bytes"));
        Ok(())
    }

    /// Charges the program's own computation: `ops` simple operations touching `bytes` of host
    /// memory.
    pub fn cpu_work(&mut self, ops: u64, bytes: u64) -> Result<()> {
        let now = self.now();
        let mem = self.dram.access(now, ARGS_BYTES, bytes) - now;
        let t = mem.max(ops.saturating_mul(self.cfg.host.cpu_op_ps));
        self.stats.cpu_work_ps += t;
        self.spend(t)?;
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

    /// The kernarg segment and LDS size of a launch (the `host-abi` crate, shared with the gem5
    /// guest program).
    fn kernarg_bytes(
        &self,
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

    /// Launches `kernel` of `module` on `target` with a grid of `grid` work-items in
    /// workgroups of `wg`; returns at once (wait with [`Runtime::wait`]).
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

    /// Like [`Runtime::launch`] with an OpenCL global work offset (`get_global_id` adds it):
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
        self.stats.api_calls += 1;
        self.stats.launches += 1;
        let t0 = self.now();
        let g = match target {
            Target::Gpu(g) => g,
            Target::Selected => self.selected,
            Target::Unified => self
                .unified
                .as_ref()
                .and_then(|u| u.first().copied())
                .ok_or_else(|| {
                    anyhow!("a unified launch needs a unified group (--unified-gpus)")
                })?,
        };
        if g >= self.gpus.len() {
            bail!("no GPU {} (the run has {})", g, self.gpus.len());
        }
        let k = module.code.find_kernel(kernel)?.clone();
        host_abi::check_geometry(&k.abi(), grid, wg)?;
        let q = self.gpus[g]
            .queue
            .as_ref()
            .ok_or_else(|| anyhow!("GPU has no queue"))?;
        let (amd_queue_va, ring_va, ring_packets, mailbox_va, event_id, qid, doorbell_page) = (
            q.amd_queue_va,
            q.ring_va,
            q.ring_packets,
            q.mailbox_va,
            q.event_id,
            q.queue_id,
            q.doorbell_page,
        );
        let (ka, lds) = self.kernarg_bytes(&k, grid, wg, args, amd_queue_va, offset)?;
        // Kernarg pool: 256-byte slots, wrapping.
        let (pool, pool_len, mut next) = self.kernarg;
        let need = round_up(ka.len() as u64, 256);
        if next + need > pool_len {
            next = 0;
        }
        let kernarg_va = pool + next;
        self.kernarg.2 = next + need;
        self.host_write(kernarg_va, &ka)?;
        // Ring space: wait while the ring may be full. Packets whose completion this side has
        // seen are surely consumed; the read index itself is written by the GPU process,
        // which may be ahead in simulated time, so reading it would make the run depend on
        // wall-clock timing.
        loop {
            let open = self.gpus[g]
                .queue
                .as_ref()
                .map_or(0, |q| q.outstanding.len() as u64);
            if open < ring_packets {
                break;
            }
            self.wait_gpu(g)?;
        }
        // Completion signal: one more outstanding packet.
        // A fresh completion signal per launch (amd_signal_t: kind user, value 1, the queue's
        // event mailbox and id): only the GPU touches it until the host sees it reach 0.
        let (pool, next) = self.signals;
        let signal_va = pool + (next % SIGNALS) * 64;
        self.signals.1 = next + 1;
        let sig = host_abi::completion_signal(1, mailbox_va, event_id);
        self.host_write(signal_va, &sig)?;
        let index = self.gpus[g].queue.as_ref().map_or(0, |q| q.write_index);
        // The members' dispatchers all act on this packet's acquire: system scope when the
        // host wrote any member's memory since its last dispatch.
        let members: Vec<usize> = match target {
            Target::Unified => self.unified.clone().unwrap_or_default(),
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
        let slot = ring_va + (index % ring_packets) * 64;
        // Body first, header last (the packet becomes valid when its type is written).
        self.host_write(slot + 2, &pkt[2..])?;
        self.host_write(slot, &pkt[..2])?;
        let w = index + 1;
        if let Some(q) = self.gpus[g].queue.as_mut() {
            q.write_index = w;
            q.outstanding.push(signal_va);
        }
        self.host_write(amd_queue_va + 0x50, &w.to_le_bytes())?;
        self.spend(self.cfg.host.api_call_ps + self.cfg.host.launch_ps)?;
        // Doorbell store (gfx8: 32-bit write index).
        self.stats.doorbells += 1;
        if let Err(e) = self.send_driver(
            DRV_DOORBELL,
            0,
            doorbell_page + u64::from(qid) * 4,
            w & 0xffff_ffff,
            &[],
        ) {
            return Err(self.gpu_gone(e));
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
        self.span("launch", t0, || format!("{kernel} on GPU {}", g + 1));
        Ok(())
    }

    fn wait_gpu(&mut self, g: usize) -> Result<()> {
        let Some(q) = self.gpus[g].queue.as_ref() else {
            return Ok(());
        };
        let event_id = q.event_id;
        let t0 = self.now();
        let deadline = t0 + u64::from(self.cfg.host.wait_timeout_ms) * 1_000_000_000;
        loop {
            let pending = self.gpus[g]
                .queue
                .as_ref()
                .map(|q| q.outstanding.clone())
                .unwrap_or_default();
            // The GPU process runs concurrently, behind or up to a quantum ahead of this
            // side: a completion it wrote may not be visible yet, or be visible "from the
            // future". So first let it catch up with the present (this side's clock stays),
            // then count exactly the completions at or before it: whether one counts then
            // depends on simulated times only, not on the two processes' wall-clock speeds.
            // The rest are waited for through the driver's event, whose reply time is
            // simulated.
            let seen_until = self.now();
            if let Err(e) = self.ep.await_peer_through(seen_until) {
                return Err(self.gpu_gone(e));
            }
            let mut left = Vec::new();
            for sva in pending {
                let value = self.host_u64(sva + aql::signal::VALUE)? as i64;
                let end = self.host_u64(sva + aql::signal::END_TS)?;
                if value > 0 || end > seen_until {
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
            if self.now() >= deadline {
                bail!(
                    "GPU {} did not finish within host.wait_timeout_ms = {} ms of simulated time",
                    g,
                    self.cfg.host.wait_timeout_ms
                );
            }
            let mut ev = vec![0u8; abi::EventData::SIZE];
            abi::EventData {
                event_id,
                ..Default::default()
            }
            .write_to(&mut ev);
            self.host_write(self.args_va, &ev)?;
            let remaining_ms = (deadline - self.now()).div_ceil(1_000_000_000).max(1);
            let mut w = abi::WaitEventsArgs {
                events_ptr: self.args_va,
                num_events: 1,
                wait_for_all: 1,
                timeout: remaining_ms.min(u64::from(u32::MAX - 1)) as u32,
                wait_result: 0,
            };
            self.ioctl_ok(nr::WAIT_EVENTS, &mut w, "WAIT_EVENTS")?;
        }
        let now = self.now();
        for l in self.launches.iter_mut().filter(|l| l.gpu == g) {
            l.complete_ps.get_or_insert(now);
        }
        self.stats.wait_ps += now - t0;
        self.span("wait", t0, || format!("GPU {}", g + 1));
        Ok(())
    }

    /// Waits until every kernel launched on `target` finished.
    pub fn wait(&mut self, target: Target) -> Result<()> {
        self.stats.api_calls += 1;
        self.stats.waits += 1;
        let g = match target {
            Target::Gpu(g) => g,
            Target::Selected => self.selected,
            Target::Unified => self
                .unified
                .as_ref()
                .and_then(|u| u.first().copied())
                .unwrap_or(0),
        };
        if g >= self.gpus.len() {
            bail!("no GPU {} (the run has {})", g, self.gpus.len());
        }
        self.wait_gpu(g)
    }

    /// Waits for every GPU.
    pub fn wait_all(&mut self) -> Result<()> {
        for g in 0..self.gpus.len() {
            self.wait_gpu(g)?;
        }
        Ok(())
    }

    /// Destroys the queues, terminates the GPU process in order and collects its statistics.
    pub fn finish(mut self) -> Result<Finished> {
        self.wait_all()?;
        for g in 0..self.gpus.len() {
            if let Some(q) = self.gpus[g].queue.take() {
                let mut d = abi::DestroyQueueArgs {
                    queue_id: q.queue_id,
                    pad: 0,
                };
                self.ioctl_ok(nr::DESTROY_QUEUE, &mut d, "DESTROY_QUEUE")?;
            }
        }
        let end_ps = self.now();
        // The watchdog stays on through the shutdown handshake: a GPU process that freezes
        // now would otherwise hang the end of the run.
        self.set_waiting(true);
        let r = self.ep.shutdown();
        self.set_waiting(false);
        if let Err(e) = r {
            return Err(self.gpu_gone(e));
        }
        self.watchdog = None;
        if let Some(c) = self.child.as_mut() {
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
            loop {
                match c.0.try_wait()? {
                    Some(s) if s.success() => break,
                    Some(s) => bail!("the GPU process exited with {s}"),
                    // Runtime's Drop kills and reaps it.
                    None if std::time::Instant::now() > deadline => {
                        bail!(
                            "the GPU process did not exit within 10 s after the run; it was killed"
                        )
                    }
                    None => std::thread::sleep(std::time::Duration::from_millis(2)),
                }
            }
        }
        self.child = None;
        let gpu_side = std::fs::read(&self.stats_path)
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or(serde_json::Value::Null);
        Ok(Finished {
            end_ps,
            host: self.stats.clone(),
            dram: self.dram.stats.clone(),
            mc: self.mc.stats.clone(),
            traffic_requests: self.dram.traffic_requests,
            launches: self.launches.clone(),
            gpu_side,
            host_spans: self.spans.take().unwrap_or_default(),
        })
    }
}

impl Drop for Runtime {
    fn drop(&mut self) {
        // An error path: do not leave the GPU process behind (GpuChild kills and reaps it). The
        // watchdog thread goes first, so it cannot signal a reaped (and maybe reused) pid.
        self.watchdog = None;
        self.child = None;
    }
}

fn svm_attr(ty: u32, value: u32) -> abi::SvmAttribute {
    abi::SvmAttribute { ty, value }
}
