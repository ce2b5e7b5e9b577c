//! One simulated-time world: the driver, every GPU's command processor and dispatcher, and (in
//! timing mode) every GPU's compute units and memory side, all components of one engine: the
//! simulator's one engine, whoever drives it (the GPU process of the `gpu-process` crate, over
//! the bridge; tests and tools, in process). Its configuration is [`GpuSideConfig`].
//!
//! Built components (instance paths):
//! - `sys.driver` ([`crate::sys::driver::DriverUnit`]): the emulated KFD driver, buffer placement.
//! - `sys.mem` ([`crate::sys::sysmem::SysMemPort`]): the system-memory port the command processors
//!   read packets and signals through (ideal).
//! - `gpu[g].cp` ([`crate::cp::unit::CpUnit`]): GPU `g`'s command processor.
//! - `gpu[g].dispatcher`: the workgroup dispatcher ([`crate::cp::dispatcher::Dispatcher`],
//!   timing) or the functional dispatcher ([`crate::cp::functional::FunctionalDispatcher`]).
//! - Timing mode: `gpu[g].cu[c]`, caches, TLBs, `gpu[g].walker`, `gpu[g].dram.channel[d]`
//!   (see `memsys`), `gpu[g].page_table` (the walker's page-table server), and the fabric
//!   (`fabric`): `gpu[g].rdma`, every GPU's door to other GPUs' memory and to host memory,
//!   `sys.fabric.host` and the switches, whose links the GPUs contend for; in the APU
//!   configuration host memory is reached through `gpu[g].mc_client` (the bridge) instead.
//!
//! The edge: the owner injects driver messages ([`World::inject_driver`]) and host-memory
//! responses ([`World::inject_mem`]) at their timestamps and runs the engine to a horizon
//! ([`World::run_until`]); what components emit comes out as [`Outgoing`] answers, host-memory
//! requests and dispatch records. Per-kernel counters of the memory side are taken here, at
//! the dispatchers' kernel-begin and kernel-end edge messages.
//!
//! Hang guards, checked at every step: a timing kernel still running
//! `dispatcher.max_kernel_cycles` after its start, and a kernel in flight with nothing left to
//! happen anywhere (no event, no host-memory answer awaited), stop the run with an error.

use std::cell::RefCell;
use std::collections::HashMap;
use std::time::Instant;

use bridge::DriverMessage;

use crate::config::TimingConfig;
use crate::cp::dispatcher::{BoundaryPolicy, CuLimits, Dispatcher, DispatcherWiring};
use crate::cp::functional::FunctionalDispatcher;
use crate::cp::unit::{CpUnit, CpWiring};
use crate::cu::TLBS_PER_CU;
use crate::engine::{CompId, Engine, PartView, PortId, SimError, StepTap};
use crate::fabric::pmc::Pmc;
use crate::fabric::FabricPlan;
use crate::mc::{HostMemRequest, HostMemResponse, McClient};
use crate::memsys::{GpuMemory, MemEnv};
use crate::physmem::{self, SystemStores};
use crate::proto::launch::DispatchRecord;
use crate::proto::{Annotation, CtlMsg, Msg, Outgoing};
use crate::side::{GpuMode, GpuSideConfig};
use crate::stats::derive::{GpuCounters, GpuLayout, GpuMetrics};
use crate::stats::dumps::{region_spans, KernelDump, MemberDump, RegionSpan};
use crate::stats::gem5text::{peak_rss_bytes, HostFigures};
use crate::stats::StatsReport;
use crate::sys::driver::DriverUnit;
use crate::sys::memory::{SysMem, SystemMemory};
use crate::sys::pagetable::PageTableServer;
use crate::sys::sysmem::SysMemPort;
use crate::time::{Clock, Cycles, Ps};
use crate::tlb::PageWalker;

/// Why the GPU system could not start.
#[derive(Debug, thiserror::Error)]
pub enum GpuSystemError {
    #[error("driver configuration: {0}")]
    Driver(String),
    #[error("gpu configuration: {0}")]
    Config(String),
}

impl From<SimError> for GpuSystemError {
    fn from(e: SimError) -> Self {
        GpuSystemError::Config(e.to_string())
    }
}

/// Why the world stopped.
#[derive(Debug, thiserror::Error)]
pub enum WorldError {
    #[error(transparent)]
    Sim(#[from] SimError),
    #[error("gpu[{gpu}]: kernel still running after {limit} core cycles (`gpu.timing.dispatcher.max_kernel_cycles`; does the kernel ever end?)")]
    Guard { gpu: usize, limit: u64 },
    #[error("gpu[{gpu}]: kernel stalled: nothing is left to happen but the kernel is not finished (a component waits for an answer that never comes)")]
    Stalled { gpu: usize },
}

/// The compute units' resource limits from the config.
pub fn cu_limits(cfg: &TimingConfig) -> CuLimits {
    CuLimits {
        simds: cfg.cu.simds,
        wave_slots_per_simd: cfg.cu.wave_slots_per_simd,
        vgprs_per_simd: cfg.cu.vgprs_per_simd,
        sgprs_per_simd: cfg.cu.sgprs_per_simd,
        lds_bytes: cfg.cu.lds_bytes,
    }
}

/// The release policy from the config (`release.*`).
pub fn boundary_policy(cfg: &TimingConfig) -> BoundaryPolicy {
    BoundaryPolicy {
        invalidate_l2_at_start: cfg.release.invalidate_l2_at_kernel_start,
        flush_l2_at_end: cfg.release.flush_l2_at_kernel_end,
    }
}

/// A kernel running on one GPU, as the edge saw it begin.
struct Running {
    begin: Ps,
    /// Timing mode: the GPU's counters at the kernel's start (values of its layout).
    counters: Option<Vec<u64>>,
    /// Timing mode: the wall-clock instant of the start edge.
    wall: Option<Instant>,
}

/// What timing mode adds to the world.
struct TimingSide {
    /// The fabric's nodes and links.
    topology: crate::fabric::topology::Topology,
    clock: Clock,
    max_kernel_cycles: u64,
    /// Per GPU: the memory-controller client's response port (APU).
    mc_rsp: Vec<Option<PortId>>,
}

/// The world (see the module doc).
pub struct World {
    engine: Engine<Msg>,
    mem: SysMem,
    driver_port: PortId,
    /// `sys.driver` and every GPU's command processor, for a checkpoint's state record.
    driver_id: CompId,
    /// Timing mode: the model's configuration (`World::boundary_reset` rebuilds compute units).
    model: Option<crate::config::TimingConfig>,
    cp_ids: Vec<CompId>,
    timing: Option<TimingSide>,
    /// Answers for the CPU side, each with the time it was emitted.
    to_host: Vec<(u64, Outgoing)>,
    host_reqs: Vec<HostMemRequest>,
    /// Host-memory requests emitted and not yet answered (APU).
    host_outstanding: u64,
    records: Vec<DispatchRecord>,
    running: Vec<Option<Running>>,
    /// Timing mode: what each finished member's GPU counters gained, by (origin CP port, tag,
    /// GPU), until their record passes.
    deltas: HashMap<(PortId, u64, usize), Vec<u64>>,
    /// Timing mode: the wall-clock instants of a dispatch's first start and last end edge, by
    /// (origin CP port, tag), until its record passes (the dump's host time).
    walls: HashMap<(PortId, u64), (Instant, Instant)>,
    /// Timing mode: per GPU, how its partition's counters make its `GpuCounters` (built with
    /// the world; its tap holds a copy).
    layouts: Vec<GpuLayout>,
    /// Timing mode: per GPU, kernel time so far (start to end edges, summed), ps.
    kernel_ps: Vec<u64>,
    /// Timing mode: every finished dispatch's per-kernel statistics.
    dumps: Vec<KernelDump>,
    /// The host program's region edges as `sys.driver` saw them: (time, `Some(name)` for a
    /// begin, `None` for an end), in time order.
    region_edges: Vec<(u64, Option<String>)>,
    /// Wavefront instructions of finished workgroups (timing) or kernels (functional), for
    /// the progress display.
    instructions_done: u64,
    /// Kernel sampling's (period, first, the command processor's time per packet) when it is
    /// on.
    /// And workgroup sampling's stride (0 off).
    sampling: Option<(u64, u64, u64, u32)>,
}

impl World {
    /// Builds the world for `cfg` over `mem`. `apu_mcs`: in the APU configuration
    /// (`apu.enabled` in timing mode), the bridge's memory-controller count; host memory is
    /// then reached through `gpu[g].mc_client` and the edge.
    pub fn new(
        cfg: &GpuSideConfig,
        mut mem: SystemMemory,
        apu_mcs: Option<u32>,
    ) -> Result<World, GpuSystemError> {
        let n = cfg.n_gpus as usize;
        if n == 0 || n != mem.n_gpus() {
            return Err(GpuSystemError::Config(format!(
                "gpu.n_gpus = {n} but {} VRAM regions were given",
                mem.n_gpus()
            )));
        }
        if let Some(u) = &cfg.unified {
            if u.is_empty() || u.iter().any(|&g| g >= n) {
                return Err(GpuSystemError::Config(format!(
                    "unified group {u:?} names a GPU outside 0..{n}"
                )));
            }
        }
        for g in 0..n {
            // The scratch windows are sparse: pages exist only once touched.
            mem.ensure_scratch(g, 1 << 36);
        }
        let stores = match cfg.mode {
            GpuMode::Timing => Some(
                SystemStores::from_system(&mem)
                    .map_err(|e| GpuSystemError::Config(format!("timing memory: {e}")))?,
            ),
            GpuMode::Functional => None,
        };
        let mem = SysMem::new(mem);
        let driver =
            emulated_driver::Driver::new(emulated_driver::DriverConfig::with_gpus(cfg.n_gpus))
                .map_err(|e| GpuSystemError::Driver(format!("{e:?}")))?;
        let mut engine: Engine<Msg> = Engine::new();
        let mut dispatchers = Vec::new();
        // Timing mode with a timing window (`gpu.cp.timing_from` / `timing_until`): every GPU
        // also gets a functional dispatcher for the launches outside the window.
        // Kernel sampling (`gpu.cp.sample_period`) routes launches the same way.
        // Workgroup sampling (`gpu.cp.sample_groups`) reports through the same figures.
        let group_rounds = match cfg.mode {
            GpuMode::Timing => cfg.cp.sample_groups,
            _ => 0,
        };
        let sampling = (cfg.mode == GpuMode::Timing
            && (cfg.cp.sample_period > 0 || group_rounds > 0))
            .then_some((
                cfg.cp.sample_period,
                cfg.cp.sample_first,
                cfg.cp.packet_process_ps,
                group_rounds,
            ));
        // A checkpoint boundary uses the same two dispatchers: a restored run's launches before
        // it are answered at once by the functional one, and the timing kernel after it starts
        // cold (`Launch::cold`) in both runs.
        let windowed = cfg.mode == GpuMode::Timing
            && (cfg.cp.timing_from.is_some()
                || cfg.cp.timing_until.is_some()
                || cfg.cp.sample_period > 0
                || cfg.boundary);
        // Workgroup sampling runs workgroups on the emulator behind the caches, as the
        // functional kernels do: the same conditions.
        if group_rounds > 0 {
            let mut e = cfg.cp.validate("gpu.cp");
            if n > 1 {
                e.push(format!("gpu.cp.sample_groups: workgroup sampling needs a system of one GPU (this one has {n}; docs/timing.md, \"Workgroup sampling\")"));
            }
            if !cfg.model.release.flush_l2_at_kernel_end {
                e.push("gpu.timing.release.flush_l2_at_kernel_end: must be true with gpu.cp.sample_groups (functional workgroups read memory behind the L2)".into());
            }
            if !cfg.model.release.invalidate_l2_at_kernel_start {
                e.push("gpu.timing.release.invalidate_l2_at_kernel_start: must be true with gpu.cp.sample_groups (functional workgroups write memory behind the L2)".into());
            }
            if !e.is_empty() {
                return Err(GpuSystemError::Config(e.join("; ")));
            }
        }
        let mut functional = Vec::new();
        if windowed {
            let mut e = cfg.cp.validate("gpu.cp");
            // Across GPUs the functional kernels would not be coherent with the timing ones:
            // a timing kernel's writes to another GPU's memory stay dirty in that GPU's L2
            // after its own kernel-end write-back, and a functional kernel writes other GPUs'
            // memory behind their L2s without their command processors knowing.
            if sampling.is_some() && n > 1 {
                e.push(format!("gpu.cp.sample_period: kernel sampling needs a system of one GPU (this one has {n}; docs/timing.md, \"Kernel sampling\")"));
            }
            // The functional kernels read and write memory directly: the timing kernels must
            // leave nothing dirty in their L2s, and the first timing kernel after a functional
            // stretch must be able to drop what its L2 holds.
            if !cfg.model.release.flush_l2_at_kernel_end {
                e.push("gpu.timing.release.flush_l2_at_kernel_end: must be true with gpu.cp.timing_from / timing_until / sample_period (functional kernels read memory behind the L2)".into());
            }
            if !cfg.model.release.invalidate_l2_at_kernel_start {
                e.push("gpu.timing.release.invalidate_l2_at_kernel_start: must be true with gpu.cp.timing_from / timing_until / sample_period (functional kernels write memory behind the L2)".into());
            }
            if !e.is_empty() {
                return Err(GpuSystemError::Config(e.join("; ")));
            }
        }
        let mut timing = None;
        // Timing mode: each GPU's page-table server and migration controller (id, ports).
        // (server id, server port, migration controller port, walker port, shoot-down answers)
        let mut svm_servers: Vec<(CompId, PortId, PortId, PortId, usize)> = Vec::new();
        match (cfg.mode, stores) {
            (GpuMode::Timing, Some(stores)) => {
                let tcfg = cfg.model.clone();
                tcfg.validate()
                    .map_err(|e| GpuSystemError::Config(format!("invalid timing config: {e}")))?;
                let clock = Clock::from_mhz(tcfg.core_clock_mhz)
                    .map_err(|e| GpuSystemError::Config(e.to_string()))?;
                let apu = apu_mcs.filter(|_| tcfg.apu.enabled);
                // The fabric's nodes first: each GPU's caches route remote requests to its RDMA
                // engine, which is installed once the GPUs' L2 banks exist.
                let plan = FabricPlan::reserve(&mut engine, &tcfg.fabric, n)?;
                let l1_l2 = clock.cycles(Cycles(tcfg.links.l1_l2_cycles));
                let mut mc_rsp = Vec::new();
                let mut l2_routes = Vec::new();
                let mut l2_side_routes = Vec::new();
                // Per GPU: its page walker, its RDMA engine and its compute units' memory ports
                // (they answer page shoot-downs).
                let mut gpus: Vec<(CompId, PortId, Vec<PortId>)> = Vec::new();
                for g in 0..n {
                    let path = format!("gpu[{g}]");
                    let (rdma, rdma_ctl) =
                        plan.rdma_top(g).zip(plan.rdma_ctl(g)).ok_or_else(|| {
                            GpuSystemError::Config(format!("no RDMA engine for GPU {g}"))
                        })?;
                    let local = stores.gpus.get(g).cloned().ok_or_else(|| {
                        GpuSystemError::Config(format!("no memory environment for GPU {g}"))
                    })?;
                    let mut env = MemEnv {
                        local,
                        host: Some(rdma),
                        remote: Some(rdma),
                        remote_in_l2: tcfg.fabric.cache_remote_in_l2,
                    };
                    match apu {
                        Some(n_mc) => {
                            let (_, top, rsp) = McClient::add_to(
                                &mut engine,
                                &format!("{path}.mc_client"),
                                &tcfg.apu,
                                n_mc,
                                physmem::HOST_PA_BASE,
                                clock,
                                (g as u64) << 48,
                            )?;
                            env.host = Some(top);
                            mc_rsp.push(Some(rsp));
                        }
                        None => mc_rsp.push(None),
                    }
                    let memory = GpuMemory::build_system(&mut engine, g, &tcfg, env)?;
                    l2_routes.push(memory.l2_route.clone());
                    l2_side_routes.push(memory.l2_side_route.clone());
                    let cus = crate::cu::add_compute_units(&mut engine, &path, &tcfg, &memory)?;
                    let cu_ports: Vec<PortId> = cus.iter().map(|h| h.port).collect();
                    gpus.push((memory.walker, rdma, cus.iter().map(|h| h.mem).collect()));
                    let dw = DispatcherWiring {
                        l1_tops: memory.invalidate_targets(),
                        l2_tops: memory.flush_targets(),
                        fabric_tops: vec![rdma_ctl],
                        tlb_tops: memory.tlb_targets(),
                        cu_ports,
                    };
                    let d = Dispatcher::add_to(
                        &mut engine,
                        g,
                        &format!("{path}.dispatcher"),
                        &tcfg.dispatcher,
                        clock,
                        cu_limits(&tcfg),
                        boundary_policy(&tcfg),
                        dw,
                        clock.period(),
                    )?;
                    if group_rounds > 0 {
                        if let Some(dp) = engine.component_mut::<Dispatcher>(d) {
                            dp.set_group_sampling(group_rounds, mem.clone());
                        }
                    }
                    let port = engine
                        .component::<Dispatcher>(d)
                        .map(|d| d.port())
                        .ok_or_else(|| GpuSystemError::Config("dispatcher missing".into()))?;
                    dispatchers.push(port);
                    if windowed {
                        let (_, fport) = FunctionalDispatcher::add_to(
                            &mut engine,
                            &format!("{path}.functional"),
                            &cfg.functional,
                            &cfg.model,
                            mem.clone(),
                        )?;
                        functional.push(fport);
                    }
                }
                let topology = plan.install(
                    &mut engine,
                    stores.host.clone(),
                    &l2_routes,
                    &l2_side_routes,
                    l1_l2,
                )?;
                for (g, (w, rdma, mems)) in gpus.into_iter().enumerate() {
                    let (pt_id, pt) = PageTableServer::add_to(
                        &mut engine,
                        &format!("gpu[{g}].page_table"),
                        g,
                        mem.clone(),
                    )?;
                    PageWalker::connect_server(&mut engine, w, pt)?;
                    let walker_port = engine
                        .component::<PageWalker>(w)
                        .and_then(PageWalker::server_side_port)
                        .ok_or_else(|| GpuSystemError::Config("page walker missing".into()))?;
                    for &m in &mems {
                        engine.connect(m, pt, Ps::ZERO)?;
                    }
                    // Shared virtual memory: the page migration controller, joined to the
                    // server here and to the driver once it exists.
                    let (_, pmc) = Pmc::add_to(
                        &mut engine,
                        &format!("gpu[{g}].pmc"),
                        rdma,
                        l2_routes[g].clone(),
                        l1_l2,
                        clock,
                    )?;
                    engine.connect(pt, pmc, Ps::ZERO)?;
                    svm_servers.push((pt_id, pt, pmc, walker_port, mems.len() * TLBS_PER_CU));
                }
                timing = Some(TimingSide {
                    topology,
                    clock,
                    max_kernel_cycles: tcfg.dispatcher.max_kernel_cycles,
                    mc_rsp,
                });
            }
            _ => {
                for g in 0..n {
                    let (_, port) = FunctionalDispatcher::add_to(
                        &mut engine,
                        &format!("gpu[{g}].dispatcher"),
                        &cfg.functional,
                        &cfg.model,
                        mem.clone(),
                    )?;
                    dispatchers.push(port);
                }
            }
        }
        // Command processors and the driver, wired with zero-latency links (their own costs
        // are modelled inside: packet processing time, launch overhead); launches and
        // completions cross to the GPUs' partitions with `cp.dispatcher_latency_ps`.
        let mut cp_ids = Vec::new();
        let mut cp_ports = Vec::new();
        for g in 0..n {
            let (id, port) = CpUnit::add_to(&mut engine, g, &format!("gpu[{g}].cp"), &cfg.cp)?;
            cp_ids.push(id);
            cp_ports.push(port);
        }
        let (driver_id, driver_port) = DriverUnit::add_to(
            &mut engine,
            "sys.driver",
            driver,
            mem.clone(),
            cfg.cp.doorbell_bytes,
            crate::svm::SvmTable::new(
                n,
                timing.is_some(),
                !cfg.model.fabric.cache_remote_in_l2,
                Ps(cfg.model.page_walk.svm_guard_ps),
            ),
            cp_ports.clone(),
            svm_servers.iter().map(|s| s.1).collect(),
        )?;
        if let Some(d) = engine.component_mut::<DriverUnit>(driver_id) {
            d.set_forward_annotations(windowed || cfg.boundary);
        }
        let (_, sysmem_port) = SysMemPort::add_to(&mut engine, "sys.mem", mem.clone())?;
        for g in 0..n {
            let members = match &cfg.unified {
                Some(m) if m.first() == Some(&g) => m.clone(),
                _ => vec![g],
            };
            engine.connect(cp_ports[g], driver_port, Ps::ZERO)?;
            engine.connect(cp_ports[g], sysmem_port, Ps::ZERO)?;
            for &m in &members {
                for d in [Some(dispatchers[m]), functional.get(m).copied()]
                    .into_iter()
                    .flatten()
                {
                    engine.connect(cp_ports[g], d, Ps(cfg.cp.dispatcher_latency_ps.max(1)))?;
                }
            }
            if let Some(cp) = engine.component_mut::<CpUnit>(cp_ids[g]) {
                cp.wire(CpWiring {
                    driver: driver_port,
                    sysmem: sysmem_port,
                    dispatchers: dispatchers.clone(),
                    members,
                    timing: timing.is_some(),
                    functional: functional.clone(),
                })?;
                cp.set_restoring(cfg.restoring);
            }
        }
        // SVM faults cross between a GPU's partition and the host side's.
        let fault_ps = Ps(cfg.model.page_walk.svm_fault_latency_ps.max(1));
        for &(pt_id, pt, pmc, walker, acks) in &svm_servers {
            engine.connect(pt, driver_port, fault_ps)?;
            if let Some(s) = engine.component_mut::<PageTableServer>(pt_id) {
                s.wire_svm(driver_port, pmc, walker, acks);
            }
        }
        // One partition for the host side (the driver, system memory, the page table, the host
        // link, the switches next to it and the command processors), one per GPU, and one per
        // leaf switch after those (`fabric::switch_partitions`).
        let switches: HashMap<String, usize> = timing
            .as_ref()
            .map(|t| crate::fabric::switch_partitions(&t.topology, n + 1))
            .unwrap_or_default()
            .into_iter()
            .collect();
        let parts = switches
            .values()
            .copied()
            .max()
            .map_or(n + 1, |m| m.max(n) + 1);
        engine.partition(parts, |_: CompId, path: &str| {
            switches
                .get(path)
                .copied()
                .unwrap_or_else(|| partition_of(path))
        })?;
        // Timing mode: per GPU, how its partition's counters make its `GpuCounters`; its tap
        // takes them at the kernel edges with the same layout.
        let mut layouts = Vec::new();
        if timing.is_some() {
            for g in 0..n {
                let prefix = format!("gpu[{g}].");
                let mut named = StatsReport::new();
                engine.stats_under_in(g + 1, &prefix, &mut named);
                let layout = GpuLayout::new(&named, g);
                let tap = EdgeTap {
                    gpu: g,
                    prefix,
                    layout: layout.clone(),
                };
                engine.set_tap(g + 1, Box::new(tap))?;
                layouts.push(layout);
            }
        }
        // The host side's partition has little work next to a GPU's (the leaf switches that
        // carry traffic between GPUs have partitions of their own).
        engine.set_light(0);
        engine.set_threads(resolve_threads(cfg.threads, n))?;
        Ok(World {
            engine,
            mem,
            driver_port,
            driver_id,
            cp_ids,
            model: timing.as_ref().map(|_| cfg.model.clone()),
            timing,
            to_host: Vec::new(),
            host_reqs: Vec::new(),
            host_outstanding: 0,
            records: Vec::new(),
            running: (0..n).map(|_| None).collect(),
            deltas: HashMap::new(),
            walls: HashMap::new(),
            layouts,
            kernel_ps: vec![0; n],
            dumps: Vec::new(),
            region_edges: Vec::new(),
            sampling,
            instructions_done: 0,
        })
    }

    /// The system's memory (host memory, VRAM, the page table).
    pub fn mem(&self) -> std::sync::RwLockReadGuard<'_, SystemMemory> {
        self.mem.read()
    }

    /// Number of GPUs.
    pub fn n_gpus(&self) -> usize {
        self.running.len()
    }

    /// A driver-channel message from the CPU side, acted on at `at_ps`.
    pub fn inject_driver(&mut self, m: DriverMessage, at_ps: u64) -> Result<(), WorldError> {
        self.engine
            .inject(self.driver_port, Ps(at_ps), Msg::ctl(CtlMsg::Host(m)))?;
        Ok(())
    }

    /// A host-memory response from the CPU side (APU), acted on at its `time_ps`.
    pub fn inject_mem(&mut self, r: HostMemResponse) -> Result<(), WorldError> {
        let g = (r.tag >> 48) as usize;
        let port = self
            .timing
            .as_ref()
            .and_then(|t| t.mc_rsp.get(g).copied().flatten())
            .ok_or_else(|| {
                SimError::Wiring(format!(
                    "host-memory response for GPU {g}, which has no memory-controller client"
                ))
            })?;
        self.host_outstanding = self.host_outstanding.saturating_sub(1);
        self.engine
            .inject(port, Ps(r.time_ps), Msg::ctl(CtlMsg::HostMemRsp(r)))?;
        Ok(())
    }

    /// What the GPU side holds at a checkpoint boundary besides memory contents: the page
    /// table, the driver's objects, every command processor's queues and counters (read
    /// between time steps, like the final statistics; docs/standalone.md, "Checkpoints").
    pub fn checkpoint_state(&self) -> crate::checkpoint::GpuState {
        use crate::checkpoint::{GpuState, PageEntry, VERSION};
        use crate::sys::memory::Place;
        let n = self.n_gpus();
        let mem = self.mem.read();
        let mut page_table: Vec<PageEntry> = mem
            .pages
            .entries()
            .map(|(vpn, f)| PageEntry {
                vpn,
                place: match f.place {
                    Place::Host => "host".into(),
                    Place::Gpu(g) => format!("gpu{g}"),
                },
                offset: f.offset,
            })
            .collect();
        page_table.sort_by_key(|e| e.vpn);
        let mut managed: Vec<u64> = page_table
            .iter()
            .map(|e| e.vpn)
            .filter(|&v| mem.pages.is_managed(v))
            .collect();
        managed.sort_unstable();
        let vram_used = (0..n).map(|g| mem.vram_used(g)).collect();
        drop(mem);
        let mut st = GpuState {
            version: VERSION,
            n_gpus: n,
            page_table,
            managed,
            vram_used,
            ..GpuState::default()
        };
        if let Some(d) = self.engine.component::<DriverUnit>(self.driver_id) {
            let drv = d.driver();
            let mut bos: Vec<_> = drv.bos().collect();
            bos.sort_by_key(|b| b.handle);
            st.bos = bos.iter().map(|b| format!("{b:?}")).collect();
            let mut queues: Vec<_> = drv.queues().collect();
            queues.sort_by_key(|q| q.queue_id);
            st.queues = queues.iter().map(|q| format!("{q:?}")).collect();
            // Without the wait-token counter: how many WAIT_EVENTS the program made depends
            // on how long its kernels ran, which a restored run skips.
            let events = format!("{:?}", drv.events());
            st.events = match (events.find(", next_token: "), events.find(", woken: ")) {
                (Some(a), Some(b)) if a < b => format!("{}{}", &events[..a], &events[b..]),
                _ => events,
            };
        }
        st.dispatch_rr = vec![0; n];
        for i in 0..self.engine.n_components() {
            let id = CompId(i as u32);
            if let Some(d) = self.engine.component::<Dispatcher>(id) {
                let (g, rr) = d.round_robin();
                if let Some(s) = st.dispatch_rr.get_mut(g) {
                    *s = rr as u64;
                }
            }
        }
        let report = self.stats_report();
        for (g, &id) in self.cp_ids.iter().enumerate() {
            let mut qs = Vec::new();
            if let Some(cp) = self.engine.component::<CpUnit>(id) {
                for q in 0..64u32 {
                    if let Some((r, w, s)) = cp.queue_state(q) {
                        qs.push(format!("queue {q}: read {r}, write {w}, {s:?}"));
                    }
                }
            }
            st.cp_queues.push(qs);
            let prefix = format!("gpu[{g}].cp.");
            st.cp_counters.push(
                report
                    .entries()
                    .iter()
                    // The counts a re-run start-up must reproduce (stalls and polls depend
                    // on how fast the kernels ran, which a restored run skips).
                    .filter(|e| {
                        [
                            "dispatches",
                            "packets_processed",
                            "signals_decremented",
                            "queue_errors",
                        ]
                        .iter()
                        .any(|k| e.name.strip_prefix(&prefix) == Some(*k))
                    })
                    .filter_map(|e| {
                        e.name
                            .strip_prefix(&prefix)
                            .map(|k| (k.to_string(), e.value.to_string()))
                    })
                    .collect(),
            );
        }
        st
    }

    /// The checkpoint boundary of the run that writes the checkpoint, between time steps with
    /// every GPU idle: closes every DRAM row, so the kernel after the boundary finds the memory
    /// side as the restored run's fresh one, and empties every cache (written back at every
    /// kernel end) with its LRU history; the next kernel's cold start (`Annotation::Boundary`)
    /// drops the TLBs. Row buffers, the instruction caches and LRU ages are what the kernels
    /// after a boundary were measured to depend on besides the data caches
    /// (docs/standalone.md, "Checkpoints").
    /// Installs what a checkpoint keeps of the timing model's state besides memory (the
    /// dispatchers' round-robin starts), at a restored run's boundary between time steps.
    pub fn restore_state(&mut self, saved: &crate::checkpoint::GpuState) {
        for i in 0..self.engine.n_components() {
            if let Some(d) = self.engine.component_mut::<Dispatcher>(CompId(i as u32)) {
                let g = d.round_robin().0;
                if let Some(&rr) = saved.dispatch_rr.get(g) {
                    d.set_round_robin(rr as usize);
                }
            }
        }
    }

    pub fn boundary_reset(&mut self) -> Result<(), WorldError> {
        for i in 0..self.engine.n_components() {
            let id = CompId(i as u32);
            if let Some(d) = self.engine.component_mut::<crate::dram::DramChannel>(id) {
                d.precharge_all();
            } else if let Some(cu) = self.engine.component_mut::<crate::cu::ComputeUnit>(id) {
                let Some(model) = self.model.as_ref() else {
                    continue;
                };
                if !cu.reset_cold(model)? {
                    return Err(WorldError::from(SimError::at(
                        self.engine.path(id),
                        "work is resident at the checkpoint boundary (the GPU is not idle)",
                    )));
                }
            } else if let Some(r) = self.engine.component_mut::<crate::fabric::rdma::Rdma>(id) {
                r.router_mut().reset_arbitration();
            } else if let Some(s) = self.engine.component_mut::<crate::fabric::host::Switch>(id) {
                s.router_mut().reset_arbitration();
            } else if let Some(h) = self
                .engine
                .component_mut::<crate::fabric::host::HostPort>(id)
            {
                h.router_mut().reset_arbitration();
            } else if let Some(t) = self.engine.component_mut::<crate::tlb::Tlb>(id) {
                if !t.reset_cold() {
                    return Err(WorldError::from(SimError::at(
                        self.engine.path(id),
                        "a translation is in flight at the checkpoint boundary",
                    )));
                }
            } else if let Some(c) = self.engine.component_mut::<crate::cache::Cache>(id) {
                if !c.reset_cold() {
                    return Err(WorldError::from(SimError::at(
                        self.engine.path(id),
                        "dirty or busy at the checkpoint boundary (the GPU is not idle, or gpu.timing.release.flush_l2_at_kernel_end is off)",
                    )));
                }
            }
        }
        Ok(())
    }

    /// When the next event is due, if any.
    pub fn next_event_ps(&self) -> Option<u64> {
        self.engine.next_event_time().map(|t| t.0)
    }

    /// The simulated time of the last event the engine ran (ps).
    pub fn now_ps(&self) -> u64 {
        self.engine.now().0
    }

    /// Runs every event due at or before `limit_ps`, one time step at a time, taking what the
    /// components emit after each step.
    pub fn run_until(&mut self, limit_ps: u64) -> Result<(), WorldError> {
        while let Some(t) = self.engine.next_event_time() {
            if t.0 > limit_ps {
                break;
            }
            self.check_guard(t)?;
            self.engine.run_window(Ps(limit_ps))?;
            self.take_edge();
        }
        self.check_stall()
    }

    /// Worker threads the engine runs on, its look-ahead window and where wall-clock time
    /// went (for `tandem bench parallel`).
    pub fn parallel_profile(&self) -> (Ps, crate::engine::ParallelProfile) {
        (self.engine.lookahead(), self.engine.profile())
    }

    /// Answers for the CPU side, in emit order, each with the time (ps) it was emitted.
    pub fn take_to_host_timed(&mut self) -> Vec<(u64, Outgoing)> {
        std::mem::take(&mut self.to_host)
    }

    /// Host-memory requests for the CPU side (APU), in emit order, each stamped with its
    /// `send_ps`.
    pub fn take_host_requests(&mut self) -> Vec<HostMemRequest> {
        std::mem::take(&mut self.host_reqs)
    }

    /// Every finished dispatch, in completion order.
    pub fn records(&self) -> &[DispatchRecord] {
        &self.records
    }

    /// Kernel sampling (`gpu.cp.sample_period`): the program's estimate from the records so
    /// far; `None` when sampling is off.
    pub fn sampling_report(&self) -> Option<crate::cp::sample::SamplingReport> {
        let (period, first, packet_ps, stride) = self.sampling?;
        Some(crate::cp::sample::estimate(
            &self.records,
            period,
            first,
            packet_ps,
            stride,
        ))
    }

    /// Every component's counters, plus the engine's.
    pub fn stats_report(&self) -> StatsReport {
        self.engine.stats()
    }

    /// How far the run has got: simulated time, wavefront instructions finished, dispatches
    /// finished (for the progress display).
    pub fn progress(&self) -> bridge::progress::ProgressSnapshot {
        bridge::progress::ProgressSnapshot {
            sim_ps: self.engine.now().0,
            wavefront_instructions: self.instructions_done,
            kernels: self.records.len() as u64,
        }
    }

    /// Installs a timeline tracer (`--trace`); returns it so the caller can finish the file.
    pub fn start_trace(
        &mut self,
        opts: crate::trace::TraceOptions,
    ) -> Result<std::rc::Rc<RefCell<crate::trace::Tracer>>, crate::trace::TraceError> {
        let t = crate::trace::Tracer::new(&self.engine, self.running.len(), opts)?;
        self.engine
            .set_hook(Box::new(crate::trace::TraceHook(t.clone())));
        Ok(t)
    }

    /// Removes the tracer's hook (before the trace file is finished).
    pub fn stop_trace(&mut self) -> Option<Box<dyn crate::engine::Hook<Msg>>> {
        self.engine.take_hook()
    }

    /// Timing mode: every finished dispatch's per-kernel statistics, in completion order
    /// (kernels outside the timing window have none).
    pub fn kernel_dumps(&self) -> &[KernelDump] {
        &self.dumps
    }

    /// The host program's regions so far, in the order they began; a region still open ends
    /// at the present (`engine.now`).
    pub fn region_spans(&self) -> Vec<RegionSpan> {
        region_spans(&self.region_edges, self.engine.now().0)
    }

    /// Timing mode: the core clock period, ps (what the derived rates divide by).
    pub fn core_period_ps(&self) -> Option<u64> {
        self.timing.as_ref().map(|t| t.clock.period().0)
    }

    /// Timing mode: GPU `gpu`'s counters and metrics over the whole run (kernel time: every
    /// kernel's start to end, summed).
    pub fn gpu_summary(&self, report: &StatsReport, gpu: usize) -> (GpuCounters, GpuMetrics) {
        let c = GpuCounters::from_report(report, gpu);
        let period = self.timing.as_ref().map_or(1, |t| t.clock.period().0);
        let kernel_ps = self.kernel_ps.get(gpu).copied().unwrap_or(0);
        let m = GpuMetrics::derive(&c, kernel_ps, period);
        (c, m)
    }

    /// Timing mode: the fabric's links and traffic over the run so far.
    pub fn fabric_summary(&self, report: &StatsReport) -> Option<crate::fabric::FabricSummary> {
        let t = self.timing.as_ref()?;
        Some(crate::fabric::FabricSummary::from_report(
            &t.topology,
            report,
            self.engine.now().0,
        ))
    }

    /// Whether the world runs the timing model.
    pub fn is_timing(&self) -> bool {
        self.timing.is_some()
    }

    fn check_guard(&self, t: Ps) -> Result<(), WorldError> {
        let Some(ts) = &self.timing else {
            return Ok(());
        };
        for (g, r) in self.running.iter().enumerate() {
            if let Some(r) = r {
                let deadline = r
                    .begin
                    .saturating_add(ts.clock.cycles(Cycles(ts.max_kernel_cycles)));
                if t > deadline {
                    return Err(WorldError::Guard {
                        gpu: g,
                        limit: ts.max_kernel_cycles,
                    });
                }
            }
        }
        Ok(())
    }

    fn check_stall(&self) -> Result<(), WorldError> {
        if self.engine.next_event_time().is_some() || self.host_outstanding > 0 {
            return Ok(());
        }
        match self.running.iter().position(Option::is_some) {
            Some(gpu) => Err(WorldError::Stalled { gpu }),
            None => Ok(()),
        }
    }

    fn take_edge(&mut self) {
        for (now, m) in self.engine.take_emitted() {
            let Msg::Ctl(c) = m else { continue };
            match *c {
                CtlMsg::ToHost(o) => self.to_host.push((now.0, o)),
                CtlMsg::HostMemReq(r) => {
                    self.host_outstanding += 1;
                    self.host_reqs.push(r);
                }
                CtlMsg::Progress {
                    wavefront_instructions,
                } => self.instructions_done += wavefront_instructions,
                CtlMsg::KernelEdge {
                    gpu,
                    origin,
                    tag,
                    begin,
                    counters,
                    wall,
                } => {
                    // Timing mode: the GPU's counters at each edge (its partition's tap took
                    // them); the difference is the kernel's.
                    let Some(r) = self.running.get_mut(gpu) else {
                        continue;
                    };
                    if begin {
                        *r = Some(Running {
                            begin: now,
                            counters,
                            wall,
                        });
                    } else if let Some(run) = r.take() {
                        if let (Some(b), Some(e)) = (run.wall, wall) {
                            let w = self.walls.entry((origin, tag)).or_insert((b, e));
                            *w = (w.0.min(b), w.1.max(e));
                        }
                        if let Some(k) = self.kernel_ps.get_mut(gpu) {
                            *k += now.0.saturating_sub(run.begin.0);
                        }
                        if let (Some(end), Some(start)) = (counters, run.counters) {
                            let delta = end
                                .iter()
                                .zip(&start)
                                .map(|(e, s)| e.saturating_sub(*s))
                                .collect();
                            self.deltas.insert((origin, tag, gpu), delta);
                        }
                    }
                }
                CtlMsg::Record {
                    origin,
                    tag,
                    record,
                } => self.finish_record(origin, tag, record),
                CtlMsg::Annotate(Annotation::RegionBegin { name }) => {
                    self.region_edges.push((now.0, Some(name)))
                }
                CtlMsg::Annotate(Annotation::RegionEnd) => self.region_edges.push((now.0, None)),
                other => tracing::warn!("unexpected message at the edge: {other:?}"),
            }
        }
    }

    /// Adds a finished dispatch to the run's records; in timing mode with its members'
    /// counters, which their kernel-end edges brought before it (the end edge leaves a member's
    /// dispatcher before its `KernelDone`, and the edge takes messages in time order).
    fn finish_record(&mut self, origin: PortId, tag: u64, mut record: DispatchRecord) {
        // A kernel outside the timing window ran functionally: no dump, as in functional mode.
        let timed = record.members.iter().any(|m| m.timing.is_some());
        let Some(ts) = self.timing.as_ref().filter(|_| timed) else {
            self.instructions_done += record
                .members
                .iter()
                .map(|m| m.wavefront_instructions)
                .sum::<u64>();
            self.records.push(record);
            return;
        };
        let mut members = Vec::new();
        for run in &mut record.members {
            let Some(t) = run.timing.as_mut() else {
                continue;
            };
            let delta = match (
                self.deltas.remove(&(origin, tag, run.gpu)),
                self.layouts.get(run.gpu),
            ) {
                (Some(d), Some(layout)) => layout.counters(&d),
                _ => GpuCounters::default(),
            };
            let kernel_ps = t.end_ps.saturating_sub(t.start_ps);
            t.cycles = ts.clock.to_cycles(Ps(kernel_ps)).0;
            t.metrics = GpuMetrics::derive(&delta, kernel_ps, ts.clock.period().0);
            let (l2, dram) = (&t.metrics.l2, &t.metrics.dram);
            t.l2_accesses = l2.reads + l2.writes;
            t.l2_hits = l2.read_hits + l2.write_hits;
            t.dram_bytes = dram.bytes_read + dram.bytes_written;
            let c = |name: &str| delta.get(name);
            // Host memory through the fabric's host link, or (APU) the bridge's queues.
            t.host_requests =
                c("rdma.to_host.requests") + c("mc_client.reads") + c("mc_client.writes");
            t.host_latency_ps = c("rdma.to_host.latency") + c("mc_client.latency_total");
            members.push(MemberDump {
                gpu: run.gpu,
                start_ps: t.start_ps,
                end_ps: t.end_ps,
                counters: delta,
                metrics: t.metrics.clone(),
            });
        }
        let host = HostFigures {
            seconds: self
                .walls
                .remove(&(origin, tag))
                .map_or(0.0, |(b, e)| (e - b).as_secs_f64()),
            memory_bytes: peak_rss_bytes().unwrap_or(0),
        };
        self.dumps.push(KernelDump {
            kernel: record.kernel.clone(),
            gpu: record.gpu,
            queue_id: record.queue_id,
            dispatch_id: record.dispatch_id,
            start_ps: record.start_ps,
            end_ps: record.end_ps,
            members,
            host,
        });
        self.records.push(record);
    }
}

/// The engine partition of the component at `path`: 0 for the host side (`sys.…` and the
/// command processors, which talk to the driver and system memory at zero latency), `g + 1`
/// for the rest of GPU `g`.
fn partition_of(path: &str) -> usize {
    let Some(rest) = path.strip_prefix("gpu[") else {
        return 0;
    };
    let Some((g, tail)) = rest.split_once(']') else {
        return 0;
    };
    if tail == ".cp" {
        return 0;
    }
    g.parse::<usize>().map_or(0, |g| g + 1)
}

/// Engine threads for `asked` with `gpus` GPUs: `asked` (the engine caps it at its partitions:
/// one per GPU, the host side's and one per leaf switch); 0 asks for the cores other work leaves idle, capped at the GPUs
/// ([`default_threads`]; the host side's partition is light: a second thread for it alone costs
/// more hand-overs than it saves).
pub fn resolve_threads(asked: u32, gpus: usize) -> usize {
    match asked {
        0 => {
            let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
            let load = std::fs::read_to_string("/proc/loadavg")
                .ok()
                .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok());
            default_threads(cores, load, gpus)
        }
        n => n as usize,
    }
}

/// The default thread count on a machine with `cores` cores and a one-minute load average of
/// `load` (from `/proc/loadavg`; `None` where there is none): the cores the load leaves idle,
/// rounded, at least one, at most one per GPU. Threads wait for each other at every window's
/// end, so one that shares its core with other work holds all of them up: with two CPU-bound
/// processes beside a 4-GPU timing run on 2 cores, 2 threads took 2-2.5x the time of 1
/// (docs/benchmarks.md). The results never depend on the count, only the speed does.
pub fn default_threads(cores: usize, load: Option<f64>, gpus: usize) -> usize {
    let idle = match load {
        Some(l) if l.is_finite() && l > 0.0 => (cores as f64 - l).round().max(1.0) as usize,
        _ => cores,
    };
    idle.min(cores).clamp(1, gpus.max(1))
}

/// Takes GPU `gpu`'s counters at its dispatcher's kernel edges, inside the GPU's partition,
/// exactly at the edge's time (the other partitions run on meanwhile).
struct EdgeTap {
    gpu: usize,
    prefix: String,
    layout: GpuLayout,
}

impl StepTap<Msg> for EdgeTap {
    fn after_step(&mut self, _now: Ps, view: PartView<'_, Msg>, emitted: &mut [(Ps, Msg)]) {
        for (_, m) in emitted.iter_mut() {
            let Msg::Ctl(c) = m else { continue };
            let CtlMsg::KernelEdge {
                gpu,
                counters,
                wall,
                ..
            } = &mut **c
            else {
                continue;
            };
            if *gpu != self.gpu {
                continue;
            }
            let mut r = StatsReport::values_only();
            view.stats_under(&self.prefix, &mut r);
            *counters = self.layout.values(r.values());
            *wall = Some(Instant::now());
        }
    }
}
