//! The vector memory coalescer: turns one instruction's per-lane accesses into cache-line
//! requests.
//!
//! Rules (GCN3 L1V behaviour as MGPUSim models it): one request per distinct line touched by
//! the instruction, in order of first touch; a request covers the span from the lowest to the
//! highest byte the instruction touches in that line; an access that crosses a line is split
//! (pages are whole multiples of lines, so this also splits page crossings). Atomics are not
//! merged: every lane's atomic is its own request (the L2 performs them one by one).

use crate::emu::step::{Access, AtomicArgs};

/// A part of one access that falls into one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Offset of the piece's first byte inside the line.
    pub line_off: u32,
    /// Offset inside the instruction's data (store bytes or load result, access order).
    pub data_off: u32,
    pub len: u32,
}

/// One request to one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineReq {
    /// Virtual address of the line's first byte.
    pub line: u64,
    /// First byte of the line the request covers.
    pub lo: u32,
    /// One past the last byte the request covers.
    pub hi: u32,
    /// The pieces of accesses inside `lo..hi`, in access order.
    pub pieces: Vec<Piece>,
    /// Set for an atomic (then there is exactly one piece).
    pub atomic: Option<AtomicArgs>,
}

impl LineReq {
    /// Virtual address of the first byte requested.
    pub fn addr(&self) -> u64 {
        self.line + u64::from(self.lo)
    }

    /// Bytes requested.
    pub fn bytes(&self) -> u32 {
        self.hi - self.lo
    }

    /// The write data and byte mask for a store: pieces applied in access order (a later
    /// lane writing the same byte wins, as in hardware). `store` is the instruction's store
    /// data; bytes outside it are left zero and unmasked.
    pub fn write_data(&self, store: &[u8]) -> (Vec<u8>, u128) {
        let mut data = vec![0u8; self.bytes() as usize];
        let mut mask = 0u128;
        for p in &self.pieces {
            let dst = (p.line_off - self.lo) as usize;
            let src = p.data_off as usize;
            let n = p.len as usize;
            if let (Some(d), Some(s)) = (data.get_mut(dst..dst + n), store.get(src..src + n)) {
                d.copy_from_slice(s);
                for b in dst..dst + n {
                    mask |= 1u128 << b;
                }
            }
        }
        (data, mask)
    }

    /// Copies a read response (`rsp` holds bytes `lo..hi` of the line) into `out` at each
    /// piece's data offset.
    pub fn scatter(&self, rsp: &[u8], out: &mut [u8]) {
        for p in &self.pieces {
            let src = (p.line_off - self.lo) as usize;
            let dst = p.data_off as usize;
            let n = p.len as usize;
            if let (Some(s), Some(d)) = (rsp.get(src..src + n), out.get_mut(dst..dst + n)) {
                d.copy_from_slice(s);
            }
        }
    }
}

/// Why accesses cannot be turned into requests.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CoalesceError {
    #[error("atomic of {len} bytes at {addr:#x} crosses a {line_bytes}-byte line")]
    SplitAtomic {
        addr: u64,
        len: u32,
        line_bytes: u64,
    },
}

/// Coalesces `accesses` (in lane order) into line requests for lines of `line_bytes` (a power
/// of two of at most 128). `out` is cleared first (reuse it to avoid allocations).
pub fn coalesce(
    accesses: &[Access],
    line_bytes: u64,
    out: &mut Vec<LineReq>,
) -> Result<(), CoalesceError> {
    out.clear();
    let mask = !(line_bytes - 1);
    let mut data_off = 0u32;
    for a in accesses {
        if let Some(args) = a.atomic {
            let line = a.addr & mask;
            let lo = (a.addr - line) as u32;
            if u64::from(lo) + u64::from(a.len) > line_bytes {
                return Err(CoalesceError::SplitAtomic {
                    addr: a.addr,
                    len: a.len,
                    line_bytes,
                });
            }
            out.push(LineReq {
                line,
                lo,
                hi: lo + a.len,
                pieces: vec![Piece {
                    line_off: lo,
                    data_off,
                    len: a.len,
                }],
                atomic: Some(args),
            });
            data_off += a.len;
            continue;
        }
        let mut addr = a.addr;
        let mut left = a.len;
        while left > 0 {
            let line = addr & mask;
            let off = (addr - line) as u32;
            let n = left.min(line_bytes as u32 - off);
            let piece = Piece {
                line_off: off,
                data_off,
                len: n,
            };
            // Lanes usually touch the line the previous lane touched: search from the back.
            match out
                .iter_mut()
                .rev()
                .find(|r| r.line == line && r.atomic.is_none())
            {
                Some(r) => {
                    r.lo = r.lo.min(off);
                    r.hi = r.hi.max(off + n);
                    r.pieces.push(piece);
                }
                None => out.push(LineReq {
                    line,
                    lo: off,
                    hi: off + n,
                    pieces: vec![piece],
                    atomic: None,
                }),
            }
            addr += u64::from(n);
            data_off += n;
            left -= n;
        }
    }
    Ok(())
}
