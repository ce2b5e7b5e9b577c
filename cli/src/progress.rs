//! The progress bar of long runs (`tandem run`, `tandem bench`), on stderr (docs/outputs.md,
//! "Progress").
//!
//! One bar per command: position and length count workloads (or measurements); the message
//! shows the current one's simulated time, wavefront instructions and rate, read twice a
//! second from the GPU process's progress page ([`bridge::progress`]) by a thread of
//! its own, so the simulation pays nothing for it. indicatif hides the bar when stderr is not
//! a terminal (CI logs and tests stay clean); `--quiet` hides it always.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use bridge::progress::ProgressPage;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// The bar of one command.
pub struct RunProgress {
    bar: ProgressBar,
    quiet: bool,
}

/// Watches one workload's progress page until dropped.
pub struct Watch {
    stop: Arc<AtomicBool>,
    handle: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
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

/// The bar's message for a reading.
fn message(label: &str, sim_ps: u64, instructions: u64, wall: Duration) -> String {
    let secs = wall.as_secs_f64();
    let rate = if secs > 0.0 {
        instructions as f64 / secs
    } else {
        0.0
    };
    format!(
        "{label}: simulated {:.3} us, {}wavefront instructions, {}inst/s",
        sim_ps as f64 / 1e6,
        si(instructions as f64),
        si(rate)
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
        // The ETA needs a total to go by: shown once more than one workload is counted.
        let template = if total > 1 {
            "{spinner} [{elapsed_precise}] {pos}/{len} workloads, ETA {eta} | {wide_msg}"
        } else {
            "{spinner} [{elapsed_precise}] {pos}/{len} | {wide_msg}"
        };
        if let Ok(style) = ProgressStyle::with_template(template) {
            bar.set_style(style);
        }
        bar.enable_steady_tick(Duration::from_millis(250));
        RunProgress { bar, quiet }
    }

    /// Shows `label`'s progress from `page` until the returned [`Watch`] is dropped.
    pub fn watch(&self, label: &str, page: Arc<ProgressPage>) -> Watch {
        let stop = Arc::new(AtomicBool::new(false));
        if self.bar.is_hidden() {
            return Watch { stop, handle: None };
        }
        let (s, bar, label) = (stop.clone(), self.bar.clone(), label.to_string());
        let handle = std::thread::spawn(move || {
            let t0 = Instant::now();
            while !s.load(Ordering::Relaxed) {
                let r = page.load();
                bar.set_message(message(
                    &label,
                    r.sim_ps,
                    r.wavefront_instructions,
                    t0.elapsed(),
                ));
                std::thread::sleep(Duration::from_millis(250));
            }
        });
        Watch {
            stop,
            handle: Some(handle),
        }
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
    fn message_shows_time_instructions_and_rate() {
        let m = message("fir", 2_500_000, 3_000_000, Duration::from_secs(2));
        assert_eq!(
            m,
            "fir: simulated 2.500 us, 3.00 M wavefront instructions, 1.50 M inst/s"
        );
        assert_eq!(si(999.0), "999 ");
    }

    #[test]
    fn a_quiet_bar_is_hidden_and_watches_nothing() {
        let p = RunProgress::new(3, true);
        let page = Arc::new(ProgressPage::create().expect("memfd"));
        let w = p.watch("x", page);
        assert!(w.handle.is_none());
        p.inc();
        assert_eq!(p.bar.position(), 1);
    }
}
