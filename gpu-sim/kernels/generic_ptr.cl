// Coverage: OpenCL 2.0 generic address space. noinline helpers take generic pointers and are
// called with __global, __local and private (stack) pointers, so they use FLAT instructions on
// addresses in the shared (LDS) and private (scratch) apertures as well as global memory. On gfx8
// the aperture bases come from the amd_queue_t (loaded through the queue pointer), and
// to_global/to_local/to_private classify a generic pointer (aperture compares).
// out[4*gid..]: sum over a generic view of a global row, of an LDS row, of a private array,
// and a classification code for three pointers.

__attribute__((noinline)) int sum_generic(const int *p, int n) {
    int s = 0;
    for (int k = 0; k < n; k++) s += p[k] * (k + 1);
    return s;
}

__attribute__((noinline)) void bump_generic(int *p, int v) { *p += v; }

__attribute__((noinline)) int classify(int *p) {
    return (to_global(p) != NULL ? 1 : 0) | (to_local(p) != NULL ? 2 : 0) | (to_private(p) != NULL ? 4 : 0);
}

__kernel void generic_ptr(__global int *in, __global int *out) {
    __local int lds[64 * 8];
    uint l = get_local_id(0), gid = get_global_id(0);
    int priv[8];
    for (int k = 0; k < 8; k++) {
        lds[l * 8 + k] = in[gid * 8 + k] ^ 0x55;
        priv[k] = in[gid * 8 + k] + k;
    }
    bump_generic(&priv[gid & 7], 1000);
    barrier(CLK_LOCAL_MEM_FENCE);
    bump_generic(&lds[((l + 1) & 63) * 8], (int)l);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[4 * gid] = sum_generic(&in[gid * 8], 8);
    out[4 * gid + 1] = sum_generic(&lds[l * 8], 8);
    out[4 * gid + 2] = sum_generic(priv, 8);
    out[4 * gid + 3] = classify(&in[gid]) | (classify(&lds[l]) << 4) | (classify(&priv[1]) << 8);
}
