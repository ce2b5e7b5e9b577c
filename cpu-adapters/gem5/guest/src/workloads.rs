//! Host programs on top of [`Kfd`] and the errno check.
//!
//! The workloads are `gpu_sim::workloads` (MGMark, vecadd, the micro-benchmarks and latency
//! probes), the same code `tandem run` runs on the host stub's runtime: the same inputs,
//! launches, CPU references and verification. [`Session`] is the KFD session's
//! implementation of their [`HostRuntime`]. Multi-GPU is discrete only: every GPU gets a launch
//! with an OpenCL global offset over its part of the index space, and a data array is one
//! buffer spread over the GPUs' VRAM part by part (`alloc_spread`).
//! Sizes are the standalone presets (docs/standalone.md); the default is the smallest, since
//! gem5 runs about a million instructions a second.
//!
//! [`vecadd`] with an explicit element count (`--n`) is the guest's own first program, kept for
//! scripts that size vecadd freely.

use std::ops::Range;

use anyhow::{bail, Result};
use emulated_driver::abi::{self, nr};
use gpu_sim::reference::{parts, Rng};
use gpu_sim::workloads::{
    self as shared, Arg, HostRuntime, Mode, Place, Plan, Size, Target, WorkloadError,
};
use host_abi::ArgValue;

use crate::kfd::{Device, DeviceMem, HostMem, Kfd, Module};

/// Every workload name (`tandem run`'s, in its order).
pub const WORKLOADS: &[&str] = shared::WORKLOADS;

/// The code objects, built in (a program under gem5 SE reads no files).
pub const VECADD_HSACO: &[u8] = include_bytes!("../../../../gpu-sim/kernels/vecadd.hsaco");

/// A buffer of a [`Session`]: an index into its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Buf(usize);

enum Mem {
    Host(HostMem),
    Vram(DeviceMem),
    /// Consecutive parts on different GPUs, in address order.
    Spread(Vec<DeviceMem>),
}

impl Mem {
    fn va(&self) -> u64 {
        match self {
            Mem::Host(m) => m.va(),
            Mem::Vram(m) => m.va(),
            Mem::Spread(p) => p.first().map_or(0, |m| m.va()),
        }
    }
    fn write(&self, off: u64, data: &[u8]) -> Result<()> {
        match self {
            Mem::Host(m) => m.write(off, data),
            Mem::Vram(m) => m.write(off, data),
            Mem::Spread(p) => self.pieces(p, off, data.len(), |m, o, r| m.write(o, &data[r])),
        }
    }
    fn read(&self, off: u64, out: &mut [u8]) -> Result<()> {
        match self {
            Mem::Host(m) => m.read(off, out),
            Mem::Vram(m) => m.read(off, out),
            Mem::Spread(p) => self.pieces(p, off, out.len(), |m, o, r| m.read(o, &mut out[r])),
        }
    }
    /// Calls `f(part, offset in part, range of the access)` for each part `[off, off + len)`
    /// touches, in address order.
    fn pieces(
        &self,
        parts: &[DeviceMem],
        off: u64,
        len: usize,
        mut f: impl FnMut(&DeviceMem, u64, Range<usize>) -> Result<()>,
    ) -> Result<()> {
        let base = self.va();
        let (start, end) = (base + off, base + off + len as u64);
        let last = parts.last().map_or(base, |m| m.va() + m.bytes());
        if end > last {
            bail!(
                "access of {len} bytes at offset {off} outside a {}-byte spread buffer",
                last - base
            );
        }
        for m in parts {
            let (s, e) = (start.max(m.va()), end.min(m.va() + m.bytes()));
            if s < e {
                f(m, s - m.va(), (s - start) as usize..(e - start) as usize)?;
            }
        }
        Ok(())
    }
}

/// The KFD session as a [`HostRuntime`]: host buffers are GTT memory, GPU buffers VRAM, both
/// mapped on every GPU; buffers live as long as the session (SE mode never reuses pages).
pub struct Session<'a> {
    kfd: &'a mut Kfd,
    bufs: Vec<Mem>,
    /// GPU buffers go to host memory too (the APU configuration).
    host_only: bool,
}

impl<'a> Session<'a> {
    pub fn new(kfd: &'a mut Kfd) -> Session<'a> {
        Session {
            kfd,
            bufs: Vec::new(),
            host_only: false,
        }
    }

    /// Every buffer in host memory (`--host-memory`).
    pub fn host_only(mut self) -> Session<'a> {
        self.host_only = true;
        self
    }

    fn mem(&self, b: &Buf) -> shared::Result<&Mem> {
        self.bufs
            .get(b.0)
            .ok_or_else(|| WorkloadError::Plan(format!("no buffer {}", b.0)))
    }

    /// A write to a VRAM buffer makes its GPU's next dispatch a system-scope acquire.
    fn note_write(&mut self, b: &Buf) {
        let gpus: Vec<usize> = match self.bufs.get(b.0) {
            Some(Mem::Vram(d)) => vec![d.gpu()],
            Some(Mem::Spread(p)) => p.iter().map(DeviceMem::gpu).collect(),
            _ => Vec::new(),
        };
        for g in gpus {
            self.kfd.note_vram_write(g);
        }
    }

    fn gpu(t: Target) -> shared::Result<usize> {
        match t {
            Target::Gpu(g) => Ok(g),
            Target::Unified => Err(WorkloadError::Plan(
                "tandem-guest runs discrete GPUs only (no unified launches)".into(),
            )),
        }
    }
}

fn rt<T>(r: Result<T>) -> shared::Result<T> {
    r.map_err(WorkloadError::runtime)
}

impl HostRuntime for Session<'_> {
    type Buffer = Buf;
    type Module = Module;

    fn load(&mut self, code: &[u8]) -> shared::Result<Module> {
        rt(self.kfd.load(code))
    }

    fn alloc(&mut self, place: Place, bytes: u64) -> shared::Result<Buf> {
        let m = match place {
            Place::Host => Mem::Host(rt(self.kfd.alloc_host(bytes))?),
            Place::Gpu(_) if self.host_only => Mem::Host(rt(self.kfd.alloc_host(bytes))?),
            Place::Gpu(g) => Mem::Vram(rt(self.kfd.alloc_vram(g, bytes))?),
            Place::Unified => {
                return Err(WorkloadError::Plan(
                    "tandem-guest has no unified memory (discrete GPUs only)".into(),
                ))
            }
        };
        self.bufs.push(m);
        Ok(Buf(self.bufs.len() - 1))
    }

    fn alloc_spread(&mut self, parts: &[(usize, u64)]) -> shared::Result<Buf> {
        let m = if self.host_only || parts.len() < 2 {
            let bytes = parts.iter().map(|p| p.1).sum();
            return self.alloc(
                match parts.first() {
                    Some(&(g, _)) if !self.host_only => Place::Gpu(g),
                    _ => Place::Host,
                },
                bytes,
            );
        } else {
            Mem::Spread(rt(self.kfd.alloc_spread(parts))?)
        };
        self.bufs.push(m);
        Ok(Buf(self.bufs.len() - 1))
    }

    fn write(&mut self, buf: &Buf, offset: u64, data: &[u8]) -> shared::Result<()> {
        rt(self.mem(buf)?.write(offset, data))?;
        self.note_write(buf);
        Ok(())
    }

    fn read(&mut self, buf: &Buf, offset: u64, out: &mut [u8]) -> shared::Result<()> {
        rt(self.mem(buf)?.read(offset, out))
    }

    fn copy(&mut self, dst: &Buf, src: &Buf, bytes: u64) -> shared::Result<()> {
        // Through the program, as the host stub's runtime copies.
        let mut tmp = vec![0u8; bytes as usize];
        rt(self.mem(src)?.read(0, &mut tmp))?;
        rt(self.mem(dst)?.write(0, &tmp))?;
        self.note_write(dst);
        Ok(())
    }

    fn launch(
        &mut self,
        target: Target,
        module: &Module,
        kernel: &str,
        grid: [u32; 3],
        wg: [u32; 3],
        offset: [u32; 3],
        args: &[Arg<Buf>],
    ) -> shared::Result<()> {
        let g = Self::gpu(target)?;
        let mut values = Vec::with_capacity(args.len());
        for a in args {
            values.push(match *a {
                Arg::Ptr(b) => ArgValue::Ptr(self.mem(&b)?.va()),
                Arg::U32(v) => ArgValue::U32(v),
                Arg::F32(v) => ArgValue::F32(v),
                Arg::U64(v) => ArgValue::U64(v),
                Arg::Local(n) => ArgValue::Local(n),
            });
        }
        rt(self
            .kfd
            .launch(g, module, kernel, grid, wg, offset, &values))
    }

    fn wait(&mut self, target: Target) -> shared::Result<()> {
        let g = Self::gpu(target)?;
        rt(self.kfd.wait(g))
    }
}

/// Runs workload `name` on every GPU of `kfd`: vecadd with `n` elements when `n` is given,
/// otherwise the shared workload at `size`, with every buffer in host memory if `host_memory`.
pub fn run(
    name: &str,
    kfd: &mut Kfd,
    size: Size,
    n: Option<u32>,
    host_memory: bool,
) -> Result<Outcome> {
    if host_memory && n.is_some() {
        bail!("--host-memory applies to --size runs, not to vecadd --n");
    }
    if let (Some(n), "vecadd") = (n, name) {
        return vecadd(kfd, n);
    }
    if n.is_some() {
        bail!("--n sizes vecadd only; `{name}` takes --size");
    }
    let Some(name) = shared::canonical(name) else {
        bail!("unknown workload `{name}`");
    };
    let plan = Plan {
        gpus: (0..kfd.n_gpus()).collect(),
        mode: Mode::Discrete,
        size,
        verify: true,
    };
    let gpus = plan.gpus.len();
    let mut session = Session::new(kfd);
    if host_memory {
        session = session.host_only();
    }
    let o = shared::run(name, &mut session, &plan)?;
    let passed = o.verified == Some(true);
    let head = format!("{name}: size {} on {}", size.name(), gpus_text(gpus));
    Ok(Outcome {
        passed,
        summary: if passed {
            format!("{head}: verified")
        } else {
            format!("{head}: FAILED")
        },
        details: vec![o.detail],
    })
}

/// Mismatches listed in an outcome at most.
const SHOWN_MISMATCHES: usize = 20;

/// The result of a workload or check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub passed: bool,
    /// The one-line summary.
    pub summary: String,
    /// Details (the first mismatches), one per line.
    pub details: Vec<String>,
}

/// Splits `0..n` over `gpus` GPUs in contiguous parts, each a multiple of `align` except the
/// last; GPUs whose part is empty get none. Yields (GPU index, part).
pub fn split(n: u32, gpus: usize, align: u32) -> Vec<(usize, Range<u32>)> {
    parts(n, gpus, align)
        .into_iter()
        .enumerate()
        .filter(|(_, r)| !r.is_empty())
        .collect()
}

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn gpus_text(n: usize) -> String {
    if n == 1 {
        "1 GPU".into()
    } else {
        format!("{n} GPUs")
    }
}

/// Compares bit for bit: (mismatch count, the first few as text).
pub fn compare_f32(what: &str, got: &[u8], want: &[f32]) -> (usize, Vec<String>) {
    let mut count = 0;
    let mut shown = Vec::new();
    for (i, (c, w)) in got.chunks_exact(4).zip(want).enumerate() {
        let g = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        if g.to_bits() != w.to_bits() {
            count += 1;
            if shown.len() < SHOWN_MISMATCHES {
                shown.push(format!(
                    "{what}[{i}] = {g} ({:#010x}), the CPU says {w} ({:#010x})",
                    g.to_bits(),
                    w.to_bits()
                ));
            }
        }
    }
    (count, shown)
}

/// vecadd: `c[i] = a[i] + b[i]` over `n` floats (inputs as the host stub's vecadd makes them).
pub fn vecadd(kfd: &mut Kfd, n: u32) -> Result<Outcome> {
    let module = kfd.load(VECADD_HSACO)?;
    let mut rng = Rng::new(10);
    let a = rng.vec_f32(n as usize, -100.0, 100.0);
    let b = rng.vec_f32(n as usize, -100.0, 100.0);
    let (ab, bb) = (f32_bytes(&a), f32_bytes(&b));
    let bytes = u64::from(n) * 4;
    let launches = split(n, kfd.n_gpus(), 256);
    let mut outs = Vec::new();
    for (g, r) in &launches {
        let (s, e) = (r.start as usize * 4, r.end as usize * 4);
        // Whole-size buffers on every GPU, written and read at the part's range: the kernel
        // indexes with the global id, which includes the part's offset.
        let da = kfd.alloc_vram(*g, bytes)?;
        let db = kfd.alloc_vram(*g, bytes)?;
        let dc = kfd.alloc_vram(*g, bytes)?;
        da.write(s as u64, &ab[s..e])?;
        db.write(s as u64, &bb[s..e])?;
        kfd.launch(
            *g,
            &module,
            "vecadd",
            [r.end - r.start, 1, 1],
            [256, 1, 1],
            [r.start, 0, 0],
            &[da.arg(), db.arg(), dc.arg(), ArgValue::U32(n)],
        )?;
        outs.push((r.clone(), dc));
    }
    kfd.wait_all()?;
    let mut out = vec![0u8; n as usize * 4];
    for (r, dc) in &outs {
        let (s, e) = (r.start as usize * 4, r.end as usize * 4);
        dc.read(s as u64, &mut out[s..e])?;
    }
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    let (bad, details) = compare_f32("c", &out, &want);
    let head = format!("vecadd: {n} elements on {}", gpus_text(launches.len()));
    Ok(Outcome {
        passed: bad == 0,
        summary: if bad == 0 {
            format!("{head}: verified (0 mismatches)")
        } else {
            format!("{head}: FAILED ({bad} mismatches)")
        },
        details,
    })
}

/// Two ioctls that must fail with an errno, not crash the simulator or the program: an unknown
/// KFD number with the right type byte ('K', nr 0x7e, read-write, 8 bytes) and CREATE_QUEUE for
/// a gpu_id the driver does not have. Then the device must still answer GET_VERSION.
pub fn errno_check(mut dev: Device) -> Result<Outcome> {
    let mut details = Vec::new();
    let mut passed = true;
    let mut report = |what: String, r: std::result::Result<(), crate::sys::Errno>| match r {
        Err(e) => details.push(format!("{what}: {e}")),
        Ok(()) => {
            passed = false;
            details.push(format!("{what}: succeeded, but it must fail"));
        }
    };

    let unknown = abi::ioc(
        abi::IOC_READ | abi::IOC_WRITE,
        abi::AMDKFD_IOCTL_BASE,
        0x7e,
        8,
    );
    report(
        format!("unknown ioctl nr 0x7e (request {unknown:#x})"),
        dev.ioctl_raw(unknown, &mut [0u8; 8]),
    );

    let ids = dev.gpu_ids()?;
    let mut bogus = 0xbad0u32;
    while ids.contains(&bogus) {
        bogus += 1;
    }
    let ring = vec![0u8; 4096];
    let mut c = abi::CreateQueueArgs {
        ring_base_address: ring.as_ptr() as u64,
        ring_size: ring.len() as u32,
        gpu_id: bogus,
        queue_type: abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL,
        queue_percentage: 100,
        queue_priority: 7,
        ..Default::default()
    };
    report(
        format!("CREATE_QUEUE with gpu_id {bogus:#x} (the driver has {ids:x?})"),
        dev.ioctl(nr::CREATE_QUEUE, &mut c),
    );

    let (major, minor) = dev.version()?;
    let verdict = if passed {
        "passed: both failed with an errno"
    } else {
        "FAILED"
    };
    Ok(Outcome {
        passed,
        summary: format!(
            "errno-check: {verdict}; the device still answers (KFD ABI {major}.{minor})"
        ),
        details,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_is_even_aligned_and_covers_everything() {
        assert_eq!(
            split(65_536, 2, 256),
            vec![(0, 0..32_768), (1, 32_768..65_536)]
        );
        assert_eq!(split(1000, 3, 256), vec![(0, 0..512), (1, 512..1000)]);
        assert_eq!(split(100, 1, 256), vec![(0, 0..100)]);
        for (n, k) in [
            (1u32, 4usize),
            (255, 2),
            (4097, 4),
            (65_536, 3),
            (1 << 20, 8),
        ] {
            let s = split(n, k, 256);
            assert!(s.len() <= k);
            let mut next = 0;
            for (i, (g, r)) in s.iter().enumerate() {
                assert_eq!(r.start, next, "contiguous");
                assert!(*g < k);
                if i + 1 < s.len() {
                    assert_eq!(r.len() % 256, 0, "aligned");
                }
                next = r.end;
            }
            assert_eq!(next, n, "covers 0..n");
        }
    }

    #[test]
    fn compare_counts_and_shows_mismatches() {
        let want = [1.0f32, 2.0, 3.0];
        let got = f32_bytes(&[1.0, 2.5, 3.0]);
        let (n, d) = compare_f32("c", &got, &want);
        assert_eq!(n, 1);
        assert!(d[0].starts_with("c[1] = 2.5"), "{d:?}");
        assert_eq!(compare_f32("c", &f32_bytes(&want), &want).0, 0);
    }

    #[test]
    fn inputs_match_the_host_stub() {
        // The host stub's vecadd draws a then b from Rng::new(10) in [-100, 100).
        let mut r = Rng::new(10);
        let a = r.vec_f32(4, -100.0, 100.0);
        assert!(a.iter().all(|x| (-100.0..100.0).contains(x)));
        assert_eq!(a, Rng::new(10).vec_f32(4, -100.0, 100.0));
    }

    #[test]
    fn code_object_has_the_kernel() {
        let co = gpu_sim::loader::CodeObject::parse(VECADD_HSACO).unwrap();
        assert!(co.kernel("vecadd").is_some());
    }
}
