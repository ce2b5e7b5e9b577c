// Coverage: miscellaneous scalar instructions: s_getreg_b32 of the MODE register (initialised from
// the kernel descriptor: round to nearest, f32 denormals flushed, f16/f64 denormals kept,
// DX10 clamp, IEEE mode -> MODE[9:0] = 0x3c0), s_memtime and s_memrealtime (must not run
// backwards), s_getpc_b64, s_sleep, s_setprio, s_incperflevel / s_decperflevel, s_dcache_wb,
// and v_readfirstlane. Item 0 of each group writes out[4*group..].

__kernel void sopp_misc(__global uint *out) {
    uint l = get_local_id(0);
    ulong t0 = __builtin_amdgcn_s_memtime();
    ulong r0 = __builtin_amdgcn_s_memrealtime();
    __builtin_amdgcn_s_setprio(2);
    __builtin_amdgcn_s_sleep(2);
    __builtin_amdgcn_s_incperflevel(1);
    __builtin_amdgcn_s_decperflevel(1);
    __builtin_amdgcn_s_setprio(0);
    __builtin_amdgcn_s_dcache_wb();
    ulong t1 = __builtin_amdgcn_s_memtime();
    ulong r1 = __builtin_amdgcn_s_memrealtime();
    ulong pc = (ulong)__builtin_amdgcn_s_getpc();
    uint mode = __builtin_amdgcn_s_getreg((9 << 11) | 1); // hwreg(HW_REG_MODE, 0, 10)
    if (l == 0) {
        __global uint *o = out + 4 * get_group_id(0);
        o[0] = mode;
        o[1] = (t1 >= t0) ? 1u : 0u;
        o[2] = (r1 >= r0) ? 1u : 0u;
        o[3] = (pc != 0 && (pc & 3) == 0) ? 1u : 0u;
    }
}
