//! Driver configuration: how many GPUs, what each GPU node reports in the KFD topology, and
//! the values the ioctls hand out. Plain serde data with R9 Nano (Fiji, gfx803) defaults from
//! one preset, [`DriverConfig::r9_nano`]; [`DriverConfig::validate`] returns every error,
//! each naming its full key (`driver.gpu.simd_per_cu: ...`).

use serde::{Deserialize, Serialize};

/// The whole driver configuration (TOML table `[driver]`).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields, default = "DriverConfig::r9_nano")]
pub struct DriverConfig {
    /// Number of GPU nodes (1..=128; render minors 128.. must stay below 256). Default 1.
    pub n_gpus: u32,
    /// What every GPU node reports (all GPUs are identical).
    pub gpu: GpuNodeConfig,
    /// The CPU node (node 0).
    pub cpu: CpuNodeConfig,
    /// KFD ABI version returned by GET_VERSION. Default 1.11 (the installed header).
    pub kfd_major_version: u32,
    pub kfd_minor_version: u32,
    /// `gpuvm_base` of every GPU's apertures. Default 0x100_0000 (SVM_USER_BASE).
    pub gpuvm_base: u64,
    /// `gpuvm_limit`. Default 2^47-1 so ROCt uses mmap apertures (no 1 TiB reservation),
    /// as gem5 does for gfx803.
    pub gpuvm_limit: u64,
    /// Whether ALLOC_MEMORY_OF_GPU(MMIO_REMAP) succeeds. Default false: real gfx8 has no
    /// remap page and returns -ENOMEM (ROCt treats that as non-fatal).
    pub mmio_remap: bool,
    /// First `drm_render_minor`; GPU i gets `render_minor_base + i`. Default 128.
    pub render_minor_base: u32,
    /// Most queues per process (queue ids 0..max_queues; 1024 doorbells of 4 B per page).
    pub max_queues: u32,
}

/// One GPU node's topology values. Defaults: R9 Nano (Fiji XT, 64 CUs, 1 GHz, 4 GiB HBM).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields, default = "GpuNodeConfig::r9_nano")]
pub struct GpuNodeConfig {
    /// Compute units. R9 Nano: 64.
    pub cu_count: u32,
    /// SIMDs per CU (GCN: 4). ROCr divides by it.
    pub simd_per_cu: u32,
    /// Shader engines (`array_count`, Fiji: 4).
    pub shader_engines: u32,
    /// Shader arrays per engine (Fiji: 1). The thunk divides by it.
    pub simd_arrays_per_engine: u32,
    /// Wavefront slots per SIMD (GCN: 10).
    pub max_waves_per_simd: u32,
    /// LDS per CU in KiB (64). ROCr asserts if 0.
    pub lds_size_in_kb: u32,
    /// Wavefront size (64).
    pub wave_front_size: u32,
    /// Scratch wave slots per CU (32, as gem5's Fiji topology).
    pub max_slots_scratch_cu: u32,
    /// PCI vendor id (AMD 0x1002).
    pub vendor_id: u32,
    /// PCI device id (Fiji 0x7300, which ROCt maps to gfx803).
    pub device_id: u32,
    /// `gfx_target_version` (80003 = gfx803).
    pub gfx_target_version: u32,
    /// VRAM bytes (R9 Nano: 4 GiB HBM).
    pub local_mem_size_bytes: u64,
    /// VRAM bus width in bits (HBM: 4096).
    pub mem_width_bits: u32,
    /// Memory clock in MHz (HBM on R9 Nano: 500).
    pub mem_clk_max_mhz: u32,
    /// Engine clock in MHz (R9 Nano: 1000). Also the GET_CLOCK_COUNTERS GPU counter rate.
    pub engine_clk_mhz: u32,
    /// CP microcode version (gem5 uses 730; >= 685 makes ROCr send PM4 cache invalidates,
    /// which the CP consumes).
    pub fw_version: u32,
    /// `capability` word. Default 0x1000 | watch points as gem5 (0x1280): DoorbellType 1
    /// (bits 12-13), SVMAPISupported (bit 23) clear.
    pub capability: u32,
    /// SDMA engines reported (ROCr never uses SDMA on gfx8).
    pub num_sdma_engines: u32,
    /// L2 size in KiB (2048) and associativity, L1 vector cache per CU in KiB (16).
    pub l2_size_kb: u32,
    pub l2_ways: u32,
    pub l1_size_kb: u32,
    pub cache_line_bytes: u32,
    /// GET_TILE_CONFIG: `gb_addr_config` (amdgpu starts Fiji from TONGA_GB_ADDR_CONFIG_GOLDEN,
    /// 0x22011003, before adjusting the row size), banks and ranks.
    pub gb_addr_config: u32,
    /// `MC_ARB_RAMCFG.NOOFBANK` as amdgpu reports it: the field's encoding (0: 4 banks, 1: 8,
    /// 2: 16), not a count; ROCr's address library asserts on anything else.
    pub num_banks: u32,
    /// `MC_ARB_RAMCFG.NOOFRANKS`: 0 for one rank, 1 for two.
    pub num_ranks: u32,
}

/// The CPU node (node 0).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields, default = "CpuNodeConfig::default_host")]
pub struct CpuNodeConfig {
    /// CPU cores reported (must be > 0 for ROCr to see a CPU agent).
    pub cpu_cores_count: u32,
    /// System memory bank size in bytes (heap_type 0; ROCr needs it for kernarg pools).
    pub system_mem_size_bytes: u64,
    /// CPU clock in MHz (`max_engine_clk_ccompute`).
    pub cpu_clk_mhz: u32,
}

impl DriverConfig {
    /// The R9 Nano preset with one GPU.
    pub fn r9_nano() -> DriverConfig {
        DriverConfig {
            n_gpus: 1,
            gpu: GpuNodeConfig::r9_nano(),
            cpu: CpuNodeConfig::default_host(),
            kfd_major_version: crate::abi::KFD_IOCTL_MAJOR_VERSION,
            kfd_minor_version: crate::abi::KFD_IOCTL_MINOR_VERSION,
            gpuvm_base: 0x100_0000,
            gpuvm_limit: (1u64 << 47) - 1,
            mmio_remap: false,
            render_minor_base: 128,
            max_queues: 1024,
        }
    }

    /// The preset with `n_gpus` GPUs.
    pub fn with_gpus(n_gpus: u32) -> DriverConfig {
        DriverConfig {
            n_gpus,
            ..DriverConfig::r9_nano()
        }
    }

    /// Every problem, each naming its key under `prefix` (normally `"driver"`).
    pub fn validate(&self, prefix: &str) -> Result<(), ConfigErrors> {
        let mut e = Vec::new();
        let mut bad = |key: &str, msg: String| e.push(format!("{prefix}.{key}: {msg}"));
        if self.n_gpus == 0 || self.n_gpus > 128 {
            bad(
                "n_gpus",
                format!("must be between 1 and 128, got {}", self.n_gpus),
            );
        }
        if self.render_minor_base < 128
            || u64::from(self.render_minor_base) + u64::from(self.n_gpus) > 256
        {
            bad(
                "render_minor_base",
                format!(
                    "render minors {}..{} must lie in 128..256",
                    self.render_minor_base,
                    u64::from(self.render_minor_base) + u64::from(self.n_gpus)
                ),
            );
        }
        if self.kfd_major_version != 1 {
            bad(
                "kfd_major_version",
                format!("ROCt requires 1, got {}", self.kfd_major_version),
            );
        }
        if self.gpuvm_base >= self.gpuvm_limit
            || !self.gpuvm_base.is_multiple_of(crate::abi::PAGE_BYTES)
        {
            bad(
                "gpuvm_base",
                format!(
                    "must be page-aligned and below gpuvm_limit ({:#x}), got {:#x}",
                    self.gpuvm_limit, self.gpuvm_base
                ),
            );
        }
        if self.gpuvm_limit >= 1 << 47 {
            bad(
                "gpuvm_limit",
                format!("must be canonical (< 2^47), got {:#x}", self.gpuvm_limit),
            );
        }
        if self.gpu.num_banks > 2 {
            bad(
                "gpu.num_banks",
                format!(
                    "the MC_ARB_RAMCFG.NOOFBANK encoding (0: 4 banks, 1: 8, 2: 16), got {}",
                    self.gpu.num_banks
                ),
            );
        }
        if self.gpu.num_ranks > 1 {
            bad(
                "gpu.num_ranks",
                format!(
                    "the MC_ARB_RAMCFG.NOOFRANKS encoding (0: one rank, 1: two), got {}",
                    self.gpu.num_ranks
                ),
            );
        }
        if self.max_queues == 0 || self.max_queues > 1024 {
            bad(
                "max_queues",
                format!(
                    "must be between 1 and 1024 (one doorbell page), got {}",
                    self.max_queues
                ),
            );
        }
        let g = &self.gpu;
        for (key, v) in [
            ("cu_count", g.cu_count),
            ("simd_per_cu", g.simd_per_cu),
            ("shader_engines", g.shader_engines),
            ("simd_arrays_per_engine", g.simd_arrays_per_engine),
            ("max_waves_per_simd", g.max_waves_per_simd),
            ("lds_size_in_kb", g.lds_size_in_kb),
            ("engine_clk_mhz", g.engine_clk_mhz),
            ("mem_clk_max_mhz", g.mem_clk_max_mhz),
            ("device_id", g.device_id),
            ("gfx_target_version", g.gfx_target_version),
            ("cache_line_bytes", g.cache_line_bytes),
        ] {
            if v == 0 {
                bad(
                    &format!("gpu.{key}"),
                    "must be non-zero (ROCt/ROCr divide by or assert on it)".into(),
                );
            }
        }
        if g.wave_front_size != 64 {
            bad(
                "gpu.wave_front_size",
                format!("gfx803 runs wave64, got {}", g.wave_front_size),
            );
        }
        if g.shader_engines != 0
            && g.simd_arrays_per_engine != 0
            && !g
                .cu_count
                .is_multiple_of(g.shader_engines * g.simd_arrays_per_engine)
        {
            bad(
                "gpu.cu_count",
                format!(
                    "must be a multiple of shader_engines x simd_arrays_per_engine ({}), got {}",
                    g.shader_engines * g.simd_arrays_per_engine,
                    g.cu_count
                ),
            );
        }
        if g.local_mem_size_bytes == 0 {
            bad(
                "gpu.local_mem_size_bytes",
                "ROCr needs a VRAM bank, got 0".into(),
            );
        }
        if (g.capability >> 12) & 3 != 1 {
            bad(
                "gpu.capability",
                format!(
                    "DoorbellType (bits 12-13) must be 1 on gfx8, got {:#x}",
                    g.capability
                ),
            );
        }
        if self.cpu.cpu_cores_count == 0 {
            bad(
                "cpu.cpu_cores_count",
                "must be non-zero (ROCr needs a CPU agent)".into(),
            );
        }
        if self.cpu.system_mem_size_bytes == 0 {
            bad(
                "cpu.system_mem_size_bytes",
                "must be non-zero (ROCr needs a system memory bank)".into(),
            );
        }
        if e.is_empty() {
            Ok(())
        } else {
            Err(ConfigErrors(e))
        }
    }
}

impl GpuNodeConfig {
    /// R9 Nano: Fiji XT, 64 CUs in 4 engines, 1 GHz, 4 GiB HBM at 500 MHz x 4096 bits.
    pub fn r9_nano() -> GpuNodeConfig {
        GpuNodeConfig {
            cu_count: 64,
            simd_per_cu: 4,
            shader_engines: 4,
            simd_arrays_per_engine: 1,
            max_waves_per_simd: 10,
            lds_size_in_kb: 64,
            wave_front_size: 64,
            max_slots_scratch_cu: 32,
            vendor_id: 0x1002,
            device_id: 0x7300,
            gfx_target_version: 80003,
            local_mem_size_bytes: 4 << 30,
            mem_width_bits: 4096,
            mem_clk_max_mhz: 500,
            engine_clk_mhz: 1000,
            fw_version: 730,
            capability: 0x1280,
            num_sdma_engines: 2,
            l2_size_kb: 2048,
            l2_ways: 16,
            l1_size_kb: 16,
            cache_line_bytes: 64,
            gb_addr_config: 0x2201_1003,
            // Fiji's HBM1 (2 Gb dies): 8 banks per channel, one rank.
            num_banks: 1,
            num_ranks: 0,
        }
    }
}

impl CpuNodeConfig {
    /// One host core, 8 GiB of system memory, 3 GHz.
    pub fn default_host() -> CpuNodeConfig {
        CpuNodeConfig {
            cpu_cores_count: 1,
            system_mem_size_bytes: 8 << 30,
            cpu_clk_mhz: 3000,
        }
    }
}

impl Default for DriverConfig {
    fn default() -> Self {
        DriverConfig::r9_nano()
    }
}

/// Every validation error of a config, one line each.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid driver config:\n{}", .0.join("\n"))]
pub struct ConfigErrors(pub Vec<String>);
