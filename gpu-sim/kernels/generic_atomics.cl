// Coverage: atomics through generic pointers. A noinline helper does atomic_fetch_add and
// atomic_fetch_max on a generic atomic_int*, called once with an LDS counter and once with a global
// one, so flat_atomic_add / flat_atomic_smax (with return) must reach LDS through the shared
// aperture as well as global memory. Group results: lres[2g] = LDS sum, lres[2g+1] = LDS max;
// counters[0] = global sum, counters[1] = global max; tickets[2*gid..] = old LDS value, old global value.

__attribute__((noinline)) int add_and_max(atomic_int *sum, atomic_int *mx, int v) {
    int old = atomic_fetch_add_explicit(sum, v, memory_order_relaxed, memory_scope_work_group);
    atomic_fetch_max_explicit(mx, v, memory_order_relaxed, memory_scope_work_group);
    return old;
}

__kernel void generic_atomics(__global const int *in, __global atomic_int *counters, __global int *lres,
                              __global int *tickets) {
    __local atomic_int lsum, lmax;
    uint l = get_local_id(0), gid = get_global_id(0);
    if (l == 0) {
        atomic_init(&lsum, 0);
        atomic_init(&lmax, INT_MIN);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int v = in[gid];
    int a = add_and_max(&lsum, &lmax, v);
    int b = add_and_max(&counters[0], &counters[1], v);
    tickets[2 * gid] = a;
    tickets[2 * gid + 1] = b;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        lres[2 * get_group_id(0)] = atomic_load_explicit(&lsum, memory_order_relaxed, memory_scope_work_group);
        lres[2 * get_group_id(0) + 1] = atomic_load_explicit(&lmax, memory_order_relaxed, memory_scope_work_group);
    }
}
