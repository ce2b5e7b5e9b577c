//! Tandem's GPU side: everything that models one or more AMD GCN3 (gfx803) GPUs.
//!
//! Modules follow hardware blocks (see `docs/architecture.md`):
//! - [`isa`]: the GCN3 instruction set — operand model, decoder, disassembler.
//! - [`loader`]: gfx803 code objects (ELF, kernel descriptors, msgpack metadata): the
//!   `code-object` crate, re-exported.
//! - [`emu`]: the functional wavefront emulator and the memory trait it reaches memory through.
//! - [`job`]: run one kernel from a plain description (what `tandem kernel` does).
//! - [`cp`]: the command processor: AQL packets from a ring in host memory to dispatches.
//! - [`host_abi`]: the host runtime's half of a launch: kernarg segment, dispatch packet,
//!   completion signal (shared with the host programs' KFD session).
//! - [`time`], [`engine`]: picosecond time, clock domains, and the discrete-event engine with ports.
//! - [`config`]: the timing configuration (plain data, R9 Nano presets, validation).
//! - [`proto`]: the messages memory components exchange, and their shared contract harness.
//! - [`cache`], [`dram`], [`tlb`], [`memsys`]: the memory hierarchy of one GPU and its assembly.
//! - [`cu`]: the compute-unit timing model (fetch, issue, waitcnt, coalescing, LDS banks).
//! - [`mc`]: the APU lock-step memory path: host-memory misses through the bridge's memory-controller queues.
//! - [`sys`]: the system the GPUs share: the driver component, the system-memory port, the one
//!   page table over host memory and VRAM, and the page table's servers for the walkers.
//! - [`world`]: the one engine of the system and every GPU (what the GPU process, crate
//!   `gpu-process`, runs); [`side`]: its configuration and the conventions the GPU process and
//!   the CPU side share.
//! - [`stats`]: per-component statistics with hierarchical names and units.
//! - [`outfile`]: result files written to a temporary name and renamed, so a failed run leaves
//!   no truncated result.

pub mod cache;
pub mod checkpoint;
pub mod config;
pub mod cp;
pub mod cu;
pub mod dram;
pub mod emu;
pub mod engine;
pub mod fabric;
pub mod isa;
pub mod job;
/// The code-object reader is its own crate (`code-object`), shared with the host programs;
/// re-exported here so the simulator's paths stay `gpu_sim::loader`.
pub use code_object as loader;
pub mod mc;
pub mod memsys;
pub mod outfile;
pub mod physmem;
pub mod proto;
pub mod side;
pub mod stats;
pub mod svm;
pub mod sys;
pub mod time;
pub mod tlb;
pub mod trace;
pub mod world;
