//! Kernel sampling (issue 39, item 4; docs/timing.md, "Kernel sampling"): `tandem run
//! --timing --sample K` runs a deterministic sample of each class's launches on the timing
//! model and the rest functionally, and reports the program's estimated time with a bound.
//!
//! - On the built-in bitonic sort (one class of 120 launches at the 1-GPU size), the sampled
//!   run's estimate is within its bound of the full timing run's simulated time, and within
//!   5 %, with a fraction of the kernels in detail; with `MGPUSIM_DIR` set, the same on
//!   MGPUSim's bitonic sort within 1 % (there the host waits for every kernel).
//! - Sampling off leaves the statistics as they were: no `sampling.*` lines, no `sample`
//!   fields, and a run with `sample_period = 0` written explicitly is the run without it.
//! - A class with no more launches than `sample_first` runs wholly in detail: the estimate is
//!   the simulated time, exactly, with every kernel's statistics dump.
//! - The configuration is checked: `--sample` without `--timing`, with the timing window, or
//!   0 is refused naming the flag or key.
//! - Same statistics on one engine thread and two (determinism); several GPUs are refused.

mod common;
use common::{out_dir, setup};
use serde_json::Value;
use std::path::Path;
use tandem::run::{cmd_run, RunArgs};

fn args(dir: &Path, workload: &str, size: &str, sample: Option<u64>) -> RunArgs {
    RunArgs {
        size: size.into(),
        verify: true,
        timing: true,
        sample,
        ..RunArgs::new(workload, dir)
    }
}

fn summary(dir: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(dir.join("summary.json")).unwrap()).unwrap()
}

/// The `name value` of `stats.txt`'s last dump (the whole run).
fn run_dump(dir: &Path) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    let dumps = gpu_sim::stats::derive::parse_dumps(&text);
    dumps.last().unwrap().values.clone()
}

fn run_timed(a: &RunArgs) -> std::time::Duration {
    let t0 = std::time::Instant::now();
    cmd_run(a).unwrap_or_else(|e| panic!("{:?}: {e:#}", a.sample));
    t0.elapsed()
}

#[test]
fn sampled_estimate_is_within_its_bound_of_the_full_run() {
    setup();
    let (full_dir, dir) = (out_dir("full"), out_dir("sampled"));
    run_timed(&args(&full_dir, "bitonic", "1gpu", None));
    run_timed(&args(&dir, "bitonic", "1gpu", Some(10)));
    let full = summary(&full_dir);
    let s = summary(&dir);
    assert_eq!(s["verification"]["verified"], true);
    let truth = full["simulated_time_ps"].as_u64().unwrap() as f64;
    let sm = &s["sampling"];
    let est = sm["estimated_time_ps"].as_u64().unwrap() as f64;
    let bound = sm["bound_ps"].as_u64().expect("a bound") as f64;
    let (kernels, detailed) = (
        sm["kernels"].as_u64().unwrap(),
        sm["detailed"].as_u64().unwrap(),
    );
    assert_eq!(kernels, 120);
    assert!(
        detailed * 4 < kernels,
        "{detailed} of {kernels} kernels in detail"
    );
    let err = (est - truth).abs();
    assert!(
        err <= bound,
        "estimate {est} ps, full run {truth} ps: off by {err}, bound {bound}"
    );
    assert!(err <= 0.05 * truth, "estimate {est} ps against {truth} ps");
    // The bound is not vacuous.
    assert!(bound < 0.05 * truth, "bound {bound} ps of {truth} ps");
    // Every launch says what sampling did with it; the detailed ones have dumps.
    let roles: Vec<&str> = s["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["sample"]["role"].as_str().unwrap())
        .collect();
    assert_eq!(
        roles.iter().filter(|r| **r != "functional").count() as u64,
        detailed
    );
    assert_eq!(roles[0], "first");
    // The functional launches ran with their class's samples' mean time (the online
    // estimate), not the functional model's formula: within the samples' range, and the
    // final estimate moves their total by little.
    let ks = s["kernels"].as_array().unwrap();
    let time_of = |role: &str| -> Vec<u64> {
        ks.iter()
            .filter(|k| k["sample"]["role"] == role && k["sample"].get("unsampled").is_none())
            .map(|k| k["sample"]["kernel_ps"].as_u64().unwrap())
            .collect()
    };
    let (samples, functional) = (time_of("sample"), time_of("functional"));
    let (lo, hi) = (samples.iter().min().unwrap(), samples.iter().max().unwrap());
    assert!(functional.len() > 80, "{} functional", functional.len());
    for f in &functional {
        assert!(
            lo <= f && f <= hi,
            "functional launch given {f} ps, samples {lo}..{hi}"
        );
    }
    let (given, est) = (
        sm["functional_ps"].as_u64().unwrap() as f64,
        sm["estimate_ps"].as_u64().unwrap() as f64,
    );
    assert!(
        (given - est).abs() < 0.05 * est,
        "given {given}, estimated {est}"
    );
    let index: gpu_sim::stats::dumps::DumpIndex = serde_json::from_slice(
        &std::fs::read(dir.join(gpu_sim::stats::dumps::DUMPS_FILE)).unwrap(),
    )
    .unwrap();
    let dumps = index.dumps.iter().filter(|d| d.kind == "kernel").count() as u64;
    assert_eq!(dumps, detailed);
    // stats.txt carries the same figures.
    let run = run_dump(&dir);
    let get = |n: &str| run.iter().find(|(k, _)| k == n).map(|(_, v)| v.clone());
    assert_eq!(get("sampling.detailed"), Some(detailed.to_string()));
    assert_eq!(get("sampling.bound_ps"), Some(sm["bound_ps"].to_string()));
    let _ = std::fs::remove_dir_all(&full_dir);
    let _ = std::fs::remove_dir_all(&dir);
}

/// MGPUSim's bitonic sort (`mgpusim-bs`, 120 launches at the 1-GPU size), where the host waits
/// for each kernel, so every kernel's time is on the program's critical path: the estimate is
/// within its bound and 1 % of the full timing run. Skipped without `MGPUSIM_DIR`.
#[test]
fn mgpusim_bitonic_estimate_is_within_its_bound() {
    setup();
    if std::env::var_os("MGPUSIM_DIR").is_none_or(|d| d.is_empty()) {
        eprintln!("skipped: MGPUSIM_DIR is not set");
        return;
    }
    let (full_dir, dir) = (out_dir("bs-full"), out_dir("bs-sampled"));
    run_timed(&args(&full_dir, "mgpusim-bs", "1gpu", None));
    run_timed(&args(&dir, "mgpusim-bs", "1gpu", Some(10)));
    let truth = summary(&full_dir)["simulated_time_ps"].as_u64().unwrap() as f64;
    let s = summary(&dir);
    let sm = &s["sampling"];
    let est = sm["estimated_time_ps"].as_u64().unwrap() as f64;
    let bound = sm["bound_ps"].as_u64().expect("a bound") as f64;
    let err = (est - truth).abs();
    assert!(
        err <= bound,
        "estimate {est}, full run {truth}, bound {bound}"
    );
    assert!(err <= 0.01 * truth, "estimate {est} ps against {truth} ps");
    // The functional kernels ran with their class's time: without it the run alone would be
    // several percent off.
    assert_eq!(sm["unsampled"], 0);
    let _ = std::fs::remove_dir_all(&full_dir);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sampling_off_changes_nothing() {
    setup();
    let (a, b) = (out_dir("off-a"), out_dir("off-b"));
    run_timed(&args(&a, "bitonic", "small", None));
    // The same with `sample_period = 0` written in a config file.
    let mut cfg = host_stub::config::TandemConfig::r9_nano();
    cfg.gpu.cp.sample_period = 0;
    let text = toml::to_string(&cfg).unwrap();
    assert!(!text.contains("sample_"), "sampling off is not written out");
    let with_key = format!("{text}\n").replace("[gpu.cp]\n", "[gpu.cp]\nsample_period = 0\n");
    assert!(with_key.contains("sample_period = 0"), "{with_key}");
    let path = b.join("off.toml");
    std::fs::write(&path, with_key).unwrap();
    let mut args_b = args(&b, "bitonic", "small", None);
    args_b.config = Some(path);
    run_timed(&args_b);
    let strip = |d: &Path| -> String {
        std::fs::read_to_string(d.join("stats.txt"))
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with("host"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let (ta, tb) = (strip(&a), strip(&b));
    assert!(!ta.contains("sampling."));
    assert!(ta == tb, "stats.txt differs with sample_period = 0");
    let s = summary(&a);
    assert!(s.get("sampling").is_none());
    assert!(s["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .all(|k| k.get("sample").is_none()));
    let _ = std::fs::remove_dir_all(&a);
    let _ = std::fs::remove_dir_all(&b);
}

/// Vecadd launches one kernel: a class of one launch, below `sample_first`, so the whole run
/// is in detail and the estimate is the simulated time; its statistics are the full run's.
#[test]
fn a_class_with_few_launches_runs_in_detail() {
    setup();
    let (full_dir, dir) = (out_dir("few-full"), out_dir("few"));
    run_timed(&args(&full_dir, "vecadd", "small", None));
    run_timed(&args(&dir, "vecadd", "small", Some(4)));
    let (f, s) = (summary(&full_dir), summary(&dir));
    let sm = &s["sampling"];
    assert_eq!(sm["kernels"], sm["detailed"], "{sm}");
    assert_eq!(sm["functional"], 0);
    assert_eq!(sm["correction_ps"], 0);
    assert_eq!(sm["estimated_time_ps"], s["simulated_time_ps"]);
    assert_eq!(s["simulated_time_ps"], f["simulated_time_ps"]);
    let counters = |v: &Value| -> Vec<Value> {
        v["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k["timing"].clone())
            .collect()
    };
    assert_eq!(counters(&s), counters(&f));
    let _ = std::fs::remove_dir_all(&full_dir);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sampling_flags_and_keys_are_checked() {
    setup();
    let dir = out_dir("flags");
    let mut functional = args(&dir, "bitonic", "small", Some(4));
    functional.timing = false;
    let mut windowed = args(&dir, "bitonic", "small", Some(4));
    windowed.timing_from = Some("3".into());
    for (a, want) in [
        (functional, "--sample needs --timing"),
        (windowed, "--sample (gpu.cp.sample_period): not combinable"),
        (
            args(&dir, "bitonic", "small", Some(0)),
            "--sample: K must be at least 1",
        ),
    ] {
        let err = cmd_run(&a).unwrap_err().to_string();
        assert!(err.contains(want), "{a:?}: {err}");
    }
    // In a configuration file, the key is named.
    let mut cp = gpu_sim::cp::CpConfig::r9_nano();
    cp.sample_period = 4;
    cp.timing_until = Some("9".into());
    let e = cp.validate("gpu.cp");
    assert!(
        e.iter().any(|m| m.starts_with("gpu.cp.sample_period:")),
        "{e:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Sampling is the command processor's, from what it sees in order: the same statistics on
/// one engine thread as on two.
#[test]
fn sampling_is_deterministic_across_threads() {
    setup();
    let mut out = Vec::new();
    for threads in [1, 2] {
        let dir = out_dir(&format!("threads-{threads}"));
        let mut a = args(&dir, "bitonic", "small", Some(5));
        a.lockstep.threads = Some(threads);
        run_timed(&a);
        let s = summary(&dir);
        assert_eq!(s["verification"]["verified"], true);
        let text: Vec<String> = std::fs::read_to_string(dir.join("stats.txt"))
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with("host"))
            .map(str::to_string)
            .collect();
        out.push((s["sampling"].clone(), text));
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(out[0].0["detailed"].as_u64().unwrap() > 0);
    assert_eq!(out[0].0, out[1].0);
    assert!(
        out[0].1 == out[1].1,
        "stats.txt differs between 1 and 2 threads"
    );
}

/// Several GPUs are refused (the functional and timing kernels would not be coherent across
/// GPUs), naming the flag.
#[test]
fn sampling_needs_one_gpu() {
    setup();
    let dir = out_dir("multi");
    let mut a = args(&dir, "bitonic", "small", Some(5));
    a.gpus = Some(vec![0, 1]);
    let err = cmd_run(&a).unwrap_err().to_string();
    assert!(
        err.contains("--sample (gpu.cp.sample_period): kernel sampling needs a system of one GPU"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A GPU of 8 compute units with one wave slot per SIMD (4 per unit): the built-in FIR at the
/// 1-GPU size (1024 workgroups of one wave) runs 32 occupancy rounds of 32 workgroups, enough
/// to sample inside the kernel in a test's time.
fn small_gpu_config(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("small-gpu.toml");
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(
        &path,
        "[gpu.timing]\ncus = 8\n\n[gpu.timing.cu]\nwave_slots_per_simd = 1\n",
    )
    .unwrap();
    path
}

/// Workgroup sampling (`--sample-groups R`): the first R occupancy rounds of a large kernel in
/// detail, the rest on the functional emulator, their time from the steady rounds. The output
/// verifies (the functional workgroups' memory effects happened), the estimate is within its
/// bound and 5 % of the full timing run, with an eighth of the workgroups in detail, and the
/// statistics are the same on one engine thread and two.
#[test]
fn workgroup_sampling_estimate_is_within_its_bound_and_outputs_verify() {
    setup();
    let (full_dir, dir) = (out_dir("wg-full"), out_dir("wg-sampled"));
    let cfg = small_gpu_config(&full_dir);
    let mut full = args(&full_dir, "fir", "1gpu", None);
    full.config = Some(cfg.clone());
    run_timed(&full);
    let truth = summary(&full_dir);
    assert_eq!(truth["verification"]["verified"], true);
    let truth = truth["simulated_time_ps"].as_u64().unwrap() as f64;
    let mut texts = Vec::new();
    for threads in [1, 2] {
        let mut a = args(&dir, "fir", "1gpu", None);
        a.config = Some(cfg.clone());
        a.sample_groups = Some(4);
        a.lockstep.threads = Some(threads);
        run_timed(&a);
        let s = summary(&dir);
        assert_eq!(s["verification"]["verified"], true, "{threads} threads");
        let sm = &s["sampling"];
        assert_eq!(sm["group_rounds"], 4);
        assert_eq!(sm["group_kernels"], 1);
        assert_eq!(sm["groups_detailed"], 128, "{sm}");
        assert_eq!(sm["groups_functional"], 896);
        let est = sm["estimated_time_ps"].as_u64().unwrap() as f64;
        assert_eq!(est, s["simulated_time_ps"].as_u64().unwrap() as f64);
        let bound = sm["bound_ps"].as_u64().expect("a bound") as f64;
        let err = (est - truth).abs();
        assert!(
            err <= bound,
            "estimate {est} ps, full run {truth} ps: off by {err}, bound {bound}"
        );
        assert!(err <= 0.05 * truth, "estimate {est} ps against {truth} ps");
        assert!(bound < 0.2 * truth, "bound {bound} ps of {truth} ps");
        // The dispatch record says what happened inside the launch.
        let gs = &s["kernels"][0]["group_sample"];
        assert_eq!(gs["per_round"], 32, "{gs}");
        assert!(gs["added_ps"].as_u64().unwrap() > 0);
        let run = run_dump(&dir);
        let get = |n: &str| run.iter().find(|(k, _)| k == n).map(|(_, v)| v.clone());
        assert_eq!(get("sampling.groups_functional"), Some("896".into()));
        texts.push(
            std::fs::read_to_string(dir.join("stats.txt"))
                .unwrap()
                .lines()
                .filter(|l| !l.starts_with("host"))
                .map(str::to_string)
                .collect::<Vec<_>>(),
        );
    }
    assert!(
        texts[0] == texts[1],
        "stats.txt differs between 1 and 2 threads"
    );
    let _ = std::fs::remove_dir_all(&full_dir);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--sample-groups` is checked: it needs the timing model, at least 4 rounds and one GPU.
#[test]
fn workgroup_sampling_flags_are_checked() {
    setup();
    let dir = out_dir("wg-flags");
    let with = |r: u32| {
        let mut a = args(&dir, "bitonic", "small", None);
        a.sample_groups = Some(r);
        a
    };
    let mut functional = with(4);
    functional.timing = false;
    let mut multi = with(4);
    multi.gpus = Some(vec![0, 1]);
    for (a, want) in [
        (functional, "--sample-groups needs --timing"),
        (
            with(2),
            "--sample-groups (gpu.cp.sample_groups): must be 0 (off) or at least 4",
        ),
        (
            multi,
            "--sample-groups (gpu.cp.sample_groups): workgroup sampling needs a system of one GPU",
        ),
    ] {
        let err = cmd_run(&a).unwrap_err().to_string();
        assert!(err.contains(want), "{a:?}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
