//! `bridge-peer`: the bridge's helper program for real two-process runs in tests and benchmarks.
//!
//! - `bridge-peer cpu [--spawn-gpu] [flags]`: the CPU side of the synthetic pair (fixed-latency memory
//!   and driver client); with `--spawn-gpu` it starts `bridge-peer gpu` itself. Prints
//!   `ready segment=NAME gpu_pid=PID` once the GPU process exists, and `cpu-report {json}` at the end.
//! - `bridge-peer gpu --segment NAME [flags]`: the GPU side (traffic generator); prints `gpu-report {json}`.
//! - `bridge-peer bench <rtt|throughput|overhead|all>`: benchmarks; the last line printed is a JSON object.
//!
//! Exit codes: 0 success, 1 a check failed (wrong time or data), 2 a bridge error (peer died, damaged
//! segment, ...), 3 bad usage. Errors go to stderr naming the side, the peer and simulated times.

mod bench;

use anyhow::{bail, Context};
use bridge::synth::{CpuSynth, GpuSynth, SynthConfig};
use bridge::{BridgeConfig, BridgeError, Endpoint, LockStep};
use std::process::{Child, Command, ExitCode, Stdio};

/// Parsed command-line flags shared by the roles.
#[derive(Clone, Debug)]
pub struct Flags {
    pub bridge: BridgeConfig,
    pub synth: SynthConfig,
    pub segment: Option<String>,
    pub spawn_gpu: bool,
    pub pin_cpu: Option<usize>,
    /// Whether `--rate` was given (the overhead bench has its own default).
    pub rate_given: bool,
    pub rest: Vec<String>,
}

fn parse_flags(args: &[String]) -> anyhow::Result<Flags> {
    let mut f = Flags {
        bridge: BridgeConfig::default(),
        synth: SynthConfig::default(),
        segment: None,
        spawn_gpu: false,
        pin_cpu: None,
        rate_given: false,
        rest: Vec::new(),
    };
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let mut val = || -> anyhow::Result<u64> {
            i += 1;
            let v = args.get(i).with_context(|| format!("{a} needs a value"))?;
            v.parse::<u64>()
                .with_context(|| format!("{a}: not a number: {v}"))
        };
        match a {
            "--spawn-gpu" => f.spawn_gpu = true,
            "--segment" => {
                i += 1;
                f.segment = Some(args.get(i).context("--segment needs a value")?.clone());
            }
            "--mode" => {
                i += 1;
                f.bridge.mode = match args.get(i).map(String::as_str) {
                    Some("quantum") => LockStep::Quantum,
                    Some("per-cycle") => LockStep::PerCycle,
                    other => bail!("--mode: quantum or per-cycle, got {other:?}"),
                };
            }
            "--n-mc" => f.bridge.n_mc = val()? as u32,
            "--entries" => f.bridge.ring_entries = val()? as u32,
            "--latency-ps" => {
                let v = val()?;
                f.bridge.c2g_latency_ps = v;
                f.bridge.g2c_latency_ps = v;
            }
            "--quantum-ps" => f.bridge.quantum_ps = Some(val()?),
            "--core-ps" => f.bridge.clocks.core_period_ps = val()?,
            "--mem-ps" => f.bridge.clocks.mem_period_ps = val()?,
            "--seed" => f.synth.seed = val()?,
            "--gen-cycles" => f.synth.gen_cycles = val()?,
            "--rate" => {
                f.synth.req_rate_256 = val()? as u32;
                f.rate_given = true;
            }
            "--max-out" => f.synth.max_outstanding_per_mc = val()? as u32,
            "--mem-latency-ps" => f.synth.mem_latency_ps = val()?,
            "--driver-period-ps" => f.synth.driver_period_ps = val()?,
            "--event-cycles" => f.synth.event_period_cycles = val()?,
            "--end-ps" => f.synth.end_ps = val()?,
            "--work-ns" => f.synth.work_ns_per_cycle = val()?,
            "--pin-cpu" => f.pin_cpu = Some(val()? as usize),
            _ => f.rest.push(args[i].clone()),
        }
        i += 1;
    }
    Ok(f)
}

/// Pins this process to one CPU (benchmarks).
pub fn pin_to(cpu: usize) {
    let mut set = rustix::thread::CpuSet::new();
    set.set(cpu);
    if let Err(e) = rustix::thread::sched_setaffinity(None, &set) {
        eprintln!("bridge-peer: could not pin to cpu {cpu}: {e}");
    }
}

/// The synth flags to forward to a spawned GPU process.
fn synth_args(s: &SynthConfig) -> Vec<String> {
    [
        ("--seed", s.seed),
        ("--gen-cycles", s.gen_cycles),
        ("--rate", s.req_rate_256 as u64),
        ("--max-out", s.max_outstanding_per_mc as u64),
        ("--mem-latency-ps", s.mem_latency_ps),
        ("--driver-period-ps", s.driver_period_ps),
        ("--event-cycles", s.event_period_cycles),
        ("--work-ns", s.work_ns_per_cycle),
    ]
    .iter()
    .flat_map(|(k, v)| [k.to_string(), v.to_string()])
    .collect()
}

/// Spawns `bridge-peer <role> --segment NAME extra...` (this executable).
pub fn spawn_self(role: &str, segment: &str, extra: &[String]) -> anyhow::Result<Child> {
    let exe = std::env::current_exe().context("current_exe")?;
    Command::new(exe)
        .arg(role)
        .arg("--segment")
        .arg(segment)
        .args(extra)
        .stdin(Stdio::null())
        .spawn()
        .context("spawning the GPU side")
}

enum Outcome {
    Ok,
    CheckFailed,
}

fn run_cpu(f: &Flags) -> Result<Outcome, anyhow::Error> {
    let mut ep = Endpoint::create(&f.bridge)?;
    let name = ep.segment_name().to_string();
    let mut child = None;
    let mut gpu_pid = 0;
    if f.spawn_gpu {
        let mut extra = synth_args(&f.synth);
        if let Some(c) = f.pin_cpu {
            extra.extend(["--pin-cpu".to_string(), (c ^ 1).to_string()]);
        }
        let c = spawn_self("gpu", &name, &extra)?;
        gpu_pid = c.id();
        child = Some(c);
    }
    println!("ready segment={name} gpu_pid={gpu_pid}");
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let res = (|| -> Result<_, BridgeError> {
        ep.accept_from(
            (gpu_pid != 0).then_some(gpu_pid),
            f.bridge.connect_timeout_ms,
        )?;
        let end = f.synth.end_time_ps();
        let mut cpu = CpuSynth::new(f.synth, ep.n_mc());
        cpu.run(&mut ep, end)
    })();
    let report = match res {
        Ok(r) => r,
        Err(e) => {
            drop(ep);
            if let Some(mut c) = child {
                let _ = c.wait();
            }
            return Err(anyhow::anyhow!("CPU side: {e}"));
        }
    };
    println!("cpu-report {}", report.to_json());
    for e in &report.errors {
        eprintln!("bridge-peer: CPU side check failed: {e}");
    }
    let mut ok = report.errors.is_empty();
    if let Some(mut c) = child {
        let st = c.wait().context("waiting for the GPU side")?;
        if !st.success() {
            eprintln!("bridge-peer: CPU side: the GPU side exited with {st}");
            ok = false;
        }
    }
    Ok(if ok {
        Outcome::Ok
    } else {
        Outcome::CheckFailed
    })
}

fn run_gpu(f: &Flags) -> Result<Outcome, anyhow::Error> {
    let name = f.segment.as_deref().context("gpu needs --segment NAME")?;
    let mut ep = Endpoint::connect(name, f.bridge.connect_timeout_ms)
        .map_err(|e| anyhow::anyhow!("GPU side: {e}"))?;
    let rt = ep.out_latency_ps() + ep.in_latency_ps();
    let mut gpu = GpuSynth::new(f.synth, ep.n_mc(), rt);
    let report = gpu
        .run(&mut ep)
        .map_err(|e| anyhow::anyhow!("GPU side: {e}"))?;
    println!("gpu-report {}", report.to_json());
    let mut ok = report.errors.is_empty() && report.unanswered == 0;
    for e in &report.errors {
        eprintln!("bridge-peer: GPU side check failed: {e}");
    }
    if report.unanswered > 0 {
        eprintln!(
            "bridge-peer: GPU side: {} requests unanswered",
            report.unanswered
        );
        ok = false;
    }
    Ok(if ok {
        Outcome::Ok
    } else {
        Outcome::CheckFailed
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(role) = args.first().cloned() else {
        eprintln!("usage: bridge-peer <cpu|gpu|bench> [flags]");
        return ExitCode::from(3);
    };
    let flags = match parse_flags(&args[1..]) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("bridge-peer: {e:#}");
            return ExitCode::from(3);
        }
    };
    if let Some(c) = flags.pin_cpu {
        pin_to(c);
    }
    let res = match role.as_str() {
        "cpu" => run_cpu(&flags),
        "gpu" => run_gpu(&flags),
        "bench" => bench::main(&flags).map(|_| Outcome::Ok),
        "bench-child" => bench::child(&flags).map(|_| Outcome::Ok),
        other => {
            eprintln!("bridge-peer: unknown role {other}");
            return ExitCode::from(3);
        }
    };
    match res {
        Ok(Outcome::Ok) => ExitCode::SUCCESS,
        Ok(Outcome::CheckFailed) => ExitCode::from(1),
        Err(e) => {
            eprintln!("bridge-peer: {e:#}");
            ExitCode::from(2)
        }
    }
}
