// Coverage: double precision (cl_khr_fp64): v_add_f64, v_mul_f64, v_fma_f64, division (v_div_scale/
// v_div_fmas/v_div_fixup + v_rcp_f64 Newton iterations, correctly rounded), sqrt (v_rsq_f64 +
// refinement from the device library), conversions double <-> int/float.
// out[6*i..]: a+b, a*b, fma(a,b,c), a/b, sqrt(|a|), (double)(int)(a*1000) + (double)(float)c.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void fp64_ops(__global const double *a, __global const double *b, __global const double *c,
                       __global double *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    double x = a[i], y = b[i], z = c[i];
    out[6 * i + 0] = x + y;
    out[6 * i + 1] = x * y;
    out[6 * i + 2] = fma(x, y, z);
    out[6 * i + 3] = x / y;
    out[6 * i + 4] = sqrt(fabs(x));
    out[6 * i + 5] = (double)(int)(x * 1000.0) + (double)(float)z;
}
