//! Tandem's co-simulation transport: the GPU simulator process and a CPU simulator process (gem5 or the
//! host stub) exchange timestamped 64-byte-multiple messages over single-producer single-consumer rings
//! in one shared-memory segment, in exact conservative lock-step.
//!
//! - [`wire`]: every byte that crosses the process boundary (the only place the layout is defined).
//! - [`segment`]: creating, mapping, checking and cleaning up the shared segment.
//! - [`ring`]: the SPSC slot rings (per-slot ownership byte, private positions).
//! - [`endpoint`]: channels, simulated time, quantum and per-cycle lock-step, shutdown.
//! - [`wait`]: spin, then yield, then park.
//! - [`ffi`]: the C ABI for the CPU side (header: `bridge/include/tandem_bridge.h`).
//! - [`progress`]: the page where the GPU process publishes how far a run has got, for the host
//!   side's progress bar.
//! - [`exit`]: how a peer process ended (its exit status or signal, by name), for messages.
//! - [`watchdog`]: wall-clock and stall limits on the GPU process, for every CPU side (the host
//!   stub directly, gem5 through `tandem_bridge_watch`).
//! - [`synth`]: a synthetic GPU traffic generator and a fixed-latency CPU memory, for tests and benchmarks.
//!
//! The bridge moves messages and knows nothing about GPUs beyond the channel kinds.

pub mod endpoint;
pub mod error;
pub mod exit;
pub mod ffi;
pub mod progress;
pub mod ring;
pub mod segment;
pub mod synth;
pub mod wait;
pub mod watchdog;
pub mod wire;

pub use endpoint::{
    BridgeConfig, Clocks, DriverMessage, Endpoint, EndpointStats, Incoming, LockStep, Progress,
    TickKind, TickSchedule,
};
pub use error::{BridgeError, Result, Side};
pub use progress::{ProgressPage, ProgressSnapshot};
pub use segment::{clean_stale_segments, list_segments, pid_alive};
pub use wait::WaitConfig;
