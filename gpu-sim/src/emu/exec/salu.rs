//! Scalar ALU and program control: SOP1, SOP2, SOPK, SOPC and SOPP.
//!
//! SCC is set as the GCN3 manual says per opcode (carry/borrow for unsigned add/sub, signed
//! overflow for `_i32` add/sub, result != 0 for bitwise ops and shifts). Branch offsets are in
//! dwords relative to the next instruction; the dispatcher has already advanced `pc` past the
//! current instruction when a handler runs. `s_waitcnt` and other scheduling hints are
//! functional no-ops; `s_barrier` parks the wavefront until its workgroup arrives.

#![allow(unused_variables)]

use super::Handler;
use crate::emu::wave::{ExecResult, Fault, Wave, WaveStatus};
use crate::isa::generated::Op;
use crate::isa::Inst;

#[inline(always)]
fn sop2_32(
    w: &mut Wave,
    i: &Inst,
    f: impl Fn(u32, u32, bool) -> (u32, Option<bool>),
) -> ExecResult {
    let a = w.sread(i.src[0], i.literal)?;
    let b = w.sread(i.src[1], i.literal)?;
    let (d, scc) = f(a, b, w.scc);
    if let Some(s) = scc {
        w.scc = s;
    }
    w.swrite(i.dst, d)
}

#[inline(always)]
fn sop2_64(
    w: &mut Wave,
    i: &Inst,
    f: impl Fn(u64, u64, bool) -> (u64, Option<bool>),
) -> ExecResult {
    let a = w.sread64(i.src[0], i.literal, false)?;
    let b = w.sread64(i.src[1], i.literal, false)?;
    let (d, scc) = f(a, b, w.scc);
    if let Some(s) = scc {
        w.scc = s;
    }
    w.swrite64(i.dst, d)
}

/// SOP2 64-bit op whose second operand is 32 bits (shifts, bfe).
#[inline(always)]
fn sop2_64_32(w: &mut Wave, i: &Inst, f: impl Fn(u64, u32) -> u64) -> ExecResult {
    let a = w.sread64(i.src[0], i.literal, false)?;
    let b = w.sread(i.src[1], i.literal)?;
    let d = f(a, b);
    w.scc = d != 0;
    w.swrite64(i.dst, d)
}

#[inline(always)]
fn sop1_32(w: &mut Wave, i: &Inst, f: impl Fn(u32) -> (u32, Option<bool>)) -> ExecResult {
    let a = w.sread(i.src[0], i.literal)?;
    let (d, scc) = f(a);
    if let Some(s) = scc {
        w.scc = s;
    }
    w.swrite(i.dst, d)
}

#[inline(always)]
fn sop1_64(w: &mut Wave, i: &Inst, f: impl Fn(u64) -> (u64, Option<bool>)) -> ExecResult {
    let a = w.sread64(i.src[0], i.literal, false)?;
    let (d, scc) = f(a);
    if let Some(s) = scc {
        w.scc = s;
    }
    w.swrite64(i.dst, d)
}

/// SOP1 64-bit source, 32-bit result (bcnt, ff1, flbit on b64).
#[inline(always)]
fn sop1_64_32(w: &mut Wave, i: &Inst, f: impl Fn(u64) -> (u32, Option<bool>)) -> ExecResult {
    let a = w.sread64(i.src[0], i.literal, false)?;
    let (d, scc) = f(a);
    if let Some(s) = scc {
        w.scc = s;
    }
    w.swrite(i.dst, d)
}

#[inline(always)]
fn saveexec(w: &mut Wave, i: &Inst, f: impl Fn(u64, u64) -> u64) -> ExecResult {
    let s = w.sread64(i.src[0], i.literal, false)?;
    let old = w.exec();
    let new = f(s, old);
    w.swrite64(i.dst, old)?;
    w.set_exec(new);
    w.scc = new != 0;
    Ok(())
}

#[inline(always)]
fn sopc32(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32) -> bool) -> ExecResult {
    let a = w.sread(i.src[0], i.literal)?;
    let b = w.sread(i.src[1], i.literal)?;
    w.scc = f(a, b);
    Ok(())
}

#[inline(always)]
fn sopc64(w: &mut Wave, i: &Inst, f: impl Fn(u64, u64) -> bool) -> ExecResult {
    let a = w.sread64(i.src[0], i.literal, false)?;
    let b = w.sread64(i.src[1], i.literal, false)?;
    w.scc = f(a, b);
    Ok(())
}

/// SOPK compare: the SGPR in `dst` against simm16 (sign- or zero-extended).
#[inline(always)]
fn sopk_cmp(w: &mut Wave, i: &Inst, signed: bool, f: impl Fn(i64, i64) -> bool) -> ExecResult {
    let a = w.sread(i.dst, 0)?;
    let (a, b) = if signed {
        (a as i32 as i64, i.imm as i16 as i64)
    } else {
        (a as i64, i.imm as i64)
    };
    w.scc = f(a, b);
    Ok(())
}

#[inline(always)]
fn branch(w: &mut Wave, i: &Inst, cond: bool) {
    if cond {
        w.pc = w.pc.wrapping_add((i.imm as i16 as i64 * 4) as u64);
    }
}

#[inline(always)]
fn bfe32(v: u32, ctl: u32, signed: bool) -> u32 {
    let off = ctl & 31;
    let width = (ctl >> 16) & 0x7f;
    if width == 0 {
        return 0;
    }
    // Signed extracts shift arithmetically: a field reaching past bit 31 extends the sign.
    let x = if signed {
        ((v as i32) >> off) as u32
    } else {
        v >> off
    };
    if width >= 32 {
        return x;
    }
    let m = x & ((1u32 << width) - 1);
    if signed {
        (((m << (32 - width)) as i32) >> (32 - width)) as u32
    } else {
        m
    }
}

#[inline(always)]
fn bfe64(v: u64, ctl: u32, signed: bool) -> u64 {
    let off = ctl & 63;
    let width = (ctl >> 16) & 0x7f;
    if width == 0 {
        return 0;
    }
    let x = if signed {
        ((v as i64) >> off) as u64
    } else {
        v >> off
    };
    if width >= 64 {
        return x;
    }
    let m = x & ((1u64 << width) - 1);
    if signed {
        (((m << (64 - width)) as i64) >> (64 - width)) as u64
    } else {
        m
    }
}

fn flbit_i32(v: u32) -> u32 {
    // Leading bits equal to the sign; -1 when all bits equal the sign.
    let x = if (v as i32) < 0 { !v } else { v };
    if x == 0 {
        u32::MAX
    } else {
        x.leading_zeros()
    }
}

fn flbit_i64(v: u64) -> u32 {
    let x = if (v as i64) < 0 { !v } else { v };
    if x == 0 {
        u32::MAX
    } else {
        x.leading_zeros()
    }
}

/// Reads hardware register `id` for s_getreg.
fn hwreg_read(w: &Wave, id: u32) -> u32 {
    match id {
        1 => w.mode,
        2 => (w.scc as u32) | ((w.exec() == 0) as u32) << 9 | ((w.vcc() == 0) as u32) << 10,
        3 => w.trapsts,
        // HW_ID: wave id in bits 3:0, SIMD 5:4, CU 11:8, SE 14:13.
        4 => w.wave_in_group & 0xf,
        // GPR_ALLOC: VGPR size in 4-register granules minus one at 13:8, SGPRs at 27:24.
        5 => (((w.v.len() as u32 / 4).max(1) - 1) & 0x3f) << 8 | (12 << 24),
        _ => 0,
    }
}

fn hwreg_write(w: &mut Wave, id: u32, off: u32, size: u32, v: u32) -> ExecResult {
    let mask = if size >= 32 {
        u32::MAX
    } else {
        ((1u32 << size) - 1) << off
    };
    let field = (v << off) & mask;
    match id {
        1 => w.mode = (w.mode & !mask) | field,
        3 => w.trapsts = (w.trapsts & !mask) | field,
        // Writes to read-only or unmodelled registers are ignored.
        _ => {}
    }
    Ok(())
}

fn getreg(w: &mut Wave, i: &Inst) -> ExecResult {
    let id = (i.imm & 0x3f) as u32;
    let off = ((i.imm >> 6) & 0x1f) as u32;
    let size = ((i.imm >> 11) & 0x1f) as u32 + 1;
    let v = hwreg_read(w, id) >> off;
    let v = if size >= 32 {
        v
    } else {
        v & ((1u32 << size) - 1)
    };
    w.swrite(i.dst, v)
}

fn setreg(w: &mut Wave, i: &Inst, v: u32) -> ExecResult {
    let id = (i.imm & 0x3f) as u32;
    let off = ((i.imm >> 6) & 0x1f) as u32;
    let size = ((i.imm >> 11) & 0x1f) as u32 + 1;
    hwreg_write(w, id, off, size, v)
}

fn movrel_src(w: &Wave, i: &Inst, n: u32) -> ExecResult<u32> {
    let base = i.src[0].0 as u32;
    let idx = base.wrapping_add(w.m0());
    if base >= 102 || idx + n > 102 {
        return Err(Fault::Illegal(format!(
            "s_movrels source s{idx} out of range"
        )));
    }
    Ok(idx)
}

fn movrel_dst(w: &Wave, i: &Inst, n: u32) -> ExecResult<u32> {
    let base = i.dst.0 as u32;
    let idx = base.wrapping_add(w.m0());
    if base >= 102 || idx + n > 102 {
        return Err(Fault::Illegal(format!(
            "s_movreld destination s{idx} out of range"
        )));
    }
    Ok(idx)
}

/// The handler of a scalar ALU or program-control opcode.
pub fn compile(op: Op) -> Option<Handler> {
    let h: Handler = match op {
        // ---- SOP2 ----
        Op::S_ADD_U32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let (r, c) = a.overflowing_add(b);
                (r, Some(c))
            })
        },
        Op::S_SUB_U32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let (r, c) = a.overflowing_sub(b);
                (r, Some(c))
            })
        },
        Op::S_ADD_I32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let (r, o) = (a as i32).overflowing_add(b as i32);
                (r as u32, Some(o))
            })
        },
        Op::S_SUB_I32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let (r, o) = (a as i32).overflowing_sub(b as i32);
                (r as u32, Some(o))
            })
        },
        Op::S_ADDC_U32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, c| {
                let r = a as u64 + b as u64 + c as u64;
                (r as u32, Some(r >> 32 != 0))
            })
        },
        Op::S_SUBB_U32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, c| {
                let r = (a as u64).wrapping_sub(b as u64).wrapping_sub(c as u64);
                (r as u32, Some((b as u64 + c as u64) > a as u64))
            })
        },
        Op::S_MIN_I32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let l = (a as i32) < (b as i32);
                (if l { a } else { b }, Some(l))
            })
        },
        Op::S_MIN_U32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let l = a < b;
                (if l { a } else { b }, Some(l))
            })
        },
        Op::S_MAX_I32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let g = (a as i32) > (b as i32);
                (if g { a } else { b }, Some(g))
            })
        },
        Op::S_MAX_U32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let g = a > b;
                (if g { a } else { b }, Some(g))
            })
        },
        Op::S_CSELECT_B32 => |w, i, _, _| sop2_32(w, i, |a, b, c| (if c { a } else { b }, None)),
        Op::S_CSELECT_B64 => |w, i, _, _| sop2_64(w, i, |a, b, c| (if c { a } else { b }, None)),
        Op::S_AND_B32 => |w, i, _, _| sop2_32(w, i, |a, b, _| (a & b, Some(a & b != 0))),
        Op::S_AND_B64 => |w, i, _, _| sop2_64(w, i, |a, b, _| (a & b, Some(a & b != 0))),
        Op::S_OR_B32 => |w, i, _, _| sop2_32(w, i, |a, b, _| (a | b, Some(a | b != 0))),
        Op::S_OR_B64 => |w, i, _, _| sop2_64(w, i, |a, b, _| (a | b, Some(a | b != 0))),
        Op::S_XOR_B32 => |w, i, _, _| sop2_32(w, i, |a, b, _| (a ^ b, Some(a ^ b != 0))),
        Op::S_XOR_B64 => |w, i, _, _| sop2_64(w, i, |a, b, _| (a ^ b, Some(a ^ b != 0))),
        Op::S_ANDN2_B32 => |w, i, _, _| sop2_32(w, i, |a, b, _| (a & !b, Some(a & !b != 0))),
        Op::S_ANDN2_B64 => |w, i, _, _| sop2_64(w, i, |a, b, _| (a & !b, Some(a & !b != 0))),
        Op::S_ORN2_B32 => |w, i, _, _| sop2_32(w, i, |a, b, _| (a | !b, Some(a | !b != 0))),
        Op::S_ORN2_B64 => |w, i, _, _| sop2_64(w, i, |a, b, _| (a | !b, Some(a | !b != 0))),
        Op::S_NAND_B32 => |w, i, _, _| sop2_32(w, i, |a, b, _| (!(a & b), Some(!(a & b) != 0))),
        Op::S_NAND_B64 => |w, i, _, _| sop2_64(w, i, |a, b, _| (!(a & b), Some(!(a & b) != 0))),
        Op::S_NOR_B32 => |w, i, _, _| sop2_32(w, i, |a, b, _| (!(a | b), Some(!(a | b) != 0))),
        Op::S_NOR_B64 => |w, i, _, _| sop2_64(w, i, |a, b, _| (!(a | b), Some(!(a | b) != 0))),
        Op::S_XNOR_B32 => |w, i, _, _| sop2_32(w, i, |a, b, _| (!(a ^ b), Some(!(a ^ b) != 0))),
        Op::S_XNOR_B64 => |w, i, _, _| sop2_64(w, i, |a, b, _| (!(a ^ b), Some(!(a ^ b) != 0))),
        Op::S_LSHL_B32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = a << (b & 31);
                (r, Some(r != 0))
            })
        },
        Op::S_LSHR_B32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = a >> (b & 31);
                (r, Some(r != 0))
            })
        },
        Op::S_ASHR_I32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = ((a as i32) >> (b & 31)) as u32;
                (r, Some(r != 0))
            })
        },
        Op::S_LSHL_B64 => |w, i, _, _| sop2_64_32(w, i, |a, b| a << (b & 63)),
        Op::S_LSHR_B64 => |w, i, _, _| sop2_64_32(w, i, |a, b| a >> (b & 63)),
        Op::S_ASHR_I64 => |w, i, _, _| sop2_64_32(w, i, |a, b| ((a as i64) >> (b & 63)) as u64),
        Op::S_BFM_B32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                ((((1u64 << (a & 31)) - 1) as u32).wrapping_shl(b & 31), None)
            })
        },
        Op::S_BFM_B64 => |w, i, _, _| {
            let a = w.sread(i.src[0], i.literal)?;
            let b = w.sread(i.src[1], i.literal)?;
            let m = ((1u128 << (a & 63)) - 1) as u64;
            w.swrite64(i.dst, m << (b & 63))
        },
        Op::S_MUL_I32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                ((a as i32).wrapping_mul(b as i32) as u32, None)
            })
        },
        Op::S_BFE_U32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = bfe32(a, b, false);
                (r, Some(r != 0))
            })
        },
        Op::S_BFE_I32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = bfe32(a, b, true);
                (r, Some(r != 0))
            })
        },
        Op::S_BFE_U64 => |w, i, _, _| sop2_64_32(w, i, |a, b| bfe64(a, b, false)),
        Op::S_BFE_I64 => |w, i, _, _| sop2_64_32(w, i, |a, b| bfe64(a, b, true)),
        Op::S_ABSDIFF_I32 => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = (a as i32).wrapping_sub(b as i32).unsigned_abs();
                (r, Some(r != 0))
            })
        },
        // ---- SOPK ----
        Op::S_MOVK_I32 => |w, i, _, _| w.swrite(i.dst, i.imm as i16 as i32 as u32),
        Op::S_CMOVK_I32 => |w, i, _, _| {
            if w.scc {
                w.swrite(i.dst, i.imm as i16 as i32 as u32)
            } else {
                Ok(())
            }
        },
        Op::S_CMPK_EQ_I32 => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a == b),
        Op::S_CMPK_LG_I32 => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a != b),
        Op::S_CMPK_GT_I32 => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a > b),
        Op::S_CMPK_GE_I32 => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a >= b),
        Op::S_CMPK_LT_I32 => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a < b),
        Op::S_CMPK_LE_I32 => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a <= b),
        Op::S_CMPK_EQ_U32 => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a == b),
        Op::S_CMPK_LG_U32 => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a != b),
        Op::S_CMPK_GT_U32 => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a > b),
        Op::S_CMPK_GE_U32 => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a >= b),
        Op::S_CMPK_LT_U32 => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a < b),
        Op::S_CMPK_LE_U32 => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a <= b),
        Op::S_ADDK_I32 => |w, i, _, _| {
            let a = w.sread(i.dst, 0)? as i32;
            let (r, o) = a.overflowing_add(i.imm as i16 as i32);
            w.scc = o;
            w.swrite(i.dst, r as u32)
        },
        Op::S_MULK_I32 => |w, i, _, _| {
            let a = w.sread(i.dst, 0)? as i32;
            w.swrite(i.dst, a.wrapping_mul(i.imm as i16 as i32) as u32)
        },
        Op::S_GETREG_B32 => |w, i, _, _| getreg(w, i),
        Op::S_SETREG_B32 => |w, i, _, _| {
            let v = w.sread(i.dst, 0)?;
            setreg(w, i, v)
        },
        Op::S_SETREG_IMM32_B32 => |w, i, _, _| setreg(w, i, i.literal),
        // ---- SOP1 ----
        Op::S_MOV_B32 => |w, i, _, _| {
            let v = w.sread(i.src[0], i.literal)?;
            w.swrite(i.dst, v)
        },
        Op::S_MOV_B64 => |w, i, _, _| {
            let v = w.sread64(i.src[0], i.literal, false)?;
            w.swrite64(i.dst, v)
        },
        Op::S_CMOV_B32 => |w, i, _, _| {
            let v = w.sread(i.src[0], i.literal)?;
            if w.scc {
                w.swrite(i.dst, v)
            } else {
                Ok(())
            }
        },
        Op::S_CMOV_B64 => |w, i, _, _| {
            let v = w.sread64(i.src[0], i.literal, false)?;
            if w.scc {
                w.swrite64(i.dst, v)
            } else {
                Ok(())
            }
        },
        Op::S_NOT_B32 => |w, i, _, _| sop1_32(w, i, |a| (!a, Some(!a != 0))),
        Op::S_NOT_B64 => |w, i, _, _| sop1_64(w, i, |a| (!a, Some(!a != 0))),
        Op::S_WQM_B32 => |w, i, _, _| {
            sop1_32(w, i, |a| {
                let r = wqm(a as u64) as u32;
                (r, Some(r != 0))
            })
        },
        Op::S_WQM_B64 => |w, i, _, _| {
            sop1_64(w, i, |a| {
                let r = wqm(a);
                (r, Some(r != 0))
            })
        },
        Op::S_BREV_B32 => |w, i, _, _| sop1_32(w, i, |a| (a.reverse_bits(), None)),
        Op::S_BREV_B64 => |w, i, _, _| sop1_64(w, i, |a| (a.reverse_bits(), None)),
        Op::S_BCNT0_I32_B32 => |w, i, _, _| {
            sop1_32(w, i, |a| {
                let r = a.count_zeros();
                (r, Some(r != 0))
            })
        },
        Op::S_BCNT0_I32_B64 => |w, i, _, _| {
            sop1_64_32(w, i, |a| {
                let r = a.count_zeros();
                (r, Some(r != 0))
            })
        },
        Op::S_BCNT1_I32_B32 => |w, i, _, _| {
            sop1_32(w, i, |a| {
                let r = a.count_ones();
                (r, Some(r != 0))
            })
        },
        Op::S_BCNT1_I32_B64 => |w, i, _, _| {
            sop1_64_32(w, i, |a| {
                let r = a.count_ones();
                (r, Some(r != 0))
            })
        },
        Op::S_FF0_I32_B32 => |w, i, _, _| {
            sop1_32(w, i, |a| {
                (
                    if a == u32::MAX {
                        u32::MAX
                    } else {
                        a.trailing_ones()
                    },
                    None,
                )
            })
        },
        Op::S_FF0_I32_B64 => |w, i, _, _| {
            sop1_64_32(w, i, |a| {
                (
                    if a == u64::MAX {
                        u32::MAX
                    } else {
                        a.trailing_ones()
                    },
                    None,
                )
            })
        },
        Op::S_FF1_I32_B32 => |w, i, _, _| {
            sop1_32(w, i, |a| {
                (if a == 0 { u32::MAX } else { a.trailing_zeros() }, None)
            })
        },
        Op::S_FF1_I32_B64 => |w, i, _, _| {
            sop1_64_32(w, i, |a| {
                (if a == 0 { u32::MAX } else { a.trailing_zeros() }, None)
            })
        },
        Op::S_FLBIT_I32_B32 => |w, i, _, _| {
            sop1_32(w, i, |a| {
                (if a == 0 { u32::MAX } else { a.leading_zeros() }, None)
            })
        },
        Op::S_FLBIT_I32_B64 => |w, i, _, _| {
            sop1_64_32(w, i, |a| {
                (if a == 0 { u32::MAX } else { a.leading_zeros() }, None)
            })
        },
        Op::S_FLBIT_I32 => |w, i, _, _| sop1_32(w, i, |a| (flbit_i32(a), None)),
        Op::S_FLBIT_I32_I64 => |w, i, _, _| sop1_64_32(w, i, |a| (flbit_i64(a), None)),
        Op::S_SEXT_I32_I8 => |w, i, _, _| sop1_32(w, i, |a| (a as u8 as i8 as i32 as u32, None)),
        Op::S_SEXT_I32_I16 => |w, i, _, _| sop1_32(w, i, |a| (a as u16 as i16 as i32 as u32, None)),
        Op::S_BITSET0_B32 => |w, i, _, _| {
            let b = w.sread(i.src[0], i.literal)?;
            let d = w.sread(i.dst, 0)?;
            w.swrite(i.dst, d & !(1 << (b & 31)))
        },
        Op::S_BITSET1_B32 => |w, i, _, _| {
            let b = w.sread(i.src[0], i.literal)?;
            let d = w.sread(i.dst, 0)?;
            w.swrite(i.dst, d | (1 << (b & 31)))
        },
        Op::S_BITSET0_B64 => |w, i, _, _| {
            let b = w.sread(i.src[0], i.literal)?;
            let d = w.sread64(i.dst, 0, false)?;
            w.swrite64(i.dst, d & !(1u64 << (b & 63)))
        },
        Op::S_BITSET1_B64 => |w, i, _, _| {
            let b = w.sread(i.src[0], i.literal)?;
            let d = w.sread64(i.dst, 0, false)?;
            w.swrite64(i.dst, d | (1u64 << (b & 63)))
        },
        Op::S_GETPC_B64 => |w, i, _, _| {
            let pc = w.pc;
            w.swrite64(i.dst, pc)
        },
        Op::S_SETPC_B64 => |w, i, _, _| {
            w.pc = w.sread64(i.src[0], i.literal, false)?;
            Ok(())
        },
        Op::S_SWAPPC_B64 => |w, i, _, _| {
            let target = w.sread64(i.src[0], i.literal, false)?;
            let ret = w.pc;
            w.swrite64(i.dst, ret)?;
            w.pc = target;
            Ok(())
        },
        Op::S_AND_SAVEEXEC_B64 => |w, i, _, _| saveexec(w, i, |s, e| s & e),
        Op::S_OR_SAVEEXEC_B64 => |w, i, _, _| saveexec(w, i, |s, e| s | e),
        Op::S_XOR_SAVEEXEC_B64 => |w, i, _, _| saveexec(w, i, |s, e| s ^ e),
        Op::S_ANDN2_SAVEEXEC_B64 => |w, i, _, _| saveexec(w, i, |s, e| s & !e),
        Op::S_ORN2_SAVEEXEC_B64 => |w, i, _, _| saveexec(w, i, |s, e| s | !e),
        Op::S_NAND_SAVEEXEC_B64 => |w, i, _, _| saveexec(w, i, |s, e| !(s & e)),
        Op::S_NOR_SAVEEXEC_B64 => |w, i, _, _| saveexec(w, i, |s, e| !(s | e)),
        Op::S_XNOR_SAVEEXEC_B64 => |w, i, _, _| saveexec(w, i, |s, e| !(s ^ e)),
        Op::S_QUADMASK_B32 => |w, i, _, _| {
            sop1_32(w, i, |a| {
                let r = quadmask(a as u64) as u32;
                (r, Some(r != 0))
            })
        },
        Op::S_QUADMASK_B64 => |w, i, _, _| {
            sop1_64(w, i, |a| {
                let r = quadmask(a);
                (r, Some(r != 0))
            })
        },
        Op::S_MOVRELS_B32 => |w, i, _, _| {
            let s = movrel_src(w, i, 1)?;
            let v = w.s[s as usize];
            w.swrite(i.dst, v)
        },
        Op::S_MOVRELS_B64 => |w, i, _, _| {
            let s = movrel_src(w, i, 2)? as usize;
            let v = w.s[s] as u64 | (w.s[s + 1] as u64) << 32;
            w.swrite64(i.dst, v)
        },
        Op::S_MOVRELD_B32 => |w, i, _, _| {
            let d = movrel_dst(w, i, 1)?;
            let v = w.sread(i.src[0], i.literal)?;
            w.s[d as usize] = v;
            Ok(())
        },
        Op::S_MOVRELD_B64 => |w, i, _, _| {
            let d = movrel_dst(w, i, 2)? as usize;
            let v = w.sread64(i.src[0], i.literal, false)?;
            w.s[d] = v as u32;
            w.s[d + 1] = (v >> 32) as u32;
            Ok(())
        },
        Op::S_ABS_I32 => |w, i, _, _| {
            sop1_32(w, i, |a| {
                let r = (a as i32).unsigned_abs();
                (r, Some(r != 0))
            })
        },
        // ---- SOPC ----
        Op::S_CMP_EQ_I32 | Op::S_CMP_EQ_U32 => |w, i, _, _| sopc32(w, i, |a, b| a == b),
        Op::S_CMP_LG_I32 | Op::S_CMP_LG_U32 => |w, i, _, _| sopc32(w, i, |a, b| a != b),
        Op::S_CMP_GT_I32 => |w, i, _, _| sopc32(w, i, |a, b| (a as i32) > (b as i32)),
        Op::S_CMP_GE_I32 => |w, i, _, _| sopc32(w, i, |a, b| (a as i32) >= (b as i32)),
        Op::S_CMP_LT_I32 => |w, i, _, _| sopc32(w, i, |a, b| (a as i32) < (b as i32)),
        Op::S_CMP_LE_I32 => |w, i, _, _| sopc32(w, i, |a, b| (a as i32) <= (b as i32)),
        Op::S_CMP_GT_U32 => |w, i, _, _| sopc32(w, i, |a, b| a > b),
        Op::S_CMP_GE_U32 => |w, i, _, _| sopc32(w, i, |a, b| a >= b),
        Op::S_CMP_LT_U32 => |w, i, _, _| sopc32(w, i, |a, b| a < b),
        Op::S_CMP_LE_U32 => |w, i, _, _| sopc32(w, i, |a, b| a <= b),
        Op::S_CMP_EQ_U64 => |w, i, _, _| sopc64(w, i, |a, b| a == b),
        Op::S_CMP_LG_U64 => |w, i, _, _| sopc64(w, i, |a, b| a != b),
        Op::S_BITCMP0_B32 => |w, i, _, _| sopc32(w, i, |a, b| a >> (b & 31) & 1 == 0),
        Op::S_BITCMP1_B32 => |w, i, _, _| sopc32(w, i, |a, b| a >> (b & 31) & 1 == 1),
        Op::S_BITCMP0_B64 => |w, i, _, _| {
            let a = w.sread64(i.src[0], i.literal, false)?;
            let b = w.sread(i.src[1], i.literal)?;
            w.scc = a >> (b & 63) & 1 == 0;
            Ok(())
        },
        Op::S_BITCMP1_B64 => |w, i, _, _| {
            let a = w.sread64(i.src[0], i.literal, false)?;
            let b = w.sread(i.src[1], i.literal)?;
            w.scc = a >> (b & 63) & 1 == 1;
            Ok(())
        },
        // ---- SOPP ----
        Op::S_NOP
        | Op::S_WAITCNT
        | Op::S_SLEEP
        | Op::S_SETPRIO
        | Op::S_SENDMSG
        | Op::S_SENDMSGHALT
        | Op::S_ICACHE_INV
        | Op::S_INCPERFLEVEL
        | Op::S_DECPERFLEVEL
        | Op::S_TTRACEDATA
        | Op::S_SET_GPR_IDX_OFF
        | Op::S_SETKILL
        | Op::S_WAKEUP => |_, _, _, _| Ok(()),
        // No debugger is attached, so the debug conditions are false and the branch not taken.
        Op::S_CBRANCH_CDBGSYS
        | Op::S_CBRANCH_CDBGUSER
        | Op::S_CBRANCH_CDBGSYS_OR_USER
        | Op::S_CBRANCH_CDBGSYS_AND_USER => |_, _, _, _| Ok(()),
        Op::S_ENDPGM | Op::S_ENDPGM_SAVED => |w, _, _, _| {
            w.status = WaveStatus::Done;
            Ok(())
        },
        Op::S_BARRIER => |w, _, _, _| {
            w.status = WaveStatus::AtBarrier;
            Ok(())
        },
        Op::S_BRANCH => |w, i, _, _| {
            branch(w, i, true);
            Ok(())
        },
        Op::S_CBRANCH_SCC0 => |w, i, _, _| {
            let c = !w.scc;
            branch(w, i, c);
            Ok(())
        },
        Op::S_CBRANCH_SCC1 => |w, i, _, _| {
            let c = w.scc;
            branch(w, i, c);
            Ok(())
        },
        Op::S_CBRANCH_VCCZ => |w, i, _, _| {
            let c = w.vcc() == 0;
            branch(w, i, c);
            Ok(())
        },
        Op::S_CBRANCH_VCCNZ => |w, i, _, _| {
            let c = w.vcc() != 0;
            branch(w, i, c);
            Ok(())
        },
        Op::S_CBRANCH_EXECZ => |w, i, _, _| {
            let c = w.exec() == 0;
            branch(w, i, c);
            Ok(())
        },
        Op::S_CBRANCH_EXECNZ => |w, i, _, _| {
            let c = w.exec() != 0;
            branch(w, i, c);
            Ok(())
        },
        Op::S_TRAP => |_, i, _, _| {
            Err(Fault::Illegal(format!(
                "s_trap {} (no trap handler)",
                i.imm
            )))
        },
        _ => return None,
    };
    Some(h)
}

fn wqm(a: u64) -> u64 {
    let mut r = 0u64;
    for q in 0..16 {
        if a >> (q * 4) & 0xf != 0 {
            r |= 0xf << (q * 4);
        }
    }
    r
}

fn quadmask(a: u64) -> u64 {
    let mut r = 0u64;
    for q in 0..16 {
        if a >> (q * 4) & 0xf != 0 {
            r |= 1 << q;
        }
    }
    r
}
