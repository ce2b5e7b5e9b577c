// Coverage: atomics that return values, in LDS and in global memory (ds_add_rtn_u32,
// flat_atomic_add with glc). Stream compaction: items whose value is divisible by 3 get a slot in
// their group through an LDS atomic_inc, the group reserves a contiguous range of the output with
// one global atomic_add, then each item writes (value, gid) there. Output order depends on
// scheduling, so the host checks it as a set; count[0] = number kept.

__kernel void compaction(__global const uint *in, __global uint2 *out, __global uint *count, uint n) {
    __local uint lcount;
    __local uint base;
    uint gid = get_global_id(0);
    if (get_local_id(0) == 0) lcount = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint v = gid < n ? in[gid] : 1;
    uint slot = 0;
    bool keep = (v % 3) == 0;
    if (keep) slot = atomic_inc(&lcount);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == 0) base = atomic_add(count, lcount);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (keep) out[base + slot] = (uint2)(v, gid);
}
