// Coverage: kernel arguments of many by-value types packed into the kernarg segment with their
// natural alignment: char, uchar, short, ulong, double, float4, int2, and a trailing uint; read with
// scalar loads of different widths and offsets (s_load_dword / dwordx2 / dwordx4) and byte/short
// extraction (s_bfe / s_sext). out[i] = a mix of all of them (see the CPU reference).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void scalar_args(__global ulong *out, char c, uchar uc, short s, ulong u, double d, float4 v, int2 p,
                          uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    long acc = (long)c * 1000003 + (long)uc * 10007 + (long)s * 101;
    acc ^= (long)(u >> (i & 31));
    acc += (long)(d * (double)i);
    float f = (i & 3) == 0 ? v.x : (i & 3) == 1 ? v.y : (i & 3) == 2 ? v.z : v.w;
    acc += (long)(f * 16.0f);
    acc += (long)p.x * (long)i - (long)p.y;
    out[i] = (ulong)acc;
}
