// Validation micro-benchmark "ALU": a long dependent chain of v_add_f32 (256 adds per loop trip,
// `iters` trips), x = x + b with b a kernel argument so nothing folds. One store at the end.

__kernel void micro_alu(__global float *out, float b, uint iters) {
    float x = (float)get_global_id(0);
    for (uint it = 0; it < iters; it++) {
#pragma unroll
        for (int k = 0; k < 256; k++) x = x + b;
    }
    out[get_global_id(0)] = x;
}
