//! gfx803 code objects: ELF reading, kernel descriptors and the msgpack metadata note.

pub mod descriptor;

pub use descriptor::{DescriptorError, KernelDescriptor};
