//! The system the GPUs share, on the host side of the GPU process: the emulated KFD driver as
//! a component (`sys.driver`, [`driver`]), the system-memory port the command processors use
//! (`sys.mem`, [`sysmem`]), the system's memory with its one page table ([`memory`]: host
//! memory, every GPU's VRAM, where each 4 KiB page lives) and the per-GPU servers through
//! which the timing model's page walkers read that table (`gpu[g].page_table`, [`pagetable`]).
//! Module paths follow the component paths: what is `sys.…` lives here, what is `gpu[g].…`
//! in the hardware blocks' modules; `crate::world` assembles both into the one engine.
//! Beneath the components, [`shm`] maps the shared regions (host memory, VRAM) the system's
//! memory is made of.
//!
//! Layering (docs/architecture.md): [`shm`] and [`memory`] are plain data and rank low (the
//! physical address map, the messages and the memory components build on them); the
//! components ([`driver`], [`sysmem`], [`pagetable`]) rank high.

pub mod driver;
pub mod memory;
pub mod pagetable;
pub mod shm;
pub mod sysmem;
