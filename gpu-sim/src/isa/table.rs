//! Types of the generated opcode tables (`generated.rs`, built from `gpu-sim/isa/gcn3.ops` and
//! `gpu-sim/isa/gcn3.props`).
//!
//! The generated part is plain data: one [`OpForm`] per (encoding, opcode) pair that LLVM
//! decodes for gfx803, dense per-encoding arrays mapping an opcode number to its form, and one
//! [`OpProps`] per opcode (`Op::props`): what the instruction does, for the timing model and
//! the emulator. The decoder, the disassembler, the emulator and the compute unit are the
//! hand-written readers of these tables.

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

/// The compute unit's class of an instruction: which unit issues it and how it is timed
/// (`class` in `gcn3.props`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InstClass {
    /// Scalar ALU (SOP1/2/C/K) except the control ones below.
    Salu,
    /// Scalar memory (SMEM): L1 scalar cache, counted by lgkmcnt.
    Smem,
    /// Vector ALU (VOP1/2/C/3, incl. DPP/SDWA; VINTRP).
    Valu,
    /// Vector memory (FLAT, MUBUF, MTBUF, MIMG): L1 vector cache, counted by vmcnt (FLAT also
    /// by lgkmcnt, as in hardware).
    Vmem,
    /// LDS (DS): counted by lgkmcnt (and, with the GDS bit, by expcnt).
    Lds,
    /// s_branch, s_cbranch_*, s_setpc/s_swappc/s_getpc.
    Branch,
    /// s_waitcnt.
    Waitcnt,
    /// s_barrier.
    Barrier,
    /// s_endpgm, s_endpgm_saved.
    EndPgm,
    /// s_nop, s_sleep, s_setprio and other SOPP without an effect on the unit model.
    Nop,
    /// `exp` (export to the graphics pipeline): counted by expcnt.
    Export,
}

/// The issue rate of a VALU instruction; the compute unit's config turns it into cycles per
/// wavefront instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rate {
    /// Every non-VALU instruction, and VALU ones at full rate.
    Full,
    /// Transcendentals (`rate=quarter`).
    Quarter,
    /// Double precision (`rate=f64`).
    F64,
}

/// How an instruction moves memory data (scalar memory, vector memory or LDS, by its class).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemClass {
    /// No memory access (or a no-op like cache maintenance).
    None,
    Load,
    Store,
    /// Read-modify-write.
    Atomic,
}

/// Read-modify-write operations of DS, FLAT, MUBUF and MIMG atomics (their semantics are in
/// [`super::atomic`]: `AtomicOp::apply32` / `apply64`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum AtomicOp {
    Swap,
    CmpSwap,
    Add,
    Sub,
    Rsub,
    SMin,
    UMin,
    SMax,
    UMax,
    And,
    Or,
    Xor,
    Inc,
    Dec,
    Mskor,
    FMin,
    FMax,
    FAdd,
    /// cmpswap with the GCN "cmpst" operand order (data0 = compare, data1 = new).
    CmpSt,
    FCmpSwap,
}

/// Operand type of a VALU compare (discriminants are the emulator's const-generic codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum CmpType {
    F16 = 0,
    F32 = 1,
    F64 = 2,
    I16 = 3,
    U16 = 4,
    I32 = 5,
    U32 = 6,
    I64 = 7,
    U64 = 8,
}

/// `cond` of a [`Compare`] for `v_cmp_class_*` / `v_cmpx_class_*`.
pub const CMP_CLASS: u8 = 16;

/// A VALU compare (`cmp=` and `cmpx` in `gcn3.props`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Compare {
    /// The condition code in the ISA's order: for float types 0-15 are F, LT, EQ, LE, GT, LG,
    /// GE, O, U, NGE, NLG, NGT, NLE, NEQ, NLT, TRU; for integer types 0-7 are F, LT, EQ, LE,
    /// GT, NE, GE, T; [`CMP_CLASS`] for the class test.
    pub cond: u8,
    pub ty: CmpType,
    /// `v_cmpx_*`: the result is also written to EXEC.
    pub writes_exec: bool,
}

/// What one opcode does, for the timing model and the emulator (one line of `gcn3.props`;
/// `Op::props`). Per-instruction facts (the GDS bit, FLAT/MUBUF glc) are in the `Inst`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpProps {
    pub class: InstClass,
    pub rate: Rate,
    pub mem: MemClass,
    /// Bytes per lane (vector memory, LDS; per address of a dual access) or per instruction
    /// (scalar memory); 0 where no data moves or the opcode does not fix it (MIMG).
    pub bytes: u8,
    /// A sub-dword load sign-extends.
    pub signed: bool,
    /// Two addresses per lane (ds_read2*, ds_write2*, ds_wrxchg2*).
    pub dual: bool,
    /// A dual access's offsets count in units of 64 elements.
    pub st64: bool,
    /// An LDS atomic returns the old value (FLAT and MUBUF atomics: the glc bit).
    pub rtn: bool,
    /// The read-modify-write of an atomic, when it is one of [`AtomicOp`].
    pub atomic: Option<AtomicOp>,
    /// An LDS src2 form (the second operand is read from LDS).
    pub src2: bool,
    /// A 16-bit (d16) format conversion.
    pub d16: bool,
    /// The store's data comes from the LDS (`buffer_store_lds_dword`).
    pub lds_data: bool,
    pub cmp: Option<Compare>,
}

impl OpProps {
    /// The properties every line of `gcn3.props` starts from (the generator writes only the
    /// fields that differ).
    pub const BASE: OpProps = OpProps {
        class: InstClass::Nop,
        rate: Rate::Full,
        mem: MemClass::None,
        bytes: 0,
        signed: false,
        dual: false,
        st64: false,
        rtn: false,
        atomic: None,
        src2: false,
        d16: false,
        lds_data: false,
        cmp: None,
    };
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
