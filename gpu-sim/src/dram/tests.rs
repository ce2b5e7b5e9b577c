//! DRAM tests: row hit versus miss versus conflict latency, FR-FCFS reordering, the starvation
//! cap, error cases, sparse backing, and the shared memory contract (DRAM and ideal memory).

use super::*;
use crate::config::TimingConfig;
use crate::memsys::contract::{
    check_contract, parse_script, random_script, rig_dram, Requester, Rig,
};
use crate::proto::{full_mask, Interleave};

/// One channel with the R9 Nano's row timings (1 GHz controller and core, 1-cycle links) in
/// the geometry these exact cases were written for: 16 banks, no bank hash, a 1-cycle burst,
/// and no controller pipeline, so the latencies below are the array's own
/// (`controller_latency_adds_latency_not_a_limit` and `bank_xor_spreads_a_row_stride` cover
/// the rest).
fn one_channel() -> TimingConfig {
    let mut cfg = TimingConfig::r9_nano();
    cfg.dram.channels = 1;
    cfg.dram.banks = 16;
    cfg.dram.bank_xor = false;
    cfg.dram.t_burst_cycles = 1;
    cfg.dram.t_ccd_cycles = 2;
    cfg.dram.controller_latency_cycles = 0;
    cfg
}

#[test]
fn bank_xor_spreads_a_row_stride() {
    // Eight reads 32 KiB apart (one row of each of the 16 banks): without the hash all land in
    // bank 0 and each closes the last one's row; with it they go to eight banks.
    let script: String = (0..8)
        .map(|i| format!("r {:#x} 64; ", i * 0x8000))
        .collect();
    let mut cfg = one_channel();
    check(
        &cfg,
        &script,
        "lat=31,78,125,172,219,266,313,360 order=0,1,2,3,4,5,6,7 reads=8 row_misses=1 row_conflicts=7 activates=8 precharges=7 bytes_read=512",
    );
    cfg.dram.bank_xor = true;
    check(
        &cfg,
        &script,
        "lat=31,34,37,40,43,46,49,52 order=0,1,2,3,4,5,6,7 reads=8 row_misses=8 activates=8 bytes_read=512",
    );
}

#[test]
fn controller_latency_adds_latency_not_a_limit() {
    // The same closed-bank miss and row hit as below, each 100 cycles later; and 64 row hits
    // in a row finish in the same span of time after the first answer with or without it (the
    // pipeline holds no queue entry).
    let mut cfg = one_channel();
    cfg.dram.controller_latency_cycles = 100;
    check(
        &cfg,
        "r 0x0 64; wait; r 0x40 64",
        "lat=131,117 order=0,2 reads=2 row_hits=1 row_misses=1 activates=1 bytes_read=128",
    );
    let script: String = (0..64).map(|i| format!("r {:#x} 64; ", i * 64)).collect();
    let span = |cfg: &TimingConfig| {
        let mut rig = rig_dram(cfg, parse_script(&script).unwrap()).unwrap();
        rig.engine.run().unwrap();
        let r = rig.engine.component::<Requester>(rig.requester).unwrap();
        let lat: Vec<u64> = r.latency.values().map(|p| p.0 / 1000).collect();
        lat.iter().max().unwrap() - lat.iter().min().unwrap()
    };
    assert_eq!(span(&cfg), span(&one_channel()));
}

/// Runs `script` on one DRAM channel, checks the contract, and compares
/// "lat=<cycles per op> order=<ops by completion> <nonzero channel stats>" with `expect`.
fn check(cfg: &TimingConfig, script: &str, expect: &str) {
    let ops = parse_script(script).unwrap();
    let report =
        check_contract(&|ops| rig_dram(cfg, ops), &ops).unwrap_or_else(|e| panic!("{script}: {e}"));
    let mut rig = rig_dram(cfg, ops).unwrap();
    rig.engine.run().unwrap();
    let r = rig.engine.component::<Requester>(rig.requester).unwrap();
    let lat: Vec<String> = r
        .latency
        .values()
        .map(|p| (p.0 / 1000).to_string())
        .collect();
    let order: Vec<String> = r.order.iter().map(|i| i.to_string()).collect();
    let mut got = format!("lat={} order={}", lat.join(","), order.join(","));
    for e in report.stats.entries() {
        if let Some(field) = e.name.strip_prefix("gpu[0].dram.channel[0].") {
            if e.value != 0 && !field.ends_with("_total") && field != "bus_busy" {
                got += &format!(" {field}={}", e.value);
            }
        }
    }
    assert_eq!(got, expect, "script: {script}");
}

// Address map of one channel: 2 KiB rows, 16 banks. 0x0 and 0x40: bank 0 row 0;
// 0x800: bank 1 row 0; 0x8000: bank 0 row 1.

#[test]
fn row_hit_is_faster_than_miss_and_conflict() {
    let cfg = one_channel();
    // First access: link 1 + ACT, tRCD 14, tCL 14, burst 1, link 1 = 31.
    // Row hit: link 1 + tCL 14 + burst 1 + link 1 = 17.
    check(
        &cfg,
        "r 0x0 64; wait; r 0x40 64",
        "lat=31,17 order=0,2 reads=2 row_hits=1 row_misses=1 activates=1 bytes_read=128",
    );
    // Closed bank elsewhere: another miss, same latency as the first.
    check(
        &cfg,
        "r 0x0 64; wait; r 0x800 64",
        "lat=31,31 order=0,2 reads=2 row_misses=2 activates=2 bytes_read=128",
    );
    // Conflict: PRE must wait for tRAS (ACT at 1 + 34 = 35), then tRP 14 + tRCD 14 + tCL 14.
    check(
        &cfg,
        "r 0x0 64; wait; r 0x8000 64",
        "lat=31,47 order=0,2 reads=2 row_misses=1 row_conflicts=1 activates=2 precharges=1 bytes_read=128",
    );
}

#[test]
fn fr_fcfs_serves_a_younger_row_hit_before_an_older_conflict() {
    let cfg = one_channel();
    // Op 1 (conflict) is older than op 2 (hit on the open row), but op 2 completes first.
    // Op 1: PRE at 35 (tRAS after the ACT at 1), ACT 49, RD 63, data 77..78, link: 79 - 1 = 78.
    check(
        &cfg,
        "r 0x0 64; r 0x8000 64; r 0x40 64",
        "lat=31,78,31 order=0,2,1 reads=3 row_hits=1 row_misses=1 row_conflicts=1 activates=2 precharges=1 bytes_read=192",
    );
}

/// Latency of op 1 (a conflict) behind a stream of 24 row hits, and the channel's conflicts.
fn conflict_behind_hits(max_row_hits: u32) -> (u64, u64) {
    let mut cfg = one_channel();
    cfg.dram.max_row_hits = max_row_hits;
    let mut script = String::from("r 0x0 64; r 0x8000 64");
    for i in 1..=24 {
        script += &format!("; r {:#x} 64", i * 64);
    }
    let ops = parse_script(&script).unwrap();
    let r = check_contract(&|ops| rig_dram(&cfg, ops), &ops).unwrap();
    let mut rig = rig_dram(&cfg, ops).unwrap();
    rig.engine.run().unwrap();
    let req = rig.engine.component::<Requester>(rig.requester).unwrap();
    (
        req.latency[&1].0 / 1000,
        r.stats.get("gpu[0].dram.channel[0].row_conflicts").unwrap(),
    )
}

#[test]
fn row_hit_cap_bounds_starvation() {
    // Uncapped (beyond the stream), every hit goes first and the conflict waits for all 24:
    // the last hit reads at 63 (tCCD 2), PRE at 69 (tRTP), ACT 83, RD 97, arrives 113.
    let (late, conflicts_late) = conflict_behind_hits(100);
    // Capped at 4 hits per activation, the conflict gets the bank early; the hits still queued
    // then find the other row open and conflict themselves.
    let (early, conflicts_early) = conflict_behind_hits(4);
    assert_eq!((late, conflicts_late), (112, 1));
    // Four column commands by cycle 21 (op 0 and three hits); PRE at 35 (tRAS), ACT 49, RD 63.
    assert_eq!((early, conflicts_early), (78, 2));
}

#[test]
fn writes_then_reads_return_the_data() {
    let cfg = one_channel();
    // Write: link 1 + ACT, tRCD 14, tCWL 4, burst 1, link 1 = 21 (data on the bus 19..20).
    // The read arrives at 23 but waits for tWTR (20 + 8 = 28): 28 + tCL 14 + 1 + link 1 - 22 = 22.
    check(
        &cfg,
        "w 0x0 64 5; wait; r 0x0 64",
        "lat=21,22 order=0,2 reads=1 writes=1 row_hits=1 row_misses=1 activates=1 bytes_read=64 bytes_written=64",
    );
}

#[test]
fn same_address_requests_keep_their_order() {
    let cfg = one_channel();
    // All on one open row. Op 1 (read 0x0) must wait for tWTR after op 0's write; op 2 (write
    // 0x0) could go at 17 but must not pass op 1, which would then read the new bytes (the
    // contract checks op 1 returns zeros). Op 1: RD 28, arrives 44; op 2: WR 39, arrives 45.
    check(
        &cfg,
        "w 0x40 64 1; r 0x0 64; w 0x0 64 2",
        "lat=21,43,43 order=0,1,2 reads=1 writes=2 row_hits=2 row_misses=1 activates=1 bytes_read=64 bytes_written=128",
    );
}

#[test]
fn contract_eight_channels_random_traffic() {
    let cfg = TimingConfig::r9_nano();
    for seed in [3, 4] {
        let ops = random_script(seed, 800, 0, 1 << 22, 64);
        let r = check_contract(&|ops| rig_dram(&cfg, ops), &ops).unwrap();
        assert!(r.checked_reads > 200);
        assert!(r.stats.sum_field("row_conflicts") > 10);
    }
}

#[test]
fn contract_ideal_memory() {
    let build = |ops| -> Result<Rig, SimError> {
        let mut engine = Engine::new();
        let clock = Clock::from_mhz(1000).unwrap();
        let (mem, top) = IdealMemory::add_to(&mut engine, "mem", clock, Cycles(100), 1, 8)?;
        let route = Interleave {
            targets: vec![top],
            granule_bytes: 64,
            hash: false,
        };
        let requester =
            Requester::add_to(&mut engine, "tester", clock, route, clock.period(), ops, 64)?;
        Ok(Rig {
            engine,
            requester,
            backing: Some(Box::new(move |e: &Engine<Msg>, a, b| {
                if let Some(m) = e.component::<IdealMemory>(mem) {
                    m.store().read(a, b);
                }
            })),
            dirty: Box::new(|_| 0),
        })
    };
    let ops = random_script(5, 300, 0, 1 << 16, 64);
    check_contract(&build, &ops).unwrap();
}

/// Sends one request straight to a channel and returns the error the channel reports.
fn channel_error(cfg: &TimingConfig, msg: MemMsg) -> String {
    struct Once(Option<(PortId, PortId, MemMsg)>);
    impl Component<Msg> for Once {
        fn wake(&mut self, _now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
            if let Some((src, dst, m)) = self.0.take() {
                let _ = ctx.send(src, dst, Msg::Mem(m));
            }
            Ok(())
        }
    }
    let mut e = Engine::new();
    let (_, ports) =
        DramChannel::add_to(&mut e, "gpu[0].dram.channel[0]", &cfg.dram, 0, 0).unwrap();
    let src = e.add_component("src");
    let p = e.add_port(src, 4);
    e.connect(p, ports.top, Ps(1000)).unwrap();
    e.install(src, Box::new(Once(Some((p, ports.top, msg)))))
        .unwrap();
    e.wake_at(src, Ps(0));
    match e.run() {
        Ok(_) => "ok".into(),
        Err(err) => err.to_string(),
    }
}

#[test]
fn bad_requests_are_errors_naming_the_channel() {
    // 4 KiB granules: 0x7f0 is channel 0's (and crosses a row), 0x1000 channel 1's.
    let mut cfg = TimingConfig::r9_nano();
    cfg.dram.interleave_bytes = 4096;
    let read = |addr, bytes| MemMsg::Read {
        id: ReqId(1),
        addr,
        bytes,
        reply_to: PortId(0),
    };
    assert_eq!(
        channel_error(&cfg, read(0x1000, 64)),
        "gpu[0].dram.channel[0]: address 0x1000 does not belong to this channel"
    );
    assert_eq!(
        channel_error(&cfg, read(8 << 30, 64)),
        "gpu[0].dram.channel[0]: address 0x200000000 does not belong to this channel"
    );
    assert_eq!(
        channel_error(&cfg, read(0x7f0, 64)),
        "gpu[0].dram.channel[0]: request at 0x7f0 of 64 bytes is empty, over 128 bytes, or crosses a row"
    );
    let w = MemMsg::Write {
        id: ReqId(1),
        addr: 0,
        data: vec![1; 4],
        mask: full_mask(4),
        reply_to: PortId(1), // the sender's port
    };
    assert_eq!(channel_error(&cfg, w), "ok");
}

#[test]
fn atomics_are_performed_in_the_store() {
    let cfg = one_channel();
    let ops = parse_script(
        "a 0x40 4 7; wait; a 0x40 4 1; wait; r 0x40 4; a 0x80 8 3; wait; a 0x80 8 4; \
         w 0x80 4 9; wait; a 0x80 4 1; flush; wait",
    )
    .unwrap();
    let rep = check_contract(&|ops| rig_dram(&cfg, ops), &ops).unwrap();
    assert_eq!(rep.stats.get("gpu[0].dram.channel[0].atomics"), Some(5));
    assert_eq!(rep.checked_reads, 6);
    // Ideal memory too.
    let ops2 = ops.clone();
    let build = move |ops: Vec<crate::memsys::contract::Op>| -> Result<Rig, SimError> {
        let mut engine = Engine::new();
        let clock = Clock::from_mhz(1000).map_err(|e| SimError::Wiring(e.to_string()))?;
        let (mem, top) = IdealMemory::add_to(&mut engine, "mem", clock, Cycles(10), 1, 16)?;
        let requester = Requester::add_to(
            &mut engine,
            "tester",
            clock,
            Interleave {
                targets: vec![top],
                granule_bytes: 64,
                hash: false,
            },
            clock.period(),
            ops,
            16,
        )?;
        Ok(Rig {
            engine,
            requester,
            backing: Some(Box::new(move |e: &Engine<Msg>, a, b| {
                if let Some(m) = e.component::<IdealMemory>(mem) {
                    m.store().read(a, b);
                }
            })),
            dirty: Box::new(|_| 0),
        })
    };
    let rep = check_contract(&build, &ops2).unwrap();
    assert_eq!(rep.stats.get("mem.atomics"), Some(5));
}

/// Requester -> DRAM channels over a physical store at GPU 0's window.
fn rig_phys(cfg: &TimingConfig, ops: Vec<crate::memsys::contract::Op>) -> Result<Rig, SimError> {
    use crate::physmem::{gpu_pa_base, GpuPhys, PhysStore, GPU_PA_WINDOW};
    let mut engine = Engine::new();
    let store = std::sync::Arc::new(GpuPhys::sparse(0));
    let (_, route) = add_channels_over(
        &mut engine,
        "gpu[0].dram",
        &cfg.dram,
        gpu_pa_base(0),
        GPU_PA_WINDOW,
        store.clone(),
    )?;
    let clock = Clock::from_mhz(cfg.core_clock_mhz).map_err(|e| SimError::Wiring(e.to_string()))?;
    let requester =
        Requester::add_to(&mut engine, "tester", clock, route, clock.period(), ops, 64)?;
    Ok(Rig {
        engine,
        requester,
        backing: Some(Box::new(move |_, a, b| {
            let _ = store.read(a, b);
        })),
        dirty: Box::new(|_| 0),
    })
}

#[test]
fn dram_over_a_physical_store_times_like_the_sparse_store() {
    use crate::physmem::{gpu_pa_base, scratch_pa};
    // The channel hash (`dram.channel_hash`, on in the R9 Nano preset) reads the absolute
    // address: moving every address by the GPU's base relabels the channels (an XOR with a
    // constant), so the per-channel text compares without it; with it, the run ends at the
    // same time.
    let mut cfg = TimingConfig::r9_nano();
    cfg.dram.channel_hash = false;
    let local = random_script(5, 600, 0x10_0000, 1 << 20, 64);
    let shift =
        |ops: &[crate::memsys::contract::Op], by: u64| -> Vec<crate::memsys::contract::Op> {
            use crate::memsys::contract::Op;
            ops.iter()
                .map(|o| match o.clone() {
                    Op::Read { addr, bytes } => Op::Read {
                        addr: addr + by,
                        bytes,
                    },
                    Op::Write { addr, bytes, seed } => Op::Write {
                        addr: addr + by,
                        bytes,
                        seed,
                    },
                    other => other,
                })
                .collect()
        };
    let a = check_contract(&|o| rig_dram(&cfg, o), &local).unwrap();
    let b = check_contract(&|o| rig_phys(&cfg, o), &shift(&local, gpu_pa_base(0))).unwrap();
    assert_eq!((a.end, a.checked_reads), (b.end, b.checked_reads));
    assert_eq!(a.stats.to_text(), b.stats.to_text());
    let hashed = TimingConfig::r9_nano();
    assert!(hashed.dram.channel_hash);
    let ha = check_contract(&|o| rig_dram(&hashed, o), &local).unwrap();
    let hb = check_contract(&|o| rig_phys(&hashed, o), &shift(&local, gpu_pa_base(0))).unwrap();
    assert_eq!((ha.end, ha.checked_reads), (hb.end, hb.checked_reads));
    // Scratch (folded onto the channels' capacity for bank/row timing) keeps the contract, and
    // times like VRAM at 3 GiB.
    let s = check_contract(
        &|o| rig_phys(&cfg, o),
        &shift(&local, scratch_pa(0, 0) - 0x10_0000),
    )
    .unwrap();
    let v = check_contract(
        &|o| rig_phys(&cfg, o),
        &shift(&local, gpu_pa_base(0) + (3 << 30) - 0x10_0000),
    )
    .unwrap();
    assert_eq!(s.end, v.end);
    // Outside the window: an error naming the channel.
    let err = check_contract(
        &|o| rig_phys(&cfg, o),
        &parse_script(&format!("r {:#x} 4", gpu_pa_base(1))).unwrap(),
    )
    .unwrap_err();
    assert!(err.contains("gpu[0].dram.channel[0]"), "{err}");
}
