//! TLB tests: hit, miss through two levels to the walker, MSHR merging, faults, eviction,
//! shoot-down, and one answer per request. Last, a page walker reading the system's page table
//! through `sys.page_table`.

use super::*;
use crate::config::TimingConfig;
use crate::physmem::{gpu_pa_base, scratch_pa, HOST_PA_BASE};
use crate::sys::memory::{scratch_va, Frame, Place, SysMem, SystemMemory, DEVICE_VA_BASE, PAGE};
use crate::sys::pagetable::PageTableServer;
use crate::sys::shm::SharedRegion;
use std::collections::BTreeMap;

/// Sends `(cycle, vpn)` translations (or `u64::MAX` for a shoot-down) and records answers.
struct Driver {
    port: PortId,
    dst: PortId,
    script: Vec<(u64, u64)>,
    next: usize,
    sent: BTreeMap<ReqId, (usize, Ps)>,
    /// (script index, vpn, ppn, latency cycles), in arrival order.
    got: Vec<(usize, u64, Option<u64>, u64)>,
    errors: Vec<String>,
}

impl Component<Msg> for Driver {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            let (id, vpn, ppn) = match m {
                Msg::Tlb(TlbMsg::TranslateRsp { id, vpn, ppn }) => (id, vpn, ppn),
                Msg::Tlb(TlbMsg::InvalidateRsp { id }) => (id, u64::MAX, None),
                other => {
                    self.errors.push(format!("unexpected {other:?}"));
                    continue;
                }
            };
            match self.sent.remove(&id) {
                Some((idx, at)) => self.got.push((idx, vpn, ppn, (now - at).0 / 1000)),
                None => self.errors.push(format!("unmatched {id:?}")),
            }
        }
        while let Some(&(cycle, vpn)) = self.script.get(self.next) {
            let at = Ps(cycle * 1000);
            if at > now {
                ctx.wake_at(at);
                break;
            }
            let id = ctx.next_req_id();
            let msg = if vpn == u64::MAX {
                TlbMsg::Invalidate {
                    id,
                    reply_to: self.port,
                }
            } else {
                TlbMsg::Translate {
                    id,
                    vpn,
                    reply_to: self.port,
                }
            };
            if ctx.send(self.port, self.dst, Msg::Tlb(msg)).is_err() {
                break;
            }
            self.sent.insert(id, (self.next, now));
            self.next += 1;
        }
        Ok(())
    }
}

/// L1 TLB (`l1`) -> L2 TLB -> walker (latencies from R9 Nano config: 1, 10, 100; 1-cycle links)
/// with pages 0..16 mapped to `vpn + 0x100`. Returns the answers as
/// "idx:vpn->ppn@latency" in arrival order, then the nonzero stats.
fn check(l1: TlbConfig, script: &[(u64, u64)], expect: &str) {
    let cfg = TimingConfig::r9_nano();
    let clock = Clock::from_mhz(1000).unwrap();
    let link = clock.period();
    let mut e = Engine::new();
    let (walker, wtop) =
        PageWalker::add_to(&mut e, "gpu[0].walker", &cfg.page_walk, clock).unwrap();
    for vpn in 0..16 {
        e.component_mut::<PageWalker>(walker)
            .unwrap()
            .map(vpn, vpn + 0x100);
    }
    let (_, l2p) = Tlb::add_to(&mut e, "gpu[0].l2_tlb", &cfg.l2_tlb, clock, wtop, link).unwrap();
    let (_, l1p) = Tlb::add_to(&mut e, "gpu[0].cu[0].l1_tlb", &l1, clock, l2p.top, link).unwrap();
    let d = e.add_component("driver");
    let port = e.add_port(d, 64);
    e.connect(port, l1p.top, link).unwrap();
    e.install(
        d,
        Box::new(Driver {
            port,
            dst: l1p.top,
            script: script.to_vec(),
            next: 0,
            sent: BTreeMap::new(),
            got: Vec::new(),
            errors: Vec::new(),
        }),
    )
    .unwrap();
    e.wake_at(d, Ps(0));
    e.run().unwrap();
    let drv = e.component::<Driver>(d).unwrap();
    assert!(drv.errors.is_empty(), "{:?}", drv.errors);
    assert!(drv.sent.is_empty(), "unanswered: {:?}", drv.sent);
    let mut got: Vec<String> = drv
        .got
        .iter()
        .map(|(i, v, p, l)| match (v, p) {
            (&u64::MAX, _) => format!("{i}:inv@{l}"),
            (_, Some(p)) => format!("{i}:{v:#x}->{p:#x}@{l}"),
            (_, None) => format!("{i}:{v:#x}->fault@{l}"),
        })
        .collect();
    for s in e.stats().entries() {
        if s.value != 0 && !s.name.starts_with("engine.") {
            got.push(format!("{}={}", s.name, s.value));
        }
    }
    assert_eq!(got.join(" "), expect);
}

#[test]
fn miss_walks_then_hits() {
    // Miss: 1 link + 1 (L1) + 1 link + 10 (L2) + 1 link + 100 walk + 1 link + 1 link + 1 link = 117.
    // Hit: 1 link + 1 lookup + 1 link = 3.
    check(
        TlbConfig::r9_nano_l1(),
        &[(0, 3), (200, 3)],
        "0:0x3->0x103@117 1:0x3->0x103@3 \
         gpu[0].walker.walks=1 \
         gpu[0].l2_tlb.lookups=1 gpu[0].l2_tlb.misses=1 \
         gpu[0].cu[0].l1_tlb.lookups=2 gpu[0].cu[0].l1_tlb.hits=1 gpu[0].cu[0].l1_tlb.misses=1",
    );
}

#[test]
fn misses_to_one_page_merge() {
    check(
        TlbConfig::r9_nano_l1(),
        &[(0, 5), (1, 5), (2, 6)],
        "0:0x5->0x105@117 1:0x5->0x105@116 2:0x6->0x106@117 \
         gpu[0].walker.walks=2 \
         gpu[0].l2_tlb.lookups=2 gpu[0].l2_tlb.misses=2 \
         gpu[0].cu[0].l1_tlb.lookups=3 gpu[0].cu[0].l1_tlb.misses=2 gpu[0].cu[0].l1_tlb.mshr_hits=1",
    );
}

#[test]
fn unmapped_pages_fault_and_are_not_cached() {
    check(
        TlbConfig::r9_nano_l1(),
        &[(0, 99), (200, 99)],
        "0:0x63->fault@117 1:0x63->fault@117 \
         gpu[0].walker.walks=2 gpu[0].walker.faults=2 \
         gpu[0].l2_tlb.lookups=2 gpu[0].l2_tlb.misses=2 gpu[0].l2_tlb.faults=2 \
         gpu[0].cu[0].l1_tlb.lookups=2 gpu[0].cu[0].l1_tlb.misses=2 gpu[0].cu[0].l1_tlb.faults=2",
    );
}

#[test]
fn l1_eviction_falls_back_to_the_l2_tlb() {
    let tiny = TlbConfig {
        sets: 1,
        ways: 2,
        ..TlbConfig::r9_nano_l1()
    };
    // Pages 1, 2, 3 fill a 2-entry L1; page 1 was evicted (LRU) and hits in the L2 TLB:
    // 1 link + 1 + 1 link + 10 + 1 link + 1 link = 15.
    check(
        tiny,
        &[(0, 1), (200, 2), (400, 3), (600, 1)],
        "0:0x1->0x101@117 1:0x2->0x102@117 2:0x3->0x103@117 3:0x1->0x101@15 \
         gpu[0].walker.walks=3 \
         gpu[0].l2_tlb.lookups=4 gpu[0].l2_tlb.hits=1 gpu[0].l2_tlb.misses=3 \
         gpu[0].cu[0].l1_tlb.lookups=4 gpu[0].cu[0].l1_tlb.misses=4 gpu[0].cu[0].l1_tlb.evictions=2",
    );
}

#[test]
fn shoot_down_drops_entries() {
    // The shoot-down takes one cycle in the TLB: 1 link + 1 + 1 link = 3.
    check(
        TlbConfig::r9_nano_l1(),
        &[(0, 4), (200, u64::MAX), (300, 4)],
        "0:0x4->0x104@117 1:inv@3 2:0x4->0x104@15 \
         gpu[0].walker.walks=1 \
         gpu[0].l2_tlb.lookups=2 gpu[0].l2_tlb.hits=1 gpu[0].l2_tlb.misses=1 \
         gpu[0].cu[0].l1_tlb.lookups=2 gpu[0].cu[0].l1_tlb.misses=2 gpu[0].cu[0].l1_tlb.invalidates=1",
    );
}

/// Sends scripted messages at given cycles and records what arrives, with the cycle.
struct Probe {
    port: PortId,
    script: Vec<(u64, PortId, TlbMsg)>,
    got: Vec<(u64, TlbMsg)>,
}

impl Component<Msg> for Probe {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            if let Msg::Tlb(t) = m {
                self.got.push((now.0 / 1000, t));
            }
        }
        while let Some((cycle, dst, m)) = self.script.first().cloned() {
            if Ps(cycle * 1000) > now {
                ctx.wake_at(Ps(cycle * 1000));
                break;
            }
            ctx.send(self.port, dst, Msg::Tlb(m))
                .map_err(|_| SimError::at("probe", "port full"))?;
            self.script.remove(0);
        }
        Ok(())
    }
}

#[test]
fn page_shoot_down_follows_the_answers_already_given_and_drops_the_page() {
    let cfg = TimingConfig::r9_nano();
    let clock = Clock::from_mhz(1000).unwrap();
    let link = clock.period();
    let mut e = Engine::new();
    let (walker, wtop) =
        PageWalker::add_to(&mut e, "gpu[0].walker", &cfg.page_walk, clock).unwrap();
    e.component_mut::<PageWalker>(walker).unwrap().map(4, 0x104);
    // A slow L1 (20 cycles): a hit's answer waits in its outbox for a while.
    let l1 = TlbConfig {
        latency_cycles: 20,
        ..TlbConfig::r9_nano_l1()
    };
    let (l2, l2p) = Tlb::add_to(&mut e, "gpu[0].l2_tlb", &cfg.l2_tlb, clock, wtop, link).unwrap();
    let (l1id, l1p) = Tlb::add_to(&mut e, "gpu[0].l1_tlb", &l1, clock, l2p.top, link).unwrap();
    e.component_mut::<Tlb>(l2).unwrap().add_upper(l1p.bottom);
    // The requester above, and the page-table side below (it stands in for the L2 TLB).
    let up = e.add_component("cu");
    let up_port = e.add_port(up, 64);
    e.connect(up_port, l1p.top, link).unwrap();
    e.component_mut::<Tlb>(l1id).unwrap().add_upper(up_port);
    let below = e.add_component("server");
    let below_port = e.add_port(below, 64);
    e.connect(below_port, l1p.bottom, link).unwrap();
    let tr = |n: u64| TlbMsg::Translate {
        id: ReqId(n),
        vpn: 4,
        reply_to: up_port,
    };
    let shoot = TlbMsg::Shootdown {
        id: ReqId(9),
        vpn: 4,
        reply_to: below_port,
    };
    let probe = |port, script| Probe {
        port,
        script,
        got: Vec::new(),
    };
    e.install(
        up,
        Box::new(probe(
            up_port,
            vec![
                (0, l1p.top, tr(1)),
                (300, l1p.top, tr(2)),
                (400, l1p.top, tr(3)),
            ],
        )),
    )
    .unwrap();
    // The shoot-down reaches the L1 TLB while the hit of request 2 is still in its outbox.
    e.install(
        below,
        Box::new(probe(below_port, vec![(305, l1p.bottom, shoot)])),
    )
    .unwrap();
    e.wake_at(up, Ps(0));
    e.wake_at(below, Ps(0));
    e.run().unwrap();
    let got: Vec<String> = e
        .component::<Probe>(up)
        .unwrap()
        .got
        .iter()
        .map(|(c, m)| match m {
            TlbMsg::TranslateRsp { id, ppn, .. } => format!("{c}:{}->{:?}", id.0, ppn),
            TlbMsg::Shootdown { id, .. } => format!("{c}:shoot{}", id.0),
            other => format!("{c}:{other:?}"),
        })
        .collect();
    // Request 2 hits (answered 1 + 20 + 1 cycles after it left); the shoot-down follows it;
    // request 3 misses again in the L1 TLB and hits in the L2 TLB, which was not shot down
    // here (a hit in the L1 would answer at 422).
    assert_eq!(
        got.join(" "),
        "136:1->Some(260) 322:2->Some(260) 327:shoot9 434:3->Some(260)"
    );
    assert_eq!(e.component::<Tlb>(l1id).unwrap().stats().misses, 2);
}

#[test]
fn the_walker_reads_the_page_table_through_the_server() {
    let cfg = TimingConfig::r9_nano();
    let clock = Clock::from_mhz(cfg.core_clock_mhz).unwrap();
    assert_eq!(clock.period(), Ps(1000));
    let host = SharedRegion::create("tlb-test-host", 1 << 20).unwrap();
    let vram = SharedRegion::create("tlb-test-vram0", 1 << 20).unwrap();
    let mut sys = SystemMemory::new(host, vec![vram]);
    let frame = |place, pages| Frame {
        place,
        offset: pages * PAGE,
    };
    let vram_va = DEVICE_VA_BASE + 0x40 * PAGE;
    let host_va = DEVICE_VA_BASE + 0x80 * PAGE;
    sys.pages.map(vram_va, 2, frame(Place::Gpu(0), 3));
    sys.pages.map(host_va, 1, frame(Place::Host, 5));
    let mut e = Engine::new();
    let (walker, top) = PageWalker::add_to(&mut e, "gpu[0].walker", &cfg.page_walk, clock).unwrap();
    let (server, port) =
        PageTableServer::add_to(&mut e, "gpu[0].page_table", 0, SysMem::new(sys)).unwrap();
    PageWalker::connect_server(&mut e, walker, port).unwrap();
    // A local table entry for the mapped page says otherwise: the server wins.
    let walker_mut = e.component_mut::<PageWalker>(walker).unwrap();
    walker_mut.map(vram_va / PAGE + 1, 0x1234);
    // The requester sends nothing itself: translations are injected at the walker at cycle 10
    // with its port as `reply_to`.
    let req = e.add_component("requester");
    let req_port = e.add_port(req, 16);
    e.connect(req_port, top, clock.period()).unwrap();
    let probe = Probe {
        port: req_port,
        script: Vec::new(),
        got: Vec::new(),
    };
    e.install(req, Box::new(probe)).unwrap();
    let vpns = [
        vram_va / PAGE + 1,
        host_va / PAGE,
        scratch_va(0) / PAGE + 2,
        DEVICE_VA_BASE / PAGE + 0x100,
    ];
    let id = |i: usize| ReqId(100 + i as u64);
    for (i, &vpn) in vpns.iter().enumerate() {
        let m = TlbMsg::Translate {
            id: id(i),
            vpn,
            reply_to: req_port,
        };
        e.inject(top, Ps(10_000), Msg::Tlb(m)).unwrap();
    }
    // Each walk takes the walker's latency, then the link to the requester; nothing happens
    // after the answers arrive (so they arrive on the cycle, not within it).
    let at = 10 + cfg.page_walk.latency_cycles + 1;
    assert_eq!(e.run().unwrap(), Ps(at * 1000));
    let rsp = |i: usize, ppn| {
        let (id, vpn) = (id(i), vpns[i]);
        (at, TlbMsg::TranslateRsp { id, vpn, ppn })
    };
    assert_eq!(
        e.component::<Probe>(req).unwrap().got,
        vec![
            rsp(0, Some((gpu_pa_base(0) + 4 * PAGE) / PAGE)),
            rsp(1, Some((HOST_PA_BASE + 5 * PAGE) / PAGE)),
            rsp(2, Some(scratch_pa(0, 2 * PAGE) / PAGE)),
            rsp(3, None),
        ]
    );
    let s = e.stats();
    assert_eq!(s.get("gpu[0].walker.walks"), Some(4));
    assert_eq!(s.get("gpu[0].walker.faults"), Some(1));
    assert_eq!(s.get("gpu[0].page_table.lookups"), Some(4));
    assert_eq!(s.get("gpu[0].page_table.faults"), Some(1));
    assert_eq!(e.path(server), "gpu[0].page_table");
}
