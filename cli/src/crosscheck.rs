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

/// Runs the cross-check for `names` (default: every `mgpusim-*` workload) at `size`.
pub fn run(cfg: &TandemConfig, names: Option<&[String]>, size: Size, out: &Path) -> Result<Value> {
    let dir = std::env::var_os("MGPUSIM_DIR").map(PathBuf::from).context(
        "MGPUSIM_DIR is not set: point it at an MGPUSim checkout (v4.1.5 is the tested one)",
    )?;
    if !dir.join("amd/samples").is_dir() {
        bail!(
            "MGPUSIM_DIR={} has no amd/samples: not an MGPUSim v4 checkout",
            dir.display()
        );
    }
    let names: Vec<&'static str> = match names {
        None => MGPUSIM_WORKLOADS.to_vec(),
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
                        "unknown cross-check workload `{n}` (have: {})",
                        MGPUSIM_WORKLOADS.join(", ")
                    )
                })
            })
            .collect::<Result<_>>()?,
    };
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

/// Builds (once) and runs MGPUSim's sample `sample` with `flags` in `work`; returns its
/// command processor's kernel time in core cycles and whether the run passed its own
/// verification (a run that fails it is still timed: the figure is reported with a note).
fn mgpusim_cycles(
    dir: &Path,
    sample: &str,
    flags: &[String],
    work: &Path,
) -> Result<(u64, bool, Option<String>)> {
    let bin_dir = work.parent().unwrap_or(work).join("bin");
    std::fs::create_dir_all(&bin_dir)?;
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

/// One run of MGPUSim's runner in a fresh `work`: its command processor's kernel time in
/// seconds (None when it reported none) and its output.
fn mgpusim_run(
    bin: &Path,
    flags: &[String],
    verify: bool,
    work: &Path,
) -> Result<(Option<f64>, String)> {
    if work.exists() {
        std::fs::remove_dir_all(work)?;
    }
    std::fs::create_dir_all(work)?;
    let out = Command::new(bin)
        .args(["-timing", "-disable-rtm", "-report-all"])
        .args(verify.then_some("-verify"))
        .args(flags)
        .current_dir(work)
        .output()
        .with_context(|| format!("running {}", bin.display()))?;
    let log =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
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
