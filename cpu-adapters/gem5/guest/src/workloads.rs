//! Host programs on top of [`Kfd`] and the errno check.
//!
//! The workloads are `host_programs::workloads` (MGMark, vecadd, the micro-benchmarks and
//! latency probes), the same code `tandem run` runs on the host stub's runtime: the same inputs,
//! launches, CPU references and verification, on the same KFD session (a
//! [`host_programs::workloads::HostRuntime`]). Multi-GPU is discrete only: every GPU gets a launch
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
use host_programs::kfd::{KArg, Placement, Target};
use host_programs::reference::{parts, Rng};
use host_programs::workloads::{self as shared, Mode, Plan, Size};

use crate::kfd::{Device, Kfd};

/// Every workload name (`tandem run`'s, in its order).
pub const WORKLOADS: &[&str] = shared::WORKLOADS;

/// The code objects, built in (a program under gem5 SE reads no files).
pub const VECADD_HSACO: &[u8] = include_bytes!("../../../../gpu-sim/kernels/vecadd.hsaco");

/// Runs workload `name` on every GPU of `kfd`: vecadd with `n` elements when `n` is given,
/// otherwise the shared workload at `size` (in host memory only if the session was opened
/// so).
pub fn run(name: &str, kfd: &mut Kfd, size: Size, n: Option<u32>) -> Result<Outcome> {
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
    let o = shared::run(name, kfd, &plan)?;
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
    let module = kfd.load_module(VECADD_HSACO)?;
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
        let da = kfd.alloc(Placement::Gpu(*g), bytes)?;
        let db = kfd.alloc(Placement::Gpu(*g), bytes)?;
        let dc = kfd.alloc(Placement::Gpu(*g), bytes)?;
        kfd.write(&da, s as u64, &ab[s..e])?;
        kfd.write(&db, s as u64, &bb[s..e])?;
        kfd.launch_at(
            Target::Gpu(*g),
            &module,
            "vecadd",
            [r.end - r.start, 1, 1],
            [256, 1, 1],
            [r.start, 0, 0],
            &[KArg::Ptr(da), KArg::Ptr(db), KArg::Ptr(dc), KArg::U32(n)],
        )?;
        outs.push((r.clone(), dc));
    }
    kfd.wait_all()?;
    let mut out = vec![0u8; n as usize * 4];
    for (r, dc) in &outs {
        let (s, e) = (r.start as usize * 4, r.end as usize * 4);
        kfd.read(dc, s as u64, &mut out[s..e])?;
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
        let co = code_object::CodeObject::parse(VECADD_HSACO).unwrap();
        assert!(co.kernel("vecadd").is_some());
    }
}
