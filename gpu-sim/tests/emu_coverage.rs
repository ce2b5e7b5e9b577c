//! Opcode coverage of the emulator: every opcode of the decoder's table either has semantics
//! or is listed in `tests/emu_not_implemented.txt` with a reason. The test fails when an op
//! gains or loses a handler without the list being updated, so the list stays the truth.

use gpu_sim::emu::exec::{ds, flat, mubuf, salu, smem, valu};
use gpu_sim::isa::generated::Op;

fn implemented(name: &str) -> bool {
    if name.starts_with("s_") {
        salu::compile(name).is_some() || smem::compile(name).is_some()
    } else if name.starts_with("v_") {
        valu::compile(name).is_some()
    } else if name.starts_with("ds_") {
        ds::compile(name).is_some()
    } else if name.starts_with("flat_") {
        flat::compile(name).is_some()
    } else if name.starts_with("buffer_") || name.starts_with("tbuffer_") {
        mubuf::compile(name).is_some()
    } else {
        false
    }
}

#[test]
fn every_op_has_semantics_or_a_reason() {
    let listed: Vec<String> = include_str!("emu_not_implemented.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
        .collect();
    let mut missing = Vec::new();
    let mut stale = Vec::new();
    let mut n_impl = 0;
    for op in Op::ALL {
        let name = format!("{op:?}").to_ascii_lowercase();
        let has = implemented(&name);
        n_impl += has as usize;
        let is_listed = listed.contains(&name);
        if !has && !is_listed {
            missing.push(name);
        } else if has && is_listed {
            stale.push(name);
        }
    }
    println!("{n_impl} of {} opcodes have semantics", Op::ALL.len());
    assert!(
        missing.is_empty(),
        "opcodes with neither semantics nor a listed reason:\n{}",
        missing.join("\n")
    );
    assert!(
        stale.is_empty(),
        "listed as not implemented but implemented:\n{}",
        stale.join("\n")
    );
}
