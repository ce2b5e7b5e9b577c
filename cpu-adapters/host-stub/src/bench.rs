//! `tandem bench`: the timing model's figures for docs/benchmarks.md, measured by running the
//! standalone workloads in timing mode.
//!
//! - `micro`: the latency probes (`lat-alu`, `lat-l1`, `lat-l2`, `lat-dram`, see
//!   docs/standalone.md) on one GPU. Each probe launches its kernel twice with different trip
//!   counts; the difference of the two kernel durations divided by the extra work is the cost
//!   of one dependent VALU instruction or of one step of a dependent load chain, free of
//!   launch, fetch warm-up and drain costs. Then the streaming DRAM bandwidth: vecadd at the
//!   1-GPU size, its kernel's DRAM bytes over kernel time, against the configured peak.
//! - `speed`: every MGMark workload and vecadd on one GPU, first in functional mode (the
//!   baseline, same process, same inputs), then in timing mode; wavefront instructions per
//!   wall-clock second end to end (host stub, GPU process, driver, verification included).
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
use gpu_sim::gpu::GpuMode;
use serde_json::{json, Value};

use crate::config::TandemConfig;
use crate::run::{load_config, run_one, Request};
use crate::workloads::{Mode, Size};

/// Examples shown by `tandem bench --help`.
pub const BENCH_EXAMPLES: &str = "Examples:
  tandem bench micro                    # latency probes on the R9 Nano config (seconds)
  tandem bench speed                    # timing vs functional speed, small inputs
  tandem bench speed --size 1gpu        # the MGSim paper's 1-GPU inputs (about a minute)
  tandem bench speed --size 1gpu --repeat 3   # fastest of three runs each (noisy machines)
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
    /// docs/multi-gpu.md).
    #[arg(default_value = "all")]
    pub what: String,
    /// Input size for `speed`, `parallel`, `mgpusim` and `multi-gpu`: small, 1gpu or 4gpu.
    #[arg(long, default_value = "small")]
    pub size: String,
    /// Workloads for `memory`, `parallel`, `mgpusim` and `multi-gpu` (comma-separated; default:
    /// all of its set).
    #[arg(long, value_delimiter = ',')]
    pub workloads: Option<Vec<String>>,
    /// Include the memory figure in `all`.
    #[arg(long)]
    pub with_memory: bool,
    /// For `speed`: run every workload this many times in each mode and keep the fastest
    /// wall time (a shared machine's noise only ever adds time).
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
    crate::workloads::canonical(w).with_context(|| format!("unknown workload `{w}`"))
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

fn micro(cfg: &TandemConfig, out: &Path) -> Result<Value> {
    let mut res = serde_json::Map::new();
    println!("Latency probes (timing mode, 1 GPU, core cycles):");
    for (w, per, what) in [
        ("lat-alu", 1024.0, "dependent v_add_f32 (warm loop)"),
        ("lat-l1", 1000.0, "chase step, 8 KiB (L1V hits)"),
        ("lat-l2", 1000.0, "chase step, 256 KiB (L2 hits)"),
        ("lat-dram", 1000.0, "chase step, 8 MiB (DRAM)"),
    ] {
        let dir = out.join(w);
        let s = run_checked(cfg, &request(name(w)?, 1, Size::Small), &dir)?;
        let d = kernel_cycles(&s);
        let want = if w == "lat-alu" { 5 } else { 3 };
        if d.len() != want || d.contains(&0) {
            bail!("{w}: expected {want} timed kernels, found {d:?}");
        }
        let (a, b) = if w == "lat-alu" {
            (d[3], d[4])
        } else {
            (d[1], d[2])
        };
        let slope = (b as f64 - a as f64) / per;
        println!("  {what:<34} {slope:8.2} per step");
        let mut entry = json!({ "cycles_per_step": slope, "kernel_cycles": d });
        if w == "lat-alu" {
            // d[1]: no trip; d[2]: one cold trip (its code is fetched through the L1I for the
            // first time); a warm trip costs 256 x slope.
            let cold_trip = d[2] as f64 - d[1] as f64;
            let extra = cold_trip - 256.0 * slope;
            let lines = stat_sum(&dir, "l1i", ".read_misses");
            println!(
                "  {:<34} {cold_trip:8.0} cycles, {extra:.0} more than a warm trip",
                "first loop trip (cold L1I)"
            );
            entry["cold_trip_cycles"] = json!(cold_trip);
            entry["cold_trip_extra_cycles"] = json!(extra);
            if let Some(m) = lines {
                entry["l1i_read_misses_all_kernels"] = json!(m);
            }
        }
        res.insert(w.to_string(), entry);
    }
    let step = |w: &str| res[w]["cycles_per_step"].as_f64().unwrap_or(0.0);
    let l2_over_l1 = step("lat-l2") - step("lat-l1");
    let dram_over_l2 = step("lat-dram") - step("lat-l2");
    println!("  L2 hit costs {l2_over_l1:.1} cycles more than an L1V hit; DRAM {dram_over_l2:.1} more than an L2 hit");
    res.insert("l2_minus_l1_cycles".into(), json!(l2_over_l1));
    res.insert("dram_minus_l2_cycles".into(), json!(dram_over_l2));
    res.insert("stream".into(), stream(cfg, &out.join("stream"))?);
    Ok(Value::Object(res))
}

/// Streaming DRAM bandwidth: vecadd at the 1-GPU size (1 M floats, two arrays read and one
/// written, every line touched once) on one GPU, its kernel's DRAM bytes over kernel time,
/// against the configuration's peak (channels x burst bytes per burst time).
fn stream(cfg: &TandemConfig, out: &Path) -> Result<Value> {
    let s = run_checked(cfg, &request(name("vecadd")?, 1, Size::Paper1), out)?;
    let d = &s["kernels"][0]["members"][0]["timing"]["metrics"]["dram"];
    let gbps = d["bandwidth_gbps"]
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

fn speed(cfg: &TandemConfig, size: Size, repeat: u32, out: &Path) -> Result<Value> {
    let mut functional = cfg.clone();
    functional.gpu.mode = GpuMode::Functional;
    let mut timing = cfg.clone();
    timing.gpu.mode = GpuMode::Timing;
    println!(
        "Timing-mode speed, 1 GPU, size {size:?} (end to end, wall clock{}):",
        if repeat > 1 {
            format!(", fastest of {repeat} runs")
        } else {
            String::new()
        }
    );
    println!(
        "  {:<10} {:>12} {:>10} {:>10} {:>12} {:>12}",
        "workload", "wf instr", "func s", "timing s", "timing/s", "sim cycles"
    );
    let (mut n_all, mut tf_all, mut tt_all) = (0u64, 0f64, 0f64);
    let mut rows = Vec::new();
    for &w in MGMARK {
        let req = request(name(w)?, 1, size);
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
        println!(
            "  {w:<10} {n:>12} {tf:>10.3} {tt:>10.3} {:>12.0} {cycles:>12}",
            n as f64 / tt.max(1e-9)
        );
        rows.push(
            json!({"workload": w, "wavefront_instructions": n, "functional_wall_s": tf,
            "timing_wall_s": tt, "kernel_cycles": cycles}),
        );
        n_all += n;
        tf_all += tf;
        tt_all += tt;
    }
    let rate = n_all as f64 / tt_all.max(1e-9);
    let frate = n_all as f64 / tf_all.max(1e-9);
    println!(
        "  all: {n_all} wavefront instructions; timing {rate:.0}/s, functional {frate:.0}/s (timing is {:.1}x slower); {:.1}x MGPUSim's 28 K/s",
        frate / rate.max(1e-9),
        rate / MGPUSIM_PER_S
    );
    Ok(json!({
        "size": size,
        "repeat": repeat,
        "wavefront_instructions": n_all,
        "timing_wall_s": tt_all,
        "functional_wall_s": tf_all,
        "timing_wavefront_instr_per_s": rate,
        "functional_wavefront_instr_per_s": frate,
        "functional_over_timing": frate / rate.max(1e-9),
        "timing_over_mgpusim_28k": rate / MGPUSIM_PER_S,
        "target_300k_met": rate >= 300_000.0,
        "workloads": rows,
    }))
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
        "  {:<10} {:<9} {:>9} {:>9} {:>8} {:>10} {:>9} {:>9} {:>8}",
        "workload",
        "gpus",
        "serial s",
        "par s",
        "speedup",
        "window ps",
        "windows",
        "parallel",
        "barrier"
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
            let same = std::fs::read(d1.join("stats.txt")).ok()
                == std::fs::read(dn.join("stats.txt")).ok();
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
            println!(
                "  {w:<10} {:<9} {t1:>9.2} {tn:>9.2} {speedup:>7.2}x {:>10} {windows:>9} {:>8.0}% {:>7.0}%",
                if mode == Mode::Unified { "unified" } else { "discrete" },
                e["lookahead_ps"],
                100.0 * pw as f64 / windows.max(1) as f64,
                100.0 * wait
            );
            speedups.push(speedup);
            rows.push(json!({"workload": w, "gpu_mode": mode, "serial_wall_s": t1,
                "parallel_wall_s": tn, "speedup": speedup, "engine": e, "stats_identical": same}));
        }
    }
    let med = median(&mut speedups);
    println!(
        "  median speed-up {med:.2}x on {threads} threads (stats.txt identical in every pair)"
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
        result.insert(
            "speed".into(),
            speed(&cfg, size, args.repeat.max(1), &args.out.join("speed"))?,
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
