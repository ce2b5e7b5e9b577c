//! Property tests: truncations, bit flips and byte overwrites of real code objects never make
//! the loader (or the job runner's preparation) panic; they load or return an error.

use gpu_sim::job::{prepare_job, Arg, Job};
use gpu_sim::loader::{metadata::parse_metadata, CodeObject};
use proptest::prelude::*;

fn fixture(name: &str) -> Vec<u8> {
    let p = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

fn exercise(bytes: &[u8]) {
    if let Ok(co) = CodeObject::parse(bytes) {
        let _ = co.image_at(0x1_0000_0000);
        for k in &co.kernels {
            let _ = co.kernel(&k.name);
        }
    }
}

/// Property-test cases: `base` by default, 20 times as many with `TANDEM_FULL=1` (README).
fn cases(base: u32) -> u32 {
    if std::env::var("TANDEM_FULL").is_ok_and(|v| v == "1") {
        base * 20
    } else {
        base
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(1000), ..ProptestConfig::default() })]

    #[test]
    fn truncation_never_panics(cut in 0usize..5000) {
        for name in ["vecadd_v4.hsaco", "misc_v5.hsaco"] {
            let b = fixture(name);
            exercise(&b[..cut.min(b.len())]);
        }
    }

    #[test]
    fn bit_flips_never_panic(flips in prop::collection::vec((0usize..5000, 0u8..8), 1..8)) {
        for name in ["vecadd_v4.hsaco", "misc_v5.hsaco"] {
            let mut b = fixture(name);
            let n = b.len();
            for &(pos, bit) in &flips {
                b[pos % n] ^= 1 << bit;
            }
            exercise(&b);
        }
    }

    #[test]
    fn byte_overwrites_never_panic(writes in prop::collection::vec((0usize..5000, any::<u8>()), 1..6)) {
        let mut b = fixture("misc_v5.hsaco");
        let n = b.len();
        for &(pos, v) in &writes {
            b[pos % n] = v;
        }
        exercise(&b);
        // The job runner sees corrupt metadata too (offsets, sizes): still no panic.
        let job = Job {
            code_object: b,
            kernel: "lds_k".into(),
            grid: [64, 1, 1],
            workgroup: [64, 1, 1],
            args: vec![
                Arg::Buffer(vec![0; 256]),
                Arg::Local(64),
                Arg::ByValue(vec![0; 12]),
                Arg::U64(1),
                Arg::F64(1.0),
            ],
        };
        let _ = prepare_job(&job);
    }

    #[test]
    fn random_metadata_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..256)) {
        let _ = parse_metadata(&bytes, 4);
    }
}
