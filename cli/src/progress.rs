//! The progress bar of long runs (`tandem run`, `tandem bench`), on stderr (docs/outputs.md,
//! "Progress").
//!
//! One bar per command: position and length count workloads when there are several; the
//! message shows the current one's kernels done, simulated time (from the workload's start,
//! the origin of the summary's `simulated_time_ps`, so the bar never runs past the figure the
//! run prints) and its rate, and wavefront instructions and their rate, read four times a
//! second from the GPU process's progress page ([`bridge::progress`]) by a thread of its own,
//! so the simulation pays nothing for it. indicatif hides the bar when stderr is not
//! a terminal (CI logs and tests stay clean); `--quiet` hides it always.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use bridge::progress::{ProgressPage, ProgressSnapshot};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// The bar of one command.
pub struct RunProgress {
    bar: ProgressBar,
    quiet: bool,
}

/// Watches one workload's progress page until dropped; the last reading, taken when it is
/// dropped (after the run), stays the bar's message.
pub struct Watch {
    stop: Arc<AtomicBool>,
    handle: Option<std::thread::JoinHandle<()>>,
    last: Reading,
}

/// What a final reading needs.
struct Reading {
    bar: ProgressBar,
    label: String,
    page: Arc<ProgressPage>,
    origin_ps: u64,
    t0: Instant,
}

impl Reading {
    fn show(&self) {
        self.bar.set_message(message(
            &self.label,
            self.origin_ps,
            self.page.load(),
            self.t0.elapsed(),
        ));
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
        if let Some(h) = self.handle.take() {
            // Cut its 250 ms sleep short: the run is over and must not end later.
            h.thread().unpark();
            let _ = h.join();
        }
        self.last.show();
    }
}

/// `n` with a metric prefix (`1.23 M`).
fn si(n: f64) -> String {
    match n {
        n if n >= 1e9 => format!("{:.2} G ", n / 1e9),
        n if n >= 1e6 => format!("{:.2} M ", n / 1e6),
        n if n >= 1e3 => format!("{:.1} K ", n / 1e3),
        n => format!("{n:.0} "),
    }
}

/// The bar's message for a reading `r` taken `wall` after the workload started at simulated
/// time `origin_ps` (the GPU process counts from its own start, which includes the host
/// program's start-up before the workload).
fn message(label: &str, origin_ps: u64, r: ProgressSnapshot, wall: Duration) -> String {
    let secs = wall.as_secs_f64();
    let per_s = |x: f64| if secs > 0.0 { x / secs } else { 0.0 };
    let sim_us = r.sim_ps.saturating_sub(origin_ps) as f64 / 1e6;
    format!(
        "{label}: {} kernel{} done, simulated {sim_us:.3} us ({:.3} us/s), {}wavefront instructions ({}inst/s)",
        r.kernels,
        if r.kernels == 1 { "" } else { "s" },
        per_s(sim_us),
        si(r.wavefront_instructions as f64),
        si(per_s(r.wavefront_instructions as f64))
    )
}

impl RunProgress {
    /// A bar over `total` workloads; hidden when `quiet` or stderr is not a terminal.
    pub fn new(total: u64, quiet: bool) -> RunProgress {
        let target = if quiet {
            ProgressDrawTarget::hidden()
        } else {
            ProgressDrawTarget::stderr_with_hz(4)
        };
        let bar = ProgressBar::with_draw_target(Some(total), target);
        // The ETA needs a total to go by: shown once more than one workload is counted. A
        // single workload's bar is its message alone ("0/1" said nothing).
        let template = if total > 1 {
            "{spinner} [{elapsed_precise}] {pos}/{len} workloads, ETA {eta} | {wide_msg}"
        } else {
            "{spinner} [{elapsed_precise}] {wide_msg}"
        };
        if let Ok(style) = ProgressStyle::with_template(template) {
            bar.set_style(style);
        }
        bar.enable_steady_tick(Duration::from_millis(250));
        RunProgress { bar, quiet }
    }

    /// Shows `label`'s progress from `page` until the returned [`Watch`] is dropped;
    /// `origin_ps` is the simulated time the workload started at.
    pub fn watch(&self, label: &str, page: Arc<ProgressPage>, origin_ps: u64) -> Watch {
        let stop = Arc::new(AtomicBool::new(false));
        let reading = || Reading {
            bar: self.bar.clone(),
            label: label.to_string(),
            page: page.clone(),
            origin_ps,
            t0: Instant::now(),
        };
        let last = reading();
        if self.bar.is_hidden() {
            return Watch {
                stop,
                handle: None,
                last,
            };
        }
        let (s, r) = (stop.clone(), reading());
        let handle = std::thread::spawn(move || {
            while !s.load(Ordering::Acquire) {
                r.show();
                // Woken early by the drop (or for no reason: then it shows one more reading).
                std::thread::park_timeout(Duration::from_millis(250));
            }
        });
        Watch {
            stop,
            handle: Some(handle),
            last,
        }
    }

    /// The bar's current message (the last reading once a [`Watch`] is dropped).
    pub fn message(&self) -> String {
        self.bar.message()
    }

    /// One workload done.
    pub fn inc(&self) {
        self.bar.inc(1);
    }

    /// Prints an informational line on stdout above the bar (nothing with `--quiet`).
    pub fn println(&self, line: &str) {
        if !self.quiet {
            self.bar.suspend(|| println!("{line}"));
        }
    }

    /// Runs `f` with the bar out of the way (for a line on stderr).
    pub fn suspend<R>(&self, f: impl FnOnce() -> R) -> R {
        self.bar.suspend(f)
    }

    /// Removes the bar.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

impl Drop for RunProgress {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_shows_kernels_time_instructions_and_rates() {
        let r = ProgressSnapshot {
            sim_ps: 102_500_000,
            wavefront_instructions: 3_000_000,
            kernels: 3,
        };
        let m = message("fir", 100_000_000, r, Duration::from_secs(2));
        assert_eq!(
            m,
            "fir: 3 kernels done, simulated 2.500 us (1.250 us/s), 3.00 M wavefront instructions (1.50 M inst/s)"
        );
        assert_eq!(si(999.0), "999 ");
        // Before the workload's first event the GPU side may still be behind its origin.
        let early = ProgressSnapshot {
            sim_ps: 5,
            kernels: 1,
            ..r
        };
        assert!(message("x", 100, early, Duration::ZERO)
            .starts_with("x: 1 kernel done, simulated 0.000 us (0.000 us/s)"));
    }

    #[test]
    fn a_quiet_bar_is_hidden_and_keeps_the_last_reading() {
        let p = RunProgress::new(3, true);
        let page = Arc::new(ProgressPage::create().expect("memfd"));
        let w = p.watch("x", page.clone(), 1_000_000);
        assert!(w.handle.is_none());
        page.store(ProgressSnapshot {
            sim_ps: 3_000_000,
            wavefront_instructions: 10,
            kernels: 2,
        });
        drop(w);
        assert!(
            p.message()
                .starts_with("x: 2 kernels done, simulated 2.000 us"),
            "{}",
            p.message()
        );
        p.inc();
        assert_eq!(p.bar.position(), 1);
    }
}
