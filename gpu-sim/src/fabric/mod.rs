//! The multi-GPU fabric: the host and every GPU joined by links and switches
//! (`[gpu.timing.fabric]`, `topology.rs`), each GPU through its RDMA engine (`rdma.rs`), host
//! memory through its port at the root (`host.rs`), every node on the same switching core
//! (`router.rs`: serialisation by packet size, credit flow control, round-robin arbitration).
//!
//! Instance paths: `gpu[g].rdma` (in GPU `g`'s engine partition), `sys.fabric.host` and
//! `sys.fabric.<switch>` (in the host side's partition). Per-link statistics are reported as
//! `fabric.<from>.to_<to>.*`.
//!
//! Building takes two steps because the caches and the RDMA engines point at each other:
//! [`FabricPlan::reserve`] adds every node and port, so each GPU's memory side can route to its
//! RDMA engine's `top`; [`FabricPlan::install`] then gives each engine its L2 banks and joins
//! the links.

pub mod host;
pub mod pmc;
pub mod rdma;
pub mod router;
pub mod topology;

use crate::config::fabric::FabricConfig;
use crate::engine::{CompId, Engine, PortId, SimError};
use crate::physmem::SharedStore;
use crate::proto::{Interleave, Msg};
use crate::time::Ps;
use host::{HostPort, Switch};
use rdma::{Rdma, RdmaWiring};
use router::{NodePorts, Router};
use topology::{NodeKind, Topology};

/// The engine partition a switch belongs in (partition 0 is the host side, `g + 1` GPU `g`'s):
/// a switch next to the host stays on the host side; one that only GPUs and other switches
/// reach (a PCIe leaf switch) gets a partition of its own, numbered from `first_own` in node
/// order. A leaf switch carries as much traffic as a GPU's whole memory side on unified
/// workloads (GD: 2.4-3.4 s of a GPU partition's 6-7 s when it lived there), so in a
/// partition of its own the parallel engine can run it beside the GPUs instead of after the
/// GPU that held it. Its links are the fabric's (at least one hop's latency), so the engine's
/// look-ahead does not shrink.
pub fn switch_partitions(topo: &Topology, first_own: usize) -> Vec<(String, usize)> {
    let mut next = first_own;
    (0..topo.nodes.len())
        .filter(|&k| matches!(topo.nodes[k].kind, NodeKind::Switch))
        .map(|k| {
            let host_near = topo
                .out_links(k)
                .into_iter()
                .any(|l| matches!(topo.nodes[topo.links[l].to].kind, NodeKind::Host));
            let part = if host_near {
                0
            } else {
                next += 1;
                next - 1
            };
            (node_path(topo, k), part)
        })
        .collect()
}

/// Every node added, not yet installed (see the module doc).
pub struct FabricPlan {
    topo: Topology,
    ids: Vec<CompId>,
    ports: Vec<NodePorts>,
    /// Per GPU: the RDMA engine's `top`, L2-side and control ports.
    rdma: Vec<(PortId, PortId, PortId)>,
    buffer_packets: u32,
    outstanding: u32,
}

/// The instance path of fabric node `k`.
pub fn node_path(topo: &Topology, k: usize) -> String {
    match topo.nodes[k].kind {
        NodeKind::Host => "sys.fabric.host".into(),
        NodeKind::Gpu(g) => format!("gpu[{g}].rdma"),
        NodeKind::Switch => format!("sys.fabric.{}", router::node_label(&topo.nodes[k].name)),
    }
}

impl FabricPlan {
    /// Adds the nodes of `cfg`'s topology for `n_gpus` GPUs.
    pub fn reserve(
        engine: &mut Engine<Msg>,
        cfg: &FabricConfig,
        n_gpus: usize,
    ) -> Result<FabricPlan, SimError> {
        let topo = Topology::build(cfg, n_gpus).map_err(|errs| {
            SimError::Wiring(
                errs.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join("; "),
            )
        })?;
        let mut ids = Vec::new();
        let mut ports = Vec::new();
        let mut rdma = vec![(PortId(0), PortId(0), PortId(0)); n_gpus];
        for k in 0..topo.nodes.len() {
            let id = engine.add_component(node_path(&topo, k));
            let cap = Router::port_capacity(&topo, k, cfg.buffer_packets);
            ports.push(NodePorts {
                packets: engine.add_port(id, cap),
                credits: engine.add_port(id, cap),
            });
            if let NodeKind::Gpu(g) = topo.nodes[k].kind {
                let top = engine.add_port(id, cfg.rdma_outstanding.max(16) as usize);
                let l2 = engine.add_port(id, cap);
                let ctl = engine.add_port(id, 16);
                if let Some(slot) = rdma.get_mut(g) {
                    *slot = (top, l2, ctl);
                }
            }
            ids.push(id);
        }
        Ok(FabricPlan {
            topo,
            ids,
            ports,
            rdma,
            buffer_packets: cfg.buffer_packets,
            outstanding: cfg.rdma_outstanding,
        })
    }

    /// GPU `g`'s RDMA engine's request port (what its caches send remote requests to).
    pub fn rdma_top(&self, g: usize) -> Option<PortId> {
        self.rdma.get(g).map(|r| r.0)
    }

    /// GPU `g`'s RDMA engine's control port (its dispatcher's releases).
    pub fn rdma_ctl(&self, g: usize) -> Option<PortId> {
        self.rdma.get(g).map(|r| r.2)
    }

    /// Installs every node: GPU `g`'s engine sends other GPUs' requests to its L2 banks' side
    /// ports through `l2_side_routes[g]` (answers come back from the banks' top ports,
    /// `l2_routes[g]`) with `l2_latency`; host memory is `host`.
    pub fn install(
        self,
        engine: &mut Engine<Msg>,
        host: SharedStore,
        l2_routes: &[Interleave],
        l2_side_routes: &[Interleave],
        l2_latency: Ps,
    ) -> Result<Topology, SimError> {
        Router::wire(engine, &self.topo, &self.ports)?;
        for (k, &id) in self.ids.iter().enumerate() {
            let path = node_path(&self.topo, k);
            let router = Router::new(&path, &self.topo, k, &self.ports, self.buffer_packets)?;
            let comp: Box<dyn crate::engine::Component<Msg>> = match self.topo.nodes[k].kind {
                NodeKind::Host => Box::new(HostPort::new(&path, router, host.clone())),
                NodeKind::Switch => Box::new(Switch::new(router)),
                NodeKind::Gpu(g) => {
                    let (top, l2_port, ctl) = self.rdma[g];
                    let (Some(tops), Some(l2_route)) =
                        (l2_routes.get(g), l2_side_routes.get(g).cloned())
                    else {
                        return Err(SimError::Wiring(format!(
                            "{path}: no L2 banks given for GPU {g}"
                        )));
                    };
                    for &bank in tops.targets.iter().chain(&l2_route.targets) {
                        engine.connect(l2_port, bank, l2_latency)?;
                    }
                    let w = RdmaWiring {
                        top,
                        ctl,
                        l2_port,
                        l2_route,
                    };
                    Box::new(Rdma::new(
                        &path,
                        g,
                        router,
                        w,
                        self.outstanding,
                        self.topo.endpoints(),
                    ))
                }
            };
            engine.install(id, comp)?;
        }
        Ok(self.topo)
    }
}

/// One direction of a link over a run (`summary.json`'s `fabric.links`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct LinkSummary {
    pub from: String,
    pub to: String,
    #[serde(flatten)]
    pub counters: router::FabricLinkStats,
    /// Busy time over the run's simulated time.
    pub utilisation: f64,
    /// Mean wait of a packet at the sending node, ps.
    pub mean_queue_delay_ps: f64,
}

/// Per GPU: where the bytes it moved came from or went to.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct GpuTraffic {
    pub gpu: usize,
    /// Through its own DRAM channels (read and written).
    pub local_dram_bytes: u64,
    /// To and from other GPUs' memory over the fabric (data bytes).
    pub remote_bytes: u64,
    /// To and from host memory over the fabric (data bytes).
    pub host_bytes: u64,
}

/// The fabric over a whole run (`summary.json`'s `fabric`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct FabricSummary {
    pub links: Vec<LinkSummary>,
    /// `gpu_to_gpu_bytes[a][b]`: data bytes GPU `a`'s requests moved to and from GPU `b`'s
    /// memory (read data back, write and atomic data out).
    pub gpu_to_gpu_bytes: Vec<Vec<u64>>,
    pub per_gpu: Vec<GpuTraffic>,
}

impl FabricSummary {
    /// Reads the fabric's counters out of `report` for a run of `elapsed_ps`.
    pub fn from_report(
        topo: &Topology,
        report: &crate::stats::StatsReport,
        elapsed_ps: u64,
    ) -> FabricSummary {
        let label = |k: usize| router::node_label(&topo.nodes[k].name);
        let links = topo
            .links
            .iter()
            .map(|l| {
                let (from, to) = (label(l.from), label(l.to));
                let c =
                    router::FabricLinkStats::from_report(report, &format!("fabric.{from}.to_{to}"));
                LinkSummary {
                    utilisation: c.busy as f64 / elapsed_ps.max(1) as f64,
                    mean_queue_delay_ps: c.queue_delay as f64 / c.packets.max(1) as f64,
                    from,
                    to,
                    counters: c,
                }
            })
            .collect();
        let n = topo.endpoints() - 1;
        let bytes = |g: usize, to: &str| {
            report
                .get(&format!("gpu[{g}].rdma.{to}.bytes"))
                .unwrap_or(0)
        };
        let matrix: Vec<Vec<u64>> = (0..n)
            .map(|a| {
                (0..n)
                    .map(|b| {
                        if a == b {
                            0
                        } else {
                            bytes(a, &format!("to_gpu{b}"))
                        }
                    })
                    .collect()
            })
            .collect();
        let per_gpu = (0..n)
            .map(|g| {
                let channels = format!("gpu[{g}].dram.channel[");
                let local_dram_bytes = report
                    .entries()
                    .iter()
                    .filter(|e| {
                        e.name.starts_with(&channels)
                            && (e.name.ends_with(".bytes_read")
                                || e.name.ends_with(".bytes_written"))
                    })
                    .map(|e| e.value)
                    .sum();
                GpuTraffic {
                    gpu: g,
                    local_dram_bytes,
                    remote_bytes: matrix[g].iter().sum(),
                    host_bytes: bytes(g, "to_host"),
                }
            })
            .collect();
        FabricSummary {
            links,
            gpu_to_gpu_bytes: matrix,
            per_gpu,
        }
    }
}

#[cfg(test)]
mod tests;
