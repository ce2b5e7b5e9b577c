//! `tandem exec -- PROGRAM [ARGS]`: an unmodified ROCm program on N simulated GPUs.
//!
//! This side prepares what the interposer (`cpu-adapters/rocm`, `libtandem_interpose.so`)
//! needs: the GPU side's configuration and the KFD sysfs topology for the system (the same
//! ones `tandem gem5-prepare` writes), and the spec file. It starts PROGRAM with the library
//! preloaded and the ROCm variables docs/rocm.md explains, waits for it, and writes
//! `summary.json` beside the GPU process's `stats.txt` and `gpu-side.json`. The program's
//! stdin, stdout and stderr are the terminal's; its exit code is this command's.

#[path = "../../cpu-adapters/rocm/src/spec.rs"]
pub mod spec;

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};
use clap::Args;
use gpu_sim::side::GpuMode;

use crate::run::{load_config, LockstepArgs};
use spec::{ExecBridge, ExecSpec, HostRecord, SPEC_ENV};

pub const EXEC_EXAMPLES: &str = "Examples:
  tandem exec --gpus 2 --out /tmp/ri -- rocminfo
  tandem exec --gpus 1 --timing --out /tmp/va -- examples/rocm/build/vector_add
  tandem exec --gpus 4 --interrupts on -- ./my_hip_program 1024

PROGRAM is a dynamically linked x86-64 ROCm program (HIP, HSA, rocminfo). See docs/rocm.md
for what runs, the variables set for it, and how time is counted.";

/// Name of the interposer library, looked for next to the `tandem` executable.
pub const INTERPOSER: &str = "libtandem_interpose.so";

#[derive(Args, Debug, Clone)]
pub struct ExecArgs {
    /// Configuration file (TOML; defaults: R9 Nano, configs/r9nano.toml).
    #[arg(long, short)]
    pub config: Option<PathBuf>,
    /// Number of discrete GPUs the program sees (GPUs 0..N-1). Default 1.
    #[arg(long, value_name = "N")]
    pub gpus: Option<usize>,
    /// GPUs that form one unified GPU, 0-based ids, as `tandem run --unified-gpus`.
    #[arg(long, value_delimiter = ',', value_name = "IDS")]
    pub unified_gpus: Option<Vec<usize>>,
    /// The cycle-level timing model (sets gpu.mode = "timing").
    #[arg(long)]
    pub timing: bool,
    /// Output folder: summary.json, stats.txt, gpu-side.json, host-side.json, the topology.
    #[arg(long, value_name = "DIR", default_value = "tandem-out/exec")]
    pub out: PathBuf,
    /// ROCr's interrupt signals: off (HSA_ENABLE_INTERRUPT=0: waits poll with usleep; the
    /// default, because every statistic is then reproducible) or on (ROCr's own default:
    /// waits sleep in WAIT_EVENTS, and ROCr's event thread re-arms its waits at wall-clock
    /// moments, which shows in the driver's counters; docs/rocm.md). An HSA_ENABLE_INTERRUPT
    /// already in the environment wins.
    #[arg(long, value_name = "on|off", default_value = "off")]
    pub interrupts: String,
    #[command(flatten)]
    pub trace: crate::trace::TraceArgs,
    /// The program and its arguments.
    #[arg(
        required = true,
        trailing_var_arg = true,
        allow_hyphen_values = true,
        value_name = "PROGRAM"
    )]
    pub program: Vec<String>,
}

/// The environment ROCm needs to run against a driver in another process (docs/rocm.md,
/// "Variables"); a variable the user set already is left alone.
pub const ROCM_ENV: &[(&str, &str)] = &[
    // ROCt backs paged system memory (signals, kernargs, rings) with GTT buffers the
    // interposer places in the host memory shared with the GPU process, instead of userptr
    // registrations of private anonymous memory the GPU process could not reach.
    ("HSA_USERPTR_FOR_PAGED_MEM", "0"),
    // HIP copies pageable memory through ROCr's staging buffers instead of pinning (registering)
    // the program's own buffer, which the GPU process could not reach either.
    ("GPU_PINNED_XFER_SIZE", "0"),
    ("GPU_PINNED_MIN_XFER_SIZE", "0"),
    // gfx8 has no user SDMA in ROCr 5.2 anyway; said explicitly.
    ("HSA_ENABLE_SDMA", "0"),
    // HIP dispatches from the calling thread: no worker thread that blocks outside the runtime
    // while the clock waits for it.
    ("AMD_DIRECT_DISPATCH", "1"),
];

/// Finds the interposer: `TANDEM_INTERPOSER`, else next to this executable.
pub fn interposer_path() -> Result<PathBuf> {
    if let Ok(p) = std::env::var("TANDEM_INTERPOSER") {
        let p = PathBuf::from(p);
        if !p.is_file() {
            bail!("TANDEM_INTERPOSER={} is not a file", p.display());
        }
        return std::path::absolute(&p).context("resolving TANDEM_INTERPOSER");
    }
    let me = std::env::current_exe().context("locating the tandem executable")?;
    let dir = me.parent().context("the tandem executable has no folder")?;
    for cand in [dir.join(INTERPOSER), dir.join("..").join(INTERPOSER)] {
        if cand.is_file() {
            return Ok(cand);
        }
    }
    bail!(
        "{INTERPOSER} not found next to {} (build it: cargo build --release -p tandem-interpose), or set TANDEM_INTERPOSER",
        me.display()
    )
}

/// `tandem exec`.
pub fn cmd_exec(args: &ExecArgs) -> Result<i32> {
    let mut cfg = load_config(args.config.as_deref())?;
    if args.timing {
        cfg.gpu.mode = GpuMode::Timing;
    }
    let interrupts = match args.interrupts.as_str() {
        "on" => true,
        "off" => false,
        o => bail!("--interrupts {o}: give on or off"),
    };
    // One GPU when neither --gpus nor --unified-gpus is given.
    let gpus = args.gpus.or(args.unified_gpus.is_none().then_some(1));
    let (n_gpus, unified) = crate::gem5prep::system(
        &cfg,
        gpus,
        args.unified_gpus.clone(),
        args.timing,
        LockstepArgs::default(),
        "exec",
    )?;
    let prepared = crate::gem5prep::prepare(&cfg, n_gpus, unified)?;
    if prepared.setup.apu {
        bail!("`tandem exec` does not run the APU configuration (apu.enabled): the program's host memory is not behind the bridge's memory controllers");
    }
    if prepared.setup.bridge.per_cycle {
        bail!("`tandem exec` runs in quantum lock-step only (bridge.lockstep = \"quantum\")");
    }
    let lib = interposer_path()?;
    let trace = args.trace.options(None)?;
    let out = &args.out;
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let out = std::path::absolute(out).context("resolving --out")?;
    let _lock = crate::outdir::OutDirLock::acquire(&out)?;
    for f in [
        "stats.txt",
        gpu_sim::stats::dumps::DUMPS_FILE,
        "gpu-side.json",
        "host-side.json",
        "summary.json",
        gpu_sim::side::GPU_ERROR_FILE,
    ] {
        let _ = std::fs::remove_file(out.join(f));
    }
    let sys = out.join("sys");
    let topo = sys.join("devices/virtual/kfd");
    if topo.exists() {
        std::fs::remove_dir_all(&topo).with_context(|| format!("removing {}", topo.display()))?;
    }
    prepared
        .topology
        .write_sys_tree(&sys)
        .with_context(|| format!("writing the topology under {}", sys.display()))?;
    let mut gpu_args = Vec::new();
    if let Some(t) = &trace {
        gpu_args.push("--trace".into());
        gpu_args.push(path_str(&std::path::absolute(&t.path)?)?);
        gpu_args.push("--trace-mem-cap".into());
        gpu_args.push(t.mem_cap.to_string());
        if t.mem {
            gpu_args.push("--trace-mem".into());
        }
        if let Some((a, b)) = t.window {
            gpu_args.push("--trace-window".into());
            gpu_args.push(format!("{a}:{b}"));
        }
    }
    let b = &prepared.setup.bridge;
    let spec = ExecSpec {
        gpu_process: prepared.setup.gpu_process.clone(),
        side_toml: {
            let mut side = prepared.side.clone();
            side.notify_idle = true;
            toml::to_string(&side).context("writing the GPU-side configuration")?
        },
        n_gpus: prepared.setup.n_gpus,
        host_memory_bytes: cfg.host.memory_bytes,
        vram_bytes: cfg.gpu.vram_bytes,
        bridge: ExecBridge {
            n_mc: b.n_mc,
            ring_entries: b.ring_entries,
            c2g_latency_ps: b.c2g_latency_ps,
            g2c_latency_ps: b.g2c_latency_ps,
            quantum_ps: b.quantum_ps,
            core_period_ps: b.core_period_ps,
            mem_period_ps: b.mem_period_ps,
        },
        connect_timeout_ms: cfg.host.connect_timeout_ms,
        stall_timeout_ms: cfg.host.stall_timeout_ms,
        stats_out: path_str(&out.join("gpu-side.json"))?,
        host_out: path_str(&out.join("host-side.json"))?,
        sysfs_root: path_str(&sys)?,
        render_minor_base: 128,
        ioctl_ps: cfg.host.ioctl_ps,
        gpu_args,
        spin_ms: 20,
        idle_limit_ps: 2_000_000_000_000,
    };
    let spec_path = out.join("exec-spec.json");
    crate::outdir::write_result(&spec_path, serde_json::to_vec_pretty(&spec)?)?;
    let (prog, rest) = args.program.split_first().context("no program given")?;
    let mut cmd = Command::new(prog);
    cmd.args(rest);
    let preload = match std::env::var("LD_PRELOAD") {
        Ok(p) if !p.is_empty() => format!("{}:{p}", path_str(&lib)?),
        _ => path_str(&lib)?,
    };
    cmd.env("LD_PRELOAD", preload).env(SPEC_ENV, &spec_path);
    for (k, v) in ROCM_ENV {
        if std::env::var_os(k).is_none() {
            cmd.env(k, v);
        }
    }
    if !interrupts && std::env::var_os("HSA_ENABLE_INTERRUPT").is_none() {
        cmd.env("HSA_ENABLE_INTERRUPT", "0");
    }
    // Without address-space randomisation the program's buffers, code objects and queues sit
    // at the same addresses every run, so the statistics that name them (kernels are named by
    // their descriptor's address: ROCr loads code objects itself) are the same too.
    // SAFETY: personality() is async-signal-safe and touches only the child's own state.
    unsafe {
        use std::os::unix::process::CommandExt;
        cmd.pre_exec(|| {
            let cur = libc::personality(0xffff_ffff);
            if cur != -1 {
                libc::personality(
                    (cur as libc::c_ulong | libc::ADDR_NO_RANDOMIZE as libc::c_ulong) as _,
                );
            }
            Ok(())
        });
    }
    let t0 = std::time::Instant::now();
    let status = cmd.status().with_context(|| format!("starting {prog}"))?;
    let wall = t0.elapsed().as_secs_f64();
    let code = exit_code(&status);
    let host: Option<HostRecord> = std::fs::read(out.join("host-side.json"))
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok());
    let gpu_side: serde_json::Value = std::fs::read(out.join("gpu-side.json"))
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or(serde_json::Value::Null);
    let summary = serde_json::json!({
        "program": args.program,
        "exit_code": code,
        "gpus": prepared.setup.n_gpus,
        "unified": prepared.setup.unified,
        "mode": if cfg.gpu.mode == GpuMode::Timing { "timing" } else { "functional" },
        "interrupts": interrupts && std::env::var("HSA_ENABLE_INTERRUPT").map_or(true, |v| v != "0"),
        "wall_seconds": wall,
        "simulated_ps": host.as_ref().map(|h| h.end_ps),
        "host": host,
        "gpu_side": gpu_side,
    });
    crate::outdir::write_result(
        &out.join("summary.json"),
        serde_json::to_vec_pretty(&summary)?,
    )?;
    match &host {
        Some(h) => eprintln!(
            "tandem: {prog} exited with {code} on {} GPU(s): simulated {:.3} us, wall {wall:.2} s, {} ioctls, {} doorbells; outputs in {}",
            prepared.setup.n_gpus,
            h.end_ps as f64 / 1e6,
            h.ioctls.iter().map(|r| r.1).sum::<u64>(),
            h.doorbells,
            out.display()
        ),
        None => eprintln!(
            "tandem: {prog} exited with {code} without opening /dev/kfd (no GPU was used); outputs in {}",
            out.display()
        ),
    }
    Ok(code)
}

fn path_str(p: &Path) -> Result<String> {
    p.to_str()
        .map(str::to_string)
        .with_context(|| format!("{} is not UTF-8", p.display()))
}

/// The shell's view of an exit status: the code, or 128 + the signal.
fn exit_code(s: &std::process::ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    match (s.code(), s.signal()) {
        (Some(c), _) => c,
        (None, Some(sig)) => 128 + sig,
        _ => 1,
    }
}
