//! Scalar memory (SMEM): `s_load_dword*`, `s_buffer_load_dword*`, `s_store_dword*`, cache
//! maintenance (functional no-ops) and the `s_memtime` counters.
//!
//! Address = base (SGPR pair, or the 48-bit base of a buffer resource) + byte offset (20-bit
//! immediate or an SGPR), with the low two bits ignored as on hardware. Buffer range checks are
//! not applied to scalar loads.

use super::{mem_fault, Aux, Ctx, Handler};
use crate::emu::wave::{ExecResult, Fault, Wave};
use crate::isa::generated::Op;
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

/// Loads `x.bytes` (4 to 64, from the opcode's `gcn3.props` line) into SGPRs.
fn load(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux, buffer: bool) -> ExecResult {
    let a = addr(w, i, buffer)?;
    let n = usize::from(x.bytes / 4).min(16);
    let mut buf = [0u8; 64];
    c.mem
        .read(a, &mut buf[..n * 4])
        .map_err(|e| mem_fault(a, e))?;
    let d = i.dst.0 as usize;
    if d + n > 102 && !(d >= 102 && d + n <= 128) {
        return Err(Fault::Illegal(format!(
            "s_load destination s[{d}:{}] out of range",
            d + n - 1
        )));
    }
    for k in 0..n {
        w.s[d + k] =
            u32::from_le_bytes([buf[4 * k], buf[4 * k + 1], buf[4 * k + 2], buf[4 * k + 3]]);
    }
    Ok(())
}

/// Stores `x.bytes` (4 to 16) from SGPRs.
fn store(w: &mut Wave, i: &Inst, c: &mut Ctx, x: Aux, buffer: bool) -> ExecResult {
    let a = addr(w, i, buffer)?;
    let n = usize::from(x.bytes / 4).min(4);
    let d = i.dst.0 as usize;
    if d + n > 128 {
        return Err(Fault::Illegal(format!(
            "s_store data s[{d}:{}] out of range",
            d + n - 1
        )));
    }
    let mut buf = [0u8; 16];
    for k in 0..n {
        buf[4 * k..4 * k + 4].copy_from_slice(&w.s[d + k].to_le_bytes());
    }
    c.mem.write(a, &buf[..n * 4]).map_err(|e| mem_fault(a, e))
}

/// The handler of a scalar-memory opcode (the access width is the opcode's `bytes`).
pub fn compile(op: Op) -> Option<Handler> {
    let h: Handler = match op {
        Op::S_LOAD_DWORD
        | Op::S_LOAD_DWORDX2
        | Op::S_LOAD_DWORDX4
        | Op::S_LOAD_DWORDX8
        | Op::S_LOAD_DWORDX16 => |w, i, c, x| load(w, i, c, x, false),
        Op::S_BUFFER_LOAD_DWORD
        | Op::S_BUFFER_LOAD_DWORDX2
        | Op::S_BUFFER_LOAD_DWORDX4
        | Op::S_BUFFER_LOAD_DWORDX8
        | Op::S_BUFFER_LOAD_DWORDX16 => |w, i, c, x| load(w, i, c, x, true),
        Op::S_STORE_DWORD | Op::S_STORE_DWORDX2 | Op::S_STORE_DWORDX4 => {
            |w, i, c, x| store(w, i, c, x, false)
        }
        Op::S_BUFFER_STORE_DWORD | Op::S_BUFFER_STORE_DWORDX2 | Op::S_BUFFER_STORE_DWORDX4 => {
            |w, i, c, x| store(w, i, c, x, true)
        }
        Op::S_DCACHE_INV
        | Op::S_DCACHE_WB
        | Op::S_DCACHE_INV_VOL
        | Op::S_DCACHE_WB_VOL
        | Op::S_ATC_PROBE
        | Op::S_ATC_PROBE_BUFFER => |_, _, _, _| Ok(()),
        Op::S_MEMTIME | Op::S_MEMREALTIME => |w, i, c, _| {
            let t = c.clock;
            w.swrite64(i.dst, t)
        },
        _ => return None,
    };
    Some(h)
}
