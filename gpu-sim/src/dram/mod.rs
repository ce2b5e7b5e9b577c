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
//! **Data** lives in a [`SparseStore`] per channel (pages allocated on first write).
//!
//! Stats: [`DramStats`]. Deviations (no refresh, no bank groups, aggregated channels):
//! `docs/deviations.md`.

mod ideal;
mod store;
#[cfg(test)]
mod tests;

pub use ideal::IdealMemory;
pub use store::SparseStore;

use crate::config::DramConfig;
use crate::engine::{CompId, Component, Ctx, Engine, PortId, ReqId, SendError, SimError};
use crate::proto::{interleave_index, interleave_local, ByteMask, MemMsg, Msg};
use crate::stats::StatsReport;
use crate::time::{Clock, ClockError, Cycles, Ps};
use serde::Serialize;
use std::collections::BTreeMap;

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
struct Txn {
    seq: u64,
    id: ReqId,
    reply_to: PortId,
    /// Channel-local address.
    local: u64,
    bytes: u32,
    bank: usize,
    row: u64,
    /// `Some((data, mask))` for writes.
    write: Option<(Vec<u8>, ByteMask)>,
    arrived: Ps,
    outcome: Outcome,
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
    outbox: BTreeMap<(Ps, u64), (PortId, Msg)>,
    seq: u64,
}

/// One DRAM channel controller (see the module doc).
pub struct DramChannel {
    path: String,
    cfg: DramConfig,
    clock: Clock,
    channel_index: u32,
    base: u64,
    state: DramState,
    store: SparseStore,
    ports: DramPorts,
    stats: DramStats,
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
        ids.push(id);
        tops.push(p.top);
    }
    Ok((
        ids,
        crate::proto::Interleave {
            targets: tops,
            granule_bytes: cfg.interleave_bytes,
        },
    ))
}

enum Cmd {
    Col,
    Act,
    Pre,
}

impl DramChannel {
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
                outbox: BTreeMap::new(),
                seq: 0,
            },
            path,
            cfg: cfg.clone(),
            clock,
            channel_index,
            base,
            store: SparseStore::new(),
            ports,
            stats: DramStats::default(),
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

    /// The channel's data, addressed by channel-local address (for setup and checks).
    pub fn store(&self) -> &SparseStore {
        &self.store
    }

    pub fn store_mut(&mut self) -> &mut SparseStore {
        &mut self.store
    }

    /// The channel-local address of global address `addr`, if it belongs to this channel.
    pub fn local_addr(&self, addr: u64) -> Option<u64> {
        let a = addr.checked_sub(self.base)?;
        let n = u64::from(self.cfg.channels);
        if interleave_index(a, self.cfg.interleave_bytes, n) != u64::from(self.channel_index) {
            return None;
        }
        let local = interleave_local(a, self.cfg.interleave_bytes, n);
        (local < self.cfg.channel_bytes).then_some(local)
    }

    fn cyc(&self, n: u64) -> Ps {
        self.clock.cycles(Cycles(n))
    }

    fn accept(&mut self, now: Ps, msg: MemMsg) -> Result<(), SimError> {
        let (id, addr, bytes, reply_to, write) = match msg {
            MemMsg::Read {
                id,
                addr,
                bytes,
                reply_to,
            } => (id, addr, bytes, reply_to, None),
            MemMsg::Write {
                id,
                addr,
                data,
                mask,
                reply_to,
            } => {
                let n = data.len() as u32;
                (id, addr, n, reply_to, Some((data, mask)))
            }
            MemMsg::Flush { id, reply_to } | MemMsg::Invalidate { id, reply_to } => {
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
            return Err(SimError::at(
                &self.path,
                format!("request at {addr:#x} of {bytes} bytes is empty, over 128 bytes, or crosses a row"),
            ));
        }
        let banks = u64::from(self.cfg.banks);
        self.state.seq += 1;
        self.state.queue.push(Txn {
            seq: self.state.seq,
            id,
            reply_to,
            local,
            bytes,
            bank: ((local / row_bytes) % banks) as usize,
            row: local / (row_bytes * banks),
            write,
            arrived: now,
            outcome: Outcome::Hit,
        });
        Ok(())
    }

    /// For each queued request, whether an older one touches any of the same bytes (such a
    /// request must wait: overlapping requests are served in arrival order). Overlapping bytes
    /// imply the same bank, which is compared first.
    fn blocked_flags(&self) -> Vec<bool> {
        let q = &self.state.queue;
        (0..q.len())
            .map(|i| {
                let t = &q[i];
                let (a, b) = (t.local, t.local + u64::from(t.bytes));
                q[..i]
                    .iter()
                    .any(|o| o.bank == t.bank && o.local < b && a < o.local + u64::from(o.bytes))
            })
            .collect()
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
        let lat = if t.write.is_some() {
            self.cyc(self.cfg.t_cwl_cycles)
        } else {
            self.cyc(self.cfg.t_cl_cycles)
        };
        let mut ready = b.next_col.max(self.state.bus_free.saturating_sub(lat));
        if t.write.is_none() {
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
        let blocked = self.blocked_flags();
        // First ready: the oldest row hit whose column command can go now.
        for (i, &blocked_i) in blocked.iter().enumerate() {
            if let (Cmd::Col, ready) = self.next_cmd(i) {
                if ready <= now && !blocked_i && !self.hit_capped(i) {
                    self.issue_col(now, i)?;
                    return Ok(true);
                }
            }
        }
        // First come: the oldest request whose row command can go now.
        for (i, &blocked_i) in blocked.iter().enumerate() {
            if blocked_i {
                continue;
            }
            let (cmd, ready) = self.next_cmd(i);
            if ready > now {
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
        let is_write = t.write.is_some();
        let lat = if is_write {
            self.cyc(self.cfg.t_cwl_cycles)
        } else {
            self.cyc(self.cfg.t_cl_cycles)
        };
        let busy = self.cyc(bursts * self.cfg.t_burst_cycles);
        let start = (now + lat).max(self.state.bus_free);
        let end = start + busy;
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
        let msg = match t.write {
            Some((data, mask)) => {
                self.store.write_masked(t.local, &data, mask);
                self.stats.writes += 1;
                self.stats.bytes_written +=
                    u64::from((mask & crate::proto::full_mask(data.len())).count_ones());
                self.stats.write_latency_total += (end - t.arrived).0;
                MemMsg::WriteRsp { id: t.id }
            }
            None => {
                let mut data = vec![0; t.bytes as usize];
                self.store.read(t.local, &mut data);
                self.stats.reads += 1;
                self.stats.bytes_read += u64::from(t.bytes);
                self.stats.read_latency_total += (end - t.arrived).0;
                MemMsg::ReadRsp { id: t.id, data }
            }
        };
        self.state.seq += 1;
        self.state
            .outbox
            .insert((end, self.state.seq), (t.reply_to, Msg::Mem(msg)));
        Ok(())
    }

    /// Earliest time any queued request could issue its next command.
    fn next_ready(&self) -> Option<Ps> {
        let blocked = self.blocked_flags();
        (0..self.state.queue.len())
            .filter(|&i| !blocked[i])
            .map(|i| self.next_cmd(i).1)
            .min()
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
        // One command per DRAM cycle.
        let mut issued = false;
        if self.state.last_cmd != Some(now) && self.schedule(now)? {
            self.state.last_cmd = Some(now);
            issued = true;
        }
        // Flushes complete once every earlier request has been issued and answered.
        let oldest = self.state.queue.first().map_or(u64::MAX, |t| t.seq);
        let last_done = self
            .state
            .outbox
            .last_key_value()
            .map_or(now, |(&(t, _), _)| t.max(now));
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
                self.state.seq += 1;
                self.state
                    .outbox
                    .insert((last_done, self.state.seq), (reply_to, Msg::Mem(msg)));
            } else {
                i += 1;
            }
        }
        // Send due responses.
        while let Some(entry) = self.state.outbox.first_entry() {
            if entry.key().0 > now {
                break;
            }
            let (key, (dst, msg)) = entry.remove_entry();
            match ctx.send(self.ports.top, dst, msg) {
                Ok(()) => {}
                Err(SendError::Full(msg)) => {
                    self.state.outbox.insert(key, (dst, msg));
                    break;
                }
                Err(e) => {
                    return Err(SimError::at(
                        &self.path,
                        format!("cannot send to {dst:?}: {:?}", e.into_msg()),
                    ))
                }
            }
        }
        // Next wake-up: the next command opportunity, the next due response, or more input.
        if !self.state.queue.is_empty() {
            let t = if issued {
                self.clock.next_tick(now)
            } else {
                self.next_ready().map_or(self.clock.next_tick(now), |t| {
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
        if let Some((&(t, _), _)) = self.state.outbox.first_key_value() {
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
