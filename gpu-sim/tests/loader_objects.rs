//! Loader tests on real clang-15 code objects committed under `tests/fixtures/` (rebuilt by
//! `tests/fixtures/build.sh`): v4 and v5 metadata, descriptors, entry points, relocations,
//! and the errors for objects Tandem cannot run.

mod deps;

use gpu_sim::loader::{CodeObject, LoadError, ValueKind};

fn fixture(name: &str) -> Vec<u8> {
    let p = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

#[test]
fn vecadd_v4_kernel_and_args() {
    let co = CodeObject::parse(&fixture("vecadd_v4.hsaco")).unwrap();
    assert_eq!(co.code_object_version, 4);
    assert_eq!(co.metadata_version, [1, 1]);
    assert_eq!(co.target.as_deref(), Some("amdgcn-amd-amdhsa--gfx803"));
    let k = co.kernel("vecadd").unwrap();
    assert_eq!(co.kernel("vecadd.kd").map(|k| &k.name), Some(&k.name));
    assert_eq!(k.meta.symbol, "vecadd.kd");
    assert_eq!(k.meta.wavefront_size, 64);
    assert_eq!(k.meta.code_object_version, 4);
    let explicit: Vec<_> = k.meta.explicit_args().collect();
    assert_eq!(explicit.len(), 4);
    assert_eq!(explicit[0].value_kind, ValueKind::GlobalBuffer);
    assert_eq!(explicit[0].type_name.as_deref(), Some("float*"));
    assert_eq!(explicit[3].value_kind, ValueKind::ByValue);
    assert_eq!(explicit[3].type_name.as_deref(), Some("uint"));
    assert_eq!((explicit[3].offset, explicit[3].size), (24, 4));
    assert!(k
        .meta
        .args
        .iter()
        .any(|a| a.value_kind == ValueKind::HiddenGlobalOffsetX));
    // The descriptor agrees with the metadata; the entry is the function symbol (0x1800 in
    // this object, cross-checked by the loader) and inside the image.
    assert_eq!(k.descriptor.kernarg_size, k.meta.kernarg_segment_size);
    assert_eq!(
        k.descriptor.group_segment_fixed_size,
        k.meta.group_segment_fixed_size
    );
    assert_eq!(k.entry_vaddr, 0x1800);
    assert_eq!(
        k.entry_vaddr as i64,
        k.descriptor_vaddr as i64 + k.descriptor.kernel_code_entry_byte_offset
    );
    assert!(k.descriptor.enable_sgpr_kernarg_segment_ptr());
    assert_eq!(co.relocation_count(), 0);
    assert_eq!(co.image_at(0x1234_0000), co.image);
}

#[test]
fn v5_metadata_and_relative_relocations() {
    let co = CodeObject::parse(&fixture("misc_v5.hsaco")).unwrap();
    assert_eq!(co.code_object_version, 5);
    assert_eq!(co.metadata_version, [1, 2]);
    let k = co.kernel("lds_k").unwrap();
    let kinds: Vec<&ValueKind> = k.meta.args.iter().map(|a| &a.value_kind).collect();
    for want in [
        ValueKind::DynamicSharedPointer,
        ValueKind::HiddenBlockCountX,
        ValueKind::HiddenGroupSizeX,
        ValueKind::HiddenRemainderX,
        ValueKind::HiddenGridDims,
        ValueKind::HiddenPrivateBase,
        ValueKind::HiddenSharedBase,
        ValueKind::HiddenQueuePtr,
    ] {
        assert!(kinds.contains(&&want), "missing {want:?}");
    }
    let local = k.meta.explicit_args().nth(1).unwrap();
    assert_eq!(local.value_kind, ValueKind::DynamicSharedPointer);
    assert_eq!(local.pointee_align, Some(4));
    assert_eq!(local.address_space.as_deref(), Some("local"));
    // `ptrs` holds two pointers into `tbl`: R_AMDGPU_RELATIVE64 each.
    assert_eq!(co.relocation_count(), 2);
    let base = 0x7_0000_0000u64;
    let img = co.image_at(base);
    let diffs: Vec<usize> = (0..img.len()).filter(|&i| img[i] != co.image[i]).collect();
    assert!(!diffs.is_empty());
    // Every relocated slot now holds an address inside the loaded image.
    let first = diffs[0] & !7;
    let v = u64::from_le_bytes(img[first..first + 8].try_into().unwrap());
    assert!(v >= base && v < base + img.len() as u64, "{v:#x}");
}

#[test]
fn v4_and_v5_agree_on_explicit_args() {
    let v4 = CodeObject::parse(&fixture("misc_v4.hsaco")).unwrap();
    let v5 = CodeObject::parse(&fixture("misc_v5.hsaco")).unwrap();
    let a4: Vec<_> = v4.kernels[0].meta.explicit_args().cloned().collect();
    let a5: Vec<_> = v5.kernels[0].meta.explicit_args().cloned().collect();
    assert_eq!(a4, a5);
    assert_eq!(v4.code_object_version, 4);
}

#[test]
fn gfx900_object_is_the_wrong_target() {
    let err = CodeObject::parse(&fixture("vecadd_gfx900.hsaco")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "code object targets gfx900 (e_flags mach 0x2c); Tandem models gfx803 (mach 0x2a)"
    );
}

#[test]
fn host_elf_is_the_wrong_machine() {
    // The test binary itself is an x86-64 (or other host) ELF.
    let exe = std::fs::read(std::env::current_exe().unwrap()).unwrap();
    match CodeObject::parse(&exe) {
        Err(LoadError::WrongMachine { machine, .. }) => assert_ne!(machine, 224),
        other => panic!("expected WrongMachine, got {other:?}"),
    }
    let err = CodeObject::parse(&exe[..64]).unwrap_err();
    assert!(matches!(
        err,
        LoadError::WrongMachine { .. } | LoadError::Malformed(_)
    ));
}

#[test]
fn not_elf_and_truncated() {
    assert_eq!(CodeObject::parse(b"").unwrap_err(), LoadError::NotElf);
    assert_eq!(
        CodeObject::parse(b"#!/bin/sh\necho hi\n").unwrap_err(),
        LoadError::NotElf
    );
    let co = fixture("vecadd_v4.hsaco");
    let err = CodeObject::parse(&co[..co.len() / 2]).unwrap_err();
    assert!(matches!(err, LoadError::Malformed(_)), "{err}");
    let mut elf32 = co.clone();
    elf32[4] = 1;
    assert_eq!(
        CodeObject::parse(&elf32).unwrap_err(),
        LoadError::NotElf64(1)
    );
    let mut v6 = co.clone();
    v6[8] = 4;
    assert_eq!(
        CodeObject::parse(&v6).unwrap_err().to_string(),
        "ELF ABI version 4 is not supported (0 = code object v2, 1 = v3, 2 = v4, 3 = v5)"
    );
}

#[test]
fn every_corpus_object_loads() {
    let dir = format!("{}/kernels", env!("CARGO_MANIFEST_DIR"));
    let mut n_objects = 0;
    let mut n_kernels = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("hsaco") {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let co = CodeObject::parse(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for k in &co.kernels {
            assert_eq!(
                k.descriptor.kernarg_size,
                k.meta.kernarg_segment_size,
                "{}: {}",
                path.display(),
                k.name
            );
            assert_eq!(k.meta.wavefront_size, 64);
            assert!(k.entry_vaddr < co.image.len() as u64);
            n_kernels += 1;
        }
        n_objects += 1;
    }
    assert!(n_objects >= 30, "only {n_objects} objects in {dir}");
    assert!(n_kernels >= n_objects);
}

#[test]
fn code_object_v3_loads() {
    let co = CodeObject::parse(&fixture("vecadd_v3.hsaco")).unwrap();
    assert_eq!(co.code_object_version, 3);
    assert_eq!(co.metadata_version[0], 1);
    let k = co.kernel("vecadd").unwrap();
    assert_eq!(k.meta.explicit_args().count(), 4);
    assert_eq!(k.meta.code_object_version, 3);
}

/// Rewrites the first `.rela.dyn` entry of misc_v5 (an R_AMDGPU_RELATIVE64) to `info` and
/// returns the new object and the entry's offset.
fn patch_first_rela(info: u64) -> (Vec<u8>, u64) {
    use object::{Object, ObjectSection};
    let mut bytes = fixture("misc_v5.hsaco");
    let file = object::File::parse(&*bytes).unwrap();
    let sec = file.section_by_name(".rela.dyn").unwrap();
    let (off, _) = sec.file_range().unwrap();
    let off = off as usize;
    let r_offset = u64::from_le_bytes(bytes[off..off + 8].try_into().unwrap());
    bytes[off + 8..off + 16].copy_from_slice(&info.to_le_bytes());
    bytes[off + 16..off + 24].copy_from_slice(&16u64.to_le_bytes());
    (bytes, r_offset)
}

fn dynsym_index(bytes: &[u8], name: &str) -> (u64, u64) {
    use object::{Object, ObjectSymbol};
    let file = object::File::parse(bytes).unwrap();
    let s = file
        .dynamic_symbols()
        .find(|s| s.name() == Ok(name))
        .unwrap();
    (s.index().0 as u64, s.address())
}

#[test]
fn abs64_relocation_against_a_defined_symbol() {
    let orig = fixture("misc_v5.hsaco");
    let (idx, addr) = dynsym_index(&orig, "lds_k.kd");
    let (bytes, r_offset) = patch_first_rela((idx << 32) | 3);
    let co = CodeObject::parse(&bytes).unwrap();
    let base = 0x5_0000_0000u64;
    let img = co.image_at(base);
    let o = r_offset as usize;
    let v = u64::from_le_bytes(img[o..o + 8].try_into().unwrap());
    assert_eq!(v, base + addr + 16);
}

#[test]
fn bad_relocations_are_errors() {
    // Symbol 0 is the undefined null symbol.
    let (bytes, r_offset) = patch_first_rela(3);
    assert_eq!(
        CodeObject::parse(&bytes).unwrap_err(),
        LoadError::UndefinedSymbol {
            offset: r_offset,
            symbol: String::new()
        }
    );
    let (bytes, r_offset) = patch_first_rela(4); // R_AMDGPU_REL32
    assert_eq!(
        CodeObject::parse(&bytes).unwrap_err(),
        LoadError::UnsupportedRelocation {
            offset: r_offset,
            r_type: 4
        }
    );
}

#[test]
fn unlinked_object_is_rejected() {
    assert_eq!(
        CodeObject::parse(&fixture("vecadd_v4.o")).unwrap_err().to_string(),
        "ELF type is 1 (a relocatable object); a code object is a linked shared object (ET_DYN, 3): link it with ld.lld or build without -c"
    );
}

/// The committed fixtures are what `tests/fixtures/build.sh` produces (needs clang-15, lld-15
/// and the ROCm device libraries; without them it fails naming what is missing:
/// `scripts/install-deps` installs them).
#[test]
fn fixtures_rebuild_byte_for_byte() {
    deps::kernel_toolchain();
    let fixtures = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let out = std::env::temp_dir().join(format!("tandem-fixtures-{}", std::process::id()));
    let status = std::process::Command::new("bash")
        .arg(fixtures.join("build.sh"))
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success(), "build.sh failed");
    let mut n = 0;
    for entry in std::fs::read_dir(&out).unwrap() {
        let p = entry.unwrap().path();
        let name = p.file_name().unwrap().to_owned();
        assert_eq!(
            std::fs::read(&p).unwrap(),
            std::fs::read(fixtures.join(&name)).unwrap(),
            "{name:?} differs from its rebuild: run tests/fixtures/build.sh and commit"
        );
        n += 1;
    }
    assert_eq!(n, 8);
    std::fs::remove_dir_all(&out).unwrap();
}

fn corpus(path: &str) -> Vec<u8> {
    let p = format!("{}/kernels/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

#[test]
fn code_object_v2_loads_like_its_v4_twin() {
    let v2 = CodeObject::parse(&corpus("v2/vecadd.hsaco")).unwrap();
    let v4 = CodeObject::parse(&corpus("vecadd.hsaco")).unwrap();
    assert_eq!(v2.code_object_version, 2);
    let (a, b) = (&v2.kernels[0], &v4.kernels[0]);
    assert_eq!(a.name, "vecadd");
    // The v2 kernel symbol points at the 256-byte amd_kernel_code_t; the code follows it.
    assert_eq!(a.entry_vaddr, a.descriptor_vaddr + 256);
    assert_eq!(a.descriptor.kernel_code_entry_byte_offset, 256);
    // Explicit arguments: same kinds, sizes and (sequentially laid out) offsets.
    let sig = |k: &gpu_sim::loader::KernelInfo| -> Vec<_> {
        k.meta
            .explicit_args()
            .map(|x| (x.offset, x.size, x.value_kind.clone()))
            .collect()
    };
    assert_eq!(sig(a), sig(b));
    assert_eq!(a.meta.args[4].value_kind, ValueKind::HiddenGlobalOffsetX);
    assert_eq!(a.meta.kernarg_segment_size, a.descriptor.kernarg_size);
    assert_eq!(a.descriptor.kernarg_size, a.abi().kernarg_segment_bytes);
    assert!(a.descriptor.enable_sgpr_kernarg_segment_ptr());
    assert_eq!(
        a.descriptor.vgpr_count() >= 4,
        b.descriptor.vgpr_count() >= 4
    );
}

#[test]
fn code_object_v2_errors_are_clear() {
    let bytes = corpus("v2/vecadd.hsaco");
    let co = CodeObject::parse(&bytes).unwrap();
    let at = co.kernels[0].descriptor_vaddr as usize;
    // The header's file offset: find its 256 image bytes in the file (unique).
    let header = &co.image[at..at + 256];
    let found: Vec<usize> = (0..bytes.len() - 256)
        .filter(|&o| &bytes[o..o + 256] == header)
        .collect();
    assert_eq!(found.len(), 1, "header found once in the file");
    let file_at = |_va: usize| found[0];
    let mut grid_count = bytes.clone();
    grid_count[file_at(at) + 56] |= 1 << 7;
    let e = CodeObject::parse(&grid_count).unwrap_err().to_string();
    assert!(e.contains("grid workgroup count"), "{e}");
    let mut wave32 = bytes.clone();
    wave32[file_at(at) + 103] = 5;
    let e = CodeObject::parse(&wave32).unwrap_err().to_string();
    assert!(e.contains("2^5 lanes"), "{e}");
    let mut version = bytes.clone();
    version[file_at(at)] = 2;
    let e = CodeObject::parse(&version).unwrap_err().to_string();
    assert!(e.contains("amd_kernel_code_t version 2."), "{e}");
    // A v4 object relabelled as v2 has no v2 metadata note.
    let mut v4 = corpus("vecadd.hsaco");
    v4[8] = 0;
    assert_eq!(CodeObject::parse(&v4).unwrap_err(), LoadError::NoMetadata);
    // And the reverse: a v2 object labelled v4 has no msgpack note.
    let mut relabelled = bytes.clone();
    relabelled[8] = 2;
    assert_eq!(
        CodeObject::parse(&relabelled).unwrap_err(),
        LoadError::NoMetadata
    );
}

#[test]
fn code_object_v2_without_mach_uses_the_isa_note() {
    // Before LLVM 7, v2 objects left the mach out of e_flags (MGPUSim's AES kernel has 0x2);
    // the NT_AMD_HSA_ISA_VERSION note (8.0.3) names the target.
    let bytes = corpus("v2/vecadd.hsaco");
    let mut old = bytes.clone();
    old[48..52].copy_from_slice(&2u32.to_le_bytes()); // e_flags
    let co = CodeObject::parse(&old).unwrap();
    assert_eq!(co.code_object_version, 2);
    // The ISA note's major.minor.stepping, followed by the vendor name.
    let isa = [8u32, 0, 3]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .chain(*b"AMD\0")
        .collect::<Vec<u8>>();
    let at = (0..old.len() - isa.len())
        .find(|&o| old[o..o + isa.len()] == isa[..])
        .expect("ISA version note");
    let mut gfx900 = old.clone();
    gfx900[at..at + 4].copy_from_slice(&9u32.to_le_bytes());
    let e = CodeObject::parse(&gfx900).unwrap_err().to_string();
    assert!(e.contains("gfx903"), "{e}");
    // A v4 object keeps the strict e_flags check.
    let mut v4 = corpus("vecadd.hsaco");
    v4[48..52].copy_from_slice(&2u32.to_le_bytes());
    assert!(matches!(
        CodeObject::parse(&v4).unwrap_err(),
        LoadError::WrongTarget { mach: 2, .. }
    ));
}
