// Coverage: register pressure beyond the VGPR budget of a 1024-item workgroup (64 VGPRs per
// lane), so the backend spills about 260 VGPRs to scratch (buffer_store_dword / buffer_load_dword
// on the private segment) and keeps many values live across a loop. out[i] = a polynomial mix of
// 96 live per-item values (uint arithmetic, wrapping), see the reference.

__kernel __attribute__((reqd_work_group_size(1024, 1, 1)))
void register_pressure(__global const uint *in, __global uint *out, uint rounds) {
    uint i = get_global_id(0);
    uint x = in[i];
    uint v[96];
#pragma unroll
    for (int k = 0; k < 96; k++) v[k] = x * (uint)(2 * k + 1) + (uint)k;
    for (uint r = 0; r < rounds; r++) {
#pragma unroll
        for (int k = 0; k < 96; k++) v[k] = v[k] * 0x9e3779b1u + v[(k + 1) % 96] + r;
    }
    uint acc = 0;
#pragma unroll
    for (int k = 0; k < 96; k++) acc = acc * 31u + v[k];
    out[i] = acc;
}
