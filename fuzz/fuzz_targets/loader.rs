//! The code-object loader on arbitrary bytes: ELF checks, segment placement, kernel
//! descriptors, the msgpack metadata note and relocations; also the kernel-descriptor and
//! metadata parsers on their own and the whole-object disassembler. Never panics; what
//! loads is self-consistent (descriptors and entries inside the image).
#![no_main]

use gpu_sim::isa::disassemble_elf;
use gpu_sim::loader::{metadata::parse_metadata, CodeObject, KernelDescriptor};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(co) = CodeObject::parse(data) {
        let len = co.image.len() as u64;
        assert!(!co.kernels.is_empty());
        for k in &co.kernels {
            assert!(k.descriptor_vaddr.checked_add(64).is_some_and(|e| e <= len));
            assert!(
                k.entry_vaddr < len,
                "entry {:#x} outside {len:#x}",
                k.entry_vaddr
            );
            assert!(co.kernel(&k.name).is_some());
        }
        let img = co.image_at(0x7fff_0000_0000);
        assert_eq!(img.len(), co.image.len());
        let _ = disassemble_elf(data);
    }
    if data.len() >= 64 {
        let _ = KernelDescriptor::parse(&data[..64]);
    }
    if let Some((&v, rest)) = data.split_first() {
        let _ = parse_metadata(rest, 3 + u32::from(v % 3));
    }
});
