//! Scalar memory (SMEM): `s_load_dword*`, `s_buffer_load_dword*`, `s_store_dword*`, cache
//! maintenance (functional no-ops) and the `s_memtime` counters.
//!
//! Address = base (SGPR pair, or the 48-bit base of a buffer resource) + byte offset (20-bit
//! immediate or an SGPR), with the low two bits ignored as on hardware. Buffer range checks are
//! not applied to scalar loads.

use super::{mem_fault, Ctx, Handler};
use crate::emu::wave::{ExecResult, Fault, Wave};
use crate::isa::Inst;

fn addr(w: &Wave, i: &Inst, buffer: bool) -> ExecResult<u64> {
    let base = if buffer {
        let r = w.sgprs::<2>(i.src[0])?;
        r[0] as u64 | ((r[1] & 0xffff) as u64) << 32
    } else {
        w.sread64(i.src[0], 0, false)?
    };
    let off = if i.mem.imm {
        i.mem.offset as u64
    } else {
        w.sread(i.src[1], i.literal)? as u64
    };
    Ok(base.wrapping_add(off) & !3)
}

fn load<const N: usize>(w: &mut Wave, i: &Inst, c: &mut Ctx, buffer: bool) -> ExecResult {
    let a = addr(w, i, buffer)?;
    let mut buf = [0u8; 64];
    c.mem
        .read(a, &mut buf[..N * 4])
        .map_err(|e| mem_fault(a, e))?;
    let d = i.dst.0 as usize;
    if d + N > 102 && !(d >= 102 && d + N <= 128) {
        return Err(Fault::Illegal(format!(
            "s_load destination s[{d}:{}] out of range",
            d + N - 1
        )));
    }
    for k in 0..N {
        w.s[d + k] =
            u32::from_le_bytes([buf[4 * k], buf[4 * k + 1], buf[4 * k + 2], buf[4 * k + 3]]);
    }
    Ok(())
}

fn store<const N: usize>(w: &mut Wave, i: &Inst, c: &mut Ctx, buffer: bool) -> ExecResult {
    let a = addr(w, i, buffer)?;
    let d = i.dst.0 as usize;
    if d + N > 128 {
        return Err(Fault::Illegal(format!(
            "s_store data s[{d}:{}] out of range",
            d + N - 1
        )));
    }
    let mut buf = [0u8; 16];
    for k in 0..N {
        buf[4 * k..4 * k + 4].copy_from_slice(&w.s[d + k].to_le_bytes());
    }
    c.mem.write(a, &buf[..N * 4]).map_err(|e| mem_fault(a, e))
}

/// The handler for a scalar-memory mnemonic.
pub fn compile(name: &str) -> Option<Handler> {
    let h: Handler = match name {
        "s_load_dword" => |w, i, c, _| load::<1>(w, i, c, false),
        "s_load_dwordx2" => |w, i, c, _| load::<2>(w, i, c, false),
        "s_load_dwordx4" => |w, i, c, _| load::<4>(w, i, c, false),
        "s_load_dwordx8" => |w, i, c, _| load::<8>(w, i, c, false),
        "s_load_dwordx16" => |w, i, c, _| load::<16>(w, i, c, false),
        "s_buffer_load_dword" => |w, i, c, _| load::<1>(w, i, c, true),
        "s_buffer_load_dwordx2" => |w, i, c, _| load::<2>(w, i, c, true),
        "s_buffer_load_dwordx4" => |w, i, c, _| load::<4>(w, i, c, true),
        "s_buffer_load_dwordx8" => |w, i, c, _| load::<8>(w, i, c, true),
        "s_buffer_load_dwordx16" => |w, i, c, _| load::<16>(w, i, c, true),
        "s_store_dword" => |w, i, c, _| store::<1>(w, i, c, false),
        "s_store_dwordx2" => |w, i, c, _| store::<2>(w, i, c, false),
        "s_store_dwordx4" => |w, i, c, _| store::<4>(w, i, c, false),
        "s_buffer_store_dword" => |w, i, c, _| store::<1>(w, i, c, true),
        "s_buffer_store_dwordx2" => |w, i, c, _| store::<2>(w, i, c, true),
        "s_buffer_store_dwordx4" => |w, i, c, _| store::<4>(w, i, c, true),
        "s_dcache_inv" | "s_dcache_wb" | "s_dcache_inv_vol" | "s_dcache_wb_vol" | "s_atc_probe"
        | "s_atc_probe_buffer" => |_, _, _, _| Ok(()),
        "s_memtime" | "s_memrealtime" => |w, i, c, _| {
            let t = c.clock;
            w.swrite64(i.dst, t)
        },
        _ => return None,
    };
    Some(h)
}
