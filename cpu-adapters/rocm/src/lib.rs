//! `libtandem_interpose.so`: the native CPU side. `tandem exec` preloads it into an unmodified,
//! dynamically linked ROCm program (rocminfo, HIP, HSA); it serves what the ROCm stack touches
//! and nothing else (docs/rocm.md):
//!
//! - `/dev/kfd` and `/dev/dri/renderD<128+i>`: `open`, `openat`, `close`, `dup*`, `fcntl`
//!   duplicates; the fds are memfds the interposer owns, so every other call on them works;
//! - KFD ioctls, forwarded to the emulated driver in the GPU process over the bridge's driver
//!   channel (the same messages gem5's `TandemKfd` sends; [`marshal`] moves pointed-to arrays
//!   through shared memory and turns GTT buffers into shared host pages); DRM ioctls on a
//!   render node get EINVAL, which libdrm takes as "not an amdgpu node" (ROCt then has no
//!   marketing name, which it tolerates);
//! - mmaps of a render node (VRAM: the GPU's shared VRAM region; GTT: the buffer's pages of the
//!   shared host region) and of `/dev/kfd` (a doorbell page, scanned at each call, [`sim`]);
//! - the KFD sysfs tree (`/sys/devices/virtual/kfd/...`: `open`, `fopen`, `opendir`, `stat`,
//!   `access`), redirected to the tree `tandem exec` wrote for this run;
//! - `rocminfo`'s `popen("lsmod | grep amdgpu")` probe, answered with an `amdgpu` line;
//! - `usleep`, `nanosleep`, `clock_nanosleep`: simulated sleeps once the run has started;
//!   `sched_yield` is passed on and noted (a thread that yields is waiting, [`spin`]).
//!
//! Every other path, fd and call goes to the real libc untouched. Without `TANDEM_EXEC_SPEC` in
//! the environment nothing is interposed at all.

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_uint, c_ulong, c_void, CStr, CString};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

pub mod marshal;
pub mod sim;
pub mod spec;
pub mod spin;

use spec::{ExecSpec, SPEC_ENV};

/// The real libc function `name` (the next definition after this library's).
macro_rules! real {
    ($name:literal : $ty:ty) => {{
        static P: AtomicUsize = AtomicUsize::new(0);
        let mut p = P.load(Ordering::Relaxed);
        if p == 0 {
            // SAFETY: dlsym with a NUL-terminated name; RTLD_NEXT skips this library.
            p = unsafe { libc::dlsym(libc::RTLD_NEXT, concat!($name, "\0").as_ptr().cast()) }
                as usize;
            P.store(p, Ordering::Relaxed);
        }
        if p == 0 {
            None
        } else {
            // SAFETY: the symbol is libc's function of this signature.
            Some(unsafe { std::mem::transmute::<usize, $ty>(p) })
        }
    }};
}

thread_local! {
    static BUSY: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Marks this thread as inside the interposer: calls our own code makes (std's sleeps in the
/// bridge's waits, file writes) go straight to libc instead of back into the run's lock.
pub(crate) struct Busy;

impl Busy {
    pub(crate) fn enter() -> Busy {
        let _ = BUSY.try_with(|b| b.set(b.get() + 1));
        Busy
    }

    fn active() -> bool {
        BUSY.try_with(|b| b.get() > 0).unwrap_or(false)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        let _ = BUSY.try_with(|b| b.set(b.get().saturating_sub(1)));
    }
}

fn set_errno(e: i32) {
    // SAFETY: errno is thread-local and always valid.
    unsafe { *libc::__errno_location() = e };
}

/// The spec, read once (None: not under `tandem exec`, interpose nothing).
fn spec() -> Option<&'static ExecSpec> {
    static SPEC: OnceLock<Option<ExecSpec>> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = std::env::var_os(SPEC_ENV)?;
        // Raw system calls: std's File::open would come back into this library's `open`,
        // which needs the spec being read.
        let text = read_raw(std::path::Path::new(&path))?;
        match serde_json::from_str(&text) {
            Ok(s) => Some(s),
            Err(e) => {
                eprintln!("tandem: {}: {e}", path.to_string_lossy());
                None
            }
        }
    })
    .as_ref()
}

/// Reads a file with rustix's raw system calls (no libc `open`, so no recursion into ours).
fn read_raw(path: &std::path::Path) -> Option<String> {
    let fd = rustix::fs::open(
        path,
        rustix::fs::OFlags::RDONLY | rustix::fs::OFlags::CLOEXEC,
        rustix::fs::Mode::empty(),
    )
    .ok()?;
    let mut out = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        match rustix::io::read(&fd, &mut buf) {
            Ok(0) => break,
            Ok(n) => out.extend_from_slice(&buf[..n]),
            Err(rustix::io::Errno::INTR) => continue,
            Err(_) => return None,
        }
    }
    String::from_utf8(out).ok()
}

/// The spec for starting the run (the one [`spec`] read).
pub fn exec_spec() -> Option<ExecSpec> {
    spec().cloned()
}

pub(crate) fn log_on() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("TANDEM_INTERPOSE_LOG").is_some())
}

/// What an fd of ours stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FdKind {
    Kfd,
    Render(u32),
}

static ANY_FD: AtomicBool = AtomicBool::new(false);
static DOORBELLS_MAPPED: AtomicBool = AtomicBool::new(false);

fn fds() -> std::sync::MutexGuard<'static, HashMap<c_int, FdKind>> {
    static FDS: OnceLock<Mutex<HashMap<c_int, FdKind>>> = OnceLock::new();
    FDS.get_or_init(|| Mutex::new(HashMap::new()))
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

fn fd_kind(fd: c_int) -> Option<FdKind> {
    if fd < 0 || !ANY_FD.load(Ordering::Acquire) {
        return None;
    }
    fds().get(&fd).copied()
}

/// What a path names.
enum PathKind {
    Kfd,
    Render(u32),
    /// A sysfs path under the KFD tree: the redirected path.
    Redirect(CString),
}

fn classify(path: *const c_char) -> Option<PathKind> {
    if path.is_null() {
        return None;
    }
    let spec = spec()?;
    // SAFETY: libc's contract: a NUL-terminated path.
    let p = unsafe { CStr::from_ptr(path) }.to_bytes();
    match marshal::classify_path(
        p,
        spec.render_minor_base,
        spec.n_gpus,
        spec.sysfs_root.as_bytes(),
    )? {
        marshal::PathKind::Kfd => Some(PathKind::Kfd),
        marshal::PathKind::Render(m) => Some(PathKind::Render(m)),
        marshal::PathKind::Redirect(out) => CString::new(out).ok().map(PathKind::Redirect),
    }
}

/// A new fd standing for `/dev/kfd` or a render node (a memfd, so that every call we do not
/// interpose behaves as on a file). Opening `/dev/kfd` starts the run.
fn fake_open(kind: FdKind, flags: c_int) -> c_int {
    let _b = Busy::enter();
    if kind == FdKind::Kfd {
        let mut g = sim::lock();
        if g.is_none() {
            match sim::Sim::start() {
                Ok(mut s) => {
                    // roctx ranges the program began before it opened the driver.
                    for (kind, text) in std::mem::take(&mut *early_annotations()) {
                        s.annotate(kind, &text);
                    }
                    *g = Some(s)
                }
                Err(e) => {
                    eprintln!("tandem: cannot start the simulated GPUs: {e}");
                    set_errno(libc::ENODEV);
                    return -1;
                }
            }
        }
    }
    let name = match kind {
        FdKind::Kfd => "tandem-kfd".to_string(),
        FdKind::Render(m) => format!("tandem-renderD{m}"),
    };
    let mut mf = rustix::fs::MemfdFlags::empty();
    if flags & libc::O_CLOEXEC != 0 {
        mf |= rustix::fs::MemfdFlags::CLOEXEC;
    }
    match rustix::fs::memfd_create(name, mf) {
        Ok(fd) => {
            let raw = std::os::fd::IntoRawFd::into_raw_fd(fd);
            fds().insert(raw, kind);
            ANY_FD.store(true, Ordering::Release);
            if log_on() {
                eprintln!("tandem: open {kind:?} -> fd {raw}");
            }
            raw
        }
        Err(e) => {
            set_errno(e.raw_os_error());
            -1
        }
    }
}

type OpenFn = unsafe extern "C" fn(*const c_char, c_int, c_uint) -> c_int;
type OpenatFn = unsafe extern "C" fn(c_int, *const c_char, c_int, c_uint) -> c_int;

/// An opening call on `path`: our fd for `/dev/kfd` or a render node, else `call` with the
/// path to give libc (the redirected sysfs path, or the caller's).
fn open_path(
    path: *const c_char,
    flags: c_int,
    call: impl FnOnce(*const c_char) -> c_int,
) -> c_int {
    match classify(path) {
        Some(PathKind::Kfd) => fake_open(FdKind::Kfd, flags),
        Some(PathKind::Render(m)) => fake_open(FdKind::Render(m), flags),
        Some(PathKind::Redirect(c)) => call(c.as_ptr()),
        None => call(path),
    }
}

fn enosys() -> c_int {
    set_errno(libc::ENOSYS);
    -1
}

fn do_open(path: *const c_char, flags: c_int, mode: c_uint, real: Option<OpenFn>) -> c_int {
    open_path(path, flags, |p| match real {
        // SAFETY: forwarding the caller's arguments to libc.
        Some(f) => unsafe { f(p, flags, mode) },
        None => enosys(),
    })
}

/// Annotations made before the program opened `/dev/kfd` (the run starts there): sent first.
fn early_annotations() -> std::sync::MutexGuard<'static, Vec<(u64, Vec<u8>)>> {
    static EARLY: std::sync::Mutex<Vec<(u64, Vec<u8>)>> = std::sync::Mutex::new(Vec::new());
    EARLY.lock().unwrap_or_else(|e| e.into_inner())
}

/// The entry `libroctx64.so` (Tandem's roctx, `roctx/`) looks up with `dlsym`: a roctx range
/// edge of the program becomes a region edge of the GPU side (`kind`: 1 begin, with `name`; 2
/// end; `host_abi::driver::ANNOTATE_*`), at the program's present simulated time, after the
/// doorbells it stored before the call. Returns 0, or -1 for an unknown kind. Outside
/// `tandem exec` the symbol is absent and roctx calls do nothing.
///
/// # Safety
/// `name` is null or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn tandem_interpose_annotate(kind: u64, name: *const c_char) -> c_int {
    use host_abi::driver::{ANNOTATE_REGION_BEGIN, ANNOTATE_REGION_END};
    if kind != ANNOTATE_REGION_BEGIN && kind != ANNOTATE_REGION_END {
        return -1;
    }
    let text = if name.is_null() {
        Vec::new()
    } else {
        // SAFETY: the caller's NUL-terminated string.
        unsafe { std::ffi::CStr::from_ptr(name) }
            .to_bytes()
            .to_vec()
    };
    // A long name is cut to what one driver message carries.
    let text = text[..text.len().min(4096)].to_vec();
    let _b = Busy::enter();
    let mut g = sim::lock();
    match g.as_mut() {
        Some(s) => {
            s.enter();
            s.annotate(kind, &text);
        }
        None => early_annotations().push((kind, text)),
    }
    0
}

/// `open(2)`. The mode is read as a third argument whatever the flags (on x86-64 an unused
/// variadic argument is just a register).
///
/// # Safety
/// libc's contract for `open`.
#[no_mangle]
pub unsafe extern "C" fn open(path: *const c_char, flags: c_int, mode: c_uint) -> c_int {
    do_open(path, flags, mode, real!("open": OpenFn))
}

/// # Safety
/// libc's contract for `open64`.
#[no_mangle]
pub unsafe extern "C" fn open64(path: *const c_char, flags: c_int, mode: c_uint) -> c_int {
    do_open(path, flags, mode, real!("open64": OpenFn))
}

/// The fortified `open` (`_FORTIFY_SOURCE`).
///
/// # Safety
/// libc's contract for `__open_2`.
#[no_mangle]
pub unsafe extern "C" fn __open_2(path: *const c_char, flags: c_int) -> c_int {
    do_open(path, flags, 0, real!("open": OpenFn))
}

/// # Safety
/// libc's contract for `__open64_2`.
#[no_mangle]
pub unsafe extern "C" fn __open64_2(path: *const c_char, flags: c_int) -> c_int {
    do_open(path, flags, 0, real!("open64": OpenFn))
}

fn do_openat(
    dirfd: c_int,
    path: *const c_char,
    flags: c_int,
    mode: c_uint,
    real: Option<OpenatFn>,
) -> c_int {
    open_path(path, flags, |p| match real {
        // SAFETY: forwarding the caller's arguments to libc.
        Some(f) => unsafe { f(dirfd, p, flags, mode) },
        None => enosys(),
    })
}

/// # Safety
/// libc's contract for `openat`.
#[no_mangle]
pub unsafe extern "C" fn openat(
    dirfd: c_int,
    path: *const c_char,
    flags: c_int,
    mode: c_uint,
) -> c_int {
    do_openat(dirfd, path, flags, mode, real!("openat": OpenatFn))
}

/// # Safety
/// libc's contract for `openat64`.
#[no_mangle]
pub unsafe extern "C" fn openat64(
    dirfd: c_int,
    path: *const c_char,
    flags: c_int,
    mode: c_uint,
) -> c_int {
    do_openat(dirfd, path, flags, mode, real!("openat64": OpenatFn))
}

type FopenFn = unsafe extern "C" fn(*const c_char, *const c_char) -> *mut libc::FILE;

fn redirect_only(path: *const c_char) -> Option<CString> {
    match classify(path) {
        Some(PathKind::Redirect(c)) => Some(c),
        _ => None,
    }
}

/// # Safety
/// libc's contract for `fopen`.
#[no_mangle]
pub unsafe extern "C" fn fopen(path: *const c_char, mode: *const c_char) -> *mut libc::FILE {
    let r = redirect_only(path);
    let p = r.as_ref().map_or(path, |c| c.as_ptr());
    match real!("fopen": FopenFn) {
        Some(f) => f(p, mode),
        None => std::ptr::null_mut(),
    }
}

/// # Safety
/// libc's contract for `fopen64`.
#[no_mangle]
pub unsafe extern "C" fn fopen64(path: *const c_char, mode: *const c_char) -> *mut libc::FILE {
    let r = redirect_only(path);
    let p = r.as_ref().map_or(path, |c| c.as_ptr());
    match real!("fopen64": FopenFn) {
        Some(f) => f(p, mode),
        None => std::ptr::null_mut(),
    }
}

type OpendirFn = unsafe extern "C" fn(*const c_char) -> *mut libc::DIR;

/// # Safety
/// libc's contract for `opendir`.
#[no_mangle]
pub unsafe extern "C" fn opendir(path: *const c_char) -> *mut libc::DIR {
    let r = redirect_only(path);
    let p = r.as_ref().map_or(path, |c| c.as_ptr());
    match real!("opendir": OpendirFn) {
        Some(f) => f(p),
        None => std::ptr::null_mut(),
    }
}

type StatFn = unsafe extern "C" fn(*const c_char, *mut libc::stat) -> c_int;

/// `stat` of `/dev/kfd` (rocminfo checks it): a character device everyone may open.
fn fake_kfd_stat(buf: *mut libc::stat) -> c_int {
    if buf.is_null() {
        set_errno(libc::EFAULT);
        return -1;
    }
    // SAFETY: the caller's stat buffer.
    unsafe {
        std::ptr::write_bytes(buf, 0, 1);
        (*buf).st_mode = libc::S_IFCHR | 0o666;
        (*buf).st_rdev = libc::makedev(236, 0);
        (*buf).st_nlink = 1;
    }
    0
}

fn do_stat(path: *const c_char, buf: *mut libc::stat, real: Option<StatFn>) -> c_int {
    let redirected;
    let p = match classify(path) {
        Some(PathKind::Kfd) => return fake_kfd_stat(buf),
        Some(PathKind::Redirect(c)) => {
            redirected = c;
            redirected.as_ptr()
        }
        _ => path,
    };
    match real {
        // SAFETY: forwarding the caller's arguments to libc.
        Some(f) => unsafe { f(p, buf) },
        None => {
            set_errno(libc::ENOSYS);
            -1
        }
    }
}

/// # Safety
/// libc's contract for `stat`.
#[no_mangle]
pub unsafe extern "C" fn stat(path: *const c_char, buf: *mut libc::stat) -> c_int {
    do_stat(path, buf, real!("stat": StatFn))
}

/// # Safety
/// libc's contract for `stat64` (the same struct on x86-64).
#[no_mangle]
pub unsafe extern "C" fn stat64(path: *const c_char, buf: *mut libc::stat) -> c_int {
    do_stat(path, buf, real!("stat64": StatFn))
}

type AccessFn = unsafe extern "C" fn(*const c_char, c_int) -> c_int;

/// # Safety
/// libc's contract for `access`.
#[no_mangle]
pub unsafe extern "C" fn access(path: *const c_char, mode: c_int) -> c_int {
    let redirected;
    let p = match classify(path) {
        Some(PathKind::Kfd) | Some(PathKind::Render(_)) => return 0,
        Some(PathKind::Redirect(c)) => {
            redirected = c;
            redirected.as_ptr()
        }
        None => path,
    };
    match real!("access": AccessFn) {
        Some(f) => f(p, mode),
        None => -1,
    }
}

type CloseFn = unsafe extern "C" fn(c_int) -> c_int;

/// # Safety
/// libc's contract for `close`.
#[no_mangle]
pub unsafe extern "C" fn close(fd: c_int) -> c_int {
    if fd >= 0 && ANY_FD.load(Ordering::Acquire) {
        fds().remove(&fd);
    }
    match real!("close": CloseFn) {
        Some(f) => f(fd),
        None => -1,
    }
}

fn track_dup(old: c_int, new: c_int) {
    if new >= 0 && ANY_FD.load(Ordering::Acquire) {
        let mut t = fds();
        match t.get(&old).copied() {
            Some(k) => {
                t.insert(new, k);
            }
            None => {
                t.remove(&new);
            }
        }
    }
}

type DupFn = unsafe extern "C" fn(c_int) -> c_int;
type Dup2Fn = unsafe extern "C" fn(c_int, c_int) -> c_int;
type Dup3Fn = unsafe extern "C" fn(c_int, c_int, c_int) -> c_int;

/// # Safety
/// libc's contract for `dup`.
#[no_mangle]
pub unsafe extern "C" fn dup(fd: c_int) -> c_int {
    let r = match real!("dup": DupFn) {
        Some(f) => f(fd),
        None => -1,
    };
    track_dup(fd, r);
    r
}

/// # Safety
/// libc's contract for `dup2`.
#[no_mangle]
pub unsafe extern "C" fn dup2(fd: c_int, new: c_int) -> c_int {
    let r = match real!("dup2": Dup2Fn) {
        Some(f) => f(fd, new),
        None => -1,
    };
    track_dup(fd, r);
    r
}

/// # Safety
/// libc's contract for `dup3`.
#[no_mangle]
pub unsafe extern "C" fn dup3(fd: c_int, new: c_int, flags: c_int) -> c_int {
    let r = match real!("dup3": Dup3Fn) {
        Some(f) => f(fd, new, flags),
        None => -1,
    };
    track_dup(fd, r);
    r
}

type FcntlFn = unsafe extern "C" fn(c_int, c_int, c_ulong) -> c_int;

fn do_fcntl(fd: c_int, cmd: c_int, arg: c_ulong, real: Option<FcntlFn>) -> c_int {
    let r = match real {
        // SAFETY: forwarding the caller's arguments to libc.
        Some(f) => unsafe { f(fd, cmd, arg) },
        None => -1,
    };
    if cmd == libc::F_DUPFD || cmd == libc::F_DUPFD_CLOEXEC {
        track_dup(fd, r);
    }
    r
}

/// # Safety
/// libc's contract for `fcntl` (the third argument read as an integer or pointer).
#[no_mangle]
pub unsafe extern "C" fn fcntl(fd: c_int, cmd: c_int, arg: c_ulong) -> c_int {
    do_fcntl(fd, cmd, arg, real!("fcntl": FcntlFn))
}

/// # Safety
/// libc's contract for `fcntl64`.
#[no_mangle]
pub unsafe extern "C" fn fcntl64(fd: c_int, cmd: c_int, arg: c_ulong) -> c_int {
    do_fcntl(fd, cmd, arg, real!("fcntl64": FcntlFn))
}

type IoctlFn = unsafe extern "C" fn(c_int, c_ulong, *mut c_void) -> c_int;

/// # Safety
/// libc's contract for `ioctl`.
#[no_mangle]
pub unsafe extern "C" fn ioctl(fd: c_int, req: c_ulong, arg: *mut c_void) -> c_int {
    match fd_kind(fd) {
        None => match real!("ioctl": IoctlFn) {
            Some(f) => f(fd, req, arg),
            None => -1,
        },
        Some(FdKind::Render(_)) => {
            // DRM on a render node: not an amdgpu device as far as libdrm can tell.
            let mut g = sim::lock();
            if let Some(s) = g.as_mut() {
                s.count_drm_refused();
            }
            set_errno(libc::EINVAL);
            -1
        }
        Some(FdKind::Kfd) => {
            let _b = Busy::enter();
            let req = req as u32;
            let mut g = sim::lock();
            match g.as_mut() {
                Some(s) => s.enter(),
                None => {
                    set_errno(libc::EIO);
                    return -1;
                }
            }
            let (g, r) = sim::Sim::ioctl(g, req, arg.cast());
            drop(g);
            if log_on() {
                let n = emulated_driver::abi::ioc_nr(req);
                // (Only after a call that succeeded: a failed one may have had a bad pointer.)
                let detail = if n == emulated_driver::abi::nr::ALLOC_MEMORY_OF_GPU
                    && !arg.is_null()
                    && r.is_ok()
                {
                    // SAFETY: the caller's argument, read after the call as the kernel left it.
                    let a = unsafe { std::slice::from_raw_parts(arg.cast::<u8>(), 40) };
                    format!(
                        " (va {:#x} size {:#x} flags {:#x})",
                        marshal::u64_at(a, 0),
                        marshal::u64_at(a, 8),
                        u32::from_le_bytes([a[36], a[37], a[38], a[39]])
                    )
                } else if n == emulated_driver::abi::nr::WAIT_EVENTS && !arg.is_null() && r.is_ok()
                {
                    // SAFETY: the caller's argument, read after the call as the kernel left it.
                    let a = unsafe { std::slice::from_raw_parts(arg.cast::<u8>(), 24) };
                    let w = |o: usize| u32::from_le_bytes([a[o], a[o + 1], a[o + 2], a[o + 3]]);
                    format!(
                        " (tid {} events {} all {} timeout {} result {})",
                        rustix::thread::gettid().as_raw_nonzero(),
                        w(8),
                        w(12),
                        w(16),
                        w(20)
                    )
                } else {
                    String::new()
                };
                eprintln!("tandem: ioctl {} -> {:?}{detail}", sim::ioctl_name(n), r);
            }
            match r {
                Ok(v) => v as c_int,
                Err(e) => {
                    set_errno(e);
                    -1
                }
            }
        }
    }
}

type MmapFn =
    unsafe extern "C" fn(*mut c_void, usize, c_int, c_int, c_int, libc::off_t) -> *mut c_void;

fn do_mmap(
    addr: *mut c_void,
    len: usize,
    prot: c_int,
    flags: c_int,
    fd: c_int,
    off: libc::off_t,
    real: Option<MmapFn>,
) -> *mut c_void {
    let Some(real) = real else {
        set_errno(libc::ENOSYS);
        return libc::MAP_FAILED;
    };
    let Some(kind) = fd_kind(fd) else {
        // SAFETY: forwarding the caller's arguments to libc.
        return unsafe { real(addr, len, prot, flags, fd, off) };
    };
    let _b = Busy::enter();
    let offset = off as u64;
    let fixed = flags & (libc::MAP_FIXED | libc::MAP_FIXED_NOREPLACE);
    let mut g = sim::lock();
    let Some(s) = g.as_mut() else {
        set_errno(libc::ENODEV);
        return libc::MAP_FAILED;
    };
    s.enter();
    let r: Result<*mut c_void, i32> = match kind {
        FdKind::Render(_) => match s.gtt_mapping(offset, len as u64) {
            Some(Ok(host_offset)) => {
                // SAFETY: a shared mapping of our host region at the caller's address.
                let p = unsafe {
                    real(
                        addr,
                        len,
                        prot,
                        libc::MAP_SHARED | fixed,
                        s.host.raw_fd(),
                        host_offset as libc::off_t,
                    )
                };
                if p == libc::MAP_FAILED {
                    Err(errno())
                } else {
                    Ok(p)
                }
            }
            Some(Err(_)) => Err(libc::EINVAL),
            None => match s.mmap_query(offset, len as u64) {
                Ok(host_abi::driver::MmapReply::Vram { gpu, vram_offset }) => match s.vram.get(gpu)
                {
                    Some(v) => {
                        // SAFETY: a shared mapping of GPU `gpu`'s VRAM region.
                        let p = unsafe {
                            real(
                                addr,
                                len,
                                prot,
                                libc::MAP_SHARED | fixed,
                                v.raw_fd(),
                                vram_offset as libc::off_t,
                            )
                        };
                        if p == libc::MAP_FAILED {
                            Err(errno())
                        } else {
                            Ok(p)
                        }
                    }
                    None => Err(libc::EINVAL),
                },
                Ok(_) => Err(libc::EINVAL),
                Err(e) => Err(e),
            },
        },
        FdKind::Kfd => match s.mmap_query(offset, len as u64) {
            Ok(host_abi::driver::MmapReply::Doorbell { .. }) if len == 4096 => {
                // SAFETY: an anonymous shared page at the caller's address: the doorbells.
                let p = unsafe {
                    real(
                        addr,
                        len,
                        prot | libc::PROT_READ,
                        libc::MAP_SHARED | libc::MAP_ANONYMOUS | fixed,
                        -1,
                        0,
                    )
                };
                if p == libc::MAP_FAILED {
                    Err(errno())
                } else {
                    s.add_doorbells(p.cast(), offset & !0xfff);
                    DOORBELLS_MAPPED.store(true, Ordering::Release);
                    Ok(p)
                }
            }
            Ok(_) => Err(libc::EINVAL),
            Err(e) => Err(e),
        },
    };
    drop(g);
    if log_on() {
        eprintln!("tandem: mmap {kind:?} offset {offset:#x} len {len:#x} -> {r:?}");
    }
    match r {
        Ok(p) => p,
        Err(e) => {
            set_errno(e);
            libc::MAP_FAILED
        }
    }
}

fn errno() -> i32 {
    std::io::Error::last_os_error()
        .raw_os_error()
        .unwrap_or(libc::EIO)
}

/// # Safety
/// libc's contract for `mmap`.
#[no_mangle]
pub unsafe extern "C" fn mmap(
    addr: *mut c_void,
    len: usize,
    prot: c_int,
    flags: c_int,
    fd: c_int,
    off: libc::off_t,
) -> *mut c_void {
    do_mmap(addr, len, prot, flags, fd, off, real!("mmap": MmapFn))
}

/// # Safety
/// libc's contract for `mmap64`.
#[no_mangle]
pub unsafe extern "C" fn mmap64(
    addr: *mut c_void,
    len: usize,
    prot: c_int,
    flags: c_int,
    fd: c_int,
    off: libc::off_t,
) -> *mut c_void {
    do_mmap(addr, len, prot, flags, fd, off, real!("mmap64": MmapFn))
}

type MunmapFn = unsafe extern "C" fn(*mut c_void, usize) -> c_int;

/// # Safety
/// libc's contract for `munmap`.
#[no_mangle]
pub unsafe extern "C" fn munmap(addr: *mut c_void, len: usize) -> c_int {
    if DOORBELLS_MAPPED.load(Ordering::Acquire) && !Busy::active() {
        let _b = Busy::enter();
        let mut g = sim::lock();
        if let Some(s) = g.as_mut() {
            s.remove_doorbells(addr as u64, len as u64);
        }
    }
    match real!("munmap": MunmapFn) {
        Some(f) => f(addr, len),
        None => -1,
    }
}

/// `lsmod`'s answer when the amdgpu module is loaded (rocminfo requires one line).
static LSMOD: &[u8] = b"amdgpu              16384  0\n";

fn fake_files() -> std::sync::MutexGuard<'static, Vec<usize>> {
    static F: Mutex<Vec<usize>> = Mutex::new(Vec::new());
    F.lock().unwrap_or_else(|e| e.into_inner())
}

type PopenFn = unsafe extern "C" fn(*const c_char, *const c_char) -> *mut libc::FILE;
type PcloseFn = unsafe extern "C" fn(*mut libc::FILE) -> c_int;

/// # Safety
/// libc's contract for `popen`.
#[no_mangle]
pub unsafe extern "C" fn popen(cmd: *const c_char, ty: *const c_char) -> *mut libc::FILE {
    if spec().is_some() && !cmd.is_null() {
        let c = CStr::from_ptr(cmd).to_bytes();
        if c.windows(5).any(|w| w == b"lsmod") && c.windows(6).any(|w| w == b"amdgpu") {
            let f = libc::fmemopen(LSMOD.as_ptr() as *mut c_void, LSMOD.len(), c"r".as_ptr());
            if !f.is_null() {
                fake_files().push(f as usize);
            }
            return f;
        }
    }
    match real!("popen": PopenFn) {
        Some(f) => f(cmd, ty),
        None => std::ptr::null_mut(),
    }
}

/// # Safety
/// libc's contract for `pclose`.
#[no_mangle]
pub unsafe extern "C" fn pclose(f: *mut libc::FILE) -> c_int {
    {
        let mut v = fake_files();
        if let Some(i) = v.iter().position(|&p| p == f as usize) {
            v.swap_remove(i);
            drop(v);
            libc::fclose(f);
            return 0;
        }
    }
    match real!("pclose": PcloseFn) {
        Some(p) => p(f),
        None => -1,
    }
}

/// Sleeps `ps` of simulated time when the run has started (true), else false.
fn sim_sleep(ps: u64) -> bool {
    if spec().is_none() || Busy::active() {
        return false;
    }
    let _b = Busy::enter();
    let mut g = sim::lock();
    match g.as_mut() {
        Some(s) => s.enter(),
        None => return false,
    }
    drop(sim::park_sleep(g, ps));
    true
}

type YieldFn = unsafe extern "C" fn() -> c_int;

/// `sched_yield`: passed on; a yield of a thread under `tandem exec` marks it as waiting
/// (ROCr's polling waits yield between reads), see [`spin`].
///
/// # Safety
/// libc's contract for `sched_yield`.
#[no_mangle]
pub unsafe extern "C" fn sched_yield() -> c_int {
    if spec().is_some() {
        spin::note_yield();
    }
    match real!("sched_yield": YieldFn) {
        Some(f) => f(),
        None => 0,
    }
}

type UsleepFn = unsafe extern "C" fn(c_uint) -> c_int;

/// # Safety
/// libc's contract for `usleep`.
#[no_mangle]
pub unsafe extern "C" fn usleep(us: c_uint) -> c_int {
    if sim_sleep(u64::from(us) * 1_000_000) {
        return 0;
    }
    match real!("usleep": UsleepFn) {
        Some(f) => f(us),
        None => -1,
    }
}

fn timespec_ps(t: *const libc::timespec) -> Option<u64> {
    if t.is_null() {
        return None;
    }
    // SAFETY: the caller's timespec.
    let t = unsafe { *t };
    marshal::sleep_ps(t.tv_sec, t.tv_nsec)
}

type NanosleepFn = unsafe extern "C" fn(*const libc::timespec, *mut libc::timespec) -> c_int;

/// # Safety
/// libc's contract for `nanosleep`.
#[no_mangle]
pub unsafe extern "C" fn nanosleep(req: *const libc::timespec, rem: *mut libc::timespec) -> c_int {
    if let Some(ps) = timespec_ps(req) {
        if sim_sleep(ps) {
            if !rem.is_null() {
                *rem = libc::timespec {
                    tv_sec: 0,
                    tv_nsec: 0,
                };
            }
            return 0;
        }
    }
    match real!("nanosleep": NanosleepFn) {
        Some(f) => f(req, rem),
        None => -1,
    }
}

type ClockNanosleepFn = unsafe extern "C" fn(
    libc::clockid_t,
    c_int,
    *const libc::timespec,
    *mut libc::timespec,
) -> c_int;

/// Relative sleeps are simulated; absolute ones (TIMER_ABSTIME) go to libc.
///
/// # Safety
/// libc's contract for `clock_nanosleep`.
#[no_mangle]
pub unsafe extern "C" fn clock_nanosleep(
    clock: libc::clockid_t,
    flags: c_int,
    req: *const libc::timespec,
    rem: *mut libc::timespec,
) -> c_int {
    if flags & libc::TIMER_ABSTIME == 0 {
        if let Some(ps) = timespec_ps(req) {
            if sim_sleep(ps) {
                return 0;
            }
        }
    }
    match real!("clock_nanosleep": ClockNanosleepFn) {
        Some(f) => f(clock, flags, req, rem),
        None => libc::ENOSYS,
    }
}

/// The end of the program (after its atexit handlers and the destructors of the libraries it
/// loaded, ROCr's and HIP's included, which still talk to the driver): the GPU process
/// finishes and writes its statistics.
extern "C" fn finish_at_exit() {
    let _b = Busy::enter();
    let mut g = sim::lock();
    if let Some(s) = g.as_mut() {
        s.finish();
    }
}

#[used]
#[link_section = ".fini_array"]
static FINISH: extern "C" fn() = finish_at_exit;
