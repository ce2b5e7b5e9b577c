//! The contract every memory-side component keeps, as a reusable harness.
//!
//! A [`Requester`] component plays a script of reads, writes, flushes and invalidates against a
//! memory system built by a [`Rig`]. [`check_contract`] runs the script twice on fresh rigs and
//! checks:
//! 1. every request gets exactly one response, with the matching id and the matching kind
//!    (a read gets `ReadRsp` with the asked number of bytes, a write `WriteRsp`, ...);
//! 2. every read that was not racing an overlapping write returns the bytes last written
//!    (a shadow memory in the requester is the reference);
//! 3. after the script's final `flush`, no cache holds a dirty line and the backing store at the
//!    bottom of the rig holds every byte the script wrote;
//! 4. the two runs give identical statistics and identical response times.
//!
//! Scripts are text, one operation per `;` or line: `r ADDR BYTES`, `w ADDR BYTES SEED` (bytes
//! `SEED, SEED+1, ...`), `a ADDR BYTES SRC` (an atomic add of `SRC`, 4 or 8 bytes; its old
//! value is checked like a read and recorded in [`Requester::atomic_olds`]), `flush`, `inv` (or `inv keep BASE END`: lines in `[BASE, END)` stay), `wait` (until every outstanding request is answered).
//! Flush and invalidate also wait for every earlier request before they are sent.
//!
//! The rig builders ([`rig_dram`], [`rig_l2`], [`rig_l1v`]) wire real components the way a GPU
//! does (L1V -> L2 banks -> DRAM channels) and are reused by the component tests.

use crate::cache::Cache;
use crate::config::TimingConfig;
use crate::dram::{DramChannel, IdealMemory};
use crate::engine::{CompId, Component, Ctx, Engine, PortId, ReqId, SendError, SimError};
use crate::proto::{full_mask, interleave_index, interleave_local, Interleave, MemMsg, Msg};
use crate::stats::StatsReport;
use crate::time::{Clock, Cycles, Ps};
use std::collections::{BTreeMap, HashMap};

/// One scripted operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    Read {
        addr: u64,
        bytes: u32,
    },
    Write {
        addr: u64,
        bytes: u32,
        seed: u8,
    },
    /// Atomic add of `src` to the `bytes`-byte (4 or 8) integer at `addr`.
    Atomic {
        addr: u64,
        bytes: u32,
        src: u64,
    },
    Flush,
    /// Invalidate, leaving the lines of `[base, end)` when given.
    Invalidate(Option<(u64, u64)>),
    Wait,
    /// From here on, do not compare read or atomic data with the shadow memory (other
    /// requesters write the same bytes).
    NoCheck,
}

/// Parses a script (see the module doc).
pub fn parse_script(text: &str) -> Result<Vec<Op>, String> {
    let num = |s: &str| -> Result<u64, String> {
        let r = match s.strip_prefix("0x") {
            Some(h) => u64::from_str_radix(h, 16),
            None => s.parse(),
        };
        r.map_err(|_| format!("bad number {s:?}"))
    };
    let mut ops = Vec::new();
    for part in text.split([';', '\n']) {
        let w: Vec<&str> = part.split_whitespace().collect();
        let op = match w.as_slice() {
            [] => continue,
            ["r", a, b] => Op::Read {
                addr: num(a)?,
                bytes: num(b)? as u32,
            },
            ["w", a, b, s] => Op::Write {
                addr: num(a)?,
                bytes: num(b)? as u32,
                seed: num(s)? as u8,
            },
            ["a", a, b, v] => Op::Atomic {
                addr: num(a)?,
                bytes: num(b)? as u32,
                src: num(v)?,
            },
            ["flush"] => Op::Flush,
            ["inv"] => Op::Invalidate(None),
            ["inv", "keep", a, b] => Op::Invalidate(Some((num(a)?, num(b)?))),
            ["wait"] => Op::Wait,
            ["nocheck"] => Op::NoCheck,
            _ => return Err(format!("bad operation {part:?}")),
        };
        ops.push(op);
    }
    Ok(ops)
}

/// A deterministic pseudo-random script: `n` reads and writes of 4..=`max_bytes` bytes (aligned,
/// never crossing a 64-byte line) over `span` bytes from `base`, ending with `flush; wait`.
pub fn random_script(seed: u64, n: usize, base: u64, span: u64, max_bytes: u32) -> Vec<Op> {
    let mut x = seed | 1;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut ops = Vec::new();
    for _ in 0..n {
        let r = next();
        let bytes = 4u32 << (r % u64::from((max_bytes / 4).max(1).ilog2() + 1));
        let bytes = bytes.min(max_bytes).max(4);
        let addr = base + (next() % span.max(64)) / u64::from(bytes) * u64::from(bytes);
        if r % 3 == 0 {
            ops.push(Op::Write {
                addr,
                bytes,
                seed: (r >> 8) as u8,
            });
        } else {
            ops.push(Op::Read { addr, bytes });
        }
        if r % 97 == 0 {
            ops.push(Op::Wait);
        }
    }
    ops.push(Op::Flush);
    ops.push(Op::Wait);
    ops
}

fn pattern(bytes: u32, seed: u8) -> Vec<u8> {
    (0..bytes).map(|i| seed.wrapping_add(i as u8)).collect()
}

#[derive(Clone, Debug)]
struct Outstanding {
    op: Op,
    op_idx: usize,
    sent_at: Ps,
    /// Expected read data, when no overlapping write was in flight at issue.
    expect: Option<Vec<u8>>,
}

/// Plays a script against `targets` and records what comes back.
pub struct Requester {
    path: String,
    clock: Clock,
    port: PortId,
    targets: Interleave,
    script: Vec<Op>,
    next: usize,
    max_outstanding: usize,
    outstanding: BTreeMap<ReqId, Outstanding>,
    barrier: bool,
    /// Next target of a control operation's fan-out (0 when none is in progress).
    fanout: usize,
    shadow: HashMap<u64, u8>,
    /// Bytes written by the script: address -> value (the final expected memory).
    written: BTreeMap<u64, u8>,
    /// (time, id, kind) of every response, in arrival order.
    pub trace: Trace,
    /// Latency of each answered operation, by script index (for control operations sent to
    /// several targets, the slowest answer).
    pub latency: BTreeMap<usize, Ps>,
    /// Script indices in the order their (last) answers arrived.
    pub order: Vec<usize>,
    /// Contract violations seen.
    pub violations: Vec<String>,
    /// Reads whose data was compared with the shadow memory.
    pub checked_reads: u64,
    /// Requests sent.
    pub sent: u64,
    /// `(address, old value)` returned by atomics, in arrival order.
    pub atomic_olds: Vec<(u64, u64)>,
    /// Data checks are on (until a `nocheck`).
    check_data: bool,
    /// After a `nocheck`: the data of every read, in arrival order (for tests that look at
    /// what came back rather than compare it with the shadow).
    pub read_values: Vec<Vec<u8>>,
}

impl Requester {
    /// Adds a requester to `engine`, linked to every target with `link_latency`.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        clock: Clock,
        targets: Interleave,
        link_latency: Ps,
        script: Vec<Op>,
        max_outstanding: usize,
    ) -> Result<CompId, SimError> {
        let id = engine.add_component(path);
        let port = engine.add_port(id, 4096);
        for &t in &targets.targets {
            engine.connect(port, t, link_latency)?;
        }
        engine.install(
            id,
            Box::new(Requester {
                path: path.to_string(),
                clock,
                port,
                targets,
                script,
                next: 0,
                max_outstanding: max_outstanding.max(1),
                outstanding: BTreeMap::new(),
                barrier: false,
                fanout: 0,
                shadow: HashMap::new(),
                written: BTreeMap::new(),
                trace: Vec::new(),
                latency: BTreeMap::new(),
                order: Vec::new(),
                violations: Vec::new(),
                checked_reads: 0,
                sent: 0,
                atomic_olds: Vec::new(),
                check_data: true,
                read_values: Vec::new(),
            }),
        )?;
        engine.wake_at(id, Ps::ZERO);
        Ok(id)
    }

    /// Whether every operation was sent and answered.
    pub fn done(&self) -> bool {
        self.next == self.script.len() && self.outstanding.is_empty()
    }

    /// Every byte the script wrote, with its final value.
    pub fn written(&self) -> &BTreeMap<u64, u8> {
        &self.written
    }

    fn overlaps_write_in_flight(&self, addr: u64, bytes: u32) -> bool {
        let end = addr + u64::from(bytes);
        self.outstanding.values().any(|o| match o.op {
            Op::Write {
                addr: a, bytes: b, ..
            }
            | Op::Atomic {
                addr: a, bytes: b, ..
            } => a < end && addr < a + u64::from(b),
            _ => false,
        })
    }

    fn on_response(&mut self, now: Ps, msg: MemMsg) {
        let id = msg.id();
        let Some(o) = self.outstanding.remove(&id) else {
            self.violations
                .push(format!("response {msg:?} matches no outstanding request"));
            return;
        };
        let kind = match (&o.op, &msg) {
            (Op::Read { bytes, .. }, MemMsg::ReadRsp { data, .. }) => {
                if data.len() != *bytes as usize {
                    self.violations.push(format!(
                        "{:?}: {} bytes returned, {} asked",
                        o.op,
                        data.len(),
                        bytes
                    ));
                }
                if let Some(e) = &o.expect {
                    self.checked_reads += 1;
                    if e != data {
                        self.violations
                            .push(format!("{:?}: read {data:02x?}, expected {e:02x?}", o.op));
                    }
                }
                if !self.check_data {
                    self.read_values.push(data.clone());
                }
                "read"
            }
            (Op::Atomic { addr, bytes, .. }, MemMsg::ReadRsp { data, .. }) => {
                if data.len() != *bytes as usize {
                    self.violations.push(format!(
                        "{:?}: {} bytes returned, {} asked",
                        o.op,
                        data.len(),
                        bytes
                    ));
                }
                if let Some(e) = &o.expect {
                    self.checked_reads += 1;
                    if e != data {
                        self.violations
                            .push(format!("{:?}: old {data:02x?}, expected {e:02x?}", o.op));
                    }
                }
                let mut b = [0u8; 8];
                let k = data.len().min(8);
                b[..k].copy_from_slice(&data[..k]);
                self.atomic_olds.push((*addr, u64::from_le_bytes(b)));
                "atomic"
            }
            (Op::Write { .. }, MemMsg::WriteRsp { .. }) => "write",
            (Op::Flush, MemMsg::FlushRsp { .. }) => "flush",
            (Op::Invalidate(_), MemMsg::InvalidateRsp { .. }) => "invalidate",
            _ => {
                self.violations
                    .push(format!("{:?} answered with {msg:?}", o.op));
                "mismatch"
            }
        };
        self.trace.push((now, id, kind));
        let lat = self.latency.entry(o.op_idx).or_insert(Ps::ZERO);
        *lat = (*lat).max(now - o.sent_at);
        self.order.retain(|&i| i != o.op_idx);
        self.order.push(o.op_idx);
    }
}

impl Component<Msg> for Requester {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            match m {
                Msg::Mem(mm) => self.on_response(now, mm),
                other => self.violations.push(format!("unexpected {other:?}")),
            }
        }
        let edge = self.clock.this_tick(now);
        if edge != now {
            ctx.wake_at(edge);
            return Ok(());
        }
        if self.barrier && self.outstanding.is_empty() {
            self.barrier = false;
        }
        // At most one request per cycle.
        if self.next < self.script.len()
            && !self.barrier
            && self.outstanding.len() < self.max_outstanding
        {
            let op = self.script[self.next].clone();
            let needs_drain = matches!(op, Op::Wait | Op::Flush | Op::Invalidate(_));
            if needs_drain && self.fanout == 0 && !self.outstanding.is_empty() {
                return Ok(()); // responses wake us
            }
            if op == Op::NoCheck {
                self.check_data = false;
                self.next += 1;
                ctx.wake_at(self.clock.next_tick(now));
                return Ok(());
            }
            if op == Op::Wait {
                self.next += 1;
                ctx.wake_at(self.clock.next_tick(now));
                return Ok(());
            }
            let id = ctx.next_req_id();
            let addr = match op {
                Op::Read { addr, .. } | Op::Write { addr, .. } | Op::Atomic { addr, .. } => addr,
                _ => 0,
            };
            let reply_to = self.port;
            let (msg, expect) = match op {
                Op::Read { addr, bytes } => {
                    let expect = (self.check_data && !self.overlaps_write_in_flight(addr, bytes))
                        .then(|| {
                            (0..u64::from(bytes))
                                .map(|i| self.shadow.get(&(addr + i)).copied().unwrap_or(0))
                                .collect()
                        });
                    (
                        MemMsg::Read {
                            id,
                            addr,
                            bytes,
                            reply_to,
                        },
                        expect,
                    )
                }
                Op::Write { addr, bytes, seed } => {
                    let data = pattern(bytes, seed);
                    (
                        MemMsg::Write {
                            id,
                            addr,
                            mask: full_mask(data.len()),
                            data,
                            reply_to,
                        },
                        None,
                    )
                }
                Op::Atomic { addr, bytes, src } => {
                    let expect = (self.check_data && !self.overlaps_write_in_flight(addr, bytes))
                        .then(|| {
                            (0..u64::from(bytes))
                                .map(|i| self.shadow.get(&(addr + i)).copied().unwrap_or(0))
                                .collect()
                        });
                    (
                        MemMsg::Atomic {
                            id,
                            addr,
                            args: crate::isa::atomic::AtomicArgs {
                                op: crate::isa::table::AtomicOp::Add,
                                bytes: bytes as u8,
                                src,
                                cmp: 0,
                            },
                            reply_to,
                        },
                        expect,
                    )
                }
                Op::Flush => (MemMsg::Flush { id, reply_to }, None),
                Op::Invalidate(keep) => (MemMsg::Invalidate { id, reply_to, keep }, None),
                _ => {
                    return Err(SimError::at(
                        "requester",
                        format!("{op:?} is not a memory operation"),
                    ))
                }
            };
            let targets: Vec<PortId> = if needs_drain {
                self.targets.targets.clone()
            } else {
                self.targets.target(addr).into_iter().collect()
            };
            // Control operations go to every target; each answer is checked separately.
            // A control operation whose fan-out was cut short by a full buffer resumes at
            // target `self.fanout` when woken.
            let mut all_sent = true;
            for (k, dst) in targets.iter().enumerate().skip(self.fanout) {
                let mut m = msg.clone();
                let mid = if k == 0 { id } else { ctx.next_req_id() };
                match &mut m {
                    MemMsg::Flush { id, .. } | MemMsg::Invalidate { id, .. } => *id = mid,
                    _ => {}
                }
                match ctx.send(self.port, *dst, Msg::Mem(m)) {
                    Ok(()) => {
                        self.sent += 1;
                        self.outstanding.insert(
                            mid,
                            Outstanding {
                                op: op.clone(),
                                op_idx: self.next,
                                sent_at: now,
                                expect: expect.clone(),
                            },
                        );
                    }
                    Err(SendError::Full(_)) => {
                        self.fanout = k;
                        all_sent = false;
                        break;
                    }
                    Err(e) => {
                        return Err(SimError::at(
                            &self.path,
                            format!("cannot send: {:?}", e.into_msg()),
                        ))
                    }
                }
            }
            if all_sent {
                self.fanout = 0;
                if let Op::Write { addr, bytes, seed } = op {
                    for (i, b) in pattern(bytes, seed).into_iter().enumerate() {
                        self.shadow.insert(addr + i as u64, b);
                        self.written.insert(addr + i as u64, b);
                    }
                }
                if let Op::Atomic { addr, bytes, src } = op {
                    // Adds commute: the shadow's final value is right whatever order they
                    // are performed in.
                    let n = u64::from(bytes.min(8));
                    let old: Vec<u8> = (0..n)
                        .map(|i| self.shadow.get(&(addr + i)).copied().unwrap_or(0))
                        .collect();
                    let args = crate::isa::atomic::AtomicArgs {
                        op: crate::isa::table::AtomicOp::Add,
                        bytes: n as u8,
                        src,
                        cmp: 0,
                    };
                    for (i, b) in crate::physmem::apply_atomic(&old, &args)
                        .into_iter()
                        .enumerate()
                    {
                        self.shadow.insert(addr + i as u64, b);
                        self.written.insert(addr + i as u64, b);
                    }
                }
                if needs_drain {
                    self.barrier = true;
                }
                self.next += 1;
                ctx.wake_at(self.clock.next_tick(now));
            }
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add(
            format!("{path}.requests"),
            self.sent,
            crate::stats::Unit::Count,
            "Requests sent by the test requester.",
        );
    }
}

/// Reads the bytes at an address from a rig's backing store.
pub type Backing = Box<dyn Fn(&Engine<Msg>, u64, &mut [u8])>;

/// Counts the dirty lines left in a rig's caches.
pub type DirtyLines = Box<dyn Fn(&Engine<Msg>) -> usize>;

/// Every response a requester saw: (arrival time, id, kind).
type Trace = Vec<(Ps, ReqId, &'static str)>;

/// A memory system under test plus a requester, and ways to look inside for the checks.
pub struct Rig {
    pub engine: Engine<Msg>,
    pub requester: CompId,
    /// Reads bytes from the backing store at the bottom of the rig, bypassing timing; `None`
    /// when the flush under test does not reach the bottom (an L1 over a write-back L2).
    pub backing: Option<Backing>,
    /// Dirty lines left in the caches of the rig.
    pub dirty: DirtyLines,
}

/// What a passing contract run measured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContractReport {
    pub stats: StatsReport,
    pub responses: usize,
    pub checked_reads: u64,
    pub end: Ps,
}

fn run_once(rig: &mut Rig) -> Result<(ContractReport, Trace), String> {
    let end = rig.engine.run().map_err(|e| e.to_string())?;
    let r = rig
        .engine
        .component::<Requester>(rig.requester)
        .ok_or("no requester")?;
    let mut problems = r.violations.clone();
    if !r.done() {
        problems.push(format!(
            "script stopped at op {} of {} with {} requests unanswered",
            r.next,
            r.script.len(),
            r.outstanding.len()
        ));
    }
    let mut seen = std::collections::BTreeSet::new();
    for (_, id, _) in &r.trace {
        if !seen.insert(*id) {
            problems.push(format!("two responses for {id:?}"));
        }
    }
    if r.trace.len() as u64 != r.sent {
        problems.push(format!("{} requests, {} responses", r.sent, r.trace.len()));
    }
    let ends_with_flush = matches!(
        r.script.iter().rev().find(|o| **o != Op::Wait),
        Some(Op::Flush)
    );
    if ends_with_flush {
        let dirty = (rig.dirty)(&rig.engine);
        if dirty != 0 {
            problems.push(format!("{dirty} dirty lines after the final flush"));
        }
        for (&addr, &v) in r.written() {
            let Some(backing) = &rig.backing else {
                break;
            };
            let mut b = [0u8];
            backing(&rig.engine, addr, &mut b);
            if b[0] != v {
                problems.push(format!(
                    "after flush, memory at {addr:#x} holds {:#04x}, expected {v:#04x}",
                    b[0]
                ));
                break;
            }
        }
    }
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    Ok((
        ContractReport {
            stats: rig.engine.stats(),
            responses: r.trace.len(),
            checked_reads: r.checked_reads,
            end,
        },
        r.trace.clone(),
    ))
}

/// Runs `script` on two rigs from `build` and checks the contract (see the module doc).
pub fn check_contract(
    build: &dyn Fn(Vec<Op>) -> Result<Rig, SimError>,
    script: &[Op],
) -> Result<ContractReport, String> {
    let mut a = build(script.to_vec()).map_err(|e| e.to_string())?;
    let (ra, ta) = run_once(&mut a)?;
    let mut b = build(script.to_vec()).map_err(|e| e.to_string())?;
    let (rb, tb) = run_once(&mut b)?;
    if ra != rb || ta != tb {
        return Err("two identical runs differ".into());
    }
    Ok(ra)
}

fn core_clock(cfg: &TimingConfig) -> Result<Clock, SimError> {
    Clock::from_mhz(cfg.core_clock_mhz).map_err(|e| SimError::Wiring(e.to_string()))
}

/// The DRAM channels of `cfg` at `path_prefix.dram.channel[i]` (see [`crate::dram::add_channels`]).
pub fn add_dram(
    engine: &mut Engine<Msg>,
    path_prefix: &str,
    cfg: &TimingConfig,
) -> Result<(Vec<CompId>, Interleave), SimError> {
    crate::dram::add_channels(engine, &format!("{path_prefix}.dram"), &cfg.dram, 0)
}

/// The L2 banks of `cfg` in front of `lower` (see [`crate::cache::add_level`]).
pub fn add_l2(
    engine: &mut Engine<Msg>,
    path_prefix: &str,
    cfg: &TimingConfig,
    lower: &Interleave,
) -> Result<(Vec<CompId>, Interleave), SimError> {
    let clock = core_clock(cfg)?;
    let link = clock.cycles(Cycles(cfg.links.l2_dram_cycles));
    let (ids, route, _side) = crate::cache::add_level(
        engine,
        &format!("{path_prefix}.l2"),
        &cfg.l2,
        clock,
        lower,
        link,
    )?;
    Ok((ids, route))
}

fn dram_backing(cfg: &TimingConfig, chans: Vec<CompId>) -> Option<Backing> {
    let (g, n, h) = (
        cfg.dram.interleave_bytes,
        u64::from(cfg.dram.channels),
        cfg.dram.channel_hash,
    );
    Some(Box::new(
        move |e: &Engine<Msg>, addr: u64, buf: &mut [u8]| {
            for (i, b) in buf.iter_mut().enumerate() {
                let a = addr + i as u64;
                let ch = chans[interleave_index(a, g, n, h) as usize];
                if let Some(c) = e.component::<DramChannel>(ch) {
                    let mut one = [0u8];
                    c.store().read(interleave_local(a, g, n), &mut one);
                    *b = one[0];
                }
            }
        },
    ))
}

fn cache_dirty(ids: Vec<CompId>) -> DirtyLines {
    Box::new(move |e: &Engine<Msg>| {
        ids.iter()
            .filter_map(|&i| e.component::<Cache>(i))
            .map(|c| c.dirty_lines())
            .sum()
    })
}

/// Requester -> DRAM channels.
pub fn rig_dram(cfg: &TimingConfig, script: Vec<Op>) -> Result<Rig, SimError> {
    let mut engine = Engine::new();
    let (chans, route) = add_dram(&mut engine, "gpu[0]", cfg)?;
    let clock = core_clock(cfg)?;
    let requester = Requester::add_to(
        &mut engine,
        "tester",
        clock,
        route,
        clock.period(),
        script,
        64,
    )?;
    Ok(Rig {
        engine,
        requester,
        backing: dram_backing(cfg, chans),
        dirty: Box::new(|_| 0),
    })
}

/// Requester -> L2 banks -> DRAM channels.
pub fn rig_l2(cfg: &TimingConfig, script: Vec<Op>) -> Result<Rig, SimError> {
    let mut engine = Engine::new();
    let (chans, dram) = add_dram(&mut engine, "gpu[0]", cfg)?;
    let (banks, l2) = add_l2(&mut engine, "gpu[0]", cfg, &dram)?;
    let clock = core_clock(cfg)?;
    let requester =
        Requester::add_to(&mut engine, "tester", clock, l2, clock.period(), script, 64)?;
    Ok(Rig {
        engine,
        requester,
        backing: dram_backing(cfg, chans),
        dirty: cache_dirty(banks),
    })
}

/// Requester -> one L1V -> L2 banks -> DRAM channels. A flush sent to the L1V only drains its
/// write-throughs (it holds nothing dirty), so this rig checks data through reads and the dirty
/// check covers the L1V; the backing-store check is left to [`rig_l2`].
pub fn rig_l1v(cfg: &TimingConfig, script: Vec<Op>) -> Result<Rig, SimError> {
    let mut engine = Engine::new();
    let (_chans, dram) = add_dram(&mut engine, "gpu[0]", cfg)?;
    let (_banks, l2) = add_l2(&mut engine, "gpu[0]", cfg, &dram)?;
    let clock = core_clock(cfg)?;
    let (l1, ports) = Cache::add_to(
        &mut engine,
        "gpu[0].cu[0].l1v",
        &cfg.l1v,
        clock,
        0,
        l2,
        clock.cycles(Cycles(cfg.links.l1_l2_cycles)),
    )?;
    let top = Interleave {
        targets: vec![ports.top],
        granule_bytes: u64::from(cfg.l1v.line_bytes),
        hash: false,
    };
    let requester = Requester::add_to(
        &mut engine,
        "tester",
        clock,
        top,
        clock.cycles(Cycles(cfg.links.cu_l1_cycles)),
        script,
        64,
    )?;
    Ok(Rig {
        engine,
        requester,
        backing: None,
        dirty: cache_dirty(vec![l1]),
    })
}

/// Requester -> one cache level of `cfg.l1v` geometry -> an ideal memory (for cache-only tests).
pub fn rig_cache_over_ideal(
    cache: &crate::config::CacheConfig,
    mem_latency: Cycles,
    script: Vec<Op>,
) -> Result<Rig, SimError> {
    let mut engine = Engine::new();
    let clock = Clock::from_mhz(1000).map_err(|e| SimError::Wiring(e.to_string()))?;
    let (mem, mem_top) = IdealMemory::add_to(&mut engine, "mem", clock, mem_latency, 1, 64)?;
    let lower = Interleave {
        targets: vec![mem_top],
        granule_bytes: 64,
        hash: false,
    };
    let (c, ports) = Cache::add_to(&mut engine, "cache", cache, clock, 0, lower, clock.period())?;
    let top = Interleave {
        targets: vec![ports.top],
        granule_bytes: 64,
        hash: false,
    };
    let requester = Requester::add_to(
        &mut engine,
        "tester",
        clock,
        top,
        clock.period(),
        script,
        64,
    )?;
    Ok(Rig {
        engine,
        requester,
        backing: Some(Box::new(move |e: &Engine<Msg>, addr, buf| {
            if let Some(m) = e.component::<IdealMemory>(mem) {
                m.store().read(addr, buf);
            }
        })),
        dirty: cache_dirty(vec![c]),
    })
}

/// `n_cus` compute-unit slots, each a requester with its own L1V, sharing the L2 banks and DRAM
/// channels of `cfg`: the memory side of one GPU with real contention. Requester `i` plays
/// `scripts[i]`.
pub fn rig_shared_l2(
    cfg: &TimingConfig,
    scripts: Vec<Vec<Op>>,
) -> Result<(Engine<Msg>, Vec<CompId>), SimError> {
    let mut engine = Engine::new();
    let (_chans, dram) = add_dram(&mut engine, "gpu[0]", cfg)?;
    let (_banks, l2) = add_l2(&mut engine, "gpu[0]", cfg, &dram)?;
    let clock = core_clock(cfg)?;
    let mut requesters = Vec::new();
    for (i, script) in scripts.into_iter().enumerate() {
        let (_, ports) = Cache::add_to(
            &mut engine,
            &format!("gpu[0].cu[{i}].l1v"),
            &cfg.l1v,
            clock,
            0,
            l2.clone(),
            clock.cycles(Cycles(cfg.links.l1_l2_cycles)),
        )?;
        let top = Interleave {
            targets: vec![ports.top],
            granule_bytes: u64::from(cfg.l1v.line_bytes),
            hash: false,
        };
        requesters.push(Requester::add_to(
            &mut engine,
            &format!("gpu[0].cu[{i}].tester"),
            clock,
            top,
            clock.cycles(Cycles(cfg.links.cu_l1_cycles)),
            script,
            64,
        )?);
    }
    Ok((engine, requesters))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_shared(cfg: &TimingConfig) -> (String, Ps, u64) {
        let scripts = (0..8u64)
            .map(|i| random_script(100 + i, 300, i << 20, 256 * 1024, 64))
            .collect();
        let (mut e, reqs) = rig_shared_l2(cfg, scripts).unwrap();
        let end = e.run().unwrap();
        let mut checked = 0;
        for r in reqs {
            let r = e.component::<Requester>(r).unwrap();
            assert!(r.done() && r.violations.is_empty(), "{:?}", r.violations);
            checked += r.checked_reads;
        }
        (e.stats().to_text(), end, checked)
    }

    #[test]
    fn eight_cus_sharing_l2_and_dram_are_deterministic() {
        let cfg = TimingConfig::r9_nano();
        let (a, end_a, checked) = run_shared(&cfg);
        let (b, end_b, _) = run_shared(&cfg);
        assert_eq!(end_a, end_b);
        assert!(a == b, "two identical runs gave different statistics");
        assert!(checked > 1000, "{checked}");
        // Hierarchical names with documented units.
        assert!(a.contains("gpu[0].l2.bank[3].read_misses "), "{a}");
        assert!(a.contains("gpu[0].dram.channel[7].row_hits "));
        assert!(a.contains("gpu[0].cu[5].l1v.write_misses "));
        assert!(a.lines().all(|l| l.contains(" # ")));
    }

    #[test]
    fn scripts_parse_and_reject_garbage() {
        assert_eq!(
            parse_script("r 0x40 4; w 8 4 0x10\nflush;inv; wait").unwrap(),
            vec![
                Op::Read {
                    addr: 0x40,
                    bytes: 4
                },
                Op::Write {
                    addr: 8,
                    bytes: 4,
                    seed: 16
                },
                Op::Flush,
                Op::Invalidate(None),
                Op::Wait
            ]
        );
        assert_eq!(parse_script("r 0xzz 4"), Err("bad number \"0xzz\"".into()));
        assert_eq!(parse_script("x"), Err("bad operation \"x\"".into()));
    }

    /// The speed stress of `docs/timing.md` ("Speed"): 64 requesters with their own L1Vs,
    /// random 4-64 B traffic over 256 KiB each, sharing 16 L2 banks and 8 DRAM channels.
    /// Not in the suite: `cargo test --release -p gpu-sim --lib memory_side_speed_stress --
    /// --ignored --nocapture`.
    #[test]
    #[ignore]
    fn memory_side_speed_stress() {
        let cfg = TimingConfig::r9_nano();
        let scripts = (0..64u64)
            .map(|i| random_script(7 + i, 5000, i << 20, 256 * 1024, 64))
            .collect();
        let (mut e, reqs) = rig_shared_l2(&cfg, scripts).unwrap();
        let t = std::time::Instant::now();
        let end = e.run().unwrap();
        let secs = t.elapsed().as_secs_f64();
        let mut sent = 0;
        for r in reqs {
            let r = e.component::<Requester>(r).unwrap();
            assert!(r.done() && r.violations.is_empty(), "{:?}", r.violations);
            sent += r.sent;
        }
        let wakes = e.events_run();
        println!(
            "stress: {sent} requests, {wakes} wake-ups, simulated {} ns, {secs:.2} s: \
             {:.0} wake-ups/s, {:.0} requests/s",
            end.0 / 1000,
            wakes as f64 / secs,
            sent as f64 / secs
        );
    }
}
