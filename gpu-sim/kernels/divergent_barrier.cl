// Coverage: a barrier inside a loop whose trip count differs between workgroups (uniform within a
// group): trips = 1 + group_id % 4. Each trip rotates the group's values one slot left through LDS
// and adds the trip number. out[g*L + l] = in[g*L + (l + trips) % L] + trips*(trips-1)/2 ... see reference.

__kernel void divergent_barrier(__global const uint *in, __global uint *out) {
    __local uint buf[256];
    uint l = get_local_id(0), L = get_local_size(0);
    uint g = get_group_id(0);
    uint v = in[g * L + l];
    uint trips = 1 + g % 4;
    for (uint t = 0; t < trips; t++) {
        buf[l] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        v = buf[(l + 1) % L] + t;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[g * L + l] = v;
}
