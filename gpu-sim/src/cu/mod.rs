//! The compute-unit timing model (GCN3 / R9 Nano): a [`ComputeUnit`] component of the event
//! engine that runs workgroups with the emulator's stepping API ([`crate::emu::step`]) and
//! sends its instruction fetches, vector and scalar memory accesses through the L1 caches and
//! their TLBs.
//!
//! Pipeline, per core cycle (details and sources in `docs/timing.md`, "Compute unit"):
//! - **Fetch**: every wave slot has an instruction buffer of `ibuffer_entries` aligned blocks of
//!   `fetch_bytes`; `fetches_per_cycle` blocks are fetched per cycle, round-robin over the
//!   waves with room, each translated by the shader array's L1I TLB and read from its L1I.
//!   Instruction *bytes* are decoded from the code image (the one functional shortcut); the
//!   fetch decides *when* an instruction is available. A taken branch drops the buffer.
//! - **Issue**: each cycle one SIMD issues: the first, round-robin from the one after the last
//!   that issued, with a wave that can; from its waves, oldest first, up to one instruction
//!   per unit (VALU, SALU, VMEM, LDS, branch, SMEM; s_waitcnt, s_barrier, s_endpgm and s_nop
//!   are handled by the sequencer without a unit), at most one per wave. A VALU instruction
//!   keeps its SIMD busy `valu_cycles` and its wave `valu_cycles + valu_decode_cycles`.
//! - **Counters**: vmcnt, lgkmcnt and expcnt per wave, incremented at issue, decremented in
//!   issue order when the accesses complete (FLAT counts in vmcnt and lgkmcnt, a GDS
//!   instruction in lgkmcnt and expcnt); `s_waitcnt` blocks the wave until the counts are at
//!   most its thresholds.
//! - **Memory**: a vector or scalar memory instruction is coalesced into line requests
//!   ([`coalesce`]); each distinct page is translated once, then the lines are sent to the L1.
//!   Load data is assembled from the responses and handed to [`Stepper::complete`].
//! - **LDS**: bank conflicts from [`lds::lds_cycles`] keep the LDS unit busy; the access
//!   completes `lds_latency_cycles` after its bank cycles.
//!
//! The component wakes only when something can happen: a message arrives, a timed completion
//! is due, or a wave can issue or fetch at a computed cycle; never more than once per cycle.

pub mod coalesce;
pub mod ibuffer;
pub mod lds;
#[cfg(test)]
mod tests;

pub use crate::config::cu::CuConfig;

use crate::config::TimingConfig;
use crate::emu::step::{
    Group, InstClass, InstInfo, KernelImage, MemKind, Outcome, PendingLoad, Rate, Stepper,
};
use crate::engine::{CompId, Component, Ctx, Engine, IdSlab, PortId, ReqId, SendError, SimError};
use crate::isa::inst::Encoding;
use crate::memsys::GpuMemory;
use crate::proto::{CuMsg, InstMix, KernelRef, MemMsg, Msg, TlbMsg};
use crate::stats::StatsReport;
use crate::time::{Clock, Cycles, Ps};
use coalesce::{coalesce, Coalesced};
use ibuffer::IBuffer;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use std::sync::Arc;

/// A request id of compute unit `cu`: the top bit set keeps it apart from engine ids, the CU
/// index keeps the ids of CUs sharing an L1S/L1I apart. Bit 39 is clear: see [`line_id`]; the
/// low bits are the key of the request's [`Wait`] in `ComputeUnit::waits`.
fn make_id(cu: u32, n: u64) -> ReqId {
    ReqId((u64::from(id_tag(cu)) << 40) | (n & (LINE_FLAG - 1)))
}

/// The bits of compute unit `cu`'s ids from bit 40 up (the marker bit and the CU index), as
/// the tag of its [`IdSlab`].
fn id_tag(cu: u32) -> u32 {
    (1 << 23) | (cu & 0x7f_ffff)
}

/// Set in the ids of line requests, which carry what they wait for in the id itself: the
/// in-flight instruction's index and generation and the line's index. Looking the wait up in
/// a hash map cost a cache miss per response (a gather has thousands of lines in flight).
const LINE_FLAG: u64 = 1 << 39;
const LINE_BITS: u32 = 7;
const INST_BITS: u32 = 20;
const GEN_MASK: u64 = (1 << 12) - 1;

/// The id of line `line` of in-flight instruction `inst` (generation `gen`), or `None` when
/// the indices do not fit (such lines wait in the map).
fn line_id(cu: u32, gen: u32, inst: usize, line: usize) -> Option<ReqId> {
    if inst >= 1 << INST_BITS || line >= 1 << LINE_BITS {
        return None;
    }
    Some(ReqId(
        (1u64 << 63)
            | (u64::from(cu) << 40)
            | LINE_FLAG
            | ((u64::from(gen) & GEN_MASK) << (INST_BITS + LINE_BITS))
            | ((inst as u64) << LINE_BITS)
            | line as u64,
    ))
}

/// (generation, instruction, line) of an id made by [`line_id`].
fn decode_line_id(id: ReqId) -> Option<(u64, usize, usize)> {
    if id.0 & LINE_FLAG == 0 {
        return None;
    }
    let gen = (id.0 >> (INST_BITS + LINE_BITS)) & GEN_MASK;
    let inst = (id.0 >> LINE_BITS) & ((1 << INST_BITS) - 1);
    let line = id.0 & ((1 << LINE_BITS) - 1);
    Some((gen, inst as usize, line as usize))
}

/// In a bitset of `total` bits, the first set bit at or after `from` going round-robin
/// (`from`, `from + 1`, ..., `total - 1`, `0`, ...), looking at most `n` bits (`n <= total`).
fn next_set_bit_cyclic(bits: &[u64], total: usize, from: usize, n: usize) -> Option<usize> {
    let first = |lo: usize, hi: usize| -> Option<usize> {
        let mut x = lo;
        while x < hi {
            let w = bits.get(x / 64)? >> (x % 64);
            if w != 0 {
                let y = x + w.trailing_zeros() as usize;
                return (y < hi).then_some(y);
            }
            x = (x / 64 + 1) * 64;
        }
        None
    };
    let end = from + n;
    first(from, end.min(total)).or_else(|| first(0, end.saturating_sub(total)))
}

/// Line-request buffers a compute unit keeps for reuse.
const SPARE_COALESCED: usize = 64;

/// The largest vmcnt / lgkmcnt value on gfx8 (4-bit counters): a wave with this many accesses
/// outstanding of one kind does not issue another.
pub const MAX_COUNT: usize = 15;

/// The largest expcnt value on gfx8 (a 3-bit counter, `s_waitcnt` bits 6:4).
pub const MAX_EXP_COUNT: usize = 7;

crate::stats_struct! {
    /// Counters of one compute unit.
    pub struct CuStats {
        /// Wavefront instructions issued.
        instructions: Count,
        /// Vector ALU instructions.
        valu_insts: Count,
        /// Of those, reduced-rate (slow) ones.
        valu_slow_insts: Count,
        /// Scalar ALU instructions.
        salu_insts: Count,
        /// Vector memory instructions (global, scratch, flat).
        vmem_insts: Count,
        /// Scalar memory instructions.
        smem_insts: Count,
        /// LDS instructions.
        lds_insts: Count,
        /// Branch instructions.
        branch_insts: Count,
        /// Sequencer instructions (s_waitcnt, s_barrier, s_endpgm, s_nop...).
        other_insts: Count,
        /// Of `vmem_insts`, loads.
        vmem_load_insts: Count,
        /// Of `vmem_insts`, stores.
        vmem_store_insts: Count,
        /// Of `vmem_insts`, atomics.
        vmem_atomic_insts: Count,
        /// Of `other_insts`, s_waitcnt.
        waitcnt_insts: Count,
        /// Of `other_insts`, s_barrier.
        barrier_insts: Count,
        /// Vector instructions (VALU, VMEM, LDS) issued with no active lane.
        lanes_0: Count,
        /// Vector instructions issued with 1 to 16 active lanes.
        lanes_1_16: Count,
        /// Vector instructions issued with 17 to 32 active lanes.
        lanes_17_32: Count,
        /// Vector instructions issued with 33 to 48 active lanes.
        lanes_33_48: Count,
        /// Vector instructions issued with 49 to 63 active lanes.
        lanes_49_63: Count,
        /// Vector instructions issued with all 64 lanes active.
        lanes_64: Count,
        /// Active lanes summed over vector instructions (exec mask population count at issue).
        active_lanes: Count,
        /// Taken branches (instruction buffer flushed and refetched).
        branches_taken: Count,
        /// Cycles with at least one resident wave: the CPI stack's total, the sum of `issue_turns`, the five `stall_*` counters and `idle_turns`.
        busy_cycles: Cycles,
        /// Busy cycles whose SIMD issued at least one instruction (CPI stack: issue).
        issue_turns: Cycles,
        /// Busy cycles whose SIMD had no wave left to issue (CPI stack: idle).
        idle_turns: Cycles,
        /// Busy cycles whose SIMD issued nothing because its oldest wave waited at s_waitcnt or at a full counter (CPI stack: memory).
        stall_waitcnt: Cycles,
        /// Busy cycles whose SIMD issued nothing because its oldest wave waited at s_barrier (CPI stack: barrier).
        stall_barrier: Cycles,
        /// Busy cycles whose SIMD issued nothing because its oldest wave's next instruction was not fetched (CPI stack: fetch).
        stall_fetch: Cycles,
        /// Busy cycles whose SIMD issued nothing because its oldest wave's unit or previous instruction was busy (CPI stack: dependency).
        stall_unit_busy: Cycles,
        /// Busy cycles whose SIMD issued nothing because the memory request queue was full (CPI stack: memory).
        stall_mem_backpressure: Cycles,
        /// Vector memory line requests sent to the L1V (after coalescing).
        vector_line_requests: Count,
        /// Vector memory accesses before coalescing, as the emulator reports them (per lane or per contiguous run).
        vector_accesses: Count,
        /// Scalar line requests sent to the L1S.
        scalar_line_requests: Count,
        /// Atomic requests sent.
        atomic_requests: Count,
        /// Data translations requested.
        translations: Count,
        /// Instruction fetches sent to the L1I.
        fetches: Count,
        /// Instruction fetches whose page was not mapped (fetched past the code).
        fetch_faults: Count,
        /// Cycles the LDS unit spent on bank accesses.
        lds_bank_cycles: Cycles,
        /// Extra LDS cycles caused by bank conflicts.
        lds_conflict_cycles: Cycles,
        /// Workgroups completed (with or without error).
        workgroups: Count,
        /// Wavefronts completed.
        waves: Count,
        /// Workgroups that ended with a guest error.
        group_errors: Count,
    }
}

/// The ports a compute unit talks through (see [`add_compute_units`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CuPorts {
    /// Dispatcher messages in, `GroupDone` out.
    pub ctrl: PortId,
    /// Memory and translation requests out, their responses in.
    pub mem: PortId,
    pub l1v: PortId,
    pub l1v_tlb: PortId,
    pub l1s: PortId,
    pub l1s_tlb: PortId,
    pub l1i: PortId,
    pub l1i_tlb: PortId,
}

/// A compute unit as the dispatcher sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CuHandle {
    pub comp: CompId,
    /// Where `CuMsg::RunGroup` goes; `GroupDone` comes from here.
    pub port: PortId,
    /// The memory port, which answers page shoot-downs (link it to the page-table server).
    pub mem: PortId,
}

/// How many L1 TLBs a compute unit sits under (L1V, L1S, L1I): a page shoot-down reaches it
/// once through each, and it answers each.
pub const TLBS_PER_CU: usize = 3;

/// Adds one compute unit per `cfg.cus` at `{gpu}.cu[c]`, each linked to its L1V and the L1S and
/// L1I of its shader array (and their TLBs) with `links.cu_l1_cycles`. The dispatcher must
/// link its own port to every returned `port`.
pub fn add_compute_units(
    engine: &mut Engine<Msg>,
    gpu: &str,
    cfg: &TimingConfig,
    mem: &GpuMemory,
) -> Result<Vec<CuHandle>, SimError> {
    let clock = Clock::from_mhz(cfg.core_clock_mhz).map_err(|e| SimError::Wiring(e.to_string()))?;
    let link = clock.cycles(Cycles(cfg.links.cu_l1_cycles));
    let mut out = Vec::new();
    for c in 0..cfg.cus as usize {
        let sa = mem.shader_array_of(c, cfg);
        let (Some(v), Some(s), Some(i)) = (mem.l1v.get(c), mem.l1s.get(sa), mem.l1i.get(sa)) else {
            return Err(SimError::Wiring(format!(
                "{gpu}.cu[{c}]: the memory side has no L1 for this compute unit"
            )));
        };
        let path = format!("{gpu}.cu[{c}]");
        let id = engine.add_component(&path);
        let ctrl = engine.add_port(id, cfg.cu.ctrl_port_entries as usize);
        let memp = engine.add_port(id, cfg.cu.mem_port_entries as usize);
        let ports = CuPorts {
            ctrl,
            mem: memp,
            l1v: v.ports.top,
            l1v_tlb: v.tlb_ports.top,
            l1s: s.ports.top,
            l1s_tlb: s.tlb_ports.top,
            l1i: i.ports.top,
            l1i_tlb: i.tlb_ports.top,
        };
        for dst in [
            ports.l1v,
            ports.l1v_tlb,
            ports.l1s,
            ports.l1s_tlb,
            ports.l1i,
            ports.l1i_tlb,
        ] {
            engine.connect(memp, dst, link)?;
        }
        for tlb in [v.tlb, s.tlb, i.tlb] {
            if let Some(t) = engine.component_mut::<crate::tlb::Tlb>(tlb) {
                t.add_upper(memp);
            }
        }
        let cu = ComputeUnit::new(&path, c as u32, cfg, ports)?;
        engine.install(id, Box::new(cu))?;
        out.push(CuHandle {
            comp: id,
            port: ctrl,
            mem: memp,
        });
    }
    Ok(out)
}

/// The execution units an instruction can need.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Unit {
    Valu = 0,
    Salu = 1,
    Vmem = 2,
    Lds = 3,
    Branch = 4,
    Smem = 5,
    /// Handled by the sequencer (s_waitcnt, s_barrier, s_endpgm, s_nop): no unit limit.
    #[default]
    Internal = 6,
}

fn unit_of(class: InstClass) -> Unit {
    match class {
        InstClass::Valu => Unit::Valu,
        InstClass::Salu => Unit::Salu,
        InstClass::Vmem => Unit::Vmem,
        InstClass::Lds => Unit::Lds,
        InstClass::Branch => Unit::Branch,
        InstClass::Smem => Unit::Smem,
        // No export unit is modelled: the emulator has no export semantics, so an `exp` fails
        // its group when it is decoded and never issues.
        InstClass::Waitcnt
        | InstClass::Barrier
        | InstClass::EndPgm
        | InstClass::Nop
        | InstClass::Export => Unit::Internal,
    }
}

/// Why a wave does not issue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stall {
    Waitcnt,
    Barrier,
    Fetch,
    UnitBusy,
    MemBackpressure,
}

/// What keeps a wave from issuing that only an event can change (see [`ComputeUnit::blocked`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Structural {
    /// Not known: something that can change it happened since it was computed.
    #[default]
    Unknown,
    /// Blocked by a barrier, a missing fetch block or the wait counters, until an event.
    Blocked(Stall),
    /// None of those: only time, the units used this cycle and the memory queue decide.
    Clear,
}

/// One hardware wave slot. The fields the issue scan reads for every resident wave every cycle
/// come first, in declaration order (`repr(C)`), so they share one host cache line; the
/// decoded instruction and the counters' queues follow.
#[derive(Debug, Default)]
#[repr(C)]
struct Slot {
    /// The wave executed s_endpgm (or its group failed): no more fetch or issue.
    ended: bool,
    /// The wave waits at `s_barrier` (mirrors its emulator status, which lives in the large
    /// wave state: reading it on every issue scan cost a cache miss per wave).
    at_barrier: bool,
    active: bool,
    /// Whether the next instruction is held by a barrier, its fetch or the counters, kept until
    /// something that can change it happens (the wave executes, a fetch block or a memory
    /// answer arrives for it, its barrier releases): the issue scan and the wake-up computation
    /// ask every resident wave every cycle, and rechecking these each time was a fifth of a
    /// compute unit's cost.
    structural: Structural,
    /// The unit of the next instruction (meaningful while `structural` is known).
    unit: Unit,
    simd: usize,
    /// First cycle the wave may issue again.
    ready_cycle: u64,
    age: u64,
    group: usize,
    /// Index of the wave in its group.
    w: usize,
    /// Bumped on every redirect and reuse: fetch answers of an older epoch are dropped.
    epoch: u32,
    fetch_next: u64,
    blocks: IBuffer,
    /// The decoded next instruction (cleared when it executes).
    info: Option<InstInfo>,
    /// Outstanding vector memory instructions, in issue order (indices into `insts`).
    vm_q: VecDeque<usize>,
    /// Outstanding LDS and scalar memory instructions, in issue order.
    lgkm_q: VecDeque<usize>,
    /// FLAT instructions outstanding (counted by lgkmcnt as well as vmcnt).
    flat_out: usize,
    /// Instructions outstanding that expcnt counts (GDS instructions, also in `lgkm_q`).
    exp_out: usize,
}

impl Slot {
    fn vm(&self) -> usize {
        self.vm_q.len()
    }
    fn lgkm(&self) -> usize {
        self.lgkm_q.len() + self.flat_out
    }
    fn exp(&self) -> usize {
        self.exp_out
    }
}

/// A memory or LDS instruction in flight.
#[derive(Debug)]
struct MemInst {
    slot: usize,
    group: usize,
    kind: MemKind,
    scalar: bool,
    flat: bool,
    /// Counted by expcnt as well (a GDS instruction).
    exp: bool,
    /// The line requests and their pieces (recycled through `ComputeUnit::spare` when the
    /// instruction retires).
    co: Coalesced,
    /// Translated line requests not yet answered (plus pages not yet translated).
    remaining: usize,
    /// A bit per line whose request (with an id from [`line_id`]) is in flight.
    line_mask: u128,
    data: Vec<u8>,
    store_data: Vec<u8>,
    pending: Option<PendingLoad>,
    done: bool,
}

/// What a request id is waiting for.
#[derive(Clone, Copy, Debug)]
enum Wait {
    FetchTranslate { slot: usize, epoch: u32, addr: u64 },
    FetchRead { slot: usize, epoch: u32, addr: u64 },
    Translate { inst: usize, vpn: u64 },
    Line { inst: usize, line: usize },
}

struct KernelEntry {
    kernel: KernelRef,
    stepper: Stepper,
    groups: usize,
}

struct GroupState {
    kernel: usize,
    group: Group,
    wg: u64,
    reply_to: PortId,
    slots: Vec<usize>,
    live: usize,
    instructions: u64,
    /// Of those, by class (reported in `GroupDone`).
    mix: InstMix,
    error: Option<String>,
}

/// One compute unit (see the module doc).
pub struct ComputeUnit {
    path: String,
    index: u32,
    cfg: CuConfig,
    clock: Clock,
    page_bytes: u64,
    l1v_line: u64,
    l1i_line: u64,
    l1s_line: u64,
    ports: CuPorts,
    kernels: Vec<Option<KernelEntry>>,
    groups: Vec<Option<GroupState>>,
    waiting: VecDeque<(KernelRef, u64, PortId)>,
    slots: Vec<Slot>,
    /// Per SIMD: its active slots, oldest first.
    simd_waves: Vec<Vec<usize>>,
    free_slots: usize,
    /// A bit per slot: set when the slot can fetch ([`ComputeUnit::can_fetch`]), kept in step
    /// with every change of a slot's `active`, `ended` and `blocks` so fetch and the wake-up
    /// computation need not scan every slot each cycle.
    fetchable: Vec<u64>,
    next_simd: usize,
    next_age: u64,
    fetch_rr: usize,
    insts: Vec<Option<MemInst>>,
    /// Buffers of retired instructions' line requests, reused by the next ones.
    spare: Vec<Coalesced>,
    /// Load data buffers of retired memory instructions, for reuse (bounded like `spare`).
    spare_data: Vec<Vec<u8>>,
    /// Scratch list of the pages a memory instruction touches (reused per instruction).
    vpn_scratch: Vec<u64>,
    /// Bumped each time an `insts` entry is reused (line ids carry it, so a stale id fails).
    inst_gen: Vec<u32>,
    free_insts: Vec<usize>,
    /// What fetch, translation and (rare) unencodable line requests wait for, by id key.
    waits: IdSlab<Wait>,
    /// LDS completions: (cycle, sequence, inst).
    timers: BinaryHeap<Reverse<(u64, u64, usize)>>,
    timer_seq: u64,
    /// Busy-until cycle per SIMD's VALU.
    valu_busy: Vec<u64>,
    /// Busy-until cycle of the CU-wide units (indexed by `Unit as usize`).
    unit_busy: [u64; 7],
    outq: VecDeque<(PortId, Msg)>,
    ctrl_out: VecDeque<(PortId, Msg)>,
    last_cycle: Option<u64>,
    /// Why the first waiting wave in arbitration order could not issue at the end of the
    /// last wake (the reason of the cycles skipped until the next).
    skip_stall: Option<Stall>,
    /// The SIMD the issue arbiter considers first (the one after the last that issued).
    issue_simd: usize,
    resident: usize,
    scratch: Vec<(u32, u32)>,
    /// Something that can let a wave issue or fetch happened since the last issue scan (a group
    /// arrived, an instruction completed, a fetch block arrived, a slot freed).
    changed: bool,
    /// The cycle of the wake-up the last issue scan asked for (None: it asked for none). A wake
    /// before it that changed nothing (a load's line arrived, more lines outstanding) only
    /// receives and sends: the issue scan would find what the last one found.
    scheduled: Option<u64>,
    /// Page shoot-downs waiting for this unit's accesses to their page: (vpn, id, reply_to).
    drains: Vec<(u64, ReqId, PortId)>,
    stats: CuStats,
}

impl ComputeUnit {
    /// Makes this unit as a freshly built one (its slots, SIMD and fetch arbiters, buffers at
    /// their start), keeping its counters: the checkpoint boundary of the run that writes a
    /// checkpoint (`World::boundary_reset`), so the kernels after it find the compute units as
    /// a restored run's fresh ones do. `Ok(false)` while work is resident.
    pub fn reset_cold(&mut self, cfg: &TimingConfig) -> Result<bool, SimError> {
        if self.resident > 0 || !self.waiting.is_empty() || self.groups.iter().any(Option::is_some)
        {
            return Ok(false);
        }
        let mut fresh = ComputeUnit::new(&self.path, self.index, cfg, self.ports.clone())?;
        std::mem::swap(&mut fresh.stats, &mut self.stats);
        *self = fresh;
        Ok(true)
    }

    /// A compute unit with index `index` (its scratch slots and `GroupDone.cu`).
    pub fn new(
        path: &str,
        index: u32,
        cfg: &TimingConfig,
        ports: CuPorts,
    ) -> Result<ComputeUnit, SimError> {
        let mut errs = Vec::new();
        cfg.cu.validate_at("cu", cfg.l1i.line_bytes, &mut errs);
        if let Some(e) = errs.first() {
            return Err(SimError::at(path, e.to_string()));
        }
        let clock =
            Clock::from_mhz(cfg.core_clock_mhz).map_err(|e| SimError::at(path, e.to_string()))?;
        let c = cfg.cu.clone();
        let n_slots = c.wave_slots() as usize;
        Ok(ComputeUnit {
            path: path.to_string(),
            index,
            clock,
            page_bytes: cfg.page_bytes,
            l1v_line: u64::from(cfg.l1v.line_bytes),
            l1i_line: u64::from(cfg.l1i.line_bytes),
            l1s_line: u64::from(cfg.l1s.line_bytes),
            ports,
            kernels: Vec::new(),
            groups: Vec::new(),
            waiting: VecDeque::new(),
            slots: (0..n_slots).map(|_| Slot::default()).collect(),
            simd_waves: vec![Vec::new(); c.simds as usize],
            free_slots: n_slots,
            fetchable: vec![0; n_slots.div_ceil(64)],
            next_simd: 0,
            next_age: 0,
            fetch_rr: 0,
            insts: Vec::new(),
            inst_gen: Vec::new(),
            spare: Vec::new(),
            spare_data: Vec::new(),
            vpn_scratch: Vec::new(),
            free_insts: Vec::new(),
            waits: IdSlab::new(),
            timers: BinaryHeap::new(),
            timer_seq: 0,
            valu_busy: vec![0; c.simds as usize],
            unit_busy: [0; 7],
            outq: VecDeque::new(),
            ctrl_out: VecDeque::new(),
            last_cycle: None,
            skip_stall: None,
            issue_simd: 0,
            resident: 0,
            scratch: Vec::new(),
            changed: false,
            scheduled: None,
            drains: Vec::new(),
            stats: CuStats::default(),
            cfg: c,
        })
    }

    pub fn stats(&self) -> &CuStats {
        &self.stats
    }

    /// Workgroups resident or waiting for slots.
    pub fn groups_in_flight(&self) -> usize {
        self.groups.iter().flatten().count() + self.waiting.len()
    }

    fn cycle_ps(&self, c: u64) -> Ps {
        self.clock.cycles(Cycles(c))
    }

    // ---- workgroup start and end ----------------------------------------------------------

    fn kernel_index(&mut self, kernel: &KernelRef) -> usize {
        if let Some(i) = self
            .kernels
            .iter()
            .position(|k| k.as_ref().is_some_and(|k| &k.kernel == kernel))
        {
            return i;
        }
        // Forget kernels that have no group here any more (their decode caches).
        for k in self.kernels.iter_mut() {
            if k.as_ref().is_some_and(|k| k.groups == 0) {
                *k = None;
            }
        }
        let entry = KernelEntry {
            kernel: kernel.clone(),
            stepper: Stepper::new(Arc::clone(&kernel.0)),
            groups: 0,
        };
        match self.kernels.iter().position(Option::is_none) {
            Some(i) => {
                self.kernels[i] = Some(entry);
                i
            }
            None => {
                self.kernels.push(Some(entry));
                self.kernels.len() - 1
            }
        }
    }

    /// Starts waiting workgroups, in arrival order, while their waves fit.
    fn start_waiting(&mut self, cycle: u64) -> bool {
        let mut started = false;
        while let Some((kernel, wg, _)) = self.waiting.front() {
            let need = kernel.0.waves_in_group(*wg) as usize;
            if need > self.free_slots {
                if need > self.slots.len() {
                    // Can never fit: fail it rather than wait forever.
                    let (_, wg, reply_to) = self.waiting.pop_front().expect("front exists");
                    self.send_done(
                        wg,
                        reply_to,
                        0,
                        InstMix::default(),
                        Some(format!(
                            "{}: workgroup {wg} needs {need} wave slots, the compute unit has {}",
                            self.path,
                            self.slots.len()
                        )),
                    );
                    continue;
                }
                break;
            }
            let (kernel, wg, reply_to) = self.waiting.pop_front().expect("front exists");
            if need == 0 {
                // Nothing to run (an empty group): done at once.
                self.send_done(wg, reply_to, 0, InstMix::default(), None);
                continue;
            }
            self.start_group(kernel, wg, reply_to, need, cycle);
            started = true;
        }
        started
    }

    fn start_group(
        &mut self,
        kernel: KernelRef,
        wg: u64,
        reply_to: PortId,
        need: usize,
        cycle: u64,
    ) {
        let image: &KernelImage = &kernel.0;
        let wave_scratch = image.wave_scratch_bytes();
        let k = self.kernel_index(&kernel);
        // Place waves round-robin over SIMDs with a free slot.
        let per_simd = self.cfg.wave_slots_per_simd as usize;
        let simds = self.cfg.simds as usize;
        let mut chosen = Vec::with_capacity(need);
        for _ in 0..need {
            let mut found = None;
            for i in 0..simds {
                let s = (self.next_simd + i) % simds;
                let taken = |x: usize| self.slots[x].active || chosen.contains(&x);
                if let Some(x) = (s * per_simd..(s + 1) * per_simd).find(|&x| !taken(x)) {
                    found = Some((s, x));
                    break;
                }
            }
            let Some((s, x)) = found else { break };
            self.next_simd = (s + 1) % simds;
            chosen.push(x);
        }
        let base = u64::from(self.index) * self.slots.len() as u64;
        let offsets: Vec<u64> = chosen
            .iter()
            .map(|&x| (base + x as u64).saturating_mul(wave_scratch))
            .collect();
        let Some(entry) = self.kernels[k].as_mut() else {
            return;
        };
        let group = match entry.stepper.start_group(wg, &offsets) {
            Ok(g) if g.waves.len() == chosen.len() => g,
            Ok(g) => {
                let msg = format!(
                    "{}: workgroup {wg} has {} waves, expected {}",
                    self.path,
                    g.waves.len(),
                    chosen.len()
                );
                self.send_done(wg, reply_to, 0, InstMix::default(), Some(msg));
                return;
            }
            Err(e) => {
                self.send_done(wg, reply_to, 0, InstMix::default(), Some(e.to_string()));
                return;
            }
        };
        entry.groups += 1;
        let gi = match self.groups.iter().position(Option::is_none) {
            Some(i) => i,
            None => {
                self.groups.push(None);
                self.groups.len() - 1
            }
        };
        let fb = u64::from(self.cfg.fetch_bytes);
        for (w, &x) in chosen.iter().enumerate() {
            let simd = x / per_simd;
            let slot = &mut self.slots[x];
            let epoch = slot.epoch.wrapping_add(1);
            *slot = Slot {
                active: true,
                group: gi,
                w,
                simd,
                age: self.next_age,
                epoch,
                fetch_next: group.waves[w].pc & !(fb - 1),
                ready_cycle: cycle,
                ..Slot::default()
            };
            self.sync_fetchable(x);
            self.next_age += 1;
            self.simd_waves[simd].push(x);
        }
        self.free_slots -= chosen.len();
        self.resident += chosen.len();
        self.groups[gi] = Some(GroupState {
            kernel: k,
            group,
            wg,
            reply_to,
            live: chosen.len(),
            slots: chosen,
            instructions: 0,
            mix: InstMix::default(),
            error: None,
        });
    }

    fn send_done(
        &mut self,
        wg: u64,
        reply_to: PortId,
        instructions: u64,
        mix: InstMix,
        error: Option<String>,
    ) {
        self.stats.workgroups += 1;
        if error.is_some() {
            self.stats.group_errors += 1;
        }
        self.ctrl_out.push_back((
            reply_to,
            Msg::Cu(CuMsg::GroupDone {
                cu: self.index,
                wg,
                instructions,
                mix,
                error,
            }),
        ));
    }

    /// Marks group `g` failed: its waves stop; it ends once its accesses have drained.
    fn fail_group(&mut self, g: usize, msg: String) {
        let Some(gs) = self.groups.get_mut(g).and_then(Option::as_mut) else {
            return;
        };
        if gs.error.is_none() {
            tracing::debug!(cu = %self.path, wg = gs.wg, "workgroup failed: {msg}");
            gs.error = Some(msg);
        }
        let slots = gs.slots.clone();
        for x in slots {
            if self.slots[x].active {
                self.slots[x].ended = true;
                self.sync_fetchable(x);
                self.try_free_slot(x);
            }
        }
    }

    /// Frees slot `x` if its wave ended and nothing of it is outstanding; ends the group when
    /// it was the last.
    fn try_free_slot(&mut self, x: usize) {
        let s = &self.slots[x];
        if !s.active || !s.ended || !s.vm_q.is_empty() || !s.lgkm_q.is_empty() {
            return;
        }
        let (g, simd) = (s.group, s.simd);
        let s = &mut self.slots[x];
        s.active = false;
        s.blocks.clear();
        s.info = None;
        s.structural = Structural::Unknown;
        s.epoch = s.epoch.wrapping_add(1);
        self.sync_fetchable(x);
        self.simd_waves[simd].retain(|&y| y != x);
        self.free_slots += 1;
        self.resident -= 1;
        self.stats.waves += 1;
        let Some(gs) = self.groups.get_mut(g).and_then(Option::as_mut) else {
            return;
        };
        gs.live -= 1;
        if gs.live == 0 {
            let Some(gs) = self.groups[g].take() else {
                return;
            };
            if let Some(k) = self.kernels.get_mut(gs.kernel).and_then(Option::as_mut) {
                k.groups -= 1;
            }
            self.send_done(gs.wg, gs.reply_to, gs.instructions, gs.mix, gs.error);
        }
    }

    // ---- messages -----------------------------------------------------------------------

    fn receive(&mut self, ctx: &mut Ctx<'_, Msg>, cycle: u64) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.ports.ctrl) {
            match m {
                Msg::Cu(CuMsg::RunGroup {
                    kernel,
                    wg,
                    reply_to,
                }) => {
                    self.waiting.push_back((kernel, wg, reply_to));
                    self.changed = true;
                }
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message on the dispatcher port: {other:?}"),
                    ))
                }
            }
        }
        while let Some(m) = ctx.recv(self.ports.mem) {
            match m {
                Msg::Tlb(TlbMsg::TranslateRsp { id, vpn, ppn }) => {
                    self.on_translate(id, vpn, ppn)?
                }
                Msg::Mem(MemMsg::ReadRsp { id, data }) => self.on_mem(id, Some(&data))?,
                Msg::Mem(MemMsg::WriteRsp { id }) => self.on_mem(id, None)?,
                Msg::Tlb(TlbMsg::Shootdown { id, vpn, reply_to }) => {
                    self.drains.push((vpn, id, reply_to))
                }
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message on the memory port: {other:?}"),
                    ))
                }
            }
        }
        if !self.drains.is_empty() {
            self.answer_drains();
        }
        // LDS completions due.
        while let Some(&Reverse((t, _, inst))) = self.timers.peek() {
            if t > cycle {
                break;
            }
            self.timers.pop();
            self.changed = true;
            if let Some(mi) = self.insts.get_mut(inst).and_then(Option::as_mut) {
                mi.done = true;
                let slot = mi.slot;
                self.retire(slot);
            }
        }
        Ok(())
    }

    /// Answers the page shoot-downs whose page has no access of this unit in flight. The
    /// shoot-down arrived behind every translation its TLB gave out before it, so the line
    /// requests in flight to the page are exactly those that may still reach its old place;
    /// once they are answered (a write is answered by the L2 that owns the line), moving the
    /// page's bytes loses nothing.
    fn answer_drains(&mut self) {
        let mut i = 0;
        while i < self.drains.len() {
            let (vpn, id, reply_to) = self.drains[i];
            if self.page_busy(vpn) {
                i += 1;
                continue;
            }
            self.drains.swap_remove(i);
            self.outq
                .push_back((reply_to, Msg::Tlb(TlbMsg::ShootdownRsp { id })));
        }
    }

    /// Whether a line request to page `vpn` is in flight.
    fn page_busy(&self, vpn: u64) -> bool {
        let page = self.page_bytes;
        let on_page =
            |mi: &MemInst, li: usize| mi.co.lines.get(li).is_some_and(|l| l.line / page == vpn);
        let by_mask = self.insts.iter().flatten().any(|mi| {
            (0..mi.co.lines.len().min(128)).any(|li| mi.line_mask >> li & 1 == 1 && on_page(mi, li))
        });
        by_mask
            || self.waits.iter().any(|(_, w)| match *w {
                Wait::Line { inst, line } => self
                    .insts
                    .get(inst)
                    .and_then(Option::as_ref)
                    .is_some_and(|mi| on_page(mi, line)),
                _ => false,
            })
    }

    fn unknown(&self, id: ReqId) -> SimError {
        SimError::at(&self.path, format!("response to unknown request {id:?}"))
    }

    fn on_translate(&mut self, id: ReqId, vpn: u64, ppn: Option<u64>) -> Result<(), SimError> {
        let w = self.take_wait(id)?;
        match w {
            Wait::FetchTranslate { slot, epoch, addr } => {
                if self.slots[slot].epoch != epoch || !self.slots[slot].active {
                    return Ok(());
                }
                match ppn {
                    Some(ppn) => {
                        let pa = ppn * self.page_bytes + addr % self.page_bytes;
                        let rid = self.wait_id(Wait::FetchRead { slot, epoch, addr });
                        self.outq.push_back((
                            self.ports.l1i,
                            Msg::Mem(MemMsg::Read {
                                id: rid,
                                addr: pa,
                                bytes: self.cfg.fetch_bytes,
                                reply_to: self.ports.mem,
                            }),
                        ));
                        self.stats.fetches += 1;
                    }
                    None => {
                        // Prefetch past the mapped code: mark it fetched; executing there
                        // fails in the emulator's decode (pc outside the code image).
                        self.stats.fetch_faults += 1;
                        self.changed = true;
                        self.mark_fetched(slot, addr);
                    }
                }
            }
            Wait::FetchRead { .. } | Wait::Line { .. } => return Err(self.unknown(id)),
            Wait::Translate { inst, vpn: want } => {
                let page = self.page_bytes;
                let (mem_port, l1s, l1v) = (self.ports.mem, self.ports.l1s, self.ports.l1v);
                let Some(mi) = self.insts.get_mut(inst).and_then(Option::as_mut) else {
                    return Err(self.unknown(id));
                };
                debug_assert_eq!(vpn, want);
                mi.remaining -= 1;
                let Some(ppn) = ppn else {
                    self.changed = true;
                    let (g, slot) = (mi.group, mi.slot);
                    let n_lines = mi.co.lines.iter().filter(|l| l.line / page == want).count();
                    mi.remaining -= n_lines;
                    if mi.remaining == 0 {
                        mi.done = true;
                    }
                    let msg = format!(
                        "{}: translation fault: page {:#x} is not mapped",
                        self.path,
                        want * page
                    );
                    self.fail_group(g, msg);
                    self.retire(slot);
                    return Ok(());
                };
                let dst = if mi.scalar { l1s } else { l1v };
                let tag = id_tag(self.index);
                for (li, l) in mi.co.lines.iter().enumerate() {
                    if l.line / page != want {
                        continue;
                    }
                    let pa = ppn * page + l.addr() % page;
                    let rid = match line_id(self.index, self.inst_gen[inst], inst, li) {
                        Some(rid) => {
                            mi.line_mask |= 1 << li;
                            rid
                        }
                        None => self
                            .waits
                            .insert_id(tag, Wait::Line { inst, line: li })
                            .unwrap_or(make_id(self.index, 0)),
                    };
                    let msg = match (l.atomic, mi.kind) {
                        (Some(args), _) => {
                            self.stats.atomic_requests += 1;
                            MemMsg::Atomic {
                                id: rid,
                                addr: pa,
                                args,
                                reply_to: mem_port,
                            }
                        }
                        (None, MemKind::Store) => {
                            let (data, mask) = mi.co.write_data(li, &mi.store_data);
                            MemMsg::Write {
                                id: rid,
                                addr: pa,
                                data,
                                mask,
                                reply_to: mem_port,
                            }
                        }
                        (None, _) => MemMsg::Read {
                            id: rid,
                            addr: pa,
                            bytes: l.bytes(),
                            reply_to: mem_port,
                        },
                    };
                    if mi.scalar {
                        self.stats.scalar_line_requests += 1;
                    } else if l.atomic.is_none() {
                        self.stats.vector_line_requests += 1;
                    }
                    self.outq.push_back((dst, Msg::Mem(msg)));
                }
            }
        }
        Ok(())
    }

    fn on_mem(&mut self, id: ReqId, data: Option<&[u8]>) -> Result<(), SimError> {
        let w = match decode_line_id(id) {
            Some((gen, inst, line)) => {
                let live = u64::from(self.inst_gen.get(inst).copied().unwrap_or(0)) & GEN_MASK;
                let mi = self.insts.get_mut(inst).and_then(Option::as_mut);
                match mi {
                    Some(mi) if live == gen && line < 128 && mi.line_mask >> line & 1 == 1 => {
                        mi.line_mask &= !(1 << line);
                        Wait::Line { inst, line }
                    }
                    _ => return Err(self.unknown(id)),
                }
            }
            None => self.take_wait(id)?,
        };
        match w {
            Wait::FetchRead { slot, epoch, addr } => {
                if self.slots[slot].epoch == epoch && self.slots[slot].active {
                    self.changed = true;
                    self.mark_fetched(slot, addr);
                }
            }
            Wait::Line { inst, line } => {
                let Some(mi) = self.insts.get_mut(inst).and_then(Option::as_mut) else {
                    return Err(self.unknown(id));
                };
                if let Some(rsp) = data {
                    if mi.kind != MemKind::Store {
                        mi.co.scatter(line, rsp, &mut mi.data);
                    }
                }
                mi.remaining -= 1;
                if mi.remaining == 0 {
                    mi.done = true;
                    let slot = mi.slot;
                    self.changed = true;
                    self.retire(slot);
                }
            }
            Wait::FetchTranslate { .. } | Wait::Translate { .. } => return Err(self.unknown(id)),
        }
        Ok(())
    }

    fn mark_fetched(&mut self, slot: usize, addr: u64) {
        let fb = u64::from(self.cfg.fetch_bytes);
        self.slots[slot].blocks.mark_ready(addr, fb);
        self.slots[slot].structural = Structural::Unknown;
    }

    /// An id for a request that waits for `w`. (Should 2^24 waits be in flight, the id is one
    /// that matches nothing, so its answer fails the group instead of panicking.)
    fn wait_id(&mut self, w: Wait) -> ReqId {
        let tag = id_tag(self.index);
        self.waits
            .insert_id(tag, w)
            .unwrap_or(make_id(self.index, 0))
    }

    /// The wait of a non-line request id.
    fn take_wait(&mut self, id: ReqId) -> Result<Wait, SimError> {
        self.waits
            .remove_id(id_tag(self.index), id)
            .ok_or_else(|| self.unknown(id))
    }

    /// Completes the slot's finished memory instructions in issue order (per counter).
    fn retire(&mut self, x: usize) {
        self.slots[x].structural = Structural::Unknown;
        loop {
            let mut progressed = false;
            for which in 0..2 {
                let q = if which == 0 {
                    &self.slots[x].vm_q
                } else {
                    &self.slots[x].lgkm_q
                };
                let Some(&i) = q.front() else { continue };
                let done = self
                    .insts
                    .get(i)
                    .and_then(Option::as_ref)
                    .is_some_and(|m| m.done);
                if !done {
                    continue;
                }
                if which == 0 {
                    self.slots[x].vm_q.pop_front();
                } else {
                    self.slots[x].lgkm_q.pop_front();
                }
                let Some(mut mi) = self.insts[i].take() else {
                    continue;
                };
                self.free_insts.push(i);
                if self.spare.len() < SPARE_COALESCED {
                    self.spare.push(std::mem::take(&mut mi.co));
                }
                if mi.flat {
                    self.slots[x].flat_out -= 1;
                }
                if mi.exp {
                    self.slots[x].exp_out -= 1;
                }
                progressed = true;
                if let Some(p) = mi.pending {
                    let g = mi.group;
                    let w = self.slots[x].w;
                    let Some(gs) = self.groups.get_mut(g).and_then(Option::as_mut) else {
                        continue;
                    };
                    if gs.error.is_some() {
                        continue;
                    }
                    let Some(k) = self.kernels.get_mut(gs.kernel).and_then(Option::as_mut) else {
                        continue;
                    };
                    if let Err(e) = k.stepper.complete(&mut gs.group, w, p, &mi.data) {
                        self.fail_group(g, e.to_string());
                    }
                }
                if self.spare_data.len() < SPARE_COALESCED && mi.data.capacity() > 0 {
                    self.spare_data.push(std::mem::take(&mut mi.data));
                }
            }
            if !progressed {
                break;
            }
        }
        self.try_free_slot(x);
    }

    fn alloc_inst(&mut self, mi: MemInst) -> usize {
        match self.free_insts.pop() {
            Some(i) => {
                self.insts[i] = Some(mi);
                self.inst_gen[i] = self.inst_gen[i].wrapping_add(1);
                i
            }
            None => {
                self.insts.push(Some(mi));
                self.inst_gen.push(0);
                self.insts.len() - 1
            }
        }
    }

    // ---- sending --------------------------------------------------------------------------

    fn drain(&mut self, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        for ctrl in [false, true] {
            let (src, q) = if ctrl {
                (self.ports.ctrl, &mut self.ctrl_out)
            } else {
                (self.ports.mem, &mut self.outq)
            };
            while let Some((dst, msg)) = q.pop_front() {
                match ctx.send(src, dst, msg) {
                    Ok(()) => {}
                    Err(SendError::Full(m)) => {
                        q.push_front((dst, m));
                        break;
                    }
                    Err(e) => {
                        return Err(SimError::at(
                            &self.path,
                            format!("cannot send to {dst:?}: {:?}", e.into_msg()),
                        ))
                    }
                }
            }
        }
        Ok(())
    }

    // ---- fetch ---------------------------------------------------------------------------

    fn can_fetch(&self, x: usize) -> bool {
        let s = &self.slots[x];
        s.active
            && !s.ended
            && s.blocks.len() < self.cfg.ibuffer_entries as usize
            && (self.cfg.prefetch_next_line || self.fetch_in_line(x))
    }

    /// Whether slot `x`'s next fetch block is in the instruction-cache line of its wave's pc
    /// (or the next line, when the instruction at the pc may reach into it: an 8-byte
    /// instruction in the line's last 7 bytes). Without `prefetch_next_line` a wave fetches no
    /// further: the next line is read when the wave gets there.
    fn fetch_in_line(&self, x: usize) -> bool {
        let s = &self.slots[x];
        let Some(pc) = self
            .groups
            .get(s.group)
            .and_then(Option::as_ref)
            .and_then(|gs| gs.group.waves.get(s.w))
            .map(|w| w.pc)
        else {
            return true;
        };
        let line = self.l1i_line.max(1);
        let (next, here) = (s.fetch_next / line, pc / line);
        next <= here || (next == here + 1 && pc % line + 8 > line)
    }

    /// Updates slot `x`'s bit in `fetchable`.
    fn sync_fetchable(&mut self, x: usize) {
        let bit = 1u64 << (x % 64);
        if self.can_fetch(x) {
            self.fetchable[x / 64] |= bit;
        } else {
            self.fetchable[x / 64] &= !bit;
        }
    }

    fn fetch(&mut self) {
        let n = self.slots.len();
        let mut left = self.cfg.fetches_per_cycle;
        // Each slot at most once per cycle, round-robin from `fetch_rr`.
        let start = self.fetch_rr % n.max(1);
        let mut from = start;
        let mut budget = n;
        while left > 0 && budget > 0 {
            let Some(x) = next_set_bit_cyclic(&self.fetchable, n, from, budget) else {
                break;
            };
            let skipped = (x + n - from) % n + 1;
            budget -= skipped;
            from = (x + 1) % n;
            let s = &mut self.slots[x];
            let addr = s.fetch_next;
            s.fetch_next += u64::from(self.cfg.fetch_bytes);
            s.blocks.push(addr, u64::from(self.cfg.fetch_bytes));
            s.structural = Structural::Unknown;
            let epoch = s.epoch;
            self.sync_fetchable(x);
            let id = self.wait_id(Wait::FetchTranslate {
                slot: x,
                epoch,
                addr,
            });
            self.outq.push_back((
                self.ports.l1i_tlb,
                Msg::Tlb(TlbMsg::Translate {
                    id,
                    vpn: addr / self.page_bytes,
                    reply_to: self.ports.mem,
                }),
            ));
            self.fetch_rr = (x + 1) % n;
            left -= 1;
        }
    }

    /// Whether the bytes of the wave's next instruction are in its instruction buffer.
    fn fetched(&self, x: usize, info: &InstInfo) -> bool {
        let end = info.pc + u64::from(info.len);
        self.slots[x]
            .blocks
            .covers(info.pc, end, u64::from(self.cfg.fetch_bytes))
    }

    // ---- issue ---------------------------------------------------------------------------

    /// The wave's next instruction, decoded (cached until it executes).
    fn peek(&mut self, x: usize) -> Result<InstInfo, String> {
        if let Some(i) = self.slots[x].info {
            return Ok(i);
        }
        let s = &self.slots[x];
        let gs = self
            .groups
            .get(s.group)
            .and_then(Option::as_ref)
            .ok_or("no group")?;
        let k = self
            .kernels
            .get_mut(gs.kernel)
            .and_then(Option::as_mut)
            .ok_or("no kernel")?;
        let info = k
            .stepper
            .peek(&gs.group.waves[s.w])
            .map_err(|e| e.to_string())?;
        self.slots[x].info = Some(info);
        Ok(info)
    }

    /// Why wave `x` cannot issue at `cycle` (None: it can), given the units already used this
    /// cycle (`used`, a bit per unit). Errors are guest errors of its group.
    #[inline(always)]
    fn blocked(&mut self, x: usize, cycle: u64, used: u32) -> Result<Option<Stall>, String> {
        let structural = match self.slots[x].structural {
            Structural::Unknown => {
                let r = self.structural(x)?;
                self.slots[x].structural = r;
                r
            }
            r => r,
        };
        if let Structural::Blocked(st) = structural {
            return Ok(Some(st));
        }
        let s = &self.slots[x];
        let unit = s.unit;
        if matches!(unit, Unit::Vmem | Unit::Smem)
            && self.outq.len() >= self.cfg.mem_queue_entries as usize
        {
            return Ok(Some(Stall::MemBackpressure));
        }
        if s.ready_cycle > cycle || self.unit_free_at(unit, s.simd) > cycle {
            return Ok(Some(Stall::UnitBusy));
        }
        if unit != Unit::Internal && used & (1 << unit as u32) != 0 {
            return Ok(Some(Stall::UnitBusy));
        }
        Ok(None)
    }

    /// The part of [`ComputeUnit::blocked`] that only events change (in the order the checks
    /// have always had: barrier, fetch, then the counters).
    #[inline(never)]
    fn structural(&mut self, x: usize) -> Result<Structural, String> {
        if self.slots[x].at_barrier {
            return Ok(Structural::Blocked(Stall::Barrier));
        }
        let info = self.peek(x)?;
        let unit = unit_of(info.class);
        self.slots[x].unit = unit;
        if !self.fetched(x, &info) {
            return Ok(Structural::Blocked(Stall::Fetch));
        }
        let s = &self.slots[x];
        let waitcnt = Structural::Blocked(Stall::Waitcnt);
        if let Some(wc) = info.waitcnt {
            if s.vm() > usize::from(wc.vm)
                || s.lgkm() > usize::from(wc.lgkm)
                || s.exp() > usize::from(wc.exp)
            {
                return Ok(waitcnt);
            }
        }
        if info.expcnt && s.exp() >= MAX_EXP_COUNT {
            return Ok(waitcnt);
        }
        match unit {
            Unit::Vmem | Unit::Smem if s.vm() >= MAX_COUNT || s.lgkm() >= MAX_COUNT => Ok(waitcnt),
            Unit::Lds if s.lgkm() >= MAX_COUNT => Ok(waitcnt),
            _ => Ok(Structural::Clear),
        }
    }

    /// Releases group `g`'s barrier if every live wave has reached it, and clears the waves'
    /// `at_barrier` flags when it does.
    fn release_barrier(&mut self, g: usize) {
        let Some(gs) = self.groups.get_mut(g).and_then(Option::as_mut) else {
            return;
        };
        if gs.group.try_release_barrier() {
            for &y in &gs.slots {
                self.slots[y].at_barrier = false;
                self.slots[y].structural = Structural::Unknown;
            }
        }
    }

    fn unit_free_at(&self, unit: Unit, simd: usize) -> u64 {
        match unit {
            Unit::Valu => self.valu_busy[simd],
            Unit::Internal => 0,
            u => self.unit_busy[u as usize],
        }
    }

    /// The issue arbiter at `cycle`: the SIMDs are considered round-robin, starting after the
    /// last one that issued; the first SIMD with a wave that can issue issues, from its waves
    /// oldest first, up to one instruction per unit and one per wave. (A single wave therefore
    /// issues as soon as it is ready, whatever its SIMD: the MGSim paper's dependent
    /// `v_add_f32` figure of 5 cycles is not a multiple of a fixed 4-cycle SIMD turn.)
    fn issue(&mut self, cycle: u64) {
        let simds = self.cfg.simds as usize;
        // Waves may end during the scan; the cycle was busy if any was resident at its start.
        let busy = self.resident > 0;
        let mut first_stall = None;
        let mut issued = false;
        for k in 0..simds {
            let simd = (self.issue_simd + k) % simds;
            let (did, stall) = self.issue_simd_waves(simd, cycle);
            if first_stall.is_none() {
                first_stall = stall;
            }
            if did {
                issued = true;
                self.issue_simd = (simd + 1) % simds;
                break;
            }
        }
        // The CPI stack: a cycle with a resident wave is classified once (issued, why the
        // first waiting wave in arbitration order could not, or no wave to issue).
        if busy {
            self.stats.busy_cycles += 1;
            match (issued, first_stall) {
                (true, _) => self.stats.issue_turns += 1,
                (false, Some(st)) => self.count_stall(st, 1),
                (false, None) => self.stats.idle_turns += 1,
            }
        }
    }

    /// Issues what SIMD `simd`'s waves can at `cycle`; returns whether anything issued and
    /// the stall reason of its oldest waiting wave.
    fn issue_simd_waves(&mut self, simd: usize, cycle: u64) -> (bool, Option<Stall>) {
        let mut used = 0u32;
        let mut first_stall = None;
        let mut issued = false;
        let mut i = 0;
        while i < self.simd_waves[simd].len() {
            let x = self.simd_waves[simd][i];
            i += 1;
            if self.slots[x].ended {
                continue;
            }
            match self.blocked(x, cycle, used) {
                Err(e) => {
                    let g = self.slots[x].group;
                    self.fail_group(g, e);
                    i = 0; // the list may have changed
                    continue;
                }
                Ok(Some(st)) => {
                    if first_stall.is_none() {
                        first_stall = Some(st);
                    }
                }
                Ok(None) => {
                    let unit = self.exec(x, cycle);
                    if let Some(u) = unit {
                        used |= 1 << u as u32;
                    }
                    issued = true;
                    // `exec` may free slots (s_endpgm, errors): restart the scan safely.
                    if !self.simd_waves[simd].contains(&x) {
                        i = self.simd_waves[simd]
                            .iter()
                            .position(|&y| self.slots[y].age > self.slots[x].age)
                            .unwrap_or(self.simd_waves[simd].len());
                    }
                }
            }
        }
        (issued, first_stall)
    }

    fn count_stall(&mut self, st: Stall, n: u64) {
        let s = &mut self.stats;
        match st {
            Stall::Waitcnt => s.stall_waitcnt += n,
            Stall::Barrier => s.stall_barrier += n,
            Stall::Fetch => s.stall_fetch += n,
            Stall::UnitBusy => s.stall_unit_busy += n,
            Stall::MemBackpressure => s.stall_mem_backpressure += n,
        }
    }

    /// Executes wave `x`'s next instruction at `cycle`; returns the unit it used.
    fn exec(&mut self, x: usize, cycle: u64) -> Option<Unit> {
        self.slots[x].structural = Structural::Unknown;
        let info = self.slots[x].info.take()?;
        let unit = unit_of(info.class);
        let (g, w) = (self.slots[x].group, self.slots[x].w);
        let gs = self.groups.get_mut(g)?.as_mut()?;
        let k = self.kernels.get_mut(gs.kernel)?.as_mut()?;
        // Active lanes at issue, before the instruction can change exec (v_cmpx).
        let lanes = gs.group.waves.get(w).map_or(0, |wv| wv.exec().count_ones());
        let outcome = k.stepper.execute(&mut gs.group, w);
        gs.instructions += 1;
        // The dispatch-wide instruction guard, applied per workgroup here (a kernel that
        // never ends must not hang the timing model either).
        let limit = k.stepper.image().max_wavefront_instructions();
        let outcome = if gs.instructions > limit && limit > 0 {
            Err(format!(
                "{}: workgroup {} stopped after {limit} wavefront instructions (the dispatch's instruction limit)",
                self.path, gs.wg
            ))
        } else {
            outcome.map_err(|e| e.to_string())
        };
        let new_pc = gs.group.waves.get(w).map_or(0, |wv| wv.pc);
        self.stats.instructions += 1;
        let outcome = match outcome {
            Ok(o) => o,
            Err(e) => {
                self.fail_group(g, e);
                return Some(unit);
            }
        };
        let c = &self.cfg;
        let st = &mut self.stats;
        let slot = &mut self.slots[x];
        slot.ready_cycle = cycle + 1;
        match unit {
            Unit::Valu => {
                let n = match info.rate {
                    Rate::Full => c.valu_cycles,
                    Rate::Quarter => c.valu_slow_cycles,
                    Rate::F64 => c.valu_f64_cycles,
                };
                st.valu_insts += 1;
                if info.rate != Rate::Full {
                    st.valu_slow_insts += 1;
                }
                self.valu_busy[slot.simd] = cycle + n;
                slot.ready_cycle = cycle + n + c.valu_decode_cycles;
            }
            Unit::Salu => {
                st.salu_insts += 1;
                slot.ready_cycle = cycle + c.salu_cycles;
                self.unit_busy[Unit::Salu as usize] = cycle + 1;
            }
            Unit::Branch => {
                st.branch_insts += 1;
                slot.ready_cycle = cycle + c.branch_cycles;
                self.unit_busy[Unit::Branch as usize] = cycle + 1;
            }
            Unit::Vmem => {
                st.vmem_insts += 1;
                self.unit_busy[Unit::Vmem as usize] = cycle + c.vmem_issue_cycles;
            }
            Unit::Smem => {
                st.smem_insts += 1;
                self.unit_busy[Unit::Smem as usize] = cycle + c.smem_issue_cycles;
            }
            Unit::Lds => st.lds_insts += 1,
            Unit::Internal => {
                st.other_insts += 1;
                match info.class {
                    InstClass::Waitcnt => st.waitcnt_insts += 1,
                    InstClass::Barrier => st.barrier_insts += 1,
                    _ => {}
                }
            }
        }
        if matches!(unit, Unit::Valu | Unit::Vmem | Unit::Lds) {
            st.active_lanes += u64::from(lanes);
            match lanes {
                0 => st.lanes_0 += 1,
                1..=16 => st.lanes_1_16 += 1,
                17..=32 => st.lanes_17_32 += 1,
                33..=48 => st.lanes_33_48 += 1,
                49..=63 => st.lanes_49_63 += 1,
                _ => st.lanes_64 += 1,
            }
        }
        if let Some(Some(gs)) = self.groups.get_mut(g) {
            match unit {
                Unit::Valu => gs.mix.valu += 1,
                Unit::Vmem => gs.mix.vmem += 1,
                Unit::Lds => gs.mix.lds += 1,
                _ => {}
            }
        }
        // Instruction buffer: drop consumed blocks, or everything on a redirect.
        let fb = u64::from(c.fetch_bytes);
        if new_pc != info.pc + u64::from(info.len) {
            if matches!(outcome, Outcome::Done) {
                self.stats.branches_taken += 1;
            }
            let slot = &mut self.slots[x];
            slot.blocks.clear();
            slot.epoch = slot.epoch.wrapping_add(1);
            slot.fetch_next = new_pc & !(fb - 1);
        } else {
            self.slots[x].blocks.pop_consumed(new_pc, fb);
        }
        self.sync_fetchable(x);
        match outcome {
            Outcome::Done => {}
            Outcome::Barrier => {
                self.slots[x].at_barrier = true;
                self.release_barrier(g);
            }
            Outcome::Ended => {
                self.slots[x].ended = true;
                self.slots[x].blocks.clear();
                self.sync_fetchable(x);
                self.release_barrier(g);
                self.try_free_slot(x);
            }
            Outcome::Lds { addrs } => {
                let (cycles, passes) = lds::lds_cycles(
                    &addrs,
                    self.cfg.lds_banks,
                    self.cfg.lds_bank_bytes,
                    &mut self.scratch,
                );
                self.stats.lds_bank_cycles += cycles;
                self.stats.lds_conflict_cycles += cycles - passes;
                let start = self.unit_busy[Unit::Lds as usize].max(cycle);
                self.unit_busy[Unit::Lds as usize] = start + cycles;
                let due = start + cycles + self.cfg.lds_latency_cycles;
                let inst = self.alloc_inst(MemInst {
                    slot: x,
                    group: g,
                    kind: MemKind::Load,
                    scalar: false,
                    flat: false,
                    exp: info.expcnt,
                    co: Coalesced::default(),
                    remaining: 0,
                    line_mask: 0,
                    data: Vec::new(),
                    store_data: Vec::new(),
                    pending: None,
                    done: false,
                });
                self.slots[x].lgkm_q.push_back(inst);
                if info.expcnt {
                    self.slots[x].exp_out += 1;
                }
                self.timers.push(Reverse((due, self.timer_seq, inst)));
                self.timer_seq += 1;
            }
            Outcome::Mem(op) => {
                let flat = info.inst.enc == Encoding::Flat;
                let line = if op.scalar {
                    self.l1s_line
                } else {
                    self.l1v_line
                };
                let mut co = self.spare.pop().unwrap_or_default();
                if let Err(e) = coalesce(&op.accesses, line, &mut co) {
                    self.fail_group(g, format!("{}: {e}", self.path));
                    return Some(unit);
                }
                if !op.scalar {
                    self.stats.vector_accesses += op.accesses.len() as u64;
                    match op.kind {
                        MemKind::Load => self.stats.vmem_load_insts += 1,
                        MemKind::Store => self.stats.vmem_store_insts += 1,
                        MemKind::Atomic => self.stats.vmem_atomic_insts += 1,
                    }
                }
                let mut vpns = std::mem::take(&mut self.vpn_scratch);
                vpns.clear();
                vpns.extend(co.lines.iter().map(|l| l.line / self.page_bytes));
                vpns.sort_unstable();
                vpns.dedup();
                let data_len = op.pending.as_ref().map_or(0, |p| p.data_bytes());
                let data = if data_len == 0 {
                    Vec::new()
                } else {
                    let mut d = self.spare_data.pop().unwrap_or_default();
                    d.clear();
                    d.resize(data_len, 0);
                    d
                };
                let inst = self.alloc_inst(MemInst {
                    slot: x,
                    group: g,
                    kind: op.kind,
                    scalar: op.scalar,
                    flat,
                    exp: false,
                    remaining: co.lines.len() + vpns.len(),
                    line_mask: 0,
                    done: co.lines.is_empty(),
                    co,
                    data,
                    store_data: op.store_data,
                    pending: op.pending,
                });
                let tlb = if op.scalar {
                    self.ports.l1s_tlb
                } else {
                    self.ports.l1v_tlb
                };
                for &vpn in &vpns {
                    let id = self.wait_id(Wait::Translate { inst, vpn });
                    self.stats.translations += 1;
                    self.outq.push_back((
                        tlb,
                        Msg::Tlb(TlbMsg::Translate {
                            id,
                            vpn,
                            reply_to: self.ports.mem,
                        }),
                    ));
                }
                self.vpn_scratch = vpns;
                let slot = &mut self.slots[x];
                if op.scalar {
                    slot.lgkm_q.push_back(inst);
                } else {
                    slot.vm_q.push_back(inst);
                    if flat {
                        slot.flat_out += 1;
                    }
                }
                self.retire(x);
            }
        }
        Some(unit)
    }

    // ---- scheduling ------------------------------------------------------------------------

    /// The first cycle after `cycle` at which something can happen without a message
    /// arriving, and the reason the first waiting wave in arbitration order waits (for the
    /// stall accounting of the cycles skipped until then).
    fn next_cycle(&mut self, cycle: u64) -> Option<u64> {
        let simds = self.cfg.simds as usize;
        let mut next: Option<u64> = self.timers.peek().map(|Reverse((t, _, _))| *t);
        let min = |t: u64, next: &mut Option<u64>| {
            *next = Some(next.map_or(t, |n| n.min(t)));
        };
        if self.fetchable.iter().any(|&w| w != 0) {
            min(cycle + 1, &mut next);
        }
        self.skip_stall = None;
        let mut have_stall = false;
        for k in 0..simds {
            let simd = (self.issue_simd + k) % simds;
            for i in 0..self.simd_waves[simd].len() {
                let x = self.simd_waves[simd][i];
                if self.slots[x].ended {
                    continue;
                }
                // Nothing is earlier than the next cycle: only the stall reason is still needed.
                if have_stall && next.is_some_and(|n| n <= cycle + 1) {
                    return next;
                }
                // Blocked reasons that only a message or timer can lift wake us by themselves.
                let r = match self.blocked(x, u64::MAX, 0) {
                    Ok(r) => r,
                    Err(_) => {
                        // Fail it in the next issue scan.
                        min(cycle + 1, &mut next);
                        continue;
                    }
                };
                if !have_stall {
                    have_stall = true;
                    self.skip_stall = r.or(Some(Stall::UnitBusy));
                }
                if r.is_some() {
                    continue;
                }
                let unit = self.slots[x].unit;
                let t = self.slots[x]
                    .ready_cycle
                    .max(self.unit_free_at(unit, simd))
                    .max(cycle + 1);
                min(t, &mut next);
            }
        }
        next
    }

    /// Counts busy cycles and classifies the cycles strictly between the last issue scan and
    /// `cycle` (the scan at `cycle` counts its own); `resident` is the number of resident
    /// waves over that span, constant because waves come and go only in issue scans.
    fn account_skipped(&mut self, cycle: u64, resident: usize) {
        let Some(last) = self.last_cycle else { return };
        if cycle <= last + 1 || resident == 0 {
            return;
        }
        let skipped = cycle - 1 - last;
        self.stats.busy_cycles += skipped;
        match self.skip_stall {
            Some(st) => self.count_stall(st, skipped),
            None => self.stats.idle_turns += skipped,
        }
    }
}

impl Component<Msg> for ComputeUnit {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let edge = self.clock.this_tick(now);
        if edge != now {
            ctx.wake_at(edge);
            return Ok(());
        }
        let cycle = self.clock.to_cycles(now).0;
        let resident = self.resident;
        self.changed = false;
        self.receive(ctx, cycle)?;
        // The memory queue drains at the start of the cycle, so the issue scan below sees the
        // space that freed (a wave held back by a full queue may issue in this cycle).
        let limit = self.cfg.mem_queue_entries as usize;
        let full_before = self.outq.len() >= limit;
        self.drain(ctx)?;
        if full_before && self.outq.len() < limit {
            self.changed = true;
        }
        let due = self.last_cycle.is_none() || self.scheduled.is_some_and(|s| s <= cycle);
        if !due && !self.changed {
            // Nothing an issue scan depends on changed since the last one, and the wake-up it
            // asked for is still pending: this wake only passed messages on. (A gather's line
            // responses and freed L1 buffer slots wake the compute unit dozens of times per
            // instruction; rescanning every wave each time dominated memory-bound kernels.)
            return Ok(());
        }
        self.account_skipped(cycle, resident);
        let fresh = self.last_cycle != Some(cycle);
        if fresh {
            self.last_cycle = Some(cycle);
            self.start_waiting(cycle);
            self.fetch();
            self.issue(cycle);
        }
        self.start_waiting(cycle);
        self.drain(ctx)?;
        self.scheduled = if let Some(t) = self.next_cycle(cycle) {
            Some(t)
        } else if !self.waiting.is_empty() && self.free_slots > 0 {
            Some(cycle + 1)
        } else {
            None
        };
        if let Some(t) = self.scheduled {
            ctx.wake_at(self.cycle_ps(t));
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}
