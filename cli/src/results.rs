//! The tidy outputs of a run (docs/outputs.md, "`results.sqlite`" and "`metrics.csv`"):
//! `results.sqlite`, an SQLite database of runs, kernels, per-GPU metrics and component
//! counters, each value with its unit; and `metrics.csv`, one row per kernel and GPU (and per GPU
//! for the whole run) with one column per metric, the unit in the column's name.
//!
//! Why both: a spreadsheet, pandas or R reads the CSV as it is; the database is what a sweep of
//! many runs needs (one file to join runs, their swept settings and their kernels with SQL), as
//! MGPUSim's users get. Both take their numbers from `summary.json` and `stats.txt` and their
//! names from [`METRICS`], so a quantity has one name in every output and its unit apart from it.
//!
//! The database is built under a temporary name in its own folder and renamed into place
//! (`gpu_sim::outfile`): a reader never opens a half-written database.

use std::collections::HashMap;
use std::path::Path;

use anyhow::{Context, Result};
use gpu_sim::outfile::Pending;
use gpu_sim::stats::derive::{parse_dumps, MetricDef, METRICS};
use rusqlite::{params, Connection};
use serde_json::Value;

/// The database's file name in a run folder and in a sweep folder.
pub const DB: &str = "results.sqlite";

/// The schema (docs/outputs.md shows it; a test checks the two agree). The `value` columns have
/// no declared type, so SQLite keeps each value as written: counters as integers, rates as
/// reals even when whole (a `NUMERIC` column would turn a rate of 0.0 into the integer 0).
pub const SCHEMA: &str = "\
CREATE TABLE runs (
  run_id INTEGER PRIMARY KEY,
  workload TEXT NOT NULL,
  size TEXT,
  gpu_model TEXT,
  mode TEXT,
  gpus TEXT NOT NULL,
  gpu_count INTEGER NOT NULL,
  verified INTEGER,
  verification_detail TEXT,
  simulated_time_ps INTEGER,
  startup_ps INTEGER,
  wall_seconds REAL,
  lockstep TEXT,
  quantum_ps INTEGER,
  threads INTEGER,
  tandem_version TEXT NOT NULL,
  config TEXT
);
CREATE TABLE settings (
  run_id INTEGER NOT NULL REFERENCES runs(run_id),
  key TEXT NOT NULL,
  value,
  PRIMARY KEY (run_id, key)
);
CREATE TABLE kernels (
  run_id INTEGER NOT NULL REFERENCES runs(run_id),
  kernel_index INTEGER NOT NULL,
  name TEXT NOT NULL,
  gpu INTEGER NOT NULL,
  queue_id INTEGER NOT NULL,
  dispatch_id INTEGER NOT NULL,
  members TEXT,
  submit_ps INTEGER,
  complete_ps INTEGER,
  start_ps INTEGER,
  end_ps INTEGER,
  PRIMARY KEY (run_id, kernel_index)
);
CREATE TABLE metrics (
  run_id INTEGER NOT NULL REFERENCES runs(run_id),
  kernel_index INTEGER,
  gpu INTEGER NOT NULL,
  metric TEXT NOT NULL,
  value NOT NULL,
  unit TEXT NOT NULL
);
CREATE INDEX metrics_by_kernel ON metrics (run_id, kernel_index, gpu, metric);
CREATE TABLE counters (
  run_id INTEGER NOT NULL REFERENCES runs(run_id),
  kernel_index INTEGER,
  gpu INTEGER,
  component TEXT NOT NULL,
  counter TEXT NOT NULL,
  value INTEGER NOT NULL,
  unit TEXT
);
CREATE INDEX counters_by_component ON counters (run_id, component, counter);
CREATE TABLE points (
  point INTEGER PRIMARY KEY,
  run_id INTEGER REFERENCES runs(run_id),
  workload TEXT NOT NULL,
  size TEXT NOT NULL,
  model TEXT NOT NULL,
  mode TEXT NOT NULL,
  gpus INTEGER NOT NULL,
  status TEXT NOT NULL,
  error TEXT,
  wall_seconds REAL
);
CREATE TABLE params (
  point INTEGER NOT NULL REFERENCES points(point),
  key TEXT NOT NULL,
  value,
  PRIMARY KEY (point, key)
);
";

/// What one run left: its `summary.json`, its resolved configuration and (timing mode) its
/// `stats.txt`.
pub struct RunFiles {
    pub summary: Value,
    pub config: Option<toml::Table>,
    pub stats: Option<String>,
}

impl RunFiles {
    /// Reads a run folder (`summary.json`, `config.toml`, `stats.txt`); `None` without a
    /// `summary.json` (the run failed before it wrote one).
    pub fn load(dir: &Path) -> Result<Option<RunFiles>> {
        let sp = dir.join("summary.json");
        let Ok(bytes) = std::fs::read(&sp) else {
            return Ok(None);
        };
        let summary =
            serde_json::from_slice(&bytes).with_context(|| format!("reading {}", sp.display()))?;
        let cp = dir.join("config.toml");
        let config = match std::fs::read_to_string(&cp) {
            Ok(t) => Some(
                toml::from_str::<toml::Table>(&t)
                    .with_context(|| format!("reading {}", cp.display()))?,
            ),
            Err(_) => None,
        };
        let stats = std::fs::read_to_string(dir.join("stats.txt")).ok();
        Ok(Some(RunFiles {
            summary,
            config,
            stats,
        }))
    }
}

/// One sweep point's row of the `points` table.
pub struct PointRow<'a> {
    pub point: usize,
    pub workload: &'a str,
    pub size: &'a str,
    pub model: &'a str,
    pub mode: &'a str,
    pub gpus: u32,
    pub status: &'a str,
    pub error: &'a str,
    pub wall_seconds: Option<f64>,
    pub params: &'a [(String, toml::Value)],
    /// The point's run, when it left one (its run id is the point number).
    pub run: Option<&'a RunFiles>,
}

/// A database being written under its temporary name; [`ResultsDb::commit`] closes it and
/// renames it into place, dropping it uncommitted removes it.
pub struct ResultsDb {
    conn: Connection,
    pending: Pending,
}

impl ResultsDb {
    /// Starts a new database for `path` (replacing any older one once committed).
    pub fn create(path: &Path) -> Result<ResultsDb> {
        let pending = Pending::new(path)?;
        let _ = std::fs::remove_file(pending.temp());
        let ctx = || format!("writing {}", path.display());
        let conn = Connection::open(pending.temp()).with_context(ctx)?;
        // No rollback journal: the file is private until the rename, which is what makes
        // it whole or absent; one transaction keeps the many inserts fast.
        conn.execute_batch("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
            .with_context(ctx)?;
        conn.execute_batch(SCHEMA).with_context(ctx)?;
        conn.execute_batch("BEGIN").with_context(ctx)?;
        Ok(ResultsDb { conn, pending })
    }

    fn ctx(&self) -> String {
        format!("writing {}", self.pending.path().display())
    }

    /// Adds one run as `run_id`.
    pub fn add_run(&mut self, run_id: i64, run: &RunFiles) -> Result<()> {
        self.insert_run(run_id, run).with_context(|| self.ctx())
    }

    /// Adds one sweep point (and its run, as run id `point`).
    pub fn add_point(&mut self, p: &PointRow<'_>) -> Result<()> {
        let run_id = p.point as i64;
        if let Some(r) = p.run {
            self.add_run(run_id, r)?;
        }
        let ins = || -> rusqlite::Result<()> {
            self.conn.execute(
                "INSERT INTO points VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![
                    run_id,
                    p.run.map(|_| run_id),
                    p.workload,
                    p.size,
                    p.model,
                    p.mode,
                    p.gpus,
                    p.status,
                    (!p.error.is_empty()).then_some(p.error),
                    p.wall_seconds,
                ],
            )?;
            let mut st = self
                .conn
                .prepare_cached("INSERT INTO params VALUES (?1, ?2, ?3)")?;
            for (k, v) in p.params {
                st.execute(params![run_id, k, toml_sql(v)])?;
            }
            Ok(())
        };
        ins().with_context(|| self.ctx())
    }

    /// Ends the transaction, closes the file and renames it to its name.
    pub fn commit(self) -> Result<()> {
        let path = self.pending.path().to_path_buf();
        let ctx = || format!("writing {}", path.display());
        self.conn.execute_batch("COMMIT").with_context(ctx)?;
        self.conn.close().map_err(|(_, e)| e).with_context(ctx)?;
        self.pending.commit()?;
        Ok(())
    }

    fn insert_run(&mut self, run_id: i64, run: &RunFiles) -> rusqlite::Result<()> {
        let s = &run.summary;
        let cfg = run.config.as_ref();
        let setting = |path: &str| {
            let mut v: Option<&toml::Value> = None;
            for (i, part) in path.split('.').enumerate() {
                v = if i == 0 {
                    cfg?.get(part)
                } else {
                    v?.as_table()?.get(part)
                };
            }
            v
        };
        let gpus: Vec<String> = s["gpus"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|g| g.to_string())
            .collect();
        self.conn.execute(
            "INSERT INTO runs VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, \
             ?15, ?16, ?17)",
            params![
                run_id,
                s["workload"].as_str().unwrap_or(""),
                s["size"].as_str().map(size_name),
                s["gpu_model"].as_str(),
                s["mode"].as_str().map(str::to_lowercase),
                gpus.join(","),
                gpus.len() as i64,
                s["verification"]["verified"].as_bool(),
                s["verification"]["detail"].as_str(),
                s["simulated_time_ps"].as_u64().map(sql_int),
                s["startup_ps"].as_u64().map(sql_int),
                s["wall_seconds"].as_f64(),
                setting("bridge.lockstep").and_then(|v| v.as_str()),
                setting("bridge.quantum_ps").and_then(|v| v.as_integer()),
                setting("gpu.threads").and_then(|v| v.as_integer()),
                env!("CARGO_PKG_VERSION"),
                cfg.map(|c| toml::to_string(c).unwrap_or_default()),
            ],
        )?;
        if let Some(c) = cfg {
            let flat = host_stub::config::toml_leaves(c);
            let mut st = self
                .conn
                .prepare_cached("INSERT INTO settings VALUES (?1, ?2, ?3)")?;
            for (k, v) in flat {
                st.execute(params![run_id, k, toml_sql(v)])?;
            }
        }
        let kernels = s["kernels"].as_array().cloned().unwrap_or_default();
        {
            let mut st = self.conn.prepare_cached(
                "INSERT INTO kernels VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            )?;
            for (i, k) in kernels.iter().enumerate() {
                let members: Vec<String> = k["members"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|m| m["gpu"].as_u64().map(|g| g.to_string()))
                    .collect();
                st.execute(params![
                    run_id,
                    i as i64,
                    k["kernel"].as_str().unwrap_or(""),
                    k["gpu"].as_u64().map(sql_int),
                    k["queue_id"].as_u64().map(sql_int),
                    k["dispatch_id"].as_u64().map(sql_int),
                    members.join(","),
                    k["submit_ps"].as_u64().map(sql_int),
                    k["host_sees_complete_ps"].as_u64().map(sql_int),
                    k["gpu_start_ps"].as_u64().map(sql_int),
                    k["gpu_end_ps"].as_u64().map(sql_int),
                ])?;
            }
        }
        {
            let mut st = self
                .conn
                .prepare_cached("INSERT INTO metrics VALUES (?1, ?2, ?3, ?4, ?5, ?6)")?;
            for row in metric_rows(s) {
                let v = match row.value {
                    Num::Int(n) => rusqlite::types::Value::Integer(sql_int(n)),
                    Num::Real(x) => rusqlite::types::Value::Real(x),
                };
                st.execute(params![
                    run_id,
                    row.kernel_index.map(|i| i as i64),
                    row.gpu as i64,
                    row.name,
                    v,
                    row.unit
                ])?;
            }
        }
        let mut st = self
            .conn
            .prepare_cached("INSERT INTO counters VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")?;
        // The host program's own counters (every run, functional ones too).
        if let Some(h) = s["host"].as_object() {
            for (k, v) in h {
                if let Some(n) = v.as_u64() {
                    st.execute(params![
                        run_id,
                        None::<i64>,
                        None::<i64>,
                        "host",
                        k,
                        sql_int(n),
                        host_unit(k)
                    ])?;
                }
            }
        }
        // Timing mode: every integer statistic of stats.txt, each dump's under its kernel (a
        // functional run writes no stats.txt; one in its folder is an older run's).
        let timing = s["gpu_model"].as_str() == Some("timing");
        if let Some(text) = run.stats.as_ref().filter(|_| timing) {
            for c in stats_counters(text, &kernels) {
                st.execute(params![
                    run_id,
                    c.kernel_index.map(|i| i as i64),
                    c.gpu.map(|g| g as i64),
                    c.component,
                    c.counter,
                    sql_int(c.value),
                    c.unit
                ])?;
            }
        }
        Ok(())
    }
}

/// A size as the command line spells it (`small`, `1gpu`, `4gpu`, as in a sweep's `points`);
/// `summary.json` has the preset's Rust name (`Small`, `Paper1`, `Paper4`).
fn size_name(s: &str) -> String {
    host_programs::workloads::Size::parse(&s.to_lowercase())
        .map(|z| z.name().to_string())
        .unwrap_or_else(|_| s.to_string())
}

/// SQLite integers are signed 64-bit; no counter comes near 2^63, and one that did is
/// clamped rather than wrapped to a negative number.
fn sql_int(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A TOML value as an SQLite value: numbers stay numbers, so `ORDER BY value` sorts a swept
/// key numerically.
fn toml_sql(v: &toml::Value) -> rusqlite::types::Value {
    use rusqlite::types::Value as V;
    match v {
        toml::Value::Integer(i) => V::Integer(*i),
        toml::Value::Float(f) => V::Real(*f),
        toml::Value::Boolean(b) => V::Integer(i64::from(*b)),
        toml::Value::String(s) => V::Text(s.clone()),
        other => V::Text(other.to_string()),
    }
}

/// The unit of a host-program counter (`summary.json`'s `host`), from its name: `*_ps`
/// are simulated time, `bytes_*` bytes, the rest counts of calls or events.
fn host_unit(name: &str) -> &'static str {
    if name.ends_with("_ps") {
        "ps"
    } else if name.starts_with("bytes_") {
        "bytes"
    } else {
        "count"
    }
}

/// A metric's value as the summary holds it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    Int(u64),
    Real(f64),
}

impl Num {
    fn of(v: &Value) -> Option<Num> {
        v.as_u64()
            .map(Num::Int)
            .or_else(|| v.as_f64().map(Num::Real))
    }
}

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Num::Int(n) => write!(f, "{n}"),
            Num::Real(x) => write!(f, "{x}"),
        }
    }
}

/// One metric of one GPU over one kernel (`kernel_index` its position in `summary.json`'s
/// `kernels`) or over the whole run (`None`).
#[derive(Clone, Debug, PartialEq)]
pub struct MetricRow {
    pub kernel_index: Option<usize>,
    pub gpu: u64,
    pub name: &'static str,
    pub unit: &'static str,
    pub value: Num,
}

/// The metrics of a `summary.json` `metrics` object (a member's `timing.metrics` or a GPU's
/// whole-run `metrics`), in [`METRICS`] order; empty in functional runs.
fn metrics_of(m: &Value) -> Vec<(&'static MetricDef, Num)> {
    METRICS
        .iter()
        .filter_map(|d| {
            let v = d.name.split('.').fold(m, |v, part| &v[part]);
            Some((d, Num::of(v)?))
        })
        .collect()
}

/// The metrics a functional run has (no timing model: instructions and workgroups only),
/// under the same names as in timing runs.
const FUNCTIONAL: [(&str, &str); 2] = [
    ("workgroups", "total.cu.workgroups"),
    ("wavefront_instructions", "total.cu.instructions"),
];

fn def(name: &str) -> &'static MetricDef {
    METRICS
        .iter()
        .find(|d| d.name == name)
        .unwrap_or(&METRICS[0])
}

/// Every metric of a summary: per kernel and member GPU, then per GPU of the run over the
/// whole run.
pub fn metric_rows(s: &Value) -> Vec<MetricRow> {
    let mut rows = Vec::new();
    let mut push = |k: Option<usize>, gpu: u64, list: Vec<(&'static MetricDef, Num)>| {
        rows.extend(list.into_iter().map(|(d, value)| MetricRow {
            kernel_index: k,
            gpu,
            name: d.name,
            unit: d.unit,
            value,
        }))
    };
    let functional = |v: &Value| -> Vec<(&'static MetricDef, Num)> {
        FUNCTIONAL
            .iter()
            .filter_map(|(key, name)| Some((def(name), Num::of(&v[*key])?)))
            .collect()
    };
    for (i, k) in s["kernels"].as_array().into_iter().flatten().enumerate() {
        for m in k["members"].as_array().into_iter().flatten() {
            let g = m["gpu"].as_u64().unwrap_or(0);
            let t = &m["timing"]["metrics"];
            push(
                Some(i),
                g,
                if t.is_object() {
                    metrics_of(t)
                } else {
                    functional(m)
                },
            );
        }
    }
    let used: Vec<u64> = s["gpus"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_u64)
        .collect();
    for g in s["per_gpu"].as_array().into_iter().flatten() {
        let id = g["gpu"].as_u64().unwrap_or(0);
        if !used.contains(&id) {
            continue;
        }
        let list = if g["metrics"].is_object() {
            metrics_of(&g["metrics"])
        } else {
            vec![(
                def("total.cu.instructions"),
                Num::of(&g["wavefront_instructions"]).unwrap_or(Num::Int(0)),
            )]
        };
        push(None, id, list);
    }
    rows
}

/// A `metrics.csv` column: the metric's name and its unit in parentheses, as gem5 writes
/// units in its descriptions (`dram.bandwidth (GB/s)`).
pub fn column(name: &str, unit: &str) -> String {
    format!("{name} ({unit})")
}

/// `metrics.csv`: one row per kernel and member GPU (`scope` = `kernel`) and one per GPU of the
/// run over the whole run (`scope` = `run`, no kernel), then one column per metric in
/// [`METRICS`] order, only numbers in them. Run-level facts (verification, simulated time)
/// are in `summary.json` and the database's `runs` table.
pub fn metrics_csv(s: &Value) -> Result<String> {
    let rows = metric_rows(s);
    let cols: Vec<&MetricDef> = METRICS
        .iter()
        .filter(|d| rows.iter().any(|r| r.name == d.name))
        .collect();
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut head: Vec<String> = ["scope", "workload", "kernel_index", "kernel", "gpu"]
        .map(String::from)
        .to_vec();
    head.extend(cols.iter().map(|d| column(d.name, d.unit)));
    w.write_record(&head)?;
    let workload = s["workload"].as_str().unwrap_or("");
    let kernels = s["kernels"].as_array().cloned().unwrap_or_default();
    let mut i = 0;
    while i < rows.len() {
        let (k, g) = (rows[i].kernel_index, rows[i].gpu);
        let mut j = i;
        let mut vals: HashMap<&str, Num> = HashMap::new();
        while j < rows.len() && rows[j].kernel_index == k && rows[j].gpu == g {
            vals.insert(rows[j].name, rows[j].value);
            j += 1;
        }
        let mut rec = vec![
            if k.is_some() { "kernel" } else { "run" }.to_string(),
            workload.to_string(),
            k.map(|k| k.to_string()).unwrap_or_default(),
            k.and_then(|k| kernels.get(k)?["kernel"].as_str().map(String::from))
                .unwrap_or_default(),
            g.to_string(),
        ];
        rec.extend(
            cols.iter()
                .map(|d| vals.get(d.name).map(|v| v.to_string()).unwrap_or_default()),
        );
        w.write_record(&rec)?;
        i = j;
    }
    let bytes = w
        .into_inner()
        .map_err(|e| anyhow::anyhow!("metrics.csv: {}", e.error()))?;
    Ok(String::from_utf8(bytes)?)
}

/// One integer statistic of `stats.txt`.
#[derive(Clone, Debug, PartialEq)]
pub struct StatsCounter {
    /// The kernel of its dump (matched to `summary.json`'s `kernels` by GPU, queue and dispatch
    /// id), `None` in the whole-run dump.
    pub kernel_index: Option<usize>,
    pub gpu: Option<u64>,
    /// The name up to its last dot (`gpu[0].cu[3].l1v`).
    pub component: String,
    /// The name after it (`read_hits`).
    pub counter: String,
    pub value: u64,
    pub unit: Option<String>,
}

/// The unit of each statistic of `stats.txt`, by name: the word after the value
/// (`name value unit # description`), or gem5's `(unit)` at the end of the description
/// (`name value # description (unit)`).
pub fn stats_units(text: &str) -> HashMap<&str, &str> {
    let mut units = HashMap::new();
    for l in text.lines() {
        let t = l.trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with("----------") {
            continue;
        }
        let (left, comment) = t.split_once('#').unwrap_or((t, ""));
        let mut it = left.split_whitespace();
        let (Some(name), Some(_value)) = (it.next(), it.next()) else {
            continue;
        };
        let unit = it
            .next()
            .or_else(|| trailing_parenthesis(comment.trim_end()));
        if let Some(u) = unit {
            units.entry(name).or_insert(u);
        }
    }
    units
}

/// A unit as the database and `metrics.csv` spell it: `stats.txt` uses gem5's names
/// (`Count`, `Cycle`, `Byte`, `Tick`), the tidy outputs the words of the metrics table
/// (`count`, `cycles`, `bytes`, `ps`), so that one database has one vocabulary. Anything else
/// (`(Tick/Second)`, a file in the old layout) is kept as written.
pub fn tandem_unit(unit: &str) -> &str {
    use gpu_sim::stats::Unit;
    match Unit::ALL.into_iter().find(|u| u.gem5_name() == unit) {
        Some(u) => u.word(),
        None => match unit {
            "Ratio" => "ratio",
            "Second" => "s",
            other => other,
        },
    }
}

/// The text inside the balanced parentheses that end `c` (gem5 writes a compound unit in
/// parentheses of its own: `... (whole GPU). ((Count/Cycle))` is `(Count/Cycle)`).
fn trailing_parenthesis(c: &str) -> Option<&str> {
    if !c.ends_with(')') {
        return None;
    }
    let mut depth = 0usize;
    for (i, ch) in c.char_indices().rev() {
        match ch {
            ')' => depth += 1,
            '(' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&c[i + 1..c.len() - 1]);
                }
            }
            _ => {}
        }
    }
    None
}

/// Every integer statistic of `stats.txt`, dump by dump (a kernel's dump, then the whole run);
/// the `kernel.*` facts of a kernel's dump are left out (they are the `kernels` table) and so
/// are the derived rates (decimals: the `metrics` table has them).
pub fn stats_counters(text: &str, kernels: &[Value]) -> Vec<StatsCounter> {
    let units = stats_units(text);
    let mut out = Vec::new();
    for d in parse_dumps(text) {
        let kernel_index = match (
            d.get("kernel.gpu"),
            d.get("kernel.queue_id"),
            d.get("kernel.dispatch_id"),
        ) {
            (Some(g), Some(q), Some(id)) => kernels.iter().position(|k| {
                k["gpu"].as_u64() == Some(g)
                    && k["queue_id"].as_u64() == Some(q)
                    && k["dispatch_id"].as_u64() == Some(id)
            }),
            _ => None,
        };
        let is_kernel = d.get("kernel.gpu").is_some();
        if is_kernel && kernel_index.is_none() {
            // A dump of a kernel the summary does not list (not expected): its counters
            // would pass for the whole run's, so they are left out.
            continue;
        }
        for (name, v) in &d.values {
            if is_kernel && name.starts_with("kernel.") {
                continue;
            }
            let Ok(value) = v.parse::<u64>() else {
                continue;
            };
            let (component, counter) = name.rsplit_once('.').unwrap_or(("", name));
            let gpu = name
                .strip_prefix("gpu[")
                .and_then(|r| r.split_once(']'))
                .and_then(|(g, _)| g.parse().ok());
            out.push(StatsCounter {
                kernel_index,
                gpu,
                component: component.to_string(),
                counter: counter.to_string(),
                value,
                unit: units.get(name.as_str()).map(|u| tandem_unit(u).to_string()),
            });
        }
    }
    out
}

/// Writes `dir/results.sqlite` for one run (run id 0).
pub fn write_run_db(dir: &Path, run: &RunFiles) -> Result<()> {
    let mut db = ResultsDb::create(&dir.join(DB))?;
    db.add_run(0, run)?;
    db.commit()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_database_is_renamed_into_place_whole_or_not_at_all() {
        let d = std::env::temp_dir().join(format!("tandem-results-db-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        // A folder that does not exist: the error names the database.
        let missing = d.join("nope").join(DB);
        let e = format!("{:#}", ResultsDb::create(&missing).err().unwrap());
        assert!(e.contains(&format!("writing {}", missing.display())), "{e}");
        // Dropped before its commit: nothing under either name.
        let path = d.join(DB);
        let mut db = ResultsDb::create(&path).unwrap();
        let run = RunFiles {
            summary: json!({"workload": "w", "gpus": [0], "gpu_model": "functional",
                            "verification": {"verified": null}}),
            config: None,
            stats: Some("x.y 1 count # stale\n".into()),
        };
        db.add_run(0, &run).unwrap();
        drop(db);
        assert_eq!(std::fs::read_dir(&d).unwrap().count(), 0);
        // Committed: the file alone, with the run; a functional run takes no stats.txt.
        let mut db = ResultsDb::create(&path).unwrap();
        db.add_run(0, &run).unwrap();
        db.commit().unwrap();
        let names: Vec<_> = std::fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [DB]);
        let c = Connection::open(&path).unwrap();
        let q = |sql: &str| c.query_row(sql, [], |r| r.get::<_, i64>(0)).unwrap();
        assert_eq!(q("SELECT COUNT(*) FROM runs"), 1);
        assert_eq!(q("SELECT COUNT(*) FROM runs WHERE verified IS NULL"), 1);
        assert_eq!(q("SELECT COUNT(*) FROM counters"), 0);
        drop(c);
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn units_come_from_either_layout() {
        let text = "a.b 3 count # x\nc.d 4 # gem5 style (bytes)\ne 0.5000 ratio # r\n\
                    f 0.5000 # per cycle (whole GPU). ((Count/Cycle))\n";
        let u = stats_units(text);
        assert_eq!(u["f"], "(Count/Cycle)");
        assert_eq!(u["a.b"], "count");
        assert_eq!(u["c.d"], "bytes");
        assert_eq!(u["e"], "ratio");
    }

    #[test]
    fn functional_rows_use_the_timing_names() {
        let s = json!({
            "workload": "w", "gpus": [1],
            "kernels": [{"kernel": "k", "members": [
                {"gpu": 1, "workgroups": 4, "wavefront_instructions": 100}]}],
            "per_gpu": [{"gpu": 0, "wavefront_instructions": 0},
                        {"gpu": 1, "wavefront_instructions": 100}],
        });
        let rows = metric_rows(&s);
        assert_eq!(rows.len(), 3, "{rows:?}");
        assert_eq!(rows[0].name, "total.cu.workgroups");
        assert_eq!(rows[1].value, Num::Int(100));
        assert_eq!(rows[2].kernel_index, None);
        assert_eq!(rows[2].gpu, 1);
        let csv = metrics_csv(&s).unwrap();
        let mut lines = csv.lines();
        assert_eq!(
            lines.next(),
            Some(
                "scope,workload,kernel_index,kernel,gpu,total.cu.workgroups (count),\
                 total.cu.instructions (count)"
            )
        );
        assert_eq!(lines.next(), Some("kernel,w,0,k,1,4,100"));
        assert_eq!(lines.next(), Some("run,w,,,1,,100"));
    }
}
