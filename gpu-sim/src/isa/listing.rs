//! Whole-file disassembly of a gfx803 code object: the text `tandem disasm <file>` prints.
//!
//! The layout follows `llvm-objdump-15 -d --mcpu=gfx803`: for every function symbol in
//! `.text` a `<name>:` header, then one line per instruction — a tab, the instruction text
//! padded to 59 columns, and a `// <address>: <words>` comment (plus `<symbol+offset>` for
//! branch targets). Words that do not decode print as `.long 0x...` and advance one dword.

use std::fmt::Write as _;

use object::{Object, ObjectSection, ObjectSymbol, SymbolKind};

use super::decode::decode;
use super::disasm::{branch_target, format};

/// Why a file could not be listed.
#[derive(Debug, thiserror::Error)]
pub enum ListingError {
    #[error("not an ELF file: {0}")]
    NotElf(String),
    #[error("the ELF file has no .text section")]
    NoText,
    #[error("cannot read .text: {0}")]
    BadText(String),
}

struct Sym {
    addr: u64,
    name: String,
}

/// Disassembles every function in `.text` of an AMDGPU ELF code object.
pub fn disassemble_elf(bytes: &[u8]) -> Result<String, ListingError> {
    let file = object::File::parse(bytes).map_err(|e| ListingError::NotElf(e.to_string()))?;
    let text = file.section_by_name(".text").ok_or(ListingError::NoText)?;
    let data = text
        .data()
        .map_err(|e| ListingError::BadText(e.to_string()))?;
    let start = text.address();
    let end = start.checked_add(data.len() as u64).ok_or_else(|| {
        ListingError::BadText(".text extends past the end of the address space".into())
    })?;
    let mut syms: Vec<Sym> = Vec::new();
    for sym in file.symbols().chain(file.dynamic_symbols()) {
        let inside = (start..end).contains(&sym.address());
        if sym.kind() == SymbolKind::Text && sym.section_index() == Some(text.index()) && inside {
            if let Ok(name) = sym.name() {
                if !syms
                    .iter()
                    .any(|s| s.addr == sym.address() && s.name == name)
                {
                    syms.push(Sym {
                        addr: sym.address(),
                        name: name.to_string(),
                    });
                }
            }
        }
    }
    syms.sort_by(|a, b| a.addr.cmp(&b.addr).then(a.name.cmp(&b.name)));
    syms.dedup_by(|b, a| a.addr == b.addr);
    if syms.first().is_none_or(|s| s.addr > start) {
        syms.insert(
            0,
            Sym {
                addr: start,
                name: ".text".to_string(),
            },
        );
    }
    let words: Vec<u32> = data
        .chunks(4)
        .map(|c| {
            c.iter()
                .enumerate()
                .fold(0u32, |w, (i, b)| w | (*b as u32) << (8 * i))
        })
        .collect();
    let mut out = String::new();
    out.push_str("Disassembly of section .text:\n");
    for (i, sym) in syms.iter().enumerate() {
        let stop = syms.get(i + 1).map_or(end, |n| n.addr).min(end);
        if sym.addr >= stop {
            continue;
        }
        let _ = write!(out, "\n{:016x} <{}>:\n", sym.addr, sym.name);
        let mut pc = sym.addr;
        while pc + 4 <= stop {
            let idx = ((pc - start) / 4) as usize;
            let avail = ((stop - pc) / 4) as usize;
            let window = &words[idx..idx + avail.min(3)];
            let (text, n) = match decode(window) {
                Ok(inst) => (format(&inst), inst.len as usize / 4),
                Err(_) => (format!(".long 0x{:08x}", window[0]), 1),
            };
            let _ = write!(out, "\t{text:<59}// {pc:012X}:");
            for w in &window[..n] {
                let _ = write!(out, " {w:08X}");
            }
            if let Ok(inst) = decode(window) {
                if let Some(t) = branch_target(&inst, pc) {
                    out.push(' ');
                    out.push_str(&symbolize(&syms, t));
                }
            }
            out.push('\n');
            pc += 4 * n as u64;
        }
    }
    Ok(out)
}

fn symbolize(syms: &[Sym], addr: u64) -> String {
    match syms.iter().rev().find(|s| s.addr <= addr) {
        Some(s) if s.addr == addr => format!("<{}>", s.name),
        Some(s) => format!("<{}+0x{:x}>", s.name, addr - s.addr),
        None => format!("<0x{addr:x}>"),
    }
}
