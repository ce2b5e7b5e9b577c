//! `tandem-guest`: the host program that runs inside gem5 in SE mode and drives Tandem's GPUs
//! through `/dev/kfd` with real system calls (open, ioctl, mmap), the same KFD ABI the host
//! stub's runtime speaks over the bridge. gem5's `TandemKfd` driver forwards the calls to
//! Tandem's emulated driver in the GPU process.
//!
//! Built as a static x86-64 Linux executable (`-C target-feature=+crt-static`): no threads, no
//! file reads (code objects are built in), no randomly seeded hashing.
//!
//! - [`sys`]: the system calls and volatile copies.
//! - [`kfd`]: the KFD session (open, host and VRAM buffers, load, launch, wait).
//! - [`workloads`]: host programs on top of it, each with a CPU reference.
//! - [`cli`]: the command line.

pub mod cli;
pub mod kfd;
pub mod sys;
pub mod workloads;
