// Coverage: more LDS atomics: atomic_cmpxchg retry loop adding floats in LDS (ds_cmpst_rtn_b32),
// atomic_xchg (ds_wrxchg_rtn_b32), 64-bit atom_add on a local ulong (ds_add_u64),
// __builtin_amdgcn_atomic_inc32 / dec32 on local memory (ds_inc_u32 / ds_dec_u32, wrapping),
// and atomic_or / atomic_and / atomic_xor (ds_or_b32 ...). Results are order-independent.
// res[8*g..]: float sum, xchg-chain check, low and high words of the u64 sum, inc32 (limit 9),
// dec32 (limit 4), or, and ^ xor.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable

__kernel void lds_atomics2(__global const uint *in, __global uint *res, __global uint *prev) {
    __local uint fsum, slot, inc, dec, bits_or, bits_and, bits_xor;
    __local ulong wide;
    uint l = get_local_id(0);
    if (l == 0) {
        fsum = as_uint(0.0f); slot = 0xffffffffu; inc = 0; dec = 0; bits_or = 0; bits_and = 0xffffffffu;
        bits_xor = 0; wide = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    uint v = in[get_global_id(0)];
    float f = (float)(v & 1023) * 0.125f;
    uint old = fsum, assumed;
    do {
        assumed = old;
        old = atomic_cmpxchg(&fsum, assumed, as_uint(as_float(assumed) + f));
    } while (old != assumed);
    prev[get_global_id(0)] = atomic_xchg(&slot, l);
    atom_add(&wide, (ulong)v << 20);
    __builtin_amdgcn_atomic_inc32((__local volatile uint *)&inc, 9u, __ATOMIC_RELAXED, "workgroup");
    __builtin_amdgcn_atomic_dec32((__local volatile uint *)&dec, 4u, __ATOMIC_RELAXED, "workgroup");
    atomic_or(&bits_or, v & 0x0f0f0f0f);
    atomic_and(&bits_and, v | 0x10000001);
    atomic_xor(&bits_xor, v);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        __global uint *r = res + 8 * get_group_id(0);
        r[0] = fsum;
        r[1] = slot;
        r[2] = (uint)wide;
        r[3] = (uint)(wide >> 32);
        r[4] = inc;
        r[5] = dec;
        r[6] = bits_or | bits_and;
        r[7] = bits_xor;
    }
}
