//! The command processors of all N GPUs behind one driver: applies driver notes to the GPU
//! they name, routes doorbell stores through the driver's queue table to the right CP, and
//! runs every CP in simulated time (GPUs in index order, so runs are deterministic).
//!
//! This is the glue a front end (host stub, gem5 adapter) calls; it holds no reference to
//! the driver, which is passed in per call.

use emulated_driver::{Driver, Errno};

use super::{CommandProcessor, CpConfig, KernelLauncher};
use crate::emu::Memory;

/// One [`CommandProcessor`] per GPU.
#[derive(Clone, Debug)]
pub struct CpSet {
    cps: Vec<CommandProcessor>,
}

impl CpSet {
    /// CPs for GPUs `0..n_gpus`, all with `cfg`.
    pub fn new(cfg: &CpConfig, n_gpus: usize) -> CpSet {
        CpSet {
            cps: (0..n_gpus)
                .map(|g| CommandProcessor::new(cfg.clone(), g))
                .collect(),
        }
    }

    pub fn cp(&self, gpu_index: usize) -> Option<&CommandProcessor> {
        self.cps.get(gpu_index)
    }
    pub fn cps(&self) -> &[CommandProcessor] {
        &self.cps
    }

    /// Applies every pending driver note to the CP of its GPU; returns how many applied.
    pub fn sync_with(&mut self, drv: &mut Driver) -> usize {
        let mut n = 0;
        for note in drv.take_notes() {
            for cp in self.cps.iter_mut() {
                n += usize::from(cp.apply_note(&note));
            }
        }
        n
    }

    /// A store of `value` (`width_bytes` wide) at `offset_in_page` of GPU `gpu_index`'s
    /// doorbell page at `now_ps`. Stores that reach no queue of that GPU are -EINVAL.
    pub fn doorbell(
        &mut self,
        drv: &mut Driver,
        gpu_index: usize,
        offset_in_page: u64,
        value: u64,
        width_bytes: u32,
        now_ps: u64,
    ) -> Result<(), Errno> {
        self.sync_with(drv);
        let r = drv.doorbell_write(gpu_index, offset_in_page, value, width_bytes)?;
        let cp = self.cps.get_mut(r.gpu_index).ok_or(Errno::EINVAL)?;
        cp.doorbell(r.queue_id, r.value, now_ps)
            .map_err(|_| Errno::EINVAL)
    }

    /// The earliest time any CP has work.
    pub fn next_event_ps(&self) -> Option<u64> {
        self.cps.iter().filter_map(|c| c.next_event_ps()).min()
    }

    /// Runs all CPs up to `until_ps`. Each CP runs in turn to its next event so that a
    /// signal completed on one GPU is visible to the others' barrier polls in time order.
    pub fn run_until(
        &mut self,
        until_ps: u64,
        mem: &mut dyn Memory,
        launcher: &mut dyn KernelLauncher,
        drv: &mut Driver,
    ) -> u64 {
        self.sync_with(drv);
        let mut steps = 0;
        while let Some(t) = self.next_event_ps() {
            if t > until_ps {
                break;
            }
            for cp in self.cps.iter_mut() {
                steps += cp.run_until(t, mem, launcher, drv);
            }
        }
        steps
    }
}
