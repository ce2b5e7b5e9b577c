// HIP device query: hipGetDeviceCount and hipGetDeviceProperties on every GPU.
// Usage: device_query [EXPECTED_COUNT] — exits 1 when the count or a gfx803 property is off.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char **argv) {
  int n = 0;
  hipError_t e = hipGetDeviceCount(&n);
  if (e != hipSuccess) {
    std::fprintf(stderr, "hipGetDeviceCount: %s\n", hipGetErrorString(e));
    return 1;
  }
  std::printf("devices: %d\n", n);
  int bad = 0;
  if (argc > 1 && n != std::atoi(argv[1])) {
    std::fprintf(stderr, "expected %s devices\n", argv[1]);
    bad++;
  }
  for (int d = 0; d < n; d++) {
    hipDeviceProp_t p;
    e = hipGetDeviceProperties(&p, d);
    if (e != hipSuccess) {
      std::fprintf(stderr, "hipGetDeviceProperties(%d): %s\n", d, hipGetErrorString(e));
      return 1;
    }
    std::printf("device %d: %s arch %s, %d CUs, wavefront %d, LDS %zu B/block, "
                "global %zu MiB, clock %d kHz, max threads/block %d, pci %d:%d\n",
                d, p.name, p.gcnArchName, p.multiProcessorCount, p.warpSize,
                p.sharedMemPerBlock, p.totalGlobalMem >> 20, p.clockRate,
                p.maxThreadsPerBlock, p.pciBusID, p.pciDeviceID);
    if (std::strncmp(p.gcnArchName, "gfx803", 6) != 0 || p.warpSize != 64 ||
        p.multiProcessorCount != 64 || p.sharedMemPerBlock != 65536 ||
        p.totalGlobalMem == 0)
      bad++;
  }
  if (bad) {
    std::printf("device_query: %d unexpected value(s)\n", bad);
    return 1;
  }
  std::printf("device_query: %d gfx803 device(s) as expected\n", n);
  return 0;
}
