//! `tandem`, the command-line tool, as a library: everything that only the tool uses. It runs
//! host programs on the standalone CPU side (`host-stub`) and reads what the runs wrote.
//!
//! - [`run`]: `tandem run` and `tandem kernel --gpu` (run orchestration, output folders,
//!   summary.json); [`results`]: `results.sqlite` and `metrics.csv`; [`outdir`]: the output folder's lock and clean-up;
//!   [`progress`]: the progress bar; [`trace`]: the host side's part of a `--trace` file.
//! - [`bench`] (`tandem bench`), [`study`] (`tandem bench multi-gpu`), [`crosscheck`]
//!   (`tandem bench mgpusim`): measurements built from runs.
//! - [`statsfile`], [`plot`], [`sweep`]: the readers of a run's outputs (`tandem plot`,
//!   `tandem sweep`, locally or on Slurm).
//! - [`gem5prep`]: `tandem gem5-prepare`, what the gem5 adapter needs for a run.
//!
//! The `tandem` binary (`main.rs`, `cli.rs`) is the command line over these; it also serves as
//! the GPU process (`tandem gpu-process`, the `gpu-process` crate) so one binary is all a
//! user needs.

pub mod bench;
pub mod crosscheck;
pub mod exec;
pub mod gem5prep;
pub mod outdir;
pub mod plot;
pub mod progress;
pub mod results;
pub mod run;
pub mod statsfile;
pub mod study;
pub mod sweep;
pub mod trace;
