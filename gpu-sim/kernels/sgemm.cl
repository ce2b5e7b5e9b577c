// Own choice: tiled single-precision GEMM C = alpha * A * B + beta * C with 16x16 LDS tiles
// (row-major, M x K times K x N, all multiples of 16), 16x16 workgroups, barriers around each tile.
// The inner product is accumulated in k order with a separate multiply and add (v_mac_f32), so the
// CPU reference can reproduce it exactly.

#define T 16
__kernel void sgemm_tiled(__global const float *A, __global const float *Bm, __global float *C, uint M,
                          uint N, uint K, float alpha, float beta) {
    __local float As[T][T];
    __local float Bs[T][T];
    uint tx = get_local_id(0), ty = get_local_id(1);
    uint col = get_group_id(0) * T + tx, row = get_group_id(1) * T + ty;
    float acc = 0.0f;
    for (uint k0 = 0; k0 < K; k0 += T) {
        As[ty][tx] = A[row * K + k0 + tx];
        Bs[ty][tx] = Bm[(k0 + ty) * N + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint k = 0; k < T; k++) {
            float p = As[ty][k] * Bs[k][tx];
            acc = acc + p;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float a = alpha * acc;
    float b = beta * C[row * N + col];
    C[row * N + col] = a + b;
}
