// Coverage: a 1024-item workgroup (16 wavefronts, declared with reqd_work_group_size so the
// metadata's max_flat_workgroup_size is 1024) that reduces through LDS with barriers across all
// 16 wavefronts, then every item reads the group total (broadcast through LDS).
// out[gid] = in[gid] + total of its group (uint, wrapping); totals[group] = total.

__kernel __attribute__((reqd_work_group_size(1024, 1, 1)))
void big_workgroup(__global const uint *in, __global uint *out, __global uint *totals) {
    __local uint s[1024];
    uint l = get_local_id(0);
    uint gid = get_global_id(0);
    uint v = in[gid];
    s[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 512; k > 0; k >>= 1) {
        if (l < k) s[l] += s[l + k];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    uint total = s[0];
    out[gid] = v + total;
    if (l == 0) totals[get_group_id(0)] = total;
}
