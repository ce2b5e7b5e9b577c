//! `tandem bench multi-gpu`: the MGSim paper's multi-GPU case study (its section VII-D) as one
//! command (docs/multi-gpu.md).
//!
//! Every MGMark workload runs in timing mode, verified, on five setups:
//! - **M-SGPU**: one monolithic GPU with four times the resources of an R9 Nano (compute units,
//!   L2 capacity and banks, DRAM channels; [`monolithic`] says what is scaled and what is not).
//! - **D-MGPU**: four discrete GPUs; the program gives each GPU its part (`Mode::Discrete`).
//! - **U-MGPU**: four GPUs behind one unified GPU: every kernel is split by workgroup ranges
//!   over the four and unified memory is interleaved by page across them (`Mode::Unified`).
//!
//! D-MGPU and U-MGPU each run on two fabrics (`[gpu.timing.fabric]`): the PCIe 3.0 x16 switch
//! tree (`topology = "pcie-tree"`, `preset = "pcie3-x16"`) and an NVLink 2.0 mesh
//! (`topology = "mesh"`, `preset = "nvlink2"`). M-SGPU has one GPU, so only its host traffic
//! crosses a fabric (the PCIe tree).
//!
//! Per run, from its `summary.json`: the simulated time (`simulated_time_ps`, host copies and
//! host work included), the kernel time (the length of the union of the kernels'
//! `[gpu_start_ps, gpu_end_ps]` intervals: time during which at least one GPU ran a kernel),
//! cross-GPU bytes (the sum of `fabric.gpu_to_gpu_bytes`), host bytes over the fabric (the
//! sum of `fabric.per_gpu[].host_bytes`) and the busiest directed link's utilisation.
//!
//! Outputs under `OUT/`: `multi-gpu.csv` (one row per workload and setup), `multi-gpu.md`
//! (the normalised times beside the cross-GPU bytes, and the paper's trends checked on these
//! numbers), `multi-gpu.svg` (normalised time and cross-GPU bytes, two panels) and each run's
//! folder under `runs/`.
//!
//! A run that fails or does not verify is recorded with its error (CSV column `error`), the
//! other runs go on and the outputs are written without it, and then the study fails naming
//! every failed run.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{bail, Context, Result};
use gpu_sim::config::fabric::{LinkPreset, TopologyKind};
use gpu_sim::side::GpuMode;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::run::{run_one, Request};
use host_programs::workloads::{Mode, Size};
use host_stub::config::TandemConfig;

/// The MGMark set, in the paper's order.
pub const WORKLOADS: &[&str] = &["aes", "bitonic", "fir", "gd", "kmeans", "transpose", "conv"];

/// The results table.
pub const CSV: &str = "multi-gpu.csv";
/// The Markdown report.
pub const MD: &str = "multi-gpu.md";
/// The chart.
pub const SVG: &str = "multi-gpu.svg";

/// GPUs of the multi-GPU setups (and the scale of the monolithic one).
const N: u32 = 4;

/// How the resources of four GPUs are organised.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Organisation {
    /// One monolithic GPU with four times the resources.
    #[serde(rename = "m-sgpu")]
    MSgpu,
    /// Four discrete GPUs, the program partitions the work.
    #[serde(rename = "d-mgpu")]
    DMgpu,
    /// Four GPUs as one unified GPU.
    #[serde(rename = "u-mgpu")]
    UMgpu,
}

/// The interconnect of a setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fabric {
    /// PCIe 3.0 x16 switch tree.
    #[serde(rename = "pcie")]
    Pcie,
    /// NVLink 2.0 mesh (the host links stay PCIe 3.0 x16).
    #[serde(rename = "nvlink")]
    Nvlink,
}

/// One of the five setups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub org: Organisation,
    pub fabric: Fabric,
}

/// Every setup, the baseline first.
pub const SETUPS: [Setup; 5] = [
    Setup {
        org: Organisation::MSgpu,
        fabric: Fabric::Pcie,
    },
    Setup {
        org: Organisation::DMgpu,
        fabric: Fabric::Pcie,
    },
    Setup {
        org: Organisation::DMgpu,
        fabric: Fabric::Nvlink,
    },
    Setup {
        org: Organisation::UMgpu,
        fabric: Fabric::Pcie,
    },
    Setup {
        org: Organisation::UMgpu,
        fabric: Fabric::Nvlink,
    },
];

impl Setup {
    /// The name in the CSV and the run folders.
    pub fn name(self) -> &'static str {
        match (self.org, self.fabric) {
            (Organisation::MSgpu, _) => "m-sgpu",
            (Organisation::DMgpu, Fabric::Pcie) => "d-mgpu-pcie",
            (Organisation::DMgpu, Fabric::Nvlink) => "d-mgpu-nvlink",
            (Organisation::UMgpu, Fabric::Pcie) => "u-mgpu-pcie",
            (Organisation::UMgpu, Fabric::Nvlink) => "u-mgpu-nvlink",
        }
    }

    /// The name in tables and the chart.
    pub fn label(self) -> &'static str {
        match (self.org, self.fabric) {
            (Organisation::MSgpu, _) => "M-SGPU",
            (Organisation::DMgpu, Fabric::Pcie) => "D-MGPU PCIe",
            (Organisation::DMgpu, Fabric::Nvlink) => "D-MGPU NVLink",
            (Organisation::UMgpu, Fabric::Pcie) => "U-MGPU PCIe",
            (Organisation::UMgpu, Fabric::Nvlink) => "U-MGPU NVLink",
        }
    }

    /// GPUs of the setup.
    pub fn gpus(self) -> usize {
        match self.org {
            Organisation::MSgpu => 1,
            Organisation::DMgpu | Organisation::UMgpu => N as usize,
        }
    }

    /// The run request of `workload` on this setup.
    fn request(self, workload: &'static str, size: Size) -> Request {
        let gpus = self.gpus();
        let mode = match self.org {
            Organisation::UMgpu => Mode::Unified,
            Organisation::MSgpu | Organisation::DMgpu => Mode::Discrete,
        };
        Request::verified(workload, gpus, mode, size)
    }

    /// `base` in timing mode with this setup's GPU and fabric.
    pub fn config(self, base: &TandemConfig) -> Result<TandemConfig> {
        let mut cfg = base.clone();
        cfg.gpu.mode = GpuMode::Timing;
        if self.org != Organisation::MSgpu && cfg.gpu.count < N {
            bail!(
                "the multi-GPU study needs {N} GPUs; the configuration has gpu.count = {}",
                cfg.gpu.count
            );
        }
        let mut t = cfg.gpu.timing_config()?;
        let f = &mut t.fabric;
        (f.topology, f.preset) = match self.fabric {
            Fabric::Pcie => (TopologyKind::PcieTree, LinkPreset::Pcie3X16),
            Fabric::Nvlink => (TopologyKind::Mesh, LinkPreset::Nvlink2),
        };
        // The presets' own figures: a file's overrides of the GPU links would blur the
        // comparison of the two technologies.
        f.bandwidth_gbs = None;
        f.latency_ps = None;
        f.header_bytes = None;
        f.flit_bytes = None;
        f.links.clear();
        if self.org == Organisation::MSgpu {
            monolithic(&mut t);
        }
        t.validate()
            .map_err(|e| anyhow::anyhow!("{} configuration:\n  {e}", self.label()))?;
        cfg.gpu.timing = toml::Table::try_from(&t).context("the timing configuration as TOML")?;
        Ok(cfg)
    }
}

/// Scales one GPU to four GPUs' resources: 4x the compute units (and so the L1s, which are per
/// compute unit or per `cus_per_shared_l1` compute units), 4x the L2 (capacity and banks, so
/// sets per bank, ways and MSHRs per bank stay), 4x the DRAM channels (channels must stay a
/// power of two; `channel_bytes` stays, so capacity grows fourfold too, and so does the peak
/// bandwidth). Clocks, latencies, the TLBs and the page walker are left as they are.
pub fn monolithic(t: &mut gpu_sim::config::TimingConfig) {
    t.cus *= N;
    t.l2.size_bytes *= u64::from(N);
    t.l2.banks *= N;
    t.dram.channels *= N;
}

/// One run's figures (one row of `multi-gpu.csv`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub workload: String,
    /// [`Setup::name`].
    pub setup: String,
    pub organisation: Organisation,
    pub fabric: Fabric,
    pub gpus: usize,
    /// `simulated_time_ps` of the run's summary (host copies and host work included).
    pub simulated_time_ps: u64,
    /// Union of the kernels' `[gpu_start_ps, gpu_end_ps]`: time some GPU ran a kernel. Empty
    /// when a kernel has no dispatch record in the summary.
    pub kernel_time_ps: Option<u64>,
    /// `simulated_time_ps` over M-SGPU's (empty without a verified M-SGPU run).
    pub normalised_time: Option<f64>,
    /// `kernel_time_ps` over M-SGPU's.
    pub normalised_kernel_time: Option<f64>,
    /// Sum of `fabric.gpu_to_gpu_bytes`.
    pub cross_gpu_bytes: u64,
    /// Sum of `fabric.per_gpu[].host_bytes`.
    pub host_bytes: u64,
    /// Sum of `fabric.per_gpu[].local_dram_bytes`.
    pub local_dram_bytes: u64,
    /// The directed link with the highest utilisation, `from->to`.
    pub busiest_link: String,
    /// Its busy time over the run's simulated time.
    pub busiest_link_utilisation: f64,
    pub wavefront_instructions: u64,
    pub wall_seconds: f64,
    /// Why the run failed (it did not verify, or the simulator stopped); empty when it
    /// verified. A failed run's figures are zero.
    pub error: String,
}

impl Row {
    /// Whether the run verified.
    pub fn ok(&self) -> bool {
        self.error.is_empty()
    }
}

/// Which time a comparison uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// `simulated_time_ps`: the whole program.
    Simulated,
    /// `kernel_time_ps`: time at least one GPU ran a kernel.
    Kernel,
}

impl Metric {
    /// The row's time in this metric.
    pub fn of(self, r: &Row) -> Option<u64> {
        match self {
            Metric::Simulated => Some(r.simulated_time_ps),
            Metric::Kernel => r.kernel_time_ps,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Metric::Simulated => "simulated time",
            Metric::Kernel => "kernel time",
        }
    }
}

/// Length of the union of `[start, end)` intervals.
pub fn union_ps(mut iv: Vec<(u64, u64)>) -> u64 {
    iv.retain(|(a, b)| b > a);
    iv.sort_unstable();
    let mut total = 0;
    let mut cur: Option<(u64, u64)> = None;
    for (a, b) in iv {
        cur = match cur {
            Some((s, e)) if a <= e => Some((s, e.max(b))),
            Some((s, e)) => {
                total += e - s;
                Some((a, b))
            }
            None => Some((a, b)),
        };
    }
    total + cur.map_or(0, |(s, e)| e - s)
}

/// Reads a verified run's figures out of its summary.
pub fn row_of(workload: &str, setup: Setup, s: &Value) -> Result<Row> {
    let f = &s["fabric"];
    let (Some(matrix), Some(per_gpu), Some(links)) = (
        f["gpu_to_gpu_bytes"].as_array(),
        f["per_gpu"].as_array(),
        f["links"].as_array(),
    ) else {
        bail!(
            "{workload} on {}: summary.json has no fabric figures (timing mode writes them)",
            setup.label()
        );
    };
    let cross = matrix
        .iter()
        .flat_map(|r| r.as_array().into_iter().flatten())
        .map(|v| v.as_u64().unwrap_or(0))
        .sum();
    let per = |k: &str| {
        per_gpu
            .iter()
            .map(|g| g[k].as_u64().unwrap_or(0))
            .sum::<u64>()
    };
    let util = |l: &Value| l["utilisation"].as_f64().unwrap_or(0.0);
    let busiest = links.iter().max_by(|a, b| util(a).total_cmp(&util(b)));
    // A kernel without its dispatch record has no GPU start and end: no kernel time then.
    let kernels = s["kernels"].as_array().map(Vec::as_slice).unwrap_or(&[]);
    let intervals: Option<Vec<(u64, u64)>> = kernels
        .iter()
        .map(|k| Some((k["gpu_start_ps"].as_u64()?, k["gpu_end_ps"].as_u64()?)))
        .collect();
    let instructions = s["per_gpu"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|g| g["wavefront_instructions"].as_u64().unwrap_or(0))
        .sum();
    Ok(Row {
        workload: workload.to_string(),
        setup: setup.name().to_string(),
        organisation: setup.org,
        fabric: setup.fabric,
        gpus: setup.gpus(),
        simulated_time_ps: s["simulated_time_ps"].as_u64().unwrap_or(0),
        kernel_time_ps: intervals.map(union_ps),
        normalised_time: None,
        normalised_kernel_time: None,
        cross_gpu_bytes: cross,
        host_bytes: per("host_bytes"),
        local_dram_bytes: per("local_dram_bytes"),
        busiest_link: busiest.map_or(String::new(), |l| {
            format!(
                "{}->{}",
                l["from"].as_str().unwrap_or("?"),
                l["to"].as_str().unwrap_or("?")
            )
        }),
        busiest_link_utilisation: busiest.map_or(0.0, util),
        wavefront_instructions: instructions,
        wall_seconds: s["wall_seconds"].as_f64().unwrap_or(0.0),
        error: String::new(),
    })
}

/// The row of a run that failed with `error`.
fn failed_row(workload: &str, setup: Setup, error: String, wall_seconds: f64) -> Row {
    Row {
        workload: workload.to_string(),
        setup: setup.name().to_string(),
        organisation: setup.org,
        fabric: setup.fabric,
        gpus: setup.gpus(),
        simulated_time_ps: 0,
        kernel_time_ps: None,
        normalised_time: None,
        normalised_kernel_time: None,
        cross_gpu_bytes: 0,
        host_bytes: 0,
        local_dram_bytes: 0,
        busiest_link: String::new(),
        busiest_link_utilisation: 0.0,
        wavefront_instructions: 0,
        wall_seconds,
        error,
    }
}

/// Sets every verified row's normalised times against its workload's M-SGPU row.
fn normalise(rows: &mut [Row]) {
    let base: Vec<(String, u64, Option<u64>)> = rows
        .iter()
        .filter(|r| r.organisation == Organisation::MSgpu && r.ok())
        .map(|r| (r.workload.clone(), r.simulated_time_ps, r.kernel_time_ps))
        .collect();
    for r in rows.iter_mut().filter(|r| r.ok()) {
        if let Some((_, t, k)) = base.iter().find(|(w, _, _)| *w == r.workload) {
            r.normalised_time = Some(r.simulated_time_ps as f64 / (*t).max(1) as f64);
            r.normalised_kernel_time = match (r.kernel_time_ps, k) {
                (Some(a), Some(b)) => Some(a as f64 / (*b).max(1) as f64),
                _ => None,
            };
        }
    }
}

/// The row of `workload` on `setup`, if that run verified.
pub fn find<'a>(rows: &'a [Row], workload: &str, setup: Setup) -> Option<&'a Row> {
    rows.iter()
        .find(|r| r.workload == workload && r.setup == setup.name() && r.ok())
}

/// Whether the run of `workload` on `setup` failed.
fn failed(rows: &[Row], workload: &str, setup: Setup) -> bool {
    rows.iter()
        .any(|r| r.workload == workload && r.setup == setup.name() && !r.ok())
}

/// A table cell: `f` of the verified run (`n/a` where it has no such figure), `failed`, or
/// `-` (not run).
fn cell(rows: &[Row], w: &str, st: Setup, f: &dyn Fn(&Row) -> Option<String>) -> String {
    match find(rows, w, st) {
        Some(r) => f(r).unwrap_or_else(|| "n/a".into()),
        None if failed(rows, w, st) => "failed".into(),
        None => "-".into(),
    }
}

/// One of the paper's trends, judged on a study's rows: on the comparisons whose runs all
/// verified (with the figure needed); the others are listed as not judged.
#[derive(Clone, Debug, Serialize)]
pub struct Trend {
    pub claim: String,
    /// Holds on every comparison judged (and at least one was).
    pub holds: bool,
    /// The numbers of each comparison judged.
    pub judged: Vec<String>,
    /// The comparisons left out: a run failed or has no such figure.
    pub not_judged: Vec<String>,
}

pub const M_SGPU: Setup = SETUPS[0];
pub const D_PCIE: Setup = SETUPS[1];
pub const D_NVLINK: Setup = SETUPS[2];
pub const U_PCIE: Setup = SETUPS[3];
pub const U_NVLINK: Setup = SETUPS[4];

/// (D-MGPU, U-MGPU) on the same fabric.
const PAIRS: [(Setup, Setup); 2] = [(D_PCIE, U_PCIE), (D_NVLINK, U_NVLINK)];

/// A comparison's verdict and the numbers it was made on; None: no figure to judge.
type Verdict = Option<(bool, String)>;

fn fabric_label(f: Fabric) -> &'static str {
    match f {
        Fabric::Pcie => "PCIe",
        Fabric::Nvlink => "NVLink",
    }
}

/// Judges `test(d, u)` for every workload and fabric whose two runs verified.
fn every_pair(
    claim: String,
    rows: &[Row],
    workloads: &[&str],
    test: &dyn Fn(&Row, &Row) -> Verdict,
) -> Trend {
    let mut t = Trend {
        claim,
        holds: true,
        judged: Vec::new(),
        not_judged: Vec::new(),
    };
    for w in workloads {
        for (d, u) in PAIRS {
            let what = format!("{w} {}", fabric_label(d.fabric));
            let verdict = match (find(rows, w, d), find(rows, w, u)) {
                (Some(d), Some(u)) => test(d, u),
                _ => None,
            };
            match verdict {
                Some((ok, text)) => {
                    t.holds &= ok;
                    let mark = if ok { "" } else { " (no)" };
                    t.judged.push(format!("{what}: {text}{mark}"));
                }
                None => t.not_judged.push(what),
            }
        }
    }
    t.holds &= !t.judged.is_empty();
    t
}

fn us(ps: u64) -> String {
    format!("{:.3} us", ps as f64 / 1e6)
}

/// The MGSim paper's multi-GPU trends, the time-based ones in both metrics.
pub fn trends(rows: &[Row], workloads: &[&str]) -> Vec<Trend> {
    let mut out = Vec::new();
    for m in [Metric::Simulated, Metric::Kernel] {
        out.push(every_pair(
            format!(
                "U-MGPU is slower than D-MGPU on every workload, same fabric ({})",
                m.label()
            ),
            rows,
            workloads,
            &|d, u| {
                let (a, b) = (m.of(d)?, m.of(u)?);
                Some((b > a, format!("D-MGPU {}, U-MGPU {}", us(a), us(b))))
            },
        ));
    }
    let partitioned: Vec<&str> = workloads
        .iter()
        .copied()
        .filter(|w| matches!(*w, "aes" | "kmeans"))
        .collect();
    let bytes_pair = |d: &Row, u: &Row| {
        format!(
            "D-MGPU {} B, U-MGPU {} B",
            d.cross_gpu_bytes, u.cross_gpu_bytes
        )
    };
    if !partitioned.is_empty() {
        out.push(every_pair(
            "AES and KMeans move (almost) no data between GPUs in D-MGPU: under 1% of U-MGPU's"
                .into(),
            rows,
            &partitioned,
            &|d, u| {
                Some((
                    (d.cross_gpu_bytes as f64) < 0.01 * u.cross_gpu_bytes as f64,
                    bytes_pair(d, u),
                ))
            },
        ));
    }
    out.push(every_pair(
        "U-MGPU moves more bytes between GPUs than D-MGPU on every workload".into(),
        rows,
        workloads,
        &|d, u| Some((u.cross_gpu_bytes > d.cross_gpu_bytes, bytes_pair(d, u))),
    ));
    for m in [Metric::Simulated, Metric::Kernel] {
        let mut t = Trend {
            claim: format!(
                "NVLink helps U-MGPU more than D-MGPU: the mean over the workloads of PCIe time / \
                 NVLink time is larger for U-MGPU ({})",
                m.label()
            ),
            holds: false,
            judged: Vec::new(),
            not_judged: Vec::new(),
        };
        let (mut d, mut u) = (Vec::new(), Vec::new());
        for w in workloads {
            let t_of = |st: Setup| find(rows, w, st).and_then(|r| m.of(r));
            match (t_of(D_PCIE), t_of(D_NVLINK), t_of(U_PCIE), t_of(U_NVLINK)) {
                (Some(dp), Some(dn), Some(up), Some(un)) => {
                    let (rd, ru) = (dp as f64 / dn.max(1) as f64, up as f64 / un.max(1) as f64);
                    t.judged
                        .push(format!("{w}: D-MGPU {rd:.3}, U-MGPU {ru:.3}"));
                    d.push(rd);
                    u.push(ru);
                }
                _ => t.not_judged.push(w.to_string()),
            }
        }
        if !d.is_empty() {
            let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
            let (md, mu) = (mean(&d), mean(&u));
            t.holds = mu > md;
            t.judged
                .push(format!("mean: D-MGPU {md:.3}, U-MGPU {mu:.3}"));
        }
        out.push(t);
    }
    out
}

/// Bytes as text with a binary unit.
fn bytes(v: u64) -> String {
    let v = v as f64;
    if v >= (1u64 << 30) as f64 {
        format!("{:.2} GiB", v / (1u64 << 30) as f64)
    } else if v >= (1u64 << 20) as f64 {
        format!("{:.2} MiB", v / (1u64 << 20) as f64)
    } else if v >= 1024.0 {
        format!("{:.1} KiB", v / 1024.0)
    } else {
        format!("{v:.0} B")
    }
}

fn geomean(v: &[f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    (v.iter().map(|x| x.max(1e-12).ln()).sum::<f64>() / v.len() as f64).exp()
}

/// The Markdown report: the table, the kernel-time table, the traffic table and the trends.
pub fn markdown(rows: &[Row], workloads: &[&str], size: Size, trends: &[Trend]) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# Multi-GPU case study (`tandem bench multi-gpu --size {}`)\n",
        size.name()
    );
    let _ = writeln!(
        s,
        "Execution time (`simulated_time_ps`: the whole program, host allocations, copies and \
         launches included) normalised to M-SGPU (lower is better), beside the cross-GPU bytes \
         (data the GPUs moved with each other's memory over the fabric; the PCIe run's figure, \
         the NVLink run's after a slash where it differs).\n"
    );
    time_table(&mut s, rows, workloads, Metric::Simulated, true);
    let _ = writeln!(
        s,
        "Kernel time (the union of the kernels' `gpu_start_ps`..`gpu_end_ps`: time at least one \
         GPU ran a kernel) normalised to M-SGPU:\n"
    );
    time_table(&mut s, rows, workloads, Metric::Kernel, false);
    let _ = writeln!(
        s,
        "Host bytes over the fabric, local DRAM bytes and the busiest directed link (busy time \
         over the run's simulated time):\n"
    );
    let _ = writeln!(
        s,
        "| workload | setup | host bytes | local DRAM bytes | busiest link | utilisation |\n\
         |---|---|---:|---:|---|---:|"
    );
    for w in workloads {
        for st in SETUPS {
            if let Some(r) = find(rows, w, st) {
                let _ = writeln!(
                    s,
                    "| {w} | {} | {} | {} | {} | {:.2}% |",
                    st.label(),
                    bytes(r.host_bytes),
                    bytes(r.local_dram_bytes),
                    r.busiest_link,
                    100.0 * r.busiest_link_utilisation
                );
            }
        }
    }
    s.push('\n');
    let failures: Vec<&Row> = rows.iter().filter(|r| !r.ok()).collect();
    if !failures.is_empty() {
        let _ = writeln!(s, "Failed runs (left out of the tables and the trends):\n");
        for r in failures {
            let _ = writeln!(s, "- {} on {}: {}", r.workload, r.setup, r.error);
        }
        s.push('\n');
    }
    let _ = writeln!(
        s,
        "The MGSim paper's trends, judged on the comparisons whose runs verified:\n"
    );
    for t in trends {
        let verdict = match (t.holds, t.judged.is_empty()) {
            (_, true) => "not judged",
            (true, false) => "holds",
            (false, false) => "does not hold",
        };
        let _ = write!(s, "- {}: **{verdict}**.", t.claim);
        if !t.judged.is_empty() {
            let _ = write!(s, " {}.", t.judged.join("; "));
        }
        if !t.not_judged.is_empty() {
            let _ = write!(
                s,
                " Not judged (a run failed or has no figure): {}.",
                t.not_judged.join(", ")
            );
        }
        s.push('\n');
    }
    s
}

/// One table of `metric` normalised to M-SGPU, per workload and multi-GPU setup, with a
/// geometric-mean row (over the workloads every setup has a figure for) and, with `cross`, the
/// cross-GPU bytes beside.
fn time_table(s: &mut String, rows: &[Row], workloads: &[&str], metric: Metric, cross: bool) {
    let multi = &SETUPS[1..];
    let norm = |r: &Row| match metric {
        Metric::Simulated => r.normalised_time,
        Metric::Kernel => r.normalised_kernel_time,
    };
    let mut head = String::from("| workload | M-SGPU (us) |");
    let mut rule = String::from("|---|---:|");
    for st in multi {
        let _ = write!(head, " {} |", st.label());
        rule.push_str("---:|");
    }
    if cross {
        head.push_str(" cross-GPU D-MGPU | cross-GPU U-MGPU |");
        rule.push_str("---:|---:|");
    }
    let _ = writeln!(s, "{head}\n{rule}");
    let bytes_of = |w: &str, org: Organisation| {
        let at = |f: Fabric| find(rows, w, Setup { org, fabric: f }).map(|r| r.cross_gpu_bytes);
        match (at(Fabric::Pcie), at(Fabric::Nvlink)) {
            (Some(p), Some(n)) if p != n => format!("{} / {}", bytes(p), bytes(n)),
            (Some(p), _) => bytes(p),
            (None, Some(n)) => bytes(n),
            (None, None) => "-".into(),
        }
    };
    let mut complete: Vec<Vec<f64>> = Vec::new();
    for w in workloads {
        let base = cell(rows, w, M_SGPU, &|r| {
            metric.of(r).map(|t| format!("{:.1}", t as f64 / 1e6))
        });
        let _ = write!(s, "| {w} | {base} |");
        for st in multi {
            let c = cell(rows, w, *st, &|r| norm(r).map(|v| format!("{v:.3}")));
            let _ = write!(s, " {c} |");
        }
        if cross {
            let _ = write!(
                s,
                " {} | {} |",
                bytes_of(w, Organisation::DMgpu),
                bytes_of(w, Organisation::UMgpu)
            );
        }
        s.push('\n');
        let v: Option<Vec<f64>> = multi
            .iter()
            .map(|st| find(rows, w, *st).and_then(norm))
            .collect();
        complete.extend(v);
    }
    let _ = write!(
        s,
        "| geometric mean ({} of {}) | |",
        complete.len(),
        workloads.len()
    );
    for i in 0..multi.len() {
        let col: Vec<f64> = complete.iter().map(|v| v[i]).collect();
        let _ = write!(s, " {:.3} |", geomean(&col));
    }
    if cross {
        s.push_str(" | |");
    }
    s.push_str("\n\n");
}

/// Writes the rows as CSV.
fn write_csv(rows: &[Row], path: &Path) -> Result<()> {
    // Built in memory and written whole: a study that fails leaves no half-written CSV.
    let mut w = csv::Writer::from_writer(Vec::new());
    for r in rows {
        w.serialize(r)
            .with_context(|| format!("writing {}", path.display()))?;
    }
    let bytes = w
        .into_inner()
        .map_err(|e| anyhow::anyhow!("writing {}: {}", path.display(), e.error()))?;
    crate::outdir::write_result(path, bytes)
}

/// Reads a `multi-gpu.csv` back.
pub fn read_csv(path: &Path) -> Result<Vec<Row>> {
    let mut r =
        csv::Reader::from_path(path).with_context(|| format!("cannot read {}", path.display()))?;
    r.deserialize()
        .map(|row| row.with_context(|| format!("{}", path.display())))
        .collect()
}

fn colour(i: usize) -> RGBColor {
    const C: [RGBColor; 4] = [
        RGBColor(31, 119, 180),
        RGBColor(174, 199, 232),
        RGBColor(214, 39, 40),
        RGBColor(255, 152, 150),
    ];
    C[i % C.len()]
}

/// One panel of grouped bars: `series[s][c]` is series `s`'s value for category `c`, or what the
/// bar's place says instead (`failed`, `n/a`).
struct Panel<'a> {
    title: String,
    y_desc: String,
    categories: &'a [String],
    series: Vec<Vec<Result<f64, &'static str>>>,
    /// A dashed horizontal line at this value, with its label.
    reference: Option<(f64, &'a str)>,
    bar_label: &'a dyn Fn(f64) -> String,
}

fn draw_panel<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    area: &DrawingArea<DB, Shift>,
    p: &Panel<'_>,
    legend: &[&str],
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let nc = p.categories.len().max(1) as f64;
    let y_max = p
        .series
        .iter()
        .flatten()
        .filter_map(|v| v.ok())
        .chain(p.reference.map(|r| r.0))
        .fold(0.0f64, f64::max)
        .max(1e-9)
        * 1.12;
    let mut chart = ChartBuilder::on(area)
        .caption(&p.title, ("sans-serif", 20))
        .margin(12)
        .margin_right(170)
        .x_label_area_size(36)
        .y_label_area_size(80)
        .build_cartesian_2d(0.0..nc, 0.0..y_max)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .x_label_formatter(&|_| String::new())
        .y_label_formatter(&|v: &f64| {
            if *v == 0.0 || v.abs() >= 10.0 {
                format!("{v:.0}")
            } else {
                format!("{v:.1}")
            }
        })
        .y_desc(p.y_desc.as_str())
        .label_style(("sans-serif", 14))
        .axis_desc_style(("sans-serif", 15))
        .draw()?;
    let ns = p.series.len().max(1) as f64;
    let w = 0.84 / ns;
    let label_style =
        TextStyle::from(("sans-serif", 10).into_font()).pos(Pos::new(HPos::Center, VPos::Bottom));
    for (si, vals) in p.series.iter().enumerate() {
        let c = colour(si);
        let left = |ci: usize| ci as f64 + 0.08 + si as f64 * w;
        chart.draw_series(vals.iter().enumerate().filter_map(|(ci, &v)| {
            let x = left(ci);
            Some(Rectangle::new(
                [(x, 0.0), (x + w * 0.9, v.ok()?)],
                c.filled(),
            ))
        }))?;
        chart.draw_series(vals.iter().enumerate().map(|(ci, &v)| {
            Text::new(
                v.map_or_else(str::to_string, p.bar_label),
                (left(ci) + w * 0.45, v.unwrap_or(0.0) + y_max * 0.01),
                label_style.clone(),
            )
        }))?;
    }
    if let Some((y, text)) = p.reference {
        chart.draw_series(DashedLineSeries::new(
            [(0.0, y), (nc, y)],
            6,
            4,
            BLACK.stroke_width(1),
        ))?;
        let (px, py) = chart.backend_coord(&(nc, y));
        let style =
            TextStyle::from(("sans-serif", 13).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
        root.draw(&Text::new(text.to_string(), (px + 6, py), style))?;
    }
    let style =
        TextStyle::from(("sans-serif", 14).into_font()).pos(Pos::new(HPos::Center, VPos::Top));
    for (i, c) in p.categories.iter().enumerate() {
        let (px, py) = chart.backend_coord(&(i as f64 + 0.5, 0.0));
        root.draw(&Text::new(c.clone(), (px, py + 8), style.clone()))?;
    }
    if !legend.is_empty() {
        let (x0, y0) = chart.plotting_area().get_base_pixel();
        let (pw, _) = chart.plotting_area().dim_in_pixel();
        let x = x0 + pw as i32 + 14;
        let style =
            TextStyle::from(("sans-serif", 14).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
        for (i, l) in legend.iter().enumerate() {
            let y = y0 + 30 + 22 * i as i32;
            root.draw(&Rectangle::new(
                [(x, y - 6), (x + 14, y + 6)],
                colour(i).filled(),
            ))?;
            root.draw(&Text::new(l.to_string(), (x + 22, y), style.clone()))?;
        }
    }
    Ok(())
}

/// The chart: normalised time (top) and cross-GPU bytes (bottom) per workload and setup.
pub fn draw(rows: &[Row], workloads: &[&str], path: &Path) -> Result<()> {
    let err = |e: DrawingAreaErrorKind<std::io::Error>| {
        anyhow::anyhow!("drawing {}: {e:?}", path.display())
    };
    let multi = &SETUPS[1..];
    let categories: Vec<String> = workloads.iter().map(|w| w.to_string()).collect();
    let series = |f: &dyn Fn(&Row) -> Option<f64>| -> Vec<Vec<Result<f64, &'static str>>> {
        multi
            .iter()
            .map(|st| {
                workloads
                    .iter()
                    .map(|w| match find(rows, w, *st) {
                        Some(r) => f(r).ok_or("n/a"),
                        None if failed(rows, w, *st) => Err("failed"),
                        None => Err("-"),
                    })
                    .collect()
            })
            .collect()
    };
    let max_bytes = rows.iter().map(|r| r.cross_gpu_bytes).max().unwrap_or(0) as f64;
    let (div, unit) = if max_bytes >= (1u64 << 30) as f64 {
        ((1u64 << 30) as f64, "GiB")
    } else if max_bytes >= (1u64 << 20) as f64 {
        ((1u64 << 20) as f64, "MiB")
    } else if max_bytes >= 1024.0 {
        (1024.0, "KiB")
    } else {
        (1.0, "bytes")
    };
    let labels: Vec<&str> = multi.iter().map(|s| s.label()).collect();
    crate::plot::write_svg(path, (1040, 760), |root| {
        root.fill(&WHITE).map_err(err)?;
        let (top, bottom) = root.split_vertically(400);
        let time_label = |v: f64| format!("{v:.2}");
        let bytes_label = |v: f64| {
            if v == 0.0 {
                "0".to_string()
            } else if v >= 100.0 {
                format!("{v:.0}")
            } else if v >= 1.0 {
                format!("{v:.1}")
            } else if v >= 0.01 {
                format!("{v:.2}")
            } else {
                "<0.01".to_string()
            }
        };
        draw_panel(
            &root,
            &top,
            &Panel {
                title: "Execution time normalised to M-SGPU (one GPU, 4x resources)".into(),
                y_desc: "simulated time / M-SGPU's".into(),
                categories: &categories,
                series: series(&|r| r.normalised_time),
                reference: Some((1.0, "M-SGPU")),
                bar_label: &time_label,
            },
            &labels,
        )
        .map_err(err)?;
        draw_panel(
            &root,
            &bottom,
            &Panel {
                title: "Bytes moved between GPUs".into(),
                y_desc: format!("cross-GPU data ({unit})"),
                categories: &categories,
                series: series(&|r| Some(r.cross_gpu_bytes as f64 / div)),
                reference: None,
                bar_label: &bytes_label,
            },
            &[],
        )
        .map_err(err)?;
        root.present().map_err(err)?;
        Ok(())
    })
}

/// Runs the study: every workload of `names` on every setup at `size`, verified; writes the
/// outputs under `out` and returns the figures (the JSON `tandem bench` prints).
pub fn run(base: &TandemConfig, names: &[&'static str], size: Size, out: &Path) -> Result<Value> {
    let configs = SETUPS
        .iter()
        .map(|st| st.config(base))
        .collect::<Result<Vec<_>>>()?;
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    println!(
        "Multi-GPU case study (MGSim paper VII-D), timing mode, size {}: M-SGPU, D-MGPU and U-MGPU on PCIe and NVLink",
        size.name()
    );
    let mut rows = Vec::new();
    for &w in names {
        for (st, cfg) in SETUPS.iter().zip(&configs) {
            let dir = out.join("runs").join(format!("{w}-{}", st.name()));
            std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
            let t0 = std::time::Instant::now();
            let r = match run_one(cfg, &st.request(w, size), &dir) {
                Ok(s) => {
                    crate::outdir::write_result(
                        &dir.join("summary.json"),
                        serde_json::to_vec_pretty(&s)?,
                    )?;
                    if s["verification"]["verified"].as_bool() == Some(true) {
                        row_of(w, *st, &s)?
                    } else {
                        let e = format!("did not verify: {}", s["verification"]["detail"]);
                        failed_row(w, *st, e, t0.elapsed().as_secs_f64())
                    }
                }
                Err(e) => failed_row(w, *st, format!("{e:#}"), t0.elapsed().as_secs_f64()),
            };
            if !r.ok() {
                println!(
                    "  {w:<10} {:<14} FAILED after {:.1} s: {}",
                    st.label(),
                    r.wall_seconds,
                    r.error
                );
                rows.push(r);
                continue;
            }
            println!(
                "  {w:<10} {:<14} simulated {:>12.3} us  kernels {:>12}  cross-GPU {:>10}  host {:>10}  wall {:>7.2} s",
                st.label(),
                r.simulated_time_ps as f64 / 1e6,
                r.kernel_time_ps
                    .map_or("n/a".into(), |k| format!("{:.3} us", k as f64 / 1e6)),
                bytes(r.cross_gpu_bytes),
                bytes(r.host_bytes),
                r.wall_seconds
            );
            rows.push(r);
        }
    }
    normalise(&mut rows);
    let trends = trends(&rows, names);
    let md = markdown(&rows, names, size, &trends);
    let (csv, md_path, svg) = (out.join(CSV), out.join(MD), out.join(SVG));
    write_csv(&rows, &csv)?;
    crate::outdir::write_result(&md_path, &md)?;
    draw(&rows, names, &svg)?;
    println!("\n{md}");
    println!(
        "wrote {}, {} and {}",
        csv.display(),
        md_path.display(),
        svg.display()
    );
    // Every run is part of the study: one that failed fails the command, once the outputs of
    // the others are written.
    let failures: Vec<String> = rows
        .iter()
        .filter(|r| !r.ok())
        .map(|r| format!("{} on {}: {}", r.workload, r.setup, r.error))
        .collect();
    if !failures.is_empty() {
        bail!(
            "{} of {} runs failed (outputs written without them):\n  {}",
            failures.len(),
            rows.len(),
            failures.join("\n  ")
        );
    }
    Ok(json!({
        "size": size,
        "workloads": names,
        "setups": SETUPS.iter().map(|s| s.name()).collect::<Vec<_>>(),
        "rows": rows,
        "trends": trends,
        "csv": csv,
        "markdown": md_path,
        "svg": svg,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_merges_overlapping_intervals() {
        assert_eq!(union_ps(vec![]), 0);
        assert_eq!(union_ps(vec![(10, 20), (15, 30), (40, 50), (5, 5)]), 30);
        assert_eq!(union_ps(vec![(40, 50), (0, 100)]), 100);
    }

    #[test]
    fn setups_scale_the_monolithic_gpu_and_pick_the_fabric() {
        let base = TandemConfig::r9_nano();
        let m = SETUPS[0]
            .config(&base)
            .unwrap()
            .gpu
            .timing_config()
            .unwrap();
        assert_eq!((m.cus, m.l2.banks, m.dram.channels), (256, 64, 128));
        assert_eq!(m.l2.size_bytes, 8 << 20);
        assert_eq!(m.fabric.topology, TopologyKind::PcieTree);
        let u = SETUPS[4].config(&base).unwrap();
        assert_eq!(u.gpu.mode, GpuMode::Timing);
        let t = u.gpu.timing_config().unwrap();
        assert_eq!((t.cus, t.fabric.topology), (64, TopologyKind::Mesh));
        assert_eq!(t.fabric.gpu_link().bandwidth_gbs, 25.0);
        let mut two = base.clone();
        two.gpu.count = 2;
        assert!(SETUPS[1].config(&two).is_err());
        assert!(SETUPS[0].config(&two).is_ok());
    }
}
