//! The decoded-instruction value shared by the decoder, the disassembler and the emulator.
//!
//! An [`Inst`] is a small `Copy` value: it keeps operands in their *encoded* form
//! ([`Operand`] is the 9-bit GCN source code, VGPRs offset by 256) so that decoding does no
//! interpretation the emulator would have to undo, and so the disassembler can print exactly
//! what LLVM prints. Field meaning per encoding is documented on each field.

pub use super::generated::Op;

/// The machine encoding an instruction was decoded from (GCN3 ISA manual, chapter 12).
///
/// A VOP1/VOP2/VOPC opcode promoted to the 64-bit form has `enc == Vop3a` (or `Vop3b`) and the
/// same [`Op`] as its 32-bit form; SDWA and DPP forms keep `Vop1`/`Vop2`/`Vopc` and set
/// [`Inst::ext`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    Sop2,
    Sopk,
    Sop1,
    Sopc,
    Sopp,
    Smem,
    Vop2,
    Vop1,
    Vopc,
    Vop3a,
    Vop3b,
    Vintrp,
    Ds,
    Mubuf,
    Mtbuf,
    Mimg,
    Exp,
    Flat,
}

/// One operand in GCN's 9-bit source-operand space.
///
/// Codes 0..=255 are the scalar source codes of the ISA manual (0-101 SGPRs, 102/103
/// FLAT_SCRATCH, 104/105 XNACK_MASK, 106/107 VCC, 112-123 TTMP, 124 M0, 126/127 EXEC,
/// 128-192 integers 0..64, 193-208 integers -1..-16, 240-248 float constants, 251 VCCZ,
/// 252 EXECZ, 253 SCC, 254 LDS direct, 255 literal). Codes 256..=511 are VGPR 0..255.
/// Fields that the hardware encodes as 8-bit VGPR numbers (VOP2 vsrc1, memory addresses
/// and data) are stored as 256 + n; 7-bit SGPR fields are stored as their scalar code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Operand(pub u16);

impl Operand {
    /// Absent operand (the encoding has no such field).
    pub const NONE: Operand = Operand(0xffff);
    pub const FLAT_SCRATCH_LO: Operand = Operand(102);
    pub const VCC_LO: Operand = Operand(106);
    pub const M0: Operand = Operand(124);
    pub const EXEC_LO: Operand = Operand(126);
    pub const LITERAL: Operand = Operand(255);

    /// VGPR `n` (0..=255).
    pub const fn vgpr(n: u8) -> Operand {
        Operand(256 + n as u16)
    }
    /// Scalar source code `code` (0..=255).
    pub const fn scalar(code: u8) -> Operand {
        Operand(code as u16)
    }
    pub const fn is_none(self) -> bool {
        self.0 == 0xffff
    }
    pub const fn is_vgpr(self) -> bool {
        self.0 >= 256 && self.0 < 512
    }
    /// The VGPR index, if this is a VGPR.
    pub const fn vgpr_index(self) -> Option<u8> {
        if self.is_vgpr() {
            Some((self.0 - 256) as u8)
        } else {
            None
        }
    }
    /// The SGPR index (0..=101), if this is an ordinary SGPR.
    pub const fn sgpr_index(self) -> Option<u8> {
        if self.0 <= 101 {
            Some(self.0 as u8)
        } else {
            None
        }
    }
    pub const fn is_literal(self) -> bool {
        self.0 == 255
    }
    /// Integer or float inline constant (codes 128..=208 and 240..=248).
    pub const fn is_inline_constant(self) -> bool {
        (self.0 >= 128 && self.0 <= 208) || (self.0 >= 240 && self.0 <= 248)
    }
}

/// VOP3 / SDWA / DPP source and output modifiers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Modifiers {
    /// Bit i: take |src i| (VOP3 `abs`, SDWA/DPP `abs`).
    pub abs: u8,
    /// Bit i: negate src i (VOP3 `neg`, SDWA/DPP `neg`).
    pub neg: u8,
    /// Clamp the result (VOP3 `clamp`, SDWA `clamp`).
    pub clamp: bool,
    /// Output modifier: 0 none, 1 *2, 2 *4, 3 /2.
    pub omod: u8,
    /// Bit i: sign-extend src i (integer operands of VOP3 and SDWA; LLVM's `sext(...)`).
    pub sext: u8,
}

/// Memory-instruction fields (SMEM, DS, MUBUF, MTBUF, FLAT); zero where the encoding lacks them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MemFields {
    /// SMEM 20-bit byte offset or (when `soffset_en`) unused; DS `offset0`; MUBUF/MTBUF 12-bit offset;
    /// FLAT: the 13-bit offset field LLVM decodes (a gfx9 field, zero in gfx8 code); MIMG: dmask.
    pub offset: u32,
    /// DS `offset1`.
    pub offset1: u8,
    pub glc: bool,
    pub slc: bool,
    pub tfe: bool,
    pub gds: bool,
    /// MUBUF `lds` bit.
    pub lds: bool,
    pub offen: bool,
    pub idxen: bool,
    /// MUBUF/MTBUF `addr64` (must be 0 on gfx8, kept for faithful disassembly).
    pub addr64: bool,
    /// SMEM `imm`: the offset is `offset`; when false the offset is the SGPR in `src[1]`.
    pub imm: bool,
    /// MTBUF data format.
    pub dfmt: u8,
    /// MTBUF numeric format.
    pub nfmt: u8,
}

/// SDWA (sub-dword addressing) selects, for the SDWA form of VOP1/VOP2/VOPC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sdwa {
    /// dst_sel: 0 BYTE_0 .. 3 BYTE_3, 4 WORD_0, 5 WORD_1, 6 DWORD.
    pub dst_sel: u8,
    /// dst_unused: 0 UNUSED_PAD, 1 UNUSED_SEXT, 2 UNUSED_PRESERVE.
    pub dst_unused: u8,
    /// src0_sel, same coding as `dst_sel`.
    pub src0_sel: u8,
    /// src0 sign extension.
    pub src0_sext: bool,
    /// src1_sel, same coding as `dst_sel`.
    pub src1_sel: u8,
    pub src1_sext: bool,
}

/// DPP (data-parallel primitives) controls, for the DPP form of VOP1/VOP2/VOPC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dpp {
    /// The 9-bit `dpp_ctrl` (quad_perm, row_shl, row_shr, row_ror, wave_shl, ..., row_bcast).
    pub ctrl: u16,
    pub row_mask: u8,
    pub bank_mask: u8,
    pub bound_ctrl: bool,
}

/// Extra encoding word of VOP1/VOP2/VOPC (src0 = 0xF9 selects SDWA, 0xFA selects DPP).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ext {
    None,
    Sdwa(Sdwa),
    Dpp(Dpp),
}

/// One decoded instruction.
///
/// Operand placement by encoding (unused operands are [`Operand::NONE`]):
/// - SOP2: `dst`=sdst, `src[0]`=ssrc0, `src[1]`=ssrc1.
/// - SOPK: `dst`=sdst, `imm`=simm16 (zero-extended raw bits).
/// - SOP1: `dst`=sdst, `src[0]`=ssrc0.
/// - SOPC: `src[0]`=ssrc0, `src[1]`=ssrc1.
/// - SOPP: `imm`=simm16 (raw bits). SOPC: `imm`=the 8-bit ssrc1 field (`s_set_gpr_idx_on`).
/// - SMEM: `dst`=sdata, `src[0]`=sbase (the scalar code of the even base SGPR),
///   `src[1]`=soffset SGPR when `mem.imm` is false; `mem.offset` holds the immediate offset.
/// - VOP2: `dst`=vdst, `src[0]`=src0, `src[1]`=vsrc1 (VGPR); for v_madmk/v_madak the
///   constant is in `literal`. VOPC: `dst`=VCC_LO implicitly, `src[0]`, `src[1]`.
/// - VOP1: `dst`=vdst, `src[0]`=src0.
/// - VOP3a: `dst`=vdst (for VOPC-promoted compares `dst` is the SGPR-pair code), `src[0..3]`.
/// - VOP3b: `dst`=vdst, `sdst`=scalar carry-out/condition destination, `src[0..3]`.
/// - DS: `dst`=vdst, `src[0]`=addr, `src[1]`=data0, `src[2]`=data1; `mem.offset`=offset0,
///   `mem.offset1`=offset1, `mem.gds`.
/// - MUBUF/MTBUF: `dst`=vdata (both load destination and store data), `src[0]`=vaddr,
///   `src[1]`=srsrc (scalar code of the first SGPR of the 4-SGPR resource),
///   `src[2]`=soffset (scalar code), `mem.offset` and the flag bits.
/// - FLAT: `dst`=vdst (loads and returning atomics), `src[0]`=vaddr (VGPR pair),
///   `src[1]`=vdata (stores and atomics), `mem.glc/slc/tfe`.
/// - MIMG: `dst`=vdata, `src[0]`=vaddr, `src[1]`=srsrc, `src[2]`=ssamp, `mem.offset`=dmask,
///   `imm` bits 0-4 = unorm, da, r128, lwe, d16. EXP: `imm`=word-0 bits 12:0, `literal`=word 1.
///   VINTRP: `dst`=vdst, `src[0]`=vsrc, `imm`=attr << 2 | chan. SMEM `s_atc_probe*`: `imm`=sdata.
/// - A 32-bit literal constant, if any operand is [`Operand::LITERAL`], is in `literal`.
/// - Implicit VCC of 32-bit VOP2 forms: carry-out in `sdst`, carry-in in `src[2]` (as VOP3b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    pub op: Op,
    pub enc: Encoding,
    /// Size in bytes including any literal (4, 8 or 12).
    pub len: u8,
    pub dst: Operand,
    pub sdst: Operand,
    pub src: [Operand; 3],
    pub literal: u32,
    /// SOPK/SOPP `simm16`, raw 16 bits.
    pub imm: u16,
    pub mods: Modifiers,
    pub mem: MemFields,
    pub ext: Ext,
}
