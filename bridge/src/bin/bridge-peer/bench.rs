//! Benchmarks of the bridge between two real processes (this program and a child copy of it), each
//! compared with baselines measured in the same run between the same two processes:
//! a raw cache-line ping-pong (the physical limit) and a Unix-socket round trip / stream (context).
//!
//! - `rtt`: lock-step round trip (GPU sends a read at t, the CPU answers at once, the GPU advances
//!   until the answer is due) vs the raw ping-pong and the socket round trip.
//! - `throughput`: messages/s one way per queue kind, raw rings (64/128/256-byte slots) and through
//!   the lock-stepped endpoint (memory requests), vs the ping-pong rate and a socket stream.
//! - `overhead`: synthetic GPU work (busy ns per core cycle) with and without the lock-step partner.
//!
//! Parent = CPU side pinned to CPU 0, child = GPU side pinned to CPU 1 (when there are two).
//! The last line printed is one JSON object with every figure.

use crate::Flags;
use anyhow::{bail, Context};
use bridge::segment::{Segment, SegmentParams};
use bridge::synth::{CpuSynth, GpuSynth, NullPort, SynthConfig};
use bridge::wire::*;
use bridge::{BridgeConfig, Endpoint, Progress};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::Stdio;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

fn n_cpus() -> usize {
    rustix::thread::sched_getaffinity(None)
        .map(|s| s.count() as usize)
        .unwrap_or(1)
}

fn pinning() -> bool {
    std::env::var("TANDEM_BENCH_PIN").is_ok_and(|v| v == "1") && n_cpus() >= 2
}

fn child_args(kind: &str, extra: &[String]) -> Vec<String> {
    let mut v = vec![kind.to_string()];
    if pinning() {
        v.extend(["--pin-cpu".to_string(), "1".to_string()]);
    }
    v.extend(extra.iter().cloned());
    v
}

/// Runs a child and returns the value of its `result <f64>` line.
fn child_result(mut c: std::process::Child) -> anyhow::Result<f64> {
    let out = c.stdout.take().context("child stdout")?;
    let mut val = None;
    for line in BufReader::new(out).lines() {
        let line = line?;
        if let Some(v) = line.strip_prefix("result ") {
            val = Some(v.trim().parse::<f64>()?);
        }
    }
    let st = c.wait()?;
    if !st.success() {
        bail!("benchmark child failed: {st}");
    }
    val.context("child printed no result")
}

fn spawn_child(kind: &str, segment: &str, extra: &[String]) -> anyhow::Result<std::process::Child> {
    let exe = std::env::current_exe()?;
    let mut cmd = std::process::Command::new(exe);
    cmd.arg("bench-child")
        .arg("--segment")
        .arg(segment)
        .args(child_args(kind, extra));
    cmd.stdout(Stdio::piped()).stdin(Stdio::null());
    Ok(cmd.spawn()?)
}

fn raw_params() -> SegmentParams {
    SegmentParams {
        n_mc: 1,
        ring_entries: 1024,
        c2g_latency_ps: 1,
        g2c_latency_ps: 1,
        quantum_ps: 1,
        mode: MODE_QUANTUM,
        core_period_ps: 1000,
        mem_period_ps: 1000,
    }
}

fn word(seg: &Segment, ring: usize) -> &AtomicU64 {
    let off = seg.rings()[ring].offset;
    // SAFETY: the first 8 bytes of a ring's first slot, inside the mapping, 8-byte aligned.
    unsafe { &*(seg.base().add(off) as *const AtomicU64) }
}

/// Measurement windows: each figure is the best of this many windows of `WINDOW_MS` (the machine may
/// be shared; the best window is the closest to the uncontended cost).
const WINDOWS: u32 = 7;
const WINDOW_MS: u128 = 150;

/// Runs `step` (one round trip) in windows and returns the best ns per call.
fn best_ns(mut step: impl FnMut() -> anyhow::Result<()>) -> anyhow::Result<f64> {
    let mut best = f64::MAX;
    for _ in 0..WINDOWS {
        let start = Instant::now();
        let mut n = 0u64;
        loop {
            for _ in 0..64 {
                step()?;
            }
            n += 64;
            if start.elapsed().as_millis() >= WINDOW_MS {
                break;
            }
        }
        best = best.min(start.elapsed().as_nanos() as f64 / n as f64);
    }
    Ok(best)
}

const STOP: u64 = u64::MAX - 1;

/// Raw cache-line ping-pong: returns ns per round trip.
fn pingpong() -> anyhow::Result<f64> {
    let seg = Segment::create(raw_params())?;
    let c = spawn_child("pingpong", seg.name(), &[])?;
    let ping = word(&seg, 0);
    let pong = word(&seg, 1);
    // Wait for the child to be ready (it writes u64::MAX to pong).
    let t0 = Instant::now();
    while pong.load(Ordering::Acquire) != u64::MAX {
        std::hint::spin_loop();
        if t0.elapsed().as_secs() > 10 {
            bail!("ping-pong child did not start");
        }
    }
    let mut i = 0u64;
    let ns = best_ns(|| {
        i += 1;
        ping.store(i, Ordering::Release);
        while pong.load(Ordering::Acquire) != i {
            std::hint::spin_loop();
        }
        Ok(())
    })?;
    ping.store(STOP, Ordering::Release);
    child_result(c)?;
    Ok(ns)
}

fn uds_path() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("tandem-bridge-bench-{}.sock", std::process::id()))
}

/// Unix-socket round trip with 64-byte messages: ns per round trip.
fn uds_rtt() -> anyhow::Result<f64> {
    let path = uds_path();
    let _ = std::fs::remove_file(&path);
    let l = std::os::unix::net::UnixListener::bind(&path)?;
    let c = spawn_child("uds-echo", &path.to_string_lossy(), &[])?;
    let (mut s, _) = l.accept()?;
    let mut buf = [0u8; 64];
    let ns = best_ns(|| {
        s.write_all(&buf)?;
        s.read_exact(&mut buf)?;
        Ok(())
    })?;
    drop(s);
    child_result(c)?;
    let _ = std::fs::remove_file(&path);
    Ok(ns)
}

/// Unix-socket stream of 64-byte messages one way: messages/s.
fn uds_stream(n: u64) -> anyhow::Result<f64> {
    let path = uds_path();
    let _ = std::fs::remove_file(&path);
    let l = std::os::unix::net::UnixListener::bind(&path)?;
    let c = spawn_child("uds-send", &path.to_string_lossy(), &[format!("{n}")])?;
    let (mut s, _) = l.accept()?;
    let mut buf = vec![0u8; 64 * 256];
    let total = n * 64;
    let mut got = 0u64;
    let start = Instant::now();
    while got < total {
        let k = s.read(&mut buf)?;
        if k == 0 {
            break;
        }
        got += k as u64;
    }
    let rate = (got / 64) as f64 / start.elapsed().as_secs_f64();
    child_result(c)?;
    let _ = std::fs::remove_file(&path);
    Ok(rate)
}

/// Raw ring stream over ring `ring` of the raw segment: messages/s at the consumer.
fn ring_stream(ring: usize, n: u64) -> anyhow::Result<f64> {
    let seg = Segment::create(raw_params())?;
    let place = seg.rings()[ring];
    // The child produces into it; we consume. Start once the first message arrives.
    let c = spawn_child(
        "ring-send",
        seg.name(),
        &[format!("{ring}"), format!("{n}")],
    )?;
    // SAFETY: the place comes from the segment's own layout.
    let mut r = unsafe { bridge::ring::Ring::new(seg.base(), &place, "bench".into()) };
    let mut buf = vec![0u8; place.slot_bytes as usize];
    let mut got = 0u64;
    let mut start = None;
    let t0 = Instant::now();
    while got < n {
        if r.peek().is_some() {
            r.read(&mut buf);
            r.release();
            if got == 0 {
                start = Some(Instant::now());
            }
            got += 1;
        } else {
            std::hint::spin_loop();
            if t0.elapsed().as_secs() > 60 {
                bail!("ring stream stalled at {got}");
            }
        }
    }
    let rate = (n - 1) as f64 / start.map_or(1e-9, |s| s.elapsed().as_secs_f64());
    child_result(c)?;
    Ok(rate)
}

fn bench_bridge_config() -> BridgeConfig {
    BridgeConfig {
        n_mc: 8,
        ..BridgeConfig::default()
    }
}

/// Lock-step round trip: ns per round trip (measured by the GPU child).
fn bridge_rtt() -> anyhow::Result<f64> {
    let mut ep = Endpoint::create(&bench_bridge_config())?;
    let c = spawn_child("bridge-rtt", ep.segment_name(), &[])?;
    ep.accept_from(Some(c.id()), 10_000)?;
    // CPU side: answer every read at once.
    loop {
        match ep.advance(u64::MAX)? {
            Progress::Due(_) => {
                while let Some((mc, _, mut m)) = ep.recv_mem() {
                    m.data = [7; 64];
                    ep.send_mem(mc, MEM_READ_RESP, &m)?;
                }
            }
            Progress::Terminated => break,
            p => bail!("unexpected {p:?}"),
        }
    }
    child_result(c)
}

/// Lock-stepped endpoint stream of memory requests (GPU to CPU): messages/s at the CPU.
fn bridge_stream(n: u64, n_mc: u32) -> anyhow::Result<f64> {
    let mut ep = Endpoint::create(&bench_bridge_config())?;
    let c = spawn_child(
        "bridge-send",
        ep.segment_name(),
        &[format!("{n}"), format!("{n_mc}")],
    )?;
    ep.accept_from(Some(c.id()), 10_000)?;
    let mut got = 0u64;
    let mut start = None;
    loop {
        match ep.advance(u64::MAX)? {
            Progress::Due(_) => {
                while ep.recv_mem().is_some() {
                    if got == 0 {
                        start = Some(Instant::now());
                    }
                    got += 1;
                }
            }
            Progress::Terminated => break,
            p => bail!("unexpected {p:?}"),
        }
    }
    let secs = start.map_or(1e-9, |s| s.elapsed().as_secs_f64());
    child_result(c)?;
    if got != n {
        bail!("received {got} of {n} messages");
    }
    Ok((n - 1) as f64 / secs)
}

/// Co-simulation overhead: returns (seconds alone, seconds lock-stepped) measured by the GPU child.
fn overhead(cfg: &BridgeConfig, synth: &SynthConfig) -> anyhow::Result<(f64, f64)> {
    let mut ep = Endpoint::create(cfg)?;
    let mut extra = vec![
        format!("{}", synth.gen_cycles),
        format!("{}", synth.work_ns_per_cycle),
        format!("{}", synth.req_rate_256),
    ];
    extra.push(format!("{}", synth.seed));
    let c = spawn_child("overhead", ep.segment_name(), &extra)?;
    ep.accept_from(Some(c.id()), 10_000)?;
    let end = synth.end_time_ps();
    let mut cpu = CpuSynth::new(*synth, ep.n_mc());
    let rep = cpu.run(&mut ep, end)?;
    if !rep.errors.is_empty() {
        bail!("overhead run: CPU side check failed: {:?}", rep.errors);
    }
    let out = c.wait_with_output()?;
    if !out.status.success() {
        bail!("overhead child failed");
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut alone = None;
    let mut cosim = None;
    for l in text.lines() {
        if let Some(v) = l.strip_prefix("alone ") {
            alone = v.trim().parse().ok();
        }
        if let Some(v) = l.strip_prefix("cosim ") {
            cosim = v.trim().parse().ok();
        }
    }
    Ok((
        alone.context("no alone time")?,
        cosim.context("no cosim time")?,
    ))
}

fn full() -> bool {
    std::env::var("TANDEM_FULL").is_ok_and(|v| v == "1")
}

/// `bridge-peer bench <what>`.
pub fn main(f: &Flags) -> anyhow::Result<()> {
    let what = f.rest.first().map(String::as_str).unwrap_or("all");
    if pinning() {
        crate::pin_to(0);
    }
    if n_cpus() < 2 {
        println!("note: one CPU available; both processes share it (numbers are not meaningful)");
    }
    let scale: u64 = if full() { 10 } else { 1 };
    let mut json: Vec<String> = Vec::new();
    let do_rtt = matches!(what, "rtt" | "all");
    let do_tp = matches!(what, "throughput" | "all");
    let do_oh = matches!(what, "overhead" | "all");
    if !(do_rtt || do_tp || do_oh) {
        bail!("bench: rtt, throughput, overhead or all");
    }
    let pp = pingpong()?;
    println!("raw cache-line ping-pong: {pp:.0} ns per round trip");
    json.push(format!("\"pingpong_rtt_ns\":{pp:.1}"));
    if do_rtt {
        let uds = uds_rtt()?;
        println!("unix-socket round trip:   {uds:.0} ns");
        let br = bridge_rtt()?;
        println!(
            "bridge lock-step round trip: {br:.0} ns ({:.2}x ping-pong, {:.3}x socket)",
            br / pp,
            br / uds
        );
        json.push(format!("\"uds_rtt_ns\":{uds:.1}"));
        json.push(format!("\"bridge_rtt_ns\":{br:.1}"));
        json.push(format!("\"bridge_rtt_vs_pingpong\":{:.3}", br / pp));
        json.push(format!("\"bridge_rtt_vs_uds\":{:.4}", br / uds));
    }
    if do_tp {
        let n = 2_000_000 * scale;
        let pp_rate = 2e9 / pp;
        let uds = uds_stream(n / 5)?;
        println!("unix-socket stream (64 B):  {:.2} M msg/s", uds / 1e6);
        json.push(format!("\"uds_stream_msgs_per_s\":{uds:.0}"));
        for (label, ring) in [("control_64B", 0usize), ("driver_256B", 3), ("mem_128B", 4)] {
            let r = ring_stream(ring, n)?;
            println!(
                "raw ring {label}: {:.2} M msg/s ({:.1}x ping-pong rate, {:.1}x socket)",
                r / 1e6,
                r / pp_rate,
                r / uds
            );
            json.push(format!("\"ring_{label}_msgs_per_s\":{r:.0}"));
            json.push(format!("\"ring_{label}_vs_pingpong\":{:.2}", r / pp_rate));
        }
        for n_mc in [1u32, 8] {
            let r = bridge_stream(n / 2, n_mc)?;
            println!(
                "lock-stepped memory requests over {n_mc} MC queue(s): {:.2} M msg/s ({:.1}x ping-pong rate)",
                r / 1e6,
                r / pp_rate
            );
            json.push(format!("\"bridge_mem_req_{n_mc}mc_msgs_per_s\":{r:.0}"));
            json.push(format!(
                "\"bridge_mem_req_{n_mc}mc_vs_pingpong\":{:.2}",
                r / pp_rate
            ));
        }
        json.push(format!("\"pingpong_msgs_per_s\":{pp_rate:.0}"));
    }
    if do_oh {
        let cfg = bench_bridge_config();
        let synth = SynthConfig {
            gen_cycles: 300_000 * scale,
            // `--work-ns` and `--rate` override the defaults (1000 ns, 64/256).
            work_ns_per_cycle: if f.synth.work_ns_per_cycle > 0 {
                f.synth.work_ns_per_cycle
            } else {
                1000
            },
            req_rate_256: if f.rate_given {
                f.synth.req_rate_256
            } else {
                64
            },
            driver_period_ps: 1_000_000,
            event_period_cycles: 10_000,
            ..SynthConfig::default()
        };
        // Three trials (each its own pair of processes); the median trial counts.
        let mut trials = Vec::new();
        for _ in 0..3 {
            let (alone, cosim) = overhead(&cfg, &synth)?;
            trials.push((cosim / alone - 1.0, alone, cosim));
        }
        trials.sort_by(|a, b| a.0.total_cmp(&b.0));
        let (oh, alone, cosim) = trials[1];
        println!(
            "co-simulation overhead at the default quantum ({} ps), {} ns of GPU work per cycle, {} requests per 256 cycles, {} cycles: {:.2}% ({alone:.3} s alone, {cosim:.3} s lock-stepped; median of trials {:.2}%, {:.2}%, {:.2}%)",
            cfg.effective_quantum_ps(),
            synth.work_ns_per_cycle,
            synth.req_rate_256,
            synth.gen_cycles,
            oh * 100.0,
            trials[0].0 * 100.0,
            trials[1].0 * 100.0,
            trials[2].0 * 100.0
        );
        json.push(format!("\"overhead_default_quantum\":{oh:.4}"));
        json.push(format!("\"overhead_alone_s\":{alone:.4}"));
        json.push(format!("\"overhead_cosim_s\":{cosim:.4}"));
        let pc = BridgeConfig {
            mode: bridge::LockStep::PerCycle,
            ..cfg
        };
        let synth_pc = SynthConfig {
            gen_cycles: 20_000 * scale,
            ..synth
        };
        let (alone, cosim) = overhead(&pc, &synth_pc)?;
        let oh = cosim / alone - 1.0;
        println!(
            "for context, per-cycle grants (integrated gem5 + GPGPU-Sim protocol): {:.1}%",
            oh * 100.0
        );
        json.push(format!("\"overhead_per_cycle\":{oh:.4}"));
    }
    println!("{{{}}}", json.join(","));
    Ok(())
}

fn arg(f: &Flags, i: usize) -> anyhow::Result<u64> {
    f.rest
        .get(i)
        .with_context(|| format!("bench-child argument {i}"))?
        .parse()
        .context("number")
}

/// `bridge-peer bench-child --segment NAME <kind> args...`.
pub fn child(f: &Flags) -> anyhow::Result<()> {
    let seg_name = f.segment.as_deref().context("--segment")?;
    let kind = f.rest.first().map(String::as_str).unwrap_or("");
    let rest = Flags {
        rest: f.rest[1..].to_vec(),
        ..f.clone()
    };
    match kind {
        "pingpong" => {
            let seg = Segment::open(seg_name)?;
            let ping = word(&seg, 0);
            let pong = word(&seg, 1);
            pong.store(u64::MAX, Ordering::Release);
            let mut last = 0;
            loop {
                let v = ping.load(Ordering::Acquire);
                if v == STOP {
                    break;
                }
                if v != last {
                    last = v;
                    pong.store(v, Ordering::Release);
                } else {
                    std::hint::spin_loop();
                }
            }
            println!("result 0");
        }
        "uds-echo" => {
            let mut s = std::os::unix::net::UnixStream::connect(seg_name)?;
            let mut buf = [0u8; 64];
            while s.read_exact(&mut buf).is_ok() {
                s.write_all(&buf)?;
            }
            println!("result 0");
        }
        "uds-send" => {
            let n = arg(&rest, 0)?;
            let mut s = std::os::unix::net::UnixStream::connect(seg_name)?;
            let buf = [1u8; 64];
            for _ in 0..n {
                s.write_all(&buf)?;
            }
            println!("result 0");
        }
        "ring-send" => {
            let ring = arg(&rest, 0)? as usize;
            let n = arg(&rest, 1)?;
            let seg = Segment::open(seg_name)?;
            let place = *seg.rings().get(ring).context("ring index")?;
            // SAFETY: the place comes from the segment's own layout.
            let mut r = unsafe { bridge::ring::Ring::new(seg.base(), &place, "bench".into()) };
            let ty = match place.kind {
                RingKind::Control => CTL_SYNC,
                RingKind::DriverReply | RingKind::DriverRequest => DRV_EVENT,
                _ => MEM_READ,
            };
            let mut buf = vec![0u8; place.slot_bytes as usize];
            for i in 0..n {
                buf[48..56].copy_from_slice(&i.to_le_bytes());
                while !r.can_send() {
                    std::hint::spin_loop();
                }
                r.send(&buf, ty);
            }
            println!("result 0");
        }
        "bridge-rtt" => {
            let mut ep = Endpoint::connect(seg_name, 10_000)?;
            let mut m = MemMsg {
                size: 64,
                ..Default::default()
            };
            let mut i = 0u64;
            let ns = best_ns(|| {
                i += 1;
                m.req_id = i;
                m.addr = i * 64;
                ep.send_mem((i % 8) as u32, MEM_READ, &m)?;
                loop {
                    match ep.advance(u64::MAX)? {
                        Progress::Due(_) => {
                            if ep.recv_mem().is_some() {
                                return Ok(());
                            }
                        }
                        p => bail!("unexpected {p:?}"),
                    }
                }
            })?;
            eprintln!("bridge-rtt GPU side: {:?}", ep.stats());
            ep.shutdown()?;
            println!("result {ns}");
        }
        "bridge-send" => {
            let n = arg(&rest, 0)?;
            let n_mc = arg(&rest, 1)? as u32;
            let mut ep = Endpoint::connect(seg_name, 10_000)?;
            let mut m = MemMsg {
                size: 64,
                ..Default::default()
            };
            let mut t = 0u64;
            for i in 0..n {
                m.req_id = i;
                ep.send_mem((i % n_mc as u64) as u32, MEM_WRITE, &m)?;
                if i % 4 == 3 {
                    t += 1000;
                    ep.advance(t)?;
                }
            }
            ep.shutdown()?;
            println!("result 0");
        }
        "overhead" => {
            let synth = SynthConfig {
                gen_cycles: arg(&rest, 0)?,
                work_ns_per_cycle: arg(&rest, 1)?,
                req_rate_256: arg(&rest, 2)? as u32,
                seed: arg(&rest, 3)?,
                driver_period_ps: 1_000_000,
                event_period_cycles: 10_000,
                ..SynthConfig::default()
            };
            let mut ep = Endpoint::connect(seg_name, 10_000)?;
            let rt = ep.out_latency_ps() + ep.in_latency_ps();
            let (n_mc, sched) = (ep.n_mc(), ep.schedule());
            // The same model for the same core cycles against an in-process fixed-latency port:
            // the run differs from the lock-stepped one only by the bridge. Run before and after
            // the lock-stepped run; the faster counts (less disturbed by the machine).
            let baseline = |cycles: u64| -> anyhow::Result<f64> {
                let mut gpu = GpuSynth::new(synth, n_mc, rt);
                let mut port = NullPort::new(n_mc, rt, synth.mem_latency_ps);
                let start = Instant::now();
                let rep = gpu.run_alone(&mut port, sched, cycles)?;
                let secs = start.elapsed().as_secs_f64();
                if !rep.errors.is_empty() || rep.unanswered > 0 {
                    bail!("overhead baseline: check failed: {:?}", rep.errors);
                }
                Ok(secs)
            };
            let mut gpu = GpuSynth::new(synth, n_mc, rt);
            let first = baseline(0)?;
            let start = Instant::now();
            let rep = gpu.run(&mut ep)?;
            let cosim = start.elapsed().as_secs_f64();
            let alone = first.min(baseline(gpu.cycles())?);
            eprintln!(
                "overhead GPU side: {} cycles, {:?}",
                gpu.cycles(),
                ep.stats()
            );
            if !rep.errors.is_empty() || rep.unanswered > 0 {
                bail!("overhead run: GPU side check failed: {:?}", rep.errors);
            }
            println!("alone {alone}");
            println!("cosim {cosim}");
        }
        other => bail!("unknown bench child {other}"),
    }
    Ok(())
}
