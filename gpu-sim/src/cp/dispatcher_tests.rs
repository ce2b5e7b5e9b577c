//! The workgroup dispatcher (`gpu[0].dispatcher`) in a small engine: the memory side of one
//! GPU, stand-in compute units (`StubCu`, which answer a `RunGroup` with a `GroupDone` after a
//! fixed time) and a stand-in command processor (`TestCp`, which forwards `Launch` and
//! `Release` messages injected at its port to the dispatcher and records the answers with
//! their arrival times). Every workgroup runs exactly once, the dispatch rate and resource
//! limits hold, kernel boundaries invalidate and flush, an error stops the kernel without a
//! hang, launches and releases queue in arrival order, a page-table change shoots the TLBs
//! down, and two runs give identical statistics.
//!
//! Times: the core clock is 1 GHz (`P` ps a cycle), the dispatcher's links take one cycle (as
//! `gpu::world` wires them), the command processor's link none.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::aql::{queue_error, Header, KernelDispatchPacket};
use super::dispatcher::{Dispatcher, DispatcherWiring};
use super::launch::prepare;
use super::{DispatchInfo, LaunchError, QueueInfo};
use crate::config::TimingConfig;
use crate::emu::{Memory, SparseMemory};
use crate::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use crate::loader::CodeObject;
use crate::memsys::GpuMemory;
use crate::proto::launch::{KernelReport, LaunchJob};
use crate::proto::{CtlMsg, CuMsg, JobRef, KernelRef, Msg};
use crate::stats::StatsReport;
use crate::sys::memory::{DEVICE_VA_BASE, PAGE};
use crate::time::{Clock, Cycles, Ps};
use crate::world::{boundary_policy, cu_limits};

/// One core cycle at 1 GHz, ps.
const P: u64 = 1000;
/// Cycles a stand-in compute unit takes per workgroup.
const GROUP_CYCLES: u64 = 50;
/// From a `RunGroup` leaving the dispatcher to its `GroupDone` arriving there: a link cycle
/// each way and the group itself.
const ROUND_TRIP: u64 = (GROUP_CYCLES + 2) * P;
/// Default `dispatcher.launch_overhead_cycles`.
const OVERHEAD: u64 = 100 * P;

/// A `KernelDone` answer: (arrival time, tag, report, dirty, error).
type Done = (u64, u64, KernelReport, bool, Option<LaunchError>);

#[derive(Clone, Copy, PartialEq, Eq)]
enum Behaviour {
    /// Answers every group after GROUP_CYCLES.
    Normal,
    /// Workgroup 3 fails with a memory fault.
    FailWg3,
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
                mix: crate::proto::InstMix {
                    valu: u64::from(waves) * 6,
                    vmem: u64::from(waves) * 3,
                    lds: u64::from(waves),
                },
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

/// The stand-in command processor: forwards `Launch` / `Release` (injected at its port) to the
/// dispatcher and records every answer with its arrival time.
struct TestCp {
    port: PortId,
    dispatcher: PortId,
    answers: Vec<(u64, CtlMsg)>,
}

impl Component<Msg> for TestCp {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            match m.into_ctl("cp")? {
                c @ (CtlMsg::Launch { .. } | CtlMsg::Release { .. }) => {
                    if ctx.send(self.port, self.dispatcher, Msg::ctl(c)).is_err() {
                        return Err(SimError::at("cp", "dispatcher port full"));
                    }
                }
                other => self.answers.push((now.0, other)),
            }
        }
        Ok(())
    }
}

/// One GPU: memory side, stub compute units, the dispatcher and the stand-in command processor.
struct Gpu {
    engine: Engine<Msg>,
    cp: CompId,
    cp_port: PortId,
    cus: Vec<CompId>,
    /// (time, begin, tag) of every KernelEdge emitted, in order.
    edges: Vec<(u64, bool, u64)>,
    /// Wavefront instructions announced at the edge (`CtlMsg::Progress`).
    progress: u64,
}

fn small_cfg() -> TimingConfig {
    let mut cfg = TimingConfig::r9_nano();
    cfg.cus = 4;
    cfg
}

fn gpu(cfg: &TimingConfig, behaviour: Behaviour) -> Gpu {
    let mut engine = Engine::new();
    let clock = Clock::from_mhz(cfg.core_clock_mhz).unwrap();
    assert_eq!(clock.period(), Ps(P));
    let memory = GpuMemory::build(&mut engine, "gpu[0]", cfg, 0).unwrap();
    let mut cus = Vec::new();
    let mut cu_ports = Vec::new();
    for c in 0..cfg.cus {
        let id = engine.add_component(format!("gpu[0].cu[{c}]"));
        let port = engine.add_port(id, 64);
        engine
            .install(
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
            )
            .unwrap();
        cus.push(id);
        cu_ports.push(port);
    }
    let wiring = DispatcherWiring {
        l1_tops: memory.invalidate_targets(),
        l2_tops: memory.flush_targets(),
        fabric_tops: Vec::new(),
        tlb_tops: memory.tlb_targets(),
        cu_ports,
    };
    assert_eq!(
        (
            wiring.l1_tops.len(),
            wiring.l2_tops.len(),
            wiring.tlb_tops.len()
        ),
        (6, 16, 7)
    );
    let d = Dispatcher::add_to(
        &mut engine,
        0,
        "gpu[0].dispatcher",
        &cfg.dispatcher,
        clock,
        cu_limits(cfg),
        boundary_policy(cfg),
        wiring,
        clock.period(),
    )
    .unwrap();
    let dport = engine.component::<Dispatcher>(d).unwrap().port();
    let cp = engine.add_component("gpu[0].cp");
    let cp_port = engine.add_port(cp, 64);
    engine.connect(cp_port, dport, Ps::ZERO).unwrap();
    engine
        .install(
            cp,
            Box::new(TestCp {
                port: cp_port,
                dispatcher: dport,
                answers: Vec::new(),
            }),
        )
        .unwrap();
    Gpu {
        engine,
        cp,
        cp_port,
        cus,
        edges: Vec::new(),
        progress: 0,
    }
}

impl Gpu {
    fn launch(&mut self, at: u64, job: &JobRef, tag: u64, pt_generation: u64) {
        let m = CtlMsg::Launch {
            job: job.clone(),
            member: 0,
            tag,
            pt_generation,
            cold: false,
            reply_to: self.cp_port,
        };
        self.engine
            .inject(self.cp_port, Ps(at), Msg::ctl(m))
            .unwrap();
    }

    /// Launches `job`, runs, and returns the one new `KernelDone` (it answers `tag`).
    fn launch_run(&mut self, at: u64, job: &JobRef, tag: u64, pt_generation: u64) -> Done {
        let n = self.kernels_done().len();
        self.launch(at, job, tag, pt_generation);
        self.run();
        let mut done = self.kernels_done();
        assert_eq!(done.len(), n + 1, "{done:?}");
        let last = done.pop().unwrap();
        assert_eq!(last.1, tag);
        last
    }

    fn release(&mut self, at: u64, tag: u64) {
        let m = CtlMsg::Release {
            tag,
            reply_to: self.cp_port,
        };
        self.engine
            .inject(self.cp_port, Ps(at), Msg::ctl(m))
            .unwrap();
    }

    /// Runs until nothing is left to happen; takes the edge messages.
    fn run(&mut self) {
        self.engine.run().unwrap();
        for (t, m) in self.engine.take_emitted() {
            match m {
                Msg::Ctl(c) => match *c {
                    CtlMsg::KernelEdge {
                        gpu,
                        origin,
                        tag,
                        begin,
                        ..
                    } => {
                        assert_eq!((gpu, origin), (0, self.cp_port));
                        self.edges.push((t.0, begin, tag));
                    }
                    CtlMsg::Progress {
                        wavefront_instructions,
                    } => self.progress += wavefront_instructions,
                    other => panic!("unexpected at the edge: {other:?}"),
                },
                other => panic!("unexpected at the edge: {other:?}"),
            }
        }
    }

    fn answers(&self) -> &[(u64, CtlMsg)] {
        &self.engine.component::<TestCp>(self.cp).unwrap().answers
    }

    /// The `KernelDone` answers, each arriving at its report's `end_ps`.
    fn kernels_done(&self) -> Vec<Done> {
        self.answers()
            .iter()
            .filter_map(|(t, m)| match m {
                CtlMsg::KernelDone {
                    tag,
                    member,
                    report,
                    dirty,
                    error,
                } => {
                    assert_eq!((*member, *t), (0, report.end_ps));
                    Some((*t, *tag, report.clone(), *dirty, error.clone()))
                }
                _ => None,
            })
            .collect()
    }

    /// The `ReleaseDone` answers: (arrival time, tag).
    fn releases_done(&self) -> Vec<(u64, u64)> {
        self.answers()
            .iter()
            .filter_map(|(t, m)| match m {
                CtlMsg::ReleaseDone { tag } => Some((*t, *tag)),
                _ => None,
            })
            .collect()
    }

    fn stub(&self, c: usize) -> &StubCu {
        self.engine.component::<StubCu>(self.cus[c]).unwrap()
    }

    fn stats(&self) -> StatsReport {
        self.engine.stats()
    }

    fn stat(&self, name: &str) -> u64 {
        self.stats()
            .get(name)
            .unwrap_or_else(|| panic!("no statistic {name}"))
    }

    /// The dispatcher's statistic `name`.
    fn disp(&self, name: &str) -> u64 {
        self.stat(&format!("gpu[0].dispatcher.{name}"))
    }
}

/// A launch of vecadd with `items` work-items in workgroups of `wg` and `lds` bytes of group
/// segment, prepared as the command processor does: the code object, kernel arguments and
/// packet in memory, read back by `launch::prepare`.
fn vecadd_job(items: u32, wg: u16, lds: u32) -> JobRef {
    let co = CodeObject::parse(include_bytes!("../../kernels/vecadd.hsaco")).unwrap();
    let k = co.kernel("vecadd").unwrap();
    let code_base = DEVICE_VA_BASE;
    let code = co.image_at(code_base);
    let code_len = (code.len() as u64).div_ceil(PAGE) * PAGE;
    let kernarg = DEVICE_VA_BASE + 0x10_0000;
    let packet_address = DEVICE_VA_BASE + 0x20_0000;
    let mut mem = SparseMemory::new();
    mem.map(code_base, code_len);
    mem.write(code_base, &code).unwrap();
    mem.map(kernarg, PAGE);
    mem.map(packet_address, PAGE);
    let packet = KernelDispatchPacket {
        header: Header(0),
        setup: 1,
        workgroup_size: [wg, 1, 1],
        grid_size: [items, 1, 1],
        private_segment_size_bytes: 0,
        group_segment_size_bytes: lds,
        kernel_object: code_base + k.descriptor_vaddr,
        kernarg_address: kernarg,
        completion_signal: 0,
    };
    let info = DispatchInfo {
        gpu_index: 0,
        queue_id: 0,
        dispatch_id: 0,
        packet_address,
        packet,
        queue_ptr: DEVICE_VA_BASE + 0x30_0000,
        queue: QueueInfo::default(),
        scratch_backing_base: 0,
        trap_handler: None,
    };
    let allocations = BTreeMap::from([(code_base, code_len)]);
    let prep = prepare(&info, &mut mem, &allocations, &[0]).unwrap();
    assert_eq!(
        prep.members,
        vec![(0, 0..u64::from(items.div_ceil(u32::from(wg))))]
    );
    JobRef(Arc::new(LaunchJob {
        skip: false,
        info,
        prep,
        functional_ps: None,
    }))
}

#[test]
fn every_workgroup_runs_once_within_the_limits_and_the_l2_is_flushed() {
    let mut g = gpu(&small_cfg(), Behaviour::Normal);
    // 100 groups of 4 waves (256 work-items), the last one partial (1 wave).
    let (_, _, r, dirty, error) = g.launch_run(5_000_000, &vecadd_job(99 * 256 + 64, 256, 0), 7, 0);
    assert_eq!((dirty, error), (false, None));
    assert_eq!(r.error, None);
    assert_eq!(r.workgroups, 100);
    assert_eq!(r.wavefronts, 99 * 4 + 1);
    assert_eq!(r.wavefront_instructions, (99 * 4 + 1) * 10);
    // The progress display hears of every finished workgroup's instructions.
    assert_eq!(g.progress, r.wavefront_instructions);
    assert_eq!(r.start_ps, 5_000_000);
    // Invalidation, then the launch overhead, then the first group.
    let inv = g.disp("invalidate_time");
    assert!(inv > 0);
    assert_eq!(r.dispatch_start_ps, r.start_ps + inv + OVERHEAD);
    // The flush comes after the last group; the answer arrives when it is over.
    let flush = g.disp("flush_time");
    assert!(flush > 0);
    assert_eq!(r.end_ps, r.groups_end_ps + flush);
    assert_eq!(g.disp("busy_time"), r.groups_end_ps - r.dispatch_start_ps);
    let mut seen = Vec::new();
    for c in 0..4 {
        let s = g.stub(c);
        // The first 52 cycles send 13 groups of 4 waves to each CU: it fills its 40 wave
        // slots and never takes more.
        assert_eq!(s.max_waves, 40, "cu {c}");
        assert_eq!(s.waves, 0);
        seen.extend(s.log.iter().map(|&(_, wg)| wg));
    }
    seen.sort_unstable();
    assert_eq!(seen, (0..100).collect::<Vec<_>>());
    assert!(g.disp("no_room_stalls") > 0);
    assert_eq!(g.disp("kernels"), 1);
    assert_eq!(g.disp("groups_dispatched"), 100);
    assert_eq!(g.disp("groups_done"), 100);
    assert_eq!(g.disp("wavefront_instructions"), 3970);
    let stats = g.stats();
    // Kernel start invalidated every L1 and L2 bank (not the TLBs: this GPU ran no kernel
    // before); kernel end flushed every L2 bank.
    assert_eq!(stats.sum_field("flushes"), 16);
    assert_eq!(stats.get("gpu[0].cu[0].l1v.invalidates"), Some(1));
    assert_eq!(stats.get("gpu[0].sa[0].l1i.invalidates"), Some(1));
    assert_eq!(stats.get("gpu[0].l2.bank[0].invalidates"), Some(1));
    assert_eq!(stats.get("gpu[0].l2.bank[15].invalidates"), Some(1));
    assert_eq!(stats.sum_field("invalidates"), 6 + 16);
    // The edge saw the kernel begin and end.
    assert_eq!(g.edges, vec![(r.start_ps, true, 7), (r.end_ps, false, 7)]);
}

#[test]
fn one_group_per_dispatch_cycle_round_robin() {
    let mut cfg = small_cfg();
    cfg.dispatcher.cycles_per_group = 4;
    let mut g = gpu(&cfg, Behaviour::Normal);
    let (_, _, r, _, error) = g.launch_run(0, &vecadd_job(8 * 64, 64, 0), 1, 0);
    assert_eq!((error, r.workgroups), (None, 8));
    let mut arrivals: Vec<(u64, u64)> = (0..4).flat_map(|c| g.stub(c).log.clone()).collect();
    arrivals.sort_unstable();
    for (i, (t, wg)) in arrivals.iter().enumerate() {
        assert_eq!(*wg, i as u64);
        // One link cycle after the dispatch start, then 4 cycles apart.
        assert_eq!(
            *t,
            r.dispatch_start_ps + P + i as u64 * 4 * P,
            "{arrivals:?}"
        );
    }
    // Round-robin: group i went to CU i mod 4.
    for c in 0..4 {
        let wgs: Vec<u64> = g.stub(c).log.iter().map(|x| x.1).collect();
        assert_eq!(wgs, vec![c as u64, c as u64 + 4]);
    }
    // The last group left 28 cycles after the first and took its round trip.
    assert_eq!(
        r.groups_end_ps,
        r.dispatch_start_ps + 7 * 4 * P + ROUND_TRIP
    );
    assert_eq!(r.end_ps, r.groups_end_ps + g.disp("flush_time"));
    assert_eq!(g.disp("no_room_stalls"), 0);
}

#[test]
fn a_full_gpu_waits_for_free_wave_slots() {
    let mut g = gpu(&small_cfg(), Behaviour::Normal);
    // 4 CUs x 40 slots: two groups of 16 waves per CU at a time, 8 in all; 100 groups need 13
    // rounds. Round k sends its 8 groups one per cycle from k x 52 cycles after the dispatch
    // start (each as the group it replaces comes back), then finds no room once.
    let (_, _, r, _, error) = g.launch_run(0, &vecadd_job(100 * 1024, 1024, 0), 1, 0);
    assert_eq!((error, r.workgroups, r.wavefronts), (None, 100, 1600));
    for c in 0..4 {
        let s = g.stub(c);
        assert_eq!(s.max_waves, 32, "cu {c}");
        for &(t, wg) in &s.log {
            assert_eq!(wg % 4, c as u64);
            let (round, i) = (wg / 8, wg % 8);
            assert_eq!(
                t,
                r.dispatch_start_ps + round * ROUND_TRIP + i * P + P,
                "wg {wg}"
            );
        }
    }
    assert_eq!(g.disp("no_room_stalls"), 12);
    // Group 99 is the 4th of round 12.
    assert_eq!(
        r.groups_end_ps,
        r.dispatch_start_ps + 13 * ROUND_TRIP + 3 * P
    );
}

#[test]
fn a_failing_group_stops_the_kernel_and_the_rest_drains() {
    let mut g = gpu(&small_cfg(), Behaviour::FailWg3);
    let (t, _, r, dirty, error) = g.launch_run(0, &vecadd_job(64 * 64, 64, 0), 1, 0);
    let e = error.unwrap();
    assert_eq!(e.code, queue_error::MEMORY_VIOLATION);
    assert!(
        e.reason.contains("gpu[0]: workgroup 3: memory fault"),
        "{e:?}"
    );
    assert_eq!(
        r.error.as_deref(),
        Some("workgroup 3: memory fault at 0xdead")
    );
    // Group 3 left 3 cycles after the dispatch start and failed a round trip later; groups
    // 0..=54 had been sent by then, and every one sent came back (the last a round trip after
    // it left).
    assert_eq!(r.workgroups, 55);
    let d = r.dispatch_start_ps;
    assert_eq!(r.groups_end_ps, d + 54 * P + ROUND_TRIP);
    // No write-back after a failed kernel: the L2 may be dirty.
    assert_eq!(r.end_ps, r.groups_end_ps);
    assert!(dirty);
    assert_eq!(g.disp("groups_dispatched"), 55);
    assert_eq!(g.disp("groups_done"), 55);
    assert_eq!(g.disp("kernels_failed"), 1);
    assert_eq!(g.stats().sum_field("flushes"), 0);
    // A system-scope release now writes the L2 back; a second one finds it clean.
    let t0 = t + 10 * P;
    g.release(t0, 2);
    g.run();
    let flush = g.disp("flush_time");
    assert!(flush > 0);
    assert_eq!(g.releases_done(), vec![(t0 + flush, 2)]);
    assert_eq!(g.stats().sum_field("flushes"), 16);
    assert_eq!(g.disp("releases"), 1);
    let t1 = t0 + flush + 10 * P;
    g.release(t1, 3);
    g.run();
    assert_eq!(g.releases_done(), vec![(t0 + flush, 2), (t1, 3)]);
    assert_eq!(g.disp("releases"), 1);
    assert_eq!(g.stats().sum_field("flushes"), 16);
    // The GPU is usable afterwards (workgroup 3 of a 2-group kernel does not exist).
    let t2 = t1 + 10 * P;
    let (_, _, r, dirty, error) = g.launch_run(t2, &vecadd_job(128, 64, 0), 4, 0);
    assert_eq!(
        (dirty, error, r.start_ps, r.workgroups),
        (false, None, t2, 2)
    );
}

#[test]
fn two_launches_sent_back_to_back_run_one_after_the_other() {
    let mut g = gpu(&small_cfg(), Behaviour::Normal);
    let t0 = 2_000 * P;
    g.launch(t0, &vecadd_job(1000, 64, 0), 1, 0);
    g.launch(t0, &vecadd_job(77, 64, 0), 2, 0);
    g.run();
    let done = g.kernels_done();
    assert_eq!(done.len(), 2);
    let (_, taga, a, _, ea) = done[0].clone();
    let (_, tagb, b, _, eb) = done[1].clone();
    assert_eq!((taga, tagb, ea, eb), (1, 2, None, None));
    assert_eq!((a.workgroups, b.workgroups), (16, 2));
    assert_eq!(a.start_ps, t0);
    // The second starts when the first's KernelDone leaves.
    assert_eq!(b.start_ps, a.end_ps);
    assert!(b.dispatch_start_ps >= b.start_ps + OVERHEAD);
    // The second kernel's two 1-wave groups: a round trip after the second left.
    assert_eq!(b.groups_end_ps, b.dispatch_start_ps + P + ROUND_TRIP);
    assert_eq!(
        g.edges,
        vec![
            (a.start_ps, true, 1),
            (a.end_ps, false, 1),
            (b.start_ps, true, 2),
            (b.end_ps, false, 2)
        ]
    );
    // No group of the second kernel reached a compute unit before the first ended.
    let after_a = (0..4)
        .flat_map(|c| g.stub(c).log.clone())
        .filter(|&(t, _)| t > a.end_ps)
        .count();
    assert_eq!(after_a, 2);
    assert_eq!(g.disp("kernels"), 2);
    let s = g.stats();
    assert_eq!(s.sum_field("flushes"), 32);
    assert_eq!(s.get("gpu[0].l2.bank[0].invalidates"), Some(2));
}

#[test]
fn a_page_table_change_starts_the_next_kernel_with_a_tlb_shoot_down() {
    let mut g = gpu(&small_cfg(), Behaviour::Normal);
    let job = vecadd_job(64, 64, 0);
    // Kernel 1 finds empty TLBs, nothing to shoot down; kernel 2, of the same generation, no
    // shoot-down; kernel 3, of a newer one, invalidates every TLB once; kernel 4 not again.
    // Each kernel invalidates the 6 L1s and 16 L2 banks, each shoot-down the 7 TLBs.
    let mut t = 0;
    for (tag, generation, shot) in [(1, 5, 0), (2, 5, 0), (3, 6, 1), (4, 6, 1)] {
        let (end, _, r, _, error) = g.launch_run(t, &job, tag, generation);
        assert_eq!((error, r.workgroups), (None, 1));
        let tlb = (
            g.stat("gpu[0].l2_tlb.invalidates"),
            g.stat("gpu[0].cu[0].l1v_tlb.invalidates"),
            g.stat("gpu[0].sa[0].l1i_tlb.invalidates"),
        );
        assert_eq!(tlb, (shot, shot, shot), "kernel {tag}");
        let invalidates = tag * (6 + 16) + shot * 7;
        assert_eq!(g.stats().sum_field("invalidates"), invalidates);
        t = end + P;
    }
}

#[test]
fn a_workgroup_that_can_never_fit_is_answered_at_once_with_an_error() {
    let mut g = gpu(&small_cfg(), Behaviour::Normal);
    // 128 KiB of LDS per group; a compute unit has 64 KiB.
    let t0 = 3_000 * P;
    let (t, _, r, dirty, error) = g.launch_run(t0, &vecadd_job(256, 64, 128 * 1024), 1, 0);
    assert_eq!((t, dirty), (t0, false));
    let e = error.unwrap();
    assert_eq!(e.code, queue_error::INVALID_GROUP_MEMORY);
    assert!(e.reason.contains("131072 bytes of LDS"), "{e:?}");
    assert_eq!(r, KernelReport::empty(t0));
    // Nothing started: no edge, no invalidation, no group.
    assert!(g.edges.is_empty());
    assert_eq!(g.disp("kernels"), 0);
    assert_eq!(g.stats().sum_field("invalidates"), 0);
    assert!((0..4).all(|c| g.stub(c).log.is_empty()));
    // The dispatcher is idle: the next launch runs.
    let (_, _, r, _, error) = g.launch_run(t0 + P, &vecadd_job(256, 64, 0), 2, 0);
    assert_eq!((error, r.workgroups), (None, 4));
}

#[test]
fn two_runs_give_identical_statistics() {
    let run = || {
        let mut g = gpu(&small_cfg(), Behaviour::Normal);
        for (i, n) in [1000u32, 4096, 77].into_iter().enumerate() {
            g.launch(0, &vecadd_job(n, 64, 0), i as u64, i as u64 / 2);
        }
        g.release(0, 9);
        g.run();
        assert_eq!(g.kernels_done().len(), 3);
        (g.stats().to_text(), g.answers().to_vec(), g.edges.clone())
    };
    let a = run();
    let groups_done =
        a.0.lines()
            .find_map(|l| {
                let mut w = l.split_whitespace();
                (w.next() == Some("gpu[0].dispatcher.groups_done")).then(|| w.next())
            })
            .flatten();
    assert_eq!(groups_done, Some("82"), "{}", a.0);
    assert_eq!(a, run());
}

#[test]
fn release_knobs_turn_the_boundary_maintenance_off() {
    let mut cfg = small_cfg();
    cfg.release.flush_l2_at_kernel_end = false;
    cfg.release.invalidate_l2_at_kernel_start = false;
    let mut g = gpu(&cfg, Behaviour::Normal);
    let (_, _, r, dirty, error) = g.launch_run(0, &vecadd_job(256, 64, 0), 1, 0);
    // Ended without a write-back: the L2 may be dirty.
    assert_eq!((error, dirty), (None, true));
    assert_eq!(g.disp("flush_time"), 0);
    let inv = g.disp("invalidate_time");
    assert_eq!(r.dispatch_start_ps, inv + OVERHEAD);
    assert_eq!(r.groups_end_ps, r.dispatch_start_ps + 3 * P + ROUND_TRIP);
    assert_eq!(r.end_ps, r.groups_end_ps);
    let s = g.stats();
    assert_eq!(s.sum_field("flushes"), 0);
    assert_eq!(s.get("gpu[0].l2.bank[0].invalidates"), Some(0));
    // L1s are still invalidated (the acquire side is not optional).
    assert_eq!(s.get("gpu[0].cu[0].l1v.invalidates"), Some(1));
    assert_eq!(s.sum_field("invalidates"), 6);
    // A system-scope release honours the same knob: no write-back, answered at once.
    g.release(r.end_ps + 5 * P, 2);
    g.run();
    assert_eq!(g.releases_done(), vec![(r.end_ps + 5 * P, 2)]);
    assert_eq!(g.stats().sum_field("flushes"), 0);
    assert_eq!(g.disp("releases"), 0);

    // With the knobs on, the L2 invalidate lengthens the start, and a release after a flushed
    // kernel has nothing to write back.
    let mut g = gpu(&small_cfg(), Behaviour::Normal);
    let (_, _, r2, dirty, error) = g.launch_run(0, &vecadd_job(256, 64, 0), 1, 0);
    assert_eq!((error, dirty), (None, false));
    let inv2 = g.disp("invalidate_time");
    assert!(inv2 > inv, "{inv2} vs {inv}");
    assert_eq!(r2.dispatch_start_ps, inv2 + OVERHEAD);
    let flush = g.disp("flush_time");
    assert!(flush > 0);
    assert_eq!(r2.end_ps, r2.groups_end_ps + flush);
    // (After the end-of-kernel counter answers, which keep the engine busy two cycles more.)
    g.release(r2.end_ps + 5 * P, 2);
    g.run();
    assert_eq!(g.releases_done(), vec![(r2.end_ps + 5 * P, 2)]);
    assert_eq!(g.stats().sum_field("flushes"), 16);
    assert_eq!(g.disp("releases"), 0);
}
