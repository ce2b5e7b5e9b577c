//! Helpers every whole-stack test file shares (`mod common;`): the GPU process binary, a
//! fresh output folder per test, and the check that a tool `scripts/install-deps` installs is
//! there. Each test binary compiles its own copy, so a helper one file
//! does not use is not dead code there.
#![allow(dead_code)]

use std::path::PathBuf;

/// Points the host stub at this crate's copy of the GPU process (`tandem-gpu-test`), once,
/// before any test of the binary reads it.
pub fn setup() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| std::env::set_var("TANDEM_GPU_EXE", env!("CARGO_BIN_EXE_tandem-gpu-test")));
}

/// The state letter of process `pid` (`Z` for a zombie, `T` for a stopped one), `None` when
/// it is gone: the bridge watchdog's reading of `/proc/<pid>/stat`.
pub fn proc_state(pid: u32) -> Option<u8> {
    bridge::watchdog::proc_state(pid).map(|(state, _)| state)
}

/// An empty folder for test `name` of this test binary, unique to this process.
pub fn out_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "tandem-{}-{}-{name}",
        env!("CARGO_CRATE_NAME"),
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The checks that a tool or file `scripts/install-deps` installs is there (`deps::tool`,
/// `deps::path`): one file, shared with gpu-sim's tests.
#[path = "../../../gpu-sim/tests/deps/mod.rs"]
pub mod deps;

/// The R9 Nano configuration in timing mode.
pub fn timing_cfg() -> host_stub::config::TandemConfig {
    let mut cfg = host_stub::config::TandemConfig::r9_nano();
    cfg.gpu.mode = gpu_sim::side::GpuMode::Timing;
    cfg
}

/// Workload `w` on GPUs 0..gpus in `mode`, small inputs, verified.
pub fn request(
    w: &'static str,
    gpus: usize,
    mode: host_programs::workloads::Mode,
) -> tandem::run::Request {
    tandem::run::Request {
        workload: w,
        plan: host_programs::workloads::Plan {
            gpus: (0..gpus).collect(),
            mode,
            size: host_programs::workloads::Size::Small,
            verify: true,
        },
        n_gpus: gpus,
    }
}
