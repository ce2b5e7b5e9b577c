// Validation micro-benchmark "L2 access": the grid scans a buffer of n words (1 MB in the
// benchmark) twice with a grid-stride loop; each work-item writes the wrapping sum it read.

__kernel void micro_l2(__global const uint *in, __global uint *out, uint n) {
    uint gid = get_global_id(0);
    uint stride = get_global_size(0);
    uint acc = 0;
    for (uint pass = 0; pass < 2; pass++)
        for (uint i = gid; i < n; i += stride) acc += in[i] * (pass + 1);
    out[gid] = acc;
}
