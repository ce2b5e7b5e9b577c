# Tandem's gem5 SimObjects (an EXTRAS directory: see docs/gem5.md).
#
# TandemGpu owns the bridge to the Tandem GPU process (N simulated GCN3 GPUs) and lock-steps
# gem5's event queue with it. It is a PIO device: the doorbell pages and the CPU's large-BAR
# window onto each GPU's VRAM are its address range. TandemKfd is the /dev/kfd of an SE-mode
# process: it forwards every ioctl and mmap to Tandem's emulated KFD driver through TandemGpu.
# TandemRender is one GPU's /dev/dri/renderD<minor>, which ROCt opens and maps buffers through.

from m5.params import *
from m5.proxy import *
from m5.objects.Device import BasicPioDevice
from m5.objects.Process import EmulatedDriver


class TandemGpu(BasicPioDevice):
    type = "TandemGpu"
    cxx_header = "tandem_gpu.hh"
    cxx_class = "gem5::tandem::TandemGpu"

    system = Param.System(Parent.any, "the system whose memory the GPUs share")
    gpu_command = VectorParam.String(
        "argv prefix that starts the Tandem GPU process "
        "(from tandem.json's gpu_process)"
    )
    side_config = Param.String(
        "the GPU side's configuration file (gpu-side.toml from "
        "tandem gem5-prepare)"
    )
    stats_dir = Param.String(
        "folder for the GPU process's gpu-side.json and stats.txt"
    )
    backstore = Param.String(
        "the system's shared_backstore name: the GPU process maps guest "
        "physical memory through it"
    )
    n_gpus = Param.Unsigned(1, "number of simulated GPUs")
    vram_bytes = Param.UInt64("VRAM of each GPU in bytes")
    n_mc = Param.Unsigned(8, "bridge memory-controller queues")
    ring_entries = Param.Unsigned(1024, "slots per bridge ring")
    c2g_latency = Param.Latency("100ns", "CPU-to-GPU bridge latency")
    g2c_latency = Param.Latency("100ns", "GPU-to-CPU bridge latency")
    quantum = Param.Latency("0ns", "sync quantum (0: the smallest latency)")
    per_cycle = Param.Bool(False, "per-cycle lock-step instead of quantum")
    core_period = Param.Latency("1ns", "GPU core clock period")
    mem_period = Param.Latency("2ns", "GPU memory clock period")
    connect_timeout_ms = Param.UInt64(
        10000, "how long to wait for the GPU process to connect"
    )
    stall_timeout_ms = Param.UInt64(
        30000,
        "stop a GPU process that, while gem5 waits for it, sends nothing and "
        "uses under 5%% of a CPU for this many wall-clock ms (0: off)",
    )
    wall_timeout_s = Param.UInt64(
        0, "stop the GPU process after this many wall-clock seconds (0: off)"
    )
    vram_window_offset = Param.Addr(
        0x40000000,
        "offset of the VRAM windows in the PIO range (the doorbell pages "
        "come first)",
    )
    exit_at_first_doorbell = Param.Bool(
        False,
        "leave the simulation loop at the program's first doorbell (tandem_se.py "
        "--phases: start-up statistics, optional CPU switch)",
    )
    mem_ports = VectorRequestPort(
        "GPU accesses to system memory (one per bridge memory-controller "
        "queue; used when the GPU side sends host-memory traffic over the "
        "bridge, as in the APU configuration)"
    )


class TandemKfd(EmulatedDriver):
    type = "TandemKfd"
    cxx_header = "tandem_kfd.hh"
    cxx_class = "gem5::tandem::TandemKfd"

    filename = "kfd"
    gpu = Param.TandemGpu("the Tandem GPUs this driver serves")
    host_va_base = Param.Addr(
        0x200000000000,
        "where the GPU side sees host memory: host physical address + this "
        "(gpu_sim::sys::memory::HOST_VA_BASE)",
    )


class TandemRender(EmulatedDriver):
    type = "TandemRender"
    cxx_header = "tandem_kfd.hh"
    cxx_class = "gem5::tandem::TandemRender"

    filename = "dri/renderD128"
    kfd = Param.TandemKfd("the /dev/kfd whose buffers this render node maps")
