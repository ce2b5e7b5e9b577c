//! Robustness: arbitrary words never make the decoder or the disassembler panic, decoded
//! lengths are consistent, and the ELF listing turns bad files into errors, not panics.

use gpu_sim::isa::decode::decode;
use gpu_sim::isa::disasm::{branch_target, format, format_at};
use gpu_sim::isa::listing::{disassemble_elf, ListingError};
use proptest::prelude::*;

/// Words biased towards real encodings: random low bits under a random encoding prefix.
fn word() -> impl Strategy<Value = u32> {
    prop_oneof![
        any::<u32>(),
        (any::<u32>(), 0usize..9).prop_map(|(w, i)| {
            const P: [(u32, u32); 9] = [
                (0xBF80_0000, 0xFF80_0000),
                (0x7E00_0000, 0xFE00_0000),
                (0x7C00_0000, 0xFE00_0000),
                (0xD000_0000, 0xFC00_0000),
                (0xD800_0000, 0xFC00_0000),
                (0xDC00_0000, 0xFC00_0000),
                (0xE000_0000, 0xFC00_0000),
                (0xC000_0000, 0xFC00_0000),
                (0x0000_00F9, 0x8000_01FF),
            ];
            (w & !P[i].1) | P[i].0
        }),
    ]
}

/// Property-test cases: `base` by default, 20 times as many with `TANDEM_FULL=1` (README).
fn cases(base: u32) -> u32 {
    if std::env::var("TANDEM_FULL").is_ok_and(|v| v == "1") {
        base * 20
    } else {
        base
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(4000), ..ProptestConfig::default() })]

    #[test]
    fn decode_and_format_never_panic(words in proptest::collection::vec(word(), 0..4), pc in any::<u64>()) {
        if let Ok(inst) = decode(&words) {
            prop_assert!(matches!(inst.len, 4 | 8 | 12));
            prop_assert!(inst.len as usize <= 4 * words.len());
            let text = format(&inst);
            prop_assert!(!text.is_empty());
            prop_assert_eq!(format_at(&inst, pc), text);
            let _ = branch_target(&inst, pc);
        }
    }

    #[test]
    fn listing_never_panics_on_garbage(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        let _ = disassemble_elf(&bytes);
    }
}

#[test]
fn listing_rejects_non_elf_and_truncated_files() {
    assert!(matches!(
        disassemble_elf(b"not an elf file"),
        Err(ListingError::NotElf(_))
    ));
    assert!(matches!(disassemble_elf(&[]), Err(ListingError::NotElf(_))));
    let kernel = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/vectors.hsaco");
    let bytes =
        std::fs::read(&kernel).unwrap_or_else(|e| panic!("{} (committed): {e}", kernel.display()));
    let full = disassemble_elf(&bytes).expect("corpus kernel lists");
    assert!(
        full.contains(">:\n") && full.contains("s_endpgm"),
        "listing lacks a function: {full}"
    );
    for cut in [16, 64, 200, bytes.len() / 2, bytes.len() - 1] {
        // Truncated files are errors or shorter listings, never panics.
        let _ = disassemble_elf(&bytes[..cut]);
    }
    let mut flipped = bytes.clone();
    for i in (0..flipped.len()).step_by(97) {
        flipped[i] ^= 0x5a;
        let _ = disassemble_elf(&flipped);
    }
}

#[test]
fn listing_survives_symbols_outside_text() {
    // Move every symbol's value far away: the listing must still not panic.
    let kernel = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/vectors.hsaco");
    let mut bytes =
        std::fs::read(&kernel).unwrap_or_else(|e| panic!("{} (committed): {e}", kernel.display()));
    // ELF64: e_shoff at 0x28, e_shentsize at 0x3a, e_shnum at 0x3c; SHT_SYMTAB 2, SHT_DYNSYM 11.
    let rd = |b: &[u8], o: usize, n: usize| {
        b[o..o + n]
            .iter()
            .rev()
            .fold(0u64, |v, x| v << 8 | *x as u64)
    };
    let shoff = rd(&bytes, 0x28, 8) as usize;
    let (shentsize, shnum) = (rd(&bytes, 0x3a, 2) as usize, rd(&bytes, 0x3c, 2) as usize);
    for i in 0..shnum {
        let sh = shoff + i * shentsize;
        if matches!(rd(&bytes, sh + 4, 4), 2 | 11) {
            let (off, size) = (
                rd(&bytes, sh + 0x18, 8) as usize,
                rd(&bytes, sh + 0x20, 8) as usize,
            );
            for sym in (off..off + size).step_by(24) {
                bytes[sym + 8..sym + 16].copy_from_slice(&0xffff_ffff_ffff_fff0u64.to_le_bytes());
            }
        }
    }
    let listing = disassemble_elf(&bytes).expect("still an ELF with .text");
    assert!(
        listing.contains("<.text>:"),
        "without usable symbols the listing starts at .text: {listing}"
    );
}
