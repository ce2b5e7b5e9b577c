//! `tandem bench`: the timing model's figures for docs/benchmarks.md, measured by running the
//! standalone workloads in timing mode.
//!
//! - `micro`: the MGSim paper's validation micro-benchmarks as latency probes (`lat-alu`,
//!   `lat-l1`, `lat-l2`, `lat-dram`, see docs/standalone.md) on one GPU, each figure printed
//!   beside the paper's R9 Nano measurement ([`PAPER`]). The ALU probe runs kernels of
//!   N = 1..128 dependent `v_add_f32` and [`staircase`] reads the cost per add and the
//!   instruction-cache steps from their durations; each load probe runs a dependent load chain
//!   for S and 2S steps, and the difference of the two kernel durations over S is the time of
//!   one load, free of launch, cold-start and drain costs. Then the streaming DRAM bandwidth:
//!   vecadd at the 1-GPU size, its kernel's DRAM bytes over kernel time, against the
//!   configured peak.
//! - `speed`: every MGMark workload and vecadd (or `--workloads`) on one GPU, first in
//!   functional mode (the baseline, same process, same inputs), then in timing mode;
//!   wavefront instructions per wall-clock second end to end (host stub, GPU process, driver,
//!   verification included) per workload and mode. With `MGPUSIM_DIR` naming an MGPUSim
//!   checkout, the workloads are the `mgpusim-*` ones (MGPUSim's own code objects,
//!   [`host_programs::mgpusim`]), and MGPUSim's own runner runs each at the same size in the
//!   same invocation, once in emulation and once with `-timing -disable-rtm`, each a whole
//!   process timed by the wall clock ([`crate::crosscheck::mgpusim_walls`]); the table gives
//!   MGPUSim's wall time over Tandem's per workload and mode, the minimum over the workloads
//!   and whether it reaches the goals (100x timing, 50x functional;
//!   [`compare_with_mgpusim`]).
//! - `memory`: one 4-GPU paper-size run in timing mode; the GPU process's peak resident set.
//! - `parallel`: every MGMark workload and vecadd on 4 GPUs in timing mode, first with the
//!   engine on one thread (the baseline, same process, same inputs), then on `--threads`
//!   threads; the wall-clock speed-up of each, the engine's look-ahead window and the fraction
//!   of the threads' time spent waiting at window barriers, and a check that both runs wrote
//!   the same `stats.txt`.
//! - `multi-gpu`: the MGSim paper's multi-GPU case study (`crate::study`, docs/multi-gpu.md):
//!   every MGMark workload on one monolithic GPU with four GPUs' resources (M-SGPU), four
//!   discrete GPUs (D-MGPU) and four unified GPUs (U-MGPU), the multi-GPU setups on a PCIe 3.0
//!   tree and on an NVLink 2.0 mesh; time normalised to M-SGPU beside the bytes moved between
//!   GPUs, in `multi-gpu/multi-gpu.{csv,md,svg}`.
//!
//! The last line printed is a JSON object with the figures.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use gpu_sim::side::GpuMode;
use serde_json::{json, Value};

use crate::run::{load_config, run_one, Request};
use host_programs::workloads::{Mode, Size};
use host_stub::config::TandemConfig;

/// Examples shown by `tandem bench --help`.
pub const BENCH_EXAMPLES: &str = "Examples:
  tandem bench micro                    # the MGSim paper's micro-benchmarks against its R9 Nano figures
  tandem bench speed                    # wavefront instructions/s per workload, functional and timing, small inputs
  tandem bench speed --size 1gpu        # the MGSim paper's 1-GPU inputs (about a minute)
  tandem bench speed --size 1gpu --repeat 3   # fastest of three runs each (noisy machines)
  tandem bench speed --workloads fir,aes   # only these workloads
  MGPUSIM_DIR=~/mgpusim tandem bench speed --size 1gpu --workloads fir,aes
                                        # wall time against MGPUSim's on its own code objects,
                                        # functional and timing (MGPUSim takes minutes per run)
  tandem bench memory                   # peak memory of 4-GPU paper-size timing runs (long)
  tandem bench parallel --size 4gpu     # parallel engine speed-up, 4 unified GPUs, paper sizes (minutes)
  tandem bench multi-gpu                # MGSim's multi-GPU case study: M-SGPU vs D-MGPU vs U-MGPU, PCIe vs NVLink
  tandem bench multi-gpu --size 4gpu --workloads aes,fir   # the paper's 4-GPU inputs (long)
  MGPUSIM_DIR=~/mgpusim tandem bench mgpusim --size 1gpu   # cycles against MGPUSim, same code objects

The last line printed is a JSON object with every figure.";

/// Options of `tandem bench`.
#[derive(clap::Args, Debug, Clone)]
pub struct BenchArgs {
    /// What to measure: micro, speed, memory, parallel, mgpusim, multi-gpu or all (memory runs
    /// paper-size inputs on 4 GPUs and takes minutes; `all` leaves it out unless --with-memory
    /// is given; parallel, mgpusim and multi-gpu are never part of `all`; mgpusim needs an
    /// MGPUSim checkout in MGPUSIM_DIR; multi-gpu is the MGSim paper's multi-GPU case study,
    /// docs/multi-gpu.md). `speed` with MGPUSIM_DIR set runs MGPUSim's code objects in Tandem
    /// and MGPUSim's own runner on them, and prints MGPUSim's wall time over Tandem's (`all`
    /// never runs MGPUSim; MGPUSIM_DIR= empty counts as unset).
    #[arg(default_value = "all")]
    pub what: String,
    /// Input size for `speed`, `parallel`, `mgpusim` and `multi-gpu`: small, 1gpu or 4gpu.
    #[arg(long, default_value = "small")]
    pub size: String,
    /// Workloads for `speed`, `memory`, `parallel`, `mgpusim` and `multi-gpu` (comma-separated;
    /// default: all of its set; for `mgpusim`, and `speed` with MGPUSIM_DIR set: fir, aes, bs,
    /// km, sc, mt).
    #[arg(long, value_delimiter = ',')]
    pub workloads: Option<Vec<String>>,
    /// Include the memory figure in `all`.
    #[arg(long)]
    pub with_memory: bool,
    /// For `speed`: run every workload this many times in each mode and keep the fastest
    /// wall time (a shared machine's noise only ever adds time). MGPUSim's runner (with
    /// MGPUSIM_DIR) runs once per mode whatever this is.
    #[arg(long, default_value_t = 1)]
    pub repeat: u32,
    /// Configuration file (default: R9 Nano).
    #[arg(long, short)]
    pub config: Option<PathBuf>,
    /// For `parallel`: engine threads of the parallel runs (default: the machine's cores, at
    /// least 2).
    #[arg(long)]
    pub threads: Option<u32>,
    /// For `parallel`: how the 4 GPUs run the workloads: unified (default: every kernel is
    /// split over the four, so they run at once), discrete (the program gives each GPU a part,
    /// copying its inputs before its launch, so GPUs overlap only partly) or both.
    #[arg(long, default_value = "unified")]
    pub gpu_mode: String,
    /// Directory for the runs' outputs (kept for inspection).
    #[arg(long, default_value = "tandem-bench")]
    pub out: PathBuf,
}

const MGMARK: &[&str] = &[
    "vecadd",
    "aes",
    "bitonic",
    "fir",
    "gd",
    "kmeans",
    "transpose",
    "conv",
];

/// MGPUSim's published single-thread timing-mode speed (wavefront instructions per second).
const MGPUSIM_PER_S: f64 = 28_000.0;

fn request(workload: &'static str, gpus: usize, size: Size) -> Request {
    Request::verified(workload, gpus, Mode::Discrete, size)
}

fn name(w: &str) -> Result<&'static str> {
    host_programs::workloads::canonical(w).with_context(|| format!("unknown workload `{w}`"))
}

/// Runs one request and fails unless it verified.
fn run_checked(cfg: &TandemConfig, req: &Request, dir: &Path) -> Result<Value> {
    let s = run_one(cfg, req, dir).with_context(|| format!("running {}", req.workload))?;
    if s["verification"]["verified"].as_bool() != Some(true) {
        bail!(
            "{} did not verify: {}",
            req.workload,
            s["verification"]["detail"]
        );
    }
    Ok(s)
}

fn instructions(s: &Value) -> u64 {
    s["per_gpu"]
        .as_array()
        .map(|g| {
            g.iter()
                .map(|x| x["wavefront_instructions"].as_u64().unwrap_or(0))
                .sum()
        })
        .unwrap_or(0)
}

/// Sum of the raw counters in `dir/stats.txt`'s whole-run dump (the last) whose name ends with
/// `suffix` and contains `part` (the per-GPU `total.` lines are left out: they repeat them).
fn stat_sum(dir: &Path, part: &str, suffix: &str) -> Option<u64> {
    let text = std::fs::read_to_string(dir.join("stats.txt")).ok()?;
    let dumps = gpu_sim::stats::derive::parse_dumps(&text);
    let whole = dumps.last()?;
    let mut sum = None;
    for (n, v) in &whole.values {
        if n.contains(part) && n.ends_with(suffix) && !n.contains(".total.") {
            if let Ok(v) = v.parse::<u64>() {
                *sum.get_or_insert(0) += v;
            }
        }
    }
    sum
}

/// Core cycles of a summary's kernels as the timing model counted them (launch order).
fn kernel_cycles(s: &Value) -> Vec<u64> {
    s["kernels"]
        .as_array()
        .map(|ks| {
            ks.iter()
                .map(|k| k["timing"]["cycles"].as_u64().unwrap_or(0))
                .collect()
        })
        .unwrap_or_default()
}

/// One figure of the MGSim paper's R9 Nano hardware measurements.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PaperFigure {
    /// The figure's key in `tandem bench micro`'s JSON.
    pub key: &'static str,
    /// What it measures (the printout's label).
    pub what: &'static str,
    /// The paper's value.
    pub paper: f64,
}

/// The calibration targets: what the MGSim paper measured on a real R9 Nano (its Fig. 6 and
/// section VII-A, as the design brief quotes them in its section 4). Core cycles at 1 GHz, and
/// instructions for the step spacing.
///
/// - ALU: execution time rises 5 cycles per dependent `v_add_f32`, with a step every 16
///   instructions (one L1I miss per 64-byte line, no prefetch hiding it). The paper gives the
///   step's height as "300+" cycles; this table reads that as 300-330 and takes its middle,
///   315.
/// - L1 access (the same address repeatedly): about 150 cycles, the same as an L2 hit, because
///   ROCm runs the R9 Nano's L1V effectively disabled.
/// - L2 hit (a 1 MB buffer scanned twice, the second scan hitting): 140-150 cycles; 145 is the
///   middle.
/// - L2 miss (DRAM, a 64-byte-stride scan): about 460 cycles.
pub const PAPER: &[PaperFigure] = &[
    PaperFigure {
        key: "alu_slope",
        what: "cycles per dependent v_add_f32",
        paper: 5.0,
    },
    PaperFigure {
        key: "alu_step_height",
        what: "cycles per L1I-miss step",
        paper: 315.0,
    },
    PaperFigure {
        key: "alu_step_spacing",
        what: "instructions between steps",
        paper: 16.0,
    },
    PaperFigure {
        key: "same_address_load",
        what: "cycles per same-address load",
        paper: 150.0,
    },
    PaperFigure {
        key: "l2_hit",
        what: "cycles per L2 hit (1 MiB scanned twice)",
        paper: 145.0,
    },
    PaperFigure {
        key: "l2_miss",
        what: "cycles per L2 miss (64 B stride)",
        paper: 460.0,
    },
];

/// What the ALU probe's staircase says ([`staircase`]).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Staircase {
    /// The typical increment: the median of d(N) = T(N+1) - T(N).
    pub median_increment: f64,
    /// An increment above this is a step (if it lasts); one beyond it either way that is not a
    /// step is an outlier.
    pub threshold: f64,
    /// Where the steps are: each N whose kernel is the first on a higher step (d(N-1) is a
    /// step's first rise).
    pub steps: Vec<usize>,
    /// Where the outliers are, in the same convention: each N such that d(N-1) was left out.
    pub outliers: Vec<usize>,
    /// Cycles per dependent add: the median of the increments that are neither rises nor
    /// outliers.
    pub slope: f64,
    /// What a period costs beyond its adds (the median over consecutive steps); `None`
    /// without steps.
    pub step_height: Option<f64>,
    /// The median distance in N between consecutive steps; `None` with fewer than two steps.
    pub step_spacing: Option<f64>,
}

/// The least typical increment [`staircase`] assumes, in cycles: one wavefront VALU
/// instruction's issue on a 16-lane SIMD (4 cycles for 64 lanes), what a dependent add costs
/// when nothing hides it.
pub const MIN_TYPICAL_INCREMENT: f64 = 4.0;

/// A rise is a step when it exceeds this many typical increments ([`staircase`]).
pub const STEP_FACTOR: f64 = 8.0;

/// Reads the ALU staircase from `t`, the durations T(1), T(2), ... of kernels of 1, 2, ...
/// dependent adds (`t[i]` is T(i + 1)).
///
/// The increments d(N) = T(N+1) - T(N) are one add's cost, plus, where kernel N+1's code
/// reaches into one more instruction-cache line than kernel N's, that line's miss.
///
/// - The typical increment is the median increment, at least [`MIN_TYPICAL_INCREMENT`] (so
///   that a model whose adds are hidden, median 0, does not call a few cycles of jitter a
///   step). The median, not the mean, because it does not move with the steps while fewer
///   than half of the increments are steps (here one in 16).
/// - A rise is an increment more than [`STEP_FACTOR`] (8) times the typical one after which
///   the time stays up: T(N+2) - T(N), two increments, exceeds the threshold plus one typical
///   increment. On the hardware the two kinds of increment are some 60 times apart (5 cycles
///   against 300+, a step's halves at least 130 when it splits), so any factor between about
///   2 and 25 separates them; 8, about midway on a log scale, leaves the adds room for noise
///   of seven times their cost: a kernel's code fetch and result store find a DRAM row open
///   or not depending on where the previous kernel left the channels (14 cycles either way
///   with hashed channels), which a factor of 3 read as steps. Rises in consecutive kernels are one step: a kernel's code is
///   its adds plus a few instructions after them, and when those cross a line boundary one
///   kernel before the adds do, a line's miss shows up in two parts.
/// - A rise that does not stay up is a one-kernel spike: a launch that paid for something its
///   neighbours did not (a kernel whose code straddles a 4 KiB page needs one more
///   translation). Its rise, the increment after it (its drop, however large) and any other
///   increment beyond the threshold either way are outliers, left out of the slope. The last increment cannot be checked
///   for staying up: above the threshold it is an outlier.
/// - slope = the median of the remaining increments (what an add costs where no miss is
///   paid; the median because where a line's miss overlaps the kernel's last instructions a
///   few increments come out below an add's cost, and the mean would count that twice: in the
///   slope and again in the step); step spacing = the median distance in N between consecutive steps; step height
///   = the median over consecutive steps a, b of T(b) - T(a) - slope x (b - a): what a period
///   of the staircase costs beyond its adds, the way the paper's plot reads (with one step,
///   its rises minus the slope for each).
/// - Steps are alike, each one line's miss: a lasting rise of less than half the median
///   step's summed rises is a blip (a few kernels from some N on that find their DRAM rows
///   closed), not a step, and is an outlier.
pub fn staircase(t: &[f64]) -> Staircase {
    let d: Vec<f64> = t.windows(2).map(|w| w[1] - w[0]).collect();
    let median_increment = median(&mut d.clone());
    let typical = median_increment.max(MIN_TYPICAL_INCREMENT);
    let threshold = STEP_FACTOR * typical;
    let (mut steps, mut outliers, mut flat) = (Vec::<usize>::new(), vec![], vec![]);
    // Every step's rises: their sum and how many.
    let mut step_rises: Vec<(f64, usize)> = Vec::new();
    let mut last_rise: Option<usize> = None;
    let mut spike_drop = false;
    for (i, &x) in d.iter().enumerate() {
        // d[i] = T(i + 2) - T(i + 1): about kernel N = i + 2.
        let lasting = d
            .get(i + 1)
            .is_some_and(|&next| x + next > threshold + typical);
        if std::mem::take(&mut spike_drop) {
            // The drop after a spike's rise: left out with it, so the slope stays unbiased.
            outliers.push(i + 2);
        } else if x > threshold && lasting {
            if last_rise != Some(i + 1) {
                steps.push(i + 2);
                step_rises.push((0.0, 0));
            }
            if let Some(r) = step_rises.last_mut() {
                *r = (r.0 + x, r.1 + 1);
            }
            last_rise = Some(i + 2);
        } else if x.abs() <= threshold {
            flat.push(x);
        } else {
            spike_drop = x > threshold;
            outliers.push(i + 2);
        }
    }
    // Steps are alike (each is one instruction-cache line's miss): a lasting rise of less than
    // half the median step's is a blip, not a step (a few kernels from some N on that find
    // their DRAM rows closed), and is left out like an outlier.
    let half = median(&mut step_rises.iter().map(|r| r.0).collect::<Vec<_>>()) / 2.0;
    let mut kept = Vec::with_capacity(steps.len());
    let mut kept_rises = Vec::with_capacity(steps.len());
    for (&n, &r) in steps.iter().zip(&step_rises) {
        if r.0 >= half {
            kept.push(n);
            kept_rises.push(r);
        } else {
            outliers.push(n);
        }
    }
    let steps = kept;
    outliers.sort_unstable();
    let slope = median(&mut flat);
    let at = |n: usize| t[n - 1];
    let mut periods: Vec<f64> = steps
        .windows(2)
        .map(|w| at(w[1]) - at(w[0]) - slope * (w[1] - w[0]) as f64)
        .collect();
    let step_height = match steps.len() {
        0 => None,
        1 => Some(kept_rises[0].0 - slope * kept_rises[0].1 as f64),
        _ => Some(median(&mut periods)),
    };
    let mut gaps: Vec<f64> = steps.windows(2).map(|w| (w[1] - w[0]) as f64).collect();
    let step_spacing = (steps.len() >= 2).then(|| median(&mut gaps));
    Staircase {
        median_increment,
        threshold,
        steps,
        outliers,
        slope,
        step_height,
        step_spacing,
    }
}

/// The signed relative difference of Tandem's figure from the paper's: (tandem - paper) /
/// paper.
pub fn relative_error(tandem: f64, paper: f64) -> f64 {
    (tandem - paper) / paper
}

/// The size the probes run at: the 1-GPU preset, where they are the MGSim paper's (a 1 MiB
/// buffer for the L2 probe; `host_programs::workloads::probe_sizes`).
const PROBE_SIZE: Size = Size::Paper1;

/// Runs latency probe `w` (one GPU, verified) and returns its kernels' durations in launch
/// order, checking that there are `want` of them.
fn probe_cycles(cfg: &TandemConfig, w: &str, want: usize, out: &Path) -> Result<Vec<u64>> {
    let s = run_checked(cfg, &request(name(w)?, 1, PROBE_SIZE), &out.join(w))?;
    let d = kernel_cycles(&s);
    if d.len() != want || d.contains(&0) {
        bail!(
            "{w}: expected {want} timed kernels, found {} ({d:?})",
            d.len()
        );
    }
    Ok(d)
}

/// The per-step figure of a chase probe: (T(last) - T(second to last)) / `steps`.
fn chase_step(d: &[u64], steps: u32) -> f64 {
    (d[d.len() - 1] as f64 - d[d.len() - 2] as f64) / f64::from(steps)
}

fn micro(cfg: &TandemConfig, out: &Path) -> Result<Value> {
    use host_programs::workloads::{probe_sizes, ALU_STAIRCASE};
    let mut res = serde_json::Map::new();
    // lat-alu: a warm-up launch (`micro_alu`, not measured), then N = 1..=128.
    let n = ALU_STAIRCASE as usize;
    let alu = probe_cycles(cfg, "lat-alu", n + 1, out)?;
    let t: Vec<f64> = alu[1..].iter().map(|&c| c as f64).collect();
    let st = staircase(&t);
    let mut entry = json!({ "kernel_cycles": alu, "staircase": st });
    if let Some(m) = stat_sum(&out.join("lat-alu"), "l1i", ".read_misses") {
        // Every launch's, the warm-up's included.
        entry["l1i_read_misses_all_kernels"] = json!(m);
    }
    res.insert("lat-alu".into(), entry);
    let mut figures: Vec<(&str, Option<f64>)> = vec![
        ("alu_slope", Some(st.slope)),
        ("alu_step_height", st.step_height),
        ("alu_step_spacing", st.step_spacing),
    ];
    // The load probes: a warm-up kernel, then S and 2S steps (the L2 probe: one scan and two).
    let sizes = probe_sizes(PROBE_SIZE);
    for (w, key, steps) in [
        ("lat-l1", "same_address_load", sizes.chase_steps),
        ("lat-l2", "l2_hit", sizes.l2_lines),
        ("lat-dram", "l2_miss", sizes.chase_steps),
    ] {
        let d = probe_cycles(cfg, w, 3, out)?;
        figures.push((key, Some(chase_step(&d, steps))));
        res.insert(w.into(), json!({ "kernel_cycles": d, "steps": steps }));
    }
    println!(
        "Micro-benchmarks against the MGSim paper's R9 Nano (timing mode, 1 GPU, core cycles):"
    );
    println!(
        "  {:<18} {:<40} {:>9} {:>7} {:>8}",
        "figure", "what", "Tandem", "paper", "error"
    );
    for (key, tandem) in figures {
        let p = PAPER
            .iter()
            .find(|p| p.key == key)
            .with_context(|| format!("no paper figure `{key}`"))?;
        let error = tandem.map(|v| relative_error(v, p.paper));
        let show = |v: Option<f64>, f: &dyn Fn(f64) -> String| v.map_or("-".into(), f);
        println!(
            "  {key:<18} {:<40} {:>9} {:>7} {:>8}",
            p.what,
            show(tandem, &|v| format!("{v:.2}")),
            p.paper,
            show(error, &|e| format!("{:+.1}%", 100.0 * e)),
        );
        res.insert(
            key.into(),
            json!({ "tandem": tandem, "paper": p.paper, "error": error, "what": p.what }),
        );
    }
    if st.steps.len() < 2 {
        println!(
            "  (lat-alu: {} step(s) above {:.1} cycles, too few for a spacing)",
            st.steps.len(),
            st.threshold
        );
    }
    res.insert("stream".into(), stream(cfg, &out.join("stream"))?);
    Ok(Value::Object(res))
}

/// Streaming DRAM bandwidth: vecadd at the 1-GPU size (1 M floats, two arrays read and one
/// written, every line touched once) on one GPU, its kernel's DRAM bytes over kernel time,
/// against the configuration's peak (channels x burst bytes per burst time).
fn stream(cfg: &TandemConfig, out: &Path) -> Result<Value> {
    let s = run_checked(cfg, &request(name("vecadd")?, 1, Size::Paper1), out)?;
    let d = &s["kernels"][0]["members"][0]["timing"]["metrics"]["dram"];
    let gbps = d["bandwidth"]
        .as_f64()
        .context("vecadd: no DRAM bandwidth in summary.json")?;
    let dram = cfg.gpu.timing_config()?.dram;
    let burst_ns = dram.t_burst_cycles as f64 * 1000.0 / dram.clock_mhz.max(1) as f64;
    let peak = f64::from(dram.channels) * f64::from(dram.burst_bytes) / burst_ns.max(1e-9);
    let row_hits = d["row_hit_rate"].as_f64().unwrap_or(0.0);
    println!(
        "  {:<34} {gbps:8.1} GB/s of {peak:.0} GB/s peak ({:.0}%), {:.0}% row hits",
        "streaming DRAM (vecadd, 1M floats)",
        100.0 * gbps / peak,
        100.0 * row_hits
    );
    Ok(json!({ "gbps": gbps, "peak_gbps": peak, "row_hit_rate": row_hits }))
}

/// Runs `req` `repeat` times; returns the last summary with `wall_seconds` set to the fastest.
fn run_fastest(cfg: &TandemConfig, req: &Request, dir: &Path, repeat: u32) -> Result<Value> {
    let mut best: Option<Value> = None;
    for _ in 0..repeat {
        let s = run_checked(cfg, req, dir)?;
        let wall = s["wall_seconds"].as_f64().unwrap_or(f64::MAX);
        let keep = best
            .as_ref()
            .is_none_or(|b| wall < b["wall_seconds"].as_f64().unwrap_or(f64::MAX));
        if keep {
            best = Some(s);
        }
    }
    best.context("no run")
}

/// Wavefront instructions per wall-clock second (0 for no time).
fn per_s(n: u64, wall_s: f64) -> f64 {
    if wall_s > 0.0 {
        n as f64 / wall_s
    } else {
        0.0
    }
}

/// One workload's speed in Tandem, both modes, each the fastest of `--repeat` runs
/// (`tandem bench speed`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SpeedRow {
    pub workload: String,
    /// Wavefront instructions executed (the same in both modes; checked).
    pub wavefront_instructions: u64,
    /// The whole run, end to end (host stub, GPU process, driver, verification), seconds.
    pub functional_wall_s: f64,
    pub timing_wall_s: f64,
    pub functional_wavefront_instr_per_s: f64,
    pub timing_wavefront_instr_per_s: f64,
    /// Simulated core cycles of the timing run's kernels.
    pub kernel_cycles: u64,
    /// The GPU process's peak resident set in each mode's kept run, bytes.
    pub functional_peak_rss_bytes: Option<u64>,
    pub timing_peak_rss_bytes: Option<u64>,
}

/// The goals for Tandem against MGPUSim on the same code objects (wall time,
/// MGPUSim's over Tandem's, on every workload): timing mode 100x, functional mode 50x
/// MGPUSim's emulation.
pub const MGPUSIM_TIMING_GOAL: f64 = 100.0;
pub const MGPUSIM_FUNCTIONAL_GOAL: f64 = 50.0;

/// One mode of one workload against MGPUSim ([`compare_with_mgpusim`]).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ModeRatio {
    pub tandem_wall_s: f64,
    /// `None` when MGPUSim's run failed (`mgpusim_failed` says how).
    pub mgpusim_wall_s: Option<f64>,
    /// MGPUSim's wall time over Tandem's: how many times faster Tandem is.
    pub mgpusim_over_tandem: Option<f64>,
    pub tandem_peak_rss_bytes: Option<u64>,
    pub mgpusim_peak_rss_bytes: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mgpusim_failed: Option<String>,
}

/// One workload against MGPUSim, both modes.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ComparisonRow {
    pub workload: String,
    pub functional: ModeRatio,
    pub timing: ModeRatio,
}

/// A mode's smallest ratio over the workloads against its goal.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct GoalCheck {
    pub goal: f64,
    /// The smallest MGPUSim/Tandem ratio and its workload (`None` without workloads).
    pub min_ratio: Option<f64>,
    pub min_workload: Option<String>,
    /// The workloads whose MGPUSim run failed in this mode (no ratio: the goal is not met).
    pub failed_workloads: Vec<String>,
    /// Every workload measured and at least `goal` (false without workloads).
    pub met: bool,
}

/// Tandem against MGPUSim on the same code objects ([`compare_with_mgpusim`]).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SpeedComparison {
    pub rows: Vec<ComparisonRow>,
    pub functional: GoalCheck,
    pub timing: GoalCheck,
}

/// Builds the comparison from measured numbers: per workload and mode MGPUSim's wall time
/// over Tandem's, and per mode the smallest ratio and whether it reaches the goal
/// ([`MGPUSIM_TIMING_GOAL`], [`MGPUSIM_FUNCTIONAL_GOAL`]). A Tandem time of 0 counts as 1 ns.
pub fn compare_with_mgpusim(
    measured: &[(SpeedRow, crate::crosscheck::MgpusimWalls)],
) -> SpeedComparison {
    let ratio =
        |t: f64, m: f64, trss: Option<u64>, mrss: Option<u64>, failed: &Option<String>| ModeRatio {
            tandem_wall_s: t,
            mgpusim_wall_s: failed.is_none().then_some(m),
            mgpusim_over_tandem: failed.is_none().then(|| m / t.max(1e-9)),
            tandem_peak_rss_bytes: trss,
            mgpusim_peak_rss_bytes: if failed.is_none() { mrss } else { None },
            mgpusim_failed: failed.clone(),
        };
    let rows: Vec<ComparisonRow> = measured
        .iter()
        .map(|(t, m)| ComparisonRow {
            workload: t.workload.clone(),
            functional: ratio(
                t.functional_wall_s,
                m.functional_wall_s,
                t.functional_peak_rss_bytes,
                m.functional_peak_rss_bytes,
                &m.functional_failed,
            ),
            timing: ratio(
                t.timing_wall_s,
                m.timing_wall_s,
                t.timing_peak_rss_bytes,
                m.timing_peak_rss_bytes,
                &m.timing_failed,
            ),
        })
        .collect();
    let check = |goal: f64, pick: fn(&ComparisonRow) -> &ModeRatio| {
        let min = rows
            .iter()
            .filter_map(|r| pick(r).mgpusim_over_tandem.map(|x| (x, &r.workload)))
            .min_by(|a, b| a.0.total_cmp(&b.0));
        let failed_workloads: Vec<String> = rows
            .iter()
            .filter(|r| pick(r).mgpusim_over_tandem.is_none())
            .map(|r| r.workload.clone())
            .collect();
        GoalCheck {
            goal,
            min_ratio: min.map(|m| m.0),
            min_workload: min.map(|m| m.1.clone()),
            met: failed_workloads.is_empty() && min.is_some_and(|m| m.0 >= goal),
            failed_workloads,
        }
    };
    SpeedComparison {
        functional: check(MGPUSIM_FUNCTIONAL_GOAL, |r| &r.functional),
        timing: check(MGPUSIM_TIMING_GOAL, |r| &r.timing),
        rows,
    }
}

/// The comparison as printed: a row per workload and mode, then each mode's minimum against
/// its goal.
pub fn comparison_table(c: &SpeedComparison) -> Vec<String> {
    let mib = |b: Option<u64>| b.map_or("-".into(), |b| format!("{:.0}", b as f64 / 1048576.0));
    let mut lines = vec![format!(
        "  {:<12} {:<10} {:>10} {:>10} {:>15} {:>24}",
        "workload", "mode", "Tandem s", "MGPUSim s", "MGPUSim/Tandem", "peak RSS MGPUSim/Tandem"
    )];
    for r in &c.rows {
        for (mode, m) in [("functional", &r.functional), ("timing", &r.timing)] {
            let (Some(mw), Some(x)) = (m.mgpusim_wall_s, m.mgpusim_over_tandem) else {
                lines.push(format!(
                    "  {:<12} {mode:<10} {:>10.3} {:>10} {:>15} ({})",
                    r.workload,
                    m.tandem_wall_s,
                    "failed",
                    "-",
                    m.mgpusim_failed.as_deref().unwrap_or("no run")
                ));
                continue;
            };
            lines.push(format!(
                "  {:<12} {mode:<10} {:>10.3} {:>10.3} {:>14.1}x {:>20} MiB",
                r.workload,
                m.tandem_wall_s,
                mw,
                x,
                format!(
                    "{} / {}",
                    mib(m.mgpusim_peak_rss_bytes),
                    mib(m.tandem_peak_rss_bytes)
                ),
            ));
        }
    }
    for (mode, g) in [("timing", &c.timing), ("functional", &c.functional)] {
        let mut line = match (&g.min_ratio, &g.min_workload) {
            (Some(r), Some(w)) => format!(
                "  {mode}: minimum {r:.1}x ({w}); goal {:.0}x {}",
                g.goal,
                if g.met { "met" } else { "NOT met" }
            ),
            _ => format!(
                "  {mode}: no workloads measured; goal {:.0}x NOT met",
                g.goal
            ),
        };
        if !g.failed_workloads.is_empty() {
            line += &format!("; MGPUSim failed on {}", g.failed_workloads.join(", "));
        }
        lines.push(line);
    }
    lines
}

/// `tandem bench speed`: `names` (default: every MGMark workload and vecadd; with `mgpusim`,
/// MGPUSim's checkout, every `mgpusim-*` workload) on one GPU in functional and in timing
/// mode, the fastest of `repeat` runs each, wavefront instructions per second per workload and
/// mode; with `mgpusim`, MGPUSim's own runner on the same workloads and sizes, once per mode
/// in this same invocation, and the ratio of the two wall times ([`compare_with_mgpusim`]).
fn speed(
    cfg: &TandemConfig,
    size: Size,
    repeat: u32,
    names: Option<&[String]>,
    mgpusim: Option<&Path>,
    out: &Path,
) -> Result<Value> {
    let mut functional = cfg.clone();
    functional.gpu.mode = GpuMode::Functional;
    let mut timing = cfg.clone();
    timing.gpu.mode = GpuMode::Timing;
    let workloads: Vec<&'static str> = match (mgpusim, names) {
        (Some(_), _) => crate::crosscheck::workload_names(names)?,
        (None, Some(ws)) => ws.iter().map(|w| name(w)).collect::<Result<_>>()?,
        (None, None) => MGMARK.to_vec(),
    };
    println!(
        "Speed, 1 GPU, size {size:?}, functional and timing mode{} (end to end, wall clock{}):",
        if mgpusim.is_some() {
            ", MGPUSim's code objects"
        } else {
            ""
        },
        if repeat > 1 {
            format!(", fastest of {repeat} runs")
        } else {
            String::new()
        }
    );
    println!(
        "  {:<12} {:>12} {:>10} {:>12} {:>10} {:>12} {:>12}",
        "workload", "wf instr", "func s", "func/s", "timing s", "timing/s", "sim cycles"
    );
    let (mut n_all, mut tf_all, mut tt_all) = (0u64, 0f64, 0f64);
    // MGPUSim's runners are built first (not timed), so a failing `go build` stops the
    // benchmark before its runs.
    let mut runners = Vec::new();
    if let Some(dir) = mgpusim {
        for &w in &workloads {
            let spec = host_programs::mgpusim::spec(w).context("spec")?;
            let flags = host_programs::mgpusim::mgpusim_flags(w, size).context("flags")?;
            let bin = crate::crosscheck::build_runner(dir, spec.sample, &out.join("mgpusim-bin"))?;
            runners.push((spec.sample, bin, flags));
        }
    }
    let mut rows = Vec::new();
    let mut measured = Vec::new();
    for (i, &w) in workloads.iter().enumerate() {
        let req = request(w, 1, size);
        let f = run_fastest(
            &functional,
            &req,
            &out.join(format!("{w}-functional")),
            repeat,
        )?;
        let t = run_fastest(&timing, &req, &out.join(format!("{w}-timing")), repeat)?;
        let n = instructions(&t);
        if n != instructions(&f) {
            bail!(
                "{w}: timing mode ran {n} wavefront instructions, functional {}",
                instructions(&f)
            );
        }
        let tf = f["wall_seconds"].as_f64().unwrap_or(0.0);
        let tt = t["wall_seconds"].as_f64().unwrap_or(0.0);
        let cycles: u64 = kernel_cycles(&t).iter().sum();
        let row = SpeedRow {
            workload: w.to_string(),
            wavefront_instructions: n,
            functional_wall_s: tf,
            timing_wall_s: tt,
            functional_wavefront_instr_per_s: per_s(n, tf),
            timing_wavefront_instr_per_s: per_s(n, tt),
            kernel_cycles: cycles,
            functional_peak_rss_bytes: f["gpu_process_peak_rss_bytes"].as_u64(),
            timing_peak_rss_bytes: t["gpu_process_peak_rss_bytes"].as_u64(),
        };
        println!(
            "  {w:<12} {n:>12} {tf:>10.3} {:>12.0} {tt:>10.3} {:>12.0} {cycles:>12}",
            row.functional_wavefront_instr_per_s, row.timing_wavefront_instr_per_s
        );
        if let Some((sample, bin, flags)) = runners.get(i) {
            let m = crate::crosscheck::mgpusim_walls(bin, flags, &out.join("mgpusim").join(w))
                .with_context(|| format!("MGPUSim's {sample}"))?;
            let show = |wall: f64, tandem: f64, failed: &Option<String>| match failed {
                None => format!("{wall:.3} s ({:.1}x Tandem's)", wall / tandem.max(1e-9)),
                Some(e) => format!("failed: {e}"),
            };
            println!(
                "  {:<12} MGPUSim {sample} {}: emulation {}, timing {}",
                "",
                flags.join(" "),
                show(m.functional_wall_s, tf, &m.functional_failed),
                show(m.timing_wall_s, tt, &m.timing_failed),
            );
            measured.push((row.clone(), m));
        }
        rows.push(row);
        n_all += n;
        tf_all += tf;
        tt_all += tt;
    }
    let rate = per_s(n_all, tt_all);
    let frate = per_s(n_all, tf_all);
    println!(
        "  all: {n_all} wavefront instructions; timing {rate:.0}/s, functional {frate:.0}/s (timing is {:.1}x slower); {:.1}x MGPUSim's published 28 K/s",
        frate / rate.max(1e-9),
        rate / MGPUSIM_PER_S
    );
    let mut result = json!({
        "size": size,
        "repeat": repeat,
        "workload_set": if mgpusim.is_some() { "mgpusim" } else { "mgmark" },
        "wavefront_instructions": n_all,
        "timing_wall_s": tt_all,
        "functional_wall_s": tf_all,
        "timing_wavefront_instr_per_s": rate,
        "functional_wavefront_instr_per_s": frate,
        "functional_over_timing": frate / rate.max(1e-9),
        "timing_over_mgpusim_28k": rate / MGPUSIM_PER_S,
        "target_300k_met": rate >= 300_000.0,
        "workloads": rows,
    });
    if let Some(dir) = mgpusim {
        let c = compare_with_mgpusim(&measured);
        println!(
            "Against MGPUSim ({}) on the same code objects, whole processes, wall clock (Tandem: {}; MGPUSim: one run per mode, emulation and -timing -disable-rtm):",
            dir.display(),
            if repeat > 1 {
                format!("fastest of {repeat} runs")
            } else {
                "one run per mode".into()
            }
        );
        for line in comparison_table(&c) {
            println!("{line}");
        }
        result["mgpusim"] = json!({
            "mgpusim_dir": dir,
            "mgpusim_runs_per_mode": 1,
            "comparison": c,
        });
    }
    Ok(result)
}

fn memory(cfg: &TandemConfig, names: &[&'static str], out: &Path) -> Result<Value> {
    let mut timing = cfg.clone();
    timing.gpu.mode = GpuMode::Timing;
    println!("Peak resident memory, timing mode, 4 GPUs, paper 4-GPU sizes:");
    let mut peak = 0u64;
    let mut rows = Vec::new();
    for &w in names {
        let s = run_checked(
            &timing,
            &request(w, 4, Size::Paper4),
            &out.join(format!("{w}-4gpu")),
        )?;
        let rss = s["gpu_process_peak_rss_bytes"].as_u64().unwrap_or(0);
        println!(
            "  {w:<10} GPU process {:>8.1} MiB   wall {:.1} s",
            rss as f64 / (1 << 20) as f64,
            s["wall_seconds"].as_f64().unwrap_or(0.0)
        );
        peak = peak.max(rss);
        rows.push(json!({"workload": w, "gpu_process_peak_rss_bytes": rss,
            "wall_s": s["wall_seconds"]}));
    }
    Ok(json!({ "gpu_process_peak_rss_bytes": peak, "under_2_gib": peak < 2 << 30, "runs": rows }))
}

/// The engine's report of a run (`engine` in its `gpu-side.json`).
fn engine_report(dir: &Path) -> Value {
    std::fs::read(dir.join("gpu-side.json"))
        .ok()
        .and_then(|b| serde_json::from_slice::<Value>(&b).ok())
        .map(|v| v["engine"].clone())
        .unwrap_or(Value::Null)
}

fn median(v: &mut [f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// The parallel windows' critical path (each window's busiest thread, summed) over the even
/// share (all partitions' busy time over the threads): 1.0 is perfect balance, and the
/// speed-up of the parallel windows can be at most `threads` over it.
fn critical_over_even(e: &Value) -> f64 {
    let critical = e["critical_s"].as_f64().unwrap_or(0.0);
    let threads = e["threads"].as_f64().unwrap_or(1.0).max(1.0);
    let busy: f64 = e["partition_busy_s"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_f64).sum())
        .unwrap_or(0.0);
    if busy <= 0.0 {
        return 0.0;
    }
    critical / (busy / threads)
}

fn parallel(
    cfg: &TandemConfig,
    names: &[&'static str],
    size: Size,
    threads: u32,
    modes: &[Mode],
    out: &Path,
) -> Result<Value> {
    let mut serial = cfg.clone();
    serial.gpu.mode = GpuMode::Timing;
    serial.gpu.threads = 1;
    let mut par = serial.clone();
    par.gpu.threads = threads;
    println!(
        "Parallel engine: 4 GPUs, timing mode, size {size:?}, 1 thread vs {threads} (end to end, wall clock):"
    );
    println!(
        "  {:<10} {:<9} {:>9} {:>9} {:>8} {:>10} {:>9} {:>9} {:>8} {:>6} {:>9}",
        "workload",
        "gpus",
        "serial s",
        "par s",
        "speedup",
        "window ps",
        "windows",
        "parallel",
        "barrier",
        "parts",
        "crit/even"
    );
    let mut rows = Vec::new();
    let mut speedups = Vec::new();
    for &mode in modes {
        for &w in names {
            let mut req = request(w, 4, size);
            req.plan.mode = mode;
            let tag = format!(
                "{w}-{}",
                if mode == Mode::Unified {
                    "unified"
                } else {
                    "discrete"
                }
            );
            let (d1, dn) = (
                out.join(format!("{tag}-1")),
                out.join(format!("{tag}-{threads}")),
            );
            let s1 = run_checked(&serial, &req, &d1)?;
            let sn = run_checked(&par, &req, &dn)?;
            // Everything but gem5's host-measured lines (wall time, memory).
            let stats = |d: &Path| {
                std::fs::read_to_string(d.join("stats.txt"))
                    .ok()
                    .map(|s| gpu_sim::stats::gem5text::without_host_stats(&s))
            };
            let same = stats(&d1) == stats(&dn);
            if !same {
                bail!("{tag}: stats.txt differs between 1 and {threads} threads (the parallel engine must not change results)");
            }
            let (t1, tn) = (
                s1["wall_seconds"].as_f64().unwrap_or(0.0),
                sn["wall_seconds"].as_f64().unwrap_or(0.0),
            );
            let speedup = t1 / tn.max(1e-9);
            let e = engine_report(&dn);
            let windows = e["windows"].as_u64().unwrap_or(0);
            let pw = e["parallel_windows"].as_u64().unwrap_or(0);
            let wait = e["barrier_wait_fraction"].as_f64().unwrap_or(0.0);
            let parts = e["partitions"].as_u64().unwrap_or(0);
            println!(
                "  {w:<10} {:<9} {t1:>9.2} {tn:>9.2} {speedup:>7.2}x {:>10} {windows:>9} {:>8.0}% {:>7.0}% {parts:>6} {:>8.2}x",
                if mode == Mode::Unified { "unified" } else { "discrete" },
                e["lookahead_ps"],
                100.0 * pw as f64 / windows.max(1) as f64,
                100.0 * wait,
                critical_over_even(&e)
            );
            speedups.push(speedup);
            rows.push(json!({"workload": w, "gpu_mode": mode, "serial_wall_s": t1,
                "parallel_wall_s": tn, "speedup": speedup, "engine": e, "stats_identical": same}));
        }
    }
    let med = median(&mut speedups);
    println!(
        "  median speed-up {med:.2}x on {threads} threads (stats.txt identical in every pair but its host* lines)"
    );
    Ok(json!({ "threads": threads, "size": size, "median_speedup": med, "runs": rows }))
}

/// `tandem bench`: prints the tables and, last, the figures as one JSON line.
pub fn cmd_bench(args: &BenchArgs) -> Result<()> {
    let result = run_bench(args)?;
    println!("{result}");
    Ok(())
}

/// Runs the benchmarks `args` names and returns their figures (the JSON `cmd_bench` prints).
pub fn run_bench(args: &BenchArgs) -> Result<Value> {
    let cfg = load_config(args.config.as_deref())?;
    let size = Size::parse(&args.size)?;
    let mut timing = cfg.clone();
    timing.gpu.mode = GpuMode::Timing;
    let mut result = serde_json::Map::new();
    result.insert("bench".into(), json!("timing"));
    let what = args.what.as_str();
    if !matches!(
        what,
        "micro" | "speed" | "memory" | "parallel" | "mgpusim" | "multi-gpu" | "all"
    ) {
        bail!(
            "unknown benchmark `{what}` (micro, speed, memory, parallel, mgpusim, multi-gpu, all)"
        );
    }
    // Results of two benchmarks must never mix: the folder is this run's until it ends.
    let _lock = crate::outdir::OutDirLock::acquire(&args.out)?;
    if matches!(what, "micro" | "all") {
        result.insert("micro".into(), micro(&timing, &args.out.join("micro"))?);
    }
    if matches!(what, "speed" | "all") {
        // `all` never runs MGPUSim (minutes per workload): only `speed` itself compares.
        let mgpusim = if what == "speed" {
            crate::crosscheck::mgpusim_dir_from_env()?
        } else {
            None
        };
        result.insert(
            "speed".into(),
            speed(
                &cfg,
                size,
                args.repeat.max(1),
                args.workloads.as_deref(),
                mgpusim.as_deref(),
                &args.out.join("speed"),
            )?,
        );
    }
    if what == "mgpusim" {
        // Not part of `all`: it needs an MGPUSim checkout (MGPUSIM_DIR) and Go.
        result.insert(
            "mgpusim".into(),
            crate::crosscheck::run(
                &cfg,
                args.workloads.as_deref(),
                size,
                &args.out.join("mgpusim"),
            )?,
        );
    }
    if what == "parallel" {
        let names: Vec<&'static str> = match &args.workloads {
            Some(ws) => ws.iter().map(|w| name(w)).collect::<Result<_>>()?,
            None => MGMARK.to_vec(),
        };
        let modes: &[Mode] = match args.gpu_mode.as_str() {
            "unified" => &[Mode::Unified],
            "discrete" => &[Mode::Discrete],
            "both" => &[Mode::Unified, Mode::Discrete],
            other => bail!("--gpu-mode `{other}`: unified, discrete or both"),
        };
        let threads = args
            .threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get() as u32));
        result.insert(
            "parallel".into(),
            parallel(
                &cfg,
                &names,
                size,
                threads.max(2),
                modes,
                &args.out.join("parallel"),
            )?,
        );
    }
    if what == "multi-gpu" {
        // Not part of `all`: 35 timing runs, most of them on four GPUs.
        let names: Vec<&'static str> = match &args.workloads {
            Some(ws) => ws.iter().map(|w| name(w)).collect::<Result<_>>()?,
            None => crate::study::WORKLOADS.to_vec(),
        };
        result.insert(
            "multi-gpu".into(),
            crate::study::run(&cfg, &names, size, &args.out.join("multi-gpu"))?,
        );
    }
    if what == "memory" || (what == "all" && args.with_memory) {
        let names: Vec<&'static str> = match &args.workloads {
            Some(ws) => ws.iter().map(|w| name(w)).collect::<Result<_>>()?,
            None => MGMARK.to_vec(),
        };
        result.insert(
            "memory".into(),
            memory(&cfg, &names, &args.out.join("memory"))?,
        );
    }
    Ok(Value::Object(result))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// T(1..=128) of kernels costing `slope` per add with a `height` step at every N in
    /// `steps`, plus `noise(N)`.
    fn stairs(slope: f64, height: f64, steps: &[usize], noise: impl Fn(usize) -> f64) -> Vec<f64> {
        (1..=128usize)
            .map(|n| {
                let up = steps.iter().filter(|&&s| s <= n).count() as f64;
                2000.0 + slope * n as f64 + height * up + noise(n)
            })
            .collect()
    }

    /// Pseudo-random jitter of -`amp`..=`amp` whole cycles for kernel `n` (a fixed hash, so
    /// the tests are repeatable; unlike a short periodic pattern, its increments are
    /// symmetric about 0).
    fn jitter(n: usize, amp: i64) -> f64 {
        let mut z = (n as u64).wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        ((z % (2 * amp as u64 + 1)) as i64 - amp) as f64
    }

    /// Steps where the paper's would be: every 16 adds.
    fn every_16() -> Vec<usize> {
        (9..=128).step_by(16).collect()
    }

    #[test]
    fn a_perfect_staircase_gives_its_slope_height_and_spacing() {
        let st = staircase(&stairs(5.0, 315.0, &every_16(), |_| 0.0));
        assert_eq!(st.steps, every_16());
        assert!(st.outliers.is_empty(), "{st:?}");
        assert_eq!(st.median_increment, 5.0);
        assert_eq!(st.threshold, 40.0);
        assert!((st.slope - 5.0).abs() < 1e-9, "{st:?}");
        assert!((st.step_height.unwrap() - 315.0).abs() < 1e-9, "{st:?}");
        assert_eq!(st.step_spacing, Some(16.0));
    }

    #[test]
    fn a_step_split_over_two_kernels_is_one_step() {
        // Each line's 300 cycles arrive as 135 one kernel before the adds' line boundary and
        // 165 at it (the code after the adds crosses first), with a little jitter.
        let mut t = stairs(5.0, 165.0, &every_16(), |n| jitter(n, 2));
        let early = stairs(
            0.0,
            135.0,
            &(8..=128).step_by(16).collect::<Vec<_>>(),
            |_| 0.0,
        );
        for (x, e) in t.iter_mut().zip(&early) {
            *x += e - 2000.0;
        }
        let st = staircase(&t);
        assert_eq!(
            st.steps,
            (8..=128).step_by(16).collect::<Vec<_>>(),
            "{st:?}"
        );
        assert!(st.outliers.is_empty(), "{st:?}");
        assert_eq!(st.step_spacing, Some(16.0));
        assert!((st.step_height.unwrap() - 300.0).abs() < 10.0, "{st:?}");
    }

    #[test]
    fn a_noisy_staircase_with_a_spike_still_reads_right() {
        // Deterministic jitter of -2..=2 cycles per kernel, and one kernel (N = 50) that pays
        // 120 cycles more than its neighbours.
        let noise = |n: usize| jitter(n, 2) + if n == 50 { 120.0 } else { 0.0 };
        let st = staircase(&stairs(5.0, 315.0, &every_16(), noise));
        assert_eq!(st.steps, every_16(), "{st:?}");
        assert_eq!(
            st.outliers,
            vec![50, 51],
            "the spike's rise and drop: {st:?}"
        );
        assert!((st.slope - 5.0).abs() < 0.3, "{st:?}");
        assert!((st.step_height.unwrap() - 315.0).abs() < 3.0, "{st:?}");
        assert_eq!(st.step_spacing, Some(16.0));
    }

    #[test]
    fn dram_row_noise_of_a_few_adds_is_no_step() {
        // Kernels that pay 0 or 14 cycles more at random (a DRAM row open or not for their
        // code fetch and store): increments of 5 - 14 to 5 + 14 around the adds' 5.
        let noise = |n: usize| if jitter(n, 1) > 0.0 { 14.0 } else { 0.0 };
        let st = staircase(&stairs(5.0, 315.0, &every_16(), noise));
        assert_eq!(st.steps, every_16(), "{st:?}");
        assert!(st.outliers.is_empty(), "{st:?}");
        assert!((st.slope - 5.0).abs() < 1e-9, "{st:?}");
        assert!((st.step_height.unwrap() - 315.0).abs() <= 14.0, "{st:?}");
        assert_eq!(st.step_spacing, Some(16.0));
    }

    #[test]
    fn a_small_lasting_rise_near_the_end_is_no_step() {
        // The paper's staircase, and from N = 126 on every kernel pays 90 cycles more (their
        // code fetches find a DRAM row closed): not a step, its rise is an outlier.
        let noise = |n: usize| if n >= 126 { 90.0 } else { 0.0 };
        let st = staircase(&stairs(5.0, 315.0, &every_16(), noise));
        assert_eq!(st.steps, every_16(), "{st:?}");
        assert_eq!(st.outliers, vec![126], "{st:?}");
        assert!((st.step_height.unwrap() - 315.0).abs() < 1e-9, "{st:?}");
        assert_eq!(st.step_spacing, Some(16.0));
    }

    #[test]
    fn a_straight_line_has_no_steps() {
        let noise = |n: usize| jitter(n, 3);
        let st = staircase(&stairs(5.0, 0.0, &[], noise));
        assert!(st.steps.is_empty(), "{st:?}");
        assert_eq!(st.step_height, None);
        assert_eq!(st.step_spacing, None);
        assert!((st.slope - 5.0).abs() < 0.3, "{st:?}");
    }

    #[test]
    fn hidden_adds_do_not_make_every_cycle_a_step() {
        // A model whose adds cost nothing between fetches: median 0, a few cycles of jitter.
        let noise = |n: usize| (n % 3) as f64;
        let st = staircase(&stairs(0.0, 1000.0, &[16, 48, 80, 112], noise));
        assert_eq!(st.threshold, STEP_FACTOR * MIN_TYPICAL_INCREMENT);
        assert_eq!(st.steps, vec![16, 48, 80, 112], "{st:?}");
        assert_eq!(st.step_spacing, Some(32.0));
        assert!(st.slope.abs() <= 1.0, "{st:?}");
    }

    #[test]
    fn jitter_just_above_the_threshold_that_falls_back_is_no_step() {
        // Adds hidden (median 0, threshold 32): kernel 2 takes 35 cycles more than kernel 1,
        // kernel 3 only 19.
        let noise = |n: usize| match n {
            1 => 0.0,
            2 => 35.0,
            _ => 19.0,
        };
        let st = staircase(&stairs(0.0, 1000.0, &[16, 48], noise));
        assert_eq!(st.steps, vec![16, 48], "{st:?}");
        assert_eq!(
            st.outliers,
            vec![2, 3],
            "the rise and the drop after it: {st:?}"
        );
    }

    #[test]
    fn a_rise_in_the_last_increment_is_not_a_step() {
        let st = staircase(&stairs(5.0, 315.0, &[17, 33, 128], |_| 0.0));
        assert_eq!(st.steps, vec![17, 33]);
        assert_eq!(st.outliers, vec![128]);
    }

    #[test]
    fn the_paper_table_names_every_figure_once() {
        let keys: Vec<&str> = PAPER.iter().map(|p| p.key).collect();
        assert_eq!(
            keys,
            [
                "alu_slope",
                "alu_step_height",
                "alu_step_spacing",
                "same_address_load",
                "l2_hit",
                "l2_miss"
            ]
        );
        assert!(PAPER.iter().all(|p| p.paper > 0.0));
        assert!((relative_error(142.5, 150.0) + 0.05).abs() < 1e-12);
        assert!((relative_error(483.0, 460.0) - 0.05).abs() < 1e-12);
    }

    fn row(w: &str, tf: f64, tt: f64) -> SpeedRow {
        SpeedRow {
            workload: w.into(),
            wavefront_instructions: 1_000_000,
            functional_wall_s: tf,
            timing_wall_s: tt,
            functional_wavefront_instr_per_s: per_s(1_000_000, tf),
            timing_wavefront_instr_per_s: per_s(1_000_000, tt),
            kernel_cycles: 5000,
            functional_peak_rss_bytes: Some(40 << 20),
            timing_peak_rss_bytes: Some(45 << 20),
        }
    }

    fn walls(mf: f64, mt: f64) -> crate::crosscheck::MgpusimWalls {
        crate::crosscheck::MgpusimWalls {
            functional_wall_s: mf,
            timing_wall_s: mt,
            functional_peak_rss_bytes: Some(300 << 20),
            timing_peak_rss_bytes: Some(447 << 20),
            functional_failed: None,
            timing_failed: None,
        }
    }

    #[test]
    fn the_mgpusim_comparison_takes_ratios_minimums_and_goals_from_the_numbers() {
        // FIR: timing 64.3 / 2.34 = 27.5x, functional 14 / 0.2 = 70x; AES: timing 152 / 1.0 =
        // 152x, functional 40 / 1.0 = 40x. Each mode's minimum is on a different workload.
        let c = compare_with_mgpusim(&[
            (row("mgpusim-fir", 0.2, 2.34), walls(14.0, 64.3)),
            (row("mgpusim-aes", 1.0, 1.0), walls(40.0, 152.0)),
        ]);
        let fir = &c.rows[0];
        assert_eq!(fir.workload, "mgpusim-fir");
        assert!(
            (fir.timing.mgpusim_over_tandem.unwrap() - 64.3 / 2.34).abs() < 1e-9,
            "{c:?}"
        );
        assert!(
            (fir.functional.mgpusim_over_tandem.unwrap() - 70.0).abs() < 1e-9,
            "{c:?}"
        );
        assert_eq!(fir.timing.mgpusim_peak_rss_bytes, Some(447 << 20));
        assert_eq!(fir.timing.tandem_peak_rss_bytes, Some(45 << 20));
        assert_eq!(fir.functional.tandem_wall_s, 0.2);
        assert_eq!(fir.functional.mgpusim_wall_s, Some(14.0));
        assert_eq!(c.timing.goal, 100.0);
        assert_eq!(c.functional.goal, 50.0);
        assert!(
            (c.timing.min_ratio.unwrap() - 64.3 / 2.34).abs() < 1e-9,
            "{c:?}"
        );
        assert_eq!(c.timing.min_workload.as_deref(), Some("mgpusim-fir"));
        assert!(!c.timing.met);
        assert_eq!(c.functional.min_ratio, Some(40.0));
        assert_eq!(c.functional.min_workload.as_deref(), Some("mgpusim-aes"));
        assert!(!c.functional.met);
        // Fast enough everywhere: both goals met, exactly at the goal counts.
        let c = compare_with_mgpusim(&[
            (row("mgpusim-fir", 0.25, 0.5), walls(12.5, 50.0)),
            (row("mgpusim-mt", 0.5, 1.0), walls(40.0, 400.0)),
        ]);
        assert_eq!(c.functional.min_ratio, Some(50.0));
        assert_eq!(c.timing.min_ratio, Some(100.0));
        assert!(c.functional.met && c.timing.met, "{c:?}");
        // MGPUSim failing in one mode: that mode has no ratio for the workload and cannot meet
        // its goal, whatever the others' ratios; the other mode is compared as usual.
        let mut broken = walls(0.0, 400.0);
        broken.functional_failed = Some("MGPUSim's transpose (emulation) failed".into());
        let c = compare_with_mgpusim(&[
            (row("mgpusim-fir", 0.25, 0.5), walls(12.5, 50.0)),
            (row("mgpusim-mt", 0.5, 1.0), broken),
        ]);
        assert_eq!(c.rows[1].functional.mgpusim_over_tandem, None);
        assert_eq!(c.rows[1].functional.mgpusim_peak_rss_bytes, None);
        assert_eq!(c.functional.min_ratio, Some(50.0));
        assert_eq!(c.functional.failed_workloads, ["mgpusim-mt"]);
        assert!(!c.functional.met, "{c:?}");
        assert!(
            c.timing.met && c.timing.failed_workloads.is_empty(),
            "{c:?}"
        );
        let lines = comparison_table(&c);
        assert!(
            lines[3].contains("failed") && lines[3].contains("transpose"),
            "{lines:#?}"
        );
        assert!(
            lines[6].ends_with("goal 50x NOT met; MGPUSim failed on mgpusim-mt"),
            "{lines:#?}"
        );
        let v = serde_json::to_value(&c).unwrap();
        assert!(v["rows"][1]["functional"]["mgpusim_over_tandem"].is_null());
        assert!(v["rows"][1]["timing"].get("mgpusim_failed").is_none());
        // No workloads: no minimum, no goal met.
        let c = compare_with_mgpusim(&[]);
        assert!(c.rows.is_empty() && c.timing.min_ratio.is_none() && !c.timing.met);
        assert!(!c.functional.met);
    }

    #[test]
    fn the_mgpusim_table_and_json_show_every_ratio_and_the_verdicts() {
        let c = compare_with_mgpusim(&[
            (row("mgpusim-fir", 0.2, 2.34), walls(14.0, 64.3)),
            (row("mgpusim-aes", 1.0, 1.0), walls(60.0, 152.0)),
        ]);
        let lines = comparison_table(&c);
        assert_eq!(lines.len(), 1 + 4 + 2, "{lines:#?}");
        assert!(lines[0].contains("MGPUSim/Tandem"), "{lines:#?}");
        assert!(
            lines[1].contains("mgpusim-fir")
                && lines[1].contains("functional")
                && lines[1].contains("70.0x")
                && lines[1].contains("300 / 40 MiB"),
            "{lines:#?}"
        );
        assert!(
            lines[2].contains("timing") && lines[2].contains("27.5x"),
            "{lines:#?}"
        );
        assert!(lines[4].contains("152.0x"), "{lines:#?}");
        assert_eq!(
            lines[5],
            "  timing: minimum 27.5x (mgpusim-fir); goal 100x NOT met"
        );
        assert_eq!(
            lines[6],
            "  functional: minimum 60.0x (mgpusim-aes); goal 50x met"
        );
        let v = serde_json::to_value(&c).unwrap();
        assert_eq!(v["functional"]["met"], true);
        assert_eq!(v["timing"]["met"], false);
        assert_eq!(v["timing"]["min_workload"], "mgpusim-fir");
        assert_eq!(v["rows"][1]["timing"]["mgpusim_over_tandem"], 152.0);
    }

    #[test]
    fn speed_rows_give_both_modes_rates() {
        let r = row("fir", 0.5, 2.0);
        assert_eq!(r.functional_wavefront_instr_per_s, 2_000_000.0);
        assert_eq!(r.timing_wavefront_instr_per_s, 500_000.0);
        assert_eq!(per_s(10, 0.0), 0.0);
        let v = serde_json::to_value(&r).unwrap();
        for k in [
            "workload",
            "wavefront_instructions",
            "functional_wall_s",
            "timing_wall_s",
            "functional_wavefront_instr_per_s",
            "timing_wavefront_instr_per_s",
            "kernel_cycles",
        ] {
            assert!(!v[k].is_null(), "{k}: {v}");
        }
    }
}
