//! The stepping interface of the emulator, for the timing model: one instruction of one
//! wavefront at a time, with global and scalar memory split into an issue half and a
//! completion half so that load data can come from memory responses.
//!
//! Contract (see `docs/timing.md`, "Compute unit"):
//! - A [`KernelImage`] holds one dispatch's immutable facts (code, descriptor, grid, segment
//!   sizes); it is shared by every compute unit behind an `Arc`.
//! - Each compute unit owns a [`Stepper`] per kernel: its private decode cache.
//! - [`Stepper::start_group`] builds a workgroup's wavefronts with their initial registers;
//!   the caller (the compute unit) chooses where each wave's scratch lives.
//! - [`Stepper::peek`] says what the next instruction of a wave is, without changing state,
//!   so the compute unit can check dependencies (s_waitcnt counters, barriers) and pick a unit.
//! - [`Stepper::execute`] runs it. ALU, branch, LDS and control instructions complete at
//!   once. Global, scratch and scalar memory instructions return a [`MemOp`]: the accesses to
//!   perform (virtual addresses, store bytes, atomic operands). A load's destination registers
//!   are written only by [`Stepper::complete`], with the bytes the memory system returned.
//! - Registers a memory instruction reads (addresses, store data) are read at issue, as in
//!   hardware; later instructions may overwrite them before the access completes.
//! - Results are identical to [`super::run_dispatch`] for any order of completions that
//!   respects `s_waitcnt` (tested in `gpu-sim/tests/emu_step.rs`).

//!
//! How the memory split works: at issue the instruction's handler (the same one
//! [`super::run_dispatch`] uses) runs against a *recording* memory: reads return zeros and
//! are recorded as [`Access`]es, writes are recorded with their bytes. A load keeps a copy of
//! the wavefront as it was before issue (its [`PendingLoad`]); the registers the recording
//! run wrote are put back. [`Stepper::complete`] re-runs the handler on that copy with a
//! memory that serves the recorded reads, in order, from the response bytes, then copies the
//! destination registers (active lanes only) into the live wavefront. Because the re-run sees
//! the issue-time registers, a destination that overlaps the address registers and address
//! registers overwritten before completion both behave as in hardware. Plain loads (FLAT and
//! MUBUF loads with every lane in range, SMEM loads) skip the re-run: their handlers consume
//! the response as one stream, so completion writes the bytes straight into the destination,
//! which is what the re-run would write (`direct_load`; the re-run cost about 1,800 host
//! instructions per load). Atomics are recorded
//! one lane at a time to pair each lane with its access and operands. FLAT lanes that hit
//! the LDS aperture are performed at issue on the group's LDS (a load or returning atomic with
//! such lanes keeps a copy of the issue-time LDS for its re-run).
//!
//! A memory instruction that accesses nothing (EXEC zero, every lane out of a buffer's range,
//! or a FLAT access whose lanes all hit the LDS aperture) completes at issue and returns
//! [`Outcome::Done`]. Scalar cache maintenance (`s_dcache_inv`, `s_dcache_wb`...),
//! `s_memtime`/`s_memrealtime`, `buffer_wbinvl1[_vol]` and `s_atc_probe*` run at once and
//! return [`Outcome::Done`] (no memory traffic; the compute unit may act on `InstInfo::inst`).
//! `s_memtime` reads the stepper's clock ([`Stepper::set_clock`]).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use super::abi::{flat_target, FlatTarget};
use super::dispatch::{fault_to_error, Compiled, Launch, SharedProgram};
use super::exec::flat::gather_lane;
use super::exec::{self, AtomicOp, Ctx};
use super::memory::{MemError, Memory};
use super::wave::{Wave, WaveStatus};
use super::{DispatchSetup, EmuError};
use crate::isa::atomic::AtomicArgs;
use crate::isa::inst::Operand;
use crate::isa::table::MemClass;
pub use crate::isa::table::{InstClass, Rate};
use crate::isa::{Encoding, Inst};

/// One dispatch's immutable facts, shared by every compute unit (behind an `Arc`), plus the
/// dispatch-wide instruction counter that enforces
/// [`DispatchSetup::max_wavefront_instructions`] over all compute units together.
#[derive(Debug)]
pub struct KernelImage {
    launch: Launch,
    executed: AtomicU64,
    /// The decoded instructions, shared by every compute unit's stepper.
    prog: SharedProgram<StepInfo>,
}

/// What the resources of one workgroup of a kernel are (the dispatcher's admission check).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupResources {
    /// Wavefronts in the (full-size) workgroup.
    pub waves: u32,
    /// VGPRs per wavefront (allocation granularity applied).
    pub vgprs_per_wave: u32,
    /// SGPRs per wavefront (allocation granularity applied).
    pub sgprs_per_wave: u32,
    /// LDS bytes per workgroup.
    pub lds_bytes: u32,
}

impl KernelImage {
    /// Validates `setup` as [`super::run_dispatch`] does and copies what stepping needs.
    /// `setup.scratch_bytes` must cover every wave slot the caller will use
    /// (`wave_scratch_bytes() x slots`).
    pub fn new(setup: &DispatchSetup) -> Result<Arc<KernelImage>, EmuError> {
        let launch = Launch::new(setup)?;
        let prog = SharedProgram::new(
            launch.kernel.clone(),
            launch.words.clone(),
            launch.code_base,
            step_info,
        );
        Ok(Arc::new(KernelImage {
            launch,
            executed: AtomicU64::new(0),
            prog,
        }))
    }
    /// Kernel name, for errors.
    pub fn name(&self) -> &str {
        &self.launch.kernel
    }
    /// The flat workgroup ids this image runs (`setup.workgroups`).
    pub fn groups(&self) -> std::ops::Range<u64> {
        self.launch.workgroups.clone()
    }
    /// Wavefronts in workgroup `wg` (a partial workgroup at the grid edge has fewer; 0 for a
    /// workgroup outside the grid).
    pub fn waves_in_group(&self, wg: u64) -> u32 {
        if wg >= self.total_groups() {
            return 0;
        }
        self.launch.group(wg).waves as u32
    }
    fn total_groups(&self) -> u64 {
        let n = self.launch.n_groups;
        n[0] * n[1] * n[2]
    }
    /// Resources of a full-size workgroup.
    pub fn resources(&self) -> GroupResources {
        let kd = &self.launch.descriptor;
        GroupResources {
            waves: self.launch.n_waves as u32,
            vgprs_per_wave: kd.vgpr_count(),
            sgprs_per_wave: kd.sgpr_count(),
            lds_bytes: self.launch.group_segment_bytes,
        }
    }
    /// Scratch bytes one wavefront needs (64 lanes x the per-lane private size, rounded as
    /// the ABI requires); 0 when the kernel uses no scratch.
    pub fn wave_scratch_bytes(&self) -> u64 {
        self.launch.wave_scratch
    }
    /// Base of the scratch backing store (`setup.scratch_va`).
    pub fn scratch_va(&self) -> u64 {
        self.launch.scratch_va
    }
    /// The per-dispatch instruction limit (`setup.max_wavefront_instructions`).
    pub fn max_wavefront_instructions(&self) -> u64 {
        self.launch.max_wavefront_instructions
    }
    /// Wavefront instructions executed so far by every stepper of this image.
    pub fn executed_instructions(&self) -> u64 {
        self.executed.load(Ordering::Relaxed)
    }
}

/// A workgroup in flight: its wavefronts and its LDS.
#[derive(Clone, Debug)]
pub struct Group {
    pub wg: u64,
    pub waves: Vec<Wave>,
    pub lds: Vec<u8>,
}

impl Group {
    /// If every wavefront that has not ended waits at `s_barrier` (and at least one does),
    /// releases them all and returns true.
    pub fn try_release_barrier(&mut self) -> bool {
        let mut any = false;
        for w in &self.waves {
            match w.status {
                WaveStatus::Running => return false,
                WaveStatus::AtBarrier => any = true,
                WaveStatus::Done => {}
            }
        }
        if any {
            for w in &mut self.waves {
                if w.status == WaveStatus::AtBarrier {
                    w.status = WaveStatus::Running;
                }
            }
        }
        any
    }
    /// Every wavefront has executed `s_endpgm`.
    pub fn done(&self) -> bool {
        self.waves.iter().all(|w| w.status == WaveStatus::Done)
    }
}

/// `s_waitcnt` thresholds: wait until each outstanding count is at most this.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waitcnt {
    pub vm: u8,
    pub exp: u8,
    pub lgkm: u8,
}

impl Waitcnt {
    /// Decodes the gfx8 `s_waitcnt` immediate: vmcnt in bits 3:0, expcnt in 6:4, lgkmcnt in
    /// 11:8 (gfx9's vmcnt high bits 15:14 do not exist on gfx8 and are ignored).
    pub fn decode(simm16: u16) -> Waitcnt {
        Waitcnt {
            vm: (simm16 & 0xf) as u8,
            exp: ((simm16 >> 4) & 0x7) as u8,
            lgkm: ((simm16 >> 8) & 0xf) as u8,
        }
    }
}

/// The next instruction of a wavefront, decoded.
#[derive(Clone, Copy, Debug)]
pub struct InstInfo {
    pub pc: u64,
    /// Bytes (4 or 8).
    pub len: u8,
    pub class: InstClass,
    pub waitcnt: Option<Waitcnt>,
    /// The VALU issue rate (`gcn3.props`); the compute unit's config decides how many cycles
    /// each rate takes.
    pub rate: Rate,
    /// The instruction counts in EXP_CNT until its data has left the VGPRs: an export, or a
    /// DS instruction with the GDS bit set.
    pub expcnt: bool,
    pub inst: Inst,
}

/// What a memory instruction does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemKind {
    Load,
    Store,
    Atomic,
}

/// One contiguous access at a virtual address. It may cross cache lines and pages; the
/// compute unit's coalescer splits it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub addr: u64,
    pub len: u32,
    /// Set for atomics (then `len == bytes`).
    pub atomic: Option<AtomicArgs>,
}

/// The accesses of one global, scratch or scalar memory instruction.
#[derive(Debug)]
pub struct MemOp {
    /// SMEM (L1 scalar cache) rather than vector memory.
    pub scalar: bool,
    pub kind: MemKind,
    /// In issue order (lane order for vector memory).
    pub accesses: Vec<Access>,
    /// Store bytes: the data of every `Store` access, concatenated in access order.
    pub store_data: Vec<u8>,
    /// Present when the instruction writes registers from memory (loads, returning atomics):
    /// hand it back to [`Stepper::complete`] with the bytes read.
    pub pending: Option<PendingLoad>,
}

/// Which registers a completing load writes.
#[derive(Clone, Copy, Debug)]
enum Dst {
    /// `n` SGPRs from scalar code `first`.
    Sgpr { first: usize, n: usize },
    /// `n` VGPR rows from `first`, in the lanes of `lanes`.
    Vgpr { first: usize, n: usize, lanes: u64 },
}

/// The issue-time state a load needs to finish (opaque; boxed, so a [`MemOp`] moves cheaply).
pub struct PendingLoad(Box<Pending>);

struct Pending {
    wg: u64,
    wave: usize,
    /// The registers of the wavefront as they were when the load issued.
    snap: Snap,
    comp: Compiled<StepInfo>,
    /// Bytes of each recorded read, in order.
    reads: Vec<u32>,
    total: usize,
    /// The group's LDS at issue, for FLAT lanes that hit the LDS aperture.
    lds: Option<Vec<u8>>,
    dst: Dst,
    /// Whether the response bytes map straight onto `dst` (see [`direct_load`]): then
    /// completion writes them without re-running the handler.
    direct: bool,
}

impl std::fmt::Debug for PendingLoad {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let p = &self.0;
        f.debug_struct("PendingLoad")
            .field("wg", &p.wg)
            .field("wave", &p.wave)
            .field("op", &p.comp.inst.op)
            .field("reads", &p.reads.len())
            .field("bytes", &p.total)
            .field("dst", &p.dst)
            .finish()
    }
}

impl PendingLoad {
    /// Bytes [`Stepper::complete`] expects: the `len` of every access (loads) or the old
    /// values (`bytes` each, returning atomics), concatenated in access order.
    pub fn data_bytes(&self) -> usize {
        self.0.total
    }
    /// The workgroup and wavefront index this load belongs to.
    pub fn wave(&self) -> (u64, usize) {
        (self.0.wg, self.0.wave)
    }
}

/// What one executed instruction needs from the compute unit.
#[derive(Debug)]
pub enum Outcome {
    /// Complete (SALU, VALU, branch, s_waitcnt, nop...).
    Done,
    /// An LDS instruction, already performed on the group's LDS; `addrs` are the byte
    /// addresses accessed: one per active lane in lane order, and for the two-address forms
    /// (`ds_read2*`, `ds_write2*`, `ds_wrxchg2*`) two per lane (first, second). Each address
    /// is the start of an element of the instruction's width. `ds_swizzle`/`ds_permute`/
    /// `ds_bpermute`/`ds_nop` access no LDS memory (empty).
    Lds { addrs: Vec<u32> },
    /// The wave waits at `s_barrier` (see [`Group::try_release_barrier`]).
    Barrier,
    /// The wave executed `s_endpgm`.
    Ended,
    /// A global, scratch or scalar memory instruction (see [`MemOp`]).
    Mem(MemOp),
}

/// Addressing form of an LDS instruction (for [`Outcome::Lds`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LdsForm {
    None,
    /// One address: `vaddr + offset16`.
    Single,
    /// Two addresses: `vaddr + offset0 * unit`, `vaddr + offset1 * unit`.
    Dual {
        unit: u32,
    },
}

/// What the stepper caches per instruction beside the handler (from the opcode's
/// `gcn3.props` line and the instruction's GDS bit).
#[derive(Clone, Copy, Debug)]
struct StepInfo {
    class: InstClass,
    rate: Rate,
    /// Global, scratch or scalar memory access (`MemClass::None` for everything else,
    /// LDS instructions included: they complete at issue).
    mem: MemClass,
    lds: LdsForm,
    /// SMEM loads: dwords loaded.
    dwords: u8,
    expcnt: bool,
}

fn step_info(inst: &Inst) -> StepInfo {
    let p = inst.op.props();
    let lds = match (p.class, p.mem, p.dual) {
        (InstClass::Lds, MemClass::None, _) => LdsForm::None,
        (InstClass::Lds, _, true) => LdsForm::Dual {
            unit: u32::from(p.bytes) * if p.st64 { 64 } else { 1 },
        },
        (InstClass::Lds, _, false) => LdsForm::Single,
        _ => LdsForm::None,
    };
    StepInfo {
        class: p.class,
        rate: p.rate,
        mem: match p.class {
            InstClass::Smem | InstClass::Vmem => p.mem,
            _ => MemClass::None,
        },
        lds,
        dwords: p.bytes / 4,
        expcnt: p.class == InstClass::Export || (p.class == InstClass::Lds && inst.mem.gds),
    }
}

/// A memory that records accesses: reads return zeros, writes keep their bytes.
#[derive(Default)]
struct Recorder {
    reads: Vec<(u64, u32)>,
    writes: Vec<(u64, u32)>,
    data: Vec<u8>,
}

impl Memory for Recorder {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), MemError> {
        buf.fill(0);
        self.reads.push((addr, buf.len() as u32));
        Ok(())
    }
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), MemError> {
        self.writes.push((addr, data.len() as u32));
        self.data.extend_from_slice(data);
        Ok(())
    }
}

/// A memory that serves a load's recorded reads, in order, from the response bytes; writes
/// (an atomic's new values) are dropped, the memory side performed them.
struct Replay<'a> {
    data: &'a [u8],
    lens: &'a [u32],
    k: usize,
    pos: usize,
    mismatch: bool,
}

impl Memory for Replay<'_> {
    fn read(&mut self, _addr: u64, buf: &mut [u8]) -> Result<(), MemError> {
        match self.lens.get(self.k) {
            Some(&n) if n as usize == buf.len() && self.pos + buf.len() <= self.data.len() => {
                buf.copy_from_slice(&self.data[self.pos..self.pos + buf.len()]);
                self.pos += buf.len();
                self.k += 1;
            }
            _ => {
                self.mismatch = true;
                buf.fill(0);
            }
        }
        Ok(())
    }
    fn write(&mut self, _addr: u64, _data: &[u8]) -> Result<(), MemError> {
        Ok(())
    }
}

/// The memory non-memory instructions see: any access is an error (none is expected).
struct NoMemory;

impl Memory for NoMemory {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), MemError> {
        Err(MemError::Denied {
            addr,
            len: buf.len(),
            why: "memory access outside the stepper's memory path",
        })
    }
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), MemError> {
        Err(MemError::Denied {
            addr,
            len: data.len(),
            why: "memory access outside the stepper's memory path",
        })
    }
}

/// One compute unit's view of a kernel (the decoded instructions are the image's, shared).
pub struct Stepper {
    image: Arc<KernelImage>,
    clock: u64,
    /// The wavefront a sparse [`Snap`] is laid into for a load's completion re-run (kept, so
    /// completions allocate nothing; rows outside the snapshot hold stale values that the
    /// re-run never reads).
    scratch: Wave,
    /// The recorder a load's issue run records its reads in (kept, so issues reuse its
    /// buffers instead of allocating them per instruction).
    load_rec: Recorder,
}

impl Stepper {
    pub fn new(image: Arc<KernelImage>) -> Stepper {
        Stepper {
            image,
            clock: 0,
            scratch: Wave::new(0),
            load_rec: Recorder::default(),
        }
    }
    pub fn image(&self) -> &Arc<KernelImage> {
        &self.image
    }
    /// Sets the value `s_memtime`/`s_memrealtime` return (the compute unit's cycle count);
    /// without it the stepper counts the instructions it executed.
    pub fn set_clock(&mut self, clock: u64) {
        self.clock = clock;
    }

    fn setup_err(&self, msg: String) -> EmuError {
        EmuError::Setup {
            kernel: self.image.launch.kernel.to_string(),
            msg,
        }
    }

    /// The wavefronts of workgroup `wg` with their initial registers; wave `i`'s scratch
    /// starts at `scratch_wave_offsets[i]` bytes from the scratch base (one entry per wave).
    pub fn start_group(&self, wg: u64, scratch_wave_offsets: &[u64]) -> Result<Group, EmuError> {
        let l = &self.image.launch;
        if wg >= self.image.total_groups() {
            return Err(self.setup_err(format!(
                "workgroup {wg} is outside the grid's {} workgroups",
                self.image.total_groups()
            )));
        }
        let geom = l.group(wg);
        if scratch_wave_offsets.len() as u64 != geom.waves {
            return Err(self.setup_err(format!(
                "workgroup {wg} has {} wavefronts but {} scratch offsets were given",
                geom.waves,
                scratch_wave_offsets.len()
            )));
        }
        if l.wave_scratch > 0 {
            for &off in scratch_wave_offsets {
                if off
                    .checked_add(l.wave_scratch)
                    .is_none_or(|e| e > l.scratch_bytes)
                {
                    return Err(self.setup_err(format!(
                        "scratch offset {off:#x} + {} bytes exceeds the {}-byte scratch store",
                        l.wave_scratch, l.scratch_bytes
                    )));
                }
            }
        }
        let waves = scratch_wave_offsets
            .iter()
            .enumerate()
            .map(|(wi, &off)| l.init_wave(&geom, wi as u64, off))
            .collect();
        Ok(Group {
            wg,
            waves,
            lds: vec![0u8; l.group_segment_bytes as usize],
        })
    }

    /// The next instruction of `wave` (decoded and cached on first use).
    pub fn peek(&mut self, wave: &Wave) -> Result<InstInfo, EmuError> {
        let c = self.image.prog.at(wave.pc)?;
        let x = c.extra;
        Ok(InstInfo {
            pc: wave.pc,
            len: c.inst.len,
            class: x.class,
            waitcnt: (x.class == InstClass::Waitcnt).then(|| Waitcnt::decode(c.inst.imm)),
            rate: x.rate,
            expcnt: x.expcnt,
            inst: c.inst,
        })
    }

    /// Executes the next instruction of wave `w` of `g`.
    pub fn execute(&mut self, g: &mut Group, w: usize) -> Result<Outcome, EmuError> {
        let wg = g.wg;
        let Some(wave) = g.waves.get_mut(w) else {
            return Err(self.setup_err(format!("workgroup {wg} has no wavefront {w}")));
        };
        if wave.status != WaveStatus::Running {
            return Err(self.setup_err(format!(
                "wavefront {w} of workgroup {wg} is not running ({:?})",
                wave.status
            )));
        }
        let pc = wave.pc;
        let c = *self.image.prog.at(pc)?;
        let limit = self.image.launch.max_wavefront_instructions;
        let n = self.image.executed.fetch_add(1, Ordering::Relaxed) + 1;
        if n > limit {
            return Err(EmuError::InstructionLimit {
                kernel: self.image.launch.kernel.to_string(),
                pc,
                limit,
            });
        }
        wave.pc = pc.wrapping_add(c.inst.len as u64);
        wave.n_inst += 1;
        self.clock += 1;
        if c.extra.mem != MemClass::None {
            return self.issue(g, w, &c, pc);
        }
        let addrs = match c.extra.lds {
            LdsForm::None => Vec::new(),
            form => lds_addrs(wave, &c.inst, form),
        };
        let mut nomem = NoMemory;
        let mut ctx = Ctx {
            mem: &mut nomem,
            lds: &mut g.lds,
            scratch_va: self.image.launch.scratch_va,
            clock: self.clock,
        };
        (c.h)(wave, &c.inst, &mut ctx, c.aux)
            .map_err(|f| fault_to_error(&self.image.prog.kernel, pc, &c.inst, f))?;
        Ok(match wave.status {
            WaveStatus::Done => Outcome::Ended,
            WaveStatus::AtBarrier => Outcome::Barrier,
            WaveStatus::Running if c.extra.class == InstClass::Lds => Outcome::Lds { addrs },
            WaveStatus::Running => Outcome::Done,
        })
    }

    /// Issues a global, scratch or scalar memory instruction (see the module doc).
    fn issue(
        &mut self,
        g: &mut Group,
        w: usize,
        c: &Compiled<StepInfo>,
        pc: u64,
    ) -> Result<Outcome, EmuError> {
        let kernel = self.image.prog.kernel.clone();
        let err = |f| fault_to_error(&kernel, pc, &c.inst, f);
        let scalar = c.extra.class == InstClass::Smem;
        let scratch_va = self.image.launch.scratch_va;
        let clock = self.clock;
        let wave = &mut g.waves[w];
        let lds_lanes = c.inst.enc == Encoding::Flat && flat_lds_lanes(wave, &c.inst) != 0;
        match c.extra.mem {
            MemClass::Store => {
                let mut rec = Recorder::default();
                let mut ctx = Ctx {
                    mem: &mut rec,
                    lds: &mut g.lds,
                    scratch_va,
                    clock,
                };
                (c.h)(wave, &c.inst, &mut ctx, c.aux).map_err(err)?;
                if rec.writes.is_empty() {
                    return Ok(Outcome::Done);
                }
                let accesses = rec
                    .writes
                    .iter()
                    .map(|&(addr, len)| Access {
                        addr,
                        len,
                        atomic: None,
                    })
                    .collect();
                Ok(Outcome::Mem(MemOp {
                    scalar,
                    kind: MemKind::Store,
                    accesses,
                    store_data: rec.data,
                    pending: None,
                }))
            }
            MemClass::Load => {
                let snap = Snap::take(wave, &c.inst, c.aux.bytes as usize, scalar);
                let lds = lds_lanes.then(|| g.lds.clone());
                let mut rec = std::mem::take(&mut self.load_rec);
                rec.reads.clear();
                let mut ctx = Ctx {
                    mem: &mut rec,
                    lds: &mut g.lds,
                    scratch_va,
                    clock,
                };
                let r = (c.h)(wave, &c.inst, &mut ctx, c.aux);
                // Put back whatever the recording run wrote (the zero-filled destination):
                // a load's registers change only at completion.
                snap.restore(wave);
                if let Err(f) = r {
                    self.load_rec = rec;
                    return Err(err(f));
                }
                let dst = if scalar {
                    Dst::Sgpr {
                        first: c.inst.dst.0 as usize,
                        n: c.extra.dwords as usize,
                    }
                } else {
                    Dst::Vgpr {
                        first: c.inst.dst.vgpr_index().unwrap_or(0) as usize,
                        n: (c.aux.bytes as usize).div_ceil(4),
                        lanes: snap.base.exec(),
                    }
                };
                let accesses: Vec<Access> = rec
                    .reads
                    .iter()
                    .map(|&(addr, len)| Access {
                        addr,
                        len,
                        atomic: None,
                    })
                    .collect();
                let total: usize = rec.reads.iter().map(|r| r.1 as usize).sum();
                let direct = lds.is_none() && direct_load(c, &dst, total);
                let pending = Pending {
                    wg: g.wg,
                    wave: w,
                    snap,
                    comp: *c,
                    total,
                    // Only a completion re-run replays the reads one by one.
                    reads: if direct {
                        Vec::new()
                    } else {
                        rec.reads.iter().map(|r| r.1).collect()
                    },
                    lds,
                    dst,
                    direct,
                };
                self.load_rec = rec;
                self.finish_issue(g, w, scalar, MemKind::Load, accesses, pending)
            }
            MemClass::Atomic => {
                let op = c.aux.atomic.unwrap_or(AtomicOp::Add);
                let bytes = c.aux.bytes;
                let wide = bytes == 8;
                // The data operand rows and whether a compare value follows the source, as
                // the FLAT and MUBUF handlers read them.
                let (data_op, cmpswap) = if c.inst.enc == Encoding::Flat {
                    (
                        c.inst.src[1],
                        matches!(op, AtomicOp::CmpSwap | AtomicOp::FCmpSwap),
                    )
                } else {
                    (c.inst.dst, op == AtomicOp::CmpSwap)
                };
                let snap = wave.clone();
                let lds = lds_lanes.then(|| g.lds.clone());
                let exec_mask = snap.exec();
                let mut work = snap.clone();
                let mut rec = Recorder::default();
                let mut accesses = Vec::new();
                let mut lanes = 0u64;
                for l in 0..64 {
                    if exec_mask >> l & 1 == 0 {
                        continue;
                    }
                    work.set_exec(1 << l);
                    rec.reads.clear();
                    let mut ctx = Ctx {
                        mem: &mut rec,
                        lds: &mut g.lds,
                        scratch_va,
                        clock,
                    };
                    (c.h)(&mut work, &c.inst, &mut ctx, c.aux).map_err(err)?;
                    match rec.reads.as_slice() {
                        [] => {}
                        [(addr, len)] if *len == bytes as u32 => {
                            let s = data_op.vgpr_index().unwrap_or(0) as usize;
                            let n = if cmpswap { 2 } else { 1 } * bytes as usize;
                            let data = gather_lane(&snap, s, l, n);
                            let (src, cmp) = exec::atomic_operands(&data, wide);
                            accesses.push(Access {
                                addr: *addr,
                                len: *len,
                                atomic: Some(AtomicArgs {
                                    op,
                                    bytes,
                                    src,
                                    cmp,
                                }),
                            });
                            lanes |= 1 << l;
                        }
                        _ => {
                            return Err(EmuError::Unimplemented {
                                kernel: kernel.to_string(),
                                pc,
                                encoding: c.inst.enc,
                                mnemonic: c.inst.op.mnemonic().to_string(),
                                detail: ": (stepping) an atomic whose lane access is split \
                                         across swizzled dwords"
                                    .into(),
                            })
                        }
                    }
                }
                // Returning: FLAT writes the old value in every active lane (LDS lanes
                // included); MUBUF only in lanes inside the buffer's range.
                let rtn_lanes = if c.inst.enc == Encoding::Flat {
                    exec_mask
                } else {
                    lanes
                };
                if !c.inst.mem.glc {
                    if accesses.is_empty() {
                        return Ok(Outcome::Done);
                    }
                    return Ok(Outcome::Mem(MemOp {
                        scalar,
                        kind: MemKind::Atomic,
                        accesses,
                        store_data: Vec::new(),
                        pending: None,
                    }));
                }
                let pending = Pending {
                    wg: g.wg,
                    wave: w,
                    snap: Snap::full(snap),
                    comp: *c,
                    reads: accesses.iter().map(|a| a.len).collect(),
                    total: accesses.iter().map(|a| a.len as usize).sum(),
                    lds,
                    dst: Dst::Vgpr {
                        first: c.inst.dst.vgpr_index().unwrap_or(0) as usize,
                        n: if wide { 2 } else { 1 },
                        lanes: rtn_lanes,
                    },
                    direct: false,
                };
                self.finish_issue(g, w, scalar, MemKind::Atomic, accesses, pending)
            }
            MemClass::None => Ok(Outcome::Done),
        }
    }

    /// Returns the memory operation, or completes it at once when it accesses nothing.
    fn finish_issue(
        &mut self,
        g: &mut Group,
        w: usize,
        scalar: bool,
        kind: MemKind,
        accesses: Vec<Access>,
        pending: Pending,
    ) -> Result<Outcome, EmuError> {
        let pending = PendingLoad(Box::new(pending));
        if accesses.is_empty() {
            self.complete(g, w, pending, &[])?;
            return Ok(Outcome::Done);
        }
        Ok(Outcome::Mem(MemOp {
            scalar,
            kind,
            accesses,
            store_data: Vec::new(),
            pending: Some(pending),
        }))
    }

    /// Finishes a load or returning atomic of wave `w`: `data` holds
    /// [`PendingLoad::data_bytes`] bytes.
    pub fn complete(
        &mut self,
        g: &mut Group,
        w: usize,
        pending: PendingLoad,
        data: &[u8],
    ) -> Result<(), EmuError> {
        // Checked in the box: a direct completion never moves the snapshot out of it.
        let p = &pending.0;
        if p.wg != g.wg || p.wave != w {
            return Err(self.setup_err(format!(
                "completion for wavefront {} of workgroup {} given to wavefront {w} of \
                 workgroup {}",
                p.wave, p.wg, g.wg
            )));
        }
        if data.len() != p.total {
            return Err(self.setup_err(format!(
                "completion carries {} bytes; the load expects {}",
                data.len(),
                p.total
            )));
        }
        if p.direct {
            let Some(live) = g.waves.get_mut(w) else {
                return Err(self.setup_err(format!("workgroup {} has no wavefront {w}", g.wg)));
            };
            write_direct(live, &p.dst, p.comp.aux, data);
            return Ok(());
        }
        let Pending {
            snap,
            comp,
            reads,
            lds,
            dst,
            ..
        } = *pending.0;
        let pc = snap.base.pc.wrapping_sub(comp.inst.len as u64);
        let mut lds = lds.unwrap_or_default();
        let mut rep = Replay {
            data,
            lens: &reads,
            k: 0,
            pos: 0,
            mismatch: false,
        };
        let mut ctx = Ctx {
            mem: &mut rep,
            lds: &mut lds,
            scratch_va: self.image.launch.scratch_va,
            clock: self.clock,
        };
        let Some(live) = g.waves.get(w) else {
            return Err(self.setup_err(format!("workgroup {} has no wavefront {w}", g.wg)));
        };
        let mut full;
        let snap: &mut Wave = match snap.rows {
            None => {
                full = snap.base;
                &mut full
            }
            Some(rows) => {
                snap.base.lay_into(&mut self.scratch, live.v.len(), &rows);
                &mut self.scratch
            }
        };
        (comp.h)(snap, &comp.inst, &mut ctx, comp.aux)
            .map_err(|f| fault_to_error(&self.image.prog.kernel, pc, &comp.inst, f))?;
        if rep.mismatch || rep.k != reads.len() {
            return Err(self.setup_err(format!(
                "pc {pc:#x}: the completion re-run did not repeat the issue's accesses"
            )));
        }
        let Some(live) = g.waves.get_mut(w) else {
            return Err(self.setup_err(format!("workgroup {} has no wavefront {w}", g.wg)));
        };
        match dst {
            Dst::Sgpr { first, n } => {
                let end = (first + n).min(live.s.len());
                live.s[first.min(end)..end].copy_from_slice(&snap.s[first.min(end)..end]);
            }
            Dst::Vgpr { first, n, lanes } => {
                let end = (first + n).min(live.v.len());
                for r in first.min(end)..end {
                    if lanes == u64::MAX {
                        live.v[r] = snap.v[r];
                    } else {
                        for l in 0..64 {
                            if lanes >> l & 1 != 0 {
                                live.v[r][l] = snap.v[r][l];
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// Whether load `c`, which recorded `total` bytes of reads at issue into `dst`, completes by
/// writing the response bytes straight into its destination. True for the loads whose
/// handlers (`flat::load`, `mubuf::load`, `smem::load`) consume the response as one stream:
/// scalar loads fill `dst`'s SGPRs dword by dword; vector loads give each lane of `dst`'s
/// lanes, in lane order, `aux.bytes` bytes through `store_lane`. A vector load read that many
/// bytes only when every lane was in range (a MUBUF lane out of range reads nothing and gets
/// zeros), so `total` decides; anything else (FLAT lanes in the LDS aperture, MTBUF, atomics)
/// re-runs the handler at completion.
fn direct_load(c: &Compiled<StepInfo>, dst: &Dst, total: usize) -> bool {
    let bytes = c.aux.bytes as usize;
    match (c.inst.enc, dst) {
        (Encoding::Smem, Dst::Sgpr { n, .. }) => total == 4 * n && *n * 4 == bytes,
        (Encoding::Flat | Encoding::Mubuf, Dst::Vgpr { n, lanes, .. }) => {
            matches!(bytes, 1 | 2 | 4 | 8 | 12 | 16)
                && *n == bytes.div_ceil(4)
                && total == lanes.count_ones() as usize * bytes
        }
        _ => false,
    }
}

/// Writes a [`direct_load`]'s response bytes into wave `w`'s destination registers: what
/// the handler's re-run would have written (`store_lane`'s dword copy, or its zero or sign
/// extension of a sub-dword load), without running it.
fn write_direct(w: &mut Wave, dst: &Dst, aux: exec::Aux, data: &[u8]) {
    let dword = |d: &[u8]| u32::from_le_bytes([d[0], d[1], d[2], d[3]]);
    match *dst {
        Dst::Sgpr { first, n } => {
            for (k, d) in data.chunks_exact(4).take(n).enumerate() {
                if let Some(s) = w.s.get_mut(first + k) {
                    *s = dword(d);
                }
            }
        }
        Dst::Vgpr { first, n, lanes } => {
            if first + n > w.v.len() {
                return;
            }
            let b = aux.bytes as usize;
            if lanes == u64::MAX && n == 1 && b == 4 {
                // The common case, a whole wavefront's dword load: one row.
                for (v, d) in w.v[first].iter_mut().zip(data.chunks_exact(4)) {
                    *v = dword(d);
                }
                return;
            }
            let mut chunks = data.chunks_exact(b);
            for l in 0..64 {
                if lanes >> l & 1 == 0 {
                    continue;
                }
                let Some(d) = chunks.next() else { return };
                match (b, aux.signed) {
                    (1, false) => w.v[first][l] = u32::from(d[0]),
                    (1, true) => w.v[first][l] = d[0] as i8 as i32 as u32,
                    (2, false) => w.v[first][l] = u32::from(u16::from_le_bytes([d[0], d[1]])),
                    (2, true) => w.v[first][l] = i16::from_le_bytes([d[0], d[1]]) as i32 as u32,
                    _ => {
                        for (k, q) in d.chunks_exact(4).enumerate() {
                            w.v[first + k][l] = dword(q);
                        }
                    }
                }
            }
        }
    }
}

/// Copies back every register `w` changed relative to `snap` (a cheap row comparison).
fn restore(w: &mut Wave, snap: &Wave) {
    for (row, old) in w.v.iter_mut().zip(&snap.v) {
        if row != old {
            *row = *old;
        }
    }
    w.s = snap.s;
    w.scc = snap.scc;
}

/// A wavefront's registers at a load's issue, as much as the load's completion re-run reads:
/// every scalar field, and the VGPR rows the instruction names (its address rows and its
/// destination rows, one more for `tfe`) instead of the whole VGPR file. A vector load of a
/// wave with 64 VGPRs copied 16 KiB at issue and again at completion; a scalar load copied
/// them too though it reads none. Encodings whose operand rows are not listed here keep the
/// whole file.
struct Snap {
    /// The scalar state; its `v` is empty when `rows` is set, else the whole VGPR file.
    base: Wave,
    /// (row, values) of the named VGPR rows, or `None` for the whole file in `base`.
    rows: Option<Vec<(u16, [u32; 64])>>,
}

impl Snap {
    /// The whole wavefront.
    fn full(w: Wave) -> Snap {
        Snap {
            base: w,
            rows: None,
        }
    }

    /// The registers load `inst` of `w` reads or writes, `bytes` the bytes per lane it loads.
    fn take(w: &Wave, inst: &Inst, bytes: usize, scalar: bool) -> Snap {
        // (first row, rows) of the VGPR operands: the address (two rows: a 64-bit FLAT
        // address, or MUBUF's index and offset) and the destination (plus `tfe`'s status row).
        let dst_rows = bytes.div_ceil(4) + 1;
        let named: [(Operand, usize); 2] = match inst.enc {
            _ if scalar => [(Operand::NONE, 0), (Operand::NONE, 0)],
            Encoding::Flat | Encoding::Mubuf | Encoding::Mtbuf => {
                [(inst.src[0], 2), (inst.dst, dst_rows)]
            }
            _ => return Snap::full(w.clone()),
        };
        let n = w.v.len();
        let mut rows: Vec<(u16, [u32; 64])> = Vec::new();
        for (op, k) in named {
            let Some(first) = op.vgpr_index() else {
                continue;
            };
            for r in usize::from(first)..(usize::from(first) + k).min(n) {
                if !rows.iter().any(|&(x, _)| usize::from(x) == r) {
                    rows.push((r as u16, w.v[r]));
                }
            }
        }
        Snap {
            base: w.scalar_clone(),
            rows: Some(rows),
        }
    }

    /// Puts back what a recording run of the load wrote into `w` (its destination rows and
    /// any scalar state).
    fn restore(&self, w: &mut Wave) {
        match &self.rows {
            None => restore(w, &self.base),
            Some(rows) => {
                for &(r, ref old) in rows {
                    if let Some(row) = w.v.get_mut(usize::from(r)) {
                        *row = *old;
                    }
                }
                w.s = self.base.s;
                w.scc = self.base.scc;
            }
        }
    }
}

impl Wave {
    /// Every field but the VGPR file (left empty).
    fn scalar_clone(&self) -> Wave {
        Wave {
            s: self.s,
            v: Vec::new(),
            scc: self.scc,
            pc: self.pc,
            mode: self.mode,
            status: self.status,
            wave_in_group: self.wave_in_group,
            scratch_offset: self.scratch_offset,
            trapsts: self.trapsts,
            n_inst: self.n_inst,
        }
    }

    /// Makes `out` this scalar state with `n` VGPR rows, of which `rows` are set.
    fn lay_into(&self, out: &mut Wave, n: usize, rows: &[(u16, [u32; 64])]) {
        let mut v = std::mem::take(&mut out.v);
        v.resize(n, [0; 64]);
        for &(r, ref vals) in rows {
            if let Some(row) = v.get_mut(usize::from(r)) {
                *row = *vals;
            }
        }
        *out = Wave {
            v,
            ..self.scalar_clone()
        };
    }
}

/// Lanes of a FLAT instruction whose address hits the LDS aperture.
fn flat_lds_lanes(w: &Wave, i: &Inst) -> u64 {
    let Some(a) = i.src[0].vgpr_index() else {
        return 0;
    };
    let a = a as usize;
    if a + 1 >= w.v.len() {
        return 0;
    }
    let exec = w.exec();
    let mut m = 0u64;
    for l in 0..64 {
        if exec >> l & 1 != 0 {
            let addr = w.v[a][l] as u64 | (w.v[a + 1][l] as u64) << 32;
            if matches!(flat_target(addr), FlatTarget::Lds(_)) {
                m |= 1 << l;
            }
        }
    }
    m
}

/// The LDS byte addresses of a DS instruction's active lanes (before it executes).
fn lds_addrs(w: &Wave, i: &Inst, form: LdsForm) -> Vec<u32> {
    let Some(row) = i.src[0].vgpr_index().and_then(|a| w.v.get(a as usize)) else {
        return Vec::new();
    };
    let exec = w.exec();
    let mut out = Vec::with_capacity(exec.count_ones() as usize * 2);
    let off16 = (i.mem.offset & 0xff) | (i.mem.offset1 as u32) << 8;
    for (l, &base) in row.iter().enumerate() {
        if exec >> l & 1 == 0 {
            continue;
        }
        match form {
            LdsForm::Single => out.push(base.wrapping_add(off16)),
            LdsForm::Dual { unit } => {
                out.push(base.wrapping_add((i.mem.offset & 0xff) * unit));
                out.push(base.wrapping_add(i.mem.offset1 as u32 * unit));
            }
            LdsForm::None => {}
        }
    }
    out
}
