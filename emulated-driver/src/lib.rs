//! Tandem's emulated KFD kernel driver: the real `linux/kfd_ioctl.h` ABI serving N gfx803
//! GPUs, independent of how requests arrive (the bridge's driver channel, the host stub, a
//! future native interposer all call the same library API).
//!
//! - [`abi`]: argument structs, request numbers, `_IOC` and mmap-offset encodings.
//! - [`driver`]: [`Driver`] — ioctl, mmap, doorbell routing, queue/BO/VM tables.
//! - [`events`]: events and WAIT_EVENTS in simulated time (pending-wait tokens).
//! - [`topology`]: the KFD sysfs tree for one CPU node and N GPU nodes.
//! - [`config`]: [`DriverConfig`] with R9 Nano defaults.
//! - [`svm`]: shared virtual memory attributes (`AMDKFD_IOC_SVM`).
//! - [`tile`]: Fiji's tiling tables for GET_TILE_CONFIG.
//!
//! Time is simulated: every call that needs the time takes `now_ps` (u64 picoseconds).
//! The driver never blocks and never panics on any request bytes; refusals are Linux errnos.

pub mod abi;
pub mod config;
pub mod driver;
pub mod errno;
pub mod events;
pub mod svm;
pub mod tile;
pub mod topology;

pub use config::{ConfigErrors, CpuNodeConfig, DriverConfig, GpuNodeConfig};
pub use driver::{
    Bo, DoorbellRing, Driver, DriverNote, GpuVaTarget, IoctlOutcome, MemKind, MmapTarget,
    NoUserMemory, QueueDesc, UserMemory,
};
pub use errno::Errno;
pub use events::{WaitPoll, WaitToken};
pub use svm::{svm_attrs, svm_call, SvmLoc, SvmSet};
pub use topology::Topology;
