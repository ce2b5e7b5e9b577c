/*
 * A memory-bound CPU load for gem5 runs beside a GPU workload (docs/gem5.md, the contention
 * experiment): `stream MIB PASSES` sweeps a MIB-MiB array PASSES times, reading and writing
 * every 64-byte line (a[i] = a[i] * 3 + 1 on one word per line), so almost every access misses
 * the CPU caches and goes to DRAM. It prints the bytes it moved and exits 0.
 * Built static by scripts/gem5-build (gcc -O2 -static).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: stream MIB PASSES\n");
        return 2;
    }
    long mib = strtol(argv[1], NULL, 10);
    long passes = strtol(argv[2], NULL, 10);
    if (mib <= 0 || mib > 1024 || passes <= 0) {
        fprintf(stderr, "stream: MIB must be 1..1024 and PASSES positive\n");
        return 2;
    }
    size_t words = (size_t)mib << 17; /* 8-byte words */
    volatile uint64_t *a = malloc(words * sizeof(uint64_t));
    if (!a) {
        fprintf(stderr, "stream: out of memory\n");
        return 2;
    }
    uint64_t sum = 0;
    for (long p = 0; p < passes; p++) {
        for (size_t i = 0; i < words; i += 8) {
            a[i] = a[i] * 3 + 1;
            sum += a[i];
        }
    }
    printf("stream: %ld passes over %ld MiB, %llu bytes moved (checksum %llu)\n", passes, mib,
           (unsigned long long)(2 * (uint64_t)passes * (words / 8) * 64),
           (unsigned long long)sum);
    return 0;
}
