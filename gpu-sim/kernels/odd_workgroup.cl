// Coverage: workgroup sizes that are not a multiple of 64 (the test launches 48 and 100): partial
// wavefronts (EXEC with fewer than 64 lanes) inside a workgroup plus LDS and a barrier.
// Each group reverses its items through LDS: out[g*L + l] = in[g*L + (L-1-l)] + L, where L is the
// actual size of the group (the last group may be partial).

__kernel void group_reverse(__global const uint *in, __global uint *out, uint n) {
    __local uint buf[256];
    uint l = get_local_id(0);
    uint L = get_local_size(0);
    uint base = get_group_id(0) * get_enqueued_local_size(0);
    if (base + l < n) buf[l] = in[base + l];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (base + l < n) out[base + l] = buf[L - 1 - l] + L;
}
