//! The discrete-event engine of the timing model: components, ports, links and one event queue
//! in integer picoseconds.
//!
//! Model:
//! - A **component** owns all of its state and implements [`Component::wake`]. It never holds a
//!   reference to another component; everything that affects timing leaves through a port.
//! - A **port** belongs to one component and has a bounded incoming buffer (`capacity`
//!   messages). Messages in flight on a link already occupy a slot in the destination buffer,
//!   so a sender learns about back-pressure at send time (credit-based flow control).
//! - A **link** joins two ports with an explicit latency in picoseconds; [`Engine::connect`]
//!   makes it usable in both directions. A port may have links to many ports (an L2 bank's top
//!   port hears from every L1); messages name their destination port explicitly.
//! - **No busy ticking.** The engine wakes a component only when (a) a message becomes visible
//!   at one of its ports, (b) space frees in a buffer it failed to send into (waiters are woken
//!   oldest first, one per free slot), or (c) it asked to
//!   be woken at a time with [`Ctx::wake_at`]. A component with nothing to do asks for nothing
//!   and costs nothing.
//! - **Order.** Events are ordered by time, then by the order in which they were scheduled: two
//!   wake-ups for the same time run in schedule order (pinned by `same_time_events_run_in_schedule_order`).
//!   A component has at most one pending wake-up per time stamp. Nothing reads the wall clock
//!   or a global; request ids come from a per-engine counter. Same inputs, same event order.
//! - **The edge.** What lies outside the engine (the bridge to the CPU side) talks to it in two
//!   ways only: [`Engine::inject`] puts a message into a port at a time no earlier than now (an
//!   incoming driver message, a host-memory response), and a component hands a message to the
//!   outside world with [`Ctx::emit`]; the owner of the engine takes those with
//!   [`Engine::take_emitted`] after a run, stamped with the time they were emitted. Nothing
//!   else reaches into a component from outside while the simulation runs.
//! - **Hooks** ([`Hook`]) observe wake-ups, sends and receives for statistics and tracing. With
//!   no hook installed the cost is one `Option` test per operation: no call, no allocation.
//!
//! Components are generic over the message type `M` (the GPU side uses `proto::Msg`).

use crate::stats::{StatsReport, Unit};
use crate::time::Ps;
use serde::{Deserialize, Serialize};
use std::any::Any;
use std::collections::VecDeque;

pub mod hash;
pub mod outbox;
pub mod queue;
pub mod slab;
#[cfg(test)]
mod tests;

pub use hash::FastMap;
pub use outbox::{drain_outbox, Outbox, OutboxKey};
pub use slab::IdSlab;

/// Index of a component in its engine.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
pub struct CompId(pub u32);

/// Index of a port in its engine.
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
pub struct PortId(pub u32);

/// A request id, unique within one engine (taken from [`Ctx::next_req_id`]).
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
pub struct ReqId(pub u64);

/// An error that stops the simulation. Never a panic.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    /// A component met a condition it cannot model (a malformed request, an address outside
    /// its range). `path` is the component's instance path.
    #[error("{path}: {what}")]
    Component { path: String, what: String },
    /// The assembler reserved a component id but never installed the component.
    #[error("component {0:?} was reserved but never installed")]
    NotInstalled(CompId),
    /// A wiring mistake found while building.
    #[error("wiring: {0}")]
    Wiring(String),
}

impl SimError {
    /// A [`SimError::Component`] for the component at `path`.
    pub fn at(path: &str, what: impl Into<String>) -> SimError {
        SimError::Component {
            path: path.to_string(),
            what: what.into(),
        }
    }
}

/// Why [`Ctx::send`] did not send. The message comes back to the caller.
#[derive(Debug)]
pub enum SendError<M> {
    /// The destination buffer is full. The sender will be woken when a slot frees.
    Full(M),
    /// No link joins the two ports (a wiring bug).
    NoLink(M),
    /// The source port does not belong to the sending component (a wiring bug).
    NotOwner(M),
}

impl<M> SendError<M> {
    pub fn into_msg(self) -> M {
        match self {
            SendError::Full(m) | SendError::NoLink(m) | SendError::NotOwner(m) => m,
        }
    }
}

/// A simulated hardware block.
pub trait Component<M>: Any {
    /// Does all the work possible at `now` and asks, through `ctx`, for any future wake-up it
    /// needs. Called at the times described in the module doc; it may be called when nothing
    /// changed for it (for example a wake-up it asked for is now moot) and must then do nothing.
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, M>) -> Result<(), SimError>;

    /// Appends this component's counters under its instance path `path`.
    fn report_stats(&self, _path: &str, _out: &mut StatsReport) {}
}

/// Observes the engine; every method defaults to doing nothing.
pub trait Hook<M> {
    /// A component is about to be woken.
    fn on_wake(&mut self, _now: Ps, _comp: CompId) {}
    /// A message was accepted by a link; it becomes visible at `arrive`.
    fn on_send(&mut self, _now: Ps, _src: PortId, _dst: PortId, _arrive: Ps, _msg: &M) {}
    /// A component took a message out of its port `port`.
    fn on_recv(&mut self, _now: Ps, _port: PortId, _msg: &M) {}
}

struct Port<M> {
    owner: CompId,
    capacity: usize,
    /// Messages in flight or waiting, sorted by (arrival time, send sequence).
    queue: VecDeque<(Ps, u64, M)>,
    /// Components that failed to send here and wait for a free slot, in arrival order.
    waiters: Vec<CompId>,
}

impl<M> Port<M> {
    /// Puts `msg` (visible at `arrive`, send sequence `seq`) in the buffer, kept sorted by
    /// arrival (usually it goes last); returns the port's owner, to be woken then.
    #[inline]
    fn insert_sorted(&mut self, arrive: Ps, seq: u64, msg: M) -> CompId {
        let pos = self
            .queue
            .iter()
            .rposition(|(t, _, _)| *t <= arrive)
            .map_or(0, |i| i + 1);
        self.queue.insert(pos, (arrive, seq, msg));
        self.owner
    }
}

/// Everything the engine owns except the components and the hook.
struct Core<M> {
    now: Ps,
    names: Vec<String>,
    ports: Vec<Port<M>>,
    /// Link latency by (source port, destination port) packed into one word.
    links: FastMap<u64, Ps>,
    /// Pending wake-ups: (time, schedule sequence, component), taken in that order.
    events: queue::EventQueue,
    /// Pending wake-up times per component (dedup: one event per component per time). A
    /// component rarely has more than a few, so a short unsorted list beats a tree.
    pending: Vec<Vec<u64>>,
    sched_seq: u64,
    send_seq: u64,
    next_req: u64,
    events_run: u64,
    /// Messages components handed to the outside world: (time, message), in emit order.
    emitted: Vec<(Ps, M)>,
}

impl<M> Core<M> {
    fn schedule(&mut self, comp: CompId, t: Ps) {
        let Some(set) = self.pending.get_mut(comp.0 as usize) else {
            return;
        };
        if !set.contains(&t.0) {
            set.push(t.0);
            self.events.push((t.0, self.sched_seq, comp.0));
            self.sched_seq += 1;
        }
    }
}

fn link_key(src: PortId, dst: PortId) -> u64 {
    (u64::from(src.0) << 32) | u64::from(dst.0)
}

/// What a component sees while it is awake: its ports, the clock, wake-ups and ids.
pub struct Ctx<'a, M> {
    now: Ps,
    me: CompId,
    core: &'a mut Core<M>,
    hook: Option<&'a mut dyn Hook<M>>,
}

impl<M> Ctx<'_, M> {
    /// The current simulated time.
    pub fn now(&self) -> Ps {
        self.now
    }

    /// The id of the component that is awake.
    pub fn me(&self) -> CompId {
        self.me
    }

    /// Sends `msg` from the caller's port `src` to port `dst`. It becomes visible there after
    /// the link's latency. Fails without sending when the destination buffer is full (the
    /// caller is then woken when a slot frees), or on a wiring bug.
    pub fn send(&mut self, src: PortId, dst: PortId, msg: M) -> Result<(), SendError<M>> {
        match self.core.ports.get(src.0 as usize) {
            Some(p) if p.owner == self.me => {}
            _ => return Err(SendError::NotOwner(msg)),
        }
        let Some(&latency) = self.core.links.get(&link_key(src, dst)) else {
            return Err(SendError::NoLink(msg));
        };
        let me = self.me;
        let Some(port) = self.core.ports.get_mut(dst.0 as usize) else {
            return Err(SendError::NoLink(msg));
        };
        if port.queue.len() >= port.capacity {
            if !port.waiters.contains(&me) {
                port.waiters.push(me);
            }
            return Err(SendError::Full(msg));
        }
        let arrive = self.now + latency;
        let seq = self.core.send_seq;
        self.core.send_seq += 1;
        if let Some(h) = self.hook.as_deref_mut() {
            h.on_send(self.now, src, dst, arrive, &msg);
        }
        let owner = port.insert_sorted(arrive, seq, msg);
        self.core.schedule(owner, arrive);
        Ok(())
    }

    /// Whether `dst` has a free slot. When it has none, the caller is registered to be woken
    /// when one frees, exactly as after a failed [`Ctx::send`].
    pub fn can_send(&mut self, dst: PortId) -> bool {
        let me = self.me;
        match self.core.ports.get_mut(dst.0 as usize) {
            Some(p) if p.queue.len() < p.capacity => true,
            Some(p) => {
                if !p.waiters.contains(&me) {
                    p.waiters.push(me);
                }
                false
            }
            None => false,
        }
    }

    /// The oldest message that has arrived at the caller's port `port`, without taking it.
    pub fn peek(&self, port: PortId) -> Option<&M> {
        let p = self.core.ports.get(port.0 as usize)?;
        if p.owner != self.me {
            return None;
        }
        match p.queue.front() {
            Some((t, _, m)) if *t <= self.now => Some(m),
            _ => None,
        }
    }

    /// Takes the oldest arrived message from the caller's port `port`. Freeing the slot wakes
    /// components that were waiting for space in this buffer, at the current time, oldest first:
    /// as many as there are free slots, or all of them when the buffer is now empty. (Waking
    /// every waiter on every freed slot made 64 L1s contending for one L2 bank cost O(64) wake-ups
    /// per request.)
    pub fn recv(&mut self, port: PortId) -> Option<M> {
        let now = self.now;
        let p = self.core.ports.get_mut(port.0 as usize)?;
        if p.owner != self.me {
            return None;
        }
        match p.queue.front() {
            Some((t, _, _)) if *t <= now => {}
            _ => return None,
        }
        let (_, _, msg) = p.queue.pop_front()?;
        // Wake as many waiters as there are free slots, oldest first; when the buffer is empty
        // (no later receive is certain to come) wake them all, so no waiter is left behind.
        let n_wake = if p.queue.is_empty() {
            p.waiters.len()
        } else {
            (p.capacity - p.queue.len()).min(p.waiters.len())
        };
        if n_wake > 0 {
            let woken: Vec<CompId> = p.waiters.drain(..n_wake).collect();
            for w in woken {
                self.core.schedule(w, now);
            }
        }
        if let Some(h) = self.hook.as_deref_mut() {
            h.on_recv(now, port, &msg);
        }
        Some(msg)
    }

    /// Number of messages in flight to or waiting at the caller's port `port`.
    pub fn occupancy(&self, port: PortId) -> usize {
        self.core
            .ports
            .get(port.0 as usize)
            .map_or(0, |p| p.queue.len())
    }

    /// Asks to be woken at `t` (clamped to now). Duplicate requests for one time merge.
    pub fn wake_at(&mut self, t: Ps) {
        let t = t.max(self.now);
        self.core.schedule(self.me, t);
    }

    /// Hands `msg` to the outside world at the current time (see the module doc: the edge).
    pub fn emit(&mut self, msg: M) {
        self.core.emitted.push((self.now, msg));
    }

    /// A fresh request id, unique within this engine.
    pub fn next_req_id(&mut self) -> ReqId {
        self.core.next_req += 1;
        ReqId(self.core.next_req)
    }
}

/// The engine: components, ports, links, the event queue and simulated time.
pub struct Engine<M> {
    core: Core<M>,
    comps: Vec<Option<Box<dyn Component<M>>>>,
    hook: Option<Box<dyn Hook<M>>>,
}

impl<M: 'static> Default for Engine<M> {
    fn default() -> Self {
        Engine::new()
    }
}

impl<M: 'static> Engine<M> {
    pub fn new() -> Engine<M> {
        Engine {
            core: Core {
                now: Ps::ZERO,
                names: Vec::new(),
                ports: Vec::new(),
                links: FastMap::default(),
                events: queue::EventQueue::new(),
                pending: Vec::new(),
                sched_seq: 0,
                send_seq: 0,
                next_req: 0,
                events_run: 0,
                emitted: Vec::new(),
            },
            comps: Vec::new(),
            hook: None,
        }
    }

    /// Reserves a component id with instance path `path` (e.g. `gpu[0].l2.bank[3]`). Ports can
    /// be added to it before the component itself is built and [`Engine::install`]ed.
    pub fn add_component(&mut self, path: impl Into<String>) -> CompId {
        let id = CompId(self.comps.len() as u32);
        self.comps.push(None);
        self.core.names.push(path.into());
        self.core.pending.push(Vec::new());
        id
    }

    /// Adds a port owned by `owner` whose incoming buffer holds `capacity` messages (at least 1).
    pub fn add_port(&mut self, owner: CompId, capacity: usize) -> PortId {
        let id = PortId(self.core.ports.len() as u32);
        self.core.ports.push(Port {
            owner,
            capacity: capacity.max(1),
            queue: VecDeque::new(),
            waiters: Vec::new(),
        });
        id
    }

    /// Joins ports `a` and `b` in both directions with `latency`.
    pub fn connect(&mut self, a: PortId, b: PortId, latency: Ps) -> Result<(), SimError> {
        let n = self.core.ports.len() as u32;
        if a.0 >= n || b.0 >= n || a == b {
            return Err(SimError::Wiring(format!("cannot link {a:?} and {b:?}")));
        }
        self.core.links.insert(link_key(a, b), latency);
        self.core.links.insert(link_key(b, a), latency);
        Ok(())
    }

    /// Installs the component for a reserved id.
    pub fn install(&mut self, id: CompId, comp: Box<dyn Component<M>>) -> Result<(), SimError> {
        match self.comps.get_mut(id.0 as usize) {
            Some(slot) => {
                *slot = Some(comp);
                Ok(())
            }
            None => Err(SimError::Wiring(format!("no reserved component {id:?}"))),
        }
    }

    /// Installs an observer (replacing any previous one).
    pub fn set_hook(&mut self, hook: Box<dyn Hook<M>>) {
        self.hook = Some(hook);
    }

    /// Removes the observer, if any, and hands it back.
    pub fn take_hook(&mut self) -> Option<Box<dyn Hook<M>>> {
        self.hook.take()
    }

    /// Wakes `comp` at `t` (clamped to now): how the outside world starts a component.
    pub fn wake_at(&mut self, comp: CompId, t: Ps) {
        let t = t.max(self.core.now);
        self.core.schedule(comp, t);
    }

    /// Puts `msg` into port `dst` from outside the engine, visible at `at` (clamped to now), and
    /// schedules the port's owner then. The port's capacity is not enforced: what comes from
    /// outside cannot be pushed back (the bridge's rings bound it).
    pub fn inject(&mut self, dst: PortId, at: Ps, msg: M) -> Result<(), SimError> {
        let at = at.max(self.core.now);
        let seq = self.core.send_seq;
        let Some(port) = self.core.ports.get_mut(dst.0 as usize) else {
            return Err(SimError::Wiring(format!(
                "inject into unknown port {dst:?}"
            )));
        };
        self.core.send_seq += 1;
        let owner = port.insert_sorted(at, seq, msg);
        self.core.schedule(owner, at);
        Ok(())
    }

    /// Takes every message components emitted since the last call, in emit order, each with
    /// the time it was emitted.
    pub fn take_emitted(&mut self) -> Vec<(Ps, M)> {
        std::mem::take(&mut self.core.emitted)
    }

    /// The current simulated time (the time of the last event run).
    pub fn now(&self) -> Ps {
        self.core.now
    }

    /// Number of component wake-ups run so far.
    pub fn events_run(&self) -> u64 {
        self.core.events_run
    }

    /// The instance path of `id`.
    pub fn path(&self, id: CompId) -> &str {
        self.core
            .names
            .get(id.0 as usize)
            .map_or("?", |s| s.as_str())
    }

    /// Number of components (component ids run from 0 to this, exclusive).
    pub fn n_components(&self) -> usize {
        self.comps.len()
    }

    /// Number of ports (port ids run from 0 to this, exclusive).
    pub fn n_ports(&self) -> usize {
        self.core.ports.len()
    }

    /// The component that owns port `port` (observers map ports to components with it).
    pub fn port_owner(&self, port: PortId) -> Option<CompId> {
        self.core.ports.get(port.0 as usize).map(|p| p.owner)
    }

    /// The time of the next pending event, if any.
    pub fn next_event_time(&self) -> Option<Ps> {
        self.core.events.next_time().map(Ps)
    }

    /// Runs events until none is left or the next one is later than `limit`. Returns the time
    /// of the last event run.
    pub fn run_until(&mut self, limit: Ps) -> Result<Ps, SimError> {
        while let Some((t, _, c)) = self.core.events.peek() {
            if t > limit.0 {
                break;
            }
            self.core.events.pop();
            if let Some(set) = self.core.pending.get_mut(c as usize) {
                if let Some(i) = set.iter().position(|&x| x == t) {
                    set.swap_remove(i);
                }
            }
            let now = Ps(t);
            self.core.now = now;
            let id = CompId(c);
            let Some(mut comp) = self.comps.get_mut(c as usize).and_then(Option::take) else {
                return Err(SimError::NotInstalled(id));
            };
            if let Some(h) = self.hook.as_deref_mut() {
                h.on_wake(now, id);
            }
            let mut ctx = Ctx {
                now,
                me: id,
                core: &mut self.core,
                hook: self.hook.as_deref_mut().map(|h| h as &mut dyn Hook<M>),
            };
            let r = comp.wake(now, &mut ctx);
            self.comps[c as usize] = Some(comp);
            self.core.events_run += 1;
            r?;
        }
        Ok(self.core.now)
    }

    /// Runs until no event is left.
    pub fn run(&mut self) -> Result<Ps, SimError> {
        self.run_until(Ps::MAX)
    }

    /// The installed component `id` as its concrete type.
    pub fn component<T: Component<M>>(&self, id: CompId) -> Option<&T> {
        let c: &dyn Component<M> = self.comps.get(id.0 as usize)?.as_deref()?;
        (c as &dyn Any).downcast_ref::<T>()
    }

    /// The installed component `id` as its concrete type, mutably (for setup, e.g. seeding a
    /// page table or a backing store before the run).
    pub fn component_mut<T: Component<M>>(&mut self, id: CompId) -> Option<&mut T> {
        let c: &mut dyn Component<M> = self.comps.get_mut(id.0 as usize)?.as_deref_mut()?;
        (c as &mut dyn Any).downcast_mut::<T>()
    }

    /// The counters of the components whose path starts with `prefix`, in component order
    /// (a read-only look between time steps: the per-kernel statistics at kernel edges);
    /// into `out`, a named or a values-only report.
    pub fn stats_under(&self, prefix: &str, out: &mut StatsReport) {
        for (i, c) in self.comps.iter().enumerate() {
            if let Some(c) = c {
                if self.core.names[i].starts_with(prefix) {
                    c.report_stats(&self.core.names[i], out);
                }
            }
        }
    }

    /// Every component's counters, in component order, plus the engine's own.
    pub fn stats(&self) -> StatsReport {
        let mut out = StatsReport::new();
        out.add(
            "engine.events".into(),
            self.core.events_run,
            Unit::Count,
            "Component wake-ups run.",
        );
        out.add(
            "engine.now".into(),
            self.core.now.0,
            Unit::Ps,
            "Simulated time of the last event.",
        );
        for (i, c) in self.comps.iter().enumerate() {
            if let Some(c) = c {
                c.report_stats(&self.core.names[i], &mut out);
            }
        }
        out
    }
}
