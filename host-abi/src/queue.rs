//! The `amd_queue_t` a host runtime places beside each AQL ring, and the flat-address
//! apertures it advertises.
//!
//! gfx8 kernels implement `addrspacecast` from LDS or private pointers to flat pointers by
//! reading `group_segment_aperture_base_hi` and `private_segment_aperture_base_hi` of the
//! `amd_queue_t` through the queue pointer, so every runtime writes the same aperture words.
//! The values are those Linux KFD assigns on gfx8 (`kfd_flat_memory.c`,
//! `MAKE_LDS_APP_BASE_VI` and `MAKE_SCRATCH_APP_BASE_VI`): LDS at `1 << 61`, scratch at
//! `(1 << 61) + (1 << 32)`, each 4 GiB.
//!
//! The scratch resource descriptor follows ROCr's layout: base `scratch_va`,
//! `SWIZZLE_ENABLE`, `ADD_TID_ENABLE`, element size 4 and index stride 64; the emulator's
//! swizzle (`gpu_sim::emu::abi`) reads it the same way.

use crate::aql::amd_queue;

/// Base of the LDS (group segment) aperture in the flat address space.
pub const LDS_APERTURE_BASE: u64 = 1 << 61;
/// Base of the private (scratch) aperture in the flat address space.
pub const SCRATCH_APERTURE_BASE: u64 = (1 << 61) + (1 << 32);
/// Size of each aperture.
pub const APERTURE_BYTES: u64 = 1 << 32;
/// Fields of the `amd_queue_t` image a runner provides; everything else is zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QueueInit {
    /// `hsa_queue_t.base_address`: the ring of AQL packets.
    pub ring_va: u64,
    /// `hsa_queue_t.size` in packets.
    pub ring_packets: u32,
    /// `hsa_queue_t.id`.
    pub queue_id: u64,
    /// `scratch_backing_memory_location`.
    pub scratch_va: u64,
    /// `scratch_backing_memory_byte_size`.
    pub scratch_bytes: u64,
    /// `scratch_wave64_lane_byte_size`: private bytes per lane.
    pub private_segment_bytes: u32,
}

/// Builds the 256-byte `amd_queue_t` image (hsa_queue_t header, aperture words, scratch fields).
pub fn amd_queue_image(q: &QueueInit) -> [u8; amd_queue::BYTES] {
    let mut b = [0u8; amd_queue::BYTES];
    let mut put = |at: usize, bytes: &[u8]| b[at..at + bytes.len()].copy_from_slice(bytes);
    // hsa_queue_t: type u32, features u32, base_address u64, doorbell_signal u64, size u32,
    // reserved u32, id u64.
    put(0, &0u32.to_le_bytes()); // HSA_QUEUE_TYPE_MULTI
    put(4, &1u32.to_le_bytes()); // HSA_QUEUE_FEATURE_KERNEL_DISPATCH
    put(8, &q.ring_va.to_le_bytes());
    put(24, &q.ring_packets.to_le_bytes());
    put(32, &q.queue_id.to_le_bytes());
    put(
        amd_queue::GROUP_SEGMENT_APERTURE_BASE_HI,
        &((LDS_APERTURE_BASE >> 32) as u32).to_le_bytes(),
    );
    put(
        amd_queue::PRIVATE_SEGMENT_APERTURE_BASE_HI,
        &((SCRATCH_APERTURE_BASE >> 32) as u32).to_le_bytes(),
    );
    let rsrc = private_segment_resource(q.scratch_va, q.private_segment_bytes, q.scratch_bytes);
    for (i, w) in rsrc.iter().enumerate() {
        put(
            amd_queue::SCRATCH_RESOURCE_DESCRIPTOR + 4 * i,
            &w.to_le_bytes(),
        );
    }
    put(
        amd_queue::SCRATCH_BACKING_MEMORY_LOCATION,
        &q.scratch_va.to_le_bytes(),
    );
    put(
        amd_queue::SCRATCH_BACKING_MEMORY_BYTE_SIZE,
        &q.scratch_bytes.to_le_bytes(),
    );
    put(
        amd_queue::SCRATCH_WAVE64_LANE_BYTE_SIZE,
        &q.private_segment_bytes.to_le_bytes(),
    );
    b
}

/// Private bytes per lane as laid out (rounded up to a dword).
pub fn lane_private_bytes(private_segment_bytes: u32) -> u64 {
    (private_segment_bytes as u64).div_ceil(4) * 4
}

/// The 4-dword private segment buffer resource (V#) the dispatcher places in s[0:3].
pub fn private_segment_resource(
    scratch_va: u64,
    private_segment_bytes: u32,
    scratch_bytes: u64,
) -> [u32; 4] {
    let stride = lane_private_bytes(private_segment_bytes).min(0x3fff) as u32;
    let w0 = scratch_va as u32;
    let w1 = ((scratch_va >> 32) as u32 & 0xffff) | (stride << 16) | (1 << 31);
    let w2 = scratch_bytes.min(u32::MAX as u64) as u32;
    // dst_sel xyzw = 4,5,6,7; num_format uint (4); data_format 32 (4); element_size 4 bytes (1);
    // index_stride 64 (3); add_tid_enable.
    let w3 = 4
        | (5 << 3)
        | (6 << 6)
        | (7 << 9)
        | (4 << 12)
        | (4 << 15)
        | (1 << 19)
        | (3 << 21)
        | (1 << 23);
    [w0, w1, w2, w3]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queue_image_carries_ring_apertures_and_scratch() {
        let q = QueueInit {
            ring_va: 0x7000_0000,
            ring_packets: 256,
            queue_id: 3,
            scratch_va: 0x1_2345_0000,
            scratch_bytes: 0x10_0000,
            private_segment_bytes: 10,
        };
        let b = amd_queue_image(&q);
        let u32_at = |o: usize| u32::from_le_bytes(b[o..o + 4].try_into().unwrap());
        let u64_at = |o: usize| u64::from_le_bytes(b[o..o + 8].try_into().unwrap());
        assert_eq!(u64_at(8), 0x7000_0000);
        assert_eq!(u32_at(24), 256);
        assert_eq!(u64_at(32), 3);
        assert_eq!(
            u32_at(amd_queue::GROUP_SEGMENT_APERTURE_BASE_HI),
            0x2000_0000
        );
        assert_eq!(
            u32_at(amd_queue::PRIVATE_SEGMENT_APERTURE_BASE_HI),
            0x2000_0001
        );
        assert_eq!(
            u64_at(amd_queue::SCRATCH_BACKING_MEMORY_LOCATION),
            0x1_2345_0000
        );
        assert_eq!(
            u64_at(amd_queue::SCRATCH_BACKING_MEMORY_BYTE_SIZE),
            0x10_0000
        );
        assert_eq!(u32_at(amd_queue::SCRATCH_WAVE64_LANE_BYTE_SIZE), 10);
        let rsrc = private_segment_resource(q.scratch_va, 10, q.scratch_bytes);
        assert_eq!(u32_at(amd_queue::SCRATCH_RESOURCE_DESCRIPTOR), rsrc[0]);
        assert_eq!(
            rsrc[1] >> 16 & 0x3fff,
            12,
            "stride is the lane's bytes rounded to dwords"
        );
    }
}
