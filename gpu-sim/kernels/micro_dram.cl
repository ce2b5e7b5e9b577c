// Validation micro-benchmark "DRAM access": a 64-byte stride scan, one 4-byte load per 64-byte
// line per work-item (in[gid * 16]), so every load touches a new cache line.

__kernel void micro_dram(__global const uint *in, __global uint *out, uint n) {
    uint gid = get_global_id(0);
    if (gid < n) out[gid] = in[gid * 16] + 1;
}
