//! MGMark as MGPUSim runs it: MGPUSim's own gfx803 code objects (code object v2, from a
//! checkout named by `MGPUSIM_DIR`), launched with MGPUSim's arguments, launch geometry and
//! inputs, and checked against a CPU reference. This is the Tandem half of the cycle-by-cycle
//! cross-check (`scripts/mgpusim-crosscheck`, docs/fidelity.md): both simulators run the same
//! machine code on the same data, so a difference in cycles is a difference in the models,
//! not in the compiler.
//!
//! The host logic follows MGPUSim v4.1.5's benchmarks (`amd/benchmarks/heteromark/{fir,aes}`,
//! `amd/benchmarks/heteromark/kmeans`, `amd/benchmarks/amdappsdk/{bitonicsort,
//! simpleconvolution,matrixtranspose}`) on one GPU; nothing of
//! MGPUSim is copied here, and its files are read at run time only. Sizes follow the
//! [`Size`] presets of Tandem's own workloads, so the two versions of a workload can be
//! compared at the same input size.

use std::path::{Path, PathBuf};

use crate::reference::{aes256_block, aes256_expand, aes_sbox, Rng};
use crate::workloads::{
    bytes_f32, bytes_u32, compare, u32s, unverified, Arg, HostRuntime, Mode, Outcome, Place, Plan,
    Result, Size, Target, WorkloadError,
};

/// The cross-check workloads, by name.
pub const MGPUSIM_WORKLOADS: &[&str] = &[
    "mgpusim-fir",
    "mgpusim-aes",
    "mgpusim-bs",
    "mgpusim-km",
    "mgpusim-sc",
    "mgpusim-mt",
];

/// One workload: where its code object lies in an MGPUSim checkout, its kernel, and the
/// MGPUSim sample (`amd/samples/<sample>`) and flags that run the same size there.
pub struct Spec {
    pub name: &'static str,
    /// Path of the code object under the checkout.
    pub code_object: &'static str,
    pub kernel: &'static str,
    /// `amd/samples/<sample>` builds MGPUSim's runner for this workload.
    pub sample: &'static str,
}

const SPECS: &[Spec] = &[
    Spec {
        name: "mgpusim-fir",
        code_object: "amd/benchmarks/heteromark/fir/kernels.hsaco",
        kernel: "FIR",
        sample: "fir",
    },
    Spec {
        name: "mgpusim-aes",
        code_object: "amd/benchmarks/heteromark/aes/kernels.hsaco",
        kernel: "Encrypt",
        sample: "aes",
    },
    Spec {
        name: "mgpusim-bs",
        code_object: "amd/benchmarks/amdappsdk/bitonicsort/kernels.hsaco",
        kernel: "BitonicSort",
        sample: "bitonicsort",
    },
    Spec {
        name: "mgpusim-km",
        code_object: "amd/benchmarks/heteromark/kmeans/kernels.hsaco",
        kernel: "kmeans_kernel_compute",
        sample: "kmeans",
    },
    Spec {
        name: "mgpusim-sc",
        code_object: "amd/benchmarks/amdappsdk/simpleconvolution/kernels.hsaco",
        kernel: "simpleNonSeparableConvolution",
        sample: "simpleconvolution",
    },
    Spec {
        name: "mgpusim-mt",
        code_object: "amd/benchmarks/amdappsdk/matrixtranspose/kernels.hsaco",
        kernel: "matrixTranspose",
        sample: "matrixtranspose",
    },
];

/// The spec of `name`, if it is a cross-check workload.
pub fn spec(name: &str) -> Option<&'static Spec> {
    SPECS.iter().find(|s| s.name == name)
}

/// FIR samples per size.
fn fir_len(s: Size) -> u32 {
    pick(s, 4096, 65536, 262144)
}
/// AES input bytes per size (16-byte blocks, as Tandem's `aes`).
fn aes_bytes(s: Size) -> u32 {
    pick(s, 256, 16384, 65536) * 16
}
/// Bitonic sort keys per size (Tandem's `bitonic`).
fn bs_len(s: Size) -> u32 {
    pick(s, 1024, 32768, 131072)
}
/// KMeans points and iterations per size (Tandem's `kmeans`); 32 features, 5 clusters
/// (MGPUSim's defaults).
fn km_points(s: Size) -> u32 {
    pick(s, 1024, 32768, 131072)
}
fn km_iters(s: Size) -> u32 {
    pick(s, 3, 5, 5)
}
const KM_FEATURES: u32 = 32;
const KM_CLUSTERS: u32 = 5;

/// Simple convolution image side (Tandem's `conv`), 3x3 mask.
fn sc_side(s: Size) -> u32 {
    pick(s, 64, 1024, 2048)
}
/// Matrix transpose side (Tandem's `transpose`).
fn mt_side(s: Size) -> u32 {
    pick(s, 128, 2048, 4096)
}

fn pick(s: Size, small: u32, p1: u32, p4: u32) -> u32 {
    match s {
        Size::Small => small,
        Size::Paper1 => p1,
        Size::Paper4 => p4,
    }
}

/// The command-line flags that make MGPUSim's sample run the same size as `size`.
pub fn mgpusim_flags(name: &str, size: Size) -> Option<Vec<String>> {
    let f = |k: &str, v: u32| [format!("-{k}"), v.to_string()];
    Some(match name {
        "mgpusim-fir" => f("length", fir_len(size)).to_vec(),
        "mgpusim-aes" => f("length", aes_bytes(size)).to_vec(),
        "mgpusim-bs" => f("length", bs_len(size)).to_vec(),
        "mgpusim-km" => [
            f("points", km_points(size)),
            f("features", KM_FEATURES),
            f("clusters", KM_CLUSTERS),
            f("max-iter", km_iters(size)),
        ]
        .concat(),
        "mgpusim-sc" => [
            f("width", sc_side(size)),
            f("height", sc_side(size)),
            f("mask-size", 3),
        ]
        .concat(),
        "mgpusim-mt" => f("width", mt_side(size)).to_vec(),
        _ => return None,
    })
}

/// The code object of `spec` in the checkout at `dir`.
pub fn code_object_path(dir: &Path, spec: &Spec) -> PathBuf {
    dir.join(spec.code_object)
}

/// Runs cross-check workload `name` on `rt` with MGPUSim's code object from the checkout at
/// `dir`. One GPU, discrete: the configuration MGPUSim's timing numbers are quoted for.
pub fn run<R: HostRuntime>(name: &str, rt: &mut R, plan: &Plan, dir: &Path) -> Result<Outcome> {
    let spec = spec(name).ok_or_else(|| plan_err(format!("unknown workload `{name}`")))?;
    if plan.gpus.len() != 1 || plan.mode != Mode::Discrete {
        return Err(plan_err(format!(
            "{name} runs on one discrete GPU (the MGPUSim cross-check configuration)"
        )));
    }
    let path = code_object_path(dir, spec);
    let code = std::fs::read(&path).map_err(|e| {
        plan_err(format!(
            "{name}: cannot read MGPUSim's code object {} ({e}); set MGPUSIM_DIR to an MGPUSim \
             checkout",
            path.display()
        ))
    })?;
    let module = rt.load(&code)?;
    let mut x = X {
        rt,
        m: &module,
        g: plan.gpus[0],
        kernel: spec.kernel,
        verify: plan.verify,
    };
    match name {
        "mgpusim-fir" => x.fir(fir_len(plan.size)),
        "mgpusim-aes" => x.aes(aes_bytes(plan.size)),
        "mgpusim-bs" => x.bs(bs_len(plan.size)),
        "mgpusim-km" => x.km(km_points(plan.size), km_iters(plan.size)),
        "mgpusim-sc" => x.sc(sc_side(plan.size), 3),
        _ => x.mt(mt_side(plan.size)),
    }
}

fn plan_err(s: String) -> WorkloadError {
    WorkloadError::Plan(s)
}

struct X<'a, R: HostRuntime> {
    rt: &'a mut R,
    m: &'a R::Module,
    g: usize,
    kernel: &'static str,
    verify: bool,
}

impl<R: HostRuntime> X<'_, R> {
    fn buf(&mut self, bytes: u64) -> Result<R::Buffer> {
        self.rt.alloc(Place::Gpu(self.g), bytes.max(4))
    }

    fn launch(&mut self, grid: [u32; 3], wg: [u32; 3], args: &[Arg<R::Buffer>]) -> Result<()> {
        self.launch_named(self.kernel, grid, wg, args)
    }

    fn launch_named(
        &mut self,
        kernel: &str,
        grid: [u32; 3],
        wg: [u32; 3],
        args: &[Arg<R::Buffer>],
    ) -> Result<()> {
        let t = Target::Gpu(self.g);
        self.rt.launch(t, self.m, kernel, grid, wg, [0; 3], args)?;
        self.rt.wait(t)
    }

    fn read_words(&mut self, b: &R::Buffer, n: usize) -> Result<Vec<u32>> {
        let mut out = vec![0u8; n * 4];
        self.rt.read(b, 0, &mut out)?;
        Ok(u32s(&out))
    }

    /// `FIR(output, coeff, input, history, num_tap)`: 16 taps `coeff[i] = i`, input `i`, one
    /// work-item per sample in workgroups of 256; samples before the first read `history`
    /// (zeros here, as MGPUSim allocates it without writing it).
    fn fir(&mut self, n: u32) -> Result<Outcome> {
        let taps = 16u32;
        let coeff: Vec<f32> = (0..taps).map(|i| i as f32).collect();
        let input: Vec<f32> = (0..n).map(|i| i as f32).collect();
        let dout = self.buf(u64::from(n) * 4)?;
        let dcoeff = self.buf(u64::from(taps) * 4)?;
        let din = self.buf(u64::from(n) * 4)?;
        let dhist = self.buf(u64::from(taps) * 4)?;
        self.rt.write(&dcoeff, 0, &bytes_f32(&coeff))?;
        self.rt.write(&din, 0, &bytes_f32(&input))?;
        self.rt.write(&dhist, 0, &vec![0u8; taps as usize * 4])?;
        self.launch(
            [n, 1, 1],
            [256, 1, 1],
            &[
                Arg::Ptr(dout),
                Arg::Ptr(dcoeff),
                Arg::Ptr(din),
                Arg::Ptr(dhist),
                Arg::U32(taps),
            ],
        )?;
        let got = self.read_words(&dout, n as usize)?;
        if !self.verify {
            return Ok(unverified(n.into()));
        }
        // The kernel's order: sum = sum + coeff[i] * x, unfused on gfx803 (v_mac_f32).
        let want: Vec<u32> = (0..n as usize)
            .map(|t| {
                let mut sum = 0.0f32;
                for i in 0..taps as usize {
                    let x = if t >= i { input[t - i] } else { 0.0 };
                    sum += coeff[i] * x;
                }
                sum.to_bits()
            })
            .collect();
        Ok(compare("mgpusim-fir output", &got, &want))
    }

    /// `Encrypt(input, expanded_key, s)`: AES-256 in place, one 16-byte block per work-item in
    /// workgroups of 64, key bytes 0..31, the key schedule as big-endian words.
    fn aes(&mut self, bytes: u32) -> Result<Outcome> {
        let sbox = aes_sbox();
        let key: [u8; 32] = std::array::from_fn(|i| i as u8);
        let w = aes256_expand(&key, &sbox);
        let mut rng = Rng::new(11);
        let pt: Vec<u8> = (0..bytes).map(|_| rng.u32() as u8).collect();
        let dio = self.buf(bytes.into())?;
        let dkey = self.buf(w.len() as u64 * 4)?;
        let ds = self.buf(256)?;
        self.rt.write(&dio, 0, &pt)?;
        self.rt.write(&dkey, 0, &bytes_u32(&w))?;
        self.rt.write(&ds, 0, &sbox)?;
        self.launch(
            [bytes / 16, 1, 1],
            [64, 1, 1],
            &[Arg::Ptr(dio), Arg::Ptr(dkey), Arg::Ptr(ds)],
        )?;
        let got = self.read_words(&dio, bytes as usize / 4)?;
        if !self.verify {
            return Ok(unverified(bytes.into()));
        }
        let mut ct = Vec::with_capacity(pt.len());
        for b in pt.chunks_exact(16) {
            let block: [u8; 16] = b.try_into().expect("16-byte chunk");
            ct.extend_from_slice(&aes256_block(&block, &w, &sbox));
        }
        Ok(compare("mgpusim-aes ciphertext", &got, &u32s(&ct)))
    }

    /// `BitonicSort(input, stage, passOfStage, direction)`: one launch per pass of every stage
    /// (log2(n) (log2(n) + 1) / 2 kernels), n/2 work-items in workgroups of 64, ascending.
    fn bs(&mut self, n: u32) -> Result<Outcome> {
        if !n.is_power_of_two() {
            return Err(plan_err(format!(
                "mgpusim-bs: {n} keys is not a power of two"
            )));
        }
        let mut rng = Rng::new(12);
        let keys: Vec<u32> = (0..n).map(|_| rng.u32()).collect();
        let d = self.buf(u64::from(n) * 4)?;
        self.rt.write(&d, 0, &bytes_u32(&keys))?;
        let stages = n.trailing_zeros();
        for stage in 0..stages {
            for pass in 0..=stage {
                self.launch(
                    [n / 2, 1, 1],
                    [64, 1, 1],
                    &[Arg::Ptr(d), Arg::U32(stage), Arg::U32(pass), Arg::U32(1)],
                )?;
            }
        }
        let got = self.read_words(&d, n as usize)?;
        if !self.verify {
            return Ok(unverified(n.into()));
        }
        let mut want = keys;
        want.sort_unstable();
        Ok(compare("mgpusim-bs keys", &got, &want))
    }

    /// KMeans as MGPUSim's host drives it: `kmeans_kernel_swap` transposes the features once,
    /// then each iteration writes the centroids, runs `kmeans_kernel_compute` (one work-item
    /// per point, workgroups of 64), reads the membership and updates the centroids on the
    /// CPU, until no point moves or `iters` iterations ran. Every iteration's membership is
    /// checked against a CPU reference computed from the same centroids (f32, the kernel's
    /// order: unfused multiply then add, strict `<` for the nearest centroid).
    fn km(&mut self, np: u32, iters: u32) -> Result<Outcome> {
        let (nf, nc) = (KM_FEATURES as usize, KM_CLUSTERS as usize);
        let n = np as usize;
        let mut rng = Rng::new(13);
        let feats: Vec<f32> = (0..n * nf).map(|_| rng.f32(0.0, 1.0)).collect();
        let dfeat = self.buf((n * nf * 4) as u64)?;
        let dswap = self.buf((n * nf * 4) as u64)?;
        let dmember = self.buf((n * 4) as u64)?;
        let dclusters = self.buf((nc * nf * 4) as u64)?;
        self.rt.write(&dfeat, 0, &bytes_f32(&feats))?;
        self.launch_named(
            "kmeans_kernel_swap",
            [np, 1, 1],
            [64, 1, 1],
            &[
                Arg::Ptr(dfeat),
                Arg::Ptr(dswap),
                Arg::U32(np),
                Arg::U32(KM_FEATURES),
            ],
        )?;
        let mut clusters: Vec<f32> = feats[..nc * nf].to_vec();
        let mut member = vec![-1i32; n];
        let mut mismatch: Option<String> = None;
        let mut rounds = 0;
        loop {
            self.rt.write(&dclusters, 0, &bytes_f32(&clusters))?;
            self.launch(
                [np, 1, 1],
                [64, 1, 1],
                &[
                    Arg::Ptr(dswap),
                    Arg::Ptr(dclusters),
                    Arg::Ptr(dmember),
                    Arg::U32(np),
                    Arg::U32(KM_CLUSTERS),
                    Arg::U32(KM_FEATURES),
                    Arg::U32(0),
                    Arg::U32(0),
                ],
            )?;
            rounds += 1;
            let got: Vec<i32> = self
                .read_words(&dmember, n)?
                .into_iter()
                .map(|w| w as i32)
                .collect();
            if self.verify && mismatch.is_none() {
                mismatch = km_check(&feats, &clusters, &got, rounds);
            }
            let moved = got.iter().zip(&member).filter(|(a, b)| a != b).count();
            member = got;
            clusters = km_centroids(&feats, &member);
            if moved == 0 || rounds >= iters {
                break;
            }
        }
        if !self.verify {
            return Ok(unverified(np.into()));
        }
        let (verified, detail) = match mismatch {
            Some(d) => (false, d),
            None => (
                true,
                format!(
                    "mgpusim-km: {rounds} iterations, every membership matches the CPU reference"
                ),
            ),
        };
        Ok(Outcome {
            verified: Some(verified),
            detail,
            elements: np.into(),
        })
    }

    /// `simpleNonSeparableConvolution(input, mask, output, uint2 dims, uint2 mask dims,
    /// nExWidth)`: a `side` x `side` image padded by `m - 1`, every pixel and mask weight 1,
    /// one work-item per padded pixel in workgroups of 64.
    fn sc(&mut self, side: u32, m: u32) -> Result<Outcome> {
        let ex = side + m - 1;
        let n_in = ex * ex;
        let n_out = side * side;
        let din = self.buf(u64::from(n_in) * 4)?;
        let dmask = self.buf(u64::from(m * m) * 4)?;
        let dout = self.buf(u64::from(n_out) * 4)?;
        self.rt
            .write(&din, 0, &bytes_u32(&vec![1u32; n_in as usize]))?;
        self.rt
            .write(&dmask, 0, &bytes_f32(&vec![1.0f32; (m * m) as usize]))?;
        self.rt.write(&dout, 0, &vec![0u8; n_out as usize * 4])?;
        let pair = |a: u32, b: u32| u64::from(a) | u64::from(b) << 32;
        self.launch(
            [n_in, 1, 1],
            [64, 1, 1],
            &[
                Arg::Ptr(din),
                Arg::Ptr(dmask),
                Arg::Ptr(dout),
                Arg::U64(pair(side, side)),
                Arg::U64(pair(m, m)),
                Arg::U32(ex),
            ],
        )?;
        let got = self.read_words(&dout, n_out as usize)?;
        if !self.verify {
            return Ok(unverified(n_out.into()));
        }
        // Every output pixel sums m*m ones, plus 0.5, truncated.
        let want = vec![(((m * m) as f32) + 0.5) as u32; n_out as usize];
        Ok(compare("mgpusim-sc output", &got, &want))
    }

    /// `matrixTranspose(output, input, __local block, wiWidth, wiHeight, numWGWidth,
    /// groupXOffset, groupYOffset)`: each work-item moves a 4x4 tile through LDS, workgroups of
    /// 16x16, input `i` at index `i`.
    fn mt(&mut self, side: u32) -> Result<Outcome> {
        let (per, block) = (4u32, 16u32);
        let wi = side / per;
        if !side.is_multiple_of(per * block) {
            return Err(plan_err(format!(
                "mgpusim-mt: side {side} is not a multiple of 64"
            )));
        }
        let n = side * side;
        let input: Vec<u32> = (0..n).collect();
        let din = self.buf(u64::from(n) * 4)?;
        let dout = self.buf(u64::from(n) * 4)?;
        self.rt.write(&din, 0, &bytes_u32(&input))?;
        self.launch(
            [wi, wi, 1],
            [block, block, 1],
            &[
                Arg::Ptr(dout),
                Arg::Ptr(din),
                Arg::Local(block * block * per * per * 4),
                Arg::U32(wi),
                Arg::U32(wi),
                Arg::U32(wi / block),
                Arg::U32(0),
                Arg::U32(0),
            ],
        )?;
        let got = self.read_words(&dout, n as usize)?;
        if !self.verify {
            return Ok(unverified(n.into()));
        }
        let want: Vec<u32> = (0..n)
            .map(|k| {
                let (i, j) = (k / side, k % side);
                input[(j * side + i) as usize]
            })
            .collect();
        Ok(compare("mgpusim-mt output", &got, &want))
    }
}

/// The first point whose cluster differs from the CPU's nearest centroid, if any.
fn km_check(feats: &[f32], clusters: &[f32], got: &[i32], round: u32) -> Option<String> {
    let (nf, nc) = (KM_FEATURES as usize, KM_CLUSTERS as usize);
    for (p, &g) in got.iter().enumerate() {
        let mut best = (f32::MAX, 0i32);
        for c in 0..nc {
            let mut ans = 0.0f32;
            for l in 0..nf {
                let d = feats[p * nf + l] - clusters[c * nf + l];
                ans += d * d;
            }
            if ans < best.0 {
                best = (ans, c as i32);
            }
        }
        if g != best.1 {
            return Some(format!(
                "mgpusim-km iteration {round}: point {p} in cluster {g}, the CPU reference says {}",
                best.1
            ));
        }
    }
    None
}

/// New centroids: the mean of each cluster's members (a cluster with none stays 0).
fn km_centroids(feats: &[f32], member: &[i32]) -> Vec<f32> {
    let (nf, nc) = (KM_FEATURES as usize, KM_CLUSTERS as usize);
    let mut sum = vec![0.0f32; nc * nf];
    let mut count = vec![0u32; nc];
    for (p, &m) in member.iter().enumerate() {
        let c = m.clamp(0, nc as i32 - 1) as usize;
        for l in 0..nf {
            sum[c * nf + l] += feats[p * nf + l];
        }
        count[c] += 1;
    }
    for c in 0..nc {
        if count[c] > 0 {
            for l in 0..nf {
                sum[c * nf + l] /= count[c] as f32;
            }
        }
    }
    sum
}
