//! The GPUs' functional view of memory: one flat virtual address space (HSA) whose 4 KiB pages
//! live either in host memory (the CPU side's shared region) or in the VRAM of one GPU.
//!
//! [`PageTable`] records, per virtual page, where it lives ([`Place`]) and at which byte offset
//! of that place's backing region. The GPU process fills it from the driver's buffer objects:
//! a GTT or userptr BO maps host pages; a VRAM BO gets contiguous frames from its GPU's VRAM
//! ([`SystemMemory::alloc_vram`], a bump allocator). Unified allocations are many one-page
//! VRAM BOs placed round-robin on the member GPUs, so their pages interleave across GPUs.
//!
//! Each GPU also has a private scratch window ([`scratch_va`]) for the emulator's scratch
//! backing store, which no other agent sees.
//!
//! Deviations: one page table for all GPUs (a BO is visible to every GPU once allocated; the
//! driver's per-GPU MAP bookkeeping is not enforced here); VRAM frames are never reused after
//! a free (VRAM is a sparse 4 GiB region, so this costs address space only).

use crate::engine::FastMap;

use super::shm::{SharedRegion, ShmError};
use crate::emu::{MemError, Memory, SparseMemory};

/// The address map (page size, host and device bases, scratch windows) is `host-abi`'s, shared
/// with the host programs.
pub use host_abi::addr::{scratch_va, DEVICE_VA_BASE, HOST_VA_BASE, PAGE, SCRATCH_VA_BASE};

/// Where a page lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Place {
    Host,
    Gpu(usize),
}

/// One page-table entry: the page's place and its byte offset in that place's region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub place: Place,
    pub offset: u64,
}

/// Virtual page number -> frame: the one page table of the system. The timing model's page
/// walkers read it through messages (`sys::pagetable`); functional code reads it directly.
#[derive(Default, Debug, Clone)]
pub struct PageTable {
    /// (A fast integer hasher: SipHash on every functional-mode access was an eighth of a
    /// functional run.)
    map: FastMap<u64, Frame>,
    /// Shared-virtual-memory pages (`svm`): their entry is the host home; where a GPU finds
    /// them is the driver's to say, by message.
    managed: std::collections::HashSet<u64, crate::engine::hash::FastBuild>,
}

/// The system's memory as the GPU side's components share it: the driver places buffers, the
/// command processors read packets, the functional dispatchers run kernels, the page-table
/// server answers walks. Components of several engine partitions use it, and partitions may
/// run on worker threads, so a read-write lock orders the accesses: readers (kernels running
/// in functional mode, walks, the command processors' packet reads and signal writes, which
/// go through the shared regions and need no exclusive access) run side by side, and only
/// the driver's placement of buffers takes it exclusively. A program whose GPUs do not race on
/// the same bytes within one kernel sees the same memory whatever order they take it in.
#[derive(Clone)]
pub struct SysMem(std::sync::Arc<std::sync::RwLock<SystemMemory>>);

impl SysMem {
    pub fn new(mem: SystemMemory) -> SysMem {
        SysMem(std::sync::Arc::new(std::sync::RwLock::new(mem)))
    }

    /// Exclusive access (buffer placement). A panic while holding it cannot leave the memory
    /// half-updated in a way the simulator relies on, so a poisoned lock is taken as it is.
    pub fn lock(&self) -> std::sync::RwLockWriteGuard<'_, SystemMemory> {
        self.0.write().unwrap_or_else(|e| e.into_inner())
    }

    /// Shared access: reads and writes of memory bytes through the page table.
    pub fn read(&self) -> std::sync::RwLockReadGuard<'_, SystemMemory> {
        self.0.read().unwrap_or_else(|e| e.into_inner())
    }
}

impl PageTable {
    /// Maps `pages` pages from `va` (page aligned) to consecutive frames from `first`.
    pub fn map(&mut self, va: u64, pages: u64, first: Frame) {
        for i in 0..pages {
            let f = Frame {
                place: first.place,
                offset: first.offset + i * PAGE,
            };
            self.map.insert(va / PAGE + i, f);
        }
    }

    /// Removes `pages` pages from `va`.
    pub fn unmap(&mut self, va: u64, pages: u64) {
        for i in 0..pages {
            self.map.remove(&(va / PAGE + i));
        }
    }

    /// Marks page `vpn` as shared virtual memory (see `crate::svm`).
    pub fn set_managed(&mut self, vpn: u64) {
        self.managed.insert(vpn);
    }

    /// Whether page `vpn` is shared virtual memory.
    pub fn is_managed(&self, vpn: u64) -> bool {
        !self.managed.is_empty() && self.managed.contains(&vpn)
    }

    /// The frame of the page containing `va`.
    pub fn lookup(&self, va: u64) -> Option<Frame> {
        self.map.get(&(va / PAGE)).copied()
    }

    /// Every mapping as `(virtual page number, frame)`, in no particular order (the timing
    /// mode seeds its page walkers from it; `physmem::walker_entries` sorts them).
    pub fn entries(&self) -> impl Iterator<Item = (u64, Frame)> + '_ {
        self.map.iter().map(|(&vpn, &f)| (vpn, f))
    }

    /// Pages per place (host first, then GPUs in order), for statistics.
    pub fn census(&self, n_gpus: usize) -> (u64, Vec<u64>) {
        let mut host = 0;
        let mut gpus = vec![0; n_gpus];
        for f in self.map.values() {
            match f.place {
                Place::Host => host += 1,
                Place::Gpu(g) => {
                    if let Some(c) = gpus.get_mut(g) {
                        *c += 1
                    }
                }
            }
        }
        (host, gpus)
    }
}

/// Host memory, every GPU's VRAM, the page table and the scratch windows.
pub struct SystemMemory {
    pub host: SharedRegion,
    pub vram: Vec<SharedRegion>,
    pub pages: PageTable,
    vram_next: Vec<u64>,
    /// Per GPU, behind its own lock: only that GPU's kernels touch it.
    scratch: Vec<std::sync::Mutex<SparseMemory>>,
}

impl SystemMemory {
    pub fn new(host: SharedRegion, vram: Vec<SharedRegion>) -> SystemMemory {
        let n = vram.len();
        SystemMemory {
            host,
            vram,
            pages: PageTable::default(),
            vram_next: vec![0; n],
            scratch: (0..n)
                .map(|_| std::sync::Mutex::new(SparseMemory::new()))
                .collect(),
        }
    }

    /// Number of GPUs.
    pub fn n_gpus(&self) -> usize {
        self.vram.len()
    }

    /// Reserves `bytes` (page-rounded) of GPU `g`'s VRAM; returns the first frame's offset.
    pub fn alloc_vram(&mut self, g: usize, bytes: u64) -> Option<u64> {
        let len = bytes.div_ceil(PAGE).max(1) * PAGE;
        let next = self.vram_next.get_mut(g)?;
        let off = *next;
        if off.checked_add(len)? > self.vram[g].len() {
            return None;
        }
        *next += len;
        Some(off)
    }

    /// VRAM bytes handed out on GPU `g`.
    pub fn vram_used(&self, g: usize) -> u64 {
        self.vram_next.get(g).copied().unwrap_or(0)
    }

    /// Makes GPU `g`'s scratch window at least `bytes` long.
    pub fn ensure_scratch(&mut self, g: usize, bytes: u64) {
        if let Some(s) = self.scratch.get_mut(g) {
            let s = s.get_mut().unwrap_or_else(|e| e.into_inner());
            if bytes > 0 && !s.is_mapped(scratch_va(g), bytes as usize) {
                s.map(scratch_va(g), bytes.div_ceil(PAGE) * PAGE);
            }
        }
    }

    /// Reads host memory at a CPU virtual address (the host program's own view).
    pub fn host_read(&self, va: u64, buf: &mut [u8]) -> Result<(), MemError> {
        let len = buf.len();
        va.checked_sub(HOST_VA_BASE)
            .and_then(|off| self.host.read(off, buf).ok())
            .ok_or(MemError::Unmapped { addr: va, len })
    }

    /// Writes host memory at a CPU virtual address.
    pub fn host_write(&self, va: u64, data: &[u8]) -> Result<(), MemError> {
        va.checked_sub(HOST_VA_BASE)
            .and_then(|off| self.host.write(off, data).ok())
            .ok_or(MemError::Unmapped {
                addr: va,
                len: data.len(),
            })
    }

    /// Copies the 4 KiB frame `from` to `to` (the driver's own page moves).
    pub fn copy_frame(&self, from: Frame, to: Frame) -> Result<(), MemError> {
        let mut buf = vec![0u8; PAGE as usize];
        let (src, dst) = (self.region(from.place), self.region(to.place));
        let copied = src.zip(dst).and_then(|(src, dst)| {
            src.read(from.offset, &mut buf).ok()?;
            dst.write(to.offset, &buf).ok()
        });
        copied.ok_or(MemError::Unmapped {
            addr: from.offset,
            len: PAGE as usize,
        })
    }

    fn region(&self, place: Place) -> Option<&SharedRegion> {
        match place {
            Place::Host => Some(&self.host),
            Place::Gpu(g) => self.vram.get(g),
        }
    }

    /// Splits `[va, va+len)` at page boundaries and resolves each piece.
    fn pieces(&self, va: u64, len: usize) -> Result<Vec<(Place, u64, usize, usize)>, MemError> {
        let mut out = Vec::with_capacity(1);
        let mut done = 0usize;
        while done < len {
            let a = va.wrapping_add(done as u64);
            let in_page = (PAGE - a % PAGE) as usize;
            let n = in_page.min(len - done);
            let f = self
                .pages
                .lookup(a)
                .ok_or(MemError::Unmapped { addr: a, len: n })?;
            out.push((f.place, f.offset + a % PAGE, done, n));
            done += n;
        }
        Ok(out)
    }

    /// Runs `access(region, offset, range of the caller's buffer)` on each page piece of
    /// `[va, va+len)`. An access within one page needs no piece list; a longer one resolves
    /// every page before the first access, so an unmapped page fails it before any byte moves.
    fn access_va(
        &self,
        va: u64,
        len: usize,
        mut access: impl FnMut(&SharedRegion, u64, std::ops::Range<usize>) -> Result<(), ShmError>,
    ) -> Result<(), MemError> {
        let err = || MemError::Unmapped { addr: va, len };
        let mut piece = |place, off, at| {
            let r = self.region(place).ok_or_else(err)?;
            access(r, off, at).map_err(|_| err())
        };
        if va % PAGE + len as u64 <= PAGE {
            let f = self.pages.lookup(va).ok_or_else(err)?;
            return piece(f.place, f.offset + va % PAGE, 0..len);
        }
        for (place, off, at, n) in self.pieces(va, len)? {
            piece(place, off, at..at + n)?;
        }
        Ok(())
    }

    /// Reads through the page table (any agent's view except scratch).
    pub fn read_va(&self, va: u64, buf: &mut [u8]) -> Result<(), MemError> {
        self.access_va(va, buf.len(), |r, off, at| r.read(off, &mut buf[at]))
    }

    /// Writes through the page table.
    pub fn write_va(&self, va: u64, data: &[u8]) -> Result<(), MemError> {
        self.access_va(va, data.len(), |r, off, at| r.write(off, &data[at]))
    }

    /// GPU `g`'s view, for the emulator and the command processor.
    pub fn view(&self, g: usize) -> GpuView<'_> {
        GpuView {
            mem: self,
            gpu: g,
            last: None,
        }
    }
}

/// One GPU's view of memory: its scratch window, then the shared page table.
pub struct GpuView<'a> {
    mem: &'a SystemMemory,
    gpu: usize,
    /// The last page translated: (virtual page number, its region, the page's offset there).
    /// The view borrows the memory, so the page table cannot change while it lives and the
    /// translation stays right. (A gather's lanes mostly hit the page the previous lane hit;
    /// the page-table lookup per lane was a tenth of a functional run.)
    last: Option<(u64, &'a SharedRegion, u64)>,
}

impl<'a> GpuView<'a> {
    /// Whether `addr` lies in this GPU's scratch window.
    fn in_scratch(&self, addr: u64) -> bool {
        let base = scratch_va(self.gpu);
        addr >= base && addr - base < (1 << 36)
    }

    /// This GPU's scratch store, locked, if `addr` lies in its scratch window (an error for
    /// the `len` bytes there if the GPU has none).
    fn scratch(
        &self,
        addr: u64,
        len: usize,
    ) -> Option<Result<std::sync::MutexGuard<'_, SparseMemory>, MemError>> {
        self.in_scratch(addr).then(|| {
            let s = self.mem.scratch.get(self.gpu);
            let s = s.ok_or(MemError::Unmapped { addr, len })?;
            Ok(s.lock().unwrap_or_else(|e| e.into_inner()))
        })
    }

    /// Where `[addr, addr + len)` lies when it is inside one mapped page outside the scratch
    /// window: the region and the offset of `addr` in it.
    #[inline]
    fn in_page(&mut self, addr: u64, len: usize) -> Option<(&'a SharedRegion, u64)> {
        if addr % PAGE + len as u64 > PAGE {
            return None;
        }
        let vpn = addr / PAGE;
        if let Some((v, r, off)) = self.last {
            if v == vpn {
                return Some((r, off + addr % PAGE));
            }
        }
        if self.in_scratch(addr) {
            return None;
        }
        let mem: &'a SystemMemory = self.mem;
        let f = mem.pages.lookup(addr)?;
        let r = mem.region(f.place)?;
        self.last = Some((vpn, r, f.offset));
        Some((r, f.offset + addr % PAGE))
    }
}

impl Memory for GpuView<'_> {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), MemError> {
        if let Some((r, off)) = self.in_page(addr, buf.len()) {
            if r.read(off, buf).is_ok() {
                return Ok(());
            }
        }
        match self.scratch(addr, buf.len()) {
            Some(s) => s?.read(addr, buf),
            None => self.mem.read_va(addr, buf),
        }
    }

    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), MemError> {
        if let Some((r, off)) = self.in_page(addr, data.len()) {
            if r.write(off, data).is_ok() {
                return Ok(());
            }
        }
        match self.scratch(addr, data.len()) {
            Some(s) => s?.write(addr, data),
            None => self.mem.write_va(addr, data),
        }
    }
}
