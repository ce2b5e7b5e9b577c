/*
 * libFuzzer target `kfd_marshal`: the gem5 adapter's KFD argument marshalling
 * (cpu-adapters/gem5/kfd_marshal.hh) on an arbitrary call sequence of a guest program, built
 * with clang++-15 -fsanitize=fuzzer,address,undefined by scripts/fuzz (docs/fuzzing.md).
 *
 * Each ioctl replays what TandemKfd::ioctl and TandemKfd::handleReply (tandem_kfd.cc) do with
 * the header's functions, in their order: bouncedFields, the copies into this thread's bounce
 * buffer, gttRequest + rewriteGtt, userptrRequest + lookupRange / straddlesRange (sharePages)
 * + rewriteUserptr, then the reply: the copy-out, the pointer restore, restoreGtt,
 * restoreUserptr, the GTT bookkeeping. Guest memory is a model (16 KiB at Guest; everything
 * else faults, as SETranslatingPortProxy::tryReadBlob reports), as is physical memory (a
 * bump allocator: gem5 never reuses the pages it gives an SE process).
 *
 * Input: byte 0 bit 0: pointer fields are moved into guest memory (Guest + ptr % 16 KiB,
 * 8-aligned) before the call, so most arrays are readable. Then calls, each an op byte;
 * by op % 6:
 *   0: an ioctl: the request (op bit 3: a raw 4-byte number; else the next byte picks one of
 *      the AMDKFD_IOC_* requests), a length byte and that many argument bytes (zero-padded to
 *      _IOC_SIZE), then the reply: a result byte (0: success, else -that), a length byte
 *      and that many payload bytes, and a fill byte for the arrays the driver writes;
 *   1: a render-node mmap of a GTT buffer: offset, length (2 x 8 bytes; an offset below 256
 *      names the GTT buffer of that index), as renderMmap looks it up;
 *   2: an mmap reply: a length byte (0-20) and that many bytes, decoded;
 *   3: the byte accessors: a size byte and an offset (op bit 3: 8 bytes, else 2), a u64
 *      (8 bytes) put and read back;
 *   4: mmapTarget of 3 x 8 bytes and a flag byte;
 *   5: the _IOC decoders of a 4-byte request.
 *
 * Invariants, beyond no crash and no sanitizer report:
 * - bounced fields lie inside the struct; each array is what its count says; the arrays lie
 *   one after the other inside the bounce buffer (8-aligned), which holds the program's bytes
 *   (copy-in) or zeros; the struct the driver sees differs from the program's only in the
 *   rewritten pointers (host_va_base + pa) and a GTT or user-pointer allocation's fields;
 * - a range found in the GTT or user-page maps lies inside the range it was found in, and
 *   the user-page ranges never overlap;
 * - after the reply the program's struct has its own pointers (and GTT flags and address, or
 *   user address) back, and guest memory changed exactly in the arrays the driver writes,
 *   to what it wrote;
 * - an mmap reply's fields are its bytes; put then get of a u64 round-trips inside the
 *   buffer and changes nothing outside it; the _IOC fields rebuild the request.
 */

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <map>
#include <vector>

#include "../../cpu-adapters/gem5/kfd_marshal.hh"

using namespace tandem_kfd;

namespace
{

#define REQUIRE(cond)                                                            \
    do {                                                                         \
        if (!(cond)) {                                                           \
            std::fprintf(stderr, "kfd_marshal: invariant failed at %s:%d: %s\n", \
                         __FILE__, __LINE__, #cond);                             \
            std::abort();                                                        \
        }                                                                        \
    } while (0)

constexpr uint64_t Guest = 0x70000000;
constexpr size_t GuestBytes = 1 << 14;
constexpr uint64_t HostVaBase = 0x200000000000;

const unsigned Requests[] = {
    AMDKFD_IOC_GET_VERSION,         AMDKFD_IOC_CREATE_QUEUE,
    AMDKFD_IOC_DESTROY_QUEUE,       AMDKFD_IOC_SET_MEMORY_POLICY,
    AMDKFD_IOC_GET_CLOCK_COUNTERS,  AMDKFD_IOC_GET_PROCESS_APERTURES,
    AMDKFD_IOC_UPDATE_QUEUE,        AMDKFD_IOC_CREATE_EVENT,
    AMDKFD_IOC_DESTROY_EVENT,       AMDKFD_IOC_SET_EVENT,
    AMDKFD_IOC_RESET_EVENT,         AMDKFD_IOC_WAIT_EVENTS,
    AMDKFD_IOC_SET_SCRATCH_BACKING_VA, AMDKFD_IOC_GET_TILE_CONFIG,
    AMDKFD_IOC_SET_TRAP_HANDLER,    AMDKFD_IOC_GET_PROCESS_APERTURES_NEW,
    AMDKFD_IOC_ACQUIRE_VM,          AMDKFD_IOC_ALLOC_MEMORY_OF_GPU,
    AMDKFD_IOC_FREE_MEMORY_OF_GPU,  AMDKFD_IOC_MAP_MEMORY_TO_GPU,
    AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU, AMDKFD_IOC_SET_CU_MASK,
    AMDKFD_IOC_GET_QUEUE_WAVE_STATE, AMDKFD_IOC_ALLOC_QUEUE_GWS,
    AMDKFD_IOC_SMI_EVENTS,          AMDKFD_IOC_SVM,
    AMDKFD_IOC_SET_XNACK_MODE,
};

struct Input
{
    const uint8_t *p;
    size_t n;

    size_t take(uint8_t *out, size_t k)
    {
        size_t t = k < n ? k : n;
        if (t)
            std::memcpy(out, p, t);
        p += t;
        n -= t;
        return t;
    }
    uint8_t u8()
    {
        uint8_t b = 0;
        take(&b, 1);
        return b;
    }
    uint16_t u16()
    {
        uint8_t b[2] = {0, 0};
        take(b, 2);
        return uint16_t(b[0] | b[1] << 8);
    }
    uint32_t u32()
    {
        uint8_t b[4] = {0, 0, 0, 0};
        take(b, 4);
        uint32_t v;
        std::memcpy(&v, b, 4);
        return v;
    }
    uint64_t u64()
    {
        uint8_t b[8] = {0};
        take(b, 8);
        uint64_t v;
        std::memcpy(&v, b, 8);
        return v;
    }
};

/** The part of [ptr, ptr + len) in guest memory, all of it or nothing (else a fault). */
bool
guestSpan(uint64_t ptr, size_t len, size_t &at)
{
    if (ptr < Guest || ptr - Guest > GuestBytes || len > GuestBytes - (ptr - Guest))
        return false;
    at = size_t(ptr - Guest);
    return true;
}

/**
 * What the driver writes at an array's bytes [0, n): fill + offset (mod 256), copied 256
 * bytes at a time (a byte loop would trace a comparison per byte).
 */
void
fillPattern(uint8_t *p, size_t n, uint8_t fill)
{
    uint8_t period[256];
    for (int i = 0; i < 256; i++)
        period[i] = uint8_t(fill + i);
    for (size_t i = 0; i < n; i += 256)
        std::memcpy(p + i, period, std::min<size_t>(256, n - i));
}

/** Fits in 64 bits: [a, a + b) does not wrap. */
bool
fits(uint64_t a, uint64_t b)
{
    return a + b >= a;
}

struct State
{
    bool relocate = false;
    std::vector<uint8_t> guest;
    /** The next physical page gem5 hands out (allocPhysPages). */
    uint64_t nextPa = 0x100000;
    /** This thread's bounce buffer: physical address and bytes (only grows). */
    uint64_t bouncePa = 0;
    uint64_t bounceBytes = 0;
    RangeMap gtt;
    std::map<uint64_t, uint64_t> gttHandles;
    RangeMap shared;

    uint64_t allocPhys(uint64_t bytes)
    {
        uint64_t pa = nextPa;
        nextPa += bytes;
        return pa;
    }
};

/** The size of one element of the array a request's pointer field names. */
size_t
elementBytes(unsigned req)
{
    switch (req) {
      case AMDKFD_IOC_GET_PROCESS_APERTURES_NEW:
        return sizeof(kfd_process_device_apertures);
      case AMDKFD_IOC_WAIT_EVENTS:
        return sizeof(kfd_event_data);
      default:
        return 4;
    }
}

/** A lookup's answer lies inside the range it came from. */
void
checkLookup(const RangeMap &m, uint64_t va, uint64_t bytes, uint64_t pa)
{
    auto b = m.upper_bound(va);
    REQUIRE(b != m.begin());
    --b;
    REQUIRE(va >= b->first);
    REQUIRE(fits(va, bytes));
    REQUIRE(va - b->first <= b->second.second &&
            bytes <= b->second.second - (va - b->first));
    REQUIRE(pa == b->second.first + (va - b->first));
}

void
doIoctl(Input &in, uint8_t op, State &st)
{
    unsigned req;
    if (op & 8) {
        req = in.u32();
    } else {
        req = Requests[in.u8() % (sizeof(Requests) / sizeof(Requests[0]))];
    }
    // TandemKfd::ioctl: only 'K' requests; the struct is _IOC_SIZE bytes.
    if (iocType(req) != 'K')
        return;
    size_t size = iocSize(req);
    std::vector<uint8_t> a(size, 0);
    std::vector<uint8_t> arg(in.u8());
    arg.resize(in.take(arg.data(), arg.size()));
    std::copy_n(arg.begin(), std::min(arg.size(), size), a.begin());
    if (st.relocate) {
        for (const PointerField &f : pointerFields(req, a)) {
            uint64_t p = getU64(a, f.fieldOffset);
            if (p)
                putU64(a, f.fieldOffset, Guest + ((p % GuestBytes) & ~uint64_t(7)));
        }
    }
    const std::vector<uint8_t> orig = a;

    struct Bounce
    {
        size_t fieldOffset;
        uint64_t guestPtr;
        uint64_t pa;
        size_t bytes;
        bool copyOut;
    };
    std::vector<Bounce> bounces;
    size_t total = 0;
    std::vector<PointerField> fields = bouncedFields(req, a, total);
    // Only bounced arrays can change guest memory.
    std::vector<uint8_t> guestBefore;
    if (!fields.empty())
        guestBefore = st.guest;
    size_t sum = 0;
    for (const PointerField &f : fields) {
        REQUIRE(f.fieldOffset + 8 <= a.size());
        REQUIRE(getU64(a, f.fieldOffset) != 0 && f.bytes != 0);
        REQUIRE(f.bytes % elementBytes(req) == 0);
        sum += (f.bytes + 7) / 8 * 8;
    }
    REQUIRE(sum == total);
    if (total > MaxBounceBytes)
        return; // -EINVAL
    // The bounce buffer's bytes (reused: a fresh megabyte per call was a tenth of the time).
    static std::vector<uint8_t> physBuf(MaxBounceBytes + PageBytes);
    uint8_t *phys = physBuf.data();
    if (total) {
        if (st.bounceBytes < total) {
            uint64_t pages = (total + PageBytes - 1) / PageBytes;
            st.bouncePa = st.allocPhys(pages * PageBytes);
            st.bounceBytes = pages * PageBytes;
        }
        uint64_t pa = st.bouncePa;
        for (const PointerField &f : fields) {
            uint64_t ptr = getU64(a, f.fieldOffset);
            size_t at;
            if (f.copyIn && !guestSpan(ptr, f.bytes, at))
                return; // -EFAULT
            REQUIRE(pa >= st.bouncePa && pa - st.bouncePa + f.bytes <= st.bounceBytes);
            // The array's bytes (tandem_kfd.cc reads them into a vector first: the same bytes
            // without an allocation of up to 1 MiB per call, which was most of the run time
            // under ASan).
            uint8_t *dst = phys + (pa - st.bouncePa);
            if (f.copyIn)
                std::memcpy(dst, st.guest.data() + at, f.bytes);
            else
                std::memset(dst, 0, f.bytes);
            putU64(a, f.fieldOffset, HostVaBase + pa);
            bounces.push_back({f.fieldOffset, ptr, pa, f.bytes, f.copyOut});
            pa += (f.bytes + 7) / 8 * 8;
        }
        REQUIRE(pa - st.bouncePa == total);
    }

    // GTT: fresh contiguous pages, the struct rewritten as USERPTR there.
    using Args = kfd_ioctl_alloc_memory_of_gpu_args;
    GttAlloc g;
    bool gtt = gttRequest(req, a, g);
    uint64_t gttPa = 0;
    if (gtt) {
        REQUIRE(req == AMDKFD_IOC_ALLOC_MEMORY_OF_GPU && a.size() >= sizeof(Args));
        REQUIRE(g.bytes % PageBytes == 0 && g.va % PageBytes == 0);
        uint64_t asked = getU64(a, offsetof(Args, size));
        REQUIRE(g.bytes >= asked && g.bytes - asked < PageBytes);
        gttPa = st.allocPhys(g.bytes);
        rewriteGtt(a, g, gttPa, HostVaBase);
        REQUIRE(getU32(a, offsetof(Args, flags)) ==
                ((g.flags & ~uint32_t(KFD_IOC_ALLOC_MEM_FLAGS_GTT)) |
                 KFD_IOC_ALLOC_MEM_FLAGS_USERPTR));
        REQUIRE(getU64(a, offsetof(Args, mmap_offset)) == HostVaBase + gttPa);
    }

    // User pages: found in an earlier registration or a GTT buffer, else moved (sharePages).
    UserptrAlloc u;
    bool userptr = !gtt && userptrRequest(req, a, u);
    if (userptr) {
        REQUIRE(u.cpu % PageBytes == 0 && u.bytes % PageBytes == 0 && u.bytes > 0);
        uint64_t pa;
        if (lookupRange(st.shared, u.cpu, u.bytes, pa)) {
            checkLookup(st.shared, u.cpu, u.bytes, pa);
        } else if (lookupRange(st.gtt, u.cpu, u.bytes, pa)) {
            checkLookup(st.gtt, u.cpu, u.bytes, pa);
        } else {
            if (straddlesRange(st.shared, u.cpu, u.bytes))
                return; // -EFAULT
            // sharePages then asks gem5 whether a VMA holds the range (isUnmapped: -EFAULT
            // if not); none holds one past 2^64. The model has every other address mapped.
            if (!fits(u.cpu, u.bytes))
                return;
            pa = st.allocPhys(u.bytes);
            // The new range overlaps no registration.
            for (const auto &r : st.shared) {
                bool before = u.cpu + u.bytes <= r.first;
                bool after = r.first + r.second.second <= u.cpu;
                REQUIRE(before || after);
            }
            st.shared[u.cpu] = {pa, u.bytes};
        }
        rewriteUserptr(a, pa, HostVaBase);
        REQUIRE(getU64(a, offsetof(Args, mmap_offset)) == HostVaBase + pa);
    }

    // What the driver gets: the program's struct but for the rewritten fields.
    {
        std::vector<uint8_t> masked = a;
        for (const Bounce &b : bounces) {
            REQUIRE(getU64(a, b.fieldOffset) == HostVaBase + b.pa);
            std::memcpy(masked.data() + b.fieldOffset, orig.data() + b.fieldOffset, 8);
        }
        if (gtt || userptr) {
            std::memcpy(masked.data() + offsetof(Args, mmap_offset),
                        orig.data() + offsetof(Args, mmap_offset), 8);
            std::memcpy(masked.data() + offsetof(Args, flags),
                        orig.data() + offsetof(Args, flags), 4);
        }
        REQUIRE(masked == orig);
    }
    // The bounce buffer holds the program's arrays, or zeros for output-only ones.
    for (const Bounce &b : bounces) {
        const uint8_t *p = phys + (b.pa - st.bouncePa);
        size_t at;
        bool copyIn = false;
        for (const PointerField &f : fields)
            if (f.fieldOffset == b.fieldOffset)
                copyIn = f.copyIn;
        if (copyIn) {
            REQUIRE(guestSpan(b.guestPtr, b.bytes, at));
            REQUIRE(std::memcmp(p, st.guest.data() + at, b.bytes) == 0);
        } else {
            for (size_t i = 0; i < b.bytes; i += 1 + i / 64)
                REQUIRE(p[i] == 0);
        }
    }

    // The reply (handleReply).
    int64_t result = -int64_t(in.u8());
    std::vector<uint8_t> payload(in.u8());
    payload.resize(in.take(payload.data(), payload.size()));
    uint8_t fill = in.u8();
    for (const Bounce &b : bounces) {
        if (b.copyOut) {
            fillPattern(phys + (b.pa - st.bouncePa), b.bytes, fill);
        }
    }
    std::vector<uint8_t> r(payload.begin(),
                           payload.begin() + std::min(payload.size(), size));
    r.resize(size, 0);
    const int64_t driverResult = result;
    for (const Bounce &b : bounces) {
        if (result == 0 && b.copyOut) {
            size_t at;
            if (guestSpan(b.guestPtr, b.bytes, at))
                std::memcpy(st.guest.data() + at, phys + (b.pa - st.bouncePa), b.bytes);
            else
                result = -EFAULT;
        }
        putU64(r, b.fieldOffset, b.guestPtr);
    }
    if (gtt) {
        if (result == 0) {
            st.gtt[g.va] = {gttPa, g.bytes};
            st.gttHandles[getU64(r, offsetof(Args, handle))] = g.va;
            restoreGtt(r, g);
            REQUIRE(getU32(r, offsetof(Args, flags)) ==
                    getU32(orig, offsetof(Args, flags)));
            REQUIRE(getU64(r, offsetof(Args, mmap_offset)) ==
                    getU64(orig, offsetof(Args, va_addr)));
        }
    }
    if (userptr) {
        restoreUserptr(r, u);
        REQUIRE(getU64(r, offsetof(Args, mmap_offset)) ==
                getU64(orig, offsetof(Args, mmap_offset)));
    }
    if (result == 0 && req == AMDKFD_IOC_FREE_MEMORY_OF_GPU) {
        auto h = st.gttHandles.find(getU64(r, 0));
        if (h != st.gttHandles.end()) {
            st.gtt.erase(h->second);
            st.gttHandles.erase(h);
        }
    }
    for (const Bounce &b : bounces)
        REQUIRE(getU64(r, b.fieldOffset) == b.guestPtr);

    // Guest memory: the driver's arrays, in order, and nothing else.
    // (A copy-out that faults makes the result -EFAULT, and the arrays after it are not
    // copied; the model's guest memory faults all or nothing per array.)
    if (bounces.empty())
        return;
    std::vector<uint8_t> want = guestBefore;
    bool ok = driverResult == 0;
    for (const Bounce &b : bounces) {
        size_t at;
        if (!ok || !b.copyOut)
            continue;
        if (guestSpan(b.guestPtr, b.bytes, at))
            fillPattern(want.data() + at, b.bytes, fill);
        else
            ok = false;
    }
    REQUIRE(want == st.guest);
}

void
doRenderMmap(Input &in, State &st)
{
    uint64_t offset = in.u64();
    uint64_t length = in.u64();
    if (offset < 256 && offset < st.gtt.size()) {
        auto it = st.gtt.begin();
        std::advance(it, offset);
        offset = it->first;
    }
    // TandemKfd::renderMmap rounds the length up to pages.
    length = (length + PageBytes - 1) / PageBytes * PageBytes;
    uint64_t pa;
    if (lookupRange(st.gtt, offset, length, pa))
        checkLookup(st.gtt, offset, length, pa);
}

void
doMmapReply(Input &in)
{
    uint8_t b[20] = {0};
    size_t len = in.u8() % 21;
    len = in.take(b, len);
    MmapReply r = decodeMmapReply(b, len);
    if (len < 16) {
        REQUIRE(r.kind == MmapReply::Invalid);
        return;
    }
    uint32_t k, gpu;
    uint64_t v;
    std::memcpy(&k, b, 4);
    std::memcpy(&gpu, b + 4, 4);
    std::memcpy(&v, b + 8, 8);
    REQUIRE(r.gpu == gpu && r.value == v);
    REQUIRE(r.kind == ((k >= 1 && k <= 4) ? MmapReply::Kind(k) : MmapReply::Invalid));
}

void
doAccessors(Input &in, uint8_t op)
{
    std::vector<uint8_t> b(in.u8(), 0x5a);
    // op bit 3: any 64-bit offset, else a 16-bit one.
    size_t off = (op & 8) ? size_t(in.u64()) : in.u16();
    uint64_t v = in.u64();
    const std::vector<uint8_t> before = b;
    putU64(b, off, v);
    if (off <= b.size() && b.size() - off >= 8) {
        REQUIRE(getU64(b, off) == v);
        putU32(b, off, uint32_t(v >> 32));
        REQUIRE(getU32(b, off) == uint32_t(v >> 32));
    } else {
        REQUIRE(b == before);
        REQUIRE(getU64(b, off) == 0);
        putU32(b, off, uint32_t(v));
        if (off > b.size() || b.size() - off < 4)
            REQUIRE(b == before && getU32(b, off) == 0);
    }
}

void
doMmapTarget(Input &in)
{
    uint64_t start = in.u64(), fresh = in.u64();
    uint8_t f = in.u8();
    bool fixed = f & 1, hintFree = f & 2;
    uint64_t at = mmapTarget(start, fixed, hintFree, fresh);
    if (fixed)
        REQUIRE(at == start);
    else if (start != 0 && hintFree)
        REQUIRE(at == start);
    else
        REQUIRE(at == fresh);
}

void
doIoc(Input &in)
{
    unsigned req = in.u32();
    unsigned dir = req >> 30;
    REQUIRE((iocNr(req) | iocType(req) << 8 | iocSize(req) << 16 | dir << 30) == req);
    REQUIRE(iocRead(req) == bool(dir & 2));
}

} // namespace

extern "C" int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Input in{data, size};
    // Guest memory's first contents, made once (a byte loop per input was a tenth of the run
    // time: every comparison of its counter is traced).
    static const std::vector<uint8_t> image = [] {
        std::vector<uint8_t> g(GuestBytes);
        for (size_t i = 0; i < GuestBytes; i++)
            g[i] = uint8_t(i * 7 + 3);
        return g;
    }();
    State st;
    st.relocate = in.u8() & 1;
    st.guest = image;
    while (in.n) {
        uint8_t op = in.u8();
        switch (op % 6) {
          case 0: doIoctl(in, op, st); break;
          case 1: doRenderMmap(in, st); break;
          case 2: doMmapReply(in); break;
          case 3: doAccessors(in, op); break;
          case 4: doMmapTarget(in); break;
          default: doIoc(in); break;
        }
    }
    return 0;
}
