//! The parallel engine's worker threads.
//!
//! A window's busy partitions go into a pool of one list per thread (moved, not shared: a
//! partition is plain data and `Send`): each partition to the thread that ran it last (its data
//! is in that core's caches) while that thread is within its share of the window's expected
//! work (each partition's recent windows' working time, [`super::Engine`]'s estimate). Every
//! thread, the engine's owner (thread 0) included, runs its own list longest first, then takes
//! the shortest left in another's, until none is left. Which partition a window makes heavy
//! changes from window to window, so a fixed placement leaves one thread with the heavy one and
//! another the light ones; taking work as threads free up evens that out without knowing it in
//! advance. Letting the owner work avoids a third
//! runnable thread on a two-core machine. Workers wait for the next window spinning for a
//! short while (windows follow each other within microseconds while kernels run), then
//! blocking, so an idle engine costs no CPU.
//!
//! Spinning only pays while every engine thread has a core of its own. On a machine where
//! other work wants the cores too, a spinning thread takes a time slice from the thread it
//! waits for (and the whole window waits for the slowest thread), so each waiting thread
//! watches whether it is losing its core ([`Spin`]: its CPU time against the wall time it
//! was runnable) and then blocks at once for a while, longer each time it happens again.

use super::{Part, SimError};
use crate::time::Ps;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long an idle worker polls for the next window before it blocks. Longer than the
/// engine's thread takes between two windows (its own partitions' tail, the delivery and the
/// bridge's turn: a few hundred microseconds while kernels run), since a blocked worker takes
/// 50-60 us to wake on these virtual machines, and that is paid every window (measured: with
/// 200 us, 45 us of hand-over per parallel window on unified FIR). A worker that shares its
/// core stops spinning at once ([`Spin`]).
const SPIN: Duration = Duration::from_millis(5);

/// How long the engine's thread polls for a worker's finished window before it blocks.
const WAIT_SPIN: Duration = Duration::from_millis(20);

/// A window's busy partitions not yet taken, with their indices: one list per thread, each
/// sorted by expected work, the longest last. A thread takes from the end of its own list,
/// then the shortest left in another's.
pub(super) type Pool<M> = Arc<Vec<Mutex<Vec<(usize, Part<M>)>>>>;

/// One window's work for a worker: the shared pool of busy partitions, the worker's own list
/// in it, and the window's end.
pub(super) struct Job<M> {
    pub end: Ps,
    pub pool: Pool<M>,
    pub thread: usize,
}

/// A partition back from a worker, with its result and how long it ran.
pub(super) type Ran<M> = (usize, Part<M>, Result<(), SimError>, Duration);

/// The worker threads (thread 0, the engine's owner, is not one of them).
pub(super) struct Workers<M> {
    jobs: Vec<Sender<Job<M>>>,
    done: Receiver<(usize, Vec<Ran<M>>)>,
    handles: Vec<JoinHandle<()>>,
    /// The engine thread's spin while it waits for the workers.
    spin: std::cell::RefCell<Spin>,
}

impl<M: Send + 'static> Workers<M> {
    /// Starts `n` workers (threads 1..=n).
    pub fn start(n: usize) -> std::io::Result<Workers<M>> {
        let (done_tx, done) = mpsc::channel::<(usize, Vec<Ran<M>>)>();
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

    /// The partitions of one finished job (any worker's), with the worker's thread index.
    /// Polled first: the caller has nothing else to do, and being woken from a blocking wait
    /// costs more than a window's imbalance on a virtual machine.
    pub fn recv(&self) -> Option<(usize, Vec<Ran<M>>)> {
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

fn work<M: Send + 'static>(rx: Receiver<Job<M>>, done: Sender<(usize, Vec<Ran<M>>)>) {
    let mut spin = Spin::new(SPIN);
    while let Some(job) = poll_then_wait(&rx, &mut spin) {
        let out = run_from_pool(&job.pool, job.thread, job.end);
        if done.send((job.thread, out)).is_err() {
            return;
        }
    }
}

/// Runs partitions from `pool` to `end` until it is empty: thread `me`'s own list first,
/// longest expected work first (its partitions ran on this thread last, so their data is in
/// this core's caches), then the shortest left in the other threads' lists (what fills the
/// gap before they finish with the least overshoot). What this thread ran, with results and
/// working times.
pub(super) fn run_from_pool<M: 'static>(pool: &Pool<M>, me: usize, end: Ps) -> Vec<Ran<M>> {
    let mut out = Vec::new();
    let take = |t: usize, own: bool| {
        let list = pool.get(t)?;
        let mut g = list.lock().unwrap_or_else(|e| e.into_inner());
        if own {
            g.pop()
        } else if g.is_empty() {
            None
        } else {
            Some(g.remove(0))
        }
    };
    loop {
        let n = pool.len();
        let next = take(me, true).or_else(|| (1..n).find_map(|k| take((me + k) % n, false)));
        let Some((i, mut p)) = next else {
            return out;
        };
        let start = Instant::now();
        let r = p.run_until(end, None);
        out.push((i, p, r, start.elapsed()));
    }
}

/// The next message on `rx`: polled for the spin's budget, then waited for. `None` once the
/// sender is gone.
fn poll_then_wait<T>(rx: &Receiver<T>, spin: &mut Spin) -> Option<T> {
    let budget = spin.budget();
    let start = Instant::now();
    if !budget.is_zero() {
        loop {
            match rx.try_recv() {
                Ok(m) => {
                    spin.spun(start.elapsed());
                    return Some(m);
                }
                Err(TryRecvError::Disconnected) => return None,
                Err(TryRecvError::Empty) if start.elapsed() < budget => std::hint::spin_loop(),
                Err(TryRecvError::Empty) => break,
            }
        }
        spin.spun(start.elapsed());
    }
    let blocked = Instant::now();
    let got = match rx.try_recv() {
        Ok(m) => Some(m),
        Err(TryRecvError::Disconnected) => None,
        Err(TryRecvError::Empty) => rx.recv().ok(),
    };
    spin.blocked(blocked.elapsed());
    got
}

/// A waiting thread's spin budget: the full budget while the thread keeps its core, none
/// (block at once) for a cool-down after it lost its core while it spun, the cool-down
/// doubling (from [`COOL_MIN`] to [`COOL_MAX`]) each time it loses it again right after one.
///
/// Losing the core is read from the thread's own CPU time (`CLOCK_THREAD_CPUTIME_ID`) against
/// the wall time it did not spend blocked, checked once the thread has spun [`CHECK_EVERY`]
/// in all since the last check and at least [`CHECK_WALL`] apart (one system call per that
/// much spinning, so it costs nothing measurable): a quarter or more of that time missing
/// means another runnable thread had the core. Counting involuntary context switches instead
/// (the first version) also counted the host side's short wake-ups, a few thousand a second
/// in a co-simulation, which cost the engine a few per cent of a core but made every waiting
/// thread block: 35 us of hand-over per parallel window on unified FIR on 2 cores.
pub(super) struct Spin {
    full: Duration,
    /// Spinning since the last check.
    spun: Duration,
    /// Blocked (waiting without spinning) since the last check.
    blocked: Duration,
    /// The thread's CPU time and the wall time at the last check.
    last: Option<(Duration, Instant)>,
    /// No spinning until then.
    cool_until: Option<Instant>,
    cool: Duration,
}

/// Spinning between two looks at the thread's CPU time.
const CHECK_EVERY: Duration = Duration::from_millis(2);
/// The shortest wall time between two looks (long enough for a few of a busy machine's time
/// slices, so that missing time means a shared core, not one kernel thread's turn).
const CHECK_WALL: Duration = Duration::from_millis(20);
/// The first cool-down, and the longest.
const COOL_MIN: Duration = Duration::from_millis(50);
const COOL_MAX: Duration = Duration::from_secs(2);

impl Spin {
    pub(super) fn new(full: Duration) -> Spin {
        Spin {
            full,
            spun: Duration::ZERO,
            blocked: Duration::ZERO,
            last: None,
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
                self.last = None;
                self.spun = Duration::ZERO;
                self.blocked = Duration::ZERO;
                self.full
            }
            None => self.full,
        }
    }

    /// The thread waited `d` blocked (not spinning, not running).
    pub(super) fn blocked(&mut self, d: Duration) {
        self.blocked += d;
    }

    /// The thread spun `d` in one wait.
    pub(super) fn spun(&mut self, d: Duration) {
        self.spun += d;
        let at = Instant::now();
        let Some((cpu0, since)) = self.last else {
            self.restart(at);
            return;
        };
        let wall = at.duration_since(since);
        if self.spun < CHECK_EVERY || wall < CHECK_WALL {
            return;
        }
        let cpu = thread_cpu().saturating_sub(cpu0);
        let running = wall.saturating_sub(self.blocked);
        let blocked = self.blocked;
        self.restart(at);
        if shared_core(running, cpu) {
            self.preempted(at);
        } else if blocked.is_zero() {
            // A clean stretch: the next loss starts a short cool-down.
            self.cool = COOL_MIN;
        }
    }

    fn restart(&mut self, at: Instant) {
        self.last = Some((thread_cpu(), at));
        self.spun = Duration::ZERO;
        self.blocked = Duration::ZERO;
    }

    fn preempted(&mut self, now: Instant) {
        self.cool_until = Some(now + self.cool);
        self.cool = (self.cool * 2).min(COOL_MAX);
    }
}

/// Whether a thread that was runnable for `running` of wall time but got only `cpu` of it
/// shares its core: a quarter or more missing.
fn shared_core(running: Duration, cpu: Duration) -> bool {
    running.saturating_sub(cpu) * 4 >= running && !running.is_zero()
}

/// This thread's CPU time so far.
fn thread_cpu() -> Duration {
    // SAFETY: clock_gettime writes only the struct it is given.
    unsafe {
        let mut t: libc::timespec = std::mem::zeroed();
        if libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) != 0 {
            return Duration::ZERO;
        }
        Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
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
        // Nothing else runs on this core for long (the test may still lose its core on a busy
        // machine: only the case where it kept nearly all of it is asserted).
        let mut s = Spin::new(Duration::from_micros(200));
        let (cpu0, wall0) = (thread_cpu(), Instant::now());
        for _ in 0..150 {
            let t = Instant::now();
            while t.elapsed() < Duration::from_micros(200) {
                std::hint::spin_loop();
            }
            s.spun(t.elapsed());
        }
        let (cpu, wall) = (thread_cpu() - cpu0, wall0.elapsed());
        if cpu * 10 >= wall * 9 {
            assert_eq!(s.budget(), Duration::from_micros(200));
        }
    }

    #[test]
    fn time_spent_blocked_is_not_taken_for_a_lost_core() {
        let mut s = Spin::new(Duration::from_micros(200));
        s.spun(Duration::ZERO);
        let (cpu0, wall0) = (thread_cpu(), Instant::now());
        // Blocked for most of the check's wall time, spinning for the rest.
        let b = Instant::now();
        std::thread::sleep(Duration::from_millis(25));
        let slept = b.elapsed();
        s.blocked(slept);
        let t = Instant::now();
        while t.elapsed() < Duration::from_millis(3) {
            std::hint::spin_loop();
        }
        s.spun(t.elapsed());
        let (cpu, wall) = (thread_cpu() - cpu0, wall0.elapsed());
        // Asserted where this thread had its core whenever it was not asleep (a busy machine
        // may take it away between the spin and the check, and then the detector is right).
        if cpu * 10 >= wall.saturating_sub(slept) * 9 {
            assert_eq!(s.budget(), Duration::from_micros(200));
        }
    }

    #[test]
    fn a_quarter_of_the_runnable_time_missing_means_a_shared_core() {
        let ms = Duration::from_millis;
        assert!(!shared_core(ms(20), ms(20)));
        assert!(!shared_core(ms(20), ms(16)));
        assert!(shared_core(ms(20), ms(15)));
        assert!(shared_core(ms(20), ms(10)));
        assert!(!shared_core(Duration::ZERO, Duration::ZERO));
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
