//! The standalone CPU side of Tandem (the host stub) as a library: configuration, the CPU-side
//! DRAM model, the host runtime that drives the GPU process through the emulated KFD driver,
//! the MGMark workloads, the `tandem run` front end, and `tandem gem5-prepare` (the gem5
//! adapter's setup), and
//! the readers of a run's outputs: `tandem plot` (figures) and `tandem sweep` (design-space
//! sweeps, locally or on Slurm). The `tandem` binary (`main.rs`) and the cross-crate tests use it.

pub mod bench;
pub mod config;
pub mod crosscheck;
pub mod dram;
pub mod gem5prep;
pub mod mc_server;
pub mod outdir;
pub mod plot;
pub mod progress;
pub mod run;
pub mod runtime;
pub mod statsfile;
pub mod study;
pub mod sweep;
pub mod trace;
pub mod watchdog;
pub mod workloads;
