// Coverage: OpenCL integer built-ins and their GCN instructions: popcount (v_bcnt_u32_b32), clz
// (v_ffbh_u32), mul_hi (v_mul_hi_u32 / v_mul_hi_i32), mad24/mul24 (v_mad_u32_u24 / v_mul_i32_i24),
// rotate (v_alignbit_b32), add_sat/sub_sat (carry-based or clamp), abs_diff, hadd/rhadd, ctz,
// bitfield-style shifts. out[12*i ..] (see CPU reference in corpus_run.rs).

__kernel void int_builtins(__global const uint *a, __global const uint *b, __global uint *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    uint x = a[i], y = b[i];
    int sx = (int)x, sy = (int)y;
    __global uint *o = out + 12 * i;
    o[0] = popcount(x);
    o[1] = clz(x);
    o[2] = mul_hi(x, y);
    o[3] = (uint)mul_hi(sx, sy);
    o[4] = mad24(x & 0xffffff, y & 0xffffff, x);
    o[5] = (uint)mul24(sx << 8 >> 8, sy << 8 >> 8);
    o[6] = rotate(x, y);
    o[7] = add_sat(x, y) ^ (uint)add_sat(sx, sy);
    o[8] = sub_sat(x, y) ^ (uint)sub_sat(sx, sy);
    o[9] = abs_diff(x, y) + abs_diff(sx, sy);
    o[10] = hadd(x, y) ^ rhadd(x, y);
    o[11] = ctz(x) + (uint)abs(sx);
}
