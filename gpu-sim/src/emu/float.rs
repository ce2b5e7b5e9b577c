//! Bit-exact floating-point helpers the VALU needs beyond Rust's IEEE arithmetic: f16
//! conversion with round-to-nearest-even or toward zero, denormal flushing, IEEE-mode min/max,
//! `ldexp`, `frexp`, the `v_div_scale`/`v_div_fixup` special cases and the 2/π table of
//! `v_trig_preop_f64`.
//!
//! Deviation: only round-to-nearest-even is modelled for arithmetic (MODE.FP_ROUND is kept but
//! not applied); transcendental ops (`v_exp`, `v_log`, `v_rcp`, `v_rsq`, `v_sqrt`, `v_sin`,
//! `v_cos`) return the correctly rounded value where hardware is within about 1 ulp.

/// Flushes an f32 denormal to a signed zero.
#[inline(always)]
pub fn ftz32(b: u32) -> u32 {
    if b & 0x7f80_0000 == 0 {
        b & 0x8000_0000
    } else {
        b
    }
}

/// Flushes an f64 denormal to a signed zero.
#[inline(always)]
pub fn ftz64(b: u64) -> u64 {
    if b & 0x7ff0_0000_0000_0000 == 0 {
        b & 0x8000_0000_0000_0000
    } else {
        b
    }
}

/// Flushes an f16 denormal to a signed zero.
#[inline(always)]
pub fn ftz16(b: u32) -> u32 {
    if b & 0x7c00 == 0 {
        b & 0x8000
    } else {
        b
    }
}

/// f16 bits to f32 (exact).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h as u32) & 0x8000) << 16;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let bits = if exp == 0x1f {
        sign | 0x7f80_0000 | (man << 13) | if man != 0 { 0x40_0000 } else { 0 }
    } else if exp == 0 {
        if man == 0 {
            sign
        } else {
            // Subnormal: value = man * 2^-24.
            let v = man as f32 * (1.0 / 16_777_216.0);
            return if sign != 0 { -v } else { v };
        }
    } else {
        sign | ((exp + 112) << 23) | (man << 13)
    };
    f32::from_bits(bits)
}

fn round_shift(m: u64, shift: u32, rtz: bool) -> u64 {
    if shift == 0 {
        return m;
    }
    if shift >= 64 {
        return 0;
    }
    let r = m >> shift;
    if rtz {
        return r;
    }
    let rem = m & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rem > half || (rem == half && r & 1 == 1) {
        r + 1
    } else {
        r
    }
}

/// f32 to f16 bits, round to nearest even (or toward zero when `rtz`).
pub fn f32_to_f16_mode(x: f32, rtz: bool) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        if man != 0 {
            return sign | 0x7e00 | (man >> 13) as u16;
        }
        return sign | 0x7c00;
    }
    if exp == 0 {
        // f32 denormals are far below the f16 range.
        return sign;
    }
    let e = exp - 127 + 15;
    let m = (man | 0x80_0000) as u64;
    if e <= 0 {
        let shift = (14 - e) as u32;
        return sign | round_shift(m, shift, rtz) as u16;
    }
    let r = round_shift(m, 13, rtz); // 11 bits incl. hidden, maybe 0x800 after rounding
    let v = ((e as u64) << 10) + (r - 0x400);
    if v >= 0x7c00 {
        return if rtz { sign | 0x7bff } else { sign | 0x7c00 };
    }
    sign | v as u16
}

/// f32 to f16 bits, round to nearest even.
pub fn f32_to_f16(x: f32) -> u16 {
    f32_to_f16_mode(x, false)
}

/// f64 to f16 bits, round to nearest even (single rounding).
pub fn f64_to_f16(x: f64) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 48) & 0x8000) as u16;
    let exp = ((b >> 52) & 0x7ff) as i64;
    let man = b & 0xf_ffff_ffff_ffff;
    if exp == 0x7ff {
        return if man != 0 {
            sign | 0x7e00
        } else {
            sign | 0x7c00
        };
    }
    if exp == 0 {
        return sign;
    }
    let e = exp - 1023 + 15;
    let m = man | (1 << 52);
    if e <= 0 {
        let shift = (42 - e) as u32;
        return sign | round_shift(m, shift, false) as u16;
    }
    let r = round_shift(m, 42, false);
    let v = ((e as u64) << 10) + (r - 0x400);
    if v >= 0x7c00 {
        return sign | 0x7c00;
    }
    sign | v as u16
}

/// Quiets a signalling NaN (f32 bits).
#[inline(always)]
pub fn quiet32(b: u32) -> u32 {
    b | 0x40_0000
}

#[inline(always)]
fn is_snan32(b: u32) -> bool {
    b & 0x7f80_0000 == 0x7f80_0000 && b & 0x7f_ffff != 0 && b & 0x40_0000 == 0
}
#[inline(always)]
fn is_snan64(b: u64) -> bool {
    b & 0x7ff0_0000_0000_0000 == 0x7ff0_0000_0000_0000
        && b & 0xf_ffff_ffff_ffff != 0
        && b & 0x8_0000_0000_0000 == 0
}

/// `v_min_f32`/`v_max_f32`: IEEE-mode NaN rules (a signalling NaN input gives a quiet NaN, a
/// quiet NaN input gives the other operand); -0 orders below +0.
#[inline]
pub fn minmax32(a: f32, b: f32, max: bool, ieee: bool) -> f32 {
    if a.is_nan() || b.is_nan() {
        if ieee && (is_snan32(a.to_bits()) || is_snan32(b.to_bits())) {
            let n = if a.is_nan() { a } else { b };
            return f32::from_bits(quiet32(n.to_bits()));
        }
        return if a.is_nan() { b } else { a };
    }
    if a == b {
        // Equal values: only the sign of zero can differ.
        let neg = (a.to_bits() | b.to_bits()) & 0x8000_0000 != 0;
        let both_neg = (a.to_bits() & b.to_bits()) & 0x8000_0000 != 0;
        let s = if max { both_neg } else { neg };
        return if a == 0.0 {
            if s {
                -0.0
            } else {
                0.0
            }
        } else {
            a
        };
    }
    if (a < b) != max {
        a
    } else {
        b
    }
}

/// f64 version of [`minmax32`].
#[inline]
pub fn minmax64(a: f64, b: f64, max: bool, ieee: bool) -> f64 {
    if a.is_nan() || b.is_nan() {
        if ieee && (is_snan64(a.to_bits()) || is_snan64(b.to_bits())) {
            let n = if a.is_nan() { a } else { b };
            return f64::from_bits(n.to_bits() | 0x8_0000_0000_0000);
        }
        return if a.is_nan() { b } else { a };
    }
    if a == b {
        let neg = (a.to_bits() | b.to_bits()) >> 63 != 0;
        let both_neg = (a.to_bits() & b.to_bits()) >> 63 != 0;
        let s = if max { both_neg } else { neg };
        return if a == 0.0 {
            if s {
                -0.0
            } else {
                0.0
            }
        } else {
            a
        };
    }
    if (a < b) != max {
        a
    } else {
        b
    }
}

/// Median of three with the min/max NaN rules.
pub fn med3_32(a: f32, b: f32, c: f32, ieee: bool) -> f32 {
    let mx = minmax32(minmax32(a, b, true, ieee), c, true, ieee);
    if mx == a && !a.is_nan() {
        minmax32(b, c, true, ieee)
    } else if mx == b && !b.is_nan() {
        minmax32(a, c, true, ieee)
    } else {
        minmax32(a, b, true, ieee)
    }
}

/// `x * 2^n` with a single rounding.
pub fn ldexp64(x: f64, n: i32) -> f64 {
    let mut y = x;
    let mut n = n.clamp(-2200, 2200);
    if n > 1023 {
        y *= f64::from_bits(0x7fe0_0000_0000_0000); // 2^1023
        n -= 1023;
        if n > 1023 {
            y *= f64::from_bits(0x7fe0_0000_0000_0000);
            n -= 1023;
            n = n.min(1023);
        }
    } else if n < -1022 {
        // Scale by 2^-1022 * 2^53 so intermediate results stay normal.
        let s = f64::from_bits(0x0360_0000_0000_0000); // 2^-969
        y *= s;
        n += 969;
        if n < -1022 {
            y *= s;
            n += 969;
            n = n.max(-1022);
        }
    }
    y * f64::from_bits(((n + 1023) as u64) << 52)
}

/// `x * 2^n` for f32 (single rounding via exact f64 scaling).
pub fn ldexp32(x: f32, n: i32) -> f32 {
    let n = n.clamp(-400, 400);
    (x as f64 * f64::from_bits(((n + 1023) as u64) << 52)) as f32
}

/// Unbiased exponent and mantissa in [0.5, 1) (frexp); zero, inf and NaN give (0, x).
pub fn frexp64(x: f64) -> (i32, f64) {
    if x == 0.0 || !x.is_finite() {
        return (0, x);
    }
    let mut b = x.to_bits();
    let mut e = ((b >> 52) & 0x7ff) as i32;
    let mut adj = 0;
    if e == 0 {
        let y = x * f64::from_bits(0x4350_0000_0000_0000); // 2^54
        b = y.to_bits();
        e = ((b >> 52) & 0x7ff) as i32;
        adj = -54;
    }
    let m = f64::from_bits((b & 0x800f_ffff_ffff_ffff) | 0x3fe0_0000_0000_0000);
    (e - 1022 + adj, m)
}

/// f32 frexp.
pub fn frexp32(x: f32) -> (i32, f32) {
    let (e, m) = frexp64(x as f64);
    (e, m as f32)
}

/// Biased exponent field of an f64.
#[inline]
pub fn exp64(x: f64) -> i32 {
    ((x.to_bits() >> 52) & 0x7ff) as i32
}
/// Biased exponent field of an f32.
#[inline]
pub fn exp32(x: f32) -> i32 {
    ((x.to_bits() >> 23) & 0xff) as i32
}

/// `v_div_scale_f64` (ISA pseudocode): returns (result, vcc bit).
pub fn div_scale64(s0: f64, s1: f64, s2: f64) -> (f64, bool) {
    let sub = |x: f64| x.is_subnormal();
    if s2 == 0.0 || s1 == 0.0 {
        return (f64::NAN, false);
    }
    if exp64(s2) - exp64(s1) >= 768 {
        return (if s0 == s1 { ldexp64(s0, 128) } else { s0 }, true);
    }
    if sub(s1) {
        return (ldexp64(s0, 128), false);
    }
    if sub(1.0 / s1) && sub(s2 / s1) {
        return (if s0 == s1 { ldexp64(s0, 128) } else { s0 }, true);
    }
    if sub(1.0 / s1) {
        return (ldexp64(s0, -128), false);
    }
    if sub(s2 / s1) {
        return (if s0 == s2 { ldexp64(s0, 128) } else { s0 }, true);
    }
    if exp64(s2) <= 53 {
        return (ldexp64(s0, 128), false);
    }
    (s0, false)
}

/// `v_div_scale_f32` (ISA pseudocode, 32-bit thresholds): returns (result, vcc bit).
pub fn div_scale32(s0: f32, s1: f32, s2: f32) -> (f32, bool) {
    let sub = |x: f32| x.is_subnormal();
    if s2 == 0.0 || s1 == 0.0 {
        return (f32::NAN, false);
    }
    if exp32(s2) - exp32(s1) >= 96 {
        return (if s0 == s1 { ldexp32(s0, 64) } else { s0 }, true);
    }
    if sub(s1) {
        return (ldexp32(s0, 64), false);
    }
    if sub(1.0 / s1) && sub(s2 / s1) {
        return (if s0 == s1 { ldexp32(s0, 64) } else { s0 }, true);
    }
    if sub(1.0 / s1) {
        return (ldexp32(s0, -64), false);
    }
    if sub(s2 / s1) {
        return (if s0 == s2 { ldexp32(s0, 64) } else { s0 }, true);
    }
    if exp32(s2) <= 23 {
        return (ldexp32(s0, 64), false);
    }
    (s0, false)
}

/// `v_div_fixup_f64`: s0 quotient, s1 denominator, s2 numerator.
pub fn div_fixup64(s0: f64, s1: f64, s2: f64) -> f64 {
    let neg = (s1.to_bits() ^ s2.to_bits()) >> 63 != 0;
    let sgn = |v: f64| if neg { -v } else { v };
    if s2.is_nan() {
        return f64::from_bits(s2.to_bits() | 0x8_0000_0000_0000);
    }
    if s1.is_nan() {
        return f64::from_bits(s1.to_bits() | 0x8_0000_0000_0000);
    }
    if (s1 == 0.0 && s2 == 0.0) || (s1.is_infinite() && s2.is_infinite()) {
        return f64::from_bits(0x7ff8_0000_0000_0000);
    }
    if s1 == 0.0 || s2.is_infinite() {
        return sgn(f64::INFINITY);
    }
    if s1.is_infinite() || s2 == 0.0 {
        return sgn(0.0);
    }
    if s0.is_nan() {
        // The iteration overflowed or underflowed: hardware returns a signed infinity/zero.
        return if exp64(s2) - exp64(s1) < -1075 {
            sgn(0.0)
        } else {
            sgn(f64::INFINITY)
        };
    }
    sgn(s0.abs())
}

/// `v_div_fixup_f32`.
pub fn div_fixup32(s0: f32, s1: f32, s2: f32) -> f32 {
    let neg = (s1.to_bits() ^ s2.to_bits()) >> 31 != 0;
    let sgn = |v: f32| if neg { -v } else { v };
    if s2.is_nan() {
        return f32::from_bits(quiet32(s2.to_bits()));
    }
    if s1.is_nan() {
        return f32::from_bits(quiet32(s1.to_bits()));
    }
    if (s1 == 0.0 && s2 == 0.0) || (s1.is_infinite() && s2.is_infinite()) {
        return f32::from_bits(0x7fc0_0000);
    }
    if s1 == 0.0 || s2.is_infinite() {
        return sgn(f32::INFINITY);
    }
    if s1.is_infinite() || s2 == 0.0 {
        return sgn(0.0);
    }
    if s0.is_nan() {
        return if exp32(s2) - exp32(s1) < -150 {
            sgn(0.0)
        } else {
            sgn(f32::INFINITY)
        };
    }
    sgn(s0.abs())
}

/// 2/π to 1204 bits (hex digits after the binary point), as `v_trig_preop_f64` holds 1201.
const TWO_OVER_PI_HEX: &str = "a2f9836e4e441529fc2757d1f534ddc0db6295993c439041fe5163abdebbc561b7246e3a424dd2e006492eea09d1921cfe1deb1cb129a73ee88235f52ebb4484e99c7026b45f7e413991d639835339f49c845f8bbdf9283b1ff897ffde05980fef2f118b5a0a6d1f6d367ecf27cb09b74f463f669e5fea2d7527bac7ebe5f17b3d0739f78a5292ea6bfb5fb11f8d5d0856033046fc7b6babf0cfbc209af4361da9e39";

fn two_over_pi_bit(i: u32) -> u64 {
    // Bit i (0 = first bit after the point); hardware keeps 1201 bits.
    if i >= 1201 {
        return 0;
    }
    let digit = TWO_OVER_PI_HEX.as_bytes()[(i / 4) as usize];
    let v = (digit as char).to_digit(16).unwrap_or(0) as u64;
    (v >> (3 - i % 4)) & 1
}

/// `v_trig_preop_f64`: the 53-bit segment of 2/π selected by `sel` (and the input's exponent).
pub fn trig_preop(x: f64, sel: u32) -> f64 {
    let e = exp64(x);
    let mut shift = (sel & 31) * 53;
    if e > 1077 {
        shift += (e - 1077) as u32;
    }
    let mut m = 0u64;
    for k in 0..53 {
        m = (m << 1) | two_over_pi_bit(shift + k);
    }
    let mut scale = -53 - shift as i32;
    if e >= 1968 {
        scale += 128;
    }
    ldexp64(m as f64, scale)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_round_trip_all() {
        for h in 0..=u16::MAX {
            let f = f16_to_f32(h);
            if f.is_nan() {
                continue;
            }
            assert_eq!(f32_to_f16(f), h, "{h:#x}");
        }
    }

    #[test]
    fn f16_rounding() {
        assert_eq!(f32_to_f16(65520.0), 0x7c00);
        assert_eq!(f32_to_f16(65519.0), 0x7bff);
        assert_eq!(f32_to_f16(1.0 + 1.0 / 2048.0), 0x3c00); // tie to even
        assert_eq!(f32_to_f16(1.0 + 3.0 / 2048.0), 0x3c02);
        assert_eq!(f32_to_f16(2.0f32.powi(-25)), 0); // half of min subnormal: tie to even
        assert_eq!(f32_to_f16(2.0f32.powi(-25) * 1.5), 1);
        assert_eq!(f32_to_f16_mode(1.0 + 3.0 / 2048.0, true), 0x3c01);
        assert_eq!(f64_to_f16(1.0 / 3.0), f32_to_f16(1.0f32 / 3.0));
    }

    #[test]
    fn trig_preop_first_segment() {
        // The first segment is 2/π rounded toward zero to 53 bits.
        let v = trig_preop(1.0, 0);
        assert!(
            (v - std::f64::consts::FRAC_2_PI).abs() <= 2.0f64.powi(-53),
            "{v}"
        );
        assert!(v <= std::f64::consts::FRAC_2_PI);
    }

    #[test]
    fn ldexp_denormal_single_rounding() {
        assert_eq!(ldexp64(1.5, -1074), f64::from_bits(2));
        assert_eq!(ldexp64(1.0, 1024), f64::INFINITY);
        assert_eq!(ldexp64(f64::from_bits(1), 1074), 1.0);
        assert_eq!(ldexp32(1.0, -149), f32::from_bits(1));
    }
}
