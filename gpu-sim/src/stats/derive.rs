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
use serde_json::{Map, Value};

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
            // The functional dispatcher of a timing run with a timing window counts the
            // kernels outside the window, which have no dump: the whole run has its counters.
            if path == "functional" {
                raw.push(None);
                continue;
            }
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

    /// `self` and `other` added counter by counter (a region's counters are its kernels'
    /// summed); a counter only one of them has keeps its value.
    pub fn plus(&self, other: &GpuCounters) -> GpuCounters {
        let mut entries = self.entries.clone();
        for o in &other.entries {
            match entries.iter_mut().find(|e| e.name == o.name) {
                Some(e) => e.value = e.value.saturating_add(o.value),
                None => entries.push(o.clone()),
            }
        }
        GpuCounters { entries }
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
    /// The oldest wave waited at s_waitcnt (or a full counter) or the memory queue was full
    /// (`memory_waitcnt + memory_backpressure`).
    pub memory: u64,
    /// Of `memory`: waiting at s_waitcnt or a full counter (`total.cu.stall_waitcnt`).
    pub memory_waitcnt: u64,
    /// Of `memory`: the memory queue was full (`total.cu.stall_mem_backpressure`).
    pub memory_backpressure: u64,
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
/// numbers under the same names ([`METRICS`]) in `stats.txt`, `summary.json`, `metrics.csv`
/// and `results.sqlite`. It serializes as the tree of those names (`total.l2.reads` is
/// `{"total": {"l2": {"reads": ...}}}`), not as its fields, so that a JSON path joined with dots
/// is the `stats.txt` name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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
            memory_waitcnt: cu("stall_waitcnt"),
            memory_backpressure: cu("stall_mem_backpressure"),
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
    /// description)`, in [`METRICS`] order. Counts are not repeated here: they are the
    /// `total.*` counters. Units are gem5's ([`gem5_rate_unit`]): a rate of two units is
    /// `(A/B)`, as gem5 writes its IPC `(Count/Cycle)`. Values are [`Fixed`] with four
    /// decimals, but for the DRAM bandwidth: whole bytes per second (gem5 has no gigabyte
    /// unit), where `summary.json`, `metrics.csv` and `results.sqlite` carry GB/s under the
    /// same name.
    pub fn derived_lines(&self, gpu: usize) -> Vec<(String, String, &'static str, &'static str)> {
        METRICS
            .iter()
            .filter_map(|d| match self.value(d.name)? {
                MetricValue::Rate(f) => {
                    let value = if d.name == "dram.bandwidth" {
                        let bytes = u128::from(self.dram.bytes_read + self.dram.bytes_written);
                        (bytes * u128::from(super::gem5text::TICKS_PER_SECOND))
                            .checked_div(u128::from(self.kernel_ps))
                            .unwrap_or(0)
                            .to_string()
                    } else {
                        f.to_string()
                    };
                    Some((
                        format!("gpu[{gpu}].{}", d.name),
                        value,
                        gem5_rate_unit(d.name),
                        d.description,
                    ))
                }
                MetricValue::Count(_) => None,
            })
            .collect()
    }

    /// The value of metric `name` (a [`METRICS`] name), `None` for any other name.
    pub fn value(&self, name: &str) -> Option<MetricValue> {
        use MetricValue::{Count, Rate};
        let (m, l, s) = (&self.mix, &self.lanes, &self.cpi_stack);
        let per_inst = |cycles: u64| Rate(Fixed::ratio(cycles, self.wavefront_instructions));
        let v = match name {
            "kernel.time" => Count(self.kernel_ps),
            "kernel.cycles" => Count(self.kernel_cycles),
            "total.cu.workgroups" => Count(self.workgroups),
            "total.cu.instructions" => Count(self.wavefront_instructions),
            "total.cu.salu_insts" => Count(m.salu),
            "total.cu.valu_insts" => Count(m.valu),
            "total.cu.smem_insts" => Count(m.smem),
            "total.cu.vmem_load_insts" => Count(m.vmem_load),
            "total.cu.vmem_store_insts" => Count(m.vmem_store),
            "total.cu.vmem_atomic_insts" => Count(m.vmem_atomic),
            "total.cu.lds_insts" => Count(m.lds),
            "total.cu.branch_insts" => Count(m.branch),
            "total.cu.other_insts" => Count(m.other + m.waitcnt + m.barrier),
            "total.cu.waitcnt_insts" => Count(m.waitcnt),
            "total.cu.barrier_insts" => Count(m.barrier),
            "total.cu.lanes_0" => Count(l.lanes_0),
            "total.cu.lanes_1_16" => Count(l.lanes_1_16),
            "total.cu.lanes_17_32" => Count(l.lanes_17_32),
            "total.cu.lanes_33_48" => Count(l.lanes_33_48),
            "total.cu.lanes_49_63" => Count(l.lanes_49_63),
            "total.cu.lanes_64" => Count(l.lanes_64),
            "total.cu.active_lanes" => Count(l.active_lanes),
            "total.cu.busy_cycles" => Count(s.busy_cycles),
            "total.cu.issue_turns" => Count(s.issue),
            "total.cu.stall_unit_busy" => Count(s.dependency),
            "total.cu.stall_waitcnt" => Count(s.memory_waitcnt),
            "total.cu.stall_mem_backpressure" => Count(s.memory_backpressure),
            "total.cu.stall_barrier" => Count(s.barrier),
            "total.cu.stall_fetch" => Count(s.fetch),
            "total.cu.idle_turns" => Count(s.idle),
            "total.dram.reads" => Count(self.dram.reads),
            "total.dram.writes" => Count(self.dram.writes),
            "total.dram.bytes_read" => Count(self.dram.bytes_read),
            "total.dram.bytes_written" => Count(self.dram.bytes_written),
            "ipc" => Rate(self.ipc),
            "lanes.mean_active" => Rate(l.mean_active_lanes),
            "cpi_stack.cpi" => Rate(s.cpi),
            "cpi_stack.issue" => per_inst(s.issue),
            "cpi_stack.dependency" => per_inst(s.dependency),
            "cpi_stack.memory" => per_inst(s.memory),
            "cpi_stack.barrier" => per_inst(s.barrier),
            "cpi_stack.fetch" => per_inst(s.fetch),
            "cpi_stack.idle" => per_inst(s.idle),
            "l1v_tlb.hit_rate" => Rate(self.l1v_tlb_hit_rate),
            "l2_tlb.hit_rate" => Rate(self.l2_tlb_hit_rate),
            "dram.bandwidth" => Rate(self.dram.bandwidth_gbps),
            "dram.avg_read_latency" => Rate(self.dram.avg_read_latency_cycles),
            "dram.row_hit_rate" => Rate(self.dram.row_hit_rate),
            _ => {
                // The cache levels: `total.<level>.<count>` and `<level>.<rate>`.
                let (head, field) = name.rsplit_once('.')?;
                let level = |n: &str| match n {
                    "l1v" => Some(&self.l1v),
                    "l1s" => Some(&self.l1s),
                    "l1i" => Some(&self.l1i),
                    "l2" => Some(&self.l2),
                    _ => None,
                };
                if let Some(lv) = head.strip_prefix("total.").and_then(level) {
                    Count(match field {
                        "reads" => lv.reads,
                        "read_hits" => lv.read_hits,
                        "writes" => lv.writes,
                        "write_hits" => lv.write_hits,
                        _ => return None,
                    })
                } else {
                    let lv = level(head)?;
                    Rate(match field {
                        "read_hit_rate" => lv.read_hit_rate,
                        "avg_read_latency" => lv.avg_read_latency_cycles,
                        _ => return None,
                    })
                }
            }
        };
        Some(v)
    }

    /// Every metric as `(definition, value)`, in [`METRICS`] order.
    pub fn metrics(&self) -> impl Iterator<Item = (&'static MetricDef, MetricValue)> + '_ {
        METRICS
            .iter()
            .filter_map(|d| Some((d, self.value(d.name)?)))
    }
}

impl Serialize for GpuMetrics {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut root = Map::new();
        for (d, v) in self.metrics() {
            let x = match v {
                MetricValue::Count(n) => Value::from(n),
                MetricValue::Rate(f) => Value::from(f.as_f64()),
            };
            insert_path(&mut root, d.name, x);
        }
        Value::Object(root).serialize(s)
    }
}

/// Puts `value` at the dotted `path` of `root` (`a.b.c` -> `root["a"]["b"]["c"]`).
fn insert_path(root: &mut Map<String, Value>, path: &str, value: Value) {
    match path.split_once('.') {
        None => {
            root.insert(path.to_string(), value);
        }
        Some((head, rest)) => {
            let child = root
                .entry(head.to_string())
                .or_insert_with(|| Value::Object(Map::new()));
            if let Value::Object(m) = child {
                insert_path(m, rest, value);
            }
        }
    }
}

/// A metric's value: a counter (an integer) or a derived rate (four decimals).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MetricValue {
    Count(u64),
    Rate(Fixed),
}

impl MetricValue {
    pub fn as_f64(self) -> f64 {
        match self {
            MetricValue::Count(n) => n as f64,
            MetricValue::Rate(f) => f.as_f64(),
        }
    }
}

impl std::fmt::Display for MetricValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MetricValue::Count(n) => write!(f, "{n}"),
            MetricValue::Rate(r) => write!(f, "{r}"),
        }
    }
}

/// One metric of [`GpuMetrics`]. Its name is the `stats.txt` name after `gpu[g].`, the dotted
/// path of the number in `summary.json`'s `metrics` objects, the column of `metrics.csv` (with
/// the unit) and the `metric` of `results.sqlite`: one name per quantity in every output, the
/// unit kept apart from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MetricDef {
    pub name: &'static str,
    /// The unit as `stats.txt` prints it (`count`, `cycles`, `bytes`, `ps`, `ratio`, `lanes`,
    /// `GB/s`).
    pub unit: &'static str,
    pub description: &'static str,
}

const fn def(name: &'static str, unit: &'static str, description: &'static str) -> MetricDef {
    MetricDef {
        name,
        unit,
        description,
    }
}

/// Every metric of a GPU over a kernel or the whole run, in output order: the kernel time, the
/// `total.*` counters the rates come from, then the derived rates in `stats.txt` order.
pub const METRICS: &[MetricDef] = &[
    def("kernel.time", "ps", "Kernel time on this GPU (start, with the kernel-start invalidation, to end, with the L2 write-back; summed over kernels for the whole run)."),
    def("kernel.cycles", "cycles", "The kernel time in core cycles."),
    def("total.cu.workgroups", "count", "Workgroups the compute units ran."),
    def("total.cu.instructions", "count", "Wavefront instructions issued."),
    def("total.cu.salu_insts", "count", "Scalar ALU instructions."),
    def("total.cu.valu_insts", "count", "Vector ALU instructions."),
    def("total.cu.smem_insts", "count", "Scalar memory instructions."),
    def("total.cu.vmem_load_insts", "count", "Vector memory loads."),
    def("total.cu.vmem_store_insts", "count", "Vector memory stores."),
    def("total.cu.vmem_atomic_insts", "count", "Vector memory atomics."),
    def("total.cu.lds_insts", "count", "LDS instructions."),
    def("total.cu.branch_insts", "count", "Branch instructions."),
    def("total.cu.other_insts", "count", "Sequencer instructions (s_waitcnt, s_barrier, s_endpgm, s_nop, ...)."),
    def("total.cu.waitcnt_insts", "count", "Of the sequencer instructions: s_waitcnt."),
    def("total.cu.barrier_insts", "count", "Of the sequencer instructions: s_barrier."),
    def("total.cu.lanes_0", "count", "Vector instructions issued with no active lane."),
    def("total.cu.lanes_1_16", "count", "Vector instructions issued with 1 to 16 active lanes."),
    def("total.cu.lanes_17_32", "count", "Vector instructions issued with 17 to 32 active lanes."),
    def("total.cu.lanes_33_48", "count", "Vector instructions issued with 33 to 48 active lanes."),
    def("total.cu.lanes_49_63", "count", "Vector instructions issued with 49 to 63 active lanes."),
    def("total.cu.lanes_64", "count", "Vector instructions issued with all 64 lanes active."),
    def("total.cu.active_lanes", "count", "Active lanes summed over vector instructions."),
    def("total.cu.busy_cycles", "cycles", "Compute-unit cycles with a resident wave (the CPI stack's parts sum to it)."),
    def("total.cu.issue_turns", "cycles", "CPI stack: cycles in which the SIMD issued."),
    def("total.cu.stall_unit_busy", "cycles", "CPI stack: cycles lost to the previous instruction or a busy unit."),
    def("total.cu.stall_waitcnt", "cycles", "CPI stack: cycles lost at s_waitcnt or a full counter."),
    def("total.cu.stall_mem_backpressure", "cycles", "CPI stack: cycles lost to a full memory queue."),
    def("total.cu.stall_barrier", "cycles", "CPI stack: cycles lost at s_barrier."),
    def("total.cu.stall_fetch", "cycles", "CPI stack: cycles lost to instruction fetch."),
    def("total.cu.idle_turns", "cycles", "CPI stack: cycles in which the SIMD had no wave to issue."),
    def("total.l1v.reads", "count", "L1V read requests."),
    def("total.l1v.read_hits", "count", "L1V read hits."),
    def("total.l1v.writes", "count", "L1V write requests."),
    def("total.l1v.write_hits", "count", "L1V write hits."),
    def("total.l1s.reads", "count", "Scalar L1 read requests."),
    def("total.l1s.read_hits", "count", "Scalar L1 read hits."),
    def("total.l1s.writes", "count", "Scalar L1 write requests."),
    def("total.l1s.write_hits", "count", "Scalar L1 write hits."),
    def("total.l1i.reads", "count", "L1I read requests."),
    def("total.l1i.read_hits", "count", "L1I read hits."),
    def("total.l1i.writes", "count", "L1I write requests."),
    def("total.l1i.write_hits", "count", "L1I write hits."),
    def("total.l2.reads", "count", "L2 read requests."),
    def("total.l2.read_hits", "count", "L2 read hits."),
    def("total.l2.writes", "count", "L2 write requests."),
    def("total.l2.write_hits", "count", "L2 write hits."),
    def("total.dram.reads", "count", "DRAM reads at the channel controllers."),
    def("total.dram.writes", "count", "DRAM writes at the channel controllers."),
    def("total.dram.bytes_read", "bytes", "Bytes the DRAM channels read."),
    def("total.dram.bytes_written", "bytes", "Bytes the DRAM channels wrote."),
    def("ipc", "ratio", "Wavefront instructions per core cycle of kernel time (whole GPU)."),
    def("lanes.mean_active", "lanes", "Mean active lanes per vector instruction (64: no divergence)."),
    def("cpi_stack.cpi", "ratio", "Compute-unit busy cycles per wavefront instruction (the sum of the cpi_stack parts)."),
    def("cpi_stack.issue", "ratio", "Busy cycles per instruction in which the SIMD issued."),
    def("cpi_stack.dependency", "ratio", "Busy cycles per instruction lost to the previous instruction or a busy unit."),
    def("cpi_stack.memory", "ratio", "Busy cycles per instruction lost waiting for memory (s_waitcnt, full counters or memory queue)."),
    def("cpi_stack.barrier", "ratio", "Busy cycles per instruction lost at s_barrier."),
    def("cpi_stack.fetch", "ratio", "Busy cycles per instruction lost to instruction fetch."),
    def("cpi_stack.idle", "ratio", "Busy cycles per instruction in which the SIMD had no wave to issue."),
    def("l1v.read_hit_rate", "ratio", "Read hits over reads, all instances of this level."),
    def("l1v.avg_read_latency", "cycles", "Mean core cycles from a read's start at this level to its answer."),
    def("l1s.read_hit_rate", "ratio", "Read hits over reads, all instances of this level."),
    def("l1s.avg_read_latency", "cycles", "Mean core cycles from a read's start at this level to its answer."),
    def("l1i.read_hit_rate", "ratio", "Read hits over reads, all instances of this level."),
    def("l1i.avg_read_latency", "cycles", "Mean core cycles from a read's start at this level to its answer."),
    def("l2.read_hit_rate", "ratio", "Read hits over reads, all instances of this level."),
    def("l2.avg_read_latency", "cycles", "Mean core cycles from a read's start at this level to its answer."),
    def("l1v_tlb.hit_rate", "ratio", "L1V TLB hits over lookups."),
    def("l2_tlb.hit_rate", "ratio", "L2 TLB hits over lookups."),
    def("dram.bandwidth", "GB/s", "DRAM bytes read and written over kernel time."),
    def("dram.avg_read_latency", "cycles", "Mean DRAM read latency at the channel controllers, core cycles."),
    def("dram.row_hit_rate", "ratio", "Row-buffer hits over row hits, misses and conflicts."),
];

/// The unit `stats.txt` gives metric `d` (gem5's name): the counters' units by name, the
/// rates' by [`gem5_rate_unit`]. [`METRICS`] keeps the words the tidy outputs use.
pub fn stats_txt_unit(d: &MetricDef) -> &'static str {
    // A mean latency is in cycles, but a rate: cycles per read.
    let counter = !d.name.ends_with("avg_read_latency");
    Unit::ALL
        .into_iter()
        .find(|u| counter && u.word() == d.unit)
        .map_or_else(|| gem5_rate_unit(d.name), Unit::gem5_name)
}

/// The gem5 unit `stats.txt` gives a derived metric of [`METRICS`].
pub fn gem5_rate_unit(name: &str) -> &'static str {
    match name {
        "ipc" => "(Count/Cycle)",
        "lanes.mean_active" => "(Count/Count)",
        "dram.bandwidth" => "(Byte/Second)",
        n if n.starts_with("cpi_stack.") || n.ends_with(".avg_read_latency") => "(Cycle/Count)",
        _ => "Ratio",
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
    fn every_metric_has_a_value_a_unique_name_and_a_json_path() {
        let mut c = StatsReport::new();
        for (name, v, unit) in [
            ("gpu[0].cu[0].instructions", 40, Unit::Count),
            ("gpu[0].cu[0].other_insts", 9, Unit::Count),
            ("gpu[0].cu[0].waitcnt_insts", 3, Unit::Count),
            ("gpu[0].cu[0].barrier_insts", 2, Unit::Count),
            ("gpu[0].cu[0].stall_waitcnt", 7, Unit::Cycles),
            ("gpu[0].cu[0].stall_mem_backpressure", 5, Unit::Cycles),
            ("gpu[0].l2.bank[0].reads", 8, Unit::Count),
            ("gpu[0].l2.bank[0].read_hits", 2, Unit::Count),
            ("gpu[0].dram.channel[0].bytes_read", 640, Unit::Bytes),
        ] {
            c.add(name.to_string(), v, unit, "x");
        }
        let m = GpuMetrics::derive(&GpuCounters::from_report(&c, 0), 20_000, 1_000);
        let mut seen = std::collections::BTreeSet::new();
        for d in METRICS {
            assert!(seen.insert(d.name), "{} twice", d.name);
            assert!(m.value(d.name).is_some(), "{} has no value", d.name);
        }
        assert_eq!(m.value("nonsense"), None);
        assert_eq!(m.value("total.l2.bogus"), None);
        // The sequencer count is the counter's own (waitcnt and barrier included).
        assert_eq!(m.value("total.cu.other_insts"), Some(MetricValue::Count(9)));
        assert_eq!(
            m.value("total.cu.stall_waitcnt"),
            Some(MetricValue::Count(7))
        );
        assert_eq!(m.value("cpi_stack.memory").unwrap().to_string(), "0.3000");
        assert_eq!(m.value("l2.read_hit_rate").unwrap().to_string(), "0.2500");
        // 640 bytes over 20 ns = 32 GB/s.
        assert_eq!(m.value("dram.bandwidth").unwrap().to_string(), "32.0000");
        // JSON: the dotted name is the path; counters are integers, rates numbers.
        let j = serde_json::to_value(&m).unwrap();
        assert_eq!(j["total"]["l2"]["reads"], 8);
        assert_eq!(j["total"]["cu"]["instructions"], 40);
        assert_eq!(j["kernel"]["cycles"], 20);
        assert_eq!(j["l2"]["read_hit_rate"], 0.25);
        assert_eq!(j["dram"]["bandwidth"], 32.0);
        let mut leaves = 0;
        fn count(v: &Value, n: &mut usize) {
            match v {
                Value::Object(m) => m.values().for_each(|x| count(x, n)),
                _ => *n += 1,
            }
        }
        count(&j, &mut leaves);
        assert_eq!(leaves, METRICS.len());
        // stats.txt's derived lines are the rates of the same table, under the same names.
        let lines = m.derived_lines(3);
        let rates: Vec<String> = METRICS
            .iter()
            .filter(|d| matches!(m.value(d.name), Some(MetricValue::Rate(_))))
            .map(|d| format!("gpu[3].{}", d.name))
            .collect();
        let names: Vec<&String> = lines.iter().map(|l| &l.0).collect();
        assert_eq!(names, rates.iter().collect::<Vec<_>>());
        assert_eq!(lines[0].0, "gpu[3].ipc");
        assert_eq!(lines.last().unwrap().0, "gpu[3].dram.row_hit_rate");
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
