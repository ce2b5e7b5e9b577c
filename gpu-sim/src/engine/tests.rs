//! Engine tests: same-time event order, link latency, back-pressure wake-ups, no busy ticking.

use super::*;
use std::cell::RefCell;
use std::rc::Rc;

/// Records every wake-up as `(time, component)`.
struct Recorder(Rc<RefCell<Vec<(u64, u32)>>>);

impl Hook<u32> for Recorder {
    fn on_wake(&mut self, now: Ps, comp: CompId) {
        self.0.borrow_mut().push((now.0, comp.0));
    }
}

/// Does nothing when woken.
struct Idle;
impl Component<u32> for Idle {
    fn wake(&mut self, _now: Ps, _ctx: &mut Ctx<'_, u32>) -> Result<(), SimError> {
        Ok(())
    }
}

/// Sends `count` numbered messages from `out` to `dst` as fast as the destination accepts them.
struct Source {
    out: PortId,
    dst: PortId,
    next: u32,
    count: u32,
    full_events: u32,
}
impl Component<u32> for Source {
    fn wake(&mut self, _now: Ps, ctx: &mut Ctx<'_, u32>) -> Result<(), SimError> {
        while self.next < self.count {
            match ctx.send(self.out, self.dst, self.next) {
                Ok(()) => self.next += 1,
                Err(SendError::Full(_)) => {
                    self.full_events += 1;
                    break;
                }
                Err(_) => return Err(SimError::at("source", "wiring")),
            }
        }
        Ok(())
    }
}

/// Takes one message per `period` ps and records (time, value).
struct Sink {
    inp: PortId,
    period: u64,
    got: Vec<(u64, u32)>,
    busy_until: u64,
}
impl Component<u32> for Sink {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, u32>) -> Result<(), SimError> {
        if now.0 < self.busy_until {
            ctx.wake_at(Ps(self.busy_until));
            return Ok(());
        }
        if let Some(v) = ctx.recv(self.inp) {
            self.got.push((now.0, v));
            self.busy_until = now.0 + self.period;
            ctx.wake_at(Ps(self.busy_until));
        }
        Ok(())
    }
}

fn recorder(engine: &mut Engine<u32>) -> Rc<RefCell<Vec<(u64, u32)>>> {
    let log = Rc::new(RefCell::new(Vec::new()));
    engine.set_hook(Box::new(Recorder(log.clone())));
    log
}

#[test]
fn same_time_events_run_in_schedule_order() {
    let mut e: Engine<u32> = Engine::new();
    let ids: Vec<CompId> = (0..4).map(|i| e.add_component(format!("c[{i}]"))).collect();
    for &id in &ids {
        e.install(id, Box::new(Idle)).unwrap();
    }
    let log = recorder(&mut e);
    // Scheduled out of id order, and a later time first.
    e.wake_at(ids[3], Ps(20));
    e.wake_at(ids[2], Ps(10));
    e.wake_at(ids[0], Ps(10));
    e.wake_at(ids[3], Ps(10));
    e.wake_at(ids[1], Ps(10));
    e.wake_at(ids[0], Ps(10)); // duplicate: merged
    e.run().unwrap();
    assert_eq!(
        *log.borrow(),
        vec![(10, 2), (10, 0), (10, 3), (10, 1), (20, 3)]
    );
}

#[test]
fn messages_arrive_after_link_latency_in_send_order() {
    let mut e: Engine<u32> = Engine::new();
    let src = e.add_component("src");
    let dst = e.add_component("dst");
    let out = e.add_port(src, 1);
    let inp = e.add_port(dst, 8);
    e.connect(out, inp, Ps(500)).unwrap();
    e.install(
        src,
        Box::new(Source {
            out,
            dst: inp,
            next: 0,
            count: 3,
            full_events: 0,
        }),
    )
    .unwrap();
    e.install(
        dst,
        Box::new(Sink {
            inp,
            period: 0,
            got: vec![],
            busy_until: 0,
        }),
    )
    .unwrap();
    e.wake_at(src, Ps(100));
    e.run().unwrap();
    let sink = e.component::<Sink>(dst).unwrap();
    assert_eq!(sink.got, vec![(600, 0), (600, 1), (600, 2)]);
}

#[test]
fn full_buffer_blocks_sender_until_space_frees() {
    let mut e: Engine<u32> = Engine::new();
    let src = e.add_component("src");
    let dst = e.add_component("dst");
    let out = e.add_port(src, 1);
    let inp = e.add_port(dst, 2);
    e.connect(out, inp, Ps(10)).unwrap();
    e.install(
        src,
        Box::new(Source {
            out,
            dst: inp,
            next: 0,
            count: 5,
            full_events: 0,
        }),
    )
    .unwrap();
    e.install(
        dst,
        Box::new(Sink {
            inp,
            period: 100,
            got: vec![],
            busy_until: 0,
        }),
    )
    .unwrap();
    let log = recorder(&mut e);
    e.wake_at(src, Ps(0));
    e.run().unwrap();
    let sink = e.component::<Sink>(dst).unwrap();
    // Two slots: messages 0 and 1 go at t=0; each later one goes when the sink frees a slot.
    assert_eq!(
        sink.got,
        vec![(10, 0), (110, 1), (210, 2), (310, 3), (410, 4)]
    );
    let source = e.component::<Source>(src).unwrap();
    assert_eq!(source.full_events, 3);
    // No busy ticking: the source runs once at start and once per freed slot it waited for.
    let src_wakes = log.borrow().iter().filter(|(_, c)| *c == src.0).count();
    assert_eq!(src_wakes, 4);
}

#[test]
fn idle_engine_runs_nothing_and_wiring_errors_are_values() {
    let mut e: Engine<u32> = Engine::new();
    let a = e.add_component("a");
    e.install(a, Box::new(Idle)).unwrap();
    assert_eq!(e.run().unwrap(), Ps(0));
    assert_eq!(e.events_run(), 0);
    let p = e.add_port(a, 1);
    assert!(e.connect(p, p, Ps(1)).is_err());
    assert!(e.connect(p, PortId(99), Ps(1)).is_err());
    let b = e.add_component("b");
    e.wake_at(b, Ps(5));
    assert_eq!(e.run(), Err(SimError::NotInstalled(b)));
}

/// Counts sends and receives.
struct Counter(Rc<RefCell<(u32, u32)>>);

impl Hook<u32> for Counter {
    fn on_send(&mut self, _now: Ps, _src: PortId, _dst: PortId, _arrive: Ps, _msg: &u32) {
        self.0.borrow_mut().0 += 1;
    }
    fn on_recv(&mut self, _now: Ps, _port: PortId, _msg: &u32) {
        self.0.borrow_mut().1 += 1;
    }
}

#[test]
fn hooks_see_every_send_and_receive() {
    let mut e: Engine<u32> = Engine::new();
    let src = e.add_component("src");
    let dst = e.add_component("dst");
    let out = e.add_port(src, 1);
    let inp = e.add_port(dst, 1);
    e.connect(out, inp, Ps(7)).unwrap();
    e.install(
        src,
        Box::new(Source {
            out,
            dst: inp,
            next: 0,
            count: 6,
            full_events: 0,
        }),
    )
    .unwrap();
    e.install(
        dst,
        Box::new(Sink {
            inp,
            period: 3,
            got: vec![],
            busy_until: 0,
        }),
    )
    .unwrap();
    let counts = Rc::new(RefCell::new((0, 0)));
    e.set_hook(Box::new(Counter(counts.clone())));
    e.wake_at(src, Ps(0));
    e.run().unwrap();
    assert_eq!(*counts.borrow(), (6, 6));
    assert_eq!(e.component::<Sink>(dst).unwrap().got.len(), 6);
}

/// A node of the partition tests: each wake takes what arrived, folds it into its state and,
/// while it has budget, sends a value to the next node (another partition) and to itself (a
/// same-partition neighbour), at times derived from the state, so any reordering of what it
/// sees changes everything after.
struct Node {
    inp: PortId,
    out: PortId,
    next: PortId,
    local_out: PortId,
    local_peer: PortId,
    state: u64,
    budget: u32,
    log: Vec<(u64, u64)>,
}

impl Component<u64> for Node {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, u64>) -> Result<(), SimError> {
        while let Some(v) = ctx.recv(self.inp) {
            self.state = self
                .state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(v ^ now.0);
            self.log.push((now.0, v));
        }
        if self.budget > 0 {
            self.budget -= 1;
            let _ = ctx.send(self.out, self.next, self.state >> 7);
            let _ = ctx.send(self.local_out, self.local_peer, self.state >> 11);
            ctx.wake_at(Ps(now.0 + 1 + (self.state >> 60)));
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add(format!("{path}.state"), self.state, Unit::Count, "state");
    }
}

/// Four partitions of two nodes each; node `2p` sends to node `2p + 1` (same partition, 3 ps)
/// and to node `2p + 2` (next partition, 40-57 ps links). Returns every node's log and the
/// statistics after running with `threads` threads, in steps of `step` ps when given (a
/// co-simulation horizon cutting windows).
fn partitioned(threads: usize, step: Option<u64>) -> (Vec<Vec<(u64, u64)>>, StatsReport, Ps) {
    let mut e: Engine<u64> = Engine::new();
    let n = 8;
    let ids: Vec<CompId> = (0..n)
        .map(|i| e.add_component(format!("p{}.n{i}", i / 2)))
        .collect();
    let inp: Vec<PortId> = ids.iter().map(|&id| e.add_port(id, 4)).collect();
    let out: Vec<PortId> = ids.iter().map(|&id| e.add_port(id, 4)).collect();
    let lout: Vec<PortId> = ids.iter().map(|&id| e.add_port(id, 4)).collect();
    for i in 0..n {
        let next = (i + 2) % n;
        e.connect(out[i], inp[next], Ps(40 + 3 * i as u64)).unwrap();
        e.connect(lout[i], inp[i ^ 1], Ps(3)).unwrap();
    }
    for i in 0..n {
        e.install(
            ids[i],
            Box::new(Node {
                inp: inp[i],
                out: out[i],
                next: inp[(i + 2) % n],
                local_out: lout[i],
                local_peer: inp[i ^ 1],
                state: i as u64 + 1,
                budget: 300,
                log: Vec::new(),
            }),
        )
        .unwrap();
        e.wake_at(ids[i], Ps(i as u64));
    }
    let la = e
        .partition(4, |_, path| path[1..2].parse::<usize>().unwrap())
        .unwrap();
    e.set_threads(threads).unwrap();
    match step {
        None => {
            e.run().unwrap();
        }
        Some(s) => {
            let mut t = 0;
            while e.next_event_time().is_some() {
                t += s;
                e.run_until(Ps(t)).unwrap();
            }
        }
    }
    let logs = ids
        .iter()
        .map(|&id| e.component::<Node>(id).unwrap().log.clone())
        .collect();
    (logs, e.stats(), la)
}

#[test]
fn partitions_give_the_same_results_on_any_thread_count_and_any_horizon() {
    let (logs1, stats1, la) = partitioned(1, None);
    assert_eq!(
        la,
        Ps(40),
        "the look-ahead is the smallest cross-partition latency"
    );
    assert!(
        logs1.iter().all(|l| l.len() > 300),
        "every node heard from both neighbours"
    );
    for (threads, step) in [(2, None), (3, None), (4, None), (2, Some(17)), (1, Some(5))] {
        let (logs, stats, _) = partitioned(threads, step);
        assert_eq!(logs, logs1, "{threads} threads, step {step:?}");
        assert_eq!(
            stats.entries(),
            stats1.entries(),
            "{threads} threads, step {step:?}"
        );
    }
}

#[test]
fn a_zero_latency_link_between_partitions_is_a_wiring_error() {
    let mut e: Engine<u32> = Engine::new();
    let a = e.add_component("a");
    let b = e.add_component("b");
    let pa = e.add_port(a, 1);
    let pb = e.add_port(b, 1);
    e.connect(pa, pb, Ps::ZERO).unwrap();
    e.install(a, Box::new(Idle)).unwrap();
    e.install(b, Box::new(Idle)).unwrap();
    let err = e.partition(2, |id, _| id.0 as usize).unwrap_err();
    assert!(err.to_string().contains("zero latency"), "{err}");
    // The same link inside one partition is fine.
    let mut e: Engine<u32> = Engine::new();
    let a = e.add_component("a");
    let b = e.add_component("b");
    let pa = e.add_port(a, 1);
    let pb = e.add_port(b, 1);
    e.connect(pa, pb, Ps::ZERO).unwrap();
    assert_eq!(e.partition(2, |_, _| 0).unwrap(), Ps::MAX);
}
