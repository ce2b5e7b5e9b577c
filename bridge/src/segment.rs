//! The shared-memory segment: POSIX shm object created by the CPU side (mode 0600, a name unique per
//! run), mapped by the GPU side, with a checked header (magic, version, layout hash, sizes, pids, run
//! state).
//!
//! The name is `/tandem-bridge-<creator pid>-<nonce>`, so a stale segment can be recognised and its
//! owner checked without trusting its contents: [`clean_stale_segments`] removes every segment whose
//! creator is gone.
//! The CPU side unlinks the name as soon as the GPU side has connected; from then on a crash of either
//! process leaves nothing behind (the kernel frees the memory with the last mapping).

use crate::error::{BridgeError, Result, Side};
use crate::wire::*;
use rustix::fs::Mode;
use rustix::mm::{MapFlags, ProtFlags};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

/// Prefix of every segment name (after the leading slash).
pub const SEGMENT_PREFIX: &str = "tandem-bridge-";

/// Where POSIX shm objects appear as files on Linux.
const SHM_DIR: &str = "/dev/shm";

/// Geometry and timing the creator writes into the header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SegmentParams {
    /// Memory controllers.
    pub n_mc: u32,
    /// Slots per ring.
    pub ring_entries: u32,
    /// CPU-to-GPU link latency in ps.
    pub c2g_latency_ps: u64,
    /// GPU-to-CPU link latency in ps.
    pub g2c_latency_ps: u64,
    /// Eager sync interval in ps.
    pub quantum_ps: u64,
    /// MODE_QUANTUM or MODE_PER_CYCLE.
    pub mode: u32,
    /// Per-cycle: core clock period in ps.
    pub core_period_ps: u64,
    /// Per-cycle: memory clock period in ps.
    pub mem_period_ps: u64,
}

/// A mapped segment.
pub struct Segment {
    name: String,
    base: *mut u8,
    len: usize,
    side: Side,
    params: SegmentParams,
    rings: Vec<RingPlace>,
    linked: bool,
}

// The segment is plain shared memory; all shared accesses go through atomics or are owned by protocol.
unsafe impl Send for Segment {}

fn unique_name() -> String {
    use std::sync::atomic::AtomicU64 as A;
    static COUNTER: A = A::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    format!("/{SEGMENT_PREFIX}{}-{:x}{:x}", std::process::id(), nanos, n)
}

/// Validates the geometry part of the params (shared by create and open).
fn check_geometry(n_mc: u32, entries: u32) -> std::result::Result<(), String> {
    if n_mc == 0 || n_mc > BRIDGE_MAX_MC {
        return Err(format!("n_mc must be 1..={BRIDGE_MAX_MC}, got {n_mc}"));
    }
    if !entries.is_power_of_two()
        || !(BRIDGE_MIN_RING_ENTRIES..=BRIDGE_MAX_RING_ENTRIES).contains(&entries)
    {
        return Err(format!(
            "ring_entries must be a power of two in {BRIDGE_MIN_RING_ENTRIES}..={BRIDGE_MAX_RING_ENTRIES}, got {entries}"
        ));
    }
    Ok(())
}

impl Segment {
    /// Creates a new segment (CPU side), after removing stale segments of dead runs.
    pub fn create(params: SegmentParams) -> Result<Segment> {
        check_geometry(params.n_mc, params.ring_entries).map_err(BridgeError::invalid)?;
        match clean_stale_segments() {
            Ok(n) if n > 0 => tracing::info!(removed = n, "removed stale bridge segments"),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "could not clean stale bridge segments"),
        }
        let name = unique_name();
        let (rings, len) = ring_layout(params.n_mc, params.ring_entries);
        let fd = rustix::shm::open(
            name.as_str(),
            rustix::shm::OFlags::CREATE | rustix::shm::OFlags::EXCL | rustix::shm::OFlags::RDWR,
            Mode::RUSR | Mode::WUSR,
        )
        .map_err(|e| BridgeError::os(format!("shm_open({name})"), e))?;
        let unlink_on_err = |e: BridgeError| {
            let _ = rustix::shm::unlink(name.as_str());
            e
        };
        rustix::fs::ftruncate(&fd, len as u64)
            .map_err(|e| unlink_on_err(BridgeError::os(format!("ftruncate({name})"), e)))?;
        // SAFETY: a fresh shared mapping of a file we just sized; nothing else refers to it yet.
        let base = unsafe {
            rustix::mm::mmap(
                std::ptr::null_mut(),
                len,
                ProtFlags::READ | ProtFlags::WRITE,
                MapFlags::SHARED | MapFlags::POPULATE,
                &fd,
                0,
            )
        }
        .map_err(|e| unlink_on_err(BridgeError::os(format!("mmap({name})"), e)))?
            as *mut u8;
        let hdr = SegmentHeader {
            magic: BRIDGE_MAGIC,
            version: BRIDGE_PROTOCOL_VERSION,
            header_bytes: BRIDGE_HEADER_BYTES,
            layout_hash: LAYOUT_HASH,
            total_bytes: len as u64,
            n_mc: params.n_mc,
            ring_entries: params.ring_entries,
            c2g_latency_ps: params.c2g_latency_ps,
            g2c_latency_ps: params.g2c_latency_ps,
            quantum_ps: params.quantum_ps,
            mode: params.mode,
            core_period_ps: params.core_period_ps,
            mem_period_ps: params.mem_period_ps,
            cpu_pid: std::process::id(),
            run_state: RUN_CREATED,
            ..bytemuck::Zeroable::zeroed()
        };
        // SAFETY: the mapping is at least one page and page aligned; nobody else has it mapped yet
        // (the name is fresh and the GPU side only learns it after this returns).
        unsafe { std::ptr::write(base as *mut SegmentHeader, hdr) };
        Ok(Segment {
            name,
            base,
            len,
            side: Side::Cpu,
            params,
            rings,
            linked: true,
        })
    }

    /// Maps an existing segment (GPU side) and checks its header against this build.
    pub fn open(name: &str) -> Result<Segment> {
        let bad = |what: String| BridgeError::BadSegment {
            name: name.to_string(),
            what,
        };
        let fd = rustix::shm::open(name, rustix::shm::OFlags::RDWR, Mode::empty())
            .map_err(|e| BridgeError::os(format!("shm_open({name})"), e))?;
        let st =
            rustix::fs::fstat(&fd).map_err(|e| BridgeError::os(format!("fstat({name})"), e))?;
        let file_len = st.st_size.max(0) as usize;
        if file_len < BRIDGE_HEADER_BYTES as usize {
            return Err(bad(format!(
                "only {file_len} bytes, smaller than the header"
            )));
        }
        // Read the header with a plain read first so a damaged size is never used to map.
        let mut raw = [0u8; core::mem::size_of::<SegmentHeader>()];
        let n = rustix::io::pread(&fd, &mut raw, 0)
            .map_err(|e| BridgeError::os(format!("read({name})"), e))?;
        if n != raw.len() {
            return Err(bad("short header read".into()));
        }
        let hdr: SegmentHeader = bytemuck::pod_read_unaligned(&raw);
        if hdr.magic != BRIDGE_MAGIC {
            return Err(bad(format!(
                "bad magic {:#018x} (expected {BRIDGE_MAGIC:#018x}): not a Tandem bridge segment",
                hdr.magic
            )));
        }
        if hdr.version != BRIDGE_PROTOCOL_VERSION {
            return Err(bad(format!(
                "protocol version {} but this build speaks {BRIDGE_PROTOCOL_VERSION}",
                hdr.version
            )));
        }
        if hdr.layout_hash != LAYOUT_HASH {
            return Err(bad(format!(
                "layout hash {:#018x} but this build has {LAYOUT_HASH:#018x}: the two sides were built from different wire layouts",
                hdr.layout_hash
            )));
        }
        if hdr.header_bytes != BRIDGE_HEADER_BYTES {
            return Err(bad(format!(
                "header_bytes {} (expected {BRIDGE_HEADER_BYTES})",
                hdr.header_bytes
            )));
        }
        check_geometry(hdr.n_mc, hdr.ring_entries).map_err(bad)?;
        let (rings, len) = ring_layout(hdr.n_mc, hdr.ring_entries);
        if hdr.total_bytes != len as u64 || file_len < len {
            return Err(bad(format!(
                "size mismatch: header says {} bytes, file has {file_len}, layout needs {len}",
                hdr.total_bytes
            )));
        }
        if hdr.mode != MODE_QUANTUM && hdr.mode != MODE_PER_CYCLE {
            return Err(bad(format!("unknown lock-step mode {}", hdr.mode)));
        }
        if hdr.c2g_latency_ps == 0 || hdr.g2c_latency_ps == 0 || hdr.quantum_ps == 0 {
            return Err(bad("zero link latency or quantum".into()));
        }
        if hdr.mode == MODE_PER_CYCLE && (hdr.core_period_ps == 0 || hdr.mem_period_ps == 0) {
            return Err(bad("per-cycle mode with a zero clock period".into()));
        }
        let params = SegmentParams {
            n_mc: hdr.n_mc,
            ring_entries: hdr.ring_entries,
            c2g_latency_ps: hdr.c2g_latency_ps,
            g2c_latency_ps: hdr.g2c_latency_ps,
            quantum_ps: hdr.quantum_ps,
            mode: hdr.mode,
            core_period_ps: hdr.core_period_ps,
            mem_period_ps: hdr.mem_period_ps,
        };
        // SAFETY: maps exactly the validated length of a file at least that long.
        let base = unsafe {
            rustix::mm::mmap(
                std::ptr::null_mut(),
                len,
                ProtFlags::READ | ProtFlags::WRITE,
                MapFlags::SHARED | MapFlags::POPULATE,
                &fd,
                0,
            )
        }
        .map_err(|e| BridgeError::os(format!("mmap({name})"), e))? as *mut u8;
        let seg = Segment {
            name: name.to_string(),
            base,
            len,
            side: Side::Gpu,
            params,
            rings,
            linked: true,
        };
        let state = seg.run_state().load(Ordering::Acquire);
        if state != RUN_CREATED {
            return Err(bad(format!(
                "run state is {state}, not waiting for a GPU side"
            )));
        }
        let cpu = seg.cpu_pid().load(Ordering::Acquire);
        if cpu == 0 || !pid_alive(cpu) {
            // The creator is gone before we connected: remove its leftover.
            let _ = rustix::shm::unlink(name);
            let peer_time_ps = seg.time_of(Side::Cpu).load(Ordering::Relaxed);
            return Err(BridgeError::PeerDied {
                peer: Side::Cpu,
                pid: cpu,
                peer_time_ps,
                our_time_ps: 0,
            });
        }
        Ok(seg)
    }

    /// Segment name (pass it to the GPU side).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Which side mapped this segment.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The validated parameters.
    pub fn params(&self) -> SegmentParams {
        self.params
    }

    /// The rings, in [`ring_layout`] order.
    pub fn rings(&self) -> &[RingPlace] {
        &self.rings
    }

    /// Base address of the mapping (for raw ring benchmarks; all protocol access goes through
    /// [`crate::Endpoint`]).
    pub fn base(&self) -> *mut u8 {
        self.base
    }

    /// Mapping length.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always false (a segment has at least a header).
    pub fn is_empty(&self) -> bool {
        false
    }

    fn atomic_u32(&self, offset: usize) -> &AtomicU32 {
        debug_assert!(offset.is_multiple_of(4) && offset + 4 <= BRIDGE_HEADER_BYTES as usize);
        // SAFETY: in bounds of the mapping, 4-byte aligned, and shared words are only accessed atomically.
        unsafe { &*(self.base.add(offset) as *const AtomicU32) }
    }

    fn atomic_u64(&self, offset: usize) -> &AtomicU64 {
        debug_assert!(offset.is_multiple_of(8) && offset + 8 <= BRIDGE_HEADER_BYTES as usize);
        // SAFETY: as for atomic_u32, 8-byte aligned.
        unsafe { &*(self.base.add(offset) as *const AtomicU64) }
    }

    /// The CPU side's pid.
    pub fn cpu_pid(&self) -> &AtomicU32 {
        self.atomic_u32(core::mem::offset_of!(SegmentHeader, cpu_pid))
    }

    /// The GPU side's pid (0 until it connects).
    pub fn gpu_pid(&self) -> &AtomicU32 {
        self.atomic_u32(core::mem::offset_of!(SegmentHeader, gpu_pid))
    }

    /// The run state word.
    pub fn run_state(&self) -> &AtomicU32 {
        self.atomic_u32(core::mem::offset_of!(SegmentHeader, run_state))
    }

    /// The stall limit in ms the CPU side set (0: off), [`SegmentHeader::stall_limit_ms`].
    pub fn stall_limit_ms(&self) -> &AtomicU32 {
        self.atomic_u32(core::mem::offset_of!(SegmentHeader, stall_limit_ms))
    }

    /// The CPU side's `CPU_FLAG_*` bits, [`SegmentHeader::cpu_flags`].
    pub fn cpu_flags(&self) -> &AtomicU32 {
        self.atomic_u32(core::mem::offset_of!(SegmentHeader, cpu_flags))
    }

    /// The last published simulated time of `side`.
    pub fn time_of(&self, side: Side) -> &AtomicU64 {
        match side {
            Side::Cpu => self.atomic_u64(core::mem::offset_of!(SegmentHeader, cpu_time_ps)),
            Side::Gpu => self.atomic_u64(core::mem::offset_of!(SegmentHeader, gpu_time_ps)),
        }
    }

    /// The futex word `side` parks on.
    pub fn wake_word(&self, side: Side) -> &AtomicU32 {
        match side {
            Side::Cpu => self.atomic_u32(core::mem::offset_of!(SegmentHeader, cpu_wake)),
            Side::Gpu => self.atomic_u32(core::mem::offset_of!(SegmentHeader, gpu_wake)),
        }
    }

    /// Non-zero while `side` is parked.
    pub fn parked_word(&self, side: Side) -> &AtomicU32 {
        match side {
            Side::Cpu => self.atomic_u32(core::mem::offset_of!(SegmentHeader, cpu_parked)),
            Side::Gpu => self.atomic_u32(core::mem::offset_of!(SegmentHeader, gpu_parked)),
        }
    }

    /// 1 + the core `side` last waited on (0 if unknown).
    pub fn core_word(&self, side: Side) -> &AtomicU32 {
        match side {
            Side::Cpu => self.atomic_u32(core::mem::offset_of!(SegmentHeader, cpu_core)),
            Side::Gpu => self.atomic_u32(core::mem::offset_of!(SegmentHeader, gpu_core)),
        }
    }

    /// The pid of `side` (0 if unknown).
    pub fn pid_of(&self, side: Side) -> u32 {
        match side {
            Side::Cpu => self.cpu_pid().load(Ordering::Acquire),
            Side::Gpu => self.gpu_pid().load(Ordering::Acquire),
        }
    }

    /// Removes the name (the memory stays until the last mapping goes). Idempotent.
    pub fn unlink(&mut self) {
        if self.linked {
            self.linked = false;
            if let Err(e) = rustix::shm::unlink(self.name.as_str()) {
                if e != rustix::io::Errno::NOENT {
                    tracing::warn!(segment = %self.name, error = %e, "shm_unlink failed");
                }
            }
        }
    }

    /// Whether this process still considers the name linked.
    pub fn is_linked(&self) -> bool {
        self.linked
    }
}

impl Drop for Segment {
    fn drop(&mut self) {
        if self.side == Side::Cpu {
            self.unlink();
        }
        // SAFETY: unmapping our own mapping; no references into it outlive self.
        unsafe {
            let _ = rustix::mm::munmap(self.base as *mut _, self.len);
        }
    }
}

/// True if a process with this pid exists and is not a zombie.
pub fn pid_alive(pid: u32) -> bool {
    let Some(p) = rustix::process::Pid::from_raw(pid as i32) else {
        return false;
    };
    if let Err(rustix::io::Errno::SRCH) = rustix::process::test_kill_process(p) {
        return false;
    }
    // A killed child that nobody has reaped yet still answers kill(0): look at its state, which
    // follows the last ')' (the command name may contain spaces and parentheses).
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(s) => !matches!(
            s.rfind(')')
                .and_then(|i| s[i + 1..].split_whitespace().next()),
            Some("Z") | Some("X") | Some("x")
        ),
        Err(_) => false,
    }
}

/// Parses the creator pid out of a segment file name (`tandem-bridge-<pid>-<nonce>`).
pub fn creator_pid_of(file_name: &str) -> Option<u32> {
    let rest = file_name.strip_prefix(SEGMENT_PREFIX)?;
    let (pid, _) = rest.split_once('-')?;
    pid.parse().ok()
}

/// Removes every bridge segment whose creator process is gone; returns how many were removed.
/// Called on every segment creation and by `tandem clean`.
pub fn clean_stale_segments() -> Result<usize> {
    let dir = match std::fs::read_dir(SHM_DIR) {
        Ok(d) => d,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        Err(e) => return Err(BridgeError::os(format!("read_dir({SHM_DIR})"), e)),
    };
    let mut removed = 0;
    for entry in dir.flatten() {
        let file_name = entry.file_name();
        let Some(file_name) = file_name.to_str() else {
            continue;
        };
        let Some(pid) = creator_pid_of(file_name) else {
            continue;
        };
        if pid_alive(pid) {
            continue;
        }
        match rustix::shm::unlink(format!("/{file_name}").as_str()) {
            Ok(()) => {
                tracing::info!(segment = file_name, pid, "removed stale bridge segment");
                removed += 1;
            }
            Err(rustix::io::Errno::NOENT) => {}
            Err(e) => return Err(BridgeError::os(format!("shm_unlink(/{file_name})"), e)),
        }
    }
    Ok(removed)
}

/// Lists the bridge segments currently present (file names), for tests and `tandem clean`.
pub fn list_segments() -> Vec<String> {
    let Ok(dir) = std::fs::read_dir(SHM_DIR) else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .filter(|n| n.starts_with(SEGMENT_PREFIX))
        .collect()
}
