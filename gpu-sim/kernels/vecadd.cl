// vecadd: c[i] = a[i] + b[i] for float vectors of length n (partial last workgroup guarded).

__kernel void vecadd(__global const float *a, __global const float *b, __global float *c, uint n) {
    uint i = get_global_id(0);
    if (i < n) c[i] = a[i] + b[i];
}
