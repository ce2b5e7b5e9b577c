//! Two-process tests with the `bridge-peer` helper: the synthetic pair over every channel, parity of
//! quantum and per-cycle lock-step (identical message times on both sides), and both processes
//! sharing one core (taskset) without livelock.

mod common;
use common::field;

use std::process::Command;
use std::time::{Duration, Instant};

const PEER: &str = env!("CARGO_BIN_EXE_bridge-peer");

fn full() -> bool {
    std::env::var("TANDEM_FULL").is_ok_and(|v| v == "1")
}

struct Run {
    gpu_digest: String,
    cpu_digest: String,
    gpu_json: String,
    cpu_json: String,
}

fn run(prefix: &[&str], args: &[&str]) -> Run {
    let (prog, pre) = match prefix.split_first() {
        Some((p, rest)) => (
            p.to_string(),
            rest.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        ),
        None => (PEER.to_string(), Vec::new()),
    };
    let mut cmd = Command::new(prog);
    cmd.args(pre);
    if !prefix.is_empty() {
        cmd.arg(PEER);
    }
    let start = Instant::now();
    let out = cmd
        .arg("cpu")
        .arg("--spawn-gpu")
        .args(args)
        .output()
        .expect("spawn bridge-peer");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(
        out.status.success(),
        "bridge-peer {args:?} failed: {}\n{stdout}\n{stderr}",
        out.status
    );
    println!("{args:?}: {:.2} s", start.elapsed().as_secs_f64());
    let line = |p: &str| {
        stdout
            .lines()
            .find_map(|l| l.strip_prefix(p))
            .unwrap_or_else(|| panic!("no {p} in {stdout}"))
            .to_string()
    };
    let gpu_json = line("gpu-report ");
    let cpu_json = line("cpu-report ");
    assert_eq!(field(&gpu_json, "errors"), "0", "{gpu_json}");
    assert_eq!(field(&cpu_json, "errors"), "0", "{cpu_json}");
    assert_eq!(field(&gpu_json, "unanswered"), "0", "{gpu_json}");
    Run {
        gpu_digest: field(&gpu_json, "digest").to_string(),
        cpu_digest: field(&cpu_json, "digest").to_string(),
        gpu_json,
        cpu_json,
    }
}

#[test]
fn synthetic_pair_checks_every_channel() {
    let cycles = if full() { "2000000" } else { "30000" };
    let r = run(
        &[],
        &["--gen-cycles", cycles, "--rate", "512", "--n-mc", "4"],
    );
    println!("gpu {}\ncpu {}", r.gpu_json, r.cpu_json);
    // Reads, writes, driver messages both ways all flowed.
    assert!(field(&r.gpu_json, "reads").parse::<u64>().unwrap() > 1000);
    assert!(field(&r.gpu_json, "writes").parse::<u64>().unwrap() > 1000);
    assert!(
        field(&r.gpu_json, "driver_received")
            .parse::<u64>()
            .unwrap()
            > 10
    );
    assert!(
        field(&r.cpu_json, "driver_received")
            .parse::<u64>()
            .unwrap()
            > 10
    );
    assert_eq!(field(&r.cpu_json, "received"), field(&r.gpu_json, "sent"));
    assert_eq!(field(&r.gpu_json, "received"), field(&r.cpu_json, "sent"));
}

#[test]
fn quantum_and_per_cycle_modes_give_identical_message_times() {
    let cycles = if full() { "300000" } else { "20000" };
    let base = [
        "--gen-cycles",
        cycles,
        "--seed",
        "7",
        "--n-mc",
        "4",
        "--latency-ps",
        "20000",
    ];
    let with = |extra: &[&str]| {
        let mut v: Vec<&str> = base.to_vec();
        v.extend_from_slice(extra);
        run(&[], &v)
    };
    let q = with(&[]);
    let q_small = with(&["--quantum-ps", "1000"]);
    let q_odd = with(&["--quantum-ps", "7777"]);
    let pc = with(&["--mode", "per-cycle"]);
    for (label, r) in [
        ("quantum 1 ps-cycle", &q_small),
        ("quantum 7777 ps", &q_odd),
        ("per-cycle", &pc),
    ] {
        assert_eq!(
            r.gpu_digest, q.gpu_digest,
            "GPU side saw different message times with {label}"
        );
        assert_eq!(
            r.cpu_digest, q.cpu_digest,
            "CPU side saw different message times with {label}"
        );
        assert_eq!(
            field(&r.gpu_json, "received"),
            field(&q.gpu_json, "received")
        );
    }
    // A different seed must change the digest (the digest is not trivially constant).
    let other = run(
        &[],
        &[
            "--gen-cycles",
            cycles,
            "--seed",
            "8",
            "--n-mc",
            "4",
            "--latency-ps",
            "20000",
        ],
    );
    assert_ne!(other.gpu_digest, q.gpu_digest);
}

#[test]
fn both_sides_on_one_core_do_not_livelock() {
    assert!(
        Command::new("taskset").arg("--version").output().is_ok(),
        "taskset not found: this test needs it (Debian package util-linux)"
    );
    let start = Instant::now();
    let q = run(
        &["taskset", "-c", "0"],
        &["--gen-cycles", "3000", "--n-mc", "2"],
    );
    let pc = run(
        &["taskset", "-c", "0"],
        &["--gen-cycles", "3000", "--n-mc", "2", "--mode", "per-cycle"],
    );
    let took = start.elapsed();
    println!("both modes on one core: {:.2} s", took.as_secs_f64());
    assert_eq!(q.gpu_digest, pc.gpu_digest);
    assert!(
        took < Duration::from_secs(120),
        "one-core runs took {took:?}"
    );
}
