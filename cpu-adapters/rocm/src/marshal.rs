//! KFD arguments that point into the program's memory, and GTT allocations, as the interposer
//! rewrites them before they cross to the GPU process.
//!
//! The driver reads pointed-to arrays through the GPU side's view of host memory, which is the
//! shared host region, not the program's private heap or stack. So each array is copied into a
//! bounce buffer in the shared region, the pointer is rewritten to point there, and after the
//! reply the array is copied back (for the arrays the driver writes) and the pointer restored:
//! the program sees exactly the bytes amdkfd would leave.

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
}
