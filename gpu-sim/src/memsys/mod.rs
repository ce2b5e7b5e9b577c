//! Assembles the memory side of one GPU from a [`TimingConfig`]: what the compute units plug into.
//!
//! Built components and instance paths (for GPU path `gpu[0]`):
//! - `gpu[0].cu[c].l1v`: one L1 vector cache per compute unit (write-around);
//! - `gpu[0].sa[s].l1s`, `gpu[0].sa[s].l1i`: one L1 scalar and one L1 instruction cache per
//!   shader array of `cus_per_shared_l1` compute units;
//! - `gpu[0].l2.bank[b]`: the L2 banks (write-back), reached from every L1 by address;
//! - `gpu[0].dram.channel[d]`: the DRAM channels, reached from every L2 bank by address;
//! - `gpu[0].cu[c].l1v_tlb`, `gpu[0].sa[s].l1s_tlb`, `gpu[0].sa[s].l1i_tlb`: an L1 TLB in front
//!   of each L1 cache, all missing into `gpu[0].l2_tlb`, which misses into `gpu[0].walker`.
//!
//! Links take their latencies from `links.*`. The builder returns every port a compute unit or
//! command processor needs: the L1 tops to send loads and stores to, the L1 TLB tops to send
//! translations to, the L2 bank tops for the kernel-end flush, and the L1 tops for the
//! kernel-start invalidate. The translation step between a TLB answer and the cache request
//! belongs to the compute unit (an address translator), which is not built here.
//!
//! [`GpuMemory::build_system`] builds the same for GPU `g` of a multi-GPU system in the timing
//! mode: its DRAM channels keep their data in the GPU's local store at physical addresses
//! (`physmem`), and every L2 bank routes its misses by physical address ([`Route`]): its own
//! window to the DRAM channels, host memory and other GPUs' windows to the ports the caller
//! gives (the GPU's RDMA engine, `fabric`; the L1s send other GPUs' windows there directly
//! unless their lines are to be cached in the L2). [`GpuMemory::build`]
//! (one GPU, sparse DRAM, everything routed to DRAM) stays for tests and tools.
//!
//! [`contract`] is the contract every memory-side component keeps, as a harness whose rigs
//! wire real components the way this module does (the component tests use it).

pub mod contract;

use crate::cache::{add_level, Cache, CachePorts};
use crate::config::TimingConfig;
use crate::dram::{add_channels, add_channels_over};
use crate::engine::{CompId, Engine, PortId, SimError};
use crate::physmem::{
    gpu_pa_base, SharedStore, GPU_PA_BASE, GPU_PA_WINDOW, HOST_PA_BASE, HOST_PA_BYTES, MAX_GPUS,
};
use crate::proto::{Interleave, Msg, Route};
use crate::time::{Clock, Cycles};
use crate::tlb::{PageWalker, Tlb, TlbPorts};

/// One L1 cache with the TLB in front of it.
#[derive(Clone, Debug)]
pub struct L1 {
    pub cache: CompId,
    pub ports: CachePorts,
    pub tlb: CompId,
    pub tlb_ports: TlbPorts,
}

/// Where one GPU of a system reaches memory that is not its own (see
/// [`GpuMemory::build_system`]).
#[derive(Clone)]
pub struct MemEnv {
    /// This GPU's VRAM and scratch (`physmem::GpuPhys`), at physical addresses.
    pub local: SharedStore,
    /// Where the L2's misses to host memory go: the GPU's RDMA engine (the fabric), or the
    /// APU's memory-controller client. `None`: a miss there is an error naming the address.
    pub host: Option<PortId>,
    /// Where requests for other GPUs' memory go: the GPU's RDMA engine.
    pub remote: Option<PortId>,
    /// Whether other GPUs' lines are cached in this GPU's L2 (`fabric.cache_remote_in_l2`):
    /// then the L1s send them to the L2 and its misses go to `remote`; otherwise the L1s send
    /// them to `remote` directly.
    pub remote_in_l2: bool,
}

/// The memory side of one GPU (see the module doc).
#[derive(Clone, Debug)]
pub struct GpuMemory {
    /// Per compute unit.
    pub l1v: Vec<L1>,
    /// Per shader array.
    pub l1s: Vec<L1>,
    /// Per shader array.
    pub l1i: Vec<L1>,
    pub l2_banks: Vec<CompId>,
    /// How an L1 reaches the L2 bank that owns an address.
    pub l2_route: Interleave,
    /// The same over the banks' side ports: how other GPUs' requests (the RDMA engine) reach
    /// them (`cache::CachePorts::side`).
    pub l2_side_route: Interleave,
    pub dram_channels: Vec<CompId>,
    /// How an L2 bank reaches the DRAM channel that owns an address.
    pub dram_route: Interleave,
    pub l2_tlb: CompId,
    pub l2_tlb_ports: TlbPorts,
    pub walker: CompId,
    pub walker_port: PortId,
    /// How an L2 bank reaches the next level by physical address.
    pub l2_lower: Route,
}

impl GpuMemory {
    /// Builds the memory side of the GPU at instance path `gpu` (e.g. `gpu[0]`) whose DRAM
    /// starts at physical address `dram_base`. Validate `cfg` first; a config that cannot be
    /// built is an error, not a panic.
    pub fn build(
        engine: &mut Engine<Msg>,
        gpu: &str,
        cfg: &TimingConfig,
        dram_base: u64,
    ) -> Result<GpuMemory, SimError> {
        cfg.validate()
            .map_err(|e| SimError::Wiring(format!("{gpu}: invalid timing config: {e}")))?;
        let (dram_channels, dram_route) =
            add_channels(engine, &format!("{gpu}.dram"), &cfg.dram, dram_base)?;
        let lower = Route::from(&dram_route);
        Self::build_above_dram(engine, gpu, cfg, (dram_channels, dram_route), lower, None)
    }

    /// Builds GPU `g` of a system (instance path `gpu[g]`): DRAM channels over `env.local` at
    /// `physmem::gpu_pa_base(g)` (VRAM and scratch window), and the L2 banks routing by
    /// physical address: the own window to the DRAM channels, host memory to `env.host`,
    /// other GPUs' windows to `env.remote` (the L1s too, unless `env.remote_in_l2`).
    pub fn build_system(
        engine: &mut Engine<Msg>,
        g: usize,
        cfg: &TimingConfig,
        env: MemEnv,
    ) -> Result<GpuMemory, SimError> {
        let gpu = format!("gpu[{g}]");
        cfg.validate()
            .map_err(|e| SimError::Wiring(format!("{gpu}: invalid timing config: {e}")))?;
        if g >= MAX_GPUS {
            return Err(SimError::Wiring(format!(
                "{gpu}: at most {MAX_GPUS} GPUs fit the physical map"
            )));
        }
        let base = gpu_pa_base(g);
        let dram = add_channels_over(
            engine,
            &format!("{gpu}.dram"),
            &cfg.dram,
            base,
            GPU_PA_WINDOW,
            env.local,
        )?;
        let one = |port| Interleave {
            targets: vec![port],
            granule_bytes: 64,
            hash: false,
        };
        let gpus_end = GPU_PA_BASE + MAX_GPUS as u64 * GPU_PA_WINDOW;
        // Own window first: the GPU range that follows covers every GPU.
        let mut lower = Route::new().with(base, base + GPU_PA_WINDOW, dram.1.clone());
        if let Some(p) = env.remote {
            lower = lower.with(GPU_PA_BASE, gpus_end, one(p));
        }
        if let Some(p) = env.host {
            lower = lower.with(HOST_PA_BASE, HOST_PA_BASE + HOST_PA_BYTES, one(p));
        }
        let l1_remote = env.remote.filter(|_| !env.remote_in_l2).map(|p| (base, p));
        let m = Self::build_above_dram(engine, &gpu, cfg, dram, lower, l1_remote)?;
        if env.remote_in_l2 {
            // The L2's own misses may wait for other GPUs' banks: a quarter of the MSHRs stay
            // free for those GPUs' requests (`Cache::reserve_for_side`).
            for &b in &m.l2_banks {
                if let Some(c) = engine.component_mut::<Cache>(b) {
                    c.reserve_for_side((cfg.l2.mshr_entries / 4).max(1));
                }
            }
        }
        Ok(m)
    }

    /// Everything above the DRAM channels: L2 banks (misses through `lower`), TLBs, walker, L1s.
    fn build_above_dram(
        engine: &mut Engine<Msg>,
        gpu: &str,
        cfg: &TimingConfig,
        (dram_channels, dram_route): (Vec<CompId>, Interleave),
        lower: Route,
        l1_remote: Option<(u64, PortId)>,
    ) -> Result<GpuMemory, SimError> {
        let clock =
            Clock::from_mhz(cfg.core_clock_mhz).map_err(|e| SimError::Wiring(e.to_string()))?;
        let cyc = |n| clock.cycles(Cycles(n));
        let (l2_banks, l2_route, l2_side_route) = add_level(
            engine,
            &format!("{gpu}.l2"),
            &cfg.l2,
            clock,
            &lower,
            cyc(cfg.links.l2_dram_cycles),
        )?;
        let (walker, walker_port) =
            PageWalker::add_to(engine, &format!("{gpu}.walker"), &cfg.page_walk, clock)?;
        let (l2_tlb, l2_tlb_ports) = Tlb::add_to(
            engine,
            &format!("{gpu}.l2_tlb"),
            &cfg.l2_tlb,
            clock,
            walker_port,
            cyc(cfg.links.tlb_cycles),
        )?;
        // The L1s' route: other GPUs' windows straight to the RDMA engine when `l1_remote`
        // names it (with the own window's base), everything else to the L2 banks.
        let l1_route = match l1_remote {
            Some((base, rdma)) => Route::new()
                .with(base, base + GPU_PA_WINDOW, l2_route.clone())
                .with(
                    GPU_PA_BASE,
                    GPU_PA_BASE + MAX_GPUS as u64 * GPU_PA_WINDOW,
                    Interleave {
                        targets: vec![rdma],
                        granule_bytes: 64,
                        hash: false,
                    },
                )
                .with(0, u64::MAX, l2_route.clone()),
            None => Route::from(&l2_route),
        };
        let add_l1 = |engine: &mut Engine<Msg>,
                      path: String,
                      cache_cfg: &crate::config::CacheConfig|
         -> Result<L1, SimError> {
            let (cache, ports) = Cache::add_to(
                engine,
                &path,
                cache_cfg,
                clock,
                0,
                l1_route.clone(),
                cyc(cfg.links.l1_l2_cycles),
            )?;
            let (tlb, tlb_ports) = Tlb::add_to(
                engine,
                &format!("{path}_tlb"),
                &cfg.l1_tlb,
                clock,
                l2_tlb_ports.top,
                cyc(cfg.links.tlb_cycles),
            )?;
            Ok(L1 {
                cache,
                ports,
                tlb,
                tlb_ports,
            })
        };
        let mut l1v = Vec::new();
        for c in 0..cfg.cus {
            l1v.push(add_l1(engine, format!("{gpu}.cu[{c}].l1v"), &cfg.l1v)?);
        }
        let arrays = cfg.cus.div_ceil(cfg.cus_per_shared_l1.max(1));
        let mut l1s = Vec::new();
        let mut l1i = Vec::new();
        for s in 0..arrays {
            l1s.push(add_l1(engine, format!("{gpu}.sa[{s}].l1s"), &cfg.l1s)?);
            l1i.push(add_l1(engine, format!("{gpu}.sa[{s}].l1i"), &cfg.l1i)?);
        }
        // A page shoot-down's fan-out: walker -> L2 TLB -> every L1 TLB (-> compute units,
        // `cu::add_compute_units`).
        let l1_tlb_bottoms: Vec<PortId> = l1v
            .iter()
            .chain(&l1s)
            .chain(&l1i)
            .map(|l: &L1| l.tlb_ports.bottom)
            .collect();
        if let Some(t) = engine.component_mut::<Tlb>(l2_tlb) {
            for p in l1_tlb_bottoms {
                t.add_upper(p);
            }
        }
        if let Some(w) = engine.component_mut::<PageWalker>(walker) {
            w.add_upper(l2_tlb_ports.bottom);
        }
        Ok(GpuMemory {
            l1v,
            l1s,
            l1i,
            l2_banks,
            l2_route,
            l2_side_route,
            dram_channels,
            dram_route,
            l2_tlb,
            l2_tlb_ports,
            walker,
            walker_port,
            l2_lower: lower,
        })
    }

    /// The shader array (index into `l1s` / `l1i`) of compute unit `cu`.
    pub fn shader_array_of(&self, cu: usize, cfg: &TimingConfig) -> usize {
        cu / cfg.cus_per_shared_l1.max(1) as usize
    }

    /// Where the kernel-end release sends `Flush`: every L2 bank.
    pub fn flush_targets(&self) -> Vec<PortId> {
        self.l2_route.targets.clone()
    }

    /// Where the kernel-start invalidate sends `Invalidate`: every L1 cache.
    pub fn invalidate_targets(&self) -> Vec<PortId> {
        self.l1v
            .iter()
            .chain(&self.l1s)
            .chain(&self.l1i)
            .map(|l| l.ports.top)
            .collect()
    }

    /// Where the kernel-start L2 invalidate sends `Invalidate` (config
    /// `release.invalidate_l2_at_kernel_start`): every L2 bank. Send it after the L1
    /// invalidates have been answered.
    pub fn l2_invalidate_targets(&self) -> Vec<PortId> {
        self.l2_route.targets.clone()
    }

    /// Where a TLB shoot-down sends `TlbMsg::Invalidate`: every L1 TLB, then the L2 TLB.
    pub fn tlb_targets(&self) -> Vec<PortId> {
        self.l1v
            .iter()
            .chain(&self.l1s)
            .chain(&self.l1i)
            .map(|l| l.tlb_ports.top)
            .chain(std::iter::once(self.l2_tlb_ports.top))
            .collect()
    }

    /// Replaces the page walker's table with `entries` (`(vpn, ppn)`, e.g. from
    /// `physmem::walker_entries`): the launcher's kernel-start seeding. Pair it with a TLB
    /// shoot-down when the table changed.
    pub fn seed_walker(
        &self,
        engine: &mut Engine<Msg>,
        entries: impl IntoIterator<Item = (u64, u64)>,
    ) -> Result<(), SimError> {
        match engine.component_mut::<PageWalker>(self.walker) {
            Some(w) => {
                w.replace_table(entries);
                Ok(())
            }
            None => Err(SimError::Wiring(format!(
                "no page walker at {:?}",
                self.walker
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memsys::contract::{parse_script, random_script, Requester};

    #[test]
    fn builds_the_r9_nano_memory_side_and_serves_requests() {
        let cfg = TimingConfig::r9_nano();
        let mut e = Engine::new();
        let m = GpuMemory::build(&mut e, "gpu[0]", &cfg, 0).unwrap();
        assert_eq!((m.l1v.len(), m.l1s.len(), m.l1i.len()), (64, 16, 16));
        assert_eq!((m.l2_banks.len(), m.dram_channels.len()), (16, 32));
        assert_eq!(m.flush_targets().len(), 16);
        assert_eq!(m.invalidate_targets().len(), 96);
        assert_eq!(m.shader_array_of(13, &cfg), 3);
        let clock = Clock::from_mhz(1000).unwrap();
        let link = clock.period();
        // Two compute units' vector traffic and one shader array's scalar reads.
        let mut reqs = Vec::new();
        for (i, l1) in [&m.l1v[5], &m.l1v[60], &m.l1s[3]].into_iter().enumerate() {
            let top = Interleave {
                targets: vec![l1.ports.top],
                granule_bytes: 64,
                hash: false,
            };
            let script = if i == 2 {
                parse_script("r 0x40000 8; r 0x40040 4; wait; r 0x40000 8").unwrap()
            } else {
                random_script(40 + i as u64, 200, (i as u64) << 24, 32 * 1024, 64)
            };
            reqs.push(
                Requester::add_to(
                    &mut e,
                    &format!("tester[{i}]"),
                    clock,
                    top,
                    link,
                    script,
                    16,
                )
                .unwrap(),
            );
        }
        e.run().unwrap();
        for r in reqs {
            let r = e.component::<Requester>(r).unwrap();
            assert!(r.done() && r.violations.is_empty(), "{:?}", r.violations);
        }
        let s = e.stats();
        assert_eq!(s.get("gpu[0].sa[3].l1s.read_hits"), Some(1));
        assert!(s.get("gpu[0].cu[5].l1v.reads").unwrap() > 50);
        assert!(s.get("gpu[0].cu[63].l1v_tlb.lookups").is_some());
        assert!(s.get("gpu[0].walker.walks").is_some());
        assert!(s.sum_field("row_misses") > 0);
    }

    #[test]
    fn invalid_config_is_an_error() {
        let mut cfg = TimingConfig::r9_nano();
        cfg.l2.ways = 0;
        let mut e = Engine::new();
        let err = GpuMemory::build(&mut e, "gpu[1]", &cfg, 0).unwrap_err();
        assert!(
            err.to_string()
                .contains("gpu[1]: invalid timing config: l2.ways"),
            "{err}"
        );
    }

    mod system {
        use super::super::*;
        use crate::fabric::FabricPlan;
        use crate::memsys::contract::{parse_script, Requester};
        use crate::physmem::{scratch_pa, GpuPhys, PhysStore, RegionStore, SparsePhys};
        use crate::time::Ps;
        use std::sync::Arc;

        fn small() -> TimingConfig {
            let mut c = TimingConfig::r9_nano();
            c.cus = 2;
            c.cus_per_shared_l1 = 2;
            c
        }

        struct Sys {
            e: Engine<Msg>,
            m: Vec<GpuMemory>,
            vram: Vec<Arc<RegionStore>>,
            host: Arc<RegionStore>,
        }

        /// `n` GPUs' memory sides and the fabric in one engine over memfd regions (host, the
        /// VRAMs); `remote_in_l2`: other GPUs' lines cached in the L2.
        fn gpus(n: usize, remote_in_l2: bool) -> Sys {
            let cfg = small();
            let host = Arc::new(RegionStore::create("test-host", 1 << 24, HOST_PA_BASE).unwrap());
            let vram: Vec<Arc<RegionStore>> = (0..n)
                .map(|g| {
                    Arc::new(
                        RegionStore::create(&format!("test-vram{g}"), 1 << 24, gpu_pa_base(g))
                            .unwrap(),
                    )
                })
                .collect();
            let mut e = Engine::new();
            let mut fabric = cfg.fabric.clone();
            fabric.cache_remote_in_l2 = remote_in_l2;
            let plan = FabricPlan::reserve(&mut e, &fabric, n).unwrap();
            let m: Vec<GpuMemory> = (0..n)
                .map(|g| {
                    let local: SharedStore = Arc::new(GpuPhys::new(
                        g,
                        vram[g].clone(),
                        Arc::new(SparsePhys::new()),
                    ));
                    let rdma = plan.rdma_top(g);
                    GpuMemory::build_system(
                        &mut e,
                        g,
                        &cfg,
                        MemEnv {
                            local,
                            host: rdma,
                            remote: rdma,
                            remote_in_l2,
                        },
                    )
                    .unwrap()
                })
                .collect();
            let routes: Vec<Interleave> = m.iter().map(|m| m.l2_route.clone()).collect();
            let sides: Vec<Interleave> = m.iter().map(|m| m.l2_side_route.clone()).collect();
            plan.install(&mut e, host.clone(), &routes, &sides, Ps(1000))
                .unwrap();
            Sys { e, m, vram, host }
        }

        fn two_gpus() -> Sys {
            gpus(2, false)
        }

        /// What a requester saw: atomics' `(addr, old)` and read data after `nocheck`.
        type Seen = (Vec<(u64, u64)>, Vec<Vec<u8>>);

        /// Plays `script` against `targets` and runs the engine.
        fn play(sys: &mut Sys, name: &str, targets: Vec<PortId>, script: &str) -> Seen {
            let clock = Clock::from_mhz(1000).unwrap();
            let id = Requester::add_to(
                &mut sys.e,
                name,
                clock,
                Interleave {
                    targets,
                    granule_bytes: 64,
                    hash: false,
                },
                clock.period(),
                parse_script(script).unwrap(),
                16,
            )
            .unwrap();
            sys.e.run().unwrap();
            let r = sys.e.component::<Requester>(id).unwrap();
            assert!(
                r.done() && r.violations.is_empty(),
                "{name}: {:?}",
                r.violations
            );
            (r.atomic_olds.clone(), r.read_values.clone())
        }

        #[test]
        fn l2_misses_are_routed_by_physical_address() {
            let mut sys = two_gpus();
            let host_pa = HOST_PA_BASE + 0x3000;
            let peer_pa = gpu_pa_base(0) + 0x5000;
            let local_pa = gpu_pa_base(1) + 0x7000;
            sys.host.write_masked(host_pa, &[11, 0, 0, 0], 0xf).unwrap();
            sys.vram[0]
                .write_masked(peer_pa, &[22, 0, 0, 0], 0xf)
                .unwrap();
            sys.vram[1]
                .write_masked(local_pa, &[33, 0, 0, 0], 0xf)
                .unwrap();
            let l1 = sys.m[1].l1v[0].ports.top;
            let script = format!(
                "nocheck; a {host_pa:#x} 4 1; a {peer_pa:#x} 4 1; a {local_pa:#x} 4 1; \
                 a {:#x} 4 1; wait",
                scratch_pa(1, 0x40)
            );
            let r = play(&mut sys, "tester", vec![l1], &script);
            let mut olds = r.0;
            olds.sort_unstable();
            assert_eq!(
                olds,
                vec![
                    (host_pa, 11),
                    (peer_pa, 22),
                    (local_pa, 33),
                    (scratch_pa(1, 0x40), 0)
                ]
            );
            let s = sys.e.stats();
            assert_eq!(s.get("gpu[1].rdma.to_host.requests"), Some(1));
            assert_eq!(s.get("gpu[1].rdma.to_gpu0.requests"), Some(1));
            assert_eq!(s.get("gpu[0].rdma.requests_in"), Some(1));
            assert_eq!(s.get("gpu[0].rdma.to_host.requests"), Some(0));
            let dram_reads = |g: usize| -> u64 {
                (0..)
                    .map_while(|c| s.get(&format!("gpu[{g}].dram.channel[{c}].reads")))
                    .sum()
            };
            // Local VRAM and scratch through GPU 1's channels; the remote atomic through GPU
            // 0's L2, whose miss reads GPU 0's DRAM.
            assert_eq!(dram_reads(1), 2);
            assert_eq!(dram_reads(0), 1);
            // At GPU 1's L1V (which passes them on), at GPU 1's L2 (host, local, scratch) and
            // at GPU 0's L2 (the remote one).
            assert_eq!(s.sum_field("atomics"), 4 + 3 + 1);
            // Each atomic lives in the L2 that performed it until that L2 writes back.
            let mut b = [0u8; 1];
            sys.host.read(host_pa, &mut b).unwrap();
            assert_eq!(b[0], 11);
            let flush = sys.m[1].flush_targets();
            play(&mut sys, "flusher", flush, "flush; wait");
            sys.host.read(host_pa, &mut b).unwrap();
            assert_eq!(b[0], 12);
            sys.vram[0].read(peer_pa, &mut b).unwrap();
            assert_eq!(b[0], 22, "GPU 1's flush does not write back GPU 0's L2");
            let flush = sys.m[0].flush_targets();
            play(&mut sys, "flusher0", flush, "flush; wait");
            sys.vram[0].read(peer_pa, &mut b).unwrap();
            assert_eq!(b[0], 23);
            // An address in no range is an error naming the L2 bank.
            let l1 = sys.m[1].l1v[1].ports.top;
            let clock = Clock::from_mhz(1000).unwrap();
            Requester::add_to(
                &mut sys.e,
                "stray",
                clock,
                Interleave {
                    targets: vec![l1],
                    granule_bytes: 64,
                    hash: false,
                },
                clock.period(),
                parse_script("r 0x1000 4").unwrap(),
                1,
            )
            .unwrap();
            let err = sys.e.run().unwrap_err().to_string();
            assert!(
                err.contains("gpu[1].l2.bank") && err.contains("0x1000"),
                "{err}"
            );
        }

        /// GPU 0 writes its VRAM and host memory through its L1V and L2. GPU 1 reads the VRAM
        /// line through the fabric and GPU 0's L2: it sees the data at once, dirty or not; the
        /// host sees its line only after GPU 0's kernel-end flush. With other GPUs' lines in
        /// GPU 1's L2, a second read hits there.
        #[test]
        fn a_remote_read_sees_data_still_dirty_in_the_owners_l2() {
            for (flush, remote_in_l2) in [(false, false), (true, false), (false, true)] {
                let mut sys = gpus(2, remote_in_l2);
                let v0 = gpu_pa_base(0) + 0x2000;
                let h = HOST_PA_BASE + 0x9000;
                let l1 = sys.m[0].l1v[1].ports.top;
                play(
                    &mut sys,
                    "gpu0-kernel",
                    vec![l1],
                    &format!("w {v0:#x} 64 7; w {h:#x} 16 9; wait"),
                );
                if flush {
                    let t = sys.m[0].flush_targets();
                    play(&mut sys, "gpu0-release", t, "flush; wait");
                }
                let mut b = [0u8; 64];
                sys.vram[0].read(v0, &mut b).unwrap();
                let expect: Vec<u8> = (0..64).map(|i| 7u8.wrapping_add(i)).collect();
                assert_eq!(b.to_vec() == expect, flush, "VRAM store, flush={flush}");
                let mut hb = [0u8; 16];
                sys.host.read(h, &mut hb).unwrap();
                assert_eq!(hb[0] == 9, flush, "host store, flush={flush}");
                let l1 = sys.m[1].l1v[0].ports.top;
                let r = play(
                    &mut sys,
                    "gpu1-kernel",
                    vec![l1],
                    &format!("nocheck; r {v0:#x} 64; wait; inv; wait; r {v0:#x} 64"),
                );
                assert_eq!(r.1[0], expect, "remote read, flush={flush}");
                assert_eq!(r.1[1], expect, "second remote read, flush={flush}");
                let s = sys.e.stats();
                let over_fabric = if remote_in_l2 { 1 } else { 2 };
                assert_eq!(s.get("gpu[1].rdma.to_gpu0.requests"), Some(over_fabric));
                assert_eq!(s.get("gpu[0].rdma.requests_in"), Some(over_fabric));
                let write_backs: u64 = (0..)
                    .map_while(|b| s.get(&format!("gpu[0].l2.bank[{b}].flush_write_backs")))
                    .sum();
                assert_eq!(write_backs, if flush { 2 } else { 0 });
            }
        }

        /// Several releases reach one L2 bank at once (this GPU's own and other GPUs' through
        /// their RDMA engines): each is answered, the later ones after the earlier.
        /// Every `(name, banks)` flushes `banks` at the same time; all must be answered.
        fn release_at_once(sys: &mut Sys, releasers: Vec<(String, Vec<PortId>)>) {
            let clock = Clock::from_mhz(1000).unwrap();
            let ids: Vec<_> = releasers
                .into_iter()
                .map(|(name, banks)| {
                    Requester::add_to(
                        &mut sys.e,
                        &name,
                        clock,
                        Interleave::round_robin(banks, 64),
                        clock.period(),
                        parse_script("flush; wait").unwrap(),
                        16,
                    )
                    .unwrap()
                })
                .collect();
            sys.e.run().unwrap();
            for id in ids {
                let r = sys.e.component::<Requester>(id).unwrap();
                assert!(r.done() && r.violations.is_empty(), "{:?}", r.violations);
            }
        }

        #[test]
        fn flushes_queued_at_one_bank_are_all_answered() {
            let mut sys = gpus(1, false);
            let bank = sys.m[0].flush_targets()[0];
            let releasers: Vec<_> = (0..3)
                .map(|i| (format!("releaser[{i}]"), vec![bank]))
                .collect();
            release_at_once(&mut sys, releasers);
            assert_eq!(sys.e.stats().get("gpu[0].l2.bank[0].flushes"), Some(3));
        }

        /// With other GPUs' lines cached in the L2, each GPU holds lines of the other dirty
        /// and both release at once (the kernel end of a unified kernel): each bank's
        /// write-backs go to banks that are flushing too. Both flushes finish (a flushing bank
        /// still takes other GPUs' requests at its side port), and the data reaches the VRAMs.
        #[test]
        fn l2s_flushing_each_others_lines_at_once_both_finish() {
            let mut sys = gpus(2, true);
            let lines = 256u64;
            for g in 0..2 {
                let peer = gpu_pa_base(1 - g) + 0x10_0000;
                let script: String = (0..lines)
                    .map(|i| format!("w {:#x} 64 {}; ", peer + i * 64, g * 100 + 1))
                    .chain(std::iter::once("wait".to_string()))
                    .collect();
                let l1 = sys.m[g].l1v[0].ports.top;
                play(&mut sys, &format!("gpu{g}-kernel"), vec![l1], &script);
            }
            let releasers: Vec<_> = (0..2)
                .map(|g| (format!("gpu{g}-release"), sys.m[g].flush_targets()))
                .collect();
            release_at_once(&mut sys, releasers);
            // The write-backs that reached a home bank after it swept stay dirty there (the
            // home L2 is where the GPUs meet); one more flush of each takes them to DRAM.
            for g in 0..2 {
                let t = sys.m[g].flush_targets();
                play(&mut sys, &format!("gpu{g}-final"), t, "flush; wait");
            }
            for g in 0..2u8 {
                // GPU g wrote the other's VRAM: byte i of each line is g*100 + 1 + i.
                let peer = gpu_pa_base(1 - usize::from(g)) + 0x10_0000;
                let mut b = [0u8; 64];
                sys.vram[1 - usize::from(g)]
                    .read(peer + (lines - 1) * 64, &mut b)
                    .unwrap();
                assert_eq!(b[0], g * 100 + 1, "GPU {g}'s writes reached the owner");
            }
        }

        /// Random reads, writes and atomics from GPU 1's L1V to GPU 0's memory and to host
        /// memory: every read returns the latest data (the contract harness checks each one).
        #[test]
        fn remote_traffic_keeps_the_memory_contract() {
            use crate::memsys::contract::random_script;
            let mut sys = gpus(2, false);
            let ops = [
                random_script(5, 300, gpu_pa_base(0) + 0x4_0000, 32 * 1024, 64),
                random_script(6, 300, HOST_PA_BASE + 0x8_0000, 32 * 1024, 64),
            ];
            let l1 = sys.m[1].l1v[0].ports.top;
            let clock = Clock::from_mhz(1000).unwrap();
            let mut all: Vec<crate::memsys::contract::Op> = Vec::new();
            for o in ops {
                all.extend(o);
            }
            let id = Requester::add_to(
                &mut sys.e,
                "tester",
                clock,
                Interleave {
                    targets: vec![l1],
                    granule_bytes: 64,
                    hash: false,
                },
                clock.period(),
                all,
                16,
            )
            .unwrap();
            sys.e.run().unwrap();
            let r = sys.e.component::<Requester>(id).unwrap();
            assert!(r.done() && r.violations.is_empty(), "{:?}", r.violations);
            assert!(r.checked_reads > 100, "{}", r.checked_reads);
            let s = sys.e.stats();
            assert!(s.get("gpu[1].rdma.to_gpu0.requests").unwrap() > 100);
            assert!(s.get("gpu[0].rdma.requests_in").unwrap() > 100);
        }

        /// The memory contract on one GPU's L2 whose misses are split between its DRAM (over
        /// a memfd VRAM region and sparse scratch) and the host link: random traffic to VRAM,
        /// scratch and host memory, a final flush, every byte in the right store.
        #[test]
        fn contract_through_the_router() {
            use crate::memsys::contract::{check_contract, random_script, Op, Rig};
            let mut ops: Vec<Op> = Vec::new();
            for (k, base) in [
                gpu_pa_base(0) + 0x10_0000,
                HOST_PA_BASE + 0x4000,
                scratch_pa(0, 0),
            ]
            .into_iter()
            .enumerate()
            {
                let part = random_script(31 + k as u64, 300, base, 128 * 1024, 64);
                ops.extend(
                    part.into_iter()
                        .filter(|o| !matches!(o, Op::Flush | Op::Wait)),
                );
            }
            ops.push(Op::Flush);
            ops.push(Op::Wait);
            let build = |ops: Vec<Op>| -> Result<Rig, SimError> {
                let cfg = small();
                let host: SharedStore =
                    Arc::new(RegionStore::create("test-host", 1 << 24, HOST_PA_BASE).unwrap());
                let vram =
                    Arc::new(RegionStore::create("test-vram", 1 << 24, gpu_pa_base(0)).unwrap());
                let local: SharedStore =
                    Arc::new(GpuPhys::new(0, vram, Arc::new(SparsePhys::new())));
                let mut engine = Engine::new();
                let plan = FabricPlan::reserve(&mut engine, &cfg.fabric, 1)?;
                let rdma = plan.rdma_top(0);
                let m = GpuMemory::build_system(
                    &mut engine,
                    0,
                    &cfg,
                    MemEnv {
                        local: local.clone(),
                        host: rdma,
                        remote: None,
                        remote_in_l2: false,
                    },
                )?;
                plan.install(
                    &mut engine,
                    host.clone(),
                    std::slice::from_ref(&m.l2_route),
                    std::slice::from_ref(&m.l2_side_route),
                    Ps(1000),
                )?;
                let clock = Clock::from_mhz(1000).unwrap();
                let requester = Requester::add_to(
                    &mut engine,
                    "tester",
                    clock,
                    m.l2_route.clone(),
                    clock.period(),
                    ops,
                    64,
                )?;
                let banks = m.l2_banks.clone();
                Ok(Rig {
                    engine,
                    requester,
                    backing: Some(Box::new(move |_, a, b| {
                        let s = if (HOST_PA_BASE..GPU_PA_BASE).contains(&a) {
                            &host
                        } else {
                            &local
                        };
                        let _ = s.read(a, b);
                    })),
                    dirty: Box::new(move |e: &Engine<Msg>| {
                        banks
                            .iter()
                            .filter_map(|&i| e.component::<Cache>(i))
                            .map(|c| c.dirty_lines())
                            .sum()
                    }),
                })
            };
            let r = check_contract(&build, &ops).unwrap();
            assert!(r.checked_reads > 300, "{}", r.checked_reads);
            assert!(r.stats.get("sys.fabric.host.writes").unwrap() > 0);
            assert!(r.stats.sum_field("row_hits") > 0);
        }

        #[test]
        fn walker_is_seeded_in_bulk_and_shoot_down_targets_every_tlb() {
            let mut sys = two_gpus();
            let m = sys.m[0].clone();
            m.seed_walker(&mut sys.e, [(1, 10), (2, 20)]).unwrap();
            m.seed_walker(&mut sys.e, [(2, 21), (3, 30)]).unwrap();
            let w = sys.e.component::<PageWalker>(m.walker).unwrap();
            assert_eq!(
                (w.table_len(), w.lookup(1), w.lookup(2)),
                (2, None, Some(21))
            );
            assert_eq!(m.tlb_targets().len(), 2 + 1 + 1 + 1);
            assert_eq!(m.l2_invalidate_targets(), m.flush_targets());
        }
    }
}
