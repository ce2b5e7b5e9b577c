//! `stats.txt` (docs/outputs.md, "stats.txt"): gem5-format dumps of a timing run, one per
//! finished dispatch and one for the whole run, from the per-kernel counters the GPU process's
//! world collects at the dispatchers' kernel edges; and `stats-dumps.json`, which names each
//! dump (gem5's format has no comment lines and a statistic is a number, so a kernel's name
//! cannot be in `stats.txt` itself).

use serde::{Deserialize, Serialize};

use super::derive::{counter_line, counters_text, derived_text, dump, GpuCounters, GpuMetrics};
use super::gem5text::{globals_text, stat_line, Globals, HostFigures};
use super::{StatsReport, Unit};

/// The side file that names `stats.txt`'s dumps, written next to it.
pub const DUMPS_FILE: &str = "stats-dumps.json";

/// One GPU's share of a finished kernel, for its `stats.txt` dump (timing mode).
#[derive(Clone, Debug)]
pub struct MemberDump {
    pub gpu: usize,
    pub start_ps: u64,
    pub end_ps: u64,
    /// What the GPU's counters gained between the kernel's start and end edges.
    pub counters: GpuCounters,
    pub metrics: GpuMetrics,
}

/// A finished dispatch with its members' counters (timing mode), in completion order.
#[derive(Clone, Debug)]
pub struct KernelDump {
    pub kernel: String,
    pub gpu: usize,
    pub queue_id: u32,
    pub dispatch_id: u64,
    pub start_ps: u64,
    pub end_ps: u64,
    pub members: Vec<MemberDump>,
    /// The GPU process's wall time from the first member's start edge to the last member's
    /// end edge, and its peak memory then (the dump's `host*` statistics).
    pub host: HostFigures,
}

/// The whole run, for its dump's root statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct RunDump {
    /// The simulated time of the GPU process's last event, ps (`engine.now`).
    pub end_ps: u64,
    /// The GPU process's wall time from its start to the writing of the statistics, and its
    /// peak memory.
    pub host: HostFigures,
}

/// What a dump of `stats.txt` covers: `kind` `"kernel"` (one finished dispatch) or `"run"` (the
/// whole run, the last dump).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DumpEntry {
    /// The dump's position in `stats.txt`, 0-based (a kernel's equals its `kernel.index`).
    pub dump: usize,
    pub kind: String,
    /// The kernel's symbol (`kernel@0x…` until the host side names it); absent for the run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel: Option<String>,
    /// The GPU whose queue dispatched the kernel, its queue and its dispatch id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gpu: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub queue_id: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dispatch_id: Option<u64>,
    /// The GPUs that ran part of the kernel (every GPU for the run).
    pub gpus: Vec<usize>,
    /// The simulated interval of the dump, ps: `finalTick - simTicks` to `finalTick`.
    pub start_ps: u64,
    pub end_ps: u64,
}

/// `stats-dumps.json`: one entry per dump of `stats.txt`, in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DumpIndex {
    /// The file the entries describe (`stats.txt`, next to this one).
    pub stats: String,
    pub dumps: Vec<DumpEntry>,
}

/// The index of the dumps [`stats_text`] writes for `kernels` and a run on `n_gpus` GPUs.
pub fn dump_index(kernels: &[KernelDump], n_gpus: usize, run: &RunDump) -> DumpIndex {
    let mut dumps: Vec<DumpEntry> = kernels
        .iter()
        .enumerate()
        .map(|(i, k)| DumpEntry {
            dump: i,
            kind: "kernel".into(),
            kernel: Some(k.kernel.clone()),
            gpu: Some(k.gpu),
            queue_id: Some(k.queue_id),
            dispatch_id: Some(k.dispatch_id),
            gpus: k.members.iter().map(|m| m.gpu).collect(),
            start_ps: k.start_ps,
            end_ps: k.end_ps,
        })
        .collect();
    dumps.push(DumpEntry {
        dump: kernels.len(),
        kind: "run".into(),
        gpus: (0..n_gpus).collect(),
        start_ps: 0,
        end_ps: run.end_ps,
        ..DumpEntry::default()
    });
    DumpIndex {
        stats: "stats.txt".into(),
        dumps,
    }
}

/// `stats.txt` (docs/outputs.md, "stats.txt"): one gem5-format dump per finished dispatch in
/// completion order (gem5's root statistics over the kernel's interval, the kernel's identity
/// as numbers, its member GPUs' totals, derived rates and characterization over the kernel),
/// then the whole-run dump (the root statistics over the run, every component's counters, each
/// GPU's totals and derived rates). [`dump_index`] names the dumps.
pub fn stats_text(
    kernels: &[KernelDump],
    report: &StatsReport,
    per_gpu: &[(GpuCounters, GpuMetrics)],
    run: &RunDump,
) -> String {
    let mut out = String::new();
    for (i, k) in kernels.iter().enumerate() {
        let mut b = String::new();
        globals_text(
            &mut b,
            &Globals {
                sim_ticks: k.end_ps.saturating_sub(k.start_ps),
                final_tick: k.end_ps,
                host: k.host,
            },
        );
        // Identities, not quantities: gem5's unit for those is `Unspecified`.
        for (name, v, what) in [
            (
                "kernel.index",
                i as u64,
                "Dump number, 0-based, in completion order (stats-dumps.json names the kernel).",
            ),
            (
                "kernel.gpu",
                k.gpu as u64,
                "GPU whose queue dispatched the kernel.",
            ),
            (
                "kernel.queue_id",
                u64::from(k.queue_id),
                "Queue of the dispatch.",
            ),
            (
                "kernel.dispatch_id",
                k.dispatch_id,
                "Dispatch id in its queue.",
            ),
        ] {
            stat_line(&mut b, name, &v.to_string(), what, "Unspecified");
        }
        for (name, v, unit, what) in [
            (
                "kernel.start_ps",
                k.start_ps,
                Unit::Ps,
                "When the command processor started the dispatch.",
            ),
            (
                "kernel.end_ps",
                k.end_ps,
                Unit::Ps,
                "When its last member GPU finished.",
            ),
            (
                "kernel.members",
                k.members.len() as u64,
                Unit::Count,
                "GPUs that ran part of it.",
            ),
        ] {
            counter_line(&mut b, name, v, unit, what);
        }
        for m in &k.members {
            let g = m.gpu;
            counter_line(
                &mut b,
                &format!("gpu[{g}].kernel.start_ps"),
                m.start_ps,
                Unit::Ps,
                "This GPU's start (before the kernel-start invalidation).",
            );
            counter_line(
                &mut b,
                &format!("gpu[{g}].kernel.end_ps"),
                m.end_ps,
                Unit::Ps,
                "This GPU's end (after the L2 write-back).",
            );
            counter_line(
                &mut b,
                &format!("gpu[{g}].kernel.cycles"),
                m.metrics.kernel_cycles,
                Unit::Cycles,
                "This GPU's kernel time in core cycles.",
            );
            counters_text(&mut b, &m.counters, g);
            derived_text(&mut b, &m.metrics, g);
        }
        dump(&mut out, &b);
    }
    let mut b = String::new();
    globals_text(
        &mut b,
        &Globals {
            sim_ticks: run.end_ps,
            final_tick: run.end_ps,
            host: run.host,
        },
    );
    b.push_str(&report.to_text());
    for (g, (c, m)) in per_gpu.iter().enumerate() {
        counter_line(
            &mut b,
            &format!("gpu[{g}].kernel.cycles"),
            m.kernel_cycles,
            Unit::Cycles,
            "Kernel time on this GPU (every kernel's start to end, summed), core cycles.",
        );
        for e in c.entries().iter().filter(|e| e.name.starts_with("total.")) {
            counter_line(
                &mut b,
                &format!("gpu[{g}].{}", e.name),
                e.value,
                e.unit,
                e.description,
            );
        }
        derived_text(&mut b, m, g);
    }
    dump(&mut out, &b);
    out
}
