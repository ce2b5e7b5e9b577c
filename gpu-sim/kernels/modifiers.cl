// Coverage: VOP3 source and output modifiers the backend folds into instructions: abs and neg on
// float sources (fabs, -x folded into v_mul/v_add/v_mad operands), the clamp bit for saturation to
// [0, 1] (clamp(x, 0, 1) -> v_add_f32 ... clamp with DX10 clamp mode), v_max/v_min with negated
// operands, and integer saturation via the clamp bit (add_sat/sub_sat on uint -> v_add/sub_u32 clamp).
// fo[4i..]: clamp(a + b, 0, 1), fabs(a) * -b, -fabs(a) + fabs(b) * c, max(-a, fabs(c)) ;
// uo[2i..]: add_sat(u, w), sub_sat(u, w).

__kernel void modifiers(__global const float *x, __global const float *y, __global const float *z,
                        __global const uint *p, __global const uint *q, __global float *fo, __global uint *uo,
                        uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float a = x[i], b = y[i], c = z[i];
    fo[4 * i] = clamp(a + b, 0.0f, 1.0f);
    fo[4 * i + 1] = fabs(a) * -b;
    float t = fabs(b) * c;
    fo[4 * i + 2] = -fabs(a) + t;
    fo[4 * i + 3] = fmax(-a, fabs(c));
    uint u = p[i], w = q[i];
    uo[2 * i] = add_sat(u, w);
    uo[2 * i + 1] = sub_sat(u, w);
}
