//! Command-processor packet semantics on one GPU: dispatch (fields, amd_queue_t, read
//! index write-back, release before signal decrement, event mailbox), packet cost and the
//! barrier bit, BARRIER_AND/OR on dependency signals, VENDOR packets, INVALID stalls, the
//! double-mapped ring, legacy 32-bit doorbells, queue errors, inactive queues, determinism.

mod cp_common;

use cp_common::*;
use emulated_driver::DriverNote;
use gpu_sim::cp::aql::{self, FenceScope};
use gpu_sim::cp::{CommandProcessor, CpConfig, QueueStatus};
use gpu_sim::emu::Memory;

fn cp_with_queue(q: u32) -> CommandProcessor {
    let mut cp = CommandProcessor::new(CpConfig::r9_nano(), 0);
    assert!(cp.apply_note(&DriverNote::QueueCreated(desc(0, q, 0x1000, false))));
    cp
}

#[test]
fn dispatch_releases_then_decrements_then_raises_the_event() {
    let mut m = memory();
    let mut cp = cp_with_queue(0);
    assert!(cp.apply_note(&DriverNote::ScratchBackingVa {
        gpu_index: 0,
        base_bytes: 0x7_0000_0000
    }));
    assert!(cp.apply_note(&DriverNote::TrapHandler {
        gpu_index: 0,
        tba: 0x100,
        tma: 0x200
    }));
    // amd_queue_t fields the dispatch must carry.
    put_u64(&mut m, amd_queue(0) + 0x90, 0x1111_2222_3333_4444);
    put_u64(&mut m, amd_queue(0) + 0xa0, 0x5000);
    m.write(amd_queue(0) + 0x40, &0x2000_0000u32.to_le_bytes())
        .unwrap();
    make_signal(&mut m, 0, 1, Some(7));
    write_slot(&mut m, 0, 0, &dispatch(0, false, signal(0)));
    let mut l = FakeLauncher::new();
    l.watch_signal = Some(signal(0));
    let mut h = RecHost::default();

    let t0 = 50 * US;
    cp.doorbell(0, 1, t0).unwrap();
    assert_eq!(cp.next_event_ps(), Some(t0));
    cp.run_until(t0 + 1000 * US, &mut m, &mut l, &mut h);

    let (d, start) = &l.launches[0];
    assert_eq!(*start, t0 + PKT_PS, "one packet-processing delay");
    assert_eq!(
        (d.dispatch_id, d.packet_address, d.queue_ptr),
        (0, ring(0), amd_queue(0))
    );
    assert_eq!(d.packet.grid_size, [256, 1, 1]);
    assert_eq!(d.packet.workgroup_size, [64, 1, 1]);
    assert_eq!(
        d.queue.scratch_resource_descriptor[0..2],
        [0x3333_4444, 0x1111_2222]
    );
    assert_eq!(d.queue.scratch_backing_memory_location, 0x5000);
    assert_eq!(d.scratch_backing_base, 0x7_0000_0000);
    assert_eq!(d.trap_handler, Some((0x100, 0x200)));
    assert_eq!(d.queue.group_segment_aperture_base_hi, 0x2000_0000);
    assert_eq!(u64_at(&mut m, kernarg(0)), 1, "the kernel ran");
    assert_eq!(
        u64_at(&mut m, amd_queue(0) + 0x80),
        1,
        "read index written back"
    );
    let mut hdr = [0u8; 1];
    m.read(ring(0), &mut hdr).unwrap();
    assert_eq!(hdr[0], aql::PACKET_TYPE_INVALID, "slot handed back");
    // Release happened while the signal still read 1; then 1 -> 0; then the event.
    let end = t0 + PKT_PS + KERNEL_PS;
    assert_eq!(
        l.log[1],
        format!("release g0 System @{end} watched=Some(1)")
    );
    assert_eq!(u64_at(&mut m, signal(0) + 8), 0);
    assert_eq!(
        u64_at(&mut m, MAILBOX_PAGE + 7 * 8),
        7,
        "event id in the mailbox"
    );
    assert_eq!(h.events, vec![(0, 7, end + 100_000)]);
    assert_eq!(cp.queue_state(0), Some((1, 1, QueueStatus::Active)));
    assert_eq!(cp.next_event_ps(), None);
    let s = cp.stats();
    assert_eq!(
        (
            s.dispatches,
            s.releases,
            s.signals_decremented,
            s.events_raised
        ),
        (1, 1, 1, 1)
    );
}

#[test]
fn packets_cost_time_and_the_barrier_bit_waits_for_completion() {
    let mut m = memory();
    let mut cp = cp_with_queue(0);
    for k in 0..3 {
        write_slot(&mut m, 0, k, &dispatch(k, false, 0));
    }
    write_slot(&mut m, 0, 3, &dispatch(3, true, 0));
    let (mut l, mut h) = (FakeLauncher::new(), RecHost::default());
    cp.doorbell(0, 4, 0).unwrap();
    cp.run_until(1000 * US, &mut m, &mut l, &mut h);
    let starts: Vec<u64> = l.launches.iter().map(|(_, s)| *s).collect();
    // Three overlapping kernels one packet delay apart; the barrier-bit packet waits for
    // all three to complete (last end + release), then pays its own packet delay.
    assert_eq!(&starts[..3], &[PKT_PS, 2 * PKT_PS, 3 * PKT_PS]);
    let last_done = 3 * PKT_PS + KERNEL_PS + 100_000;
    assert_eq!(starts[3], last_done + PKT_PS);
}

#[test]
fn barrier_and_blocks_until_dependencies_reach_zero() {
    let mut m = memory();
    let mut cp = cp_with_queue(0);
    make_signal(&mut m, 1, 1, None); // dependency, set to 0 by the "host" later
    make_signal(&mut m, 2, 0, None); // already satisfied
    make_signal(&mut m, 3, 1, None); // barrier completion
    let hdr = aql::header(
        aql::PACKET_TYPE_BARRIER_AND,
        false,
        FenceScope::None,
        FenceScope::System,
    );
    write_slot(
        &mut m,
        0,
        0,
        &aql::encode_barrier(hdr, [signal(1), 0, signal(2), 0, 0], signal(3)),
    );
    write_slot(&mut m, 0, 1, &dispatch(1, false, 0));
    let (mut l, mut h) = (FakeLauncher::new(), RecHost::default());
    cp.doorbell(0, 2, 0).unwrap();
    cp.run_until(20 * US, &mut m, &mut l, &mut h);
    assert!(
        l.launches.is_empty(),
        "the dispatch behind the barrier waits"
    );
    assert_eq!(u64_at(&mut m, signal(3) + 8), 1);
    assert!(cp.stats().barrier_polls >= 20);
    put_u64(&mut m, signal(1) + 8, 0);
    cp.run_until(100 * US, &mut m, &mut l, &mut h);
    assert_eq!(u64_at(&mut m, signal(3) + 8), 0, "barrier completed");
    // Seen at the next 1 us poll after 20 us, then one packet delay each.
    assert_eq!(l.launches[0].1, 21 * US + 2 * PKT_PS);
    assert_eq!(cp.stats().barrier_and, 1);
}

#[test]
fn barrier_or_needs_one_and_barriers_wake_on_local_completions() {
    let mut m = memory();
    let mut cp = CommandProcessor::new(CpConfig::r9_nano(), 0);
    cp.apply_note(&DriverNote::QueueCreated(desc(0, 0, 0x1000, false)));
    cp.apply_note(&DriverNote::QueueCreated(desc(0, 1, 0x1000, false)));
    make_signal(&mut m, 1, 1, None);
    make_signal(&mut m, 2, 0, None);
    make_signal(&mut m, 4, 1, None); // kernel on queue 1 completes this
    let or = aql::header(
        aql::PACKET_TYPE_BARRIER_OR,
        false,
        FenceScope::None,
        FenceScope::None,
    );
    let and = aql::header(
        aql::PACKET_TYPE_BARRIER_AND,
        false,
        FenceScope::None,
        FenceScope::None,
    );
    write_slot(
        &mut m,
        0,
        0,
        &aql::encode_barrier(or, [signal(1), signal(2), 0, 0, 0], 0),
    );
    write_slot(
        &mut m,
        0,
        1,
        &aql::encode_barrier(and, [signal(4), 0, 0, 0, 0], 0),
    );
    write_slot(&mut m, 0, 2, &dispatch(2, false, 0));
    write_slot(&mut m, 1, 0, &dispatch(9, false, signal(4)));
    let mut cfg_slow = FakeLauncher::new();
    cfg_slow.kernel_ps = 33 * US + 123; // ends between polls
    let mut h = RecHost::default();
    cp.doorbell(0, 3, 0).unwrap();
    cp.doorbell(1, 1, 0).unwrap();
    cp.run_until(1000 * US, &mut m, &mut cfg_slow, &mut h);
    assert_eq!(cp.stats().barrier_or, 1);
    // Kernel on queue 1: starts at PKT_PS, signal decremented at +kernel+release; the AND
    // barrier re-checks at that instant, not at the next poll.
    let sig_at = PKT_PS + 33 * US + 123 + 100_000;
    let d = l_start(&cfg_slow, 2);
    assert_eq!(d, sig_at + 2 * PKT_PS);
}

fn l_start(l: &FakeLauncher, dispatch_kernarg: u64) -> u64 {
    l.launches
        .iter()
        .find(|(d, _)| d.packet.kernarg_address == kernarg(dispatch_kernarg))
        .map(|(_, s)| *s)
        .expect("dispatch launched")
}

#[test]
fn vendor_packets_and_invalid_slots() {
    let mut m = memory();
    let mut cp = cp_with_queue(0);
    make_signal(&mut m, 5, 2, None);
    // AMD PM4-IB vendor packet: completes its signal.
    let mut pm4ib = [0u8; 64];
    pm4ib[0..2].copy_from_slice(
        &aql::header(0, false, FenceScope::None, FenceScope::System).to_le_bytes(),
    );
    pm4ib[2..4].copy_from_slice(&aql::AMD_AQL_FORMAT_PM4_IB.to_le_bytes());
    pm4ib[56..64].copy_from_slice(&signal(5).to_le_bytes());
    // Raw gfx8 PM4 in the slot (type-3 NOP header 0xC00E1000): consumed, nothing else.
    let mut raw = [0u8; 64];
    raw[0..4].copy_from_slice(&0xC00E_1000u32.to_le_bytes());
    raw[56..64].copy_from_slice(&signal(5).to_le_bytes());
    write_slot(&mut m, 0, 0, &pm4ib);
    write_slot(&mut m, 0, 1, &raw);
    // Slot 2 not yet written: INVALID.
    let mut inv = [0u8; 64];
    inv[0] = aql::PACKET_TYPE_INVALID;
    write_slot(&mut m, 0, 2, &inv);
    let (mut l, mut h) = (FakeLauncher::new(), RecHost::default());
    cp.doorbell(0, 3, 0).unwrap();
    cp.run_until(100 * US, &mut m, &mut l, &mut h);
    assert_eq!(
        u64_at(&mut m, signal(5) + 8),
        1,
        "only the PM4-IB packet decremented"
    );
    assert_eq!(
        cp.queue_state(0).unwrap().0,
        2,
        "stalled at the INVALID slot"
    );
    assert_eq!(cp.stats().vendor_packets, 2);
    assert!(cp.stats().invalid_stalls >= 1);
    // The host fills the slot and rings again (same value: stale, but it re-arms the queue).
    write_slot(&mut m, 0, 2, &dispatch(2, false, 0));
    cp.doorbell(0, 3, 200 * US).unwrap();
    cp.run_until(300 * US, &mut m, &mut l, &mut h);
    assert_eq!(l.launches.len(), 1);
    assert_eq!(cp.queue_state(0).unwrap().0, 3);
}

#[test]
fn double_mapped_ring_wraps_at_half_the_registered_size() {
    let mut m = memory();
    let mut cp = CommandProcessor::new(CpConfig::r9_nano(), 0);
    // 64 packets, registered as 0x2000 bytes (twice) in an AQL_QUEUE_MEM BO.
    cp.apply_note(&DriverNote::QueueCreated(desc(0, 0, 0x2000, true)));
    let mut raw = [0u8; 64];
    raw[0..4].copy_from_slice(&0xC000_1000u32.to_le_bytes());
    for s in 0..64 {
        write_slot(&mut m, 0, s, &raw);
    }
    let (mut l, mut h) = (FakeLauncher::new(), RecHost::default());
    cp.doorbell(0, 64, 0).unwrap();
    cp.run_until(1000 * US, &mut m, &mut l, &mut h);
    assert_eq!(cp.queue_state(0).unwrap().0, 64);
    // Packet 64 lives in slot 0 again (the GPU's view of the upper half aliases the lower).
    write_slot(&mut m, 0, 0, &dispatch(0, false, 0));
    cp.doorbell(0, 65, 1000 * US).unwrap();
    cp.run_until(2000 * US, &mut m, &mut l, &mut h);
    let (d, _) = &l.launches[0];
    assert_eq!((d.dispatch_id, d.packet_address), (64, ring(0)));
    assert_eq!(u64_at(&mut m, amd_queue(0) + 0x80), 65);
}

#[test]
fn legacy_doorbells_are_32_bit_and_never_go_backwards() {
    let mut cp = cp_with_queue(0);
    cp.doorbell(0, 0xffff_fff0, 0).unwrap();
    cp.doorbell(0, 0xffff_ff00, 0).unwrap(); // backwards: dropped
    assert_eq!(cp.queue_state(0).unwrap().1, 0xffff_fff0);
    cp.doorbell(0, 0x1_0000_0010, 0).unwrap(); // the 32-bit store wraps
    assert_eq!(cp.queue_state(0).unwrap().1, 0x1_0000_0010);
    assert_eq!(cp.stats().doorbells_stale, 1);
    assert!(cp.doorbell(5, 1, 0).is_err(), "unknown queue");
    // Polling the write pointer (front ends that cannot trap the doorbell store).
    let mut m = memory();
    put_u64(&mut m, amd_queue(0) + 0x50, 0x2_0000_0000);
    cp.poll_write_pointer(0, &mut m, 0).unwrap();
    assert_eq!(cp.queue_state(0).unwrap().1, 0x2_0000_0000);
}

#[test]
fn guest_errors_stop_only_their_queue() {
    let mut m = memory();
    let mut cp = CommandProcessor::new(CpConfig::r9_nano(), 0);
    for q in 0..5 {
        cp.apply_note(&DriverNote::QueueCreated(desc(0, q, 0x1000, false)));
    }
    let mut agent = [0u8; 64];
    agent[0] = aql::PACKET_TYPE_AGENT_DISPATCH;
    write_slot(&mut m, 0, 0, &agent);
    let mut bad = dispatch(1, false, 0);
    bad[2] = 0; // 0 dimensions
    write_slot(&mut m, 1, 0, &bad);
    let mut faulting = dispatch(2, false, 0);
    faulting[32..40].copy_from_slice(&0xDEADu64.to_le_bytes());
    write_slot(&mut m, 2, 0, &faulting);
    write_slot(&mut m, 4, 0, &dispatch(4, false, 0));
    let mut l = FakeLauncher::new();
    l.fail_kernel_object = Some(0xDEAD);
    let mut h = RecHost::default();
    let mut unmapped = desc(0, 3, 0x1000, false);
    unmapped.ring_base_address = 0x7777_0000_0000;
    cp.apply_note(&DriverNote::QueueUpdated(unmapped));
    for q in 0..5 {
        cp.doorbell(q, 1, 0).unwrap();
    }
    cp.run_until(100 * US, &mut m, &mut l, &mut h);
    for q in 0..4 {
        assert_eq!(
            cp.queue_state(q).unwrap().2,
            QueueStatus::Error,
            "queue {q}"
        );
    }
    assert_eq!(cp.queue_state(4).unwrap(), (1, 1, QueueStatus::Active));
    assert_eq!(h.errors.len(), 4);
    assert!(h
        .errors
        .iter()
        .any(|e| e.contains("unsupported packet type 4")));
    assert!(h.errors.iter().any(|e| e.contains("0 dimensions")));
    assert!(h.errors.iter().any(|e| e.contains("fake fault")));
    assert!(h
        .errors
        .iter()
        .any(|e| e.contains("memory fault at 0x777700000000")));
}

#[test]
fn inactive_queues_wait_and_destroyed_queues_vanish() {
    let mut m = memory();
    let mut cp = cp_with_queue(0);
    write_slot(&mut m, 0, 0, &dispatch(0, false, 0));
    let mut d = desc(0, 0, 0x1000, false);
    d.queue_percentage = 0; // ROCr's suspend
    cp.apply_note(&DriverNote::QueueUpdated(d.clone()));
    let (mut l, mut h) = (FakeLauncher::new(), RecHost::default());
    cp.doorbell(0, 1, 0).unwrap();
    cp.run_until(100 * US, &mut m, &mut l, &mut h);
    assert!(l.launches.is_empty());
    d.queue_percentage = 100;
    cp.apply_note(&DriverNote::QueueUpdated(d));
    cp.run_until(200 * US, &mut m, &mut l, &mut h);
    assert_eq!(l.launches.len(), 1);
    assert!(
        !cp.apply_note(&DriverNote::QueueDestroyed {
            gpu_index: 1,
            queue_id: 0
        }),
        "other GPU"
    );
    assert!(cp.apply_note(&DriverNote::QueueDestroyed {
        gpu_index: 0,
        queue_id: 0
    }));
    assert!(cp.queue_state(0).is_none());
    assert!(cp.apply_note(&DriverNote::QueueCuMask {
        gpu_index: 0,
        queue_id: 9,
        mask: vec![1]
    }));
}

#[test]
fn same_inputs_give_identical_stats_and_order() {
    let run = || {
        let mut m = memory();
        let mut cp = CommandProcessor::new(CpConfig::r9_nano(), 0);
        for q in 0..3 {
            cp.apply_note(&DriverNote::QueueCreated(desc(0, q, 0x1000, false)));
            for k in 0..4 {
                make_signal(&mut m, u64::from(q) * 4 + k, 1, Some(q * 4 + k as u32));
                write_slot(
                    &mut m,
                    q,
                    k,
                    &dispatch(u64::from(q) * 4 + k, k == 2, signal(u64::from(q) * 4 + k)),
                );
            }
            cp.doorbell(q, 4, 0).unwrap();
        }
        let (mut l, mut h) = (FakeLauncher::new(), RecHost::default());
        cp.run_until(10_000 * US, &mut m, &mut l, &mut h);
        (format!("{:?}", cp.stats()), l.log, h.events)
    };
    let a = run();
    assert_eq!(a.2.len(), 12);
    assert_eq!(a, run());
}

#[test]
fn reactivated_queues_and_late_doorbells_never_start_in_the_past() {
    let mut m = memory();
    let mut cp = cp_with_queue(0);
    write_slot(&mut m, 0, 0, &dispatch(0, false, 0));
    let mut d = desc(0, 0, 0x1000, false);
    d.queue_percentage = 0;
    cp.apply_note(&DriverNote::QueueUpdated(d.clone()));
    let (mut l, mut h) = (FakeLauncher::new(), RecHost::default());
    cp.doorbell(0, 1, 0).unwrap();
    cp.run_until(500 * US, &mut m, &mut l, &mut h);
    d.queue_percentage = 100;
    cp.apply_note(&DriverNote::QueueUpdated(d));
    // A doorbell stamped before the CP's current time is taken at the current time.
    write_slot(&mut m, 0, 1, &dispatch(1, false, 0));
    cp.doorbell(0, 2, 100 * US).unwrap();
    cp.run_until(1000 * US, &mut m, &mut l, &mut h);
    let starts: Vec<u64> = l.launches.iter().map(|(_, s)| *s).collect();
    assert_eq!(starts, vec![500 * US + PKT_PS, 500 * US + 2 * PKT_PS]);
}

#[test]
fn queue_errors_reach_the_runtime_through_queue_inactive_signal() {
    let mut m = memory();
    let mut cp = cp_with_queue(0);
    make_signal(&mut m, 20, 0, Some(11));
    put_u64(&mut m, amd_queue(0) + 0xc0, signal(20));
    let mut agent = [0u8; 64];
    agent[0] = aql::PACKET_TYPE_AGENT_DISPATCH;
    write_slot(&mut m, 0, 0, &agent);
    let (mut l, mut h) = (FakeLauncher::new(), RecHost::default());
    cp.doorbell(0, 1, 0).unwrap();
    cp.run_until(100 * US, &mut m, &mut l, &mut h);
    assert_eq!(
        u64_at(&mut m, signal(20) + 8),
        aql::queue_error::INVALID_PACKET_FORMAT
    );
    assert_eq!(
        h.events,
        vec![(0, 11, 0)],
        "the runtime's error handler wakes"
    );
    assert_eq!(cp.queue_state(0).unwrap().2, QueueStatus::Error);
}

#[test]
fn dynamic_scratch_stops_the_queue_until_the_runtime_provides_scratch() {
    let mut m = memory();
    let mut cp = cp_with_queue(0);
    make_signal(&mut m, 20, 0, Some(11));
    put_u64(&mut m, amd_queue(0) + 0xc0, signal(20));
    let mut p = dispatch(0, false, 0);
    p[24..28].copy_from_slice(&160u32.to_le_bytes()); // private_segment_size (printf kernel)
    write_slot(&mut m, 0, 0, &p);
    let (mut l, mut h) = (FakeLauncher::new(), RecHost::default());
    cp.doorbell(0, 1, 0).unwrap();
    cp.run_until(50 * US, &mut m, &mut l, &mut h);
    // No scratch yet: the queue stops with INSUFFICIENT_SCRATCH, the packet stays.
    assert!(l.launches.is_empty());
    assert_eq!(
        u64_at(&mut m, signal(20) + 8),
        aql::queue_error::INSUFFICIENT_SCRATCH
    );
    assert_eq!(h.events, vec![(0, 11, 0)]);
    assert_eq!(
        cp.queue_state(0).unwrap(),
        (0, 1, QueueStatus::WaitingScratch)
    );
    assert_eq!(cp.stats().scratch_requests, 1);
    // ROCr's handler: scratch for 160 B x 64 lanes = 10 KiB per wave, then store 0.
    put_u64(&mut m, amd_queue(0) + 0xa8, 10 * 1024 * 2560);
    m.write(amd_queue(0) + 0x8c, &((10u32 << 12) | 2560).to_le_bytes())
        .unwrap();
    put_u64(&mut m, signal(20) + 8, 0);
    cp.run_until(100 * US, &mut m, &mut l, &mut h);
    let (d, start) = &l.launches[0];
    assert_eq!(*start, 51 * US + PKT_PS, "seen at the next poll");
    assert_eq!(d.queue.scratch_backing_memory_byte_size, 10 * 1024 * 2560);
    assert_eq!(cp.queue_state(0).unwrap(), (1, 1, QueueStatus::Active));
}

#[test]
fn dynamic_scratch_gives_up_when_the_runtime_does() {
    let mut m = memory();
    let mut cp = cp_with_queue(0);
    make_signal(&mut m, 20, 0, None);
    put_u64(&mut m, amd_queue(0) + 0xc0, signal(20));
    let mut p = dispatch(0, false, 0);
    p[24..28].copy_from_slice(&16u32.to_le_bytes());
    write_slot(&mut m, 0, 0, &p);
    let (mut l, mut h) = (FakeLauncher::new(), RecHost::default());
    cp.doorbell(0, 1, 0).unwrap();
    cp.run_until(10 * US, &mut m, &mut l, &mut h);
    put_u64(&mut m, signal(20) + 8, u64::MAX); // ROCr stores -1 after reporting an error
    cp.run_until(20 * US, &mut m, &mut l, &mut h);
    assert!(l.launches.is_empty());
    assert_eq!(cp.queue_state(0).unwrap().2, QueueStatus::Error);
    // Without a queue_inactive_signal (a host without ROCr), the dispatch simply launches.
    let mut m2 = memory();
    let mut cp2 = cp_with_queue(0);
    write_slot(&mut m2, 0, 0, &p);
    cp2.doorbell(0, 1, 0).unwrap();
    cp2.run_until(10 * US, &mut m2, &mut l, &mut h);
    assert_eq!(l.launches.len(), 1);
}

#[test]
fn dispatch_validation_gives_rocr_error_codes() {
    let mut p = aql::KernelDispatchPacket {
        header: aql::Header(2),
        setup: 3,
        workgroup_size: [u16::MAX; 3], // product overflows u32: must not panic
        grid_size: [1, 1, 1],
        private_segment_size_bytes: 0,
        group_segment_size_bytes: 0,
        kernel_object: 1,
        kernarg_address: 0,
        completion_signal: 0,
    };
    assert_eq!(
        p.validate().unwrap_err().0,
        aql::queue_error::GROUP_TOO_LARGE
    );
    p.workgroup_size = [64, 1, 1];
    p.group_segment_size_bytes = 65 * 1024;
    assert_eq!(
        p.validate().unwrap_err().0,
        aql::queue_error::INVALID_GROUP_MEMORY
    );
    p.group_segment_size_bytes = 0;
    p.kernel_object = 0;
    assert_eq!(p.validate().unwrap_err().0, aql::queue_error::INVALID_CODE);
    p.kernel_object = 1;
    p.setup = 0;
    assert_eq!(
        p.validate().unwrap_err().0,
        aql::queue_error::INVALID_DIMENSION
    );
    p.setup = 1;
    assert_eq!(p.validate(), Ok(()));
}
