//! Tandem's GPU side: everything that models one or more AMD GCN3 (gfx803) GPUs.
//!
//! Modules follow hardware blocks (see `docs/architecture.md`):
//! - [`isa`]: the GCN3 instruction set — operand model, decoder, disassembler.
//! - [`loader`]: gfx803 code objects (ELF, kernel descriptors, msgpack metadata).
//! - [`emu`]: the functional wavefront emulator and the memory trait it reaches memory through.
//! - [`job`]: run one kernel from a plain description (what `tandem kernel` does).

pub mod cp;
pub mod emu;
pub mod gpu;
pub mod isa;
pub mod job;
pub mod loader;
