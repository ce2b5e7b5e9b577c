//! Instruction semantics, one file per encoding family.
//!
//! Each instruction is *compiled* once per PC: [`compile`] maps its opcode to a [`Handler`]
//! (a plain function pointer), which the dispatcher caches next to the decoded [`Inst`].
//! Handlers are chosen by matching on [`Op`], or, for families, by the opcode's line of
//! `gpu-sim/isa/gcn3.props` (`Op::props`): the compare condition and type of the 198 compare
//! opcodes, the memory kind of DS, FLAT and MUBUF opcodes. The per-opcode parameters a handler
//! takes ([`Aux`]: access width, signedness, atomic operation) come from the same line. An
//! opcode with no handler yields `None`, which the dispatcher reports as
//! `EmuError::Unimplemented` with the PC, encoding and mnemonic.

pub mod ds;
pub mod flat;
pub mod mubuf;
pub mod salu;
pub mod smem;
pub mod valu;

use super::memory::Memory;
use super::wave::{ExecResult, Fault, Wave};
use crate::isa::generated::Op;
pub use crate::isa::table::AtomicOp;
use crate::isa::table::OpProps;
use crate::isa::{Encoding, Inst};

/// Per-workgroup context a handler may touch besides its wavefront.
pub struct Ctx<'a> {
    pub mem: &'a mut dyn Memory,
    /// The workgroup's LDS.
    pub lds: &'a mut [u8],
    /// Base of the scratch backing store (the hidden private base).
    pub scratch_va: u64,
    /// A monotonically increasing count for `s_memtime`/`s_memrealtime`.
    pub clock: u64,
}

/// Per-opcode parameters a handler takes (from the opcode's [`OpProps`]), so one handler
/// serves a family of opcodes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Aux {
    /// Bytes per element accessed (per instruction for scalar memory).
    pub bytes: u8,
    /// Sign-extend sub-dword loads.
    pub signed: bool,
    /// DS read2/write2 offsets in units of 64 elements.
    pub st64: bool,
    /// DS atomics: return the old value.
    pub rtn: bool,
    /// Atomic operation, if any.
    pub atomic: Option<AtomicOp>,
}

impl Aux {
    /// The parameters of an opcode with properties `p`.
    pub const fn of(p: &OpProps) -> Aux {
        Aux {
            bytes: p.bytes,
            signed: p.signed,
            st64: p.st64,
            rtn: p.rtn,
            atomic: p.atomic,
        }
    }
}

/// Semantics of one instruction.
pub type Handler = fn(&mut Wave, &Inst, &mut Ctx, Aux) -> ExecResult;

/// Picks the handler for an instruction, or `None` if it has no semantics here.
pub fn compile(inst: &Inst) -> Option<(Handler, Aux)> {
    compile_op(inst.op, inst.enc)
}

/// Picks the handler for opcode `op` in encoding `enc` (the family file), with its [`Aux`].
pub fn compile_op(op: Op, enc: Encoding) -> Option<(Handler, Aux)> {
    let h = match enc {
        Encoding::Sop1 | Encoding::Sop2 | Encoding::Sopk | Encoding::Sopc | Encoding::Sopp => {
            salu::compile(op)
        }
        Encoding::Smem => smem::compile(op),
        Encoding::Vop1 | Encoding::Vop2 | Encoding::Vopc | Encoding::Vop3a | Encoding::Vop3b => {
            valu::compile(op)
        }
        Encoding::Ds => ds::compile(op),
        Encoding::Flat => flat::compile(op),
        Encoding::Mubuf | Encoding::Mtbuf => mubuf::compile(op),
        Encoding::Vintrp | Encoding::Mimg | Encoding::Exp => None,
    }?;
    Some((h, Aux::of(op.props())))
}

/// Splits one lane's gathered atomic data (FLAT and MUBUF) into `(src, cmp)`, the operand
/// order [`AtomicOp::apply32`]/[`AtomicOp::apply64`] take: a 32-bit atomic's data is one dword
/// (two for cmpswap: new value, then compare), a 64-bit atomic's one or two dword pairs.
/// Shared with the stepping interface so its atomic operands match the handlers exactly.
#[inline(always)]
pub(crate) fn atomic_operands(data: &[u8; 16], wide: bool) -> (u64, u64) {
    let src = u64::from_le_bytes(data[0..8].try_into().unwrap_or([0; 8]));
    if wide {
        (
            src,
            u64::from_le_bytes(data[8..16].try_into().unwrap_or([0; 8])),
        )
    } else {
        (src & 0xffff_ffff, src >> 32)
    }
}

/// Wraps a memory error from lane access.
pub(crate) fn mem_fault(addr: u64, source: super::MemError) -> Fault {
    Fault::Mem { addr, source }
}

/// Reads `n` (1, 2, 4 or 8) little-endian bytes from LDS; out of range reads 0 (hardware
/// behaviour). Fixed-size copies keep this free of `memcpy` calls on the per-lane path.
#[inline(always)]
pub(crate) fn lds_rd(lds: &[u8], addr: u64, limit: u64, n: usize) -> u64 {
    if addr.saturating_add(n as u64) > limit {
        return 0;
    }
    let a = addr as usize;
    let get = |k: usize| lds.get(a..a + k);
    match n {
        4 => get(4).map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as u64),
        8 => get(8).map_or(0, |b| {
            u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])
        }),
        2 => get(2).map_or(0, |b| u16::from_le_bytes([b[0], b[1]]) as u64),
        1 => get(1).map_or(0, |b| b[0] as u64),
        _ => 0,
    }
}

/// Writes `n` (1, 2, 4 or 8) bytes of `v` to LDS; out of range writes are dropped (hardware
/// behaviour).
#[inline(always)]
pub(crate) fn lds_wr(lds: &mut [u8], addr: u64, limit: u64, n: usize, v: u64) {
    if addr.saturating_add(n as u64) > limit {
        return;
    }
    let a = addr as usize;
    let bytes = v.to_le_bytes();
    match n {
        4 => {
            if let Some(d) = lds.get_mut(a..a + 4) {
                d.copy_from_slice(&bytes[..4]);
            }
        }
        8 => {
            if let Some(d) = lds.get_mut(a..a + 8) {
                d.copy_from_slice(&bytes);
            }
        }
        2 => {
            if let Some(d) = lds.get_mut(a..a + 2) {
                d.copy_from_slice(&bytes[..2]);
            }
        }
        1 => {
            if let Some(d) = lds.get_mut(a) {
                *d = bytes[0];
            }
        }
        _ => {}
    }
}
