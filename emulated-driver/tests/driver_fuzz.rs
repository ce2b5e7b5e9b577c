//! Fuzzes the ioctl entry (any request number, size and bytes, with user memory that is
//! partly mapped) and the mmap/doorbell entries: every call returns, never panics.

mod common;

use common::{TestMem, USER_SCRATCH};
use emulated_driver::{abi, Driver, DriverConfig, IoctlOutcome};
use proptest::prelude::*;

fn interesting_request() -> impl Strategy<Value = u64> {
    prop_oneof![
        any::<u64>(),
        (1u32..0x24, 0u32..4, 0u32..0x3fff).prop_map(|(n, d, s)| u64::from(abi::ioc(
            d,
            b'K' as u32,
            n,
            s
        ))),
        (1u32..0x24).prop_map(|n| u64::from(abi::request(n).unwrap_or(0))),
    ]
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
    #![proptest_config(ProptestConfig { cases: cases(2000), ..ProptestConfig::default() })]

    #[test]
    fn ioctl_never_panics(
        calls in proptest::collection::vec(
            (interesting_request(), proptest::collection::vec(any::<u8>(), 0..160)), 1..12),
        n_gpus in 1u32..5,
    ) {
        let mut drv = Driver::new(DriverConfig::with_gpus(n_gpus)).unwrap();
        let mut mem = TestMem::default();
        mem.map(USER_SCRATCH, 1 << 16);
        // Half the runs start from a process that acquired every GPU's VM, so the fuzzed
        // calls reach the handlers' deeper paths.
        if n_gpus % 2 == 0 {
            for (i, id) in drv.gpu_ids().into_iter().enumerate() {
                let mut b = vec![0u8; 8];
                abi::AbiStruct::write_to(&abi::AcquireVmArgs { drm_fd: i as u32, gpu_id: id }, &mut b);
                let _ = drv.ioctl(u64::from(abi::request(abi::nr::ACQUIRE_VM).unwrap()), &mut b, &mut mem, 0);
            }
        }
        let mut t = 0u64;
        for (req, mut bytes) in calls {
            t += 1_000_000;
            if let Ok(IoctlOutcome::Blocked { token, .. }) = drv.ioctl(req, &mut bytes, &mut mem, t) {
                let _ = drv.poll_wait(token, t);
                let _ = drv.poll_wait(token, u64::MAX);
            }
        }
        let _ = drv.take_notes();
    }

    #[test]
    fn mmap_and_doorbells_never_panic(off in any::<u64>(), len in any::<u64>(), g in 0usize..8, v in any::<u64>(), w in any::<u32>()) {
        let mut drv = Driver::new(DriverConfig::with_gpus(4)).unwrap();
        let _ = drv.mmap(off, len);
        let _ = drv.mmap_render(w, off, len);
        let _ = drv.doorbell_write(g, off, v, w);
        let _ = drv.translate(g, off);
        let _ = drv.signal_event(w);
    }
}
