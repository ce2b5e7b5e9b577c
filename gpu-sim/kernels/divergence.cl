// Own choice: branch-divergent control flow within a wavefront: nested if/else on data, a
// data-dependent while loop (Collatz steps, capped), a switch, and select(), all in one kernel,
// exercising EXEC masking (s_and_saveexec, s_cbranch_execz, s_or_b64 exec restores, v_cndmask).
// out[2*i] = collatz steps of in[i] (cap 1000), out[2*i+1] = branchy function (see reference).

__kernel void divergence(__global const uint *in, __global uint *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    uint v = in[i];
    uint x = v % 10000 + 1;
    uint steps = 0;
    while (x != 1 && steps < 1000) {
        x = (x & 1) ? 3 * x + 1 : x >> 1;
        steps++;
    }
    out[2 * i] = steps;
    uint r;
    if (v & 1) {
        if (v & 2) r = v * 3;
        else r = v ^ 0x5a5a5a5a;
    } else {
        switch ((v >> 2) & 3) {
        case 0: r = v + 17; break;
        case 1: r = v >> 3; break;
        case 2: r = ~v; break;
        default: r = v * v; break;
        }
    }
    out[2 * i + 1] = select(r, r + 1, (i & 4) != 0);
}
