//! The functional dispatcher: runs the workgroups of a kernel dispatch one after another,
//! each as a set of 64-lane wavefronts scheduled round-robin, with the initial register
//! state the kernel descriptor asks for.
//!
//! Initial state follows LLVM AMDGPUUsage "Initial Kernel Execution State": user SGPRs from
//! s0 in the order private segment buffer (4), dispatch ptr (2), queue ptr (2), kernarg ptr
//! (2), dispatch id (2), flat scratch init (2: offset, per-lane size; gfx8), private segment
//! size (1); then, starting at `USER_SGPR` of `compute_pgm_rsrc2`, the system SGPRs workgroup
//! id x/y/z, workgroup info and private segment wave offset; v0/v1/v2 hold the work-item
//! ids per `enable_vgpr_workitem_id`. MODE comes from `compute_pgm_rsrc1` (round, denorm,
//! DX10 clamp, IEEE). FLAT_SCRATCH is preset as the kernel prologue would set it, and M0 is
//! preset to all ones (no LDS clamp) — hardware leaves both undefined.
//!
//! Scheduling: a wavefront runs until it ends, reaches `s_barrier`, or uses its slice of
//! [`SLICE`] instructions; a barrier releases when every wavefront of the group that has not
//! ended has arrived. Instructions are decoded and compiled to handlers once per dispatch and
//! cached by PC.

use super::abi::{lane_private_bytes, private_segment_resource, waves_per_workgroup, WAVE_LANES};
use super::exec::{self, Aux, Ctx, Handler};
use super::wave::{Fault, Wave, WaveStatus};
use super::{DispatchSetup, DispatchStats, EmuError, Memory};
use crate::isa::{Encoding, Inst};
use crate::loader::KernelDescriptor;
use std::sync::{Arc, OnceLock};

/// Instructions a wavefront runs before the scheduler moves to the next one.
pub const SLICE: u32 = 4096;

/// One decoded and compiled instruction. `extra` is whatever else a runner wants cached per
/// instruction (nothing for [`run_dispatch`]; the unit class and memory kind for
/// [`super::step`]).
#[derive(Clone, Copy)]
pub(crate) struct Compiled<X: Copy> {
    pub inst: Inst,
    pub h: Handler,
    pub aux: Aux,
    pub class: u8,
    pub extra: X,
}

pub(crate) const C_SALU: u8 = 0;
pub(crate) const C_SMEM: u8 = 1;
pub(crate) const C_VALU: u8 = 2;
pub(crate) const C_VMEM: u8 = 3;
pub(crate) const C_LDS: u8 = 4;

fn class_of(enc: Encoding) -> u8 {
    match enc {
        Encoding::Sop1 | Encoding::Sop2 | Encoding::Sopk | Encoding::Sopc | Encoding::Sopp => {
            C_SALU
        }
        Encoding::Smem => C_SMEM,
        Encoding::Ds => C_LDS,
        Encoding::Flat | Encoding::Mubuf | Encoding::Mtbuf | Encoding::Mimg => C_VMEM,
        _ => C_VALU,
    }
}

/// Instructions per lazily allocated block of the decode cache.
const BLOCK: usize = 256;

/// One lazily allocated block of the decode cache.
type Block<X> = Box<[Option<Compiled<X>>; BLOCK]>;

/// Decoded-and-compiled instructions of one dispatch, indexed by dword offset from the
/// code base. The cache is two-level (blocks of [`BLOCK`] dwords allocated on first use), so a
/// large code object costs only for the code a dispatch actually runs. (The timing model's
/// steppers share one [`SharedProgram`] per kernel image instead.)
pub(crate) struct Program<X: Copy = ()> {
    pub kernel: Arc<str>,
    base: u64,
    words: Arc<[u32]>,
    cache: Vec<Option<Block<X>>>,
    /// Computes `Compiled::extra` when an instruction is first decoded.
    extra: fn(&Inst) -> X,
}

/// The little-endian dwords of a code image (a trailing partial dword is zero-padded).
pub(crate) fn code_words(code: &[u8]) -> Arc<[u32]> {
    code.chunks(4)
        .map(|c| {
            let mut b = [0u8; 4];
            b[..c.len()].copy_from_slice(c);
            u32::from_le_bytes(b)
        })
        .collect()
}

impl<X: Copy> Program<X> {
    pub fn new(kernel: Arc<str>, words: Arc<[u32]>, base: u64, extra: fn(&Inst) -> X) -> Self {
        let n = words.len().div_ceil(BLOCK);
        Program {
            kernel,
            base,
            words,
            cache: vec![None; n],
            extra,
        }
    }

    #[inline(always)]
    pub fn index(&self, pc: u64) -> Result<usize, EmuError> {
        code_index(&self.kernel, self.base, self.words.len(), pc)
    }

    #[cold]
    pub fn fill(&mut self, idx: usize, pc: u64) -> Result<(), EmuError> {
        let c = compile_at(&self.kernel, &self.words, idx, pc, self.extra)?;
        let block = self.cache[idx / BLOCK].get_or_insert_with(|| Box::new([None; BLOCK]));
        block[idx % BLOCK] = Some(c);
        Ok(())
    }

    #[inline(always)]
    pub fn get(&self, idx: usize) -> Option<&Compiled<X>> {
        self.cache[idx / BLOCK].as_ref()?[idx % BLOCK].as_ref()
    }
}

/// The dword index of `pc` in a code image of `dwords` dwords at `base` (an error when `pc` is
/// unaligned or outside it).
#[inline(always)]
fn code_index(kernel: &Arc<str>, base: u64, dwords: usize, pc: u64) -> Result<usize, EmuError> {
    let off = pc.wrapping_sub(base);
    if !off.is_multiple_of(4) || off / 4 >= dwords as u64 {
        return Err(EmuError::PcOutOfRange {
            kernel: kernel.to_string(),
            pc,
        });
    }
    Ok((off / 4) as usize)
}

/// Decodes and compiles the instruction at dword `idx` of `words` (at address `pc`).
fn compile_at<X: Copy>(
    kernel: &Arc<str>,
    words: &[u32],
    idx: usize,
    pc: u64,
    extra: fn(&Inst) -> X,
) -> Result<Compiled<X>, EmuError> {
    let inst = crate::isa::decode::decode(&words[idx..]).map_err(|e| EmuError::Decode {
        kernel: kernel.to_string(),
        pc,
        word: words[idx],
        msg: e.to_string(),
    })?;
    let (h, aux) = exec::compile(&inst).ok_or_else(|| EmuError::Unimplemented {
        kernel: kernel.to_string(),
        pc,
        encoding: inst.enc,
        mnemonic: inst.op.mnemonic().to_string(),
        detail: String::new(),
    })?;
    Ok(Compiled {
        inst,
        h,
        aux,
        class: class_of(inst.enc),
        extra: extra(&inst),
    })
}

/// One lazily filled block of a [`SharedProgram`].
type SharedBlock<X> = Box<[OnceLock<Compiled<X>>]>;

/// A [`Program`] that every compute unit running one kernel image shares: each instruction is
/// decoded once, by whichever unit reaches it first, and read in place by all of them. With a
/// cache per unit, 64 compute units kept 64 copies of the decoded kernel (about 100 bytes per
/// dword each), and the timing model's instruction lookups missed the host's caches.
pub(crate) struct SharedProgram<X: Copy> {
    pub kernel: Arc<str>,
    base: u64,
    words: Arc<[u32]>,
    cache: Box<[OnceLock<SharedBlock<X>>]>,
    extra: fn(&Inst) -> X,
}

impl<X: Copy> std::fmt::Debug for SharedProgram<X> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SharedProgram")
            .field("kernel", &self.kernel)
            .field("base", &self.base)
            .field("dwords", &self.words.len())
            .finish()
    }
}

impl<X: Copy> SharedProgram<X> {
    pub fn new(kernel: Arc<str>, words: Arc<[u32]>, base: u64, extra: fn(&Inst) -> X) -> Self {
        let n = words.len().div_ceil(BLOCK);
        SharedProgram {
            kernel,
            base,
            words,
            cache: (0..n).map(|_| OnceLock::new()).collect(),
            extra,
        }
    }

    /// The compiled instruction at `pc`, decoding it on first use. (A decode error is not
    /// kept: it fails the wavefront that met it, and any other that gets there meets it again.)
    #[inline]
    pub fn at(&self, pc: u64) -> Result<&Compiled<X>, EmuError> {
        let idx = code_index(&self.kernel, self.base, self.words.len(), pc)?;
        let block = self.cache[idx / BLOCK].get_or_init(|| {
            (0..BLOCK)
                .map(|_| OnceLock::new())
                .collect::<Vec<_>>()
                .into()
        });
        let slot = &block[idx % BLOCK];
        if let Some(c) = slot.get() {
            return Ok(c);
        }
        let c = compile_at(&self.kernel, &self.words, idx, pc, self.extra)?;
        Ok(slot.get_or_init(|| c))
    }
}

pub(crate) fn fault_to_error(kernel: &str, pc: u64, inst: &Inst, f: Fault) -> EmuError {
    let mnemonic = inst.op.mnemonic().to_string();
    match f {
        Fault::Unimplemented(detail) => EmuError::Unimplemented {
            kernel: kernel.to_string(),
            pc,
            encoding: inst.enc,
            mnemonic,
            detail: format!(": {detail}"),
        },
        Fault::Mem { addr, source } => EmuError::Memory {
            kernel: kernel.to_string(),
            pc,
            mnemonic,
            addr,
            source,
        },
        Fault::Illegal(msg) => EmuError::Illegal {
            kernel: kernel.to_string(),
            pc,
            encoding: inst.enc,
            mnemonic,
            msg,
        },
    }
}

/// Runs one wavefront for up to [`SLICE`] instructions.
fn run_slice(
    w: &mut Wave,
    prog: &mut Program,
    ctx: &mut Ctx,
    stats: &mut DispatchStats,
) -> Result<(), EmuError> {
    let mut counts = [0u64; 5];
    let mut result = Ok(());
    for _ in 0..SLICE {
        let pc = w.pc;
        let idx = match prog.index(pc) {
            Ok(i) => i,
            Err(e) => {
                result = Err(e);
                break;
            }
        };
        if prog.get(idx).is_none() {
            if let Err(e) = prog.fill(idx, pc) {
                result = Err(e);
                break;
            }
        }
        let Some(c) = prog.get(idx) else {
            break;
        };
        w.pc = pc.wrapping_add(c.inst.len as u64);
        counts[c.class as usize] += 1;
        ctx.clock += 1;
        if let Err(f) = (c.h)(w, &c.inst, ctx, c.aux) {
            result = Err(fault_to_error(&prog.kernel, pc, &c.inst, f));
            break;
        }
        if w.status != WaveStatus::Running {
            break;
        }
    }
    let n: u64 = counts.iter().sum();
    w.n_inst += n;
    stats.wavefront_instructions += n;
    stats.salu_instructions += counts[C_SALU as usize];
    stats.smem_instructions += counts[C_SMEM as usize];
    stats.valu_instructions += counts[C_VALU as usize];
    stats.vmem_instructions += counts[C_VMEM as usize];
    stats.lds_instructions += counts[C_LDS as usize];
    result
}

fn setup_error(s: &DispatchSetup, msg: String) -> EmuError {
    EmuError::Setup {
        kernel: s.kernel_name.to_string(),
        msg,
    }
}

/// A validated dispatch: owned copies of the [`DispatchSetup`] facts wavefront
/// initialisation needs plus what is derived from them, shared by [`run_dispatch`] and
/// [`super::step::KernelImage`] so both build identical wavefronts.
#[derive(Clone, Debug)]
pub(crate) struct Launch {
    pub kernel: Arc<str>,
    pub descriptor: KernelDescriptor,
    pub words: Arc<[u32]>,
    pub code_base: u64,
    pub entry_pc: u64,
    pub grid: [u32; 3],
    pub workgroup: [u32; 3],
    pub group_segment_bytes: u32,
    pub private_segment_bytes: u32,
    pub kernarg_va: u64,
    pub dispatch_packet_va: u64,
    pub queue_va: u64,
    pub dispatch_id: u64,
    pub scratch_va: u64,
    pub scratch_bytes: u64,
    pub workgroups: std::ops::Range<u64>,
    pub max_wavefront_instructions: u64,
    /// Workgroups of the grid per dimension.
    pub n_groups: [u64; 3],
    /// VGPRs per wavefront (from the descriptor).
    pub n_vgpr: usize,
    /// VGPRs holding work-item ids (1 to 3).
    pub needed_v: usize,
    /// Private bytes per lane (dword-rounded).
    pub lane_bytes: u64,
    /// Scratch bytes per wavefront.
    pub wave_scratch: u64,
    /// Wavefronts of a full-size workgroup.
    pub n_waves: u64,
    /// Initial MODE register.
    pub mode: u32,
    /// The private segment buffer resource.
    pub rsrc: [u32; 4],
}

/// Where a workgroup sits in the grid and how big it is (partial at the grid edge).
#[derive(Clone, Copy, Debug)]
pub(crate) struct GroupGeom {
    pub gid: [u64; 3],
    pub size: [u64; 3],
    pub items: u64,
    pub waves: u64,
}

impl Launch {
    /// Validates `setup` (workgroup shape, range, VGPRs, scratch size, entry PC).
    pub fn new(setup: &DispatchSetup) -> Result<Launch, EmuError> {
        let kd = &setup.descriptor;
        if setup.workgroup.contains(&0) {
            return Err(setup_error(
                setup,
                format!("workgroup size {:?} has a zero dimension", setup.workgroup),
            ));
        }
        let wg_items = setup.workgroup.iter().map(|&x| x as u64).product::<u64>();
        if wg_items > 1024 {
            return Err(setup_error(
                setup,
                format!("workgroup of {wg_items} work-items exceeds 1024"),
            ));
        }
        let n_groups: [u64; 3] =
            std::array::from_fn(|i| (setup.grid[i] as u64).div_ceil(setup.workgroup[i] as u64));
        let total_groups = n_groups[0] * n_groups[1] * n_groups[2];
        if setup.workgroups.end > total_groups {
            return Err(setup_error(
                setup,
                format!(
                    "workgroup range {:?} exceeds the {total_groups} workgroups of the grid",
                    setup.workgroups
                ),
            ));
        }
        let n_vgpr = kd.vgpr_count() as usize;
        let needed_v = 1 + kd.enable_vgpr_workitem_id().min(2) as usize;
        if n_vgpr < needed_v {
            return Err(setup_error(
                setup,
                format!("{n_vgpr} VGPRs cannot hold the work-item ids"),
            ));
        }
        let lane_bytes = lane_private_bytes(setup.private_segment_bytes);
        let wave_scratch = lane_bytes * WAVE_LANES as u64;
        let n_waves = waves_per_workgroup(setup.workgroup);
        if lane_bytes > 0 && setup.scratch_bytes < wave_scratch * n_waves {
            return Err(setup_error(
                setup,
                format!(
                    "scratch of {} bytes is smaller than the {} bytes a workgroup needs",
                    setup.scratch_bytes,
                    wave_scratch * n_waves
                ),
            ));
        }
        let kernel: Arc<str> = Arc::from(setup.kernel_name);
        let words = code_words(setup.code);
        let off = setup.entry_pc.wrapping_sub(setup.code_base);
        if !off.is_multiple_of(4) || off / 4 >= words.len() as u64 {
            return Err(EmuError::PcOutOfRange {
                kernel: kernel.to_string(),
                pc: setup.entry_pc,
            });
        }
        let mode = kd.float_round_mode_32()
            | kd.float_round_mode_16_64() << 2
            | kd.float_denorm_mode_32() << 4
            | kd.float_denorm_mode_16_64() << 6
            | (kd.enable_dx10_clamp() as u32) << 8
            | (kd.enable_ieee_mode() as u32) << 9;
        let rsrc = private_segment_resource(
            setup.scratch_va,
            setup.private_segment_bytes,
            setup.scratch_bytes,
        );
        Ok(Launch {
            kernel,
            descriptor: setup.descriptor,
            words,
            code_base: setup.code_base,
            entry_pc: setup.entry_pc,
            grid: setup.grid,
            workgroup: setup.workgroup,
            group_segment_bytes: setup.group_segment_bytes,
            private_segment_bytes: setup.private_segment_bytes,
            kernarg_va: setup.kernarg_va,
            dispatch_packet_va: setup.dispatch_packet_va,
            queue_va: setup.queue_va,
            dispatch_id: setup.dispatch_id,
            scratch_va: setup.scratch_va,
            scratch_bytes: setup.scratch_bytes,
            workgroups: setup.workgroups.clone(),
            max_wavefront_instructions: setup.max_wavefront_instructions,
            n_groups,
            n_vgpr,
            needed_v,
            lane_bytes,
            wave_scratch,
            n_waves,
            mode,
            rsrc,
        })
    }

    /// Position and size of flat workgroup `wg` (which must be inside the grid).
    pub fn group(&self, wg: u64) -> GroupGeom {
        let n = self.n_groups;
        let gid = [wg % n[0], (wg / n[0]) % n[1], wg / (n[0] * n[1])];
        let size: [u64; 3] = std::array::from_fn(|i| {
            (self.workgroup[i] as u64)
                .min((self.grid[i] as u64).saturating_sub(gid[i] * self.workgroup[i] as u64))
        });
        let items = size[0] * size[1] * size[2];
        GroupGeom {
            gid,
            size,
            items,
            waves: items.div_ceil(WAVE_LANES as u64),
        }
    }

    /// Wavefront `wi` of group `g` with its initial registers; its scratch starts
    /// `scratch_offset` bytes from the scratch base.
    pub fn init_wave(&self, g: &GroupGeom, wi: u64, scratch_offset: u64) -> Wave {
        let mut w = Wave::new(self.n_vgpr);
        w.pc = self.entry_pc;
        w.mode = self.mode;
        w.wave_in_group = wi as u32;
        w.scratch_offset = scratch_offset;
        let size = g.size;
        let mut exec_mask = 0u64;
        for l in 0..64u64 {
            let t = wi * 64 + l;
            if t >= g.items {
                continue;
            }
            exec_mask |= 1 << l;
            let x = t % size[0];
            let y = (t / size[0]) % size[1];
            let z = t / (size[0] * size[1]);
            w.v[0][l as usize] = x as u32;
            if self.needed_v > 1 {
                w.v[1][l as usize] = y as u32;
            }
            if self.needed_v > 2 {
                w.v[2][l as usize] = z as u32;
            }
        }
        w.set_exec(exec_mask);
        self.init_sgprs(&mut w, g.gid, g.waves);
        w
    }

    fn init_sgprs(&self, w: &mut Wave, gid: [u64; 3], group_waves: u64) {
        let kd = &self.descriptor;
        let lane_bytes = self.lane_bytes;
        let mut s = 0usize;
        let put64 = |w: &mut Wave, s: &mut usize, v: u64| {
            w.s[*s] = v as u32;
            w.s[*s + 1] = (v >> 32) as u32;
            *s += 2;
        };
        if kd.enable_sgpr_private_segment_buffer() {
            w.s[0..4].copy_from_slice(&self.rsrc);
            s += 4;
        }
        if kd.enable_sgpr_dispatch_ptr() {
            put64(w, &mut s, self.dispatch_packet_va);
        }
        if kd.enable_sgpr_queue_ptr() {
            put64(w, &mut s, self.queue_va);
        }
        if kd.enable_sgpr_kernarg_segment_ptr() {
            put64(w, &mut s, self.kernarg_va);
        }
        if kd.enable_sgpr_dispatch_id() {
            put64(w, &mut s, self.dispatch_id);
        }
        if kd.enable_sgpr_flat_scratch_init() {
            // Offset of this queue's scratch from the hidden private base (scratch_va), and the
            // per-lane size.
            put64(w, &mut s, lane_bytes << 32);
        }
        if kd.enable_sgpr_private_segment_size() {
            w.s[s] = self.private_segment_bytes;
            s += 1;
        }
        let mut s = s.max(kd.user_sgpr_count() as usize).min(100);
        let mut put = |w: &mut Wave, v: u32| {
            if s < 102 {
                w.s[s] = v;
                s += 1;
            }
        };
        if kd.enable_sgpr_workgroup_id_x() {
            put(w, gid[0] as u32);
        }
        if kd.enable_sgpr_workgroup_id_y() {
            put(w, gid[1] as u32);
        }
        if kd.enable_sgpr_workgroup_id_z() {
            put(w, gid[2] as u32);
        }
        if kd.enable_sgpr_workgroup_info() {
            put(
                w,
                (group_waves as u32 & 0x3f) | ((w.wave_in_group == 0) as u32) << 31,
            );
        }
        if kd.enable_private_segment() {
            let off = w.scratch_offset as u32;
            put(w, off);
        }
        // FLAT_SCRATCH as the gfx8 prologue sets it: lo = per-lane size, hi = wave offset >> 8.
        w.s[super::wave::FLAT_SCRATCH] = lane_bytes as u32;
        w.s[super::wave::FLAT_SCRATCH + 1] = (w.scratch_offset >> 8) as u32;
        w.s[super::wave::M0] = u32::MAX;
    }
}

/// Runs workgroups `setup.workgroups` of a dispatch to completion.
pub fn run_dispatch(
    setup: &DispatchSetup,
    mem: &mut dyn Memory,
) -> Result<DispatchStats, EmuError> {
    run_dispatch_where(setup, mem, &|_| true)
}

/// Runs the workgroups of `setup.workgroups` for which `keep` holds, in ascending flat id, to
/// completion (workgroup sampling runs the ones its timing sample leaves out).
pub fn run_dispatch_where(
    setup: &DispatchSetup,
    mem: &mut dyn Memory,
    keep: &dyn Fn(u64) -> bool,
) -> Result<DispatchStats, EmuError> {
    let launch = Launch::new(setup)?;
    let mut prog: Program = Program::new(
        launch.kernel.clone(),
        launch.words.clone(),
        launch.code_base,
        |_| (),
    );

    let mut stats = DispatchStats::default();
    let mut lds = vec![0u8; setup.group_segment_bytes as usize];
    let mut clock = 0u64;
    let mut waves: Vec<Wave> = Vec::with_capacity(launch.n_waves as usize);

    for wg in setup.workgroups.clone().filter(|&wg| keep(wg)) {
        let geom = launch.group(wg);
        lds.fill(0);
        waves.clear();
        for wi in 0..geom.waves {
            waves.push(launch.init_wave(&geom, wi, wi * launch.wave_scratch));
        }
        let mut ctx = Ctx {
            mem: &mut *mem,
            lds: &mut lds,
            scratch_va: setup.scratch_va,
            clock,
        };
        run_group(
            &mut waves,
            &mut prog,
            &mut ctx,
            &mut stats,
            setup.max_wavefront_instructions,
        )?;
        clock = ctx.clock;
        stats.workgroups += 1;
        stats.wavefronts += geom.waves;
    }
    Ok(stats)
}

fn run_group(
    waves: &mut [Wave],
    prog: &mut Program,
    ctx: &mut Ctx,
    stats: &mut DispatchStats,
    limit: u64,
) -> Result<(), EmuError> {
    loop {
        let mut any_running = false;
        for w in waves.iter_mut() {
            if w.status == WaveStatus::Running {
                run_slice(w, prog, ctx, stats)?;
                any_running = true;
                // Checked per slice, not per instruction: the guard costs nothing measurable.
                if stats.wavefront_instructions > limit {
                    return Err(EmuError::InstructionLimit {
                        kernel: prog.kernel.to_string(),
                        pc: w.pc,
                        limit,
                    });
                }
            }
        }
        let at_barrier = waves
            .iter()
            .filter(|w| w.status == WaveStatus::AtBarrier)
            .count();
        let running = waves
            .iter()
            .filter(|w| w.status == WaveStatus::Running)
            .count();
        if running == 0 {
            if at_barrier == 0 {
                return Ok(());
            }
            for w in waves.iter_mut() {
                if w.status == WaveStatus::AtBarrier {
                    w.status = WaveStatus::Running;
                }
            }
            stats.barriers += 1;
        } else if !any_running {
            return Ok(());
        }
    }
}
