//! [`EventQueue`]: the engine's pending wake-ups, in (time, schedule sequence) order.
//!
//! Simulated time never goes backwards, so the queue is a *radix heap* (Ahuja, Mehlhorn, Orlin
//! and Tarjan, 1990): an event lives in the bucket numbered by the highest bit in which its time
//! differs from the time of the last event taken. Scheduling is a push onto one bucket; taking
//! the next event only redistributes the lowest non-empty bucket when bucket 0 (events at the
//! current time) runs dry, and every event moves to a lower bucket each time, at most 64 times
//! in all. A binary heap paid a logarithmic sift through memory on every pop: about a tenth of
//! the run time of compute-heavy kernels.
//!
//! Ties keep schedule order: bucket 0 holds only events at the current time, sorted by sequence
//! (events scheduled for the current time while it runs come last, and their sequence numbers
//! are the largest).

use std::collections::VecDeque;

/// One pending wake-up: time, schedule sequence, component index.
pub type Event = (u64, u64, u32);

/// A monotone priority queue of events (see the module doc).
#[derive(Debug)]
pub struct EventQueue {
    /// Bucket 0: events at `last`, in sequence order.
    now: VecDeque<Event>,
    /// Bucket `i` (1..=64): events whose time differs from `last` first in bit `i - 1`.
    buckets: Vec<Vec<Event>>,
    last: u64,
    len: usize,
}

impl Default for EventQueue {
    fn default() -> Self {
        EventQueue::new()
    }
}

impl EventQueue {
    pub fn new() -> EventQueue {
        EventQueue {
            now: VecDeque::new(),
            buckets: (0..64).map(|_| Vec::new()).collect(),
            last: 0,
            len: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds an event. An event earlier than every pending one but later than the last taken is
    /// fine (a lock-step driver wakes a component after `peek` looked past its quantum): the
    /// buckets are rebuilt around it, which is rare.
    pub fn push(&mut self, ev: Event) {
        if ev.0 < self.last {
            self.rebase(ev.0);
        }
        self.len += 1;
        if ev.0 == self.last {
            // Sequence numbers only grow: it goes after every event already due now... unless
            // a redistribution left older ones behind it, which `refill` sorts.
            self.now.push_back(ev);
        } else {
            let b = 63 - (ev.0 ^ self.last).leading_zeros() as usize;
            self.buckets[b].push(ev);
        }
    }

    /// Re-buckets every pending event around an earlier `last`.
    fn rebase(&mut self, last: u64) {
        let mut all: Vec<Event> = self.now.drain(..).collect();
        for b in &mut self.buckets {
            all.append(b);
        }
        self.last = last;
        for ev in all {
            // Every pending event is later than `last` now, so none lands in bucket 0.
            let b = 63 - (ev.0 ^ last).leading_zeros() as usize;
            self.buckets[b].push(ev);
        }
    }

    /// Moves the earliest non-empty bucket's events down once bucket 0 is empty.
    fn refill(&mut self) {
        if !self.now.is_empty() {
            return;
        }
        let Some(b) = self.buckets.iter().position(|v| !v.is_empty()) else {
            return;
        };
        let moved = std::mem::take(&mut self.buckets[b]);
        let min = moved.iter().map(|e| e.0).min().unwrap_or(self.last);
        self.last = min;
        // The due events go straight into the (empty) bucket 0, then are put in sequence
        // order there: no buffer is allocated per refill.
        for ev in &moved {
            if ev.0 == min {
                self.now.push_back(*ev);
            } else {
                let nb = 63 - (ev.0 ^ min).leading_zeros() as usize;
                self.buckets[nb].push(*ev);
            }
        }
        if self.now.len() > 1 {
            self.now.make_contiguous().sort_unstable_by_key(|e| e.1);
        }
        // Give the emptied bucket its allocation back for reuse.
        let mut moved = moved;
        moved.clear();
        if self.buckets[b].is_empty() {
            self.buckets[b] = moved;
        }
    }

    /// The next event without taking it.
    pub fn peek(&mut self) -> Option<Event> {
        self.refill();
        self.now.front().copied()
    }

    /// The time of the next event, without reorganising (a scan of one bucket).
    pub fn next_time(&self) -> Option<u64> {
        if !self.now.is_empty() {
            return Some(self.last);
        }
        let b = self.buckets.iter().find(|v| !v.is_empty())?;
        b.iter().map(|e| e.0).min()
    }

    /// Takes the next event.
    pub fn pop(&mut self) -> Option<Event> {
        self.refill();
        let ev = self.now.pop_front()?;
        self.len -= 1;
        Some(ev)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;

    #[test]
    fn an_event_before_a_peeked_one_still_comes_first() {
        let mut q = EventQueue::new();
        q.push((5000, 1, 0));
        q.push((9000, 2, 1));
        assert_eq!(q.pop(), Some((5000, 1, 0)));
        // Peeking moves the queue's base to 9000; a lock-step driver then wakes someone at 7000.
        assert_eq!(q.peek(), Some((9000, 2, 1)));
        q.push((7000, 3, 2));
        q.push((9000, 4, 3));
        assert_eq!(q.next_time(), Some(7000));
        assert_eq!(q.pop(), Some((7000, 3, 2)));
        assert_eq!(q.pop(), Some((9000, 2, 1)));
        assert_eq!(q.pop(), Some((9000, 4, 3)));
    }

    #[test]
    fn pops_in_time_then_sequence_order_like_a_binary_heap() {
        let mut q = EventQueue::new();
        let mut h = BinaryHeap::new();
        let (mut seed, mut seq, mut now) = (0x2545_f491_4f6c_dd1du64, 0u64, 0u64);
        for _ in 0..200_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            if seed % 11 == 0 {
                let _ = q.peek();
            }
            if seed % 5 < 3 {
                // Mostly near-future times on 1000 ps edges, sometimes far ones or now.
                let dt = match seed >> 60 {
                    0 => 0,
                    1 => (seed >> 20) % 10_000_000,
                    _ => ((seed >> 20) % 300) * 1000,
                };
                seq += 1;
                let ev = (now + dt, seq, (seed >> 40) as u32 % 97);
                q.push(ev);
                h.push(Reverse(ev));
            } else {
                assert_eq!(q.next_time(), h.peek().map(|Reverse(e)| e.0));
                let got = q.pop();
                assert_eq!(got, h.pop().map(|Reverse(e)| e));
                if let Some(ev) = got {
                    now = ev.0;
                }
            }
            assert_eq!(q.len(), h.len());
        }
        while let Some(Reverse(e)) = h.pop() {
            assert_eq!(q.pop(), Some(e));
        }
        assert!(q.is_empty() && q.pop().is_none());
    }
}
