//! Focused semantics tests of the functional emulator: DPP and SDWA lane movement, carry
//! chains, VOP3 modifiers, denormal flushing, f16 conversion, the f64 division helpers, LDS
//! swizzle/permute, atomic return values and lane-special instructions.
//!
//! Instruction words were assembled once with `llvm-mc-15 -arch=amdgcn -mcpu=gfx803
//! -show-encoding`; the assembly is the comment above each word, so no tool is needed here.
//! Each test runs a straight-line sequence on one wavefront through the real decoder and the
//! emulator's handlers, then checks registers, LDS or memory.

// Checks index several 64-lane arrays in lockstep.
#![allow(clippy::needless_range_loop)]

use gpu_sim::emu::exec::{compile, Ctx};
use gpu_sim::emu::wave::Wave;
use gpu_sim::emu::{Memory, SparseMemory};
use gpu_sim::isa::decode;

const MEM: u64 = 0x1000_0000;

struct H {
    w: Wave,
    mem: SparseMemory,
    lds: Vec<u8>,
}

impl H {
    fn new() -> H {
        let mut w = Wave::new(16);
        w.set_exec(u64::MAX);
        // Keep f32 and f16/f64 denormals, IEEE mode.
        w.mode = (3 << 4) | (3 << 6) | (1 << 9);
        w.s[124] = u32::MAX;
        let mut mem = SparseMemory::new();
        mem.map(MEM, 1 << 20);
        H {
            w,
            mem,
            lds: vec![0; 65536],
        }
    }

    fn run(&mut self, code: &[u32]) {
        let mut off = 0;
        while off < code.len() {
            let inst = decode(&code[off..]).expect("decode");
            let (h, aux) = compile(&inst).expect("handler");
            let mut ctx = Ctx {
                mem: &mut self.mem,
                lds: &mut self.lds,
                scratch_va: 0,
                clock: 0,
            };
            self.w.pc += inst.len as u64;
            h(&mut self.w, &inst, &mut ctx, aux).expect("execute");
            off += inst.len as usize / 4;
        }
    }

    fn set(&mut self, r: usize, f: impl Fn(usize) -> u32) {
        for l in 0..64 {
            self.w.v[r][l] = f(l);
        }
    }

    fn v(&self, r: usize) -> [u32; 64] {
        self.w.v[r]
    }

    fn mem_u32(&mut self, addr: u64) -> u32 {
        let mut b = [0u8; 4];
        self.mem.read(addr, &mut b).unwrap();
        u32::from_le_bytes(b)
    }
}

#[test]
fn dpp_lane_movement_and_bound_ctrl() {
    let mut h = H::new();
    h.set(0, |l| 10 * l as u32 + 1);
    for r in 1..6 {
        h.set(r, |_| 0xdead);
    }
    h.run(&[
        // v_mov_b32_dpp v1, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
        0x7e0202fa, 0xff001b00,
        // v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
        0x7e0402fa, 0xff091100,
        // v_mov_b32_dpp v3, v0 row_shr:1 row_mask:0xf bank_mask:0xf
        0x7e0602fa, 0xff011100,
        // v_mov_b32_dpp v4, v0 row_bcast:15 row_mask:0xa bank_mask:0xf
        0x7e0802fa, 0xaf014200,
        // v_mov_b32_dpp v5, v0 wave_shl:1 row_mask:0xf bank_mask:0xf
        0x7e0a02fa, 0xff013000,
    ]);
    let v0 = h.v(0);
    for l in 0..64 {
        assert_eq!(
            h.v(1)[l],
            v0[(l & !3) | (3 - (l & 3))],
            "quad_perm lane {l}"
        );
        let shr = if l % 16 == 0 { None } else { Some(v0[l - 1]) };
        assert_eq!(h.v(2)[l], shr.unwrap_or(0), "row_shr bound_ctrl lane {l}");
        assert_eq!(h.v(3)[l], shr.unwrap_or(0xdead), "row_shr lane {l}");
        let bcast = match l / 16 {
            1 => v0[15],
            3 => v0[47],
            _ => 0xdead,
        };
        assert_eq!(h.v(4)[l], bcast, "row_bcast15 lane {l}");
        assert_eq!(
            h.v(5)[l],
            if l == 63 { 0xdead } else { v0[l + 1] },
            "wave_shl lane {l}"
        );
    }
}

#[test]
fn dpp_on_float_add_and_disabled_source_lane() {
    let mut h = H::new();
    h.set(0, |l| (l as f32).to_bits());
    h.set(6, |_| 0xdead);
    h.w.set_exec(!(1u64 << 14));
    h.run(&[
        // v_add_f32_dpp v6, v0, v0 row_mirror row_mask:0xf bank_mask:0xf
        0x020c00fa, 0xff014000,
    ]);
    for l in 0..64 {
        let src = (l & !15) | (15 - (l & 15));
        let want = if l == 14 || src == 14 {
            0xdead
        } else {
            (src as f32 + l as f32).to_bits()
        };
        assert_eq!(h.v(6)[l], want, "lane {l}");
    }
}

#[test]
fn sdwa_selects_sext_and_dst_unused() {
    let mut h = H::new();
    h.set(0, |l| 0x1122_3344 + l as u32);
    h.set(2, |l| 0xaaaa_fff0 + l as u32);
    h.set(1, |_| 0xcafe_babe);
    h.run(&[
        // v_add_u32_sdwa v1, vcc, v0, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_0
        0x320204f9, 0x04011500,
        // v_mov_b32_sdwa v3, sext(v0) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
        0x7e0602f9, 0x00080600,
        // v_mov_b32_sdwa v4, v0 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
        0x7e0802f9, 0x00000a00,
    ]);
    for l in 0..64 {
        let sum = 0x33 + 0xfff0 + l as u32;
        assert_eq!(h.v(1)[l], 0xbabe | (sum & 0xffff) << 16, "lane {l}");
        let b = 0x44 + l as u32;
        assert_eq!(h.v(3)[l], b as u8 as i8 as i32 as u32);
        let sext = if b & 0x80 != 0 { 0xff00_0000 } else { 0 };
        assert_eq!(h.v(4)[l], b << 16 | sext);
    }
    assert_eq!(h.w.vcc(), 0);
}

#[test]
fn carry_chains_add_and_sub_64() {
    let mut h = H::new();
    let a = |l: usize| {
        0xffff_fff0_0000_0000u64
            .wrapping_add((l as u64) << 30)
            .wrapping_mul(0x9e37_79b9)
    };
    let b = |l: usize| (l as u64).wrapping_mul(0x1234_5678_9abc_def1);
    h.set(0, |l| a(l) as u32);
    h.set(1, |l| (a(l) >> 32) as u32);
    h.set(2, |l| b(l) as u32);
    h.set(3, |l| (b(l) >> 32) as u32);
    h.run(&[
        // v_add_u32_e32 v2, vcc, v0, v2
        0x32040500, // v_addc_u32_e32 v3, vcc, v1, v3, vcc
        0x38060701,
    ]);
    let mut carry = 0u64;
    for l in 0..64 {
        let (s, c) = a(l).overflowing_add(b(l));
        assert_eq!((h.v(2)[l] as u64) | (h.v(3)[l] as u64) << 32, s, "lane {l}");
        carry |= (c as u64) << l;
    }
    assert_eq!(h.w.vcc(), carry);
    // VOP3b forms with explicit SGPR carries, then a 64-bit subtract back.
    h.set(2, |l| b(l) as u32);
    h.set(3, |l| (b(l) >> 32) as u32);
    h.run(&[
        // v_add_u32_e64 v2, s[4:5], v0, v2
        0xd1190402, 0x00020500, // v_addc_u32_e64 v3, s[6:7], v1, v3, s[4:5]
        0xd11c0603, 0x00120701,
    ]);
    let s67 = h.w.s[6] as u64 | (h.w.s[7] as u64) << 32;
    assert_eq!(s67, carry);
    h.run(&[
        // v_sub_u32_e32 v2, vcc, v0, v2
        0x34040500, // v_subb_u32_e32 v3, vcc, v1, v3, vcc
        0x3a060701,
    ]);
    for l in 0..64 {
        let s = a(l).wrapping_add(b(l));
        let d = a(l).wrapping_sub(s);
        assert_eq!((h.v(2)[l] as u64) | (h.v(3)[l] as u64) << 32, d, "lane {l}");
    }
}

#[test]
fn vop3_modifiers_clamp_and_omod() {
    let mut h = H::new();
    let x = [0.25f32, 2.0, -3.0, f32::NAN];
    let y = [-0.5f32, -4.0, 1.0, 1.0];
    h.set(0, |l| x[l % 4].to_bits());
    h.set(2, |l| y[l % 4].to_bits());
    h.w.mode |= 1 << 8; // DX10 clamp: NaN clamps to 0
    h.run(&[
        // v_add_f32_e64 v1, -v0, |v2| clamp
        0xd1018201, 0x20020500, // v_mul_f32_e64 v3, v0, v2 mul:2
        0xd1050003, 0x08020500,
    ]);
    for l in 0..64 {
        let (a, b) = (x[l % 4], y[l % 4]);
        let want = if (-a + b.abs()).is_nan() {
            0.0
        } else {
            (-a + b.abs()).clamp(0.0, 1.0)
        };
        assert_eq!(f32::from_bits(h.v(1)[l]), want, "lane {l}");
        let m = f32::from_bits(h.v(3)[l]);
        assert!(m == a * b * 2.0 || (m.is_nan() && a.is_nan()), "lane {l}");
    }
}

#[test]
fn f32_denormals_flush_by_mode() {
    let mut h = H::new();
    let tiny = f32::from_bits(0x0000_1000); // denormal
    h.set(0, |_| tiny.to_bits());
    h.run(&[
        // v_add_f32_e32 v1, v0, v0
        0x02020100,
    ]);
    assert_eq!(h.v(1)[0], (tiny + tiny).to_bits(), "denormals kept");
    h.w.mode &= !(3 << 4); // FP_DENORM single = 0: flush inputs and outputs
    h.run(&[
        // v_add_f32_e32 v1, v0, v0
        0x02020100,
    ]);
    assert_eq!(h.v(1)[0], 0, "denormals flushed");
}

#[test]
fn f16_conversions_round_and_saturate() {
    let mut h = H::new();
    let cases: [(f32, u32); 8] = [
        (1.0, 0x3c00),
        (-2.5, 0xc100),
        (65520.0, 0x7c00),
        (65519.0, 0x7bff),
        (2.0f32.powi(-24), 0x0001),
        (1.0e-8, 0x0000),
        (1.0 + 1.0 / 2048.0, 0x3c00),
        (f32::INFINITY, 0x7c00),
    ];
    h.set(0, |l| cases[l % 8].0.to_bits());
    h.run(&[
        // v_cvt_f16_f32_e32 v1, v0
        0x7e021500, // v_cvt_f32_f16_e32 v2, v1
        0x7e041701,
    ]);
    for l in 0..8 {
        assert_eq!(h.v(1)[l], cases[l].1, "f32 -> f16 case {l}");
    }
    assert_eq!(f32::from_bits(h.v(2)[4]), 2.0f32.powi(-24));
    assert_eq!(f32::from_bits(h.v(2)[1]), -2.5);
}

#[test]
fn div_scale_fmas_fixup_f64() {
    let mut h = H::new();
    let set64 = |h: &mut H, r: usize, f: &dyn Fn(usize) -> f64| {
        for l in 0..64 {
            let b = f(l).to_bits();
            h.w.v[r][l] = b as u32;
            h.w.v[r + 1][l] = (b >> 32) as u32;
        }
    };
    let get64 = |h: &H, r: usize, l: usize| {
        f64::from_bits(h.w.v[r][l] as u64 | (h.w.v[r + 1][l] as u64) << 32)
    };
    // v_div_scale_f64 v[2:3], vcc, v[0:1], v[0:1], v[4:5]: lane 0 ordinary, lane 1 a numerator
    // 2^1000 times the denominator (scales the denominator by 2^128, sets VCC).
    set64(&mut h, 0, &|l| if l == 1 { 1.0 } else { 3.0 });
    set64(&mut h, 4, &|l| if l == 1 { 2.0f64.powi(1000) } else { 6.0 });
    h.run(&[
        // v_div_scale_f64 v[2:3], vcc, v[0:1], v[0:1], v[4:5]
        0xd1e16a02, 0x04120100,
    ]);
    assert_eq!(get64(&h, 2, 0), 3.0);
    assert_eq!(get64(&h, 2, 1), 2.0f64.powi(128));
    assert_eq!(h.w.vcc() & 3, 0b10);
    // v_div_fmas_f64 scales by 2^64 where VCC is set.
    set64(&mut h, 0, &|_| 1.5);
    set64(&mut h, 2, &|_| 2.0);
    set64(&mut h, 4, &|_| 1.0);
    h.run(&[
        // v_div_fmas_f64 v[6:7], v[0:1], v[2:3], v[4:5]
        0xd1e30006, 0x04120500,
    ]);
    assert_eq!(get64(&h, 6, 0), 4.0);
    assert_eq!(get64(&h, 6, 1), 4.0 * 2.0f64.powi(64));
    // v_div_fixup_f64 q, den, num: special cases.
    let cases: [(f64, f64, f64, f64); 6] = [
        (2.0, 3.0, 6.0, 2.0),
        (7.0, 0.0, 5.0, f64::INFINITY),
        (7.0, -0.0, 5.0, f64::NEG_INFINITY),
        (7.0, 0.0, 0.0, f64::NAN),
        (7.0, f64::INFINITY, 1.0, 0.0),
        (7.0, 1.0, f64::NAN, f64::NAN),
    ];
    set64(&mut h, 0, &|l| cases[l % 6].0);
    set64(&mut h, 2, &|l| cases[l % 6].1);
    set64(&mut h, 4, &|l| cases[l % 6].2);
    h.run(&[
        // v_div_fixup_f64 v[6:7], v[0:1], v[2:3], v[4:5]
        0xd1df0006, 0x04120500,
    ]);
    for (l, c) in cases.iter().enumerate() {
        let got = get64(&h, 6, l);
        assert!(
            got == c.3 || (got.is_nan() && c.3.is_nan()),
            "case {l}: {got}"
        );
    }
}

#[test]
fn ds_swizzle_both_modes_and_permutes() {
    let mut h = H::new();
    h.set(0, |l| 100 + l as u32);
    h.run(&[
        // ds_swizzle_b32 v1, v0 offset:swizzle(QUAD_PERM,1,0,3,2)
        0xd87a80b1, 0x01000000,
        // ds_swizzle_b32 v3, v0 offset:swizzle(BITMASK_PERM,"00p11")
        0xd87a0064, 0x03000000,
    ]);
    for l in 0..64 {
        assert_eq!(
            h.v(1)[l],
            100 + ((l & !3) | [1, 0, 3, 2][l & 3]) as u32,
            "quad lane {l}"
        );
        assert_eq!(
            h.v(3)[l],
            100 + ((l & !31) | (l & 4) | 3) as u32,
            "bitmask lane {l}"
        );
    }
    h.set(0, |l| (((l + 5) % 64) * 4) as u32);
    h.set(2, |l| 3 * l as u32);
    h.run(&[
        // ds_bpermute_b32 v1, v0, v2
        0xd87e0000, 0x01000200, // ds_permute_b32 v4, v0, v2
        0xd87c0000, 0x04000200,
    ]);
    for l in 0..64 {
        assert_eq!(h.v(1)[l], 3 * ((l + 5) % 64) as u32, "bpermute lane {l}");
        assert_eq!(h.v(4)[(l + 5) % 64], 3 * l as u32, "permute lane {l}");
    }
}

#[test]
fn lds_atomics_return_old_values_in_lane_order() {
    let mut h = H::new();
    h.set(0, |_| 0);
    h.set(2, |l| l as u32 + 1);
    h.run(&[
        // ds_add_rtn_u32 v1, v0, v2
        0xd8400000, 0x01000200,
    ]);
    let mut sum = 0u32;
    for l in 0..64 {
        assert_eq!(h.v(1)[l], sum, "lane {l}");
        sum += l as u32 + 1;
    }
    assert_eq!(u32::from_le_bytes(h.lds[0..4].try_into().unwrap()), sum);
    // Compare-and-store: lanes at distinct addresses; even lanes match.
    h.set(0, |l| 16 + 4 * l as u32);
    for l in 0..64 {
        h.lds[16 + 4 * l..20 + 4 * l].copy_from_slice(&(l as u32 * 7).to_le_bytes());
    }
    h.set(2, |l| if l % 2 == 0 { l as u32 * 7 } else { 1 });
    h.set(3, |l| 1000 + l as u32);
    h.run(&[
        // ds_cmpst_rtn_b32 v1, v0, v2, v3
        0xd8600000, 0x01030200,
    ]);
    for l in 0..64 {
        assert_eq!(h.v(1)[l], l as u32 * 7);
        let now = u32::from_le_bytes(h.lds[16 + 4 * l..20 + 4 * l].try_into().unwrap());
        assert_eq!(
            now,
            if l % 2 == 0 {
                1000 + l as u32
            } else {
                l as u32 * 7
            }
        );
    }
}

#[test]
fn ds_read2_write2_offsets() {
    let mut h = H::new();
    h.set(0, |l| 1024 + 16 * l as u32);
    h.set(1, |l| l as u32);
    h.set(2, |l| 500 + l as u32);
    h.run(&[
        // ds_write2_b32 v0, v1, v2 offset0:1 offset1:3
        0xd81c0301, 0x00020100,
    ]);
    let rd = |h: &H, a: usize| u32::from_le_bytes(h.lds[a..a + 4].try_into().unwrap());
    assert_eq!(rd(&h, 1024 + 4), 0);
    assert_eq!(rd(&h, 1024 + 12), 500);
    assert_eq!(rd(&h, 1024 + 16 + 4), 1);
    h.set(0, |_| 1024 + 4);
    h.run(&[
        // ds_read2st64_b32 v[4:5], v0 offset1:1
        0xd8700100, 0x04000000,
    ]);
    assert_eq!(h.v(4)[0], 0);
    assert_eq!(h.v(5)[0], rd(&h, 1024 + 4 + 256));
    assert_eq!(h.v(5)[0], 16);
}

#[test]
fn flat_atomics_return_old_values() {
    let mut h = H::new();
    for l in 0..64u64 {
        h.mem.write(MEM + 4 * l, &(l as u32).to_le_bytes()).unwrap();
    }
    h.set(2, |l| (MEM + 4 * l as u64) as u32);
    h.set(3, |l| ((MEM + 4 * l as u64) >> 32) as u32);
    h.set(4, |l| 100 + l as u32);
    h.set(5, |l| if l % 2 == 0 { l as u32 } else { l as u32 + 1 });
    h.run(&[
        // flat_atomic_cmpswap v1, v[2:3], v[4:5] glc
        0xdd050000, 0x01000402,
    ]);
    for l in 0..64 {
        assert_eq!(h.v(1)[l], l as u32, "old value lane {l}");
        let now = h.mem_u32(MEM + 4 * l as u64);
        assert_eq!(now, if l % 2 == 0 { 100 + l as u32 } else { l as u32 });
    }
    // 64-bit add on one address from all lanes: returns running sums.
    h.mem.write(MEM + 0x1000, &u64::MAX.to_le_bytes()).unwrap();
    h.set(2, |_| (MEM + 0x1000) as u32);
    h.set(3, |_| ((MEM + 0x1000) >> 32) as u32);
    h.set(4, |_| 1);
    h.set(5, |_| 0);
    h.run(&[
        // flat_atomic_add_x2 v[6:7], v[2:3], v[4:5] glc
        0xdd890000, 0x06000402,
    ]);
    for l in 0..64u64 {
        let old = h.w.v[6][l as usize] as u64 | (h.w.v[7][l as usize] as u64) << 32;
        assert_eq!(old, u64::MAX.wrapping_add(l));
    }
    // Wrapping increment: inc wraps to 0 once old >= the operand.
    h.mem.write(MEM + 0x2000, &5u32.to_le_bytes()).unwrap();
    h.set(2, |_| (MEM + 0x2000) as u32);
    h.set(3, |_| ((MEM + 0x2000) >> 32) as u32);
    h.set(4, |_| 6);
    h.w.set_exec(0b111);
    h.run(&[
        // flat_atomic_inc v1, v[2:3], v4 glc
        0xdd2d0000, 0x01000402,
    ]);
    assert_eq!(&h.v(1)[..3], &[5, 6, 0]);
    assert_eq!(h.mem_u32(MEM + 0x2000), 1);
}

#[test]
fn compares_cmpx_and_class() {
    let mut h = H::new();
    h.set(0, |l| l as u32);
    h.set(1, |_| 40);
    h.run(&[
        // v_cmpx_gt_u32_e32 vcc, v0, v1
        0x7db80300,
    ]);
    let want = !0u64 << 41;
    assert_eq!(h.w.vcc(), want);
    assert_eq!(h.w.exec(), want);
    h.w.set_exec(u64::MAX);
    let vals: [u32; 10] = [
        0x7f80_0001,
        0x7fc0_0000,
        0xff80_0000,
        0xbf80_0000,
        0x8000_0001,
        0x8000_0000,
        0,
        1,
        0x3f80_0000,
        0x7f80_0000,
    ];
    h.set(0, |l| vals[l % 10]);
    h.set(1, |l| 1 << (l % 10));
    h.run(&[
        // v_cmp_class_f32_e64 s[2:3], v0, v1
        0xd0100002, 0x00020300,
    ]);
    assert_eq!(h.w.s[2], u32::MAX);
    assert_eq!(h.w.s[3], u32::MAX);
    h.set(1, |l| 1 << ((l + 1) % 10));
    h.run(&[
        // v_cmp_class_f32_e64 s[2:3], v0, v1
        0xd0100002, 0x00020300,
    ]);
    assert_eq!((h.w.s[2], h.w.s[3]), (0, 0));
}

#[test]
fn lane_special_ops() {
    let mut h = H::new();
    h.set(0, |l| 1000 + l as u32);
    h.set(1, |_| 0);
    h.w.set_exec(!0b111u64);
    h.run(&[
        // v_readlane_b32 s2, v0, 5
        0xd2890002, 0x00010b00, // v_readfirstlane_b32 s3, v0
        0x7e060500, // v_writelane_b32 v1, s2, 7
        0xd28a0001, 0x00010e02, // v_mbcnt_lo_u32_b32 v4, -1, 0
        0xd28c0004, 0x000100c1, // v_mbcnt_hi_u32_b32 v4, -1, v4
        0xd28d0004, 0x000208c1,
    ]);
    assert_eq!(h.w.s[2], 1005);
    assert_eq!(h.w.s[3], 1003);
    assert_eq!(h.v(1)[7], 1005);
    assert_eq!(h.v(1)[6], 0);
    for l in 3..64 {
        assert_eq!(h.v(4)[l], l as u32);
    }
}

#[test]
fn mad_u64_u32_carry_and_trig_preop() {
    let mut h = H::new();
    h.set(0, |_| u32::MAX);
    h.set(1, |l| if l == 0 { u32::MAX } else { 2 });
    h.set(2, |_| u32::MAX);
    h.set(3, |_| u32::MAX);
    h.run(&[
        // v_mad_u64_u32 v[2:3], s[4:5], v0, v1, v[2:3]
        0xd1e80402, 0x040a0300,
    ]);
    let p0 = (u32::MAX as u128) * (u32::MAX as u128) + u64::MAX as u128;
    assert_eq!(h.v(2)[0] as u64 | (h.v(3)[0] as u64) << 32, p0 as u64);
    assert_eq!(h.w.s[4] & 3, 0b11);
    // Segment 1 of 2/π: bits 53..106 after the point.
    h.set(0, |_| 0);
    h.set(1, |_| (1.0f64.to_bits() >> 32) as u32);
    h.run(&[
        // v_trig_preop_f64 v[2:3], v[0:1], 1
        0xd2920002, 0x00010300,
    ]);
    let seg = f64::from_bits(h.v(2)[0] as u64 | (h.v(3)[0] as u64) << 32);
    let first = std::f64::consts::FRAC_2_PI;
    assert!(seg > 0.0 && seg < first * 2.0f64.powi(-52), "{seg}");
}

#[test]
fn buffer_addressing_linear_idxen_and_range_check() {
    let mut h = H::new();
    for k in 0..64u64 {
        h.mem
            .write(MEM + 4 * k, &(1000 + k as u32).to_le_bytes())
            .unwrap();
    }
    // V#: base MEM, stride 8 bytes, 16 records, linear (no swizzle, no tid).
    h.w.s[8] = MEM as u32;
    h.w.s[9] = ((MEM >> 32) as u32 & 0xffff) | (8 << 16);
    h.w.s[10] = 16;
    h.w.s[11] = 0;
    h.w.s[12] = 4; // soffset
    h.set(0, |l| l as u32); // index
    h.run(&[
        // buffer_load_dword v1, v0, s[8:11], s12 idxen offset:4
        0xe0502004, 0x0c020100,
    ]);
    for l in 0..64 {
        // Address = base + soffset + index * stride + offset; records past 16 read 0.
        let want = if l < 16 {
            1000 + (8 + 8 * l as u32) / 4
        } else {
            0
        };
        assert_eq!(h.v(1)[l], want, "lane {l}");
    }
    // Raw buffer (stride 0): the byte offset is checked against NUM_RECORDS bytes.
    h.w.s[9] = (MEM >> 32) as u32 & 0xffff;
    h.w.s[10] = 40;
    h.set(0, |l| 4 * l as u32);
    h.run(&[
        // buffer_load_dword v2, v0, s[8:11], 0 offen
        0xe0501000, 0x80020200,
    ]);
    for l in 0..64 {
        assert_eq!(
            h.v(2)[l],
            if l < 10 { 1000 + l as u32 } else { 0 },
            "lane {l}"
        );
    }
}

#[test]
fn setreg_mode_switches_denormal_flushing() {
    let mut h = H::new();
    h.w.mode = 0; // flush everything
    let tiny = 0x0000_1000u32;
    h.set(0, |_| tiny);
    h.run(&[
        // s_getreg_b32 s2, hwreg(HW_REG_MODE, 4, 2)
        0xb8820901, // v_add_f32_e32 v1, v0, v0
        0x02020100, // s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
        0xba000901, 0x00000003, // v_add_f32_e32 v2, v0, v0
        0x02040100, // s_getreg_b32 s3, hwreg(HW_REG_MODE, 4, 2)
        0xb8830901,
    ]);
    assert_eq!((h.w.s[2], h.w.s[3]), (0, 3));
    assert_eq!(h.v(1)[0], 0);
    assert_eq!(h.v(2)[0], 2 * tiny);
}

#[test]
fn scalar_loads_and_salu_flags() {
    let mut h = H::new();
    for k in 0..8u64 {
        h.mem
            .write(MEM + 0x100 + 4 * k, &(k as u32 * 11).to_le_bytes())
            .unwrap();
    }
    h.w.s[0] = MEM as u32;
    h.w.s[1] = (MEM >> 32) as u32;
    h.run(&[
        // s_load_dwordx4 s[4:7], s[0:1], 0x104
        0xc00a0100, 0x00000104, // s_add_u32 s8, s6, -1
        0x8008c106, // s_addc_u32 s9, 0, 0
        0x82098080, // s_bfe_u32 s10, s7, 0x30001
        0x928aff07, 0x00030001, // s_cmp_lg_u32 s10, 0
        0xbf07800a, // s_cselect_b32 s11, 5, 6
        0x850b8685, // s_ff1_i32_b64 s12, s[4:5]
        0xbe8c1104, // s_flbit_i32 s13, -2
        0xbe8d14c2,
    ]);
    assert_eq!(&h.w.s[4..8], &[11, 22, 33, 44]);
    assert_eq!(
        (h.w.s[8], h.w.s[9]),
        (32, 1),
        "s_add_u32 carry feeds s_addc_u32"
    );
    assert_eq!(h.w.s[10], (44 >> 1) & 7);
    assert_eq!(h.w.s[11], 5);
    assert_eq!(h.w.s[12], 0);
    assert_eq!(h.w.s[13], 31);
}

#[test]
fn conversions_round_and_saturate() {
    let mut h = H::new();
    let f = [0.5f32, 1.5, -2.5, 3.0e9, -3.0e9, f32::NAN, 2.5, -0.5];
    h.set(0, |l| f[l % 8].to_bits());
    h.set(1, |l| {
        [u32::MAX, 16_777_217, 0x8000_0000, 3, 0, 1, 2, 7][l % 8]
    });
    h.run(&[
        // v_cvt_i32_f32_e32 v2, v0
        0x7e041100, // v_cvt_u32_f32_e32 v3, v0
        0x7e060f00, // v_cvt_rpi_i32_f32_e32 v4, v0
        0x7e081900, // v_cvt_flr_i32_f32_e32 v5, v0
        0x7e0a1b00, // v_rndne_f32_e32 v6, v0
        0x7e0c3d00, // v_cvt_f32_u32_e32 v7, v1
        0x7e0e0d01, // v_cvt_f32_i32_e32 v8, v1
        0x7e100b01,
    ]);
    for l in 0..8 {
        let x = f[l];
        assert_eq!(h.v(2)[l], x as i32 as u32, "cvt_i32 {x}");
        assert_eq!(h.v(3)[l], x as u32, "cvt_u32 {x}");
        assert_eq!(h.v(4)[l], (x + 0.5).floor() as i32 as u32, "cvt_rpi {x}");
        assert_eq!(h.v(5)[l], x.floor() as i32 as u32, "cvt_flr {x}");
        let r = f32::from_bits(h.v(6)[l]);
        assert!(
            r == x.round_ties_even() || (r.is_nan() && x.is_nan()),
            "rndne {x}"
        );
    }
    assert_eq!(f32::from_bits(h.v(7)[0]), 4_294_967_296.0);
    assert_eq!(f32::from_bits(h.v(7)[1]), 16_777_216.0, "ties to even");
    assert_eq!(f32::from_bits(h.v(8)[2]), -2_147_483_648.0);
}

#[test]
fn f64_arithmetic_and_fract() {
    let mut h = H::new();
    let put = |h: &mut H, r: usize, f: &dyn Fn(usize) -> f64| {
        for l in 0..64 {
            let b = f(l).to_bits();
            h.w.v[r][l] = b as u32;
            h.w.v[r + 1][l] = (b >> 32) as u32;
        }
    };
    put(&mut h, 0, &|l| l as f64 * 0.37 - 7.0);
    put(&mut h, 2, &|l| 1.0 / (l as f64 + 1.0));
    h.run(&[
        // v_fma_f64 v[4:5], v[0:1], v[2:3], -v[0:1]
        0xd1cc0004, 0x84020500, // v_fract_f64_e32 v[6:7], v[0:1]
        0x7e0c6500, // v_ldexp_f64 v[8:9], v[0:1], -3
        0xd2840008, 0x00018700, // v_max_f64 v[10:11], v[0:1], |v[2:3]|
        0xd283020a, 0x00020500,
    ]);
    for l in 0..64 {
        let a = l as f64 * 0.37 - 7.0;
        let b = 1.0 / (l as f64 + 1.0);
        let g = |r: usize| f64::from_bits(h.w.v[r][l] as u64 | (h.w.v[r + 1][l] as u64) << 32);
        assert_eq!(g(4), a.mul_add(b, -a));
        assert_eq!(g(6), a - a.floor());
        assert_eq!(g(8), a / 8.0);
        assert_eq!(g(10), a.max(b));
    }
}

#[test]
fn ds_swizzle_reads_the_addr_field_register() {
    // ds_swizzle_b32 v1, v3 offset:swizzle(QUAD_PERM,1,0,3,2): the swizzled data is the VGPR
    // in the instruction's ADDR field (data0 encodes v0 and must be ignored).
    let mut h = H::new();
    h.set(0, |_| 7);
    h.set(3, |l| 300 + l as u32);
    h.run(&[0xd87a80b1, 0x01000003]);
    for l in 0..64 {
        assert_eq!(
            h.v(1)[l],
            300 + ((l & !3) | [1, 0, 3, 2][l & 3]) as u32,
            "lane {l}"
        );
    }
}

#[test]
fn lds_sub_dword_access_and_exchange2() {
    let mut h = H::new();
    h.set(0, |l| 2 * l as u32);
    h.set(1, |l| 0xff80 + l as u32);
    h.run(&[
        // ds_write_b16 v0, v1 offset:256
        0xd83e0100, 0x00000100, // ds_read_i16 v2, v0 offset:256
        0xd8760100, 0x02000000, // ds_read_u8 v3, v0 offset:256
        0xd8740100, 0x03000000, // ds_read_i8 v4, v0 offset:256
        0xd8720100, 0x04000000,
    ]);
    for l in 0..64 {
        let half = (0xff80 + l as u32) & 0xffff;
        assert_eq!(h.v(2)[l], half as u16 as i16 as i32 as u32, "lane {l}");
        assert_eq!(h.v(3)[l], half & 0xff);
        assert_eq!(h.v(4)[l], half as u8 as i8 as i32 as u32);
    }
    h.set(0, |l| 8 * l as u32 + 2048);
    for l in 0..64usize {
        let a = 2048 + 8 * l;
        h.lds[a..a + 4].copy_from_slice(&(l as u32).to_le_bytes());
        h.lds[a + 4..a + 8].copy_from_slice(&(100 + l as u32).to_le_bytes());
    }
    h.set(1, |l| 7000 + l as u32);
    h.set(2, |l| 8000 + l as u32);
    h.run(&[
        // ds_wrxchg2_rtn_b32 v[4:5], v0, v1, v2 offset1:1
        0xd85c0100, 0x04020100,
    ]);
    for l in 0..64usize {
        assert_eq!((h.v(4)[l], h.v(5)[l]), (l as u32, 100 + l as u32));
        let a = 2048 + 8 * l;
        let rd = |o: usize| u32::from_le_bytes(h.lds[o..o + 4].try_into().unwrap());
        assert_eq!((rd(a), rd(a + 4)), (7000 + l as u32, 8000 + l as u32));
    }
}
