//! The workgroup dispatcher of one timing GPU (`gpu[g].dispatcher`): the component that turns
//! a kernel into `CuMsg::RunGroup` messages and tells the command processor when it is over.
//!
//! Work arrives as messages: `CtlMsg::Launch` (one member GPU's share of a dispatch, from the
//! command processor of the dispatching GPU — for a unified kernel, the lead GPU's) and
//! `CtlMsg::Release` (a system-scope release outside a kernel). They wait in arrival order and
//! run one at a time. The kernel image (code, scratch areas for every wave slot of every
//! compute unit) is built here from the launch; an image that cannot be built or a workgroup
//! that can never fit ends the launch at once with an error. A launch whose page-table
//! generation differs from the last one this GPU saw starts with a TLB shoot-down.
//!
//! A kernel goes through four phases:
//! 1. **Start** (the acquire side of the kernel boundary): `Invalidate` to every L1 cache, to
//!    every L2 bank when `invalidate_l2_at_start` is set, and `TlbMsg::Invalidate` to every TLB
//!    when the page table changed; the dispatcher waits for every answer, then for
//!    `launch_overhead_cycles`. The L2 invalidate follows the packet's acquire scope, as GCN3's
//!    device-coherent L2 does: an agent-scope acquire drops only lines of memory this GPU does
//!    not own (host memory, other GPUs' windows), which another agent may have written; a
//!    system-scope acquire (the runtime asks for one after the host wrote the GPU's memory,
//!    which reaches VRAM behind the L2) drops every line.
//! 2. **Dispatch**: at most one workgroup per `cycles_per_group` cycles, in flat-id order, to
//!    the next compute unit (round-robin) whose free wave slots, VGPRs, SGPRs and LDS hold it.
//!    The dispatcher keeps its own account of each compute unit's free resources (taken at
//!    `RunGroup`, given back at `GroupDone`), from [`GroupResources`] and [`CuLimits`].
//! 3. **Drain**: wait for the `GroupDone` of every group sent. A `GroupDone` carrying an error
//!    stops dispatching; groups already running are drained, never abandoned mid-flight, so no
//!    response is left without a receiver.
//! 4. **End** (the release side): `Flush` to every L2 bank when `flush_l2` is set, then to the
//!    RDMA engine (which has other GPUs write back what this one wrote into their L2s); the
//!    kernel ends when all have answered, and `CtlMsg::KernelDone` carries the [`KernelReport`] back.
//!    The dispatcher also tells the engine's edge when a kernel begins and ends
//!    (`CtlMsg::KernelEdge`), where the GPU process takes per-kernel counters, and, once per
//!    wake-up in which workgroups finished, their wavefront instructions (`CtlMsg::Progress`,
//!    for the run's progress display).
//!
//! Workgroup sampling (`gpu.cp.sample_groups = R`, [`super::sample`]): a kernel of at least
//! `2 R` occupancy rounds runs its workgroups after the first `R` rounds on the functional
//! emulator before phase 1 (whose L2 invalidate then drops every line), dispatches only the
//! first `R` rounds in phase 2, and between phases 3 and 4 waits (`Phase::Holding`) for the
//! time the left-out workgroups take at the steady rounds' throughput.
//!
//! A system-scope release outside a kernel is phase 4 alone, and only when a kernel left the
//! L2 dirty (it ended without a write-back); otherwise it is answered at once.
//!
//! Deviation: resources are accounted per compute unit (wave slots, VGPRs and SGPRs summed over
//! its SIMDs); a group is admitted only if its waves, spread evenly over the SIMDs, also fit
//! one SIMD's share. The compute unit places the waves.

use std::collections::VecDeque;
use std::sync::Arc;

use serde::Serialize;

use super::launch::{emu_error, guest_code};
use super::sample;
pub use crate::config::dispatcher::DispatcherConfig;
use crate::emu::step::{GroupResources, KernelImage};
use crate::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use crate::physmem::{gpu_pa_base, GPU_PA_WINDOW};
use crate::proto::launch::{lerr, KernelReport, LaunchError};
use crate::proto::{CtlMsg, CuMsg, JobRef, KernelRef, MemMsg, Msg, TlbMsg};
use crate::stats::StatsReport;
use crate::sys::memory::SysMem;
use crate::time::{Clock, Cycles, Ps};

crate::stats_struct! {
    /// Counters of the dispatcher.
    pub struct DispatcherStats {
        /// Kernels started.
        kernels: Count,
        /// Workgroups sent to compute units.
        groups_dispatched: Count,
        /// Workgroups finished (GroupDone received).
        groups_done: Count,
        /// Wavefront instructions reported by finished workgroups.
        wavefront_instructions: Count,
        /// Kernels stopped by a guest error.
        kernels_failed: Count,
        /// Dispatch cycles in which a group was ready but no compute unit had room for it.
        no_room_stalls: Count,
        /// Time spent invalidating caches and TLBs at kernel start (summed).
        invalidate_time: Ps,
        /// Time spent writing back the L2 at kernel end and at releases (summed).
        flush_time: Ps,
        /// Time from the first group sent to the last group done (summed over kernels).
        busy_time: Ps,
        /// System-scope releases (L2 write-backs outside a kernel).
        releases: Count,
        /// Kernels whose acquire had system scope: the L2 dropped its own GPU's lines too.
        system_acquires: Count,
    }
}

/// What one compute unit offers to workgroups (from the compute-unit config).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CuLimits {
    pub simds: u32,
    pub wave_slots_per_simd: u32,
    pub vgprs_per_simd: u32,
    pub sgprs_per_simd: u32,
    pub lds_bytes: u32,
}

impl CuLimits {
    /// Wave slots of the whole compute unit.
    pub fn wave_slots(&self) -> u32 {
        self.simds * self.wave_slots_per_simd
    }

    /// Why a workgroup of `waves` waves with `r`'s per-wave needs can never run on an empty
    /// compute unit (with the queue error code that says so), or `None` when it can.
    pub fn never_fits(&self, waves: u32, r: &GroupResources) -> Option<(u64, String)> {
        use crate::cp::aql::queue_error;
        let per_simd = waves.div_ceil(self.simds.max(1));
        if per_simd > self.wave_slots_per_simd {
            return Some((
                queue_error::GROUP_TOO_LARGE,
                format!(
                    "a workgroup of {waves} wavefronts needs {per_simd} wave slots per SIMD, a SIMD has {}",
                    self.wave_slots_per_simd
                ),
            ));
        }
        if u64::from(per_simd) * u64::from(r.vgprs_per_wave) > u64::from(self.vgprs_per_simd) {
            return Some((
                queue_error::OUT_OF_VGPRS,
                format!(
                    "{per_simd} wavefronts of {} VGPRs do not fit a SIMD's {} VGPRs",
                    r.vgprs_per_wave, self.vgprs_per_simd
                ),
            ));
        }
        if u64::from(per_simd) * u64::from(r.sgprs_per_wave) > u64::from(self.sgprs_per_simd) {
            return Some((
                queue_error::GROUP_TOO_LARGE,
                format!(
                    "{per_simd} wavefronts of {} SGPRs do not fit a SIMD's {} SGPRs",
                    r.sgprs_per_wave, self.sgprs_per_simd
                ),
            ));
        }
        if r.lds_bytes > self.lds_bytes {
            return Some((
                queue_error::INVALID_GROUP_MEMORY,
                format!(
                    "a workgroup needs {} bytes of LDS, a compute unit has {}",
                    r.lds_bytes, self.lds_bytes
                ),
            ));
        }
        None
    }
}

/// Free resources of one compute unit, as the dispatcher accounts them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
struct CuSlot {
    port: PortId,
    free_waves: u32,
    free_vgprs: u64,
    free_sgprs: u64,
    free_lds: u64,
    /// (kernel serial, wg) -> what the group took, to give back at GroupDone.
    running: Vec<(u64, u64, Need)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
struct Need {
    waves: u32,
    vgprs: u64,
    sgprs: u64,
    lds: u64,
}

/// Who the current kernel or release answers.
#[derive(Clone, Copy, Debug)]
struct Requester {
    tag: u64,
    member: usize,
    reply_to: PortId,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
enum Phase {
    Idle,
    /// Waiting for invalidate answers: first the L1s and TLBs, then (`l2`) the L2 banks.
    Starting {
        pending: u32,
        l2: bool,
    },
    /// Sending groups (none before `next_at`).
    Dispatching {
        next_at: u64,
    },
    /// All groups sent (or an error): waiting for the rest to finish.
    Draining,
    /// Workgroup sampling: the detailed workgroups are done; the functional ones' estimated
    /// time passes until `until`.
    Holding {
        until: u64,
    },
    /// Waiting for the L2 banks' flush answers, then (`fabric`) the RDMA engine's.
    Flushing {
        pending: u32,
        release_only: bool,
        fabric: bool,
    },
}

/// The ports the dispatcher talks to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DispatcherWiring {
    /// Every L1 cache's top port (kernel-start invalidate).
    pub l1_tops: Vec<PortId>,
    /// Every L2 bank's top port (kernel-start invalidate, kernel-end flush).
    pub l2_tops: Vec<PortId>,
    /// The RDMA engine (the fabric): flushed after the L2 banks at a release, so the writes
    /// this GPU made to other GPUs' memory leave their owners' L2s before completion.
    pub fabric_tops: Vec<PortId>,
    /// Every TLB's top port (shoot-down when the page table changed).
    pub tlb_tops: Vec<PortId>,
    /// Every compute unit's dispatch port, in compute-unit order.
    pub cu_ports: Vec<PortId>,
}

/// Release behaviour at kernel boundaries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BoundaryPolicy {
    pub invalidate_l2_at_start: bool,
    pub flush_l2_at_end: bool,
}

/// Workgroup sampling's state for the kernel in progress (see the module doc).
#[derive(Clone, Debug)]
struct GroupSampling {
    rounds: u32,
    /// Workgroups that fit the GPU at once.
    per_round: u64,
    /// The kernel's (member share's) workgroups.
    total: u64,
    /// The detailed workgroups' finish times, in order.
    done: Vec<u64>,
    /// Whether the time for the functional workgroups has been waited (`Phase::Holding`).
    held: bool,
}

/// The workgroup dispatcher (see the module doc).
pub struct Dispatcher {
    path: String,
    gpu: usize,
    cfg: DispatcherConfig,
    clock: Clock,
    limits: CuLimits,
    policy: BoundaryPolicy,
    port: PortId,
    wiring: DispatcherWiring,
    cus: Vec<CuSlot>,
    rr: usize,
    phase: Phase,
    kernel: Option<KernelRef>,
    /// Serial of the current kernel (so a late GroupDone of an old kernel cannot free the
    /// wrong resources).
    serial: u64,
    next_wg: u64,
    end_wg: u64,
    outstanding: u32,
    report: KernelReport,
    phase_started: u64,
    /// The current kernel starts with a TLB shoot-down (the page table changed since the
    /// last kernel).
    pending_tlb_invalidate: bool,
    /// The current kernel's acquire has system scope: the L2 invalidate drops every line.
    /// Otherwise it keeps the lines of this GPU's own memory (see the module doc).
    system_acquire: bool,
    stats: DispatcherStats,
    /// Launches and releases (`CtlMsg::Launch`, `CtlMsg::Release`) not started yet.
    waiting: VecDeque<Box<CtlMsg>>,
    /// Who the kernel or release in progress answers.
    current: Option<Requester>,
    /// The page-table generation of the last kernel (TLBs hold nothing older).
    seen_generation: Option<u64>,
    /// A kernel ended without writing the L2 back.
    dirty: bool,
    /// Workgroup sampling (`gpu.cp.sample_groups`): the detailed rounds (0 off) and the
    /// memory the functional workgroups run on.
    group_rounds: u32,
    mem: Option<SysMem>,
    /// The kernel in progress is workgroup-sampled.
    sampling: Option<GroupSampling>,
}

impl Dispatcher {
    /// Adds the dispatcher at `path` (e.g. `gpu[0].dispatcher`) and links its port to every
    /// port in `wiring` with `latency`.
    #[allow(clippy::too_many_arguments)]
    pub fn add_to(
        engine: &mut Engine<Msg>,
        gpu: usize,
        path: &str,
        cfg: &DispatcherConfig,
        clock: Clock,
        limits: CuLimits,
        policy: BoundaryPolicy,
        wiring: DispatcherWiring,
        latency: Ps,
    ) -> Result<CompId, SimError> {
        let id = engine.add_component(path);
        let port = engine.add_port(id, cfg.port_entries.max(1) as usize);
        let mut linked = std::collections::BTreeSet::new();
        for &p in wiring
            .l1_tops
            .iter()
            .chain(&wiring.l2_tops)
            .chain(&wiring.fabric_tops)
            .chain(&wiring.tlb_tops)
            .chain(&wiring.cu_ports)
        {
            if linked.insert(p) {
                engine.connect(port, p, latency)?;
            }
        }
        let cus = wiring
            .cu_ports
            .iter()
            .map(|&p| CuSlot {
                port: p,
                free_waves: limits.wave_slots(),
                free_vgprs: u64::from(limits.simds) * u64::from(limits.vgprs_per_simd),
                free_sgprs: u64::from(limits.simds) * u64::from(limits.sgprs_per_simd),
                free_lds: u64::from(limits.lds_bytes),
                running: Vec::new(),
            })
            .collect();
        engine.install(
            id,
            Box::new(Dispatcher {
                path: path.to_string(),
                gpu,
                cfg: cfg.clone(),
                clock,
                limits,
                policy,
                port,
                wiring,
                cus,
                rr: 0,
                phase: Phase::Idle,
                kernel: None,
                serial: 0,
                next_wg: 0,
                end_wg: 0,
                outstanding: 0,
                report: KernelReport::empty(0),
                phase_started: 0,
                pending_tlb_invalidate: false,
                system_acquire: true,
                stats: DispatcherStats::default(),
                waiting: VecDeque::new(),
                current: None,
                seen_generation: None,
                dirty: false,
                group_rounds: 0,
                mem: None,
                sampling: None,
            }),
        )?;
        Ok(id)
    }

    /// Workgroup sampling (`gpu.cp.sample_groups`, docs/timing.md "Workgroup sampling"): the
    /// first `rounds` occupancy rounds of a large kernel's workgroups run in detail, the rest
    /// on the functional emulator over `mem` at the kernel's start.
    pub fn set_group_sampling(&mut self, rounds: u32, mem: SysMem) {
        self.group_rounds = rounds;
        self.mem = Some(mem);
    }

    /// The dispatcher's port (compute units send `GroupDone` here).
    /// This dispatcher's GPU and the compute unit its next workgroup search starts at: the
    /// one piece of dispatcher state a kernel leaves for the next (a checkpoint keeps it).
    pub fn round_robin(&self) -> (usize, usize) {
        (self.gpu, self.rr)
    }

    /// Puts back a checkpoint's round-robin start (between time steps, while idle).
    pub fn set_round_robin(&mut self, rr: usize) {
        if !self.cus.is_empty() {
            self.rr = rr % self.cus.len();
        }
    }

    pub fn port(&self) -> PortId {
        self.port
    }

    /// Whether no kernel or release is in progress.
    pub fn idle(&self) -> bool {
        self.phase == Phase::Idle
    }

    /// Sets up kernel `image` starting at `now` (the start messages go out at the next step).
    fn start_kernel(&mut self, image: Arc<KernelImage>, tlbs: bool, system: bool, now: Ps) {
        let groups = image.groups();
        self.serial += 1;
        self.next_wg = groups.start;
        self.end_wg = groups.end;
        self.outstanding = 0;
        self.report = KernelReport::empty(now.0);
        self.kernel = Some(KernelRef(image));
        self.stats.kernels += 1;
        self.phase_started = now.0;
        // The start message set is sent at the next step (it needs a Ctx).
        self.phase = Phase::Starting {
            pending: u32::MAX, // marks "not sent yet"
            l2: false,
        };
        self.pending_tlb_invalidate = tlbs;
        self.system_acquire = system;
        if system {
            self.stats.system_acquires += 1;
        }
    }

    /// Sets up a system-scope release (an L2 write-back) starting at `now`.
    fn start_release(&mut self, now: Ps) {
        self.phase_started = now.0;
        self.stats.releases += 1;
        self.phase = Phase::Flushing {
            pending: u32::MAX,
            release_only: true,
            fabric: false,
        };
    }

    /// The kernel image of member `member` of `job`, with a scratch area for every wave slot
    /// of every compute unit; or why it cannot run here (with its queue error code).
    fn image_for(&self, job: &JobRef, member: usize) -> Result<Arc<KernelImage>, LaunchError> {
        use crate::emu::abi::{lane_private_bytes, WAVE_LANES};
        let j = &job.0;
        let wave =
            u64::from(WAVE_LANES) * lane_private_bytes(j.info.packet.private_segment_size_bytes);
        let scratch_bytes = wave * self.cus.len() as u64 * u64::from(self.limits.wave_slots());
        let (g, setup) = j.member_setup(member, scratch_bytes, &self.path)?;
        let image = KernelImage::new(&setup).map_err(|e| emu_error(g, &e))?;
        let r = image.resources();
        if let Some((code, why)) = self.limits.never_fits(r.waves, &r) {
            return Err(lerr(
                code,
                format!("gpu[{g}]: {}: cannot dispatch: {why}", j.prep.name),
            ));
        }
        Ok(image)
    }

    /// Answers a launch that cannot run (no image, or its functional part failed) with its
    /// error and an empty report.
    fn refuse_launch(
        &self,
        ctx: &mut Ctx<'_, Msg>,
        reply_to: PortId,
        tag: u64,
        member: usize,
        now: Ps,
        error: LaunchError,
    ) -> Result<(), SimError> {
        let done = CtlMsg::KernelDone {
            tag,
            member,
            report: KernelReport::empty(now.0),
            dirty: self.dirty,
            error: Some(error),
        };
        self.reply(ctx, reply_to, done)
    }

    fn reply(&self, ctx: &mut Ctx<'_, Msg>, to: PortId, m: CtlMsg) -> Result<(), SimError> {
        ctx.send(self.port, to, Msg::ctl(m)).map_err(|_| {
            SimError::at(
                &self.path,
                "could not answer the command processor (buffer full)",
            )
        })
    }

    /// Starts waiting work while idle; work that cannot start is answered at once.
    fn begin_next(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while self.idle() {
            let Some(w) = self.waiting.pop_front() else {
                return Ok(());
            };
            match *w {
                CtlMsg::Release { tag, reply_to } => {
                    if self.dirty && self.policy.flush_l2_at_end {
                        self.current = Some(Requester {
                            tag,
                            member: 0,
                            reply_to,
                        });
                        self.start_release(now);
                    } else {
                        self.reply(ctx, reply_to, CtlMsg::ReleaseDone { tag })?;
                    }
                }
                CtlMsg::Launch {
                    job,
                    member,
                    tag,
                    pt_generation,
                    cold,
                    reply_to,
                } => match self.image_for(&job, member) {
                    Err(error) => self.refuse_launch(ctx, reply_to, tag, member, now, error)?,
                    Ok(image) => {
                        // Workgroup sampling: the workgroups left out of the timing sample run
                        // on the functional emulator now, before the kernel's start; the L2
                        // then drops every line (they wrote memory behind it).
                        let groups = image.groups();
                        let total = groups.end - groups.start;
                        let sampling_on = self.group_rounds > 0 && self.mem.is_some() && total > 0;
                        let per_round = match sampling_on {
                            true => self.per_round(&image, groups.start),
                            false => 0,
                        };
                        let plan = match sampling_on {
                            true => sample::group_plan(self.group_rounds, total, per_round),
                            false => None,
                        };
                        self.sampling = None;
                        let mut functional_stats = None;
                        if let Some(detailed) = plan {
                            let from = groups.start + detailed;
                            match self.run_functional_part(&job, member, from) {
                                Ok(st) => functional_stats = Some(st),
                                Err(error) => {
                                    self.refuse_launch(ctx, reply_to, tag, member, now, error)?;
                                    continue;
                                }
                            }
                        }
                        // A GPU that ran no kernel yet has empty TLBs: nothing to shoot down.
                        let invalidate_tlbs =
                            cold || self.seen_generation.is_some_and(|g| g != pt_generation);
                        self.seen_generation = Some(pt_generation);
                        self.current = Some(Requester {
                            tag,
                            member,
                            reply_to,
                        });
                        // A cold start (memory written behind the caches) drops every L2
                        // line, as a system-scope acquire does.
                        let system_acquire = cold
                            || functional_stats.is_some()
                            || job.0.info.packet.header.acquire_scope()
                                == crate::cp::aql::FenceScope::System;
                        if let (Some(_), Some(d)) = (&functional_stats, plan) {
                            self.sampling = Some(GroupSampling {
                                rounds: self.group_rounds,
                                per_round,
                                total,
                                done: Vec::with_capacity(d as usize),
                                held: false,
                            });
                        }
                        self.start_kernel(image, invalidate_tlbs, system_acquire, now);
                        if let Some(d) = plan.filter(|_| functional_stats.is_some()) {
                            self.end_wg = self.next_wg + d;
                        }
                        if let Some(st) = functional_stats {
                            self.report.wavefront_instructions += st.wavefront_instructions;
                            self.report.valu_instructions += st.valu_instructions;
                            self.report.vmem_instructions += st.vmem_instructions;
                            self.report.lds_instructions += st.lds_instructions;
                            self.report.wavefronts += st.wavefronts;
                        }
                        ctx.emit(Msg::ctl(CtlMsg::KernelEdge {
                            gpu: self.gpu,
                            origin: reply_to,
                            tag,
                            begin: true,
                            counters: None,
                            wall: None,
                        }));
                    }
                },
                // `handle` queues nothing else.
                _ => {}
            }
        }
        Ok(())
    }

    /// Workgroups of `image` that fit the whole GPU at once (from workgroup `wg`'s needs).
    fn per_round(&self, image: &KernelImage, wg: u64) -> u64 {
        let n = Self::need(image, wg);
        let l = &self.limits;
        let free = [
            u64::from(l.wave_slots()),
            u64::from(l.simds) * u64::from(l.vgprs_per_simd),
            u64::from(l.simds) * u64::from(l.sgprs_per_simd),
            u64::from(l.lds_bytes),
        ];
        let need = [u64::from(n.waves), n.vgprs, n.sgprs, n.lds];
        sample::groups_per_cu(free, need) * self.cus.len() as u64
    }

    /// Workgroup sampling: runs member `member`'s workgroups from flat id `from` on (those
    /// outside the timing sample) on the functional emulator, in ascending flat id, over this
    /// GPU's memory.
    fn run_functional_part(
        &self,
        job: &JobRef,
        member: usize,
        from: u64,
    ) -> Result<crate::emu::DispatchStats, LaunchError> {
        let j = &job.0;
        let private = j.info.packet.private_segment_size_bytes;
        let scratch_bytes = crate::emu::abi::scratch_bytes_needed(j.prep.workgroup, private);
        let (g, setup) = j.member_setup(member, scratch_bytes, &self.path)?;
        let Some(mem) = &self.mem else {
            return Ok(crate::emu::DispatchStats::default());
        };
        let mem = mem.read();
        let mut view = mem.view(g);
        crate::emu::run_dispatch_where(&setup, &mut view, &|wg| wg >= from)
            .map_err(|e| emu_error(g, &e))
    }

    fn need(k: &KernelImage, wg: u64) -> Need {
        let r = k.resources();
        let waves = k.waves_in_group(wg);
        Need {
            waves,
            vgprs: u64::from(waves) * u64::from(r.vgprs_per_wave),
            sgprs: u64::from(waves) * u64::from(r.sgprs_per_wave),
            lds: u64::from(r.lds_bytes),
        }
    }

    fn fits(c: &CuSlot, n: &Need) -> bool {
        c.free_waves >= n.waves
            && c.free_vgprs >= n.vgprs
            && c.free_sgprs >= n.sgprs
            && c.free_lds >= n.lds
    }

    /// Sends `make(id, reply_to)` to every port of `targets`; returns how many were sent.
    fn send_all(
        &self,
        ctx: &mut Ctx<'_, Msg>,
        targets: &[PortId],
        make: &dyn Fn(crate::engine::ReqId, PortId) -> Msg,
    ) -> Result<u32, SimError> {
        for &t in targets {
            let id = ctx.next_req_id();
            // The control messages go out once per kernel; a full buffer here means the port
            // sizes cannot hold one control message, a configuration problem.
            ctx.send(self.port, t, make(id, self.port)).map_err(|_| {
                let why = format!("could not send a control message to port {t:?} (buffer full)");
                SimError::at(&self.path, why)
            })?;
        }
        Ok(targets.len() as u32)
    }

    fn handle(&mut self, now: Ps, msg: Msg) -> Result<(), SimError> {
        match msg {
            Msg::Mem(MemMsg::InvalidateRsp { .. })
            | Msg::Mem(MemMsg::FlushRsp { .. })
            | Msg::Tlb(TlbMsg::InvalidateRsp { .. }) => match &mut self.phase {
                Phase::Starting { pending, .. } | Phase::Flushing { pending, .. }
                    if *pending > 0 && *pending != u32::MAX =>
                {
                    *pending -= 1;
                    Ok(())
                }
                _ => Err(SimError::at(
                    &self.path,
                    format!(
                        "unexpected control answer {msg:?} in phase {:?}",
                        self.phase
                    ),
                )),
            },
            Msg::Cu(CuMsg::GroupDone {
                cu,
                wg,
                instructions,
                mix,
                error,
            }) => {
                let slot = self.cus.get_mut(cu as usize).ok_or_else(|| {
                    SimError::at(
                        &self.path,
                        format!("GroupDone from unknown compute unit {cu}"),
                    )
                })?;
                let serial = self.serial;
                let pos = slot
                    .running
                    .iter()
                    .position(|(s, w, _)| *s == serial && *w == wg)
                    .ok_or_else(|| {
                        SimError::at(
                            &self.path,
                            format!("GroupDone for workgroup {wg} that compute unit {cu} is not running"),
                        )
                    })?;
                let (_, _, need) = slot.running.swap_remove(pos);
                if let Some(gs) = self.sampling.as_mut() {
                    gs.done.push(now.0);
                }
                slot.free_waves += need.waves;
                slot.free_vgprs += need.vgprs;
                slot.free_sgprs += need.sgprs;
                slot.free_lds += need.lds;
                self.outstanding = self.outstanding.saturating_sub(1);
                self.stats.groups_done += 1;
                self.stats.wavefront_instructions += instructions;
                self.report.wavefront_instructions += instructions;
                self.report.valu_instructions += mix.valu;
                self.report.vmem_instructions += mix.vmem;
                self.report.lds_instructions += mix.lds;
                self.report.groups_end_ps = now.0;
                if let Some(e) = error {
                    if self.report.error.is_none() {
                        self.report.error = Some(e);
                        self.stats.kernels_failed += 1;
                    }
                }
                Ok(())
            }
            Msg::Ctl(c) if matches!(*c, CtlMsg::Launch { .. } | CtlMsg::Release { .. }) => {
                self.waiting.push_back(c);
                Ok(())
            }
            other => Err(SimError::at(
                &self.path,
                format!("unexpected message {other:?}"),
            )),
        }
    }

    fn step(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        loop {
            match self.phase.clone() {
                Phase::Idle => return Ok(()),
                Phase::Starting {
                    pending: u32::MAX,
                    l2,
                } => {
                    let mut n = 0;
                    n += self.send_all(ctx, &self.wiring.l1_tops, &|id, reply_to| {
                        Msg::Mem(MemMsg::Invalidate {
                            id,
                            reply_to,
                            keep: None,
                        })
                    })?;
                    if self.pending_tlb_invalidate {
                        n += self.send_all(ctx, &self.wiring.tlb_tops, &|id, reply_to| {
                            Msg::Tlb(TlbMsg::Invalidate { id, reply_to })
                        })?;
                    }
                    self.phase = Phase::Starting { pending: n, l2 };
                }
                // The L2 is invalidated after the L1s have answered: nothing above it can
                // then refill a line from before the kernel boundary.
                Phase::Starting {
                    pending: 0,
                    l2: false,
                } if self.policy.invalidate_l2_at_start => {
                    let base = gpu_pa_base(self.gpu);
                    let keep = (!self.system_acquire).then_some((base, base + GPU_PA_WINDOW));
                    let n = self.send_all(ctx, &self.wiring.l2_tops, &|id, reply_to| {
                        Msg::Mem(MemMsg::Invalidate { id, reply_to, keep })
                    })?;
                    self.phase = Phase::Starting {
                        pending: n,
                        l2: true,
                    };
                }
                Phase::Starting { pending: 0, .. } => {
                    self.stats.invalidate_time += now.0 - self.phase_started;
                    let at = self
                        .clock
                        .cycles_later(now, Cycles(self.cfg.launch_overhead_cycles));
                    self.report.dispatch_start_ps = at.0;
                    self.phase = Phase::Dispatching { next_at: at.0 };
                }
                Phase::Starting { .. } => return Ok(()),
                Phase::Dispatching { next_at } => {
                    if self.report.error.is_some() || self.next_wg >= self.end_wg {
                        self.phase = Phase::Draining;
                        continue;
                    }
                    if now.0 < next_at {
                        ctx.wake_at(Ps(next_at));
                        return Ok(());
                    }
                    let Some(kernel) = self.kernel.clone() else {
                        self.phase = Phase::Draining;
                        continue;
                    };
                    let wg = self.next_wg;
                    let need = Self::need(&kernel.0, wg);
                    let n = self.cus.len();
                    let mut chosen = None;
                    for i in 0..n {
                        let c = (self.rr + i) % n;
                        if Self::fits(&self.cus[c], &need) && ctx.can_send(self.cus[c].port) {
                            chosen = Some(c);
                            break;
                        }
                    }
                    let Some(c) = chosen else {
                        // Woken by the next GroupDone (or by port space).
                        self.stats.no_room_stalls += 1;
                        return Ok(());
                    };
                    let msg = Msg::Cu(CuMsg::RunGroup {
                        kernel,
                        wg,
                        reply_to: self.port,
                    });
                    let port = self.cus[c].port;
                    if ctx.send(self.port, port, msg).is_err() {
                        return Ok(());
                    }
                    let slot = &mut self.cus[c];
                    slot.free_waves -= need.waves;
                    slot.free_vgprs -= need.vgprs;
                    slot.free_sgprs -= need.sgprs;
                    slot.free_lds -= need.lds;
                    slot.running.push((self.serial, wg, need));
                    self.rr = (c + 1) % n;
                    if self.outstanding == 0 && self.report.workgroups == 0 {
                        self.report.dispatch_start_ps = now.0;
                    }
                    self.outstanding += 1;
                    self.next_wg += 1;
                    self.report.workgroups += 1;
                    self.report.wavefronts += u64::from(need.waves);
                    self.stats.groups_dispatched += 1;
                    let next = self
                        .clock
                        .cycles_later(now, Cycles(self.cfg.cycles_per_group.max(1)));
                    self.phase = Phase::Dispatching { next_at: next.0 };
                }
                Phase::Draining => {
                    if self.outstanding > 0 {
                        return Ok(());
                    }
                    // Workgroup sampling: the functional workgroups' time, from the steady
                    // rounds' throughput, passes before the kernel ends.
                    let failed = self.report.error.is_some();
                    if let Some(gs) = self.sampling.as_mut().filter(|g| !g.held && !failed) {
                        gs.held = true;
                        let g = sample::group_estimate(gs.rounds, &gs.done, gs.per_round, gs.total);
                        self.report.workgroups += g.functional;
                        self.report.group_sample = Some(g);
                        let until = now.0 + g.added_ps;
                        self.report.groups_end_ps = until;
                        if until > now.0 {
                            self.phase = Phase::Holding { until };
                            continue;
                        }
                    }
                    self.report.groups_end_ps = self.report.groups_end_ps.max(now.0);
                    self.stats.busy_time += self
                        .report
                        .groups_end_ps
                        .saturating_sub(self.report.dispatch_start_ps);
                    if self.policy.flush_l2_at_end && self.report.error.is_none() {
                        self.phase_started = now.0;
                        self.phase = Phase::Flushing {
                            pending: u32::MAX,
                            release_only: false,
                            fabric: false,
                        };
                    } else {
                        self.finish(now, ctx)?;
                    }
                }
                Phase::Flushing {
                    pending: u32::MAX,
                    release_only,
                    fabric,
                } => {
                    let tops = if fabric {
                        &self.wiring.fabric_tops
                    } else {
                        &self.wiring.l2_tops
                    };
                    let n = self.send_all(ctx, tops, &|id, reply_to| {
                        Msg::Mem(MemMsg::Flush { id, reply_to })
                    })?;
                    self.phase = Phase::Flushing {
                        pending: n,
                        release_only,
                        fabric,
                    };
                }
                // The L2's write-backs (of other GPUs' lines too) are done: now the fabric.
                Phase::Flushing {
                    pending: 0,
                    release_only,
                    fabric: false,
                } if !self.wiring.fabric_tops.is_empty() => {
                    self.phase = Phase::Flushing {
                        pending: u32::MAX,
                        release_only,
                        fabric: true,
                    };
                }
                Phase::Flushing {
                    pending: 0,
                    release_only,
                    ..
                } => {
                    self.stats.flush_time += now.0 - self.phase_started;
                    if release_only {
                        self.dirty = false;
                        self.phase = Phase::Idle;
                        if let Some(r) = self.current.take() {
                            self.reply(ctx, r.reply_to, CtlMsg::ReleaseDone { tag: r.tag })?;
                        }
                    } else {
                        self.finish(now, ctx)?;
                    }
                }
                Phase::Flushing { .. } => return Ok(()),
                Phase::Holding { until } => {
                    if now.0 < until {
                        ctx.wake_at(Ps(until));
                        return Ok(());
                    }
                    self.phase = Phase::Draining;
                }
            }
        }
    }

    fn finish(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        self.report.end_ps = now.0;
        self.sampling = None;
        self.kernel = None;
        self.phase = Phase::Idle;
        let error = self
            .report
            .error
            .as_ref()
            .map(|e| lerr(guest_code(e), format!("gpu[{}]: {e}", self.gpu)));
        self.dirty = !self.policy.flush_l2_at_end || error.is_some();
        if let Some(r) = self.current.take() {
            ctx.emit(Msg::ctl(CtlMsg::KernelEdge {
                gpu: self.gpu,
                origin: r.reply_to,
                tag: r.tag,
                begin: false,
                counters: None,
                wall: None,
            }));
            self.reply(
                ctx,
                r.reply_to,
                CtlMsg::KernelDone {
                    tag: r.tag,
                    member: r.member,
                    report: self.report.clone(),
                    dirty: self.dirty,
                    error,
                },
            )?;
        }
        Ok(())
    }
}

impl Component<Msg> for Dispatcher {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let before = self.stats.wavefront_instructions;
        while let Some(m) = ctx.recv(self.port) {
            self.handle(now, m)?;
        }
        // Finished workgroups' instructions, once per wake-up, for the progress display.
        let done = self.stats.wavefront_instructions - before;
        if done > 0 {
            ctx.emit(Msg::ctl(CtlMsg::Progress {
                wavefront_instructions: done,
            }));
        }
        loop {
            self.begin_next(now, ctx)?;
            self.step(now, ctx)?;
            if !self.idle() || self.waiting.is_empty() {
                return Ok(());
            }
        }
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}
