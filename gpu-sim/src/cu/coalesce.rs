//! The vector memory coalescer: turns one instruction's per-lane accesses into cache-line
//! requests.
//!
//! Rules (GCN3 L1V behaviour as MGPUSim models it): one request per distinct line touched by
//! the instruction, in order of first touch; a request covers the span from the lowest to the
//! highest byte the instruction touches in that line; an access that crosses a line is split
//! (pages are whole multiples of lines, so this also splits page crossings). Atomics are not
//! merged: every lane's atomic is its own request (the L2 performs them one by one).

use crate::emu::step::Access;
use crate::isa::atomic::AtomicArgs;

/// A part of one access that falls into one line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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
    /// The request's pieces are `Coalesced::pieces[first..first + count]`, in access order.
    pub first: u32,
    pub count: u32,
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
}

/// One instruction's line requests and their pieces. The pieces of all lines share one array
/// (grouped by line), so a gather's 64 lines cost no allocation each; reuse a `Coalesced`
/// across instructions and nothing is allocated at all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coalesced {
    pub lines: Vec<LineReq>,
    pub pieces: Vec<Piece>,
    /// Scratch: (line index, piece) in access order, before grouping.
    order: Vec<(u32, Piece)>,
}

impl Coalesced {
    /// The pieces of line request `i`, in access order.
    pub fn pieces_of(&self, i: usize) -> &[Piece] {
        self.lines.get(i).map_or(&[], |l| {
            let a = l.first as usize;
            self.pieces.get(a..a + l.count as usize).unwrap_or(&[])
        })
    }

    /// The write data and byte mask of line request `i` for a store: pieces applied in access
    /// order (a later lane writing the same byte wins, as in hardware). `store` is the
    /// instruction's store data; bytes outside it are left zero and unmasked.
    pub fn write_data(&self, i: usize, store: &[u8]) -> (Vec<u8>, u128) {
        let Some(l) = self.lines.get(i) else {
            return (Vec::new(), 0);
        };
        let mut data = vec![0u8; l.bytes() as usize];
        let mut mask = 0u128;
        for p in self.pieces_of(i) {
            let dst = (p.line_off - l.lo) as usize;
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

    /// Copies a read response of line request `i` (`rsp` holds bytes `lo..hi` of the line)
    /// into `out` at each piece's data offset.
    pub fn scatter(&self, i: usize, rsp: &[u8], out: &mut [u8]) {
        let Some(l) = self.lines.get(i) else { return };
        for p in self.pieces_of(i) {
            let src = (p.line_off - l.lo) as usize;
            let dst = p.data_off as usize;
            let n = p.len as usize;
            if let (Some(s), Some(d)) = (rsp.get(src..src + n), out.get_mut(dst..dst + n)) {
                d.copy_from_slice(s);
            }
        }
    }

    fn clear(&mut self) {
        self.lines.clear();
        self.pieces.clear();
        self.order.clear();
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
    out: &mut Coalesced,
) -> Result<(), CoalesceError> {
    out.clear();
    let mask = !(line_bytes - 1);
    let mut data_off = 0u32;
    let new_line = |line: u64, lo: u32, hi: u32, atomic: Option<AtomicArgs>| LineReq {
        line,
        lo,
        hi,
        first: 0,
        count: 1,
        atomic,
    };
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
            out.order.push((
                out.lines.len() as u32,
                Piece {
                    line_off: lo,
                    data_off,
                    len: a.len,
                },
            ));
            out.lines.push(new_line(line, lo, lo + a.len, Some(args)));
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
            let li = match out
                .lines
                .iter()
                .rposition(|r| r.line == line && r.atomic.is_none())
            {
                Some(i) => {
                    let r = &mut out.lines[i];
                    r.lo = r.lo.min(off);
                    r.hi = r.hi.max(off + n);
                    r.count += 1;
                    i
                }
                None => {
                    out.lines.push(new_line(line, off, off + n, None));
                    out.lines.len() - 1
                }
            };
            out.order.push((li as u32, piece));
            addr += u64::from(n);
            data_off += n;
            left -= n;
        }
    }
    // Group the pieces by line, keeping access order within each line (a counting sort).
    let mut next = 0u32;
    for r in out.lines.iter_mut() {
        r.first = next;
        next += r.count;
        r.count = 0;
    }
    out.pieces.resize(next as usize, Piece::default());
    for &(li, p) in &out.order {
        let r = &mut out.lines[li as usize];
        out.pieces[(r.first + r.count) as usize] = p;
        r.count += 1;
    }
    Ok(())
}
