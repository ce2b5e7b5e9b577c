//! The host side of the HSA/AMD launch ABI, as plain data and pure functions: what a host
//! program writes into memory so that a GCN3 command processor runs its kernel, and what the
//! command processor reads back. Tandem's GPU side (`gpu-sim`: command processor, dispatcher,
//! `tandem kernel`'s job runner) and its host programs (the host stub's runtime and the gem5
//! guest program `tandem-guest`) all use this one crate, so the two sides of a launch cannot
//! drift apart.
//!
//! - [`addr`]: the address map (page size, host and device bases, scratch windows) and the
//!   gfx8 doorbell width.
//! - [`aql`]: AQL packets (HSA 1.x, 64-byte slots), `amd_signal_t` and `amd_queue_t` field
//!   offsets, queue error codes.
//! - [`queue`]: the `amd_queue_t` image and the flat-address apertures it advertises.
//! - [`kernel`]: kernel-argument kinds from the code object's metadata, and [`KernelAbi`], the
//!   view of a kernel a runtime launches from.
//! - [`driver`]: the driver channel's mmap reply and queue-error event, as the GPU process
//!   sends them.
//! - [`launch`]: kernarg segment layout (explicit and hidden arguments), dispatch packet and
//!   completion-signal images, geometry checks.
//!
//! Nothing here touches memory, a driver or a transport, and the crate depends only on
//! `thiserror` and `serde` (fence scopes appear in the GPU side's reports), so a static guest
//! binary links it as easily as the simulator does.

pub mod addr;
pub mod aql;
pub mod driver;
pub mod kernel;
pub mod launch;
pub mod queue;

pub use kernel::{KernelAbi, KernelArg, ValueKind};
pub use launch::{
    check_geometry, completion_signal, dimensions, dispatch_packet, hidden_values, kernarg_segment,
    private_segment_bytes, ArgValue, Kernarg, LaunchError, DYNAMIC_STACK_BYTES, MAX_LDS_BYTES,
    SIGNAL_IMAGE_BYTES,
};
pub use queue::{amd_queue_image, QueueInit, LDS_APERTURE_BASE, SCRATCH_APERTURE_BASE};
