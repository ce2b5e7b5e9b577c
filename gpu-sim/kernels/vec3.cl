// Coverage: 3-component vectors: vload3/vstore3 and float3 arithmetic, which use 12-byte
// flat_load_dwordx3 / flat_store_dwordx3 where alignment allows, cross() and length()
// (sqrt: within 3 ulp... compared with a bound) and int3 shifts.
// out[3i..] = cross(a, b) + c (exact: unfused products and sums in a fixed order), len[i] = length(a),
// ints[3i..] = (int3)(a * 8) >> 1.

__kernel void vec3_ops(__global const float *a, __global const float *b, __global const float *c,
                       __global float *out, __global float *len, __global int *ints, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float3 x = vload3(i, a), y = vload3(i, b), z = vload3(i, c);
    float3 r = cross(x, y);
    vstore3(r + z, i, out);
    len[i] = length(x);
    int3 k = convert_int3(x * 8.0f);
    vstore3(k >> 1, i, ints);
}
