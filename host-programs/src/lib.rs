//! Tandem's host programs and the one KFD host session they run on.
//!
//! - [`kfd`]: the KFD session (open the GPUs as ROCt does, buffers, code objects, launches,
//!   waits), written once and generic over a [`kfd::Transport`]: driver-channel messages on the
//!   bridge for the standalone host stub, real `ioctl`/`mmap` system calls and stores for the
//!   gem5 guest program.
//! - [`workloads`]: MGMark, vecadd, the validation micro-benchmarks and latency probes, written
//!   once against [`workloads::HostRuntime`] (which every session implements).
//! - [`mgpusim`]: MGPUSim's own MGMark code objects with MGPUSim's arguments and inputs (the
//!   cross-check).
//! - [`reference`]: the CPU references and the inputs' generator and partitioning.
//!
//! Nothing here simulates anything or touches a process, a segment or a file (the MGPUSim
//! programs read their code objects from a checkout): what a program does is the same on every
//! CPU side.

pub mod kfd;
pub mod mgpusim;
pub mod reference;
pub mod workloads;
