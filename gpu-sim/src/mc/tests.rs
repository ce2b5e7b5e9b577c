//! McClient with the in-process fake CPU side: data, wire pieces, controller selection, exact
//! timestamps, ordering, the outstanding limit, barriers and contention.

use super::port::{drive, FakeHostPort};
use super::*;
use crate::engine::{Component, Ctx, Engine, ReqId};
use crate::proto::full_mask;
use crate::time::Clock;

const BASE: u64 = 1 << 44;

/// Sends scripted requests at their times and records every answer with its arrival time.
struct Requester {
    port: PortId,
    dst: PortId,
    script: Vec<(u64, Msg)>,
    got: Vec<(u64, MemMsg)>,
}

impl Component<Msg> for Requester {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(Msg::Mem(m)) = ctx.recv(self.port) {
            self.got.push((now.0, m));
        }
        while self.script.first().is_some_and(|(t, _)| *t <= now.0) {
            let (_, m) = self.script.remove(0);
            if let Err(e) = ctx.send(self.port, self.dst, m) {
                return Err(SimError::at("req", format!("send: {e:?}")));
            }
        }
        if let Some((t, _)) = self.script.first() {
            ctx.wake_at(Ps(*t));
        }
        Ok(())
    }
}

struct Rig {
    engine: Engine<Msg>,
    client: CompId,
    rsp: PortId,
    req: CompId,
    req_port: PortId,
}

fn rig(cfg: &McConfig, n_mc: u32, script: Vec<(u64, Msg)>, link_cycles: u64) -> Rig {
    let mut engine = Engine::new();
    let clock = Clock::from_mhz(1000).unwrap();
    let (client, top, rsp) =
        McClient::add_to(&mut engine, "gpu[0].mc_client", cfg, n_mc, BASE, clock, 0).unwrap();
    let req = engine.add_component("req");
    let req_port = engine.add_port(req, 64);
    engine
        .connect(req_port, top, Ps(link_cycles * 1000))
        .unwrap();
    let first = script.first().map(|(t, _)| *t).unwrap_or(0);
    engine
        .install(
            req,
            Box::new(Requester {
                port: req_port,
                dst: top,
                script,
                got: Vec::new(),
            }),
        )
        .unwrap();
    engine.wake_at(req, Ps(first));
    Rig {
        engine,
        client,
        rsp,
        req,
        req_port,
    }
}

fn read(id: u64, addr: u64, bytes: u32, reply_to: PortId) -> Msg {
    Msg::Mem(MemMsg::Read {
        id: ReqId(id),
        addr,
        bytes,
        reply_to,
    })
}

fn write(id: u64, addr: u64, data: Vec<u8>, reply_to: PortId) -> Msg {
    let n = data.len();
    Msg::Mem(MemMsg::Write {
        id: ReqId(id),
        addr,
        data,
        mask: full_mask(n),
        reply_to,
    })
}

/// Runs the rig against `port` until the engine and the port are idle.
fn run(r: &mut Rig, port: &mut FakeHostPort) -> Vec<(u64, MemMsg)> {
    let rsp = r.rsp;
    drive(&mut r.engine, port, &|_| rsp, 1 << 40).unwrap();
    let q = r.engine.component::<Requester>(r.req).unwrap();
    q.got.clone()
}

/// The request port id the scripts reply to (the requester's port is the third port made,
/// after the client's top and response ports).
fn reply_port() -> PortId {
    PortId(2)
}

#[test]
fn data_round_trips_in_64_byte_pieces() {
    let rp = reply_port();
    let bytes: Vec<u8> = (0..128u32).map(|i| (i * 7 + 3) as u8).collect();
    // A 128-byte write (two wire lines) at 4096, then reads: the whole 128 bytes, an unaligned
    // 8 bytes crossing into the second line's start, and one byte.
    let script = vec![
        (0, write(1, BASE + 4096, bytes.clone(), rp)),
        (100_000, read(2, BASE + 4096, 128, rp)),
        (100_000, read(3, BASE + 4096 + 60, 8, rp)),
        (100_000, read(4, BASE + 4096 + 127, 1, rp)),
    ];
    let mut r = rig(&McConfig::r9_nano(), 2, script, 1);
    assert_eq!(r.req_port, rp);
    let mut port = FakeHostPort::new(2, 10_000, 20_000, 1_000);
    let got = run(&mut r, &mut port);
    assert_eq!(got.len(), 4);
    let find = |id: u64| {
        got.iter()
            .find(|(_, m)| m.id() == ReqId(id))
            .cloned()
            .unwrap()
    };
    assert!(matches!(find(1).1, MemMsg::WriteRsp { .. }));
    match find(2).1 {
        MemMsg::ReadRsp { data, .. } => assert_eq!(data, bytes),
        m => panic!("{m:?}"),
    }
    match find(3).1 {
        MemMsg::ReadRsp { data, .. } => assert_eq!(data, bytes[60..68].to_vec()),
        m => panic!("{m:?}"),
    }
    match find(4).1 {
        MemMsg::ReadRsp { data, .. } => assert_eq!(data, vec![bytes[127]]),
        m => panic!("{m:?}"),
    }
    // Wire pieces: 2 (write) + 2 + 2 + 1, host offsets (not physical), 4 KiB interleave over
    // two controllers: offset 4096 is controller 1.
    assert_eq!(port.log.len(), 7);
    assert!(port.log.iter().all(|(_, q)| q.mc == 1 && q.addr >= 4096));
    let s = r.engine.component::<McClient>(r.client).unwrap().stats();
    assert_eq!((s.reads, s.writes, s.wire_requests), (3, 1, 7));
    assert_eq!((s.bytes_read, s.bytes_written), (137, 128));
}

#[test]
fn controller_follows_the_interleave() {
    let rp = reply_port();
    let script = (0..8u64)
        .map(|i| (0, read(i, BASE + i * 4096, 64, rp)))
        .collect();
    let mut r = rig(&McConfig::r9_nano(), 4, script, 1);
    let mut port = FakeHostPort::new(4, 10_000, 20_000, 1_000);
    run(&mut r, &mut port);
    let mcs: Vec<u32> = port.log.iter().map(|(_, q)| q.mc).collect();
    assert_eq!(mcs, vec![0, 1, 2, 3, 0, 1, 2, 3]);
}

#[test]
fn timestamps_are_exact() {
    let rp = reply_port();
    // One read sent at 5 ns; link requester->client 1 cycle (1 ns).
    let script = vec![(5_000, read(1, BASE + 64, 64, rp))];
    let mut r = rig(&McConfig::r9_nano(), 1, script, 1);
    // g2c 10 ns, access 20 ns, service 3 ns, c2g 10 ns (+ 500 ps off the clock edge).
    let mut port = FakeHostPort::new(1, 10_000, 20_000, 3_000);
    port.c2g_ps = 10_500;
    let got = run(&mut r, &mut port);
    // Taken at 6 ns (arrival at the client, an edge), seen by the CPU side at 16 ns, done at
    // 16 + 3 + 20 = 39 ns, due at the GPU at 49.5 ns, used at the next edge (50 ns), back at
    // the requester one link later (51 ns).
    assert_eq!(port.log[0].0, 16_000);
    assert_eq!(port.log[0].1.send_ps, 6_000);
    assert_eq!(got[0].0, 51_000);
    let s = r.engine.component::<McClient>(r.client).unwrap().stats();
    assert_eq!(s.latency_total, 44_000);
    assert_eq!(s.latency_max, 44_000);
}

#[test]
fn outstanding_limit_and_order() {
    let rp = reply_port();
    let cfg = McConfig {
        max_outstanding: 2,
        ..McConfig::r9_nano()
    };
    let script = (0..4u64)
        .map(|i| (0, read(i, BASE + i * 64, 64, rp)))
        .collect();
    let mut r = rig(&cfg, 1, script, 1);
    let mut port = FakeHostPort::new(1, 10_000, 20_000, 2_000);
    let got = run(&mut r, &mut port);
    // Two go at 1 ns; the next two only when the first answers come back.
    let sends: Vec<u64> = port.log.iter().map(|(_, q)| q.send_ps).collect();
    assert_eq!(sends[0], 1_000);
    assert_eq!(sends[1], 1_000);
    assert!(sends[2] > 40_000 && sends[3] > 40_000, "{sends:?}");
    // One controller serving in order: answers in request order, strictly later each time.
    let ids: Vec<u64> = got.iter().map(|(_, m)| m.id().0).collect();
    assert_eq!(ids, vec![0, 1, 2, 3]);
    assert!(got.windows(2).all(|w| w[0].0 < w[1].0));
    let s = r.engine.component::<McClient>(r.client).unwrap().stats();
    assert!(s.outstanding_full >= 1);
}

#[test]
fn flush_waits_for_earlier_writes() {
    let rp = reply_port();
    let script = vec![
        (0, write(1, BASE, vec![9; 64], rp)),
        (
            0,
            Msg::Mem(MemMsg::Flush {
                id: ReqId(2),
                reply_to: rp,
            }),
        ),
    ];
    let mut r = rig(&McConfig::r9_nano(), 1, script, 1);
    let mut port = FakeHostPort::new(1, 10_000, 20_000, 1_000);
    let got = run(&mut r, &mut port);
    assert_eq!(got.len(), 2);
    assert!(matches!(got[0].1, MemMsg::WriteRsp { .. }));
    assert!(matches!(got[1].1, MemMsg::FlushRsp { .. }));
    assert!(got[1].0 >= got[0].0);
    assert_eq!(port.mem.get(&0), Some(&9));
}

#[test]
fn atomics_are_refused_with_the_path() {
    let rp = reply_port();
    let script = vec![(
        0,
        Msg::Mem(MemMsg::Atomic {
            id: ReqId(1),
            addr: BASE,
            args: crate::isa::atomic::AtomicArgs {
                op: crate::isa::table::AtomicOp::Add,
                bytes: 4,
                src: 1,
                cmp: 0,
            },
            reply_to: rp,
        }),
    )];
    let mut r = rig(&McConfig::r9_nano(), 1, script, 1);
    let mut port = FakeHostPort::new(1, 10_000, 20_000, 1_000);
    let rsp = r.rsp;
    let e = drive(&mut r.engine, &mut port, &|_| rsp, 1 << 40)
        .expect_err("an error")
        .to_string();
    assert!(
        e.contains("gpu[0].mc_client") && e.contains("atomic"),
        "{e}"
    );
}

/// A stream of reads against the fake with and without background traffic on the same
/// controllers: the client's latency counter shows the contention.
#[test]
fn background_traffic_raises_latency() {
    let measure = |period: u64| {
        let rp = reply_port();
        let script = (0..64u64)
            .map(|i| (i * 2_000, read(i, BASE + i * 64, 64, rp)))
            .collect();
        let mut r = rig(&McConfig::r9_nano(), 1, script, 1);
        let mut port = FakeHostPort::new(1, 10_000, 20_000, 1_500);
        port.background_period_ps = period;
        let got = run(&mut r, &mut port);
        assert_eq!(got.len(), 64);
        let s = r
            .engine
            .component::<McClient>(r.client)
            .unwrap()
            .stats()
            .clone();
        (
            s.read_latency_total / 64,
            got.last().map(|g| g.0).unwrap_or(0),
        )
    };
    let (quiet, end_quiet) = measure(0);
    let (busy, end_busy) = measure(2_000);
    assert!(busy > quiet + 1_000, "quiet {quiet} ps, busy {busy} ps");
    assert!(end_busy > end_quiet);
}

#[test]
fn identical_runs_identical_results() {
    let go = || {
        let rp = reply_port();
        let script = (0..32u64)
            .map(|i| (i * 700, read(i, BASE + (i * 4160) % 65536, 64, rp)))
            .collect();
        let mut r = rig(&McConfig::r9_nano(), 2, script, 1);
        let mut port = FakeHostPort::new(2, 10_000, 20_000, 1_500);
        port.background_period_ps = 3_000;
        let got = run(&mut r, &mut port);
        (got, r.engine.stats().to_text())
    };
    assert_eq!(go(), go());
}

#[test]
fn config_errors_name_keys() {
    let mut errs = Vec::new();
    McConfig {
        interleave_bytes: 100,
        max_outstanding: 0,
        ..McConfig::r9_nano()
    }
    .validate_at("gpu.timing.apu", &mut errs);
    assert!(errs
        .iter()
        .any(|e| e.key.starts_with("gpu.timing.apu.interleave_bytes")));
    assert!(errs
        .iter()
        .any(|e| e.key.starts_with("gpu.timing.apu.max_outstanding")));
}
