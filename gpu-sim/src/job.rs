//! Run one kernel from a plain description: the standalone job runner behind `tandem kernel`
//! and the corpus reference tests.
//!
//! A [`Job`] names a code object, a kernel, a grid and a workgroup size (both in work-items,
//! as OpenCL's global and local sizes; a partial last workgroup is allowed) and the kernel's
//! explicit arguments in order. [`run_job`] checks the arguments against the kernel's metadata,
//! lays out a [`SparseMemory`] the way a runtime would, fills the hidden arguments, and runs the
//! whole dispatch on the functional emulator. It models no timing.
//!
//! Memory layout (virtual addresses; each region is page-aligned and surrounded by unmapped
//! guard gaps, so a stray access faults instead of corrupting a neighbour):
//!
//! | region                     | address                         |
//! |----------------------------|---------------------------------|
//! | code object image          | [`CODE_BASE`]                   |
//! | `amd_queue_t`              | [`QUEUE_VA`]                    |
//! | AQL dispatch packet        | [`PACKET_VA`]                   |
//! | kernarg segment            | [`KERNARG_VA`]                  |
//! | buffers, in argument order | from [`BUFFER_BASE`], [`GUARD_BYTES`] apart |
//! | scratch backing store      | [`SCRATCH_VA`]                  |
//!
//! Hidden arguments follow what ROCm's OpenCL runtime writes: global offsets 0; block count =
//! grid / workgroup (whole groups), remainder = grid % workgroup; group sizes; grid dimensions
//! (the highest dimension whose grid or workgroup size exceeds 1); printf, hostcall, heap,
//! default queue, completion action and multigrid null; dynamic LDS bytes; the queue pointer;
//! the high halves of the emulator's private and shared apertures.

mod file;

use crate::emu as emu_api;

pub use file::{confined, JobFile, JobFileError, OutputSpec};

use crate::emu::{MemError, Memory, SparseMemory};
use crate::loader::{CodeObject, KernelArg, KernelInfo, LoadError, ValueKind};

/// Virtual address the code object image is loaded at.
pub const CODE_BASE: u64 = 0x0000_0001_0000_0000;
/// Virtual address of the `amd_queue_t`.
pub const QUEUE_VA: u64 = 0x0000_0002_0000_0000;
/// Virtual address of the AQL dispatch packet (the queue's ring buffer, slot 0).
pub const PACKET_VA: u64 = 0x0000_0002_0001_0000;
/// Virtual address of the kernarg segment.
pub const KERNARG_VA: u64 = 0x0000_0002_0002_0000;
/// First buffer's virtual address.
pub const BUFFER_BASE: u64 = 0x0000_0004_0000_0000;
/// Unmapped gap after every buffer.
pub const GUARD_BYTES: u64 = 0x1_0000;
/// Virtual address of the scratch backing store.
pub const SCRATCH_VA: u64 = 0x0000_0100_0000_0000;
pub use host_abi::{DYNAMIC_STACK_BYTES, MAX_LDS_BYTES};
/// Size of the mapped `amd_queue_t` region.
const QUEUE_BYTES: u64 = 0x1000;
/// Size of the mapped ring-buffer region.
const RING_BYTES: u64 = 0x1000;

const PAGE: u64 = crate::emu::memory::PAGE_BYTES;

/// One explicit kernel argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A global buffer with these initial contents; its final contents come back in
    /// [`JobOutput::buffers`].
    Buffer(Vec<u8>),
    /// A `__local` pointer to this many bytes of dynamically allocated LDS.
    Local(u32),
    U32(u32),
    I32(i32),
    U64(u64),
    I64(i64),
    F32(f32),
    F64(f64),
    /// Raw bytes of a by-value argument (a struct, a vector, a char).
    ByValue(Vec<u8>),
}

impl Arg {
    /// The job-format spelling of this argument's kind.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Arg::Buffer(_) => "a buffer",
            Arg::Local(_) => "local",
            Arg::U32(_) => "u32",
            Arg::I32(_) => "i32",
            Arg::U64(_) => "u64",
            Arg::I64(_) => "i64",
            Arg::F32(_) => "f32",
            Arg::F64(_) => "f64",
            Arg::ByValue(_) => "by_value",
        }
    }
}

/// A kernel launch.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// The code object's bytes (an `.hsaco` file).
    pub code_object: Vec<u8>,
    /// The kernel's name.
    pub kernel: String,
    /// Grid size in work-items per dimension.
    pub grid: [u32; 3],
    /// Workgroup size in work-items per dimension.
    pub workgroup: [u32; 3],
    /// Explicit arguments in order (hidden arguments are filled by [`run_job`]).
    pub args: Vec<Arg>,
}

/// What a job produced.
#[derive(Clone, Debug)]
pub struct JobOutput {
    /// Per argument index: the final contents of a [`Arg::Buffer`], `None` for other kinds.
    pub buffers: Vec<Option<Vec<u8>>>,
    pub stats: DispatchStats,
}

pub use emu_api::DispatchStats;

/// Why a job could not run. The variants that wrap another error print it in their message and
/// do not also report it as their source, so a chain printed with `{:#}` says it once.
#[derive(Debug, thiserror::Error)]
pub enum JobError {
    #[error("code object: {0}")]
    Load(LoadError),
    #[error("kernel `{name}` is not in the code object (it has: {available})")]
    NoSuchKernel { name: String, available: String },
    #[error("kernel `{kernel}` takes {expected} argument(s) ({signature}); the job gives {given}")]
    ArgCount {
        kernel: String,
        expected: usize,
        given: usize,
        signature: String,
    },
    #[error("arg {index}{}: job gives {given} but the kernel expects {expected}", name.as_ref().map(|n| format!(" `{n}`")).unwrap_or_default())]
    ArgMismatch {
        index: usize,
        /// The argument's source name, when the code object records it (`-cl-kernel-arg-info`).
        name: Option<String>,
        given: String,
        expected: String,
    },
    #[error("launch geometry: {0}")]
    Geometry(String),
    #[error("arg {index}{}: local = {given} bytes of LDS {why}", name.as_ref().map(|n| format!(" `{n}`")).unwrap_or_default())]
    LocalTooSmall {
        index: usize,
        name: Option<String>,
        given: u32,
        why: String,
    },
    #[error("kernel metadata: {0}")]
    BadMetadata(String),
    #[error("setting up memory: {0}")]
    Memory(MemError),
    #[error(transparent)]
    Emulator(#[from] emu_api::EmuError),
}

impl From<LoadError> for JobError {
    fn from(e: LoadError) -> Self {
        JobError::Load(e)
    }
}

impl From<MemError> for JobError {
    fn from(e: MemError) -> Self {
        JobError::Memory(e)
    }
}

/// Grids above this many work-items are refused unless the caller allows huge grids
/// (`tandem kernel --allow-huge`, [`JobLimits::allow_huge`]): 2^28 work-items are 4 Mi
/// wavefronts, minutes of emulation for the simplest kernel and 16 times the largest MGMark
/// input; a grid of 2^32 x 2^32 x 2^32 work-items (accepted by the packet format) would run
/// for ever, so a typo there should be an error, not a hang.
pub const MAX_GRID_WORK_ITEMS: u64 = 1 << 28;

/// Limits a job is checked against before it runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct JobLimits {
    /// Accept grids above [`MAX_GRID_WORK_ITEMS`].
    pub allow_huge: bool,
}

/// Work-items in a grid (saturating: 2^96 does not fit a u64).
pub fn grid_work_items(grid: [u32; 3]) -> u64 {
    grid.iter()
        .fold(1u64, |acc, &d| acc.saturating_mul(u64::from(d)))
}

/// Checks a job against its kernel's metadata without laying out memory: the kernel exists,
/// the geometry and every argument fit. [`prepare_job`] does the same checks; paths that do
/// not prepare a job (a launch through the driver) call this first.
pub fn check_job(job: &Job) -> Result<(), JobError> {
    let co = CodeObject::parse(&job.code_object)?;
    let kernel = find_kernel(&co, &job.kernel)?;
    check_geometry(kernel, job.grid, job.workgroup)?;
    check_args(kernel, &job.args)
}

fn find_kernel<'a>(co: &'a CodeObject, name: &str) -> Result<&'a KernelInfo, JobError> {
    co.kernel(name).ok_or_else(|| JobError::NoSuchKernel {
        name: name.to_string(),
        available: co
            .kernels
            .iter()
            .map(|k| k.name.as_str())
            .collect::<Vec<_>>()
            .join(", "),
    })
}

/// Runs a whole dispatch of `job` on the functional emulator.
pub fn run_job(job: &Job) -> Result<JobOutput, JobError> {
    prepare_job(job)?.run()
}

/// A job with its memory laid out and its kernarg segment filled, ready to dispatch.
#[derive(Clone, Debug)]
pub struct PreparedJob {
    /// All of the dispatch's memory: code, queue, packet ring, kernargs, buffers, scratch.
    pub memory: SparseMemory,
    pub kernel: KernelInfo,
    /// The relocated code image, also present in `memory` at [`CODE_BASE`].
    pub image: Vec<u8>,
    /// The kernarg segment as written at [`KERNARG_VA`].
    pub kernarg: Vec<u8>,
    /// Per argument index: `(va, bytes)` of each buffer.
    pub buffers: Vec<Option<(u64, usize)>>,
    pub grid: [u32; 3],
    pub workgroup: [u32; 3],
    /// Static plus dynamic LDS bytes per workgroup.
    pub group_segment_bytes: u32,
    /// Scratch bytes per work-item.
    pub private_segment_bytes: u32,
    /// Bytes mapped at [`SCRATCH_VA`].
    pub scratch_bytes: u64,
}

impl PreparedJob {
    /// Number of workgroups in the grid (partial ones included).
    pub fn workgroup_count(&self) -> u64 {
        (0..3)
            .map(|d| u64::from(self.grid[d].div_ceil(self.workgroup[d].max(1))))
            .fold(1u64, u64::saturating_mul)
    }

    /// Runs every workgroup and reads the buffers back. The prepared memory is cloned, so a
    /// prepared job can run many times (the emulation benchmark does).
    pub fn run(&self) -> Result<JobOutput, JobError> {
        let mut mem = self.memory.clone();
        let stats = self.dispatch_in(&mut mem)?;
        let mut buffers = Vec::with_capacity(self.buffers.len());
        for slot in &self.buffers {
            buffers.push(match slot {
                Some((va, len)) => {
                    let mut b = vec![0u8; *len];
                    mem.read(*va, &mut b)?;
                    Some(b)
                }
                None => None,
            });
        }
        Ok(JobOutput { buffers, stats })
    }
}

impl PreparedJob {
    /// Runs every workgroup in `mem` (a clone of [`PreparedJob::memory`]), without reading
    /// anything back: the emulation benchmark times exactly this.
    pub fn dispatch_in(&self, mem: &mut SparseMemory) -> Result<DispatchStats, JobError> {
        backend::dispatch(self, mem)
    }
}

/// Checks `job` against the kernel's metadata and lays out its memory.
pub fn prepare_job(job: &Job) -> Result<PreparedJob, JobError> {
    let co = CodeObject::parse(&job.code_object)?;
    let kernel = find_kernel(&co, &job.kernel)?;
    check_geometry(kernel, job.grid, job.workgroup)?;
    check_args(kernel, &job.args)?;

    let mut mem = SparseMemory::new();
    // Code image.
    let image = co.image_at(CODE_BASE);
    mem.map(CODE_BASE, round_up(image.len() as u64, PAGE).max(PAGE));
    mem.write(CODE_BASE, &image)?;
    // Queue and ring.
    mem.map(QUEUE_VA, QUEUE_BYTES);
    mem.map(PACKET_VA, RING_BYTES);

    // Buffers and dynamic LDS.
    let mut buffer_vas: Vec<Option<(u64, usize)>> = vec![None; job.args.len()];
    let mut next_va = BUFFER_BASE;
    let mut lds_bytes = u64::from(kernel.meta.group_segment_fixed_size);
    let mut lds_offsets: Vec<u32> = vec![0; job.args.len()];
    let explicit: Vec<&KernelArg> = kernel.meta.explicit_args().collect();
    for (i, arg) in job.args.iter().enumerate() {
        match arg {
            Arg::Buffer(data) => {
                let len = round_up(data.len() as u64, PAGE).max(PAGE);
                mem.map(next_va, len);
                mem.write(next_va, data)?;
                buffer_vas[i] = Some((next_va, data.len()));
                next_va += len + GUARD_BYTES;
            }
            Arg::Local(n) => {
                let align = explicit[i].pointee_align.unwrap_or(4).clamp(1, 256);
                lds_bytes = round_up(lds_bytes, u64::from(align));
                lds_offsets[i] = lds_bytes as u32;
                lds_bytes += u64::from(*n);
            }
            _ => {}
        }
    }
    if lds_bytes > u64::from(MAX_LDS_BYTES) {
        return Err(JobError::Geometry(format!(
            "the kernel needs {lds_bytes} bytes of LDS per workgroup ({} static + dynamic); the GPU has {MAX_LDS_BYTES}",
            kernel.meta.group_segment_fixed_size
        )));
    }
    let dynamic_lds = lds_bytes as u32 - kernel.meta.group_segment_fixed_size;

    // Kernarg segment: explicit then hidden arguments.
    let kernarg_len = kernel
        .meta
        .kernarg_segment_size
        .max(kernel.descriptor.kernarg_size) as usize;
    let mut kernarg = vec![0u8; kernarg_len];
    for (i, (arg, meta)) in job.args.iter().zip(&explicit).enumerate() {
        let bytes: Vec<u8> = match arg {
            Arg::Buffer(_) => buffer_vas[i].map_or(0, |(va, _)| va).to_le_bytes().to_vec(),
            Arg::Local(_) => lds_offsets[i].to_le_bytes().to_vec(),
            Arg::U32(v) => v.to_le_bytes().to_vec(),
            Arg::I32(v) => v.to_le_bytes().to_vec(),
            Arg::U64(v) => v.to_le_bytes().to_vec(),
            Arg::I64(v) => v.to_le_bytes().to_vec(),
            Arg::F32(v) => v.to_le_bytes().to_vec(),
            Arg::F64(v) => v.to_le_bytes().to_vec(),
            Arg::ByValue(b) => b.clone(),
        };
        put(&mut kernarg, meta, &bytes)?;
    }
    // Global offsets are 0 (a job has none).
    for (meta, v) in host_abi::hidden_values(
        &kernel.abi(),
        job.grid,
        job.workgroup,
        [0; 3],
        dynamic_lds,
        QUEUE_VA,
    ) {
        put(&mut kernarg, meta, &v.to_le_bytes())?;
    }
    let kernarg_map = round_up(kernarg_len as u64, PAGE).max(PAGE);
    mem.map(KERNARG_VA, kernarg_map);
    mem.write(KERNARG_VA, &kernarg)?;

    // Scratch.
    let private_bytes = host_abi::private_segment_bytes(&kernel.abi());
    let scratch_bytes = emu_api::abi::scratch_bytes_needed(job.workgroup, private_bytes);
    if scratch_bytes > 0 {
        mem.map(SCRATCH_VA, round_up(scratch_bytes, PAGE));
    }

    tracing::debug!(
        kernel = %kernel.name,
        grid = ?job.grid,
        workgroup = ?job.workgroup,
        kernarg_bytes = kernarg_len,
        lds_bytes,
        private_bytes,
        scratch_bytes,
        buffers = job.args.iter().filter(|a| matches!(a, Arg::Buffer(_))).count(),
        "job prepared"
    );
    Ok(PreparedJob {
        memory: mem,
        kernel: kernel.clone(),
        image,
        kernarg,
        buffers: buffer_vas,
        grid: job.grid,
        workgroup: job.workgroup,
        group_segment_bytes: lds_bytes as u32,
        private_segment_bytes: private_bytes,
        scratch_bytes,
    })
}

/// The adapter between the job runner and the emulator's dispatch entry point.
mod backend {
    use super::*;

    pub(super) fn dispatch(
        l: &PreparedJob,
        mem: &mut SparseMemory,
    ) -> Result<DispatchStats, JobError> {
        let n_groups = l.workgroup_count();
        let setup = emu_api::DispatchSetup {
            kernel_name: &l.kernel.name,
            descriptor: l.kernel.descriptor,
            code: &l.image,
            code_base: CODE_BASE,
            entry_pc: CODE_BASE + l.kernel.entry_vaddr,
            grid: l.grid,
            workgroup: l.workgroup,
            group_segment_bytes: l.group_segment_bytes,
            private_segment_bytes: l.private_segment_bytes,
            kernarg_va: KERNARG_VA,
            dispatch_packet_va: PACKET_VA,
            queue_va: QUEUE_VA,
            dispatch_id: 0,
            scratch_va: SCRATCH_VA,
            scratch_bytes: l.scratch_bytes,
            workgroups: 0..n_groups,
            max_wavefront_instructions: emu_api::DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS,
        };
        emu_api::abi::write_amd_queue(
            mem,
            QUEUE_VA,
            &emu_api::abi::QueueInit {
                ring_va: PACKET_VA,
                ring_packets: (RING_BYTES / 64) as u32,
                queue_id: 0,
                scratch_va: SCRATCH_VA,
                scratch_bytes: l.scratch_bytes,
                private_segment_bytes: l.private_segment_bytes,
            },
        )?;
        emu_api::abi::write_dispatch_packet(mem, PACKET_VA, &setup)?;
        Ok(emu_api::run_dispatch(&setup, mem)?)
    }
}

fn round_up(v: u64, to: u64) -> u64 {
    v.div_ceil(to) * to
}

fn put(kernarg: &mut [u8], meta: &KernelArg, bytes: &[u8]) -> Result<(), JobError> {
    let off = meta.offset as usize;
    let n = (meta.size as usize).min(bytes.len());
    let kernarg_len = kernarg.len();
    let dst = off
        .checked_add(n)
        .and_then(|end| kernarg.get_mut(off..end))
        .ok_or_else(|| {
            JobError::BadMetadata(format!(
                "argument `{}` at offset {} ({} bytes) lies outside the {}-byte kernarg segment",
                meta.name.as_deref().unwrap_or(meta.value_kind.name()),
                meta.offset,
                meta.size,
                kernarg_len
            ))
        })?;
    dst.copy_from_slice(&bytes[..n]);
    Ok(())
}

fn check_geometry(kernel: &KernelInfo, grid: [u32; 3], wg: [u32; 3]) -> Result<(), JobError> {
    if grid.contains(&0) {
        return Err(JobError::Geometry(format!(
            "grid {grid:?}: every dimension must be at least 1"
        )));
    }
    if wg.contains(&0) {
        return Err(JobError::Geometry(format!(
            "workgroup {wg:?}: every dimension must be at least 1"
        )));
    }
    let flat = u64::from(wg[0]) * u64::from(wg[1]) * u64::from(wg[2]);
    let max = u64::from(kernel.meta.max_flat_workgroup_size.max(1)).min(1024);
    if flat > max {
        return Err(JobError::Geometry(format!(
            "workgroup {wg:?} has {flat} work-items; kernel `{}` allows at most {max} (max_flat_workgroup_size)",
            kernel.name
        )));
    }
    if let Some(reqd) = kernel.meta.reqd_workgroup_size {
        if reqd != wg {
            return Err(JobError::Geometry(format!(
                "workgroup {wg:?}: kernel `{}` requires reqd_work_group_size {reqd:?}",
                kernel.name
            )));
        }
    }
    Ok(())
}

/// What kind of scalar a metadata type name is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scalar {
    Int,
    Float,
    Unknown,
}

fn scalar_class(type_name: Option<&str>) -> Scalar {
    let Some(t) = type_name else {
        return Scalar::Unknown;
    };
    match t.trim() {
        "char" | "uchar" | "short" | "ushort" | "int" | "uint" | "long" | "ulong" | "size_t"
        | "ptrdiff_t" | "intptr_t" | "uintptr_t" | "bool" | "unsigned char" | "unsigned short"
        | "unsigned int" | "unsigned long" | "int8_t" | "uint8_t" | "int16_t" | "uint16_t"
        | "int32_t" | "uint32_t" | "int64_t" | "uint64_t" => Scalar::Int,
        "float" | "double" | "half" => Scalar::Float,
        _ => Scalar::Unknown,
    }
}

fn describe(meta: &KernelArg) -> String {
    let what = match &meta.value_kind {
        ValueKind::ByValue => format!("by_value of {} bytes", meta.size),
        ValueKind::GlobalBuffer => "a buffer (in/out)".to_string(),
        ValueKind::DynamicSharedPointer => "local (a __local pointer)".to_string(),
        k => k.name().to_string(),
    };
    match &meta.type_name {
        Some(t) => format!("{what} ({t})"),
        None => what,
    }
}

fn check_args(kernel: &KernelInfo, args: &[Arg]) -> Result<(), JobError> {
    let explicit: Vec<&KernelArg> = kernel.meta.explicit_args().collect();
    if explicit.len() != args.len() {
        return Err(JobError::ArgCount {
            kernel: kernel.name.clone(),
            expected: explicit.len(),
            given: args.len(),
            signature: explicit
                .iter()
                .map(|a| {
                    let ty = a.type_name.as_deref().unwrap_or(a.value_kind.name());
                    match &a.name {
                        Some(n) => format!("{n}: {ty}"),
                        None => ty.to_string(),
                    }
                })
                .collect::<Vec<_>>()
                .join(", "),
        });
    }
    for (index, (arg, meta)) in args.iter().zip(&explicit).enumerate() {
        let mismatch = || JobError::ArgMismatch {
            index,
            name: meta.name.clone(),
            given: match arg {
                Arg::ByValue(b) => format!("by_value of {} bytes", b.len()),
                other => other.kind_name().to_string(),
            },
            expected: describe(meta),
        };
        if let (ValueKind::DynamicSharedPointer, Arg::Local(n)) = (&meta.value_kind, arg) {
            check_local(index, meta, *n)?;
        }
        let ok = match (&meta.value_kind, arg) {
            (ValueKind::GlobalBuffer, Arg::Buffer(_)) => true,
            (ValueKind::DynamicSharedPointer, Arg::Local(_)) => true,
            (ValueKind::ByValue, Arg::ByValue(b)) => b.len() == meta.size as usize,
            (ValueKind::ByValue, a) => {
                let (size, class) = match a {
                    Arg::U32(_) | Arg::I32(_) => (4, Scalar::Int),
                    Arg::U64(_) | Arg::I64(_) => (8, Scalar::Int),
                    Arg::F32(_) => (4, Scalar::Float),
                    Arg::F64(_) => (8, Scalar::Float),
                    _ => (0, Scalar::Unknown),
                };
                let declared = scalar_class(meta.type_name.as_deref());
                size == meta.size && (declared == Scalar::Unknown || declared == class)
            }
            _ => false,
        };
        if !ok {
            return Err(mismatch());
        }
    }
    Ok(())
}

/// Bytes of one element of a pointer's pointee type (`float4*` -> 16), when the metadata's
/// type name is an OpenCL scalar or vector type.
fn pointee_bytes(type_name: Option<&str>) -> Option<u32> {
    let t = type_name?.trim().strip_suffix('*')?.trim();
    // Qualifiers the compiler may leave in the name.
    let t = t
        .split_whitespace()
        .filter(|w| !matches!(*w, "const" | "volatile" | "restrict" | "__local" | "local"))
        .collect::<Vec<_>>()
        .join(" ");
    let digits = t.len() - t.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (base, lanes) = t.split_at(t.len() - digits);
    let lanes: u32 = match lanes {
        "" => 1,
        // OpenCL: a 3-element vector occupies 4 elements.
        "3" => 4,
        "2" | "4" | "8" | "16" => lanes.parse().ok()?,
        _ => return None,
    };
    let size = match base {
        "char" | "uchar" | "bool" | "unsigned char" => 1,
        "short" | "ushort" | "half" | "unsigned short" => 2,
        "int" | "uint" | "float" | "unsigned int" => 4,
        "long" | "ulong" | "double" | "unsigned long" => 8,
        _ => return None,
    };
    Some(size * lanes)
}

/// A `__local` pointer's dynamic LDS must hold at least one element: with less, every access
/// of the kernel falls outside the workgroup's LDS, where loads read 0 and stores are dropped
/// (as on the hardware), so the run "succeeds" with wrong results. Whether the kernel needs
/// more than one element depends on its code, which no check before the run can know.
fn check_local(index: usize, meta: &KernelArg, n: u32) -> Result<(), JobError> {
    let elem = pointee_bytes(meta.type_name.as_deref())
        .or(meta.pointee_align)
        .unwrap_or(1)
        .max(1);
    let why = if n == 0 {
        "is empty: a __local pointer needs at least one element".to_string()
    } else if n < elem {
        format!(
            "is smaller than one element of {} ({elem} bytes)",
            meta.type_name.as_deref().unwrap_or("the pointee")
        )
    } else {
        return Ok(());
    };
    Err(JobError::LocalTooSmall {
        index,
        name: meta.name.clone(),
        given: n,
        why,
    })
}

#[cfg(test)]
mod pointee_tests {
    use super::pointee_bytes;

    #[test]
    fn pointee_sizes_of_opencl_types() {
        assert_eq!(pointee_bytes(Some("uint*")), Some(4));
        assert_eq!(pointee_bytes(Some("float4*")), Some(16));
        assert_eq!(pointee_bytes(Some("float3*")), Some(16));
        assert_eq!(pointee_bytes(Some("const short2*")), Some(4));
        assert_eq!(pointee_bytes(Some("double*")), Some(8));
        assert_eq!(pointee_bytes(Some("struct foo*")), None);
        assert_eq!(pointee_bytes(Some("uint")), None);
        assert_eq!(pointee_bytes(None), None);
    }
}
