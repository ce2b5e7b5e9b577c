//! The stepping interface (`gpu_sim::emu::step`) against the functional dispatcher.
//!
//! The main check is equivalence over the whole kernel corpus: every test of
//! `corpus_run.rs` is compiled into this binary as well (module `corpus_run` below), and its
//! `launch` helper hands each job to [`after_launch`], which runs the same dispatch through a
//! stepped driver and asserts that every buffer ends up identical to `run_dispatch`'s, with
//! the same instruction count. The driver is adversarial on purpose: several workgroups in
//! flight on two steppers (two "compute units"), waves interleaved in random bursts, stores
//! and atomics performed at issue, load data read at issue but delivered to the registers only
//! when an `s_waitcnt` (or the wave's end) forces it, the forced ones in shuffled order.
//! Unit tests below cover the tricky cases one by one.

// The corpus tests compiled in here mirror kernels' index arithmetic on purpose.
#![allow(clippy::needless_range_loop)]

#[path = "corpus_run.rs"]
mod corpus_run;

use std::collections::VecDeque;
use std::sync::Arc;

use gpu_sim::emu::abi::{self, QueueInit};
use gpu_sim::emu::step::{
    Group, InstClass, KernelImage, MemKind, MemOp, Outcome, PendingLoad, Rate, Stepper, Waitcnt,
};
use gpu_sim::emu::wave::WaveStatus;
use gpu_sim::emu::{DispatchSetup, EmuError, Memory, SparseMemory};
use gpu_sim::job::{
    prepare_job, Job, JobOutput, CODE_BASE, KERNARG_VA, PACKET_VA, QUEUE_VA, SCRATCH_VA,
};

/// xorshift64*: deterministic choices for the driver.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One issued memory instruction of a wave, as the driver tracks it.
struct Outstanding {
    vm: bool,
    lgkm: bool,
    /// Loads and returning atomics: what completes it, with the bytes read at issue.
    load: Option<(PendingLoad, Vec<u8>)>,
    /// Instructions the wave executed when it issued (to measure the delay).
    issued_at: u64,
}

/// Counts from a stepped run, to show the driver really delayed things.
#[derive(Default, Debug, Clone, Copy)]
pub struct DriverStats {
    pub instructions: u64,
    pub mem_ops: u64,
    pub loads_completed: u64,
    /// Loads completed after the wave had run at least one more instruction.
    pub loads_delayed: u64,
    /// Forced completions done out of issue order.
    pub out_of_order: u64,
    pub max_groups_in_flight: usize,
}

struct GroupState {
    cu: usize,
    slot: usize,
    group: Group,
    outstanding: Vec<VecDeque<Outstanding>>,
}

/// Performs a memory operation's accesses on `mem` at issue; returns the bytes a load or
/// returning atomic will complete with.
fn perform(mem: &mut SparseMemory, op: &MemOp) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut sd = 0usize;
    for a in &op.accesses {
        match (op.kind, a.atomic) {
            (MemKind::Store, _) => {
                let d = &op.store_data[sd..sd + a.len as usize];
                sd += a.len as usize;
                mem.write(a.addr, d).map_err(|e| e.to_string())?;
            }
            (MemKind::Load, _) => {
                let mut b = vec![0u8; a.len as usize];
                mem.read(a.addr, &mut b).map_err(|e| e.to_string())?;
                out.extend_from_slice(&b);
            }
            (MemKind::Atomic, Some(x)) => {
                let n = x.bytes as usize;
                let mut b = [0u8; 8];
                mem.read(a.addr, &mut b[..n]).map_err(|e| e.to_string())?;
                let old = u64::from_le_bytes(b);
                let new = if n == 8 {
                    x.op.apply64(old, x.src, x.cmp)
                } else {
                    x.op.apply32(old as u32, x.src as u32, x.cmp as u32) as u64
                };
                mem.write(a.addr, &new.to_le_bytes()[..n])
                    .map_err(|e| e.to_string())?;
                out.extend_from_slice(&b[..n]);
            }
            (MemKind::Atomic, None) => return Err("atomic access without operands".into()),
        }
    }
    if op.kind == MemKind::Store && sd != op.store_data.len() {
        return Err(format!(
            "store data of {} bytes, accesses cover {sd}",
            op.store_data.len()
        ));
    }
    Ok(out)
}

/// Completes the oldest entries of `q` until at most `vm`/`lgkm` of each kind remain, the
/// forced ones in shuffled order.
fn force(
    st: &mut [Stepper],
    gs: &mut GroupState,
    w: usize,
    vm: usize,
    lgkm: usize,
    rng: &mut Rng,
    stats: &mut DriverStats,
) -> Result<(), EmuError> {
    let q = &mut gs.outstanding[w];
    let n_vm = q.iter().filter(|o| o.vm).count();
    let n_lg = q.iter().filter(|o| o.lgkm).count();
    let (mut need_vm, mut need_lg) = (n_vm.saturating_sub(vm), n_lg.saturating_sub(lgkm));
    // The oldest entries that must go: walk from the front.
    let mut take = 0usize;
    for o in q.iter() {
        if need_vm == 0 && need_lg == 0 {
            break;
        }
        if o.vm {
            need_vm = need_vm.saturating_sub(1);
        }
        if o.lgkm {
            need_lg = need_lg.saturating_sub(1);
        }
        take += 1;
    }
    let mut forced: Vec<Outstanding> = q.drain(..take).collect();
    // Shuffle (Fisher-Yates).
    for i in (1..forced.len()).rev() {
        let j = rng.below(i + 1);
        if j != i {
            stats.out_of_order += 1;
        }
        forced.swap(i, j);
    }
    let now = gs.group.waves[w].n_inst;
    for o in forced {
        if let Some((p, data)) = o.load {
            st[gs.cu].complete(&mut gs.group, w, p, &data)?;
            stats.loads_completed += 1;
            if now > o.issued_at {
                stats.loads_delayed += 1;
            }
        }
    }
    Ok(())
}

/// How the driver interleaves work.
#[derive(Clone, Copy, Debug)]
pub enum Schedule {
    /// Up to `in_flight` workgroups at once on two steppers, random waves in random bursts.
    Shuffled { in_flight: usize },
    /// One workgroup at a time, its waves round-robin in slices of 4096 instructions, exactly
    /// the order `run_dispatch` executes instructions in (only completions are delayed and
    /// shuffled), so kernels whose results depend on the order of atomics match too.
    Sequential,
}

/// Runs up to `max` instructions of wave `w`, handling memory as the module doc says.
fn step_wave(
    steppers: &mut [Stepper],
    gs: &mut GroupState,
    w: usize,
    max: usize,
    mem: &mut SparseMemory,
    rng: &mut Rng,
    stats: &mut DriverStats,
) -> Result<(), EmuError> {
    for _ in 0..max {
        if gs.group.waves[w].status != WaveStatus::Running {
            break;
        }
        let info = steppers[gs.cu].peek(&gs.group.waves[w])?;
        if let Some(Waitcnt { vm, lgkm, .. }) = info.waitcnt {
            force(steppers, gs, w, vm as usize, lgkm as usize, rng, stats)?;
        } else if rng.below(16) == 0 {
            // Sometimes complete the oldest outstanding operation early.
            let q = &gs.outstanding[w];
            if !q.is_empty() {
                let v = q.iter().filter(|o| o.vm).count() - q[0].vm as usize;
                let l = q.iter().filter(|o| o.lgkm).count() - q[0].lgkm as usize;
                force(steppers, gs, w, v, l, rng, stats)?;
            }
        }
        let issued_at = gs.group.waves[w].n_inst;
        let out = steppers[gs.cu].execute(&mut gs.group, w)?;
        stats.instructions += 1;
        match out {
            Outcome::Mem(mut op) => {
                stats.mem_ops += 1;
                let data = perform(mem, &op).map_err(|msg| EmuError::Setup {
                    kernel: "stepped driver".into(),
                    msg,
                })?;
                let load = op.pending.take().map(|p| {
                    assert_eq!(p.data_bytes(), data.len(), "{:?}", info.inst);
                    (p, data)
                });
                gs.outstanding[w].push_back(Outstanding {
                    vm: !op.scalar,
                    lgkm: op.scalar || info.inst.enc == gpu_sim::isa::Encoding::Flat,
                    load,
                    issued_at,
                });
            }
            Outcome::Lds { .. } => gs.outstanding[w].push_back(Outstanding {
                vm: false,
                lgkm: true,
                load: None,
                issued_at,
            }),
            Outcome::Ended => {
                force(steppers, gs, w, 0, 0, rng, stats)?;
                break;
            }
            Outcome::Barrier => break,
            Outcome::Done => {
                if info.class == InstClass::Vmem || info.class == InstClass::Smem {
                    // Accessed nothing: counts like any memory instruction, no data.
                    gs.outstanding[w].push_back(Outstanding {
                        vm: info.class == InstClass::Vmem,
                        lgkm: info.class == InstClass::Smem,
                        load: None,
                        issued_at,
                    });
                }
            }
        }
    }
    Ok(())
}

/// Runs every workgroup of `setup` through steppers (see [`Schedule`]).
/// `setup.scratch_bytes` must cover the workgroups in flight.
pub fn run_stepped(
    setup: &DispatchSetup,
    mem: &mut SparseMemory,
    seed: u64,
    schedule: Schedule,
) -> Result<DriverStats, EmuError> {
    let image: Arc<KernelImage> = KernelImage::new(setup)?;
    let mut steppers = vec![Stepper::new(image.clone()), Stepper::new(image.clone())];
    let mut rng = Rng(seed | 1);
    let mut stats = DriverStats::default();
    let full_waves = image.resources().waves as u64;
    let in_flight = match schedule {
        Schedule::Shuffled { in_flight } => in_flight.max(1),
        Schedule::Sequential => 1,
    };
    let mut next = image.groups();
    let mut free_slots: Vec<usize> = (0..in_flight).rev().collect();
    let mut live: Vec<GroupState> = Vec::new();
    loop {
        // Admit groups while slots are free.
        while let Some(&slot) = free_slots.last() {
            let Some(wg) = next.next() else { break };
            free_slots.pop();
            let cu = (wg % 2) as usize;
            let n = image.waves_in_group(wg) as u64;
            let offs: Vec<u64> = (0..n)
                .map(|i| (slot as u64 * full_waves + i) * image.wave_scratch_bytes())
                .collect();
            let group = steppers[cu].start_group(wg, &offs)?;
            let waves = group.waves.len();
            live.push(GroupState {
                cu,
                slot,
                group,
                outstanding: (0..waves).map(|_| VecDeque::new()).collect(),
            });
        }
        stats.max_groups_in_flight = stats.max_groups_in_flight.max(live.len());
        if live.is_empty() {
            break;
        }
        let gi = rng.below(live.len());
        let gs = &mut live[gi];
        let runnable: Vec<usize> = (0..gs.group.waves.len())
            .filter(|&w| gs.group.waves[w].status == WaveStatus::Running)
            .collect();
        if runnable.is_empty() {
            if !gs.group.try_release_barrier() {
                if gs.group.done() {
                    let gs = live.swap_remove(gi);
                    free_slots.push(gs.slot);
                    continue;
                }
                return Err(EmuError::Deadlock {
                    kernel: image.name().to_string(),
                    workgroup: gs.group.wg,
                });
            }
            continue;
        }
        match schedule {
            Schedule::Shuffled { .. } => {
                let w = runnable[rng.below(runnable.len())];
                let burst = 1 + rng.below(12);
                step_wave(&mut steppers, gs, w, burst, mem, &mut rng, &mut stats)?;
            }
            Schedule::Sequential => {
                // One round of run_dispatch's round-robin: each running wave, one slice.
                for w in runnable {
                    step_wave(&mut steppers, gs, w, 4096, mem, &mut rng, &mut stats)?;
                }
            }
        }
    }
    Ok(stats)
}

/// Builds the dispatch of a prepared job exactly as `gpu_sim::job` does, with scratch for
/// `in_flight` concurrent workgroups; returns the memory and the stepped result's buffers.
fn stepped_job(job: &Job, seed: u64, schedule: Schedule) -> (Vec<Option<Vec<u8>>>, DriverStats) {
    let p = prepare_job(job).expect("prepare");
    let mut mem = p.memory.clone();
    let in_flight = match schedule {
        Schedule::Shuffled { in_flight } => in_flight.max(1),
        Schedule::Sequential => 1,
    };
    let scratch_bytes = p.scratch_bytes * in_flight as u64;
    if scratch_bytes > 0 {
        mem.map(SCRATCH_VA, scratch_bytes.div_ceil(4096) * 4096);
    }
    let setup = DispatchSetup {
        kernel_name: &p.kernel.name,
        descriptor: p.kernel.descriptor,
        code: &p.image,
        code_base: CODE_BASE,
        entry_pc: CODE_BASE + p.kernel.entry_vaddr,
        grid: p.grid,
        workgroup: p.workgroup,
        group_segment_bytes: p.group_segment_bytes,
        private_segment_bytes: p.private_segment_bytes,
        kernarg_va: KERNARG_VA,
        dispatch_packet_va: PACKET_VA,
        queue_va: QUEUE_VA,
        dispatch_id: 0,
        scratch_va: SCRATCH_VA,
        scratch_bytes,
        workgroups: 0..p.workgroup_count(),
        max_wavefront_instructions: gpu_sim::emu::DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS,
    };
    abi::write_amd_queue(
        &mut mem,
        QUEUE_VA,
        &QueueInit {
            ring_va: PACKET_VA,
            ring_packets: 64,
            queue_id: 0,
            scratch_va: SCRATCH_VA,
            scratch_bytes,
            private_segment_bytes: p.private_segment_bytes,
        },
    )
    .expect("queue image");
    abi::write_dispatch_packet(&mut mem, PACKET_VA, &setup).expect("packet image");
    let stats = match run_stepped(&setup, &mut mem, seed, schedule) {
        Ok(s) => s,
        Err(e) => panic!("{}: stepped run failed: {e}", job.kernel),
    };
    let bufs = p
        .buffers
        .iter()
        .map(|b| {
            b.map(|(va, len)| {
                let mut v = vec![0u8; len];
                mem.read(va, &mut v).expect("read back");
                v
            })
        })
        .collect();
    (bufs, stats)
}

/// Kernels whose results depend on the order atomics from different wavefronts reach
/// memory (exchange and counter return values, compare-and-swap retry counts, float-add
/// rounding order, slot allocation): only the run_dispatch-ordered schedule must match them.
const ORDER_DEPENDENT: &[&str] = &[
    "atomic_exchange",
    "atomic_float_add",
    "atomic_counters",
    "atomics64",
    "compaction",
    "generic_atomics",
    "lds_atomics2",
];

/// Called by the corpus `launch` helper after each functional run (see the module doc).
pub fn after_launch(job: &Job, out: &JobOutput) {
    let seed = 0x5eed ^ job.kernel.len() as u64 ^ (job.grid[0] as u64) << 20;
    let mut schedules = vec![Schedule::Sequential];
    if !ORDER_DEPENDENT.contains(&job.kernel.as_str()) {
        schedules.push(Schedule::Shuffled { in_flight: 3 });
    }
    for schedule in schedules {
        let (bufs, stats) = stepped_job(job, seed, schedule);
        assert_eq!(
            stats.instructions, out.stats.wavefront_instructions,
            "{} ({schedule:?}): stepped and functional instruction counts differ",
            job.kernel
        );
        for (i, (a, b)) in bufs.iter().zip(&out.buffers).enumerate() {
            if a != b {
                let first = match (a, b) {
                    (Some(a), Some(b)) => a.iter().zip(b).position(|(x, y)| x != y),
                    _ => None,
                };
                panic!(
                    "{} ({schedule:?}): buffer argument {i} differs between the stepped and \
                     functional runs (first differing byte {first:?}); driver {stats:?}",
                    job.kernel
                );
            }
        }
    }
}

/// The shuffled driver really does what the equivalence relies on: several workgroups in
/// flight, load completions delayed past later instructions and forced out of issue order,
/// on a kernel with scratch-free LDS tiling and barriers (matrix transpose), and the stepped
/// memory matches the functional run for several seeds.
#[test]
fn shuffled_driver_delays_and_reorders() {
    let path = format!("{}/kernels/transpose.hsaco", env!("CARGO_MANIFEST_DIR"));
    let (w, h) = (40u32, 24u32);
    let input: Vec<u8> = (0..w * h).flat_map(|i| (i * 7 + 1).to_le_bytes()).collect();
    let job = Job {
        code_object: std::fs::read(&path).unwrap(),
        kernel: "matrix_transpose".into(),
        grid: [48, 32, 1],
        workgroup: [16, 16, 1],
        args: vec![
            gpu_sim::job::Arg::Buffer(vec![0u8; (w * h * 4) as usize]),
            gpu_sim::job::Arg::Buffer(input),
            gpu_sim::job::Arg::U32(w),
            gpu_sim::job::Arg::U32(h),
        ],
    };
    let functional = gpu_sim::job::run_job(&job).unwrap();
    for seed in [1u64, 2, 3, 0xdead_beef] {
        let (bufs, stats) = stepped_job(&job, seed, Schedule::Shuffled { in_flight: 3 });
        assert_eq!(bufs, functional.buffers, "seed {seed}");
        assert_eq!(stats.max_groups_in_flight, 3, "{stats:?}");
        assert!(
            stats.loads_delayed > 0 && stats.out_of_order > 0,
            "{stats:?}"
        );
        assert_eq!(stats.instructions, functional.stats.wavefront_instructions);
    }
}

// ----------------------------------------------------------------------------------------------
// Unit tests of the API on hand-assembled kernels (words from
// `llvm-mc-15 -arch=amdgcn -mcpu=gfx803 -show-encoding`, assembly in the comments). Memory is
// served by the test itself, so every access and completion is checked directly.

mod unit {
    use super::*;
    use gpu_sim::emu::exec::AtomicOp;
    use gpu_sim::emu::step::Access;
    use gpu_sim::isa::atomic::AtomicArgs;
    use gpu_sim::loader::KernelDescriptor;

    const CODE: u64 = 0x1_0000_0000;
    const KERNARG: u64 = 0x2_0002_0000;
    const BUF: u64 = 0x4_0000_0000;

    /// Kernarg pointer in s[0:1], work-item id x in v0, 16 VGPRs, 24 SGPRs.
    fn descriptor() -> KernelDescriptor {
        let mut b = [0u8; 64];
        let rsrc1: u32 = 3 | 2 << 6;
        let rsrc2: u32 = 2 << 1;
        let props: u16 = 1 << 3;
        b[48..52].copy_from_slice(&rsrc1.to_le_bytes());
        b[52..56].copy_from_slice(&rsrc2.to_le_bytes());
        b[56..58].copy_from_slice(&props.to_le_bytes());
        KernelDescriptor::parse(&b).unwrap()
    }

    fn image(words: &[u32], items: u32, lds: u32, limit: u64) -> Arc<KernelImage> {
        image_with(words, items, lds, limit, descriptor(), 0, 0)
    }

    const SCRATCH: u64 = 0x100_0000_0000;

    fn image_with(
        words: &[u32],
        items: u32,
        lds: u32,
        limit: u64,
        kd: KernelDescriptor,
        private: u32,
        scratch_bytes: u64,
    ) -> Arc<KernelImage> {
        let code: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let setup = DispatchSetup {
            kernel_name: "unit",
            descriptor: kd,
            code: &code,
            code_base: CODE,
            entry_pc: CODE,
            grid: [items, 1, 1],
            workgroup: [items, 1, 1],
            group_segment_bytes: lds,
            private_segment_bytes: private,
            kernarg_va: KERNARG,
            dispatch_packet_va: 0,
            queue_va: 0,
            dispatch_id: 0,
            scratch_va: SCRATCH,
            scratch_bytes,
            workgroups: 0..1,
            max_wavefront_instructions: limit,
        };
        KernelImage::new(&setup).unwrap()
    }

    fn mem_op(o: Outcome) -> MemOp {
        match o {
            Outcome::Mem(m) => m,
            other => panic!("expected a memory operation, got {other:?}"),
        }
    }

    fn done(o: Outcome) {
        assert!(matches!(o, Outcome::Done), "{o:?}");
    }

    const LOADS: &[u32] = &[
        0xc0060000, 0x00000000, // s_load_dwordx2 s[0:1], s[0:1], 0x0
        0xbf8c007f, // s_waitcnt lgkmcnt(0)
        0x24020083, // v_lshlrev_b32_e32 v1, 3, v0
        0x7e040201, // v_mov_b32_e32 v2, s1
        0x32020200, // v_add_u32_e32 v1, vcc, s0, v1
        0x38040480, // v_addc_u32_e32 v2, vcc, 0, v2, vcc
        0xdc540000, 0x01000001, // flat_load_dwordx2 v[1:2], v[1:2]
        0x7e080200, // v_mov_b32_e32 v4, s0
        0x7e0a0201, // v_mov_b32_e32 v5, s1
        0xdc500000, 0x03000004, // flat_load_dword v3, v[4:5]
        0x7e080280, // v_mov_b32_e32 v4, 0
        0x7e0a0280, // v_mov_b32_e32 v5, 0
        0xbf8c0070, // s_waitcnt vmcnt(0) lgkmcnt(0)
        0xbf810000, // s_endpgm
    ];

    const NARROW_AND_WIDE: &[u32] = &[
        0xc0060000, 0x00000000, // s_load_dwordx2 s[0:1], s[0:1], 0x0
        0xbf8c007f, // s_waitcnt lgkmcnt(0)
        0x7e080200, // v_mov_b32_e32 v4, s0
        0x7e0a0201, // v_mov_b32_e32 v5, s1
        0xdc440000, 0x03000004, // flat_load_sbyte v3, v[4:5]
        0xdc400000, 0x06000004, // flat_load_ubyte v6, v[4:5]
        0xdc4c0000, 0x07000004, // flat_load_sshort v7, v[4:5]
        0xdc480000, 0x08000004, // flat_load_ushort v8, v[4:5]
        0xdc580000, 0x09000004, // flat_load_dwordx3 v[9:11], v[4:5]
        0xdc5c0000, 0x0c000004, // flat_load_dwordx4 v[12:15], v[4:5]
        0xbf8c0070, // s_waitcnt vmcnt(0) lgkmcnt(0)
        0xbf810000, // s_endpgm
    ];

    /// Loads of every width complete into the right lanes and rows, sub-dword ones zero- or
    /// sign-extended (completion writes plain loads' bytes straight into the registers instead
    /// of re-running the handler: this pins what it must write), in a partial wavefront whose
    /// inactive lanes keep their values.
    #[test]
    fn loads_of_every_width_complete_with_their_extension() {
        let img = image(NARROW_AND_WIDE, 40, 0, 1000);
        let mut st = Stepper::new(img.clone());
        let mut g = st.start_group(0, &[0]).unwrap();
        let mut s = mem_op(st.execute(&mut g, 0).unwrap());
        st.complete(&mut g, 0, s.pending.take().unwrap(), &BUF.to_le_bytes())
            .unwrap();
        for _ in 0..3 {
            done(st.execute(&mut g, 0).unwrap());
        }
        // (bytes per lane, destination row) of each load, in program order.
        let loads = [(1usize, 3usize), (1, 6), (2, 7), (2, 8), (12, 9), (16, 12)];
        let mut pending = Vec::new();
        for &(bytes, _) in &loads {
            let mut op = mem_op(st.execute(&mut g, 0).unwrap());
            assert_eq!(op.accesses.len(), 40);
            assert!(op.accesses.iter().all(|a| a.len as usize == bytes));
            let p = op.pending.take().unwrap();
            assert_eq!(p.data_bytes(), 40 * bytes);
            pending.push(p);
        }
        // Lane l's bytes: 0x80 + 7 l + k (k the byte index), so the top bit is set in most.
        let data = |bytes: usize| -> Vec<u8> {
            (0..40)
                .flat_map(|l| (0..bytes).map(move |k| (0x80 + 7 * l + k) as u8))
                .collect()
        };
        // Complete in reverse order.
        for (p, &(bytes, _)) in pending.into_iter().zip(&loads).rev() {
            st.complete(&mut g, 0, p, &data(bytes)).unwrap();
        }
        let w = &g.waves[0];
        for l in 0..40 {
            let b = |k: usize| (0x80 + 7 * l + k) as u8;
            assert_eq!(w.v[3][l], b(0) as i8 as i32 as u32, "sbyte lane {l}");
            assert_eq!(w.v[6][l], u32::from(b(0)), "ubyte lane {l}");
            let h = u16::from_le_bytes([b(0), b(1)]);
            assert_eq!(w.v[7][l], h as i16 as i32 as u32, "sshort lane {l}");
            assert_eq!(w.v[8][l], u32::from(h), "ushort lane {l}");
            let dw =
                |k: usize| u32::from_le_bytes([b(4 * k), b(4 * k + 1), b(4 * k + 2), b(4 * k + 3)]);
            for k in 0..3 {
                assert_eq!(w.v[9 + k][l], dw(k), "dwordx3 row {k} lane {l}");
            }
            for k in 0..4 {
                assert_eq!(w.v[12 + k][l], dw(k), "dwordx4 row {k} lane {l}");
            }
        }
        for l in 40..64 {
            for r in [3, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] {
                assert_eq!(w.v[r][l], 0, "inactive lane {l} row {r}");
            }
        }
    }

    /// Scalar load whose destination is its own address pair; vector load whose destination
    /// overlaps its address; a load whose address registers are overwritten before it
    /// completes; completions in reverse order.
    #[test]
    fn loads_overlapping_and_overwritten_addresses() {
        let img = image(LOADS, 40, 0, 1000);
        let mut st = Stepper::new(img.clone());
        let mut g = st.start_group(0, &[0]).unwrap();
        assert_eq!(img.waves_in_group(0), 1);
        assert_eq!(st.peek(&g.waves[0]).unwrap().class, InstClass::Smem);
        let mut s = mem_op(st.execute(&mut g, 0).unwrap());
        assert!(s.scalar);
        assert_eq!(s.kind, MemKind::Load);
        assert_eq!(
            s.accesses,
            vec![Access {
                addr: KERNARG,
                len: 8,
                atomic: None
            }]
        );
        // Not written before completion.
        assert_eq!(
            g.waves[0].s[0] as u64 | (g.waves[0].s[1] as u64) << 32,
            KERNARG
        );
        let p = s.pending.take().unwrap();
        assert_eq!(p.data_bytes(), 8);
        st.complete(&mut g, 0, p, &BUF.to_le_bytes()).unwrap();
        assert_eq!(g.waves[0].s[0] as u64 | (g.waves[0].s[1] as u64) << 32, BUF);
        for _ in 0..5 {
            done(st.execute(&mut g, 0).unwrap());
        }
        let mut a = mem_op(st.execute(&mut g, 0).unwrap());
        assert!(!a.scalar);
        let want: Vec<u64> = (0..40).map(|l| BUF + 8 * l).collect();
        let got: Vec<u64> = a.accesses.iter().map(|x| x.addr).collect();
        assert_eq!(got, want);
        assert!(a.accesses.iter().all(|x| x.len == 8));
        // Registers still hold the address until completion.
        assert_eq!(g.waves[0].v[1][3] as u64, (BUF + 24) & 0xffff_ffff);
        let pa = a.pending.take().unwrap();
        done(st.execute(&mut g, 0).unwrap());
        done(st.execute(&mut g, 0).unwrap());
        let mut b = mem_op(st.execute(&mut g, 0).unwrap());
        assert_eq!(b.accesses.len(), 40);
        assert!(b.accesses.iter().all(|x| x.addr == BUF && x.len == 4));
        let pb = b.pending.take().unwrap();
        // Overwrite the second load's address registers, then complete it first.
        done(st.execute(&mut g, 0).unwrap());
        done(st.execute(&mut g, 0).unwrap());
        let db: Vec<u8> = (0..40u32).flat_map(|l| (1000 + l).to_le_bytes()).collect();
        st.complete(&mut g, 0, pb, &db).unwrap();
        let da: Vec<u8> = (0..40u64)
            .flat_map(|l| (0xabcd_0000_0000 + l).to_le_bytes())
            .collect();
        st.complete(&mut g, 0, pa, &da).unwrap();
        let w = &g.waves[0];
        for l in 0..40 {
            assert_eq!(w.v[3][l], 1000 + l as u32, "lane {l}");
            assert_eq!(w.v[1][l], l as u32, "lane {l}");
            assert_eq!(w.v[2][l], 0xabcd, "lane {l}");
            assert_eq!((w.v[4][l], w.v[5][l]), (0, 0), "lane {l}");
        }
        // Inactive lanes keep their (pre-load) values.
        assert_eq!(w.v[3][50], 0);
        let info = st.peek(&g.waves[0]).unwrap();
        assert_eq!(info.class, InstClass::Waitcnt);
        assert_eq!(
            info.waitcnt,
            Some(Waitcnt {
                vm: 0,
                exp: 7,
                lgkm: 0
            })
        );
        done(st.execute(&mut g, 0).unwrap());
        assert!(matches!(st.execute(&mut g, 0).unwrap(), Outcome::Ended));
        assert!(g.done());
        assert_eq!(img.executed_instructions(), LOADS.len() as u64 - 3);
        // A wave that ended cannot step again.
        assert!(st.execute(&mut g, 0).is_err());
    }

    const MISC: &[u32] = &[
        0xc0060080, 0x00000000, // s_load_dwordx2 s[2:3], s[0:1], 0x0
        0xbf8c007f, // s_waitcnt lgkmcnt(0)
        0x7e0c0202, // v_mov_b32_e32 v6, s2
        0x7e0e0203, // v_mov_b32_e32 v7, s3
        0x7e060285, // v_mov_b32_e32 v3, 5
        0xdd090000, 0x02000306, // flat_atomic_add v2, v[6:7], v3 glc
        0x7e080287, // v_mov_b32_e32 v4, 7
        0x7e0a0289, // v_mov_b32_e32 v5, 9
        0xdd050000, 0x08000406, // flat_atomic_cmpswap v8, v[6:7], v[4:5] glc
        0xdd080000, 0x00000306, // flat_atomic_add v[6:7], v3
        0x24020082, // v_lshlrev_b32_e32 v1, 2, v0
        0xd81a0008, 0x00000001, // ds_write_b32 v1, v0 offset:8
        0xd86e0501, 0x02000001, // ds_read2_b32 v[2:3], v1 offset0:1 offset1:5
        0x7e024102, // v_exp_f32_e32 v1, v2
        0xd2800000, 0x00020902, // v_add_f64 v[0:1], v[2:3], v[4:5]
        0xbf8c0573, // s_waitcnt vmcnt(3) lgkmcnt(5)
        0xbf8a0000, // s_barrier
        0xbf810000, // s_endpgm
    ];

    /// Returning and non-returning atomics (operands in the order `apply32` takes), LDS
    /// addresses (single and read2), instruction classes, waitcnt decoding, barrier.
    #[test]
    fn atomics_lds_classes_and_barrier() {
        let img = image(MISC, 100, 1024, 1000);
        let mut st = Stepper::new(img.clone());
        // 100 work-items: two waves, the second with 36 lanes.
        assert_eq!(img.waves_in_group(0), 2);
        assert!(st.start_group(0, &[0]).is_err(), "one offset per wave");
        let mut g = st.start_group(0, &[0, 0]).unwrap();
        let mut s = mem_op(st.execute(&mut g, 1).unwrap());
        st.complete(&mut g, 1, s.pending.take().unwrap(), &BUF.to_le_bytes())
            .unwrap();
        for _ in 0..4 {
            done(st.execute(&mut g, 1).unwrap());
        }
        let mut add = mem_op(st.execute(&mut g, 1).unwrap());
        assert_eq!(add.kind, MemKind::Atomic);
        assert_eq!(add.accesses.len(), 36);
        for a in &add.accesses {
            assert_eq!(a.addr, BUF);
            assert_eq!(
                a.atomic,
                Some(AtomicArgs {
                    op: AtomicOp::Add,
                    bytes: 4,
                    src: 5,
                    cmp: 0
                })
            );
        }
        let pa = add.pending.take().unwrap();
        assert_eq!(pa.data_bytes(), 36 * 4);
        done(st.execute(&mut g, 1).unwrap());
        done(st.execute(&mut g, 1).unwrap());
        let mut cas = mem_op(st.execute(&mut g, 1).unwrap());
        let x = cas.accesses[0].atomic.unwrap();
        assert_eq!((x.op, x.src, x.cmp), (AtomicOp::CmpSwap, 7, 9));
        // apply32 with these operands swaps when old == cmp.
        assert_eq!(x.op.apply32(9, x.src as u32, x.cmp as u32), 7);
        let pc = cas.pending.take().unwrap();
        let nort = mem_op(st.execute(&mut g, 1).unwrap());
        assert!(nort.pending.is_none());
        assert_eq!(nort.accesses.len(), 36);
        // Old values, lane by lane, in reverse completion order.
        let old_c: Vec<u8> = (0..36u32).flat_map(|l| (500 + l).to_le_bytes()).collect();
        st.complete(&mut g, 1, pc, &old_c).unwrap();
        let old_a: Vec<u8> = (0..36u32).flat_map(|l| (l * 5).to_le_bytes()).collect();
        st.complete(&mut g, 1, pa, &old_a).unwrap();
        for l in 0..36 {
            assert_eq!(g.waves[1].v[2][l], 5 * l as u32);
            assert_eq!(g.waves[1].v[8][l], 500 + l as u32);
        }
        done(st.execute(&mut g, 1).unwrap());
        match st.execute(&mut g, 1).unwrap() {
            Outcome::Lds { addrs } => {
                // Wave 1 holds work-items 64..99.
                let want: Vec<u32> = (64..100).map(|t| 4 * t + 8).collect();
                assert_eq!(addrs, want);
            }
            o => panic!("{o:?}"),
        }
        match st.execute(&mut g, 1).unwrap() {
            Outcome::Lds { addrs } => {
                let want: Vec<u32> = (64..100).flat_map(|t| [4 * t + 4, 4 * t + 20]).collect();
                assert_eq!(addrs, want);
            }
            o => panic!("{o:?}"),
        }
        // ds_read2 read what ds_write wrote: lane 0 (item 64) reads 4*64 + 20 = 4*67 + 8.
        assert_eq!(g.waves[1].v[3][0], 64 + 3);
        let i = st.peek(&g.waves[1]).unwrap();
        assert_eq!((i.class, i.rate), (InstClass::Valu, Rate::Quarter));
        done(st.execute(&mut g, 1).unwrap());
        let i = st.peek(&g.waves[1]).unwrap();
        assert_eq!((i.class, i.rate, i.len), (InstClass::Valu, Rate::F64, 8));
        done(st.execute(&mut g, 1).unwrap());
        let i = st.peek(&g.waves[1]).unwrap();
        assert_eq!(
            i.waitcnt,
            Some(Waitcnt {
                vm: 3,
                exp: 7,
                lgkm: 5
            })
        );
        assert_eq!(Waitcnt::decode(0x0f7f).lgkm, 15);
        done(st.execute(&mut g, 1).unwrap());
        assert_eq!(st.peek(&g.waves[1]).unwrap().class, InstClass::Barrier);
        assert!(matches!(st.execute(&mut g, 1).unwrap(), Outcome::Barrier));
        assert!(!g.try_release_barrier(), "wave 0 has not arrived");
        assert!(
            st.execute(&mut g, 1).is_err(),
            "a wave at a barrier cannot step"
        );
    }

    /// The dispatch-wide instruction limit applies across steppers of one image.
    #[test]
    fn instruction_limit() {
        let words = [0xbf82ffffu32]; // s_branch -1
        let img = image(&words, 64, 0, 10);
        let mut a = Stepper::new(img.clone());
        let mut b = Stepper::new(img.clone());
        let mut ga = a.start_group(0, &[0]).unwrap();
        let mut gb = b.start_group(0, &[0]).unwrap();
        assert_eq!(a.peek(&ga.waves[0]).unwrap().class, InstClass::Branch);
        for _ in 0..5 {
            done(a.execute(&mut ga, 0).unwrap());
            done(b.execute(&mut gb, 0).unwrap());
        }
        match a.execute(&mut ga, 0) {
            Err(EmuError::InstructionLimit { limit: 10, .. }) => {}
            r => panic!("{r:?}"),
        }
    }

    const SCRATCH_AND_APERTURE: &[u32] = &[
        0xe0700004, 0x04000000, // buffer_store_dword v0, off, s[0:3], s4 offset:4
        0xe0500004, 0x04000100, // buffer_load_dword v1, off, s[0:3], s4 offset:4
        0x24020082, // v_lshlrev_b32_e32 v1, 2, v0
        0x7e0402ff, 0x20000000, // v_mov_b32_e32 v2, 0x20000000
        0xdc700000, 0x00000001, // flat_store_dword v[1:2], v0
        0xdc500000, 0x03000001, // flat_load_dword v3, v[1:2]
        0xbf810000, // s_endpgm
    ];

    /// Scratch accesses land at their swizzled addresses inside the area the compute unit
    /// chose for the wave (`start_group`'s offsets); FLAT accesses to the LDS aperture run at
    /// issue on the group's LDS and complete at once.
    #[test]
    fn scratch_offsets_and_lds_aperture() {
        // Private segment buffer in s[0:3], wave offset in s4, 16 private bytes per lane.
        let mut b = [0u8; 64];
        b[48..52].copy_from_slice(&(3u32 | 2 << 6).to_le_bytes());
        b[52..56].copy_from_slice(&(1u32 | 4 << 1).to_le_bytes());
        b[56..58].copy_from_slice(&1u16.to_le_bytes());
        let kd = KernelDescriptor::parse(&b).unwrap();
        let img = image_with(SCRATCH_AND_APERTURE, 64, 256, 100, kd, 16, 4096);
        assert_eq!(img.wave_scratch_bytes(), 1024);
        let mut st = Stepper::new(img.clone());
        assert!(st.start_group(0, &[3584]).is_err(), "area past the store");
        let mut g = st.start_group(0, &[2048]).unwrap();
        assert_eq!(g.waves[0].s[4], 2048);
        let store = mem_op(st.execute(&mut g, 0).unwrap());
        assert_eq!(store.kind, MemKind::Store);
        let want: Vec<u64> = (0..64).map(|l| SCRATCH + 2048 + 256 + 4 * l).collect();
        assert_eq!(
            store.accesses.iter().map(|a| a.addr).collect::<Vec<_>>(),
            want
        );
        let data: Vec<u8> = (0..64u32).flat_map(|l| l.to_le_bytes()).collect();
        assert_eq!(store.store_data, data);
        let mut load = mem_op(st.execute(&mut g, 0).unwrap());
        assert_eq!(
            load.accesses.iter().map(|a| a.addr).collect::<Vec<_>>(),
            want
        );
        let back: Vec<u8> = (0..64u32).flat_map(|l| (l + 7).to_le_bytes()).collect();
        st.complete(&mut g, 0, load.pending.take().unwrap(), &back)
            .unwrap();
        assert_eq!(g.waves[0].v[1][9], 16);
        done(st.execute(&mut g, 0).unwrap());
        done(st.execute(&mut g, 0).unwrap());
        // Both FLAT accesses hit the LDS aperture: performed at issue, nothing to complete.
        done(st.execute(&mut g, 0).unwrap());
        assert_eq!(&g.lds[8..12], &2u32.to_le_bytes());
        done(st.execute(&mut g, 0).unwrap());
        assert_eq!(g.waves[0].v[3][63], 63);
        assert!(matches!(st.execute(&mut g, 0).unwrap(), Outcome::Ended));
    }
}
