// Coverage: device-library (ROCm ocml) single-precision math: sqrt, exp, log, sin, cos, pow,
// plus native division. These pull in library code with range reduction, tables in .rodata and
// many VALU transcendental ops (v_exp_f32, v_log_f32, v_sin_f32 ...).
// out[7*i..]: sqrt(|x|), exp(x), log(|x|+1), sin(x), cos(x), pow(|x|+0.5, y), x / y.

__kernel void math_funcs(__global const float *x, __global const float *y, __global float *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float a = x[i], b = y[i];
    out[7 * i + 0] = sqrt(fabs(a));
    out[7 * i + 1] = exp(a);
    out[7 * i + 2] = log(fabs(a) + 1.0f);
    out[7 * i + 3] = sin(a);
    out[7 * i + 4] = cos(a);
    out[7 * i + 5] = pow(fabs(a) + 0.5f, b);
    out[7 * i + 6] = a / b;
}
