//! `tandem plot` and `tandem sweep` as a user runs them: figures drawn from a real timing run's
//! outputs, clear errors for a folder missing a file, a local sweep end to end with a failed
//! point recorded rather than fatal, and the same sweep as a Slurm job array giving the same
//! results. That last test needs a running Slurm, so it is ignored by default; `scripts/test`
//! run as root starts one (`scripts/slurm-local start`) and runs it, and with a Slurm already
//! running `cargo test --release -p tandem --test outputs -- --ignored` does.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tandem::plot::{HitRates, Level, Traffic};
use tandem::statsfile::StatsFile;

fn tandem() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_tandem"));
    c.env_remove("TANDEM_GPU_EXE");
    c
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tandem-outputs-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn ok(o: &Output) -> String {
    let stdout = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(
        o.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    stdout
}

fn err(o: &Output) -> String {
    assert!(
        !o.status.success(),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn read_json(p: &Path) -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap()
}

#[test]
fn plot_draws_a_timing_runs_figures_from_its_outputs() {
    let run = tmp("plot-run");
    ok(&tandem()
        .args([
            "run",
            "fir",
            "--timing",
            "--unified-gpus",
            "0,1",
            "--verify",
            "--out",
        ])
        .arg(&run)
        .output()
        .unwrap());
    let stdout = ok(&tandem().arg("plot").arg(&run).output().unwrap());
    let plots = run.join("plots");
    for f in ["timeline.svg", "hit-rates.svg", "traffic.svg"] {
        assert!(stdout.contains(f), "{stdout}");
        let svg = std::fs::read_to_string(plots.join(f)).unwrap();
        assert!(svg.starts_with("<svg"), "{f}");
        assert!(svg.contains("GPU 0") && svg.contains("GPU 1"), "{f}");
    }
    let tl = std::fs::read_to_string(plots.join("timeline.svg")).unwrap();
    assert!(tl.contains("fir_filter"));

    // A later `run all` into the same folder adds one run folder per workload: `tandem plot`
    // draws the top-level run and every nested one (issue #38: it drew only the top level).
    let nested = run.join("fir2");
    std::fs::create_dir_all(&nested).unwrap();
    for e in std::fs::read_dir(&run).unwrap() {
        let p = e.unwrap().path();
        if p.is_file() {
            std::fs::copy(&p, nested.join(p.file_name().unwrap())).unwrap();
        }
    }
    let stdout = ok(&tandem().arg("plot").arg(&run).output().unwrap());
    assert!(
        stdout.contains(&plots.join("timeline.svg").display().to_string())
            && stdout.contains(
                &plots
                    .join("fir2")
                    .join("timeline.svg")
                    .display()
                    .to_string()
            ),
        "{stdout}"
    );
    std::fs::remove_dir_all(&nested).unwrap();

    // The numbers behind the figures agree with the summary's per-member counters: every
    // member's DRAM bytes went through its own GPU's channels, and each level saw reads.
    let s = read_json(&run.join("summary.json"));
    let stats = StatsFile::load(&run.join("stats.txt")).unwrap();
    let t = Traffic::from_dump(stats.whole_run());
    let hr = HitRates::from_dump(stats.whole_run());
    assert_eq!(hr.gpus, vec![0, 1]);
    for m in s["kernels"][0]["members"].as_array().unwrap() {
        let g = m["gpu"].as_u64().unwrap();
        let member_dram = m["timing"]["dram_bytes"].as_u64().unwrap() as f64;
        // The run's DRAM traffic includes the kernel's, plus any copies outside it.
        assert!(
            t.per_gpu[&g].0 >= member_dram,
            "gpu {g}: {:?} < {member_dram}",
            t.per_gpu[&g]
        );
        for l in [Level::L1v, Level::L1i, Level::L2] {
            let r = hr
                .rate(l, g)
                .unwrap_or_else(|| panic!("gpu {g} {l:?}: no reads"));
            assert!((0.0..=1.0).contains(&r), "{l:?} {r}");
        }
    }
    let _ = std::fs::remove_dir_all(&run);
}

#[test]
fn plot_names_the_file_a_folder_lacks() {
    let d = tmp("plot-missing");
    std::fs::create_dir_all(&d).unwrap();
    let e = err(&tandem().arg("plot").arg(&d).output().unwrap());
    assert!(e.contains("summary.json"), "{e}");

    // A timing run's summary without its stats.txt.
    std::fs::write(
        d.join("summary.json"),
        r#"{"gpu_model": "timing", "workload": "w", "gpus": [1], "kernels": []}"#,
    )
    .unwrap();
    let e = err(&tandem().arg("plot").arg(&d).output().unwrap());
    assert!(e.contains("stats.txt") && e.contains("missing"), "{e}");

    // A stats.txt that is not one.
    std::fs::write(d.join("stats.txt"), "gpu[0].cu[0].l1v.reads lots count\n").unwrap();
    let e = err(&tandem().arg("plot").arg(&d).output().unwrap());
    assert!(e.contains("stats.txt:1") && e.contains("lots"), "{e}");

    let e = err(&tandem().arg("plot").arg(d.join("nope")).output().unwrap());
    assert!(e.contains("nope") && e.contains("not a folder"), "{e}");
    let _ = std::fs::remove_dir_all(&d);
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// Issue #38: a result file that cannot be written fails the run with an error naming the file,
/// and leaves neither a file under that name nor a temporary one.
#[test]
fn a_result_that_cannot_be_written_is_named_and_leaves_nothing_behind() {
    let d = tmp("unwritable");
    // A folder (not empty) where metrics.csv belongs: writing it must fail.
    std::fs::create_dir_all(d.join("metrics.csv").join("x")).unwrap();
    let e = err(&tandem()
        .args(["run", "vecadd", "--quiet", "--out"])
        .arg(&d)
        .output()
        .unwrap());
    let want = format!("writing {}", d.join("metrics.csv").display());
    assert!(e.contains(&want), "{e}");
    assert!(d.join("metrics.csv").join("x").is_dir());
    let left = names(&d);
    assert!(
        left.iter().all(|n| !n.contains(".tmp-")),
        "temporary files left: {left:?}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// Issue #38: the trace of a run that fails is not left under the trace's name (the GPU
/// process writes it under a temporary name; only a complete trace is renamed into place).
/// Before, a stopped run left a truncated trace file that looked like a result.
#[test]
fn a_failed_run_leaves_no_trace_file_under_its_name() {
    let d = tmp("failed-trace");
    std::fs::create_dir_all(&d).unwrap();
    let trace = d.join("t.json");
    // Paper-size bitonic sort on four GPUs runs for many seconds; the run is stopped at 1 s.
    let e = err(&tandem()
        .args([
            "run",
            "bitonic",
            "--timing",
            "--size",
            "4gpu",
            "--gpus",
            "0,1,2,3",
            "--wall-timeout",
            "1",
            "--quiet",
            "--trace",
        ])
        .arg(&trace)
        .arg("--out")
        .arg(d.join("run"))
        .output()
        .unwrap());
    assert!(e.contains("wall_timeout_s"), "{e}");
    assert!(!trace.exists(), "a failed run left {}", trace.display());
    assert_eq!(names(&d), ["run"], "only the run folder is left");
    assert!(!d.join("run").join("summary.json").exists());
    let _ = std::fs::remove_dir_all(&d);
}

/// A 2 x 2 grid on the timing model: two workloads, two CU counts.
const GRID: &str = r#"
workloads = ["fir", "vecadd"]
models = ["timing"]
[params]
"gpu.timing.cus" = [8, 16]
"#;

/// Runs `python3 -c script args...` and returns its stdout; fails naming python3 when it is
/// missing (`scripts/install-deps` installs it).
fn python(script: &str, args: &[&Path]) -> String {
    let o = Command::new("python3")
        .arg("-c")
        .arg(script)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("python3 (scripts/install-deps installs it): {e}"));
    assert!(
        o.status.success(),
        "python3 failed:\n{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).to_string()
}

/// Python's own readers on a run folder: `sqlite3` opens `results.sqlite` and `csv` reads
/// `metrics.csv`, both checked against `summary.json` (the `json` module).
const PY_RUN_CHECK: &str = r#"
import csv, json, sqlite3, sys
d = sys.argv[1]
s = json.load(open(d + "/summary.json"))
con = sqlite3.connect(d + "/results.sqlite")

def flat(prefix, v, out):
    if isinstance(v, dict):
        for k, x in v.items():
            flat(prefix + k + ".", x, out)
    else:
        out[prefix[:-1]] = v
    return out

(workload, gpus, verified, sim_ps, model) = con.execute(
    "SELECT workload, gpus, verified, simulated_time_ps, gpu_model FROM runs WHERE run_id = 0").fetchone()
assert (workload, verified, sim_ps, model) == (s["workload"], 1, s["simulated_time_ps"], "timing")
assert gpus == ",".join(str(g) for g in s["gpus"]), gpus
assert con.execute("SELECT size, mode FROM runs").fetchall() == [("small", "discrete")]
ks = con.execute("SELECT kernel_index, name, gpu, queue_id, dispatch_id, start_ps, end_ps "
                 "FROM kernels WHERE run_id = 0 ORDER BY kernel_index").fetchall()
assert len(ks) == len(s["kernels"]) > 0, (len(ks), len(s["kernels"]))
n = 0
for (i, name, gpu, q, did, start, end), k in zip(ks, s["kernels"]):
    assert (name, gpu, q, did, start, end) == (k["kernel"], k["gpu"], k["queue_id"],
            k["dispatch_id"], k["gpu_start_ps"], k["gpu_end_ps"]), (i, name)
    for m in k["members"]:
        want = flat("", m["timing"]["metrics"], {})
        got = {r[0]: r[1] for r in con.execute(
            "SELECT metric, value FROM metrics WHERE run_id = 0 AND kernel_index = ? AND gpu = ?",
            (i, m["gpu"]))}
        assert got == want, (i, m["gpu"], set(got.items()) ^ set(want.items()))
        n += 1
assert con.execute("SELECT COUNT(*) FROM metrics WHERE unit IS NULL OR unit = ''").fetchone() == (0,)
assert con.execute("SELECT DISTINCT typeof(value) FROM metrics WHERE metric = 'total.cu.instructions'").fetchall() == [("integer",)]
assert con.execute("SELECT DISTINCT typeof(value) FROM metrics WHERE unit IN ('ratio', 'GB/s', 'lanes')").fetchall() == [("real",)]
for g in s["gpus"]:
    want = s["per_gpu"][g]["metrics"]["total"]["cu"]["instructions"]
    got = con.execute("SELECT value, unit FROM counters WHERE run_id = 0 AND kernel_index IS NULL "
                      "AND component = ? AND counter = 'instructions'", ("gpu[%d].total.cu" % g,)).fetchone()
    assert got == (want, "count"), (g, got, want)
assert con.execute("SELECT COUNT(*) FROM counters WHERE kernel_index IS NOT NULL").fetchone()[0] > 0

rows = list(csv.DictReader(open(d + "/metrics.csv", newline="")))
metric_cols = [c for c in rows[0] if c.endswith(")")]
assert "dram.bandwidth (GB/s)" in metric_cols and "l2.avg_read_latency (cycles)" in metric_cols
for r in rows:
    for c in metric_cols:
        float(r[c])
kernel_rows = [r for r in rows if r["scope"] == "kernel"]
assert len(kernel_rows) == n, (len(kernel_rows), n)
for r in kernel_rows:
    k = s["kernels"][int(r["kernel_index"])]
    assert r["kernel"] == k["kernel"]
    m = [m for m in k["members"] if m["gpu"] == int(r["gpu"])][0]["timing"]["metrics"]
    assert float(r["ipc (ratio)"]) == m["ipc"]
    assert int(r["total.cu.instructions (count)"]) == m["total"]["cu"]["instructions"]
assert sorted(int(r["gpu"]) for r in rows if r["scope"] == "run") == sorted(s["gpus"])
print("ok", len(ks), "kernels", len(rows), "rows")
"#;

#[test]
fn python_and_rusqlite_read_the_runs_database_and_csv() {
    let run = tmp("db-run");
    ok(&tandem()
        .args([
            "run", "fir", "--timing", "--gpus", "0,1", "--verify", "--out",
        ])
        .arg(&run)
        .output()
        .unwrap());
    let out = python(PY_RUN_CHECK, &[run.as_path()]);
    assert!(out.starts_with("ok "), "{out}");

    // The same database through rusqlite: a row per metric of the summary, under the names of
    // docs/outputs.md's schema.
    let s = read_json(&run.join("summary.json"));
    let db = rusqlite::Connection::open_with_flags(
        run.join("results.sqlite"),
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
    )
    .unwrap();
    let n: i64 = db
        .query_row("SELECT COUNT(*) FROM metrics WHERE run_id = 0", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(n as usize, tandem::results::metric_rows(&s).len());
    let bw: f64 = db
        .query_row(
            "SELECT value FROM metrics WHERE kernel_index = 0 AND gpu = ?1 \
             AND metric = 'dram.bandwidth' AND unit = 'GB/s'",
            [s["kernels"][0]["members"][0]["gpu"].as_i64().unwrap()],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(
        bw,
        s["kernels"][0]["members"][0]["timing"]["metrics"]["dram"]["bandwidth"]
            .as_f64()
            .unwrap()
    );
    // Settings: every key of the resolved configuration, typed.
    let cus: i64 = db
        .query_row(
            "SELECT value FROM settings WHERE key = 'gpu.timing.cus'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(cus, 64);
    // The documented query of a run's kernels: every kernel on every member GPU, slowest first.
    let sql = docs_sql("`results.sqlite`");
    let mut st = db.prepare(&sql).unwrap();
    let rows: Vec<(i64, String, i64, i64, f64)> = st
        .query_map([], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let members: usize = s["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["members"].as_array().unwrap().len())
        .sum();
    assert_eq!(rows.len(), members);
    assert!(rows.windows(2).all(|w| w[0].3 >= w[1].3), "{rows:?}");
    for (i, name, _gpu, ps, ipc) in &rows {
        let k = &s["kernels"][*i as usize];
        assert_eq!(k["kernel"], name.as_str());
        assert_eq!(
            *ps as u64,
            k["gpu_end_ps"].as_u64().unwrap() - k["gpu_start_ps"].as_u64().unwrap()
        );
        assert!(*ipc > 0.0);
    }
    // The documented schema is the database's: every table and column is in docs/outputs.md.
    let docs =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/outputs.md"))
            .unwrap();
    let mut tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap();
    let tables: Vec<String> = tables
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        tables,
        ["counters", "kernels", "metrics", "params", "points", "runs", "settings"]
    );
    for t in &tables {
        let line = docs
            .lines()
            .find(|l| l.starts_with(&format!("| `{t}` |")))
            .unwrap_or_else(|| panic!("docs/outputs.md has no row for table {t}"));
        let mut cols = db.prepare(&format!("PRAGMA table_info({t})")).unwrap();
        let cols: Vec<String> = cols
            .query_map([], |r| r.get(1))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        for c in cols {
            assert!(
                line.contains(&format!("`{c}`")),
                "docs/outputs.md: table {t} lacks column {c}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&run);
}

/// The first SQL block under docs/outputs.md's section `heading`, as a user copies it.
fn docs_sql(heading: &str) -> String {
    let docs =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/outputs.md"))
            .unwrap();
    let (_, after) = docs
        .split_once(&format!("### {heading}\n"))
        .unwrap_or_else(|| panic!("docs/outputs.md: no section {heading}"));
    let (_, block) = after
        .split_once("```sql\n")
        .unwrap_or_else(|| panic!("docs/outputs.md: no sql block under {heading}"));
    block.split_once("```").unwrap().0.to_string()
}

fn sweep_rows(out: &Path) -> Vec<BTreeMap<String, String>> {
    tandem::sweep::read_csv(&out.join("sweep.csv")).unwrap()
}

#[test]
fn a_local_sweep_runs_every_point_and_records_a_failed_one() {
    let d = tmp("sweep-local");
    std::fs::create_dir_all(&d).unwrap();
    let spec = d.join("grid.toml");
    std::fs::write(&spec, GRID).unwrap();
    let out = d.join("out");
    let stdout = ok(&tandem()
        .arg("sweep")
        .arg(&spec)
        .arg("--out")
        .arg(&out)
        .args(["--jobs", "2"])
        .output()
        .unwrap());
    assert!(stdout.contains("4 of 4 point(s) ok"), "{stdout}");
    let rows = sweep_rows(&out);
    assert_eq!(rows.len(), 4);
    let want = [
        ("fir", "8"),
        ("fir", "16"),
        ("vecadd", "8"),
        ("vecadd", "16"),
    ];
    for (r, (w, cus)) in rows.iter().zip(want) {
        assert_eq!(
            (r["workload"].as_str(), r["gpu.timing.cus"].as_str()),
            (w, cus)
        );
        assert_eq!(r["status"], "ok", "{r:?}");
        assert_eq!(r["verified"], "true", "{r:?}");
        assert!(r["simulated_time_ps"].parse::<u64>().unwrap() > 0);
        assert!(r["ipc"].parse::<f64>().unwrap() > 0.0, "{r:?}");
        // Each point ran with its own configuration.
        let idx: usize = r["point"].parse().unwrap();
        let cfg =
            std::fs::read_to_string(out.join(format!("points/{idx:04}/run/config.toml"))).unwrap();
        assert!(cfg.contains(&format!("cus = {cus}\n")), "{cfg}");
    }
    let svg = std::fs::read_to_string(out.join("sweep.svg")).unwrap();
    assert!(svg.contains("gpu.timing.cus") && svg.contains("vecadd"));

    // One database holds every point: its run, swept key and kernels. The documented query
    // gives each kernel's IPC at each swept value, in the swept key's order.
    let sql = docs_sql("Comparing kernels across a sweep");
    let db = out.join("results.sqlite");
    let query = d.join("query.sql");
    std::fs::write(&query, &sql).unwrap();
    let py = python(
        r#"
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
assert con.execute("SELECT point, run_id, status FROM points ORDER BY point").fetchall() == \
    [(i, i, "ok") for i in range(4)]
assert con.execute("SELECT point, key, value FROM params ORDER BY point").fetchall() == \
    [(0, "gpu.timing.cus", 8), (1, "gpu.timing.cus", 16), (2, "gpu.timing.cus", 8), (3, "gpu.timing.cus", 16)]
assert con.execute("SELECT COUNT(*) FROM runs").fetchone() == (4,)
# A point and its run agree on the axes, spelled as on the command line.
assert con.execute("SELECT COUNT(*) FROM points p JOIN runs r USING (run_id) WHERE "
                   "p.workload = r.workload AND p.size = r.size AND p.model = r.gpu_model "
                   "AND p.mode = r.mode AND p.gpus = r.gpu_count").fetchone() == (4,)
for row in con.execute(open(sys.argv[2]).read()):
    print("|".join(str(x) for x in row))
"#,
        &[db.as_path(), query.as_path()],
    );
    let rows: Vec<Vec<&str>> = py.lines().map(|l| l.split('|').collect()).collect();
    // Columns: workload, kernel_index, kernel, gpu, cus, time_ps, ipc. Each kernel of each
    // workload at 8 and then 16 compute units, fir before vecadd.
    assert!(rows.len() >= 4 && rows.len().is_multiple_of(2), "{py}");
    for pair in rows.chunks(2) {
        assert_eq!(pair[0][..4], pair[1][..4], "{py}");
        assert_eq!((pair[0][4], pair[1][4]), ("8", "16"), "{py}");
        for r in pair {
            assert!(r[5].parse::<u64>().unwrap() > 0, "{py}");
            assert!(r[6].parse::<f64>().unwrap() > 0.0, "{py}");
        }
    }
    assert_eq!(rows.first().unwrap()[0], "fir");
    assert_eq!(rows.last().unwrap()[0], "vecadd");
    // The same query through rusqlite returns the same rows.
    let con = rusqlite::Connection::open(&db).unwrap();
    let mut st = con.prepare(&sql).unwrap();
    let n = st.query_map([], |_| Ok(())).unwrap().count();
    assert_eq!(n, rows.len());
    // `tandem plot` on the sweep folder redraws the chart.
    let p = ok(&tandem()
        .arg("plot")
        .arg(&out)
        .arg("--out")
        .arg(d.join("replot"))
        .output()
        .unwrap());
    assert!(p.contains("sweep.svg"), "{p}");

    // A point whose run fails (a hang guard far too short) and one whose config is invalid:
    // both are rows with their errors, and the sweep itself succeeds.
    std::fs::write(
        &spec,
        "workloads = [\"vecadd\"]\nmodels = [\"timing\"]\n[params]\n\
         \"gpu.timing.dispatcher.max_kernel_cycles\" = [100]\n\"gpu.timing.l2.ways\" = [12, 16]\n",
    )
    .unwrap();
    let out2 = d.join("out2");
    let stdout = ok(&tandem()
        .arg("sweep")
        .arg(&spec)
        .arg("--out")
        .arg(&out2)
        .output()
        .unwrap());
    assert!(stdout.contains("0 of 2 point(s) ok"), "{stdout}");
    let rows = sweep_rows(&out2);
    assert_eq!(rows[0]["status"], "failed");
    assert!(rows[0]["error"].contains("gpu.timing.l2"), "{:?}", rows[0]);
    assert_eq!(rows[1]["status"], "failed");
    assert!(
        rows[1]["error"].contains("max_kernel_cycles"),
        "{:?}",
        rows[1]
    );

    // A point index outside the grid is refused; --collect without results says so per row.
    let e = err(&tandem()
        .arg("sweep")
        .arg(&spec)
        .arg("--out")
        .arg(&out2)
        .args(["--point", "2"])
        .output()
        .unwrap());
    assert!(e.contains("--point 2") && e.contains("2 point(s)"), "{e}");
    std::fs::remove_dir_all(out2.join("points")).unwrap();
    ok(&tandem()
        .arg("sweep")
        .arg(&spec)
        .arg("--out")
        .arg(&out2)
        .arg("--collect")
        .output()
        .unwrap());
    assert!(sweep_rows(&out2).iter().all(|r| r["status"] == "missing"));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
#[ignore = "needs a running Slurm: scripts/test as root (starts one), or scripts/slurm-local start && cargo test --release -p tandem --test outputs -- --ignored"]
fn a_slurm_sweep_gives_the_local_sweeps_results() {
    let d = tmp("sweep-slurm");
    std::fs::create_dir_all(&d).unwrap();
    let spec = d.join("grid.toml");
    std::fs::write(&spec, GRID).unwrap();
    let (local, slurm) = (d.join("local"), d.join("slurm"));
    ok(&tandem()
        .arg("sweep")
        .arg(&spec)
        .arg("--out")
        .arg(&local)
        .output()
        .unwrap());
    let stdout = ok(&tandem()
        .arg("sweep")
        .arg(&spec)
        .arg("--out")
        .arg(&slurm)
        .arg("--slurm")
        .output()
        .unwrap());
    assert!(
        stdout.contains("slurm job") && stdout.contains("4 of 4 point(s) ok"),
        "{stdout}"
    );
    let script = std::fs::read_to_string(slurm.join("sweep.sbatch")).unwrap();
    assert!(
        script.contains("--point \"$SLURM_ARRAY_TASK_ID\""),
        "{script}"
    );
    // Every array task left its log, and the simulation is deterministic: the same points give
    // the same simulated times wherever they ran.
    assert_eq!(std::fs::read_dir(slurm.join("slurm")).unwrap().count(), 4);
    let (a, b) = (sweep_rows(&local), sweep_rows(&slurm));
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(&b) {
        for k in [
            "workload",
            "gpu.timing.cus",
            "status",
            "simulated_time_ps",
            "wavefront_instructions",
        ] {
            assert_eq!(x[k], y[k], "{k}: {x:?} vs {y:?}");
        }
    }
    // The collected databases hold the same kernels at the same times.
    let kernels = |dir: &Path| -> Vec<(i64, i64, String, i64, i64)> {
        let c = rusqlite::Connection::open(dir.join("results.sqlite")).unwrap();
        let mut st = c
            .prepare(
                "SELECT run_id, kernel_index, name, start_ps, end_ps FROM kernels \
                 ORDER BY run_id, kernel_index",
            )
            .unwrap();
        st.query_map([], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect()
    };
    let ka = kernels(&local);
    assert!(!ka.is_empty());
    assert_eq!(ka, kernels(&slurm));
    let _ = std::fs::remove_dir_all(&d);
}
