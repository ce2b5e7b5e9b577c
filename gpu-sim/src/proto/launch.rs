//! What a kernel launch carries from the command processor to the dispatchers (in
//! `CtlMsg::Launch`, as a [`LaunchJob`]: the dispatch as the command processor found it,
//! [`DispatchInfo`], and the packet read and checked, [`PreparedDispatch`]: kernel descriptor,
//! code image, grid and each member GPU's workgroup range), and what comes back (in
//! `CtlMsg::KernelDone`: a [`KernelReport`] or a [`LaunchError`]; per dispatch, one
//! [`DispatchRecord`] of [`MemberRun`]s for the run's records).
//!
//! Plain data, here with the messages that carry it; the command processor builds it
//! (`cp::launch::prepare`, `cp::unit`) and the dispatchers read it.

use serde::{Deserialize, Serialize};

use crate::emu;
use crate::loader::KernelDescriptor;
use crate::sys::memory::scratch_va;
use host_abi::aql::{queue_error, KernelDispatchPacket};

/// What a launcher needs to start one kernel dispatch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DispatchInfo {
    pub gpu_index: usize,
    pub queue_id: u32,
    /// The packet's index in its queue (HSA dispatch id).
    pub dispatch_id: u64,
    /// Address of the packet in the ring (the kernel's dispatch_ptr).
    pub packet_address: u64,
    pub packet: KernelDispatchPacket,
    /// `amd_queue_t` address (`read_pointer_address - 0x80`): the kernel's queue_ptr.
    pub queue_ptr: u64,
    /// Fields read from `amd_queue_t` at dispatch (zero if it was not readable).
    pub queue: QueueInfo,
    /// The GPU's hidden private base in bytes (SET_SCRATCH_BACKING_VA; 0 until set). On
    /// gfx8, `queue.scratch_backing_memory_location` is an offset from it (flat scratch init).
    pub scratch_backing_base: u64,
    /// The GPU's trap handler (TBA, TMA) from SET_TRAP_HANDLER, if set.
    pub trap_handler: Option<(u64, u64)>,
}

/// The `amd_queue_t` fields a dispatch uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QueueInfo {
    pub group_segment_aperture_base_hi: u32,
    pub compute_tmpring_size: u32,
    pub scratch_resource_descriptor: [u32; 4],
    pub scratch_backing_memory_location: u64,
    pub scratch_backing_memory_byte_size: u64,
}

/// Why a launch failed (guest-caused: bad descriptor, memory fault, unimplemented op).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("kernel launch failed: {reason}")]
pub struct LaunchError {
    pub reason: String,
    /// The queue error code the CP reports in `queue_inactive_signal`
    /// ([`queue_error`], e.g. `ILLEGAL_INSTRUCTION` or `MEMORY_VIOLATION`).
    pub code: u64,
}

/// One member GPU's share of a dispatch.
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq)]
pub struct MemberRun {
    pub gpu: usize,
    pub first_workgroup: u64,
    pub workgroups: u64,
    pub wavefronts: u64,
    pub wavefront_instructions: u64,
    pub valu_instructions: u64,
    pub vmem_instructions: u64,
    pub lds_instructions: u64,
    pub duration_ps: u64,
    /// Timing mode only: what the cycle-level model measured for this member.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub timing: Option<MemberTiming>,
}

/// One dispatch as the GPU side saw it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct DispatchRecord {
    /// The kernel's name (its symbol without `.kd`).
    pub kernel: String,
    pub gpu: usize,
    pub queue_id: u32,
    pub dispatch_id: u64,
    pub kernel_object: u64,
    pub grid: [u32; 3],
    pub workgroup: [u32; 3],
    pub start_ps: u64,
    pub end_ps: u64,
    pub members: Vec<MemberRun>,
    /// Kernel sampling (`gpu.cp.sample_period`): what it did with this launch.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sample: Option<SampleInfo>,
    /// Workgroup sampling (`gpu.cp.sample_groups`): what it did inside this launch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group_sample: Option<GroupSample>,
}

/// What workgroup sampling (`gpu.cp.sample_groups`, `cp::sample`) did inside one launch on
/// the timing model: the first `rounds` occupancy rounds of workgroups ran in detail, the rest
/// on the functional emulator at the kernel's start, and their time was added from the steady
/// rounds' throughput.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GroupSample {
    pub rounds: u32,
    /// Workgroups that fit the GPU at once (one occupancy round).
    pub per_round: u64,
    /// Workgroups on the timing model, and on the functional emulator.
    pub detailed: u64,
    pub functional: u64,
    /// The steady rounds' time per workgroup, ps (rounded).
    pub steady_ps_per_group: u64,
    /// The time added for the functional workgroups (before the drain), ps.
    pub added_ps: u64,
    /// 95 % half-width of `added_ps`, ps.
    pub bound_ps: u64,
}

/// The end of a kernel (or of a release), as a dispatcher reports it in `CtlMsg::KernelDone`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KernelReport {
    /// When the kernel was started (before the invalidation).
    pub start_ps: u64,
    /// When the first workgroup could be sent (invalidation and launch overhead done).
    pub dispatch_start_ps: u64,
    /// When the last workgroup finished.
    pub groups_end_ps: u64,
    /// When the kernel was over (after the L2 write-back).
    pub end_ps: u64,
    pub workgroups: u64,
    pub wavefronts: u64,
    pub wavefront_instructions: u64,
    /// Of those, vector ALU, vector memory and LDS instructions (the functional emulator's
    /// counts, or the sum of the compute units' `GroupDone` instruction mixes).
    pub valu_instructions: u64,
    pub vmem_instructions: u64,
    pub lds_instructions: u64,
    /// The first guest error a compute unit reported; the kernel stopped.
    pub error: Option<String>,
    /// Workgroup sampling: what it did inside this kernel (the timing dispatcher's).
    pub group_sample: Option<GroupSample>,
}

impl KernelReport {
    /// A report of nothing, at `start`.
    pub fn empty(start: u64) -> KernelReport {
        KernelReport {
            start_ps: start,
            dispatch_start_ps: start,
            groups_end_ps: start,
            end_ps: start,
            workgroups: 0,
            wavefronts: 0,
            wavefront_instructions: 0,
            valu_instructions: 0,
            vmem_instructions: 0,
            lds_instructions: 0,
            error: None,
            group_sample: None,
        }
    }
}

/// A dispatch packet read and checked: the kernel descriptor, the code image, the grid and
/// each member GPU's workgroup range. Built by `cp::launch::prepare`.
#[derive(Clone, Debug)]
pub struct PreparedDispatch {
    /// `kernel@<kernel object>`, for errors.
    pub name: String,
    pub descriptor: KernelDescriptor,
    pub code: Vec<u8>,
    pub code_base: u64,
    pub entry_pc: u64,
    pub grid: [u32; 3],
    pub workgroup: [u32; 3],
    /// Member GPU and its contiguous range of flat workgroup ids, in member order.
    pub members: Vec<(usize, std::ops::Range<u64>)>,
}

impl PreparedDispatch {
    /// The emulator's view of member range `workgroups` with the given scratch window.
    pub fn setup<'a>(
        &'a self,
        d: &DispatchInfo,
        workgroups: std::ops::Range<u64>,
        scratch_va: u64,
        scratch_bytes: u64,
        max_wavefront_instructions: u64,
    ) -> emu::DispatchSetup<'a> {
        let p = &d.packet;
        emu::DispatchSetup {
            kernel_name: &self.name,
            descriptor: self.descriptor,
            code: &self.code,
            code_base: self.code_base,
            entry_pc: self.entry_pc,
            grid: self.grid,
            workgroup: self.workgroup,
            group_segment_bytes: p.group_segment_size_bytes,
            private_segment_bytes: p.private_segment_size_bytes,
            kernarg_va: p.kernarg_address,
            dispatch_packet_va: d.packet_address,
            queue_va: d.queue_ptr,
            dispatch_id: d.dispatch_id,
            scratch_va,
            scratch_bytes,
            workgroups,
            max_wavefront_instructions,
        }
    }
}

/// A launch as the command processor sends it to each member's dispatcher (`CtlMsg::Launch`,
/// which says which member that is): the checked dispatch.
#[derive(Debug)]
pub struct LaunchJob {
    pub info: DispatchInfo,
    pub prep: PreparedDispatch,
    /// Kernel sampling (`gpu.cp.sample_period`): on the functional model, the kernel's
    /// duration in ps, its class's samples' mean on the timing model, instead of the
    /// functional model's formula.
    pub functional_ps: Option<u64>,
    /// A restored run's launch before the checkpoint boundary: it completes at once without
    /// running (the checkpoint holds what it computed; docs/standalone.md, "Checkpoints").
    pub skip: bool,
}

impl LaunchJob {
    /// Member `member`'s GPU and the emulator's view of its workgroups, with `scratch_bytes`
    /// of scratch at the GPU's scratch window; `who` (the dispatcher) names the error for a
    /// member that does not exist.
    pub fn member_setup(
        &self,
        member: usize,
        scratch_bytes: u64,
        who: &str,
    ) -> Result<(usize, emu::DispatchSetup<'_>), LaunchError> {
        let Some((g, range)) = self.prep.members.get(member).cloned() else {
            let why = format!("{who}: launch for member {member} that does not exist");
            return Err(lerr(queue_error::ILLEGAL_INSTRUCTION, why));
        };
        let max = emu::DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS;
        let setup = self
            .prep
            .setup(&self.info, range, scratch_va(g), scratch_bytes, max);
        Ok((g, setup))
    }
}

/// What the cycle-level model measured for one member GPU of one dispatch (counters only;
/// readers derive IPC, hit rates and bandwidth).
#[derive(Serialize, Clone, Debug, PartialEq, Eq, Default)]
pub struct MemberTiming {
    /// Core cycles from the kernel's start on this GPU to its end (L2 written back).
    pub cycles: u64,
    pub start_ps: u64,
    pub end_ps: u64,
    /// Time spent invalidating caches (and TLBs) before the first workgroup.
    pub invalidate_ps: u64,
    /// Time spent writing back the L2 after the last workgroup.
    pub flush_ps: u64,
    pub wavefront_instructions: u64,
    /// Of those, vector ALU, vector memory and LDS instructions (compute-unit counters).
    pub valu_instructions: u64,
    pub vmem_instructions: u64,
    pub lds_instructions: u64,
    /// L2 requests (reads + writes, all banks) during the kernel.
    pub l2_accesses: u64,
    /// L2 hits (read + write hits) during the kernel.
    pub l2_hits: u64,
    /// Bytes the DRAM channels read and wrote during the kernel.
    pub dram_bytes: u64,
    /// APU configuration: requests the L2 sent to host memory through the bridge's
    /// memory-controller queues during the kernel (`gpu[g].mc_client`).
    pub host_requests: u64,
    /// APU configuration: their summed latency (taken by the client to answered), ps; divide
    /// by `host_requests` for the mean host-memory latency the GPU saw.
    pub host_latency_ps: u64,
    /// Totals, derived rates and characterization of this GPU over the kernel
    /// (docs/outputs.md).
    pub metrics: crate::stats::derive::GpuMetrics,
}

/// A [`LaunchError`] with a queue error code.
pub fn lerr(code: u64, reason: impl Into<String>) -> LaunchError {
    LaunchError {
        reason: reason.into(),
        code,
    }
}

/// What kernel sampling (`cp::sample`) did with one launch.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[serde(rename_all = "snake_case")]
pub enum SampleRole {
    /// The command processor's first launch: on the timing model, cold as in the full run;
    /// exact, not a sample.
    First,
    /// On the timing model, warm: exact, and one of its class's samples.
    Sample,
    /// On the timing model after a functional stretch (cold): its time is estimated.
    Warmup,
    /// On the functional model: its time is estimated.
    Functional,
}

impl SampleRole {
    /// Whether the launch runs on the timing model.
    pub fn detailed(self) -> bool {
        self != SampleRole::Functional
    }
}

/// What kernel sampling did with one launch, in its dispatch record.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SampleInfo {
    pub role: SampleRole,
    /// The kernel's own time: its slowest member's dispatcher start to end (the timing
    /// model's, or the duration the functional model was given), ps.
    pub kernel_ps: u64,
    /// A functional launch before its class had a finished sample: it ran with the
    /// functional model's formula.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unsampled: bool,
}
