//! `stats.txt` (docs/outputs.md, "Statistics"): gem5-style dumps of a timing run, one per
//! finished dispatch and one for the whole run, from the per-kernel counters the GPU process's
//! world collects at the dispatchers' kernel edges.

use super::derive::{counter_line, counters_text, derived_text, dump, GpuCounters, GpuMetrics};
use super::{StatsReport, Unit};

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
}

/// `stats.txt` (docs/outputs.md, "Statistics"): one gem5-style dump per finished dispatch in
/// completion order (its member GPUs' totals, derived rates and characterization over the
/// kernel), then the whole-run dump (every component's counters, each GPU's totals and
/// derived rates).
pub fn stats_text(
    kernels: &[KernelDump],
    report: &StatsReport,
    per_gpu: &[(GpuCounters, GpuMetrics)],
) -> String {
    let mut out = String::new();
    for (i, k) in kernels.iter().enumerate() {
        let mut b = String::new();
        b.push_str(&format!(
            "# kernel {} (dispatch {} on gpu[{}], queue {}), {} to {} ps\n",
            k.kernel, k.dispatch_id, k.gpu, k.queue_id, k.start_ps, k.end_ps
        ));
        for (name, v, unit, what) in [
            (
                "kernel.index",
                i as u64,
                Unit::Count,
                "Dump number, 0-based, in completion order.",
            ),
            (
                "kernel.gpu",
                k.gpu as u64,
                Unit::Count,
                "GPU whose queue dispatched the kernel.",
            ),
            (
                "kernel.queue_id",
                u64::from(k.queue_id),
                Unit::Count,
                "Queue of the dispatch.",
            ),
            (
                "kernel.dispatch_id",
                k.dispatch_id,
                Unit::Count,
                "Dispatch id in its queue.",
            ),
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
    let mut b = String::from("# whole run\n");
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
