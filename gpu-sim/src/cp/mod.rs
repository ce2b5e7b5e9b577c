//! The command processor and the dispatchers of each GPU: doorbells, AQL queue fetch, packet
//! processing, kernel launch, completion signals and driver events.
//!
//! Components (one engine, see `gpu::world`): [`unit::CpUnit`] (`gpu[g].cp`), the packet
//! logic; a dispatch becomes `CtlMsg::Launch` messages ([`launch`]) to the dispatcher of each
//! member GPU — [`dispatcher::Dispatcher`] in timing mode,
//! [`functional::FunctionalDispatcher`] in functional mode, behind the same messages — which
//! answer `CtlMsg::KernelDone` after the kernel-end release.
//!
//! Model: each queue registered by the driver ([`emulated_driver::QueueDesc`], from the
//! driver's `CtlMsg::Note`) has a read and a write index. A doorbell store (gfx8 legacy: a
//! 32-bit write index, `write_index + 1` of the last packet) raises the write index; the queue
//! then fetches one 64-byte AQL slot at a time from host memory through the system-memory port
//! (`sys.mem`), each costing `packet_process_ps` (gem5's empirical 4.4 us). KERNEL_DISPATCH
//! is read and checked ([`launch::prepare`]) and launched on the dispatchers; BARRIER_AND/OR
//! poll their dependency signals every `barrier_poll_ps` (and again whenever this CP completes
//! a signal); VENDOR slots are consumed (AMD PM4-IB packets complete their signal; raw gfx8
//! PM4 cache invalidates are skipped). A set barrier bit holds a packet until earlier packets
//! of its queue completed. The consumed slot's type becomes INVALID and the read index is
//! written back to `read_pointer_address`. At completion the GPU first performs the release
//! (a system-scope release after a kernel that left the L2 dirty asks the dispatcher to write
//! it back: `CtlMsg::Release`), then decrements the completion signal, and if the signal has
//! an event mailbox writes the event id there and raises the event (`CtlMsg::RaiseEvent` to
//! `sys.driver`).
//!
//! Config: [`CpConfig`] (`packet_process_ps` 4_400_000, `barrier_poll_ps` 1_000_000,
//! `doorbell_bytes` 4). Stats: [`CpStats`].
//!
//! Guest errors stop only their queue and are reported to the runtime in
//! `amd_queue_t.queue_inactive_signal` with ROCr's error codes; a dispatch that needs more
//! scratch than the queue has stops the queue with `INSUFFICIENT_SCRATCH` until the runtime
//! stores 0 there (gfx8 dynamic scratch).
//!
//! Deviations (docs/driver.md): no AGENT_DISPATCH, one packet in the fetch stage per queue,
//! no signal timestamps.

/// The AQL formats live in the `host-abi` crate: the host programs write what the CP reads.
pub use host_abi::aql;
pub mod dispatcher;
#[cfg(test)]
mod dispatcher_tests;
pub mod functional;
pub mod launch;
pub mod sample;
pub mod unit;
pub mod window;

/// What a launch carries is plain data next to the messages (`proto::launch`).
pub use crate::proto::launch::{DispatchInfo, LaunchError, QueueInfo};
pub use unit::{CpError, CpStats, QueueError, QueueStatus};

use serde::{Deserialize, Serialize};

/// Command-processor configuration (`[gpu.cp]`).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, default = "CpConfig::r9_nano")]
pub struct CpConfig {
    /// Time to process one AQL packet, in ps. Default 4_400_000 (gem5's `pktProcessDelay`,
    /// "obtained empirically on Kaveri hardware").
    pub packet_process_ps: u64,
    /// How often a blocked barrier packet re-reads its dependency signals, in ps. Default
    /// 1_000_000 (1 us).
    pub barrier_poll_ps: u64,
    /// Doorbell store width in bytes: 4 (gfx8 legacy, a 32-bit write index) or 8.
    pub doorbell_bytes: u32,
    /// One-way latency between a command processor and the dispatchers it launches on, in ps:
    /// a launch reaches a dispatcher, and its completion the command processor, this long after
    /// it was sent. The command processors sit with the driver in the host-side partition of
    /// the engine and the dispatchers in their GPUs' partitions, so this latency bounds the
    /// parallel engine's look-ahead window. Default 140_000 (140 ns: a PCIe-class hop, as
    /// the host link's 140 core cycles at 1 GHz).
    pub dispatcher_latency_ps: u64,
    /// Timing mode: the first kernel run on the timing model (`--timing-from`): a 0-based
    /// launch index of this command processor, a kernel name, or `region:NAME`; kernels
    /// outside the window run on the functional model ([`window`]). Unset: from the first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing_from: Option<String>,
    /// Timing mode: the first kernel after the window (`--timing-until`, exclusive): a launch
    /// index or a kernel name. Unset: to the last.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing_until: Option<String>,
    /// Timing mode: kernel sampling (`--sample K`, [`sample`]): every `sample_period`-th
    /// launch of each class (kernel, grid, workgroup size) runs on the timing model, the rest
    /// on the functional model, and the run reports the program's estimated time. 0: off.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sample_period: u64,
    /// With sampling: the first launches of each class that always run on the timing model.
    /// Default 2 (a class with at most this many launches is simulated wholly in detail).
    #[serde(
        default = "default_sample_first",
        skip_serializing_if = "is_default_sample_first"
    )]
    pub sample_first: u64,
    /// Timing mode: workgroup sampling (`--sample-groups R`, [`sample`]): in a kernel of at
    /// least `2 R` occupancy rounds of workgroups, the first `R` rounds run on the timing
    /// model, the rest on the functional emulator, and their time is added from the steady
    /// rounds' throughput. 0: off; else at least 4.
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub sample_groups: u32,
}

fn is_zero_u32(v: &u32) -> bool {
    *v == 0
}

fn is_zero(v: &u64) -> bool {
    *v == 0
}

fn default_sample_first() -> u64 {
    2
}

fn is_default_sample_first(v: &u64) -> bool {
    *v == default_sample_first()
}

impl Default for CpConfig {
    fn default() -> CpConfig {
        CpConfig::r9_nano()
    }
}

impl CpConfig {
    pub fn r9_nano() -> CpConfig {
        CpConfig {
            packet_process_ps: 4_400_000,
            barrier_poll_ps: 1_000_000,
            doorbell_bytes: host_abi::addr::DOORBELL_BYTES_GFX8,
            dispatcher_latency_ps: 140_000,
            timing_from: None,
            timing_until: None,
            sample_period: 0,
            sample_first: default_sample_first(),
            sample_groups: 0,
        }
    }

    /// Every problem, each naming its key under `prefix` (e.g. `"gpu.cp"`); empty when valid.
    pub fn validate(&self, prefix: &str) -> Vec<String> {
        let mut e = Vec::new();
        if self.packet_process_ps == 0 {
            e.push(format!("{prefix}.packet_process_ps: must be non-zero"));
        }
        if self.barrier_poll_ps == 0 {
            e.push(format!("{prefix}.barrier_poll_ps: must be non-zero"));
        }
        if self.dispatcher_latency_ps == 0 {
            e.push(format!(
                "{prefix}.dispatcher_latency_ps: must be non-zero (it is the parallel engine's look-ahead)"
            ));
        }
        if self.doorbell_bytes != 4 && self.doorbell_bytes != 8 {
            e.push(format!(
                "{prefix}.doorbell_bytes: must be 4 or 8, got {}",
                self.doorbell_bytes
            ));
        }
        e.extend(window::validate(
            self.timing_from.as_deref(),
            self.timing_until.as_deref(),
            prefix,
        ));
        e.extend(sample::validate(
            self.sample_period,
            self.timing_from.is_some() || self.timing_until.is_some(),
            prefix,
        ));
        e.extend(sample::validate_groups(self.sample_groups, prefix));
        e
    }
}
