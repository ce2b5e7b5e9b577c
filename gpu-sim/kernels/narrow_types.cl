// Coverage: 8- and 16-bit data. Byte/short loads and stores (flat_load_ubyte/sbyte/ushort/sshort,
// flat_store_byte/short), 16-bit and 8-bit arithmetic that gfx803 does with SDWA operand selects
// and 16-bit VALU ops, and half <-> float conversion through vload_half / vstore_half
// (v_cvt_f32_f16 / v_cvt_f16_f32, round-to-nearest-even).
//
// uchar_math: out[i] = (uchar)(a[i] * 3 + (b[i] >> 1)) and sat[i] = add_sat(a[i], b[i]) per byte.
// short_math: out[i] = (short)(x[i] * y[i] - (x[i] >> 3)); wide[i] = (int)x[i] * y[i].
// half_convert: f[i] = vload_half(i, h) * 2.0f + 1.0f; vstore_half(f[i] * 0.5f, i, hout).
// byte_pack: unpacks the 4 bytes of a uint, mixes signed/unsigned bytes, repacks with shifts/masks.

__kernel void uchar_math(__global const uchar *a, __global const uchar *b, __global uchar *out,
                         __global uchar *sat, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    uchar x = a[i], y = b[i];
    out[i] = (uchar)(x * 3 + (y >> 1));
    sat[i] = add_sat(x, y);
}

__kernel void short_math(__global const short *x, __global const short *y, __global short *out,
                         __global int *wide, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    short a = x[i], b = y[i];
    out[i] = (short)(a * b - (a >> 3));
    wide[i] = (int)a * (int)b;
}

__kernel void half_convert(__global const half *h, __global float *f, __global half *hout, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float v = vload_half(i, h) * 2.0f + 1.0f;
    f[i] = v;
    vstore_half(v * 0.5f, i, hout);
}

__kernel void byte_pack(__global const uint *in, __global const char *sc, __global uint *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    uint w = in[i];
    uchar b0 = w, b1 = w >> 8, b2 = w >> 16, b3 = w >> 24;
    char s = sc[i];
    uchar r0 = (uchar)(b0 + b3);
    uchar r1 = (uchar)(b1 ^ (uchar)s);
    uchar r2 = (uchar)((b2 * b1) >> 2);
    uchar r3 = (uchar)((int)s + b0 > 0 ? b3 : b2);
    out[i] = (uint)r0 | ((uint)r1 << 8) | ((uint)r2 << 16) | ((uint)r3 << 24);
}
