//! Cache tests: the shared memory contract on L1V and L2, and data-driven hit / miss /
//! MSHR-merge / eviction / flush / invalidate cases with exact latencies.

use crate::config::{CacheConfig, TimingConfig, WritePolicy};
use crate::memsys::contract::{
    check_contract, parse_script, random_script, rig_cache_over_ideal, rig_l1v, rig_l2, Requester,
};
use crate::time::Cycles;

/// Runs `script` on `cache` over a 10-cycle ideal memory (1 GHz, 1-cycle links), checks the
/// contract, and compares "lat=<cycles per op> <nonzero cache stats>" with `expect`.
fn check(cache: CacheConfig, script: &str, expect: &str) {
    let ops = parse_script(script).unwrap();
    let build = |ops| rig_cache_over_ideal(&cache, Cycles(10), ops);
    let report = check_contract(&build, &ops).unwrap_or_else(|e| panic!("{script}: {e}"));
    let mut rig = build(ops).unwrap();
    rig.engine.run().unwrap();
    let r = rig.engine.component::<Requester>(rig.requester).unwrap();
    let lat: Vec<String> = r
        .latency
        .values()
        .map(|p| (p.0 / 1000).to_string())
        .collect();
    let mut got = format!("lat={}", lat.join(","));
    for e in report.stats.entries() {
        if let Some(field) = e.name.strip_prefix("cache.") {
            if e.value != 0 {
                got += &format!(" {field}={}", e.value);
            }
        }
    }
    assert_eq!(got, expect, "script: {script}");
}

/// A write-around L1 that keeps what it reads (tag 2, data 20 cycles: MGPUSim's L1V), the
/// cache these exact-latency cases were written for. The R9 Nano preset's L1V bypasses reads
/// instead (`bypass_reads`, tested on its own below).
fn l1v() -> CacheConfig {
    CacheConfig {
        bypass_reads: false,
        tag_latency_cycles: 2,
        data_latency_cycles: 20,
        ..CacheConfig::r9_nano_l1v()
    }
}

/// A tiny write-back cache: 2 sets x 2 ways of 64 B, tag 2 + data 10 cycles.
fn tiny_wb() -> CacheConfig {
    CacheConfig {
        size_bytes: 256,
        ways: 2,
        banks: 1,
        write_policy: WritePolicy::WriteBack,
        data_latency_cycles: 10,
        lookups_per_cycle: 1,
        ..CacheConfig::r9_nano_l2()
    }
}

#[test]
fn read_miss_then_hit() {
    // Miss: 1 link + 2 tag + 1 link + 10 memory + 1 link + 20 data + 1 link = 36.
    // Hit: 1 link + 2 tag + 20 data + 1 link = 24. A write-around write: 1 + 2 + 1 + 10 + 1 + 1 = 16.
    // Write-back write miss (tag 2, data 10): 1 + 2 + 1 + 10 + 1 + 10 + 1 = 26.
    check(
        l1v(),
        "r 0x0 4; wait; r 0x4 4",
        "lat=36,24 reads=2 read_hits=1 read_misses=1 lower_reads=1 bytes_read=8 read_latency_total=56000",
    );
}

#[test]
fn misses_to_one_line_merge_in_the_mshr() {
    check(
        l1v(),
        "r 0x0 4; r 0x8 4; r 0x40 4",
        "lat=36,35,36 reads=3 read_misses=2 mshr_hits=1 lower_reads=2 bytes_read=12 read_latency_total=101000",
    );
}

#[test]
fn full_mshrs_stall_the_bank() {
    let one_mshr = CacheConfig {
        mshr_entries: 1,
        ..l1v()
    };
    // The second miss waits from cycle 2 until the first fill frees the MSHR at cycle 15.
    check(
        one_mshr,
        "r 0x0 4; r 0x40 4",
        "lat=36,49 reads=2 read_misses=2 mshr_full_cycles=13 lower_reads=2 bytes_read=8 read_latency_total=68000",
    );
}

#[test]
fn write_around_does_not_allocate_and_updates_present_lines() {
    check(
        l1v(),
        "w 0x0 4 1; wait; r 0x0 4",
        "lat=16,36 reads=1 writes=1 read_misses=1 write_misses=1 lower_reads=1 lower_writes=1 bytes_read=4 bytes_written=4 read_latency_total=34000",
    );
    check(
        l1v(),
        "r 0x0 8; wait; w 0x4 4 7; wait; r 0x0 8",
        "lat=36,16,24 reads=2 writes=1 read_hits=1 read_misses=1 write_hits=1 lower_reads=1 lower_writes=1 bytes_read=16 bytes_written=4 read_latency_total=56000",
    );
}

#[test]
fn write_around_during_a_fill_is_merged_in_order() {
    // The first read was issued before the write and must see the old bytes; the last read
    // hits the filled line and must see the write (the contract checks both values).
    check(
        l1v(),
        "r 0x0 8; w 0x0 4 9; wait; r 0x0 8",
        "lat=36,16,24 reads=2 writes=1 read_hits=1 read_misses=1 write_misses=1 lower_reads=1 lower_writes=1 bytes_read=16 bytes_written=4 read_latency_total=56000",
    );
}

#[test]
fn write_back_evicts_dirty_lines_and_flush_writes_back_the_rest() {
    // 0x0, 0x80, 0x100 share set 0 of a 2-way cache: the third write evicts the first (dirty).
    check(
        tiny_wb(),
        "w 0x0 4 1; w 0x80 4 2; wait; w 0x100 4 3; wait; flush; wait; r 0x0 4",
        "lat=26,26,26,15,26 reads=1 writes=3 read_misses=1 write_misses=3 evictions=2 write_backs=3 flush_write_backs=2 flushes=1 lower_reads=4 lower_writes=3 bytes_read=4 bytes_written=12 read_latency_total=24000",
    );
}

#[test]
fn write_back_hits_stay_in_the_cache() {
    check(
        tiny_wb(),
        "w 0x0 4 1; wait; w 0x4 4 2; wait; r 0x0 8; flush; wait",
        "lat=26,14,14,14 reads=1 writes=2 read_hits=1 write_hits=1 write_misses=1 write_backs=1 flush_write_backs=1 flushes=1 lower_reads=1 lower_writes=1 bytes_read=8 bytes_written=8 read_latency_total=12000",
    );
}

#[test]
fn invalidate_drops_lines() {
    check(
        l1v(),
        "r 0x0 4; wait; inv; wait; r 0x0 4",
        "lat=36,2,36 reads=2 read_misses=2 invalidates=1 lower_reads=2 bytes_read=8 read_latency_total=68000",
    );
}

#[test]
fn invalidate_keeps_the_lines_of_its_range() {
    // Lines 0x0 and 0x40 are cached (0x40 dirty); an invalidate keeping [0x40, 0x80) drops
    // 0x0 and neither drops nor writes back 0x40, which still hits afterwards.
    check(
        tiny_wb(),
        "r 0x0 4; w 0x40 4 1; wait; inv keep 0x40 0x80; wait; r 0x0 4; r 0x40 4",
        "lat=26,26,2,26,14 reads=3 writes=1 read_hits=1 read_misses=2 write_misses=1 invalidates=1 lower_reads=3 bytes_read=12 bytes_written=4 read_latency_total=60000",
    );
}

#[test]
fn contract_l1v_over_l2_over_dram() {
    let cfg = TimingConfig::r9_nano();
    for seed in [1, 2, 3] {
        let ops = random_script(seed, 400, 0, 64 * 1024, 64);
        let r = check_contract(&|ops| rig_l1v(&cfg, ops), &ops).unwrap();
        assert!(r.checked_reads > 100, "seed {seed}: {}", r.checked_reads);
    }
}

#[test]
fn contract_l2_over_dram_with_evictions() {
    // A 16 KiB 4-way L2 (16 banks) over 64 KiB of addresses: many dirty evictions, then a flush.
    let mut cfg = TimingConfig::r9_nano();
    cfg.l2.size_bytes = 16 * 1024;
    cfg.l2.ways = 4;
    for seed in [7, 8] {
        let ops = random_script(seed, 600, 0x10_0000, 64 * 1024, 64);
        let r = check_contract(&|ops| rig_l2(&cfg, ops), &ops).unwrap();
        let (ev, fwb) = (
            r.stats.sum_field("evictions"),
            r.stats.sum_field("flush_write_backs"),
        );
        assert!(
            ev > 100 && fwb > 10 && r.checked_reads > 100,
            "{ev} {fwb} {}",
            r.checked_reads
        );
    }
}

#[test]
fn contract_small_write_back_cache_with_stress() {
    let cache = CacheConfig {
        mshr_entries: 2,
        mshr_targets: 2,
        in_queue_entries: 2,
        bottom_queue_entries: 1,
        ..tiny_wb()
    };
    let ops = random_script(11, 500, 0, 2048, 64);
    check_contract(&|ops| rig_cache_over_ideal(&cache, Cycles(10), ops), &ops).unwrap();
}

/// Writes 64 bytes through an L1V into the L2, optionally flushes the L2 (the kernel-end
/// release), and returns what DRAM holds at the first written byte.
fn dram_after_kernel_end(flush: bool) -> u8 {
    let cfg = TimingConfig::r9_nano();
    let script = if flush {
        "w 0x1000 64 42; wait; flush; wait"
    } else {
        "w 0x1000 64 42; wait"
    };
    let mut rig = rig_l2(&cfg, parse_script(script).unwrap()).unwrap();
    rig.engine.run().unwrap();
    let mut b = [0u8];
    (rig.backing.as_ref().unwrap())(&rig.engine, 0x1000, &mut b);
    b[0]
}

#[test]
fn release_flush_makes_l2_writes_visible_in_dram() {
    // Without the flush the write sits dirty in the L2 and DRAM is stale; with it DRAM is current.
    assert_eq!(dram_after_kernel_end(false), 0);
    assert_eq!(dram_after_kernel_end(true), 42);
}

#[test]
fn contract_across_clock_domains() {
    // A 1.5 GHz core (667 ps) over an 800 MHz DRAM (1250 ps): edges of the two clocks rarely
    // meet, so every hop between domains waits for the receiver's next edge.
    let mut cfg = TimingConfig::r9_nano();
    cfg.core_clock_mhz = 1500;
    cfg.dram.clock_mhz = 800;
    let ops = random_script(21, 300, 0, 64 * 1024, 64);
    check_contract(&|ops| rig_l1v(&cfg, ops), &ops).unwrap();
    check_contract(&|ops| rig_l2(&cfg, ops), &ops).unwrap();
}

#[test]
fn latency_ladder_on_the_r9_nano_defaults() {
    // Through an L1V, 16 L2 banks and 8 DRAM channels with the default config: a read that
    // misses everywhere (closed DRAM bank), the same read again (the L1V bypasses reads, so an
    // L2 hit), an L1V invalidate, then an L2 hit again.
    // Miss: link 1 + L1 tag 44 + crossbar 2 + L2 tag 2 + link 1 + DRAM (ACT, tRCD 14, tCL 14,
    // burst 4) + controller 280 + link 1 + L2 data 10 + crossbar 2 + L1 data 62 + link 1 = 438.
    // L2 hit: link 1 + L1 tag 44 + crossbar 2 + L2 tag 2 + data 10 + crossbar 2 + L1 data 62
    // + link 1 = 124.
    let cfg = TimingConfig::r9_nano();
    let ops = parse_script("r 0x0 4; wait; r 0x0 4; wait; inv; wait; r 0x0 4").unwrap();
    check_contract(&|ops| rig_l1v(&cfg, ops.clone()), &ops).unwrap();
    let mut rig = rig_l1v(&cfg, ops).unwrap();
    rig.engine.run().unwrap();
    let r = rig.engine.component::<Requester>(rig.requester).unwrap();
    let lat: Vec<u64> = r.latency.values().map(|p| p.0 / 1000).collect();
    assert_eq!(lat, vec![438, 124, 2, 124]);
}

#[test]
fn bypassing_reads_never_hit_and_see_passing_writes_in_order() {
    // Over the 10-cycle memory: every read is a miss (1 + 2 + 1 + 10 + 1 + 20 + 1 = 36), two
    // reads of one line in flight share one fill (the second, sent a cycle later, is answered
    // with it: 35), and nothing is kept. A write that passes a
    // fill in flight is applied to it after the read that came before it and before the one
    // after it (the contract checks the bytes each read returns).
    let bypass = CacheConfig {
        bypass_reads: true,
        ..l1v()
    };
    check(
        bypass.clone(),
        "r 0x0 4; wait; r 0x0 4; wait; r 0x4 4; r 0x8 4",
        "lat=36,36,36,35 reads=4 read_misses=3 mshr_hits=1 lower_reads=3 bytes_read=16 read_latency_total=135000",
    );
    check(
        bypass,
        "w 0x0 4 7; wait; r 0x0 4; w 0x0 4 9; r 0x0 4; wait; r 0x0 4",
        "lat=16,36,16,34,36 reads=3 writes=2 read_misses=2 write_misses=2 mshr_hits=1 lower_reads=2 lower_writes=2 bytes_read=12 bytes_written=8 read_latency_total=100000",
    );
}

#[test]
fn contract_caching_l1v_over_l2_over_dram() {
    // The R9 Nano hierarchy with an L1V that keeps its reads (the preset bypasses them).
    let mut cfg = TimingConfig::r9_nano();
    cfg.l1v.bypass_reads = false;
    for seed in [4, 5] {
        let ops = random_script(seed, 400, 0, 64 * 1024, 64);
        let r = check_contract(&|ops| rig_l1v(&cfg, ops), &ops).unwrap();
        assert!(r.checked_reads > 100, "seed {seed}: {}", r.checked_reads);
    }
}

#[test]
fn bypass_reads_needs_a_write_around_cache() {
    let err = TimingConfig::from_toml_str("[l2]\nbypass_reads = true\n")
        .unwrap_err()
        .to_string();
    assert!(err.contains("l2.bypass_reads: needs write_policy"), "{err}");
}

#[test]
fn contract_l2_with_one_entry_queues() {
    // One-entry request buffers everywhere: every hop exerts back-pressure, including the
    // flush fan-out to the 16 banks.
    let mut cfg = TimingConfig::r9_nano();
    cfg.l2.in_queue_entries = 1;
    cfg.l2.bottom_queue_entries = 1;
    cfg.l2.mshr_entries = 2;
    cfg.dram.in_queue_entries = 1;
    cfg.dram.queue_entries = 2;
    let ops = random_script(31, 300, 0, 32 * 1024, 64);
    check_contract(&|ops| rig_l2(&cfg, ops), &ops).unwrap();
}

#[test]
fn write_back_performs_atomics_on_the_line() {
    // Miss like a write miss (26), then a hit (1 + 2 + 10 + 1 = 14); the second answer is the
    // first's result (the contract checks both old values).
    check(
        tiny_wb(),
        "a 0x0 4 1; wait; a 0x0 4 2; a 0x8 8 5",
        "lat=26,14,14 write_hits=2 write_misses=1 lower_reads=1 atomics=3",
    );
    // An atomic merged into the MSHR of a read miss is applied after the read is answered.
    let ops = parse_script("r 0x40 8; a 0x40 4 9; r 0x40 4; wait; r 0x40 4; flush; wait").unwrap();
    check_contract(
        &|ops| rig_cache_over_ideal(&tiny_wb(), Cycles(10), ops),
        &ops,
    )
    .unwrap();
}

#[test]
fn write_around_drops_the_line_and_forwards_atomics() {
    // Read miss 36; the atomic goes on (like a write-around write, 16) and drops the line, so
    // the next read misses again and sees the atomic's result.
    check(
        l1v(),
        "r 0x0 4; wait; a 0x0 4 1; wait; r 0x0 4",
        "lat=36,16,36 reads=2 read_misses=2 lower_reads=2 bytes_read=8 atomics=1 read_latency_total=68000",
    );
    // An atomic to a line with a fill in flight waits for the fill.
    let ops = parse_script("r 0x0 4; a 0x0 4 3; wait; r 0x0 4; flush; wait").unwrap();
    let rep = check_contract(&|ops| rig_cache_over_ideal(&l1v(), Cycles(10), ops), &ops).unwrap();
    assert!(rep.stats.get("cache.mshr_full_cycles").unwrap() > 0);
    assert_eq!(rep.stats.get("cache.read_misses"), Some(2));
}

#[test]
fn atomics_keep_the_contract_through_l1v_l2_and_dram() {
    let cfg = TimingConfig::r9_nano();
    // Waits between operations so that every old value and read is checked.
    let script = "w 0x100 8 1; wait; a 0x100 4 5; wait; a 0x104 4 6; wait; r 0x100 8; wait; \
                  a 0x100 8 0x100000001; a 0x40000 4 3; wait; r 0x100 8; r 0x40000 4; flush; wait";
    let ops = parse_script(script).unwrap();
    let r = check_contract(&|ops| rig_l1v(&cfg, ops), &ops).unwrap();
    assert_eq!(r.stats.get("gpu[0].cu[0].l1v.atomics"), Some(4));
    assert_eq!(r.stats.sum_field("atomics"), 8); // performed once, at the L2
    let r = check_contract(&|ops| rig_l2(&cfg, ops), &ops).unwrap();
    assert_eq!(r.checked_reads, 7);
}

#[test]
fn many_concurrent_atomic_adds_to_one_address_sum_correctly() {
    use crate::memsys::contract::rig_shared_l2;
    // Eight compute units, each with its own L1V, add 1 fifty times to one word (and 2 to a
    // word on another L2 bank): every old value is seen exactly once.
    let mut script = String::from("nocheck;");
    for i in 0..50 {
        script += "a 0x1000 4 1; a 0x2040 8 2;";
        if i % 7 == 0 {
            script += "r 0x1000 4;";
        }
    }
    script += "flush; wait";
    let scripts = (0..8).map(|_| parse_script(&script).unwrap()).collect();
    let (mut e, reqs) = rig_shared_l2(&TimingConfig::r9_nano(), scripts).unwrap();
    e.run().unwrap();
    let mut ones = Vec::new();
    let mut twos = Vec::new();
    for r in reqs {
        let r = e.component::<Requester>(r).unwrap();
        assert!(r.done() && r.violations.is_empty(), "{:?}", r.violations);
        assert_eq!(r.read_values.len(), 8);
        for &(addr, old) in &r.atomic_olds {
            if addr == 0x1000 {
                ones.push(old);
            } else {
                twos.push(old);
            }
        }
    }
    ones.sort_unstable();
    twos.sort_unstable();
    assert_eq!(ones, (0..400).collect::<Vec<u64>>());
    assert_eq!(twos, (0..400).map(|i| 2 * i).collect::<Vec<u64>>());
}

#[test]
fn set_index_shortcut_matches_the_division_formula() {
    use super::{Cache, CachePorts};
    use crate::engine::PortId;
    use crate::proto::Interleave;
    use crate::time::Clock;
    let mut l2 = CacheConfig::r9_nano_l2();
    l2.banks = 16;
    for cfg in [l1v(), l2, tiny_wb()] {
        let ports = CachePorts {
            top: PortId(0),
            side: PortId(3),
            bottom: PortId(1),
            lower: Interleave {
                targets: vec![PortId(2)],
                granule_bytes: 64,
                hash: false,
            }
            .into(),
        };
        let mut c = Cache::new("c", &cfg, Clock::from_mhz(1000).unwrap(), 0, ports).unwrap();
        assert!(
            c.fast_sets.is_some(),
            "shipped geometries are powers of two"
        );
        let lines: Vec<u64> = (0..4096u64)
            .map(|i| (i.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 20) & !63)
            .collect();
        let fast: Vec<u64> = lines.iter().map(|&l| c.set_of(l)).collect();
        c.fast_sets = None;
        let slow: Vec<u64> = lines.iter().map(|&l| c.set_of(l)).collect();
        assert_eq!(fast, slow);
    }
}

#[test]
fn a_write_back_writes_only_the_bytes_written_since_the_fill() {
    // A 4-byte write allocates its line (the line is fetched) but the flush writes back only
    // those 4 bytes: another agent (a second GPU's L2 in a unified kernel) may have written the
    // line's other bytes in memory meanwhile, and a full-line write-back would undo that.
    let cfg = TimingConfig::r9_nano();
    let script = "w 0x1000 4 42; wait; w 0x1008 2 7; wait; flush; wait";
    let mut rig = rig_l2(&cfg, parse_script(script).unwrap()).unwrap();
    rig.engine.run().unwrap();
    let written: u64 = rig
        .engine
        .stats()
        .entries()
        .iter()
        .filter(|e| e.name.contains("dram") && e.name.ends_with(".bytes_written"))
        .map(|e| e.value)
        .sum();
    assert_eq!(written, 6);
    let mut b = [0u8; 10];
    (rig.backing.as_ref().unwrap())(&rig.engine, 0x1000, &mut b);
    assert_eq!(b, [42, 43, 44, 45, 0, 0, 0, 0, 7, 8]);
}

#[test]
fn write_back_full_line_write_miss_allocates_without_a_fill() {
    // Every byte of the line is written: no read below, answered at hit latency
    // (1 + 2 + 10 + 1 = 14); the read then hits and the flush writes the line back.
    check(
        tiny_wb(),
        "w 0x0 64 5; wait; r 0x0 8; flush; wait",
        "lat=14,14,14 reads=1 writes=1 read_hits=1 write_misses=1 write_misses_full_line=1 write_backs=1 flush_write_backs=1 flushes=1 lower_writes=1 bytes_read=8 bytes_written=64 read_latency_total=12000",
    );
    // A partial write still fetches; a full-line write to a line already being fetched
    // merges into the MSHR, so the earlier read sees the old bytes (the contract checks).
    check(
        tiny_wb(),
        "w 0x40 60 1; r 0x0 4; w 0x0 64 2; wait; r 0x0 4",
        "lat=26,26,25,14 reads=2 writes=2 read_hits=1 read_misses=1 write_misses=1 mshr_hits=1 lower_reads=2 bytes_read=8 bytes_written=124 read_latency_total=36000",
    );
}
