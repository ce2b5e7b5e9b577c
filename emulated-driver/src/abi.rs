//! The KFD ioctl ABI of `linux/kfd_ioctl.h` (Debian linux-libc-dev, ABI 1.11): argument
//! structs, request numbers, `_IOC` decoding and the mmap-offset encoding.
//!
//! Every struct is `#[repr(C)]` with the C header's field names, so a test
//! (`tests/abi_layout.rs`) compiles a C program against the system header with gcc and
//! compares `sizeof` and every `offsetof` listed in [`AbiStruct::FIELDS`]. Structs are read
//! from and written to argument bytes field by field ([`AbiStruct::read_from`],
//! [`AbiStruct::write_to`]); a short buffer reads as zeros and drops writes, never panics.

/// One field type that can live in an ABI struct.
pub trait AbiField: Sized {
    const SIZE: usize;
    /// Reads the field at `off`; bytes past the end of `b` read as zero.
    fn get(b: &[u8], off: usize) -> Self;
    /// Writes the field at `off`; bytes past the end of `b` are dropped.
    fn put(&self, b: &mut [u8], off: usize);
}

fn get_le<const N: usize>(b: &[u8], off: usize) -> [u8; N] {
    let mut out = [0u8; N];
    for (i, o) in out.iter_mut().enumerate() {
        if let Some(v) = off.checked_add(i).and_then(|j| b.get(j)) {
            *o = *v;
        }
    }
    out
}

fn put_le(b: &mut [u8], off: usize, bytes: &[u8]) {
    for (i, v) in bytes.iter().enumerate() {
        if let Some(d) = off.checked_add(i).and_then(|j| b.get_mut(j)) {
            *d = *v;
        }
    }
}

impl AbiField for u32 {
    const SIZE: usize = 4;
    fn get(b: &[u8], off: usize) -> Self {
        u32::from_le_bytes(get_le(b, off))
    }
    fn put(&self, b: &mut [u8], off: usize) {
        put_le(b, off, &self.to_le_bytes())
    }
}

impl AbiField for i32 {
    const SIZE: usize = 4;
    fn get(b: &[u8], off: usize) -> Self {
        i32::from_le_bytes(get_le(b, off))
    }
    fn put(&self, b: &mut [u8], off: usize) {
        put_le(b, off, &self.to_le_bytes())
    }
}

impl AbiField for u64 {
    const SIZE: usize = 8;
    fn get(b: &[u8], off: usize) -> Self {
        u64::from_le_bytes(get_le(b, off))
    }
    fn put(&self, b: &mut [u8], off: usize) {
        put_le(b, off, &self.to_le_bytes())
    }
}

impl<T: AbiField + Copy + Default, const N: usize> AbiField for [T; N] {
    const SIZE: usize = T::SIZE * N;
    fn get(b: &[u8], off: usize) -> Self {
        let mut a = [T::default(); N];
        for (i, e) in a.iter_mut().enumerate() {
            *e = T::get(b, off.saturating_add(i * T::SIZE));
        }
        a
    }
    fn put(&self, b: &mut [u8], off: usize) {
        for (i, e) in self.iter().enumerate() {
            e.put(b, off.saturating_add(i * T::SIZE));
        }
    }
}

/// A KFD argument struct with its C name and the field offsets the layout test checks.
pub trait AbiStruct: Sized + Copy + Default {
    /// `struct <C_NAME>` in `linux/kfd_ioctl.h`.
    const C_NAME: &'static str;
    /// `(field, offset)` for every field.
    const FIELDS: &'static [(&'static str, usize)];
    /// `sizeof` of the struct.
    const SIZE: usize = core::mem::size_of::<Self>();
    fn read_from(b: &[u8]) -> Self;
    fn write_to(&self, b: &mut [u8]);
}

macro_rules! abi_struct {
    ($(#[$m:meta])* $name:ident = $cname:literal { $( $(#[$fm:meta])* $f:ident : $t:ty ),* $(,)? }) => {
        $(#[$m])*
        #[repr(C)]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name { $( $(#[$fm])* pub $f: $t ),* }
        impl AbiStruct for $name {
            const C_NAME: &'static str = $cname;
            const FIELDS: &'static [(&'static str, usize)] =
                &[ $( (stringify!($f), core::mem::offset_of!($name, $f)) ),* ];
            fn read_from(b: &[u8]) -> Self {
                $name { $( $f: <$t as AbiField>::get(b, core::mem::offset_of!($name, $f)) ),* }
            }
            fn write_to(&self, b: &mut [u8]) {
                $( AbiField::put(&self.$f, b, core::mem::offset_of!($name, $f)); )*
            }
        }
        impl AbiField for $name {
            const SIZE: usize = core::mem::size_of::<$name>();
            fn get(b: &[u8], off: usize) -> Self {
                $name::read_from(b.get(off..).unwrap_or(&[]))
            }
            fn put(&self, b: &mut [u8], off: usize) {
                if let Some(s) = b.get_mut(off..) {
                    self.write_to(s);
                }
            }
        }
    };
}

abi_struct!(GetVersionArgs = "kfd_ioctl_get_version_args" { major_version: u32, minor_version: u32 });
abi_struct!(CreateQueueArgs = "kfd_ioctl_create_queue_args" {
    ring_base_address: u64, write_pointer_address: u64, read_pointer_address: u64,
    doorbell_offset: u64, ring_size: u32, gpu_id: u32, queue_type: u32, queue_percentage: u32,
    queue_priority: u32, queue_id: u32, eop_buffer_address: u64, eop_buffer_size: u64,
    ctx_save_restore_address: u64, ctx_save_restore_size: u32, ctl_stack_size: u32,
});
abi_struct!(DestroyQueueArgs = "kfd_ioctl_destroy_queue_args" { queue_id: u32, pad: u32 });
abi_struct!(UpdateQueueArgs = "kfd_ioctl_update_queue_args" {
    ring_base_address: u64, queue_id: u32, ring_size: u32, queue_percentage: u32, queue_priority: u32,
});
abi_struct!(SetCuMaskArgs = "kfd_ioctl_set_cu_mask_args" { queue_id: u32, num_cu_mask: u32, cu_mask_ptr: u64 });
abi_struct!(GetQueueWaveStateArgs = "kfd_ioctl_get_queue_wave_state_args" {
    ctl_stack_address: u64, ctl_stack_used_size: u32, save_area_used_size: u32, queue_id: u32, pad: u32,
});
abi_struct!(GetAvailableMemoryArgs = "kfd_ioctl_get_available_memory_args" { available: u64, gpu_id: u32, pad: u32 });
abi_struct!(SetMemoryPolicyArgs = "kfd_ioctl_set_memory_policy_args" {
    alternate_aperture_base: u64, alternate_aperture_size: u64, gpu_id: u32, default_policy: u32,
    alternate_policy: u32, pad: u32,
});
abi_struct!(GetClockCountersArgs = "kfd_ioctl_get_clock_counters_args" {
    gpu_clock_counter: u64, cpu_clock_counter: u64, system_clock_counter: u64, system_clock_freq: u64,
    gpu_id: u32, pad: u32,
});
abi_struct!(ProcessDeviceApertures = "kfd_process_device_apertures" {
    lds_base: u64, lds_limit: u64, scratch_base: u64, scratch_limit: u64, gpuvm_base: u64,
    gpuvm_limit: u64, gpu_id: u32, pad: u32,
});
abi_struct!(GetProcessAperturesArgs = "kfd_ioctl_get_process_apertures_args" {
    process_apertures: [ProcessDeviceApertures; NUM_OF_SUPPORTED_GPUS], num_of_nodes: u32, pad: u32,
});
abi_struct!(GetProcessAperturesNewArgs = "kfd_ioctl_get_process_apertures_new_args" {
    kfd_process_device_apertures_ptr: u64, num_of_nodes: u32, pad: u32,
});
abi_struct!(DbgRegisterArgs = "kfd_ioctl_dbg_register_args" { gpu_id: u32, pad: u32 });
abi_struct!(DbgAddressWatchArgs = "kfd_ioctl_dbg_address_watch_args" { content_ptr: u64, gpu_id: u32, buf_size_in_bytes: u32 });
abi_struct!(CreateEventArgs = "kfd_ioctl_create_event_args" {
    event_page_offset: u64, event_trigger_data: u32, event_type: u32, auto_reset: u32, node_id: u32,
    event_id: u32, event_slot_index: u32,
});
abi_struct!(EventIdArgs = "kfd_ioctl_destroy_event_args" { event_id: u32, pad: u32 });
abi_struct!(
    #[allow(non_snake_case)]
    MemoryExceptionFailure = "kfd_memory_exception_failure" {
    NotPresent: u32, ReadOnly: u32, NoExecute: u32, imprecise: u32,
});
abi_struct!(
    #[allow(non_snake_case)]
    HsaMemoryExceptionData = "kfd_hsa_memory_exception_data" {
    failure: MemoryExceptionFailure, va: u64, gpu_id: u32, ErrorType: u32,
});
abi_struct!(
    /// `kfd_event_data`; the C union's first member (memory exception data, 32 B) stands
    /// for the union (the hardware-exception member overlays its first 16 bytes).
    EventData = "kfd_event_data" {
    memory_exception_data: HsaMemoryExceptionData, kfd_event_data_ext: u64, event_id: u32, pad: u32,
});
abi_struct!(WaitEventsArgs = "kfd_ioctl_wait_events_args" {
    events_ptr: u64, num_events: u32, wait_for_all: u32, timeout: u32, wait_result: u32,
});
abi_struct!(SetScratchBackingVaArgs = "kfd_ioctl_set_scratch_backing_va_args" { va_addr: u64, gpu_id: u32, pad: u32 });
abi_struct!(GetTileConfigArgs = "kfd_ioctl_get_tile_config_args" {
    tile_config_ptr: u64, macro_tile_config_ptr: u64, num_tile_configs: u32,
    num_macro_tile_configs: u32, gpu_id: u32, gb_addr_config: u32, num_banks: u32, num_ranks: u32,
});
abi_struct!(SetTrapHandlerArgs = "kfd_ioctl_set_trap_handler_args" { tba_addr: u64, tma_addr: u64, gpu_id: u32, pad: u32 });
abi_struct!(AcquireVmArgs = "kfd_ioctl_acquire_vm_args" { drm_fd: u32, gpu_id: u32 });
abi_struct!(AllocMemoryOfGpuArgs = "kfd_ioctl_alloc_memory_of_gpu_args" {
    va_addr: u64, size: u64, handle: u64, mmap_offset: u64, gpu_id: u32, flags: u32,
});
abi_struct!(FreeMemoryOfGpuArgs = "kfd_ioctl_free_memory_of_gpu_args" { handle: u64 });
abi_struct!(MapMemoryToGpuArgs = "kfd_ioctl_map_memory_to_gpu_args" {
    handle: u64, device_ids_array_ptr: u64, n_devices: u32, n_success: u32,
});
abi_struct!(AllocQueueGwsArgs = "kfd_ioctl_alloc_queue_gws_args" { queue_id: u32, num_gws: u32, first_gws: u32, pad: u32 });
abi_struct!(SetXnackModeArgs = "kfd_ioctl_set_xnack_mode_args" { xnack_enabled: i32 });
abi_struct!(
    /// The fixed part of `kfd_ioctl_svm_args`; `nattr` [`SvmAttribute`]s follow it, and ROCt
    /// adds their bytes to the request's `_IOC_SIZE` (`hsaKmtSVMSetAttr`).
    SvmArgs = "kfd_ioctl_svm_args" { start_addr: u64, size: u64, op: u32, nattr: u32 }
);
abi_struct!(
    /// One `kfd_ioctl_svm_attribute` (the C field `type` is `ty` here).
    SvmAttribute = "kfd_ioctl_svm_attribute" { ty: u32, value: u32 }
);

/// `NUM_OF_SUPPORTED_GPUS` of the legacy apertures ioctl.
pub const NUM_OF_SUPPORTED_GPUS: usize = 7;
/// `KFD_IOCTL_MAJOR_VERSION` / `KFD_IOCTL_MINOR_VERSION` of the header this ABI follows.
pub const KFD_IOCTL_MAJOR_VERSION: u32 = 1;
pub const KFD_IOCTL_MINOR_VERSION: u32 = 11;

/// `(C struct name, sizeof, [(field, offsetof)])`.
pub type StructLayout = (&'static str, usize, &'static [(&'static str, usize)]);

/// `sizeof` and field offsets of every struct, for the header comparison test.
pub fn layouts() -> Vec<StructLayout> {
    fn l<T: AbiStruct>() -> StructLayout {
        (T::C_NAME, T::SIZE, T::FIELDS)
    }
    vec![
        l::<GetVersionArgs>(),
        l::<CreateQueueArgs>(),
        l::<DestroyQueueArgs>(),
        l::<UpdateQueueArgs>(),
        l::<SetCuMaskArgs>(),
        l::<GetQueueWaveStateArgs>(),
        l::<GetAvailableMemoryArgs>(),
        l::<SetMemoryPolicyArgs>(),
        l::<GetClockCountersArgs>(),
        l::<ProcessDeviceApertures>(),
        l::<GetProcessAperturesArgs>(),
        l::<GetProcessAperturesNewArgs>(),
        l::<DbgRegisterArgs>(),
        l::<DbgAddressWatchArgs>(),
        l::<CreateEventArgs>(),
        l::<EventIdArgs>(),
        l::<MemoryExceptionFailure>(),
        l::<HsaMemoryExceptionData>(),
        l::<EventData>(),
        l::<WaitEventsArgs>(),
        l::<SetScratchBackingVaArgs>(),
        l::<GetTileConfigArgs>(),
        l::<SetTrapHandlerArgs>(),
        l::<AcquireVmArgs>(),
        l::<AllocMemoryOfGpuArgs>(),
        l::<FreeMemoryOfGpuArgs>(),
        l::<MapMemoryToGpuArgs>(),
        l::<AllocQueueGwsArgs>(),
        l::<SetXnackModeArgs>(),
        l::<SvmArgs>(),
        (
            SvmAttribute::C_NAME,
            <SvmAttribute as AbiStruct>::SIZE,
            &[("type", 0), ("value", 4)],
        ),
    ]
}

// ---- _IOC encoding (asm-generic/ioctl.h, x86) ----

pub const IOC_NRBITS: u32 = 8;
pub const IOC_TYPEBITS: u32 = 8;
pub const IOC_SIZEBITS: u32 = 14;
pub const IOC_NRSHIFT: u32 = 0;
pub const IOC_TYPESHIFT: u32 = IOC_NRSHIFT + IOC_NRBITS;
pub const IOC_SIZESHIFT: u32 = IOC_TYPESHIFT + IOC_TYPEBITS;
pub const IOC_DIRSHIFT: u32 = IOC_SIZESHIFT + IOC_SIZEBITS;
pub const IOC_NONE: u32 = 0;
pub const IOC_WRITE: u32 = 1;
pub const IOC_READ: u32 = 2;
/// `AMDKFD_IOCTL_BASE`.
pub const AMDKFD_IOCTL_BASE: u32 = b'K' as u32;

/// `_IOC(dir, type, nr, size)`.
pub const fn ioc(dir: u32, ty: u32, nr: u32, size: u32) -> u32 {
    (dir << IOC_DIRSHIFT) | (ty << IOC_TYPESHIFT) | (nr << IOC_NRSHIFT) | (size << IOC_SIZESHIFT)
}
/// `_IOC_NR(cmd)`.
pub const fn ioc_nr(cmd: u32) -> u32 {
    (cmd >> IOC_NRSHIFT) & ((1 << IOC_NRBITS) - 1)
}
/// `_IOC_SIZE(cmd)`.
pub const fn ioc_size(cmd: u32) -> u32 {
    (cmd >> IOC_SIZESHIFT) & ((1 << IOC_SIZEBITS) - 1)
}
/// How many argument bytes a front end copies in from user memory (and back) for an ioctl
/// request: `_IOC_SIZE` of the 32-bit command.
pub const fn ioctl_arg_len(request: u64) -> usize {
    ioc_size(request as u32) as usize
}
/// `_IOC_DIR(cmd)`.
pub const fn ioc_dir(cmd: u32) -> u32 {
    cmd >> IOC_DIRSHIFT
}

/// The ioctl numbers (`_IOC_NR`) of the header, `AMDKFD_COMMAND_START..AMDKFD_COMMAND_END`.
pub mod nr {
    pub const GET_VERSION: u32 = 0x01;
    pub const CREATE_QUEUE: u32 = 0x02;
    pub const DESTROY_QUEUE: u32 = 0x03;
    pub const SET_MEMORY_POLICY: u32 = 0x04;
    pub const GET_CLOCK_COUNTERS: u32 = 0x05;
    pub const GET_PROCESS_APERTURES: u32 = 0x06;
    pub const UPDATE_QUEUE: u32 = 0x07;
    pub const CREATE_EVENT: u32 = 0x08;
    pub const DESTROY_EVENT: u32 = 0x09;
    pub const SET_EVENT: u32 = 0x0A;
    pub const RESET_EVENT: u32 = 0x0B;
    pub const WAIT_EVENTS: u32 = 0x0C;
    pub const DBG_REGISTER_DEPRECATED: u32 = 0x0D;
    pub const DBG_UNREGISTER_DEPRECATED: u32 = 0x0E;
    pub const DBG_ADDRESS_WATCH_DEPRECATED: u32 = 0x0F;
    pub const DBG_WAVE_CONTROL_DEPRECATED: u32 = 0x10;
    pub const SET_SCRATCH_BACKING_VA: u32 = 0x11;
    pub const GET_TILE_CONFIG: u32 = 0x12;
    pub const SET_TRAP_HANDLER: u32 = 0x13;
    pub const GET_PROCESS_APERTURES_NEW: u32 = 0x14;
    pub const ACQUIRE_VM: u32 = 0x15;
    pub const ALLOC_MEMORY_OF_GPU: u32 = 0x16;
    pub const FREE_MEMORY_OF_GPU: u32 = 0x17;
    pub const MAP_MEMORY_TO_GPU: u32 = 0x18;
    pub const UNMAP_MEMORY_FROM_GPU: u32 = 0x19;
    pub const SET_CU_MASK: u32 = 0x1A;
    pub const GET_QUEUE_WAVE_STATE: u32 = 0x1B;
    pub const GET_DMABUF_INFO: u32 = 0x1C;
    pub const IMPORT_DMABUF: u32 = 0x1D;
    pub const ALLOC_QUEUE_GWS: u32 = 0x1E;
    pub const SMI_EVENTS: u32 = 0x1F;
    pub const SVM: u32 = 0x20;
    pub const SET_XNACK_MODE: u32 = 0x21;
    pub const CRIU_OP: u32 = 0x22;
    pub const AVAILABLE_MEMORY: u32 = 0x23;
    /// `AMDKFD_COMMAND_END` (exclusive).
    pub const COMMAND_END: u32 = 0x24;
    /// ROCt 5.2's non-upstream debugger ioctl (`AMDKFD_IOC_DBG_TRAP`).
    pub const DBG_TRAP_ROCT: u32 = 0x82;

    /// The header's name of ioctl `n` without the `AMDKFD_IOC_` prefix (for logs and
    /// records), `None` for a number it does not define.
    pub const fn name(n: u32) -> Option<&'static str> {
        Some(match n {
            GET_VERSION => "GET_VERSION",
            CREATE_QUEUE => "CREATE_QUEUE",
            DESTROY_QUEUE => "DESTROY_QUEUE",
            SET_MEMORY_POLICY => "SET_MEMORY_POLICY",
            GET_CLOCK_COUNTERS => "GET_CLOCK_COUNTERS",
            GET_PROCESS_APERTURES => "GET_PROCESS_APERTURES",
            UPDATE_QUEUE => "UPDATE_QUEUE",
            CREATE_EVENT => "CREATE_EVENT",
            DESTROY_EVENT => "DESTROY_EVENT",
            SET_EVENT => "SET_EVENT",
            RESET_EVENT => "RESET_EVENT",
            WAIT_EVENTS => "WAIT_EVENTS",
            DBG_REGISTER_DEPRECATED => "DBG_REGISTER_DEPRECATED",
            DBG_UNREGISTER_DEPRECATED => "DBG_UNREGISTER_DEPRECATED",
            DBG_ADDRESS_WATCH_DEPRECATED => "DBG_ADDRESS_WATCH_DEPRECATED",
            DBG_WAVE_CONTROL_DEPRECATED => "DBG_WAVE_CONTROL_DEPRECATED",
            SET_SCRATCH_BACKING_VA => "SET_SCRATCH_BACKING_VA",
            GET_TILE_CONFIG => "GET_TILE_CONFIG",
            SET_TRAP_HANDLER => "SET_TRAP_HANDLER",
            GET_PROCESS_APERTURES_NEW => "GET_PROCESS_APERTURES_NEW",
            ACQUIRE_VM => "ACQUIRE_VM",
            ALLOC_MEMORY_OF_GPU => "ALLOC_MEMORY_OF_GPU",
            FREE_MEMORY_OF_GPU => "FREE_MEMORY_OF_GPU",
            MAP_MEMORY_TO_GPU => "MAP_MEMORY_TO_GPU",
            UNMAP_MEMORY_FROM_GPU => "UNMAP_MEMORY_FROM_GPU",
            SET_CU_MASK => "SET_CU_MASK",
            GET_QUEUE_WAVE_STATE => "GET_QUEUE_WAVE_STATE",
            GET_DMABUF_INFO => "GET_DMABUF_INFO",
            IMPORT_DMABUF => "IMPORT_DMABUF",
            ALLOC_QUEUE_GWS => "ALLOC_QUEUE_GWS",
            SMI_EVENTS => "SMI_EVENTS",
            SVM => "SVM",
            SET_XNACK_MODE => "SET_XNACK_MODE",
            CRIU_OP => "CRIU_OP",
            AVAILABLE_MEMORY => "AVAILABLE_MEMORY",
            DBG_TRAP_ROCT => "DBG_TRAP",
            _ => return None,
        })
    }
}

/// Direction and kernel-side argument size of ioctl `nr`, as the kernel's table knows them
/// (`None` for numbers outside the table). Sizes of the structs this crate does not model
/// (SMI, SVM, CRIU, dmabuf) are the header's.
pub const fn kernel_ioctl_shape(n: u32) -> Option<(u32, u32)> {
    const RW: u32 = IOC_READ | IOC_WRITE;
    let s = match n {
        nr::GET_VERSION => (IOC_READ, 8),
        nr::CREATE_QUEUE => (RW, 88),
        nr::DESTROY_QUEUE => (RW, 8),
        nr::SET_MEMORY_POLICY => (IOC_WRITE, 32),
        nr::GET_CLOCK_COUNTERS => (RW, 40),
        nr::GET_PROCESS_APERTURES => (IOC_READ, 400),
        nr::UPDATE_QUEUE => (IOC_WRITE, 24),
        nr::CREATE_EVENT => (RW, 32),
        nr::DESTROY_EVENT | nr::SET_EVENT | nr::RESET_EVENT => (IOC_WRITE, 8),
        nr::WAIT_EVENTS => (RW, 24),
        nr::DBG_REGISTER_DEPRECATED | nr::DBG_UNREGISTER_DEPRECATED => (IOC_WRITE, 8),
        nr::DBG_ADDRESS_WATCH_DEPRECATED | nr::DBG_WAVE_CONTROL_DEPRECATED => (IOC_WRITE, 16),
        nr::SET_SCRATCH_BACKING_VA => (RW, 16),
        nr::GET_TILE_CONFIG => (RW, 40),
        nr::SET_TRAP_HANDLER => (IOC_WRITE, 24),
        nr::GET_PROCESS_APERTURES_NEW => (RW, 16),
        nr::ACQUIRE_VM => (IOC_WRITE, 8),
        nr::ALLOC_MEMORY_OF_GPU => (RW, 40),
        nr::FREE_MEMORY_OF_GPU => (IOC_WRITE, 8),
        nr::MAP_MEMORY_TO_GPU | nr::UNMAP_MEMORY_FROM_GPU => (RW, 24),
        nr::SET_CU_MASK => (IOC_WRITE, 16),
        nr::GET_QUEUE_WAVE_STATE => (RW, 24),
        nr::GET_DMABUF_INFO => (RW, 32),
        nr::IMPORT_DMABUF => (RW, 24),
        nr::ALLOC_QUEUE_GWS => (RW, 16),
        nr::SMI_EVENTS => (RW, 8),
        nr::SVM => (RW, 24),
        nr::SET_XNACK_MODE => (RW, 4),
        nr::CRIU_OP => (RW, 56),
        nr::AVAILABLE_MEMORY => (RW, 16),
        _ => return None,
    };
    Some(s)
}

/// The full request number the installed header defines for `nr` (`AMDKFD_IO*('K', nr, T)`).
pub const fn request(n: u32) -> Option<u32> {
    match kernel_ioctl_shape(n) {
        Some((dir, size)) => Some(ioc(dir, AMDKFD_IOCTL_BASE, n, size)),
        None => None,
    }
}

// ---- flags and constants ----

pub const KFD_IOC_QUEUE_TYPE_COMPUTE: u32 = 0;
pub const KFD_IOC_QUEUE_TYPE_SDMA: u32 = 1;
pub const KFD_IOC_QUEUE_TYPE_COMPUTE_AQL: u32 = 2;
pub const KFD_IOC_QUEUE_TYPE_SDMA_XGMI: u32 = 3;
pub const KFD_MAX_QUEUE_PERCENTAGE: u32 = 100;
pub const KFD_MAX_QUEUE_PRIORITY: u32 = 15;
pub const KFD_IOC_CACHE_POLICY_COHERENT: u32 = 0;
pub const KFD_IOC_CACHE_POLICY_NONCOHERENT: u32 = 1;

pub const KFD_IOC_EVENT_SIGNAL: u32 = 0;
pub const KFD_IOC_EVENT_NODECHANGE: u32 = 1;
pub const KFD_IOC_EVENT_DEVICESTATECHANGE: u32 = 2;
pub const KFD_IOC_EVENT_HW_EXCEPTION: u32 = 3;
pub const KFD_IOC_EVENT_SYSTEM_EVENT: u32 = 4;
pub const KFD_IOC_EVENT_DEBUG_EVENT: u32 = 5;
pub const KFD_IOC_EVENT_PROFILE_EVENT: u32 = 6;
pub const KFD_IOC_EVENT_QUEUE_EVENT: u32 = 7;
pub const KFD_IOC_EVENT_MEMORY: u32 = 8;
pub const KFD_IOC_WAIT_RESULT_COMPLETE: u32 = 0;
pub const KFD_IOC_WAIT_RESULT_TIMEOUT: u32 = 1;
pub const KFD_IOC_WAIT_RESULT_FAIL: u32 = 2;
pub const KFD_SIGNAL_EVENT_LIMIT: u32 = 4096;
/// First id of a non-signal event (the kernel's `KFD_FIRST_NONSIGNAL_EVENT_ID`).
pub const KFD_FIRST_NONSIGNAL_EVENT_ID: u32 = 0x8000_0000;
/// Value of an events-page slot that has not fired (`UNSIGNALED_EVENT_SLOT`).
pub const UNSIGNALED_EVENT_SLOT: u64 = u64::MAX;

/// `kfd_ioctl_svm_op`.
pub const KFD_IOCTL_SVM_OP_SET_ATTR: u32 = 0;
pub const KFD_IOCTL_SVM_OP_GET_ATTR: u32 = 1;
/// `kfd_ioctl_svm_location`: system memory, and "no location" (placed where it is used).
pub const KFD_IOCTL_SVM_LOCATION_SYSMEM: u32 = 0;
pub const KFD_IOCTL_SVM_LOCATION_UNDEFINED: u32 = 0xffff_ffff;
/// `KFD_IOCTL_SVM_FLAG_*`.
pub const KFD_IOCTL_SVM_FLAG_HOST_ACCESS: u32 = 0x1;
pub const KFD_IOCTL_SVM_FLAG_COHERENT: u32 = 0x2;
pub const KFD_IOCTL_SVM_FLAG_HIVE_LOCAL: u32 = 0x4;
pub const KFD_IOCTL_SVM_FLAG_GPU_RO: u32 = 0x8;
pub const KFD_IOCTL_SVM_FLAG_GPU_EXEC: u32 = 0x10;
pub const KFD_IOCTL_SVM_FLAG_GPU_READ_MOSTLY: u32 = 0x20;
/// `kfd_ioctl_svm_attr_type`.
pub const KFD_IOCTL_SVM_ATTR_PREFERRED_LOC: u32 = 0;
pub const KFD_IOCTL_SVM_ATTR_PREFETCH_LOC: u32 = 1;
pub const KFD_IOCTL_SVM_ATTR_ACCESS: u32 = 2;
pub const KFD_IOCTL_SVM_ATTR_ACCESS_IN_PLACE: u32 = 3;
pub const KFD_IOCTL_SVM_ATTR_NO_ACCESS: u32 = 4;
pub const KFD_IOCTL_SVM_ATTR_SET_FLAGS: u32 = 5;
pub const KFD_IOCTL_SVM_ATTR_CLR_FLAGS: u32 = 6;
pub const KFD_IOCTL_SVM_ATTR_GRANULARITY: u32 = 7;

pub const KFD_IOC_ALLOC_MEM_FLAGS_VRAM: u32 = 1 << 0;
pub const KFD_IOC_ALLOC_MEM_FLAGS_GTT: u32 = 1 << 1;
pub const KFD_IOC_ALLOC_MEM_FLAGS_USERPTR: u32 = 1 << 2;
pub const KFD_IOC_ALLOC_MEM_FLAGS_DOORBELL: u32 = 1 << 3;
pub const KFD_IOC_ALLOC_MEM_FLAGS_MMIO_REMAP: u32 = 1 << 4;
pub const KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE: u32 = 1 << 31;
pub const KFD_IOC_ALLOC_MEM_FLAGS_EXECUTABLE: u32 = 1 << 30;
pub const KFD_IOC_ALLOC_MEM_FLAGS_PUBLIC: u32 = 1 << 29;
pub const KFD_IOC_ALLOC_MEM_FLAGS_NO_SUBSTITUTE: u32 = 1 << 28;
pub const KFD_IOC_ALLOC_MEM_FLAGS_AQL_QUEUE_MEM: u32 = 1 << 27;
pub const KFD_IOC_ALLOC_MEM_FLAGS_COHERENT: u32 = 1 << 26;
pub const KFD_IOC_ALLOC_MEM_FLAGS_UNCACHED: u32 = 1 << 25;

// ---- mmap offsets (byte offsets, as ROCt passes them to mmap) ----

pub const PAGE_SHIFT: u32 = 12;
pub const PAGE_BYTES: u64 = 1 << PAGE_SHIFT;
/// Bits 63:62 of the byte offset.
pub const KFD_MMAP_TYPE_SHIFT: u32 = 62;
pub const KFD_MMAP_TYPE_MASK: u64 = 0x3 << KFD_MMAP_TYPE_SHIFT;
pub const KFD_MMAP_TYPE_DOORBELL: u64 = 0x3 << KFD_MMAP_TYPE_SHIFT;
pub const KFD_MMAP_TYPE_EVENTS: u64 = 0x2 << KFD_MMAP_TYPE_SHIFT;
pub const KFD_MMAP_TYPE_RESERVED_MEM: u64 = 0x1 << KFD_MMAP_TYPE_SHIFT;
pub const KFD_MMAP_TYPE_MMIO: u64 = 0;
/// Bits 61:46 of the byte offset hold the 16-bit gpu_id.
pub const KFD_MMAP_GPU_ID_SHIFT: u32 = 46;
pub const KFD_GPU_ID_HASH_WIDTH: u32 = 16;
pub const KFD_MMAP_GPU_ID_MASK: u64 = ((1 << KFD_GPU_ID_HASH_WIDTH) - 1) << KFD_MMAP_GPU_ID_SHIFT;

/// `KFD_MMAP_GPU_ID(gpu_id)` in byte-offset form.
pub const fn mmap_gpu_id(gpu_id: u32) -> u64 {
    ((gpu_id as u64) << KFD_MMAP_GPU_ID_SHIFT) & KFD_MMAP_GPU_ID_MASK
}
/// Decodes `(type bits 63:62, gpu_id bits 61:46)` from a byte offset.
pub const fn mmap_decode(offset: u64) -> (u64, u32) {
    (
        offset & KFD_MMAP_TYPE_MASK,
        ((offset & KFD_MMAP_GPU_ID_MASK) >> KFD_MMAP_GPU_ID_SHIFT) as u32,
    )
}
