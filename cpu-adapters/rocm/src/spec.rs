//! What `tandem exec` hands the interposer: one JSON file named by `TANDEM_EXEC_SPEC`.
//!
//! This file is the single definition of that format: the interposer reads it, and the
//! `tandem` tool includes this module (`#[path]`) to write it, so the two cannot drift.

use serde::{Deserialize, Serialize};

/// Environment variable naming the spec file.
pub const SPEC_ENV: &str = "TANDEM_EXEC_SPEC";

/// Everything the interposer needs to start the GPU process and serve the program.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ExecSpec {
    /// The GPU process's command line before its own arguments (e.g. `tandem gpu-process`).
    pub gpu_process: Vec<String>,
    /// Its `--config` (TOML of the GPU side's configuration).
    pub side_toml: String,
    pub n_gpus: u32,
    /// Size of the shared host-memory region every GTT buffer lives in.
    pub host_memory_bytes: u64,
    /// Size of each GPU's VRAM region.
    pub vram_bytes: u64,
    pub bridge: ExecBridge,
    pub connect_timeout_ms: u64,
    /// The run's stall limit (`host.stall_timeout_ms`, 0 = off): the GPU process gives up when
    /// this process is *stopped* (SIGSTOP, a debugger) that long while it waits for it. Only
    /// a stopped process counts: a program may sleep or read a terminal without being frozen.
    pub stall_timeout_ms: u64,
    /// Where the GPU process writes its statistics (`gpu-side.json`; `stats.txt` beside it).
    pub stats_out: String,
    /// Where the interposer writes the host side's record at the end (`host-side.json`).
    pub host_out: String,
    /// The folder holding `devices/virtual/kfd/kfd/topology` (what `/sys` paths are redirected to).
    pub sysfs_root: String,
    /// Render-node minor of GPU 0 (`/dev/dri/renderD<minor>`).
    pub render_minor_base: u32,
    /// Simulated cost of one ioctl or mmap on the driver (ps).
    pub ioctl_ps: u64,
    /// Extra `tandem-gpu` arguments (the trace options).
    pub gpu_args: Vec<String>,
    /// After this much wall-clock time without any call while the GPUs have work, the program
    /// is taken to spin on a signal in user space and the clock runs until the GPUs have none
    /// (ms).
    pub spin_ms: u64,
    /// Simulated time every thread may wait with the GPUs idle before the run is declared
    /// deadlocked (ps).
    pub idle_limit_ps: u64,
}

/// The bridge segment's settings (the subset of `bridge::BridgeConfig` a CPU side chooses).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ExecBridge {
    pub n_mc: u32,
    pub ring_entries: u32,
    pub c2g_latency_ps: u64,
    pub g2c_latency_ps: u64,
    pub quantum_ps: u64,
    pub core_period_ps: u64,
    pub mem_period_ps: u64,
}

/// What the interposer reports at the end (`host-side.json`).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct HostRecord {
    /// The CPU side's clock when the program finished (ps).
    pub end_ps: u64,
    /// KFD ioctls by name, in the order first seen: (name, calls, failures).
    pub ioctls: Vec<(String, u64, u64)>,
    pub mmaps: u64,
    /// Doorbell stores seen and sent to the GPU process.
    pub doorbells: u64,
    /// Sleeps (usleep, nanosleep) that advanced the clock.
    pub sleeps: u64,
    /// WAIT_EVENTS calls that had to wait for the GPU side.
    pub waits_blocked: u64,
    /// GTT buffers placed in the shared host memory, and their peak bytes.
    pub gtt_buffers: u64,
    pub gtt_peak_bytes: u64,
    /// Pages of the program's own memory registered with the GPUs (userptr) and therefore
    /// moved into the shared host region in place.
    pub user_pages_shared: u64,
    /// Requests refused without reaching the driver (render-node DRM ioctls).
    pub drm_refused: u64,
    /// Threads that made at least one call.
    pub threads: u64,
    /// Times the clock ran for a program spinning in user space (see `ExecSpec::spin_ms`).
    pub spin_runs: u64,
}
