//! The host runtime's half of a kernel launch through an AQL queue, shared by every host
//! program that drives the GPUs through the KFD driver: the host stub's runtime
//! (`cpu-adapters/host-stub/src/runtime.rs`) and the gem5 guest program
//! (`cpu-adapters/gem5/guest`). Plain data in, bytes out: nothing here touches memory, the
//! driver or a transport.
//!
//! - [`check_geometry`]: the check a runtime makes before it launches.
//! - [`kernarg_segment`]: the kernarg segment laid out from the code object's metadata, explicit
//!   arguments first, then the hidden ones (block counts, group sizes, remainders, grid
//!   dimensions, global offsets, dynamic LDS size, queue pointer, aperture bases).
//! - [`private_segment_bytes`], [`dispatch_packet`]: the AQL kernel-dispatch packet (the acquire
//!   scope the runtime asks for, system-scope release, no barrier bit).
//! - [`completion_signal`]: the `amd_signal_t` image of a completion signal with an event
//!   mailbox, the way the command processor decrements it and raises the event.
//!
//! The runtime writes the packet body first and the header (bytes 0..2) last: the packet
//! becomes valid when its type is written.

use crate::aql::{self, FenceScope, KernelDispatchPacket};
use crate::kernel::{KernelAbi, KernelArg, ValueKind};
use crate::queue::{LDS_APERTURE_BASE, SCRATCH_APERTURE_BASE};

/// Scratch bytes per work-item a runtime adds for a kernel that uses a dynamic stack (calls
/// through pointers or recursion), on top of its static private segment: ROCr's default.
pub const DYNAMIC_STACK_BYTES: u32 = 1024;
/// LDS per workgroup on GCN3 (64 KiB); a launch asking for more is refused.
pub const MAX_LDS_BYTES: u32 = 64 * 1024;

/// Bytes of the `amd_signal_t` prefix a runtime writes ([`completion_signal`]).
pub const SIGNAL_IMAGE_BYTES: usize = 32;

/// One explicit kernel argument, in the kernel's argument order.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ArgValue {
    /// A global pointer: the buffer's GPU virtual address.
    Ptr(u64),
    U32(u32),
    I32(i32),
    F32(f32),
    U64(u64),
    F64(f64),
    /// A `__local` pointer with this many bytes of dynamic LDS.
    Local(u32),
}

/// Why a launch cannot be prepared (the message names the kernel and the argument).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct LaunchError(pub String);

fn fail<T>(msg: String) -> Result<T, LaunchError> {
    Err(LaunchError(msg))
}

/// A laid-out kernarg segment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernarg {
    /// The segment (at least 8 bytes).
    pub bytes: Vec<u8>,
    /// LDS per workgroup: the kernel's static size plus the dynamic `__local` arguments, which
    /// the dispatch packet's `group_segment_size` carries.
    pub group_segment_bytes: u32,
}

/// Checks a launch's geometry: no zero sizes, workgroup dimensions up to 1024, and a flat
/// workgroup within the kernel's maximum.
pub fn check_geometry(k: &KernelAbi<'_>, grid: [u32; 3], wg: [u32; 3]) -> Result<(), LaunchError> {
    if grid.contains(&0) || wg.contains(&0) || wg.iter().any(|&w| w > 1024) {
        return fail(format!(
            "kernel `{}`: bad geometry grid {grid:?} workgroup {wg:?}",
            k.name
        ));
    }
    let flat = u64::from(wg[0]) * u64::from(wg[1]) * u64::from(wg[2]);
    if flat > u64::from(k.max_flat_workgroup_size.clamp(1, 1024)) {
        return fail(format!(
            "kernel `{}`: workgroup of {flat} work-items exceeds its maximum {}",
            k.name, k.max_flat_workgroup_size
        ));
    }
    Ok(())
}

/// Grid dimensions of a launch (the packet's `setup` and the hidden grid-dims argument): 3 when
/// the grid or the workgroup uses z, else 2 when either uses y, else 1.
pub fn dimensions(grid: [u32; 3], wg: [u32; 3]) -> u16 {
    if grid[2] > 1 || wg[2] > 1 {
        3
    } else if grid[1] > 1 || wg[1] > 1 {
        2
    } else {
        1
    }
}

/// Lays out the kernarg segment of `k` for a launch of `grid` work-items in workgroups of `wg`
/// with OpenCL global offset `offset`; `queue_va` is the `amd_queue_t` the hidden queue pointer
/// names. Explicit arguments are checked against the metadata (kind and by-value size).
pub fn kernarg_segment(
    k: &KernelAbi<'_>,
    grid: [u32; 3],
    wg: [u32; 3],
    offset: [u32; 3],
    args: &[ArgValue],
    queue_va: u64,
) -> Result<Kernarg, LaunchError> {
    let explicit: Vec<_> = k.explicit_args().collect();
    if explicit.len() != args.len() {
        return fail(format!(
            "kernel `{}` takes {} arguments, {} given",
            k.name,
            explicit.len(),
            args.len()
        ));
    }
    let len = k.kernarg_segment_bytes as usize;
    let mut ka = vec![0u8; len.max(8)];
    let mut lds = u64::from(k.group_segment_fixed_bytes);
    let mut put = |off: u32, size: u32, bytes: &[u8]| -> Result<(), LaunchError> {
        let n = (size as usize).min(bytes.len());
        let o = off as usize;
        let dst = ka.get_mut(o..o + n).ok_or_else(|| {
            LaunchError(format!(
                "kernel `{}`: argument at offset {off} outside the kernarg segment",
                k.name
            ))
        })?;
        dst.copy_from_slice(&bytes[..n]);
        Ok(())
    };
    for (i, (a, m)) in args.iter().zip(&explicit).enumerate() {
        let ok = matches!(
            (&m.value_kind, a),
            (ValueKind::GlobalBuffer, ArgValue::Ptr(_))
                | (ValueKind::GlobalBuffer, ArgValue::U64(_))
                | (ValueKind::DynamicSharedPointer, ArgValue::Local(_))
                | (ValueKind::ByValue, ArgValue::U32(_))
                | (ValueKind::ByValue, ArgValue::I32(_))
                | (ValueKind::ByValue, ArgValue::F32(_))
                | (ValueKind::ByValue, ArgValue::U64(_))
                | (ValueKind::ByValue, ArgValue::F64(_))
        );
        if !ok {
            return fail(format!(
                "kernel `{}` argument {i} ({}): {:?} given for a {} argument",
                k.name,
                m.name.as_deref().unwrap_or("?"),
                a,
                m.value_kind.name()
            ));
        }
        let bytes: Vec<u8> = match *a {
            ArgValue::Ptr(va) => va.to_le_bytes().to_vec(),
            ArgValue::U32(v) => v.to_le_bytes().to_vec(),
            ArgValue::I32(v) => v.to_le_bytes().to_vec(),
            ArgValue::F32(v) => v.to_le_bytes().to_vec(),
            ArgValue::U64(v) => v.to_le_bytes().to_vec(),
            ArgValue::F64(v) => v.to_le_bytes().to_vec(),
            ArgValue::Local(n) => {
                let align = u64::from(m.pointee_align.unwrap_or(4).clamp(1, 256));
                lds = lds.div_ceil(align) * align;
                let off = lds as u32;
                lds += u64::from(n);
                off.to_le_bytes().to_vec()
            }
        };
        if !matches!(a, ArgValue::Local(_))
            && m.value_kind == ValueKind::ByValue
            && bytes.len() != m.size as usize
        {
            return fail(format!(
                "kernel `{}` argument {i}: {} bytes given for a {}-byte argument",
                k.name,
                bytes.len(),
                m.size
            ));
        }
        put(m.offset, m.size, &bytes)?;
    }
    if lds > u64::from(MAX_LDS_BYTES) {
        return fail(format!(
            "kernel `{}` needs {lds} bytes of LDS (64 KiB available)",
            k.name
        ));
    }
    let dynamic = lds as u32 - k.group_segment_fixed_bytes;
    for (m, v) in hidden_values(k, grid, wg, offset, dynamic, queue_va) {
        put(m.offset, m.size, &v.to_le_bytes())?;
    }
    Ok(Kernarg {
        bytes: ka,
        group_segment_bytes: lds as u32,
    })
}

/// The hidden arguments of `k` with their values for a launch of `grid` work-items in
/// workgroups of `wg` at OpenCL global offset `offset`, with `dynamic_lds` bytes of dynamic
/// LDS; `queue_va` is the `amd_queue_t` the hidden queue pointer names. One place for what a
/// runtime puts there (the host runtimes and `tandem kernel`'s job runner use it).
pub fn hidden_values<'k>(
    k: &KernelAbi<'k>,
    grid: [u32; 3],
    wg: [u32; 3],
    offset: [u32; 3],
    dynamic_lds: u32,
    queue_va: u64,
) -> impl Iterator<Item = (&'k KernelArg, u64)> + 'k {
    let dims = u64::from(dimensions(grid, wg));
    k.args
        .iter()
        .filter(|a| a.value_kind.is_hidden())
        .map(move |m| {
            use ValueKind::*;
            let v: u64 = match &m.value_kind {
                HiddenBlockCountX => u64::from(grid[0] / wg[0]),
                HiddenBlockCountY => u64::from(grid[1] / wg[1]),
                HiddenBlockCountZ => u64::from(grid[2] / wg[2]),
                HiddenGroupSizeX => u64::from(wg[0]),
                HiddenGroupSizeY => u64::from(wg[1]),
                HiddenGroupSizeZ => u64::from(wg[2]),
                HiddenRemainderX => u64::from(grid[0] % wg[0]),
                HiddenRemainderY => u64::from(grid[1] % wg[1]),
                HiddenRemainderZ => u64::from(grid[2] % wg[2]),
                HiddenGridDims => dims,
                HiddenGlobalOffsetX => u64::from(offset[0]),
                HiddenGlobalOffsetY => u64::from(offset[1]),
                HiddenGlobalOffsetZ => u64::from(offset[2]),
                HiddenDynamicLdsSize => u64::from(dynamic_lds),
                HiddenQueuePtr => queue_va,
                HiddenPrivateBase => SCRATCH_APERTURE_BASE >> 32,
                HiddenSharedBase => LDS_APERTURE_BASE >> 32,
                // printf, hostcall, heap, default queue, completion action and multigrid are
                // null; hidden_none and unknown kinds stay 0.
                _ => 0,
            };
            (m, v)
        })
}

/// Private (scratch) bytes per work-item a dispatch of `k` asks for: the fixed size, plus
/// [`DYNAMIC_STACK_BYTES`] when the kernel uses a dynamic stack.
pub fn private_segment_bytes(k: &KernelAbi<'_>) -> u32 {
    let mut private = k.private_segment_fixed_bytes;
    if k.dynamic_stack {
        private = private.saturating_add(DYNAMIC_STACK_BYTES);
    }
    private
}

/// The 64-byte AQL kernel-dispatch packet for a launch of `k` from the code object loaded at
/// `code_base`: an `acquire` fence, a system-scope release fence, no barrier bit.
///
/// The acquire scope is the runtime's choice, as ROCclr makes it: `System` when the host wrote
/// memory the kernel may read since the GPU's last dispatch (the GPU then also drops what its
/// L2 holds of its own memory), `Agent` otherwise (only lines of memory the GPU does not own
/// are dropped). See docs/timing.md, "Kernel boundaries".
#[allow(clippy::too_many_arguments)]
pub fn dispatch_packet(
    k: &KernelAbi<'_>,
    acquire: FenceScope,
    code_base: u64,
    grid: [u32; 3],
    wg: [u32; 3],
    group_segment_bytes: u32,
    kernarg_va: u64,
    completion_signal: u64,
) -> [u8; 64] {
    aql::encode_dispatch(&KernelDispatchPacket {
        header: aql::Header(aql::header(
            aql::PACKET_TYPE_KERNEL_DISPATCH,
            false,
            acquire,
            FenceScope::System,
        )),
        setup: dimensions(grid, wg),
        workgroup_size: [wg[0] as u16, wg[1] as u16, wg[2] as u16],
        grid_size: grid,
        private_segment_size_bytes: private_segment_bytes(k),
        group_segment_size_bytes: group_segment_bytes,
        kernel_object: code_base + k.descriptor_offset,
        kernarg_address: kernarg_va,
        completion_signal,
    })
}

/// The first 32 bytes of an `amd_signal_t` completion signal: kind 1 (user), `value`, the
/// event mailbox address and the event id the command processor writes there when the value
/// is decremented.
pub fn completion_signal(value: i64, mailbox_va: u64, event_id: u32) -> [u8; SIGNAL_IMAGE_BYTES] {
    let mut sig = [0u8; SIGNAL_IMAGE_BYTES];
    let o = |f: u64| f as usize;
    sig[o(aql::signal::KIND)..o(aql::signal::KIND) + 8].copy_from_slice(&1u64.to_le_bytes());
    sig[o(aql::signal::VALUE)..o(aql::signal::VALUE) + 8].copy_from_slice(&value.to_le_bytes());
    sig[o(aql::signal::EVENT_MAILBOX_PTR)..o(aql::signal::EVENT_MAILBOX_PTR) + 8]
        .copy_from_slice(&mailbox_va.to_le_bytes());
    sig[o(aql::signal::EVENT_ID)..o(aql::signal::EVENT_ID) + 8]
        .copy_from_slice(&u64::from(event_id).to_le_bytes());
    sig
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arg(offset: u32, size: u32, kind: &str) -> KernelArg {
        KernelArg {
            name: None,
            type_name: None,
            offset,
            size,
            value_kind: ValueKind::from_name(kind),
            address_space: None,
            access: None,
            pointee_align: (kind == "dynamic_shared_pointer").then_some(16),
            is_const: false,
            is_restrict: false,
            is_volatile: false,
        }
    }

    /// `kernel(global float*, __local float*, uint)` with the v5 hidden block.
    fn args() -> Vec<KernelArg> {
        vec![
            arg(0, 8, "global_buffer"),
            arg(8, 4, "dynamic_shared_pointer"),
            arg(12, 4, "by_value"),
            arg(16, 4, "hidden_block_count_x"),
            arg(20, 4, "hidden_block_count_y"),
            arg(28, 2, "hidden_group_size_x"),
            arg(34, 2, "hidden_remainder_x"),
            arg(56, 8, "hidden_global_offset_x"),
            arg(80, 2, "hidden_grid_dims"),
            arg(88, 4, "hidden_dynamic_lds_size"),
            arg(96, 4, "hidden_private_base"),
            arg(100, 4, "hidden_shared_base"),
            arg(104, 8, "hidden_queue_ptr"),
            arg(112, 8, "hidden_printf_buffer"),
        ]
    }

    fn abi(args: &[KernelArg]) -> KernelAbi<'_> {
        KernelAbi {
            name: "k",
            args,
            kernarg_segment_bytes: 120,
            group_segment_fixed_bytes: 100,
            private_segment_fixed_bytes: 8,
            dynamic_stack: false,
            max_flat_workgroup_size: 256,
            descriptor_offset: 0x1000,
        }
    }

    fn u(b: &[u8], off: usize, n: usize) -> u64 {
        let mut x = [0u8; 8];
        x[..n].copy_from_slice(&b[off..off + n]);
        u64::from_le_bytes(x)
    }

    #[test]
    fn explicit_and_hidden_arguments_land_at_their_offsets() {
        let a = args();
        let k = abi(&a);
        let vals = [
            ArgValue::Ptr(0xdead_0000),
            ArgValue::Local(40),
            ArgValue::U32(7),
        ];
        let ka = kernarg_segment(&k, [1000, 1, 1], [256, 1, 1], [3, 0, 0], &vals, 0x5000).unwrap();
        let b = &ka.bytes;
        assert_eq!(b.len(), 120);
        assert_eq!(u(b, 0, 8), 0xdead_0000);
        // Dynamic LDS starts after the 100 static bytes, aligned to the pointee's 16.
        assert_eq!(u(b, 8, 4), 112);
        assert_eq!(ka.group_segment_bytes, 152);
        assert_eq!(u(b, 12, 4), 7);
        assert_eq!(u(b, 16, 4), 3, "1000 / 256 full blocks");
        assert_eq!(u(b, 20, 4), 1);
        assert_eq!(u(b, 28, 2), 256);
        assert_eq!(u(b, 34, 2), 1000 % 256);
        assert_eq!(u(b, 56, 8), 3);
        assert_eq!(u(b, 80, 2), 1);
        assert_eq!(
            u(b, 88, 4),
            40 + 12,
            "dynamic bytes include the alignment padding"
        );
        assert_eq!(u(b, 96, 4), SCRATCH_APERTURE_BASE >> 32);
        assert_eq!(u(b, 100, 4), LDS_APERTURE_BASE >> 32);
        assert_eq!(u(b, 104, 8), 0x5000);
        assert_eq!(u(b, 112, 8), 0, "no printf buffer");
    }

    #[test]
    fn bad_arguments_and_too_much_lds_are_refused() {
        let a = args();
        let k = abi(&a);
        let e = kernarg_segment(&k, [64, 1, 1], [64, 1, 1], [0; 3], &[], 0).unwrap_err();
        assert!(e.0.contains("takes 3 arguments, 0 given"), "{e}");
        let wrong = [ArgValue::Ptr(0), ArgValue::Local(4), ArgValue::U64(7)];
        let e = kernarg_segment(&k, [64, 1, 1], [64, 1, 1], [0; 3], &wrong, 0).unwrap_err();
        assert!(e.0.contains("argument 2") && e.0.contains("8 bytes"), "{e}");
        let big = [
            ArgValue::Ptr(0),
            ArgValue::Local(MAX_LDS_BYTES),
            ArgValue::U32(1),
        ];
        let e = kernarg_segment(&k, [64, 1, 1], [64, 1, 1], [0; 3], &big, 0).unwrap_err();
        assert!(e.0.contains("LDS"), "{e}");
        let mut small = abi(&a);
        small.kernarg_segment_bytes = 64;
        let ok = [ArgValue::Ptr(0), ArgValue::Local(4), ArgValue::U32(1)];
        let e = kernarg_segment(&small, [64, 1, 1], [64, 1, 1], [0; 3], &ok, 0).unwrap_err();
        assert!(e.0.contains("outside the kernarg segment"), "{e}");
    }

    #[test]
    fn scratch_size_and_packet_follow_the_kernel() {
        let a = args();
        let mut k = abi(&a);
        assert_eq!(private_segment_bytes(&k), 8);
        k.dynamic_stack = true;
        assert_eq!(private_segment_bytes(&k), 8 + DYNAMIC_STACK_BYTES);
        let p = dispatch_packet(
            &k,
            FenceScope::System,
            0x10_0000,
            [64, 4, 1],
            [16, 4, 1],
            152,
            0x2000,
            0x3000,
        );
        match aql::AqlPacket::parse(&p) {
            aql::AqlPacket::KernelDispatch(d) => {
                assert_eq!(d.dimensions(), 2);
                assert_eq!(d.kernel_object, 0x10_1000);
                assert_eq!(d.group_segment_size_bytes, 152);
                assert_eq!(d.private_segment_size_bytes, 8 + DYNAMIC_STACK_BYTES);
                assert!(!d.header.barrier());
                assert_eq!(d.header.acquire_scope(), FenceScope::System);
                assert_eq!(d.header.release_scope(), FenceScope::System);
            }
            other => panic!("not a dispatch: {other:?}"),
        }
        let p = dispatch_packet(&k, FenceScope::Agent, 0, [64, 1, 1], [64, 1, 1], 0, 0, 0);
        match aql::AqlPacket::parse(&p) {
            aql::AqlPacket::KernelDispatch(d) => {
                assert_eq!(d.header.acquire_scope(), FenceScope::Agent);
                assert_eq!(d.header.release_scope(), FenceScope::System);
            }
            other => panic!("not a dispatch: {other:?}"),
        }
        assert!(
            check_geometry(&k, [64, 1, 1], [512, 1, 1]).is_err(),
            "above max flat 256"
        );
    }
}
