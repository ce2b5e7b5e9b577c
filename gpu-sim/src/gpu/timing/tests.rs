//! The dispatcher and the per-GPU engine with stand-in compute units (`StubCu`), which answer a
//! `RunGroup` with a `GroupDone` after a fixed time: every workgroup runs exactly once, the
//! dispatch rate and resource limits hold, kernel boundaries invalidate and flush, an error
//! stops the kernel without a hang, the hang guards fire, and two runs give identical stats.

use super::*;
use crate::engine::{Component, Ctx};
use crate::loader::CodeObject;
use crate::proto::{CuMsg, KernelRef};

/// Cycles a stand-in compute unit takes per workgroup.
const GROUP_CYCLES: u64 = 50;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Behaviour {
    /// Answers every group after GROUP_CYCLES.
    Normal,
    /// Workgroup 3 fails.
    FailWg3,
    /// Never answers.
    Silent,
    /// Keeps itself awake forever and never answers.
    Busy,
}

struct StubCu {
    index: u32,
    port: PortId,
    behaviour: Behaviour,
    clock: Clock,
    /// (done time, wg, waves, reply_to)
    running: Vec<(Ps, u64, u32, PortId)>,
    waves: u32,
    max_waves: u32,
    /// (arrival time, wg) of every RunGroup.
    log: Vec<(u64, u64)>,
}

impl Component<Msg> for StubCu {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            let Msg::Cu(CuMsg::RunGroup {
                kernel: KernelRef(k),
                wg,
                reply_to,
            }) = m
            else {
                return Err(SimError::at("stub", format!("unexpected {m:?}")));
            };
            let waves = k.waves_in_group(wg);
            self.waves += waves;
            self.max_waves = self.max_waves.max(self.waves);
            self.log.push((now.0, wg));
            let done = self.clock.cycles_later(now, Cycles(GROUP_CYCLES));
            self.running.push((done, wg, waves, reply_to));
        }
        match self.behaviour {
            Behaviour::Silent => return Ok(()),
            Behaviour::Busy => {
                ctx.wake_at(self.clock.cycles_later(now, Cycles(1)));
                return Ok(());
            }
            _ => {}
        }
        let mut keep = Vec::new();
        for (t, wg, waves, reply_to) in std::mem::take(&mut self.running) {
            if t > now {
                ctx.wake_at(t);
                keep.push((t, wg, waves, reply_to));
                continue;
            }
            let error = (self.behaviour == Behaviour::FailWg3 && wg == 3)
                .then(|| format!("workgroup {wg}: memory fault at 0xdead"));
            let msg = Msg::Cu(CuMsg::GroupDone {
                cu: self.index,
                wg,
                instructions: u64::from(waves) * 10,
                error,
            });
            match ctx.send(self.port, reply_to, msg) {
                Ok(()) => self.waves -= waves,
                Err(_) => keep.push((t, wg, waves, reply_to)),
            }
        }
        self.running = keep;
        Ok(())
    }
}

fn stub_cus(
    engine: &mut Engine<Msg>,
    gpu: &str,
    cfg: &TimingConfig,
    behaviour: Behaviour,
) -> Result<Vec<PortId>, SimError> {
    let clock = Clock::from_mhz(cfg.core_clock_mhz).map_err(|e| SimError::Wiring(e.to_string()))?;
    let mut ports = Vec::new();
    for c in 0..cfg.cus {
        let id = engine.add_component(format!("{gpu}.cu[{c}]"));
        let port = engine.add_port(id, 64);
        engine.install(
            id,
            Box::new(StubCu {
                index: c,
                port,
                behaviour,
                clock,
                running: Vec::new(),
                waves: 0,
                max_waves: 0,
                log: Vec::new(),
            }),
        )?;
        ports.push(port);
    }
    Ok(ports)
}

fn normal(e: &mut Engine<Msg>, g: &str, c: &TimingConfig, _: &GpuMemory) -> SimResult {
    stub_cus(e, g, c, Behaviour::Normal)
}
fn fail3(e: &mut Engine<Msg>, g: &str, c: &TimingConfig, _: &GpuMemory) -> SimResult {
    stub_cus(e, g, c, Behaviour::FailWg3)
}
fn silent(e: &mut Engine<Msg>, g: &str, c: &TimingConfig, _: &GpuMemory) -> SimResult {
    stub_cus(e, g, c, Behaviour::Silent)
}
fn busy(e: &mut Engine<Msg>, g: &str, c: &TimingConfig, _: &GpuMemory) -> SimResult {
    stub_cus(e, g, c, Behaviour::Busy)
}
type SimResult = Result<Vec<PortId>, SimError>;

fn small_cfg() -> TimingConfig {
    let mut cfg = TimingConfig::r9_nano();
    cfg.cus = 4;
    cfg
}

/// vecadd with `items` work-items in workgroups of `wg` (the image only; nothing executes).
fn vecadd_image(items: u32, wg: u32) -> Arc<KernelImage> {
    let co = CodeObject::parse(include_bytes!("../../../kernels/vecadd.hsaco")).unwrap();
    let k = co.kernel("vecadd").unwrap();
    let base = 0x1_0000_0000u64;
    let code = co.image_at(base);
    let setup = emu::DispatchSetup {
        kernel_name: "vecadd",
        descriptor: k.descriptor,
        code: &code,
        code_base: base,
        entry_pc: base + k.entry_vaddr,
        grid: [items, 1, 1],
        workgroup: [wg, 1, 1],
        group_segment_bytes: 0,
        private_segment_bytes: 0,
        kernarg_va: 0x2_0000_0000,
        dispatch_packet_va: 0x2_0001_0000,
        queue_va: 0x2_0002_0000,
        dispatch_id: 0,
        scratch_va: scratch_va(0),
        scratch_bytes: 0,
        workgroups: 0..u64::from(items.div_ceil(wg)),
        max_wavefront_instructions: emu::DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS,
    };
    KernelImage::new(&setup).unwrap()
}

fn stub(gpu: &TimingGpu, c: usize) -> &StubCu {
    let name = format!("gpu[0].cu[{c}]");
    let id = (0..100_000)
        .map(CompId)
        .find(|&i| gpu.engine.path(i) == name)
        .unwrap();
    gpu.engine.component::<StubCu>(id).unwrap()
}

#[test]
fn every_workgroup_runs_once_within_the_limits_and_the_l2_is_flushed() {
    let cfg = small_cfg();
    let mut gpu = TimingGpu::build(0, &cfg, normal, None).unwrap();
    // 100 groups of 4 waves (256 work-items), the last one partial (1 wave).
    let image = vecadd_image(99 * 256 + 64, 256);
    let (r, t) = gpu.run_kernel(image, 5_000_000).unwrap();
    assert_eq!(r.error, None);
    assert_eq!(r.workgroups, 100);
    assert_eq!(r.wavefronts, 99 * 4 + 1);
    assert_eq!(r.wavefront_instructions, (99 * 4 + 1) * 10);
    assert_eq!(t.wavefront_instructions, r.wavefront_instructions);
    assert_eq!(r.start_ps, 5_000_000);
    assert!(r.dispatch_start_ps >= r.start_ps + 100_000, "{r:?}");
    assert!(r.end_ps >= r.groups_end_ps && r.groups_end_ps > r.dispatch_start_ps);
    let mut seen = Vec::new();
    for c in 0..4 {
        let s = stub(&gpu, c);
        // Never more waves than the 40 wave slots of a CU.
        assert!(s.max_waves <= 40, "cu {c}: {}", s.max_waves);
        seen.extend(s.log.iter().map(|&(_, wg)| wg));
    }
    seen.sort_unstable();
    assert_eq!(seen, (0..100).collect::<Vec<_>>());
    let stats = gpu.engine.stats();
    assert_eq!(stats.get("gpu[0].dispatcher.groups_done"), Some(100));
    // Kernel start invalidated every L1 and L2 bank; kernel end flushed every L2 bank.
    assert_eq!(stats.sum_field("flushes"), 16);
    assert_eq!(stats.get("gpu[0].cu[0].l1v.invalidates"), Some(1));
    assert_eq!(stats.get("gpu[0].l2.bank[0].invalidates"), Some(1));
    // A second kernel starts where the first ended (the engine's clock only moves forward).
    let (r2, _) = gpu.run_kernel(vecadd_image(256, 256), 0).unwrap();
    assert_eq!(r2.start_ps, r.end_ps);
}

#[test]
fn one_group_per_dispatch_cycle_round_robin() {
    let mut cfg = small_cfg();
    cfg.dispatcher.cycles_per_group = 4;
    let mut gpu = TimingGpu::build(0, &cfg, normal, None).unwrap();
    let (r, _) = gpu.run_kernel(vecadd_image(8 * 64, 64), 0).unwrap();
    let mut arrivals: Vec<(u64, u64)> = (0..4).flat_map(|c| stub(&gpu, c).log.clone()).collect();
    arrivals.sort_unstable();
    let first = arrivals[0].0;
    for (i, (t, wg)) in arrivals.iter().enumerate() {
        assert_eq!(*wg, i as u64);
        // 4 cycles of 1000 ps apart.
        assert_eq!(*t - first, i as u64 * 4000, "{arrivals:?}");
    }
    // Round-robin: group i went to CU i mod 4.
    for c in 0..4 {
        let wgs: Vec<u64> = stub(&gpu, c).log.iter().map(|x| x.1).collect();
        assert_eq!(wgs, vec![c as u64, c as u64 + 4]);
    }
    assert_eq!(r.workgroups, 8);
}

#[test]
fn a_full_gpu_waits_for_free_wave_slots() {
    let cfg = small_cfg();
    let mut gpu = TimingGpu::build(0, &cfg, normal, None).unwrap();
    // 4 CUs x 40 slots = 160 waves at once; 100 groups of 16 waves need 10 rounds.
    let (r, _) = gpu.run_kernel(vecadd_image(100 * 1024, 1024), 0).unwrap();
    assert_eq!(r.workgroups, 100);
    for c in 0..4 {
        assert!(stub(&gpu, c).max_waves <= 40);
    }
    assert!(
        gpu.engine
            .stats()
            .get("gpu[0].dispatcher.no_room_stalls")
            .unwrap()
            > 0
    );
    // At most 2 groups per CU at a time: 100 groups need at least 13 rounds of 50 cycles.
    let span = r.groups_end_ps - r.dispatch_start_ps;
    assert!(span >= 13 * GROUP_CYCLES * 1000, "{span}");
}

#[test]
fn a_failing_group_stops_the_kernel_and_the_rest_drains() {
    let cfg = small_cfg();
    let mut gpu = TimingGpu::build(0, &cfg, fail3, None).unwrap();
    let (r, _) = gpu.run_kernel(vecadd_image(64 * 64, 64), 0).unwrap();
    let e = r.error.clone().unwrap();
    assert!(e.contains("memory fault"), "{e}");
    // Fewer groups than the grid were sent, and every one sent came back.
    assert!(r.workgroups < 64, "{r:?}");
    let s = gpu.engine.stats();
    assert_eq!(
        s.get("gpu[0].dispatcher.groups_dispatched"),
        s.get("gpu[0].dispatcher.groups_done")
    );
    assert_eq!(guest_code(&e), queue_error::MEMORY_VIOLATION);
    // The GPU is usable afterwards.
    assert!(gpu.disp().unwrap().idle());
}

#[test]
fn hang_guards_name_their_key() {
    let cfg = small_cfg();
    let mut gpu = TimingGpu::build(0, &cfg, silent, None).unwrap();
    let e = gpu.run_kernel(vecadd_image(64, 64), 0).unwrap_err();
    assert!(matches!(e, TimingError::Stalled { .. }), "{e}");
    let mut cfg = small_cfg();
    cfg.dispatcher.max_kernel_cycles = 10_000;
    let mut gpu = TimingGpu::build(0, &cfg, busy, None).unwrap();
    let e = gpu
        .run_kernel(vecadd_image(64, 64), 0)
        .unwrap_err()
        .to_string();
    assert!(e.contains("gpu.timing.dispatcher.max_kernel_cycles"), "{e}");
    let mut cfg = small_cfg();
    cfg.dispatcher.max_kernel_events = 5_000;
    let mut gpu = TimingGpu::build(0, &cfg, busy, None).unwrap();
    let e = gpu
        .run_kernel(vecadd_image(64, 64), 0)
        .unwrap_err()
        .to_string();
    assert!(e.contains("gpu.timing.dispatcher.max_kernel_events"), "{e}");
}

#[test]
fn two_runs_give_identical_statistics() {
    let run = || {
        let mut gpu = TimingGpu::build(0, &small_cfg(), normal, None).unwrap();
        for n in [1000u32, 4096, 77] {
            gpu.run_kernel(vecadd_image(n, 64), 0).unwrap();
        }
        gpu.engine.stats().to_text()
    };
    let a = run();
    assert!(a.contains("gpu[0].dispatcher.groups_done"));
    assert_eq!(a, run());
}

#[test]
fn the_walker_follows_the_page_table_and_scratch_is_mapped() {
    let mut gpu = TimingGpu::build(0, &small_cfg(), normal, None).unwrap();
    let f = Frame {
        place: super::super::memory::Place::Gpu(0),
        offset: 3 * PAGE,
    };
    gpu.apply_pages(&[(0x100, Some(f))]).unwrap();
    assert!(gpu.tlbs_stale);
    gpu.ensure_scratch(3 * PAGE + 1).unwrap();
    assert_eq!(gpu.scratch_pages, 4);
    // The next kernel starts with a TLB shoot-down (the change was seen), then no more.
    gpu.run_kernel(vecadd_image(64, 64), 0).unwrap();
    assert!(!gpu.tlbs_stale);
    let s = gpu.engine.stats();
    assert_eq!(s.get("gpu[0].l2_tlb.invalidates"), Some(1));
    gpu.run_kernel(vecadd_image(64, 64), 0).unwrap();
    assert_eq!(gpu.engine.stats().get("gpu[0].l2_tlb.invalidates"), Some(1));
}

#[test]
fn release_knobs_turn_the_boundary_maintenance_off() {
    let mut cfg = small_cfg();
    cfg.release.flush_l2_at_kernel_end = false;
    cfg.release.invalidate_l2_at_kernel_start = false;
    let mut gpu = TimingGpu::build(0, &cfg, normal, None).unwrap();
    let (r, t) = gpu.run_kernel(vecadd_image(256, 64), 0).unwrap();
    assert_eq!(t.flush_ps, 0);
    assert_eq!(r.end_ps, r.groups_end_ps);
    let s = gpu.engine.stats();
    assert_eq!(s.sum_field("flushes"), 0);
    assert_eq!(s.get("gpu[0].l2.bank[0].invalidates"), Some(0));
    // L1s are still invalidated (the acquire side is not optional).
    assert_eq!(s.get("gpu[0].cu[0].l1v.invalidates"), Some(1));
    // A system-scope release honours the same knob: no write-back.
    assert_eq!(gpu.release(r.end_ps + 5).unwrap(), r.end_ps + 5);
    assert_eq!(gpu.engine.stats().sum_field("flushes"), 0);
    // With the knobs on, a release after a flushed kernel has nothing to write back.
    let mut gpu = TimingGpu::build(0, &small_cfg(), normal, None).unwrap();
    let (r, t) = gpu.run_kernel(vecadd_image(256, 64), 0).unwrap();
    assert!(t.flush_ps > 0 && t.invalidate_ps > 0);
    assert_eq!(gpu.release(r.end_ps).unwrap(), r.end_ps);
    assert_eq!(gpu.engine.stats().sum_field("flushes"), 16);
}
