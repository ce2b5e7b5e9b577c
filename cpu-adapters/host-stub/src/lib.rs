//! The standalone CPU side of Tandem (the host stub): what plays the CPU simulator when no gem5
//! runs. It creates the shared segment and host memory, starts the GPU process and watches it,
//! models host DRAM, serves the GPUs' host-memory requests in the APU configuration, and
//! carries the host programs' KFD session over the bridge.
//!
//! - [`config`]: the run's configuration (`tandem.toml`: host, bridge and GPU sections).
//! - [`runtime`]: [`runtime::Runtime`], the session over [`runtime::BridgeSide`] (the
//!   transport), and the GPU process's start and end.
//! - [`dram`]: the host DRAM model and the CPU traffic generator.
//! - [`mc_server`]: the memory-controller server for the GPUs' host-memory requests.
//! - [`watchdog`]: wall-clock and stall limits on the GPU process (the bridge's, shared with
//!   the gem5 adapter).
//!
//! The `tandem` tool (`cli/`) runs programs on it; the host programs live in `host-programs`.

pub mod config;
pub mod dram;
pub mod mc_server;
pub mod runtime;
pub use bridge::watchdog;
