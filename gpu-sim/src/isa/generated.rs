//! PLACEHOLDER until the decoder work lands: replaced by the file generated from `gcn3.ops`.

/// Every GCN3 opcode, named as LLVM's mnemonic in upper case without the `_e32`/`_e64`
/// suffix (`v_add_f32` -> `V_ADD_F32`).
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    INVALID,
}
