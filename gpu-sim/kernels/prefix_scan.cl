// Own choice: work-efficient (Blelloch) exclusive prefix sum within each workgroup of 128 items in
// LDS (up-sweep, down-sweep, barriers in loops); block_sums[g] = total of the group.
// out[g*128 + l] = sum of in[g*128 .. g*128 + l) (uint, wrapping).

#define B 128
__kernel void prefix_scan(__global const uint *in, __global uint *out, __global uint *block_sums) {
    __local uint t[B];
    uint l = get_local_id(0);
    uint base = get_group_id(0) * B;
    t[l] = in[base + l];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint off = 1;
    for (uint d = B >> 1; d > 0; d >>= 1) {
        if (l < d) {
            uint ai = off * (2 * l + 1) - 1, bi = off * (2 * l + 2) - 1;
            t[bi] += t[ai];
        }
        off <<= 1;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) { block_sums[get_group_id(0)] = t[B - 1]; t[B - 1] = 0; }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint d = 1; d < B; d <<= 1) {
        off >>= 1;
        if (l < d) {
            uint ai = off * (2 * l + 1) - 1, bi = off * (2 * l + 2) - 1;
            uint x = t[ai];
            t[ai] = t[bi];
            t[bi] += x;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[base + l] = t[l];
}
