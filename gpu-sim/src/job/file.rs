//! The TOML job format (`docs/job-format.md`): a file that names a code object, a kernel, the
//! launch geometry and one `[[arg]]` table per explicit kernel argument.
//!
//! ```toml
//! code_object = "../../gpu-sim/kernels/vecadd.hsaco"
//! kernel = "vecadd"
//! grid = [1024, 1, 1]
//! workgroup = [256, 1, 1]
//! [[arg]]
//! in = "a.bin"
//! [[arg]]
//! out = "c.bin"
//! bytes = 4096
//! [[arg]]
//! u32 = 1024
//! ```
//!
//! Paths are relative to the job file. Every error names the key or the `arg[i]` entry.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::{grid_work_items, Arg, Job, JobLimits, JobOutput, MAX_GRID_WORK_ITEMS};

/// A job file turned into a [`Job`], with where its outputs go.
#[derive(Clone, Debug, PartialEq)]
pub struct JobFile {
    pub job: Job,
    /// Path of the code object, as resolved.
    pub code_object_path: PathBuf,
    /// The `out = "..."` arguments.
    pub outputs: Vec<OutputSpec>,
}

/// One output buffer: after the run, the contents of argument `arg_index` go to `file`
/// (relative to the output directory).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputSpec {
    pub arg_index: usize,
    pub file: PathBuf,
}

/// Why a job file could not be read or its outputs written.
#[derive(Debug, thiserror::Error)]
pub enum JobFileError {
    /// `err` is in the message and is not a `source`, so that a chain printed with its causes
    /// does not say it twice.
    #[error("{path}: {err}")]
    Io { path: PathBuf, err: std::io::Error },
    /// An output buffer could not be written (the error names the file).
    #[error(transparent)]
    Output(#[from] crate::outfile::OutputError),
    #[error("{path}: {message}")]
    Syntax { path: PathBuf, message: String },
    #[error("{path}: {key}: {message}")]
    Key {
        path: PathBuf,
        key: String,
        message: String,
    },
    #[error("output for arg {arg_index} (`{file}`): the run returned no buffer for it")]
    MissingOutput { arg_index: usize, file: PathBuf },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawJob {
    code_object: String,
    kernel: String,
    grid: Vec<u32>,
    workgroup: Vec<u32>,
    #[serde(default)]
    arg: Vec<RawArg>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawArg {
    #[serde(rename = "in")]
    input: Option<String>,
    out: Option<String>,
    bytes: Option<u64>,
    init: Option<String>,
    u32: Option<u32>,
    i32: Option<i32>,
    u64: Option<u64>,
    i64: Option<i64>,
    f32: Option<toml::Value>,
    f64: Option<toml::Value>,
    local: Option<u32>,
    by_value: Option<String>,
}

/// Largest buffer a job file may ask for (the emulator's memory is sparse, but outputs are
/// read back whole).
const MAX_BUFFER_BYTES: u64 = 1 << 32;

impl JobFile {
    /// Reads and checks a job file with the default [`JobLimits`]; input files are read now.
    pub fn load(path: &Path) -> Result<JobFile, JobFileError> {
        JobFile::load_with(path, JobLimits::default())
    }

    /// [`JobFile::load`] with explicit limits (`tandem kernel --allow-huge`).
    pub fn load_with(path: &Path, limits: JobLimits) -> Result<JobFile, JobFileError> {
        let text = std::fs::read_to_string(path).map_err(|err| JobFileError::Io {
            path: path.to_path_buf(),
            err,
        })?;
        let dir = path.parent().unwrap_or(Path::new("."));
        JobFile::parse_with(&text, path, dir, limits)
    }

    /// Parses job-file text with the default [`JobLimits`]; `path` is for messages, `dir` is
    /// what relative paths are relative to.
    pub fn parse(text: &str, path: &Path, dir: &Path) -> Result<JobFile, JobFileError> {
        JobFile::parse_with(text, path, dir, JobLimits::default())
    }

    /// [`JobFile::parse`] with explicit limits.
    pub fn parse_with(
        text: &str,
        path: &Path,
        dir: &Path,
        limits: JobLimits,
    ) -> Result<JobFile, JobFileError> {
        JobFile::parse_with_reader(text, path, dir, limits, &|p| std::fs::read(p))
    }

    /// [`JobFile::parse_with`] reading the files it names (code object, `in`, `init`,
    /// `by_value`; paths already joined to `dir`) through `read_file` instead of the file
    /// system: for the fuzzer (`fuzz/`) and for hosts that keep inputs in memory.
    pub fn parse_with_reader(
        text: &str,
        path: &Path,
        dir: &Path,
        limits: JobLimits,
        read_file: &dyn Fn(&Path) -> std::io::Result<Vec<u8>>,
    ) -> Result<JobFile, JobFileError> {
        let raw: RawJob = toml::from_str(text).map_err(|e| JobFileError::Syntax {
            path: path.to_path_buf(),
            message: e.to_string().trim_end().replace('\n', " "),
        })?;
        let key_err = |key: &str, message: String| JobFileError::Key {
            path: path.to_path_buf(),
            key: key.to_string(),
            message,
        };
        let dim3 = |key: &str, v: &[u32]| -> Result<[u32; 3], JobFileError> {
            match v {
                [x] => Ok([*x, 1, 1]),
                [x, y] => Ok([*x, y.to_owned(), 1]),
                [x, y, z] => Ok([*x, *y, *z]),
                _ => Err(key_err(
                    key,
                    format!("expected 1 to 3 sizes [x, y, z], got {}", v.len()),
                )),
            }
        };
        let grid = dim3("grid", &raw.grid)?;
        let workgroup = dim3("workgroup", &raw.workgroup)?;
        let items = grid_work_items(grid);
        if items > MAX_GRID_WORK_ITEMS && !limits.allow_huge {
            return Err(key_err(
                "grid",
                format!(
                    "{grid:?} is {} work-items, above the limit of {MAX_GRID_WORK_ITEMS} (docs/job-format.md); pass --allow-huge to run it anyway",
                    if items == u64::MAX { "more than 2^64".to_string() } else { items.to_string() }
                ),
            ));
        }
        let read = |key: &str, file: &str| -> Result<Vec<u8>, JobFileError> {
            let p = dir.join(file);
            read_file(&p).map_err(|e| key_err(key, format!("cannot read `{}`: {e}", p.display())))
        };
        let code_object_path = dir.join(&raw.code_object);
        let code_object = read("code_object", &raw.code_object)?;

        let mut args = Vec::with_capacity(raw.arg.len());
        let mut outputs = Vec::new();
        for (i, a) in raw.arg.into_iter().enumerate() {
            let key = format!("arg[{i}]");
            let mut kinds = Vec::new();
            for (name, present) in [
                ("in", a.input.is_some()),
                ("out", a.out.is_some()),
                ("u32", a.u32.is_some()),
                ("i32", a.i32.is_some()),
                ("u64", a.u64.is_some()),
                ("i64", a.i64.is_some()),
                ("f32", a.f32.is_some()),
                ("f64", a.f64.is_some()),
                ("local", a.local.is_some()),
                ("by_value", a.by_value.is_some()),
            ] {
                if present {
                    kinds.push(name);
                }
            }
            if kinds.len() != 1 {
                return Err(key_err(
                    &key,
                    format!(
                        "give exactly one of in, out, u32, i32, u64, i64, f32, f64, local, by_value (found {})",
                        if kinds.is_empty() { "none".to_string() } else { kinds.join(", ") }
                    ),
                ));
            }
            if a.out.is_none() && (a.bytes.is_some() || a.init.is_some()) {
                return Err(key_err(
                    &key,
                    "`bytes` and `init` only go with `out`".to_string(),
                ));
            }
            let arg = if let Some(f) = &a.input {
                Arg::Buffer(read(&key, f)?)
            } else if let Some(f) = &a.out {
                let init = match &a.init {
                    Some(init) => Some(read(&key, init)?),
                    None => None,
                };
                let bytes = match (a.bytes, &init) {
                    (Some(n), _) => n,
                    (None, Some(d)) => d.len() as u64,
                    (None, None) => {
                        return Err(key_err(
                            &key,
                            format!("out = \"{f}\" needs `bytes = N` (or `init`)"),
                        ))
                    }
                };
                if bytes == 0 {
                    return Err(key_err(
                        &format!("{key}.bytes"),
                        format!(
                            "out = \"{f}\" has 0 bytes{}: an empty output buffer would write an empty file; give bytes = N with N >= 1",
                            if a.init.is_some() && a.bytes.is_none() { " (its init file is empty)" } else { "" }
                        ),
                    ));
                }
                if bytes > MAX_BUFFER_BYTES {
                    return Err(key_err(
                        &key,
                        format!("bytes = {bytes} exceeds the 4 GiB limit"),
                    ));
                }
                let mut data = vec![0u8; bytes as usize];
                if let Some(d) = init {
                    if d.len() as u64 > bytes {
                        return Err(key_err(
                            &key,
                            format!("init file has {} bytes, more than bytes = {bytes}", d.len()),
                        ));
                    }
                    data[..d.len()].copy_from_slice(&d);
                }
                let file = confined(f).map_err(|m| key_err(&format!("{key}.out"), m))?;
                outputs.push(OutputSpec { arg_index: i, file });
                Arg::Buffer(data)
            } else if let Some(v) = a.u32 {
                Arg::U32(v)
            } else if let Some(v) = a.i32 {
                Arg::I32(v)
            } else if let Some(v) = a.u64 {
                Arg::U64(v)
            } else if let Some(v) = a.i64 {
                Arg::I64(v)
            } else if let Some(v) = &a.f32 {
                Arg::F32(
                    number(v).ok_or_else(|| key_err(&key, "f32 must be a number".into()))? as f32,
                )
            } else if let Some(v) = &a.f64 {
                Arg::F64(number(v).ok_or_else(|| key_err(&key, "f64 must be a number".into()))?)
            } else if let Some(n) = a.local {
                if n == 0 {
                    return Err(key_err(
                        &format!("{key}.local"),
                        "must be at least 1: a __local pointer needs LDS to point to".into(),
                    ));
                }
                Arg::Local(n)
            } else if let Some(f) = &a.by_value {
                Arg::ByValue(read(&key, f)?)
            } else {
                return Err(key_err(&key, "no argument kind".into()));
            };
            args.push(arg);
        }
        Ok(JobFile {
            job: Job {
                code_object,
                kernel: raw.kernel,
                grid,
                workgroup,
                args,
            },
            code_object_path,
            outputs,
        })
    }

    /// Writes every `out` buffer to `out_dir` (created if missing); returns the paths written.
    pub fn write_outputs(
        &self,
        output: &JobOutput,
        out_dir: &Path,
    ) -> Result<Vec<PathBuf>, JobFileError> {
        let mut written = Vec::new();
        for o in &self.outputs {
            let data = output
                .buffers
                .get(o.arg_index)
                .and_then(Option::as_ref)
                .ok_or_else(|| JobFileError::MissingOutput {
                    arg_index: o.arg_index,
                    file: o.file.clone(),
                })?;
            // Checked again here: an `OutputSpec` may be built by hand.
            let file = o
                .file
                .to_str()
                .ok_or_else(|| JobFileError::Io {
                    path: o.file.clone(),
                    err: std::io::Error::new(
                        std::io::ErrorKind::InvalidInput,
                        "the output name is not UTF-8",
                    ),
                })
                .and_then(|f| {
                    confined(f).map_err(|m| JobFileError::Io {
                        path: o.file.clone(),
                        err: std::io::Error::new(std::io::ErrorKind::InvalidInput, m),
                    })
                })?;
            let p = out_dir.join(file);
            if let Some(parent) = p.parent() {
                std::fs::create_dir_all(parent).map_err(|err| JobFileError::Io {
                    path: parent.to_path_buf(),
                    err,
                })?;
            }
            crate::outfile::write_atomic(&p, data)?;
            written.push(p);
        }
        Ok(written)
    }
}

fn number(v: &toml::Value) -> Option<f64> {
    match v {
        toml::Value::Float(f) => Some(*f),
        toml::Value::Integer(i) => Some(*i as f64),
        _ => None,
    }
}

/// An output name as a path inside the output folder: relative, without `..`, `.` or empty
/// parts, so that a job file cannot write outside `--out` (absolute paths and `../` escapes
/// are refused; a sub-folder such as `out/c.bin` is fine).
pub fn confined(name: &str) -> Result<PathBuf, String> {
    use std::path::Component;
    let p = Path::new(name);
    if name.is_empty() {
        return Err("an empty output name".into());
    }
    let mut clean = PathBuf::new();
    for c in p.components() {
        match c {
            Component::Normal(part) => clean.push(part),
            Component::CurDir => {}
            Component::ParentDir => {
                return Err(format!(
                    "`{name}` leaves the output folder (`..`): outputs are written inside --out"
                ))
            }
            Component::RootDir | Component::Prefix(_) => {
                return Err(format!(
                    "`{name}` is an absolute path: outputs are written inside --out; give a relative name"
                ))
            }
        }
    }
    if clean.as_os_str().is_empty() {
        return Err(format!("`{name}` names no file"));
    }
    Ok(clean)
}
