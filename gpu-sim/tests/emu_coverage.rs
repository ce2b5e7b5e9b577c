//! Opcode coverage of the emulator: every opcode of the decoder's table either has semantics
//! or is listed in `tests/emu_not_implemented.txt` with a reason. The test fails when an op
//! gains or loses a handler without the list being updated, so the list stays the truth.

use gpu_sim::emu::exec::compile_op;
use gpu_sim::isa::generated::{
    Op, DS, EXP, FLAT, FORMS, MIMG, MTBUF, MUBUF, SMEM, SOP1, SOP2, SOPC, SOPK, SOPP, VINTRP, VOP1,
    VOP2, VOP3, VOPC,
};
use gpu_sim::isa::table::NO_FORM;
use gpu_sim::isa::Encoding;

/// Whether `op` has a handler in any encoding it is decoded from.
fn implemented(op: Op) -> bool {
    let encodings: [(&[u16], Encoding); 17] = [
        (&SOP2, Encoding::Sop2),
        (&SOPK, Encoding::Sopk),
        (&SOP1, Encoding::Sop1),
        (&SOPC, Encoding::Sopc),
        (&SOPP, Encoding::Sopp),
        (&SMEM, Encoding::Smem),
        (&VOP2, Encoding::Vop2),
        (&VOP1, Encoding::Vop1),
        (&VOPC, Encoding::Vopc),
        (&VOP3, Encoding::Vop3a),
        (&VINTRP, Encoding::Vintrp),
        (&DS, Encoding::Ds),
        (&MUBUF, Encoding::Mubuf),
        (&MTBUF, Encoding::Mtbuf),
        (&MIMG, Encoding::Mimg),
        (&EXP, Encoding::Exp),
        (&FLAT, Encoding::Flat),
    ];
    encodings.iter().any(|(forms, enc)| {
        forms
            .iter()
            .any(|&f| f != NO_FORM && FORMS[f as usize].op == op && compile_op(op, *enc).is_some())
    })
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
        let name = op.mnemonic().to_string();
        let has = implemented(op);
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
