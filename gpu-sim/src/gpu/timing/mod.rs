//! The timing GPU: the cycle-level model behind the command processor in `--timing` mode.
//!
//! - [`TimingGpu`]: one [`Engine`] per GPU (`gpu[g]`), holding its memory side (L1s, L2 banks,
//!   DRAM, TLBs, page walker), its compute units and its [`Dispatcher`]. It lives as long as the
//!   GPU process, so caches keep their state from one kernel to the next; its clock only moves
//!   forward, and a kernel starts at `max(start_ps, engine.now())`.
//! - [`TimingLauncher`]: the [`KernelLauncher`] of timing mode. It reads the dispatch packet,
//!   descriptor and code exactly as the functional launcher does (the shared
//!   [`LaunchCommon::prepare`], which also splits unified dispatches into member ranges),
//!   builds an `emu::step::KernelImage` per member GPU with a scratch area for every wave slot
//!   of every compute unit, runs the kernel in each member's engine until its dispatcher
//!   reports the end (L2 written back), and returns the latest member's end time.
//!
//! The page walkers are seeded from the GPU page table (its change log, applied before each
//! launch) through the physical address map ([`crate::physmem`]); each GPU's scratch window
//! is mapped on demand to GPU-local physical pages. The memory side of GPU `g` is
//! [`GpuMemory::build_system`] over [`system_envs`]: its DRAM channels keep their bytes in the
//! GPU's VRAM region (the memfd the host maps) and a sparse scratch store; host memory and the
//! other GPUs' memory are reached through `gpu[g].host_link` and `gpu[g].peer_link`.
//!
//! Hang guards: `dispatcher.max_kernel_cycles` (simulated time) and
//! `dispatcher.max_kernel_events` (engine wake-ups) per kernel, besides the per-dispatch
//! instruction limit the compute units enforce; an engine with no event pending while the
//! kernel is unfinished is reported at once. Each error names what stopped the kernel.
//!
//! Statistics: every component's counters ([`TimingLauncher::stats_report`]) and, per
//! dispatch member, a [`MemberTiming`] in the dispatch record.

pub mod dispatcher;

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Serialize;

use super::launcher::{emu_code, lerr, LaunchCommon, MemberRun};
use super::memory::{scratch_va, Frame, SystemMemory, PAGE};
use crate::config::TimingConfig;
use crate::cp::aql::{queue_error, FenceScope};
use crate::cp::{DispatchInfo, KernelLauncher, LaunchDone, LaunchError};
use crate::emu::step::KernelImage;
use crate::emu::{self, Memory};
use crate::engine::{CompId, Engine, PortId, SimError};
use crate::mc::port::{pump_step, HostMemPort};
use crate::mc::McClient;
use crate::memsys::{GpuMemory, MemEnv, Remote};
use crate::physmem::{self, PhysError, SystemStores};
use crate::proto::Msg;
use crate::stats::StatsReport;
use crate::time::{Clock, Cycles, Ps};
use crate::tlb::PageWalker;
pub use dispatcher::{
    BoundaryPolicy, CuLimits, Dispatcher, DispatcherConfig, DispatcherWiring, KernelReport,
    KernelStart,
};

/// What the cycle-level model measured for one member GPU of one dispatch (counters only;
/// readers derive IPC, hit rates and bandwidth).
#[derive(Serialize, Clone, Debug, PartialEq, Eq, Default)]
pub struct MemberTiming {
    /// Core cycles from the kernel's start on this GPU to its end (L2 written back).
    pub cycles: u64,
    pub start_ps: u64,
    pub end_ps: u64,
    /// Time spent invalidating caches (and TLBs) before the first workgroup.
    pub invalidate_ps: u64,
    /// Time spent writing back the L2 after the last workgroup.
    pub flush_ps: u64,
    pub wavefront_instructions: u64,
    /// Of those, vector ALU, vector memory and LDS instructions (compute-unit counters).
    pub valu_instructions: u64,
    pub vmem_instructions: u64,
    pub lds_instructions: u64,
    /// L2 requests (reads + writes, all banks) during the kernel.
    pub l2_accesses: u64,
    /// L2 hits (read + write hits) during the kernel.
    pub l2_hits: u64,
    /// Bytes the DRAM channels read and wrote during the kernel.
    pub dram_bytes: u64,
    /// Engine wake-ups the kernel took (a measure of simulation work).
    pub engine_events: u64,
    /// APU configuration: requests the L2 sent to host memory through the bridge's
    /// memory-controller queues during the kernel (`gpu[g].mc_client`).
    pub host_requests: u64,
    /// APU configuration: their summed latency (taken by the client to answered), ps; divide
    /// by `host_requests` for the mean host-memory latency the GPU saw.
    pub host_latency_ps: u64,
}

/// Why the timing model could not run a kernel (not a guest error).
#[derive(Debug, thiserror::Error)]
pub enum TimingError {
    #[error(transparent)]
    Sim(#[from] SimError),
    #[error("{gpu}: kernel {kernel} still running after {limit} {what} (`{key}`; does the kernel ever end?)")]
    Guard {
        gpu: String,
        kernel: String,
        limit: u64,
        what: &'static str,
        key: &'static str,
    },
    #[error("{gpu}: kernel {kernel} stalled: no event pending but the kernel is not finished (a component waits for an answer that never comes)")]
    Stalled { gpu: String, kernel: String },
    /// The lock-step host-memory path failed (APU configuration).
    #[error("{gpu}: host memory over the bridge: {what}")]
    HostPort { gpu: String, what: String },
}

/// Builds the compute units of one GPU and returns each one's dispatch port (in compute-unit
/// order). The default is [`default_compute_units`]; tests substitute simpler stand-ins.
pub type CuBuilder =
    fn(&mut Engine<Msg>, &str, &TimingConfig, &GpuMemory) -> Result<Vec<PortId>, SimError>;

/// The compute-unit model's builder (`cu::add_compute_units`).
pub fn default_compute_units(
    engine: &mut Engine<Msg>,
    gpu: &str,
    cfg: &TimingConfig,
    mem: &GpuMemory,
) -> Result<Vec<PortId>, SimError> {
    Ok(crate::cu::add_compute_units(engine, gpu, cfg, mem)?
        .into_iter()
        .map(|h| h.port)
        .collect())
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

/// The stores behind every GPU of the system: GPU `g`'s VRAM region (mapped a second time) and
/// a sparse scratch store as its local memory, host memory behind its host link, every GPU's
/// local memory behind its peer link.
pub fn system_envs(mem: &SystemMemory) -> Result<Vec<MemEnv>, PhysError> {
    let stores = SystemStores::from_system(mem)?;
    Ok((0..stores.gpus.len())
        .filter_map(|g| MemEnv::for_gpu(&stores, g))
        .collect())
}

/// One GPU's engine with its memory side, compute units and dispatcher (see the module doc).
pub struct TimingGpu {
    pub index: usize,
    /// Instance path, `gpu[g]`.
    pub path: String,
    pub engine: Engine<Msg>,
    pub memory: GpuMemory,
    pub dispatcher: CompId,
    pub cu_ports: Vec<PortId>,
    clock: Clock,
    cfg: DispatcherConfig,
    policy: BoundaryPolicy,
    /// Scratch pages mapped on the walker so far.
    scratch_pages: u64,
    /// A mapping changed or went away since the TLBs were last shot down.
    tlbs_stale: bool,
    /// A kernel ran without an L2 write-back at its end.
    dirty_since_flush: bool,
    /// APU configuration: the memory-controller client host-memory misses go to.
    pub mc_client: Option<CompId>,
}

impl TimingGpu {
    /// Builds GPU `index` from `cfg` with compute units from `cus`, its memory side over `env`
    /// (`None`: a stand-alone GPU with sparse DRAM and no links, for tests).
    pub fn build(
        index: usize,
        cfg: &TimingConfig,
        cus: CuBuilder,
        env: Option<MemEnv>,
    ) -> Result<TimingGpu, SimError> {
        Self::build_apu(index, cfg, cus, env, None)
    }

    /// [`TimingGpu::build`]; with `apu_mcs: Some(n)` (and an `env`) host memory is reached
    /// through an [`McClient`] (`gpu[g].mc_client`) for `n` memory-controller queue pairs
    /// instead of the host link (the APU configuration, `apu.enabled`).
    pub fn build_apu(
        index: usize,
        cfg: &TimingConfig,
        cus: CuBuilder,
        env: Option<MemEnv>,
        apu_mcs: Option<u32>,
    ) -> Result<TimingGpu, SimError> {
        cfg.validate()
            .map_err(|e| SimError::Wiring(format!("gpu[{index}]: invalid timing config: {e}")))?;
        let path = format!("gpu[{index}]");
        let clock =
            Clock::from_mhz(cfg.core_clock_mhz).map_err(|e| SimError::Wiring(e.to_string()))?;
        let mut engine = Engine::new();
        let mut mc_client = None;
        let memory = match env {
            Some(mut env) => {
                if let Some(n_mc) = apu_mcs {
                    let (id, top) = McClient::add_to(
                        &mut engine,
                        &format!("{path}.mc_client"),
                        &cfg.apu,
                        n_mc,
                        physmem::HOST_PA_BASE,
                        clock,
                        (index as u64) << 48,
                    )?;
                    env.host = Remote::Port(top);
                    mc_client = Some(id);
                }
                GpuMemory::build_system(&mut engine, index, cfg, env)?
            }
            None => GpuMemory::build(&mut engine, &path, cfg, physmem::gpu_pa_base(index))?,
        };
        let cu_ports = cus(&mut engine, &path, cfg, &memory)?;
        let wiring = DispatcherWiring {
            l1_tops: memory.invalidate_targets(),
            l2_tops: memory.flush_targets(),
            tlb_tops: memory.tlb_targets(),
            cu_ports: cu_ports.clone(),
        };
        let policy = boundary_policy(cfg);
        let dcfg = cfg.dispatcher.clone();
        let dispatcher = Dispatcher::add_to(
            &mut engine,
            &format!("{path}.dispatcher"),
            &dcfg,
            clock,
            cu_limits(cfg),
            policy,
            wiring,
            clock.period(),
        )?;
        Ok(TimingGpu {
            index,
            path,
            engine,
            memory,
            dispatcher,
            cu_ports,
            clock,
            cfg: dcfg,
            policy,
            scratch_pages: 0,
            tlbs_stale: false,
            dirty_since_flush: false,
            mc_client,
        })
    }

    fn walker(&mut self) -> Result<&mut PageWalker, SimError> {
        let id = self.memory.walker;
        self.engine
            .component_mut::<PageWalker>(id)
            .ok_or_else(|| SimError::Wiring("the page walker is not a PageWalker".into()))
    }

    /// Applies page-table changes (virtual page -> new frame, or `None` for unmapped).
    pub fn apply_pages(&mut self, changes: &[(u64, Option<Frame>)]) -> Result<(), SimError> {
        let mut stale = false;
        let walker = self.walker()?;
        for &(vpn, frame) in changes {
            match frame {
                Some(f) => walker.map(vpn, physmem::frame_pa(f, 0) / PAGE),
                None => walker.unmap(vpn),
            }
            // A new mapping of a page nobody could translate needs no shoot-down (TLBs do
            // not keep faults), but the change log does not say which ones were new: any
            // change invalidates, once, at the next kernel start.
            stale = true;
        }
        self.tlbs_stale |= stale;
        Ok(())
    }

    /// Maps the first `bytes` of this GPU's scratch window (wave scratch areas).
    pub fn ensure_scratch(&mut self, bytes: u64) -> Result<(), SimError> {
        let pages = bytes.div_ceil(PAGE);
        if pages <= self.scratch_pages {
            return Ok(());
        }
        let base_vpn = scratch_va(self.index) / PAGE;
        let (from, g) = (self.scratch_pages, self.index);
        let walker = self.walker()?;
        walker.map_all(
            (from..pages).map(|i| (base_vpn + i, physmem::scratch_pa(g, i * PAGE) / PAGE)),
        );
        self.scratch_pages = pages;
        Ok(())
    }

    fn disp(&mut self) -> Result<&mut Dispatcher, SimError> {
        let id = self.dispatcher;
        self.engine
            .component_mut::<Dispatcher>(id)
            .ok_or_else(|| SimError::Wiring("the dispatcher is not a Dispatcher".into()))
    }

    /// Runs the engine until `done` says the dispatcher finished, within the hang guards.
    /// With an APU host port, every step goes through [`pump_step`]: the engine and the
    /// bridge advance together, exactly (see `crate::mc::port`).
    /// The kernel ran past `dispatcher.max_kernel_cycles`.
    fn cycle_guard(&self, kernel: &str) -> TimingError {
        TimingError::Guard {
            gpu: self.path.clone(),
            kernel: kernel.to_string(),
            limit: self.cfg.max_kernel_cycles,
            what: "core cycles",
            key: "gpu.timing.dispatcher.max_kernel_cycles",
        }
    }

    /// The kernel ran past `dispatcher.max_kernel_events`.
    fn event_guard(&self, kernel: &str) -> TimingError {
        TimingError::Guard {
            gpu: self.path.clone(),
            kernel: kernel.to_string(),
            limit: self.cfg.max_kernel_events,
            what: "engine events",
            key: "gpu.timing.dispatcher.max_kernel_events",
        }
    }

    /// Nothing is pending but the kernel has not finished.
    fn stalled(&self, kernel: &str) -> TimingError {
        TimingError::Stalled {
            gpu: self.path.clone(),
            kernel: kernel.to_string(),
        }
    }

    fn run_to<T>(
        &mut self,
        t0: Ps,
        kernel: &str,
        done: impl Fn(&Dispatcher) -> Option<T>,
        mut port: Option<&mut dyn HostMemPort>,
    ) -> Result<T, TimingError> {
        let ev0 = self.engine.events_run();
        let deadline = t0.saturating_add(self.clock.cycles(Cycles(self.cfg.max_kernel_cycles)));
        loop {
            if let Some(r) = self.disp().map(|d| done(d))? {
                return Ok(r);
            }
            if let (Some(p), Some(client)) = (port.as_deref_mut(), self.mc_client) {
                let waiting = self
                    .engine
                    .component::<McClient>(client)
                    .is_some_and(|c| c.outstanding() > 0);
                let next = self.engine.next_event_time();
                if next.is_none() && !waiting {
                    return Err(self.stalled(kernel));
                }
                let reached = if next.is_some_and(|t| t > deadline) {
                    deadline.0.saturating_add(1)
                } else {
                    pump_step(&mut self.engine, client, p, deadline.0).map_err(|e| {
                        TimingError::HostPort {
                            gpu: self.path.clone(),
                            what: e.to_string(),
                        }
                    })?
                };
                if reached > deadline.0 || (next.is_none() && reached >= deadline.0) {
                    return Err(self.cycle_guard(kernel));
                }
                if self.engine.events_run() - ev0 > self.cfg.max_kernel_events {
                    return Err(self.event_guard(kernel));
                }
                continue;
            }
            match self.engine.next_event_time() {
                None => return Err(self.stalled(kernel)),
                Some(t) if t > deadline => return Err(self.cycle_guard(kernel)),
                Some(t) => {
                    self.engine.run_until(t)?;
                }
            }
            if self.engine.events_run() - ev0 > self.cfg.max_kernel_events {
                return Err(self.event_guard(kernel));
            }
        }
    }

    /// Runs `image` from `max(start_ps, now)` until its dispatcher reports the end.
    pub fn run_kernel(
        &mut self,
        image: Arc<KernelImage>,
        start_ps: u64,
    ) -> Result<(KernelReport, MemberTiming), TimingError> {
        self.run_kernel_on(image, start_ps, None)
    }

    /// [`TimingGpu::run_kernel`] with the APU host-memory port (if this GPU has an
    /// [`McClient`]); the kernel starts no earlier than the port's clock.
    pub fn run_kernel_on(
        &mut self,
        image: Arc<KernelImage>,
        start_ps: u64,
        mut port: Option<&mut dyn HostMemPort>,
    ) -> Result<(KernelReport, MemberTiming), TimingError> {
        let mut t0 = Ps(start_ps).max(self.engine.now());
        if let (Some(p), Some(_)) = (port.as_deref_mut(), self.mc_client) {
            t0 = t0.max(Ps(p.now_ps()));
        }
        let before = self.engine.stats();
        let ev0 = self.engine.events_run();
        let name = image.name().to_string();
        let invalidate_tlbs = std::mem::take(&mut self.tlbs_stale);
        self.disp()?.start_kernel(
            KernelStart {
                image,
                invalidate_tlbs,
            },
            t0,
        )?;
        self.engine.wake_at(self.dispatcher, t0);
        let port = if self.mc_client.is_some() { port } else { None };
        let report = self.run_to(t0, &name, |d| d.finished().cloned(), port)?;
        self.dirty_since_flush = !self.policy.flush_l2_at_end || report.error.is_some();
        let after = self.engine.stats();
        let l2 = format!("{}.l2.", self.path);
        let dram = format!("{}.dram.", self.path);
        let cu = format!("{}.cu[", self.path);
        let diff = |prefix: &str, fields: &[&str]| -> u64 {
            fields
                .iter()
                .map(|f| {
                    sum_prefixed(&after, prefix, f).saturating_sub(sum_prefixed(&before, prefix, f))
                })
                .sum()
        };
        let timing = MemberTiming {
            cycles: self.clock.to_cycles(Ps(report.end_ps - t0.0)).0,
            start_ps: t0.0,
            end_ps: report.end_ps,
            invalidate_ps: report.dispatch_start_ps.saturating_sub(t0.0),
            flush_ps: report.end_ps.saturating_sub(report.groups_end_ps),
            wavefront_instructions: report.wavefront_instructions,
            valu_instructions: diff(&cu, &["valu_insts"]),
            vmem_instructions: diff(&cu, &["vmem_insts"]),
            lds_instructions: diff(&cu, &["lds_insts"]),
            l2_accesses: diff(&l2, &["reads", "writes"]),
            l2_hits: diff(&l2, &["read_hits", "write_hits"]),
            dram_bytes: diff(&dram, &["bytes_read", "bytes_written"]),
            engine_events: self.engine.events_run() - ev0,
            host_requests: diff(&format!("{}.mc_client", self.path), &["reads", "writes"]),
            host_latency_ps: diff(&format!("{}.mc_client", self.path), &["latency_total"]),
        };
        Ok((report, timing))
    }

    /// A system-scope release at `now_ps`: writes back the L2 if a kernel left it dirty and
    /// the release policy writes back at all. Returns when it is done.
    pub fn release(&mut self, now_ps: u64) -> Result<u64, TimingError> {
        self.release_on(now_ps, None)
    }

    /// [`TimingGpu::release`] with the APU host-memory port (write-backs of host lines go
    /// through it).
    pub fn release_on(
        &mut self,
        now_ps: u64,
        mut port: Option<&mut dyn HostMemPort>,
    ) -> Result<u64, TimingError> {
        if !self.dirty_since_flush || !self.policy.flush_l2_at_end {
            return Ok(now_ps.max(self.engine.now().0));
        }
        let mut t0 = Ps(now_ps).max(self.engine.now());
        if let (Some(p), Some(_)) = (port.as_deref_mut(), self.mc_client) {
            t0 = t0.max(Ps(p.now_ps()));
        }
        let port = if self.mc_client.is_some() { port } else { None };
        self.disp()?.start_release(t0)?;
        self.engine.wake_at(self.dispatcher, t0);
        let end = self.run_to(t0, "(release)", |d| d.release_done(), port)?;
        self.dirty_since_flush = false;
        Ok(end)
    }
}

/// Sum of the counters named `<prefix>...<.field>`.
fn sum_prefixed(r: &StatsReport, prefix: &str, field: &str) -> u64 {
    r.entries()
        .iter()
        .filter(|e| {
            e.name.starts_with(prefix)
                && e.name.strip_suffix(field).is_some_and(|h| h.ends_with('.'))
        })
        .map(|e| e.value)
        .sum()
}

/// The launcher of timing mode (see the module doc).
pub struct TimingLauncher {
    pub common: LaunchCommon,
    pub cfg: TimingConfig,
    cus: CuBuilder,
    /// The stores behind each GPU (`None`: stand-alone GPUs with sparse DRAM, for tests).
    envs: Option<Vec<MemEnv>>,
    /// Built on first use (a 16-GPU configuration costs only the GPUs a run uses).
    gpus: Vec<Option<TimingGpu>>,
    /// The page table as the walkers know it (virtual page -> frame), for GPUs built later.
    pages: BTreeMap<u64, Frame>,
    /// APU configuration (`apu.enabled`): the CPU side's memory controllers over the bridge.
    host_port: Option<Box<dyn HostMemPort>>,
}

impl TimingLauncher {
    pub fn new(
        cfg: TimingConfig,
        n_gpus: usize,
        unified: Option<Vec<usize>>,
        cus: CuBuilder,
        envs: Option<Vec<MemEnv>>,
    ) -> Result<TimingLauncher, SimError> {
        cfg.validate()
            .map_err(|e| SimError::Wiring(format!("invalid timing config: {e}")))?;
        if let Some(e) = &envs {
            if e.len() != n_gpus {
                return Err(SimError::Wiring(format!(
                    "{} memory environments for {n_gpus} GPUs",
                    e.len()
                )));
            }
        }
        Ok(TimingLauncher {
            common: LaunchCommon::new(n_gpus, unified),
            cfg,
            cus,
            envs,
            gpus: (0..n_gpus).map(|_| None).collect(),
            pages: BTreeMap::new(),
            host_port: None,
        })
    }

    /// Installs the APU host-memory port (the GPU process's bridge). With `apu.enabled`, GPUs
    /// built after this reach host memory through an [`McClient`] and this port; without a
    /// port they use the host link.
    pub fn set_host_port(&mut self, port: Box<dyn HostMemPort>) {
        self.host_port = Some(port);
    }

    /// The APU memory-controller queue pairs GPUs are built with, if the APU path is on.
    fn apu_mcs(&self) -> Option<u32> {
        if !self.cfg.apu.enabled {
            return None;
        }
        match &self.host_port {
            Some(p) => Some(p.n_mc()),
            None => {
                tracing::warn!(
                    "apu.enabled without a bridge port: host memory through the host link"
                );
                None
            }
        }
    }

    /// Applies page-table changes to every built GPU and to the mirror later ones start from.
    pub fn apply_page_changes(&mut self, changes: &[(u64, Option<Frame>)]) -> Result<(), SimError> {
        if changes.is_empty() {
            return Ok(());
        }
        for &(vpn, f) in changes {
            match f {
                Some(f) => self.pages.insert(vpn, f),
                None => self.pages.remove(&vpn),
            };
        }
        for g in self.gpus.iter_mut().flatten() {
            g.apply_pages(changes)?;
        }
        Ok(())
    }

    /// GPU `g`, built (and seeded with the page table) on first use.
    pub fn gpu(&mut self, g: usize) -> Result<&mut TimingGpu, SimError> {
        let mcs = self.apu_mcs();
        let slot = self
            .gpus
            .get_mut(g)
            .ok_or_else(|| SimError::Wiring(format!("no GPU {g}")))?;
        if slot.is_none() {
            let env = self.envs.as_ref().and_then(|e| e.get(g).cloned());
            let mut gpu = TimingGpu::build_apu(g, &self.cfg, self.cus, env, mcs)?;
            let all: Vec<(u64, Option<Frame>)> =
                self.pages.iter().map(|(&v, &f)| (v, Some(f))).collect();
            gpu.apply_pages(&all)?;
            gpu.tlbs_stale = false;
            *slot = Some(gpu);
        }
        slot.as_mut()
            .ok_or_else(|| SimError::Wiring(format!("GPU {g} could not be built")))
    }

    /// Every built GPU's counters (engine counters named under `gpu[g].engine`), GPU order.
    pub fn stats_report(&self) -> StatsReport {
        let mut out = StatsReport::new();
        for g in self.gpus.iter().flatten() {
            for e in g.engine.stats().entries() {
                let name = match e.name.strip_prefix("engine.") {
                    Some(rest) => format!("{}.engine.{rest}", g.path),
                    None => e.name.clone(),
                };
                out.add(name, e.value, e.unit, e.description);
            }
        }
        out
    }

    /// Scratch bytes of one member: a wave scratch area for every wave slot of every CU.
    fn scratch_bytes(&self, private_segment_bytes: u32) -> u64 {
        let wave =
            u64::from(emu::abi::WAVE_LANES) * emu::abi::lane_private_bytes(private_segment_bytes);
        wave * u64::from(self.cfg.cus) * u64::from(cu_limits(&self.cfg).wave_slots())
    }
}

/// The queue error code of a compute unit's error text.
fn guest_code(text: &str) -> u64 {
    if text.contains("memory fault") || text.contains("page fault") || text.contains("unmapped") {
        queue_error::MEMORY_VIOLATION
    } else {
        queue_error::ILLEGAL_INSTRUCTION
    }
}

impl KernelLauncher for TimingLauncher {
    fn launch(
        &mut self,
        d: &DispatchInfo,
        start_ps: u64,
        mem: &mut dyn Memory,
    ) -> Result<LaunchDone, LaunchError> {
        let p = &d.packet;
        let prep = self.common.prepare(d, mem)?;
        let scratch_bytes = self.scratch_bytes(p.private_segment_size_bytes);
        let mut runs = Vec::new();
        let mut end = start_ps;
        for (g, range) in &prep.members {
            let g = *g;
            let mut run = MemberRun {
                gpu: g,
                first_workgroup: range.start,
                workgroups: 0,
                wavefronts: 0,
                wavefront_instructions: 0,
                valu_instructions: 0,
                vmem_instructions: 0,
                lds_instructions: 0,
                duration_ps: 0,
                timing: None,
            };
            if range.is_empty() {
                runs.push(run);
                continue;
            }
            let setup = prep.setup(
                d,
                range.clone(),
                scratch_va(g),
                scratch_bytes,
                emu::DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS,
            );
            let image = KernelImage::new(&setup)
                .map_err(|e| lerr(emu_code(&e), format!("gpu[{g}]: {e}")))?;
            let r = image.resources();
            if let Some((code, why)) = cu_limits(&self.cfg).never_fits(r.waves, &r) {
                return Err(lerr(
                    code,
                    format!("gpu[{g}]: {}: cannot dispatch: {why}", prep.name),
                ));
            }
            let internal = |e: &dyn std::fmt::Display| {
                lerr(
                    queue_error::ILLEGAL_INSTRUCTION,
                    format!("gpu[{g}] timing model: {e}"),
                )
            };
            // Build first (an APU GPU needs the port's controller count), then lend the port.
            self.gpu(g).map_err(|e| internal(&e))?;
            let mut port = self.host_port.take();
            let Some(Some(gpu)) = self.gpus.get_mut(g) else {
                self.host_port = port;
                return Err(internal(&format!("GPU {g} could not be built")));
            };
            if let Err(e) = gpu.ensure_scratch(scratch_bytes) {
                self.host_port = port;
                return Err(internal(&e));
            }
            let ran = gpu.run_kernel_on(
                image,
                start_ps,
                port.as_mut().map(|p| p.as_mut() as &mut dyn HostMemPort),
            );
            self.host_port = port;
            let (report, timing) = match ran {
                Ok(r) => r,
                Err(e) => {
                    // The engine stopped mid-kernel: a later launch gets a fresh GPU (its
                    // caches' contents, dirty lines included, are lost with this one).
                    if let Some(slot) = self.gpus.get_mut(g) {
                        *slot = None;
                    }
                    return Err(internal(&e));
                }
            };
            if let Some(e) = &report.error {
                return Err(lerr(guest_code(e), format!("gpu[{g}]: {e}")));
            }
            run.workgroups = report.workgroups;
            run.wavefronts = report.wavefronts;
            run.wavefront_instructions = report.wavefront_instructions;
            run.valu_instructions = timing.valu_instructions;
            run.vmem_instructions = timing.vmem_instructions;
            run.lds_instructions = timing.lds_instructions;
            run.duration_ps = report.end_ps.saturating_sub(start_ps);
            end = end.max(report.end_ps);
            run.timing = Some(timing);
            runs.push(run);
        }
        Ok(self.common.record(d, &prep, start_ps, end, runs))
    }

    fn release(
        &mut self,
        gpu_index: usize,
        scope: FenceScope,
        now_ps: u64,
        mem: &mut dyn Memory,
    ) -> u64 {
        let _ = mem;
        if scope != FenceScope::System {
            return now_ps;
        }
        let Some(Some(gpu)) = self.gpus.get_mut(gpu_index) else {
            return now_ps;
        };
        let port = self
            .host_port
            .as_mut()
            .map(|p| p.as_mut() as &mut dyn HostMemPort);
        match gpu.release_on(now_ps, port) {
            Ok(t) => t,
            Err(e) => {
                tracing::error!("gpu[{gpu_index}] release: {e}");
                now_ps
            }
        }
    }
}

#[cfg(test)]
mod tests;
