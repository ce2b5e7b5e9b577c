//! Helpers for the corpus tests: loading a corpus kernel, running it through `gpu_sim::job`,
//! deterministic inputs, little-endian buffer packing, the one data-driven `check` comparison
//! (bit-exact or within an ulp bound), and CPU references that need more than a few lines
//! (AES-256, IEEE half conversion).

#![allow(dead_code)]
// Reference code mirrors the kernels' index arithmetic on purpose.
#![allow(clippy::needless_range_loop)]

use std::fmt::Debug;
use std::path::Path;

use gpu_sim::job::{run_job, Arg, Job, JobOutput};

/// True when the long variants (MGMark-sized inputs) are requested with TANDEM_FULL=1.
pub fn full() -> bool {
    std::env::var("TANDEM_FULL")
        .map(|v| v == "1")
        .unwrap_or(false)
}

/// Picks the small size by default and the large one under TANDEM_FULL=1.
pub fn size(small: u32, large: u32) -> u32 {
    if full() {
        large
    } else {
        small
    }
}

/// The committed code object `gpu-sim/kernels/<file>.hsaco`.
pub fn code_object(file: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("kernels")
        .join(format!("{file}.hsaco"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

/// Runs `kernel` from `<file>.hsaco` over `grid` work-items in `workgroup`-sized groups.
pub fn launch(
    file: &str,
    kernel: &str,
    grid: [u32; 3],
    workgroup: [u32; 3],
    args: Vec<Arg>,
) -> Outputs {
    let job = Job {
        code_object: code_object(file),
        kernel: kernel.to_string(),
        grid,
        workgroup,
        args,
    };
    let out = match run_job(&job) {
        Ok(out) => out,
        Err(e) => panic!("{kernel}: run_job failed: {e}"),
    };
    // The test binary's own check on top (emu_step.rs runs the job stepped and compares).
    crate::after_launch(&job, &out);
    // The dispatch really ran every workgroup and every wavefront (partial groups included).
    let (groups, waves) = expected_groups_and_waves(grid, workgroup);
    assert_eq!(out.stats.workgroups, groups, "{kernel}: workgroups run");
    assert_eq!(out.stats.wavefronts, waves, "{kernel}: wavefronts run");
    assert!(
        out.stats.wavefront_instructions >= waves,
        "{kernel}: only {} wavefront instructions",
        out.stats.wavefront_instructions
    );
    Outputs {
        kernel: kernel.to_string(),
        out,
    }
}

/// Workgroups in the grid and wavefronts (64 lanes) over all of them, partial groups counted by
/// their actual size.
pub fn expected_groups_and_waves(grid: [u32; 3], workgroup: [u32; 3]) -> (u64, u64) {
    let mut groups = 1u64;
    let mut waves = 0u64;
    let counts: Vec<u64> = (0..3)
        .map(|d| grid[d].div_ceil(workgroup[d].max(1)) as u64)
        .collect();
    for c in &counts {
        groups *= c;
    }
    for gz in 0..counts[2] {
        for gy in 0..counts[1] {
            for gx in 0..counts[0] {
                let g = [gx, gy, gz];
                let items: u64 = (0..3)
                    .map(|d| {
                        let start = g[d] * workgroup[d] as u64;
                        (grid[d] as u64 - start).min(workgroup[d] as u64)
                    })
                    .product();
                waves += items.div_ceil(64);
            }
        }
    }
    (groups, waves)
}

/// The buffers a job left behind, read back by argument index.
pub struct Outputs {
    kernel: String,
    pub out: JobOutput,
}

impl Outputs {
    /// Final contents of the buffer passed as argument `index`, as elements of `T`.
    pub fn get<T: Le>(&self, index: usize) -> Vec<T> {
        let bytes = self
            .out
            .buffers
            .get(index)
            .and_then(|b| b.as_ref())
            .unwrap_or_else(|| panic!("{}: argument {index} has no output buffer", self.kernel));
        from_le(bytes)
    }
}

/// Plain little-endian element types that travel in buffers.
pub trait Le: Copy {
    const SIZE: usize;
    fn put(self, out: &mut Vec<u8>);
    fn take(bytes: &[u8]) -> Self;
}

macro_rules! le_impl {
    ($($t:ty),*) => {$(
        impl Le for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn take(bytes: &[u8]) -> Self {
                let mut a = [0u8; std::mem::size_of::<$t>()];
                a.copy_from_slice(&bytes[..std::mem::size_of::<$t>()]);
                <$t>::from_le_bytes(a)
            }
        }
    )*};
}
le_impl!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);

pub fn to_le<T: Le>(v: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(v.len() * T::SIZE);
    for &x in v {
        x.put(&mut out);
    }
    out
}

pub fn from_le<T: Le>(bytes: &[u8]) -> Vec<T> {
    bytes.chunks_exact(T::SIZE).map(T::take).collect()
}

/// A buffer argument holding `v`.
pub fn buf<T: Le>(v: &[T]) -> Arg {
    Arg::Buffer(to_le(v))
}

/// A zero-filled buffer argument of `n` elements of `T`.
pub fn zeros<T: Le>(n: usize) -> Arg {
    Arg::Buffer(vec![0u8; n * T::SIZE])
}

/// SplitMix64 test inputs: the same generator the workloads use.
pub use host_programs::reference::Rng;

/// How closely a result must match its reference.
#[derive(Clone, Copy, Debug)]
pub enum Tol {
    /// Identical bits (integers; floats where the GPU does the same correctly rounded operations).
    Exact,
    /// Floats: |got - exact| <= bound * ulp(exact), ulp of the result's precision at the exact value.
    Ulp(f64),
}

/// A result element and the reference it is compared with.
pub trait Sample: Copy + Debug {
    /// The reference type: the same integer type, or f64 (the exact or best-known value) for floats.
    type Ref: Copy + Debug;
    /// 0.0 when equal bit for bit, otherwise the error in ulps (integers: infinite).
    fn error(self, want: Self::Ref, tol: Tol) -> f64;
}

macro_rules! sample_int {
    ($($t:ty),*) => {$(
        impl Sample for $t {
            type Ref = $t;
            fn error(self, want: $t, _tol: Tol) -> f64 {
                if self == want { 0.0 } else { f64::INFINITY }
            }
        }
    )*};
}
sample_int!(u8, i8, u16, i16, u32, i32, u64, i64);

/// ulp of an f32 at magnitude |x| (x given exactly as f64); the subnormal spacing below 2^-126.
pub fn ulp_f32(x: f64) -> f64 {
    let a = x.abs();
    if a < f32::MIN_POSITIVE as f64 {
        return (2.0f64).powi(-149);
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    (2.0f64).powi(e - 23)
}

/// ulp of an f64 at magnitude |x|.
pub fn ulp_f64(x: f64) -> f64 {
    let a = x.abs();
    if a < f64::MIN_POSITIVE {
        return f64::from_bits(1);
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    (2.0f64).powi(e - 52)
}

impl Sample for f32 {
    type Ref = f64;
    fn error(self, want: f64, tol: Tol) -> f64 {
        match tol {
            Tol::Exact => {
                if self.to_bits() == (want as f32).to_bits() {
                    0.0
                } else {
                    f64::INFINITY
                }
            }
            Tol::Ulp(_) => {
                if self.is_nan() && want.is_nan() || self as f64 == want {
                    0.0
                } else if !self.is_finite() || !want.is_finite() {
                    f64::INFINITY
                } else {
                    (self as f64 - want).abs() / ulp_f32(want)
                }
            }
        }
    }
}

impl Sample for f64 {
    type Ref = f64;
    fn error(self, want: f64, tol: Tol) -> f64 {
        match tol {
            Tol::Exact => {
                if self.to_bits() == want.to_bits() {
                    0.0
                } else {
                    f64::INFINITY
                }
            }
            Tol::Ulp(_) => {
                if self.is_nan() && want.is_nan() || self == want {
                    0.0
                } else if !self.is_finite() || !want.is_finite() {
                    f64::INFINITY
                } else {
                    (self - want).abs() / ulp_f64(want)
                }
            }
        }
    }
}

/// The one comparison every corpus test uses: `got[i]` against `want[i]` under `tol`, reporting
/// the first mismatches (index, values, error) and the worst error, and failing on any.
pub fn check<T: Sample>(what: &str, got: &[T], want: &[T::Ref], tol: Tol) {
    assert_eq!(
        got.len(),
        want.len(),
        "{what}: result has {} elements, reference {}",
        got.len(),
        want.len()
    );
    let bound = match tol {
        Tol::Exact => 0.0,
        Tol::Ulp(b) => b,
    };
    let mut bad = Vec::new();
    let mut worst = 0.0f64;
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        let e = g.error(w, tol);
        if e.is_nan() || e > bound {
            bad.push((i, g, w, e));
        }
        if e > worst || e.is_nan() {
            worst = e;
        }
    }
    if !bad.is_empty() {
        let mut msg = format!(
            "{what}: {} of {} elements outside {tol:?} (worst error {worst} ulp)\n",
            bad.len(),
            got.len()
        );
        for (i, g, w, e) in bad.iter().take(12) {
            msg.push_str(&format!("  [{i}] got {g:?} want {w:?} (error {e})\n"));
        }
        panic!("{msg}");
    }
}

/// Widens f32 references for `check` (exact comparisons of f32 results).
pub fn wide(v: &[f32]) -> Vec<f64> {
    v.iter().map(|&x| x as f64).collect()
}

// ---------------------------------------------------------------------------------------------
// IEEE binary16 conversions (round to nearest even), written from the format definition.

pub fn f16_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0f32 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let mant = (h & 0x3ff) as f32;
    match exp {
        0 => sign * mant * (2.0f32).powi(-24),
        31 => {
            if h & 0x3ff == 0 {
                sign * f32::INFINITY
            } else {
                f32::NAN
            }
        }
        _ => sign * (1.0 + mant / 1024.0) * (2.0f32).powi(exp - 15),
    }
}

/// Rounds an exactly given value to binary16, ties to even (finite inputs).
pub fn f64_to_f16(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_nan() {
        return 0x7e00;
    }
    if a == 0.0 {
        return sign;
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    if e < -14 {
        // Subnormal range: multiples of 2^-24; q == 1024 rounds up into the smallest normal.
        let q = (a / (2.0f64).powi(-24)).round_ties_even() as u32;
        return sign | q as u16;
    }
    let mut e = e;
    let mut m = (a / (2.0f64).powi(e - 10)).round_ties_even() as u32;
    if m == 2048 {
        m = 1024;
        e += 1;
    }
    if e + 15 >= 31 {
        return sign | 0x7c00;
    }
    sign | (((e + 15) as u16) << 10) | (m - 1024) as u16
}

// AES-256: the shared oracle in gpu-sim (also used by the standalone workloads).
pub use host_programs::reference::{aes256_block, aes256_expand, aes_sbox};

/// gfx803 f32 denormal flushing (FLOAT_DENORM_MODE_32 = 0): a denormal becomes a zero of its sign.
pub fn ftz(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// erf in f64 by its Maclaurin series (|x| <= 3: terms stay below ~2e2, so the sum keeps ~13
/// significant digits, far more than an f32 ulp bound needs).
pub fn erf_f64(x: f64) -> f64 {
    let mut term = x; // (-1)^n x^(2n+1) / n!
    let mut sum = x;
    let mut n = 0.0f64;
    loop {
        n += 1.0;
        term *= -x * x / n;
        let add = term / (2.0 * n + 1.0);
        sum += add;
        if add.abs() < 1e-17 * sum.abs().max(1e-300) || n > 200.0 {
            break;
        }
    }
    sum * 2.0 / std::f64::consts::PI.sqrt()
}

/// Rounds an exactly given finite value to binary16 toward zero (normal results only; the largest
/// finite half for magnitudes above it).
pub fn f64_to_f16_rtz(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a == 0.0 {
        return sign;
    }
    if a >= 65504.0 {
        return sign | 0x7bff;
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    if e < -14 {
        let q = (a / (2.0f64).powi(-24)).trunc() as u32;
        return sign | q as u16;
    }
    let m = (a / (2.0f64).powi(e - 10)).trunc() as u32;
    sign | (((e + 15) as u16) << 10) | (m - 1024) as u16
}

/// OpenCL rounding modes for float -> half stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Round {
    NearestEven,
    TowardZero,
    TowardPositive,
    TowardNegative,
}

/// Rounds an exactly given value to binary16 in `mode` (overflow gives infinity when rounding
/// away from zero or to nearest, the largest finite half otherwise); NaN gives 0x7e00.
pub fn f64_to_f16_mode(x: f64, mode: Round) -> u16 {
    if x.is_nan() {
        return 0x7e00;
    }
    let neg = x.is_sign_negative();
    let sign: u16 = if neg { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_infinite() {
        return sign | 0x7c00;
    }
    if a == 0.0 {
        return sign;
    }
    // Some(true): round the magnitude up; Some(false): down; None: to nearest even.
    let up = match mode {
        Round::NearestEven => None,
        Round::TowardZero => Some(false),
        Round::TowardPositive => Some(!neg),
        Round::TowardNegative => Some(neg),
    };
    let overflow = if up == Some(false) { 0x7bff } else { 0x7c00 };
    let mut e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    if e > 15 {
        return sign | overflow;
    }
    let subnormal = e < -14;
    let scale = if subnormal {
        (2.0f64).powi(-24)
    } else {
        (2.0f64).powi(e - 10)
    };
    let q = a / scale;
    let r = match up {
        None => q.round_ties_even(),
        Some(true) => q.ceil(),
        Some(false) => q.floor(),
    } as u32;
    if subnormal {
        return sign | r as u16; // 1024 is the smallest normal's encoding
    }
    let mut m = r;
    if m == 2048 {
        m = 1024;
        e += 1;
    }
    if e > 15 {
        return sign | overflow;
    }
    sign | (((e + 15) as u16) << 10) | (m - 1024) as u16
}
