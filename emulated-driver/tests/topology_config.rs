//! The generated sysfs topology (N GPU nodes with the values ROCt needs, stable distinct
//! gpu_ids, written to a directory) and config loading/validation with key-named errors.

use emulated_driver::topology::{gpu_ids, Topology};
use emulated_driver::DriverConfig;

fn prop(t: &Topology, file: &str, key: &str) -> u64 {
    let f = t.file(file).unwrap_or_else(|| panic!("{file} missing"));
    f.lines()
        .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix(' ')))
        .unwrap_or_else(|| panic!("{key} missing in {file}"))
        .trim()
        .parse()
        .unwrap()
}

#[test]
fn topology_has_cpu_and_n_fiji_nodes() {
    for n in [1u32, 4] {
        let cfg = DriverConfig::with_gpus(n);
        let t = Topology::generate(&cfg);
        assert_eq!(t.file("generation_id"), Some("1\n"));
        assert!(t
            .file("system_properties")
            .unwrap()
            .contains("platform_oem 0\n"));
        // CPU node: cores, a system memory bank, links to every GPU.
        assert_eq!(t.file("nodes/0/gpu_id"), Some("0\n"));
        assert!(prop(&t, "nodes/0/properties", "cpu_cores_count") > 0);
        assert_eq!(prop(&t, "nodes/0/mem_banks/0/properties", "heap_type"), 0);
        assert_eq!(
            prop(&t, "nodes/0/properties", "io_links_count"),
            u64::from(n)
        );
        let ids = gpu_ids(&cfg);
        for (g, id) in ids.iter().enumerate() {
            let node = format!("nodes/{}", g + 1);
            let p = format!("{node}/properties");
            assert_eq!(
                t.file(&format!("{node}/gpu_id")).unwrap().trim(),
                id.to_string()
            );
            assert_eq!(prop(&t, &p, "gfx_target_version"), 80003);
            assert_eq!(prop(&t, &p, "device_id"), 0x7300);
            assert_eq!(prop(&t, &p, "simd_count"), 256);
            assert_eq!(prop(&t, &p, "simd_per_cu"), 4);
            assert_eq!(prop(&t, &p, "array_count"), 4);
            assert_eq!(prop(&t, &p, "simd_arrays_per_engine"), 1);
            assert_eq!(prop(&t, &p, "cu_per_simd_array"), 16);
            assert_eq!(prop(&t, &p, "lds_size_in_kb"), 64);
            assert_eq!(prop(&t, &p, "wave_front_size"), 64);
            assert_eq!(prop(&t, &p, "local_mem_size"), 4 << 30);
            assert_eq!(prop(&t, &p, "drm_render_minor"), 128 + g as u64);
            assert_eq!((prop(&t, &p, "capability") >> 12) & 3, 1, "DoorbellType 1");
            assert_eq!(
                prop(&t, &p, "capability") & (1 << 23),
                0,
                "SVMAPISupported clear"
            );
            assert_eq!(prop(&t, &p, "cpu_cores_count"), 0);
            assert_eq!(
                prop(&t, &format!("{node}/mem_banks/0/properties"), "heap_type"),
                1
            );
            assert_eq!(prop(&t, &p, "caches_count"), 2);
            assert!(t
                .file(&format!("{node}/caches/1/properties"))
                .unwrap()
                .ends_with("sibling_map 1\n"));
            // io_links: GPU -> CPU (weight 20) and GPU -> every other GPU.
            assert_eq!(prop(&t, &p, "io_links_count"), u64::from(n));
            assert_eq!(
                prop(&t, &format!("{node}/io_links/0/properties"), "node_to"),
                0
            );
            assert_eq!(
                prop(&t, &format!("{node}/io_links/0/properties"), "weight"),
                20
            );
            for k in 1..n as usize {
                let to = prop(&t, &format!("{node}/io_links/{k}/properties"), "node_to");
                assert_ne!(to, g as u64 + 1);
                assert!(to >= 1 && to <= u64::from(n));
            }
        }
        // Distinct, non-zero, 16-bit, stable.
        let mut s = ids.clone();
        s.sort();
        s.dedup();
        assert_eq!(s.len(), n as usize);
        assert!(ids.iter().all(|i| *i != 0 && *i <= 0xffff));
        assert_eq!(ids, gpu_ids(&DriverConfig::with_gpus(n)));
        assert_eq!(
            &gpu_ids(&DriverConfig::with_gpus(8))[..n as usize],
            &ids[..],
            "adding GPUs keeps ids"
        );
    }
}

#[test]
fn topology_writes_a_sysfs_tree() {
    let dir = std::env::temp_dir().join(format!("tandem-topo-{}", std::process::id()));
    let t = Topology::generate(&DriverConfig::with_gpus(4));
    t.write_sys_tree(&dir).unwrap();
    let root = dir.join(emulated_driver::topology::SYSFS_TOPOLOGY_DIR);
    let mut nodes: Vec<String> = std::fs::read_dir(root.join("nodes"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    nodes.sort();
    assert_eq!(nodes, ["0", "1", "2", "3", "4"]);
    assert!(root.join("nodes/0/caches").is_dir());
    assert_eq!(
        std::fs::read_to_string(root.join("nodes/2/properties")).unwrap(),
        t.file("nodes/2/properties").unwrap()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn config_loads_from_toml_and_names_bad_keys() {
    let cfg: DriverConfig = toml::from_str("n_gpus = 4\n[gpu]\ncu_count = 32\n").unwrap();
    assert_eq!(
        (cfg.n_gpus, cfg.gpu.cu_count, cfg.gpu.simd_per_cu),
        (4, 32, 4)
    );
    assert!(
        toml::from_str::<DriverConfig>("n_gpu = 4\n").is_err(),
        "unknown keys are rejected"
    );
    let bad: DriverConfig =
        toml::from_str("n_gpus = 0\n[gpu]\nsimd_per_cu = 0\nlds_size_in_kb = 0\ncapability = 0\n")
            .unwrap();
    let e = bad.validate("driver").unwrap_err().0;
    for key in [
        "driver.n_gpus",
        "driver.gpu.simd_per_cu",
        "driver.gpu.lds_size_in_kb",
        "driver.gpu.capability",
    ] {
        assert!(
            e.iter().any(|m| m.starts_with(key)),
            "{key} not reported in {e:?}"
        );
    }
    assert!(emulated_driver::Driver::new(bad).is_err());
    assert!(DriverConfig::with_gpus(129).validate("driver").is_err());
    assert!(DriverConfig::with_gpus(128).validate("driver").is_ok());
}
