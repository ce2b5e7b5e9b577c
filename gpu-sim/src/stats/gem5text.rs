//! gem5's text statistics format, as gem5 v24's text writer (`src/base/stats/text.cc`) prints
//! it with its defaults (descriptions and alignment spaces on), so that the tools researchers
//! already have for gem5's `stats.txt` read Tandem's unchanged (docs/outputs.md, "stats.txt").
//!
//! The facts of the format this module keeps:
//! - A dump is a blank line, `---------- Begin Simulation Statistics ----------`, one line per
//!   statistic, a blank line and `---------- End Simulation Statistics   ----------` (three
//!   spaces after `Statistics`); there are no comment lines.
//! - A scalar line is the name left-aligned in 40 columns and a space, the value right-aligned
//!   in 12, two empty 10-column fields (gem5's pdf and cdf, each after a space), then
//!   ` # description` and ` (Unit)`. A longer name or value just pushes the rest right.
//! - Units are gem5's names (`units.hh`): `Count`, `Tick`, `Second`, `Cycle`, `Byte`, `Ratio`,
//!   `Unspecified`, and rates written `(A/B)`, which print in their own parentheses:
//!   `((Tick/Second))`.
//! - Every dump starts with the root statistics `simSeconds`, `simTicks`, `finalTick`,
//!   `simFreq`, `hostSeconds`, `hostTickRate`, `hostMemory`, in that order (`sim/root.cc`).
//!
//! gem5 prints a value with a statistic's precision or, for an integer value, with none; Tandem's
//! derived rates keep their four fixed decimals (a precision of 4), which the format allows.

use std::fmt::Write as _;

/// The line gem5 writes before each statistics dump (after a blank line).
pub const BEGIN_MARKER: &str = "---------- Begin Simulation Statistics ----------";
/// The line gem5 writes after each statistics dump (after a blank line).
pub const END_MARKER: &str = "---------- End Simulation Statistics   ----------";

/// gem5's tick: 1 ps, Tandem's time base, so ticks are picoseconds.
pub const TICKS_PER_SECOND: u64 = 1_000_000_000_000;

/// Columns of a statistic's name (gem5 pads to 40 when alignment spaces are on).
const NAME_COLUMNS: usize = 40;
/// Columns of a value (right-aligned).
const VALUE_COLUMNS: usize = 12;
/// Columns of each of gem5's two distribution fields (pdf, cdf), empty for a scalar.
const PDF_COLUMNS: usize = 10;

/// Appends one statistic line: `name value # description (unit)`, in gem5's columns. `unit` is
/// gem5's unit string (`Count`, `(Byte/Second)`); `value` is already formatted.
pub fn stat_line(out: &mut String, name: &str, value: &str, description: &str, unit: &str) {
    let _ = write!(
        out,
        "{name:<NAME_COLUMNS$} {value:>VALUE_COLUMNS$} {empty:>PDF_COLUMNS$} {empty:>PDF_COLUMNS$}",
        empty = ""
    );
    if !description.is_empty() {
        let _ = write!(out, " # {description}");
    }
    if !unit.is_empty() {
        let _ = write!(out, " ({unit})");
    }
    out.push('\n');
}

/// Appends `body` (statistic lines) as one dump between gem5's markers.
pub fn dump(out: &mut String, body: &str) {
    out.push('\n');
    out.push_str(BEGIN_MARKER);
    out.push('\n');
    out.push_str(body);
    out.push('\n');
    out.push_str(END_MARKER);
    out.push('\n');
}

/// What the machine running the simulation measured over a dump's interval: gem5's `host*`
/// statistics. They differ run to run (wall time, memory), as in gem5; everything else in a
/// dump is the simulation's and is the same on every run.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct HostFigures {
    /// Wall-clock seconds the simulating process spent on the interval.
    pub seconds: f64,
    /// The process's peak resident memory at the end of the interval, bytes (0: unknown).
    pub memory_bytes: u64,
}

/// The root statistics of one dump: the simulated interval and its host figures.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Globals {
    /// Simulated time the dump covers, ticks (ps): gem5's `simTicks`.
    pub sim_ticks: u64,
    /// Simulated time at the dump's end, ticks (ps): gem5's `finalTick`.
    pub final_tick: u64,
    pub host: HostFigures,
}

/// `ticks` as seconds with six decimals (gem5's default precision for a non-integer value),
/// rounded to the nearest microsecond, computed in integers so every machine prints the same.
fn seconds_text(ticks: u64) -> String {
    const PER_MICRO: u64 = TICKS_PER_SECOND / 1_000_000;
    if ticks.is_multiple_of(TICKS_PER_SECOND) {
        // gem5 prints an integral value without decimals.
        return (ticks / TICKS_PER_SECOND).to_string();
    }
    let micros = ticks / PER_MICRO + u64::from(ticks % PER_MICRO >= PER_MICRO / 2);
    format!("{}.{:06}", micros / 1_000_000, micros % 1_000_000)
}

/// Appends the root statistics of a dump, in gem5's order, names and descriptions.
pub fn globals_text(out: &mut String, g: &Globals) {
    stat_line(
        out,
        "simSeconds",
        &seconds_text(g.sim_ticks),
        "Number of seconds simulated",
        "Second",
    );
    stat_line(
        out,
        "simTicks",
        &g.sim_ticks.to_string(),
        "Number of ticks simulated",
        "Tick",
    );
    stat_line(
        out,
        "finalTick",
        &g.final_tick.to_string(),
        "Number of ticks from beginning of simulation (restored from checkpoints and never reset)",
        "Tick",
    );
    stat_line(
        out,
        "simFreq",
        &TICKS_PER_SECOND.to_string(),
        "The number of ticks per simulated second",
        "(Tick/Second)",
    );
    stat_line(
        out,
        "hostSeconds",
        &format!("{:.2}", g.host.seconds),
        "Real time elapsed on the host",
        "Second",
    );
    // gem5 divides without a guard: an interval measured as no time at all is `inf`.
    let rate = g.sim_ticks as f64 / g.host.seconds;
    let rate = if rate.is_finite() {
        format!("{rate:.0}")
    } else if rate.is_nan() {
        "nan".to_string()
    } else {
        "inf".to_string()
    };
    stat_line(
        out,
        "hostTickRate",
        &rate,
        "The number of ticks simulated per host second (ticks/s)",
        "(Tick/Second)",
    );
    stat_line(
        out,
        "hostMemory",
        &g.host.memory_bytes.to_string(),
        "Number of bytes of host memory used (the GPU process's peak resident set)",
        "Byte",
    );
}

/// The names of the statistics that measure the host machine (`hostSeconds`, `hostTickRate`,
/// `hostMemory`): the only lines of `stats.txt` that differ between two runs of one job.
pub fn is_host_stat(name: &str) -> bool {
    matches!(name, "hostSeconds" | "hostTickRate" | "hostMemory")
}

/// `stats.txt` without its host-measured lines ([`is_host_stat`]): what must be byte-identical
/// between runs of one job (any thread count, with or without tracing).
pub fn without_host_stats(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let name = line.split_whitespace().next().unwrap_or("");
        if !is_host_stat(name) {
            out.push_str(line);
        }
    }
    out
}

/// The GPU process's peak resident memory (`VmHWM` in /proc/self/status), bytes; `None` where
/// the file is not available.
pub fn peak_rss_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_in_gem5_columns() {
        let mut s = String::new();
        stat_line(
            &mut s,
            "simTicks",
            "57467000",
            "Number of ticks simulated",
            "Tick",
        );
        // 40 name columns, a space, 12 value columns, two empty 10-column fields.
        assert_eq!(
            s,
            format!(
                "simTicks{} {}57467000{}# Number of ticks simulated (Tick)\n",
                " ".repeat(32),
                " ".repeat(4),
                " ".repeat(23)
            )
        );
        let mut s = String::new();
        let long = "gpu[0].cu[12].l1v_tlb.walker_requests_outstanding_max";
        stat_line(&mut s, long, "7", "d", "Count");
        assert!(
            s.starts_with(&format!("{long} {}7 ", " ".repeat(11))),
            "{s}"
        );
        let mut s = String::new();
        stat_line(&mut s, "a", "1", "", "");
        assert_eq!(s.trim_end(), format!("a{}1", " ".repeat(51)));
    }

    #[test]
    fn globals_follow_gem5_root_stats() {
        let mut s = String::new();
        globals_text(
            &mut s,
            &Globals {
                sim_ticks: 6_916_257,
                final_tick: 141_072_000,
                host: HostFigures {
                    seconds: 0.004,
                    memory_bytes: 20_672_512,
                },
            },
        );
        let names: Vec<&str> = s.lines().map(|l| l.split(' ').next().unwrap()).collect();
        assert_eq!(
            names,
            [
                "simSeconds",
                "simTicks",
                "finalTick",
                "simFreq",
                "hostSeconds",
                "hostTickRate",
                "hostMemory"
            ]
        );
        let value = |n: &str| {
            s.lines()
                .find(|l| l.starts_with(&format!("{n} ")))
                .and_then(|l| l.split_whitespace().nth(1))
                .unwrap()
                .to_string()
        };
        assert_eq!(value("simSeconds"), "0.000007");
        assert_eq!(value("simFreq"), "1000000000000");
        assert_eq!(value("hostSeconds"), "0.00");
        assert_eq!(value("hostTickRate"), "1729064250");
        assert!(s.contains("# The number of ticks per simulated second ((Tick/Second))\n"));
        assert_eq!(seconds_text(0), "0");
        assert_eq!(seconds_text(499_999), "0.000000");
        assert_eq!(seconds_text(500_000), "0.000001");
        assert_eq!(seconds_text(2_500_000_000_000), "2.500000");
        assert_eq!(seconds_text(3_000_000_000_000), "3");
    }

    #[test]
    fn host_lines_are_the_only_ones_dropped() {
        let mut s = String::new();
        globals_text(&mut s, &Globals::default());
        stat_line(&mut s, "hostile.reads", "3", "d", "Count");
        let kept = without_host_stats(&s);
        let names: Vec<&str> = kept.lines().map(|l| l.split(' ').next().unwrap()).collect();
        assert_eq!(
            names,
            [
                "simSeconds",
                "simTicks",
                "finalTick",
                "simFreq",
                "hostile.reads"
            ]
        );
    }
}
