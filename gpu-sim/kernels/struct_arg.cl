// Coverage: a struct passed by value as a kernel argument (laid out in the kernarg segment with
// its own alignment, mixing float, int, char and a float4 member) and read with scalar loads.
// out[i] = p.scale * in[i] + p.offset.x..w (component i%4) + p.bias + (p.flag ? 1 : 0), idx[i] = i * p.stride.

typedef struct {
    float scale;
    int stride;
    char flag;
    float4 offset;
    long bias;
} Params;

__kernel void struct_arg(__global const float *in, __global float *out, __global int *idx, Params p, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float o = (i % 4 == 0) ? p.offset.x : (i % 4 == 1) ? p.offset.y : (i % 4 == 2) ? p.offset.z : p.offset.w;
    float t = p.scale * in[i];
    t = t + o;
    t = t + (float)p.bias;
    out[i] = t + (p.flag ? 1.0f : 0.0f);
    idx[i] = (int)i * p.stride;
}
