// MGMark FIR filter: out[i] = sum_{t<ntaps} coeff[t] * in[i + ntaps - 1 - t] (the input carries
// ntaps-1 samples of history in front). Adjacent accesses; multiply-accumulate chain per work-item.

__kernel void fir_filter(__global float *out, __global const float *in, __global const float *coeff,
                         uint ntaps, uint n) {
    uint i = get_global_id(0);
    if (i >= n) return;
    float acc = 0.0f;
    for (uint t = 0; t < ntaps; t++) {
        acc += coeff[t] * in[i + ntaps - 1 - t];
    }
    out[i] = acc;
}
