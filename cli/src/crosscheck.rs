//! `tandem bench mgpusim`: the cycle-by-cycle cross-check against MGPUSim (docs/fidelity.md).
//!
//! For each `mgpusim-*` workload ([`host_programs::mgpusim`]): build MGPUSim's sample runner from the
//! checkout `MGPUSIM_DIR` names (`go build` in `amd/samples/<sample>`), run it in timing mode
//! at the size preset with `-timing -report-all -verify`, read the command processor's
//! `kernel_time` from the SQLite file it writes (through `python3`'s sqlite3 module: no SQLite
//! crate for one query), then run the same code object, launch geometry and inputs in Tandem's
//! timing mode and print both kernels' cycles side by side. MGPUSim's R9 Nano runs its core
//! at 1 GHz, so its seconds are cycles x 1e-9.
//!
//! Nothing of MGPUSim is built into Tandem: its runner and code objects are used where the
//! checkout has them, and the results stay under `--out`.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};
use gpu_sim::side::GpuMode;
use host_programs::mgpusim::{self, MGPUSIM_WORKLOADS};
use serde_json::{json, Value};

use crate::run::{run_one, Request};
use host_programs::workloads::{Mode, Plan, Size};
use host_stub::config::TandemConfig;

/// MGPUSim's R9 Nano core clock (its `r9nano` builder), Hz.
const MGPUSIM_CORE_HZ: f64 = 1e9;

/// The MGPUSim checkout `MGPUSIM_DIR` names, if it is set (an empty value counts as unset),
/// checked to be an MGPUSim v4 checkout.
pub fn mgpusim_dir_from_env() -> Result<Option<PathBuf>> {
    let Some(dir) = std::env::var_os("MGPUSIM_DIR").filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    let dir = PathBuf::from(dir);
    if !dir.join("amd/samples").is_dir() {
        bail!(
            "MGPUSIM_DIR={} has no amd/samples: not an MGPUSim v4 checkout",
            dir.display()
        );
    }
    Ok(Some(dir))
}

/// The `mgpusim-*` workloads `names` picks (`fir` or `mgpusim-fir`; default: all of them).
pub fn workload_names(names: Option<&[String]>) -> Result<Vec<&'static str>> {
    match names {
        None => Ok(MGPUSIM_WORKLOADS.to_vec()),
        Some(list) => list
            .iter()
            .map(|n| {
                let n = if n.starts_with("mgpusim-") {
                    n.clone()
                } else {
                    format!("mgpusim-{n}")
                };
                mgpusim::spec(&n).map(|s| s.name).with_context(|| {
                    format!(
                        "unknown MGPUSim workload `{n}` (have: {})",
                        MGPUSIM_WORKLOADS.join(", ")
                    )
                })
            })
            .collect(),
    }
}

/// Runs the cross-check for `names` (default: every `mgpusim-*` workload) at `size`.
pub fn run(cfg: &TandemConfig, names: Option<&[String]>, size: Size, out: &Path) -> Result<Value> {
    let dir = mgpusim_dir_from_env()?.context(
        "MGPUSIM_DIR is not set: point it at an MGPUSim checkout (v4.1.5 is the tested one)",
    )?;
    let names = workload_names(names)?;
    let mut tcfg = cfg.clone();
    tcfg.gpu.mode = GpuMode::Timing;
    let mut rows = Vec::new();
    println!(
        "MGPUSim ({}) against Tandem on MGPUSim's code objects, 1 GPU, timing mode:",
        dir.display()
    );
    println!(
        "  {:<12} {:>14} {:>14} {:>8} {:>14}",
        "workload", "MGPUSim cyc", "Tandem cyc", "T/M", "Tandem wf insts"
    );
    for name in names {
        let spec = mgpusim::spec(name).context("spec")?;
        let flags = mgpusim::mgpusim_flags(name, size).context("flags")?;
        let (m_cycles, m_verified, m_note) =
            mgpusim_cycles(&dir, spec.sample, &flags, &out.join("mgpusim").join(name))
                .with_context(|| format!("MGPUSim's {}", spec.sample))?;
        let req = Request {
            workload: name,
            plan: Plan {
                gpus: vec![0],
                mode: Mode::Discrete,
                size,
                verify: true,
            },
            n_gpus: 1,
        };
        let s = run_one(&tcfg, &req, &out.join("tandem").join(name))?;
        if s["verification"]["verified"].as_bool() != Some(true) {
            bail!(
                "{name} did not verify in Tandem: {}",
                s["verification"]["detail"]
            );
        }
        let kernels = s["kernels"].as_array().cloned().unwrap_or_default();
        let t_cycles: u64 = kernels
            .iter()
            .map(|k| k["timing"]["cycles"].as_u64().unwrap_or(0))
            .sum();
        let insts: u64 = s["per_gpu"]
            .as_array()
            .map(|g| {
                g.iter()
                    .map(|x| x["wavefront_instructions"].as_u64().unwrap_or(0))
                    .sum()
            })
            .unwrap_or(0);
        let ratio = t_cycles as f64 / m_cycles as f64;
        let note = if m_verified {
            ""
        } else {
            "  (MGPUSim's own verification failed)"
        };
        println!("  {name:<12} {m_cycles:>14} {t_cycles:>14} {ratio:>8.2} {insts:>14}{note}");
        rows.push(json!({
            "workload": name,
            "mgpusim_cycles": m_cycles,
            "mgpusim_verified": m_verified,
            "mgpusim_note": m_note,
            "tandem_cycles": t_cycles,
            "tandem_over_mgpusim": ratio,
            "tandem_kernels": kernels.len(),
            "tandem_wavefront_instructions": insts,
            "mgpusim_flags": flags,
        }));
    }
    Ok(json!({ "mgpusim_dir": dir, "size": format!("{size:?}"), "rows": rows }))
}

/// Builds MGPUSim's runner for `sample` (`go build` in `amd/samples/<sample>` of the checkout
/// `dir`) as `bin_dir/<sample>` and returns its path; a binary already there is reused (its
/// build is not part of any measurement).
pub fn build_runner(dir: &Path, sample: &str, bin_dir: &Path) -> Result<PathBuf> {
    std::fs::create_dir_all(bin_dir)?;
    let bin = bin_dir.join(sample);
    if !bin.exists() {
        let st = Command::new("go")
            .args(["build", "-o"])
            .arg(&bin)
            .arg(".")
            .current_dir(dir.join("amd/samples").join(sample))
            .status()
            .context("running `go build` (is Go installed?)")?;
        if !st.success() {
            bail!("go build of amd/samples/{sample} failed ({st})");
        }
    }
    Ok(bin)
}

/// How MGPUSim's runner is run ([`runner_args`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunnerMode {
    /// `-timing`: the cycle-level model; without it MGPUSim emulates (its functional mode).
    pub timing: bool,
    /// `-verify`: the runner checks its results on the CPU (and prints "Passed!").
    pub verify: bool,
    /// `-report-all`: every metric into the run's `.sqlite3` file (the cross-check reads the
    /// command processor's kernel time from it).
    pub report_all: bool,
}

/// The runner's command line for `mode` and the size flags `flags`
/// ([`mgpusim::mgpusim_flags`]). Always `-disable-rtm`: AkitaRTM, the monitoring web portal,
/// is no part of a simulation.
pub fn runner_args(mode: RunnerMode, flags: &[String]) -> Vec<String> {
    let mut args = Vec::with_capacity(flags.len() + 4);
    if mode.timing {
        args.push("-timing".to_string());
    }
    args.push("-disable-rtm".to_string());
    if mode.report_all {
        args.push("-report-all".to_string());
    }
    if mode.verify {
        args.push("-verify".to_string());
    }
    args.extend(flags.iter().cloned());
    args
}

/// One whole process's run ([`run_process`]).
#[derive(Debug)]
pub struct ProcessRun {
    /// Wall-clock seconds from spawning the process to reaping it.
    pub wall_s: f64,
    /// Its peak resident set (`ru_maxrss` of the process, as `wait4` reports it), bytes;
    /// `None` where that is not available.
    pub peak_rss_bytes: Option<u64>,
    /// Whether it exited with status 0.
    pub success: bool,
    /// How it ended, for messages (`exit status: 1`, `signal: 9`, ...).
    pub status: String,
    /// Its standard error and output, as written (also kept in `work/output.log`).
    pub log: String,
}

/// Runs `bin` with `args` as one whole process in a fresh folder `work` (emptied first), its
/// standard output and error into `work/output.log`, and times it: the wall clock from spawn
/// to exit and the process's peak resident set. MGPUSim's runners go through here (so a test
/// can hand it a stand-in script); the caller reads whatever the process left in `work`.
pub fn run_process(bin: &Path, args: &[String], work: &Path) -> Result<ProcessRun> {
    if work.exists() {
        std::fs::remove_dir_all(work)?;
    }
    std::fs::create_dir_all(work)?;
    let log_path = work.join("output.log");
    let log_file = std::fs::File::create(&log_path)
        .with_context(|| format!("creating {}", log_path.display()))?;
    let mut cmd = Command::new(bin);
    cmd.args(args)
        .current_dir(work)
        .stdin(std::process::Stdio::null())
        .stdout(log_file.try_clone()?)
        .stderr(log_file);
    let start = std::time::Instant::now();
    let child = cmd
        .spawn()
        .with_context(|| format!("running {}", bin.display()))?;
    let (success, status, peak_rss_bytes) = wait_with_rusage(child)?;
    let wall_s = start.elapsed().as_secs_f64();
    let log = String::from_utf8_lossy(
        &std::fs::read(&log_path).with_context(|| format!("reading {}", log_path.display()))?,
    )
    .into_owned();
    Ok(ProcessRun {
        wall_s,
        peak_rss_bytes,
        success,
        status,
        log,
    })
}

/// Waits for `child` and returns whether it succeeded, how it ended and its peak resident set
/// in bytes (`wait4`'s resource usage of that one process, so runs before it and Tandem's own
/// GPU processes do not count).
#[cfg(unix)]
fn wait_with_rusage(child: std::process::Child) -> Result<(bool, String, Option<u64>)> {
    use std::os::unix::process::ExitStatusExt;
    let pid = libc::pid_t::try_from(child.id()).context("child pid")?;
    let mut raw = 0;
    // SAFETY: an all-zero `rusage` is a valid value of the plain C struct; wait4 gets pointers
    // to two locals that live across the call.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: see above; `pid` is our own unreaped child (std has not waited for it).
        let r = unsafe { libc::wait4(pid, &mut raw, 0, &mut usage) };
        if r == pid {
            break;
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(e).context("waiting for MGPUSim's runner");
        }
    }
    // Reaped here: dropping the handle neither waits nor kills.
    drop(child);
    let st = std::process::ExitStatus::from_raw(raw);
    // Linux reports ru_maxrss in KiB.
    let rss = u64::try_from(usage.ru_maxrss).ok().map(|k| k * 1024);
    Ok((st.success(), st.to_string(), rss.filter(|&b| b > 0)))
}

#[cfg(not(unix))]
fn wait_with_rusage(mut child: std::process::Child) -> Result<(bool, String, Option<u64>)> {
    let st = child.wait().context("waiting for MGPUSim's runner")?;
    Ok((st.success(), st.to_string(), None))
}

/// Builds (once) and runs MGPUSim's sample `sample` with `flags` in `work`; returns its
/// command processor's kernel time in core cycles and whether the run passed its own
/// verification (a run that fails it is still timed: the figure is reported with a note).
fn mgpusim_cycles(
    dir: &Path,
    sample: &str,
    flags: &[String],
    work: &Path,
) -> Result<(u64, bool, Option<String>)> {
    let bin = build_runner(dir, sample, &work.parent().unwrap_or(work).join("bin"))?;
    // With -verify first; a run that fails its own check stops before it reports its
    // metrics, so it is then timed again without -verify (and flagged).
    let (secs, log) = match mgpusim_run(&bin, flags, true, work)? {
        (Some(secs), log) => (secs, log),
        (None, first) => match mgpusim_run(&bin, flags, false, work)? {
            (Some(secs), log) => (secs, first + &log),
            (None, log) => (0.0, first + &log),
        },
    };
    let log_path = work.join("mgpusim.log");
    std::fs::write(&log_path, &log).with_context(|| format!("writing {}", log_path.display()))?;
    // Every sample prints "Passed!" after its check, except kmeans ("Passsed, RMSE ...").
    let verified = log.contains("Passed") || log.contains("Passsed");
    // KMeans stops when no point moves: with MGPUSim's inputs (Go's RNG) that can take a
    // different number of iterations than with Tandem's, so its count goes in the row.
    let note = log
        .lines()
        .find(|l| l.contains("GPU iterated"))
        .map(|l| l.trim().to_string());
    if secs <= 0.0 {
        bail!(
            "MGPUSim reported no kernel time (log: {})",
            work.join("mgpusim.log").display()
        );
    }
    Ok(((secs * MGPUSIM_CORE_HZ).round() as u64, verified, note))
}

/// One timing run of MGPUSim's runner in a fresh `work`: its command processor's kernel time
/// in seconds (None when it reported none) and its output.
fn mgpusim_run(
    bin: &Path,
    flags: &[String],
    verify: bool,
    work: &Path,
) -> Result<(Option<f64>, String)> {
    let mode = RunnerMode {
        timing: true,
        verify,
        report_all: true,
    };
    let log = run_process(bin, &runner_args(mode, flags), work)?.log;
    let query = "import glob, sqlite3\n\
        dbs = sorted(glob.glob('*.sqlite3'))\n\
        rows = sqlite3.connect(dbs[-1]).execute(\"select Value from mgpusim_metrics where What = 'kernel_time' and Location like '%CommandProcessor'\").fetchall() if dbs else []\n\
        print(sum(float(r[0]) for r in rows))\n";
    let q = Command::new("python3")
        .args(["-c", query])
        .current_dir(work)
        .output()
        .context("running python3 to read MGPUSim's metrics")?;
    if !q.status.success() {
        bail!(
            "reading MGPUSim's metrics: {}",
            String::from_utf8_lossy(&q.stderr)
        );
    }
    let secs: f64 = String::from_utf8_lossy(&q.stdout)
        .trim()
        .parse()
        .context("MGPUSim's kernel_time")?;
    Ok(((secs > 0.0).then_some(secs), log))
}

/// MGPUSim's wall times and peak memory on one workload, one run per mode
/// ([`mgpusim_walls`], `tandem bench speed` with `MGPUSIM_DIR`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct MgpusimWalls {
    /// Emulation (the runner without `-timing`), the whole process, seconds.
    pub functional_wall_s: f64,
    /// `-timing -disable-rtm`, the whole process, seconds.
    pub timing_wall_s: f64,
    pub functional_peak_rss_bytes: Option<u64>,
    pub timing_peak_rss_bytes: Option<u64>,
    /// Why the emulation run failed (its wall time is then 0 and means nothing).
    pub functional_failed: Option<String>,
    /// Why the timing run failed (likewise).
    pub timing_failed: Option<String>,
}

/// Runs MGPUSim's runner `bin` once in emulation (its functional mode) and once with
/// `-timing -disable-rtm` (how the cross-check runs it), with the size flags `flags`, each as
/// a whole process timed by [`run_process`] in `work/functional` and `work/timing`. Neither
/// run verifies nor writes metrics (`-verify` and `-report-all` would add work Tandem's side
/// has no counterpart for, or a different one). A run that exits with an error is recorded as
/// that mode's failure, naming its log (MGPUSim v4.1.5's transpose panics in emulation but
/// runs with `-timing`: the other mode is still measured); only a runner that cannot be
/// started at all is an error.
pub fn mgpusim_walls(bin: &Path, flags: &[String], work: &Path) -> Result<MgpusimWalls> {
    let mut walls = [(0.0, None); 2];
    let mut failed = [None, None];
    for ((slot, fail), timing) in walls.iter_mut().zip(&mut failed).zip([false, true]) {
        let mode = RunnerMode {
            timing,
            verify: false,
            report_all: false,
        };
        let dir = work.join(if timing { "timing" } else { "functional" });
        let r = run_process(bin, &runner_args(mode, flags), &dir)?;
        if !r.success {
            *fail = Some(format!(
                "MGPUSim's {} ({}) failed: {} (log: {})",
                bin.display(),
                if timing { "timing" } else { "emulation" },
                r.status,
                dir.join("output.log").display()
            ));
            continue;
        }
        *slot = (r.wall_s, r.peak_rss_bytes);
    }
    let [functional_failed, timing_failed] = failed;
    Ok(MgpusimWalls {
        functional_wall_s: walls[0].0,
        timing_wall_s: walls[1].0,
        functional_peak_rss_bytes: walls[0].1,
        timing_peak_rss_bytes: walls[1].1,
        functional_failed,
        timing_failed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runner_args_follow_the_mode() {
        let flags = vec!["-length".to_string(), "4096".to_string()];
        let t = RunnerMode {
            timing: true,
            verify: true,
            report_all: true,
        };
        assert_eq!(
            runner_args(t, &flags),
            [
                "-timing",
                "-disable-rtm",
                "-report-all",
                "-verify",
                "-length",
                "4096"
            ]
        );
        let f = RunnerMode {
            timing: false,
            verify: false,
            report_all: false,
        };
        assert_eq!(runner_args(f, &flags), ["-disable-rtm", "-length", "4096"]);
    }

    #[test]
    fn workload_names_take_short_and_long_names() {
        let names = workload_names(Some(&["fir".into(), "mgpusim-aes".into()])).unwrap();
        assert_eq!(names, ["mgpusim-fir", "mgpusim-aes"]);
        assert_eq!(workload_names(None).unwrap(), MGPUSIM_WORKLOADS);
        let e = workload_names(Some(&["vecadd".into()])).unwrap_err();
        assert!(e.to_string().contains("mgpusim-vecadd"), "{e}");
    }

    /// A stand-in for MGPUSim's runner: a shell script that records its arguments, sleeps a
    /// little and prints what a sample prints; [`mgpusim_walls`] times both of its runs as
    /// whole processes and passes each mode its flags.
    #[cfg(unix)]
    #[test]
    fn mgpusim_walls_times_a_stand_in_runner_in_both_modes() {
        use std::os::unix::fs::PermissionsExt;
        let tmp = std::env::temp_dir().join(format!("tandem-fake-mgpusim-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        std::fs::create_dir_all(&tmp).unwrap();
        let bin = tmp.join("fir");
        std::fs::write(
            &bin,
            "#!/bin/sh\necho \"$@\" > args.txt\nsleep 0.1\necho 'Passed!'\necho oops >&2\n",
        )
        .unwrap();
        std::fs::set_permissions(&bin, std::fs::Permissions::from_mode(0o755)).unwrap();
        let flags = vec!["-length".to_string(), "64".to_string()];
        let work = tmp.join("work");
        let w = mgpusim_walls(&bin, &flags, &work).unwrap();
        assert!(
            w.functional_wall_s >= 0.1 && w.functional_wall_s < 5.0,
            "{w:?}"
        );
        assert!(w.timing_wall_s >= 0.1 && w.timing_wall_s < 5.0, "{w:?}");
        assert!(w.functional_peak_rss_bytes.is_some_and(|b| b > 0), "{w:?}");
        assert!(w.timing_peak_rss_bytes.is_some_and(|b| b > 0), "{w:?}");
        let args = |m: &str| std::fs::read_to_string(work.join(m).join("args.txt")).unwrap();
        assert_eq!(args("timing").trim(), "-timing -disable-rtm -length 64");
        assert_eq!(args("functional").trim(), "-disable-rtm -length 64");
        let log = std::fs::read_to_string(work.join("timing/output.log")).unwrap();
        assert!(log.contains("Passed!") && log.contains("oops"), "{log}");
        assert!(
            w.functional_failed.is_none() && w.timing_failed.is_none(),
            "{w:?}"
        );
        // A runner that fails in one mode (as MGPUSim's transpose does in emulation) is that
        // mode's failure, naming its log; the other mode is still timed.
        std::fs::write(
            &bin,
            "#!/bin/sh\ncase \"$1\" in -timing) sleep 0.1; echo ok ;; *) echo broken; exit 3 ;; esac\n",
        )
        .unwrap();
        let w = mgpusim_walls(&bin, &flags, &work).unwrap();
        let e = w.functional_failed.clone().unwrap_or_default();
        assert!(e.contains("emulation") && e.contains("output.log"), "{w:?}");
        assert!(w.timing_failed.is_none() && w.timing_wall_s >= 0.1, "{w:?}");
        // A runner that cannot be started is an error.
        let e = mgpusim_walls(&tmp.join("missing"), &flags, &work)
            .unwrap_err()
            .to_string();
        assert!(!e.is_empty());
        std::fs::write(&bin, "#!/bin/sh\necho broken\nexit 3\n").unwrap();
        let r = run_process(&bin, &[], &work.join("again")).unwrap();
        assert!(!r.success && r.log.contains("broken"), "{r:?}");
        let _ = std::fs::remove_dir_all(&tmp);
    }
}
