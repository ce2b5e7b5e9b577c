//! The CPU side's DRAM timing model: one queue per memory controller, addresses interleaved
//! across controllers, each access costing a fixed latency plus its bytes at the controller's
//! bandwidth, behind whatever that controller is still busy with.
//!
//! Used for the host program's own memory traffic (filling and reading host buffers, staging
//! copies, the CPU's share of a workload such as KMeans' centroid update). Config:
//! `[host.dram]` ([`crate::config::DramConfig`]). Stats: accesses, bytes and busy time per
//! controller ([`DramStats`]).
//!
//! Deviations from real DRAM: no banks, rows, refresh or read/write turnaround; a bulk access
//! is one transfer per controller.

use crate::config::{transfer_ps, DramConfig};

/// Per-controller counters.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct DramStats {
    pub accesses: u64,
    pub bytes: u64,
    pub busy_ps: u64,
}

/// The memory controllers of the host.
pub struct HostDram {
    cfg: DramConfig,
    busy_until: Vec<u64>,
    pub stats: Vec<DramStats>,
}

impl HostDram {
    pub fn new(cfg: DramConfig) -> HostDram {
        let n = cfg.controllers.max(1) as usize;
        HostDram {
            cfg,
            busy_until: vec![0; n],
            stats: vec![DramStats::default(); n],
        }
    }

    /// An access of `bytes` at `addr` issued at `now`: returns when the last byte arrives.
    pub fn access(&mut self, now: u64, addr: u64, bytes: u64) -> u64 {
        if bytes == 0 {
            return now;
        }
        let n = self.busy_until.len() as u64;
        let il = self.cfg.interleave_bytes.max(64);
        // Bytes per controller.
        let mut per = vec![0u64; n as usize];
        if bytes >= il * n {
            let whole = bytes / (il * n);
            for p in per.iter_mut() {
                *p += whole * il;
            }
        }
        let mut a = addr + (bytes / (il * n)) * il * n;
        let end = addr + bytes;
        while a < end {
            let chunk = (il - a % il).min(end - a);
            per[((a / il) % n) as usize] += chunk;
            a += chunk;
        }
        let mut done = now;
        for (mc, b) in per.into_iter().enumerate() {
            if b == 0 {
                continue;
            }
            let start = self.busy_until[mc].max(now);
            let t = transfer_ps(b, self.cfg.mb_per_s_per_controller);
            self.busy_until[mc] = start + t;
            let s = &mut self.stats[mc];
            s.accesses += 1;
            s.bytes += b;
            s.busy_ps += t;
            done = done.max(start + t + self.cfg.latency_ps);
        }
        done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bulk_access_spreads_over_controllers_and_queues() {
        let mut d = HostDram::new(DramConfig {
            controllers: 2,
            interleave_bytes: 4096,
            latency_ps: 100,
            mb_per_s_per_controller: 1000, // 1 byte per ns
        });
        // 8 KiB: 4 KiB per controller = 4096 ns each, in parallel.
        assert_eq!(d.access(0, 0, 8192), 4_096_000 + 100);
        assert_eq!(d.stats[0].bytes, 4096);
        assert_eq!(d.stats[1].bytes, 4096);
        // A second access to controller 0 waits for the first.
        assert_eq!(d.access(0, 0, 64), 4_096_000 + 64_000 + 100);
        // Unaligned small access lands on one controller.
        let mut d2 = HostDram::new(DramConfig::ddr4());
        d2.access(0, 4096 + 10, 20);
        assert_eq!(d2.stats[1].bytes, 20);
        assert_eq!(d2.stats[0].bytes, 0);
    }
}
