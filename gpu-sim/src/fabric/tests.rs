//! The fabric on its own: requesters at GPUs' RDMA engines reading host memory over the links,
//! for the bandwidth, sharing and queueing properties.

use super::*;
use crate::config::fabric::{FabricConfig, TopologyKind};
use crate::memsys::contract::{parse_script, Requester};
use crate::physmem::{SparsePhys, HOST_PA_BASE};
use crate::stats::StatsReport;
use crate::time::Clock;
use std::sync::Arc;

struct Rig {
    e: Engine<Msg>,
    requesters: Vec<CompId>,
}

/// `n` GPUs on `cfg`; GPU `g` runs `scripts[g]` (if any) against its RDMA engine with at most
/// `outstanding` requests in flight.
fn rig(cfg: &FabricConfig, n: usize, scripts: &[String], outstanding: usize) -> Rig {
    let mut e = Engine::new();
    let plan = FabricPlan::reserve(&mut e, cfg, n).unwrap();
    let clock = Clock::from_mhz(1000).unwrap();
    let mut requesters = Vec::new();
    for (g, s) in scripts.iter().enumerate() {
        let top = plan.rdma_top(g).unwrap();
        requesters.push(
            Requester::add_to(
                &mut e,
                &format!("tester[{g}]"),
                clock,
                Interleave {
                    targets: vec![top],
                    granule_bytes: 64,
                    hash: false,
                },
                clock.period(),
                parse_script(s).unwrap(),
                outstanding,
            )
            .unwrap(),
        );
    }
    let host: SharedStore = Arc::new(SparsePhys::new());
    let routes = vec![
        Interleave {
            targets: Vec::new(),
            granule_bytes: 64,
            hash: false,
        };
        n
    ];
    plan.install(&mut e, host, &routes, &routes, Ps(1000))
        .unwrap();
    Rig { e, requesters }
}

/// `count` 64-byte reads of host memory.
fn reads(count: usize) -> String {
    (0..count)
        .map(|i| format!("r {:#x} 64;", HOST_PA_BASE + (i as u64 % 1024) * 64))
        .collect()
}

fn run(r: &mut Rig) -> StatsReport {
    r.e.run().unwrap();
    for &q in &r.requesters {
        let q = r.e.component::<Requester>(q).unwrap();
        assert!(q.done() && q.violations.is_empty(), "{:?}", q.violations);
    }
    r.e.stats()
}

/// A fabric whose links are short (1 ns, no switch delay), so a few requests in flight fill
/// them: bandwidth is the limit, not latency.
fn short_links() -> FabricConfig {
    FabricConfig {
        latency_ps: Some(1000),
        switch_latency_ps: 0,
        gpus_per_switch: 2,
        ..FabricConfig::default()
    }
}

#[test]
fn a_saturated_link_delivers_its_bandwidth_and_no_more() {
    let cfg = short_links();
    let mut r = rig(&cfg, 1, &[reads(4000)], 256);
    let s = run(&mut r);
    // Every answer crosses the root switch to the leaf on its way back: 64 B of data and a
    // 24 B header, 88 B at 16 GB/s = 5.5 ns each.
    let link = "fabric.switch_root.to_switch0";
    let wire = s.get(&format!("{link}.wire_bytes")).unwrap();
    let busy = s.get(&format!("{link}.busy")).unwrap();
    assert_eq!(wire, 4000 * 88);
    assert_eq!(busy, 4000 * 5500);
    // The whole run takes no less than the serialisation, and (saturated) not much more.
    let end = r.e.now().0;
    let rate = wire as f64 / end as f64 * 1000.0; // bytes per ns = GB/s
    assert!(rate <= 16.0 + 1e-9, "{rate} GB/s");
    assert!(
        rate >= 16.0 * 0.98,
        "{rate} GB/s: the link is not saturated"
    );
}

#[test]
fn two_flows_sharing_a_link_each_get_about_half() {
    let cfg = short_links();
    let mut r = rig(&cfg, 2, &[reads(3000), reads(3000)], 256);
    let s = run(&mut r);
    // Both GPUs hang off leaf switch 0; their answers share the root-to-leaf link.
    let shared = s.get("fabric.switch_root.to_switch0.wire_bytes").unwrap();
    assert_eq!(shared, 6000 * 88);
    // While both run, each gets half: each GPU's own last link carries its answers, and the
    // two finish within a few packets of each other.
    let lat: Vec<u64> = (0..2)
        .map(|g| s.get(&format!("gpu[{g}].rdma.to_host.latency")).unwrap() / 3000)
        .collect();
    let d = lat[0].abs_diff(lat[1]) as f64 / lat[0].max(lat[1]) as f64;
    assert!(d < 0.05, "mean latencies {lat:?}");
    let end = r.e.now().0 as f64;
    let rate = shared as f64 / end * 1000.0;
    assert!(rate >= 16.0 * 0.97, "{rate} GB/s on the shared link");
    let each: Vec<u64> = (0..2)
        .map(|g| {
            s.get(&format!("fabric.switch0.to_gpu{g}.wire_bytes"))
                .unwrap()
        })
        .collect();
    assert_eq!(each, vec![3000 * 88, 3000 * 88]);
}

#[test]
fn queueing_delay_grows_with_offered_load() {
    let cfg = short_links();
    let mut per_packet = Vec::new();
    for outstanding in [1, 8, 64, 256] {
        let mut r = rig(&cfg, 1, &[reads(2000)], outstanding);
        let s = run(&mut r);
        let q = s.get("fabric.switch_root.to_switch0.queue_delay").unwrap()
            + s.get("fabric.host.to_switch_root.queue_delay").unwrap();
        per_packet.push(q / 2000);
    }
    assert!(
        per_packet.windows(2).all(|w| w[0] < w[1]),
        "queueing delay per packet by load: {per_packet:?}"
    );
    assert_eq!(per_packet[0], 0, "one request at a time never waits");
}

#[test]
fn full_buffers_push_back_with_credits() {
    // One-packet buffers over long links: each hop waits for its credit to come back, so the
    // link is idle most of the time and reports credit stalls.
    let cfg = FabricConfig {
        buffer_packets: 1,
        latency_ps: Some(50_000),
        ..short_links()
    };
    let mut r = rig(&cfg, 1, &[reads(200)], 256);
    let s = run(&mut r);
    assert!(s.sum_field("credit_stalls") > 0);
    let end = r.e.now().0;
    // Each packet waits a 100 ns credit round trip on every hop: far below the bandwidth.
    assert!(end > 200 * 100_000, "{end}");
}

#[test]
fn the_mesh_joins_gpus_directly_and_statistics_repeat() {
    let cfg = FabricConfig {
        topology: TopologyKind::Mesh,
        ..FabricConfig::default()
    };
    let once = || {
        let mut r = rig(&cfg, 4, &[reads(300), String::new(), reads(300)], 32);
        run(&mut r)
    };
    let a = once();
    assert_eq!(a, once());
    assert_eq!(a.get("gpu[0].rdma.to_host.requests"), Some(300));
    assert_eq!(a.get("fabric.host.to_gpu2.packets"), Some(300));
    assert_eq!(a.get("fabric.gpu0.to_gpu1.packets"), Some(0));
}
