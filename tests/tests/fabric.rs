//! The multi-GPU fabric under whole programs: every workload verifies on four unified GPUs
//! (three quarters of their accesses go to other GPUs' memory) over every kind of topology and
//! with other GPUs' lines cached in the L2; the traffic matrix in `summary.json` says who moved
//! what to whom; and a run repeats exactly on any number of engine threads.

mod common;

use common::{out_dir, request, setup, timing_cfg};
use host_programs::workloads::Mode;
use host_stub::config::TandemConfig;
use serde_json::Value;
use tandem::run::run_one;

/// The timing config with `[gpu.timing.fabric]` laid over by `fabric` (TOML).
fn with_fabric(fabric: &str) -> TandemConfig {
    let mut cfg = timing_cfg();
    let t: toml::Table = fabric.parse().unwrap();
    cfg.gpu
        .timing
        .insert("fabric".into(), toml::Value::Table(t));
    cfg.gpu.timing_config().unwrap();
    cfg
}

fn run(cfg: &TandemConfig, w: &'static str, mode: Mode, tag: &str) -> (Value, String) {
    let dir = out_dir(&format!("{w}-{mode:?}-{tag}"));
    let s =
        run_one(cfg, &request(w, 4, mode), &dir).unwrap_or_else(|e| panic!("{w} ({tag}): {e:#}"));
    assert_eq!(
        s["verification"]["verified"], true,
        "{w} ({tag}): {}",
        s["verification"]
    );
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    // All but gem5's host-measured lines (wall time, memory), which differ run to run.
    (s, gpu_sim::stats::gem5text::without_host_stats(&stats))
}

fn matrix(s: &Value) -> Vec<Vec<u64>> {
    s["fabric"]["gpu_to_gpu_bytes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            r.as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap())
                .collect()
        })
        .collect()
}

fn link<'a>(s: &'a Value, from: &str, to: &str) -> &'a Value {
    s["fabric"]["links"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["from"] == from && l["to"] == to)
        .unwrap_or_else(|| panic!("no link {from} -> {to}"))
}

#[test]
fn every_workload_verifies_on_every_topology() {
    setup();
    let fabrics = [
        ("mesh", "topology = \"mesh\"\npreset = \"nvlink2\"\n"),
        ("ring", "topology = \"ring\"\n"),
        (
            "star",
            "topology = \"links\"\n\
             links = [{ a = \"host\", b = \"hub\" }, { a = \"gpu0\", b = \"hub\" },\n\
             { a = \"gpu1\", b = \"hub\" }, { a = \"gpu2\", b = \"hub\" },\n\
             { a = \"gpu3\", b = \"hub\", bandwidth_gbs = 4.0 }]\n",
        ),
        ("tree-l2", "cache_remote_in_l2 = true\n"),
    ];
    for (tag, f) in fabrics {
        let cfg = with_fabric(f);
        // vecadd and the MGMark workloads (not the micro-benchmarks and probes).
        let programs = host_programs::workloads::WORKLOADS
            .iter()
            .filter(|w| !w.starts_with("micro") && !w.starts_with("lat"));
        for &w in programs {
            let (s, _) = run(&cfg, w, Mode::Unified, tag);
            let m = matrix(&s);
            assert_eq!(m.len(), 4);
            // Unified pages are spread over the four GPUs: they read each other's memory.
            for (a, row) in m.iter().enumerate() {
                assert_eq!(row[a], 0, "{w} ({tag}): a GPU is not remote to itself");
            }
            // (vecadd keeps its arrays in host memory: its GPUs meet only there.)
            assert!(
                w == "vecadd" || m.iter().flatten().sum::<u64>() > 0,
                "{w} ({tag}): no traffic between GPUs: {m:?}"
            );
            let per_gpu = s["fabric"]["per_gpu"].as_array().unwrap();
            assert!(per_gpu.iter().all(|g| g["host_bytes"].as_u64() > Some(0)));
        }
    }
}

#[test]
fn the_traffic_follows_the_topology() {
    setup();
    // Mesh: GPU 0's traffic to GPU 3 goes straight over their own link.
    let (s, _) = run(
        &with_fabric("topology = \"mesh\"\npreset = \"nvlink2\"\n"),
        "fir",
        Mode::Unified,
        "mesh",
    );
    let m = matrix(&s);
    let direct = link(&s, "gpu0", "gpu3");
    assert!(direct["payload_bytes"].as_u64().unwrap() > 0, "{direct}");
    // The link from 0 to 3 carries 0's requests (write data) and 3's answers (read data) to
    // 0's requests; only traffic between 0 and 3 uses it.
    let both = m[0][3] + m[3][0];
    assert!(
        direct["payload_bytes"].as_u64().unwrap() <= both,
        "{direct} vs {both}"
    );
    // The same program on the PCIe tree: GPUs 0 and 1 share a leaf switch, so 0's traffic to
    // 2 and 3 crosses the root; the uplinks carry it.
    let (t, _) = run(&timing_cfg(), "fir", Mode::Unified, "tree");
    let up = link(&t, "switch0", "switch_root");
    assert!(up["packets"].as_u64().unwrap() > 0, "{up}");
    assert!(up["utilisation"].as_f64().unwrap() > 0.0);
    let mt = matrix(&t);
    assert_eq!(m, mt, "the same program moves the same bytes on any fabric");
    // The slower fabric costs time.
    assert!(
        t["simulated_time_ps"].as_u64() > s["simulated_time_ps"].as_u64(),
        "PCIe tree {} ps vs NVLink mesh {} ps",
        t["simulated_time_ps"],
        s["simulated_time_ps"]
    );
}

#[test]
fn a_ring_repeats_exactly_on_any_thread_count() {
    setup();
    let mut cfg = with_fabric("topology = \"ring\"\n");
    let mut first = None;
    for threads in [1, 2, 5] {
        cfg.gpu.threads = threads;
        let (_, stats) = run(&cfg, "kmeans", Mode::Unified, &format!("t{threads}"));
        match &first {
            None => first = Some(stats),
            Some(f) => assert!(&stats == f, "stats.txt differs on {threads} threads"),
        }
    }
}
