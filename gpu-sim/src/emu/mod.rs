//! The functional GCN3 emulator: wavefront state, instruction semantics and the workgroup
//! dispatcher. Memory is reached only through the [`Memory`] trait.

pub mod memory;

pub use memory::{MemError, Memory, SparseMemory};
