//! Whole-dispatch tests of the emulator: the initial register state the kernel descriptor
//! requests (every user and system SGPR field, work-item id VGPRs, FLAT_SCRATCH, M0, EXEC),
//! scratch written through the private segment buffer and read back through the flat private
//! aperture, `s_barrier` across the four wavefronts of a workgroup, and error reporting.
//!
//! Kernels are hand-written; their words were assembled once with
//! `llvm-mc-15 -arch=amdgcn -mcpu=gfx803 -show-encoding` (assembly in the comments).

use gpu_sim::emu::abi::{self, QueueInit};
use gpu_sim::emu::{run_dispatch, DispatchSetup, EmuError, Memory, SparseMemory};
use gpu_sim::loader::KernelDescriptor;

const CODE: u64 = 0x1_0000_0000;
const QUEUE: u64 = 0x2_0000_0000;
const PACKET: u64 = 0x2_0001_0000;
const KERNARG: u64 = 0x2_0002_0000;
const OUT: u64 = 0x4_0000_0000;
const OUT2: u64 = 0x4_0010_0000;
const SCRATCH: u64 = 0x100_0000_0000;
/// Instruction guard for these dispatches; the endless-loop test relies on it.
const LIMIT: u64 = 1_000_000;

fn descriptor(props: u16, rsrc1: u32, rsrc2: u32) -> KernelDescriptor {
    let mut b = [0u8; 64];
    b[48..52].copy_from_slice(&rsrc1.to_le_bytes());
    b[52..56].copy_from_slice(&rsrc2.to_le_bytes());
    b[56..58].copy_from_slice(&props.to_le_bytes());
    KernelDescriptor::parse(&b).unwrap()
}

struct Run {
    mem: SparseMemory,
    result: Result<gpu_sim::emu::DispatchStats, EmuError>,
}

#[allow(clippy::too_many_arguments)]
fn dispatch(
    words: &[u32],
    kd: KernelDescriptor,
    grid: [u32; 3],
    wg: [u32; 3],
    lds: u32,
    private: u32,
    groups: std::ops::Range<u64>,
) -> Run {
    let code: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let mut mem = SparseMemory::new();
    mem.map(CODE, code.len() as u64);
    mem.write(CODE, &code).unwrap();
    for va in [QUEUE, PACKET, KERNARG, OUT, OUT2] {
        mem.map(va, 0x1_0000);
    }
    let scratch_bytes = abi::scratch_bytes_needed(wg, private);
    mem.map(SCRATCH, scratch_bytes.max(4096));
    mem.write(KERNARG, &OUT.to_le_bytes()).unwrap();
    mem.write(KERNARG + 8, &OUT2.to_le_bytes()).unwrap();
    let setup = DispatchSetup {
        kernel_name: "test",
        descriptor: kd,
        code: &code,
        code_base: CODE,
        entry_pc: CODE,
        grid,
        workgroup: wg,
        group_segment_bytes: lds,
        private_segment_bytes: private,
        kernarg_va: KERNARG,
        dispatch_packet_va: PACKET,
        queue_va: QUEUE,
        dispatch_id: 0x1234_5678_9abc,
        scratch_va: SCRATCH,
        scratch_bytes,
        workgroups: groups,
        max_wavefront_instructions: LIMIT,
    };
    let q = QueueInit {
        ring_va: PACKET,
        ring_packets: 64,
        queue_id: 0,
        scratch_va: SCRATCH,
        scratch_bytes,
        private_segment_bytes: private,
    };
    abi::write_amd_queue(&mut mem, QUEUE, &q).unwrap();
    abi::write_dispatch_packet(&mut mem, PACKET, &setup).unwrap();
    let result = run_dispatch(&setup, &mut mem);
    Run { mem, result }
}

fn read_u32s(mem: &mut SparseMemory, va: u64, n: usize) -> Vec<u32> {
    let mut b = vec![0u8; 4 * n];
    mem.read(va, &mut b).unwrap();
    b.chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn initial_state_and_scratch_round_trip() {
    let code: &[u32] = &[
        // s_load_dwordx2 s[20:21], s[8:9], 0x0
        0xc0060504, 0x00000000, // s_load_dwordx2 s[22:23], s[8:9], 0x8
        0xc0060584, 0x00000008, // s_load_dword s24, s[6:7], 0x44
        0xc0020603, 0x00000044, // s_waitcnt lgkmcnt(0)
        0xbf8c007f, // v_mov_b32_e32 v10, s20
        0x7e140214, // v_mov_b32_e32 v11, s21
        0x7e160215, // v_mov_b32_e32 v12, s0
        0x7e180200, // v_mov_b32_e32 v13, s1
        0x7e1a0201, // v_mov_b32_e32 v14, s2
        0x7e1c0202, // v_mov_b32_e32 v15, s3
        0x7e1e0203, // flat_store_dwordx4 v[10:11], v[12:15]
        0xdc7c0000, 0x00000c0a, // v_add_u32_e32 v10, vcc, 16, v10
        0x32141490, // v_addc_u32_e32 v11, vcc, 0, v11, vcc
        0x38161680, // v_mov_b32_e32 v12, s4
        0x7e180204, // v_mov_b32_e32 v13, s5
        0x7e1a0205, // v_mov_b32_e32 v14, s6
        0x7e1c0206, // v_mov_b32_e32 v15, s7
        0x7e1e0207, // flat_store_dwordx4 v[10:11], v[12:15]
        0xdc7c0000, 0x00000c0a, // v_add_u32_e32 v10, vcc, 16, v10
        0x32141490, // v_addc_u32_e32 v11, vcc, 0, v11, vcc
        0x38161680, // v_mov_b32_e32 v12, s8
        0x7e180208, // v_mov_b32_e32 v13, s9
        0x7e1a0209, // v_mov_b32_e32 v14, s10
        0x7e1c020a, // v_mov_b32_e32 v15, s11
        0x7e1e020b, // flat_store_dwordx4 v[10:11], v[12:15]
        0xdc7c0000, 0x00000c0a, // v_add_u32_e32 v10, vcc, 16, v10
        0x32141490, // v_addc_u32_e32 v11, vcc, 0, v11, vcc
        0x38161680, // v_mov_b32_e32 v12, s12
        0x7e18020c, // v_mov_b32_e32 v13, s13
        0x7e1a020d, // v_mov_b32_e32 v14, s14
        0x7e1c020e, // v_mov_b32_e32 v15, s15
        0x7e1e020f, // flat_store_dwordx4 v[10:11], v[12:15]
        0xdc7c0000, 0x00000c0a, // v_add_u32_e32 v10, vcc, 16, v10
        0x32141490, // v_addc_u32_e32 v11, vcc, 0, v11, vcc
        0x38161680, // v_mov_b32_e32 v12, s16
        0x7e180210, // v_mov_b32_e32 v13, s17
        0x7e1a0211, // v_mov_b32_e32 v14, s18
        0x7e1c0212, // v_mov_b32_e32 v15, s19
        0x7e1e0213, // flat_store_dwordx4 v[10:11], v[12:15]
        0xdc7c0000, 0x00000c0a, // v_add_u32_e32 v10, vcc, 16, v10
        0x32141490, // v_addc_u32_e32 v11, vcc, 0, v11, vcc
        0x38161680, // v_mov_b32_e32 v12, flat_scratch_lo
        0x7e180266, // v_mov_b32_e32 v13, flat_scratch_hi
        0x7e1a0267, // v_mov_b32_e32 v14, m0
        0x7e1c027c, // v_mov_b32_e32 v15, exec_lo
        0x7e1e027e, // flat_store_dwordx4 v[10:11], v[12:15]
        0xdc7c0000, 0x00000c0a, // v_lshlrev_b32_e32 v20, 3, v1
        0x24280283, // v_add_u32_e32 v20, vcc, v20, v0
        0x32280114, // v_lshlrev_b32_e32 v21, 4, v2
        0x242a0484, // v_add_u32_e32 v20, vcc, v20, v21
        0x32282b14, // buffer_store_dword v20, off, s[0:3], s19 offset:8
        0xe0700008, 0x13001400, // v_mul_u32_u24_e32 v22, 3, v20
        0x102c2883, // v_mov_b32_e32 v23, 12
        0x7e2e028c, // buffer_store_dword v22, v23, s[0:3], s19 offen
        0xe0701000, 0x13001617, // s_add_u32 s12, s12, s19
        0x800c130c, // s_lshr_b32 flat_scratch_hi, s12, 8
        0x8f67880c, // s_mov_b32 flat_scratch_lo, s13
        0xbee6000d, // v_mov_b32_e32 v24, 8
        0x7e300288, // v_mov_b32_e32 v25, s24
        0x7e320218, // flat_load_dwordx2 v[26:27], v[24:25]
        0xdc540000, 0x1a000018, // s_waitcnt vmcnt(0) lgkmcnt(0)
        0xbf8c0070, // v_lshlrev_b32_e32 v28, 3, v20
        0x24382883, // v_mov_b32_e32 v29, s23
        0x7e3a0217, // v_add_u32_e32 v28, vcc, s22, v28
        0x32383816, // v_addc_u32_e32 v29, vcc, 0, v29, vcc
        0x383a3a80, // flat_store_dwordx2 v[28:29], v[26:27]
        0xdc740000, 0x00001a1c, // s_endpgm
        0xbf810000,
    ];
    // All seven user SGPR fields (15 SGPRs), all system SGPRs, x/y/z work-item ids; 32 VGPRs,
    // 32 SGPRs; f16/f64 denormals kept.
    let rsrc1 = 7 | (3 << 6) | (3 << 18) | (1 << 21) | (1 << 23);
    let rsrc2 = 1 | (15 << 1) | (1 << 7) | (1 << 8) | (1 << 9) | (1 << 10) | (2 << 11);
    let kd = descriptor(0x7f, rsrc1, rsrc2);
    let mut r = dispatch(code, kd, [16, 4, 2], [8, 2, 2], 0, 16, 3..4);
    let stats = r.result.as_ref().expect("dispatch runs");
    assert_eq!((stats.workgroups, stats.wavefronts), (1, 1));
    let rec = read_u32s(&mut r.mem, OUT, 24);
    let scratch_bytes = abi::scratch_bytes_needed([8, 2, 2], 16);
    let rsrc = abi::private_segment_resource(SCRATCH, 16, scratch_bytes);
    assert_eq!(&rec[0..4], &rsrc, "private segment buffer");
    assert_eq!(
        &rec[4..6],
        &[PACKET as u32, (PACKET >> 32) as u32],
        "dispatch ptr"
    );
    assert_eq!(
        &rec[6..8],
        &[QUEUE as u32, (QUEUE >> 32) as u32],
        "queue ptr"
    );
    assert_eq!(
        &rec[8..10],
        &[KERNARG as u32, (KERNARG >> 32) as u32],
        "kernarg ptr"
    );
    assert_eq!(&rec[10..12], &[0x5678_9abc, 0x1234], "dispatch id");
    assert_eq!(
        &rec[12..14],
        &[0, 16],
        "flat scratch init (offset, lane size)"
    );
    assert_eq!(rec[14], 16, "private segment size");
    assert_eq!(
        &rec[15..18],
        &[1, 1, 0],
        "workgroup id x/y/z of flat group 3"
    );
    assert_eq!(rec[18], 1 | 1 << 31, "workgroup info");
    assert_eq!(rec[19], 0, "private segment wave offset");
    assert_eq!(
        &rec[20..24],
        &[16, 0, u32::MAX, u32::MAX],
        "FLAT_SCRATCH, M0, EXEC"
    );
    // Each lane stored (f, 3f) to its scratch with MUBUF and read both back through FLAT.
    let got = read_u32s(&mut r.mem, OUT2, 64);
    for f in 0..32u32 {
        assert_eq!(
            &got[2 * f as usize..2 * f as usize + 2],
            &[f, 3 * f],
            "work-item {f}"
        );
    }
    // The swizzled layout: dword 2 of lane l at 2 * 256 + 4 * l.
    let lane5 = read_u32s(&mut r.mem, SCRATCH + 2 * 256 + 4 * 5, 1)[0];
    assert_eq!(lane5, 5);
}

#[test]
fn barrier_orders_lds_across_four_wavefronts() {
    let code: &[u32] = &[
        // s_load_dwordx2 s[4:5], s[0:1], 0x0
        0xc0060100, 0x00000000, // v_lshlrev_b32_e32 v1, 2, v0
        0x24020082, // s_mov_b32 m0, -1
        0xbefc00c1, // ds_write_b32 v1, v0
        0xd81a0000, 0x00000001, // s_barrier
        0xbf8a0000, // v_sub_u32_e32 v2, vcc, 0xff, v0
        0x340400ff, 0x000000ff, // v_lshlrev_b32_e32 v2, 2, v2
        0x24040482, // ds_read_b32 v3, v2
        0xd86c0000, 0x03000002, // s_waitcnt lgkmcnt(0)
        0xbf8c007f, // s_lshl_b32 s6, s2, 10
        0x8e068a02, // s_add_u32 s4, s4, s6
        0x80040604, // s_addc_u32 s5, s5, 0
        0x82058005, // v_mov_b32_e32 v4, s5
        0x7e080205, // v_add_u32_e32 v5, vcc, s4, v1
        0x320a0204, // v_addc_u32_e32 v6, vcc, 0, v4, vcc
        0x380c0880, // flat_store_dword v[5:6], v3
        0xdc700000, 0x00000305, // s_endpgm
        0xbf810000,
    ];
    let kd = descriptor(1 << 3, 1 | (1 << 6), (2 << 1) | (1 << 7));
    let mut r = dispatch(code, kd, [512, 1, 1], [256, 1, 1], 1024, 0, 0..2);
    let stats = r.result.as_ref().expect("dispatch runs");
    assert_eq!(
        (stats.workgroups, stats.wavefronts, stats.barriers),
        (2, 8, 2)
    );
    let got = read_u32s(&mut r.mem, OUT, 512);
    for (i, v) in got.iter().enumerate() {
        assert_eq!(*v, 255 - (i as u32 % 256), "item {i}");
    }
}

#[test]
fn faults_are_errors_not_panics() {
    // Store to an unmapped address: a memory error naming the address, not a panic.
    let code: &[u32] = &[
        // v_mov_b32_e32 v1, 0
        0x7e020280, // v_mov_b32_e32 v2, 0x7000
        0x7e0402ff, 0x00007000, // flat_store_dword v[1:2], v0
        0xdc700000, 0x00000001, // s_endpgm
        0xbf810000,
    ];
    let kd = descriptor(0, 1 | (1 << 6), 0);
    let r = dispatch(code, kd, [100, 1, 1], [64, 1, 1], 0, 0, 0..2);
    match r.result {
        Err(EmuError::Memory { addr, pc, .. }) => {
            assert_eq!(addr, 0x7000_0000_0000);
            assert_eq!(pc, CODE + 12);
        }
        other => panic!("expected a memory fault, got {other:?}"),
    }
    // A register beyond the descriptor's allocation (8 VGPRs) is an error too.
    let code: &[u32] = &[
        // v_mov_b32_e32 v9, 0
        0x7e120280, // s_endpgm
        0xbf810000,
    ];
    let r = dispatch(code, kd, [64, 1, 1], [64, 1, 1], 0, 0, 0..1);
    assert!(
        matches!(r.result, Err(EmuError::Illegal { .. })),
        "{:?}",
        r.result
    );
    // Running off the end of the code image.
    let code: &[u32] = &[
        // s_nop 0
        0xbf800000,
    ];
    let r = dispatch(code, kd, [64, 1, 1], [64, 1, 1], 0, 0, 0..1);
    assert!(
        matches!(r.result, Err(EmuError::PcOutOfRange { .. })),
        "{:?}",
        r.result
    );
}

#[test]
fn call_and_return_through_getpc_swappc_setpc() {
    // Offsets (bytes): 0 s_load (8), 8 s_getpc (pc+4 = 12), 12 s_add (+36 -> 48), 16 s_addc,
    // 20 s_swappc (returns to 24), 24..44 body, 44 s_endpgm, 48 the callee.
    let code: &[u32] = &[
        // s_load_dwordx2 s[8:9], s[0:1], 0x0
        0xc0060200, 0x00000000, // s_getpc_b64 s[4:5]
        0xbe841c00, // s_add_u32 s4, s4, 36
        0x8004a404, // s_addc_u32 s5, s5, 0
        0x82058005, // s_swappc_b64 s[30:31], s[4:5]
        0xbe9e1e04, // v_add_u32_e32 v1, vcc, 1, v1
        0x32020281, // v_mov_b32_e32 v2, s8
        0x7e040208, // v_mov_b32_e32 v3, s9
        0x7e060209, // flat_store_dword v[2:3], v1
        0xdc700000, 0x00000102, // s_endpgm
        0xbf810000, // v_mov_b32_e32 v1, 41
        0x7e0202a9, // s_setpc_b64 s[30:31]
        0xbe801d1e,
    ];
    assert_eq!(code.len() * 4, 56, "layout assumed by the offsets above");
    let kd = descriptor(1 << 3, 1 | (1 << 6), 2 << 1);
    let mut r = dispatch(code, kd, [64, 1, 1], [64, 1, 1], 0, 0, 0..1);
    let stats = r.result.as_ref().expect("dispatch runs");
    assert_eq!(stats.wavefront_instructions, 12);
    assert_eq!(read_u32s(&mut r.mem, OUT, 1)[0], 42);
}

#[test]
fn a_kernel_that_never_ends_stops_at_the_instruction_limit() {
    let code: &[u32] = &[
        // s_branch -1 (to itself)
        0xbf82ffff,
    ];
    let kd = descriptor(0, 0, 0);
    // Two wavefronts in one workgroup, both spinning: the guard counts the whole dispatch.
    let r = dispatch(code, kd, [128, 1, 1], [128, 1, 1], 0, 0, 0..1);
    match r.result {
        Err(EmuError::InstructionLimit { pc, limit, .. }) => {
            assert_eq!(pc, CODE);
            assert_eq!(limit, LIMIT);
        }
        other => panic!("expected the instruction limit, got {other:?}"),
    }
}
