//! Timeline traces (`tandem run --trace`) and the progress page, end to end: the trace is valid
//! JSON in the trace-event format; its kernel events have exactly the GPU start and end times
//! `summary.json` reports; every workgroup appears once, on a compute unit's lane, inside its
//! kernel; no thread holds overlapping slices; `--trace-window` keeps only what starts inside
//! it; tracing leaves the statistics byte-identical; and Perfetto's trace processor loads the
//! file and finds the kernels (`scripts/check-trace.py`). That last test needs the `perfetto`
//! Python package and its trace processor binary, which `scripts/install-deps --perfetto`
//! fetches (with network access), so it is ignored by default: `cargo test --release -p tandem-tests
//! --test trace -- --ignored` runs it.

mod common;
use common::{out_dir, request, setup, timing_cfg};
use std::collections::HashMap;
use std::path::Path;

use gpu_sim::trace::TraceOptions;
use host_programs::workloads::Mode;
use host_stub::runtime::Runtime;
use serde_json::Value;
use tandem::run::{run_one, run_one_with, RunOptions};

fn traced(dir: &Path, mem: bool, window: Option<(u64, u64)>) -> TraceOptions {
    TraceOptions {
        path: dir.join("trace.json"),
        mem,
        window,
        mem_cap: gpu_sim::trace::DEFAULT_MEM_CAP,
    }
}

/// Picoseconds from a trace timestamp (microseconds with six decimals).
fn ps(v: &Value) -> u64 {
    (v.as_f64().unwrap() * 1e6).round() as u64
}

fn events(path: &Path) -> Vec<Value> {
    let v: Value = serde_json::from_slice(&std::fs::read(path).unwrap()).expect("valid JSON");
    v["traceEvents"].as_array().expect("traceEvents").clone()
}

fn slices<'a>(evs: &'a [Value], cat: &str) -> Vec<&'a Value> {
    evs.iter()
        .filter(|e| e["ph"] == "X" && e["cat"] == cat)
        .collect()
}

/// No two slices of one thread overlap unless one contains the other.
fn assert_nested(evs: &[Value]) {
    let mut by_tid: HashMap<u64, Vec<(u64, u64)>> = HashMap::new();
    for e in evs.iter().filter(|e| e["ph"] == "X") {
        let s = ps(&e["ts"]);
        by_tid
            .entry(e["tid"].as_u64().unwrap())
            .or_default()
            .push((s, s + ps(&e["dur"])));
    }
    for (tid, mut v) in by_tid {
        v.sort_by_key(|&(s, e)| (s, std::cmp::Reverse(e)));
        let mut open: Vec<u64> = Vec::new();
        for (s, e) in v {
            while open.last().is_some_and(|&end| end <= s) {
                open.pop();
            }
            if let Some(&end) = open.last() {
                assert!(
                    e <= end,
                    "thread {tid}: slice {s}..{e} overlaps one ending at {end}"
                );
            }
            open.push(e);
        }
    }
}

#[test]
fn a_trace_shows_every_kernel_and_workgroup_and_leaves_the_statistics_alone() {
    setup();
    let cfg = timing_cfg();
    let req = request("fir", 2, Mode::Discrete);
    let plain = out_dir("plain");
    run_one(&cfg, &req, &plain).unwrap();
    let dir = out_dir("traced");
    let opts = RunOptions {
        trace: Some(traced(&dir, true, None)),
        progress: None,
    };
    let s = run_one_with(&cfg, &req, &dir, &opts).unwrap();
    assert_eq!(s["verification"]["verified"], true);

    // Tracing only observes.
    // All but gem5's host-measured lines (wall time, memory).
    let stats = |d: &Path| {
        gpu_sim::stats::gem5text::without_host_stats(
            &std::fs::read_to_string(d.join("stats.txt")).unwrap(),
        )
    };
    assert_eq!(stats(&plain), stats(&dir), "stats.txt differs with --trace");

    let evs = events(&dir.join("trace.json"));
    assert_nested(&evs);
    let names: Vec<&str> = evs
        .iter()
        .filter(|e| e["ph"] == "M" && e["name"] == "process_name")
        .filter_map(|e| e["args"]["name"].as_str())
        .collect();
    for n in ["GPU 0", "GPU 1", "system", "host"] {
        assert!(names.contains(&n), "no process {n} in {names:?}");
    }

    // One kernel event per dispatch, with summary.json's times to the picosecond.
    let kernels = s["kernels"].as_array().unwrap();
    let kev = slices(&evs, "kernel");
    assert_eq!(kev.len(), kernels.len());
    for k in kernels {
        // GPU g's trace process is g + 1 (viewers treat process 0 specially).
        let pid = k["gpu"].as_u64().unwrap() + 1;
        let e = kev
            .iter()
            .find(|e| e["pid"] == pid && e["args"]["dispatch_id"] == k["dispatch_id"])
            .unwrap_or_else(|| panic!("no kernel event for {k}"));
        assert_eq!(e["name"], k["kernel"]);
        let (start, end) = (
            k["gpu_start_ps"].as_u64().unwrap(),
            k["gpu_end_ps"].as_u64().unwrap(),
        );
        assert_eq!(ps(&e["ts"]), start);
        assert_eq!(ps(&e["dur"]), end - start);
    }

    // Every workgroup once, on a compute unit of its GPU, inside its kernel.
    let wgs = slices(&evs, "workgroup");
    let n_groups: u64 = kernels
        .iter()
        .flat_map(|k| k["members"].as_array().unwrap())
        .map(|m| m["workgroups"].as_u64().unwrap())
        .sum();
    assert_eq!(wgs.len() as u64, n_groups);
    let thread_names: HashMap<u64, &str> = evs
        .iter()
        .filter(|e| e["ph"] == "M" && e["name"] == "thread_name")
        .map(|e| {
            (
                e["tid"].as_u64().unwrap(),
                e["args"]["name"].as_str().unwrap(),
            )
        })
        .collect();
    for w in &wgs {
        let tname = thread_names[&w["tid"].as_u64().unwrap()];
        assert!(tname.starts_with("cu["), "workgroup on thread {tname}");
        let k = kev.iter().find(|k| k["pid"] == w["pid"]).unwrap();
        let (ks, ws) = (ps(&k["ts"]), ps(&w["ts"]));
        assert!(ws >= ks && ws + ps(&w["dur"]) <= ks + ps(&k["dur"]));
        assert!(w["args"]["instructions"].as_u64().unwrap() > 0);
    }
    let insts: u64 = wgs
        .iter()
        .map(|w| w["args"]["instructions"].as_u64().unwrap())
        .sum();
    let want: u64 = kernels
        .iter()
        .map(|k| k["timing"]["wavefront_instructions"].as_u64().unwrap())
        .sum();
    assert_eq!(insts, want);

    // Memory transactions and the host program's calls.
    let mem = slices(&evs, "mem");
    assert!(!mem.is_empty());
    assert!(mem
        .iter()
        .all(|e| ["read", "write", "atomic"].contains(&e["name"].as_str().unwrap())));
    let host = slices(&evs, "host");
    assert!(host.iter().any(|e| e["name"] == "launch"));
    assert!(host.iter().any(|e| e["name"] == "wait"));
}

/// Perfetto's own importer loads a traced run's file and finds every kernel with
/// `summary.json`'s duration (`scripts/check-trace.py`).
#[test]
#[ignore = "needs Perfetto's trace processor (scripts/install-deps --perfetto, with network access, or TANDEM_TRACE_PROCESSOR=/path/to/trace_processor_shell): cargo test --release -p tandem-tests --test trace -- --ignored"]
fn perfetto_loads_the_trace_and_finds_every_kernel() {
    setup();
    let cfg = timing_cfg();
    let req = request("fir", 2, Mode::Discrete);
    let dir = out_dir("perfetto");
    let opts = RunOptions {
        trace: Some(traced(&dir, true, None)),
        progress: None,
    };
    let s = run_one_with(&cfg, &req, &dir, &opts).unwrap();
    assert_eq!(s["verification"]["verified"], true);
    let summary = dir.join("summary.json");
    std::fs::write(&summary, serde_json::to_vec_pretty(&s).unwrap()).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/check-trace.py");
    let out = std::process::Command::new("python3")
        .arg(&script)
        .arg(dir.join("trace.json"))
        .arg(&summary)
        .output()
        .expect("running python3 (scripts/install-deps installs it)");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    match out.status.code() {
        Some(0) => eprintln!("{text}"),
        // The script's "cannot check" status: no perfetto module or no trace processor binary.
        Some(77) => panic!("the Perfetto check cannot run here: {text}"),
        _ => panic!("scripts/check-trace.py failed:\n{text}"),
    }
}

#[test]
fn unified_members_and_the_window() {
    setup();
    let cfg = timing_cfg();
    let req = request("fir", 2, Mode::Unified);
    let dir = out_dir("unified");
    let opts = RunOptions {
        trace: Some(traced(&dir, false, None)),
        progress: None,
    };
    let s = run_one_with(&cfg, &req, &dir, &opts).unwrap();
    assert_eq!(s["verification"]["verified"], true);
    let evs = events(&dir.join("trace.json"));
    assert_nested(&evs);
    let members = slices(&evs, "member");
    let pids: Vec<u64> = members.iter().map(|e| e["pid"].as_u64().unwrap()).collect();
    assert!(pids.contains(&1) && pids.contains(&2), "{pids:?}");
    assert!(
        slices(&evs, "mem").is_empty(),
        "memory traced without --trace-mem"
    );

    // A window over the earlier half of the workgroup starts leaves out the workgroups that
    // start later (on both GPUs: the discrete kernels overlap).
    let req = request("fir", 2, Mode::Discrete);
    let dir1 = out_dir("nowindow");
    let opts = RunOptions {
        trace: Some(traced(&dir1, false, None)),
        progress: None,
    };
    let s = run_one_with(&cfg, &req, &dir1, &opts).unwrap();
    let mut starts: Vec<u64> = slices(&events(&dir1.join("trace.json")), "workgroup")
        .iter()
        .map(|e| ps(&e["ts"]))
        .collect();
    starts.sort_unstable();
    let all_groups = starts.len();
    // From the first workgroup's start to the median start: the GPUs' groups all start
    // within a few hundred cycles, so half a kernel would hold every one of them.
    let w = (starts[0], starts[all_groups / 2]);
    let dir2 = out_dir("window");
    let opts = RunOptions {
        trace: Some(traced(&dir2, true, Some(w))),
        progress: None,
    };
    run_one_with(&cfg, &req, &dir2, &opts).unwrap();
    let evs = events(&dir2.join("trace.json"));
    let wgs = slices(&evs, "workgroup");
    assert!(!wgs.is_empty() && wgs.len() < all_groups);
    for e in wgs.iter().chain(slices(&evs, "mem").iter()) {
        let t = ps(&e["ts"]);
        assert!(t >= w.0 && t <= w.1, "{e} starts outside {w:?}");
    }
    // The kernels are always there.
    assert_eq!(
        slices(&evs, "kernel").len(),
        s["kernels"].as_array().unwrap().len()
    );
}

#[test]
fn the_progress_page_counts_what_the_gpus_did() {
    setup();
    let cfg = timing_cfg();
    let dir = out_dir("progress");
    let req = request("vecadd", 1, Mode::Discrete);
    let mut rt = Runtime::start(&cfg, 1, None, &dir).unwrap();
    let o = host_programs::workloads::run("vecadd", &mut *rt, &req.plan).unwrap();
    assert_eq!(o.verified, Some(true));
    let p = rt.progress_page().load();
    let fin = rt.finish().unwrap();
    let ds = fin.gpu_side["dispatches"].as_array().unwrap();
    let insts: u64 = ds
        .iter()
        .flat_map(|d| d["members"].as_array().unwrap())
        .map(|m| m["wavefront_instructions"].as_u64().unwrap())
        .sum();
    assert!(insts > 0);
    assert_eq!(p.wavefront_instructions, insts);
    assert_eq!(p.kernels, ds.len() as u64);
    assert!(p.sim_ps > 0 && p.sim_ps <= fin.end_ps);
}
