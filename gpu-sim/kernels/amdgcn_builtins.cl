// Coverage: GCN-specific VALU instructions reached through clang's __builtin_amdgcn_* target
// built-ins: v_alignbyte_b32, v_bfe_u32 / v_bfe_i32, v_lerp_u8, v_sad_u8, v_sad_hi_u8, v_sad_u16,
// v_cvt_pkrtz_f16_f32, v_fract_f32, v_med3_f32 / v_med3_i32, v_mbcnt_lo/hi_u32_b32 (lane index),
// v_readfirstlane_b32. out[12*i..] (see the CPU reference in corpus_run.rs).

typedef half half2_t __attribute__((ext_vector_type(2)));

__kernel void amdgcn_builtins(__global const uint *a, __global const uint *b, __global const uint *c,
                              __global const float *f, __global uint *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    uint x = a[i], y = b[i], z = c[i];
    float g = f[i];
    __global uint *o = out + 12 * i;
    o[0] = __builtin_amdgcn_alignbyte(x, y, z);
    o[1] = __builtin_amdgcn_ubfe(x, y & 31, z & 31);
    o[2] = (uint)__builtin_amdgcn_sbfe((int)x, y & 31, z & 31);
    o[3] = __builtin_amdgcn_lerp(x, y, z);
    o[4] = __builtin_amdgcn_sad_u8(x, y, z & 0xffff);
    o[5] = __builtin_amdgcn_sad_hi_u8(x, y, z);
    o[6] = __builtin_amdgcn_sad_u16(x, y, z & 0xffff);
    half2_t h = __builtin_amdgcn_cvt_pkrtz(g, -g * 3.0f);
    o[7] = as_uint(h);
    o[8] = as_uint(__builtin_amdgcn_fractf(g * 7.5f));
    o[9] = as_uint(__builtin_amdgcn_fmed3f(g, (float)x * 1e-9f, (float)y * 1e-9f));
    o[10] = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
    o[11] = __builtin_amdgcn_readfirstlane(x) + (uint)max(min((int)x, (int)y), (int)z);
}
