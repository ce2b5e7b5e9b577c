//! Types of the generated opcode tables (`generated.rs`, built from `gpu-sim/isa/gcn3.ops`).
//!
//! The generated part is plain data: one [`OpForm`] per (encoding, opcode) pair that LLVM
//! decodes for gfx803, and dense per-encoding arrays mapping an opcode number to its form.
//! The decoder and disassembler are the hand-written readers of these tables.

use super::generated::Op;

/// A register-holding field of an instruction encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Field {
    Sdst,
    Ssrc0,
    Ssrc1,
    Sdata,
    Sbase,
    Vdst,
    /// VOP3b scalar destination (bits 14:8).
    Sdst3,
    Src0,
    Src1,
    Src2,
    Vsrc1,
    /// VINTRP source VGPR.
    Vsrc,
    Addr,
    Data0,
    Data1,
    Data,
    Vdata,
    Vaddr,
    Srsrc,
    Ssamp,
    Soffset,
}

/// One operand as LLVM prints it, in print order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opnd {
    /// A register (tuple) read from `field`; `scalar` when LLVM printed an SGPR for it.
    Reg {
        field: Field,
        scalar: bool,
        dwords: u8,
    },
    /// The implicit `vcc` operand.
    Vcc,
    /// MUBUF/MTBUF address slot (`off` when neither offen nor idxen is set).
    Off,
    /// `simm16` printed as a signed decimal.
    Simm16Dec,
    /// `simm16` printed as hex.
    Simm16Hex,
    /// `simm16` is a branch offset in dwords.
    Label,
    Hwreg,
    Sendmsg,
    Waitcnt,
    GprIdx,
    /// SMEM immediate byte offset (or the soffset SGPR).
    SmemOffset,
    /// SMEM `sdata` field printed as a number (`s_atc_probe`); kept in `Inst::imm`.
    SdataImm,
    /// The 32-bit literal that always follows (v_madmk/v_madak, s_setreg_imm32_b32).
    Literal,
    /// Interpolation attribute `attrN.c`.
    Attr,
    /// `v_interp_mov` parameter (p10, p20, p0).
    Param,
    /// VOP3 interpolation `high` flag.
    High,
    /// MTBUF `format:[...]`.
    Format,
}

/// How a source operand's constants are interpreted and printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumType {
    B32,
    B64,
    F16,
    /// 16-bit integer: literals keep their low 16 bits.
    I16,
}

/// Suffix LLVM appends to the mnemonic of this form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suffix {
    None,
    E32,
    E64,
}

/// Coarse instruction class (issue unit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpClass {
    Salu,
    Sopp,
    Branch,
    Smem,
    Valu,
    Lds,
    Flat,
    Vmem,
    Exp,
}

/// One (encoding, opcode) pair as decoded by LLVM for gfx803.
#[derive(Clone, Copy, Debug)]
pub struct OpForm {
    pub op: Op,
    pub suffix: Suffix,
    /// Bits of each instruction word (excluding any literal) that must be zero.
    pub zero: [u32; 2],
    /// Bits of the first word that must be one (the `lds` bit of MUBUF LDS stores).
    pub ones0: u32,
    /// The SDWA form exists; bits of the SDWA word that must be zero.
    pub sdwa_zero: Option<u32>,
    /// The DPP form exists; bits of the DPP word that must be zero (dpp_ctrl checked apart).
    pub dpp_zero: Option<u32>,
    /// A 32-bit literal always follows the instruction.
    pub always_literal: bool,
    /// VOP3b layout: bits 14:8 are a scalar destination.
    pub vop3b: bool,
    /// VOP3 modifiers LLVM honours: bits 0-2 abs of src0-2, bits 3-5 neg, bit 6 clamp,
    /// bit 7 omod, bits 8-10 sext (integer operands: the neg bit means sign-extend).
    /// Other modifier bits are ignored (and cleared by the decoder).
    pub mods: u16,
    /// Same layout, for the SDWA form.
    pub sdwa_mods: u16,
    /// Same layout, for the DPP form.
    pub dpp_mods: u16,
    /// Printed operands in order.
    pub operands: &'static [Opnd],
    /// Bit `Field as u32` is set when that field is among `operands` (fast membership test).
    pub fields: u32,
    /// Number types of the source fields `[src0/ssrc0, src1/ssrc1, src2]`.
    pub src_types: [NumType; 3],
    /// What an inline constant or literal in each source field means.
    pub src_consts: [ConstMode; 3],
    /// The same for a scalar destination in an 8-bit VGPR-destination field.
    pub dst_const: ConstMode,
}

/// How LLVM treats a constant code in a register-only operand field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstMode {
    /// Constants are ordinary operands.
    Any,
    /// The instruction decodes, the operand prints as `/*invalid immediate*/`.
    Invalid,
    /// The instruction does not decode.
    Reject,
}

/// Index of "no form" in the per-encoding lookup arrays.
pub const NO_FORM: u16 = u16::MAX;
