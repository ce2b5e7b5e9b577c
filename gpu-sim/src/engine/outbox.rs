//! [`Outbox`]: the messages a component has decided to send at future times, in send order.
//!
//! Caches, TLBs, DRAM channels and links compute when an answer leaves (a hit after its tag and
//! data latency, a fill's waiting requests after the data latency) and hold the message until
//! then. Messages leave in (time, insertion) order; one that meets a full buffer goes back in
//! its place and the component retries when the engine wakes it for the free slot.
//!
//! Components push with a handful of fixed delays (tag latency, tag plus data latency, a fill's
//! data latency), so the messages of one delay arrive in time order. The queue keeps *lanes*:
//! FIFOs each sorted by (time, insertion), a message joining the lane whose last message is
//! the latest not after it (a new lane when there is none). Taking the first message compares
//! the lanes' heads. Messages are moved once in and once out, and stay contiguous in memory.
//! (A `BTreeMap` keyed by (time, insertion), and then a binary heap over a slab, spent a tenth
//! of a memory-bound run on their own bookkeeping.)

use crate::engine::{Ctx, PortId, SendError, SimError};
use crate::time::Ps;
use serde::{Serialize, Serializer};
use std::collections::VecDeque;

/// Where a message taken out of an [`Outbox`] was, so [`Outbox::put_back`] restores its place.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OutboxKey {
    at: Ps,
    seq: u64,
    lane: usize,
}

impl OutboxKey {
    /// The message's send time.
    pub fn at(&self) -> Ps {
        self.at
    }
}

/// Beyond this many lanes a message is inserted in place into the best lane instead (a
/// pathological mix of delays costs a shift, never unbounded lanes).
const MAX_LANES: usize = 16;

/// Time-ordered messages waiting to be sent (see the module doc).
#[derive(Clone, Debug)]
pub struct Outbox<T> {
    lanes: Vec<VecDeque<(Ps, u64, T)>>,
    len: usize,
    seq: u64,
}

impl<T> Default for Outbox<T> {
    fn default() -> Self {
        Outbox::new()
    }
}

impl<T> Outbox<T> {
    pub fn new() -> Outbox<T> {
        Outbox {
            lanes: Vec::new(),
            len: 0,
            seq: 0,
        }
    }

    /// Queues `item` to leave at `at`, after everything already queued for `at`.
    pub fn push(&mut self, at: Ps, item: T) {
        self.seq += 1;
        let seq = self.seq;
        self.len += 1;
        // The lane whose last message is the latest not after `at` (an empty lane otherwise).
        let mut best: Option<(usize, Ps)> = None;
        let mut empty = None;
        for (i, lane) in self.lanes.iter().enumerate() {
            match lane.back() {
                Some(&(t, _, _)) if t <= at => {
                    if best.is_none_or(|(_, bt)| t > bt) {
                        best = Some((i, t));
                    }
                }
                Some(_) => {}
                None => {
                    empty.get_or_insert(i);
                }
            }
        }
        if let Some(i) = best.map(|(i, _)| i).or(empty) {
            self.lanes[i].push_back((at, seq, item));
        } else if self.lanes.len() < MAX_LANES {
            self.lanes.push(VecDeque::from([(at, seq, item)]));
        } else {
            let lane = &mut self.lanes[0];
            let pos = lane.partition_point(|&(t, _, _)| t <= at);
            lane.insert(pos, (at, seq, item));
        }
    }

    /// The lane holding the first message, and that message's (time, seq).
    fn first(&self) -> Option<(usize, Ps, u64)> {
        let mut best: Option<(usize, Ps, u64)> = None;
        for (i, lane) in self.lanes.iter().enumerate() {
            if let Some(&(t, s, _)) = lane.front() {
                if best.is_none_or(|(_, bt, bs)| (t, s) < (bt, bs)) {
                    best = Some((i, t, s));
                }
            }
        }
        best
    }

    /// The send time of the first message, if any.
    pub fn next_time(&self) -> Option<Ps> {
        self.first().map(|(_, t, _)| t)
    }

    /// Takes the first message if its time is `now` or earlier.
    pub fn pop_due(&mut self, now: Ps) -> Option<(OutboxKey, T)> {
        let (lane, t, _) = self.first()?;
        if t > now {
            return None;
        }
        let (at, seq, item) = self.lanes[lane].pop_front()?;
        self.len -= 1;
        Some((OutboxKey { at, seq, lane }, item))
    }

    /// Returns a message taken by [`Outbox::pop_due`] to its old place (its send failed).
    pub fn put_back(&mut self, key: OutboxKey, item: T) {
        self.len += 1;
        match self.lanes.get_mut(key.lane) {
            Some(lane) => lane.push_front((key.at, key.seq, item)),
            None => self.lanes.push(VecDeque::from([(key.at, key.seq, item)])),
        }
    }

    /// The latest send time queued.
    pub fn last_time(&self) -> Option<Ps> {
        self.lanes
            .iter()
            .filter_map(|l| l.back().map(|&(t, _, _)| t))
            .max()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The queued messages with their send times, in send order.
    pub fn entries(&self) -> Vec<(Ps, &T)> {
        let mut all: Vec<(Ps, u64, &T)> = self
            .lanes
            .iter()
            .flat_map(|l| l.iter().map(|(t, s, m)| (*t, *s, m)))
            .collect();
        all.sort_unstable_by_key(|&(t, s, _)| (t, s));
        all.into_iter().map(|(t, _, m)| (t, m)).collect()
    }

    /// Whether any queued message satisfies `f`.
    pub fn any(&self, mut f: impl FnMut(&T) -> bool) -> bool {
        self.lanes.iter().flatten().any(|(_, _, m)| f(m))
    }
}

/// Equal when the same messages leave at the same times in the same order.
impl<T: PartialEq> PartialEq for Outbox<T> {
    fn eq(&self, other: &Self) -> bool {
        self.entries() == other.entries()
    }
}
impl<T: Eq> Eq for Outbox<T> {}

/// Serialised as the list of `(time, message)` in send order.
impl<T: Serialize> Serialize for Outbox<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.entries())
    }
}

/// Sends every due message of an outbox of `(source port, destination port, message)`; stops
/// at the first full destination (the engine wakes the component when it has room). Returns
/// how many were sent.
pub fn drain_outbox<M: std::fmt::Debug>(
    path: &str,
    outbox: &mut Outbox<(PortId, PortId, M)>,
    now: Ps,
    ctx: &mut Ctx<'_, M>,
) -> Result<usize, SimError> {
    let mut sent = 0;
    while let Some((key, (src, dst, msg))) = outbox.pop_due(now) {
        match ctx.send(src, dst, msg) {
            Ok(()) => sent += 1,
            Err(SendError::Full(msg)) => {
                outbox.put_back(key, (src, dst, msg));
                break;
            }
            Err(e) => {
                return Err(SimError::at(
                    path,
                    format!("cannot send to {dst:?}: {:?}", e.into_msg()),
                ))
            }
        }
    }
    Ok(sent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_leave_in_time_then_insertion_order_and_keep_their_place() {
        let mut o = Outbox::new();
        o.push(Ps(30), "c");
        o.push(Ps(10), "a");
        o.push(Ps(30), "d");
        o.push(Ps(10), "b");
        assert_eq!(o.next_time(), Some(Ps(10)));
        assert!(o.pop_due(Ps(9)).is_none());
        let (k, m) = o.pop_due(Ps(10)).expect("due");
        assert_eq!(m, "a");
        o.put_back(k, m); // a failed send keeps its place ahead of "b"
        let got: Vec<&str> = std::iter::from_fn(|| o.pop_due(Ps(100)).map(|(_, m)| m)).collect();
        assert_eq!(got, ["a", "b", "c", "d"]);
        assert!(o.is_empty());
        o.push(Ps(5), "e");
        assert_eq!(o.entries(), vec![(Ps(5), &"e")]);
        assert_eq!(o.len(), 1);
    }

    #[test]
    fn any_mix_of_times_leaves_in_time_then_insertion_order() {
        // Against a sort of (time, insertion), with pops interleaved, failed sends put back and
        // more delays than lanes.
        let mut o = Outbox::new();
        let mut model: Vec<(u64, u64)> = Vec::new();
        let (mut seed, mut n, mut now) = (0x9e37_79b9_7f4a_7c15u64, 0u64, 0u64);
        for step in 0..5000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            if seed % 3 != 0 {
                let delay = [4, 20, 24, 100, 7, 3][(seed >> 8) as usize % 6]
                    + (seed >> 20) % 40 * u64::from(step % 7 == 0);
                n += 1;
                o.push(Ps(now + delay), n);
                model.push((now + delay, n));
            } else {
                now += seed >> 40 & 7;
                model.sort_unstable();
                while let Some((k, m)) = o.pop_due(Ps(now)) {
                    if m % 5 == 0 && seed & 1 == 0 {
                        o.put_back(k, m);
                        break;
                    }
                    let want = model.remove(0);
                    assert_eq!((k.at().0, m), want);
                }
                assert_eq!(o.len(), model.len());
                assert_eq!(o.next_time().map(|t| t.0), model.first().map(|&(t, _)| t));
            }
        }
    }
}
