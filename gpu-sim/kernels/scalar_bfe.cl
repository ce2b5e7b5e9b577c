// Coverage: bit-field extract on a uniform value with constant fields, which the backend keeps in
// SGPRs (s_bfe_u32 / s_bfe_i32 with offset and width packed into one literal operand), including
// fields that run past bit 31, next to the same extracts on a per-lane value (v_bfe_u32 / v_bfe_i32).
// Item i < 2 writes out[12*i..]: six (ubfe, sbfe) pairs on x ^ i for the fields
// (4,8), (20,12), (28,8), (30,10), (1,31), (16,16). Item 0's x ^ 0 == x is uniform -> SALU;
// the results of item 1 come from VALU. Both are compared with the same reference.

#define PAIR(k, o, w)                                                                              \
    out[12 * i + 2 * k] = __builtin_amdgcn_ubfe(v, o, w);                                          \
    out[12 * i + 2 * k + 1] = (uint)__builtin_amdgcn_sbfe((int)v, o, w);

__kernel void scalar_bfe(__global uint *out, uint x) {
    uint i = get_global_id(0);
    if (i == 0) {
        uint v = x;
        PAIR(0, 4, 8) PAIR(1, 20, 12) PAIR(2, 28, 8) PAIR(3, 30, 10) PAIR(4, 1, 31) PAIR(5, 16, 16)
    } else if (i == 1) {
        uint v = x ^ (uint)get_local_id(0);
        PAIR(0, 4, 8) PAIR(1, 20, 12) PAIR(2, 28, 8) PAIR(3, 30, 10) PAIR(4, 1, 31) PAIR(5, 16, 16)
    }
}
