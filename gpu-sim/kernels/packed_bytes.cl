// Coverage: uchar4 / short2 vector arithmetic, which gfx803 packs back with SDWA operand selects
// (v_or_b32_sdwa with src0_sel BYTE_0 / WORD_0, dst_sel WORD_1) and 16-bit VALU ops (v_mad_u16,
// v_lshlrev_b16, v_lshrrev_b16, v_mul_lo_u16, v_add_u16, v_max_i16 ...).
// bytes: o[i] = x + y * 3 (per byte, wrapping); shorts: p[i] = u * 7 + u.yx (per 16-bit lane, wrapping),
// sh[i] = max(s, -s >> 1) per signed 16-bit lane.

__kernel void packed_bytes(__global const uchar4 *a, __global const uchar4 *b, __global uchar4 *o,
                           __global const ushort2 *q, __global ushort2 *p, __global const short2 *s,
                           __global short2 *sh) {
    uint i = get_global_id(0);
    uchar4 x = a[i], y = b[i];
    o[i] = x + y * (uchar4)(3);
    ushort2 u = q[i];
    p[i] = u * (ushort2)(7) + u.yx;
    short2 v = s[i];
    sh[i] = max(v, (short2)(-v >> (short)1));
}
