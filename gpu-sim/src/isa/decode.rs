//! GCN3 (gfx803) instruction decoder: dwords -> [`Inst`].
//!
//! Table-driven: the encoding is recognised from the top bits of the first dword, the opcode
//! field indexes that encoding's dense array in `generated.rs`, and the [`OpForm`] found there
//! says which bits must be zero (LLVM rejects those words, so do we), whether a literal or an
//! SDWA/DPP word follows, and which fields are operands. Decoding allocates nothing and never
//! panics: every failure is a [`DecodeError`].

use super::generated::{self as gen, FORMS};
use super::inst::{Dpp, Encoding, Ext, Inst, MemFields, Modifiers, Operand, Sdwa};
use super::table::{AtomicOp, ConstMode, Field, MemClass, OpForm, Opnd, NO_FORM};

/// Why a word sequence is not a gfx803 instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// No words at all.
    #[error("no instruction words to decode")]
    Empty,
    /// The instruction needs more dwords than were given.
    #[error(
        "truncated {enc} instruction {word:#010x}: needs {needed} dwords, {available} available"
    )]
    Truncated {
        enc: &'static str,
        word: u32,
        needed: u8,
        available: u8,
    },
    /// The top bits select no encoding.
    #[error("unknown encoding in word {word:#010x}")]
    UnknownEncoding { word: u32 },
    /// The encoding has no instruction with this opcode on gfx803.
    #[error("unknown {enc} opcode {opcode:#x} in word {word:#010x}")]
    UnknownOpcode {
        enc: &'static str,
        opcode: u16,
        word: u32,
    },
    /// Known opcode, but fields that must be zero (or hold one of a few values) do not.
    #[error("invalid {enc} encoding of {mnemonic}: word {word:#010x}")]
    InvalidFields {
        enc: &'static str,
        mnemonic: &'static str,
        word: u32,
    },
}

/// `Inst` is cached per PC by the emulator: keep it small and `Copy`.
const _: () = assert!(core::mem::size_of::<Inst>() == 52);

#[inline]
fn bits(w: u32, lo: u32, width: u32) -> u32 {
    (w >> lo) & ((1u32 << width) - 1)
}

fn enc_name(enc: Encoding) -> &'static str {
    match enc {
        Encoding::Sop2 => "SOP2",
        Encoding::Sopk => "SOPK",
        Encoding::Sop1 => "SOP1",
        Encoding::Sopc => "SOPC",
        Encoding::Sopp => "SOPP",
        Encoding::Smem => "SMEM",
        Encoding::Vop2 => "VOP2",
        Encoding::Vop1 => "VOP1",
        Encoding::Vopc => "VOPC",
        Encoding::Vop3a | Encoding::Vop3b => "VOP3",
        Encoding::Vintrp => "VINTRP",
        Encoding::Ds => "DS",
        Encoding::Mubuf => "MUBUF",
        Encoding::Mtbuf => "MTBUF",
        Encoding::Mimg => "MIMG",
        Encoding::Exp => "EXP",
        Encoding::Flat => "FLAT",
    }
}

/// The encoding selected by the top bits of the first dword.
pub fn encoding_of(w: u32) -> Option<Encoding> {
    if w >> 31 == 0 {
        return Some(match w >> 25 {
            0x3F => Encoding::Vop1,
            0x3E => Encoding::Vopc,
            _ => Encoding::Vop2,
        });
    }
    if w >> 30 == 0b10 {
        if w >> 28 == 0b1011 {
            return Some(match w >> 23 {
                0x17D => Encoding::Sop1,
                0x17E => Encoding::Sopc,
                0x17F => Encoding::Sopp,
                _ => Encoding::Sopk,
            });
        }
        return Some(Encoding::Sop2);
    }
    Some(match w >> 26 {
        0x30 => Encoding::Smem,
        0x31 => Encoding::Exp,
        0x34 => Encoding::Vop3a,
        0x35 => Encoding::Vintrp,
        0x36 => Encoding::Ds,
        0x37 => Encoding::Flat,
        0x38 => Encoding::Mubuf,
        0x3A => Encoding::Mtbuf,
        0x3C => Encoding::Mimg,
        _ => return None,
    })
}

/// Opcode lookup: the per-encoding table and the opcode field value.
fn lookup(enc: Encoding, w: u32) -> (&'static [u16], u32) {
    match enc {
        Encoding::Sop2 => (&gen::SOP2, bits(w, 23, 7)),
        Encoding::Sopk => (&gen::SOPK, bits(w, 23, 5)),
        Encoding::Sop1 => (&gen::SOP1, bits(w, 8, 8)),
        Encoding::Sopc => (&gen::SOPC, bits(w, 16, 7)),
        Encoding::Sopp => (&gen::SOPP, bits(w, 16, 7)),
        Encoding::Smem => (&gen::SMEM, bits(w, 18, 8)),
        Encoding::Vop2 => (&gen::VOP2, bits(w, 25, 6)),
        Encoding::Vop1 => (&gen::VOP1, bits(w, 9, 8)),
        Encoding::Vopc => (&gen::VOPC, bits(w, 17, 8)),
        Encoding::Vop3a | Encoding::Vop3b => (&gen::VOP3, bits(w, 16, 10)),
        Encoding::Vintrp => (&gen::VINTRP, bits(w, 16, 2)),
        Encoding::Ds => (&gen::DS, bits(w, 17, 8)),
        Encoding::Mubuf => (&gen::MUBUF, bits(w, 18, 7)),
        Encoding::Mtbuf => (&gen::MTBUF, bits(w, 15, 4)),
        Encoding::Mimg => (&gen::MIMG, bits(w, 18, 7)),
        Encoding::Exp => (&gen::EXP, 0),
        Encoding::Flat => (&gen::FLAT, bits(w, 18, 7)),
    }
}

/// The [`OpForm`] an instruction was decoded with (its table entry).
pub fn form_of(inst: &Inst) -> Option<&'static OpForm> {
    form_for(inst.enc, inst_word0_opcode(inst)?)
}

/// The table entry selected by the encoding and opcode bits of a first instruction word,
/// before any field validation (used by tests and tools that build instruction words).
pub fn form_for_word(w0: u32) -> Option<&'static OpForm> {
    let enc = encoding_of(w0)?;
    let (table, opcode) = lookup(enc, w0);
    let idx = *table.get(opcode as usize)?;
    FORMS.get(idx as usize)
}

fn form_for(enc: Encoding, opcode: u32) -> Option<&'static OpForm> {
    let (table, _) = lookup(enc, 0);
    let idx = *table.get(opcode as usize)?;
    FORMS.get(idx as usize)
}

/// Recovers the opcode number of `inst` in its encoding by searching its form (cold path).
fn inst_word0_opcode(inst: &Inst) -> Option<u32> {
    let (table, _) = lookup(inst.enc, 0);
    table
        .iter()
        .position(|&i| i != NO_FORM && FORMS[i as usize].op == inst.op)
        .map(|p| p as u32)
}

fn has_field(form: &OpForm, f: Field) -> bool {
    form.fields & (1 << f as u32) != 0
}

fn field_dwords(form: &OpForm, f: Field) -> u8 {
    form.operands
        .iter()
        .find_map(|o| match o {
            Opnd::Reg { field, dwords, .. } if *field == f => Some(*dwords),
            _ => None,
        })
        .unwrap_or(1)
}

/// The operand of `inst` that holds `field` (the inverse of the decoder's placement).
pub fn operand_of(inst: &Inst, field: Field) -> Operand {
    match field {
        Field::Sdst | Field::Vdst | Field::Sdata | Field::Vdata => inst.dst,
        Field::Sdst3 => inst.sdst,
        Field::Ssrc0 | Field::Src0 | Field::Sbase | Field::Addr | Field::Vaddr | Field::Vsrc => {
            inst.src[0]
        }
        Field::Ssrc1 | Field::Src1 | Field::Vsrc1 | Field::Data0 | Field::Srsrc | Field::Data => {
            inst.src[1]
        }
        Field::Src2 | Field::Data1 | Field::Ssamp | Field::Soffset => inst.src[2],
    }
}

/// An inline constant or the literal marker.
fn is_const(code: u32) -> bool {
    matches!(code, 128..=208 | 240..=248 | 255)
}

/// Whether LLVM accepts scalar operand `code` as a register tuple of `n` dwords (or, for
/// sources, a constant). Tuples are aligned down like LLVM's decoder does when printing.
pub(crate) fn scalar_ok(code: u32, n: u8, is_dst: bool) -> bool {
    match code {
        0..=101 => {
            let base = aligned(code, n);
            n <= 2 || base + n as u32 - 1 <= 103
        }
        102..=111 | 126 => n == 1 || (code.is_multiple_of(2) && n <= 4),
        112..=123 => aligned(code, n) - 112 + n as u32 <= 16,
        124 | 127 => n == 1,
        125 => n <= 4,
        128..=208 | 240..=248 => is_dst || n <= 2,
        235..=239 | 251..=253 => n <= 2,
        254 => n == 1,
        256..=511 => true,
        _ => false,
    }
}

/// The first register of an `n`-dword tuple named by `code` (LLVM aligns SGPR/TTMP tuples).
pub(crate) fn aligned(code: u32, n: u8) -> u32 {
    match n {
        0 | 1 => code,
        2 => code & !1,
        _ => code & !3,
    }
}

fn src_code_ok(code: u32, dwords: u8) -> bool {
    scalar_ok(code, dwords, false)
}

fn tuple_ok(code: u32, dwords: u8) -> bool {
    scalar_ok(code, dwords, false)
}

/// A scalar destination held in an 8-bit VGPR-destination field (VOP3 compares, readlane,
/// readfirstlane): constants (even the literal marker) decode when LLVM prints them as
/// `/*invalid immediate*/`.
fn vdst_scalar_ok(form: &OpForm, code: u32, dwords: u8) -> bool {
    if is_const(code) {
        return match form.dst_const {
            ConstMode::Invalid => true,
            ConstMode::Reject => false,
            ConstMode::Any => code != 255 && scalar_ok(code, dwords, true),
        };
    }
    scalar_ok(code, dwords, true)
}

fn dst_code_ok(code: u32, dwords: u8) -> bool {
    scalar_ok(code, dwords, true)
}

fn field_is_scalar(form: &OpForm, f: Field) -> bool {
    form.operands
        .iter()
        .any(|o| matches!(o, Opnd::Reg { field, scalar: true, .. } if *field == f))
}

/// Keeps only the modifiers the form honours (`OpForm::mods` layout); a neg bit on an operand
/// with integer input modifiers means sign-extend.
fn masked_mods(allowed: u16, abs: u32, neg: u32, clamp: bool) -> Modifiers {
    let abs = abs as u16 & allowed & 7;
    let sext = neg as u16 & (allowed >> 8) & 7;
    let neg = neg as u16 & (allowed >> 3) & 7;
    Modifiers {
        abs: abs as u8,
        neg: neg as u8,
        clamp: clamp && allowed & 0x40 != 0,
        omod: 0,
        sext: sext as u8,
    }
}

fn need(words: &[u32], n: usize, enc: Encoding) -> Result<(), DecodeError> {
    if words.len() < n {
        return Err(DecodeError::Truncated {
            enc: enc_name(enc),
            word: words[0],
            needed: n as u8,
            available: words.len() as u8,
        });
    }
    Ok(())
}

fn empty_inst(form: &OpForm, enc: Encoding) -> Inst {
    Inst {
        op: form.op,
        enc,
        len: 4,
        dst: Operand::NONE,
        sdst: Operand::NONE,
        src: [Operand::NONE; 3],
        literal: 0,
        imm: 0,
        mods: Modifiers::default(),
        mem: MemFields::default(),
        ext: Ext::None,
    }
}

/// Decodes one instruction from the start of `words`. Reads 1 to 3 dwords; `Inst::len` says
/// how many bytes were used.
pub fn decode(words: &[u32]) -> Result<Inst, DecodeError> {
    let Some(&w0) = words.first() else {
        return Err(DecodeError::Empty);
    };
    let enc0 = encoding_of(w0).ok_or(DecodeError::UnknownEncoding { word: w0 })?;
    let (table, opcode) = lookup(enc0, w0);
    let idx = table.get(opcode as usize).copied().unwrap_or(NO_FORM);
    if idx == NO_FORM {
        return Err(DecodeError::UnknownOpcode {
            enc: enc_name(enc0),
            opcode: opcode as u16,
            word: w0,
        });
    }
    let form = &FORMS[idx as usize];
    let invalid = || DecodeError::InvalidFields {
        enc: enc_name(enc0),
        mnemonic: form.op.mnemonic(),
        word: w0,
    };
    let two_words = matches!(
        enc0,
        Encoding::Smem
            | Encoding::Vop3a
            | Encoding::Vop3b
            | Encoding::Ds
            | Encoding::Mubuf
            | Encoding::Mtbuf
            | Encoding::Mimg
            | Encoding::Exp
            | Encoding::Flat
    );
    if two_words {
        need(words, 2, enc0)?;
    }
    let w1 = if two_words { words[1] } else { 0 };
    if w0 & form.zero[0] != 0 || w1 & form.zero[1] != 0 || w0 & form.ones0 != form.ones0 {
        return Err(invalid());
    }
    let enc = if enc0 == Encoding::Vop3a && form.vop3b {
        Encoding::Vop3b
    } else {
        enc0
    };
    let mut inst = empty_inst(form, enc);
    let reg = |f: Field, code: u32| -> Operand {
        if has_field(form, f) {
            Operand(code as u16)
        } else {
            Operand::NONE
        }
    };
    let vreg = |f: Field, n: u32| -> Operand {
        if has_field(form, f) {
            Operand::vgpr(n as u8)
        } else {
            Operand::NONE
        }
    };
    // A literal follows when a used source field holds 255 (32-bit encodings only).
    let mut wants_literal = form.always_literal;
    match enc {
        Encoding::Sop2 | Encoding::Sopc => {
            if enc == Encoding::Sop2 {
                inst.dst = reg(Field::Sdst, bits(w0, 16, 7));
            } else {
                // s_set_gpr_idx_on takes an 8-bit immediate in the ssrc1 field.
                inst.imm = bits(w0, 8, 8) as u16;
            }
            inst.src[0] = reg(Field::Ssrc0, bits(w0, 0, 8));
            inst.src[1] = reg(Field::Ssrc1, bits(w0, 8, 8));
        }
        Encoding::Sop1 => {
            inst.dst = reg(Field::Sdst, bits(w0, 16, 7));
            inst.src[0] = reg(Field::Ssrc0, bits(w0, 0, 8));
        }
        Encoding::Sopk => {
            inst.dst = reg(Field::Sdst, bits(w0, 16, 7));
            inst.imm = bits(w0, 0, 16) as u16;
        }
        Encoding::Sopp => {
            inst.imm = bits(w0, 0, 16) as u16;
        }
        Encoding::Smem => {
            inst.dst = reg(Field::Sdata, bits(w0, 6, 7));
            if form.operands.contains(&Opnd::SdataImm) {
                inst.imm = bits(w0, 6, 7) as u16;
            }
            inst.src[0] = reg(Field::Sbase, bits(w0, 0, 6) << 1);
            if (!inst.dst.is_none()
                && !dst_code_ok(inst.dst.0 as u32, field_dwords(form, Field::Sdata)))
                || (!inst.src[0].is_none()
                    && !tuple_ok(inst.src[0].0 as u32, field_dwords(form, Field::Sbase)))
            {
                return Err(invalid());
            }
            inst.mem.glc = bits(w0, 16, 1) != 0;
            inst.mem.imm = bits(w0, 17, 1) != 0;
            if inst.mem.imm {
                inst.mem.offset = bits(w1, 0, 20);
            } else if form.operands.contains(&Opnd::SmemOffset) {
                inst.src[1] = Operand(bits(w1, 0, 7) as u16);
            }
            inst.len = 8;
        }
        Encoding::Vop2 | Encoding::Vop1 | Encoding::Vopc => {
            let src0 = bits(w0, 0, 9);
            if enc == Encoding::Vop1 {
                let vdst = bits(w0, 17, 8);
                inst.dst = if field_is_scalar(form, Field::Vdst) {
                    if !vdst_scalar_ok(form, vdst, 1) {
                        return Err(invalid());
                    }
                    // LLVM reads a literal for the literal marker even in a destination.
                    if vdst == 255 {
                        wants_literal = true;
                    }
                    reg(Field::Vdst, vdst)
                } else {
                    vreg(Field::Vdst, vdst)
                };
            } else {
                inst.src[1] = vreg(Field::Vsrc1, bits(w0, 9, 8));
                if enc == Encoding::Vop2 {
                    inst.dst = vreg(Field::Vdst, bits(w0, 17, 8));
                } else {
                    inst.dst = Operand::VCC_LO;
                }
            }
            // Implicit vcc: right after vdst it is a carry-out, after the sources a carry-in.
            let mut after_dst = false;
            for o in form.operands {
                match o {
                    Opnd::Reg {
                        field: Field::Vdst, ..
                    } => after_dst = true,
                    Opnd::Vcc if after_dst && enc == Encoding::Vop2 => {
                        inst.sdst = Operand::VCC_LO;
                        after_dst = false;
                    }
                    Opnd::Vcc if enc == Encoding::Vop2 => inst.src[2] = Operand::VCC_LO,
                    _ => after_dst = false,
                }
            }
            let src0_used = has_field(form, Field::Src0);
            if src0 == 0xF9 && src0_used {
                let Some(zero) = form.sdwa_zero else {
                    return Err(invalid());
                };
                need(words, 2, enc)?;
                let w1 = words[1];
                let s = Sdwa {
                    dst_sel: bits(w1, 8, 3) as u8,
                    dst_unused: bits(w1, 11, 2) as u8,
                    src0_sel: bits(w1, 16, 3) as u8,
                    src0_sext: bits(w1, 19, 1) != 0,
                    src1_sel: bits(w1, 24, 3) as u8,
                    src1_sext: bits(w1, 27, 1) != 0,
                };
                if w1 & zero != 0
                    || s.dst_sel > 6
                    || s.src0_sel > 6
                    || s.src1_sel > 6
                    || s.dst_unused > 2
                {
                    return Err(invalid());
                }
                inst.src[0] = Operand::vgpr(bits(w1, 0, 8) as u8);
                let m = form.sdwa_mods;
                inst.mods = masked_mods(
                    m,
                    bits(w1, 21, 1) | bits(w1, 29, 1) << 1,
                    bits(w1, 20, 1) | bits(w1, 28, 1) << 1,
                    bits(w1, 13, 1) != 0,
                );
                // SDWA has separate sext bits.
                inst.mods.sext =
                    ((bits(w1, 19, 1) | bits(w1, 27, 1) << 1) as u16 & (m >> 8) & 3) as u8;
                let s = Sdwa {
                    src0_sext: inst.mods.sext & 1 != 0,
                    src1_sext: inst.mods.sext & 2 != 0,
                    ..s
                };
                inst.ext = Ext::Sdwa(s);
                inst.len = 8;
            } else if src0 == 0xFA
                && (src0_used
                    || form
                        .dpp_zero
                        .is_some_and(|z| words.get(1).is_some_and(|w1| w1 & z == 0)))
            {
                let Some(zero) = form.dpp_zero else {
                    return Err(invalid());
                };
                need(words, 2, enc)?;
                let w1 = words[1];
                let ctrl = bits(w1, 8, 9);
                if w1 & zero != 0 {
                    return Err(invalid());
                }
                inst.src[0] = Operand::vgpr(bits(w1, 0, 8) as u8);
                inst.mods = masked_mods(
                    form.dpp_mods,
                    bits(w1, 21, 1) | bits(w1, 23, 1) << 1,
                    bits(w1, 20, 1) | bits(w1, 22, 1) << 1,
                    false,
                );
                inst.ext = Ext::Dpp(Dpp {
                    ctrl: ctrl as u16,
                    row_mask: bits(w1, 28, 4) as u8,
                    bank_mask: bits(w1, 24, 4) as u8,
                    bound_ctrl: bits(w1, 19, 1) != 0,
                });
                inst.len = 8;
            } else {
                inst.src[0] = reg(Field::Src0, src0);
                if src0_used && is_const(src0) && form.src_consts[0] == ConstMode::Reject {
                    return Err(invalid());
                }
                if src0_used && src0 == 255 {
                    wants_literal = true;
                } else if src0_used && !src_code_ok(src0, field_dwords(form, Field::Src0)) {
                    return Err(invalid());
                }
            }
        }
        Encoding::Vop3a | Encoding::Vop3b => {
            let vdst = bits(w0, 0, 8);
            inst.dst = if field_is_scalar(form, Field::Vdst) {
                reg(Field::Vdst, vdst)
            } else {
                vreg(Field::Vdst, vdst)
            };
            // No literal can follow a 64-bit VOP3 word, not even for a destination.
            if inst.dst.0 < 256
                && (vdst == 255 || !vdst_scalar_ok(form, vdst, field_dwords(form, Field::Vdst)))
            {
                return Err(invalid());
            }
            if enc == Encoding::Vop3b {
                inst.sdst = reg(Field::Sdst3, bits(w0, 8, 7));
                if !inst.sdst.is_none()
                    && !dst_code_ok(inst.sdst.0 as u32, field_dwords(form, Field::Sdst3))
                {
                    return Err(invalid());
                }
            }
            inst.mods = masked_mods(
                form.mods,
                bits(w0, 8, 3),
                bits(w1, 29, 3),
                bits(w0, 15, 1) != 0,
            );
            if enc == Encoding::Vop3b {
                inst.mods.abs = 0;
            }
            if form.mods & 0x80 != 0 {
                inst.mods.omod = bits(w1, 27, 2) as u8;
            }
            let srcs = [
                (Field::Src0, bits(w1, 0, 9)),
                (Field::Src1, bits(w1, 9, 9)),
                (Field::Src2, bits(w1, 18, 9)),
            ];
            for (i, (f, code)) in srcs.into_iter().enumerate() {
                if has_field(form, f) {
                    // Register-only fields print constants as `/*invalid immediate*/` and
                    // accept the special sources (src_shared_base, src_vccz, ...) at any width.
                    let reg_only_const = form.src_consts[i] == ConstMode::Invalid
                        && ((is_const(code) && code != 255)
                            || matches!(code, 235..=239 | 251..=253));
                    if code == 255
                        || (!reg_only_const && !src_code_ok(code, field_dwords(form, f)))
                        || (is_const(code) && form.src_consts[i] == ConstMode::Reject)
                    {
                        // LLVM reads no literal after a 64-bit VOP3 word on gfx8.
                        return Err(invalid());
                    }
                    inst.src[i] = Operand(code as u16);
                } else if i < 3 {
                    inst.src[i] = Operand::NONE;
                }
            }
            // VOP3 interpolation: raw source fields are kept even where LLVM prints them specially.
            if form.operands.iter().any(|o| matches!(o, Opnd::Attr)) {
                inst.src[0] = Operand(bits(w1, 0, 9) as u16);
                inst.src[1] = Operand(bits(w1, 9, 9) as u16);
                inst.src[2] = Operand(bits(w1, 18, 9) as u16);
            }
            inst.len = 8;
        }
        Encoding::Vintrp => {
            inst.dst = vreg(Field::Vdst, bits(w0, 18, 8));
            inst.src[0] = Operand::vgpr(bits(w0, 0, 8) as u8);
            inst.imm = bits(w0, 8, 8) as u16;
        }
        Encoding::Ds => {
            inst.dst = vreg(Field::Vdst, bits(w1, 24, 8));
            inst.src[0] = vreg(Field::Addr, bits(w1, 0, 8));
            inst.src[1] = vreg(Field::Data0, bits(w1, 8, 8));
            inst.src[2] = vreg(Field::Data1, bits(w1, 16, 8));
            inst.mem.offset = bits(w0, 0, 8);
            inst.mem.offset1 = bits(w0, 8, 8) as u8;
            inst.mem.gds = bits(w0, 16, 1) != 0;
            inst.len = 8;
        }
        Encoding::Mubuf | Encoding::Mtbuf => {
            inst.dst = vreg(Field::Vdata, bits(w1, 8, 8));
            inst.src[0] = Operand::vgpr(bits(w1, 0, 8) as u8);
            inst.src[1] = reg(Field::Srsrc, bits(w1, 16, 5) << 2);
            if !inst.src[1].is_none() && !tuple_ok(inst.src[1].0 as u32, 4) {
                return Err(invalid());
            }
            inst.src[2] = reg(Field::Soffset, bits(w1, 24, 8));
            if !inst.src[2].is_none()
                && (inst.src[2].is_literal() || !src_code_ok(bits(w1, 24, 8), 1))
            {
                return Err(invalid());
            }
            inst.mem.offset = bits(w0, 0, 12);
            inst.mem.offen = bits(w0, 12, 1) != 0;
            inst.mem.idxen = bits(w0, 13, 1) != 0;
            inst.mem.glc = bits(w0, 14, 1) != 0;
            inst.mem.tfe = bits(w1, 23, 1) != 0;
            if enc == Encoding::Mubuf {
                inst.mem.lds = bits(w0, 16, 1) != 0;
                inst.mem.slc = bits(w0, 17, 1) != 0;
            } else {
                inst.mem.dfmt = bits(w0, 19, 4) as u8;
                inst.mem.nfmt = bits(w0, 23, 3) as u8;
                inst.mem.slc = bits(w1, 22, 1) != 0;
            }
            inst.len = 8;
        }
        Encoding::Mimg => {
            inst.dst = vreg(Field::Vdata, bits(w1, 8, 8));
            inst.src[0] = vreg(Field::Vaddr, bits(w1, 0, 8));
            inst.src[1] = reg(Field::Srsrc, bits(w1, 16, 5) << 2);
            inst.src[2] = reg(Field::Ssamp, bits(w1, 21, 5) << 2);
            for (i, f) in [(1, Field::Srsrc), (2, Field::Ssamp)] {
                if !inst.src[i].is_none() && !tuple_ok(inst.src[i].0 as u32, field_dwords(form, f))
                {
                    return Err(invalid());
                }
            }
            inst.mem.offset = bits(w0, 8, 4); // dmask
            inst.mem.glc = bits(w0, 13, 1) != 0;
            inst.mem.slc = bits(w0, 25, 1) != 0;
            inst.mem.tfe = bits(w0, 16, 1) != 0;
            // unorm, da, r128, lwe, d16 are kept in `imm` (bit order as in the word).
            inst.imm = (bits(w0, 12, 1)
                | bits(w0, 14, 1) << 1
                | bits(w0, 15, 1) << 2
                | bits(w0, 17, 1) << 3
                | bits(w1, 31, 1) << 4) as u16;
            inst.len = 8;
        }
        Encoding::Exp => {
            inst.imm = bits(w0, 0, 13) as u16;
            inst.literal = w1;
            inst.len = 8;
        }
        Encoding::Flat => {
            let glc = bits(w0, 16, 1) != 0;
            inst.mem.glc = glc;
            inst.mem.slc = bits(w0, 17, 1) != 0;
            // LLVM 15 decodes a 13-bit offset (a gfx9 field) and no tfe bit for gfx8 FLAT.
            inst.mem.offset = bits(w0, 0, 13);
            inst.src[0] = vreg(Field::Addr, bits(w1, 0, 8));
            inst.src[1] = vreg(Field::Data, bits(w1, 8, 8));
            let atomic = form.op.props().mem == MemClass::Atomic;
            inst.dst = if has_field(form, Field::Vdst) || (atomic && glc) {
                Operand::vgpr(bits(w1, 24, 8) as u8)
            } else {
                Operand::NONE
            };
            inst.len = 8;
        }
    }
    if matches!(enc, Encoding::Sop2 | Encoding::Sop1 | Encoding::Sopc) {
        for (i, f) in [Field::Ssrc0, Field::Ssrc1].into_iter().enumerate() {
            if inst.src[i].is_none() {
                continue;
            }
            if is_const(inst.src[i].0 as u32) && form.src_consts[i] == ConstMode::Reject {
                return Err(invalid());
            }
            if inst.src[i].is_literal() {
                wants_literal = true;
            } else if !src_code_ok(inst.src[i].0 as u32, field_dwords(form, f)) {
                return Err(invalid());
            }
        }
    }
    if matches!(enc, Encoding::Sop2 | Encoding::Sop1 | Encoding::Sopk)
        && !inst.dst.is_none()
        && !dst_code_ok(inst.dst.0 as u32, field_dwords(form, Field::Sdst))
    {
        return Err(invalid());
    }
    // VGPR tuples must exist (v0..v255); MIMG data falls back to its table width.
    for o in form.operands {
        if let Opnd::Reg {
            field,
            scalar: false,
            dwords,
        } = *o
        {
            let op = operand_of(&inst, field);
            if let Some(v) = op.vgpr_index() {
                if v as u32 + dwords as u32 > 256 {
                    return Err(invalid());
                }
            }
        }
    }
    if matches!(enc, Encoding::Mubuf | Encoding::Mtbuf)
        && inst.mem.offen
        && inst.mem.idxen
        && inst.src[0].vgpr_index() == Some(255)
        && !form.operands.is_empty()
    {
        return Err(invalid());
    }
    if enc == Encoding::Flat && !inst.dst.is_none() && !has_field(form, Field::Vdst) {
        let data = field_dwords(form, Field::Data);
        let n = if form.op.props().atomic == Some(AtomicOp::CmpSwap) {
            data / 2
        } else {
            data
        };
        if inst.dst.vgpr_index().unwrap_or(0) as u32 + n as u32 > 256 {
            return Err(invalid());
        }
    }
    if wants_literal {
        let at = inst.len as usize / 4;
        need(words, at + 1, enc)?;
        inst.literal = words[at];
        inst.len += 4;
    }
    Ok(inst)
}
