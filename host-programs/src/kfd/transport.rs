//! What a [`Session`](super::Session) needs from the CPU side it runs on: the driver's entry
//! points (ioctl, the two mmap kinds a session makes, the doorbell store), host memory the GPUs
//! see, and the CPU side's clock. Two implementations exist: the host stub's (driver-channel
//! messages on the bridge, host memory in a shared region, a simulated clock with modelled
//! costs) and the gem5 guest program's (real `ioctl`/`mmap` system calls on `/dev/kfd`, the
//! process's own pages, gem5 keeping time).
//!
//! Everything above this trait — the order of the calls, the argument structs, the pools, the
//! queue images, the packets, the completion protocol — is the session's and exists once.

use anyhow::Result;

/// Which way a copy the program asked for went, for the CPU side's cost model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyKind {
    /// Host memory on both ends (the buffer is a host buffer).
    HostOnly,
    /// Into device memory (hipMemcpy host to device).
    ToDevice,
    /// Out of device memory (device to host).
    FromDevice,
    /// Device to device.
    DeviceToDevice,
}

/// The CPU side a session runs on.
pub trait Transport {
    /// A CPU mapping of a VRAM buffer object (large-BAR window).
    type Window;
    /// A GPU's mapped doorbell page.
    type Doorbells;

    /// The CPU side's simulated time in ps, where this side keeps the clock (the host stub);
    /// `None` where a CPU simulator outside keeps it (gem5).
    fn now(&self) -> Option<u64>;

    /// Lets `ps` of simulated time pass on the CPU (a call's modelled cost). A side without a
    /// clock of its own does nothing.
    fn spend(&mut self, ps: u64) -> Result<()>;

    /// `ioctl(kfd, request, arg)`: `Ok(0)` or `Ok(-errno)` from the driver, with `arg` updated
    /// as the kernel copies the struct out; `Err` only when the driver could not be reached.
    fn ioctl(&mut self, request: u32, arg: &mut [u8]) -> Result<i64>;

    /// Maps GPU `gpu`'s doorbell page (`offset`: the page's mmap offset from CREATE_QUEUE).
    fn map_doorbells(&mut self, gpu: usize, offset: u64) -> Result<Self::Doorbells>;

    /// Maps `len` bytes of a VRAM buffer object of GPU `gpu` (`offset`: its mmap offset).
    fn map_vram(&mut self, gpu: usize, offset: u64, len: u64) -> Result<Self::Window>;

    /// Stores `value` (`width` bytes: 4 on gfx8, 8 later) at byte `at` of a doorbell page.
    fn ring(&mut self, page: &Self::Doorbells, at: u64, value: u64, width: u32) -> Result<()>;

    /// Fresh, page-aligned host memory of at least `bytes` that the GPUs may be given (after
    /// ALLOC_MEMORY_OF_GPU); returns its virtual address, the same for the CPU and the GPUs.
    fn host_alloc(&mut self, bytes: u64) -> Result<u64>;

    /// Plain stores into host memory the session obtained from [`Transport::host_alloc`] (or
    /// the argument area).
    fn host_write(&mut self, va: u64, data: &[u8]) -> Result<()>;

    /// Loads from host memory that another agent (a GPU, the driver) may write.
    fn host_read(&mut self, va: u64, out: &mut [u8]) -> Result<()>;

    /// Makes an AQL packet valid: everything written before is visible to the GPU before the
    /// 16-bit `header` at `va` (a release store).
    fn publish(&mut self, va: u64, header: u16) -> Result<()>;

    /// Copies into a VRAM mapping at byte `off`.
    fn window_write(&mut self, w: &Self::Window, off: u64, data: &[u8]) -> Result<()>;

    /// Copies out of a VRAM mapping at byte `off`.
    fn window_read(&mut self, w: &Self::Window, off: u64, out: &mut [u8]) -> Result<()>;

    /// Called before the session reads completion signals: returns the simulated time up to
    /// which completions may be counted (the host stub lets the GPU process catch up with its
    /// clock first, so the count does not depend on the two processes' wall-clock speeds), or
    /// `None` when every completion the CPU can see counts.
    fn sync_for_poll(&mut self) -> Result<Option<u64>>;

    /// Charges a copy of `bytes` the program asked for (the host side through host DRAM, the
    /// device side over the link), the call's own cost included.
    fn copy_cost(&mut self, bytes: u64, kind: CopyKind) -> Result<()>;

    /// Charges the program's own computation: `ops` simple operations touching `bytes` of
    /// host memory; returns the time it took (0 where the CPU side keeps no clock).
    fn cpu_work(&mut self, ops: u64, bytes: u64) -> Result<u64>;

    /// Tells the GPU side an annotation of the program (`kind`: `host_abi::driver::ANNOTATE_*`;
    /// `arg`: the kernel object of a kernel name; `text`: the name), at the CPU's present time
    /// and in order with the doorbells around it; no answer. A side that carries none (gem5's
    /// guest, whose regions are gem5's own m5ops) ignores it.
    fn annotate(&mut self, kind: u64, arg: u64, text: &[u8]) -> Result<()> {
        let _ = (kind, arg, text);
        Ok(())
    }

    /// The run's checkpoint boundary (docs/standalone.md, "Checkpoints"): the session calls it
    /// once, before it writes launch `launch` (the program's 0-based launch index over all
    /// GPUs, of kernel `kernel`), after every earlier launch finished. The host stub writes or
    /// restores a checkpoint here; a side that takes none does nothing.
    fn boundary(&mut self, launch: u64, kernel: &str) -> Result<()> {
        let _ = (launch, kernel);
        Ok(())
    }

    /// Host memory for arrays an ioctl argument points at (gpu_id lists, event data, the
    /// apertures array): at least [`ARGS_BYTES`](super::ARGS_BYTES), the session's alone.
    fn args_va(&self) -> u64;
}
