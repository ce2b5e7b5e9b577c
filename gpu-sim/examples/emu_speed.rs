//! Functional emulation speed: runs corpus kernels through the emulator on one thread and
//! reports wavefront instructions per second, per kernel and in aggregate.
//!
//! `cargo run --release -p gpu-sim --example emu_speed [-- --seconds S]`
//!
//! Each kernel is prepared once (`gpu_sim::job::prepare_job`); then whole dispatches run on
//! fresh copies of the prepared memory until at least `S` seconds (default 1) of dispatch time
//! have accumulated. Only the dispatch is timed, not the copy; both wall time and the thread's
//! CPU time are reported (CPU time is the steadier figure on a shared machine). The last line of output is a JSON
//! object with every figure; docs/benchmarks.md ("Functional emulation speed") records them.
//! A kernel is ALU-bound when at least 95 % of its wavefront instructions are scalar or vector
//! ALU; the ALU-bound aggregate is their instructions over their time. Reference points: the brief's target of 20 M wavefront instructions/s for ALU-bound code,
//! and MGPUSim's published 28 K/s (one thread, MGSim paper).

use std::time::{Duration, Instant};

use gpu_sim::job::{prepare_job, Arg, Job};

/// Target for ALU-bound kernels (wavefront instructions per second, one thread).
const TARGET_ALU_PER_S: f64 = 20e6;
/// MGPUSim's single-thread emulation speed (wavefront instructions per second).
const MGPUSIM_PER_S: f64 = 28e3;

struct Bench {
    name: &'static str,
    job: Job,
}

/// A kernel counts as ALU-bound when at least this share of its wavefront instructions are
/// scalar or vector ALU (SALU counts include branches and waits).
const ALU_SHARE: f64 = 0.95;

fn kernel_file(stem: &str) -> Vec<u8> {
    let p = format!("{}/kernels/{stem}.hsaco", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&p).unwrap_or_else(|e| {
        eprintln!("emu_speed: cannot read {p}: {e}");
        std::process::exit(2)
    })
}

/// Deterministic pseudo-random floats in [0, 1).
fn floats(n: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..n)
        .flat_map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (((x >> 40) as f32) / (1u64 << 24) as f32).to_le_bytes()
        })
        .collect()
}

fn words(n: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x2545_f491_4f6c_dd1d) | 1;
    (0..n)
        .flat_map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            ((x >> 32) as u32 & 0xffff).to_le_bytes()
        })
        .collect()
}

fn job(stem: &str, kernel: &str, grid: [u32; 3], workgroup: [u32; 3], args: Vec<Arg>) -> Job {
    Job {
        code_object: kernel_file(stem),
        kernel: kernel.into(),
        grid,
        workgroup,
        args,
    }
}

fn benches() -> Vec<Bench> {
    let n = 1 << 16;
    vec![
        Bench {
            name: "micro_alu",
            job: job(
                "micro_alu",
                "micro_alu",
                [4096, 1, 1],
                [256, 1, 1],
                vec![Arg::Buffer(vec![0; 4096 * 4]), Arg::F32(0.5), Arg::U32(8)],
            ),
        },
        Bench {
            name: "vecadd",
            job: job(
                "vecadd",
                "vecadd",
                [n, 1, 1],
                [256, 1, 1],
                vec![
                    Arg::Buffer(floats(n as usize, 1)),
                    Arg::Buffer(floats(n as usize, 2)),
                    Arg::Buffer(vec![0; n as usize * 4]),
                    Arg::U32(n),
                ],
            ),
        },
        Bench {
            name: "sgemm_tiled",
            job: job(
                "sgemm",
                "sgemm_tiled",
                [128, 128, 1],
                [16, 16, 1],
                vec![
                    Arg::Buffer(floats(128 * 128, 3)),
                    Arg::Buffer(floats(128 * 128, 4)),
                    Arg::Buffer(vec![0; 128 * 128 * 4]),
                    Arg::U32(128),
                    Arg::U32(128),
                    Arg::U32(128),
                    Arg::F32(1.0),
                    Arg::F32(0.0),
                ],
            ),
        },
        Bench {
            name: "kmeans_distance",
            job: job(
                "kmeans",
                "kmeans_distance",
                [8192, 1, 1],
                [256, 1, 1],
                vec![
                    Arg::Buffer(floats(8192 * 8, 5)),
                    Arg::Buffer(floats(8 * 8, 6)),
                    Arg::Buffer(vec![0; 8192 * 4]),
                    Arg::Buffer(vec![0; 8192 * 4]),
                    Arg::U32(8192),
                    Arg::U32(8),
                    Arg::U32(8),
                ],
            ),
        },
        Bench {
            name: "matrix_transpose",
            job: job(
                "transpose",
                "matrix_transpose",
                [512, 512, 1],
                [16, 16, 1],
                vec![
                    Arg::Buffer(vec![0; 512 * 512 * 4]),
                    Arg::Buffer(floats(512 * 512, 7)),
                    Arg::U32(512),
                    Arg::U32(512),
                ],
            ),
        },
        Bench {
            name: "simple_convolution",
            job: job(
                "convolution",
                "simple_convolution",
                [256, 256, 1],
                [16, 16, 1],
                vec![
                    Arg::Buffer(vec![0; 256 * 256 * 4]),
                    Arg::Buffer(floats(256 * 256, 8)),
                    Arg::Buffer(floats(25, 9)),
                    Arg::U32(256),
                    Arg::U32(256),
                    Arg::U32(5),
                ],
            ),
        },
        Bench {
            name: "reduce_sum",
            job: job(
                "reduction",
                "reduce_sum",
                [n, 1, 1],
                [256, 1, 1],
                vec![
                    Arg::Buffer(words(n as usize, 10)),
                    Arg::Buffer(vec![0; (n as usize / 256) * 4]),
                    Arg::Local(256 * 4),
                    Arg::U32(n),
                ],
            ),
        },
    ]
}

/// CPU time of the calling thread: unlike wall time, it does not grow while other processes
/// hold the core, so it is the steadier figure on a shared machine.
fn thread_cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec through a valid pointer.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return Duration::ZERO;
    }
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

fn f32_at(b: &[u8], i: usize) -> f32 {
    f32::from_le_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]])
}

/// Checks the outputs of the kernels whose answer is known in closed form.
fn check(name: &str, buffers: &[Option<Vec<u8>>]) -> Result<(), String> {
    let buf = |i: usize| buffers.get(i).and_then(Option::as_ref);
    match name {
        // x = gid, then 8 trips of 256 adds of 0.5: gid + 1024, exact in f32.
        "micro_alu" => {
            let out = buf(0).ok_or("no output buffer")?;
            for i in 0..out.len() / 4 {
                if f32_at(out, i) != i as f32 + 1024.0 {
                    return Err(format!("out[{i}] = {}", f32_at(out, i)));
                }
            }
        }
        "vecadd" => {
            let (a, b, c) = (
                buf(0).ok_or("no a")?,
                buf(1).ok_or("no b")?,
                buf(2).ok_or("no c")?,
            );
            for i in 0..c.len() / 4 {
                if f32_at(c, i) != f32_at(a, i) + f32_at(b, i) {
                    return Err(format!("c[{i}] = {}", f32_at(c, i)));
                }
            }
        }
        _ => {}
    }
    Ok(())
}

struct Result1 {
    cpu_seconds: f64,
    name: &'static str,
    alu_bound: bool,
    alu_share: f64,
    instructions: u64,
    seconds: f64,
    runs: u32,
}

fn main() {
    let mut min_secs = 1.0f64;
    let mut only: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--seconds" => {
                min_secs = args
                    .next()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or_else(|| usage())
            }
            "--kernel" => only = Some(args.next().unwrap_or_else(|| usage())),
            _ => usage(),
        }
    }
    let mut results = Vec::new();
    for b in benches() {
        if only.as_deref().is_some_and(|o| o != b.name) {
            continue;
        }
        let prepared = match prepare_job(&b.job) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("emu_speed: {}: {e}", b.name);
                std::process::exit(1);
            }
        };
        // One untimed run whose results are checked where the answer is cheap to know, so a
        // broken emulator cannot post a fast time.
        match prepared.run() {
            Ok(out) => {
                if let Err(e) = check(b.name, &out.buffers) {
                    eprintln!("emu_speed: {}: wrong result: {e}", b.name);
                    std::process::exit(1);
                }
            }
            Err(e) => {
                eprintln!("emu_speed: {}: {e}", b.name);
                std::process::exit(1);
            }
        }
        let mut total = Duration::ZERO;
        let mut cpu = Duration::ZERO;
        let mut instructions = 0u64;
        let mut runs = 0u32;
        let mut alu = 0u64;
        while runs == 0 || total.as_secs_f64() < min_secs {
            let mut mem = prepared.memory.clone();
            let t = Instant::now();
            let c = thread_cpu_time();
            let stats = match prepared.dispatch_in(&mut mem) {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("emu_speed: {}: {e}", b.name);
                    std::process::exit(1);
                }
            };
            total += t.elapsed();
            cpu += thread_cpu_time().saturating_sub(c);
            instructions += stats.wavefront_instructions;
            alu += stats.salu_instructions + stats.valu_instructions;
            runs += 1;
        }
        let alu_share = alu as f64 / instructions.max(1) as f64;
        let r = Result1 {
            name: b.name,
            alu_bound: alu_share >= ALU_SHARE,
            alu_share,
            instructions,
            seconds: total.as_secs_f64(),
            cpu_seconds: cpu.as_secs_f64(),
            runs,
        };
        println!(
            "{:<20} {:>4} runs  {:>12} wavefront instructions  {:>4.0}% ALU  {:>8.3} s  {:>8.2} M/s  ({:.2} M/s of CPU time)",
            r.name,
            r.runs,
            r.instructions,
            r.alu_share * 100.0,
            r.seconds,
            r.instructions as f64 / r.seconds / 1e6,
            r.instructions as f64 / r.cpu_seconds.max(1e-9) / 1e6
        );
        results.push(r);
    }
    let rate = |rs: &[&Result1], cpu: bool| {
        let i: u64 = rs.iter().map(|r| r.instructions).sum();
        let s: f64 = rs
            .iter()
            .map(|r| if cpu { r.cpu_seconds } else { r.seconds })
            .sum();
        if s > 0.0 {
            i as f64 / s
        } else {
            0.0
        }
    };
    let all: Vec<&Result1> = results.iter().collect();
    let alu: Vec<&Result1> = results.iter().filter(|r| r.alu_bound).collect();
    let all_rate = rate(&all, false);
    let alu_rate = rate(&alu, false);
    let all_cpu_rate = rate(&all, true);
    let alu_cpu_rate = rate(&alu, true);
    println!(
        "aggregate {:.2} M/s; ALU-bound {:.2} M/s = {:.2}x the 20 M/s target, {:.0}x MGPUSim's 28 K/s",
        all_rate / 1e6,
        alu_rate / 1e6,
        alu_rate / TARGET_ALU_PER_S,
        alu_rate / MGPUSIM_PER_S
    );
    println!(
        "by CPU time: aggregate {:.2} M/s; ALU-bound {:.2} M/s = {:.2}x the target",
        all_cpu_rate / 1e6,
        alu_cpu_rate / 1e6,
        alu_cpu_rate / TARGET_ALU_PER_S
    );
    let kernels: Vec<String> = results
        .iter()
        .map(|r| {
            format!(
                "{{\"name\":\"{}\",\"alu_bound\":{},\"alu_share\":{:.3},\"runs\":{},\"wavefront_instructions\":{},\"seconds\":{:.6},\"per_s\":{:.0},\"cpu_seconds\":{:.6},\"per_cpu_s\":{:.0}}}",
                r.name,
                r.alu_bound,
                r.alu_share,
                r.runs,
                r.instructions,
                r.seconds,
                r.instructions as f64 / r.seconds,
                r.cpu_seconds,
                r.instructions as f64 / r.cpu_seconds.max(1e-9)
            )
        })
        .collect();
    println!(
        "{{\"bench\":\"emu_speed\",\"threads\":1,\"kernels\":[{}],\"aggregate_per_s\":{:.0},\"alu_bound_per_s\":{:.0},\"target_alu_per_s\":{:.0},\"alu_vs_target\":{:.4},\"mgpusim_per_s\":{:.0},\"alu_vs_mgpusim\":{:.1},\"aggregate_vs_mgpusim\":{:.1},\"aggregate_per_cpu_s\":{:.0},\"alu_bound_per_cpu_s\":{:.0},\"alu_vs_target_cpu\":{:.4}}}",
        kernels.join(","),
        all_rate,
        alu_rate,
        TARGET_ALU_PER_S,
        alu_rate / TARGET_ALU_PER_S,
        MGPUSIM_PER_S,
        alu_rate / MGPUSIM_PER_S,
        all_rate / MGPUSIM_PER_S,
        all_cpu_rate,
        alu_cpu_rate,
        alu_cpu_rate / TARGET_ALU_PER_S
    );
}

fn usage() -> ! {
    eprintln!("usage: emu_speed [--seconds S] [--kernel NAME]");
    std::process::exit(2)
}
