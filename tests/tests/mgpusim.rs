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
