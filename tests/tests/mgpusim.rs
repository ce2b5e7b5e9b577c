//! The MGPUSim cross-check workloads (`mgpusim-*`, `host_programs::mgpusim`): MGPUSim's own code
//! objects run in Tandem with MGPUSim's arguments and geometry and verify against a CPU
//! reference, in functional and timing mode, and `tandem bench mgpusim`'s error paths.
//!
//! The workloads need an MGPUSim checkout (`MGPUSIM_DIR`; its files are never committed here),
//! so the test that runs them is ignored by default: `MGPUSIM_DIR=/path/to/mgpusim cargo test
//! --release -p tandem-tests --test mgpusim -- --ignored` runs it. The error-path test runs
//! everywhere.

mod common;
use common::{out_dir, request, setup};
use std::path::{Path, PathBuf};

use host_programs::workloads::{Mode, Size};
use host_stub::config::TandemConfig;
use tandem::run::run_one;

/// The MGPUSim checkout `MGPUSIM_DIR` names; the test fails when it names none.
fn checkout() -> PathBuf {
    let dir = PathBuf::from(
        std::env::var_os("MGPUSIM_DIR")
            .expect("MGPUSIM_DIR is not set: point it at an MGPUSim checkout (v4.1.5 is tested)"),
    );
    assert!(
        dir.join("amd/benchmarks").is_dir(),
        "MGPUSIM_DIR={} has no amd/benchmarks: not an MGPUSim checkout",
        dir.display()
    );
    dir
}

#[test]
#[ignore = "needs an MGPUSim checkout: MGPUSIM_DIR=/path/to/mgpusim cargo test --release -p tandem-tests --test mgpusim -- --ignored"]
fn mgpusim_code_objects_verify_in_both_modes() {
    let dir = checkout();
    setup();
    for &w in host_programs::mgpusim::MGPUSIM_WORKLOADS {
        let spec = host_programs::mgpusim::spec(w).unwrap();
        let co = std::fs::read(host_programs::mgpusim::code_object_path(&dir, spec)).unwrap();
        let parsed = gpu_sim::loader::CodeObject::parse(&co).unwrap();
        assert_eq!(
            parsed.code_object_version, 2,
            "{w}: MGPUSim ships code object v2"
        );
        for timing in [false, true] {
            let mut cfg = TandemConfig::r9_nano();
            if timing {
                cfg.gpu.mode = gpu_sim::side::GpuMode::Timing;
            }
            let s = run_one(
                &cfg,
                &request(w, 1, Mode::Discrete),
                &out_dir(&format!("{w}-{timing}")),
            )
            .unwrap();
            assert_eq!(
                s["verification"]["verified"].as_bool(),
                Some(true),
                "{w} (timing {timing}): {}",
                s["verification"]["detail"]
            );
            if timing {
                let cycles = s["kernels"][0]["timing"]["cycles"].as_u64().unwrap_or(0);
                assert!(cycles > 0, "{w}: no kernel cycles");
            }
        }
    }
}

#[test]
fn mgpusim_workloads_refuse_what_they_cannot_run() {
    setup();
    let cfg = TandemConfig::r9_nano();
    // A checkout without the code object: the error names the file and MGPUSIM_DIR.
    let empty = out_dir("no-checkout");
    let mut rt = host_stub::runtime::Runtime::start(&cfg, 1, None, &out_dir("rt")).unwrap();
    let plan = request("mgpusim-fir", 1, Mode::Discrete).plan;
    let e = host_programs::mgpusim::run("mgpusim-fir", &mut *rt, &plan, &empty).unwrap_err();
    let msg = e.to_string();
    assert!(
        msg.contains("fir/kernels.hsaco") && msg.contains("MGPUSIM_DIR"),
        "{msg}"
    );
    // Two GPUs: the cross-check configuration is one.
    let two = request("mgpusim-fir", 2, Mode::Discrete).plan;
    let e = host_programs::mgpusim::run("mgpusim-fir", &mut *rt, &two, Path::new("/")).unwrap_err();
    assert!(e.to_string().contains("one discrete GPU"), "{e}");
    drop(rt.finish());
    // The flags that make MGPUSim run the same sizes.
    let f = host_programs::mgpusim::mgpusim_flags("mgpusim-sc", Size::Paper1).unwrap();
    assert_eq!(f, ["-width", "1024", "-height", "1024", "-mask-size", "3"]);
    assert!(host_programs::mgpusim::mgpusim_flags("fir", Size::Small).is_none());
}

/// `tandem bench speed` with `MGPUSIM_DIR` set, whole: MGPUSim's code objects run in Tandem in
/// both modes, and "MGPUSim's runner" is a stand-in script (Go and MGPUSim's modules are not
/// needed): a checkout whose `amd/benchmarks` is the real one's and whose runners are already
/// built in `--out` (a built runner is reused), so the table, the ratios, the minimum and the
/// goals come from real Tandem runs and the stand-in's measured wall times. The stand-in
/// records its arguments, so the modes' flags are checked too.
#[cfg(unix)]
#[test]
#[ignore = "needs an MGPUSim checkout: MGPUSIM_DIR=/path/to/mgpusim cargo test --release -p tandem-tests --test mgpusim -- --ignored"]
fn bench_speed_compares_with_a_stand_in_mgpusim_runner() {
    use std::os::unix::fs::PermissionsExt;
    let real = checkout();
    setup();
    let fake = out_dir("fake-checkout");
    std::fs::create_dir_all(fake.join("amd/samples/fir")).unwrap();
    std::fs::create_dir_all(fake.join("amd/samples/aes")).unwrap();
    std::os::unix::fs::symlink(
        std::fs::canonicalize(real.join("amd/benchmarks")).unwrap(),
        fake.join("amd/benchmarks"),
    )
    .unwrap();
    let out = out_dir("bench-speed");
    let bin_dir = out.join("speed/mgpusim-bin");
    std::fs::create_dir_all(&bin_dir).unwrap();
    for sample in ["fir", "aes"] {
        let bin = bin_dir.join(sample);
        std::fs::write(
            &bin,
            "#!/bin/sh\necho \"$@\" > args.txt\nsleep 0.3\necho 'Passed!'\n",
        )
        .unwrap();
        std::fs::set_permissions(&bin, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    // The stand-in checkout holds the real code objects, so another test of this binary that
    // reads MGPUSIM_DIR meanwhile still finds them.
    std::env::set_var("MGPUSIM_DIR", &fake);
    let args = tandem::bench::BenchArgs {
        what: "speed".into(),
        size: "small".into(),
        workloads: Some(vec!["fir".into(), "mgpusim-aes".into()]),
        with_memory: false,
        repeat: 1,
        config: None,
        threads: None,
        gpu_mode: "unified".into(),
        out: out.clone(),
    };
    let r = tandem::bench::run_bench(&args);
    std::env::set_var("MGPUSIM_DIR", &real);
    let r = r.unwrap();
    let s = &r["speed"];
    assert_eq!(s["workload_set"], "mgpusim");
    let rows = s["workloads"].as_array().unwrap();
    let names: Vec<&str> = rows
        .iter()
        .map(|w| w["workload"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["mgpusim-fir", "mgpusim-aes"]);
    let m = &s["mgpusim"];
    assert_eq!(m["mgpusim_runs_per_mode"], 1);
    let c = &m["comparison"];
    let crows = c["rows"].as_array().unwrap();
    assert_eq!(crows.len(), 2);
    for mode in ["functional", "timing"] {
        let mut min = f64::MAX;
        for (cr, w) in crows.iter().zip(rows) {
            let x = &cr[mode];
            let (t, mg) = (
                x["tandem_wall_s"].as_f64().unwrap(),
                x["mgpusim_wall_s"].as_f64().unwrap(),
            );
            assert_eq!(t, w[format!("{mode}_wall_s")].as_f64().unwrap(), "{cr}");
            assert!((0.3..10.0).contains(&mg), "the stand-in sleeps 0.3 s: {cr}");
            let ratio = x["mgpusim_over_tandem"].as_f64().unwrap();
            assert!((ratio - mg / t).abs() <= 1e-9 * ratio, "{cr}");
            assert!(x["mgpusim_peak_rss_bytes"].as_u64().unwrap() > 0, "{cr}");
            min = min.min(ratio);
        }
        let g = &c[mode];
        assert_eq!(g["min_ratio"].as_f64().unwrap(), min, "{mode}: {c}");
        let goal = if mode == "timing" { 100.0 } else { 50.0 };
        assert_eq!(g["goal"].as_f64().unwrap(), goal);
        assert_eq!(g["met"].as_bool().unwrap(), min >= goal, "{mode}: {c}");
    }
    let flags = |mode: &str| {
        std::fs::read_to_string(
            out.join("speed/mgpusim/mgpusim-fir")
                .join(mode)
                .join("args.txt"),
        )
        .unwrap()
    };
    assert_eq!(flags("timing").trim(), "-timing -disable-rtm -length 4096");
    assert_eq!(flags("functional").trim(), "-disable-rtm -length 4096");
    let _ = std::fs::remove_dir_all(&out);
    let _ = std::fs::remove_dir_all(&fake);
}
