//! `stats.txt` (docs/outputs.md, "stats.txt"): gem5-format dumps of a timing run, one per
//! finished dispatch, one per region of interest the host program marked, and one for the
//! whole run, from the per-kernel counters the GPU process's world collects at the
//! dispatchers' kernel edges; and `stats-dumps.json`, which names each dump (gem5's format has
//! no comment lines and a statistic is a number, so a kernel's name cannot be in `stats.txt`
//! itself).
//!
//! A region's dump is gem5's `m5_reset_stats` at its begin and `m5_dump_stats` at its end, for
//! the GPUs: its counters start from zero at the region's begin and are the sum of the dumps
//! of the kernels that ran inside it (started at or after its begin, finished by its end).
//! Summing the kernels' dumps, rather than taking the GPUs' counters at the region's edges,
//! keeps the region's numbers free of what happens between kernels (command-processor work,
//! the host's own traffic) and needs no reading of a GPU's partition outside its kernel
//! edges (docs/architecture.md, "Parallel engine").

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

/// A region of interest as the host program marked it (begin and end edges, in simulated time).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RegionSpan {
    pub name: String,
    pub start_ps: u64,
    pub end_ps: u64,
    /// Regions open around it when it began (0: outermost).
    pub depth: usize,
    /// False when the run ended with the region still open (it ends at the run's end).
    pub closed: bool,
}

/// The regions of `edges` ((time, `Some(name)` begin / `None` end), in time order), in the
/// order they began: an end closes the innermost open region; an end with none open is
/// dropped (with a warning); a region still open at the end ends at `end_ps`.
pub fn region_spans(edges: &[(u64, Option<String>)], end_ps: u64) -> Vec<RegionSpan> {
    let mut spans: Vec<RegionSpan> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    for (t, e) in edges {
        match e {
            Some(name) => {
                open.push(spans.len());
                spans.push(RegionSpan {
                    name: name.clone(),
                    start_ps: *t,
                    end_ps: *t,
                    depth: open.len() - 1,
                    closed: false,
                });
            }
            None => match open.pop().and_then(|i| spans.get_mut(i)) {
                Some(r) => {
                    r.end_ps = *t;
                    r.closed = true;
                }
                None => tracing::warn!(at_ps = t, "region end with no region open: dropped"),
            },
        }
    }
    for i in open {
        if let Some(r) = spans.get_mut(i) {
            tracing::warn!(region = %r.name, "region still open at the end of the run: it ends there");
            r.end_ps = end_ps.max(r.start_ps);
        }
    }
    spans
}

/// One GPU's share of a region: its kernels' counters summed.
#[derive(Clone, Debug)]
pub struct RegionMember {
    pub gpu: usize,
    /// The kernels' `gpu[g].kernel.cycles`, summed.
    pub kernel_cycles: u64,
    pub counters: GpuCounters,
    /// Rates over the summed counters and the summed kernel time.
    pub metrics: GpuMetrics,
}

/// A region's dump: its interval, the kernel dumps inside it, and per GPU their sum.
#[derive(Clone, Debug)]
pub struct RegionDump {
    pub span: RegionSpan,
    /// Positions in the kernel dumps (their `kernel.index`) of the kernels inside.
    pub kernels: Vec<usize>,
    /// GPUs that ran part of a kernel inside, in GPU order.
    pub members: Vec<RegionMember>,
    /// The kernels' `hostSeconds` summed, and the peak memory at the last of them.
    pub host: HostFigures,
}

/// The dump of every region of `spans` over `kernels` (the kernel dumps, completion order);
/// `period_ps`: the core clock period the rates use.
pub fn region_dumps(
    kernels: &[KernelDump],
    spans: &[RegionSpan],
    period_ps: u64,
) -> Vec<RegionDump> {
    spans
        .iter()
        .map(|span| {
            let inside: Vec<usize> = kernels
                .iter()
                .enumerate()
                .filter(|(_, k)| k.start_ps >= span.start_ps && k.end_ps <= span.end_ps)
                .map(|(i, _)| i)
                .collect();
            let mut per_gpu: std::collections::BTreeMap<usize, (u64, u64, GpuCounters)> =
                std::collections::BTreeMap::new();
            let mut host = HostFigures::default();
            for &i in &inside {
                let k = &kernels[i];
                host.seconds += k.host.seconds;
                host.memory_bytes = host.memory_bytes.max(k.host.memory_bytes);
                for m in &k.members {
                    let e = per_gpu.entry(m.gpu).or_default();
                    e.0 += m.metrics.kernel_cycles;
                    e.1 += m.end_ps.saturating_sub(m.start_ps);
                    e.2 = e.2.plus(&m.counters);
                }
            }
            let members = per_gpu
                .into_iter()
                .map(|(gpu, (cycles, ps, counters))| RegionMember {
                    gpu,
                    kernel_cycles: cycles,
                    metrics: GpuMetrics::derive(&counters, ps, period_ps),
                    counters,
                })
                .collect();
            RegionDump {
                span: span.clone(),
                kernels: inside,
                members,
                host,
            }
        })
        .collect()
}

/// What a dump of `stats.txt` covers: `kind` `"kernel"` (one finished dispatch), `"region"` (a
/// region of interest the host program marked) or `"run"` (the whole run, the last dump).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DumpEntry {
    /// The dump's position in `stats.txt`, 0-based (a kernel's equals its `kernel.index`).
    pub dump: usize,
    pub kind: String,
    /// The kernel's symbol (`kernel@0x…` until the host side names it); absent for the run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel: Option<String>,
    /// A region's name, as the host program marked it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
    /// A region's kernels: their dump numbers (`kernel.index`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernels: Option<Vec<usize>>,
    /// A region's nesting depth (0: outermost) and whether the program closed it (false: it
    /// was still open at the end of the run and ends there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub closed: Option<bool>,
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

/// The index of the dumps [`stats_text`] writes for `kernels`, `regions` and a run on
/// `n_gpus` GPUs.
pub fn dump_index(
    kernels: &[KernelDump],
    regions: &[RegionDump],
    n_gpus: usize,
    run: &RunDump,
) -> DumpIndex {
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
            ..DumpEntry::default()
        })
        .collect();
    for (i, r) in regions.iter().enumerate() {
        dumps.push(DumpEntry {
            dump: kernels.len() + i,
            kind: "region".into(),
            region: Some(r.span.name.clone()),
            kernels: Some(r.kernels.clone()),
            depth: Some(r.span.depth),
            closed: Some(r.span.closed),
            gpus: r.members.iter().map(|m| m.gpu).collect(),
            start_ps: r.span.start_ps,
            end_ps: r.span.end_ps,
            ..DumpEntry::default()
        });
    }
    dumps.push(DumpEntry {
        dump: kernels.len() + regions.len(),
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
/// then one per region (its interval, its kernels' counters summed per GPU), then the
/// whole-run dump (the root statistics over the run, every component's counters, each
/// GPU's totals and derived rates, then `run_extra`: with kernel sampling its `sampling.*`
/// figures).
/// [`dump_index`] names the dumps.
pub fn stats_text(
    kernels: &[KernelDump],
    regions: &[RegionDump],
    report: &StatsReport,
    per_gpu: &[(GpuCounters, GpuMetrics)],
    run: &RunDump,
    run_extra: &str,
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
    for (i, r) in regions.iter().enumerate() {
        out.push_str(&region_text(i, r));
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
    // Lines a higher layer adds to the whole-run dump (kernel sampling's `sampling.*`,
    // `cp::sample::SamplingReport::stats_lines`).
    b.push_str(run_extra);
    dump(&mut out, &b);
    out
}

/// One region's dump (see [`stats_text`]).
fn region_text(i: usize, r: &RegionDump) -> String {
    let mut b = String::new();
    globals_text(
        &mut b,
        &Globals {
            sim_ticks: r.span.end_ps.saturating_sub(r.span.start_ps),
            final_tick: r.span.end_ps,
            host: r.host,
        },
    );
    stat_line(
        &mut b,
        "region.index",
        &i.to_string(),
        "Region number, 0-based, in the order the regions began (stats-dumps.json names it).",
        "Unspecified",
    );
    for (name, v, unit, what) in [
        (
            "region.start_ps",
            r.span.start_ps,
            Unit::Ps,
            "When the host program began the region (the statistics' reset).",
        ),
        (
            "region.end_ps",
            r.span.end_ps,
            Unit::Ps,
            "When the host program ended the region (the dump).",
        ),
        (
            "region.kernels",
            r.kernels.len() as u64,
            Unit::Count,
            "Kernels that started and finished inside the region (their dumps are summed here).",
        ),
    ] {
        counter_line(&mut b, name, v, unit, what);
    }
    for m in &r.members {
        let g = m.gpu;
        counter_line(
            &mut b,
            &format!("gpu[{g}].kernel.cycles"),
            m.kernel_cycles,
            Unit::Cycles,
            "This GPU's kernel time in core cycles, summed over the region's kernels.",
        );
        counters_text(&mut b, &m.counters, g);
        derived_text(&mut b, &m.metrics, g);
    }
    let mut out = String::new();
    dump(&mut out, &b);
    out
}

#[cfg(test)]
mod region_tests {
    use super::*;

    #[test]
    fn spans_nest_and_close_at_the_end() {
        let e = vec![
            (10, Some("a".to_string())),
            (20, Some("b".to_string())),
            (30, None),
            (35, None),
            (36, None),
            (40, Some("c".to_string())),
        ];
        let s = region_spans(&e, 100);
        assert_eq!(s.len(), 3);
        assert_eq!(
            (s[0].start_ps, s[0].end_ps, s[0].depth, s[0].closed),
            (10, 35, 0, true)
        );
        assert_eq!((s[1].start_ps, s[1].end_ps, s[1].depth), (20, 30, 1));
        assert_eq!((s[2].end_ps, s[2].closed), (100, false));
    }
}
