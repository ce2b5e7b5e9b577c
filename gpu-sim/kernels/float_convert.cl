// Own choice: float -> int conversions with every OpenCL rounding mode and saturation
// (convert_int_rte/rtz/rtp/rtn, convert_int_sat, convert_uint_sat, convert_uchar_sat_rte), plus
// int -> float (v_cvt_f32_i32/u32 round to nearest even) and rint/floor/ceil/trunc/round.
// out[9*i..] (ints), fout[6*i..] (floats).

__kernel void float_convert(__global const float *in, __global const int *iv, __global int *out,
                            __global float *fout, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float x = in[i];
    __global int *o = out + 9 * i;
    o[0] = convert_int_rte(x);
    o[1] = convert_int_rtz(x);
    o[2] = convert_int_rtp(x);
    o[3] = convert_int_rtn(x);
    o[4] = convert_int_sat(x * 1.0e9f);
    o[5] = (int)convert_uint_sat(x * 1.0e9f);
    o[6] = (int)convert_uchar_sat_rte(x * 10.0f);
    o[7] = (int)convert_short_sat(x * 1000.0f);
    o[8] = (int)x;
    __global float *f = fout + 6 * i;
    int k = iv[i];
    f[0] = (float)k;
    f[1] = (float)(uint)k;
    f[2] = rint(x);
    f[3] = floor(x) + ceil(x);
    f[4] = trunc(x);
    f[5] = round(x);
}
