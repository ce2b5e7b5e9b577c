//! The command processor of one GPU as an engine component (`gpu[g].cp`): queue table,
//! doorbells, the packet loop in simulated time, and completion (release, signal decrement,
//! event). The model is described in the module doc of `cp/mod.rs`.
//!
//! Ports: one, `port`. In: `CtlMsg::Note` and `CtlMsg::Doorbell` from `sys.driver` (in driver
//! order), `CtlMsg::KernelDone` / `ReleaseDone` from the dispatchers. Out: `CtlMsg::Launch` to
//! the dispatcher of every member GPU of a dispatch (this GPU's alone, or every member's when
//! this GPU leads a unified group), `CtlMsg::Release` to its own dispatcher,
//! `CtlMsg::RaiseEvent` / `QueueError` to `sys.driver`, and each finished dispatch's
//! `DispatchRecord` to the engine's edge.
//!
//! Time: the queues' next steps and the completions in progress (`CpState`) say when the
//! engine wakes this component; a launch leaves at its packet's start time.
//!
//! Memory by message, with the packet logic written as straight-line code: each wake-up runs
//! the logic as a transaction over the bytes fetched so far ([`Fetched`]). A read or write of
//! a range not fetched yet records the range; the transaction is then undone (the logic's
//! state restored, nothing sent) and the missing ranges are read from `sys.mem`
//! (`CtlMsg::MemRead`); when the answers are in, the transaction runs again, discovering the
//! next level (packet, then queue, descriptor, code and signals). A transaction that touched
//! only fetched ranges commits: its writes go to `sys.mem` in order (`CtlMsg::MemWrite`), its
//! launches, events and queue errors leave. A write needs its range fetched too, so that a
//! write to an unmapped page fails the queue as a read does. Over the ideal port every round
//! trip takes no simulated time, so a packet step costs what it did with direct access; behind
//! a real memory path each level would cost a round trip, as a command processor's firmware
//! waits for its reads. An undone run's path goes on past a range it missed (as past a fault:
//! a failing queue reads its `queue_inactive_signal`), so what it touched there is fetched too
//! and counted in `sys.mem`'s statistics.
//!
//! The allocations kernels' code images are read from, and the page table's generation the
//! dispatchers compare, are learnt from the driver's `BoAllocated` / `BoFreed` notes.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use emulated_driver::{DriverNote, MemKind, QueueDesc};

use super::aql::{self, amd_queue, queue_error, AqlPacket, FenceScope, AQL_PACKET_BYTES};
use super::launch;
use super::sample::{ClassKey, SampleInfo, SampleRole, Sampler};
use super::window::TimingWindow;
use super::CpConfig;
use crate::emu::{MemError, Memory};
use crate::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use crate::proto::launch::{
    lerr, DispatchInfo, DispatchRecord, KernelReport, LaunchError, LaunchJob, MemberRun,
    MemberTiming, QueueInfo,
};
use crate::proto::{Annotation, CtlMsg, JobRef, Msg};
use crate::stats::StatsReport;
use crate::time::Ps;

/// A guest error that stops one queue.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QueueError {
    #[error("gpu[{gpu}].cp queue {queue}: memory fault at {addr:#x} ({what})")]
    Memory {
        gpu: usize,
        queue: u32,
        addr: u64,
        what: &'static str,
    },
    #[error("gpu[{gpu}].cp queue {queue}: bad packet at index {index}: {why}")]
    BadPacket {
        gpu: usize,
        queue: u32,
        index: u64,
        why: String,
        /// [`aql::queue_error`] code.
        code: u64,
    },
    #[error("gpu[{gpu}].cp queue {queue}: {err}")]
    Launch {
        gpu: usize,
        queue: u32,
        err: LaunchError,
    },
}

impl QueueError {
    /// The code the CP stores in `queue_inactive_signal` ([`aql::queue_error`]).
    pub fn code(&self) -> u64 {
        match self {
            QueueError::Memory { .. } => queue_error::MEMORY_VIOLATION,
            QueueError::BadPacket { code, .. } => *code,
            QueueError::Launch { err, .. } => err.code,
        }
    }
}

/// Errors of the CP's own API (not guest behaviour).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CpError {
    #[error("gpu[{gpu}].cp: no queue {queue}")]
    UnknownQueue { gpu: usize, queue: u32 },
}

crate::stats_struct! {
    /// Counters of one command processor (`gpu[g].cp`).
    pub struct CpStats {
        /// Doorbell stores received.
        doorbells: Count,
        /// Doorbell stores that did not raise the write index.
        doorbells_stale: Count,
        /// AQL packets consumed.
        packets_processed: Count,
        /// Kernel dispatches started.
        dispatches: Count,
        /// Barrier-AND packets completed.
        barrier_and: Count,
        /// Barrier-OR packets completed.
        barrier_or: Count,
        /// Vendor-specific packets consumed.
        vendor_packets: Count,
        /// Re-reads of a blocked barrier's dependency signals.
        barrier_polls: Count,
        /// Fetches that found a packet not yet valid.
        invalid_stalls: Count,
        /// Releases performed at packet completion.
        releases: Count,
        /// Completion signals decremented.
        signals_decremented: Count,
        /// Interrupts raised for signal events.
        events_raised: Count,
        /// Queues stopped on a guest error.
        queue_errors: Count,
        /// Dispatches that stopped their queue to ask the runtime for scratch.
        scratch_requests: Count,
    }
}

/// Run state of a queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueueStatus {
    Active,
    /// UPDATE_QUEUE with percentage 0 or no ring.
    Inactive,
    /// Stopped on a guest error.
    Error,
    /// Stopped on a dispatch that needs more scratch: `queue_inactive_signal` holds
    /// `INSUFFICIENT_SCRATCH` until the runtime provides scratch and stores 0 to it.
    WaitingScratch,
}

#[derive(Clone, Debug)]
struct CpQueue {
    desc: QueueDesc,
    read_index: u64,
    write_index: u64,
    ready_ps: Option<u64>,
    in_flight: u32,
    waiting_deps: bool,
    status: QueueStatus,
}

/// A completion step due at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Pending {
    Release {
        queue_id: u32,
        scope: FenceScope,
        signal: u64,
    },
    Signal {
        queue_id: u32,
        signal: u64,
    },
}

/// The packet logic's state: what a transaction changes, and an undone one restores.
#[derive(Clone, Debug, Default)]
struct CpState {
    cfg: CpConfig,
    gpu: usize,
    queues: BTreeMap<u32, CpQueue>,
    /// (time, schedule order) -> completion step; ties run in schedule order.
    pending: BTreeMap<(u64, u64), Pending>,
    /// Schedule order, launch and release tags.
    seq: u64,
    stats: CpStats,
    scratch_backing_base: u64,
    trap_handler: Option<(u64, u64)>,
    /// Everything up to this time has been processed; new work never starts earlier.
    now_ps: u64,
    /// Releases the dispatcher will answer, by tag: (queue, completion signal).
    releases: BTreeMap<u64, (u32, u64)>,
}

impl CpState {
    /// Applies a driver note if it concerns this GPU's queues.
    fn apply_note(&mut self, note: &DriverNote) {
        match note {
            DriverNote::QueueCreated(d) if d.gpu_index == self.gpu => {
                let status = if d.is_active() {
                    QueueStatus::Active
                } else {
                    QueueStatus::Inactive
                };
                let q = CpQueue {
                    desc: d.clone(),
                    read_index: 0,
                    write_index: 0,
                    ready_ps: None,
                    in_flight: 0,
                    waiting_deps: false,
                    status,
                };
                self.queues.insert(d.queue_id, q);
            }
            DriverNote::QueueDestroyed {
                gpu_index,
                queue_id,
            } if *gpu_index == self.gpu => {
                self.queues.remove(queue_id);
            }
            DriverNote::QueueUpdated(d) if d.gpu_index == self.gpu => {
                if let Some(q) = self.queues.get_mut(&d.queue_id) {
                    q.desc = d.clone();
                    if q.status != QueueStatus::Error {
                        q.status = if d.is_active() {
                            QueueStatus::Active
                        } else {
                            QueueStatus::Inactive
                        };
                    }
                    q.ready_ps = q.ready_ps.or(Some(self.now_ps));
                }
            }
            DriverNote::ScratchBackingVa {
                gpu_index,
                base_bytes,
            } if *gpu_index == self.gpu => self.scratch_backing_base = *base_bytes,
            DriverNote::TrapHandler {
                gpu_index,
                tba,
                tma,
            } if *gpu_index == self.gpu => self.trap_handler = Some((*tba, *tma)),
            // CU masks are accepted and not applied (docs/driver.md).
            _ => {}
        }
    }

    /// A doorbell store of `value` for `queue_id` at `now_ps`. With 4-byte doorbells the
    /// value is the low 32 bits of the new write index; stale (not newer) values are dropped,
    /// as ROCr's legacy doorbell never goes backwards.
    fn doorbell(&mut self, queue_id: u32, value: u64, now_ps: u64) -> Result<(), CpError> {
        let gpu = self.gpu;
        let narrow = self.cfg.doorbell_bytes == 4;
        let now_ps = now_ps.max(self.now_ps);
        let q = self
            .queues
            .get_mut(&queue_id)
            .ok_or(CpError::UnknownQueue {
                gpu,
                queue: queue_id,
            })?;
        self.stats.doorbells += 1;
        let new = if narrow {
            let v = value & 0xffff_ffff;
            let mut c = (q.write_index & !0xffff_ffff) | v;
            if c < q.write_index && q.write_index - c > 1 << 31 {
                c = c.saturating_add(1 << 32);
            }
            c
        } else {
            value
        };
        if new <= q.write_index {
            // Dropped, but it still wakes a queue that stalled on a not-yet-valid packet.
            self.stats.doorbells_stale += 1;
            if q.ready_ps.is_none() && q.read_index < q.write_index {
                q.ready_ps = Some(now_ps);
            }
            return Ok(());
        }
        q.write_index = new;
        q.ready_ps.get_or_insert(now_ps);
        Ok(())
    }

    /// The earliest simulated time at which the packet logic has work, if any.
    fn next_event_ps(&self) -> Option<u64> {
        let p = self.pending.keys().next().map(|(t, _)| *t);
        let q = self.queues.values().filter_map(|q| q.ready_ps).min();
        p.into_iter().chain(q).min()
    }

    /// Runs every step due at or before `until_ps`, in time order (completions before
    /// packet steps at the same time, then by queue id).
    fn run_until(&mut self, until_ps: u64, tx: &mut Txn<'_>) {
        loop {
            let p = self.pending.keys().next().copied();
            let q = self
                .queues
                .iter()
                .filter_map(|(id, q)| q.ready_ps.map(|t| (t, *id)))
                .min();
            match (p, q) {
                (Some(key), q) if key.0 <= until_ps && q.is_none_or(|(t, _)| key.0 <= t) => {
                    if let Some(step) = self.pending.remove(&key) {
                        self.complete(key.0, step, tx);
                    }
                }
                (_, Some((t, id))) if t <= until_ps => self.step_queue(id, t, tx),
                _ => break,
            }
        }
        self.now_ps = self.now_ps.max(until_ps);
    }

    fn schedule(&mut self, at_ps: u64, p: Pending) {
        self.seq += 1;
        self.pending.insert((at_ps, self.seq), p);
    }

    /// Stops a queue on a guest error and reports it: to the host, and to the runtime by
    /// storing the error code in `queue_inactive_signal` (and raising its event).
    fn fail(&mut self, queue_id: u32, err: QueueError, now_ps: u64, tx: &mut Txn<'_>) {
        let read_ptr = self.queues.get_mut(&queue_id).map(|q| {
            q.status = QueueStatus::Error;
            q.ready_ps = None;
            q.desc.read_pointer_address
        });
        self.stats.queue_errors += 1;
        // Logged when the transaction commits: an undone one may have met "faults" on ranges
        // it had not fetched yet.
        let text = format!(
            "gpu[{}] queue {queue_id} stopped at {now_ps} ps: {err}",
            self.gpu
        );
        tx.host.push(CtlMsg::QueueError { text });
        if let Some(rp) = read_ptr {
            self.set_inactive_signal(rp, err.code(), now_ps, tx);
        }
    }

    /// Stores `code` in the queue's `queue_inactive_signal` (found through `amd_queue_t`) and
    /// raises its event. Returns false if the queue has no such signal.
    fn set_inactive_signal(&mut self, read_ptr: u64, code: u64, t: u64, tx: &mut Txn<'_>) -> bool {
        let sig = inactive_signal(&mut tx.mem, read_ptr);
        if sig == 0
            || tx
                .mem
                .write(sig.wrapping_add(aql::signal::VALUE), &code.to_le_bytes())
                .is_err()
        {
            return false;
        }
        self.notify_mailbox(sig, t, tx);
        true
    }

    fn step_queue(&mut self, id: u32, t: u64, tx: &mut Txn<'_>) {
        let gpu = self.gpu;
        let cost = self.cfg.packet_process_ps.max(1);
        let Some(q) = self.queues.get_mut(&id) else {
            return;
        };
        q.ready_ps = None;
        if q.status == QueueStatus::WaitingScratch {
            // Resume when the runtime stores 0 (scratch provided); a negative value means it
            // gave up (ROCr stores -1 after reporting the error).
            let sig = inactive_signal(&mut tx.mem, q.desc.read_pointer_address);
            match read_u64(&mut tx.mem, sig.wrapping_add(aql::signal::VALUE)).map(|v| v as i64) {
                Some(0) => q.status = QueueStatus::Active,
                Some(v) if v > 0 => {
                    q.ready_ps = Some(t.saturating_add(self.cfg.barrier_poll_ps.max(1)));
                    return;
                }
                _ => {
                    q.status = QueueStatus::Error;
                    return;
                }
            }
        }
        if q.status != QueueStatus::Active || q.read_index >= q.write_index {
            return;
        }
        let mut slots = q.desc.ring_size_bytes / AQL_PACKET_BYTES;
        if q.desc.ring_alias_half {
            slots /= 2;
        }
        let index = q.read_index;
        let bad = |why: String, code: u64| QueueError::BadPacket {
            gpu,
            queue: id,
            index,
            why,
            code,
        };
        if slots == 0 {
            let why = format!("ring of {} bytes holds no packet", q.desc.ring_size_bytes);
            let e = bad(why, queue_error::INVALID_PACKET_FORMAT);
            return self.fail(id, e, t, tx);
        }
        let addr = q
            .desc
            .ring_base_address
            .wrapping_add((index % slots) * AQL_PACKET_BYTES);
        let memory_fault = |addr: u64, what: &'static str| QueueError::Memory {
            gpu,
            queue: id,
            addr,
            what,
        };
        let mut raw = [0u8; 64];
        if tx.mem.read(addr, &mut raw).is_err() {
            return self.fail(id, memory_fault(addr, "AQL packet fetch"), t, tx);
        }
        let packet = AqlPacket::parse(&raw);
        let hdr = aql::Header(u16::from_le_bytes([raw[0], raw[1]]));
        if let AqlPacket::Invalid(_) = packet {
            // Not written yet: wait for the next doorbell.
            self.stats.invalid_stalls += 1;
            tracing::debug!(
                gpu,
                queue = id,
                index,
                t,
                "AQL packet not written yet (INVALID): waiting for a doorbell"
            );
            return;
        }
        if hdr.barrier() && q.in_flight > 0 {
            // Re-armed when the queue's last packet completes.
            tracing::debug!(
                gpu,
                queue = id,
                index,
                t,
                "barrier bit: waiting for earlier packets"
            );
            return;
        }
        let read_ptr = q.desc.read_pointer_address;
        let start = t.saturating_add(cost);
        // The completion this packet schedules: (release scope, completion signal).
        let done = match packet {
            AqlPacket::KernelDispatch(p) => {
                if let Err((code, why)) = p.validate() {
                    return self.fail(id, bad(why, code), t, tx);
                }
                let queue_ptr = read_ptr.wrapping_sub(amd_queue::READ_DISPATCH_ID as u64);
                let qinfo = read_queue_info(queue_ptr, &mut tx.mem);
                // gfx8 dynamic scratch: a dispatch needing more scratch per wave than the
                // queue's COMPUTE_TMPRING_SIZE.WAVESIZE stops the queue and asks the runtime
                // through queue_inactive_signal; the packet stays at the read index.
                let have_kb = u64::from((qinfo.compute_tmpring_size >> 12) & 0x1fff);
                let short =
                    qinfo.scratch_backing_memory_byte_size == 0 || have_kb < p.wave_scratch_kb();
                if p.private_segment_size_bytes > 0
                    && short
                    && self.set_inactive_signal(read_ptr, queue_error::INSUFFICIENT_SCRATCH, t, tx)
                {
                    self.stats.scratch_requests += 1;
                    let poll = self.cfg.barrier_poll_ps.max(1);
                    if let Some(q) = self.queues.get_mut(&id) {
                        q.status = QueueStatus::WaitingScratch;
                        q.ready_ps = Some(t.saturating_add(poll));
                    }
                    return;
                }
                let info = DispatchInfo {
                    gpu_index: gpu,
                    queue_id: id,
                    dispatch_id: index,
                    packet_address: addr,
                    packet: p,
                    queue_ptr,
                    queue: qinfo,
                    scratch_backing_base: self.scratch_backing_base,
                    trap_handler: self.trap_handler,
                };
                self.seq += 1;
                let tag = self.seq;
                if let Err(err) = tx.launch(info, tag, start, p.header.release_scope()) {
                    let e = QueueError::Launch {
                        gpu,
                        queue: id,
                        err,
                    };
                    return self.fail(id, e, t, tx);
                }
                self.stats.dispatches += 1;
                self.in_flight_add(id);
                // Completed when every member has reported (`CpUnit::member_done`).
                None
            }
            AqlPacket::BarrierAnd(b) | AqlPacket::BarrierOr(b) => {
                let or = matches!(packet, AqlPacket::BarrierOr(_));
                let mut zero = Vec::new();
                for &s in b.dep_signal.iter().filter(|s| **s != 0) {
                    match read_u64(&mut tx.mem, s.wrapping_add(aql::signal::VALUE)) {
                        Some(v) => zero.push(v as i64 == 0),
                        None => return self.fail(id, memory_fault(s, "dependency signal"), t, tx),
                    }
                }
                let satisfied = if or {
                    zero.is_empty() || zero.iter().any(|z| *z)
                } else {
                    zero.iter().all(|z| *z)
                };
                if !satisfied {
                    self.stats.barrier_polls += 1;
                    let poll = self.cfg.barrier_poll_ps.max(1);
                    if let Some(q) = self.queues.get_mut(&id) {
                        q.ready_ps = Some(t.saturating_add(poll));
                        q.waiting_deps = true;
                    }
                    return;
                }
                if or {
                    self.stats.barrier_or += 1;
                } else {
                    self.stats.barrier_and += 1;
                }
                Some((b.header.release_scope(), b.completion_signal))
            }
            AqlPacket::Vendor(v) => {
                self.stats.vendor_packets += 1;
                (v.vendor_format == aql::AMD_AQL_FORMAT_PM4_IB && v.completion_signal != 0)
                    .then(|| (v.header.release_scope(), v.completion_signal))
            }
            AqlPacket::AgentDispatch(_) | AqlPacket::Reserved(_) => {
                let why = format!("unsupported packet type {}", hdr.packet_type());
                let e = bad(why, queue_error::INVALID_PACKET_FORMAT);
                return self.fail(id, e, t, tx);
            }
            AqlPacket::Invalid(_) => return,
        };
        if let Some((scope, signal)) = done {
            self.in_flight_add(id);
            let release = Pending::Release {
                queue_id: id,
                scope,
                signal,
            };
            self.schedule(start, release);
        }
        // Consume the slot: type -> INVALID, read index written back.
        self.stats.packets_processed += 1;
        let new_read = index + 1;
        if tx.mem.write(addr, &[aql::PACKET_TYPE_INVALID]).is_err()
            || tx.mem.write(read_ptr, &new_read.to_le_bytes()).is_err()
        {
            return self.fail(id, memory_fault(read_ptr, "read index write-back"), t, tx);
        }
        if let Some(q) = self.queues.get_mut(&id) {
            q.read_index = new_read;
            q.waiting_deps = false;
            q.ready_ps = Some(start);
        }
    }

    fn in_flight_add(&mut self, id: u32) {
        if let Some(q) = self.queues.get_mut(&id) {
            q.in_flight += 1;
        }
    }

    fn complete(&mut self, t: u64, step: Pending, tx: &mut Txn<'_>) {
        match step {
            Pending::Release {
                queue_id,
                scope,
                signal,
            } => {
                let done = if scope == FenceScope::None {
                    Some(t)
                } else {
                    self.stats.releases += 1;
                    self.seq += 1;
                    let tag = self.seq;
                    let r = tx.release(scope, tag, t);
                    if r.is_none() {
                        self.releases.insert(tag, (queue_id, signal));
                    }
                    r
                };
                if let Some(done) = done {
                    self.schedule(done.max(t), Pending::Signal { queue_id, signal });
                }
            }
            Pending::Signal { queue_id, signal } => {
                if signal != 0 {
                    self.decrement_signal(queue_id, signal, t, tx);
                }
                if let Some(q) = self.queues.get_mut(&queue_id) {
                    q.in_flight = q.in_flight.saturating_sub(1);
                    if q.in_flight == 0 && q.ready_ps.is_none() && q.read_index < q.write_index {
                        q.ready_ps = Some(t);
                    }
                }
                // Barriers waiting on signals re-check now rather than at their next poll.
                for q in self.queues.values_mut() {
                    if q.waiting_deps {
                        q.ready_ps = Some(q.ready_ps.map_or(t, |r| r.min(t)));
                    }
                }
            }
        }
    }

    /// If `signal` has an event mailbox: write its event id there and raise the event.
    fn notify_mailbox(&mut self, signal: u64, t: u64, tx: &mut Txn<'_>) {
        let gpu = self.gpu;
        let mailbox = read_u64(
            &mut tx.mem,
            signal.wrapping_add(aql::signal::EVENT_MAILBOX_PTR),
        )
        .unwrap_or(0);
        if mailbox != 0 {
            let event_id = read_u64(&mut tx.mem, signal.wrapping_add(aql::signal::EVENT_ID))
                .unwrap_or(0) as u32;
            // A first pass of a transaction has not fetched the mailbox yet: its write fails, the
            // transaction is undone and replayed once the bytes are here. Only a mailbox that was
            // fetched and still cannot be written (unmapped) is worth a line.
            if tx
                .mem
                .write(mailbox, &u64::from(event_id).to_le_bytes())
                .is_err()
                && !tx.mem.pending(mailbox, 8)
            {
                tracing::debug!(gpu, mailbox, t, "event mailbox not writable");
            }
            self.stats.events_raised += 1;
            tx.host.push(CtlMsg::RaiseEvent { gpu, event_id });
        }
    }

    fn decrement_signal(&mut self, queue_id: u32, signal: u64, t: u64, tx: &mut Txn<'_>) {
        let va = signal.wrapping_add(aql::signal::VALUE);
        let fault = QueueError::Memory {
            gpu: self.gpu,
            queue: queue_id,
            addr: signal,
            what: "completion signal",
        };
        // One read-modify-write with nothing in between: atomic in simulated time.
        let Some(v) = read_u64(&mut tx.mem, va) else {
            return self.fail(queue_id, fault, t, tx);
        };
        // The completion time first, then the value: a host that sees the new value sees
        // the time too (one writer, stores in order).
        let end_ok = tx
            .mem
            .write(signal.wrapping_add(aql::signal::END_TS), &t.to_le_bytes())
            .is_ok();
        if !end_ok || tx.mem.write(va, &v.wrapping_sub(1).to_le_bytes()).is_err() {
            return self.fail(queue_id, fault, t, tx);
        }
        self.stats.signals_decremented += 1;
        self.notify_mailbox(signal, t, tx);
    }
}

fn read_u64(mem: &mut dyn Memory, addr: u64) -> Option<u64> {
    let mut b = [0u8; 8];
    mem.read(addr, &mut b).ok()?;
    Some(u64::from_le_bytes(b))
}

/// The `queue_inactive_signal` of the queue whose read index is at `read_ptr` (found through
/// `amd_queue_t`), 0 when it cannot be read.
fn inactive_signal(mem: &mut dyn Memory, read_ptr: u64) -> u64 {
    let queue_ptr = read_ptr.wrapping_sub(amd_queue::READ_DISPATCH_ID as u64);
    read_u64(
        mem,
        queue_ptr.wrapping_add(amd_queue::QUEUE_INACTIVE_SIGNAL as u64),
    )
    .unwrap_or(0)
}

fn read_queue_info(queue_ptr: u64, mem: &mut dyn Memory) -> QueueInfo {
    let mut b = [0u8; amd_queue::BYTES];
    if mem.read(queue_ptr, &mut b).is_err() {
        return QueueInfo::default();
    }
    let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
    let u64_at = |o: usize| u64::from(u32_at(o)) | (u64::from(u32_at(o + 4)) << 32);
    let d = amd_queue::SCRATCH_RESOURCE_DESCRIPTOR;
    QueueInfo {
        group_segment_aperture_base_hi: u32_at(amd_queue::GROUP_SEGMENT_APERTURE_BASE_HI),
        compute_tmpring_size: u32_at(amd_queue::COMPUTE_TMPRING_SIZE),
        scratch_resource_descriptor: [u32_at(d), u32_at(d + 4), u32_at(d + 8), u32_at(d + 12)],
        scratch_backing_memory_location: u64_at(amd_queue::SCRATCH_BACKING_MEMORY_LOCATION),
        scratch_backing_memory_byte_size: u64_at(amd_queue::SCRATCH_BACKING_MEMORY_BYTE_SIZE),
    }
}

/// A dispatch whose members are still running.
struct InFlight {
    job: JobRef,
    /// The queue it came from, its release scope and completion signal.
    queue_id: u32,
    scope: FenceScope,
    signal: u64,
    /// A unified launch held behind an earlier one of this command processor: its `Launch`
    /// messages, sent when every member of the earlier one has finished (empty once sent).
    held: Vec<(PortId, Msg)>,
    start_ps: u64,
    runs: Vec<Option<MemberRun>>,
    remaining: usize,
    error: Option<LaunchError>,
    /// Sent to the functional dispatchers (outside the timing window): no per-member timing.
    functional: bool,
    /// Kernel sampling's role for this launch.
    sample: Option<SampleRole>,
    /// The slowest member's own time so far (its dispatcher's start to end).
    kernel_ps: u64,
    /// Workgroup sampling: what it did inside this launch (a member's).
    group_sample: Option<crate::proto::launch::GroupSample>,
}

/// Where a command processor with a timing window sends its launches, and what it must tell
/// the timing dispatchers (kept per transaction: a launch a transaction undoes is not counted).
#[derive(Clone, Debug, Default)]
struct Routing {
    window: TimingWindow,
    /// Kernel sampling (`gpu.cp.sample_period`), instead of the window.
    sampler: Option<Sampler>,
    /// Per GPU: a kernel of this command processor ran on its timing dispatcher.
    timed: Vec<bool>,
    /// Per GPU: a functional kernel ran there after its last timing kernel: its caches and
    /// TLBs may hold what memory no longer says.
    stale: Vec<bool>,
    /// Whether the last launch went to the functional dispatchers.
    last_functional: Option<bool>,
}

/// One GPU's command processor (see the module doc).
#[derive(Default)]
pub struct CpUnit {
    path: String,
    st: CpState,
    port: PortId,
    w: CpWiring,
    /// Allocations (start VA -> size) the GPUs can see, from the driver's notes.
    allocations: BTreeMap<u64, u64>,
    /// Buffer-object changes seen: the page table's generation as launches carry it.
    generation: u64,
    /// Memory the current transaction may use.
    fetched: Fetched,
    /// Reads out at `sys.mem`: request id -> range.
    asked: HashMap<u64, (u64, usize)>,
    next_id: u64,
    /// Launches that failed, for the next transaction to stop their queues: (queue, error).
    failed: Vec<(u32, LaunchError)>,
    /// Messages waiting for their send time: (time, order) -> (destination, message).
    outbox: BTreeMap<(u64, u64), (PortId, Msg)>,
    order: u64,
    in_flight: BTreeMap<u64, InFlight>,
    /// This GPU's L2 may hold data a kernel left unwritten (from `KernelDone`).
    dirty: bool,
    /// The timing window's routing, when the world built both dispatchers.
    routing: Option<Routing>,
    /// Kernel names the host program announced, by kernel object.
    names: HashMap<u64, String>,
    /// Regions the host program has open, innermost last.
    regions: Vec<String>,
    /// A restored run before its checkpoint boundary: launches complete at once without
    /// running (`LaunchJob::skip`), until `Annotation::Boundary`.
    skipping: bool,
}

/// How the CP component is wired.
#[derive(Default)]
pub struct CpWiring {
    pub driver: PortId,
    /// The system-memory port.
    pub sysmem: PortId,
    /// Every GPU's dispatcher port, by GPU index.
    pub dispatchers: Vec<PortId>,
    /// The GPUs this CP's dispatches run on (itself, or the unified group it leads).
    pub members: Vec<usize>,
    /// Whether the dispatchers model time (timing mode records per-member timing).
    pub timing: bool,
    /// Timing mode with a timing window: every GPU's functional dispatcher port, by GPU
    /// index (launches outside the window go there); empty otherwise.
    pub functional: Vec<PortId>,
}

impl CpUnit {
    /// Adds GPU `gpu`'s command processor at `path`; returns its id and port. Connect the
    /// port to the driver's, the system memory's and the dispatchers' ports and call
    /// [`CpUnit::wire`] afterwards.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        gpu: usize,
        path: &str,
        cfg: &CpConfig,
    ) -> Result<(CompId, PortId), SimError> {
        let id = engine.add_component(path);
        let port = engine.add_port(id, 1024);
        let st = CpState {
            cfg: cfg.clone(),
            gpu,
            ..CpState::default()
        };
        let w = CpWiring {
            members: vec![gpu],
            ..CpWiring::default()
        };
        let cp = CpUnit {
            path: path.to_string(),
            st,
            port,
            w,
            ..CpUnit::default()
        };
        engine.install(id, Box::new(cp))?;
        Ok((id, port))
    }

    /// Sets the ports and members (before the run); with functional dispatchers, the timing
    /// window of `gpu.cp.timing_from` / `timing_until`, or kernel sampling
    /// (`gpu.cp.sample_period`), routes the launches between them.
    pub fn wire(&mut self, w: CpWiring) -> Result<(), SimError> {
        self.routing = None;
        if w.timing && !w.functional.is_empty() {
            let window = TimingWindow::from_config(
                self.st.cfg.timing_from.as_deref(),
                self.st.cfg.timing_until.as_deref(),
            )
            .map_err(|e| SimError::at(&self.path, e))?
            .unwrap_or_default();
            let n = w.dispatchers.len();
            let sampler = Sampler::new(self.st.cfg.sample_period, self.st.cfg.sample_first);
            self.routing = Some(Routing {
                window,
                sampler,
                timed: vec![false; n],
                stale: vec![false; n],
                last_functional: None,
            });
        }
        self.w = w;
        Ok(())
    }

    /// Makes this a restored run's command processor: launches are skipped until the boundary.
    pub fn set_restoring(&mut self, restoring: bool) {
        self.skipping = restoring;
    }

    fn annotate(&mut self, a: Annotation) {
        match a {
            // The checkpoint boundary: stop skipping; every GPU's next timing kernel starts
            // with clean caches and TLBs, in the run that wrote the checkpoint as in the one
            // that restored it (the restored one's caches are empty).
            Annotation::Boundary => {
                self.skipping = false;
                if let Some(r) = self.routing.as_mut() {
                    r.stale.iter_mut().for_each(|s| *s = true);
                }
            }
            Annotation::RegionBegin { name } => self.regions.push(name),
            Annotation::RegionEnd => {
                self.regions.pop();
            }
            Annotation::KernelName {
                kernel_object,
                name,
            } => {
                self.names.insert(kernel_object, name);
            }
        }
    }

    /// The counters so far.
    pub fn stats(&self) -> &CpStats {
        &self.st.stats
    }

    /// (read index, write index, status) of a queue.
    pub fn queue_state(&self, queue_id: u32) -> Option<(u64, u64, QueueStatus)> {
        let q = self.st.queues.get(&queue_id)?;
        Some((q.read_index, q.write_index, q.status))
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
            other => self.st.apply_note(other),
        }
    }

    /// Member `member` of launch `tag` reported back.
    fn member_done(
        &mut self,
        now: Ps,
        tag: u64,
        member: usize,
        report: KernelReport,
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
        let timing = (self.w.timing && !f.functional).then(|| MemberTiming {
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
        if report.group_sample.is_some() {
            f.group_sample = report.group_sample;
        }
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
        f.kernel_ps = f
            .kernel_ps
            .max(report.end_ps.saturating_sub(report.start_ps));
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
            self.failed.push((f.queue_id, err));
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
        // Kernel sampling: the kernel's own time (its slowest member's start to end, as its
        // dispatcher reported it); a warm sample's joins its class's.
        let sample = f.sample.map(|role| {
            let kernel_ps = f.kernel_ps;
            if role == SampleRole::Sample {
                if let Some(s) = self.routing.as_mut().and_then(|r| r.sampler.as_mut()) {
                    let class = ClassKey {
                        kernel_object: info.packet.kernel_object,
                        grid: prep.grid,
                        workgroup: prep.workgroup,
                    };
                    s.observe(class, kernel_ps);
                }
            }
            let unsampled = role == SampleRole::Functional && f.job.0.functional_ps.is_none();
            SampleInfo {
                role,
                kernel_ps,
                unsampled,
            }
        });
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
                sample,
                group_sample: f.group_sample,
            },
        }));
        let (queue_id, scope, signal) = (f.queue_id, f.scope, f.signal);
        let release = Pending::Release {
            queue_id,
            scope,
            signal,
        };
        self.st.schedule(end.max(self.st.now_ps), release);
        Ok(())
    }

    /// Starts the oldest held unified launch once no launch of this command processor is
    /// running any more.
    fn release_held(&mut self, now: Ps) {
        if self.in_flight.values().any(|f| f.held.is_empty()) {
            return;
        }
        // Every launch left is held; tags grow, so the first is the oldest.
        let mut first: Option<bool> = None;
        for f in self.in_flight.values_mut() {
            // Held behind a switch of the timing window: the launches after the oldest that
            // go the same way to one GPU queue at its dispatcher, as they would have unheld.
            if let Some(kind) = first {
                if self.routing.is_none() || f.functional != kind || f.runs.len() > 1 {
                    break;
                }
            }
            first = Some(f.functional);
            f.start_ps = now.0;
            for (dst, msg) in std::mem::take(&mut f.held) {
                self.order += 1;
                self.outbox.insert((now.0, self.order), (dst, msg));
            }
            if self.routing.is_none() || f.runs.len() > 1 {
                break;
            }
        }
    }

    fn to_sysmem(&self, ctx: &mut Ctx<'_, Msg>, m: CtlMsg) -> Result<(), SimError> {
        ctx.send(self.port, self.w.sysmem, Msg::ctl(m))
            .map_err(|_| SimError::at(&self.path, "system-memory port full"))
    }

    /// Runs the packet logic at `now` as a transaction (see the module doc): commits it, or
    /// undoes it and asks `sys.mem` for the ranges it missed.
    fn transact(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let snapshot = self.st.clone();
        let mut tx = Txn {
            mem: TxnMemory {
                fetched: &self.fetched,
                writes: Vec::new(),
                missing: Vec::new(),
            },
            host: Vec::new(),
            gpu: self.st.gpu,
            w: &self.w,
            allocations: &self.allocations,
            port: self.port,
            dirty: self.dirty,
            generation: self.generation,
            sends: Vec::new(),
            flights: Vec::new(),
            busy: !self.in_flight.is_empty(),
            held: self.in_flight.values().any(|f| !f.held.is_empty()),
            skip: self.skipping,
            routing: self.routing.clone(),
            names: &self.names,
            regions: &self.regions,
        };
        for (queue, err) in &self.failed {
            self.st.launch_failed(*queue, err.clone(), now.0, &mut tx);
        }
        self.st.run_until(now.0, &mut tx);
        if !tx.mem.missing.is_empty() {
            let missing = std::mem::take(&mut tx.mem.missing);
            self.st = snapshot;
            for (addr, len) in missing {
                self.next_id += 1;
                let id = self.next_id;
                self.asked.insert(id, (addr, len));
                let reply_to = self.port;
                self.to_sysmem(
                    ctx,
                    CtlMsg::MemRead {
                        id,
                        addr,
                        len,
                        reply_to,
                    },
                )?;
            }
            return Ok(());
        }
        // Commit.
        let Txn {
            mem,
            host,
            sends,
            flights,
            routing,
            ..
        } = tx;
        self.routing = routing;
        let writes = mem.writes;
        self.failed.clear();
        self.fetched.clear();
        for (addr, data) in writes {
            self.to_sysmem(ctx, CtlMsg::MemWrite { addr, data })?;
        }
        for m in host {
            if let CtlMsg::QueueError { text } = &m {
                tracing::warn!("queue stopped: {text}");
            }
            ctx.send(self.port, self.w.driver, Msg::ctl(m))
                .map_err(|_| SimError::at(&self.path, "driver port full"))?;
        }
        self.in_flight.extend(flights);
        for (at, dst, msg) in sends {
            self.order += 1;
            self.outbox.insert((at, self.order), (dst, msg));
        }
        Ok(())
    }
}

impl CpState {
    /// A launch failed at `now_ps` (a guest error in the kernel): its queue stops.
    fn launch_failed(&mut self, queue_id: u32, err: LaunchError, now_ps: u64, tx: &mut Txn<'_>) {
        if let Some(q) = self.queues.get_mut(&queue_id) {
            q.in_flight = q.in_flight.saturating_sub(1);
        }
        let gpu = self.gpu;
        let e = QueueError::Launch {
            gpu,
            queue: queue_id,
            err,
        };
        self.fail(queue_id, e, now_ps.max(self.now_ps), tx);
    }
}

/// One transaction of the packet logic: the memory it may use, the component's wiring, and
/// everything it would send, kept until it commits.
struct Txn<'a> {
    mem: TxnMemory<'a>,
    /// Messages to `sys.driver`.
    host: Vec<CtlMsg>,
    gpu: usize,
    w: &'a CpWiring,
    allocations: &'a BTreeMap<u64, u64>,
    port: PortId,
    dirty: bool,
    generation: u64,
    /// (send time, destination, message), in the order made.
    sends: Vec<(u64, PortId, Msg)>,
    flights: Vec<(u64, InFlight)>,
    /// An earlier launch of this command processor is still running somewhere.
    busy: bool,
    /// A launch of this command processor is held (not sent yet).
    held: bool,
    /// Launches complete at once without running (a restored run before its boundary).
    skip: bool,
    /// The timing window's routing (committed with the transaction).
    routing: Option<Routing>,
    names: &'a HashMap<u64, String>,
    regions: &'a [String],
}

impl Txn<'_> {
    /// Reads and checks dispatch `d` and makes the `Launch` message of every member, sent at
    /// `start_ps`.
    fn launch(
        &mut self,
        d: DispatchInfo,
        tag: u64,
        start_ps: u64,
        scope: FenceScope,
    ) -> Result<(), LaunchError> {
        let prep = launch::prepare(&d, &mut self.mem, self.allocations, &self.w.members)?;
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
        let (queue_id, signal) = (d.queue_id, d.packet.completion_signal);
        let kernel_object = d.packet.kernel_object;
        let class = ClassKey {
            kernel_object,
            grid: prep.grid,
            workgroup: prep.workgroup,
        };
        // Kernel sampling: this launch's role (warm when every member GPU ran a timing kernel
        // last), and for a functional one the duration its class's samples so far give.
        let mut sample = None;
        let mut functional_ps = None;
        if let Some(r) = self.routing.as_mut() {
            if let Some(s) = r.sampler.as_mut() {
                let (mut warm, mut never) = (true, false);
                for (g, _) in &prep.members {
                    let timed = r.timed.get(*g).copied().unwrap_or(false);
                    warm &= timed && !r.stale.get(*g).copied().unwrap_or(false);
                    never |= !timed;
                }
                let role = s.route(class, warm, never);
                if role == SampleRole::Functional {
                    functional_ps = s.estimate(&class);
                }
                sample = Some(role);
            }
        }
        let job = JobRef(Arc::new(LaunchJob {
            info: d,
            prep,
            functional_ps,
            skip: self.skip,
        }));
        let mut remaining = 0;
        // The timing window: timing or functional dispatchers for this launch. A launch that
        // goes the other way than the last waits until every earlier one has finished (the
        // two models must not run kernels of one queue at once), and so does every launch
        // behind a held one.
        let (functional, switched) = match self.routing.as_mut() {
            Some(r) => {
                let timed = match sample {
                    // Skipped launches go to the functional dispatchers, which answer at once.
                    _ if self.skip => false,
                    Some(role) => role.detailed(),
                    None => r.window.route(kernel_object, self.names, self.regions),
                };
                let switched = r.last_functional.is_some_and(|l| l == timed) || self.held;
                r.last_functional = Some(!timed);
                (!timed, switched)
            }
            None => (false, false),
        };
        // A unified queue runs its kernels in order (the members of the next kernel start when
        // every member of the previous one has finished), as a single GPU's dispatcher does.
        let hold = (n > 1 || switched) && self.busy;
        let mut msgs = Vec::new();
        for (i, (g, range)) in job.0.prep.members.iter().enumerate() {
            if range.is_empty() {
                continue;
            }
            let ports = match functional {
                true => &self.w.functional,
                false => &self.w.dispatchers,
            };
            let Some(&dst) = ports.get(*g) else {
                return Err(lerr(
                    queue_error::ILLEGAL_INSTRUCTION,
                    format!("gpu[{}]: no dispatcher for member GPU {g}", self.gpu),
                ));
            };
            // Caches and TLBs of a GPU whose memory a functional kernel wrote since its last
            // timing kernel start cold (`Launch::cold`).
            let mut cold = false;
            if let Some(r) = self.routing.as_mut() {
                if functional {
                    if let Some(s) = r.stale.get_mut(*g) {
                        *s = r.timed.get(*g).copied().unwrap_or(false);
                    }
                } else {
                    cold = r.stale.get(*g).copied().unwrap_or(false);
                    if let Some(s) = r.stale.get_mut(*g) {
                        *s = false;
                    }
                    if let Some(t) = r.timed.get_mut(*g) {
                        *t = true;
                    }
                }
            }
            let msg = Msg::ctl(CtlMsg::Launch {
                job: job.clone(),
                member: i,
                tag,
                pt_generation: self.generation,
                cold,
                reply_to: self.port,
            });
            if hold {
                msgs.push((dst, msg));
            } else {
                self.sends.push((start_ps, dst, msg));
            }
            remaining += 1;
        }
        self.busy = true;
        self.held |= !msgs.is_empty();
        debug_assert!(remaining > 0 || n == 0);
        let f = InFlight {
            job,
            queue_id,
            scope,
            signal,
            held: msgs,
            start_ps,
            runs,
            remaining,
            error: None,
            functional,
            sample,
            kernel_ps: 0,
            group_sample: None,
        };
        self.flights.push((tag, f));
        Ok(())
    }

    /// The release at packet completion: `Some(t)` when it is done at `t`, `None` when the
    /// dispatcher answers later (`ReleaseDone` with `tag`). Only a system-scope release after
    /// a kernel that left the L2 dirty costs anything; the dispatcher writes back at every
    /// kernel end under the default policy.
    fn release(&mut self, scope: FenceScope, tag: u64, now_ps: u64) -> Option<u64> {
        if scope != FenceScope::System || !self.dirty {
            return Some(now_ps);
        }
        let dst = *self.w.dispatchers.get(self.gpu)?;
        let msg = Msg::ctl(CtlMsg::Release {
            tag,
            reply_to: self.port,
        });
        self.sends.push((now_ps, dst, msg));
        None
    }
}

/// The bytes a transaction may read, by exact range (the packet logic asks for the same
/// ranges each time it runs): `None` for a range that is not mapped.
type Fetched = HashMap<(u64, usize), Option<Vec<u8>>>;

/// A transaction's memory: fetched ranges, the transaction's own writes over them, and the
/// ranges it missed.
struct TxnMemory<'a> {
    fetched: &'a Fetched,
    writes: Vec<(u64, Vec<u8>)>,
    missing: Vec<(u64, usize)>,
}

impl TxnMemory<'_> {
    /// `[addr, addr + len)` is still to be fetched for this transaction (it will be replayed).
    fn pending(&self, addr: u64, len: usize) -> bool {
        self.missing.contains(&(addr, len))
    }

    fn have(&mut self, addr: u64, len: usize) -> Result<Option<&Vec<u8>>, MemError> {
        match self.fetched.get(&(addr, len)) {
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

impl Component<Msg> for CpUnit {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        // A queue a note re-activates is ready now, not at this component's last wake-up.
        self.st.now_ps = self.st.now_ps.max(now.0);
        while let Some(m) = ctx.recv(self.port) {
            match m.into_ctl(&self.path)? {
                CtlMsg::Note(n) => self.note(&n),
                CtlMsg::Annotate(a) => self.annotate(a),
                CtlMsg::Doorbell { queue_id, value } => {
                    if let Err(e) = self.st.doorbell(queue_id, value, now.0) {
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
                    if self.w.members.get(member) == Some(&self.st.gpu) {
                        self.dirty = dirty;
                    }
                    self.member_done(now, tag, member, report, error, ctx)?;
                }
                CtlMsg::ReleaseDone { tag } => {
                    self.dirty = false;
                    if let Some((queue_id, signal)) = self.st.releases.remove(&tag) {
                        let at = now.0.max(self.st.now_ps);
                        self.st.schedule(at, Pending::Signal { queue_id, signal });
                    }
                }
                CtlMsg::MemReadRsp { id, data } => {
                    if let Some(range) = self.asked.remove(&id) {
                        self.fetched.insert(range, data);
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
            ctx.send(self.port, dst, msg).map_err(|_| {
                SimError::at(
                    &self.path,
                    "could not send a launch to a dispatcher (buffer full)",
                )
            })?;
        }
        let next_out = self.outbox.keys().next().map(|k| k.0);
        if let Some(t) = next_out.into_iter().chain(self.st.next_event_ps()).min() {
            ctx.wake_at(Ps(t));
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.st.stats);
    }
}
