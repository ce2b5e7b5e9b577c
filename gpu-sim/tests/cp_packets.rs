//! Command-processor packet semantics on one GPU, driven through the engine (`cp_common::Rig`):
//! dispatch (fields, amd_queue_t, read index write-back, release before signal decrement,
//! event mailbox), packet cost and the barrier bit, BARRIER_AND/OR on dependency signals,
//! VENDOR packets, INVALID stalls, the double-mapped ring, legacy 32-bit doorbells, queue
//! errors, inactive queues, determinism.

mod cp_common;

use cp_common::*;
use emulated_driver::DriverNote;
use gpu_sim::cp::aql::{self, FenceScope};
use gpu_sim::cp::QueueStatus;
use gpu_sim::emu::Memory;

#[test]
fn dispatch_releases_then_decrements_then_raises_the_event() {
    let mut m = memory();
    // amd_queue_t fields the dispatch must carry.
    put_u64(&mut m, amd_queue(0) + 0x90, 0x1111_2222_3333_4444);
    put_u64(&mut m, amd_queue(0) + 0xa0, 0x5000);
    m.write(amd_queue(0) + 0x40, &0x2000_0000u32.to_le_bytes())
        .unwrap();
    make_signal(&mut m, 0, 1, Some(7));
    write_slot(&mut m, 0, 0, &dispatch(0, false, signal(0)));
    let mut r = Rig::with_queues(1, m);
    r.note(
        DriverNote::ScratchBackingVa {
            gpu_index: 0,
            base_bytes: 0x7_0000_0000,
        },
        0,
    );
    r.note(
        DriverNote::TrapHandler {
            gpu_index: 0,
            tba: 0x100,
            tma: 0x200,
        },
        0,
    );
    r.sh().watch_signal = Some(signal(0));

    let t0 = 50 * US;
    r.run_until(t0 - 1);
    r.doorbell(0, 0, 1, t0);
    assert_eq!(r.next_event_ps(), Some(t0));
    r.run_until(t0 + 1000 * US);

    let mut sh = r.sh();
    let (d, start) = &sh.launches[0];
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
    assert_eq!(u64_at(&mut sh.mem, kernarg(0)), 1, "the kernel ran");
    assert_eq!(
        u64_at(&mut sh.mem, amd_queue(0) + 0x80),
        1,
        "read index written back"
    );
    let mut hdr = [0u8; 1];
    sh.mem.read(ring(0), &mut hdr).unwrap();
    assert_eq!(hdr[0], aql::PACKET_TYPE_INVALID, "slot handed back");
    // Release happened while the signal still read 1; then 1 -> 0; then the event.
    let end = t0 + PKT_PS + KERNEL_PS;
    assert_eq!(sh.log[1], format!("release @{end} watched=Some(1)"));
    assert_eq!(u64_at(&mut sh.mem, signal(0) + 8), 0);
    assert_eq!(
        u64_at(&mut sh.mem, signal(0) + 0x28),
        end + 100_000,
        "completion time stored with the signal"
    );
    assert_eq!(
        u64_at(&mut sh.mem, MAILBOX_PAGE + 7 * 8),
        7,
        "event id in the mailbox"
    );
    assert_eq!(sh.events, vec![(0, 7, end + 100_000)]);
    drop(sh);
    assert_eq!(r.cp(0).queue_state(0), Some((1, 1, QueueStatus::Active)));
    assert_eq!(r.next_event_ps(), None);
    let s = r.cp(0).stats();
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
    for k in 0..3 {
        write_slot(&mut m, 0, k, &dispatch(k, false, 0));
    }
    write_slot(&mut m, 0, 3, &dispatch(3, true, 0));
    let mut r = Rig::with_queues(1, m);
    r.doorbell(0, 0, 4, 0);
    r.run_until(1000 * US);
    let starts: Vec<u64> = r.sh().launches.iter().map(|(_, s)| *s).collect();
    // Three overlapping kernels one packet delay apart; the barrier-bit packet waits for
    // all three to complete (last end + release), then pays its own packet delay.
    assert_eq!(&starts[..3], &[PKT_PS, 2 * PKT_PS, 3 * PKT_PS]);
    let last_done = 3 * PKT_PS + KERNEL_PS + 100_000;
    assert_eq!(starts[3], last_done + PKT_PS);
}

#[test]
fn barrier_and_blocks_until_dependencies_reach_zero() {
    let mut m = memory();
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
    let mut r = Rig::with_queues(1, m);
    r.doorbell(0, 0, 2, 0);
    r.run_until(20 * US);
    assert!(
        r.sh().launches.is_empty(),
        "the dispatch behind the barrier waits"
    );
    assert_eq!(u64_at(&mut r.sh().mem, signal(3) + 8), 1);
    assert!(r.cp(0).stats().barrier_polls >= 20);
    put_u64(&mut r.sh().mem, signal(1) + 8, 0);
    r.run_until(100 * US);
    assert_eq!(
        u64_at(&mut r.sh().mem, signal(3) + 8),
        0,
        "barrier completed"
    );
    // Seen at the next 1 us poll after 20 us, then one packet delay each.
    assert_eq!(r.sh().launches[0].1, 21 * US + 2 * PKT_PS);
    assert_eq!(r.cp(0).stats().barrier_and, 1);
}

#[test]
fn barrier_or_needs_one_and_barriers_wake_on_local_completions() {
    let mut m = memory();
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
    let mut r = Rig::with_queues(2, m);
    r.sh().kernel_ps = 33 * US + 123; // ends between polls
    r.doorbell(0, 0, 3, 0);
    r.doorbell(0, 1, 1, 0);
    r.run_until(1000 * US);
    assert_eq!(r.cp(0).stats().barrier_or, 1);
    // Kernel on queue 1: starts at PKT_PS, signal decremented at +kernel+release; the AND
    // barrier re-checks at that instant, not at the next poll.
    let sig_at = PKT_PS + 33 * US + 123 + 100_000;
    let d = start_of(&r, 2);
    assert_eq!(d, sig_at + 2 * PKT_PS);
}

fn start_of(r: &Rig, dispatch_kernarg: u64) -> u64 {
    r.sh()
        .launches
        .iter()
        .find(|(d, _)| d.packet.kernarg_address == kernarg(dispatch_kernarg))
        .map(|(_, s)| *s)
        .expect("dispatch launched")
}

#[test]
fn vendor_packets_and_invalid_slots() {
    let mut m = memory();
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
    let mut r = Rig::with_queues(1, m);
    r.doorbell(0, 0, 3, 0);
    r.run_until(100 * US);
    assert_eq!(
        u64_at(&mut r.sh().mem, signal(5) + 8),
        1,
        "only the PM4-IB packet decremented"
    );
    assert_eq!(
        r.cp(0).queue_state(0).unwrap().0,
        2,
        "stalled at the INVALID slot"
    );
    assert_eq!(r.cp(0).stats().vendor_packets, 2);
    assert!(r.cp(0).stats().invalid_stalls >= 1);
    // The host fills the slot and rings again (same value: stale, but it re-arms the queue).
    write_slot(&mut r.sh().mem, 0, 2, &dispatch(2, false, 0));
    r.doorbell(0, 0, 3, 200 * US);
    r.run_until(300 * US);
    assert_eq!(r.sh().launches.len(), 1);
    assert_eq!(r.cp(0).queue_state(0).unwrap().0, 3);
}

#[test]
fn double_mapped_ring_wraps_at_half_the_registered_size() {
    let mut m = memory();
    let mut raw = [0u8; 64];
    raw[0..4].copy_from_slice(&0xC000_1000u32.to_le_bytes());
    for s in 0..64 {
        write_slot(&mut m, 0, s, &raw);
    }
    let mut r = Rig::new(1, m);
    // 64 packets, registered as 0x2000 bytes (twice) in an AQL_QUEUE_MEM BO.
    r.note(DriverNote::QueueCreated(desc(0, 0, 0x2000, true)), 0);
    r.doorbell(0, 0, 64, 0);
    r.run_until(1000 * US);
    assert_eq!(r.cp(0).queue_state(0).unwrap().0, 64);
    // Packet 64 lives in slot 0 again (the GPU's view of the upper half aliases the lower).
    write_slot(&mut r.sh().mem, 0, 0, &dispatch(0, false, 0));
    r.doorbell(0, 0, 65, 1000 * US);
    r.run_until(2000 * US);
    let (d, _) = r.sh().launches[0].clone();
    assert_eq!((d.dispatch_id, d.packet_address), (64, ring(0)));
    assert_eq!(u64_at(&mut r.sh().mem, amd_queue(0) + 0x80), 65);
}

#[test]
fn legacy_doorbells_are_32_bit_and_never_go_backwards() {
    // Packets not yet written (INVALID): the queue only records the write index.
    let mut r = Rig::with_queues(1, memory());
    r.doorbell(0, 0, 0xffff_fff0, 0);
    r.doorbell(0, 0, 0xffff_ff00, 0); // backwards: dropped
    r.run_until(0);
    assert_eq!(r.cp(0).queue_state(0).unwrap().1, 0xffff_fff0);
    r.doorbell(0, 0, 0x1_0000_0010, 0); // the 32-bit store wraps
    r.run_until(0);
    assert_eq!(r.cp(0).queue_state(0).unwrap().1, 0x1_0000_0010);
    assert_eq!(r.cp(0).stats().doorbells_stale, 1);
    r.doorbell(0, 5, 1, 0); // unknown queue: dropped
    r.run_until(0);
    assert_eq!(r.cp(0).stats().doorbells, 3);
}

#[test]
fn guest_errors_stop_only_their_queue() {
    let mut m = memory();
    let mut agent = [0u8; 64];
    agent[0] = aql::PACKET_TYPE_AGENT_DISPATCH;
    write_slot(&mut m, 0, 0, &agent);
    let mut bad = dispatch(1, false, 0);
    bad[2] = 0; // 0 dimensions
    write_slot(&mut m, 1, 0, &bad);
    let mut faulting = dispatch(2, false, 0);
    faulting[32..40].copy_from_slice(&FAILING_KERNEL.to_le_bytes());
    write_slot(&mut m, 2, 0, &faulting);
    write_slot(&mut m, 4, 0, &dispatch(4, false, 0));
    let mut unreadable = dispatch(5, false, 0);
    unreadable[32..40].copy_from_slice(&0xDEADu64.to_le_bytes());
    write_slot(&mut m, 5, 0, &unreadable);
    let mut r = Rig::with_queues(6, m);
    let mut unmapped = desc(0, 3, 0x1000, false);
    unmapped.ring_base_address = 0x7777_0000_0000;
    r.note(DriverNote::QueueUpdated(unmapped), 0);
    for q in 0..6 {
        r.doorbell(0, q, 1, 0);
    }
    r.run_until(100 * US);
    for q in [0, 1, 2, 3, 5] {
        assert_eq!(
            r.cp(0).queue_state(q).unwrap().2,
            QueueStatus::Error,
            "queue {q}"
        );
    }
    assert_eq!(r.cp(0).queue_state(4).unwrap(), (1, 1, QueueStatus::Active));
    let errors = r.sh().errors.clone();
    assert_eq!(errors.len(), 5);
    assert!(errors
        .iter()
        .any(|e| e.contains("unsupported packet type 4")));
    assert!(errors.iter().any(|e| e.contains("0 dimensions")));
    assert!(errors.iter().any(|e| e.contains("fake fault")));
    assert!(errors
        .iter()
        .any(|e| e.contains("memory fault at 0x777700000000")));
    assert!(errors
        .iter()
        .any(|e| e.contains("kernel descriptor at 0xdead is not readable")));
}

#[test]
fn inactive_queues_wait_and_destroyed_queues_vanish() {
    let mut m = memory();
    write_slot(&mut m, 0, 0, &dispatch(0, false, 0));
    let mut r = Rig::with_queues(1, m);
    let mut d = desc(0, 0, 0x1000, false);
    d.queue_percentage = 0; // ROCr's suspend
    r.note(DriverNote::QueueUpdated(d.clone()), 0);
    r.doorbell(0, 0, 1, 0);
    r.run_until(100 * US);
    assert!(r.sh().launches.is_empty());
    d.queue_percentage = 100;
    r.note(DriverNote::QueueUpdated(d), 100 * US);
    r.run_until(200 * US);
    assert_eq!(r.sh().launches.len(), 1);
    let other_gpu = DriverNote::QueueDestroyed {
        gpu_index: 1,
        queue_id: 0,
    };
    r.note(other_gpu, 200 * US);
    r.run_until(200 * US);
    assert!(r.cp(0).queue_state(0).is_some(), "another GPU's queue 0");
    let destroyed = DriverNote::QueueDestroyed {
        gpu_index: 0,
        queue_id: 0,
    };
    r.note(destroyed, 200 * US);
    r.run_until(200 * US);
    assert!(r.cp(0).queue_state(0).is_none());
}

#[test]
fn same_inputs_give_identical_stats_and_order() {
    let run = || {
        let mut m = memory();
        for q in 0..3 {
            for k in 0..4 {
                make_signal(&mut m, u64::from(q) * 4 + k, 1, Some(q * 4 + k as u32));
                write_slot(
                    &mut m,
                    q,
                    k,
                    &dispatch(u64::from(q) * 4 + k, k == 2, signal(u64::from(q) * 4 + k)),
                );
            }
        }
        let mut r = Rig::with_queues(3, m);
        for q in 0..3 {
            r.doorbell(0, q, 4, 0);
        }
        r.run_until(10_000 * US);
        let sh = r.sh();
        (
            format!("{:?}", r.cp(0).stats()),
            sh.log.clone(),
            sh.events.clone(),
        )
    };
    let a = run();
    assert_eq!(a.2.len(), 12);
    assert_eq!(a, run());
}

#[test]
fn reactivated_queues_and_late_doorbells_never_start_in_the_past() {
    let mut m = memory();
    write_slot(&mut m, 0, 0, &dispatch(0, false, 0));
    let mut r = Rig::with_queues(1, m);
    let mut d = desc(0, 0, 0x1000, false);
    d.queue_percentage = 0;
    r.note(DriverNote::QueueUpdated(d.clone()), 0);
    r.doorbell(0, 0, 1, 0);
    r.run_until(100 * US);
    d.queue_percentage = 100;
    r.note(DriverNote::QueueUpdated(d), 500 * US);
    r.run_until(500 * US);
    // A doorbell stamped before the CP's current time is taken at the current time.
    write_slot(&mut r.sh().mem, 0, 1, &dispatch(1, false, 0));
    r.doorbell(0, 0, 2, 100 * US);
    r.run_until(1000 * US);
    let starts: Vec<u64> = r.sh().launches.iter().map(|(_, s)| *s).collect();
    assert_eq!(starts, vec![500 * US + PKT_PS, 500 * US + 2 * PKT_PS]);
}

#[test]
fn queue_errors_reach_the_runtime_through_queue_inactive_signal() {
    let mut m = memory();
    make_signal(&mut m, 20, 0, Some(11));
    put_u64(&mut m, amd_queue(0) + 0xc0, signal(20));
    let mut agent = [0u8; 64];
    agent[0] = aql::PACKET_TYPE_AGENT_DISPATCH;
    write_slot(&mut m, 0, 0, &agent);
    let mut r = Rig::with_queues(1, m);
    r.doorbell(0, 0, 1, 0);
    r.run_until(100 * US);
    assert_eq!(
        u64_at(&mut r.sh().mem, signal(20) + 8),
        aql::queue_error::INVALID_PACKET_FORMAT
    );
    assert_eq!(
        r.sh().events,
        vec![(0, 11, 0)],
        "the runtime's error handler wakes"
    );
    assert_eq!(r.cp(0).queue_state(0).unwrap().2, QueueStatus::Error);
}

#[test]
fn dynamic_scratch_stops_the_queue_until_the_runtime_provides_scratch() {
    let mut m = memory();
    make_signal(&mut m, 20, 0, Some(11));
    put_u64(&mut m, amd_queue(0) + 0xc0, signal(20));
    let mut p = dispatch(0, false, 0);
    p[24..28].copy_from_slice(&160u32.to_le_bytes()); // private_segment_size (printf kernel)
    write_slot(&mut m, 0, 0, &p);
    let mut r = Rig::with_queues(1, m);
    r.doorbell(0, 0, 1, 0);
    r.run_until(50 * US);
    // No scratch yet: the queue stops with INSUFFICIENT_SCRATCH, the packet stays.
    assert!(r.sh().launches.is_empty());
    assert_eq!(
        u64_at(&mut r.sh().mem, signal(20) + 8),
        aql::queue_error::INSUFFICIENT_SCRATCH
    );
    assert_eq!(r.sh().events, vec![(0, 11, 0)]);
    assert_eq!(
        r.cp(0).queue_state(0).unwrap(),
        (0, 1, QueueStatus::WaitingScratch)
    );
    assert_eq!(r.cp(0).stats().scratch_requests, 1);
    {
        // ROCr's handler: scratch for 160 B x 64 lanes = 10 KiB per wave, then store 0.
        let mut sh = r.sh();
        put_u64(&mut sh.mem, amd_queue(0) + 0xa8, 10 * 1024 * 2560);
        sh.mem
            .write(amd_queue(0) + 0x8c, &((10u32 << 12) | 2560).to_le_bytes())
            .unwrap();
        put_u64(&mut sh.mem, signal(20) + 8, 0);
    }
    r.run_until(100 * US);
    let (d, start) = r.sh().launches[0].clone();
    assert_eq!(start, 51 * US + PKT_PS, "seen at the next poll");
    assert_eq!(d.queue.scratch_backing_memory_byte_size, 10 * 1024 * 2560);
    assert_eq!(r.cp(0).queue_state(0).unwrap(), (1, 1, QueueStatus::Active));
}

#[test]
fn dynamic_scratch_gives_up_when_the_runtime_does() {
    let mut m = memory();
    make_signal(&mut m, 20, 0, None);
    put_u64(&mut m, amd_queue(0) + 0xc0, signal(20));
    let mut p = dispatch(0, false, 0);
    p[24..28].copy_from_slice(&16u32.to_le_bytes());
    write_slot(&mut m, 0, 0, &p);
    let mut r = Rig::with_queues(1, m);
    r.doorbell(0, 0, 1, 0);
    r.run_until(10 * US);
    put_u64(&mut r.sh().mem, signal(20) + 8, u64::MAX); // ROCr stores -1 after reporting an error
    r.run_until(20 * US);
    assert!(r.sh().launches.is_empty());
    assert_eq!(r.cp(0).queue_state(0).unwrap().2, QueueStatus::Error);
    // Without a queue_inactive_signal (a host without ROCr), the dispatch simply launches.
    let mut m2 = memory();
    write_slot(&mut m2, 0, 0, &p);
    let mut r2 = Rig::with_queues(1, m2);
    r2.doorbell(0, 0, 1, 0);
    r2.run_until(10 * US);
    assert_eq!(r2.sh().launches.len(), 1);
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
