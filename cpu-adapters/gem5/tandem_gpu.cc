/*
 * TandemGpu: see tandem_gpu.hh and docs/gem5.md.
 */

#include "tandem_gpu.hh"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

#include "base/logging.hh"
#include "base/trace.hh"
#include "debug/Tandem.hh"
#include "mem/packet_access.hh"
#include "sim/sim_exit.hh"
#include "sim/system.hh"
#include "tandem_kfd.hh"

extern char **environ;

namespace gem5
{
namespace tandem
{

namespace
{

/** The GPU side reports a queue error as an event with this id (gpu_sim's QUEUE_ERROR_EVENT). */
constexpr uint64_t QueueErrorEvent = ~uint64_t(0);
constexpr Addr DoorbellPage = 4096;

} // anonymous namespace

TandemGpu::TandemGpu(const Params &p)
    : BasicPioDevice(p, p.vram_window_offset + Addr(p.n_gpus) * p.vram_bytes),
      sys(p.system), requestorId(p.system->getRequestorId(this)),
      nGpus(p.n_gpus), vramBytes(p.vram_bytes),
      vramWindow(p.vram_window_offset),
      doorbellOffsets(p.n_gpus, 0),
      exitAtFirstDoorbell(p.exit_at_first_doorbell),
      syncEv([this] { syncEvent(); }, name() + ".sync"),
      stats(this)
{
    fatal_if(nGpus == 0, "%s: n_gpus must be at least 1", name());
    fatal_if(vramBytes == 0 || vramBytes % DoorbellPage != 0,
             "%s: vram_bytes must be a non-zero multiple of 4 KiB", name());
    fatal_if(Addr(nGpus) * DoorbellPage > vramWindow,
             "%s: %u doorbell pages do not fit below vram_window_offset",
             name(), nGpus);
    // Each GPU's VRAM is a shared memory file: the GPU process maps it as its VRAM, we map it
    // as the CPU's large-BAR window. The descriptors stay open (no close-on-exec) for the
    // child.
    for (unsigned g = 0; g < nGpus; g++) {
        std::string nm = "tandem-gem5-gpu" + std::to_string(g) + "-vram";
        int fd = memfd_create(nm.c_str(), 0);
        fatal_if(fd < 0, "%s: memfd_create: %s", name(), strerror(errno));
        fatal_if(ftruncate(fd, off_t(vramBytes)) != 0,
                 "%s: sizing %llu bytes of VRAM: %s", name(),
                 (unsigned long long)vramBytes, strerror(errno));
        void *m = ::mmap(nullptr, vramBytes, PROT_READ | PROT_WRITE,
                         MAP_SHARED | MAP_NORESERVE, fd, 0);
        fatal_if(m == MAP_FAILED, "%s: mapping VRAM: %s", name(),
                 strerror(errno));
        vram.push_back(static_cast<uint8_t *>(m));
        vramFds.push_back(fd);
    }
    for (unsigned i = 0; i < p.port_mem_ports_connection_count; i++) {
        memPorts.push_back(std::make_unique<MemPort>(
            name() + ".mem_ports" + std::to_string(i), *this, i));
    }
    driverBuf.resize(BRIDGE_DRIVER_MAX_PAYLOAD);
}

TandemGpu::~TandemGpu()
{
    if (bridge) {
        tandem_bridge_destroy(bridge);
        bridge = nullptr;
    }
    for (size_t g = 0; g < vram.size(); g++) {
        ::munmap(vram[g], vramBytes);
        ::close(vramFds[g]);
    }
}

Port &
TandemGpu::getPort(const std::string &if_name, PortID idx)
{
    if (if_name == "mem_ports" && idx >= 0 && size_t(idx) < memPorts.size())
        return *memPorts[idx];
    return BasicPioDevice::getPort(if_name, idx);
}

void
TandemGpu::attachKfd(TandemKfd *k)
{
    fatal_if(kfd && kfd != k, "%s: a second TandemKfd attached; one driver "
             "serves all GPUs", name());
    kfd = k;
}

Addr
TandemGpu::vramPa(unsigned g, uint64_t offset) const
{
    return pioAddr + vramWindow + Addr(g) * vramBytes + offset;
}

void
TandemGpu::setDoorbellOffset(unsigned g, uint64_t mmap_offset)
{
    if (g < doorbellOffsets.size())
        doorbellOffsets[g] = mmap_offset;
}

std::string
TandemGpu::gpuErrorText() const
{
    std::ifstream f(params().stats_dir + "/gpu-error.txt");
    if (!f)
        return "";
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
}

void
TandemGpu::bridgeFailed(const char *what, int rc)
{
    std::string why = tandem_bridge_last_error();
    std::string gpu = gpuErrorText();
    finished = true;
    fatal("%s: the Tandem GPU process failed (%s: error %d: %s)%s%s",
          name(), what, rc, why, gpu.empty() ? "" : "; it reported: ", gpu);
}

void
TandemGpu::spawnGpuProcess()
{
    const Params &p = params();
    TandemBridgeConfig cfg = tandem_bridge_default_config();
    cfg.n_mc = p.n_mc;
    cfg.ring_entries = p.ring_entries;
    cfg.c2g_latency_ps = p.c2g_latency;
    cfg.g2c_latency_ps = p.g2c_latency;
    cfg.quantum_ps = p.quantum;
    cfg.per_cycle = p.per_cycle ? 1 : 0;
    cfg.core_period_ps = p.core_period;
    cfg.mem_period_ps = p.mem_period;
    int rc = tandem_bridge_create(&cfg, &bridge);
    if (rc != TANDEM_OK)
        fatal("%s: creating the bridge: %s", name(),
              tandem_bridge_last_error());

    // Guest physical memory, as the GPU process will see it.
    int host_fd = shm_open(p.backstore.c_str(), O_RDWR, 0);
    fatal_if(host_fd < 0, "%s: opening the shared backstore %s: %s (set "
             "system.shared_backstore to the same name)", name(),
             p.backstore, strerror(errno));
    struct stat st;
    fatal_if(fstat(host_fd, &st) != 0, "%s: fstat: %s", name(),
             strerror(errno));
    fatal_if(uint64_t(st.st_size) < sys->memSize(),
             "%s: the backstore holds %llu bytes but the system has %llu; "
             "Tandem needs one memory range starting at 0", name(),
             (unsigned long long)st.st_size,
             (unsigned long long)sys->memSize());
    fcntl(host_fd, F_SETFD, 0);

    std::ifstream side(p.side_config);
    fatal_if(!side, "%s: cannot read the GPU side's configuration %s", name(),
             p.side_config);
    std::stringstream side_text;
    side_text << side.rdbuf();

    std::string fds;
    for (size_t g = 0; g < vramFds.size(); g++)
        fds += (g ? "," : "") + std::to_string(vramFds[g]);
    std::vector<std::string> args(p.gpu_command.begin(), p.gpu_command.end());
    fatal_if(args.empty(), "%s: gpu_command is empty", name());
    std::vector<std::string> more = {
        "--segment", tandem_bridge_segment_name(bridge),
        "--host-fd", std::to_string(host_fd),
        "--host-bytes", std::to_string(uint64_t(st.st_size)),
        "--vram-fd", fds,
        "--vram-bytes", std::to_string(vramBytes),
        "--config", side_text.str(),
        "--stats-out", p.stats_dir + "/gpu-side.json",
    };
    args.insert(args.end(), more.begin(), more.end());
    std::vector<char *> argv;
    for (auto &a : args)
        argv.push_back(const_cast<char *>(a.c_str()));
    argv.push_back(nullptr);
    ::unlink((p.stats_dir + "/gpu-error.txt").c_str());

    // The GPU process leads a process group of its own, and the watchdog and the
    // shutdown kill the whole group: a wrapper script in gpu_command leaves no child.
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attr, 0);
    pid_t pid = 0;
    int err = posix_spawnp(&pid, argv[0], nullptr, &attr, argv.data(),
                           environ);
    posix_spawnattr_destroy(&attr);
    ::close(host_fd);
    fatal_if(err != 0, "%s: starting the Tandem GPU process %s: %s", name(),
             args[0], strerror(err));
    child = pid;
    rc = tandem_bridge_accept(bridge, uint32_t(pid), p.connect_timeout_ms);
    if (rc != TANDEM_OK)
        bridgeFailed("waiting for it to connect", rc);
    // The host stub's watchdog: a frozen GPU process fails the run naming the
    // limit instead of hanging gem5 (the bridge calls that wait are marked).
    rc = tandem_bridge_watch(bridge, uint32_t(pid), p.wall_timeout_s,
                             p.stall_timeout_ms);
    if (rc != TANDEM_OK)
        bridgeFailed("starting the watchdog", rc);
    inform("%s: Tandem GPU process %d connected (%u GPUs, segment %s)",
           name(), pid, nGpus, tandem_bridge_segment_name(bridge));
    registerExitCallback([this] { shutdown(); });
}

void
TandemGpu::startup()
{
    BasicPioDevice::startup();
    fatal_if(!kfd, "%s: no TandemKfd uses this GPU (add TandemKfd(gpu=...) to "
             "the process's drivers)", name());
    spawnGpuProcess();
    schedule(syncEv, curTick());
}

void
TandemGpu::syncTo(Tick t)
{
    if (!bridge || finished)
        return;
    for (;;) {
        uint64_t reached = 0;
        auto t0 = std::chrono::steady_clock::now();
        int rc = tandem_bridge_advance(bridge, t, &reached);
        stats.bridgeHostSeconds += std::chrono::duration<double>(
            std::chrono::steady_clock::now() - t0).count();
        if (rc == TANDEM_DUE) {
            panic_if(reached < curTick(), "%s: a bridge message stamped %llu "
                     "arrived at %llu", name(), (unsigned long long)reached,
                     (unsigned long long)curTick());
            drainDue();
            continue;
        }
        if (rc == TANDEM_OK)
            return;
        if (rc == TANDEM_TERMINATED) {
            finished = true;
            std::string gpu = gpuErrorText();
            fatal("%s: the Tandem GPU process ended the run%s%s", name(),
                  gpu.empty() ? "" : ": ", gpu);
        }
        bridgeFailed("advance", rc);
    }
}

void
TandemGpu::drainDue()
{
    for (bool any = true; any;) {
        any = false;
        TandemDriverInfo info;
        int rc = tandem_bridge_recv_driver(bridge, &info, driverBuf.data(),
                                           driverBuf.size());
        if (rc == TANDEM_ERR_TOO_SMALL) {
            driverBuf.resize(info.len);
            continue;
        }
        if (rc < 0)
            bridgeFailed("receiving a driver message", rc);
        if (rc == 1) {
            any = true;
            if (info.ty == DRV_EVENT) {
                stats.gpuEvents++;
                if (info.arg0 == QueueErrorEvent) {
                    finished = true;
                    fatal("%s: the GPU reported an error: %s", name(),
                          std::string((const char *)driverBuf.data(),
                                      info.len));
                }
            } else {
                stats.driverReplies++;
                kfd->handleReply(info.ty, info.seq, int64_t(info.arg1),
                                 driverBuf.data(), info.len);
            }
        }
        uint32_t mc = 0;
        uint8_t ty = 0;
        TandemMemMsg m;
        rc = tandem_bridge_recv_mem_req(bridge, &mc, &ty, &m);
        if (rc < 0)
            bridgeFailed("receiving a memory request", rc);
        if (rc == 1) {
            any = true;
            serveMemRequest(mc, ty, m);
        }
    }
}

void
TandemGpu::syncEvent()
{
    stats.syncEvents++;
    syncTo(curTick());
    scheduleSync();
}

void
TandemGpu::scheduleSync()
{
    if (finished || syncEv.scheduled())
        return;
    uint64_t h = tandem_bridge_horizon(bridge);
    if (h == ~uint64_t(0))
        return;
    schedule(syncEv, std::max<Tick>(h, curTick() + 1));
}

void
TandemGpu::sendNow(uint8_t type, uint64_t seq, uint64_t arg0, uint64_t arg1,
                   const uint8_t *payload, size_t len, const char *what)
{
    // Bring the bridge to now first, so the message is stamped from this tick. The sync
    // event stays where it is: a send does not move the horizon.
    syncTo(curTick());
    int rc = tandem_bridge_send_driver(bridge, type, seq, arg0, arg1, payload,
                                       len);
    if (rc != TANDEM_OK)
        bridgeFailed(what, rc);
}

uint64_t
TandemGpu::sendDriver(uint8_t type, uint64_t arg0, uint64_t arg1,
                      const std::vector<uint8_t> &payload)
{
    uint64_t seq = nextSeq++;
    stats.driverRequests++;
    sendNow(type, seq, arg0, arg1, payload.data(), payload.size(),
            "sending a driver request");
    return seq;
}

Tick
TandemGpu::write(PacketPtr pkt)
{
    Addr off = pkt->getAddr() - pioAddr;
    unsigned size = pkt->getSize();
    if (off < Addr(nGpus) * DoorbellPage) {
        unsigned g = off / DoorbellPage;
        uint64_t value = size >= 8 ? pkt->getLE<uint64_t>()
                       : size == 4 ? pkt->getLE<uint32_t>()
                       : size == 2 ? pkt->getLE<uint16_t>()
                                   : pkt->getLE<uint8_t>();
        DPRINTF(Tandem, "doorbell GPU %u +%#x = %#llx\n", g,
                off % DoorbellPage, (unsigned long long)value);
        stats.doorbells++;
        if (exitAtFirstDoorbell && !rangFirstDoorbell)
            exitSimLoop("tandem: first doorbell");
        rangFirstDoorbell = true;
        sendNow(DRV_DOORBELL, 0, doorbellOffsets[g] + off % DoorbellPage, value,
                nullptr, 0, "sending a doorbell");
    } else if (off >= vramWindow) {
        uint64_t v = off - vramWindow;
        unsigned g = v / vramBytes;
        uint64_t o = v % vramBytes;
        if (g < nGpus && o + size <= vramBytes) {
            std::memcpy(vram[g] + o, pkt->getConstPtr<uint8_t>(), size);
            stats.vramWrites++;
            stats.vramBytes += size;
        }
    } else {
        warn_once("%s: a write between the doorbells and VRAM (%#x) is "
                  "ignored", name(), off);
    }
    pkt->makeAtomicResponse();
    return pioDelay;
}

Tick
TandemGpu::read(PacketPtr pkt)
{
    Addr off = pkt->getAddr() - pioAddr;
    unsigned size = pkt->getSize();
    if (off >= vramWindow) {
        uint64_t v = off - vramWindow;
        unsigned g = v / vramBytes;
        uint64_t o = v % vramBytes;
        if (g < nGpus && o + size <= vramBytes) {
            pkt->setData(vram[g] + o);
            stats.vramReads++;
            stats.vramBytes += size;
        } else {
            std::memset(pkt->getPtr<uint8_t>(), 0, size);
        }
    } else {
        // Doorbells read as zero, like a write-only register.
        std::memset(pkt->getPtr<uint8_t>(), 0, size);
    }
    pkt->makeAtomicResponse();
    return pioDelay;
}

void
TandemGpu::serveMemRequest(uint32_t mc, uint8_t ty, const TandemMemMsg &m)
{
    fatal_if(memPorts.empty(), "%s: the GPU side sends host-memory traffic "
             "over the bridge (the APU configuration) but mem_ports is not "
             "connected", name());
    // Memory messages carry whole lines: a read answers with the line holding addr, a write
    // brings the line and a byte mask.
    Addr line = m.addr & ~Addr(BRIDGE_LINE_BYTES - 1);
    bool is_read = ty == MEM_READ;
    auto req = std::make_shared<Request>(line, BRIDGE_LINE_BYTES, 0,
                                         requestorId);
    PacketPtr pkt;
    if (is_read) {
        pkt = Packet::createRead(req);
        pkt->allocate();
        stats.memReads++;
    } else {
        std::vector<bool> be(BRIDGE_LINE_BYTES);
        for (unsigned i = 0; i < BRIDGE_LINE_BYTES; i++)
            be[i] = (m.byte_mask >> i) & 1;
        req->setByteEnable(be);
        pkt = Packet::createWrite(req);
        pkt->allocate();
        pkt->setData(m.data);
        stats.memWrites++;
    }
    memPending[pkt] = MemPending{mc, m, is_read};
    memPorts[mc % memPorts.size()]->send(pkt);
}

void
TandemGpu::memResponse(PacketPtr pkt)
{
    auto it = memPending.find(pkt);
    panic_if(it == memPending.end(), "%s: unknown memory response", name());
    MemPending p = it->second;
    memPending.erase(it);
    syncTo(curTick());
    TandemMemMsg r = p.msg;
    if (p.isRead)
        std::memcpy(r.data, pkt->getConstPtr<uint8_t>(), BRIDGE_LINE_BYTES);
    delete pkt;
    int rc = tandem_bridge_send_mem_resp(
        bridge, p.mc, p.isRead ? MEM_READ_RESP : MEM_WRITE_ACK, &r);
    if (rc != TANDEM_OK)
        bridgeFailed("sending a memory response", rc);
}

void
TandemGpu::MemPort::send(PacketPtr pkt)
{
    if (!blocked.empty() || !sendTimingReq(pkt))
        blocked.push_back(pkt);
}

bool
TandemGpu::MemPort::recvTimingResp(PacketPtr pkt)
{
    owner.memResponse(pkt);
    return true;
}

void
TandemGpu::MemPort::recvReqRetry()
{
    while (!blocked.empty()) {
        if (!sendTimingReq(blocked.front()))
            return;
        blocked.pop_front();
    }
}

void
TandemGpu::shutdown()
{
    if (!bridge || finished)
        return;
    finished = true;
    uint64_t drained = 0;
    int rc = tandem_bridge_shutdown(bridge, &drained);
    if (rc != TANDEM_OK) {
        warn("%s: the GPU process did not shut down cleanly: %s", name(),
             tandem_bridge_last_error());
    }
    // The GPU process writes its statistics after the acknowledgement; give it time.
    for (int i = 0; i < 6000 && child > 0; i++) {
        int status = 0;
        pid_t r = waitpid(child, &status, WNOHANG);
        if (r == child) {
            if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
                warn("%s: the GPU process exited with status %d%s%s", name(),
                     status, gpuErrorText().empty() ? "" : ": ",
                     gpuErrorText());
            child = 0;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (child > 0) {
        warn("%s: the GPU process %d did not exit; killing it", name(), child);
        ::kill(-child, SIGKILL);
        ::kill(child, SIGKILL);
        waitpid(child, nullptr, 0);
        child = 0;
    }
    inform("%s: Tandem GPU statistics in %s", name(), params().stats_dir);
    tandem_bridge_destroy(bridge);
    bridge = nullptr;
}

TandemGpu::Stats::Stats(TandemGpu *parent)
    : statistics::Group(parent),
      ADD_STAT(syncEvents, statistics::units::Count::get(),
               "bridge sync events (one per horizon)"),
      ADD_STAT(doorbells, statistics::units::Count::get(),
               "doorbell stores forwarded to the GPUs"),
      ADD_STAT(driverRequests, statistics::units::Count::get(),
               "ioctl and mmap requests sent to the emulated driver"),
      ADD_STAT(driverReplies, statistics::units::Count::get(),
               "ioctl and mmap replies received"),
      ADD_STAT(gpuEvents, statistics::units::Count::get(),
               "event signals received from the GPUs"),
      ADD_STAT(memReads, statistics::units::Count::get(),
               "GPU line reads of system memory served by gem5"),
      ADD_STAT(memWrites, statistics::units::Count::get(),
               "GPU line writes of system memory served by gem5"),
      ADD_STAT(vramReads, statistics::units::Count::get(),
               "CPU reads through the VRAM windows"),
      ADD_STAT(vramWrites, statistics::units::Count::get(),
               "CPU writes through the VRAM windows"),
      ADD_STAT(vramBytes, statistics::units::Byte::get(),
               "bytes the CPU moved through the VRAM windows"),
      ADD_STAT(bridgeHostSeconds, statistics::units::Second::get(),
               "host wall-clock seconds gem5 spent in the bridge's advance "
               "(waiting for the GPU process and exchanging messages)")
{
}

} // namespace tandem
} // namespace gem5
