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

/// The handler for a scalar ALU or program-control mnemonic.
pub fn compile(name: &str) -> Option<Handler> {
    let h: Handler = match name {
        // ---- SOP2 ----
        "s_add_u32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let (r, c) = a.overflowing_add(b);
                (r, Some(c))
            })
        },
        "s_sub_u32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let (r, c) = a.overflowing_sub(b);
                (r, Some(c))
            })
        },
        "s_add_i32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let (r, o) = (a as i32).overflowing_add(b as i32);
                (r as u32, Some(o))
            })
        },
        "s_sub_i32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let (r, o) = (a as i32).overflowing_sub(b as i32);
                (r as u32, Some(o))
            })
        },
        "s_addc_u32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, c| {
                let r = a as u64 + b as u64 + c as u64;
                (r as u32, Some(r >> 32 != 0))
            })
        },
        "s_subb_u32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, c| {
                let r = (a as u64).wrapping_sub(b as u64).wrapping_sub(c as u64);
                (r as u32, Some((b as u64 + c as u64) > a as u64))
            })
        },
        "s_min_i32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let l = (a as i32) < (b as i32);
                (if l { a } else { b }, Some(l))
            })
        },
        "s_min_u32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let l = a < b;
                (if l { a } else { b }, Some(l))
            })
        },
        "s_max_i32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let g = (a as i32) > (b as i32);
                (if g { a } else { b }, Some(g))
            })
        },
        "s_max_u32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let g = a > b;
                (if g { a } else { b }, Some(g))
            })
        },
        "s_cselect_b32" => |w, i, _, _| sop2_32(w, i, |a, b, c| (if c { a } else { b }, None)),
        "s_cselect_b64" => |w, i, _, _| sop2_64(w, i, |a, b, c| (if c { a } else { b }, None)),
        "s_and_b32" => |w, i, _, _| sop2_32(w, i, |a, b, _| (a & b, Some(a & b != 0))),
        "s_and_b64" => |w, i, _, _| sop2_64(w, i, |a, b, _| (a & b, Some(a & b != 0))),
        "s_or_b32" => |w, i, _, _| sop2_32(w, i, |a, b, _| (a | b, Some(a | b != 0))),
        "s_or_b64" => |w, i, _, _| sop2_64(w, i, |a, b, _| (a | b, Some(a | b != 0))),
        "s_xor_b32" => |w, i, _, _| sop2_32(w, i, |a, b, _| (a ^ b, Some(a ^ b != 0))),
        "s_xor_b64" => |w, i, _, _| sop2_64(w, i, |a, b, _| (a ^ b, Some(a ^ b != 0))),
        "s_andn2_b32" => |w, i, _, _| sop2_32(w, i, |a, b, _| (a & !b, Some(a & !b != 0))),
        "s_andn2_b64" => |w, i, _, _| sop2_64(w, i, |a, b, _| (a & !b, Some(a & !b != 0))),
        "s_orn2_b32" => |w, i, _, _| sop2_32(w, i, |a, b, _| (a | !b, Some(a | !b != 0))),
        "s_orn2_b64" => |w, i, _, _| sop2_64(w, i, |a, b, _| (a | !b, Some(a | !b != 0))),
        "s_nand_b32" => |w, i, _, _| sop2_32(w, i, |a, b, _| (!(a & b), Some(!(a & b) != 0))),
        "s_nand_b64" => |w, i, _, _| sop2_64(w, i, |a, b, _| (!(a & b), Some(!(a & b) != 0))),
        "s_nor_b32" => |w, i, _, _| sop2_32(w, i, |a, b, _| (!(a | b), Some(!(a | b) != 0))),
        "s_nor_b64" => |w, i, _, _| sop2_64(w, i, |a, b, _| (!(a | b), Some(!(a | b) != 0))),
        "s_xnor_b32" => |w, i, _, _| sop2_32(w, i, |a, b, _| (!(a ^ b), Some(!(a ^ b) != 0))),
        "s_xnor_b64" => |w, i, _, _| sop2_64(w, i, |a, b, _| (!(a ^ b), Some(!(a ^ b) != 0))),
        "s_lshl_b32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = a << (b & 31);
                (r, Some(r != 0))
            })
        },
        "s_lshr_b32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = a >> (b & 31);
                (r, Some(r != 0))
            })
        },
        "s_ashr_i32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = ((a as i32) >> (b & 31)) as u32;
                (r, Some(r != 0))
            })
        },
        "s_lshl_b64" => |w, i, _, _| sop2_64_32(w, i, |a, b| a << (b & 63)),
        "s_lshr_b64" => |w, i, _, _| sop2_64_32(w, i, |a, b| a >> (b & 63)),
        "s_ashr_i64" => |w, i, _, _| sop2_64_32(w, i, |a, b| ((a as i64) >> (b & 63)) as u64),
        "s_bfm_b32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                ((((1u64 << (a & 31)) - 1) as u32).wrapping_shl(b & 31), None)
            })
        },
        "s_bfm_b64" => |w, i, _, _| {
            let a = w.sread(i.src[0], i.literal)?;
            let b = w.sread(i.src[1], i.literal)?;
            let m = ((1u128 << (a & 63)) - 1) as u64;
            w.swrite64(i.dst, m << (b & 63))
        },
        "s_mul_i32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                ((a as i32).wrapping_mul(b as i32) as u32, None)
            })
        },
        "s_bfe_u32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = bfe32(a, b, false);
                (r, Some(r != 0))
            })
        },
        "s_bfe_i32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = bfe32(a, b, true);
                (r, Some(r != 0))
            })
        },
        "s_bfe_u64" => |w, i, _, _| sop2_64_32(w, i, |a, b| bfe64(a, b, false)),
        "s_bfe_i64" => |w, i, _, _| sop2_64_32(w, i, |a, b| bfe64(a, b, true)),
        "s_absdiff_i32" => |w, i, _, _| {
            sop2_32(w, i, |a, b, _| {
                let r = (a as i32).wrapping_sub(b as i32).unsigned_abs();
                (r, Some(r != 0))
            })
        },
        // ---- SOPK ----
        "s_movk_i32" => |w, i, _, _| w.swrite(i.dst, i.imm as i16 as i32 as u32),
        "s_cmovk_i32" => |w, i, _, _| {
            if w.scc {
                w.swrite(i.dst, i.imm as i16 as i32 as u32)
            } else {
                Ok(())
            }
        },
        "s_cmpk_eq_i32" => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a == b),
        "s_cmpk_lg_i32" => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a != b),
        "s_cmpk_gt_i32" => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a > b),
        "s_cmpk_ge_i32" => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a >= b),
        "s_cmpk_lt_i32" => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a < b),
        "s_cmpk_le_i32" => |w, i, _, _| sopk_cmp(w, i, true, |a, b| a <= b),
        "s_cmpk_eq_u32" => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a == b),
        "s_cmpk_lg_u32" => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a != b),
        "s_cmpk_gt_u32" => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a > b),
        "s_cmpk_ge_u32" => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a >= b),
        "s_cmpk_lt_u32" => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a < b),
        "s_cmpk_le_u32" => |w, i, _, _| sopk_cmp(w, i, false, |a, b| a <= b),
        "s_addk_i32" => |w, i, _, _| {
            let a = w.sread(i.dst, 0)? as i32;
            let (r, o) = a.overflowing_add(i.imm as i16 as i32);
            w.scc = o;
            w.swrite(i.dst, r as u32)
        },
        "s_mulk_i32" => |w, i, _, _| {
            let a = w.sread(i.dst, 0)? as i32;
            w.swrite(i.dst, a.wrapping_mul(i.imm as i16 as i32) as u32)
        },
        "s_getreg_b32" => |w, i, _, _| getreg(w, i),
        "s_setreg_b32" => |w, i, _, _| {
            let v = w.sread(i.dst, 0)?;
            setreg(w, i, v)
        },
        "s_setreg_imm32_b32" => |w, i, _, _| setreg(w, i, i.literal),
        // ---- SOP1 ----
        "s_mov_b32" => |w, i, _, _| {
            let v = w.sread(i.src[0], i.literal)?;
            w.swrite(i.dst, v)
        },
        "s_mov_b64" => |w, i, _, _| {
            let v = w.sread64(i.src[0], i.literal, false)?;
            w.swrite64(i.dst, v)
        },
        "s_cmov_b32" => |w, i, _, _| {
            let v = w.sread(i.src[0], i.literal)?;
            if w.scc {
                w.swrite(i.dst, v)
            } else {
                Ok(())
            }
        },
        "s_cmov_b64" => |w, i, _, _| {
            let v = w.sread64(i.src[0], i.literal, false)?;
            if w.scc {
                w.swrite64(i.dst, v)
            } else {
                Ok(())
            }
        },
        "s_not_b32" => |w, i, _, _| sop1_32(w, i, |a| (!a, Some(!a != 0))),
        "s_not_b64" => |w, i, _, _| sop1_64(w, i, |a| (!a, Some(!a != 0))),
        "s_wqm_b32" => |w, i, _, _| {
            sop1_32(w, i, |a| {
                let r = wqm(a as u64) as u32;
                (r, Some(r != 0))
            })
        },
        "s_wqm_b64" => |w, i, _, _| {
            sop1_64(w, i, |a| {
                let r = wqm(a);
                (r, Some(r != 0))
            })
        },
        "s_brev_b32" => |w, i, _, _| sop1_32(w, i, |a| (a.reverse_bits(), None)),
        "s_brev_b64" => |w, i, _, _| sop1_64(w, i, |a| (a.reverse_bits(), None)),
        "s_bcnt0_i32_b32" => |w, i, _, _| {
            sop1_32(w, i, |a| {
                let r = a.count_zeros();
                (r, Some(r != 0))
            })
        },
        "s_bcnt0_i32_b64" => |w, i, _, _| {
            sop1_64_32(w, i, |a| {
                let r = a.count_zeros();
                (r, Some(r != 0))
            })
        },
        "s_bcnt1_i32_b32" => |w, i, _, _| {
            sop1_32(w, i, |a| {
                let r = a.count_ones();
                (r, Some(r != 0))
            })
        },
        "s_bcnt1_i32_b64" => |w, i, _, _| {
            sop1_64_32(w, i, |a| {
                let r = a.count_ones();
                (r, Some(r != 0))
            })
        },
        "s_ff0_i32_b32" => |w, i, _, _| {
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
        "s_ff0_i32_b64" => |w, i, _, _| {
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
        "s_ff1_i32_b32" => |w, i, _, _| {
            sop1_32(w, i, |a| {
                (if a == 0 { u32::MAX } else { a.trailing_zeros() }, None)
            })
        },
        "s_ff1_i32_b64" => |w, i, _, _| {
            sop1_64_32(w, i, |a| {
                (if a == 0 { u32::MAX } else { a.trailing_zeros() }, None)
            })
        },
        "s_flbit_i32_b32" => |w, i, _, _| {
            sop1_32(w, i, |a| {
                (if a == 0 { u32::MAX } else { a.leading_zeros() }, None)
            })
        },
        "s_flbit_i32_b64" => |w, i, _, _| {
            sop1_64_32(w, i, |a| {
                (if a == 0 { u32::MAX } else { a.leading_zeros() }, None)
            })
        },
        "s_flbit_i32" => |w, i, _, _| sop1_32(w, i, |a| (flbit_i32(a), None)),
        "s_flbit_i32_i64" => |w, i, _, _| sop1_64_32(w, i, |a| (flbit_i64(a), None)),
        "s_sext_i32_i8" => |w, i, _, _| sop1_32(w, i, |a| (a as u8 as i8 as i32 as u32, None)),
        "s_sext_i32_i16" => |w, i, _, _| sop1_32(w, i, |a| (a as u16 as i16 as i32 as u32, None)),
        "s_bitset0_b32" => |w, i, _, _| {
            let b = w.sread(i.src[0], i.literal)?;
            let d = w.sread(i.dst, 0)?;
            w.swrite(i.dst, d & !(1 << (b & 31)))
        },
        "s_bitset1_b32" => |w, i, _, _| {
            let b = w.sread(i.src[0], i.literal)?;
            let d = w.sread(i.dst, 0)?;
            w.swrite(i.dst, d | (1 << (b & 31)))
        },
        "s_bitset0_b64" => |w, i, _, _| {
            let b = w.sread(i.src[0], i.literal)?;
            let d = w.sread64(i.dst, 0, false)?;
            w.swrite64(i.dst, d & !(1u64 << (b & 63)))
        },
        "s_bitset1_b64" => |w, i, _, _| {
            let b = w.sread(i.src[0], i.literal)?;
            let d = w.sread64(i.dst, 0, false)?;
            w.swrite64(i.dst, d | (1u64 << (b & 63)))
        },
        "s_getpc_b64" => |w, i, _, _| {
            let pc = w.pc;
            w.swrite64(i.dst, pc)
        },
        "s_setpc_b64" => |w, i, _, _| {
            w.pc = w.sread64(i.src[0], i.literal, false)?;
            Ok(())
        },
        "s_swappc_b64" => |w, i, _, _| {
            let target = w.sread64(i.src[0], i.literal, false)?;
            let ret = w.pc;
            w.swrite64(i.dst, ret)?;
            w.pc = target;
            Ok(())
        },
        "s_and_saveexec_b64" => |w, i, _, _| saveexec(w, i, |s, e| s & e),
        "s_or_saveexec_b64" => |w, i, _, _| saveexec(w, i, |s, e| s | e),
        "s_xor_saveexec_b64" => |w, i, _, _| saveexec(w, i, |s, e| s ^ e),
        "s_andn2_saveexec_b64" => |w, i, _, _| saveexec(w, i, |s, e| s & !e),
        "s_orn2_saveexec_b64" => |w, i, _, _| saveexec(w, i, |s, e| s | !e),
        "s_nand_saveexec_b64" => |w, i, _, _| saveexec(w, i, |s, e| !(s & e)),
        "s_nor_saveexec_b64" => |w, i, _, _| saveexec(w, i, |s, e| !(s | e)),
        "s_xnor_saveexec_b64" => |w, i, _, _| saveexec(w, i, |s, e| !(s ^ e)),
        "s_quadmask_b32" => |w, i, _, _| {
            sop1_32(w, i, |a| {
                let r = quadmask(a as u64) as u32;
                (r, Some(r != 0))
            })
        },
        "s_quadmask_b64" => |w, i, _, _| {
            sop1_64(w, i, |a| {
                let r = quadmask(a);
                (r, Some(r != 0))
            })
        },
        "s_movrels_b32" => |w, i, _, _| {
            let s = movrel_src(w, i, 1)?;
            let v = w.s[s as usize];
            w.swrite(i.dst, v)
        },
        "s_movrels_b64" => |w, i, _, _| {
            let s = movrel_src(w, i, 2)? as usize;
            let v = w.s[s] as u64 | (w.s[s + 1] as u64) << 32;
            w.swrite64(i.dst, v)
        },
        "s_movreld_b32" => |w, i, _, _| {
            let d = movrel_dst(w, i, 1)?;
            let v = w.sread(i.src[0], i.literal)?;
            w.s[d as usize] = v;
            Ok(())
        },
        "s_movreld_b64" => |w, i, _, _| {
            let d = movrel_dst(w, i, 2)? as usize;
            let v = w.sread64(i.src[0], i.literal, false)?;
            w.s[d] = v as u32;
            w.s[d + 1] = (v >> 32) as u32;
            Ok(())
        },
        "s_abs_i32" => |w, i, _, _| {
            sop1_32(w, i, |a| {
                let r = (a as i32).unsigned_abs();
                (r, Some(r != 0))
            })
        },
        "s_mov_fed_b32" => |w, i, _, _| {
            let v = w.sread(i.src[0], i.literal)?;
            w.swrite(i.dst, v)
        },
        // ---- SOPC ----
        "s_cmp_eq_i32" | "s_cmp_eq_u32" => |w, i, _, _| sopc32(w, i, |a, b| a == b),
        "s_cmp_lg_i32" | "s_cmp_lg_u32" => |w, i, _, _| sopc32(w, i, |a, b| a != b),
        "s_cmp_gt_i32" => |w, i, _, _| sopc32(w, i, |a, b| (a as i32) > (b as i32)),
        "s_cmp_ge_i32" => |w, i, _, _| sopc32(w, i, |a, b| (a as i32) >= (b as i32)),
        "s_cmp_lt_i32" => |w, i, _, _| sopc32(w, i, |a, b| (a as i32) < (b as i32)),
        "s_cmp_le_i32" => |w, i, _, _| sopc32(w, i, |a, b| (a as i32) <= (b as i32)),
        "s_cmp_gt_u32" => |w, i, _, _| sopc32(w, i, |a, b| a > b),
        "s_cmp_ge_u32" => |w, i, _, _| sopc32(w, i, |a, b| a >= b),
        "s_cmp_lt_u32" => |w, i, _, _| sopc32(w, i, |a, b| a < b),
        "s_cmp_le_u32" => |w, i, _, _| sopc32(w, i, |a, b| a <= b),
        "s_cmp_eq_u64" => |w, i, _, _| sopc64(w, i, |a, b| a == b),
        "s_cmp_lg_u64" => |w, i, _, _| sopc64(w, i, |a, b| a != b),
        "s_bitcmp0_b32" => |w, i, _, _| sopc32(w, i, |a, b| a >> (b & 31) & 1 == 0),
        "s_bitcmp1_b32" => |w, i, _, _| sopc32(w, i, |a, b| a >> (b & 31) & 1 == 1),
        "s_bitcmp0_b64" => |w, i, _, _| {
            let a = w.sread64(i.src[0], i.literal, false)?;
            let b = w.sread(i.src[1], i.literal)?;
            w.scc = a >> (b & 63) & 1 == 0;
            Ok(())
        },
        "s_bitcmp1_b64" => |w, i, _, _| {
            let a = w.sread64(i.src[0], i.literal, false)?;
            let b = w.sread(i.src[1], i.literal)?;
            w.scc = a >> (b & 63) & 1 == 1;
            Ok(())
        },
        // ---- SOPP ----
        "s_nop" | "s_waitcnt" | "s_sleep" | "s_setprio" | "s_sendmsg" | "s_sendmsghalt"
        | "s_icache_inv" | "s_incperflevel" | "s_decperflevel" | "s_ttracedata"
        | "s_set_gpr_idx_off" | "s_setkill" | "s_wakeup" => |_, _, _, _| Ok(()),
        // No debugger is attached, so the debug conditions are false and the branch not taken.
        "s_cbranch_cdbgsys"
        | "s_cbranch_cdbguser"
        | "s_cbranch_cdbgsys_or_user"
        | "s_cbranch_cdbgsys_and_user" => |_, _, _, _| Ok(()),
        "s_endpgm" | "s_endpgm_saved" => |w, _, _, _| {
            w.status = WaveStatus::Done;
            Ok(())
        },
        "s_barrier" => |w, _, _, _| {
            w.status = WaveStatus::AtBarrier;
            Ok(())
        },
        "s_branch" => |w, i, _, _| {
            branch(w, i, true);
            Ok(())
        },
        "s_cbranch_scc0" => |w, i, _, _| {
            let c = !w.scc;
            branch(w, i, c);
            Ok(())
        },
        "s_cbranch_scc1" => |w, i, _, _| {
            let c = w.scc;
            branch(w, i, c);
            Ok(())
        },
        "s_cbranch_vccz" => |w, i, _, _| {
            let c = w.vcc() == 0;
            branch(w, i, c);
            Ok(())
        },
        "s_cbranch_vccnz" => |w, i, _, _| {
            let c = w.vcc() != 0;
            branch(w, i, c);
            Ok(())
        },
        "s_cbranch_execz" => |w, i, _, _| {
            let c = w.exec() == 0;
            branch(w, i, c);
            Ok(())
        },
        "s_cbranch_execnz" => |w, i, _, _| {
            let c = w.exec() != 0;
            branch(w, i, c);
            Ok(())
        },
        "s_trap" => |_, i, _, _| {
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
