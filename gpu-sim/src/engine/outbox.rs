//! [`Outbox`]: the messages a component has decided to send at future times, in send order.
//!
//! Caches, TLBs, DRAM channels and links compute when an answer leaves (a hit after its tag and
//! data latency, a fill's waiting requests after the data latency) and hold the message until
//! then. Messages leave in (time, insertion) order; one that meets a full buffer goes back in
//! its place and the component retries when the engine wakes it for the free slot.
//!
//! The queue is a binary heap of small keys `(time, sequence, slot)` over a slab of messages: a
//! message is moved once in and once out, and never while the heap reorders. (A `BTreeMap`
//! keyed by `(time, sequence)` did the same job and spent a tenth of a memory-bound run shifting
//! messages inside its nodes.)

use crate::engine::{Ctx, PortId, SendError, SimError};
use crate::time::Ps;
use serde::{Serialize, Serializer};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Where a message taken out of an [`Outbox`] was, so [`Outbox::put_back`] restores its place.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OutboxKey {
    at: Ps,
    seq: u64,
}

/// Time-ordered messages waiting to be sent (see the module doc).
#[derive(Clone, Debug)]
pub struct Outbox<T> {
    heap: BinaryHeap<Reverse<(Ps, u64, u32)>>,
    slab: Vec<Option<T>>,
    free: Vec<u32>,
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
            heap: BinaryHeap::new(),
            slab: Vec::new(),
            free: Vec::new(),
            seq: 0,
        }
    }

    /// Queues `item` to leave at `at`, after everything already queued for `at`.
    pub fn push(&mut self, at: Ps, item: T) {
        self.seq += 1;
        let seq = self.seq;
        self.insert(OutboxKey { at, seq }, item);
    }

    fn insert(&mut self, key: OutboxKey, item: T) {
        let slot = match self.free.pop() {
            Some(s) => {
                self.slab[s as usize] = Some(item);
                s
            }
            None => {
                self.slab.push(Some(item));
                (self.slab.len() - 1) as u32
            }
        };
        self.heap.push(Reverse((key.at, key.seq, slot)));
    }

    /// The send time of the first message, if any.
    pub fn next_time(&self) -> Option<Ps> {
        self.heap.peek().map(|Reverse((t, _, _))| *t)
    }

    /// Takes the first message if its time is `now` or earlier.
    pub fn pop_due(&mut self, now: Ps) -> Option<(OutboxKey, T)> {
        match self.heap.peek() {
            Some(Reverse((t, _, _))) if *t <= now => {}
            _ => return None,
        }
        let Reverse((at, seq, slot)) = self.heap.pop()?;
        let item = self.slab.get_mut(slot as usize)?.take()?;
        self.free.push(slot);
        Some((OutboxKey { at, seq }, item))
    }

    /// Returns a message taken by [`Outbox::pop_due`] to its old place (its send failed).
    pub fn put_back(&mut self, key: OutboxKey, item: T) {
        self.insert(key, item);
    }

    /// The latest send time queued (a scan: for rare events such as a flush's answer).
    pub fn last_time(&self) -> Option<Ps> {
        self.heap.iter().map(|Reverse((t, _, _))| *t).max()
    }

    pub fn len(&self) -> usize {
        self.heap.len()
    }

    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }

    /// The queued messages with their send times, in send order.
    pub fn entries(&self) -> Vec<(Ps, &T)> {
        let mut keys: Vec<(Ps, u64, u32)> = self.heap.iter().map(|Reverse(k)| *k).collect();
        keys.sort_unstable();
        keys.into_iter()
            .filter_map(|(t, _, s)| self.slab.get(s as usize)?.as_ref().map(|m| (t, m)))
            .collect()
    }

    /// Whether any queued message satisfies `f`.
    pub fn any(&self, mut f: impl FnMut(&T) -> bool) -> bool {
        self.slab.iter().flatten().any(&mut f)
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
}
