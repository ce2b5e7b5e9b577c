//! Configuration of one GPU's timing model: clocks, caches, TLBs, page walk, DRAM and links.
//!
//! Plain data, serialised as TOML. Every size, latency, way count, bank count and queue depth
//! of the memory hierarchy is here; components copy what they need at build time and never
//! look config up while running. Units are part of every key name (`_bytes`, `_cycles`,
//! `_mhz`, `_entries`). Defaults are the AMD R9 Nano (Fiji) as modelled by the MGSim paper and
//! MGPUSim's R9 Nano platform (`docs/timing.md` lists each default and its source).
//!
//! Loading ([`TimingConfig::from_toml_str`]) starts from the R9 Nano preset and overlays the
//! user's TOML key by key, so a file only names what it changes (`[l2] ways = 8`). Unknown keys
//! and type mismatches are reported with their full key path. We overlay instead of using
//! serde's container-level `default = "..."` because one struct type ([`CacheConfig`], [`TlbConfig`])
//! serves several instances with different presets (L1V, L1S, L1I, L2), which a per-type serde
//! default cannot express. Every struct still has `deny_unknown_fields`.
//!
//! [`TimingConfig::validate`] returns every error at once, each naming its key
//! (`l2.ways: must be at least 1, got 0`).

pub mod apu;
pub mod cu;
pub mod dispatcher;
pub mod fabric;

use serde::{Deserialize, Serialize};
use std::fmt;

/// Largest cache level accepted (all banks), bytes: caches allocate their data arrays.
pub const MAX_CACHE_BYTES: u64 = 1 << 30;

/// Largest TLB accepted, entries.
pub const MAX_TLB_ENTRIES: u64 = 1 << 24;

/// What a cache does with writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WritePolicy {
    /// Write-through without write-allocate: a write updates the line if present and always
    /// goes on to the next level; it completes when the next level acknowledges it. (R9 Nano's
    /// L1 caches; ROCm runs the L1V this way.)
    WriteAround,
    /// Write-back with write-allocate: a write marks the line dirty; dirty lines go to the next
    /// level on eviction, flush or invalidate. (R9 Nano's L2.)
    WriteBack,
}

/// One set-associative cache level (all banks together).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CacheConfig {
    /// Total capacity of all banks, bytes.
    pub size_bytes: u64,
    /// Associativity (ways per set).
    pub ways: u32,
    /// Line size, bytes (power of two, 4..=128).
    pub line_bytes: u32,
    /// Number of independent banks; each holds `size_bytes / banks`.
    pub banks: u32,
    /// Addresses go to bank `(addr / bank_interleave_bytes) % banks`; a multiple of `line_bytes`.
    pub bank_interleave_bytes: u64,
    /// Hash the bank choice: XOR the granule number's base-`banks` digits together (banks a
    /// power of two), so that power-of-two strides spread over the banks.
    #[serde(default)]
    pub bank_hash: bool,
    /// Write handling.
    pub write_policy: WritePolicy,
    /// Reads never hit and never allocate: each is a forced miss whose line is read from the
    /// next level and handed up without being kept (what the GCN3 `glc` bit does for one load).
    /// Write-around caches only. The R9 Nano preset sets it on the L1V: the MGSim paper measured
    /// a same-address load at about 150 cycles on an R9 Nano, the same as an L2 hit, because
    /// ROCm runs its vector L1 effectively disabled.
    #[serde(default)]
    pub bypass_reads: bool,
    /// Tag lookup latency, cycles: a miss leaves for the next level this long after the lookup starts.
    pub tag_latency_cycles: u64,
    /// Data array latency, cycles: a hit answers `tag + data` cycles after the lookup starts; a
    /// fill answers waiting requests this long after the data arrives.
    pub data_latency_cycles: u64,
    /// Miss-status holding registers per bank: distinct lines with a miss in flight.
    pub mshr_entries: u32,
    /// Requests that can wait on one MSHR (the first miss plus merged ones).
    pub mshr_targets: u32,
    /// New requests a bank starts per cycle.
    pub lookups_per_cycle: u32,
    /// Depth of each bank's request buffer (top port), messages.
    pub in_queue_entries: u32,
    /// Depth of each bank's response buffer from the next level (bottom port), messages.
    pub bottom_queue_entries: u32,
}

/// One translation look-aside buffer level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TlbConfig {
    /// Number of sets.
    pub sets: u32,
    /// Entries per set.
    pub ways: u32,
    /// Lookup latency, cycles (hit answer time; a miss leaves after this too).
    pub latency_cycles: u64,
    /// Distinct pages with a miss in flight.
    pub mshr_entries: u32,
    /// Depth of the request buffer, messages.
    pub in_queue_entries: u32,
    /// Lookups started per cycle.
    #[serde(default = "TlbConfig::default_lookups_per_cycle")]
    pub lookups_per_cycle: u32,
}

/// The page-table walker behind the last TLB level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageWalkConfig {
    /// Latency of one walk, cycles (MGPUSim's IOMMU: 100).
    pub latency_cycles: u64,
    /// Walks in flight at once.
    pub max_walks: u32,
    /// Depth of the request buffer, messages.
    pub in_queue_entries: u32,
    /// One-way time between the IOMMU and the driver for a fault on a shared-virtual-memory
    /// page, ps (the walk waits for two of these plus the page's migration). Default 10 us:
    /// measured GPU far-fault handling costs 20-50 us a round trip (Zheng et al., "Towards
    /// High Performance Paged Memory for GPUs", HPCA 2016); the low end.
    #[serde(default = "PageWalkConfig::default_svm_fault_latency_ps")]
    pub svm_fault_latency_ps: u64,
    /// How long a shared-virtual-memory page that moved on a fault stays put, ps: a fault
    /// from another GPU within this time is answered with the page's place (remote access)
    /// instead of moving it again. Default 500 us: the window in which NVIDIA's UVM driver
    /// counts two migrations of one page as thrashing (`uvm_perf_thrashing_lapse_usec`).
    #[serde(default = "PageWalkConfig::default_svm_guard_ps")]
    pub svm_guard_ps: u64,
}

/// The DRAM: channels, banks, row buffers and JEDEC-style timings in DRAM clock cycles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DramConfig {
    /// Controller and command clock, MHz.
    pub clock_mhz: u64,
    /// Number of channels (one controller each).
    pub channels: u32,
    /// Capacity of one channel, bytes.
    pub channel_bytes: u64,
    /// Channel interleaving granule, bytes: address `a` goes to channel `(a / granule) % channels`
    /// (with `channel_hash`, a hash of the granule number).
    pub interleave_bytes: u64,
    /// Hash the channel choice: XOR the granule number's base-`channels` digits together
    /// (channels a power of two), so that power-of-two strides spread over the channels.
    #[serde(default)]
    pub channel_hash: bool,
    /// Banks per channel.
    pub banks: u32,
    /// Row (page) size per bank, bytes.
    pub row_bytes: u64,
    /// Bytes moved by one column command (one burst); larger requests take several bursts.
    pub burst_bytes: u32,
    /// ACT to column command, cycles.
    pub t_rcd_cycles: u64,
    /// PRE to ACT, cycles.
    pub t_rp_cycles: u64,
    /// Read column command to first data (CAS latency), cycles.
    pub t_cl_cycles: u64,
    /// Write column command to first data, cycles.
    pub t_cwl_cycles: u64,
    /// ACT to PRE of the same bank, cycles.
    pub t_ras_cycles: u64,
    /// Data-bus time of one burst, cycles.
    pub t_burst_cycles: u64,
    /// Column command to column command in the same bank, cycles.
    pub t_ccd_cycles: u64,
    /// ACT to ACT in different banks of a channel, cycles.
    pub t_rrd_cycles: u64,
    /// End of write data to PRE of the same bank (write recovery), cycles.
    pub t_wr_cycles: u64,
    /// End of write data to a read command in the channel, cycles.
    pub t_wtr_cycles: u64,
    /// Read command to PRE of the same bank, cycles.
    pub t_rtp_cycles: u64,
    /// Bank index XOR-ed with the low bits of the row (permutation-based interleaving, Zhang,
    /// Zhu and Zhang, MICRO 2000), as GPU memory controllers do so that power-of-two strides
    /// (a transpose's columns, a matrix's rows) spread over the banks instead of conflicting in
    /// one. false: the bank is the address bits just above the column.
    #[serde(default)]
    pub bank_xor: bool,
    /// Fixed latency the controller, PHY and return path add to every answer, DRAM cycles: an
    /// answer leaves this long after its last burst. It holds no queue entry (the pipeline
    /// is not a buffer the scheduler can see), so it adds latency, not a bandwidth limit.
    #[serde(default)]
    pub controller_latency_cycles: u64,
    /// Requests the controller's transaction queue holds (the FR-FCFS window).
    pub queue_entries: u32,
    /// Depth of the request buffer in front of the queue, messages.
    pub in_queue_entries: u32,
    /// Row hits a bank may serve ahead of an older conflicting request before the row is closed
    /// (FR-FCFS starvation cap).
    pub max_row_hits: u32,
}

/// Latencies of the links between levels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkConfig {
    /// Compute unit to L1 cache, core cycles.
    pub cu_l1_cycles: u64,
    /// L1 caches to L2 banks, core cycles.
    pub l1_l2_cycles: u64,
    /// L2 banks to DRAM channels, core cycles.
    pub l2_dram_cycles: u64,
    /// Between TLB levels and to the page walker, core cycles.
    pub tlb_cycles: u64,
}

/// What the kernel boundaries do to the GPU's caches (the release/acquire points).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReleaseConfig {
    /// Write back every dirty L2 line before a kernel's completion is signalled, so the host
    /// and other GPUs (whose links read this GPU's VRAM directly) see its results.
    pub flush_l2_at_kernel_end: bool,
    /// Write back and drop every L2 line at kernel start, because the host (or another GPU's
    /// peer link) may have written VRAM or host memory behind the L2 since the last kernel.
    pub invalidate_l2_at_kernel_start: bool,
}

impl ReleaseConfig {
    /// Both on: the safe setting (the gem5 multi-GPU fix; the brief's release contract).
    pub fn r9_nano() -> ReleaseConfig {
        ReleaseConfig {
            flush_l2_at_kernel_end: true,
            invalidate_l2_at_kernel_start: true,
        }
    }
}

/// The timing model of one GPU.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimingConfig {
    /// Core clock (compute units, caches, TLBs), MHz.
    pub core_clock_mhz: u64,
    /// Compute units per GPU.
    pub cus: u32,
    /// Compute units that share one L1 scalar and one L1 instruction cache.
    pub cus_per_shared_l1: u32,
    /// Page size, bytes.
    pub page_bytes: u64,
    /// L1 vector cache, one per compute unit.
    pub l1v: CacheConfig,
    /// L1 scalar cache, one per `cus_per_shared_l1` compute units.
    pub l1s: CacheConfig,
    /// L1 instruction cache, one per `cus_per_shared_l1` compute units.
    pub l1i: CacheConfig,
    /// Unified L2, shared by all compute units of the GPU.
    pub l2: CacheConfig,
    /// L1 TLB, one in front of each L1 cache.
    pub l1_tlb: TlbConfig,
    /// L2 TLB, one per GPU.
    pub l2_tlb: TlbConfig,
    pub page_walk: PageWalkConfig,
    pub dram: DramConfig,
    pub links: LinkConfig,
    /// Kernel-boundary cache maintenance (`release.*`).
    pub release: ReleaseConfig,
    /// Compute units ([`cu::CuConfig`]).
    pub cu: cu::CuConfig,
    /// Workgroup dispatcher and kernel hang guards (`gpu::timing::dispatcher`).
    pub dispatcher: dispatcher::DispatcherConfig,
    /// The APU configuration's host-memory path (`apu.*`, `crate::mc`): L2 misses to host
    /// memory through the bridge's memory-controller queues instead of the host link.
    pub apu: apu::McConfig,
    /// The multi-GPU interconnect ([`fabric::FabricConfig`]).
    #[serde(default)]
    pub fabric: fabric::FabricConfig,
}

impl CacheConfig {
    /// R9 Nano L1 vector cache: 16 KB, 4-way, 64 B lines, write-around (MGSim Table I); 128
    /// MSHRs (MGPUSim). MGPUSim's 4 banks are modelled as one bank that starts 4 lookups per
    /// cycle. Reads bypass it (`bypass_reads`): ROCm runs the R9 Nano's vector L1 effectively
    /// disabled (MGSim paper). Its latencies stand for the whole vector memory pipeline (address
    /// processing and tag 44, data return 62), calibrated so that an L2 hit costs the paper's
    /// 140-150 cycles per dependent load (docs/fidelity.md).
    pub fn r9_nano_l1v() -> CacheConfig {
        CacheConfig {
            size_bytes: 16 * 1024,
            ways: 4,
            line_bytes: 64,
            banks: 1,
            bank_interleave_bytes: 64,
            bank_hash: false,
            write_policy: WritePolicy::WriteAround,
            bypass_reads: true,
            tag_latency_cycles: 44,
            data_latency_cycles: 62,
            mshr_entries: 128,
            mshr_targets: 16,
            lookups_per_cycle: 4,
            in_queue_entries: 64,
            bottom_queue_entries: 64,
        }
    }

    /// R9 Nano L1 scalar cache: 16 KB, 4-way, 64 B lines (MGSim Table I); bank latency 1 (MGPUSim).
    pub fn r9_nano_l1s() -> CacheConfig {
        CacheConfig {
            size_bytes: 16 * 1024,
            bypass_reads: false,
            tag_latency_cycles: 2,
            data_latency_cycles: 1,
            mshr_entries: 16,
            lookups_per_cycle: 1,
            in_queue_entries: 16,
            bottom_queue_entries: 16,
            ..CacheConfig::r9_nano_l1v()
        }
    }

    /// R9 Nano L1 instruction cache: 32 KB, 4-way, 64 B lines (MGSim Table I); 4 MSHRs (MGPUSim).
    pub fn r9_nano_l1i() -> CacheConfig {
        CacheConfig {
            size_bytes: 32 * 1024,
            mshr_entries: 4,
            ..CacheConfig::r9_nano_l1s()
        }
    }

    /// R9 Nano L2: 2 MB, 16-way, 16 banks, 64 B lines, write-back (MGSim Table I; MGPUSim: bank
    /// latency 10). Banks interleave on lines. 256 MSHRs per bank (MGPUSim: 64): with the
    /// calibrated ~330-cycle miss latency, 512 GB/s needs about 2,600 lines in flight (Little's
    /// law), and 16 x 64 capped a streaming kernel near 200 GB/s.
    pub fn r9_nano_l2() -> CacheConfig {
        CacheConfig {
            size_bytes: 2 * 1024 * 1024,
            ways: 16,
            line_bytes: 64,
            banks: 16,
            bank_interleave_bytes: 64,
            bank_hash: true,
            write_policy: WritePolicy::WriteBack,
            bypass_reads: false,
            tag_latency_cycles: 2,
            data_latency_cycles: 10,
            mshr_entries: 256,
            mshr_targets: 16,
            lookups_per_cycle: 1,
            in_queue_entries: 64,
            bottom_queue_entries: 64,
        }
    }

    /// Sets per bank (0 when the geometry does not divide; `validate` reports that).
    pub fn sets_per_bank(&self) -> u64 {
        let per_set = u64::from(self.banks) * u64::from(self.ways) * u64::from(self.line_bytes);
        if per_set == 0 || !self.size_bytes.is_multiple_of(per_set) {
            0
        } else {
            self.size_bytes / per_set
        }
    }

    fn validate_at(&self, path: &str, errs: &mut Vec<ConfigError>) {
        let k = |f: &str| format!("{path}.{f}");
        if !self.line_bytes.is_power_of_two() || !(4..=128).contains(&self.line_bytes) {
            errs.push(ConfigError::new(
                k("line_bytes"),
                format!(
                    "must be a power of two from 4 to 128, got {}",
                    self.line_bytes
                ),
            ));
        }
        if self.bypass_reads && self.write_policy != WritePolicy::WriteAround {
            errs.push(ConfigError::new(
                k("bypass_reads"),
                "needs write_policy = \"write_around\" (a write-back cache holds the only copy of dirty lines)".to_string(),
            ));
        }
        at_least(errs, k("ways"), u64::from(self.ways), 1);
        at_least(errs, k("banks"), u64::from(self.banks), 1);
        at_least(errs, k("mshr_entries"), u64::from(self.mshr_entries), 1);
        at_least(errs, k("mshr_targets"), u64::from(self.mshr_targets), 1);
        at_least(
            errs,
            k("lookups_per_cycle"),
            u64::from(self.lookups_per_cycle),
            1,
        );
        at_least(
            errs,
            k("in_queue_entries"),
            u64::from(self.in_queue_entries),
            1,
        );
        at_least(
            errs,
            k("bottom_queue_entries"),
            u64::from(self.bottom_queue_entries),
            1,
        );
        if self.ways >= 1 && self.banks >= 1 && self.line_bytes >= 1 && self.sets_per_bank() == 0 {
            errs.push(ConfigError::new(
                k("size_bytes"),
                format!(
                    "must be a non-zero multiple of banks x ways x line_bytes = {}, got {}",
                    u64::from(self.banks) * u64::from(self.ways) * u64::from(self.line_bytes),
                    self.size_bytes
                ),
            ));
        }
        if self.size_bytes > MAX_CACHE_BYTES {
            errs.push(ConfigError::new(
                k("size_bytes"),
                format!(
                    "must be at most {MAX_CACHE_BYTES} (caches hold real data), got {}",
                    self.size_bytes
                ),
            ));
        }
        if self.line_bytes > 0
            && (self.bank_interleave_bytes == 0
                || !self
                    .bank_interleave_bytes
                    .is_multiple_of(u64::from(self.line_bytes)))
        {
            errs.push(ConfigError::new(
                k("bank_interleave_bytes"),
                format!(
                    "must be a non-zero multiple of line_bytes ({}), got {}",
                    self.line_bytes, self.bank_interleave_bytes
                ),
            ));
        }
        if self.bank_hash && !self.banks.is_power_of_two() {
            errs.push(ConfigError::new(
                k("bank_hash"),
                format!("needs a power-of-two number of banks, got {}", self.banks),
            ));
        }
    }
}

impl TlbConfig {
    /// R9 Nano L1 TLB (MGPUSim's L1V TLB): 4 sets x 64 ways, 1 cycle, 64 MSHRs.
    pub fn r9_nano_l1() -> TlbConfig {
        TlbConfig {
            sets: 4,
            ways: 64,
            latency_cycles: 1,
            mshr_entries: 64,
            in_queue_entries: 64,
            lookups_per_cycle: 1,
        }
    }

    fn default_lookups_per_cycle() -> u32 {
        1
    }

    /// R9 Nano L2 TLB: 1024 sets x 16 ways (16 Ki entries, 64 MiB reach with 4 KiB pages), 10
    /// cycles, 64 MSHRs. MGPUSim sizes its L2 TLB to cover all 4 GB; see docs/deviations.md.
    pub fn r9_nano_l2() -> TlbConfig {
        TlbConfig {
            sets: 1024,
            ways: 16,
            latency_cycles: 10,
            mshr_entries: 64,
            in_queue_entries: 64,
            lookups_per_cycle: 16,
        }
    }

    fn validate_at(&self, path: &str, errs: &mut Vec<ConfigError>) {
        let k = |f: &str| format!("{path}.{f}");
        at_least(errs, k("sets"), u64::from(self.sets), 1);
        at_least(errs, k("ways"), u64::from(self.ways), 1);
        at_least(
            errs,
            k("lookups_per_cycle"),
            u64::from(self.lookups_per_cycle),
            1,
        );
        let entries = u64::from(self.sets) * u64::from(self.ways);
        if entries > MAX_TLB_ENTRIES {
            errs.push(ConfigError::new(
                k("sets"),
                format!("sets x ways must be at most {MAX_TLB_ENTRIES}, got {entries}"),
            ));
        }
        at_least(errs, k("mshr_entries"), u64::from(self.mshr_entries), 1);
        at_least(
            errs,
            k("in_queue_entries"),
            u64::from(self.in_queue_entries),
            1,
        );
    }
}

impl PageWalkConfig {
    /// MGPUSim's IOMMU: 100-cycle walks, 16 concurrent walks (the Akita MMU's default
    /// `maxNumReqInFlight`, which MGPUSim's R9 Nano keeps). Transpose makes one walk per 4 KiB
    /// page it touches: with 8 walks at once the walker alone bounded it (docs/fidelity.md).
    pub fn r9_nano() -> PageWalkConfig {
        PageWalkConfig {
            latency_cycles: 100,
            max_walks: 16,
            in_queue_entries: 64,
            svm_fault_latency_ps: Self::default_svm_fault_latency_ps(),
            svm_guard_ps: Self::default_svm_guard_ps(),
        }
    }

    fn default_svm_fault_latency_ps() -> u64 {
        10_000_000
    }

    fn default_svm_guard_ps() -> u64 {
        500_000_000
    }

    fn validate_at(&self, path: &str, errs: &mut Vec<ConfigError>) {
        at_least(
            errs,
            format!("{path}.max_walks"),
            u64::from(self.max_walks),
            1,
        );
        at_least(
            errs,
            format!("{path}.in_queue_entries"),
            u64::from(self.in_queue_entries),
            1,
        );
        // A link between engine partitions needs a latency: it bounds the parallel window.
        at_least(
            errs,
            format!("{path}.svm_fault_latency_ps"),
            self.svm_fault_latency_ps,
            1_000,
        );
    }
}

impl DramConfig {
    /// R9 Nano HBM1: 4 GB in 4 stacks of 8 channels, each channel 128-bit at 500 MHz DDR (16 GB/s;
    /// 512 GB/s in all), 128 MB with 8 banks of 2 KB rows (JESD235 HBM1, 2 Gb dies); 4 KB
    /// interleaving (MGSim Table I). A 64-byte request is 4 beats, 4 ns on its channel. Other
    /// timings are MGPUSim's HBM values (500 MHz) doubled for a 1 GHz controller clock. Banks
    /// are XOR-hashed with the row (`bank_xor`). `controller_latency_cycles` is calibrated so
    /// that an L2 miss costs the MGSim paper's ~460 cycles per dependent load
    /// (docs/fidelity.md). (MGSim's Table I models the same 4 GB as 8 controllers of 512 MB;
    /// one controller per HBM channel keeps the real parallelism: 32 command buses, 256 banks.)
    pub fn r9_nano() -> DramConfig {
        DramConfig {
            clock_mhz: 1000,
            channels: 32,
            channel_bytes: 128 * 1024 * 1024,
            interleave_bytes: 256,
            channel_hash: true,
            banks: 8,
            row_bytes: 2048,
            burst_bytes: 64,
            t_rcd_cycles: 14,
            t_rp_cycles: 14,
            t_cl_cycles: 14,
            t_cwl_cycles: 4,
            t_ras_cycles: 34,
            t_burst_cycles: 4,
            t_ccd_cycles: 4,
            t_rrd_cycles: 4,
            t_wr_cycles: 16,
            t_wtr_cycles: 8,
            t_rtp_cycles: 6,
            bank_xor: true,
            controller_latency_cycles: 280,
            queue_entries: 32,
            in_queue_entries: 16,
            max_row_hits: 16,
        }
    }

    fn validate_at(&self, path: &str, errs: &mut Vec<ConfigError>) {
        let k = |f: &str| format!("{path}.{f}");
        at_least(errs, k("clock_mhz"), self.clock_mhz, 1);
        at_least(errs, k("channels"), u64::from(self.channels), 1);
        // Each GPU's DRAM starts at a power-of-two-aligned physical base (`physmem`), and the
        // channels only accept a base that is a multiple of interleave_bytes x channels: so a
        // power of two, and one stripe must fit the GPU's physical window.
        if self.channels >= 1 {
            let stripe = self
                .interleave_bytes
                .saturating_mul(u64::from(self.channels));
            if !self.channels.is_power_of_two() {
                errs.push(ConfigError::new(
                    k("channels"),
                    format!(
                        "must be a power of two (the address interleaving assumes it), got {}",
                        self.channels
                    ),
                ));
            } else if self.interleave_bytes.is_power_of_two()
                && stripe > crate::physmem::GPU_PA_WINDOW
            {
                errs.push(ConfigError::new(
                    k("channels"),
                    format!(
                        "channels x interleave_bytes must be at most {} (a GPU's physical window), got {stripe}",
                        crate::physmem::GPU_PA_WINDOW
                    ),
                ));
            }
        }
        at_least(errs, k("banks"), u64::from(self.banks), 1);
        at_least(errs, k("t_burst_cycles"), self.t_burst_cycles, 1);
        at_least(errs, k("queue_entries"), u64::from(self.queue_entries), 1);
        at_least(
            errs,
            k("in_queue_entries"),
            u64::from(self.in_queue_entries),
            1,
        );
        at_least(errs, k("max_row_hits"), u64::from(self.max_row_hits), 1);
        at_least(errs, k("burst_bytes"), u64::from(self.burst_bytes), 1);
        for (f, v) in [
            ("row_bytes", self.row_bytes),
            ("interleave_bytes", self.interleave_bytes),
        ] {
            if !v.is_power_of_two() {
                errs.push(ConfigError::new(
                    k(f),
                    format!("must be a power of two, got {v}"),
                ));
            }
        }
        let bank_span = self.row_bytes.saturating_mul(u64::from(self.banks));
        if bank_span == 0
            || self.channel_bytes == 0
            || !self.channel_bytes.is_multiple_of(bank_span)
        {
            errs.push(ConfigError::new(
                k("channel_bytes"),
                format!(
                    "must be a non-zero multiple of row_bytes x banks = {bank_span}, got {}",
                    self.channel_bytes
                ),
            ));
        }
        if self.clock_mhz > 1_000_000 {
            errs.push(ConfigError::new(
                k("clock_mhz"),
                format!("must be at most 1000000 (1 THz), got {}", self.clock_mhz),
            ));
        }
    }
}

impl LinkConfig {
    /// One core cycle per on-chip hop, like MGPUSim's direct connections, except the crossbar
    /// between the L1s and the L2 banks: 2 cycles each way. The MGSim paper's figures leave
    /// little room for it: an instruction fetch that misses to DRAM costs 300+ cycles against
    /// 460 for a vector load, so most of a vector load's time is in the vector pipeline (the
    /// L1V's latencies), not on the way to the L2 (docs/fidelity.md). (Links off the chip
    /// belong to the fabric, `[gpu.timing.fabric]`.)
    pub fn r9_nano() -> LinkConfig {
        LinkConfig {
            cu_l1_cycles: 1,
            l1_l2_cycles: 2,
            l2_dram_cycles: 1,
            tlb_cycles: 1,
        }
    }
}

impl Default for TimingConfig {
    fn default() -> Self {
        TimingConfig::r9_nano()
    }
}

impl TimingConfig {
    /// The AMD R9 Nano: 64 CUs at 1 GHz, one L1S and L1I per 4 CUs, 4 KiB pages.
    pub fn r9_nano() -> TimingConfig {
        TimingConfig {
            core_clock_mhz: 1000,
            cus: 64,
            cus_per_shared_l1: 4,
            page_bytes: 4096,
            l1v: CacheConfig::r9_nano_l1v(),
            l1s: CacheConfig::r9_nano_l1s(),
            l1i: CacheConfig::r9_nano_l1i(),
            l2: CacheConfig::r9_nano_l2(),
            l1_tlb: TlbConfig::r9_nano_l1(),
            l2_tlb: TlbConfig::r9_nano_l2(),
            page_walk: PageWalkConfig::r9_nano(),
            dram: DramConfig::r9_nano(),
            links: LinkConfig::r9_nano(),
            release: ReleaseConfig::r9_nano(),
            cu: cu::CuConfig::r9_nano(),
            dispatcher: dispatcher::DispatcherConfig::r9_nano(),
            apu: apu::McConfig::r9_nano(),
            fabric: fabric::FabricConfig::r9_nano(),
        }
    }

    /// Parses TOML on top of the R9 Nano preset and validates the result. Every problem is
    /// reported, each with its key.
    pub fn from_toml_str(text: &str) -> Result<TimingConfig, ConfigErrors> {
        let user: toml::Table = text.parse().map_err(|e: toml::de::Error| {
            ConfigErrors(vec![ConfigError::new("(file)", e.message().to_string())])
        })?;
        TimingConfig::from_toml_table_at("", user)
    }

    /// Overlays an already parsed table on the R9 Nano preset and validates the result; keys in
    /// errors are prefixed with `path`. For a parent config that keeps this section as a raw
    /// table (for example `[gpu.timing]`, loaded with `path = "gpu.timing"`).
    pub fn from_toml_table_at(path: &str, user: toml::Table) -> Result<TimingConfig, ConfigErrors> {
        let preset = toml::Table::try_from(TimingConfig::r9_nano())
            .map_err(|e| ConfigErrors(vec![ConfigError::new("(preset)", e.to_string())]))?;
        let mut merged = preset;
        let mut errs = Vec::new();
        overlay(&mut merged, user, path, &mut errs);
        if !errs.is_empty() {
            return Err(ConfigErrors(errs));
        }
        let cfg: TimingConfig =
            toml::Value::Table(merged)
                .try_into()
                .map_err(|e: toml::de::Error| {
                    let key = if path.is_empty() {
                        "(value)".to_string()
                    } else {
                        path.to_string()
                    };
                    ConfigErrors(vec![ConfigError::new(key, e.message().to_string())])
                })?;
        let mut errs = Vec::new();
        cfg.validate_at(path, &mut errs);
        if errs.is_empty() {
            Ok(cfg)
        } else {
            Err(ConfigErrors(errs))
        }
    }

    /// The resolved configuration as TOML (written next to the stats).
    pub fn to_toml_string(&self) -> String {
        toml::to_string(self).unwrap_or_default()
    }

    /// Checks every invariant; keys are relative to this struct (`l2.ways`).
    pub fn validate(&self) -> Result<(), ConfigErrors> {
        let mut errs = Vec::new();
        self.validate_at("", &mut errs);
        if errs.is_empty() {
            Ok(())
        } else {
            Err(ConfigErrors(errs))
        }
    }

    /// Appends every violated invariant to `errs`, keys prefixed with `path` (e.g. `gpu`).
    pub fn validate_at(&self, path: &str, errs: &mut Vec<ConfigError>) {
        let k = |f: &str| {
            if path.is_empty() {
                f.to_string()
            } else {
                format!("{path}.{f}")
            }
        };
        at_least(errs, k("core_clock_mhz"), self.core_clock_mhz, 1);
        if self.core_clock_mhz > 1_000_000 {
            errs.push(ConfigError::new(
                k("core_clock_mhz"),
                format!(
                    "must be at most 1000000 (1 THz), got {}",
                    self.core_clock_mhz
                ),
            ));
        }
        at_least(errs, k("cus"), u64::from(self.cus), 1);
        at_least(
            errs,
            k("cus_per_shared_l1"),
            u64::from(self.cus_per_shared_l1),
            1,
        );
        // The TLBs cache the driver's page table, whose pages are 4 KiB (`sys::memory::PAGE`):
        // any other size translates addresses the page table does not map.
        if self.page_bytes != 4096 {
            errs.push(ConfigError::new(
                k("page_bytes"),
                format!(
                    "must be 4096 (the page size of the driver's page tables), got {}",
                    self.page_bytes
                ),
            ));
        }
        self.l1v.validate_at(&k("l1v"), errs);
        self.l1s.validate_at(&k("l1s"), errs);
        self.l1i.validate_at(&k("l1i"), errs);
        self.l2.validate_at(&k("l2"), errs);
        self.l1_tlb.validate_at(&k("l1_tlb"), errs);
        self.l2_tlb.validate_at(&k("l2_tlb"), errs);
        self.page_walk.validate_at(&k("page_walk"), errs);
        self.dram.validate_at(&k("dram"), errs);
        self.cu.validate_at(&k("cu"), self.l1i.line_bytes, errs);
        self.dispatcher.validate_at(&k("dispatcher"), errs);
        self.apu.validate_at(&k("apu"), errs);
        self.fabric.validate_at(&k("fabric"), None, errs);
        // A fill from an L1 must be one request to one L2 line, and one L2 line must sit in
        // one DRAM channel granule.
        for (name, c) in [("l1v", &self.l1v), ("l1s", &self.l1s), ("l1i", &self.l1i)] {
            if c.line_bytes > self.l2.line_bytes {
                errs.push(ConfigError::new(
                    k(&format!("{name}.line_bytes")),
                    format!(
                        "must not exceed l2.line_bytes ({}), got {}",
                        self.l2.line_bytes, c.line_bytes
                    ),
                ));
            }
        }
        if !self
            .dram
            .interleave_bytes
            .is_multiple_of(u64::from(self.l2.line_bytes.max(1)))
        {
            errs.push(ConfigError::new(
                k("dram.interleave_bytes"),
                format!(
                    "must be a multiple of l2.line_bytes ({}), got {}",
                    self.l2.line_bytes, self.dram.interleave_bytes
                ),
            ));
        }
    }
}

/// Memory of one compute unit's own state in the timing model (wavefront slots, register
/// files as wavefronts use them, instruction buffers, ports), bytes. Measured: a vecadd run
/// grows by 111 KB of resident memory per compute unit at the R9 Nano sizes (64 to 256 CUs),
/// of which about 20 KB are its L1V and L1 TLB (counted with their own keys); rounded up.
pub const CU_STATE_BYTES: u64 = 96 << 10;

/// Memory per TLB entry, bytes: 31 measured (262,144-entry L1 TLBs), with room.
pub const TLB_ENTRY_BYTES: u64 = 40;

/// A cache costs its data array plus this fraction again (tags, MSHRs, queues): 1/4.
const CACHE_OVERHEAD_DIV: u64 = 4;

/// One part of a timing configuration's memory estimate (`TimingConfig::footprint`): the
/// keys that scale it, what it is, and its bytes for one GPU.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FootprintPart {
    /// The driving key(s), prefixed like the configuration's errors (`gpu.timing.cus`;
    /// `gpu.timing.l1v.size_bytes x gpu.timing.cus` for a per-CU cache).
    pub keys: String,
    /// What the bytes hold.
    pub what: &'static str,
    pub bytes: u64,
}

impl TimingConfig {
    /// An upper estimate of the memory one GPU of this configuration takes in the GPU
    /// process (the cycle-level components the timing model builds, with their caches' data
    /// arrays full and their TLBs allocated), part by part, keys prefixed with `path`. VRAM and
    /// host memory are sparse shared memory, paid for only where a program touches them, so
    /// they are not in it.
    pub fn footprint(&self, path: &str) -> Vec<FootprintPart> {
        let k = |f: &str| {
            if path.is_empty() {
                f.to_string()
            } else {
                format!("{path}.{f}")
            }
        };
        let cus = u64::from(self.cus);
        let groups = cus.div_ceil(u64::from(self.cus_per_shared_l1.max(1)));
        let cache = |c: &CacheConfig| {
            c.size_bytes
                .saturating_add(c.size_bytes / CACHE_OVERHEAD_DIV)
        };
        let tlb = |t: &TlbConfig| {
            u64::from(t.sets)
                .saturating_mul(u64::from(t.ways))
                .saturating_mul(TLB_ENTRY_BYTES)
        };
        let per_cu = |f: &str| format!("{} x {}", k(f), k("cus"));
        let per_group = |f: &str| format!("{} x {} / {}", k(f), k("cus"), k("cus_per_shared_l1"));
        vec![
            FootprintPart {
                keys: k("cus"),
                what: "compute units",
                bytes: cus.saturating_mul(CU_STATE_BYTES),
            },
            FootprintPart {
                keys: per_cu("l1v.size_bytes"),
                what: "L1V caches",
                bytes: cus.saturating_mul(cache(&self.l1v)),
            },
            FootprintPart {
                keys: per_group("l1s.size_bytes"),
                what: "L1 scalar caches",
                bytes: groups.saturating_mul(cache(&self.l1s)),
            },
            FootprintPart {
                keys: per_group("l1i.size_bytes"),
                what: "L1 instruction caches",
                bytes: groups.saturating_mul(cache(&self.l1i)),
            },
            FootprintPart {
                keys: k("l2.size_bytes"),
                what: "L2 cache",
                bytes: cache(&self.l2),
            },
            FootprintPart {
                // One in front of every L1.
                keys: format!(
                    "{} x {} x ({} + 2 x L1 groups)",
                    k("l1_tlb.sets"),
                    k("l1_tlb.ways"),
                    k("cus")
                ),
                what: "L1 TLBs",
                bytes: (cus + 2 * groups).saturating_mul(tlb(&self.l1_tlb)),
            },
            FootprintPart {
                keys: format!("{} x {}", k("l2_tlb.sets"), k("l2_tlb.ways")),
                what: "L2 TLB",
                bytes: tlb(&self.l2_tlb),
            },
        ]
    }
}

/// One configuration problem: the full key and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    pub key: String,
    pub msg: String,
}

impl ConfigError {
    pub fn new(key: impl Into<String>, msg: impl Into<String>) -> ConfigError {
        ConfigError {
            key: key.into(),
            msg: msg.into(),
        }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.key, self.msg)
    }
}

/// Every problem found in one configuration.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"))]
pub struct ConfigErrors(pub Vec<ConfigError>);

fn at_least(errs: &mut Vec<ConfigError>, key: String, v: u64, min: u64) {
    if v < min {
        errs.push(ConfigError::new(
            key,
            format!("must be at least {min}, got {v}"),
        ));
    }
}

fn kind(v: &toml::Value) -> &'static str {
    match v {
        toml::Value::String(_) => "string",
        toml::Value::Integer(_) => "integer",
        toml::Value::Float(_) => "float",
        toml::Value::Boolean(_) => "boolean",
        toml::Value::Datetime(_) => "datetime",
        toml::Value::Array(_) => "array",
        toml::Value::Table(_) => "table",
    }
}

/// Writes `user` over `base`, reporting unknown keys, type mismatches and negative integers.
fn overlay(base: &mut toml::Table, user: toml::Table, path: &str, errs: &mut Vec<ConfigError>) {
    for (key, uv) in user {
        let full = if path.is_empty() {
            key.clone()
        } else {
            format!("{path}.{key}")
        };
        let Some(bv) = base.get_mut(&key) else {
            errs.push(ConfigError::new(full, "unknown key"));
            continue;
        };
        match (bv, uv) {
            (toml::Value::Table(bt), toml::Value::Table(ut)) => overlay(bt, ut, &full, errs),
            (toml::Value::Integer(_), toml::Value::Integer(i)) if i < 0 => {
                errs.push(ConfigError::new(
                    full,
                    format!("must not be negative, got {i}"),
                ));
            }
            (bv, uv) if kind(bv) == kind(&uv) => *bv = uv,
            (bv, uv) => errs.push(ConfigError::new(
                full,
                format!("expected {}, got {}", kind(bv), kind(&uv)),
            )),
        }
    }
}

#[cfg(test)]
mod footprint_tests {
    use super::*;

    #[test]
    fn the_footprint_grows_with_the_keys_that_drive_it() {
        let c = TimingConfig::r9_nano();
        let total = |c: &TimingConfig| {
            c.footprint("gpu.timing")
                .iter()
                .map(|p| p.bytes)
                .sum::<u64>()
        };
        let base = total(&c);
        // The R9 Nano: 64 CUs; a few tens of MiB (the measured process is 21 MB all told).
        assert!((8 << 20..64 << 20).contains(&base), "{base}");
        let mut big = c.clone();
        big.cus = 1_000_000;
        let parts = big.footprint("gpu.timing");
        let top = parts.iter().max_by_key(|p| p.bytes).unwrap();
        assert_eq!(top.keys, "gpu.timing.cus");
        assert!(total(&big) > 100 << 30, "a million CUs need over 100 GiB");
        let mut tlb = c.clone();
        tlb.l1_tlb.sets = 4096;
        let top = tlb
            .footprint("gpu.timing")
            .into_iter()
            .max_by_key(|p| p.bytes)
            .unwrap();
        assert!(
            top.keys.starts_with("gpu.timing.l1_tlb.sets"),
            "{}",
            top.keys
        );
        // Measured 787 MB more for this one; the estimate covers it.
        assert!(total(&tlb) - base >= 787_000_000, "{}", total(&tlb) - base);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses `toml` and compares the error list (one `key: msg` per line) with `expect`;
    /// an empty `expect` means the file must load.
    fn check(toml: &str, expect: &str) {
        let got = match TimingConfig::from_toml_str(toml) {
            Ok(_) => String::new(),
            Err(e) => e.to_string(),
        };
        assert_eq!(got, expect.trim(), "for:\n{toml}");
    }

    #[test]
    fn preset_is_valid_and_round_trips() {
        let c = TimingConfig::r9_nano();
        assert_eq!(c.validate(), Ok(()));
        assert_eq!(TimingConfig::from_toml_str(&c.to_toml_string()).unwrap(), c);
        assert_eq!(TimingConfig::from_toml_str("").unwrap(), c);
        assert_eq!(c.l2.sets_per_bank(), 128);
        assert_eq!(c.l1v.sets_per_bank(), 64);
    }

    #[test]
    fn partial_override_keeps_other_defaults() {
        let c = TimingConfig::from_toml_str("[l2]\nways = 8\n[dram]\nt_rcd_cycles = 20\n").unwrap();
        assert_eq!(c.l2.ways, 8);
        assert_eq!(c.l2.size_bytes, 2 * 1024 * 1024);
        assert_eq!(c.dram.t_rcd_cycles, 20);
        assert_eq!(c.l1i.size_bytes, 32 * 1024);
    }

    #[test]
    fn errors_name_their_keys() {
        check("[l2]\nways = 0\n", "l2.ways: must be at least 1, got 0");
        check(
            "[l2]\nsize_bytes = 0x10000000000\n[l2_tlb]\nsets = 16777216\n",
            "l2.size_bytes: must be at most 1073741824 (caches hold real data), got 1099511627776\n\
             l2_tlb.sets: sets x ways must be at most 16777216, got 268435456",
        );
        check(
            "[l2]\nsizes_bytes = 1\n[dram]\nbanks = \"x\"\n",
            "dram.banks: expected integer, got string\nl2.sizes_bytes: unknown key",
        );
        check(
            "[l1v]\nways = -3\n",
            "l1v.ways: must not be negative, got -3",
        );
        check(
            "[l1v]\nline_bytes = 48\nbank_interleave_bytes = 96\n",
            "l1v.line_bytes: must be a power of two from 4 to 128, got 48\n\
             l1v.size_bytes: must be a non-zero multiple of banks x ways x line_bytes = 192, got 16384",
        );
        check(
            "[l2]\nline_bytes = 32\nbank_interleave_bytes = 32\n",
            "l1v.line_bytes: must not exceed l2.line_bytes (32), got 64\n\
             l1s.line_bytes: must not exceed l2.line_bytes (32), got 64\n\
             l1i.line_bytes: must not exceed l2.line_bytes (32), got 64",
        );
        check(
            "core_clock_mhz = 0\n[dram]\nchannels = 0\nrow_bytes = 3000\n",
            "core_clock_mhz: must be at least 1, got 0\n\
             dram.channels: must be at least 1, got 0\n\
             dram.row_bytes: must be a power of two, got 3000\n\
             dram.channel_bytes: must be a non-zero multiple of row_bytes x banks = 24000, got 134217728",
        );
        check(
            "page_bytes = 65536\n[dram]\nchannels = 3\n",
            "page_bytes: must be 4096 (the page size of the driver's page tables), got 65536\n\
             dram.channels: must be a power of two (the address interleaving assumes it), got 3",
        );
        check(
            "[dram]\nchannels = 8192\ninterleave_bytes = 16777216\n",
            "dram.channels: channels x interleave_bytes must be at most 68719476736 (a GPU's physical window), got 137438953472",
        );
        check(
            "[l2]\nwrite_policy = \"write_sideways\"\n",
            "(value): unknown variant `write_sideways`, expected `write_around` or `write_back`",
        );
    }

    #[test]
    fn release_and_link_keys() {
        let c = TimingConfig::r9_nano();
        assert!(c.release.flush_l2_at_kernel_end && c.release.invalidate_l2_at_kernel_start);
        let c = TimingConfig::from_toml_str(
            "[release]\nflush_l2_at_kernel_end = false\n[links]\nl1_l2_cycles = 5\n",
        )
        .unwrap();
        assert!(!c.release.flush_l2_at_kernel_end && c.release.invalidate_l2_at_kernel_start);
        assert_eq!(c.links.l1_l2_cycles, 5);
        check(
            "[links]\nl2_dram_cycles = 2\n[release]\nflush = true\n",
            "release.flush: unknown key",
        );
        check(
            "[links]\nhost_latency_cycles = 140\n",
            "links.host_latency_cycles: unknown key",
        );
        check(
            "[release]\ninvalidate_l2_at_kernel_start = 1\n",
            "release.invalidate_l2_at_kernel_start: expected boolean, got integer",
        );
    }

    #[test]
    fn embedded_tables_name_their_full_keys() {
        let t: toml::Table = "ways = 0\n".parse().unwrap();
        let mut user = toml::Table::new();
        user.insert("l2".into(), toml::Value::Table(t));
        user.insert("bogus".into(), toml::Value::Integer(1));
        assert_eq!(
            TimingConfig::from_toml_table_at("gpu.timing", user.clone())
                .unwrap_err()
                .to_string(),
            "gpu.timing.bogus: unknown key"
        );
        user.remove("bogus");
        assert_eq!(
            TimingConfig::from_toml_table_at("gpu.timing", user)
                .unwrap_err()
                .to_string(),
            "gpu.timing.l2.ways: must be at least 1, got 0"
        );
    }

    #[test]
    fn validate_at_prefixes_keys() {
        let mut c = TimingConfig::r9_nano();
        c.l2_tlb.ways = 0;
        let mut errs = Vec::new();
        c.validate_at("gpu", &mut errs);
        assert_eq!(
            errs,
            vec![ConfigError::new(
                "gpu.l2_tlb.ways",
                "must be at least 1, got 0"
            )]
        );
    }
}
