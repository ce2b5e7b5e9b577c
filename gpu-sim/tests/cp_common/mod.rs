//! Shared fixtures for the command-processor tests: a host-memory layout, a fake launcher
//! that writes a marker and records the order of launches and releases, and a recording
//! host for events and queue errors.
#![allow(dead_code)]

use emulated_driver::QueueDesc;
use gpu_sim::cp::aql::{self, FenceScope, KernelDispatchPacket};
use gpu_sim::cp::{CpHost, DispatchInfo, KernelLauncher, LaunchDone, LaunchError, QueueError};
use gpu_sim::emu::{Memory, SparseMemory};

pub const US: u64 = 1_000_000;
pub const PKT_PS: u64 = 4_400_000;
pub const KERNEL_PS: u64 = 10 * US;

/// Per-queue layout: ring at `ring(q)`, amd_queue_t at `amd_queue(q)`.
pub fn ring(q: u32) -> u64 {
    0x100_0000 + u64::from(q) * 0x10_0000
}
pub fn amd_queue(q: u32) -> u64 {
    0x800_0000 + u64::from(q) * 0x1000
}
pub fn signal(k: u64) -> u64 {
    0x900_0000 + k * 64
}
pub fn kernarg(k: u64) -> u64 {
    0xA00_0000 + k * 64
}
pub const MAILBOX_PAGE: u64 = 0xB00_0000;

pub fn memory() -> SparseMemory {
    let mut m = SparseMemory::new();
    m.map(0x100_0000, 0x80_0000); // rings
    m.map(0x800_0000, 0x10_0000); // amd_queue_t
    m.map(0x900_0000, 0x1_0000); // signals
    m.map(0xA00_0000, 0x1_0000); // kernargs
    m.map(MAILBOX_PAGE, 0x8000); // events page
    m
}

pub fn desc(gpu_index: usize, queue_id: u32, ring_size_bytes: u64, alias: bool) -> QueueDesc {
    QueueDesc {
        queue_id,
        gpu_id: 1000 + gpu_index as u32,
        gpu_index,
        queue_type: emulated_driver::abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL,
        ring_base_address: ring(queue_id),
        ring_size_bytes,
        ring_alias_half: alias,
        read_pointer_address: amd_queue(queue_id) + 0x80,
        write_pointer_address: amd_queue(queue_id) + 0x50,
        eop_buffer_address: 0,
        eop_buffer_size: 0,
        ctx_save_restore_address: 0,
        ctx_save_restore_size: 0,
        queue_percentage: 100,
        queue_priority: 7,
    }
}

pub fn u64_at(m: &mut SparseMemory, a: u64) -> u64 {
    let mut b = [0u8; 8];
    m.read(a, &mut b).unwrap();
    u64::from_le_bytes(b)
}
pub fn put_u64(m: &mut SparseMemory, a: u64, v: u64) {
    m.write(a, &v.to_le_bytes()).unwrap();
}

/// amd_signal_t with `value`, and an event mailbox if given.
pub fn make_signal(m: &mut SparseMemory, k: u64, value: i64, mailbox_event: Option<u32>) {
    let s = signal(k);
    put_u64(m, s, 1); // kind: user
    put_u64(m, s + 8, value as u64);
    match mailbox_event {
        Some(id) => {
            put_u64(m, s + 0x10, MAILBOX_PAGE + u64::from(id) * 8);
            put_u64(m, s + 0x18, u64::from(id));
        }
        None => put_u64(m, s + 0x10, 0),
    }
}

pub fn dispatch(k: u64, barrier: bool, completion_signal: u64) -> [u8; 64] {
    aql::encode_dispatch(&KernelDispatchPacket {
        header: aql::Header(aql::header(
            aql::PACKET_TYPE_KERNEL_DISPATCH,
            barrier,
            FenceScope::System,
            FenceScope::System,
        )),
        setup: 1,
        workgroup_size: [64, 1, 1],
        grid_size: [256, 1, 1],
        private_segment_size_bytes: 0,
        group_segment_size_bytes: 0,
        kernel_object: 0xC00_0000,
        kernarg_address: kernarg(k),
        completion_signal,
    })
}

pub fn write_slot(m: &mut SparseMemory, queue: u32, slot: u64, p: &[u8; 64]) {
    m.write(ring(queue) + slot * 64, p).unwrap();
}

/// Writes `dispatch_id + 1` at the kernarg address; lasts `kernel_ps`. Logs launches and
/// releases; at each release it reads `watch_signal`'s value to prove the signal is still
/// untouched then.
#[derive(Default)]
pub struct FakeLauncher {
    pub kernel_ps: u64,
    pub log: Vec<String>,
    pub launches: Vec<(DispatchInfo, u64)>,
    pub watch_signal: Option<u64>,
    pub fail_kernel_object: Option<u64>,
}

impl FakeLauncher {
    pub fn new() -> FakeLauncher {
        FakeLauncher {
            kernel_ps: KERNEL_PS,
            ..Default::default()
        }
    }
}

impl KernelLauncher for FakeLauncher {
    fn launch(
        &mut self,
        d: &DispatchInfo,
        _tag: u64,
        start_ps: u64,
        mem: &mut dyn Memory,
    ) -> Result<Option<LaunchDone>, LaunchError> {
        if Some(d.packet.kernel_object) == self.fail_kernel_object {
            return Err(LaunchError {
                code: aql::queue_error::ILLEGAL_INSTRUCTION,
                reason: "fake fault".into(),
            });
        }
        mem.write(d.packet.kernarg_address, &(d.dispatch_id + 1).to_le_bytes())
            .map_err(|e| LaunchError {
                code: aql::queue_error::MEMORY_VIOLATION,
                reason: e.to_string(),
            })?;
        self.log.push(format!(
            "launch g{} q{} d{} @{}",
            d.gpu_index, d.queue_id, d.dispatch_id, start_ps
        ));
        self.launches.push((d.clone(), start_ps));
        Ok(Some(LaunchDone {
            end_ps: start_ps + self.kernel_ps,
        }))
    }

    fn release(
        &mut self,
        gpu_index: usize,
        scope: FenceScope,
        _tag: u64,
        now_ps: u64,
        mem: &mut dyn Memory,
    ) -> Option<u64> {
        let v = self.watch_signal.map(|s| {
            let mut b = [0u8; 8];
            let _ = mem.read(s + 8, &mut b);
            i64::from_le_bytes(b)
        });
        self.log.push(format!(
            "release g{gpu_index} {scope:?} @{now_ps} watched={v:?}"
        ));
        Some(now_ps + 100_000) // 100 ns of L2 write-back
    }
}

#[derive(Default)]
pub struct RecHost {
    pub events: Vec<(usize, u32, u64)>,
    pub errors: Vec<String>,
}

impl CpHost for RecHost {
    fn raise_event(&mut self, gpu_index: usize, event_id: u32, now_ps: u64) {
        self.events.push((gpu_index, event_id, now_ps));
    }
    fn queue_error(&mut self, _gpu_index: usize, _queue_id: u32, err: &QueueError, _now_ps: u64) {
        self.errors.push(err.to_string());
    }
}
