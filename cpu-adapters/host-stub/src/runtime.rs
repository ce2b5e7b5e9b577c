//! The host stub: the standalone CPU side, and the host runtime a standalone run's program
//! uses.
//!
//! [`Runtime::start`] creates host memory and every GPU's VRAM (shared memfd regions), the
//! bridge segment, and spawns the GPU process (`tandem gpu-process`, the code of
//! `tandem-gpu`); it then opens the GPUs through the KFD host session of the `host-programs`
//! crate ([`host_programs::kfd::Session`]), the same session the gem5 guest program runs, here
//! over [`BridgeSide`]: every ioctl, mmap and doorbell store travels over the bridge's driver
//! channel; nothing else reaches the GPU side.
//!
//! The API is the session's ([`Runtime`] dereferences to it): allocation on the host, on GPU g
//! or unified, copies, code objects, launches by kernel name, waits, frees, the program's own
//! computation.
//!
//! Time: the CPU side's clock is the bridge endpoint's. The session charges every call
//! `host.api_call_ps`, every ioctl `host.ioctl_ps`, a launch `host.launch_ps`; copies cost their
//! bytes at the configured PCIe bandwidths plus the host DRAM model's time for the host side of
//! the copy; the clock advances in lock-step with the GPU side while the program waits.
//!
//! Memory: the host region is addressed at [`HOST_VA_BASE`]; the CPU reaches VRAM only through
//! the mmap of a VRAM BO (a large-BAR mapping of the GPU's shared VRAM region). In functional
//! mode the GPU side reads and writes host memory directly in the shared region.

use std::path::{Path, PathBuf};
use std::process::{Child, Command};

use anyhow::{anyhow, bail, Context, Result};
use bridge::progress::ProgressPage;
use bridge::wire::{
    MemMsg, DRV_ANNOTATE, DRV_DOORBELL, DRV_EVENT, DRV_IOCTL, DRV_IOCTL_REPLY, DRV_MMAP,
    DRV_MMAP_REPLY,
};
use bridge::{BridgeConfig, DriverMessage, Endpoint, Incoming, LockStep, Progress};
use gpu_sim::side::{GpuSideConfig, GPU_ERROR_FILE};
use gpu_sim::sys::shm::SharedRegion;
use host_abi::addr::{HOST_VA_BASE, PAGE};
use host_abi::driver::{MmapReply, QUEUE_ERROR_EVENT};
use host_programs::kfd::{CopyKind, Costs, Session, SessionConfig, Transport, ARGS_BYTES};
use serde::Serialize;

pub use host_programs::kfd::{
    BoundaryAt, Buffer, HostSpan, HostStats, KArg, LaunchRecord, Module, Placement, Target,
};

use crate::config::{transfer_ps, TandemConfig};
use crate::dram::HostDram;
use crate::mc_server::{McServer, McServerStats};
use crate::watchdog::{Fired, Limits, Watchdog};

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
    /// The checkpoint boundary, where the run had one and reached it.
    #[serde(skip)]
    pub boundary: Option<BoundaryTaken>,
}

/// A run's checkpoint (docs/standalone.md, "Checkpoints").
#[derive(Clone, Debug)]
pub enum CheckpointPlan {
    /// Write a checkpoint to `dir` before the launch `at` names (every earlier launch
    /// finished); the run goes on after it.
    Save { dir: PathBuf, at: BoundaryAt },
    /// Start from the checkpoint in `dir`, whose manifest the caller opened and checked
    /// against the run's configuration.
    Restore {
        dir: PathBuf,
        manifest: gpu_sim::checkpoint::Manifest,
    },
}

/// Where the boundary came and what this side wrote there (a save) or put back (a restore).
#[derive(Clone, Debug)]
pub struct BoundaryTaken {
    /// The launch index (over all GPUs) and its kernel.
    pub launch: u64,
    pub kernel: String,
    /// The CPU side's clock at the boundary, ps.
    pub time_ps: u64,
    /// The checkpoint's files this run wrote (a save), for the manifest.
    pub files: Vec<String>,
}

/// The host stub's own state in a checkpoint (`host-state.json`).
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct HostState {
    version: u32,
    time_ps: u64,
    dram: crate::dram::DramSnapshot,
}

/// The host stub's state file in a checkpoint folder.
pub const HOST_STATE: &str = "host-state.json";

/// A running standalone system: the KFD session of the host program over a connected GPU
/// process. Dereferences to the session, whose methods are the program's API.
pub struct Runtime {
    session: Session<BridgeSide>,
    /// The GPU process's progress counters (`progress_page`).
    progress: std::sync::Arc<ProgressPage>,
}

impl std::ops::Deref for Runtime {
    type Target = Session<BridgeSide>;
    fn deref(&self) -> &Self::Target {
        &self.session
    }
}

impl std::ops::DerefMut for Runtime {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.session
    }
}

/// The host stub's side of the session ([`Transport`]): the bridge endpoint and the GPU
/// process behind it, host memory and VRAM as shared regions, the host DRAM model, the
/// memory-controller server (APU configuration) and the watchdog.
pub struct BridgeSide {
    cfg: TandemConfig,
    ep: Endpoint,
    child: Option<GpuChild>,
    host: SharedRegion,
    vram: Vec<SharedRegion>,
    dram: HostDram,
    mc: McServer,
    seq: u64,
    host_next: u64,
    stats_path: PathBuf,
    watchdog: Option<Watchdog>,
    /// GPU requests to host memory served.
    mem_requests: u64,
    /// The run's checkpoint, if any, and where its boundary came.
    checkpoint: Option<CheckpointPlan>,
    boundary: Option<BoundaryTaken>,
}

/// The spawned GPU process, killed and reaped when dropped: every error path of the host side,
/// from a failed connect to a panic in the host program, leaves no GPU process behind (neither
/// running nor as a zombie).
///
/// The child leads a process group of its own ([`spawn_in_own_group`]), and the whole group is
/// killed: a `TANDEM_GPU_EXE` wrapper script (a `perf record`, a `valgrind`, an `env` line)
/// runs the real GPU process as its child, which killing the wrapper alone would leave running.
struct GpuChild(Child);

/// Starts `cmd` as the leader of a new process group (its pgid is its pid), so that
/// [`bridge::watchdog::kill_group`] reaches everything it starts.
fn spawn_in_own_group(cmd: &mut Command) -> std::io::Result<Child> {
    use std::os::unix::process::CommandExt;
    cmd.process_group(0).spawn()
}

impl GpuChild {
    fn id(&self) -> u32 {
        self.0.id()
    }

    /// How the GPU process ended, for an error message (` (the GPU process was killed by SIGKILL
    /// (signal 9))`), or nothing while it still runs.
    ///
    /// A process the bridge already sees as dead (a zombie) is not always ready to be reaped: a
    /// multi-threaded one becomes waitable only once every thread has exited, and a signal that
    /// dumps core takes as long as the dump. So a dead process is waited for, up to
    /// [`EXIT_STATUS_WAIT`]; a live one is not (the error is about something else).
    fn ended(&mut self) -> String {
        let deadline = std::time::Instant::now() + EXIT_STATUS_WAIT;
        loop {
            match self.0.try_wait() {
                Ok(Some(s)) => {
                    return format!(" (the GPU process {})", bridge::exit::describe_exit(s))
                }
                Ok(None)
                    if !bridge::pid_alive(self.id()) && std::time::Instant::now() < deadline =>
                {
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
                _ => return String::new(),
            }
        }
    }
}

/// How long [`GpuChild::ended`] waits for a dead GPU process's exit status.
const EXIT_STATUS_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

impl Drop for GpuChild {
    fn drop(&mut self) {
        // The group first, even when the leader has ended: a wrapper that exited may have left
        // its children behind. (The leader's pid, and so the group id, cannot be reused before
        // it is reaped below.)
        bridge::watchdog::kill_group(self.id());
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
        }
        let _ = self.0.wait();
    }
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
    /// Write or restore a checkpoint (`tandem run --checkpoint-at` / `--restore`).
    pub checkpoint: Option<CheckpointPlan>,
}

/// The command that starts the GPU process, before its arguments (`tandem gem5-prepare` reports
/// the same for the gem5 adapter).
pub fn gpu_command(opts: &StartOptions) -> Result<Command> {
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
        notify_idle: false,
        boundary: false,
        restoring: false,
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
        // Before anything is built: a configuration that cannot fit is refused with the keys
        // that drive its size, not left to grow until the OOM killer ends it.
        cfg.check_memory(
            n_gpus as u32,
            opts.trace.as_ref().filter(|t| t.mem).map(|t| t.mem_cap),
        )?;
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
        let mut side = gpu_side_config(cfg, n_gpus, unified.clone())?;
        side.boundary = opts.checkpoint.is_some();
        side.restoring = matches!(opts.checkpoint, Some(CheckpointPlan::Restore { .. }));
        std::fs::create_dir_all(work_dir)
            .with_context(|| format!("creating {}", work_dir.display()))?;
        let stats_path = work_dir.join("gpu-side.json");
        let _ = std::fs::remove_file(&stats_path);
        let _ = std::fs::remove_file(work_dir.join("stats.txt"));
        let _ = std::fs::remove_file(work_dir.join(gpu_sim::stats::dumps::DUMPS_FILE));
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
        let mut child = GpuChild(spawn_in_own_group(&mut cmd).context("starting the GPU process")?);
        let pid = child.id();
        let host_only = side.apu();
        if let Err(e) = ep.accept_from(Some(pid), cfg.host.connect_timeout_ms) {
            let ended = child.ended();
            return Err(anyhow::Error::new(e).context(format!(
                "waiting for the GPU process (pid {pid}) to connect (host.connect_timeout_ms = {}){ended}",
                cfg.host.connect_timeout_ms
            )));
        }
        // The GPU process holds this side to the same stall limit (a simulator: it computes
        // or it is stuck whenever the GPU side waits for it).
        ep.set_stall_limit(cfg.host.stall_timeout_ms, false);
        let watchdog = Watchdog::start(
            pid,
            Limits {
                wall: (cfg.host.wall_timeout_s > 0)
                    .then(|| std::time::Duration::from_secs(cfg.host.wall_timeout_s)),
                stall: (cfg.host.stall_timeout_ms > 0)
                    .then(|| std::time::Duration::from_millis(cfg.host.stall_timeout_ms)),
            },
        );
        let side = BridgeSide {
            cfg: cfg.clone(),
            ep,
            child: Some(child),
            host,
            vram,
            dram: HostDram::new(cfg.host.dram.clone()).with_traffic(&cfg.host.traffic),
            mc: McServer::new(),
            seq: 0,
            host_next: ARGS_BYTES,
            stats_path,
            watchdog,
            mem_requests: 0,
            checkpoint: opts.checkpoint.clone(),
            boundary: None,
        };
        let session = Session::open(
            side,
            SessionConfig {
                gpus: Some(n_gpus),
                unified,
                host_only,
                unified_placement: cfg.host.unified_placement,
                unified_interleave_bytes: cfg.host.unified_interleave_bytes,
                doorbell_bytes: cfg.gpu.cp.doorbell_bytes,
                wait_timeout_ms: u64::from(cfg.host.wait_timeout_ms),
                costs: Costs {
                    api_call_ps: cfg.host.api_call_ps,
                    ioctl_ps: cfg.host.ioctl_ps,
                    launch_ps: cfg.host.launch_ps,
                },
                spans: opts.trace.is_some(),
                // A timing window may name kernels; the GPU side knows only kernel objects.
                announce_kernel_names: cfg.gpu.cp.timing_from.is_some()
                    || cfg.gpu.cp.timing_until.is_some(),
                boundary: match &opts.checkpoint {
                    Some(CheckpointPlan::Save { at, .. }) => Some(at.clone()),
                    Some(CheckpointPlan::Restore { manifest, .. }) => {
                        Some(BoundaryAt::Index(manifest.launch))
                    }
                    None => None,
                },
            },
        )?;
        Ok(Runtime { session, progress })
    }

    /// The GPU process's progress counters (simulated time, wavefront instructions), which
    /// a progress display may read from another thread.
    pub fn progress_page(&self) -> std::sync::Arc<ProgressPage> {
        self.progress.clone()
    }

    /// The GPU process's pid (for tools and tests that watch it), while it runs.
    pub fn gpu_pid(&self) -> Option<u32> {
        self.session.transport().child.as_ref().map(GpuChild::id)
    }

    /// Destroys the queues, terminates the GPU process in order and collects its statistics.
    pub fn finish(self) -> Result<Finished> {
        let Runtime { session, .. } = self;
        let closed = session.close()?;
        let mut side = closed.transport;
        let end_ps = closed.end_ps;
        // The watchdog stays on through the shutdown handshake: a GPU process that freezes
        // now would otherwise hang the end of the run.
        side.set_waiting(true);
        let r = side.ep.shutdown();
        side.set_waiting(false);
        if let Err(e) = r {
            return Err(side.gpu_gone(e));
        }
        side.watchdog = None;
        if let Some(c) = side.child.as_mut() {
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
            loop {
                match c.0.try_wait()? {
                    Some(s) if s.success() => break,
                    Some(s) => bail!(
                        "the GPU process {} at the end of the run",
                        bridge::exit::describe_exit(s)
                    ),
                    // BridgeSide's Drop kills and reaps it.
                    None if std::time::Instant::now() > deadline => {
                        bail!(
                            "the GPU process did not exit within 10 s after the run; it was killed"
                        )
                    }
                    None => std::thread::sleep(std::time::Duration::from_millis(2)),
                }
            }
        }
        side.child = None;
        let gpu_side = std::fs::read(&side.stats_path)
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or(serde_json::Value::Null);
        let mut host = closed.stats;
        host.mem_requests = side.mem_requests;
        if side.checkpoint.is_some() && side.boundary.is_none() {
            let what = match &side.checkpoint {
                Some(CheckpointPlan::Save { at, .. }) => {
                    format!("--checkpoint-at's boundary ({at}): it has fewer launches, or none matches")
                }
                Some(CheckpointPlan::Restore { manifest, .. }) => format!(
                    "the checkpoint's boundary (launch {}, `{}`): with its launches before the boundary skipped, it made fewer launches than the run that wrote the checkpoint, so its control flow depends on what those kernels computed, which a restore cannot re-run (docs/standalone.md, \"Checkpoints\")",
                    manifest.launch, manifest.kernel
                ),
                None => String::new(),
            };
            bail!("the program ended before {what}");
        }
        Ok(Finished {
            end_ps,
            host,
            dram: side.dram.stats.clone(),
            mc: side.mc.stats.clone(),
            traffic_requests: side.dram.traffic_requests,
            launches: closed.launches,
            gpu_side,
            host_spans: closed.spans,
            boundary: side.boundary.clone(),
        })
    }
}

impl BridgeSide {
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
        self.mem_requests += 1;
        let now = self.ep.now();
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
        // Only now, not before a watchdog's message: waiting for a dead process's status must
        // not delay the watchdogs' errors.
        let status = self.child.as_mut().map(GpuChild::ended).unwrap_or_default();
        // The GPU process leaves the reason it stopped next to its statistics.
        let why = std::fs::read_to_string(self.stats_path.with_file_name(GPU_ERROR_FILE))
            .map(|t| format!(": {}", t.trim()))
            .unwrap_or_default();
        anyhow!("lost the GPU process: {e}{status}{why}")
    }

    /// Advances the CPU's clock by `ps` (the program computing or a call's cost).
    fn spend(&mut self, ps: u64) -> Result<()> {
        let target = self.ep.now().saturating_add(ps);
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

    /// One mmap of the driver's: what the offset resolved to.
    fn mmap(&mut self, offset: u64, len: u64) -> Result<MmapReply> {
        let d = self.call(DRV_MMAP, offset, len, &[])?;
        if d.arg1 != 0 {
            bail!(
                "mmap of offset {offset:#x} failed: errno {}",
                -(d.arg1 as i64)
            );
        }
        MmapReply::decode(&d.payload).ok_or_else(|| anyhow!("malformed mmap reply"))
    }

    fn region(&self, g: usize) -> Result<&SharedRegion> {
        self.vram
            .get(g)
            .ok_or_else(|| anyhow!("no VRAM region for GPU {g}"))
    }
}

impl Drop for BridgeSide {
    fn drop(&mut self) {
        // An error path: do not leave the GPU process behind (GpuChild kills and reaps it). The
        // watchdog thread goes first, so it cannot signal a reaped (and maybe reused) pid.
        self.watchdog = None;
        self.child = None;
    }
}

/// A VRAM buffer's CPU mapping: its GPU and where its frames start in that GPU's region.
#[derive(Clone, Copy, Debug)]
pub struct VramWindow {
    gpu: usize,
    offset: u64,
}

impl Transport for BridgeSide {
    type Window = VramWindow;
    /// The doorbell page's mmap offset: a store into it is a `DRV_DOORBELL` message.
    type Doorbells = u64;

    fn now(&self) -> Option<u64> {
        Some(self.ep.now())
    }

    fn spend(&mut self, ps: u64) -> Result<()> {
        BridgeSide::spend(self, ps)
    }

    fn ioctl(&mut self, request: u32, arg: &mut [u8]) -> Result<i64> {
        let d = self.call(DRV_IOCTL, u64::from(request), 0, arg)?;
        if d.payload.len() >= arg.len() {
            let n = arg.len();
            arg.copy_from_slice(&d.payload[..n]);
        }
        Ok(d.arg1 as i64)
    }

    fn map_doorbells(&mut self, gpu: usize, offset: u64) -> Result<u64> {
        match self.mmap(offset, PAGE)? {
            MmapReply::Doorbell { gpu: g, .. } if g == gpu => Ok(offset),
            other => bail!("doorbell mmap for GPU {gpu} gave {other:?}"),
        }
    }

    fn map_vram(&mut self, gpu: usize, offset: u64, len: u64) -> Result<VramWindow> {
        match self.mmap(offset, len)? {
            MmapReply::Vram { gpu, vram_offset } => Ok(VramWindow {
                gpu,
                offset: vram_offset,
            }),
            other => bail!("mmap of a VRAM BO of GPU {gpu} gave {other:?}"),
        }
    }

    /// The checkpoint boundary (every earlier launch finished; the GPUs are idle and wrote
    /// their L2s back at each kernel's end): a save writes host memory, every GPU's VRAM and
    /// this side's state to the folder and tells the GPU process, which writes its own state
    /// there; a restore moves the clock to the checkpoint's time, puts the memory and this
    /// side's state back and tells the GPU process, which checks its state against the
    /// checkpoint's (docs/standalone.md, "Checkpoints").
    fn boundary(&mut self, launch: u64, kernel: &str) -> Result<()> {
        use gpu_sim::checkpoint::{read_pages, restore_region, vram_pages_file, write_pages};
        use gpu_sim::checkpoint::{GPU_STATE, HOST_PAGES, VERSION};
        use host_abi::driver::{ANNOTATE_BOUNDARY, BOUNDARY_RESTORED, BOUNDARY_SAVED};
        let plan = self.checkpoint.clone();
        match plan {
            None => Ok(()),
            Some(CheckpointPlan::Save { dir, .. }) => {
                let time_ps = self.ep.now();
                std::fs::create_dir_all(&dir)
                    .with_context(|| format!("creating {}", dir.display()))?;
                // A folder reused: its old manifest must not seal the new files.
                let _ = std::fs::remove_file(dir.join(gpu_sim::checkpoint::MANIFEST));
                let mut files = vec![HOST_PAGES.to_string()];
                let pages = write_pages(&dir.join(HOST_PAGES), &self.host)?;
                let mut vram_pages = Vec::new();
                for (g, v) in self.vram.iter().enumerate() {
                    let name = vram_pages_file(g);
                    vram_pages.push(write_pages(&dir.join(&name), v)?);
                    files.push(name);
                }
                let state = HostState {
                    version: VERSION,
                    time_ps,
                    dram: self.dram.snapshot(),
                };
                gpu_sim::outfile::write_atomic(
                    &dir.join(HOST_STATE),
                    &serde_json::to_vec_pretty(&state)?,
                )?;
                files.push(HOST_STATE.to_string());
                files.push(GPU_STATE.to_string());
                let abs = std::path::absolute(&dir).unwrap_or(dir.clone());
                self.annotate(
                    ANNOTATE_BOUNDARY,
                    BOUNDARY_SAVED,
                    abs.to_string_lossy().as_bytes(),
                )?;
                tracing::info!(launch, kernel, time_ps, host_pages = pages, ?vram_pages, dir = %dir.display(), "checkpoint written");
                self.boundary = Some(BoundaryTaken {
                    launch,
                    kernel: kernel.to_string(),
                    time_ps,
                    files,
                });
                Ok(())
            }
            Some(CheckpointPlan::Restore { dir, manifest }) => {
                if launch != manifest.launch || kernel != manifest.kernel {
                    bail!(
                        "checkpoint {}: the program reached launch {launch} (`{kernel}`) where the checkpoint was taken before launch {} (`{}`): its start-up differs from the run that wrote it",
                        dir.display(),
                        manifest.launch,
                        manifest.kernel
                    );
                }
                let now = self.ep.now();
                if now > manifest.time_ps {
                    bail!(
                        "checkpoint {}: the re-run start-up reached the boundary at {now} ps, after the checkpoint's {} ps (it cannot move the clock back)",
                        dir.display(),
                        manifest.time_ps
                    );
                }
                // Everything is read and checked before anything is changed.
                let path = dir.join(HOST_STATE);
                let state: HostState = serde_json::from_slice(
                    &std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?,
                )
                .with_context(|| format!("checkpoint file {} is corrupt", path.display()))?;
                if state.version != VERSION || state.time_ps != manifest.time_ps {
                    bail!(
                        "checkpoint file {} does not match its manifest (version {}, time {} ps)",
                        path.display(),
                        state.version,
                        state.time_ps
                    );
                }
                let host_pages = read_pages(&dir.join(HOST_PAGES), self.host.len())?;
                let mut vram_pages = Vec::new();
                for (g, v) in self.vram.iter().enumerate() {
                    vram_pages.push(read_pages(&dir.join(vram_pages_file(g)), v.len())?);
                }
                // The clock to the checkpoint's time (the GPUs are idle), then the memory and
                // the DRAM model as the run that wrote it had them.
                self.spend(manifest.time_ps - now)?;
                restore_region(&self.host, &host_pages)?;
                for (v, p) in self.vram.iter().zip(&vram_pages) {
                    restore_region(v, p)?;
                }
                self.dram
                    .restore(state.dram)
                    .map_err(|e| anyhow!("checkpoint file {}: {e}", path.display()))?;
                let abs = std::path::absolute(&dir).unwrap_or(dir.clone());
                self.annotate(
                    ANNOTATE_BOUNDARY,
                    BOUNDARY_RESTORED,
                    abs.to_string_lossy().as_bytes(),
                )?;
                tracing::info!(
                    launch,
                    kernel,
                    time_ps = manifest.time_ps,
                    skipped_ps = manifest.time_ps - now,
                    "checkpoint restored"
                );
                self.boundary = Some(BoundaryTaken {
                    launch,
                    kernel: kernel.to_string(),
                    time_ps: manifest.time_ps,
                    files: Vec::new(),
                });
                Ok(())
            }
        }
    }

    /// A `DRV_ANNOTATE` message at the CPU's present time (no reply, no time spent).
    fn annotate(&mut self, kind: u64, arg: u64, text: &[u8]) -> Result<()> {
        if let Err(e) = self.send_driver(DRV_ANNOTATE, 0, kind, arg, text) {
            return Err(self.gpu_gone(e));
        }
        Ok(())
    }

    fn ring(&mut self, page: &u64, at: u64, value: u64, _width: u32) -> Result<()> {
        if let Err(e) = self.send_driver(DRV_DOORBELL, 0, page + at, value, &[]) {
            return Err(self.gpu_gone(e));
        }
        Ok(())
    }

    /// The next pages of the host region (a bump allocator from `ARGS_BYTES` up; the first
    /// `ARGS_BYTES` are the argument area).
    fn host_alloc(&mut self, bytes: u64) -> Result<u64> {
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

    fn host_write(&mut self, va: u64, data: &[u8]) -> Result<()> {
        Ok(self.host.write(va - HOST_VA_BASE, data)?)
    }

    fn host_read(&mut self, va: u64, out: &mut [u8]) -> Result<()> {
        Ok(self.host.read(va - HOST_VA_BASE, out)?)
    }

    fn publish(&mut self, va: u64, header: u16) -> Result<()> {
        // The GPU process reads the ring only at simulated times after this store.
        self.host_write(va, &header.to_le_bytes())
    }

    fn window_write(&mut self, w: &VramWindow, off: u64, data: &[u8]) -> Result<()> {
        Ok(self.region(w.gpu)?.write(w.offset + off, data)?)
    }

    fn window_read(&mut self, w: &VramWindow, off: u64, out: &mut [u8]) -> Result<()> {
        Ok(self.region(w.gpu)?.read(w.offset + off, out)?)
    }

    fn sync_for_poll(&mut self) -> Result<Option<u64>> {
        // The GPU process runs concurrently, behind or up to a quantum ahead of this side: a
        // completion it wrote may not be visible yet, or be visible "from the future". So first
        // let it catch up with the present (this side's clock stays), then count exactly the
        // completions at or before it: whether one counts then depends on simulated times
        // only, not on the two processes' wall-clock speeds.
        let seen_until = self.ep.now();
        if let Err(e) = self.ep.await_peer_through(seen_until) {
            return Err(self.gpu_gone(e));
        }
        Ok(Some(seen_until))
    }

    fn copy_cost(&mut self, bytes: u64, kind: CopyKind) -> Result<()> {
        let now = self.ep.now();
        let h = &self.cfg.host;
        let t = match kind {
            CopyKind::DeviceToDevice => transfer_ps(bytes, h.d2d_mb_per_s) + h.api_call_ps,
            _ => {
                // The host side of every copy goes through host DRAM; device sides cross PCIe.
                let host_done = self.dram.access(now, 0, bytes);
                let link = match kind {
                    CopyKind::ToDevice => transfer_ps(bytes, h.h2d_mb_per_s),
                    CopyKind::FromDevice => transfer_ps(bytes, h.d2h_mb_per_s),
                    _ => 0,
                };
                (host_done - now).max(link) + h.api_call_ps
            }
        };
        self.spend(t)
    }

    fn cpu_work(&mut self, ops: u64, bytes: u64) -> Result<u64> {
        let now = self.ep.now();
        let mem = self.dram.access(now, ARGS_BYTES, bytes) - now;
        let t = mem.max(ops.saturating_mul(self.cfg.host.cpu_op_ps));
        self.spend(t)?;
        Ok(t)
    }

    fn args_va(&self) -> u64 {
        HOST_VA_BASE
    }
}

fn round_up(v: u64, to: u64) -> u64 {
    v.div_ceil(to) * to
}
