//! Timing mode end to end (`tandem run --timing`): the host stub drives a GPU process whose
//! kernels run on the cycle-level model (dispatcher, compute units, caches, DRAM, links).
//! Every MGMark workload verifies at the small size on 1 and 2 GPUs (paper sizes with
//! TANDEM_FULL=1); two runs give identical statistics; and the release test: a kernel on
//! GPU 0 writes a buffer, then the host and a kernel on GPU 1 read it — correct with the
//! kernel-end L2 write-back, stale with `release.flush_l2_at_kernel_end = false`; and the
//! acquire test: an agent-scope kernel start keeps the GPU's own lines in its L2, a host write
//! makes the next one system scope, which reads the new bytes.

mod common;
use common::{out_dir, setup};
use gpu_sim::stats::derive::parse_dumps;
use gpu_sim::stats::gem5text::without_host_stats;
use std::time::Instant;

use host_programs::workloads::{Mode, Size};
use host_stub::config::TandemConfig;
use host_stub::runtime::{KArg, Placement, Runtime, Target};
use tandem::run::run_one;

fn full() -> bool {
    std::env::var("TANDEM_FULL").is_ok_and(|v| v == "1")
}

fn timing_cfg() -> TandemConfig {
    let mut cfg = TandemConfig::r9_nano();
    cfg.gpu.mode = gpu_sim::side::GpuMode::Timing;
    cfg
}

fn request(w: &'static str, gpus: usize, mode: Mode, size: Size) -> tandem::run::Request {
    tandem::run::Request::verified(w, gpus, mode, size)
}

#[test]
fn vecadd_in_timing_mode_verifies_and_reports_cycles() {
    setup();
    let dir = out_dir("vecadd");
    let s = run_one(
        &timing_cfg(),
        &request("vecadd", 1, Mode::Discrete, Size::Small),
        &dir,
    )
    .unwrap();
    assert_eq!(s["verification"]["verified"], true, "{}", s["verification"]);
    assert_eq!(s["gpu_model"], "timing");
    let k = &s["kernels"][0]["timing"];
    let cycles = k["cycles"].as_u64().unwrap();
    let inst = k["wavefront_instructions"].as_u64().unwrap();
    assert!(cycles > 100 && inst > 0, "{k}");
    assert!(k["ipc"].as_f64().unwrap() > 0.0, "{k}");
    // vecadd reads two fresh buffers: DRAM traffic at least the 2 x 16 KiB it loads.
    assert!(k["dram_bytes"].as_u64().unwrap() >= 2 * 4096 * 4, "{k}");
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    assert!(stats.contains("gpu[0].dispatcher.groups_done"), "{stats}");
    assert!(stats.contains("gpu[0].l2.bank[0].reads"));
    let _ = std::fs::remove_dir_all(&dir);
}

fn matrix(workloads: &[&'static str], gpus: &[usize], mode: Mode) {
    setup();
    let cfg = timing_cfg();
    let size = if full() { Size::Paper1 } else { Size::Small };
    let mut failures = Vec::new();
    for &w in workloads {
        for &n in gpus {
            let dir = out_dir(&format!("{w}-{n}-{mode:?}"));
            let t = Instant::now();
            match run_one(&cfg, &request(w, n, mode, size), &dir) {
                Ok(s) => {
                    if s["verification"]["verified"].as_bool() != Some(true) {
                        failures.push(format!("{w} x{n}: {}", s["verification"]["detail"]));
                    }
                    let inst: u64 = s["kernels"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|k| k["timing"]["wavefront_instructions"].as_u64().unwrap_or(0))
                        .sum();
                    let secs = t.elapsed().as_secs_f64();
                    eprintln!(
                        "{w} x{n} {mode:?} timing: ok in {secs:.2} s, {inst} wavefront instructions ({:.0} K/s)",
                        inst as f64 / secs / 1e3
                    );
                }
                Err(e) => failures.push(format!("{w} x{n} {mode:?}: {e:#}")),
            }
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
    assert!(failures.is_empty(), "failures:\n{}", failures.join("\n"));
}

const MGMARK: &[&str] = &["aes", "bitonic", "fir", "gd", "kmeans", "transpose", "conv"];

#[test]
fn mgmark_in_timing_mode_on_1_and_2_discrete_gpus_matches_the_cpu() {
    matrix(MGMARK, &[1, 2], Mode::Discrete);
}

#[test]
fn mgmark_in_timing_mode_on_2_unified_gpus_matches_the_cpu() {
    matrix(MGMARK, &[2], Mode::Unified);
}

#[test]
fn two_timing_runs_give_identical_statistics() {
    setup();
    let cfg = timing_cfg();
    let mut seen = Vec::new();
    for i in 0..2 {
        let dir = out_dir(&format!("det{i}"));
        let mut s = run_one(
            &cfg,
            &request("kmeans", 2, Mode::Unified, Size::Small),
            &dir,
        )
        .unwrap();
        s.as_object_mut().unwrap().remove("wall_seconds");
        // Host measurements of the run, not simulation statistics.
        s.as_object_mut()
            .unwrap()
            .remove("gpu_process_peak_rss_bytes");
        let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
        // All but gem5's host-measured lines (wall time, memory).
        seen.push((s, without_host_stats(&stats)));
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(seen[0].1.contains("gpu[1].dispatcher.groups_done"));
    assert_eq!(seen[0].1, seen[1].1, "stats.txt differs");
    assert_eq!(seen[0].0, seen[1].0, "summary.json differs");
}

/// GPU 0 computes c0 = a + b; the host reads c0; GPU 1 computes c1 = c0 + 0 reading c0 from
/// GPU 0's VRAM over the peer link; the host reads c1. Returns (c0 as the host saw it, c1).
fn release_scenario(flush: bool) -> (Vec<f32>, Vec<f32>, Vec<f32>) {
    setup();
    let mut cfg = timing_cfg();
    let mut release = toml::Table::new();
    release.insert("flush_l2_at_kernel_end".into(), toml::Value::Boolean(flush));
    cfg.gpu
        .timing
        .insert("release".into(), toml::Value::Table(release));
    cfg.gpu.timing_config().unwrap();
    let dir = out_dir(&format!("release-{flush}"));
    let mut rt = Runtime::start(&cfg, 2, None, &dir).unwrap();
    let module = rt
        .load_module(include_bytes!("../../gpu-sim/kernels/vecadd.hsaco"))
        .unwrap();
    let n = 4096usize;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 2.0 * i as f32 + 1.0).collect();
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let floats = |b: &[u8]| {
        b.chunks(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect::<Vec<f32>>()
    };
    let size = (n * 4) as u64;
    let (da, db, dc0) = (
        rt.alloc(Placement::Gpu(0), size).unwrap(),
        rt.alloc(Placement::Gpu(0), size).unwrap(),
        rt.alloc(Placement::Gpu(0), size).unwrap(),
    );
    let (dz, dc1) = (
        rt.alloc(Placement::Gpu(1), size).unwrap(),
        rt.alloc(Placement::Gpu(1), size).unwrap(),
    );
    rt.write(&da, 0, &bytes(&a)).unwrap();
    rt.write(&db, 0, &bytes(&b)).unwrap();
    rt.write(&dz, 0, &vec![0u8; n * 4]).unwrap();
    let grid = [n as u32, 1, 1];
    rt.launch(
        Target::Gpu(0),
        &module,
        "vecadd",
        grid,
        [256, 1, 1],
        &[
            KArg::Ptr(da),
            KArg::Ptr(db),
            KArg::Ptr(dc0),
            KArg::U32(n as u32),
        ],
    )
    .unwrap();
    rt.wait(Target::Gpu(0)).unwrap();
    let mut c0 = vec![0u8; n * 4];
    rt.read(&dc0, 0, &mut c0).unwrap();
    rt.launch(
        Target::Gpu(1),
        &module,
        "vecadd",
        grid,
        [256, 1, 1],
        &[
            KArg::Ptr(dc0),
            KArg::Ptr(dz),
            KArg::Ptr(dc1),
            KArg::U32(n as u32),
        ],
    )
    .unwrap();
    rt.wait(Target::Gpu(1)).unwrap();
    let mut c1 = vec![0u8; n * 4];
    rt.read(&dc1, 0, &mut c1).unwrap();
    rt.finish().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    (want, floats(&c0), floats(&c1))
}

#[test]
fn kernel_end_l2_write_back_makes_results_visible_to_the_host_and_other_gpus() {
    let (want, c0, c1) = release_scenario(true);
    assert_eq!(c0, want, "the host reads GPU 0's results");
    assert_eq!(c1, want, "GPU 1 reads GPU 0's results");
}

#[test]
fn without_the_write_back_the_host_and_other_gpus_read_stale_data() {
    let (want, c0, c1) = release_scenario(false);
    // c0 was never written by the host: without the write-back it is still zero in VRAM.
    let stale0 = c0.iter().filter(|&&x| x == 0.0).count();
    let stale1 = c1.iter().zip(&want).filter(|(x, y)| x != y).count();
    assert!(
        stale0 > want.len() / 2,
        "the host saw {stale0} stale values"
    );
    assert!(stale1 > want.len() / 2, "GPU 1 saw {stale1} stale values");
}

/// The kernel-start L2 invalidate follows the dispatch packet's acquire scope: a kernel whose
/// packet asks for agent scope (no host write since the GPU's last dispatch) finds the previous
/// kernel's lines of its own memory in the L2; a host write makes the runtime ask for system
/// scope, and the next kernel reads the new bytes, not the L2's old copy.
#[test]
fn agent_scope_acquire_keeps_own_lines_and_a_host_write_forces_system_scope() {
    setup();
    let dir = out_dir("acquire-scope");
    let mut rt = Runtime::start(&timing_cfg(), 1, None, &dir).unwrap();
    let module = rt
        .load_module(include_bytes!("../../gpu-sim/kernels/vecadd.hsaco"))
        .unwrap();
    let n = 4096usize;
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let floats = |b: &[u8]| {
        b.chunks(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect::<Vec<f32>>()
    };
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 2.0 * i as f32 + 1.0).collect();
    let b2: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32).collect();
    let size = (n * 4) as u64;
    let buf = |rt: &mut Runtime| rt.alloc(Placement::Gpu(0), size).unwrap();
    let (da, db, dc, dd, de) = (
        buf(&mut rt),
        buf(&mut rt),
        buf(&mut rt),
        buf(&mut rt),
        buf(&mut rt),
    );
    rt.write(&da, 0, &bytes(&a)).unwrap();
    rt.write(&db, 0, &bytes(&b)).unwrap();
    let add = |rt: &mut Runtime, x, y, z| {
        rt.launch(
            Target::Gpu(0),
            &module,
            "vecadd",
            [n as u32, 1, 1],
            [256, 1, 1],
            &[
                KArg::Ptr(x),
                KArg::Ptr(y),
                KArg::Ptr(z),
                KArg::U32(n as u32),
            ],
        )
        .unwrap();
        rt.wait(Target::Gpu(0)).unwrap();
    };
    add(&mut rt, da, db, dc); // system scope: the host wrote a and b
    add(&mut rt, dc, db, dd); // agent scope: c and b are still in the L2
    rt.write(&db, 0, &bytes(&b2)).unwrap();
    add(&mut rt, da, db, de); // system scope: b changed behind the L2
    let (mut d, mut e) = (vec![0u8; n * 4], vec![0u8; n * 4]);
    rt.read(&dd, 0, &mut d).unwrap();
    rt.read(&de, 0, &mut e).unwrap();
    let fin = rt.finish().unwrap();
    let want_d: Vec<f32> = (0..n).map(|i| a[i] + b[i] + b[i]).collect();
    let want_e: Vec<f32> = (0..n).map(|i| a[i] + b2[i]).collect();
    assert_eq!(floats(&d), want_d);
    assert_eq!(
        floats(&e),
        want_e,
        "the kernel after the host write read stale lines"
    );
    let hits: Vec<u64> = fin.gpu_side["dispatches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["members"][0]["timing"]["l2_hits"].as_u64().unwrap())
        .collect();
    let lines = 2 * size / 64;
    assert_eq!(hits.len(), 3);
    // The second kernel's 2 x 256 input lines all hit; the third starts from an empty L2.
    assert!(hits[1] >= lines, "{hits:?}");
    assert!(hits[2] < lines / 4 && hits[0] < lines / 4, "{hits:?}");
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    let whole = parse_dumps(&stats).pop().unwrap();
    assert_eq!(
        whole.get("gpu[0].dispatcher.system_acquires"),
        Some(2),
        "{}",
        stats
            .lines()
            .filter(|l| l.contains("system_acquires"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `tandem bench WHAT --size small --repeat N` on the default configuration, with its own
/// output directory.
fn bench_args(what: &str, repeat: u32) -> tandem::bench::BenchArgs {
    tandem::bench::BenchArgs {
        what: what.into(),
        size: "small".into(),
        workloads: None,
        with_memory: false,
        repeat,
        config: None,
        threads: None,
        gpu_mode: "unified".into(),
        out: std::env::temp_dir().join(format!("tandem-bench-{what}-{}", std::process::id())),
    }
}

/// `tandem bench parallel` runs each workload serial and parallel, checks that both wrote the
/// same `stats.txt`, and reports the speed-up with the engine's window and barrier figures
/// (the figures themselves are the benchmark's, not a test's: machines are noisy).
#[test]
fn bench_parallel_reports_speedups_of_identical_runs() {
    setup();
    let mut args = bench_args("parallel", 1);
    args.workloads = Some(vec!["fir".into(), "aes".into()]);
    args.threads = Some(2);
    args.gpu_mode = "both".into();
    let v = tandem::bench::run_bench(&args).unwrap();
    let p = &v["parallel"];
    assert_eq!(p["threads"], 2);
    let runs = p["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 4, "{p}");
    for r in runs {
        assert_eq!(r["stats_identical"], true, "{r}");
        assert!(r["speedup"].as_f64().unwrap() > 0.0, "{r}");
        assert_eq!(r["engine"]["threads"], 2, "{r}");
        // The host side, one per GPU and one per PCIe leaf switch (two GPUs per switch).
        assert_eq!(r["engine"]["partitions"], 7, "{r}");
        let wait = r["engine"]["barrier_wait_fraction"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&wait), "{r}");
    }
    assert!(p["median_speedup"].as_f64().unwrap() > 0.0);
    let _ = std::fs::remove_dir_all(&args.out);
}

/// `tandem bench micro` on the default R9 Nano configuration: every probe runs and verifies
/// (`run_bench` fails otherwise), and its figures are there, positive and in the order any
/// memory hierarchy puts them, each beside its paper value. How close they are to the MGSim
/// paper's R9 Nano is `calibration.rs`'s question, not this test's.
#[test]
fn bench_micro_probes_verify_and_give_ordered_figures() {
    setup();
    let args = bench_args("micro", 1);
    let r = tandem::bench::run_bench(&args).unwrap();
    let _ = std::fs::remove_dir_all(&args.out);
    let m = &r["micro"];
    for p in tandem::bench::PAPER {
        assert_eq!(m[p.key]["paper"].as_f64(), Some(p.paper), "{}: {m}", p.key);
    }
    let fig = |k: &str| {
        m[k]["tandem"]
            .as_f64()
            .unwrap_or_else(|| panic!("{k}: no figure in {}", m[k]))
    };
    let (slope, spacing, height) = (
        fig("alu_slope"),
        fig("alu_step_spacing"),
        fig("alu_step_height"),
    );
    assert!(
        slope > 0.0 && spacing > 0.0 && height > 0.0,
        "ALU staircase: slope {slope}, spacing {spacing}, height {height}: {}",
        m["lat-alu"]["staircase"]
    );
    assert_eq!(
        m["lat-alu"]["kernel_cycles"].as_array().map(Vec::len),
        Some(129),
        "a warm-up launch and N = 1..=128"
    );
    let (same, hit, miss) = (fig("same_address_load"), fig("l2_hit"), fig("l2_miss"));
    assert!(
        same > 0.0 && same <= miss && hit < miss,
        "same-address {same}, L2 hit {hit}, L2 miss {miss}"
    );
    // Streaming bandwidth: positive and below the configuration's peak (8 x 64 B per ns).
    let (gbps, peak) = (
        m["stream"]["gbps"].as_f64().unwrap(),
        m["stream"]["peak_gbps"].as_f64().unwrap(),
    );
    assert_eq!(peak, 512.0);
    assert!(gbps > 0.0 && gbps < peak, "stream {gbps} GB/s");
}

/// `tandem bench speed --repeat 2` on small inputs: every MGMark workload runs in both modes,
/// verifies, executes the same instructions in both, and the figures say how they were taken.
#[test]
fn bench_speed_keeps_the_fastest_of_repeated_runs() {
    setup();
    // The built-in workloads: with an MGPUSim checkout named, `speed` would run MGPUSim's.
    std::env::remove_var("MGPUSIM_DIR");
    let args = bench_args("speed", 2);
    let r = tandem::bench::run_bench(&args).unwrap();
    let _ = std::fs::remove_dir_all(&args.out);
    let s = &r["speed"];
    assert_eq!(s["repeat"], 2);
    let rows = s["workloads"].as_array().unwrap();
    assert_eq!(rows.len(), 8);
    for w in rows {
        assert!(w["timing_wall_s"].as_f64().unwrap() > 0.0, "{w}");
        assert!(w["kernel_cycles"].as_u64().unwrap() > 0, "{w}");
        // Both modes' rates per workload: its instructions over its wall time.
        let n = w["wavefront_instructions"].as_f64().unwrap();
        for mode in ["functional", "timing"] {
            let rate = w[format!("{mode}_wavefront_instr_per_s")].as_f64().unwrap();
            let wall = w[format!("{mode}_wall_s")].as_f64().unwrap();
            assert!(
                rate > 0.0 && (rate * wall - n).abs() <= 1e-6 * n,
                "{mode}: {w}"
            );
        }
    }
    assert!(s["timing_wavefront_instr_per_s"].as_f64().unwrap() > 0.0);
    assert!(s["functional_wavefront_instr_per_s"].as_f64().unwrap() > 0.0);
    assert_eq!(s["workload_set"], "mgmark");
    assert!(s.get("mgpusim").is_none());
}
