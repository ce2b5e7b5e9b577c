//! An in-process CPU side for tests of the APU memory path: [`FakeHostPort`] serves the wire
//! requests a GPU engine's memory-controller clients emit (`CtlMsg::HostMemReq`) with fixed
//! latencies, a bandwidth per controller, optional background traffic and a byte store, and
//! [`drive`] runs an engine against it in the same conservative lock-step the GPU process
//! keeps with the bridge: no event at time `t` runs before every response stamped `<= t` has
//! been injected, and every request is served at the time it was emitted.

use std::collections::{BTreeMap, HashMap};

use bridge::wire::{MemMsg as WireMsg, MEM_READ, MEM_WRITE, MEM_WRITE_ACK};

use super::{HostMemRequest, HostMemResponse, WIRE_LINE};
use crate::engine::{Engine, PortId, SimError};
use crate::proto::{CtlMsg, Msg};
use crate::time::Ps;

/// The bridge message for a request: its type (`MEM_READ` or `MEM_WRITE`) and slot.
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

/// The response a bridge memory message (`ty`, from controller `mc`) carries.
pub fn from_wire(mc: u32, ty: u8, msg: &WireMsg) -> HostMemResponse {
    HostMemResponse {
        time_ps: msg.time_ps,
        mc,
        tag: msg.req_id,
        write: ty == MEM_WRITE_ACK,
        data: msg.data,
    }
}

/// Runs `engine` until nothing is left to do or the next event is past `limit_ps`, serving
/// the host-memory requests it emits with `host`. `rsp_port(tag)` names the port a response
/// with wire tag `tag` is injected into (each GPU's client puts its GPU index in the tag's
/// high bits). Other emitted messages are returned, in emit order.
pub fn drive(
    engine: &mut Engine<Msg>,
    host: &mut FakeHostPort,
    rsp_port: &dyn Fn(u64) -> PortId,
    limit_ps: u64,
) -> Result<Vec<(Ps, Msg)>, SimError> {
    let mut others = Vec::new();
    loop {
        let next = engine.next_event_time().map(|t| t.0);
        let Some(t) = next.into_iter().chain(host.next_due()).min() else {
            break;
        };
        if t > limit_ps {
            break;
        }
        for r in host.take_due(t) {
            let at = Ps(r.time_ps);
            engine.inject(rsp_port(r.tag), at, Msg::ctl(CtlMsg::HostMemRsp(r)))?;
        }
        engine.run_until(Ps(t))?;
        for (at, m) in engine.take_emitted() {
            match m {
                Msg::Ctl(c) => match *c {
                    CtlMsg::HostMemReq(r) => host.serve(r),
                    other => others.push((at, Msg::ctl(other))),
                },
                other => others.push((at, other)),
            }
        }
    }
    Ok(others)
}

/// An in-process CPU side for tests: each controller serves one request at a time
/// (`service_ps` per 64-byte line) behind a fixed access latency, with fixed link latencies
/// each way, an optional background stream occupying every controller (one line every
/// `background_period_ps`), and a byte store for host memory.
pub struct FakeHostPort {
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

    /// Serves one request (made at its `send_ps`).
    pub fn serve(&mut self, r: HostMemRequest) {
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

    /// When the next response is due.
    pub fn next_due(&self) -> Option<u64> {
        self.due.keys().next().map(|k| k.0)
    }

    /// Every response due at or before `t`, in delivery order.
    pub fn take_due(&mut self, t: u64) -> Vec<HostMemResponse> {
        let mut out = Vec::new();
        while let Some(e) = self.due.first_entry() {
            if e.key().0 > t {
                break;
            }
            out.push(e.remove());
        }
        out
    }
}
