// Coverage: floating-point denormal modes from the kernel descriptor. clang's OpenCL code for gfx803
// sets FLOAT_DENORM_MODE_32 = 0 (f32 denormal inputs and results flushed to signed zero) and
// FLOAT_DENORM_MODE_16_64 = 3 (f16/f64 denormals kept). The same multiply and add in f32, f64
// and f16 on inputs and results in the denormal range must therefore flush only in f32.
// fo[2i] = a*b, fo[2i+1] = a+b (f32); dout[2i] = c*d, dout[2i+1] = c+d (f64); hout[i] = h[2i]*h[2i+1] (f16).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void denormals(__global const float *a, __global const float *b, __global float *fo,
                        __global const double *c, __global const double *d, __global double *dout,
                        __global const half *h, __global half *hout, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float x = a[i], y = b[i];
    fo[2 * i] = x * y;
    fo[2 * i + 1] = x + y;
    double p = c[i], q = d[i];
    dout[2 * i] = p * q;
    dout[2 * i + 1] = p + q;
    hout[i] = h[2 * i] * h[2 * i + 1];
}
