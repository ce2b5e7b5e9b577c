// Coverage: 64-bit global atomics and the wrapping increment/decrement atomics.
// atom_add / atom_max / atom_min / atom_xor on ulong/long (cl_khr_int64_base/extended_atomics:
// flat_atomic_add_x2, flat_atomic_smax_x2, ...), a 64-bit compare-and-swap loop computing a
// running product modulo 2^64 (flat_atomic_cmpswap_x2), and __builtin_amdgcn_atomic_inc32/dec32
// (flat_atomic_inc / flat_atomic_dec: wrap to 0 above the limit / to the limit below 1).
// acc64[0] += v, acc64[1] = max (signed), acc64[2] = min (signed), acc64[3] ^= v, acc64[4] *= (v|1).
// wrap[0] = inc32 with limit 9 (counts modulo 10), wrap[1] = dec32 with limit 6.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

__kernel void atomics64(__global const long *in, __global long *acc64, __global uint *wrap) {
    uint gid = get_global_id(0);
    long v = in[gid];
    atom_add((__global ulong *)&acc64[0], (ulong)v);
    atom_max(&acc64[1], v);
    atom_min(&acc64[2], v);
    atom_xor(&acc64[3], v);
    __global volatile ulong *p = (__global volatile ulong *)&acc64[4];
    ulong old = *p, assumed;
    do {
        assumed = old;
        old = atom_cmpxchg(p, assumed, assumed * ((ulong)v | 1));
    } while (old != assumed);
    __builtin_amdgcn_atomic_inc32((__global volatile uint *)&wrap[0], 9u, __ATOMIC_RELAXED, "agent");
    __builtin_amdgcn_atomic_dec32((__global volatile uint *)&wrap[1], 6u, __ATOMIC_RELAXED, "agent");
}
