//! The parallel engine's worker threads.
//!
//! Each partition always runs on the same thread (partition `i` of `n` on thread
//! `i * threads / n`), and the thread that owns the engine is thread 0 and works too: a window
//! hands every other thread its busy partitions (moved, not shared: a partition is plain data
//! and `Send`), runs its own, and takes the others back. Keeping a partition on one thread
//! keeps its allocations in that thread's allocator arena and its data in that core's caches;
//! letting the owner work avoids a third runnable thread on a two-core machine. Workers wait
//! for the next window spinning for a short while (windows follow each other within
//! microseconds while kernels run), then blocking, so an idle engine costs no CPU.
//!
//! Spinning only pays while every engine thread has a core of its own. On a machine where
//! other work wants the cores too, a spinning thread takes a time slice from the thread it
//! waits for (and the whole window waits for the slowest thread), so each waiting thread
//! watches whether it is being preempted ([`Spin`]: its involuntary context switches, from
//! `getrusage(RUSAGE_THREAD)`) and then blocks at once for a while, longer each time it
//! happens again.

use super::{Part, SimError};
use crate::time::Ps;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long an idle worker polls for the next window before it blocks.
const SPIN: Duration = Duration::from_micros(200);

/// How long the engine's thread polls for a worker's finished window before it blocks.
const WAIT_SPIN: Duration = Duration::from_millis(20);

/// One window's work for a worker: its busy partitions (with their indices) and the window's
/// end.
pub(super) struct Job<M> {
    pub end: Ps,
    pub parts: Vec<(usize, Part<M>)>,
}

/// A partition back from a worker, with its result and how long it ran.
pub(super) type Ran<M> = (usize, Part<M>, Result<(), SimError>, Duration);

/// The worker threads (thread 0, the engine's owner, is not one of them).
pub(super) struct Workers<M> {
    jobs: Vec<Sender<Job<M>>>,
    done: Receiver<Vec<Ran<M>>>,
    handles: Vec<JoinHandle<()>>,
    /// The engine thread's spin while it waits for the workers.
    spin: std::cell::RefCell<Spin>,
}

impl<M: Send + 'static> Workers<M> {
    /// Starts `n` workers (threads 1..=n).
    pub fn start(n: usize) -> std::io::Result<Workers<M>> {
        let (done_tx, done) = mpsc::channel::<Vec<Ran<M>>>();
        let mut jobs = Vec::new();
        let mut handles = Vec::new();
        for i in 0..n {
            let (tx, rx) = mpsc::channel::<Job<M>>();
            let done_tx = done_tx.clone();
            let h = std::thread::Builder::new()
                .name(format!("tandem-engine-{}", i + 1))
                .spawn(move || work(rx, done_tx))?;
            jobs.push(tx);
            handles.push(h);
        }
        Ok(Workers {
            jobs,
            done,
            handles,
            spin: std::cell::RefCell::new(Spin::new(WAIT_SPIN)),
        })
    }

    /// Hands `job` to worker `w` (1-based thread index). False if the worker is gone.
    pub fn send(&self, w: usize, job: Job<M>) -> bool {
        match self.jobs.get(w.wrapping_sub(1)) {
            Some(tx) => tx.send(job).is_ok(),
            None => false,
        }
    }

    /// The partitions of one finished job (any worker's). Polled first: the caller has
    /// nothing else to do, and being woken from a blocking wait costs more than a window's
    /// imbalance on a virtual machine.
    pub fn recv(&self) -> Option<Vec<Ran<M>>> {
        poll_then_wait(&self.done, &mut self.spin.borrow_mut())
    }
}

impl<M> Drop for Workers<M> {
    fn drop(&mut self) {
        // Closing the job channels ends the workers' loops.
        self.jobs.clear();
        for h in self.handles.drain(..) {
            let _ = h.join();
        }
    }
}

fn work<M: Send + 'static>(rx: Receiver<Job<M>>, done: Sender<Vec<Ran<M>>>) {
    let mut spin = Spin::new(SPIN);
    while let Some(job) = poll_then_wait(&rx, &mut spin) {
        let mut out = Vec::with_capacity(job.parts.len());
        for (i, mut p) in job.parts {
            let start = Instant::now();
            let r = p.run_until(job.end, None);
            out.push((i, p, r, start.elapsed()));
        }
        if done.send(out).is_err() {
            return;
        }
    }
}

/// The next message on `rx`: polled for the spin's budget, then waited for. `None` once the
/// sender is gone.
fn poll_then_wait<T>(rx: &Receiver<T>, spin: &mut Spin) -> Option<T> {
    let budget = spin.budget();
    if budget.is_zero() {
        return match rx.try_recv() {
            Ok(m) => Some(m),
            Err(TryRecvError::Disconnected) => None,
            Err(TryRecvError::Empty) => rx.recv().ok(),
        };
    }
    let start = Instant::now();
    let got = loop {
        match rx.try_recv() {
            Ok(m) => break Some(m),
            Err(TryRecvError::Disconnected) => return None,
            Err(TryRecvError::Empty) if start.elapsed() < budget => std::hint::spin_loop(),
            Err(TryRecvError::Empty) => break None,
        }
    };
    spin.spun(start.elapsed());
    got.or_else(|| rx.recv().ok())
}

/// A waiting thread's spin budget: the full budget while the thread keeps its core, none
/// (block at once) for a cool-down after it was preempted while it spun, the cool-down
/// doubling (from [`COOL_MIN`] to [`COOL_MAX`]) each time it is preempted again right after
/// one.
///
/// Preemption is read from the thread's involuntary context switches (`ru_nivcsw`), checked
/// once the thread has spun [`CHECK_EVERY`] in all since the last check (one system call per
/// that much spinning and at least [`CHECK_WALL`] apart, so it costs nothing measurable): two
/// or more since the last look mean the core is shared. A thread that blocks is switched
/// out voluntarily, which does not count.
pub(super) struct Spin {
    full: Duration,
    /// Spinning since the last check.
    spun: Duration,
    /// Involuntary switches at the last check, and when it was.
    nivcsw: Option<i64>,
    checked: Option<Instant>,
    /// No spinning until then.
    cool_until: Option<Instant>,
    cool: Duration,
}

/// Spinning between two looks at the context-switch count.
const CHECK_EVERY: Duration = Duration::from_millis(2);
/// The shortest wall time between two looks (so that two involuntary switches in it mean
/// the core is shared, not a kernel thread's occasional turn).
const CHECK_WALL: Duration = Duration::from_millis(20);
/// The first cool-down, and the longest.
const COOL_MIN: Duration = Duration::from_millis(50);
const COOL_MAX: Duration = Duration::from_secs(2);

impl Spin {
    pub(super) fn new(full: Duration) -> Spin {
        Spin {
            full,
            spun: Duration::ZERO,
            nivcsw: None,
            checked: None,
            cool_until: None,
            cool: COOL_MIN,
        }
    }

    /// How long to spin now.
    pub(super) fn budget(&mut self) -> Duration {
        match self.cool_until {
            Some(t) if Instant::now() < t => Duration::ZERO,
            Some(_) => {
                // Cooled down: try spinning again, and look afresh.
                self.cool_until = None;
                self.nivcsw = None;
                self.checked = None;
                self.spun = Duration::ZERO;
                self.full
            }
            None => self.full,
        }
    }

    /// The thread spun `d` in one wait.
    pub(super) fn spun(&mut self, d: Duration) {
        self.spun += d;
        let at = Instant::now();
        let (Some(b), Some(since)) = (self.nivcsw, self.checked) else {
            self.nivcsw = Some(involuntary_switches());
            self.checked = Some(at);
            self.spun = Duration::ZERO;
            return;
        };
        if self.spun < CHECK_EVERY || at.duration_since(since) < CHECK_WALL {
            return;
        }
        let now = involuntary_switches();
        self.nivcsw = Some(now);
        self.checked = Some(at);
        self.spun = Duration::ZERO;
        // A busy machine's time slices are a few ms, so a thread that shares its core is
        // preempted several times in [`CHECK_WALL`]; an idle machine's kernel threads preempt a
        // spinner a few times a second at most.
        if now.saturating_sub(b) >= 2 {
            self.preempted(at);
        } else {
            // A clean stretch of spinning: the next preemption starts a short cool-down.
            self.cool = COOL_MIN;
        }
    }

    fn preempted(&mut self, now: Instant) {
        self.cool_until = Some(now + self.cool);
        self.cool = (self.cool * 2).min(COOL_MAX);
    }
}

/// This thread's involuntary context switches so far.
fn involuntary_switches() -> i64 {
    // SAFETY: getrusage writes only the struct it is given.
    unsafe {
        let mut u: libc::rusage = std::mem::zeroed();
        if libc::getrusage(libc::RUSAGE_THREAD, &mut u) != 0 {
            return 0;
        }
        u.ru_nivcsw
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_preempted_spinner_blocks_for_a_cool_down_that_doubles_then_spins_again() {
        let mut s = Spin::new(Duration::from_micros(200));
        assert_eq!(s.budget(), Duration::from_micros(200));
        let t = Instant::now();
        s.preempted(t);
        assert_eq!(s.budget(), Duration::ZERO);
        assert_eq!(s.cool_until, Some(t + COOL_MIN));
        s.preempted(t);
        assert_eq!(s.cool_until, Some(t + COOL_MIN * 2));
        for _ in 0..10 {
            s.preempted(t);
        }
        assert_eq!(s.cool_until, Some(t + COOL_MAX));
        // After the cool-down, the full budget again.
        s.cool_until = Some(Instant::now() - Duration::from_millis(1));
        assert_eq!(s.budget(), Duration::from_micros(200));
        assert_eq!(s.cool_until, None);
    }

    #[test]
    fn spinning_on_a_core_of_its_own_keeps_the_budget() {
        // Nothing else runs on this core for long (the test may still be preempted on a busy
        // machine: only the no-preemption case is asserted).
        let mut s = Spin::new(Duration::from_micros(200));
        let before = involuntary_switches();
        for _ in 0..20 {
            let t = Instant::now();
            while t.elapsed() < Duration::from_micros(200) {
                std::hint::spin_loop();
            }
            s.spun(t.elapsed());
        }
        if involuntary_switches() == before {
            assert_eq!(s.budget(), Duration::from_micros(200));
        }
    }

    #[test]
    fn a_thread_that_is_preempted_while_spinning_stops_spinning() {
        // Two more spinning threads than cores: every one of them is preempted.
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let blocked: Vec<bool> = std::thread::scope(|sc| {
            let hs: Vec<_> = (0..cores + 2)
                .map(|_| {
                    sc.spawn(|| {
                        let mut s = Spin::new(Duration::from_micros(200));
                        let t = Instant::now();
                        while t.elapsed() < Duration::from_millis(500) {
                            let b = s.budget();
                            if b.is_zero() {
                                return true;
                            }
                            let w = Instant::now();
                            while w.elapsed() < b {
                                std::hint::spin_loop();
                            }
                            s.spun(w.elapsed());
                        }
                        false
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(
            blocked.iter().any(|b| *b),
            "no spinner noticed it was preempted"
        );
    }
}
