// Coverage: 2-D and 3-D NDRanges and the work-item functions: get_global_id(0..2),
// get_local_id(0..2), get_group_id, get_local_size, get_num_groups, get_global_size,
// get_global_offset (hidden arguments and dispatch-packet reads), get_work_dim.
// ids_3d writes, for each work-item, 8 words describing where it is; ids_2d packs per item into one.

__kernel void ids_3d(__global uint *out) {
    uint gx = get_global_id(0), gy = get_global_id(1), gz = get_global_id(2);
    uint w = get_global_size(0), h = get_global_size(1);
    uint lin = (gz * h + gy) * w + gx;
    __global uint *o = out + 8 * lin;
    o[0] = gx | (gy << 10) | (gz << 20);
    o[1] = get_local_id(0) | (get_local_id(1) << 10) | (get_local_id(2) << 20);
    o[2] = get_group_id(0) | (get_group_id(1) << 10) | (get_group_id(2) << 20);
    o[3] = get_local_size(0) | (get_local_size(1) << 10) | (get_local_size(2) << 20);
    o[4] = get_num_groups(0) | (get_num_groups(1) << 10) | (get_num_groups(2) << 20);
    o[5] = get_global_size(0) | (get_global_size(1) << 10) | (get_global_size(2) << 20);
    o[6] = get_global_offset(0) + get_global_offset(1) + get_global_offset(2);
    o[7] = get_work_dim();
}

__kernel void ids_2d(__global uint *out, uint pitch) {
    uint x = get_global_id(0), y = get_global_id(1);
    out[y * pitch + x] = (get_group_id(0) << 24) | (get_group_id(1) << 16) | (get_local_id(1) << 8) | get_local_id(0);
}
