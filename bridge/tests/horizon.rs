//! `Endpoint::horizon_ps`, the time a caller with its own event queue (gem5) schedules its next
//! call to `advance` at: exact values in both lock-step modes with both sides in one process,
//! and a gem5-like CPU side ("advance(t); t = min(own next event, horizon)") against the
//! `bridge-peer` GPU process, which must see exactly the messages, at exactly the times, of the
//! blocking CPU side of the synthetic pair.

mod common;
use common::field;

use bridge::synth::{CpuSynth, SynthConfig};
use bridge::wire::{MemMsg, MEM_READ, MEM_WRITE};
use bridge::{BridgeConfig, Clocks, Endpoint, Incoming, LockStep, Progress, TickKind};
use std::io::Read;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;

const PEER: &str = env!("CARGO_BIN_EXE_bridge-peer");

fn cfg(mode: LockStep, clocks: Clocks) -> BridgeConfig {
    BridgeConfig {
        n_mc: 2,
        ring_entries: 16,
        c2g_latency_ps: 1000,
        g2c_latency_ps: 1000,
        // A sync for every step of time, so the promises below are known exactly.
        quantum_ps: Some(1),
        mode,
        connect_timeout_ms: 5000,
        clocks,
    }
}

fn read_req(addr: u64, id: u64) -> MemMsg {
    MemMsg {
        addr,
        req_id: id,
        size: 64,
        ..Default::default()
    }
}

#[test]
fn quantum_horizon_is_the_promise_or_the_earliest_queued_message() {
    let c = cfg(LockStep::Quantum, BridgeConfig::default().clocks);
    let mut cpu = Endpoint::create(&c).expect("create");
    let name = cpu.segment_name().to_string();
    let (go_tx, go_rx) = mpsc::channel::<()>();
    let (sent_tx, sent_rx) = mpsc::channel::<()>();
    let (on_tx, on_rx) = mpsc::channel::<()>();
    let gpu = thread::spawn(move || -> bridge::Result<usize> {
        let mut gpu = Endpoint::connect(&name, 5000)?;
        assert_eq!(gpu.advance(10_000)?, Progress::Reached(10_000));
        go_rx.recv().expect("go");
        gpu.send_mem(0, MEM_READ, &read_req(64, 1))?; // stamped 11_000
        assert_eq!(gpu.advance(10_500)?, Progress::Reached(10_500)); // promises 11_500
        sent_tx.send(()).expect("sent");
        // No further promise until the CPU side checked the ones above.
        on_rx.recv().expect("on");
        assert_eq!(gpu.advance(20_000)?, Progress::Reached(20_000));
        gpu.send_mem(1, MEM_WRITE, &read_req(4096, 2))?; // stamped 21_000, then terminate
        Ok(gpu.shutdown()?.len())
    });
    cpu.accept(5000).expect("accept");
    // Before anything arrived the horizon is the (initial) promise: advance must be called
    // there to get the run going.
    assert_eq!(cpu.horizon_ps(), cpu.peer_promise_ps());

    assert_eq!(cpu.advance(10_000).unwrap(), Progress::Reached(10_000));
    // Nothing sent yet (the GPU side waits for `go`): the horizon is the promise, beyond now.
    let h = cpu.horizon_ps();
    assert_eq!(h, cpu.peer_promise_ps());
    assert!(h > 10_000, "horizon {h}");

    go_tx.send(()).unwrap();
    sent_rx.recv().unwrap();
    // The sync promising 11_500 waits on the control ring; advance drains it with the request.
    assert_eq!(cpu.advance(10_001).unwrap(), Progress::Reached(10_001));
    assert_eq!(cpu.peer_promise_ps(), 11_500);
    assert_eq!(
        cpu.horizon_ps(),
        11_000,
        "a queued message earlier than the promise sets the horizon"
    );
    // Below the horizon: reached without waiting, nothing due.
    assert_eq!(cpu.advance(10_999).unwrap(), Progress::Reached(10_999));
    assert!(cpu.recv().is_none());
    assert_eq!(cpu.horizon_ps(), 11_000);
    assert_eq!(cpu.advance(11_000).unwrap(), Progress::Due(11_000));
    // While the due message is not taken, the horizon stays at it.
    assert_eq!(cpu.horizon_ps(), 11_000);
    match cpu.recv() {
        Some(Incoming::Mem { mc: 0, ty, msg }) => {
            assert_eq!((ty, msg.req_id, msg.time_ps), (MEM_READ, 1, 11_000));
        }
        other => panic!("expected the read, got {other:?}"),
    }
    let h = cpu.horizon_ps();
    assert_eq!(h, cpu.peer_promise_ps(), "nothing queued: the promise");
    assert!(h > 11_000);
    on_tx.send(()).unwrap();

    // gem5's way from here on: every call at the horizon; nothing is ever due earlier.
    let mut calls = 0;
    let mut got = Vec::new();
    loop {
        let t = cpu.horizon_ps();
        let before = cpu.now();
        assert!(t >= before, "horizon {t} before now {before}");
        calls += 1;
        assert!(calls < 10_000, "no progress");
        match cpu.advance(t).unwrap() {
            Progress::Due(now) => {
                assert_eq!(now, t, "a message was due before the horizon");
                while let Some(m) = cpu.recv() {
                    got.push(m);
                }
                if now == 21_000 {
                    // The GPU side promised at most 21_000 and then terminated: the write was
                    // delivered because nothing more can come, and with the queue empty the
                    // horizon is now (advance finishes the shutdown at once).
                    assert_eq!(cpu.horizon_ps(), 21_000);
                }
            }
            Progress::Reached(r) => {
                assert_eq!(r, t);
                assert!(cpu.horizon_ps() > t, "no progress after reaching {t}");
            }
            Progress::Terminated => break,
            Progress::Tick(..) => panic!("tick on the CPU side"),
        }
    }
    assert_eq!(cpu.horizon_ps(), u64::MAX, "terminated: nothing will come");
    assert_eq!(got.len(), 1, "{got:?}");
    assert_eq!(got[0].time_ps(), 21_000);
    assert_eq!(gpu.join().expect("thread").expect("gpu side"), 0);
}

#[test]
fn per_cycle_horizon_is_the_next_clock_edge_or_the_earliest_queued_message() {
    // Edges every 300 ps (core) and 600 ps (memory); a message sent at the core tick at 300 is
    // stamped 1300, between the edges at 1200 and 1500.
    let clocks = Clocks {
        core_period_ps: 300,
        mem_period_ps: 600,
    };
    let c = cfg(LockStep::PerCycle, clocks);
    let mut cpu = Endpoint::create(&c).expect("create");
    let name = cpu.segment_name().to_string();
    let gpu = thread::spawn(move || -> bridge::Result<u64> {
        let mut gpu = Endpoint::connect(&name, 5000)?;
        let mut ticks = 0;
        loop {
            match gpu.advance(u64::MAX)? {
                Progress::Tick(k, t) => {
                    ticks += 1;
                    // The GPU side's per-cycle advance takes no target: its horizon is now.
                    assert_eq!(gpu.horizon_ps(), t);
                    if k == TickKind::Core && t == 300 {
                        gpu.send_mem(1, MEM_READ, &read_req(4096, 7))?;
                    }
                }
                Progress::Terminated => return Ok(ticks),
                other => panic!("GPU side: {other:?}"),
            }
        }
    });
    cpu.accept(5000).expect("accept");
    let mut targets = Vec::new();
    let mut due = Vec::new();
    while cpu.now() < 1500 {
        let t = cpu.horizon_ps();
        targets.push(t);
        match cpu.advance(t).unwrap() {
            Progress::Due(now) => {
                assert_eq!(now, t, "a message was due before the horizon");
                while let Some(m) = cpu.recv() {
                    due.push(m.time_ps());
                }
            }
            Progress::Reached(r) => assert_eq!(r, t),
            other => panic!("CPU side: {other:?}"),
        }
    }
    assert_eq!(targets, [300, 600, 900, 1200, 1300, 1500]);
    assert_eq!(due, [1300]);
    assert!(cpu.shutdown().unwrap().is_empty());
    assert_eq!(cpu.horizon_ps(), u64::MAX);
    // Core ticks at 300..=1500 (5) and memory ticks at 600 and 1200 for both controllers (4).
    assert_eq!(gpu.join().expect("thread").expect("gpu side"), 9);
}

fn report_line<'a>(stdout: &'a str, prefix: &str) -> &'a str {
    stdout
        .lines()
        .find_map(|l| l.strip_prefix(prefix))
        .unwrap_or_else(|| panic!("no {prefix} in {stdout}"))
}

const CYCLES: u64 = 20_000;
const SEED: u64 = 7;
const LATENCY_PS: u64 = 20_000;

/// (GPU-side digest, CPU-side digest, GPU messages received) of `bridge-peer cpu --spawn-gpu`:
/// the CPU side that blocks in advance toward its next own event.
fn blocking_run(extra: &[&str]) -> (String, String, String) {
    let out = Command::new(PEER)
        .args(["cpu", "--spawn-gpu", "--n-mc", "4"])
        .args(["--seed", &SEED.to_string()])
        .args(["--gen-cycles", &CYCLES.to_string()])
        .args(["--latency-ps", &LATENCY_PS.to_string()])
        .args(extra)
        .output()
        .expect("run bridge-peer");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "bridge-peer failed: {}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let g = report_line(&stdout, "gpu-report ");
    let c = report_line(&stdout, "cpu-report ");
    assert_eq!(field(g, "errors"), "0", "{g}");
    assert_eq!(field(c, "errors"), "0", "{c}");
    (
        field(g, "digest").to_string(),
        field(c, "digest").to_string(),
        field(g, "received").to_string(),
    )
}

/// The same pair with this process as a gem5-like CPU side: one `advance` per event of its own
/// queue, the next event at min(own next event, horizon). Returns the same triple and the
/// number of calls to advance.
fn gem5_style_run(mode: LockStep, quantum_ps: Option<u64>) -> (String, String, String, u64) {
    let b = BridgeConfig {
        n_mc: 4,
        c2g_latency_ps: LATENCY_PS,
        g2c_latency_ps: LATENCY_PS,
        quantum_ps,
        mode,
        ..BridgeConfig::default()
    };
    let synth = SynthConfig {
        seed: SEED,
        gen_cycles: CYCLES,
        ..SynthConfig::default()
    };
    let mut ep = Endpoint::create(&b).expect("create");
    let mut child = Command::new(PEER)
        .args(["gpu", "--segment", ep.segment_name()])
        .args(["--seed", &SEED.to_string()])
        .args(["--gen-cycles", &CYCLES.to_string()])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn the GPU side");
    ep.accept_from(Some(child.id()), 10_000).expect("accept");
    let mut cpu = CpuSynth::new(synth, ep.n_mc());
    let mut t = 0u64;
    let mut calls = 0u64;
    while !cpu.finished() {
        calls += 1;
        match ep.advance(t).expect("advance") {
            Progress::Due(now) => {
                assert_eq!(now, t, "a message was due before the scheduled time");
                while let Some(m) = ep.recv() {
                    cpu.on_msg(now, m).expect("on_msg");
                }
                // Own events at t run after the messages due at t: same t again.
                continue;
            }
            Progress::Reached(r) => {
                assert_eq!(r, t);
                cpu.run_events(&mut ep, t).expect("own events");
            }
            Progress::Terminated => break,
            Progress::Tick(..) => panic!("tick on the CPU side"),
        }
        let h = ep.horizon_ps();
        assert!(h > t, "horizon {h} does not move past {t}");
        t = cpu.next_event().min(h);
    }
    let left = ep.shutdown().expect("shutdown");
    assert_eq!(ep.horizon_ps(), u64::MAX);
    for m in left {
        let at = m.time_ps();
        cpu.on_msg(at, m).expect("drained message");
    }
    let mut stdout = String::new();
    child
        .stdout
        .take()
        .expect("stdout")
        .read_to_string(&mut stdout)
        .expect("read GPU output");
    let st = child.wait().expect("wait");
    assert!(st.success(), "GPU side: {st}\n{stdout}");
    assert!(cpu.report.errors.is_empty(), "{:?}", cpu.report.errors);
    let g = report_line(&stdout, "gpu-report ");
    assert_eq!(field(g, "errors"), "0", "{g}");
    assert_eq!(field(g, "unanswered"), "0", "{g}");
    (
        field(g, "digest").to_string(),
        format!("{:016x}", cpu.report.digest),
        field(g, "received").to_string(),
        calls,
    )
}

#[test]
fn gem5_style_driver_loop_sees_the_same_messages_as_blocking_runs() {
    let reference = blocking_run(&[]);
    for (label, mode, quantum, extra) in [
        ("quantum", LockStep::Quantum, None, &[][..]),
        (
            "quantum 7777 ps",
            LockStep::Quantum,
            Some(7777),
            &["--quantum-ps", "7777"][..],
        ),
        (
            "per-cycle",
            LockStep::PerCycle,
            None,
            &["--mode", "per-cycle"][..],
        ),
    ] {
        let blocking = blocking_run(extra);
        assert_eq!(blocking, reference, "{label}: blocking runs differ");
        let (g, c, received, calls) = gem5_style_run(mode, quantum);
        println!("{label}: {calls} calls to advance, GPU received {received}");
        assert_eq!(
            g, reference.0,
            "{label}: the GPU side saw other message times"
        );
        assert_eq!(
            c, reference.1,
            "{label}: the CPU side saw other message times"
        );
        assert_eq!(received, reference.2, "{label}");
    }
}
