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
//! - **Partitions** ([`Engine::partition`]). Once built, the components can be split into
//!   partitions (the GPU side: one per GPU plus one for the host side), each with its own event
//!   queue, ports and clock. A message to a port of another partition is not put into that port
//!   at send time: it waits in the sender's partition and is delivered when the current
//!   *window* ends. Every link between partitions has a latency of at least the *look-ahead*
//!   (the smallest such latency, found when partitioning), and a window runs every partition
//!   from the earliest pending event `t` to `t + look-ahead - 1`, so nothing sent in a window
//!   can arrive inside it (conservative synchronisation, no rollback). Deliveries are ordered
//!   by (arrival time, source partition, send order within it), so what each partition sees
//!   does not depend on which thread ran it or when: the partitions of a window may run on
//!   worker threads ([`Engine::set_threads`]) and the results are the same as on one thread.
//!   Ports reached across partitions do not push back (the sender cannot see the remote
//!   buffer); their owners bound what they accept themselves.
//!
//! Components are generic over the message type `M` (the GPU side uses `proto::Msg`).

use crate::stats::{StatsReport, Unit};
use crate::time::Ps;
use serde::{Deserialize, Serialize};
use std::any::Any;
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

pub mod hash;
pub mod outbox;
pub mod queue;
pub mod slab;
#[cfg(test)]
mod tests;
mod workers;

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
pub trait Component<M>: Any + Send {
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

/// Observes what one partition's components emit, at the end of every time step in which they
/// emitted something, with a read-only view of that partition's components. The GPU side takes
/// a GPU's counters at its kernel edges this way, exactly at the edge's time, while the other
/// partitions run on.
pub trait StepTap<M>: Send {
    /// `emitted`: what the partition's components emitted in the step at `now`, in emit order;
    /// the tap may rewrite the messages (attach what it read).
    fn after_step(&mut self, now: Ps, view: PartView<'_, M>, emitted: &mut [(Ps, M)]);
}

/// A read-only view of one partition's components (see [`StepTap`]).
pub struct PartView<'a, M> {
    names: &'a [String],
    comps: &'a [Option<Box<dyn Component<M>>>],
}

impl<M: 'static> PartView<'_, M> {
    /// The counters of the partition's components whose path starts with `prefix`, in
    /// component order.
    pub fn stats_under(&self, prefix: &str, out: &mut StatsReport) {
        for (i, c) in self.comps.iter().enumerate() {
            if let (Some(c), Some(name)) = (c, self.names.get(i)) {
                if name.starts_with(prefix) {
                    c.report_stats(name, out);
                }
            }
        }
    }
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
    fn new(owner: CompId, capacity: usize) -> Port<M> {
        Port {
            owner,
            capacity: capacity.max(1),
            queue: VecDeque::new(),
            waiters: Vec::new(),
        }
    }

    /// Puts `msg` (visible at `arrive`, send sequence `seq`) in the buffer, kept sorted by
    /// arrival (usually it goes last); returns the port's owner, to be woken then.
    #[inline]
    fn insert_sorted(&mut self, arrive: Ps, seq: u64, msg: M) -> CompId {
        if self.queue.back().is_none_or(|(t, _, _)| *t <= arrive) {
            self.queue.push_back((arrive, seq, msg));
            return self.owner;
        }
        let pos = self
            .queue
            .iter()
            .rposition(|(t, _, _)| *t <= arrive)
            .map_or(0, |i| i + 1);
        self.queue.insert(pos, (arrive, seq, msg));
        self.owner
    }
}

/// A message on its way to a port of another partition, held until the window ends.
struct Crossing<M> {
    arrive: Ps,
    dst: PortId,
    msg: M,
}

/// Everything a partition owns except its components, its tap and the hook.
struct Core<M> {
    /// This partition's index.
    part: u32,
    now: Ps,
    /// Every port of the engine; only those of this partition's components hold messages.
    ports: Vec<Port<M>>,
    /// The partition of every port (empty while the engine is one partition).
    port_part: Arc<[u32]>,
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
    /// Messages for other partitions, in send order, until the window ends.
    outgoing: Vec<Crossing<M>>,
    /// Messages from other partitions, handed over at the end of a window and put into their
    /// ports when this partition next runs (or is reached from outside), on whichever thread
    /// runs it: sorting and inserting them is the bulk of a hand-over, and done here it runs
    /// in parallel. Keyed (window, arrival, source partition, send order), the order the
    /// engine's owner once delivered them in, so the ports' sequence numbers do not change.
    inbox: Vec<Inbound<M>>,
    /// The earliest arrival in `inbox`.
    inbox_min: Option<Ps>,
}

/// A message from another partition waiting in a [`Core`]'s inbox.
struct Inbound<M> {
    key: (u64, Ps, u32, u32),
    c: Crossing<M>,
}

impl<M> Core<M> {
    /// Puts the inbox's messages into their ports, in key order, and schedules their owners.
    fn absorb(&mut self) {
        if self.inbox.is_empty() {
            return;
        }
        let mut inbox = std::mem::take(&mut self.inbox);
        inbox.sort_unstable_by_key(|m| m.key);
        for Inbound { c, .. } in inbox.drain(..) {
            let seq = self.send_seq;
            self.send_seq += 1;
            if let Some(port) = self.ports.get_mut(c.dst.0 as usize) {
                let owner = port.insert_sorted(c.arrive, seq, c.msg);
                self.schedule(owner, c.arrive);
            }
        }
        // The emptied list keeps its allocation for the next hand-over.
        self.inbox = inbox;
        self.inbox_min = None;
    }

    /// The time of this partition's next event, its inbox included.
    fn next_time(&self) -> Option<u64> {
        match (self.events.next_time(), self.inbox_min) {
            (Some(a), Some(b)) => Some(a.min(b.0)),
            (a, b) => a.or(b.map(|t| t.0)),
        }
    }

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

    /// Whether `port` belongs to another partition.
    #[inline]
    fn is_remote(&self, port: PortId) -> bool {
        self.port_part
            .get(port.0 as usize)
            .is_some_and(|&p| p != self.part)
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
        if self.core.is_remote(dst) {
            // Another partition's port: delivered when the window ends (see the module doc).
            let arrive = self.now + latency;
            if let Some(h) = self.hook.as_deref_mut() {
                h.on_send(self.now, src, dst, arrive, &msg);
            }
            self.core.outgoing.push(Crossing { arrive, dst, msg });
            return Ok(());
        }
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
        if self.core.is_remote(dst) {
            return true;
        }
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
            // Deliveries from other partitions and injections may hold more than the
            // capacity: then no slot is free.
            p.capacity
                .saturating_sub(p.queue.len())
                .min(p.waiters.len())
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

/// One partition: its components (indexed by global id; the others' slots are empty), its
/// core and its tap.
struct Part<M> {
    core: Core<M>,
    comps: Vec<Option<Box<dyn Component<M>>>>,
    tap: Option<Box<dyn StepTap<M>>>,
    /// Every component's path (for the tap's view; empty until partitioned).
    names: Arc<[String]>,
}

impl<M: 'static> Part<M> {
    /// A placeholder while a partition is out on a worker thread.
    fn empty() -> Part<M> {
        Part {
            core: new_core(u32::MAX),
            comps: Vec::new(),
            tap: None,
            names: Arc::from(Vec::new()),
        }
    }

    /// Runs this partition's events due at or before `limit`.
    fn run_until(&mut self, limit: Ps, mut hook: Option<&mut dyn Hook<M>>) -> Result<(), SimError> {
        self.core.absorb();
        let mut mark = self.core.emitted.len();
        let mut step: Option<u64> = None;
        while let Some((t, _, c)) = self.core.events.peek() {
            if t > limit.0 {
                break;
            }
            if step != Some(t) {
                if let Some(prev) = step {
                    self.tap_step(Ps(prev), &mut mark);
                }
                step = Some(t);
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
            if let Some(h) = hook.as_mut() {
                h.on_wake(now, id);
            }
            let mut ctx = Ctx {
                now,
                me: id,
                core: &mut self.core,
                hook: hook.as_mut().map(|h| &mut **h as &mut dyn Hook<M>),
            };
            let r = comp.wake(now, &mut ctx);
            self.comps[c as usize] = Some(comp);
            self.core.events_run += 1;
            r?;
        }
        if let Some(prev) = step {
            self.tap_step(Ps(prev), &mut mark);
        }
        Ok(())
    }

    /// Shows the tap what the step at `now` emitted (from `mark` on).
    fn tap_step(&mut self, now: Ps, mark: &mut usize) {
        let Part {
            core,
            comps,
            tap,
            names,
        } = self;
        if let Some(tap) = tap.as_deref_mut() {
            if core.emitted.len() > *mark {
                let view = PartView {
                    names,
                    comps: comps.as_slice(),
                };
                tap.after_step(now, view, &mut core.emitted[*mark..]);
            }
        }
        *mark = core.emitted.len();
    }
}

/// Where the wall-clock time of a partitioned run went (for `tandem bench parallel`; never
/// part of the statistics, which must not depend on the machine).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParallelProfile {
    /// Per partition, wall-clock time it worked in parallel windows (where the load is).
    pub partition_busy: Vec<Duration>,
    /// Windows run.
    pub windows: u64,
    /// Of those, windows in which partitions of more than one thread had work, so the worker
    /// threads ran (a window a horizon cuts counts once).
    pub parallel_windows: u64,
    /// Wall-clock time spent in parallel windows.
    pub parallel_wall: Duration,
    /// Wall-clock time the partitions of parallel windows spent working, summed.
    pub parallel_busy: Duration,
    /// Worker threads.
    pub threads: usize,
    /// Partitions (1 until [`Engine::partition`] splits the components).
    pub partitions: usize,
    /// Wall-clock time the engine's owner spent handing messages between partitions at the
    /// ends of windows (the serial part of a hand-over).
    pub handover: Duration,
    /// Wall-clock time spent in all windows (parallel or not).
    pub wall: Duration,
    /// Over parallel windows, the busiest thread's working time, summed: the part of
    /// `parallel_wall` the load's imbalance explains (the rest is hand-over overhead).
    pub critical: Duration,
}

impl ParallelProfile {
    /// The fraction of the worker threads' time in parallel windows spent waiting at the
    /// window barrier (0 when none ran).
    pub fn barrier_wait_fraction(&self) -> f64 {
        let total = self.parallel_wall.as_secs_f64() * self.threads as f64;
        if total <= 0.0 {
            return 0.0;
        }
        (1.0 - self.parallel_busy.as_secs_f64() / total).clamp(0.0, 1.0)
    }
}

/// The engine: components, ports, links, the event queues and simulated time.
pub struct Engine<M> {
    /// One partition until [`Engine::partition`] splits the components.
    parts: Vec<Part<M>>,
    names: Vec<String>,
    /// The partition of every component (empty while there is one).
    comp_part: Vec<u32>,
    port_owner: Vec<CompId>,
    /// The partition of every port (empty while there is one).
    port_part: Arc<[u32]>,
    /// The smallest latency of a link between partitions (`Ps::MAX` with one partition).
    lookahead: Ps,
    /// The end of the window in progress, if one is open (see [`Engine::run_window`]).
    window_end: Option<Ps>,
    /// Whether the window in progress has run on the worker threads yet (profile only).
    window_parallel: bool,
    hook: Option<Box<dyn Hook<M>>>,
    workers: Option<workers::Workers<M>>,
    /// Partitions with little work (a window with one other busy partition runs on the
    /// caller's thread alone).
    light: Vec<bool>,
    /// Per partition, its expected working time in a parallel window (a running average of
    /// its last windows): the pool hands out the longest first. Wall-clock, so it changes
    /// only where partitions run, never what they compute.
    estimate: Vec<Duration>,
    /// Per partition, the thread that ran it in its last parallel window (where its data is
    /// in cache): a window hands it to that thread first.
    home: Vec<usize>,
    /// Hand-overs so far (windows that ended): the first part of an inbox key.
    handovers: u64,
    profile: ParallelProfile,
    now: Ps,
}

impl<M: Send + 'static> Default for Engine<M> {
    fn default() -> Self {
        Engine::new()
    }
}

fn new_core<M>(part: u32) -> Core<M> {
    Core {
        part,
        now: Ps::ZERO,
        ports: Vec::new(),
        port_part: Arc::from(Vec::new()),
        links: FastMap::default(),
        events: queue::EventQueue::new(),
        pending: Vec::new(),
        sched_seq: 0,
        send_seq: 0,
        next_req: 0,
        events_run: 0,
        emitted: Vec::new(),
        outgoing: Vec::new(),
        inbox: Vec::new(),
        inbox_min: None,
    }
}

impl<M: Send + 'static> Engine<M> {
    pub fn new() -> Engine<M> {
        Engine {
            parts: vec![Part {
                core: new_core(0),
                comps: Vec::new(),
                tap: None,
                names: Arc::from(Vec::new()),
            }],
            names: Vec::new(),
            comp_part: Vec::new(),
            port_owner: Vec::new(),
            port_part: Arc::from(Vec::new()),
            lookahead: Ps::MAX,
            window_end: None,
            window_parallel: false,
            hook: None,
            workers: None,
            light: Vec::new(),
            estimate: Vec::new(),
            home: Vec::new(),
            handovers: 0,
            profile: ParallelProfile {
                threads: 1,
                partitions: 1,
                ..ParallelProfile::default()
            },
            now: Ps::ZERO,
        }
    }

    fn part_of_comp(&self, id: CompId) -> usize {
        self.comp_part.get(id.0 as usize).map_or(0, |&p| p as usize)
    }

    fn part_of_port(&self, id: PortId) -> usize {
        self.port_part.get(id.0 as usize).map_or(0, |&p| p as usize)
    }

    fn building(&self, what: &str) -> Result<(), SimError> {
        if self.parts.len() > 1 {
            return Err(SimError::Wiring(format!(
                "{what} after the engine was partitioned"
            )));
        }
        Ok(())
    }

    /// Reserves a component id with instance path `path` (e.g. `gpu[0].l2.bank[3]`). Ports can
    /// be added to it before the component itself is built and [`Engine::install`]ed.
    /// (Components are added before [`Engine::partition`].)
    pub fn add_component(&mut self, path: impl Into<String>) -> CompId {
        let id = CompId(self.names.len() as u32);
        self.names.push(path.into());
        for p in &mut self.parts {
            p.comps.push(None);
            p.core.pending.push(Vec::new());
        }
        if !self.comp_part.is_empty() {
            self.comp_part.push(0);
        }
        id
    }

    /// Adds a port owned by `owner` whose incoming buffer holds `capacity` messages (at least 1).
    pub fn add_port(&mut self, owner: CompId, capacity: usize) -> PortId {
        let id = PortId(self.port_owner.len() as u32);
        self.port_owner.push(owner);
        self.parts[0].core.ports.push(Port::new(owner, capacity));
        id
    }

    /// Joins ports `a` and `b` in both directions with `latency`.
    pub fn connect(&mut self, a: PortId, b: PortId, latency: Ps) -> Result<(), SimError> {
        self.building("connect")?;
        let n = self.port_owner.len() as u32;
        if a.0 >= n || b.0 >= n || a == b {
            return Err(SimError::Wiring(format!("cannot link {a:?} and {b:?}")));
        }
        let links = &mut self.parts[0].core.links;
        links.insert(link_key(a, b), latency);
        links.insert(link_key(b, a), latency);
        Ok(())
    }

    /// Joins `src` to `dst` in that direction only, with `latency` (a fabric link, whose two
    /// directions carry packets and credits to different ports with different latencies).
    pub fn connect_one_way(
        &mut self,
        src: PortId,
        dst: PortId,
        latency: Ps,
    ) -> Result<(), SimError> {
        self.building("connect_one_way")?;
        let n = self.port_owner.len() as u32;
        if src.0 >= n || dst.0 >= n || src == dst {
            return Err(SimError::Wiring(format!("cannot link {src:?} to {dst:?}")));
        }
        self.parts[0].core.links.insert(link_key(src, dst), latency);
        Ok(())
    }

    /// Gives every link into or out of `port` the latency `latency` (how a builder moves a
    /// component's flight time onto its links when the component joins another partition).
    pub fn set_latency_at(&mut self, port: PortId, latency: Ps) -> Result<(), SimError> {
        self.building("set_latency_at")?;
        for (&key, lat) in self.parts[0].core.links.iter_mut() {
            if (key >> 32) as u32 == port.0 || (key & 0xffff_ffff) as u32 == port.0 {
                *lat = latency;
            }
        }
        Ok(())
    }

    /// Installs the component for a reserved id.
    pub fn install(&mut self, id: CompId, comp: Box<dyn Component<M>>) -> Result<(), SimError> {
        let p = self.part_of_comp(id);
        match self.parts[p].comps.get_mut(id.0 as usize) {
            Some(slot) => {
                *slot = Some(comp);
                Ok(())
            }
            None => Err(SimError::Wiring(format!("no reserved component {id:?}"))),
        }
    }

    /// Splits the components into `n` partitions, component `id` with path `path` into
    /// `part_of(id, path)` (see the module doc). Returns the look-ahead: the smallest latency of
    /// a link between two partitions (`Ps::MAX` when none crosses). A zero-latency link between
    /// partitions is a wiring error: it would leave no window to run in.
    pub fn partition(
        &mut self,
        n: usize,
        part_of: impl Fn(CompId, &str) -> usize,
    ) -> Result<Ps, SimError> {
        self.building("partition")?;
        if n <= 1 {
            return Ok(self.lookahead);
        }
        let comp_part: Vec<u32> = self
            .names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let p = part_of(CompId(i as u32), name);
                if p >= n {
                    Err(SimError::Wiring(format!("{name}: partition {p} of {n}")))
                } else {
                    Ok(p as u32)
                }
            })
            .collect::<Result<_, _>>()?;
        let port_part: Arc<[u32]> = self
            .port_owner
            .iter()
            .map(|o| comp_part[o.0 as usize])
            .collect();
        let mut old = match self.parts.pop() {
            Some(p) => p,
            None => return Err(SimError::Wiring("engine without a partition".into())),
        };
        let mut lookahead = Ps::MAX;
        for (&key, &lat) in old.core.links.iter() {
            let (src, dst) = ((key >> 32) as usize, (key & 0xffff_ffff) as usize);
            if port_part[src] != port_part[dst] {
                if lat == Ps::ZERO {
                    let path = |p: usize| self.names[self.port_owner[p].0 as usize].clone();
                    // Report the pair in a stable order (the map's order is not).
                    let (a, b) = (path(src.min(dst)), path(src.max(dst)));
                    return Err(SimError::Wiring(format!(
                        "the link between {a} and {b} crosses partitions with zero latency"
                    )));
                }
                lookahead = lookahead.min(lat);
            }
        }
        let names: Arc<[String]> = self.names.iter().cloned().collect();
        let n_comps = self.names.len();
        let mut parts: Vec<Part<M>> = (0..n)
            .map(|p| {
                let mut core = new_core(p as u32);
                core.now = old.core.now;
                core.ports = self
                    .port_owner
                    .iter()
                    .zip(&old.core.ports)
                    .map(|(&o, port)| Port::new(o, port.capacity))
                    .collect();
                core.port_part = port_part.clone();
                core.links = old.core.links.clone();
                core.pending = vec![Vec::new(); n_comps];
                core.sched_seq = old.core.sched_seq;
                core.send_seq = old.core.send_seq;
                // Request ids stay unique across partitions.
                core.next_req = old.core.next_req + ((p as u64) << 40);
                Part {
                    core,
                    comps: (0..n_comps).map(|_| None).collect(),
                    tap: None,
                    names: names.clone(),
                }
            })
            .collect();
        parts[0].core.events_run = old.core.events_run;
        parts[0].core.emitted = std::mem::take(&mut old.core.emitted);
        for (i, c) in old.comps.iter_mut().enumerate() {
            parts[comp_part[i] as usize].comps[i] = c.take();
        }
        for (i, port) in old.core.ports.into_iter().enumerate() {
            parts[port_part[i] as usize].core.ports[i] = port;
        }
        while let Some((t, seq, c)) = old.core.events.pop() {
            let core = &mut parts[comp_part[c as usize] as usize].core;
            core.events.push((t, seq, c));
            if let Some(set) = core.pending.get_mut(c as usize) {
                set.push(t);
            }
        }
        self.parts = parts;
        self.profile.partitions = n;
        self.comp_part = comp_part;
        self.port_part = port_part;
        self.lookahead = lookahead;
        Ok(lookahead)
    }

    /// The look-ahead window (`Ps::MAX` with one partition).
    pub fn lookahead(&self) -> Ps {
        self.lookahead
    }

    /// Runs the partitions of each window on `threads` threads: the caller's and `threads - 1`
    /// workers (see `workers.rs`), each taking the next busy partition when it is free. The
    /// results do not depend on it. Windows run on the caller's thread alone while a hook
    /// is installed (hooks are not shared between threads).
    pub fn set_threads(&mut self, threads: usize) -> Result<(), SimError> {
        let n = self.parts.len().max(1);
        let threads = threads.clamp(1, n);
        self.home.clear();
        self.workers = None;
        if threads > 1 {
            let w = workers::Workers::start(threads - 1)
                .map_err(|e| SimError::Wiring(format!("worker threads: {e}")))?;
            self.workers = Some(w);
        }
        self.profile.threads = threads;
        Ok(())
    }

    /// Marks partition `part` as one with little work: a window in which it is busy beside
    /// only one other partition runs on the caller's thread, without a hand-over.
    pub fn set_light(&mut self, part: usize) {
        if self.light.len() <= part {
            self.light.resize(part + 1, false);
        }
        self.light[part] = true;
    }

    /// Where wall-clock time went so far (see [`ParallelProfile`]).
    pub fn profile(&self) -> ParallelProfile {
        self.profile.clone()
    }

    /// Installs `tap` on partition `part` (replacing any previous one).
    pub fn set_tap(&mut self, part: usize, tap: Box<dyn StepTap<M>>) -> Result<(), SimError> {
        match self.parts.get_mut(part) {
            Some(p) => {
                p.tap = Some(tap);
                Ok(())
            }
            None => Err(SimError::Wiring(format!("no partition {part}"))),
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
        let t = t.max(self.now);
        let p = self.part_of_comp(comp);
        self.parts[p].core.absorb();
        self.parts[p].core.schedule(comp, t);
    }

    /// Puts `msg` into port `dst` from outside the engine, visible at `at` (clamped to now), and
    /// schedules the port's owner then. The port's capacity is not enforced: what comes from
    /// outside cannot be pushed back (the bridge's rings bound it).
    pub fn inject(&mut self, dst: PortId, at: Ps, msg: M) -> Result<(), SimError> {
        let at = at.max(self.now);
        let p = self.part_of_port(dst);
        let core = &mut self.parts[p].core;
        core.absorb();
        let seq = core.send_seq;
        let Some(port) = core.ports.get_mut(dst.0 as usize) else {
            return Err(SimError::Wiring(format!(
                "inject into unknown port {dst:?}"
            )));
        };
        core.send_seq += 1;
        let owner = port.insert_sorted(at, seq, msg);
        core.schedule(owner, at);
        Ok(())
    }

    /// Takes every message components emitted since the last call, each with the time it was
    /// emitted, in (time, partition, emit order) order.
    pub fn take_emitted(&mut self) -> Vec<(Ps, M)> {
        if self.parts.len() == 1 {
            return std::mem::take(&mut self.parts[0].core.emitted);
        }
        let mut all: Vec<(Ps, usize, usize, M)> = Vec::new();
        for (pi, p) in self.parts.iter_mut().enumerate() {
            for (i, (t, m)) in p.core.emitted.drain(..).enumerate() {
                all.push((t, pi, i, m));
            }
        }
        all.sort_by_key(|&(t, p, i, _)| (t, p, i));
        all.into_iter().map(|(t, _, _, m)| (t, m)).collect()
    }

    /// The current simulated time (the time of the last event run).
    pub fn now(&self) -> Ps {
        self.now
    }

    /// Number of component wake-ups run so far.
    pub fn events_run(&self) -> u64 {
        self.parts.iter().map(|p| p.core.events_run).sum()
    }

    /// The instance path of `id`.
    pub fn path(&self, id: CompId) -> &str {
        self.names.get(id.0 as usize).map_or("?", |s| s.as_str())
    }

    /// Number of components (component ids run from 0 to this, exclusive).
    pub fn n_components(&self) -> usize {
        self.names.len()
    }

    /// Number of ports (port ids run from 0 to this, exclusive).
    pub fn n_ports(&self) -> usize {
        self.port_owner.len()
    }

    /// The component that owns port `port` (observers map ports to components with it).
    pub fn port_owner(&self, port: PortId) -> Option<CompId> {
        self.port_owner.get(port.0 as usize).copied()
    }

    /// The time of the next pending event, if any.
    pub fn next_event_time(&self) -> Option<Ps> {
        self.parts
            .iter()
            .filter_map(|p| {
                let crossing = p.core.outgoing.iter().map(|c| c.arrive.0).min();
                match (p.core.next_time(), crossing) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                }
            })
            .min()
            .map(Ps)
    }

    /// Hands the messages sent across partitions in the last window to their partitions'
    /// inboxes (each sorts and inserts its own when it next runs, [`Core::absorb`]).
    fn deliver(&mut self) {
        if self.parts.len() == 1 {
            return;
        }
        let start = Instant::now();
        self.handovers += 1;
        let batch = self.handovers;
        for pi in 0..self.parts.len() {
            if self.parts[pi].core.outgoing.is_empty() {
                continue;
            }
            let mut out = std::mem::take(&mut self.parts[pi].core.outgoing);
            for (i, c) in out.drain(..).enumerate() {
                let p = self
                    .port_part
                    .get(c.dst.0 as usize)
                    .map_or(0, |&p| p as usize);
                let core = &mut self.parts[p].core;
                core.inbox_min = Some(core.inbox_min.map_or(c.arrive, |m| m.min(c.arrive)));
                core.inbox.push(Inbound {
                    key: (batch, c.arrive, pi as u32, i as u32),
                    c,
                });
            }
            self.parts[pi].core.outgoing = out;
        }
        self.profile.handover += start.elapsed();
    }

    /// Runs the current window up to `limit`: a window opens at the earliest pending time `t`
    /// and ends at `t + look-ahead - 1`; when `limit` falls inside it, the partitions run to
    /// `limit` and the window stays open for the next call (a co-simulation horizon cuts it).
    /// What crossed partitions is delivered only when the window ends, so where the horizon
    /// cuts a window changes nothing in the results. Returns whether anything was due at or
    /// before `limit`.
    pub fn run_window(&mut self, limit: Ps) -> Result<bool, SimError> {
        let t = match self.next_event_time() {
            Some(t) if t <= limit => t,
            _ => return Ok(false),
        };
        let wend = match self.window_end {
            Some(e) => e,
            None => {
                let e = Ps(t.0.saturating_add(self.lookahead.0.saturating_sub(1)));
                self.window_end = Some(e);
                self.window_parallel = false;
                self.profile.windows += 1;
                e
            }
        };
        let end = wend.min(limit);
        let window_start = Instant::now();
        let busy: Vec<usize> = (0..self.parts.len())
            .filter(|&i| self.parts[i].core.next_time().is_some_and(|x| x <= end.0))
            .collect();
        let parallel = self.workers.is_some() && self.hook.is_none() && busy.len() > 1;
        if parallel {
            self.run_parallel(end, &busy)?;
        } else if !busy.is_empty() {
            let hook = &mut self.hook;
            for p in &mut self.parts {
                p.run_until(end, hook.as_deref_mut().map(|h| h as &mut dyn Hook<M>))?;
            }
        }
        self.now = self
            .parts
            .iter()
            .map(|p| p.core.now)
            .max()
            .unwrap_or(self.now);
        if end >= wend {
            self.window_end = None;
            self.deliver();
        }
        self.profile.wall += window_start.elapsed();
        Ok(true)
    }

    /// One window on the threads: the busy partitions go into a pool of one list per thread
    /// (each to the thread that ran it last while that thread is within its share of the
    /// expected work, `estimate`), and every thread, the caller's included, runs its own list
    /// and then takes what is left in the others' (`workers.rs`). When only one busy partition
    /// is heavy, the caller runs them all itself (the same results: where a partition runs never matters,
    /// only that it runs alone).
    /// `busy`: the partitions with events due by `end`, in partition order.
    fn run_parallel(&mut self, end: Ps, busy: &[usize]) -> Result<(), SimError> {
        let threads = self.profile.threads.max(1);
        let light = |i: usize| self.light.get(i).copied().unwrap_or(false);
        let heavy = busy.iter().filter(|&&i| !light(i)).count();
        if self.estimate.len() < self.parts.len() {
            self.estimate.resize(self.parts.len(), Duration::ZERO);
        }
        let start = Instant::now();
        let mut results: Vec<(usize, Result<(), SimError>, Duration)> = Vec::new();
        // One heavy partition (with light ones beside it) is not worth a hand-over. (Only
        // called with workers running, so there are at least two threads.)
        let spread = heavy > 1;
        let mut per_thread: Vec<Duration> = Vec::new();
        if spread {
            // Each busy partition goes to the thread that ran it last unless that thread has
            // its share already (by the estimates, longest first), then to the least loaded;
            // each list sorted with the longest expected work last (taken from the end).
            // Threads beyond the busy partitions' count would find nothing to do.
            let active = threads.min(busy.len());
            if self.home.len() < self.parts.len() {
                self.home = (0..self.parts.len()).map(|i| i % threads).collect();
            }
            let mut order: Vec<usize> = busy.to_vec();
            order.sort_by(|&a, &b| self.estimate[b].cmp(&self.estimate[a]).then(a.cmp(&b)));
            let total: Duration = order.iter().map(|&i| self.estimate[i]).sum();
            let share = total / active as u32;
            let mut load = vec![Duration::ZERO; active];
            let mut lists: Vec<Vec<(usize, Part<M>)>> = (0..active).map(|_| Vec::new()).collect();
            for &i in &order {
                let h = self.home[i] % active;
                let t = if load[h] + self.estimate[i] <= share || load[h].is_zero() {
                    h
                } else {
                    (0..active).min_by_key(|&t| (load[t], t)).unwrap_or(h)
                };
                load[t] += self.estimate[i];
                let p = std::mem::replace(&mut self.parts[i], Part::empty());
                lists[t].push((i, p));
            }
            for l in &mut lists {
                l.reverse();
            }
            let pool: workers::Pool<M> =
                Arc::new(lists.into_iter().map(std::sync::Mutex::new).collect());
            let helpers = active - 1;
            let mut sent = 0;
            if let Some(w) = &self.workers {
                for t in 1..=helpers {
                    if !w.send(
                        t,
                        workers::Job {
                            end,
                            pool: pool.clone(),
                            thread: t,
                        },
                    ) {
                        return Err(SimError::Wiring(format!("engine worker {t} is gone")));
                    }
                    sent += 1;
                }
            }
            let mut ran = vec![(0, workers::run_from_pool(&pool, 0, end))];
            for _ in 0..sent {
                let got = self
                    .workers
                    .as_ref()
                    .and_then(workers::Workers::recv)
                    .ok_or_else(|| SimError::Wiring("an engine worker stopped".into()))?;
                ran.push(got);
            }
            for (t, thread) in ran {
                let mut total = Duration::ZERO;
                for (i, p, r, d) in thread {
                    self.parts[i] = p;
                    self.home[i] = t;
                    total += d;
                    results.push((i, r, d));
                }
                per_thread.push(total);
            }
        } else {
            for &i in busy {
                let s = Instant::now();
                let r = self.parts[i].run_until(end, None);
                results.push((i, r, s.elapsed()));
            }
        }
        // Each partition's expected work: its recent windows, the latest weighing a quarter.
        for (i, _, d) in &results {
            let e = &mut self.estimate[*i];
            *e = (*e * 3 + *d) / 4;
        }
        if spread {
            if !self.window_parallel {
                self.window_parallel = true;
                self.profile.parallel_windows += 1;
            }
            self.profile.parallel_wall += start.elapsed();
            if self.profile.partition_busy.len() < self.parts.len() {
                self.profile
                    .partition_busy
                    .resize(self.parts.len(), Duration::ZERO);
            }
            for (i, _, d) in &results {
                self.profile.parallel_busy += *d;
                self.profile.partition_busy[*i] += *d;
            }
            self.profile.critical += per_thread.into_iter().max().unwrap_or_default();
        }
        // The first error in partition order: the one a serial run meets first.
        results.sort_by_key(|(i, _, _)| *i);
        for (_, r, _) in results {
            r?;
        }
        Ok(())
    }

    /// Runs events until none is left or the next one is later than `limit`. Returns the time
    /// of the last event run.
    pub fn run_until(&mut self, limit: Ps) -> Result<Ps, SimError> {
        while self.run_window(limit)? {}
        Ok(self.now)
    }

    /// Runs until no event is left.
    pub fn run(&mut self) -> Result<Ps, SimError> {
        self.run_until(Ps::MAX)
    }

    /// The installed component `id` as its concrete type.
    pub fn component<T: Component<M>>(&self, id: CompId) -> Option<&T> {
        let p = self.part_of_comp(id);
        let c: &dyn Component<M> = self.parts[p].comps.get(id.0 as usize)?.as_deref()?;
        (c as &dyn Any).downcast_ref::<T>()
    }

    /// The installed component `id` as its concrete type, mutably (for setup, e.g. seeding a
    /// page table or a backing store before the run).
    pub fn component_mut<T: Component<M>>(&mut self, id: CompId) -> Option<&mut T> {
        let p = self.part_of_comp(id);
        let c: &mut dyn Component<M> =
            self.parts[p].comps.get_mut(id.0 as usize)?.as_deref_mut()?;
        (c as &mut dyn Any).downcast_mut::<T>()
    }

    fn comp_ref(&self, i: usize) -> Option<&dyn Component<M>> {
        let p = self.part_of_comp(CompId(i as u32));
        self.parts[p].comps.get(i)?.as_deref()
    }

    /// The counters of the components whose path starts with `prefix`, in component order
    /// (a read-only look between windows); into `out`, a named or a values-only report.
    pub fn stats_under(&self, prefix: &str, out: &mut StatsReport) {
        for (i, name) in self.names.iter().enumerate() {
            if name.starts_with(prefix) {
                if let Some(c) = self.comp_ref(i) {
                    c.report_stats(name, out);
                }
            }
        }
    }

    /// Like [`Engine::stats_under`], but only the components of partition `part` (what a tap
    /// on that partition sees).
    pub fn stats_under_in(&self, part: usize, prefix: &str, out: &mut StatsReport) {
        if let Some(p) = self.parts.get(part) {
            PartView {
                names: &self.names,
                comps: &p.comps,
            }
            .stats_under(prefix, out);
        }
    }

    /// Every component's counters, in component order, plus the engine's.
    pub fn stats(&self) -> StatsReport {
        let mut out = StatsReport::new();
        out.add(
            "engine.events".into(),
            self.events_run(),
            Unit::Count,
            "Component wake-ups run.",
        );
        out.add(
            "engine.now".into(),
            self.now.0,
            Unit::Ps,
            "Simulated time of the last event.",
        );
        for (i, name) in self.names.iter().enumerate() {
            if let Some(c) = self.comp_ref(i) {
                c.report_stats(name, &mut out);
            }
        }
        out
    }
}
