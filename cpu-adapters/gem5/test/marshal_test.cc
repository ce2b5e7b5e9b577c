// Checks TandemKfd's argument marshalling (kfd_marshal.hh) without gem5; run by
// tests/tests/gem5_adapter.rs, which also compares the layout lines printed here with the
// emulated driver's Rust ABI. Exit status 0 only if every check passed.

#include <cstdio>
#include <cstdlib>

#include "../kfd_marshal.hh"

using namespace tandem_kfd;

static int failures = 0;

#define CHECK(cond)                                                        \
    do {                                                                   \
        if (!(cond)) {                                                     \
            std::printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);   \
            failures++;                                                    \
        }                                                                  \
    } while (0)

template <typename T>
static std::vector<uint8_t>
bytesOf(const T &v)
{
    std::vector<uint8_t> b(sizeof(T));
    std::memcpy(b.data(), &v, sizeof(T));
    return b;
}

int
main()
{
    // Layout lines: request number, struct size (compared with emulated_driver::abi).
    std::printf("layout get_process_apertures_new %u %zu\n",
                iocNr(AMDKFD_IOC_GET_PROCESS_APERTURES_NEW),
                sizeof(kfd_ioctl_get_process_apertures_new_args));
    std::printf("layout map_memory_to_gpu %u %zu\n",
                iocNr(AMDKFD_IOC_MAP_MEMORY_TO_GPU),
                sizeof(kfd_ioctl_map_memory_to_gpu_args));
    std::printf("layout unmap_memory_from_gpu %u %zu\n",
                iocNr(AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU),
                sizeof(kfd_ioctl_unmap_memory_from_gpu_args));
    std::printf("layout wait_events %u %zu\n", iocNr(AMDKFD_IOC_WAIT_EVENTS),
                sizeof(kfd_ioctl_wait_events_args));
    std::printf("layout set_cu_mask %u %zu\n", iocNr(AMDKFD_IOC_SET_CU_MASK),
                sizeof(kfd_ioctl_set_cu_mask_args));
    std::printf("layout alloc_memory_of_gpu %u %zu\n",
                iocNr(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU),
                sizeof(kfd_ioctl_alloc_memory_of_gpu_args));
    std::printf("layout process_device_apertures 0 %zu\n",
                sizeof(kfd_process_device_apertures));
    std::printf("layout event_data 0 %zu\n", sizeof(kfd_event_data));

    // The _IOC decoding.
    CHECK(iocType(AMDKFD_IOC_WAIT_EVENTS) == 'K');
    CHECK(iocSize(AMDKFD_IOC_WAIT_EVENTS) == sizeof(kfd_ioctl_wait_events_args));
    CHECK(iocRead(AMDKFD_IOC_WAIT_EVENTS));
    CHECK(!iocRead(AMDKFD_IOC_DESTROY_QUEUE) ||
          iocSize(AMDKFD_IOC_DESTROY_QUEUE) > 0);

    // Pointer fields: offsets and byte counts from the counts in the struct.
    {
        kfd_ioctl_get_process_apertures_new_args a{};
        a.kfd_process_device_apertures_ptr = 0x1234000;
        a.num_of_nodes = 4;
        PointerField f;
        CHECK(pointerField(AMDKFD_IOC_GET_PROCESS_APERTURES_NEW, bytesOf(a), f));
        CHECK(f.fieldOffset == 0);
        CHECK(f.bytes == 4 * sizeof(kfd_process_device_apertures));
        CHECK(!f.copyIn && f.copyOut);
    }
    {
        kfd_ioctl_map_memory_to_gpu_args a{};
        a.n_devices = 3;
        PointerField f;
        CHECK(pointerField(AMDKFD_IOC_MAP_MEMORY_TO_GPU, bytesOf(a), f));
        CHECK(f.fieldOffset == offsetof(kfd_ioctl_map_memory_to_gpu_args,
                                        device_ids_array_ptr));
        CHECK(f.bytes == 12 && f.copyIn && !f.copyOut);
    }
    {
        kfd_ioctl_wait_events_args a{};
        a.num_events = 2;
        PointerField f;
        CHECK(pointerField(AMDKFD_IOC_WAIT_EVENTS, bytesOf(a), f));
        CHECK(f.bytes == 2 * sizeof(kfd_event_data) && f.copyIn && f.copyOut);
    }
    {
        kfd_ioctl_set_cu_mask_args a{};
        a.num_cu_mask = 64;
        PointerField f;
        CHECK(pointerField(AMDKFD_IOC_SET_CU_MASK, bytesOf(a), f));
        CHECK(f.bytes == 8 && f.copyIn);
    }
    {
        // No pointer in GET_VERSION; a truncated struct is not marshalled.
        kfd_ioctl_get_version_args v{};
        PointerField f;
        CHECK(!pointerField(AMDKFD_IOC_GET_VERSION, bytesOf(v), f));
        std::vector<uint8_t> shortArgs(4);
        CHECK(!pointerField(AMDKFD_IOC_WAIT_EVENTS, shortArgs, f));
    }

    // GET_TILE_CONFIG: two output arrays.
    {
        kfd_ioctl_get_tile_config_args t{};
        t.tile_config_ptr = 0x1000;
        t.macro_tile_config_ptr = 0x2000;
        t.num_tile_configs = 32;
        t.num_macro_tile_configs = 16;
        auto fs = pointerFields(AMDKFD_IOC_GET_TILE_CONFIG, bytesOf(t));
        CHECK(fs.size() == 2);
        CHECK(fs.size() == 2 && fs[0].fieldOffset == 0 && fs[0].bytes == 128 &&
              fs[0].copyOut && !fs[0].copyIn);
        CHECK(fs.size() == 2 && fs[1].fieldOffset == 8 && fs[1].bytes == 64 &&
              fs[1].copyOut);
        kfd_ioctl_wait_events_args w{};
        w.events_ptr = 0x3000;
        w.num_events = 2;
        CHECK(pointerFields(AMDKFD_IOC_WAIT_EVENTS, bytesOf(w)).size() == 1);
        kfd_ioctl_get_version_args v{};
        CHECK(pointerFields(AMDKFD_IOC_GET_VERSION, bytesOf(v)).empty());
    }

    // GTT rewrite and restore.
    {
        kfd_ioctl_alloc_memory_of_gpu_args a{};
        a.va_addr = 0x7f0000001000;
        a.size = 5000;
        a.gpu_id = 77;
        a.flags = KFD_IOC_ALLOC_MEM_FLAGS_GTT | KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE;
        auto b = bytesOf(a);
        GttAlloc g;
        CHECK(gttRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, b, g));
        CHECK(g.va == 0x7f0000001000 && g.bytes == 8192);
        rewriteGtt(b, g, 0x5000, 0x200000000000);
        kfd_ioctl_alloc_memory_of_gpu_args r;
        std::memcpy(&r, b.data(), sizeof r);
        CHECK(r.flags == uint32_t(KFD_IOC_ALLOC_MEM_FLAGS_USERPTR |
                                  KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE));
        CHECK(r.mmap_offset == 0x200000005000);
        CHECK(r.va_addr == a.va_addr && r.size == a.size && r.gpu_id == 77);
        restoreGtt(b, g);
        std::memcpy(&r, b.data(), sizeof r);
        CHECK(r.flags == a.flags && r.mmap_offset == a.va_addr);
        // Not GTT, not page aligned, or empty: left alone.
        a.flags = KFD_IOC_ALLOC_MEM_FLAGS_VRAM;
        CHECK(!gttRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, bytesOf(a), g));
        a.flags = KFD_IOC_ALLOC_MEM_FLAGS_GTT;
        a.va_addr = 0x1001;
        CHECK(!gttRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, bytesOf(a), g));
        a.va_addr = 0x1000;
        a.size = 0;
        CHECK(!gttRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, bytesOf(a), g));
        // Past or up to the end of the address space (found by the fuzz target kfd_marshal):
        // left to the driver, not mapped wrapping to address 0.
        a.va_addr = UINT64_MAX - 0xfff;
        a.size = 0x2000;
        CHECK(!gttRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, bytesOf(a), g));
        a.size = 0x1000;
        CHECK(!gttRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, bytesOf(a), g));
        a.va_addr = UINT64_MAX - 0x1fff;
        CHECK(gttRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, bytesOf(a), g) && g.bytes == 0x1000);
    }

    // User-pointer registrations: rewritten to the pages' physical home, restored after.
    {
        kfd_ioctl_alloc_memory_of_gpu_args a{};
        a.va_addr = 0x7f0000010000;
        a.size = 4097;
        a.gpu_id = 5;
        a.mmap_offset = 0x7fffe0002000;
        a.flags = KFD_IOC_ALLOC_MEM_FLAGS_USERPTR | KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE;
        auto b = bytesOf(a);
        UserptrAlloc u;
        CHECK(userptrRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, b, u));
        CHECK(u.cpu == 0x7fffe0002000 && u.bytes == 8192);
        rewriteUserptr(b, 0x9000, 0x200000000000);
        kfd_ioctl_alloc_memory_of_gpu_args r;
        std::memcpy(&r, b.data(), sizeof r);
        CHECK(r.mmap_offset == 0x200000009000 && r.flags == a.flags);
        CHECK(r.va_addr == a.va_addr && r.size == a.size && r.gpu_id == 5);
        restoreUserptr(b, u);
        std::memcpy(&r, b.data(), sizeof r);
        CHECK(r.mmap_offset == a.mmap_offset);
        // A GTT buffer is not a registration (the adapter rewrites those as USERPTR itself);
        // an unaligned or empty one is left to the driver's errno.
        a.flags = KFD_IOC_ALLOC_MEM_FLAGS_GTT;
        CHECK(!userptrRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, bytesOf(a), u));
        a.flags = KFD_IOC_ALLOC_MEM_FLAGS_USERPTR;
        a.mmap_offset = 0x7fffe0002010;
        CHECK(!userptrRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, bytesOf(a), u));
        a.mmap_offset = 0x7fffe0002000;
        a.size = 0;
        CHECK(!userptrRequest(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, bytesOf(a), u));
        CHECK(!userptrRequest(AMDKFD_IOC_FREE_MEMORY_OF_GPU, bytesOf(a), u));
    }

    // Where an mmap lands: MAP_FIXED at the caller's address, a free hint honoured.
    {
        CHECK(mmapTarget(0x7f0000000000, true, false, 0x1000) == 0x7f0000000000);
        CHECK(mmapTarget(0x7f0000000000, false, true, 0x1000) == 0x7f0000000000);
        CHECK(mmapTarget(0x7f0000000000, false, false, 0x1000) == 0x1000);
        CHECK(mmapTarget(0, false, true, 0x1000) == 0x1000);
    }

    // mmap replies (host_abi::driver::MmapReply::encode).
    {
        uint8_t p[16] = {2, 0, 0, 0, 3, 0, 0, 0, 0, 0x50, 0x34, 0x12, 0, 0, 0, 0};
        MmapReply r = decodeMmapReply(p, 16);
        CHECK(r.kind == MmapReply::Vram && r.gpu == 3 && r.value == 0x12345000);
        CHECK(decodeMmapReply(p, 15).kind == MmapReply::Invalid);
        p[0] = 9;
        CHECK(decodeMmapReply(p, 16).kind == MmapReply::Invalid);
    }

    // The byte accessors stay inside the buffer for any offset (found by the fuzz target
    // kfd_marshal: `off + 8 <= size` wrapped for an offset near SIZE_MAX).
    {
        std::vector<uint8_t> b(16, 0x5a);
        const std::vector<uint8_t> before = b;
        putU64(b, SIZE_MAX - 3, 1);
        putU32(b, SIZE_MAX - 1, 1);
        putU64(b, 9, 1);
        CHECK(b == before);
        CHECK(getU64(b, SIZE_MAX - 3) == 0 && getU32(b, SIZE_MAX - 1) == 0);
        CHECK(getU64(b, 9) == 0 && getU32(b, 13) == 0);
        putU64(b, 8, 0x1122334455667788);
        CHECK(getU64(b, 8) == 0x1122334455667788 && getU32(b, 12) == 0x11223344);
    }

    // Range lookups never wrap past 2^64 (found by the fuzz target kfd_marshal: a render-node
    // mmap of a GTT buffer with a length near 2^64 was found inside the buffer).
    {
        RangeMap m;
        m[0x10000] = {0x500000, 0x4000};
        uint64_t pa = 0;
        CHECK(lookupRange(m, 0x11000, 0x3000, pa) && pa == 0x501000);
        CHECK(!lookupRange(m, 0x11000, 0x3001, pa));
        CHECK(!lookupRange(m, 0x11000, UINT64_MAX - 0xfff, pa));
        CHECK(!lookupRange(m, 0x11000, UINT64_MAX, pa));
        CHECK(!lookupRange(m, 0xf000, 0x1000, pa));
        m[UINT64_MAX - 0x1fff] = {0x600000, 0x2000};
        CHECK(lookupRange(m, UINT64_MAX - 0xfff, 0x1000, pa) && pa == 0x601000);
        CHECK(!lookupRange(m, UINT64_MAX - 0xfff, 0x2000, pa));
        // Straddling: meets a range without lying inside it.
        CHECK(straddlesRange(m, 0xf000, 0x2000));
        CHECK(straddlesRange(m, 0x13000, 0x2000));
        CHECK(!straddlesRange(m, 0x14000, 0x1000));
        CHECK(!straddlesRange(m, 0xf000, 0x1000));
        CHECK(straddlesRange(m, UINT64_MAX - 0x2fff, 0x2000));
        CHECK(straddlesRange(m, 0x20000, UINT64_MAX));
    }

    std::printf("%s (%d failures)\n", failures ? "FAILED" : "ok", failures);
    return failures ? 1 : 0;
}
