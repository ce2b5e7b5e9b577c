// Coverage: cross-lane operations. sub_group_reduce_add / sub_group_scan_inclusive_add on ints
// (lowered to DPP row_shr/row_bcast and v_readlane), sub_group_broadcast (v_readlane/readfirstlane),
// __builtin_amdgcn_ds_bpermute (ds_bpermute_b32: out lane reads lane (l*5+3)%64... of the wave),
// __builtin_amdgcn_mov_dpp (quad_perm), __builtin_amdgcn_ds_swizzle (ds_swizzle_b32 in
// bit-mask mode: xor lane with 1). Launch with 64-item workgroups.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

__kernel void subgroup_reduce(__global const int *in, __global int *sum, __global int *scan, __global int *bcast) {
    uint gid = get_global_id(0);
    int v = in[gid];
    sum[gid] = sub_group_reduce_add(v);
    scan[gid] = sub_group_scan_inclusive_add(v);
    bcast[gid] = sub_group_broadcast(v, 5) + (int)get_sub_group_local_id() * 0 + (int)get_sub_group_size();
}

__kernel void cross_lane(__global const int *in, __global int *perm, __global int *dpp, __global int *swz) {
    uint gid = get_global_id(0);
    uint lane = get_local_id(0) & 63;
    int v = in[gid];
    uint src = (lane * 5 + 3) & 63;
    perm[gid] = __builtin_amdgcn_ds_bpermute((int)(src * 4), v);
    // quad_perm [3,2,1,0] reverses each group of four lanes: dpp_ctrl 0x1b.
    dpp[gid] = __builtin_amdgcn_mov_dpp(v, 0x1b, 0xf, 0xf, false);
    // swizzle offset bit 15 = 0 (bitmask mode): and_mask 0x1f, or_mask 0, xor_mask 1 -> offset = 0x041f.
    swz[gid] = __builtin_amdgcn_ds_swizzle(v, 0x041f);
}
