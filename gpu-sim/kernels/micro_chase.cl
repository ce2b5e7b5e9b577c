// Validation micro-benchmark "load latency": each work-item follows a chain of indices `steps`
// times (p = next[p]), so every load waits for the one before it. With one wavefront and a
// chain laid out to fit in the L1, the L2 or neither, the time per step is the load-to-use
// latency of that level plus the loop's few instructions. out[gid] = the final index.

__kernel void micro_chase(__global const uint *next, __global uint *out, uint start, uint steps) {
    uint p = start + get_global_id(0);
    for (uint i = 0; i < steps; i++) p = next[p];
    out[get_global_id(0)] = p;
}
