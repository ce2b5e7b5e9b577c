//! The functional GCN3 (gfx803) emulator: wavefront state, instruction semantics and the
//! workgroup dispatcher. Memory is reached only through the [`Memory`] trait, so the same
//! emulator serves the standalone job runner, the command processor and the timing model.
//!
//! Entry point: [`run_dispatch`] runs a range of workgroups of one kernel dispatch to
//! completion. Workgroups run one after another; the wavefronts of a workgroup run
//! round-robin in slices and meet at `s_barrier`. Each instruction is decoded once per
//! dispatch and cached by PC.
//!
//! Deviations from hardware (functional level):
//! - Only round-to-nearest-even is applied; MODE.FP_ROUND is kept and readable but ignored.
//! - Transcendentals (`v_exp`, `v_log`, `v_rcp`, `v_rsq`, `v_sqrt`, `v_sin`, `v_cos`) return
//!   correctly rounded results where hardware is within about 1 ulp.
//! - Typed buffer formats (MTBUF, `*_format_*`) move 32-bit components unconverted.
//! - No trap handler: `s_trap` is an error. LDS starts zeroed per workgroup; M0 starts all ones.
//! - Opcodes without semantics (graphics, fork/join, VGPR indexing mode, LDS src2 forms...) are
//!   listed with reasons in `gpu-sim/tests/emu_not_implemented.txt`; executing one is an
//!   `EmuError::Unimplemented`.
//!
//! Layout: [`wave`] (architectural state), [`operand`] (operand access, SDWA, DPP),
//! [`float`] (f16 and IEEE helpers), [`exec`] (semantics, one file per encoding family),
//! [`dispatch`] (workgroups, initial registers, barriers), [`abi`] (apertures, queue and
//! packet images, scratch layout).

pub mod abi;
pub mod dispatch;
pub mod exec;
pub mod float;
pub mod memory;
pub mod operand;
pub mod step;
pub mod wave;

pub use dispatch::{run_dispatch, run_dispatch_where};

pub use memory::{MemError, Memory, SparseMemory};

use crate::isa::Encoding;
use crate::loader::KernelDescriptor;

/// Everything the emulator needs to run (part of) one kernel dispatch.
#[derive(Clone, Debug)]
pub struct DispatchSetup<'a> {
    /// Kernel name, for error messages.
    pub kernel_name: &'a str,
    pub descriptor: KernelDescriptor,
    /// The loaded code-object image (as `CodeObject::image_at(code_base)`).
    pub code: &'a [u8],
    /// Virtual address of `code[0]`; the image must also be present in memory.
    pub code_base: u64,
    /// Virtual address of the kernel's first instruction.
    pub entry_pc: u64,
    /// Grid size in work-items.
    pub grid: [u32; 3],
    /// Workgroup size in work-items.
    pub workgroup: [u32; 3],
    /// LDS bytes per workgroup (static + dynamic).
    pub group_segment_bytes: u32,
    /// Scratch bytes per work-item.
    pub private_segment_bytes: u32,
    pub kernarg_va: u64,
    pub dispatch_packet_va: u64,
    pub queue_va: u64,
    pub dispatch_id: u64,
    /// Scratch backing store (mapped in memory), at least [`abi::scratch_bytes_needed`] bytes.
    pub scratch_va: u64,
    pub scratch_bytes: u64,
    /// Flat workgroup ids to run (all: `0..n_workgroups`).
    pub workgroups: std::ops::Range<u64>,
    /// Stop with [`EmuError::InstructionLimit`] once the dispatch has executed more than this
    /// many wavefront instructions: a kernel that never ends must not hang the simulator.
    /// [`DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS`] suits every runner; `u64::MAX` disables it.
    pub max_wavefront_instructions: u64,
}

/// The default per-dispatch instruction guard: 2^32 wavefront instructions, a few minutes of
/// emulation, far above any corpus or MGMark paper-size kernel (the largest runs well under
/// 10^8).
pub const DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS: u64 = 1 << 32;

/// Counts from one [`run_dispatch`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DispatchStats {
    /// Instructions executed, counted once per wavefront.
    pub wavefront_instructions: u64,
    pub workgroups: u64,
    pub wavefronts: u64,
    /// Of which scalar ALU and SOPP.
    pub salu_instructions: u64,
    /// Of which vector ALU (VOP1/2/C/3).
    pub valu_instructions: u64,
    /// Of which scalar memory.
    pub smem_instructions: u64,
    /// Of which vector memory (FLAT, MUBUF, MTBUF).
    pub vmem_instructions: u64,
    /// Of which LDS.
    pub lds_instructions: u64,
    /// Barriers completed (per workgroup).
    pub barriers: u64,
}

/// Why a dispatch stopped.
#[derive(Debug, thiserror::Error)]
pub enum EmuError {
    #[error("kernel {kernel}: pc {pc:#x}: cannot decode word {word:#010x}: {msg}")]
    Decode {
        kernel: String,
        pc: u64,
        word: u32,
        msg: String,
    },
    #[error("kernel {kernel}: pc {pc:#x}: {mnemonic} ({encoding:?}) is not implemented{detail}")]
    Unimplemented {
        kernel: String,
        pc: u64,
        encoding: Encoding,
        mnemonic: String,
        detail: String,
    },
    #[error("kernel {kernel}: pc {pc:#x}: {mnemonic}: memory fault at {addr:#x}: {source}")]
    Memory {
        kernel: String,
        pc: u64,
        mnemonic: String,
        addr: u64,
        source: MemError,
    },
    #[error("kernel {kernel}: pc {pc:#x}: {mnemonic} ({encoding:?}): {msg}")]
    Illegal {
        kernel: String,
        pc: u64,
        encoding: Encoding,
        mnemonic: String,
        msg: String,
    },
    #[error("kernel {kernel}: pc {pc:#x} is outside the code image")]
    PcOutOfRange { kernel: String, pc: u64 },
    #[error(
        "kernel {kernel}: all wavefronts of workgroup {workgroup} wait forever (barrier deadlock)"
    )]
    Deadlock { kernel: String, workgroup: u64 },
    #[error(
        "kernel {kernel}: pc {pc:#x}: stopped after {limit} wavefront instructions \
         (the dispatch's instruction limit; does the kernel ever end?)"
    )]
    InstructionLimit { kernel: String, pc: u64, limit: u64 },
    #[error("kernel {kernel}: bad dispatch setup: {msg}")]
    Setup { kernel: String, msg: String },
}
