// Coverage: double-precision rounding and conversions, all exact operations: floor, ceil, trunc,
// rint, round, fract (v_floor_f64 / v_ceil_f64 / v_trunc_f64 / v_rndne_f64 / v_fract_f64 or their
// library expansions), double <-> long / ulong conversions (software sequences with v_ldexp_f64 and
// v_cvt_f64_u32), double -> float (v_cvt_f32_f64, round to nearest even) and uint -> double.
// d[7i..]: floor, ceil, trunc, rint, round, fract (as x - floor(x) clamped), (double)(long)x;
// q[3i..]: (long)x, (ulong)|x|, as_long((double)u64 input).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void fp64_round(__global const double *x, __global const ulong *u, __global double *d,
                         __global long *q, __global float *f, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    double v = x[i];
    __global double *o = d + 7 * i;
    o[0] = floor(v);
    o[1] = ceil(v);
    o[2] = trunc(v);
    o[3] = rint(v);
    o[4] = round(v);
    double ip;
    o[5] = fract(v, &ip);
    o[6] = (double)(long)v;
    q[3 * i] = (long)v;
    q[3 * i + 1] = (long)(ulong)fabs(v);
    q[3 * i + 2] = as_long((double)u[i]);
    f[i] = (float)v;
}
