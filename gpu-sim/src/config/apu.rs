//! Configuration of the APU configuration's memory-controller client (`[apu]` in the timing
//! TOML; the component is `mc::McClient`).

use serde::{Deserialize, Serialize};

/// Bytes of one wire line (`bridge::wire::BRIDGE_LINE_BYTES`).
const WIRE_LINE: u64 = 64;

/// Configuration of the APU's memory-controller client (`[gpu.timing.apu]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default = "McConfig::r9_nano")]
pub struct McConfig {
    /// Host memory path of timing mode: `false` (default) reaches host memory through the host
    /// link; `true` sends L2 misses to host memory through the bridge's memory-controller
    /// queues to the CPU side's DRAM model (the APU configuration).
    pub enabled: bool,
    /// Address interleaving over the CPU side's memory controllers, bytes; must equal
    /// `host.dram.interleave_bytes`. Default 4096.
    pub interleave_bytes: u64,
    /// Requests (GPU-side, before splitting into 64-byte wire lines) in flight at once; the
    /// client stops taking requests from the L2 at the limit. Default 64.
    pub max_outstanding: u32,
    /// Depth of the client's incoming buffer, messages. Default 64.
    pub in_queue_entries: u32,
}

impl McConfig {
    /// Defaults: disabled, 4 KiB interleave, 64 outstanding requests.
    pub fn r9_nano() -> McConfig {
        McConfig {
            enabled: false,
            interleave_bytes: 4096,
            max_outstanding: 64,
            in_queue_entries: 64,
        }
    }

    /// Checks the values; every error names its key under `prefix`.
    pub fn validate_at(&self, prefix: &str, errs: &mut Vec<super::ConfigError>) {
        let k = |f: &str| format!("{prefix}.{f}");
        if !self.interleave_bytes.is_power_of_two() || self.interleave_bytes < WIRE_LINE {
            errs.push(super::ConfigError::new(
                k("interleave_bytes"),
                format!(
                    "must be a power of two >= 64, got {}",
                    self.interleave_bytes
                ),
            ));
        }
        if self.max_outstanding == 0 {
            errs.push(super::ConfigError::new(
                k("max_outstanding"),
                "must be at least 1",
            ));
        }
        if self.in_queue_entries == 0 {
            errs.push(super::ConfigError::new(
                k("in_queue_entries"),
                "must be at least 1",
            ));
        }
    }
}

impl Default for McConfig {
    fn default() -> Self {
        McConfig::r9_nano()
    }
}
