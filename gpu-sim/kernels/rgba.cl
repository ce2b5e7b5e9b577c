// Coverage: uchar4 pixels converted to float4 (v_cvt_f32_ubyte0..3, one per byte lane), float
// weights applied, and the result converted back with saturation and round-to-nearest-even
// (convert_uchar_sat_rte: v_rndne_f32 + clamp) and repacked. gray[i] = sat_rte(0.25*r + 0.5*g + 0.125*b + 0.0625*a)
// computed as ((r*0.25 + g*0.5) + b*0.125) + a*0.0625; inv[i] = 255 - pixel per channel.

__kernel void rgba_gray(__global const uchar4 *px, __global uchar *gray, __global uchar4 *inv, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    uchar4 p = px[i];
    float4 f = convert_float4(p);
    float r = f.x * 0.25f;
    float s = r + f.y * 0.5f;
    s = s + f.z * 0.125f;
    s = s + f.w * 0.0625f;
    gray[i] = convert_uchar_sat_rte(s * 1.5f);
    inv[i] = (uchar4)(255) - p;
}
