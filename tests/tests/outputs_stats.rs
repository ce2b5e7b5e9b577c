//! The statistics a timing run leaves (docs/outputs.md, "stats.txt" and "Characterization"):
//! `stats.txt` is a sequence of dumps in gem5's exact text format, one per kernel and the whole
//! run last, which gem5 users' readers parse (`scripts/check-gem5-stats.py`), each with gem5's
//! root statistics over its interval, and `stats-dumps.json` names them; the
//! per-GPU totals equal the sum of their instances; the CPI stack sums to the busy cycles and
//! the active-lane histogram to the vector instructions; the kernels' dumps add up to the
//! whole run; `summary.json` and `metrics.csv` carry the same per-kernel, per-GPU metrics; the
//! JSON holds no Debug strings; GPU ids are the same 0-based numbers everywhere.

mod common;
use common::{out_dir, setup, timing_cfg};
use std::collections::BTreeMap;
use std::path::PathBuf;

use gpu_sim::stats::derive::{parse_dumps, ParsedDump, BEGIN_MARKER, END_MARKER};
use gpu_sim::stats::dumps::{DumpIndex, DUMPS_FILE};
use host_programs::workloads::{Mode, Plan, Size};
use serde_json::Value;
use tandem::run::run_one;

/// Runs `w` in timing mode on GPUs `gpus` and returns (summary, stats.txt, metrics.csv,
/// stats-dumps.json).
fn run(
    w: &'static str,
    gpus: &[usize],
    mode: Mode,
    name: &str,
) -> (Value, String, String, DumpIndex) {
    setup();
    let dir = out_dir(name);
    let req = tandem::run::Request {
        workload: w,
        plan: Plan {
            gpus: gpus.to_vec(),
            mode,
            size: Size::Small,
            verify: true,
        },
        n_gpus: gpus.iter().max().unwrap() + 1,
    };
    let s = run_one(&timing_cfg(), &req, &dir).unwrap();
    assert_eq!(s["verification"]["verified"], true, "{}", s["verification"]);
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    let side: Value =
        serde_json::from_slice(&std::fs::read(dir.join("gpu-side.json")).unwrap()).unwrap();
    no_debug_strings("gpu-side.json", &side);
    let index = read_index(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    let csv = host_stub_metrics_csv(&s);
    (s, stats, csv, index)
}

/// `stats-dumps.json` of the run in `dir`.
fn read_index(dir: &std::path::Path) -> DumpIndex {
    let bytes = std::fs::read(dir.join(DUMPS_FILE)).unwrap();
    let v: Value = serde_json::from_slice(&bytes).unwrap();
    no_debug_strings(DUMPS_FILE, &v);
    serde_json::from_value(v).unwrap()
}

/// `metrics.csv` as `tandem run` writes it (the same function behind the file).
fn host_stub_metrics_csv(s: &Value) -> String {
    tandem::run::metrics_csv(s).unwrap()
}

/// The cell of `metrics.csv` in column `col` of the row of kernel `kernel` (`None`: the whole
/// run) on GPU `gpu`.
fn csv_cell(csv: &str, kernel: Option<usize>, gpu: u64, col: &str) -> Option<String> {
    let mut lines = csv.lines();
    let head: Vec<&str> = lines.next()?.split(',').collect();
    let at = |name: &str| head.iter().position(|h| *h == name);
    let (ki, gi, ci) = (at("kernel_index")?, at("gpu")?, at(col)?);
    let want_k = kernel.map(|k| k.to_string()).unwrap_or_default();
    lines
        .map(|l| l.split(',').collect::<Vec<_>>())
        .find(|r| r[ki] == want_k && r[gi] == gpu.to_string())
        .map(|r| r[ci].to_string())
}

/// Every metric of a `summary.json` `metrics` object has the value and unit of its line in
/// `dump` (`gpu[g].<name>`): one name per quantity in both files.
fn same_as_stats(d: &ParsedDump, units: &BTreeMap<&str, &str>, g: u64, metrics: &Value, w: &str) {
    use gpu_sim::stats::derive::{Fixed, METRICS};
    for def in METRICS {
        let v = def.name.split('.').fold(metrics, |v, p| &v[p]);
        assert!(v.is_number(), "{w}: summary.json has no {}", def.name);
        if def.name == "kernel.time" {
            continue; // the only metric without a stats.txt line (docs/outputs.md)
        }
        let name = format!("gpu[{g}].{}", def.name);
        let txt = &d
            .values
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("{w}: no {name} in stats.txt"))
            .1;
        let json = match v.as_u64() {
            Some(n) => n.to_string(),
            None => Fixed::from(v.as_f64().unwrap()).to_string(),
        };
        if def.name == "dram.bandwidth" {
            // Bytes per second in stats.txt (gem5 has no gigabyte), GB/s with four decimals
            // in the JSON.
            let bps: f64 = txt.parse().unwrap();
            let gbps = v.as_f64().unwrap();
            assert!(
                (bps / 1e9 - gbps).abs() <= 1e-4 + gbps * 1e-9,
                "{w}: {name}: {bps} B/s in stats.txt, {gbps} GB/s in the JSON"
            );
        } else {
            assert_eq!(*txt, json, "{w}: {name}");
        }
        assert_eq!(
            units.get(name.as_str()).copied(),
            Some(gpu_sim::stats::derive::stats_txt_unit(def)),
            "{w}: unit of {name}"
        );
    }
}

/// Every integer counter of a dump by name.
fn ints(d: &ParsedDump) -> BTreeMap<&str, u64> {
    d.values
        .iter()
        .filter_map(|(n, v)| Some((n.as_str(), v.parse::<u64>().ok()?)))
        .collect()
}

const CPI_PARTS: &[&str] = &[
    "issue_turns",
    "idle_turns",
    "stall_waitcnt",
    "stall_barrier",
    "stall_fetch",
    "stall_unit_busy",
    "stall_mem_backpressure",
];
const LANE_BUCKETS: &[&str] = &[
    "lanes_0",
    "lanes_1_16",
    "lanes_17_32",
    "lanes_33_48",
    "lanes_49_63",
    "lanes_64",
];

/// The CPI stack and lane histogram identities for the compute-unit counters under `prefix`
/// (`gpu[0].cu[3].` or `gpu[0].total.cu.`).
fn check_cu_identities(v: &BTreeMap<&str, u64>, prefix: &str, what: &str) {
    let g = |f: &str| {
        *v.get(format!("{prefix}{f}").as_str())
            .unwrap_or_else(|| panic!("{what}: no {prefix}{f}"))
    };
    let parts: u64 = CPI_PARTS.iter().map(|p| g(p)).sum();
    assert_eq!(parts, g("busy_cycles"), "{what}: CPI stack of {prefix}");
    let lanes: u64 = LANE_BUCKETS.iter().map(|b| g(b)).sum();
    assert_eq!(
        lanes,
        g("valu_insts") + g("vmem_insts") + g("lds_insts"),
        "{what}: lane histogram of {prefix}"
    );
    assert_eq!(
        g("valu_insts")
            + g("salu_insts")
            + g("vmem_insts")
            + g("smem_insts")
            + g("lds_insts")
            + g("branch_insts")
            + g("other_insts"),
        g("instructions"),
        "{what}: instruction mix of {prefix}"
    );
    assert_eq!(
        g("vmem_load_insts") + g("vmem_store_insts") + g("vmem_atomic_insts"),
        g("vmem_insts"),
        "{what}: vector memory mix of {prefix}"
    );
}

fn no_debug_strings(what: &str, v: &Value) {
    match v {
        Value::String(s) => {
            for bad in ["Some(", "None", " { ", "}", "\""] {
                assert!(!s.contains(bad), "{what}: Debug-looking string {s:?}");
            }
        }
        Value::Array(a) => a.iter().for_each(|x| no_debug_strings(what, x)),
        Value::Object(m) => m.values().for_each(|x| no_debug_strings(what, x)),
        _ => {}
    }
}

#[test]
fn stats_dumps_totals_and_characterization_add_up() {
    // Bitonic sort: many kernels on one GPU; fir on two discrete GPUs.
    for (w, gpus, name) in [
        ("bitonic", &[0usize][..], "bitonic"),
        ("fir", &[0, 1][..], "fir2"),
    ] {
        let (s, stats, csv, index) = run(w, gpus, Mode::Discrete, name);
        no_debug_strings("summary.json", &s);
        let kernels = s["kernels"].as_array().unwrap();
        // Kernels, then the regions of interest the program marked (bitonic: its sort), then
        // the run (tests/tests/regions.rs checks the regions' dumps).
        let regions = index.dumps.iter().filter(|d| d.kind == "region").count();
        assert_eq!(regions, usize::from(w == "bitonic"), "{w}");
        assert_eq!(
            stats.lines().filter(|l| *l == BEGIN_MARKER).count(),
            kernels.len() + regions + 1
        );
        assert_eq!(
            stats.lines().filter(|l| *l == END_MARKER).count(),
            kernels.len() + regions + 1
        );
        let dumps = parse_dumps(&stats);
        assert_eq!(dumps.len(), kernels.len() + regions + 1, "{w}");
        let units: BTreeMap<&str, &str> =
            tandem::results::stats_units(&stats).into_iter().collect();
        let whole = dumps.last().unwrap();
        assert!(whole.comments.is_empty(), "{:?}", whole.comments);
        assert_eq!(index.dumps.len(), dumps.len(), "{w}: one name per dump");
        assert_eq!(index.dumps.last().unwrap().kind, "run");
        let wv = ints(whole);

        for &g in gpus {
            // Per-GPU totals equal the sum of their instances, for every compute-unit field.
            let cu_fields: Vec<&str> = wv
                .keys()
                .filter_map(|n| n.strip_prefix(&format!("gpu[{g}].total.cu.")))
                .collect();
            assert!(cu_fields.len() > 20, "{w}: {cu_fields:?}");
            for f in &cu_fields {
                let parts: u64 = wv
                    .iter()
                    .filter(|(n, _)| {
                        n.strip_prefix(&format!("gpu[{g}].cu["))
                            .and_then(|r| r.split_once("]."))
                            .is_some_and(|(_, field)| field == *f)
                    })
                    .map(|(_, v)| v)
                    .sum();
                assert_eq!(
                    wv[format!("gpu[{g}].total.cu.{f}").as_str()],
                    parts,
                    "{w}: {f}"
                );
            }
            let l2_reads: u64 = wv
                .iter()
                .filter(|(n, _)| {
                    n.starts_with(&format!("gpu[{g}].l2.bank[")) && n.ends_with(".reads")
                })
                .map(|(_, v)| v)
                .sum();
            assert_eq!(wv[format!("gpu[{g}].total.l2.reads").as_str()], l2_reads);
            // Every compute unit's and the GPU's CPI stack and lane histogram add up.
            for c in 0..64 {
                check_cu_identities(&wv, &format!("gpu[{g}].cu[{c}]."), w);
            }
            check_cu_identities(&wv, &format!("gpu[{g}].total.cu."), w);

            // Counters that change only inside kernels: the kernels' dumps add up to the run.
            let mine: Vec<&ParsedDump> = dumps[..kernels.len()]
                .iter()
                .filter(|d| d.get(&format!("gpu[{g}].kernel.cycles")).is_some())
                .collect();
            assert!(!mine.is_empty());
            for f in [
                "total.cu.instructions",
                "total.cu.valu_insts",
                "total.cu.busy_cycles",
                "total.cu.issue_turns",
                "total.cu.stall_waitcnt",
                "total.cu.lanes_64",
                "total.cu.active_lanes",
                "total.cu.workgroups",
                "total.l1v.reads",
                "total.l1v.read_hits",
            ] {
                let name = format!("gpu[{g}].{f}");
                let sum: u64 = mine.iter().map(|d| d.get(&name).unwrap()).sum();
                assert_eq!(sum, wv[name.as_str()], "{w}: {name} over kernels");
            }
            for d in &mine {
                check_cu_identities(&ints(d), &format!("gpu[{g}].total.cu."), w);
            }
        }

        // stats-dumps.json names each kernel dump, and summary.json / metrics.csv carry its
        // metrics.
        // Dumps come in completion order, the dispatch records in launch order.
        for (di, d) in dumps[..kernels.len()].iter().enumerate() {
            let (i, k) = kernels
                .iter()
                .enumerate()
                .find(|(_, k)| {
                    k["gpu"].as_u64() == d.get("kernel.gpu")
                        && k["dispatch_id"].as_u64() == d.get("kernel.dispatch_id")
                })
                .unwrap_or_else(|| panic!("{w}: dump {di} has no dispatch record"));
            let name = k["kernel"].as_str().unwrap();
            let e = &index.dumps[di];
            assert_eq!(
                (e.dump, e.kind.as_str(), e.kernel.as_deref()),
                (di, "kernel", Some(name))
            );
            assert_eq!(d.get("kernel.index"), Some(di as u64));
            assert_eq!(
                (e.gpu, e.queue_id, e.dispatch_id),
                (
                    k["gpu"].as_u64().map(|g| g as usize),
                    d.get("kernel.queue_id").map(|q| q as u32),
                    k["dispatch_id"].as_u64()
                )
            );
            assert!(d.comments.is_empty(), "{:?}", d.comments);
            assert_eq!(d.get("kernel.gpu"), k["gpu"].as_u64());
            assert_eq!(d.get("kernel.dispatch_id"), k["dispatch_id"].as_u64());
            for m in k["members"].as_array().unwrap() {
                let g = m["gpu"].as_u64().unwrap();
                let metrics = &m["timing"]["metrics"];
                assert_eq!(
                    d.get(&format!("gpu[{g}].total.cu.instructions")),
                    metrics["total"]["cu"]["instructions"].as_u64(),
                );
                assert_eq!(
                    d.get(&format!("gpu[{g}].total.cu.busy_cycles")),
                    metrics["total"]["cu"]["busy_cycles"].as_u64(),
                );
                same_as_stats(d, &units, g, metrics, w);
                // The derived value prints with four decimals; JSON has the same number.
                let ipc_txt = &d
                    .values
                    .iter()
                    .find(|(n, _)| *n == format!("gpu[{g}].ipc"))
                    .unwrap()
                    .1;
                assert_eq!(ipc_txt.split_once('.').unwrap().1.len(), 4, "{ipc_txt}");
                let ipc: f64 = ipc_txt.parse().unwrap();
                assert_eq!(ipc, metrics["ipc"].as_f64().unwrap());
                assert!(ipc > 0.0);
                // metrics.csv: the kernel's row on this GPU, the unit in the column's name.
                let cell = |col: &str| csv_cell(&csv, Some(i), g, col);
                assert_eq!(
                    cell("ipc (ratio)"),
                    Some(metrics["ipc"].to_string()),
                    "{csv}"
                );
                assert_eq!(
                    cell("total.cu.vmem_load_insts (count)"),
                    Some(metrics["total"]["cu"]["vmem_load_insts"].to_string())
                );
                assert_eq!(
                    cell("dram.bandwidth (GB/s)"),
                    Some(metrics["dram"]["bandwidth"].to_string())
                );
            }
        }
        // Whole-run per-GPU metrics in summary.json and metrics.csv.
        for &g in gpus {
            let m = &s["per_gpu"][g]["metrics"];
            assert_eq!(
                m["total"]["cu"]["instructions"].as_u64(),
                Some(wv[format!("gpu[{g}].total.cu.instructions").as_str()])
            );
            same_as_stats(whole, &units, g as u64, m, w);
            assert_eq!(
                csv_cell(&csv, None, g as u64, "l2.read_hit_rate (ratio)"),
                Some(m["l2"]["read_hit_rate"].to_string())
            );
        }
    }
}

#[test]
fn gpu_ids_are_zero_based_everywhere() {
    // Only GPU 1 (the second) runs: every output names it 1.
    let (s, stats, csv, index) = run("vecadd", &[1], Mode::Discrete, "ids");
    assert_eq!(index.dumps[0].gpu, Some(1));
    assert_eq!(index.dumps[0].gpus, [1]);
    assert_eq!(s["gpus"], serde_json::json!([1]));
    assert_eq!(s["kernels"][0]["gpu"], 1);
    assert_eq!(s["kernels"][0]["members"][0]["gpu"], 1);
    assert_eq!(s["per_gpu"][1]["gpu"], 1);
    assert_eq!(s["per_gpu"][1]["kernels"], 1);
    assert_eq!(s["per_gpu"][0]["kernels"], 0);
    let d = parse_dumps(&stats);
    assert_eq!(d[0].get("kernel.gpu"), Some(1));
    assert!(d[0].get("gpu[1].total.cu.instructions").unwrap() > 0);
    assert!(d[0].get("gpu[0].total.cu.instructions").is_none());
    assert!(csv_cell(&csv, None, 1, "total.cu.instructions (count)").is_some());
    assert!(csv_cell(&csv, Some(0), 1, "ipc (ratio)").is_some());
    assert_eq!(
        csv_cell(&csv, None, 0, "ipc (ratio)"),
        None,
        "GPU 0 ran nothing"
    );
}

#[test]
fn a_partial_wavefront_shows_fewer_than_64_active_lanes() {
    // examples/jobs/vecadd.toml: 1000 elements in a grid of 1024, so the last wavefront's
    // `if (i < n)` leaves 40 lanes active.
    setup();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = out_dir("lanes");
    tandem::run::cmd_kernel_via_driver(
        &root.join("examples/jobs/vecadd.toml"),
        &out,
        0,
        None,
        true,
        &tandem::run::LockstepArgs::default(),
        gpu_sim::job::JobLimits::default(),
        None,
    )
    .unwrap();
    let stats = std::fs::read_to_string(out.join("stats.txt")).unwrap();
    let d = parse_dumps(&stats);
    assert_eq!(d.len(), 2, "one kernel dump and the whole run");
    let k = &d[0];
    let index = read_index(&out);
    let e = &index.dumps[0];
    assert_eq!(
        (e.kernel.as_deref(), e.gpu, e.dispatch_id),
        (Some("vecadd"), Some(0), Some(0))
    );
    assert!(k.get("gpu[0].total.cu.lanes_33_48").unwrap() > 0, "{stats}");
    assert!(k.get("gpu[0].total.cu.lanes_64").unwrap() > 0);
    let mean = &k
        .values
        .iter()
        .find(|(n, _)| n == "gpu[0].lanes.mean_active")
        .unwrap()
        .1;
    let mean: f64 = mean.parse().unwrap();
    assert!(mean > 32.0 && mean < 64.0, "{mean}");
    check_cu_identities(&ints(k), "gpu[0].total.cu.", "vecadd job");
    let _ = std::fs::remove_dir_all(&out);
}

/// Issue #37: `stats.txt` is gem5's text format exactly, so that what gem5 users already run on
/// gem5's file reads Tandem's: `scripts/check-gem5-stats.py` parses a real run's file with
/// regular expressions written to gem5's text writer and with the naive `line.split()[:2]`,
/// and both must find every statistic; every dump carries gem5's root statistics, whose
/// simulated time is the kernel's (or the run's); `stats-dumps.json` names the same intervals.
#[test]
fn stats_txt_is_gem5_format_with_root_statistics_per_dump() {
    common::deps::tool("python3", "python3");
    // One kernel on two GPUs (unified) and the whole run.
    let (s, stats, _, index) = run("fir", &[0, 1], Mode::Unified, "gem5fmt");
    assert!(
        stats.starts_with(&format!("\n{BEGIN_MARKER}\nsimSeconds ")),
        "{}",
        &stats[..200.min(stats.len())]
    );
    assert!(stats.ends_with(&format!("\n\n{END_MARKER}\n")));
    assert!(
        !stats.lines().any(|l| l.starts_with('#')),
        "gem5 dumps have no comment lines"
    );

    // gem5 users' readers, in Python.
    let dir = out_dir("gem5fmt-check");
    let file = dir.join("stats.txt");
    std::fs::write(&file, &stats).unwrap();
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/check-gem5-stats.py");
    let o = std::process::Command::new("python3")
        .arg(&script)
        .arg(&file)
        .output()
        .expect("running python3 (scripts/install-deps installs it)");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        o.status.success(),
        "scripts/check-gem5-stats.py refused the file:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let seen: Value = serde_json::from_slice(&o.stdout).unwrap();
    let seen = seen["dumps"].as_array().unwrap();

    // Tandem's own readers agree with the Python ones, dump for dump.
    let dumps = parse_dumps(&stats);
    let kernels = s["kernels"].as_array().unwrap();
    assert_eq!(dumps.len(), kernels.len() + 1);
    assert_eq!(seen.len(), dumps.len());
    assert_eq!(index.dumps.len(), dumps.len());
    for (d, p) in dumps.iter().zip(seen) {
        assert_eq!(p["stats"].as_u64(), Some(d.values.len() as u64));
        for (name, value) in p["globals"].as_object().unwrap() {
            assert_eq!(
                d.values.iter().find(|(n, _)| n == name).map(|(_, v)| v),
                value.as_str().map(str::to_string).as_ref(),
                "{name}"
            );
        }
    }
    let file = tandem::statsfile::StatsFile::parse(&stats, "stats.txt").unwrap();
    assert_eq!(file.dumps().len(), dumps.len());

    // Every dump's root statistics: its simulated interval, gem5's tick of 1 ps, the host.
    let run_end = dumps.last().unwrap().get("engine.now").unwrap();
    for (i, d) in dumps.iter().enumerate() {
        let g = |n: &str| d.get(n).unwrap_or_else(|| panic!("dump {i}: no {n}"));
        let (ticks, fin) = (g("simTicks"), g("finalTick"));
        let e = &index.dumps[i];
        assert_eq!((e.dump, e.end_ps - e.start_ps, e.end_ps), (i, ticks, fin));
        assert_eq!(g("simFreq"), 1_000_000_000_000);
        let secs: f64 = d.values[0].1.parse().unwrap();
        assert_eq!(d.values[0].0, "simSeconds");
        assert!(
            (secs * 1e12 - ticks as f64).abs() <= 0.5e6 + 1.0,
            "simSeconds {secs} against simTicks {ticks}"
        );
        assert!(g("hostMemory") > 0, "dump {i}: hostMemory");
        let host: f64 = d
            .values
            .iter()
            .find(|(n, _)| n == "hostSeconds")
            .map(|(_, v)| v.parse().unwrap())
            .unwrap();
        assert!(host >= 0.0);
        if i + 1 < dumps.len() {
            // A kernel: its interval is the dispatch's, with every member inside it.
            assert_eq!(ticks, g("kernel.end_ps") - g("kernel.start_ps"));
            assert_eq!(fin, g("kernel.end_ps"));
            assert_eq!(e.kind, "kernel");
            assert_eq!(e.gpus, [0, 1]);
            for gpu in [0, 1] {
                let start = g(&format!("gpu[{gpu}].kernel.start_ps"));
                let end = g(&format!("gpu[{gpu}].kernel.end_ps"));
                assert!(g("kernel.start_ps") <= start && end <= fin);
            }
            assert!(fin <= run_end);
        } else {
            // The whole run: from 0 to the GPU process's last event.
            assert_eq!((ticks, fin), (run_end, run_end));
            assert_eq!((e.kind.as_str(), e.start_ps), ("run", 0));
        }
    }
    // The host lines are the only ones two runs of one job may differ in.
    let kept = gpu_sim::stats::gem5text::without_host_stats(&stats);
    assert_eq!(
        stats.lines().count() - kept.lines().count(),
        3 * dumps.len()
    );
}
