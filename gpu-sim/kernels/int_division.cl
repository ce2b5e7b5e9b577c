// Own choice: 32-bit integer division and modulo (no hardware divider: the backend expands them to
// v_rcp_iflag_f32 + v_mul_hi_u32 + correction sequences), unsigned and signed, including negative
// operands and INT_MIN / -1 avoided by the host. out[4*i..]: a/b, a%b (unsigned), sa/sb, sa%sb (signed).

__kernel void int_division(__global const uint *a, __global const uint *b, __global uint *out, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    uint x = a[i], y = b[i];
    out[4 * i + 0] = x / y;
    out[4 * i + 1] = x % y;
    int sx = (int)x, sy = (int)y;
    out[4 * i + 2] = (uint)(sx / sy);
    out[4 * i + 3] = (uint)(sx % sy);
}
