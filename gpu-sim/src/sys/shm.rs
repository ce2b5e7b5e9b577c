//! Shared memory regions backed by anonymous memfds: host memory (owned by the CPU side) and
//! each GPU's VRAM (owned by gpu-sim) in standalone mode.
//!
//! The host stub creates every region before it spawns the GPU process; the descriptors are
//! inherited (no close-on-exec) and named on the GPU process's command line. An anonymous
//! memfd has no name in the file system, so a crashed run leaves nothing behind: the memory
//! is freed when the last process holding it exits. Pages are allocated on first touch, so a
//! 4 GiB VRAM region costs only what a workload uses.
//!
//! Both processes access a region with plain copies. In functional mode the lock-step
//! protocol orders them: a side only reads what its peer wrote before sending the message it
//! is acting on (a doorbell, a completion event).

use std::os::fd::{AsFd, AsRawFd, FromRawFd, OwnedFd, RawFd};

/// Why a region could not be created, mapped or accessed.
#[derive(Debug, thiserror::Error)]
pub enum ShmError {
    #[error("shared memory `{what}`: {op} failed: {source}")]
    Os {
        what: String,
        op: &'static str,
        source: std::io::Error,
    },
    #[error("shared memory `{what}`: access at offset {offset:#x} ({len} bytes) is outside the {size:#x}-byte region")]
    OutOfRange {
        what: String,
        offset: u64,
        len: usize,
        size: u64,
    },
}

impl ShmError {
    /// The error for system call `op` failing on region `what`, for `map_err`.
    pub(crate) fn os<'a>(
        what: &'a str,
        op: &'static str,
    ) -> impl FnOnce(rustix::io::Errno) -> ShmError + 'a {
        move |e| ShmError::Os {
            what: what.to_string(),
            op,
            source: e.into(),
        }
    }
}

/// One mapped memfd region.
pub struct SharedRegion {
    what: String,
    fd: OwnedFd,
    ptr: *mut u8,
    len: u64,
}

// The region is plain shared memory; accesses are ordered by the co-simulation protocol.
unsafe impl Send for SharedRegion {}
// SAFETY: every access is a bounds-checked byte copy through `&self` into memory that another
// process (the CPU side) reads and writes concurrently anyway; the engine's partitions that
// share a region on worker threads touch disjoint bytes unless the simulated program itself
// races, and a torn concurrent copy could only corrupt guest data, never Rust state (no Rust
// value lives in the region).
unsafe impl Sync for SharedRegion {}

impl SharedRegion {
    /// Creates a zero-filled region of `len` bytes, inheritable by child processes.
    pub fn create(what: &str, len: u64) -> Result<SharedRegion, ShmError> {
        let fd = rustix::fs::memfd_create(what, rustix::fs::MemfdFlags::empty())
            .map_err(ShmError::os(what, "memfd_create"))?;
        rustix::fs::ftruncate(&fd, len).map_err(ShmError::os(what, "ftruncate"))?;
        Self::map(what, fd, len)
    }

    /// Maps a region whose descriptor `fd` this process inherited.
    ///
    /// # Safety
    /// `fd` must be an open memfd descriptor owned by nobody else in this process.
    pub unsafe fn from_inherited_fd(
        what: &str,
        fd: RawFd,
        len: u64,
    ) -> Result<SharedRegion, ShmError> {
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        let st = rustix::fs::fstat(&fd).map_err(ShmError::os(what, "fstat"))?;
        if (st.st_size as u64) < len {
            return Err(ShmError::OutOfRange {
                what: what.to_string(),
                offset: 0,
                len: len as usize,
                size: st.st_size as u64,
            });
        }
        Self::map(what, fd, len)
    }

    fn map(what: &str, fd: OwnedFd, len: u64) -> Result<SharedRegion, ShmError> {
        use rustix::mm::{MapFlags, ProtFlags};
        // SAFETY: a fresh shared mapping of a file we hold; nothing else aliases it in-process.
        let ptr = unsafe {
            rustix::mm::mmap(
                std::ptr::null_mut(),
                len as usize,
                ProtFlags::READ | ProtFlags::WRITE,
                MapFlags::SHARED | MapFlags::NORESERVE,
                fd.as_fd(),
                0,
            )
        }
        .map_err(ShmError::os(what, "mmap"))?;
        Ok(SharedRegion {
            what: what.to_string(),
            fd,
            ptr: ptr.cast(),
            len,
        })
    }

    /// The descriptor to hand to a child process.
    pub fn raw_fd(&self) -> RawFd {
        self.fd.as_raw_fd()
    }

    /// Size in bytes.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// True for an empty region.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// `[offset, offset+len)` must lie in the region, `offset` a multiple of `align`.
    fn check(&self, offset: u64, len: usize, align: u64) -> Result<(), ShmError> {
        match offset.checked_add(len as u64) {
            Some(end) if end <= self.len && offset.is_multiple_of(align) => Ok(()),
            _ => Err(ShmError::OutOfRange {
                what: self.what.clone(),
                offset,
                len,
                size: self.len,
            }),
        }
    }

    /// Copies `buf.len()` bytes out of the region at `offset`.
    pub fn read(&self, offset: u64, buf: &mut [u8]) -> Result<(), ShmError> {
        self.check(offset, buf.len(), 1)?;
        // SAFETY: bounds checked above; the mapping lives as long as self.
        unsafe { copy(self.ptr.add(offset as usize), buf.as_mut_ptr(), buf.len()) };
        Ok(())
    }

    /// Copies `data` into the region at `offset`.
    pub fn write(&self, offset: u64, data: &[u8]) -> Result<(), ShmError> {
        self.check(offset, data.len(), 1)?;
        // SAFETY: bounds checked above; the mapping lives as long as self.
        unsafe { copy(data.as_ptr(), self.ptr.add(offset as usize), data.len()) };
        Ok(())
    }
}

/// `copy_nonoverlapping` with the sizes of single lanes' accesses (1 to 16 bytes) copied
/// inline: a `memcpy` call per lane was a sixth of a functional gather.
///
/// # Safety
/// As for `std::ptr::copy_nonoverlapping`.
#[inline(always)]
unsafe fn copy(src: *const u8, dst: *mut u8, n: usize) {
    use std::ptr::{read_unaligned as rd, write_unaligned as wr};
    // SAFETY: the caller's contract; unaligned reads and writes of exactly n bytes.
    unsafe {
        match n {
            1 => *dst = *src,
            2 => wr(dst.cast::<u16>(), rd(src.cast::<u16>())),
            4 => wr(dst.cast::<u32>(), rd(src.cast::<u32>())),
            8 => wr(dst.cast::<u64>(), rd(src.cast::<u64>())),
            16 => wr(dst.cast::<u128>(), rd(src.cast::<u128>())),
            _ => std::ptr::copy_nonoverlapping(src, dst, n),
        }
    }
}

impl Drop for SharedRegion {
    fn drop(&mut self) {
        // SAFETY: the pointer and length come from our own mmap.
        let _ = unsafe { rustix::mm::munmap(self.ptr.cast(), self.len as usize) };
    }
}
