//! What the GPU side is given and what it shares with the CPU side: [`GpuSideConfig`] (the
//! configuration the GPU process runs the world of, [`crate::world::World`], with) and the
//! conventions both processes keep.
//!
//! Conventions shared with the host stub (both sides of the driver channel): an mmap reply
//! carries a [`host_abi::driver::MmapReply`] payload; a queue that stopped on a guest error is
//! reported as a `DRV_EVENT` with `arg0 =` [`host_abi::driver::QUEUE_ERROR_EVENT`] and the
//! message text as payload, so the host program fails at once instead of waiting forever; a
//! GPU process that stops on an error leaves the reason in [`GPU_ERROR_FILE`].

use crate::cp::functional::FunctionalTiming;
use crate::cp::CpConfig;

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
    /// 0: the cores other work leaves idle (cores less the one-minute load average), capped at
    /// the GPUs ([`crate::world::default_threads`]). The results do not depend on it.
    #[serde(default)]
    pub threads: u32,
    /// Tell the CPU side when the GPUs run out of work (`host_abi::driver::GPU_IDLE_EVENT`):
    /// `tandem exec`'s interposer uses it to let the clock run while the program spins on a
    /// signal in user space, and to stop it once nothing more can change. Off for every other
    /// CPU side (no extra messages).
    #[serde(default)]
    pub notify_idle: bool,
    /// The run has a checkpoint boundary (`tandem run --checkpoint-at` or `--restore`): the
    /// command processors learn it from the host program (`Annotation::Boundary`), and the
    /// first timing kernel after it on every GPU starts with clean caches and TLBs
    /// (docs/standalone.md, "Checkpoints").
    #[serde(default)]
    pub boundary: bool,
    /// A restored run (`tandem run --restore`): the launches before the boundary complete at
    /// once without running (the checkpoint holds what they computed).
    #[serde(default)]
    pub restoring: bool,
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
    /// The cycle-level model (`[gpu.timing]`: compute units, caches, TLBs, DRAM, the fabric).
    Timing,
}

/// The file, next to the GPU process's `--stats-out`, where a GPU process that stops on an
/// error leaves the reason (the host stub adds it to its own error: the process's stderr may
/// be gone).
pub const GPU_ERROR_FILE: &str = "gpu-error.txt";
