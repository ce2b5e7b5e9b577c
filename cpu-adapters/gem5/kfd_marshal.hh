/*
 * The KFD argument marshalling of TandemKfd, free of gem5 so that CI tests it without a gem5
 * build (tests/tests/gem5_adapter.rs compiles test/marshal_test.cc against it).
 *
 * Struct layouts come from the real <linux/kfd_ioctl.h>; requests are matched on the full
 * _IOWR number, so a caller built against a header whose struct sizes differ is forwarded
 * untouched and gets the emulated driver's errno.
 */

#ifndef __TANDEM_KFD_MARSHAL_HH__
#define __TANDEM_KFD_MARSHAL_HH__

#include <linux/kfd_ioctl.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <map>
#include <utility>
#include <vector>

namespace tandem_kfd
{

constexpr uint64_t PageBytes = 4096;

/** Largest array an ioctl argument may point to (4096 wait events of 48 bytes fit). */
constexpr size_t MaxBounceBytes = 1 << 20;

// The _IOC encoding of Linux (asm-generic/ioctl.h).
inline unsigned iocNr(unsigned req) { return req & 0xff; }
inline unsigned iocType(unsigned req) { return (req >> 8) & 0xff; }
inline unsigned iocSize(unsigned req) { return (req >> 16) & 0x3fff; }
/** The kernel copies the struct back to user memory (_IOC_READ). */
inline bool iocRead(unsigned req) { return (req >> 30) & 2; }

/**
 * Whether bytes [off, off + n) lie inside `b`. Written so that it cannot wrap: `off + n` did
 * for an offset near SIZE_MAX (found by the fuzz target `kfd_marshal`; every caller passes an
 * offsetof, so no guest input reached it, but the accessors then read and wrote out of bounds).
 */
inline bool
fitsIn(const std::vector<uint8_t> &b, size_t off, size_t n)
{
    return off <= b.size() && b.size() - off >= n;
}

inline uint64_t
getU64(const std::vector<uint8_t> &b, size_t off)
{
    uint64_t v = 0;
    if (fitsIn(b, off, 8))
        std::memcpy(&v, b.data() + off, 8);
    return v;
}

inline uint32_t
getU32(const std::vector<uint8_t> &b, size_t off)
{
    uint32_t v = 0;
    if (fitsIn(b, off, 4))
        std::memcpy(&v, b.data() + off, 4);
    return v;
}

inline void
putU64(std::vector<uint8_t> &b, size_t off, uint64_t v)
{
    if (fitsIn(b, off, 8))
        std::memcpy(b.data() + off, &v, 8);
}

inline void
putU32(std::vector<uint8_t> &b, size_t off, uint32_t v)
{
    if (fitsIn(b, off, 4))
        std::memcpy(b.data() + off, &v, 4);
}

/** An argument struct's pointer into user memory, and which way the driver uses it. */
struct PointerField
{
    size_t fieldOffset = 0;
    size_t bytes = 0;
    bool copyIn = false;
    bool copyOut = false;
};

/**
 * The pointer field of the ioctls that have one: GET_PROCESS_APERTURES_NEW (apertures out),
 * MAP/UNMAP_MEMORY_TO/FROM_GPU (device ids in), WAIT_EVENTS (events in and out), SET_CU_MASK
 * (mask in). False for every other request, or when `args` is shorter than the struct.
 */
inline bool
pointerField(unsigned req, const std::vector<uint8_t> &a, PointerField &f)
{
    switch (req) {
      case AMDKFD_IOC_GET_PROCESS_APERTURES_NEW:
        if (a.size() < sizeof(kfd_ioctl_get_process_apertures_new_args))
            return false;
        f = {offsetof(kfd_ioctl_get_process_apertures_new_args,
                      kfd_process_device_apertures_ptr),
             size_t(getU32(a, offsetof(kfd_ioctl_get_process_apertures_new_args,
                                       num_of_nodes))) *
                 sizeof(kfd_process_device_apertures),
             false, true};
        return true;
      case AMDKFD_IOC_MAP_MEMORY_TO_GPU:
        if (a.size() < sizeof(kfd_ioctl_map_memory_to_gpu_args))
            return false;
        f = {offsetof(kfd_ioctl_map_memory_to_gpu_args, device_ids_array_ptr),
             size_t(getU32(a, offsetof(kfd_ioctl_map_memory_to_gpu_args,
                                       n_devices))) * 4,
             true, false};
        return true;
      case AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU:
        if (a.size() < sizeof(kfd_ioctl_unmap_memory_from_gpu_args))
            return false;
        f = {offsetof(kfd_ioctl_unmap_memory_from_gpu_args,
                      device_ids_array_ptr),
             size_t(getU32(a, offsetof(kfd_ioctl_unmap_memory_from_gpu_args,
                                       n_devices))) * 4,
             true, false};
        return true;
      case AMDKFD_IOC_WAIT_EVENTS:
        if (a.size() < sizeof(kfd_ioctl_wait_events_args))
            return false;
        f = {offsetof(kfd_ioctl_wait_events_args, events_ptr),
             size_t(getU32(a, offsetof(kfd_ioctl_wait_events_args,
                                       num_events))) *
                 sizeof(kfd_event_data),
             true, true};
        return true;
      case AMDKFD_IOC_SET_CU_MASK:
        if (a.size() < sizeof(kfd_ioctl_set_cu_mask_args))
            return false;
        f = {offsetof(kfd_ioctl_set_cu_mask_args, cu_mask_ptr),
             size_t(getU32(a, offsetof(kfd_ioctl_set_cu_mask_args,
                                       num_cu_mask)) / 32) * 4,
             true, false};
        return true;
      default:
        return false;
    }
}

/**
 * Every pointer field of a request: the one pointerField names, or for GET_TILE_CONFIG (ROCr's
 * image support asks it at start-up) its two output arrays, the tile and the macro-tile modes
 * (num_* in: how many the caller has room for).
 */
inline std::vector<PointerField>
pointerFields(unsigned req, const std::vector<uint8_t> &a)
{
    std::vector<PointerField> out;
    PointerField f;
    if (req == AMDKFD_IOC_GET_TILE_CONFIG) {
        using Args = kfd_ioctl_get_tile_config_args;
        if (a.size() < sizeof(Args))
            return out;
        out.push_back({offsetof(Args, tile_config_ptr),
                       size_t(getU32(a, offsetof(Args, num_tile_configs))) * 4, false,
                       true});
        out.push_back({offsetof(Args, macro_tile_config_ptr),
                       size_t(getU32(a, offsetof(Args, num_macro_tile_configs))) * 4,
                       false, true});
    } else if (pointerField(req, a, f)) {
        out.push_back(f);
    }
    return out;
}

/** A GTT allocation as the adapter rewrites it (see rewriteGtt). */
struct GttAlloc
{
    uint32_t flags = 0;
    uint64_t va = 0;
    uint64_t bytes = 0;
};

/**
 * If `a` is ALLOC_MEMORY_OF_GPU of GTT memory at a page-aligned va_addr, fills `g` (the
 * request as the program made it, size rounded up to pages) and returns true. The caller
 * backs [va, va + bytes) with contiguous physical pages at `pa` and calls rewriteGtt.
 */
inline bool
gttRequest(unsigned req, const std::vector<uint8_t> &a, GttAlloc &g)
{
    using Args = kfd_ioctl_alloc_memory_of_gpu_args;
    if (req != AMDKFD_IOC_ALLOC_MEMORY_OF_GPU || a.size() < sizeof(Args))
        return false;
    uint32_t fl = getU32(a, offsetof(Args, flags));
    uint64_t va = getU64(a, offsetof(Args, va_addr));
    uint64_t bytes = getU64(a, offsetof(Args, size));
    if (!(fl & KFD_IOC_ALLOC_MEM_FLAGS_GTT) || bytes == 0 ||
        va % PageBytes != 0 || bytes > (uint64_t(1) << 40))
        return false;
    uint64_t rounded = (bytes + PageBytes - 1) / PageBytes * PageBytes;
    // A buffer that reaches the end of the address space is left to the driver's errno:
    // placed, its pages would be mapped from va on, wrapping to address 0 (found by the fuzz
    // target kfd_marshal: the GTT map then held a range that wrapped).
    if (rounded > UINT64_MAX - va)
        return false;
    g.flags = fl;
    g.va = va;
    g.bytes = rounded;
    return true;
}

/**
 * The GPU side places a user-pointer allocation's pages at its CPU address minus the host
 * base, so a GTT buffer backed at physical `pa` goes there as USERPTR with CPU address
 * host_va_base + pa.
 */
inline void
rewriteGtt(std::vector<uint8_t> &a, const GttAlloc &g, uint64_t pa,
           uint64_t host_va_base)
{
    using Args = kfd_ioctl_alloc_memory_of_gpu_args;
    putU32(a, offsetof(Args, flags),
           (g.flags & ~uint32_t(KFD_IOC_ALLOC_MEM_FLAGS_GTT)) |
               KFD_IOC_ALLOC_MEM_FLAGS_USERPTR);
    putU64(a, offsetof(Args, mmap_offset), host_va_base + pa);
}

/** The program's view of a successful GTT allocation: its flags, mmap_offset = va_addr. */
inline void
restoreGtt(std::vector<uint8_t> &a, const GttAlloc &g)
{
    using Args = kfd_ioctl_alloc_memory_of_gpu_args;
    putU32(a, offsetof(Args, flags), g.flags);
    putU64(a, offsetof(Args, mmap_offset), g.va);
}

/** A user-pointer registration: the program's pages [cpu, cpu + bytes), page aligned. */
struct UserptrAlloc
{
    uint64_t cpu = 0;
    uint64_t bytes = 0;
};

/**
 * If `a` is ALLOC_MEMORY_OF_GPU of user memory (KFD_IOC_ALLOC_MEM_FLAGS_USERPTR, the CPU
 * address in mmap_offset, as ROCt's hsaKmtRegisterMemory and its AQL ring allocations pass
 * it), fills `u` and returns true. The adapter gives those pages a physically contiguous home
 * at `pa` and calls rewriteUserptr.
 */
inline bool
userptrRequest(unsigned req, const std::vector<uint8_t> &a, UserptrAlloc &u)
{
    using Args = kfd_ioctl_alloc_memory_of_gpu_args;
    if (req != AMDKFD_IOC_ALLOC_MEMORY_OF_GPU || a.size() < sizeof(Args))
        return false;
    uint32_t fl = getU32(a, offsetof(Args, flags));
    uint64_t cpu = getU64(a, offsetof(Args, mmap_offset));
    uint64_t bytes = getU64(a, offsetof(Args, size));
    if (!(fl & KFD_IOC_ALLOC_MEM_FLAGS_USERPTR) ||
        (fl & KFD_IOC_ALLOC_MEM_FLAGS_GTT) || bytes == 0 ||
        cpu % PageBytes != 0 || bytes > (uint64_t(1) << 40))
        return false;
    u.cpu = cpu;
    u.bytes = (bytes + PageBytes - 1) / PageBytes * PageBytes;
    return true;
}

/** The registration as the GPU side sees it: the pages at host_va_base + pa. */
inline void
rewriteUserptr(std::vector<uint8_t> &a, uint64_t pa, uint64_t host_va_base)
{
    using Args = kfd_ioctl_alloc_memory_of_gpu_args;
    putU64(a, offsetof(Args, mmap_offset), host_va_base + pa);
}

/** The program's view after the reply: its own CPU address. */
inline void
restoreUserptr(std::vector<uint8_t> &a, const UserptrAlloc &u)
{
    using Args = kfd_ioctl_alloc_memory_of_gpu_args;
    putU64(a, offsetof(Args, mmap_offset), u.cpu);
}

/**
 * The pointer fields of a request whose arrays travel through the bounce buffer: those of
 * pointerFields that lie inside the struct with a non-null pointer and a non-empty array.
 * `total` is the bounce buffer's bytes (each array 8-byte aligned, one after the other).
 */
inline std::vector<PointerField>
bouncedFields(unsigned req, const std::vector<uint8_t> &a, size_t &total)
{
    std::vector<PointerField> fields;
    total = 0;
    for (const PointerField &f : pointerFields(req, a)) {
        if (a.size() < f.fieldOffset + 8 || getU64(a, f.fieldOffset) == 0 || f.bytes == 0)
            continue;
        fields.push_back(f);
        total += (f.bytes + 7) / 8 * 8;
    }
    return fields;
}

/**
 * Ranges by start address: start -> (physical address, bytes), such as GTT buffers and
 * registered user pages.
 */
using RangeMap = std::map<uint64_t, std::pair<uint64_t, uint64_t>>;

/**
 * If [va, va + bytes) lies inside one range of `m`, sets `pa` to where va is and returns
 * true. A range that would end past 2^64 lies inside none. (Written without `va + bytes`:
 * that wrapped, and a program's render-node mmap of a GTT buffer with a length near 2^64, or
 * a user-pointer registration at the top of the address space, was found inside a buffer;
 * found by the fuzz target `kfd_marshal`.)
 */
inline bool
lookupRange(const RangeMap &m, uint64_t va, uint64_t bytes, uint64_t &pa)
{
    auto b = m.upper_bound(va);
    if (b == m.begin())
        return false;
    --b;
    uint64_t into = va - b->first;
    if (va < b->first || into > b->second.second || bytes > b->second.second - into)
        return false;
    pa = b->second.first + (va - b->first);
    return true;
}

/**
 * Whether [cpu, cpu + bytes) meets a range of `m` without lying inside it (its pages would
 * have to be in two places at once).
 */
inline bool
straddlesRange(const RangeMap &m, uint64_t cpu, uint64_t bytes)
{
    auto next = m.lower_bound(cpu);
    if (next != m.end() && next->first - cpu < bytes)
        return true;
    if (next != m.begin()) {
        auto prev = std::prev(next);
        if (cpu - prev->first < prev->second.second)
            return true;
    }
    return false;
}

/**
 * Where an mmap lands, as Linux places it: at `start` when the caller says MAP_FIXED; at the
 * hint `start` when that range is free (`hintFree`); else wherever the kernel picks
 * (`fresh`). ROCt maps doorbells and buffer objects MAP_FIXED at addresses it reserved.
 */
inline uint64_t
mmapTarget(uint64_t start, bool fixed, bool hintFree, uint64_t fresh)
{
    if (fixed)
        return start;
    if (start != 0 && hintFree)
        return start;
    return fresh;
}

/** What an mmap reply from the GPU side names (host_abi::driver::MmapReply's encoding). */
struct MmapReply
{
    enum Kind : uint32_t
    {
        Invalid = 0,
        Doorbell = 1,
        Vram = 2,
        Host = 3,
        EventsPage = 4
    };
    Kind kind = Invalid;
    uint32_t gpu = 0;
    uint64_t value = 0;
};

inline MmapReply
decodeMmapReply(const uint8_t *p, size_t len)
{
    MmapReply r;
    if (len < 16)
        return r;
    uint32_t k;
    std::memcpy(&k, p, 4);
    std::memcpy(&r.gpu, p + 4, 4);
    std::memcpy(&r.value, p + 8, 8);
    if (k >= MmapReply::Doorbell && k <= MmapReply::EventsPage)
        r.kind = MmapReply::Kind(k);
    return r;
}

} // namespace tandem_kfd

#endif // __TANDEM_KFD_MARSHAL_HH__
