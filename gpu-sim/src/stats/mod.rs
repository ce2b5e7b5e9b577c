//! Per-component statistics: plain counter structs with a documented unit per field, and a
//! flat report with hierarchical names.
//!
//! A stats struct is declared with [`stats_struct!`](crate::stats_struct): every field is a `u64` counter with a
//! doc comment and a [`Unit`]. The field's own identifier is the stat name, so names cannot
//! drift from the code (gem5's `ADD_STAT` idea). A component's instance path plus the field
//! name gives the full name, e.g. `gpu[0].l2.bank[3].read_misses`.
//!
//! Derived values (hit ratios, bandwidth) are not counters: [`derive`] computes them, with the
//! per-GPU totals, from the integer counters when `stats.txt` is written. The report keeps insertion order, which is the engine's component order and each
//! struct's field order, so two identical runs print identical reports.

pub mod derive;
pub mod dumps;
pub mod gem5text;

use serde::Serialize;

/// The unit of a counter.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Unit {
    /// A number of events (requests, hits, commands).
    Count,
    /// Bytes.
    Bytes,
    /// Picoseconds of simulated time (summed over events for latency totals).
    Ps,
    /// Clock cycles of the component's own clock.
    Cycles,
}

impl Unit {
    pub const ALL: [Unit; 4] = [Unit::Count, Unit::Bytes, Unit::Ps, Unit::Cycles];

    /// The unit as the tidy outputs spell it (`summary.json`'s metrics table, `metrics.csv`,
    /// `results.sqlite`): `count`, `bytes`, `ps`, `cycles`.
    pub fn word(self) -> &'static str {
        match self {
            Unit::Count => "count",
            Unit::Bytes => "bytes",
            Unit::Ps => "ps",
            Unit::Cycles => "cycles",
        }
    }

    /// gem5's name of the unit (`src/base/stats/units.hh`), as `stats.txt` prints it after the
    /// description: a picosecond is gem5's tick.
    pub fn gem5_name(self) -> &'static str {
        match self {
            Unit::Count => "Count",
            Unit::Bytes => "Byte",
            Unit::Ps => "Tick",
            Unit::Cycles => "Cycle",
        }
    }
}

/// A struct of counters that can list itself (implemented by [`stats_struct!`](crate::stats_struct)).
pub trait StatGroup {
    /// Calls `f(name, value, unit, description)` for every counter, in declaration order.
    fn visit(&self, f: &mut dyn FnMut(&'static str, u64, Unit, &'static str));
}

/// Declares a stats struct: `u64` public fields, each with a doc comment and a unit.
///
/// ```text
/// gpu_sim::stats_struct! {
///     /// Example counters.
///     pub struct ExampleStats {
///         /// Requests seen.
///         requests: Count,
///     }
/// }
/// ```
#[macro_export]
macro_rules! stats_struct {
    (
        $(#[$smeta:meta])*
        pub struct $name:ident {
            $( #[doc = $doc:literal] $field:ident : $unit:ident, )*
        }
    ) => {
        $(#[$smeta])*
        #[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        pub struct $name {
            $( #[doc = $doc] pub $field: u64, )*
        }
        impl $name {
            /// The counters of the instance at `path` in `report` (0 where absent): the typed
            /// form of a report's lines, for JSON outputs.
            pub fn from_report(report: &$crate::stats::StatsReport, path: &str) -> $name {
                $name {
                    $( $field: report
                        .get(&format!("{}.{}", path, stringify!($field)))
                        .unwrap_or(0), )*
                }
            }
        }
        impl $crate::stats::StatGroup for $name {
            fn visit(&self, f: &mut dyn FnMut(&'static str, u64, $crate::stats::Unit, &'static str)) {
                $( f(stringify!($field), self.$field, $crate::stats::Unit::$unit, $doc.trim()); )*
            }
        }
    };
}

/// One counter in a report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatEntry {
    /// Full hierarchical name: instance path, a dot, the field name.
    pub name: String,
    pub value: u64,
    pub unit: Unit,
    pub description: &'static str,
}

/// A flat list of counters from many components, in a fixed order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct StatsReport {
    entries: Vec<StatEntry>,
    /// A values-only report ([`StatsReport::values_only`]) keeps the values here and no entries.
    #[serde(skip)]
    values: Option<Vec<u64>>,
}

impl StatsReport {
    pub fn new() -> StatsReport {
        StatsReport::default()
    }

    /// A report that keeps only the values, in the same order a named report would list them:
    /// no names are formatted, so a snapshot at every kernel edge stays cheap.
    pub fn values_only() -> StatsReport {
        StatsReport {
            entries: Vec::new(),
            values: Some(Vec::new()),
        }
    }

    /// The values of a values-only report (empty for a named one).
    pub fn values(&self) -> &[u64] {
        self.values.as_deref().unwrap_or(&[])
    }

    /// Appends every counter of `group` under the instance path `path`.
    pub fn add_group(&mut self, path: &str, group: &dyn StatGroup) {
        if let Some(v) = self.values.as_mut() {
            group.visit(&mut |_, value, _, _| v.push(value));
            return;
        }
        group.visit(&mut |field, value, unit, description| {
            self.entries.push(StatEntry {
                name: format!("{path}.{field}"),
                value,
                unit,
                description,
            })
        });
    }

    /// Appends one counter.
    pub fn add(&mut self, name: String, value: u64, unit: Unit, description: &'static str) {
        if let Some(v) = self.values.as_mut() {
            v.push(value);
            return;
        }
        self.entries.push(StatEntry {
            name,
            value,
            unit,
            description,
        });
    }

    pub fn entries(&self) -> &[StatEntry] {
        &self.entries
    }

    /// The value of the counter named `name`.
    pub fn get(&self, name: &str) -> Option<u64> {
        self.entries
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.value)
    }

    /// Sum of every counter whose name ends with `.field` (e.g. all banks' `read_misses`).
    pub fn sum_field(&self, field: &str) -> u64 {
        self.entries
            .iter()
            .filter(|e| {
                e.name
                    .strip_suffix(field)
                    .is_some_and(|head| head.ends_with('.'))
            })
            .map(|e| e.value)
            .sum()
    }

    /// One line per counter in gem5's text format: `name value # description (Unit)`
    /// ([`gem5text::stat_line`]).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for e in &self.entries {
            gem5text::stat_line(
                &mut out,
                &e.name,
                &e.value.to_string(),
                e.description,
                e.unit.gem5_name(),
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    stats_struct! {
        /// Test counters.
        pub struct TStats {
            /// Reads seen.
            reads: Count,
            /// Bytes moved.
            bytes: Bytes,
        }
    }

    #[test]
    fn names_units_and_order() {
        let mut r = StatsReport::new();
        r.add_group(
            "gpu[0].l2.bank[3]",
            &TStats {
                reads: 4,
                bytes: 256,
            },
        );
        r.add_group("gpu[0].l2.bank[4]", &TStats { reads: 1, bytes: 0 });
        let squeezed: Vec<String> = r
            .to_text()
            .lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        assert_eq!(
            squeezed,
            [
                "gpu[0].l2.bank[3].reads 4 # Reads seen. (Count)",
                "gpu[0].l2.bank[3].bytes 256 # Bytes moved. (Byte)",
                "gpu[0].l2.bank[4].reads 1 # Reads seen. (Count)",
                "gpu[0].l2.bank[4].bytes 0 # Bytes moved. (Byte)",
            ]
        );
        assert_eq!(r.get("gpu[0].l2.bank[3].bytes"), Some(256));
        assert_eq!(r.sum_field("reads"), 5);
        assert_eq!(
            TStats::from_report(&r, "gpu[0].l2.bank[3]"),
            TStats {
                reads: 4,
                bytes: 256
            }
        );
        assert_eq!(TStats::from_report(&r, "gpu[9]"), TStats::default());
    }
}
