//! The C ABI of the CPU side, for the gem5 adapter: create, accept, send and receive per channel,
//! advance time, shut down. The header `bridge/include/tandem_bridge.h` is generated from this file and
//! `wire.rs` by cbindgen; a test regenerates it and fails if the committed copy is stale.
//!
//! Every function returns `TANDEM_OK` (0), a positive status, or a negative `TANDEM_ERR_*` code; the
//! text of the last error of the calling thread is available from `tandem_bridge_last_error`.
//! Null pointers are refused with `TANDEM_ERR_INVALID`; no Rust panic crosses the boundary.

use crate::endpoint::{BridgeConfig, Clocks, DriverMessage, Endpoint, LockStep, Progress};
use crate::error::BridgeError;
use crate::watchdog::{Fired, Limits, Watchdog};
use crate::wire::{DriverMsg, MemMsg};
use std::cell::RefCell;
use std::ffi::{c_char, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Success.
pub const TANDEM_OK: i32 = 0;
/// `tandem_bridge_advance`: messages are due now.
pub const TANDEM_DUE: i32 = 1;
/// `tandem_bridge_advance`: the peer terminated and every in-flight message was delivered.
pub const TANDEM_TERMINATED: i32 = 2;
/// Invalid argument or configuration.
pub const TANDEM_ERR_INVALID: i32 = -1;
/// The peer died or failed.
pub const TANDEM_ERR_PEER: i32 = -2;
/// A damaged segment or message, or a protocol violation.
pub const TANDEM_ERR_PROTOCOL: i32 = -3;
/// Timed out.
pub const TANDEM_ERR_TIMEOUT: i32 = -4;
/// An operating-system call failed.
pub const TANDEM_ERR_OS: i32 = -5;
/// The bridge is already terminated.
pub const TANDEM_ERR_TERMINATED: i32 = -6;
/// The caller's buffer is too small (the message is kept; its length is reported).
pub const TANDEM_ERR_TOO_SMALL: i32 = -7;
/// A Rust panic was caught (a bug in the bridge).
pub const TANDEM_ERR_INTERNAL: i32 = -8;

/// Configuration for `tandem_bridge_create` (start from `tandem_bridge_default_config`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct TandemBridgeConfig {
    /// Memory controllers.
    pub n_mc: u32,
    /// Slots per ring (power of two).
    pub ring_entries: u32,
    /// CPU-to-GPU link latency in ps.
    pub c2g_latency_ps: u64,
    /// GPU-to-CPU link latency in ps.
    pub g2c_latency_ps: u64,
    /// Sync quantum in ps; 0 means the smallest latency.
    pub quantum_ps: u64,
    /// Non-zero: per-cycle grants instead of quantum lock-step.
    pub per_cycle: u32,
    /// Reserved, zero.
    pub reserved: u32,
    /// GPU core clock period in ps.
    pub core_period_ps: u64,
    /// GPU memory clock period in ps.
    pub mem_period_ps: u64,
}

/// Header of a received driver message (the payload goes to the caller's buffer).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct TandemDriverInfo {
    /// DRV_* type.
    pub ty: u8,
    /// Reserved.
    pub reserved: [u8; 7],
    /// Sequence number.
    pub seq: u64,
    /// First argument.
    pub arg0: u64,
    /// Second argument.
    pub arg1: u64,
    /// Delivery time in ps.
    pub time_ps: u64,
    /// Payload length in bytes.
    pub len: u64,
}

/// An opaque CPU-side bridge handle.
pub struct TandemBridge {
    ep: Endpoint,
    name: CString,
    held_driver: Option<DriverMessage>,
    /// The watchdog on the GPU process (`tandem_bridge_watch`) and its limits, for messages.
    watchdog: Option<(Watchdog, Limits)>,
}

impl TandemBridge {
    /// Runs a bridge call that may block on the GPU side with the watchdog told so: waiting
    /// while it runs, progress when it returns something; a failure after the watchdog fired
    /// is reported as the watchdog's verdict, naming the limit.
    fn waiting<T>(
        &mut self,
        f: impl FnOnce(&mut Endpoint) -> Result<T, BridgeError>,
    ) -> Result<T, BridgeError> {
        if let Some((w, _)) = &self.watchdog {
            w.set_waiting(true);
        }
        let r = f(&mut self.ep);
        let Some((w, limits)) = &self.watchdog else {
            return r;
        };
        w.set_waiting(false);
        match r {
            Ok(v) => {
                w.progress();
                Ok(v)
            }
            Err(e) => Err(match w.fired() {
                Some(Fired::WallClock) => BridgeError::Stopped { why: format!(
                    "the run exceeded wall_timeout_s = {} s of wall-clock time; the watchdog stopped the GPU process ({e})",
                    limits.wall.map_or(0, |d| d.as_secs())
                )},
                Some(Fired::Stall) => BridgeError::Stopped { why: format!(
                    "the GPU process made no progress for stall_timeout_ms = {} ms (no message, {} ms of CPU time) and the watchdog stopped it: it is frozen (stopped, e.g. by SIGSTOP or a debugger, or blocked); raise or disable (0) TandemGpu.stall_timeout_ms (host.stall_timeout_ms in the Tandem configuration) if this is expected ({e})",
                    limits.stall.map_or(0, |d| d.as_millis()),
                    w.stall_cpu_ms()
                )},
                None => e,
            }),
        }
    }
}

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

fn set_error(msg: String) {
    let c = CString::new(msg.replace('\0', " ")).unwrap_or_default();
    LAST_ERROR.with(|e| *e.borrow_mut() = c);
}

fn code_of(e: &BridgeError) -> i32 {
    match e {
        BridgeError::PeerDied { .. }
        | BridgeError::PeerFailed { .. }
        | BridgeError::PeerFrozen { .. }
        | BridgeError::Stopped { .. } => TANDEM_ERR_PEER,
        BridgeError::BadSegment { .. }
        | BridgeError::DamagedSlot { .. }
        | BridgeError::Protocol { .. } => TANDEM_ERR_PROTOCOL,
        BridgeError::Invalid { .. } => TANDEM_ERR_INVALID,
        BridgeError::Timeout { .. } => TANDEM_ERR_TIMEOUT,
        BridgeError::Os { .. } => TANDEM_ERR_OS,
        BridgeError::Terminated => TANDEM_ERR_TERMINATED,
    }
}

fn guard(f: impl FnOnce() -> Result<i32, BridgeError>) -> i32 {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(c)) => c,
        Ok(Err(e)) => {
            let c = code_of(&e);
            set_error(e.to_string());
            c
        }
        Err(_) => {
            set_error("internal error (panic) in the bridge".into());
            TANDEM_ERR_INTERNAL
        }
    }
}

fn null(what: &str) -> BridgeError {
    BridgeError::invalid(format!("null {what}"))
}

/// The default configuration (8 controllers, 1024 slots, 100 ns links, quantum mode, 1 GHz core,
/// 500 MHz memory).
#[no_mangle]
pub extern "C" fn tandem_bridge_default_config() -> TandemBridgeConfig {
    let d = BridgeConfig::default();
    TandemBridgeConfig {
        n_mc: d.n_mc,
        ring_entries: d.ring_entries,
        c2g_latency_ps: d.c2g_latency_ps,
        g2c_latency_ps: d.g2c_latency_ps,
        quantum_ps: 0,
        per_cycle: 0,
        reserved: 0,
        core_period_ps: d.clocks.core_period_ps,
        mem_period_ps: d.clocks.mem_period_ps,
    }
}

/// Creates the shared segment (CPU side). On success `*out` holds a handle to pass to every other call.
///
/// # Safety
/// `cfg` must point to a valid config and `out` to writable storage for a pointer.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_create(
    cfg: *const TandemBridgeConfig,
    out: *mut *mut TandemBridge,
) -> i32 {
    guard(|| {
        let cfg = cfg.as_ref().ok_or_else(|| null("config"))?;
        if out.is_null() {
            return Err(null("out pointer"));
        }
        let c = BridgeConfig {
            n_mc: cfg.n_mc,
            ring_entries: cfg.ring_entries,
            c2g_latency_ps: cfg.c2g_latency_ps,
            g2c_latency_ps: cfg.g2c_latency_ps,
            quantum_ps: (cfg.quantum_ps != 0).then_some(cfg.quantum_ps),
            mode: if cfg.per_cycle != 0 {
                LockStep::PerCycle
            } else {
                LockStep::Quantum
            },
            clocks: Clocks {
                core_period_ps: cfg.core_period_ps,
                mem_period_ps: cfg.mem_period_ps,
            },
            ..BridgeConfig::default()
        };
        let ep = Endpoint::create(&c)?;
        let name =
            CString::new(ep.segment_name()).map_err(|_| BridgeError::invalid("segment name"))?;
        *out = Box::into_raw(Box::new(TandemBridge {
            ep,
            name,
            held_driver: None,
            watchdog: None,
        }));
        Ok(TANDEM_OK)
    })
}

/// The segment name to give the GPU process (valid until `tandem_bridge_destroy`).
///
/// # Safety
/// `b` must be a handle from `tandem_bridge_create` or null.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_segment_name(b: *const TandemBridge) -> *const c_char {
    match b.as_ref() {
        Some(b) => b.name.as_ptr(),
        None => std::ptr::null(),
    }
}

/// Waits for the GPU side to connect (at most `timeout_ms`), then starts the run. `child_pid` is the
/// GPU process's pid if the caller spawned it (0 if not), so its early death is noticed at once.
///
/// # Safety
/// `b` must be a handle from `tandem_bridge_create`.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_accept(
    b: *mut TandemBridge,
    child_pid: u32,
    timeout_ms: u64,
) -> i32 {
    guard(|| {
        let b = b.as_mut().ok_or_else(|| null("bridge"))?;
        b.ep.accept_from((child_pid != 0).then_some(child_pid), timeout_ms)?;
        Ok(TANDEM_OK)
    })
}

/// Starts the watchdog on GPU process `pid` (after `tandem_bridge_accept`): a run longer than
/// `wall_s` seconds of wall-clock time (0: no limit), or one in which a bridge call waited
/// `stall_ms` milliseconds with no message from the GPU process while it used less than 5% of
/// a CPU (0: off; a frozen process), kills it and its process group; the blocked call then
/// fails with `TANDEM_ERR_PEER` and `tandem_bridge_last_error` names the limit. The same
/// watchdog as the standalone host stub's (`host.wall_timeout_s`, `host.stall_timeout_ms`).
/// `stall_ms` also goes into the segment header: the GPU process holds gem5 to the same limit
/// and gives up (the blocked call then reports the GPU side's failure) when gem5 is frozen.
///
/// # Safety
/// `b` must be a handle from `tandem_bridge_create`.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_watch(
    b: *mut TandemBridge,
    pid: u32,
    wall_s: u64,
    stall_ms: u64,
) -> i32 {
    guard(|| {
        let b = b.as_mut().ok_or_else(|| null("bridge"))?;
        if pid == 0 {
            return Err(BridgeError::invalid("tandem_bridge_watch: pid 0"));
        }
        let limits = Limits {
            wall: (wall_s > 0).then(|| std::time::Duration::from_secs(wall_s)),
            stall: (stall_ms > 0).then(|| std::time::Duration::from_millis(stall_ms)),
        };
        b.watchdog = Watchdog::start(pid, limits).map(|w| (w, limits));
        // The GPU side holds gem5 to the same stall limit (gem5 never idles while the GPUs
        // wait for it: it simulates, or it is stuck).
        b.ep.set_stall_limit(stall_ms, false);
        Ok(TANDEM_OK)
    })
}

/// Local simulated time in ps (0 for a null handle).
///
/// # Safety
/// `b` must be a handle from `tandem_bridge_create` or null.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_now(b: *const TandemBridge) -> u64 {
    b.as_ref().map_or(0, |b| b.ep.now())
}

/// The earliest time in ps at which anything can become due (0 for a null handle): the earliest
/// queued message, the GPU side's promise (quantum mode) or the next GPU clock edge (per-cycle
/// mode), whichever is earlier; `UINT64_MAX` once the run terminated. A caller with its own event
/// queue (gem5) schedules its next `tandem_bridge_advance` there: nothing can be due earlier, and
/// `tandem_bridge_advance` to any earlier time returns `TANDEM_OK` without waiting for the GPU
/// side. Reads local state only (never blocks); current right after `tandem_bridge_advance`.
///
/// # Safety
/// `b` must be a handle from `tandem_bridge_create` or null.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_horizon(b: *const TandemBridge) -> u64 {
    catch_unwind(AssertUnwindSafe(|| {
        b.as_ref().map_or(0, |b| b.ep.horizon_ps())
    }))
    .unwrap_or_else(|_| {
        set_error("internal error (panic) in the bridge".into());
        0
    })
}

/// Advances simulated time toward `target_ps`, blocking while the GPU side has not promised enough.
/// Returns `TANDEM_DUE` when messages are due at `*reached_ps` (take them with the receive calls before
/// advancing again), `TANDEM_OK` when the target was reached, `TANDEM_TERMINATED` when the GPU side
/// terminated, or an error.
///
/// # Safety
/// `b` must be a handle; `reached_ps` must be writable or null.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_advance(
    b: *mut TandemBridge,
    target_ps: u64,
    reached_ps: *mut u64,
) -> i32 {
    guard(|| {
        let b = b.as_mut().ok_or_else(|| null("bridge"))?;
        let (code, t) = match b.waiting(|ep| ep.advance(target_ps))? {
            Progress::Due(t) => (TANDEM_DUE, t),
            Progress::Reached(t) => (TANDEM_OK, t),
            Progress::Terminated => (TANDEM_TERMINATED, b.ep.now()),
            Progress::Tick(..) => return Err(BridgeError::invalid("tick grant on the CPU side")),
        };
        if let Some(r) = reached_ps.as_mut() {
            *r = t;
        }
        Ok(code)
    })
}

/// Takes the next due memory request. Returns 1 and fills `*mc`, `*ty`, `*msg` if there was one, 0 if
/// none is due now.
///
/// # Safety
/// `b` must be a handle; the out pointers must be writable.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_recv_mem_req(
    b: *mut TandemBridge,
    mc: *mut u32,
    ty: *mut u8,
    msg: *mut MemMsg,
) -> i32 {
    guard(|| {
        let b = b.as_mut().ok_or_else(|| null("bridge"))?;
        if mc.is_null() || ty.is_null() || msg.is_null() {
            return Err(null("out pointer"));
        }
        match b.ep.recv_mem() {
            Some((c, t, m)) => {
                *mc = c;
                *ty = t;
                *msg = m;
                Ok(1)
            }
            None => Ok(0),
        }
    })
}

/// Sends a memory response (`MEM_READ_RESP` or `MEM_WRITE_ACK`) on controller `mc`, stamped
/// now + latency.
///
/// # Safety
/// `b` must be a handle; `msg` must point to a valid message.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_send_mem_resp(
    b: *mut TandemBridge,
    mc: u32,
    ty: u8,
    msg: *const MemMsg,
) -> i32 {
    guard(|| {
        let b = b.as_mut().ok_or_else(|| null("bridge"))?;
        let m = msg.as_ref().ok_or_else(|| null("message"))?;
        b.ep.send_mem(mc, ty, m)?;
        Ok(TANDEM_OK)
    })
}

/// Takes the next due driver message (reply or event). Returns 1 with `*info` filled and the payload
/// copied to `buf` (capacity `cap`), 0 if none is due, or `TANDEM_ERR_TOO_SMALL` with `info->len`
/// set (the message is kept for the next call).
///
/// # Safety
/// `b` must be a handle; `info` writable; `buf` writable for `cap` bytes (may be null if `cap` is 0).
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_recv_driver(
    b: *mut TandemBridge,
    info: *mut TandemDriverInfo,
    buf: *mut u8,
    cap: u64,
) -> i32 {
    guard(|| {
        let b = b.as_mut().ok_or_else(|| null("bridge"))?;
        let info = info.as_mut().ok_or_else(|| null("info"))?;
        if b.held_driver.is_none() {
            b.held_driver = b.ep.recv_driver();
        }
        let Some(d) = b.held_driver.as_ref() else {
            return Ok(0);
        };
        *info = TandemDriverInfo {
            ty: d.ty,
            reserved: [0; 7],
            seq: d.seq,
            arg0: d.arg0,
            arg1: d.arg1,
            time_ps: d.time_ps,
            len: d.payload.len() as u64,
        };
        if (cap as usize) < d.payload.len() {
            set_error(format!(
                "buffer of {cap} bytes for a {}-byte payload",
                d.payload.len()
            ));
            return Ok(TANDEM_ERR_TOO_SMALL);
        }
        if !d.payload.is_empty() {
            if buf.is_null() {
                return Err(null("buffer"));
            }
            std::ptr::copy_nonoverlapping(d.payload.as_ptr(), buf, d.payload.len());
        }
        b.held_driver = None;
        Ok(1)
    })
}

/// Sends a driver message (`DRV_IOCTL`, `DRV_MMAP` or `DRV_DOORBELL`) with `len` payload bytes.
///
/// # Safety
/// `b` must be a handle; `payload` readable for `len` bytes (may be null if `len` is 0).
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_send_driver(
    b: *mut TandemBridge,
    ty: u8,
    seq: u64,
    arg0: u64,
    arg1: u64,
    payload: *const u8,
    len: u64,
) -> i32 {
    guard(|| {
        let b = b.as_mut().ok_or_else(|| null("bridge"))?;
        let p: &[u8] = if len == 0 {
            &[]
        } else if payload.is_null() {
            return Err(null("payload"));
        } else {
            std::slice::from_raw_parts(payload, len as usize)
        };
        b.waiting(|ep| ep.send_driver(ty, seq, arg0, arg1, p))?;
        Ok(TANDEM_OK)
    })
}

/// Orderly shutdown: tells the GPU side, waits for its acknowledgement, and drains in-flight messages
/// (they are counted in `*drained`, not delivered).
///
/// # Safety
/// `b` must be a handle; `drained` writable or null.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_shutdown(b: *mut TandemBridge, drained: *mut u64) -> i32 {
    guard(|| {
        let b = b.as_mut().ok_or_else(|| null("bridge"))?;
        let left = b.waiting(|ep| ep.shutdown())?;
        if let Some(d) = drained.as_mut() {
            *d = left.len() as u64;
        }
        Ok(TANDEM_OK)
    })
}

/// Frees the handle, unmapping the segment (and removing it if it is still named). A handle that was
/// not shut down marks the run failed so the GPU side stops at once.
///
/// # Safety
/// `b` must be a handle from `tandem_bridge_create` (not used afterwards) or null.
#[no_mangle]
pub unsafe extern "C" fn tandem_bridge_destroy(b: *mut TandemBridge) {
    if !b.is_null() {
        let _ = catch_unwind(AssertUnwindSafe(|| drop(Box::from_raw(b))));
    }
}

/// The text of the calling thread's last error (empty if none); valid until the next failing call.
#[no_mangle]
pub extern "C" fn tandem_bridge_last_error() -> *const c_char {
    LAST_ERROR.with(|e| e.borrow().as_ptr())
}

/// Removes stale segments of dead runs; returns how many, or a negative error.
#[no_mangle]
pub extern "C" fn tandem_bridge_clean_stale_segments() -> i64 {
    match catch_unwind(crate::segment::clean_stale_segments) {
        Ok(Ok(n)) => n as i64,
        Ok(Err(e)) => {
            let c = code_of(&e);
            set_error(e.to_string());
            c as i64
        }
        Err(_) => TANDEM_ERR_INTERNAL as i64,
    }
}

/// The wire layout hash of this build (both sides must agree).
#[no_mangle]
pub extern "C" fn tandem_bridge_layout_hash() -> u64 {
    crate::wire::LAYOUT_HASH
}

/// Keeps `DriverMsg` in the generated header (the driver wire slot, for readers of the protocol).
#[no_mangle]
pub extern "C" fn tandem_bridge_driver_slot_bytes(_unused: *const DriverMsg) -> u64 {
    core::mem::size_of::<DriverMsg>() as u64
}
