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
//! window to the DRAM channels, host memory to `gpu[g].host_link`, other GPUs' windows to
//! `gpu[g].peer_link` (links reach the owner's backing store directly). [`GpuMemory::build`]
//! (one GPU, sparse DRAM, everything routed to DRAM) stays for tests and tools.

use crate::cache::{add_level, Cache, CachePorts};
use crate::config::TimingConfig;
use crate::dram::{add_channels, add_channels_over};
use crate::engine::{CompId, Engine, PortId, SimError};
use crate::link::{Link, LinkParams};
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

/// How an L2 bank reaches a remote memory (host memory, or other GPUs' VRAM).
#[derive(Clone)]
pub enum Remote {
    /// Not reachable: a miss there is a `SimError` naming the address.
    None,
    /// Build a [`Link`] serving this store (physical addresses).
    Store(SharedStore),
    /// Send to this port of a component the caller built (e.g. the APU's memory-controller
    /// client); it answers like a memory.
    Port(PortId),
}

/// The stores behind one GPU of a system (see [`GpuMemory::build_system`]).
#[derive(Clone)]
pub struct MemEnv {
    /// This GPU's VRAM and scratch (`physmem::GpuPhys`), at physical addresses.
    pub local: SharedStore,
    /// Host memory, reached through `gpu[g].host_link`.
    pub host: Remote,
    /// Other GPUs' local memory (`physmem::PeerPhys`), reached through `gpu[g].peer_link`.
    pub peers: Remote,
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
    pub dram_channels: Vec<CompId>,
    /// How an L2 bank reaches the DRAM channel that owns an address.
    pub dram_route: Interleave,
    pub l2_tlb: CompId,
    pub l2_tlb_ports: TlbPorts,
    pub walker: CompId,
    pub walker_port: PortId,
    /// How an L2 bank reaches the next level by physical address.
    pub l2_lower: Route,
    /// `gpu[g].host_link` and its top port, when built.
    pub host_link: Option<(CompId, PortId)>,
    /// `gpu[g].peer_link` and its top port, when built.
    pub peer_link: Option<(CompId, PortId)>,
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
        Self::build_above_dram(
            engine,
            gpu,
            cfg,
            (dram_channels, dram_route),
            lower,
            None,
            None,
        )
    }

    /// Builds GPU `g` of a system (instance path `gpu[g]`): DRAM channels over `env.local` at
    /// `physmem::gpu_pa_base(g)` (VRAM and scratch window), `gpu[g].host_link` and
    /// `gpu[g].peer_link` (latency and bandwidth from `links.host_*` / `links.peer_*`), and
    /// the L2 banks routing by physical address between them.
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
        let clock =
            Clock::from_mhz(cfg.core_clock_mhz).map_err(|e| SimError::Wiring(e.to_string()))?;
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
        };
        let add_remote = |engine: &mut Engine<Msg>,
                          name: &str,
                          remote: Remote,
                          latency: u64,
                          bpc: u64|
         -> Result<Option<(Option<CompId>, PortId)>, SimError> {
            match remote {
                Remote::None => Ok(None),
                Remote::Port(p) => Ok(Some((None, p))),
                Remote::Store(store) => {
                    let params = LinkParams {
                        latency_cycles: latency,
                        bytes_per_cycle: bpc,
                        queue_entries: cfg.links.remote_queue_entries,
                        in_queue_entries: cfg.links.remote_queue_entries,
                    };
                    let (id, top) =
                        Link::add_to(engine, &format!("{gpu}.{name}"), clock, params, store)?;
                    Ok(Some((Some(id), top)))
                }
            }
        };
        let l = &cfg.links;
        let host = add_remote(
            engine,
            "host_link",
            env.host,
            l.host_latency_cycles,
            l.host_bytes_per_cycle,
        )?;
        let peer = add_remote(
            engine,
            "peer_link",
            env.peers,
            l.peer_latency_cycles,
            l.peer_bytes_per_cycle,
        )?;
        // Own window first: the GPU range that follows covers every GPU.
        let mut lower = Route::new().with(base, base + GPU_PA_WINDOW, dram.1.clone());
        if let Some((_, p)) = peer {
            lower = lower.with(
                GPU_PA_BASE,
                GPU_PA_BASE + MAX_GPUS as u64 * GPU_PA_WINDOW,
                one(p),
            );
        }
        if let Some((_, p)) = host {
            lower = lower.with(HOST_PA_BASE, HOST_PA_BASE + HOST_PA_BYTES, one(p));
        }
        let pick = |r: Option<(Option<CompId>, PortId)>| r.and_then(|(c, p)| c.map(|c| (c, p)));
        let mut m = Self::build_above_dram(engine, &gpu, cfg, dram, lower, None, None)?;
        m.host_link = pick(host);
        m.peer_link = pick(peer);
        Ok(m)
    }

    /// Everything above the DRAM channels: L2 banks (misses through `lower`), TLBs, walker, L1s.
    fn build_above_dram(
        engine: &mut Engine<Msg>,
        gpu: &str,
        cfg: &TimingConfig,
        (dram_channels, dram_route): (Vec<CompId>, Interleave),
        lower: Route,
        host_link: Option<(CompId, PortId)>,
        peer_link: Option<(CompId, PortId)>,
    ) -> Result<GpuMemory, SimError> {
        let clock =
            Clock::from_mhz(cfg.core_clock_mhz).map_err(|e| SimError::Wiring(e.to_string()))?;
        let cyc = |n| clock.cycles(Cycles(n));
        let (l2_banks, l2_route) = add_level(
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
                l2_route.clone(),
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
        Ok(GpuMemory {
            l1v,
            l1s,
            l1i,
            l2_banks,
            l2_route,
            dram_channels,
            dram_route,
            l2_tlb,
            l2_tlb_ports,
            walker,
            walker_port,
            l2_lower: lower,
            host_link,
            peer_link,
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
    use crate::proto::contract::{parse_script, random_script, Requester};

    #[test]
    fn builds_the_r9_nano_memory_side_and_serves_requests() {
        let cfg = TimingConfig::r9_nano();
        let mut e = Engine::new();
        let m = GpuMemory::build(&mut e, "gpu[0]", &cfg, 0).unwrap();
        assert_eq!((m.l1v.len(), m.l1s.len(), m.l1i.len()), (64, 16, 16));
        assert_eq!((m.l2_banks.len(), m.dram_channels.len()), (16, 8));
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
}
