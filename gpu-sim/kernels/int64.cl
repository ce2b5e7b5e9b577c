// Coverage: 64-bit integer arithmetic: multiply (v_mul_hi_u32/v_mul_lo/v_mad_u64_u32 sequences),
// unsigned and signed division and remainder (long software division expanded inline by the
// backend), shifts by variable amounts (v_lshlrev_b64/v_lshrrev_b64/v_ashrrev_i64), 64-bit adds
// with carry, and compares.
// out[5*i..]: a*b, a/b, a%b (unsigned, b != 0), (a << (s&63)) ^ (a >> (s&63)), signed (sa/sb) + (sa%sb).

__kernel void int64_ops(__global const ulong *a, __global const ulong *b, __global const uint *s,
                        __global ulong *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    ulong x = a[i], y = b[i] | 1;
    uint sh = s[i] & 63;
    out[5 * i + 0] = x * y;
    out[5 * i + 1] = x / y;
    out[5 * i + 2] = x % y;
    out[5 * i + 3] = (x << sh) ^ (x >> sh);
    long sx = (long)x, sy = (long)b[i];
    if (sy == 0) sy = -7;
    out[5 * i + 4] = (ulong)((sx / sy) + (sx % sy) + (sx >> sh));
}

__kernel void int64_minmax(__global const long *a, __global const long *b, __global long *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    long x = a[i], y = b[i];
    out[3 * i + 0] = max(x, y);
    out[3 * i + 1] = min(x, y) - (x >> 7);
    out[3 * i + 2] = (long)mul_hi((ulong)x, (ulong)y);
}
