//! What a kernel launch carries from the command processor to the dispatchers: the dispatch
//! packet read and checked ([`PreparedDispatch`]: kernel descriptor, code image, grid, and each
//! member GPU's workgroup range), and what comes back ([`MemberRun`], gathered into one
//! [`DispatchRecord`] per dispatch).
//!
//! Unified multi-GPU: when the dispatching GPU leads a unified group, the grid's flat workgroup
//! ids are split into contiguous ranges, one per member GPU in member order (the first
//! `n mod k` members get one workgroup more), and each member's dispatcher runs only its range.
//! The split happens at the lead GPU's command processor, as in MGPUSim's unified GPU: the
//! program sees one device and one queue. The members run at the same time, each on its own
//! GPU, and the dispatch completes when the last member reports `KernelDone`.
//!
//! Deviations: the code image is the whole allocation that holds the kernel descriptor.

use std::collections::BTreeMap;

use serde::Serialize;

use super::aql::queue_error;
use super::{DispatchInfo, LaunchError};
use crate::emu::{self, Memory};
use crate::loader::KernelDescriptor;
use crate::sys::memory::scratch_va;

/// One member GPU's share of a dispatch.
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq)]
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
    pub timing: Option<MemberTiming>,
}

/// One dispatch as the GPU side saw it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct DispatchRecord {
    /// The kernel's name (its symbol without `.kd`).
    pub kernel: String,
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

/// The end of a kernel (or of a release), as a dispatcher reports it in `CtlMsg::KernelDone`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KernelReport {
    /// When the kernel was started (before the invalidation).
    pub start_ps: u64,
    /// When the first workgroup could be sent (invalidation and launch overhead done).
    pub dispatch_start_ps: u64,
    /// When the last workgroup finished.
    pub groups_end_ps: u64,
    /// When the kernel was over (after the L2 write-back).
    pub end_ps: u64,
    pub workgroups: u64,
    pub wavefronts: u64,
    pub wavefront_instructions: u64,
    /// Of those, vector ALU, vector memory and LDS instructions (the functional emulator's
    /// counts, or the sum of the compute units' `GroupDone` instruction mixes).
    pub valu_instructions: u64,
    pub vmem_instructions: u64,
    pub lds_instructions: u64,
    /// The first guest error a compute unit reported; the kernel stopped.
    pub error: Option<String>,
}

impl KernelReport {
    /// A report of nothing, at `start`.
    pub fn empty(start: u64) -> KernelReport {
        KernelReport {
            start_ps: start,
            dispatch_start_ps: start,
            groups_end_ps: start,
            end_ps: start,
            workgroups: 0,
            wavefronts: 0,
            wavefront_instructions: 0,
            valu_instructions: 0,
            vmem_instructions: 0,
            lds_instructions: 0,
            error: None,
        }
    }
}

/// A dispatch packet read and checked: the kernel descriptor, the code image, the grid and
/// each member GPU's workgroup range. Built by [`prepare`].
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

/// Reads the kernel descriptor and the code image of `d` through `mem`, checks the grid and
/// splits the workgroups over `members` (GPU indices, the dispatching GPU alone unless it leads
/// a unified group). `allocations` (start VA -> size) says which allocation holds the code.
/// Errors carry the queue error code.
pub fn prepare(
    d: &DispatchInfo,
    mem: &mut dyn Memory,
    allocations: &BTreeMap<u64, u64>,
    members: &[usize],
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
    let (code_base, code_len) = containing(allocations, p.kernel_object).ok_or_else(|| {
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
    let grid = p.grid_size;
    let wg = p.workgroup_size.map(u32::from);
    if grid.contains(&0) || wg.contains(&0) {
        return Err(lerr(
            queue_error::INVALID_DIMENSION,
            format!(
                "dispatch with grid {grid:?} and workgroup {wg:?}: every dimension must be at least 1"
            ),
        ));
    }
    let n_groups: u64 = (0..3).map(|i| u64::from(grid[i].div_ceil(wg[i]))).product();
    let ranges = split_workgroups(n_groups, members.len());
    Ok(PreparedDispatch {
        name: format!("kernel@{:#x}", p.kernel_object),
        descriptor,
        code,
        code_base,
        entry_pc,
        grid,
        workgroup: wg,
        members: members.iter().copied().zip(ranges).collect(),
    })
}

fn containing(allocations: &BTreeMap<u64, u64>, va: u64) -> Option<(u64, u64)> {
    let (&base, &size) = allocations.range(..=va).next_back()?;
    (va - base < size).then_some((base, size))
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

/// A launch as the command processor sends it to each member's dispatcher (`CtlMsg::Launch`,
/// which says which member that is): the checked dispatch.
#[derive(Debug)]
pub struct LaunchJob {
    pub info: DispatchInfo,
    pub prep: PreparedDispatch,
}

impl LaunchJob {
    /// Member `member`'s GPU and the emulator's view of its workgroups, with `scratch_bytes`
    /// of scratch at the GPU's scratch window; `who` (the dispatcher) names the error for a
    /// member that does not exist.
    pub fn member_setup(
        &self,
        member: usize,
        scratch_bytes: u64,
        who: &str,
    ) -> Result<(usize, emu::DispatchSetup<'_>), LaunchError> {
        let Some((g, range)) = self.prep.members.get(member).cloned() else {
            let why = format!("{who}: launch for member {member} that does not exist");
            return Err(lerr(queue_error::ILLEGAL_INSTRUCTION, why));
        };
        let max = emu::DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS;
        let setup = self
            .prep
            .setup(&self.info, range, scratch_va(g), scratch_bytes, max);
        Ok((g, setup))
    }
}

/// What the cycle-level model measured for one member GPU of one dispatch (counters only;
/// readers derive IPC, hit rates and bandwidth).
#[derive(Serialize, Clone, Debug, PartialEq, Eq, Default)]
pub struct MemberTiming {
    /// Core cycles from the kernel's start on this GPU to its end (L2 written back).
    pub cycles: u64,
    pub start_ps: u64,
    pub end_ps: u64,
    /// Time spent invalidating caches (and TLBs) before the first workgroup.
    pub invalidate_ps: u64,
    /// Time spent writing back the L2 after the last workgroup.
    pub flush_ps: u64,
    pub wavefront_instructions: u64,
    /// Of those, vector ALU, vector memory and LDS instructions (compute-unit counters).
    pub valu_instructions: u64,
    pub vmem_instructions: u64,
    pub lds_instructions: u64,
    /// L2 requests (reads + writes, all banks) during the kernel.
    pub l2_accesses: u64,
    /// L2 hits (read + write hits) during the kernel.
    pub l2_hits: u64,
    /// Bytes the DRAM channels read and wrote during the kernel.
    pub dram_bytes: u64,
    /// APU configuration: requests the L2 sent to host memory through the bridge's
    /// memory-controller queues during the kernel (`gpu[g].mc_client`).
    pub host_requests: u64,
    /// APU configuration: their summed latency (taken by the client to answered), ps; divide
    /// by `host_requests` for the mean host-memory latency the GPU saw.
    pub host_latency_ps: u64,
    /// Totals, derived rates and characterization of this GPU over the kernel
    /// (docs/outputs.md).
    pub metrics: crate::stats::derive::GpuMetrics,
}

/// A [`LaunchError`] with a queue error code.
pub fn lerr(code: u64, reason: impl Into<String>) -> LaunchError {
    LaunchError {
        reason: reason.into(),
        code,
    }
}

/// The launch error for emulator error `e` on GPU `g`, with its queue error code.
pub fn emu_error(g: usize, e: &emu::EmuError) -> LaunchError {
    let code = match e {
        emu::EmuError::Memory { .. } => queue_error::MEMORY_VIOLATION,
        emu::EmuError::Setup { .. } => queue_error::INVALID_CODE,
        _ => queue_error::ILLEGAL_INSTRUCTION,
    };
    lerr(code, format!("gpu[{g}]: {e}"))
}

/// The queue error code of a compute unit's error text.
pub fn guest_code(text: &str) -> u64 {
    if text.contains("memory fault") || text.contains("page fault") || text.contains("unmapped") {
        queue_error::MEMORY_VIOLATION
    } else {
        queue_error::ILLEGAL_INSTRUCTION
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
}
