# gem5 SE-mode configuration: an x86 host program on gem5 CPUs drives N Tandem GPUs through
# /dev/kfd (docs/gem5.md).
#
#   gem5.opt -d OUT configs/gem5/tandem_se.py --tandem target/release/tandem \
#       --cmd tandem-guest --options "vecadd --gpus 2" --gpus 2
#
#   gem5.opt -d OUT configs/gem5/tandem_se.py --tandem target/release/tandem \
#       --rocm --cmd /usr/bin/rocminfo --gpus 2 --cpu-type atomic
#
# Before building the system it runs `tandem gem5-prepare`, which writes OUT/tandem/:
# gpu-side.toml (the GPU process's configuration), tandem.json (what this script needs) and
# the KFD sysfs topology under fs/sys, which the guest sees under /sys/devices/virtual/kfd
# and /sys/class/kfd (the rest of /sys, and /proc, are the host's, as gem5 passes them).
#
# --rocm runs an unmodified, dynamically linked ROCm program (rocminfo, HSA, HIP): gem5 loads
# its interpreter and libraries from the host; the program gets ROCm's environment
# (ROCM_ENV below, as `tandem exec` sets it), a /proc/modules that lists amdgpu (rocminfo's
# `lsmod | grep amdgpu` probe), and thread contexts for ROCr's and HIP's threads and the
# processes popen starts.

import argparse
import json
import os
import shlex
import subprocess
import sys

import m5
from m5.objects import *

CPU_TYPES = {
    "atomic": ("X86AtomicSimpleCPU", "atomic"),
    "timing": ("X86TimingSimpleCPU", "timing"),
    "o3": ("X86O3CPU", "timing"),
    # The host's CPU through /dev/kvm: the program runs natively in a virtual machine; gem5
    # handles its system calls, page faults and MMIO (doorbells, VRAM windows). Memory is
    # accessed directly, so there is no cache or DRAM timing; time is host time scaled.
    "kvm": ("X86KvmCPU", "atomic_noncaching"),
}

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--cmd", required=True, help="the host program (x86-64)")
parser.add_argument("--options", default="", help="its arguments, one string")
parser.add_argument(
    "--rocm",
    action="store_true",
    help="the program uses the ROCm stack (ROCt/ROCr/HIP): environment, /proc/modules, "
    "and by default 8 CPUs for its threads and child processes",
)
parser.add_argument(
    "--env",
    action="append",
    default=[],
    metavar="KEY=VALUE",
    help="a variable of the program's environment (repeatable)",
)
parser.add_argument(
    "--phases",
    action="store_true",
    help="dump gem5's statistics at the program's first doorbell (start-up, then the rest)",
)
parser.add_argument(
    "--switch-cpu",
    choices=sorted(CPU_TYPES),
    default=None,
    help="at the first doorbell, switch from --cpu-type to this CPU model (implies --phases); "
    "e.g. --cpu-type atomic --switch-cpu timing runs ROCm's start-up fast",
)
parser.add_argument(
    "--interrupts",
    choices=["off", "on"],
    default="on",
    help="with --rocm: ROCr waits for signals by KFD events (on, the default: a polling "
    "thread costs gem5 as much simulation as real work, docs/gem5.md) or by polling (off, "
    "as `tandem exec`)",
)
parser.add_argument("--cpu-type", choices=sorted(CPU_TYPES), default="timing")
parser.add_argument(
    "--num-cpus",
    type=int,
    default=None,
    help="CPUs for the program: each thread or child process needs one that is free "
    "(default: 1; 8 with --rocm)",
)
parser.add_argument(
    "--cpu-load",
    default=None,
    help="a second program (one string: path and arguments) on its own extra CPU, "
    "e.g. a memory-bound load beside the GPU workload",
)
parser.add_argument(
    "--kvm-host-factor",
    type=float,
    default=1.0,
    help="with --cpu-type kvm: simulated time per unit of host time the vCPU runs (gem5's "
    "hostFactor); below 1 gives each entry into the VM a longer slice of host time",
)
parser.add_argument("--cpu-clock", default="3GHz")
parser.add_argument("--mem-size", default="2GB", help="guest memory (at most 3GB)")
parser.add_argument(
    "--no-caches",
    action="store_true",
    help="no CPU caches (default: private 32 KiB L1I/L1D and a 1 MiB L2 per CPU)",
)
parser.add_argument(
    "--tandem",
    default=os.environ.get("TANDEM_EXE", "tandem"),
    help="the tandem executable (default: $TANDEM_EXE or tandem on PATH)",
)
parser.add_argument("--tandem-config", help="Tandem configuration file (TOML)")
group = parser.add_mutually_exclusive_group()
group.add_argument("--gpus", type=int, default=1, help="number of GPUs (1..N)")
group.add_argument("--unified-gpus", help="one unified GPU of these (0-based ids), e.g. 0,1,2,3")
parser.add_argument("--timing", action="store_true", help="Tandem's timing model")
parser.add_argument("--lockstep", choices=["quantum", "cycle"], default=None)
parser.add_argument("--quantum-ps", type=int, default=None)
parser.add_argument(
    "--pio-addr",
    type=lambda s: int(s, 0),
    default=0x100000000000,
    help="physical base of the doorbell pages and VRAM windows",
)
args = parser.parse_args()


def die(msg):
    # gem5's embedded Python aborts on sys.exit with a string; print, then exit with a code.
    print("tandem_se.py: " + msg, file=sys.stderr)
    sys.exit(1)


kvm = args.cpu_type == "kvm"
if kvm and not (os.path.isdir("/sys/module/kvm_intel") or os.path.isdir("/sys/module/kvm_amd")):
    # A paravirtual KVM (PVM's kvm_pvm, in some cloud VMs) opens /dev/kvm, but its guests run
    # at hardware CPL 3 and their supervisor mode may only use addresses the hypervisor
    # reserved: gem5's SE-mode system-call page (0xffff800000000000) is not one of them, so
    # the program never gets past its first system call (docs/gem5.md, "KVM CPUs").
    if os.environ.get("TANDEM_GEM5_KVM_FORCE") != "1":
        die(
            "--cpu-type kvm needs hardware KVM (the kvm_intel or kvm_amd module); this host's "
            "/dev/kvm is %s (set TANDEM_GEM5_KVM_FORCE=1 to try anyway)"
            % ("PVM (kvm_pvm)" if os.path.isdir("/sys/module/kvm_pvm") else "missing or unknown")
        )
    # Experimental (gem5 patch 0005): PVM's SYSCALL stays in user mode, so gem5's system-call
    # entry goes to a page in the user half that traps through the m5op page and jumps back.
    os.environ.setdefault("TANDEM_KVM_SE_USER_ENTRY", "1")
if kvm:
    # gem5 patch 0005: every entry into the VM may run at least 2 us of simulated time, so
    # that several vCPUs in one event queue do not take turns a cycle at a time.
    os.environ.setdefault("TANDEM_KVM_MIN_RUN_PS", "2000000")

if args.num_cpus is None:
    args.num_cpus = 8 if args.rocm else 1
if args.num_cpus < 1 or args.num_cpus > 64:
    die("--num-cpus must be 1..64")
env = []
for kv in args.env:
    if "=" not in kv or kv.startswith("="):
        die("--env wants KEY=VALUE, got %r" % kv)
    env.append(kv)

# What the ROCm stack needs against a driver in another process: the same variables
# `tandem exec` sets (cli/src/exec.rs ROCM_ENV; docs/rocm.md says why each), so a program
# behaves alike natively and under gem5.
ROCM_ENV = [
    ("HSA_USERPTR_FOR_PAGED_MEM", "0"),
    ("GPU_PINNED_XFER_SIZE", "0"),
    ("GPU_PINNED_MIN_XFER_SIZE", "0"),
    ("HSA_ENABLE_SDMA", "0"),
    ("AMD_DIRECT_DISPATCH", "1"),
]
if args.rocm:
    given = {kv.split("=", 1)[0] for kv in env}
    defaults = ROCM_ENV + [
        ("HSA_ENABLE_INTERRUPT", "0" if args.interrupts == "off" else "1"),
        ("PATH", "/usr/bin:/bin"),
        ("HOME", os.environ.get("HOME", "/root")),
    ]
    env += ["%s=%s" % (k, v) for k, v in defaults if k not in given]

outdir = m5.options.outdir
tdir = os.path.join(outdir, "tandem")
prep = [args.tandem, "gem5-prepare", "--out", tdir]
if args.tandem_config:
    prep += ["--config", args.tandem_config]
if args.unified_gpus:
    prep += ["--unified-gpus", args.unified_gpus]
else:
    prep += ["--gpus", str(args.gpus)]
if args.timing:
    prep.append("--timing")
if args.lockstep:
    prep += ["--lockstep", args.lockstep]
if args.quantum_ps is not None:
    prep += ["--quantum-ps", str(args.quantum_ps)]
try:
    subprocess.run(prep, check=True)
except (OSError, subprocess.CalledProcessError) as e:
    die("`%s` failed: %s" % (" ".join(prep), e))
with open(os.path.join(tdir, "tandem.json")) as f:
    tj = json.load(f)
br = tj["bridge"]

cpu_class, mem_mode = CPU_TYPES[args.cpu_type]
if args.switch_cpu:
    args.phases = True
    if CPU_TYPES[args.switch_cpu][1] != mem_mode and tj["apu"]:
        die("the APU configuration needs a timing CPU from the start")
if tj["apu"] and mem_mode != "timing":
    die(
        "the APU configuration sends GPU memory traffic into gem5's memory "
        "system, which needs a timing CPU (--cpu-type timing or o3)"
    )


def kvm_perf_available():
    """Whether perf_event_open gives this process a hardware cycle counter (KVM CPUs use it to
    count guest cycles and instructions)."""
    import ctypes
    import struct

    attr = bytearray(128)
    # PERF_TYPE_HARDWARE, size, PERF_COUNT_HW_CPU_CYCLES; disabled, exclude_kernel, exclude_hv.
    struct.pack_into("IIQ", attr, 0, 0, 128, 0)
    struct.pack_into("Q", attr, 40, 1 | (1 << 5) | (1 << 6))
    libc = ctypes.CDLL(None, use_errno=True)
    buf = (ctypes.c_char * 128).from_buffer(attr)
    fd = libc.syscall(298, buf, 0, -1, -1, 0)  # __NR_perf_event_open on x86-64
    if fd < 0:
        return False
    os.close(fd)
    return True


system = System()
system.clk_domain = SrcClockDomain(
    clock=args.cpu_clock, voltage_domain=VoltageDomain()
)
system.mem_mode = mem_mode
system.mem_ranges = [AddrRange(args.mem_size)]
# The GPU process maps guest physical memory through this shared-memory object.
system.shared_backstore = "/tandem-gem5-%d" % os.getpid()
system.auto_unlink_shared_backstore = True

if args.switch_cpu == "kvm":
    die("--switch-cpu kvm is not supported (start with --cpu-type kvm and switch away)")
if kvm:
    # One virtual machine; every X86KvmCPU is one vCPU with one thread context. In SE mode gem5
    # enters system calls through a page that stores to the m5ops MMIO range (below 4 GiB,
    # above guest memory).
    system.kvm_vm = KvmVM()
    system.m5ops_base = 0xFFFF0000

system.membus = SystemXBar()
system.system_port = system.membus.cpu_side_ports
n_cpus = args.num_cpus + (1 if args.cpu_load else 0)
system.cpu = [getattr(m5.objects, cpu_class)(cpu_id=i) for i in range(n_cpus)]
if kvm:
    for cpu in system.cpu:
        # Hardware performance counters are often missing in a virtual machine (perf_event_open
        # fails); without them the vCPU's time is the host time it ran (gem5 patch 0003).
        cpu.usePerf = kvm_perf_available()
        cpu.hostFactor = args.kvm_host_factor


def cache(size, assoc, latency):
    return Cache(
        size=size,
        assoc=assoc,
        tag_latency=latency,
        data_latency=latency,
        response_latency=latency,
        mshrs=16,
        tgts_per_mshr=20,
    )


for cpu in system.cpu:
    # The GPU process reads and writes host memory (AQL packets, signals, kernel arguments,
    # GTT buffers) straight in the backstore; TandemKfd maps every GTT buffer uncacheable, so
    # the CPU caches never hold a copy of what the GPUs share.
    if args.no_caches:
        cpu.icache_port = system.membus.cpu_side_ports
        cpu.dcache_port = system.membus.cpu_side_ports
        # The page-table walkers too (unused in SE mode, but a CPU switch takes their ports
        # over and needs them connected).
        cpu.mmu.connectWalkerPorts(
            system.membus.cpu_side_ports, system.membus.cpu_side_ports
        )
        cpu.createInterruptController()
        cpu.connectUncachedPorts(
            system.membus.cpu_side_ports, system.membus.mem_side_ports
        )
    else:
        cpu.addTwoLevelCacheHierarchy(
            cache("32kB", 8, 2), cache("32kB", 8, 2), cache("1MB", 16, 12)
        )
        cpu.createInterruptController()
        cpu.connectAllPorts(
            system.membus.cpu_side_ports,
            system.membus.cpu_side_ports,
            system.membus.mem_side_ports,
        )

system.mem_ctrl = MemCtrl()
system.mem_ctrl.dram = DDR3_1600_8x8()
system.mem_ctrl.dram.range = system.mem_ranges[0]
system.mem_ctrl.port = system.membus.mem_side_ports

system.tandem = TandemGpu(
    pio_addr=args.pio_addr,
    gpu_command=tj["gpu_process"],
    side_config=os.path.join(tdir, "gpu-side.toml"),
    stats_dir=tdir,
    backstore=system.shared_backstore,
    n_gpus=tj["n_gpus"],
    vram_bytes=tj["vram_bytes"],
    n_mc=br["n_mc"],
    ring_entries=br["ring_entries"],
    c2g_latency="%dps" % br["c2g_latency_ps"],
    g2c_latency="%dps" % br["g2c_latency_ps"],
    quantum="%dps" % br["quantum_ps"],
    per_cycle=br["per_cycle"],
    core_period="%dps" % br["core_period_ps"],
    mem_period="%dps" % br["mem_period_ps"],
    connect_timeout_ms=tj["connect_timeout_ms"],
    # Files written before the watchdog limits existed: the adapter's defaults.
    stall_timeout_ms=tj.get("stall_timeout_ms", 30000),
    wall_timeout_s=tj.get("wall_timeout_s", 0),
    exit_at_first_doorbell=args.phases,
)
system.tandem.pio = system.membus.mem_side_ports
if tj["apu"]:
    for _ in range(br["n_mc"]):
        system.tandem.mem_ports = system.membus.cpu_side_ports

# Only the KFD part of /sys is Tandem's; the CPU topology ROCt reads (/sys/devices/system,
# /proc/cpuinfo) stays the host's, as natively under `tandem exec`.
kfd_sys = os.path.join(tdir, "fs", "sys", "devices", "virtual", "kfd")
redirects = [
    RedirectPath(app_path="/sys/devices/virtual/kfd", host_paths=[kfd_sys]),
    RedirectPath(app_path="/sys/class/kfd", host_paths=[kfd_sys]),
]
if args.rocm:
    # rocminfo starts `lsmod | grep amdgpu` (sh, lsmod and grep run on gem5's CPUs too);
    # lsmod reads /proc/modules.
    proc = os.path.join(tdir, "fs", "proc")
    os.makedirs(proc, exist_ok=True)
    with open(os.path.join(proc, "modules"), "w") as f:
        f.write("amdgpu 9609216 0 - Live 0x0000000000000000\n")
    # gem5 redirects directories (app paths are normalised with a trailing slash); each
    # host path is tried in turn, so everything but modules is the host's /proc.
    redirects.append(RedirectPath(app_path="/proc", host_paths=[proc, "/proc"]))
    # lsmod also reads the module's sysfs directory (reference count, holders).
    mod = os.path.join(tdir, "fs", "module")
    os.makedirs(os.path.join(mod, "amdgpu", "holders"), exist_ok=True)
    with open(os.path.join(mod, "amdgpu", "refcnt"), "w") as f:
        f.write("0\n")
    redirects.append(RedirectPath(app_path="/sys/module", host_paths=[mod, "/sys/module"]))
system.redirect_paths = redirects
system.workload = SEWorkload.init_compatible(args.cmd)
process = Process(pid=100)
process.executable = args.cmd
process.cmd = [args.cmd] + shlex.split(args.options)
# Tandem's own guest program stores doorbells of the width the GPU side expects
# (gpu.cp.doorbell_bytes, from the prepared report) unless the options say otherwise.
if os.path.basename(args.cmd) == "tandem-guest" and not any(
    o.startswith("--doorbell-bytes") for o in process.cmd[1:]
):
    process.cmd += ["--doorbell-bytes", str(tj["doorbell_bytes"])]
process.env = env
if kvm:
    # gem5 builds the x86 page tables, GDT, IDT and system-call entry a vCPU needs.
    process.kvmInSE = True
    process.useArchPT = True
kfd = TandemKfd(gpu=system.tandem)
# The drivers are children of the system (a render node names the kfd, so neither may adopt
# the other); the process's driver list refers to them.
system.tandem_kfd = kfd
# One render node per GPU, with the minors the topology's drm_render_minor names.
system.tandem_render = [
    TandemRender(kfd=kfd, filename="dri/renderD%d" % (128 + i))
    for i in range(tj["n_gpus"])
]
process.drivers = [kfd] + list(system.tandem_render)
for cpu in system.cpu[: args.num_cpus]:
    cpu.workload = process
    cpu.createThreads()
if args.cpu_load:
    load_cmd = shlex.split(args.cpu_load)
    load = Process(pid=101)
    load.executable = load_cmd[0]
    load.cmd = load_cmd
    if kvm:
        load.kvmInSE = True
        load.useArchPT = True
    system.cpu[-1].workload = load
    system.cpu[-1].createThreads()

switch_pairs = []
if args.switch_cpu:
    sw = [
        getattr(m5.objects, CPU_TYPES[args.switch_cpu][0])(switched_out=True, cpu_id=i)
        for i in range(n_cpus)
    ]
    for old, new in zip(system.cpu, sw):
        new.workload = old.workload
        new.clk_domain = old.clk_domain
        new.isa = old.isa
        new.createThreads()
    system.switch_cpus = sw
    switch_pairs = list(zip(system.cpu, sw))

root = Root(full_system=False, system=system)
m5.instantiate()
print("tandem_se.py: %s on %d %s CPU(s), %d Tandem GPU(s)%s" % (
    " ".join(process.cmd), args.num_cpus, args.cpu_type, tj["n_gpus"],
    "; load: %s on one more CPU" % args.cpu_load if args.cpu_load else ""))
event = m5.simulate()
if args.phases and event.getCause() == "tandem: first doorbell":
    # gem5's stats.txt gets one dump for the start-up (everything before the program's first
    # doorbell: loader, ROCt/ROCr/HIP initialisation, code-object loading) and, at exit, one
    # for the rest.
    print("tandem_se.py: first doorbell @ tick %d: start-up statistics dumped" % m5.curTick())
    m5.stats.dump()
    m5.stats.reset()
    if switch_pairs:
        m5.switchCpus(system, switch_pairs)
        print("tandem_se.py: switched to %s CPUs" % args.switch_cpu)
    event = m5.simulate()
print("tandem_se.py: exiting @ tick %d: %s" % (m5.curTick(), event.getCause()))
code = event.getCode()
sys.exit(code if code is not None else 0)
