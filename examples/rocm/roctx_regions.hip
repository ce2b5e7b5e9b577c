// roctx ranges around GPU work: one kernel before a range "roi", two inside it (the second in a
// nested range "inner"), one after. Built against Tandem's roctx (roctx/include/roctx.h,
// libroctx64.so); under `tandem exec --timing` the ranges become regions of interest in
// stats.txt (docs/outputs.md). Usage: roctx_regions [N] (default 4096).
#include <hip/hip_runtime.h>
#include <roctx.h>
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
  std::vector<float> a(n, 1.0f), c(n, -1.0f);
  float *da, *db, *dc;
  size_t bytes = size_t(n) * sizeof(float);
  CHECK(hipMalloc(&da, bytes));
  CHECK(hipMalloc(&db, bytes));
  CHECK(hipMalloc(&dc, bytes));
  CHECK(hipMemcpy(da, a.data(), bytes, hipMemcpyHostToDevice));
  CHECK(hipMemcpy(db, a.data(), bytes, hipMemcpyHostToDevice));
  dim3 grid((n + 255) / 256), block(256);
  hipLaunchKernelGGL(vadd, grid, block, 0, 0, da, db, dc, n);  // c = 2
  CHECK(hipDeviceSynchronize());
  if (roctxRangePushA("roi") != 0) return 2;
  hipLaunchKernelGGL(vadd, grid, block, 0, 0, dc, db, da, n);  // a = 3
  CHECK(hipDeviceSynchronize());
  if (roctxRangePush("inner") != 1) return 2;
  hipLaunchKernelGGL(vadd, grid, block, 0, 0, da, dc, db, n);  // b = 5
  CHECK(hipDeviceSynchronize());
  roctxMark("inner done");
  if (roctxRangePop() != 1 || roctxRangePop() != 0) return 2;
  hipLaunchKernelGGL(vadd, grid, block, 0, 0, db, da, dc, n);  // c = 8
  CHECK(hipDeviceSynchronize());
  CHECK(hipMemcpy(c.data(), dc, bytes, hipMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++) bad += c[i] != 8.0f;
  CHECK(hipFree(da));
  CHECK(hipFree(db));
  CHECK(hipFree(dc));
  if (bad) {
    std::printf("roctx_regions: %d of %d wrong\n", bad, n);
    return 1;
  }
  std::printf("roctx_regions: %d elements verified\n", n);
  return 0;
}
