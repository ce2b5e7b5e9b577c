//! The 64-byte AMDHSA kernel descriptor (`<kernel>.kd` in `.rodata`), code object v3 and later.
//!
//! Layout and bit fields follow LLVM's AMDGPUUsage documentation ("Kernel Descriptor"); gfx8
//! ignores `compute_pgm_rsrc3`. The descriptor tells the dispatcher which initial SGPRs and
//! VGPRs to set up, how many registers a wavefront owns and the float mode it starts in.

/// Size of a kernel descriptor in bytes.
pub const KERNEL_DESCRIPTOR_BYTES: usize = 64;

/// A parsed kernel descriptor. Raw words are kept; accessors decode the bit fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KernelDescriptor {
    /// Bytes of LDS the kernel allocates statically (dynamic `__local` arguments add to it).
    pub group_segment_fixed_size: u32,
    /// Bytes of private (scratch) memory per work-item.
    pub private_segment_fixed_size: u32,
    /// Bytes of kernel arguments, hidden arguments included.
    pub kernarg_size: u32,
    /// Byte offset from the descriptor's own address to the kernel's first instruction.
    pub kernel_code_entry_byte_offset: i64,
    pub compute_pgm_rsrc3: u32,
    pub compute_pgm_rsrc1: u32,
    pub compute_pgm_rsrc2: u32,
    pub kernel_code_properties: u16,
}

/// Why a kernel descriptor could not be read.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum DescriptorError {
    #[error("kernel descriptor is {0} bytes, expected 64")]
    WrongSize(usize),
    #[error(
        "kernel descriptor requests wave32 (kernel_code_properties bit 10); gfx803 is wave64 only"
    )]
    Wave32,
    #[error("kernel code properties enable the grid workgroup count SGPRs (bits 7-9, code object v2), which no compiler emits and Tandem does not set up")]
    GridWorkgroupCount,
    #[error("amd_kernel_code_t is {0} bytes, expected at least 256")]
    ShortKernelCode(usize),
    #[error("amd_kernel_code_t version {0}.{1} is not 1.x")]
    KernelCodeVersion(u32, u32),
    #[error("amd_kernel_code_t asks for wavefronts of 2^{0} lanes; gfx803 runs 64")]
    WavefrontSize(u8),
}

/// Size of a code object v2 `amd_kernel_code_t` header.
pub const AMD_KERNEL_CODE_BYTES: usize = 256;

fn u32_at(b: &[u8], off: usize) -> u32 {
    u32::from_le_bytes([b[off], b[off + 1], b[off + 2], b[off + 3]])
}

impl KernelDescriptor {
    /// Parses a descriptor from exactly 64 bytes.
    pub fn parse(bytes: &[u8]) -> Result<KernelDescriptor, DescriptorError> {
        if bytes.len() != KERNEL_DESCRIPTOR_BYTES {
            return Err(DescriptorError::WrongSize(bytes.len()));
        }
        let mut entry = [0u8; 8];
        entry.copy_from_slice(&bytes[16..24]);
        let kd = KernelDescriptor {
            group_segment_fixed_size: u32_at(bytes, 0),
            private_segment_fixed_size: u32_at(bytes, 4),
            kernarg_size: u32_at(bytes, 8),
            kernel_code_entry_byte_offset: i64::from_le_bytes(entry),
            compute_pgm_rsrc3: u32_at(bytes, 44),
            compute_pgm_rsrc1: u32_at(bytes, 48),
            compute_pgm_rsrc2: u32_at(bytes, 52),
            kernel_code_properties: u16::from_le_bytes([bytes[56], bytes[57]]),
        };
        kd.check()?;
        Ok(kd)
    }

    /// Reads a code object v2 `amd_kernel_code_t` (256 bytes at the kernel symbol) as the
    /// equivalent descriptor. The v3 descriptor was laid out so that a command processor sees
    /// the same words in both (entry offset at 16, `compute_pgm_rsrc1`/`2` at 48/52, the
    /// user-SGPR enable bits 0-6 at 56), so only the segment sizes move (from offsets 60, 64
    /// and 72) and the dynamic-call-stack flag (code property bit 20, v3 bit 11).
    pub fn from_amd_kernel_code(bytes: &[u8]) -> Result<KernelDescriptor, DescriptorError> {
        if bytes.len() < AMD_KERNEL_CODE_BYTES {
            return Err(DescriptorError::ShortKernelCode(bytes.len()));
        }
        let (major, minor) = (u32_at(bytes, 0), u32_at(bytes, 4));
        if major != 1 {
            return Err(DescriptorError::KernelCodeVersion(major, minor));
        }
        if bytes[103] != 6 {
            return Err(DescriptorError::WavefrontSize(bytes[103]));
        }
        let mut entry = [0u8; 8];
        entry.copy_from_slice(&bytes[16..24]);
        let props = u32_at(bytes, 56);
        let kernarg = u64::from(u32_at(bytes, 72)) | u64::from(u32_at(bytes, 76)) << 32;
        let kd = KernelDescriptor {
            group_segment_fixed_size: u32_at(bytes, 64),
            private_segment_fixed_size: u32_at(bytes, 60),
            kernarg_size: u32::try_from(kernarg).unwrap_or(u32::MAX),
            kernel_code_entry_byte_offset: i64::from_le_bytes(entry),
            compute_pgm_rsrc3: 0,
            compute_pgm_rsrc1: u32_at(bytes, 48),
            compute_pgm_rsrc2: u32_at(bytes, 52),
            kernel_code_properties: (props & 0x3ff) as u16 | (((props >> 20) & 1) as u16) << 11,
        };
        kd.check()?;
        Ok(kd)
    }

    fn check(&self) -> Result<(), DescriptorError> {
        if self.prop(10) {
            return Err(DescriptorError::Wave32);
        }
        if self.kernel_code_properties & (0b111 << 7) != 0 {
            return Err(DescriptorError::GridWorkgroupCount);
        }
        Ok(())
    }

    fn prop(&self, bit: u32) -> bool {
        self.kernel_code_properties & (1 << bit) != 0
    }
    fn rsrc1(&self, lo: u32, bits: u32) -> u32 {
        (self.compute_pgm_rsrc1 >> lo) & ((1 << bits) - 1)
    }
    fn rsrc2(&self, lo: u32, bits: u32) -> u32 {
        (self.compute_pgm_rsrc2 >> lo) & ((1 << bits) - 1)
    }

    // kernel_code_properties: user SGPRs, in this order starting at s0.
    /// 4 SGPRs: private segment buffer resource descriptor.
    pub fn enable_sgpr_private_segment_buffer(&self) -> bool {
        self.prop(0)
    }
    /// 2 SGPRs: address of the AQL dispatch packet.
    pub fn enable_sgpr_dispatch_ptr(&self) -> bool {
        self.prop(1)
    }
    /// 2 SGPRs: address of the `amd_queue_t`.
    pub fn enable_sgpr_queue_ptr(&self) -> bool {
        self.prop(2)
    }
    /// 2 SGPRs: address of the kernel arguments.
    pub fn enable_sgpr_kernarg_segment_ptr(&self) -> bool {
        self.prop(3)
    }
    /// 2 SGPRs: 64-bit dispatch id.
    pub fn enable_sgpr_dispatch_id(&self) -> bool {
        self.prop(4)
    }
    /// 2 SGPRs: flat scratch offset and size (gfx8 layout).
    pub fn enable_sgpr_flat_scratch_init(&self) -> bool {
        self.prop(5)
    }
    /// 1 SGPR: private segment size per work-item.
    pub fn enable_sgpr_private_segment_size(&self) -> bool {
        self.prop(6)
    }
    /// The kernel may use a dynamically sized stack.
    pub fn uses_dynamic_stack(&self) -> bool {
        self.prop(11)
    }

    // compute_pgm_rsrc1.
    /// VGPRs per work-item: (granulated + 1) * 4 on gfx8.
    pub fn vgpr_count(&self) -> u32 {
        (self.rsrc1(0, 6) + 1) * 4
    }
    /// SGPRs per wavefront: (granulated + 1) * 8 on gfx8 (includes VCC, FLAT_SCRATCH, XNACK).
    pub fn sgpr_count(&self) -> u32 {
        (self.rsrc1(6, 4) + 1) * 8
    }
    /// FLOAT_ROUND_MODE_32 (0 round to nearest even).
    pub fn float_round_mode_32(&self) -> u32 {
        self.rsrc1(12, 2)
    }
    /// FLOAT_ROUND_MODE_16_64.
    pub fn float_round_mode_16_64(&self) -> u32 {
        self.rsrc1(14, 2)
    }
    /// FLOAT_DENORM_MODE_32: 0 flush src and dst, 1 flush dst... 3 keep denormals.
    pub fn float_denorm_mode_32(&self) -> u32 {
        self.rsrc1(16, 2)
    }
    /// FLOAT_DENORM_MODE_16_64 (same coding as the 32-bit field).
    pub fn float_denorm_mode_16_64(&self) -> u32 {
        self.rsrc1(18, 2)
    }
    /// DX10_CLAMP: NaN clamps to 0 under `clamp`.
    pub fn enable_dx10_clamp(&self) -> bool {
        self.rsrc1(21, 1) != 0
    }
    /// IEEE_MODE: signalling-NaN quieting and IEEE min/max.
    pub fn enable_ieee_mode(&self) -> bool {
        self.rsrc1(23, 1) != 0
    }

    // compute_pgm_rsrc2: system SGPRs follow the user SGPRs in this order.
    /// Scratch wave offset SGPR enabled (`ENABLE_PRIVATE_SEGMENT`, historically SCRATCH_EN).
    pub fn enable_private_segment(&self) -> bool {
        self.rsrc2(0, 1) != 0
    }
    /// Number of user SGPRs the descriptor's properties load.
    pub fn user_sgpr_count(&self) -> u32 {
        self.rsrc2(1, 5)
    }
    pub fn enable_trap_handler(&self) -> bool {
        self.rsrc2(6, 1) != 0
    }
    pub fn enable_sgpr_workgroup_id_x(&self) -> bool {
        self.rsrc2(7, 1) != 0
    }
    pub fn enable_sgpr_workgroup_id_y(&self) -> bool {
        self.rsrc2(8, 1) != 0
    }
    pub fn enable_sgpr_workgroup_id_z(&self) -> bool {
        self.rsrc2(9, 1) != 0
    }
    pub fn enable_sgpr_workgroup_info(&self) -> bool {
        self.rsrc2(10, 1) != 0
    }
    /// 0: only v0 = work-item id x; 1: v1 = y too; 2: v2 = z too.
    pub fn enable_vgpr_workitem_id(&self) -> u32 {
        self.rsrc2(11, 2)
    }
    /// LDS size the hardware allocates, in 128-dword granules (informational; the dispatcher
    /// uses the group segment size).
    pub fn granulated_lds_size(&self) -> u32 {
        self.rsrc2(15, 9)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_wrong_size() {
        assert_eq!(
            KernelDescriptor::parse(&[0u8; 63]),
            Err(DescriptorError::WrongSize(63))
        );
    }

    #[test]
    fn decodes_fields() {
        let mut b = [0u8; 64];
        b[0..4].copy_from_slice(&256u32.to_le_bytes());
        b[16..24].copy_from_slice(&(-64i64).to_le_bytes());
        // 2 granules of VGPRs (12), 1 of SGPRs (16), IEEE and DX10 clamp.
        let rsrc1: u32 = 2 | (1 << 6) | (3 << 16) | (1 << 21) | (1 << 23);
        b[48..52].copy_from_slice(&rsrc1.to_le_bytes());
        let rsrc2: u32 = 1 | (6 << 1) | (1 << 7) | (1 << 11);
        b[52..56].copy_from_slice(&rsrc2.to_le_bytes());
        b[56] = 0b1001; // private segment buffer + kernarg ptr
        let kd = KernelDescriptor::parse(&b).unwrap();
        assert_eq!(kd.group_segment_fixed_size, 256);
        assert_eq!(kd.kernel_code_entry_byte_offset, -64);
        assert_eq!(kd.vgpr_count(), 12);
        assert_eq!(kd.sgpr_count(), 16);
        assert_eq!(kd.float_denorm_mode_32(), 3);
        assert!(kd.enable_ieee_mode() && kd.enable_dx10_clamp());
        assert!(kd.enable_private_segment());
        assert_eq!(kd.user_sgpr_count(), 6);
        assert!(kd.enable_sgpr_workgroup_id_x() && !kd.enable_sgpr_workgroup_id_y());
        assert_eq!(kd.enable_vgpr_workitem_id(), 1);
        assert!(kd.enable_sgpr_private_segment_buffer() && kd.enable_sgpr_kernarg_segment_ptr());
        assert!(!kd.enable_sgpr_dispatch_ptr());
    }
}
