//! The host ABI (`host-abi` crate) against a real clang-15 code object: the kernarg segment,
//! geometry checks and packet images a runtime builds from the loader's view of `vecadd`.

use gpu_sim::loader::CodeObject;
use host_abi::aql::{self, FenceScope};
use host_abi::{
    check_geometry, completion_signal, dimensions, dispatch_packet, kernarg_segment, ArgValue,
    ValueKind,
};

fn vecadd() -> CodeObject {
    CodeObject::parse(include_bytes!("../kernels/vecadd.hsaco")).unwrap()
}

#[test]
fn vecadd_kernarg_has_pointers_n_and_hidden_offsets() {
    let co = vecadd();
    let k = co.find_kernel("vecadd").unwrap().abi();
    let args = [
        ArgValue::Ptr(0x4000_0000_0000),
        ArgValue::Ptr(0x4000_0001_0000),
        ArgValue::Ptr(0x4000_0002_0000),
        ArgValue::U32(1000),
    ];
    let ka = kernarg_segment(&k, [512, 1, 1], [256, 1, 1], [512, 0, 0], &args, 0x1234).unwrap();
    let explicit: Vec<_> = k.explicit_args().collect();
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
    let hidden = |kind: ValueKind| k.args.iter().find(|a| a.value_kind == kind);
    if let Some(m) = hidden(ValueKind::HiddenGlobalOffsetX) {
        assert_eq!(at(m.offset, 8), &512u64.to_le_bytes());
    }
    assert_eq!(ka.group_segment_bytes, k.group_segment_fixed_bytes);
}

#[test]
fn kernarg_rejects_wrong_count_and_kind() {
    let co = vecadd();
    let k = co.find_kernel("vecadd").unwrap().abi();
    let e = kernarg_segment(&k, [64, 1, 1], [64, 1, 1], [0; 3], &[], 0).unwrap_err();
    assert!(e.0.contains("takes 4 arguments, 0 given"), "{e}");
    let args = [
        ArgValue::F32(1.0),
        ArgValue::Ptr(0),
        ArgValue::Ptr(0),
        ArgValue::U32(1),
    ];
    let e = kernarg_segment(&k, [64, 1, 1], [64, 1, 1], [0; 3], &args, 0).unwrap_err();
    assert!(e.0.contains("argument 0"), "{e}");
    assert!(co.find_kernel("nope").unwrap_err().0.contains("vecadd"));
}

#[test]
fn geometry_checks() {
    let co = vecadd();
    let k = co.find_kernel("vecadd").unwrap().abi();
    assert!(check_geometry(&k, [256, 1, 1], [256, 1, 1]).is_ok());
    assert!(check_geometry(&k, [0, 1, 1], [256, 1, 1]).is_err());
    assert!(check_geometry(&k, [256, 1, 1], [2048, 1, 1]).is_err());
    assert!(check_geometry(&k, [256, 1, 1], [64, 64, 1]).is_err());
    assert_eq!(dimensions([8, 1, 1], [8, 1, 1]), 1);
    assert_eq!(dimensions([8, 8, 1], [8, 1, 1]), 2);
    assert_eq!(dimensions([8, 1, 1], [8, 1, 2]), 3);
}

#[test]
fn packet_and_signal_images() {
    let co = vecadd();
    let k = co.find_kernel("vecadd").unwrap().abi();
    let p = dispatch_packet(
        &k,
        FenceScope::Agent,
        0x10_0000,
        [1024, 1, 1],
        [256, 1, 1],
        0,
        0x2000,
        0x3000,
    );
    match aql::AqlPacket::parse(&p) {
        aql::AqlPacket::KernelDispatch(d) => {
            assert_eq!(d.header.packet_type(), aql::PACKET_TYPE_KERNEL_DISPATCH);
            assert_eq!(d.header.release_scope(), FenceScope::System);
            assert_eq!(d.header.acquire_scope(), FenceScope::Agent);
            assert_eq!(d.dimensions(), 1);
            assert_eq!(d.grid_size, [1024, 1, 1]);
            assert_eq!(d.workgroup_size, [256, 1, 1]);
            assert_eq!(d.kernel_object, 0x10_0000 + k.descriptor_offset);
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
