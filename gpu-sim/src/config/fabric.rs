//! The multi-GPU fabric (`[gpu.timing.fabric]`): how the host and the GPUs are joined.
//!
//! Plain data: a topology (a PCIe tree of switches, a mesh, a ring, or an explicit list of
//! links), the link technology and its overrides, switch latency, buffer depths and the RDMA
//! engine's window. `crate::fabric::topology` turns it into a graph with routes.
//!
//! TOML has no null, and the loader overlays the user's keys on the preset's (an absent key in
//! the preset would read as unknown), so every override is written out: `0` (or `0.0`) stands
//! for "the preset's figure", and reads back as `None`. That is why a fabric-level override of
//! `header_bytes` cannot ask for a header-less link; a `links` entry can.

use super::{at_least, ConfigError};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;

/// The shape of the fabric.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TopologyKind {
    /// A root switch with the host attached; GPUs hang off leaf switches under the root,
    /// `gpus_per_switch` per leaf (0: every GPU directly on the root switch). Every link uses
    /// `preset` and its overrides.
    PcieTree,
    /// Every pair of GPUs joined by a GPU link, and each GPU joined to the host by its own host
    /// link (`host_*`); no switch.
    Mesh,
    /// GPU i joined to GPU (i + 1) mod N (one link for N = 2), each GPU to the host by a host link.
    Ring,
    /// The explicit `links` list.
    Links,
}

/// A link technology.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LinkPreset {
    /// PCIe 3.0 x16.
    Pcie3X16,
    /// PCIe 4.0 x16.
    Pcie4X16,
    /// One NVLink 2.0 link.
    Nvlink2,
}

/// The figures of one link: a preset's, or a preset's with overrides applied.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct LinkFigures {
    /// GB/s (1e9 bytes/s) in each direction.
    pub bandwidth_gbs: f64,
    /// One-way flight of a packet's head, ps.
    pub latency_ps: u64,
    /// Bytes a packet carries besides its payload.
    pub header_bytes: u32,
    /// A packet occupies a whole number of flits on the wire, bytes.
    pub flit_bytes: u32,
}

impl LinkPreset {
    pub fn figures(self) -> LinkFigures {
        // Latency, every preset: 100 ns one way for one hop (flight, PHY and link controller)
        // is our assumption, not a measured figure.
        match self {
            // 16 GB/s: the MGSim paper's multi-GPU setting (PCIe 3.0 runs 8 GT/s per lane with
            // 128b/130b coding, 15.75 GB/s over 16 lanes). Header 24: a 12-16 byte TLP header
            // plus sequence number, LCRC and framing. Flit 4: PCIe moves whole dwords.
            LinkPreset::Pcie3X16 => LinkFigures {
                bandwidth_gbs: 16.0,
                latency_ps: 100_000,
                header_bytes: 24,
                flit_bytes: 4,
            },
            // 32 GB/s: 16 GT/s per lane, twice Gen3; MGPUSim's default link is Gen4 x16.
            LinkPreset::Pcie4X16 => LinkFigures {
                bandwidth_gbs: 32.0,
                ..LinkPreset::Pcie3X16.figures()
            },
            // 25 GB/s per direction: the Tesla V100 whitepaper gives six NVLink 2.0 links
            // 300 GB/s in total, both directions counted. Packets move in 16-byte flits with
            // one header flit.
            LinkPreset::Nvlink2 => LinkFigures {
                bandwidth_gbs: 25.0,
                latency_ps: 100_000,
                header_bytes: 16,
                flit_bytes: 16,
            },
        }
    }
}

/// One undirected link of `topology = "links"`; a missing figure takes the fabric's
/// (`preset` with the fabric-level overrides).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkSpec {
    /// Node names: "host", "gpu<k>", any other name is a switch.
    pub a: String,
    pub b: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bandwidth_gbs: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latency_ps: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub header_bytes: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flit_bytes: Option<u32>,
}

impl LinkSpec {
    /// This link's figures, `base` filling in what it leaves out.
    pub fn figures(&self, base: LinkFigures) -> LinkFigures {
        LinkFigures {
            bandwidth_gbs: self.bandwidth_gbs.unwrap_or(base.bandwidth_gbs),
            latency_ps: self.latency_ps.unwrap_or(base.latency_ps),
            header_bytes: self.header_bytes.unwrap_or(base.header_bytes),
            flit_bytes: self.flit_bytes.unwrap_or(base.flit_bytes),
        }
    }
}

/// The interconnect of the host and the GPUs (`[gpu.timing.fabric]`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct FabricConfig {
    pub topology: TopologyKind,
    /// Technology of the GPU links (for pcie-tree, of every link).
    pub preset: LinkPreset,
    /// Overrides of `preset` (None, or 0 in a file: the preset's figure). GB/s per direction.
    #[serde(with = "zero_is_none")]
    pub bandwidth_gbs: Option<f64>,
    /// One-way flight of a packet's head, ps.
    #[serde(with = "zero_is_none")]
    pub latency_ps: Option<u64>,
    /// Bytes a packet carries besides its payload.
    #[serde(with = "zero_is_none")]
    pub header_bytes: Option<u32>,
    /// A packet occupies a whole number of flits on the wire, bytes.
    #[serde(with = "zero_is_none")]
    pub flit_bytes: Option<u32>,
    /// Technology of the host links of "mesh" and "ring", with its overrides.
    pub host_preset: LinkPreset,
    #[serde(with = "zero_is_none")]
    pub host_bandwidth_gbs: Option<f64>,
    #[serde(with = "zero_is_none")]
    pub host_latency_ps: Option<u64>,
    /// A switch's latency, arrival to eligible for its output, ps. 140 ns: MGPUSim's PCIe
    /// switch (140 cycles at 1 GHz).
    pub switch_latency_ps: u64,
    /// Input buffer of every node's port, per virtual channel, packets (credit flow control).
    pub buffer_packets: u32,
    /// pcie-tree only: GPUs per leaf switch (0: all on the root). 2: MGPUSim adds one PCIe
    /// switch per two GPUs under the root complex.
    pub gpus_per_switch: u32,
    /// Requests one GPU's RDMA engine keeps in flight over the fabric.
    pub rdma_outstanding: u32,
    /// Cache other GPUs' lines in this GPU's L2 too (invalidated at kernel boundaries). Off:
    /// remote lines are cached only in the L1s, as MGPUSim's RDMA does.
    pub cache_remote_in_l2: bool,
    /// topology = "links" only: the undirected links.
    pub links: Vec<LinkSpec>,
}

impl Default for FabricConfig {
    fn default() -> Self {
        FabricConfig::r9_nano()
    }
}

impl FabricConfig {
    /// R9 Nanos on PCIe 3.0 x16 behind two-GPU switches, as in MGPUSim's multi-GPU platform.
    pub fn r9_nano() -> FabricConfig {
        FabricConfig {
            topology: TopologyKind::PcieTree,
            preset: LinkPreset::Pcie3X16,
            bandwidth_gbs: None,
            latency_ps: None,
            header_bytes: None,
            flit_bytes: None,
            host_preset: LinkPreset::Pcie3X16,
            host_bandwidth_gbs: None,
            host_latency_ps: None,
            switch_latency_ps: 140_000,
            buffer_packets: 128,
            gpus_per_switch: 2,
            rdma_outstanding: 256,
            cache_remote_in_l2: false,
            links: Vec::new(),
        }
    }

    /// Figures of a GPU link (every link of pcie-tree; the default of a `links` entry).
    pub fn gpu_link(&self) -> LinkFigures {
        LinkSpec {
            a: String::new(),
            b: String::new(),
            bandwidth_gbs: self.bandwidth_gbs,
            latency_ps: self.latency_ps,
            header_bytes: self.header_bytes,
            flit_bytes: self.flit_bytes,
        }
        .figures(self.preset.figures())
    }

    /// Figures of a host link of mesh and ring.
    pub fn host_link(&self) -> LinkFigures {
        let p = self.host_preset.figures();
        LinkFigures {
            bandwidth_gbs: self.host_bandwidth_gbs.unwrap_or(p.bandwidth_gbs),
            latency_ps: self.host_latency_ps.unwrap_or(p.latency_ps),
            ..p
        }
    }

    /// Appends every violated invariant to `errs`, keys prefixed with `path`. `n_gpus`, when
    /// known, bounds the GPU names in `links`.
    pub fn validate_at(&self, path: &str, n_gpus: Option<usize>, errs: &mut Vec<ConfigError>) {
        let k = |f: &str| format!("{path}.{f}");
        check_bandwidth(errs, k("bandwidth_gbs"), self.bandwidth_gbs);
        check_latency(errs, k("latency_ps"), self.latency_ps);
        // At least 1: 0 in a file stands for the preset's figure.
        check_size(errs, k("header_bytes"), self.header_bytes, 1);
        check_size(errs, k("flit_bytes"), self.flit_bytes, 1);
        check_bandwidth(errs, k("host_bandwidth_gbs"), self.host_bandwidth_gbs);
        check_latency(errs, k("host_latency_ps"), self.host_latency_ps);
        if self.switch_latency_ps > MAX_LATENCY_PS {
            errs.push(ConfigError::new(
                k("switch_latency_ps"),
                format!(
                    "must be at most {MAX_LATENCY_PS} (1 ms), got {}",
                    self.switch_latency_ps
                ),
            ));
        }
        at_least(errs, k("buffer_packets"), self.buffer_packets.into(), 1);
        at_least(errs, k("rdma_outstanding"), self.rdma_outstanding.into(), 1);
        match (self.topology == TopologyKind::Links, self.links.is_empty()) {
            (true, true) => errs.push(ConfigError::new(
                k("links"),
                "must list at least one link when topology = \"links\"",
            )),
            (false, false) => errs.push(ConfigError::new(
                k("links"),
                format!(
                    "must be empty unless topology = \"links\", got {} links",
                    self.links.len()
                ),
            )),
            _ => {}
        }
        let mut seen = BTreeMap::new();
        for (i, l) in self.links.iter().enumerate() {
            let lk = k(&format!("links[{i}]"));
            for (end, name) in [("a", &l.a), ("b", &l.b)] {
                if let Err(msg) = check_name(name, n_gpus) {
                    errs.push(ConfigError::new(format!("{lk}.{end}"), msg));
                }
            }
            if l.a == l.b {
                errs.push(ConfigError::new(
                    format!("{lk}.b"),
                    format!("must differ from a (\"{}\")", l.a),
                ));
            }
            let pair = if l.a <= l.b {
                (&l.a, &l.b)
            } else {
                (&l.b, &l.a)
            };
            if let Some(j) = seen.insert(pair, i) {
                errs.push(ConfigError::new(
                    lk.clone(),
                    format!("joins the same nodes as links[{j}]"),
                ));
            }
            check_bandwidth(errs, format!("{lk}.bandwidth_gbs"), l.bandwidth_gbs);
            check_latency(errs, format!("{lk}.latency_ps"), l.latency_ps);
            check_size(errs, format!("{lk}.header_bytes"), l.header_bytes, 0);
            check_size(errs, format!("{lk}.flit_bytes"), l.flit_bytes, 1);
        }
    }
}

/// Longest latency accepted (link or switch), ps: 1 ms.
const MAX_LATENCY_PS: u64 = 1_000_000_000;

/// Largest header or flit accepted, bytes.
const MAX_PACKET_FIELD_BYTES: u32 = 4096;

/// The GPU index of a name of the form `gpu<k>` (k decimal, no leading zeros).
pub(crate) fn gpu_of(name: &str) -> Option<usize> {
    let digits = name.strip_prefix("gpu")?;
    let canonical = digits == "0" || !digits.starts_with('0');
    if canonical && !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()) {
        digits.parse().ok()
    } else {
        None
    }
}

fn check_name(name: &str, n_gpus: Option<usize>) -> Result<(), String> {
    if name.is_empty() {
        return Err("must name a node (\"host\", \"gpu<k>\" or a switch)".into());
    }
    match (gpu_of(name), n_gpus) {
        (None, _) if name.starts_with("gpu") => Err(format!(
            "\"{name}\": names starting with \"gpu\" are GPUs and must read gpu<k>"
        )),
        (Some(g), Some(n)) if g >= n => Err(format!(
            "\"{name}\" names no GPU: there are {n} (gpu0 to gpu{})",
            n.saturating_sub(1)
        )),
        _ => Ok(()),
    }
}

fn check_bandwidth(errs: &mut Vec<ConfigError>, key: String, v: Option<f64>) {
    match v {
        Some(bw) if !(bw.is_finite() && (bw * 1000.0).round() >= 1.0 && bw <= 10_000.0) => errs
            .push(ConfigError::new(
                key,
                format!("must be finite, from 0.0005 (a byte per µs) to 10000 GB/s, got {bw}"),
            )),
        _ => {}
    }
}

fn check_latency(errs: &mut Vec<ConfigError>, key: String, v: Option<u64>) {
    match v {
        Some(v) if v < 1000 => errs.push(ConfigError::new(
            key,
            format!(
                "must be at least 1000: a link may join two engine partitions, which need a \
                 non-zero look-ahead between them, got {v}"
            ),
        )),
        Some(v) if v > MAX_LATENCY_PS => errs.push(ConfigError::new(
            key,
            format!("must be at most {MAX_LATENCY_PS} (1 ms), got {v}"),
        )),
        _ => {}
    }
}

fn check_size(errs: &mut Vec<ConfigError>, key: String, v: Option<u32>, min: u32) {
    match v {
        Some(v) if v < min || v > MAX_PACKET_FIELD_BYTES => errs.push(ConfigError::new(
            key,
            format!("must be from {min} to {MAX_PACKET_FIELD_BYTES}, got {v}"),
        )),
        _ => {}
    }
}

/// An override written as its value, `0` for None (TOML has no null; see the module doc).
mod zero_is_none {
    use super::*;

    pub fn serialize<S: Serializer, T: Serialize + Default + Copy>(
        v: &Option<T>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        v.unwrap_or_default().serialize(s)
    }

    pub fn deserialize<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
    where
        D: Deserializer<'de>,
        T: Deserialize<'de> + Default + PartialEq,
    {
        Ok(Option::<T>::deserialize(d)?.filter(|v| *v != T::default()))
    }
}

#[cfg(test)]
mod tests {
    use crate::config::TimingConfig;

    /// Loads `toml` as a timing config and returns its errors (one `key: msg` per line).
    fn errors(toml: &str) -> String {
        match TimingConfig::from_toml_str(toml) {
            Ok(_) => String::new(),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn preset_and_overrides_round_trip() {
        let c = TimingConfig::r9_nano();
        assert_eq!(c.fabric.gpu_link().bandwidth_gbs, 16.0);
        let text = "[fabric]\ntopology = \"mesh\"\npreset = \"nvlink2\"\nlatency_ps = 50000\n\
                    host_bandwidth_gbs = 32.0\n";
        let c = TimingConfig::from_toml_str(text).unwrap();
        assert_eq!(c.fabric.topology, super::TopologyKind::Mesh);
        assert_eq!(
            (c.fabric.latency_ps, c.fabric.header_bytes),
            (Some(50000), None)
        );
        let g = c.fabric.gpu_link();
        assert_eq!(
            (g.bandwidth_gbs, g.latency_ps, g.flit_bytes),
            (25.0, 50_000, 16)
        );
        let h = c.fabric.host_link();
        assert_eq!(
            (h.bandwidth_gbs, h.latency_ps, h.header_bytes),
            (32.0, 100_000, 24)
        );
        assert_eq!(TimingConfig::from_toml_str(&c.to_toml_string()).unwrap(), c);

        let text = "[fabric]\ntopology = \"links\"\n[[fabric.links]]\na = \"host\"\nb = \"sw\"\n\
                    [[fabric.links]]\na = \"sw\"\nb = \"gpu0\"\nbandwidth_gbs = 8.5\n";
        let c = TimingConfig::from_toml_str(text).unwrap();
        assert_eq!(c.fabric.links[1].bandwidth_gbs, Some(8.5));
        assert_eq!(c.fabric.links[0].latency_ps, None);
        assert_eq!(TimingConfig::from_toml_str(&c.to_toml_string()).unwrap(), c);
    }

    #[test]
    fn errors_name_their_keys() {
        assert_eq!(errors("[fabric]\nbogus = 1\n"), "fabric.bogus: unknown key");
        assert_eq!(
            errors("[fabric]\ntopology = \"links\"\n[[fabric.links]]\na = \"host\"\nb = \"x\"\nbw = 1.0\n"),
            "(value): unknown field `bw`, expected one of `a`, `b`, `bandwidth_gbs`, \
             `latency_ps`, `header_bytes`, `flit_bytes`"
        );
        assert_eq!(
            errors(
                "[fabric]\nbandwidth_gbs = 20000.0\nlatency_ps = 999\nflit_bytes = 5000\n\
                 host_bandwidth_gbs = -1.0\nhost_latency_ps = 2000000000\n\
                 switch_latency_ps = 2000000000\nbuffer_packets = 0\nrdma_outstanding = 0\n"
            ),
            "fabric.bandwidth_gbs: must be finite, from 0.0005 (a byte per µs) to 10000 GB/s, got 20000\n\
             fabric.latency_ps: must be at least 1000: a link may join two engine partitions, \
             which need a non-zero look-ahead between them, got 999\n\
             fabric.flit_bytes: must be from 1 to 4096, got 5000\n\
             fabric.host_bandwidth_gbs: must be finite, from 0.0005 (a byte per µs) to 10000 GB/s, got -1\n\
             fabric.host_latency_ps: must be at most 1000000000 (1 ms), got 2000000000\n\
             fabric.switch_latency_ps: must be at most 1000000000 (1 ms), got 2000000000\n\
             fabric.buffer_packets: must be at least 1, got 0\n\
             fabric.rdma_outstanding: must be at least 1, got 0"
        );
        assert_eq!(
            errors("[fabric]\ntopology = \"links\"\n"),
            "fabric.links: must list at least one link when topology = \"links\""
        );
        assert_eq!(
            errors("[fabric]\n[[fabric.links]]\na = \"host\"\nb = \"gpu0\"\n"),
            "fabric.links: must be empty unless topology = \"links\", got 1 links"
        );
        assert_eq!(
            errors(
                "[fabric]\ntopology = \"links\"\n\
                 [[fabric.links]]\na = \"host\"\nb = \"gpu0\"\n\
                 [[fabric.links]]\na = \"gpu0\"\nb = \"host\"\nheader_bytes = 5000\n\
                 [[fabric.links]]\na = \"sw\"\nb = \"sw\"\nlatency_ps = 10\n\
                 [[fabric.links]]\na = \"gpu01\"\nb = \"\"\n"
            ),
            "fabric.links[1]: joins the same nodes as links[0]\n\
             fabric.links[1].header_bytes: must be from 0 to 4096, got 5000\n\
             fabric.links[2].b: must differ from a (\"sw\")\n\
             fabric.links[2].latency_ps: must be at least 1000: a link may join two engine \
             partitions, which need a non-zero look-ahead between them, got 10\n\
             fabric.links[3].a: \"gpu01\": names starting with \"gpu\" are GPUs and must read gpu<k>\n\
             fabric.links[3].b: must name a node (\"host\", \"gpu<k>\" or a switch)"
        );
    }

    #[test]
    fn gpu_names_are_checked_against_the_count() {
        let mut c = super::FabricConfig::r9_nano();
        c.topology = super::TopologyKind::Links;
        c.links = vec![super::LinkSpec {
            a: "host".into(),
            b: "gpu4".into(),
            bandwidth_gbs: None,
            latency_ps: None,
            header_bytes: None,
            flit_bytes: None,
        }];
        c.header_bytes = Some(0);
        let mut errs = Vec::new();
        c.validate_at("gpu.timing.fabric", None, &mut errs);
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert_eq!(errs[0].key, "gpu.timing.fabric.header_bytes");
        errs.clear();
        c.header_bytes = None;
        c.validate_at("gpu.timing.fabric", Some(4), &mut errs);
        assert_eq!(
            errs.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
            ["gpu.timing.fabric.links[0].b: \"gpu4\" names no GPU: there are 4 (gpu0 to gpu3)"]
        );
        assert_eq!(super::gpu_of("gpu12"), Some(12));
        assert_eq!(super::gpu_of("gpu"), None);
    }
}
