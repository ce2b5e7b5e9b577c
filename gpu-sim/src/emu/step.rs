//! The stepping interface of the emulator, for the timing model: one instruction of one
//! wavefront at a time, with global and scalar memory split into an issue half and a
//! completion half so that load data can come from memory responses.
//!
//! Contract (see `docs/timing.md`, "Compute unit"):
//! - A [`KernelImage`] holds one dispatch's immutable facts (code, descriptor, grid, segment
//!   sizes); it is shared by every compute unit behind an `Arc`.
//! - Each compute unit owns a [`Stepper`] per kernel: its private decode cache.
//! - [`Stepper::start_group`] builds a workgroup's wavefronts with their initial registers;
//!   the caller (the compute unit) chooses where each wave's scratch lives.
//! - [`Stepper::peek`] says what the next instruction of a wave is, without changing state,
//!   so the compute unit can check dependencies (s_waitcnt counters, barriers) and pick a unit.
//! - [`Stepper::execute`] runs it. ALU, branch, LDS and control instructions complete at
//!   once. Global, scratch and scalar memory instructions return a [`MemOp`]: the accesses to
//!   perform (virtual addresses, store bytes, atomic operands). A load's destination registers
//!   are written only by [`Stepper::complete`], with the bytes the memory system returned.
//! - Registers a memory instruction reads (addresses, store data) are read at issue, as in
//!   hardware; later instructions may overwrite them before the access completes.
//! - Results are identical to [`super::run_dispatch`] for any order of completions that
//!   respects `s_waitcnt` (tested in `gpu-sim/tests/emu_step.rs`).

use std::sync::Arc;

use super::exec::AtomicOp;
use super::wave::Wave;
use super::{DispatchSetup, EmuError};
use crate::isa::Inst;

/// One dispatch's immutable facts, shared by every compute unit (behind an `Arc`).
#[derive(Debug)]
pub struct KernelImage {
    // Filled by the implementation: owned copies of the `DispatchSetup` fields, the code words,
    // the initial MODE and private-segment resource, grid geometry.
    _private: (),
}

/// What the resources of one workgroup of a kernel are (the dispatcher's admission check).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupResources {
    /// Wavefronts in the (full-size) workgroup.
    pub waves: u32,
    /// VGPRs per wavefront (allocation granularity applied).
    pub vgprs_per_wave: u32,
    /// SGPRs per wavefront (allocation granularity applied).
    pub sgprs_per_wave: u32,
    /// LDS bytes per workgroup.
    pub lds_bytes: u32,
}

impl KernelImage {
    /// Validates `setup` as [`super::run_dispatch`] does and copies what stepping needs.
    /// `setup.scratch_bytes` must cover every wave slot the caller will use
    /// (`wave_scratch_bytes() x slots`).
    pub fn new(setup: &DispatchSetup) -> Result<Arc<KernelImage>, EmuError> {
        let _ = setup;
        todo_setup()
    }
    /// Kernel name, for errors.
    pub fn name(&self) -> &str {
        ""
    }
    /// The flat workgroup ids this image runs (`setup.workgroups`).
    pub fn groups(&self) -> std::ops::Range<u64> {
        0..0
    }
    /// Wavefronts in workgroup `wg` (a partial workgroup at the grid edge has fewer).
    pub fn waves_in_group(&self, wg: u64) -> u32 {
        let _ = wg;
        0
    }
    /// Resources of a full-size workgroup.
    pub fn resources(&self) -> GroupResources {
        GroupResources {
            waves: 0,
            vgprs_per_wave: 0,
            sgprs_per_wave: 0,
            lds_bytes: 0,
        }
    }
    /// Scratch bytes one wavefront needs (64 lanes x the per-lane private size, rounded as
    /// the ABI requires); 0 when the kernel uses no scratch.
    pub fn wave_scratch_bytes(&self) -> u64 {
        0
    }
    /// Base of the scratch backing store (`setup.scratch_va`).
    pub fn scratch_va(&self) -> u64 {
        0
    }
    /// The per-dispatch instruction limit (`setup.max_wavefront_instructions`).
    pub fn max_wavefront_instructions(&self) -> u64 {
        0
    }
}

/// A workgroup in flight: its wavefronts and its LDS.
#[derive(Clone, Debug)]
pub struct Group {
    pub wg: u64,
    pub waves: Vec<Wave>,
    pub lds: Vec<u8>,
}

impl Group {
    /// If every wavefront that has not ended waits at `s_barrier` (and at least one does),
    /// releases them all and returns true.
    pub fn try_release_barrier(&mut self) -> bool {
        false
    }
    /// Every wavefront has executed `s_endpgm`.
    pub fn done(&self) -> bool {
        false
    }
}

/// What kind of unit an instruction needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InstClass {
    /// Scalar ALU (SOP1/2/C/K) except the control ones below.
    Salu,
    /// Scalar memory (SMEM): L1 scalar cache, counted by lgkmcnt.
    Smem,
    /// Vector ALU (VOP1/2/C/3, incl. DPP/SDWA).
    Valu,
    /// Vector memory (FLAT, MUBUF, MTBUF): L1 vector cache, counted by vmcnt (FLAT also by
    /// lgkmcnt, as in hardware).
    Vmem,
    /// LDS (DS): counted by lgkmcnt.
    Lds,
    /// s_branch, s_cbranch_*, s_setpc/s_swappc/s_getpc.
    Branch,
    /// s_waitcnt (the counts are in [`InstInfo::waitcnt`]).
    Waitcnt,
    /// s_barrier.
    Barrier,
    /// s_endpgm.
    EndPgm,
    /// s_nop, s_sleep, s_setprio and other SOPP without an effect on the unit model.
    Nop,
}

/// `s_waitcnt` thresholds: wait until each outstanding count is at most this.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waitcnt {
    pub vm: u8,
    pub exp: u8,
    pub lgkm: u8,
}

/// The next instruction of a wavefront, decoded.
#[derive(Clone, Copy, Debug)]
pub struct InstInfo {
    pub pc: u64,
    /// Bytes (4 or 8).
    pub len: u8,
    pub class: InstClass,
    pub waitcnt: Option<Waitcnt>,
    /// True for VALU ops that run at a reduced rate on gfx803 (f64 arithmetic,
    /// transcendentals); the compute unit's config decides how many cycles they take.
    pub slow: bool,
    pub inst: Inst,
}

/// What a memory instruction does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemKind {
    Load,
    Store,
    Atomic,
}

/// Operands of one lane's atomic; the memory side applies
/// `op.apply32(old, src, cmp)` (or `apply64` when `bytes == 8`) and returns `old`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AtomicArgs {
    pub op: AtomicOp,
    pub bytes: u8,
    pub src: u64,
    pub cmp: u64,
}

/// One contiguous access at a virtual address. It may cross cache lines and pages; the
/// compute unit's coalescer splits it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub addr: u64,
    pub len: u32,
    /// Set for atomics (then `len == bytes`).
    pub atomic: Option<AtomicArgs>,
}

/// The accesses of one global, scratch or scalar memory instruction.
#[derive(Debug)]
pub struct MemOp {
    /// SMEM (L1 scalar cache) rather than vector memory.
    pub scalar: bool,
    pub kind: MemKind,
    /// In issue order (lane order for vector memory).
    pub accesses: Vec<Access>,
    /// Store bytes: the data of every `Store` access, concatenated in access order.
    pub store_data: Vec<u8>,
    /// Present when the instruction writes registers from memory (loads, returning atomics):
    /// hand it back to [`Stepper::complete`] with the bytes read.
    pub pending: Option<PendingLoad>,
}

/// The issue-time state a load needs to finish (opaque).
#[derive(Debug)]
pub struct PendingLoad {
    _private: (),
}

impl PendingLoad {
    /// Bytes [`Stepper::complete`] expects: the `len` of every access (loads) or the old
    /// values (`bytes` each, returning atomics), concatenated in access order.
    pub fn data_bytes(&self) -> usize {
        0
    }
}

/// What one executed instruction needs from the compute unit.
#[derive(Debug)]
pub enum Outcome {
    /// Complete (SALU, VALU, branch, s_waitcnt, nop...).
    Done,
    /// An LDS instruction, already performed on the group's LDS; `addrs` are the byte
    /// addresses accessed (one per active lane and per element), for the bank-conflict model.
    Lds { addrs: Vec<u32> },
    /// The wave waits at `s_barrier` (see [`Group::try_release_barrier`]).
    Barrier,
    /// The wave executed `s_endpgm`.
    Ended,
    /// A global, scratch or scalar memory instruction (see [`MemOp`]).
    Mem(MemOp),
}

/// One compute unit's view of a kernel: the decode cache.
pub struct Stepper {
    image: Arc<KernelImage>,
}

impl Stepper {
    pub fn new(image: Arc<KernelImage>) -> Stepper {
        Stepper { image }
    }
    pub fn image(&self) -> &Arc<KernelImage> {
        &self.image
    }
    /// The wavefronts of workgroup `wg` with their initial registers; wave `i`'s scratch
    /// starts at `scratch_wave_offsets[i]` bytes from the scratch base (one entry per wave).
    pub fn start_group(&self, wg: u64, scratch_wave_offsets: &[u64]) -> Result<Group, EmuError> {
        let _ = (wg, scratch_wave_offsets);
        todo_setup()
    }
    /// The next instruction of `wave` (decoded and cached on first use).
    pub fn peek(&mut self, wave: &Wave) -> Result<InstInfo, EmuError> {
        let _ = wave;
        todo_setup()
    }
    /// Executes the next instruction of wave `w` of `g`.
    pub fn execute(&mut self, g: &mut Group, w: usize) -> Result<Outcome, EmuError> {
        let _ = (g, w);
        todo_setup()
    }
    /// Finishes a load or returning atomic of wave `w`: `data` holds
    /// [`PendingLoad::data_bytes`] bytes.
    pub fn complete(
        &mut self,
        g: &mut Group,
        w: usize,
        pending: PendingLoad,
        data: &[u8],
    ) -> Result<(), EmuError> {
        let _ = (g, w, pending, data);
        todo_setup()
    }
}

fn todo_setup<T>() -> Result<T, EmuError> {
    Err(EmuError::Setup {
        kernel: String::new(),
        msg: "emu::step is not implemented yet".into(),
    })
}
