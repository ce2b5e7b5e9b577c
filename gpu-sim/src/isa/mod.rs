//! The GCN3 (gfx803) instruction set: operand model, generated opcode tables, decoder and
//! LLVM-syntax disassembler.
//!
//! `gpu-sim/isa/gcn3.ops` is the single source of truth; `generated.rs` is built from it by
//! `tests/isa_codegen.rs`. [`decode::decode`] turns dwords into an [`Inst`];
//! [`disasm::format`] prints one the way `llvm-objdump-15 --mcpu=gfx803` does.

pub mod decode;
pub mod disasm;
#[rustfmt::skip]
pub mod generated;
pub mod inst;
pub mod listing;
pub mod table;

pub use decode::{decode, DecodeError};
pub use disasm::{format, format_at};
pub use inst::{Encoding, Inst, Operand};
pub use listing::{disassemble_elf, ListingError};
