//! The messages the GPU's timing components exchange, and the address interleaving that picks
//! which of several ports a request goes to.
//!
//! Memory messages carry data: a read response returns the bytes read, a write carries its
//! bytes and a byte mask. No component reads or writes another component's state; data moves
//! only inside these messages. Every request names the port the response goes to
//! (`reply_to`) and carries a [`ReqId`] that its response repeats.
//!
//! A request stays inside one cache line (the compute unit's coalescer splits accesses); a
//! component that receives one that crosses a line returns a [`crate::engine::SimError`].
//!
//! [`launch`] holds what a kernel launch carries between the command processor and the
//! dispatchers (plain data). The contract harness every memory-side component is tested with
//! is `memsys::contract` (it builds real components, which rank above the messages).

pub mod launch;

use crate::engine::{PortId, ReqId};
use serde::{Deserialize, Serialize};

/// A byte mask for up to 128 bytes: bit `i` set means byte `i` of the data is written.
pub type ByteMask = u128;

/// The mask with the low `n` bits set (`n` <= 128).
pub fn full_mask(n: usize) -> ByteMask {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// Memory protocol between compute units, caches and memory controllers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MemMsg {
    /// Read `bytes` bytes at `addr`.
    Read {
        id: ReqId,
        addr: u64,
        bytes: u32,
        reply_to: PortId,
    },
    /// Write `data` at `addr`; only bytes whose `mask` bit is set are written.
    Write {
        id: ReqId,
        addr: u64,
        data: Vec<u8>,
        mask: ByteMask,
        reply_to: PortId,
    },
    /// The bytes a `Read` asked for.
    ReadRsp {
        id: ReqId,
        data: Vec<u8>,
    },
    /// A `Write` is done: visible to every later request that reaches the same level.
    WriteRsp {
        id: ReqId,
    },
    /// Write back every dirty line, then answer `FlushRsp` (the kernel-end release).
    Flush {
        id: ReqId,
        reply_to: PortId,
    },
    FlushRsp {
        id: ReqId,
    },
    /// Write back dirty lines and drop every line, then answer `InvalidateRsp` (kernel start).
    /// Lines whose address is in `keep` (`[base, end)`) stay as they are: an agent-scope
    /// acquire keeps what an L2 holds of its own GPU's memory.
    Invalidate {
        id: ReqId,
        reply_to: PortId,
        keep: Option<(u64, u64)>,
    },
    InvalidateRsp {
        id: ReqId,
    },
    /// An atomic read-modify-write of `args.bytes` (4 or 8) bytes at `addr`, performed at the
    /// level that is the point of coherence (the L2 bank, or a memory without a cache above
    /// it); answered with `ReadRsp { id, data }` holding the old value. Caches that are not the
    /// point of coherence (write-around L1s) drop their copy of the line and pass it down.
    Atomic {
        id: ReqId,
        addr: u64,
        args: crate::isa::atomic::AtomicArgs,
        reply_to: PortId,
    },
}

impl MemMsg {
    /// The request or response id.
    pub fn id(&self) -> ReqId {
        match self {
            MemMsg::Read { id, .. }
            | MemMsg::Write { id, .. }
            | MemMsg::ReadRsp { id, .. }
            | MemMsg::WriteRsp { id }
            | MemMsg::Flush { id, .. }
            | MemMsg::FlushRsp { id }
            | MemMsg::Invalidate { id, .. }
            | MemMsg::InvalidateRsp { id }
            | MemMsg::Atomic { id, .. } => *id,
        }
    }
}

/// Instructions of one workgroup or kernel by class (the compute units count them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct InstMix {
    /// Vector ALU instructions.
    pub valu: u64,
    /// Vector memory instructions (global, scratch, flat).
    pub vmem: u64,
    /// LDS instructions.
    pub lds: u64,
}

/// Address translation protocol between address translators, TLBs and the page walker.
/// Pages are numbered (virtual page number `vpn`, physical page number `ppn`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TlbMsg {
    Translate {
        id: ReqId,
        vpn: u64,
        reply_to: PortId,
    },
    /// `ppn` is `None` when the page is not mapped (a fault the requester must handle).
    TranslateRsp {
        id: ReqId,
        vpn: u64,
        ppn: Option<u64>,
    },
    /// Drop every entry (a TLB shoot-down), then answer `InvalidateRsp`.
    Invalidate {
        id: ReqId,
        reply_to: PortId,
    },
    InvalidateRsp {
        id: ReqId,
    },
    /// Drop the entry of page `vpn` (it is moving), then pass the message on to every
    /// requester above, after every answer already sent to it; a compute unit answers
    /// `ShootdownRsp` to `reply_to` (the GPU's page-table server) once the accesses it sent
    /// to the page before are answered (see `sys::pagetable`).
    Shootdown {
        id: ReqId,
        vpn: u64,
        reply_to: PortId,
    },
    ShootdownRsp {
        id: ReqId,
    },
}

/// A kernel shared by the dispatcher and every compute unit (compared by identity).
#[derive(Clone, Debug)]
pub struct KernelRef(pub std::sync::Arc<crate::emu::step::KernelImage>);

impl PartialEq for KernelRef {
    fn eq(&self, other: &Self) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}
impl Eq for KernelRef {}

/// Serialized as the kernel's name (state dumps show which kernel a message belongs to).
impl Serialize for KernelRef {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.name())
    }
}

/// Workgroup dispatcher <-> compute unit protocol.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum CuMsg {
    /// Run workgroup `wg` of `kernel`. The dispatcher has checked that the compute unit has
    /// the wave slots, VGPRs, SGPRs and LDS for it (it tracks them itself, released by
    /// `GroupDone`).
    RunGroup {
        kernel: KernelRef,
        wg: u64,
        reply_to: PortId,
    },
    /// Workgroup `wg` has ended on compute unit `cu` (all its waves executed `s_endpgm` and
    /// their memory accesses completed), or failed with `error` (a guest fault: the kernel
    /// stops).
    GroupDone {
        cu: u32,
        wg: u64,
        /// Wavefront instructions the workgroup executed.
        instructions: u64,
        /// Of those, by class.
        mix: InstMix,
        error: Option<String>,
    },
}

/// A launch shared by the command processor and the member dispatchers (compared by identity).
#[derive(Clone, Debug)]
pub struct JobRef(pub std::sync::Arc<launch::LaunchJob>);

impl PartialEq for JobRef {
    fn eq(&self, other: &Self) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}
impl Eq for JobRef {}

/// Control traffic between the driver, the command processors and the dispatchers, and what
/// crosses the engine's edge (see `engine`'s module doc). Rare next to memory traffic, so it
/// travels boxed ([`Msg::Ctl`]) and keeps `Msg` small.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CtlMsg {
    /// Edge -> `sys.driver`: a driver-channel message from the CPU side (ioctl, mmap, doorbell).
    Host(bridge::DriverMessage),
    /// `sys.driver` -> `gpu[g].cp`: a doorbell store for one of its queues.
    Doorbell {
        queue_id: u32,
        value: u64,
    },
    /// `sys.driver` -> `gpu[g].cp`: a change to its queues or registers, in driver order.
    Note(emulated_driver::DriverNote),
    /// Command processor -> `sys.mem` (the system-memory port): read `len` bytes at virtual
    /// address `addr`; answered by `MemReadRsp` with the same `id`.
    MemRead {
        id: u64,
        addr: u64,
        len: usize,
        reply_to: PortId,
    },
    /// `sys.mem` -> command processor: the bytes, or `None` when the range is not mapped.
    MemReadRsp {
        id: u64,
        data: Option<Vec<u8>>,
    },
    /// Command processor -> `sys.mem`: write `data` at virtual address `addr`, in order with
    /// everything else the port receives (no answer: the port is ideal).
    MemWrite {
        addr: u64,
        data: Vec<u8>,
    },
    /// `gpu[g].cp` -> `sys.driver`: a completion signal with an event mailbox fired.
    RaiseEvent {
        gpu: usize,
        event_id: u32,
    },
    /// `gpu[g].cp` -> `sys.driver`: a queue stopped on a guest error (the message text).
    QueueError {
        text: String,
    },
    /// Command processor -> `gpu[g].dispatcher`: run member `member` of a dispatch. The
    /// answer is `KernelDone` with the same `tag`. `pt_generation` is the page table's
    /// generation at launch: a dispatcher that last saw an older one shoots down its TLBs.
    Launch {
        job: JobRef,
        member: usize,
        tag: u64,
        pt_generation: u64,
        /// Memory may have changed behind this GPU's caches and TLBs since its dispatcher last
        /// ran a kernel (a functional stretch of a `--timing-from` run wrote it directly): the
        /// kernel starts with every L2 line and TLB entry dropped, as after a system-scope
        /// acquire and a page-table change.
        cold: bool,
        reply_to: PortId,
    },
    /// `sys.driver` -> every `gpu[g].cp`, and `sys.driver` -> edge: an annotation of the host
    /// program (a region edge, a kernel's name), at the simulated time the program made it.
    Annotate(Annotation),
    /// Dispatcher -> command processor: member `member` of launch `tag` is over (its L2
    /// written back when the release policy says so). `dirty`: the GPU's L2 may hold data
    /// not yet written back (a later system-scope release must flush it).
    KernelDone {
        tag: u64,
        member: usize,
        report: launch::KernelReport,
        dirty: bool,
        /// Why the member could not run or stopped (a guest error), with its queue code.
        error: Option<launch::LaunchError>,
    },
    /// `gpu[g].page_table` -> `sys.driver`: GPU `gpu` walked shared-virtual-memory page `vpn`
    /// and has no placement for it: a fault, on which the IOMMU model holds the walk.
    SvmFault {
        gpu: usize,
        vpn: u64,
    },
    /// `sys.driver` -> `gpu[g].page_table`: page `vpn` now translates to physical page `ppn`
    /// (`None`: it went back to host memory, forget it). With `pull`, the GPU first copies the
    /// page from physical address `pull` into `ppn` (its migration controller) and then
    /// reports `SvmPulled`.
    SvmPlaced {
        vpn: u64,
        ppn: Option<u64>,
        pull: Option<u64>,
    },
    /// `gpu[g].page_table` -> `sys.driver`: the page pulled for `SvmPlaced` is in place.
    SvmPulled {
        gpu: usize,
        vpn: u64,
    },
    /// `sys.driver` -> `gpu[g].page_table`: page `vpn` is leaving its place; forget it, shoot
    /// it down in the GPU's TLBs, wait for the accesses to it in flight, then answer
    /// `SvmUnmapped` with the same `seq` (the move's number).
    SvmUnmap {
        vpn: u64,
        seq: u64,
    },
    /// `gpu[g].page_table` -> `sys.driver`: GPU `gpu` no longer reaches `vpn`'s old place.
    SvmUnmapped {
        gpu: usize,
        vpn: u64,
        seq: u64,
    },
    /// `gpu[g].page_table` -> `gpu[g].pmc`: copy the 4 KiB page at physical `src` to `dst`.
    PagePull {
        vpn: u64,
        src: u64,
        dst: u64,
        reply_to: PortId,
    },
    /// `gpu[g].pmc` -> `gpu[g].page_table`: the pull of `vpn` is done.
    PagePullDone {
        vpn: u64,
    },
    /// Command processor -> its dispatcher: a system-scope release (L2 write-back) outside a
    /// kernel; answered by `ReleaseDone`.
    Release {
        tag: u64,
        reply_to: PortId,
    },
    ReleaseDone {
        tag: u64,
    },
    /// Edge -> `gpu[g].mc_client` (APU): a host-memory response from the CPU side.
    HostMemRsp(HostMemResponse),
    /// `gpu[g].mc_client` -> edge (APU): a request for the CPU side's memory controllers.
    HostMemReq(HostMemRequest),
    /// `sys.driver` -> edge: an answer for the CPU side (ioctl or mmap reply, queue error).
    ToHost(Outgoing),
    /// Command processor (its port `origin`) -> edge: launch `tag` finished, for the run's
    /// records.
    Record {
        origin: PortId,
        tag: u64,
        record: launch::DispatchRecord,
    },
    /// Dispatcher -> edge: a workgroup finished with this many wavefront instructions (the
    /// run's progress display counts them; nothing in the simulation does).
    Progress {
        wavefront_instructions: u64,
    },
    /// Dispatcher -> edge: GPU `gpu` starts (`begin`) or ends member work of launch `tag` of
    /// the command processor at `origin`; the GPU process takes per-kernel counters there.
    KernelEdge {
        gpu: usize,
        origin: PortId,
        tag: u64,
        begin: bool,
        /// The GPU's counters at the edge (values of its `GpuLayout`), filled in by the tap
        /// on the GPU's partition as the edge leaves it (timing mode).
        counters: Option<Vec<u64>>,
        /// The wall-clock instant the tap took the counters: the kernel dump's `hostSeconds`
        /// is the time between a kernel's edges. Observed only, never simulated on.
        wall: Option<std::time::Instant>,
    },
}

/// What a host program tells the GPU side besides driver calls (`bridge::wire::DRV_ANNOTATE`):
/// region edges for the statistics dumps and the timing window, and kernel names for the
/// timing window's name bounds (the GPU side otherwise knows a kernel only by its object).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Annotation {
    /// A region of interest named `name` begins (regions nest: an end closes the innermost).
    RegionBegin { name: String },
    /// The innermost open region ends.
    RegionEnd,
    /// The kernel whose descriptor is at `kernel_object` is named `name`.
    KernelName { kernel_object: u64, name: String },
    /// The checkpoint boundary (`tandem run --checkpoint-at` / `--restore`): every earlier
    /// launch has finished; launches are no longer skipped and the next timing kernel on
    /// every GPU starts cold.
    Boundary,
}

// ------------------------------------------------------------ what crosses the edge

/// A driver-channel answer for the CPU side (`sys.driver` emits it; the GPU process sends it
/// on the bridge).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outgoing {
    IoctlReply {
        seq: u64,
        request: u64,
        ret: i64,
        arg: Vec<u8>,
    },
    MmapReply {
        seq: u64,
        ret: i64,
        payload: Vec<u8>,
    },
    QueueError {
        text: String,
    },
}

/// One wire request to the CPU side (at most one 64-byte line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostMemRequest {
    /// Simulated time the request leaves the GPU (the bridge stamps it `+ latency`).
    pub send_ps: u64,
    /// Memory controller (bridge queue pair).
    pub mc: u32,
    /// The client's tag; the response repeats it.
    pub tag: u64,
    pub write: bool,
    /// Host address (host memory offset; physical for the CPU side).
    pub addr: u64,
    /// Bytes (1..=64, inside the line of `addr`).
    pub size: u32,
    /// Writes: bit `i` set means `data[i]` (byte `i` of the line of `addr`) is written.
    pub mask: u64,
    /// Writes: the line's bytes (line-indexed).
    pub data: [u8; 64],
}

/// One wire response from the CPU side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostMemResponse {
    /// Simulated time the GPU may act on it.
    pub time_ps: u64,
    pub mc: u32,
    pub tag: u64,
    pub write: bool,
    /// Reads: the line of the request's address.
    pub data: [u8; 64],
}

/// Every message of the GPU side's engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Msg {
    Mem(MemMsg),
    Tlb(TlbMsg),
    Cu(CuMsg),
    #[serde(serialize_with = "ctl_name")]
    Ctl(Box<CtlMsg>),
    /// Between the nodes of the multi-GPU fabric (`fabric`).
    Net(Box<NetMsg>),
}

/// What travels between the nodes of the fabric: packets on a directed link, and the credits
/// that flow back when a packet leaves the receiver's input buffer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum NetMsg {
    Packet(Packet),
    /// One buffer slot of virtual channel `vc` at the far end of directed link `link` is free.
    Credit {
        link: u32,
        vc: u8,
    },
}

/// One fabric packet: a memory request from an RDMA engine to the node that owns the address,
/// or its answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Packet {
    /// The directed link it is on (set by the node that sends it).
    pub link: u32,
    /// Source and destination endpoint nodes (0 the host, 1 + g GPU g).
    pub src: u16,
    pub dst: u16,
    /// Virtual channel: 0 requests, 1 responses (separate buffers, so answers never wait
    /// behind requests: no protocol deadlock).
    pub vc: u8,
    /// Data bytes it carries besides its header.
    pub payload: u32,
    /// The requester's tag; the answer repeats it.
    pub tag: u64,
    /// When the requester injected the request (answers carry it back, for latency counts).
    pub injected: crate::time::Ps,
    /// The request (its `id` and `reply_to` mean nothing outside the requester) or the answer.
    pub body: MemMsg,
}

/// Control messages are serialized (in state dumps) by their variant name only.
fn ctl_name<S: serde::Serializer>(m: &CtlMsg, s: S) -> Result<S::Ok, S::Error> {
    let d = format!("{m:?}");
    let name = d.split(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
    s.serialize_str(name)
}

impl Msg {
    /// A control message, boxed.
    pub fn ctl(m: CtlMsg) -> Msg {
        Msg::Ctl(Box::new(m))
    }

    /// The control message inside, or an error naming the component at `path` that got
    /// something else.
    pub fn into_ctl(self, path: &str) -> Result<CtlMsg, crate::engine::SimError> {
        match self {
            Msg::Ctl(c) => Ok(*c),
            other => Err(crate::engine::SimError::at(
                path,
                format!("unexpected message {other:?}"),
            )),
        }
    }
}

/// Spreads addresses over `targets` in granules of `granule_bytes` bytes: round-robin
/// (`target = (addr / granule) % n`), or with `hash` the granule number's base-`n` digits
/// XOR-ed together ([`interleave_index`]). Used for L2 banks and DRAM channels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Interleave {
    pub targets: Vec<PortId>,
    pub granule_bytes: u64,
    #[serde(default)]
    pub hash: bool,
}

impl Interleave {
    /// Round-robin interleaving over `targets` (no hash).
    pub fn round_robin(targets: Vec<PortId>, granule_bytes: u64) -> Interleave {
        Interleave {
            targets,
            granule_bytes,
            hash: false,
        }
    }

    /// Index of the target that owns `addr`.
    pub fn index(&self, addr: u64) -> usize {
        interleave_index(
            addr,
            self.granule_bytes,
            self.targets.len() as u64,
            self.hash,
        ) as usize
    }

    /// The port that owns `addr`, or `None` when there are no targets.
    pub fn target(&self, addr: u64) -> Option<PortId> {
        self.targets.get(self.index(addr)).copied()
    }
}

/// One physical address range of a [`Route`]: `[base, end)` goes through `lower`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RouteRange {
    pub base: u64,
    /// Exclusive end.
    pub end: u64,
    pub lower: Interleave,
}

/// An address router: ordered physical ranges, each with its own [`Interleave`]. The first
/// range that contains an address picks its target. An L2 bank sends misses through one: its
/// GPU's own window goes to the DRAM channels, other GPUs' windows to the peer link, host
/// memory to the host link (see `physmem`). A plain `Interleave` converts into a route with
/// one range covering every address, so existing call sites keep working.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Route {
    pub ranges: Vec<RouteRange>,
}

impl Route {
    /// A route with no ranges (routes nothing).
    pub fn new() -> Route {
        Route { ranges: Vec::new() }
    }

    /// Appends `[base, end)` -> `lower` (checked after every earlier range).
    pub fn with(mut self, base: u64, end: u64, lower: Interleave) -> Route {
        self.ranges.push(RouteRange { base, end, lower });
        self
    }

    /// The port that owns `addr`, or `None` when no range holds it.
    #[inline]
    pub fn target(&self, addr: u64) -> Option<PortId> {
        self.ranges
            .iter()
            .find(|r| addr >= r.base && addr < r.end)
            .and_then(|r| r.lower.target(addr))
    }

    /// Every distinct target port, in range order (for wiring links and fan-outs).
    pub fn all_targets(&self) -> Vec<PortId> {
        let mut out: Vec<PortId> = Vec::new();
        for r in &self.ranges {
            for &t in &r.lower.targets {
                if !out.contains(&t) {
                    out.push(t);
                }
            }
        }
        out
    }

    /// True when no range has a target.
    pub fn is_empty(&self) -> bool {
        self.ranges.iter().all(|r| r.lower.targets.is_empty())
    }
}

impl Default for Route {
    fn default() -> Self {
        Route::new()
    }
}

impl From<Interleave> for Route {
    fn from(i: Interleave) -> Route {
        Route::new().with(0, u64::MAX, i)
    }
}

impl From<&Interleave> for Route {
    fn from(i: &Interleave) -> Route {
        Route::from(i.clone())
    }
}

impl From<&Route> for Route {
    fn from(r: &Route) -> Route {
        r.clone()
    }
}

/// The target of `addr`: `(addr / granule) % n`, or with `hash` (and `n` a power of two) the
/// XOR of the granule number's base-`n` digits; zero `granule` or `n` is treated as 1.
pub fn interleave_index(addr: u64, granule: u64, n: u64, hash: bool) -> u64 {
    let n = n.max(1);
    let x = addr / granule.max(1);
    if !hash || n == 1 || !n.is_power_of_two() {
        return x % n;
    }
    // XOR of every base-n digit of the granule number: consecutive granules still visit the
    // targets in turn (the low digit varies), and a power-of-two stride that would revisit one
    // target (a matrix's columns) moves to another each time a higher digit changes. For fixed
    // higher digits this permutes the low digit, so `interleave_local` stays one-to-one.
    let bits = n.trailing_zeros();
    let (mut v, mut idx) = (x, 0);
    while v != 0 {
        idx ^= v & (n - 1);
        v >>= bits;
    }
    idx
}

/// The address inside the target after interleaving: the target's granules packed together.
pub fn interleave_local(addr: u64, granule: u64, n: u64) -> u64 {
    let g = granule.max(1);
    let n = n.max(1);
    (addr / g.saturating_mul(n)) * g + addr % g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interleaving_round_trips() {
        // 8 channels, 4 KiB granules: the local addresses of one channel are dense.
        for addr in [0u64, 4095, 4096, 8 * 4096, 8 * 4096 + 17, 123_456_789] {
            let ch = interleave_index(addr, 4096, 8, false);
            let local = interleave_local(addr, 4096, 8);
            let back = (local / 4096) * 4096 * 8 + ch * 4096 + local % 4096;
            assert_eq!(back, addr);
        }
        assert_eq!(interleave_local(8 * 4096 + 5, 4096, 8), 4096 + 5);
        assert_eq!(full_mask(4), 0xf);
        assert_eq!(full_mask(128), u128::MAX);
    }

    #[test]
    fn routes_pick_the_first_range_that_holds_an_address() {
        let il = |ports: &[u32], g| Interleave {
            targets: ports.iter().map(|&p| PortId(p)).collect(),
            granule_bytes: g,
            hash: false,
        };
        let r = Route::new()
            .with(0x1000, 0x3000, il(&[1, 2], 0x1000))
            .with(0, 0x1_0000, il(&[7], 64))
            .with(0x10_0000, 0x20_0000, il(&[8], 64));
        assert_eq!(r.target(0x1000), Some(PortId(2)));
        assert_eq!(r.target(0x2fff), Some(PortId(1)));
        assert_eq!(r.target(0x3000), Some(PortId(7)));
        assert_eq!(r.target(0x10_0040), Some(PortId(8)));
        assert_eq!(r.target(0x20_0000), None);
        assert_eq!(
            r.all_targets(),
            vec![PortId(1), PortId(2), PortId(7), PortId(8)]
        );
        let one: Route = il(&[3], 64).into();
        assert_eq!(one.target(u64::MAX - 1), Some(PortId(3)));
        assert!(Route::new().is_empty());
    }
}
