//! Standalone mode end to end: the host stub starts a real GPU process, drives it through the
//! emulated KFD driver over the bridge, and every workload's results match its CPU reference
//! on 1, 2 and 4 GPUs, discrete and unified (functional mode, small inputs; the MGSim paper's
//! 4-GPU inputs with TANDEM_FULL=1). Bad input ends with a clear error, never a hang: an
//! unknown workload, config key or GPU id; a kernel faulting on an unmapped address; a GPU
//! process that dies.

mod common;
use common::{out_dir, setup};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use host_programs::workloads::{self, Mode, Plan, Size};
use host_stub::config::TandemConfig;
use host_stub::runtime::{KArg, Placement, Runtime, StartOptions, Target};
use tandem::run::{resolve, run_one, RunArgs};

fn opts(env: &[(&str, &str)], exe: Option<&str>) -> StartOptions {
    StartOptions {
        gpu_exe: Some(PathBuf::from(
            exe.unwrap_or(env!("CARGO_BIN_EXE_tandem-gpu-test")),
        )),
        gpu_env: env
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        ..Default::default()
    }
}

fn full() -> bool {
    std::env::var("TANDEM_FULL").is_ok_and(|v| v == "1")
}

fn run_matrix(mode: Mode) {
    setup();
    let cfg = TandemConfig::r9_nano();
    let size = if full() { Size::Paper4 } else { Size::Small };
    let mut failures = Vec::new();
    for &w in workloads::WORKLOADS {
        for n in [1usize, 2, 4] {
            let req = tandem::run::Request {
                workload: w,
                plan: Plan {
                    gpus: (0..n).collect(),
                    mode,
                    size,
                    verify: true,
                },
                n_gpus: n,
            };
            let dir = out_dir(&format!("{w}-{n}-{mode:?}"));
            let t = Instant::now();
            match run_one(&cfg, &req, &dir) {
                Ok(s) => {
                    let v = &s["verification"];
                    if v["verified"].as_bool() != Some(true) {
                        failures.push(format!("{w} x{n} {mode:?}: {}", v["detail"]));
                    }
                    // Every GPU that took part ran instructions.
                    let busy = s["per_gpu"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .filter(|g| g["wavefront_instructions"].as_u64().unwrap_or(0) > 0)
                        .count();
                    // The latency probes are one workgroup by design: in unified mode only the
                    // first member GPU gets work.
                    // In discrete mode a GPU's part of a spread array is at least a page
                    // (4 KiB): at the small size AES's plaintext and bitonic sort's keys are
                    // one page and gradient descent's weights two.
                    let want = match (mode, w) {
                        (Mode::Unified, w) if w.starts_with("lat-") => 1,
                        (Mode::Discrete, "aes" | "bitonic") => 1,
                        (Mode::Discrete, "gd") => n.min(2),
                        _ => n,
                    };
                    if busy != want {
                        failures.push(format!("{w} x{n} {mode:?}: {busy} GPUs ran instructions"));
                    }
                    eprintln!(
                        "{w} x{n} {mode:?}: ok in {:.2} s",
                        t.elapsed().as_secs_f64()
                    );
                }
                Err(e) => failures.push(format!("{w} x{n} {mode:?}: {e:#}")),
            }
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
    assert!(failures.is_empty(), "failures:\n{}", failures.join("\n"));
}

#[test]
fn every_workload_on_1_2_4_discrete_gpus_matches_the_cpu() {
    run_matrix(Mode::Discrete);
}

#[test]
fn every_workload_on_1_2_4_unified_gpus_matches_the_cpu() {
    run_matrix(Mode::Unified);
}

#[test]
fn unified_pages_interleave_across_gpus() {
    setup();
    let cfg = TandemConfig::r9_nano();
    let dir = out_dir("interleave");
    let mut rt = Runtime::start(&cfg, 4, Some(vec![0, 1, 2, 3]), &dir).unwrap();
    let b = rt.alloc(Placement::Unified, 8 * 4096).unwrap();
    let data: Vec<u8> = (0..8 * 4096).map(|i| (i % 251) as u8).collect();
    rt.write(&b, 0, &data).unwrap();
    let mut back = vec![0u8; data.len()];
    rt.read(&b, 0, &mut back).unwrap();
    assert_eq!(back, data);
    let f = rt.finish().unwrap();
    // 8 unified pages: 2 per GPU.
    let gpu_pages: Vec<u64> = f.gpu_side["pages"]["gpu"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(gpu_pages, vec![2, 2, 2, 2]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn host_costs_advance_simulated_time() {
    setup();
    let mut cfg = TandemConfig::r9_nano();
    let dir = out_dir("costs");
    let mut rt = Runtime::start(&cfg, 1, None, &dir).unwrap();
    let b = rt.alloc(Placement::Gpu(0), 1 << 20).unwrap();
    let t0 = rt.now();
    rt.write(&b, 0, &vec![1u8; 1 << 20]).unwrap();
    let fast = rt.now() - t0;
    rt.finish().unwrap();
    // 1 MiB at 16 GB/s is 65.5 us; at 1.6 GB/s ten times that.
    assert!(fast >= 65_000_000, "{fast}");
    cfg.host.h2d_mb_per_s = 1600;
    let mut rt = Runtime::start(&cfg, 1, None, &dir).unwrap();
    let b = rt.alloc(Placement::Gpu(0), 1 << 20).unwrap();
    let t0 = rt.now();
    rt.write(&b, 0, &vec![1u8; 1 << 20]).unwrap();
    let slow = rt.now() - t0;
    rt.finish().unwrap();
    assert!(slow > 9 * fast, "slow {slow} fast {fast}");
    let _ = std::fs::remove_dir_all(&dir);
}

fn args(workload: &str) -> RunArgs {
    RunArgs {
        verify: true,
        ..RunArgs::new(workload, out_dir("args"))
    }
}

#[test]
fn bad_input_names_the_problem() {
    let cfg = TandemConfig::r9_nano();
    assert!(workloads::canonical("nosuch").is_none());
    let mut a = args("vecadd");
    a.gpus = Some(vec![5]);
    let e = resolve(&a, &cfg, "vecadd").unwrap_err().to_string();
    assert!(e.contains("GPU id 5"), "{e}");
    // Ids are 0-based: the built-in configuration's 4 GPUs are 0..=3.
    a.gpus = Some(vec![4]);
    let e = resolve(&a, &cfg, "vecadd").unwrap_err().to_string();
    assert!(e.contains("ids 0..=3"), "{e}");
    a.gpus = Some(vec![0]);
    assert!(resolve(&a, &cfg, "vecadd").is_ok());
    let mut a = args("vecadd");
    a.size = "huge".into();
    let e = resolve(&a, &cfg, "vecadd").unwrap_err().to_string();
    assert!(e.contains("huge"), "{e}");
    let e = TandemConfig::parse("[host]\nmemory_byts = 1\n")
        .unwrap_err()
        .to_string();
    assert!(e.contains("memory_byts"), "{e}");
    let e = TandemConfig::parse("[bridge]\nring_entries = 3\n")
        .unwrap_err()
        .to_string();
    assert!(e.contains("bridge.ring_entries"), "{e}");
}

#[test]
fn a_kernel_faulting_on_an_unmapped_address_fails_the_run() {
    setup();
    let cfg = TandemConfig::r9_nano();
    let dir = out_dir("fault");
    let t = Instant::now();
    let mut rt = Runtime::start(&cfg, 1, None, &dir).unwrap();
    let module = rt
        .load_module(include_bytes!("../../gpu-sim/kernels/vecadd.hsaco"))
        .unwrap();
    let c = rt.alloc(Placement::Gpu(0), 4096).unwrap();
    rt.launch(
        Target::Gpu(0),
        &module,
        "vecadd",
        [256, 1, 1],
        [256, 1, 1],
        &[
            KArg::U64(0xdead_0000_0000),
            KArg::U64(0xdead_0000_0000),
            KArg::Ptr(c),
            KArg::U32(256),
        ],
    )
    .unwrap();
    let e = rt.wait(Target::Gpu(0)).unwrap_err().to_string();
    assert!(e.contains("0xdead"), "{e}");
    assert!(t.elapsed() < Duration::from_secs(30));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_gpu_process_that_dies_is_reported_not_waited_for() {
    setup();
    let cfg = TandemConfig::r9_nano();
    let dir = out_dir("dies");
    let t = Instant::now();
    // Dies before connecting.
    let e = Runtime::start_with(&cfg, 1, None, &dir, &opts(&[], Some("/bin/false")))
        .err()
        .expect("start must fail");
    assert!(format!("{e:#}").contains("GPU"), "{e:#}");
    // Dies in the middle of the run (after 20 driver requests).
    let o = opts(&[("TANDEM_GPU_DIE_AFTER_REQUESTS", "20")], None);
    let r = Runtime::start_with(&cfg, 1, None, &dir, &o).and_then(|mut rt| {
        let b = rt.alloc(Placement::Gpu(0), 4096)?;
        for _ in 0..20 {
            rt.free(b)?;
            rt.alloc(Placement::Gpu(0), 4096)?;
        }
        Ok(())
    });
    let e = format!("{:#}", r.expect_err("the run must fail"));
    assert!(e.contains("GPU process"), "{e}");
    assert!(
        t.elapsed() < Duration::from_secs(30),
        "took {:?}",
        t.elapsed()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_same_run_twice_gives_identical_statistics() {
    setup();
    let cfg = TandemConfig::r9_nano();
    let mut summaries = Vec::new();
    for i in 0..2 {
        let req = tandem::run::Request {
            workload: "kmeans",
            plan: Plan {
                gpus: vec![0, 1],
                mode: Mode::Unified,
                size: Size::Small,
                verify: true,
            },
            n_gpus: 2,
        };
        let dir = out_dir(&format!("det{i}"));
        let mut s = run_one(&cfg, &req, &dir).unwrap();
        s.as_object_mut().unwrap().remove("wall_seconds");
        // Host measurements of the run, not simulation statistics.
        s.as_object_mut()
            .unwrap()
            .remove("gpu_process_peak_rss_bytes");
        summaries.push(s);
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert_eq!(summaries[0], summaries[1]);
}

#[test]
fn unified_interleave_granularity_is_configurable() {
    setup();
    let mut cfg = TandemConfig::r9_nano();
    cfg.host.unified_interleave_bytes = 16384;
    let dir = out_dir("interleave16k");
    let mut rt = Runtime::start(&cfg, 2, Some(vec![0, 1]), &dir).unwrap();
    let b = rt.alloc(Placement::Unified, 64 * 1024).unwrap();
    let data: Vec<u8> = (0..64 * 1024).map(|i| (i % 253) as u8).collect();
    rt.write(&b, 0, &data).unwrap();
    let mut back = vec![0u8; data.len()];
    rt.read(&b, 0, &mut back).unwrap();
    assert_eq!(back, data);
    let f = rt.finish().unwrap();
    // 4 chunks of 16 KiB (4 pages each), alternating: 8 pages per GPU.
    assert_eq!(f.gpu_side["pages"]["gpu"], serde_json::json!([8, 8]));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_kernel_that_never_ends_is_stopped_by_the_wall_clock_limit() {
    setup();
    let mut cfg = TandemConfig::r9_nano();
    cfg.host.wall_timeout_s = 3;
    let dir = out_dir("forever");
    let t = Instant::now();
    let mut rt = Runtime::start(&cfg, 1, None, &dir).unwrap();
    let module = rt
        .load_module(include_bytes!("../../gpu-sim/kernels/micro_alu.hsaco"))
        .unwrap();
    let out = rt.alloc(Placement::Gpu(0), 1 << 16).unwrap();
    // 2^31 iterations of 256 adds per work-item: far beyond any test's patience.
    rt.launch(
        Target::Gpu(0),
        &module,
        "micro_alu",
        [4096, 1, 1],
        [64, 1, 1],
        &[KArg::Ptr(out), KArg::F32(1.0), KArg::U32(1 << 31)],
    )
    .unwrap();
    let e = format!("{:#}", rt.wait(Target::Gpu(0)).unwrap_err());
    assert!(e.contains("wall_timeout_s"), "{e}");
    assert!(
        t.elapsed() < Duration::from_secs(30),
        "took {:?}",
        t.elapsed()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
