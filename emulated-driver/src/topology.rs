//! The KFD sysfs topology for one CPU node and N gfx803 GPU nodes, generated from the
//! config: `generation_id`, `system_properties` and `nodes/N/{gpu_id,name,properties,
//! mem_banks,caches,io_links}`, in the kernel's `key value` line format and key order.
//!
//! The tree is produced as `(relative path, contents)` pairs ([`Topology::files`]) so any
//! front end can expose it: [`Topology::write_to`] writes it under a directory (gem5's
//! redirected `/sys`, or an interposer's private tree). Paths are relative to the topology
//! directory, `/sys/` + [`SYSFS_TOPOLOGY_DIR`].
//!
//! Values ROCt divides by or asserts on are always non-zero: `simd_per_cu`,
//! `simd_arrays_per_engine`, `lds_size_in_kb`, `drm_render_minor`, a CPU node with a system
//! memory bank, DoorbellType 1 in `capability` (checked by config validation).

use std::fmt::Write as _;
use std::path::Path;

use crate::config::DriverConfig;

/// The topology directory relative to `/sys`.
pub const SYSFS_TOPOLOGY_DIR: &str = "devices/virtual/kfd/kfd/topology";

/// `heap_type` values of `mem_banks/k/properties`.
pub const HEAP_TYPE_SYSTEM: u32 = 0;
pub const HEAP_TYPE_FB_PUBLIC: u32 = 1;
/// `io_links` type for PCIe.
pub const IOLINK_TYPE_PCIEXPRESS: u32 = 2;

/// A generated topology tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Topology {
    files: Vec<(String, String)>,
}

/// The stable 16-bit gpu_ids of a config, one per GPU (node i+1 holds GPU i).
///
/// Each id is a hash of the GPU's index and identity (device id, CU count, VRAM size), folded
/// to 16 bits as KFD's `KFD_GPU_ID_HASH_WIDTH`; zero and repeats are skipped by probing, so ids
/// are distinct, non-zero and identical for identical configs.
pub fn gpu_ids(cfg: &DriverConfig) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::with_capacity(cfg.n_gpus as usize);
    for i in 0..cfg.n_gpus {
        let mut h: u32 = 0x811c_9dc5;
        for v in [
            u64::from(i),
            u64::from(cfg.gpu.device_id),
            u64::from(cfg.gpu.cu_count),
            cfg.gpu.local_mem_size_bytes,
            u64::from(cfg.render_minor_base + i),
        ] {
            for b in v.to_le_bytes() {
                h ^= u32::from(b);
                h = h.wrapping_mul(0x0100_0193);
            }
        }
        let mut id = (h ^ (h >> 16)) & 0xffff;
        while id == 0 || out.contains(&id) {
            id = (id + 1) & 0xffff;
        }
        out.push(id);
    }
    out
}

fn props(lines: &[(&str, u64)]) -> String {
    let mut s = String::new();
    for (k, v) in lines {
        let _ = writeln!(s, "{k} {v}");
    }
    s
}

impl Topology {
    /// Builds the tree for `cfg` (assumed validated).
    pub fn generate(cfg: &DriverConfig) -> Topology {
        let ids = gpu_ids(cfg);
        let n = cfg.n_gpus as u64;
        let g = &cfg.gpu;
        let mut files: Vec<(String, String)> = Vec::new();
        files.push(("generation_id".into(), "1\n".into()));
        files.push((
            "system_properties".into(),
            props(&[("platform_oem", 0), ("platform_id", 0), ("platform_rev", 0)]),
        ));

        // Node 0: the CPU. Caches are left to the host's own sysfs (caches_count 0), as KFD
        // does on platforms without a CRAT cache table.
        let cpu = &cfg.cpu;
        files.push(("nodes/0/gpu_id".into(), "0\n".into()));
        files.push(("nodes/0/name".into(), "\n".into()));
        files.push((
            "nodes/0/properties".into(),
            props(&[
                ("cpu_cores_count", cpu.cpu_cores_count.into()),
                ("simd_count", 0),
                ("mem_banks_count", 1),
                ("caches_count", 0),
                ("io_links_count", n),
                ("p2p_links_count", 0),
                ("cpu_core_id_base", 0),
                ("simd_id_base", 0),
                ("max_waves_per_simd", 0),
                ("lds_size_in_kb", 0),
                ("gds_size_in_kb", 0),
                ("num_gws", 0),
                ("wave_front_size", 0),
                ("array_count", 0),
                ("simd_arrays_per_engine", 0),
                ("cu_per_simd_array", 0),
                ("simd_per_cu", 0),
                ("max_slots_scratch_cu", 0),
                ("gfx_target_version", 0),
                ("vendor_id", 0),
                ("device_id", 0),
                ("location_id", 0),
                ("domain", 0),
                ("drm_render_minor", 0),
                ("hive_id", 0),
                ("num_sdma_engines", 0),
                ("num_sdma_xgmi_engines", 0),
                ("num_sdma_queues_per_engine", 0),
                ("num_cp_queues", 0),
                ("max_engine_clk_ccompute", cpu.cpu_clk_mhz.into()),
            ]),
        ));
        files.push((
            "nodes/0/mem_banks/0/properties".into(),
            props(&[
                ("heap_type", HEAP_TYPE_SYSTEM.into()),
                ("size_in_bytes", cpu.system_mem_size_bytes),
                ("flags", 0),
                ("width", 64),
                ("mem_clk_max", 1600),
            ]),
        ));
        files.push(("nodes/0/caches/.keep".into(), String::new()));
        for (i, _) in ids.iter().enumerate() {
            files.push((
                format!("nodes/0/io_links/{i}/properties"),
                iolink(0, i as u64 + 1, 20, 13),
            ));
        }

        let simd_count = u64::from(g.cu_count) * u64::from(g.simd_per_cu);
        let cu_per_array = g.cu_count / (g.shader_engines * g.simd_arrays_per_engine).max(1);
        for (i, id) in ids.iter().enumerate() {
            let node = i + 1;
            let d = format!("nodes/{node}");
            files.push((format!("{d}/gpu_id"), format!("{id}\n")));
            files.push((format!("{d}/name"), "fiji\n".into()));
            files.push((
                format!("{d}/properties"),
                props(&[
                    ("cpu_cores_count", 0),
                    ("simd_count", simd_count),
                    ("mem_banks_count", 1),
                    ("caches_count", 2),
                    ("io_links_count", n),
                    ("p2p_links_count", 0),
                    ("cpu_core_id_base", 0),
                    ("simd_id_base", 0x8000_0000 + (i as u64) * simd_count),
                    ("max_waves_per_simd", g.max_waves_per_simd.into()),
                    ("lds_size_in_kb", g.lds_size_in_kb.into()),
                    ("gds_size_in_kb", 0),
                    ("num_gws", 0),
                    ("wave_front_size", g.wave_front_size.into()),
                    ("array_count", g.shader_engines.into()),
                    ("simd_arrays_per_engine", g.simd_arrays_per_engine.into()),
                    ("cu_per_simd_array", cu_per_array.into()),
                    ("simd_per_cu", g.simd_per_cu.into()),
                    ("max_slots_scratch_cu", g.max_slots_scratch_cu.into()),
                    ("gfx_target_version", g.gfx_target_version.into()),
                    ("vendor_id", g.vendor_id.into()),
                    ("device_id", g.device_id.into()),
                    // PCI bus i+1, device 0, function 0: (bus << 8).
                    ("location_id", (node as u64) << 8),
                    ("domain", 0),
                    (
                        "drm_render_minor",
                        u64::from(cfg.render_minor_base) + i as u64,
                    ),
                    ("hive_id", 0),
                    ("num_sdma_engines", g.num_sdma_engines.into()),
                    ("num_sdma_xgmi_engines", 0),
                    ("num_sdma_queues_per_engine", 2),
                    ("num_cp_queues", 24),
                    ("max_engine_clk_fcompute", g.engine_clk_mhz.into()),
                    ("local_mem_size", g.local_mem_size_bytes),
                    ("fw_version", g.fw_version.into()),
                    ("capability", g.capability.into()),
                    ("debug_prop", 0),
                    ("sdma_fw_version", 0),
                    ("unique_id", 0),
                ]),
            ));
            files.push((
                format!("{d}/mem_banks/0/properties"),
                props(&[
                    ("heap_type", HEAP_TYPE_FB_PUBLIC.into()),
                    ("size_in_bytes", g.local_mem_size_bytes),
                    ("flags", 0),
                    ("width", g.mem_width_bits.into()),
                    ("mem_clk_max", g.mem_clk_max_mhz.into()),
                ]),
            ));
            let proc_low = 0x8000_0000 + (i as u64) * simd_count;
            // L1 vector cache (per CU) and the shared L2; type 9 = data (bit 0) | HSA CU (bit 3)
            // in the CRAT cache-type bits (bit 2 is CPU: ROCr drops CPU caches from a GPU agent
            // and then asserts "GPU cache info missing").
            for (k, (level, size_kb, ways)) in
                [(1u64, g.l1_size_kb, 4u32), (2, g.l2_size_kb, g.l2_ways)]
                    .into_iter()
                    .enumerate()
            {
                let mut s = props(&[
                    ("processor_id_low", proc_low),
                    ("level", level),
                    ("size", size_kb.into()),
                    ("cache_line_size", g.cache_line_bytes.into()),
                    ("cache_lines_per_tag", 1),
                    ("association", ways.into()),
                    ("latency", 0),
                    ("type", 9),
                ]);
                s.push_str("sibling_map 1\n");
                files.push((format!("{d}/caches/{k}/properties"), s));
            }
            // io_links: 0 -> the CPU, then one to every other GPU (through the PCIe switch).
            files.push((
                format!("{d}/io_links/0/properties"),
                iolink(node as u64, 0, 20, 1),
            ));
            let mut k = 1;
            for j in 0..ids.len() {
                if j != i {
                    files.push((
                        format!("{d}/io_links/{k}/properties"),
                        iolink(node as u64, j as u64 + 1, 40, 1),
                    ));
                    k += 1;
                }
            }
        }
        Topology { files }
    }

    /// `(path relative to the topology directory, contents)` for every file. Directory
    /// placeholders end in `/.keep` (empty `caches/` of the CPU node).
    pub fn files(&self) -> &[(String, String)] {
        &self.files
    }

    /// The contents of one file, if generated.
    pub fn file(&self, rel: &str) -> Option<&str> {
        self.files
            .iter()
            .find(|(p, _)| p == rel)
            .map(|(_, c)| c.as_str())
    }

    /// Writes the tree under `topology_dir` (creating directories; `.keep` placeholders
    /// become empty directories).
    pub fn write_to(&self, topology_dir: &Path) -> std::io::Result<()> {
        for (rel, contents) in &self.files {
            let p = topology_dir.join(rel);
            if let Some(name) = rel.strip_suffix("/.keep") {
                std::fs::create_dir_all(topology_dir.join(name))?;
                continue;
            }
            if let Some(parent) = p.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&p, contents)?;
        }
        // An empty io_links dir for the CPU when there are no GPUs cannot happen (n_gpus >= 1).
        Ok(())
    }

    /// Writes the tree under `sys_root/devices/virtual/kfd/kfd/topology` (gem5 redirects
    /// `/sys` to such a root).
    pub fn write_sys_tree(&self, sys_root: &Path) -> std::io::Result<()> {
        self.write_to(&sys_root.join(SYSFS_TOPOLOGY_DIR))
    }
}

fn iolink(from: u64, to: u64, weight: u64, flags: u64) -> String {
    props(&[
        ("type", IOLINK_TYPE_PCIEXPRESS.into()),
        ("version_major", 0),
        ("version_minor", 0),
        ("node_from", from),
        ("node_to", to),
        ("weight", weight),
        ("min_latency", 0),
        ("max_latency", 0),
        ("min_bandwidth", 0),
        ("max_bandwidth", 16_000),
        ("recommended_transfer_size", 0),
        ("flags", flags),
    ])
}
