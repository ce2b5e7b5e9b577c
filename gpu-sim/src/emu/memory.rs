//! The memory interface the functional emulator reaches all global, constant and scratch
//! memory through.
//!
//! The emulator never owns memory: the standalone job runner backs this trait with
//! [`SparseMemory`], the command processor with the GPU's page tables, and the timing model
//! with its cache hierarchy. Addresses are virtual addresses of the host process's single
//! flat address space (HSA). LDS is not reached through this trait (it belongs to the
//! workgroup).

use std::collections::HashMap;

/// A memory access the backing store refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MemError {
    #[error("access to unmapped address {addr:#x} ({len} bytes)")]
    Unmapped { addr: u64, len: usize },
    #[error("access at {addr:#x} ({len} bytes) is not permitted: {why}")]
    Denied {
        addr: u64,
        len: usize,
        why: &'static str,
    },
}

/// Byte-addressed memory. Accesses may cross page boundaries; implementations split them.
pub trait Memory {
    /// Reads `buf.len()` bytes starting at `addr`.
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), MemError>;
    /// Writes `data` starting at `addr`.
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), MemError>;
}

/// Page size of [`SparseMemory`] (4 KiB, as the brief's page tables).
pub const PAGE_BYTES: u64 = 4096;

/// A sparse flat memory: only mapped ranges are accessible; pages are allocated (zeroed) on
/// first touch inside a mapped range, so a large mapping costs only what is used.
///
/// Lookups are on the emulator's per-lane path, so the page index uses a cheap multiplicative
/// hash and the last page and the last mapped range are remembered.
#[derive(Default, Debug, Clone)]
pub struct SparseMemory {
    /// Mapped [start, end) ranges, kept sorted and non-overlapping.
    ranges: Vec<(u64, u64)>,
    /// Page number -> index into `pages`.
    index: HashMap<u64, usize, BuildPageHasher>,
    pages: Vec<Box<[u8; PAGE_BYTES as usize]>>,
    /// A mapped range recently checked (start, end); (0, 0) when none.
    last_range: (u64, u64),
    /// The page touched last: (page number, index into `pages`), or None.
    last_page: Option<(u64, usize)>,
}

/// Hasher for page numbers (Fibonacci hashing; keys are not attacker-chosen).
#[derive(Default, Debug, Clone, Copy)]
struct BuildPageHasher;

#[derive(Default)]
struct PageHasher(u64);

impl std::hash::BuildHasher for BuildPageHasher {
    type Hasher = PageHasher;
    fn build_hasher(&self) -> PageHasher {
        PageHasher(0)
    }
}

impl std::hash::Hasher for PageHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0 ^ v).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

impl SparseMemory {
    pub fn new() -> SparseMemory {
        SparseMemory::default()
    }

    /// Makes `[addr, addr + len)` accessible. Overlapping or adjacent ranges merge.
    pub fn map(&mut self, addr: u64, len: u64) {
        if len == 0 {
            return;
        }
        let end = addr.saturating_add(len);
        self.ranges.push((addr, end));
        self.ranges.sort_unstable();
        let mut merged: Vec<(u64, u64)> = Vec::with_capacity(self.ranges.len());
        for &(s, e) in &self.ranges {
            match merged.last_mut() {
                Some(last) if s <= last.1 => last.1 = last.1.max(e),
                _ => merged.push((s, e)),
            }
        }
        self.ranges = merged;
        self.last_range = (0, 0);
    }

    /// Whether every byte of `[addr, addr + len)` is mapped.
    pub fn is_mapped(&self, addr: u64, len: usize) -> bool {
        self.range_of(addr, len).is_some()
    }

    fn range_of(&self, addr: u64, len: usize) -> Option<(u64, u64)> {
        let end = addr.checked_add(len as u64)?;
        let idx = self.ranges.partition_point(|&(s, _)| s <= addr);
        if idx == 0 {
            return None;
        }
        let (s, e) = self.ranges[idx - 1];
        (s <= addr && end <= e).then_some((s, e))
    }

    #[inline]
    fn check(&mut self, addr: u64, len: usize) -> Result<(), MemError> {
        let (s, e) = self.last_range;
        if addr >= s && addr.wrapping_add(len as u64) <= e && addr.checked_add(len as u64).is_some()
        {
            return Ok(());
        }
        match self.range_of(addr, len) {
            Some(r) => {
                self.last_range = r;
                Ok(())
            }
            None => Err(MemError::Unmapped { addr, len }),
        }
    }

    /// Index of an existing page.
    #[inline]
    fn find(&mut self, page: u64) -> Option<usize> {
        if let Some((p, i)) = self.last_page {
            if p == page {
                return Some(i);
            }
        }
        let i = *self.index.get(&page)?;
        self.last_page = Some((page, i));
        Some(i)
    }

    /// Index of a page, allocating it zeroed if needed.
    #[inline]
    fn find_or_alloc(&mut self, page: u64) -> usize {
        if let Some(i) = self.find(page) {
            return i;
        }
        let i = self.pages.len();
        self.pages.push(Box::new([0u8; PAGE_BYTES as usize]));
        self.index.insert(page, i);
        self.last_page = Some((page, i));
        i
    }

    /// Number of 4 KiB pages touched so far (resident set of the simulated memory).
    pub fn resident_pages(&self) -> usize {
        self.pages.len()
    }
}

impl Memory for SparseMemory {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), MemError> {
        self.check(addr, buf.len())?;
        let mut done = 0usize;
        while done < buf.len() {
            let a = addr + done as u64;
            let page = a / PAGE_BYTES;
            let off = (a % PAGE_BYTES) as usize;
            let n = (PAGE_BYTES as usize - off).min(buf.len() - done);
            match self.find(page) {
                Some(i) => buf[done..done + n].copy_from_slice(&self.pages[i][off..off + n]),
                None => buf[done..done + n].fill(0),
            }
            done += n;
        }
        Ok(())
    }

    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), MemError> {
        self.check(addr, data.len())?;
        let mut done = 0usize;
        while done < data.len() {
            let a = addr + done as u64;
            let page = a / PAGE_BYTES;
            let off = (a % PAGE_BYTES) as usize;
            let n = (PAGE_BYTES as usize - off).min(data.len() - done);
            let i = self.find_or_alloc(page);
            self.pages[i][off..off + n].copy_from_slice(&data[done..done + n]);
            done += n;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unmapped_access_is_an_error() {
        let mut m = SparseMemory::new();
        m.map(0x1000, 0x2000);
        let mut b = [0u8; 8];
        assert!(m.read(0x0ff8, &mut b).is_err());
        assert!(m.read(0x2ffc, &mut b).is_err());
        assert!(m.read(0x2ff8, &mut b).is_ok());
    }

    #[test]
    fn cross_page_round_trip_and_lazy_pages() {
        let mut m = SparseMemory::new();
        m.map(0x10_0000, 1 << 30);
        assert_eq!(m.resident_pages(), 0);
        let data: Vec<u8> = (0..100u8).collect();
        m.write(0x10_0000 + 4090, &data).unwrap();
        let mut back = vec![0u8; 100];
        m.read(0x10_0000 + 4090, &mut back).unwrap();
        assert_eq!(back, data);
        assert_eq!(m.resident_pages(), 2);
    }
}
