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
//! packet's start time, and memory through messages to the system-memory port (`sys.mem`,
//! `CtlMsg::MemRead` / `MemWrite`).
//!
//! Memory by message, with the packet logic written as straight-line code: each wake-up runs
//! the logic as a transaction over the bytes fetched so far ([`Fetched`]). A read or write of
//! a range not fetched yet records the range; the transaction is then undone (the processor's
//! state restored, nothing sent) and the missing ranges are read from `sys.mem`; when the
//! answers are in, the transaction runs again, discovering the next level (packet, then queue,
//! descriptor, code and signals). A transaction that touched only fetched ranges commits: its
//! writes go to `sys.mem` in order, its launches, events and queue errors leave. A write needs
//! its range fetched too, so that a write to an unmapped page fails the queue as a read does.
//! Over the ideal port every round trip takes no simulated time, so a packet step costs what
//! it did with direct access; behind a real memory path each level would cost a round trip, as
//! a command processor's firmware waits for its reads.
//!
//! The allocations kernels' code images are read from, and the page table's generation the
//! dispatchers compare, are learnt from the driver's `BoAllocated` / `BoFreed` notes.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use emulated_driver::{DriverNote, MemKind};

use super::aql::FenceScope;
use super::launch::{self, DispatchRecord, LaunchJob, MemberRun, MemberTiming};
use super::{CommandProcessor, CpHost, DispatchInfo, KernelLauncher, LaunchDone, LaunchError};
use super::{CpConfig, QueueError};
use crate::emu::{MemError, Memory};
use crate::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use crate::proto::{CtlMsg, JobRef, Msg};
use crate::stats::StatsReport;
use crate::time::Ps;

/// A dispatch whose members are still running.
struct InFlight {
    job: JobRef,
    /// When its members were launched (`None`: held behind an earlier unified launch).
    started: Option<u64>,
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
    /// The system-memory port.
    sysmem: PortId,
    /// Allocations (start VA -> size) the GPUs can see, from the driver's notes.
    allocations: BTreeMap<u64, u64>,
    /// Buffer-object changes seen: the page table's generation as launches carry it.
    generation: u64,
    /// Memory the current transaction may use.
    fetched: Fetched,
    /// Reads out at `sys.mem`: request id -> range.
    asked: HashMap<u64, (u64, usize)>,
    next_id: u64,
    /// Launches that failed, for the next transaction to stop their queues.
    failed: Vec<(u64, LaunchError)>,
    /// Unified launches waiting for the previous one to finish on every member, in order:
    /// (tag, their `Launch` messages).
    held: std::collections::VecDeque<(u64, Vec<(PortId, Msg)>)>,
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
    pub sysmem: PortId,
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
                sysmem: PortId::default(),
                allocations: BTreeMap::new(),
                generation: 0,
                fetched: Fetched::default(),
                asked: HashMap::new(),
                next_id: 0,
                failed: Vec::new(),
                held: std::collections::VecDeque::new(),
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
        self.sysmem = w.sysmem;
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
                self.generation += 1;
            }
            DriverNote::BoFreed(bo) => {
                self.allocations.remove(&bo.va);
                self.generation += 1;
            }
            // SVM pages may have moved: TLBs drop what they hold at the next kernel.
            DriverNote::SvmSet(_) => self.generation += 1,
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
        self.release_held(now);
        if let Some(err) = f.error {
            // Stopping the queue touches memory: the next transaction does it.
            self.failed.push((tag, err));
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
        ctx.emit(Msg::ctl(CtlMsg::Record {
            origin: self.port,
            tag,
            record: DispatchRecord {
                kernel: prep.name.clone(),
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

impl CpUnit {
    /// Starts the oldest held unified launch once no launch of this command processor is
    /// running any more.
    fn release_held(&mut self, now: Ps) {
        if self.in_flight.values().any(|f| f.started.is_some()) {
            return;
        }
        let Some((tag, msgs)) = self.held.pop_front() else {
            return;
        };
        if let Some(f) = self.in_flight.get_mut(&tag) {
            f.started = Some(now.0);
            f.start_ps = now.0;
        }
        for (dst, msg) in msgs {
            self.order += 1;
            self.outbox.insert((now.0, self.order), (dst, msg));
        }
    }
}

/// The CP's launcher inside a wake-up: launches become messages at their start time.
/// Everything is kept until the transaction commits.
struct Launches<'a> {
    gpu: usize,
    members: &'a [usize],
    dispatchers: &'a [PortId],
    allocations: &'a BTreeMap<u64, u64>,
    port: PortId,
    dirty: bool,
    generation: u64,
    /// (send time, destination, message), in the order made.
    sends: Vec<(u64, PortId, Msg)>,
    flights: Vec<(u64, InFlight)>,
    /// An earlier launch of this command processor is still running somewhere.
    busy: bool,
    /// Unified launches held until the earlier ones have finished: (tag, messages).
    held: Vec<(u64, Vec<(PortId, Msg)>)>,
}

impl Launches<'_> {
    fn queue(&mut self, at: u64, dst: PortId, msg: Msg) {
        self.sends.push((at, dst, msg));
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
                    ..MemberRun::default()
                })
            })
            .collect();
        let job = JobRef(Arc::new(LaunchJob {
            info: d.clone(),
            prep,
        }));
        let mut remaining = 0;
        // A unified queue runs its kernels in order (the members of the next kernel start when
        // every member of the previous one has finished), as a single GPU's dispatcher does.
        let hold = n > 1 && self.busy;
        let mut msgs = Vec::new();
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
            if hold {
                msgs.push((dst, msg));
            } else {
                self.queue(start_ps, dst, msg);
            }
            remaining += 1;
        }
        if hold {
            self.held.push((tag, msgs));
        }
        self.busy = true;
        debug_assert!(remaining > 0 || n == 0);
        self.flights.push((
            tag,
            InFlight {
                job,
                started: (!hold).then_some(start_ps),
                start_ps,
                runs,
                remaining,
                error: None,
            },
        ));
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

/// The CP's view of the driver inside a transaction: messages to `sys.driver`, kept until it
/// commits.
#[derive(Default)]
struct HostPort {
    msgs: Vec<CtlMsg>,
}

impl CpHost for HostPort {
    fn raise_event(&mut self, gpu_index: usize, event_id: u32, _now_ps: u64) {
        self.msgs.push(CtlMsg::RaiseEvent {
            gpu: gpu_index,
            event_id,
        });
    }

    fn queue_error(&mut self, gpu_index: usize, queue_id: u32, err: &QueueError, now_ps: u64) {
        // Logged when the transaction commits: an undone one may have met "faults" on ranges
        // it had not fetched yet.
        let text = format!("gpu[{gpu_index}] queue {queue_id} stopped at {now_ps} ps: {err}");
        self.msgs.push(CtlMsg::QueueError { text });
    }
}

/// The bytes a transaction may read, by exact range (the packet logic asks for the same
/// ranges each time it runs): `None` for a range that is not mapped.
#[derive(Default)]
struct Fetched {
    ranges: HashMap<(u64, usize), Option<Vec<u8>>>,
}

/// A transaction's memory: fetched ranges, the transaction's own writes over them, and the
/// ranges it missed.
struct TxnMemory<'a> {
    fetched: &'a Fetched,
    writes: Vec<(u64, Vec<u8>)>,
    missing: Vec<(u64, usize)>,
}

impl TxnMemory<'_> {
    fn have(&mut self, addr: u64, len: usize) -> Result<Option<&Vec<u8>>, MemError> {
        match self.fetched.ranges.get(&(addr, len)) {
            Some(Some(d)) => Ok(Some(d)),
            Some(None) => Err(MemError::Unmapped { addr, len }),
            None => {
                if !self.missing.contains(&(addr, len)) {
                    self.missing.push((addr, len));
                }
                Ok(None)
            }
        }
    }
}

impl Memory for TxnMemory<'_> {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), MemError> {
        let len = buf.len();
        let Some(d) = self.have(addr, len)? else {
            // Not fetched: the transaction will be undone; stop its path here.
            return Err(MemError::Unmapped { addr, len });
        };
        buf.copy_from_slice(d);
        // The transaction's own earlier writes, in order.
        let end = addr + len as u64;
        for (wa, wd) in &self.writes {
            let we = wa + wd.len() as u64;
            let (lo, hi) = (addr.max(*wa), end.min(we));
            for a in lo..hi {
                buf[(a - addr) as usize] = wd[(a - wa) as usize];
            }
        }
        Ok(())
    }

    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), MemError> {
        let len = data.len();
        if self.have(addr, len)?.is_none() {
            return Err(MemError::Unmapped { addr, len });
        }
        self.writes.push((addr, data.to_vec()));
        Ok(())
    }
}

impl CpUnit {
    /// Runs the packet logic at `now` as a transaction (see the module doc): commits it, or
    /// undoes it and asks `sys.mem` for the ranges it missed.
    fn transact(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let snapshot = self.cp.clone();
        let mut mem = TxnMemory {
            fetched: &self.fetched,
            writes: Vec::new(),
            missing: Vec::new(),
        };
        let mut host = HostPort::default();
        let mut launches = Launches {
            gpu: self.gpu,
            members: &self.members,
            dispatchers: &self.dispatchers,
            allocations: &self.allocations,
            port: self.port,
            dirty: self.dirty,
            generation: self.generation,
            sends: Vec::new(),
            flights: Vec::new(),
            busy: !self.in_flight.is_empty(),
            held: Vec::new(),
        };
        for (tag, err) in &self.failed {
            self.cp
                .launch_failed(*tag, err.clone(), now.0, &mut mem, &mut host);
        }
        self.cp.run_until(now.0, &mut mem, &mut launches, &mut host);
        if !mem.missing.is_empty() {
            let missing = std::mem::take(&mut mem.missing);
            self.cp = snapshot;
            for (addr, len) in missing {
                self.next_id += 1;
                let id = self.next_id;
                self.asked.insert(id, (addr, len));
                let m = Msg::ctl(CtlMsg::MemRead {
                    id,
                    addr,
                    len,
                    reply_to: self.port,
                });
                ctx.send(self.port, self.sysmem, m)
                    .map_err(|_| SimError::at(&self.path, "system-memory port full"))?;
            }
            return Ok(());
        }
        // Commit.
        let (writes, sends, flights) = (mem.writes, launches.sends, launches.flights);
        self.held.extend(launches.held);
        self.failed.clear();
        self.fetched.ranges.clear();
        for (addr, data) in writes {
            ctx.send(
                self.port,
                self.sysmem,
                Msg::ctl(CtlMsg::MemWrite { addr, data }),
            )
            .map_err(|_| SimError::at(&self.path, "system-memory port full"))?;
        }
        for m in host.msgs {
            if let CtlMsg::QueueError { text } = &m {
                tracing::warn!("queue stopped: {text}");
            }
            ctx.send(self.port, self.driver, Msg::ctl(m))
                .map_err(|_| SimError::at(&self.path, "driver port full"))?;
        }
        for (tag, f) in flights {
            self.in_flight.insert(tag, f);
        }
        for (at, dst, msg) in sends {
            self.order += 1;
            self.outbox.insert((at, self.order), (dst, msg));
        }
        Ok(())
    }
}

impl Component<Msg> for CpUnit {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            match m.into_ctl(&self.path)? {
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
                CtlMsg::MemReadRsp { id, data } => {
                    if let Some(range) = self.asked.remove(&id) {
                        self.fetched.ranges.insert(range, data);
                    }
                }
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message {other:?}"),
                    ))
                }
            }
        }
        // Run the packet logic once every read it asked for is in (answers come at once
        // from the ideal port, later from a real memory path).
        if self.asked.is_empty() {
            self.transact(now, ctx)?;
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
