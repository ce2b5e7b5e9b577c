//! Untyped and typed buffer instructions (MUBUF, MTBUF): loads, stores and atomics through a
//! 128-bit buffer resource (V#) in four SGPRs.
//!
//! Address = base + soffset + (swizzled or linear) index/offset, as the GCN3 manual's buffer
//! addressing section gives: `index = vgpr_index + (ADD_TID_ENABLE ? lane : 0)`,
//! `offset = vgpr_offset + inst_offset`; with SWIZZLE_ENABLE the element size and index
//! stride interleave lanes (this is how scratch is addressed, see [`crate::emu::abi`]).
//! Linear buffers are range-checked against NUM_RECORDS (bytes when stride is 0, records
//! otherwise): out-of-range loads return 0 and stores are dropped. Swizzled accesses are not
//! range-checked. Typed (format) accesses are modelled as 32-bit-per-component accesses
//! (deviation: DFMT/NFMT conversions other than 32-bit are not applied).

use super::flat::{gather_lane, store_lane};
use super::{mem_fault, AtomicOp, Aux, Ctx, Handler};
use crate::emu::wave::{ExecResult, Fault, Wave};
use crate::isa::generated::Op;
use crate::isa::table::MemClass;
use crate::isa::Inst;

struct Rsrc {
    base: u64,
    stride: u64,
    swizzle: bool,
    num_records: u64,
    add_tid: bool,
    elem: u64,
    istride: u64,
}

fn rsrc(w: &Wave, i: &Inst) -> ExecResult<Rsrc> {
    let r = w.sgprs::<4>(i.src[1])?;
    Ok(Rsrc {
        base: r[0] as u64 | ((r[1] & 0xffff) as u64) << 32,
        stride: ((r[1] >> 16) & 0x3fff) as u64,
        swizzle: r[1] >> 31 != 0,
        num_records: r[2] as u64,
        add_tid: r[3] >> 23 & 1 != 0,
        elem: [2u64, 4, 8, 16][((r[3] >> 19) & 3) as usize],
        istride: [8u64, 16, 32, 64][((r[3] >> 21) & 3) as usize],
    })
}

/// Per-lane (index, offset) from the VGPR address operand.
#[inline(always)]
fn lane_io(w: &Wave, i: &Inst, a: Option<usize>, l: usize) -> (u64, u64) {
    let (mut idx, mut off) = (0u64, 0u64);
    if let Some(a) = a {
        match (i.mem.idxen, i.mem.offen) {
            (true, true) => {
                idx = w.v[a][l] as u64;
                off = w.v[a + 1][l] as u64;
            }
            (true, false) => idx = w.v[a][l] as u64,
            (false, true) => off = w.v[a][l] as u64,
            _ => {}
        }
    }
    (idx, off)
}

/// Address of byte `k` of the access for lane `l`, or None when out of range.
#[inline(always)]
fn addr_of(r: &Rsrc, soff: u64, idx: u64, off: u64, bytes: u64) -> Option<u64> {
    if r.swizzle {
        let (im, il) = (idx / r.istride, idx % r.istride);
        let (om, ol) = (off / r.elem, off % r.elem);
        Some(r.base + soff + (im * r.stride + om * r.elem) * r.istride + il * r.elem + ol)
    } else {
        let oob = if r.stride == 0 {
            off + bytes > r.num_records
        } else {
            idx >= r.num_records
        };
        if oob {
            None
        } else {
            Some(r.base + soff + idx * r.stride + off)
        }
    }
}

fn setup(w: &Wave, i: &Inst) -> ExecResult<(Rsrc, u64, Option<usize>)> {
    let r = rsrc(w, i)?;
    let soff = w.sread(i.src[2], i.literal)? as u64;
    let a = if i.mem.idxen || i.mem.offen {
        let a = Wave::vidx(i.src[0])?;
        let n = if i.mem.idxen && i.mem.offen { 2 } else { 1 };
        if a + n > w.v.len() {
            return Err(Fault::Illegal(format!(
                "v{a} is beyond the allocated VGPRs"
            )));
        }
        Some(a)
    } else {
        None
    };
    Ok((r, soff, a))
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

/// Performs one lane's access dword by dword (each dword may land elsewhere when swizzled).
fn lane_access(
    c: &mut Ctx,
    r: &Rsrc,
    soff: u64,
    idx: u64,
    off: u64,
    buf: &mut [u8],
    store: bool,
) -> ExecResult<bool> {
    let mut done = 0usize;
    let mut in_range = true;
    while done < buf.len() {
        let o = off + done as u64;
        let n = if r.swizzle {
            (4 - (o % 4) as usize).min(buf.len() - done)
        } else {
            buf.len() - done
        };
        match addr_of(r, soff, idx, o, n as u64) {
            Some(a) => {
                let piece = &mut buf[done..done + n];
                let res = if store {
                    c.mem.write(a, piece)
                } else {
                    c.mem.read(a, piece)
                };
                res.map_err(|e| mem_fault(a, e))?;
            }
            None => {
                in_range = false;
                if !store {
                    buf[done..done + n].fill(0);
                }
            }
        }
        done += n;
    }
    Ok(in_range)
}

fn load(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    if i.mem.lds {
        return Err(Fault::Unimplemented("buffer load to LDS (lds bit)".into()));
    }
    let (r, soff, a) = setup(w, i)?;
    let d = rows(w, i.dst, (x.bytes as usize).div_ceil(4))?;
    let exec = w.exec();
    let inst_off = i.mem.offset as u64;
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let (idx, off) = lane_io(w, i, a, l);
        let idx = idx + if r.add_tid { l as u64 } else { 0 };
        let mut buf = [0u8; 16];
        lane_access(
            c,
            &r,
            soff,
            idx,
            off + inst_off,
            &mut buf[..x.bytes as usize],
            false,
        )?;
        store_lane(w, d, l, &buf, x);
    }
    Ok(())
}

fn store(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let (r, soff, a) = setup(w, i)?;
    let s = rows(w, i.dst, (x.bytes as usize).div_ceil(4))?;
    let exec = w.exec();
    let inst_off = i.mem.offset as u64;
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let (idx, off) = lane_io(w, i, a, l);
        let idx = idx + if r.add_tid { l as u64 } else { 0 };
        let mut buf = gather_lane(w, s, l, x.bytes as usize);
        lane_access(
            c,
            &r,
            soff,
            idx,
            off + inst_off,
            &mut buf[..x.bytes as usize],
            true,
        )?;
    }
    Ok(())
}

fn atomic(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux) -> ExecResult {
    let op = x.atomic.unwrap_or(AtomicOp::Add);
    let (r, soff, a) = setup(w, i)?;
    let wide = x.bytes == 8;
    let per = if wide { 2 } else { 1 };
    let cmpswap = op == AtomicOp::CmpSwap;
    let s = rows(w, i.dst, if cmpswap { 2 * per } else { per })?;
    let exec = w.exec();
    let inst_off = i.mem.offset as u64;
    let n = x.bytes as usize;
    for l in 0..64 {
        if exec >> l & 1 == 0 {
            continue;
        }
        let (idx, off) = lane_io(w, i, a, l);
        let idx = idx + if r.add_tid { l as u64 } else { 0 };
        let data = gather_lane(w, s, l, if cmpswap { 2 * n } else { n });
        let mut ob = [0u8; 8];
        if !lane_access(c, &r, soff, idx, off + inst_off, &mut ob[..n], false)? {
            continue;
        }
        let old = u64::from_le_bytes(ob);
        let (src, cmp) = super::atomic_operands(&data, wide);
        let new = if wide {
            op.apply64(old, src, cmp)
        } else {
            op.apply32(old as u32, src as u32, cmp as u32) as u64
        };
        let mut nb = new.to_le_bytes();
        lane_access(c, &r, soff, idx, off + inst_off, &mut nb[..n], true)?;
        if i.mem.glc {
            w.v[s][l] = old as u32;
            if wide {
                w.v[s + 1][l] = (old >> 32) as u32;
            }
        }
    }
    Ok(())
}

/// The handler of a MUBUF or MTBUF opcode, by the memory kind of its `gcn3.props` line (a
/// format access is a 32-bit-per-component access of the line's width).
pub fn compile(op: Op) -> Option<Handler> {
    let p = op.props();
    // d16 conversions and stores from LDS have no semantics here.
    if p.d16 || p.lds_data {
        return None;
    }
    let h: Handler = match p.mem {
        // buffer_wbinvl1[_vol]: the functional memory has no cache to write back.
        MemClass::None => |_, _, _, _| Ok(()),
        MemClass::Load => load,
        MemClass::Store => store,
        MemClass::Atomic if p.atomic.is_some() => atomic,
        MemClass::Atomic => return None,
    };
    Some(h)
}
