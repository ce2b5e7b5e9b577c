//! How a GPU engine with an [`McClient`] exchanges host-memory traffic with the CPU side in
//! exact conservative lock-step.
//!
//! [`HostMemPort`] is the CPU side as the engine's driver sees it: a clock (`now_ps`) and one
//! operation, [`HostMemPort::exchange`]: send the requests made at the port's present time,
//! then advance toward a target time, stopping early at the first time responses are due.
//! [`pump_step`] is one step of the loop that drives an engine with it:
//!
//! 1. take the client's outbox (requests made at the present time) and the engine's next event
//!    time (capped by a limit);
//! 2. `exchange` them: the port moves to the next event time, or to an earlier time at which
//!    responses are due;
//! 3. hand those responses to the client and wake it at that time;
//! 4. run the engine's events up to that time.
//!
//! The engine therefore never runs an event at time `t` before every response stamped `<= t`
//! is in the client's hands, and every request leaves at exactly the simulated time it was made:
//! the port's clock and the engine's clock move together. Responses due at `t` are taken
//! before the engine's own events at `t` (the bridge's delivery rule).
//!
//! Implementations: [`BridgeHostPort`] (the bridge [`Endpoint`] of the GPU process, quantum or
//! per-cycle lock-step; driver messages that arrive while a kernel runs are kept for the
//! process loop) and [`FakeHostPort`] (an in-process CPU side with fixed latencies, a bandwidth
//! per controller, optional background traffic and a byte store; for tests).

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::rc::Rc;

use bridge::wire::{MemMsg as WireMsg, MEM_READ, MEM_READ_RESP, MEM_WRITE, MEM_WRITE_ACK};
use bridge::{DriverMessage, Endpoint, Incoming, Progress};

use super::{HostMemRequest, HostMemResponse, McClient, WIRE_LINE};
use crate::engine::{CompId, Engine, SimError};
use crate::proto::Msg;
use crate::time::Ps;

/// Why an exchange with the CPU side failed.
#[derive(Debug, thiserror::Error)]
pub enum PortError {
    /// The bridge failed (peer died, damaged slot, protocol violation).
    #[error("bridge: {0}")]
    Bridge(#[from] bridge::BridgeError),
    /// The CPU side ended the run while the GPU still waited for host memory.
    #[error("the CPU side terminated while {0} host-memory requests were in flight")]
    Terminated(usize),
    /// A request would leave at a time the port has already passed.
    #[error("host-memory request made at {send_ps} ps but the bridge is already at {now_ps} ps (the engine fell behind the lock-step clock)")]
    Behind { send_ps: u64, now_ps: u64 },
    /// The engine side of the pump is inconsistent.
    #[error(transparent)]
    Sim(#[from] SimError),
}

/// What an exchange reached.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Exchange {
    /// The port's time after the exchange.
    pub now_ps: u64,
    /// Responses due at `now_ps`, in delivery order.
    pub responses: Vec<HostMemResponse>,
}

/// The CPU side's memory controllers as a GPU engine's driver sees them (see the module doc).
pub trait HostMemPort {
    /// The port's simulated time in ps.
    fn now_ps(&self) -> u64;
    /// Memory controllers (queue pairs).
    fn n_mc(&self) -> u32;
    /// Sends `reqs` (each made at `now_ps()`: the CPU side sees it at `send_ps + latency`),
    /// then advances toward `target_ps`; stops at the first time `<= target_ps` at which
    /// responses are due and returns them all, or at `target_ps` with none. A port in per-cycle
    /// lock-step may stop at a granted tick instead; `now_ps` says where it is.
    fn exchange(
        &mut self,
        reqs: Vec<HostMemRequest>,
        target_ps: u64,
    ) -> Result<Exchange, PortError>;
}

/// One pumping step (see the module doc): returns the time reached. `limit_ps` caps how far
/// the port may move when the engine has nothing earlier to do (a hang guard's deadline).
pub fn pump_step(
    engine: &mut Engine<Msg>,
    client: CompId,
    port: &mut dyn HostMemPort,
    limit_ps: u64,
) -> Result<u64, PortError> {
    let reqs = client_mut(engine, client)?.take_outbox();
    let target = engine
        .next_event_time()
        .map_or(limit_ps, |t| t.0.min(limit_ps));
    let ex = port.exchange(reqs, target)?;
    if !ex.responses.is_empty() {
        client_mut(engine, client)?.deliver(ex.responses);
        engine.wake_at(client, Ps(ex.now_ps));
    }
    engine.run_until(Ps(ex.now_ps))?;
    Ok(ex.now_ps)
}

fn client_mut(engine: &mut Engine<Msg>, id: CompId) -> Result<&mut McClient, SimError> {
    engine
        .component_mut::<McClient>(id)
        .ok_or_else(|| SimError::Wiring(format!("component {id:?} is not an McClient")))
}

// ---------------------------------------------------------------- bridge-backed port

/// Driver messages that arrived while a kernel ran; the GPU process handles them afterwards.
pub type DeferredDriver = Rc<RefCell<VecDeque<DriverMessage>>>;

/// The GPU process's bridge endpoint as a [`HostMemPort`]. The endpoint is shared with the
/// process loop (which owns it between kernels); driver messages the exchange receives are
/// kept in `deferred` in arrival order.
pub struct BridgeHostPort {
    ep: Rc<RefCell<Endpoint>>,
    deferred: DeferredDriver,
    in_flight: usize,
    /// Wire requests sent and responses received (for stats and checks).
    pub sent: u64,
    pub received: u64,
}

impl BridgeHostPort {
    pub fn new(ep: Rc<RefCell<Endpoint>>, deferred: DeferredDriver) -> BridgeHostPort {
        BridgeHostPort {
            ep,
            deferred,
            in_flight: 0,
            sent: 0,
            received: 0,
        }
    }
}

/// A wire message for a request.
pub fn to_wire(r: &HostMemRequest) -> (u8, WireMsg) {
    let m = WireMsg {
        addr: r.addr,
        req_id: r.tag,
        byte_mask: r.mask,
        size: r.size,
        data: r.data,
        ..WireMsg::default()
    };
    (if r.write { MEM_WRITE } else { MEM_READ }, m)
}

impl HostMemPort for BridgeHostPort {
    fn now_ps(&self) -> u64 {
        self.ep.borrow().now()
    }

    fn n_mc(&self) -> u32 {
        self.ep.borrow().n_mc()
    }

    fn exchange(
        &mut self,
        reqs: Vec<HostMemRequest>,
        target_ps: u64,
    ) -> Result<Exchange, PortError> {
        let mut ep = self.ep.borrow_mut();
        for r in &reqs {
            if r.send_ps < ep.now() {
                return Err(PortError::Behind {
                    send_ps: r.send_ps,
                    now_ps: ep.now(),
                });
            }
            if r.send_ps > ep.now() {
                // Not produced by pump_step; move the clock there first (nothing is due
                // before it or the engine would not have run to it).
                if let Progress::Due(t) = ep.advance(r.send_ps)? {
                    return Err(PortError::Behind {
                        send_ps: r.send_ps,
                        now_ps: t,
                    });
                }
            }
            let (ty, m) = to_wire(r);
            ep.send_mem(r.mc, ty, &m)?;
            self.sent += 1;
            self.in_flight += 1;
        }
        loop {
            let progress = ep.advance(target_ps)?;
            match progress {
                Progress::Due(t) => {
                    let mut responses = Vec::new();
                    while let Some(m) = ep.recv() {
                        match m {
                            Incoming::Mem { mc, ty, msg } => {
                                self.received += 1;
                                self.in_flight = self.in_flight.saturating_sub(1);
                                responses.push(HostMemResponse {
                                    time_ps: msg.time_ps,
                                    mc,
                                    tag: msg.req_id,
                                    write: ty == MEM_WRITE_ACK,
                                    data: msg.data,
                                });
                                debug_assert!(ty == MEM_READ_RESP || ty == MEM_WRITE_ACK);
                            }
                            Incoming::Driver(d) => self.deferred.borrow_mut().push_back(d),
                        }
                    }
                    if responses.is_empty() {
                        // Only driver messages were due: keep going toward the target.
                        continue;
                    }
                    return Ok(Exchange {
                        now_ps: t,
                        responses,
                    });
                }
                Progress::Reached(t) | Progress::Tick(_, t) => {
                    return Ok(Exchange {
                        now_ps: t,
                        responses: Vec::new(),
                    })
                }
                Progress::Terminated => return Err(PortError::Terminated(self.in_flight)),
            }
        }
    }
}

// ---------------------------------------------------------------- in-process fake

/// An in-process CPU side for tests: each controller serves one request at a time
/// (`service_ps` per 64-byte line) behind a fixed access latency, with fixed link latencies
/// each way, an optional background stream occupying every controller (one line every
/// `background_period_ps`), and a byte store for host memory.
pub struct FakeHostPort {
    now: u64,
    n_mc: u32,
    pub g2c_ps: u64,
    pub c2g_ps: u64,
    pub access_ps: u64,
    pub service_ps: u64,
    /// Background traffic: one line per controller every this many ps (0: none).
    pub background_period_ps: u64,
    next_background: u64,
    busy_until: Vec<u64>,
    /// Host memory bytes by host offset.
    pub mem: HashMap<u64, u8>,
    /// (time, seq) -> response.
    due: BTreeMap<(u64, u64), HostMemResponse>,
    seq: u64,
    /// Every request as the CPU side saw it: (arrival time, request).
    pub log: Vec<(u64, HostMemRequest)>,
}

impl FakeHostPort {
    pub fn new(n_mc: u32, link_ps: u64, access_ps: u64, service_ps: u64) -> FakeHostPort {
        FakeHostPort {
            now: 0,
            n_mc: n_mc.max(1),
            g2c_ps: link_ps,
            c2g_ps: link_ps,
            access_ps,
            service_ps,
            background_period_ps: 0,
            next_background: 0,
            busy_until: vec![0; n_mc.max(1) as usize],
            mem: HashMap::new(),
            due: BTreeMap::new(),
            seq: 0,
            log: Vec::new(),
        }
    }

    /// Background traffic up to `t` (lazily: it only matters to requests arriving later).
    fn background_until(&mut self, t: u64) {
        if self.background_period_ps == 0 {
            return;
        }
        while self.next_background <= t {
            let b = self.next_background;
            for busy in self.busy_until.iter_mut() {
                *busy = (*busy).max(b) + self.service_ps;
            }
            self.next_background += self.background_period_ps;
        }
    }

    fn serve(&mut self, r: HostMemRequest) {
        let arrive = r.send_ps + self.g2c_ps;
        self.background_until(arrive);
        let mc = (r.mc as usize).min(self.busy_until.len() - 1);
        let start = self.busy_until[mc].max(arrive);
        self.busy_until[mc] = start + self.service_ps;
        let done = start + self.service_ps + self.access_ps;
        let line = r.addr & !(WIRE_LINE - 1);
        let mut data = [0u8; 64];
        if r.write {
            for (i, b) in r.data.iter().enumerate() {
                if r.mask >> i & 1 == 1 {
                    self.mem.insert(line + i as u64, *b);
                }
            }
        } else {
            for (i, b) in data.iter_mut().enumerate() {
                *b = self.mem.get(&(line + i as u64)).copied().unwrap_or(0);
            }
        }
        self.seq += 1;
        self.due.insert(
            (done + self.c2g_ps, self.seq),
            HostMemResponse {
                time_ps: done + self.c2g_ps,
                mc: r.mc,
                tag: r.tag,
                write: r.write,
                data,
            },
        );
        self.log.push((arrive, r));
    }
}

impl HostMemPort for FakeHostPort {
    fn now_ps(&self) -> u64 {
        self.now
    }

    fn n_mc(&self) -> u32 {
        self.n_mc
    }

    fn exchange(
        &mut self,
        reqs: Vec<HostMemRequest>,
        target_ps: u64,
    ) -> Result<Exchange, PortError> {
        for r in reqs {
            if r.send_ps < self.now {
                return Err(PortError::Behind {
                    send_ps: r.send_ps,
                    now_ps: self.now,
                });
            }
            self.serve(r);
        }
        match self.due.first_key_value() {
            Some((&(t, _), _)) if t <= target_ps => {
                self.now = self.now.max(t);
                let mut responses = Vec::new();
                while let Some(e) = self.due.first_entry() {
                    if e.key().0 != t {
                        break;
                    }
                    responses.push(e.remove());
                }
                Ok(Exchange {
                    now_ps: self.now,
                    responses,
                })
            }
            _ => {
                self.now = self.now.max(target_ps);
                Ok(Exchange {
                    now_ps: self.now,
                    responses: Vec::new(),
                })
            }
        }
    }
}
