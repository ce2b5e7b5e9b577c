//! How far a run has got, for the host side's progress bar: a small shared page the host stub
//! creates and the GPU process updates once per step of its loop (never per event).
//!
//! Layout: three little-endian `u64` words, each written with a relaxed atomic store by the
//! GPU process alone: the GPU side's simulated time in ps ([`SIM_PS`]), the wavefront
//! instructions of finished workgroups (timing mode; of finished kernels in functional mode,
//! [`INSTRUCTIONS`]) and the dispatches finished ([`KERNELS`]). The values only inform a
//! display; nothing in the simulation reads them.

use super::shm::{SharedRegion, ShmError};
use std::sync::atomic::Ordering;

/// Size of the page.
pub const PROGRESS_BYTES: u64 = 4096;
/// Offset of the simulated time (ps).
pub const SIM_PS: u64 = 0;
/// Offset of the wavefront instructions finished.
pub const INSTRUCTIONS: u64 = 8;
/// Offset of the dispatches finished.
pub const KERNELS: u64 = 16;

/// One reading of the counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProgressSnapshot {
    pub sim_ps: u64,
    pub wavefront_instructions: u64,
    pub kernels: u64,
}

/// The shared progress page.
pub struct ProgressPage {
    region: SharedRegion,
}

// SAFETY: the page is only ever accessed through atomic loads and stores (`atomic_u64`), so
// sharing it between threads cannot race.
unsafe impl Sync for ProgressPage {}

impl ProgressPage {
    /// Creates a zeroed page the GPU process inherits (host side).
    pub fn create() -> Result<ProgressPage, ShmError> {
        Ok(ProgressPage {
            region: SharedRegion::create("tandem-progress", PROGRESS_BYTES)?,
        })
    }

    /// Maps the page from an inherited descriptor (GPU process).
    ///
    /// # Safety
    /// As [`SharedRegion::from_inherited_fd`]: `fd` is an open memfd owned by nobody else here.
    pub unsafe fn from_inherited_fd(fd: i32) -> Result<ProgressPage, ShmError> {
        // SAFETY: passed on from the caller's promise.
        let region = unsafe { SharedRegion::from_inherited_fd("progress", fd, PROGRESS_BYTES) }?;
        Ok(ProgressPage { region })
    }

    /// The descriptor to hand to the GPU process.
    pub fn raw_fd(&self) -> i32 {
        self.region.raw_fd()
    }

    /// Publishes a reading.
    pub fn store(&self, s: ProgressSnapshot) {
        for (off, v) in [
            (SIM_PS, s.sim_ps),
            (INSTRUCTIONS, s.wavefront_instructions),
            (KERNELS, s.kernels),
        ] {
            if let Ok(a) = self.region.atomic_u64(off) {
                a.store(v, Ordering::Relaxed);
            }
        }
    }

    /// The latest reading.
    pub fn load(&self) -> ProgressSnapshot {
        let get = |off| {
            self.region
                .atomic_u64(off)
                .map_or(0, |a| a.load(Ordering::Relaxed))
        };
        ProgressSnapshot {
            sim_ps: get(SIM_PS),
            wavefront_instructions: get(INSTRUCTIONS),
            kernels: get(KERNELS),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reading_comes_back() {
        let p = ProgressPage::create().expect("memfd");
        assert_eq!(p.load(), ProgressSnapshot::default());
        let s = ProgressSnapshot {
            sim_ps: 12_345,
            wavefront_instructions: 99,
            kernels: 2,
        };
        p.store(s);
        assert_eq!(p.load(), s);
    }
}
