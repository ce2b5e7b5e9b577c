//! Tandem's roctx (`libroctx64.so`, header `roctx/include/roctx.h`): roctracer's marker API
//! with its names and signatures, so a ROCm program written for roctx links unchanged (Debian's
//! ROCm 5.2 ships no roctx). Under `tandem exec` a pushed range is a region of interest: each
//! push and pop calls the interposer's `tandem_interpose_annotate`, found at run time with
//! `dlsym` (the interposer is preloaded into the program), and the GPU side dumps the
//! statistics of the kernels inside the region (docs/outputs.md, "Regions of interest").
//! Without the interposer the calls only keep the nesting count roctx returns.
//!
//! Why a library of its own and not symbols of the interposer: the program must link against
//! roctx's names when it is built, outside any Tandem run, and the interposer must never be
//! linked into a program (it replaces libc's calls). Marks and start/stop ranges (which may
//! overlap, so they cannot be nested regions) are accepted and do nothing.

use std::cell::Cell;
use std::ffi::{c_char, c_int};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// `host_abi::driver::ANNOTATE_REGION_BEGIN` / `ANNOTATE_REGION_END` (repeated here: this
/// library depends on nothing of Tandem's, so it links into any program).
const REGION_BEGIN: u64 = 1;
const REGION_END: u64 = 2;

type AnnotateFn = unsafe extern "C" fn(u64, *const c_char) -> c_int;

/// The interposer's entry, if the program runs under `tandem exec`.
fn annotate() -> Option<AnnotateFn> {
    static F: OnceLock<Option<AnnotateFn>> = OnceLock::new();
    *F.get_or_init(|| {
        // SAFETY: a symbol lookup in the process's global scope with a NUL-terminated name.
        let p = unsafe { libc::dlsym(libc::RTLD_DEFAULT, c"tandem_interpose_annotate".as_ptr()) };
        if p.is_null() {
            return None;
        }
        // SAFETY: the interposer defines the symbol with exactly this signature.
        Some(unsafe { std::mem::transmute::<*mut libc::c_void, AnnotateFn>(p) })
    })
}

thread_local! {
    /// Ranges the thread has open (roctx's ranges nest per thread).
    static DEPTH: Cell<c_int> = const { Cell::new(0) };
}

/// roctx's API version, major.
#[no_mangle]
pub extern "C" fn roctx_version_major() -> u32 {
    4
}

/// roctx's API version, minor.
#[no_mangle]
pub extern "C" fn roctx_version_minor() -> u32 {
    1
}

/// An instantaneous marker: accepted, no effect on the simulation.
#[no_mangle]
pub extern "C" fn roctxMarkA(_message: *const c_char) {}

/// Begins a nested range (a region named `message`); returns its 0-based nesting level.
///
/// # Safety
/// `message` is null or a NUL-terminated string (roctx's contract).
#[no_mangle]
pub unsafe extern "C" fn roctxRangePushA(message: *const c_char) -> c_int {
    if let Some(f) = annotate() {
        // SAFETY: the interposer reads `message` as a C string (null allowed).
        unsafe { f(REGION_BEGIN, message) };
    }
    DEPTH.with(|d| {
        let level = d.get();
        d.set(level.saturating_add(1));
        level
    })
}

/// Ends the thread's innermost range; returns its 0-based nesting level, or -1 when none is
/// open (nothing is sent then).
#[no_mangle]
pub extern "C" fn roctxRangePop() -> c_int {
    let level = DEPTH.with(|d| {
        let open = d.get();
        if open > 0 {
            d.set(open - 1);
        }
        open - 1
    });
    if level >= 0 {
        if let Some(f) = annotate() {
            // SAFETY: the interposer takes a null name for an end.
            unsafe { f(REGION_END, std::ptr::null()) };
        }
    }
    level
}

/// A range that may overlap others: an id, no region.
#[no_mangle]
pub extern "C" fn roctxRangeStartA(_message: *const c_char) -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// Ends a start/stop range: no effect.
#[no_mangle]
pub extern "C" fn roctxRangeStop(_id: u64) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_nest_per_thread_and_a_pop_without_a_push_is_negative() {
        // SAFETY: NUL-terminated literals.
        unsafe {
            assert_eq!(roctxRangePushA(c"a".as_ptr()), 0);
            assert_eq!(roctxRangePushA(c"b".as_ptr()), 1);
        }
        assert_eq!(std::thread::spawn(|| roctxRangePop()).join().unwrap(), -1);
        assert_eq!(roctxRangePop(), 1);
        assert_eq!(roctxRangePop(), 0);
        assert_eq!(roctxRangePop(), -1);
        assert!(roctxRangeStartA(std::ptr::null()) > 0);
        // Outside `tandem exec` nothing is there to tell.
        assert!(annotate().is_none());
    }
}
