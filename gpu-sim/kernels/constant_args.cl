// Coverage: __constant pointer arguments read with work-item-uniform indices, which the backend
// turns into scalar memory loads (s_load_dword / s_load_dwordx4 on the argument's address) and
// SGPR operands to VALU ops; plus a uniform branch on a kernel argument (s_cbranch_scc).
// poly_eval: out[i] = Horner evaluation of the ncoef coefficients at x[i] (rounded mul then add),
// then scaled by table[mode & 7].

__kernel void poly_eval(__global const float *x, __global float *out, __constant float *coef, uint ncoef,
                        __constant float *table, uint mode, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float v = x[i];
    float acc = 0.0f;
    for (uint k = 0; k < ncoef; k++) {
        float p = acc * v;
        acc = p + coef[k];
    }
    float s = table[mode & 7];
    if (mode > 3) s = s + 1.0f;
    out[i] = acc * s;
}
