//! The physical address map of the timing mode, and the stores that hold the bytes behind it.
//!
//! Caches, DRAM channels and links see physical addresses; the TLBs translate virtual page
//! numbers to physical page numbers (4 KiB pages). Every page-table frame
//! ([`Frame`]`{ place, offset }`) has a physical address:
//!
//! | place | physical address |
//! |---|---|
//! | host memory, offset `o` | `HOST_PA_BASE + o` |
//! | GPU `g`'s VRAM, offset `o` | `gpu_pa_base(g) + o` |
//! | GPU `g`'s scratch window, offset `o` | `gpu_pa_base(g) + SCRATCH_PA_OFFSET + o` |
//!
//! Each GPU owns a [`GPU_PA_WINDOW`]-byte window. Its VRAM starts at the window's base; its
//! scratch memory (the private segment of its waves, [`scratch_va`]) lies higher in the same
//! window, so scratch traffic goes through the GPU's own DRAM channels: the channels fold
//! window offsets onto their capacity for bank/row timing (`SCRATCH_PA_OFFSET` folds onto the
//! top quarter of a 4 GiB VRAM, which small workloads leave empty), while data is stored by
//! physical address. Scratch is never reached by another agent.
//!
//! [`PhysStore`] is what a DRAM channel or a link reads and writes: [`RegionStore`] over a
//! shared memfd region (host memory, a GPU's VRAM), [`SparsePhys`] for scratch and tests, and
//! [`GpuPhys`], which puts a GPU's VRAM and scratch stores behind one store addressed by
//! physical address. Stores use interior mutability because several components (a GPU's DRAM
//! channels, every other GPU's peer link) share one; the simulation orders their accesses.

pub mod store;

use crate::proto::ByteMask;
use crate::sys::memory::{scratch_va, Frame, PageTable, Place, PAGE};
use crate::sys::shm::{SharedRegion, ShmError};
use std::sync::{Arc, Mutex};
use store::SparseStore;

/// Host memory's physical base (16 TiB).
pub const HOST_PA_BASE: u64 = 1 << 44;
/// Largest host memory the map covers (16 TiB).
pub const HOST_PA_BYTES: u64 = 1 << 44;
/// GPU 0's physical window base (32 TiB); GPU `g` is `GPU_PA_WINDOW x g` above it.
pub const GPU_PA_BASE: u64 = 1 << 45;
/// Bytes of physical address space per GPU (64 GiB): VRAM, then scratch.
pub const GPU_PA_WINDOW: u64 = 1 << 36;
/// Where a GPU's scratch memory starts inside its window (35 GiB: above any VRAM up to 32 GiB,
/// and congruent to 3 GiB modulo every power-of-two VRAM size from 4 to 32 GiB).
pub const SCRATCH_PA_OFFSET: u64 = (1 << 35) + (3 << 30);
/// Largest scratch window per GPU (the rest of the window).
pub const SCRATCH_PA_BYTES: u64 = GPU_PA_WINDOW - SCRATCH_PA_OFFSET;
/// Largest number of GPUs the map covers.
pub const MAX_GPUS: usize = 1 << 9;

/// Physical window base of GPU `g`.
pub fn gpu_pa_base(g: usize) -> u64 {
    GPU_PA_BASE + g as u64 * GPU_PA_WINDOW
}

/// Physical address of scratch byte `offset` of GPU `g`.
pub fn scratch_pa(g: usize, offset: u64) -> u64 {
    gpu_pa_base(g) + SCRATCH_PA_OFFSET + offset
}

/// The physical address of byte `within` (below one page) of `frame`.
pub fn frame_pa(frame: Frame, within: u64) -> u64 {
    match frame.place {
        Place::Host => HOST_PA_BASE + frame.offset + within,
        Place::Gpu(g) => gpu_pa_base(g) + frame.offset + within,
    }
}

/// What a physical address names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhysPlace {
    /// Host memory at this byte offset.
    Host { offset: u64 },
    /// GPU `gpu`'s VRAM at this byte offset.
    Vram { gpu: usize, offset: u64 },
    /// GPU `gpu`'s scratch memory at this byte offset.
    Scratch { gpu: usize, offset: u64 },
}

/// The inverse of [`frame_pa`] and [`scratch_pa`]; `None` outside every window.
pub fn place_of(pa: u64) -> Option<PhysPlace> {
    if (HOST_PA_BASE..HOST_PA_BASE + HOST_PA_BYTES).contains(&pa) {
        return Some(PhysPlace::Host {
            offset: pa - HOST_PA_BASE,
        });
    }
    let rel = pa.checked_sub(GPU_PA_BASE)?;
    let gpu = (rel / GPU_PA_WINDOW) as usize;
    if gpu >= MAX_GPUS {
        return None;
    }
    let off = rel % GPU_PA_WINDOW;
    Some(if off >= SCRATCH_PA_OFFSET {
        PhysPlace::Scratch {
            gpu,
            offset: off - SCRATCH_PA_OFFSET,
        }
    } else {
        PhysPlace::Vram { gpu, offset: off }
    })
}

/// The `(vpn, ppn)` pairs a page walker of GPU `g` needs: every page of `table`, plus the
/// first `scratch_bytes` of GPU `g`'s scratch window (page-rounded). Sorted by `vpn`, so the
/// walker's table is the same whatever the page table's hash order.
pub fn walker_entries(table: &PageTable, g: usize, scratch_bytes: u64) -> Vec<(u64, u64)> {
    let mut out: Vec<(u64, u64)> = table
        .entries()
        .map(|(vpn, f)| (vpn, frame_pa(f, 0) / PAGE))
        .collect();
    let base_vpn = scratch_va(g) / PAGE;
    for i in 0..scratch_bytes.div_ceil(PAGE) {
        out.push((base_vpn + i, scratch_pa(g, i * PAGE) / PAGE));
    }
    out.sort_unstable();
    out
}

/// Why a physical access failed.
#[derive(Debug, thiserror::Error)]
pub enum PhysError {
    #[error("physical address {pa:#x} ({len} bytes) is outside `{store}`")]
    OutOfRange { store: String, pa: u64, len: usize },
    #[error(transparent)]
    Shm(#[from] ShmError),
}

/// Byte storage addressed by physical address. Shared by components (hence `&self`).
pub trait PhysStore: Send + Sync {
    /// Fills `buf` from `pa`.
    fn read(&self, pa: u64, buf: &mut [u8]) -> Result<(), PhysError>;
    /// Writes `data[i]` at `pa + i` for each set bit `i` of `mask` (at most 128 bytes).
    fn write_masked(&self, pa: u64, data: &[u8], mask: ByteMask) -> Result<(), PhysError>;
}

/// Shared handle to a store.
pub type SharedStore = Arc<dyn PhysStore>;

/// A sparse store (4 KiB pages on first write) answering every address: scratch memory, and
/// tests without shared memory.
#[derive(Default)]
pub struct SparsePhys {
    inner: Mutex<SparseStore>,
}

impl SparsePhys {
    pub fn new() -> SparsePhys {
        SparsePhys::default()
    }

    /// Pages allocated so far.
    pub fn resident_pages(&self) -> usize {
        self.inner.lock().map(|s| s.resident_pages()).unwrap_or(0)
    }
}

impl PhysStore for SparsePhys {
    fn read(&self, pa: u64, buf: &mut [u8]) -> Result<(), PhysError> {
        match self.inner.lock() {
            Ok(s) => s.read(pa, buf),
            Err(p) => p.into_inner().read(pa, buf),
        }
        Ok(())
    }

    fn write_masked(&self, pa: u64, data: &[u8], mask: ByteMask) -> Result<(), PhysError> {
        match self.inner.lock() {
            Ok(mut s) => s.write_masked(pa, data, mask),
            Err(p) => p.into_inner().write_masked(pa, data, mask),
        }
        Ok(())
    }
}

/// A shared memfd region seen at physical addresses `[base, base + len)`: host memory at
/// [`HOST_PA_BASE`] or GPU `g`'s VRAM at [`gpu_pa_base`]`(g)`.
///
/// It maps the region a second time from a duplicated descriptor ([`RegionStore::alias`]), so
/// the owner (`SystemMemory`) keeps its own mapping; both see the same pages.
pub struct RegionStore {
    what: String,
    region: SharedRegion,
    base: u64,
}

// `Sync` because `SharedRegion` is (see its SAFETY note).

impl RegionStore {
    /// Maps `region` again at physical base `base`.
    pub fn alias(what: &str, region: &SharedRegion, base: u64) -> Result<RegionStore, PhysError> {
        use std::os::fd::{BorrowedFd, IntoRawFd};
        // SAFETY: `region` owns its descriptor for as long as this borrow lasts.
        let fd = unsafe { BorrowedFd::borrow_raw(region.raw_fd()) };
        let dup = rustix::io::dup(fd).map_err(ShmError::os(what, "dup"))?;
        // SAFETY: `dup` is a fresh descriptor nobody else owns.
        let region =
            unsafe { SharedRegion::from_inherited_fd(what, dup.into_raw_fd(), region.len())? };
        Ok(RegionStore {
            what: what.to_string(),
            region,
            base,
        })
    }

    /// A new zero-filled region of `len` bytes at physical base `base` (tests, stand-alone use).
    pub fn create(what: &str, len: u64, base: u64) -> Result<RegionStore, PhysError> {
        Ok(RegionStore {
            what: what.to_string(),
            region: SharedRegion::create(what, len)?,
            base,
        })
    }

    /// The region itself (for the owner's direct reads in checks).
    pub fn region(&self) -> &SharedRegion {
        &self.region
    }

    fn offset(&self, pa: u64, len: usize) -> Result<u64, PhysError> {
        pa.checked_sub(self.base)
            .filter(|o| o.saturating_add(len as u64) <= self.region.len())
            .ok_or_else(|| PhysError::OutOfRange {
                store: self.what.clone(),
                pa,
                len,
            })
    }
}

impl PhysStore for RegionStore {
    fn read(&self, pa: u64, buf: &mut [u8]) -> Result<(), PhysError> {
        let off = self.offset(pa, buf.len())?;
        self.region.read(off, buf)?;
        Ok(())
    }

    fn write_masked(&self, pa: u64, data: &[u8], mask: ByteMask) -> Result<(), PhysError> {
        let n = data.len().min(128);
        let off = self.offset(pa, n)?;
        let full = crate::proto::full_mask(n);
        if mask & full == full {
            self.region.write(off, &data[..n])?;
            return Ok(());
        }
        // Runs of set mask bits, one copy each.
        let mut i = 0usize;
        while i < n {
            if mask >> i & 1 == 0 {
                i += 1;
                continue;
            }
            let start = i;
            while i < n && mask >> i & 1 == 1 {
                i += 1;
            }
            self.region.write(off + start as u64, &data[start..i])?;
        }
        Ok(())
    }
}

/// One GPU's local memory behind one store: VRAM (`vram`, at [`gpu_pa_base`]`(g)`) and scratch
/// (`scratch`, at [`scratch_pa`]`(g, 0)`), dispatched by physical address. What a GPU's DRAM
/// channels and other GPUs' peer links use.
pub struct GpuPhys {
    gpu: usize,
    pub vram: SharedStore,
    pub scratch: SharedStore,
}

impl GpuPhys {
    pub fn new(gpu: usize, vram: SharedStore, scratch: SharedStore) -> GpuPhys {
        GpuPhys { gpu, vram, scratch }
    }

    /// GPU `g` with sparse VRAM and scratch (tests without shared memory).
    pub fn sparse(gpu: usize) -> GpuPhys {
        GpuPhys::new(
            gpu,
            Arc::new(SparsePhys::new()),
            Arc::new(SparsePhys::new()),
        )
    }

    fn pick(&self, pa: u64, len: usize) -> Result<&dyn PhysStore, PhysError> {
        let rel = pa.wrapping_sub(gpu_pa_base(self.gpu));
        if rel < SCRATCH_PA_OFFSET && rel.saturating_add(len as u64) <= SCRATCH_PA_OFFSET {
            Ok(self.vram.as_ref())
        } else if (SCRATCH_PA_OFFSET..GPU_PA_WINDOW).contains(&rel)
            && rel.saturating_add(len as u64) <= GPU_PA_WINDOW
        {
            Ok(self.scratch.as_ref())
        } else {
            Err(PhysError::OutOfRange {
                store: format!("gpu[{}] local memory", self.gpu),
                pa,
                len,
            })
        }
    }
}

impl PhysStore for GpuPhys {
    fn read(&self, pa: u64, buf: &mut [u8]) -> Result<(), PhysError> {
        self.pick(pa, buf.len())?.read(pa, buf)
    }

    fn write_masked(&self, pa: u64, data: &[u8], mask: ByteMask) -> Result<(), PhysError> {
        self.pick(pa, data.len())?.write_masked(pa, data, mask)
    }
}

/// Every store of a system, made from the functional `SystemMemory` (its regions mapped a
/// second time): what the timing mode's GPU memory sides are built over.
pub struct SystemStores {
    /// Host memory at [`HOST_PA_BASE`].
    pub host: SharedStore,
    /// Per GPU: its VRAM (at [`gpu_pa_base`]) and a fresh sparse scratch store ([`GpuPhys`]).
    pub gpus: Vec<SharedStore>,
}

impl SystemStores {
    /// Aliases the host region and every VRAM region of `mem`.
    pub fn from_system(mem: &crate::sys::memory::SystemMemory) -> Result<SystemStores, PhysError> {
        let host: SharedStore = Arc::new(RegionStore::alias("host", &mem.host, HOST_PA_BASE)?);
        let mut gpus: Vec<SharedStore> = Vec::new();
        for (g, region) in mem.vram.iter().enumerate() {
            let vram = RegionStore::alias(&format!("gpu[{g}].vram"), region, gpu_pa_base(g))?;
            gpus.push(Arc::new(GpuPhys::new(
                g,
                Arc::new(vram),
                Arc::new(SparsePhys::new()),
            )));
        }
        Ok(SystemStores { host, gpus })
    }
}

/// Performs an atomic on `store` at `pa` (4 or 8 bytes) and returns the old value's bytes.
pub fn atomic_on(
    store: &dyn PhysStore,
    pa: u64,
    args: &crate::isa::atomic::AtomicArgs,
) -> Result<Vec<u8>, PhysError> {
    let n = usize::from(args.bytes);
    let mut old = vec![0u8; n];
    store.read(pa, &mut old)?;
    let new = apply_atomic(&old, args);
    store.write_masked(pa, &new, crate::proto::full_mask(new.len()))?;
    Ok(old)
}

/// The new bytes of an atomic whose old bytes are `old` (4 bytes, or 8 when `args.bytes == 8`).
pub fn apply_atomic(old: &[u8], args: &crate::isa::atomic::AtomicArgs) -> Vec<u8> {
    if old.len() == 8 {
        let mut b = [0u8; 8];
        b.copy_from_slice(old);
        args.op
            .apply64(u64::from_le_bytes(b), args.src, args.cmp)
            .to_le_bytes()
            .to_vec()
    } else {
        let mut b = [0u8; 4];
        let k = old.len().min(4);
        b[..k].copy_from_slice(&old[..k]);
        args.op
            .apply32(u32::from_le_bytes(b), args.src as u32, args.cmp as u32)
            .to_le_bytes()
            .to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::atomic::AtomicArgs;
    use crate::isa::table::AtomicOp;

    #[test]
    fn frames_round_trip_through_physical_addresses() {
        let cases = [
            Frame {
                place: Place::Host,
                offset: 0x1234_5000,
            },
            Frame {
                place: Place::Gpu(0),
                offset: 0,
            },
            Frame {
                place: Place::Gpu(3),
                offset: (4 << 30) - PAGE,
            },
        ];
        for f in cases {
            let pa = frame_pa(f, 17);
            let back = match place_of(pa) {
                Some(PhysPlace::Host { offset }) => (Place::Host, offset),
                Some(PhysPlace::Vram { gpu, offset }) => (Place::Gpu(gpu), offset),
                other => panic!("{f:?} -> {pa:#x} -> {other:?}"),
            };
            assert_eq!(back, (f.place, f.offset + 17));
        }
        assert_eq!(
            place_of(scratch_pa(2, 0x40)),
            Some(PhysPlace::Scratch {
                gpu: 2,
                offset: 0x40
            })
        );
        assert_eq!(place_of(0x1000), None);
        // Scratch folds onto the top quarter of a 4 GiB VRAM.
        assert_eq!(SCRATCH_PA_OFFSET % (4 << 30), 3 << 30);
        // Windows do not overlap: the last scratch byte of GPU 0 is below GPU 1's VRAM.
        assert!(scratch_pa(0, SCRATCH_PA_BYTES - 1) < gpu_pa_base(1));
    }

    #[test]
    fn walker_entries_cover_the_table_and_scratch() {
        let mut t = PageTable::default();
        t.map(
            0x4000_0000,
            2,
            Frame {
                place: Place::Gpu(1),
                offset: 0x8000,
            },
        );
        let e = walker_entries(&t, 1, 5000);
        assert_eq!(e.len(), 4);
        assert_eq!(e[0], (0x4000_0000 / PAGE, (gpu_pa_base(1) + 0x8000) / PAGE));
        assert_eq!(e[1].1, e[0].1 + 1);
        assert_eq!(e[3], (scratch_va(1) / PAGE + 1, scratch_pa(1, PAGE) / PAGE));
    }

    #[test]
    fn stores_round_trip_and_mask() {
        let r = RegionStore::create("test-vram", 1 << 20, gpu_pa_base(0)).unwrap();
        let pa = gpu_pa_base(0) + 0x100;
        r.write_masked(pa, &[1, 2, 3, 4, 5], 0b10101).unwrap();
        let mut b = [9u8; 5];
        r.read(pa, &mut b).unwrap();
        assert_eq!(b, [1, 0, 3, 0, 5]);
        assert!(r.read(gpu_pa_base(0) + (1 << 20) - 2, &mut b).is_err());
        assert!(r.read(0, &mut b).is_err());
        // The alias sees the same bytes.
        let a = RegionStore::alias("alias", r.region(), gpu_pa_base(0)).unwrap();
        a.write_masked(pa + 1, &[7], 1).unwrap();
        r.read(pa, &mut b).unwrap();
        assert_eq!(b, [1, 7, 3, 0, 5]);
        // A GPU's local memory dispatches VRAM and scratch.
        let g = GpuPhys::new(0, Arc::new(r), Arc::new(SparsePhys::new()));
        g.write_masked(scratch_pa(0, 8), &[42; 4], 0xf).unwrap();
        let mut s = [0u8; 4];
        g.read(scratch_pa(0, 8), &mut s).unwrap();
        assert_eq!(s, [42; 4]);
        g.read(pa, &mut b).unwrap();
        assert_eq!(b[1], 7);
        assert!(g.read(gpu_pa_base(1), &mut s).is_err());
    }

    #[test]
    fn system_stores_see_what_the_functional_view_wrote() {
        use crate::sys::memory::{SystemMemory, DEVICE_VA_BASE, HOST_VA_BASE};
        let host = SharedRegion::create("t-host", 1 << 20).unwrap();
        let vram = (0..2)
            .map(|g| SharedRegion::create(&format!("t-vram{g}"), 1 << 20).unwrap())
            .collect();
        let mut mem = SystemMemory::new(host, vram);
        let off = mem.alloc_vram(1, 2 * PAGE).unwrap();
        let va = DEVICE_VA_BASE + 0x10_0000;
        let frame = Frame {
            place: Place::Gpu(1),
            offset: off,
        };
        mem.pages.map(va, 2, frame);
        mem.pages.map(
            HOST_VA_BASE,
            1,
            Frame {
                place: Place::Host,
                offset: 0,
            },
        );
        mem.write_va(va + PAGE + 8, &[5, 6, 7]).unwrap();
        mem.write_va(HOST_VA_BASE + 3, &[9]).unwrap();
        let st = SystemStores::from_system(&mem).unwrap();
        // Translate as a TLB would: the walker entry of the page, then the offset.
        let entries: std::collections::BTreeMap<u64, u64> =
            walker_entries(&mem.pages, 1, 0).into_iter().collect();
        let pa = entries[&((va + PAGE) / PAGE)] * PAGE + 8;
        let mut b = [0u8; 3];
        st.gpus[1].read(pa, &mut b).unwrap();
        assert_eq!(b, [5, 6, 7]);
        assert!(st.gpus[0].read(pa, &mut b).is_err());
        let mut h = [0u8; 1];
        st.host.read(HOST_PA_BASE + 3, &mut h).unwrap();
        assert_eq!(h, [9]);
        // And back: a write through the store shows in the functional view.
        st.gpus[1].write_masked(pa, &[1], 1).unwrap();
        mem.read_va(va + PAGE + 8, &mut b).unwrap();
        assert_eq!(b, [1, 6, 7]);
    }

    #[test]
    fn atomics_apply_on_a_store() {
        let s = SparsePhys::new();
        let add = |src| AtomicArgs {
            op: AtomicOp::Add,
            bytes: 4,
            src,
            cmp: 0,
        };
        assert_eq!(atomic_on(&s, 64, &add(5)).unwrap(), vec![0, 0, 0, 0]);
        assert_eq!(atomic_on(&s, 64, &add(2)).unwrap(), vec![5, 0, 0, 0]);
        let cas = AtomicArgs {
            op: AtomicOp::CmpSwap,
            bytes: 8,
            src: 0x1_0000_0000,
            cmp: 7,
        };
        assert_eq!(
            atomic_on(&s, 64, &cas).unwrap(),
            7u64.to_le_bytes().to_vec()
        );
        let mut b = [0u8; 8];
        s.read(64, &mut b).unwrap();
        assert_eq!(u64::from_le_bytes(b), 0x1_0000_0000);
    }
}
