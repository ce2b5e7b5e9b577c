/*
 * TandemGpu: N Tandem GPUs seen from gem5 (docs/gem5.md).
 *
 * Owns the CPU side of Tandem's shared-memory bridge and the GPU process it starts. Time:
 * gem5's tick is the bridge's picosecond; the bridge's clock is only ever moved to curTick()
 * (syncTo), and the next sync event is scheduled at the bridge's horizon, the earliest time
 * anything from the GPU side can become due, so every GPU message is acted on at exactly its
 * stamp and every CPU message is stamped from the gem5 tick it was sent at.
 *
 * Address range (PIO): one doorbell page per GPU from pio_addr, then each GPU's VRAM as a
 * large-BAR window from pio_addr + vram_window_offset. A doorbell store becomes a DRV_DOORBELL
 * message; a VRAM access reads or writes the VRAM region the GPU process shares with us.
 *
 * Memory: guest physical memory is the system's shared backstore, which the GPU process maps,
 * so host addresses on the GPU side are guest physical addresses. Host-memory traffic the GPU
 * side sends over the bridge's memory queues (the APU configuration) is issued into gem5's
 * memory system through mem_ports, timed by gem5.
 */

#ifndef __TANDEM_GPU_HH__
#define __TANDEM_GPU_HH__

#include <sys/types.h>

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "dev/io_device.hh"
#include "mem/port.hh"
#include "params/TandemGpu.hh"
#include "sim/eventq.hh"

// Relative to this file, because gem5 compiles its generated Python bindings, which include
// this header, without the adapter's include paths.
#include "../../bridge/include/tandem_bridge.h"

namespace gem5
{

class System;

namespace tandem
{

class TandemKfd;

class TandemGpu : public BasicPioDevice
{
  public:
    PARAMS(TandemGpu);
    explicit TandemGpu(const Params &p);
    ~TandemGpu() override;

    void startup() override;
    Port &getPort(const std::string &if_name,
                  PortID idx = InvalidPortID) override;

    Tick read(PacketPtr pkt) override;
    Tick write(PacketPtr pkt) override;

    /** Registers the driver that receives ioctl and mmap replies. */
    void attachKfd(TandemKfd *kfd);

    /**
     * Sends a driver request (DRV_IOCTL or DRV_MMAP) stamped from curTick(); returns its
     * sequence number. The reply reaches the attached TandemKfd at its simulated time.
     */
    uint64_t sendDriver(uint8_t type, uint64_t arg0, uint64_t arg1,
                        const std::vector<uint8_t> &payload);

    /** Physical address of GPU g's doorbell page. */
    Addr doorbellPa(unsigned g) const { return pioAddr + Addr(g) * 4096; }
    /** Physical address of byte `offset` of GPU g's VRAM window. */
    Addr vramPa(unsigned g, uint64_t offset) const;
    /** Records which KFD mmap offset GPU g's doorbell page was mapped from. */
    void setDoorbellOffset(unsigned g, uint64_t mmap_offset);

    unsigned numGpus() const { return nGpus; }
    System *system() const { return sys; }

  private:
    /** One request port into gem5's memory system. */
    class MemPort : public RequestPort
    {
      public:
        MemPort(const std::string &name, TandemGpu &owner, unsigned index)
            : RequestPort(name), owner(owner), index(index)
        {}
        /** Sends now or queues until the peer asks for a retry. */
        void send(PacketPtr pkt);

      protected:
        bool recvTimingResp(PacketPtr pkt) override;
        void recvReqRetry() override;

      private:
        TandemGpu &owner;
        unsigned index;
        std::deque<PacketPtr> blocked;
    };

    /** What a memory request from the GPU side needs for its answer. */
    struct MemPending
    {
        uint32_t mc;
        TandemMemMsg msg;
        bool isRead;
    };

    void spawnGpuProcess();
    void sendNow(uint8_t type, uint64_t seq, uint64_t arg0, uint64_t arg1,
                 const uint8_t *payload, size_t len, const char *what);
    void syncTo(Tick t);
    void drainDue();
    void syncEvent();
    void scheduleSync();
    void serveMemRequest(uint32_t mc, uint8_t ty, const TandemMemMsg &m);
    void memResponse(PacketPtr pkt);
    void shutdown();
    [[noreturn]] void bridgeFailed(const char *what, int rc);
    std::string gpuErrorText() const;

    System *sys;
    RequestorID requestorId;
    const unsigned nGpus;
    const uint64_t vramBytes;
    const Addr vramWindow;
    TandemBridge *bridge = nullptr;
    pid_t child = 0;
    bool finished = false;
    TandemKfd *kfd = nullptr;
    uint64_t nextSeq = 1;
    std::vector<uint8_t *> vram;
    std::vector<int> vramFds;
    std::vector<uint64_t> doorbellOffsets;
    /**
     * Leave the simulation loop at the first doorbell (param exit_at_first_doorbell): the
     * config dumps gem5's statistics of the program's start-up there and may switch CPU
     * models for the rest.
     */
    bool exitAtFirstDoorbell;
    bool rangFirstDoorbell = false;
    std::vector<std::unique_ptr<MemPort>> memPorts;
    std::unordered_map<PacketPtr, MemPending> memPending;
    std::vector<uint8_t> driverBuf;
    EventFunctionWrapper syncEv;

    struct Stats : public statistics::Group
    {
        Stats(TandemGpu *parent);
        statistics::Scalar syncEvents;
        statistics::Scalar doorbells;
        statistics::Scalar driverRequests;
        statistics::Scalar driverReplies;
        statistics::Scalar gpuEvents;
        statistics::Scalar memReads;
        statistics::Scalar memWrites;
        statistics::Scalar vramReads;
        statistics::Scalar vramWrites;
        statistics::Scalar vramBytes;
        /** Host (wall-clock) time spent in the bridge, for the pairing's overhead. */
        statistics::Scalar bridgeHostSeconds;
    } stats;
};

} // namespace tandem
} // namespace gem5

#endif // __TANDEM_GPU_HH__
