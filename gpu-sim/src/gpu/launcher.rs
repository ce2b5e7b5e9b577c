//! The functional kernel launcher behind each GPU's command processor: reads the kernel
//! descriptor and code from memory, runs the dispatch on the functional emulator
//! (`emu::run_dispatch`) and models its duration with a simple throughput formula.
//!
//! Unified multi-GPU: when the dispatching GPU leads a unified group, the grid's flat workgroup
//! ids are split into contiguous ranges, one per member GPU in member order (the first
//! `n mod k` members get one workgroup more), and each member runs only its range
//! (`DispatchSetup::workgroups`). The kernel ends when the slowest member ends. The split
//! happens here, at the GPU side's dispatcher, as in MGPUSim's unified GPU: the program sees one
//! device and one queue.
//!
//! Duration (functional mode): `launch_overhead_cycles + ceil(wavefront_instructions x
//! cycles_per_wavefront_instruction / (compute_units x simd_per_cu))` core cycles, per member.
//! Config: [`FunctionalTiming`]. Stats: one [`DispatchRecord`] per dispatch.
//!
//! Deviations: no caches, no DRAM, no contention in functional mode; the code image is the
//! whole allocation that holds the kernel descriptor; all members of a unified dispatch use the
//! lead GPU's scratch window (scratch never outlives a workgroup, so results are the same).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::memory::scratch_va;
use crate::cp::aql::queue_error;
use crate::cp::{DispatchInfo, KernelLauncher, LaunchDone, LaunchError};
use crate::emu::{self, DispatchStats, Memory};
use crate::loader::KernelDescriptor;

/// Timing constants of the functional mode (`[gpu.functional]`).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, default = "FunctionalTiming::r9_nano")]
pub struct FunctionalTiming {
    /// Compute units per GPU. Default 64 (R9 Nano).
    pub compute_units: u32,
    /// SIMD units per CU. Default 4 (GCN).
    pub simd_per_cu: u32,
    /// Core clock in MHz. Default 1000 (R9 Nano).
    pub core_clock_mhz: u32,
    /// Issue cycles per wavefront instruction on one SIMD. Default 4 (64 lanes on 16-wide SIMDs).
    pub cycles_per_wavefront_instruction: u32,
    /// Fixed cycles per kernel (dispatcher set-up, drain). Default 1000.
    pub launch_overhead_cycles: u64,
}

impl FunctionalTiming {
    pub fn r9_nano() -> FunctionalTiming {
        FunctionalTiming {
            compute_units: 64,
            simd_per_cu: 4,
            core_clock_mhz: 1000,
            cycles_per_wavefront_instruction: 4,
            launch_overhead_cycles: 1000,
        }
    }

    /// Every problem, each naming its key under `prefix`.
    pub fn validate(&self, prefix: &str) -> Vec<String> {
        let mut e = Vec::new();
        if self.compute_units == 0 {
            e.push(format!("{prefix}.compute_units: must be at least 1"));
        }
        if self.simd_per_cu == 0 {
            e.push(format!("{prefix}.simd_per_cu: must be at least 1"));
        }
        if self.core_clock_mhz == 0 || self.core_clock_mhz > 1_000_000 {
            e.push(format!(
                "{prefix}.core_clock_mhz: must be 1..=1000000, got {}",
                self.core_clock_mhz
            ));
        }
        if self.cycles_per_wavefront_instruction == 0 {
            e.push(format!(
                "{prefix}.cycles_per_wavefront_instruction: must be at least 1"
            ));
        }
        e
    }

    /// Core clock period in ps (rounded to the nearest ps).
    pub fn period_ps(&self) -> u64 {
        let mhz = u64::from(self.core_clock_mhz.max(1));
        (1_000_000 + mhz / 2) / mhz
    }

    /// Modelled duration of `stats` on one GPU, in ps.
    pub fn kernel_ps(&self, stats: &DispatchStats) -> u64 {
        let lanes = u64::from(self.compute_units.max(1)) * u64::from(self.simd_per_cu.max(1));
        let cycles = stats
            .wavefront_instructions
            .saturating_mul(u64::from(self.cycles_per_wavefront_instruction))
            .div_ceil(lanes);
        (self.launch_overhead_cycles + cycles).saturating_mul(self.period_ps())
    }
}

/// One member GPU's share of a dispatch.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct MemberRun {
    pub gpu: usize,
    pub first_workgroup: u64,
    pub workgroups: u64,
    pub wavefronts: u64,
    pub wavefront_instructions: u64,
    pub valu_instructions: u64,
    pub vmem_instructions: u64,
    pub lds_instructions: u64,
    pub duration_ps: u64,
    /// Timing mode only: what the cycle-level model measured for this member.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub timing: Option<super::timing::MemberTiming>,
}

/// One dispatch as the GPU side saw it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct DispatchRecord {
    pub gpu: usize,
    pub queue_id: u32,
    pub dispatch_id: u64,
    pub kernel_object: u64,
    pub grid: [u32; 3],
    pub workgroup: [u32; 3],
    pub start_ps: u64,
    pub end_ps: u64,
    pub members: Vec<MemberRun>,
}

/// What every launcher (functional and timing) shares: the unified group, the allocations code
/// is read from, the dispatch records and the scratch sizes.
pub struct LaunchCommon {
    /// Unified group: the lead (first) GPU's dispatches run across all members.
    pub unified: Option<Vec<usize>>,
    /// Allocations the GPUs can see: start VA -> size (code images are read from these).
    pub allocations: BTreeMap<u64, u64>,
    pub records: Vec<DispatchRecord>,
    /// Scratch bytes needed by the last dispatch, per GPU (the owner maps them).
    pub scratch_needed: Vec<u64>,
}

/// A dispatch packet read and checked: the kernel descriptor, the code image, the grid and
/// each member GPU's workgroup range. Built by [`LaunchCommon::prepare`].
#[derive(Clone, Debug)]
pub struct PreparedDispatch {
    /// `kernel@<kernel object>`, for errors.
    pub name: String,
    pub descriptor: KernelDescriptor,
    pub code: Vec<u8>,
    pub code_base: u64,
    pub entry_pc: u64,
    pub grid: [u32; 3],
    pub workgroup: [u32; 3],
    pub n_groups: u64,
    /// Member GPU and its contiguous range of flat workgroup ids, in member order.
    pub members: Vec<(usize, std::ops::Range<u64>)>,
}

impl PreparedDispatch {
    /// The emulator's view of member range `workgroups` with the given scratch window.
    pub fn setup<'a>(
        &'a self,
        d: &DispatchInfo,
        workgroups: std::ops::Range<u64>,
        scratch_va: u64,
        scratch_bytes: u64,
        max_wavefront_instructions: u64,
    ) -> emu::DispatchSetup<'a> {
        let p = &d.packet;
        emu::DispatchSetup {
            kernel_name: &self.name,
            descriptor: self.descriptor,
            code: &self.code,
            code_base: self.code_base,
            entry_pc: self.entry_pc,
            grid: self.grid,
            workgroup: self.workgroup,
            group_segment_bytes: p.group_segment_size_bytes,
            private_segment_bytes: p.private_segment_size_bytes,
            kernarg_va: p.kernarg_address,
            dispatch_packet_va: d.packet_address,
            queue_va: d.queue_ptr,
            dispatch_id: d.dispatch_id,
            scratch_va,
            scratch_bytes,
            workgroups,
            max_wavefront_instructions,
        }
    }
}

/// A [`LaunchError`] with a queue error code.
pub fn lerr(code: u64, reason: impl Into<String>) -> LaunchError {
    LaunchError {
        reason: reason.into(),
        code,
    }
}

/// The queue error code for an emulator error.
pub fn emu_code(e: &emu::EmuError) -> u64 {
    match e {
        emu::EmuError::Memory { .. } => queue_error::MEMORY_VIOLATION,
        emu::EmuError::Setup { .. } => queue_error::INVALID_CODE,
        _ => queue_error::ILLEGAL_INSTRUCTION,
    }
}

impl LaunchCommon {
    pub fn new(n_gpus: usize, unified: Option<Vec<usize>>) -> Self {
        LaunchCommon {
            unified,
            allocations: BTreeMap::new(),
            records: Vec::new(),
            scratch_needed: vec![0; n_gpus],
        }
    }

    fn containing(&self, va: u64) -> Option<(u64, u64)> {
        let (&base, &size) = self.allocations.range(..=va).next_back()?;
        (va - base < size).then_some((base, size))
    }

    /// The member GPUs a dispatch on `gpu` runs on.
    pub fn members_for(&self, gpu: usize) -> Vec<usize> {
        match &self.unified {
            Some(m) if m.first() == Some(&gpu) => m.clone(),
            _ => vec![gpu],
        }
    }

    /// Reads the kernel descriptor and the code image through `mem`, checks the grid and
    /// splits the workgroups over the member GPUs. Errors carry the queue error code.
    /// Records a finished dispatch (its members' runs) and returns its completion time.
    pub fn record(
        &mut self,
        d: &DispatchInfo,
        prep: &PreparedDispatch,
        start_ps: u64,
        end_ps: u64,
        members: Vec<MemberRun>,
    ) -> LaunchDone {
        self.records.push(DispatchRecord {
            gpu: d.gpu_index,
            queue_id: d.queue_id,
            dispatch_id: d.dispatch_id,
            kernel_object: d.packet.kernel_object,
            grid: prep.grid,
            workgroup: prep.workgroup,
            start_ps,
            end_ps,
            members,
        });
        LaunchDone { end_ps }
    }

    pub fn prepare(
        &self,
        d: &DispatchInfo,
        mem: &mut dyn Memory,
    ) -> Result<PreparedDispatch, LaunchError> {
        let p = &d.packet;
        let mut kd_bytes = [0u8; 64];
        mem.read(p.kernel_object, &mut kd_bytes).map_err(|e| {
            lerr(
                queue_error::MEMORY_VIOLATION,
                format!(
                    "kernel descriptor at {:#x} is not readable: {e}",
                    p.kernel_object
                ),
            )
        })?;
        let descriptor = KernelDescriptor::parse(&kd_bytes).map_err(|e| {
            lerr(
                queue_error::INVALID_CODE,
                format!("kernel descriptor at {:#x}: {e}", p.kernel_object),
            )
        })?;
        let (code_base, code_len) = self.containing(p.kernel_object).ok_or_else(|| {
            lerr(
                queue_error::INVALID_CODE,
                format!("kernel object {:#x} lies in no allocation", p.kernel_object),
            )
        })?;
        let mut code = vec![0u8; code_len as usize];
        mem.read(code_base, &mut code).map_err(|e| {
            lerr(
                queue_error::MEMORY_VIOLATION,
                format!("code at {code_base:#x}: {e}"),
            )
        })?;
        let entry_pc = p
            .kernel_object
            .wrapping_add(descriptor.kernel_code_entry_byte_offset as u64);
        let grid = [p.grid_size[0], p.grid_size[1], p.grid_size[2]];
        let wg = [
            u32::from(p.workgroup_size[0]),
            u32::from(p.workgroup_size[1]),
            u32::from(p.workgroup_size[2]),
        ];
        if grid.contains(&0) || wg.contains(&0) {
            return Err(lerr(queue_error::INVALID_DIMENSION, format!(
                "dispatch with grid {grid:?} and workgroup {wg:?}: every dimension must be at least 1"
            )));
        }
        let n_groups: u64 = (0..3).map(|i| u64::from(grid[i].div_ceil(wg[i]))).product();
        let members = self.members_for(d.gpu_index);
        let ranges = split_workgroups(n_groups, members.len());
        Ok(PreparedDispatch {
            name: format!("kernel@{:#x}", p.kernel_object),
            descriptor,
            code,
            code_base,
            entry_pc,
            grid,
            workgroup: wg,
            n_groups,
            members: members.into_iter().zip(ranges).collect(),
        })
    }
}

/// The functional launcher shared by every GPU's command processor.
pub struct FunctionalLauncher {
    pub timing: FunctionalTiming,
    pub common: LaunchCommon,
}

impl FunctionalLauncher {
    pub fn new(timing: FunctionalTiming, n_gpus: usize, unified: Option<Vec<usize>>) -> Self {
        FunctionalLauncher {
            timing,
            common: LaunchCommon::new(n_gpus, unified),
        }
    }
}

/// Splits `n` workgroups into `k` contiguous ranges.
pub fn split_workgroups(n: u64, k: usize) -> Vec<std::ops::Range<u64>> {
    let k = k.max(1) as u64;
    let (q, r) = (n / k, n % k);
    let mut start = 0;
    (0..k)
        .map(|i| {
            let len = q + u64::from(i < r);
            let range = start..start + len;
            start += len;
            range
        })
        .collect()
}

impl KernelLauncher for FunctionalLauncher {
    fn launch(
        &mut self,
        d: &DispatchInfo,
        start_ps: u64,
        mem: &mut dyn Memory,
    ) -> Result<LaunchDone, LaunchError> {
        let p = &d.packet;
        let prep = self.common.prepare(d, mem)?;
        let scratch_bytes =
            emu::abi::scratch_bytes_needed(prep.workgroup, p.private_segment_size_bytes);
        if let Some(s) = self.common.scratch_needed.get_mut(d.gpu_index) {
            *s = scratch_bytes;
        }
        let mut runs = Vec::new();
        let mut end = start_ps;
        for (g, range) in &prep.members {
            let setup = prep.setup(
                d,
                range.clone(),
                scratch_va(d.gpu_index),
                scratch_bytes,
                emu::DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS,
            );
            let stats = if range.is_empty() {
                DispatchStats::default()
            } else {
                emu::run_dispatch(&setup, mem)
                    .map_err(|e| lerr(emu_code(&e), format!("gpu[{g}]: {e}")))?
            };
            let duration_ps = self.timing.kernel_ps(&stats);
            end = end.max(start_ps + duration_ps);
            runs.push(MemberRun {
                gpu: *g,
                first_workgroup: range.start,
                workgroups: stats.workgroups,
                wavefronts: stats.wavefronts,
                wavefront_instructions: stats.wavefront_instructions,
                valu_instructions: stats.valu_instructions,
                vmem_instructions: stats.vmem_instructions,
                lds_instructions: stats.lds_instructions,
                duration_ps,
                timing: None,
            });
        }
        Ok(self.common.record(d, &prep, start_ps, end, runs))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_covers_every_workgroup_once_in_order() {
        for n in [0u64, 1, 5, 64, 1000] {
            for k in 1..=8 {
                let r = split_workgroups(n, k);
                assert_eq!(r.len(), k);
                assert_eq!(r[0].start, 0);
                assert_eq!(r[k - 1].end, n);
                for w in r.windows(2) {
                    assert_eq!(w[0].end, w[1].start);
                    assert!(w[0].end - w[0].start >= w[1].end - w[1].start);
                }
            }
        }
    }

    #[test]
    fn kernel_time_scales_with_instructions() {
        let t = FunctionalTiming::r9_nano();
        let s = DispatchStats {
            wavefront_instructions: 256 * 100,
            ..Default::default()
        };
        // 25600 wave-instructions x 4 cycles / 256 SIMDs = 400 cycles + 1000 overhead.
        assert_eq!(t.kernel_ps(&s), 1400 * 1000);
    }
}
