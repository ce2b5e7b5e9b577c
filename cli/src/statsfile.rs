//! Reads a run's `stats.txt` back: one line per statistic in gem5's text format, `name value
//! # description (Unit)` (or, in files written before Tandem used it, `name value unit #
//! description`: the value is the second word either way), optionally split into dumps between
//! `---------- Begin Simulation Statistics ----------` and `---------- End Simulation Statistics
//! ----------` lines.
//!
//! When the file has dumps, the last one is the whole run (per-kernel dumps come first, in time
//! order); a file without markers is one dump. Values are read as `f64` because derived rates
//! (hit rates, IPC) sit beside the integer counters; `nan` and `inf` are accepted as gem5
//! writes them. Blank lines and lines that start with `#` are skipped; anything else that does
//! not parse is an error naming the line, so a truncated or foreign file is not half-read.
//!
//! Consumers (`crate::plot`) read raw per-component counters (`gpu[g].cu[c].l1v.read_hits`)
//! rather than totals, so they work on files written before and after per-GPU totals existed.

use std::collections::BTreeMap;
use std::path::Path;

/// The marker gem5 writes before a dump.
pub const BEGIN_MARKER: &str = "---------- Begin Simulation Statistics ----------";
/// The marker gem5 writes after a dump.
pub const END_MARKER: &str = "---------- End Simulation Statistics   ----------";

/// Why a stats file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum StatsFileError {
    /// `err` is in the message and is not a `source`, so that a chain printed with its causes
    /// does not say it twice.
    #[error("cannot read {path}: {err}")]
    Io { path: String, err: std::io::Error },
    #[error("{path}:{line}: {why}")]
    Parse {
        path: String,
        line: usize,
        why: String,
    },
    #[error("{path}: no statistics in the file")]
    Empty { path: String },
}

/// One dump: counter name to value, in name order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Dump {
    pub values: BTreeMap<String, f64>,
}

impl Dump {
    /// The value of `name`, if the dump has it.
    pub fn get(&self, name: &str) -> Option<f64> {
        self.values.get(name).copied()
    }
}

/// Every dump of a file, in file order.
#[derive(Clone, Debug, PartialEq)]
pub struct StatsFile {
    dumps: Vec<Dump>,
}

impl StatsFile {
    /// Reads and parses `path`.
    pub fn load(path: &Path) -> Result<StatsFile, StatsFileError> {
        let text = std::fs::read_to_string(path).map_err(|err| StatsFileError::Io {
            path: path.display().to_string(),
            err,
        })?;
        StatsFile::parse(&text, &path.display().to_string())
    }

    /// Parses the text of a stats file; `origin` names it in errors.
    pub fn parse(text: &str, origin: &str) -> Result<StatsFile, StatsFileError> {
        let err = |line: usize, why: String| StatsFileError::Parse {
            path: origin.to_string(),
            line,
            why,
        };
        let mut dumps = Vec::new();
        // Lines outside any Begin/End pair (a marker-less file) collect here.
        let mut loose = Dump::default();
        let mut open: Option<(usize, Dump)> = None;
        for (i, raw) in text.lines().enumerate() {
            let n = i + 1;
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line == BEGIN_MARKER {
                if let Some((at, _)) = open {
                    return Err(err(
                        n,
                        format!("a dump begins inside the dump begun at line {at}"),
                    ));
                }
                open = Some((n, Dump::default()));
                continue;
            }
            if line == END_MARKER {
                match open.take() {
                    Some((_, d)) => dumps.push(d),
                    None => return Err(err(n, "an end marker without a begin marker".into())),
                }
                continue;
            }
            let (name, value) = parse_line(line).map_err(|why| err(n, why))?;
            let into = match open.as_mut() {
                Some((_, d)) => d,
                None => &mut loose,
            };
            into.values.insert(name.to_string(), value);
        }
        if let Some((at, _)) = open {
            return Err(err(
                at,
                "the dump begun here has no end marker (truncated file?)".into(),
            ));
        }
        if dumps.is_empty() && !loose.values.is_empty() {
            dumps.push(loose);
        }
        if dumps.is_empty() {
            return Err(StatsFileError::Empty {
                path: origin.to_string(),
            });
        }
        Ok(StatsFile { dumps })
    }

    /// Every dump, in file order.
    pub fn dumps(&self) -> &[Dump] {
        &self.dumps
    }

    /// The whole run: the last dump.
    pub fn whole_run(&self) -> &Dump {
        // `parse` never yields an empty list.
        &self.dumps[self.dumps.len() - 1]
    }
}

/// Splits `name value [unit] [# description]` and reads the value.
fn parse_line(line: &str) -> Result<(&str, f64), String> {
    let data = match line.find('#') {
        Some(i) => &line[..i],
        None => line,
    };
    let mut words = data.split_whitespace();
    let name = words.next().ok_or("empty statistic line")?;
    let text = words
        .next()
        .ok_or_else(|| format!("statistic `{name}` has no value"))?;
    let value = match text {
        "nan" | "NaN" => f64::NAN,
        "inf" => f64::INFINITY,
        "-inf" => f64::NEG_INFINITY,
        t => t
            .trim_end_matches('%')
            .parse::<f64>()
            .map_err(|_| format!("statistic `{name}` has value `{t}`, not a number"))?,
    };
    Ok((name, value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_without_markers_is_one_dump() {
        let f = StatsFile::parse(
            "engine.now 100 ps # Simulated time.\n\ngpu[0].l2.bank[0].reads 24 count # Reads.\n",
            "t",
        )
        .unwrap();
        assert_eq!(f.dumps().len(), 1);
        assert_eq!(f.whole_run().get("gpu[0].l2.bank[0].reads"), Some(24.0));
        assert_eq!(f.whole_run().get("engine.now"), Some(100.0));
    }

    #[test]
    fn the_last_dump_is_the_whole_run() {
        let text = format!(
            "{BEGIN_MARKER}\nk.cycles 10 cycles # kernel 1\n{END_MARKER}\n\n\
             {BEGIN_MARKER}\nk.cycles 20 cycles # kernel 2\n{END_MARKER}\n\n\
             {BEGIN_MARKER}\nk.cycles 30 cycles # whole run\nk.rate 0.5 ratio # derived\n{END_MARKER}\n"
        );
        let f = StatsFile::parse(&text, "t").unwrap();
        assert_eq!(f.dumps().len(), 3);
        assert_eq!(f.dumps()[0].get("k.cycles"), Some(10.0));
        assert_eq!(f.whole_run().get("k.cycles"), Some(30.0));
        assert_eq!(f.whole_run().get("k.rate"), Some(0.5));
    }

    #[test]
    fn gem5_format_dumps_are_read() {
        let mut text = String::new();
        let mut body = String::new();
        gpu_sim::stats::gem5text::globals_text(
            &mut body,
            &gpu_sim::stats::gem5text::Globals {
                sim_ticks: 2_000_000,
                final_tick: 5_000_000,
                ..Default::default()
            },
        );
        gpu_sim::stats::gem5text::stat_line(
            &mut body,
            "gpu[0].l2.read_hit_rate",
            "0.2500",
            "Read hits over reads.",
            "Ratio",
        );
        gpu_sim::stats::gem5text::dump(&mut text, &body);
        let f = StatsFile::parse(&text, "t").unwrap();
        assert_eq!(f.dumps().len(), 1);
        assert_eq!(f.whole_run().get("simTicks"), Some(2e6));
        assert_eq!(f.whole_run().get("simSeconds"), Some(0.000002));
        assert_eq!(f.whole_run().get("simFreq"), Some(1e12));
        assert_eq!(f.whole_run().get("gpu[0].l2.read_hit_rate"), Some(0.25));
    }

    #[test]
    fn gem5_style_lines_without_units_and_nan_are_read() {
        let f = StatsFile::parse("a 1.5 # x (Ratio)\nb nan # y\nc 7\n", "t").unwrap();
        assert_eq!(f.whole_run().get("a"), Some(1.5));
        assert!(f.whole_run().get("b").unwrap().is_nan());
        assert_eq!(f.whole_run().get("c"), Some(7.0));
    }

    #[test]
    fn bad_input_is_an_error_naming_the_line() {
        let e = StatsFile::parse("a 1\nb twelve count\n", "stats.txt")
            .unwrap_err()
            .to_string();
        assert!(e.contains("stats.txt:2") && e.contains("twelve"), "{e}");
        let e = StatsFile::parse(&format!("{BEGIN_MARKER}\na 1\n"), "s")
            .unwrap_err()
            .to_string();
        assert!(e.contains("s:1") && e.contains("no end marker"), "{e}");
        let e = StatsFile::parse(&format!("{END_MARKER}\n"), "s")
            .unwrap_err()
            .to_string();
        assert!(e.contains("without a begin"), "{e}");
        let e = StatsFile::parse("\n\n", "s").unwrap_err().to_string();
        assert!(e.contains("no statistics"), "{e}");
        let e = StatsFile::parse("lonely\n", "s").unwrap_err().to_string();
        assert!(e.contains("no value"), "{e}");
    }
}
