// Coverage: OpenCL 2.0 memory-model atomics with explicit orders and scopes. Each workgroup writes
// its partial sum, then one item does an acq_rel device-scope atomic_fetch_add on a ticket; the group
// that draws the last ticket reads every partial with acquire loads and writes the grand total
// ("last block" reduction). The acquire/release orderings make the backend emit cache maintenance
// (buffer_wbinvl1_vol) and s_waitcnt; the result does not depend on workgroup scheduling.
// result[0] = sum of all inputs, result[1] = number of groups that saw the last ticket (1).

__kernel void last_block_sum(__global const uint *in, __global atomic_uint *partials, __global atomic_uint *ticket,
                             __global uint *result) {
    __local uint s[64];
    __local uint is_last;
    uint l = get_local_id(0);
    s[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        uint acc = 0;
        for (uint k = 0; k < get_local_size(0); k++) acc += s[k];
        atomic_store_explicit(&partials[get_group_id(0)], acc, memory_order_release, memory_scope_device);
        uint t = atomic_fetch_add_explicit(ticket, 1u, memory_order_acq_rel, memory_scope_device);
        is_last = (t == get_num_groups(0) - 1);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (is_last && l == 0) {
        uint total = 0;
        for (uint g = 0; g < get_num_groups(0); g++)
            total += atomic_load_explicit(&partials[g], memory_order_acquire, memory_scope_device);
        result[0] = total;
        result[1] += 1;
    }
}
