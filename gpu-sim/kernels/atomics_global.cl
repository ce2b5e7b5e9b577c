// Coverage: global-memory atomics (flat/global atomic instructions, with and without return).
// atomic_counters: counters[0] += 1 (atomic_inc), counters[1] += v (atomic_add), counters[2] =
//   min, counters[3] = max (signed), counters[4] ^= v (atomic_xor), counters[5] |= bit, counters[6] &= ~bit;
//   old values returned by atomic_add are stored to ret[gid] (ticket per item, a permutation check).
// atomic_exchange: slot[v % nslots] <- gid via atomic_xchg, previous value written to prev[gid].
// atomic_float_add: float add emulated with an atomic_cmpxchg retry loop (sum of all inputs).
// atomic_umin_umax: unsigned min/max into two words.

__kernel void atomic_counters(__global const int *in, __global int *counters, __global int *ret) {
    uint gid = get_global_id(0);
    int v = in[gid];
    atomic_inc(&counters[0]);
    ret[gid] = atomic_add(&counters[1], v);
    atomic_min(&counters[2], v);
    atomic_max(&counters[3], v);
    atomic_xor(&counters[4], v);
    atomic_or(&counters[5], 1 << (gid & 31));
    atomic_and(&counters[6], ~(1 << (gid % 29)));
    atomic_sub(&counters[7], v);
    atomic_dec(&counters[8]);
}

__kernel void atomic_exchange(__global int *slots, __global int *prev, uint nslots) {
    uint gid = get_global_id(0);
    prev[gid] = atomic_xchg(&slots[gid % nslots], (int)gid);
}

__kernel void atomic_float_add(__global const float *in, __global float *sum) {
    float v = in[get_global_id(0)];
    __global volatile uint *p = (__global volatile uint *)sum;
    uint old = *p;
    uint assumed;
    do {
        assumed = old;
        old = atomic_cmpxchg(p, assumed, as_uint(as_float(assumed) + v));
    } while (old != assumed);
}

__kernel void atomic_umin_umax(__global const uint *in, __global uint *mm) {
    uint v = in[get_global_id(0)];
    atomic_min(&mm[0], v);
    atomic_max(&mm[1], v);
}
