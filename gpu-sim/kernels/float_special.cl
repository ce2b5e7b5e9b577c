// Coverage: IEEE special values and exact float built-ins: fmin/fmax with NaN operands (IEEE mode:
// the non-NaN operand wins; inputs are canonicalised first), classification (isnan, isinf,
// isfinite, signbit, isnormal: v_cmp_class_f32), copysign (v_bfi_b32), fused fma (v_fma_f32,
// one rounding), ldexp (v_ldexp_f32), frexp (v_frexp_mant_f32 / v_frexp_exp_i32_f32), fabs/-x on
// NaN and infinity, and float compares with NaN (unordered compares in selects).
// fo[6i..]: fmin, fmax, copysign(x,y), fma(x,y,z), ldexp(x,k), frexp mantissa; io[3i..]: class bits,
// frexp exponent, (x < y) + 2*(x >= y) + 4*(x != y) with NaN semantics.

__kernel void float_special(__global const float *x, __global const float *y, __global const float *z,
                            __global const int *k, __global float *fo, __global int *io, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float a = x[i], b = y[i], c = z[i];
    __global float *f = fo + 6 * i;
    __global int *o = io + 3 * i;
    f[0] = fmin(a, b);
    f[1] = fmax(a, b);
    f[2] = copysign(a, b);
    f[3] = fma(a, b, c);
    f[4] = ldexp(a, k[i]);
    int e;
    f[5] = frexp(a, &e);
    o[0] = isnan(a) | (isinf(a) << 1) | (isfinite(a) << 2) | (signbit(a) << 3) | (isnormal(a) << 4);
    o[1] = e;
    o[2] = (a < b) + 2 * (a >= b) + 4 * (a != b);
}
