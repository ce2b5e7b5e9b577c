//! A set-associative cache bank: the L1 vector, L1 scalar and L1 instruction caches
//! (write-around) and the banks of the L2 (write-back, write-allocate).
//!
//! **Ports.** `top` receives [`MemMsg`] requests from above (compute units or L1s) and sends
//! their responses back to each request's `reply_to`; `bottom` sends misses, write-throughs and
//! write-backs to the next level, chosen by address through an [`Interleave`] (L2 banks or DRAM
//! channels), and receives that level's responses.
//!
//! **Timing.** One bank starts `lookups_per_cycle` requests per core-clock edge, in arrival order.
//! A hit answers `tag + data` cycles after its lookup; a miss leaves for the next level after
//! `tag` cycles and the waiting requests are answered `data` cycles after the fill arrives.
//! Misses to a line that already has a miss in flight merge into its MSHR (an "MSHR hit"); when
//! all MSHRs (or one MSHR's target slots) are taken the bank stops taking requests until a fill
//! frees one (head-of-line blocking, as in hardware queues). Replacement is LRU; a victim is
//! chosen when the fill arrives.
//!
//! **Writes.** `write_around`: a write updates the line if present (and any fill in flight for it,
//! so the bank never installs stale bytes), always goes on to the next level, and is answered
//! when the next level answers. `write_back`: a write hit marks the line dirty; a write miss
//! that covers the whole line allocates it without a fetch, any other write miss fetches the
//! line, merges the bytes and marks it dirty (write-allocate). Dirty victims are written back
//! as full lines.
//!
//! **Flush and invalidate.** `Flush` (the kernel-end release) waits for misses in flight, writes
//! back every dirty line (`lookups_per_cycle` lines per cycle), waits until the next level has
//! acknowledged every write, then answers `FlushRsp`. `Invalidate` (kernel start) does the same
//! and also drops every line. While either is in progress the bank takes no new requests.
//!
//! **Atomics.** `write_back` (the L2, the point of coherence) performs an atomic on the line:
//! a hit applies it at once, a miss fetches the line like a write miss; the line becomes dirty
//! and the old value is answered as a `ReadRsp`. `write_around` drops its copy of the line and
//! passes the atomic on (answered when the next level answers); an atomic to a line with a fill
//! in flight waits until the fill has arrived, so no stale fill is installed after it.
//!
//! **Routing.** The next level is chosen by a [`Route`]: ordered physical ranges, each with its
//! own interleaving (an L2 bank's local DRAM channels, the host link, the peer link).
//!
//! **Data.** Lines hold real bytes. A read returns the bytes it asked for; no component reads
//! another's state.
//!
//! Config: [`CacheConfig`] (keys `l1v.*`, `l1s.*`, `l1i.*`, `l2.*`; see `docs/timing.md`).
//! Stats: [`CacheStats`]. Deviations from hardware: `docs/deviations.md`.

use crate::config::{CacheConfig, WritePolicy};
use crate::engine::{
    drain_outbox, Component, Ctx, Engine, FastMap, IdSlab, Outbox, PortId, ReqId, SimError,
};
use crate::isa::atomic::AtomicArgs;
use crate::proto::{full_mask, interleave_local, ByteMask, Interleave, MemMsg, Msg, Route};
use crate::stats::StatsReport;
use crate::time::{Clock, Cycles, Ps};
use serde::Serialize;

#[cfg(test)]
mod tests;

crate::stats_struct! {
    /// Counters of one cache bank.
    pub struct CacheStats {
        /// Read requests started.
        reads: Count,
        /// Write requests started.
        writes: Count,
        /// Reads that found their line.
        read_hits: Count,
        /// Reads that allocated a new MSHR.
        read_misses: Count,
        /// Writes that found their line.
        write_hits: Count,
        /// Writes that did not find their line (and did not merge into an MSHR).
        write_misses: Count,
        /// Write-back write misses covering their whole line, allocated without a read below.
        write_misses_full_line: Count,
        /// Misses merged into an MSHR already waiting for the same line.
        mshr_hits: Count,
        /// Cycles in which the next request could not start because MSHRs were full.
        mshr_full_cycles: Cycles,
        /// Valid lines replaced by a fill.
        evictions: Count,
        /// Dirty lines written to the next level (evictions, flushes, invalidates).
        write_backs: Count,
        /// Of `write_backs`, those caused by a flush or invalidate.
        flush_write_backs: Count,
        /// Flush requests completed.
        flushes: Count,
        /// Invalidate requests completed.
        invalidates: Count,
        /// Read requests sent to the next level (line fills).
        lower_reads: Count,
        /// Write requests sent to the next level (write-throughs and write-backs).
        lower_writes: Count,
        /// Bytes returned to requesters by reads.
        bytes_read: Bytes,
        /// Bytes written by requesters (bytes whose mask bit was set).
        bytes_written: Bytes,
        /// Atomic requests started (performed here when write-back, passed on otherwise).
        atomics: Count,
        /// Time from the start of each read to its answer, summed over reads (hits and misses).
        read_latency_total: Ps,
    }
}

/// The ports of one bank, handed in by whoever assembles the GPU.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CachePorts {
    /// Requests from above arrive here; their responses leave from here.
    pub top: PortId,
    /// Requests from other GPUs (their RDMA engine's inbound side) arrive here. They are served
    /// while a flush or invalidate waits for the next level and may use MSHRs that the top
    /// port's requests leave free ([`Cache::reserve_for_side`]): with other GPUs' lines cached
    /// in the L2 (`fabric.cache_remote_in_l2`), a bank's own misses and write-backs wait for
    /// other GPUs' banks, so those banks must take requests for their home lines whatever
    /// their top port is waiting for.
    pub side: PortId,
    /// Requests to the next level leave from here; its responses arrive here.
    pub bottom: PortId,
    /// Which next-level port owns an address.
    pub lower: Route,
}

/// The tag of an invalid line (line addresses are multiples of the line size, never this).
const NO_TAG: u64 = u64::MAX;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
enum Target {
    Read {
        id: ReqId,
        addr: u64,
        bytes: u32,
        reply_to: PortId,
        /// When the read started here (for `read_latency_total`).
        started_ps: u64,
    },
    Write {
        id: ReqId,
        addr: u64,
        data: Vec<u8>,
        mask: ByteMask,
        reply_to: PortId,
    },
    /// An atomic waiting for its line (write-back only).
    Atomic {
        id: ReqId,
        addr: u64,
        args: AtomicArgs,
        reply_to: PortId,
    },
    /// A write-around write that went on to the next level while the fill was in flight: applied
    /// to the filled line in order, answered elsewhere.
    Merge {
        addr: u64,
        data: Vec<u8>,
        mask: ByteMask,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
struct Mshr {
    /// Waiting requests and passing write-around writes, in arrival order: the miss that
    /// opened the entry, then the rest (most misses have no second target, so no allocation).
    first: Target,
    more: Vec<Target>,
    /// Requests among the targets that wait for an answer (the `mshr_targets` limit).
    waiting: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
enum LowerOp {
    Fill { line: u64 },
    Forwarded { up_id: ReqId, reply_to: PortId },
    ForwardedAtomic { up_id: ReqId, reply_to: PortId },
    WriteBack,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
struct CtrlOp {
    id: ReqId,
    reply_to: PortId,
    invalidate: bool,
    /// An invalidate leaves the lines of `[base, end)` alone (neither written back nor dropped).
    keep: Option<(u64, u64)>,
    /// Next line index the write-back sweep looks at; `None` until the requests to the next
    /// level that were in flight when the operation arrived have been answered.
    sweep: Option<usize>,
    /// Requests to the next level the current phase waits for: those numbered below `fence`
    /// (see `CacheState::lower_seq`), `awaited` of them still in flight. Requests that start
    /// while the operation waits are not waited for.
    fence: u64,
    awaited: u32,
}

/// Plain, serialisable state of one bank.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CacheState {
    /// Per line (set-major, way-minor): its address (byte address of its first byte) when
    /// valid, [`NO_TAG`] otherwise. Line state is kept as parallel arrays rather than one
    /// struct per line so that a lookup touches only the set's tags (a 16-way set in two host
    /// cache lines) and a victim choice only tags and ages.
    tags: Vec<u64>,
    /// Per line: the use clock at its last access (LRU).
    ages: Vec<u64>,
    /// Per line: written since it was filled (a valid line only).
    /// Per line, the bytes written since the line was filled or written back (bit `i`: byte
    /// `i` of the line). A write-back writes only these bytes, so GPUs that write different
    /// bytes of one line (a unified kernel's members, each with its own L2) do not undo each
    /// other's writes.
    dirty: Vec<ByteMask>,
    data: Vec<u8>,
    use_clock: u64,
    /// Misses in flight by line address.
    #[serde(serialize_with = "crate::engine::hash::serialize_sorted")]
    mshrs: FastMap<u64, Mshr>,
    /// Requests to the next level in flight, by their id (the low 39 bits), each with its
    /// sequence number.
    lower: IdSlab<(u64, LowerOp)>,
    /// Sequence number of the next request to the next level (a flush's fences compare with it).
    lower_seq: u64,
    forwarded_writes: u32,
    /// Messages waiting for their send time: (source port, destination, message).
    outbox: Outbox<(PortId, PortId, Msg)>,
    ctrl: Option<CtrlOp>,
    /// Flushes and invalidates that arrived while `ctrl` was in progress, in arrival order.
    ctrl_queue: std::collections::VecDeque<CtrlOp>,
    /// When the request at the head of the top port started waiting for an MSHR.
    stalled_since: Option<Ps>,
}

#[derive(Clone, Copy, Debug)]
struct FastSets {
    granule_shift: u32,
    banks_shift: u32,
    line_shift: u32,
    set_mask: u64,
}

impl FastSets {
    fn new(cfg: &CacheConfig, sets: u64) -> Option<FastSets> {
        let (g, n, l) = (
            cfg.bank_interleave_bytes,
            u64::from(cfg.banks),
            u64::from(cfg.line_bytes),
        );
        if ![g, n, l, sets].iter().all(|v| v.is_power_of_two()) {
            return None;
        }
        Some(FastSets {
            granule_shift: g.trailing_zeros(),
            banks_shift: n.trailing_zeros(),
            line_shift: l.trailing_zeros(),
            set_mask: sets - 1,
        })
    }
}

/// One cache bank (see the module doc).
pub struct Cache {
    path: String,
    cfg: CacheConfig,
    clock: Clock,
    sets: u64,
    /// Shifts and masks for [`Cache::set_of`] when every factor is a power of two (always with
    /// the shipped configs; divisions on every lookup showed in profiles).
    fast_sets: Option<FastSets>,
    bank_index: u32,
    /// MSHRs the top port's misses leave to the side port's ([`Cache::reserve_for_side`]).
    side_reserve: u32,
    state: CacheState,
    ports: CachePorts,
    stats: CacheStats,
}

impl Cache {
    /// Bank `bank_index` of the level described by `cfg`, at instance path `path`.
    pub fn new(
        path: impl Into<String>,
        cfg: &CacheConfig,
        clock: Clock,
        bank_index: u32,
        ports: CachePorts,
    ) -> Result<Cache, SimError> {
        let path = path.into();
        let sets = cfg.sets_per_bank();
        if sets == 0
            || !(4..=128).contains(&cfg.line_bytes)
            || cfg.size_bytes > crate::config::MAX_CACHE_BYTES
            || ports.lower.is_empty()
        {
            return Err(SimError::at(
                &path,
                "invalid cache geometry or no next level (validate the config first)",
            ));
        }
        let lines = (sets * u64::from(cfg.ways)) as usize;
        Ok(Cache {
            state: CacheState {
                tags: vec![NO_TAG; lines],
                dirty: vec![0; lines],
                ages: vec![0; lines],
                data: vec![0; lines * cfg.line_bytes as usize],
                use_clock: 0,
                mshrs: FastMap::default(),
                lower: IdSlab::new(),
                lower_seq: 0,
                forwarded_writes: 0,
                outbox: Outbox::new(),
                ctrl: None,
                ctrl_queue: Default::default(),
                stalled_since: None,
            },
            path,
            cfg: cfg.clone(),
            clock,
            sets,
            fast_sets: FastSets::new(cfg, sets),
            bank_index,
            side_reserve: 0,
            ports,
            stats: CacheStats::default(),
        })
    }

    /// Reserves a component in `engine`, adds its two ports (buffer depths from `cfg`), links the
    /// bottom port to every port of `lower` (an [`Interleave`] or a [`Route`]) with
    /// `link_latency`, and installs the bank.
    /// Returns the bank's ports (its `top` is what the level above sends to).
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        cfg: &CacheConfig,
        clock: Clock,
        bank_index: u32,
        lower: impl Into<Route>,
        link_latency: Ps,
    ) -> Result<(crate::engine::CompId, CachePorts), SimError> {
        let lower: Route = lower.into();
        let id = engine.add_component(path);
        let top = engine.add_port(id, cfg.in_queue_entries as usize);
        let bottom = engine.add_port(id, cfg.bottom_queue_entries as usize);
        let side = engine.add_port(id, cfg.in_queue_entries as usize);
        for t in lower.all_targets() {
            engine.connect(bottom, t, link_latency)?;
        }
        let ports = CachePorts {
            top,
            side,
            bottom,
            lower,
        };
        engine.install(
            id,
            Box::new(Cache::new(path, cfg, clock, bank_index, ports.clone())?),
        )?;
        Ok((id, ports))
    }

    pub fn stats(&self) -> &CacheStats {
        &self.stats
    }

    /// Keeps `n` of the `mshr_entries` for requests that arrive at the side port: misses from
    /// the top port start only while more than `n` entries are free. With other GPUs' lines
    /// cached in the L2 the top port's misses may all wait for other GPUs' banks; the reserve
    /// lets this bank still serve those GPUs' misses to its home lines (which only wait for
    /// this GPU's DRAM), so two GPUs' banks never wait for each other in a circle.
    pub fn reserve_for_side(&mut self, n: u32) {
        self.side_reserve = n.min(self.cfg.mshr_entries.saturating_sub(1));
    }

    pub fn state(&self) -> &CacheState {
        &self.state
    }

    /// Which bank of its level this is.
    pub fn bank_index(&self) -> u32 {
        self.bank_index
    }

    pub fn ports(&self) -> &CachePorts {
        &self.ports
    }

    /// Drops every line and its LRU history, as a freshly built bank has them: the checkpoint
    /// boundary of the run that writes a checkpoint (`World::boundary_reset`), so the kernels
    /// after it find the caches as a restored run's fresh ones (a kernel's start invalidation
    /// leaves the instruction and scalar caches warm, and LRU ages behind). Refuses (`false`)
    /// while a line is dirty or a miss is in flight, which an idle GPU after its kernel-end
    /// write-back never has.
    pub fn reset_cold(&mut self) -> bool {
        if self.dirty_lines() > 0 || !self.state.mshrs.is_empty() || self.state.ctrl.is_some() {
            return false;
        }
        self.state.tags.fill(NO_TAG);
        self.state.ages.fill(0);
        self.state.dirty.fill(0);
        self.state.data.fill(0);
        self.state.use_clock = 0;
        true
    }

    /// Number of valid dirty lines.
    pub fn dirty_lines(&self) -> usize {
        (0..self.state.tags.len())
            .filter(|&i| self.state.tags[i] != NO_TAG && self.state.dirty[i] != 0)
            .count()
    }

    /// Whether the line holding `addr` is present.
    pub fn contains(&self, addr: u64) -> bool {
        self.find(self.line_of(addr)).is_some()
    }

    fn line_bytes(&self) -> u64 {
        u64::from(self.cfg.line_bytes)
    }

    fn line_of(&self, addr: u64) -> u64 {
        addr - addr % self.line_bytes()
    }

    fn set_of(&self, line: u64) -> u64 {
        if let Some(f) = self.fast_sets {
            // The same as below with shifts and masks (every factor a power of two).
            let local = ((line >> f.granule_shift >> f.banks_shift) << f.granule_shift)
                | (line & ((1 << f.granule_shift) - 1));
            return (local >> f.line_shift) & f.set_mask;
        }
        let local = interleave_local(
            line,
            self.cfg.bank_interleave_bytes,
            u64::from(self.cfg.banks),
        );
        (local / self.line_bytes()) % self.sets
    }

    fn find(&self, line: u64) -> Option<usize> {
        let ways = self.cfg.ways as usize;
        let base = self.set_of(line) as usize * ways;
        let set = &self.state.tags[base..base + ways];
        set.iter().position(|&t| t == line).map(|w| base + w)
    }

    fn touch(&mut self, idx: usize) {
        self.state.use_clock += 1;
        self.state.ages[idx] = self.state.use_clock;
    }

    fn line_data(&self, idx: usize) -> &[u8] {
        let lb = self.cfg.line_bytes as usize;
        &self.state.data[idx * lb..(idx + 1) * lb]
    }

    fn write_into_line(&mut self, idx: usize, addr: u64, data: &[u8], mask: ByteMask) -> u64 {
        let lb = self.cfg.line_bytes as usize;
        let off = (addr % self.line_bytes()) as usize;
        let line = &mut self.state.data[idx * lb..(idx + 1) * lb];
        apply_masked(&mut line[off..], data, mask)
    }

    /// Marks the bytes a write of `len` bytes at `addr` with `mask` changed in line `idx`.
    fn mark_dirty(&mut self, idx: usize, addr: u64, len: usize, mask: ByteMask) {
        let off = (addr % self.line_bytes()) as u32;
        let m = mask & full_mask(len);
        self.state.dirty[idx] |= m.checked_shl(off).unwrap_or(0);
    }

    fn queue(&mut self, at: Ps, src: PortId, dst: PortId, msg: MemMsg) {
        self.state.outbox.push(at, (src, dst, Msg::Mem(msg)));
    }

    /// Answers go out of the top port, also to requests that came in at the side port (their
    /// senders are linked to both).
    fn respond(&mut self, at: Ps, reply_to: PortId, msg: MemMsg) {
        let top = self.ports.top;
        self.queue(at, top, reply_to, msg);
    }

    fn send_down(&mut self, at: Ps, addr: u64, msg: MemMsg) -> Result<(), SimError> {
        let Some(dst) = self.ports.lower.target(addr) else {
            return Err(SimError::at(
                &self.path,
                format!("no next level for address {addr:#x}"),
            ));
        };
        let bottom = self.ports.bottom;
        self.queue(at, bottom, dst, msg);
        Ok(())
    }

    fn cycles(&self, n: u64) -> Ps {
        self.clock.cycles(Cycles(n))
    }

    fn check_range(&self, addr: u64, bytes: u64) -> Result<(), SimError> {
        let off = addr % self.line_bytes();
        if bytes == 0 || off + bytes > self.line_bytes() {
            return Err(SimError::at(
                &self.path,
                format!(
                    "request at {addr:#x} of {bytes} bytes is empty or crosses a {}-byte line",
                    self.line_bytes()
                ),
            ));
        }
        Ok(())
    }

    /// Handles a response from the next level.
    fn on_lower(&mut self, now: Ps, msg: MemMsg) -> Result<(), SimError> {
        let id = msg.id();
        let Some((seq, op)) = self.state.lower.remove_id(self.ports.bottom.0, id) else {
            return Err(SimError::at(
                &self.path,
                format!("response {id:?} matches no request"),
            ));
        };
        if let Some(c) = self.state.ctrl.as_mut() {
            if seq < c.fence {
                c.awaited = c.awaited.saturating_sub(1);
            }
        }
        match (op, msg) {
            (LowerOp::Fill { line }, MemMsg::ReadRsp { data, .. }) => self.fill(now, line, data),
            (LowerOp::Forwarded { up_id, reply_to }, MemMsg::WriteRsp { .. }) => {
                self.state.forwarded_writes -= 1;
                self.respond(now, reply_to, MemMsg::WriteRsp { id: up_id });
                Ok(())
            }
            (LowerOp::WriteBack, MemMsg::WriteRsp { .. }) => Ok(()),
            (LowerOp::ForwardedAtomic { up_id, reply_to }, MemMsg::ReadRsp { data, .. }) => {
                self.state.forwarded_writes -= 1;
                self.respond(now, reply_to, MemMsg::ReadRsp { id: up_id, data });
                Ok(())
            }
            (_, other) => Err(SimError::at(
                &self.path,
                format!("unexpected response from the next level: {other:?}"),
            )),
        }
    }

    fn fill(&mut self, now: Ps, line: u64, data: Vec<u8>) -> Result<(), SimError> {
        if data.len() != self.cfg.line_bytes as usize {
            return Err(SimError::at(
                &self.path,
                format!("fill of line {line:#x} has {} bytes", data.len()),
            ));
        }
        let Some(mshr) = self.state.mshrs.remove(&line) else {
            return Err(SimError::at(
                &self.path,
                format!("fill of line {line:#x} without an MSHR"),
            ));
        };
        let at = now + self.cycles(self.cfg.data_latency_cycles);
        // A bypassing cache (`bypass_reads`) answers from the fill's bytes without keeping
        // them; passing writes are applied to those bytes in order, so a read that arrived
        // after a write sees it, as in an allocating fill.
        let mut bytes_of_line = data;
        let idx = if self.cfg.bypass_reads {
            None
        } else {
            let idx = self.allocate(now, line)?;
            let lb = self.cfg.line_bytes as usize;
            self.state.data[idx * lb..(idx + 1) * lb].copy_from_slice(&bytes_of_line);
            Some(idx)
        };
        let kept = |idx: Option<usize>, path: &str| {
            idx.ok_or_else(|| {
                SimError::at(
                    path,
                    "a write-back target in a bypassing (write-around) cache",
                )
            })
        };
        for t in std::iter::once(mshr.first).chain(mshr.more) {
            match t {
                Target::Read {
                    id,
                    addr,
                    bytes,
                    reply_to,
                    started_ps,
                } => {
                    let off = (addr - line) as usize;
                    let src = match idx {
                        Some(i) => self.line_data(i),
                        None => &bytes_of_line,
                    };
                    let data = src[off..off + bytes as usize].to_vec();
                    self.stats.bytes_read += u64::from(bytes);
                    self.stats.read_latency_total += at.0.saturating_sub(started_ps);
                    self.respond(at, reply_to, MemMsg::ReadRsp { id, data });
                }
                Target::Write {
                    id,
                    addr,
                    data,
                    mask,
                    reply_to,
                } => {
                    let idx = kept(idx, &self.path)?;
                    self.write_into_line(idx, addr, &data, mask);
                    self.mark_dirty(idx, addr, data.len(), mask);
                    self.respond(at, reply_to, MemMsg::WriteRsp { id });
                }
                Target::Merge { addr, data, mask } => match idx {
                    Some(i) => {
                        self.write_into_line(i, addr, &data, mask);
                    }
                    None => {
                        let off = (addr - line) as usize;
                        apply_masked(&mut bytes_of_line[off..], &data, mask);
                    }
                },
                Target::Atomic {
                    id,
                    addr,
                    args,
                    reply_to,
                } => {
                    let idx = kept(idx, &self.path)?;
                    let old = self.atomic_on_line(idx, addr, &args);
                    self.respond(at, reply_to, MemMsg::ReadRsp { id, data: old });
                }
            }
        }
        Ok(())
    }

    /// Makes room for `line` in its set and claims the way: an invalid way, else the least
    /// recently used, whose dirty bytes are written back first. The new line is clean; the
    /// caller fills its data.
    fn allocate(&mut self, now: Ps, line: u64) -> Result<usize, SimError> {
        let ways = self.cfg.ways as usize;
        let base = self.set_of(line) as usize * ways;
        let idx = (base..base + ways)
            .min_by_key(|&i| (self.state.tags[i] != NO_TAG, self.state.ages[i]))
            .unwrap_or(base);
        if self.state.tags[idx] != NO_TAG {
            self.stats.evictions += 1;
            if self.state.dirty[idx] != 0 {
                self.stats.write_backs += 1;
                self.write_back(now, idx)?;
            }
        }
        self.state.tags[idx] = line;
        self.state.dirty[idx] = 0;
        self.touch(idx);
        Ok(idx)
    }

    /// Applies an atomic to line `idx`, marks it dirty, returns the old bytes.
    fn atomic_on_line(&mut self, idx: usize, addr: u64, args: &AtomicArgs) -> Vec<u8> {
        let lb = self.cfg.line_bytes as usize;
        let off = (addr % self.line_bytes()) as usize;
        let n = usize::from(args.bytes);
        let line = &mut self.state.data[idx * lb..(idx + 1) * lb];
        let old = line[off..off + n].to_vec();
        let new = crate::physmem::apply_atomic(&old, args);
        line[off..off + n].copy_from_slice(&new);
        self.mark_dirty(idx, addr, n, full_mask(n));
        old
    }

    /// Sends line `idx` to the next level as a write of its dirty bytes and marks it clean.
    fn write_back(&mut self, now: Ps, idx: usize) -> Result<(), SimError> {
        let line = self.state.tags[idx];
        let data = self.line_data(idx).to_vec();
        let mask = self.state.dirty[idx] & full_mask(data.len());
        self.state.dirty[idx] = 0;
        self.stats.lower_writes += 1;
        let bottom = self.ports.bottom;
        let wid = self.fresh_lower_id(LowerOp::WriteBack)?;
        self.send_down(
            now,
            line,
            MemMsg::Write {
                id: wid,
                addr: line,
                data,
                mask,
                reply_to: bottom,
            },
        )
    }

    /// Ids for requests to the next level: the key of `op` in the in-flight slab with the
    /// bottom port id in the high bits, so they are unique in the engine without asking it.
    /// Responses find their request by it.
    fn fresh_lower_id(&mut self, op: LowerOp) -> Result<ReqId, SimError> {
        let seq = self.state.lower_seq;
        self.state.lower_seq += 1;
        self.state
            .lower
            .insert_id(self.ports.bottom.0, (seq, op))
            .ok_or_else(|| {
                SimError::at(
                    &self.path,
                    "more than 2^24 requests to the next level in flight",
                )
            })
    }

    /// Checks whether the request at the head of the top port can start now (its miss or
    /// write-through resources are free).
    fn start_one(&self, msg: &MemMsg, side: bool) -> Result<Start, SimError> {
        let write_back = self.cfg.write_policy == WritePolicy::WriteBack;
        match msg {
            MemMsg::Read { addr, bytes, .. } => {
                self.check_range(*addr, u64::from(*bytes))?;
                let line = self.line_of(*addr);
                let found = self.find(line);
                if found.is_some() {
                    return Ok(Start::Found(found));
                }
                Ok(self.miss_resources(line, side, found))
            }
            MemMsg::Write { addr, data, .. } => {
                self.check_range(*addr, data.len() as u64)?;
                let line = self.line_of(*addr);
                if write_back {
                    let found = self.find(line);
                    if found.is_some() {
                        return Ok(Start::Found(found));
                    }
                    Ok(self.miss_resources(line, side, found))
                } else if self.state.forwarded_writes >= self.cfg.mshr_entries {
                    Ok(Start::Stall)
                } else {
                    Ok(Start::Go)
                }
            }
            MemMsg::Atomic { addr, args, .. } => {
                if !matches!(args.bytes, 4 | 8) || addr % u64::from(args.bytes) != 0 {
                    return Err(SimError::at(
                        &self.path,
                        format!(
                            "atomic at {addr:#x} of {} bytes (must be 4 or 8, aligned)",
                            args.bytes
                        ),
                    ));
                }
                self.check_range(*addr, u64::from(args.bytes))?;
                let line = self.line_of(*addr);
                if write_back {
                    let found = self.find(line);
                    if found.is_some() {
                        return Ok(Start::Found(found));
                    }
                    Ok(self.miss_resources(line, side, found))
                } else if self.state.mshrs.contains_key(&line)
                    || self.state.forwarded_writes >= self.cfg.mshr_entries
                {
                    Ok(Start::Stall) // the fill or an acknowledgement wakes us
                } else {
                    Ok(Start::Go)
                }
            }
            MemMsg::Flush { .. } | MemMsg::Invalidate { .. } => Ok(Start::Go),
            other => Err(SimError::at(
                &self.path,
                format!("unexpected message at the top port: {other:?}"),
            )),
        }
    }

    /// Whether a miss to `line` can start (`found`: the lookup's answer, passed on).
    fn miss_resources(&self, line: u64, side: bool, found: Option<usize>) -> Start {
        let entries = if side {
            self.cfg.mshr_entries
        } else {
            self.cfg.mshr_entries - self.side_reserve
        };
        match self.state.mshrs.get(&line) {
            Some(m) if m.waiting < self.cfg.mshr_targets => Start::Found(found),
            Some(_) => Start::Stall,
            None if (self.state.mshrs.len() as u32) < entries => Start::Found(found),
            None => Start::Stall,
        }
    }

    /// Performs a request whose resources [`Cache::start_one`] confirmed; `found` is the line
    /// lookup it made, if it made one (nothing changes the lines in between).
    fn perform(
        &mut self,
        now: Ps,
        msg: MemMsg,
        found: Option<Option<usize>>,
    ) -> Result<(), SimError> {
        let hit_at = now + self.cycles(self.cfg.tag_latency_cycles + self.cfg.data_latency_cycles);
        let miss_at = now + self.cycles(self.cfg.tag_latency_cycles);
        let write_back = self.cfg.write_policy == WritePolicy::WriteBack;
        match msg {
            MemMsg::Read {
                id,
                addr,
                bytes,
                reply_to,
            } => {
                self.stats.reads += 1;
                let line = self.line_of(addr);
                if let Some(idx) = found.unwrap_or_else(|| self.find(line)) {
                    self.stats.read_hits += 1;
                    self.stats.bytes_read += u64::from(bytes);
                    self.stats.read_latency_total += (hit_at - now).0;
                    self.touch(idx);
                    let off = (addr - line) as usize;
                    let data = self.line_data(idx)[off..off + bytes as usize].to_vec();
                    self.respond(hit_at, reply_to, MemMsg::ReadRsp { id, data });
                } else {
                    let t = Target::Read {
                        id,
                        addr,
                        bytes,
                        reply_to,
                        started_ps: now.0,
                    };
                    self.add_miss(miss_at, line, t, true)?;
                }
            }
            MemMsg::Write {
                id,
                addr,
                data,
                mask,
                reply_to,
            } => {
                self.stats.writes += 1;
                self.stats.bytes_written += u64::from((mask & full_mask(data.len())).count_ones());
                let line = self.line_of(addr);
                let hit = found.unwrap_or_else(|| self.find(line));
                if write_back {
                    if let Some(idx) = hit {
                        self.stats.write_hits += 1;
                        self.touch(idx);
                        self.write_into_line(idx, addr, &data, mask);
                        self.mark_dirty(idx, addr, data.len(), mask);
                        self.respond(hit_at, reply_to, MemMsg::WriteRsp { id });
                    } else if addr == line
                        && data.len() == self.cfg.line_bytes as usize
                        && mask & full_mask(data.len()) == full_mask(data.len())
                        && !self.state.mshrs.contains_key(&line)
                    {
                        // Every byte of the line is overwritten: nothing to read from below.
                        self.stats.write_misses += 1;
                        self.stats.write_misses_full_line += 1;
                        let idx = self.allocate(miss_at, line)?;
                        self.write_into_line(idx, addr, &data, mask);
                        self.mark_dirty(idx, addr, data.len(), mask);
                        self.respond(hit_at, reply_to, MemMsg::WriteRsp { id });
                    } else {
                        let t = Target::Write {
                            id,
                            addr,
                            data,
                            mask,
                            reply_to,
                        };
                        self.add_miss(miss_at, line, t, false)?;
                    }
                } else {
                    match hit {
                        Some(idx) => {
                            self.stats.write_hits += 1;
                            self.touch(idx);
                            self.write_into_line(idx, addr, &data, mask);
                        }
                        None => self.stats.write_misses += 1,
                    }
                    if let Some(m) = self.state.mshrs.get_mut(&line) {
                        m.more.push(Target::Merge {
                            addr,
                            data: data.clone(),
                            mask,
                        });
                    }
                    self.state.forwarded_writes += 1;
                    self.stats.lower_writes += 1;
                    let wid = self.fresh_lower_id(LowerOp::Forwarded {
                        up_id: id,
                        reply_to,
                    })?;
                    let bottom = self.ports.bottom;
                    self.send_down(
                        miss_at,
                        addr,
                        MemMsg::Write {
                            id: wid,
                            addr,
                            data,
                            mask,
                            reply_to: bottom,
                        },
                    )?;
                }
            }
            MemMsg::Atomic {
                id,
                addr,
                args,
                reply_to,
            } => {
                self.stats.atomics += 1;
                let line = self.line_of(addr);
                let hit = found.unwrap_or_else(|| self.find(line));
                if write_back {
                    if let Some(idx) = hit {
                        self.stats.write_hits += 1;
                        self.touch(idx);
                        let old = self.atomic_on_line(idx, addr, &args);
                        self.respond(hit_at, reply_to, MemMsg::ReadRsp { id, data: old });
                    } else {
                        let t = Target::Atomic {
                            id,
                            addr,
                            args,
                            reply_to,
                        };
                        self.add_miss(miss_at, line, t, false)?;
                    }
                } else {
                    // Not the point of coherence: drop the copy, pass the atomic on.
                    if let Some(idx) = hit {
                        self.state.tags[idx] = NO_TAG;
                    }
                    self.state.forwarded_writes += 1;
                    let aid = self.fresh_lower_id(LowerOp::ForwardedAtomic {
                        up_id: id,
                        reply_to,
                    })?;
                    let bottom = self.ports.bottom;
                    self.send_down(
                        miss_at,
                        addr,
                        MemMsg::Atomic {
                            id: aid,
                            addr,
                            args,
                            reply_to: bottom,
                        },
                    )?;
                }
            }
            MemMsg::Flush { id, reply_to } => self.begin_ctrl(CtrlOp {
                id,
                reply_to,
                invalidate: false,
                keep: None,
                sweep: None,
                fence: 0,
                awaited: 0,
            }),
            MemMsg::Invalidate { id, reply_to, keep } => self.begin_ctrl(CtrlOp {
                id,
                reply_to,
                invalidate: true,
                keep,
                sweep: None,
                fence: 0,
                awaited: 0,
            }),
            other => {
                return Err(SimError::at(
                    &self.path,
                    format!("unexpected message at the top port: {other:?}"),
                ))
            }
        }
        Ok(())
    }

    fn add_miss(&mut self, at: Ps, line: u64, t: Target, read: bool) -> Result<(), SimError> {
        if let Some(m) = self.state.mshrs.get_mut(&line) {
            self.stats.mshr_hits += 1;
            m.more.push(t);
            m.waiting += 1;
            return Ok(());
        }
        if read {
            self.stats.read_misses += 1;
        } else {
            self.stats.write_misses += 1;
        }
        self.state.mshrs.insert(
            line,
            Mshr {
                first: t,
                more: Vec::new(),
                waiting: 1,
            },
        );
        self.stats.lower_reads += 1;
        let rid = self.fresh_lower_id(LowerOp::Fill { line })?;
        let bottom = self.ports.bottom;
        self.send_down(
            at,
            line,
            MemMsg::Read {
                id: rid,
                addr: line,
                bytes: self.cfg.line_bytes,
                reply_to: bottom,
            },
        )
    }

    /// Starts `op` now, or after the operations already in progress or queued.
    fn begin_ctrl(&mut self, mut op: CtrlOp) {
        if self.state.ctrl.is_some() {
            self.state.ctrl_queue.push_back(op);
            return;
        }
        // First phase: the misses (and write-throughs, write-backs) already in flight finish,
        // so that the writes they carry are in the lines the sweep looks at.
        op.fence = self.state.lower_seq;
        op.awaited = self.state.lower.len() as u32;
        self.state.ctrl = Some(op);
    }

    /// Whether new requests wait: only while a flush or invalidate sweeps the lines. While it
    /// waits for the next level, requests go on: a bank that is the home of lines another
    /// GPU's L2 writes back must take those writes while its own write-backs wait for that
    /// GPU's answers (two GPUs' kernel-end flushes otherwise deadlock with
    /// `fabric.cache_remote_in_l2`), and what arrives after the operation began need not be
    /// covered by it.
    fn sweeping(&self) -> bool {
        self.state
            .ctrl
            .as_ref()
            .is_some_and(|op| op.sweep.is_some_and(|p| p < self.state.tags.len()))
    }

    /// Advances a flush or invalidate.
    fn progress_ctrl(&mut self, now: Ps) -> Result<CtrlProgress, SimError> {
        let Some(mut op) = self.state.ctrl.clone() else {
            return Ok(CtrlProgress::Idle);
        };
        if op.sweep.is_none() {
            if op.awaited > 0 {
                return Ok(CtrlProgress::Waiting); // an answer from below will wake us
            }
            op.sweep = Some(0);
        }
        let mut pos = op.sweep.unwrap_or(0);
        let n = self.state.tags.len();
        let mut budget = self.cfg.lookups_per_cycle;
        while pos < n && budget > 0 {
            let tag = self.state.tags[pos];
            if op.keep.is_some_and(|(b, e)| tag >= b && tag < e) {
                pos += 1;
                continue;
            }
            if tag != NO_TAG && self.state.dirty[pos] != 0 {
                self.stats.write_backs += 1;
                self.stats.flush_write_backs += 1;
                self.write_back(now, pos)?;
                budget -= 1;
            }
            if op.invalidate {
                self.state.tags[pos] = NO_TAG;
            }
            pos += 1;
        }
        if pos < n {
            op.sweep = Some(pos);
            self.state.ctrl = Some(op);
            return Ok(CtrlProgress::Busy);
        }
        if op.sweep != Some(n) {
            // Second phase: every request to the next level in flight when the sweep ended
            // (its write-backs among them) is answered.
            op.sweep = Some(n);
            op.fence = self.state.lower_seq;
            op.awaited = self.state.lower.len() as u32;
        }
        if op.awaited > 0 {
            self.state.ctrl = Some(op);
            return Ok(CtrlProgress::Waiting); // responses from below will wake us
        }
        self.state.ctrl = None;
        if let Some(next) = self.state.ctrl_queue.pop_front() {
            self.begin_ctrl(next);
        }
        if op.invalidate {
            self.stats.invalidates += 1;
            self.respond(now, op.reply_to, MemMsg::InvalidateRsp { id: op.id });
        } else {
            self.stats.flushes += 1;
            self.respond(now, op.reply_to, MemMsg::FlushRsp { id: op.id });
        }
        Ok(if self.state.ctrl.is_some() {
            CtrlProgress::Busy // the next queued operation goes on next cycle
        } else {
            CtrlProgress::Idle
        })
    }
}

/// Adds every bank of the level `cfg` at `path.bank[i]` (for example `gpu[0].l2.bank[3]`), each
/// linked to every port of `lower` (an [`Interleave`] or a [`Route`]) with `link_latency`. Returns the banks' ids, the
/// interleaving the level above uses to reach them (granule `bank_interleave_bytes`) and the
/// same interleaving over their side ports (for other GPUs' requests).
pub fn add_level(
    engine: &mut Engine<Msg>,
    path: &str,
    cfg: &CacheConfig,
    clock: Clock,
    lower: impl Into<Route>,
    link_latency: Ps,
) -> Result<(Vec<crate::engine::CompId>, Interleave, Interleave), SimError> {
    let lower: Route = lower.into();
    let mut ids = Vec::new();
    let mut tops = Vec::new();
    let mut sides = Vec::new();
    for b in 0..cfg.banks {
        let (id, p) = Cache::add_to(
            engine,
            &format!("{path}.bank[{b}]"),
            cfg,
            clock,
            b,
            lower.clone(),
            link_latency,
        )?;
        ids.push(id);
        tops.push(p.top);
        sides.push(p.side);
    }
    let route = |targets| Interleave {
        targets,
        granule_bytes: cfg.bank_interleave_bytes,
        hash: cfg.bank_hash,
    };
    Ok((ids, route(tops), route(sides)))
}

enum Start {
    /// Go ahead, without a line lookup (flushes, write-around writes and atomics).
    Go,
    /// Go ahead; the line lookup found this (a hit's line, or none).
    Found(Option<usize>),
    Stall,
}

enum CtrlProgress {
    /// No control operation (or it just finished).
    Idle,
    /// Sweeping lines: continue next cycle.
    Busy,
    /// Waiting for fills or acknowledgements, which wake the bank.
    Waiting,
}

/// Writes `data[i]` into `dst[i]` for each set bit `i` of `mask`; returns the bytes written.
pub(crate) fn apply_masked(dst: &mut [u8], data: &[u8], mask: ByteMask) -> u64 {
    let mut n = 0;
    for (i, (d, s)) in dst.iter_mut().zip(data).enumerate() {
        if i < 128 && mask >> i & 1 == 1 {
            *d = *s;
            n += 1;
        }
    }
    n
}

impl Component<Msg> for Cache {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let edge = self.clock.this_tick(now);
        if edge != now {
            ctx.wake_at(edge);
            return Ok(());
        }
        // Responses from the next level.
        while let Some(msg) = ctx.recv(self.ports.bottom) {
            match msg {
                Msg::Mem(m) => self.on_lower(now, m)?,
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message at the bottom port: {other:?}"),
                    ))
                }
            }
        }
        // A flush / invalidate sweeping the lines, else new lookups: the side port's (other
        // GPUs' requests) also while one waits for the next level, the top port's only when
        // none is in progress (they are ordered behind it).
        let mut next_cycle = false;
        let mut budget = self.cfg.lookups_per_cycle;
        match self.progress_ctrl(now)? {
            CtrlProgress::Busy => next_cycle = true,
            CtrlProgress::Waiting | CtrlProgress::Idle => {
                let had_ctrl = self.state.ctrl.is_some();
                let side = self.ports.side;
                while budget > 0 && !self.sweeping() && self.lookup(now, side, ctx)? {
                    budget -= 1;
                }
                let top = self.ports.top;
                while budget > 0 && self.state.ctrl.is_none() && self.lookup(now, top, ctx)? {
                    budget -= 1;
                }
                if !had_ctrl && self.state.ctrl.is_some() {
                    match self.progress_ctrl(now)? {
                        CtrlProgress::Busy => next_cycle = true,
                        // Done at once: a request queued behind it (another flush, say) would
                        // otherwise wait for an unrelated wake-up.
                        CtrlProgress::Idle
                            if ctx.peek(top).is_some() || ctx.peek(side).is_some() =>
                        {
                            next_cycle = true
                        }
                        _ => {}
                    }
                } else if budget == 0 && (ctx.peek(top).is_some() || ctx.peek(side).is_some()) {
                    next_cycle = true;
                }
            }
        }
        drain_outbox(&self.path, &mut self.state.outbox, now, ctx)?;
        if next_cycle {
            ctx.wake_at(self.clock.next_tick(now));
        }
        if let Some(t) = self.state.outbox.next_time() {
            if t > now {
                ctx.wake_at(t);
            }
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}

impl Cache {
    /// Starts the request at the head of `port` (the top or the side port) if its resources
    /// are free; `Ok(false)` when there is none or it must wait (a fill or write
    /// acknowledgement frees resources and wakes the bank).
    fn lookup(&mut self, now: Ps, port: PortId, ctx: &mut Ctx<'_, Msg>) -> Result<bool, SimError> {
        let side = port == self.ports.side;
        let start = match ctx.peek(port) {
            None => return Ok(false),
            Some(Msg::Mem(m)) => self.start_one(m, side)?,
            Some(other) => {
                return Err(SimError::at(
                    &self.path,
                    format!("unexpected message at a request port: {other:?}"),
                ))
            }
        };
        if let Start::Stall = start {
            if !side {
                self.state.stalled_since.get_or_insert(now);
            }
            return Ok(false);
        }
        if !side {
            if let Some(since) = self.state.stalled_since.take() {
                self.stats.mshr_full_cycles += self.clock.to_cycles(now - since).0;
            }
        }
        let found = match start {
            Start::Found(f) => Some(f),
            _ => None,
        };
        if let Some(Msg::Mem(m)) = ctx.recv(port) {
            self.perform(now, m, found)?;
        }
        Ok(true)
    }
}
