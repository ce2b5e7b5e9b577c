//! `tandem sweep SWEEP.toml`: a design-space sweep (docs/outputs.md, "Sweeps").
//!
//! The sweep file names a grid: workloads, input sizes, GPU models (functional, timing), modes
//! (discrete, unified), GPU counts, and `[params]`: dotted config keys (`gpu.timing.l2.ways`),
//! each with a list of values. The grid is the cartesian product, expanded in a fixed order
//! (workload slowest, then size, model, mode, GPU count, then params in key order, the last
//! fastest), so point `i` is the same run on every machine and in every Slurm array task.
//!
//! Each point gets `OUT/points/NNNN/` with its own `config.toml` (the base config with the
//! point's keys set), `point.json` (its grid values), the run's folder `run/` (what `tandem run`
//! writes there), `run.log` (the run's stdout and stderr) and `result.json` (status, error,
//! wall time). A point runs as a child `tandem run` process, so a crash or a hang (bounded by
//! `wall_timeout_s`) of one point is that point's failure, recorded in the CSV, never the
//! sweep's.
//!
//! Local sweeps run `--jobs` children at a time. `--slurm` writes `OUT/sweep.sbatch` and submits
//! it with `sbatch --array=0-(N-1)`; each array task runs `tandem sweep OUT/sweep.toml --point
//! $SLURM_ARRAY_TASK_ID`. `--collect` (run by `--slurm` itself after `sbatch --wait`, or by
//! hand) gathers every point's result into `OUT/sweep.csv` and `OUT/results.sqlite` (every
//! point's run, kernels and metrics in one database, with the point's swept keys) and draws
//! `OUT/sweep.svg`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use anyhow::{bail, Context, Result};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use host_stub::config::TandemConfig;

/// The resolved copy of the sweep file inside the output folder (the one array tasks read).
pub const SPEC_COPY: &str = "sweep.toml";
/// The results table.
pub const CSV: &str = "sweep.csv";
/// The sweep chart.
pub const SVG: &str = "sweep.svg";

/// Examples shown by `tandem sweep --help`.
pub const SWEEP_EXAMPLES: &str = "Examples:
  tandem sweep configs/sweeps/cus.toml --out /tmp/sweep          # local, one run per core
  tandem sweep configs/sweeps/cus.toml --out /tmp/sweep --jobs 2
  tandem sweep configs/sweeps/cus.toml --out /tmp/sweep --list   # show the grid only
  tandem sweep configs/sweeps/cus.toml --out /shared/sweep --slurm
  tandem sweep configs/sweeps/cus.toml --out /shared/sweep --slurm --no-wait
  tandem sweep /shared/sweep/sweep.toml --out /shared/sweep --collect

Writes OUT/sweep.csv (one row per run), OUT/results.sqlite (every run's kernels and metrics,
with the points' keys) and OUT/sweep.svg; each run's outputs are under
OUT/points/NNNN/. The file format is in docs/outputs.md (\"Sweeps\").";

/// Options of `tandem sweep`.
#[derive(clap::Args, Debug, Clone)]
pub struct SweepArgs {
    /// The sweep file (TOML; docs/outputs.md, configs/sweeps/).
    pub sweep: PathBuf,
    /// Output folder of the sweep.
    #[arg(long, default_value = "sweep-out")]
    pub out: PathBuf,
    /// Runs at a time (local), or the most array tasks running at once (--slurm). Default:
    /// the machine's cores (local), no limit (Slurm).
    #[arg(long, short, value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: Option<u32>,
    /// Submit the grid as a Slurm job array (sbatch) instead of running it here.
    #[arg(long, conflicts_with_all = ["point", "collect"])]
    pub slurm: bool,
    /// With --slurm: submit and return; collect later with --collect.
    #[arg(long, requires = "slurm")]
    pub no_wait: bool,
    /// Run only grid point INDEX (what each Slurm array task does).
    #[arg(long, value_name = "INDEX", conflicts_with = "collect")]
    pub point: Option<usize>,
    /// Gather the points' results into sweep.csv and sweep.svg (after a --slurm --no-wait).
    #[arg(long)]
    pub collect: bool,
    /// Print the grid and exit.
    #[arg(long)]
    pub list: bool,
}

/// A sweep file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SweepSpec {
    /// Base configuration every point starts from (a `tandem run --config` file), relative to
    /// the sweep file. Default: the built-in R9 Nano configuration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<PathBuf>,
    /// Workloads (`tandem run` names).
    pub workloads: Vec<String>,
    /// Input size presets: small, 1gpu, 4gpu. Default [small].
    #[serde(default = "SweepSpec::default_sizes")]
    pub sizes: Vec<String>,
    /// GPU models: functional, timing. Default [functional].
    #[serde(default = "SweepSpec::default_models")]
    pub models: Vec<String>,
    /// Multi-GPU modes: discrete, unified. Default [discrete].
    #[serde(default = "SweepSpec::default_modes")]
    pub modes: Vec<String>,
    /// GPU counts: a point with n uses GPUs 0..n. Default [1].
    #[serde(default = "SweepSpec::default_gpus")]
    pub gpus: Vec<u32>,
    /// Check every run against the CPU reference. Default true.
    #[serde(default = "SweepSpec::yes")]
    pub verify: bool,
    /// Wall-clock limit of each run in seconds (0: none). Default 0.
    #[serde(default)]
    pub wall_timeout_s: u64,
    /// Dotted config keys, each with the values to sweep.
    #[serde(default)]
    pub params: BTreeMap<String, Vec<toml::Value>>,
    /// The sweep chart.
    #[serde(default)]
    pub plot: PlotSpec,
    /// Slurm submission settings.
    #[serde(default)]
    pub slurm: SlurmSpec,
}

/// What the sweep chart puts on its x axis.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PlotSpec {
    /// A grid axis: a `[params]` key, or gpus, sizes, models, modes, workloads. Default: the
    /// first param with more than one value, else the first other axis that varies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<String>,
    /// The y axis: a metric column of sweep.csv. Default simulated_time_ps.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub y: Option<String>,
    /// Divide each line by its first point (speed-ups and slow-downs of workloads of very
    /// different lengths share one axis). Default false.
    #[serde(default)]
    pub normalize: bool,
}

/// `sbatch` settings.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SlurmSpec {
    /// `--partition`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partition: Option<String>,
    /// `--time` of each array task (Slurm's formats, e.g. "02:00:00").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<String>,
    /// Further `#SBATCH` options, each one argument (e.g. "--mem=8G", "--account=arch").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra: Vec<String>,
}

/// Axis names besides `[params]` keys, as the CSV and `plot.x` name them.
pub const AXES: [&str; 5] = ["workload", "size", "model", "mode", "gpus"];

impl SweepSpec {
    fn default_sizes() -> Vec<String> {
        vec!["small".into()]
    }
    fn default_models() -> Vec<String> {
        vec!["functional".into()]
    }
    fn default_modes() -> Vec<String> {
        vec!["discrete".into()]
    }
    fn default_gpus() -> Vec<u32> {
        vec![1]
    }
    fn yes() -> bool {
        true
    }

    /// Loads a sweep file, resolves `config` against its folder and checks it.
    pub fn load(path: &Path) -> Result<SweepSpec> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read sweep file {}", path.display()))?;
        let mut s: SweepSpec = toml::from_str(&text)
            .map_err(|e| anyhow::anyhow!("sweep file {}: {e}", path.display()))?;
        if let Some(c) = &s.config {
            if c.is_relative() {
                let base = path.parent().unwrap_or(Path::new("."));
                s.config = Some(base.join(c));
            }
        }
        s.check()
            .with_context(|| format!("sweep file {}", path.display()))?;
        Ok(s)
    }

    /// Every problem with the grid, before anything runs.
    pub fn check(&self) -> Result<()> {
        let mut e = Vec::new();
        let nonempty = |name: &str, n: usize, e: &mut Vec<String>| {
            if n == 0 {
                e.push(format!("{name}: the list is empty"));
            }
        };
        nonempty("workloads", self.workloads.len(), &mut e);
        nonempty("sizes", self.sizes.len(), &mut e);
        nonempty("models", self.models.len(), &mut e);
        nonempty("modes", self.modes.len(), &mut e);
        nonempty("gpus", self.gpus.len(), &mut e);
        for w in &self.workloads {
            if host_programs::workloads::canonical(w).is_none() {
                e.push(format!(
                    "workloads: unknown workload `{w}` (available: {})",
                    host_programs::workloads::WORKLOADS.join(", ")
                ));
            }
        }
        for s in &self.sizes {
            if let Err(x) = host_programs::workloads::Size::parse(s) {
                e.push(format!("sizes: {x}"));
            }
        }
        for m in &self.models {
            if !matches!(m.as_str(), "functional" | "timing") {
                e.push(format!("models: `{m}` is not functional or timing"));
            }
        }
        for m in &self.modes {
            if !matches!(m.as_str(), "discrete" | "unified") {
                e.push(format!("modes: `{m}` is not discrete or unified"));
            }
        }
        for &g in &self.gpus {
            if g == 0 || g > 16 {
                e.push(format!("gpus: {g} is not 1..=16"));
            }
        }
        for (k, vals) in &self.params {
            if vals.is_empty() {
                e.push(format!("params.\"{k}\": the list is empty"));
            }
            if k.split('.').any(str::is_empty) {
                e.push(format!("params.\"{k}\": not a dotted key"));
            }
            if k == "gpu.mode" {
                e.push("params.\"gpu.mode\": sweep it with `models`".into());
            }
            if AXES.contains(&k.as_str()) {
                e.push(format!("params.\"{k}\": the name is taken by a grid axis"));
            }
        }
        if let Some(x) = &self.plot.x {
            if !AXES.contains(&x.as_str()) && !self.params.contains_key(x) {
                e.push(format!(
                    "plot.x: `{x}` is neither a [params] key nor one of {}",
                    AXES.join(", ")
                ));
            }
        }
        if let Some(y) = &self.plot.y {
            if !METRICS.contains(&y.as_str()) && y != "wall_seconds" {
                e.push(format!(
                    "plot.y: `{y}` is not a metric column (one of {}, wall_seconds)",
                    METRICS[1..].join(", ")
                ));
            }
        }
        if !e.is_empty() {
            bail!("{}", e.join("\n  "));
        }
        Ok(())
    }

    /// The grid, in index order.
    pub fn points(&self) -> Vec<Point> {
        let mut out = Vec::new();
        let params: Vec<(&String, &Vec<toml::Value>)> = self.params.iter().collect();
        for w in &self.workloads {
            for s in &self.sizes {
                for model in &self.models {
                    for mode in &self.modes {
                        for &g in &self.gpus {
                            let base = Point {
                                index: 0,
                                workload: w.clone(),
                                size: s.clone(),
                                model: model.clone(),
                                mode: mode.clone(),
                                gpus: g,
                                params: Vec::new(),
                            };
                            expand_params(&base, &params, &mut out);
                        }
                    }
                }
            }
        }
        for (i, p) in out.iter_mut().enumerate() {
            p.index = i;
        }
        out
    }
}

fn expand_params(base: &Point, rest: &[(&String, &Vec<toml::Value>)], out: &mut Vec<Point>) {
    match rest.split_first() {
        None => out.push(base.clone()),
        Some(((k, vals), tail)) => {
            for v in vals.iter() {
                let mut p = base.clone();
                p.params.push(((*k).clone(), v.clone()));
                expand_params(&p, tail, out);
            }
        }
    }
}

/// One grid point.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    pub index: usize,
    pub workload: String,
    pub size: String,
    pub model: String,
    pub mode: String,
    pub gpus: u32,
    /// `[params]` keys and this point's values, in key order.
    pub params: Vec<(String, toml::Value)>,
}

/// A TOML value as a CSV cell and a label: strings without quotes.
pub fn value_text(v: &toml::Value) -> String {
    match v {
        toml::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

impl Point {
    /// The point's value of an axis or a `[params]` key.
    pub fn axis(&self, name: &str) -> Option<String> {
        Some(match name {
            "workload" => self.workload.clone(),
            "size" => self.size.clone(),
            "model" => self.model.clone(),
            "mode" => self.mode.clone(),
            "gpus" => self.gpus.to_string(),
            k => self
                .params
                .iter()
                .find(|(pk, _)| pk == k)
                .map(|(_, v)| value_text(v))?,
        })
    }

    /// A short description for progress lines.
    pub fn describe(&self) -> String {
        let mut s = format!(
            "{} {} {} {} gpus={}",
            self.workload, self.size, self.model, self.mode, self.gpus
        );
        for (k, v) in &self.params {
            s.push_str(&format!(" {k}={}", value_text(v)));
        }
        s
    }

    /// The point's configuration: `base` with the point's keys set, the model, and enough GPUs.
    pub fn config(&self, base: &toml::Table) -> Result<toml::Table> {
        let mut t = base.clone();
        for (k, v) in &self.params {
            set_dotted(&mut t, k, v.clone())?;
        }
        set_dotted(&mut t, "gpu.mode", toml::Value::String(self.model.clone()))?;
        let count = t
            .get("gpu")
            .and_then(|g| g.get("count"))
            .and_then(toml::Value::as_integer)
            .unwrap_or(i64::from(TandemConfig::r9_nano().gpu.count));
        if count < i64::from(self.gpus) {
            set_dotted(
                &mut t,
                "gpu.count",
                toml::Value::Integer(i64::from(self.gpus)),
            )?;
        }
        Ok(t)
    }
}

/// Sets `a.b.c = v` in a TOML table, creating tables on the way.
pub fn set_dotted(t: &mut toml::Table, key: &str, v: toml::Value) -> Result<()> {
    let parts: Vec<&str> = key.split('.').collect();
    let (last, path) = parts.split_last().context("empty key")?;
    let mut cur = t;
    for (i, p) in path.iter().enumerate() {
        let entry = cur
            .entry(p.to_string())
            .or_insert_with(|| toml::Value::Table(toml::Table::new()));
        cur = match entry {
            toml::Value::Table(tt) => tt,
            _ => bail!("{key}: `{}` is a value, not a table", parts[..=i].join(".")),
        };
    }
    cur.insert(last.to_string(), v);
    Ok(())
}

/// The base configuration as a table (an empty table: the built-in defaults).
fn base_table(spec: &SweepSpec) -> Result<toml::Table> {
    match &spec.config {
        None => Ok(toml::Table::new()),
        Some(p) => {
            let text = std::fs::read_to_string(p)
                .with_context(|| format!("cannot read the sweep's base config {}", p.display()))?;
            // Checked once here so that a broken base file is one clear error, not N failures.
            TandemConfig::parse(&text).with_context(|| format!("config {}", p.display()))?;
            text.parse::<toml::Table>()
                .with_context(|| format!("config {}", p.display()))
        }
    }
}

/// A point's folder.
pub fn point_dir(out: &Path, index: usize) -> PathBuf {
    out.join("points").join(format!("{index:04}"))
}

/// What a finished point left in `result.json`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct PointResult {
    pub index: usize,
    /// `ok`, or `failed` (the run's error is in `error`).
    pub status: String,
    pub error: String,
    pub exit_code: Option<i32>,
    pub wall_seconds: f64,
}

/// Runs one point with `exe` (the `tandem` binary) and records its result; errors only when the
/// point's folder cannot be written.
pub fn run_point(spec: &SweepSpec, out: &Path, p: &Point, exe: &Path) -> Result<PointResult> {
    let dir = point_dir(out, p.index);
    if dir.exists() {
        std::fs::remove_dir_all(&dir).with_context(|| format!("clearing {}", dir.display()))?;
    }
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let mut grid = serde_json::Map::new();
    grid.insert("index".into(), json!(p.index));
    for a in AXES {
        grid.insert(a.into(), json!(p.axis(a)));
    }
    for (k, v) in &p.params {
        grid.insert(k.clone(), json!(value_text(v)));
    }
    crate::outdir::write_result(&dir.join("point.json"), serde_json::to_vec_pretty(&grid)?)?;
    let wall = Instant::now();
    // One line per error, so the CSV cell stays on one row of a spreadsheet.
    let result = |status: &str, error: String, code: Option<i32>| PointResult {
        index: p.index,
        status: status.into(),
        error: error
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join("; ")
            .replace(":; ", ": "),
        exit_code: code,
        wall_seconds: wall.elapsed().as_secs_f64(),
    };
    let cfg = base_table(spec).and_then(|b| p.config(&b)).and_then(|t| {
        let text = toml::to_string(&t)?;
        TandemConfig::parse(&text)?;
        Ok(text)
    });
    let r = match cfg {
        Err(e) => result("failed", format!("configuration: {e:#}"), None),
        Ok(text) => {
            let cfg_path = dir.join("config.toml");
            crate::outdir::write_result(&cfg_path, text)?;
            // The child's log grows while it runs (it is a log, not a result to be trusted).
            let log_path = dir.join("run.log");
            let log = std::fs::File::create(&log_path)
                .with_context(|| format!("creating {}", log_path.display()))?;
            let ids = (0..p.gpus)
                .map(|g| g.to_string())
                .collect::<Vec<_>>()
                .join(",");
            let mut cmd = Command::new(exe);
            cmd.arg("run")
                .arg(&p.workload)
                .arg("--config")
                .arg(&cfg_path)
                .arg("--size")
                .arg(&p.size)
                .arg(if p.mode == "unified" {
                    "--unified-gpus"
                } else {
                    "--gpus"
                })
                .arg(&ids)
                .arg("--out")
                .arg(dir.join("run"))
                .stdin(Stdio::null())
                .stdout(log.try_clone()?)
                .stderr(log);
            if spec.verify {
                cmd.arg("--verify");
            }
            if spec.wall_timeout_s > 0 {
                cmd.arg("--wall-timeout")
                    .arg(spec.wall_timeout_s.to_string());
            }
            match cmd.status() {
                Err(e) => result(
                    "failed",
                    format!("cannot start {}: {e}", exe.display()),
                    None,
                ),
                Ok(st) if st.success() => result("ok", String::new(), st.code()),
                Ok(st) => {
                    let log = std::fs::read_to_string(dir.join("run.log")).unwrap_or_default();
                    let why = log
                        .lines()
                        .rev()
                        .find_map(|l| l.strip_prefix("tandem: error: "))
                        .map(str::to_string)
                        .unwrap_or_else(|| format!("tandem run ended with {st}"));
                    result("failed", why, st.code())
                }
            }
        }
    };
    crate::outdir::write_result(&dir.join("result.json"), serde_json::to_vec_pretty(&r)?)?;
    Ok(r)
}

/// One CSV row per point: grid values, then status and metrics.
pub fn collect(spec: &SweepSpec, out: &Path) -> Result<Vec<BTreeMap<String, String>>> {
    let points = spec.points();
    let mut rows = Vec::new();
    for p in &points {
        let dir = point_dir(out, p.index);
        let mut row = BTreeMap::new();
        row.insert("point".to_string(), p.index.to_string());
        for a in AXES {
            row.insert(a.to_string(), p.axis(a).unwrap_or_default());
        }
        for (k, v) in &p.params {
            row.insert(k.clone(), value_text(v));
        }
        match std::fs::read(dir.join("result.json")) {
            Err(_) => {
                row.insert("status".into(), "missing".into());
                row.insert(
                    "error".into(),
                    format!(
                        "no {}/result.json (not run, or still running)",
                        dir.display()
                    ),
                );
            }
            Ok(bytes) => {
                let r: PointResult = serde_json::from_slice(&bytes)
                    .with_context(|| format!("{}/result.json", dir.display()))?;
                row.insert("status".into(), r.status);
                row.insert("error".into(), r.error);
                row.insert("wall_seconds".into(), format!("{:.3}", r.wall_seconds));
            }
        }
        if let Ok(text) = std::fs::read_to_string(dir.join("run").join("summary.json")) {
            if let Ok(s) = serde_json::from_str::<Value>(&text) {
                metrics(&s, &mut row);
            }
        }
        rows.push(row);
    }
    Ok(rows)
}

/// Metric columns, in CSV order.
pub const METRICS: [&str; 8] = [
    "verified",
    "simulated_time_ps",
    "kernels",
    "wavefront_instructions",
    "gpu_busy_ps",
    "ipc",
    "l2_hit_rate",
    "dram_bytes",
];

/// Key metrics of a run's summary.json (timing ones empty in functional runs).
fn metrics(s: &Value, row: &mut BTreeMap<String, String>) {
    let mut put = |k: &str, v: String| {
        row.insert(k.to_string(), v);
    };
    if let Some(v) = s["verification"]["verified"].as_bool() {
        put("verified", v.to_string());
    }
    if let Some(v) = s["simulated_time_ps"].as_u64() {
        put("simulated_time_ps", v.to_string());
    }
    let kernels = s["kernels"].as_array().cloned().unwrap_or_default();
    put("kernels", kernels.len().to_string());
    let per_gpu = s["per_gpu"].as_array().cloned().unwrap_or_default();
    let sum = |k: &str| per_gpu.iter().filter_map(|g| g[k].as_u64()).sum::<u64>();
    put(
        "wavefront_instructions",
        sum("wavefront_instructions").to_string(),
    );
    put("gpu_busy_ps", sum("busy_ps").to_string());
    let timed: Vec<&Value> = kernels
        .iter()
        .map(|k| &k["timing"])
        .filter(|t| t.is_object())
        .collect();
    if !timed.is_empty() {
        let f = |t: &Value, k: &str| t[k].as_f64().unwrap_or(0.0);
        let inst: f64 = timed.iter().map(|t| f(t, "wavefront_instructions")).sum();
        let cycles: f64 = timed.iter().map(|t| f(t, "cycles")).sum();
        let acc: f64 = timed.iter().map(|t| f(t, "l2_accesses")).sum();
        let hits: f64 = timed
            .iter()
            .map(|t| f(t, "l2_hit_rate") * f(t, "l2_accesses"))
            .sum();
        let dram: f64 = timed.iter().map(|t| f(t, "dram_bytes")).sum();
        if cycles > 0.0 {
            put("ipc", format!("{:.4}", inst / cycles));
        }
        if acc > 0.0 {
            put("l2_hit_rate", format!("{:.4}", hits / acc));
        }
        put("dram_bytes", format!("{dram:.0}"));
    }
}

/// The CSV's columns: index, axes, params, status, error, wall time, metrics.
fn columns(spec: &SweepSpec) -> Vec<String> {
    let mut c = vec!["point".to_string()];
    c.extend(AXES.iter().map(|s| s.to_string()));
    c.extend(spec.params.keys().cloned());
    c.extend(["status", "error", "wall_seconds"].map(String::from));
    c.extend(METRICS.iter().map(|s| s.to_string()));
    c
}

/// Writes the rows as `sweep.csv`.
pub fn write_csv(spec: &SweepSpec, rows: &[BTreeMap<String, String>], path: &Path) -> Result<()> {
    // Built in memory and written whole: a sweep that fails leaves no half-written CSV.
    let mut w = csv::Writer::from_writer(Vec::new());
    let cols = columns(spec);
    w.write_record(&cols)?;
    for r in rows {
        w.write_record(
            cols.iter()
                .map(|c| r.get(c).map(String::as_str).unwrap_or("")),
        )?;
    }
    let bytes = w
        .into_inner()
        .map_err(|e| anyhow::anyhow!("writing {}: {}", path.display(), e.error()))?;
    crate::outdir::write_result(path, bytes)
}

/// Reads a `sweep.csv` back (for `tandem plot SWEEP_DIR`).
pub fn read_csv(path: &Path) -> Result<Vec<BTreeMap<String, String>>> {
    let mut r =
        csv::Reader::from_path(path).with_context(|| format!("cannot read {}", path.display()))?;
    let header = r.headers()?.clone();
    let mut rows = Vec::new();
    for rec in r.records() {
        let rec = rec.with_context(|| format!("{}", path.display()))?;
        rows.push(
            header
                .iter()
                .zip(rec.iter())
                .map(|(h, v)| (h.to_string(), v.to_string()))
                .collect(),
        );
    }
    Ok(rows)
}

/// The x axis of the sweep chart: `plot.x`, else the first param that varies, else the first
/// other axis that varies (workloads last: they are the lines).
pub fn x_axis(spec: &SweepSpec) -> String {
    if let Some(x) = &spec.plot.x {
        return x.clone();
    }
    if let Some((k, _)) = spec.params.iter().find(|(_, v)| v.len() > 1) {
        return k.clone();
    }
    let varies = [
        ("gpus", spec.gpus.len()),
        ("size", spec.sizes.len()),
        ("model", spec.models.len()),
        ("mode", spec.modes.len()),
    ];
    varies
        .iter()
        .find(|(_, n)| *n > 1)
        .map(|(a, _)| a.to_string())
        .unwrap_or_else(|| "workload".into())
}

/// A metric (simulated time by default) against the x axis, one line per workload (and per
/// value of every other axis that varies).
pub fn plot_sweep(spec: &SweepSpec, rows: &[BTreeMap<String, String>], path: &Path) -> Result<()> {
    let x = x_axis(spec);
    let y_col = spec
        .plot
        .y
        .clone()
        .unwrap_or_else(|| "simulated_time_ps".into());
    let y_name = y_col.trim_end_matches("_ps").replace('_', " ");
    let mut others: Vec<String> = AXES
        .iter()
        .map(|s| s.to_string())
        .chain(spec.params.keys().cloned())
        .filter(|a| *a != x)
        .collect();
    // Only axes with more than one value name a line (plus the workload, always).
    others.retain(|a| {
        a == "workload"
            || rows
                .iter()
                .filter_map(|r| r.get(a))
                .collect::<std::collections::BTreeSet<_>>()
                .len()
                > 1
    });
    let xs: Vec<String> = {
        let mut seen = Vec::new();
        for r in rows {
            let v = r.get(&x).cloned().unwrap_or_default();
            if !seen.contains(&v) {
                seen.push(v);
            }
        }
        seen
    };
    let numeric = xs.iter().all(|v| v.parse::<f64>().is_ok());
    let ok: Vec<&BTreeMap<String, String>> = rows
        .iter()
        .filter(|r| r.get("status").map(String::as_str) == Some("ok"))
        .filter(|r| r.get(&y_col).is_some_and(|v| v.parse::<f64>().is_ok()))
        .collect();
    let y_max = ok
        .iter()
        .filter_map(|r| r[&y_col].parse::<f64>().ok())
        .fold(0.0, f64::max);
    let (div, y_desc) = if spec.plot.normalize {
        (1.0, format!("{y_name} relative to the line's first point"))
    } else if let Some(name) = y_col.strip_suffix("_ps") {
        let (d, unit) = crate::plot::time_unit(y_max.max(1.0));
        (d, format!("{} ({unit})", name.replace('_', " ")))
    } else {
        (1.0, y_col.clone())
    };
    let mut lines: BTreeMap<String, Vec<(f64, f64)>> = BTreeMap::new();
    let mut order: Vec<String> = Vec::new();
    for r in &ok {
        let label = others
            .iter()
            .map(|a| {
                let v = r.get(a).cloned().unwrap_or_default();
                if a == "workload" {
                    v
                } else {
                    format!("{a}={v}")
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
        let xv = r.get(&x).cloned().unwrap_or_default();
        let xf = if numeric {
            xv.parse::<f64>().unwrap_or(0.0)
        } else {
            xs.iter().position(|s| *s == xv).unwrap_or(0) as f64
        };
        let y = r[&y_col].parse::<f64>().unwrap_or(0.0) / div;
        if !order.contains(&label) {
            order.push(label.clone());
        }
        lines.entry(label).or_default().push((xf, y));
    }
    let lines: Vec<crate::plot::Line> = order
        .into_iter()
        .map(|l| {
            let mut p = lines.remove(&l).unwrap_or_default();
            p.sort_by(|a, b| a.0.total_cmp(&b.0));
            if spec.plot.normalize {
                if let Some(&(_, first)) = p.first() {
                    if first != 0.0 {
                        p.iter_mut().for_each(|q| q.1 /= first);
                    }
                }
            }
            (l, p)
        })
        .collect();
    let failed = rows.len() - ok.len();
    let x_label = crate::plot::axis_label(&x);
    let title = if failed > 0 {
        format!("Sweep: {y_name} against {x_label} ({failed} failed point(s) not shown)")
    } else {
        format!("Sweep: {y_name} against {x_label}")
    };
    let scale = if numeric {
        let v: Vec<f64> = xs.iter().filter_map(|v| v.parse().ok()).collect();
        crate::plot::XScale::for_values(&v)
    } else {
        crate::plot::XScale::Linear
    };
    crate::plot::draw_lines(
        &title,
        &x_label,
        &y_desc,
        &lines,
        (!numeric).then_some(xs.as_slice()),
        scale,
        path,
    )
}

/// Quotes a word for a POSIX shell.
fn sh_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// The job-array script: every task runs one point by its array index.
pub fn sbatch_script(spec: &SweepSpec, out: &Path, exe: &Path) -> String {
    let mut s = String::from(
        "#!/bin/bash\n# Written by `tandem sweep --slurm`: one array task per grid point.\n",
    );
    s.push_str("#SBATCH --job-name=tandem-sweep\n");
    s.push_str(&format!(
        "#SBATCH --output={}/slurm/%A_%a.out\n",
        out.display()
    ));
    s.push_str("#SBATCH --ntasks=1\n#SBATCH --cpus-per-task=1\n");
    if let Some(p) = &spec.slurm.partition {
        s.push_str(&format!("#SBATCH --partition={p}\n"));
    }
    if let Some(t) = &spec.slurm.time {
        s.push_str(&format!("#SBATCH --time={t}\n"));
    }
    for e in &spec.slurm.extra {
        s.push_str(&format!("#SBATCH {e}\n"));
    }
    s.push_str(&format!(
        "exec {} sweep {} --out {} --point \"$SLURM_ARRAY_TASK_ID\"\n",
        sh_quote(&exe.display().to_string()),
        sh_quote(&out.join(SPEC_COPY).display().to_string()),
        sh_quote(&out.display().to_string()),
    ));
    s
}

/// `tandem sweep`.
pub fn cmd_sweep(args: &SweepArgs) -> Result<()> {
    let exe = std::env::current_exe().context("finding the tandem binary")?;
    sweep(args, &exe)
}

/// `tandem sweep` with `exe` as the binary the points run (tests pass the built `tandem`).
pub fn sweep(args: &SweepArgs, exe: &Path) -> Result<()> {
    let spec = SweepSpec::load(&args.sweep)?;
    let points = spec.points();
    if args.list {
        for p in &points {
            println!("{:4}  {}", p.index, p.describe());
        }
        println!("{} point(s)", points.len());
        return Ok(());
    }
    // Paths in the job script and the spec copy must work from any directory (Slurm tasks).
    std::fs::create_dir_all(&args.out)
        .with_context(|| format!("creating {}", args.out.display()))?;
    let out = args
        .out
        .canonicalize()
        .with_context(|| format!("resolving {}", args.out.display()))?;
    if let Some(i) = args.point {
        let Some(p) = points.get(i) else {
            bail!(
                "--point {i}: the grid has {} point(s) (0..={})",
                points.len(),
                points.len().saturating_sub(1)
            );
        };
        let r = run_point(&spec, &out, p, exe)?;
        println!(
            "point {i} ({}): {}{}",
            p.describe(),
            r.status,
            if r.error.is_empty() {
                String::new()
            } else {
                format!(": {}", r.error)
            }
        );
        return Ok(());
    }
    let _lock = crate::outdir::OutDirLock::acquire(&out)?;
    if args.collect {
        return finish(&spec, &out);
    }
    // A fresh sweep: the copy the points read, and no results of an earlier one.
    let mut copy = spec.clone();
    if let Some(c) = &copy.config {
        copy.config = Some(
            c.canonicalize()
                .with_context(|| format!("resolving {}", c.display()))?,
        );
    }
    crate::outdir::write_result(&out.join(SPEC_COPY), toml::to_string(&copy)?)?;
    let old = out.join("points");
    if old.exists() {
        std::fs::remove_dir_all(&old).with_context(|| format!("clearing {}", old.display()))?;
    }
    if args.slurm {
        return submit(&copy, &out, exe, points.len(), args);
    }
    let jobs = args
        .jobs
        .map(|j| j as usize)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, points.len().max(1));
    println!(
        "sweep: {} point(s), {jobs} at a time, in {}",
        points.len(),
        out.display()
    );
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let first_err: Mutex<Option<anyhow::Error>> = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(p) = points.get(i) else { break };
                match run_point(&copy, &out, p, exe) {
                    Ok(r) => {
                        let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                        println!(
                            "[{n}/{}] point {} ({}): {} in {:.1} s{}",
                            points.len(),
                            p.index,
                            p.describe(),
                            r.status,
                            r.wall_seconds,
                            if r.error.is_empty() {
                                String::new()
                            } else {
                                format!(": {}", r.error)
                            }
                        );
                    }
                    Err(e) => {
                        let mut g = first_err.lock().unwrap_or_else(|e| e.into_inner());
                        g.get_or_insert(e);
                        break;
                    }
                }
            });
        }
    });
    if let Some(e) = first_err.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e.context("the sweep could not write its output folder"));
    }
    finish(&copy, &out)
}

/// Writes the CSV, the database and the chart and prints a one-line summary.
fn finish(spec: &SweepSpec, out: &Path) -> Result<()> {
    let rows = collect(spec, out)?;
    let csv_path = out.join(CSV);
    write_csv(spec, &rows, &csv_path)?;
    let db = out.join(crate::results::DB);
    write_db(spec, &rows, &db)?;
    let svg = out.join(SVG);
    plot_sweep(spec, &rows, &svg)?;
    let n_ok = rows.iter().filter(|r| r["status"] == "ok").count();
    println!(
        "sweep: {n_ok} of {} point(s) ok; wrote {}, {} and {}",
        rows.len(),
        csv_path.display(),
        db.display(),
        svg.display()
    );
    Ok(())
}

/// Writes the sweep's `results.sqlite` at `path`: one `points` row per point (its axes, status
/// and error, as in `sweep.csv`) with its `[params]` values in `params`, and every point's run
/// (its run id is the point number) with its kernels, metrics and counters. A point whose run
/// left no readable `summary.json` has a points row without a run.
pub fn write_db(spec: &SweepSpec, rows: &[BTreeMap<String, String>], path: &Path) -> Result<()> {
    let out = path.parent().unwrap_or(Path::new("."));
    let mut db = crate::results::ResultsDb::create(path)?;
    for (p, row) in spec.points().iter().zip(rows) {
        // A run folder that cannot be read is a point without a run, as in sweep.csv.
        let run = crate::results::RunFiles::load(&point_dir(out, p.index).join("run"))
            .ok()
            .flatten();
        let cell = |k: &str| row.get(k).map(String::as_str).unwrap_or("");
        db.add_point(&crate::results::PointRow {
            point: p.index,
            workload: &p.workload,
            size: &p.size,
            model: &p.model,
            mode: &p.mode,
            gpus: p.gpus,
            status: cell("status"),
            error: cell("error"),
            wall_seconds: cell("wall_seconds").parse().ok(),
            params: &p.params,
            run: run.as_ref(),
        })?;
    }
    db.commit()
}

/// `--slurm`: writes the job script, submits the array, and (unless --no-wait) waits and collects.
fn submit(spec: &SweepSpec, out: &Path, exe: &Path, n: usize, args: &SweepArgs) -> Result<()> {
    if n == 0 {
        bail!("the grid is empty");
    }
    let slurm = out.join("slurm");
    std::fs::create_dir_all(&slurm).with_context(|| format!("creating {}", slurm.display()))?;
    let script = out.join("sweep.sbatch");
    crate::outdir::write_result(&script, sbatch_script(spec, out, exe))?;
    let mut array = format!("--array=0-{}", n - 1);
    if let Some(j) = args.jobs {
        array.push_str(&format!("%{j}"));
    }
    let mut cmd = Command::new("sbatch");
    cmd.arg("--parsable").arg(&array);
    if !args.no_wait {
        cmd.arg("--wait");
    }
    cmd.arg(&script);
    println!(
        "sweep: submitting {n} point(s) as a Slurm job array ({})",
        script.display()
    );
    let o = cmd.output().map_err(|e| {
        anyhow::anyhow!("cannot run sbatch ({e}): --slurm needs Slurm's client tools on PATH")
    })?;
    let stdout = String::from_utf8_lossy(&o.stdout);
    let job = stdout.lines().next().unwrap_or("").trim().to_string();
    if args.no_wait {
        if !o.status.success() {
            bail!(
                "sbatch failed: {}",
                String::from_utf8_lossy(&o.stderr).trim()
            );
        }
        println!(
            "submitted job {job}; when it ends: tandem sweep {} --out {} --collect",
            out.join(SPEC_COPY).display(),
            out.display()
        );
        return Ok(());
    }
    // With --wait, sbatch's status is the array's: non-zero when a task failed. Points record
    // their own failures, so the results are collected either way; only a job that never ran
    // (no job id) is an error here.
    if job.is_empty() {
        bail!(
            "sbatch failed: {}",
            String::from_utf8_lossy(&o.stderr).trim()
        );
    }
    if !o.status.success() {
        tracing::warn!(
            "slurm job {job} ended with {}; collecting what it left",
            o.status
        );
    }
    println!("slurm job {job} finished");
    finish(spec, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(text: &str) -> SweepSpec {
        let s: SweepSpec = toml::from_str(text).unwrap();
        s.check().unwrap();
        s
    }

    #[test]
    fn the_grid_is_the_cartesian_product_in_a_fixed_order() {
        let s = spec(
            r#"workloads = ["fir", "vecadd"]
               gpus = [1, 2]
               [params]
               "gpu.timing.l2.ways" = [8, 16]
               "host.api_call_ps" = [1000]"#,
        );
        let p = s.points();
        assert_eq!(p.len(), 8);
        assert!(p.iter().enumerate().all(|(i, q)| q.index == i));
        // Workload slowest, params fastest.
        assert_eq!(
            p[0].describe(),
            "fir small functional discrete gpus=1 gpu.timing.l2.ways=8 host.api_call_ps=1000"
        );
        assert_eq!(p[1].axis("gpu.timing.l2.ways").as_deref(), Some("16"));
        assert_eq!(p[2].gpus, 2);
        assert_eq!(p[4].workload, "vecadd");
        assert_eq!(
            p[7].describe(),
            "vecadd small functional discrete gpus=2 gpu.timing.l2.ways=16 host.api_call_ps=1000"
        );
    }

    #[test]
    fn defaults_give_one_point_per_workload() {
        let p = spec(r#"workloads = ["fir"]"#).points();
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].describe(), "fir small functional discrete gpus=1");
    }

    #[test]
    fn bad_grids_are_refused_with_the_key() {
        let bad = |t: &str, want: &str| {
            let s: SweepSpec = toml::from_str(t).unwrap();
            let e = format!("{:#}", s.check().unwrap_err());
            assert!(e.contains(want), "{e}");
        };
        bad(r#"workloads = []"#, "workloads: the list is empty");
        bad(r#"workloads = ["nope"]"#, "unknown workload `nope`");
        bad(
            "workloads = [\"fir\"]\nmodels = [\"fast\"]",
            "models: `fast`",
        );
        bad("workloads = [\"fir\"]\ngpus = [0]", "gpus: 0");
        bad(
            "workloads = [\"fir\"]\n[params]\n\"gpu.mode\" = [\"timing\"]",
            "with `models`",
        );
        bad(
            "workloads = [\"fir\"]\n[params]\n\"a..b\" = [1]",
            "not a dotted key",
        );
        bad("workloads = [\"fir\"]\n[plot]\nx = \"l2\"", "plot.x: `l2`");
        let e = toml::from_str::<SweepSpec>("workloads = [\"fir\"]\nwrkloads = 1").unwrap_err();
        assert!(e.to_string().contains("wrkloads"), "{e}");
    }

    #[test]
    fn a_point_config_sets_its_keys_model_and_gpu_count() {
        let s = spec(
            "workloads = [\"fir\"]\nmodels = [\"timing\"]\ngpus = [8]\n[params]\n\"gpu.timing.l2.ways\" = [8]",
        );
        let base: toml::Table = "[gpu]\ncount = 2\n".parse().unwrap();
        let t = s.points()[0].config(&base).unwrap();
        let text = toml::to_string(&t).unwrap();
        let cfg = TandemConfig::parse(&text).unwrap();
        assert_eq!(cfg.gpu.count, 8);
        assert_eq!(cfg.gpu.mode, gpu_sim::side::GpuMode::Timing);
        assert_eq!(cfg.gpu.timing_config().unwrap().l2.ways, 8);
        let mut t = toml::Table::new();
        t.insert("gpu".into(), toml::Value::Integer(1));
        let e = set_dotted(&mut t, "gpu.count", toml::Value::Integer(2)).unwrap_err();
        assert!(e.to_string().contains("`gpu` is a value"), "{e}");
    }

    #[test]
    fn the_x_axis_is_the_first_varying_param_then_other_axes() {
        assert_eq!(
            x_axis(&spec(
                "workloads = [\"fir\"]\ngpus = [1, 2]\n[params]\n\"a.b\" = [1]\n\"a.c\" = [1, 2]"
            )),
            "a.c"
        );
        assert_eq!(
            x_axis(&spec("workloads = [\"fir\"]\ngpus = [1, 2]")),
            "gpus"
        );
        assert_eq!(x_axis(&spec("workloads = [\"fir\", \"aes\"]")), "workload");
        assert_eq!(
            x_axis(&spec(
                "workloads = [\"fir\"]\ngpus = [1, 2]\n[plot]\nx = \"workload\""
            )),
            "workload"
        );
    }

    #[test]
    fn the_job_script_runs_one_point_per_array_task() {
        let mut s = spec(r#"workloads = ["fir"]"#);
        s.slurm.partition = Some("gpu".into());
        s.slurm.extra = vec!["--mem=4G".into()];
        let text = sbatch_script(&s, Path::new("/data/it's here"), Path::new("/opt/tandem"));
        assert!(text.starts_with("#!/bin/bash\n"));
        assert!(text.contains("#SBATCH --partition=gpu\n"));
        assert!(text.contains("#SBATCH --mem=4G\n"));
        assert!(text.contains(
            "exec '/opt/tandem' sweep '/data/it'\\''s here/sweep.toml' --out '/data/it'\\''s here' --point \"$SLURM_ARRAY_TASK_ID\""
        ), "{text}");
    }

    #[test]
    fn csv_round_trips_quoted_errors() {
        let s = spec("workloads = [\"fir\"]\n[params]\n\"gpu.timing.l2.ways\" = [8]");
        let dir = std::env::temp_dir().join(format!("tandem-sweep-csv-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut row = BTreeMap::new();
        row.insert("point".to_string(), "0".to_string());
        row.insert("gpu.timing.l2.ways".to_string(), "8".to_string());
        row.insert("status".to_string(), "failed".to_string());
        row.insert("error".to_string(), "bad, \"quoted\"\nline".to_string());
        let p = dir.join("s.csv");
        write_csv(&s, &[row.clone()], &p).unwrap();
        let back = read_csv(&p).unwrap();
        assert_eq!(back[0]["error"], row["error"]);
        assert_eq!(back[0]["gpu.timing.l2.ways"], "8");
        assert_eq!(back[0]["ipc"], "");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
