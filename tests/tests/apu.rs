//! The APU lock-step memory path across the real bridge: a GPU engine whose host-memory
//! requests go through an `McClient` and the bridge's memory-controller queues to the host
//! stub's memory-controller server and DRAM model (both sides in this process, the GPU side on
//! a thread, as in the bridge's own in-process tests).
//!
//! - data: reads return the bytes the CPU side holds, writes land in host memory;
//! - contention: the same GPU stream with the CPU traffic generator on takes longer and sees a
//!   higher host-memory latency than with it off;
//! - exactness: quantum lock-step with two quanta and per-cycle lock-step give identical
//!   GPU-side results (every response's time and bytes) and identical CPU-side counters.

use bridge::{BridgeConfig, Clocks, Endpoint, Incoming, LockStep, Progress};
use gpu_sim::engine::{CompId, Component, Ctx, Engine, PortId, ReqId, SimError};
use gpu_sim::mc::port::{from_wire, to_wire};
use gpu_sim::mc::{McClient, McClientStats, McConfig};
use gpu_sim::proto::{full_mask, CtlMsg, MemMsg, Msg};
use gpu_sim::sys::shm::SharedRegion;
use gpu_sim::time::{Clock, Ps};
use host_stub::config::{DramConfig, TrafficConfig, TrafficPattern};
use host_stub::dram::HostDram;
use host_stub::mc_server::{McServer, McServerStats};

const HOST_BASE: u64 = 1 << 44;
const HOST_BYTES: u64 = 16 << 20;

fn pattern(off: u64) -> u8 {
    (off.wrapping_mul(31) ^ (off >> 6)) as u8
}

/// A GPU-side stream: `n` requests of 64 bytes over consecutive lines, at most `window` in
/// flight, one new request per cycle when allowed; every fourth request a write. Records every
/// answer (time, id, bytes).
struct Stream {
    clock: Clock,
    port: PortId,
    dst: PortId,
    n: u64,
    issued: u64,
    window: u64,
    in_flight: u64,
    got: Vec<(u64, u64, Vec<u8>)>,
}

impl Component<Msg> for Stream {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let edge = self.clock.this_tick(now);
        if edge != now {
            ctx.wake_at(edge);
            return Ok(());
        }
        while let Some(Msg::Mem(m)) = ctx.recv(self.port) {
            self.in_flight -= 1;
            let data = match &m {
                MemMsg::ReadRsp { data, .. } => data.clone(),
                _ => Vec::new(),
            };
            self.got.push((now.0, m.id().0, data));
        }
        if self.issued < self.n && self.in_flight < self.window {
            let i = self.issued;
            let addr = HOST_BASE + i * 64;
            let msg = if i % 4 == 3 {
                Msg::Mem(MemMsg::Write {
                    id: ReqId(i),
                    addr,
                    data: vec![0xA5; 64],
                    mask: full_mask(64),
                    reply_to: self.port,
                })
            } else {
                Msg::Mem(MemMsg::Read {
                    id: ReqId(i),
                    addr,
                    bytes: 64,
                    reply_to: self.port,
                })
            };
            ctx.send(self.port, self.dst, msg)
                .map_err(|e| SimError::at("stream", format!("{e:?}")))?;
            self.issued += 1;
            self.in_flight += 1;
            if self.issued < self.n {
                ctx.wake_at(self.clock.next_tick(now));
            }
        }
        Ok(())
    }
}

struct GpuResult {
    got: Vec<(u64, u64, Vec<u8>)>,
    client: McClientStats,
    end_ps: u64,
}

struct CpuResult {
    mc: McServerStats,
    traffic_requests: u64,
    host_after: Vec<u8>,
}

fn gpu_side(name: String, n: u64) -> GpuResult {
    let mut ep = Endpoint::connect(&name, 10_000).expect("connect");
    let n_mc = ep.n_mc();
    let clock = Clock::from_mhz(1000).unwrap();
    let mut engine: Engine<Msg> = Engine::new();
    let (client, top, rsp) = McClient::add_to(
        &mut engine,
        "gpu[0].mc_client",
        &McConfig {
            enabled: true,
            ..McConfig::r9_nano()
        },
        n_mc,
        HOST_BASE,
        clock,
        0,
    )
    .unwrap();
    let s: CompId = engine.add_component("gpu[0].stream");
    let sp = engine.add_port(s, 64);
    engine.connect(sp, top, Ps(1000)).unwrap();
    engine
        .install(
            s,
            Box::new(Stream {
                clock,
                port: sp,
                dst: top,
                n,
                issued: 0,
                window: 16,
                in_flight: 0,
                got: Vec::new(),
            }),
        )
        .unwrap();
    // Start after the bridge's first window, at a clock edge.
    engine.wake_at(s, Ps(10_000));
    // The GPU process's loop: horizon from the bridge, inject what arrived at its time, run
    // the engine to the horizon, send what it emitted.
    loop {
        let done = engine.component::<Stream>(s).unwrap().got.len() as u64 == n;
        if done {
            break;
        }
        let target = engine.next_event_time().map_or(u64::MAX, |t| t.0);
        let t = match ep.advance(target).expect("advance") {
            Progress::Due(t) => {
                while let Some(m) = ep.recv() {
                    if let Incoming::Mem { mc, ty, msg } = m {
                        let r = from_wire(mc, ty, &msg);
                        engine
                            .inject(rsp, Ps(r.time_ps), Msg::ctl(CtlMsg::HostMemRsp(r)))
                            .unwrap();
                    }
                }
                t
            }
            Progress::Reached(t) | Progress::Tick(_, t) => t,
            Progress::Terminated => panic!("the CPU side ended the run early"),
        };
        engine.run_until(Ps(t)).expect("run");
        for (_, m) in engine.take_emitted() {
            if let Msg::Ctl(c) = m {
                if let CtlMsg::HostMemReq(r) = *c {
                    let (ty, w) = to_wire(&r);
                    ep.send_mem(r.mc, ty, &w).expect("send");
                }
            }
        }
    }
    let got = engine.component::<Stream>(s).unwrap().got.clone();
    let end_ps = got.last().map_or(0, |g| g.0);
    let client = engine
        .component::<McClient>(client)
        .unwrap()
        .stats()
        .clone();
    let left = ep.shutdown().expect("shutdown");
    assert!(left.is_empty(), "{left:?}");
    GpuResult {
        got,
        client,
        end_ps,
    }
}

fn run(mode: LockStep, quantum: Option<u64>, traffic: u32, n: u64) -> (GpuResult, CpuResult) {
    let cfg = BridgeConfig {
        n_mc: 2,
        ring_entries: 64,
        c2g_latency_ps: 50_000,
        g2c_latency_ps: 50_000,
        quantum_ps: quantum,
        mode,
        clocks: Clocks {
            core_period_ps: 1000,
            mem_period_ps: 2000,
        },
        connect_timeout_ms: 10_000,
    };
    let mut ep = Endpoint::create(&cfg).expect("create");
    let name = ep.segment_name().to_string();
    let gpu = std::thread::spawn(move || gpu_side(name, n));
    ep.accept(10_000).expect("accept");
    let host = SharedRegion::create("apu-test-host", HOST_BYTES).unwrap();
    let bytes: Vec<u8> = (0..n * 64).map(pattern).collect();
    host.write(0, &bytes).unwrap();
    let mut dram = HostDram::new(DramConfig::ddr4()).with_traffic(&TrafficConfig {
        requests_per_us: traffic,
        pattern: TrafficPattern::Random,
        footprint_bytes: 64 << 20,
        offset_bytes: 1 << 30,
        start_ps: 0,
        stop_ps: 0,
    });
    let mut mc = McServer::new();
    loop {
        let stop = mc.next_due().unwrap_or(u64::MAX);
        match ep.advance(stop).expect("cpu advance") {
            Progress::Due(now) => {
                mc.send_due(&mut ep).unwrap();
                while let Some(m) = ep.recv() {
                    if let Incoming::Mem { mc: q, ty, msg } = m {
                        mc.on_request(now, q, ty, msg, &mut dram, &host);
                    }
                }
            }
            Progress::Reached(_) => mc.send_due(&mut ep).unwrap(),
            Progress::Terminated => break,
            Progress::Tick(..) => unreachable!("the CPU side grants ticks, it does not get them"),
        }
    }
    let g = gpu.join().expect("gpu thread");
    let mut host_after = vec![0u8; (n * 64) as usize];
    host.read(0, &mut host_after).unwrap();
    (
        g,
        CpuResult {
            mc: mc.stats,
            traffic_requests: dram.traffic_requests,
            host_after,
        },
    )
}

fn check_data(n: u64, g: &GpuResult, c: &CpuResult) {
    assert_eq!(g.got.len() as u64, n);
    for (_, id, data) in &g.got {
        if id % 4 == 3 {
            assert!(data.is_empty());
        } else {
            let want: Vec<u8> = (id * 64..id * 64 + 64).map(pattern).collect();
            assert_eq!(data, &want, "read {id}");
        }
    }
    for i in 0..n {
        let line = &c.host_after[(i * 64) as usize..(i * 64 + 64) as usize];
        if i % 4 == 3 {
            assert!(line.iter().all(|&b| b == 0xA5), "write {i}");
        } else {
            let want: Vec<u8> = (i * 64..i * 64 + 64).map(pattern).collect();
            assert_eq!(line, &want[..]);
        }
    }
}

#[test]
fn cpu_traffic_shows_in_gpu_host_memory_latency() {
    let n = 400;
    let (g0, c0) = run(LockStep::Quantum, None, 0, n);
    let (g1, c1) = run(LockStep::Quantum, None, 500, n);
    check_data(n, &g0, &c0);
    check_data(n, &g1, &c1);
    let lat0 = g0.client.latency_total / n;
    let lat1 = g1.client.latency_total / n;
    eprintln!(
        "APU stream of {n} lines: traffic off: end {} ps, mean host-memory latency {lat0} ps, CPU-side service {} ps mean; \
         traffic 500/us: end {} ps, latency {lat1} ps, CPU-side service {} ps mean, {} CPU accesses",
        g0.end_ps,
        c0.mc.service_ps_total / n,
        g1.end_ps,
        c1.mc.service_ps_total / n,
        c1.traffic_requests
    );
    assert_eq!(c0.traffic_requests, 0);
    assert!(c1.traffic_requests > 0);
    assert_eq!(c0.mc.reads + c0.mc.writes, n);
    // The two link crossings (100 ns) are the same; the DRAM share grows with contention.
    assert!(lat0 > 100_000, "{lat0}");
    assert!(lat1 > lat0 + 10_000, "off {lat0} ps, on {lat1} ps");
    assert!(g1.end_ps > g0.end_ps);
    assert!(c1.mc.service_ps_total > c0.mc.service_ps_total);
}

#[test]
fn quantum_and_per_cycle_lock_step_agree() {
    let n = 48;
    let (a, ca) = run(LockStep::Quantum, None, 300, n);
    let (b, cb) = run(LockStep::Quantum, Some(7_000), 300, n);
    let (c, cc) = run(LockStep::PerCycle, None, 300, n);
    check_data(n, &a, &ca);
    assert_eq!(a.got, b.got);
    assert_eq!(a.got, c.got);
    assert_eq!(a.client, b.client);
    assert_eq!(a.client, c.client);
    assert_eq!(ca.mc, cb.mc);
    assert_eq!(ca.mc, cc.mc);
}

// ------------------------------------------------------------------ whole runs (`tandem run`)

/// `configs/apu.toml` with the CPU traffic generator at `rate` accesses per microsecond.
fn apu_config(rate: u32) -> host_stub::config::TandemConfig {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../configs/apu.toml");
    let mut cfg = host_stub::config::TandemConfig::load(&path).unwrap();
    cfg.host.traffic.requests_per_us = rate;
    cfg
}

fn apu_run(rate: u32, workload: &'static str) -> serde_json::Value {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| std::env::set_var("TANDEM_GPU_EXE", env!("CARGO_BIN_EXE_tandem-gpu-test")));
    static RUN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let k = RUN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "tandem-apu-{}-{workload}-{rate}-{k}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let req = tandem::run::Request {
        workload,
        plan: host_programs::workloads::Plan {
            gpus: vec![0],
            mode: host_programs::workloads::Mode::Discrete,
            size: host_programs::workloads::Size::Small,
            verify: true,
        },
        n_gpus: 1,
    };
    let s = tandem::run::run_one(&apu_config(rate), &req, &dir)
        .unwrap_or_else(|e| panic!("APU run: {e:#}"));
    let _ = std::fs::remove_dir_all(&dir);
    s
}

/// The demonstration: vecadd on host buffers in the APU configuration, with and
/// without CPU memory traffic during the kernel. Both verify; every load and store of the
/// kernel reaches host memory through the bridge's memory-controller queues; with the CPU
/// traffic on, the GPU sees a higher host-memory latency and the kernel takes more cycles.
#[test]
fn apu_vecadd_slows_down_under_cpu_memory_traffic() {
    let off = apu_run(0, "vecadd");
    let on = apu_run(300, "vecadd");
    for s in [&off, &on] {
        assert_eq!(s["verification"]["verified"], true, "{}", s["verification"]);
        assert_eq!(s["gpu_model"], "timing");
    }
    let k = |s: &serde_json::Value, f: &str| s["kernels"][0]["timing"][f].as_u64().unwrap();
    let (c0, c1) = (k(&off, "cycles"), k(&on, "cycles"));
    let (l0, l1) = (
        k(&off, "host_latency_mean_ps"),
        k(&on, "host_latency_mean_ps"),
    );
    let (r0, r1) = (k(&off, "host_requests"), k(&on, "host_requests"));
    eprintln!(
        "APU vecadd (4096 elements): traffic off: {c0} cycles, {r0} host requests, mean host latency {l0} ps; \
         300 accesses/us: {c1} cycles, {r1} host requests, mean {l1} ps, {} CPU accesses",
        on["host_traffic_requests"]
    );
    // Two 16 KiB inputs read and one 16 KiB output written, all in host memory.
    assert!(r0 >= 3 * 16384 / 64, "{r0}");
    assert_eq!(r0, r1);
    assert_eq!(
        off["host_mc"]["reads"].as_u64().unwrap() + off["host_mc"]["writes"].as_u64().unwrap(),
        r0
    );
    assert_eq!(off["host_traffic_requests"], 0);
    assert!(on["host_traffic_requests"].as_u64().unwrap() > 0);
    // 2 x 50 ns of fabric at least.
    assert!(l0 > 100_000, "{l0}");
    assert!(l1 > l0 + l0 / 20, "latency off {l0} ps, on {l1} ps");
    assert!(c1 > c0 + c0 / 20, "cycles off {c0}, on {c1}");
}

/// Two identical APU runs give identical statistics (lock-step over the bridge included).
#[test]
fn apu_runs_are_deterministic() {
    let a = apu_run(300, "vecadd");
    let b = apu_run(300, "vecadd");
    assert_eq!(a["kernels"], b["kernels"]);
    assert_eq!(a["host_mc"], b["host_mc"]);
    assert_eq!(a["simulated_time_ps"], b["simulated_time_ps"]);
}
