/*
 * The HSA runtime API directly: hsa_init, the agents and their memory pools, an AQL queue, a
 * clang-15 code object (the kernel corpus's vecadd.hsaco) loaded into an executable, one
 * kernel-dispatch packet written by hand, its completion signal waited on, and the result
 * checked. Usage: hsa_dispatch CODE_OBJECT [N] (default N 10000).
 */
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(x)                                                                   \
  do {                                                                             \
    hsa_status_t s_ = (x);                                                         \
    if (s_ != HSA_STATUS_SUCCESS) {                                                \
      const char *m_ = NULL;                                                       \
      hsa_status_string(s_, &m_);                                                  \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, m_ ? m_ : "?"); \
      return 1;                                                                    \
    }                                                                              \
  } while (0)

static hsa_agent_t gpu;
static int gpus;
static hsa_amd_memory_pool_t kernarg_pool, system_pool, device_pool;
static int have_kernarg, have_system, have_device;

static hsa_status_t find_gpu(hsa_agent_t a, void *unused) {
  (void)unused;
  hsa_device_type_t t;
  hsa_agent_get_info(a, HSA_AGENT_INFO_DEVICE, &t);
  if (t == HSA_DEVICE_TYPE_GPU) {
    if (gpus++ == 0) gpu = a;
  }
  return HSA_STATUS_SUCCESS;
}

static hsa_status_t find_pools(hsa_amd_memory_pool_t p, void *device) {
  hsa_amd_segment_t seg;
  uint32_t flags = 0;
  hsa_amd_memory_pool_get_info(p, HSA_AMD_MEMORY_POOL_INFO_SEGMENT, &seg);
  if (seg != HSA_AMD_SEGMENT_GLOBAL) return HSA_STATUS_SUCCESS;
  hsa_amd_memory_pool_get_info(p, HSA_AMD_MEMORY_POOL_INFO_GLOBAL_FLAGS, &flags);
  if (device) {
    if (!have_device) device_pool = p, have_device = 1;
  } else if (flags & HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_KERNARG_INIT) {
    if (!have_kernarg) kernarg_pool = p, have_kernarg = 1;
  } else if (flags & HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_FINE_GRAINED) {
    if (!have_system) system_pool = p, have_system = 1;
  }
  return HSA_STATUS_SUCCESS;
}

static hsa_status_t find_cpu_pools(hsa_agent_t a, void *unused) {
  (void)unused;
  hsa_device_type_t t;
  hsa_agent_get_info(a, HSA_AGENT_INFO_DEVICE, &t);
  if (t == HSA_DEVICE_TYPE_CPU) hsa_amd_agent_iterate_memory_pools(a, find_pools, NULL);
  return HSA_STATUS_SUCCESS;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s CODE_OBJECT [N]\n", argv[0]);
    return 2;
  }
  uint32_t n = argc > 2 ? (uint32_t)atoi(argv[2]) : 10000;
  CHECK(hsa_init());
  CHECK(hsa_iterate_agents(find_gpu, NULL));
  if (!gpus) {
    fprintf(stderr, "no GPU agent\n");
    return 1;
  }
  char name[64] = {0};
  CHECK(hsa_agent_get_info(gpu, HSA_AGENT_INFO_NAME, name));
  uint32_t cus = 0;
  CHECK(hsa_agent_get_info(gpu, (hsa_agent_info_t)HSA_AMD_AGENT_INFO_COMPUTE_UNIT_COUNT, &cus));
  printf("hsa_dispatch: %d GPU agent(s); the first is %s with %u CUs\n", gpus, name, cus);
  CHECK(hsa_iterate_agents(find_cpu_pools, NULL));
  CHECK(hsa_amd_agent_iterate_memory_pools(gpu, find_pools, &gpu));
  if (!have_kernarg || !have_system || !have_device) {
    fprintf(stderr, "pools missing: kernarg %d system %d device %d\n", have_kernarg, have_system,
            have_device);
    return 1;
  }

  /* The code object, loaded for this agent. */
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 1;
  }
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *blob = malloc(size);
  if (fread(blob, 1, size, f) != (size_t)size) {
    fprintf(stderr, "short read of %s\n", argv[1]);
    return 1;
  }
  fclose(f);
  hsa_code_object_reader_t reader;
  CHECK(hsa_code_object_reader_create_from_memory(blob, size, &reader));
  hsa_executable_t exe;
  CHECK(hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, NULL,
                                  &exe));
  CHECK(hsa_executable_load_agent_code_object(exe, gpu, reader, NULL, NULL));
  CHECK(hsa_executable_freeze(exe, NULL));
  hsa_executable_symbol_t sym;
  CHECK(hsa_executable_get_symbol_by_name(exe, "vecadd.kd", &gpu, &sym));
  uint64_t kernel_object;
  uint32_t kernarg_size, group_size, private_size;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT,
                                       &kernel_object));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE,
                                       &kernarg_size));
  CHECK(hsa_executable_symbol_get_info(
      sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_GROUP_SEGMENT_SIZE, &group_size));
  CHECK(hsa_executable_symbol_get_info(
      sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_PRIVATE_SEGMENT_SIZE, &private_size));

  /* Buffers: inputs and output in fine-grained system memory the GPU reads directly. */
  size_t bytes = (size_t)n * sizeof(float);
  float *a, *b, *c;
  CHECK(hsa_amd_memory_pool_allocate(system_pool, bytes, 0, (void **)&a));
  CHECK(hsa_amd_memory_pool_allocate(system_pool, bytes, 0, (void **)&b));
  CHECK(hsa_amd_memory_pool_allocate(system_pool, bytes, 0, (void **)&c));
  CHECK(hsa_amd_agents_allow_access(1, &gpu, NULL, a));
  CHECK(hsa_amd_agents_allow_access(1, &gpu, NULL, b));
  CHECK(hsa_amd_agents_allow_access(1, &gpu, NULL, c));
  for (uint32_t i = 0; i < n; i++) {
    a[i] = (float)i;
    b[i] = 2.0f * (float)i + 1.0f;
    c[i] = -1.0f;
  }

  /* Kernel arguments: a, b, c, n (24 B of pointers, then the count). */
  void *kernarg;
  CHECK(hsa_amd_memory_pool_allocate(kernarg_pool, kernarg_size, 0, &kernarg));
  CHECK(hsa_amd_agents_allow_access(1, &gpu, NULL, kernarg));
  memset(kernarg, 0, kernarg_size);
  memcpy((char *)kernarg + 0, &a, 8);
  memcpy((char *)kernarg + 8, &b, 8);
  memcpy((char *)kernarg + 16, &c, 8);
  memcpy((char *)kernarg + 24, &n, 4);

  hsa_queue_t *q;
  CHECK(hsa_queue_create(gpu, 64, HSA_QUEUE_TYPE_SINGLE, NULL, NULL, UINT32_MAX, UINT32_MAX, &q));
  hsa_signal_t done;
  CHECK(hsa_signal_create(1, 0, NULL, &done));

  uint64_t index = hsa_queue_add_write_index_relaxed(q, 1);
  hsa_kernel_dispatch_packet_t *p =
      (hsa_kernel_dispatch_packet_t *)q->base_address + (index & (q->size - 1));
  memset((char *)p + 4, 0, sizeof(*p) - 4);
  p->setup = 1 << HSA_KERNEL_DISPATCH_PACKET_SETUP_DIMENSIONS;
  p->workgroup_size_x = 256;
  p->workgroup_size_y = 1;
  p->workgroup_size_z = 1;
  p->grid_size_x = n;
  p->grid_size_y = 1;
  p->grid_size_z = 1;
  p->private_segment_size = private_size;
  p->group_segment_size = group_size;
  p->kernel_object = kernel_object;
  p->kernarg_address = kernarg;
  p->completion_signal = done;
  uint16_t header = (HSA_PACKET_TYPE_KERNEL_DISPATCH << HSA_PACKET_HEADER_TYPE) |
                    (HSA_FENCE_SCOPE_SYSTEM << HSA_PACKET_HEADER_ACQUIRE_FENCE_SCOPE) |
                    (HSA_FENCE_SCOPE_SYSTEM << HSA_PACKET_HEADER_RELEASE_FENCE_SCOPE);
  __atomic_store_n((uint16_t *)p, header, __ATOMIC_RELEASE);
  hsa_signal_store_screlease(q->doorbell_signal, (hsa_signal_value_t)index);

  hsa_signal_value_t v = hsa_signal_wait_scacquire(done, HSA_SIGNAL_CONDITION_LT, 1, UINT64_MAX,
                                                   HSA_WAIT_STATE_BLOCKED);
  int bad = 0;
  for (uint32_t i = 0; i < n; i++) {
    float want = a[i] + b[i];
    if (c[i] != want && bad++ < 5) fprintf(stderr, "c[%u] = %f, want %f\n", i, c[i], want);
  }
  CHECK(hsa_signal_destroy(done));
  CHECK(hsa_queue_destroy(q));
  CHECK(hsa_amd_memory_pool_free(kernarg));
  CHECK(hsa_amd_memory_pool_free(a));
  CHECK(hsa_amd_memory_pool_free(b));
  CHECK(hsa_amd_memory_pool_free(c));
  CHECK(hsa_executable_destroy(exe));
  CHECK(hsa_code_object_reader_destroy(reader));
  free(blob);
  CHECK(hsa_shut_down());
  if (v != 0 || bad) {
    printf("hsa_dispatch: signal %ld, %d wrong element(s)\n", (long)v, bad);
    return 1;
  }
  printf("hsa_dispatch: %u elements verified\n", n);
  return 0;
}
