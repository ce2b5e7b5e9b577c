//! The CPU side's DRAM timing model: memory controllers (channels) with banks, one row buffer
//! per bank (open-page policy), a shared data bus per channel, and JEDEC-style row timings.
//!
//! Every access to host memory goes through it, whoever makes it: the host program's own
//! traffic (filling and reading host buffers, staging copies, the CPU's share of a workload),
//! the CPU traffic generator ([`TrafficGen`], `[host.traffic]`), and, in the APU
//! configuration, the GPU's L2 misses to host memory arriving on the bridge's memory-controller
//! queues (`crate::mc_server`). So CPU traffic and GPU traffic contend for the same banks and
//! buses. Config: `[host.dram]` ([`crate::config::DramConfig`]). Stats per controller:
//! [`DramStats`].
//!
//! Scheduling is first-come first-served in arrival order (each access's commands are placed
//! at arrival, after the state earlier arrivals left), so an access's completion is known when
//! it arrives and later arrivals never change it. Per 64-byte burst:
//! - row hit: column command when the bank is ready;
//! - closed bank: ACT, then the column command `t_rcd` later;
//! - row conflict: PRE once `t_ras` has passed since the ACT, ACT `t_rp` later, column command
//!   `t_rcd` after that;
//! - data `t_cl` after the column command, on the channel's bus for the burst time
//!   (64 bytes at `mb_per_s_per_controller`), after the bus is free;
//! - done `latency_ps` (controller and interconnect) after the data.
//!
//! Address mapping: `(addr / interleave_bytes) % controllers` picks the channel; inside it the
//! granules are packed and split as column (low `row_bytes`), bank, row.
//!
//! Deviations from real DRAM (docs/deviations.md): FCFS rather than FR-FCFS, no refresh, no
//! write-to-read turnaround or write recovery, one rank, no bank groups.

use crate::config::{transfer_ps, DramConfig, TrafficConfig, TrafficPattern};

/// Per-controller counters.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DramStats {
    /// Accesses (a bulk access counts once per controller it touches).
    pub accesses: u64,
    pub bytes: u64,
    /// Time the data bus was busy, ps.
    pub busy_ps: u64,
    /// 64-byte bursts that found their row open.
    pub row_hits: u64,
    /// Bursts that found their bank closed.
    pub row_misses: u64,
    /// Bursts that had to close another row first.
    pub row_conflicts: u64,
}

#[derive(Clone, Copy, Default, serde::Serialize, serde::Deserialize)]
struct Bank {
    open_row: Option<u64>,
    /// Earliest time of the next column command.
    ready: u64,
    /// Time of the last activate (for t_ras).
    act_at: u64,
}

#[derive(Clone, serde::Serialize, serde::Deserialize)]
struct Channel {
    banks: Vec<Bank>,
    bus_free: u64,
}

/// What a checkpoint keeps of the host DRAM model: every bank's open row and timing, the
/// buses, the counters and the traffic generator's position, so the program after a restored
/// boundary sees the same DRAM as the run that wrote the checkpoint.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
pub struct DramSnapshot {
    channels: Vec<Channel>,
    stats: Vec<DramStats>,
    traffic: Option<TrafficGen>,
    traffic_requests: u64,
}

/// The memory controllers of the host.
pub struct HostDram {
    cfg: DramConfig,
    burst_ps: u64,
    channels: Vec<Channel>,
    pub stats: Vec<DramStats>,
    traffic: Option<TrafficGen>,
    /// Accesses by the traffic generator so far.
    pub traffic_requests: u64,
}

const BURST: u64 = 64;

impl HostDram {
    /// The model's state, for a checkpoint.
    pub fn snapshot(&self) -> DramSnapshot {
        DramSnapshot {
            channels: self.channels.clone(),
            stats: self.stats.clone(),
            traffic: self.traffic.clone(),
            traffic_requests: self.traffic_requests,
        }
    }

    /// Puts back a [`HostDram::snapshot`] of a model with the same configuration (the
    /// checkpoint's configuration was checked before); refuses one of another shape.
    pub fn restore(&mut self, s: DramSnapshot) -> Result<(), String> {
        let shape = |c: &[Channel]| c.iter().map(|c| c.banks.len()).collect::<Vec<_>>();
        if shape(&s.channels) != shape(&self.channels) || s.stats.len() != self.stats.len() {
            return Err(format!(
                "the host DRAM state has {} channels of {:?} banks, this run's model {} of {:?}",
                s.channels.len(),
                shape(&s.channels),
                self.channels.len(),
                shape(&self.channels)
            ));
        }
        self.channels = s.channels;
        self.stats = s.stats;
        self.traffic = s.traffic;
        self.traffic_requests = s.traffic_requests;
        Ok(())
    }

    pub fn new(cfg: DramConfig) -> HostDram {
        let n = cfg.controllers.max(1) as usize;
        let banks = cfg.banks.max(1) as usize;
        HostDram {
            burst_ps: transfer_ps(BURST, cfg.mb_per_s_per_controller).max(1),
            channels: (0..n)
                .map(|_| Channel {
                    banks: vec![Bank::default(); banks],
                    bus_free: 0,
                })
                .collect(),
            stats: vec![DramStats::default(); n],
            cfg,
            traffic: None,
            traffic_requests: 0,
        }
    }

    /// Adds the CPU traffic generator (it competes with every later access).
    pub fn with_traffic(mut self, t: &TrafficConfig) -> HostDram {
        self.traffic = TrafficGen::new(t);
        self
    }

    /// The controller of host address `addr`.
    pub fn controller_of(&self, addr: u64) -> usize {
        let il = self.cfg.interleave_bytes.max(BURST);
        ((addr / il) % self.channels.len() as u64) as usize
    }

    /// Runs the traffic generator's accesses issued up to `t` (in time order, before any access
    /// arriving at `t` or later: FCFS makes this the same as issuing them at their times).
    fn traffic_until(&mut self, t: u64) {
        loop {
            let Some(g) = self.traffic.as_mut() else {
                return;
            };
            if g.next_ps > t {
                return;
            }
            let (at, addr) = g.pop();
            self.traffic_requests += 1;
            self.burst(at, addr, false);
        }
    }

    /// One burst (at most 64 bytes inside one burst slot) at `addr` arriving at `now`; returns
    /// when its data has left the bus, and counts it.
    fn burst(&mut self, now: u64, addr: u64, count_access: bool) -> u64 {
        let n = self.channels.len() as u64;
        let il = self.cfg.interleave_bytes.max(BURST);
        let ch = ((addr / il) % n) as usize;
        let local = (addr / (il * n)) * il + addr % il;
        let row_bytes = self.cfg.row_bytes.max(BURST);
        let nb = self.channels[ch].banks.len() as u64;
        let bank_i = ((local / row_bytes) % nb) as usize;
        let row = local / (row_bytes * nb);
        let c = &self.cfg;
        let (t_rcd, t_rp, t_cl, t_ras) = (c.t_rcd_ps, c.t_rp_ps, c.t_cl_ps, c.t_ras_ps);
        let chan = &mut self.channels[ch];
        let bank = &mut chan.banks[bank_i];
        let s = &mut self.stats[ch];
        let cas = match bank.open_row {
            Some(r) if r == row => {
                s.row_hits += 1;
                now.max(bank.ready)
            }
            Some(_) => {
                s.row_conflicts += 1;
                let pre = now.max(bank.ready).max(bank.act_at + t_ras);
                let act = pre + t_rp;
                bank.act_at = act;
                act + t_rcd
            }
            None => {
                s.row_misses += 1;
                let act = now.max(bank.ready);
                bank.act_at = act;
                act + t_rcd
            }
        };
        bank.open_row = Some(row);
        let data = (cas + t_cl).max(chan.bus_free);
        let end = data + self.burst_ps;
        chan.bus_free = end;
        // The next column command to this bank may follow one burst later.
        bank.ready = cas + self.burst_ps;
        s.busy_ps += self.burst_ps;
        if count_access {
            s.accesses += 1;
        }
        end
    }

    /// An access of `bytes` at `addr` issued at `now`: returns when the last byte arrives.
    pub fn access(&mut self, now: u64, addr: u64, bytes: u64) -> u64 {
        if bytes == 0 {
            return now;
        }
        self.traffic_until(now);
        let mut done = now;
        let mut a = addr;
        let end = addr.saturating_add(bytes);
        let mut seen = vec![false; self.channels.len()];
        while a < end {
            let chunk = (BURST - a % BURST).min(end - a);
            let ch = self.controller_of(a);
            let first = !seen[ch];
            seen[ch] = true;
            done = done.max(self.burst(now, a, first));
            self.stats[ch].bytes += chunk;
            a += chunk;
        }
        done + self.cfg.latency_ps
    }
}

/// The CPU traffic generator: accesses of one burst at a fixed rate over a footprint of host
/// addresses, sequential (`stream`) or pseudo-random (`random`, a fixed-seed xorshift, so runs
/// are deterministic). It only occupies banks and buses; it reads and writes no bytes.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
pub struct TrafficGen {
    period_ps: u64,
    next_ps: u64,
    stop_ps: u64,
    pattern: TrafficPattern,
    base: u64,
    footprint: u64,
    pos: u64,
    rng: u64,
}

impl TrafficGen {
    /// `None` when the rate is zero (off).
    pub fn new(t: &TrafficConfig) -> Option<TrafficGen> {
        if t.requests_per_us == 0 {
            return None;
        }
        Some(TrafficGen {
            period_ps: (1_000_000 / u64::from(t.requests_per_us)).max(1),
            next_ps: t.start_ps,
            stop_ps: if t.stop_ps == 0 { u64::MAX } else { t.stop_ps },
            pattern: t.pattern,
            base: t.offset_bytes,
            footprint: t.footprint_bytes.max(BURST) / BURST * BURST,
            pos: 0,
            rng: 0x9e37_79b9_7f4a_7c15,
        })
    }

    /// The next access (time, address); moves on.
    fn pop(&mut self) -> (u64, u64) {
        let at = self.next_ps;
        let off = match self.pattern {
            TrafficPattern::Stream => {
                let o = self.pos;
                self.pos = (self.pos + BURST) % self.footprint;
                o
            }
            TrafficPattern::Random => {
                self.rng ^= self.rng << 13;
                self.rng ^= self.rng >> 7;
                self.rng ^= self.rng << 17;
                (self.rng % (self.footprint / BURST)) * BURST
            }
        };
        self.next_ps = self.next_ps.saturating_add(self.period_ps);
        if self.next_ps >= self.stop_ps {
            self.next_ps = u64::MAX;
        }
        (at, self.base + off)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg() -> DramConfig {
        DramConfig {
            controllers: 2,
            interleave_bytes: 4096,
            latency_ps: 100,
            mb_per_s_per_controller: 64_000, // 64 B per ns: 1000 ps bursts
            banks: 4,
            row_bytes: 2048,
            t_rcd_ps: 10_000,
            t_rp_ps: 10_000,
            t_cl_ps: 10_000,
            t_ras_ps: 30_000,
        }
    }

    #[test]
    fn closed_hit_and_conflict_latencies() {
        let mut d = HostDram::new(cfg());
        // Closed bank: ACT at 0, CAS at 10 ns, data 20..21 ns, +100 ps.
        assert_eq!(d.access(0, 0, 64), 21_100);
        // Row hit at 100 ns: CAS at once, data 110..111 ns.
        assert_eq!(d.access(100_000, 64, 64), 111_100);
        // Same bank (bank 0 of channel 0), another row: local 2048*4 = 8192 is row 1 of bank 0;
        // host address of local 8192 on channel 0 with 4 KiB interleave over 2 channels: 16384.
        assert_eq!(
            d.access(200_000, 16384, 64),
            200_000 + 10_000 + 10_000 + 10_000 + 1_000 + 100
        );
        let s = &d.stats[0];
        assert_eq!((s.row_misses, s.row_hits, s.row_conflicts), (1, 1, 1));
    }

    #[test]
    fn bulk_access_spreads_over_controllers_and_queues() {
        let mut d = HostDram::new(cfg());
        // 8 KiB: 4 KiB per controller, 64 bursts each on its own bus.
        let done = d.access(0, 0, 8192);
        assert!(done >= 64 * 1_000, "{done}");
        assert_eq!(d.stats[0].bytes, 4096);
        assert_eq!(d.stats[1].bytes, 4096);
        assert_eq!(d.stats[0].accesses, 1);
        // A later small access to controller 0 waits for the bus.
        let t = d.access(0, 0, 64);
        assert!(t > done - 100, "{t} vs {done}");
        // Unaligned small access lands on one controller.
        let mut d2 = HostDram::new(DramConfig::ddr4());
        d2.access(0, 4096 + 10, 20);
        assert_eq!(d2.stats[1].bytes, 20);
        assert_eq!(d2.stats[0].bytes, 0);
    }

    #[test]
    fn traffic_competes_for_the_bus() {
        let t = TrafficConfig {
            requests_per_us: 500, // one burst every 2 ns per... over both controllers
            pattern: TrafficPattern::Random,
            footprint_bytes: 1 << 24,
            offset_bytes: 1 << 30,
            start_ps: 0,
            stop_ps: 0,
        };
        let lat = |with: bool| {
            let mut d = HostDram::new(DramConfig::ddr4());
            if with {
                d = d.with_traffic(&t);
            }
            let mut total = 0;
            for i in 0..200u64 {
                let now = 1_000_000 + i * 10_000;
                total += d.access(now, i * 64, 64) - now;
            }
            (total / 200, d.traffic_requests)
        };
        let (quiet, n0) = lat(false);
        let (busy, n1) = lat(true);
        assert_eq!(n0, 0);
        assert!(n1 > 1000, "{n1}");
        assert!(busy > quiet + 5_000, "quiet {quiet} busy {busy}");
    }

    #[test]
    fn ddr4_defaults_are_about_80_ns_closed() {
        let mut d = HostDram::new(DramConfig::ddr4());
        let t = d.access(0, 0, 64);
        assert!((75_000..90_000).contains(&t), "{t}");
    }
}
