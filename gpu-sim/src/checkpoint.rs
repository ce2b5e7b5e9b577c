//! Checkpoints of the GPU side at a kernel boundary (`tandem run --checkpoint-at K
//! --checkpoint-dir DIR`, `tandem run --restore DIR`; docs/standalone.md, "Checkpoints").
//!
//! A checkpoint is a folder of plain files, written by both processes of a standalone run and
//! sealed by a manifest that names every file with its length and checksum:
//!
//! - `checkpoint.json` ([`Manifest`]): the format and its version, the boundary (the host
//!   program's launch index and kernel name), the CPU side's simulated time there, the run
//!   (workload, size, GPUs) and the resolved configuration, and the files.
//! - `host-memory.pages`, `gpu<g>-vram.pages`: the pages of host memory and of each GPU's
//!   VRAM that were ever touched and are not all zero ([`write_pages`], [`read_pages`]).
//! - `gpu-state.json` ([`GpuState`]): what the GPU side's driver, page table and command
//!   processors hold at the boundary.
//!
//! Why a folder of plain files and not one blob: the memory images are large and sparse and
//! are written by whichever process owns the region, the state files are small and meant to be
//! read (and diffed) by people, and gem5's checkpoint folder can hold the same files next to
//! its own `m5.cpt` (the gem5 adapter's part is not built yet). Every reader checks before it
//! trusts: a missing, truncated or altered file gives a [`CheckpointError`] that names it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::sys::shm::SharedRegion;

/// The manifest's `format`.
pub const FORMAT: &str = "tandem-checkpoint";
/// The version of the folder's layout and of every file in it; a reader refuses any other.
pub const VERSION: u32 = 1;
/// The manifest's file name.
pub const MANIFEST: &str = "checkpoint.json";
/// The GPU side's state file.
pub const GPU_STATE: &str = "gpu-state.json";
/// Host memory's pages.
pub const HOST_PAGES: &str = "host-memory.pages";
/// Page size of the page files (the system's page, 4 KiB).
pub const PAGE: u64 = 4096;

const PAGES_MAGIC: &[u8; 8] = b"TNDMPAGE";
/// magic, version u32, page size u32, region bytes u64, page count u64.
const PAGES_HEADER: u64 = 8 + 4 + 4 + 8 + 8;

/// GPU `g`'s VRAM pages.
pub fn vram_pages_file(g: usize) -> String {
    format!("gpu{g}-vram.pages")
}

/// Why a checkpoint could not be written or read back; every variant names the file or the
/// field that is wrong.
#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    #[error("checkpoint file {path}: {why}")]
    Io { path: PathBuf, why: String },
    #[error("checkpoint file {path} is corrupt: {why}")]
    Corrupt { path: PathBuf, why: String },
    #[error("checkpoint {dir}: {why}")]
    Mismatch { dir: PathBuf, why: String },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> CheckpointError + '_ {
    move |e| CheckpointError::Io {
        path: path.to_path_buf(),
        why: e.to_string(),
    }
}

fn corrupt(path: &Path, why: impl Into<String>) -> CheckpointError {
    CheckpointError::Corrupt {
        path: path.to_path_buf(),
        why: why.into(),
    }
}

/// Writes `data` to `path` whole (a reader never sees half a file).
fn write_file(path: &Path, data: &[u8]) -> Result<(), CheckpointError> {
    crate::outfile::write_atomic(path, data).map_err(|e| CheckpointError::Io {
        path: path.to_path_buf(),
        why: e.to_string(),
    })
}

/// Writes `v` to `path` as pretty JSON, whole.
fn write_json<T: Serialize>(path: &Path, v: &T) -> Result<(), CheckpointError> {
    let text = serde_json::to_vec_pretty(v).map_err(|e| corrupt(path, e.to_string()))?;
    write_file(path, &text)
}

/// Parses `text`, read from `path`, as JSON (a parse error names the file).
fn parse_json<T: serde::de::DeserializeOwned>(
    path: &Path,
    text: &[u8],
) -> Result<T, CheckpointError> {
    serde_json::from_slice(text).map_err(|e| corrupt(path, e.to_string()))
}

/// FNV-1a, 64 bits: a checksum that catches a flipped or truncated byte (not an adversary).
pub fn fnv64(bytes: &[u8]) -> u64 {
    fnv64_more(0xcbf2_9ce4_8422_2325, bytes)
}

fn fnv64_more(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// One file of the folder as the manifest records it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileSum {
    pub name: String,
    pub bytes: u64,
    /// [`fnv64`] of the whole file, hexadecimal.
    pub fnv64: String,
}

/// The checkpoint's manifest (`checkpoint.json`), written last: a folder without it is not a
/// checkpoint (the run that wrote it did not finish).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub format: String,
    pub version: u32,
    /// The host program's 0-based launch index (over all GPUs) the checkpoint was taken
    /// before: every earlier launch had finished, this one had not been written.
    pub launch: u64,
    /// That launch's kernel name.
    pub kernel: String,
    /// The CPU side's simulated time at the boundary (ps); a restored run's clock starts the
    /// rest of the program here.
    pub time_ps: u64,
    /// What was run: workload, size, GPUs, mode (`tandem run`'s request).
    pub run: BTreeMap<String, String>,
    /// The resolved configuration (TOML), compared key by key on restore.
    pub config: String,
    /// Every other file of the folder.
    pub files: Vec<FileSum>,
}

impl Manifest {
    /// Seals `dir`: checksums `files` (names in `dir`) and writes the manifest whole.
    pub fn seal(mut self, dir: &Path, files: &[String]) -> Result<(), CheckpointError> {
        self.format = FORMAT.into();
        self.version = VERSION;
        self.files.clear();
        for name in files {
            let path = dir.join(name);
            let bytes = std::fs::read(&path).map_err(io(&path))?;
            self.files.push(FileSum {
                name: name.clone(),
                bytes: bytes.len() as u64,
                fnv64: format!("{:016x}", fnv64(&bytes)),
            });
        }
        write_json(&dir.join(MANIFEST), &self)
    }

    /// Reads `dir`'s manifest without checking the files it names (tools that re-seal a
    /// folder they edited; a restore uses [`Manifest::open`]).
    pub fn read_unchecked(dir: &Path) -> Result<Manifest, CheckpointError> {
        let path = dir.join(MANIFEST);
        let text = std::fs::read(&path).map_err(io(&path))?;
        parse_json(&path, &text)
    }

    /// Reads and checks `dir`'s manifest and every file it names (present, of its length, with
    /// its checksum).
    pub fn open(dir: &Path) -> Result<Manifest, CheckpointError> {
        if !dir.is_dir() {
            return Err(CheckpointError::Mismatch {
                dir: dir.to_path_buf(),
                why: "no such folder".into(),
            });
        }
        let path = dir.join(MANIFEST);
        let text = std::fs::read(&path).map_err(|e| CheckpointError::Io {
            path: path.clone(),
            why: format!("{e} (a folder without {MANIFEST} holds no finished checkpoint)"),
        })?;
        let m: Manifest = parse_json(&path, &text)?;
        if m.format != FORMAT {
            return Err(corrupt(
                &path,
                format!("format `{}`, not `{FORMAT}`", m.format),
            ));
        }
        if m.version != VERSION {
            return Err(corrupt(
                &path,
                format!(
                    "format version {}, this Tandem reads version {VERSION}",
                    m.version
                ),
            ));
        }
        for f in &m.files {
            if f.name.contains('/') || f.name.starts_with('.') {
                return Err(corrupt(&path, format!("bad file name `{}`", f.name)));
            }
            let p = dir.join(&f.name);
            let bytes = std::fs::read(&p).map_err(io(&p))?;
            if bytes.len() as u64 != f.bytes {
                return Err(corrupt(
                    &p,
                    format!(
                        "{} bytes, the manifest says {} (truncated or replaced)",
                        bytes.len(),
                        f.bytes
                    ),
                ));
            }
            let sum = format!("{:016x}", fnv64(&bytes));
            if sum != f.fnv64 {
                return Err(corrupt(
                    &p,
                    format!("checksum {sum}, the manifest says {}", f.fnv64),
                ));
            }
        }
        Ok(m)
    }
}

/// One page-table entry at the boundary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageEntry {
    pub vpn: u64,
    /// `host` or `gpu<g>`.
    pub place: String,
    pub offset: u64,
}

/// What the GPU side holds at the boundary besides memory contents (`gpu-state.json`).
///
/// Driver objects are recorded as their debug text: a restore in standalone mode rebuilds them
/// by re-running the host program's start-up and checks them against this record (a gem5
/// restore, which cannot re-run the guest, would have to install them; not built yet).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GpuState {
    pub version: u32,
    pub n_gpus: usize,
    /// The one page table, by virtual page number.
    pub page_table: Vec<PageEntry>,
    /// Shared-virtual-memory pages (their entry is the host home).
    pub managed: Vec<u64>,
    /// Every GPU's VRAM bytes handed out so far (the next frame each allocates).
    pub vram_used: Vec<u64>,
    /// Buffer objects, by handle.
    pub bos: Vec<String>,
    /// Queues, by id (with their read and write pointers' addresses and the ring).
    pub queues: Vec<String>,
    /// The event table.
    pub events: String,
    /// Per GPU, the command processor's queues: (queue id, read index, write index, status).
    pub cp_queues: Vec<Vec<String>>,
    /// Per GPU, the command processor's counters (launches, packets, ...), `name = value`.
    pub cp_counters: Vec<BTreeMap<String, String>>,
    /// Timing mode: per GPU, the compute unit the dispatcher's next workgroup search starts
    /// at. Installed on restore (a restored run's timing dispatcher has run nothing), not
    /// compared.
    #[serde(default)]
    pub dispatch_rr: Vec<u64>,
}

impl GpuState {
    /// Writes the state to `dir` whole.
    pub fn write(&self, dir: &Path) -> Result<(), CheckpointError> {
        write_json(&dir.join(GPU_STATE), self)
    }

    /// Reads `dir`'s state file (checked by [`Manifest::open`] before).
    pub fn read(dir: &Path) -> Result<GpuState, CheckpointError> {
        let path = dir.join(GPU_STATE);
        let text = std::fs::read(&path).map_err(io(&path))?;
        let s: GpuState = parse_json(&path, &text)?;
        if s.version != VERSION {
            return Err(corrupt(
                &path,
                format!("state version {}, this Tandem reads {VERSION}", s.version),
            ));
        }
        Ok(s)
    }

    /// The first difference between the checkpoint's state (`self`) and `now`'s, as
    /// `field: checkpoint has A, this run has B`; `None` when they agree.
    pub fn first_difference(&self, now: &GpuState) -> Option<String> {
        let mut now = now.clone();
        now.dispatch_rr = self.dispatch_rr.clone();
        let a = serde_json::to_value(self).ok()?;
        let b = serde_json::to_value(&now).ok()?;
        json_difference("", &a, &b)
    }
}

/// The first place where `a` and `b` differ, as a path and both values.
pub fn json_difference(path: &str, a: &serde_json::Value, b: &serde_json::Value) -> Option<String> {
    use serde_json::Value;
    let short = |v: &Value| {
        let s = v.to_string();
        match s.chars().count() > 160 {
            true => format!("{}…", s.chars().take(160).collect::<String>()),
            false => s,
        }
    };
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, va) in x {
                let p = match path.is_empty() {
                    true => k.clone(),
                    false => format!("{path}.{k}"),
                };
                match y.get(k) {
                    Some(vb) => {
                        if let Some(d) = json_difference(&p, va, vb) {
                            return Some(d);
                        }
                    }
                    None => return Some(format!("{p}: the checkpoint has it, this run has not")),
                }
            }
            y.keys()
                .find(|k| !x.contains_key(*k))
                .map(|k| format!("{path}.{k}: this run has it, the checkpoint has not"))
        }
        (Value::Array(x), Value::Array(y)) => {
            for (i, (va, vb)) in x.iter().zip(y).enumerate() {
                if let Some(d) = json_difference(&format!("{path}[{i}]"), va, vb) {
                    return Some(d);
                }
            }
            (x.len() != y.len()).then(|| {
                format!(
                    "{path}: {} entries in the checkpoint, {} in this run",
                    x.len(),
                    y.len()
                )
            })
        }
        _ => (a != b).then(|| {
            format!(
                "{path}: the checkpoint has {}, this run has {}",
                short(a),
                short(b)
            )
        }),
    }
}

/// The byte ranges of `region` that hold data (pages ever touched), from the memfd's
/// `SEEK_DATA` / `SEEK_HOLE`: a 4 GiB region of which a program touched 1 MiB costs 1 MiB to
/// save, not a scan of 4 GiB.
fn data_ranges(region: &SharedRegion) -> Result<Vec<(u64, u64)>, std::io::Error> {
    use rustix::fs::SeekFrom;
    // SAFETY: the region owns the descriptor for as long as `region` lives.
    let fd = unsafe { rustix::fd::BorrowedFd::borrow_raw(region.raw_fd()) };
    let len = region.len();
    let mut out = Vec::new();
    let mut at = 0u64;
    while at < len {
        let start = match rustix::fs::seek(fd, SeekFrom::Data(at)) {
            Ok(s) => s,
            Err(rustix::io::Errno::NXIO) => break,
            Err(e) => return Err(e.into()),
        };
        let end = rustix::fs::seek(fd, SeekFrom::Hole(start))
            .map_err(std::io::Error::from)?
            .min(len);
        if end <= start {
            break;
        }
        out.push((start, end));
        at = end;
    }
    Ok(out)
}

/// Writes the touched, non-zero pages of `region` to `path` (whole or not at all); returns
/// how many pages it wrote.
///
/// Layout: `TNDMPAGE`, version u32, page size u32, the region's length u64, the page count
/// u64, then per page its offset u64 and its 4096 bytes, in ascending order, then [`fnv64`]
/// of everything before (all little-endian).
pub fn write_pages(path: &Path, region: &SharedRegion) -> Result<u64, CheckpointError> {
    let ranges = data_ranges(region).map_err(io(path))?;
    let mut body = Vec::new();
    let mut page = vec![0u8; PAGE as usize];
    let mut count = 0u64;
    for (start, end) in ranges {
        let mut off = start & !(PAGE - 1);
        while off < end && off + PAGE <= region.len() {
            region
                .read(off, &mut page)
                .map_err(|e| CheckpointError::Io {
                    path: path.to_path_buf(),
                    why: e.to_string(),
                })?;
            if page.iter().any(|&b| b != 0) {
                body.extend_from_slice(&off.to_le_bytes());
                body.extend_from_slice(&page);
                count += 1;
            }
            off += PAGE;
        }
    }
    let mut out = Vec::with_capacity(body.len() + PAGES_HEADER as usize + 8);
    out.extend_from_slice(PAGES_MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&(PAGE as u32).to_le_bytes());
    out.extend_from_slice(&region.len().to_le_bytes());
    out.extend_from_slice(&count.to_le_bytes());
    out.extend_from_slice(&body);
    let sum = fnv64(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    write_file(path, &out)?;
    Ok(count)
}

/// A page file read back and checked: (offset, bytes) per page, ascending.
pub type Pages = Vec<(u64, Vec<u8>)>;

fn le64(b: &[u8], at: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(w)
}

/// Reads a page file written by [`write_pages`] for a region of `region_bytes`, checking its
/// magic, version, page size, region length, size, order and checksum.
pub fn read_pages(path: &Path, region_bytes: u64) -> Result<Pages, CheckpointError> {
    let b = std::fs::read(path).map_err(io(path))?;
    if b.len() < PAGES_HEADER as usize + 8 || &b[..8] != PAGES_MAGIC {
        return Err(corrupt(
            path,
            "not a Tandem page file (bad magic or too short)",
        ));
    }
    let version = u32::from_le_bytes([b[8], b[9], b[10], b[11]]);
    let page = u32::from_le_bytes([b[12], b[13], b[14], b[15]]);
    let len = le64(&b, 16);
    let count = le64(&b, 24);
    if version != VERSION {
        return Err(corrupt(
            path,
            format!("page-file version {version}, this Tandem reads {VERSION}"),
        ));
    }
    if u64::from(page) != PAGE {
        return Err(corrupt(path, format!("page size {page}, not {PAGE}")));
    }
    if len != region_bytes {
        return Err(CheckpointError::Mismatch {
            dir: path.to_path_buf(),
            why: format!("the region was {len} bytes, this run's is {region_bytes}"),
        });
    }
    let want = count
        .checked_mul(8 + PAGE)
        .and_then(|n| n.checked_add(PAGES_HEADER + 8));
    if want != Some(b.len() as u64) {
        return Err(corrupt(
            path,
            format!("{} bytes for {count} pages (truncated or padded)", b.len()),
        ));
    }
    let body_end = b.len() - 8;
    if fnv64(&b[..body_end]) != le64(&b, body_end) {
        return Err(corrupt(path, "checksum mismatch"));
    }
    let mut out = Vec::with_capacity(count as usize);
    let mut at = PAGES_HEADER as usize;
    let mut last: Option<u64> = None;
    while at < body_end {
        let off = le64(&b, at);
        if !off.is_multiple_of(PAGE) || off.checked_add(PAGE).is_none_or(|e| e > region_bytes) {
            return Err(corrupt(
                path,
                format!("page at {off:#x} is outside the region or unaligned"),
            ));
        }
        if last.is_some_and(|l| off <= l) {
            return Err(corrupt(path, format!("page at {off:#x} out of order")));
        }
        last = Some(off);
        out.push((off, b[at + 8..at + 8 + PAGE as usize].to_vec()));
        at += 8 + PAGE as usize;
    }
    Ok(out)
}

/// Makes `region` hold exactly `pages` (every other page zero): pages it touched that the
/// checkpoint does not hold are zeroed, then the checkpoint's are written.
pub fn restore_region(region: &SharedRegion, pages: &Pages) -> Result<(), CheckpointError> {
    let what = || PathBuf::from("(memory region)");
    let ranges = data_ranges(region).map_err(|e| CheckpointError::Io {
        path: what(),
        why: e.to_string(),
    })?;
    let keep: std::collections::HashSet<u64> = pages.iter().map(|p| p.0).collect();
    let zero = vec![0u8; PAGE as usize];
    for (start, end) in ranges {
        let mut off = start & !(PAGE - 1);
        while off < end && off + PAGE <= region.len() {
            if !keep.contains(&off) {
                region.write(off, &zero).map_err(|e| CheckpointError::Io {
                    path: what(),
                    why: e.to_string(),
                })?;
            }
            off += PAGE;
        }
    }
    for (off, bytes) in pages {
        region.write(*off, bytes).map_err(|e| CheckpointError::Io {
            path: what(),
            why: e.to_string(),
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_round_trip_and_damage_is_named() {
        let r = SharedRegion::create("ckpt-test", 64 * PAGE).unwrap();
        r.write(3 * PAGE + 5, &[7, 8, 9]).unwrap();
        r.write(40 * PAGE, &[1]).unwrap();
        // Touched but zero: not saved.
        r.write(10 * PAGE, &[0]).unwrap();
        let dir = std::env::temp_dir().join(format!("tandem-ckpt-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("x.pages");
        assert_eq!(write_pages(&p, &r).unwrap(), 2);
        let pages = read_pages(&p, 64 * PAGE).unwrap();
        assert_eq!(pages.len(), 2);
        let r2 = SharedRegion::create("ckpt-test2", 64 * PAGE).unwrap();
        r2.write(20 * PAGE, &[5]).unwrap();
        restore_region(&r2, &pages).unwrap();
        let mut b = [0u8; 3];
        r2.read(3 * PAGE + 5, &mut b).unwrap();
        assert_eq!(b, [7, 8, 9]);
        let mut z = [9u8; 1];
        r2.read(20 * PAGE, &mut z).unwrap();
        assert_eq!(z, [0], "a page the checkpoint does not hold is zeroed");
        // Truncated, flipped, wrong region.
        let bytes = std::fs::read(&p).unwrap();
        std::fs::write(&p, &bytes[..bytes.len() - 100]).unwrap();
        assert!(read_pages(&p, 64 * PAGE)
            .unwrap_err()
            .to_string()
            .contains("truncated"));
        let mut flipped = bytes.clone();
        flipped[100] ^= 1;
        std::fs::write(&p, &flipped).unwrap();
        assert!(read_pages(&p, 64 * PAGE)
            .unwrap_err()
            .to_string()
            .contains("checksum"));
        std::fs::write(&p, &bytes).unwrap();
        assert!(read_pages(&p, 32 * PAGE).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn differences_name_the_field() {
        let a = GpuState {
            version: VERSION,
            n_gpus: 1,
            bos: vec!["a".into(), "b".into()],
            ..GpuState::default()
        };
        let mut b = a.clone();
        assert!(a.first_difference(&b).is_none());
        b.bos[1] = "c".into();
        let d = a.first_difference(&b).unwrap();
        assert!(d.starts_with("bos[1]"), "{d}");
    }
}
