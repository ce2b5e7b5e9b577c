//! N GPUs assembled behind the emulated KFD driver: what the GPU process (`tandem-gpu`) runs.
//!
//! [`world::World`] is one engine holding the system's components (`crate::sys`: the driver,
//! the system-memory port, the page table's servers), every GPU's command processor and
//! dispatcher (`crate::cp`), and in timing mode every GPU's compute units and memory side.
//! [`shm`] maps the shared regions (host memory, VRAM) the system memory is made of;
//! [`progress`] is the page the host side's progress bar reads.
//!
//! Requests arrive as driver-channel messages (ioctl, mmap, doorbell) injected at their bridge
//! timestamps; the world answers with [`Outgoing`] messages. [`process`] is the GPU process's
//! loop around it.
//!
//! Conventions shared with the host stub (both sides of this crate's protocol on the driver
//! channel): an mmap reply carries a [`MmapReply`] payload; a queue that stopped on a guest
//! error is reported as a `DRV_EVENT` with `arg0 =` [`QUEUE_ERROR_EVENT`] and the message text
//! as payload, so the host program fails at once instead of waiting forever.

pub mod process;
pub mod progress;
pub mod shm;
pub mod world;

use crate::cp::functional::FunctionalTiming;
use crate::cp::CpConfig;

/// The driver channel's reply formats live in the `host-abi` crate: the host runtime decodes
/// what the GPU process encodes.
pub use host_abi::driver::{MmapReply, QUEUE_ERROR_EVENT};

/// GPU-side configuration passed to the GPU process.
#[derive(serde::Serialize, serde::Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct GpuSideConfig {
    pub n_gpus: u32,
    /// Functional mode's duration formula.
    pub functional: FunctionalTiming,
    pub cp: CpConfig,
    /// Unified group (GPU indices, lead first), if any.
    pub unified: Option<Vec<usize>>,
    /// Which kernel model runs the dispatches. Default functional.
    #[serde(default)]
    pub mode: GpuMode,
    /// The GPU: its shape and clock in both modes, the whole cycle-level model in timing
    /// mode (`[gpu.timing]`).
    pub model: crate::config::TimingConfig,
    /// Worker threads the engine's partitions (one per GPU and one for the host side) run on;
    /// 0: the machine's cores, capped at the GPUs. The results do not depend on it.
    #[serde(default)]
    pub threads: u32,
}

impl GpuSideConfig {
    /// The APU configuration: timing mode with `[gpu.timing.apu] enabled`, where the GPUs'
    /// host-memory accesses travel over the bridge's memory-controller queues (the CPU side,
    /// host stub or gem5, must answer them). One definition for every side that asks.
    pub fn apu(&self) -> bool {
        self.mode == GpuMode::Timing && self.model.apu.enabled
    }
}

/// The kernel model of the GPU side.
#[derive(serde::Serialize, serde::Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum GpuMode {
    /// The functional emulator with the throughput formula of [`FunctionalTiming`].
    #[default]
    Functional,
    /// The cycle-level model ([`timing`]).
    Timing,
}

pub use crate::proto::Outgoing;

/// Why the GPU system could not start.
#[derive(Debug, thiserror::Error)]
pub enum GpuSystemError {
    #[error("driver configuration: {0}")]
    Driver(String),
    #[error("gpu configuration: {0}")]
    Config(String),
}

impl From<crate::engine::SimError> for GpuSystemError {
    fn from(e: crate::engine::SimError) -> Self {
        GpuSystemError::Config(e.to_string())
    }
}
