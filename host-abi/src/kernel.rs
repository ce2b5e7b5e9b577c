//! What a code object's metadata says about a kernel's arguments, in the vocabulary of
//! LLVM's AMDGPUUsage ("Code Object V3 to V5 Metadata"): the argument kinds, their kernarg
//! offsets and sizes, and [`KernelAbi`], the few facts about a kernel a runtime needs to
//! launch it. Parsing the msgpack note is the loader's job (`gpu_sim::loader`); this crate only
//! holds the plain data both the loader and the host programs use.

/// What a kernel argument is, from its `.value_kind`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueKind {
    /// Passed by value: the kernarg bytes are the value itself.
    ByValue,
    /// A pointer to global (or constant) memory.
    GlobalBuffer,
    /// A `__local` pointer: the kernarg holds the offset of dynamically sized LDS.
    DynamicSharedPointer,
    HiddenGlobalOffsetX,
    HiddenGlobalOffsetY,
    HiddenGlobalOffsetZ,
    HiddenBlockCountX,
    HiddenBlockCountY,
    HiddenBlockCountZ,
    HiddenGroupSizeX,
    HiddenGroupSizeY,
    HiddenGroupSizeZ,
    HiddenRemainderX,
    HiddenRemainderY,
    HiddenRemainderZ,
    HiddenGridDims,
    HiddenNone,
    HiddenPrintfBuffer,
    HiddenHostcallBuffer,
    HiddenDefaultQueue,
    HiddenCompletionAction,
    HiddenMultigridSyncArg,
    HiddenHeapV1,
    HiddenPrivateBase,
    HiddenSharedBase,
    HiddenQueuePtr,
    HiddenDynamicLdsSize,
    /// A kind this loader does not know (kept verbatim).
    Other(String),
}

impl ValueKind {
    /// Maps a `.value_kind` string.
    pub fn from_name(s: &str) -> ValueKind {
        use ValueKind::*;
        match s {
            "by_value" => ByValue,
            "global_buffer" => GlobalBuffer,
            "dynamic_shared_pointer" => DynamicSharedPointer,
            "hidden_global_offset_x" => HiddenGlobalOffsetX,
            "hidden_global_offset_y" => HiddenGlobalOffsetY,
            "hidden_global_offset_z" => HiddenGlobalOffsetZ,
            "hidden_block_count_x" => HiddenBlockCountX,
            "hidden_block_count_y" => HiddenBlockCountY,
            "hidden_block_count_z" => HiddenBlockCountZ,
            "hidden_group_size_x" => HiddenGroupSizeX,
            "hidden_group_size_y" => HiddenGroupSizeY,
            "hidden_group_size_z" => HiddenGroupSizeZ,
            "hidden_remainder_x" => HiddenRemainderX,
            "hidden_remainder_y" => HiddenRemainderY,
            "hidden_remainder_z" => HiddenRemainderZ,
            "hidden_grid_dims" => HiddenGridDims,
            "hidden_none" => HiddenNone,
            "hidden_printf_buffer" => HiddenPrintfBuffer,
            "hidden_hostcall_buffer" => HiddenHostcallBuffer,
            "hidden_default_queue" => HiddenDefaultQueue,
            "hidden_completion_action" => HiddenCompletionAction,
            "hidden_multigrid_sync_arg" => HiddenMultigridSyncArg,
            "hidden_heap_v1" => HiddenHeapV1,
            "hidden_private_base" => HiddenPrivateBase,
            "hidden_shared_base" => HiddenSharedBase,
            "hidden_queue_ptr" => HiddenQueuePtr,
            "hidden_dynamic_lds_size" => HiddenDynamicLdsSize,
            other => Other(other.to_string()),
        }
    }

    /// The metadata spelling (`by_value`, `hidden_grid_dims`, ...).
    pub fn name(&self) -> &str {
        use ValueKind::*;
        match self {
            ByValue => "by_value",
            GlobalBuffer => "global_buffer",
            DynamicSharedPointer => "dynamic_shared_pointer",
            HiddenGlobalOffsetX => "hidden_global_offset_x",
            HiddenGlobalOffsetY => "hidden_global_offset_y",
            HiddenGlobalOffsetZ => "hidden_global_offset_z",
            HiddenBlockCountX => "hidden_block_count_x",
            HiddenBlockCountY => "hidden_block_count_y",
            HiddenBlockCountZ => "hidden_block_count_z",
            HiddenGroupSizeX => "hidden_group_size_x",
            HiddenGroupSizeY => "hidden_group_size_y",
            HiddenGroupSizeZ => "hidden_group_size_z",
            HiddenRemainderX => "hidden_remainder_x",
            HiddenRemainderY => "hidden_remainder_y",
            HiddenRemainderZ => "hidden_remainder_z",
            HiddenGridDims => "hidden_grid_dims",
            HiddenNone => "hidden_none",
            HiddenPrintfBuffer => "hidden_printf_buffer",
            HiddenHostcallBuffer => "hidden_hostcall_buffer",
            HiddenDefaultQueue => "hidden_default_queue",
            HiddenCompletionAction => "hidden_completion_action",
            HiddenMultigridSyncArg => "hidden_multigrid_sync_arg",
            HiddenHeapV1 => "hidden_heap_v1",
            HiddenPrivateBase => "hidden_private_base",
            HiddenSharedBase => "hidden_shared_base",
            HiddenQueuePtr => "hidden_queue_ptr",
            HiddenDynamicLdsSize => "hidden_dynamic_lds_size",
            Other(s) => s,
        }
    }

    /// Hidden arguments are filled by the runtime, not given by the program.
    pub fn is_hidden(&self) -> bool {
        match self {
            ValueKind::ByValue | ValueKind::GlobalBuffer | ValueKind::DynamicSharedPointer => false,
            ValueKind::Other(s) => s.starts_with("hidden_"),
            _ => true,
        }
    }
}

/// One kernel argument as the metadata describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArg {
    /// Source-level name (`.name`), when the compiler emitted it.
    pub name: Option<String>,
    /// Source-level type (`.type_name`, e.g. `float*`, `uint`).
    pub type_name: Option<String>,
    /// Byte offset in the kernarg segment.
    pub offset: u32,
    /// Byte size in the kernarg segment.
    pub size: u32,
    pub value_kind: ValueKind,
    /// `.address_space` of a pointer argument (`global`, `constant`, `local`, ...).
    pub address_space: Option<String>,
    /// `.access` / `.actual_access` (`read_only`, `write_only`, `read_write`).
    pub access: Option<String>,
    /// `.pointee_align` of a dynamic shared pointer.
    pub pointee_align: Option<u32>,
    pub is_const: bool,
    pub is_restrict: bool,
    pub is_volatile: bool,
}

/// What a runtime needs to know about a kernel to launch it: a borrowed view of its
/// metadata and descriptor (the loader builds one with `KernelInfo::abi`). Where the metadata
/// note and the kernel descriptor both give a size, the larger is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelAbi<'a> {
    /// The kernel's source name (for error messages).
    pub name: &'a str,
    /// Arguments in kernarg order, hidden ones included.
    pub args: &'a [KernelArg],
    /// Bytes of the kernarg segment.
    pub kernarg_segment_bytes: u32,
    /// Static LDS per workgroup.
    pub group_segment_fixed_bytes: u32,
    /// Static private (scratch) bytes per work-item.
    pub private_segment_fixed_bytes: u32,
    /// The kernel calls through a dynamic stack (needs [`crate::launch::DYNAMIC_STACK_BYTES`]
    /// of scratch on top of the static size).
    pub dynamic_stack: bool,
    /// `.max_flat_workgroup_size` (a launch clamps it to 1..=1024).
    pub max_flat_workgroup_size: u32,
    /// Offset of the `<name>.kd` kernel descriptor in the loaded image; the dispatch packet's
    /// `kernel_object` is the image's base plus this.
    pub descriptor_offset: u64,
}

impl<'a> KernelAbi<'a> {
    /// The arguments a program supplies (not hidden), in kernarg order.
    pub fn explicit_args(&self) -> impl Iterator<Item = &'a KernelArg> {
        self.args.iter().filter(|a| !a.value_kind.is_hidden())
    }
}
