//! AMDKFD_IOC_SVM: SET_ATTR announces the range to the GPU side, GET_ATTR answers what was
//! set (the intersection over the range), and malformed calls are refused with EINVAL.

mod common;

use common::Host;
use emulated_driver::abi::{self, AbiStruct, SvmArgs, SvmAttribute};
use emulated_driver::{svm_attrs, svm_call, DriverNote, Errno, IoctlOutcome, SvmLoc, SvmSet};

const BASE: u64 = 0x1_0000_0000;

fn call(
    h: &mut Host,
    op: u32,
    start: u64,
    size: u64,
    attrs: &[SvmAttribute],
) -> Result<Vec<SvmAttribute>, Errno> {
    let args = SvmArgs {
        start_addr: start,
        size,
        op,
        nattr: 0,
    };
    let (req, mut b) = svm_call(args, attrs);
    match h.drv.ioctl(u64::from(req), &mut b, &mut h.mem, 0) {
        Ok(IoctlOutcome::Done(0)) => Ok(svm_attrs(&b)),
        Ok(other) => panic!("unexpected outcome {other:?}"),
        Err(e) => Err(e),
    }
}

fn attr(ty: u32, value: u32) -> SvmAttribute {
    SvmAttribute { ty, value }
}

#[test]
fn set_attr_is_announced_and_get_attr_answers_it() {
    let mut h = Host::new(4);
    let ids = h.gpu_ids();
    let set = [
        attr(
            abi::KFD_IOCTL_SVM_ATTR_PREFERRED_LOC,
            abi::KFD_IOCTL_SVM_LOCATION_UNDEFINED,
        ),
        attr(abi::KFD_IOCTL_SVM_ATTR_ACCESS, ids[1]),
        attr(abi::KFD_IOCTL_SVM_ATTR_GRANULARITY, 0),
    ];
    call(&mut h, abi::KFD_IOCTL_SVM_OP_SET_ATTR, BASE, 8 << 12, &set).unwrap();
    let notes = h.drv.take_notes();
    assert_eq!(
        notes,
        vec![DriverNote::SvmSet(SvmSet {
            start: BASE,
            size: 8 << 12,
            preferred: Some(SvmLoc::Undefined),
            prefetch: None,
        })]
    );
    // Half of the range prefers GPU 2: the whole range's preferred location is then mixed.
    let pre = [attr(abi::KFD_IOCTL_SVM_ATTR_PREFETCH_LOC, ids[2])];
    call(&mut h, abi::KFD_IOCTL_SVM_OP_SET_ATTR, BASE, 4 << 12, &pre).unwrap();
    assert_eq!(
        h.drv.take_notes(),
        vec![DriverNote::SvmSet(SvmSet {
            start: BASE,
            size: 4 << 12,
            preferred: None,
            prefetch: Some(SvmLoc::Gpu(2)),
        })]
    );
    let ask = [
        attr(abi::KFD_IOCTL_SVM_ATTR_PREFETCH_LOC, 0),
        attr(abi::KFD_IOCTL_SVM_ATTR_GRANULARITY, 0),
        attr(abi::KFD_IOCTL_SVM_ATTR_ACCESS, ids[1]),
        attr(abi::KFD_IOCTL_SVM_ATTR_ACCESS, ids[0]),
    ];
    let half = call(&mut h, abi::KFD_IOCTL_SVM_OP_GET_ATTR, BASE, 4 << 12, &ask).unwrap();
    assert_eq!(half[0].value, ids[2]);
    assert_eq!(half[1].value, 0);
    assert_eq!(half[2].ty, abi::KFD_IOCTL_SVM_ATTR_ACCESS);
    assert_eq!(half[3].ty, abi::KFD_IOCTL_SVM_ATTR_NO_ACCESS);
    let all = call(&mut h, abi::KFD_IOCTL_SVM_OP_GET_ATTR, BASE, 8 << 12, &ask).unwrap();
    assert_eq!(all[0].value, abi::KFD_IOCTL_SVM_LOCATION_UNDEFINED);
    // GET_ATTR changes nothing and announces nothing.
    assert!(h.drv.take_notes().is_empty());
}

#[test]
fn malformed_calls_are_refused() {
    let mut h = Host::new(2);
    let set = abi::KFD_IOCTL_SVM_OP_SET_ATTR;
    let ok = [attr(
        abi::KFD_IOCTL_SVM_ATTR_PREFERRED_LOC,
        abi::KFD_IOCTL_SVM_LOCATION_SYSMEM,
    )];
    // Unaligned start, unaligned or zero size, an overflowing or huge range.
    for (start, size) in [
        (BASE + 1, 4096),
        (BASE, 100),
        (BASE, 0),
        (u64::MAX - 4095, 8192),
        (0, 1 << 40),
    ] {
        assert_eq!(
            call(&mut h, set, start, size, &ok),
            Err(Errno::EINVAL),
            "{start:#x} {size}"
        );
    }
    // An unknown gpu_id, attribute type or operation.
    let bad_loc = [attr(abi::KFD_IOCTL_SVM_ATTR_PREFETCH_LOC, 12345)];
    assert_eq!(call(&mut h, set, BASE, 4096, &bad_loc), Err(Errno::EINVAL));
    let bad_ty = [attr(99, 0)];
    assert_eq!(call(&mut h, set, BASE, 4096, &bad_ty), Err(Errno::EINVAL));
    assert_eq!(call(&mut h, 7, BASE, 4096, &ok), Err(Errno::EINVAL));
    // More attributes than the request's size carries.
    let (req, mut b) = svm_call(
        SvmArgs {
            start_addr: BASE,
            size: 4096,
            op: set,
            nattr: 0,
        },
        &ok,
    );
    abi::SvmArgs {
        start_addr: BASE,
        size: 4096,
        op: set,
        nattr: 5,
    }
    .write_to(&mut b);
    assert_eq!(
        h.drv.ioctl(u64::from(req), &mut b, &mut h.mem, 0),
        Err(Errno::EINVAL)
    );
    // A refused call changed nothing.
    assert!(h.drv.take_notes().is_empty());
}
