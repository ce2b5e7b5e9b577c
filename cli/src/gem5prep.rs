//! `tandem gem5-prepare`: what the gem5 adapter's config script needs before it builds the gem5
//! system, computed by the code a standalone run uses ([`host_stub::runtime::Runtime::start_with`])
//! so the two cannot drift apart.
//!
//! Into `--out DIR` it writes:
//! - [`GPU_SIDE_FILE`] (`gpu-side.toml`): the GPU process's configuration, byte for byte the
//!   `--config` text a standalone run passes to it ([`host_stub::runtime::gpu_side_config`]).
//! - [`SETUP_FILE`] (`tandem.json`): [`Gem5Setup`], the values the gem5 side needs (GPU count and
//!   unified group, model, bridge segment settings from [`host_stub::runtime::bridge_config`], the
//!   KFD gpu_ids, the doorbell width, how to start the GPU process).
//! - `fs/sys/devices/virtual/kfd/kfd/topology/`: the KFD sysfs topology of the same GPUs, for
//!   gem5's `redirect_paths` (`/sys` to `DIR/fs/sys`). Its gpu_ids are the ones the GPU process's
//!   driver reports: both come from [`driver_config`]. A topology tree left in `DIR` by an
//!   earlier call is replaced, so no node of a larger system survives.
//!
//! No procfs content is written: the emulated driver has none, and gem5's own
//! `FileSystemConfig.config_filesystem` writes `fs/proc/cpuinfo` and the CPU part of `fs/sys`.
//!
//! Everything is computed and checked before the folder is touched: a bad configuration, a bad
//! GPU selection or lock-step flag writes nothing.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use emulated_driver::topology::{gpu_ids, Topology, SYSFS_TOPOLOGY_DIR};
use emulated_driver::DriverConfig;
use gpu_sim::side::{GpuMode, GpuSideConfig};
use serde::{Deserialize, Serialize};

use crate::run::{load_config, resolve, LockstepArgs, RunArgs};
use host_programs::workloads::Mode;
use host_stub::config::{LockstepMode, TandemConfig};
use host_stub::runtime::{bridge_config, gpu_command, gpu_side_config, StartOptions};

/// The GPU process's configuration file in `--out`.
pub const GPU_SIDE_FILE: &str = "gpu-side.toml";
/// The setup for the gem5 side in `--out`.
pub const SETUP_FILE: &str = "tandem.json";
/// The root redirected paths live under in `--out` (`fs/sys`).
pub const FS_DIR: &str = "fs";

/// Examples shown by `tandem gem5-prepare --help`.
pub const GEM5_PREPARE_EXAMPLES: &str = "Examples:
  tandem gem5-prepare --gpus 1 --out m5out/tandem
  tandem gem5-prepare --gpus 4 --timing --out m5out/tandem
  tandem gem5-prepare --unified-gpus 0,1,2,3 --lockstep cycle --out m5out/tandem
  tandem gem5-prepare --config configs/r9nano-8gpu.toml --gpus 8 --out m5out/tandem

Writes gpu-side.toml (the GPU process's --config), tandem.json (what the gem5 side needs) and
the KFD sysfs topology under fs/sys/ (redirect /sys there).";

/// Options of `tandem gem5-prepare`.
#[derive(clap::Args, Debug, Clone)]
#[command(group(
    clap::ArgGroup::new("gpu_selection")
        .required(true)
        .args(["gpus", "unified_gpus"])
))]
pub struct Gem5PrepareArgs {
    /// Configuration file (TOML; defaults: R9 Nano, configs/r9nano.toml).
    #[arg(long, short)]
    pub config: Option<PathBuf>,
    /// Number of discrete GPUs: GPUs 0..N-1 (at most gpu.count).
    #[arg(long, value_name = "N")]
    pub gpus: Option<usize>,
    /// GPUs that form one unified GPU, 0-based ids, as `tandem run --unified-gpus` (the system
    /// has as many GPUs as the highest id plus one).
    #[arg(long, value_delimiter = ',', value_name = "IDS")]
    pub unified_gpus: Option<Vec<usize>>,
    /// The cycle-level timing model (sets gpu.mode = "timing").
    #[arg(long)]
    pub timing: bool,
    #[command(flatten)]
    pub lockstep: LockstepArgs,
    /// Folder for gpu-side.toml, tandem.json and fs/.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
}

/// `tandem.json`: what the gem5 side needs to create the bridge segment, start the GPU process
/// and check the host program against the system.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Gem5Setup {
    /// GPUs in the system.
    pub n_gpus: u32,
    /// The unified group as 0-based GPU indices, lead first (as in `gpu-side.toml`); `null` for
    /// discrete GPUs.
    pub unified: Option<Vec<usize>>,
    /// `"functional"` or `"timing"`.
    pub mode: GpuMode,
    /// Timing mode with `apu.enabled`: the GPUs' host-memory accesses come to the CPU side as
    /// requests on the bridge's memory-controller queues (the gem5 side must answer them).
    pub apu: bool,
    /// VRAM per GPU in bytes (`--vram-bytes` of the GPU process).
    pub vram_bytes: u64,
    /// `host.memory_bytes`, informational (gem5's memory size is the gem5 config's).
    pub host_memory_bytes: u64,
    /// The bridge segment to create (`tandem_bridge_create`).
    pub bridge: Gem5Bridge,
    /// How long to wait for the GPU process to connect (`tandem_bridge_accept`), wall-clock ms.
    pub connect_timeout_ms: u64,
    /// The watchdog's stall limit (`host.stall_timeout_ms`; `TandemGpu.stall_timeout_ms`),
    /// wall-clock ms, 0 for off.
    #[serde(default)]
    pub stall_timeout_ms: u64,
    /// The watchdog's wall-clock limit (`host.wall_timeout_s`), seconds, 0 for none.
    #[serde(default)]
    pub wall_timeout_s: u64,
    /// The KFD gpu_id of each GPU, in GPU order (sysfs node i+1 holds GPU i).
    pub gpu_ids: Vec<u32>,
    /// Width of a doorbell store in bytes (`gpu.cp.doorbell_bytes`).
    pub doorbell_bytes: u32,
    /// The GPU process's command, before its arguments (`--segment NAME --host-fd FD
    /// --host-bytes N --vram-fd FD,.. --vram-bytes N --config TOML [--stats-out PATH]`, with the
    /// contents of `gpu-side.toml` as TOML).
    pub gpu_process: Vec<String>,
}

/// The bridge settings in `tandem.json` (fields of `TandemBridgeConfig`).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Gem5Bridge {
    /// Memory controllers (queue pairs).
    pub n_mc: u32,
    /// Slots per ring.
    pub ring_entries: u32,
    /// CPU-to-GPU latency in ps.
    pub c2g_latency_ps: u64,
    /// GPU-to-CPU latency in ps.
    pub g2c_latency_ps: u64,
    /// The quantum in effect, in ps (never 0).
    pub quantum_ps: u64,
    /// Per-cycle lock-step (`--lockstep cycle`) instead of quantum.
    pub per_cycle: bool,
    /// GPU core clock period in ps (per-cycle grants).
    pub core_period_ps: u64,
    /// GPU memory clock period in ps (per-cycle grants).
    pub mem_period_ps: u64,
}

/// Everything `gem5-prepare` writes, computed.
#[derive(Clone, Debug)]
pub struct Gem5Prepared {
    /// The GPU process's configuration.
    pub side: GpuSideConfig,
    /// `gpu-side.toml`.
    pub side_toml: String,
    /// `tandem.json`'s contents.
    pub setup: Gem5Setup,
    /// The KFD topology.
    pub topology: Topology,
}

/// The driver configuration the GPU process's driver runs with for `side`, and the topology's.
///
/// The world builds its driver from `DriverConfig::with_gpus(n_gpus)` (gpu-sim's
/// `gpu-sim/src/world.rs`); `tests/gem5_prepare.rs` checks that a world built from `gpu-side.toml`
/// reports the topology's gpu_ids.
pub fn driver_config(side: &GpuSideConfig) -> DriverConfig {
    DriverConfig::with_gpus(side.n_gpus)
}

/// Computes what `gem5-prepare` writes for `cfg` (validated), `n_gpus` GPUs and the unified
/// group (0-based indices, lead first).
pub fn prepare(
    cfg: &TandemConfig,
    n_gpus: usize,
    unified: Option<Vec<usize>>,
) -> Result<Gem5Prepared> {
    if n_gpus == 0 || n_gpus > cfg.gpu.count as usize {
        bail!(
            "{n_gpus} GPUs requested but the configuration has gpu.count = {}",
            cfg.gpu.count
        );
    }
    let side = gpu_side_config(cfg, n_gpus, unified)?;
    let side_toml = toml::to_string(&side).context("writing the GPU-side configuration")?;
    let b = bridge_config(cfg)?;
    b.validate().context("bridge settings")?;
    let dcfg = driver_config(&side);
    if let Err(e) = dcfg.validate("driver") {
        bail!("driver configuration: {}", e.0.join("; "));
    }
    let topology = Topology::generate(&dcfg);
    let gpu = gpu_command(&StartOptions::default())?;
    let mut gpu_process = vec![program_path(gpu.get_program())?];
    for a in gpu.get_args() {
        gpu_process.push(
            a.to_str()
                .context("the GPU process's arguments are not UTF-8")?
                .to_string(),
        );
    }
    let setup = Gem5Setup {
        n_gpus: side.n_gpus,
        unified: side.unified.clone(),
        mode: side.mode,
        apu: side.apu(),
        vram_bytes: cfg.gpu.vram_bytes,
        host_memory_bytes: cfg.host.memory_bytes,
        bridge: Gem5Bridge {
            n_mc: b.n_mc,
            ring_entries: b.ring_entries,
            c2g_latency_ps: b.c2g_latency_ps,
            g2c_latency_ps: b.g2c_latency_ps,
            quantum_ps: b.effective_quantum_ps(),
            per_cycle: cfg.bridge.lockstep == LockstepMode::Cycle,
            core_period_ps: b.clocks.core_period_ps,
            mem_period_ps: b.clocks.mem_period_ps,
        },
        connect_timeout_ms: cfg.host.connect_timeout_ms,
        stall_timeout_ms: cfg.host.stall_timeout_ms,
        wall_timeout_s: cfg.host.wall_timeout_s,
        gpu_ids: gpu_ids(&dcfg),
        doorbell_bytes: cfg.gpu.cp.doorbell_bytes,
        gpu_process,
    };
    Ok(Gem5Prepared {
        side,
        side_toml,
        setup,
        topology,
    })
}

/// The GPU executable as an absolute path when it is a path (a bare name is left for `PATH`).
fn program_path(p: &std::ffi::OsStr) -> Result<String> {
    let path = Path::new(p);
    let path = if path.is_relative() && path.components().count() > 1 {
        std::path::absolute(path).with_context(|| format!("resolving {}", path.display()))?
    } else {
        path.to_path_buf()
    };
    path.to_str()
        .map(str::to_string)
        .with_context(|| format!("the GPU executable {} is not UTF-8", path.display()))
}

/// Writes `p` into `out` (created if needed): `gpu-side.toml`, `tandem.json`, and the topology
/// under `fs/sys/` (an earlier topology there is removed first).
pub fn write(p: &Gem5Prepared, out: &Path) -> Result<()> {
    let json = serde_json::to_vec_pretty(&p.setup)?;
    let _lock = crate::outdir::OutDirLock::acquire(out)?;
    let sys = out.join(FS_DIR).join("sys");
    let topo = sys.join(SYSFS_TOPOLOGY_DIR);
    if topo.exists() {
        std::fs::remove_dir_all(&topo).with_context(|| format!("removing {}", topo.display()))?;
    }
    p.topology
        .write_sys_tree(&sys)
        .with_context(|| format!("writing the topology under {}", topo.display()))?;
    let side = out.join(GPU_SIDE_FILE);
    crate::outdir::write_result(&side, &p.side_toml)?;
    let setup = out.join(SETUP_FILE);
    crate::outdir::write_result(&setup, json)?;
    Ok(())
}

/// The system a CPU side that runs its own program asks for (`tandem gem5-prepare`,
/// `tandem exec`): `--gpus N` (GPUs 0..N-1) or `--unified-gpus IDS`, checked and turned into a
/// system the way `tandem run` does it. Returns the GPU count and the unified group (0-based,
/// lead first), if any.
pub fn system(
    cfg: &TandemConfig,
    gpus: Option<usize>,
    unified_gpus: Option<Vec<usize>>,
    timing: bool,
    lockstep: LockstepArgs,
    workload: &'static str,
) -> Result<(usize, Option<Vec<usize>>)> {
    let ids: Vec<usize> = match (gpus, &unified_gpus) {
        (Some(_), Some(_)) => bail!("give --gpus or --unified-gpus, not both"),
        (Some(0), None) => bail!("--gpus 0: a system needs at least one GPU"),
        (Some(n), None) if n > cfg.gpu.count as usize => bail!(
            "--gpus {n}: the configuration has gpu.count = {} (at most {} GPUs)",
            cfg.gpu.count,
            cfg.gpu.count
        ),
        (Some(n), None) => (0..n).collect(),
        (None, Some(u)) => u.clone(),
        (None, None) => bail!("give --gpus N or --unified-gpus IDS"),
    };
    let run_args = RunArgs {
        gpus: gpus.map(|_| ids),
        unified_gpus,
        timing,
        lockstep,
        ..RunArgs::new(workload, PathBuf::new())
    };
    let req = resolve(&run_args, cfg, workload)?;
    let unified = (req.plan.mode == Mode::Unified).then(|| req.plan.gpus.clone());
    Ok((req.n_gpus, unified))
}

/// `tandem gem5-prepare`.
pub fn cmd_gem5_prepare(args: &Gem5PrepareArgs) -> Result<()> {
    let mut cfg = load_config(args.config.as_deref())?;
    if args.timing {
        cfg.gpu.mode = GpuMode::Timing;
    }
    args.lockstep.apply(&mut cfg)?;
    let (n_gpus, unified) = system(
        &cfg,
        args.gpus,
        args.unified_gpus.clone(),
        args.timing,
        args.lockstep.clone(),
        "gem5",
    )?;
    let p = prepare(&cfg, n_gpus, unified)?;
    write(&p, &args.out)?;
    let s = &p.setup;
    println!(
        "gem5 setup for {} {} GPU(s){} ({} mode, {} lock-step{}): gpu_ids {:?}",
        s.n_gpus,
        match &s.unified {
            Some(_) => "unified",
            None => "discrete",
        },
        match &s.unified {
            Some(u) => format!(" (group {u:?})"),
            None => String::new(),
        },
        match s.mode {
            GpuMode::Functional => "functional",
            GpuMode::Timing => "timing",
        },
        if s.bridge.per_cycle {
            "per-cycle"
        } else {
            "quantum"
        },
        if s.apu { ", APU" } else { "" },
        s.gpu_ids
    );
    println!(
        "wrote {}, {} and {}",
        args.out.join(GPU_SIDE_FILE).display(),
        args.out.join(SETUP_FILE).display(),
        args.out
            .join(FS_DIR)
            .join("sys")
            .join(SYSFS_TOPOLOGY_DIR)
            .display()
    );
    Ok(())
}
