//! The GCN3 (gfx803) instruction set: operand model, generated opcode tables, decoder and
//! LLVM-syntax disassembler.

pub mod generated;
pub mod inst;

pub use inst::{Encoding, Inst, Operand};
