/* Writes a file through a shared mapping, as lld writes its output (and so comgr, inside every
 * HIP program's start-up), then reads the file back with read(2). Under gem5 SE without
 * patches/0006 the bytes written through the mapping never reached the file: comgr then loaded
 * a zero-filled code object and HIP tore its device down. Also checks msync(2) on a mapping
 * that stays mapped, and a last page that lies partly past the end of the file (the file must
 * not grow).
 *
 *   mapwrite PATH   -> "mapwrite: 2 shared file mappings verified" and exit 0, else exit 1
 *
 * Static, no libc beyond POSIX: gcc -O2 -static -o mapwrite mapwrite.c */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define SIZE (2 * 4096 + 100)

static unsigned char pattern(size_t i, int round) { return (unsigned char)(i * 7 + 13 * round + 1); }

static int check(const char *path, int round) {
    static unsigned char buf[SIZE + 4096];
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        perror("mapwrite: open for reading");
        return 1;
    }
    ssize_t got = read(fd, buf, sizeof buf);
    close(fd);
    if (got != SIZE) {
        fprintf(stderr, "mapwrite: round %d: the file has %zd bytes, not %d\n", round, got, SIZE);
        return 1;
    }
    for (size_t i = 0; i < SIZE; i++) {
        if (buf[i] != pattern(i, round)) {
            fprintf(stderr, "mapwrite: round %d: byte %zu is %u, not %u (written through the mapping)\n",
                    round, i, buf[i], pattern(i, round));
            return 1;
        }
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: mapwrite PATH\n");
        return 2;
    }
    const char *path = argv[1];
    for (int round = 0; round < 2; round++) {
        int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
        if (fd < 0 || ftruncate(fd, SIZE) != 0) {
            perror("mapwrite: create");
            return 1;
        }
        size_t len = 3 * 4096;
        unsigned char *m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (m == MAP_FAILED) {
            perror("mapwrite: mmap");
            return 1;
        }
        /* Round 0 closes the descriptor before writing, as LLVM's output buffer does. */
        if (round == 0)
            close(fd);
        for (size_t i = 0; i < SIZE; i++)
            m[i] = pattern(i, round);
        if (round == 0) {
            if (munmap(m, len) != 0) {
                perror("mapwrite: munmap");
                return 1;
            }
        } else if (msync(m, len, MS_SYNC) != 0) {
            perror("mapwrite: msync");
            return 1;
        }
        if (check(path, round))
            return 1;
        if (round == 1) {
            munmap(m, len);
            close(fd);
        }
    }
    printf("mapwrite: 2 shared file mappings verified\n");
    return 0;
}
