// Coverage: a dynamically indexed private array large enough that it cannot live in VGPRs, so
// clang spills it to the private (scratch) segment: buffer_store_dword/buffer_load_dword through
// the private segment buffer descriptor and the scratch wave offset.
// out[gid] = sum over k of arr[idx(k)] where arr[j] = in[gid] * j + j*j, idx data-dependent.

__kernel void private_array(__global const uint *in, __global const uint *sel, __global uint *out) {
    uint gid = get_global_id(0);
    uint arr[96];
    uint v = in[gid];
    for (uint j = 0; j < 96; j++) arr[j] = v * j + j * j;
    uint acc = 0;
    for (uint k = 0; k < 16; k++) {
        uint j = sel[gid * 16 + k] % 96;
        acc += arr[j];
        arr[(j * 7 + k) % 96] ^= acc;
    }
    out[gid] = acc + arr[v % 96];
}
