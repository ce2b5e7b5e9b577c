//! The address map every side of a run agrees on: the page size, where host memory and device
//! allocations sit in the one flat virtual address space, each GPU's private scratch window,
//! and the width of a doorbell store on gfx8. The GPU side (`gpu-sim`'s page table and command
//! processor) and the host programs' KFD session read these from here, so they cannot drift.

/// Page size of the GPU page tables and of every buffer object (4 KiB).
pub const PAGE: u64 = 4096;

/// Host memory appears at this virtual address (offset 0 of the host region) in a standalone
/// run; a real process's host memory is wherever its own pages are.
pub const HOST_VA_BASE: u64 = 0x0000_2000_0000_0000;
/// Device allocations (VRAM and unified) are placed from this virtual address up.
pub const DEVICE_VA_BASE: u64 = 0x0000_4000_0000_0000;
/// Base of the per-GPU private scratch windows.
pub const SCRATCH_VA_BASE: u64 = 0x0000_7000_0000_0000;

/// Scratch window of GPU `g` (64 GiB apart).
pub fn scratch_va(g: usize) -> u64 {
    SCRATCH_VA_BASE + ((g as u64) << 36)
}

/// Width of a doorbell store on gfx8 in bytes (the legacy 32-bit write index): the default of
/// `gpu.cp.doorbell_bytes`, which both the GPU side and the host session honour.
pub const DOORBELL_BYTES_GFX8: u32 = 4;
