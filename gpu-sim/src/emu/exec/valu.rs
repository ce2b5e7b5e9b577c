//! Vector ALU: VOP1, VOP2, VOPC and VOP3a/VOP3b, including their SDWA and DPP forms.
//!
//! The 32-bit encodings and their VOP3 promotions share one handler per opcode; operand
//! access ([`crate::emu::operand`]) hides the encoding differences (VCC versus an explicit
//! SGPR pair for carries and compare results, modifiers, SDWA/DPP). Every lane is computed
//! and results are written under EXEC (ALU ops have no side effects, which keeps the lane
//! loops branch-free). f32 denormals are flushed on input and/or output as MODE.FP_DENORM
//! says; f16 and f64 use the 16/64 denorm field. 16-bit results zero the upper half of the
//! VGPR (gfx8 behaviour without SDWA).

#![allow(unused_variables)]
// Lane loops index several 64-lane arrays in lockstep.
#![allow(clippy::needless_range_loop)]

use super::{Ctx, Handler};
use crate::emu::float::*;
use crate::emu::operand::{
    fetched, fetched64, mask_dst, mask_src, valu_mask, write, write64, FMode, Ty,
};
use crate::emu::wave::{ExecResult, Fault, Wave};
use crate::isa::generated::Op;
use crate::isa::table::{CmpType, Compare, CMP_CLASS};
use crate::isa::{Inst, Operand};

// ---------------------------------------------------------------- helpers

#[inline(always)]
fn fin(m: &FMode, x: u32) -> f32 {
    f32::from_bits(if m.flush32_in { ftz32(x) } else { x })
}
/// Branch-free flush: `keep` is all ones when denormals are kept, 0 when they flush.
#[inline(always)]
fn ftz_sel(x: u32, keep: u32) -> u32 {
    // All ones exactly when the exponent field is zero (e - 1 wraps only for e == 0); pure
    // integer ALU so the lane loops vectorize.
    let e = x & 0x7f80_0000;
    let den = ((e.wrapping_sub(1) as i32) >> 31) as u32;
    x & !(den & 0x7fff_ffff & !keep)
}

/// Flushes denormal lanes unless `keep` is all ones (a separate loop vectorizes well).
#[inline(always)]
fn flush_lanes(x: &mut [u32; 64], keep: u32) {
    if keep == u32::MAX {
        return;
    }
    for v in x.iter_mut() {
        let den = (*v & 0x7f80_0000 == 0) as u32;
        *v &= !(den.wrapping_neg() & 0x7fff_ffff);
    }
}

#[inline(always)]
fn keeps(m: &FMode) -> (u32, u32) {
    (
        if m.flush32_in { 0 } else { u32::MAX },
        if m.flush32_out { 0 } else { u32::MAX },
    )
}

#[inline(always)]
fn din(m: &FMode, x: u64) -> f64 {
    f64::from_bits(if m.flush64_in { ftz64(x) } else { x })
}
#[inline(always)]
fn hin(m: &FMode, x: u32) -> f32 {
    f16_to_f32(
        (if m.flush64_in {
            ftz16(x & 0xffff)
        } else {
            x & 0xffff
        }) as u16,
    )
}

fn omod_clamp32(i: &Inst, m: &FMode, x: f32) -> f32 {
    let mut x = match i.mods.omod {
        1 => x * 2.0,
        2 => x * 4.0,
        3 => x * 0.5,
        _ => x,
    };
    if i.mods.clamp {
        x = if x.is_nan() {
            if m.dx10 {
                0.0
            } else {
                x
            }
        } else {
            x.clamp(0.0, 1.0)
        };
    }
    x
}

fn omod_clamp64(i: &Inst, m: &FMode, x: f64) -> f64 {
    let mut x = match i.mods.omod {
        1 => x * 2.0,
        2 => x * 4.0,
        3 => x * 0.5,
        _ => x,
    };
    if i.mods.clamp {
        x = if x.is_nan() {
            if m.dx10 {
                0.0
            } else {
                x
            }
        } else {
            x.clamp(0.0, 1.0)
        };
    }
    x
}

#[inline(always)]
fn post32(i: &Inst, m: &FMode, d: &mut [u32; 64]) {
    if i.mods.omod != 0 || i.mods.clamp {
        for x in d.iter_mut() {
            *x = omod_clamp32(i, m, f32::from_bits(*x)).to_bits();
        }
    }
    if m.flush32_out {
        for x in d.iter_mut() {
            *x = ftz32(*x);
        }
    }
}

/// Output modifiers only (flushing already done in the lane loop).
#[inline(always)]
fn post32_mods(i: &Inst, m: &FMode, d: &mut [u32; 64]) {
    if i.mods.omod != 0 || i.mods.clamp {
        for x in d.iter_mut() {
            *x = omod_clamp32(i, m, f32::from_bits(*x)).to_bits();
        }
        if m.flush32_out {
            for x in d.iter_mut() {
                *x = ftz32(*x);
            }
        }
    }
}

#[inline(always)]
fn post64(i: &Inst, m: &FMode, d: &mut [u64; 64]) {
    if i.mods.omod != 0 || i.mods.clamp {
        for x in d.iter_mut() {
            *x = omod_clamp64(i, m, f64::from_bits(*x)).to_bits();
        }
    }
    if m.flush64_out {
        for x in d.iter_mut() {
            *x = ftz64(*x);
        }
    }
}

/// f32 result of an f16 computation -> f16 bits with clamp/omod and flushing.
#[inline(always)]
fn hout(i: &Inst, m: &FMode, x: f32) -> u32 {
    let x = if i.mods.omod != 0 || i.mods.clamp {
        omod_clamp32(i, m, x)
    } else {
        x
    };
    let h = f32_to_f16(x) as u32;
    if m.flush64_out {
        ftz16(h)
    } else {
        h
    }
}

// Integer shapes.
#[inline(always)]
fn i1(w: &mut Wave, i: &Inst, f: impl Fn(u32) -> u32) -> ExecResult {
    let mask = valu_mask(w, i)?;
    let mut a = fetched!(w, i, 0, Ty::B32);
    for l in 0..64 {
        a[l] = f(a[l]);
    }
    write(w, i, mask, &a)
}

#[inline(always)]
fn i2(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32) -> u32) -> ExecResult {
    let mask = valu_mask(w, i)?;
    let mut a = fetched!(w, i, 0, Ty::B32);
    let b = fetched!(w, i, 1, Ty::B32);
    for l in 0..64 {
        a[l] = f(a[l], b[l]);
    }
    write(w, i, mask, &a)
}

#[inline(always)]
fn i3(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32, u32) -> u32) -> ExecResult {
    let mask = valu_mask(w, i)?;
    let mut a = fetched!(w, i, 0, Ty::B32);
    let b = fetched!(w, i, 1, Ty::B32);
    let c = fetched!(w, i, 2, Ty::B32);
    for l in 0..64 {
        a[l] = f(a[l], b[l], c[l]);
    }
    write(w, i, mask, &a)
}

#[inline(always)]
fn s2(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32) -> u32) -> ExecResult {
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::B16);
    let b = fetched!(w, i, 1, Ty::B16);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = f(a[l] & 0xffff, b[l] & 0xffff) & 0xffff;
    }
    write(w, i, mask, &d)
}

#[inline(always)]
fn s3(w: &mut Wave, i: &Inst, f: impl Fn(u32, u32, u32) -> u32) -> ExecResult {
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::B16);
    let b = fetched!(w, i, 1, Ty::B16);
    let c = fetched!(w, i, 2, Ty::B16);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = f(a[l] & 0xffff, b[l] & 0xffff, c[l] & 0xffff) & 0xffff;
    }
    write(w, i, mask, &d)
}

/// Integer op with a lane-mask output (carry/borrow) and optional lane-mask input.
#[inline(always)]
fn carry(
    w: &mut Wave,
    i: &Inst,
    use_cin: bool,
    borrow: bool,
    f: impl Fn(u32, u32, bool) -> (u32, bool),
) -> ExecResult {
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::B32);
    let b = fetched!(w, i, 1, Ty::B32);
    let cin = if use_cin { mask_src(w, i)? } else { 0 };
    let mut d = [0u32; 64];
    let mut cout = 0u64;
    for l in 0..64 {
        let (r, c) = f(a[l], b[l], cin >> l & 1 != 0);
        d[l] = r;
        cout |= (c as u64) << l;
    }
    if i.mods.clamp {
        // Unsigned saturation: a carry saturates to all ones, a borrow to zero.
        for l in 0..64 {
            if cout >> l & 1 != 0 {
                d[l] = if borrow { 0 } else { u32::MAX };
            }
        }
    }
    write(w, i, mask, &d)?;
    let dst = mask_dst(i);
    w.swrite64(dst, cout & mask)
}

// f32 shapes.
#[inline(always)]
fn f1(w: &mut Wave, i: &Inst, f: impl Fn(f32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let (ki, ko) = keeps(&m);
    let mask = valu_mask(w, i)?;
    let mut a = fetched!(w, i, 0, Ty::F32);
    for l in 0..64 {
        let r = f(f32::from_bits(ftz_sel(a[l], ki))).to_bits();
        a[l] = ftz_sel(r, ko);
    }
    post32_mods(i, &m, &mut a);
    write(w, i, mask, &a)
}

#[inline(always)]
fn f2(w: &mut Wave, i: &Inst, f: impl Fn(f32, f32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let (ki, ko) = keeps(&m);
    let mask = valu_mask(w, i)?;
    let mut a = fetched!(w, i, 0, Ty::F32);
    let mut b = fetched!(w, i, 1, Ty::F32);
    flush_lanes(&mut a, ki);
    flush_lanes(&mut b, ki);
    for l in 0..64 {
        a[l] = f(f32::from_bits(a[l]), f32::from_bits(b[l])).to_bits();
    }
    flush_lanes(&mut a, ko);
    post32_mods(i, &m, &mut a);
    write(w, i, mask, &a)
}

#[inline(always)]
fn f3(w: &mut Wave, i: &Inst, f: impl Fn(f32, f32, f32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let (ki, ko) = keeps(&m);
    let mask = valu_mask(w, i)?;
    let mut a = fetched!(w, i, 0, Ty::F32);
    let b = fetched!(w, i, 1, Ty::F32);
    let c = fetched!(w, i, 2, Ty::F32);
    for l in 0..64 {
        let r = f(
            f32::from_bits(ftz_sel(a[l], ki)),
            f32::from_bits(ftz_sel(b[l], ki)),
            f32::from_bits(ftz_sel(c[l], ki)),
        )
        .to_bits();
        a[l] = ftz_sel(r, ko);
    }
    post32_mods(i, &m, &mut a);
    write(w, i, mask, &a)
}

/// f32 op with the mode passed in (min/max IEEE rules, unfused mad flushing).
#[inline(always)]
fn f2m(w: &mut Wave, i: &Inst, f: impl Fn(&FMode, f32, f32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let (ki, ko) = keeps(&m);
    let mask = valu_mask(w, i)?;
    let mut a = fetched!(w, i, 0, Ty::F32);
    let b = fetched!(w, i, 1, Ty::F32);
    for l in 0..64 {
        let r = f(
            &m,
            f32::from_bits(ftz_sel(a[l], ki)),
            f32::from_bits(ftz_sel(b[l], ki)),
        )
        .to_bits();
        a[l] = ftz_sel(r, ko);
    }
    post32_mods(i, &m, &mut a);
    write(w, i, mask, &a)
}

#[inline(always)]
fn f3m(w: &mut Wave, i: &Inst, f: impl Fn(&FMode, f32, f32, f32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let (ki, ko) = keeps(&m);
    let mask = valu_mask(w, i)?;
    let mut a = fetched!(w, i, 0, Ty::F32);
    let b = fetched!(w, i, 1, Ty::F32);
    let c = fetched!(w, i, 2, Ty::F32);
    for l in 0..64 {
        let r = f(
            &m,
            f32::from_bits(ftz_sel(a[l], ki)),
            f32::from_bits(ftz_sel(b[l], ki)),
            f32::from_bits(ftz_sel(c[l], ki)),
        )
        .to_bits();
        a[l] = ftz_sel(r, ko);
    }
    post32_mods(i, &m, &mut a);
    write(w, i, mask, &a)
}

/// f32 -> integer (no output modifiers).
#[inline(always)]
fn f_to_i(w: &mut Wave, i: &Inst, f: impl Fn(f32) -> u32) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F32);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = f(fin(&m, a[l]));
    }
    write(w, i, mask, &d)
}

/// Two f32 sources -> raw 32-bit result (packing conversions).
#[inline(always)]
fn ff_to_i(w: &mut Wave, i: &Inst, f: impl Fn(f32, f32) -> u32) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F32);
    let b = fetched!(w, i, 1, Ty::F32);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = f(fin(&m, a[l]), fin(&m, b[l]));
    }
    write(w, i, mask, &d)
}

/// integer -> f32.
#[inline(always)]
fn i_to_f(w: &mut Wave, i: &Inst, f: impl Fn(u32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::B32);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = f(a[l]).to_bits();
    }
    post32(i, &m, &mut d);
    write(w, i, mask, &d)
}

/// f32 with an integer second source (ldexp).
#[inline(always)]
fn fi(w: &mut Wave, i: &Inst, f: impl Fn(f32, u32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F32);
    let b = fetched!(w, i, 1, Ty::B32);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = f(fin(&m, a[l]), b[l]).to_bits();
    }
    post32(i, &m, &mut d);
    write(w, i, mask, &d)
}

// f16 shapes (computed in f32, rounded once to f16).
#[inline(always)]
fn h1(w: &mut Wave, i: &Inst, f: impl Fn(f32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F16);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = hout(i, &m, f(hin(&m, a[l])));
    }
    write(w, i, mask, &d)
}

#[inline(always)]
fn h2(w: &mut Wave, i: &Inst, f: impl Fn(f32, f32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F16);
    let b = fetched!(w, i, 1, Ty::F16);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = hout(i, &m, f(hin(&m, a[l]), hin(&m, b[l])));
    }
    write(w, i, mask, &d)
}

/// f16 three-source op computed in f64 (fma) and rounded once.
#[inline(always)]
fn h3(w: &mut Wave, i: &Inst, f: impl Fn(f64, f64, f64) -> f64) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F16);
    let b = fetched!(w, i, 1, Ty::F16);
    let c = fetched!(w, i, 2, Ty::F16);
    let mut d = [0u32; 64];
    for l in 0..64 {
        let r = f(
            hin(&m, a[l]) as f64,
            hin(&m, b[l]) as f64,
            hin(&m, c[l]) as f64,
        );
        let r = if i.mods.omod != 0 || i.mods.clamp {
            omod_clamp64(i, &m, r)
        } else {
            r
        };
        let h = f64_to_f16(r) as u32;
        d[l] = if m.flush64_out { ftz16(h) } else { h };
    }
    write(w, i, mask, &d)
}

/// f16 -> integer.
#[inline(always)]
fn h_to_i(w: &mut Wave, i: &Inst, f: impl Fn(f32) -> u32) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F16);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = f(hin(&m, a[l]));
    }
    write(w, i, mask, &d)
}

/// integer (16-bit source) -> f16.
#[inline(always)]
fn i_to_h(w: &mut Wave, i: &Inst, f: impl Fn(u32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::B16);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = hout(i, &m, f(a[l]));
    }
    write(w, i, mask, &d)
}

/// f16 with an integer second source (ldexp_f16).
#[inline(always)]
fn hi(w: &mut Wave, i: &Inst, f: impl Fn(f32, u32) -> f32) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F16);
    let b = fetched!(w, i, 1, Ty::B32);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = hout(i, &m, f(hin(&m, a[l]), b[l]));
    }
    write(w, i, mask, &d)
}

// f64 shapes.
#[inline(always)]
fn d1(w: &mut Wave, i: &Inst, f: impl Fn(f64) -> f64) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched64!(w, i, 0, true);
    let mut d = [0u64; 64];
    for l in 0..64 {
        d[l] = f(din(&m, a[l])).to_bits();
    }
    post64(i, &m, &mut d);
    write64(w, i, mask, &d)
}

#[inline(always)]
fn d2(w: &mut Wave, i: &Inst, f: impl Fn(f64, f64) -> f64) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched64!(w, i, 0, true);
    let b = fetched64!(w, i, 1, true);
    let mut d = [0u64; 64];
    for l in 0..64 {
        d[l] = f(din(&m, a[l]), din(&m, b[l])).to_bits();
    }
    post64(i, &m, &mut d);
    write64(w, i, mask, &d)
}

#[inline(always)]
fn d2m(w: &mut Wave, i: &Inst, f: impl Fn(&FMode, f64, f64) -> f64) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched64!(w, i, 0, true);
    let b = fetched64!(w, i, 1, true);
    let mut d = [0u64; 64];
    for l in 0..64 {
        d[l] = f(&m, din(&m, a[l]), din(&m, b[l])).to_bits();
    }
    post64(i, &m, &mut d);
    write64(w, i, mask, &d)
}

#[inline(always)]
fn d3(w: &mut Wave, i: &Inst, f: impl Fn(f64, f64, f64) -> f64) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched64!(w, i, 0, true);
    let b = fetched64!(w, i, 1, true);
    let c = fetched64!(w, i, 2, true);
    let mut d = [0u64; 64];
    for l in 0..64 {
        d[l] = f(din(&m, a[l]), din(&m, b[l]), din(&m, c[l])).to_bits();
    }
    post64(i, &m, &mut d);
    write64(w, i, mask, &d)
}

/// f64 with a 32-bit integer second source (ldexp, trig_preop).
#[inline(always)]
fn di(w: &mut Wave, i: &Inst, f: impl Fn(f64, u32) -> f64) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched64!(w, i, 0, true);
    let b = fetched!(w, i, 1, Ty::B32);
    let mut d = [0u64; 64];
    for l in 0..64 {
        d[l] = f(din(&m, a[l]), b[l]).to_bits();
    }
    post64(i, &m, &mut d);
    write64(w, i, mask, &d)
}

/// f64 -> 32-bit result; `f32_out` applies f32 output flushing/modifiers.
#[inline(always)]
fn d_to_32(w: &mut Wave, i: &Inst, f32_out: bool, f: impl Fn(f64) -> u32) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched64!(w, i, 0, true);
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = f(din(&m, a[l]));
    }
    if f32_out {
        post32(i, &m, &mut d);
    }
    write(w, i, mask, &d)
}

/// 32-bit source -> f64; `f32_in` reads the source as f32 (modifiers, flushing).
#[inline(always)]
fn x_to_d(w: &mut Wave, i: &Inst, f32_in: bool, f: impl Fn(u32) -> f64) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, if f32_in { Ty::F32 } else { Ty::B32 });
    let mut d = [0u64; 64];
    for l in 0..64 {
        let x = if f32_in && m.flush32_in {
            ftz32(a[l])
        } else {
            a[l]
        };
        d[l] = f(x).to_bits();
    }
    post64(i, &m, &mut d);
    write64(w, i, mask, &d)
}

/// 64-bit integer result from (32-bit, 64-bit) sources (64-bit shifts).
#[inline(always)]
fn shift64(w: &mut Wave, i: &Inst, f: impl Fn(u32, u64) -> u64) -> ExecResult {
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::B32);
    let b = fetched64!(w, i, 1, false);
    let mut d = [0u64; 64];
    for l in 0..64 {
        d[l] = f(a[l], b[l]);
    }
    write64(w, i, mask, &d)
}

/// VOP3b 64-bit multiply-add with carry-out.
fn mad64(w: &mut Wave, i: &Inst, signed: bool) -> ExecResult {
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::B32);
    let b = fetched!(w, i, 1, Ty::B32);
    let c = fetched64!(w, i, 2, false);
    let mut d = [0u64; 64];
    let mut cout = 0u64;
    for l in 0..64 {
        let (r, o) = if signed {
            let p = a[l] as i32 as i128 * b[l] as i32 as i128 + c[l] as i64 as i128;
            (p as u64, p > i64::MAX as i128 || p < i64::MIN as i128)
        } else {
            let p = a[l] as u128 * b[l] as u128 + c[l] as u128;
            (p as u64, p >> 64 != 0)
        };
        d[l] = r;
        cout |= (o as u64) << l;
    }
    write64(w, i, mask, &d)?;
    if i.enc == crate::isa::Encoding::Vop3b {
        w.swrite64(i.sdst, cout & mask)?;
    }
    Ok(())
}

// ---------------------------------------------------------------- compares

/// Float compare conditions; the negated forms are true for unordered operands (NaN), which is
/// why they are written as negated comparisons.
#[allow(
    clippy::neg_cmp_op_on_partial_ord,
    clippy::nonminimal_bool,
    clippy::double_comparisons
)]
fn fcond<const C: u8>(a: f64, b: f64) -> bool {
    match C {
        0 => false,
        1 => a < b,
        2 => a == b,
        3 => a <= b,
        4 => a > b,
        5 => a < b || a > b,
        6 => a >= b,
        7 => !a.is_nan() && !b.is_nan(),
        8 => a.is_nan() || b.is_nan(),
        9 => !(a >= b),
        10 => !(a < b || a > b),
        11 => !(a > b),
        12 => !(a <= b),
        13 => a != b,
        14 => !(a < b),
        _ => true,
    }
}

fn icond<const C: u8>(a: i128, b: i128) -> bool {
    match C {
        0 => false,
        1 => a < b,
        2 => a == b,
        3 => a <= b,
        4 => a > b,
        5 => a != b,
        6 => a >= b,
        _ => true,
    }
}

/// Writes a compare result: lanes outside `mask` read 0; `x` also writes EXEC.
#[inline(always)]
fn cmp_out(w: &mut Wave, i: &Inst, mask: u64, bits: u64, x: bool) -> ExecResult {
    let r = bits & mask;
    w.swrite64(mask_dst(i), r)?;
    if x {
        w.set_exec(r);
    }
    Ok(())
}

/// Element type of a compare, encoded for const generics.
const T_F16: u8 = CmpType::F16 as u8;
const T_F32: u8 = CmpType::F32 as u8;
const T_F64: u8 = CmpType::F64 as u8;
const T_I16: u8 = CmpType::I16 as u8;
const T_U16: u8 = CmpType::U16 as u8;
const T_I32: u8 = CmpType::I32 as u8;
const T_U32: u8 = CmpType::U32 as u8;
const T_I64: u8 = CmpType::I64 as u8;
const T_U64: u8 = CmpType::U64 as u8;

fn vcmp<const T: u8, const C: u8, const X: bool>(
    w: &mut Wave,
    i: &Inst,
    _c: &mut Ctx,
    _x: super::Aux,
) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let mut bits = 0u64;
    match T {
        T_F64 | T_I64 | T_U64 => {
            let a = fetched64!(w, i, 0, T == T_F64);
            let b = fetched64!(w, i, 1, T == T_F64);
            for l in 0..64 {
                let r = match T {
                    T_F64 => fcond::<C>(din(&m, a[l]), din(&m, b[l])),
                    T_I64 => icond::<C>(a[l] as i64 as i128, b[l] as i64 as i128),
                    _ => icond::<C>(a[l] as i128, b[l] as i128),
                };
                bits |= (r as u64) << l;
            }
        }
        _ => {
            let ty = match T {
                T_F16 => Ty::F16,
                T_F32 => Ty::F32,
                T_I16 | T_U16 => Ty::B16,
                _ => Ty::B32,
            };
            let a = fetched!(w, i, 0, ty);
            let b = fetched!(w, i, 1, ty);
            for l in 0..64 {
                let r = match T {
                    T_F16 => fcond::<C>(hin(&m, a[l]) as f64, hin(&m, b[l]) as f64),
                    T_F32 => fcond::<C>(fin(&m, a[l]) as f64, fin(&m, b[l]) as f64),
                    T_I16 => icond::<C>(a[l] as u16 as i16 as i128, b[l] as u16 as i16 as i128),
                    T_U16 => icond::<C>((a[l] & 0xffff) as i128, (b[l] & 0xffff) as i128),
                    T_I32 => icond::<C>(a[l] as i32 as i128, b[l] as i32 as i128),
                    _ => icond::<C>(a[l] as i128, b[l] as i128),
                };
                bits |= (r as u64) << l;
            }
        }
    }
    cmp_out(w, i, mask, bits, X)
}

/// Class mask bit of a value: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0,
/// 7 +denormal, 8 +normal, 9 +inf.
fn class_bit(neg: bool, is_nan: bool, quiet: bool, inf: bool, zero: bool, denorm: bool) -> u32 {
    if is_nan {
        return if quiet { 1 } else { 0 };
    }
    let k = if inf {
        0
    } else if zero {
        3
    } else if denorm {
        2
    } else {
        1
    };
    // -inf 2, -normal 3, -denorm 4, -zero 5; +zero 6, +denorm 7, +normal 8, +inf 9.
    if neg {
        2 + k
    } else {
        9 - k
    }
}

fn class32(x: u32) -> u32 {
    let e = x & 0x7f80_0000;
    let man = x & 0x7f_ffff;
    class_bit(
        x >> 31 != 0,
        e == 0x7f80_0000 && man != 0,
        man & 0x40_0000 != 0,
        e == 0x7f80_0000 && man == 0,
        e == 0 && man == 0,
        e == 0 && man != 0,
    )
}
fn class64(x: u64) -> u32 {
    let e = x & 0x7ff0_0000_0000_0000;
    let man = x & 0xf_ffff_ffff_ffff;
    class_bit(
        x >> 63 != 0,
        e == 0x7ff0_0000_0000_0000 && man != 0,
        man & 0x8_0000_0000_0000 != 0,
        e == 0x7ff0_0000_0000_0000 && man == 0,
        e == 0 && man == 0,
        e == 0 && man != 0,
    )
}
fn class16(x: u32) -> u32 {
    let e = x & 0x7c00;
    let man = x & 0x3ff;
    class_bit(
        x & 0x8000 != 0,
        e == 0x7c00 && man != 0,
        man & 0x200 != 0,
        e == 0x7c00 && man == 0,
        e == 0 && man == 0,
        e == 0 && man != 0,
    )
}

fn vcmp_class<const T: u8, const X: bool>(
    w: &mut Wave,
    i: &Inst,
    _c: &mut Ctx,
    _x: super::Aux,
) -> ExecResult {
    let mask = valu_mask(w, i)?;
    let b = fetched!(w, i, 1, Ty::B32);
    let mut bits = 0u64;
    if T == T_F64 {
        let a = fetched64!(w, i, 0, true);
        for l in 0..64 {
            bits |= ((b[l] >> class64(a[l]) & 1) as u64) << l;
        }
    } else {
        let a = fetched!(w, i, 0, if T == T_F16 { Ty::F16 } else { Ty::F32 });
        for l in 0..64 {
            let k = if T == T_F16 {
                class16(a[l])
            } else {
                class32(a[l])
            };
            bits |= ((b[l] >> k & 1) as u64) << l;
        }
    }
    cmp_out(w, i, mask, bits, X)
}

fn pick_cmp<const C: u8>(ty: u8, x: bool) -> Handler {
    macro_rules! by_ty {
        ($x:literal) => {
            match ty {
                T_F16 => vcmp::<T_F16, C, $x>,
                T_F32 => vcmp::<T_F32, C, $x>,
                T_F64 => vcmp::<T_F64, C, $x>,
                T_I16 => vcmp::<T_I16, C, $x>,
                T_U16 => vcmp::<T_U16, C, $x>,
                T_I32 => vcmp::<T_I32, C, $x>,
                T_U32 => vcmp::<T_U32, C, $x>,
                T_I64 => vcmp::<T_I64, C, $x>,
                _ => vcmp::<T_U64, C, $x>,
            }
        };
    }
    if x {
        by_ty!(true)
    } else {
        by_ty!(false)
    }
}

/// The handler of a compare, from its `gcn3.props` line.
fn compile_cmp(cmp: Compare) -> Option<Handler> {
    let (t, x) = (cmp.ty as u8, cmp.writes_exec);
    let float = t <= T_F64;
    if cmp.cond == CMP_CLASS {
        return Some(match (t, x) {
            (T_F16, false) => vcmp_class::<T_F16, false>,
            (T_F16, true) => vcmp_class::<T_F16, true>,
            (T_F32, false) => vcmp_class::<T_F32, false>,
            (T_F32, true) => vcmp_class::<T_F32, true>,
            (T_F64, false) => vcmp_class::<T_F64, false>,
            (T_F64, true) => vcmp_class::<T_F64, true>,
            _ => return None,
        });
    }
    let c = cmp.cond;
    Some(match c {
        0 => pick_cmp::<0>(t, x),
        1 => pick_cmp::<1>(t, x),
        2 => pick_cmp::<2>(t, x),
        3 => pick_cmp::<3>(t, x),
        4 => pick_cmp::<4>(t, x),
        5 => pick_cmp::<5>(t, x),
        6 => pick_cmp::<6>(t, x),
        7 if !float => pick_cmp::<15>(t, x),
        7 => pick_cmp::<7>(t, x),
        8 => pick_cmp::<8>(t, x),
        9 => pick_cmp::<9>(t, x),
        10 => pick_cmp::<10>(t, x),
        11 => pick_cmp::<11>(t, x),
        12 => pick_cmp::<12>(t, x),
        13 => pick_cmp::<13>(t, x),
        14 => pick_cmp::<14>(t, x),
        _ => pick_cmp::<15>(t, x),
    })
}

// ---------------------------------------------------------------- special lanes

/// SGPR destination of readlane/readfirstlane (decoders may store it as a VGPR-style code).
fn sdst_of(op: Operand) -> Operand {
    if op.is_vgpr() {
        Operand(op.0 - 256)
    } else {
        op
    }
}

fn readlane(w: &mut Wave, i: &Inst) -> ExecResult {
    let lane = (w.sread(i.src[1], i.literal)? & 63) as usize;
    let v = match i.src[0].vgpr_index() {
        Some(r) => w.vr(r as usize)?[lane],
        None => w.sread(i.src[0], i.literal)?,
    };
    w.swrite(sdst_of(i.dst), v)
}

fn readfirstlane(w: &mut Wave, i: &Inst) -> ExecResult {
    let e = w.exec();
    let lane = if e == 0 {
        0
    } else {
        e.trailing_zeros() as usize
    };
    let v = match i.src[0].vgpr_index() {
        Some(r) => w.vr(r as usize)?[lane],
        None => w.sread(i.src[0], i.literal)?,
    };
    w.swrite(sdst_of(i.dst), v)
}

fn writelane(w: &mut Wave, i: &Inst) -> ExecResult {
    let v = w.sread(i.src[0], i.literal)?;
    let lane = (w.sread(i.src[1], i.literal)? & 63) as usize;
    let d = Wave::vidx(i.dst)?;
    w.vr_mut(d)?[lane] = v;
    Ok(())
}

fn movrel(w: &mut Wave, i: &Inst, rel_src: bool, rel_dst: bool) -> ExecResult {
    let m0 = w.m0() as usize;
    let mask = w.exec();
    let src = if rel_src {
        let s = Wave::vidx(i.src[0])? + m0;
        *w.vr(s)?
    } else {
        fetched!(w, i, 0, Ty::B32)
    };
    let d = Wave::vidx(i.dst)? + if rel_dst { m0 } else { 0 };
    let row = w.vr_mut(d)?;
    for l in 0..64 {
        if mask >> l & 1 != 0 {
            row[l] = src[l];
        }
    }
    Ok(())
}

fn mbcnt(w: &mut Wave, i: &Inst, hi: bool) -> ExecResult {
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::B32);
    let b = fetched!(w, i, 1, Ty::B32);
    let mut d = [0u32; 64];
    for l in 0..64u32 {
        let below: u64 = if l == 0 { 0 } else { u64::MAX >> (64 - l) };
        let m = if hi {
            (below >> 32) as u32
        } else {
            below as u32
        };
        d[l as usize] = (a[l as usize] & m).count_ones().wrapping_add(b[l as usize]);
    }
    write(w, i, mask, &d)
}

fn cndmask(w: &mut Wave, i: &Inst) -> ExecResult {
    let mask = valu_mask(w, i)?;
    // VOP3 abs/neg act on bit 31 as for f32 sources (no flushing: the bits move unchanged).
    let a = fetched!(w, i, 0, Ty::F32);
    let b = fetched!(w, i, 1, Ty::F32);
    let sel = mask_src(w, i)?;
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = if sel >> l & 1 != 0 { b[l] } else { a[l] };
    }
    write(w, i, mask, &d)
}

/// v_mac_f32 / v_mac_f16: the destination is also the addend.
fn mac32(w: &mut Wave, i: &Inst) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F32);
    let b = fetched!(w, i, 1, Ty::F32);
    let c = *w.vr(Wave::vidx(i.dst)?)?;
    let mut d = [0u32; 64];
    for l in 0..64 {
        d[l] = mad32(&m, fin(&m, a[l]), fin(&m, b[l]), fin(&m, c[l])).to_bits();
    }
    post32(i, &m, &mut d);
    write(w, i, mask, &d)
}

fn mac16(w: &mut Wave, i: &Inst) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F16);
    let b = fetched!(w, i, 1, Ty::F16);
    let c = *w.vr(Wave::vidx(i.dst)?)?;
    let mut d = [0u32; 64];
    for l in 0..64 {
        let p = f16_to_f32(f32_to_f16(hin(&m, a[l]) * hin(&m, b[l])));
        d[l] = hout(i, &m, p + hin(&m, c[l]));
    }
    write(w, i, mask, &d)
}

/// Unfused multiply-add: the product is rounded (and flushed) before the add.
#[inline(always)]
fn mad32(m: &FMode, a: f32, b: f32, c: f32) -> f32 {
    let p = a * b;
    let p = if m.flush32_out {
        f32::from_bits(ftz32(p.to_bits()))
    } else {
        p
    };
    p + c
}

fn div_scale32_h(w: &mut Wave, i: &Inst) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F32);
    let b = fetched!(w, i, 1, Ty::F32);
    let c = fetched!(w, i, 2, Ty::F32);
    let mut d = [0u32; 64];
    let mut vcc = 0u64;
    for l in 0..64 {
        let (r, v) = div_scale32(fin(&m, a[l]), fin(&m, b[l]), fin(&m, c[l]));
        d[l] = r.to_bits();
        vcc |= (v as u64) << l;
    }
    write(w, i, mask, &d)?;
    w.swrite64(mask_dst(i), vcc & mask)
}

fn div_scale64_h(w: &mut Wave, i: &Inst) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched64!(w, i, 0, true);
    let b = fetched64!(w, i, 1, true);
    let c = fetched64!(w, i, 2, true);
    let mut d = [0u64; 64];
    let mut vcc = 0u64;
    for l in 0..64 {
        let (r, v) = div_scale64(din(&m, a[l]), din(&m, b[l]), din(&m, c[l]));
        d[l] = r.to_bits();
        vcc |= (v as u64) << l;
    }
    write64(w, i, mask, &d)?;
    w.swrite64(mask_dst(i), vcc & mask)
}

fn div_fmas32(w: &mut Wave, i: &Inst) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched!(w, i, 0, Ty::F32);
    let b = fetched!(w, i, 1, Ty::F32);
    let c = fetched!(w, i, 2, Ty::F32);
    let vcc = w.vcc();
    let mut d = [0u32; 64];
    for l in 0..64 {
        let r = fin(&m, a[l]).mul_add(fin(&m, b[l]), fin(&m, c[l]));
        d[l] = if vcc >> l & 1 != 0 { ldexp32(r, 32) } else { r }.to_bits();
    }
    post32(i, &m, &mut d);
    write(w, i, mask, &d)
}

fn div_fmas64(w: &mut Wave, i: &Inst) -> ExecResult {
    let m = FMode::of(w);
    let mask = valu_mask(w, i)?;
    let a = fetched64!(w, i, 0, true);
    let b = fetched64!(w, i, 1, true);
    let c = fetched64!(w, i, 2, true);
    let vcc = w.vcc();
    let mut d = [0u64; 64];
    for l in 0..64 {
        let r = din(&m, a[l]).mul_add(din(&m, b[l]), din(&m, c[l]));
        d[l] = if vcc >> l & 1 != 0 { ldexp64(r, 64) } else { r }.to_bits();
    }
    post64(i, &m, &mut d);
    write64(w, i, mask, &d)
}

// ---------------------------------------------------------------- scalar helpers

fn bfe_u(a: u32, off: u32, width: u32) -> u32 {
    let off = off & 31;
    let width = width & 31;
    if width == 0 {
        0
    } else {
        (a >> off) & ((1u32 << width) - 1)
    }
}

fn bfe_i(a: u32, off: u32, width: u32) -> u32 {
    let off = off & 31;
    let width = width & 31;
    if width == 0 {
        return 0;
    }
    // Arithmetic shift: a field reaching past bit 31 extends with the sign bit.
    let x = (((a as i32) >> off) as u32) & ((1u32 << width) - 1);
    (((x << (32 - width)) as i32) >> (32 - width)) as u32
}

fn perm_byte(x: u64, sel: u32) -> u32 {
    match sel {
        0..=7 => ((x >> (sel * 8)) & 0xff) as u32,
        8 => {
            if x >> 15 & 1 != 0 {
                0xff
            } else {
                0
            }
        }
        9 => {
            if x >> 31 & 1 != 0 {
                0xff
            } else {
                0
            }
        }
        10 => {
            if x >> 47 & 1 != 0 {
                0xff
            } else {
                0
            }
        }
        11 => {
            if x >> 63 & 1 != 0 {
                0xff
            } else {
                0
            }
        }
        12 => 0,
        _ => 0xff,
    }
}

fn perm(a: u32, b: u32, s: u32) -> u32 {
    let x = (a as u64) << 32 | b as u64;
    let mut r = 0;
    for k in 0..4 {
        r |= perm_byte(x, (s >> (8 * k)) & 0xff) << (8 * k);
    }
    r
}

fn sad_u8(a: u32, b: u32) -> u32 {
    (0..4)
        .map(|k| ((a >> (8 * k)) & 0xff).abs_diff((b >> (8 * k)) & 0xff))
        .sum()
}

fn msad_u8(a: u32, b: u32) -> u32 {
    (0..4)
        .map(|k| {
            let rb = (b >> (8 * k)) & 0xff;
            if rb == 0 {
                0
            } else {
                ((a >> (8 * k)) & 0xff).abs_diff(rb)
            }
        })
        .sum()
}

fn lerp_u8(a: u32, b: u32, c: u32) -> u32 {
    let mut r = 0;
    for k in 0..4 {
        let x = (a >> (8 * k)) & 0xff;
        let y = (b >> (8 * k)) & 0xff;
        let z = (c >> (8 * k)) & 1;
        r |= ((x + y + z) >> 1) << (8 * k);
    }
    r
}

fn ffbh_i32(a: u32) -> u32 {
    let x = if (a as i32) < 0 { !a } else { a };
    if x == 0 {
        u32::MAX
    } else {
        x.leading_zeros()
    }
}

fn sat_i32(x: f32) -> u32 {
    x as i32 as u32
}

fn frexp_mant32(x: f32) -> f32 {
    if !x.is_finite() {
        return x;
    }
    frexp32(x).1
}
fn frexp_mant64(x: f64) -> f64 {
    if !x.is_finite() {
        return x;
    }
    frexp64(x).1
}
fn fract32(x: f32) -> f32 {
    if x.is_infinite() {
        return f32::NAN;
    }
    (x - x.floor()).min(f32::from_bits(0x3f7f_ffff))
}
fn fract64(x: f64) -> f64 {
    if x.is_infinite() {
        return f64::NAN;
    }
    (x - x.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff))
}

fn pknorm_i16(x: f32) -> u32 {
    let v = (x.clamp(-1.0, 1.0) * 32767.0).round_ties_even();
    (v as i32 as u32) & 0xffff
}
fn pknorm_u16(x: f32) -> u32 {
    let v = (x.clamp(0.0, 1.0) * 65535.0).round_ties_even();
    (v as u32) & 0xffff
}

fn med3_i(a: i32, b: i32, c: i32) -> i32 {
    a.max(b).min(a.min(b).max(c))
}
fn med3_u(a: u32, b: u32, c: u32) -> u32 {
    a.max(b).min(a.min(b).max(c))
}

const TAU: f64 = std::f64::consts::TAU;

// ---------------------------------------------------------------- table

/// The handler of a vector ALU opcode; compares come from their `gcn3.props` line (`cmp=`).
pub fn compile(op: Op) -> Option<Handler> {
    if let Some(c) = op.props().cmp {
        return compile_cmp(c);
    }
    let h: Handler = match op {
        Op::V_NOP | Op::V_CLREXCP => |_, _, _, _| Ok(()),
        Op::V_MOV_B32 => |w, i, _, _| i1(w, i, |a| a),
        Op::V_READFIRSTLANE_B32 => |w, i, _, _| readfirstlane(w, i),
        Op::V_READLANE_B32 => |w, i, _, _| readlane(w, i),
        Op::V_WRITELANE_B32 => |w, i, _, _| writelane(w, i),
        Op::V_MOVRELS_B32 => |w, i, _, _| movrel(w, i, true, false),
        Op::V_MOVRELD_B32 => |w, i, _, _| movrel(w, i, false, true),
        Op::V_MOVRELSD_B32 => |w, i, _, _| movrel(w, i, true, true),
        Op::V_CNDMASK_B32 => |w, i, _, _| cndmask(w, i),
        // ---- integer 32-bit ----
        Op::V_ADD_U32 => |w, i, _, _| carry(w, i, false, false, |a, b, _| a.overflowing_add(b)),
        Op::V_SUB_U32 => |w, i, _, _| carry(w, i, false, true, |a, b, _| a.overflowing_sub(b)),
        Op::V_SUBREV_U32 => |w, i, _, _| carry(w, i, false, true, |a, b, _| b.overflowing_sub(a)),
        Op::V_ADDC_U32 => |w, i, _, _| {
            carry(w, i, true, false, |a, b, c| {
                let r = a as u64 + b as u64 + c as u64;
                (r as u32, r >> 32 != 0)
            })
        },
        Op::V_SUBB_U32 => |w, i, _, _| {
            carry(w, i, true, true, |a, b, c| {
                (
                    a.wrapping_sub(b).wrapping_sub(c as u32),
                    b as u64 + c as u64 > a as u64,
                )
            })
        },
        Op::V_SUBBREV_U32 => |w, i, _, _| {
            carry(w, i, true, true, |a, b, c| {
                (
                    b.wrapping_sub(a).wrapping_sub(c as u32),
                    a as u64 + c as u64 > b as u64,
                )
            })
        },
        Op::V_AND_B32 => |w, i, _, _| i2(w, i, |a, b| a & b),
        Op::V_OR_B32 => |w, i, _, _| i2(w, i, |a, b| a | b),
        Op::V_XOR_B32 => |w, i, _, _| i2(w, i, |a, b| a ^ b),
        Op::V_NOT_B32 => |w, i, _, _| i1(w, i, |a| !a),
        Op::V_BFREV_B32 => |w, i, _, _| i1(w, i, |a| a.reverse_bits()),
        Op::V_FFBH_U32 => {
            |w, i, _, _| i1(w, i, |a| if a == 0 { u32::MAX } else { a.leading_zeros() })
        }
        Op::V_FFBL_B32 => {
            |w, i, _, _| i1(w, i, |a| if a == 0 { u32::MAX } else { a.trailing_zeros() })
        }
        Op::V_FFBH_I32 => |w, i, _, _| i1(w, i, ffbh_i32),
        Op::V_LSHLREV_B32 => |w, i, _, _| i2(w, i, |a, b| b << (a & 31)),
        Op::V_LSHRREV_B32 => |w, i, _, _| i2(w, i, |a, b| b >> (a & 31)),
        Op::V_ASHRREV_I32 => |w, i, _, _| i2(w, i, |a, b| ((b as i32) >> (a & 31)) as u32),
        Op::V_MIN_I32 => |w, i, _, _| i2(w, i, |a, b| (a as i32).min(b as i32) as u32),
        Op::V_MAX_I32 => |w, i, _, _| i2(w, i, |a, b| (a as i32).max(b as i32) as u32),
        Op::V_MIN_U32 => |w, i, _, _| i2(w, i, |a, b| a.min(b)),
        Op::V_MAX_U32 => |w, i, _, _| i2(w, i, |a, b| a.max(b)),
        Op::V_MUL_LO_U32 => |w, i, _, _| i2(w, i, |a, b| a.wrapping_mul(b)),
        Op::V_MUL_HI_U32 => |w, i, _, _| i2(w, i, |a, b| ((a as u64 * b as u64) >> 32) as u32),
        Op::V_MUL_HI_I32 => |w, i, _, _| {
            i2(w, i, |a, b| {
                ((a as i32 as i64 * b as i32 as i64) >> 32) as u32
            })
        },
        Op::V_MUL_I32_I24 => |w, i, _, _| {
            i2(w, i, |a, b| {
                ((((a << 8) as i32) >> 8).wrapping_mul(((b << 8) as i32) >> 8)) as u32
            })
        },
        Op::V_MUL_HI_I32_I24 => |w, i, _, _| {
            i2(w, i, |a, b| {
                ((((a << 8) as i32 >> 8) as i64 * (((b << 8) as i32 >> 8) as i64)) >> 32) as u32
            })
        },
        Op::V_MUL_U32_U24 => {
            |w, i, _, _| i2(w, i, |a, b| (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff))
        }
        Op::V_MUL_HI_U32_U24 => |w, i, _, _| {
            i2(w, i, |a, b| {
                (((a & 0xff_ffff) as u64 * (b & 0xff_ffff) as u64) >> 32) as u32
            })
        },
        Op::V_MAD_I32_I24 => |w, i, _, _| {
            i3(w, i, |a, b, c| {
                ((((a << 8) as i32) >> 8).wrapping_mul(((b << 8) as i32) >> 8))
                    .wrapping_add(c as i32) as u32
            })
        },
        Op::V_MAD_U32_U24 => |w, i, _, _| {
            i3(w, i, |a, b, c| {
                (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff).wrapping_add(c)
            })
        },
        Op::V_BCNT_U32_B32 => |w, i, _, _| i2(w, i, |a, b| a.count_ones().wrapping_add(b)),
        Op::V_MBCNT_LO_U32_B32 => |w, i, _, _| mbcnt(w, i, false),
        Op::V_MBCNT_HI_U32_B32 => |w, i, _, _| mbcnt(w, i, true),
        Op::V_BFE_U32 => |w, i, _, _| i3(w, i, bfe_u),
        Op::V_BFE_I32 => |w, i, _, _| i3(w, i, bfe_i),
        Op::V_BFI_B32 => |w, i, _, _| i3(w, i, |a, b, c| (a & b) | (!a & c)),
        Op::V_BFM_B32 => {
            |w, i, _, _| i2(w, i, |a, b| (((1u64 << (a & 31)) - 1) as u32) << (b & 31))
        }
        Op::V_ALIGNBIT_B32 => |w, i, _, _| {
            i3(w, i, |a, b, c| {
                (((a as u64) << 32 | b as u64) >> (c & 31)) as u32
            })
        },
        Op::V_ALIGNBYTE_B32 => |w, i, _, _| {
            i3(w, i, |a, b, c| {
                (((a as u64) << 32 | b as u64) >> (8 * (c & 3))) as u32
            })
        },
        Op::V_PERM_B32 => |w, i, _, _| i3(w, i, perm),
        Op::V_MIN3_I32 => |w, i, _, _| {
            i3(w, i, |a, b, c| {
                (a as i32).min(b as i32).min(c as i32) as u32
            })
        },
        Op::V_MAX3_I32 => |w, i, _, _| {
            i3(w, i, |a, b, c| {
                (a as i32).max(b as i32).max(c as i32) as u32
            })
        },
        Op::V_MED3_I32 => {
            |w, i, _, _| i3(w, i, |a, b, c| med3_i(a as i32, b as i32, c as i32) as u32)
        }
        Op::V_MIN3_U32 => |w, i, _, _| i3(w, i, |a, b, c| a.min(b).min(c)),
        Op::V_MAX3_U32 => |w, i, _, _| i3(w, i, |a, b, c| a.max(b).max(c)),
        Op::V_MED3_U32 => |w, i, _, _| i3(w, i, med3_u),
        Op::V_SAD_U8 => |w, i, _, _| i3(w, i, |a, b, c| sad_u8(a, b).wrapping_add(c)),
        Op::V_SAD_HI_U8 => |w, i, _, _| i3(w, i, |a, b, c| (sad_u8(a, b) << 16).wrapping_add(c)),
        Op::V_SAD_U16 => |w, i, _, _| {
            i3(w, i, |a, b, c| {
                ((a & 0xffff).abs_diff(b & 0xffff) + (a >> 16).abs_diff(b >> 16)).wrapping_add(c)
            })
        },
        Op::V_SAD_U32 => |w, i, _, _| i3(w, i, |a, b, c| a.abs_diff(b).wrapping_add(c)),
        Op::V_MSAD_U8 => |w, i, _, _| i3(w, i, |a, b, c| msad_u8(a, b).wrapping_add(c)),
        Op::V_LERP_U8 => |w, i, _, _| i3(w, i, lerp_u8),
        Op::V_CVT_PK_U16_U32 => |w, i, _, _| i2(w, i, |a, b| a.min(0xffff) | b.min(0xffff) << 16),
        Op::V_CVT_PK_I16_I32 => |w, i, _, _| {
            i2(w, i, |a, b| {
                let c = |x: u32| ((x as i32).clamp(-32768, 32767) as u32) & 0xffff;
                c(a) | c(b) << 16
            })
        },
        Op::V_MAD_U64_U32 => |w, i, _, _| mad64(w, i, false),
        Op::V_MAD_I64_I32 => |w, i, _, _| mad64(w, i, true),
        Op::V_LSHLREV_B64 => |w, i, _, _| shift64(w, i, |a, b| b << (a & 63)),
        Op::V_LSHRREV_B64 => |w, i, _, _| shift64(w, i, |a, b| b >> (a & 63)),
        Op::V_ASHRREV_I64 => |w, i, _, _| shift64(w, i, |a, b| ((b as i64) >> (a & 63)) as u64),
        // ---- integer 16-bit ----
        Op::V_ADD_U16 => |w, i, _, _| s2(w, i, |a, b| a.wrapping_add(b)),
        Op::V_SUB_U16 => |w, i, _, _| s2(w, i, |a, b| a.wrapping_sub(b)),
        Op::V_SUBREV_U16 => |w, i, _, _| s2(w, i, |a, b| b.wrapping_sub(a)),
        Op::V_MUL_LO_U16 => |w, i, _, _| s2(w, i, |a, b| a.wrapping_mul(b)),
        Op::V_LSHLREV_B16 => |w, i, _, _| s2(w, i, |a, b| b << (a & 15)),
        Op::V_LSHRREV_B16 => |w, i, _, _| s2(w, i, |a, b| b >> (a & 15)),
        Op::V_ASHRREV_I16 => {
            |w, i, _, _| s2(w, i, |a, b| ((b as u16 as i16) >> (a & 15)) as u16 as u32)
        }
        Op::V_MAX_U16 => |w, i, _, _| s2(w, i, |a, b| a.max(b)),
        Op::V_MIN_U16 => |w, i, _, _| s2(w, i, |a, b| a.min(b)),
        Op::V_MAX_I16 => |w, i, _, _| {
            s2(w, i, |a, b| {
                (a as u16 as i16).max(b as u16 as i16) as u16 as u32
            })
        },
        Op::V_MIN_I16 => |w, i, _, _| {
            s2(w, i, |a, b| {
                (a as u16 as i16).min(b as u16 as i16) as u16 as u32
            })
        },
        Op::V_MAD_U16 => |w, i, _, _| s3(w, i, |a, b, c| a.wrapping_mul(b).wrapping_add(c)),
        Op::V_MAD_I16 => |w, i, _, _| s3(w, i, |a, b, c| a.wrapping_mul(b).wrapping_add(c)),
        // ---- f32 ----
        Op::V_ADD_F32 => |w, i, _, _| f2(w, i, |a, b| a + b),
        Op::V_SUB_F32 => |w, i, _, _| f2(w, i, |a, b| a - b),
        Op::V_SUBREV_F32 => |w, i, _, _| f2(w, i, |a, b| b - a),
        Op::V_MUL_F32 => |w, i, _, _| f2(w, i, |a, b| a * b),
        Op::V_MUL_LEGACY_F32 => {
            |w, i, _, _| f2(w, i, |a, b| if a == 0.0 || b == 0.0 { 0.0 } else { a * b })
        }
        Op::V_MIN_F32 => |w, i, _, _| f2m(w, i, |m, a, b| minmax32(a, b, false, m.ieee)),
        Op::V_MAX_F32 => |w, i, _, _| f2m(w, i, |m, a, b| minmax32(a, b, true, m.ieee)),
        Op::V_MIN3_F32 => |w, i, _, _| {
            f3m(w, i, |m, a, b, c| {
                minmax32(minmax32(a, b, false, m.ieee), c, false, m.ieee)
            })
        },
        Op::V_MAX3_F32 => |w, i, _, _| {
            f3m(w, i, |m, a, b, c| {
                minmax32(minmax32(a, b, true, m.ieee), c, true, m.ieee)
            })
        },
        Op::V_MED3_F32 => |w, i, _, _| f3m(w, i, |m, a, b, c| med3_32(a, b, c, m.ieee)),
        Op::V_MAC_F32 => |w, i, _, _| mac32(w, i),
        Op::V_MAD_F32 => |w, i, _, _| f3m(w, i, mad32),
        Op::V_MAD_LEGACY_F32 => |w, i, _, _| {
            f3m(w, i, |m, a, b, c| {
                if a == 0.0 || b == 0.0 {
                    c
                } else {
                    mad32(m, a, b, c)
                }
            })
        },
        Op::V_MADMK_F32 => |w, i, _, _| {
            let k = f32::from_bits(i.literal);
            f2m(w, i, move |m, a, b| mad32(m, a, k, b))
        },
        Op::V_MADAK_F32 => |w, i, _, _| {
            let k = f32::from_bits(i.literal);
            f2m(w, i, move |m, a, b| mad32(m, a, b, k))
        },
        Op::V_FMA_F32 => |w, i, _, _| f3(w, i, |a, b, c| a.mul_add(b, c)),
        Op::V_LDEXP_F32 => |w, i, _, _| fi(w, i, |a, b| ldexp32(a, b as i32)),
        Op::V_FRACT_F32 => |w, i, _, _| f1(w, i, fract32),
        Op::V_TRUNC_F32 => |w, i, _, _| f1(w, i, f32::trunc),
        Op::V_CEIL_F32 => |w, i, _, _| f1(w, i, f32::ceil),
        Op::V_RNDNE_F32 => |w, i, _, _| f1(w, i, f32::round_ties_even),
        Op::V_FLOOR_F32 => |w, i, _, _| f1(w, i, f32::floor),
        Op::V_EXP_F32 | Op::V_EXP_LEGACY_F32 => |w, i, _, _| f1(w, i, f32::exp2),
        Op::V_LOG_F32 | Op::V_LOG_LEGACY_F32 => |w, i, _, _| f1(w, i, f32::log2),
        Op::V_RCP_F32 | Op::V_RCP_IFLAG_F32 => |w, i, _, _| f1(w, i, |a| 1.0 / a),
        Op::V_RSQ_F32 => |w, i, _, _| f1(w, i, |a| (1.0 / (a as f64).sqrt()) as f32),
        Op::V_SQRT_F32 => |w, i, _, _| f1(w, i, f32::sqrt),
        Op::V_SIN_F32 => |w, i, _, _| f1(w, i, |a| (a as f64 * TAU).sin() as f32),
        Op::V_COS_F32 => |w, i, _, _| f1(w, i, |a| (a as f64 * TAU).cos() as f32),
        Op::V_FREXP_MANT_F32 => |w, i, _, _| f1(w, i, frexp_mant32),
        Op::V_FREXP_EXP_I32_F32 => |w, i, _, _| {
            f_to_i(w, i, |a| {
                if a.is_finite() {
                    frexp32(a).0 as u32
                } else {
                    0
                }
            })
        },
        Op::V_CVT_I32_F32 => |w, i, _, _| f_to_i(w, i, sat_i32),
        Op::V_CVT_U32_F32 => |w, i, _, _| f_to_i(w, i, |a| a as u32),
        Op::V_CVT_RPI_I32_F32 => |w, i, _, _| f_to_i(w, i, |a| sat_i32((a + 0.5).floor())),
        Op::V_CVT_FLR_I32_F32 => |w, i, _, _| f_to_i(w, i, |a| sat_i32(a.floor())),
        Op::V_CVT_F32_I32 => |w, i, _, _| i_to_f(w, i, |a| a as i32 as f32),
        Op::V_CVT_F32_U32 => |w, i, _, _| i_to_f(w, i, |a| a as f32),
        Op::V_CVT_F32_UBYTE0 => |w, i, _, _| i_to_f(w, i, |a| (a & 0xff) as f32),
        Op::V_CVT_F32_UBYTE1 => |w, i, _, _| i_to_f(w, i, |a| ((a >> 8) & 0xff) as f32),
        Op::V_CVT_F32_UBYTE2 => |w, i, _, _| i_to_f(w, i, |a| ((a >> 16) & 0xff) as f32),
        Op::V_CVT_F32_UBYTE3 => |w, i, _, _| i_to_f(w, i, |a| (a >> 24) as f32),
        Op::V_CVT_OFF_F32_I4 => {
            |w, i, _, _| i_to_f(w, i, |a| ((((a & 0xf) << 28) as i32) >> 28) as f32 / 16.0)
        }
        Op::V_CVT_F16_F32 => |w, i, _, _| {
            let m = FMode::of(w);
            f_to_i(w, i, move |a| {
                let h = f32_to_f16(a) as u32;
                if m.flush64_out {
                    ftz16(h)
                } else {
                    h
                }
            })
        },
        Op::V_CVT_F32_F16 => |w, i, _, _| {
            let m = FMode::of(w);
            let mask = valu_mask(w, i)?;
            let a = fetched!(w, i, 0, Ty::F16);
            let mut d = [0u32; 64];
            for l in 0..64 {
                d[l] = hin(&m, a[l]).to_bits();
            }
            post32(i, &m, &mut d);
            write(w, i, mask, &d)
        },
        Op::V_CVT_PKRTZ_F16_F32 => |w, i, _, _| {
            ff_to_i(w, i, |a, b| {
                f32_to_f16_mode(a, true) as u32 | (f32_to_f16_mode(b, true) as u32) << 16
            })
        },
        Op::V_CVT_PKNORM_I16_F32 => {
            |w, i, _, _| ff_to_i(w, i, |a, b| pknorm_i16(a) | pknorm_i16(b) << 16)
        }
        Op::V_CVT_PKNORM_U16_F32 => {
            |w, i, _, _| ff_to_i(w, i, |a, b| pknorm_u16(a) | pknorm_u16(b) << 16)
        }
        Op::V_CVT_PK_U8_F32 => |w, i, _, _| {
            let m = FMode::of(w);
            let mask = valu_mask(w, i)?;
            let a = fetched!(w, i, 0, Ty::F32);
            let b = fetched!(w, i, 1, Ty::B32);
            let c = fetched!(w, i, 2, Ty::B32);
            let mut d = [0u32; 64];
            for l in 0..64 {
                let sh = 8 * (b[l] & 3);
                let v = (fin(&m, a[l]).round_ties_even().clamp(0.0, 255.0) as u32) & 0xff;
                d[l] = (c[l] & !(0xff << sh)) | (v << sh);
            }
            write(w, i, mask, &d)
        },
        Op::V_DIV_SCALE_F32 => |w, i, _, _| div_scale32_h(w, i),
        Op::V_DIV_FMAS_F32 => |w, i, _, _| div_fmas32(w, i),
        Op::V_DIV_FIXUP_F32 => |w, i, _, _| f3(w, i, div_fixup32),
        Op::V_CUBEID_F32 | Op::V_CUBESC_F32 | Op::V_CUBETC_F32 | Op::V_CUBEMA_F32 => return None,
        // ---- f16 ----
        Op::V_ADD_F16 => |w, i, _, _| h2(w, i, |a, b| a + b),
        Op::V_SUB_F16 => |w, i, _, _| h2(w, i, |a, b| a - b),
        Op::V_SUBREV_F16 => |w, i, _, _| h2(w, i, |a, b| b - a),
        Op::V_MUL_F16 => |w, i, _, _| h2(w, i, |a, b| a * b),
        Op::V_MAX_F16 => |w, i, _, _| {
            let ieee = FMode::of(w).ieee;
            h2(w, i, move |a, b| minmax32(a, b, true, ieee))
        },
        Op::V_MIN_F16 => |w, i, _, _| {
            let ieee = FMode::of(w).ieee;
            h2(w, i, move |a, b| minmax32(a, b, false, ieee))
        },
        Op::V_MAC_F16 => |w, i, _, _| mac16(w, i),
        Op::V_MAD_F16 => |w, i, _, _| h3(w, i, |a, b, c| f16_to_f32(f64_to_f16(a * b)) as f64 + c),
        Op::V_FMA_F16 => |w, i, _, _| h3(w, i, |a, b, c| a.mul_add(b, c)),
        Op::V_MADMK_F16 => |w, i, _, _| {
            let k = f16_to_f32(i.literal as u16);
            h2(w, i, move |a, b| f16_to_f32(f32_to_f16(a * k)) + b)
        },
        Op::V_MADAK_F16 => |w, i, _, _| {
            let k = f16_to_f32(i.literal as u16);
            h2(w, i, move |a, b| f16_to_f32(f32_to_f16(a * b)) + k)
        },
        Op::V_LDEXP_F16 => |w, i, _, _| hi(w, i, |a, b| ldexp32(a, b as u16 as i16 as i32)),
        Op::V_DIV_FIXUP_F16 => |w, i, _, _| {
            h3(w, i, |a, b, c| {
                div_fixup32(a as f32, b as f32, c as f32) as f64
            })
        },
        Op::V_RCP_F16 => |w, i, _, _| h1(w, i, |a| 1.0 / a),
        Op::V_SQRT_F16 => |w, i, _, _| h1(w, i, f32::sqrt),
        Op::V_RSQ_F16 => |w, i, _, _| h1(w, i, |a| 1.0 / a.sqrt()),
        Op::V_LOG_F16 => |w, i, _, _| h1(w, i, f32::log2),
        Op::V_EXP_F16 => |w, i, _, _| h1(w, i, f32::exp2),
        Op::V_SIN_F16 => |w, i, _, _| h1(w, i, |a| (a as f64 * TAU).sin() as f32),
        Op::V_COS_F16 => |w, i, _, _| h1(w, i, |a| (a as f64 * TAU).cos() as f32),
        Op::V_FLOOR_F16 => |w, i, _, _| h1(w, i, f32::floor),
        Op::V_CEIL_F16 => |w, i, _, _| h1(w, i, f32::ceil),
        Op::V_TRUNC_F16 => |w, i, _, _| h1(w, i, f32::trunc),
        Op::V_RNDNE_F16 => |w, i, _, _| h1(w, i, f32::round_ties_even),
        Op::V_FRACT_F16 => |w, i, _, _| {
            h1(w, i, |a| {
                if a.is_infinite() {
                    f32::NAN
                } else {
                    (a - a.floor()).min(f16_to_f32(0x3bff))
                }
            })
        },
        Op::V_FREXP_MANT_F16 => |w, i, _, _| h1(w, i, frexp_mant32),
        Op::V_FREXP_EXP_I16_F16 => |w, i, _, _| {
            h_to_i(w, i, |a| {
                if a.is_finite() {
                    (frexp32(a).0 as u32) & 0xffff
                } else {
                    0
                }
            })
        },
        Op::V_CVT_U16_F16 => |w, i, _, _| h_to_i(w, i, |a| a as u16 as u32),
        Op::V_CVT_I16_F16 => |w, i, _, _| h_to_i(w, i, |a| a as i16 as u16 as u32),
        Op::V_CVT_F16_U16 => |w, i, _, _| i_to_h(w, i, |a| (a & 0xffff) as f32),
        Op::V_CVT_F16_I16 => |w, i, _, _| i_to_h(w, i, |a| a as u16 as i16 as f32),
        // ---- f64 ----
        Op::V_ADD_F64 => |w, i, _, _| d2(w, i, |a, b| a + b),
        Op::V_MUL_F64 => |w, i, _, _| d2(w, i, |a, b| a * b),
        Op::V_MIN_F64 => |w, i, _, _| d2m(w, i, |m, a, b| minmax64(a, b, false, m.ieee)),
        Op::V_MAX_F64 => |w, i, _, _| d2m(w, i, |m, a, b| minmax64(a, b, true, m.ieee)),
        Op::V_FMA_F64 => |w, i, _, _| d3(w, i, |a, b, c| a.mul_add(b, c)),
        Op::V_LDEXP_F64 => |w, i, _, _| di(w, i, |a, b| ldexp64(a, b as i32)),
        Op::V_TRIG_PREOP_F64 => |w, i, _, _| di(w, i, trig_preop),
        Op::V_DIV_SCALE_F64 => |w, i, _, _| div_scale64_h(w, i),
        Op::V_DIV_FMAS_F64 => |w, i, _, _| div_fmas64(w, i),
        Op::V_DIV_FIXUP_F64 => |w, i, _, _| d3(w, i, div_fixup64),
        Op::V_RCP_F64 => |w, i, _, _| d1(w, i, |a| 1.0 / a),
        Op::V_RSQ_F64 => |w, i, _, _| d1(w, i, |a| 1.0 / a.sqrt()),
        Op::V_SQRT_F64 => |w, i, _, _| d1(w, i, f64::sqrt),
        Op::V_TRUNC_F64 => |w, i, _, _| d1(w, i, f64::trunc),
        Op::V_CEIL_F64 => |w, i, _, _| d1(w, i, f64::ceil),
        Op::V_RNDNE_F64 => |w, i, _, _| d1(w, i, f64::round_ties_even),
        Op::V_FLOOR_F64 => |w, i, _, _| d1(w, i, f64::floor),
        Op::V_FRACT_F64 => |w, i, _, _| d1(w, i, fract64),
        Op::V_FREXP_MANT_F64 => |w, i, _, _| d1(w, i, frexp_mant64),
        Op::V_FREXP_EXP_I32_F64 => |w, i, _, _| {
            d_to_32(w, i, false, |a| {
                if a.is_finite() {
                    frexp64(a).0 as u32
                } else {
                    0
                }
            })
        },
        Op::V_CVT_I32_F64 => |w, i, _, _| d_to_32(w, i, false, |a| a as i32 as u32),
        Op::V_CVT_U32_F64 => |w, i, _, _| d_to_32(w, i, false, |a| a as u32),
        Op::V_CVT_F32_F64 => |w, i, _, _| d_to_32(w, i, true, |a| (a as f32).to_bits()),
        Op::V_CVT_F64_F32 => |w, i, _, _| x_to_d(w, i, true, |a| f32::from_bits(a) as f64),
        Op::V_CVT_F64_I32 => |w, i, _, _| x_to_d(w, i, false, |a| a as i32 as f64),
        Op::V_CVT_F64_U32 => |w, i, _, _| x_to_d(w, i, false, |a| a as f64),
        _ => return None,
    };
    Some(h)
}

#[allow(dead_code)]
fn _unused(_: Fault) {}
