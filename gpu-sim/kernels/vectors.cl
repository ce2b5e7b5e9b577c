// Coverage: vector types: vload4/vstore4 (dwordx4 loads/stores), float4 arithmetic, dot product,
// select with a vector mask, int4 shuffle-by-component, convert_int4 (round toward zero).
// out4[i] = select(a*b + c, a - b, a > b)   (per lane), dots[i] = dot(a, b), ints[i] = convert_int4(a*4) ^ (int4)(w.wzyx).

__kernel void vector_ops(__global const float *a, __global const float *b, __global const float *c,
                         __global float *out4, __global float *dots, __global int *ints, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float4 x = vload4(i, a), y = vload4(i, b), z = vload4(i, c);
    float4 p = x * y;
    float4 s = p + z;
    float4 d = x - y;
    int4 m = x > y;
    vstore4(select(s, d, m), i, out4);
    dots[i] = dot(x, y);
    int4 w = convert_int4(x * 4.0f);
    vstore4(w ^ w.wzyx, i, ints);
}
