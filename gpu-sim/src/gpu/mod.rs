//! N GPUs assembled behind the emulated KFD driver: what the GPU process (`tandem-gpu`) runs.
//!
//! [`world::World`] is one engine holding the driver component ([`driver`]), every GPU's
//! command processor and dispatcher (`crate::cp`), and in timing mode every GPU's compute units
//! and memory side, with the page-table server ([`pagetable`]) the walkers read
//! [`memory::SystemMemory`]'s one page table through: host memory (the CPU side's shared
//! region), each GPU's VRAM and where every 4 KiB page lives.
//!
//! Requests arrive as driver-channel messages (ioctl, mmap, doorbell) injected at their bridge
//! timestamps; the world answers with [`Outgoing`] messages. [`process`] is the GPU process's
//! loop around it.
//!
//! Conventions shared with the host stub (both sides of this crate's protocol on the driver
//! channel): an mmap reply carries a [`MmapReply`] payload; a queue that stopped on a guest
//! error is reported as a `DRV_EVENT` with `arg0 =` [`QUEUE_ERROR_EVENT`] and the message text
//! as payload, so the host program fails at once instead of waiting forever.

pub mod driver;
pub mod memory;
pub mod pagetable;
pub mod process;
pub mod progress;
pub mod shm;
pub mod sysmem;
pub mod world;

use crate::cp::functional::FunctionalTiming;
use crate::cp::CpConfig;

/// `DRV_EVENT.arg0` that reports a stopped queue (payload: the error text).
pub const QUEUE_ERROR_EVENT: u64 = u64::MAX;

/// What an mmap resolved to (the `DRV_MMAP_REPLY` payload, 24 bytes little-endian:
/// kind u32, gpu u32, value u64, extra u64).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MmapReply {
    /// GPU `gpu`'s doorbell page (value: gpu_id).
    Doorbell { gpu: usize, gpu_id: u32 },
    /// A VRAM BO of GPU `gpu`: its frames start at `vram_offset` in that GPU's region.
    Vram { gpu: usize, vram_offset: u64 },
    /// A host-memory BO at CPU address `va`.
    Host { va: u64 },
    /// The driver's events page.
    EventsPage,
}

impl MmapReply {
    pub fn encode(&self) -> Vec<u8> {
        let (k, g, v): (u32, u32, u64) = match *self {
            MmapReply::Doorbell { gpu, gpu_id } => (1, gpu as u32, u64::from(gpu_id)),
            MmapReply::Vram { gpu, vram_offset } => (2, gpu as u32, vram_offset),
            MmapReply::Host { va } => (3, 0, va),
            MmapReply::EventsPage => (4, 0, 0),
        };
        let mut b = Vec::with_capacity(16);
        b.extend_from_slice(&k.to_le_bytes());
        b.extend_from_slice(&g.to_le_bytes());
        b.extend_from_slice(&v.to_le_bytes());
        b
    }

    pub fn decode(b: &[u8]) -> Option<MmapReply> {
        if b.len() < 16 {
            return None;
        }
        let k = u32::from_le_bytes(b[0..4].try_into().ok()?);
        let g = u32::from_le_bytes(b[4..8].try_into().ok()?) as usize;
        let v = u64::from_le_bytes(b[8..16].try_into().ok()?);
        Some(match k {
            1 => MmapReply::Doorbell {
                gpu: g,
                gpu_id: v as u32,
            },
            2 => MmapReply::Vram {
                gpu: g,
                vram_offset: v,
            },
            3 => MmapReply::Host { va: v },
            4 => MmapReply::EventsPage,
            _ => return None,
        })
    }
}

/// GPU-side configuration passed to the GPU process.
#[derive(serde::Serialize, serde::Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct GpuSideConfig {
    pub n_gpus: u32,
    /// Functional mode's duration formula.
    pub functional: FunctionalTiming,
    pub cp: CpConfig,
    /// Unified group (GPU indices, lead first), if any.
    pub unified: Option<Vec<usize>>,
    /// Which kernel model runs the dispatches. Default functional.
    #[serde(default)]
    pub mode: GpuMode,
    /// The GPU: its shape and clock in both modes, the whole cycle-level model in timing
    /// mode (`[gpu.timing]`).
    pub model: crate::config::TimingConfig,
}

impl GpuSideConfig {
    /// The APU configuration: timing mode with `[gpu.timing.apu] enabled`, where the GPUs'
    /// host-memory accesses travel over the bridge's memory-controller queues (the CPU side,
    /// host stub or gem5, must answer them). One definition for every side that asks.
    pub fn apu(&self) -> bool {
        self.mode == GpuMode::Timing && self.model.apu.enabled
    }
}

/// The kernel model of the GPU side.
#[derive(serde::Serialize, serde::Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum GpuMode {
    /// The functional emulator with the throughput formula of [`FunctionalTiming`].
    #[default]
    Functional,
    /// The cycle-level model ([`timing`]).
    Timing,
}

pub use crate::proto::Outgoing;

/// Why the GPU system could not start.
#[derive(Debug, thiserror::Error)]
pub enum GpuSystemError {
    #[error("driver configuration: {0}")]
    Driver(String),
    #[error("gpu configuration: {0}")]
    Config(String),
}

#[cfg(test)]
mod tests {
    use super::memory::HOST_VA_BASE;
    use super::*;

    #[test]
    fn mmap_reply_round_trips() {
        for r in [
            MmapReply::Doorbell {
                gpu: 3,
                gpu_id: 0xbeef,
            },
            MmapReply::Vram {
                gpu: 1,
                vram_offset: 0x1234_5000,
            },
            MmapReply::Host { va: HOST_VA_BASE },
            MmapReply::EventsPage,
        ] {
            assert_eq!(MmapReply::decode(&r.encode()), Some(r));
        }
        assert_eq!(MmapReply::decode(&[9, 0, 0, 0]), None);
        assert_eq!(MmapReply::decode(&[9u8; 16]), None);
    }
}
