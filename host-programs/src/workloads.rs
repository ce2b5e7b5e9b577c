//! The workloads every Tandem host program runs: MGMark and the validation micro-benchmarks,
//! written once against [`HostRuntime`], what a workload needs from a host runtime
//! (allocate, write, read, copy, load a code object, launch by kernel name, wait). The host
//! stub's runtime (`tandem run`) and the gem5 guest program's KFD session (`tandem-guest`)
//! implement it, so both run the same inputs, launches, CPU references and verification.
//! Nothing here touches the bridge or the operating system.
//!
//! MGMark (MGSim paper): AES-256, bitonic sort, FIR, gradient descent, KMeans (the CPU updates
//! the centroids between kernels), matrix transpose through LDS, simple convolution; plus
//! vecadd and the validation micro-benchmarks (ALU, L1, L2, DRAM) and latency probes. Kernels
//! are the corpus's committed code objects (`gpu-sim/kernels`), built in ([`code`]).
//!
//! Sizes: [`Size::Small`] (CI, seconds), [`Size::Paper1`] and [`Size::Paper4`] (the MGSim
//! paper's 1-GPU and 4-GPU inputs).
//!
//! Multi-GPU: in [`Mode::Discrete`] the program partitions the index space into contiguous
//! parts, one per GPU, and launches each GPU over its part with an OpenCL global offset. The
//! GPUs share one address space, as in MGPUSim's multi-GPU benchmarks: a data array is one
//! buffer spread over the GPUs ([`HostRuntime::alloc_spread`]) so that each part lives in the
//! VRAM of the GPU that computes it, and what a kernel reads or writes beyond its part (FIR's
//! and convolution's halos, bitonic sort's partners in another part) goes over the fabric to
//! the neighbour's memory. Small read-only tables every work-item reads (AES's key schedule,
//! FIR's taps, the convolution mask, gradient descent's samples, KMeans' centroids) are copied
//! to each GPU, as a programmer placing data would. The one-pass workloads write every input
//! before they launch any GPU's part, as MGPUSim's do, so the GPUs compute at the same time.
//! KMeans keeps a buffer per GPU holding its points (its feature-major layout would put every
//! GPU's points in every part); transpose hands each GPU a band of rows as a separate matrix
//! (the kernel uses group ids, so an offset would not do). The micro-benchmarks run whole on
//! every GPU. In [`Mode::Unified`] buffers are unified (pages interleaved across the member
//! GPUs) and each kernel is one launch that the GPU side splits by workgroup ranges across the
//! members.

// The CPU references mirror the kernels' index arithmetic on purpose.
#![allow(clippy::needless_range_loop)]

use std::ops::Range;

use serde::Serialize;

use crate::reference::{aes256_block, aes256_expand, aes_sbox};
pub use crate::reference::{parts, Rng};

/// A workload's failure: the runtime's own error, or a plan the workload cannot run.
#[derive(Debug, thiserror::Error)]
pub enum WorkloadError {
    #[error("{0}")]
    Plan(String),
    #[error(transparent)]
    Runtime(Box<dyn std::error::Error + Send + Sync + 'static>),
}

impl WorkloadError {
    /// Wraps a runtime's error (an `anyhow::Error` converts with `.into()`).
    pub fn runtime(e: impl Into<Box<dyn std::error::Error + Send + Sync + 'static>>) -> Self {
        WorkloadError::Runtime(e.into())
    }
}

pub type Result<T, E = WorkloadError> = std::result::Result<T, E>;

macro_rules! bail {
    ($($t:tt)*) => {
        return Err(WorkloadError::Plan(format!($($t)*)))
    };
}

/// Where a buffer lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Place {
    /// Host memory every GPU sees.
    Host,
    /// VRAM of the runtime's GPU g (0-based).
    Gpu(usize),
    /// Unified memory, pages interleaved across the unified group's GPUs.
    Unified,
}

/// Where a kernel runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Target {
    Gpu(usize),
    /// One launch split across the unified group.
    Unified,
}

/// A kernel argument, in the kernel's explicit-argument order.
#[derive(Clone, Copy, Debug)]
pub enum Arg<B> {
    Ptr(B),
    U32(u32),
    F32(f32),
    /// An 8-byte by-value argument (a `ulong`, or a `uint2` as low word | high word << 32).
    U64(u64),
    /// A `__local` pointer with this many bytes of dynamic LDS.
    Local(u32),
}

/// What a workload needs from a host runtime. Every call may block in simulated time.
pub trait HostRuntime {
    /// A device-visible buffer (a handle; cheap to copy).
    type Buffer: Copy;
    /// A loaded code object.
    type Module;

    /// Loads a code object into memory every GPU sees.
    fn load(&mut self, code: &[u8]) -> Result<Self::Module>;
    /// Allocates `bytes` at `place`.
    fn alloc(&mut self, place: Place, bytes: u64) -> Result<Self::Buffer>;
    /// Allocates one buffer whose consecutive parts live in different GPUs' VRAM, every part
    /// mapped on every GPU: part i holds `parts[i].1` bytes on GPU `parts[i].0` (part ends
    /// rounded up to whole pages, so a page that straddles two parts lives on the earlier
    /// GPU). This is MGPUSim's `Distribute`: one address space, each GPU's part local to it,
    /// another GPU's part reached over the fabric. Runtimes without it refuse.
    fn alloc_spread(&mut self, parts: &[(usize, u64)]) -> Result<Self::Buffer> {
        let _ = parts;
        Err(WorkloadError::Plan(
            "this runtime cannot spread a buffer over several GPUs".into(),
        ))
    }
    /// Writes `data` at byte `offset` of `buf`.
    fn write(&mut self, buf: &Self::Buffer, offset: u64, data: &[u8]) -> Result<()>;
    /// Reads `out.len()` bytes at byte `offset` of `buf`.
    fn read(&mut self, buf: &Self::Buffer, offset: u64, out: &mut [u8]) -> Result<()>;
    /// Copies the first `bytes` of `src` to `dst`.
    fn copy(&mut self, dst: &Self::Buffer, src: &Self::Buffer, bytes: u64) -> Result<()>;
    /// Launches `kernel` of `module` on `target` over `grid` work-items in workgroups of `wg`,
    /// with OpenCL global offset `offset`; returns at once.
    #[allow(clippy::too_many_arguments)]
    fn launch(
        &mut self,
        target: Target,
        module: &Self::Module,
        kernel: &str,
        grid: [u32; 3],
        wg: [u32; 3],
        offset: [u32; 3],
        args: &[Arg<Self::Buffer>],
    ) -> Result<()>;
    /// Waits until every kernel launched on `target` finished.
    fn wait(&mut self, target: Target) -> Result<()>;
    /// Begins a region of interest named `name` (regions nest; see docs/outputs.md,
    /// "Regions of interest"): the GPU side dumps the statistics of the kernels that run
    /// inside it, and `--timing-from region:NAME` times only those. Mark regions where the
    /// program is synchronised (before its launches, after a wait). Runtimes without regions
    /// ignore it.
    fn region_begin(&mut self, name: &str) -> Result<()> {
        let _ = name;
        Ok(())
    }
    /// Ends the innermost open region.
    fn region_end(&mut self) -> Result<()> {
        Ok(())
    }
    /// The program's own computation between kernels (`ops` simple operations touching
    /// `bytes` of host memory), for runtimes that charge it; the default charges nothing.
    fn cpu_work(&mut self, ops: u64, bytes: u64) -> Result<()> {
        let _ = (ops, bytes);
        Ok(())
    }
}

/// Multi-GPU mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Mode {
    Discrete,
    Unified,
}

/// Input size preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Size {
    Small,
    Paper1,
    Paper4,
}

impl Size {
    pub fn parse(s: &str) -> Result<Size> {
        Ok(match s {
            "small" | "ci" => Size::Small,
            "1gpu" | "paper1" | "paper-1gpu" => Size::Paper1,
            "4gpu" | "paper4" | "paper-4gpu" => Size::Paper4,
            other => bail!("unknown size preset `{other}` (small, 1gpu, 4gpu)"),
        })
    }

    /// The command-line name.
    pub fn name(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Paper1 => "1gpu",
            Size::Paper4 => "4gpu",
        }
    }

    fn pick<T>(self, small: T, p1: T, p4: T) -> T {
        match self {
            Size::Small => small,
            Size::Paper1 => p1,
            Size::Paper4 => p4,
        }
    }
}

/// Every workload name, in the order `tandem run all` uses.
pub const WORKLOADS: &[&str] = &[
    "vecadd",
    "aes",
    "bitonic",
    "fir",
    "gd",
    "kmeans",
    "transpose",
    "conv",
    "micro-alu",
    "micro-l1",
    "micro-l2",
    "micro-dram",
    "lat-alu",
    "lat-l1",
    "lat-l2",
    "lat-dram",
];

/// Canonical name of a workload (accepts a few aliases).
pub fn canonical(name: &str) -> Option<&'static str> {
    let n = match name {
        "aes256" => "aes",
        "bs" | "bitonic-sort" => "bitonic",
        "gradient-descent" | "gradient_descent" => "gd",
        "km" => "kmeans",
        "mt" | "matrix-transpose" => "transpose",
        "sc" | "convolution" | "simple-convolution" => "conv",
        other => other,
    };
    WORKLOADS.iter().copied().find(|w| *w == n)
}

/// How one run is laid out.
#[derive(Clone, Debug)]
pub struct Plan {
    /// Runtime GPU indices (0-based) taking part.
    pub gpus: Vec<usize>,
    pub mode: Mode,
    pub size: Size,
    pub verify: bool,
}

/// The outcome of a workload.
#[derive(Clone, Debug, Serialize)]
pub struct Outcome {
    /// None when verification was off.
    pub verified: Option<bool>,
    pub detail: String,
    pub elements: u64,
}

/// The code object of workload `name` (canonical).
pub fn code(name: &str) -> &'static [u8] {
    match name {
        "vecadd" => include_bytes!("../../gpu-sim/kernels/vecadd.hsaco"),
        "aes" => include_bytes!("../../gpu-sim/kernels/aes.hsaco"),
        "bitonic" => include_bytes!("../../gpu-sim/kernels/bitonic.hsaco"),
        "fir" => include_bytes!("../../gpu-sim/kernels/fir.hsaco"),
        "gd" => include_bytes!("../../gpu-sim/kernels/gradient_descent.hsaco"),
        "kmeans" => include_bytes!("../../gpu-sim/kernels/kmeans.hsaco"),
        "transpose" => include_bytes!("../../gpu-sim/kernels/transpose.hsaco"),
        "conv" => include_bytes!("../../gpu-sim/kernels/convolution.hsaco"),
        "micro-alu" => include_bytes!("../../gpu-sim/kernels/micro_alu.hsaco"),
        "micro-l1" => include_bytes!("../../gpu-sim/kernels/micro_l1.hsaco"),
        "micro-l2" => include_bytes!("../../gpu-sim/kernels/micro_l2.hsaco"),
        "lat-alu" => include_bytes!("../../gpu-sim/kernels/micro_alu_n.hsaco"),
        "lat-l1" | "lat-l2" | "lat-dram" => {
            include_bytes!("../../gpu-sim/kernels/micro_chase.hsaco")
        }
        _ => include_bytes!("../../gpu-sim/kernels/micro_dram.hsaco"),
    }
}

/// Runs workload `name` (canonical) on `rt` as `plan` says.
pub fn run<R: HostRuntime>(name: &str, rt: &mut R, plan: &Plan) -> Result<Outcome> {
    if plan.gpus.is_empty() {
        bail!("no GPUs selected");
    }
    let module = rt.load(code(name))?;
    let mut w = W {
        rt,
        plan,
        m: &module,
    };
    match name {
        "vecadd" => w.vecadd(),
        "aes" => w.aes(),
        "bitonic" => w.bitonic(),
        "fir" => w.fir(),
        "gd" => w.gd(),
        "kmeans" => w.kmeans(),
        "transpose" => w.transpose(),
        "conv" => w.conv(),
        "micro-alu" => w.micro_alu(),
        "micro-l1" => w.micro_l1(),
        "micro-l2" => w.micro_l2(),
        "micro-dram" => w.micro_dram(),
        "lat-alu" => w.lat_alu(),
        "lat-l1" => w.lat_l1(),
        "lat-l2" => w.lat_l2(),
        "lat-dram" => w.lat_dram(),
        other => bail!("unknown workload `{other}`"),
    }
}

// ------------------------------------------------------------------------- helpers

/// The host runtimes' page: the least a spread buffer places on one GPU.
pub const PAGE_BYTES: u64 = 4096;

/// How a runtime lays out a spread buffer ([`HostRuntime::alloc_spread`]): `(gpu, offset,
/// bytes)` per buffer object, in address order; each part's end is rounded up to a page (the
/// last to the buffer's rounded size) and a part left empty by the rounding gets none.
pub fn spread_layout(parts: &[(usize, u64)]) -> Vec<(usize, u64, u64)> {
    let round = |x: u64| x.div_ceil(PAGE_BYTES) * PAGE_BYTES;
    let total = round(parts.iter().map(|p| p.1).sum::<u64>().max(1));
    let (mut out, mut start, mut end) = (Vec::new(), 0u64, 0u64);
    for &(g, len) in parts {
        end += len;
        let stop = round(end).min(total);
        if stop > start {
            out.push((g, start, stop - start));
            start = stop;
        }
    }
    out
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a.max(1)
    } else {
        gcd(b, a % b)
    }
}

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}
pub(crate) fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}
pub(crate) fn bytes_f32(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub(crate) fn bytes_u32(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// Compares bit for bit; reports the first mismatch.
pub(crate) fn compare<T: PartialEq + std::fmt::Debug>(
    what: &str,
    got: &[T],
    want: &[T],
) -> Outcome {
    let elements = want.len() as u64;
    if got.len() != want.len() {
        return Outcome {
            verified: Some(false),
            detail: format!("{what}: {} results, expected {}", got.len(), want.len()),
            elements,
        };
    }
    match got.iter().zip(want).position(|(a, b)| a != b) {
        None => Outcome {
            verified: Some(true),
            detail: format!("{what}: {} values match the CPU reference", want.len()),
            elements,
        },
        Some(i) => Outcome {
            verified: Some(false),
            detail: format!(
                "{what}: element {i} is {:?}, the CPU reference says {:?}",
                got[i], want[i]
            ),
            elements,
        },
    }
}

fn compare_f32(what: &str, got: &[f32], want: &[f32]) -> Outcome {
    let g: Vec<u32> = got.iter().map(|x| x.to_bits()).collect();
    let w: Vec<u32> = want.iter().map(|x| x.to_bits()).collect();
    let mut o = compare(what, &g, &w);
    if o.verified == Some(false) {
        if let Some(i) = g.iter().zip(&w).position(|(a, b)| a != b) {
            o.detail = format!(
                "{what}: element {i} is {}, the CPU reference says {}",
                got[i], want[i]
            );
        }
    }
    o
}

pub(crate) fn unverified(elements: u64) -> Outcome {
    Outcome {
        verified: None,
        detail: "not verified (--verify off)".into(),
        elements,
    }
}

struct W<'a, R: HostRuntime> {
    rt: &'a mut R,
    plan: &'a Plan,
    m: &'a R::Module,
}

/// A launch held back until every part's inputs are written ([`W::launch_staged`]).
struct Staged<B> {
    target: Target,
    kernel: &'static str,
    grid: [u32; 3],
    wg: [u32; 3],
    offset: [u32; 3],
    args: Vec<Arg<B>>,
}

impl<R: HostRuntime> W<'_, R> {
    fn unified(&self) -> bool {
        self.plan.mode == Mode::Unified
    }

    /// A buffer in unified memory or on GPU g.
    fn buf(&mut self, g: usize, bytes: u64) -> Result<R::Buffer> {
        let p = if self.unified() {
            Place::Unified
        } else {
            Place::Gpu(g)
        };
        self.rt.alloc(p, bytes.max(4))
    }

    /// `(target, gpu, part)` per launch: one unified launch, or one per GPU.
    fn split(&self, n: u32, align: u32) -> Vec<(Target, usize, Range<u32>)> {
        if self.unified() {
            vec![(Target::Unified, self.plan.gpus[0], 0..n)]
        } else {
            parts(n, self.plan.gpus.len(), align)
                .into_iter()
                .zip(&self.plan.gpus)
                .filter(|(r, _)| !r.is_empty())
                .map(|(r, &g)| (Target::Gpu(g), g, r))
                .collect()
        }
    }

    /// Starts the held-back launches back to back. The one-pass programs write every GPU's
    /// inputs first and then launch every GPU's part, as MGPUSim's multi-GPU benchmarks do
    /// (copies, one launch per GPU queue, then the waits), so a discrete run's GPUs compute at
    /// the same time instead of one GPU's kernel ending before the next GPU's inputs are in.
    fn launch_staged(&mut self, staged: Vec<Staged<R::Buffer>>) -> Result<()> {
        for l in staged {
            self.rt
                .launch(l.target, self.m, l.kernel, l.grid, l.wg, l.offset, &l.args)?;
        }
        Ok(())
    }

    fn wait(&mut self, launches: &[(Target, usize, Range<u32>)]) -> Result<()> {
        for (t, _, _) in launches {
            self.rt.wait(*t)?;
        }
        Ok(())
    }

    /// [`Self::split`] for data spread over the GPUs ([`Self::spread`]): in a discrete run on
    /// several GPUs the parts also start on page boundaries (`unit` bytes per index), since a
    /// page is the least a runtime can place. A problem smaller than a page per GPU runs on
    /// fewer GPUs rather than share pages between them.
    fn split_pages(&self, n: u32, align: u32, unit: u64) -> Vec<(Target, usize, Range<u32>)> {
        let per_page = PAGE_BYTES / gcd(PAGE_BYTES, unit);
        let align = u64::from(align);
        let align = align / gcd(align, per_page) * per_page;
        self.split(n, u32::try_from(align).unwrap_or(u32::MAX))
    }

    /// A data buffer of `bytes` laid out as the launches' parts (`unit` bytes per index):
    /// unified memory, the one GPU's VRAM, or, for a discrete run on several GPUs, one
    /// buffer spread so that each part lives on the GPU that computes it (the last part takes
    /// the tail). The GPUs share one address space, as in MGPUSim's multi-GPU benchmarks
    /// (`Distribute`): what a kernel reads beyond its part comes from the neighbour's memory.
    fn spread(
        &mut self,
        launches: &[(Target, usize, Range<u32>)],
        unit: u64,
        bytes: u64,
    ) -> Result<R::Buffer> {
        let bytes = bytes.max(4);
        if self.unified() {
            return self.rt.alloc(Place::Unified, bytes);
        }
        let mut parts = Vec::with_capacity(launches.len());
        let mut at = 0;
        for (i, (_, g, r)) in launches.iter().enumerate() {
            let end = if i + 1 == launches.len() {
                bytes
            } else {
                (u64::from(r.end) * unit).clamp(at, bytes)
            };
            parts.push((*g, end - at));
            at = end;
        }
        match parts[..] {
            [(g, _)] => self.rt.alloc(Place::Gpu(g), bytes),
            _ => self.rt.alloc_spread(&parts),
        }
    }

    /// The simple 1-D pattern: inputs spread over the parts and written once, a launch per
    /// part with the part's offset, the output read back whole.
    fn vecadd(&mut self) -> Result<Outcome> {
        let n = self.plan.size.pick(4096, 1 << 20, 4 << 20);
        let mut rng = Rng::new(10);
        let a = rng.vec_f32(n as usize, -100.0, 100.0);
        let b = rng.vec_f32(n as usize, -100.0, 100.0);
        let launches = self.split_pages(n, 256, 4);
        let bytes = u64::from(n) * 4;
        let da = self.spread(&launches, 4, bytes)?;
        let db = self.spread(&launches, 4, bytes)?;
        let dc = self.spread(&launches, 4, bytes)?;
        self.rt.write(&da, 0, &bytes_f32(&a))?;
        self.rt.write(&db, 0, &bytes_f32(&b))?;
        let staged = launches
            .iter()
            .map(|(t, _, r)| Staged {
                target: *t,
                kernel: "vecadd",
                grid: [r.len() as u32, 1, 1],
                wg: [256, 1, 1],
                offset: [r.start, 0, 0],
                args: vec![Arg::Ptr(da), Arg::Ptr(db), Arg::Ptr(dc), Arg::U32(n)],
            })
            .collect();
        self.launch_staged(staged)?;
        self.wait(&launches)?;
        let mut out = vec![0u8; n as usize * 4];
        self.rt.read(&dc, 0, &mut out)?;
        if !self.plan.verify {
            return Ok(unverified(n.into()));
        }
        let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
        Ok(compare_f32("vecadd c", &f32s(&out), &want))
    }

    fn aes(&mut self) -> Result<Outcome> {
        let nblocks = self.plan.size.pick(256, 16384, 65536);
        let mut rng = Rng::new(1);
        let sbox = aes_sbox();
        let key: [u8; 32] = std::array::from_fn(|_| rng.u32() as u8);
        let w = aes256_expand(&key, &sbox);
        let pt: Vec<u8> = (0..nblocks * 16).map(|_| rng.u32() as u8).collect();
        let wb = bytes_u32(&w);
        let launches = self.split_pages(nblocks, 64, 16);
        let din = self.spread(&launches, 16, pt.len() as u64)?;
        let dout = self.spread(&launches, 16, pt.len() as u64)?;
        self.rt.write(&din, 0, &pt)?;
        let mut staged = Vec::new();
        for (t, g, r) in &launches {
            // The key schedule, read by every work-item, is copied to each GPU.
            let dk = self.buf(*g, wb.len() as u64)?;
            self.rt.write(&dk, 0, &wb)?;
            staged.push(Staged {
                target: *t,
                kernel: "aes256_encrypt",
                grid: [r.len() as u32, 1, 1],
                wg: [64, 1, 1],
                offset: [r.start, 0, 0],
                args: vec![
                    Arg::Ptr(din),
                    Arg::Ptr(dout),
                    Arg::Ptr(dk),
                    Arg::U32(nblocks),
                ],
            });
        }
        self.launch_staged(staged)?;
        self.wait(&launches)?;
        let mut ct = vec![0u8; pt.len()];
        self.rt.read(&dout, 0, &mut ct)?;
        if !self.plan.verify {
            return Ok(unverified(nblocks.into()));
        }
        let mut want = Vec::with_capacity(pt.len());
        for b in pt.chunks_exact(16) {
            let block: [u8; 16] = std::array::from_fn(|i| b[i]);
            want.extend_from_slice(&aes256_block(&block, &w, &sbox));
        }
        Ok(compare("aes256 ciphertext", &ct, &want))
    }

    /// One buffer, spread over the GPUs in discrete mode: each GPU runs every step over its
    /// part of the work-items, and a pair whose partner lies in another GPU's part is read and
    /// written there (over the fabric), as MGPUSim's multi-GPU bitonic sort does. Unlike
    /// MGPUSim's, which waits for every GPU after every step, the program synchronises the
    /// GPUs only around the steps that pair elements of two parts (3 of 120 at 32K keys on
    /// four GPUs), as a programmer who placed the data would.
    fn bitonic(&mut self) -> Result<Outcome> {
        let n = self.plan.size.pick(1024u32, 32768, 131072);
        let mut rng = Rng::new(2);
        let data = rng.vec_f32(n as usize, -1000.0, 1000.0);
        let bytes = bytes_f32(&data);
        let launches = self.split_pages(n, 256, 4);
        let buf = self.spread(&launches, 4, bytes.len() as u64)?;
        self.rt.write(&buf, 0, &bytes)?;
        // A step whose pairs (i, i ^ j) all lie within parts runs on each GPU's own queue
        // behind the previous step; one that pairs elements of two parts waits for every GPU
        // before it starts and before anything runs after it.
        let crosses = |j: u32| {
            launches
                .iter()
                .any(|(_, _, r)| r.start % (2 * j) != 0 || r.end % (2 * j) != 0)
        };
        let mut crossed = false;
        // The sort phase is the program's region of interest (its input set-up and the
        // read-back and check are not).
        self.rt.region_begin("sort")?;
        let mut k = 2u32;
        while k <= n {
            let mut j = k / 2;
            while j > 0 {
                let cross = launches.len() > 1 && crosses(j);
                if cross || crossed {
                    self.wait(&launches)?;
                }
                crossed = cross;
                for (t, _, r) in &launches {
                    self.rt.launch(
                        *t,
                        self.m,
                        "bitonic_sort_step",
                        [r.len() as u32, 1, 1],
                        [256, 1, 1],
                        [r.start, 0, 0],
                        &[Arg::Ptr(buf), Arg::U32(j), Arg::U32(k)],
                    )?;
                }
                j /= 2;
            }
            k *= 2;
        }
        self.wait(&launches)?;
        self.rt.region_end()?;
        let mut out = vec![0u8; bytes.len()];
        self.rt.read(&buf, 0, &mut out)?;
        if !self.plan.verify {
            return Ok(unverified(n.into()));
        }
        let mut want = data.clone();
        want.sort_by(|a, b| a.total_cmp(b));
        Ok(compare_f32("bitonic sorted", &f32s(&out), &want))
    }

    fn fir(&mut self) -> Result<Outcome> {
        let n = self.plan.size.pick(4096u32, 65536, 262144);
        let ntaps = 16u32;
        let mut rng = Rng::new(3);
        let input = rng.vec_f32((n + ntaps - 1) as usize, -1.0, 1.0);
        let coeff = rng.vec_f32(ntaps as usize, -0.5, 0.5);
        let (ib, cb) = (bytes_f32(&input), bytes_f32(&coeff));
        let launches = self.split_pages(n, 64, 4);
        let dout = self.spread(&launches, 4, u64::from(n) * 4)?;
        let din = self.spread(&launches, 4, ib.len() as u64)?;
        self.rt.write(&din, 0, &ib)?;
        let mut staged = Vec::new();
        for (t, g, r) in &launches {
            let dc = self.buf(*g, cb.len() as u64)?;
            self.rt.write(&dc, 0, &cb)?;
            staged.push(Staged {
                target: *t,
                kernel: "fir_filter",
                grid: [r.len() as u32, 1, 1],
                wg: [64, 1, 1],
                offset: [r.start, 0, 0],
                args: vec![
                    Arg::Ptr(dout),
                    Arg::Ptr(din),
                    Arg::Ptr(dc),
                    Arg::U32(ntaps),
                    Arg::U32(n),
                ],
            });
        }
        self.launch_staged(staged)?;
        self.wait(&launches)?;
        let mut out = vec![0u8; n as usize * 4];
        self.rt.read(&dout, 0, &mut out)?;
        if !self.plan.verify {
            return Ok(unverified(n.into()));
        }
        let want: Vec<f32> = (0..n as usize)
            .map(|i| {
                let mut acc = 0.0f32;
                for t in 0..ntaps as usize {
                    acc += coeff[t] * input[i + ntaps as usize - 1 - t];
                }
                acc
            })
            .collect();
        Ok(compare_f32("fir out", &f32s(&out), &want))
    }

    fn gd(&mut self) -> Result<Outcome> {
        let n = self.plan.size.pick(2048u32, 262144, 1 << 20);
        let fan = 8u32;
        let samples = 4096usize;
        let mut rng = Rng::new(4);
        let w = rng.vec_f32(n as usize, -1.0, 1.0);
        let x = rng.vec_f32(samples, -1.0, 1.0);
        let err = rng.vec_f32(samples, -0.1, 0.1);
        let idx: Vec<u32> = (0..n * fan).map(|_| rng.below(samples as u32)).collect();
        let lr = 0.01f32;
        let (wb, xb, eb, ib) = (
            bytes_f32(&w),
            bytes_f32(&x),
            bytes_f32(&err),
            bytes_u32(&idx),
        );
        let launches = self.split_pages(n, 128, 4);
        let dw = self.spread(&launches, 4, wb.len() as u64)?;
        let di = self.spread(&launches, 4 * u64::from(fan), ib.len() as u64)?;
        self.rt.write(&dw, 0, &wb)?;
        self.rt.write(&di, 0, &ib)?;
        let mut staged = Vec::new();
        for (t, g, r) in &launches {
            // The samples, read at random indices by every work-item, are copied to each GPU.
            let dx = self.buf(*g, xb.len() as u64)?;
            let de = self.buf(*g, eb.len() as u64)?;
            self.rt.write(&dx, 0, &xb)?;
            self.rt.write(&de, 0, &eb)?;
            staged.push(Staged {
                target: *t,
                kernel: "gd_update",
                grid: [r.len() as u32, 1, 1],
                wg: [128, 1, 1],
                offset: [r.start, 0, 0],
                args: vec![
                    Arg::Ptr(dw),
                    Arg::Ptr(dx),
                    Arg::Ptr(de),
                    Arg::Ptr(di),
                    Arg::F32(lr),
                    Arg::U32(fan),
                    Arg::U32(n),
                ],
            });
        }
        self.launch_staged(staged)?;
        self.wait(&launches)?;
        let mut out = vec![0u8; wb.len()];
        self.rt.read(&dw, 0, &mut out)?;
        if !self.plan.verify {
            return Ok(unverified(n.into()));
        }
        let want: Vec<f32> = (0..n as usize)
            .map(|i| {
                let mut gsum = 0.0f32;
                for f in 0..fan as usize {
                    let s = idx[i * fan as usize + f] as usize;
                    gsum += x[s] * err[s];
                }
                w[i] - lr * gsum
            })
            .collect();
        Ok(compare_f32("gd weights", &f32s(&out), &want))
    }

    fn kmeans(&mut self) -> Result<Outcome> {
        let np = self.plan.size.pick(1024u32, 32768, 131072);
        let nf = 32u32;
        let nc = 5u32;
        let iters = self.plan.size.pick(3, 5, 5);
        let mut rng = Rng::new(5);
        let points = rng.vec_f32((np * nf) as usize, 0.0, 10.0);
        let mut cents = points[..]
            .chunks(1)
            .take(0)
            .flatten()
            .copied()
            .collect::<Vec<f32>>();
        // Initial centroids: the first nc points (feature-major layout: points[f * np + p]).
        for c in 0..nc as usize {
            for f in 0..nf as usize {
                cents.push(points[f * np as usize + c]);
            }
        }
        let mut ref_cents = cents.clone();
        let pb = bytes_f32(&points);
        let launches = self.split(np, 64);
        let mut bufs = Vec::new();
        for (_, g, r) in &launches {
            let dp = self.buf(*g, pb.len() as u64)?;
            for f in 0..nf as usize {
                let base = f * np as usize;
                let (s, e) = ((base + r.start as usize) * 4, (base + r.end as usize) * 4);
                self.rt.write(&dp, s as u64, &pb[s..e])?;
            }
            let dc = self.buf(*g, u64::from(nc * nf) * 4)?;
            let dm = self.buf(*g, u64::from(np) * 4)?;
            let dd = self.buf(*g, u64::from(np) * 4)?;
            bufs.push((dp, dc, dm, dd));
        }
        let mut membership = vec![0i32; np as usize];
        for _ in 0..iters {
            let cb = bytes_f32(&cents);
            for ((t, _, r), (dp, dc, dm, dd)) in launches.iter().zip(&bufs) {
                self.rt.write(dc, 0, &cb)?;
                self.rt.launch(
                    *t,
                    self.m,
                    "kmeans_distance",
                    [r.len() as u32, 1, 1],
                    [64, 1, 1],
                    [r.start, 0, 0],
                    &[
                        Arg::Ptr(*dp),
                        Arg::Ptr(*dc),
                        Arg::Ptr(*dm),
                        Arg::Ptr(*dd),
                        Arg::U32(np),
                        Arg::U32(nc),
                        Arg::U32(nf),
                    ],
                )?;
            }
            self.wait(&launches)?;
            let mut mb = vec![0u8; np as usize * 4];
            for ((_, _, r), (_, _, dm, _)) in launches.iter().zip(&bufs) {
                let (s, e) = (r.start as usize * 4, r.end as usize * 4);
                self.rt.read(dm, s as u64, &mut mb[s..e])?;
            }
            membership = u32s(&mb).into_iter().map(|v| v as i32).collect();
            // The CPU updates the centroids.
            cents = update_centroids(&points, &membership, &cents, np, nc, nf);
            self.rt
                .cpu_work(u64::from(np * nf) * 2, u64::from(np * nf) * 4)?;
            // Reference iteration.
            let ref_m = kmeans_assign(&points, &ref_cents, np, nc, nf);
            ref_cents = update_centroids(&points, &ref_m, &ref_cents, np, nc, nf);
            if self.plan.verify && ref_m != membership {
                let i = ref_m
                    .iter()
                    .zip(&membership)
                    .position(|(a, b)| a != b)
                    .unwrap_or(0);
                return Ok(Outcome {
                    verified: Some(false),
                    detail: format!(
                        "kmeans membership of point {i} is {}, the CPU reference says {}",
                        membership[i], ref_m[i]
                    ),
                    elements: np.into(),
                });
            }
        }
        if !self.plan.verify {
            return Ok(unverified(np.into()));
        }
        let _ = membership;
        Ok(compare_f32("kmeans centroids", &cents, &ref_cents))
    }

    fn transpose(&mut self) -> Result<Outcome> {
        let side = self.plan.size.pick(128u32, 2048, 4096);
        let (w, h) = (side, side);
        let mut rng = Rng::new(6);
        let input = rng.vec_u32((w * h) as usize);
        let ib = bytes_u32(&input);
        let round = |x: u32| x.div_ceil(16) * 16;
        let mut out = vec![0u32; (w * h) as usize];
        if self.unified() {
            let din = self.buf(0, ib.len() as u64)?;
            let dout = self.buf(0, ib.len() as u64)?;
            self.rt.write(&din, 0, &ib)?;
            self.rt.launch(
                Target::Unified,
                self.m,
                "matrix_transpose",
                [round(w), round(h), 1],
                [16, 16, 1],
                [0, 0, 0],
                &[Arg::Ptr(dout), Arg::Ptr(din), Arg::U32(w), Arg::U32(h)],
            )?;
            self.rt.wait(Target::Unified)?;
            let mut ob = vec![0u8; ib.len()];
            self.rt.read(&dout, 0, &mut ob)?;
            out = u32s(&ob);
        } else {
            // Bands of input rows, each a separate (w x hb) matrix on its GPU.
            let bands = parts(h, self.plan.gpus.len(), 16);
            let mut outs = Vec::new();
            for (r, &g) in bands.iter().zip(&self.plan.gpus) {
                let hb = r.len() as u32;
                if hb == 0 {
                    outs.push(None);
                    continue;
                }
                let bytes = u64::from(w * hb) * 4;
                let din = self.rt.alloc(Place::Gpu(g), bytes)?;
                let dout = self.rt.alloc(Place::Gpu(g), bytes)?;
                let (s, e) = ((r.start * w) as usize * 4, (r.end * w) as usize * 4);
                self.rt.write(&din, 0, &ib[s..e])?;
                self.rt.launch(
                    Target::Gpu(g),
                    self.m,
                    "matrix_transpose",
                    [round(w), round(hb), 1],
                    [16, 16, 1],
                    [0, 0, 0],
                    &[Arg::Ptr(dout), Arg::Ptr(din), Arg::U32(w), Arg::U32(hb)],
                )?;
                outs.push(Some((dout, hb)));
            }
            for &g in &self.plan.gpus {
                self.rt.wait(Target::Gpu(g))?;
            }
            for (r, o) in bands.iter().zip(&outs) {
                let Some((dout, hb)) = o else { continue };
                let mut ob = vec![0u8; (w * hb) as usize * 4];
                self.rt.read(dout, 0, &mut ob)?;
                let band = u32s(&ob);
                for x in 0..w as usize {
                    for y in 0..*hb as usize {
                        out[x * h as usize + r.start as usize + y] = band[x * *hb as usize + y];
                    }
                }
                self.rt.cpu_work(u64::from(w * hb), u64::from(w * hb) * 8)?;
            }
        }
        if !self.plan.verify {
            return Ok(unverified(u64::from(w * h)));
        }
        let mut want = vec![0u32; (w * h) as usize];
        for y in 0..h as usize {
            for x in 0..w as usize {
                want[x * h as usize + y] = input[y * w as usize + x];
            }
        }
        Ok(compare("transpose out", &out, &want))
    }

    fn conv(&mut self) -> Result<Outcome> {
        let (w, h) = self
            .plan
            .size
            .pick((64u32, 64u32), (1024, 1024), (2048, 2048));
        let m = 3u32;
        let mut rng = Rng::new(7);
        let img = rng.vec_f32((w * h) as usize, 0.0, 1.0);
        let mask = rng.vec_f32((m * m) as usize, -1.0, 1.0);
        let (ib, mb) = (bytes_f32(&img), bytes_f32(&mask));
        let r = m / 2;
        let launches = self.split_pages(h, 8, u64::from(w) * 4);
        let dout = self.spread(&launches, u64::from(w) * 4, ib.len() as u64)?;
        let din = self.spread(&launches, u64::from(w) * 4, ib.len() as u64)?;
        self.rt.write(&din, 0, &ib)?;
        let mut staged = Vec::new();
        for (t, g, rows) in &launches {
            let dm = self.buf(*g, mb.len() as u64)?;
            self.rt.write(&dm, 0, &mb)?;
            staged.push(Staged {
                target: *t,
                kernel: "simple_convolution",
                grid: [w, rows.len() as u32, 1],
                wg: [16, 8, 1],
                offset: [0, rows.start, 0],
                args: vec![
                    Arg::Ptr(dout),
                    Arg::Ptr(din),
                    Arg::Ptr(dm),
                    Arg::U32(w),
                    Arg::U32(h),
                    Arg::U32(m),
                ],
            });
        }
        self.launch_staged(staged)?;
        self.wait(&launches)?;
        let mut out = vec![0u8; ib.len()];
        self.rt.read(&dout, 0, &mut out)?;
        if !self.plan.verify {
            return Ok(unverified(u64::from(w * h)));
        }
        let ri = r as i32;
        let mut want = Vec::with_capacity((w * h) as usize);
        for y in 0..h as i32 {
            for x in 0..w as i32 {
                let mut acc = 0.0f32;
                for my in 0..m as i32 {
                    let iy = (y + my - ri).clamp(0, h as i32 - 1);
                    for mx in 0..m as i32 {
                        let ix = (x + mx - ri).clamp(0, w as i32 - 1);
                        acc += img[(iy * w as i32 + ix) as usize]
                            * mask[(my * m as i32 + mx) as usize];
                    }
                }
                want.push(acc);
            }
        }
        Ok(compare_f32("convolution out", &f32s(&out), &want))
    }

    /// Micro-benchmarks: whole on every GPU (discrete) or one split launch (unified).
    fn micro(
        &mut self,
        kernel: &str,
        n: u32,
        wg: u32,
        input: Option<Vec<u8>>,
        mk_args: impl Fn(Option<R::Buffer>, R::Buffer) -> Vec<Arg<R::Buffer>>,
    ) -> Result<Vec<Vec<u8>>> {
        let targets: Vec<(Target, usize)> = if self.unified() {
            vec![(Target::Unified, self.plan.gpus[0])]
        } else {
            self.plan
                .gpus
                .iter()
                .map(|&g| (Target::Gpu(g), g))
                .collect()
        };
        let mut outs = Vec::new();
        for &(t, g) in &targets {
            let din = match &input {
                Some(b) => {
                    let d = self.buf(g, b.len() as u64)?;
                    self.rt.write(&d, 0, b)?;
                    Some(d)
                }
                None => None,
            };
            let dout = self.buf(g, u64::from(n) * 4)?;
            self.rt.launch(
                t,
                self.m,
                kernel,
                [n, 1, 1],
                [wg, 1, 1],
                [0, 0, 0],
                &mk_args(din, dout),
            )?;
            outs.push(dout);
        }
        let mut res = Vec::new();
        for (&(t, _), d) in targets.iter().zip(&outs) {
            self.rt.wait(t)?;
            let mut b = vec![0u8; n as usize * 4];
            self.rt.read(d, 0, &mut b)?;
            res.push(b);
        }
        Ok(res)
    }

    fn check_all<T: PartialEq + std::fmt::Debug>(
        &self,
        what: &str,
        outs: &[Vec<T>],
        want: &[T],
    ) -> Outcome {
        for (i, o) in outs.iter().enumerate() {
            let c = compare(&format!("{what} (run {i})"), o, want);
            if c.verified != Some(true) {
                return c;
            }
        }
        compare(what, outs.first().map_or(&[][..], |v| v), want)
    }

    /// Checks several launches of one probe (each with its per-GPU outputs and the expected
    /// words); the first mismatch, or the last launch's outcome.
    fn check_launches(&self, what: &str, launches: &[(Vec<Vec<u8>>, Vec<u32>)]) -> Outcome {
        let mut last = unverified(0);
        for (outs, want) in launches {
            let outs: Vec<Vec<u32>> = outs.iter().map(|o| u32s(o)).collect();
            last = self.check_all(what, &outs, want);
            if last.verified != Some(true) {
                break;
            }
        }
        last
    }

    fn micro_alu(&mut self) -> Result<Outcome> {
        let n = 4096u32;
        let iters = self.plan.size.pick(2, 16, 16);
        let b = 0.375f32;
        let outs = self.micro("micro_alu", n, 64, None, |_, o| {
            vec![Arg::Ptr(o), Arg::F32(b), Arg::U32(iters)]
        })?;
        if !self.plan.verify {
            return Ok(unverified(n.into()));
        }
        let want = alu_reference(n, iters * 256, b);
        let outs: Vec<Vec<u32>> = outs.iter().map(|o| u32s(o)).collect();
        Ok(self.check_all("micro-alu", &outs, &want))
    }

    fn micro_l1(&mut self) -> Result<Outcome> {
        let n = 4096u32;
        let iters = self.plan.size.pick(64, 4096, 4096);
        let input = vec![0x0123_4567u32, 9, 9, 9];
        let outs = self.micro("micro_l1", n, 64, Some(bytes_u32(&input)), |i, o| {
            vec![Arg::Ptr(i.unwrap_or(o)), Arg::Ptr(o), Arg::U32(iters)]
        })?;
        if !self.plan.verify {
            return Ok(unverified(n.into()));
        }
        let want = vec![input[0].wrapping_mul(iters); n as usize];
        let outs: Vec<Vec<u32>> = outs.iter().map(|o| u32s(o)).collect();
        Ok(self.check_all("micro-l1", &outs, &want))
    }

    fn micro_l2(&mut self) -> Result<Outcome> {
        let words = self.plan.size.pick(16384u32, 262144, 262144);
        let n = 4096u32;
        let mut rng = Rng::new(8);
        let input = rng.vec_u32(words as usize);
        let outs = self.micro("micro_l2", n, 64, Some(bytes_u32(&input)), |i, o| {
            vec![Arg::Ptr(i.unwrap_or(o)), Arg::Ptr(o), Arg::U32(words)]
        })?;
        if !self.plan.verify {
            return Ok(unverified(n.into()));
        }
        let want: Vec<u32> = (0..n)
            .map(|gid| {
                let mut acc = 0u32;
                for pass in 0..2u32 {
                    let mut i = gid;
                    while i < words {
                        acc = acc.wrapping_add(input[i as usize].wrapping_mul(pass + 1));
                        i += n;
                    }
                }
                acc
            })
            .collect();
        let outs: Vec<Vec<u32>> = outs.iter().map(|o| u32s(o)).collect();
        Ok(self.check_all("micro-l2", &outs, &want))
    }

    fn micro_dram(&mut self) -> Result<Outcome> {
        let n = self.plan.size.pick(4096u32, 65536, 65536);
        let mut rng = Rng::new(9);
        let input = rng.vec_u32((n * 16) as usize);
        let outs = self.micro("micro_dram", n, 256, Some(bytes_u32(&input)), |i, o| {
            vec![Arg::Ptr(i.unwrap_or(o)), Arg::Ptr(o), Arg::U32(n)]
        })?;
        if !self.plan.verify {
            return Ok(unverified(n.into()));
        }
        let want: Vec<u32> = (0..n as usize)
            .map(|i| input[i * 16].wrapping_add(1))
            .collect();
        let outs: Vec<Vec<u32>> = outs.iter().map(|o| u32s(o)).collect();
        Ok(self.check_all("micro-dram", &outs, &want))
    }

    /// Buffers of a latency probe on every target of the plan (every GPU in discrete mode,
    /// the unified group once): `input`, if any, written once before the first launch.
    fn probe_bufs(&mut self, input: Option<&[u8]>) -> Result<ProbeBufs<R::Buffer>> {
        let targets: Vec<(Target, usize)> = if self.unified() {
            vec![(Target::Unified, self.plan.gpus[0])]
        } else {
            self.plan
                .gpus
                .iter()
                .map(|&g| (Target::Gpu(g), g))
                .collect()
        };
        let mut ins = Vec::new();
        for &(_, g) in &targets {
            ins.push(match input {
                Some(b) => {
                    let d = self.buf(g, b.len() as u64)?;
                    self.rt.write(&d, 0, b)?;
                    Some(d)
                }
                None => None,
            });
        }
        Ok(ProbeBufs { targets, ins })
    }

    /// One launch of a latency probe: `kernel` of `module` over `n` work-items in one
    /// workgroup on every target, each with a fresh `n`-word output buffer (so every measured
    /// launch stores to a line and page no kernel touched, the same for all of them); waits for
    /// every target and returns the outputs.
    fn probe_launch(
        &mut self,
        p: &ProbeBufs<R::Buffer>,
        module: &R::Module,
        kernel: &str,
        n: u32,
        mk_args: impl Fn(Option<R::Buffer>, R::Buffer) -> Vec<Arg<R::Buffer>>,
    ) -> Result<Vec<Vec<u8>>> {
        let mut outs = Vec::new();
        for (&(t, g), din) in p.targets.iter().zip(&p.ins) {
            let dout = self.buf(g, u64::from(n) * 4)?;
            self.rt.launch(
                t,
                module,
                kernel,
                [n, 1, 1],
                [n, 1, 1],
                [0, 0, 0],
                &mk_args(*din, dout),
            )?;
            outs.push(dout);
        }
        let mut res = Vec::new();
        for (&(t, _), d) in p.targets.iter().zip(&outs) {
            self.rt.wait(t)?;
            let mut b = vec![0u8; n as usize * 4];
            self.rt.read(d, 0, &mut b)?;
            res.push(b);
        }
        Ok(res)
    }

    /// Latency probe "ALU", built the way the MGSim paper describes its ALU micro-benchmark:
    /// kernel `micro_alu_nN` (`micro_alu_n.cl`) is N dependent `v_add_f32` in straight-line
    /// code, each kernel at its own 256-byte-aligned entry, so no two kernels share an
    /// instruction-cache line. One wavefront (64 work-items, one workgroup) runs N = 1, 2, ...,
    /// 128, one launch each, in that order; `tandem bench micro` reads the 128 kernel durations
    /// from summary.json and finds the cost of one dependent add (the slope) and the staircase
    /// of instruction-cache misses (one more 64-byte line every 16 adds).
    ///
    /// Before them, one warm-up launch that is not measured: a run's first launch may pay for
    /// what every later one finds warm (the first kernarg slots, queue packets and completion
    /// signals, their translations and DRAM rows), which would land on T(1) alone and show as
    /// a false step at the start of the staircase. The warm-up is `micro_alu` with no loop
    /// trip, from its own code object (`micro_alu.hsaco`), not N = 1 again: on a GPU or a
    /// model that keeps the L1I or the L2 across kernels, a second N = 1 would find its code
    /// warm while N = 2..128 find theirs cold, a false step between N = 1 and N = 2. This way
    /// every measured kernel's code is equally cold, and the launches differ only in it.
    fn lat_alu(&mut self) -> Result<Outcome> {
        let b = 0.375f32;
        let p = self.probe_bufs(None)?;
        let warm = self.rt.load(code("micro-alu"))?;
        let outs = self.probe_launch(&p, &warm, "micro_alu", 64, |_, o| {
            vec![Arg::Ptr(o), Arg::F32(b), Arg::U32(0)]
        })?;
        let mut all = vec![(outs, alu_reference(64, 0, b))];
        for n in 1..=ALU_STAIRCASE {
            let outs = self.probe_launch(&p, self.m, &format!("micro_alu_n{n}"), 64, |_, o| {
                vec![Arg::Ptr(o), Arg::F32(b)]
            })?;
            all.push((outs, alu_reference(64, n, b)));
        }
        if !self.plan.verify {
            return Ok(unverified(64));
        }
        Ok(self.check_launches("lat-alu", &all))
    }

    /// Runs `micro_chase` on one work-item over the chain `next` once per `(start, steps)`
    /// (in launch order), checking each final index against the CPU.
    fn chase_launches(
        &mut self,
        what: &str,
        next: &[u32],
        launches: &[(u32, u32)],
    ) -> Result<Outcome> {
        let p = self.probe_bufs(Some(&bytes_u32(next)))?;
        let mut results = Vec::new();
        for &(start, steps) in launches {
            let outs = self.probe_launch(&p, self.m, "micro_chase", 1, |i, o| {
                vec![
                    Arg::Ptr(i.unwrap_or(o)),
                    Arg::Ptr(o),
                    Arg::U32(start),
                    Arg::U32(steps),
                ]
            })?;
            results.push((outs, vec![chase_reference(next, start, steps)]));
        }
        if !self.plan.verify {
            return Ok(unverified(next.len() as u64 / u64::from(LINE_WORDS)));
        }
        Ok(self.check_launches(what, &results))
    }

    /// Latency probe "L1 access" (the MGSim paper's: the same address loaded repeatedly): one
    /// work-item follows the chain `next[p] = p` on one 64-byte line with `micro_chase`, for
    /// S steps (a warm-up that brings the line, the code and the arguments in), S and 2S steps;
    /// (T(2S) - T(S)) / S is the time of one load plus the loop's few instructions. On the R9
    /// Nano this is an L2 hit: ROCm runs the L1V effectively disabled.
    fn lat_l1(&mut self) -> Result<Outcome> {
        let mut next = vec![0u32; LINE_WORDS as usize];
        next[CHAIN_WORD as usize] = CHAIN_WORD;
        let s = probe_sizes(self.plan.size).chase_steps;
        self.chase_launches(
            "lat-l1",
            &next,
            &[(CHAIN_WORD, s), (CHAIN_WORD, s), (CHAIN_WORD, 2 * s)],
        )
    }

    /// Latency probe "L2 access" (the MGSim paper's: a 1 MB buffer scanned twice, the second
    /// scan hitting in the L2): one work-item follows a chain through the L lines of a buffer
    /// (L = 16384, 1 MiB; 4096 at the small size, [`probe_sizes`]) in address order (64-byte
    /// stride, one word per line), wrapping from the last line to the first. Kernel A does L
    /// steps (one scan), kernel B 2L (two); (T(B) - T(A)) / L is the time of one L2 hit plus
    /// the loop's instructions.
    ///
    /// A warm-up scan (L steps) runs first, so the figure holds whether or not the L2 keeps
    /// its lines from one kernel to the next: if it keeps them, A and B hit on every line and
    /// B - A is one scan of hits; if it is invalidated at each kernel start, A misses on every
    /// line, B misses on its first scan and hits on its second, and B - A is again one scan of
    /// hits. Without the warm-up a kept L2 would give A all misses and B all hits.
    fn lat_l2(&mut self) -> Result<Outcome> {
        let lines = probe_sizes(self.plan.size).l2_lines;
        let mut next = vec![0u32; (lines * LINE_WORDS) as usize];
        let start = scan_chain(&mut next, 0, lines);
        self.chase_launches(
            "lat-l2",
            &next,
            &[(start, lines), (start, lines), (start, 2 * lines)],
        )
    }

    /// Latency probe "DRAM access" (the MGSim paper's: a 64-byte-stride scan): one buffer of
    /// 4S lines in three disjoint regions, each with its own chain in address order (one word
    /// per line, wrapping within the region): a warm-up kernel of S steps over region 0 (S
    /// lines; it brings the code and arguments in), then S steps over region 1 (S lines) and
    /// 2S steps over region 2 (2S lines). Every load of the last two kernels is to a line no
    /// earlier kernel touched, so it misses in the L2 whether or not the L2 is invalidated
    /// between kernels; (T(2S) - T(S)) / S is the time of one L2 miss plus the loop's
    /// instructions.
    fn lat_dram(&mut self) -> Result<Outcome> {
        let s = probe_sizes(self.plan.size).chase_steps;
        let mut next = vec![0u32; (4 * s * LINE_WORDS) as usize];
        let launches: Vec<(u32, u32)> = [(0, s), (s, s), (2 * s, 2 * s)]
            .into_iter()
            .map(|(base, lines)| (scan_chain(&mut next, base, lines), lines))
            .collect();
        self.chase_launches("lat-dram", &next, &launches)
    }
}

/// Kernels of the ALU staircase: `micro_alu_n1` ..= `micro_alu_n128` (`micro_alu_n.cl`).
pub const ALU_STAIRCASE: u32 = 128;
/// The sizes of the load probes at one `--size` preset ([`probe_sizes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProbeSizes {
    /// S, the step count of `lat-l1` and `lat-dram` (their figure is (T(2S) - T(S)) / S).
    pub chase_steps: u32,
    /// The 64-byte lines `lat-l2` scans (its figure is (T(two scans) - T(one)) / lines).
    pub l2_lines: u32,
}

/// The load probes' sizes: `1gpu` and `4gpu` run them as the MGSim paper describes them (a
/// 1 MiB buffer scanned twice; S = 4096 steps), and `tandem bench micro` measures those;
/// `small` shrinks them (256 KiB, S = 1000) for the tests that run every workload many times.
pub fn probe_sizes(size: Size) -> ProbeSizes {
    ProbeSizes {
        chase_steps: size.pick(1000, 4096, 4096),
        l2_lines: size.pick(4096, 16384, 16384),
    }
}

/// 32-bit words per 64-byte line.
const LINE_WORDS: u32 = 16;
/// The word of each line a chain uses: word 1, so that no chain's final index is 0 (what a
/// fresh output buffer holds if a kernel never ran).
const CHAIN_WORD: u32 = 1;

/// A latency probe's buffers: its targets and, per target, its input (written once).
struct ProbeBufs<B> {
    targets: Vec<(Target, usize)>,
    ins: Vec<Option<B>>,
}

/// Writes into `next` a `micro_chase` chain over the `lines` consecutive 64-byte lines from
/// line `base`, in address order and wrapping to `base` after the last: word [`CHAIN_WORD`]
/// of each line holds the index of the next line's word. Returns the chain's start index.
fn scan_chain(next: &mut [u32], base: u32, lines: u32) -> u32 {
    let word = |line: u32| line * LINE_WORDS + CHAIN_WORD;
    for k in 0..lines {
        next[word(base + k) as usize] = word(base + (k + 1) % lines);
    }
    word(base)
}

/// `micro_chase` on one work-item: the index reached after `steps` steps from `start`.
fn chase_reference(next: &[u32], start: u32, steps: u32) -> u32 {
    let mut p = start;
    for _ in 0..steps {
        p = next[p as usize];
    }
    p
}

// ------------------------------------------------------------------------- CPU references

/// `micro_alu` and `micro_alu_nN`: work-item i adds `b` to `i as f32` `adds` times, one add
/// after another.
fn alu_reference(n: u32, adds: u32, b: f32) -> Vec<u32> {
    (0..n)
        .map(|i| {
            let mut x = i as f32;
            for _ in 0..adds {
                x += b;
            }
            x.to_bits()
        })
        .collect()
}

/// KMeans assignment step (the kernel's arithmetic, in the same order).
pub fn kmeans_assign(points: &[f32], cents: &[f32], np: u32, nc: u32, nf: u32) -> Vec<i32> {
    (0..np as usize)
        .map(|p| {
            let (mut best, mut best_d) = (0i32, f32::INFINITY);
            for c in 0..nc as usize {
                let mut d = 0.0f32;
                for f in 0..nf as usize {
                    let diff = points[f * np as usize + p] - cents[c * nf as usize + f];
                    d += diff * diff;
                }
                if d < best_d {
                    best_d = d;
                    best = c as i32;
                }
            }
            best
        })
        .collect()
}

/// KMeans update step on the CPU: each centroid becomes the mean of its points (an empty
/// cluster keeps its centroid).
pub fn update_centroids(
    points: &[f32],
    membership: &[i32],
    old: &[f32],
    np: u32,
    nc: u32,
    nf: u32,
) -> Vec<f32> {
    let mut sum = vec![0.0f64; (nc * nf) as usize];
    let mut count = vec![0u32; nc as usize];
    for p in 0..np as usize {
        let c = membership[p].clamp(0, nc as i32 - 1) as usize;
        count[c] += 1;
        for f in 0..nf as usize {
            sum[c * nf as usize + f] += f64::from(points[f * np as usize + p]);
        }
    }
    let mut out = old.to_vec();
    for c in 0..nc as usize {
        if count[c] > 0 {
            for f in 0..nf as usize {
                out[c * nf as usize + f] = (sum[c * nf as usize + f] / f64::from(count[c])) as f32;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aes_reference_matches_fips197() {
        let sbox = aes_sbox();
        let key: [u8; 32] = std::array::from_fn(|i| i as u8);
        let pt: [u8; 16] = std::array::from_fn(|i| (i as u8) * 0x11);
        let w = aes256_expand(&key, &sbox);
        assert_eq!(
            aes256_block(&pt, &w, &sbox),
            [
                0x8e, 0xa2, 0xb7, 0xca, 0x51, 0x67, 0x45, 0xbf, 0xea, 0xfc, 0x49, 0x90, 0x4b, 0x49,
                0x60, 0x89
            ]
        );
    }

    #[test]
    fn parts_cover_the_range() {
        for n in [1u32, 100, 4096] {
            for k in 1..=4 {
                let p = parts(n, k, 64);
                assert_eq!(p.len(), k);
                assert_eq!(p[0].start, 0);
                assert_eq!(p[k - 1].end, n);
                for w in p.windows(2) {
                    assert_eq!(w[0].end, w[1].start);
                }
            }
        }
    }

    #[test]
    fn probe_chains_scan_their_lines_in_address_order() {
        // lat-l2: one scan visits every line of the 1 MiB buffer once, 64 bytes apart.
        let lines = probe_sizes(Size::Paper1).l2_lines;
        let mut next = vec![0u32; (lines * LINE_WORDS) as usize];
        let start = scan_chain(&mut next, 0, lines);
        let mut p = start;
        for k in 0..lines {
            assert_eq!(p, k * LINE_WORDS + CHAIN_WORD);
            p = next[p as usize];
        }
        assert_eq!(p, start, "the scan wraps to its start");
        assert_eq!(chase_reference(&next, start, 2 * lines), start);
        // lat-dram: three regions, none touching another's lines; no final index is 0.
        let s = 8u32;
        let mut next = vec![0u32; (4 * s * LINE_WORDS) as usize];
        let starts: Vec<u32> = [(0, s), (s, s), (2 * s, 2 * s)]
            .into_iter()
            .map(|(base, n)| scan_chain(&mut next, base, n))
            .collect();
        let mut seen = std::collections::HashSet::new();
        for (&start, steps) in starts.iter().zip([s, s, 2 * s]) {
            let mut p = start;
            for _ in 0..steps {
                assert!(
                    seen.insert(p / LINE_WORDS),
                    "line {} loaded twice",
                    p / LINE_WORDS
                );
                p = next[p as usize];
            }
            assert_eq!(p, start);
            assert_ne!(chase_reference(&next, start, steps), 0);
        }
        assert_eq!(seen.len() as u32, 4 * s);
    }

    #[test]
    fn spread_parts_end_on_pages() {
        // 6 KiB + 6 KiB: the first part ends at 8 KiB, the second takes the rest.
        assert_eq!(
            spread_layout(&[(0, 6144), (1, 6144)]),
            vec![(0, 0, 8192), (1, 8192, 4096)]
        );
        // A part that fits inside its neighbour's last page gets no buffer object.
        assert_eq!(
            spread_layout(&[(0, 100), (1, 100), (2, 8000)]),
            vec![(0, 0, 4096), (2, 4096, 8192)]
        );
    }

    #[test]
    fn names_and_aliases() {
        assert_eq!(canonical("mt"), Some("transpose"));
        assert_eq!(canonical("vecadd"), Some("vecadd"));
        assert_eq!(canonical("nope"), None);
    }
}
