// Own choice: sparse matrix-vector product, CSR, one row per work-item (irregular trip counts,
// divergent loop exits, gathers from x). y[r] = sum_{j in row r} val[j] * x[col[j]], accumulated
// in order with separate multiply and add.

__kernel void spmv_csr(__global const uint *row_ptr, __global const uint *col, __global const float *val,
                       __global const float *x, __global float *y, uint nrows) {
    uint r = get_global_id(0);
    if (r >= nrows) return;
    float acc = 0.0f;
    for (uint j = row_ptr[r]; j < row_ptr[r + 1]; j++) {
        float p = val[j] * x[col[j]];
        acc = acc + p;
    }
    y[r] = acc;
}
