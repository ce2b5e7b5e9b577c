//! `tandem run`, `tandem kernel --gpu` and `tandem clean` as a user types them: the binary
//! spawns itself as the GPU process, writes its outputs, and bad input exits non-zero with a
//! message that names the problem.

use std::process::Command;

fn tandem() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_tandem"));
    c.env_remove("TANDEM_GPU_EXE");
    c
}

fn tmp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("tandem-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[test]
fn run_writes_summary_and_metrics() {
    let out = tmp("run");
    let o = tandem()
        .args(["run", "vecadd", "--gpus", "0,1", "--verify", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(stdout.contains("verified"), "{stdout}");
    let s: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("summary.json")).unwrap()).unwrap();
    assert_eq!(s["verification"]["verified"], true);
    assert_eq!(s["kernels"].as_array().unwrap().len(), 2);
    assert!(s["simulated_time_ps"].as_u64().unwrap() > 0);
    assert!(s["host"]["api_ps"].as_u64().unwrap() > 0);
    // metrics.csv: a functional run has the instruction and workgroup counts, per kernel and
    // per GPU of the run, under the timing model's names.
    let csv = std::fs::read_to_string(out.join("metrics.csv")).unwrap();
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some(
            "scope,workload,kernel_index,kernel,gpu,total.cu.workgroups (count),\
             total.cu.instructions (count)"
        ),
        "{csv}"
    );
    let run_row = csv
        .lines()
        .find(|l| l.starts_with("run,vecadd,,,1,"))
        .unwrap_or_else(|| panic!("no whole-run row of GPU 1: {csv}"));
    let inst: u64 = run_row.rsplit(',').next().unwrap().parse().unwrap();
    assert_eq!(
        inst,
        s["per_gpu"][1]["wavefront_instructions"].as_u64().unwrap()
    );
    // results.sqlite: the run with its kernels, no timing counters.
    let db = rusqlite::Connection::open(out.join("results.sqlite")).unwrap();
    let (model, kernels): (String, i64) = db
        .query_row(
            "SELECT gpu_model, (SELECT COUNT(*) FROM kernels) FROM runs WHERE run_id = 0",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((model.as_str(), kernels), ("functional", 2));
    assert!(out.join("config.toml").exists());
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn kernel_through_the_driver_and_the_timing_model_matches_the_direct_path() {
    let job = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/jobs/vecadd.toml");
    let (a, b, c) = (tmp("direct"), tmp("driver"), tmp("timing"));
    let run = |extra: &[&str], out: &std::path::Path| {
        let o = tandem()
            .args(["kernel", job])
            .args(extra)
            .arg("--out")
            .arg(out)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    run(&[], &a);
    assert!(run(&["--gpu", "2"], &b).contains("GPU 2 through the driver"));
    // The timing model: the same buffers, a cycle count and every component's counters.
    let out = run(&["--timing"], &c);
    let cycles: u64 = out
        .split("timing model: ")
        .nth(1)
        .and_then(|r| r.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no cycle count in: {out}"));
    assert!(cycles > 100, "{out}");
    let stats = std::fs::read_to_string(c.join("stats.txt")).unwrap();
    assert!(stats.contains("gpu[0].cu[0].instructions "), "{stats}");
    for e in std::fs::read_dir(&a).unwrap() {
        let p = e.unwrap().path();
        // The job's output buffers; not `.tandem-lock` (it holds each command's pid).
        if p.is_file() && p.file_name() != Some(std::ffi::OsStr::new(tandem::outdir::LOCK_FILE)) {
            let name = p.file_name().unwrap();
            let want = std::fs::read(&p).unwrap();
            assert_eq!(want, std::fs::read(b.join(name)).unwrap());
            assert_eq!(want, std::fs::read(c.join(name)).unwrap());
        }
    }
    for d in [a, b, c] {
        let _ = std::fs::remove_dir_all(&d);
    }
}

#[test]
fn bad_input_exits_non_zero_with_a_message() {
    for (args, want) in [
        (vec!["run", "nosuch"], "unknown workload `nosuch`"),
        (vec!["run", "vecadd", "--gpus", "7"], "GPU id 7"),
        (vec!["run", "vecadd", "--size", "giant"], "giant"),
        (
            vec!["run", "vecadd", "--config", "/nonexistent.toml"],
            "nonexistent",
        ),
        (vec!["kernel", "x.toml", "--gpu", "9"], "GPU id 9"),
    ] {
        let o = tandem().args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success(), "{args:?}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
}

#[test]
fn clean_reports() {
    let o = tandem().arg("clean").output().unwrap();
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("stale bridge segment"));
}

/// Issue #38: `tandem run all --quiet` printed nothing at all, even when workloads failed. Quiet
/// hides progress, never a failure: every failed workload gets a line on stderr, the other
/// workloads still run, and the command exits non-zero naming the failed ones.
#[test]
fn run_all_quiet_still_reports_every_failed_workload() {
    let out = tmp("all-quiet");
    std::fs::create_dir_all(&out).unwrap();
    // A GPU process that fails for the second and fourth workloads only (it counts its starts).
    let count = out.join("starts");
    let gpu = out.join("flaky-gpu.sh");
    std::fs::write(
        &gpu,
        format!(
            "#!/bin/sh\nn=$(($(cat '{c}' 2>/dev/null || echo 0) + 1))\necho $n > '{c}'\n\
             case $n in 2|4) exit 3 ;; esac\nexec '{t}' gpu-process \"$@\"\n",
            c = count.display(),
            t = env!("CARGO_BIN_EXE_tandem")
        ),
    )
    .unwrap();
    Command::new("chmod").arg("+x").arg(&gpu).status().unwrap();
    let o = tandem()
        .env("TANDEM_GPU_EXE", &gpu)
        .args(["run", "all", "--quiet", "--out"])
        .arg(out.join("run"))
        .output()
        .unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr),
    );
    assert_eq!(o.status.code(), Some(1), "{stdout}\n{stderr}");
    assert!(stdout.is_empty(), "--quiet printed: {stdout}");
    let failed: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains(": FAILED: "))
        .collect();
    assert_eq!(failed.len(), 2, "{stderr}");
    assert!(
        failed.iter().all(|l| l.contains("exited with status 3")),
        "{stderr}"
    );
    let last = stderr.lines().last().unwrap_or_default();
    // The others ran to the end: one folder per workload, all but two with a summary.
    let dirs: Vec<_> = std::fs::read_dir(out.join("run"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    let summaries = dirs
        .iter()
        .filter(|d| d.join("summary.json").is_file())
        .count();
    assert!(dirs.len() > 2, "{dirs:?}");
    assert_eq!(summaries, dirs.len() - 2, "{stderr}");
    assert!(
        last.contains(&format!("2 of {} workload(s) failed", dirs.len())),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&out);
}

/// Issue #38: a normal vecadd run logged "event mailbox not writable" at debug level: the
/// command processor's first pass of a completion has not fetched the mailbox yet (the pass is
/// undone and replayed with the bytes), which is no failure. Only a mailbox that really cannot
/// be written is logged now.
#[test]
fn a_normal_run_logs_no_unwritable_mailbox() {
    let out = tmp("mailbox");
    for extra in [&[][..], &["--timing"][..]] {
        let o = tandem()
            .env("RUST_LOG", "debug")
            .args(["run", "vecadd", "--quiet", "--gpus", "0,1"])
            .args(extra)
            .arg("--out")
            .arg(&out)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{stderr}");
        // The GPU process's log lines (where the mailbox line came from) reach stderr.
        assert!(
            stderr.contains("DEBUG") && stderr.contains("GPU side connected"),
            "RUST_LOG=debug gave no GPU-process log lines: {stderr}"
        );
        assert!(
            !stderr.contains("event mailbox not writable"),
            "{extra:?}: {stderr}"
        );
    }
    let _ = std::fs::remove_dir_all(&out);
}

/// Issue #38: `tandem run` refuses a configuration that would not fit before it starts the GPU
/// process, naming the key; `--max-memory` sets the limit.
#[test]
fn run_refuses_a_configuration_that_cannot_fit_in_memory() {
    let out = tmp("too-big");
    std::fs::create_dir_all(&out).unwrap();
    let cfg = out.join("big.toml");
    std::fs::write(&cfg, "[gpu.timing]\ncus = 10000000\n").unwrap();
    let t = std::time::Instant::now();
    let o = tandem()
        .args(["run", "vecadd", "--timing", "--config"])
        .arg(&cfg)
        .arg("--out")
        .arg(out.join("run"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(
        err.contains("gpu.timing.cus") && err.contains("MemTotal"),
        "{err}"
    );
    assert!(
        t.elapsed() < std::time::Duration::from_secs(10),
        "{:?}",
        t.elapsed()
    );
    // The built-in R9 Nano under a limit below its estimate, then above it.
    let run = |limit: &str| {
        tandem()
            .args([
                "run",
                "vecadd",
                "--timing",
                "-q",
                "--max-memory",
                limit,
                "--out",
            ])
            .arg(out.join(format!("run-{limit}")))
            .output()
            .unwrap()
    };
    let o = run("16M");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        !o.status.success() && err.contains("host.max_memory_bytes"),
        "{err}"
    );
    let o = run("1G");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = run("12Q");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success() && err.contains("suffix"), "{err}");
    let _ = std::fs::remove_dir_all(&out);
}
