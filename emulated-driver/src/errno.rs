//! Linux errno values as the KFD ioctl and mmap paths return them.
//!
//! The driver never panics on a request; every refusal is one of these numbers, the same one
//! Linux's amdkfd returns for the same request (see `docs/driver.md`).

/// A Linux errno (positive number; the syscall returns its negation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("errno {0} ({name})", name = self.name())]
pub struct Errno(pub i32);

impl Errno {
    pub const EPERM: Errno = Errno(1);
    pub const ENOENT: Errno = Errno(2);
    pub const ESRCH: Errno = Errno(3);
    pub const EINTR: Errno = Errno(4);
    pub const EBADF: Errno = Errno(9);
    pub const EAGAIN: Errno = Errno(11);
    pub const ENOMEM: Errno = Errno(12);
    pub const EFAULT: Errno = Errno(14);
    pub const EBUSY: Errno = Errno(16);
    pub const ENODEV: Errno = Errno(19);
    pub const EINVAL: Errno = Errno(22);
    pub const ENOTTY: Errno = Errno(25);
    pub const ENOSPC: Errno = Errno(28);
    pub const ETIME: Errno = Errno(62);

    /// The symbolic name, for logs.
    pub fn name(self) -> &'static str {
        match self.0 {
            1 => "EPERM",
            2 => "ENOENT",
            3 => "ESRCH",
            4 => "EINTR",
            9 => "EBADF",
            11 => "EAGAIN",
            12 => "ENOMEM",
            14 => "EFAULT",
            16 => "EBUSY",
            19 => "ENODEV",
            22 => "EINVAL",
            25 => "ENOTTY",
            28 => "ENOSPC",
            62 => "ETIME",
            _ => "E?",
        }
    }

    /// The value a Linux syscall returns for this error (`-errno`).
    pub fn as_neg(self) -> i64 {
        -(self.0 as i64)
    }
}
