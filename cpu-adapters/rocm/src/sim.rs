//! The CPU side of the run inside the program's process: the GPU process, the bridge, the
//! shared memory, and the one simulated clock every thread of the program shares.
//!
//! # Time
//!
//! The program runs natively and costs no simulated time between its calls into the driver.
//! The clock (the bridge endpoint's) advances only:
//! - by `ioctl_ps` per ioctl and mmap on the driver, while the calling thread holds the clock;
//! - while every thread the clock knows (every thread that made at least one call and has not
//!   exited) is parked: in a WAIT_EVENTS the driver has not answered yet, or in a sleep
//!   (`usleep`, `nanosleep`, `clock_nanosleep`) until its end. Then the clock runs to the
//!   earliest sleep end or to the GPU side's answer, whichever comes first, and wakes that
//!   thread. A thread that runs (between calls) holds the clock where it is.
//!
//! So the simulated time of every call depends only on the order of the program's calls, not
//! on how long ROCr spins in wall-clock time before it sleeps in WAIT_EVENTS or `usleep`.
//!
//! # Doorbells
//!
//! A doorbell store is a plain store into the page the interposer mapped; the GPU side sees it
//! at the next call any thread makes (ioctl, mmap, sleep, wait), at that call's simulated time,
//! before the call's own cost: every page is compared with the values last sent and each
//! changed doorbell goes out as one `DRV_DOORBELL`.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::os::fd::{AsRawFd, OwnedFd};
use std::process::Child;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use bridge::wire::{
    DRV_ANNOTATE, DRV_DOORBELL, DRV_EVENT, DRV_IOCTL, DRV_IOCTL_REPLY, DRV_MMAP, DRV_MMAP_REPLY,
};
use bridge::{BridgeConfig, Clocks, DriverMessage, Endpoint, Incoming, LockStep, Progress};
use emulated_driver::abi::{self, nr, AbiStruct};
use host_abi::driver::{MmapReply, GPU_IDLE_EVENT, QUEUE_ERROR_EVENT};

pub use crate::marshal::Gtt;
use crate::marshal::{self, Copies, GttRequest, HostAlloc, Refused, UserPages};
use crate::spec::{ExecSpec, HostRecord, SPEC_ENV};

/// How far one step of the clock goes when every thread waits on the GPU side (ps): the clock
/// is handed back between steps so a thread that was not parked can come in.
const PUMP_STEP_PS: u64 = 1_000_000_000;

/// How long every known thread may wait with the GPUs idle and no sleep pending before the
/// clock runs toward their waits' deadlines (a thread that has not called yet may be about to
/// end the waits, e.g. with SET_EVENT).
const IDLE_GRACE: Duration = Duration::from_secs(1);

/// A shared memory region: a memfd and this process's mapping of all of it.
pub struct Region {
    fd: OwnedFd,
    base: *mut u8,
    len: u64,
}

// SAFETY: the mapping lives as long as the region; every access goes through raw copies at
// offsets checked against `len`, and the bytes are shared with another process anyway.
unsafe impl Send for Region {}

impl Region {
    fn create(name: &str, len: u64) -> Result<Region, String> {
        use rustix::fs::{ftruncate, memfd_create, MemfdFlags};
        use rustix::mm::{mmap, MapFlags, ProtFlags};
        let fd =
            memfd_create(name, MemfdFlags::CLOEXEC).map_err(|e| format!("memfd {name}: {e}"))?;
        ftruncate(&fd, len).map_err(|e| format!("sizing {name} to {len} bytes: {e}"))?;
        // SAFETY: a fresh shared mapping of a memfd we own, at an address the kernel picks.
        let base = unsafe {
            mmap(
                std::ptr::null_mut(),
                len as usize,
                ProtFlags::READ | ProtFlags::WRITE,
                MapFlags::SHARED | MapFlags::NORESERVE,
                &fd,
                0,
            )
        }
        .map_err(|e| format!("mapping {name}: {e}"))?;
        Ok(Region {
            fd,
            base: base.cast(),
            len,
        })
    }

    pub fn raw_fd(&self) -> i32 {
        self.fd.as_raw_fd()
    }

    /// Copies the program's bytes `[src, src + len)` to `off` through the kernel; false when
    /// any of them is not readable (nothing is copied then).
    fn copy_in_checked(&self, off: u64, src: u64, len: u64) -> bool {
        self.local(off, len)
            .is_some_and(|local| vm_copy(local, src, len as usize, false))
    }

    /// Copies `len` bytes at `off` to the program's `[dst, dst + len)` through the kernel;
    /// false when any of them is not writable (a prefix may have been written then, as with
    /// the real driver's `copy_to_user`).
    fn copy_out_checked(&self, off: u64, dst: u64, len: u64) -> bool {
        self.local(off, len)
            .is_some_and(|local| vm_copy(local, dst, len as usize, true))
    }

    /// Our mapping's address of `[off, off + len)`, if it is inside the region.
    fn local(&self, off: u64, len: u64) -> Option<*mut u8> {
        if off.checked_add(len).is_none_or(|e| e > self.len) {
            return None;
        }
        // SAFETY: inside our mapping (checked above).
        Some(unsafe { self.base.add(off as usize) })
    }

    fn zero(&self, off: u64, len: u64) {
        if off.checked_add(len).is_some_and(|e| e <= self.len) {
            // SAFETY: bounds checked above; the mapping is ours.
            unsafe { std::ptr::write_bytes(self.base.add(off as usize), 0, len as usize) };
        }
    }
}

/// Copies `len` bytes between our buffer `local` and the program's address `remote` through
/// the kernel (`process_vm_readv`, or `process_vm_writev` when `write`, on this process), so
/// an address the program may not read or write fails with EFAULT instead of faulting here.
/// True when every byte was copied.
fn vm_copy(local: *mut u8, remote: u64, len: usize, write: bool) -> bool {
    let local = libc::iovec {
        iov_base: local.cast(),
        iov_len: len,
    };
    let remote = libc::iovec {
        iov_base: remote as *mut libc::c_void,
        iov_len: len,
    };
    let pid = rustix::process::getpid().as_raw_nonzero().get();
    // SAFETY: `local` is a buffer of ours of `len` bytes (the callers' contract); the kernel
    // checks the program's range and reports EFAULT for pages it may not access.
    let n = unsafe {
        if write {
            libc::process_vm_writev(pid, &local, 1, &remote, 1, 0)
        } else {
            libc::process_vm_readv(pid, &local, 1, &remote, 1, 0)
        }
    };
    n == len as isize
}

/// Reads the program's bytes at `ptr` into `buf`; false when they are not all readable.
fn program_read(ptr: u64, buf: &mut [u8]) -> bool {
    vm_copy(buf.as_mut_ptr(), ptr, buf.len(), false)
}

/// Writes `data` to the program's `ptr`; false when the destination is not all writable.
fn program_write(ptr: u64, data: &[u8]) -> bool {
    // (`process_vm_writev` only reads the local buffer.)
    vm_copy(data.as_ptr().cast_mut(), ptr, data.len(), true)
}

/// The marshalling's copies between the program's memory and the host region, through the
/// kernel: a pointer the program cannot read or write is an EFAULT for the call, not a crash.
struct ProgramCopies<'a>(&'a Region);

impl Copies for ProgramCopies<'_> {
    fn copy_in(&mut self, off: u64, ptr: u64, len: usize) -> bool {
        len == 0 || self.0.copy_in_checked(off, ptr, len as u64)
    }
    fn zero(&mut self, off: u64, len: u64) {
        self.0.zero(off, len);
    }
    fn copy_out(&mut self, off: u64, ptr: u64, len: usize) -> bool {
        len == 0 || self.0.copy_out_checked(off, ptr, len as u64)
    }
}

/// The errno of a call the marshalling refused.
fn refused_errno(r: Refused) -> i32 {
    match r {
        Refused::TooLarge => libc::EINVAL,
        Refused::NoSpace => libc::ENOMEM,
        Refused::BadRange => libc::EFAULT,
    }
}

/// A GPU's doorbell page as the program mapped it.
struct DoorbellPage {
    page: *mut u32,
    /// The page's kfd mmap offset (`DRV_DOORBELL` addresses a doorbell by it).
    offset: u64,
    shadow: Box<[u32; 1024]>,
}

/// The run: everything behind the one lock.
pub struct Sim {
    spec: ExecSpec,
    ep: Endpoint,
    pub host: Region,
    pub vram: Vec<Region>,
    child: Option<Child>,
    seq: u64,
    /// Known threads that are not parked.
    running: usize,
    /// The clock is running for a program that spins in user space (see [`clock_loop`]).
    spinning: bool,
    /// Calls made (any thread): the clock thread takes `spin_ms` without a change as a
    /// program spinning in user space.
    activity: u64,
    /// Requests of parked threads, and the replies that arrived for any request.
    waiting: HashSet<u64>,
    replies: HashMap<u64, DriverMessage>,
    /// Parked sleeps: (end, id); and the ids whose end has come.
    sleepers: BTreeSet<(u64, u64)>,
    woken: HashSet<u64>,
    next_sleep: u64,
    /// Simulated time the clock ran with every thread parked and nothing answered.
    idle_ps: u64,
    /// The GPU side said it has no work (`GPU_IDLE_EVENT`) and no doorbell was rung since
    /// (only doorbells start GPU work; an ioctl is answered at once).
    gpu_idle: bool,
    /// Driver messages sent (requests and doorbells), to match idle reports against.
    sent: u64,
    /// The thread that created each queue: (gpu_id, queue_id) -> tid.
    queue_owner: HashMap<(u32, u32), i32>,
    /// Known threads (by tid) and those of them parked in a wait or sleep.
    tids: HashSet<i32>,
    parked_tids: HashSet<i32>,
    doorbells: Vec<DoorbellPage>,
    /// GTT buffers by address (their mmap key) and handle -> address.
    gtt: BTreeMap<u64, Gtt>,
    gtt_handles: HashMap<u64, u64>,
    /// Program pages moved into the shared region: CPU address -> (region offset, bytes).
    shared_user: BTreeMap<u64, (u64, u64)>,
    alloc: HostAlloc,
    pub record: HostRecord,
    ioctl_rows: HashMap<u32, usize>,
    /// The GPU process is gone or the run is over: every call fails with this.
    failed: Option<String>,
}

// SAFETY: the doorbell pages are this process's own shared mappings (they live until the
// process ends); the endpoint's rings are shared memory used only under the lock.
unsafe impl Send for Sim {}

/// The lock around the run and the condition parked threads wait on.
pub struct Shared {
    pub sim: Mutex<Option<Sim>>,
    pub cv: Condvar,
}

pub static SHARED: Shared = Shared {
    sim: Mutex::new(None),
    cv: Condvar::new(),
};

/// Takes the lock (a panic elsewhere does not poison the run for the program's other threads).
pub fn lock() -> MutexGuard<'static, Option<Sim>> {
    SHARED.sim.lock().unwrap_or_else(|e| e.into_inner())
}

thread_local! {
    static KNOWN: Known = const { Known(std::cell::Cell::new(false)) };
}

/// Marks a thread the clock knows; when the thread exits it is forgotten.
struct Known(std::cell::Cell<bool>);

impl Drop for Known {
    fn drop(&mut self) {
        // The main thread's locals go in `exit`, before the program's exit handlers and
        // library destructors run (HIP's and ROCr's teardown, which still calls the driver):
        // it keeps holding the clock until the process ends.
        let main = rustix::thread::gettid().as_raw_nonzero().get()
            == rustix::process::getpid().as_raw_nonzero().get();
        if self.0.get() && !main {
            let _b = crate::Busy::enter();
            let mut g = lock();
            if let Some(s) = g.as_mut() {
                s.running = s.running.saturating_sub(1);
                s.tids.remove(&crate::spin::tid());
            }
            drop(g);
            SHARED.cv.notify_all();
        }
    }
}

impl Sim {
    /// Starts the GPU process from the spec `TANDEM_EXEC_SPEC` names and connects to it.
    pub fn start() -> Result<Sim, String> {
        let spec: ExecSpec = crate::exec_spec().ok_or_else(|| {
            format!("{SPEC_ENV} names no readable spec: start the program with `tandem exec`")
        })?;
        let host = Region::create("tandem-host-memory", spec.host_memory_bytes)?;
        let mut vram = Vec::new();
        for g in 0..spec.n_gpus {
            vram.push(Region::create(
                &format!("tandem-gpu{g}-vram"),
                spec.vram_bytes,
            )?);
        }
        let b = &spec.bridge;
        let cfg = BridgeConfig {
            n_mc: b.n_mc,
            ring_entries: b.ring_entries,
            c2g_latency_ps: b.c2g_latency_ps,
            g2c_latency_ps: b.g2c_latency_ps,
            quantum_ps: Some(b.quantum_ps),
            mode: LockStep::Quantum,
            clocks: Clocks {
                core_period_ps: b.core_period_ps,
                mem_period_ps: b.mem_period_ps,
            },
            connect_timeout_ms: spec.connect_timeout_ms,
        };
        let mut ep = Endpoint::create(&cfg).map_err(|e| format!("creating the bridge: {e}"))?;
        let (prog, rest) = spec
            .gpu_process
            .split_first()
            .ok_or("the spec names no GPU process")?;
        let mut cmd = std::process::Command::new(prog);
        cmd.args(rest)
            .arg("--segment")
            .arg(ep.segment_name())
            .arg("--host-fd")
            .arg(host.raw_fd().to_string())
            .arg("--host-bytes")
            .arg(spec.host_memory_bytes.to_string())
            .arg("--vram-fd")
            .arg(
                vram.iter()
                    .map(|v| v.raw_fd().to_string())
                    .collect::<Vec<_>>()
                    .join(","),
            )
            .arg("--vram-bytes")
            .arg(spec.vram_bytes.to_string())
            .arg("--config")
            .arg(&spec.side_toml)
            .arg("--stats-out")
            .arg(&spec.stats_out)
            .args(&spec.gpu_args)
            // The GPU process is not a ROCm program: it must not load this library.
            .env_remove("LD_PRELOAD")
            .env_remove(SPEC_ENV);
        let keep: Vec<i32> = std::iter::once(host.raw_fd())
            .chain(vram.iter().map(Region::raw_fd))
            .collect();
        let child = spawn_kept(cmd, keep)?;
        let pid = child.id();
        ep.accept_from(Some(pid), spec.connect_timeout_ms)
            .map_err(|e| format!("waiting for the GPU process (pid {pid}): {e}"))?;
        // The program may idle on purpose (sleep, a terminal), so the GPU process counts it as
        // frozen only while it is stopped.
        ep.set_stall_limit(spec.stall_timeout_ms, true);
        let alloc = HostAlloc::new(0, spec.host_memory_bytes);
        Ok(Sim {
            spec,
            ep,
            host,
            vram,
            child: Some(child),
            seq: 0,
            running: 0,
            spinning: false,
            activity: 0,
            waiting: HashSet::new(),
            replies: HashMap::new(),
            sleepers: BTreeSet::new(),
            woken: HashSet::new(),
            next_sleep: 0,
            idle_ps: 0,
            gpu_idle: true,
            sent: 0,
            queue_owner: HashMap::new(),
            tids: HashSet::new(),
            parked_tids: HashSet::new(),
            doorbells: Vec::new(),
            gtt: BTreeMap::new(),
            gtt_handles: HashMap::new(),
            shared_user: BTreeMap::new(),
            alloc,
            record: HostRecord::default(),
            ioctl_rows: HashMap::new(),
            failed: None,
        })
    }

    /// The start of every call: the thread becomes known (and running), the call counts as
    /// activity, and doorbell stores made since the last call go out.
    pub fn enter(&mut self) {
        // After this thread's locals are gone (ROCr's teardown at exit), it counts as known.
        let _ = KNOWN.try_with(|k| {
            if !k.0.get() {
                k.0.set(true);
                self.running += 1;
                self.record.threads += 1;
                self.tids.insert(crate::spin::tid());
            }
        });
        self.activity += 1;
        self.spinning = false;
        self.idle_ps = 0;
        if self.failed.is_none() {
            let _ = self.scan_doorbells(Some(crate::spin::tid()));
        }
    }

    fn fail(&mut self, why: String) {
        if self.failed.is_none() {
            eprintln!("tandem: {why}");
            self.failed = Some(why);
        }
    }

    /// Sends the doorbells stored since the last scan. A call of thread `caller` looks only at
    /// the queues that thread created (and queues of unknown origin): another thread's doorbell
    /// store races with this call in wall-clock time, and is seen at that thread's own next
    /// call, or when the clock thread scans every queue (`caller` None: every thread parked or
    /// spinning, so no store is in flight).
    fn scan_doorbells(&mut self, caller: Option<i32>) -> usize {
        let mut sends = Vec::new();
        for d in &mut self.doorbells {
            let (_, gpu_id) = abi::mmap_decode(d.offset);
            for i in 0..1024 {
                // SAFETY: the page is our own 4 KiB shared mapping for the process's life;
                // the program stores into it concurrently, hence volatile.
                let v = unsafe { std::ptr::read_volatile(d.page.add(i)) };
                if v == d.shadow[i] {
                    continue;
                }
                let foreign = caller.is_some_and(|c| {
                    self.queue_owner
                        .get(&(gpu_id, i as u32))
                        .is_some_and(|&owner| owner != c)
                });
                if !foreign {
                    d.shadow[i] = v;
                    sends.push((d.offset + 4 * i as u64, u64::from(v)));
                }
            }
        }
        let n = sends.len();
        for (at, v) in sends {
            if crate::log_on() {
                eprintln!("tandem: doorbell {at:#x} = {v} at {} ps", self.ep.now());
            }
            self.record.doorbells += 1;
            self.gpu_idle = false;
            self.sent += 1;
            if let Err(e) = self.ep.send_driver(DRV_DOORBELL, 0, at, v, &[]) {
                self.fail(format!("lost the GPU process: {e}"));
                return 0;
            }
        }
        n
    }

    /// Handles what arrived: replies (waking a parked thread whose request it answers),
    /// queue errors (reported; the program learns them from its queue's error signal).
    fn take_incoming(&mut self) -> bool {
        let mut woke = false;
        while let Some(m) = self.ep.recv() {
            match m {
                Incoming::Driver(d) if d.ty == DRV_EVENT => {
                    if d.arg0 == GPU_IDLE_EVENT {
                        let current = d.arg1 == self.sent;
                        if crate::log_on() {
                            eprintln!(
                                "tandem: GPUs idle at {} ps ({} of {} messages taken)",
                                self.ep.now(),
                                d.arg1,
                                self.sent
                            );
                        }
                        if current {
                            self.gpu_idle = true;
                        }
                    } else if d.arg0 == QUEUE_ERROR_EVENT {
                        eprintln!(
                            "tandem: the GPU stopped a queue: {}",
                            String::from_utf8_lossy(&d.payload)
                        );
                    }
                }
                Incoming::Driver(d) => {
                    if self.waiting.remove(&d.seq) {
                        self.running += 1;
                        woke = true;
                    }
                    self.replies.insert(d.seq, d);
                }
                Incoming::Mem { .. } => {
                    self.fail(
                        "the GPU side sent host-memory traffic; the APU configuration is not supported by `tandem exec`"
                            .into(),
                    );
                }
            }
        }
        woke
    }

    fn wake_sleepers(&mut self) -> bool {
        let now = self.ep.now();
        let mut woke = false;
        while let Some(&(t, id)) = self.sleepers.first() {
            if t > now {
                break;
            }
            self.sleepers.pop_first();
            self.woken.insert(id);
            self.running += 1;
            woke = true;
        }
        woke
    }

    /// One `Endpoint::advance` toward `target` (capped at the next sleep end) and what it
    /// brought. Returns whether a parked thread woke.
    fn step(&mut self, target: u64) -> bool {
        let cap = self
            .sleepers
            .first()
            .map_or(target, |&(t, _)| t.min(target));
        match self.ep.advance(cap) {
            Ok(Progress::Due(_)) | Ok(Progress::Reached(_)) => {
                let a = self.take_incoming();
                let b = self.wake_sleepers();
                a || b
            }
            Ok(Progress::Terminated) => {
                self.fail("the GPU process ended the run".into());
                true
            }
            Ok(Progress::Tick(..)) => {
                self.fail("per-cycle lock-step is not supported by `tandem exec`".into());
                true
            }
            Err(e) => {
                self.fail(format!("lost the GPU process: {e}{}", self.gpu_error()));
                true
            }
        }
    }

    fn gpu_error(&self) -> String {
        let p = std::path::Path::new(&self.spec.stats_out).with_file_name("gpu-error.txt");
        std::fs::read_to_string(p)
            .map(|t| format!(": {}", t.trim()))
            .unwrap_or_default()
    }

    /// Advances the clock by `ps` on behalf of the running caller.
    pub fn spend(&mut self, ps: u64) {
        let target = self.ep.now().saturating_add(ps);
        while self.failed.is_none() && self.ep.now() < target {
            if self.step(target) {
                SHARED.cv.notify_all();
            }
        }
    }

    /// A program's annotation (a roctx range edge, through `libroctx64.so`): a `DRV_ANNOTATE`
    /// at the program's present time, after the doorbells stored before it (the caller ran
    /// [`Sim::enter`]); no reply, no time spent.
    pub fn annotate(&mut self, kind: u64, text: &[u8]) {
        if crate::log_on() {
            eprintln!(
                "tandem: annotation {kind} {:?} at {} ps",
                String::from_utf8_lossy(text),
                self.ep.now()
            );
        }
        if self.failed.is_none() {
            let _ = self.send(DRV_ANNOTATE, kind, 0, text);
        }
    }

    fn send(&mut self, ty: u8, arg0: u64, arg1: u64, payload: &[u8]) -> Option<u64> {
        self.seq += 1;
        let seq = self.seq;
        self.sent += 1;
        match self.ep.send_driver(ty, seq, arg0, arg1, payload) {
            Ok(()) => Some(seq),
            Err(e) => {
                self.fail(format!("lost the GPU process: {e}"));
                None
            }
        }
    }

    /// Sends a request and runs the clock until its reply (the caller stays running).
    fn call(&mut self, ty: u8, arg0: u64, arg1: u64, payload: &[u8]) -> Option<DriverMessage> {
        let seq = self.send(ty, arg0, arg1, payload)?;
        loop {
            if let Some(r) = self.replies.remove(&seq) {
                return Some(r);
            }
            if self.failed.is_some() {
                return None;
            }
            if self.step(u64::MAX) {
                SHARED.cv.notify_all();
            }
        }
    }

    /// One step of the clock while every known thread is parked.
    fn pump(&mut self) {
        let before = self.ep.now();
        let target = before.saturating_add(PUMP_STEP_PS);
        let woke = self.step(target);
        if woke {
            self.idle_ps = 0;
            SHARED.cv.notify_all();
        } else if self.sleepers.is_empty() {
            self.idle_ps += self.ep.now() - before;
            if self.idle_ps > self.spec.idle_limit_ps {
                let limit = self.spec.idle_limit_ps;
                self.fail(format!(
                    "every thread of the program has waited {} us of simulated time for the GPUs with nothing arriving: the program is deadlocked (a doorbell never rung, or a wait on a signal nobody completes)",
                    limit / 1_000_000
                ));
                SHARED.cv.notify_all();
            }
        }
    }

    /// One step of the clock while the program spins in user space and the GPUs have work.
    fn spin_step(&mut self) {
        let target = self.ep.now().saturating_add(PUMP_STEP_PS);
        if self.step(target) {
            SHARED.cv.notify_all();
        }
    }

    fn count(&mut self, n: u32, failed: bool) {
        let row = match self.ioctl_rows.get(&n) {
            Some(&r) => r,
            None => {
                self.record.ioctls.push((ioctl_name(n).to_string(), 0, 0));
                self.ioctl_rows.insert(n, self.record.ioctls.len() - 1);
                self.record.ioctls.len() - 1
            }
        };
        self.record.ioctls[row].1 += 1;
        if failed {
            self.record.ioctls[row].2 += 1;
        }
    }

    /// What a driver call costs the calling thread: `ioctl_ps` on the program's main thread,
    /// nothing on the others. The clock is one for the whole program, so a helper thread's cost
    /// (ROCr's event thread re-syncing its clocks, HIP's callbacks) would move the main
    /// thread's time by an amount that depends on how their calls interleave in wall-clock
    /// time; their work overlaps the main thread's instead.
    fn call_cost(&self) -> u64 {
        let main = crate::spin::tid() == rustix::process::getpid().as_raw_nonzero().get();
        if main {
            self.spec.ioctl_ps
        } else {
            0
        }
    }

    /// A render-node mmap of a GTT buffer ([`marshal::gtt_mapping`]): its pages' offset in the
    /// host region; None when `offset` is no GTT buffer's key.
    pub fn gtt_mapping(&self, offset: u64, len: u64) -> Option<Result<u64, Refused>> {
        marshal::gtt_mapping(&self.gtt, offset, len)
    }

    /// Registers a doorbell page the program mapped at `page` for kfd offset `offset`.
    pub fn add_doorbells(&mut self, page: *mut u32, offset: u64) {
        self.doorbells.retain(|d| d.page != page);
        self.doorbells.push(DoorbellPage {
            page,
            offset,
            shadow: Box::new([0; 1024]),
        });
    }

    /// Forgets doorbell pages inside `[addr, addr + len)` (the program unmapped them).
    pub fn remove_doorbells(&mut self, addr: u64, len: u64) {
        self.doorbells
            .retain(|d| !(d.page as u64 >= addr && (d.page as u64) < addr.saturating_add(len)));
    }

    /// The driver's mmap of a kfd or render-node offset.
    pub fn mmap_query(&mut self, offset: u64, len: u64) -> Result<MmapReply, i32> {
        self.record.mmaps += 1;
        if self.failed.is_some() {
            return Err(libc::EIO);
        }
        let cost = self.call_cost();
        self.spend(cost);
        let r = self.call(DRV_MMAP, offset, len, &[]).ok_or(libc::EIO)?;
        debug_assert_eq!(r.ty, DRV_MMAP_REPLY);
        if r.arg1 != 0 {
            return Err((-(r.arg1 as i64)) as i32);
        }
        MmapReply::decode(&r.payload).ok_or(libc::EIO)
    }

    pub fn count_drm_refused(&mut self) {
        self.record.drm_refused += 1;
    }

    /// Runs one KFD ioctl for the program. `user` is the program's argument (`size` bytes).
    /// Every access to the program's memory (the argument and the arrays its pointer fields
    /// name) goes through the kernel, so a bad pointer is an EFAULT, as with the real driver.
    pub fn ioctl(
        guard: MutexGuard<'static, Option<Sim>>,
        req: u32,
        user: *mut u8,
    ) -> (MutexGuard<'static, Option<Sim>>, Result<i64, i32>) {
        let mut guard = guard;
        let Some(s) = guard.as_mut() else {
            return (guard, Err(libc::EIO));
        };
        let n = abi::ioc_nr(req);
        let size = abi::ioc_size(req) as usize;
        if s.failed.is_some() {
            return (guard, Err(libc::EIO));
        }
        if size > 0 && user.is_null() {
            s.count(n, true);
            return (guard, Err(libc::EFAULT));
        }
        let mut a = vec![0u8; size];
        if size > 0 && !program_read(user as u64, &mut a) {
            // The argument struct itself is unreadable: EFAULT, as `copy_from_user` gives.
            s.count(n, true);
            return (guard, Err(libc::EFAULT));
        }
        // A wait's time is the wait itself; charging its entry too would make the clock depend
        // on how often ROCr's event thread happens to be woken.
        if n != nr::WAIT_EVENTS {
            let cost = s.call_cost();
            s.spend(cost);
        }
        // Arrays the driver reads or writes, into bounce buffers in shared memory.
        let mut copies = ProgramCopies(&s.host);
        let bounces = match marshal::bounce_in(n, &mut a, &mut s.alloc, &mut copies) {
            Ok(b) => b,
            Err(e) => {
                s.count(n, true);
                return (guard, Err(refused_errno(e)));
            }
        };
        // GTT: backed by pages of the shared host region, sent as a user pointer there.
        let region = s.host.len;
        let gtt: Option<(GttRequest, u64)> =
            match marshal::place_gtt(n, &mut a, &mut s.alloc, region, &mut copies) {
                Ok(g) => g,
                Err(e) => {
                    s.count(n, true);
                    marshal::free_bounces(&mut s.alloc, &bounces);
                    return (guard, Err(refused_errno(e)));
                }
            };
        // User memory: moved into the shared region in place (see `share_user_pages`).
        let registration = if gtt.is_none() {
            marshal::userptr_request(n, &a)
        } else {
            None
        };
        let userptr = match registration {
            Some(u) => match s.share_user_pages(u.cpu, u.bytes) {
                Ok(off) => {
                    marshal::rewrite_userptr(&mut a, off);
                    Some(u)
                }
                Err(e) => {
                    s.count(n, true);
                    marshal::free_bounces(&mut s.alloc, &bounces);
                    return (guard, Err(e));
                }
            },
            None => None,
        };
        let reply = if n == nr::WAIT_EVENTS {
            let Some(seq) = s.send(DRV_IOCTL, u64::from(req), 0, &a) else {
                return (guard, Err(libc::EIO));
            };
            let (g, r) = park_for_reply(guard, seq);
            guard = g;
            r
        } else {
            s.call(DRV_IOCTL, u64::from(req), 0, &a)
        };
        let Some(s) = guard.as_mut() else {
            return (guard, Err(libc::EIO));
        };
        let Some(reply) = reply else {
            marshal::free_bounces(&mut s.alloc, &bounces);
            return (guard, Err(libc::EIO));
        };
        debug_assert_eq!(reply.ty, DRV_IOCTL_REPLY);
        let ret = reply.arg1 as i64;
        let k = reply.payload.len().min(a.len());
        a[..k].copy_from_slice(&reply.payload[..k]);
        let wrote_back =
            marshal::bounce_out(&mut a, &bounces, ret >= 0, &mut ProgramCopies(&s.host));
        marshal::free_bounces(&mut s.alloc, &bounces);
        let ret = if wrote_back {
            ret
        } else {
            -i64::from(libc::EFAULT)
        };
        if let Some((g, off)) = gtt {
            if ret == 0 {
                let handle = abi::AllocMemoryOfGpuArgs::read_from(&a).handle;
                s.gtt.insert(
                    g.va,
                    Gtt {
                        host_offset: off,
                        backing: g.backing,
                        va: g.va,
                    },
                );
                s.gtt_handles.insert(handle, g.va);
                s.record.gtt_buffers += 1;
                s.record.gtt_peak_bytes = s.record.gtt_peak_bytes.max(s.alloc.peak);
            } else {
                s.alloc.free(off, g.backing);
            }
            marshal::restore_gtt(&mut a, &g);
        }
        if let Some(u) = userptr {
            marshal::restore_userptr(&mut a, &u);
        }
        if n == nr::CREATE_QUEUE && ret == 0 {
            let q = abi::CreateQueueArgs::read_from(&a);
            s.queue_owner
                .insert((q.gpu_id, q.queue_id), crate::spin::tid());
        }
        if n == nr::DESTROY_QUEUE && ret == 0 {
            let id = abi::DestroyQueueArgs::read_from(&a).queue_id;
            s.queue_owner.retain(|&(_, q), _| q != id);
        }
        if n == nr::FREE_MEMORY_OF_GPU && ret == 0 {
            let handle = marshal::u64_at(&a, 0);
            if let Some(va) = s.gtt_handles.remove(&handle) {
                if let Some(g) = s.gtt.remove(&va) {
                    s.alloc.free(g.host_offset, g.backing);
                }
            }
        }
        let ret = if abi::ioc_dir(req) & abi::IOC_READ != 0
            && size > 0
            && !program_write(user as u64, &a)
        {
            -i64::from(libc::EFAULT)
        } else {
            ret
        };
        s.count(n, ret < 0);
        if ret < 0 {
            (guard, Err((-ret) as i32))
        } else {
            (guard, Ok(ret))
        }
    }

    /// Makes the program's pages `[cpu, cpu + bytes)` shared with the GPU process without
    /// moving them: their bytes are copied into a fresh run of the shared host region, which is
    /// then mapped over the same addresses (`MAP_FIXED`). From then on the program and the GPUs
    /// use the same memory, atomics included. Pages already shared are reused when the whole
    /// range lies in one earlier run; a range that straddles runs is refused (EFAULT).
    ///
    /// Caveat (docs/rocm.md): another thread writing those pages during the move can lose that
    /// write, and the pages stay shared (their host-region run is kept) after the buffer is
    /// deregistered.
    fn share_user_pages(&mut self, cpu: u64, bytes: u64) -> Result<u64, i32> {
        match marshal::user_pages(&self.shared_user, &self.gtt, cpu, bytes) {
            Ok(UserPages::Shared(off)) => return Ok(off),
            Ok(UserPages::New) => {}
            Err(e) => return Err(refused_errno(e)),
        }
        let off = self
            .alloc
            .alloc_for(cpu, bytes, self.host.len)
            .ok_or(libc::ENOMEM)?;
        // The kernel's copy (process_vm_readv of our own pid) rather than a plain one: pages
        // the program has only reserved (PROT_NONE) give EFAULT instead of a crash, and are
        // taken as new memory (zeros).
        let readable = self.host.copy_in_checked(off, cpu, bytes);
        if crate::log_on() {
            eprintln!("tandem: sharing user pages {cpu:#x}+{bytes:#x} at host {off:#x} (readable: {readable})");
        }
        if !readable {
            self.host.zero(off, bytes);
        }
        // SAFETY: replaces exactly the registered pages with the shared copy of their bytes.
        let p = unsafe {
            rustix::mm::mmap(
                cpu as *mut std::ffi::c_void,
                bytes as usize,
                rustix::mm::ProtFlags::READ | rustix::mm::ProtFlags::WRITE,
                rustix::mm::MapFlags::SHARED | rustix::mm::MapFlags::FIXED,
                &self.host.fd,
                off,
            )
        };
        if p.is_err() {
            self.alloc.free(off, bytes);
            return Err(libc::EFAULT);
        }
        self.shared_user.insert(cpu, (off, bytes));
        self.record.user_pages_shared += bytes / abi::PAGE_BYTES;
        Ok(off)
    }

    /// Ends the run: the GPU process finishes (writing its statistics) and exits; the host
    /// side's record is written.
    pub fn finish(&mut self) {
        if self.child.is_none() {
            return;
        }
        let _ = self.scan_doorbells(None);
        self.record.end_ps = self.ep.now();
        if self.failed.is_none() {
            if let Err(e) = self.ep.shutdown() {
                eprintln!(
                    "tandem: shutting the GPU process down: {e}{}",
                    self.gpu_error()
                );
            }
        }
        if let Some(mut c) = self.child.take() {
            let deadline = Instant::now() + Duration::from_secs(10);
            loop {
                match c.try_wait() {
                    Ok(Some(st)) => {
                        if !st.success() {
                            eprintln!(
                                "tandem: the GPU process exited with {st}{}",
                                self.gpu_error()
                            );
                        }
                        break;
                    }
                    Ok(None) if Instant::now() < deadline => {
                        std::thread::sleep(Duration::from_millis(2))
                    }
                    _ => {
                        eprintln!("tandem: the GPU process did not exit within 10 s; killed");
                        let _ = c.kill();
                        let _ = c.wait();
                        break;
                    }
                }
            }
        }
        if let Ok(j) = serde_json::to_vec_pretty(&self.record) {
            let _ = std::fs::write(&self.spec.host_out, j);
        }
        self.failed
            .get_or_insert_with(|| "the run has ended".into());
    }
}

/// Parks the calling thread until the reply to `seq` arrives, running the clock whenever no
/// known thread runs.
fn park_for_reply(
    mut guard: MutexGuard<'static, Option<Sim>>,
    seq: u64,
) -> (MutexGuard<'static, Option<Sim>>, Option<DriverMessage>) {
    let Some(s) = guard.as_mut() else {
        return (guard, None);
    };
    s.waiting.insert(seq);
    s.parked_tids.insert(crate::spin::tid());
    s.running = s.running.saturating_sub(1);
    s.record.waits_blocked += 1;
    SHARED.cv.notify_all();
    loop {
        let Some(s) = guard.as_mut() else {
            return (guard, None);
        };
        if let Some(r) = s.replies.remove(&seq) {
            s.parked_tids.remove(&crate::spin::tid());
            return (guard, Some(r));
        }
        if s.failed.is_some() {
            if s.waiting.remove(&seq) {
                s.running += 1;
            }
            s.parked_tids.remove(&crate::spin::tid());
            return (guard, None);
        }
        guard = park_wait(guard);
    }
}

/// Sleeps the calling thread for `ps` of simulated time (a parked sleep).
pub fn park_sleep(
    mut guard: MutexGuard<'static, Option<Sim>>,
    ps: u64,
) -> MutexGuard<'static, Option<Sim>> {
    let Some(s) = guard.as_mut() else {
        return guard;
    };
    if s.failed.is_some() {
        return guard;
    }
    s.record.sleeps += 1;
    if crate::log_on() {
        eprintln!(
            "tandem: tid {} sleeps {} ps at {} ps",
            crate::spin::tid(),
            ps,
            s.ep.now()
        );
    }
    let id = s.next_sleep;
    s.next_sleep += 1;
    let end = s.ep.now().saturating_add(ps);
    s.sleepers.insert((end, id));
    s.parked_tids.insert(crate::spin::tid());
    s.running = s.running.saturating_sub(1);
    SHARED.cv.notify_all();
    loop {
        let Some(s) = guard.as_mut() else {
            return guard;
        };
        if s.woken.remove(&id) {
            s.parked_tids.remove(&crate::spin::tid());
            return guard;
        }
        if s.failed.is_some() {
            if s.sleepers.remove(&(end, id)) {
                s.running += 1;
            }
            s.parked_tids.remove(&crate::spin::tid());
            return guard;
        }
        guard = park_wait(guard);
    }
}

/// A parked thread's wait for the clock thread to wake it.
fn park_wait(guard: MutexGuard<'static, Option<Sim>>) -> MutexGuard<'static, Option<Sim>> {
    SHARED
        .cv
        .wait_timeout(guard, Duration::from_millis(100))
        .unwrap_or_else(|e| e.into_inner())
        .0
}

/// The clock thread: the one place the clock runs on its own.
///
/// - Every known thread parked (in a WAIT_EVENTS or a sleep): the clock runs, a step at a
///   time, until a reply or a sleep's end wakes one of them.
/// - Some thread runs but no thread made a call for `spin_ms` of wall-clock time, and every
///   running thread waits in ROCr (`spin`: it yields, or its instruction pointer is in
///   libhsa-runtime64 at two samples): the program spins in user space (ROCr's active waits
///   on a signal, its event thread polling when interrupts are off). Doorbells stored since
///   the last call go out; the clock runs until the GPUs report that they have no work left
///   (then what the spinning thread waits for is in memory), or, with the GPUs idle, as for
///   parked threads when some thread sleeps or waits. A thread that computes (outside ROCr)
///   holds the clock however long it takes.
pub fn clock_loop() {
    let mut seen = (u64::MAX, Instant::now());
    let mut g = lock();
    loop {
        let Some(s) = g.as_mut() else {
            g = park_wait(g);
            continue;
        };
        if s.failed.is_some() {
            g = park_wait(g);
            continue;
        }
        let parked = !s.waiting.is_empty() || !s.sleepers.is_empty();
        if s.running == 0 && parked {
            // With the GPUs idle and nobody sleeping, only a thread the clock does not know
            // yet (one that has made no call) can end the waits: give it time to call
            // (`IDLE_GRACE`) before the clock runs toward the waits' deadlines.
            if s.gpu_idle && s.sleepers.is_empty() {
                if s.activity != seen.0 {
                    seen = (s.activity, Instant::now());
                }
                if seen.1.elapsed() < IDLE_GRACE {
                    g = park_wait(g);
                    continue;
                }
            }
            if crate::log_on() {
                eprintln!(
                    "tandem: clock runs for parked threads from {} ps (gpu idle: {})",
                    s.ep.now(),
                    s.gpu_idle
                );
            }
            s.pump();
        } else if s.running > 0 {
            if s.activity != seen.0 {
                seen = (s.activity, Instant::now());
                g = park_wait(g);
                continue;
            }
            let quiet = seen.1.elapsed() >= Duration::from_millis(s.spec.spin_ms.max(1));
            if !quiet {
                g = park_wait(g);
                continue;
            }
            if s.scan_doorbells(None) > 0 {
                // New work the program rang for before it went quiet: it may be about to
                // sleep (a polling wait spins a while first), so the quiet time starts again.
                seen.1 = Instant::now();
                g = park_wait(g);
                continue;
            }
            if s.gpu_idle && !parked {
                g = park_wait(g);
                continue;
            }
            // Only a program that waits in ROCr (its threads inside libhsa-runtime64 or
            // yielding), not one computing for a while, lets the clock run.
            let running: Vec<i32> = s.tids.difference(&s.parked_tids).copied().collect();
            drop(g);
            let spinning = crate::spin::all_waiting_in_rocr(&running);
            g = lock();
            if !spinning {
                seen.1 = Instant::now();
                g = park_wait(g);
                continue;
            }
            let Some(s) = g.as_mut() else {
                continue;
            };
            if s.activity != seen.0 || s.failed.is_some() {
                continue;
            }
            if s.gpu_idle {
                // The GPUs have nothing to do, but a thread sleeps while the others spin in
                // ROCr (its event thread polls without a system call when interrupts are off):
                // the spinning threads count as parked, and the clock runs to the sleep's end.
                // A wait on events alone gains nothing from a clock that runs with idle GPUs.
                if s.sleepers.is_empty() {
                    g = park_wait(g);
                    continue;
                }
                s.pump();
                drop(g);
                std::thread::yield_now();
                g = lock();
                continue;
            }
            if !s.spinning {
                s.spinning = true;
                s.record.spin_runs += 1;
                if crate::log_on() {
                    eprintln!(
                        "tandem: clock runs for a spinning program from {} ps",
                        s.ep.now()
                    );
                }
            }
            s.spin_step();
        } else {
            g = park_wait(g);
            continue;
        }
        // Let callers in between steps.
        drop(g);
        std::thread::yield_now();
        g = lock();
    }
}

/// Spawns `cmd` from a thread that lives as long as the process, so the child's parent-death
/// signal (it dies with the program) is not tied to a program thread that may exit; `keep` are
/// the fds it inherits.
fn spawn_kept(mut cmd: std::process::Command, keep: Vec<i32>) -> Result<Child, String> {
    use std::os::unix::process::CommandExt;
    // SAFETY: between fork and exec only async-signal-safe raw system calls run (rustix's
    // fcntl and prctl): no allocation, no lock.
    unsafe {
        cmd.pre_exec(move || {
            for &fd in &keep {
                let fd = std::os::fd::BorrowedFd::borrow_raw(fd);
                rustix::io::fcntl_setfd(fd, rustix::io::FdFlags::empty())?;
            }
            rustix::process::set_parent_process_death_signal(Some(rustix::process::Signal::KILL))?;
            Ok(())
        });
    }
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("tandem-keeper".into())
        .spawn(move || {
            let _ = tx.send(cmd.spawn());
            let _b = crate::Busy::enter();
            clock_loop();
        })
        .map_err(|e| format!("starting the keeper thread: {e}"))?;
    rx.recv()
        .map_err(|_| "the keeper thread ended".to_string())?
        .map_err(|e| format!("starting the GPU process: {e}"))
}

/// The name of KFD ioctl `n` (for the record and logs).
pub fn ioctl_name(n: u32) -> &'static str {
    nr::name(n).unwrap_or("other")
}
