//! GCN3 disassembler: prints an [`Inst`] in LLVM syntax, exactly as `llvm-objdump-15 -d
//! --mcpu=gfx803` prints the instruction text (without its `// address: words` comment).
//!
//! It only reads the decoded [`Inst`] and the operand list of its table entry; it never looks
//! at instruction words. Branch instructions print their raw signed dword offset like LLVM;
//! [`branch_target`] computes the address that `llvm-objdump` shows in its comment.

use std::fmt::Write as _;

use super::decode::{aligned, form_of};
use super::inst::{Encoding, Ext, Inst, Operand};
use super::table::{ConstMode, Field, NumType, OpForm, Opnd, Suffix};

/// The instruction text of `inst` in LLVM syntax.
pub fn format(inst: &Inst) -> String {
    let mut s = String::with_capacity(48);
    write_inst(&mut s, inst);
    s
}

/// Same as [`format`]: LLVM prints branch operands as the raw offset, whatever the address.
/// `pc` is accepted so callers need not special-case branches; see [`branch_target`].
pub fn format_at(inst: &Inst, pc: u64) -> String {
    let _ = pc;
    format(inst)
}

/// For a SOPP branch (or `s_cbranch_i_fork`) at `pc`, the target address:
/// `pc + 4 + simm16 * 4`.
pub fn branch_target(inst: &Inst, pc: u64) -> Option<u64> {
    let form = form_of(inst)?;
    if !form.operands.contains(&Opnd::Label) {
        return None;
    }
    let off = (inst.imm as i16 as i64) * 4 + 4;
    Some(pc.wrapping_add(off as u64))
}

const SPECIAL_PAIRS: [(u16, &str); 6] = [
    (102, "flat_scratch"),
    (104, "xnack_mask"),
    (106, "vcc"),
    (108, "tba"),
    (110, "tma"),
    (126, "exec"),
];

fn scalar_single(code: u16) -> Option<&'static str> {
    Some(match code {
        102 => "flat_scratch_lo",
        103 => "flat_scratch_hi",
        104 => "xnack_mask_lo",
        105 => "xnack_mask_hi",
        106 => "vcc_lo",
        107 => "vcc_hi",
        108 => "tba_lo",
        109 => "tba_hi",
        110 => "tma_lo",
        111 => "tma_hi",
        124 => "m0",
        125 => "null",
        235 => "src_shared_base",
        236 => "src_shared_limit",
        237 => "src_private_base",
        238 => "src_private_limit",
        239 => "src_pops_exiting_wave_id",
        126 => "exec_lo",
        127 => "exec_hi",
        251 => "src_vccz",
        252 => "src_execz",
        253 => "src_scc",
        254 => "src_lds_direct",
        _ => return None,
    })
}

fn write_tuple(s: &mut String, prefix: &str, base: u32, dwords: u8) {
    if dwords <= 1 {
        let _ = write!(s, "{prefix}{base}");
    } else {
        let _ = write!(s, "{prefix}[{base}:{}]", base + dwords as u32 - 1);
    }
}

/// Float text LLVM uses for a 32-bit pattern, if it is one of the inline float constants.
fn f32_name(v: u32) -> Option<&'static str> {
    Some(match v {
        0x3f000000 => "0.5",
        0xbf000000 => "-0.5",
        0x3f800000 => "1.0",
        0xbf800000 => "-1.0",
        0x40000000 => "2.0",
        0xc0000000 => "-2.0",
        0x40800000 => "4.0",
        0xc0800000 => "-4.0",
        0x3e22f983 => "0.15915494",
        _ => return None,
    })
}

fn f16_name(v: u32) -> Option<&'static str> {
    Some(match v {
        0x3800 => "0.5",
        0xb800 => "-0.5",
        0x3c00 => "1.0",
        0xbc00 => "-1.0",
        0x4000 => "2.0",
        0xc000 => "-2.0",
        0x4400 => "4.0",
        0xc400 => "-4.0",
        0x3118 => "0.15915494",
        _ => return None,
    })
}

fn write_literal(s: &mut String, v: u32, ty: NumType) {
    let v = if matches!(ty, NumType::F16 | NumType::I16) {
        v & 0xffff
    } else {
        v
    };
    let iv = if matches!(ty, NumType::F16 | NumType::I16) {
        v as u16 as i16 as i32
    } else {
        v as i32
    };
    if (-16..=64).contains(&iv) {
        let _ = write!(s, "{iv}");
        return;
    }
    let name = match ty {
        NumType::B32 => f32_name(v),
        NumType::F16 => f16_name(v),
        NumType::B64 | NumType::I16 => None,
    };
    match name {
        Some(n) => s.push_str(n),
        None => {
            let _ = write!(s, "0x{v:x}");
        }
    }
}

/// A source or destination operand in the 9-bit operand space.
fn write_operand(s: &mut String, op: Operand, dwords: u8, ty: NumType, literal: u32) {
    let code = op.0;
    if op.is_none() {
        s.push_str("<none>");
        return;
    }
    if code >= 256 {
        write_tuple(s, "v", (code - 256) as u32, dwords);
        return;
    }
    match code {
        0..=101 => write_tuple(s, "s", aligned(code as u32, dwords), dwords),
        112..=123 => write_tuple(s, "ttmp", aligned(code as u32, dwords) - 112, dwords),
        128..=192 => {
            let _ = write!(s, "{}", code - 128);
        }
        193..=208 => {
            let _ = write!(s, "-{}", code - 192);
        }
        240..=248 if ty == NumType::I16 => {
            const H: [u16; 9] = [
                0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
            ];
            let _ = write!(s, "0x{:x}", H[(code - 240) as usize]);
        }
        240..=247 => {
            const F: [&str; 8] = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"];
            s.push_str(F[(code - 240) as usize]);
        }
        248 => s.push_str(if ty == NumType::B64 {
            "0.15915494309189532"
        } else {
            "0.15915494"
        }),
        255 => write_literal(s, literal, ty),
        _ => {
            if dwords >= 2 {
                if let Some((_, name)) = SPECIAL_PAIRS.iter().find(|(c, _)| *c == (code & !1)) {
                    s.push_str(name);
                    return;
                }
            }
            match scalar_single(code) {
                Some(n) => s.push_str(n),
                None => {
                    let _ = write!(s, "<unknown {code}>");
                }
            }
        }
    }
}

const SEL: [&str; 7] = [
    "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD",
];
const UNUSED: [&str; 3] = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"];

fn src_index(field: Field) -> Option<usize> {
    match field {
        Field::Src0 | Field::Ssrc0 => Some(0),
        Field::Src1 | Field::Ssrc1 | Field::Vsrc1 => Some(1),
        Field::Src2 => Some(2),
        _ => None,
    }
}

fn field_operand(inst: &Inst, field: Field) -> Operand {
    match field {
        Field::Sdst | Field::Vdst | Field::Sdata | Field::Vdata => inst.dst,
        Field::Sdst3 => inst.sdst,
        Field::Ssrc0 | Field::Src0 | Field::Sbase | Field::Addr | Field::Vaddr | Field::Vsrc => {
            inst.src[0]
        }
        Field::Ssrc1 | Field::Src1 | Field::Vsrc1 | Field::Data0 | Field::Srsrc | Field::Data => {
            inst.src[1]
        }
        Field::Src2 | Field::Data1 | Field::Ssamp => inst.src[2],
        Field::Soffset => inst.src[2],
    }
}

fn hwreg(s: &mut String, imm: u16) {
    const NAMES: [&str; 8] = [
        "",
        "HW_REG_MODE",
        "HW_REG_STATUS",
        "HW_REG_TRAPSTS",
        "HW_REG_HW_ID",
        "HW_REG_GPR_ALLOC",
        "HW_REG_LDS_ALLOC",
        "HW_REG_IB_STS",
    ];
    let id = (imm & 0x3f) as usize;
    let offset = (imm >> 6) & 0x1f;
    let size = ((imm >> 11) & 0x1f) + 1;
    s.push_str("hwreg(");
    if (1..8).contains(&id) {
        s.push_str(NAMES[id]);
    } else {
        let _ = write!(s, "{id}");
    }
    if !(offset == 0 && size == 32) {
        let _ = write!(s, ", {offset}, {size}");
    }
    s.push(')');
}

fn sendmsg(s: &mut String, imm: u16) {
    let id = imm & 0xf;
    let op = (imm >> 4) & 0x7;
    let stream = (imm >> 8) & 0x3;
    const GS: [&str; 4] = ["GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"];
    const SYS: [&str; 5] = [
        "",
        "SYSMSG_OP_ECC_ERR_INTERRUPT",
        "SYSMSG_OP_REG_RD",
        "SYSMSG_OP_HOST_TRAP_ACK",
        "SYSMSG_OP_TTRACE_PC",
    ];
    let symbolic = match id {
        1 if op == 0 && stream == 0 => Some("sendmsg(MSG_INTERRUPT)".to_string()),
        4 if op == 0 && stream == 0 => Some("sendmsg(MSG_SAVEWAVE)".to_string()),
        15 if (1..=4).contains(&op) && stream == 0 => {
            Some(format!("sendmsg(MSG_SYSMSG, {})", SYS[op as usize]))
        }
        3 if op == 0 && stream == 0 => Some("sendmsg(MSG_GS_DONE, GS_OP_NOP)".to_string()),
        2 | 3 if (1..=3).contains(&op) => {
            let name = if id == 2 { "MSG_GS" } else { "MSG_GS_DONE" };
            Some(format!("sendmsg({name}, {}, {stream})", GS[op as usize]))
        }
        _ => None,
    };
    match symbolic {
        Some(t) => s.push_str(&t),
        _ if imm & !0x37f == 0 => {
            let _ = write!(s, "sendmsg({id}, {op}, {stream})");
        }
        _ => {
            let _ = write!(s, "{imm}");
        }
    }
}

fn waitcnt(s: &mut String, imm: u16) {
    let vm = imm & 0xf;
    let exp = (imm >> 4) & 0x7;
    let lgkm = (imm >> 8) & 0xf;
    let all = vm == 0xf && exp == 7 && lgkm == 0xf;
    let mut parts: Vec<String> = Vec::with_capacity(3);
    if vm != 0xf || all {
        parts.push(format!("vmcnt({vm})"));
    }
    if exp != 7 || all {
        parts.push(format!("expcnt({exp})"));
    }
    if lgkm != 0xf || all {
        parts.push(format!("lgkmcnt({lgkm})"));
    }
    s.push_str(&parts.join(" "));
}

fn dpp_ctrl(s: &mut String, c: u16) {
    match c {
        0x000..=0x0ff => {
            let _ = write!(
                s,
                "quad_perm:[{},{},{},{}]",
                c & 3,
                (c >> 2) & 3,
                (c >> 4) & 3,
                (c >> 6) & 3
            );
        }
        0x101..=0x10f => {
            let _ = write!(s, "row_shl:{}", c & 0xf);
        }
        0x111..=0x11f => {
            let _ = write!(s, "row_shr:{}", c & 0xf);
        }
        0x121..=0x12f => {
            let _ = write!(s, "row_ror:{}", c & 0xf);
        }
        0x130 => s.push_str("wave_shl:1"),
        0x134 => s.push_str("wave_rol:1"),
        0x138 => s.push_str("wave_shr:1"),
        0x13c => s.push_str("wave_ror:1"),
        0x140 => s.push_str("row_mirror"),
        0x141 => s.push_str("row_half_mirror"),
        0x142 => s.push_str("row_bcast:15"),
        0x143 => s.push_str("row_bcast:31"),
        0x150..=0x15f => s.push_str(
            " /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */",
        ),
        0x160..=0x16f => s.push_str("/* row_xmask is not supported on ASICs earlier than GFX10 */"),
        _ => s.push_str("/* Invalid dpp_ctrl value */"),
    }
}

/// Whether a DS opcode takes the two 8-bit offsets (`offset0:`/`offset1:`).
fn ds_two_offsets(m: &str) -> bool {
    m.contains("read2") || m.contains("write2") || m.contains("wrxchg2")
}

fn write_ds_suffix(s: &mut String, inst: &Inst, mnemonic: &str) {
    let m = &inst.mem;
    if ds_two_offsets(mnemonic) {
        if m.offset != 0 {
            let _ = write!(s, " offset0:{}", m.offset);
        }
        if m.offset1 != 0 {
            let _ = write!(s, " offset1:{}", m.offset1);
        }
    } else {
        let off = (m.offset1 as u32) << 8 | m.offset;
        if mnemonic == "ds_swizzle_b32" && off != 0 {
            s.push_str(" offset:");
            swizzle(s, off as u16);
        } else if off != 0 {
            let _ = write!(s, " offset:{off}");
        }
    }
    if m.gds {
        s.push_str(" gds");
    }
}

fn swizzle(s: &mut String, off: u16) {
    if off & 0xff00 == 0x8000 {
        let p = off & 0xff;
        let _ = write!(
            s,
            "swizzle(QUAD_PERM,{},{},{},{})",
            p & 3,
            (p >> 2) & 3,
            (p >> 4) & 3,
            (p >> 6) & 3
        );
        return;
    }
    if off & 0x8000 != 0 {
        let _ = write!(s, "{off}");
        return;
    }
    let and_mask = off & 0x1f;
    let or_mask = (off >> 5) & 0x1f;
    let xor_mask = (off >> 10) & 0x1f;
    let group = 0x20 - and_mask;
    if and_mask == 0x1f && or_mask == 0 && xor_mask.count_ones() == 1 {
        let _ = write!(s, "swizzle(SWAP,{xor_mask})");
    } else if and_mask == 0x1f && or_mask == 0 && xor_mask > 0 && (xor_mask + 1).is_power_of_two() {
        let _ = write!(s, "swizzle(REVERSE,{})", xor_mask + 1);
    } else if group > 1 && group.is_power_of_two() && or_mask < group && xor_mask == 0 {
        let _ = write!(s, "swizzle(BROADCAST,{group},{or_mask})");
    } else {
        s.push_str("swizzle(BITMASK_PERM,\"");
        let probe0 = or_mask ^ xor_mask;
        let probe1 = (and_mask | or_mask) ^ xor_mask;
        for i in (0..5).rev() {
            s.push(match ((probe0 >> i) & 1, (probe1 >> i) & 1) {
                (1, 1) => '1',
                (0, 0) => '0',
                (0, 1) => 'p',
                _ => 'i',
            });
        }
        s.push_str("\")");
    }
}

const DFMT: [&str; 16] = [
    "BUF_DATA_FORMAT_INVALID",
    "BUF_DATA_FORMAT_8",
    "BUF_DATA_FORMAT_16",
    "BUF_DATA_FORMAT_8_8",
    "BUF_DATA_FORMAT_32",
    "BUF_DATA_FORMAT_16_16",
    "BUF_DATA_FORMAT_10_11_11",
    "BUF_DATA_FORMAT_11_11_10",
    "BUF_DATA_FORMAT_10_10_10_2",
    "BUF_DATA_FORMAT_2_10_10_10",
    "BUF_DATA_FORMAT_8_8_8_8",
    "BUF_DATA_FORMAT_32_32",
    "BUF_DATA_FORMAT_16_16_16_16",
    "BUF_DATA_FORMAT_32_32_32",
    "BUF_DATA_FORMAT_32_32_32_32",
    "BUF_DATA_FORMAT_RESERVED_15",
];
const NFMT: [&str; 8] = [
    "BUF_NUM_FORMAT_UNORM",
    "BUF_NUM_FORMAT_SNORM",
    "BUF_NUM_FORMAT_USCALED",
    "BUF_NUM_FORMAT_SSCALED",
    "BUF_NUM_FORMAT_UINT",
    "BUF_NUM_FORMAT_SINT",
    "BUF_NUM_FORMAT_RESERVED_6",
    "BUF_NUM_FORMAT_FLOAT",
];

fn write_mnemonic(s: &mut String, inst: &Inst, form: &OpForm) {
    s.push_str(inst.op.mnemonic());
    match inst.ext {
        Ext::Sdwa(_) => {
            if inst.enc != Encoding::Vopc && form.suffix == Suffix::E32 {
                s.push_str("_sdwa");
            }
        }
        Ext::Dpp(_) => {
            if form.suffix == Suffix::E32 {
                s.push_str("_dpp");
            }
        }
        Ext::None => match form.suffix {
            Suffix::E32 => s.push_str("_e32"),
            Suffix::E64 => s.push_str("_e64"),
            Suffix::None => {}
        },
    }
}

fn write_inst(s: &mut String, inst: &Inst) {
    let Some(form) = form_of(inst) else {
        s.push_str(inst.op.mnemonic());
        return;
    };
    if inst.enc == Encoding::Exp {
        write_exp(s, inst);
        return;
    }
    write_mnemonic(s, inst, form);
    let mnemonic = inst.op.mnemonic();
    if inst.enc == Encoding::Sopp
        && form.operands.is_empty()
        && form.zero[0] & 0xffff == 0
        && inst.imm != 0
    {
        let _ = write!(s, " {}", inst.imm);
    }
    let mubuf_lds = inst.enc == Encoding::Mubuf && inst.mem.lds;
    let vop = matches!(
        inst.enc,
        Encoding::Vop1 | Encoding::Vop2 | Encoding::Vopc | Encoding::Vop3a | Encoding::Vop3b
    );
    let mut first = true;
    let mut sep = |s: &mut String| {
        s.push_str(if first { " " } else { ", " });
        first = false;
    };
    // Returning FLAT atomics print their destination first.
    if inst.enc == Encoding::Flat && inst.mem.glc && !inst.dst.is_none() && !has_vdst(form) {
        sep(s);
        let dwords = form
            .operands
            .iter()
            .find_map(|o| match o {
                Opnd::Reg {
                    field: Field::Data,
                    dwords,
                    ..
                } => Some(*dwords),
                _ => None,
            })
            .unwrap_or(1);
        let dwords = if mnemonic.contains("cmpswap") {
            dwords / 2
        } else {
            dwords
        };
        write_operand(s, inst.dst, dwords, NumType::B32, 0);
    }
    for o in form.operands {
        match *o {
            Opnd::Reg {
                field,
                dwords,
                scalar,
            } => {
                if mubuf_lds && field == Field::Vdata {
                    continue;
                }
                sep(s);
                let op = field_operand(inst, field);
                if scalar
                    && matches!(field, Field::Vdst | Field::Sdst3)
                    && (op.is_inline_constant() || op.is_literal())
                {
                    s.push_str("/*invalid immediate*/");
                    continue;
                }
                let reg_only =
                    src_index(field).is_some_and(|i| form.src_consts[i] != ConstMode::Any);
                let invalid_imm = reg_only && (op.is_inline_constant() || op.is_literal());
                let dwords = if inst.enc == Encoding::Mimg && field == Field::Vdata {
                    mimg_vdata_dwords(inst, mnemonic, dwords)
                } else {
                    dwords
                };
                let src_i = if vop
                    || matches!(inst.enc, Encoding::Sop1 | Encoding::Sop2 | Encoding::Sopc)
                {
                    src_index(field)
                } else {
                    None
                };
                let ty = src_i.map_or(NumType::B32, |i| form.src_types[i]);
                let (neg, abs, sext) = match (src_i, vop) {
                    (Some(i), true) => (
                        inst.mods.neg >> i & 1 != 0,
                        inst.mods.abs >> i & 1 != 0,
                        inst.mods.sext >> i & 1 != 0,
                    ),
                    _ => (false, false, false),
                };
                let is_imm = !op.is_vgpr() && (op.is_inline_constant() || op.is_literal());
                let neg_mnemo = neg && !abs && is_imm;
                if neg_mnemo {
                    s.push_str("neg(");
                } else if neg {
                    s.push('-');
                }
                if sext {
                    s.push_str("sext(");
                }
                if abs {
                    s.push('|');
                }
                if invalid_imm {
                    s.push_str("/*invalid immediate*/");
                } else {
                    write_operand(s, op, dwords, ty, inst.literal);
                }
                if abs {
                    s.push('|');
                }
                if sext || neg_mnemo {
                    s.push(')');
                }
            }
            Opnd::Vcc => {
                sep(s);
                s.push_str("vcc");
            }
            Opnd::Off => {
                sep(s);
                let m = &inst.mem;
                let dw = if m.offen && m.idxen { 2 } else { 1 };
                if m.offen || m.idxen {
                    write_operand(s, inst.src[0], dw, NumType::B32, 0);
                } else {
                    s.push_str("off");
                }
            }
            Opnd::Simm16Dec | Opnd::SdataImm => {
                sep(s);
                // LLVM prints the zero-extended value: inline integers in decimal, else hex.
                if inst.imm <= 64 {
                    let _ = write!(s, "{}", inst.imm);
                } else {
                    let _ = write!(s, "0x{:x}", inst.imm);
                }
            }
            Opnd::Simm16Hex => {
                sep(s);
                let _ = write!(s, "0x{:x}", inst.imm);
            }
            Opnd::Label => {
                sep(s);
                let _ = write!(s, "{}", inst.imm);
            }
            Opnd::Hwreg => {
                sep(s);
                hwreg(s, inst.imm);
            }
            Opnd::Sendmsg => {
                sep(s);
                sendmsg(s, inst.imm);
            }
            Opnd::Waitcnt => {
                sep(s);
                waitcnt(s, inst.imm);
            }
            Opnd::GprIdx => {
                sep(s);
                if inst.imm & !0xf != 0 {
                    let _ = write!(s, "0x{:x}", inst.imm);
                } else {
                    let names = ["SRC0", "SRC1", "SRC2", "DST"];
                    let set: Vec<&str> = (0..4)
                        .filter(|i| inst.imm >> i & 1 != 0)
                        .map(|i| names[i])
                        .collect();
                    let _ = write!(s, "gpr_idx({})", set.join(","));
                }
            }
            Opnd::SmemOffset => {
                sep(s);
                if inst.mem.imm {
                    let _ = write!(s, "0x{:x}", inst.mem.offset);
                } else {
                    write_operand(s, inst.src[1], 1, NumType::B32, 0);
                }
            }
            Opnd::Literal => {
                sep(s);
                if inst.enc == Encoding::Vop2 {
                    // v_madmk/v_madak: the K constant always prints as hex.
                    let _ = write!(s, "0x{:x}", inst.literal);
                } else {
                    write_literal(s, inst.literal, NumType::B32);
                }
            }
            Opnd::Attr => {
                sep(s);
                let (attr, chan) = if inst.enc == Encoding::Vintrp {
                    ((inst.imm >> 2) & 0x3f, inst.imm & 3)
                } else {
                    ((inst.src[0].0 & 0x3f), (inst.src[0].0 >> 6) & 3)
                };
                let _ = write!(s, "attr{attr}.{}", ['x', 'y', 'z', 'w'][chan as usize]);
            }
            Opnd::Param => {
                sep(s);
                let p = if inst.enc == Encoding::Vintrp {
                    inst.src[0].0 - 256
                } else {
                    inst.src[1].0
                };
                match p {
                    0 => s.push_str("p10"),
                    1 => s.push_str("p20"),
                    2 => s.push_str("p0"),
                    _ => {
                        let _ = write!(s, "invalid_param_{p}");
                    }
                }
            }
            Opnd::High => {
                if inst.src[0].0 & 0x100 != 0 {
                    s.push_str(" high");
                }
            }
            Opnd::Format => {
                let d = inst.mem.dfmt as usize & 15;
                let n = inst.mem.nfmt as usize & 7;
                match (d != 1, n != 0) {
                    (true, true) => {
                        let _ = write!(s, " format:[{},{}]", DFMT[d], NFMT[n]);
                    }
                    (true, false) => {
                        let _ = write!(s, " format:[{}]", DFMT[d]);
                    }
                    (false, true) => {
                        let _ = write!(s, " format:[{}]", NFMT[n]);
                    }
                    (false, false) => {}
                }
            }
        }
    }
    write_modifiers(s, inst, mnemonic);
}

/// MIMG data width as LLVM picks it: one dword per enabled dmask channel (four for gather4),
/// plus one for tfe, if LLVM has a variant of that width and the registers exist; otherwise
/// the table's width.
pub(crate) fn mimg_vdata_dwords(inst: &Inst, mnemonic: &str, table_dwords: u8) -> u8 {
    let dmask = inst.mem.offset & 0xf;
    let channels = if mnemonic.contains("gather4") {
        4
    } else {
        dmask.count_ones().max(1) as u8
    };
    let n = channels + inst.mem.tfe as u8;
    let exists = if mnemonic.contains("cmpswap") {
        n == 2 || n == 4
    } else if mnemonic.contains("atomic") {
        n <= 2
    } else {
        n <= 5
    };
    let first = inst.dst.vgpr_index().unwrap_or(0) as u32;
    if exists && first + n as u32 <= 256 {
        n
    } else {
        table_dwords
    }
}

/// EXP: `exp <target> <src0..3 or off>[ done][ compr][ vm]`.
fn write_exp(s: &mut String, inst: &Inst) {
    let bits = inst.imm;
    let en = bits & 0xf;
    let tgt = (bits >> 4) & 0x3f;
    let compr = bits & (1 << 10) != 0;
    let done = bits & (1 << 11) != 0;
    let vm = bits & (1 << 12) != 0;
    s.push_str("exp ");
    match tgt {
        0..=7 => {
            let _ = write!(s, "mrt{tgt}");
        }
        8 => s.push_str("mrtz"),
        9 => s.push_str("null"),
        12..=15 => {
            let _ = write!(s, "pos{}", tgt - 12);
        }
        32..=63 => {
            let _ = write!(s, "param{}", tgt - 32);
        }
        _ => {
            let _ = write!(s, "invalid_target_{tgt}");
        }
    }
    for n in 0..4u32 {
        s.push_str(if n == 0 { " " } else { ", " });
        let idx = if compr { n / 2 } else { n };
        if en & (1 << n) != 0 {
            let _ = write!(s, "v{}", (inst.literal >> (8 * idx)) & 0xff);
        } else {
            s.push_str("off");
        }
    }
    if done {
        s.push_str(" done");
    }
    if compr {
        s.push_str(" compr");
    }
    if vm {
        s.push_str(" vm");
    }
}

fn form_has_operands(inst: &Inst) -> bool {
    form_of(inst).is_some_and(|f| !f.operands.is_empty())
}

fn has_vdst(form: &OpForm) -> bool {
    form.operands.iter().any(|o| {
        matches!(
            o,
            Opnd::Reg {
                field: Field::Vdst,
                ..
            }
        )
    })
}

fn write_modifiers(s: &mut String, inst: &Inst, mnemonic: &str) {
    let m = &inst.mem;
    match inst.enc {
        Encoding::Vop3a | Encoding::Vop3b => {
            if inst.mods.clamp {
                s.push_str(" clamp");
            }
            match inst.mods.omod {
                1 => s.push_str(" mul:2"),
                2 => s.push_str(" mul:4"),
                3 => s.push_str(" div:2"),
                _ => {}
            }
        }
        Encoding::Vop1 | Encoding::Vop2 | Encoding::Vopc => match inst.ext {
            Ext::Sdwa(w) => {
                if inst.mods.clamp {
                    s.push_str(" clamp");
                }
                if inst.enc != Encoding::Vopc {
                    let _ = write!(
                        s,
                        " dst_sel:{} dst_unused:{}",
                        SEL[w.dst_sel as usize % 7],
                        UNUSED[w.dst_unused as usize % 3]
                    );
                }
                let _ = write!(s, " src0_sel:{}", SEL[w.src0_sel as usize % 7]);
                if inst.enc != Encoding::Vop1 {
                    let _ = write!(s, " src1_sel:{}", SEL[w.src1_sel as usize % 7]);
                }
            }
            Ext::Dpp(d) => {
                s.push(' ');
                dpp_ctrl(s, d.ctrl);
                let _ = write!(
                    s,
                    " row_mask:0x{:x} bank_mask:0x{:x}",
                    d.row_mask, d.bank_mask
                );
                if d.bound_ctrl {
                    s.push_str(" bound_ctrl:1");
                }
            }
            Ext::None => {}
        },
        Encoding::Smem => {
            let data = form_of(inst).is_some_and(|f| {
                f.operands.contains(&Opnd::SmemOffset)
                    && f.operands.iter().any(|o| {
                        matches!(
                            o,
                            Opnd::Reg {
                                field: Field::Sdata,
                                ..
                            }
                        )
                    })
            });
            if m.glc && data {
                s.push_str(" glc");
            }
        }
        Encoding::Ds => write_ds_suffix(s, inst, mnemonic),
        Encoding::Mubuf | Encoding::Mtbuf if form_has_operands(inst) => {
            if m.idxen {
                s.push_str(" idxen");
            }
            if m.offen {
                s.push_str(" offen");
            }
            if m.offset != 0 {
                let _ = write!(s, " offset:{}", m.offset);
            }
            let lds_store = form_of(inst).is_some_and(|f| f.ones0 != 0);
            if m.lds && lds_store {
                s.push_str(" lds");
            }
            if m.glc {
                s.push_str(" glc");
            }
            if m.slc {
                s.push_str(" slc");
            }
            if m.lds && !lds_store {
                s.push_str(" lds");
            }
            if m.tfe && !m.lds && !mnemonic.contains("atomic") {
                s.push_str(" tfe");
            }
        }
        Encoding::Flat => {
            if m.offset != 0 {
                let _ = write!(s, " offset:{}", m.offset);
            }
            if m.glc {
                s.push_str(" glc");
            }
            if m.slc {
                s.push_str(" slc");
            }
            if m.tfe {
                s.push_str(" tfe");
            }
        }
        Encoding::Mimg => {
            if m.offset & 0xf != 0 {
                let _ = write!(s, " dmask:0x{:x}", m.offset & 0xf);
            }
            let f = inst.imm;
            if f & 1 != 0 {
                s.push_str(" unorm");
            }
            if m.glc {
                s.push_str(" glc");
            }
            if m.slc {
                s.push_str(" slc");
            }
            if f & 4 != 0 {
                s.push_str(" r128");
            }
            if m.tfe {
                s.push_str(" tfe");
            }
            if f & 8 != 0 {
                s.push_str(" lwe");
            }
            if f & 2 != 0 {
                s.push_str(" da");
            }
            if f & 16 != 0 {
                s.push_str(" d16");
            }
        }
        _ => {}
    }
}
