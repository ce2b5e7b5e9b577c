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
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) is in parentheses and may itself contain spaces or ')'.
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // Fields 14 and 15 of proc(5), counted from field 3 (the state) here.
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    // USER_HZ is 100 on every Linux architecture the project builds for (it is part of the
    // kernel ABI, independent of CONFIG_HZ).
    Some((utime + stime) * 10)
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
        self.shared.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
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
    // Check often enough to fire within a few percent of the shortest limit.
    let tick = limits
        .stall
        .map_or(Duration::from_millis(50), |d| d / 20)
        .clamp(Duration::from_millis(5), Duration::from_millis(50));
    // CPU-time samples since the window started (the last progress, or the host starting to
    // wait), oldest first; only the newest one older than `now - stall` is kept of those.
    let mut samples: std::collections::VecDeque<(Instant, u64)> = Default::default();
    samples.push_back((Instant::now(), cpu_time_ms(pid).unwrap_or(0)));
    let mut seen = s.progress.load(Ordering::Relaxed);
    let mut last_wake = Instant::now();
    while !s.stop.load(Ordering::Relaxed) {
        std::thread::sleep(tick);
        let now = Instant::now();
        if let Some(w) = limits.wall {
            if now.duration_since(start) >= w {
                s.fired.store(1, Ordering::Release);
                kill(pid);
                return;
            }
        }
        let Some(stall) = limits.stall else {
            continue;
        };
        let overslept = now.duration_since(last_wake) > tick * 20 + Duration::from_millis(500);
        last_wake = now;
        let p = s.progress.load(Ordering::Relaxed);
        let Some(cpu) = cpu_time_ms(pid) else {
            // Gone: the bridge reports the death itself.
            continue;
        };
        if p != seen || !s.waiting.load(Ordering::Relaxed) || overslept {
            seen = p;
            samples.clear();
            samples.push_back((now, cpu));
            continue;
        }
        samples.push_back((now, cpu));
        // Drop samples while the next one is still at least `stall` old: the front is then the
        // newest sample that covers the whole last `stall`.
        while samples.len() > 1 && now.duration_since(samples[1].0) >= stall {
            samples.pop_front();
        }
        let (from, from_cpu) = samples[0];
        let waited = now.duration_since(from);
        if waited < stall {
            continue;
        }
        let used = cpu.saturating_sub(from_cpu);
        if used * 100 >= waited.as_millis() as u64 * BUSY_PERCENT {
            // Computing (a long kernel): the window slides on.
            continue;
        }
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

    #[test]
    fn the_wall_clock_limit_kills() {
        let mut c = Reap(Command::new("sleep").arg("30").spawn().unwrap());
        let w = watchdog(c.0.id(), Some(200), None);
        assert!(wait_for_exit(&mut c.0, Duration::from_secs(5)));
        assert_eq!(w.fired(), Some(Fired::WallClock));
    }
}
