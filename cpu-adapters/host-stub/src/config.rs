//! The run configuration (`configs/*.toml`): plain TOML data with R9 Nano defaults, unknown keys
//! rejected, and every invalid value reported with its full key.
//!
//! Sections: `[gpu]` (count, VRAM, functional timing `[gpu.functional]`, command processor
//! `[gpu.cp]`), `[host]` (host memory, per-call and per-byte host API costs, CPU speed),
//! `[host.dram]` (the CPU-side DRAM model), `[bridge]` (link latencies and ring size).
//! Defaults and their sources are written next to each field.

use std::path::Path;

use anyhow::{bail, Context};
use gpu_sim::config::TimingConfig;
use gpu_sim::cp::functional::FunctionalTiming;
use gpu_sim::cp::CpConfig;
use gpu_sim::side::GpuMode;
use serde::{Deserialize, Serialize};

/// A whole run's configuration.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields, default = "TandemConfig::r9_nano")]
pub struct TandemConfig {
    pub gpu: GpuConfig,
    pub host: HostConfig,
    pub bridge: BridgeSection,
}

/// The GPUs.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields, default = "GpuConfig::r9_nano")]
pub struct GpuConfig {
    /// GPUs in the system. Default 4 (MGMark's 4-GPU platform); a run uses the ones it names.
    pub count: u32,
    /// VRAM per GPU in bytes. Default 4 GiB (R9 Nano HBM).
    pub vram_bytes: u64,
    /// Functional-mode kernel timing.
    pub functional: FunctionalTiming,
    /// Command processor.
    pub cp: CpConfig,
    /// Kernel model: `functional` (default) or `timing` (the cycle-level model; `tandem run
    /// --timing` sets it).
    pub mode: GpuMode,
    /// Timing-mode model (`[gpu.timing]`): any key of `gpu_sim::config::TimingConfig`, laid
    /// over the R9 Nano preset (docs/timing.md lists them). Kept as a table so a file names
    /// only what it changes; the resolved values are written to the run's config.toml.
    pub timing: toml::Table,
    /// Threads of the GPU process's engine (`tandem run --threads`): 0 (default) uses the
    /// cores other work leaves idle (cores less the one-minute load average), capped at the GPUs; more than the engine's partitions (one per GPU, one
    /// for the host side) are not used. The statistics do not depend on it.
    pub threads: u32,
}

/// The host (CPU side) and the costs of the host runtime's calls.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields, default = "HostConfig::default_host")]
pub struct HostConfig {
    /// Host memory (the shared region) in bytes. Default 8 GiB (sparse: only touched pages cost).
    pub memory_bytes: u64,
    /// CPU time of every host runtime call, in ps. Default 1_000_000 (1 us, a user-space API call).
    pub api_call_ps: u64,
    /// CPU time of one ioctl (syscall entry and exit), in ps. Default 2_000_000 (2 us).
    pub ioctl_ps: u64,
    /// Extra CPU time to build and submit a kernel launch, in ps. Default 3_000_000 (3 us).
    pub launch_ps: u64,
    /// Host-to-device copy bandwidth in MB/s. Default 16000 (PCIe 3.0 x16, MGSim paper).
    pub h2d_mb_per_s: u64,
    /// Device-to-host copy bandwidth in MB/s. Default 16000.
    pub d2h_mb_per_s: u64,
    /// Device-to-device (peer) copy bandwidth in MB/s. Default 16000 (one PCIe link).
    pub d2d_mb_per_s: u64,
    /// Host computation speed, in ps per simple operation. Default 500 (2 G ops/s).
    pub cpu_op_ps: u64,
    /// How long a wait for a kernel may take in simulated ms before the run fails. Default 60000.
    pub wait_timeout_ms: u32,
    /// Wall-clock limit of a run in seconds (0: none). A GPU process that runs longer (say, a
    /// kernel that never ends) is killed and the run fails. Default 0.
    pub wall_timeout_s: u64,
    /// Stall detector, in wall-clock ms (0: off): while the host waits for the GPU process,
    /// this long with no message from it *and* less than 5% of a CPU used by it stops the run
    /// (a frozen process: SIGSTOP, a debugger, a deadlock). A long kernel keeps the GPU process
    /// computing, so it is never a stall (`crate::watchdog`). Default 30000.
    pub stall_timeout_ms: u64,
    /// How long the GPU process may take to start and connect to the bridge, in wall-clock ms.
    /// Default 10000.
    pub connect_timeout_ms: u64,
    /// Memory the GPU process may need, in bytes (0: the machine's memory, `MemTotal`).
    /// Before a timing run starts, its components are estimated
    /// ([`TandemConfig::memory_estimate`]) and a configuration that needs more is refused,
    /// naming the keys that drive it, instead of growing until the kernel's OOM killer ends it.
    /// `--max-memory` on `tandem run` sets it. Default 0.
    #[serde(default)]
    pub max_memory_bytes: u64,
    /// Unified allocations place consecutive chunks of this many bytes round-robin on the
    /// unified GPUs (one VRAM BO each). Default 4096 (one page, MGPUSim's interleaving).
    pub unified_interleave_bytes: u64,
    /// Where unified allocations live (docs/multi-gpu.md, "Placement"): `interleave` (VRAM
    /// chunks round-robin, above), `first-touch` (shared virtual memory in host memory that
    /// moves to the first GPU touching each page; timing mode) or `explicit` (shared virtual
    /// memory prefetched in one contiguous block per unified GPU). Default `interleave`.
    #[serde(default)]
    pub unified_placement: UnifiedPlacement,
    /// The CPU-side DRAM model.
    pub dram: DramConfig,
    /// CPU memory traffic competing with everything else for the DRAM banks (`[host.traffic]`).
    pub traffic: TrafficConfig,
}

/// How unified allocations are placed (`host.unified_placement`): the host session's own
/// setting, read from the configuration as it is.
pub use host_programs::kfd::UnifiedPlacement;

/// The CPU traffic generator (`crate::dram::TrafficGen`): one 64-byte access every
/// `1 / requests_per_us` microseconds from `start_ps` to `stop_ps`, over `footprint_bytes` of
/// host addresses starting at `offset_bytes`. Only timing: no bytes are read or written.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields, default = "TrafficConfig::off")]
pub struct TrafficConfig {
    /// Accesses per microsecond of simulated time, all controllers together (0: off). Default 0.
    /// 19.2 GB/s per DDR4-2400 channel is 300 bursts per microsecond per channel.
    pub requests_per_us: u32,
    /// `stream` (consecutive lines, wrapping) or `random` (fixed-seed pseudo-random lines).
    /// Default stream.
    pub pattern: TrafficPattern,
    /// Bytes of host addresses the generator touches. Default 64 MiB.
    pub footprint_bytes: u64,
    /// Host address (offset in host memory) of the footprint. Default 4 GiB.
    pub offset_bytes: u64,
    /// Simulated time of the first access, ps. Default 0.
    pub start_ps: u64,
    /// Simulated time after which the generator stops, ps (0: never). Default 0.
    pub stop_ps: u64,
}

/// Address pattern of the CPU traffic generator.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum TrafficPattern {
    Stream,
    Random,
}

impl TrafficConfig {
    pub fn off() -> TrafficConfig {
        TrafficConfig {
            requests_per_us: 0,
            pattern: TrafficPattern::Stream,
            footprint_bytes: 64 << 20,
            offset_bytes: 4 << 30,
            start_ps: 0,
            stop_ps: 0,
        }
    }
}

/// CPU-side DRAM (`crate::dram`): memory controllers with banks, row buffers (open page) and
/// a data bus each. DDR4-2400 CL17 defaults (JEDEC JESD79-4 speed bin 2400R: tCK 0.833 ns,
/// CL = tRCD = tRP = 17 tCK = 14.16 ns, tRAS 32 ns; 16 banks; 8 KiB page of a x8 rank).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields, default = "DramConfig::ddr4")]
pub struct DramConfig {
    /// Memory controllers (channels). Default 2 (dual-channel DDR4).
    pub controllers: u32,
    /// Address interleaving across controllers, in bytes. Default 4096.
    pub interleave_bytes: u64,
    /// Controller and on-chip interconnect latency added to every access, ps. Default 50_000
    /// (with tRCD + CL + one burst a closed-bank read takes about 82 ns, the 80 ns the
    /// earlier fixed-latency model charged).
    pub latency_ps: u64,
    /// Bandwidth per controller in MB/s (sets the 64-byte burst time). Default 19200
    /// (DDR4-2400, 64-bit channel: 3.33 ns per burst).
    pub mb_per_s_per_controller: u64,
    /// Banks per controller. Default 16.
    pub banks: u32,
    /// Row (page) bytes per bank. Default 8192.
    pub row_bytes: u64,
    /// ACT to column command, ps. Default 14_160.
    pub t_rcd_ps: u64,
    /// PRE to ACT, ps. Default 14_160.
    pub t_rp_ps: u64,
    /// Column command to data (CAS latency), ps. Default 14_160.
    pub t_cl_ps: u64,
    /// ACT to PRE, ps. Default 32_000.
    pub t_ras_ps: u64,
}

/// The co-simulation link.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields, default = "BridgeSection::default_link")]
pub struct BridgeSection {
    /// CPU-to-GPU message latency in ps. Default 1_000_000 (1 us: a PCIe doorbell or MMIO write).
    pub c2g_latency_ps: u64,
    /// GPU-to-CPU message latency in ps. Default 1_000_000 (1 us: an interrupt).
    pub g2c_latency_ps: u64,
    /// Slots per ring (a power of two). Default 1024.
    pub ring_entries: u32,
    /// Memory controllers the bridge carries queues for. Default 2 (matches host.dram).
    pub memory_controllers: u32,
    /// How the two sides keep step: `quantum` (default: conservative look-ahead, a sync
    /// message every quantum) or `cycle` (the CPU side grants every GPU core and memory clock
    /// tick and waits for each: the seed design, for parity checks; much slower). Both give
    /// the same simulated results.
    pub lockstep: LockstepMode,
    /// The quantum in ps (quantum mode): how often an idle side promises time to its peer.
    /// Default (absent): the smallest of the two latencies, the largest that stays exact.
    pub quantum_ps: Option<u64>,
}

/// The bridge's lock-step mode (`bridge.lockstep`).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum LockstepMode {
    /// Conservative look-ahead with a sync every quantum.
    #[default]
    Quantum,
    /// Every GPU clock tick granted by the CPU side.
    Cycle,
}

impl TandemConfig {
    pub fn r9_nano() -> TandemConfig {
        TandemConfig {
            gpu: GpuConfig::r9_nano(),
            host: HostConfig::default_host(),
            bridge: BridgeSection::default_link(),
        }
    }

    /// Loads and validates a config file.
    pub fn load(path: &Path) -> anyhow::Result<TandemConfig> {
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        Self::parse(&text).with_context(|| format!("config {}", path.display()))
    }

    /// Parses and validates TOML text.
    pub fn parse(text: &str) -> anyhow::Result<TandemConfig> {
        let mut c: TandemConfig = toml::from_str(text).map_err(|e| anyhow::anyhow!("{e}"))?;
        let errs = c.validate();
        if !errs.is_empty() {
            bail!("invalid configuration:\n  {}", errs.join("\n  "));
        }
        // Resolve [gpu.timing] so that config.toml shows every value the run used.
        c.gpu.timing = resolved_table(&c.gpu.timing_config()?);
        Ok(c)
    }

    /// Every problem, each naming its full key.
    pub fn validate(&self) -> Vec<String> {
        let mut e = Vec::new();
        let g = &self.gpu;
        if g.count == 0 || g.count > 16 {
            e.push(format!("gpu.count: must be 1..=16, got {}", g.count));
        }
        if g.vram_bytes < 1 << 20 || !g.vram_bytes.is_multiple_of(4096) {
            e.push(format!(
                "gpu.vram_bytes: must be a multiple of 4096 and at least 1 MiB, got {}",
                g.vram_bytes
            ));
        }
        e.extend(g.functional.validate("gpu.functional"));
        if let Err(errs) = TimingConfig::from_toml_table_at("gpu.timing", g.timing.clone()) {
            e.extend(errs.0.iter().map(|x| x.to_string()));
        }
        e.extend(g.cp.validate("gpu.cp"));
        let h = &self.host;
        if h.memory_bytes < 16 << 20 || !h.memory_bytes.is_multiple_of(4096) {
            e.push(format!(
                "host.memory_bytes: must be a multiple of 4096 and at least 16 MiB, got {}",
                h.memory_bytes
            ));
        }
        for (k, v) in [
            ("host.h2d_mb_per_s", h.h2d_mb_per_s),
            ("host.d2h_mb_per_s", h.d2h_mb_per_s),
            ("host.d2d_mb_per_s", h.d2d_mb_per_s),
            (
                "host.dram.mb_per_s_per_controller",
                h.dram.mb_per_s_per_controller,
            ),
        ] {
            if v == 0 {
                e.push(format!("{k}: must be at least 1"));
            }
        }
        if !h.unified_interleave_bytes.is_power_of_two() || h.unified_interleave_bytes < 4096 {
            e.push(format!(
                "host.unified_interleave_bytes: must be a power of two >= 4096, got {}",
                h.unified_interleave_bytes
            ));
        }
        if h.wait_timeout_ms == 0 {
            e.push("host.wait_timeout_ms: must be at least 1".into());
        }
        if h.connect_timeout_ms == 0 {
            e.push("host.connect_timeout_ms: must be at least 1".into());
        }
        if h.dram.controllers == 0 || h.dram.controllers > 64 {
            e.push(format!(
                "host.dram.controllers: must be 1..=64, got {}",
                h.dram.controllers
            ));
        }
        if !h.dram.interleave_bytes.is_power_of_two() || h.dram.interleave_bytes < 64 {
            e.push(format!(
                "host.dram.interleave_bytes: must be a power of two >= 64, got {}",
                h.dram.interleave_bytes
            ));
        }
        if h.dram.banks == 0 || h.dram.banks > 256 {
            e.push(format!(
                "host.dram.banks: must be 1..=256, got {}",
                h.dram.banks
            ));
        }
        if !h.dram.row_bytes.is_power_of_two() || h.dram.row_bytes < 64 {
            e.push(format!(
                "host.dram.row_bytes: must be a power of two >= 64, got {}",
                h.dram.row_bytes
            ));
        }
        let t = &h.traffic;
        if t.requests_per_us > 1_000_000 {
            e.push(format!(
                "host.traffic.requests_per_us: must be at most 1000000 (one per ps), got {}",
                t.requests_per_us
            ));
        }
        if t.requests_per_us > 0 && t.footprint_bytes < 64 {
            e.push(format!(
                "host.traffic.footprint_bytes: must be at least 64, got {}",
                t.footprint_bytes
            ));
        }
        let b = &self.bridge;
        if b.c2g_latency_ps == 0 {
            e.push("bridge.c2g_latency_ps: must be at least 1".into());
        }
        if b.g2c_latency_ps == 0 {
            e.push("bridge.g2c_latency_ps: must be at least 1".into());
        }
        if !b.ring_entries.is_power_of_two() || !(8..=65536).contains(&b.ring_entries) {
            e.push(format!(
                "bridge.ring_entries: must be a power of two in 8..=65536, got {}",
                b.ring_entries
            ));
        }
        let min_lat = b.c2g_latency_ps.min(b.g2c_latency_ps);
        if let Some(q) = b.quantum_ps {
            if q == 0 || q > min_lat {
                e.push(format!(
                    "bridge.quantum_ps: must be 1..={min_lat} (the smallest bridge latency; a larger quantum would not be exact), got {q}"
                ));
            }
        }
        if b.memory_controllers == 0 || b.memory_controllers > 64 {
            e.push(format!(
                "bridge.memory_controllers: must be 1..=64, got {}",
                b.memory_controllers
            ));
        }
        // Upper bounds of every time key, whatever section it is in.
        let table = toml::Table::try_from(self).unwrap_or_default();
        let times = toml_leaves(&table).into_iter().filter_map(|(k, v)| {
            let time = k.ends_with("_ps") || k.ends_with("_cycles");
            Some((k, v.as_integer().filter(|_| time)? as u64))
        });
        for (key, v) in times {
            let point = key.ends_with(".start_ps")
                || key.ends_with(".stop_ps")
                || key.ends_with("max_kernel_cycles");
            let (max, what) = if point {
                (MAX_TIME_POINT, "2^60")
            } else if key.ends_with("_ps") {
                (MAX_LATENCY_PS, "1000000000000 (one simulated second)")
            } else {
                (MAX_LATENCY_CYCLES, "1000000000 (one second at 1 GHz)")
            };
            if v > max {
                e.push(format!("{key}: must be at most {what}, got {v}"));
            }
        }
        e
    }
}

/// Memory of the GPU process beyond its components (code, the engine, the loader, the bridge's
/// rings), bytes.
const PROCESS_BASE_BYTES: u64 = 32 << 20;
/// Memory per GPU beyond its cycle-level components (command processor, dispatcher, DRAM
/// model, RDMA engine, page tables' bookkeeping), bytes.
const GPU_BASE_BYTES: u64 = 4 << 20;
/// Memory per memory transaction a trace keeps (`--trace-mem`), bytes.
const TRACE_TRANSACTION_BYTES: u64 = 256;
/// Limits beyond which a time key is a mistake, not a model: a latency, cost or duration of
/// more than one simulated second (`*_ps`), or more than a thousand million cycles
/// (`*_cycles`). 64-bit picosecond arithmetic overflows near 2^63 (106 days), and a kernel
/// packet that costs 2^63 ps runs until a wait-timeout error that names no key.
pub const MAX_LATENCY_PS: u64 = 1_000_000_000_000;
/// See [`MAX_LATENCY_PS`].
pub const MAX_LATENCY_CYCLES: u64 = 1_000_000_000;
/// Points in simulated time (`host.traffic.start_ps`, `stop_ps`) and the kernel hang guard
/// (`max_kernel_cycles`) may be larger, up to this (about 11.5 simulated days).
pub const MAX_TIME_POINT: u64 = 1 << 60;

/// A timing run's memory estimate (`TandemConfig::memory_estimate`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemoryEstimate {
    pub total_bytes: u64,
    /// The parts, largest first: driving keys, what, bytes over all GPUs.
    pub parts: Vec<(String, String, u64)>,
}

/// `b` in GiB for messages.
fn gib(b: u64) -> String {
    format!("{:.1} GiB", b as f64 / (1u64 << 30) as f64)
}

/// The machine's memory (`MemTotal` of `/proc/meminfo`), bytes; `None` when unreadable.
pub fn machine_memory_bytes() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

impl TandemConfig {
    /// The memory a timing run on `n_gpus` GPUs needs in the GPU process, part by part
    /// (`gpu_sim::config::TimingConfig::footprint`, plus a fixed base, and the trace's kept
    /// memory transactions when `trace_mem_cap` is given and not 0). Functional runs build no
    /// cycle-level components: only the base.
    pub fn memory_estimate(
        &self,
        n_gpus: u32,
        trace_mem_cap: Option<u64>,
    ) -> anyhow::Result<MemoryEstimate> {
        let n = u64::from(n_gpus.max(1));
        let mut parts: Vec<(String, String, u64)> = vec![(
            "gpu.count".into(),
            "process and per-GPU base".into(),
            PROCESS_BASE_BYTES + n * GPU_BASE_BYTES,
        )];
        if self.gpu.mode == GpuMode::Timing {
            let t = self.gpu.timing_config()?;
            for p in t.footprint("gpu.timing") {
                parts.push((p.keys, p.what.to_string(), p.bytes.saturating_mul(n)));
            }
            if let Some(cap) = trace_mem_cap.filter(|&c| c > 0) {
                // Memory components that keep transactions: every cache, TLB and DRAM channel.
                let groups = u64::from(t.cus).div_ceil(u64::from(t.cus_per_shared_l1.max(1)));
                let comps = 2 * u64::from(t.cus)
                    + 4 * groups
                    + u64::from(t.l2.banks)
                    + 1
                    + u64::from(t.dram.channels);
                parts.push((
                    "--trace-mem-cap x gpu.timing.cus".into(),
                    "trace memory transactions".into(),
                    n.saturating_mul(comps)
                        .saturating_mul(cap)
                        .saturating_mul(TRACE_TRANSACTION_BYTES),
                ));
            }
        }
        parts.sort_by_key(|p| std::cmp::Reverse(p.2));
        let total_bytes = parts.iter().fold(0u64, |a, p| a.saturating_add(p.2));
        Ok(MemoryEstimate { total_bytes, parts })
    }

    /// Refuses a run whose [`memory_estimate`](Self::memory_estimate) exceeds
    /// `host.max_memory_bytes`, or the machine's memory when that is 0, naming the keys that
    /// drive the estimate.
    pub fn check_memory(&self, n_gpus: u32, trace_mem_cap: Option<u64>) -> anyhow::Result<()> {
        let (limit, what) = if self.host.max_memory_bytes > 0 {
            (
                self.host.max_memory_bytes,
                "host.max_memory_bytes (--max-memory)",
            )
        } else {
            match machine_memory_bytes() {
                Some(m) => (m, "the machine's memory (MemTotal)"),
                None => return Ok(()),
            }
        };
        let e = self.memory_estimate(n_gpus, trace_mem_cap)?;
        if e.total_bytes <= limit {
            return Ok(());
        }
        let top: Vec<String> = e
            .parts
            .iter()
            .take(3)
            .map(|(k, w, b)| format!("{w}: {} ({k})", gib(*b)))
            .collect();
        bail!(
            "the configuration needs about {} of memory on {n_gpus} GPU(s), more than {what}, {}; \
             the largest parts: {}. Lower the first key named, or raise host.max_memory_bytes \
             (--max-memory) if the estimate is too high for this run (docs/standalone.md, \
             \"Memory\")",
            gib(e.total_bytes),
            gib(limit),
            top.join("; ")
        )
    }
}

/// Every leaf of a TOML table as `(dotted.key, value)` (`host.stall_timeout_ms`), in table
/// order; arrays, arrays of tables included, are leaves. The key checks here, the run
/// database's `settings` and the test that `configs/r9nano.toml` lists every key read a
/// configuration this way.
pub fn toml_leaves(t: &toml::Table) -> Vec<(String, &toml::Value)> {
    fn walk<'a>(prefix: &str, t: &'a toml::Table, out: &mut Vec<(String, &'a toml::Value)>) {
        for (k, v) in t {
            let key = if prefix.is_empty() {
                k.clone()
            } else {
                format!("{prefix}.{k}")
            };
            match v {
                toml::Value::Table(sub) => walk(&key, sub, out),
                leaf => out.push((key, leaf)),
            }
        }
    }
    let mut out = Vec::new();
    walk("", t, &mut out);
    out
}

impl GpuConfig {
    pub fn r9_nano() -> GpuConfig {
        GpuConfig {
            count: 4,
            vram_bytes: 4 << 30,
            functional: FunctionalTiming::r9_nano(),
            cp: CpConfig::r9_nano(),
            mode: GpuMode::Functional,
            timing: resolved_table(&TimingConfig::r9_nano()),
            threads: 0,
        }
    }

    /// The GPU core clock period in ps of the model this config runs (timing or functional).
    pub fn core_period_ps(&self) -> anyhow::Result<u64> {
        let mhz = self.timing_config()?.core_clock_mhz;
        Ok((1_000_000 + mhz / 2) / mhz.max(1))
    }

    /// The timing model's configuration: `[gpu.timing]` over the R9 Nano preset, validated.
    pub fn timing_config(&self) -> anyhow::Result<TimingConfig> {
        TimingConfig::from_toml_table_at("gpu.timing", self.timing.clone())
            .map_err(|e| anyhow::anyhow!("invalid configuration:\n  {e}"))
    }
}

/// A timing configuration as a TOML table (every key).
fn resolved_table(c: &TimingConfig) -> toml::Table {
    toml::Table::try_from(c).unwrap_or_default()
}

impl HostConfig {
    pub fn default_host() -> HostConfig {
        HostConfig {
            memory_bytes: 8 << 30,
            api_call_ps: 1_000_000,
            ioctl_ps: 2_000_000,
            launch_ps: 3_000_000,
            h2d_mb_per_s: 16_000,
            d2h_mb_per_s: 16_000,
            d2d_mb_per_s: 16_000,
            cpu_op_ps: 500,
            wait_timeout_ms: 60_000,
            unified_interleave_bytes: 4096,
            unified_placement: UnifiedPlacement::Interleave,
            wall_timeout_s: 0,
            stall_timeout_ms: 30_000,
            connect_timeout_ms: 10_000,
            max_memory_bytes: 0,
            dram: DramConfig::ddr4(),
            traffic: TrafficConfig::off(),
        }
    }
}

impl DramConfig {
    pub fn ddr4() -> DramConfig {
        DramConfig {
            controllers: 2,
            interleave_bytes: 4096,
            latency_ps: 50_000,
            mb_per_s_per_controller: 19_200,
            banks: 16,
            row_bytes: 8192,
            t_rcd_ps: 14_160,
            t_rp_ps: 14_160,
            t_cl_ps: 14_160,
            t_ras_ps: 32_000,
        }
    }
}

impl BridgeSection {
    pub fn default_link() -> BridgeSection {
        BridgeSection {
            c2g_latency_ps: 1_000_000,
            g2c_latency_ps: 1_000_000,
            ring_entries: 1024,
            memory_controllers: 2,
            lockstep: LockstepMode::Quantum,
            quantum_ps: None,
        }
    }
}

/// ps to move `bytes` at `mb_per_s` (1 MB/s = 1 byte/us = 1e6 ps per byte).
pub fn transfer_ps(bytes: u64, mb_per_s: u64) -> u64 {
    ((bytes as u128 * 1_000_000) / u128::from(mb_per_s.max(1))) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_valid_and_round_trip() {
        let c = TandemConfig::r9_nano();
        assert!(c.validate().is_empty());
        let text = toml::to_string(&c).unwrap();
        assert_eq!(TandemConfig::parse(&text).unwrap(), c);
        assert_eq!(TandemConfig::parse("").unwrap(), c);
    }

    #[test]
    fn errors_name_the_key() {
        let e = TandemConfig::parse("[gpu]\ncount = 0\n[host.dram]\ncontrollers = 0\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("gpu.count"), "{e}");
        assert!(e.contains("host.dram.controllers"), "{e}");
        let e = TandemConfig::parse("[gpu]\ncuont = 2\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("cuont"), "{e}");
        let e = TandemConfig::parse("[gpu.functional]\ncycles_per_wavefront_instruction = 0\n")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("gpu.functional.cycles_per_wavefront_instruction"),
            "{e}"
        );
    }

    #[test]
    fn timing_mode_and_section() {
        let c = TandemConfig::parse(
            "[gpu]\nmode = \"timing\"\n[gpu.timing.l2]\nways = 8\n[gpu.timing.dispatcher]\ncycles_per_group = 2\n",
        )
        .unwrap();
        assert_eq!(c.gpu.mode, GpuMode::Timing);
        let t = c.gpu.timing_config().unwrap();
        assert_eq!(t.l2.ways, 8);
        assert_eq!(t.dispatcher.cycles_per_group, 2);
        // Everything else is the preset, and the resolved table lists every key.
        assert_eq!(t.l1v, TimingConfig::r9_nano().l1v);
        assert!(c.gpu.timing.contains_key("dram"));
        let e = TandemConfig::parse("[gpu.timing.l2]\nways = 0\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("gpu.timing.l2.ways"), "{e}");
        let e = TandemConfig::parse("[gpu.timing.l2]\nwayz = 4\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("gpu.timing.l2.wayz"), "{e}");
        let e = TandemConfig::parse("[gpu.timing.dispatcher]\ncycles_per_group = 0\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("gpu.timing.dispatcher.cycles_per_group"), "{e}");
        assert!(TandemConfig::parse("[gpu]\nmode = \"cycle\"\n").is_err());
    }

    #[test]
    fn transfer_time() {
        // 16 GB/s: 16000 bytes take 1 us.
        assert_eq!(transfer_ps(16_000, 16_000), 1_000_000);
    }
}
