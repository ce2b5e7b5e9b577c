// Coverage: native half-precision arithmetic (cl_khr_fp16) on gfx803's 16-bit VALU
// (v_add_f16, v_mul_f16, v_fma_f16/v_mad_f16, v_max_f16) plus ushort arithmetic that packs two
// 16-bit lanes through SDWA selects. out[i] = max(a*b + c, a) in half; s[i] = (us[i] * 5 + 7) >> 1 (ushort).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void half_math(__global const half *a, __global const half *b, __global const half *c,
                        __global half *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    half p = a[i] * b[i];
    half q = p + c[i];
    out[i] = fmax(q, a[i]);
}

__kernel void ushort2_math(__global const ushort2 *in, __global ushort2 *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    ushort2 v = in[i];
    out[i] = (ushort2)((ushort)((v.x * 5 + 7) >> 1), (ushort)(v.y * v.x + (v.y >> 2)));
}
