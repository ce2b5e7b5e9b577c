/* The CPU side of the synthetic co-simulation pair, written in C against the bridge's C ABI
 * (include/tandem_bridge.h, libbridge.a): a fixed-latency memory and a driver client, the same
 * behaviour as bridge::synth::CpuSynth, talking to the Rust GPU side (`bridge-peer gpu`), which checks
 * every response's time and data.
 *
 * usage: cpu_side <path to bridge-peer> <quantum|per-cycle> <gpu core cycles of traffic> [gem5]
 * With `gem5` it drives the bridge as a simulator with its own event queue would: each call to
 * tandem_bridge_advance is at its next own event or at tandem_bridge_horizon, whichever is earlier,
 * and it checks that nothing is ever due before that time.
 * prints `c-cpu reads=N writes=N driver=N drained=N advances=N errors=N` and exits 0 when everything
 * checked out. */
#define _POSIX_C_SOURCE 200809L
#include "tandem_bridge.h"

#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

extern char **environ;

#define N_LINES 65536u
#define FIFO_CAP 8192u
#define MAX_MC 16u
#define MEM_LATENCY_PS 50000ull
#define DRIVER_PERIOD_PS 200000ull
#define DONE_EVENT UINT64_MAX
#define MAX_SEQ 100000u

static uint64_t splitmix(uint64_t *s) {
    *s += 0x9e3779b97f4a7c15ull;
    uint64_t z = *s;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static uint8_t memory[N_LINES][64];
static uint8_t valid[N_LINES];

static uint8_t *line_of(uint64_t addr) {
    uint64_t line = (addr / 64) % N_LINES;
    if (!valid[line]) {
        uint64_t s = (line * 64) ^ 0x5eed;
        for (int w = 0; w < 8; w++) {
            uint64_t v = splitmix(&s);
            for (int b = 0; b < 8; b++) memory[line][w * 8 + b] = (uint8_t)(v >> (8 * b));
        }
        valid[line] = 1;
    }
    return memory[line];
}

struct pending {
    uint64_t due;
    uint8_t ty;
    TandemMemMsg msg;
};

static struct pending fifo[MAX_MC][FIFO_CAP];
static uint32_t head[MAX_MC], tail[MAX_MC];

/* Outstanding driver requests: kind (0 none, 1 ioctl, 2 mmap) and ioctl length / mmap offset. */
static uint8_t open_kind[MAX_SEQ];
static uint64_t open_arg[MAX_SEQ];
static uint64_t n_open;

static uint64_t errors, reads, writes, driver_rx;

static void fail(const char *what) {
    errors++;
    if (errors < 10) fprintf(stderr, "c-cpu check failed: %s\n", what);
}

static int check(int32_t rc, const char *what) {
    if (rc < 0) {
        fprintf(stderr, "c-cpu: %s failed (%d): %s\n", what, rc, tandem_bridge_last_error());
        exit(2);
    }
    return rc;
}

static uint8_t ioctl_byte(uint64_t seq, uint64_t i) { return (uint8_t)(i * 7 + seq); }

int main(int argc, char **argv) {
    if (argc != 4 && !(argc == 5 && strcmp(argv[4], "gem5") == 0)) {
        fprintf(stderr, "usage: %s <bridge-peer> <quantum|per-cycle> <cycles> [gem5]\n", argv[0]);
        return 3;
    }
    int gem5 = argc == 5;
    uint64_t advances = 0;
    TandemBridgeConfig cfg = tandem_bridge_default_config();
    cfg.n_mc = 4;
    cfg.per_cycle = strcmp(argv[2], "per-cycle") == 0;
    TandemBridge *b = NULL;
    check(tandem_bridge_create(&cfg, &b), "create");
    const char *name = tandem_bridge_segment_name(b);

    char *child_argv[] = {argv[1], "gpu", "--segment", (char *)name, "--gen-cycles", argv[3],
                          "--mem-latency-ps", "50000", NULL};
    pid_t child;
    if (posix_spawn(&child, argv[1], NULL, NULL, child_argv, environ) != 0) {
        perror("posix_spawn");
        return 2;
    }
    check(tandem_bridge_accept(b, (uint32_t)child, 10000), "accept");

    uint32_t n_mc = cfg.n_mc;
    uint64_t next_driver = DRIVER_PERIOD_PS, seq = 0;
    int gpu_done = 0;
    static uint8_t buf[1 << 16];
    for (;;) {
        int idle = 1;
        for (uint32_t m = 0; m < n_mc; m++) idle &= head[m] == tail[m];
        if (gpu_done && idle && n_open == 0) break;
        uint64_t target = next_driver;
        for (uint32_t m = 0; m < n_mc; m++)
            if (head[m] != tail[m] && fifo[m][head[m] % FIFO_CAP].due < target)
                target = fifo[m][head[m] % FIFO_CAP].due;
        if (gem5) {
            /* The next bridge event: nothing can be due before the horizon. */
            uint64_t h = tandem_bridge_horizon(b);
            if (h < target) target = h;
        }
        uint64_t now = 0;
        advances++;
        int rc = check(tandem_bridge_advance(b, target, &now), "advance");
        if (rc == TANDEM_TERMINATED) break;
        if (gem5 && now != target) fail("a message was due before the horizon");
        if (rc == TANDEM_DUE) {
            uint32_t mc;
            uint8_t ty;
            TandemMemMsg req;
            while (check(tandem_bridge_recv_mem_req(b, &mc, &ty, &req), "recv_mem_req") == 1) {
                if (mc >= n_mc || req.time_ps != now) fail("request controller or time");
                uint8_t *l = line_of(req.addr);
                struct pending *p = &fifo[mc][tail[mc] % FIFO_CAP];
                if (tail[mc] - head[mc] >= FIFO_CAP) {
                    fail("fifo overflow");
                    continue;
                }
                p->due = now + MEM_LATENCY_PS;
                p->msg = req;
                if (ty == MEM_READ) {
                    reads++;
                    p->ty = MEM_READ_RESP;
                    memcpy(p->msg.data, l, 64);
                } else {
                    writes++;
                    p->ty = MEM_WRITE_ACK;
                    for (int i = 0; i < 64; i++)
                        if ((req.byte_mask >> i) & 1) l[i] = req.data[i];
                    memset(p->msg.data, 0, 64);
                }
                tail[mc]++;
            }
            TandemDriverInfo info;
            while (check(tandem_bridge_recv_driver(b, &info, buf, sizeof buf), "recv_driver") == 1) {
                driver_rx++;
                if (info.ty == DRV_EVENT) {
                    if (info.arg0 == DONE_EVENT) {
                        gpu_done = 1;
                        next_driver = UINT64_MAX;
                    }
                    continue;
                }
                if (info.seq >= MAX_SEQ || open_kind[info.seq] == 0) {
                    fail("reply to an unknown request");
                    continue;
                }
                if (info.ty == DRV_IOCTL_REPLY) {
                    uint64_t len = open_arg[info.seq];
                    if (open_kind[info.seq] != 1 || info.len != len || info.arg1 != len) fail("ioctl reply length");
                    for (uint64_t i = 0; i < len && i < info.len; i++)
                        if (buf[i] != ioctl_byte(info.seq, len - 1 - i)) {
                            fail("ioctl reply payload");
                            break;
                        }
                } else if (info.ty == DRV_MMAP_REPLY) {
                    if (open_kind[info.seq] != 2 || info.arg1 != 0x700000000000ull + open_arg[info.seq])
                        fail("mmap reply");
                } else {
                    fail("unexpected driver message");
                }
                open_kind[info.seq] = 0;
                n_open--;
            }
            continue;
        }
        /* Own events at `now`: due responses, then the driver client. */
        for (uint32_t m = 0; m < n_mc; m++)
            while (head[m] != tail[m] && fifo[m][head[m] % FIFO_CAP].due <= now) {
                struct pending *p = &fifo[m][head[m] % FIFO_CAP];
                check(tandem_bridge_send_mem_resp(b, m, p->ty, &p->msg), "send_mem_resp");
                head[m]++;
            }
        if (now >= next_driver && seq + 1 < MAX_SEQ) {
            seq++;
            if (seq % 3 == 0) {
                uint64_t len = seq * 37 % 700;
                for (uint64_t i = 0; i < len; i++) buf[i] = ioctl_byte(seq, i);
                check(tandem_bridge_send_driver(b, DRV_IOCTL, seq, 0xc0184b01ull, 0, buf, len), "ioctl");
                open_kind[seq] = 1;
                open_arg[seq] = len;
                n_open++;
            } else if (seq % 3 == 1) {
                uint64_t off = (3ull << 62) | (seq << 12);
                check(tandem_bridge_send_driver(b, DRV_MMAP, seq, off, 4096, NULL, 0), "mmap");
                open_kind[seq] = 2;
                open_arg[seq] = off;
                n_open++;
            } else {
                check(tandem_bridge_send_driver(b, DRV_DOORBELL, seq, seq * 4, seq, NULL, 0), "doorbell");
            }
            next_driver = now + DRIVER_PERIOD_PS;
        }
    }
    uint64_t drained = 0;
    check(tandem_bridge_shutdown(b, &drained), "shutdown");
    if (tandem_bridge_horizon(b) != UINT64_MAX) fail("horizon after shutdown");
    tandem_bridge_destroy(b);
    int status = 0;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "c-cpu: the GPU side failed (status %d)\n", status);
        return 1;
    }
    if (tandem_bridge_horizon(NULL) != 0) fail("horizon of a null handle");
    printf("c-cpu reads=%llu writes=%llu driver=%llu drained=%llu advances=%llu errors=%llu\n",
           (unsigned long long)reads, (unsigned long long)writes, (unsigned long long)driver_rx,
           (unsigned long long)drained, (unsigned long long)advances, (unsigned long long)errors);
    return errors == 0 ? 0 : 1;
}
