//! The GCN3 decoder and disassembler on arbitrary dwords: decode the input as an instruction
//! stream (like `llvm-objdump`, skipping one dword after an undecodable one) and print every
//! instruction that decodes. Never panics; a decoded instruction is 4, 8 or 12 bytes and lies
//! inside the input.
#![no_main]

use gpu_sim::isa::{decode, disasm, format_at};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let words: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut i = 0;
    while i < words.len() {
        let pc = 0x1000 + 4 * i as u64;
        match decode(&words[i..]) {
            Ok(inst) => {
                let len = usize::from(inst.len);
                assert!(matches!(len, 4 | 8 | 12), "length {len}");
                assert!(len <= 4 * (words.len() - i), "{len} bytes past the input");
                let text = format_at(&inst, pc);
                assert!(!text.is_empty());
                let _ = disasm::branch_target(&inst, pc);
                let _ = gpu_sim::isa::decode::form_of(&inst);
                i += len / 4;
            }
            Err(_) => i += 1,
        }
    }
});
