// MGMark gradient descent (gather): for each parameter i the gradient is gathered from `fan`
// samples chosen through an index array: g = sum_f x[idx[i*fan+f]] * err[idx[i*fan+f]];
// then w[i] -= lr * g. Irregular gather loads, per-item loop.

__kernel void gd_update(__global float *w, __global const float *x, __global const float *err,
                        __global const uint *idx, float lr, uint fan, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float g = 0.0f;
    for (uint f = 0; f < fan; f++) {
        uint s = idx[i * fan + f];
        float p = x[s] * err[s];
        g = g + p;
    }
    float step = lr * g;
    w[i] = w[i] - step;
}
