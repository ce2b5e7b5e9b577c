//! Physical addresses of the timing GPUs' pages, as the page walkers hand them to the TLBs.
//!
//! Interim map, to be replaced by `crate::physmem` (one definition for every component):
//! GPU `g`'s DRAM starts at `(g + 1) << 40`; its VRAM region's byte `o` is at DRAM base + `o`;
//! its scratch window's page `i` is at DRAM base + 512 GiB + `i` pages (sparse, never seen by
//! the host); host memory's byte `o` is at `o` (physical page numbers below `1 << 28`).

use crate::gpu::memory::{Frame, Place, PAGE};

/// Physical base of GPU `g`'s DRAM.
pub fn gpu_dram_base(g: usize) -> u64 {
    ((g as u64) + 1) << 40
}

/// Physical page number of a page-table frame.
pub fn frame_ppn(f: Frame) -> Option<u64> {
    let base = match f.place {
        Place::Host => 0,
        Place::Gpu(g) => gpu_dram_base(g),
    };
    Some((base + f.offset) / PAGE)
}

/// Physical page number of page `i` of GPU `g`'s scratch window.
pub fn scratch_ppn(g: usize, i: u64) -> u64 {
    (gpu_dram_base(g) + (512 << 30)) / PAGE + i
}
