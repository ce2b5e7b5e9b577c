// Coverage: scalar ALU. Every value here is uniform (kernel arguments and loop counters), so the
// backend computes it in SGPRs with SOP1/SOP2/SOPC/SOPK instructions: s_bcnt1, s_flbit, s_ff1,
// s_brev, s_bfe, s_lshl/s_lshr/s_ashr (32 and 64 bit), s_mul_i32, s_min/s_max, s_abs, s_andn2,
// s_orn2, s_xnor, s_nand, s_cselect, s_sext, s_cmp*, s_addc/s_subb (64-bit adds), and a uniform
// loop (s_cbranch_scc). Item 0 writes out[0..20); other items write nothing.

__kernel void scalar_ops(__global uint *out, uint a, uint b, ulong c, int d, uint iters) {
    if (get_global_id(0) != 0) return;
    out[0] = popcount(a);
    out[1] = clz(a);
    out[2] = ctz(b);
    out[3] = a * b + (a >> (b & 31));
    out[4] = (uint)((int)a >> (b & 31));
    out[5] = min(a, b) ^ max((int)a, (int)b);
    out[6] = (uint)abs(d);
    out[7] = (a & ~b) | (a | ~b) << 1;
    out[8] = ~(a ^ b) + ~(a & b);
    out[9] = (a > b) ? a - b : b - a + 7;
    out[10] = (uint)(char)a + (uint)(short)b;
    out[11] = (a >> 5) & 0x3ff;
    ulong s = (c << (b & 63)) ^ (c >> (a & 63));
    out[12] = (uint)s;
    out[13] = (uint)(s >> 32);
    long t = (long)c >> (b & 63);
    out[14] = (uint)t ^ (uint)(t >> 32);
    ulong sum = c + (ulong)a * (ulong)b;
    out[15] = (uint)sum;
    out[16] = (uint)(sum >> 32);
    uint acc = a;
    for (uint k = 0; k < iters; k++) acc = acc * 1664525u + 1013904223u + k;
    out[17] = acc;
    out[18] = rotate(a, b);
    out[19] = (uint)popcount(c) + (uint)clz(c);
}
