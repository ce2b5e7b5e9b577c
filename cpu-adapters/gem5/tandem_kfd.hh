/*
 * TandemKfd: /dev/kfd of an SE-mode process, served by Tandem's emulated KFD driver in the
 * GPU process (docs/gem5.md).
 *
 * Every ioctl and mmap is forwarded over the bridge's driver channel. The calling thread is
 * suspended until the reply arrives at its simulated time, then the reply's argument struct
 * is copied back into guest memory, the syscall's result register is set (0, an address, or
 * -errno) and the thread resumes; so an ioctl costs its round trip in gem5 time and a
 * WAIT_EVENTS sleeps until the GPU signals.
 *
 * What the adapter does on the way, because it is the "kernel" that knows guest physical
 * memory:
 * - Arrays that ioctl arguments point to (apertures, device ids, wait events, CU masks) are
 *   copied through a bounce buffer in guest physical memory, which the GPU side reads at
 *   host_va_base + physical address.
 * - A GTT allocation gets fresh, physically contiguous guest pages mapped at its va_addr
 *   (as gem5's own KFD does) and reaches the GPU side as a user-pointer allocation of those
 *   pages, so the GPU's page table points at the right physical memory.
 * - mmap replies name what to map: a GPU's doorbell page or a window into its VRAM (both in
 *   TandemGpu's uncacheable PIO range) or a GTT buffer's pages.
 */

#ifndef __TANDEM_KFD_HH__
#define __TANDEM_KFD_HH__

#include <cstdint>
#include <map>
#include <unordered_map>
#include <vector>

#include "params/TandemKfd.hh"
#include "sim/emul_driver.hh"

namespace gem5
{

class ThreadContext;

namespace tandem
{

class TandemGpu;

class TandemKfd : public EmulatedDriver
{
  public:
    PARAMS(TandemKfd);
    explicit TandemKfd(const Params &p);

    int open(ThreadContext *tc, int mode, int flags) override;
    int ioctl(ThreadContext *tc, unsigned req, Addr buf) override;
    Addr mmap(ThreadContext *tc, Addr start, uint64_t length, int prot,
              int tgt_flags, int tgt_fd, off_t offset) override;

    /** A reply from the emulated driver, at its simulated time. */
    void handleReply(uint8_t type, uint64_t seq, int64_t result,
                     const uint8_t *payload, size_t len);

  private:
    /** One pointer field of an ioctl argument struct, redirected to the bounce buffer. */
    struct Bounce
    {
        size_t fieldOffset;
        Addr guestPtr;
        Addr pa;
        size_t bytes;
        bool copyOut;
    };

    /** A request waiting for its reply. */
    struct Pending
    {
        ThreadContext *tc = nullptr;
        bool isMmap = false;
        unsigned req = 0;
        Addr buf = 0;
        size_t size = 0;
        std::vector<Bounce> bounces;
        // GTT allocation rewritten as a user-pointer one.
        bool gtt = false;
        uint32_t gttFlags = 0;
        Addr gttVa = 0;
        uint64_t gttBytes = 0;
        Addr gttPa = 0;
        // mmap
        Addr mmapStart = 0;
        uint64_t mmapLength = 0;
        uint64_t mmapOffset = 0;
    };

    /** Guest physical memory for `bytes` of ioctl arrays of this thread. */
    Addr bounce(ThreadContext *tc, size_t bytes);
    void finish(Pending &p, int64_t result);

    TandemGpu *gpu;
    const Addr hostVaBase;
    std::unordered_map<uint64_t, Pending> pending;
    std::unordered_map<ThreadContext *, std::pair<Addr, size_t>> bounces;
    /** GTT buffers: guest VA -> (physical address, bytes). */
    std::map<Addr, std::pair<Addr, uint64_t>> gtt;
};

} // namespace tandem
} // namespace gem5

#endif // __TANDEM_KFD_HH__
