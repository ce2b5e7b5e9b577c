//! The functional dispatcher of one GPU (`gpu[g].dispatcher` in functional mode): the same
//! ports and messages as the timing dispatcher ([`super::dispatcher`]), with the functional
//! emulator behind them instead of compute units and caches.
//!
//! A `CtlMsg::Launch` runs the member's workgroups on the emulator at once (memory through the
//! GPU's functional view: functional mode may touch memory directly), and `KernelDone` goes back
//! when the modelled duration has passed. Kernels of one GPU run one after another; GPUs run
//! side by side. Duration: `launch_overhead_cycles + ceil(wavefront_instructions x
//! cycles_per_wavefront_instruction / (compute_units x simd_per_cu))` core cycles, or under
//! kernel sampling the duration the launch carries (`LaunchJob::functional_ps`).
//!
//! Deviations: no caches, no DRAM, no contention in functional mode; memory effects are visible
//! from the kernel's start.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::launch::emu_error;
use crate::config::TimingConfig;
use crate::emu::{self, DispatchStats};
use crate::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use crate::proto::launch::KernelReport;
use crate::proto::{CtlMsg, Msg};
use crate::stats::StatsReport;
use crate::sys::memory::SysMem;
use crate::time::{Clock, Cycles, Ps};

/// The constants of functional mode's duration formula (`[gpu.functional]`). The GPU's shape
/// (compute units, SIMDs per compute unit, core clock) is not repeated here: it is the GPU
/// description of the timing config (`cus`, `cu.simds`, `core_clock_mhz`), in both modes.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, default = "FunctionalTiming::r9_nano")]
pub struct FunctionalTiming {
    /// Issue cycles per wavefront instruction on one SIMD. Default 4 (64 lanes on 16-wide SIMDs).
    pub cycles_per_wavefront_instruction: u32,
    /// Fixed cycles per kernel for everything the formula does not model (set-up, the slowest
    /// wave's tail, drain). Default 1000. (The timing dispatcher's `launch_overhead_cycles` is
    /// one modelled step of a kernel, not this.)
    pub kernel_overhead_cycles: u64,
}

/// The GPU shape the functional formula spreads instructions over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GpuShape {
    pub compute_units: u32,
    pub simds_per_cu: u32,
    pub clock: Clock,
}

impl GpuShape {
    /// The shape of the GPU `cfg` describes.
    pub fn of(cfg: &TimingConfig) -> Result<GpuShape, SimError> {
        Ok(GpuShape {
            compute_units: cfg.cus,
            simds_per_cu: cfg.cu.simds,
            clock: Clock::from_mhz(cfg.core_clock_mhz)
                .map_err(|e| SimError::Wiring(e.to_string()))?,
        })
    }
}

impl FunctionalTiming {
    pub fn r9_nano() -> FunctionalTiming {
        FunctionalTiming {
            cycles_per_wavefront_instruction: 4,
            kernel_overhead_cycles: 1000,
        }
    }

    /// Every problem, each naming its key under `prefix`.
    pub fn validate(&self, prefix: &str) -> Vec<String> {
        let mut e = Vec::new();
        if self.cycles_per_wavefront_instruction == 0 {
            e.push(format!(
                "{prefix}.cycles_per_wavefront_instruction: must be at least 1"
            ));
        }
        e
    }

    /// Modelled duration of `stats` on one GPU of shape `gpu`, in ps.
    pub fn kernel_ps(&self, stats: &DispatchStats, gpu: &GpuShape) -> u64 {
        let lanes = u64::from(gpu.compute_units.max(1)) * u64::from(gpu.simds_per_cu.max(1));
        let cycles = stats
            .wavefront_instructions
            .saturating_mul(u64::from(self.cycles_per_wavefront_instruction))
            .div_ceil(lanes);
        gpu.clock
            .cycles(Cycles(self.kernel_overhead_cycles.saturating_add(cycles)))
            .0
    }
}

crate::stats_struct! {
    /// Counters of the functional dispatcher.
    pub struct FunctionalStats {
        /// Kernels (member shares) run.
        kernels: Count,
        /// Workgroups run.
        workgroups: Count,
        /// Wavefront instructions executed.
        wavefront_instructions: Count,
        /// Modelled busy time (summed).
        busy_time: Ps,
    }
}

/// A finished member waiting for its modelled end.
struct Done {
    at: Ps,
    reply_to: PortId,
    msg: CtlMsg,
}

/// The functional dispatcher (see the module doc).
pub struct FunctionalDispatcher {
    path: String,
    timing: FunctionalTiming,
    shape: GpuShape,
    port: PortId,
    mem: SysMem,
    /// The GPU is busy with earlier kernels until then.
    busy_until: Ps,
    done: VecDeque<Done>,
    stats: FunctionalStats,
}

impl FunctionalDispatcher {
    /// Adds GPU `gpu`'s functional dispatcher at `path`; returns its id and port.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        timing: &FunctionalTiming,
        gpu: &TimingConfig,
        mem: SysMem,
    ) -> Result<(CompId, PortId), SimError> {
        let shape = GpuShape::of(gpu)?;
        let id = engine.add_component(path);
        let port = engine.add_port(id, 1024);
        engine.install(
            id,
            Box::new(FunctionalDispatcher {
                path: path.to_string(),
                timing: timing.clone(),
                shape,
                port,
                mem,
                busy_until: Ps::ZERO,
                done: VecDeque::new(),
                stats: FunctionalStats::default(),
            }),
        )?;
        Ok((id, port))
    }

    fn run(&mut self, now: Ps, msg: CtlMsg) -> Result<(), SimError> {
        let CtlMsg::Launch {
            job,
            member,
            tag,
            reply_to,
            ..
        } = msg
        else {
            return Err(SimError::at(
                &self.path,
                format!("unexpected message {msg:?}"),
            ));
        };
        let start = now.max(self.busy_until);
        let j = &job.0;
        let mut report = KernelReport::empty(start.0);
        let mut error = None;
        let private = j.info.packet.private_segment_size_bytes;
        let scratch_bytes = emu::abi::scratch_bytes_needed(j.prep.workgroup, private);
        match j.member_setup(member, scratch_bytes, &self.path) {
            // Before a restored checkpoint's boundary: done at once, nothing run.
            Ok(_) if j.skip => {}
            Err(e) => error = Some(e),
            Ok((g, setup)) => {
                let stats = if setup.workgroups.is_empty() {
                    Ok(DispatchStats::default())
                } else {
                    let mem = self.mem.read();
                    let mut view = mem.view(g);
                    emu::run_dispatch(&setup, &mut view)
                };
                match stats {
                    Ok(s) => {
                        // Kernel sampling gives the duration its samples measured.
                        let d = Ps(j
                            .functional_ps
                            .unwrap_or_else(|| self.timing.kernel_ps(&s, &self.shape)));
                        report.workgroups = s.workgroups;
                        report.wavefronts = s.wavefronts;
                        report.wavefront_instructions = s.wavefront_instructions;
                        report.valu_instructions = s.valu_instructions;
                        report.vmem_instructions = s.vmem_instructions;
                        report.lds_instructions = s.lds_instructions;
                        report.groups_end_ps = (start + d).0;
                        report.end_ps = (start + d).0;
                        self.stats.kernels += 1;
                        self.stats.workgroups += s.workgroups;
                        self.stats.wavefront_instructions += s.wavefront_instructions;
                        self.stats.busy_time += d.0;
                    }
                    Err(e) => error = Some(emu_error(g, &e)),
                }
            }
        }
        let at = Ps(report.end_ps);
        self.busy_until = at;
        self.done.push_back(Done {
            at,
            reply_to,
            msg: CtlMsg::KernelDone {
                tag,
                member,
                report,
                dirty: false,
                error,
            },
        });
        Ok(())
    }
}

impl Component<Msg> for FunctionalDispatcher {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            match m.into_ctl(&self.path)? {
                CtlMsg::Release { tag, reply_to } => {
                    // Nothing is cached in functional mode: a release is done at once.
                    ctx.send(self.port, reply_to, Msg::ctl(CtlMsg::ReleaseDone { tag }))
                        .map_err(|_| SimError::at(&self.path, "command processor port full"))?;
                }
                other => self.run(now, other)?,
            }
        }
        while self.done.front().is_some_and(|d| d.at <= now) {
            let Some(d) = self.done.pop_front() else {
                break;
            };
            ctx.send(self.port, d.reply_to, Msg::ctl(d.msg))
                .map_err(|_| SimError::at(&self.path, "command processor port full"))?;
        }
        if let Some(d) = self.done.front() {
            ctx.wake_at(d.at);
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_time_scales_with_instructions() {
        let t = FunctionalTiming::r9_nano();
        let s = DispatchStats {
            wavefront_instructions: 256 * 100,
            ..Default::default()
        };
        let gpu = GpuShape::of(&TimingConfig::r9_nano()).unwrap();
        // 25600 wave-instructions x 4 cycles / 256 SIMDs = 400 cycles + 1000 overhead.
        assert_eq!(t.kernel_ps(&s, &gpu), 1400 * 1000);
        let half = GpuShape {
            compute_units: 32,
            ..gpu
        };
        assert_eq!(t.kernel_ps(&s, &half), 1800 * 1000);
    }
}
