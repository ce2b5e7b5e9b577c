//! Generator of `gpu-sim/src/isa/generated.rs` from the opcode table `gpu-sim/isa/gcn3.ops` and
//! the property table `gpu-sim/isa/gcn3.props`.
//!
//! `cargo test -p gpu-sim --test isa_codegen` regenerates the file in memory and fails if the
//! committed copy differs; `UPDATE_GENERATED=1` writes it instead. `gcn3.ops` is the single
//! source of truth for opcodes, mnemonics, operand shapes and the bits LLVM requires to be zero;
//! `gcn3.props` for what each opcode does (class, issue rate, memory kind and width, atomic
//! operation, compare), one line per mnemonic: the generator rejects a mnemonic missing from
//! either file.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

/// Encodings in table order: name in the table, name of the lookup array, opcode-field size.
const ENCODINGS: &[(&str, &str, usize)] = &[
    ("SOP2", "SOP2", 128),
    ("SOPK", "SOPK", 32),
    ("SOP1", "SOP1", 256),
    ("SOPC", "SOPC", 128),
    ("SOPP", "SOPP", 128),
    ("SMEM", "SMEM", 256),
    ("VOP2", "VOP2", 64),
    ("VOP1", "VOP1", 256),
    ("VOPC", "VOPC", 256),
    ("VOP3", "VOP3", 1024),
    ("VINTRP", "VINTRP", 4),
    ("DS", "DS", 256),
    ("MUBUF", "MUBUF", 128),
    ("MTBUF", "MTBUF", 16),
    ("MIMG", "MIMG", 128),
    ("EXP", "EXP", 1),
    ("FLAT", "FLAT", 128),
];

/// `Field` variants in declaration order (bit positions of `OpForm::fields`).
const FIELDS: &[&str] = &[
    "Sdst", "Ssrc0", "Ssrc1", "Sdata", "Sbase", "Vdst", "Sdst3", "Src0", "Src1", "Src2", "Vsrc1",
    "Vsrc", "Addr", "Data0", "Data1", "Data", "Vdata", "Vaddr", "Srsrc", "Ssamp", "Soffset",
];

struct Line {
    enc: String,
    opcode: usize,
    mnemonic: String,
    suffix: String,
    zero: Vec<u32>,
    ops: Vec<String>,
    src: Vec<(String, String)>,
    flags: Vec<String>,
}

fn parse(text: &str) -> Result<Vec<Line>, String> {
    let mut out = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |what: &str| format!("gcn3.ops:{}: {what}: {raw}", n + 1);
        let cols: Vec<&str> = line.split_whitespace().collect();
        if cols.len() < 7 {
            return Err(err("too few columns"));
        }
        let opcode = usize::from_str_radix(cols[1].trim_start_matches("0x"), 16)
            .map_err(|_| err("opcode"))?;
        let kv = |c: &str, k: &str| -> Result<String, String> {
            c.strip_prefix(k).map(str::to_string).ok_or_else(|| err(k))
        };
        let zero = kv(cols[4], "zero=")?
            .split(',')
            .map(|z| u32::from_str_radix(z, 16).map_err(|_| err("zero mask")))
            .collect::<Result<Vec<_>, _>>()?;
        let ops_s = kv(cols[5], "ops=")?;
        let ops = if ops_s == "-" {
            Vec::new()
        } else {
            ops_s.split(';').map(str::to_string).collect()
        };
        let src_s = kv(cols[6], "src=")?;
        let mut src = Vec::new();
        if src_s != "-" {
            for s in src_s.split(',') {
                let (f, t) = s.split_once(':').ok_or_else(|| err("src"))?;
                src.push((f.to_string(), t.to_string()));
            }
        }
        out.push(Line {
            enc: cols[0].to_string(),
            opcode,
            mnemonic: cols[2].to_string(),
            suffix: cols[3].to_string(),
            zero,
            ops,
            src,
            flags: cols[7..].iter().map(|s| s.to_string()).collect(),
        });
    }
    Ok(out)
}

fn field(name: &str) -> Option<&'static str> {
    Some(match name {
        "sdst" => "Sdst",
        "ssrc0" => "Ssrc0",
        "ssrc1" => "Ssrc1",
        "sdata" => "Sdata",
        "sbase" => "Sbase",
        "vdst" => "Vdst",
        "src0" => "Src0",
        "src1" => "Src1",
        "src2" => "Src2",
        "vsrc1" => "Vsrc1",
        "vsrc" => "Vsrc",
        "addr" => "Addr",
        "data0" => "Data0",
        "data1" => "Data1",
        "data" => "Data",
        "vdata" => "Vdata",
        "vaddr" => "Vaddr",
        "srsrc" => "Srsrc",
        "ssamp" => "Ssamp",
        "soffset" => "Soffset",
        _ => return None,
    })
}

fn opnd(enc: &str, tok: &str) -> Result<String, String> {
    let fixed = match tok {
        "vcc" => "Vcc",
        "off" => "Off",
        "simm16:dec" => "Simm16Dec",
        "simm16:hex" => "Simm16Hex",
        "simm16:label" => "Label",
        "hwreg" => "Hwreg",
        "sendmsg" => "Sendmsg",
        "waitcnt" => "Waitcnt",
        "gpr_idx" => "GprIdx",
        "offset" => "SmemOffset",
        "sdata:dec" => "SdataImm",
        "literal" => "Literal",
        "attr" => "Attr",
        "param" => "Param",
        "high" => "High",
        "format" => "Format",
        _ => "",
    };
    if !fixed.is_empty() {
        return Ok(format!("Opnd::{fixed}"));
    }
    let (f, kind) = tok.split_once(':').ok_or(format!("bad operand {tok}"))?;
    let scalar = kind.starts_with('s');
    let dwords: u8 = kind[1..]
        .parse()
        .map_err(|_| format!("bad operand {tok}"))?;
    let fname = if f == "sdst" && enc == "VOP3" {
        "Sdst3"
    } else {
        field(f).ok_or(format!("bad field {tok}"))?
    };
    Ok(format!(
        "Opnd::Reg {{ field: Field::{fname}, scalar: {scalar}, dwords: {dwords} }}"
    ))
}

/// One line of `gcn3.props`, as the Rust expression of its `OpProps`.
fn props_expr(n: usize, line: &str) -> Result<(String, String), String> {
    let err = |what: String| format!("gcn3.props:{}: {what}: {line}", n + 1);
    let mut cols = line.split_whitespace();
    let name = cols.next().ok_or_else(|| err("no mnemonic".into()))?;
    let class = match cols.next().ok_or_else(|| err("no class".into()))? {
        "salu" => "Salu",
        "smem" => "Smem",
        "valu" => "Valu",
        "vmem" => "Vmem",
        "lds" => "Lds",
        "branch" => "Branch",
        "waitcnt" => "Waitcnt",
        "barrier" => "Barrier",
        "endpgm" => "EndPgm",
        "nop" => "Nop",
        "export" => "Export",
        other => return Err(err(format!("unknown class {other}"))),
    };
    let mut fields = vec![format!("class: InstClass::{class}")];
    let mut seen = BTreeMap::new();
    for tok in cols {
        let (key, val) = tok.split_once('=').unwrap_or((tok, ""));
        if seen.insert(key.to_string(), ()).is_some() {
            return Err(err(format!("{key} given twice")));
        }
        let flag = |f: &str| -> Result<String, String> {
            if val.is_empty() {
                Ok(format!("{f}: true"))
            } else {
                Err(err(format!("{key} takes no value")))
            }
        };
        fields.push(match key {
            "rate" => match val {
                "quarter" => "rate: Rate::Quarter".into(),
                "f64" => "rate: Rate::F64".into(),
                _ => return Err(err(format!("unknown rate {val}"))),
            },
            "load" | "store" if val.is_empty() => {
                format!(
                    "mem: MemClass::{}",
                    if key == "load" { "Load" } else { "Store" }
                )
            }
            "atomic" => {
                let op = match val {
                    "" => None,
                    "swap" => Some("Swap"),
                    "cmpswap" => Some("CmpSwap"),
                    "add" => Some("Add"),
                    "sub" => Some("Sub"),
                    "rsub" => Some("Rsub"),
                    "smin" => Some("SMin"),
                    "umin" => Some("UMin"),
                    "smax" => Some("SMax"),
                    "umax" => Some("UMax"),
                    "and" => Some("And"),
                    "or" => Some("Or"),
                    "xor" => Some("Xor"),
                    "inc" => Some("Inc"),
                    "dec" => Some("Dec"),
                    "mskor" => Some("Mskor"),
                    "fmin" => Some("FMin"),
                    "fmax" => Some("FMax"),
                    "fadd" => Some("FAdd"),
                    "cmpst" => Some("CmpSt"),
                    "fcmpswap" => Some("FCmpSwap"),
                    _ => return Err(err(format!("unknown atomic operation {val}"))),
                };
                match op {
                    Some(op) => format!("mem: MemClass::Atomic, atomic: Some(AtomicOp::{op})"),
                    None => "mem: MemClass::Atomic".into(),
                }
            }
            "bytes" => {
                let b: u8 = val
                    .parse()
                    .map_err(|_| err(format!("bad byte count {val}")))?;
                if b == 0 || b > 64 {
                    return Err(err(format!("byte count {b} out of 1..=64")));
                }
                format!("bytes: {b}")
            }
            "signed" | "dual" | "st64" | "rtn" | "src2" | "d16" | "lds_data" => flag(key)?,
            "cmp" => {
                let (cond, ty) = val
                    .split_once(':')
                    .ok_or_else(|| err(format!("cmp={val} is not <cond>:<type>")))?;
                let t = match ty {
                    "f16" => "F16",
                    "f32" => "F32",
                    "f64" => "F64",
                    "i16" => "I16",
                    "u16" => "U16",
                    "i32" => "I32",
                    "u32" => "U32",
                    "i64" => "I64",
                    "u64" => "U64",
                    _ => return Err(err(format!("unknown compare type {ty}"))),
                };
                let conds: &[&str] = if ty.starts_with('f') {
                    &[
                        "f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt",
                        "nle", "neq", "nlt", "tru",
                    ]
                } else {
                    &["f", "lt", "eq", "le", "gt", "ne", "ge", "t"]
                };
                let code = match conds.iter().position(|c| *c == cond) {
                    Some(i) => i.to_string(),
                    None if cond == "class" && ty.starts_with('f') => "CMP_CLASS".into(),
                    None => return Err(err(format!("unknown condition {cond} for {ty}"))),
                };
                // `cmpx` may come before or after `cmp=`: patched below.
                format!(
                    "cmp: Some(Compare {{ cond: {code}, ty: CmpType::{t}, writes_exec: false }})"
                )
            }
            "cmpx" => {
                flag(key)?;
                continue;
            }
            _ => return Err(err(format!("unknown property {tok}"))),
        });
    }
    let cmpx = seen.contains_key("cmpx");
    if cmpx && !seen.contains_key("cmp") {
        return Err(err("cmpx without cmp=".into()));
    }
    if cmpx {
        for f in &mut fields {
            *f = f.replace("writes_exec: false", "writes_exec: true");
        }
    }
    if ["load", "store", "atomic"]
        .iter()
        .filter(|k| seen.contains_key(**k))
        .count()
        > 1
    {
        return Err(err("more than one of load, store, atomic".into()));
    }
    Ok((name.to_string(), fields.join(", ")))
}

/// `gcn3.props` as (mnemonic, `OpProps` fields) in file order.
fn parse_props(text: &str) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (name, expr) = props_expr(n, line)?;
        if out.insert(name.clone(), expr).is_some() {
            return Err(format!("gcn3.props:{}: {name} listed twice", n + 1));
        }
    }
    Ok(out)
}

fn generate(lines: &[Line], props: &BTreeMap<String, String>) -> Result<String, String> {
    // Ops in order of first appearance.
    let mut ops: Vec<String> = Vec::new();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    // 16-bit ops (true: float, false: integer), from the 32-bit forms' literal probes.
    let mut f16_ops: BTreeMap<String, bool> = BTreeMap::new();
    for l in lines {
        if !seen.contains_key(&l.mnemonic) {
            seen.insert(l.mnemonic.clone(), ops.len());
            ops.push(l.mnemonic.clone());
        }
        if l.src.iter().any(|(_, t)| t.starts_with("f16")) {
            f16_ops.insert(l.mnemonic.clone(), true);
        } else if l.src.iter().any(|(_, t)| t.starts_with("i16")) {
            f16_ops.insert(l.mnemonic.clone(), false);
        }
    }
    let mut s = String::new();
    s.push_str(
        "//! GENERATED from gpu-sim/isa/gcn3.ops and gcn3.props by gpu-sim/tests/isa_codegen.rs; do not edit.\n",
    );
    s.push_str(
        "//! Regenerate with `UPDATE_GENERATED=1 cargo test -p gpu-sim --test isa_codegen`.\n\n",
    );
    s.push_str("use super::table::{\n    AtomicOp, CmpType, Compare, ConstMode, Field, InstClass, MemClass, NumType, OpForm, OpProps, Opnd,\n    Rate, Suffix, CMP_CLASS, NO_FORM,\n};\n\n");
    s.push_str("/// Every GCN3 (gfx803) opcode LLVM decodes, named as its mnemonic in upper case without the\n");
    s.push_str("/// `_e32`/`_e64`/`_sdwa`/`_dpp` suffix.\n");
    s.push_str("#[allow(non_camel_case_types, clippy::upper_case_acronyms)]\n");
    s.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\n#[repr(u16)]\npub enum Op {\n");
    for m in &ops {
        writeln!(s, "    {},", m.to_uppercase()).unwrap();
    }
    s.push_str("}\n\n");
    writeln!(
        s,
        "/// Number of [`Op`] variants.\npub const N_OPS: usize = {};\n",
        ops.len()
    )
    .unwrap();
    s.push_str("impl Op {\n    /// All opcodes in table order.\n");
    s.push_str("    pub const ALL: [Op; N_OPS] = [\n");
    for m in &ops {
        writeln!(s, "        Op::{},", m.to_uppercase()).unwrap();
    }
    s.push_str("    ];\n\n    /// LLVM's mnemonic without encoding suffix.\n");
    s.push_str("    pub const fn mnemonic(self) -> &'static str {\n        MNEMONICS[self as usize]\n    }\n\n");
    s.push_str("    /// What the opcode does (its line of `gcn3.props`).\n");
    s.push_str(
        "    pub const fn props(self) -> &'static OpProps {\n        &PROPS[self as usize]\n    }\n}\n\n",
    );
    s.push_str("static MNEMONICS: [&str; N_OPS] = [\n");
    for m in &ops {
        writeln!(s, "    \"{m}\",").unwrap();
    }
    s.push_str("];\n\n");
    let extra: Vec<&String> = props.keys().filter(|k| !seen.contains_key(*k)).collect();
    if !extra.is_empty() {
        return Err(format!(
            "gcn3.props lists mnemonics gcn3.ops does not: {extra:?}"
        ));
    }
    s.push_str("/// Per-opcode properties from `gcn3.props`, indexed by `Op as usize`.\n");
    s.push_str("pub static PROPS: [OpProps; N_OPS] = [\n");
    for m in &ops {
        let p = props
            .get(m)
            .ok_or_else(|| format!("gcn3.props has no line for {m}"))?;
        writeln!(s, "    // {m}\n    OpProps {{ {p}, ..OpProps::BASE }},").unwrap();
    }
    s.push_str("];\n\n");
    // Operand lists, deduplicated.
    let mut opnd_lists: BTreeMap<String, usize> = BTreeMap::new();
    let mut opnd_src = String::new();
    let mut forms = String::new();
    let mut form_idx: Vec<(String, usize, usize)> = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let items = l
            .ops
            .iter()
            .map(|t| opnd(&l.enc, t))
            .collect::<Result<Vec<_>, _>>()?;
        // Bit per `Field` (declaration order) present among the operands.
        let mut fields_mask = 0u32;
        for it in &items {
            if let Some(rest) = it.strip_prefix("Opnd::Reg { field: Field::") {
                let name = rest.split(',').next().unwrap_or("");
                let idx = FIELDS
                    .iter()
                    .position(|f| *f == name)
                    .ok_or(format!("unknown field {name}"))?;
                fields_mask |= 1 << idx;
            }
        }
        let key = items.join(", ");
        let n = opnd_lists.len();
        let id = *opnd_lists.entry(key.clone()).or_insert_with(|| {
            writeln!(opnd_src, "const OPS_{n}: &[Opnd] = &[{key}];").unwrap();
            n
        });
        let mut types = ["B32"; 3];
        for (f, t) in &l.src {
            let idx = match f.as_str() {
                "src0" | "ssrc0" => 0,
                "src1" | "ssrc1" => 1,
                "src2" => 2,
                _ => return Err(format!("unknown src field {f}")),
            };
            types[idx] = match t.trim_end_matches(['r', 'x']) {
                "64" => "B64",
                "f16" => "F16",
                "i16" => "I16",
                _ if l.enc == "VOP3" => match f16_ops.get(&l.mnemonic) {
                    Some(true) => "F16",
                    Some(false) => "I16",
                    None => "B32",
                },
                _ => "B32",
            };
        }
        let flag = |k: &str| -> Option<u32> {
            l.flags.iter().find_map(|f| {
                f.strip_prefix(k)
                    .and_then(|v| u32::from_str_radix(v, 16).ok())
            })
        };
        let opt = |v: Option<u32>| v.map_or("None".to_string(), |v| format!("Some(0x{v:08x})"));
        let z1 = l.zero.get(1).copied().unwrap_or(0);
        let ones0 = flag("ones=").unwrap_or(0);
        let suffix = match l.suffix.as_str() {
            "e32" => "E32",
            "e64" => "E64",
            _ => "None",
        };
        // Modifier sets, see `OpForm::mods`.
        let mods_of = |key: &str, default: u16| -> u16 {
            match l.flags.iter().find_map(|f| f.strip_prefix(key)) {
                None => default,
                Some(m) => {
                    let mut v = 0u16;
                    for i in 0..3 {
                        if m.contains(&format!("a{i}")) {
                            v |= 1 << i;
                        }
                        if m.contains(&format!("n{i}")) {
                            v |= 8 << i;
                        }
                        if m.contains(&format!("s{i}")) {
                            v |= 0x100 << i;
                        }
                    }
                    if m.contains('c') {
                        v |= 0x40;
                    }
                    if m.contains('o') {
                        v |= 0x80;
                    }
                    v
                }
            }
        };
        let mods = mods_of("mods=", 0);
        let sdwa_mods = mods_of("sdwamods=", 0);
        let dpp_mods = mods_of("dppmods=", 0);
        let mut consts = ["Any"; 3];
        for (f, t) in &l.src {
            let idx = match f.as_str() {
                "src0" | "ssrc0" => 0,
                "src1" | "ssrc1" => 1,
                _ => 2,
            };
            if t.ends_with('r') {
                consts[idx] = "Invalid";
            } else if t.ends_with('x') {
                consts[idx] = "Reject";
            }
        }
        let dst_const = match l.flags.iter().find_map(|f| f.strip_prefix("dstimm=")) {
            Some("x") => "Reject",
            Some("r") => "Invalid",
            _ => "Any",
        };
        writeln!(
            forms,
            "    // {i}: {} 0x{:03x}\n    OpForm {{ op: Op::{}, suffix: Suffix::{suffix}, zero: [0x{:08x}, 0x{z1:08x}], sdwa_zero: {}, dpp_zero: {}, always_literal: {}, vop3b: {}, ones0: 0x{ones0:08x}, fields: 0x{fields_mask:06x}, mods: 0x{mods:03x}, sdwa_mods: 0x{sdwa_mods:03x}, dpp_mods: 0x{dpp_mods:03x}, operands: OPS_{id}, src_types: [NumType::{}, NumType::{}, NumType::{}], src_consts: [ConstMode::{}, ConstMode::{}, ConstMode::{}], dst_const: ConstMode::{dst_const} }},",
            l.enc,
            l.opcode,
            l.mnemonic.to_uppercase(),
            l.zero[0],
            opt(flag("sdwa=")),
            opt(flag("dpp=")),
            l.flags.iter().any(|f| f == "lit"),
            l.flags.iter().any(|f| f == "vop3b"),
            types[0],
            types[1],
            types[2],
            consts[0],
            consts[1],
            consts[2],
        )
        .unwrap();
        form_idx.push((l.enc.clone(), l.opcode, i));
    }
    s.push_str(&opnd_src);
    writeln!(
        s,
        "\n/// Every (encoding, opcode) form, in table order.\npub static FORMS: [OpForm; {}] = [",
        lines.len()
    )
    .unwrap();
    s.push_str(&forms);
    s.push_str("];\n");
    for (enc, name, size) in ENCODINGS {
        let mut arr = vec![None; *size];
        for (e, opc, i) in &form_idx {
            if e == enc {
                if *opc >= *size {
                    return Err(format!("{enc} opcode {opc} out of range"));
                }
                if arr[*opc].is_some() {
                    return Err(format!("{enc} opcode {opc} listed twice"));
                }
                arr[*opc] = Some(*i);
            }
        }
        writeln!(
            s,
            "\n/// {enc}: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing)."
        )
        .unwrap();
        writeln!(s, "pub static {name}: [u16; {size}] = [").unwrap();
        for chunk in arr.chunks(16) {
            let row: Vec<String> = chunk
                .iter()
                .map(|v| v.map_or("NO_FORM".to_string(), |i| i.to_string()))
                .collect();
            writeln!(s, "    {},", row.join(", ")).unwrap();
        }
        s.push_str("];\n");
    }
    Ok(s)
}

#[test]
fn generated_rs_is_current() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let table = std::fs::read_to_string(root.join("isa/gcn3.ops")).expect("read gcn3.ops");
    let lines = parse(&table).unwrap_or_else(|e| panic!("{e}"));
    let props = std::fs::read_to_string(root.join("isa/gcn3.props")).expect("read gcn3.props");
    let props = parse_props(&props).unwrap_or_else(|e| panic!("{e}"));
    let text = generate(&lines, &props).unwrap_or_else(|e| panic!("{e}"));
    let path = root.join("src/isa/generated.rs");
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    if std::env::var_os("UPDATE_GENERATED").is_some() {
        if current != text {
            std::fs::write(&path, &text).expect("write generated.rs");
        }
        return;
    }
    assert!(
        current == text,
        "{} is stale: run `UPDATE_GENERATED=1 cargo test -p gpu-sim --test isa_codegen`",
        path.display()
    );
}

#[test]
fn field_masks_match_operand_lists() {
    use gpu_sim::isa::generated::FORMS;
    use gpu_sim::isa::table::Opnd;
    for (i, form) in FORMS.iter().enumerate() {
        let mut mask = 0u32;
        for o in form.operands {
            if let Opnd::Reg { field, .. } = o {
                mask |= 1 << *field as u32;
            }
        }
        assert_eq!(
            mask, form.fields,
            "FORMS[{i}] ({:?}): FIELDS order out of step with enum Field",
            form.op
        );
    }
}
