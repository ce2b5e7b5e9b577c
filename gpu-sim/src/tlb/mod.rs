//! Address translation: a set-associative TLB (used for the L1 and L2 TLB levels) and the
//! page-table walker behind the last level.
//!
//! **Ports.** Both components receive [`TlbMsg::Translate`] on `top` and answer the request's
//! `reply_to` with [`TlbMsg::TranslateRsp`]. A TLB sends its misses from `bottom` to `lower`
//! (the next TLB or the walker) and receives their answers there.
//!
//! **TLB timing.** `latency_cycles` after a lookup starts, a hit answers and a miss leaves for the
//! next level; misses to a page already in flight merge into its MSHR. When the answer comes
//! back the entry is installed (LRU replacement) and every waiting request is answered at once.
//! A fault (`ppn: None`) is passed on and not installed. One lookup starts per cycle.
//! [`TlbMsg::Invalidate`] (a shoot-down) waits for misses in flight, drops every entry and answers.
//!
//! **Page shoot-down.** [`TlbMsg::Shootdown`] comes from below (the walker, or the L2 TLB for an
//! L1 TLB) when a shared-virtual-memory page moves: the TLB drops that page's entry and passes
//! the message on to each of its `uppers` (the requesters wired above it) behind every answer
//! it already queued for them, so a requester sees the old translation, if at all, before the
//! shoot-down. The compute units at the top answer the page-table server directly. A miss in
//! flight for the page is not waited for: the server holds it until the page has its new
//! place.
//!
//! **Walker timing.** Each walk takes `latency_cycles`; at most `max_walks` are in flight. In a
//! system ([`PageWalker::connect_server`]) the walker reads the one page table of the system by
//! sending `TlbMsg::Translate` to the page-table server (`sys.page_table`) and answers at the
//! walk's end; a walker built alone (tests, tools) keeps a table seeded at setup
//! ([`PageWalker::map`]). Either way it does not read page-table entries through the memory
//! hierarchy (see `docs/deviations.md`).
//!
//! Config: [`TlbConfig`] (`l1_tlb.*`, `l2_tlb.*`), [`PageWalkConfig`] (`page_walk.*`).
//! Stats: [`TlbStats`], [`WalkerStats`].

#[cfg(test)]
mod tests;

use crate::config::{PageWalkConfig, TlbConfig};
use crate::engine::{
    drain_outbox, CompId, Component, Ctx, Engine, FastMap, IdSlab, Outbox, PortId, ReqId, SimError,
};
use crate::proto::{Msg, TlbMsg};
use crate::stats::StatsReport;
use crate::time::{Clock, Cycles, Ps};
use serde::Serialize;

crate::stats_struct! {
    /// Counters of one TLB.
    pub struct TlbStats {
        /// Translations started.
        lookups: Count,
        /// Translations that found their page.
        hits: Count,
        /// Translations that sent a request to the next level.
        misses: Count,
        /// Misses merged into a request already in flight for the same page.
        mshr_hits: Count,
        /// Answers from the next level that reported an unmapped page.
        faults: Count,
        /// Valid entries replaced.
        evictions: Count,
        /// Shoot-downs completed.
        invalidates: Count,
    }
}

crate::stats_struct! {
    /// Counters of the page-table walker.
    pub struct WalkerStats {
        /// Walks performed.
        walks: Count,
        /// Walks that found no mapping.
        faults: Count,
    }
}

/// Ports of a TLB.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TlbPorts {
    pub top: PortId,
    pub bottom: PortId,
    /// The next level's top port.
    pub lower: PortId,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
struct Entry {
    valid: bool,
    vpn: u64,
    ppn: u64,
    last_use: u64,
}

/// The tag of an invalid entry (page numbers are below 2^52).
const NO_VPN: u64 = u64::MAX;

/// Plain state of a TLB.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TlbState {
    entries: Vec<Entry>,
    /// Per entry: its page when valid, [`NO_VPN`] otherwise, kept beside `entries` so a lookup
    /// scans 8 bytes per way (a 64-way set in eight host cache lines instead of 32).
    #[serde(skip)]
    tags: Vec<u64>,
    use_clock: u64,
    /// vpn -> waiting (id, reply_to).
    #[serde(serialize_with = "crate::engine::hash::serialize_sorted")]
    mshrs: FastMap<u64, Vec<(ReqId, PortId)>>,
    /// Lower request id (its low 39 bits) -> vpn.
    lower: IdSlab<u64>,
    outbox: Outbox<(PortId, PortId, Msg)>,
    invalidate: Option<(ReqId, PortId)>,
}

/// A set-associative TLB (see the module doc).
pub struct Tlb {
    path: String,
    cfg: TlbConfig,
    clock: Clock,
    state: TlbState,
    ports: TlbPorts,
    /// Where a page shoot-down goes on to: the ports above that send this TLB requests.
    uppers: Vec<PortId>,
    stats: TlbStats,
}

impl Tlb {
    /// Drops every entry and its LRU history, as a freshly built TLB has them: the checkpoint
    /// boundary of the run that writes a checkpoint (`World::boundary_reset`; a kernel's cold
    /// start does not reach the instruction and scalar caches' TLBs). Refuses (`false`) while
    /// a translation is in flight.
    pub fn reset_cold(&mut self) -> bool {
        if !self.state.mshrs.is_empty() || self.state.invalidate.is_some() {
            return false;
        }
        for e in &mut self.state.entries {
            e.valid = false;
            e.vpn = 0;
            e.ppn = 0;
            e.last_use = 0;
        }
        self.state.tags.fill(NO_VPN);
        self.state.use_clock = 0;
        true
    }

    pub fn new(
        path: impl Into<String>,
        cfg: &TlbConfig,
        clock: Clock,
        ports: TlbPorts,
    ) -> Result<Tlb, SimError> {
        let path = path.into();
        let entries = u64::from(cfg.sets) * u64::from(cfg.ways);
        if entries == 0 || entries > crate::config::MAX_TLB_ENTRIES {
            return Err(SimError::at(
                &path,
                "TLB needs at least one set and one way, and at most MAX_TLB_ENTRIES entries",
            ));
        }
        let n = cfg.sets as usize * cfg.ways as usize;
        Ok(Tlb {
            state: TlbState {
                entries: vec![
                    Entry {
                        valid: false,
                        vpn: 0,
                        ppn: 0,
                        last_use: 0
                    };
                    n
                ],
                tags: vec![NO_VPN; n],
                use_clock: 0,
                mshrs: FastMap::default(),
                lower: IdSlab::new(),
                outbox: Outbox::new(),
                invalidate: None,
            },
            path,
            cfg: cfg.clone(),
            clock,
            ports,
            uppers: Vec::new(),
            stats: TlbStats::default(),
        })
    }

    /// Adds `port` (a requester above, already linked to `top`) to the shoot-down's fan-out.
    pub fn add_upper(&mut self, port: PortId) {
        self.uppers.push(port);
    }

    /// Adds a TLB to `engine` whose misses go to `lower` over a link of `link_latency`.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        cfg: &TlbConfig,
        clock: Clock,
        lower: PortId,
        link_latency: Ps,
    ) -> Result<(CompId, TlbPorts), SimError> {
        let id = engine.add_component(path);
        let top = engine.add_port(id, cfg.in_queue_entries as usize);
        let bottom = engine.add_port(id, cfg.mshr_entries as usize);
        engine.connect(bottom, lower, link_latency)?;
        let ports = TlbPorts { top, bottom, lower };
        engine.install(id, Box::new(Tlb::new(path, cfg, clock, ports.clone())?))?;
        Ok((id, ports))
    }

    pub fn stats(&self) -> &TlbStats {
        &self.stats
    }

    pub fn state(&self) -> &TlbState {
        &self.state
    }

    fn set_range(&self, vpn: u64) -> std::ops::Range<usize> {
        let ways = self.cfg.ways as usize;
        let set = (vpn % u64::from(self.cfg.sets)) as usize;
        set * ways..(set + 1) * ways
    }

    fn find(&self, vpn: u64) -> Option<usize> {
        let r = self.set_range(vpn);
        let start = r.start;
        self.state.tags[r]
            .iter()
            .position(|&t| t == vpn)
            .map(|w| start + w)
    }

    /// Marks entry `i` invalid.
    fn invalidate_entry(&mut self, i: usize) {
        self.state.entries[i].valid = false;
        self.state.tags[i] = NO_VPN;
    }

    fn install(&mut self, vpn: u64, ppn: u64) {
        let range = self.set_range(vpn);
        let idx = range
            .clone()
            .min_by_key(|&i| (self.state.entries[i].valid, self.state.entries[i].last_use))
            .unwrap_or(range.start);
        if self.state.entries[idx].valid {
            self.stats.evictions += 1;
        }
        self.state.use_clock += 1;
        self.state.entries[idx] = Entry {
            valid: true,
            vpn,
            ppn,
            last_use: self.state.use_clock,
        };
        self.state.tags[idx] = vpn;
    }

    fn queue(&mut self, at: Ps, src: PortId, dst: PortId, msg: TlbMsg) {
        self.state.outbox.push(at, (src, dst, Msg::Tlb(msg)));
    }

    fn on_lower(&mut self, now: Ps, msg: TlbMsg) -> Result<(), SimError> {
        if let TlbMsg::Shootdown { id, vpn, reply_to } = msg {
            if let Some(i) = self.find(vpn) {
                self.invalidate_entry(i);
            }
            // Behind every answer queued for the requesters (hits leave `latency` after their
            // lookup, MSHR answers at once).
            let latency = self.clock.cycles(Cycles(self.cfg.latency_cycles));
            let at = self
                .state
                .outbox
                .last_time()
                .map_or(now + latency, |t| t.max(now + latency));
            let top = self.ports.top;
            for i in 0..self.uppers.len() {
                let up = self.uppers[i];
                self.queue(at, top, up, TlbMsg::Shootdown { id, vpn, reply_to });
            }
            return Ok(());
        }
        let TlbMsg::TranslateRsp { id, ppn, .. } = msg else {
            return Err(SimError::at(
                &self.path,
                format!("unexpected message at the bottom port: {msg:?}"),
            ));
        };
        let Some(vpn) = self.state.lower.remove_id(self.ports.bottom.0, id) else {
            return Err(SimError::at(
                &self.path,
                format!("response {id:?} matches no request"),
            ));
        };
        match ppn {
            Some(p) => self.install(vpn, p),
            None => self.stats.faults += 1,
        }
        let waiting = self.state.mshrs.remove(&vpn).unwrap_or_default();
        for (wid, reply_to) in waiting {
            let top = self.ports.top;
            self.queue(
                now,
                top,
                reply_to,
                TlbMsg::TranslateRsp { id: wid, vpn, ppn },
            );
        }
        Ok(())
    }
}

impl Component<Msg> for Tlb {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let edge = self.clock.this_tick(now);
        if edge != now {
            ctx.wake_at(edge);
            return Ok(());
        }
        while let Some(m) = ctx.recv(self.ports.bottom) {
            match m {
                Msg::Tlb(t) => self.on_lower(now, t)?,
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message: {other:?}"),
                    ))
                }
            }
        }
        if let Some((id, reply_to)) = self.state.invalidate {
            if self.state.lower.is_empty() {
                for e in &mut self.state.entries {
                    e.valid = false;
                }
                self.state.tags.fill(NO_VPN);
                self.state.invalidate = None;
                self.stats.invalidates += 1;
                let top = self.ports.top;
                self.queue(now, top, reply_to, TlbMsg::InvalidateRsp { id });
            }
        }
        let mut next_cycle = false;
        if self.state.invalidate.is_none() {
            let latency = self.clock.cycles(Cycles(self.cfg.latency_cycles));
            for _ in 0..self.cfg.lookups_per_cycle.max(1) {
                let head = match ctx.peek(self.ports.top) {
                    None => None,
                    Some(Msg::Tlb(t)) => Some(t.clone()),
                    Some(other) => {
                        return Err(SimError::at(
                            &self.path,
                            format!("unexpected message: {other:?}"),
                        ))
                    }
                };
                match head {
                    None => break,
                    Some(TlbMsg::Translate { id, vpn, reply_to }) => {
                        let merge = self.state.mshrs.contains_key(&vpn);
                        let hit = self.find(vpn);
                        let full = (self.state.mshrs.len() as u32) >= self.cfg.mshr_entries;
                        if hit.is_some() || merge || !full {
                            ctx.recv(self.ports.top);
                            self.stats.lookups += 1;
                            let top = self.ports.top;
                            if let Some(idx) = hit {
                                self.stats.hits += 1;
                                self.state.use_clock += 1;
                                self.state.entries[idx].last_use = self.state.use_clock;
                                let ppn = Some(self.state.entries[idx].ppn);
                                self.queue(
                                    now + latency,
                                    top,
                                    reply_to,
                                    TlbMsg::TranslateRsp { id, vpn, ppn },
                                );
                            } else if merge {
                                self.stats.mshr_hits += 1;
                                if let Some(w) = self.state.mshrs.get_mut(&vpn) {
                                    w.push((id, reply_to));
                                }
                            } else {
                                self.stats.misses += 1;
                                self.state.mshrs.insert(vpn, vec![(id, reply_to)]);
                                let lid = self
                                    .state
                                    .lower
                                    .insert_id(self.ports.bottom.0, vpn)
                                    .ok_or_else(|| {
                                        SimError::at(&self.path, "more than 2^24 misses in flight")
                                    })?;
                                let (bottom, lower) = (self.ports.bottom, self.ports.lower);
                                self.queue(
                                    now + latency,
                                    bottom,
                                    lower,
                                    TlbMsg::Translate {
                                        id: lid,
                                        vpn,
                                        reply_to: bottom,
                                    },
                                );
                            }
                            next_cycle = ctx.peek(self.ports.top).is_some();
                        } else {
                            break; // MSHRs full: an answer from below wakes it
                        }
                    }
                    Some(TlbMsg::Invalidate { id, reply_to }) => {
                        ctx.recv(self.ports.top);
                        self.state.invalidate = Some((id, reply_to));
                        next_cycle = true;
                        break;
                    }
                    Some(other) => {
                        return Err(SimError::at(
                            &self.path,
                            format!("unexpected message at the top port: {other:?}"),
                        ))
                    }
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

/// The page-table walker (see the module doc).
pub struct PageWalker {
    path: String,
    cfg: PageWalkConfig,
    clock: Clock,
    top: PortId,
    /// vpn -> ppn, seeded at setup (a walker without a page-table server).
    table: FastMap<u64, u64>,
    /// (own port for answers, the page-table server's port), when the system has one.
    server: Option<(PortId, PortId)>,
    /// Walks waiting for the server: server request id -> (request id, vpn, requester, walk end).
    asked: FastMap<u64, (ReqId, u64, PortId, Ps)>,
    in_flight: u32,
    /// Walks in progress: their answers, sent at their done time.
    outbox: Outbox<(PortId, PortId, Msg)>,
    /// Where a page shoot-down from the server goes on to (the L2 TLB).
    uppers: Vec<PortId>,
    stats: WalkerStats,
}

impl PageWalker {
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        cfg: &PageWalkConfig,
        clock: Clock,
    ) -> Result<(CompId, PortId), SimError> {
        let id = engine.add_component(path);
        let top = engine.add_port(id, cfg.in_queue_entries as usize);
        engine.install(
            id,
            Box::new(PageWalker {
                path: path.to_string(),
                cfg: cfg.clone(),
                clock,
                top,
                table: FastMap::default(),
                server: None,
                asked: FastMap::default(),
                in_flight: 0,
                outbox: Outbox::new(),
                uppers: Vec::new(),
                stats: WalkerStats::default(),
            }),
        )?;
        Ok((id, top))
    }

    /// Makes walker `id` read the page table from the server at `server_port` (a
    /// zero-latency link: the walk's own latency is the cost).
    pub fn connect_server(
        engine: &mut Engine<Msg>,
        id: CompId,
        server_port: PortId,
    ) -> Result<(), SimError> {
        let down = engine.add_port(id, 1024);
        engine.connect(down, server_port, Ps::ZERO)?;
        let w = engine
            .component_mut::<PageWalker>(id)
            .ok_or_else(|| SimError::Wiring(format!("{id:?} is not a page walker")))?;
        w.server = Some((down, server_port));
        Ok(())
    }

    /// Adds `port` (a requester above, already linked to `top`) to the shoot-down's fan-out.
    pub fn add_upper(&mut self, port: PortId) {
        self.uppers.push(port);
    }

    /// The port the page-table server answers and sends shoot-downs to, once connected.
    pub fn server_side_port(&self) -> Option<PortId> {
        self.server.map(|(down, _)| down)
    }

    /// Maps virtual page `vpn` to physical page `ppn` (setup, before or between runs).
    pub fn map(&mut self, vpn: u64, ppn: u64) {
        self.table.insert(vpn, ppn);
    }

    /// Removes the mapping of `vpn`.
    pub fn unmap(&mut self, vpn: u64) {
        self.table.remove(&vpn);
    }

    /// Drops every mapping (before re-seeding at kernel start).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Adds (or replaces) every `(vpn, ppn)` mapping of `entries`.
    pub fn map_all(&mut self, entries: impl IntoIterator<Item = (u64, u64)>) {
        self.table.extend(entries);
    }

    /// Replaces the whole table with `entries` (the launcher's kernel-start seeding from the
    /// GPU page table, `physmem::walker_entries`). Walks in flight already have their answer.
    pub fn replace_table(&mut self, entries: impl IntoIterator<Item = (u64, u64)>) {
        self.table.clear();
        self.table.extend(entries);
    }

    /// The physical page of `vpn`, if mapped (setup and checks).
    pub fn lookup(&self, vpn: u64) -> Option<u64> {
        self.table.get(&vpn).copied()
    }

    /// Number of mappings.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    pub fn stats(&self) -> &WalkerStats {
        &self.stats
    }
}

impl Component<Msg> for PageWalker {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let edge = self.clock.this_tick(now);
        if edge != now {
            ctx.wake_at(edge);
            return Ok(());
        }
        // The server's answers: each walk's answer leaves at the walk's end.
        if let Some((down, _)) = self.server {
            while let Some(m) = ctx.recv(down) {
                if let Msg::Tlb(TlbMsg::Shootdown { id, vpn, reply_to }) = m {
                    // Behind the answers of walks already done or ending later.
                    let at = self.outbox.last_time().map_or(now, |t| t.max(now));
                    for &up in &self.uppers {
                        self.in_flight += 1;
                        let m = Msg::Tlb(TlbMsg::Shootdown { id, vpn, reply_to });
                        self.outbox.push(at, (self.top, up, m));
                    }
                    continue;
                }
                let Msg::Tlb(TlbMsg::TranslateRsp { id, ppn, .. }) = m else {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected answer from the page-table server: {m:?}"),
                    ));
                };
                let Some((rid, vpn, reply_to, done)) = self.asked.remove(&id.0) else {
                    return Err(SimError::at(&self.path, "answer for a walk never asked"));
                };
                if ppn.is_none() {
                    self.stats.faults += 1;
                }
                self.outbox.push(
                    done.max(now),
                    (
                        self.top,
                        reply_to,
                        Msg::Tlb(TlbMsg::TranslateRsp { id: rid, vpn, ppn }),
                    ),
                );
            }
        }
        // Walks whose time has come leave; each frees a walk slot when it is sent.
        self.in_flight -= drain_outbox(&self.path, &mut self.outbox, now, ctx)? as u32;
        let done = now + self.clock.cycles(Cycles(self.cfg.latency_cycles));
        while self.in_flight < self.cfg.max_walks {
            let Some(msg) = ctx.recv(self.top) else {
                break;
            };
            match msg {
                Msg::Tlb(TlbMsg::Translate { id, vpn, reply_to }) if self.server.is_some() => {
                    let Some((down, server)) = self.server else {
                        continue;
                    };
                    self.stats.walks += 1;
                    self.in_flight += 1;
                    let ask = ctx.next_req_id();
                    self.asked.insert(ask.0, (id, vpn, reply_to, done));
                    let m = Msg::Tlb(TlbMsg::Translate {
                        id: ask,
                        vpn,
                        reply_to: down,
                    });
                    if ctx.send(down, server, m).is_err() {
                        return Err(SimError::at(&self.path, "page-table server port full"));
                    }
                }
                Msg::Tlb(TlbMsg::Translate { id, vpn, reply_to }) => {
                    let ppn = self.table.get(&vpn).copied();
                    self.stats.walks += 1;
                    if ppn.is_none() {
                        self.stats.faults += 1;
                    }
                    self.in_flight += 1;
                    self.outbox.push(
                        done,
                        (
                            self.top,
                            reply_to,
                            Msg::Tlb(TlbMsg::TranslateRsp { id, vpn, ppn }),
                        ),
                    );
                }
                Msg::Tlb(TlbMsg::Invalidate { id, reply_to }) => {
                    self.in_flight += 1;
                    self.outbox.push(
                        now,
                        (self.top, reply_to, Msg::Tlb(TlbMsg::InvalidateRsp { id })),
                    );
                }
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message: {other:?}"),
                    ))
                }
            }
        }
        self.in_flight -= drain_outbox(&self.path, &mut self.outbox, now, ctx)? as u32;
        if self.in_flight < self.cfg.max_walks && ctx.peek(self.top).is_some() {
            ctx.wake_at(self.clock.next_tick(now));
        }
        if let Some(t) = self.outbox.next_time() {
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
