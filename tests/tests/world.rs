//! One simulated-time world in the GPU process (whole runs through the host stub):
//!
//! - the members of a unified kernel run at the same time on their GPUs, and their traffic to
//!   host memory contends for the one host link they share (its queueing delay grows beyond what
//!   each member alone would see);
//! - quantum and per-cycle lock-step with the CPU side give identical GPU statistics, in timing
//!   and in functional mode, discrete and unified;
//! - every MGMark workload verifies on 4 discrete and 4 unified GPUs in timing mode.

mod common;
use common::{out_dir, request, setup};

use host_programs::workloads::{Mode, WORKLOADS};
use host_stub::config::{LockstepMode, TandemConfig};
use tandem::run::run_one;

fn cfg(timing: bool) -> TandemConfig {
    let mut c = TandemConfig::r9_nano();
    if timing {
        c.gpu.mode = gpu_sim::side::GpuMode::Timing;
    }
    c
}

/// Runs `w` and returns the GPU process's records and stats.txt (timing mode).
fn run(
    c: &TandemConfig,
    w: &'static str,
    gpus: usize,
    mode: Mode,
    name: &str,
) -> (serde_json::Value, String) {
    setup();
    let dir = out_dir(name);
    let s = run_one(c, &request(w, gpus, mode), &dir).unwrap();
    assert_eq!(
        s["verification"]["verified"], true,
        "{name}: {}",
        s["verification"]
    );
    let side: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("gpu-side.json")).unwrap()).unwrap();
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    (side, stats)
}

/// Counter `name` of the whole-run dump (the last one in `stats.txt`).
fn stat(stats: &str, name: &str) -> u64 {
    let dumps = gpu_sim::stats::derive::parse_dumps(stats);
    dumps
        .last()
        .and_then(|d| d.get(name))
        .unwrap_or_else(|| panic!("no {name} in stats"))
}

#[test]
fn unified_members_overlap_in_time_and_contend_for_the_fabric_link_to_host_memory() {
    let c = cfg(true);
    let (one, one_stats) = run(&c, "fir", 1, Mode::Discrete, "fir-1");
    let (four, four_stats) = run(&c, "fir", 4, Mode::Unified, "fir-u4");
    // Every member of every dispatch overlaps every other member in simulated time.
    let mut checked = 0;
    for d in four["dispatches"].as_array().unwrap() {
        let m = d["members"].as_array().unwrap();
        assert_eq!(m.len(), 4, "{d}");
        for a in m {
            for b in m {
                let (sa, ea) = (
                    a["timing"]["start_ps"].as_u64().unwrap(),
                    a["timing"]["end_ps"].as_u64().unwrap(),
                );
                let (sb, eb) = (
                    b["timing"]["start_ps"].as_u64().unwrap(),
                    b["timing"]["end_ps"].as_u64().unwrap(),
                );
                assert!(sa < eb && sb < ea, "members do not overlap: {a} {b}");
                checked += 1;
            }
        }
    }
    assert!(checked > 0);
    assert_eq!(
        one["dispatches"].as_array().unwrap().len(),
        four["dispatches"].as_array().unwrap().len()
    );
    // The four members fetch the same code and arguments from host memory at the same time:
    // host memory's answers leave on its one link into the fabric, with far more waiting
    // than four times one GPU's own.
    let q1 = stat(&one_stats, "fabric.host.to_switch_root.queue_delay");
    let q4 = stat(&four_stats, "fabric.host.to_switch_root.queue_delay");
    assert!(q4 > 0, "no queueing on host memory's link");
    assert!(
        q4 > 4 * q1,
        "4 GPUs {q4} ps vs 1 GPU {q1} ps: no contention"
    );
}

/// Statistics of a run without the engine's own counters (`engine.events` differs: per-cycle
/// lock-step wakes nothing extra, but keep the comparison about the GPUs), without the whole
/// run's gem5 root statistics of simulated time (they are `engine.now`) and without gem5's
/// host-measured lines (wall time, memory). The kernels' intervals stay.
fn gpu_stats(stats: &str) -> String {
    let stats = gpu_sim::stats::gem5text::without_host_stats(stats);
    let marker = gpu_sim::stats::derive::BEGIN_MARKER;
    let (kernels, whole) = stats.split_at(stats.rfind(marker).unwrap_or(0));
    let engine_time = ["simSeconds", "simTicks", "finalTick"];
    kernels
        .lines()
        .chain(whole.lines().filter(|l| {
            !engine_time
                .iter()
                .any(|n| l.split_whitespace().next() == Some(*n))
        }))
        .filter(|l| !l.starts_with("engine."))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn quantum_and_per_cycle_lock_step_give_identical_gpu_statistics() {
    for (timing, w, gpus, mode) in [
        (true, "vecadd", 1, Mode::Discrete),
        (true, "fir", 2, Mode::Unified),
        (false, "kmeans", 2, Mode::Discrete),
    ] {
        let mut q = cfg(timing);
        q.bridge.lockstep = LockstepMode::Quantum;
        let mut small_q = q.clone();
        small_q.bridge.quantum_ps = Some(7_000);
        let mut cyc = q.clone();
        cyc.bridge.lockstep = LockstepMode::Cycle;
        let name = format!("{w}-{gpus}-{timing}");
        let (qa, qs) = run(&q, w, gpus, mode, &format!("{name}-q"));
        let (sa, ss) = run(&small_q, w, gpus, mode, &format!("{name}-q7"));
        let (ca, cs) = run(&cyc, w, gpus, mode, &format!("{name}-c"));
        assert_eq!(qa["dispatches"], sa["dispatches"], "{name}: quantum 7 ns");
        assert_eq!(qa["dispatches"], ca["dispatches"], "{name}: per-cycle");
        assert_eq!(qa["cp"], ca["cp"], "{name}");
        if timing {
            assert!(qs.contains("gpu[0].dispatcher.groups_done"), "{name}");
            assert_eq!(gpu_stats(&qs), gpu_stats(&ss), "{name}: quantum 7 ns");
            assert_eq!(gpu_stats(&qs), gpu_stats(&cs), "{name}: per-cycle");
        }
    }
}

#[test]
fn per_cycle_lock_step_in_the_apu_configuration_gives_identical_statistics() {
    // Host memory through the bridge's memory-controller queues: the GPU process injects the
    // responses at their timestamps and sends requests at their emit times in both modes.
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../configs/apu.toml");
    let q = TandemConfig::load(&path).unwrap();
    let mut c = q.clone();
    c.bridge.lockstep = LockstepMode::Cycle;
    let (qa, qs) = run(&q, "vecadd", 1, Mode::Discrete, "apu-q");
    let (ca, cs) = run(&c, "vecadd", 1, Mode::Discrete, "apu-c");
    assert!(
        stat(&qs, "gpu[0].mc_client.reads") > 0,
        "the APU path was not used"
    );
    assert_eq!(qa["dispatches"], ca["dispatches"]);
    assert_eq!(gpu_stats(&qs), gpu_stats(&cs));
}

#[test]
fn every_workload_verifies_on_4_discrete_and_4_unified_timing_gpus() {
    let c = cfg(true);
    for mode in [Mode::Discrete, Mode::Unified] {
        for &w in WORKLOADS {
            run(&c, w, 4, mode, &format!("{w}-{mode:?}-4"));
        }
    }
}

#[test]
fn a_kernel_past_the_cycle_guard_stops_the_run_naming_the_key() {
    setup();
    let mut c = cfg(true);
    let mut d = toml::Table::new();
    d.insert("max_kernel_cycles".into(), toml::Value::Integer(500));
    c.gpu
        .timing
        .insert("dispatcher".into(), toml::Value::Table(d));
    let dir = out_dir("guard");
    let e = run_one(&c, &request("fir", 1, Mode::Discrete), &dir)
        .expect_err("fir takes far more than 500 cycles");
    let text = format!("{e:#}");
    assert!(
        text.contains("gpu.timing.dispatcher.max_kernel_cycles") && text.contains("gpu[0]"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_unified_queue_runs_its_kernels_in_order_across_members() {
    // Bitonic launches its steps back to back on one queue; each step reads what every member
    // wrote in the step before, so no member of a step may start before every member of the
    // previous step has finished (the members run on their own GPUs at the same time).
    // Three members share four workgroups (2, 1, 1): the first finishes each step last. Short
    // host and packet times (1 ns, 0.1 us) put the next step's packet in front of the command
    // processor before a step ends. (Without the ordering the sort comes out wrong.)
    let mut c = cfg(true);
    c.gpu.cp.packet_process_ps = 100_000;
    c.host.launch_ps = 1000;
    c.host.api_call_ps = 1000;
    c.host.ioctl_ps = 1000;
    let (side, _) = run(&c, "bitonic", 3, Mode::Unified, "bitonic-u3");
    let d = side["dispatches"].as_array().unwrap();
    assert!(d.len() > 10);
    for w in d.windows(2) {
        let prev_end = w[0]["members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["timing"]["end_ps"].as_u64().unwrap())
            .max()
            .unwrap();
        for m in w[1]["members"].as_array().unwrap() {
            let start = m["timing"]["start_ps"].as_u64().unwrap();
            assert!(
                start >= prev_end,
                "a member started at {start} before {prev_end}"
            );
        }
    }
}

/// Issue #36: the default engine thread count leaves out the cores other work keeps busy (a
/// loaded machine gets one thread), and stays within the machine's cores and the GPUs.
#[test]
fn default_threads_follow_the_idle_cores() {
    use gpu_sim::world::default_threads;
    // Idle 16-core machine: one thread per GPU.
    assert_eq!(default_threads(16, Some(0.1), 4), 4);
    assert_eq!(default_threads(16, Some(0.1), 8), 8);
    // Two CPU-bound processes on 2 cores: one thread.
    assert_eq!(default_threads(2, Some(2.3), 4), 1);
    assert_eq!(default_threads(2, Some(6.0), 4), 1);
    // Half busy: the idle half, rounded.
    assert_eq!(default_threads(16, Some(8.4), 8), 8);
    assert_eq!(default_threads(16, Some(10.6), 8), 5);
    // No load figure (no /proc): every core, capped at the GPUs; one GPU: one thread.
    assert_eq!(default_threads(4, None, 8), 4);
    assert_eq!(default_threads(4, Some(f64::NAN), 2), 2);
    assert_eq!(default_threads(16, Some(0.0), 1), 1);
    assert_eq!(default_threads(1, Some(0.0), 0), 1);
}
