//! FLAT instructions: loads and stores of 1 to 16 bytes and all 32/64-bit atomics, through
//! the flat address space.
//!
//! Each lane's 64-bit address is classified by aperture ([`crate::emu::abi::flat_target`]):
//! the LDS aperture goes to the workgroup's LDS, the private aperture to the wavefront's
//! scratch (base `scratch_va + (FLAT_SCRATCH_HI << 8)`, swizzled per lane as
//! [`crate::emu::abi::swizzle_private`] documents), anything else to global memory through the
//! [`crate::emu::Memory`] trait. Returning atomics (`glc`) write the old value.

use super::{lds_rd, lds_wr, mem_fault, AtomicOp, Aux, Ctx, Handler};
use crate::emu::abi::{flat_target, swizzle_private, FlatTarget};
use crate::emu::wave::{ExecResult, Fault, Wave, FLAT_SCRATCH};
use crate::isa::generated::Op;
use crate::isa::table::MemClass;
use crate::isa::Inst;

/// Reads or writes `buf` at flat address `addr` for lane `lane`.
#[inline]
pub(crate) fn flat_access(
    w: &Wave,
    c: &mut Ctx,
    lane: usize,
    addr: u64,
    buf: &mut [u8],
    store: bool,
) -> ExecResult {
    match flat_target(addr) {
        FlatTarget::Global(a) => {
            let r = if store {
                c.mem.write(a, buf)
            } else {
                c.mem.read(a, buf)
            };
            r.map_err(|e| mem_fault(a, e))
        }
        FlatTarget::Lds(o) => {
            let lim = c.lds.len() as u64;
            for (k, b) in buf.iter_mut().enumerate() {
                let a = o as u64 + k as u64;
                if store {
                    lds_wr(c.lds, a, lim, 1, *b as u64);
                } else {
                    *b = lds_rd(c.lds, a, lim, 1) as u8;
                }
            }
            Ok(())
        }
        FlatTarget::Private(o) => {
            let base = c.scratch_va + ((w.s[FLAT_SCRATCH + 1] as u64) << 8);
            private_access(c, base, lane, o, buf, store)
        }
    }
}

/// Accesses a lane's private bytes `[off, off + len)` inside the wave scratch area at `base`,
/// splitting at dword boundaries (the swizzle interleaves lanes per dword).
pub(crate) fn private_access(
    c: &mut Ctx,
    base: u64,
    lane: usize,
    off: u32,
    buf: &mut [u8],
    store: bool,
) -> ExecResult {
    let mut done = 0usize;
    while done < buf.len() {
        let p = off.wrapping_add(done as u32);
        let n = (4 - (p % 4) as usize).min(buf.len() - done);
        let a = base + swizzle_private(p, lane as u32);
        let piece = &mut buf[done..done + n];
        let r = if store {
            c.mem.write(a, piece)
        } else {
            c.mem.read(a, piece)
        };
        r.map_err(|e| mem_fault(a, e))?;
        done += n;
    }
    Ok(())
}

fn rows(w: &Wave, op: crate::isa::Operand, n: usize) -> ExecResult<usize> {
    let r = Wave::vidx(op)?;
    if r + n > w.v.len() {
        return Err(Fault::Illegal(format!(
            "v[{r}:{}] is beyond the allocated VGPRs",
            r + n - 1
        )));
    }
    Ok(r)
}

#[inline(always)]
fn lane_addr(w: &Wave, a: usize, l: usize) -> u64 {
    w.v[a][l] as u64 | (w.v[a + 1][l] as u64) << 32
}

/// The base address when all 64 lanes are active and access consecutive `bytes`-sized
/// global elements (the common unit-stride case, served with one memory call).
#[inline]
fn unit_stride(w: &Wave, a: usize, exec: u64, bytes: u64) -> Option<u64> {
    if exec != u64::MAX || !bytes.is_multiple_of(4) {
        return None;
    }
    let base = lane_addr(w, a, 0);
    let last = base.checked_add(63 * bytes + bytes - 1)?;
    if !matches!(flat_target(base), FlatTarget::Global(_))
        || !matches!(flat_target(last), FlatTarget::Global(_))
    {
        return None;
    }
    for l in 1..64 {
        if lane_addr(w, a, l) != base.wrapping_add(l as u64 * bytes) {
            return None;
        }
    }
    Some(base)
}

fn load(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let a = rows(w, i.src[0], 2)?;
    let n = (x.bytes as usize).div_ceil(4);
    let d = rows(w, i.dst, n)?;
    let exec = w.exec();
    if let Some(base) = unit_stride(w, a, exec, x.bytes as u64) {
        let mut buf = [0u8; 64 * 16];
        let len = 64 * x.bytes as usize;
        // On a fault, fall through to the per-lane path, which names the exact address.
        if c.mem.read(base, &mut buf[..len]).is_ok() {
            for l in 0..64 {
                for k in 0..n {
                    let o = l * x.bytes as usize + 4 * k;
                    w.v[d + k][l] =
                        u32::from_le_bytes([buf[o], buf[o + 1], buf[o + 2], buf[o + 3]]);
                }
            }
            return Ok(());
        }
    }
    let mut buf = [0u8; 16];
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let addr = lane_addr(w, a, l);
        let b = &mut buf[..x.bytes as usize];
        flat_access(w, c, l, addr, b, false)?;
        store_lane(w, d, l, &buf, x);
    }
    Ok(())
}

/// Writes loaded bytes into the destination rows of lane `l` (sub-dword extension included).
#[inline(always)]
pub(crate) fn store_lane(w: &mut Wave, d: usize, l: usize, buf: &[u8; 16], x: Aux) {
    match (x.bytes, x.signed) {
        (1, false) => w.v[d][l] = buf[0] as u32,
        (1, true) => w.v[d][l] = buf[0] as i8 as i32 as u32,
        (2, false) => w.v[d][l] = u16::from_le_bytes([buf[0], buf[1]]) as u32,
        (2, true) => w.v[d][l] = i16::from_le_bytes([buf[0], buf[1]]) as i32 as u32,
        _ => {
            for k in 0..(x.bytes as usize / 4) {
                w.v[d + k][l] = u32::from_le_bytes([
                    buf[4 * k],
                    buf[4 * k + 1],
                    buf[4 * k + 2],
                    buf[4 * k + 3],
                ]);
            }
        }
    }
}

/// Gathers the store bytes of lane `l` from rows starting at `s`.
#[inline(always)]
pub(crate) fn gather_lane(w: &Wave, s: usize, l: usize, bytes: usize) -> [u8; 16] {
    let mut buf = [0u8; 16];
    for k in 0..bytes.div_ceil(4) {
        buf[4 * k..4 * k + 4].copy_from_slice(&w.v[s + k][l].to_le_bytes());
    }
    buf
}

fn store(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let a = rows(w, i.src[0], 2)?;
    let n = (x.bytes as usize).div_ceil(4);
    let s = rows(w, i.src[1], n)?;
    let exec = w.exec();
    if let Some(base) = unit_stride(w, a, exec, x.bytes as u64) {
        let mut buf = [0u8; 64 * 16];
        let len = 64 * x.bytes as usize;
        for l in 0..64 {
            for k in 0..n {
                let o = l * x.bytes as usize + 4 * k;
                buf[o..o + 4].copy_from_slice(&w.v[s + k][l].to_le_bytes());
            }
        }
        if c.mem.write(base, &buf[..len]).is_ok() {
            return Ok(());
        }
    }
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let addr = lane_addr(w, a, l);
        let mut buf = gather_lane(w, s, l, x.bytes as usize);
        flat_access(w, c, l, addr, &mut buf[..x.bytes as usize], true)?;
    }
    Ok(())
}

fn atomic(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let op = x.atomic.unwrap_or(AtomicOp::Add);
    let a = rows(w, i.src[0], 2)?;
    let wide = x.bytes == 8;
    let per = if wide { 2 } else { 1 };
    let cmpswap = matches!(op, AtomicOp::CmpSwap | AtomicOp::FCmpSwap);
    let s = rows(w, i.src[1], if cmpswap { 2 * per } else { per })?;
    let d = if i.mem.glc {
        Some(rows(w, i.dst, per)?)
    } else {
        None
    };
    let exec = w.exec();
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let addr = lane_addr(w, a, l);
        let data = gather_lane(
            w,
            s,
            l,
            if cmpswap {
                2 * x.bytes as usize
            } else {
                x.bytes as usize
            },
        );
        let old = atomic_rmw(w, c, l, addr, op, wide, &data)?;
        if let Some(d) = d {
            w.v[d][l] = old as u32;
            if wide {
                w.v[d + 1][l] = (old >> 32) as u32;
            }
        }
    }
    Ok(())
}

/// One lane's read-modify-write at a flat address; returns the old value.
fn atomic_rmw(
    w: &Wave,
    c: &mut Ctx,
    l: usize,
    addr: u64,
    op: AtomicOp,
    wide: bool,
    data: &[u8; 16],
) -> ExecResult<u64> {
    let n = if wide { 8 } else { 4 };
    let mut ob = [0u8; 8];
    flat_access(w, c, l, addr, &mut ob[..n], false)?;
    let old = u64::from_le_bytes(ob);
    let (src, cmp) = super::atomic_operands(data, wide);
    let new = if wide {
        op.apply64(old, src, cmp)
    } else {
        op.apply32(old as u32, src as u32, cmp as u32) as u64
    };
    let mut nb = new.to_le_bytes();
    flat_access(w, c, l, addr, &mut nb[..n], true)?;
    Ok(old)
}

/// The handler of a FLAT opcode, by the memory kind of its `gcn3.props` line (width,
/// signedness and atomic operation come with it in the `Aux`).
pub fn compile(op: Op) -> Option<Handler> {
    let p = op.props();
    let h: Handler = match p.mem {
        MemClass::Load => load,
        MemClass::Store => store,
        MemClass::Atomic if p.atomic.is_some() => atomic,
        _ => return None,
    };
    Some(h)
}
