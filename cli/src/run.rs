//! `tandem run`, `tandem clean`, `tandem kernel --gpu`: the standalone front end.
//!
//! `run` starts the system (host stub + GPU process), runs one workload (or `all`) on the
//! chosen GPUs in discrete or unified mode, verifies against the CPU reference, and writes
//! `summary.json` (per kernel and per GPU: instructions and simulated time; host API time;
//! verification), `metrics.csv`, `results.sqlite` and the resolved `config.toml` into the
//! output directory.
//! GPU ids are 0-based everywhere: on the command line, in `summary.json`, `metrics.csv`,
//! `stats.txt` (`gpu[0]`) and the logs (docs/outputs.md says why).

use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{bail, Context, Result};
use serde_json::{json, Value};

use host_programs::workloads::{self, Mode, Outcome, Plan, Size};
use host_stub::config::TandemConfig;
use host_stub::runtime::{Finished, KArg, Placement, Runtime, StartOptions, Target};

/// Examples shown by `tandem run --help`.
pub const RUN_EXAMPLES: &str = "Examples:
  tandem run vecadd --verify                       # 1 GPU, small inputs
  tandem run vecadd --timing --verify              # the cycle-level timing model
  tandem run fir --gpus 0,1 --verify               # two discrete GPUs
  tandem run aes --unified-gpus 0,1,2,3 --verify   # one unified GPU made of four
  tandem run kmeans --gpus 0,1,2,3 --size 4gpu     # the MGSim paper's 4-GPU input
  tandem run all --gpus 0,1 --verify --out /tmp/out
  tandem run conv --config configs/r9nano-8gpu.toml --gpus 4,5,6,7

GPU ids are 0-based (gpu[0] in stats.txt is --gpus 0). Writes summary.json, metrics.csv,
results.sqlite and config.toml under --out (and, with --timing, stats.txt: per-kernel and whole-run statistics
dumps; docs/outputs.md).";

/// Options of `tandem run`.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    /// Workload: vecadd, aes, bitonic, fir, gd, kmeans, transpose, conv, micro-alu, micro-l1,
    /// micro-l2, micro-dram, lat-alu, lat-l1, lat-l2, lat-dram, or `all`.
    pub workload: String,
    /// Configuration file (TOML; defaults: R9 Nano, configs/r9nano.toml).
    #[arg(long, short)]
    pub config: Option<PathBuf>,
    /// Input size preset: small (seconds), 1gpu or 4gpu (the MGSim paper's sizes).
    #[arg(long, default_value = "small")]
    pub size: String,
    /// Discrete GPUs to use, 0-based ids (the program picks a GPU per part).
    #[arg(long, value_delimiter = ',', conflicts_with = "unified_gpus")]
    pub gpus: Option<Vec<usize>>,
    /// GPUs that form one unified GPU, 0-based ids (kernels split by workgroup ranges).
    #[arg(long, value_delimiter = ',')]
    pub unified_gpus: Option<Vec<usize>>,
    /// discrete or unified (with --gpus; --unified-gpus implies unified).
    #[arg(long)]
    pub mode: Option<String>,
    /// Check the results against the CPU reference (a mismatch fails the run).
    #[arg(long)]
    pub verify: bool,
    /// Output directory for summary.json, metrics.csv, results.sqlite and config.toml.
    #[arg(long, default_value = "tandem-out")]
    pub out: PathBuf,
    /// Stop a run after this many wall-clock seconds (overrides host.wall_timeout_s).
    #[arg(long, value_name = "SECONDS")]
    pub wall_timeout: Option<u64>,
    /// Stop a run whose GPU process makes no progress (no message, no CPU time) for this many
    /// wall-clock seconds, 0 for never (overrides host.stall_timeout_ms; default 30 s).
    #[arg(long, value_name = "SECONDS")]
    pub stall_timeout: Option<u64>,
    /// Refuse a configuration whose estimated memory exceeds this (bytes, or with a K, M, G
    /// or T suffix, binary; overrides host.max_memory_bytes; default: the machine's memory).
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    pub max_memory: Option<u64>,
    /// Run kernels on the cycle-level timing model (sets gpu.mode = "timing"; the model's
    /// keys are in [gpu.timing]).
    #[arg(long)]
    pub timing: bool,
    /// With --timing: the first kernel on the timing model; kernels before it run on the
    /// functional model. A 0-based kernel index (counted per GPU's command processor), a
    /// kernel name (its first launch) or region:NAME (the kernels launched inside that region
    /// of interest). Sets gpu.cp.timing_from.
    #[arg(long, value_name = "K")]
    pub timing_from: Option<String>,
    /// With --timing: the first kernel after the timed stretch (exclusive), a kernel index or
    /// a kernel name; it and the kernels after it run on the functional model. Sets
    /// gpu.cp.timing_until.
    #[arg(long, value_name = "K")]
    pub timing_until: Option<String>,
    /// With --timing: kernel sampling. Every K-th launch of each class (kernel, grid and
    /// workgroup size; the first two always) runs on the timing model, the rest on the
    /// functional model, and the run reports the program's estimated time with a 95 % bound
    /// (summary.json `sampling`, stats.txt `sampling.*`, one line on stderr). Sets
    /// gpu.cp.sample_period; not with --timing-from / --timing-until.
    #[arg(long, value_name = "K")]
    pub sample: Option<u64>,
    /// With --timing: workgroup sampling. In every kernel on the timing model with at least
    /// 2R occupancy rounds of workgroups, the first R rounds run on the timing model and the
    /// rest on the functional emulator; their time is added from the steady rounds'
    /// throughput, with a 95 % bound (summary.json `sampling`, stats.txt `sampling.*`). R is
    /// at least 4. Combines with --sample. Sets gpu.cp.sample_groups.
    #[arg(long, value_name = "R")]
    pub sample_groups: Option<u32>,
    #[command(flatten)]
    pub lockstep: LockstepArgs,
    #[command(flatten)]
    pub trace: crate::trace::TraceArgs,
    #[command(flatten)]
    pub checkpoint: CheckpointArgs,
    /// No progress bar and no informational lines (errors still go to stderr; `run all` lists
    /// every failed workload there).
    #[arg(long, short)]
    pub quiet: bool,
}

impl RunArgs {
    /// `tandem run WORKLOAD --out OUT --quiet`, every other option at its command-line
    /// default: how tests and tools that run a workload in process start their request
    /// (`RunArgs { verify: true, ..RunArgs::new(w, out) }`).
    pub fn new(workload: &str, out: impl Into<PathBuf>) -> RunArgs {
        RunArgs {
            workload: workload.into(),
            config: None,
            size: "small".into(),
            gpus: None,
            unified_gpus: None,
            mode: None,
            verify: false,
            out: out.into(),
            wall_timeout: None,
            stall_timeout: None,
            max_memory: None,
            timing: false,
            timing_from: None,
            timing_until: None,
            sample: None,
            sample_groups: None,
            lockstep: Default::default(),
            trace: Default::default(),
            checkpoint: Default::default(),
            quiet: true,
        }
    }
}

/// How the CPU side and the GPU process keep step (overrides `[bridge]`), and how many
/// threads the GPU process's engine runs on (overrides `gpu.threads`).
#[derive(clap::Args, Clone, Debug, Default)]
pub struct LockstepArgs {
    /// quantum (default) or cycle (every GPU clock tick granted: for parity checks, slow).
    #[arg(long, value_enum, value_name = "MODE")]
    pub lockstep: Option<host_stub::config::LockstepMode>,
    /// Quantum in ps (default: the smallest bridge latency).
    #[arg(long, value_name = "PS")]
    pub quantum_ps: Option<u64>,
    /// Threads of the GPU process's engine (default: the cores other work leaves idle, that is
    /// the cores less the one-minute load average, capped at the GPUs; at most one per GPU plus
    /// one); 1 runs every partition on one thread. Statistics do not
    /// depend on it.
    #[arg(long, value_name = "N")]
    pub threads: Option<u32>,
}

impl LockstepArgs {
    /// Applies the flags to `cfg` and checks the result.
    pub fn apply(&self, cfg: &mut TandemConfig) -> Result<()> {
        if let Some(m) = self.lockstep {
            cfg.bridge.lockstep = m;
        }
        if self.quantum_ps.is_some() {
            cfg.bridge.quantum_ps = self.quantum_ps;
        }
        if let Some(t) = self.threads {
            cfg.gpu.threads = t;
        }
        let errs = cfg.validate();
        if !errs.is_empty() {
            bail!("invalid lock-step settings: {}", errs.join("; "));
        }
        Ok(())
    }
}

/// Checkpoints of the GPU side at a kernel boundary (docs/standalone.md, "Checkpoints").
#[derive(clap::Args, Clone, Debug, Default)]
pub struct CheckpointArgs {
    /// Write a checkpoint before launch K (with --checkpoint-dir): a 0-based launch index of
    /// the program (over all GPUs), a kernel name (its first launch) or region:NAME (the first
    /// launch inside that region). Every earlier launch finishes first; the run goes on.
    #[arg(long, value_name = "K", requires = "checkpoint_dir")]
    pub checkpoint_at: Option<String>,
    /// The folder --checkpoint-at writes (created; a checkpoint in it is replaced).
    #[arg(long, value_name = "DIR", requires = "checkpoint_at")]
    pub checkpoint_dir: Option<PathBuf>,
    /// Start from the checkpoint in DIR: the program's launches before its boundary complete
    /// at once without running, then memory and the clock are the checkpoint's. Same
    /// workload, size, GPUs and configuration (gpu.mode and the run's limits may differ).
    #[arg(long, value_name = "DIR", conflicts_with = "checkpoint_at")]
    pub restore: Option<PathBuf>,
}

/// Configuration keys a restore may change: which model runs the kernels after the boundary,
/// and the run's own limits; every other key must be the checkpoint's.
pub const RESTORE_MAY_CHANGE: &[&str] = &[
    "gpu.mode",
    "gpu.threads",
    "host.wall_timeout_s",
    "host.stall_timeout_ms",
    "host.max_memory_bytes",
];

/// `key = value` for every leaf of a TOML table, with dotted keys.
fn flatten_toml(
    prefix: &str,
    v: &toml::Value,
    out: &mut std::collections::BTreeMap<String, String>,
) {
    match v {
        toml::Value::Table(t) => {
            for (k, v) in t {
                let key = match prefix.is_empty() {
                    true => k.clone(),
                    false => format!("{prefix}.{k}"),
                };
                flatten_toml(&key, v, out);
            }
        }
        other => {
            out.insert(prefix.to_string(), other.to_string());
        }
    }
}

/// The first configuration key whose value differs between the checkpoint's `saved` TOML and
/// this run's `cfg`, skipping [`RESTORE_MAY_CHANGE`].
pub fn config_difference(saved: &str, cfg: &TandemConfig) -> Result<Option<String>> {
    let a: toml::Value = toml::from_str(saved).context("the checkpoint's configuration")?;
    let b: toml::Value = toml::Value::try_from(cfg)?;
    let (mut fa, mut fb) = Default::default();
    flatten_toml("", &a, &mut fa);
    flatten_toml("", &b, &mut fb);
    let keys: std::collections::BTreeSet<&String> = fa.keys().chain(fb.keys()).collect();
    for k in keys {
        if RESTORE_MAY_CHANGE.contains(&k.as_str()) {
            continue;
        }
        let (x, y) = (fa.get(k), fb.get(k));
        if x != y {
            let show = |v: Option<&String>| v.cloned().unwrap_or_else(|| "(unset)".into());
            return Ok(Some(format!(
                "{k}: the checkpoint has {}, this run has {}",
                show(x),
                show(y)
            )));
        }
    }
    Ok(None)
}

/// What a checkpoint records of the run that wrote it (compared on restore).
fn run_record(req: &Request) -> std::collections::BTreeMap<String, String> {
    [
        ("workload", req.workload.to_string()),
        ("size", format!("{:?}", req.plan.size)),
        ("gpus", format!("{:?}", req.plan.gpus)),
        ("mode", format!("{:?}", req.plan.mode)),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect()
}

/// Opens the checkpoint in `dir` for a restored run of `req` under `cfg`: its files are
/// checked (present, whole, unaltered) and its run and configuration must be this run's.
pub fn open_checkpoint(
    dir: &Path,
    cfg: &TandemConfig,
    req: &Request,
) -> Result<gpu_sim::checkpoint::Manifest> {
    let m = gpu_sim::checkpoint::Manifest::open(dir)?;
    let want = run_record(req);
    for (k, v) in &m.run {
        if want.get(k) != Some(v) {
            bail!(
                "checkpoint {}: it was taken from a run with {k} {v}, this run has {} (restore the same workload, size and GPUs)",
                dir.display(),
                want.get(k).map(String::as_str).unwrap_or("(none)")
            );
        }
    }
    if let Some(d) = config_difference(&m.config, cfg)? {
        bail!(
            "checkpoint {}: taken under another configuration: {d} (only {} may differ)",
            dir.display(),
            RESTORE_MAY_CHANGE.join(", ")
        );
    }
    Ok(m)
}

/// The checkpoint plan of `args` for `req`, checked (None without checkpoint flags).
fn checkpoint_plan(
    args: &RunArgs,
    cfg: &TandemConfig,
    req: &Request,
) -> Result<Option<host_stub::runtime::CheckpointPlan>> {
    use host_stub::runtime::{BoundaryAt, CheckpointPlan};
    let c = &args.checkpoint;
    if c.checkpoint_at.is_none() && c.restore.is_none() {
        return Ok(None);
    }
    if args.workload == "all" {
        bail!("--checkpoint-at and --restore take one workload, not `all`");
    }
    let cp = &cfg.gpu.cp;
    if cp.timing_from.is_some()
        || cp.timing_until.is_some()
        || cp.sample_period > 0
        || cp.sample_groups > 0
    {
        bail!("--checkpoint-at and --restore do not combine with --timing-from, --timing-until, --sample or --sample-groups (gpu.cp.timing_from, timing_until, sample_period, sample_groups) yet");
    }
    if let (Some(at), Some(dir)) = (&c.checkpoint_at, &c.checkpoint_dir) {
        let at = BoundaryAt::parse(at).context("--checkpoint-at")?;
        return Ok(Some(CheckpointPlan::Save {
            dir: dir.clone(),
            at,
        }));
    }
    match &c.restore {
        Some(dir) => Ok(Some(CheckpointPlan::Restore {
            dir: dir.clone(),
            manifest: open_checkpoint(dir, cfg, req)?,
        })),
        None => bail!("--checkpoint-at needs --checkpoint-dir"),
    }
}

/// A resolved run request.
#[derive(Clone, Debug)]
pub struct Request {
    pub workload: &'static str,
    pub plan: Plan,
    /// GPUs in the system (the highest id named, plus one).
    pub n_gpus: usize,
}

impl Request {
    /// `workload` on GPUs `0..gpus` in `mode` at `size`, verified (how the benchmarks run).
    pub fn verified(workload: &'static str, gpus: usize, mode: Mode, size: Size) -> Request {
        Request {
            workload,
            plan: Plan {
                gpus: (0..gpus).collect(),
                mode,
                size,
                verify: true,
            },
            n_gpus: gpus,
        }
    }
}

/// Parses GPU ids and the mode into a plan.
pub fn resolve(args: &RunArgs, cfg: &TandemConfig, workload: &'static str) -> Result<Request> {
    let size = Size::parse(&args.size)?;
    let (ids, mode) = match (&args.gpus, &args.unified_gpus) {
        (_, Some(u)) => (u.clone(), Mode::Unified),
        (Some(g), None) => (
            g.clone(),
            match args.mode.as_deref() {
                None | Some("discrete") => Mode::Discrete,
                Some("unified") => Mode::Unified,
                Some(m) => bail!("unknown mode `{m}` (discrete or unified)"),
            },
        ),
        (None, None) => (
            vec![0],
            match args.mode.as_deref() {
                None | Some("discrete") => Mode::Discrete,
                Some("unified") => Mode::Unified,
                Some(m) => bail!("unknown mode `{m}` (discrete or unified)"),
            },
        ),
    };
    if ids.is_empty() {
        bail!("no GPU ids given");
    }
    let mut seen = std::collections::BTreeSet::new();
    for &id in &ids {
        if id >= cfg.gpu.count as usize {
            bail!(
                "GPU id {id} does not exist: the configuration has gpu.count = {} (ids 0..={}, 0-based)",
                cfg.gpu.count,
                cfg.gpu.count.saturating_sub(1)
            );
        }
        if !seen.insert(id) {
            bail!("GPU id {id} is named twice");
        }
    }
    let n_gpus = ids.iter().copied().max().unwrap_or(0) + 1;
    Ok(Request {
        workload,
        plan: Plan {
            gpus: ids.clone(),
            mode,
            size,
            verify: args.verify,
        },
        n_gpus,
    })
}

/// Loads the config named on the command line, or the defaults.
pub fn load_config(path: Option<&Path>) -> Result<TandemConfig> {
    match path {
        Some(p) => TandemConfig::load(p),
        None => Ok(TandemConfig::r9_nano()),
    }
}

/// Runs one workload end to end and returns its summary.
pub fn run_one(cfg: &TandemConfig, req: &Request, out_dir: &Path) -> Result<Value> {
    run_one_with(cfg, req, out_dir, &RunOptions::default())
}

/// What a run adds to its outputs besides the summary.
#[derive(Default)]
pub struct RunOptions<'a> {
    /// Write a timeline trace (`--trace`).
    pub trace: Option<gpu_sim::trace::TraceOptions>,
    /// Show the run's progress on this bar.
    pub progress: Option<&'a crate::progress::RunProgress>,
}

/// [`run_one`] with a trace and a progress display.
pub fn run_one_with(
    cfg: &TandemConfig,
    req: &Request,
    out_dir: &Path,
    opts: &RunOptions<'_>,
) -> Result<Value> {
    run_one_checkpointed(cfg, req, out_dir, opts, None)
}

/// [`run_one_with`] that writes or restores a checkpoint (docs/standalone.md, "Checkpoints");
/// a written checkpoint is sealed (its manifest written) once the run ended well.
pub fn run_one_checkpointed(
    cfg: &TandemConfig,
    req: &Request,
    out_dir: &Path,
    opts: &RunOptions<'_>,
    checkpoint: Option<&host_stub::runtime::CheckpointPlan>,
) -> Result<Value> {
    let wall = Instant::now();
    let unified = (req.plan.mode == Mode::Unified).then(|| req.plan.gpus.clone());
    let trace = opts
        .trace
        .as_ref()
        .map(crate::trace::PendingTrace::new)
        .transpose()?;
    let start = StartOptions {
        trace: trace.as_ref().map(|t| t.gpu_options().clone()),
        checkpoint: checkpoint.cloned(),
        ..StartOptions::default()
    };
    let mut rt = Runtime::start_with(cfg, req.n_gpus, unified, out_dir, &start)?;
    let t0 = rt.now();
    let _watch = opts
        .progress
        .map(|p| p.watch(req.workload, rt.progress_page(), t0));
    let outcome = match host_programs::mgpusim::spec(req.workload) {
        // MGPUSim's own code objects, from the checkout MGPUSIM_DIR names (docs/fidelity.md).
        Some(_) => {
            let dir = std::env::var_os("MGPUSIM_DIR").context(
                "MGPUSIM_DIR is not set: the mgpusim-* workloads run MGPUSim's code objects from \
                 an MGPUSim checkout",
            )?;
            host_programs::mgpusim::run(req.workload, &mut *rt, &req.plan, Path::new(&dir))
        }
        None => workloads::run(req.workload, &mut *rt, &req.plan),
    }
    .with_context(|| format!("workload {}", req.workload))?;
    let fin = rt.finish()?;
    if let (Some(host_stub::runtime::CheckpointPlan::Save { dir, .. }), Some(b)) =
        (checkpoint, &fin.boundary)
    {
        gpu_sim::checkpoint::Manifest {
            format: String::new(),
            version: 0,
            launch: b.launch,
            kernel: b.kernel.clone(),
            time_ps: b.time_ps,
            run: run_record(req),
            config: toml::to_string(cfg)?,
            files: Vec::new(),
        }
        .seal(dir, &b.files)?;
    }
    name_kernels_in_stats(out_dir, &fin.launches)?;
    if let Some(t) = trace {
        t.finish(&fin)?;
    }
    Ok(summary(
        req,
        &outcome,
        &fin,
        t0,
        wall.elapsed().as_secs_f64(),
    ))
}

fn summary(req: &Request, o: &Outcome, f: &Finished, t0: u64, wall_s: f64) -> Value {
    let dispatches = f.gpu_side["dispatches"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let mut kernels = Vec::new();
    let mut per_gpu: Vec<(u64, u64, u64)> = vec![(0, 0, 0); req.n_gpus];
    for l in &f.launches {
        let d = dispatches.iter().find(|d| {
            d["gpu"].as_u64() == Some(l.gpu as u64)
                && d["queue_id"].as_u64() == Some(u64::from(l.queue_id))
                && d["dispatch_id"].as_u64() == Some(l.dispatch_id)
        });
        let members = d.map(|d| d["members"].clone()).unwrap_or(Value::Null);
        if let Some(ms) = members.as_array() {
            for m in ms {
                let g = m["gpu"].as_u64().unwrap_or(0) as usize;
                if let Some(p) = per_gpu.get_mut(g) {
                    p.0 += 1;
                    p.1 += m["wavefront_instructions"].as_u64().unwrap_or(0);
                    p.2 += m["duration_ps"].as_u64().unwrap_or(0);
                }
            }
        }
        let timing = kernel_timing(&members);
        let mut k = json!({
            "timing": timing,
            "kernel": l.kernel,
            "target": l.target,
            "gpu": l.gpu,
            "queue_id": l.queue_id,
            "dispatch_id": l.dispatch_id,
            "submit_ps": l.submit_ps,
            "host_sees_complete_ps": l.complete_ps,
            "gpu_start_ps": d.map(|d| d["start_ps"].clone()),
            "gpu_end_ps": d.map(|d| d["end_ps"].clone()),
            "members": members,
        });
        // Kernel sampling: what it did with this launch.
        if let Some(r) = d.and_then(|d| d.get("sample")).filter(|v| !v.is_null()) {
            k["sample"] = r.clone();
        }
        // Workgroup sampling: what it did inside this launch.
        if let Some(r) = d
            .and_then(|d| d.get("group_sample"))
            .filter(|v| !v.is_null())
        {
            k["group_sample"] = r.clone();
        }
        kernels.push(k);
    }
    let mut s = json!({
        "workload": req.workload,
        "gpu_model": f.gpu_side["mode"].clone(),
        "mode": req.plan.mode,
        "gpus": req.plan.gpus,
        "size": req.plan.size,
        "verification": {
            "verified": o.verified,
            "detail": o.detail,
            "elements": o.elements,
        },
        "simulated_time_ps": f.end_ps.saturating_sub(t0),
        "startup_ps": t0,
        "host": f.host,
        "host_dram": f.dram,
        "host_mc": f.mc,
        "host_traffic_requests": f.traffic_requests,
        "per_gpu": per_gpu.iter().enumerate().map(|(g, p)| json!({
            "gpu": g,
            "kernels": p.0,
            "wavefront_instructions": p.1,
            "busy_ps": p.2,
            // Timing mode: the whole run's totals, rates and characterization of this GPU.
            "metrics": f.gpu_side["per_gpu"].get(g).cloned().unwrap_or(Value::Null),
        })).collect::<Vec<_>>(),
        "kernels": kernels,
        // Timing mode: every fabric link's counters and the GPU-to-GPU traffic matrix.
        "fabric": f.gpu_side["fabric"].clone(),
        "pages": f.gpu_side["pages"].clone(),
        "gpu_process_peak_rss_bytes": f.gpu_side["peak_rss_bytes"].clone(),
        "wall_seconds": wall_s,
    });
    // Kernel sampling: the GPU side's estimate, as program time.
    if let Some(sm) = f.gpu_side.get("sampling").filter(|v| v.is_object()) {
        let t = f.end_ps.saturating_sub(t0);
        let at = |c: &str| t.saturating_add_signed(sm[c].as_i64().unwrap_or(0));
        let mut sm = sm.clone();
        sm["estimated_time_ps"] = json!(at("correction_ps"));
        sm["estimated_time_ratio_ps"] = json!(at("ratio_correction_ps"));
        s["sampling"] = sm;
    }
    s
}

/// The line a sampled run prints at its end (stderr): kernels in detail, the estimated
/// program time and its bound.
pub fn sampling_line(name: &str, s: &Value) -> Option<String> {
    let sm = s.get("sampling").filter(|v| v.is_object())?;
    let us = |v: &Value| v.as_u64().unwrap_or(0) as f64 / 1e6;
    let est = us(&sm["estimated_time_ps"]);
    let bound = match sm["bound_ps"].as_u64() {
        Some(b) => format!(
            "± {:.3} us ({:.2} %, 95 %)",
            b as f64 / 1e6,
            100.0 * b as f64 / 1e6 / est.max(1e-12)
        ),
        None => "bound unknown (a class has fewer than 2 samples)".into(),
    };
    // Kernel sampling's part, and workgroup sampling's.
    let mut what = Vec::new();
    if sm["period"].as_u64().unwrap_or(0) > 0 {
        what.push(format!(
            "sampling 1 in {}: {} of {} kernels in detail",
            sm["period"], sm["detailed"], sm["kernels"]
        ));
    }
    if sm["group_rounds"].as_u64().unwrap_or(0) > 0 {
        let (d, f) = (
            sm["groups_detailed"].as_u64().unwrap_or(0),
            sm["groups_functional"].as_u64().unwrap_or(0),
        );
        let k = sm["group_kernels"].as_u64().unwrap_or(0);
        what.push(match k {
            0 => format!(
                "workgroup sampling ({} rounds): no kernel large enough (all in detail)",
                sm["group_rounds"]
            ),
            _ => format!(
                "workgroup sampling ({} rounds): {d} of {} workgroups in {k} kernels in detail",
                sm["group_rounds"],
                d + f,
            ),
        });
    }
    Some(format!(
        "{name}: {}, estimated time {est:.3} us {bound} (simulated {:.3} us)",
        what.join(", "),
        us(&s["simulated_time_ps"]),
    ))
}

/// Timing mode: a kernel's cycles (slowest member), wavefront instructions, IPC, L2 hit rate and
/// DRAM bandwidth, derived from the members' counters; `null` in functional mode.
fn kernel_timing(members: &Value) -> Value {
    let Some(ms) = members.as_array() else {
        return Value::Null;
    };
    let ts: Vec<&Value> = ms
        .iter()
        .map(|m| &m["timing"])
        .filter(|t| t.is_object())
        .collect();
    if ts.is_empty() {
        return Value::Null;
    }
    let sum = |k: &str| ts.iter().map(|t| t[k].as_u64().unwrap_or(0)).sum::<u64>();
    let cycles = ts
        .iter()
        .map(|t| t["cycles"].as_u64().unwrap_or(0))
        .max()
        .unwrap_or(0);
    let start = ts
        .iter()
        .filter_map(|t| t["start_ps"].as_u64())
        .min()
        .unwrap_or(0);
    let end = ts
        .iter()
        .filter_map(|t| t["end_ps"].as_u64())
        .max()
        .unwrap_or(0);
    let inst = sum("wavefront_instructions");
    let (acc, hits, dram) = (sum("l2_accesses"), sum("l2_hits"), sum("dram_bytes"));
    let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    json!({
        "cycles": cycles,
        "wavefront_instructions": inst,
        "ipc": ratio(inst, cycles),
        "l2_accesses": acc,
        "l2_hit_rate": ratio(hits, acc),
        "dram_bytes": dram,
        // bytes per ps x 1000 = GB/s
        "dram_gb_per_s": ratio(dram, end.saturating_sub(start)) * 1000.0,
        // APU: requests to host memory through the bridge and their mean latency.
        "host_requests": sum("host_requests"),
        "host_latency_mean_ps": sum("host_latency_ps").checked_div(sum("host_requests")).unwrap_or(0),
    })
}

/// `metrics.csv` (docs/outputs.md): one row per kernel and member GPU and one per GPU for the
/// whole run, one column per metric with its unit ([`crate::results::metrics_csv`]).
pub fn metrics_csv(s: &Value) -> Result<String> {
    crate::results::metrics_csv(s)
}

/// `--timing-from` / `--timing-until` / `--sample` into `gpu.cp`, checked: each needs the
/// timing model, a bad bound is refused naming its flag, and sampling does not combine with
/// the window.
fn apply_timing_window(args: &RunArgs, cfg: &mut TandemConfig) -> Result<()> {
    for (flag, v) in [
        ("--timing-from", &args.timing_from),
        ("--timing-until", &args.timing_until),
    ] {
        if v.is_some() && cfg.gpu.mode != gpu_sim::side::GpuMode::Timing {
            bail!("{flag} needs --timing (or gpu.mode = \"timing\" in the config): outside the window kernels run functionally, inside on the timing model");
        }
    }
    if let Some(f) = &args.timing_from {
        cfg.gpu.cp.timing_from = Some(f.clone());
    }
    if let Some(u) = &args.timing_until {
        cfg.gpu.cp.timing_until = Some(u.clone());
    }
    if let Some(k) = args.sample {
        if cfg.gpu.mode != gpu_sim::side::GpuMode::Timing {
            bail!("--sample needs --timing (or gpu.mode = \"timing\" in the config): sampled kernels run on the timing model, the rest functionally");
        }
        if k == 0 {
            bail!("--sample: K must be at least 1 (1 runs every kernel in detail)");
        }
        cfg.gpu.cp.sample_period = k;
    }
    if let Some(g) = args.sample_groups {
        if cfg.gpu.mode != gpu_sim::side::GpuMode::Timing {
            bail!("--sample-groups needs --timing (or gpu.mode = \"timing\" in the config): the sampled workgroups run on the timing model, the rest functionally");
        }
        cfg.gpu.cp.sample_groups = g;
    }
    let groups = gpu_sim::cp::sample::validate_groups(cfg.gpu.cp.sample_groups, "gpu.cp");
    if let Some(e) = groups.first() {
        bail!(
            "{}",
            e.replace(
                "gpu.cp.sample_groups",
                "--sample-groups (gpu.cp.sample_groups)"
            )
        );
    }
    let sampling = gpu_sim::cp::sample::validate(
        cfg.gpu.cp.sample_period,
        cfg.gpu.cp.timing_from.is_some() || cfg.gpu.cp.timing_until.is_some(),
        "gpu.cp",
    );
    if let Some(e) = sampling.first() {
        bail!(
            "{}",
            e.replace("gpu.cp.sample_period", "--sample (gpu.cp.sample_period)")
        );
    }
    let errors = gpu_sim::cp::window::validate(
        cfg.gpu.cp.timing_from.as_deref(),
        cfg.gpu.cp.timing_until.as_deref(),
        "gpu.cp",
    );
    if let Some(e) = errors.first() {
        let e = e
            .replace("gpu.cp.timing_from", "--timing-from (gpu.cp.timing_from)")
            .replace(
                "gpu.cp.timing_until",
                "--timing-until (gpu.cp.timing_until)",
            );
        bail!("{e}");
    }
    Ok(())
}

/// Puts the kernels' names into `stats-dumps.json`, which names `stats.txt`'s dumps in `dir`:
/// the GPU side knows a kernel only by its kernel object (`kernel@0x…`); the host program knows
/// the name of every launch. `stats.txt` itself is left as the GPU process wrote it.
fn name_kernels_in_stats(dir: &Path, launches: &[host_stub::runtime::LaunchRecord]) -> Result<()> {
    use gpu_sim::stats::dumps::{DumpIndex, DUMPS_FILE};
    let path = dir.join(DUMPS_FILE);
    let Ok(bytes) = std::fs::read(&path) else {
        return Ok(()); // functional mode: no statistics dumps
    };
    let mut index: DumpIndex =
        serde_json::from_slice(&bytes).with_context(|| format!("reading {}", path.display()))?;
    for d in &mut index.dumps {
        let (Some(g), Some(q), Some(id)) = (d.gpu, d.queue_id, d.dispatch_id) else {
            continue;
        };
        if let Some(l) = launches
            .iter()
            .find(|l| l.gpu == g && l.queue_id == q && l.dispatch_id == id)
        {
            d.kernel = Some(l.kernel.clone());
        }
    }
    let text = serde_json::to_vec_pretty(&index).context("stats-dumps.json")?;
    crate::outdir::write_result(&path, text)
}

/// A memory size: bytes, or a number with a binary K, M, G or T suffix (`64G`).
pub fn parse_size(s: &str) -> std::result::Result<u64, String> {
    let t = s.trim();
    let (num, shift) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => {
            let shift = match c.to_ascii_uppercase() {
                'K' => 10,
                'M' => 20,
                'G' => 30,
                'T' => 40,
                _ => return Err(format!("unknown size suffix {c:?} in {s:?} (K, M, G or T)")),
            };
            (&t[..i], shift)
        }
        _ => (t, 0),
    };
    let n: u64 = num
        .parse()
        .map_err(|_| format!("{s:?} is not a size (bytes, or a number with K, M, G or T)"))?;
    n.checked_mul(1 << shift)
        .filter(|&b| b > 0)
        .ok_or_else(|| format!("{s:?}: must be more than 0 and below 16 EiB"))
}

/// `tandem run`.
pub fn cmd_run(args: &RunArgs) -> Result<()> {
    let mut cfg = load_config(args.config.as_deref())?;
    if let Some(s) = args.wall_timeout {
        cfg.host.wall_timeout_s = s;
    }
    if let Some(s) = args.stall_timeout {
        cfg.host.stall_timeout_ms = s.saturating_mul(1000);
    }
    if let Some(m) = args.max_memory {
        cfg.host.max_memory_bytes = m;
    }
    if args.timing {
        cfg.gpu.mode = gpu_sim::side::GpuMode::Timing;
    }
    apply_timing_window(args, &mut cfg)?;
    args.lockstep.apply(&mut cfg)?;
    let names: Vec<&'static str> = if args.workload == "all" {
        workloads::WORKLOADS.to_vec()
    } else {
        match workloads::canonical(&args.workload)
            .or_else(|| host_programs::mgpusim::spec(&args.workload).map(|s| s.name))
        {
            Some(w) => vec![w],
            None => bail!(
                "unknown workload `{}`; available: {}, all (and, with MGPUSIM_DIR set, {})",
                args.workload,
                workloads::WORKLOADS.join(", "),
                host_programs::mgpusim::MGPUSIM_WORKLOADS.join(", ")
            ),
        }
    };
    // Bad GPU ids or sizes are reported before anything is created.
    let reqs = names
        .iter()
        .map(|name| resolve(args, &cfg, name))
        .collect::<Result<Vec<_>>>()?;
    if let Some(r) = reqs.iter().find(|r| r.n_gpus > 1) {
        if cfg.gpu.cp.sample_groups > 0 && cfg.gpu.mode == gpu_sim::side::GpuMode::Timing {
            bail!(
                "--sample-groups (gpu.cp.sample_groups): workgroup sampling needs a system of one GPU, and {} asks for {} (docs/timing.md, \"Workgroup sampling\")",
                r.workload,
                r.n_gpus
            );
        }
        if cfg.gpu.cp.sample_period > 0 && cfg.gpu.mode == gpu_sim::side::GpuMode::Timing {
            bail!(
                "--sample (gpu.cp.sample_period): kernel sampling needs a system of one GPU, and {} asks for {} (docs/timing.md, \"Kernel sampling\")",
                r.workload,
                r.n_gpus
            );
        }
    }
    // Results of two runs must never mix: the folder is this run's until it ends.
    let _lock = crate::outdir::OutDirLock::acquire(&args.out)?;
    let all = args.workload == "all";
    // Bad trace flags are reported before anything runs, too.
    args.trace.options(None)?;
    let n_workloads = reqs.len();
    let progress = crate::progress::RunProgress::new(n_workloads as u64, args.quiet);
    let mut failed = Vec::new();
    for (name, req) in names.into_iter().zip(reqs) {
        let dir = if args.workload == "all" {
            args.out.join(name)
        } else {
            args.out.clone()
        };
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        let opts = RunOptions {
            trace: args.trace.options(all.then_some(name))?,
            progress: Some(&progress),
        };
        let plan = checkpoint_plan(args, &cfg, &req)?;
        let s = match run_one_checkpointed(&cfg, &req, &dir, &opts, plan.as_ref()) {
            Ok(s) => s,
            // `run all` goes on with the other workloads and reports every failure at the end;
            // a single workload's error is the command's error.
            Err(e) if all => {
                progress.inc();
                failed.push((name, format!("{e:#}")));
                continue;
            }
            Err(e) => return Err(e),
        };
        progress.inc();
        crate::outdir::write_result(&dir.join("summary.json"), serde_json::to_vec_pretty(&s)?)?;
        crate::outdir::write_result(&dir.join("metrics.csv"), metrics_csv(&s)?)?;
        crate::outdir::write_result(&dir.join("config.toml"), toml::to_string(&cfg)?)?;
        write_results_db(&dir, &s, &cfg)?;
        let v = &s["verification"];
        progress.println(&format!(
            "{name}: {}{} on GPU(s) {}: {} kernels, simulated {:.3} us, wall {:.2} s, {}",
            if args.timing || cfg.gpu.mode == gpu_sim::side::GpuMode::Timing {
                "timing, "
            } else {
                ""
            },
            match req.plan.mode {
                Mode::Discrete => "discrete",
                Mode::Unified => "unified",
            },
            s["gpus"],
            s["kernels"].as_array().map_or(0, |k| k.len()),
            s["simulated_time_ps"].as_u64().unwrap_or(0) as f64 / 1e6,
            s["wall_seconds"].as_f64().unwrap_or(0.0),
            match v["verified"].as_bool() {
                Some(true) => "verified".to_string(),
                Some(false) => format!("VERIFICATION FAILED: {}", v["detail"]),
                None => "not verified".to_string(),
            }
        ));
        if let Some(line) = sampling_line(name, &s).filter(|_| !args.quiet) {
            progress.suspend(|| eprintln!("{line}"));
        }
        if let Some(t) = &opts.trace {
            let n = std::fs::metadata(&t.path).map_or(0, |m| m.len());
            progress.println(&format!("{name}: trace {} ({n} bytes)", t.path.display()));
        }
        if v["verified"].as_bool() == Some(false) {
            failed.push((name, format!("verification failed: {}", v["detail"])));
        }
    }
    progress.finish();
    progress.println(&format!("results in {}", args.out.display()));
    if !failed.is_empty() {
        // One line per failed workload on stderr, with or without --quiet: quiet hides
        // progress, never a failure.
        if all {
            for (name, why) in &failed {
                eprintln!("{name}: FAILED: {why}");
            }
        }
        let names: Vec<&str> = failed.iter().map(|(n, _)| *n).collect();
        if failed
            .iter()
            .all(|(_, why)| why.starts_with("verification failed"))
        {
            bail!("verification failed for: {}", names.join(", "));
        }
        bail!(
            "{} of {} workload(s) failed: {}",
            failed.len(),
            n_workloads,
            names.join(", ")
        );
    }
    Ok(())
}

/// Writes `dir/results.sqlite` for a finished run from its summary, its configuration and the
/// `stats.txt` the run left in `dir`.
pub fn write_results_db(dir: &Path, s: &Value, cfg: &TandemConfig) -> Result<()> {
    let run = crate::results::RunFiles {
        summary: s.clone(),
        config: Some(toml::Table::try_from(cfg).context("the configuration as TOML")?),
        stats: std::fs::read_to_string(dir.join("stats.txt")).ok(),
    };
    crate::results::write_run_db(dir, &run)
}

/// `tandem clean`: removes bridge segments left by crashed runs.
pub fn cmd_clean() -> Result<()> {
    let n = bridge::clean_stale_segments().context("cleaning stale segments")?;
    println!("removed {n} stale bridge segment(s)");
    Ok(())
}

/// `tandem kernel JOB --gpu N [--timing]`: runs a job through the driver on GPU N (0-based) of
/// a system of GPUs 0..=N, functionally or on the timing model (then `stats.txt` lands in `out_dir`).
// One argument per command-line flag of `tandem kernel`, as the CLI hands them over.
#[allow(clippy::too_many_arguments)]
pub fn cmd_kernel_via_driver(
    job_path: &Path,
    out_dir: &Path,
    gpu: usize,
    config: Option<&Path>,
    timing: bool,
    lockstep: &LockstepArgs,
    limits: gpu_sim::job::JobLimits,
    trace: Option<gpu_sim::trace::TraceOptions>,
) -> Result<()> {
    use gpu_sim::job::{Arg, JobFile, JobOutput};
    let mut cfg = load_config(config)?;
    if timing {
        cfg.gpu.mode = gpu_sim::side::GpuMode::Timing;
    }
    lockstep.apply(&mut cfg)?;
    if gpu >= cfg.gpu.count as usize {
        bail!(
            "GPU id {gpu} does not exist: the configuration has gpu.count = {} (ids are 0-based)",
            cfg.gpu.count
        );
    }
    let jf = JobFile::load_with(job_path, limits)?;
    let job = &jf.job;
    // The same checks as the offline path, before the system starts.
    gpu_sim::job::check_job(job).with_context(|| format!("{}", job_path.display()))?;
    let _lock = crate::outdir::OutDirLock::acquire(out_dir)?;
    let tmp = out_dir.join(".tandem-kernel");
    let trace = trace
        .as_ref()
        .map(crate::trace::PendingTrace::new)
        .transpose()?;
    let start = StartOptions {
        trace: trace.as_ref().map(|t| t.gpu_options().clone()),
        ..StartOptions::default()
    };
    let mut rt = Runtime::start_with(&cfg, gpu + 1, None, &tmp, &start)?;
    rt.select_gpu(gpu)?;
    let module = rt.load_module(&job.code_object)?;
    let mut args = Vec::new();
    let mut bufs = Vec::new();
    for a in &job.args {
        let k = match a {
            Arg::Buffer(b) => {
                let d = rt.alloc(Placement::Selected, b.len().max(4) as u64)?;
                rt.write(&d, 0, b)?;
                bufs.push(Some((d, b.len())));
                KArg::Ptr(d)
            }
            other => {
                bufs.push(None);
                match other {
                    Arg::Local(n) => KArg::Local(*n),
                    Arg::U32(v) => KArg::U32(*v),
                    Arg::I32(v) => KArg::I32(*v),
                    Arg::U64(v) => KArg::U64(*v),
                    Arg::I64(v) => KArg::U64(*v as u64),
                    Arg::F32(v) => KArg::F32(*v),
                    Arg::F64(v) => KArg::F64(*v),
                    Arg::ByValue(b) if b.len() == 4 => {
                        KArg::U32(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                    }
                    Arg::ByValue(b) if b.len() == 8 => KArg::U64(u64::from_le_bytes(
                        b[..8].try_into().unwrap_or([0; 8]),
                    )),
                    _ => bail!("by-value arguments other than 4 or 8 bytes are not supported through the driver yet"),
                }
            }
        };
        args.push(k);
    }
    let t0 = rt.now();
    rt.launch(
        Target::Selected,
        &module,
        &job.kernel,
        job.grid,
        job.workgroup,
        &args,
    )?;
    rt.wait(Target::Selected)?;
    let mut buffers = Vec::new();
    for b in &bufs {
        buffers.push(match b {
            Some((d, len)) => {
                let mut v = vec![0u8; *len];
                rt.read(d, 0, &mut v)?;
                Some(v)
            }
            None => None,
        });
    }
    let fin = rt.finish()?;
    if let Some(t) = trace {
        let path = t.finish(&fin)?;
        let n = std::fs::metadata(&path).map_or(0, |m| m.len());
        println!("wrote {} ({n} bytes)", path.display());
    }
    let mut stats = gpu_sim::emu::DispatchStats::default();
    let mut cycles = 0u64;
    if let Some(ds) = fin.gpu_side["dispatches"].as_array() {
        for d in ds {
            for m in d["members"].as_array().into_iter().flatten() {
                stats.wavefront_instructions += m["wavefront_instructions"].as_u64().unwrap_or(0);
                stats.workgroups += m["workgroups"].as_u64().unwrap_or(0);
                stats.wavefronts += m["wavefronts"].as_u64().unwrap_or(0);
                cycles += m["timing"]["cycles"].as_u64().unwrap_or(0);
            }
        }
    }
    println!(
        "kernel {} on GPU {gpu} through the driver: {} workgroups, {} wavefronts, {} wavefront instructions, simulated {:.3} us",
        job.kernel,
        stats.workgroups,
        stats.wavefronts,
        stats.wavefront_instructions,
        (fin.end_ps - t0) as f64 / 1e6
    );
    if timing {
        println!("timing model: {cycles} core cycles (kernel start to L2 written back)");
        name_kernels_in_stats(&tmp, &fin.launches)?;
        for name in [gpu_sim::stats::dumps::DUMPS_FILE, "stats.txt"] {
            let (src, dst) = (tmp.join(name), out_dir.join(name));
            let text = std::fs::read(&src).with_context(|| format!("reading {}", src.display()))?;
            crate::outdir::write_result(&dst, text)?;
            println!("wrote {}", dst.display());
        }
    }
    let output = JobOutput { buffers, stats };
    for p in jf.write_outputs(&output, out_dir)? {
        let n = std::fs::metadata(&p).map(|m| m.len()).unwrap_or(0);
        println!("wrote {} ({n} bytes)", p.display());
    }
    Ok(())
}
