/*
 * TandemKfd: see tandem_kfd.hh and docs/gem5.md.
 */

#include "tandem_kfd.hh"

#include <linux/kfd_ioctl.h>

#include <cerrno>
#include <cstddef>
#include <cstring>

#include "arch/x86/regs/int.hh"
#include "base/logging.hh"
#include "base/trace.hh"
#include "cpu/thread_context.hh"
#include "debug/Tandem.hh"
#include "mem/page_table.hh"
#include "mem/se_translating_port_proxy.hh"
#include "sim/fd_entry.hh"
#include "sim/mem_state.hh"
#include "sim/process.hh"
#include "sim/se_workload.hh"
#include "sim/system.hh"
#include "kfd_marshal.hh"
#include "tandem_gpu.hh"

namespace gem5
{
namespace tandem
{

using namespace tandem_kfd;

namespace
{

/** Largest array an ioctl argument may point to (4096 wait events of 48 bytes fit). */
constexpr size_t MaxBounceBytes = 1 << 20;

} // anonymous namespace

TandemKfd::TandemKfd(const Params &p)
    : EmulatedDriver(p), gpu(p.gpu), hostVaBase(p.host_va_base)
{
    gpu->attachKfd(this);
}

int
TandemKfd::open(ThreadContext *tc, int mode, int flags)
{
    auto process = tc->getProcessPtr();
    auto entry = std::make_shared<DeviceFDEntry>(this, filename);
    return process->fds->allocFD(entry);
}

Addr
TandemKfd::bounce(ThreadContext *tc, size_t bytes)
{
    auto &b = bounces[tc];
    if (b.second < bytes) {
        // Physical pages of the SE process are never reused by gem5, so the buffer only
        // grows; one per thread, since a thread has at most one call in flight.
        size_t pages = (bytes + PageBytes - 1) / PageBytes;
        b.first = tc->getProcessPtr()->seWorkload->allocPhysPages(pages);
        b.second = pages * PageBytes;
    }
    return b.first;
}

int
TandemKfd::ioctl(ThreadContext *tc, unsigned req, Addr buf)
{
    if (iocType(req) != 'K')
        return -ENOTTY;
    size_t size = iocSize(req);
    std::vector<uint8_t> a(size);
    SETranslatingPortProxy proxy(tc);
    if (size && !proxy.tryReadBlob(buf, a.data(), size))
        return -EFAULT;

    Pending p;
    p.tc = tc;
    p.req = req;
    p.buf = buf;
    p.size = size;

    PointerField f;
    if (pointerField(req, a, f) && size >= f.fieldOffset + 8) {
        Addr ptr = getU64(a, f.fieldOffset);
        if (ptr != 0 && f.bytes > 0) {
            if (f.bytes > MaxBounceBytes)
                return -EINVAL;
            Addr pa = bounce(tc, f.bytes);
            std::vector<uint8_t> data(f.bytes, 0);
            if (f.copyIn) {
                if (!proxy.tryReadBlob(ptr, data.data(), f.bytes))
                    return -EFAULT;
            }
            gpu->system()->physProxy.writeBlob(pa, data.data(), f.bytes);
            putU64(a, f.fieldOffset, hostVaBase + pa);
            p.bounces.push_back({f.fieldOffset, ptr, pa, f.bytes, f.copyOut});
        }
    }

    GttAlloc g;
    if (gttRequest(req, a, g)) {
        // Fresh contiguous pages, as gem5's own KFD gives a GTT buffer. Uncacheable for the
        // CPU: the GPU process reads and writes them in guest memory directly, so a copy in
        // gem5's CPU caches would go stale (a coherent path through gem5 is future work).
        auto process = tc->getProcessPtr();
        Addr pa = process->seWorkload->allocPhysPages(g.bytes / PageBytes);
        process->pTable->map(g.va, pa, g.bytes,
                             EmulationPageTable::Clobber |
                                 EmulationPageTable::Uncacheable);
        rewriteGtt(a, g, pa, hostVaBase);
        p.gtt = true;
        p.gttFlags = g.flags;
        p.gttVa = g.va;
        p.gttBytes = g.bytes;
        p.gttPa = pa;
        DPRINTF(Tandem, "GTT %#x+%#x at physical %#x\n", g.va, g.bytes, pa);
    }

    DPRINTF(Tandem, "ioctl nr %#x size %u\n", iocNr(req), size);
    uint64_t seq = gpu->sendDriver(DRV_IOCTL, req, 0, a);
    pending[seq] = std::move(p);
    tc->suspend();
    return 0;
}

Addr
TandemKfd::mmap(ThreadContext *tc, Addr start, uint64_t length, int prot,
                int tgt_flags, int tgt_fd, off_t offset)
{
    auto process = tc->getProcessPtr();
    Pending p;
    p.tc = tc;
    p.isMmap = true;
    p.mmapLength = (length + PageBytes - 1) / PageBytes * PageBytes;
    p.mmapStart = process->memState->extendMmap(p.mmapLength);
    p.mmapOffset = uint64_t(offset);
    DPRINTF(Tandem, "mmap offset %#llx length %#llx at %#x\n",
            (unsigned long long)offset, (unsigned long long)length,
            p.mmapStart);
    uint64_t seq = gpu->sendDriver(DRV_MMAP, uint64_t(offset), length, {});
    Addr at = p.mmapStart;
    pending[seq] = std::move(p);
    tc->suspend();
    return at;
}

void
TandemKfd::handleReply(uint8_t type, uint64_t seq, int64_t result,
                       const uint8_t *payload, size_t len)
{
    auto it = pending.find(seq);
    if (it == pending.end()) {
        warn("%s: a driver reply (type %u, seq %llu) nobody waits for",
             name(), type, (unsigned long long)seq);
        return;
    }
    Pending p = std::move(it->second);
    pending.erase(it);
    ThreadContext *tc = p.tc;
    auto process = tc->getProcessPtr();

    if (p.isMmap) {
        MmapReply r = decodeMmapReply(payload, len);
        if (result == 0) {
            const uint64_t fl = EmulationPageTable::Clobber |
                                EmulationPageTable::Uncacheable;
            switch (r.kind) {
              case MmapReply::Doorbell:
                if (r.gpu < gpu->numGpus()) {
                    process->pTable->map(p.mmapStart, gpu->doorbellPa(r.gpu),
                                         PageBytes, fl);
                    gpu->setDoorbellOffset(r.gpu,
                                           p.mmapOffset & ~(PageBytes - 1));
                } else {
                    result = -EINVAL;
                }
                break;
              case MmapReply::Vram:
                if (r.gpu < gpu->numGpus()) {
                    process->pTable->map(p.mmapStart,
                                         gpu->vramPa(r.gpu, r.value),
                                         p.mmapLength, fl);
                } else {
                    result = -EINVAL;
                }
                break;
              case MmapReply::Host: {
                // A host buffer: the pages its GTT allocation got.
                Addr v = r.value;
                auto b = gtt.upper_bound(v);
                if (b != gtt.begin() &&
                    (--b, v < b->first + b->second.second)) {
                    process->pTable->map(p.mmapStart,
                                         b->second.first + (v - b->first),
                                         p.mmapLength, fl);
                } else {
                    result = -EINVAL;
                }
                break;
              }
              case MmapReply::EventsPage:
                // A reservation only: events reach the program through WAIT_EVENTS.
                break;
              default:
                result = -EINVAL;
                break;
            }
        }
        if (result != 0)
            tc->setReg(X86ISA::int_reg::Rax, RegVal(result));
        tc->activate();
        return;
    }

    std::vector<uint8_t> a(payload, payload + std::min(len, p.size));
    a.resize(p.size, 0);
    SETranslatingPortProxy proxy(tc);
    for (const auto &b : p.bounces) {
        if (result == 0 && b.copyOut) {
            std::vector<uint8_t> data(b.bytes);
            gpu->system()->physProxy.readBlob(b.pa, data.data(), b.bytes);
            if (!proxy.tryWriteBlob(b.guestPtr, data.data(), b.bytes))
                result = -EFAULT;
        }
        putU64(a, b.fieldOffset, b.guestPtr);
    }
    if (p.gtt) {
        GttAlloc g;
        g.flags = p.gttFlags;
        g.va = p.gttVa;
        g.bytes = p.gttBytes;
        if (result == 0) {
            gtt[g.va] = {p.gttPa, g.bytes};
            restoreGtt(a, g);
        } else {
            process->pTable->unmap(g.va, g.bytes);
        }
    }
    if (result == 0 && iocRead(p.req) && p.size > 0) {
        if (!proxy.tryWriteBlob(p.buf, a.data(), p.size))
            result = -EFAULT;
    }
    DPRINTF(Tandem, "ioctl nr %#x -> %lld\n", iocNr(p.req), (long long)result);
    tc->setReg(X86ISA::int_reg::Rax, RegVal(result));
    tc->activate();
}

} // namespace tandem
} // namespace gem5
