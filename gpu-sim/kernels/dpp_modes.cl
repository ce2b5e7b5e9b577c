// Coverage: the DPP (data-parallel primitives) controls on v_mov_b32_dpp through
// __builtin_amdgcn_update_dpp(old, src, dpp_ctrl, row_mask, bank_mask, bound_ctrl):
// row_shl:1, row_shr:3, row_ror:5, row_mirror, row_half_mirror, wave_shl:1, wave_rol:1, wave_shr:1,
// wave_ror:1, row_bcast:15 (row_mask 0xa), row_bcast:31 (row_mask 0xc), quad_perm, and a
// bank_mask that disables banks (bank b = lanes 4b..4b+3 of each 16-lane row). Out-of-range source
// lanes either keep `old` (bound_ctrl false) or read 0 (bound_ctrl true). Launch with 64-item
// workgroups. out[gid*13 + k] for the 13 cases.

__kernel void dpp_modes(__global const int *in, __global int *out) {
    uint gid = get_global_id(0);
    int v = in[gid];
    int old = -1000 - (int)(gid & 63);
    __global int *o = out + 13 * gid;
    o[0] = __builtin_amdgcn_update_dpp(old, v, 0x101, 0xf, 0xf, false);  // row_shl:1, keep old
    o[1] = __builtin_amdgcn_update_dpp(old, v, 0x113, 0xf, 0xf, true);   // row_shr:3, zero fill
    o[2] = __builtin_amdgcn_update_dpp(old, v, 0x125, 0xf, 0xf, false);  // row_ror:5
    o[3] = __builtin_amdgcn_update_dpp(old, v, 0x140, 0xf, 0xf, false);  // row_mirror
    o[4] = __builtin_amdgcn_update_dpp(old, v, 0x141, 0xf, 0xf, false);  // row_half_mirror
    o[5] = __builtin_amdgcn_update_dpp(old, v, 0x130, 0xf, 0xf, false);  // wave_shl:1
    o[6] = __builtin_amdgcn_update_dpp(old, v, 0x134, 0xf, 0xf, false);  // wave_rol:1
    o[7] = __builtin_amdgcn_update_dpp(old, v, 0x138, 0xf, 0xf, true);   // wave_shr:1, zero fill
    o[8] = __builtin_amdgcn_update_dpp(old, v, 0x13c, 0xf, 0xf, false);  // wave_ror:1
    o[9] = __builtin_amdgcn_update_dpp(old, v, 0x142, 0xa, 0xf, false);  // row_bcast:15, rows 1 and 3
    o[10] = __builtin_amdgcn_update_dpp(old, v, 0x143, 0xc, 0xf, false); // row_bcast:31, rows 2 and 3
    o[11] = __builtin_amdgcn_update_dpp(old, v, 0x4e, 0xf, 0x5, false);  // quad_perm [2,3,0,1], banks 0 and 2
    o[12] = __builtin_amdgcn_update_dpp(old, v, 0x111, 0x6, 0xf, false); // row_shr:1, rows 1 and 2 only
}
