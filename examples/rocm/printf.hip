// A kernel that calls printf (HIP's hostcall: a buffer the device fills and a host thread
// drains, woken by a signal the device raises). Usage: printf.
#include <hip/hip_runtime.h>
#include <cstdio>

__global__ void hello(int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 4) printf("hello from work-item %d: %d\n", i, base + i);
}

int main() {
  hipLaunchKernelGGL(hello, dim3(1), dim3(64), 0, 0, 40);
  hipError_t e = hipDeviceSynchronize();
  if (e != hipSuccess) {
    std::fprintf(stderr, "printf kernel: %s\n", hipGetErrorString(e));
    return 1;
  }
  std::printf("printf: kernel done\n");
  return 0;
}
