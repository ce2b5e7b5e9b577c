//! The switching core every fabric node has: input buffers per incoming link and virtual
//! channel, output links that serialise packets by size, credit-based flow control, and
//! round-robin arbitration. A switch is only this; an RDMA engine and the host's memory are this
//! plus a local endpoint that injects packets and takes the ones addressed to it.
//!
//! **Timing of one hop.** A packet that wins its output at `t` occupies the link for
//! `serialise_ps(payload)` (header plus payload in whole flits at the link's bandwidth) and is
//! handed to the engine when its tail has left, at `t + ser`; the engine link carries it for
//! the link's latency plus the receiving node's entry latency (a switch's pipeline), so it
//! arrives at `t + ser + latency + entry` and may leave again at once (store and forward).
//!
//! **Flow control.** A sender holds one credit per free slot of the receiver's input buffer, per
//! virtual channel (`buffer_packets` each). Sending spends one; the receiver returns it (a
//! `Credit` message over the reverse direction, link latency only) when the packet leaves its
//! buffer: onto the next link, or into the local endpoint. A full buffer therefore stops the
//! upstream link, and queues back up towards the senders: contention shows as queueing delay.
//! Requests and responses have their own channel and buffers and responses win a free output
//! first, so an answer never waits behind a request (no request-response deadlock).
//!
//! **Arbitration.** Each output link, when idle, takes the head packet of the next input (in
//! round-robin order from the last winner) whose head is bound for it; a buffer's head blocks
//! the packets behind it (head-of-line blocking, as in an input-queued switch).

use std::collections::VecDeque;

use super::topology::{DirLink, Topology};
use crate::engine::{drain_outbox, Ctx, Engine, Outbox, PortId, SimError};
use crate::proto::{Msg, NetMsg, Packet};
use crate::stats::StatsReport;
use crate::time::Ps;

/// Virtual channels: 0 requests, 1 responses.
pub const VCS: usize = 2;

crate::stats_struct! {
    /// Counters of one direction of a fabric link (reported as `fabric.<from>.to_<to>`).
    pub struct FabricLinkStats {
        /// Packets sent.
        packets: Count,
        /// Bytes on the wire (headers and flit padding included).
        wire_bytes: Bytes,
        /// Data bytes carried (read data, write data, atomic operands).
        payload_bytes: Bytes,
        /// Time the link was busy sending.
        busy: Ps,
        /// Summed time packets waited at the sending node before they started on this link.
        queue_delay: Ps,
        /// Times the link was idle with a packet for it but no credit downstream.
        credit_stalls: Count,
    }
}

/// The two ports of a node: packets come in on the first, credits on the second.
#[derive(Clone, Copy, Debug)]
pub struct NodePorts {
    pub packets: PortId,
    pub credits: PortId,
}

struct Input {
    /// The node sending on this input's link and its credit port; `None` for local injections.
    upstream: Option<(u32, PortId)>,
    q: [VecDeque<(Ps, Packet)>; VCS],
}

struct Output {
    link: u32,
    name: String,
    spec: DirLink,
    to: PortId,
    credits: [u32; VCS],
    busy_until: Ps,
    rr: [usize; VCS],
    stats: FabricLinkStats,
}

/// One node's switching core (see the module doc).
pub struct Router {
    node: usize,
    path: String,
    ports: NodePorts,
    /// Incoming links in ascending id, then the local injections.
    inputs: Vec<Input>,
    outputs: Vec<Output>,
    /// Per directed link id: the input or output index it is at this node.
    input_of: Vec<Option<usize>>,
    output_of: Vec<Option<usize>>,
    /// Per destination endpoint: the output towards it (`None`: this node).
    route: Vec<Option<usize>>,
    outbox: Outbox<(PortId, PortId, Msg)>,
}

/// A stats-safe name of a node: letters, digits and `_` only.
pub fn node_label(name: &str) -> String {
    name.chars()
        .filter_map(|c| match c {
            'a'..='z' | 'A'..='Z' | '0'..='9' | '_' => Some(c),
            '.' | '-' => Some('_'),
            _ => None,
        })
        .collect()
}

impl Router {
    /// Restarts every output's round-robin arbitration at its first input, as a freshly built
    /// router has it: the checkpoint boundary of the run that writes a checkpoint
    /// (`World::boundary_reset`), with the fabric idle.
    pub fn reset_arbitration(&mut self) {
        for o in &mut self.outputs {
            o.rr = [0; VCS];
        }
    }

    /// The port buffer a node needs: every credit of every incoming link, both channels, so a
    /// send never meets a full buffer.
    pub fn port_capacity(topo: &Topology, node: usize, buffer_packets: u32) -> usize {
        (topo.in_links(node).len().max(1) * VCS * buffer_packets as usize) + 16
    }

    /// Node `node`'s core in `topo`; `ports[k]` are node `k`'s ports.
    pub fn new(
        path: &str,
        topo: &Topology,
        node: usize,
        ports: &[NodePorts],
        buffer_packets: u32,
    ) -> Result<Router, SimError> {
        let port_of = |k: usize| {
            ports
                .get(k)
                .copied()
                .ok_or_else(|| SimError::Wiring(format!("{path}: no ports for fabric node {k}")))
        };
        let mut input_of = vec![None; topo.links.len()];
        let mut output_of = vec![None; topo.links.len()];
        let mut inputs = Vec::new();
        for l in topo.in_links(node) {
            input_of[l] = Some(inputs.len());
            inputs.push(Input {
                upstream: Some((l as u32, port_of(topo.links[l].from)?.credits)),
                q: Default::default(),
            });
        }
        inputs.push(Input {
            upstream: None,
            q: Default::default(),
        });
        let mut outputs = Vec::new();
        for l in topo.out_links(node) {
            let spec = topo.links[l].clone();
            output_of[l] = Some(outputs.len());
            outputs.push(Output {
                link: l as u32,
                name: format!(
                    "fabric.{}.to_{}",
                    node_label(&topo.nodes[node].name),
                    node_label(&topo.nodes[spec.to].name)
                ),
                to: port_of(spec.to)?.packets,
                spec,
                credits: [buffer_packets; VCS],
                busy_until: Ps::ZERO,
                rr: [0; VCS],
                stats: FabricLinkStats::default(),
            });
        }
        let route = (0..topo.endpoints())
            .map(|dst| {
                topo.next_link(node, dst)
                    .and_then(|l| output_of.get(l).copied().flatten())
            })
            .collect();
        Ok(Router {
            node,
            path: path.to_string(),
            ports: port_of(node)?,
            inputs,
            outputs,
            input_of,
            output_of,
            route,
            outbox: Outbox::new(),
        })
    }

    /// Joins every node's ports along the links of `topo`: packets to the receiver's packet
    /// port (link latency plus its entry latency), credits back to the sender's credit port
    /// (link latency).
    pub fn wire(
        engine: &mut Engine<Msg>,
        topo: &Topology,
        ports: &[NodePorts],
    ) -> Result<(), SimError> {
        for l in &topo.links {
            let (Some(a), Some(b)) = (ports.get(l.from), ports.get(l.to)) else {
                return Err(SimError::Wiring(
                    "fabric link to a node without ports".into(),
                ));
            };
            let entry = topo.nodes[l.to].entry_latency_ps;
            engine.connect_one_way(a.packets, b.packets, Ps(l.latency_ps + entry))?;
            engine.connect_one_way(b.packets, a.credits, Ps(l.latency_ps))?;
        }
        Ok(())
    }

    /// Takes every packet and credit that has arrived.
    pub fn receive(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        for port in [self.ports.credits, self.ports.packets] {
            while let Some(m) = ctx.recv(port) {
                let Msg::Net(n) = m else {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message {m:?}"),
                    ));
                };
                match *n {
                    NetMsg::Credit { link, vc } => {
                        let o = self
                            .output_of
                            .get(link as usize)
                            .copied()
                            .flatten()
                            .ok_or_else(|| {
                                SimError::at(&self.path, format!("credit for link {link}"))
                            })?;
                        let c = &mut self.outputs[o].credits[usize::from(vc) % VCS];
                        *c += 1;
                    }
                    NetMsg::Packet(p) => {
                        let i = self
                            .input_of
                            .get(p.link as usize)
                            .copied()
                            .flatten()
                            .ok_or_else(|| {
                                SimError::at(&self.path, format!("packet on link {}", p.link))
                            })?;
                        self.enqueue(i, now, p)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Queues a packet the local endpoint sends (requests or answers); it leaves when its
    /// output and a credit are free.
    pub fn inject(&mut self, now: Ps, p: Packet) -> Result<(), SimError> {
        self.enqueue(self.inputs.len() - 1, now, p)
    }

    /// Puts `p` into input `i`'s buffer. A packet bound nowhere this node knows would wait
    /// there forever: an error, not a hang.
    fn enqueue(&mut self, i: usize, now: Ps, p: Packet) -> Result<(), SimError> {
        let dst = usize::from(p.dst);
        if dst != self.node && self.route.get(dst).is_none_or(Option::is_none) {
            return Err(SimError::at(
                &self.path,
                format!("no route to fabric endpoint {dst}"),
            ));
        }
        self.inputs[i].q[usize::from(p.vc) % VCS].push_back((now, p));
        Ok(())
    }

    /// Every input buffer (input, channel), answers first: where an endpoint looks for the
    /// packets addressed to it, with [`Router::pop_local`].
    pub fn buffers(&self) -> impl Iterator<Item = (usize, usize)> {
        let n = self.inputs.len();
        (0..VCS)
            .rev()
            .flat_map(move |vc| (0..n).map(move |i| (i, vc)))
    }

    /// Takes the head of buffer `(i, vc)` if it is addressed to this node; the endpoint then
    /// either calls [`Router::taken`] or gives it back with [`Router::unpop`].
    pub fn pop_local(&mut self, (i, vc): (usize, usize)) -> Option<(Ps, Packet)> {
        let input = self.inputs.get_mut(i)?;
        if input
            .q
            .get(vc)?
            .front()
            .is_some_and(|(_, p)| usize::from(p.dst) == self.node)
        {
            input.q[vc].pop_front()
        } else {
            None
        }
    }

    /// The endpoint took the packet it popped from `(i, vc)`: its slot is free.
    pub fn taken(&mut self, now: Ps, (i, vc): (usize, usize)) {
        self.credit(now, i, vc);
    }

    /// The endpoint could not take the packet it popped from `(i, vc)`: it heads the buffer
    /// again.
    pub fn unpop(&mut self, (i, vc): (usize, usize), at: Ps, p: Packet) {
        if let Some(q) = self.inputs.get_mut(i).and_then(|x| x.q.get_mut(vc)) {
            q.push_front((at, p));
        }
    }

    /// Starts every packet that can leave now, sends what is due, and asks to be woken when
    /// the node next has something to do on its own (the last step of a node's wake-up).
    pub fn forward(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        for o in 0..self.outputs.len() {
            while self.outputs[o].busy_until <= now {
                if !self.start_one(now, o) {
                    break;
                }
            }
        }
        drain_outbox(&self.path, &mut self.outbox, now, ctx)?;
        if let Some(t) = self.next_wake(now) {
            ctx.wake_at(t);
        }
        Ok(())
    }

    /// When the router next has something to do on its own (a packet's tail leaving, an
    /// output becoming free with packets waiting); arrivals wake it through its ports.
    fn next_wake(&self, now: Ps) -> Option<Ps> {
        let waiting = self
            .inputs
            .iter()
            .any(|i| i.q.iter().any(|q| !q.is_empty()));
        let busy = self
            .outputs
            .iter()
            .map(|o| o.busy_until)
            .filter(|&t| waiting && t > now)
            .min();
        match (self.outbox.next_time(), busy) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Appends every output link's counters.
    pub fn report_stats(&self, out: &mut StatsReport) {
        for o in &self.outputs {
            out.add_group(&o.name, &o.stats);
        }
    }

    /// Returns the credit of the packet that just left input `i`'s channel `vc`.
    fn credit(&mut self, now: Ps, i: usize, vc: usize) {
        if let Some((link, to)) = self.inputs[i].upstream {
            let m = Msg::Net(Box::new(NetMsg::Credit { link, vc: vc as u8 }));
            self.outbox.push(now, (self.ports.packets, to, m));
        }
    }

    /// Starts one packet on output `o` if one is waiting and has a credit; answers first.
    fn start_one(&mut self, now: Ps, o: usize) -> bool {
        let n = self.inputs.len();
        for vc in (0..VCS).rev() {
            let start = self.outputs[o].rr[vc];
            let pick = (0..n).map(|k| (start + k) % n).find(|&i| {
                self.inputs[i].q[vc]
                    .front()
                    .is_some_and(|(_, p)| self.route.get(usize::from(p.dst)) == Some(&Some(o)))
            });
            let Some(i) = pick else { continue };
            if self.outputs[o].credits[vc] == 0 {
                self.outputs[o].stats.credit_stalls += 1;
                continue;
            }
            let Some((arrived, mut p)) = self.inputs[i].q[vc].pop_front() else {
                continue;
            };
            self.credit(now, i, vc);
            let out = &mut self.outputs[o];
            out.credits[vc] -= 1;
            out.rr[vc] = (i + 1) % n;
            let ser = Ps(out.spec.serialise_ps(p.payload));
            out.busy_until = now + ser;
            out.stats.packets += 1;
            out.stats.wire_bytes += out.spec.wire_bytes(p.payload);
            out.stats.payload_bytes += u64::from(p.payload);
            out.stats.busy += ser.0;
            out.stats.queue_delay += (now - arrived).0;
            p.link = out.link;
            let to = out.to;
            self.outbox.push(
                now + ser,
                (
                    self.ports.packets,
                    to,
                    Msg::Net(Box::new(NetMsg::Packet(p))),
                ),
            );
            return true;
        }
        false
    }
}
