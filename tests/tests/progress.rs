//! The progress bar of a single workload, end to end: its last reading counts every kernel the
//! run finished and shows a simulated time that starts at the workload (not at the GPU
//! process's start, 100 us of start-up earlier) and never runs past the `simulated_time_ps`
//! the run reports.

mod common;
use common::{out_dir, request, setup, timing_cfg};

use host_programs::workloads::Mode;
use tandem::progress::RunProgress;
use tandem::run::{run_one_with, RunOptions};

/// (kernels, simulated microseconds) from a bar message
/// (`fir: 3 kernels done, simulated 2.500 us (...`).
fn parse(m: &str) -> (u64, f64) {
    let rest = m.split_once(": ").expect("label").1;
    let (k, rest) = rest.split_once(' ').expect("kernel count");
    let us = rest
        .split_once("simulated ")
        .and_then(|(_, r)| r.split_once(" us"))
        .expect("simulated time")
        .0;
    (k.parse().unwrap(), us.parse().unwrap())
}

#[test]
fn a_single_workloads_bar_counts_kernels_and_stops_at_the_runs_simulated_time() {
    setup();
    for (w, gpus) in [("fir", 2), ("bitonic", 1)] {
        let cfg = timing_cfg();
        let req = request(w, gpus, Mode::Discrete);
        let dir = out_dir(w);
        // Hidden (stderr is not a terminal under cargo test), but it still takes the last
        // reading when the run ends.
        let bar = RunProgress::new(1, false);
        let opts = RunOptions {
            trace: None,
            progress: Some(&bar),
        };
        let s = run_one_with(&cfg, &req, &dir, &opts).unwrap();
        assert_eq!(s["verification"]["verified"], true);
        let m = bar.message();
        let (kernels, sim_us) = parse(&m);
        let n = s["kernels"].as_array().unwrap().len() as u64;
        assert!(n > 0);
        assert_eq!(kernels, n, "{w}: {m}");
        let final_us = s["simulated_time_ps"].as_u64().unwrap() as f64 / 1e6;
        // The bar rounds to nanoseconds; the run's own figure is exact.
        assert!(
            sim_us > 0.0 && sim_us <= final_us + 0.0005,
            "{w}: the bar says {sim_us} us, the run {final_us} us ({m})"
        );
    }
}
