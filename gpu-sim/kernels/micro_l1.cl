// Validation micro-benchmark "L1 access": every work-item loads the same address `iters` times
// (volatile, so each load is issued) and accumulates; out[gid] = iters * in[0] computed as a sum.

__kernel void micro_l1(__global volatile const uint *in, __global uint *out, uint iters) {
    uint acc = 0;
    for (uint it = 0; it < iters; it++) acc += in[0];
    out[get_global_id(0)] = acc;
}
