// Coverage: double-precision device-library math (ocml): exp, log, sin, cos (with large arguments,
// which need the Payne-Hanek reduction through v_trig_preop_f64), pow, cbrt, and f32 atan2/tan/erf/
// hypot/rsqrt/fmod for breadth. Compared within the OpenCL 1.2 ulp bounds.
// d[6i..]: exp(x), log(|x|+1), sin(X), cos(X) with X = x * 1e5, pow(|x|+0.5, y), cbrt(x).
// f[6i..]: atan2(u, v), tan(u), erf(u), hypot(u, v), rsqrt(|u|+1), fmod(u * 10, v).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void math64(__global const double *x, __global const double *y, __global double *d, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    double a = x[i], b = y[i];
    __global double *o = d + 6 * i;
    o[0] = exp(a);
    o[1] = log(fabs(a) + 1.0);
    o[2] = sin(a * 1e5);
    o[3] = cos(a * 1e5);
    o[4] = pow(fabs(a) + 0.5, b);
    o[5] = cbrt(a);
}

__kernel void math32_more(__global const float *u, __global const float *v, __global float *f, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float a = u[i], b = v[i];
    __global float *o = f + 6 * i;
    o[0] = atan2(a, b);
    o[1] = tan(a);
    o[2] = erf(a);
    o[3] = hypot(a, b);
    o[4] = rsqrt(fabs(a) + 1.0f);
    o[5] = fmod(a * 10.0f, b);
}
