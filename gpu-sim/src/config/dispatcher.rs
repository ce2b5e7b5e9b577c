//! Configuration of the workgroup dispatcher (`[dispatcher]` in the timing TOML; the component
//! is `cp::dispatcher`).

use serde::{Deserialize, Serialize};

/// Dispatcher configuration (`dispatcher.*` in the timing config).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DispatcherConfig {
    /// Core cycles between two workgroups sent (the dispatcher starts one group per cycle).
    /// Default 1 (MGPUSim's dispatcher dispatches one workgroup per cycle).
    pub cycles_per_group: u64,
    /// Core cycles between the end of the kernel-start invalidation and the first group
    /// (reading the dispatch packet and setting up the kernel). Default 100 (ours, not
    /// calibrated; the command processor's own packet time comes in front of it).
    pub launch_overhead_cycles: u64,
    /// Hang guard: a kernel still running this many core cycles after its start stops the
    /// simulation with an error naming this key. Default 10^10 (10 s simulated at 1 GHz).
    pub max_kernel_cycles: u64,
    /// Messages the dispatcher's port buffers (answers from caches, TLBs and compute units).
    /// Default 1024.
    pub port_entries: u32,
}

impl DispatcherConfig {
    pub fn r9_nano() -> DispatcherConfig {
        DispatcherConfig {
            cycles_per_group: 1,
            launch_overhead_cycles: 100,
            max_kernel_cycles: 10_000_000_000,
            port_entries: 1024,
        }
    }

    /// Every problem, each naming its key under `path`.
    pub fn validate_at(&self, path: &str, errs: &mut Vec<super::ConfigError>) {
        let k = |f: &str| {
            if path.is_empty() {
                f.to_string()
            } else {
                format!("{path}.{f}")
            }
        };
        for (key, v) in [
            ("cycles_per_group", self.cycles_per_group),
            ("max_kernel_cycles", self.max_kernel_cycles),
            ("port_entries", u64::from(self.port_entries)),
        ] {
            if v == 0 {
                errs.push(super::ConfigError::new(
                    k(key),
                    "must be at least 1, got 0".to_string(),
                ));
            }
        }
    }
}

impl Default for DispatcherConfig {
    fn default() -> Self {
        DispatcherConfig::r9_nano()
    }
}
