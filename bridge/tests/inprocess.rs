//! In-process tests of the bridge: both sides in one process (the GPU side on a thread), covering the
//! header checks, damaged slots, driver chunking, ordering, shutdown draining and stale-segment cleanup.

use bridge::segment::{list_segments, Segment, SegmentParams};
use bridge::wire::*;
use bridge::{BridgeConfig, BridgeError, Endpoint, Incoming, Progress};
use rustix::fs::Mode;
use rustix::mm::{MapFlags, ProtFlags};
use std::thread;

fn cfg() -> BridgeConfig {
    BridgeConfig {
        n_mc: 2,
        ring_entries: 16,
        connect_timeout_ms: 5000,
        ..BridgeConfig::default()
    }
}

/// A connected pair: CPU endpoint here, GPU endpoint returned from the thread.
fn pair(c: &BridgeConfig) -> (Endpoint, Endpoint) {
    let mut cpu = Endpoint::create(c).expect("create");
    let name = cpu.segment_name().to_string();
    let h = thread::spawn(move || Endpoint::connect(&name, 5000));
    cpu.accept(5000).expect("accept");
    let gpu = h.join().expect("thread").expect("connect");
    (cpu, gpu)
}

/// Maps a still-named segment a second time, for scribbling.
fn raw_map(name: &str, len: usize) -> *mut u8 {
    let fd = rustix::shm::open(name, rustix::shm::OFlags::RDWR, Mode::empty()).expect("open");
    // SAFETY: a shared mapping of an existing object of at least `len` bytes.
    unsafe {
        rustix::mm::mmap(
            std::ptr::null_mut(),
            len,
            ProtFlags::READ | ProtFlags::WRITE,
            MapFlags::SHARED,
            &fd,
            0,
        )
        .expect("mmap") as *mut u8
    }
}

fn params() -> SegmentParams {
    SegmentParams {
        n_mc: 2,
        ring_entries: 16,
        c2g_latency_ps: 1000,
        g2c_latency_ps: 1000,
        quantum_ps: 1000,
        mode: MODE_QUANTUM,
        core_period_ps: 1000,
        mem_period_ps: 1000,
    }
}

fn connect_err_after(scribble: impl Fn(*mut u8)) -> String {
    let seg = Segment::create(params()).expect("create");
    let p = raw_map(seg.name(), 4096);
    scribble(p);
    match Endpoint::connect(seg.name(), 1000) {
        Ok(_) => panic!("a damaged header was accepted"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn header_mismatches_are_refused_with_the_field_named() {
    // SAFETY (all closures): writes inside the first page of our own mapping.
    let e = connect_err_after(|p| unsafe { *(p as *mut u64) = 0x1234 });
    assert!(e.contains("bad magic"), "{e}");
    let e = connect_err_after(|p| unsafe { *(p.add(8) as *mut u32) = 99 });
    assert!(e.contains("protocol version 99"), "{e}");
    let e = connect_err_after(|p| unsafe { *(p.add(16) as *mut u64) ^= 1 });
    assert!(e.contains("layout hash"), "{e}");
    let e = connect_err_after(|p| unsafe { *(p.add(32) as *mut u32) = 1000 });
    assert!(e.contains("n_mc"), "{e}");
    let e = connect_err_after(|p| unsafe { *(p.add(36) as *mut u32) = 3 });
    assert!(e.contains("ring_entries"), "{e}");
    let e = connect_err_after(|p| unsafe { *(p.add(24) as *mut u64) = 1 << 40 });
    assert!(e.contains("size mismatch"), "{e}");
}

#[test]
fn segment_is_private_and_named_per_run() {
    let a = Segment::create(params()).expect("a");
    let b = Segment::create(params()).expect("b");
    assert_ne!(a.name(), b.name());
    let file = format!("/dev/shm{}", a.name());
    let mode =
        std::fs::metadata(&file).map(|m| std::os::unix::fs::PermissionsExt::mode(&m.permissions()));
    assert_eq!(mode.expect("stat") & 0o777, 0o600);
    let name = a.name().to_string();
    drop(a);
    assert!(
        !list_segments().iter().any(|n| format!("/{n}") == name),
        "dropping the creator removes it"
    );
}

#[test]
fn stale_segments_of_dead_owners_are_removed() {
    // A segment named after a pid that cannot exist (above pid_max) is stale.
    let name = "/tandem-bridge-4194399-dead";
    let fd = rustix::shm::open(
        name,
        rustix::shm::OFlags::CREATE | rustix::shm::OFlags::RDWR,
        Mode::RUSR | Mode::WUSR,
    )
    .expect("create");
    drop(fd);
    let live = Segment::create(params()).expect("live");
    // create() already cleaned it.
    assert!(!list_segments()
        .iter()
        .any(|n| n == "tandem-bridge-4194399-dead"));
    assert!(
        list_segments()
            .iter()
            .any(|n| format!("/{n}") == live.name()),
        "a live run's segment stays"
    );
    assert_eq!(
        bridge::segment::creator_pid_of("tandem-bridge-17-abc"),
        Some(17)
    );
    assert_eq!(bridge::segment::creator_pid_of("other-17-abc"), None);
}

#[test]
fn accept_unlinks_the_name() {
    let (cpu, _gpu) = pair(&cfg());
    let name = cpu.segment_name().trim_start_matches('/').to_string();
    assert!(!list_segments().contains(&name));
}

#[test]
fn driver_payloads_span_chunks_and_arrive_whole() {
    let (mut cpu, mut gpu) = pair(&cfg());
    let big: Vec<u8> = (0..5000u32).map(|i| (i * 31) as u8).collect();
    let h = thread::spawn(move || {
        let mut got = Vec::new();
        while got.len() < 2 {
            match gpu.advance(1_000_000).expect("advance") {
                Progress::Due(_) => {
                    while let Some(m) = gpu.recv() {
                        got.push(m);
                    }
                }
                Progress::Reached(_) => {}
                p => panic!("unexpected {p:?}"),
            }
        }
        // Done: terminate, which also releases the CPU side from waiting for our promises.
        let left = gpu.shutdown().expect("shutdown");
        assert!(left.is_empty());
        got
    });
    // 27 chunks through a 16-slot ring: the GPU side must be draining meanwhile.
    cpu.send_driver(DRV_IOCTL, 7, 0xc0de, 0, &big)
        .expect("send");
    cpu.send_driver(DRV_DOORBELL, 8, 0x40, 5, &[])
        .expect("send");
    // Keep the CPU side moving so the GPU side gets promises, until the GPU side terminates.
    let mut t = 0;
    loop {
        t += 1000;
        if cpu.advance(t).expect("cpu advance") == Progress::Terminated {
            break;
        }
    }
    let got = h.join().expect("join");
    match &got[0] {
        Incoming::Driver(d) => {
            assert_eq!(
                (d.ty, d.seq, d.arg0, d.time_ps),
                (DRV_IOCTL, 7, 0xc0de, 100_000)
            );
            assert_eq!(d.payload, big);
        }
        m => panic!("{m:?}"),
    }
    match &got[1] {
        Incoming::Driver(d) => assert_eq!((d.ty, d.seq, d.arg1), (DRV_DOORBELL, 8, 5)),
        m => panic!("{m:?}"),
    }
}

#[test]
fn oversized_driver_payload_is_refused() {
    let (mut cpu, _gpu) = pair(&cfg());
    let e = cpu.send_driver(
        DRV_IOCTL,
        1,
        0,
        0,
        &vec![0; BRIDGE_DRIVER_MAX_PAYLOAD as usize + 1],
    );
    assert!(matches!(e, Err(BridgeError::Invalid { .. })), "{e:?}");
    let e = cpu.send_mem(
        0,
        MEM_READ,
        &MemMsg {
            size: 64,
            ..Default::default()
        },
    );
    assert!(
        matches!(e, Err(BridgeError::Invalid { .. })),
        "a request type on a response ring: {e:?}"
    );
    let e = cpu.send_mem(
        9,
        MEM_READ_RESP,
        &MemMsg {
            size: 64,
            ..Default::default()
        },
    );
    assert!(
        matches!(e, Err(BridgeError::Invalid { .. })),
        "controller out of range: {e:?}"
    );
}

/// Writes a raw slot into the CPU-to-GPU ring `ring` at slot `slot`, as a broken CPU side would.
fn scribble_slot(cpu: &Endpoint, ring: usize, slot: usize, bytes: &[u8]) {
    let place = cpu.segment().rings()[ring];
    assert!(place.cpu_to_gpu);
    // SAFETY: inside the mapping (the ring's own slot); the test plays a broken producer.
    unsafe {
        let p = cpu
            .segment()
            .base()
            .add(place.offset + slot * place.slot_bytes as usize);
        std::ptr::copy_nonoverlapping(bytes.as_ptr(), p, bytes.len());
    }
}

fn gpu_error_after(scribble: impl FnOnce(&Endpoint)) -> String {
    let (cpu, mut gpu) = pair(&cfg());
    scribble(&cpu);
    let r = gpu.advance(u64::MAX);
    match r {
        Err(e) => e.to_string(),
        Ok(p) => panic!("damage not reported: {p:?}"),
    }
}

#[test]
fn damaged_slots_are_reported_not_trusted() {
    // mem_resp[0] is ring 5 (control c2g, control g2c, driver c2g, driver g2c, mem_req[0], mem_resp[0]).
    let mut m = MemMsg {
        size: 64,
        time_ps: 200_000,
        ..Default::default()
    };
    m.own_type = OWN_CONSUMER | 0x13;
    let e = gpu_error_after(|c| scribble_slot(c, 5, 0, bytemuck::bytes_of(&m)));
    assert!(e.contains("mem_resp[0]") && e.contains("type 0x13"), "{e}");

    m.own_type = OWN_CONSUMER | MEM_READ_RESP;
    m.size = 65;
    let e = gpu_error_after(|c| scribble_slot(c, 5, 0, bytemuck::bytes_of(&m)));
    assert!(e.contains("access size 65"), "{e}");

    let mut d = DriverMsg {
        total_len: 10,
        chunk_len: 193,
        time_ps: 200_000,
        ..Default::default()
    };
    d.own_type = OWN_CONSUMER | DRV_IOCTL;
    let e = gpu_error_after(|c| scribble_slot(c, 2, 0, bytemuck::bytes_of(&d)));
    assert!(
        e.contains("driver.c2g") && e.contains("chunk length 193"),
        "{e}"
    );

    d.chunk_len = 10;
    d.total_len = BRIDGE_DRIVER_MAX_PAYLOAD + 1;
    let e = gpu_error_after(|c| scribble_slot(c, 2, 0, bytemuck::bytes_of(&d)));
    assert!(e.contains("payload length"), "{e}");

    // A sync that moves the promise backwards (slot 1: slot 0 held the start message).
    let e = gpu_error_after(|c| {
        let s = ControlMsg {
            time_ps: 5,
            own_type: OWN_CONSUMER | CTL_SYNC,
            ..Default::default()
        };
        let s2 = ControlMsg {
            time_ps: 1,
            own_type: OWN_CONSUMER | CTL_SYNC,
            ..Default::default()
        };
        scribble_slot(c, 0, 1, bytemuck::bytes_of(&s));
        scribble_slot(c, 0, 2, bytemuck::bytes_of(&s2));
    });
    assert!(
        e.contains("protocol violation") && e.contains("sync promise 1 ps lower"),
        "{e}"
    );
}

#[test]
fn a_message_stamped_in_the_past_is_a_violation() {
    let (mut cpu, mut gpu) = pair(&cfg());
    // Let the GPU side run to 150 ns legitimately.
    let h = thread::spawn(move || {
        let p = gpu.advance(150_000);
        (gpu, p)
    });
    // The GPU side promises 100 ns, then 200 or 210 ns: the CPU side can always reach 190 ns.
    for t in (10_000..=190_000).step_by(10_000) {
        cpu.advance(t).expect("advance");
    }
    let (mut gpu, p) = h.join().expect("join");
    assert_eq!(p.expect("advance"), Progress::Reached(150_000));
    let mut m = MemMsg {
        size: 64,
        time_ps: 100_000,
        ..Default::default()
    };
    m.own_type = OWN_CONSUMER | MEM_READ_RESP;
    scribble_slot(&cpu, 5, 0, bytemuck::bytes_of(&m));
    let e = gpu.advance(u64::MAX).expect_err("must fail");
    assert!(e.to_string().contains("in our past"), "{e}");
}

#[test]
fn shutdown_drains_in_flight_messages() {
    let (mut cpu, mut gpu) = pair(&cfg());
    let h = thread::spawn(move || {
        // The GPU sends three requests at time 0 and then follows the CPU until it terminates.
        for i in 0..3 {
            gpu.send_mem(
                i % 2,
                MEM_READ,
                &MemMsg {
                    size: 8,
                    req_id: i as u64,
                    ..Default::default()
                },
            )
            .expect("send");
        }
        let mut seen = Vec::new();
        loop {
            match gpu.advance(u64::MAX).expect("advance") {
                Progress::Due(_) => {
                    while let Some(m) = gpu.recv() {
                        seen.push(m);
                    }
                }
                Progress::Terminated => break,
                p => panic!("{p:?}"),
            }
        }
        seen
    });
    // The CPU side answers nothing and shuts down at 50 ns, before the requests are due (100 ns).
    cpu.send_driver(DRV_DOORBELL, 1, 0, 1, &[])
        .expect("doorbell");
    assert_eq!(
        cpu.advance(50_000).expect("advance"),
        Progress::Reached(50_000)
    );
    let left = cpu.shutdown().expect("shutdown");
    let ids: Vec<u64> = left
        .iter()
        .map(|m| match m {
            Incoming::Mem { msg, .. } => msg.req_id,
            _ => u64::MAX,
        })
        .collect();
    // All stamped 100 ns: controller 0 (ids 0 and 2) before controller 1 (id 1).
    assert_eq!(
        ids,
        vec![0, 2, 1],
        "in-flight requests are handed back in (time, controller) order"
    );
    let seen = h.join().expect("join");
    assert_eq!(
        seen.len(),
        1,
        "the GPU side drained the doorbell before terminating"
    );
    assert!(cpu.is_terminated());
}

#[test]
fn config_validation_names_every_bad_key() {
    let c = BridgeConfig {
        n_mc: 0,
        ring_entries: 100,
        c2g_latency_ps: 0,
        ..BridgeConfig::default()
    };
    let e = c.validate().expect_err("invalid").to_string();
    assert!(
        e.contains("bridge.n_mc") && e.contains("bridge.ring_entries") && e.contains("latency"),
        "{e}"
    );
    let c = BridgeConfig {
        quantum_ps: Some(200_000),
        ..BridgeConfig::default()
    };
    assert!(c
        .validate()
        .expect_err("quantum")
        .to_string()
        .contains("bridge.quantum_ps"));
    let c = BridgeConfig {
        mode: bridge::LockStep::PerCycle,
        clocks: bridge::Clocks {
            core_period_ps: 200_000,
            mem_period_ps: 1000,
        },
        ..BridgeConfig::default()
    };
    assert!(c
        .validate()
        .expect_err("period")
        .to_string()
        .contains("per-cycle"));
    assert!(BridgeConfig::default().validate().is_ok());
    assert_eq!(BridgeConfig::default().effective_quantum_ps(), 100_000);
    assert_eq!(
        bridge::Clocks::from_multipliers(3000, 3, 2),
        Some(bridge::Clocks {
            core_period_ps: 1000,
            mem_period_ps: 1500
        })
    );
}

#[test]
fn tick_schedule_orders_core_before_memory() {
    let s = bridge::TickSchedule::new(
        bridge::Clocks {
            core_period_ps: 1000,
            mem_period_ps: 2000,
        },
        2,
    );
    assert_eq!(s.next_edge_after(0), 1000);
    assert_eq!(s.next_edge_after(1000), 2000);
    let at: Vec<_> = s.ticks_at(2000).collect();
    assert_eq!(
        at,
        vec![
            bridge::TickKind::Core,
            bridge::TickKind::Mem(0),
            bridge::TickKind::Mem(1)
        ]
    );
    assert_eq!(s.ticks_at(1000).count(), 1);
    assert_eq!(s.ticks_at(1500).count(), 0);
}

#[test]
fn rings_wrap_many_times_without_loss() {
    let (mut cpu, mut gpu) = pair(&BridgeConfig {
        ring_entries: 8,
        ..cfg()
    });
    let n = 2000u64;
    let h = thread::spawn(move || {
        for i in 0..n {
            gpu.send_mem(
                (i % 2) as u32,
                MEM_WRITE,
                &MemMsg {
                    size: 4,
                    req_id: i,
                    ..Default::default()
                },
            )
            .expect("send");
            gpu.advance((i + 1) * 1000).expect("advance");
        }
        gpu.shutdown().expect("shutdown")
    });
    let mut ids = Vec::new();
    loop {
        match cpu.advance(u64::MAX).expect("advance") {
            Progress::Due(t) => {
                while let Some((_, _, m)) = cpu.recv_mem() {
                    assert_eq!(m.time_ps, t);
                    assert_eq!(m.time_ps, m.req_id * 1000 + 100_000);
                    ids.push(m.req_id);
                }
            }
            Progress::Terminated => break,
            p => panic!("{p:?}"),
        }
    }
    h.join().expect("join");
    assert_eq!(ids, (0..n).collect::<Vec<_>>());
}
