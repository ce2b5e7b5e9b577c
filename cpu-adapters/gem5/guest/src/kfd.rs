//! The guest's side of the KFD host session: `open`, `ioctl` and `mmap` system calls on
//! `/dev/kfd`, doorbell stores and the process's own pages, as a program simulated by gem5 in
//! SE mode makes them (gem5's `TandemKfd` forwards them to Tandem's emulated driver).
//!
//! The session itself — the ROCt-like call sequence, pools, queues, packets, the completion
//! wait — is `host_programs::kfd::Session`, the same one the standalone host stub runs over the
//! bridge; here [`GuestSide`] is its [`Transport`]: host memory is fresh anonymous pages
//! (untouched until the driver has them: the adapter backs the range anew), a VRAM buffer's CPU
//! mapping is the `mmap` of its offset (copied through with 8-, 4- and 1-byte volatile
//! accesses), a doorbell is a volatile store into the mapped doorbell page after a full fence,
//! and a packet header is published with a release store. gem5 keeps time: the session's costs
//! are 0 and a wait sleeps in WAIT_EVENTS slices of simulated time.

use std::sync::atomic::{fence, AtomicU16, Ordering};

use anyhow::{anyhow, bail, Result};
use emulated_driver::abi::{self, nr, AbiStruct};
use host_abi::addr::PAGE;
use host_programs::kfd::{ioctl_name, CopyKind, Session, SessionConfig, Transport, ARGS_BYTES};

use crate::sys::{self, Errno, Fd};

/// The session a guest program runs on.
pub type Kfd = Session<GuestSide>;

/// What answers a session's calls: the KFD device through system calls ([`SysKfd`]), or an
/// in-process stand-in (the tests run the program against Tandem's driver that way).
pub trait Backend {
    /// `ioctl(fd, request, arg)`; `arg` holds at least `_IOC_SIZE(request)` bytes.
    fn ioctl(&mut self, request: u32, arg: &mut [u8]) -> Result<(), Errno>;
    /// `mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, offset)`.
    fn mmap(&mut self, len: u64, offset: u64) -> Result<*mut u8, Errno>;
}

/// The device itself: an open file descriptor.
pub struct SysKfd(Fd);

impl Backend for SysKfd {
    fn ioctl(&mut self, request: u32, arg: &mut [u8]) -> Result<(), Errno> {
        sys::ioctl(&self.0, request, arg).map(|_| ())
    }
    fn mmap(&mut self, len: u64, offset: u64) -> Result<*mut u8, Errno> {
        sys::mmap_shared(&self.0, len as usize, offset)
    }
}

/// The open device, on which ioctls and mmaps are made.
pub struct Device {
    backend: Box<dyn Backend>,
    path: String,
    /// Print every ioctl and mmap on stderr.
    pub verbose: bool,
}

impl Device {
    /// `open(path, O_RDWR | O_CLOEXEC)`.
    pub fn open(path: &str) -> Result<Device> {
        let fd = sys::open_rw(path).map_err(|e| {
            anyhow!(
                "cannot open {path}: {e} (under gem5 SE, /dev/kfd is Tandem's TandemKfd driver; natively there is usually no KFD device)"
            )
        })?;
        Ok(Device::with_backend(Box::new(SysKfd(fd)), path))
    }

    /// A device answered by `backend`; `name` stands for the path in messages.
    pub fn with_backend(backend: Box<dyn Backend>, name: &str) -> Device {
        Device {
            backend,
            path: name.to_string(),
            verbose: false,
        }
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    /// `ioctl(fd, request, arg)` with raw argument bytes.
    pub fn ioctl_raw(&mut self, request: u32, arg: &mut [u8]) -> Result<(), Errno> {
        if arg.len() < abi::ioctl_arg_len(u64::from(request)) {
            return Err(Errno(libc::EFAULT));
        }
        let r = self.backend.ioctl(request, arg);
        if self.verbose {
            let n = abi::ioc_nr(request);
            match r {
                Ok(()) => eprintln!("kfd: {} ok", ioctl_name(n)),
                Err(e) => eprintln!("kfd: {} failed: {e}", ioctl_name(n)),
            }
        }
        r
    }

    /// The ioctl `n` of the KFD header with argument struct `a` (read back after the call, also
    /// when it fails, as the kernel copies the struct out either way).
    pub fn ioctl<T: AbiStruct>(&mut self, n: u32, a: &mut T) -> Result<(), Errno> {
        let request = abi::request(n).ok_or(Errno(libc::EINVAL))?;
        let mut b = vec![0u8; T::SIZE.max(abi::ioctl_arg_len(u64::from(request)))];
        a.write_to(&mut b);
        let r = self.ioctl_raw(request, &mut b);
        *a = T::read_from(&b);
        r
    }

    /// [`Device::ioctl`] with an error that names the call.
    fn call<T: AbiStruct>(&mut self, n: u32, a: &mut T, what: &str) -> Result<()> {
        let r = self.ioctl(n, a);
        r.map_err(|e| anyhow!("{} ({what}) on {}: {e}", ioctl_name(n), self.path))
    }

    /// `mmap(NULL, len, RW, MAP_SHARED, fd, offset)`.
    fn mmap(&mut self, len: u64, offset: u64, what: &str) -> Result<*mut u8> {
        let r = self.backend.mmap(len, offset);
        if self.verbose {
            eprintln!("kfd: mmap {what} offset {offset:#x} len {len:#x}: {r:?}");
        }
        r.map_err(|e| anyhow!("mmap of {what} (offset {offset:#x}) on {}: {e}", self.path))
    }

    /// GET_VERSION: (major, minor).
    pub fn version(&mut self) -> Result<(u32, u32)> {
        let mut v = abi::GetVersionArgs::default();
        self.call(nr::GET_VERSION, &mut v, "driver version")?;
        Ok((v.major_version, v.minor_version))
    }

    /// The gpu_ids the driver reports (GET_PROCESS_APERTURES_NEW: the count, then the array).
    pub fn gpu_ids(&mut self) -> Result<Vec<u32>> {
        let mut ap = abi::GetProcessAperturesNewArgs::default();
        self.call(nr::GET_PROCESS_APERTURES_NEW, &mut ap, "GPU count")?;
        let n = ap.num_of_nodes as usize;
        if n == 0 {
            return Ok(Vec::new());
        }
        let sz = abi::ProcessDeviceApertures::SIZE;
        let mut raw = vec![0u8; sz * n];
        ap.kfd_process_device_apertures_ptr = raw.as_mut_ptr() as u64;
        self.call(nr::GET_PROCESS_APERTURES_NEW, &mut ap, "apertures")?;
        let got = (ap.num_of_nodes as usize).min(n);
        Ok((0..got)
            .map(|i| abi::ProcessDeviceApertures::read_from(&raw[i * sz..(i + 1) * sz]).gpu_id)
            .collect())
    }
}

/// A mapping the program reaches through a raw pointer, checked on every access.
#[derive(Clone, Copy, Debug)]
pub struct Mapping {
    ptr: *mut u8,
    len: u64,
}

impl Mapping {
    /// The address of byte `off`, if `[off, off + n)` is inside.
    fn at(&self, off: u64, n: usize) -> Result<*mut u8> {
        if off.checked_add(n as u64).is_none_or(|e| e > self.len) {
            bail!(
                "access of {n} bytes at offset {off} outside a {}-byte mapping",
                self.len
            );
        }
        // SAFETY: in bounds of the mapping (checked).
        Ok(unsafe { self.ptr.add(off as usize) })
    }
}

/// The guest program's CPU side: the device and the host memory it handed the driver.
pub struct GuestSide {
    dev: Device,
    /// Host memory the session obtained, by address (never unmapped: SE mode never reuses
    /// pages); the first is the argument area.
    host: Vec<Mapping>,
}

impl GuestSide {
    /// A transport over an open device.
    pub fn new(dev: Device) -> Result<GuestSide> {
        let args = sys::mmap_anonymous(ARGS_BYTES as usize)
            .map_err(|e| anyhow!("reserving the ioctl argument area: {e}"))?;
        Ok(GuestSide {
            dev,
            host: vec![Mapping {
                ptr: args,
                len: ARGS_BYTES,
            }],
        })
    }

    /// The device (for raw calls and its verbosity).
    pub fn device(&mut self) -> &mut Device {
        &mut self.dev
    }

    /// The address of `[va, va + n)` in host memory the session obtained.
    fn host_at(&self, va: u64, n: usize) -> Result<*mut u8> {
        let m = self
            .host
            .iter()
            .find(|m| va >= m.ptr as u64 && va < m.ptr as u64 + m.len)
            .ok_or_else(|| anyhow!("address {va:#x} is not host memory of this session"))?;
        m.at(va - m.ptr as u64, n)
    }
}

impl Transport for GuestSide {
    type Window = Mapping;
    type Doorbells = Mapping;

    fn now(&self) -> Option<u64> {
        None
    }

    fn spend(&mut self, _ps: u64) -> Result<()> {
        Ok(())
    }

    fn ioctl(&mut self, request: u32, arg: &mut [u8]) -> Result<i64> {
        Ok(match self.dev.ioctl_raw(request, arg) {
            Ok(()) => 0,
            Err(e) => -i64::from(e.0),
        })
    }

    fn map_doorbells(&mut self, gpu: usize, offset: u64) -> Result<Mapping> {
        let ptr = self
            .dev
            .mmap(PAGE, offset, &format!("the doorbell page of GPU {gpu}"))?;
        Ok(Mapping { ptr, len: PAGE })
    }

    fn map_vram(&mut self, gpu: usize, offset: u64, len: u64) -> Result<Mapping> {
        let ptr = self
            .dev
            .mmap(len, offset, &format!("a VRAM buffer of GPU {gpu}"))?;
        Ok(Mapping { ptr, len })
    }

    fn ring(&mut self, page: &Mapping, at: u64, value: u64, width: u32) -> Result<()> {
        let p = page.at(at, width as usize)?;
        // Everything the packet points to, the packet and the write index before the doorbell.
        fence(Ordering::SeqCst);
        // SAFETY: inside the mapped doorbell page (checked), naturally aligned (queue id x
        // width).
        unsafe {
            if width == 8 {
                std::ptr::write_volatile(p.cast::<u64>(), value);
            } else {
                std::ptr::write_volatile(p.cast::<u32>(), value as u32);
            }
        }
        Ok(())
    }

    fn host_alloc(&mut self, bytes: u64) -> Result<u64> {
        let size = bytes.max(1).div_ceil(PAGE) * PAGE;
        let ptr = sys::mmap_anonymous(size as usize)
            .map_err(|e| anyhow!("reserving {size} bytes of host memory: {e}"))?;
        self.host.push(Mapping { ptr, len: size });
        Ok(ptr as u64)
    }

    fn host_write(&mut self, va: u64, data: &[u8]) -> Result<()> {
        let p = self.host_at(va, data.len())?;
        // SAFETY: inside a live mapping of this session (checked).
        unsafe { sys::copy_to_io(p, data) };
        Ok(())
    }

    fn host_read(&mut self, va: u64, out: &mut [u8]) -> Result<()> {
        let p = self.host_at(va, out.len())?;
        // SAFETY: as in `host_write`.
        unsafe { sys::copy_from_io(p, out) };
        // What the GPU wrote before the value read here is visible to later reads.
        fence(Ordering::Acquire);
        Ok(())
    }

    fn publish(&mut self, va: u64, header: u16) -> Result<()> {
        let p = self.host_at(va, 2)?;
        if !va.is_multiple_of(2) {
            bail!("packet header at {va:#x} is not 2-byte aligned");
        }
        fence(Ordering::Release);
        // SAFETY: inside a live mapping (checked) and aligned (checked); the GPU reads it only.
        unsafe { AtomicU16::from_ptr(p.cast::<u16>()).store(header, Ordering::Release) };
        Ok(())
    }

    fn window_write(&mut self, w: &Mapping, off: u64, data: &[u8]) -> Result<()> {
        let p = w.at(off, data.len())?;
        // SAFETY: inside the mapping (checked), which lives as long as the process.
        unsafe { sys::copy_to_io(p, data) };
        Ok(())
    }

    fn window_read(&mut self, w: &Mapping, off: u64, out: &mut [u8]) -> Result<()> {
        let p = w.at(off, out.len())?;
        // SAFETY: as in `window_write`.
        unsafe { sys::copy_from_io(p, out) };
        Ok(())
    }

    fn sync_for_poll(&mut self) -> Result<Option<u64>> {
        Ok(None)
    }

    fn copy_cost(&mut self, _bytes: u64, _kind: CopyKind) -> Result<()> {
        Ok(())
    }

    fn cpu_work(&mut self, _ops: u64, _bytes: u64) -> Result<u64> {
        Ok(0)
    }

    fn args_va(&self) -> u64 {
        self.host[0].ptr as u64
    }
}

/// How a guest program opens its session.
#[derive(Clone, Debug, Default)]
pub struct OpenOptions {
    /// GPUs to use (the first n the driver reports); all when `None`.
    pub gpus: Option<usize>,
    /// Each wait gives up after this many simulated milliseconds.
    pub timeout_ms: u64,
    /// Every buffer in host memory (`--host-memory`).
    pub host_memory: bool,
    /// Doorbell store width (`doorbell_bytes` of `tandem gem5-prepare`'s report).
    pub doorbell_bytes: u32,
}

/// Opens `path` and a session on it.
pub fn open(path: &str, o: &OpenOptions, verbose: bool) -> Result<Kfd> {
    let mut dev = Device::open(path)?;
    dev.verbose = verbose;
    on(dev, o)
}

/// A session on an open device.
pub fn on(dev: Device, o: &OpenOptions) -> Result<Kfd> {
    let path = dev.path().to_string();
    let side = GuestSide::new(dev)?;
    Session::open(
        side,
        SessionConfig {
            gpus: o.gpus,
            host_only: o.host_memory,
            wait_timeout_ms: o.timeout_ms,
            doorbell_bytes: if o.doorbell_bytes == 0 {
                host_abi::addr::DOORBELL_BYTES_GFX8
            } else {
                o.doorbell_bytes
            },
            ..SessionConfig::default()
        },
    )
    .map_err(|e| anyhow!("{path}: {e:#}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_device_is_a_clear_error() {
        let e = open("/nonexistent/kfd", &OpenOptions::default(), false)
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("cannot open /nonexistent/kfd"), "{e}");
        assert!(e.contains("ENOENT"), "{e}");
    }
}
