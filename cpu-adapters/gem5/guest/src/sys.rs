//! The system calls the guest makes (open, close, ioctl, mmap, munmap) as thin wrappers that
//! return the errno on failure, and the volatile accessors for memory another agent (the GPU,
//! the driver, a device mapping) reads or writes.
//!
//! Everything `unsafe` in the program is here or in the mapping types of `kfd.rs`.

use std::ffi::CString;
use std::fmt;

/// A failed system call's errno.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Errno(pub i32);

impl Errno {
    fn last() -> Errno {
        Errno(std::io::Error::last_os_error().raw_os_error().unwrap_or(0))
    }

    /// The symbolic name of the errnos a KFD driver returns, else "".
    pub fn name(self) -> &'static str {
        match self.0 {
            libc::EPERM => "EPERM",
            libc::ENOENT => "ENOENT",
            libc::EINTR => "EINTR",
            libc::EIO => "EIO",
            libc::EBADF => "EBADF",
            libc::ENOMEM => "ENOMEM",
            libc::EACCES => "EACCES",
            libc::EFAULT => "EFAULT",
            libc::EBUSY => "EBUSY",
            libc::ENODEV => "ENODEV",
            libc::EINVAL => "EINVAL",
            libc::ENOTTY => "ENOTTY",
            libc::ENOSPC => "ENOSPC",
            libc::ENOSYS => "ENOSYS",
            libc::ETIME => "ETIME",
            _ => "",
        }
    }
}

impl fmt::Display for Errno {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The C library's message, without std's " (os error N)" suffix.
        let text = std::io::Error::from_raw_os_error(self.0).to_string();
        let text = text.split(" (os error").next().unwrap_or_default();
        match self.name() {
            "" => write!(f, "errno {}: {text}", self.0),
            n => write!(f, "errno {} {n}: {text}", self.0),
        }
    }
}

impl std::error::Error for Errno {}

/// An open file descriptor, closed when dropped.
#[derive(Debug)]
pub struct Fd(i32);

impl Fd {
    pub fn raw(&self) -> i32 {
        self.0
    }
}

impl Drop for Fd {
    fn drop(&mut self) {
        // SAFETY: the descriptor is owned by this value and closed once.
        unsafe {
            libc::close(self.0);
        }
    }
}

/// `open(path, O_RDWR | O_CLOEXEC)`.
pub fn open_rw(path: &str) -> Result<Fd, Errno> {
    let c = CString::new(path).map_err(|_| Errno(libc::EINVAL))?;
    // SAFETY: `c` is a NUL-terminated string that outlives the call.
    let fd = unsafe { libc::open(c.as_ptr(), libc::O_RDWR | libc::O_CLOEXEC) };
    if fd < 0 {
        return Err(Errno::last());
    }
    Ok(Fd(fd))
}

/// `ioctl(fd, request, arg)`: the kernel reads and writes up to `_IOC_SIZE(request)` bytes at
/// `arg`, so `arg` must be at least that long (checked here: -EFAULT otherwise, without a
/// system call).
pub fn ioctl(fd: &Fd, request: u32, arg: &mut [u8]) -> Result<i32, Errno> {
    if arg.len() < emulated_driver::abi::ioctl_arg_len(u64::from(request)) {
        return Err(Errno(libc::EFAULT));
    }
    // SAFETY: `arg` is valid for reads and writes of the size the request encodes.
    let r = unsafe { libc::ioctl(fd.0, request as libc::c_ulong, arg.as_mut_ptr()) };
    if r < 0 {
        return Err(Errno::last());
    }
    Ok(r)
}

/// Fresh private anonymous pages (`mmap(NULL, len, RW, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0)`),
/// untouched.
pub fn mmap_anonymous(len: usize) -> Result<*mut u8, Errno> {
    // SAFETY: a new mapping chosen by the kernel; nothing existing is replaced.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if p == libc::MAP_FAILED {
        return Err(Errno::last());
    }
    Ok(p.cast())
}

/// `mmap(NULL, len, RW, MAP_SHARED, fd, offset)`. `offset` is passed bit for bit: KFD offsets
/// use bits 63:62 for the type, which the kernel (and gem5) read as an unsigned number.
pub fn mmap_shared(fd: &Fd, len: usize, offset: u64) -> Result<*mut u8, Errno> {
    // SAFETY: a new mapping chosen by the kernel; nothing existing is replaced.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_SHARED,
            fd.0,
            offset as libc::off_t,
        )
    };
    if p == libc::MAP_FAILED {
        return Err(Errno::last());
    }
    Ok(p.cast())
}

/// Copies `src` to `dst` with naturally aligned volatile stores: 8 bytes where both sides
/// allow, else 4, else 1. The CPU's accesses to a VRAM mapping become device accesses one by
/// one, so the access sizes are kept plain and predictable (no vector or string moves).
///
/// # Safety
/// `dst` must be valid for writes of `src.len()` bytes.
pub unsafe fn copy_to_io(dst: *mut u8, src: &[u8]) {
    let mut i = 0;
    while i < src.len() {
        let a = dst as usize + i;
        let left = src.len() - i;
        if a.is_multiple_of(8) && left >= 8 {
            let v = u64::from_le_bytes(src[i..i + 8].try_into().unwrap_or([0; 8]));
            std::ptr::write_volatile(dst.add(i).cast::<u64>(), v);
            i += 8;
        } else if a.is_multiple_of(4) && left >= 4 {
            let v = u32::from_le_bytes(src[i..i + 4].try_into().unwrap_or([0; 4]));
            std::ptr::write_volatile(dst.add(i).cast::<u32>(), v);
            i += 4;
        } else {
            std::ptr::write_volatile(dst.add(i), src[i]);
            i += 1;
        }
    }
}

/// Copies from `src` into `out` with naturally aligned volatile loads (see [`copy_to_io`]).
///
/// # Safety
/// `src` must be valid for reads of `out.len()` bytes.
pub unsafe fn copy_from_io(src: *const u8, out: &mut [u8]) {
    let mut i = 0;
    while i < out.len() {
        let a = src as usize + i;
        let left = out.len() - i;
        if a.is_multiple_of(8) && left >= 8 {
            let v = std::ptr::read_volatile(src.add(i).cast::<u64>());
            out[i..i + 8].copy_from_slice(&v.to_le_bytes());
            i += 8;
        } else if a.is_multiple_of(4) && left >= 4 {
            let v = std::ptr::read_volatile(src.add(i).cast::<u32>());
            out[i..i + 4].copy_from_slice(&v.to_le_bytes());
            i += 4;
        } else {
            out[i] = std::ptr::read_volatile(src.add(i));
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn io_copies_round_trip_at_every_alignment() {
        let src: Vec<u8> = (0..61u8).collect();
        for start in 0..9 {
            for len in [0usize, 1, 3, 4, 7, 8, 9, 17, 40, 52] {
                let mut dst = vec![0xeeu8; 80];
                unsafe { copy_to_io(dst.as_mut_ptr().add(start), &src[..len]) };
                assert_eq!(&dst[start..start + len], &src[..len]);
                assert!(dst[..start].iter().all(|&b| b == 0xee));
                assert!(dst[start + len..].iter().all(|&b| b == 0xee));
                let mut back = vec![0u8; len];
                unsafe { copy_from_io(dst.as_ptr().add(start), &mut back) };
                assert_eq!(back, &src[..len]);
            }
        }
    }

    #[test]
    fn errno_text_names_the_code() {
        let s = Errno(libc::EINVAL).to_string();
        assert!(s.starts_with("errno 22 EINVAL: "), "{s}");
        assert!(!s.contains("os error"), "{s}");
        assert!(Errno(9999).to_string().starts_with("errno 9999: "));
    }

    #[test]
    fn short_ioctl_argument_is_refused_before_the_syscall() {
        // /dev/null takes no ioctls; the length check comes first.
        let fd = open_rw("/dev/null").unwrap();
        let req = emulated_driver::abi::request(emulated_driver::abi::nr::GET_VERSION).unwrap();
        assert_eq!(ioctl(&fd, req, &mut [0u8; 4]), Err(Errno(libc::EFAULT)));
        assert!(ioctl(&fd, req, &mut [0u8; 8]).is_err());
    }

    #[test]
    fn missing_device_is_enoent() {
        assert_eq!(
            open_rw("/nonexistent/kfd").unwrap_err(),
            Errno(libc::ENOENT)
        );
    }
}
