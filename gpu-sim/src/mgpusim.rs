//! MGMark as MGPUSim runs it: MGPUSim's own gfx803 code objects (code object v2, from a
//! checkout named by `MGPUSIM_DIR`), launched with MGPUSim's arguments, launch geometry and
//! inputs, and checked against a CPU reference. This is the Tandem half of the cycle-by-cycle
//! cross-check (`scripts/mgpusim-crosscheck`, docs/fidelity.md): both simulators run the same
//! machine code on the same data, so a difference in cycles is a difference in the models,
//! not in the compiler.
//!
//! The host logic follows MGPUSim v4.1.5's benchmarks (`amd/benchmarks/heteromark/{fir,aes}`,
//! `amd/benchmarks/amdappsdk/{simpleconvolution,matrixtranspose}`) on one GPU; nothing of
//! MGPUSim is copied here, and its files are read at run time only. Sizes follow the
//! [`Size`] presets of Tandem's own workloads, so the two versions of a workload can be
//! compared at the same input size.

use std::path::{Path, PathBuf};

use crate::reference::{aes256_block, aes256_expand, aes_sbox, Rng};
use crate::workloads::{
    Arg, HostRuntime, Mode, Outcome, Place, Plan, Result, Size, Target, WorkloadError,
};

/// The cross-check workloads, by name.
pub const MGPUSIM_WORKLOADS: &[&str] = &["mgpusim-fir", "mgpusim-aes", "mgpusim-sc", "mgpusim-mt"];

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

fn bytes_of<T: Copy>(v: &[T], f: impl Fn(T) -> [u8; 4]) -> Vec<u8> {
    v.iter().flat_map(|x| f(*x)).collect()
}

fn words(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Bit-exact comparison naming the first difference.
fn check(what: &str, got: &[u32], want: &[u32]) -> Outcome {
    let first = got.iter().zip(want).position(|(a, b)| a != b);
    let (verified, detail) = match first {
        _ if got.len() != want.len() => (
            false,
            format!("{what}: {} words, want {}", got.len(), want.len()),
        ),
        Some(i) => (
            false,
            format!(
                "{what}: word {i} is {:#x}, the CPU reference says {:#x}",
                got[i], want[i]
            ),
        ),
        None => (
            true,
            format!("{what}: {} words match the CPU reference", want.len()),
        ),
    };
    Outcome {
        verified: Some(verified),
        detail,
        elements: want.len() as u64,
    }
}

fn unverified(n: u64) -> Outcome {
    Outcome {
        verified: None,
        detail: "not verified (--verify off)".into(),
        elements: n,
    }
}

impl<R: HostRuntime> X<'_, R> {
    fn buf(&mut self, bytes: u64) -> Result<R::Buffer> {
        self.rt.alloc(Place::Gpu(self.g), bytes.max(4))
    }

    fn launch(&mut self, grid: [u32; 3], wg: [u32; 3], args: &[Arg<R::Buffer>]) -> Result<()> {
        let t = Target::Gpu(self.g);
        self.rt
            .launch(t, self.m, self.kernel, grid, wg, [0; 3], args)?;
        self.rt.wait(t)
    }

    fn read_words(&mut self, b: &R::Buffer, n: usize) -> Result<Vec<u32>> {
        let mut out = vec![0u8; n * 4];
        self.rt.read(b, 0, &mut out)?;
        Ok(words(&out))
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
        self.rt
            .write(&dcoeff, 0, &bytes_of(&coeff, f32::to_le_bytes))?;
        self.rt
            .write(&din, 0, &bytes_of(&input, f32::to_le_bytes))?;
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
        Ok(check("mgpusim-fir output", &got, &want))
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
        self.rt.write(&dkey, 0, &bytes_of(&w, u32::to_le_bytes))?;
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
        Ok(check("mgpusim-aes ciphertext", &got, &words(&ct)))
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
        self.rt.write(
            &din,
            0,
            &bytes_of(&vec![1u32; n_in as usize], u32::to_le_bytes),
        )?;
        self.rt.write(
            &dmask,
            0,
            &bytes_of(&vec![1.0f32; (m * m) as usize], f32::to_le_bytes),
        )?;
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
        Ok(check("mgpusim-sc output", &got, &want))
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
        self.rt
            .write(&din, 0, &bytes_of(&input, u32::to_le_bytes))?;
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
        Ok(check("mgpusim-mt output", &got, &want))
    }
}
