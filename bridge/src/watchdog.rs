//! Watching the GPU process from the CPU side: the wall-clock limit and the stall detector. The
//! host stub runs one directly (`host_stub::runtime`), the gem5 adapter through the C ABI
//! (`tandem_bridge_watch`, which marks the bridge calls that block as waiting).
//!
//! The bridge already notices a GPU process that *dies* (pid liveness, within a millisecond),
//! but not one that is alive and makes no progress: a process stopped with SIGSTOP, stuck in
//! a debugger, or blocked for ever. While the host waits for it inside the bridge, such a run
//! would hang without a word. So a thread beside the host program watches two things:
//!
//! - **progress of the run**: the host's waiting loops bump a counter every time the bridge
//!   hands them something (a reply, a due message, a reached target), and clear a flag when
//!   they stop waiting for the GPU side (the host program's own work never counts as a stall);
//! - **the GPU process's CPU time** (`utime + stime` from `/proc/<pid>/stat`, all threads):
//!   a GPU process inside a long kernel sends nothing for a long time, but it computes.
//!
//! A stall is `host.stall_timeout_ms` of wall-clock time in which the host waited, no message
//! arrived, *and* the GPU process used less than 5% of one CPU. The window slides: the CPU
//! time is sampled every tick (a twentieth of the limit, at most 50 ms), and the check looks at
//! the last `stall_timeout_ms` only, so a process that computed for a while and then froze is
//! stopped one limit after it froze (plus a tick), not after the computing stretch has aged
//! out of a fixed window (which took up to twice the limit). A long but healthy kernel is
//! therefore never a stall, however long it runs (that is what `host.wall_timeout_s` is for);
//! a stopped process uses no CPU at all, and a deadlocked one only its park wake-ups (well
//! under 1%). On a stall the watchdog kills the GPU process (SIGKILL works on a stopped
//! process too), the bridge reports the death at once, and the runtime turns it into a
//! message naming the stall and the key.
//!
//! If this process itself was stopped (Ctrl-Z, which stops the GPU process too) the thread sees
//! a jump in its own sleep and starts the window again instead of blaming the GPU side.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Why the watchdog stopped the GPU process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fired {
    /// The run exceeded `host.wall_timeout_s`.
    WallClock,
    /// No progress and no GPU CPU time for `host.stall_timeout_ms`.
    Stall,
}

/// What the watchdog enforces; a zero or `None` limit is off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub wall: Option<Duration>,
    pub stall: Option<Duration>,
}

/// The shared state between the host's waiting loops and the watchdog thread.
#[derive(Default)]
struct Shared {
    stop: AtomicBool,
    /// 0: not fired, 1: wall clock, 2: stall.
    fired: AtomicU8,
    /// Bumped by the waiting loops whenever the bridge hands them something.
    progress: AtomicU64,
    /// True while the host waits for the GPU side.
    waiting: AtomicBool,
    /// The GPU process's CPU time (ms) during the stall window, for the message.
    stall_cpu_ms: AtomicU64,
}

/// A running watchdog; dropping it stops the thread.
pub struct Watchdog {
    shared: Arc<Shared>,
    handle: Option<JoinHandle<()>>,
}

/// The GPU process's CPU time in milliseconds (all threads, user and system), or `None` when
/// `/proc` does not know the pid (it is gone; the bridge reports that itself).
pub fn cpu_time_ms(pid: u32) -> Option<u64> {
    proc_state(pid).map(|(_, ms)| ms)
}

/// A process's state letter (`R`, `S`, `T` for stopped, `t` for stopped by a tracer, ...) and
/// its CPU time in milliseconds (all threads, user and system), from `/proc/<pid>/stat`;
/// `None` when the pid is gone.
pub fn proc_state(pid: u32) -> Option<(u8, u64)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) is in parentheses and may itself contain spaces or ')'.
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let state = *fields.first()?.as_bytes().first()?;
    // Fields 14 and 15 of proc(5), counted from field 3 (the state) here.
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    // USER_HZ is 100 on every Linux architecture the project builds for (it is part of the
    // kernel ABI, independent of CONFIG_HZ).
    Some((state, (utime + stime) * 10))
}

/// How often the CPU time is sampled for a stall limit: often enough to fire within a few
/// percent of the limit, never more often than every 5 ms.
fn tick_for(limit: Duration) -> Duration {
    (limit / 20).clamp(Duration::from_millis(5), Duration::from_millis(50))
}

/// A sleep this much longer than one tick means this process itself was stopped (Ctrl-Z stops
/// both processes): the window starts again instead of blaming the peer.
fn overslept(gap: Duration, tick: Duration) -> bool {
    gap > tick * 20 + Duration::from_millis(500)
}

/// The sliding stall window both directions use (the CPU side's thread on the GPU process, the
/// GPU side's waits on the CPU side): CPU-time samples since the window started, oldest first,
/// of which only the newest one older than `now - limit` is kept.
struct StallWindow {
    limit: Duration,
    samples: std::collections::VecDeque<(Instant, u64)>,
}

impl StallWindow {
    fn new(limit: Duration, now: Instant, cpu_ms: u64) -> StallWindow {
        let mut w = StallWindow {
            limit,
            samples: Default::default(),
        };
        w.restart(now, cpu_ms);
        w
    }

    /// Progress, or a wait that is not a stall: the window starts at `now`.
    fn restart(&mut self, now: Instant, cpu_ms: u64) {
        self.samples.clear();
        self.samples.push_back((now, cpu_ms));
    }

    /// Adds a sample; `Some((waited, cpu_ms_used))` when the last `limit` had no progress and
    /// the watched process used under [`BUSY_PERCENT`] of one CPU in it.
    fn push(&mut self, now: Instant, cpu_ms: u64) -> Option<(Duration, u64)> {
        self.samples.push_back((now, cpu_ms));
        // Drop samples while the next one is still at least `limit` old: the front is then the
        // newest sample that covers the whole last `limit`.
        while self.samples.len() > 1 && now.duration_since(self.samples[1].0) >= self.limit {
            self.samples.pop_front();
        }
        let (from, from_cpu) = self.samples[0];
        let waited = now.duration_since(from);
        if waited < self.limit {
            return None;
        }
        let used = cpu_ms.saturating_sub(from_cpu);
        // Computing (a long kernel, a long stretch of CPU simulation): the window slides on.
        (used * 100 < waited.as_millis() as u64 * BUSY_PERCENT).then_some((waited, used))
    }
}

/// The CPU side as the GPU side saw it when it gave up waiting for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frozen {
    /// How long the GPU side waited with nothing arriving, ms.
    pub waited_ms: u64,
    /// CPU time the CPU side used in that window, ms.
    pub cpu_ms: u64,
    /// Its process was stopped (SIGSTOP or a tracer) at the last sample.
    pub stopped: bool,
}

/// The GPU side's watch on the CPU side, the mirror of [`Watchdog`]: a CPU side (the host stub,
/// a program under the interposer, gem5) that is alive but frozen would otherwise keep the GPU
/// process waiting for ever, holding its memory. It runs inside the endpoint's waits (no
/// thread: the GPU side only needs it while it waits), with the limit the CPU side wrote into
/// the segment header ([`crate::wire::SegmentHeader::stall_limit_ms`]) and the same rule: the
/// limit with nothing arriving while the CPU side used under 5% of a CPU. A CPU side that may
/// idle on purpose ([`crate::wire::CPU_FLAG_MAY_IDLE`]) counts only while its process is
/// stopped.
#[derive(Default)]
pub(crate) struct PeerWatch {
    window: Option<StallWindow>,
    last_sample: Option<Instant>,
}

impl PeerWatch {
    /// A wait begins, or something arrived: the window starts again.
    pub(crate) fn reset(&mut self) {
        self.window = None;
        self.last_sample = None;
    }

    /// One look at the CPU side (cheap unless a tick has passed since the last sample).
    pub(crate) fn check(&mut self, pid: u32, limit_ms: u32, may_idle: bool) -> Option<Frozen> {
        if limit_ms == 0 || pid == 0 {
            self.reset();
            return None;
        }
        let limit = Duration::from_millis(u64::from(limit_ms));
        let tick = tick_for(limit);
        let now = Instant::now();
        if let Some(last) = self.last_sample {
            let gap = now.duration_since(last);
            if gap < tick {
                return None;
            }
            if overslept(gap, tick) {
                self.window = None;
            }
        }
        self.last_sample = Some(now);
        // Gone: the liveness check reports it.
        let (state, cpu) = proc_state(pid)?;
        let stopped = matches!(state, b'T' | b't');
        let Some(w) = self.window.as_mut() else {
            self.window = Some(StallWindow::new(limit, now, cpu));
            return None;
        };
        if may_idle && !stopped {
            w.restart(now, cpu);
            return None;
        }
        let (waited, used) = w.push(now, cpu)?;
        Some(Frozen {
            waited_ms: waited.as_millis() as u64,
            cpu_ms: used,
            stopped,
        })
    }
}

impl Watchdog {
    /// Starts watching process `pid`; `None` when both limits are off.
    pub fn start(pid: u32, limits: Limits) -> Option<Watchdog> {
        if limits.wall.is_none() && limits.stall.is_none() {
            return None;
        }
        let shared = Arc::new(Shared::default());
        let s = shared.clone();
        let handle = std::thread::Builder::new()
            .name("tandem-watchdog".into())
            .spawn(move || watch(pid, limits, &s))
            .ok()?;
        Some(Watchdog {
            shared,
            handle: Some(handle),
        })
    }

    /// What the watchdog did, if anything.
    pub fn fired(&self) -> Option<Fired> {
        match self.shared.fired.load(Ordering::Acquire) {
            1 => Some(Fired::WallClock),
            2 => Some(Fired::Stall),
            _ => None,
        }
    }

    /// CPU time the GPU process used in the window that ended in a stall, ms.
    pub fn stall_cpu_ms(&self) -> u64 {
        self.shared.stall_cpu_ms.load(Ordering::Relaxed)
    }

    /// The host starts (`true`) or stops (`false`) waiting for the GPU side.
    pub fn set_waiting(&self, waiting: bool) {
        self.shared.waiting.store(waiting, Ordering::Relaxed);
    }

    /// The bridge handed the host something: the run moves.
    pub fn progress(&self) {
        self.shared.progress.fetch_add(1, Ordering::Relaxed);
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Release);
        if let Some(h) = self.handle.take() {
            // Wake it from its tick's sleep: a run must not end up to a tick (50 ms) later
            // than its work.
            h.thread().unpark();
            let _ = h.join();
        }
    }
}

/// Sleeps one watchdog tick, or less when a stop is asked for; returns whether it was.
/// (`park_timeout` may return early for no reason, so the tick's end is checked.)
fn nap(tick: Duration, s: &Shared) -> bool {
    let until = Instant::now() + tick;
    loop {
        if s.stop.load(Ordering::Acquire) {
            return true;
        }
        let now = Instant::now();
        if now >= until {
            return false;
        }
        std::thread::park_timeout(until - now);
    }
}

/// SIGKILL to every process of the group `pid` leads (nothing when it leads none, or has no
/// member left): the GPU process is started as a group leader (`host_stub::runtime::GpuChild`,
/// the gem5 adapter's `posix_spawn`), so a wrapper's children go with it.
pub fn kill_group(pid: u32) {
    if let Some(p) = rustix::process::Pid::from_raw(pid as i32) {
        let _ = rustix::process::kill_process_group(p, rustix::process::Signal::KILL);
    }
}

/// Kills the GPU process and the process group it leads ([`kill_group`]). A pid that leads no
/// group (the tests' plain children) gets the signal itself.
fn kill(pid: u32) {
    kill_group(pid);
    if let Some(p) = rustix::process::Pid::from_raw(pid as i32) {
        let _ = rustix::process::kill_process(p, rustix::process::Signal::KILL);
    }
}

/// A GPU process that used at least this share of one CPU during the window is computing.
const BUSY_PERCENT: u64 = 5;

fn watch(pid: u32, limits: Limits, s: &Shared) {
    let start = Instant::now();
    let tick = limits.stall.map_or(Duration::from_millis(50), tick_for);
    // The window starts at the last progress, or when the host started to wait.
    let mut window = limits
        .stall
        .map(|l| StallWindow::new(l, Instant::now(), cpu_time_ms(pid).unwrap_or(0)));
    let mut seen = s.progress.load(Ordering::Relaxed);
    let mut last_wake = Instant::now();
    while !nap(tick, s) {
        let now = Instant::now();
        if let Some(w) = limits.wall {
            if now.duration_since(start) >= w {
                s.fired.store(1, Ordering::Release);
                kill(pid);
                return;
            }
        }
        let Some(window) = window.as_mut() else {
            continue;
        };
        let overslept = overslept(now.duration_since(last_wake), tick);
        last_wake = now;
        let p = s.progress.load(Ordering::Relaxed);
        let Some(cpu) = cpu_time_ms(pid) else {
            // Gone: the bridge reports the death itself.
            continue;
        };
        if p != seen || !s.waiting.load(Ordering::Relaxed) || overslept {
            seen = p;
            window.restart(now, cpu);
            continue;
        }
        let Some((waited, used)) = window.push(now, cpu) else {
            continue;
        };
        s.stall_cpu_ms.store(used, Ordering::Relaxed);
        s.fired.store(2, Ordering::Release);
        tracing::error!(
            pid,
            waited_ms = waited.as_millis() as u64,
            cpu_ms = used,
            "the GPU process made no progress; stopping it"
        );
        kill(pid);
        return;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::{Child, Command};

    struct Reap(Child);
    impl Drop for Reap {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }

    /// A watchdog on `pid` with limits in ms (`None`: off).
    fn watchdog(pid: u32, wall_ms: Option<u64>, stall_ms: Option<u64>) -> Watchdog {
        Watchdog::start(
            pid,
            Limits {
                wall: wall_ms.map(Duration::from_millis),
                stall: stall_ms.map(Duration::from_millis),
            },
        )
        .expect("a limit is set")
    }

    fn wait_for_exit(c: &mut Child, within: Duration) -> bool {
        let t = Instant::now();
        while t.elapsed() < within {
            if c.try_wait().ok().flatten().is_some() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        false
    }

    #[test]
    fn dropping_a_watchdog_does_not_wait_out_its_tick() {
        // A 10-minute wall limit alone ticks every 50 ms; a run that ends must not wait for the
        // tick in progress (every run used to end up to 50 ms late).
        let mut slowest = Duration::ZERO;
        for _ in 0..5 {
            let w = watchdog(std::process::id(), Some(600_000), None);
            std::thread::sleep(Duration::from_millis(5));
            let t = Instant::now();
            drop(w);
            slowest = slowest.max(t.elapsed());
        }
        assert!(slowest < Duration::from_millis(30), "drop took {slowest:?}");
    }

    #[test]
    fn cpu_time_of_this_process_is_readable_and_grows() {
        let me = std::process::id();
        let a = cpu_time_ms(me).expect("/proc/self/stat");
        let t = Instant::now();
        let mut x = 0u64;
        while t.elapsed() < Duration::from_millis(100) {
            x = x.wrapping_add(std::hint::black_box(1));
        }
        assert!(x > 0);
        assert!(cpu_time_ms(me).unwrap() > a);
    }

    #[test]
    fn a_process_using_no_cpu_while_the_host_waits_is_a_stall() {
        let mut c = Reap(Command::new("sleep").arg("30").spawn().unwrap());
        let pid = c.0.id();
        let w = watchdog(pid, None, Some(300));
        w.set_waiting(true);
        let t = Instant::now();
        assert!(wait_for_exit(&mut c.0, Duration::from_secs(5)));
        assert!(t.elapsed() >= Duration::from_millis(300));
        assert_eq!(w.fired(), Some(Fired::Stall));
    }

    /// Issue #38: a process that computed for longer than the limit and then froze used to
    /// be stopped only once a fixed window without its computing had passed (up to twice the
    /// limit); the window slides now.
    #[test]
    fn a_process_that_froze_after_computing_is_stopped_one_limit_later() {
        let mut c = Reap(
            Command::new("sh")
                .args(["-c", "while :; do :; done"])
                .spawn()
                .unwrap(),
        );
        let pid = c.0.id();
        let w = watchdog(pid, None, Some(1000));
        w.set_waiting(true);
        assert!(!wait_for_exit(&mut c.0, Duration::from_millis(1500)));
        assert!(Command::new("kill")
            .args(["-STOP", &pid.to_string()])
            .status()
            .unwrap()
            .success());
        let t = Instant::now();
        assert!(wait_for_exit(&mut c.0, Duration::from_secs(5)));
        let took = t.elapsed();
        assert_eq!(w.fired(), Some(Fired::Stall));
        // One limit, one tick (50 ms) and the kernel's 10 ms CPU-time granularity; the fixed
        // window took 1.5 s here.
        assert!(
            took >= Duration::from_millis(900) && took < Duration::from_millis(1250),
            "stopped {took:?} after the freeze"
        );
    }

    #[test]
    fn a_computing_process_is_not_a_stall() {
        let mut c = Reap(
            Command::new("sh")
                .args(["-c", "while :; do :; done"])
                .spawn()
                .unwrap(),
        );
        let w = watchdog(c.0.id(), None, Some(200));
        w.set_waiting(true);
        assert!(!wait_for_exit(&mut c.0, Duration::from_millis(1500)));
        assert_eq!(w.fired(), None);
    }

    #[test]
    fn no_stall_while_the_host_does_not_wait() {
        let mut c = Reap(Command::new("sleep").arg("30").spawn().unwrap());
        let w = watchdog(c.0.id(), None, Some(200));
        assert!(!wait_for_exit(&mut c.0, Duration::from_millis(800)));
        assert_eq!(w.fired(), None);
    }

    /// Polls `w` on `pid` for `for_ms`, like the endpoint's waits (every 2 ms).
    fn watch_peer(
        w: &mut PeerWatch,
        pid: u32,
        limit_ms: u32,
        may_idle: bool,
        for_ms: u64,
    ) -> Option<(Frozen, Duration)> {
        let t = Instant::now();
        while t.elapsed() < Duration::from_millis(for_ms) {
            if let Some(f) = w.check(pid, limit_ms, may_idle) {
                return Some((f, t.elapsed()));
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        None
    }

    /// The GPU side's watch on the CPU side: a simulator's process that uses no CPU while the
    /// GPU side waits is frozen after the limit; one that may idle (a real program under the
    /// interposer) only when its process is stopped.
    #[test]
    fn the_peer_watch_holds_a_silent_peer_to_the_limit_and_an_idle_one_only_when_stopped() {
        let c = Reap(Command::new("sleep").arg("30").spawn().unwrap());
        let pid = c.0.id();
        let mut w = PeerWatch::default();
        let (f, took) =
            watch_peer(&mut w, pid, 300, false, 3000).expect("a silent simulator is frozen");
        assert!(
            took >= Duration::from_millis(300) && took < Duration::from_millis(1000),
            "{took:?}"
        );
        assert!(!f.stopped && f.cpu_ms < 20, "{f:?}");
        // Sleeping is not frozen for a program that may idle.
        let mut w = PeerWatch::default();
        assert_eq!(watch_peer(&mut w, pid, 300, true, 1000), None);
        // Stopped is.
        assert!(Command::new("kill")
            .args(["-STOP", &pid.to_string()])
            .status()
            .unwrap()
            .success());
        let (f, took) =
            watch_peer(&mut w, pid, 300, true, 3000).expect("a stopped program is frozen");
        assert!(
            f.stopped && took < Duration::from_millis(1000),
            "{f:?} {took:?}"
        );
        // Off, and a reset after progress starts the window again.
        let mut w = PeerWatch::default();
        assert_eq!(watch_peer(&mut w, pid, 0, false, 500), None);
        assert_eq!(watch_peer(&mut w, pid, 300, false, 200), None);
        w.reset();
        let (_, took) = watch_peer(&mut w, pid, 300, false, 3000).unwrap();
        assert!(took >= Duration::from_millis(300), "{took:?}");
    }

    #[test]
    fn a_computing_peer_is_not_frozen() {
        let c = Reap(
            Command::new("sh")
                .args(["-c", "while :; do :; done"])
                .spawn()
                .unwrap(),
        );
        let mut w = PeerWatch::default();
        assert_eq!(watch_peer(&mut w, c.0.id(), 200, false, 1200), None);
    }

    #[test]
    fn the_wall_clock_limit_kills() {
        let mut c = Reap(Command::new("sleep").arg("30").spawn().unwrap());
        let w = watchdog(c.0.id(), Some(200), None);
        assert!(wait_for_exit(&mut c.0, Duration::from_secs(5)));
        assert_eq!(w.fired(), Some(Fired::WallClock));
    }
}
