//! Per-GPU totals, derived rates and characterization, and reading back the gem5-format dumps
//! of `stats.txt` (docs/outputs.md, "stats.txt" and "Characterization").
//!
//! Raw counters name one instance (`gpu[0].cu[12].l1v.read_hits`); researchers want one number
//! per GPU and level. [`GpuCounters`] sums every indexed component of one GPU into
//! `total.<class>.<field>` (the class is the instance path without indices: `cu`, `l1v`,
//! `l1s`, `l1i`, `l2`, `dram`, the TLBs) and keeps the GPU's single components (`dispatcher`,
//! `l2_tlb`, `walker`, `peer_link`, ...) as they are. [`GpuMetrics`] derives the rates from
//! those integer counters.
//!
//! Determinism: derived values are [`Fixed`] (integer ratios with four decimals), so a rate
//! prints the same bytes on every machine; JSON carries the same value as a number.

use serde::{Deserialize, Serialize, Serializer};

use super::gem5text::stat_line;
pub use super::gem5text::{dump, BEGIN_MARKER, END_MARKER};
use super::{StatEntry, StatsReport, Unit};

/// A non-negative number with four decimals, kept as an integer (value x 10 000) so that a
/// rate computed from integer counters is the same on every machine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(from = "f64")]
pub struct Fixed(pub u64);

impl Fixed {
    /// Ten to the number of decimals.
    pub const SCALE: u64 = 10_000;

    /// `num / den`, rounded down to four decimals; 0 when `den` is 0.
    pub fn ratio(num: u64, den: u64) -> Fixed {
        Fixed::ratio_times(num, 1, den)
    }

    /// `num * mul / den`, rounded down to four decimals; 0 when `den` is 0.
    pub fn ratio_times(num: u64, mul: u64, den: u64) -> Fixed {
        if den == 0 {
            return Fixed(0);
        }
        let v = u128::from(num) * u128::from(mul) * u128::from(Fixed::SCALE) / u128::from(den);
        Fixed(u64::try_from(v).unwrap_or(u64::MAX))
    }

    pub fn as_f64(self) -> f64 {
        self.0 as f64 / Fixed::SCALE as f64
    }
}

impl std::fmt::Display for Fixed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{:04}", self.0 / Fixed::SCALE, self.0 % Fixed::SCALE)
    }
}

impl Serialize for Fixed {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.as_f64())
    }
}

impl From<f64> for Fixed {
    fn from(v: f64) -> Fixed {
        Fixed((v.max(0.0) * Fixed::SCALE as f64).round() as u64)
    }
}

/// The counters of one GPU a summary needs: its single components as they are, then every
/// indexed component class summed (`total.<class>.<field>`). Names are relative to `gpu[g].`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GpuCounters {
    entries: Vec<StatEntry>,
}

/// The class of an indexed instance path (`cu[3].l1v` -> `l1v`, `l2.bank[2]` -> `l2`,
/// `dram.channel[1]` -> `dram`), or `None` for a single component (no index).
fn class_of(path: &str) -> Option<&str> {
    if !path.contains('[') {
        return None;
    }
    let segs: Vec<&str> = path
        .split('.')
        .map(|s| s.split('[').next().unwrap_or(s))
        .collect();
    let n = segs.len();
    match segs.last() {
        Some(&"bank") | Some(&"channel") if n >= 2 => Some(segs[n - 2]),
        Some(last) => Some(last),
        None => None,
    }
}

/// Where each counter of a report goes in a GPU's [`GpuCounters`]: computed once from a named
/// report, then applied to values-only reports of the same components (kernel-edge snapshots).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GpuLayout {
    /// The counters with zero values (names, units, descriptions).
    template: GpuCounters,
    /// Per entry of the report: the index of its counter in `template`, if it has one.
    slots: Vec<Option<usize>>,
}

impl GpuLayout {
    /// GPU `gpu`'s layout of `report` (the report of that GPU's components, or of more).
    pub fn new(report: &StatsReport, gpu: usize) -> GpuLayout {
        let prefix = format!("gpu[{gpu}].");
        let mut singles: Vec<(usize, StatEntry)> = Vec::new();
        let mut totals: Vec<StatEntry> = Vec::new();
        let mut index: std::collections::HashMap<String, usize> = Default::default();
        // Slots point into `singles` (tagged 0) or `totals` (tagged 1) until both are known.
        let mut raw: Vec<Option<(u8, usize)>> = Vec::with_capacity(report.entries().len());
        for e in report.entries() {
            let Some((path, field)) = e
                .name
                .strip_prefix(&prefix)
                .and_then(|rest| rest.rsplit_once('.'))
            else {
                raw.push(None);
                continue;
            };
            let zero = |name: String| StatEntry {
                name,
                value: 0,
                ..e.clone()
            };
            match class_of(path) {
                None => {
                    raw.push(Some((0, singles.len())));
                    singles.push((singles.len(), zero(format!("{path}.{field}"))));
                }
                Some(class) => {
                    let name = format!("total.{class}.{field}");
                    let i = match index.get(&name) {
                        Some(&i) => i,
                        None => {
                            index.insert(name.clone(), totals.len());
                            totals.push(zero(name));
                            totals.len() - 1
                        }
                    };
                    raw.push(Some((1, i)));
                }
            }
        }
        let n_singles = singles.len();
        let slots = raw
            .into_iter()
            .map(|s| s.map(|(kind, i)| if kind == 0 { i } else { n_singles + i }))
            .collect();
        let mut entries: Vec<StatEntry> = singles.into_iter().map(|(_, e)| e).collect();
        entries.extend(totals);
        GpuLayout {
            template: GpuCounters { entries },
            slots,
        }
    }

    /// The counters' values from `values`, the values of a report this layout was made from
    /// (same components, same order); `None` when the number of values differs.
    pub fn values(&self, values: &[u64]) -> Option<Vec<u64>> {
        if values.len() != self.slots.len() {
            return None;
        }
        let mut out = vec![0u64; self.template.entries.len()];
        for (v, slot) in values.iter().zip(&self.slots) {
            if let Some(i) = slot {
                out[*i] += v;
            }
        }
        Some(out)
    }

    /// The counters with `values` (from [`GpuLayout::values`]).
    pub fn counters(&self, values: &[u64]) -> GpuCounters {
        let mut c = self.template.clone();
        for (e, v) in c.entries.iter_mut().zip(values) {
            e.value = *v;
        }
        c
    }
}

impl GpuCounters {
    /// GPU `gpu`'s counters from `report` (which may hold other GPUs' too).
    pub fn from_report(report: &StatsReport, gpu: usize) -> GpuCounters {
        let layout = GpuLayout::new(report, gpu);
        let values: Vec<u64> = report.entries().iter().map(|e| e.value).collect();
        let v = layout.values(&values).unwrap_or_default();
        layout.counters(&v)
    }

    /// The value of `name` (relative to `gpu[g].`), 0 when there is no such counter.
    pub fn get(&self, name: &str) -> u64 {
        self.entries
            .iter()
            .find(|e| e.name == name)
            .map_or(0, |e| e.value)
    }

    pub fn entries(&self) -> &[StatEntry] {
        &self.entries
    }

    /// What changed from `begin` to `self` (counters only grow; a counter absent from
    /// `begin` counts from 0).
    pub fn minus(&self, begin: &GpuCounters) -> GpuCounters {
        let same_layout = begin.entries.len() == self.entries.len()
            && begin
                .entries
                .iter()
                .zip(&self.entries)
                .all(|(a, b)| a.name == b.name);
        let entries = self
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let before = if same_layout {
                    begin.entries[i].value
                } else {
                    begin.get(&e.name)
                };
                StatEntry {
                    value: e.value.saturating_sub(before),
                    ..e.clone()
                }
            })
            .collect();
        GpuCounters { entries }
    }
}

/// Instruction mix by class (wavefront instructions, all compute units of the GPU).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct InstructionMix {
    pub total: u64,
    pub salu: u64,
    pub valu: u64,
    pub smem: u64,
    pub vmem_load: u64,
    pub vmem_store: u64,
    pub vmem_atomic: u64,
    pub lds: u64,
    pub branch: u64,
    pub waitcnt: u64,
    pub barrier: u64,
    /// s_endpgm, s_nop and the other sequencer instructions.
    pub other: u64,
}

/// Active lanes per vector instruction (VALU, VMEM, LDS): the divergence histogram.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LaneHistogram {
    pub lanes_0: u64,
    pub lanes_1_16: u64,
    pub lanes_17_32: u64,
    pub lanes_33_48: u64,
    pub lanes_49_63: u64,
    pub lanes_64: u64,
    /// Vector instructions (the sum of the buckets).
    pub vector_instructions: u64,
    /// Active lanes summed over them.
    pub active_lanes: u64,
    /// `active_lanes / vector_instructions` (64 = no divergence).
    pub mean_active_lanes: Fixed,
}

/// Where compute-unit cycles went: each busy cycle of a compute unit is its one SIMD's issue
/// turn, attributed to exactly one part (docs/outputs.md, "Characterization").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CpiStack {
    /// Compute-unit cycles with a resident wave, summed over compute units (the parts' sum).
    pub busy_cycles: u64,
    /// The SIMD issued an instruction.
    pub issue: u64,
    /// The oldest wave's previous instruction or its unit was busy.
    pub dependency: u64,
    /// The oldest wave waited at s_waitcnt (or a full counter) or the memory queue was full.
    pub memory: u64,
    /// The oldest wave waited at s_barrier.
    pub barrier: u64,
    /// The oldest wave's next instruction was not fetched yet.
    pub fetch: u64,
    /// The SIMD had no wave left to issue.
    pub idle: u64,
    /// Busy cycles per wavefront instruction (the parts divided by instructions sum to it).
    pub cpi: Fixed,
}

/// One cache level of one GPU (all its banks).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelMetrics {
    pub reads: u64,
    pub read_hits: u64,
    pub writes: u64,
    pub write_hits: u64,
    pub read_hit_rate: Fixed,
    /// Mean time from a read's start at this level to its answer, core cycles.
    pub avg_read_latency_cycles: Fixed,
}

/// The GPU's DRAM channels.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DramMetrics {
    pub reads: u64,
    pub writes: u64,
    pub bytes_read: u64,
    pub bytes_written: u64,
    /// Bytes read and written over the kernel time, GB/s.
    pub bandwidth_gbps: Fixed,
    /// Mean read latency at the channel controller, core cycles.
    pub avg_read_latency_cycles: Fixed,
    /// Row hits over row hits, misses and conflicts.
    pub row_hit_rate: Fixed,
}

/// Per-GPU metrics of a kernel (one member of a dispatch) or of the whole run: the same
/// fields in `stats.txt`, `summary.json` and `metrics.csv`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GpuMetrics {
    /// Time kernels ran on this GPU (start, with the invalidation, to end, with the L2
    /// write-back), ps.
    pub kernel_ps: u64,
    /// The same in core cycles.
    pub kernel_cycles: u64,
    pub workgroups: u64,
    pub wavefront_instructions: u64,
    /// Wavefront instructions per core cycle of kernel time (the whole GPU).
    pub ipc: Fixed,
    pub mix: InstructionMix,
    pub lanes: LaneHistogram,
    pub cpi_stack: CpiStack,
    pub l1v: LevelMetrics,
    pub l1s: LevelMetrics,
    pub l1i: LevelMetrics,
    pub l2: LevelMetrics,
    pub l1v_tlb_hit_rate: Fixed,
    pub l2_tlb_hit_rate: Fixed,
    pub dram: DramMetrics,
}

impl GpuMetrics {
    /// The metrics of counters `c` over `kernel_ps` of kernel time, with a core clock period of
    /// `period_ps`.
    pub fn derive(c: &GpuCounters, kernel_ps: u64, period_ps: u64) -> GpuMetrics {
        let g = |n: &str| c.get(n);
        let cu = |f: &str| c.get(&format!("total.cu.{f}"));
        let kernel_cycles = kernel_ps.checked_div(period_ps).unwrap_or(0);
        let instructions = cu("instructions");
        let other = cu("other_insts");
        let mix = InstructionMix {
            total: instructions,
            salu: cu("salu_insts"),
            valu: cu("valu_insts"),
            smem: cu("smem_insts"),
            vmem_load: cu("vmem_load_insts"),
            vmem_store: cu("vmem_store_insts"),
            vmem_atomic: cu("vmem_atomic_insts"),
            lds: cu("lds_insts"),
            branch: cu("branch_insts"),
            waitcnt: cu("waitcnt_insts"),
            barrier: cu("barrier_insts"),
            other: other.saturating_sub(cu("waitcnt_insts") + cu("barrier_insts")),
        };
        let buckets = [
            cu("lanes_0"),
            cu("lanes_1_16"),
            cu("lanes_17_32"),
            cu("lanes_33_48"),
            cu("lanes_49_63"),
            cu("lanes_64"),
        ];
        let vector: u64 = buckets.iter().sum();
        let lanes = LaneHistogram {
            lanes_0: buckets[0],
            lanes_1_16: buckets[1],
            lanes_17_32: buckets[2],
            lanes_33_48: buckets[3],
            lanes_49_63: buckets[4],
            lanes_64: buckets[5],
            vector_instructions: vector,
            active_lanes: cu("active_lanes"),
            mean_active_lanes: Fixed::ratio(cu("active_lanes"), vector),
        };
        let busy = cu("busy_cycles");
        let cpi_stack = CpiStack {
            busy_cycles: busy,
            issue: cu("issue_turns"),
            dependency: cu("stall_unit_busy"),
            memory: cu("stall_waitcnt") + cu("stall_mem_backpressure"),
            barrier: cu("stall_barrier"),
            fetch: cu("stall_fetch"),
            idle: cu("idle_turns"),
            cpi: Fixed::ratio(busy, instructions),
        };
        let level = |class: &str| {
            let f = |x: &str| c.get(&format!("total.{class}.{x}"));
            LevelMetrics {
                reads: f("reads"),
                read_hits: f("read_hits"),
                writes: f("writes"),
                write_hits: f("write_hits"),
                read_hit_rate: Fixed::ratio(f("read_hits"), f("reads")),
                avg_read_latency_cycles: Fixed::ratio(
                    f("read_latency_total"),
                    f("reads").saturating_mul(period_ps),
                ),
            }
        };
        let d = |x: &str| g(&format!("total.dram.{x}"));
        let rows = d("row_hits") + d("row_misses") + d("row_conflicts");
        let dram = DramMetrics {
            reads: d("reads"),
            writes: d("writes"),
            bytes_read: d("bytes_read"),
            bytes_written: d("bytes_written"),
            // bytes per ps x 1000 = GB/s
            bandwidth_gbps: Fixed::ratio_times(
                d("bytes_read") + d("bytes_written"),
                1000,
                kernel_ps,
            ),
            avg_read_latency_cycles: Fixed::ratio(
                d("read_latency_total"),
                d("reads").saturating_mul(period_ps),
            ),
            row_hit_rate: Fixed::ratio(d("row_hits"), rows),
        };
        GpuMetrics {
            kernel_ps,
            kernel_cycles,
            workgroups: cu("workgroups"),
            wavefront_instructions: instructions,
            ipc: Fixed::ratio(instructions, kernel_cycles),
            mix,
            lanes,
            cpi_stack,
            l1v: level("l1v"),
            l1s: level("l1s"),
            l1i: level("l1i"),
            l2: level("l2"),
            l1v_tlb_hit_rate: Fixed::ratio(g("total.l1v_tlb.hits"), g("total.l1v_tlb.lookups")),
            l2_tlb_hit_rate: Fixed::ratio(g("l2_tlb.hits"), g("l2_tlb.lookups")),
            dram,
        }
    }

    /// The derived values as `stats.txt` lines of GPU `gpu`: `(name, value, gem5 unit,
    /// description)`. Counts are not repeated here: they are the `total.*` counters. Units are
    /// gem5's: a rate of two units is `(A/B)`, as gem5 writes its IPC `(Count/Cycle)`. Values
    /// are [`Fixed`] with four decimals, but for the DRAM bandwidth: whole bytes per second.
    pub fn derived_lines(&self, gpu: usize) -> Vec<(String, String, &'static str, &'static str)> {
        let p = format!("gpu[{gpu}]");
        let mut v = vec![
            (
                format!("{p}.ipc"),
                self.ipc,
                "(Count/Cycle)",
                "Wavefront instructions per core cycle of kernel time (whole GPU).",
            ),
            (
                format!("{p}.lanes.mean_active"),
                self.lanes.mean_active_lanes,
                "(Count/Count)",
                "Mean active lanes per vector instruction (64: no divergence).",
            ),
            (
                format!("{p}.cpi_stack.cpi"),
                self.cpi_stack.cpi,
                "(Cycle/Count)",
                "Compute-unit busy cycles per wavefront instruction (the sum of the cpi_stack parts).",
            ),
        ];
        let s = &self.cpi_stack;
        let n = self.wavefront_instructions;
        for (part, cycles, what) in [
            ("issue", s.issue, "Busy cycles per instruction in which the SIMD issued."),
            ("dependency", s.dependency, "Busy cycles per instruction lost to the previous instruction or a busy unit."),
            ("memory", s.memory, "Busy cycles per instruction lost waiting for memory (s_waitcnt, full counters or memory queue)."),
            ("barrier", s.barrier, "Busy cycles per instruction lost at s_barrier."),
            ("fetch", s.fetch, "Busy cycles per instruction lost to instruction fetch."),
            ("idle", s.idle, "Busy cycles per instruction in which the SIMD had no wave to issue."),
        ] {
            v.push((
                format!("{p}.cpi_stack.{part}"),
                Fixed::ratio(cycles, n),
                "(Cycle/Count)",
                what,
            ));
        }
        for (name, l) in [
            ("l1v", &self.l1v),
            ("l1s", &self.l1s),
            ("l1i", &self.l1i),
            ("l2", &self.l2),
        ] {
            v.push((
                format!("{p}.{name}.read_hit_rate"),
                l.read_hit_rate,
                "Ratio",
                "Read hits over reads, all instances of this level.",
            ));
            v.push((
                format!("{p}.{name}.avg_read_latency"),
                l.avg_read_latency_cycles,
                "(Cycle/Count)",
                "Mean core cycles from a read's start at this level to its answer.",
            ));
        }
        v.push((
            format!("{p}.l1v_tlb.hit_rate"),
            self.l1v_tlb_hit_rate,
            "Ratio",
            "L1V TLB hits over lookups.",
        ));
        v.push((
            format!("{p}.l2_tlb.hit_rate"),
            self.l2_tlb_hit_rate,
            "Ratio",
            "L2 TLB hits over lookups.",
        ));
        let mut v: Vec<(String, String, &'static str, &'static str)> = v
            .into_iter()
            .map(|(n, x, u, d)| (n, x.to_string(), u, d))
            .collect();
        // gem5 has no gigabyte: the line is in bytes per second (rounded down), as gem5's own
        // bandwidths; `GpuMetrics.dram.bandwidth_gbps` keeps GB/s for the JSON and CSV.
        let bytes = u128::from(self.dram.bytes_read + self.dram.bytes_written);
        let per_second = (bytes * u128::from(super::gem5text::TICKS_PER_SECOND))
            .checked_div(u128::from(self.kernel_ps))
            .unwrap_or(0);
        v.push((
            format!("{p}.dram.bandwidth"),
            per_second.to_string(),
            "(Byte/Second)",
            "DRAM bytes read and written over kernel time.",
        ));
        v.push((
            format!("{p}.dram.avg_read_latency"),
            self.dram.avg_read_latency_cycles.to_string(),
            "(Cycle/Count)",
            "Mean DRAM read latency at the channel controllers, core cycles.",
        ));
        v.push((
            format!("{p}.dram.row_hit_rate"),
            self.dram.row_hit_rate.to_string(),
            "Ratio",
            "Row-buffer hits over row hits, misses and conflicts.",
        ));
        v
    }
}

/// Appends one counter line in gem5's format (`name value # description (Unit)`).
pub fn counter_line(out: &mut String, name: &str, value: u64, unit: Unit, description: &str) {
    stat_line(out, name, &value.to_string(), description, unit.gem5_name());
}

/// Appends the derived lines of `m` for GPU `gpu`.
pub fn derived_text(out: &mut String, m: &GpuMetrics, gpu: usize) {
    for (name, value, unit, description) in m.derived_lines(gpu) {
        stat_line(out, &name, &value, description, unit);
    }
}

/// Appends GPU `gpu`'s counters `c` (names relative to `gpu[g].`) as lines.
pub fn counters_text(out: &mut String, c: &GpuCounters, gpu: usize) {
    for e in c.entries() {
        counter_line(
            out,
            &format!("gpu[{gpu}].{}", e.name),
            e.value,
            e.unit,
            e.description,
        );
    }
}

/// One dump of a parsed `stats.txt`: its `name value` pairs (derived values keep their
/// decimals as text) and, in a file written before the gem5 format, its comment lines
/// (`# kernel …`, `# whole run`; the kernels' names are now in `stats-dumps.json`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParsedDump {
    pub comments: Vec<String>,
    pub values: Vec<(String, String)>,
}

impl ParsedDump {
    /// The integer counter `name`.
    pub fn get(&self, name: &str) -> Option<u64> {
        self.values
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.parse().ok())
    }
}

/// Reads `stats.txt`: the dumps between gem5's markers in file order (per-kernel dumps
/// first, the whole run last), or, for a file without markers (written before dumps
/// existed), the whole file as one dump. Both line forms read: gem5's `name value # description
/// (Unit)` and the older `name value unit # description`.
pub fn parse_dumps(text: &str) -> Vec<ParsedDump> {
    let mut dumps = Vec::new();
    let mut cur: Option<ParsedDump> = None;
    let marked = text.lines().any(|l| l.trim_end() == BEGIN_MARKER);
    if !marked {
        cur = Some(ParsedDump::default());
    }
    for l in text.lines() {
        let t = l.trim_end();
        if t == BEGIN_MARKER {
            cur = Some(ParsedDump::default());
            continue;
        }
        if t == END_MARKER {
            dumps.extend(cur.take());
            continue;
        }
        let Some(d) = cur.as_mut() else { continue };
        if let Some(c) = t.strip_prefix('#') {
            d.comments.push(c.trim().to_string());
            continue;
        }
        let mut it = t.split_whitespace();
        if let (Some(n), Some(v)) = (it.next(), it.next()) {
            d.values.push((n.to_string(), v.to_string()));
        }
    }
    if !marked {
        dumps.extend(cur);
    }
    dumps
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_is_exact_and_prints_four_decimals() {
        assert_eq!(Fixed::ratio(1, 3).to_string(), "0.3333");
        assert_eq!(Fixed::ratio(5, 2).to_string(), "2.5000");
        assert_eq!(Fixed::ratio(7, 0).to_string(), "0.0000");
        assert_eq!(Fixed::ratio_times(3, 1000, 4).to_string(), "750.0000");
        assert_eq!(serde_json::to_string(&Fixed::ratio(1, 4)).unwrap(), "0.25");
    }

    #[test]
    fn derived_lines_carry_gem5_units_and_bandwidth_in_bytes_per_second() {
        let mut m = GpuMetrics {
            kernel_ps: 3_000_000, // 3 us
            ..GpuMetrics::default()
        };
        m.dram.bytes_read = 1000;
        m.dram.bytes_written = 24;
        m.ipc = Fixed::ratio(1, 4);
        let lines = m.derived_lines(2);
        let get = |n: &str| {
            lines
                .iter()
                .find(|l| l.0 == n)
                .map(|l| (l.1.as_str(), l.2))
                .unwrap()
        };
        // 1024 bytes in 3 us: 341,333,333.3 bytes per second, rounded down.
        assert_eq!(get("gpu[2].dram.bandwidth"), ("341333333", "(Byte/Second)"));
        assert_eq!(get("gpu[2].ipc"), ("0.2500", "(Count/Cycle)"));
        assert_eq!(get("gpu[2].l2.read_hit_rate").1, "Ratio");
        m.kernel_ps = 0;
        let none = m.derived_lines(0);
        let bw = none
            .iter()
            .find(|l| l.0 == "gpu[0].dram.bandwidth")
            .unwrap();
        assert_eq!(bw.1, "0", "no kernel time: no bandwidth");
    }

    #[test]
    fn classes_of_instance_paths() {
        assert_eq!(class_of("cu[3]"), Some("cu"));
        assert_eq!(class_of("cu[3].l1v"), Some("l1v"));
        assert_eq!(class_of("cu[3].l1v_tlb"), Some("l1v_tlb"));
        assert_eq!(class_of("sa[1].l1s"), Some("l1s"));
        assert_eq!(class_of("l2.bank[15]"), Some("l2"));
        assert_eq!(class_of("dram.channel[7]"), Some("dram"));
        assert_eq!(class_of("l2_tlb"), None);
        assert_eq!(class_of("dispatcher"), None);
    }

    #[test]
    fn totals_sum_instances_of_one_gpu_only() {
        let mut r = StatsReport::new();
        for (name, v) in [
            ("gpu[0].cu[0].instructions", 3),
            ("gpu[0].cu[1].instructions", 4),
            ("gpu[0].l2.bank[0].reads", 10),
            ("gpu[0].l2.bank[1].reads", 5),
            ("gpu[0].l2_tlb.hits", 2),
            ("gpu[1].cu[0].instructions", 100),
        ] {
            r.add(name.to_string(), v, Unit::Count, "x");
        }
        let c = GpuCounters::from_report(&r, 0);
        assert_eq!(c.get("total.cu.instructions"), 7);
        assert_eq!(c.get("total.l2.reads"), 15);
        assert_eq!(c.get("l2_tlb.hits"), 2);
        let names: Vec<&str> = c.entries().iter().map(|e| e.name.as_str()).collect();
        assert_eq!(
            names,
            ["l2_tlb.hits", "total.cu.instructions", "total.l2.reads"]
        );
        // A values-only report of the same counters gives the same totals through the layout.
        let layout = GpuLayout::new(&r, 0);
        let mut v = StatsReport::values_only();
        for e in r.entries() {
            v.add(e.name.clone(), e.value, e.unit, e.description);
        }
        assert!(v.entries().is_empty());
        let vals = layout.values(v.values()).unwrap();
        assert_eq!(layout.counters(&vals), c);
        assert_eq!(layout.values(&[1, 2]), None);
        let begin = GpuCounters::from_report(&StatsReport::new(), 0);
        assert_eq!(c.minus(&begin).get("total.cu.instructions"), 7);
        assert_eq!(c.minus(&c).get("total.l2.reads"), 0);
    }

    #[test]
    fn parses_gem5_old_and_unmarked_files() {
        let mut s = String::new();
        let mut body = String::new();
        counter_line(&mut body, "x", 1, Unit::Count, "d");
        dump(&mut s, &body);
        let mut body = String::new();
        counter_line(&mut body, "x", 3, Unit::Ps, "d");
        stat_line(
            &mut body,
            "y",
            &Fixed::ratio(1, 2).to_string(),
            "r",
            "Ratio",
        );
        dump(&mut s, &body);
        assert!(s.starts_with(&format!("\n{BEGIN_MARKER}\nx ")), "{s}");
        assert!(s.ends_with(&format!(" (Ratio)\n\n{END_MARKER}\n")), "{s}");
        let d = parse_dumps(&s);
        assert_eq!(d.len(), 2);
        assert!(d[0].comments.is_empty());
        assert_eq!(d[0].get("x"), Some(1));
        assert_eq!(d[1].get("x"), Some(3));
        assert_eq!(d[1].values[1], ("y".to_string(), "0.5000".to_string()));
        // The layout before the gem5 format: comment lines, the unit before `#`.
        let old = format!(
            "{BEGIN_MARKER}\n\n# kernel a (dispatch 0 on gpu[0], queue 0), 1 to 2 ps\n\
             x 1 count # d\n\n{END_MARKER}\n\n{BEGIN_MARKER}\n\n# whole run\nx 3 count # d\n\n\
             {END_MARKER}\n\n"
        );
        let d = parse_dumps(&old);
        assert_eq!(d.len(), 2);
        assert_eq!(
            d[0].comments,
            ["kernel a (dispatch 0 on gpu[0], queue 0), 1 to 2 ps"]
        );
        assert_eq!(d[1].get("x"), Some(3));
        let unmarked = parse_dumps("x 7 count # d\n");
        assert_eq!(unmarked.len(), 1);
        assert_eq!(unmarked[0].get("x"), Some(7));
    }
}
