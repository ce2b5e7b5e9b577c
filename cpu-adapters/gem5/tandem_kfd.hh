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
 * - A user-pointer allocation (ROCt's AQL rings, hsaKmtRegisterMemory) names the program's
 *   own pages, which gem5 placed wherever its page faults put them. The adapter moves them,
 *   contents included, into fresh contiguous physical pages at the same virtual addresses
 *   (uncacheable, as GTT buffers are) and registers those; the move stands while the process
 *   lives, so the GPU side's view never goes stale.
 * - mmap replies name what to map: a GPU's doorbell page or a window into its VRAM (both in
 *   TandemGpu's uncacheable PIO range) or a GTT buffer's pages. Every mapping lands where
 *   Linux would put it (MAP_FIXED at the caller's address, else the hint when free, else a
 *   fresh range) and is a VMA of the process, so munmap and later mmaps see it.
 *
 * TandemRender is `/dev/dri/renderD<minor>` of one GPU: ROCt opens it for every GPU node and
 * maps buffer objects through it. Its DRM ioctls get EINVAL (libdrm then takes the node for a
 * non-amdgpu device, which ROCt tolerates: the agents have no marketing name); its mmaps are
 * TandemKfd's.
 */

#ifndef __TANDEM_KFD_HH__
#define __TANDEM_KFD_HH__

#include <cstdint>
#include <map>
#include <unordered_map>
#include <vector>

#include "base/types.hh"
#include "params/TandemKfd.hh"
#include "params/TandemRender.hh"
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

    /** An mmap of a render node (TandemRender): a GTT buffer's pages, or as mmap(). */
    Addr renderMmap(ThreadContext *tc, Addr start, uint64_t length, int tgt_flags,
                    off_t offset);

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
        /** The caller, by context id: a CPU switch replaces the ThreadContext object. */
        ContextID ctx = InvalidContextID;
        bool isMmap = false;
        unsigned req = 0;
        Addr buf = 0;
        size_t size = 0;
        std::vector<Bounce> bounces;
        // User-pointer allocation over pages moved to `userPa`.
        bool userptr = false;
        uint64_t userCpu = 0;
        uint64_t userBytes = 0;
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
    /**
     * Where an mmap of `length` lands (see the file comment); the range becomes a VMA of the
     * process named `name`, its pages mapped by the caller.
     */
    Addr placeMmap(ThreadContext *tc, Addr start, uint64_t length, int tgt_flags,
                   const char *name);
    /** Sends DRV_MMAP for a mapping placed at `at` and suspends the caller. */
    Addr queryMmap(ThreadContext *tc, Addr at, uint64_t length, off_t offset);
    /**
     * The physical home of the program's pages [cpu, cpu + bytes): a GTT buffer or earlier
     * registration holding them, or fresh contiguous pages they are moved to. Returns 0 or
     * -errno (EFAULT: no VMA there, or a range that straddles an earlier registration).
     */
    int sharePages(ThreadContext *tc, Addr cpu, uint64_t bytes, Addr &pa);
    /** The buffer whose pages hold `va`: its physical address, or false. */
    static bool lookup(const std::map<Addr, std::pair<Addr, uint64_t>> &m, Addr va,
                       uint64_t bytes, Addr &pa);
    void flushTlbs();
    void finish(Pending &p, int64_t result);

    TandemGpu *gpu;
    const Addr hostVaBase;
    std::unordered_map<uint64_t, Pending> pending;
    std::unordered_map<ContextID, std::pair<Addr, size_t>> bounces;
    /** GTT buffers: guest VA -> (physical address, bytes). */
    std::map<Addr, std::pair<Addr, uint64_t>> gtt;
    /** GTT buffer handles -> guest VA, to forget a buffer when it is freed. */
    std::unordered_map<uint64_t, Addr> gttHandles;
    /** Program pages moved for user-pointer registrations: guest VA -> (physical, bytes). */
    std::map<Addr, std::pair<Addr, uint64_t>> shared;
};

class TandemRender : public EmulatedDriver
{
  public:
    PARAMS(TandemRender);
    explicit TandemRender(const Params &p);

    int open(ThreadContext *tc, int mode, int flags) override;
    int ioctl(ThreadContext *tc, unsigned req, Addr buf) override;
    Addr mmap(ThreadContext *tc, Addr start, uint64_t length, int prot,
              int tgt_flags, int tgt_fd, off_t offset) override;

  private:
    TandemKfd *kfd;
};

} // namespace tandem
} // namespace gem5

#endif // __TANDEM_KFD_HH__
