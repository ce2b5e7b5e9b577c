//! Data-driven decoder/disassembler vectors (`gpu-sim/isa/vectors.txt`, made by
//! `scripts/isa-vectors.py` from the kernel corpus and the opcode table with llvm-objdump-15
//! as the oracle), plus the coverage rule: every `Op` appears in the vectors or is listed in
//! `gpu-sim/isa/not_covered.txt` with a reason.

use std::collections::BTreeSet;
use std::path::PathBuf;

use gpu_sim::isa::decode::decode;
use gpu_sim::isa::disasm::format;
use gpu_sim::isa::generated::Op;

fn isa_file(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("isa")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// One vector: decode `words`, expect `text` and all the words consumed.
fn check(words: &[u32], text: &str) -> Result<Op, String> {
    let mut padded = words.to_vec();
    padded.push(0xbf80_0000);
    let inst = decode(&padded).map_err(|e| format!("decode error {e}"))?;
    let got = format(&inst);
    if got != text {
        return Err(format!("text `{got}`"));
    }
    if inst.len as usize != 4 * words.len() {
        return Err(format!(
            "length {} bytes, expected {}",
            inst.len,
            4 * words.len()
        ));
    }
    Ok(inst.op)
}

fn vectors() -> Vec<(Vec<u32>, String)> {
    isa_file("vectors.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (w, t) = l
                .split_once(" | ")
                .unwrap_or_else(|| panic!("bad vector line: {l}"));
            let words = w
                .split_whitespace()
                .map(|x| u32::from_str_radix(x, 16).unwrap_or_else(|_| panic!("bad word in: {l}")))
                .collect();
            (words, t.to_string())
        })
        .collect()
}

#[test]
fn vectors_decode_and_print_like_llvm() {
    let mut failures = Vec::new();
    let all = vectors();
    assert!(
        all.len() > 1000,
        "vectors.txt looks truncated ({} vectors)",
        all.len()
    );
    for (words, text) in &all {
        if let Err(e) = check(words, text) {
            let hex: Vec<String> = words.iter().map(|w| format!("{w:08x}")).collect();
            failures.push(format!("{} | {text}: {e}", hex.join(" ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} vectors fail, first:\n{}",
        failures.len(),
        all.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn every_op_is_covered_by_a_vector_or_listed() {
    let mut seen = BTreeSet::new();
    for (words, text) in vectors() {
        if let Ok(op) = check(&words, &text) {
            seen.insert(op);
        }
    }
    let listed: BTreeSet<String> = isa_file("not_covered.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
        .collect();
    let missing: Vec<&str> = Op::ALL
        .iter()
        .filter(|op| !seen.contains(op) && !listed.contains(op.mnemonic()))
        .map(|op| op.mnemonic())
        .collect();
    assert!(
        missing.is_empty(),
        "ops without a vector (add one or list them in not_covered.txt): {missing:?}"
    );
    let stale: Vec<&String> = listed
        .iter()
        .filter(|m| {
            Op::ALL
                .iter()
                .any(|op| op.mnemonic() == m.as_str() && seen.contains(op))
        })
        .collect();
    assert!(
        stale.is_empty(),
        "not_covered.txt lists ops that have vectors: {stale:?}"
    );
}
