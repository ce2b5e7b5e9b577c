//! gfx803 code objects: ELF reading, kernel descriptors and the msgpack metadata note.
//!
//! A code object is what `clang-15 -target amdgcn-amd-amdhsa -mcpu=gfx803` writes: a 64-bit
//! little-endian ELF shared object (`ET_DYN`, `EM_AMDGPU`, `ELFOSABI_AMDGPU_HSA`) whose loadable
//! segments hold `.text`, `.rodata` (with one 64-byte kernel descriptor `<name>.kd` per kernel)
//! and `.dynamic`, plus a `NT_AMDGPU_METADATA` note describing each kernel's arguments and
//! resources. [`CodeObject::parse`] checks the target, places the `PT_LOAD` segments in a flat
//! image (offset = virtual address), reads every kernel's descriptor and metadata, and collects
//! the dynamic relocations that [`CodeObject::image_at`] applies for a chosen load address.
//! Facts come from LLVM's AMDGPUUsage documentation; malformed input is an error, never a panic.

pub mod descriptor;
pub mod elf;
pub mod metadata;
pub mod metadata_v2;

pub use descriptor::{DescriptorError, KernelDescriptor};
pub use metadata::{KernelArg, KernelMeta, Metadata, MetadataError, ValueKind};

/// A loaded code object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeObject {
    /// The `PT_LOAD` segments placed at offset = `p_vaddr` (gaps and `.bss` zero), before
    /// relocation. Use [`CodeObject::image_at`] for the bytes to put in memory.
    pub image: Vec<u8>,
    /// Every kernel the metadata lists, in metadata order.
    pub kernels: Vec<KernelInfo>,
    /// 2, 3, 4 or 5 (from the ELF ABI version 0, 1, 2 or 3).
    pub code_object_version: u32,
    /// The whole metadata note (`amdhsa.version`, `amdhsa.target`).
    pub metadata_version: [u32; 2],
    /// `amdhsa.target`, e.g. `amdgcn-amd-amdhsa--gfx803`.
    pub target: Option<String>,
    relocations: Vec<Relocation>,
}

/// One kernel of a code object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    /// The kernel's source name (`.name`).
    pub name: String,
    pub descriptor: KernelDescriptor,
    /// Virtual address (image offset) of the `<name>.kd` descriptor.
    pub descriptor_vaddr: u64,
    /// Virtual address (image offset) of the first instruction.
    pub entry_vaddr: u64,
    pub meta: KernelMeta,
}

impl KernelInfo {
    /// The launch view of this kernel for the host ABI: where the metadata note and the
    /// descriptor both give a size, the larger wins (clang writes both; hand-written objects
    /// may fill only one).
    pub fn abi(&self) -> host_abi::KernelAbi<'_> {
        host_abi::KernelAbi {
            name: &self.name,
            args: &self.meta.args,
            kernarg_segment_bytes: self
                .meta
                .kernarg_segment_size
                .max(self.descriptor.kernarg_size),
            group_segment_fixed_bytes: self.meta.group_segment_fixed_size,
            private_segment_fixed_bytes: self
                .meta
                .private_segment_fixed_size
                .max(self.descriptor.private_segment_fixed_size),
            dynamic_stack: self.meta.uses_dynamic_stack || self.descriptor.uses_dynamic_stack(),
            max_flat_workgroup_size: self.meta.max_flat_workgroup_size,
            descriptor_offset: self.descriptor_vaddr,
        }
    }
}

/// A dynamic relocation, already resolved to "write `base + addend` as a u64 at `offset`".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Relocation {
    offset: u64,
    addend: u64,
}

/// Why a code object could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    #[error("not an ELF file (bad magic or shorter than an ELF header)")]
    NotElf,
    #[error("ELF class {0} is not ELF64; AMDGPU code objects are 64-bit")]
    NotElf64(u8),
    #[error("ELF data encoding {0} is not little-endian")]
    NotLittleEndian(u8),
    #[error("malformed ELF: {0}")]
    Malformed(String),
    #[error("ELF machine is {machine} ({name}), expected EM_AMDGPU (224)")]
    WrongMachine { machine: u16, name: &'static str },
    #[error("ELF type is {0} ({1}); a code object is a linked shared object (ET_DYN, 3): link it with ld.lld or build without -c")]
    NotSharedObject(u16, &'static str),
    #[error("ELF OS/ABI is {0}, expected ELFOSABI_AMDGPU_HSA (64)")]
    WrongOsAbi(u8),
    #[error("ELF ABI version {0} is not supported (0 = code object v2, 1 = v3, 2 = v4, 3 = v5)")]
    UnsupportedAbiVersion(u8),
    #[error(
        "code object targets {name} (e_flags mach {mach:#x}); Tandem models gfx803 (mach 0x2a)"
    )]
    WrongTarget { mach: u32, name: String },
    #[error("code object has no metadata note (NT_AMDGPU_METADATA for v3 and later, NT_AMD_HSA_METADATA for v2)")]
    NoMetadata,
    #[error(transparent)]
    Metadata(#[from] MetadataError),
    #[error("code object lists no kernels")]
    NoKernels,
    #[error("kernel `{kernel}`: descriptor symbol `{symbol}` not found")]
    MissingDescriptor { kernel: String, symbol: String },
    #[error("kernel `{kernel}`: descriptor symbol `{symbol}` at {vaddr:#x} ({size} bytes) is not a whole kernel descriptor (64 bytes; v2: a 256-byte amd_kernel_code_t) inside a loaded segment")]
    DescriptorOutOfImage {
        kernel: String,
        symbol: String,
        vaddr: u64,
        size: u64,
    },
    #[error("kernel `{kernel}`: {source}")]
    Descriptor {
        kernel: String,
        source: DescriptorError,
    },
    #[error("kernel `{kernel}`: entry {entry} (descriptor {descriptor_vaddr:#x} + kernel_code_entry_byte_offset) lies outside the loaded code")]
    EntryOutOfImage {
        kernel: String,
        descriptor_vaddr: u64,
        entry: i128,
    },
    #[error("kernel `{kernel}`: descriptor says entry {from_descriptor:#x} but function symbol `{kernel}` is at {from_symbol:#x}")]
    EntryMismatch {
        kernel: String,
        from_descriptor: u64,
        from_symbol: u64,
    },
    #[error("PT_LOAD segment at {vaddr:#x} with {memsz:#x} bytes: {why}")]
    BadSegment {
        vaddr: u64,
        memsz: u64,
        why: &'static str,
    },
    #[error("relocation at {offset:#x}: unsupported type {r_type} (only R_AMDGPU_RELATIVE64 and R_AMDGPU_ABS64 to defined symbols)")]
    UnsupportedRelocation { offset: u64, r_type: u32 },
    #[error("relocation at {offset:#x}: symbol `{symbol}` is not defined in the code object")]
    UndefinedSymbol { offset: u64, symbol: String },
    #[error("relocation at {offset:#x} writes outside the loaded image")]
    RelocationOutOfImage { offset: u64 },
}

impl CodeObject {
    /// Parses and checks a gfx803 code object (v2, v3, v4 or v5).
    pub fn parse(bytes: &[u8]) -> Result<CodeObject, LoadError> {
        elf::parse(bytes)
    }

    /// Finds a kernel by its source name (or by its descriptor symbol name `<name>.kd`).
    pub fn kernel(&self, name: &str) -> Option<&KernelInfo> {
        self.kernels
            .iter()
            .find(|k| k.name == name)
            .or_else(|| self.kernels.iter().find(|k| k.meta.symbol == name))
    }

    /// The kernel `name`, or a launch error listing the kernels the code object has.
    pub fn find_kernel(&self, name: &str) -> Result<&KernelInfo, host_abi::LaunchError> {
        self.kernel(name).ok_or_else(|| {
            let names: Vec<_> = self.kernels.iter().map(|k| k.name.as_str()).collect();
            host_abi::LaunchError(format!(
                "no kernel `{name}` in the code object (it has: {})",
                names.join(", ")
            ))
        })
    }

    /// The image with the dynamic relocations applied for loading at virtual address `base`
    /// (`image_at(base)[i]` belongs at `base + i`).
    pub fn image_at(&self, base: u64) -> Vec<u8> {
        let mut img = self.image.clone();
        for r in &self.relocations {
            // Offsets were checked against the image size at parse time.
            let off = r.offset as usize;
            if let Some(slot) = img.get_mut(off..off + 8) {
                slot.copy_from_slice(&base.wrapping_add(r.addend).to_le_bytes());
            }
        }
        img
    }

    /// Number of dynamic relocations [`CodeObject::image_at`] applies.
    pub fn relocation_count(&self) -> usize {
        self.relocations.len()
    }
}
