// Coverage: 32x32 -> 64-bit multiply-add instructions: v_mad_i64_i32 ((long)a * (long)b + c) and
// v_mad_u64_u32 ((ulong)ua * (ulong)ub + uc), plus mad_hi, mad_sat and upsample built-ins.
// out[5*i..] (ulong): signed mad, unsigned mad, mad_hi(a,b,k), mad_sat(a,b,k), upsample(a,(uint)b).

__kernel void mad64(__global const int *a, __global const int *b, __global const long *c, __global const int *k,
                    __global ulong *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    int x = a[i], y = b[i];
    long z = c[i];
    __global ulong *o = out + 5 * i;
    o[0] = (ulong)((long)x * (long)y + z);
    o[1] = (ulong)x * (ulong)(uint)y + (ulong)z;
    o[2] = (ulong)(long)mad_hi(x, y, k[i]);
    o[3] = (ulong)(long)mad_sat(x, y, k[i]);
    o[4] = (ulong)upsample(x, (uint)y);
}
