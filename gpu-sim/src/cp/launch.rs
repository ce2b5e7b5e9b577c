//! How the command processor makes a kernel launch: the dispatch packet read and checked
//! ([`prepare`]: kernel descriptor, code image, grid, and each member GPU's workgroup range),
//! and the queue error codes of what goes wrong. What a launch carries to the dispatchers and
//! what comes back are plain data in [`crate::proto::launch`] (the checked dispatch, the
//! `LaunchJob` every member's dispatcher gets, the `KernelReport` it answers, the `MemberRun`s
//! gathered into one `DispatchRecord` per dispatch).
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

use super::aql::queue_error;
use crate::emu::{self, Memory};
use crate::loader::KernelDescriptor;
use crate::proto::launch::{lerr, DispatchInfo, LaunchError, PreparedDispatch};

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
