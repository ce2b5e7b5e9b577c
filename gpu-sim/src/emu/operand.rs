//! Vector-operand access for VALU instructions: gathers a source into 64 lanes (VGPR row,
//! scalar or constant broadcast), applies DPP lane movement, SDWA sub-dword selects and the
//! abs/neg input modifiers, and writes results back under EXEC (and the DPP write mask) with
//! SDWA destination selects.
//!
//! DPP follows the GCN3 manual: a lane whose source is out of its row/wave or disabled in EXEC
//! reads 0 when `bound_ctrl` is set and is otherwise not written; rows and banks masked off by
//! `row_mask`/`bank_mask` are not written.

use super::wave::{ExecResult, Fault, Wave};
use crate::isa::inst::{Dpp, Ext, Sdwa};
use crate::isa::{Encoding, Inst, Operand};

/// How a 32-bit source is interpreted (selects inline-constant encoding and modifier bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// Integer or raw bits; no abs/neg.
    B32,
    /// f32: abs/neg act on bit 31.
    F32,
    /// f16 in the low half: abs/neg act on bit 15, float constants are f16.
    F16,
    /// 16-bit integer: integer constants, no modifiers.
    B16,
}

/// Float mode bits of the current MODE register.
#[derive(Clone, Copy, Debug)]
pub struct FMode {
    pub flush32_in: bool,
    pub flush32_out: bool,
    pub flush64_in: bool,
    pub flush64_out: bool,
    pub dx10: bool,
    pub ieee: bool,
}

impl FMode {
    #[inline(always)]
    pub fn of(w: &Wave) -> FMode {
        let d32 = (w.mode >> 4) & 3;
        let d64 = (w.mode >> 6) & 3;
        FMode {
            flush32_in: d32 & 1 == 0,
            flush32_out: d32 & 2 == 0,
            flush64_in: d64 & 1 == 0,
            flush64_out: d64 & 2 == 0,
            dx10: w.mode & (1 << 8) != 0,
            ieee: w.mode & (1 << 9) != 0,
        }
    }
}

/// Source lane for DPP control `ctrl` at lane `l`, or None when out of range.
#[inline]
fn dpp_src_lane(ctrl: u16, l: usize) -> Option<usize> {
    let r = l & 15;
    let n = (ctrl & 15) as usize;
    match ctrl {
        0x000..=0x0ff => Some((l & !3) | ((ctrl as usize >> ((l & 3) * 2)) & 3)),
        0x101..=0x10f => (r + n < 16).then_some(l + n),
        0x111..=0x11f => (r >= n).then(|| l - n),
        0x121..=0x12f => Some((l & !15) | ((r + 16 - n) & 15)),
        0x130 => (l < 63).then_some(l + 1),
        0x134 => Some((l + 1) & 63),
        0x138 => (l > 0).then(|| l - 1),
        0x13c => Some((l + 63) & 63),
        0x140 => Some((l & !15) | (15 - r)),
        0x141 => Some((l & !7) | (7 - (l & 7))),
        0x142 => (l >= 16).then(|| (l & !15) - 1),
        0x143 => (l >= 32).then_some(31),
        _ => None,
    }
}

fn dpp_ctrl_valid(ctrl: u16) -> bool {
    matches!(ctrl, 0x000..=0x0ff | 0x101..=0x10f | 0x111..=0x11f | 0x121..=0x12f | 0x130 | 0x134 | 0x138 | 0x13c | 0x140..=0x143)
}

/// The lanes a VALU instruction writes: EXEC, narrowed by DPP masks and source validity.
#[inline(always)]
pub fn valu_mask(w: &Wave, inst: &Inst) -> ExecResult<u64> {
    let exec = w.exec();
    match inst.ext {
        Ext::Dpp(d) => dpp_mask(exec, &d),
        _ => Ok(exec),
    }
}

fn dpp_mask(exec: u64, d: &Dpp) -> ExecResult<u64> {
    if !dpp_ctrl_valid(d.ctrl) {
        return Err(Fault::Illegal(format!("invalid dpp_ctrl {:#x}", d.ctrl)));
    }
    let mut m = 0u64;
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        if d.row_mask >> (l / 16) & 1 == 0 || d.bank_mask >> ((l / 4) & 3) & 1 == 0 {
            continue;
        }
        let ok = match dpp_src_lane(d.ctrl, l) {
            Some(s) => exec >> s & 1 != 0,
            None => false,
        };
        if ok || d.bound_ctrl {
            m |= 1 << l;
        }
    }
    Ok(m)
}

#[inline(always)]
fn sdwa_sel(v: u32, sel: u8, sext: bool) -> u32 {
    match sel {
        0..=3 => {
            let b = (v >> (sel * 8)) & 0xff;
            if sext {
                b as u8 as i8 as i32 as u32
            } else {
                b
            }
        }
        4 | 5 => {
            let h = (v >> ((sel - 4) * 16)) & 0xffff;
            if sext {
                h as u16 as i16 as i32 as u32
            } else {
                h
            }
        }
        _ => v,
    }
}

#[inline(always)]
fn sdwa_dst(old: u32, val: u32, sel: u8, unused: u8) -> u32 {
    let (width, shift) = match sel {
        0..=3 => (8u32, sel as u32 * 8),
        4 | 5 => (16, (sel as u32 - 4) * 16),
        _ => return val,
    };
    let fmask = (1u32 << width) - 1;
    let field = (val & fmask) << shift;
    let keep = !(fmask << shift);
    match unused {
        1 => {
            // Sign-extend above the field, zeros below.
            let neg = val >> (width - 1) & 1 != 0;
            let above = if shift + width >= 32 {
                0
            } else {
                u32::MAX << (shift + width)
            };
            field | if neg { above } else { 0 }
        }
        2 => (old & keep) | field,
        _ => field,
    }
}

/// Source `k` of VALU instruction `i` as 64 lanes, fetched in place ([`fetch_into`]); a fault
/// returns from the caller (`?`).
macro_rules! fetched {
    ($w:expr, $i:expr, $k:expr, $ty:expr) => {{
        let mut r = [0u32; 64];
        $crate::emu::operand::fetch_into($w, $i, $k, $ty, &mut r)?;
        r
    }};
}
pub(crate) use fetched;

/// [`fetched`] for 64-bit sources ([`fetch64_into`]).
macro_rules! fetched64 {
    ($w:expr, $i:expr, $k:expr, $f64:expr) => {{
        let mut r = [0u64; 64];
        $crate::emu::operand::fetch64_into($w, $i, $k, $f64, &mut r)?;
        r
    }};
}
pub(crate) use fetched64;

/// Reads source `i` of a VALU instruction into the 64 lanes of `r` with DPP, SDWA and abs/neg
/// applied. Into the caller's array rather than returned: a 256-byte row returned through
/// `ExecResult` was copied two more times (a sixth of a functional run went to those copies).
#[inline(always)]
pub fn fetch_into(w: &Wave, inst: &Inst, i: usize, ty: Ty, r: &mut [u32; 64]) -> ExecResult {
    let op = inst.src[i];
    if op.is_vgpr() {
        *r = *w.vr((op.0 - 256) as usize)?;
    } else {
        let v = match ty {
            Ty::F16 => w.sread16(op, inst.literal)?,
            _ => w.sread(op, inst.literal)?,
        };
        *r = [v; 64];
    }
    match inst.ext {
        Ext::None => {}
        Ext::Dpp(d) if i == 0 => dpp_apply(w.exec(), &d, r),
        Ext::Dpp(_) => {}
        Ext::Sdwa(s) => sdwa_apply(&s, i, r),
    }
    let bit = match ty {
        Ty::F32 => 0x8000_0000u32,
        Ty::F16 => 0x8000,
        _ => return Ok(()),
    };
    if inst.mods.abs >> i & 1 != 0 {
        for x in r.iter_mut() {
            *x &= !bit;
        }
    }
    if inst.mods.neg >> i & 1 != 0 {
        for x in r.iter_mut() {
            *x ^= bit;
        }
    }
    Ok(())
}

fn dpp_apply(exec: u64, d: &Dpp, r: &mut [u32; 64]) {
    let src = *r;
    for (l, x) in r.iter_mut().enumerate() {
        *x = match dpp_src_lane(d.ctrl, l) {
            Some(s) if exec >> s & 1 != 0 => src[s],
            _ => 0,
        };
    }
}

fn sdwa_apply(s: &Sdwa, i: usize, r: &mut [u32; 64]) {
    let (sel, sext) = match i {
        0 => (s.src0_sel, s.src0_sext),
        1 => (s.src1_sel, s.src1_sext),
        _ => return,
    };
    if sel == 6 && !sext {
        return;
    }
    for x in r.iter_mut() {
        *x = sdwa_sel(*x, sel, sext);
    }
}

/// Reads a 64-bit source (VGPR pair, SGPR pair or constant) into `r`; `f64` applies abs/neg
/// on bit 63 and f64 constant encodings.
#[inline(always)]
pub fn fetch64_into(w: &Wave, inst: &Inst, i: usize, f64: bool, r: &mut [u64; 64]) -> ExecResult {
    let op = inst.src[i];
    if op.is_vgpr() {
        let n = (op.0 - 256) as usize;
        let lo = w.vr(n)?;
        let hi = w.vr(n + 1)?;
        for l in 0..64 {
            r[l] = lo[l] as u64 | (hi[l] as u64) << 32;
        }
    } else {
        *r = [w.sread64(op, inst.literal, f64)?; 64];
    }
    if f64 {
        let bit = 1u64 << 63;
        if inst.mods.abs >> i & 1 != 0 {
            for x in r.iter_mut() {
                *x &= !bit;
            }
        }
        if inst.mods.neg >> i & 1 != 0 {
            for x in r.iter_mut() {
                *x ^= bit;
            }
        }
    }
    Ok(())
}

/// Destination VGPR index of a VALU instruction.
#[inline(always)]
pub fn vdst(inst: &Inst) -> ExecResult<usize> {
    Wave::vidx(inst.dst)
}

/// Writes 64 lanes to the VGPR destination under `mask`, with SDWA destination selects.
#[inline(always)]
pub fn write(w: &mut Wave, inst: &Inst, mask: u64, vals: &[u32; 64]) -> ExecResult {
    let d = vdst(inst)?;
    let row = w.vr_mut(d)?;
    match inst.ext {
        Ext::Sdwa(s) if s.dst_sel != 6 => {
            for l in 0..64 {
                if mask >> l & 1 != 0 {
                    row[l] = sdwa_dst(row[l], vals[l], s.dst_sel, s.dst_unused);
                }
            }
        }
        _ => {
            if mask == u64::MAX {
                *row = *vals;
            } else {
                for l in 0..64 {
                    if mask >> l & 1 != 0 {
                        row[l] = vals[l];
                    }
                }
            }
        }
    }
    Ok(())
}

/// Writes 64 lanes of 64-bit results to a VGPR pair under `mask`.
#[inline(always)]
pub fn write64(w: &mut Wave, inst: &Inst, mask: u64, vals: &[u64; 64]) -> ExecResult {
    let d = vdst(inst)?;
    if d + 1 >= w.v.len() {
        return Err(Fault::Illegal(format!(
            "v[{d}:{}] is beyond the allocated VGPRs",
            d + 1
        )));
    }
    let (a, b) = w.v.split_at_mut(d + 1);
    let lo = &mut a[d];
    let hi = &mut b[0];
    for l in 0..64 {
        if mask >> l & 1 != 0 {
            lo[l] = vals[l] as u32;
            hi[l] = (vals[l] >> 32) as u32;
        }
    }
    Ok(())
}

/// The scalar destination of a lane-mask result (VOPC/VOP3 compares, carry-outs): VCC for
/// 32-bit encodings, `sdst` for VOP3b, the encoded SGPR pair in `dst` for VOP3a compares.
#[inline(always)]
pub fn mask_dst(inst: &Inst) -> Operand {
    match inst.enc {
        Encoding::Vop3b => inst.sdst,
        Encoding::Vop3a if !inst.dst.is_vgpr() && !inst.dst.is_none() => inst.dst,
        _ => Operand::VCC_LO,
    }
}

/// The carry-in / condition mask source: VCC for 32-bit encodings, `src[2]` for VOP3.
#[inline(always)]
pub fn mask_src(w: &Wave, inst: &Inst) -> ExecResult<u64> {
    match inst.enc {
        Encoding::Vop3a | Encoding::Vop3b => w.sread64(inst.src[2], inst.literal, false),
        _ => Ok(w.vcc()),
    }
}
