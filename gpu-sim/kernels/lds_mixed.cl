// Coverage: a static __local array together with two dynamically sized __local pointer
// arguments; the runtime places the dynamic buffers after the static one (their kernarg values are
// LDS offsets) and the group segment is static + dynamic bytes. Each item writes all three, a
// barrier, then reads rotated slots of each. Launch with 64-item groups, dyn_a = 64 uints and
// dyn_b = 128 ushorts. out[gid] = stat[(l+7)%64] + dyn_a[(l+13)%64] + (dyn_b[(2l+3)%128] << 8).

__kernel void lds_mixed(__global const uint *in, __global uint *out, __local uint *dyn_a, __local ushort *dyn_b) {
    __local uint stat[64];
    uint l = get_local_id(0);
    uint v = in[get_global_id(0)];
    stat[l] = v;
    dyn_a[l] = v * 3u;
    dyn_b[2 * l] = (ushort)(v >> 16);
    dyn_b[2 * l + 1] = (ushort)v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint r = (l + 7) & 63;
    out[get_global_id(0)] = stat[r] + dyn_a[(l + 13) & 63] + ((uint)dyn_b[(2 * l + 3) & 127] << 8);
}
