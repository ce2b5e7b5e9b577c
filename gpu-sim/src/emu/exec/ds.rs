//! LDS instructions (DS encoding): reads and writes of 1 to 16 bytes, read2/write2 (with the
//! st64 forms), all atomics with and without return, `ds_swizzle_b32`, `ds_permute_b32` and
//! `ds_bpermute_b32`.
//!
//! Addresses are byte offsets in the workgroup's LDS; the limit is the smaller of the LDS
//! allocation and M0 (gfx8 clamps DS addresses to M0). Out-of-range reads return 0 and
//! out-of-range writes are dropped, as on hardware. Lanes are processed in lane order, so
//! atomics from one wavefront to the same address serialize deterministically.

#![allow(clippy::needless_range_loop)]

use super::{lds_rd, lds_wr, AtomicOp, Aux, Ctx, Handler};
use crate::emu::wave::{ExecResult, Fault, Wave};
use crate::isa::generated::Op;
use crate::isa::table::MemClass;
use crate::isa::Inst;

#[inline(always)]
fn limit(w: &Wave, c: &Ctx) -> u64 {
    (c.lds.len() as u64).min(w.m0() as u64)
}

#[inline(always)]
fn offset16(i: &Inst) -> u64 {
    (i.mem.offset & 0xff) as u64 | (i.mem.offset1 as u64) << 8
}

fn vreg(w: &Wave, op: crate::isa::Operand) -> ExecResult<usize> {
    let r = Wave::vidx(op)?;
    w.vr(r)?;
    Ok(r)
}

fn check_rows(w: &Wave, base: usize, n: usize) -> ExecResult {
    if base + n > w.v.len() {
        return Err(Fault::Illegal(format!(
            "v[{base}:{}] is beyond the allocated VGPRs",
            base + n - 1
        )));
    }
    Ok(())
}

fn read(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let lim = limit(w, c);
    let a = vreg(w, i.src[0])?;
    let d = Wave::vidx(i.dst)?;
    let n = (x.bytes as usize).div_ceil(4);
    check_rows(w, d, n)?;
    let exec = w.exec();
    let off = offset16(i);
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let addr = (w.v[a][l] as u64).wrapping_add(off);
        if x.bytes <= 8 {
            let v = lds_rd(c.lds, addr, lim, x.bytes as usize);
            let v = match (x.bytes, x.signed) {
                (1, true) => v as u8 as i8 as i32 as u32 as u64,
                (2, true) => v as u16 as i16 as i32 as u32 as u64,
                _ => v,
            };
            w.v[d][l] = v as u32;
            if x.bytes == 8 {
                w.v[d + 1][l] = (v >> 32) as u32;
            }
        } else {
            for k in 0..n {
                w.v[d + k][l] = lds_rd(c.lds, addr + 4 * k as u64, lim, 4) as u32;
            }
        }
    }
    Ok(())
}

fn write(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let lim = limit(w, c);
    let a = vreg(w, i.src[0])?;
    let s = Wave::vidx(i.src[1])?;
    let n = (x.bytes as usize).div_ceil(4);
    check_rows(w, s, n)?;
    let exec = w.exec();
    let off = offset16(i);
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let addr = (w.v[a][l] as u64).wrapping_add(off);
        if x.bytes <= 4 {
            lds_wr(c.lds, addr, lim, x.bytes as usize, w.v[s][l] as u64);
        } else {
            for k in 0..n {
                lds_wr(c.lds, addr + 4 * k as u64, lim, 4, w.v[s + k][l] as u64);
            }
        }
    }
    Ok(())
}

fn read2(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let lim = limit(w, c);
    let a = vreg(w, i.src[0])?;
    let d = Wave::vidx(i.dst)?;
    let per = (x.bytes / 4) as usize;
    check_rows(w, d, 2 * per)?;
    let unit = x.bytes as u64 * if x.st64 { 64 } else { 1 };
    let o0 = (i.mem.offset & 0xff) as u64 * unit;
    let o1 = i.mem.offset1 as u64 * unit;
    let exec = w.exec();
    // Gather into local rows first (no per-access register bounds checks), then write back
    // the active lanes.
    let addr = w.v[a];
    let mut out = [[0u32; 64]; 4];
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let base = addr[l] as u64;
        for (j, o) in [o0, o1].into_iter().enumerate() {
            let v = lds_rd(c.lds, base + o, lim, x.bytes as usize);
            out[j * per][l] = v as u32;
            if per == 2 {
                out[j * per + 1][l] = (v >> 32) as u32;
            }
        }
    }
    for (k, row) in out.iter().enumerate().take(2 * per) {
        let dst = &mut w.v[d + k];
        if exec == u64::MAX {
            *dst = *row;
        } else {
            for l in 0..64 {
                if exec >> l & 1 != 0 {
                    dst[l] = row[l];
                }
            }
        }
    }
    Ok(())
}

fn write2(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let lim = limit(w, c);
    let a = vreg(w, i.src[0])?;
    let per = (x.bytes / 4) as usize;
    let s0 = Wave::vidx(i.src[1])?;
    let s1 = Wave::vidx(i.src[2])?;
    check_rows(w, s0, per)?;
    check_rows(w, s1, per)?;
    let unit = x.bytes as u64 * if x.st64 { 64 } else { 1 };
    let o0 = (i.mem.offset & 0xff) as u64 * unit;
    let o1 = i.mem.offset1 as u64 * unit;
    let exec = w.exec();
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let base = w.v[a][l] as u64;
        for (o, s) in [(o0, s0), (o1, s1)] {
            let mut v = w.v[s][l] as u64;
            if per == 2 {
                v |= (w.v[s + 1][l] as u64) << 32;
            }
            lds_wr(c.lds, base + o, lim, x.bytes as usize, v);
        }
    }
    Ok(())
}

/// `ds_wrxchg2[st64]_rtn_b32/b64`: exchange at two addresses, returning both old values.
fn wrxchg2(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let lim = limit(w, c);
    let a = vreg(w, i.src[0])?;
    let d = Wave::vidx(i.dst)?;
    let per = (x.bytes / 4) as usize;
    check_rows(w, d, 2 * per)?;
    let s0 = Wave::vidx(i.src[1])?;
    let s1 = Wave::vidx(i.src[2])?;
    check_rows(w, s0, per)?;
    check_rows(w, s1, per)?;
    let unit = x.bytes as u64 * if x.st64 { 64 } else { 1 };
    let o0 = (i.mem.offset & 0xff) as u64 * unit;
    let o1 = i.mem.offset1 as u64 * unit;
    let exec = w.exec();
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let base = w.v[a][l] as u64;
        for (j, (o, s)) in [(o0, s0), (o1, s1)].into_iter().enumerate() {
            let mut v = w.v[s][l] as u64;
            if per == 2 {
                v |= (w.v[s + 1][l] as u64) << 32;
            }
            let old = lds_rd(c.lds, base + o, lim, x.bytes as usize);
            lds_wr(c.lds, base + o, lim, x.bytes as usize, v);
            w.v[d + j * per][l] = old as u32;
            if per == 2 {
                w.v[d + j * per + 1][l] = (old >> 32) as u32;
            }
        }
    }
    Ok(())
}

fn atomic(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let op = x.atomic.unwrap_or(AtomicOp::Add);
    let lim = limit(w, c);
    let a = vreg(w, i.src[0])?;
    let wide = x.bytes == 8;
    let per = if wide { 2 } else { 1 };
    let s0 = if i.src[1].is_none() {
        None
    } else {
        Some(Wave::vidx(i.src[1])?)
    };
    let s1 = if i.src[2].is_none() {
        None
    } else {
        Some(Wave::vidx(i.src[2])?)
    };
    if let Some(s) = s0 {
        check_rows(w, s, per)?;
    }
    if let Some(s) = s1 {
        check_rows(w, s, per)?;
    }
    let d = if x.rtn {
        Some(Wave::vidx(i.dst)?)
    } else {
        None
    };
    if let Some(d) = d {
        check_rows(w, d, per)?;
    }
    let exec = w.exec();
    let off = offset16(i);
    let get = |w: &Wave, s: Option<usize>, l: usize| -> u64 {
        match s {
            Some(s) => {
                w.v[s][l] as u64
                    | if wide {
                        (w.v[s + 1][l] as u64) << 32
                    } else {
                        0
                    }
            }
            None => 0,
        }
    };
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let addr = (w.v[a][l] as u64).wrapping_add(off);
        let src = get(w, s0, l);
        let cmp = get(w, s1, l);
        let old = lds_rd(c.lds, addr, lim, x.bytes as usize);
        let new = if wide {
            op.apply64(old, src, cmp)
        } else {
            op.apply32(old as u32, src as u32, cmp as u32) as u64
        };
        lds_wr(c.lds, addr, lim, x.bytes as usize, new);
        if let Some(d) = d {
            w.v[d][l] = old as u32;
            if wide {
                w.v[d + 1][l] = (old >> 32) as u32;
            }
        }
    }
    Ok(())
}

fn swizzle(w: &mut Wave, i: &Inst, _c: &mut Ctx, _x: Aux) -> ExecResult {
    // The swizzled data is the VGPR in the ADDR field (LLVM: `ds_swizzle_b32 vdst, vaddr`).
    let s = vreg(w, i.src[0])?;
    let d = Wave::vidx(i.dst)?;
    check_rows(w, d, 1)?;
    let off = offset16(i) as u32;
    let exec = w.exec();
    let src = w.v[s];
    for l in 0..64usize {
        if exec >> l & 1 == 0 {
            continue;
        }
        let from = if off & 0x8000 != 0 {
            (l & !3) | ((off as usize >> (2 * (l & 3))) & 3)
        } else {
            let and = (off & 0x1f) as usize;
            let or = ((off >> 5) & 0x1f) as usize;
            let xor = ((off >> 10) & 0x1f) as usize;
            (l & !31) | ((((l & 31) & and) | or) ^ xor)
        };
        w.v[d][l] = if exec >> from & 1 != 0 { src[from] } else { 0 };
    }
    Ok(())
}

fn permute(w: &mut Wave, i: &Inst, _c: &mut Ctx, _x: Aux) -> ExecResult {
    permute_lanes(w, i, false)
}

fn bpermute(w: &mut Wave, i: &Inst, _c: &mut Ctx, _x: Aux) -> ExecResult {
    permute_lanes(w, i, true)
}

/// `ds_permute_b32` (forward) and `ds_bpermute_b32` (backward).
fn permute_lanes(w: &mut Wave, i: &Inst, backward: bool) -> ExecResult {
    let a = vreg(w, i.src[0])?;
    let s = vreg(w, i.src[1])?;
    let d = Wave::vidx(i.dst)?;
    check_rows(w, d, 1)?;
    let off = offset16(i);
    let exec = w.exec();
    let addr = w.v[a];
    let src = w.v[s];
    let mut out = [0u32; 64];
    if backward {
        // ds_bpermute_b32 (backward): each lane pulls from the lane its address names.
        for l in 0..64 {
            let from = (((addr[l] as u64 + off) >> 2) & 63) as usize;
            out[l] = if exec >> from & 1 != 0 { src[from] } else { 0 };
        }
    } else {
        // ds_permute_b32 (forward): each active lane pushes to the lane its address names.
        for l in 0..64 {
            if exec >> l & 1 != 0 {
                let to = (((addr[l] as u64 + off) >> 2) & 63) as usize;
                out[to] = src[l];
            }
        }
    }
    for l in 0..64 {
        if exec >> l & 1 != 0 {
            w.v[d][l] = out[l];
        }
    }
    Ok(())
}

/// The handler of an LDS opcode: by its `gcn3.props` line (memory kind, dual addresses),
/// except the lane-exchange ones.
pub fn compile(op: Op) -> Option<Handler> {
    let p = op.props();
    let h: Handler = match op {
        Op::DS_NOP => |_, _, _, _| Ok(()),
        Op::DS_SWIZZLE_B32 => swizzle,
        Op::DS_PERMUTE_B32 => permute,
        Op::DS_BPERMUTE_B32 => bpermute,
        // src2 forms read their second operand from LDS: no semantics here.
        _ if p.src2 => return None,
        _ => match (p.mem, p.dual) {
            (MemClass::Load, false) => read,
            (MemClass::Store, false) => write,
            (MemClass::Load, true) => read2,
            (MemClass::Store, true) => write2,
            (MemClass::Atomic, true) if p.atomic == Some(AtomicOp::Swap) => wrxchg2,
            (MemClass::Atomic, false) if p.atomic.is_some() => atomic,
            _ => return None,
        },
    };
    Some(h)
}
