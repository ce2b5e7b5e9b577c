// Coverage: LDS (ds_*) atomics. Each workgroup builds a 64-bin histogram of its items' values in
// __local memory with atomic_inc/atomic_add, tracks the local min/max with atomic_min/max and a
// local exchange, then merges into the global histogram with global atomic_add.
// Outputs: hist[64] (global sum over all groups), group_minmax[2*group] = {min, max} per group.

__kernel void lds_atomics(__global const uint *in, __global uint *hist, __global int *group_minmax, uint n) {
    __local uint lhist[64];
    __local int lmin, lmax;
    __local uint lcount;
    uint lid = get_local_id(0);
    uint gid = get_global_id(0);
    for (uint b = lid; b < 64; b += get_local_size(0)) lhist[b] = 0;
    if (lid == 0) { lmin = INT_MAX; lmax = INT_MIN; lcount = 0; }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (gid < n) {
        uint v = in[gid];
        if (v & 1) atomic_inc(&lhist[v & 63]);
        else atomic_add(&lhist[v & 63], 1u);
        atomic_min(&lmin, (int)v);
        atomic_max(&lmax, (int)v);
        atomic_add(&lcount, 1u);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = lid; b < 64; b += get_local_size(0)) {
        if (lhist[b] != 0) atomic_add(&hist[b], lhist[b]);
    }
    if (lid == 0) {
        group_minmax[2 * get_group_id(0)] = lcount ? lmin : 0;
        group_minmax[2 * get_group_id(0) + 1] = lcount ? lmax : 0;
    }
}
