//! DRAM: one controller per channel with banks, row buffers, an open-page policy, FR-FCFS
//! scheduling and HBM-class timings; plus [`IdealMemory`], a fixed-latency variant with the
//! same ports.
//!
//! **Ports.** `top` receives [`MemMsg`] reads and writes (from L2 banks) and sends each response
//! to the request's `reply_to`. `Flush`/`Invalidate` are answered once every request that
//! arrived before them has completed (DRAM holds no dirty state).
//!
//! **Address mapping.** Address `a` (minus the memory's `base`) belongs to channel
//! `(a / interleave_bytes) % channels`; inside the channel the granules are packed together
//! (local address), then split as column (low `row_bytes`), bank, row (high bits). A request
//! may not cross a row. A request sent to the wrong channel, or beyond the channel's capacity,
//! is a [`SimError`].
//!
//! **Timing** (all in DRAM clock cycles from [`DramConfig`]). Requests enter a transaction queue
//! of `queue_entries`. Each DRAM cycle the controller issues at most one command:
//! 1. a column command (RD/WR) for the oldest request whose row is open and whose timing allows
//!    it now (first-ready);
//! 2. otherwise the row command (PRE or ACT) needed by the oldest request that can take one
//!    now (first-come first-served).
//!
//! Constraints: ACT->column tRCD; PRE->ACT tRP; ACT->PRE tRAS; ACT->ACT (different banks) tRRD;
//! column->column in a bank tCCD; read->PRE tRTP; write data end->PRE tWR; write data end->read
//! tWTR; data bus occupied `bursts x tBurst` starting tCL (read) or tCWL (write) after the
//! command. A row with pending hits is not closed while fewer than `max_row_hits` hits have
//! been served since it opened; after that, hits younger than a request for another row of the
//! bank wait (starvation cap). Requests to overlapping bytes are served in arrival order.
//! A read answers when its data has left the bus; a write when its data is in.
//!
//! **Data** lives in a [`SparseStore`] per channel (pages allocated on first write), addressed
//! by channel-local address, or, when the channels are built over a [`PhysStore`]
//! ([`add_channels_over`], the timing mode: the GPU's VRAM region and its scratch store), in
//! that store at the request's physical address. Such channels accept a whole physical window
//! (VRAM and scratch); the bank/row mapping folds the channel-local address onto the channel's
//! capacity, so scratch competes for the same banks and rows as VRAM.
//!
//! **Atomics** are performed in the store (read, apply, write) with the timing of one read
//! column command; the old value is returned as a `ReadRsp`.
//!
//! Stats: [`DramStats`]. Deviations (no refresh, no bank groups, aggregated channels):
//! `docs/deviations.md`.

mod ideal;
#[cfg(test)]
mod tests;

/// The sparse backing store lives with the other stores, in `physmem`.
pub use crate::physmem::store::SparseStore;
pub use ideal::IdealMemory;

use crate::config::DramConfig;
use crate::engine::{
    drain_outbox, CompId, Component, Ctx, Engine, Outbox, PortId, ReqId, SimError,
};
use crate::isa::atomic::AtomicArgs;
use crate::physmem::SharedStore;
use crate::proto::{interleave_index, interleave_local, ByteMask, MemMsg, Msg};
use crate::stats::StatsReport;
use crate::time::{Clock, ClockError, Cycles, Ps};
use serde::Serialize;

crate::stats_struct! {
    /// Counters of one DRAM channel.
    pub struct DramStats {
        /// Read requests completed.
        reads: Count,
        /// Write requests completed.
        writes: Count,
        /// Requests served from a row that was already open.
        row_hits: Count,
        /// Requests that had to open a row in a closed bank.
        row_misses: Count,
        /// Requests that had to close another row first.
        row_conflicts: Count,
        /// ACT commands issued.
        activates: Count,
        /// PRE commands issued.
        precharges: Count,
        /// Bytes read from the array.
        bytes_read: Bytes,
        /// Bytes written to the array (bytes whose mask bit was set).
        bytes_written: Bytes,
        /// Sum over reads of (response time - arrival time).
        read_latency_total: Ps,
        /// Sum over writes of (response time - arrival time).
        write_latency_total: Ps,
        /// Data-bus busy time.
        bus_busy: Ps,
        /// Atomics performed (also counted in `read_latency_total`).
        atomics: Count,
    }
}

/// The ports of one DRAM channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DramPorts {
    pub top: PortId,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
enum Outcome {
    Hit,
    Miss,
    Conflict,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
enum TxnKind {
    Read,
    Write(Vec<u8>, ByteMask),
    Atomic(AtomicArgs),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
struct Txn {
    seq: u64,
    id: ReqId,
    reply_to: PortId,
    /// The request's address (physical).
    addr: u64,
    /// Channel-local address (unfolded: the sparse store's address).
    local: u64,
    bytes: u32,
    bank: usize,
    row: u64,
    kind: TxnKind,
    arrived: Ps,
    outcome: Outcome,
    /// Whether a request queued before this one touched any of its bytes when it arrived. The
    /// requests ahead of it only leave, so without one at arrival it is never held by an
    /// older overlapping request ([`DramChannel::blocked`] need not look).
    overlapped: bool,
}

impl Txn {
    /// Writes use the write timings (tCWL, tWR, tWTR); reads and atomics the read timings.
    fn is_write(&self) -> bool {
        matches!(self.kind, TxnKind::Write(..))
    }
}

/// Where a channel's bytes live.
enum Backing {
    /// Its own sparse store, by channel-local address.
    Local(SparseStore),
    /// A shared store, by physical address.
    Phys(SharedStore),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
struct Bank {
    open_row: Option<u64>,
    next_act: Ps,
    next_pre: Ps,
    next_col: Ps,
    hits_since_act: u32,
}

/// Plain state of one channel (except the backing store, which is data, not timing state).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DramState {
    queue: Vec<Txn>,
    banks: Vec<Bank>,
    next_act_any: Ps,
    bus_free: Ps,
    last_write_end: Ps,
    last_cmd: Option<Ps>,
    /// Flush/invalidate requests waiting for every earlier transaction: (after seq, id, reply_to, is_invalidate).
    ctrl: Vec<(u64, ReqId, PortId, bool)>,
    /// Responses waiting for their time: (source port, destination, message).
    outbox: Outbox<(PortId, PortId, Msg)>,
    seq: u64,
    /// Earliest time a queued request could issue, when known (nothing changed since it was
    /// computed): wake-ups before it skip the scheduler's scan of the queue.
    ready_at: Option<Ps>,
}

/// One DRAM channel controller (see the module doc).
pub struct DramChannel {
    path: String,
    cfg: DramConfig,
    clock: Clock,
    channel_index: u32,
    base: u64,
    /// Addresses `[base, base + window)` are accepted (the physical window over a shared
    /// store; the memory's capacity otherwise).
    window: u64,
    state: DramState,
    store: Backing,
    ports: DramPorts,
    stats: DramStats,
    /// Scratch buffer: each queued request's next command and its earliest time, computed
    /// once per scheduling pass.
    cmds: Vec<(Cmd, Ps)>,
}

/// Adds every channel of `cfg` at `path.channel[i]` (for example `gpu[0].dram.channel[5]`) for
/// the memory starting at `base`. Returns the channels' ids and the interleaving that reaches
/// them (granule `interleave_bytes`). `base` must be a multiple of `interleave_bytes x
/// channels`, so that the interleaving of absolute addresses picks the right channel.
pub fn add_channels(
    engine: &mut Engine<Msg>,
    path: &str,
    cfg: &DramConfig,
    base: u64,
) -> Result<(Vec<CompId>, crate::proto::Interleave), SimError> {
    add_channels_inner(engine, path, cfg, base, None)
}

/// Like [`add_channels`], but the channels keep their data in `store` at physical addresses
/// (the GPU's VRAM region and scratch store, `physmem::GpuPhys`) and accept every address of
/// `[base, base + window)`; `window` may exceed the channels' capacity (bank/row mapping folds
/// onto it). The timing mode's DRAM.
pub fn add_channels_over(
    engine: &mut Engine<Msg>,
    path: &str,
    cfg: &DramConfig,
    base: u64,
    window: u64,
    store: SharedStore,
) -> Result<(Vec<CompId>, crate::proto::Interleave), SimError> {
    add_channels_inner(engine, path, cfg, base, Some((window, store)))
}

fn add_channels_inner(
    engine: &mut Engine<Msg>,
    path: &str,
    cfg: &DramConfig,
    base: u64,
    over: Option<(u64, SharedStore)>,
) -> Result<(Vec<CompId>, crate::proto::Interleave), SimError> {
    let stripe = cfg
        .interleave_bytes
        .saturating_mul(u64::from(cfg.channels))
        .max(1);
    if !base.is_multiple_of(stripe) {
        return Err(SimError::Wiring(format!(
            "{path}: base {base:#x} is not a multiple of interleave_bytes x channels ({stripe:#x})"
        )));
    }
    let mut ids = Vec::new();
    let mut tops = Vec::new();
    for ch in 0..cfg.channels {
        let (id, p) = DramChannel::add_to(engine, &format!("{path}.channel[{ch}]"), cfg, ch, base)?;
        if let Some((window, store)) = &over {
            if let Some(c) = engine.component_mut::<DramChannel>(id) {
                c.set_store(store.clone(), *window);
            }
        }
        ids.push(id);
        tops.push(p.top);
    }
    Ok((
        ids,
        crate::proto::Interleave {
            targets: tops,
            granule_bytes: cfg.interleave_bytes,
            hash: cfg.channel_hash,
        },
    ))
}

#[derive(Clone, Copy)]
enum Cmd {
    Col,
    Act,
    Pre,
}

impl DramChannel {
    /// Closes every bank's row, as a fresh channel has them: the checkpoint boundary of the
    /// run that writes a checkpoint (`World::boundary_reset`), so the kernel after it finds
    /// the DRAM as a restored run's freshly built one does. Only between time steps, with the
    /// channel idle (every kernel before the boundary finished).
    pub fn precharge_all(&mut self) {
        for b in &mut self.state.banks {
            b.open_row = None;
            b.hits_since_act = 0;
        }
    }

    /// Channel `channel_index` of the memory described by `cfg`, whose address range starts at
    /// `base`.
    pub fn new(
        path: impl Into<String>,
        cfg: &DramConfig,
        channel_index: u32,
        base: u64,
        ports: DramPorts,
    ) -> Result<DramChannel, SimError> {
        let path = path.into();
        let clock = Clock::from_mhz(cfg.clock_mhz)
            .map_err(|e: ClockError| SimError::at(&path, e.to_string()))?;
        if cfg.banks == 0 || cfg.row_bytes == 0 || cfg.burst_bytes == 0 {
            return Err(SimError::at(
                &path,
                "invalid DRAM geometry (validate the config first)",
            ));
        }
        Ok(DramChannel {
            state: DramState {
                queue: Vec::new(),
                banks: vec![
                    Bank {
                        open_row: None,
                        next_act: Ps::ZERO,
                        next_pre: Ps::ZERO,
                        next_col: Ps::ZERO,
                        hits_since_act: 0,
                    };
                    cfg.banks as usize
                ],
                next_act_any: Ps::ZERO,
                bus_free: Ps::ZERO,
                last_write_end: Ps::ZERO,
                last_cmd: None,
                ctrl: Vec::new(),
                outbox: Outbox::new(),
                seq: 0,
                ready_at: None,
            },
            path,
            cfg: cfg.clone(),
            clock,
            channel_index,
            base,
            window: u64::from(cfg.channels).saturating_mul(cfg.channel_bytes),
            store: Backing::Local(SparseStore::new()),
            ports,
            stats: DramStats::default(),
            cmds: Vec::new(),
        })
    }

    /// Reserves a component, adds its top port (`in_queue_entries` deep) and installs it.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        cfg: &DramConfig,
        channel_index: u32,
        base: u64,
    ) -> Result<(CompId, DramPorts), SimError> {
        let id = engine.add_component(path);
        let top = engine.add_port(id, cfg.in_queue_entries as usize);
        let ports = DramPorts { top };
        engine.install(
            id,
            Box::new(DramChannel::new(
                path,
                cfg,
                channel_index,
                base,
                ports.clone(),
            )?),
        )?;
        Ok((id, ports))
    }

    pub fn stats(&self) -> &DramStats {
        &self.stats
    }

    pub fn state(&self) -> &DramState {
        &self.state
    }

    /// The channel's own data, addressed by channel-local address (for setup and checks);
    /// empty when the channel is built over a shared store.
    pub fn store(&self) -> &SparseStore {
        static EMPTY: std::sync::OnceLock<SparseStore> = std::sync::OnceLock::new();
        match &self.store {
            Backing::Local(s) => s,
            Backing::Phys(_) => EMPTY.get_or_init(SparseStore::new),
        }
    }

    /// The channel's own data for seeding; `None` when it is built over a shared store.
    pub fn store_mut(&mut self) -> Option<&mut SparseStore> {
        match &mut self.store {
            Backing::Local(s) => Some(s),
            Backing::Phys(_) => None,
        }
    }

    /// Keeps the data in `store` at physical addresses, accepting `[base, base + window)`.
    pub fn set_store(&mut self, store: SharedStore, window: u64) {
        self.store = Backing::Phys(store);
        self.window = window;
    }

    /// The channel-local address of global address `addr`, if it belongs to this channel
    /// (unfolded: may exceed the channel's capacity inside a window larger than the memory).
    pub fn local_addr(&self, addr: u64) -> Option<u64> {
        let a = addr.checked_sub(self.base)?;
        if a >= self.window {
            return None;
        }
        let n = u64::from(self.cfg.channels);
        // The channel is chosen from the absolute address, as the level above does (the same
        // as from `a` without the hash: `base` is a multiple of the stripe).
        if interleave_index(addr, self.cfg.interleave_bytes, n, self.cfg.channel_hash)
            != u64::from(self.channel_index)
        {
            return None;
        }
        let local = interleave_local(a, self.cfg.interleave_bytes, n);
        match self.store {
            Backing::Local(_) => (local < self.cfg.channel_bytes).then_some(local),
            Backing::Phys(_) => Some(local),
        }
    }

    fn read_data(&self, t: &Txn, buf: &mut [u8]) -> Result<(), SimError> {
        match &self.store {
            Backing::Local(s) => {
                s.read(t.local, buf);
                Ok(())
            }
            Backing::Phys(p) => p
                .read(t.addr, buf)
                .map_err(|e| SimError::at(&self.path, e.to_string())),
        }
    }

    fn write_data(&mut self, t: &Txn, data: &[u8], mask: ByteMask) -> Result<(), SimError> {
        match &mut self.store {
            Backing::Local(s) => {
                s.write_masked(t.local, data, mask);
                Ok(())
            }
            Backing::Phys(p) => p
                .write_masked(t.addr, data, mask)
                .map_err(|e| SimError::at(&self.path, e.to_string())),
        }
    }

    fn cyc(&self, n: u64) -> Ps {
        self.clock.cycles(Cycles(n))
    }

    fn accept(&mut self, now: Ps, msg: MemMsg) -> Result<(), SimError> {
        let (id, addr, bytes, reply_to, kind) = match msg {
            MemMsg::Read {
                id,
                addr,
                bytes,
                reply_to,
            } => (id, addr, bytes, reply_to, TxnKind::Read),
            MemMsg::Write {
                id,
                addr,
                data,
                mask,
                reply_to,
            } => {
                let n = data.len() as u32;
                (id, addr, n, reply_to, TxnKind::Write(data, mask))
            }
            MemMsg::Atomic {
                id,
                addr,
                args,
                reply_to,
            } => {
                if !matches!(args.bytes, 4 | 8) {
                    return Err(SimError::at(
                        &self.path,
                        format!("atomic at {addr:#x} of {} bytes", args.bytes),
                    ));
                }
                (
                    id,
                    addr,
                    u32::from(args.bytes),
                    reply_to,
                    TxnKind::Atomic(args),
                )
            }
            MemMsg::Flush { id, reply_to } | MemMsg::Invalidate { id, reply_to, .. } => {
                let inv = matches!(msg, MemMsg::Invalidate { .. });
                self.state.ctrl.push((self.state.seq, id, reply_to, inv));
                return Ok(());
            }
            other => {
                return Err(SimError::at(
                    &self.path,
                    format!("unexpected message: {other:?}"),
                ))
            }
        };
        let Some(local) = self.local_addr(addr) else {
            return Err(SimError::at(
                &self.path,
                format!("address {addr:#x} does not belong to this channel"),
            ));
        };
        let row_bytes = self.cfg.row_bytes;
        if bytes == 0 || bytes > 128 || local % row_bytes + u64::from(bytes) > row_bytes {
            // (checked on the unfolded address; folding keeps the offset in the row)
            return Err(SimError::at(
                &self.path,
                format!("request at {addr:#x} of {bytes} bytes is empty, over 128 bytes, or crosses a row"),
            ));
        }
        let banks = u64::from(self.cfg.banks);
        // Bank and row from the address folded onto the channel's capacity.
        let timing = local % self.cfg.channel_bytes.max(1);
        self.state.seq += 1;
        self.state.ready_at = None;
        let bank = self.bank_of(timing);
        let end = addr + u64::from(bytes);
        let overlapped = self
            .state
            .queue
            .iter()
            .any(|o| o.bank == bank && o.addr < end && addr < o.addr + u64::from(o.bytes));
        self.state.queue.push(Txn {
            seq: self.state.seq,
            id,
            reply_to,
            addr,
            local,
            bytes,
            bank,
            row: timing / (row_bytes * banks),
            kind,
            arrived: now,
            outcome: Outcome::Hit,
            overlapped,
        });
        Ok(())
    }

    /// The bank of channel-local (folded) address `a` (`bank_xor`: XOR-ed with the row's low
    /// bits).
    fn bank_of(&self, a: u64) -> usize {
        let banks = u64::from(self.cfg.banks);
        let bank = (a / self.cfg.row_bytes) % banks;
        let row = a / (self.cfg.row_bytes * banks);
        if self.cfg.bank_xor {
            ((bank ^ row) % banks) as usize
        } else {
            bank as usize
        }
    }

    /// Whether an older queued request touches any of the bytes of `queue[i]` (it must wait:
    /// overlapping requests are served in arrival order). Overlapping bytes imply the same
    /// bank, which is compared first. Asked only for requests that could otherwise issue.
    fn blocked(&self, i: usize) -> bool {
        let q = &self.state.queue;
        let t = &q[i];
        if !t.overlapped {
            return false;
        }
        let (a, b) = (t.addr, t.addr + u64::from(t.bytes));
        q[..i]
            .iter()
            .any(|o| o.bank == t.bank && o.addr < b && a < o.addr + u64::from(o.bytes))
    }

    /// Whether another queued request (other than `except`) hits `bank`'s open row.
    fn open_row_has_hits(&self, bank: usize, except: usize) -> bool {
        let Some(row) = self.state.banks[bank].open_row else {
            return false;
        };
        self.state
            .queue
            .iter()
            .enumerate()
            .any(|(j, t)| j != except && t.bank == bank && t.row == row)
    }

    /// Whether `queue[i]`'s row hit must yield: its bank served `max_row_hits` hits since the
    /// row opened and an older request waits for another row of the bank.
    fn hit_capped(&self, i: usize) -> bool {
        let t = &self.state.queue[i];
        self.state.banks[t.bank].hits_since_act >= self.cfg.max_row_hits
            && self.state.queue[..i]
                .iter()
                .any(|o| o.bank == t.bank && o.row != t.row)
    }

    fn bursts(&self, t: &Txn) -> u64 {
        u64::from(t.bytes).div_ceil(u64::from(self.cfg.burst_bytes))
    }

    /// Earliest time the column command of `t` may issue (its row being open).
    fn col_ready(&self, t: &Txn) -> Ps {
        let b = &self.state.banks[t.bank];
        let lat = if t.is_write() {
            self.cyc(self.cfg.t_cwl_cycles)
        } else {
            self.cyc(self.cfg.t_cl_cycles)
        };
        let mut ready = b.next_col.max(self.state.bus_free.saturating_sub(lat));
        if !t.is_write() {
            ready = ready.max(self.state.last_write_end + self.cyc(self.cfg.t_wtr_cycles));
        }
        ready
    }

    /// The next command `queue[i]` needs and the earliest time it may issue.
    fn next_cmd(&self, i: usize) -> (Cmd, Ps) {
        let t = &self.state.queue[i];
        let b = &self.state.banks[t.bank];
        match b.open_row {
            Some(r) if r == t.row => (Cmd::Col, self.col_ready(t)),
            Some(_) => (Cmd::Pre, b.next_pre),
            None => (Cmd::Act, b.next_act.max(self.state.next_act_any)),
        }
    }

    /// Issues at most one command at `now`. Returns whether one was issued.
    fn schedule(&mut self, now: Ps) -> Result<bool, SimError> {
        let mut cmds = std::mem::take(&mut self.cmds);
        cmds.clear();
        cmds.extend((0..self.state.queue.len()).map(|i| self.next_cmd(i)));
        let r = self.schedule_with(now, &cmds);
        if let Ok(false) = r {
            // Nothing issued, so nothing changed: the earliest next command is known.
            let mut best: Option<Ps> = None;
            for (i, &(_, t)) in cmds.iter().enumerate() {
                if best.is_none_or(|b| t < b) && !self.blocked(i) {
                    best = Some(t);
                }
            }
            self.state.ready_at = best;
        }
        self.cmds = cmds;
        r
    }

    /// [`DramChannel::schedule`] with every request's next command precomputed in `cmds`.
    fn schedule_with(&mut self, now: Ps, cmds: &[(Cmd, Ps)]) -> Result<bool, SimError> {
        // First ready: the oldest row hit whose column command can go now.
        for (i, &c) in cmds.iter().enumerate() {
            if let (Cmd::Col, ready) = c {
                if ready <= now && !self.hit_capped(i) && !self.blocked(i) {
                    self.issue_col(now, i)?;
                    return Ok(true);
                }
            }
        }
        // First come: the oldest request whose row command can go now.
        for (i, &(cmd, ready)) in cmds.iter().enumerate() {
            if ready > now || matches!(cmd, Cmd::Col) || self.blocked(i) {
                continue;
            }
            let bank = self.state.queue[i].bank;
            match cmd {
                Cmd::Col => {}
                Cmd::Pre => {
                    if self.open_row_has_hits(bank, i)
                        && self.state.banks[bank].hits_since_act < self.cfg.max_row_hits
                    {
                        continue; // let the open row's hits go first
                    }
                    let b = &mut self.state.banks[bank];
                    b.open_row = None;
                    b.next_act = b
                        .next_act
                        .max(now + self.clock.cycles(Cycles(self.cfg.t_rp_cycles)));
                    self.state.queue[i].outcome = Outcome::Conflict;
                    self.stats.precharges += 1;
                    return Ok(true);
                }
                Cmd::Act => {
                    let row = self.state.queue[i].row;
                    let (rcd, ras, rrd) = (
                        self.cyc(self.cfg.t_rcd_cycles),
                        self.cyc(self.cfg.t_ras_cycles),
                        self.cyc(self.cfg.t_rrd_cycles),
                    );
                    let b = &mut self.state.banks[bank];
                    b.open_row = Some(row);
                    b.next_col = b.next_col.max(now + rcd);
                    b.next_pre = b.next_pre.max(now + ras);
                    b.hits_since_act = 0;
                    self.state.next_act_any = now + rrd;
                    if self.state.queue[i].outcome == Outcome::Hit {
                        self.state.queue[i].outcome = Outcome::Miss;
                    }
                    self.stats.activates += 1;
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    fn issue_col(&mut self, now: Ps, i: usize) -> Result<(), SimError> {
        let t = self.state.queue.remove(i);
        let bursts = self.bursts(&t);
        let is_write = t.is_write();
        let lat = if is_write {
            self.cyc(self.cfg.t_cwl_cycles)
        } else {
            self.cyc(self.cfg.t_cl_cycles)
        };
        let busy = self.cyc(bursts * self.cfg.t_burst_cycles);
        let start = (now + lat).max(self.state.bus_free);
        let end = start + busy;
        // The answer leaves after the controller's fixed pipeline.
        let leave = end + self.cyc(self.cfg.controller_latency_cycles);
        self.state.bus_free = end;
        self.stats.bus_busy += busy.0;
        let (ccd, rtp, wr) = (
            self.cyc(self.cfg.t_ccd_cycles).max(busy),
            self.cyc(self.cfg.t_rtp_cycles),
            self.cyc(self.cfg.t_wr_cycles),
        );
        let b = &mut self.state.banks[t.bank];
        b.next_col = now + ccd;
        b.hits_since_act += 1;
        if is_write {
            b.next_pre = b.next_pre.max(end + wr);
            self.state.last_write_end = self.state.last_write_end.max(end);
        } else {
            b.next_pre = b.next_pre.max(now + rtp);
        }
        match t.outcome {
            Outcome::Hit => self.stats.row_hits += 1,
            Outcome::Miss => self.stats.row_misses += 1,
            Outcome::Conflict => self.stats.row_conflicts += 1,
        }
        let msg = match &t.kind {
            TxnKind::Write(data, mask) => {
                self.write_data(&t, data, *mask)?;
                self.stats.writes += 1;
                self.stats.bytes_written +=
                    u64::from((mask & crate::proto::full_mask(data.len())).count_ones());
                self.stats.write_latency_total += (leave - t.arrived).0;
                MemMsg::WriteRsp { id: t.id }
            }
            TxnKind::Read => {
                let mut data = vec![0; t.bytes as usize];
                self.read_data(&t, &mut data)?;
                self.stats.reads += 1;
                self.stats.bytes_read += u64::from(t.bytes);
                self.stats.read_latency_total += (leave - t.arrived).0;
                MemMsg::ReadRsp { id: t.id, data }
            }
            TxnKind::Atomic(args) => {
                let mut old = vec![0; t.bytes as usize];
                self.read_data(&t, &mut old)?;
                let new = crate::physmem::apply_atomic(&old, args);
                self.write_data(&t, &new, crate::proto::full_mask(new.len()))?;
                self.stats.atomics += 1;
                self.stats.read_latency_total += (leave - t.arrived).0;
                MemMsg::ReadRsp {
                    id: t.id,
                    data: old,
                }
            }
        };
        self.state
            .outbox
            .push(leave, (self.ports.top, t.reply_to, Msg::Mem(msg)));
        Ok(())
    }

    /// Earliest time any queued request could issue its next command.
    fn next_ready(&self) -> Option<Ps> {
        let mut best: Option<Ps> = None;
        for i in 0..self.state.queue.len() {
            let t = self.next_cmd(i).1;
            if best.is_none_or(|b| t < b) && !self.blocked(i) {
                best = Some(t);
            }
        }
        best
    }
}

impl Component<Msg> for DramChannel {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let edge = self.clock.this_tick(now);
        if edge != now {
            ctx.wake_at(edge);
            return Ok(());
        }
        // Accept new requests while the transaction queue has room.
        while self.state.queue.len() < self.cfg.queue_entries as usize {
            match ctx.recv(self.ports.top) {
                Some(Msg::Mem(m)) => self.accept(now, m)?,
                Some(other) => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message: {other:?}"),
                    ))
                }
                None => break,
            }
        }
        // One command per DRAM cycle; no scan while nothing can issue yet.
        let mut issued = false;
        let may_issue = self.state.ready_at.is_none_or(|t| t <= now);
        if may_issue && self.state.last_cmd != Some(now) && self.schedule(now)? {
            self.state.last_cmd = Some(now);
            self.state.ready_at = None;
            issued = true;
        }
        // Flushes complete once every earlier request has been issued and answered.
        let oldest = self.state.queue.first().map_or(u64::MAX, |t| t.seq);
        let last_done = if self.state.ctrl.is_empty() {
            now
        } else {
            self.state.outbox.last_time().map_or(now, |t| t.max(now))
        };
        let mut i = 0;
        while i < self.state.ctrl.len() {
            let (after, id, reply_to, inv) = self.state.ctrl[i];
            if after < oldest {
                self.state.ctrl.remove(i);
                let msg = if inv {
                    MemMsg::InvalidateRsp { id }
                } else {
                    MemMsg::FlushRsp { id }
                };
                self.state
                    .outbox
                    .push(last_done, (self.ports.top, reply_to, Msg::Mem(msg)));
            } else {
                i += 1;
            }
        }
        // Send due responses.
        drain_outbox(&self.path, &mut self.state.outbox, now, ctx)?;
        // Next wake-up: the next command opportunity, the next due response, or more input.
        if !self.state.queue.is_empty() {
            let t = if issued {
                self.clock.next_tick(now)
            } else {
                if self.state.ready_at.is_none() {
                    self.state.ready_at = self.next_ready();
                }
                self.state.ready_at.map_or(self.clock.next_tick(now), |t| {
                    self.clock.this_tick(t).max(self.clock.next_tick(now))
                })
            };
            ctx.wake_at(t);
        } else if ctx.peek(self.ports.top).is_some() {
            ctx.wake_at(self.clock.next_tick(now));
        }
        if issued && ctx.peek(self.ports.top).is_some() {
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
