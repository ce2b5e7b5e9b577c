//! The command processor of one GPU as an engine component (`gpu[g].cp`).
//!
//! Ports: one, `port`. In: `CtlMsg::Note` and `CtlMsg::Doorbell` from `sys.driver` (in driver
//! order), `CtlMsg::KernelDone` / `ReleaseDone` from the dispatchers. Out: `CtlMsg::Launch` to
//! the dispatcher of every member GPU of a dispatch (this GPU's alone, or every member's when
//! this GPU leads a unified group), `CtlMsg::Release` to its own dispatcher,
//! `CtlMsg::RaiseEvent` / `QueueError` to `sys.driver`, and each finished dispatch's
//! `DispatchRecord` to the engine's edge.
//!
//! The packet logic is [`CommandProcessor`]'s; this component gives it simulated time (the
//! engine wakes it at its next step), a launcher that turns launches into messages sent at the
//! packet's start time, and the memory it reads packets and signals from: the system's memory
//! through the GPU's functional view, an ideal (zero-latency) system-memory port.
//!
//! The allocations kernels' code images are read from are learnt from the driver's
//! `BoAllocated` / `BoFreed` notes, like the queues.

use std::collections::BTreeMap;
use std::sync::Arc;

use emulated_driver::{DriverNote, MemKind};

use super::aql::FenceScope;
use super::launch::{self, DispatchRecord, LaunchJob, MemberRun, MemberTiming};
use super::{CommandProcessor, CpHost, DispatchInfo, KernelLauncher, LaunchDone, LaunchError};
use super::{CpConfig, QueueError};
use crate::emu::Memory;
use crate::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use crate::gpu::memory::SysMem;
use crate::proto::{CtlMsg, JobRef, Msg};
use crate::stats::StatsReport;
use crate::time::Ps;

/// A dispatch whose members are still running.
struct InFlight {
    job: JobRef,
    start_ps: u64,
    runs: Vec<Option<MemberRun>>,
    remaining: usize,
    error: Option<LaunchError>,
}

/// One GPU's command processor (see the module doc).
pub struct CpUnit {
    path: String,
    gpu: usize,
    cp: CommandProcessor,
    port: PortId,
    driver: PortId,
    /// Every GPU's dispatcher port, by GPU index.
    dispatchers: Vec<PortId>,
    /// The GPUs this CP's dispatches run on (itself, or the unified group it leads).
    members: Vec<usize>,
    /// Whether the dispatchers model time (timing mode records per-member timing).
    timing: bool,
    mem: SysMem,
    /// Allocations (start VA -> size) the GPUs can see, from the driver's notes.
    allocations: BTreeMap<u64, u64>,
    /// Messages waiting for their send time: (time, order) -> (destination, message).
    outbox: BTreeMap<(u64, u64), (PortId, Msg)>,
    order: u64,
    in_flight: BTreeMap<u64, InFlight>,
    /// This GPU's L2 may hold data a kernel left unwritten (from `KernelDone`).
    dirty: bool,
}

/// How the CP component is wired.
pub struct CpWiring {
    pub driver: PortId,
    pub dispatchers: Vec<PortId>,
    pub members: Vec<usize>,
    pub timing: bool,
}

impl CpUnit {
    /// Adds GPU `gpu`'s command processor at `path`; returns its id and port. Connect the
    /// port to the driver's and the dispatchers' ports afterwards.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        gpu: usize,
        path: &str,
        cfg: &CpConfig,
        mem: SysMem,
    ) -> Result<(CompId, PortId), SimError> {
        let id = engine.add_component(path);
        let port = engine.add_port(id, 1024);
        engine.install(
            id,
            Box::new(CpUnit {
                path: path.to_string(),
                gpu,
                cp: CommandProcessor::new(cfg.clone(), gpu),
                port,
                driver: PortId::default(),
                dispatchers: Vec::new(),
                members: vec![gpu],
                timing: false,
                mem,
                allocations: BTreeMap::new(),
                outbox: BTreeMap::new(),
                order: 0,
                in_flight: BTreeMap::new(),
                dirty: false,
            }),
        )?;
        Ok((id, port))
    }

    /// Sets the ports and members (before the run).
    pub fn wire(&mut self, w: CpWiring) {
        self.driver = w.driver;
        self.dispatchers = w.dispatchers;
        self.members = w.members;
        self.timing = w.timing;
    }

    fn note(&mut self, n: &DriverNote) {
        match n {
            DriverNote::BoAllocated(bo)
                if matches!(bo.kind, MemKind::Vram | MemKind::Gtt | MemKind::Userptr) =>
            {
                self.allocations.insert(bo.va, bo.size_bytes);
            }
            DriverNote::BoFreed(bo) => {
                self.allocations.remove(&bo.va);
            }
            other => {
                self.cp.apply_note(other);
            }
        }
    }

    /// Member `member` of launch `tag` reported back.
    fn member_done(
        &mut self,
        now: Ps,
        tag: u64,
        member: usize,
        report: super::launch::KernelReport,
        error: Option<LaunchError>,
        ctx: &mut Ctx<'_, Msg>,
    ) -> Result<(), SimError> {
        let Some(f) = self.in_flight.get_mut(&tag) else {
            return Err(SimError::at(
                &self.path,
                format!("KernelDone for launch {tag}, which is not running"),
            ));
        };
        let Some((g, range)) = f.job.0.prep.members.get(member).cloned() else {
            return Err(SimError::at(&self.path, "KernelDone for an unknown member"));
        };
        if f.error.is_none() {
            f.error = error;
        }
        let start = f.start_ps;
        let timing = self.timing.then(|| MemberTiming {
            cycles: 0,
            start_ps: report.start_ps,
            end_ps: report.end_ps,
            invalidate_ps: report.dispatch_start_ps.saturating_sub(report.start_ps),
            flush_ps: report.end_ps.saturating_sub(report.groups_end_ps),
            wavefront_instructions: report.wavefront_instructions,
            valu_instructions: report.valu_instructions,
            vmem_instructions: report.vmem_instructions,
            lds_instructions: report.lds_instructions,
            ..MemberTiming::default()
        });
        if let Some(slot) = f.runs.get_mut(member) {
            *slot = Some(MemberRun {
                gpu: g,
                first_workgroup: range.start,
                workgroups: report.workgroups,
                wavefronts: report.wavefronts,
                wavefront_instructions: report.wavefront_instructions,
                valu_instructions: report.valu_instructions,
                vmem_instructions: report.vmem_instructions,
                lds_instructions: report.lds_instructions,
                duration_ps: report.end_ps.saturating_sub(start),
                timing,
            });
        }
        f.remaining = f.remaining.saturating_sub(1);
        if f.remaining > 0 {
            return Ok(());
        }
        let Some(f) = self.in_flight.remove(&tag) else {
            return Ok(());
        };
        let mut mem = self.mem.borrow_mut();
        let mut view = mem.view(self.gpu);
        let mut host = HostPort {
            ctx,
            port: self.port,
            driver: self.driver,
            gpu: self.gpu,
        };
        if let Some(err) = f.error {
            self.cp.launch_failed(tag, err, now.0, &mut view, &mut host);
            return Ok(());
        }
        let runs: Vec<MemberRun> = f.runs.into_iter().flatten().collect();
        let end = runs
            .iter()
            .map(|r| r.duration_ps + f.start_ps)
            .max()
            .unwrap_or(f.start_ps)
            .max(now.0);
        let info = &f.job.0.info;
        let prep = &f.job.0.prep;
        host.ctx.emit(Msg::ctl(CtlMsg::Record {
            origin: self.port,
            tag,
            record: DispatchRecord {
                gpu: info.gpu_index,
                queue_id: info.queue_id,
                dispatch_id: info.dispatch_id,
                kernel_object: info.packet.kernel_object,
                grid: prep.grid,
                workgroup: prep.workgroup,
                start_ps: f.start_ps,
                end_ps: end,
                members: runs,
            },
        }));
        self.cp.launch_done(tag, end);
        Ok(())
    }
}

/// The CP's launcher inside a wake-up: launches become messages at their start time.
struct Launches<'a> {
    gpu: usize,
    members: &'a [usize],
    dispatchers: &'a [PortId],
    allocations: &'a BTreeMap<u64, u64>,
    outbox: &'a mut BTreeMap<(u64, u64), (PortId, Msg)>,
    order: &'a mut u64,
    in_flight: &'a mut BTreeMap<u64, InFlight>,
    port: PortId,
    dirty: bool,
    generation: u64,
}

impl Launches<'_> {
    fn queue(&mut self, at: u64, dst: PortId, msg: Msg) {
        *self.order += 1;
        self.outbox.insert((at, *self.order), (dst, msg));
    }
}

impl KernelLauncher for Launches<'_> {
    fn launch(
        &mut self,
        d: &DispatchInfo,
        tag: u64,
        start_ps: u64,
        mem: &mut dyn Memory,
    ) -> Result<Option<LaunchDone>, LaunchError> {
        let prep = launch::prepare(d, mem, self.allocations, self.members)?;
        let n = prep.members.len();
        // A member with no workgroups has nothing to run: its share is empty at once.
        let runs: Vec<Option<MemberRun>> = prep
            .members
            .iter()
            .map(|(g, range)| {
                range.is_empty().then_some(MemberRun {
                    gpu: *g,
                    first_workgroup: range.start,
                    workgroups: 0,
                    wavefronts: 0,
                    wavefront_instructions: 0,
                    valu_instructions: 0,
                    vmem_instructions: 0,
                    lds_instructions: 0,
                    duration_ps: 0,
                    timing: None,
                })
            })
            .collect();
        let job = JobRef(Arc::new(LaunchJob {
            info: d.clone(),
            prep,
        }));
        let mut remaining = 0;
        for (i, (g, range)) in job.0.prep.members.iter().enumerate() {
            if range.is_empty() {
                continue;
            }
            let Some(&dst) = self.dispatchers.get(*g) else {
                return Err(launch::lerr(
                    super::aql::queue_error::ILLEGAL_INSTRUCTION,
                    format!("gpu[{}]: no dispatcher for member GPU {g}", self.gpu),
                ));
            };
            let msg = Msg::ctl(CtlMsg::Launch {
                job: job.clone(),
                member: i,
                tag,
                pt_generation: self.generation,
                reply_to: self.port,
            });
            self.queue(start_ps, dst, msg);
            remaining += 1;
        }
        debug_assert!(remaining > 0 || n == 0);
        self.in_flight.insert(
            tag,
            InFlight {
                job,
                start_ps,
                runs,
                remaining,
                error: None,
            },
        );
        Ok(None)
    }

    fn release(
        &mut self,
        gpu_index: usize,
        scope: FenceScope,
        tag: u64,
        now_ps: u64,
        _mem: &mut dyn Memory,
    ) -> Option<u64> {
        // Only a system-scope release after a kernel that left the L2 dirty costs anything;
        // the dispatcher writes back at every kernel end under the default policy.
        if scope != FenceScope::System || !self.dirty {
            return Some(now_ps);
        }
        let dst = *self.dispatchers.get(gpu_index)?;
        let msg = Msg::ctl(CtlMsg::Release {
            tag,
            reply_to: self.port,
        });
        self.queue(now_ps, dst, msg);
        None
    }
}

/// The CP's view of the driver inside a wake-up: messages to `sys.driver`.
struct HostPort<'a, 'b> {
    ctx: &'a mut Ctx<'b, Msg>,
    port: PortId,
    driver: PortId,
    gpu: usize,
}

impl CpHost for HostPort<'_, '_> {
    fn raise_event(&mut self, gpu_index: usize, event_id: u32, _now_ps: u64) {
        let m = Msg::ctl(CtlMsg::RaiseEvent {
            gpu: gpu_index,
            event_id,
        });
        if self.ctx.send(self.port, self.driver, m).is_err() {
            tracing::error!(gpu = self.gpu, event_id, "driver port full: event lost");
        }
    }

    fn queue_error(&mut self, gpu_index: usize, queue_id: u32, err: &QueueError, now_ps: u64) {
        tracing::warn!(gpu_index, queue_id, now_ps, "queue stopped: {err}");
        let text = format!("gpu[{gpu_index}] queue {queue_id} stopped at {now_ps} ps: {err}");
        let m = Msg::ctl(CtlMsg::QueueError { text });
        if self.ctx.send(self.port, self.driver, m).is_err() {
            tracing::error!(gpu = self.gpu, "driver port full: queue error lost");
        }
    }
}

impl Component<Msg> for CpUnit {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            let Msg::Ctl(c) = m else {
                return Err(SimError::at(
                    &self.path,
                    format!("unexpected message {m:?}"),
                ));
            };
            match *c {
                CtlMsg::Note(n) => self.note(&n),
                CtlMsg::Doorbell { queue_id, value } => {
                    if let Err(e) = self.cp.doorbell(queue_id, value, now.0) {
                        tracing::warn!("doorbell dropped: {e}");
                    }
                }
                CtlMsg::KernelDone {
                    tag,
                    member,
                    report,
                    dirty,
                    error,
                } => {
                    if member < self.members.len() && self.members[member] == self.gpu {
                        self.dirty = dirty;
                    }
                    self.member_done(now, tag, member, report, error, ctx)?;
                }
                CtlMsg::ReleaseDone { tag } => {
                    self.dirty = false;
                    self.cp.release_done(tag, now.0);
                }
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message {other:?}"),
                    ))
                }
            }
        }
        {
            let generation = self.mem.borrow().pages.generation();
            let mut mem = self.mem.borrow_mut();
            let mut view = mem.view(self.gpu);
            let mut launches = Launches {
                gpu: self.gpu,
                members: &self.members,
                dispatchers: &self.dispatchers,
                allocations: &self.allocations,
                outbox: &mut self.outbox,
                order: &mut self.order,
                in_flight: &mut self.in_flight,
                port: self.port,
                dirty: self.dirty,
                generation,
            };
            let mut host = HostPort {
                ctx,
                port: self.port,
                driver: self.driver,
                gpu: self.gpu,
            };
            self.cp
                .run_until(now.0, &mut view, &mut launches, &mut host);
        }
        // Launches and releases whose time has come leave.
        while let Some(e) = self.outbox.first_entry() {
            if e.key().0 > now.0 {
                break;
            }
            let (dst, msg) = e.remove();
            if let Err(e) = ctx.send(self.port, dst, msg) {
                let _ = e.into_msg();
                return Err(SimError::at(
                    &self.path,
                    "could not send a launch to a dispatcher (buffer full)",
                ));
            }
        }
        let next_out = self.outbox.keys().next().map(|k| k.0);
        let next_cp = self.cp.next_event_ps();
        if let Some(t) = next_out.into_iter().chain(next_cp).min() {
            ctx.wake_at(Ps(t));
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, self.cp.stats());
    }
}
