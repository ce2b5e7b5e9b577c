//! KFD arguments that point into the program's memory, and GTT allocations, as the interposer
//! rewrites them before they cross to the GPU process.
//!
//! The driver reads pointed-to arrays through the GPU side's view of host memory, which is the
//! shared host region, not the program's private heap or stack. So each array is copied into a
//! bounce buffer in the shared region, the pointer is rewritten to point there, and after the
//! reply the array is copied back (for the arrays the driver writes) and the pointer restored:
//! the program sees exactly the bytes amdkfd would leave.

use std::collections::BTreeMap;

use emulated_driver::abi::{self, nr, AbiStruct};

/// One pointer field of an argument struct and how the driver uses what it points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerField {
    /// Byte offset of the u64 pointer in the argument struct.
    pub field: usize,
    /// Bytes it points to.
    pub bytes: usize,
    /// The driver reads them.
    pub copy_in: bool,
    /// The driver writes them.
    pub copy_out: bool,
}

fn u32_at(a: &[u8], off: usize) -> u64 {
    a.get(off..off + 4).map_or(0, |b| {
        u64::from(u32::from_le_bytes(b.try_into().unwrap_or([0; 4])))
    })
}

/// Reads a little-endian u64 at `off` (0 when the struct is too short).
pub fn u64_at(a: &[u8], off: usize) -> u64 {
    a.get(off..off + 8)
        .map_or(0, |b| u64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
}

/// Writes a little-endian u64 at `off` (nothing when the struct is too short).
pub fn put_u64(a: &mut [u8], off: usize, v: u64) {
    if let Some(b) = a.get_mut(off..off + 8) {
        b.copy_from_slice(&v.to_le_bytes());
    }
}

/// Writes a little-endian u32 at `off`.
pub fn put_u32(a: &mut [u8], off: usize, v: u32) {
    if let Some(b) = a.get_mut(off..off + 4) {
        b.copy_from_slice(&v.to_le_bytes());
    }
}

/// The pointer fields of ioctl `nr` with argument bytes `a` (empty for requests without any,
/// and for a struct too short to hold its counts: the driver then answers -EFAULT itself).
pub fn pointer_fields(n: u32, a: &[u8]) -> Vec<PointerField> {
    let f = |field, bytes, copy_in, copy_out| PointerField {
        field,
        bytes,
        copy_in,
        copy_out,
    };
    match n {
        nr::GET_PROCESS_APERTURES_NEW if a.len() >= 16 => {
            let n = u32_at(a, 8) as usize;
            vec![f(
                0,
                n * std::mem::size_of::<abi::ProcessDeviceApertures>(),
                false,
                true,
            )]
        }
        nr::MAP_MEMORY_TO_GPU | nr::UNMAP_MEMORY_FROM_GPU if a.len() >= 24 => {
            vec![f(8, u32_at(a, 16) as usize * 4, true, false)]
        }
        nr::WAIT_EVENTS if a.len() >= 24 => {
            vec![f(
                0,
                u32_at(a, 8) as usize * std::mem::size_of::<abi::EventData>(),
                true,
                true,
            )]
        }
        nr::SET_CU_MASK if a.len() >= 16 => {
            vec![f(8, (u32_at(a, 4) as usize / 32) * 4, true, false)]
        }
        nr::GET_TILE_CONFIG if a.len() >= 24 => vec![
            f(0, u32_at(a, 16) as usize * 4, false, true),
            f(8, u32_at(a, 20) as usize * 4, false, true),
        ],
        _ => Vec::new(),
    }
}

/// A GTT allocation as the program asked for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GttRequest {
    pub flags: u32,
    pub va: u64,
    /// Size of the VA range (page multiple).
    pub bytes: u64,
    /// Host bytes that back it: half the range for an AQL_QUEUE_MEM ring (mapped twice).
    pub backing: u64,
}

/// If `a` is ALLOC_MEMORY_OF_GPU of GTT memory at a page-aligned address, what it asks for.
pub fn gtt_request(n: u32, a: &[u8]) -> Option<GttRequest> {
    if n != nr::ALLOC_MEMORY_OF_GPU || a.len() < std::mem::size_of::<abi::AllocMemoryOfGpuArgs>() {
        return None;
    }
    let r = abi::AllocMemoryOfGpuArgs::read_from(a);
    if r.flags & abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT == 0
        || r.size == 0
        || r.va_addr % abi::PAGE_BYTES != 0
        || r.size > 1 << 40
    {
        return None;
    }
    let bytes = r.size.next_multiple_of(abi::PAGE_BYTES);
    let aql = r.flags & abi::KFD_IOC_ALLOC_MEM_FLAGS_AQL_QUEUE_MEM != 0;
    let backing = if aql && bytes >= 2 * abi::PAGE_BYTES {
        (bytes / 2).next_multiple_of(abi::PAGE_BYTES)
    } else {
        bytes
    };
    Some(GttRequest {
        flags: r.flags,
        va: r.va_addr,
        bytes,
        backing,
    })
}

/// A user-pointer registration (`hsa_amd_memory_lock`, `hipHostRegister`, ROCclr's pinned
/// buffers): the program's pages `[cpu, cpu + bytes)` (page aligned) to map at `va`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UserptrRequest {
    pub cpu: u64,
    pub bytes: u64,
}

/// If `a` is ALLOC_MEMORY_OF_GPU of user memory, what it registers.
pub fn userptr_request(n: u32, a: &[u8]) -> Option<UserptrRequest> {
    if n != nr::ALLOC_MEMORY_OF_GPU || a.len() < std::mem::size_of::<abi::AllocMemoryOfGpuArgs>() {
        return None;
    }
    let r = abi::AllocMemoryOfGpuArgs::read_from(a);
    if r.flags & abi::KFD_IOC_ALLOC_MEM_FLAGS_USERPTR == 0
        || r.size == 0
        || r.size > 1 << 40
        || r.mmap_offset % abi::PAGE_BYTES != 0
    {
        return None;
    }
    Some(UserptrRequest {
        cpu: r.mmap_offset,
        bytes: r.size.next_multiple_of(abi::PAGE_BYTES),
    })
}

/// Points a user-pointer registration at `host_offset` of the shared region (the GPU side's
/// view of host memory); the program's own address comes back with [`restore_userptr`].
pub fn rewrite_userptr(a: &mut [u8], host_offset: u64) {
    let mut r = abi::AllocMemoryOfGpuArgs::read_from(a);
    r.mmap_offset = host_abi::addr::HOST_VA_BASE + host_offset;
    r.write_to(a);
}

/// The program's view of a registration after the reply: its own CPU address.
pub fn restore_userptr(a: &mut [u8], u: &UserptrRequest) {
    let mut r = abi::AllocMemoryOfGpuArgs::read_from(a);
    r.mmap_offset = u.cpu;
    r.write_to(a);
}

/// The GPU side places a user-pointer buffer's pages at its CPU address minus the host base, so
/// a GTT buffer backed at `host_offset` of the shared region travels as USERPTR with that CPU
/// address.
pub fn rewrite_gtt(a: &mut [u8], g: &GttRequest, host_offset: u64) {
    let mut r = abi::AllocMemoryOfGpuArgs::read_from(a);
    r.flags = (g.flags & !abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT) | abi::KFD_IOC_ALLOC_MEM_FLAGS_USERPTR;
    r.mmap_offset = host_abi::addr::HOST_VA_BASE + host_offset;
    r.write_to(a);
}

/// The program's view of a GTT allocation after the reply: its own flags, and as mmap offset
/// its address (the key the render-node mmap of the buffer is recognised by).
pub fn restore_gtt(a: &mut [u8], g: &GttRequest) {
    let mut r = abi::AllocMemoryOfGpuArgs::read_from(a);
    r.flags = g.flags;
    r.mmap_offset = g.va;
    r.write_to(a);
}

/// First-fit allocator of page runs in the shared host region: bounce buffers, GTT buffers
/// and shared user pages. Public, and here rather than in `sim`, so that the fuzz target
/// (`fuzz/fuzz_targets/interposer.rs`) drives it with the marshalling.
#[derive(Debug)]
pub struct HostAlloc {
    /// Free runs: start -> length.
    free: BTreeMap<u64, u64>,
    used: u64,
    /// The most bytes allocated at once.
    pub peak: u64,
}

impl HostAlloc {
    /// An allocator of `[start, len)`.
    pub fn new(start: u64, len: u64) -> HostAlloc {
        let mut free = BTreeMap::new();
        if len > start {
            free.insert(start, len - start);
        }
        HostAlloc {
            free,
            used: 0,
            peak: 0,
        }
    }

    /// A run of `bytes` (rounded up to pages), first fit.
    pub fn alloc(&mut self, bytes: u64) -> Option<u64> {
        let bytes = bytes.max(1).next_multiple_of(abi::PAGE_BYTES);
        let (&start, &len) = self.free.iter().find(|(_, &l)| l >= bytes)?;
        self.free.remove(&start);
        if len > bytes {
            self.free.insert(start + bytes, len - bytes);
        }
        self.used += bytes;
        self.peak = self.peak.max(self.used);
        Some(start)
    }

    /// Takes exactly `[start, start + bytes)` if it is free.
    pub fn alloc_at(&mut self, start: u64, bytes: u64) -> bool {
        let bytes = bytes.max(1).next_multiple_of(abi::PAGE_BYTES);
        let Some((&s, &l)) = self.free.range(..=start).next_back() else {
            return false;
        };
        if start + bytes > s + l {
            return false;
        }
        self.free.remove(&s);
        if start > s {
            self.free.insert(s, start - s);
        }
        if s + l > start + bytes {
            self.free.insert(start + bytes, s + l - start - bytes);
        }
        self.used += bytes;
        self.peak = self.peak.max(self.used);
        true
    }

    /// Pages for a buffer at program address `va`: at `va` modulo the region's size when that
    /// is free, so a buffer's place (its "physical" address, which picks L2 banks and DRAM
    /// channels) depends on its address only, not on the order the program's threads happened
    /// to allocate in; anywhere free otherwise.
    pub fn alloc_for(&mut self, va: u64, bytes: u64, region: u64) -> Option<u64> {
        let bytes = bytes.max(1).next_multiple_of(abi::PAGE_BYTES);
        if region >= bytes {
            let pref = (va % region) / abi::PAGE_BYTES * abi::PAGE_BYTES;
            if pref + bytes <= region && self.alloc_at(pref, bytes) {
                return Some(pref);
            }
        }
        self.alloc(bytes)
    }

    /// The free runs (start, length), in address order.
    pub fn free_runs(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.free.iter().map(|(&s, &l)| (s, l))
    }

    /// Bytes allocated now.
    pub fn used(&self) -> u64 {
        self.used
    }

    /// Gives back a run [`HostAlloc::alloc`] gave (merged with its free neighbours).
    pub fn free(&mut self, start: u64, bytes: u64) {
        let bytes = bytes.max(1).next_multiple_of(abi::PAGE_BYTES);
        self.used = self.used.saturating_sub(bytes);
        let (mut s, mut l) = (start, bytes);
        if let Some((&ps, &pl)) = self.free.range(..start).next_back() {
            if ps + pl == start {
                self.free.remove(&ps);
                s = ps;
                l += pl;
            }
        }
        if let Some(&nl) = self.free.get(&(start + bytes)) {
            self.free.remove(&(start + bytes));
            l += nl;
        }
        self.free.insert(s, l);
    }
}

/// Largest array one pointer field may name: a longer one is refused (EINVAL) before it
/// reaches the driver, as gem5's adapter refuses it (`MaxBounceBytes`).
pub const MAX_BOUNCE_BYTES: usize = 1 << 20;

/// Why a call is refused before it reaches the driver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// An array over [`MAX_BOUNCE_BYTES`] (EINVAL).
    TooLarge,
    /// No room in the shared region (ENOMEM).
    NoSpace,
    /// User pages that straddle an earlier registration, or a range past the end of the
    /// address space (EFAULT).
    BadRange,
}

/// A pointed-to array moved to a bounce buffer: its field, the program's pointer, and where
/// its bytes are in the shared region (`off`, [`PointerField::bytes`] long).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounce {
    pub field: PointerField,
    pub ptr: u64,
    pub off: u64,
}

/// The copies between the program's memory and the shared region that the marshalling asks
/// for. The interposer's implementation copies through the kernel (`process_vm_readv` and
/// `process_vm_writev`), so a bad pointer in the program's argument is an EFAULT, as with the
/// real driver's `copy_from_user`, not a crash of the program; the fuzz target's is a model.
pub trait Copies {
    /// The program's `len` bytes at `ptr` to offset `off` of the shared region; false when
    /// they are not all readable.
    fn copy_in(&mut self, off: u64, ptr: u64, len: usize) -> bool;
    /// Zeros at `[off, off + len)` of the shared region.
    fn zero(&mut self, off: u64, len: u64);
    /// The shared region's `len` bytes at `off` to the program's `ptr`; false when they are
    /// not all writable.
    fn copy_out(&mut self, off: u64, ptr: u64, len: usize) -> bool;
}

/// Moves every array argument struct `a` of ioctl `n` points to into a bounce buffer of the
/// shared region (copying the program's bytes in when the driver reads them, zeros
/// otherwise) and points the field there. On a refusal nothing stays allocated and `a` is as
/// it was; an array the program's pointer does not let us read is [`Refused::BadRange`]
/// (EFAULT).
pub fn bounce_in(
    n: u32,
    a: &mut [u8],
    alloc: &mut HostAlloc,
    mem: &mut impl Copies,
) -> Result<Vec<Bounce>, Refused> {
    let mut bounces: Vec<Bounce> = Vec::new();
    // A refusal puts the program's pointers back and frees what was taken.
    let undo = |a: &mut [u8], alloc: &mut HostAlloc, bounces: &[Bounce]| {
        for b in bounces {
            put_u64(a, b.field.field, b.ptr);
        }
        free_bounces(alloc, bounces);
    };
    for f in pointer_fields(n, a) {
        let ptr = u64_at(a, f.field);
        if ptr == 0 || f.bytes == 0 {
            continue;
        }
        let off = if f.bytes > MAX_BOUNCE_BYTES {
            Err(Refused::TooLarge)
        } else {
            alloc.alloc(f.bytes as u64).ok_or(Refused::NoSpace)
        };
        let off = match off {
            Ok(off) => off,
            Err(e) => {
                undo(a, alloc, &bounces);
                return Err(e);
            }
        };
        if f.copy_in {
            if !mem.copy_in(off, ptr, f.bytes) {
                alloc.free(off, f.bytes as u64);
                undo(a, alloc, &bounces);
                return Err(Refused::BadRange);
            }
        } else {
            mem.zero(off, f.bytes as u64);
        }
        put_u64(a, f.field, host_abi::addr::HOST_VA_BASE + off);
        bounces.push(Bounce { field: f, ptr, off });
    }
    Ok(bounces)
}

/// After the reply: copies the arrays the driver writes back to the program (only when the
/// call succeeded, `ok`: a failed call leaves the program's arrays as they were, as the real
/// driver's handlers copy out only on success) and restores the program's pointers in `a`
/// (the buffers stay allocated: [`free_bounces`]). Returns false when an array could not be
/// written back (the program's pointer is not writable: the call then fails with EFAULT,
/// though the driver did its work, as `copy_to_user` failing does).
pub fn bounce_out(a: &mut [u8], bounces: &[Bounce], ok: bool, mem: &mut impl Copies) -> bool {
    let mut all = true;
    for b in bounces {
        if ok && b.field.copy_out {
            all &= mem.copy_out(b.off, b.ptr, b.field.bytes);
        }
        put_u64(a, b.field.field, b.ptr);
    }
    all
}

/// Gives the bounce buffers back to the allocator.
pub fn free_bounces(alloc: &mut HostAlloc, bounces: &[Bounce]) {
    for b in bounces {
        alloc.free(b.off, b.field.bytes as u64);
    }
}

/// If `a` is a GTT allocation ([`gtt_request`]): backs it with zeroed pages of the shared
/// region (`region` bytes long) and rewrites it as a user-pointer allocation there
/// ([`rewrite_gtt`]). Returns the request and the pages' offset.
pub fn place_gtt(
    n: u32,
    a: &mut [u8],
    alloc: &mut HostAlloc,
    region: u64,
    mem: &mut impl Copies,
) -> Result<Option<(GttRequest, u64)>, Refused> {
    let Some(g) = gtt_request(n, a) else {
        return Ok(None);
    };
    let off = alloc
        .alloc_for(g.va, g.backing, region)
        .ok_or(Refused::NoSpace)?;
    mem.zero(off, g.backing);
    rewrite_gtt(a, &g, off);
    Ok(Some((g, off)))
}

/// A GTT buffer: where its pages are in the host region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gtt {
    pub host_offset: u64,
    pub backing: u64,
    pub va: u64,
}

/// Where a user-pointer registration's pages are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UserPages {
    /// Already in the shared region, at this offset: inside one earlier registration
    /// (`shared`: CPU address -> (offset, bytes)) or one GTT buffer's backing pages.
    Shared(u64),
    /// Not yet: they are to be moved there.
    New,
}

/// Where the program's pages `[cpu, cpu + bytes)` of a registration ([`userptr_request`])
/// are; refused ([`Refused::BadRange`]) when they straddle an earlier registration (their
/// pages would have to be in two places) or run past the end of the address space.
pub fn user_pages(
    shared: &BTreeMap<u64, (u64, u64)>,
    gtt: &BTreeMap<u64, Gtt>,
    cpu: u64,
    bytes: u64,
) -> Result<UserPages, Refused> {
    // Checked: `cpu` and `bytes` are the program's (found by the fuzz target `interposer`:
    // with `cpu + bytes` past 2^64 the range below wrapped, and BTreeMap::range panics on a
    // range that ends before it starts, which aborted the program inside its ioctl).
    let end = cpu.checked_add(bytes).ok_or(Refused::BadRange)?;
    if let Some((&base, &(off, len))) = shared.range(..=cpu).next_back() {
        let base_end = base.saturating_add(len);
        if end <= base_end {
            return Ok(UserPages::Shared(off + (cpu - base)));
        }
        if cpu < base_end {
            return Err(Refused::BadRange);
        }
    }
    if shared.range(cpu..end).next().is_some() {
        return Err(Refused::BadRange);
    }
    // GTT buffers are in the region already.
    if let Some((&va, g)) = gtt.range(..=cpu).next_back() {
        if end <= va.saturating_add(g.backing) {
            return Ok(UserPages::Shared(g.host_offset + (cpu - va)));
        }
    }
    Ok(UserPages::New)
}

/// A render-node mmap at `offset` (a GTT buffer's address, its mmap key) of `len` bytes:
/// None when no GTT buffer has that key (the driver answers); else the buffer's pages at
/// their offset of the shared region, or a refusal (EINVAL) when `len` is longer than they
/// are.
pub fn gtt_mapping(
    gtt: &BTreeMap<u64, Gtt>,
    offset: u64,
    len: u64,
) -> Option<Result<u64, Refused>> {
    let b = gtt.get(&offset)?;
    Some(if len <= b.backing.max(abi::PAGE_BYTES) {
        Ok(b.host_offset)
    } else {
        Err(Refused::TooLarge)
    })
}

/// A relative sleep of the program's `timespec` (`nanosleep`, `clock_nanosleep`) as simulated
/// time (ps); None for an invalid one (negative, or nanoseconds outside 0..10^9), which goes
/// to libc and gets its EINVAL. A sleep past the end of the clock (over 213 days) ends there.
pub fn sleep_ps(tv_sec: i64, tv_nsec: i64) -> Option<u64> {
    if tv_sec < 0 || !(0..1_000_000_000).contains(&tv_nsec) {
        return None;
    }
    // Saturating: the seconds alone may already be the whole clock (found by the fuzz target
    // `interposer`: a `+` here overflowed, and wrapped to a sleep of a few ns in release).
    Some(
        (tv_sec as u64)
            .saturating_mul(1_000_000_000_000)
            .saturating_add(tv_nsec as u64 * 1000),
    )
}

/// What a path the program opens names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathKind {
    Kfd,
    /// `/dev/dri/renderD<minor>` of one of the run's GPUs.
    Render(u32),
    /// A sysfs path under the KFD tree: the path it is redirected to (under `sysfs_root`).
    Redirect(Vec<u8>),
}

const SYSFS_KFD: &[u8] = b"/sys/devices/virtual/kfd";
const SYSFS_CLASS_KFD: &[u8] = b"/sys/class/kfd";

/// What path `p` names in a run of `n_gpus` GPUs whose render nodes start at minor
/// `render_minor_base` and whose KFD sysfs tree `tandem exec` wrote under `sysfs_root`; None
/// for every other path (it goes to libc untouched).
pub fn classify_path(
    p: &[u8],
    render_minor_base: u32,
    n_gpus: u32,
    sysfs_root: &[u8],
) -> Option<PathKind> {
    if p == b"/dev/kfd" {
        return Some(PathKind::Kfd);
    }
    if let Some(rest) = p.strip_prefix(b"/dev/dri/renderD") {
        let minor: u32 = std::str::from_utf8(rest).ok()?.parse().ok()?;
        let base = render_minor_base;
        return (minor >= base && minor < base + n_gpus).then_some(PathKind::Render(minor));
    }
    let tail = p
        .strip_prefix(SYSFS_KFD)
        .or_else(|| p.strip_prefix(SYSFS_CLASS_KFD))?;
    if !(tail.is_empty() || tail.starts_with(b"/")) {
        return None;
    }
    let mut out = sysfs_root.to_vec();
    out.extend_from_slice(SYSFS_KFD.strip_prefix(b"/sys").unwrap_or(SYSFS_KFD));
    out.extend_from_slice(tail);
    Some(PathKind::Redirect(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wait_events_points_at_event_data_both_ways() {
        let mut a = vec![0u8; std::mem::size_of::<abi::WaitEventsArgs>()];
        abi::WaitEventsArgs {
            events_ptr: 0x1000,
            num_events: 3,
            ..Default::default()
        }
        .write_to(&mut a);
        let f = pointer_fields(nr::WAIT_EVENTS, &a);
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].bytes, 3 * std::mem::size_of::<abi::EventData>());
        assert!(f[0].copy_in && f[0].copy_out);
        assert!(pointer_fields(nr::GET_VERSION, &a).is_empty());
        assert!(
            pointer_fields(nr::WAIT_EVENTS, &a[..8]).is_empty(),
            "short struct"
        );
    }

    #[test]
    fn tile_config_has_two_output_arrays() {
        let mut a = vec![0u8; std::mem::size_of::<abi::GetTileConfigArgs>()];
        abi::GetTileConfigArgs {
            tile_config_ptr: 0x10,
            macro_tile_config_ptr: 0x20,
            num_tile_configs: 32,
            num_macro_tile_configs: 16,
            ..Default::default()
        }
        .write_to(&mut a);
        let f = pointer_fields(nr::GET_TILE_CONFIG, &a);
        assert_eq!((f[0].field, f[0].bytes), (0, 128));
        assert_eq!((f[1].field, f[1].bytes), (8, 64));
    }

    #[test]
    fn gtt_becomes_userptr_and_is_restored() {
        let mut a = vec![0u8; std::mem::size_of::<abi::AllocMemoryOfGpuArgs>()];
        let flags = abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT | abi::KFD_IOC_ALLOC_MEM_FLAGS_AQL_QUEUE_MEM;
        abi::AllocMemoryOfGpuArgs {
            va_addr: 0x7f00_0000_0000,
            size: 0x2000,
            flags,
            ..Default::default()
        }
        .write_to(&mut a);
        let g = gtt_request(nr::ALLOC_MEMORY_OF_GPU, &a).unwrap();
        assert_eq!(
            (g.bytes, g.backing),
            (0x2000, 0x1000),
            "a ring is backed once"
        );
        rewrite_gtt(&mut a, &g, 0x5000);
        let r = abi::AllocMemoryOfGpuArgs::read_from(&a);
        assert_eq!(r.flags & abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT, 0);
        assert_ne!(r.flags & abi::KFD_IOC_ALLOC_MEM_FLAGS_USERPTR, 0);
        assert_eq!(r.mmap_offset, host_abi::addr::HOST_VA_BASE + 0x5000);
        restore_gtt(&mut a, &g);
        let r = abi::AllocMemoryOfGpuArgs::read_from(&a);
        assert_eq!((r.flags, r.mmap_offset), (flags, 0x7f00_0000_0000));
        // VRAM is not rewritten.
        abi::AllocMemoryOfGpuArgs {
            flags: abi::KFD_IOC_ALLOC_MEM_FLAGS_VRAM,
            size: 4096,
            ..Default::default()
        }
        .write_to(&mut a);
        assert!(gtt_request(nr::ALLOC_MEMORY_OF_GPU, &a).is_none());
    }

    #[test]
    fn host_allocator_reuses_and_merges_runs() {
        let mut a = HostAlloc::new(0, 16 * 4096);
        let x = a.alloc(4096).unwrap();
        let y = a.alloc(8192).unwrap();
        let z = a.alloc(1).unwrap();
        assert_eq!((x, y, z), (0, 4096, 3 * 4096));
        a.free(y, 8192);
        a.free(x, 4096);
        assert_eq!(a.alloc(3 * 4096), Some(0), "the two freed runs merged");
        assert_eq!(a.alloc(13 * 4096), None);
        assert_eq!(a.peak, 4 * 4096);
    }

    #[test]
    fn buffers_land_at_their_address_modulo_the_region_when_free() {
        let region = 1 << 20;
        let mut a = HostAlloc::new(0, region);
        assert_eq!(
            a.alloc_for(0x7f00_0003_4000, 8192, region),
            Some(0x3_4000 % region)
        );
        // The same place again is taken: anywhere free instead.
        let other = a.alloc_for(0x7e00_0003_4000, 4096, region).unwrap();
        assert_ne!(other, 0x3_4000);
        assert!(a.alloc_at(0x8_0000, 4096));
        assert!(!a.alloc_at(0x8_0000, 4096), "taken");
    }

    #[test]
    fn a_sleep_past_the_end_of_the_clock_ends_there() {
        // Found by the fuzz target `interposer` (fuzz/seeds/interposer/sleep-overflow): the
        // seconds saturated and the nanoseconds were added with `+`.
        assert_eq!(sleep_ps(0x7b16_7a00_0000_0008, 7), Some(u64::MAX));
        assert_eq!(sleep_ps(i64::MAX, 999_999_999), Some(u64::MAX));
        assert_eq!(sleep_ps(18_446_744, 999_999_999), Some(u64::MAX));
        assert_eq!(sleep_ps(2, 5), Some(2_000_000_005_000));
        assert_eq!(sleep_ps(-1, 0), None);
        assert_eq!(sleep_ps(0, 1_000_000_000), None);
    }

    #[test]
    fn user_pages_past_the_end_of_the_address_space_are_refused() {
        // Found by the fuzz target `interposer` (fuzz/seeds/interposer/userptr-past-the-end):
        // `cpu + bytes` wrapped, and the range lookup panicked.
        let mut shared = BTreeMap::new();
        let gtt = BTreeMap::new();
        // The last page but one of the address space.
        let top = u64::MAX - 8191;
        assert_eq!(
            user_pages(&shared, &gtt, top, 3 * 4096),
            Err(Refused::BadRange)
        );
        assert_eq!(user_pages(&shared, &gtt, top, 4096), Ok(UserPages::New));
        shared.insert(top, (0x10000, 4096));
        assert_eq!(
            user_pages(&shared, &gtt, top, 4096),
            Ok(UserPages::Shared(0x10000))
        );
        assert_eq!(
            user_pages(&shared, &gtt, top - 4096, 8192),
            Err(Refused::BadRange),
            "straddles the registration"
        );
        let gtt = BTreeMap::from([(
            top - 4096,
            Gtt {
                host_offset: 0x4000,
                backing: 8192,
                va: top - 4096,
            },
        )]);
        assert_eq!(
            user_pages(&BTreeMap::new(), &gtt, top, 4096),
            Ok(UserPages::Shared(0x5000)),
            "inside a GTT buffer that ends at 2^64"
        );
    }
}
