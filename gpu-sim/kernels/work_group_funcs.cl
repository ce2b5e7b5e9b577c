// Coverage: OpenCL 2.0 work-group collective functions implemented by the device library (ockl):
// work_group_reduce_add / _max, work_group_scan_inclusive_add, work_group_broadcast, work_group_all,
// plus get_global_linear_id. They combine cross-lane ops, LDS scratch owned by the library and
// barriers. Launch with 1-D groups of up to 256 items (the test uses 192: three wavefronts).
// out[5*gid..]: group sum, group max, inclusive scan, value of local item 7, all(v > 0).

__kernel void work_group_funcs(__global const int *in, __global int *out) {
    uint gid = get_global_linear_id();
    int v = in[gid];
    __global int *o = out + 5 * gid;
    o[0] = work_group_reduce_add(v);
    o[1] = work_group_reduce_max(v);
    o[2] = work_group_scan_inclusive_add(v);
    o[3] = work_group_broadcast(v, 7);
    o[4] = work_group_all(v > 0);
}
