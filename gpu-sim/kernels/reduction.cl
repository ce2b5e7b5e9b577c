// Own choice: tree reduction in LDS (classic shared-memory sum): each workgroup (whole power-of-two size,
// up to 256) sums its items with log2(L) barrier-separated steps; partial[g] = sum of the group (uint,
// wrapping). Then a second kernel reduces the partials in one workgroup with a strided loop.

__kernel void reduce_sum(__global const uint *in, __global uint *partial, __local uint *scratch, uint n) {
    uint l = get_local_id(0), L = get_local_size(0);
    uint gid = get_global_id(0);
    scratch[l] = gid < n ? in[gid] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = L / 2; s > 0; s >>= 1) {
        if (l < s) scratch[l] += scratch[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) partial[get_group_id(0)] = scratch[0];
}

__kernel void reduce_final(__global const uint *partial, __global uint *total, uint m) {
    __local uint s[64];
    uint l = get_local_id(0);
    uint acc = 0;
    for (uint i = l; i < m; i += 64) acc += partial[i];
    s[l] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        uint t = 0;
        for (uint i = 0; i < 64; i++) t += s[i];
        *total = t;
    }
}
