//! Code object v2 metadata: the YAML document of the `NT_AMD_HSA_METADATA` note (owner "AMD",
//! type 10) that clang wrote before code object v3, and that the ROCm 1.x-3.x era code objects
//! still in circulation carry (MGPUSim's MGMark kernels, ROCr's gfx8 blit kernels).
//!
//! The document is `Version: [1, 0]` and `Kernels:`, a list of kernels, each with `Name`,
//! `SymbolName`, `Language`, `Attrs` (`ReqdWorkGroupSize`, `WorkGroupSizeHint`), `Args` and
//! `CodeProps` (segment sizes, register counts, `MaxFlatWorkGroupSize`,
//! `IsDynamicCallStack`). Key spellings follow LLVM's AMDGPUUsage ("Code Object V2 Metadata").
//! Unlike v3+, arguments carry no offsets: each starts at the previous end rounded up to its
//! `Align`, which is how the runtime of that era laid out the kernarg segment.
//!
//! The result is the same [`Metadata`] the msgpack parser yields, so nothing downstream knows
//! which version a kernel came from. Errors name the key path (`Kernels[0].Args[2].Size`).

use yaml_rust2::{Yaml, YamlLoader};

use super::metadata::{KernelArg, KernelMeta, Metadata, MetadataError, ValueKind};

/// Parses the note's descriptor (UTF-8 YAML, possibly NUL-padded).
pub fn parse_metadata_v2(desc: &[u8]) -> Result<Metadata, MetadataError> {
    let end = desc.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
    let text = std::str::from_utf8(&desc[..end])
        .map_err(|e| MetadataError::Yaml(format!("not UTF-8: {e}")))?;
    let docs = YamlLoader::load_from_str(text).map_err(|e| MetadataError::Yaml(e.to_string()))?;
    let root = docs
        .first()
        .ok_or_else(|| MetadataError::Yaml("empty document".into()))?;
    let version = match &root["Version"] {
        Yaml::Array(v) if v.len() == 2 => {
            [u32_of(&v[0], "Version[0]")?, u32_of(&v[1], "Version[1]")?]
        }
        Yaml::BadValue => return Err(missing("Version")),
        _ => return Err(wrong("Version", "an array of two integers")),
    };
    let list = match &root["Kernels"] {
        Yaml::Array(k) => k,
        Yaml::BadValue => return Err(missing("Kernels")),
        _ => return Err(wrong("Kernels", "a list")),
    };
    let mut kernels = Vec::with_capacity(list.len());
    for (i, k) in list.iter().enumerate() {
        let path = format!("Kernels[{i}]");
        let name = str_of(&k["Name"], &format!("{path}.Name"))?.to_string();
        kernels.push((name, parse_kernel(k, &path)?));
    }
    Ok(Metadata {
        version,
        target: None,
        kernels,
    })
}

fn parse_kernel(k: &Yaml, path: &str) -> Result<KernelMeta, MetadataError> {
    let p = |key: &str| format!("{path}.{key}");
    let mut args = Vec::new();
    let mut offset = 0u32;
    match &k["Args"] {
        Yaml::Array(list) => {
            for (i, a) in list.iter().enumerate() {
                let arg = parse_arg(a, &format!("{path}.Args[{i}]"), offset)?;
                offset = arg.offset.checked_add(arg.size).ok_or_else(|| {
                    wrong(
                        &format!("{path}.Args[{i}].Size"),
                        "a size that fits the segment",
                    )
                })?;
                args.push(arg);
            }
        }
        Yaml::BadValue => {}
        _ => return Err(wrong(&p("Args"), "a list")),
    }
    let props = &k["CodeProps"];
    if props.is_badvalue() {
        return Err(missing(&p("CodeProps")));
    }
    let prop = |key: &str| u32_of(&props[key], &format!("{path}.CodeProps.{key}"));
    let opt_prop = |key: &str| match &props[key] {
        Yaml::BadValue => Ok(0),
        v => u32_of(v, &format!("{path}.CodeProps.{key}")),
    };
    let attrs = &k["Attrs"];
    let dim3 = |key: &str| -> Result<Option<[u32; 3]>, MetadataError> {
        let at = format!("{path}.Attrs.{key}");
        match &attrs[key] {
            Yaml::BadValue => Ok(None),
            Yaml::Array(v) if v.len() == 3 => Ok(Some([
                u32_of(&v[0], &at)?,
                u32_of(&v[1], &at)?,
                u32_of(&v[2], &at)?,
            ])),
            _ => Err(wrong(&at, "an array of three integers")),
        }
    };
    Ok(KernelMeta {
        args,
        kernarg_segment_size: prop("KernargSegmentSize")?,
        kernarg_segment_align: prop("KernargSegmentAlign")?,
        group_segment_fixed_size: prop("GroupSegmentFixedSize")?,
        private_segment_fixed_size: prop("PrivateSegmentFixedSize")?,
        sgpr_count: opt_prop("NumSGPRs")?,
        vgpr_count: opt_prop("NumVGPRs")?,
        sgpr_spill_count: opt_prop("NumSpilledSGPRs")?,
        vgpr_spill_count: opt_prop("NumSpilledVGPRs")?,
        wavefront_size: prop("WavefrontSize")?,
        max_flat_workgroup_size: prop("MaxFlatWorkGroupSize")?,
        uses_dynamic_stack: bool_of(
            &props["IsDynamicCallStack"],
            &p("CodeProps.IsDynamicCallStack"),
        )?,
        reqd_workgroup_size: dim3("ReqdWorkGroupSize")?,
        workgroup_size_hint: dim3("WorkGroupSizeHint")?,
        code_object_version: 2,
        symbol: match &k["SymbolName"] {
            Yaml::BadValue => String::new(),
            v => str_of(v, &p("SymbolName"))?.to_string(),
        },
        language: opt_str(&k["Language"], &p("Language"))?,
    })
}

fn parse_arg(a: &Yaml, path: &str, after: u32) -> Result<KernelArg, MetadataError> {
    let p = |key: &str| format!("{path}.{key}");
    let size = u32_of(&a["Size"], &p("Size"))?;
    let align = u32_of(&a["Align"], &p("Align"))?;
    if !align.is_power_of_two() {
        return Err(wrong(&p("Align"), "a power of two"));
    }
    let offset = after
        .checked_next_multiple_of(align)
        .ok_or_else(|| wrong(&p("Align"), "an alignment that fits the segment"))?;
    let kind = str_of(&a["ValueKind"], &p("ValueKind"))?;
    let access = match opt_str(&a["ActualAccQual"], &p("ActualAccQual"))? {
        Some(q) => Some(q),
        None => opt_str(&a["AccQual"], &p("AccQual"))?,
    };
    Ok(KernelArg {
        name: opt_str(&a["Name"], &p("Name"))?,
        type_name: opt_str(&a["TypeName"], &p("TypeName"))?,
        offset,
        size,
        value_kind: value_kind(kind),
        address_space: opt_str(&a["AddrSpaceQual"], &p("AddrSpaceQual"))?.map(|s| s.to_lowercase()),
        access: access.map(|s| v2_access(&s)),
        pointee_align: match &a["PointeeAlign"] {
            Yaml::BadValue => None,
            v => Some(u32_of(v, &p("PointeeAlign"))?),
        },
        is_const: bool_of(&a["IsConst"], &p("IsConst"))?,
        is_restrict: bool_of(&a["IsRestrict"], &p("IsRestrict"))?,
        is_volatile: bool_of(&a["IsVolatile"], &p("IsVolatile"))?,
    })
}

/// v2 value kinds are CamelCase spellings of the v3 ones, except multigrid's capital G.
fn value_kind(v2: &str) -> ValueKind {
    if v2 == "HiddenMultiGridSyncArg" {
        return ValueKind::HiddenMultigridSyncArg;
    }
    let mut snake = String::with_capacity(v2.len() + 8);
    for (i, c) in v2.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                snake.push('_');
            }
            snake.push(c.to_ascii_lowercase());
        } else {
            snake.push(c);
        }
    }
    // `HiddenGlobalOffsetX` -> `hidden_global_offset_x`; unknown kinds keep the v2 spelling so
    // that an error message shows what the file said.
    match ValueKind::from_name(&snake) {
        ValueKind::Other(_) => ValueKind::Other(v2.to_string()),
        k => k,
    }
}

/// `ReadOnly` -> `read_only`, `Default` -> `default` (the v3 spellings).
fn v2_access(q: &str) -> String {
    match q {
        "ReadOnly" => "read_only",
        "WriteOnly" => "write_only",
        "ReadWrite" => "read_write",
        "Default" => "default",
        other => other,
    }
    .to_string()
}

fn missing(path: &str) -> MetadataError {
    MetadataError::Missing {
        path: path.to_string(),
    }
}

fn wrong(path: &str, expected: &'static str) -> MetadataError {
    MetadataError::WrongType {
        path: path.to_string(),
        expected,
    }
}

fn u32_of(v: &Yaml, path: &str) -> Result<u32, MetadataError> {
    match v {
        Yaml::Integer(i) => u32::try_from(*i).map_err(|_| MetadataError::TooLarge {
            path: path.to_string(),
            value: *i as u64,
        }),
        Yaml::BadValue => Err(missing(path)),
        _ => Err(wrong(path, "an unsigned integer")),
    }
}

fn str_of<'a>(v: &'a Yaml, path: &str) -> Result<&'a str, MetadataError> {
    match v {
        Yaml::String(s) => Ok(s),
        Yaml::BadValue => Err(missing(path)),
        _ => Err(wrong(path, "a string")),
    }
}

/// A scalar as text: YAML reads an unquoted `uint` or `1` as whatever type it looks like.
fn opt_str(v: &Yaml, path: &str) -> Result<Option<String>, MetadataError> {
    match v {
        Yaml::BadValue | Yaml::Null => Ok(None),
        Yaml::String(s) | Yaml::Real(s) => Ok(Some(s.clone())),
        Yaml::Integer(i) => Ok(Some(i.to_string())),
        Yaml::Boolean(b) => Ok(Some(b.to_string())),
        _ => Err(wrong(path, "a scalar")),
    }
}

fn bool_of(v: &Yaml, path: &str) -> Result<bool, MetadataError> {
    match v {
        Yaml::BadValue => Ok(false),
        Yaml::Boolean(b) => Ok(*b),
        _ => Err(wrong(path, "a boolean")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = "---
Version: [ 1, 0 ]
Kernels:
  - Name:            add
    SymbolName:      'add@kd'
    Language:        OpenCL C
    Attrs:
      ReqdWorkGroupSize: [ 64, 1, 1 ]
    Args:
      - Name:            a
        TypeName:        'float*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        uint
        Size:            4
        Align:           4
        ValueKind:       ByValue
        IsConst:         true
      - Size:            4
        Align:           4
        ValueKind:       DynamicSharedPointer
        PointeeAlign:    16
        AddrSpaceQual:   Local
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetX
      - Size:            8
        Align:           8
        ValueKind:       HiddenMultiGridSyncArg
    CodeProps:
      KernargSegmentSize: 40
      GroupSegmentFixedSize: 16
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        22
      NumVGPRs:        10
      MaxFlatWorkGroupSize: 256
...
\0\0";

    #[test]
    fn lays_out_arguments_by_size_and_alignment() {
        let md = parse_metadata_v2(DOC.as_bytes()).unwrap();
        assert_eq!(md.version, [1, 0]);
        let (name, k) = &md.kernels[0];
        assert_eq!(name, "add");
        assert_eq!(k.symbol, "add@kd");
        let offs: Vec<_> = k.args.iter().map(|a| (a.offset, a.size)).collect();
        assert_eq!(offs, [(0, 8), (8, 4), (12, 4), (16, 8), (24, 8)]);
        assert_eq!(k.args[0].value_kind, ValueKind::GlobalBuffer);
        assert_eq!(k.args[0].address_space.as_deref(), Some("global"));
        assert_eq!(k.args[0].access.as_deref(), Some("default"));
        assert_eq!(k.args[1].type_name.as_deref(), Some("uint"));
        assert!(k.args[1].is_const);
        assert_eq!(k.args[2].pointee_align, Some(16));
        assert_eq!(k.args[3].value_kind, ValueKind::HiddenGlobalOffsetX);
        assert_eq!(k.args[4].value_kind, ValueKind::HiddenMultigridSyncArg);
        assert_eq!(k.kernarg_segment_size, 40);
        assert_eq!(k.group_segment_fixed_size, 16);
        assert_eq!(k.max_flat_workgroup_size, 256);
        assert_eq!(k.reqd_workgroup_size, Some([64, 1, 1]));
        assert_eq!(k.code_object_version, 2);
        assert_eq!(k.explicit_args().count(), 3);
    }

    #[test]
    fn errors_name_the_key() {
        let e = parse_metadata_v2(
            DOC.replace(
                "Size:            4\n        Align:           4\n        ValueKind:       ByValue",
                "Align:           4\n        ValueKind:       ByValue",
            )
            .as_bytes(),
        )
        .unwrap_err();
        assert!(e.to_string().contains("Kernels[0].Args[1].Size"), "{e}");
        let e = parse_metadata_v2(
            DOC.replace(
                "Align:           8\n        ValueKind:       GlobalBuffer",
                "Align:           3\n        ValueKind:       GlobalBuffer",
            )
            .as_bytes(),
        )
        .unwrap_err();
        assert!(e.to_string().contains("power of two"), "{e}");
        let e = parse_metadata_v2(b"Version: [1, 0]\nKernels: [ { Name: k } ]\n").unwrap_err();
        assert!(e.to_string().contains("CodeProps"), "{e}");
        assert!(parse_metadata_v2(b"Kernels: [ {").is_err());
        assert!(parse_metadata_v2(&[0xff, 0xfe]).is_err());
        assert!(parse_metadata_v2(b"").is_err());
    }

    #[test]
    fn unknown_kinds_keep_their_spelling() {
        assert_eq!(value_kind("Sampler"), ValueKind::Other("Sampler".into()));
        assert_eq!(value_kind("HiddenNone"), ValueKind::HiddenNone);
        assert_eq!(
            value_kind("HiddenPrintfBuffer"),
            ValueKind::HiddenPrintfBuffer
        );
    }
}
