//! Sparse backing store for simulated DRAM (a channel's own store) and scratch memory
//! ([`super::SparsePhys`]): 4 KiB pages allocated on first write.
//!
//! A 16-GPU x 4 GB configuration costs only the pages a run writes; reading a page never
//! written returns zeros and allocates nothing.

use crate::proto::ByteMask;
use std::collections::HashMap;

const PAGE: u64 = 4096;

/// Byte-addressed sparse memory (addresses are whatever the owner uses, e.g. channel-local).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SparseStore {
    pages: HashMap<u64, Box<[u8; PAGE as usize]>>,
}

impl SparseStore {
    pub fn new() -> SparseStore {
        SparseStore::default()
    }

    /// Fills `buf` from `addr`; unwritten bytes read as zero.
    pub fn read(&self, addr: u64, buf: &mut [u8]) {
        let mut done = 0usize;
        while done < buf.len() {
            let a = addr.wrapping_add(done as u64);
            let off = (a % PAGE) as usize;
            let n = (PAGE as usize - off).min(buf.len() - done);
            match self.pages.get(&(a / PAGE)) {
                Some(p) => buf[done..done + n].copy_from_slice(&p[off..off + n]),
                None => buf[done..done + n].fill(0),
            }
            done += n;
        }
    }

    /// Writes `data` at `addr`, every byte.
    pub fn write(&mut self, addr: u64, data: &[u8]) {
        for (chunk_idx, chunk) in data.chunks(128).enumerate() {
            let a = addr.wrapping_add(chunk_idx as u64 * 128);
            self.write_masked(a, chunk, crate::proto::full_mask(chunk.len()));
        }
    }

    /// Writes `data[i]` at `addr + i` for each set bit `i` of `mask` (at most 128 bytes).
    pub fn write_masked(&mut self, addr: u64, data: &[u8], mask: ByteMask) {
        let n = data.len().min(128);
        let mut i = 0usize;
        while i < n {
            let a = addr.wrapping_add(i as u64);
            let off = (a % PAGE) as usize;
            let run = (PAGE as usize - off).min(n - i);
            let chunk_mask = (mask >> i) & crate::proto::full_mask(run);
            if chunk_mask != 0 {
                let page = self
                    .pages
                    .entry(a / PAGE)
                    .or_insert_with(|| Box::new([0; PAGE as usize]));
                for k in 0..run {
                    if chunk_mask >> k & 1 == 1 {
                        page[off + k] = data[i + k];
                    }
                }
            }
            i += run;
        }
    }

    /// Pages allocated so far.
    pub fn resident_pages(&self) -> usize {
        self.pages.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparse_and_masked() {
        let mut s = SparseStore::new();
        let mut b = [9u8; 8];
        s.read(1 << 40, &mut b);
        assert_eq!(b, [0; 8]);
        assert_eq!(s.resident_pages(), 0);
        s.write_masked(4094, &[1, 2, 3, 4], 0b1011);
        s.read(4094, &mut b[..4]);
        assert_eq!(&b[..4], &[1, 2, 0, 4]);
        assert_eq!(s.resident_pages(), 2);
        s.write(10_000, &[7; 300]);
        let mut big = [0u8; 300];
        s.read(10_000, &mut big);
        assert!(big.iter().all(|&x| x == 7));
    }
}
