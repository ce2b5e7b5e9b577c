//! The memory-layout contract between a kernel runner and the emulator: address apertures,
//! the `amd_queue_t` and AQL dispatch-packet images kernels read, and the scratch layout.
//!
//! gfx8 kernels implement `addrspacecast` from LDS or private pointers to flat pointers by
//! reading `group_segment_aperture_base_hi` (byte 0x40) and `private_segment_aperture_base_hi`
//! (byte 0x44) of the `amd_queue_t` through the queue pointer, so a runner must write a queue
//! image with [`write_amd_queue`] wherever [`crate::emu::DispatchSetup::queue_va`] points.
//! The aperture values are those Linux KFD assigns on gfx8 (`kfd_flat_memory.c`,
//! `MAKE_LDS_APP_BASE_VI` and `MAKE_SCRATCH_APP_BASE_VI`): LDS at `1 << 61`, scratch at
//! `(1 << 61) + (1 << 32)`, each 4 GiB.
//!
//! Scratch layout (documented choice, consistent between FLAT and MUBUF accesses): the
//! private segment buffer resource the dispatcher hands the kernel has base
//! `scratch_va`, `SWIZZLE_ENABLE`, `ADD_TID_ENABLE`, element size 4 and index stride 64, like the
//! descriptor ROCr builds. Wavefront `w` of a workgroup owns the
//! `64 * private_segment_bytes` bytes at `scratch_va + w * 64 * private_segment_bytes` (its
//! private segment wave offset SGPR holds that byte offset); inside it, dword `k` of lane `l`
//! lives at byte `k * 256 + l * 4`. Flat accesses to the private aperture use the same
//! swizzle relative to `FLAT_SCRATCH_HI << 8` (the hidden private base is `scratch_va`, and the
//! flat scratch init SGPR offset is 0). Workgroups run one after another in functional mode,
//! so all workgroups of a dispatch reuse the same scratch area.

use super::memory::{MemError, Memory};
pub use host_abi::queue::{
    amd_queue_image, lane_private_bytes, private_segment_resource, QueueInit, APERTURE_BYTES,
    LDS_APERTURE_BASE, SCRATCH_APERTURE_BASE,
};

/// Bytes of an `hsa_kernel_dispatch_packet_t`.
pub const DISPATCH_PACKET_BYTES: usize = 64;
/// Lanes per wavefront on GCN3.
pub const WAVE_LANES: u32 = 64;

/// Writes the `amd_queue_t` image at `va`.
pub fn write_amd_queue(mem: &mut dyn Memory, va: u64, q: &QueueInit) -> Result<(), MemError> {
    mem.write(va, &amd_queue_image(q))
}

/// Builds the 64-byte `hsa_kernel_dispatch_packet_t` for a dispatch. `kernel_object` is left 0
/// (the emulator takes the descriptor from the setup), the completion signal 0.
pub fn dispatch_packet_image(setup: &super::DispatchSetup) -> [u8; DISPATCH_PACKET_BYTES] {
    let mut b = [0u8; DISPATCH_PACKET_BYTES];
    let dims: u16 = if setup.grid[2] > 1 {
        3
    } else if setup.grid[1] > 1 {
        2
    } else {
        1
    };
    // header: type KERNEL_DISPATCH (2), barrier bit, acquire/release system scope.
    let header: u16 = 2 | (1 << 8) | (2 << 9) | (2 << 11);
    b[0..2].copy_from_slice(&header.to_le_bytes());
    b[2..4].copy_from_slice(&dims.to_le_bytes());
    for i in 0..3 {
        let wg = setup.workgroup[i].min(u16::MAX as u32) as u16;
        b[4 + 2 * i..6 + 2 * i].copy_from_slice(&wg.to_le_bytes());
        b[12 + 4 * i..16 + 4 * i].copy_from_slice(&setup.grid[i].to_le_bytes());
    }
    b[24..28].copy_from_slice(&setup.private_segment_bytes.to_le_bytes());
    b[28..32].copy_from_slice(&setup.group_segment_bytes.to_le_bytes());
    b[40..48].copy_from_slice(&setup.kernarg_va.to_le_bytes());
    b
}

/// Writes the AQL dispatch packet at `va`.
pub fn write_dispatch_packet(
    mem: &mut dyn Memory,
    va: u64,
    setup: &super::DispatchSetup,
) -> Result<(), MemError> {
    mem.write(va, &dispatch_packet_image(setup))
}

/// Wavefronts in a workgroup of `workgroup` work-items.
pub fn waves_per_workgroup(workgroup: [u32; 3]) -> u64 {
    let n = workgroup[0] as u64 * workgroup[1] as u64 * workgroup[2] as u64;
    n.div_ceil(WAVE_LANES as u64)
}

/// Scratch bytes a dispatch needs: one workgroup's waves (workgroups run one after another).
pub fn scratch_bytes_needed(workgroup: [u32; 3], private_segment_bytes: u32) -> u64 {
    waves_per_workgroup(workgroup) * WAVE_LANES as u64 * lane_private_bytes(private_segment_bytes)
}

/// Where a flat address points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlatTarget {
    /// Byte offset in the workgroup's LDS.
    Lds(u32),
    /// Byte offset in the lane's private segment.
    Private(u32),
    /// A global virtual address.
    Global(u64),
}

/// Classifies a flat address by aperture.
#[inline]
pub fn flat_target(addr: u64) -> FlatTarget {
    match addr >> 32 {
        x if x == LDS_APERTURE_BASE >> 32 => FlatTarget::Lds(addr as u32),
        x if x == SCRATCH_APERTURE_BASE >> 32 => FlatTarget::Private(addr as u32),
        _ => FlatTarget::Global(addr),
    }
}

/// Byte offset inside a wave's scratch area of private byte `off` of lane `lane`
/// (element size 4, index stride 64).
#[inline]
pub fn swizzle_private(off: u32, lane: u32) -> u64 {
    (off as u64 / 4) * 256 + lane as u64 * 4 + (off as u64 % 4)
}
