//! AQL packet formats (HSA 1.x, 64-byte slots) and the AMD structures the command processor
//! reads beside them: `amd_signal_t` (completion and dependency signals) and `amd_queue_t`
//! (found at `read_pointer_address - 0x80`, it supplies queue_ptr, the scratch descriptor and
//! the aperture bases a dispatch needs).
//!
//! Parsing never fails: any 64 bytes give an [`AqlPacket`]; semantic checks (dimensions,
//! sizes) are separate ([`KernelDispatchPacket::validate`]).

/// Bytes per AQL packet slot.
pub const AQL_PACKET_BYTES: u64 = 64;

/// `hsa_packet_type_t`.
pub const PACKET_TYPE_VENDOR_SPECIFIC: u8 = 0;
pub const PACKET_TYPE_INVALID: u8 = 1;
pub const PACKET_TYPE_KERNEL_DISPATCH: u8 = 2;
pub const PACKET_TYPE_BARRIER_AND: u8 = 3;
pub const PACKET_TYPE_AGENT_DISPATCH: u8 = 4;
pub const PACKET_TYPE_BARRIER_OR: u8 = 5;
/// `AMD_AQL_FORMAT_PM4_IB`: the vendor header of AMD's PM4 indirect-buffer AQL packet.
pub const AMD_AQL_FORMAT_PM4_IB: u16 = 1;

/// `amd_signal_t` field offsets.
pub mod signal {
    pub const KIND: u64 = 0x00;
    pub const VALUE: u64 = 0x08;
    pub const EVENT_MAILBOX_PTR: u64 = 0x10;
    pub const EVENT_ID: u64 = 0x18;
    /// Dispatch start and end timestamps (`start_ts`, `end_ts`). The command processor
    /// writes the simulated time in ps of the completion to `END_TS` just before it
    /// decrements `VALUE`, so a host that polls the signal can tell a completion it may
    /// already see from one it may rely on (see the host stub's `wait`).
    pub const START_TS: u64 = 0x20;
    pub const END_TS: u64 = 0x28;
}

/// Error bits the CP stores in `amd_queue_t.queue_inactive_signal` when it stops a queue
/// (the codes ROCr's queue error handler decodes).
pub mod queue_error {
    /// The dispatch needs more scratch than the queue has (wave64); ROCr allocates scratch,
    /// rewrites `amd_queue_t` and stores 0 to the signal to resume.
    pub const INSUFFICIENT_SCRATCH: u64 = 0x1;
    pub const INVALID_DIMENSION: u64 = 0x2;
    pub const INVALID_GROUP_MEMORY: u64 = 0x4;
    pub const INVALID_CODE: u64 = 0x8;
    pub const INVALID_PACKET_FORMAT: u64 = 0x20;
    pub const GROUP_TOO_LARGE: u64 = 0x40;
    pub const OUT_OF_VGPRS: u64 = 0x80;
    pub const MEMORY_VIOLATION: u64 = 0x2000_0000;
    pub const ILLEGAL_INSTRUCTION: u64 = 0x4000_0000;
    pub const DEBUG_TRAP: u64 = 0x8000_0000;
}

/// `amd_queue_t` field offsets (ROCr 5.2 `amd_hsa_queue.h`; 256 bytes).
pub mod amd_queue {
    pub const BYTES: usize = 256;
    pub const WRITE_DISPATCH_ID: usize = 0x38;
    pub const GROUP_SEGMENT_APERTURE_BASE_HI: usize = 0x40;
    pub const PRIVATE_SEGMENT_APERTURE_BASE_HI: usize = 0x44;
    pub const MAX_LEGACY_DOORBELL_DISPATCH_ID_PLUS_1: usize = 0x50;
    pub const READ_DISPATCH_ID: usize = 0x80;
    pub const COMPUTE_TMPRING_SIZE: usize = 0x8c;
    pub const SCRATCH_RESOURCE_DESCRIPTOR: usize = 0x90;
    pub const SCRATCH_BACKING_MEMORY_LOCATION: usize = 0xa0;
    pub const SCRATCH_BACKING_MEMORY_BYTE_SIZE: usize = 0xa8;
    pub const SCRATCH_WAVE64_LANE_BYTE_SIZE: usize = 0xb0;
    pub const QUEUE_INACTIVE_SIGNAL: usize = 0xc0;
}

/// Memory-fence scope of a header's acquire or release field.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum FenceScope {
    None,
    Agent,
    System,
    /// The reserved encoding 3.
    Reserved,
}

impl FenceScope {
    fn from_bits(b: u16) -> FenceScope {
        match b & 3 {
            0 => FenceScope::None,
            1 => FenceScope::Agent,
            2 => FenceScope::System,
            _ => FenceScope::Reserved,
        }
    }
}

/// The 16-bit AQL packet header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header(pub u16);

impl Header {
    pub fn packet_type(self) -> u8 {
        (self.0 & 0xff) as u8
    }
    /// The barrier bit: start only after every earlier packet of the queue completed.
    pub fn barrier(self) -> bool {
        self.0 & (1 << 8) != 0
    }
    pub fn acquire_scope(self) -> FenceScope {
        FenceScope::from_bits(self.0 >> 9)
    }
    pub fn release_scope(self) -> FenceScope {
        FenceScope::from_bits(self.0 >> 11)
    }
}

fn u16_at(b: &[u8; 64], o: usize) -> u16 {
    u16::from_le_bytes([b[o], b[o + 1]])
}
fn u32_at(b: &[u8; 64], o: usize) -> u32 {
    u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]])
}
fn u64_at(b: &[u8; 64], o: usize) -> u64 {
    let mut a = [0u8; 8];
    a.copy_from_slice(&b[o..o + 8]);
    u64::from_le_bytes(a)
}

/// `hsa_kernel_dispatch_packet_t`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelDispatchPacket {
    pub header: Header,
    /// Bits 1:0: number of grid dimensions.
    pub setup: u16,
    pub workgroup_size: [u16; 3],
    pub grid_size: [u32; 3],
    pub private_segment_size_bytes: u32,
    pub group_segment_size_bytes: u32,
    /// Address of the kernel descriptor (`.kd`) or `amd_kernel_code_t`.
    pub kernel_object: u64,
    pub kernarg_address: u64,
    pub completion_signal: u64,
}

impl KernelDispatchPacket {
    pub fn dimensions(&self) -> u32 {
        u32::from(self.setup & 3)
    }

    /// Checks what the hardware needs to launch: 1-3 dimensions, non-zero sizes in used
    /// dimensions (unused ones must be 1), a kernel object.
    /// Returns the queue error code (see [`queue_error`]) and a reason on failure.
    pub fn validate(&self) -> Result<(), (u64, String)> {
        let d = self.dimensions() as usize;
        if d == 0 || d > 3 {
            return Err((
                queue_error::INVALID_DIMENSION,
                format!("dispatch with {d} dimensions"),
            ));
        }
        for i in 0..3 {
            let (w, g) = (self.workgroup_size[i], self.grid_size[i]);
            if i < d && (w == 0 || g == 0) {
                let why = format!("dimension {i}: workgroup {w} / grid {g} must be non-zero");
                return Err((queue_error::INVALID_DIMENSION, why));
            }
            if i >= d && (w > 1 || g > 1) {
                let why = format!("unused dimension {i} has workgroup {w} / grid {g}");
                return Err((queue_error::INVALID_DIMENSION, why));
            }
        }
        let items: u64 = self
            .workgroup_size
            .iter()
            .map(|w| u64::from(*w).max(1))
            .product();
        if items > 1024 {
            let why = format!("workgroup of {items} work-items exceeds 1024");
            return Err((queue_error::GROUP_TOO_LARGE, why));
        }
        if self.group_segment_size_bytes > 64 * 1024 {
            let why = format!(
                "group segment of {} bytes exceeds the 64 KiB LDS",
                self.group_segment_size_bytes
            );
            return Err((queue_error::INVALID_GROUP_MEMORY, why));
        }
        if self.kernel_object == 0 {
            return Err((queue_error::INVALID_CODE, "kernel_object is null".into()));
        }
        Ok(())
    }

    /// Scratch a wave64 needs, in KiB (`COMPUTE_TMPRING_SIZE.WAVESIZE` units).
    pub fn wave_scratch_kb(&self) -> u64 {
        (u64::from(self.private_segment_size_bytes) * 64).div_ceil(1024)
    }
}

/// `hsa_barrier_and_packet_t` / `hsa_barrier_or_packet_t`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarrierPacket {
    pub header: Header,
    pub dep_signal: [u64; 5],
    pub completion_signal: u64,
}

/// A vendor-specific slot. On gfx8 ROCr also writes raw PM4 here (cache invalidates); only
/// AMD's PM4-IB format carries a completion signal at +56.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VendorPacket {
    pub header: Header,
    pub vendor_format: u16,
    pub completion_signal: u64,
}

/// One parsed AQL slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AqlPacket {
    KernelDispatch(KernelDispatchPacket),
    BarrierAnd(BarrierPacket),
    BarrierOr(BarrierPacket),
    Vendor(VendorPacket),
    Invalid(Header),
    AgentDispatch(Header),
    /// Types 6..=255.
    Reserved(Header),
}

impl AqlPacket {
    pub fn parse(b: &[u8; 64]) -> AqlPacket {
        let header = Header(u16_at(b, 0));
        let barrier = || BarrierPacket {
            header,
            dep_signal: [
                u64_at(b, 8),
                u64_at(b, 16),
                u64_at(b, 24),
                u64_at(b, 32),
                u64_at(b, 40),
            ],
            completion_signal: u64_at(b, 56),
        };
        match header.packet_type() {
            PACKET_TYPE_KERNEL_DISPATCH => AqlPacket::KernelDispatch(KernelDispatchPacket {
                header,
                setup: u16_at(b, 2),
                workgroup_size: [u16_at(b, 4), u16_at(b, 6), u16_at(b, 8)],
                grid_size: [u32_at(b, 12), u32_at(b, 16), u32_at(b, 20)],
                private_segment_size_bytes: u32_at(b, 24),
                group_segment_size_bytes: u32_at(b, 28),
                kernel_object: u64_at(b, 32),
                kernarg_address: u64_at(b, 40),
                completion_signal: u64_at(b, 56),
            }),
            PACKET_TYPE_BARRIER_AND => AqlPacket::BarrierAnd(barrier()),
            PACKET_TYPE_BARRIER_OR => AqlPacket::BarrierOr(barrier()),
            PACKET_TYPE_VENDOR_SPECIFIC => AqlPacket::Vendor(VendorPacket {
                header,
                vendor_format: u16_at(b, 2),
                completion_signal: u64_at(b, 56),
            }),
            PACKET_TYPE_INVALID => AqlPacket::Invalid(header),
            PACKET_TYPE_AGENT_DISPATCH => AqlPacket::AgentDispatch(header),
            _ => AqlPacket::Reserved(header),
        }
    }
}

/// Encodes a kernel-dispatch packet (for hosts and tests).
pub fn encode_dispatch(p: &KernelDispatchPacket) -> [u8; 64] {
    let mut b = [0u8; 64];
    b[0..2].copy_from_slice(&p.header.0.to_le_bytes());
    b[2..4].copy_from_slice(&p.setup.to_le_bytes());
    for i in 0..3 {
        b[4 + 2 * i..6 + 2 * i].copy_from_slice(&p.workgroup_size[i].to_le_bytes());
        b[12 + 4 * i..16 + 4 * i].copy_from_slice(&p.grid_size[i].to_le_bytes());
    }
    b[24..28].copy_from_slice(&p.private_segment_size_bytes.to_le_bytes());
    b[28..32].copy_from_slice(&p.group_segment_size_bytes.to_le_bytes());
    b[32..40].copy_from_slice(&p.kernel_object.to_le_bytes());
    b[40..48].copy_from_slice(&p.kernarg_address.to_le_bytes());
    b[56..64].copy_from_slice(&p.completion_signal.to_le_bytes());
    b
}

/// Encodes a barrier-AND (`or == false`) or barrier-OR packet.
pub fn encode_barrier(header: u16, dep_signal: [u64; 5], completion_signal: u64) -> [u8; 64] {
    let mut b = [0u8; 64];
    b[0..2].copy_from_slice(&header.to_le_bytes());
    for (i, d) in dep_signal.iter().enumerate() {
        b[8 + 8 * i..16 + 8 * i].copy_from_slice(&d.to_le_bytes());
    }
    b[56..64].copy_from_slice(&completion_signal.to_le_bytes());
    b
}

/// Builds a header: type, barrier bit, acquire and release scopes.
pub fn header(packet_type: u8, barrier: bool, acquire: FenceScope, release: FenceScope) -> u16 {
    let s = |f: FenceScope| match f {
        FenceScope::None => 0u16,
        FenceScope::Agent => 1,
        FenceScope::System => 2,
        FenceScope::Reserved => 3,
    };
    u16::from(packet_type) | (u16::from(barrier) << 8) | (s(acquire) << 9) | (s(release) << 11)
}
