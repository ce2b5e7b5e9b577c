//! Stand-in for the emulator's dispatch API (`gpu_sim::emu::{run_dispatch, abi, ...}`, branch
//! isa-emu) so the job runner compiles before the emulator lands. Removed when it is merged.

#![allow(dead_code)]
use crate::emu::{MemError, Memory};
use crate::loader::KernelDescriptor;

/// Counts from one dispatch.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DispatchStats {
    pub wavefront_instructions: u64,
    pub workgroups: u64,
    pub wavefronts: u64,
}

/// Why the emulator stopped.
#[derive(Debug, thiserror::Error)]
pub enum EmuError {
    #[error("the functional emulator is not built into this branch yet")]
    NotAvailable,
    #[error(transparent)]
    Memory(#[from] MemError),
}

pub struct DispatchSetup<'a> {
    pub kernel_name: &'a str,
    pub descriptor: KernelDescriptor,
    pub code: &'a [u8],
    pub code_base: u64,
    pub entry_pc: u64,
    pub grid: [u32; 3],
    pub workgroup: [u32; 3],
    pub group_segment_bytes: u32,
    pub private_segment_bytes: u32,
    pub kernarg_va: u64,
    pub dispatch_packet_va: u64,
    pub queue_va: u64,
    pub dispatch_id: u64,
    pub scratch_va: u64,
    pub scratch_bytes: u64,
    pub workgroups: std::ops::Range<u64>,
}

pub fn run_dispatch(
    _setup: &DispatchSetup,
    _mem: &mut dyn Memory,
) -> Result<DispatchStats, EmuError> {
    Err(EmuError::NotAvailable)
}

pub mod abi {
    use super::*;

    pub const LDS_APERTURE_BASE: u64 = 1 << 61;
    pub const SCRATCH_APERTURE_BASE: u64 = (1 << 61) + (1 << 32);

    pub struct QueueInit {
        pub ring_va: u64,
        pub ring_packets: u32,
        pub queue_id: u64,
        pub scratch_va: u64,
        pub scratch_bytes: u64,
        pub private_segment_bytes: u32,
    }

    pub fn scratch_bytes_needed(workgroup: [u32; 3], private_segment_bytes: u32) -> u64 {
        let items = workgroup.iter().map(|&d| u64::from(d)).product::<u64>();
        items.div_ceil(64) * 64 * u64::from(private_segment_bytes)
    }

    pub fn write_amd_queue(
        _mem: &mut dyn Memory,
        _va: u64,
        _init: &QueueInit,
    ) -> Result<(), MemError> {
        Ok(())
    }

    pub fn write_dispatch_packet(
        _mem: &mut dyn Memory,
        _va: u64,
        _setup: &DispatchSetup,
    ) -> Result<(), MemError> {
        Ok(())
    }
}
