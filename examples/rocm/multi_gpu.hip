// Multi-GPU HIP: every GPU gets its own stream and event, an async copy in, a kernel, and its
// result is copied to GPU 0 with hipMemcpyPeerAsync; GPU 0 then sums all parts with a kernel
// that uses LDS and atomics. Usage: multi_gpu [N_PER_GPU] (default 8192).
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

// y[i] = 3 * x[i] + g
__global__ void scale(const int *x, int *y, int n, int g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = 3 * x[i] + g;
}

// *sum += sum of v[0..n), through a per-block LDS tree and one atomic per block.
__global__ void reduce(const int *v, int n, unsigned long long *sum) {
  __shared__ int part[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  part[threadIdx.x] = i < n ? v[i] : 0;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(sum, (unsigned long long)part[0]);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 8192;
  int gpus = 0;
  CHECK(hipGetDeviceCount(&gpus));
  std::printf("multi_gpu: %d GPU(s), %d elements each\n", gpus, n);
  size_t bytes = size_t(n) * sizeof(int);
  std::vector<int> host(size_t(n) * gpus);
  for (size_t i = 0; i < host.size(); i++) host[i] = int(i % 1000) - 500;
  std::vector<int *> x(gpus), y(gpus);
  std::vector<hipStream_t> stream(gpus);
  std::vector<hipEvent_t> done(gpus);
  int *all = nullptr;  // on GPU 0: every GPU's result
  unsigned long long *sum = nullptr;
  CHECK(hipSetDevice(0));
  CHECK(hipMalloc(&all, bytes * gpus));
  CHECK(hipMalloc(&sum, sizeof(*sum)));
  CHECK(hipMemset(sum, 0, sizeof(*sum)));
  for (int g = 0; g < gpus; g++) {
    CHECK(hipSetDevice(g));
    CHECK(hipStreamCreate(&stream[g]));
    CHECK(hipEventCreate(&done[g]));
    CHECK(hipMalloc(&x[g], bytes));
    CHECK(hipMalloc(&y[g], bytes));
    CHECK(hipMemcpyAsync(x[g], host.data() + size_t(g) * n, bytes, hipMemcpyHostToDevice,
                         stream[g]));
    hipLaunchKernelGGL(scale, dim3((n + 255) / 256), dim3(256), 0, stream[g], x[g], y[g], n, g);
    CHECK(hipGetLastError());
    CHECK(hipMemcpyPeerAsync(all + size_t(g) * n, 0, y[g], g, bytes, stream[g]));
    CHECK(hipEventRecord(done[g], stream[g]));
  }
  for (int g = 0; g < gpus; g++) CHECK(hipEventSynchronize(done[g]));
  CHECK(hipSetDevice(0));
  int total = n * gpus;
  hipLaunchKernelGGL(reduce, dim3((total + 255) / 256), dim3(256), 0, 0, all, total, sum);
  CHECK(hipGetLastError());
  CHECK(hipDeviceSynchronize());
  unsigned long long got = 0;
  CHECK(hipMemcpy(&got, sum, sizeof(got), hipMemcpyDeviceToHost));
  std::vector<int> back(size_t(n) * gpus);
  CHECK(hipMemcpy(back.data(), all, bytes * gpus, hipMemcpyDeviceToHost));
  long long want = 0;
  int bad = 0;
  for (int g = 0; g < gpus; g++)
    for (int i = 0; i < n; i++) {
      int v = 3 * host[size_t(g) * n + i] + g;
      want += v;
      if (back[size_t(g) * n + i] != v && bad++ < 5)
        std::fprintf(stderr, "GPU %d element %d: %d, want %d\n", g, i, back[size_t(g) * n + i], v);
    }
  for (int g = 0; g < gpus; g++) {
    CHECK(hipSetDevice(g));
    CHECK(hipFree(x[g]));
    CHECK(hipFree(y[g]));
    CHECK(hipStreamDestroy(stream[g]));
    CHECK(hipEventDestroy(done[g]));
  }
  CHECK(hipSetDevice(0));
  CHECK(hipFree(all));
  CHECK(hipFree(sum));
  if (bad || (long long)got != want) {
    std::printf("multi_gpu: %d wrong element(s), sum %llu, want %lld\n", bad, got, want);
    return 1;
  }
  std::printf("multi_gpu: %d GPU(s) verified, sum %lld\n", gpus, want);
  return 0;
}
