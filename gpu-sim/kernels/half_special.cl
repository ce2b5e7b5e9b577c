// Coverage: float -> half conversion in every OpenCL rounding mode: vstore_half (round to nearest
// even, v_cvt_f16_f32) and vstore_half_rtz / _rtp / _rtn (device-library bit manipulation), on
// values that overflow half, land in the half denormal range, are exact ties, NaN and infinities;
// plus vload_half back to float. out[4*i..] = the four stores; back[i] = vload_half of the RNE one.

__kernel void half_special(__global const float *in, __global half *out, __global float *back, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float v = in[i];
    vstore_half(v, 4 * i, out);
    vstore_half_rtz(v, 4 * i + 1, out);
    vstore_half_rtp(v, 4 * i + 2, out);
    vstore_half_rtn(v, 4 * i + 3, out);
    back[i] = vload_half(4 * i, out);
}
