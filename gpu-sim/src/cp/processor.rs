//! The per-GPU command processor: queue table, doorbells, the packet loop in simulated time,
//! and completion (release, signal decrement, event). See the module doc in `cp/mod.rs`.

use std::collections::BTreeMap;

use emulated_driver::{DriverNote, QueueDesc};

use super::aql::{
    self, amd_queue, queue_error, AqlPacket, FenceScope, KernelDispatchPacket, AQL_PACKET_BYTES,
};
use super::CpConfig;
use crate::emu::Memory;

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
    pub private_segment_aperture_base_hi: u32,
    pub compute_tmpring_size: u32,
    pub scratch_resource_descriptor: [u32; 4],
    pub scratch_backing_memory_location: u64,
    pub scratch_backing_memory_byte_size: u64,
    pub scratch_wave64_lane_byte_size: u32,
    pub queue_inactive_signal: u64,
}

/// A kernel that ran (or is modelled to run) until `end_ps`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchDone {
    pub end_ps: u64,
}

/// Why a launch failed (guest-caused: bad descriptor, memory fault, unimplemented op).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("kernel launch failed: {reason}")]
pub struct LaunchError {
    pub reason: String,
    /// The queue error code the CP reports in `queue_inactive_signal`
    /// ([`aql::queue_error`], e.g. `ILLEGAL_INSTRUCTION` or `MEMORY_VIOLATION`).
    pub code: u64,
}

/// Runs kernels for the CP: in the simulator, the CP component's adapter that sends `Launch`
/// messages to the dispatchers; in tests, a stand-in that answers at once.
pub trait KernelLauncher {
    /// Starts `d` at `start_ps`. `Ok(Some(done))`: the kernel's end is already known;
    /// `Ok(None)`: the launcher reports it later through [`CommandProcessor::launch_done`] (or
    /// [`CommandProcessor::launch_failed`]) with the same `tag`.
    fn launch(
        &mut self,
        d: &DispatchInfo,
        tag: u64,
        start_ps: u64,
        mem: &mut dyn Memory,
    ) -> Result<Option<LaunchDone>, LaunchError>;

    /// The release at packet completion (`scope` from the header): write back dirty L2
    /// lines so the CPU and other GPUs see the results. `Some(t)`: done at `t` (>= now_ps);
    /// `None`: reported later through [`CommandProcessor::release_done`] with `tag`. The
    /// default is an ideal memory system with nothing to write back.
    fn release(
        &mut self,
        gpu_index: usize,
        scope: FenceScope,
        tag: u64,
        now_ps: u64,
        mem: &mut dyn Memory,
    ) -> Option<u64> {
        let _ = (gpu_index, scope, tag, mem);
        Some(now_ps)
    }
}

/// The CP's view of the driver: interrupts and queue errors.
pub trait CpHost {
    /// A completion signal with an event mailbox fired: raise KFD event `event_id`.
    fn raise_event(&mut self, gpu_index: usize, event_id: u32, now_ps: u64);
    /// A queue stopped on a guest error.
    fn queue_error(&mut self, gpu_index: usize, queue_id: u32, err: &QueueError, now_ps: u64) {
        let _ = (gpu_index, queue_id, err, now_ps);
    }
}

impl CpHost for emulated_driver::Driver {
    fn raise_event(&mut self, gpu_index: usize, event_id: u32, now_ps: u64) {
        if self.signal_event(event_id).is_err() {
            tracing::debug!(
                gpu_index,
                event_id,
                now_ps,
                "interrupt for an unknown event id dropped"
            );
        }
    }
    fn queue_error(&mut self, gpu_index: usize, queue_id: u32, err: &QueueError, now_ps: u64) {
        tracing::warn!(gpu_index, queue_id, now_ps, "queue stopped: {err}");
    }
}

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
    cu_mask: Vec<u32>,
}

/// What a launch or release tag that is still out stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Awaiting {
    Kernel {
        queue_id: u32,
        scope: FenceScope,
        signal: u64,
    },
    Release {
        queue_id: u32,
        signal: u64,
    },
}

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

/// One GPU's command processor.
#[derive(Clone, Debug)]
pub struct CommandProcessor {
    cfg: CpConfig,
    gpu_index: usize,
    queues: BTreeMap<u32, CpQueue>,
    /// (time, schedule order) -> completion step; ties run in schedule order.
    pending: BTreeMap<(u64, u64), Pending>,
    seq: u64,
    stats: CpStats,
    scratch_backing_base: u64,
    trap_handler: Option<(u64, u64)>,
    /// Everything up to this time has been processed; new work never starts earlier.
    now_ps: u64,
    /// Launches and releases the launcher will report later, by tag.
    awaiting: BTreeMap<u64, Awaiting>,
}

impl CommandProcessor {
    pub fn new(cfg: CpConfig, gpu_index: usize) -> CommandProcessor {
        CommandProcessor {
            cfg,
            gpu_index,
            queues: BTreeMap::new(),
            pending: BTreeMap::new(),
            seq: 0,
            stats: CpStats::default(),
            scratch_backing_base: 0,
            trap_handler: None,
            now_ps: 0,
            awaiting: BTreeMap::new(),
        }
    }

    /// A launch the launcher deferred (tag from [`KernelLauncher::launch`]) ended at `end_ps`
    /// (its release write-back included). Unknown tags are ignored.
    pub fn launch_done(&mut self, tag: u64, end_ps: u64) {
        if let Some(Awaiting::Kernel {
            queue_id,
            scope,
            signal,
        }) = self.awaiting.remove(&tag)
        {
            let at = end_ps.max(self.now_ps);
            self.schedule(
                at,
                Pending::Release {
                    queue_id,
                    scope,
                    signal,
                },
            );
        }
    }

    /// A deferred launch failed at `now_ps` (a guest error in the kernel): its queue stops.
    pub fn launch_failed(
        &mut self,
        tag: u64,
        err: LaunchError,
        now_ps: u64,
        mem: &mut dyn Memory,
        host: &mut dyn CpHost,
    ) {
        if let Some(Awaiting::Kernel { queue_id, .. }) = self.awaiting.remove(&tag) {
            self.in_flight_sub(queue_id);
            let e = QueueError::Launch {
                gpu: self.gpu_index,
                queue: queue_id,
                err,
            };
            self.fail(queue_id, e, now_ps.max(self.now_ps), mem, host);
        }
    }

    /// A deferred release (tag from [`KernelLauncher::release`]) finished at `end_ps`.
    pub fn release_done(&mut self, tag: u64, end_ps: u64) {
        if let Some(Awaiting::Release { queue_id, signal }) = self.awaiting.remove(&tag) {
            let at = end_ps.max(self.now_ps);
            self.schedule(at, Pending::Signal { queue_id, signal });
        }
    }

    pub fn gpu_index(&self) -> usize {
        self.gpu_index
    }
    pub fn stats(&self) -> &CpStats {
        &self.stats
    }
    /// (read index, write index, status) of a queue.
    pub fn queue_state(&self, queue_id: u32) -> Option<(u64, u64, QueueStatus)> {
        self.queues
            .get(&queue_id)
            .map(|q| (q.read_index, q.write_index, q.status))
    }
    pub fn queue_ids(&self) -> Vec<u32> {
        self.queues.keys().copied().collect()
    }
    pub fn cu_mask(&self, queue_id: u32) -> Option<&[u32]> {
        self.queues.get(&queue_id).map(|q| q.cu_mask.as_slice())
    }

    fn cost(&self) -> u64 {
        self.cfg.packet_process_ps.max(1)
    }

    /// Applies a driver note if it concerns this GPU; returns whether it did.
    pub fn apply_note(&mut self, note: &DriverNote) -> bool {
        match note {
            DriverNote::QueueCreated(d) if d.gpu_index == self.gpu_index => {
                self.add_queue(d.clone());
                true
            }
            DriverNote::QueueDestroyed {
                gpu_index,
                queue_id,
            } if *gpu_index == self.gpu_index => {
                self.queues.remove(queue_id);
                true
            }
            DriverNote::QueueUpdated(d) if d.gpu_index == self.gpu_index => {
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
                true
            }
            DriverNote::QueueCuMask {
                gpu_index,
                queue_id,
                mask,
            } if *gpu_index == self.gpu_index => {
                if let Some(q) = self.queues.get_mut(queue_id) {
                    q.cu_mask = mask.clone();
                }
                true
            }
            DriverNote::ScratchBackingVa {
                gpu_index,
                base_bytes,
            } if *gpu_index == self.gpu_index => {
                self.scratch_backing_base = *base_bytes;
                true
            }
            DriverNote::TrapHandler {
                gpu_index,
                tba,
                tma,
            } if *gpu_index == self.gpu_index => {
                self.trap_handler = Some((*tba, *tma));
                true
            }
            _ => false,
        }
    }

    /// Registers a queue (read and write index 0).
    pub fn add_queue(&mut self, desc: QueueDesc) {
        let status = if desc.is_active() {
            QueueStatus::Active
        } else {
            QueueStatus::Inactive
        };
        self.queues.insert(
            desc.queue_id,
            CpQueue {
                desc,
                read_index: 0,
                write_index: 0,
                ready_ps: None,
                in_flight: 0,
                waiting_deps: false,
                status,
                cu_mask: Vec::new(),
            },
        );
    }

    /// A doorbell store of `value` for `queue_id` at `now_ps`. With 4-byte doorbells the
    /// value is the low 32 bits of the new write index; stale (not newer) values are dropped,
    /// as ROCr's legacy doorbell never goes backwards.
    pub fn doorbell(&mut self, queue_id: u32, value: u64, now_ps: u64) -> Result<(), CpError> {
        let gpu = self.gpu_index;
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
        if q.ready_ps.is_none() {
            q.ready_ps = Some(now_ps);
        }
        Ok(())
    }

    /// Reads a queue's write pointer from memory (`write_pointer_address`, 64-bit) and treats
    /// it as a doorbell: for front ends that cannot trap doorbell stores and poll instead.
    pub fn poll_write_pointer(
        &mut self,
        queue_id: u32,
        mem: &mut dyn Memory,
        now_ps: u64,
    ) -> Result<(), CpError> {
        let gpu = self.gpu_index;
        let addr = self
            .queues
            .get(&queue_id)
            .ok_or(CpError::UnknownQueue {
                gpu,
                queue: queue_id,
            })?
            .desc
            .write_pointer_address;
        let mut b = [0u8; 8];
        if mem.read(addr, &mut b).is_err() {
            return Ok(());
        }
        let saved = self.cfg.doorbell_bytes;
        self.cfg.doorbell_bytes = 8;
        let r = self.doorbell(queue_id, u64::from_le_bytes(b), now_ps);
        self.cfg.doorbell_bytes = saved;
        r
    }

    /// The earliest simulated time at which this CP has work, if any.
    pub fn next_event_ps(&self) -> Option<u64> {
        let p = self.pending.keys().next().map(|(t, _)| *t);
        let q = self.queues.values().filter_map(|q| q.ready_ps).min();
        match (p, q) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Runs every step due at or before `until_ps`, in time order (completions before
    /// packet steps at the same time, then by queue id). Returns the number of steps.
    pub fn run_until(
        &mut self,
        until_ps: u64,
        mem: &mut dyn Memory,
        launcher: &mut dyn KernelLauncher,
        host: &mut dyn CpHost,
    ) -> u64 {
        let mut steps = 0;
        loop {
            let p = self.pending.keys().next().copied();
            let q = self
                .queues
                .iter()
                .filter_map(|(id, q)| q.ready_ps.map(|t| (t, *id)))
                .min();
            let take_pending = match (p, q) {
                (Some((tp, _)), Some((tq, _))) => tp <= tq,
                (Some(_), None) => true,
                (None, Some(_)) => false,
                (None, None) => break,
            };
            if take_pending {
                let Some((key, step)) = self.pending.pop_first() else {
                    break;
                };
                if key.0 > until_ps {
                    self.pending.insert(key, step);
                    break;
                }
                self.complete(key.0, step, mem, launcher, host);
            } else {
                let Some((t, id)) = q else { break };
                if t > until_ps {
                    break;
                }
                self.step_queue(id, t, mem, launcher, host);
            }
            steps += 1;
        }
        self.now_ps = self.now_ps.max(until_ps);
        steps
    }

    fn schedule(&mut self, at_ps: u64, p: Pending) {
        self.seq += 1;
        self.pending.insert((at_ps, self.seq), p);
    }

    /// Stops a queue on a guest error and reports it: to the host, and to the runtime by
    /// storing the error code in `queue_inactive_signal` (and raising its event).
    fn fail(
        &mut self,
        queue_id: u32,
        err: QueueError,
        now_ps: u64,
        mem: &mut dyn Memory,
        host: &mut dyn CpHost,
    ) {
        let read_ptr = self.queues.get_mut(&queue_id).map(|q| {
            q.status = QueueStatus::Error;
            q.ready_ps = None;
            q.desc.read_pointer_address
        });
        self.stats.queue_errors += 1;
        host.queue_error(self.gpu_index, queue_id, &err, now_ps);
        if let Some(rp) = read_ptr {
            self.set_inactive_signal(rp, err.code(), now_ps, mem, host);
        }
    }

    /// Stores `code` in the queue's `queue_inactive_signal` (found through `amd_queue_t`) and
    /// raises its event. Returns false if the queue has no such signal.
    fn set_inactive_signal(
        &mut self,
        read_ptr: u64,
        code: u64,
        t: u64,
        mem: &mut dyn Memory,
        host: &mut dyn CpHost,
    ) -> bool {
        let queue_ptr = read_ptr.wrapping_sub(amd_queue::READ_DISPATCH_ID as u64);
        let at = queue_ptr.wrapping_add(amd_queue::QUEUE_INACTIVE_SIGNAL as u64);
        let sig = read_u64(mem, at).unwrap_or(0);
        if sig == 0
            || mem
                .write(sig.wrapping_add(aql::signal::VALUE), &code.to_le_bytes())
                .is_err()
        {
            return false;
        }
        self.notify_mailbox(sig, t, mem, host);
        true
    }

    fn step_queue(
        &mut self,
        id: u32,
        t: u64,
        mem: &mut dyn Memory,
        launcher: &mut dyn KernelLauncher,
        host: &mut dyn CpHost,
    ) {
        let gpu = self.gpu_index;
        let cost = self.cost();
        let Some(q) = self.queues.get_mut(&id) else {
            return;
        };
        q.ready_ps = None;
        if q.status == QueueStatus::WaitingScratch {
            // Resume when the runtime stores 0 (scratch provided); a negative value means it
            // gave up (ROCr stores -1 after reporting the error).
            let queue_ptr = q
                .desc
                .read_pointer_address
                .wrapping_sub(amd_queue::READ_DISPATCH_ID as u64);
            let sig = read_u64(
                mem,
                queue_ptr.wrapping_add(amd_queue::QUEUE_INACTIVE_SIGNAL as u64),
            )
            .unwrap_or(0);
            match read_u64(mem, sig.wrapping_add(aql::signal::VALUE)).map(|v| v as i64) {
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
        if slots == 0 {
            let why = format!("ring of {} bytes holds no packet", q.desc.ring_size_bytes);
            let code = queue_error::INVALID_PACKET_FORMAT;
            let e = QueueError::BadPacket {
                gpu,
                queue: id,
                index,
                why,
                code,
            };
            return self.fail(id, e, t, mem, host);
        }
        let addr = q
            .desc
            .ring_base_address
            .wrapping_add((index % slots) * AQL_PACKET_BYTES);
        let mut raw = [0u8; 64];
        if mem.read(addr, &mut raw).is_err() {
            let e = QueueError::Memory {
                gpu,
                queue: id,
                addr,
                what: "AQL packet fetch",
            };
            return self.fail(id, e, t, mem, host);
        }
        let packet = AqlPacket::parse(&raw);
        let hdr = aql::Header(u16::from_le_bytes([raw[0], raw[1]]));
        if let AqlPacket::Invalid(_) = packet {
            // Not written yet: wait for the next doorbell.
            self.stats.invalid_stalls += 1;
            return;
        }
        if hdr.barrier() && q.in_flight > 0 {
            // Re-armed when the queue's last packet completes.
            return;
        }
        let read_ptr = q.desc.read_pointer_address;
        let start = t.saturating_add(cost);
        match packet {
            AqlPacket::KernelDispatch(p) => {
                if let Err((code, why)) = p.validate() {
                    let e = QueueError::BadPacket {
                        gpu,
                        queue: id,
                        index,
                        why,
                        code,
                    };
                    return self.fail(id, e, t, mem, host);
                }
                let queue_ptr = read_ptr.wrapping_sub(amd_queue::READ_DISPATCH_ID as u64);
                let qinfo = read_queue_info(queue_ptr, mem);
                // gfx8 dynamic scratch: a dispatch needing more scratch per wave than the
                // queue's COMPUTE_TMPRING_SIZE.WAVESIZE stops the queue and asks the runtime
                // through queue_inactive_signal; the packet stays at the read index.
                let have_kb = u64::from((qinfo.compute_tmpring_size >> 12) & 0x1fff);
                let short =
                    qinfo.scratch_backing_memory_byte_size == 0 || have_kb < p.wave_scratch_kb();
                if p.private_segment_size_bytes > 0
                    && short
                    && self.set_inactive_signal(
                        read_ptr,
                        queue_error::INSUFFICIENT_SCRATCH,
                        t,
                        mem,
                        host,
                    )
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
                match launcher.launch(&info, tag, start, mem) {
                    Ok(done) => {
                        self.stats.dispatches += 1;
                        self.in_flight_add(id, 1);
                        let scope = p.header.release_scope();
                        let signal = p.completion_signal;
                        match done {
                            Some(done) => self.schedule(
                                done.end_ps.max(start),
                                Pending::Release {
                                    queue_id: id,
                                    scope,
                                    signal,
                                },
                            ),
                            None => {
                                self.awaiting.insert(
                                    tag,
                                    Awaiting::Kernel {
                                        queue_id: id,
                                        scope,
                                        signal,
                                    },
                                );
                            }
                        }
                    }
                    Err(err) => {
                        return self.fail(
                            id,
                            QueueError::Launch {
                                gpu,
                                queue: id,
                                err,
                            },
                            t,
                            mem,
                            host,
                        );
                    }
                }
            }
            AqlPacket::BarrierAnd(b) | AqlPacket::BarrierOr(b) => {
                let or = matches!(packet, AqlPacket::BarrierOr(_));
                let mut zero = Vec::new();
                for &s in b.dep_signal.iter().filter(|s| **s != 0) {
                    match read_u64(mem, s.wrapping_add(aql::signal::VALUE)) {
                        Some(v) => zero.push(v as i64 == 0),
                        None => {
                            let e = QueueError::Memory {
                                gpu,
                                queue: id,
                                addr: s,
                                what: "dependency signal",
                            };
                            return self.fail(id, e, t, mem, host);
                        }
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
                self.in_flight_add(id, 1);
                let scope = b.header.release_scope();
                self.schedule(
                    start,
                    Pending::Release {
                        queue_id: id,
                        scope,
                        signal: b.completion_signal,
                    },
                );
            }
            AqlPacket::Vendor(v) => {
                self.stats.vendor_packets += 1;
                if v.vendor_format == aql::AMD_AQL_FORMAT_PM4_IB && v.completion_signal != 0 {
                    self.in_flight_add(id, 1);
                    let scope = v.header.release_scope();
                    self.schedule(
                        start,
                        Pending::Release {
                            queue_id: id,
                            scope,
                            signal: v.completion_signal,
                        },
                    );
                }
            }
            AqlPacket::AgentDispatch(_) | AqlPacket::Reserved(_) => {
                let why = format!("unsupported packet type {}", hdr.packet_type());
                let code = queue_error::INVALID_PACKET_FORMAT;
                let e = QueueError::BadPacket {
                    gpu,
                    queue: id,
                    index,
                    why,
                    code,
                };
                return self.fail(id, e, t, mem, host);
            }
            AqlPacket::Invalid(_) => return,
        }
        // Consume the slot: type -> INVALID, read index written back.
        self.stats.packets_processed += 1;
        let new_read = index + 1;
        if mem.write(addr, &[aql::PACKET_TYPE_INVALID]).is_err()
            || mem.write(read_ptr, &new_read.to_le_bytes()).is_err()
        {
            let e = QueueError::Memory {
                gpu,
                queue: id,
                addr: read_ptr,
                what: "read index write-back",
            };
            return self.fail(id, e, t, mem, host);
        }
        if let Some(q) = self.queues.get_mut(&id) {
            q.read_index = new_read;
            q.waiting_deps = false;
            q.ready_ps = Some(start);
        }
    }

    fn in_flight_add(&mut self, id: u32, n: u32) {
        if let Some(q) = self.queues.get_mut(&id) {
            q.in_flight += n;
        }
    }

    fn in_flight_sub(&mut self, id: u32) {
        if let Some(q) = self.queues.get_mut(&id) {
            q.in_flight = q.in_flight.saturating_sub(1);
        }
    }

    fn complete(
        &mut self,
        t: u64,
        step: Pending,
        mem: &mut dyn Memory,
        launcher: &mut dyn KernelLauncher,
        host: &mut dyn CpHost,
    ) {
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
                    let r = launcher.release(self.gpu_index, scope, tag, t, mem);
                    if r.is_none() {
                        self.awaiting
                            .insert(tag, Awaiting::Release { queue_id, signal });
                    }
                    r
                };
                if let Some(done) = done {
                    self.schedule(done.max(t), Pending::Signal { queue_id, signal });
                }
            }
            Pending::Signal { queue_id, signal } => {
                if signal != 0 {
                    self.decrement_signal(queue_id, signal, t, mem, host);
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
    fn notify_mailbox(&mut self, signal: u64, t: u64, mem: &mut dyn Memory, host: &mut dyn CpHost) {
        let gpu = self.gpu_index;
        let mailbox =
            read_u64(mem, signal.wrapping_add(aql::signal::EVENT_MAILBOX_PTR)).unwrap_or(0);
        if mailbox != 0 {
            let event_id =
                read_u64(mem, signal.wrapping_add(aql::signal::EVENT_ID)).unwrap_or(0) as u32;
            if mem
                .write(mailbox, &u64::from(event_id).to_le_bytes())
                .is_err()
            {
                tracing::debug!(gpu, mailbox, "event mailbox not writable");
            }
            self.stats.events_raised += 1;
            host.raise_event(gpu, event_id, t);
        }
    }

    fn decrement_signal(
        &mut self,
        queue_id: u32,
        signal: u64,
        t: u64,
        mem: &mut dyn Memory,
        host: &mut dyn CpHost,
    ) {
        let gpu = self.gpu_index;
        let va = signal.wrapping_add(aql::signal::VALUE);
        // One read-modify-write with nothing in between: atomic in simulated time.
        let Some(v) = read_u64(mem, va) else {
            let e = QueueError::Memory {
                gpu,
                queue: queue_id,
                addr: signal,
                what: "completion signal",
            };
            return self.fail(queue_id, e, t, mem, host);
        };
        // The completion time first, then the value: a host that sees the new value sees
        // the time too (one writer, stores in order).
        let end_ok = mem
            .write(signal.wrapping_add(aql::signal::END_TS), &t.to_le_bytes())
            .is_ok();
        if !end_ok || mem.write(va, &v.wrapping_sub(1).to_le_bytes()).is_err() {
            let e = QueueError::Memory {
                gpu,
                queue: queue_id,
                addr: signal,
                what: "completion signal",
            };
            return self.fail(queue_id, e, t, mem, host);
        }
        self.stats.signals_decremented += 1;
        self.notify_mailbox(signal, t, mem, host);
    }
}

fn read_u64(mem: &mut dyn Memory, addr: u64) -> Option<u64> {
    let mut b = [0u8; 8];
    mem.read(addr, &mut b).ok()?;
    Some(u64::from_le_bytes(b))
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
        private_segment_aperture_base_hi: u32_at(amd_queue::PRIVATE_SEGMENT_APERTURE_BASE_HI),
        compute_tmpring_size: u32_at(amd_queue::COMPUTE_TMPRING_SIZE),
        scratch_resource_descriptor: [u32_at(d), u32_at(d + 4), u32_at(d + 8), u32_at(d + 12)],
        scratch_backing_memory_location: u64_at(amd_queue::SCRATCH_BACKING_MEMORY_LOCATION),
        scratch_backing_memory_byte_size: u64_at(amd_queue::SCRATCH_BACKING_MEMORY_BYTE_SIZE),
        scratch_wave64_lane_byte_size: u32_at(amd_queue::SCRATCH_WAVE64_LANE_BYTE_SIZE),
        queue_inactive_signal: u64_at(amd_queue::QUEUE_INACTIVE_SIGNAL),
    }
}
