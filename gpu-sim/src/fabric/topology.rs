//! The fabric as a graph: nodes (the host, the GPUs, switches), directed links, and routes.
//!
//! Pure data, built once from a [`FabricConfig`] and the GPU count; the routers read it.
//!
//! **Nodes.** Node 0 is the host, node `1 + g` is GPU `g`: these are the endpoints, where
//! packets start and end. Switches follow. A switch is a node of its own, with an entry
//! latency, because the GPUs behind one PCIe switch share its upstream link: contention there
//! is what distinguishes a PCIe tree from a mesh.
//!
//! **Links.** Every undirected link `k` is two directed links, `2k` and `2k + 1`, each with its
//! own bandwidth, so the two directions never compete. A packet occupies its link for the
//! header plus payload rounded up to whole flits, at the link's bandwidth, then flies for the
//! link's latency (store-and-forward: a node sees a packet once all of it has arrived).
//!
//! **Routes.** Fixed, computed here: from every node to every endpoint, the path of least
//! unloaded latency (link latencies plus the entry latencies of the nodes entered), ties
//! broken by fewer hops, then by the lowest outgoing link id. Packets pass through switches
//! and GPUs (a ring forwards GPU to GPU), never through the host: its root complex is an
//! endpoint here, so in a mesh or ring the host links carry only host traffic. Presets of the
//! link technologies and their sources are in `crate::config::fabric`.
//!
//! **Not modelled.** No adaptive routing: a route never changes with load. No PCIe data-link
//! layer: no ACK/NAK, no replay, no flow-control update packets (credits return for free after
//! the link latency). Deadlock: the credit flow control does not break cycles, so a ring or an
//! arbitrary graph routed by shortest paths can in principle deadlock under saturation (every
//! buffer of a cycle full, each waiting on the next). Trees cannot; meshes route in one
//! GPU-to-GPU hop and cannot either.

use crate::config::fabric::{gpu_of, FabricConfig, LinkFigures, TopologyKind};
use crate::config::ConfigError;
use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};

/// Key prefix of the errors [`Topology::build`] reports.
const PATH: &str = "gpu.timing.fabric";

/// What a node is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NodeKind {
    Host,
    Gpu(usize),
    Switch,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    pub name: String,
    pub kind: NodeKind,
    /// Latency added when a packet enters this node (a switch's `switch_latency_ps`, 0 otherwise).
    pub entry_latency_ps: u64,
}

/// One direction of a link. Links 2k and 2k+1 are the two directions of undirected link k.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirLink {
    pub from: usize,
    pub to: usize,
    /// Bandwidth, bytes per µs (GB/s x 1000).
    pub bytes_per_us: u64,
    /// One-way flight of a packet's head, ps.
    pub latency_ps: u64,
    pub header_bytes: u32,
    pub flit_bytes: u32,
}

impl DirLink {
    /// Bytes a packet with `payload` bytes occupies on the wire: header + payload rounded up
    /// to whole flits.
    pub fn wire_bytes(&self, payload: u32) -> u64 {
        let flit = u64::from(self.flit_bytes.max(1));
        (u64::from(self.header_bytes) + u64::from(payload)).div_ceil(flit) * flit
    }

    /// Time the link is busy sending them: ceil(wire_bytes * 1e6 / bytes_per_us) ps, at least 1.
    pub fn serialise_ps(&self, payload: u32) -> u64 {
        let ps = (u128::from(self.wire_bytes(payload)) * 1_000_000)
            .div_ceil(u128::from(self.bytes_per_us.max(1)));
        u64::try_from(ps).unwrap_or(u64::MAX).max(1)
    }

    /// The reverse direction's id.
    pub fn reverse(id: usize) -> usize {
        id ^ 1
    }
}

/// The nodes, the directed links and the routing table.
#[derive(Clone, Debug)]
pub struct Topology {
    pub nodes: Vec<Node>,
    pub links: Vec<DirLink>,
    n_endpoints: usize,
    /// `next[node * n_endpoints + dst]`: the link to leave on, `NONE` at the destination.
    next: Vec<u32>,
}

const NONE: u32 = u32::MAX;

impl Topology {
    pub const HOST: usize = 0;

    /// Node 0 is the host, node 1 + g is GPU g, switches follow (pcie-tree: "switch.root",
    /// then "switch[0]", "switch[1]", ...; links: in order of first appearance in the list).
    /// Validates `cfg` first; errors are keyed under `gpu.timing.fabric`.
    pub fn build(cfg: &FabricConfig, n_gpus: usize) -> Result<Topology, Vec<ConfigError>> {
        let mut errs = Vec::new();
        cfg.validate_at(PATH, Some(n_gpus), &mut errs);
        if !errs.is_empty() {
            return Err(errs);
        }
        let mut nodes = vec![node("host", NodeKind::Host, 0)];
        nodes.extend((0..n_gpus).map(|g| node(&format!("gpu{g}"), NodeKind::Gpu(g), 0)));
        let mut t = Topology {
            nodes,
            links: Vec::new(),
            n_endpoints: 1 + n_gpus,
            next: Vec::new(),
        };
        let (gpu, host) = (cfg.gpu_link(), cfg.host_link());
        let switch = |t: &mut Topology, name: String| {
            t.nodes
                .push(node(&name, NodeKind::Switch, cfg.switch_latency_ps));
            t.nodes.len() - 1
        };
        match cfg.topology {
            TopologyKind::PcieTree => {
                let root = switch(&mut t, "switch.root".into());
                t.join(Self::HOST, root, gpu);
                // GPU g hangs off leaf g / per (with per == 0, off the root).
                let per = cfg.gpus_per_switch as usize;
                let mut leaves = Vec::new();
                for g in 0..n_gpus {
                    let up = match g.checked_div(per) {
                        None => root,
                        Some(j) if j < leaves.len() => leaves[j],
                        Some(j) => {
                            let s = switch(&mut t, format!("switch[{j}]"));
                            t.join(root, s, gpu);
                            leaves.push(s);
                            s
                        }
                    };
                    t.join(up, Self::gpu_node(g), gpu);
                }
            }
            TopologyKind::Mesh | TopologyKind::Ring => {
                for g in 0..n_gpus {
                    t.join(Self::HOST, Self::gpu_node(g), host);
                }
                for i in 0..n_gpus {
                    if cfg.topology == TopologyKind::Ring {
                        if n_gpus > 1 && !(n_gpus == 2 && i == 1) {
                            t.join(Self::gpu_node(i), Self::gpu_node((i + 1) % n_gpus), gpu);
                        }
                    } else {
                        for j in i + 1..n_gpus {
                            t.join(Self::gpu_node(i), Self::gpu_node(j), gpu);
                        }
                    }
                }
            }
            TopologyKind::Links => {
                let mut ids: BTreeMap<&str, usize> = BTreeMap::from([("host", Self::HOST)]);
                for spec in &cfg.links {
                    let mut ends = [0; 2];
                    for (end, name) in ends.iter_mut().zip([spec.a.as_str(), spec.b.as_str()]) {
                        *end = match gpu_of(name) {
                            Some(g) => Self::gpu_node(g),
                            None => *ids
                                .entry(name)
                                .or_insert_with(|| switch(&mut t, name.to_string())),
                        };
                    }
                    t.join(ends[0], ends[1], spec.figures(gpu));
                }
            }
        }
        t.route();
        let key = match cfg.topology {
            TopologyKind::Links => format!("{PATH}.links"),
            _ => format!("{PATH}.topology"),
        };
        for (v, n) in t.nodes.iter().enumerate() {
            if let Some(dst) = (0..t.n_endpoints).find(|&d| d != v && t.next_link(v, d).is_none()) {
                errs.push(ConfigError::new(
                    key.clone(),
                    format!(
                        "{} cannot reach {} (packets pass through switches and GPUs, not the host)",
                        n.name, t.nodes[dst].name
                    ),
                ));
            }
        }
        if errs.is_empty() {
            Ok(t)
        } else {
            Err(errs)
        }
    }

    /// Endpoints: the host and the GPUs (1 + GPUs).
    pub fn endpoints(&self) -> usize {
        self.n_endpoints
    }

    /// GPU `g`'s node.
    pub fn gpu_node(g: usize) -> usize {
        1 + g
    }

    /// The directed link a packet at `node` bound for endpoint `dst` leaves on; None when
    /// `node == dst` (or either is out of range).
    pub fn next_link(&self, node: usize, dst: usize) -> Option<usize> {
        if dst >= self.n_endpoints {
            return None;
        }
        let l = *self.next.get(node * self.n_endpoints + dst)?;
        (l != NONE).then_some(l as usize)
    }

    /// Links `node` sends on, ascending.
    pub fn out_links(&self, node: usize) -> Vec<usize> {
        (0..self.links.len())
            .filter(|&l| self.links[l].from == node)
            .collect()
    }

    /// Links `node` receives on, ascending.
    pub fn in_links(&self, node: usize) -> Vec<usize> {
        (0..self.links.len())
            .filter(|&l| self.links[l].to == node)
            .collect()
    }

    /// The path from endpoint `src` to endpoint `dst` as directed link ids (empty if equal).
    pub fn path(&self, src: usize, dst: usize) -> Vec<usize> {
        let mut path = Vec::new();
        let mut at = src;
        while let Some(l) = self.next_link(at, dst) {
            if path.len() > self.nodes.len() {
                break; // Cannot happen: every hop strictly shortens the remaining distance.
            }
            path.push(l);
            at = self.links[l].to;
        }
        path
    }

    /// Unloaded one-way time of a packet with `payload` bytes from `src` to `dst`: for each
    /// hop, serialisation + link latency + the entry latency of the node entered.
    pub fn unloaded_ps(&self, src: usize, dst: usize, payload: u32) -> u64 {
        self.path(src, dst)
            .into_iter()
            .map(|l| {
                let link = &self.links[l];
                link.serialise_ps(payload) + link.latency_ps + self.nodes[link.to].entry_latency_ps
            })
            .sum()
    }

    /// Adds undirected link `a`–`b` as directed links `a -> b`, `b -> a`.
    fn join(&mut self, a: usize, b: usize, f: LinkFigures) {
        for (from, to) in [(a, b), (b, a)] {
            self.links.push(DirLink {
                from,
                to,
                bytes_per_us: ((f.bandwidth_gbs * 1000.0).round() as u64).max(1),
                latency_ps: f.latency_ps,
                header_bytes: f.header_bytes,
                flit_bytes: f.flit_bytes,
            });
        }
    }

    /// Fills `next`: Dijkstra from each endpoint over reversed links, distance (latency, hops);
    /// then each node leaves on its lowest-id link that keeps to a shortest path.
    fn route(&mut self) {
        let (n, e) = (self.nodes.len(), self.n_endpoints);
        let ins: Vec<Vec<usize>> = (0..n).map(|v| self.in_links(v)).collect();
        let cost = |l: &DirLink, nodes: &[Node]| l.latency_ps + nodes[l.to].entry_latency_ps;
        self.next = vec![NONE; n * e];
        for dst in 0..e {
            let mut dist = vec![(u64::MAX, u64::MAX); n];
            dist[dst] = (0, 0);
            let mut heap = BinaryHeap::from([Reverse((0u64, 0u64, dst))]);
            while let Some(Reverse((c, h, u))) = heap.pop() {
                // The host only sends and receives; it forwards nothing.
                if (c, h) != dist[u] || (u == Self::HOST && u != dst) {
                    continue;
                }
                for &l in &ins[u] {
                    let v = self.links[l].from;
                    let d = (c + cost(&self.links[l], &self.nodes), h + 1);
                    if d < dist[v] {
                        dist[v] = d;
                        heap.push(Reverse((d.0, d.1, v)));
                    }
                }
            }
            for v in (0..n).filter(|&v| v != dst && dist[v].0 != u64::MAX) {
                let best = (0..self.links.len()).find(|&l| {
                    let link = &self.links[l];
                    let u = link.to;
                    link.from == v
                        && (u == dst || u != Self::HOST)
                        && dist[u].0 != u64::MAX
                        && (dist[u].0 + cost(link, &self.nodes), dist[u].1 + 1) == dist[v]
                });
                if let Some(l) = best {
                    self.next[v * e + dst] = l as u32;
                }
            }
        }
    }
}

fn node(name: &str, kind: NodeKind, entry_latency_ps: u64) -> Node {
    Node {
        name: name.to_string(),
        kind,
        entry_latency_ps,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::fabric::{LinkPreset, LinkSpec};

    fn cfg(kind: TopologyKind) -> FabricConfig {
        FabricConfig {
            topology: kind,
            ..FabricConfig::r9_nano()
        }
    }

    /// The path as node names, `a>b>c`.
    fn route(t: &Topology, src: usize, dst: usize) -> String {
        let mut names = vec![t.nodes[src].name.clone()];
        names.extend(
            t.path(src, dst)
                .iter()
                .map(|&l| t.nodes[t.links[l].to].name.clone()),
        );
        names.join(">")
    }

    fn link(a: &str, b: &str, latency_ps: Option<u64>) -> LinkSpec {
        LinkSpec {
            a: a.into(),
            b: b.into(),
            bandwidth_gbs: None,
            latency_ps,
            header_bytes: None,
            flit_bytes: None,
        }
    }

    #[test]
    fn pcie_tree_shape_and_paths() {
        let t = Topology::build(&FabricConfig::r9_nano(), 4).unwrap();
        // Host, 4 GPUs, the root and 2 leaves; a tree of 8 nodes has 7 links.
        assert_eq!((t.nodes.len(), t.links.len(), t.endpoints()), (8, 14, 5));
        let names: Vec<_> = t.nodes.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(names[5..], ["switch.root", "switch[0]", "switch[1]"]);
        assert_eq!(t.nodes[6].entry_latency_ps, 140_000);
        assert_eq!(route(&t, 1, 2), "gpu0>switch[0]>gpu1");
        assert_eq!(route(&t, 1, 3), "gpu0>switch[0]>switch.root>switch[1]>gpu2");
        assert_eq!(route(&t, 4, 0), "gpu3>switch[1]>switch.root>host");
        assert_eq!(route(&t, 0, 3), "host>switch.root>switch[1]>gpu2");
        assert_eq!(t.next_link(2, 2), None);
        for (l, link) in t.links.iter().enumerate() {
            let r = &t.links[DirLink::reverse(l)];
            assert_eq!((r.from, r.to), (link.to, link.from));
        }
        assert_eq!(t.out_links(5), [1, 2, 8]);
        assert_eq!(t.in_links(5), [0, 3, 9]);

        let flat = FabricConfig {
            gpus_per_switch: 0,
            ..FabricConfig::r9_nano()
        };
        let t = Topology::build(&flat, 4).unwrap();
        assert_eq!((t.nodes.len(), t.links.len()), (6, 10));
        assert_eq!(route(&t, 1, 4), "gpu0>switch.root>gpu3");
        let one = Topology::build(&FabricConfig::r9_nano(), 1).unwrap();
        assert_eq!(route(&one, 0, 1), "host>switch.root>switch[0]>gpu0");
    }

    #[test]
    fn mesh_and_ring() {
        let t = Topology::build(&cfg(TopologyKind::Mesh), 4).unwrap();
        assert_eq!((t.nodes.len(), t.links.len()), (5, 20));
        assert_eq!(route(&t, 1, 4), "gpu0>gpu3");
        assert_eq!(route(&t, 3, 0), "gpu2>host");

        let t = Topology::build(&cfg(TopologyKind::Ring), 4).unwrap();
        assert_eq!(t.links.len(), 2 * (4 + 4));
        // Both ways round are two hops; the lower link id (towards gpu1) wins.
        assert_eq!(route(&t, 1, 3), "gpu0>gpu1>gpu2");
        assert_eq!(route(&t, 3, 1), "gpu2>gpu1>gpu0");
        assert_eq!(route(&t, 1, 4), "gpu0>gpu3");
        let t = Topology::build(&cfg(TopologyKind::Ring), 8).unwrap();
        assert_eq!(route(&t, 1, 5), "gpu0>gpu1>gpu2>gpu3>gpu4");
        assert_eq!(route(&t, 1, 7), "gpu0>gpu7>gpu6");
        let t = Topology::build(&cfg(TopologyKind::Ring), 2).unwrap();
        assert_eq!(t.links.len(), 2 * 3);
        let t = Topology::build(&cfg(TopologyKind::Ring), 1).unwrap();
        assert_eq!(
            (t.links.len(), route(&t, 1, 0)),
            (2, "gpu0>host".to_string())
        );
    }

    #[test]
    fn explicit_links() {
        let mut c = cfg(TopologyKind::Links);
        // A slow direct gpu0-gpu1 link loses to the switch (2 x 100 ns + 140 ns < 1 ms).
        c.links = vec![
            link("host", "sw", None),
            link("sw", "gpu0", None),
            link("gpu1", "sw", None),
            link("gpu0", "gpu1", Some(1_000_000)),
            link("gpu1", "far", None),
        ];
        let t = Topology::build(&c, 2).unwrap();
        assert_eq!(t.nodes[3].name, "sw");
        assert_eq!(t.nodes[4].name, "far");
        assert_eq!(route(&t, 1, 2), "gpu0>sw>gpu1");
        c.links[3].latency_ps = Some(300_000);
        let t = Topology::build(&c, 2).unwrap();
        assert_eq!(route(&t, 1, 2), "gpu0>gpu1");

        // Equal latency both ways: the single hop wins although its link id is higher.
        c.links = vec![
            link("host", "gpu0", None),
            link("gpu0", "gpu2", None),
            link("gpu2", "gpu1", None),
            link("gpu0", "gpu1", Some(200_000)),
        ];
        let t = Topology::build(&c, 3).unwrap();
        assert_eq!(route(&t, 1, 2), "gpu0>gpu1");
        assert_eq!(route(&t, 2, 0), "gpu1>gpu0>host");

        c.links = vec![link("host", "gpu0", None), link("host", "gpu1", None)];
        let err = Topology::build(&c, 2).unwrap_err();
        assert_eq!(
            err[0].to_string(),
            "gpu.timing.fabric.links: gpu0 cannot reach gpu1 (packets pass through switches \
             and GPUs, not the host)"
        );
        c.links = vec![link("host", "gpu0", None), link("sw", "gpu1", None)];
        assert_eq!(
            Topology::build(&c, 2).unwrap_err()[0].key,
            "gpu.timing.fabric.links"
        );
        c.links = vec![link("host", "gpu0", None), link("host", "gpu2", None)];
        assert_eq!(
            Topology::build(&c, 2).unwrap_err()[0].key,
            "gpu.timing.fabric.links[1].b"
        );
    }

    #[test]
    fn serialisation_and_unloaded_time() {
        let pcie = DirLink {
            from: 0,
            to: 1,
            bytes_per_us: 16_000,
            latency_ps: 100_000,
            header_bytes: 24,
            flit_bytes: 4,
        };
        assert_eq!((pcie.wire_bytes(64), pcie.serialise_ps(64)), (88, 5_500));
        let nv = DirLink {
            bytes_per_us: 25_000,
            header_bytes: 16,
            flit_bytes: 16,
            ..pcie.clone()
        };
        assert_eq!((nv.wire_bytes(64), nv.serialise_ps(64)), (80, 3_200));
        assert_eq!((nv.wire_bytes(1), nv.serialise_ps(1)), (32, 1_280));
        let fast = DirLink {
            bytes_per_us: u64::MAX,
            ..pcie
        };
        assert_eq!(fast.serialise_ps(0), 1);

        let mut c = FabricConfig::r9_nano();
        c.preset = LinkPreset::Nvlink2;
        let t = Topology::build(&c, 4).unwrap();
        assert_eq!(t.links[0].bytes_per_us, 25_000);
        // gpu0 > leaf > root > leaf > gpu2: four links, three switches entered.
        assert_eq!(t.unloaded_ps(1, 3, 64), 4 * (3_200 + 100_000) + 3 * 140_000);
        assert_eq!(t.unloaded_ps(1, 1, 64), 0);
    }
}
