// Coverage: real function calls. noinline helpers (one recursive, bounded by the data) are called
// with s_swappc_b64 and return with s_setpc_b64; arguments and callee-saved registers go through
// the private stack (scratch, s32 stack pointer) and return values come back in v0.
// out[i] = gcd(a, b) + fib(a % 20) + mix(a, b, i) (see the CPU reference in corpus_run.rs).

__attribute__((noinline)) uint gcd_rec(uint a, uint b) {
    if (b == 0) return a;
    return gcd_rec(b, a % b);
}

__attribute__((noinline)) uint fib(uint n) {
    uint x = 0, y = 1;
    for (uint k = 0; k < n; k++) { uint t = x + y; x = y; y = t; }
    return x;
}

__attribute__((noinline)) uint mix(uint a, uint b, uint i, __global const uint *tab) {
    uint arr[24];
    for (uint k = 0; k < 24; k++) arr[k] = tab[k] ^ (a + k);
    return arr[(b + i) % 24] * 3u + arr[a % 24];
}

__kernel void calls(__global const uint *a, __global const uint *b, __global const uint *tab, __global uint *out,
                    uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    uint x = a[i], y = b[i];
    out[i] = gcd_rec(x, y) + fib(x % 20) + mix(x, y, i, tab);
}
