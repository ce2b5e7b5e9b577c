//! How far a run has got, for the host side's progress bar: a small shared page the host stub
//! creates and the GPU process updates once per step of its loop (never per event).
//!
//! Layout: three little-endian `u64` words, each written with a relaxed atomic store by the
//! GPU process alone: the GPU side's simulated time in ps ([`SIM_PS`]), the wavefront
//! instructions of finished workgroups (timing mode; of finished kernels in functional mode,
//! [`INSTRUCTIONS`]) and the dispatches finished ([`KERNELS`]). The values only inform a
//! display; nothing in the simulation reads them.
//!
//! The page is an anonymous memfd (like the shared memory regions of a standalone run): the
//! host stub creates it before it spawns the GPU process, which inherits the descriptor
//! (`--progress-fd`). Nothing is left in the file system when a process dies.

use crate::error::{BridgeError, Result};
use std::os::fd::{AsFd, AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::sync::atomic::{AtomicU64, Ordering};

/// Size of the page.
pub const PROGRESS_BYTES: u64 = 4096;
/// Offset of the simulated time (ps).
pub const SIM_PS: u64 = 0;
/// Offset of the wavefront instructions finished.
pub const INSTRUCTIONS: u64 = 8;
/// Offset of the dispatches finished.
pub const KERNELS: u64 = 16;

/// One reading of the counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProgressSnapshot {
    pub sim_ps: u64,
    pub wavefront_instructions: u64,
    pub kernels: u64,
}

/// The shared progress page.
pub struct ProgressPage {
    fd: OwnedFd,
    ptr: *mut u8,
}

// SAFETY: the page is only ever accessed through atomic loads and stores (`word`), so sharing
// it between threads cannot race; the mapping lives as long as the value.
unsafe impl Send for ProgressPage {}
// SAFETY: as above.
unsafe impl Sync for ProgressPage {}

impl ProgressPage {
    /// Creates a zeroed page the GPU process inherits (host side).
    pub fn create() -> Result<ProgressPage> {
        let fd = rustix::fs::memfd_create("tandem-progress", rustix::fs::MemfdFlags::empty())
            .map_err(|e| BridgeError::os("memfd_create(progress page)", e))?;
        rustix::fs::ftruncate(&fd, PROGRESS_BYTES)
            .map_err(|e| BridgeError::os("ftruncate(progress page)", e))?;
        Self::map(fd)
    }

    /// Maps the page from an inherited descriptor (GPU process).
    ///
    /// # Safety
    /// `fd` is an open memfd descriptor owned by nobody else in this process.
    pub unsafe fn from_inherited_fd(fd: RawFd) -> Result<ProgressPage> {
        // SAFETY: passed on from the caller's promise.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        let st = rustix::fs::fstat(&fd).map_err(|e| BridgeError::os("fstat(progress page)", e))?;
        if (st.st_size as u64) < PROGRESS_BYTES {
            return Err(BridgeError::invalid(format!(
                "progress page: {} bytes, expected {PROGRESS_BYTES}",
                st.st_size
            )));
        }
        Self::map(fd)
    }

    fn map(fd: OwnedFd) -> Result<ProgressPage> {
        use rustix::mm::{MapFlags, ProtFlags};
        // SAFETY: a fresh shared mapping of a file we hold; nothing else aliases it in-process.
        let ptr = unsafe {
            rustix::mm::mmap(
                std::ptr::null_mut(),
                PROGRESS_BYTES as usize,
                ProtFlags::READ | ProtFlags::WRITE,
                MapFlags::SHARED,
                fd.as_fd(),
                0,
            )
        }
        .map_err(|e| BridgeError::os("mmap(progress page)", e))?;
        Ok(ProgressPage {
            fd,
            ptr: ptr.cast(),
        })
    }

    /// The descriptor to hand to the GPU process.
    pub fn raw_fd(&self) -> RawFd {
        self.fd.as_raw_fd()
    }

    /// The word at `offset` (one of the offsets above).
    fn word(&self, offset: u64) -> &AtomicU64 {
        debug_assert!(offset.is_multiple_of(8) && offset + 8 <= PROGRESS_BYTES);
        // SAFETY: the offsets are in bounds and 8-byte aligned (the mapping is page-aligned);
        // `AtomicU64` has the layout of `u64`; the mapping lives as long as `self`.
        unsafe { &*(self.ptr.add(offset as usize) as *const AtomicU64) }
    }

    /// Publishes a reading.
    pub fn store(&self, s: ProgressSnapshot) {
        for (off, v) in [
            (SIM_PS, s.sim_ps),
            (INSTRUCTIONS, s.wavefront_instructions),
            (KERNELS, s.kernels),
        ] {
            self.word(off).store(v, Ordering::Relaxed);
        }
    }

    /// The latest reading.
    pub fn load(&self) -> ProgressSnapshot {
        let get = |off| self.word(off).load(Ordering::Relaxed);
        ProgressSnapshot {
            sim_ps: get(SIM_PS),
            wavefront_instructions: get(INSTRUCTIONS),
            kernels: get(KERNELS),
        }
    }
}

impl Drop for ProgressPage {
    fn drop(&mut self) {
        // SAFETY: the pointer and length come from our own mmap.
        let _ = unsafe { rustix::mm::munmap(self.ptr.cast(), PROGRESS_BYTES as usize) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reading_comes_back() {
        let p = ProgressPage::create().expect("memfd");
        assert_eq!(p.load(), ProgressSnapshot::default());
        let s = ProgressSnapshot {
            sim_ps: 12_345,
            wavefront_instructions: 99,
            kernels: 2,
        };
        p.store(s);
        assert_eq!(p.load(), s);
    }
}
