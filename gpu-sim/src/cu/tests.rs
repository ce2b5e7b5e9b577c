use super::coalesce::{coalesce, LineReq, Piece};
use super::lds::lds_cycles;
use super::*;
use crate::emu::exec::AtomicOp;
use crate::emu::step::{Access, AtomicArgs};

fn acc(addr: u64, len: u32) -> Access {
    Access {
        addr,
        len,
        atomic: None,
    }
}

fn lines(accesses: &[Access]) -> Vec<LineReq> {
    let mut out = Vec::new();
    coalesce(accesses, 64, &mut out).unwrap();
    out
}

#[test]
fn coalescer_unit_stride_dwords_make_one_request_per_line() {
    // 64 lanes x 4 bytes, contiguous and line aligned: 4 lines of 64 bytes.
    let a: Vec<Access> = (0..64).map(|i| acc(0x1000 + 4 * i, 4)).collect();
    let l = lines(&a);
    assert_eq!(l.len(), 4);
    for (i, r) in l.iter().enumerate() {
        assert_eq!((r.line, r.lo, r.hi), (0x1000 + 64 * i as u64, 0, 64));
        assert_eq!(r.pieces.len(), 16);
    }
    assert_eq!(
        l[1].pieces[0],
        Piece {
            line_off: 0,
            data_off: 64,
            len: 4
        }
    );
}

#[test]
fn coalescer_same_address_is_one_request_and_broadcasts() {
    let a: Vec<Access> = (0..64).map(|_| acc(0x2004, 4)).collect();
    let l = lines(&a);
    assert_eq!(l.len(), 1);
    assert_eq!((l[0].addr(), l[0].bytes()), (0x2004, 4));
    // Every lane gets the same 4 bytes.
    let mut out = vec![0u8; 256];
    l[0].scatter(&[1, 2, 3, 4], &mut out);
    assert!(out.chunks(4).all(|c| c == [1, 2, 3, 4]));
}

#[test]
fn coalescer_large_stride_is_one_request_per_lane_in_lane_order() {
    let a: Vec<Access> = (0..8).map(|i| acc(0x10_000 + 4096 * (7 - i), 4)).collect();
    let l = lines(&a);
    assert_eq!(l.len(), 8);
    assert_eq!(l[0].line, 0x10_000 + 4096 * 7);
    assert_eq!(l[7].line, 0x10_000);
}

#[test]
fn coalescer_splits_line_and_page_crossings() {
    // 8 bytes at 0x103c: 4 bytes in the line at 0x1000, 4 in the next one.
    let l = lines(&[acc(0x103c, 8)]);
    assert_eq!(l.len(), 2);
    assert_eq!((l[0].addr(), l[0].bytes()), (0x103c, 4));
    assert_eq!((l[1].addr(), l[1].bytes()), (0x1040, 4));
    assert_eq!(l[1].pieces[0].data_off, 4);
    // Crossing a 4 KiB page also crosses a line.
    let l = lines(&[acc(0x1ffe, 4)]);
    assert_eq!(
        l.iter().map(|r| r.line).collect::<Vec<_>>(),
        vec![0x1fc0, 0x2000]
    );
}

#[test]
fn coalescer_store_data_and_mask_last_lane_wins() {
    let a = [acc(0x3000, 4), acc(0x3008, 4), acc(0x3000, 4)];
    let store: Vec<u8> = (1..=12).collect();
    let l = lines(&a);
    assert_eq!(l.len(), 1);
    let (data, mask) = l[0].write_data(&store);
    assert_eq!((l[0].lo, l[0].hi), (0, 12));
    assert_eq!(data, vec![9, 10, 11, 12, 0, 0, 0, 0, 5, 6, 7, 8]);
    assert_eq!(mask, 0xf0f);
}

#[test]
fn coalescer_keeps_atomics_apart_and_rejects_split_ones() {
    let args = AtomicArgs {
        op: AtomicOp::Add,
        bytes: 4,
        src: 1,
        cmp: 0,
    };
    let a: Vec<Access> = (0..4)
        .map(|_| Access {
            addr: 0x4000,
            len: 4,
            atomic: Some(args),
        })
        .collect();
    let l = lines(&a);
    assert_eq!(l.len(), 4);
    assert_eq!(
        l.iter().map(|r| r.pieces[0].data_off).collect::<Vec<_>>(),
        vec![0, 4, 8, 12]
    );
    let bad = [Access {
        addr: 0x403e,
        len: 4,
        atomic: Some(args),
    }];
    assert!(coalesce(&bad, 64, &mut Vec::new()).is_err());
}

#[test]
fn lds_bank_conflicts() {
    let mut s = Vec::new();
    let stride = |d: u32| -> Vec<u32> { (0..64).map(|i| i * 4 * d).collect() };
    // Stride 1 dword: every half-wave hits 32 different banks.
    assert_eq!(lds_cycles(&stride(1), 32, 4, &mut s), (2, 2));
    // Stride 2 dwords: two distinct dwords per bank.
    assert_eq!(lds_cycles(&stride(2), 32, 4, &mut s), (4, 2));
    // Stride 32 dwords: every lane of a half-wave in bank 0, 32-way.
    assert_eq!(lds_cycles(&stride(32), 32, 4, &mut s), (64, 2));
    // Stride 33 dwords: conflict-free again.
    assert_eq!(lds_cycles(&stride(33), 32, 4, &mut s), (2, 2));
    // Same dword for all lanes: broadcast.
    assert_eq!(lds_cycles(&[8; 64], 32, 4, &mut s), (2, 2));
    // Bytes in the same dword share one access.
    let bytes: Vec<u32> = (0..32).collect();
    assert_eq!(lds_cycles(&bytes, 32, 4, &mut s), (1, 1));
    assert_eq!(lds_cycles(&[], 32, 4, &mut s), (1, 1));
}

#[test]
fn config_preset_and_errors_name_keys() {
    let c = TimingConfig::r9_nano();
    assert_eq!(c.cu.wave_slots(), 40);
    assert_eq!(c.validate(), Ok(()));
    let t = TimingConfig::from_toml_str("[cu]\nvalu_cycles = 8\n").unwrap();
    assert_eq!(t.cu.valu_cycles, 8);
    assert_eq!(t.cu.simds, 4);
    let err =
        TimingConfig::from_toml_str("[cu]\nsimds = 0\nfetch_bytes = 24\nibuffer_entries = 1\n")
            .unwrap_err()
            .to_string();
    assert_eq!(
        err,
        "cu.simds: must be at least 1, got 0\n\
         cu.fetch_bytes: must be a power of two from 16 to l1i.line_bytes (64), got 24\n\
         cu.ibuffer_entries: must be at least 2 (an instruction may straddle two fetch blocks), got 1"
    );
    assert_eq!(
        TimingConfig::from_toml_str("[cu]\nwaves = 3\n")
            .unwrap_err()
            .to_string(),
        "cu.waves: unknown key"
    );
}

#[test]
fn builder_adds_one_compute_unit_per_cu() {
    let mut cfg = TimingConfig::r9_nano();
    cfg.cus = 8;
    let mut e = Engine::new();
    let m = GpuMemory::build(&mut e, "gpu[0]", &cfg, 0).unwrap();
    let cus = add_compute_units(&mut e, "gpu[0]", &cfg, &m).unwrap();
    assert_eq!(cus.len(), 8);
    assert_eq!(e.path(cus[5].comp), "gpu[0].cu[5]");
    let s = e.stats();
    assert_eq!(s.get("gpu[0].cu[7].instructions"), Some(0));
}
