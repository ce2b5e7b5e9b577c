//! The host runtime's half of a kernel launch through an AQL queue, shared by every host
//! program that drives the GPUs through the KFD driver: the host stub's runtime
//! (`cpu-adapters/host-stub/src/runtime.rs`) and the gem5 guest program
//! (`cpu-adapters/gem5/guest`). Plain data in, bytes out: nothing here touches memory, the
//! driver or a transport.
//!
//! - [`find_kernel`] and [`check_geometry`]: the checks a runtime makes before it launches.
//! - [`kernarg_segment`]: the kernarg segment laid out from the code object's metadata, explicit
//!   arguments first, then the hidden ones (block counts, group sizes, remainders, grid
//!   dimensions, global offsets, dynamic LDS size, queue pointer, aperture bases).
//! - [`private_segment_bytes`], [`dispatch_packet`]: the AQL kernel-dispatch packet (system-scope
//!   acquire and release, no barrier bit).
//! - [`completion_signal`]: the `amd_signal_t` image of a completion signal with an event
//!   mailbox, the way the command processor decrements it and raises the event.
//!
//! The runtime writes the packet body first and the header (bytes 0..2) last: the packet
//! becomes valid when its type is written.

use crate::cp::aql::{self, FenceScope, KernelDispatchPacket};
use crate::emu::abi::{LDS_APERTURE_BASE, SCRATCH_APERTURE_BASE};
use crate::job::{DYNAMIC_STACK_BYTES, MAX_LDS_BYTES};
use crate::loader::{CodeObject, KernelArg, KernelInfo, ValueKind};

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

/// The kernel `name` of `code`, or an error listing the kernels it has.
pub fn find_kernel<'a>(code: &'a CodeObject, name: &str) -> Result<&'a KernelInfo, LaunchError> {
    code.kernel(name).ok_or_else(|| {
        LaunchError(format!(
            "no kernel `{name}` in the code object (it has: {})",
            code.kernels
                .iter()
                .map(|k| k.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })
}

/// Checks a launch's geometry: no zero sizes, workgroup dimensions up to 1024, and a flat
/// workgroup within the kernel's maximum.
pub fn check_geometry(k: &KernelInfo, grid: [u32; 3], wg: [u32; 3]) -> Result<(), LaunchError> {
    if grid.contains(&0) || wg.contains(&0) || wg.iter().any(|&w| w > 1024) {
        return fail(format!(
            "kernel `{}`: bad geometry grid {grid:?} workgroup {wg:?}",
            k.name
        ));
    }
    let flat = u64::from(wg[0]) * u64::from(wg[1]) * u64::from(wg[2]);
    if flat > u64::from(k.meta.max_flat_workgroup_size.clamp(1, 1024)) {
        return fail(format!(
            "kernel `{}`: workgroup of {flat} work-items exceeds its maximum {}",
            k.name, k.meta.max_flat_workgroup_size
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
    k: &KernelInfo,
    grid: [u32; 3],
    wg: [u32; 3],
    offset: [u32; 3],
    args: &[ArgValue],
    queue_va: u64,
) -> Result<Kernarg, LaunchError> {
    let explicit: Vec<_> = k.meta.explicit_args().collect();
    if explicit.len() != args.len() {
        return fail(format!(
            "kernel `{}` takes {} arguments, {} given",
            k.name,
            explicit.len(),
            args.len()
        ));
    }
    let len = k.meta.kernarg_segment_size.max(k.descriptor.kernarg_size) as usize;
    let mut ka = vec![0u8; len.max(8)];
    let mut lds = u64::from(k.meta.group_segment_fixed_size);
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
    let dynamic = lds as u32 - k.meta.group_segment_fixed_size;
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
    k: &'k KernelInfo,
    grid: [u32; 3],
    wg: [u32; 3],
    offset: [u32; 3],
    dynamic_lds: u32,
    queue_va: u64,
) -> impl Iterator<Item = (&'k KernelArg, u64)> + 'k {
    let dims = u64::from(dimensions(grid, wg));
    k.meta
        .args
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
pub fn private_segment_bytes(k: &KernelInfo) -> u32 {
    let mut private = k
        .meta
        .private_segment_fixed_size
        .max(k.descriptor.private_segment_fixed_size);
    if k.meta.uses_dynamic_stack || k.descriptor.uses_dynamic_stack() {
        private = private.saturating_add(DYNAMIC_STACK_BYTES);
    }
    private
}

/// The 64-byte AQL kernel-dispatch packet for a launch of `k` from the code object loaded at
/// `code_base`: system-scope acquire and release fences, no barrier bit.
pub fn dispatch_packet(
    k: &KernelInfo,
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
            FenceScope::System,
            FenceScope::System,
        )),
        setup: dimensions(grid, wg),
        workgroup_size: [wg[0] as u16, wg[1] as u16, wg[2] as u16],
        grid_size: grid,
        private_segment_size_bytes: private_segment_bytes(k),
        group_segment_size_bytes: group_segment_bytes,
        kernel_object: code_base + k.descriptor_vaddr,
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

    fn vecadd() -> CodeObject {
        CodeObject::parse(include_bytes!("../kernels/vecadd.hsaco")).unwrap()
    }

    #[test]
    fn vecadd_kernarg_has_pointers_n_and_hidden_offsets() {
        let co = vecadd();
        let k = find_kernel(&co, "vecadd").unwrap();
        let args = [
            ArgValue::Ptr(0x4000_0000_0000),
            ArgValue::Ptr(0x4000_0001_0000),
            ArgValue::Ptr(0x4000_0002_0000),
            ArgValue::U32(1000),
        ];
        let ka = kernarg_segment(k, [512, 1, 1], [256, 1, 1], [512, 0, 0], &args, 0x1234).unwrap();
        let explicit: Vec<_> = k.meta.explicit_args().collect();
        let at = |o: u32, n: usize| &ka.bytes[o as usize..o as usize + n];
        assert_eq!(
            at(explicit[0].offset, 8),
            &0x4000_0000_0000u64.to_le_bytes()
        );
        assert_eq!(
            at(explicit[2].offset, 8),
            &0x4000_0002_0000u64.to_le_bytes()
        );
        assert_eq!(at(explicit[3].offset, 4), &1000u32.to_le_bytes());
        let hidden = |kind: ValueKind| k.meta.args.iter().find(|a| a.value_kind == kind);
        if let Some(m) = hidden(ValueKind::HiddenGlobalOffsetX) {
            assert_eq!(at(m.offset, 8), &512u64.to_le_bytes());
        }
        assert_eq!(ka.group_segment_bytes, k.meta.group_segment_fixed_size);
    }

    #[test]
    fn kernarg_rejects_wrong_count_and_kind() {
        let co = vecadd();
        let k = find_kernel(&co, "vecadd").unwrap();
        let e = kernarg_segment(k, [64, 1, 1], [64, 1, 1], [0; 3], &[], 0).unwrap_err();
        assert!(e.0.contains("takes 4 arguments, 0 given"), "{e}");
        let args = [
            ArgValue::F32(1.0),
            ArgValue::Ptr(0),
            ArgValue::Ptr(0),
            ArgValue::U32(1),
        ];
        let e = kernarg_segment(k, [64, 1, 1], [64, 1, 1], [0; 3], &args, 0).unwrap_err();
        assert!(e.0.contains("argument 0"), "{e}");
        assert!(find_kernel(&co, "nope").unwrap_err().0.contains("vecadd"));
    }

    #[test]
    fn geometry_checks() {
        let co = vecadd();
        let k = find_kernel(&co, "vecadd").unwrap();
        assert!(check_geometry(k, [256, 1, 1], [256, 1, 1]).is_ok());
        assert!(check_geometry(k, [0, 1, 1], [256, 1, 1]).is_err());
        assert!(check_geometry(k, [256, 1, 1], [2048, 1, 1]).is_err());
        assert!(check_geometry(k, [256, 1, 1], [64, 64, 1]).is_err());
        assert_eq!(dimensions([8, 1, 1], [8, 1, 1]), 1);
        assert_eq!(dimensions([8, 8, 1], [8, 1, 1]), 2);
        assert_eq!(dimensions([8, 1, 1], [8, 1, 2]), 3);
    }

    #[test]
    fn packet_and_signal_images() {
        let co = vecadd();
        let k = find_kernel(&co, "vecadd").unwrap();
        let p = dispatch_packet(k, 0x10_0000, [1024, 1, 1], [256, 1, 1], 0, 0x2000, 0x3000);
        match aql::AqlPacket::parse(&p) {
            aql::AqlPacket::KernelDispatch(d) => {
                assert_eq!(d.header.packet_type(), aql::PACKET_TYPE_KERNEL_DISPATCH);
                assert_eq!(d.header.release_scope(), FenceScope::System);
                assert_eq!(d.dimensions(), 1);
                assert_eq!(d.grid_size, [1024, 1, 1]);
                assert_eq!(d.workgroup_size, [256, 1, 1]);
                assert_eq!(d.kernel_object, 0x10_0000 + k.descriptor_vaddr);
                assert_eq!(d.kernarg_address, 0x2000);
                assert_eq!(d.completion_signal, 0x3000);
            }
            other => panic!("not a dispatch: {other:?}"),
        }
        let s = completion_signal(1, 0xabc0, 7);
        assert_eq!(&s[8..16], &1i64.to_le_bytes());
        assert_eq!(&s[16..24], &0xabc0u64.to_le_bytes());
        assert_eq!(&s[24..32], &7u64.to_le_bytes());
    }
}
