//! What the GPU side's emulated driver answers a host program over the bridge's driver
//! channel, beyond the KFD argument structs themselves: the `DRV_MMAP_REPLY` payload (what an
//! mmap offset resolved to) and the `DRV_EVENT` that reports a stopped queue. The GPU process
//! encodes these and the host runtime decodes them (the gem5 adapter's C++ twin is
//! `cpu-adapters/gem5/kfd_marshal.hh`).

/// `DRV_EVENT.arg0` that reports a stopped queue (payload: the error text).
pub const QUEUE_ERROR_EVENT: u64 = u64::MAX;

/// `DRV_EVENT.arg0` that says the GPUs have no work: nothing scheduled within
/// [`GPU_IDLE_GAP_PS`] (sent only when the GPU side's `notify_idle` is on, once after each
/// stretch of work or input, stamped with the time of the last event the GPUs ran). `arg1` is
/// the number of driver messages the GPU side had taken: a report with fewer than the CPU side
/// has sent predates some of them (a doorbell may be on its way) and says nothing.
pub const GPU_IDLE_EVENT: u64 = u64::MAX - 1;

/// The GPUs count as idle when their next scheduled event is further away than this (1 ms):
/// only timers such as a WAIT_EVENTS deadline are that far; a running kernel or a polled
/// barrier always has an event sooner.
pub const GPU_IDLE_GAP_PS: u64 = 1_000_000_000;

/// `DRV_ANNOTATE.arg0`: a region of interest begins; the payload is its name.
pub const ANNOTATE_REGION_BEGIN: u64 = 1;
/// `DRV_ANNOTATE.arg0`: the innermost open region ends (no payload).
pub const ANNOTATE_REGION_END: u64 = 2;
/// `DRV_ANNOTATE.arg0`: the kernel whose descriptor is at `arg1` is named by the payload (sent
/// once per kernel object, only when the run's timing window names kernels).
pub const ANNOTATE_KERNEL_NAME: u64 = 3;
/// `DRV_ANNOTATE.arg0`: the checkpoint boundary (docs/standalone.md, "Checkpoints"): every
/// earlier launch has finished; `arg1` is [`BOUNDARY_SAVED`] where the run writes a checkpoint
/// here, [`BOUNDARY_RESTORED`] where it restored one; the payload is the checkpoint folder.
pub const ANNOTATE_BOUNDARY: u64 = 4;
/// `ANNOTATE_BOUNDARY`'s `arg1`: a checkpoint is written here.
pub const BOUNDARY_SAVED: u64 = 0;
/// `ANNOTATE_BOUNDARY`'s `arg1`: the CPU side restored a checkpoint here.
pub const BOUNDARY_RESTORED: u64 = 1;

/// What an mmap resolved to (the `DRV_MMAP_REPLY` payload, 16 bytes little-endian:
/// kind u32, gpu u32, value u64).
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mmap_replies_round_trip_and_bad_ones_are_refused() {
        for r in [
            MmapReply::Doorbell {
                gpu: 3,
                gpu_id: 0xbeef,
            },
            MmapReply::Vram {
                gpu: 1,
                vram_offset: 0x1234_5000,
            },
            MmapReply::Host {
                va: 0x7fff_0000_1000,
            },
            MmapReply::EventsPage,
        ] {
            let b = r.encode();
            assert_eq!(b.len(), 16);
            assert_eq!(MmapReply::decode(&b), Some(r));
        }
        assert_eq!(MmapReply::decode(&[1, 0, 0, 0]), None, "short");
        let mut bad = MmapReply::EventsPage.encode();
        bad[0] = 9;
        assert_eq!(MmapReply::decode(&bad), None, "unknown kind");
    }
}
