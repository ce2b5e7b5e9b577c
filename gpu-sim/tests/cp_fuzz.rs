//! Fuzzes the packet parser and the CP component with arbitrary ring contents, doorbell values
//! and dependency/completion signals: every run returns (errors stop queues), never panics
//! and never fails the engine.

mod cp_common;

use cp_common::*;
use emulated_driver::DriverNote;
use gpu_sim::cp::aql::AqlPacket;
use gpu_sim::emu::Memory;
use proptest::prelude::*;

/// Property-test cases: `base` by default, 20 times as many with `TANDEM_FULL=1` (README).
fn cases(base: u32) -> u32 {
    if std::env::var("TANDEM_FULL").is_ok_and(|v| v == "1") {
        base * 20
    } else {
        base
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(300), ..ProptestConfig::default() })]

    #[test]
    fn parser_accepts_any_slot(b in proptest::collection::vec(any::<u8>(), 64)) {
        let mut a = [0u8; 64];
        a.copy_from_slice(&b);
        if let AqlPacket::KernelDispatch(p) = AqlPacket::parse(&a) {
            let _ = p.validate();
        }
    }

    #[test]
    fn cp_survives_any_ring(
        ring_bytes in proptest::collection::vec(any::<u8>(), 64 * 16),
        types in proptest::collection::vec(0u8..7, 16),
        doorbells in proptest::collection::vec((0u32..2, any::<u64>()), 1..6),
        alias in any::<bool>(),
        ring_size_log2 in 5u32..14,
    ) {
        let mut m = memory();
        for q in 0..2 {
            let mut rb = ring_bytes.clone();
            for (i, t) in types.iter().enumerate() {
                // Bias headers toward real packet types and signals toward mapped ones.
                rb[i * 64] = *t;
                if i % 2 == 0 {
                    rb[i * 64 + 56..i * 64 + 64].copy_from_slice(&signal(i as u64).to_le_bytes());
                    rb[i * 64 + 8..i * 64 + 16].copy_from_slice(&signal(i as u64 + 1).to_le_bytes());
                }
            }
            m.write(ring(q), &rb).unwrap();
        }
        let mut r = Rig::new(1, m);
        for q in 0..2 {
            r.note(DriverNote::QueueCreated(desc(0, q, 1 << ring_size_log2, alias)), 0);
        }
        let mut t = 0;
        for (q, v) in doorbells {
            // Keep the write index within a few ring lengths so a run stays short.
            r.doorbell(0, q, v % 64, t);
            t += 50 * US;
            r.run_until(t);
        }
        r.run_until(t + 5_000 * US);
    }
}
