//! The AMDGPU code-object metadata note (`NT_AMDGPU_METADATA`, type 32, owner "AMDGPU"): a
//! msgpack map with `amdhsa.version`, `amdhsa.target` and `amdhsa.kernels`.
//!
//! Key names and value spellings follow LLVM's AMDGPUUsage documentation ("Code Object V3 to V5
//! Metadata"). Only the keys a dispatcher needs are typed; unknown keys are ignored and unknown
//! value kinds are kept as [`ValueKind::Other`] so that newer compilers do not break loading.
//! Every error names the path of the offending key, e.g. `amdhsa.kernels[0].args[2].size`.

use rmpv::Value;

pub use host_abi::kernel::{KernelArg, ValueKind};

/// Per-kernel metadata (`amdhsa.kernels[i]`).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct KernelMeta {
    /// Arguments in kernarg order, hidden ones included.
    pub args: Vec<KernelArg>,
    pub kernarg_segment_size: u32,
    pub kernarg_segment_align: u32,
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub sgpr_count: u32,
    pub vgpr_count: u32,
    pub sgpr_spill_count: u32,
    pub vgpr_spill_count: u32,
    pub wavefront_size: u32,
    pub max_flat_workgroup_size: u32,
    pub uses_dynamic_stack: bool,
    /// `.reqd_workgroup_size`, if the source fixed it.
    pub reqd_workgroup_size: Option<[u32; 3]>,
    /// `.workgroup_size_hint`, if given.
    pub workgroup_size_hint: Option<[u32; 3]>,
    /// Code object version (4 for ABI version 2, 5 for ABI version 3, 3 for ABI version 1).
    pub code_object_version: u32,
    /// `.symbol`: the kernel descriptor's symbol name (`<name>.kd`).
    pub symbol: String,
    /// `.language`, e.g. `OpenCL C`.
    pub language: Option<String>,
}

impl KernelMeta {
    /// The arguments a program supplies (not hidden), in order, with their kernarg indices.
    pub fn explicit_args(&self) -> impl Iterator<Item = &KernelArg> {
        self.args.iter().filter(|a| !a.value_kind.is_hidden())
    }
}

/// The whole metadata note.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Metadata {
    /// `amdhsa.version` ([1, 1] for code object v4, [1, 2] for v5).
    pub version: [u32; 2],
    /// `amdhsa.target`, e.g. `amdgcn-amd-amdhsa--gfx803`.
    pub target: Option<String>,
    /// `(name, metadata)` per kernel, in note order.
    pub kernels: Vec<(String, KernelMeta)>,
}

/// Why the metadata note could not be read. `path` names the key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MetadataError {
    #[error("metadata note is not valid msgpack: {0}")]
    Msgpack(String),
    #[error("metadata key `{path}`: missing")]
    Missing { path: String },
    #[error("metadata key `{path}`: expected {expected}")]
    WrongType {
        path: String,
        expected: &'static str,
    },
    #[error("metadata key `{path}`: value {value} does not fit in 32 bits")]
    TooLarge { path: String, value: u64 },
    #[error("metadata has {extra} trailing bytes after the msgpack map")]
    Trailing { extra: usize },
    #[error("code object v2 metadata is not valid YAML: {0}")]
    Yaml(String),
}

/// Parses the note's descriptor bytes.
pub fn parse_metadata(desc: &[u8], code_object_version: u32) -> Result<Metadata, MetadataError> {
    let mut rd = desc;
    let root = rmpv::decode::read_value_with_max_depth(&mut rd, 16)
        .map_err(|e| MetadataError::Msgpack(e.to_string()))?;
    // The note descriptor is padded to 4 bytes; only zero padding may follow the map.
    if rd.iter().any(|&b| b != 0) || rd.len() >= 4 {
        return Err(MetadataError::Trailing { extra: rd.len() });
    }
    let root = Map::new(&root, "metadata")?;
    let version = match root.get("amdhsa.version") {
        Some(v) => {
            let arr = as_array(v, "amdhsa.version")?;
            let major = arr.first().map(|v| as_u32(v, "amdhsa.version[0]"));
            let minor = arr.get(1).map(|v| as_u32(v, "amdhsa.version[1]"));
            match (major, minor) {
                (Some(a), Some(b)) => [a?, b?],
                _ => {
                    return Err(MetadataError::WrongType {
                        path: "amdhsa.version".into(),
                        expected: "an array of two integers",
                    })
                }
            }
        }
        None => {
            return Err(MetadataError::Missing {
                path: "amdhsa.version".into(),
            })
        }
    };
    let target = root
        .opt_str("amdhsa.target", "amdhsa.target")?
        .map(str::to_string);
    let kernels_v = root.req("amdhsa.kernels", "amdhsa.kernels")?;
    let mut kernels = Vec::new();
    for (i, k) in as_array(kernels_v, "amdhsa.kernels")?.iter().enumerate() {
        let path = format!("amdhsa.kernels[{i}]");
        let meta = parse_kernel(k, &path, code_object_version)?;
        let m = Map::new(k, &path)?;
        let name = m.req_str(".name", &format!("{path}.name"))?.to_string();
        kernels.push((name, meta));
    }
    Ok(Metadata {
        version,
        target,
        kernels,
    })
}

fn parse_kernel(v: &Value, path: &str, cov: u32) -> Result<KernelMeta, MetadataError> {
    let m = Map::new(v, path)?;
    let p = |k: &str| format!("{path}.{}", k.trim_start_matches('.'));
    let mut args = Vec::new();
    if let Some(a) = m.get(".args") {
        for (i, arg) in as_array(a, &p(".args"))?.iter().enumerate() {
            args.push(parse_arg(arg, &format!("{path}.args[{i}]"))?);
        }
    }
    let u = |k: &str| -> Result<u32, MetadataError> {
        match m.get(k) {
            Some(v) => as_u32(v, &p(k)),
            None => Ok(0),
        }
    };
    let req_u = |k: &str| -> Result<u32, MetadataError> { as_u32(m.req(k, &p(k))?, &p(k)) };
    Ok(KernelMeta {
        args,
        kernarg_segment_size: req_u(".kernarg_segment_size")?,
        kernarg_segment_align: req_u(".kernarg_segment_align")?,
        group_segment_fixed_size: req_u(".group_segment_fixed_size")?,
        private_segment_fixed_size: req_u(".private_segment_fixed_size")?,
        sgpr_count: req_u(".sgpr_count")?,
        vgpr_count: req_u(".vgpr_count")?,
        sgpr_spill_count: u(".sgpr_spill_count")?,
        vgpr_spill_count: u(".vgpr_spill_count")?,
        wavefront_size: req_u(".wavefront_size")?,
        max_flat_workgroup_size: req_u(".max_flat_workgroup_size")?,
        uses_dynamic_stack: match m.get(".uses_dynamic_stack") {
            Some(v) => v.as_bool().ok_or_else(|| MetadataError::WrongType {
                path: p(".uses_dynamic_stack"),
                expected: "a boolean",
            })?,
            None => false,
        },
        reqd_workgroup_size: opt_dim3(&m, ".reqd_workgroup_size", &p(".reqd_workgroup_size"))?,
        workgroup_size_hint: opt_dim3(&m, ".workgroup_size_hint", &p(".workgroup_size_hint"))?,
        code_object_version: cov,
        symbol: m.req_str(".symbol", &p(".symbol"))?.to_string(),
        language: m.opt_str(".language", &p(".language"))?.map(str::to_string),
    })
}

fn parse_arg(v: &Value, path: &str) -> Result<KernelArg, MetadataError> {
    let m = Map::new(v, path)?;
    let p = |k: &str| format!("{path}.{}", k.trim_start_matches('.'));
    let flag = |k: &str| -> Result<bool, MetadataError> {
        match m.get(k) {
            Some(v) => v.as_bool().ok_or_else(|| MetadataError::WrongType {
                path: p(k),
                expected: "a boolean",
            }),
            None => Ok(false),
        }
    };
    let access = match m.opt_str(".actual_access", &p(".actual_access"))? {
        Some(a) => Some(a.to_string()),
        None => m.opt_str(".access", &p(".access"))?.map(str::to_string),
    };
    Ok(KernelArg {
        name: m.opt_str(".name", &p(".name"))?.map(str::to_string),
        type_name: m
            .opt_str(".type_name", &p(".type_name"))?
            .map(str::to_string),
        offset: as_u32(m.req(".offset", &p(".offset"))?, &p(".offset"))?,
        size: as_u32(m.req(".size", &p(".size"))?, &p(".size"))?,
        value_kind: ValueKind::from_name(m.req_str(".value_kind", &p(".value_kind"))?),
        address_space: m
            .opt_str(".address_space", &p(".address_space"))?
            .map(str::to_string),
        access,
        pointee_align: match m.get(".pointee_align") {
            Some(v) => Some(as_u32(v, &p(".pointee_align"))?),
            None => None,
        },
        is_const: flag(".is_const")?,
        is_restrict: flag(".is_restrict")?,
        is_volatile: flag(".is_volatile")?,
    })
}

fn opt_dim3(m: &Map<'_>, key: &str, path: &str) -> Result<Option<[u32; 3]>, MetadataError> {
    let Some(v) = m.get(key) else { return Ok(None) };
    let arr = as_array(v, path)?;
    if arr.len() != 3 {
        return Err(MetadataError::WrongType {
            path: path.to_string(),
            expected: "an array of three integers",
        });
    }
    Ok(Some([
        as_u32(&arr[0], path)?,
        as_u32(&arr[1], path)?,
        as_u32(&arr[2], path)?,
    ]))
}

/// A msgpack map with string keys, looked up linearly (maps here have ~20 entries).
struct Map<'a> {
    entries: &'a [(Value, Value)],
}

impl<'a> Map<'a> {
    fn new(v: &'a Value, path: &str) -> Result<Map<'a>, MetadataError> {
        match v {
            Value::Map(entries) => Ok(Map { entries }),
            _ => Err(MetadataError::WrongType {
                path: path.to_string(),
                expected: "a map",
            }),
        }
    }
    fn get(&self, key: &str) -> Option<&'a Value> {
        self.entries
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v)
    }
    fn req(&self, key: &str, path: &str) -> Result<&'a Value, MetadataError> {
        self.get(key).ok_or_else(|| MetadataError::Missing {
            path: path.to_string(),
        })
    }
    fn req_str(&self, key: &str, path: &str) -> Result<&'a str, MetadataError> {
        self.req(key, path)?
            .as_str()
            .ok_or_else(|| MetadataError::WrongType {
                path: path.to_string(),
                expected: "a UTF-8 string",
            })
    }
    fn opt_str(&self, key: &str, path: &str) -> Result<Option<&'a str>, MetadataError> {
        match self.get(key) {
            Some(v) => v
                .as_str()
                .map(Some)
                .ok_or_else(|| MetadataError::WrongType {
                    path: path.to_string(),
                    expected: "a UTF-8 string",
                }),
            None => Ok(None),
        }
    }
}

fn as_array<'a>(v: &'a Value, path: &str) -> Result<&'a [Value], MetadataError> {
    v.as_array()
        .map(Vec::as_slice)
        .ok_or_else(|| MetadataError::WrongType {
            path: path.to_string(),
            expected: "an array",
        })
}

fn as_u32(v: &Value, path: &str) -> Result<u32, MetadataError> {
    let n = v.as_u64().ok_or_else(|| MetadataError::WrongType {
        path: path.to_string(),
        expected: "an unsigned integer",
    })?;
    u32::try_from(n).map_err(|_| MetadataError::TooLarge {
        path: path.to_string(),
        value: n,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(x: &str) -> Value {
        Value::from(x)
    }

    fn encode(v: &Value) -> Vec<u8> {
        let mut out = Vec::new();
        rmpv::encode::write_value(&mut out, v).unwrap();
        out
    }

    fn kernel(args: Vec<Value>) -> Value {
        Value::Map(vec![
            (s(".name"), s("k")),
            (s(".symbol"), s("k.kd")),
            (s(".args"), Value::Array(args)),
            (s(".kernarg_segment_size"), Value::from(8)),
            (s(".kernarg_segment_align"), Value::from(8)),
            (s(".group_segment_fixed_size"), Value::from(0)),
            (s(".private_segment_fixed_size"), Value::from(0)),
            (s(".sgpr_count"), Value::from(8)),
            (s(".vgpr_count"), Value::from(4)),
            (s(".wavefront_size"), Value::from(64)),
            (s(".max_flat_workgroup_size"), Value::from(256)),
        ])
    }

    fn root(kernels: Vec<Value>) -> Value {
        Value::Map(vec![
            (
                s("amdhsa.version"),
                Value::Array(vec![Value::from(1), Value::from(1)]),
            ),
            (s("amdhsa.kernels"), Value::Array(kernels)),
        ])
    }

    #[test]
    fn parses_minimal_kernel() {
        let arg = Value::Map(vec![
            (s(".offset"), Value::from(0)),
            (s(".size"), Value::from(8)),
            (s(".value_kind"), s("global_buffer")),
            (s(".name"), s("a")),
        ]);
        let md = parse_metadata(&encode(&root(vec![kernel(vec![arg])])), 4).unwrap();
        assert_eq!(md.version, [1, 1]);
        let (name, k) = &md.kernels[0];
        assert_eq!(name, "k");
        assert_eq!(k.args[0].value_kind, ValueKind::GlobalBuffer);
        assert_eq!(k.args[0].name.as_deref(), Some("a"));
        assert_eq!(k.max_flat_workgroup_size, 256);
    }

    #[test]
    fn errors_name_the_key() {
        let arg = Value::Map(vec![
            (s(".offset"), Value::from(0)),
            (s(".size"), s("eight")),
            (s(".value_kind"), s("by_value")),
        ]);
        let err = parse_metadata(&encode(&root(vec![kernel(vec![arg])])), 4).unwrap_err();
        assert_eq!(
            err.to_string(),
            "metadata key `amdhsa.kernels[0].args[0].size`: expected an unsigned integer"
        );
        let err = parse_metadata(&encode(&Value::Map(vec![])), 4).unwrap_err();
        assert_eq!(err.to_string(), "metadata key `amdhsa.version`: missing");
    }

    #[test]
    fn unknown_value_kind_is_kept() {
        let k = ValueKind::from_name("hidden_something_new");
        assert!(k.is_hidden());
        assert_eq!(k.name(), "hidden_something_new");
        assert_eq!(
            ValueKind::from_name("hidden_grid_dims").name(),
            "hidden_grid_dims"
        );
    }
}
