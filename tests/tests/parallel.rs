//! The parallel engine is deterministic: every workload, on 2 and 4 GPUs, discrete and unified,
//! in timing mode, gives byte-identical `stats.txt` (less gem5's host-measured `host*` lines) and
//! `summary.json` (less its wall-clock fields) on 1, 2, 4 and 8 engine threads and over a repeated run; and functional mode gives the
//! same dispatch records on 1 and 2 threads. Shared virtual memory (first touch) and the APU
//! configuration give the same statistics on 1, 2, 4 and 8 threads.
//!
//! These whole-stack runs also pass in a debug build (`cargo test -p tests --test parallel`),
//! where a data race or a window-ordering bug is likeliest to show.

mod common;

use common::{out_dir, request, setup, timing_cfg};
use host_programs::workloads::Mode;
use serde_json::Value;
use tandem::run::run_one;

/// Removes what depends on the machine rather than the simulation.
fn strip_wall_clock(v: &mut Value) {
    if let Value::Object(m) = v {
        m.remove("wall_seconds");
        m.remove("gpu_process_peak_rss_bytes");
        for (_, x) in m.iter_mut() {
            strip_wall_clock(x);
        }
    } else if let Value::Array(a) = v {
        for x in a {
            strip_wall_clock(x);
        }
    }
}

/// Runs `w` with `threads` engine threads; returns (summary less wall-clock fields, stats.txt,
/// the engine's own report from gpu-side.json).
fn run(
    cfg: &host_stub::config::TandemConfig,
    w: &'static str,
    gpus: usize,
    mode: Mode,
    threads: u32,
    tag: &str,
) -> (Value, String, Value) {
    let mut cfg = cfg.clone();
    cfg.gpu.threads = threads;
    let dir = out_dir(&format!("{w}-{gpus}-{mode:?}-{threads}-{tag}"));
    let mut s = run_one(&cfg, &request(w, gpus, mode), &dir)
        .unwrap_or_else(|e| panic!("{w} on {gpus} GPUs {mode:?}, {threads} threads: {e:#}"));
    assert_eq!(
        s["verification"]["verified"], true,
        "{w} on {gpus} GPUs {mode:?}, {threads} threads: {}",
        s["verification"]
    );
    strip_wall_clock(&mut s);
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap_or_default();
    // All but gem5's host-measured lines (wall time, memory), which differ run to run.
    let stats = gpu_sim::stats::gem5text::without_host_stats(&stats);
    let side: Value =
        serde_json::from_slice(&std::fs::read(dir.join("gpu-side.json")).unwrap()).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    (s, stats, side["engine"].clone())
}

/// Every workload at `gpus` in `mode`: 1, 2 and 4 threads and a second 2-thread run agree.
fn every_workload_agrees(gpus: usize, mode: Mode) {
    setup();
    let cfg = timing_cfg();
    for &w in host_programs::workloads::WORKLOADS {
        let (s1, t1, e1) = run(&cfg, w, gpus, mode, 1, "a");
        assert!(!t1.is_empty(), "{w}: timing mode writes stats.txt");
        // The engine really is partitioned (one per GPU, the host side and, in timing mode,
        // each PCIe leaf switch: two GPUs per switch in this configuration) with a window.
        let parts = gpus as u64 + 1 + (gpus as u64).div_ceil(2);
        assert_eq!(e1["partitions"], parts, "{w}: {e1}");
        assert!(e1["lookahead_ps"].as_u64().is_some_and(|l| l > 0), "{e1}");
        assert_eq!(e1["threads"], 1);
        for (threads, tag) in [(2, "a"), (4, "a"), (8, "a"), (2, "b")] {
            let (s, t, e) = run(&cfg, w, gpus, mode, threads, tag);
            assert_eq!(e["threads"], u64::from(threads).min(parts), "{w}: {e}");
            assert!(
                t == t1,
                "{w} on {gpus} GPUs {mode:?}: stats.txt differs between 1 and {threads} threads ({tag}); first difference at line {}",
                t.lines()
                    .zip(t1.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(0)
                    + 1
            );
            assert_eq!(
                s, s1,
                "{w} on {gpus} GPUs {mode:?}: summary.json differs between 1 and {threads} threads ({tag})"
            );
        }
    }
}

#[test]
fn two_gpus_discrete_same_results_on_any_thread_count() {
    every_workload_agrees(2, Mode::Discrete);
}

#[test]
fn two_gpus_unified_same_results_on_any_thread_count() {
    every_workload_agrees(2, Mode::Unified);
}

#[test]
fn four_gpus_discrete_same_results_on_any_thread_count() {
    every_workload_agrees(4, Mode::Discrete);
}

#[test]
fn four_gpus_unified_same_results_on_any_thread_count() {
    every_workload_agrees(4, Mode::Unified);
}

/// Functional mode: the GPUs' functional dispatchers run in their own partitions too; the
/// dispatch records (times, instruction counts) agree on 1 and 2 threads.
#[test]
fn functional_mode_same_records_on_any_thread_count() {
    setup();
    let cfg = host_stub::config::TandemConfig::r9_nano();
    for mode in [Mode::Discrete, Mode::Unified] {
        for &w in host_programs::workloads::WORKLOADS {
            let (s1, _, e1) = run(&cfg, w, 4, mode, 1, "f");
            let (s2, _, e2) = run(&cfg, w, 4, mode, 2, "f");
            assert_eq!(e1["partitions"], 5);
            assert_eq!(e2["threads"], 2);
            assert_eq!(s1, s2, "{w} {mode:?}: functional summary differs");
        }
    }
}

/// Shared virtual memory (first-touch placement: pages migrate between the GPUs' partitions
/// and the host side's over the fabric and the fault path) on 4 unified GPUs: the same
/// statistics on 1, 2, 4 and 8 threads.
#[test]
fn svm_same_results_on_any_thread_count() {
    setup();
    let mut cfg = timing_cfg();
    cfg.host.unified_placement = host_stub::config::UnifiedPlacement::FirstTouch;
    for w in ["vecadd", "fir"] {
        let (s1, t1, _) = run(&cfg, w, 4, Mode::Unified, 1, "svm");
        assert!(t1.contains("svm"), "{w}: no SVM counters in stats.txt");
        for threads in [2, 4, 8] {
            let (s, t, _) = run(&cfg, w, 4, Mode::Unified, threads, "svm");
            assert!(
                t == t1,
                "{w} with SVM: stats.txt differs on {threads} threads"
            );
            assert_eq!(
                s, s1,
                "{w} with SVM: summary.json differs on {threads} threads"
            );
        }
    }
}

/// The APU configuration (`configs/apu.toml`: the GPUs reach host memory through the bridge's
/// memory-controller queues, with CPU memory traffic beside them) on 2 GPUs: the same
/// statistics on 1, 2, 4 and 8 threads.
#[test]
fn apu_same_results_on_any_thread_count() {
    setup();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../configs/apu.toml");
    let mut cfg = host_stub::config::TandemConfig::load(&path).unwrap();
    cfg.host.traffic.requests_per_us = 20;
    cfg.gpu.count = 2;
    for (w, mode) in [("vecadd", Mode::Discrete), ("fir", Mode::Unified)] {
        let (s1, t1, _) = run(&cfg, w, 2, mode, 1, "apu");
        assert!(
            t1.contains("mc_client.wire_requests"),
            "{w}: the GPUs reach host memory through the bridge"
        );
        for threads in [2, 4, 8] {
            let (s, t, _) = run(&cfg, w, 2, mode, threads, "apu");
            assert!(t == t1, "{w} APU: stats.txt differs on {threads} threads");
            assert_eq!(s, s1, "{w} APU: summary.json differs on {threads} threads");
        }
    }
}
