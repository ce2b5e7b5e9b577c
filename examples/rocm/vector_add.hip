// HIP vector add: hipMalloc, hipMemcpy both ways, a kernel launch, hipDeviceSynchronize, and
// the result checked against the CPU. Usage: vector_add [N] (default 4096).
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x)                                                                    \
  do {                                                                              \
    hipError_t e = (x);                                                             \
    if (e != hipSuccess) {                                                          \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x,             \
                   hipGetErrorString(e));                                           \
      return 1;                                                                     \
    }                                                                               \
  } while (0)

__global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 4096;
  std::vector<float> a(n), b(n), c(n, -1.0f);
  for (int i = 0; i < n; i++) {
    a[i] = 0.5f * i;
    b[i] = 1000.0f - i;
  }
  float *da, *db, *dc;
  size_t bytes = size_t(n) * sizeof(float);
  CHECK(hipMalloc(&da, bytes));
  CHECK(hipMalloc(&db, bytes));
  CHECK(hipMalloc(&dc, bytes));
  CHECK(hipMemcpy(da, a.data(), bytes, hipMemcpyHostToDevice));
  CHECK(hipMemcpy(db, b.data(), bytes, hipMemcpyHostToDevice));
  int block = 256;
  hipLaunchKernelGGL(vadd, dim3((n + block - 1) / block), dim3(block), 0, 0, da, db, dc, n);
  CHECK(hipGetLastError());
  CHECK(hipDeviceSynchronize());
  CHECK(hipMemcpy(c.data(), dc, bytes, hipMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++) {
    if (c[i] != a[i] + b[i]) {
      if (bad < 5) std::fprintf(stderr, "c[%d] = %f, want %f\n", i, c[i], a[i] + b[i]);
      bad++;
    }
  }
  CHECK(hipFree(da));
  CHECK(hipFree(db));
  CHECK(hipFree(dc));
  if (bad) {
    std::printf("vector_add: %d of %d wrong\n", bad, n);
    return 1;
  }
  std::printf("vector_add: %d elements verified\n", n);
  return 0;
}
