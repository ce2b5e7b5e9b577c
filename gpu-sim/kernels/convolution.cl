// MGMark simple convolution: 2-D image (width x height) convolved with a square mask of side
// mask_size (odd); out-of-range pixels are clamped to the border. One work-item per output pixel,
// 2-D NDRange.

__kernel void simple_convolution(__global float *out, __global const float *in, __global const float *mask,
                                 uint width, uint height, uint mask_size) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x >= (int)width || y >= (int)height) return;
    int r = (int)mask_size / 2;
    float acc = 0.0f;
    for (int my = 0; my < (int)mask_size; my++) {
        int iy = clamp(y + my - r, 0, (int)height - 1);
        for (int mx = 0; mx < (int)mask_size; mx++) {
            int ix = clamp(x + mx - r, 0, (int)width - 1);
            float p = in[iy * (int)width + ix] * mask[my * (int)mask_size + mx];
            acc = acc + p;
        }
    }
    out[y * (int)width + x] = acc;
}
