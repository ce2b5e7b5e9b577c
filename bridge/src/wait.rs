//! Waiting for the peer: spin, then yield, then park on a futex in the segment with bounded back-off.
//!
//! Spinning costs ~100 ns per hand-off but burns a core; a futex wake-up costs 50-60 us on the CI VMs.
//! So a waiter spins for `spin_ns`, yields for `yield_ns`, then parks with a timeout that doubles from
//! `park_min_ns` to `park_max_ns`. Parking is announced in the segment (`*_parked`), and a side that
//! publishes a control message wakes a parked peer. A lost wake-up can only cost one park timeout.
//! When this process may run on a single CPU (affinity of one), spinning is skipped: spinning while
//! the peer waits for the same core would only delay it.
//! While yielding or parked the waiter checks every millisecond that the peer is alive and has not
//! marked the run failed, so a crash is seen well within a second.

use std::time::{Duration, Instant};

/// Wait strategy parameters (wall-clock nanoseconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaitConfig {
    /// Busy-poll this long before yielding.
    pub spin_ns: u64,
    /// Then call sched_yield this long before parking.
    pub yield_ns: u64,
    /// First park timeout.
    pub park_min_ns: u64,
    /// Largest park timeout (the back-off bound).
    pub park_max_ns: u64,
    /// How often to check the peer's liveness while yielding or parked.
    pub liveness_check_ns: u64,
}

impl WaitConfig {
    /// Defaults: spin 10 us, yield 500 us, park 20 us doubling to 2 ms, liveness every 1 ms.
    /// The spin phase is short because a peer that shares our core cannot answer while we spin.
    /// With a single usable CPU, no spinning.
    pub fn default_for_this_process() -> WaitConfig {
        let single_cpu = rustix::thread::sched_getaffinity(None)
            .map(|s| s.count() <= 1)
            .unwrap_or(false);
        WaitConfig {
            spin_ns: if single_cpu { 0 } else { 10_000 },
            yield_ns: 500_000,
            park_min_ns: 20_000,
            park_max_ns: 2_000_000,
            liveness_check_ns: 1_000_000,
        }
    }
}

impl Default for WaitConfig {
    fn default() -> Self {
        WaitConfig::default_for_this_process()
    }
}

/// What one wait step decided.
pub(crate) enum Phase {
    /// Keep polling (spin or yield done).
    Poll,
    /// Park for this long (the caller announces itself, re-checks, then sleeps).
    Park(Duration),
}

/// Per-wait back-off state.
pub(crate) struct Backoff {
    cfg: WaitConfig,
    start: Option<Instant>,
    iters: u32,
    spinning: bool,
    park_ns: u64,
    last_check: Option<Instant>,
}

impl Backoff {
    pub(crate) fn new(cfg: WaitConfig) -> Backoff {
        Backoff {
            cfg,
            start: None,
            iters: 0,
            spinning: cfg.spin_ns > 0,
            park_ns: cfg.park_min_ns,
            last_check: None,
        }
    }

    /// Time since the wait began.
    pub(crate) fn elapsed(&mut self) -> Duration {
        self.start.get_or_insert_with(Instant::now).elapsed()
    }

    /// One step of waiting. Returns the phase and whether a liveness check is due now.
    pub(crate) fn step(&mut self) -> (Phase, bool) {
        self.iters = self.iters.wrapping_add(1);
        // While spinning, read the clock only every 64 iterations to keep the loop tight.
        if self.spinning && self.start.is_some() && !self.iters.is_multiple_of(64) {
            std::hint::spin_loop();
            return (Phase::Poll, false);
        }
        let now = Instant::now();
        let start = *self.start.get_or_insert(now);
        let waited = now.duration_since(start).as_nanos() as u64;
        self.spinning = waited < self.cfg.spin_ns;
        if self.spinning {
            std::hint::spin_loop();
            return (Phase::Poll, false);
        }
        let check_due = match self.last_check {
            None => true,
            Some(t) => now.duration_since(t).as_nanos() as u64 >= self.cfg.liveness_check_ns,
        };
        if check_due {
            self.last_check = Some(now);
        }
        if waited < self.cfg.spin_ns + self.cfg.yield_ns {
            rustix::thread::sched_yield();
            (Phase::Poll, check_due)
        } else {
            let d = Duration::from_nanos(self.park_ns);
            self.park_ns = (self.park_ns * 2).min(self.cfg.park_max_ns);
            (Phase::Park(d), check_due)
        }
    }
}
