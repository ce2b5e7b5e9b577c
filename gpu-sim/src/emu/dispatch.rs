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

/// Instructions a wavefront runs before the scheduler moves to the next one.
pub const SLICE: u32 = 4096;

#[derive(Clone, Copy)]
struct Compiled {
    inst: Inst,
    h: Handler,
    aux: Aux,
    class: u8,
}

const C_SALU: u8 = 0;
const C_SMEM: u8 = 1;
const C_VALU: u8 = 2;
const C_VMEM: u8 = 3;
const C_LDS: u8 = 4;

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

/// Decoded-and-compiled instructions of one dispatch, indexed by dword offset from the
/// code base. The cache is two-level (blocks of [`BLOCK`] dwords allocated on first use), so a
/// large code object costs only for the code a dispatch actually runs.
struct Program<'a> {
    kernel: &'a str,
    base: u64,
    words: Vec<u32>,
    cache: Vec<Option<Box<[Option<Compiled>; BLOCK]>>>,
}

impl<'a> Program<'a> {
    fn new(kernel: &'a str, code: &[u8], base: u64) -> Program<'a> {
        let words: Vec<u32> = code
            .chunks(4)
            .map(|c| {
                let mut b = [0u8; 4];
                b[..c.len()].copy_from_slice(c);
                u32::from_le_bytes(b)
            })
            .collect();
        let n = words.len().div_ceil(BLOCK);
        Program {
            kernel,
            base,
            words,
            cache: vec![None; n],
        }
    }

    fn index(&self, pc: u64) -> Result<usize, EmuError> {
        let off = pc.wrapping_sub(self.base);
        if !off.is_multiple_of(4) || off / 4 >= self.words.len() as u64 {
            return Err(EmuError::PcOutOfRange {
                kernel: self.kernel.to_string(),
                pc,
            });
        }
        Ok((off / 4) as usize)
    }

    #[cold]
    fn fill(&mut self, idx: usize, pc: u64) -> Result<(), EmuError> {
        let inst =
            crate::isa::decode::decode(&self.words[idx..]).map_err(|e| EmuError::Decode {
                kernel: self.kernel.to_string(),
                pc,
                word: self.words[idx],
                msg: e.to_string(),
            })?;
        let (h, aux) = exec::compile(&inst).ok_or_else(|| EmuError::Unimplemented {
            kernel: self.kernel.to_string(),
            pc,
            encoding: inst.enc,
            mnemonic: exec::mnemonic_of(&inst),
            detail: String::new(),
        })?;
        let block = self.cache[idx / BLOCK].get_or_insert_with(|| Box::new([None; BLOCK]));
        block[idx % BLOCK] = Some(Compiled {
            inst,
            h,
            aux,
            class: class_of(inst.enc),
        });
        Ok(())
    }

    #[inline(always)]
    fn get(&self, idx: usize) -> Option<&Compiled> {
        self.cache[idx / BLOCK].as_ref()?[idx % BLOCK].as_ref()
    }
}

fn fault_to_error(kernel: &str, pc: u64, inst: &Inst, f: Fault) -> EmuError {
    let mnemonic = exec::mnemonic_of(inst);
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
            result = Err(fault_to_error(prog.kernel, pc, &c.inst, f));
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

/// Runs workgroups `setup.workgroups` of a dispatch to completion.
pub fn run_dispatch(
    setup: &DispatchSetup,
    mem: &mut dyn Memory,
) -> Result<DispatchStats, EmuError> {
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
    let mut prog = Program::new(setup.kernel_name, setup.code, setup.code_base);
    prog.index(setup.entry_pc)?;

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

    let mut stats = DispatchStats::default();
    let mut lds = vec![0u8; setup.group_segment_bytes as usize];
    let mut clock = 0u64;
    let mut waves: Vec<Wave> = Vec::with_capacity(n_waves as usize);

    for wg in setup.workgroups.clone() {
        let gid = [
            wg % n_groups[0],
            (wg / n_groups[0]) % n_groups[1],
            wg / (n_groups[0] * n_groups[1]),
        ];
        let size: [u64; 3] = std::array::from_fn(|i| {
            (setup.workgroup[i] as u64)
                .min(setup.grid[i] as u64 - gid[i] * setup.workgroup[i] as u64)
        });
        let items = size[0] * size[1] * size[2];
        let group_waves = items.div_ceil(WAVE_LANES as u64);
        lds.fill(0);
        waves.clear();
        for wi in 0..group_waves {
            let mut w = Wave::new(n_vgpr);
            w.pc = setup.entry_pc;
            w.mode = mode;
            w.wave_in_group = wi as u32;
            w.scratch_offset = wi * wave_scratch;
            let mut exec_mask = 0u64;
            for l in 0..64u64 {
                let t = wi * 64 + l;
                if t >= items {
                    continue;
                }
                exec_mask |= 1 << l;
                let x = t % size[0];
                let y = (t / size[0]) % size[1];
                let z = t / (size[0] * size[1]);
                w.v[0][l as usize] = x as u32;
                if needed_v > 1 {
                    w.v[1][l as usize] = y as u32;
                }
                if needed_v > 2 {
                    w.v[2][l as usize] = z as u32;
                }
            }
            w.set_exec(exec_mask);
            init_sgprs(&mut w, setup, &rsrc, gid, group_waves, lane_bytes);
            waves.push(w);
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
        stats.wavefronts += group_waves;
    }
    Ok(stats)
}

fn init_sgprs(
    w: &mut Wave,
    setup: &DispatchSetup,
    rsrc: &[u32; 4],
    gid: [u64; 3],
    group_waves: u64,
    lane_bytes: u64,
) {
    let kd = &setup.descriptor;
    let mut s = 0usize;
    let put64 = |w: &mut Wave, s: &mut usize, v: u64| {
        w.s[*s] = v as u32;
        w.s[*s + 1] = (v >> 32) as u32;
        *s += 2;
    };
    if kd.enable_sgpr_private_segment_buffer() {
        w.s[0..4].copy_from_slice(rsrc);
        s += 4;
    }
    if kd.enable_sgpr_dispatch_ptr() {
        put64(w, &mut s, setup.dispatch_packet_va);
    }
    if kd.enable_sgpr_queue_ptr() {
        put64(w, &mut s, setup.queue_va);
    }
    if kd.enable_sgpr_kernarg_segment_ptr() {
        put64(w, &mut s, setup.kernarg_va);
    }
    if kd.enable_sgpr_dispatch_id() {
        put64(w, &mut s, setup.dispatch_id);
    }
    if kd.enable_sgpr_flat_scratch_init() {
        // Offset of this queue's scratch from the hidden private base (scratch_va), and the
        // per-lane size.
        put64(w, &mut s, lane_bytes << 32);
    }
    if kd.enable_sgpr_private_segment_size() {
        w.s[s] = setup.private_segment_bytes;
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
