//! Telling a program that spins in ROCr from one that computes.
//!
//! ROCr waits on some signals without any system call (its internal blit copies use active
//! waits: a loop reading the signal), so the clock thread (`sim::clock_loop`) must let the
//! clock run while the program spins, and must not while it computes (HIP compiling its blit
//! kernels through comgr, the program's own loops), or the clock would depend on wall-clock
//! time. A thread counts as waiting in ROCr when it called `sched_yield` within the last
//! [`YIELD_WINDOW_NS`] (ROCr's waits yield between polls) or when [`SAMPLES_PER_THREAD`]
//! samples of its instruction pointer, taken with a signal [`SAMPLE_GAP`] apart, all lie in
//! `libhsa-runtime64`'s code within [`LOOP_SPAN`] bytes of each other (a wait loop, not ROCr
//! at work).

use std::sync::atomic::{AtomicI32, AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

/// A `sched_yield` this recent counts as waiting.
const YIELD_WINDOW_NS: u64 = 2_000_000;
const SAMPLE_GAP: Duration = Duration::from_millis(1);
/// Instruction-pointer samples per thread, and the most bytes of code they may span.
const SAMPLES_PER_THREAD: usize = 4;
const LOOP_SPAN: u64 = 1024;
const SLOTS: usize = 256;

/// The calling thread's id.
pub fn tid() -> i32 {
    rustix::thread::gettid().as_raw_nonzero().get()
}

fn now_ns() -> u64 {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::Monotonic);
    t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64
}

/// A small open-addressed table of per-thread values a signal handler may write: no lock,
/// no allocation.
struct Table {
    tid: [AtomicI32; SLOTS],
    val: [AtomicU64; SLOTS],
}

impl Table {
    const fn new() -> Table {
        Table {
            tid: [const { AtomicI32::new(0) }; SLOTS],
            val: [const { AtomicU64::new(0) }; SLOTS],
        }
    }

    fn slot(&self, t: i32) -> Option<usize> {
        let start = (t as usize).wrapping_mul(2_654_435_761) % SLOTS;
        for k in 0..SLOTS {
            let i = (start + k) % SLOTS;
            let cur = self.tid[i].load(Ordering::Acquire);
            if cur == t {
                return Some(i);
            }
            // Claim a free slot; another thread may take it first (then look at what it
            // wrote: it may be this tid's slot from a racing call).
            if cur == 0 {
                match self.tid[i].compare_exchange(0, t, Ordering::AcqRel, Ordering::Acquire) {
                    Ok(_) => return Some(i),
                    Err(now) if now == t => return Some(i),
                    Err(_) => {}
                }
            }
        }
        None
    }

    fn set(&self, t: i32, v: u64) {
        if let Some(i) = self.slot(t) {
            self.val[i].store(v, Ordering::Release);
        }
    }

    fn get(&self, t: i32) -> u64 {
        self.slot(t)
            .map_or(0, |i| self.val[i].load(Ordering::Acquire))
    }
}

static YIELDS: Table = Table::new();
static SAMPLES: Table = Table::new();

/// Called from the `sched_yield` hook.
pub fn note_yield() {
    YIELDS.set(tid(), now_ns().max(1));
}

/// The executable range of libhsa-runtime64 in this process.
fn rocr_text() -> Option<(u64, u64)> {
    static R: OnceLock<Option<(u64, u64)>> = OnceLock::new();
    *R.get_or_init(|| {
        let mut found: Option<(u64, u64)> = None;
        unsafe extern "C" fn cb(
            info: *mut libc::dl_phdr_info,
            _size: usize,
            data: *mut libc::c_void,
        ) -> libc::c_int {
            // SAFETY: the loader passes a valid info for the duration of the call.
            let info = unsafe { &*info };
            if info.dlpi_name.is_null() {
                return 0;
            }
            // SAFETY: a NUL-terminated path from the loader.
            let name = unsafe { std::ffi::CStr::from_ptr(info.dlpi_name) }.to_bytes();
            if !name.windows(16).any(|w| w == b"libhsa-runtime64") {
                return 0;
            }
            // SAFETY: dlpi_phdr has dlpi_phnum entries.
            let ph =
                unsafe { std::slice::from_raw_parts(info.dlpi_phdr, info.dlpi_phnum as usize) };
            // SAFETY: `data` is the `found` below.
            let out = unsafe { &mut *(data as *mut Option<(u64, u64)>) };
            for p in ph {
                if p.p_type == libc::PT_LOAD && p.p_flags & libc::PF_X != 0 {
                    let lo = info.dlpi_addr + p.p_vaddr;
                    *out = Some((lo, lo + p.p_memsz));
                }
            }
            1
        }
        // SAFETY: dl_iterate_phdr calls `cb` with our pointer; `found` outlives the call.
        unsafe { libc::dl_iterate_phdr(Some(cb), (&mut found as *mut Option<(u64, u64)>).cast()) };
        found
    })
}

fn sample_signal() -> libc::c_int {
    libc::SIGRTMIN() + 6
}

extern "C" fn on_sample(_sig: libc::c_int, _info: *mut libc::siginfo_t, ctx: *mut libc::c_void) {
    if ctx.is_null() {
        return;
    }
    // SAFETY: the kernel passes the interrupted context; only atomics are touched.
    let rip =
        unsafe { (*(ctx as *mut libc::ucontext_t)).uc_mcontext.gregs[libc::REG_RIP as usize] };
    SAMPLES.set(tid(), (rip as u64).max(1));
}

fn install() -> bool {
    static OK: OnceLock<bool> = OnceLock::new();
    *OK.get_or_init(|| {
        // SAFETY: a plain SA_SIGINFO handler that only stores to atomics (async-signal-safe);
        // SA_RESTART so an interrupted system call of the program resumes.
        unsafe {
            let mut sa: libc::sigaction = std::mem::zeroed();
            sa.sa_sigaction = on_sample as *const () as usize;
            sa.sa_flags = libc::SA_SIGINFO | libc::SA_RESTART;
            libc::sigemptyset(&mut sa.sa_mask);
            libc::sigaction(sample_signal(), &sa, std::ptr::null_mut()) == 0
        }
    })
}

/// One instruction-pointer sample of thread `t` (None: no answer in 20 ms).
fn sample(t: i32) -> Option<u64> {
    SAMPLES.set(t, 0);
    // SAFETY: signals a thread of this process with our handler's signal.
    let r = unsafe {
        libc::syscall(
            libc::SYS_tgkill,
            libc::getpid(),
            t as libc::c_long,
            sample_signal() as libc::c_long,
        )
    };
    if r != 0 {
        return None;
    }
    for _ in 0..200 {
        let v = SAMPLES.get(t);
        if v != 0 {
            return Some(v);
        }
        std::thread::sleep(Duration::from_micros(100));
    }
    None
}

/// Whether every thread in `tids` waits in ROCr (see the module doc).
pub fn all_waiting_in_rocr(tids: &[i32]) -> bool {
    let Some((lo, hi)) = rocr_text() else {
        return false;
    };
    if !install() {
        return false;
    }
    let in_rocr = |pc: u64| pc >= lo && pc < hi;
    let yielded_lately = |t: i32| {
        let y = YIELDS.get(t);
        y != 0 && now_ns().saturating_sub(y) < YIELD_WINDOW_NS
    };
    for &t in tids {
        if yielded_lately(t) {
            continue;
        }
        // A wait loop is a few instructions: every sample lands in ROCr within one small
        // stretch of code. ROCr doing real work (its loader relocating a code object) moves
        // around and does not count.
        let mut pcs = Vec::with_capacity(SAMPLES_PER_THREAD);
        for k in 0..SAMPLES_PER_THREAD {
            if k > 0 {
                std::thread::sleep(SAMPLE_GAP);
                if yielded_lately(t) {
                    break;
                }
            }
            match sample(t) {
                Some(pc) if in_rocr(pc) => pcs.push(pc),
                _ => return false,
            }
        }
        if yielded_lately(t) {
            continue;
        }
        let (min, max) = (pcs.iter().min(), pcs.iter().max());
        if let (Some(&a), Some(&b)) = (min, max) {
            if b - a > LOOP_SPAN {
                return false;
            }
        }
    }
    true
}
