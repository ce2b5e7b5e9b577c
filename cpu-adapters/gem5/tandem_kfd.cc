/*
 * TandemKfd: see tandem_kfd.hh and docs/gem5.md.
 */

#include "tandem_kfd.hh"

#include <linux/kfd_ioctl.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstring>

#include "arch/x86/linux/linux.hh"
#include "arch/x86/regs/int.hh"
#include "base/logging.hh"
#include "base/trace.hh"
#include "cpu/thread_context.hh"
#include "arch/generic/mmu.hh"
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

/** What the GPU side reads and writes straight in guest memory is never cached by the CPU. */
constexpr uint64_t SharedPageFlags =
    EmulationPageTable::Clobber | EmulationPageTable::Uncacheable;

/** A new fd of the calling process standing for `driver`'s device file. */
int
openDevice(ThreadContext *tc, EmulatedDriver *driver, const std::string &filename)
{
    auto entry = std::make_shared<DeviceFDEntry>(driver, filename);
    return tc->getProcessPtr()->fds->allocFD(entry);
}

} // anonymous namespace

TandemKfd::TandemKfd(const Params &p)
    : EmulatedDriver(p), gpu(p.gpu), hostVaBase(p.host_va_base)
{
    gpu->attachKfd(this);
}

int
TandemKfd::open(ThreadContext *tc, int mode, int flags)
{
    return openDevice(tc, this, filename);
}

Addr
TandemKfd::bounce(ThreadContext *tc, size_t bytes)
{
    auto &b = bounces[tc->contextId()];
    if (b.second < bytes) {
        // Physical pages of the SE process are never reused by gem5, so the buffer only
        // grows; one per thread, since a thread has at most one call in flight.
        size_t pages = (bytes + PageBytes - 1) / PageBytes;
        b.first = tc->getProcessPtr()->seWorkload->allocPhysPages(pages);
        b.second = pages * PageBytes;
    }
    return b.first;
}

void
TandemKfd::flushTlbs()
{
    for (auto *t : gpu->system()->threads)
        t->getMMUPtr()->flushAll();
}

bool
TandemKfd::lookup(const std::map<Addr, std::pair<Addr, uint64_t>> &m, Addr va,
                  uint64_t bytes, Addr &pa)
{
    uint64_t at;
    if (!lookupRange(m, va, bytes, at))
        return false;
    pa = at;
    return true;
}

int
TandemKfd::sharePages(ThreadContext *tc, Addr cpu, uint64_t bytes, Addr &pa)
{
    if (lookup(shared, cpu, bytes, pa) || lookup(gtt, cpu, bytes, pa))
        return 0;
    // A range that overlaps an earlier registration without lying inside it would need its
    // pages in two places at once.
    if (straddlesRange(shared, cpu, bytes))
        return -EFAULT;
    auto process = tc->getProcessPtr();
    // Only memory the program mapped can be registered (isUnmapped: no VMA meets the range).
    if (process->memState->isUnmapped(cpu, bytes))
        return -EFAULT;
    Addr home = process->seWorkload->allocPhysPages(bytes / PageBytes);
    std::vector<uint8_t> page(PageBytes);
    auto &phys = gpu->system()->physProxy;
    for (uint64_t off = 0; off < bytes; off += PageBytes) {
        Addr old;
        if (process->pTable->translate(cpu + off, old))
            phys.readBlob(old, page.data(), PageBytes);
        else
            std::fill(page.begin(), page.end(), 0);
        phys.writeBlob(home + off, page.data(), PageBytes);
    }
    process->pTable->map(cpu, home, bytes, SharedPageFlags);
    flushTlbs();
    shared[cpu] = {home, bytes};
    pa = home;
    DPRINTF(Tandem, "user pages %#x+%#x moved to physical %#x\n", cpu, bytes,
            home);
    return 0;
}

Addr
TandemKfd::placeMmap(ThreadContext *tc, Addr start, uint64_t length,
                     int tgt_flags, const char *name)
{
    auto &ms = tc->getProcessPtr()->memState;
    bool fixed = tgt_flags & X86Linux64::TGT_MAP_FIXED;
    bool hintFree = !fixed && start != 0 && ms->isUnmapped(start, length);
    Addr at = mmapTarget(start, fixed, hintFree, 0);
    if (at == 0)
        at = ms->extendMmap(length);
    if (fixed)
        ms->unmapRegion(at, length);
    ms->mapRegion(at, length, name);
    return at;
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
    p.ctx = tc->contextId();
    p.req = req;
    p.buf = buf;
    p.size = size;

    // Arrays the arguments point to travel through this thread's bounce buffer, one after
    // the other.
    size_t total = 0;
    std::vector<PointerField> fields = bouncedFields(req, a, total);
    if (total > MaxBounceBytes)
        return -EINVAL;
    if (total) {
        Addr pa = bounce(tc, total);
        for (const PointerField &f : fields) {
            Addr ptr = getU64(a, f.fieldOffset);
            std::vector<uint8_t> data(f.bytes, 0);
            if (f.copyIn && !proxy.tryReadBlob(ptr, data.data(), f.bytes))
                return -EFAULT;
            gpu->system()->physProxy.writeBlob(pa, data.data(), f.bytes);
            putU64(a, f.fieldOffset, hostVaBase + pa);
            p.bounces.push_back({f.fieldOffset, ptr, pa, f.bytes, f.copyOut});
            pa += (f.bytes + 7) / 8 * 8;
        }
    }

    GttAlloc g;
    if (gttRequest(req, a, g)) {
        // Fresh contiguous pages, as gem5's own KFD gives a GTT buffer. Uncacheable for the
        // CPU: the GPU process reads and writes them in guest memory directly, so a copy in
        // gem5's CPU caches would go stale (a coherent path through gem5 is future work).
        auto process = tc->getProcessPtr();
        Addr pa = process->seWorkload->allocPhysPages(g.bytes / PageBytes);
        // ROCt allocates inside a range it reserved (a VMA already); a program that did not
        // gets one, so that gem5's own mmap and munmap see the buffer.
        if (process->memState->isUnmapped(g.va, g.bytes))
            process->memState->mapRegion(g.va, g.bytes, "tandem-gtt");
        process->pTable->map(g.va, pa, g.bytes, SharedPageFlags);
        flushTlbs();
        rewriteGtt(a, g, pa, hostVaBase);
        p.gtt = true;
        p.gttFlags = g.flags;
        p.gttVa = g.va;
        p.gttBytes = g.bytes;
        p.gttPa = pa;
        DPRINTF(Tandem, "GTT %#x+%#x at physical %#x\n", g.va, g.bytes, pa);
    }

    UserptrAlloc u;
    if (!p.gtt && userptrRequest(req, a, u)) {
        Addr pa;
        int err = sharePages(tc, u.cpu, u.bytes, pa);
        if (err)
            return err;
        rewriteUserptr(a, pa, hostVaBase);
        p.userptr = true;
        p.userCpu = u.cpu;
        p.userBytes = u.bytes;
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
    length = (length + PageBytes - 1) / PageBytes * PageBytes;
    Addr at = placeMmap(tc, start, length, tgt_flags, "/dev/kfd");
    return queryMmap(tc, at, length, offset);
}

Addr
TandemKfd::renderMmap(ThreadContext *tc, Addr start, uint64_t length,
                      int tgt_flags, off_t offset)
{
    length = (length + PageBytes - 1) / PageBytes * PageBytes;
    Addr at = placeMmap(tc, start, length, tgt_flags, "/dev/dri/renderD");
    Addr pa;
    // A GTT buffer is mapped by its address (the mmap_offset the program got): its pages
    // are here, no round trip needed.
    if (lookup(gtt, Addr(offset), length, pa)) {
        tc->getProcessPtr()->pTable->map(at, pa, length, SharedPageFlags);
        DPRINTF(Tandem, "render mmap of GTT %#llx at %#x\n",
                (unsigned long long)offset, at);
        return at;
    }
    return queryMmap(tc, at, length, offset);
}

Addr
TandemKfd::queryMmap(ThreadContext *tc, Addr at, uint64_t length, off_t offset)
{
    Pending p;
    p.ctx = tc->contextId();
    p.isMmap = true;
    p.mmapLength = length;
    p.mmapStart = at;
    p.mmapOffset = uint64_t(offset);
    DPRINTF(Tandem, "mmap offset %#llx length %#llx at %#x\n",
            (unsigned long long)offset, (unsigned long long)length, at);
    uint64_t seq = gpu->sendDriver(DRV_MMAP, uint64_t(offset), length, {});
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
    ThreadContext *tc = gpu->system()->threads[p.ctx];
    auto process = tc->getProcessPtr();

    if (p.isMmap) {
        MmapReply r = decodeMmapReply(payload, len);
        if (result == 0) {
            const uint64_t fl = SharedPageFlags;
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
                Addr pa;
                if (lookup(gtt, r.value, p.mmapLength, pa))
                    process->pTable->map(p.mmapStart, pa, p.mmapLength, fl);
                else
                    result = -EINVAL;
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
        if (result != 0) {
            process->memState->unmapRegion(p.mmapStart, p.mmapLength);
            tc->setReg(X86ISA::int_reg::Rax, RegVal(result));
        }
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
            gttHandles[getU64(a, offsetof(kfd_ioctl_alloc_memory_of_gpu_args,
                                          handle))] = g.va;
            restoreGtt(a, g);
        } else {
            process->pTable->unmap(g.va, g.bytes);
        }
    }
    if (p.userptr) {
        UserptrAlloc u;
        u.cpu = p.userCpu;
        u.bytes = p.userBytes;
        restoreUserptr(a, u);
    }
    if (result == 0 && p.req == AMDKFD_IOC_FREE_MEMORY_OF_GPU) {
        auto h = gttHandles.find(getU64(a, 0));
        if (h != gttHandles.end()) {
            gtt.erase(h->second);
            gttHandles.erase(h);
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

TandemRender::TandemRender(const Params &p) : EmulatedDriver(p), kfd(p.kfd) {}

int
TandemRender::open(ThreadContext *tc, int mode, int flags)
{
    return openDevice(tc, this, filename);
}

int
TandemRender::ioctl(ThreadContext *tc, unsigned req, Addr buf)
{
    // DRM (libdrm's version and amdgpu queries): not an amdgpu node as far as libdrm can
    // tell, the answer the native interposer gives too.
    DPRINTF(Tandem, "%s: DRM ioctl %#x refused\n", name(), req);
    return -EINVAL;
}

Addr
TandemRender::mmap(ThreadContext *tc, Addr start, uint64_t length, int prot,
                   int tgt_flags, int tgt_fd, off_t offset)
{
    return kfd->renderMmap(tc, start, length, tgt_flags, offset);
}

} // namespace tandem
} // namespace gem5
