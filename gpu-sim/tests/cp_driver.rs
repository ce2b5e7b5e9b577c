//! The driver and N command processors (in one engine, `cp_common::Rig`) together (N = 1 and
//! 4), as a host would run them: ioctls create
//! queues on every GPU, driver notes reach only their GPU's CP, doorbell stores are routed by
//! the driver to the right CP, kernels on different GPUs run concurrently, a completion
//! signal's mailbox wakes a WAIT_EVENTS sleeping in simulated time, and DESTROY_QUEUE
//! removes the queue from its own GPU only.

mod cp_common;

use cp_common::*;
use emulated_driver::abi::{self, nr, AbiStruct};
use emulated_driver::{Driver, DriverConfig, Errno, IoctlOutcome, UserMemory, WaitPoll};
use gpu_sim::cp::aql::{self, FenceScope};
use gpu_sim::emu::{Memory, SparseMemory};

/// The host process's memory seen by the driver (for pointers in ioctl arguments).
struct User<'a>(&'a mut SparseMemory);

impl UserMemory for User<'_> {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), Errno> {
        self.0.read(addr, buf).map_err(|_| Errno::EFAULT)
    }
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), Errno> {
        self.0.write(addr, data).map_err(|_| Errno::EFAULT)
    }
}

fn call<T: AbiStruct>(
    drv: &mut Driver,
    m: &mut SparseMemory,
    n: u32,
    a: &mut T,
    now_ps: u64,
) -> Result<IoctlOutcome, Errno> {
    let mut b = vec![0u8; T::SIZE];
    a.write_to(&mut b);
    let r = drv.ioctl(
        u64::from(abi::request(n).unwrap()),
        &mut b,
        &mut User(m),
        now_ps,
    );
    *a = T::read_from(&b);
    r
}

#[test]
fn one_gpu_runs_every_packet_type_through_the_driver() {
    run(1);
}

#[test]
fn four_gpus_route_queues_doorbells_events_and_destruction() {
    run(4);
}

/// Queue A(g) = id g runs a dispatch whose signal has GPU g's event mailbox; queue
/// B(g) = id n+g runs a BARRIER_AND on A((g+1) mod n)'s signal (another GPU's when n > 1),
/// a dispatch, and an AMD PM4-IB vendor packet.
fn run(n: usize) {
    let mut m = memory();
    m.map(0x7000_0000, 0x1000);
    let mut drv = Driver::new(DriverConfig::with_gpus(n as u32)).unwrap();
    let ids = drv.gpu_ids();
    for (i, id) in ids.iter().enumerate() {
        let mut a = abi::AcquireVmArgs {
            drm_fd: 3 + i as u32,
            gpu_id: *id,
        };
        call(&mut drv, &mut m, nr::ACQUIRE_VM, &mut a, 0).unwrap();
    }
    // Events page (GTT, passed by handle) and one signal event per GPU.
    let mut page = abi::AllocMemoryOfGpuArgs {
        va_addr: MAILBOX_PAGE,
        size: 0x8000,
        gpu_id: ids[0],
        flags: abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT,
        ..Default::default()
    };
    call(&mut drv, &mut m, nr::ALLOC_MEMORY_OF_GPU, &mut page, 0).unwrap();
    let mut event_ids = Vec::new();
    for g in 0..n {
        let mut e = abi::CreateEventArgs {
            event_page_offset: if g == 0 { page.handle } else { 0 },
            event_type: 0,
            auto_reset: 1,
            ..Default::default()
        };
        call(&mut drv, &mut m, nr::CREATE_EVENT, &mut e, 0).unwrap();
        event_ids.push(e.event_id);
    }

    // Two queues per GPU, created interleaved across GPUs.
    let mut queues = Vec::new(); // (gpu, queue_id)
    for round in 0..2 {
        for (g, id) in ids.iter().enumerate() {
            let slot = (round * n + g) as u32;
            let mut q = abi::CreateQueueArgs {
                ring_base_address: ring(slot),
                ring_size: 0x1000,
                read_pointer_address: amd_queue(slot) + 0x80,
                write_pointer_address: amd_queue(slot) + 0x50,
                gpu_id: *id,
                queue_type: abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL,
                queue_percentage: 100,
                queue_priority: 7,
                ..Default::default()
            };
            call(&mut drv, &mut m, nr::CREATE_QUEUE, &mut q, 0).unwrap();
            assert_eq!(
                q.queue_id, slot,
                "lowest free id matches the fixture layout"
            );
            queues.push((g, q.queue_id));
        }
    }
    // Every note goes to every CP, which applies its own GPU's (buffer life is for the memory
    // side, not for a command processor's queues).
    let mut r = Rig::new(n, m);
    for note in drv.take_notes() {
        r.note(note, 0);
    }
    r.run_until(0);
    for g in 0..n {
        let has: Vec<u32> = (0..2 * n as u32)
            .filter(|q| r.cp(g).queue_state(*q).is_some())
            .collect();
        assert_eq!(has, vec![g as u32, (g + n) as u32]);
    }
    let mut sh = r.sh();
    let m = &mut sh.mem;
    for (g, &event_id) in event_ids.iter().enumerate() {
        let a = g as u64;
        make_signal(m, a, 1, Some(event_id));
        write_slot(m, g as u32, 0, &dispatch(a, false, signal(a)));
        let b = (n + g) as u32;
        let dep = signal(((g + 1) % n) as u64);
        make_signal(m, 100 + a, 1, None);
        make_signal(m, 200 + a, 1, None);
        let and = aql::header(
            aql::PACKET_TYPE_BARRIER_AND,
            false,
            FenceScope::None,
            FenceScope::System,
        );
        write_slot(
            m,
            b,
            0,
            &aql::encode_barrier(and, [dep, 0, 0, 0, 0], signal(100 + a)),
        );
        write_slot(m, b, 1, &dispatch(u64::from(b), false, 0));
        let mut pm4ib = [0u8; 64];
        pm4ib[2..4].copy_from_slice(&aql::AMD_AQL_FORMAT_PM4_IB.to_le_bytes());
        pm4ib[56..64].copy_from_slice(&signal(200 + a).to_le_bytes());
        write_slot(m, b, 2, &pm4ib);
    }
    // The host waits on the last GPU's event before anything runs (sleeps in simulated time).
    let mut ev = vec![0u8; abi::EventData::SIZE];
    abi::EventData {
        event_id: event_ids[n - 1],
        ..Default::default()
    }
    .write_to(&mut ev);
    m.write(0x7000_0000, &ev).unwrap();
    let mut w = abi::WaitEventsArgs {
        events_ptr: 0x7000_0000,
        num_events: 1,
        timeout: 1000,
        ..Default::default()
    };
    let Ok(IoctlOutcome::Blocked { token, .. }) = call(&mut drv, m, nr::WAIT_EVENTS, &mut w, 0)
    else {
        panic!("wait should block")
    };
    drop(sh);

    // Doorbell stores on each GPU's page at queue_id x 4, routed by the driver.
    let t0 = 10 * US;
    for (g, q) in &queues {
        let value = if (*q as usize) < n { 1 } else { 3 };
        let d = drv.doorbell_write(*g, u64::from(*q) * 4, value, 4).unwrap();
        assert_eq!(d.gpu_index, *g);
        r.doorbell(d.gpu_index, d.queue_id, d.value, t0);
    }
    let mut woke_at = None;
    // Advance all GPUs together in 1 us steps; the driver sees the events they raised.
    let mut t = t0;
    while t < t0 + 100 * US {
        t += US;
        r.run_until(t);
        for (_, event_id, _) in r.sh().events.drain(..) {
            drv.signal_event(event_id).unwrap();
        }
        if woke_at.is_none() && drv.take_woken().contains(&token) {
            woke_at = Some(t);
        }
    }
    let mut guard = r.sh();
    let sh = &mut *guard;
    let m = &mut sh.mem;
    // The A kernels of all GPUs started together (concurrent queues on different GPUs).
    let sig_at = t0 + PKT_PS + KERNEL_PS + 100_000;
    for (g, q) in &queues {
        let (d, start) = sh.launches.iter().find(|(d, _)| d.queue_id == *q).unwrap();
        assert_eq!(d.gpu_index, *g);
        if (*q as usize) < n {
            assert_eq!(*start, t0 + PKT_PS);
            assert_eq!(u64_at(m, signal(u64::from(*q)) + 8), 0);
        } else {
            // Behind a barrier on another GPU's signal: seen at a poll after it fired.
            assert!(
                *start >= sig_at + PKT_PS && *start <= sig_at + US + 2 * PKT_PS,
                "start {start}"
            );
            assert_eq!(
                u64_at(m, signal(100 + *g as u64) + 8),
                0,
                "barrier completed"
            );
            assert_eq!(
                u64_at(m, signal(200 + *g as u64) + 8),
                0,
                "vendor packet completed"
            );
            assert_eq!(r.cp(*g).queue_state(*q).unwrap().0, 3);
        }
    }
    assert_eq!(sh.launches.len(), 2 * n);
    assert_eq!(
        woke_at,
        Some(sig_at.div_ceil(US) * US),
        "woken in the step the signal fired"
    );
    match drv.poll_wait(token, t).unwrap() {
        WaitPoll::Done { ret: 0, arg } => {
            assert_eq!(
                abi::WaitEventsArgs::read_from(&arg).wait_result,
                abi::KFD_IOC_WAIT_RESULT_COMPLETE
            )
        }
        p => panic!("{p:?}"),
    }

    // DESTROY_QUEUE of the last GPU's second queue: only its CP drops it; its doorbell is
    // now refused.
    let (g2, q2) = queues[2 * n - 1];
    let mut d = abi::DestroyQueueArgs {
        queue_id: q2,
        pad: 0,
    };
    call(&mut drv, m, nr::DESTROY_QUEUE, &mut d, t).unwrap();
    drop(guard);
    for note in drv.take_notes() {
        r.note(note, t);
    }
    r.run_until(t);
    assert!(r.cp(g2).queue_state(q2).is_none());
    assert!(r.cp(g2).queue_state(g2 as u32).is_some());
    let left: usize = (0..n)
        .map(|g| {
            (0..2 * n as u32)
                .filter(|q| r.cp(g).queue_state(*q).is_some())
                .count()
        })
        .sum();
    assert_eq!(left, 2 * n - 1);
    assert_eq!(
        drv.doorbell_write(g2, u64::from(q2) * 4, 4, 4),
        Err(Errno::EINVAL)
    );
}

#[test]
fn wait_times_out_when_no_gpu_signals() {
    let mut m = memory();
    m.map(0x7000_0000, 0x1000);
    let mut drv = Driver::new(DriverConfig::with_gpus(1)).unwrap();
    let mut e = abi::CreateEventArgs::default();
    call(&mut drv, &mut m, nr::CREATE_EVENT, &mut e, 0).unwrap();
    let mut ev = vec![0u8; abi::EventData::SIZE];
    abi::EventData {
        event_id: e.event_id,
        ..Default::default()
    }
    .write_to(&mut ev);
    m.write(0x7000_0000, &ev).unwrap();
    let mut w = abi::WaitEventsArgs {
        events_ptr: 0x7000_0000,
        num_events: 1,
        timeout: 2,
        ..Default::default()
    };
    let Ok(IoctlOutcome::Blocked {
        token,
        deadline_ps: Some(d),
    }) = call(&mut drv, &mut m, nr::WAIT_EVENTS, &mut w, 5 * US)
    else {
        panic!()
    };
    assert_eq!(d, 5 * US + 2_000 * US);
    let mut r = Rig::new(1, m);
    r.run_until(d);
    assert!(r.sh().events.is_empty());
    assert!(drv.take_woken().is_empty());
    match drv.poll_wait(token, d).unwrap() {
        WaitPoll::Done { arg, .. } => assert_eq!(
            abi::WaitEventsArgs::read_from(&arg).wait_result,
            abi::KFD_IOC_WAIT_RESULT_TIMEOUT
        ),
        p => panic!("{p:?}"),
    }
}
