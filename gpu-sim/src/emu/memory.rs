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
#[derive(Default, Debug, Clone)]
pub struct SparseMemory {
    /// Mapped [start, end) ranges, kept sorted and non-overlapping.
    ranges: Vec<(u64, u64)>,
    pages: HashMap<u64, Box<[u8; PAGE_BYTES as usize]>>,
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
    }

    /// Whether every byte of `[addr, addr + len)` is mapped.
    pub fn is_mapped(&self, addr: u64, len: usize) -> bool {
        let Some(end) = addr.checked_add(len as u64) else {
            return false;
        };
        let idx = self.ranges.partition_point(|&(s, _)| s <= addr);
        idx > 0 && {
            let (s, e) = self.ranges[idx - 1];
            s <= addr && end <= e
        }
    }

    fn check(&self, addr: u64, len: usize) -> Result<(), MemError> {
        if self.is_mapped(addr, len) {
            Ok(())
        } else {
            Err(MemError::Unmapped { addr, len })
        }
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
            match self.pages.get(&page) {
                Some(p) => buf[done..done + n].copy_from_slice(&p[off..off + n]),
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
            let p = self
                .pages
                .entry(page)
                .or_insert_with(|| Box::new([0u8; PAGE_BYTES as usize]));
            p[off..off + n].copy_from_slice(&data[done..done + n]);
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
