//! Reading an AMDGPU code object's ELF container with `object`'s low-level ELF API: header
//! checks (class, machine, OS/ABI, ABI version, gfx target in `e_flags`), segment placement,
//! symbols, the metadata note and the dynamic relocations.
//!
//! `object` knows nothing AMDGPU-specific, so the AMDGPU constants (from LLVM's AMDGPUUsage)
//! live here. Every bound is checked: a truncated or bit-flipped file gives a [`LoadError`].

use object::elf;
use object::read::elf::{FileHeader, ProgramHeader, Rela, SectionHeader, Sym};
use object::LittleEndian as LE;

use super::descriptor::AMD_KERNEL_CODE_BYTES;
use super::metadata::parse_metadata;
use super::metadata_v2::parse_metadata_v2;
use super::{CodeObject, KernelDescriptor, KernelInfo, LoadError, Relocation};

/// `ELFOSABI_AMDGPU_HSA`.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `EF_AMDGPU_MACH` mask of `e_flags`.
pub const EF_AMDGPU_MACH: u32 = 0xff;
/// `EF_AMDGPU_MACH_AMDGCN_GFX803`.
pub const EF_AMDGPU_MACH_AMDGCN_GFX803: u32 = 0x2a;
/// `NT_AMDGPU_METADATA` (owner "AMDGPU").
pub const NT_AMDGPU_METADATA: u32 = 32;
/// `NT_AMD_HSA_CODE_OBJECT_VERSION` (owner "AMD", code object v2): major and minor as u32.
pub const NT_AMD_HSA_CODE_OBJECT_VERSION: u32 = 1;
/// `NT_AMD_HSA_ISA_VERSION` (owner "AMD", code object v2): the target as major.minor.stepping.
pub const NT_AMD_HSA_ISA_VERSION: u32 = 3;
/// `NT_AMD_HSA_METADATA` (owner "AMD", code object v2): YAML.
pub const NT_AMD_HSA_METADATA: u32 = 10;
/// `STT_AMDGPU_HSA_KERNEL`: a code object v2 kernel symbol, pointing at its `amd_kernel_code_t`.
pub const STT_AMDGPU_HSA_KERNEL: u8 = 10;
/// `R_AMDGPU_NONE`.
pub const R_AMDGPU_NONE: u32 = 0;
/// `R_AMDGPU_ABS64`: S + A.
pub const R_AMDGPU_ABS64: u32 = 3;
/// `R_AMDGPU_RELATIVE64`: B + A.
pub const R_AMDGPU_RELATIVE64: u32 = 13;
/// Largest image accepted (a clang kernel object is a few KiB; this bounds a corrupt
/// `p_memsz` before it becomes an allocation).
pub const MAX_IMAGE_BYTES: u64 = 256 << 20;

/// Name of an `EF_AMDGPU_MACH` value, for error messages.
pub fn mach_name(mach: u32) -> String {
    let known = [
        (0x20, "gfx600"),
        (0x21, "gfx601"),
        (0x22, "gfx700"),
        (0x23, "gfx701"),
        (0x24, "gfx702"),
        (0x25, "gfx703"),
        (0x26, "gfx704"),
        (0x28, "gfx801"),
        (0x29, "gfx802"),
        (0x2a, "gfx803"),
        (0x2b, "gfx810"),
        (0x2c, "gfx900"),
        (0x2d, "gfx902"),
        (0x2e, "gfx904"),
        (0x2f, "gfx906"),
        (0x30, "gfx908"),
        (0x31, "gfx909"),
        (0x32, "gfx90c"),
        (0x33, "gfx1010"),
        (0x34, "gfx1011"),
        (0x35, "gfx1012"),
        (0x36, "gfx1030"),
        (0x37, "gfx1031"),
        (0x38, "gfx1032"),
        (0x39, "gfx1033"),
        (0x3a, "gfx602"),
        (0x3b, "gfx705"),
        (0x3c, "gfx805"),
        (0x3d, "gfx1035"),
        (0x3e, "gfx1034"),
        (0x3f, "gfx90a"),
    ];
    match known.iter().find(|(m, _)| *m == mach) {
        Some((_, n)) => n.to_string(),
        None if mach == 0 => "no GPU (mach 0)".to_string(),
        None => format!("an unknown GPU (mach {mach:#x})"),
    }
}

fn machine_name(m: u16) -> &'static str {
    match m {
        elf::EM_386 => "x86",
        elf::EM_X86_64 => "x86-64",
        elf::EM_AARCH64 => "AArch64",
        elf::EM_ARM => "ARM",
        elf::EM_RISCV => "RISC-V",
        elf::EM_CUDA => "NVIDIA CUDA",
        elf::EM_BPF => "BPF",
        _ => "not a GPU",
    }
}

fn malformed(e: object::read::Error) -> LoadError {
    LoadError::Malformed(e.to_string())
}

/// The little-endian u32 at byte `at` of a note descriptor, if the descriptor is that long.
fn desc_u32(d: &[u8], at: usize) -> Option<u32> {
    let b = d.get(at..at.checked_add(4)?)?;
    Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

struct Symbol {
    name: String,
    value: u64,
    size: u64,
    st_type: u8,
    defined: bool,
}

pub(super) fn parse(data: &[u8]) -> Result<CodeObject, LoadError> {
    if data.len() < 16 || data[..4] != elf::ELFMAG {
        return Err(LoadError::NotElf);
    }
    if data[4] != elf::ELFCLASS64 {
        return Err(LoadError::NotElf64(data[4]));
    }
    if data[5] != elf::ELFDATA2LSB {
        return Err(LoadError::NotLittleEndian(data[5]));
    }
    let header = elf::FileHeader64::<LE>::parse(data).map_err(malformed)?;
    let endian = LE;
    let machine = header.e_machine(endian);
    if machine != elf::EM_AMDGPU {
        return Err(LoadError::WrongMachine {
            machine,
            name: machine_name(machine),
        });
    }
    let e_type = header.e_type(endian);
    if e_type != elf::ET_DYN {
        let what = match e_type {
            elf::ET_REL => "a relocatable object",
            elf::ET_EXEC => "an executable",
            elf::ET_CORE => "a core dump",
            _ => "unknown",
        };
        return Err(LoadError::NotSharedObject(e_type, what));
    }
    let ident = header.e_ident();
    if ident.os_abi != ELFOSABI_AMDGPU_HSA {
        return Err(LoadError::WrongOsAbi(ident.os_abi));
    }
    let code_object_version = match ident.abi_version {
        0 => 2,
        1 => 3,
        2 => 4,
        3 => 5,
        v => return Err(LoadError::UnsupportedAbiVersion(v)),
    };
    let mach = header.e_flags(endian) & EF_AMDGPU_MACH;
    let wrong_target = || LoadError::WrongTarget {
        mach,
        name: mach_name(mach),
    };
    // Code object v2 from before LLVM 7 leaves the mach out of e_flags; its ISA version note
    // names the target instead (checked below, once the notes are read).
    if mach != EF_AMDGPU_MACH_AMDGCN_GFX803 && code_object_version != 2 {
        return Err(wrong_target());
    }

    // Segments: place PT_LOAD, find the metadata note.
    let phdrs = header.program_headers(endian, data).map_err(malformed)?;
    let mut image_len = 0u64;
    for ph in phdrs {
        if ph.p_type(endian) != elf::PT_LOAD {
            continue;
        }
        let vaddr = ph.p_vaddr(endian);
        let memsz = ph.p_memsz(endian);
        let end = vaddr
            .checked_add(memsz)
            .filter(|&e| e <= MAX_IMAGE_BYTES)
            .ok_or(LoadError::BadSegment {
                vaddr,
                memsz,
                why: "ends beyond the 256 MiB image limit",
            })?;
        if ph.p_filesz(endian) > memsz {
            return Err(LoadError::BadSegment {
                vaddr,
                memsz,
                why: "file size exceeds memory size",
            });
        }
        image_len = image_len.max(end);
    }
    let mut image = vec![0u8; image_len as usize];
    let mut metadata_desc: Option<&[u8]> = None;
    let mut metadata_v2: Option<&[u8]> = None;
    let mut v2_version: Option<(u32, u32)> = None;
    let mut v2_isa: Option<(u32, u32, u32)> = None;
    for ph in phdrs {
        match ph.p_type(endian) {
            elf::PT_LOAD => {
                let bytes = ph.data(endian, data).map_err(|()| {
                    LoadError::Malformed(format!(
                        "PT_LOAD segment at {:#x} has file bytes outside the file",
                        ph.p_vaddr(endian)
                    ))
                })?;
                let vaddr = ph.p_vaddr(endian) as usize;
                // Bounds were checked above: vaddr + filesz <= vaddr + memsz <= image_len.
                if let Some(dst) = image.get_mut(vaddr..vaddr + bytes.len()) {
                    dst.copy_from_slice(bytes);
                }
            }
            elf::PT_NOTE => {
                let Some(mut notes) = ph.notes(endian, data).map_err(malformed)? else {
                    continue;
                };
                while let Some(note) = notes.next().map_err(malformed)? {
                    match (note.name(), note.n_type(endian)) {
                        (b"AMDGPU", NT_AMDGPU_METADATA) => metadata_desc = Some(note.desc()),
                        (b"AMD", NT_AMD_HSA_METADATA) => metadata_v2 = Some(note.desc()),
                        (b"AMD", NT_AMD_HSA_CODE_OBJECT_VERSION) => {
                            let w = |o| desc_u32(note.desc(), o);
                            v2_version = w(0).zip(w(4));
                        }
                        (b"AMD", NT_AMD_HSA_ISA_VERSION) => {
                            // u16 vendor and architecture name sizes, then major, minor and
                            // stepping as u32.
                            let w = |o| desc_u32(note.desc(), o);
                            v2_isa = w(4).zip(w(8)).zip(w(12)).map(|((a, b), c)| (a, b, c));
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    if code_object_version == 2 && mach != EF_AMDGPU_MACH_AMDGCN_GFX803 {
        match v2_isa {
            Some((8, 0, 3)) => {}
            Some((major, minor, stepping)) => {
                return Err(LoadError::WrongTarget {
                    mach,
                    name: format!("gfx{major}{minor}{stepping} (from the ISA version note)"),
                })
            }
            None => return Err(wrong_target()),
        }
    }
    let md = if code_object_version == 2 {
        if let Some((major, minor)) = v2_version.filter(|v| v.0 != 2) {
            return Err(LoadError::Malformed(format!(
                "ELF ABI version 0 with an AMD code object version note of {major}.{minor}, not 2.x"
            )));
        }
        parse_metadata_v2(metadata_v2.ok_or(LoadError::NoMetadata)?)?
    } else {
        parse_metadata(
            metadata_desc.ok_or(LoadError::NoMetadata)?,
            code_object_version,
        )?
    };

    // Symbols: the dynamic table (always present in a loadable object), then the full one.
    let sections = header.sections(endian, data).map_err(malformed)?;
    let mut symbols: Vec<Symbol> = Vec::new();
    for sh_type in [elf::SHT_DYNSYM, elf::SHT_SYMTAB] {
        let table = sections.symbols(endian, data, sh_type).map_err(malformed)?;
        for sym in table.iter() {
            let name = table.symbol_name(endian, sym).map_err(malformed)?;
            symbols.push(Symbol {
                name: String::from_utf8_lossy(name).into_owned(),
                value: sym.st_value(endian),
                size: sym.st_size(endian),
                st_type: sym.st_type(),
                defined: !sym.is_undefined(endian),
            });
        }
    }

    let mut kernels = Vec::with_capacity(md.kernels.len());
    for (name, mut meta) in md.kernels {
        if code_object_version == 2 {
            // The v2 kernel symbol is the kernel's name and points at its amd_kernel_code_t
            // (the metadata's `SymbolName`, `<name>@kd`, names no symbol).
            meta.symbol = name.clone();
        }
        let kd_sym = symbols
            .iter()
            .find(|s| {
                s.defined
                    && s.name == meta.symbol
                    && (code_object_version != 2 || s.st_type == STT_AMDGPU_HSA_KERNEL)
            })
            .ok_or_else(|| LoadError::MissingDescriptor {
                kernel: name.clone(),
                symbol: meta.symbol.clone(),
            })?;
        let out_of_image = || LoadError::DescriptorOutOfImage {
            kernel: name.clone(),
            symbol: meta.symbol.clone(),
            vaddr: kd_sym.value,
            size: kd_sym.size,
        };
        let kd_len = if code_object_version == 2 {
            // The symbol spans the header and the code after it.
            if kd_sym.size < AMD_KERNEL_CODE_BYTES as u64 {
                return Err(out_of_image());
            }
            AMD_KERNEL_CODE_BYTES
        } else if kd_sym.size != 64 {
            return Err(out_of_image());
        } else {
            64
        };
        let kd_bytes = usize::try_from(kd_sym.value)
            .ok()
            .and_then(|v| image.get(v..v.checked_add(kd_len)?))
            .ok_or_else(out_of_image)?;
        let descriptor = if code_object_version == 2 {
            KernelDescriptor::from_amd_kernel_code(kd_bytes)
        } else {
            KernelDescriptor::parse(kd_bytes)
        }
        .map_err(|source| LoadError::Descriptor {
            kernel: name.clone(),
            source,
        })?;
        let entry = i128::from(kd_sym.value) + i128::from(descriptor.kernel_code_entry_byte_offset);
        if entry < 0 || entry + 4 > image.len() as i128 {
            return Err(LoadError::EntryOutOfImage {
                kernel: name.clone(),
                descriptor_vaddr: kd_sym.value,
                entry,
            });
        }
        let entry_vaddr = entry as u64;
        if let Some(f) = symbols
            .iter()
            .find(|s| s.defined && s.st_type == elf::STT_FUNC && s.name == name)
        {
            if f.value != entry_vaddr {
                return Err(LoadError::EntryMismatch {
                    kernel: name.clone(),
                    from_descriptor: entry_vaddr,
                    from_symbol: f.value,
                });
            }
        }
        kernels.push(KernelInfo {
            name,
            descriptor,
            descriptor_vaddr: kd_sym.value,
            entry_vaddr,
            meta,
        });
    }
    if kernels.is_empty() {
        return Err(LoadError::NoKernels);
    }

    // Dynamic relocations (allocated SHT_RELA sections, i.e. `.rela.dyn`).
    let mut relocations = Vec::new();
    for section in sections.iter() {
        if section.sh_flags(endian) & u64::from(elf::SHF_ALLOC) == 0 {
            continue;
        }
        if section.sh_type(endian) == elf::SHT_REL {
            return Err(LoadError::Malformed(
                "SHT_REL relocations (without addends) are not used by AMDGPU".to_string(),
            ));
        }
        let Some((relas, link)) = section.rela(endian, data).map_err(malformed)? else {
            continue;
        };
        let table = if relas.iter().any(|r| r.r_sym(endian, false) != 0) {
            Some(
                sections
                    .symbol_table_by_index(endian, data, link)
                    .map_err(malformed)?,
            )
        } else {
            None
        };
        for r in relas {
            let offset = r.r_offset(endian);
            let addend = r.r_addend(endian) as u64;
            let r_type = r.r_type(endian, false);
            if offset
                .checked_add(8)
                .is_none_or(|end| end > image.len() as u64)
            {
                return Err(LoadError::RelocationOutOfImage { offset });
            }
            match r_type {
                R_AMDGPU_NONE => {}
                R_AMDGPU_RELATIVE64 => relocations.push(Relocation { offset, addend }),
                R_AMDGPU_ABS64 => {
                    let idx = object::SymbolIndex(r.r_sym(endian, false) as usize);
                    if idx.0 == 0 {
                        // The null symbol: nothing to resolve against.
                        return Err(LoadError::UndefinedSymbol {
                            offset,
                            symbol: String::new(),
                        });
                    }
                    let sym = table
                        .as_ref()
                        .ok_or_else(|| LoadError::Malformed("relocation symbol table".into()))?
                        .symbol(idx)
                        .map_err(malformed)?;
                    if sym.is_undefined(endian) {
                        let name = table
                            .as_ref()
                            .and_then(|t| t.symbol_name(endian, sym).ok())
                            .map(|n| String::from_utf8_lossy(n).into_owned())
                            .unwrap_or_default();
                        return Err(LoadError::UndefinedSymbol {
                            offset,
                            symbol: name,
                        });
                    }
                    relocations.push(Relocation {
                        offset,
                        addend: sym.st_value(endian).wrapping_add(addend),
                    });
                }
                _ => return Err(LoadError::UnsupportedRelocation { offset, r_type }),
            }
        }
    }

    tracing::debug!(
        code_object_version,
        image_bytes = image.len(),
        kernels = kernels.len(),
        relocations = relocations.len(),
        "code object loaded"
    );
    Ok(CodeObject {
        image,
        kernels,
        code_object_version,
        metadata_version: md.version,
        target: md.target,
        relocations,
    })
}
