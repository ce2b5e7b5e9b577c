//! `tandem plot RUN_DIR`: SVG figures from a run's outputs (docs/outputs.md, "Plots").
//!
//! Figures, each its own file under `--out` (default `RUN_DIR/plots`):
//! - `timeline.svg`: per-GPU busy timeline, one bar per kernel member (from `summary.json`:
//!   `kernels[].members[]`, each with `gpu`, and `timing.start_ps` / `timing.end_ps` in timing
//!   mode or the kernel's `gpu_start_ps` plus the member's `duration_ps` in functional mode).
//! - `hit-rates.svg`: read hit rate per cache level (L1V, L1 scalar, L1I, L2) per GPU, summed
//!   from the raw per-component counters of `stats.txt`'s whole-run dump (timing runs only).
//! - `traffic.svg`: bytes each GPU moved through its own DRAM channels, to and from other GPUs'
//!   memory and to and from host memory over the fabric (its RDMA engine's per-destination
//!   counters; `summary.json` has the GPU-to-GPU matrix).
//!
//! A sweep's folder (one with `sweep.toml` and `sweep.csv`) gets the sweep chart instead
//! (`crate::sweep`), and a `tandem run all` folder (one subfolder per workload) gets the
//! figures of each workload in a subfolder of `--out`.
//!
//! Figures are drawn with `plotters`' SVG backend; the data is extracted first into plain
//! structs (tested on their own), so drawing code has no arithmetic to get wrong.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use serde_json::Value;

use crate::statsfile::{Dump, StatsFile};

/// Examples shown by `tandem plot --help`.
pub const PLOT_EXAMPLES: &str = "Examples:
  tandem run fir --timing --unified-gpus 0,1,2,3 --verify --out /tmp/fir
  tandem plot /tmp/fir                      # writes /tmp/fir/plots/*.svg
  tandem plot /tmp/fir --out figures/fir
  tandem plot sweep-out                     # a sweep's folder: sweep.svg

Figures: timeline.svg (per-GPU busy timeline), hit-rates.svg and traffic.svg (timing runs:
from stats.txt). See docs/outputs.md.";

/// Options of `tandem plot`.
#[derive(clap::Args, Debug, Clone)]
pub struct PlotArgs {
    /// A run's output folder (`tandem run --out`), a `tandem run all` folder, or a sweep's.
    pub run_dir: PathBuf,
    /// Folder the SVG files are written to (default: RUN_DIR/plots).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

/// Figure size in pixels (SVG user units).
const SIZE: (u32, u32) = (960, 540);

/// `tandem plot`.
pub fn cmd_plot(args: &PlotArgs) -> Result<()> {
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| args.run_dir.join("plots"));
    let written = plot_dir(&args.run_dir, &out)?;
    for p in &written {
        let n = std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
        println!("wrote {} ({n} bytes)", p.display());
    }
    Ok(())
}

/// Plots whatever `dir` holds: a sweep, a run, or a `run all` folder of runs.
pub fn plot_dir(dir: &Path, out: &Path) -> Result<Vec<PathBuf>> {
    if !dir.is_dir() {
        bail!(
            "{} is not a folder (expected a run's --out folder)",
            dir.display()
        );
    }
    if dir.join(crate::sweep::SPEC_COPY).is_file() {
        let spec = crate::sweep::SweepSpec::load(&dir.join(crate::sweep::SPEC_COPY))?;
        let rows = crate::sweep::read_csv(&dir.join(crate::sweep::CSV))?;
        std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
        let p = out.join("sweep.svg");
        crate::sweep::plot_sweep(&spec, &rows, &p)?;
        return Ok(vec![p]);
    }
    // A run's folder, a `tandem run all` folder of runs (one per workload), or both (a single
    // run and a later `run all` into the same --out): every run in it is plotted.
    let top = dir.join("summary.json").is_file();
    let mut subs: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("summary.json").is_file())
        .collect();
    subs.sort();
    if !top && subs.is_empty() {
        bail!(
            "{} has no summary.json (not a tandem run folder; run `tandem run ... --out {}` first)",
            dir.display(),
            dir.display()
        );
    }
    let mut all = Vec::new();
    if top {
        all.extend(plot_run(dir, out)?);
    }
    for s in subs {
        let name = s.file_name().map(PathBuf::from).unwrap_or_default();
        all.extend(plot_run(&s, &out.join(name))?);
    }
    Ok(all)
}

/// Writes one run's figures into `out` and returns their paths.
pub fn plot_run(run_dir: &Path, out: &Path) -> Result<Vec<PathBuf>> {
    let summary_path = run_dir.join("summary.json");
    let text = std::fs::read_to_string(&summary_path)
        .with_context(|| format!("cannot read {}", summary_path.display()))?;
    let summary: Value = serde_json::from_str(&text)
        .with_context(|| format!("{} is not valid JSON", summary_path.display()))?;
    let timing_run = summary["gpu_model"].as_str() == Some("timing");
    let stats_path = run_dir.join("stats.txt");
    let stats = if stats_path.is_file() {
        Some(StatsFile::load(&stats_path)?)
    } else if timing_run {
        bail!(
            "{} is missing: a timing run writes it next to summary.json",
            stats_path.display()
        );
    } else {
        None
    };
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let workload = summary["workload"].as_str().unwrap_or("?").to_string();
    let bypassed = bypassed_levels(&run_dir.join("config.toml"))?;
    let mut written = Vec::new();
    let tl = Timeline::from_summary(&summary)
        .with_context(|| format!("reading {}", summary_path.display()))?;
    let p = out.join("timeline.svg");
    draw_timeline(&tl, &p)?;
    written.push(p);
    match stats {
        Some(st) => {
            let dump = st.whole_run();
            let mut hr = HitRates::from_dump(dump);
            hr.bypassed = bypassed;
            if hr.gpus.is_empty() {
                bail!(
                    "{} has no cache counters (gpu[g].cu[c].l1v.reads and the like)",
                    stats_path.display()
                );
            }
            let p = out.join("hit-rates.svg");
            draw_hit_rates(&workload, &hr, &p)?;
            written.push(p);
            let tr = Traffic::from_dump(dump);
            let p = out.join("traffic.svg");
            draw_traffic(&workload, &tr, &p)?;
            written.push(p);
        }
        None => println!(
            "{}: functional run (no stats.txt): only the timeline; rerun with --timing for cache and traffic figures",
            run_dir.display()
        ),
    }
    Ok(written)
}

/// One busy interval of one GPU.
#[derive(Clone, Debug, PartialEq)]
pub struct Busy {
    /// GPU id as the summary names it (0-based, as on the command line).
    pub gpu: u64,
    pub kernel: String,
    pub start_ps: u64,
    pub end_ps: u64,
}

/// The per-GPU busy timeline of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct Timeline {
    /// Every GPU the run used, ascending.
    pub gpus: Vec<u64>,
    pub busy: Vec<Busy>,
    /// Engine time of the workload's start (`startup_ps`): the figure's time zero.
    pub origin_ps: u64,
    pub workload: String,
}

impl Timeline {
    /// Reads `kernels[].members[]` of a summary.
    pub fn from_summary(s: &Value) -> Result<Timeline> {
        let kernels = s["kernels"]
            .as_array()
            .context("no `kernels` list in the summary")?;
        let mut busy = Vec::new();
        for (i, k) in kernels.iter().enumerate() {
            let name = k["kernel"].as_str().unwrap_or("?").to_string();
            let members = k["members"]
                .as_array()
                .with_context(|| format!("kernels[{i}] has no `members` list"))?;
            for (j, m) in members.iter().enumerate() {
                let gpu = m["gpu"]
                    .as_u64()
                    .with_context(|| format!("kernels[{i}].members[{j}] has no `gpu`"))?;
                let (start, end) = match (
                    m["timing"]["start_ps"].as_u64(),
                    m["timing"]["end_ps"].as_u64(),
                ) {
                    (Some(a), Some(b)) => (a, b),
                    _ => {
                        let a = k["gpu_start_ps"].as_u64().with_context(|| {
                            format!("kernels[{i}] has neither members' timing.start_ps nor gpu_start_ps")
                        })?;
                        let d = m["duration_ps"].as_u64().with_context(|| {
                            format!("kernels[{i}].members[{j}] has no duration_ps")
                        })?;
                        (a, a + d)
                    }
                };
                busy.push(Busy {
                    gpu,
                    kernel: name.clone(),
                    start_ps: start,
                    end_ps: end.max(start),
                });
            }
        }
        let mut gpus: Vec<u64> = s["gpus"]
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_u64).collect())
            .unwrap_or_default();
        gpus.extend(busy.iter().map(|b| b.gpu));
        gpus.sort_unstable();
        gpus.dedup();
        Ok(Timeline {
            gpus,
            busy,
            origin_ps: s["startup_ps"].as_u64().unwrap_or(0),
            workload: s["workload"].as_str().unwrap_or("?").to_string(),
        })
    }
}

/// A cache level of the hit-rate figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    L1v,
    L1Scalar,
    L1i,
    L2,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::L1v, Level::L1Scalar, Level::L1i, Level::L2];

    pub fn label(self) -> &'static str {
        match self {
            Level::L1v => "L1V",
            Level::L1Scalar => "L1 scalar",
            Level::L1i => "L1I",
            Level::L2 => "L2",
        }
    }

    /// The level's table under `[gpu.timing]` in a configuration.
    pub fn config_key(self) -> &'static str {
        match self {
            Level::L1v => "l1v",
            Level::L1Scalar => "l1s",
            Level::L1i => "l1i",
            Level::L2 => "l2",
        }
    }
}

/// The cache levels whose reads bypass the cache in a run's resolved configuration
/// (`gpu.timing.<level>.bypass_reads` in its `config.toml`; the R9 Nano preset sets it on the
/// L1V). Their hit rate is 0 by construction, which a bar would show as a cache that never
/// hits. A run folder without `config.toml` (written before it existed) has none.
pub fn bypassed_levels(config: &Path) -> Result<std::collections::BTreeSet<Level>> {
    let mut set = std::collections::BTreeSet::new();
    if !config.is_file() {
        return Ok(set);
    }
    let text = std::fs::read_to_string(config)
        .with_context(|| format!("cannot read {}", config.display()))?;
    let v: toml::Value =
        toml::from_str(&text).with_context(|| format!("{} is not valid TOML", config.display()))?;
    for l in Level::ALL {
        let on = v
            .get("gpu")
            .and_then(|g| g.get("timing"))
            .and_then(|t| t.get(l.config_key()))
            .and_then(|c| c.get("bypass_reads"))
            .and_then(toml::Value::as_bool)
            .unwrap_or(false);
        if on {
            set.insert(l);
        }
    }
    Ok(set)
}

/// One statistic name split at its dots: `gpu[1].cu[3].l1v.reads` is
/// `[("gpu", Some(1)), ("cu", Some(3)), ("l1v", None), ("reads", None)]`.
fn split_name(name: &str) -> Option<Vec<(&str, Option<u64>)>> {
    name.split('.')
        .map(|part| match part.find('[') {
            Some(i) => {
                let idx = part[i + 1..].strip_suffix(']')?.parse().ok()?;
                Some((&part[..i], Some(idx)))
            }
            None => Some((part, None)),
        })
        .collect()
}

/// Which raw counter a stat is, when it is one the figures use: (gpu index as written, level
/// or link, field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    Cache(Level),
    Dram,
    Remote,
    Host,
}

fn classify(name: &str) -> Option<(u64, Source, &str)> {
    let p = split_name(name)?;
    let gpu = match p.first()? {
        ("gpu", Some(g)) => *g,
        _ => return None,
    };
    // Only per-component counters: totals another writer may add (`gpu[1].l2.read_hits`)
    // have a different shape and are not counted twice.
    let (src, field) = match p.as_slice() {
        [_, ("cu", Some(_)), ("l1v", None), (f, None)] => (Source::Cache(Level::L1v), *f),
        [_, ("sa", Some(_)), ("l1s", None), (f, None)] => (Source::Cache(Level::L1Scalar), *f),
        [_, ("sa", Some(_)), ("l1i", None), (f, None)] => (Source::Cache(Level::L1i), *f),
        [_, ("l2", None), ("bank", Some(_)), (f, None)] => (Source::Cache(Level::L2), *f),
        [_, ("dram", None), ("channel", Some(_)), (f, None)] => (Source::Dram, *f),
        [_, ("rdma", None), (to, None), (f, None)] if *to == "to_host" => (Source::Host, *f),
        [_, ("rdma", None), (to, None), (f, None)] if to.starts_with("to_gpu") => {
            (Source::Remote, *f)
        }
        _ => return None,
    };
    Some((gpu, src, field))
}

/// GPU ids for display: `stats.txt`, the summary and the command line all count GPUs from 0,
/// so a GPU keeps its id.
fn display_ids(raw: &std::collections::BTreeSet<u64>) -> BTreeMap<u64, u64> {
    raw.iter().map(|&g| (g, g)).collect()
}

/// Read hit rates per level per GPU.
#[derive(Clone, Debug, PartialEq)]
pub struct HitRates {
    /// GPU ids (0-based), ascending.
    pub gpus: Vec<u64>,
    /// (level, gpu) to (read_hits, reads).
    pub counts: BTreeMap<(Level, u64), (f64, f64)>,
    /// Levels whose reads bypass the cache in this run ([`bypassed_levels`]): drawn as such,
    /// without bars.
    pub bypassed: std::collections::BTreeSet<Level>,
}

impl HitRates {
    /// Sums `read_hits` and `reads` over the components of each level of each GPU.
    pub fn from_dump(d: &Dump) -> HitRates {
        let mut raw = std::collections::BTreeSet::new();
        let mut sums: BTreeMap<(Level, u64), (f64, f64)> = BTreeMap::new();
        for (name, &v) in &d.values {
            let Some((g, Source::Cache(level), field)) = classify(name) else {
                continue;
            };
            raw.insert(g);
            let e = sums.entry((level, g)).or_default();
            match field {
                "read_hits" => e.0 += v,
                "reads" => e.1 += v,
                _ => {}
            }
        }
        let ids = display_ids(&raw);
        HitRates {
            gpus: ids.values().copied().collect(),
            counts: sums
                .into_iter()
                .map(|((l, g), c)| ((l, ids[&g]), c))
                .collect(),
            bypassed: Default::default(),
        }
    }

    /// `read_hits / reads`, or `None` when the level saw no reads on that GPU.
    pub fn rate(&self, level: Level, gpu: u64) -> Option<f64> {
        let &(h, r) = self.counts.get(&(level, gpu))?;
        (r > 0.0).then(|| h / r)
    }
}

/// Bytes each GPU moved through its DRAM channels, to other GPUs' memory and to host memory.
#[derive(Clone, Debug, PartialEq)]
pub struct Traffic {
    /// GPU id to (DRAM bytes, other GPUs' memory bytes, host memory bytes), reads plus writes.
    pub per_gpu: BTreeMap<u64, (f64, f64, f64)>,
}

impl Traffic {
    pub fn from_dump(d: &Dump) -> Traffic {
        let mut raw = std::collections::BTreeSet::new();
        let mut sums: BTreeMap<u64, (f64, f64, f64)> = BTreeMap::new();
        for (name, &v) in &d.values {
            let Some((g, src, field)) = classify(name) else {
                continue;
            };
            raw.insert(g);
            let dram_bytes = matches!(field, "bytes_read" | "bytes_written");
            let e = sums.entry(g).or_default();
            match src {
                Source::Dram if dram_bytes => e.0 += v,
                Source::Remote if field == "bytes" => e.1 += v,
                Source::Host if field == "bytes" => e.2 += v,
                _ => {}
            }
        }
        let ids = display_ids(&raw);
        Traffic {
            per_gpu: sums.into_iter().map(|(g, t)| (ids[&g], t)).collect(),
        }
    }
}

/// Draws a figure into memory and writes it as a result file ([`crate::outdir::write_result`]:
/// a temporary name, then a rename), so a failed plot leaves no truncated SVG behind; plotters'
/// own file backend would write the final name directly.
pub fn write_svg(
    path: &Path,
    size: (u32, u32),
    draw: impl for<'a> FnOnce(DrawingArea<SVGBackend<'a>, Shift>) -> Result<()>,
) -> Result<()> {
    let mut svg = String::new();
    draw(SVGBackend::with_string(&mut svg, size).into_drawing_area())?;
    crate::outdir::write_result(path, svg)
}

fn plot_err<E: std::fmt::Debug>(path: &Path) -> impl Fn(E) -> anyhow::Error + '_ {
    move |e| anyhow::anyhow!("drawing {}: {e:?}", path.display())
}

/// Colour `i` of a fixed palette (the same kernel gets the same colour on every GPU).
fn colour(i: usize) -> RGBColor {
    const C: [RGBColor; 10] = [
        RGBColor(31, 119, 180),
        RGBColor(255, 127, 14),
        RGBColor(44, 160, 44),
        RGBColor(214, 39, 40),
        RGBColor(148, 103, 189),
        RGBColor(140, 86, 75),
        RGBColor(227, 119, 194),
        RGBColor(127, 127, 127),
        RGBColor(188, 189, 34),
        RGBColor(23, 190, 207),
    ];
    C[i % C.len()]
}

/// Writes category labels centred under `xs` (data x positions) below the plotting area.
fn category_labels<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &ChartContext<
        '_,
        DB,
        Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>,
    >,
    y_bottom: f64,
    labels: &[(f64, String)],
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let style =
        TextStyle::from(("sans-serif", 16).into_font()).pos(Pos::new(HPos::Center, VPos::Top));
    for (x, l) in labels {
        let (px, py) = chart.backend_coord(&(*x, y_bottom));
        root.draw(&Text::new(l.clone(), (px, py + 8), style.clone()))?;
    }
    Ok(())
}

/// Right margin that holds the legend beside the plot (never over the data): room for the
/// longest label at the legend's font size.
fn legend_margin<'a>(labels: impl Iterator<Item = &'a str>) -> u32 {
    let chars = labels.map(|l| l.chars().count()).max().unwrap_or(0) as u32;
    (chars * 15 / 2 + 56).clamp(120, 360)
}

/// How a legend entry shows its series.
#[derive(Clone, Copy)]
enum Swatch {
    Box,
    Line,
}

/// Draws a legend on `root` just right of the chart's plotting area, at its top. (The chart's
/// own series labels are clipped to the plotting area, so a legend beside it would lose its
/// swatches; one inside it covers data.)
fn draw_legend<DB: DrawingBackend, X: Ranged, Y: Ranged>(
    root: &DrawingArea<DB, Shift>,
    chart: &ChartContext<'_, DB, Cartesian2d<X, Y>>,
    entries: &[(String, RGBColor)],
    swatch: Swatch,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let area = chart.plotting_area();
    let (x0, y0) = area.get_base_pixel();
    let (w, _) = area.dim_in_pixel();
    let x = x0 + w as i32 + 14;
    let style =
        TextStyle::from(("sans-serif", 15).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
    for (i, (label, c)) in entries.iter().enumerate() {
        let y = y0 + 10 + 22 * i as i32;
        match swatch {
            Swatch::Box => root.draw(&Rectangle::new([(x, y - 6), (x + 14, y + 6)], c.filled()))?,
            Swatch::Line => {
                root.draw(&PathElement::new([(x, y), (x + 18, y)], c.stroke_width(2)))?;
                root.draw(&Circle::new((x + 9, y), 4, c.filled()))?;
            }
        }
        root.draw(&Text::new(label.clone(), (x + 24, y), style.clone()))?;
    }
    Ok(())
}

/// The tick labels of an axis spanning `lo..hi`: every label with the same number of
/// decimals, as many as the spacing of about ten ticks needs ("8" and "16", or "0.5" and
/// "1.0"; never "8.0" beside "16").
pub fn ticks(lo: f64, hi: f64) -> impl Fn(&f64) -> String + Clone {
    let step = ((hi - lo).abs() / 10.0).max(f64::MIN_POSITIVE);
    let decimals = (-step.log10()).ceil().clamp(0.0, 6.0) as usize;
    move |v: &f64| {
        // No "-0".
        let v = if v.abs() < 0.5 * 10f64.powi(-(decimals as i32)) {
            0.0
        } else {
            *v
        };
        format!("{v:.decimals$}")
    }
}

/// Picks a byte unit for an axis whose largest value is `max`.
fn byte_unit(max: f64) -> (f64, &'static str) {
    if max >= 1024.0 * 1024.0 * 1024.0 {
        (1024.0 * 1024.0 * 1024.0, "GiB")
    } else if max >= 1024.0 * 1024.0 {
        (1024.0 * 1024.0, "MiB")
    } else if max >= 1024.0 {
        (1024.0, "KiB")
    } else {
        (1.0, "bytes")
    }
}

/// Picks a time unit for an axis spanning `span_ps`.
pub fn time_unit(span_ps: f64) -> (f64, &'static str) {
    if span_ps >= 1e12 {
        (1e12, "s")
    } else if span_ps >= 1e9 {
        (1e9, "ms")
    } else if span_ps >= 1e6 {
        (1e6, "us")
    } else {
        (1e3, "ns")
    }
}

/// The busy timeline: one row per GPU, one bar per kernel member, coloured by kernel.
pub fn draw_timeline(tl: &Timeline, path: &Path) -> Result<()> {
    let err = plot_err(path);
    let n = tl.gpus.len().max(1);
    let height = SIZE.1.max(140 + 70 * n as u32);
    crate::plot::write_svg(path, (SIZE.0, height), |root| {
        root.fill(&WHITE).map_err(&err)?;
        // Times count from the workload's start (`startup_ps`), like the `simulated` time the
        // CLI prints and `simulated_time_ps`; the axis starts at the first kernel (the host
        // program's work before it is not GPU time).
        let rel = |ps: u64| ps.saturating_sub(tl.origin_ps);
        let t0 = tl.busy.iter().map(|b| rel(b.start_ps)).min().unwrap_or(0);
        let t1 = tl
            .busy
            .iter()
            .map(|b| rel(b.end_ps))
            .max()
            .unwrap_or(t0 + 1);
        let span = (t1 - t0).max(1) as f64;
        let (div, unit) = time_unit(span);
        // A little room on both sides so the first and last bars do not touch the frame.
        let (x0, x1) = (
            (t0 as f64 - 0.02 * span) / div,
            (t1 as f64 + 0.02 * span) / div,
        );
        let x_fmt = ticks(x0, x1);
        let row = |gpu: u64| tl.gpus.iter().position(|&g| g == gpu).unwrap_or(0) as f64;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                format!("{}: GPU busy timeline", tl.workload),
                ("sans-serif", 24),
            )
            .margin(16)
            .margin_right(legend_margin(tl.busy.iter().map(|b| b.kernel.as_str())))
            .x_label_area_size(50)
            .y_label_area_size(80)
            .build_cartesian_2d(x0..x1, -0.5..(n as f64 - 0.5))
            .map_err(&err)?;
        let gpus = tl.gpus.clone();
        let y_fmt = move |y: &f64| {
            let i = y.round();
            if (y - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < gpus.len() {
                format!("GPU {}", gpus[i as usize])
            } else {
                String::new()
            }
        };
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(n * 2 + 1)
            .y_label_formatter(&y_fmt)
            .x_label_formatter(&x_fmt)
            .x_desc(format!(
                "simulated time since the workload started ({unit})"
            ))
            .label_style(("sans-serif", 16))
            .axis_desc_style(("sans-serif", 18))
            .draw()
            .map_err(&err)?;
        let mut kernels: Vec<&str> = tl.busy.iter().map(|b| b.kernel.as_str()).collect();
        kernels.sort_unstable();
        kernels.dedup();
        for (ki, k) in kernels.iter().enumerate() {
            let c = colour(ki);
            let bars = tl.busy.iter().filter(|b| b.kernel == *k).map(|b| {
                let y = row(b.gpu);
                // A zero-length member still shows as a hairline.
                let (a, e) = (
                    rel(b.start_ps) as f64 / div,
                    (rel(b.end_ps) as f64 / div)
                        .max(rel(b.start_ps) as f64 / div + span / div * 1e-3),
                );
                Rectangle::new([(a, y - 0.3), (e, y + 0.3)], c.filled())
            });
            chart.draw_series(bars).map_err(&err)?;
        }
        let entries: Vec<(String, RGBColor)> = kernels
            .iter()
            .enumerate()
            .map(|(i, k)| (k.to_string(), colour(i)))
            .collect();
        draw_legend(&root, &chart, &entries, Swatch::Box).map_err(&err)?;
        root.present().map_err(&err)?;
        Ok(())
    })
}

/// Grouped bars: one group per category, one bar per series; `values[s][c]` (None: no bar).
struct Bars<'a> {
    title: String,
    y_desc: String,
    y_max: f64,
    categories: Vec<String>,
    /// A note written across a category instead of bars ("reads bypass this level").
    notes: Vec<Option<String>>,
    series: Vec<(String, Vec<Option<f64>>)>,
    /// Text written above each bar.
    bar_label: &'a dyn Fn(&f64) -> String,
}

fn draw_bars(b: &Bars<'_>, path: &Path) -> Result<()> {
    let err = plot_err(path);
    crate::plot::write_svg(path, SIZE, |root| {
        root.fill(&WHITE).map_err(&err)?;
        let nc = b.categories.len().max(1) as f64;
        // Headroom for the values above the bars.
        let y_top = b.y_max * 1.08;
        let y_fmt = ticks(0.0, y_top);
        let mut chart = ChartBuilder::on(&root)
            .caption(&b.title, ("sans-serif", 24))
            .margin(16)
            .margin_right(legend_margin(b.series.iter().map(|(n, _)| n.as_str())))
            .x_label_area_size(40)
            .y_label_area_size(80)
            .build_cartesian_2d(0.0..nc, 0.0..y_top)
            .map_err(&err)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(0)
            .x_label_formatter(&|_| String::new())
            .y_label_formatter(&y_fmt)
            .y_desc(b.y_desc.as_str())
            .label_style(("sans-serif", 16))
            .axis_desc_style(("sans-serif", 18))
            .draw()
            .map_err(&err)?;
        let ns = b.series.len().max(1) as f64;
        // Each category gets 0.8 of its unit width, split among the series.
        let w = 0.8 / ns;
        let label_style = TextStyle::from(("sans-serif", 12).into_font())
            .pos(Pos::new(HPos::Center, VPos::Bottom));
        // The bars a category has are centred in it (the host link's one bar sits in the middle).
        let left = |si: usize, ci: usize| {
            let present: Vec<usize> = (0..b.series.len())
                .filter(|&s| b.series[s].1.get(ci).copied().flatten().is_some())
                .collect();
            let k = present.iter().position(|&s| s == si).unwrap_or(0) as f64;
            ci as f64 + 0.5 - present.len() as f64 * w / 2.0 + k * w
        };
        for (si, (_, vals)) in b.series.iter().enumerate() {
            let c = colour(si);
            let rects = vals.iter().enumerate().filter_map(|(ci, v)| {
                let v = (*v)?;
                let x = left(si, ci);
                Some(Rectangle::new([(x, 0.0), (x + w * 0.92, v)], c.filled()))
            });
            chart.draw_series(rects).map_err(&err)?;
            let texts = vals.iter().enumerate().filter_map(|(ci, v)| {
                let v = (*v)?;
                let x = left(si, ci) + w * 0.46;
                Some(Text::new(
                    (b.bar_label)(&v),
                    (x, v + y_top * 0.01),
                    label_style.clone(),
                ))
            });
            // Values above bars only while they fit (a dozen bars or so per figure width).
            if b.series.len() * b.categories.len() <= 24 {
                chart.draw_series(texts).map_err(&err)?;
            }
        }
        let entries: Vec<(String, RGBColor)> = b
            .series
            .iter()
            .enumerate()
            .map(|(i, (n, _))| (n.clone(), colour(i)))
            .collect();
        draw_legend(&root, &chart, &entries, Swatch::Box).map_err(&err)?;
        let labels: Vec<(f64, String)> = b
            .categories
            .iter()
            .enumerate()
            .map(|(i, c)| (i as f64 + 0.5, c.clone()))
            .collect();
        category_labels(&root, &chart, 0.0, &labels).map_err(&err)?;
        let note_style = TextStyle::from(("sans-serif", 15).into_font().style(FontStyle::Italic))
            .color(&RGBColor(90, 90, 90))
            .pos(Pos::new(HPos::Center, VPos::Center));
        for (ci, note) in b.notes.iter().enumerate() {
            let Some(note) = note else { continue };
            // A hatched-grey band marks the category as "no data by design", not "0".
            chart
                .draw_series(std::iter::once(Rectangle::new(
                    [(ci as f64 + 0.1, 0.0), (ci as f64 + 0.9, b.y_max)],
                    RGBColor(235, 235, 235).filled(),
                )))
                .map_err(&err)?;
            for (i, line) in note.lines().enumerate() {
                let (px, py) = chart.backend_coord(&(ci as f64 + 0.5, y_top * 0.5));
                root.draw(&Text::new(
                    line.to_string(),
                    (px, py + 20 * i as i32),
                    note_style.clone(),
                ))
                .map_err(&err)?;
            }
        }
        root.present().map_err(&err)?;
        Ok(())
    })
}

/// Read hit rate per level (groups) per GPU (bars) of `workload`'s run. A level whose reads
/// bypass the cache, or that saw no reads on any GPU, is drawn as a grey band that says so.
pub fn draw_hit_rates(workload: &str, hr: &HitRates, path: &Path) -> Result<()> {
    let series = hr
        .gpus
        .iter()
        .map(|&g| {
            (
                format!("GPU {g}"),
                Level::ALL
                    .iter()
                    .map(|&l| {
                        (!hr.bypassed.contains(&l))
                            .then(|| hr.rate(l, g).map(|r| r * 100.0))
                            .flatten()
                    })
                    .collect(),
            )
        })
        .collect();
    let notes = Level::ALL
        .iter()
        .map(|&l| {
            if hr.bypassed.contains(&l) {
                Some(format!(
                    "reads bypass\nthis level\n(gpu.timing.{}.bypass_reads)",
                    l.config_key()
                ))
            } else if hr.gpus.iter().all(|&g| hr.rate(l, g).is_none()) {
                Some("no reads".to_string())
            } else {
                None
            }
        })
        .collect();
    draw_bars(
        &Bars {
            title: format!("{workload}: read hit rate per cache level (whole run)"),
            y_desc: "read hits / reads (%)".into(),
            y_max: 100.0,
            categories: Level::ALL.iter().map(|l| l.label().to_string()).collect(),
            notes,
            series,
            bar_label: &|v: &f64| format!("{v:.0}"),
        },
        path,
    )
}

/// Bytes each GPU moved through its DRAM, to other GPUs and to host memory, in `workload`'s run.
pub fn draw_traffic(workload: &str, t: &Traffic, path: &Path) -> Result<()> {
    let max = t
        .per_gpu
        .values()
        .flat_map(|&(a, b, c)| [a, b, c])
        .fold(0.0, f64::max);
    let (div, unit) = byte_unit(max);
    let categories: Vec<String> = t.per_gpu.keys().map(|g| format!("GPU {g}")).collect();
    let n = categories.len();
    let mut dram = vec![None; n];
    let mut peer = vec![None; n];
    let mut host = vec![None; n];
    for (i, &(d, p, h)) in t.per_gpu.values().enumerate() {
        dram[i] = Some(d / div);
        peer[i] = Some(p / div);
        host[i] = Some(h / div);
    }
    draw_bars(
        &Bars {
            title: format!("{workload}: memory traffic by path (whole run)"),
            y_desc: format!("bytes read + written ({unit})"),
            y_max: (max / div).max(1e-9),
            notes: vec![None; n],
            categories,
            series: vec![
                ("local DRAM".into(), dram),
                ("other GPUs' memory".into(), peer),
                ("host memory".into(), host),
            ],
            bar_label: &|v: &f64| {
                if *v >= 100.0 {
                    format!("{v:.0}")
                } else {
                    format!("{v:.1}")
                }
            },
        },
        path,
    )
}

/// A readable axis label for a sweep key: the configuration key in words, with its unit, and
/// the key itself in brackets so the reader can find it in the sweep file
/// (`gpu.timing.cus` is "compute units per GPU [gpu.timing.cus]", `gpu.timing.l2.size_bytes`
/// "L2 size (bytes) [gpu.timing.l2.size_bytes]"); the sweep's own axes are words already.
pub fn axis_label(key: &str) -> String {
    match key {
        "gpus" => return "GPUs".into(),
        "size" => return "input size".into(),
        "model" => return "GPU model".into(),
        "mode" => return "multi-GPU mode".into(),
        "workload" => return "workload".into(),
        _ => {}
    }
    let parts: Vec<&str> = key.split('.').collect();
    let rest = match parts.as_slice() {
        ["gpu", "timing", rest @ ..] | ["gpu", rest @ ..] => rest,
        all => all,
    };
    let component = |c: &str| -> String {
        match c {
            "l1v" => "L1V".into(),
            "l1s" => "L1 scalar".into(),
            "l1i" => "L1I".into(),
            "l2" => "L2".into(),
            "l1_tlb" => "L1 TLB".into(),
            "l2_tlb" => "L2 TLB".into(),
            "dram" => "DRAM".into(),
            "cu" => "compute unit".into(),
            "cp" => "command processor".into(),
            other => other.replace('_', " "),
        }
    };
    let field = |f: &str| -> String {
        if f == "cus" {
            return "compute units per GPU".into();
        }
        for (suffix, unit) in [
            ("_bytes", "bytes"),
            ("_ps", "ps"),
            ("_ns", "ns"),
            ("_cycles", "cycles"),
            ("_mhz", "MHz"),
            ("_gbps", "GB/s"),
        ] {
            if let Some(stem) = f.strip_suffix(suffix) {
                return format!("{} ({unit})", stem.replace('_', " "));
            }
        }
        f.replace('_', " ")
    };
    let words = match rest {
        [] => key.to_string(),
        [f] => field(f),
        [comps @ .., f] => {
            let c: Vec<String> = comps.iter().map(|c| component(c)).collect();
            format!("{} {}", c.join(" "), field(f))
        }
    };
    format!("{words} [{key}]")
}

/// One line of a line chart: label and (x, y) points in x order.
pub type Line = (String, Vec<(f64, f64)>);

/// How a line chart's x axis maps values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum XScale {
    Linear,
    /// Logarithmic, base 2: for values that double (8, 16, 32, 64 compute units), which a
    /// linear axis crowds into its left end.
    Log2,
}

impl XScale {
    /// Log2 when the values are three or more distinct positive numbers, each a power-of-two
    /// multiple of the smallest (8-64, or 1, 2, 4 GPUs); linear otherwise.
    pub fn for_values(xs: &[f64]) -> XScale {
        let mut v: Vec<f64> = xs.to_vec();
        v.sort_by(f64::total_cmp);
        v.dedup();
        let Some(&lo) = v.first() else {
            return XScale::Linear;
        };
        let doubling = lo > 0.0
            && v.iter().all(|&x| {
                let r = (x / lo).log2();
                (r - r.round()).abs() < 1e-9
            });
        if v.len() >= 3 && doubling {
            XScale::Log2
        } else {
            XScale::Linear
        }
    }
}

/// A line chart with point markers; `x_names` labels integer x positions when the swept values
/// are not numbers; `x_scale` maps numeric ones.
pub fn draw_lines(
    title: &str,
    x_desc: &str,
    y_desc: &str,
    lines: &[Line],
    x_names: Option<&[String]>,
    x_scale: XScale,
    path: &Path,
) -> Result<()> {
    let err = plot_err(path);
    // Drawn in log2 space on a log axis; the tick labels give the values back.
    let log = x_scale == XScale::Log2 && x_names.is_none();
    let lines: Vec<Line> = if log {
        lines
            .iter()
            .map(|(n, p)| (n.clone(), p.iter().map(|&(x, y)| (x.log2(), y)).collect()))
            .collect()
    } else {
        lines.to_vec()
    };
    let lines = lines.as_slice();
    crate::plot::write_svg(path, SIZE, |root| {
        root.fill(&WHITE).map_err(&err)?;
        let pts = lines.iter().flat_map(|(_, p)| p.iter());
        let (mut x0, mut x1, mut y1) = (f64::MAX, f64::MIN, 0.0f64);
        for &(x, y) in pts {
            x0 = x0.min(x);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
        if x0 > x1 {
            (x0, x1) = (0.0, 1.0);
        }
        let pad = if log {
            ((x1 - x0) * 0.05).max(0.25)
        } else {
            ((x1 - x0) * 0.05).max(0.5)
        };
        let y_fmt = ticks(0.0, (y1 * 1.08).max(1e-9));
        let lin_fmt = ticks(x0 - pad, x1 + pad);
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 24))
            .margin(16)
            .margin_right(legend_margin(lines.iter().map(|(n, _)| n.as_str())))
            .x_label_area_size(50)
            .y_label_area_size(90)
            .build_cartesian_2d((x0 - pad)..(x1 + pad), 0.0..(y1 * 1.08).max(1e-9))
            .map_err(&err)?;
        let names = x_names.map(|n| n.to_vec());
        let integers = lines
            .iter()
            .flat_map(|(_, p)| p.iter())
            .all(|&(x, _)| x.fract() == 0.0);
        // On a log axis only the powers of two (in log space: the integers) get labels.
        let x_fmt = move |x: &f64| match &names {
            None if log => {
                if (x - x.round()).abs() < 1e-6 {
                    let v = 2f64.powi(x.round() as i32);
                    if v >= 1.0 {
                        format!("{v:.0}")
                    } else {
                        format!("{v}")
                    }
                } else {
                    String::new()
                }
            }
            Some(n) => {
                let i = x.round();
                if (x - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < n.len() {
                    n[i as usize].clone()
                } else {
                    String::new()
                }
            }
            // Integer sweeps (GPU counts, ways) get no ticks between their values.
            None if integers => {
                if x.fract() == 0.0 {
                    format!("{x:.0}")
                } else {
                    String::new()
                }
            }
            None => lin_fmt(x),
        };
        chart
            .configure_mesh()
            .x_desc(if log {
                format!("{x_desc} (log scale)")
            } else {
                x_desc.to_string()
            })
            .y_desc(y_desc)
            .x_label_formatter(&x_fmt)
            .y_label_formatter(&y_fmt)
            .label_style(("sans-serif", 16))
            .axis_desc_style(("sans-serif", 18))
            .draw()
            .map_err(&err)?;
        for (i, (_, p)) in lines.iter().enumerate() {
            let c = colour(i);
            chart
                .draw_series(LineSeries::new(p.iter().copied(), c.stroke_width(2)))
                .map_err(&err)?;
            chart
                .draw_series(p.iter().map(|&xy| Circle::new(xy, 4, c.filled())))
                .map_err(&err)?;
        }
        let entries: Vec<(String, RGBColor)> = lines
            .iter()
            .enumerate()
            .map(|(i, (n, _))| (n.clone(), colour(i)))
            .collect();
        draw_legend(&root, &chart, &entries, Swatch::Line).map_err(&err)?;
        root.present().map_err(&err)?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn dump(text: &str) -> Dump {
        StatsFile::parse(text, "t").unwrap().whole_run().clone()
    }

    #[test]
    fn hit_rates_sum_components_per_gpu() {
        let d = dump(
            "gpu[0].cu[0].l1v.reads 10 count\ngpu[0].cu[0].l1v.read_hits 5 count\n\
             gpu[0].cu[1].l1v.reads 30 count\ngpu[0].cu[1].l1v.read_hits 25 count\n\
             gpu[0].l2.bank[3].reads 8 count\ngpu[0].l2.bank[3].read_hits 2 count\n\
             gpu[1].sa[0].l1i.reads 4 count\ngpu[1].sa[0].l1i.read_hits 4 count\n\
             gpu[1].sa[0].l1s.reads 0 count\ngpu[1].sa[0].l1s.read_hits 0 count\n\
             gpu[0].l2.read_hits 999 count\n",
        );
        let hr = HitRates::from_dump(&d);
        assert_eq!(hr.gpus, vec![0, 1]);
        assert_eq!(hr.rate(Level::L1v, 0), Some(0.75));
        // The per-GPU total line has another shape and is not added to the banks.
        assert_eq!(hr.rate(Level::L2, 0), Some(0.25));
        assert_eq!(hr.rate(Level::L1i, 1), Some(1.0));
        assert_eq!(hr.rate(Level::L1Scalar, 1), None);
        assert_eq!(hr.rate(Level::L2, 1), None);
    }

    #[test]
    fn a_gpu_keeps_its_id() {
        let d = dump("gpu[2].cu[0].l1v.reads 4 count\ngpu[2].cu[0].l1v.read_hits 1 count\n");
        let hr = HitRates::from_dump(&d);
        assert_eq!(hr.gpus, vec![2]);
        assert_eq!(hr.rate(Level::L1v, 2), Some(0.25));
    }

    #[test]
    fn traffic_adds_reads_and_writes_per_path() {
        let d = dump(
            "gpu[0].dram.channel[0].bytes_read 100 bytes\ngpu[0].dram.channel[1].bytes_written 50 bytes\n\
             gpu[0].dram.channel[1].reads 7 count\ngpu[0].rdma.to_gpu1.bytes 64 bytes\n\
             gpu[1].rdma.to_gpu0.bytes 128 bytes\ngpu[1].rdma.to_gpu2.bytes 2 bytes\n\
             gpu[1].rdma.to_host.bytes 1000 bytes\ngpu[1].rdma.to_host.requests 9 count\n",
        );
        let t = Traffic::from_dump(&d);
        assert_eq!(t.per_gpu[&0], (150.0, 64.0, 0.0));
        assert_eq!(t.per_gpu[&1], (0.0, 130.0, 1000.0));
    }

    #[test]
    fn timeline_reads_timing_members_and_functional_durations() {
        let s = json!({
            "workload": "w", "gpus": [1, 2], "startup_ps": 10,
            "kernels": [
                {"kernel": "a", "gpu_start_ps": 100, "members": [
                    {"gpu": 1, "duration_ps": 5, "timing": {"start_ps": 100, "end_ps": 160}},
                    {"gpu": 2, "duration_ps": 7, "timing": {"start_ps": 100, "end_ps": 170}}]},
                {"kernel": "b", "gpu_start_ps": 300, "timing": null, "members": [
                    {"gpu": 2, "duration_ps": 40}]}
            ]
        });
        let t = Timeline::from_summary(&s).unwrap();
        assert_eq!(t.gpus, vec![1, 2]);
        assert_eq!(t.busy.len(), 3);
        assert_eq!(
            (t.busy[1].gpu, t.busy[1].start_ps, t.busy[1].end_ps),
            (2, 100, 170)
        );
        assert_eq!(
            (
                t.busy[2].kernel.as_str(),
                t.busy[2].start_ps,
                t.busy[2].end_ps
            ),
            ("b", 300, 340)
        );
        let e = Timeline::from_summary(&json!({"kernels": [{"members": [{"gpu": 1}]}]}))
            .unwrap_err()
            .to_string();
        assert!(e.contains("kernels[0]"), "{e}");
    }

    #[test]
    fn ticks_of_one_axis_share_their_decimals() {
        let f = ticks(0.0, 17.0);
        assert_eq!(
            (f(&8.0), f(&16.0), f(&0.0)),
            ("8".into(), "16".into(), "0".into())
        );
        let f = ticks(0.0, 5.0);
        assert_eq!(
            (f(&0.5), f(&1.0), f(&4.0)),
            ("0.5".into(), "1.0".into(), "4.0".into())
        );
        let f = ticks(0.0, 0.2);
        assert_eq!((f(&0.05), f(&0.1)), ("0.05".into(), "0.10".into()));
        assert_eq!(ticks(-1.0, 1.0)(&-0.0001), "0.0");
    }

    #[test]
    fn doubling_sweep_values_get_a_log_axis_and_keys_read_as_words() {
        assert_eq!(XScale::for_values(&[8.0, 16.0, 32.0, 64.0]), XScale::Log2);
        assert_eq!(XScale::for_values(&[1.0, 2.0, 4.0]), XScale::Log2);
        assert_eq!(XScale::for_values(&[2.0, 4.0]), XScale::Linear);
        assert_eq!(XScale::for_values(&[8.0, 16.0, 24.0]), XScale::Linear);
        assert_eq!(XScale::for_values(&[0.0, 1.0, 2.0]), XScale::Linear);
        assert_eq!(
            axis_label("gpu.timing.cus"),
            "compute units per GPU [gpu.timing.cus]"
        );
        assert_eq!(
            axis_label("gpu.timing.l2.size_bytes"),
            "L2 size (bytes) [gpu.timing.l2.size_bytes]"
        );
        assert_eq!(
            axis_label("gpu.timing.l1v.ways"),
            "L1V ways [gpu.timing.l1v.ways]"
        );
        assert_eq!(axis_label("gpus"), "GPUs");
    }

    #[test]
    fn the_config_names_the_bypassed_levels() {
        let dir = std::env::temp_dir().join(format!("tandem-plot-bypass-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("config.toml");
        std::fs::write(
            &p,
            "[gpu.timing.l1v]\nbypass_reads = true\n[gpu.timing.l2]\nbypass_reads = false\n",
        )
        .unwrap();
        let set = bypassed_levels(&p).unwrap();
        assert_eq!(set.into_iter().collect::<Vec<_>>(), vec![Level::L1v]);
        assert!(bypassed_levels(&dir.join("none.toml")).unwrap().is_empty());
        std::fs::write(&p, "[gpu\n").unwrap();
        let e = format!("{:#}", bypassed_levels(&p).unwrap_err());
        assert!(e.contains("config.toml"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn figures_are_svg_with_their_labels() {
        let dir = std::env::temp_dir().join(format!("tandem-plot-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let hr = HitRates::from_dump(&dump(
            "gpu[0].cu[0].l1v.reads 10 count\ngpu[0].cu[0].l1v.read_hits 5 count\n",
        ));
        let p = dir.join("h.svg");
        draw_hit_rates("fir", &hr, &p).unwrap();
        let svg = std::fs::read_to_string(&p).unwrap();
        assert!(svg.starts_with("<svg"), "{}", &svg[..80.min(svg.len())]);
        // Bar values are the texts of their own elements.
        for want in [
            "fir: read hit rate",
            "L1V",
            "L1 scalar",
            "L2",
            "GPU 0",
            "\n50\n",
            "no reads",
        ] {
            assert!(svg.contains(want), "missing {want}");
        }
        assert!(!svg.contains("bypass"));
        // A bypassed level gets its note and no bar value (the "50" above the bar; the y
        // axis has its own "50").
        let fifties = |svg: &str| svg.matches("\n50\n").count();
        let before = fifties(&svg);
        let mut hr = hr;
        hr.bypassed.insert(Level::L1v);
        draw_hit_rates("fir", &hr, &p).unwrap();
        let svg = std::fs::read_to_string(&p).unwrap();
        assert!(svg.contains("reads bypass") && svg.contains("gpu.timing.l1v.bypass_reads"));
        assert_eq!(
            fifties(&svg),
            before - 1,
            "a bypassed level has no bar value"
        );
        let p = dir.join("l.svg");
        draw_lines(
            "t",
            "x",
            "y",
            &[("fir".into(), vec![(1.0, 2.0), (2.0, 3.0)])],
            None,
            XScale::Linear,
            &p,
        )
        .unwrap();
        let svg = std::fs::read_to_string(&p).unwrap();
        assert!(svg.contains("<polyline") && svg.contains("fir"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
