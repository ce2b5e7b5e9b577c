//! The CPU side's memory-controller server: answers the GPU's memory requests that arrive on
//! the bridge's per-controller request queues (the APU configuration's L2 misses to host
//! memory) through the host DRAM model, at the time the DRAM model says they finish.
//!
//! A request is served when it is delivered (its stamp: the GPU's send time plus the bridge
//! latency): a write's masked bytes go into host memory at once (later requests see them,
//! FCFS), a read's line is read at once; the DRAM model ([`HostDram`]) gives the completion
//! time, competing with the host program's own accesses and the CPU traffic generator. The
//! response waits in [`McServer`] until the CPU side's clock reaches that time, then leaves on
//! the controller's response queue (stamped `+ latency` by the bridge). The caller's time loop
//! must stop at [`McServer::next_due`] and call [`McServer::send_due`] there.
//!
//! Addresses on the wire are host physical addresses: for the host stub, the byte offset in
//! host memory (the shared region). Data travels in the messages (a read response carries the
//! line, a write its bytes and mask), so a GPU side that cannot map host memory works too.

use std::collections::BTreeMap;

use bridge::wire::{MemMsg, MEM_READ, MEM_READ_RESP, MEM_WRITE, MEM_WRITE_ACK};
use bridge::Endpoint;
use gpu_sim::sys::shm::SharedRegion;

use crate::dram::HostDram;

/// Counters of the server (GPU requests only).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct McServerStats {
    pub reads: u64,
    pub writes: u64,
    /// Sum over requests of (DRAM completion - arrival), ps: the CPU side's share of the GPU's
    /// host-memory latency, contention included.
    pub service_ps_total: u64,
    pub service_ps_max: u64,
    /// Requests whose address lies outside host memory (answered with zeros / dropped bytes).
    pub out_of_range: u64,
    /// Messages of a type the server does not know (ignored).
    pub unknown: u64,
}

/// The memory-controller server (see the module doc).
#[derive(Default)]
pub struct McServer {
    /// (due time, sequence) -> (controller, response type, message).
    due: BTreeMap<(u64, u64), (u32, u8, MemMsg)>,
    seq: u64,
    pub stats: McServerStats,
}

impl McServer {
    pub fn new() -> McServer {
        McServer::default()
    }

    /// Serves one request delivered at `now` on controller `mc`.
    pub fn on_request(
        &mut self,
        now: u64,
        mc: u32,
        ty: u8,
        msg: MemMsg,
        dram: &mut HostDram,
        host: &SharedRegion,
    ) {
        let size = u64::from(msg.size.clamp(1, 64));
        let line = msg.addr & !63;
        let mut r = msg;
        let rty = match ty {
            MEM_READ => {
                self.stats.reads += 1;
                let mut data = [0u8; 64];
                if host.read(line, &mut data).is_err() {
                    self.stats.out_of_range += 1;
                }
                r.data = data;
                MEM_READ_RESP
            }
            MEM_WRITE => {
                self.stats.writes += 1;
                let mut ok = true;
                for i in 0..64u64 {
                    if msg.byte_mask >> i & 1 == 1 {
                        ok &= host.write(line + i, &[msg.data[i as usize]]).is_ok();
                    }
                }
                if !ok {
                    self.stats.out_of_range += 1;
                }
                r.data = [0; 64];
                MEM_WRITE_ACK
            }
            _ => {
                self.stats.unknown += 1;
                return;
            }
        };
        let done = dram.access(now, msg.addr, size);
        let service = done.saturating_sub(now);
        self.stats.service_ps_total += service;
        self.stats.service_ps_max = self.stats.service_ps_max.max(service);
        self.seq += 1;
        self.due.insert((done, self.seq), (mc, rty, r));
    }

    /// The earliest time a response must leave.
    pub fn next_due(&self) -> Option<u64> {
        self.due.first_key_value().map(|(k, _)| k.0)
    }

    /// Responses still waiting.
    pub fn pending(&self) -> usize {
        self.due.len()
    }

    /// Sends every response due at or before the endpoint's present time (it must be at the
    /// due time: the bridge stamps `now + latency`).
    pub fn send_due(&mut self, ep: &mut Endpoint) -> bridge::Result<()> {
        let now = ep.now();
        while let Some(e) = self.due.first_entry() {
            if e.key().0 > now {
                break;
            }
            let (mc, ty, m) = e.remove();
            ep.send_mem(mc, ty, &m)?;
        }
        Ok(())
    }
}
