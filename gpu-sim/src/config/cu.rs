//! Configuration of one compute unit (`[cu]` in the timing TOML).
//!
//! Plain data with R9 Nano defaults; every key's source is in `docs/timing.md`
//! ("Compute unit"). The dispatcher reads the resource keys (`simds`, `wave_slots_per_simd`,
//! `vgprs_per_simd`, `sgprs_per_simd`, `lds_bytes`) for its admission check; the compute unit
//! reads the timing keys.

use super::ConfigError;

/// The most blocks a wave's instruction buffer holds (its arrival bits fit one `u32`).
pub const MAX_IBUFFER_BLOCKS: u32 = 32;
use serde::{Deserialize, Serialize};

/// One compute unit (GCN3 / R9 Nano).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CuConfig {
    /// SIMD units per compute unit.
    pub simds: u32,
    /// Wavefront slots per SIMD.
    pub wave_slots_per_simd: u32,
    /// VGPR rows per SIMD (each row is 64 lanes x 4 bytes: 256 rows = 64 KiB per SIMD).
    pub vgprs_per_simd: u32,
    /// SGPRs per SIMD.
    pub sgprs_per_simd: u32,
    /// Local data share per compute unit, bytes.
    pub lds_bytes: u32,
    /// Cycles a VALU instruction occupies its SIMD (64 lanes on 16 ALUs).
    pub valu_cycles: u64,
    /// Cycles from a VALU instruction's issue to its execution on the SIMD (decode and operand
    /// read): its wave's next instruction waits `valu_cycles` (or the reduced-rate figures)
    /// plus this, while the SIMD takes the next wave's instruction after `valu_cycles`. 1 makes a
    /// dependent `v_add_f32` cost 5 cycles, as the MGSim paper measured on an R9 Nano (MGPUSim:
    /// a decode stage of 1 in front of a 4-cycle SIMD).
    pub valu_decode_cycles: u64,
    /// Cycles of a quarter-rate VALU instruction (`rate=quarter` in `gcn3.props`:
    /// transcendentals).
    pub valu_slow_cycles: u64,
    /// Cycles of a double-precision VALU instruction (`rate=f64` in `gcn3.props`).
    pub valu_f64_cycles: u64,
    /// Cycles before a wave may issue again after a scalar ALU instruction.
    pub salu_cycles: u64,
    /// Cycles before a wave may issue again after a branch (plus the refetch of a taken one).
    pub branch_cycles: u64,
    /// Cycles the vector memory unit is busy issuing one instruction (address processing).
    pub vmem_issue_cycles: u64,
    /// Cycles the scalar memory unit is busy issuing one instruction.
    pub smem_issue_cycles: u64,
    /// LDS banks.
    pub lds_banks: u32,
    /// Width of one LDS bank, bytes.
    pub lds_bank_bytes: u32,
    /// Cycles from the end of an LDS access's bank cycles to its completion (lgkmcnt decrement).
    pub lds_latency_cycles: u64,
    /// Bytes one instruction fetch reads from the L1I (an aligned block).
    pub fetch_bytes: u32,
    /// Whether a wave's instruction buffer may fetch blocks of the next instruction-cache line
    /// before the wave reaches it. false (the R9 Nano): a wave fetches within the line of its
    /// pc only, so each new line of straight-line code costs a full L1I miss, the 300+ cycle
    /// step every 16 instructions the MGSim paper measured ("no prefetch hiding it").
    pub prefetch_next_line: bool,
    /// Instruction fetches started per cycle per compute unit (round-robin over waves).
    pub fetches_per_cycle: u32,
    /// Fetch blocks one wave's instruction buffer holds (buffered plus in flight).
    pub ibuffer_entries: u32,
    /// Memory requests (translations, line requests) the compute unit may have queued for
    /// sending; a memory instruction does not issue while the queue is this full.
    pub mem_queue_entries: u32,
    /// Depth of the compute unit's memory response buffer, messages.
    pub mem_port_entries: u32,
    /// Depth of the compute unit's dispatcher buffer, messages.
    pub ctrl_port_entries: u32,
}

impl Default for CuConfig {
    fn default() -> Self {
        CuConfig::r9_nano()
    }
}

impl CuConfig {
    /// The R9 Nano compute unit (sources per key in `docs/timing.md`).
    pub fn r9_nano() -> CuConfig {
        CuConfig {
            simds: 4,
            wave_slots_per_simd: 10,
            vgprs_per_simd: 256,
            sgprs_per_simd: 800,
            lds_bytes: 65536,
            valu_cycles: 4,
            valu_decode_cycles: 1,
            valu_slow_cycles: 16,
            valu_f64_cycles: 16,
            salu_cycles: 1,
            branch_cycles: 1,
            vmem_issue_cycles: 4,
            smem_issue_cycles: 1,
            lds_banks: 32,
            lds_bank_bytes: 4,
            lds_latency_cycles: 32,
            fetch_bytes: 32,
            prefetch_next_line: false,
            fetches_per_cycle: 1,
            ibuffer_entries: 2,
            mem_queue_entries: 64,
            mem_port_entries: 256,
            ctrl_port_entries: 16,
        }
    }

    /// Wave slots of the whole compute unit.
    pub fn wave_slots(&self) -> u32 {
        self.simds.saturating_mul(self.wave_slots_per_simd)
    }

    /// Appends every violated invariant to `errs`, keys prefixed with `path` (e.g. `cu`).
    /// `line_bytes` is the L1I line size (a fetch block must sit inside one line).
    pub fn validate_at(&self, path: &str, line_bytes: u32, errs: &mut Vec<ConfigError>) {
        let k = |f: &str| {
            if path.is_empty() {
                f.to_string()
            } else {
                format!("{path}.{f}")
            }
        };
        let min1: [(&str, u64); 16] = [
            ("simds", self.simds.into()),
            ("wave_slots_per_simd", self.wave_slots_per_simd.into()),
            ("vgprs_per_simd", self.vgprs_per_simd.into()),
            ("sgprs_per_simd", self.sgprs_per_simd.into()),
            ("valu_cycles", self.valu_cycles),
            ("valu_slow_cycles", self.valu_slow_cycles),
            ("valu_f64_cycles", self.valu_f64_cycles),
            ("salu_cycles", self.salu_cycles),
            ("branch_cycles", self.branch_cycles),
            ("vmem_issue_cycles", self.vmem_issue_cycles),
            ("smem_issue_cycles", self.smem_issue_cycles),
            ("lds_banks", self.lds_banks.into()),
            ("fetches_per_cycle", self.fetches_per_cycle.into()),
            ("mem_queue_entries", self.mem_queue_entries.into()),
            ("mem_port_entries", self.mem_port_entries.into()),
            ("ctrl_port_entries", self.ctrl_port_entries.into()),
        ];
        for (f, v) in min1 {
            if v < 1 {
                errs.push(ConfigError::new(
                    k(f),
                    format!("must be at least 1, got {v}"),
                ));
            }
        }
        if self.simds > 64 {
            errs.push(ConfigError::new(
                k("simds"),
                format!("must be at most 64, got {}", self.simds),
            ));
        }
        if self.wave_slots() > 4096 {
            errs.push(ConfigError::new(
                k("wave_slots_per_simd"),
                format!(
                    "simds x wave_slots_per_simd must be at most 4096, got {}",
                    self.wave_slots()
                ),
            ));
        }
        if !self.lds_bank_bytes.is_power_of_two() || self.lds_bank_bytes > 64 {
            errs.push(ConfigError::new(
                k("lds_bank_bytes"),
                format!(
                    "must be a power of two of at most 64, got {}",
                    self.lds_bank_bytes
                ),
            ));
        }
        if !self.fetch_bytes.is_power_of_two()
            || self.fetch_bytes < 16
            || self.fetch_bytes > line_bytes.max(16)
        {
            errs.push(ConfigError::new(
                k("fetch_bytes"),
                format!(
                    "must be a power of two from 16 to l1i.line_bytes ({line_bytes}), got {}",
                    self.fetch_bytes
                ),
            ));
        }
        if self.ibuffer_entries < 2 || self.ibuffer_entries > MAX_IBUFFER_BLOCKS {
            errs.push(ConfigError::new(
                k("ibuffer_entries"),
                format!(
                    "must be from 2 (an instruction may straddle two fetch blocks) to {}, got {}",
                    MAX_IBUFFER_BLOCKS, self.ibuffer_entries
                ),
            ));
        }
    }
}
