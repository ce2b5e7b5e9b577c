//! The GCN3 (gfx803) instruction set: operand model, generated opcode tables, decoder and
//! LLVM-syntax disassembler.
//!
//! `gpu-sim/isa/gcn3.ops` is the single source of truth (see `gpu-sim/isa/README.md`);
//! `generated.rs` is built from it by `tests/isa_codegen.rs`. [`table`] defines the types of
//! that data. [`decode::decode`] turns dwords into a small `Copy` [`Inst`] without allocating
//! and never panics; [`disasm::format`] prints one the way `llvm-objdump-15 --mcpu=gfx803`
//! does; [`listing::disassemble_elf`] prints a whole code object like `llvm-objdump -d`.
//!
//! Deviations from hardware worth knowing: the decoder accepts exactly what LLVM 15 accepts
//! (including gfx9-only FLAT offset bits, which land in `MemFields::offset`), and clears
//! modifier bits LLVM ignores for an opcode, so `Inst::mods` only holds honoured modifiers.

pub mod atomic;
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
