//! Calibration against the hardware (issue #16): `tandem bench micro` on the default R9 Nano
//! configuration must give every figure of the MGSim paper's validation micro-benchmarks
//! within 5% of what the paper measured on a real R9 Nano (`tandem::bench::PAPER`: the
//! dependent-`v_add_f32` slope, the instruction-cache step height and spacing, the
//! same-address load, the L2 hit and the L2 miss).
//!
//! `cargo test --release -p tandem-tests --test calibration` (about 3 s). The figures and how
//! the model got there: docs/fidelity.md.

mod common;
use common::setup;

/// Largest relative difference from the paper's figure that passes.
const TOLERANCE: f64 = 0.05;

#[test]
fn micro_benchmarks_are_within_5_percent_of_the_r9_nano() {
    setup();
    let args = tandem::bench::BenchArgs {
        what: "micro".into(),
        size: "small".into(),
        workloads: None,
        with_memory: false,
        repeat: 1,
        config: None,
        threads: None,
        gpu_mode: "unified".into(),
        out: std::env::temp_dir().join(format!("tandem-calibration-{}", std::process::id())),
    };
    let r = tandem::bench::run_bench(&args).unwrap();
    let _ = std::fs::remove_dir_all(&args.out);
    let m = &r["micro"];
    let mut failures = Vec::new();
    for p in tandem::bench::PAPER {
        match m[p.key]["tandem"].as_f64() {
            Some(v) => {
                let error = tandem::bench::relative_error(v, p.paper);
                if error.abs() > TOLERANCE {
                    failures.push(format!(
                        "{} ({}): Tandem {v:.2}, paper {} ({:+.1}%)",
                        p.key,
                        p.what,
                        p.paper,
                        100.0 * error
                    ));
                }
            }
            None => failures.push(format!(
                "{} ({}): no figure (paper {}); the ALU staircase was {}",
                p.key, p.what, p.paper, m["lat-alu"]["staircase"]
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} figures are more than {:.0}% from the paper's R9 Nano:\n  {}",
        failures.len(),
        tandem::bench::PAPER.len(),
        100.0 * TOLERANCE,
        failures.join("\n  ")
    );
}
