//! The bridge wire format: every byte that crosses the process boundary is defined here and nowhere else.
//!
//! The segment starts with a [`SegmentHeader`] (one 4 KiB page), followed by the rings.
//! A ring is an array of fixed-size slots; every slot starts with a 64-byte head whose simulated time
//! (`time_ps`, u64 picoseconds) sits at byte 48 and whose ownership/type byte (`own_type`) is byte 63.
//! The producer fills a slot, then publishes it with a release store of `OWN_CONSUMER | type` to
//! `own_type`; the consumer reads that byte with an acquire load and hands the slot back by storing
//! `OWN_PRODUCER` (0) with a release store.
//! Type numbers are reserved per channel, so a message on the wrong ring is detected and refused.
//! Memory slots are 128 bytes (head + one 64-byte line of data), driver slots 256 bytes (head + 192
//! bytes of payload; longer payloads are chunked over consecutive slots), control slots 64 bytes.
//! The layout hash covers every field offset and size below, so two builds that disagree on the
//! layout refuse to connect.
//! The C header `bridge/include/tandem_bridge.h` is generated from this file by cbindgen (checked by a test).

use bytemuck::{Pod, Zeroable};
use core::mem::{offset_of, size_of};

/// Segment magic: the ASCII bytes `TANDEMBR` read as a little-endian u64.
pub const BRIDGE_MAGIC: u64 = 0x5242_4d45_444e_4154;
/// Protocol version; bump on any change of meaning that the layout hash does not catch.
pub const BRIDGE_PROTOCOL_VERSION: u32 = 1;
/// Bytes reserved for the segment header (the rings start at this offset).
pub const BRIDGE_HEADER_BYTES: u32 = 4096;
/// Bytes of every slot head (and of a control slot).
pub const BRIDGE_SLOT_HEAD_BYTES: u32 = 64;
/// Bytes of a memory slot (head + one 64-byte line).
pub const BRIDGE_MEM_SLOT_BYTES: u32 = 128;
/// Bytes of a driver slot (head + payload chunk).
pub const BRIDGE_DRIVER_SLOT_BYTES: u32 = 256;
/// Payload bytes carried by one driver slot.
pub const BRIDGE_DRIVER_CHUNK_BYTES: u32 = 192;
/// Largest driver payload (ioctl argument struct, mmap data) in bytes.
pub const BRIDGE_DRIVER_MAX_PAYLOAD: u32 = 65536;
/// Bytes of one memory line carried by a memory message.
pub const BRIDGE_LINE_BYTES: u32 = 64;
/// Most memory controllers a segment may describe.
pub const BRIDGE_MAX_MC: u32 = 64;
/// Fewest and most slots per ring (a power of two in between).
pub const BRIDGE_MIN_RING_ENTRIES: u32 = 8;
/// See [`BRIDGE_MIN_RING_ENTRIES`].
pub const BRIDGE_MAX_RING_ENTRIES: u32 = 65536;

/// `own_type` bit 7 clear: the producer owns the slot (it is free).
pub const OWN_PRODUCER: u8 = 0x00;
/// `own_type` bit 7 set: the consumer owns the slot (it holds a message).
pub const OWN_CONSUMER: u8 = 0x80;
/// Mask of the type bits of `own_type`.
pub const TYPE_MASK: u8 = 0x7f;

// Control channel types: 0x01..=0x1f (both directions).
/// Control: hello (GPU side announces itself; `arg0` = pid).
pub const CTL_HELLO: u8 = 0x01;
/// Control: start (CPU side tells the GPU side the run begins).
pub const CTL_START: u8 = 0x02;
/// Control: sync; `time_ps` is the sender's promise: it will send nothing stamped earlier.
pub const CTL_SYNC: u8 = 0x03;
/// Control: stop (reserved for a pause request; not used by the transport itself).
pub const CTL_STOP: u8 = 0x04;
/// Control: terminate; the sender sends nothing after it but the receiver's acknowledgement is awaited.
pub const CTL_TERMINATE: u8 = 0x05;
/// Control: acknowledgement of terminate; the last message a side sends.
pub const CTL_TERMINATE_ACK: u8 = 0x06;
/// Control (per-cycle mode, CPU to GPU): run one GPU core tick (all CUs) at `time_ps`.
pub const CTL_CORE_TICK: u8 = 0x08;
/// Control (per-cycle mode, CPU to GPU): run one memory tick of controller `arg0` at `time_ps`.
pub const CTL_MEM_TICK: u8 = 0x09;
/// Control (per-cycle mode, GPU to CPU): the granted tick at `time_ps` is finished.
pub const CTL_TICK_DONE: u8 = 0x0a;

// Driver channel types: 0x20..=0x3f.
/// Driver (CPU to GPU): an ioctl; `arg0` = request number, payload = argument struct.
pub const DRV_IOCTL: u8 = 0x20;
/// Driver (GPU to CPU): ioctl reply; `arg0` = request number, `arg1` = result (0 or -errno), payload = argument struct.
pub const DRV_IOCTL_REPLY: u8 = 0x21;
/// Driver (CPU to GPU): an mmap; `arg0` = offset, `arg1` = length.
pub const DRV_MMAP: u8 = 0x22;
/// Driver (GPU to CPU): mmap reply; `arg1` = result (address or -errno).
pub const DRV_MMAP_REPLY: u8 = 0x23;
/// Driver (CPU to GPU): a doorbell write; `arg0` = doorbell offset, `arg1` = value.
pub const DRV_DOORBELL: u8 = 0x24;
/// Driver (GPU to CPU): an event signal; `arg0` = event id, `arg1` = value.
pub const DRV_EVENT: u8 = 0x25;
/// Driver (CPU to GPU): an annotation of the host program, no reply; `arg0` = kind (region
/// begin, region end, kernel name: `host_abi::driver::ANNOTATE_*`), `arg1` = the kernel object
/// of a kernel name, payload = the name (UTF-8). The GPU side records it at `time_ps`, in order
/// with the doorbells around it.
pub const DRV_ANNOTATE: u8 = 0x26;

// Memory channel types: requests 0x40..=0x5f (GPU to CPU), responses 0x60..=0x7f (CPU to GPU).
/// Memory request: read `size` bytes at `addr`.
pub const MEM_READ: u8 = 0x40;
/// Memory request: write the bytes of `data` selected by `byte_mask` at the line containing `addr`.
pub const MEM_WRITE: u8 = 0x41;
/// Memory response: read completion, `data` holds the line.
pub const MEM_READ_RESP: u8 = 0x60;
/// Memory response: write completion.
pub const MEM_WRITE_ACK: u8 = 0x61;

/// Run states stored in [`SegmentHeader::run_state`].
pub const RUN_CREATED: u32 = 1;
/// The GPU side has mapped the segment and said hello.
pub const RUN_CONNECTED: u32 = 2;
/// Orderly shutdown finished.
pub const RUN_TERMINATED: u32 = 3;
/// A side failed; the other side must stop.
pub const RUN_FAILED: u32 = 4;

/// [`SegmentHeader::cpu_flags`]: the CPU side may wait without using CPU time and without being
/// frozen (a real program under the interposer may sleep or read a terminal while the GPUs wait
/// for its clock), so the GPU side counts it as frozen only while its process is *stopped*
/// (SIGSTOP, a debugger). A simulator (the host stub, gem5) never sets it: with the GPU side
/// waiting, it either computes or is stuck.
pub const CPU_FLAG_MAY_IDLE: u32 = 1;

/// Lock-step mode stored in [`SegmentHeader::mode`]: conservative quantum (look-ahead) mode.
pub const MODE_QUANTUM: u32 = 1;
/// Lock-step mode: per-cycle grants (the integrated gem5 + GPGPU-Sim protocol).
pub const MODE_PER_CYCLE: u32 = 2;

/// The segment header (first page of the segment). Written by the CPU side before anyone else maps the
/// segment, except the pid, state and wake words, which are accessed atomically.
#[repr(C, align(64))]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct SegmentHeader {
    /// [`BRIDGE_MAGIC`].
    pub magic: u64,
    /// [`BRIDGE_PROTOCOL_VERSION`].
    pub version: u32,
    /// [`BRIDGE_HEADER_BYTES`].
    pub header_bytes: u32,
    /// [`layout_hash`] of the creator's build.
    pub layout_hash: u64,
    /// Total segment size in bytes.
    pub total_bytes: u64,
    /// Number of memory controllers (one request and one response ring each).
    pub n_mc: u32,
    /// Slots per ring (power of two).
    pub ring_entries: u32,
    /// Latency of the CPU-to-GPU link in picoseconds.
    pub c2g_latency_ps: u64,
    /// Latency of the GPU-to-CPU link in picoseconds.
    pub g2c_latency_ps: u64,
    /// Eager sync interval in picoseconds.
    pub quantum_ps: u64,
    /// [`MODE_QUANTUM`] or [`MODE_PER_CYCLE`].
    pub mode: u32,
    /// `CPU_FLAG_*` bits the CPU side sets about itself (atomic): [`CPU_FLAG_MAY_IDLE`].
    pub cpu_flags: u32,
    /// Per-cycle mode: GPU core clock period in picoseconds.
    pub core_period_ps: u64,
    /// Per-cycle mode: memory clock period in picoseconds.
    pub mem_period_ps: u64,
    /// Pid of the CPU side (atomic).
    pub cpu_pid: u32,
    /// Pid of the GPU side, 0 until it connects (atomic).
    pub gpu_pid: u32,
    /// RUN_* state (atomic).
    pub run_state: u32,
    /// The stall limit of the run in ms, 0 = off (atomic; written by the CPU side when it starts
    /// its watchdog on the GPU process). The GPU side holds the CPU side to the same limit.
    pub stall_limit_ms: u32,
    /// Last simulated time the CPU side reached, for post-mortem messages (atomic, relaxed).
    pub cpu_time_ps: u64,
    /// Last simulated time the GPU side reached (atomic, relaxed).
    pub gpu_time_ps: u64,
    /// Reserved padding to the next cache line.
    pub pad_state: [u32; 2],
    /// Futex word the CPU side parks on (atomic; its own cache line).
    pub cpu_wake: u32,
    /// Non-zero while the CPU side is parked (atomic).
    pub cpu_parked: u32,
    /// 1 + the CPU core the CPU side last waited on, 0 if unknown (atomic; a waiter skips spinning
    /// when its peer sits on the same core).
    pub cpu_core: u32,
    /// Reserved padding to the next cache line.
    pub pad_cpu: [u32; 13],
    /// Futex word the GPU side parks on (atomic; its own cache line).
    pub gpu_wake: u32,
    /// Non-zero while the GPU side is parked (atomic).
    pub gpu_parked: u32,
    /// 1 + the CPU core the GPU side last waited on, 0 if unknown (atomic).
    pub gpu_core: u32,
    /// Reserved padding to the end of the line.
    pub pad_gpu: [u32; 13],
}

/// A control message (64 bytes, one slot of a control ring).
#[repr(C, align(64))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Pod, Zeroable)]
pub struct ControlMsg {
    /// First argument (meaning per type).
    pub arg0: u64,
    /// Second argument.
    pub arg1: u64,
    /// Third argument.
    pub arg2: u64,
    /// Fourth argument.
    pub arg3: u64,
    /// Reserved, zero.
    pub reserved: [u8; 16],
    /// Simulated time in picoseconds at which the receiver may act on this message.
    pub time_ps: u64,
    /// Reserved, zero.
    pub pad: [u8; 7],
    /// Ownership bit and type; written last with a release store.
    pub own_type: u8,
}

/// A memory message (128 bytes): request on a GPU-to-CPU ring, response on a CPU-to-GPU ring.
#[repr(C, align(64))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Pod, Zeroable)]
pub struct MemMsg {
    /// Byte address of the access (physical for gem5, virtual for the host stub).
    pub addr: u64,
    /// Requester's id; a response echoes the id of its request.
    pub req_id: u64,
    /// Writes: bit i set means `data[i]` is written (i indexes the line containing `addr`).
    pub byte_mask: u64,
    /// Access size in bytes (1..=64, within one line).
    pub size: u32,
    /// Reserved flags, zero.
    pub flags: u32,
    /// Reserved, zero.
    pub reserved: [u8; 16],
    /// Simulated time in picoseconds at which the receiver may act on this message.
    pub time_ps: u64,
    /// Reserved, zero.
    pub pad: [u8; 7],
    /// Ownership bit and type; written last with a release store.
    pub own_type: u8,
    /// The line: write data (selected by `byte_mask`) or read response data.
    pub data: [u8; 64],
}

/// One slot of a driver message (256 bytes); payloads longer than one chunk span consecutive slots
/// with the same `seq`, type and time, and increasing `chunk_offset`.
#[repr(C, align(64))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Pod, Zeroable)]
pub struct DriverMsg {
    /// Request sequence number; a reply echoes its request's.
    pub seq: u64,
    /// First argument (ioctl number, mmap offset, doorbell offset, event id).
    pub arg0: u64,
    /// Second argument (result, length, doorbell value, event value).
    pub arg1: u64,
    /// Total payload bytes of the whole message (0..=BRIDGE_DRIVER_MAX_PAYLOAD).
    pub total_len: u32,
    /// Offset of this chunk's payload within the whole payload.
    pub chunk_offset: u32,
    /// Payload bytes in this chunk (0..=BRIDGE_DRIVER_CHUNK_BYTES).
    pub chunk_len: u32,
    /// Reserved, zero.
    pub reserved: [u8; 12],
    /// Simulated time in picoseconds at which the receiver may act on this message.
    pub time_ps: u64,
    /// Reserved, zero.
    pub pad: [u8; 7],
    /// Ownership bit and type; written last with a release store.
    pub own_type: u8,
    /// This chunk's payload bytes.
    pub payload: [u8; 192],
}

impl Default for MemMsg {
    fn default() -> Self {
        Zeroable::zeroed()
    }
}

impl Default for DriverMsg {
    fn default() -> Self {
        Zeroable::zeroed()
    }
}

/// Byte offset of `time_ps` in every slot.
pub const TIME_OFFSET: usize = 48;
/// Byte offset of `own_type` in every slot.
pub const OWN_TYPE_OFFSET: usize = 63;

const _: () = assert!(size_of::<SegmentHeader>() == 256);
const _: () = assert!(size_of::<SegmentHeader>() <= BRIDGE_HEADER_BYTES as usize);
const _: () = assert!(offset_of!(SegmentHeader, cpu_wake) == 128);
const _: () = assert!(offset_of!(SegmentHeader, gpu_wake) == 192);
const _: () = assert!(size_of::<ControlMsg>() == BRIDGE_SLOT_HEAD_BYTES as usize);
const _: () = assert!(size_of::<MemMsg>() == BRIDGE_MEM_SLOT_BYTES as usize);
const _: () = assert!(size_of::<DriverMsg>() == BRIDGE_DRIVER_SLOT_BYTES as usize);
const _: () = assert!(offset_of!(ControlMsg, time_ps) == TIME_OFFSET);
const _: () = assert!(offset_of!(MemMsg, time_ps) == TIME_OFFSET);
const _: () = assert!(offset_of!(DriverMsg, time_ps) == TIME_OFFSET);
const _: () = assert!(offset_of!(ControlMsg, own_type) == OWN_TYPE_OFFSET);
const _: () = assert!(offset_of!(MemMsg, own_type) == OWN_TYPE_OFFSET);
const _: () = assert!(offset_of!(DriverMsg, own_type) == OWN_TYPE_OFFSET);
const _: () = assert!(offset_of!(MemMsg, data) == 64);
const _: () = assert!(offset_of!(DriverMsg, payload) == 64);
const _: () = assert!(BRIDGE_DRIVER_CHUNK_BYTES as usize == 192);

/// The kind of a ring, which fixes its slot size and the type numbers it may carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RingKind {
    /// Control messages, either direction.
    Control,
    /// Driver requests (CPU to GPU).
    DriverRequest,
    /// Driver replies and events (GPU to CPU).
    DriverReply,
    /// Memory requests of one controller (GPU to CPU).
    MemRequest,
    /// Memory responses of one controller (CPU to GPU).
    MemResponse,
}

impl RingKind {
    /// Slot size in bytes.
    pub const fn slot_bytes(self) -> u32 {
        match self {
            RingKind::Control => BRIDGE_SLOT_HEAD_BYTES,
            RingKind::DriverRequest | RingKind::DriverReply => BRIDGE_DRIVER_SLOT_BYTES,
            RingKind::MemRequest | RingKind::MemResponse => BRIDGE_MEM_SLOT_BYTES,
        }
    }

    /// Whether `ty` (type bits only) is a valid message type on this ring.
    pub const fn accepts(self, ty: u8) -> bool {
        match self {
            RingKind::Control => matches!(
                ty,
                CTL_HELLO
                    | CTL_START
                    | CTL_SYNC
                    | CTL_STOP
                    | CTL_TERMINATE
                    | CTL_TERMINATE_ACK
                    | CTL_CORE_TICK
                    | CTL_MEM_TICK
                    | CTL_TICK_DONE
            ),
            RingKind::DriverRequest => {
                matches!(ty, DRV_IOCTL | DRV_MMAP | DRV_DOORBELL | DRV_ANNOTATE)
            }
            RingKind::DriverReply => matches!(ty, DRV_IOCTL_REPLY | DRV_MMAP_REPLY | DRV_EVENT),
            RingKind::MemRequest => matches!(ty, MEM_READ | MEM_WRITE),
            RingKind::MemResponse => matches!(ty, MEM_READ_RESP | MEM_WRITE_ACK),
        }
    }
}

/// One ring's place in the segment, derived from the header (never read from it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RingPlace {
    /// What the ring carries.
    pub kind: RingKind,
    /// True if the CPU side produces into it.
    pub cpu_to_gpu: bool,
    /// Memory controller index for memory rings, 0 otherwise.
    pub mc: u32,
    /// Byte offset of the first slot from the segment start.
    pub offset: usize,
    /// Slot size in bytes.
    pub slot_bytes: u32,
    /// Number of slots.
    pub entries: u32,
}

/// The ring order of a segment: control c2g, control g2c, driver requests, driver replies, then per
/// memory controller its request ring and its response ring. Returns the rings and the segment size.
pub fn ring_layout(n_mc: u32, entries: u32) -> (Vec<RingPlace>, usize) {
    let mut rings = Vec::with_capacity(4 + 2 * n_mc as usize);
    let mut offset = BRIDGE_HEADER_BYTES as usize;
    let mut push = |kind: RingKind, cpu_to_gpu: bool, mc: u32| {
        let slot_bytes = kind.slot_bytes();
        rings.push(RingPlace {
            kind,
            cpu_to_gpu,
            mc,
            offset,
            slot_bytes,
            entries,
        });
        offset += slot_bytes as usize * entries as usize;
    };
    push(RingKind::Control, true, 0);
    push(RingKind::Control, false, 0);
    push(RingKind::DriverRequest, true, 0);
    push(RingKind::DriverReply, false, 0);
    for mc in 0..n_mc {
        push(RingKind::MemRequest, false, mc);
        push(RingKind::MemResponse, true, mc);
    }
    // Round the size to whole pages.
    let size = offset.div_ceil(4096) * 4096;
    (rings, size)
}

/// FNV-1a over a byte string, usable in constants.
const fn fnv1a(mut h: u64, bytes: &[u8]) -> u64 {
    let mut i = 0;
    while i < bytes.len() {
        h ^= bytes[i] as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
        i += 1;
    }
    h
}

const fn fnv_u64(h: u64, v: u64) -> u64 {
    fnv1a(h, &v.to_le_bytes())
}

macro_rules! layout_fields {
    ($h:ident, $ty:ty, [$($f:ident),* $(,)?]) => {{
        $h = fnv1a($h, stringify!($ty).as_bytes());
        $h = fnv_u64($h, size_of::<$ty>() as u64);
        $(
            $h = fnv1a($h, stringify!($f).as_bytes());
            $h = fnv_u64($h, offset_of!($ty, $f) as u64);
        )*
    }};
}

const fn compute_layout_hash() -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    layout_fields!(
        h,
        SegmentHeader,
        [
            magic,
            version,
            header_bytes,
            layout_hash,
            total_bytes,
            n_mc,
            ring_entries,
            c2g_latency_ps,
            g2c_latency_ps,
            quantum_ps,
            mode,
            cpu_flags,
            core_period_ps,
            mem_period_ps,
            cpu_pid,
            gpu_pid,
            run_state,
            stall_limit_ms,
            cpu_time_ps,
            gpu_time_ps,
            cpu_wake,
            cpu_parked,
            cpu_core,
            gpu_wake,
            gpu_parked,
            gpu_core,
        ]
    );
    layout_fields!(h, ControlMsg, [arg0, arg1, arg2, arg3, time_ps, own_type]);
    layout_fields!(
        h,
        MemMsg,
        [addr, req_id, byte_mask, size, flags, time_ps, own_type, data]
    );
    layout_fields!(
        h,
        DriverMsg,
        [
            seq,
            arg0,
            arg1,
            total_len,
            chunk_offset,
            chunk_len,
            time_ps,
            own_type,
            payload,
        ]
    );
    let types: [u8; 20] = [
        CTL_HELLO,
        CTL_START,
        CTL_SYNC,
        CTL_STOP,
        CTL_TERMINATE,
        CTL_TERMINATE_ACK,
        CTL_CORE_TICK,
        CTL_MEM_TICK,
        CTL_TICK_DONE,
        DRV_IOCTL,
        DRV_IOCTL_REPLY,
        DRV_MMAP,
        DRV_MMAP_REPLY,
        DRV_DOORBELL,
        DRV_EVENT,
        DRV_ANNOTATE,
        MEM_READ,
        MEM_WRITE,
        MEM_READ_RESP,
        MEM_WRITE_ACK,
    ];
    h = fnv1a(h, &types);
    h = fnv_u64(h, BRIDGE_HEADER_BYTES as u64);
    h = fnv_u64(h, BRIDGE_DRIVER_MAX_PAYLOAD as u64);
    h
}

/// Hash of the wire layout (every field's name and offset, every type number, the slot sizes).
pub const LAYOUT_HASH: u64 = compute_layout_hash();

/// Returns [`LAYOUT_HASH`] (for callers that want a function).
pub const fn layout_hash() -> u64 {
    LAYOUT_HASH
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_spells_tandembr() {
        assert_eq!(&BRIDGE_MAGIC.to_le_bytes(), b"TANDEMBR");
    }

    #[test]
    fn ring_layout_is_aligned_and_disjoint() {
        let (rings, size) = ring_layout(8, 1024);
        assert_eq!(rings.len(), 4 + 16);
        let mut end = BRIDGE_HEADER_BYTES as usize;
        for r in &rings {
            assert_eq!(r.offset % 64, 0);
            assert_eq!(r.offset, end);
            end = r.offset + r.slot_bytes as usize * r.entries as usize;
        }
        assert!(size >= end && size % 4096 == 0);
    }

    #[test]
    fn type_ranges_are_disjoint_per_ring() {
        for ty in 0u8..0x80 {
            let n = [
                RingKind::Control,
                RingKind::DriverRequest,
                RingKind::DriverReply,
                RingKind::MemRequest,
                RingKind::MemResponse,
            ]
            .iter()
            .filter(|k| k.accepts(ty))
            .count();
            assert!(n <= 1, "type {ty:#x} valid on {n} ring kinds");
        }
        assert!(!RingKind::Control.accepts(0));
    }
}
