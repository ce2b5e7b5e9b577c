//! The world's driver and command processors end to end, driven as the GPU process drives
//! them (driver-channel messages injected at their times): queues created through CREATE_QUEUE,
//! doorbells routed to the right GPU, and a barrier on one GPU that waits for a signal another
//! GPU's packet completes — seen in simulated-time order through the system-memory port.

use bridge::wire::{DRV_DOORBELL, DRV_IOCTL, DRV_MMAP};
use bridge::DriverMessage;
use emulated_driver::abi::{self, AbiStruct};
use gpu_sim::cp::aql::{self, FenceScope};
use gpu_sim::cp::functional::FunctionalTiming;
use gpu_sim::cp::CpConfig;
use gpu_sim::proto::Outgoing;
use gpu_sim::side::{GpuMode, GpuSideConfig};
use gpu_sim::sys::memory::{Place, SystemMemory, DEVICE_VA_BASE, HOST_VA_BASE};
use gpu_sim::sys::shm::SharedRegion;
use gpu_sim::world::World;
use host_abi::driver::MmapReply;

const US: u64 = 1_000_000;
const PKT_PS: u64 = 4_400_000;
const POLL_PS: u64 = 1_000_000;

/// Host-memory layout (offsets from `HOST_VA_BASE`, all inside one GTT buffer).
fn ring(g: u64) -> u64 {
    HOST_VA_BASE + 0x1_0000 * (g + 1)
}
fn amd_queue(g: u64) -> u64 {
    HOST_VA_BASE + 0x8000 + 0x1000 * g
}
fn signal(k: u64) -> u64 {
    HOST_VA_BASE + 0x4000 + 64 * k
}

struct Rig {
    world: World,
    seq: u64,
}

impl Rig {
    fn new(n: usize) -> Rig {
        let host = SharedRegion::create("world-queues-host", 1 << 20).unwrap();
        let vram = (0..n)
            .map(|g| SharedRegion::create(&format!("world-queues-vram{g}"), 1 << 20).unwrap())
            .collect();
        let cfg = GpuSideConfig {
            boundary: false,
            restoring: false,
            n_gpus: n as u32,
            functional: FunctionalTiming::r9_nano(),
            cp: CpConfig::r9_nano(),
            unified: None,
            mode: GpuMode::Functional,
            model: gpu_sim::config::TimingConfig::r9_nano(),
            threads: 1,
            notify_idle: false,
        };
        Rig {
            world: World::new(&cfg, SystemMemory::new(host, vram), None).unwrap(),
            seq: 0,
        }
    }

    /// One driver message at `t`; returns the answers emitted up to `t`.
    fn send(&mut self, t: u64, ty: u8, arg0: u64, arg1: u64, payload: Vec<u8>) -> Vec<Outgoing> {
        self.seq += 1;
        let m = DriverMessage {
            ty,
            seq: self.seq,
            arg0,
            arg1,
            time_ps: t,
            payload,
        };
        self.world.inject_driver(m, t).unwrap();
        self.world.run_until(t).unwrap();
        let out = self.world.take_to_host_timed();
        out.into_iter().map(|(_, o)| o).collect()
    }

    /// An ioctl at `t`: its return value and argument bytes.
    fn ioctl_ret<A: AbiStruct>(&mut self, t: u64, nr: u32, a: &A) -> (i64, Vec<u8>) {
        let mut b = vec![0u8; A::SIZE];
        a.write_to(&mut b);
        let req = u64::from(abi::request(nr).unwrap());
        match self.send(t, DRV_IOCTL, req, 0, b).pop() {
            Some(Outgoing::IoctlReply { ret, arg, .. }) => (ret, arg),
            o => panic!("ioctl {nr}: {o:?}"),
        }
    }

    /// An ioctl at `t` that must succeed: its argument bytes.
    fn ioctl<A: AbiStruct>(&mut self, t: u64, nr: u32, a: &A) -> Vec<u8> {
        let (ret, arg) = self.ioctl_ret(t, nr, a);
        assert_eq!(ret, 0, "ioctl {nr}");
        arg
    }

    /// ACQUIRE_VM on every GPU at `t`; returns the GPU ids.
    fn acquire_all(&mut self, t: u64, n: usize) -> Vec<u32> {
        let ids = emulated_driver::Driver::new(emulated_driver::DriverConfig::with_gpus(n as u32))
            .unwrap()
            .gpu_ids();
        for (i, id) in ids.iter().enumerate() {
            let a = abi::AcquireVmArgs {
                drm_fd: 10 + i as u32,
                gpu_id: *id,
            };
            self.ioctl(t + i as u64, abi::nr::ACQUIRE_VM, &a);
        }
        ids
    }

    fn put(&self, va: u64, v: &[u8]) {
        self.world.mem().host_write(va, v).unwrap();
    }

    fn get_u64(&self, va: u64) -> u64 {
        let mut b = [0u8; 8];
        self.world.mem().host_read(va, &mut b).unwrap();
        u64::from_le_bytes(b)
    }
}

fn barrier(deps: [u64; 5], completion: u64) -> [u8; 64] {
    let h = aql::header(
        aql::PACKET_TYPE_BARRIER_AND,
        false,
        FenceScope::None,
        FenceScope::None,
    );
    aql::encode_barrier(h, deps, completion)
}

#[test]
fn a_barrier_on_one_gpu_sees_another_gpus_signal_in_time_order() {
    let mut r = Rig::new(2);
    let ids = r.acquire_all(1000, 2);
    // One GTT buffer of host memory holds the rings, the queues' amd_queue_t and the signals.
    let alloc = abi::AllocMemoryOfGpuArgs {
        va_addr: HOST_VA_BASE,
        size: 0x4_0000,
        gpu_id: ids[0],
        flags: abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT,
        ..Default::default()
    };
    r.ioctl(3000, abi::nr::ALLOC_MEMORY_OF_GPU, &alloc);
    let mut doorbells = Vec::new();
    for (g, id) in ids.iter().enumerate() {
        let q = abi::CreateQueueArgs {
            ring_base_address: ring(g as u64),
            ring_size: 0x1000,
            read_pointer_address: amd_queue(g as u64) + 0x80,
            write_pointer_address: amd_queue(g as u64) + 0x50,
            gpu_id: *id,
            queue_type: abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL,
            queue_percentage: 100,
            queue_priority: 7,
            ..Default::default()
        };
        let out =
            abi::CreateQueueArgs::read_from(&r.ioctl(4000 + g as u64, abi::nr::CREATE_QUEUE, &q));
        doorbells.push(out.doorbell_offset + u64::from(out.queue_id) * 4);
    }
    // Signals 0 and 1 start at 1. GPU 1 waits for signal 0, then completes signal 1; GPU 0's
    // packet (no dependency) completes signal 0.
    for k in 0..2 {
        r.put(signal(k) + aql::signal::VALUE, &1u64.to_le_bytes());
    }
    r.put(ring(1), &barrier([signal(0), 0, 0, 0, 0], signal(1)));
    r.put(ring(0), &barrier([0; 5], signal(0)));
    // GPU 1's doorbell first: it polls every microsecond from t0.
    let t0 = 10 * US;
    let t1 = t0 + 9 * US + 500_000;
    assert!(r
        .send(t0, DRV_DOORBELL, doorbells[1], 1, Vec::new())
        .is_empty());
    assert!(r
        .send(t1, DRV_DOORBELL, doorbells[0], 1, Vec::new())
        .is_empty());
    // GPU 0 completes signal 0 one packet time after its doorbell.
    let s0_at = t1 + PKT_PS;
    r.world.run_until(s0_at - 1).unwrap();
    assert_eq!(r.get_u64(signal(0) + aql::signal::VALUE), 1);
    r.world.run_until(s0_at).unwrap();
    assert_eq!(r.get_u64(signal(0) + aql::signal::VALUE), 0);
    // GPU 1's first poll at or after that sees it, and its packet completes one packet time
    // later. (Had it seen GPU 0's memory late or early, both times would differ.)
    let seen_at = t0 + (s0_at - t0).div_ceil(POLL_PS) * POLL_PS;
    let s1_at = seen_at + PKT_PS;
    r.world.run_until(s1_at - 1).unwrap();
    assert_eq!(r.get_u64(signal(1) + aql::signal::VALUE), 1);
    r.world.run_until(s1_at).unwrap();
    assert_eq!(r.get_u64(signal(1) + aql::signal::VALUE), 0);
    // Both read indices were written back through the system-memory port.
    assert_eq!(r.get_u64(amd_queue(0) + 0x80), 1);
    assert_eq!(r.get_u64(amd_queue(1) + 0x80), 1);
    let report = r.world.stats_report();
    let stats = report.to_text();
    let polls = (seen_at - t0) / POLL_PS;
    assert_eq!(
        report.get("gpu[1].cp.barrier_polls"),
        Some(polls),
        "{polls} polls expected:\n{stats}"
    );
    assert_eq!(report.get("gpu[0].cp.barrier_and"), Some(1), "{stats}");
    assert_eq!(report.get("sys.mem.faults"), Some(0), "{stats}");
}

#[test]
fn vram_and_host_buffers_land_in_the_page_table_and_frees_unmap_them() {
    let mut r = Rig::new(2);
    let ids = r.acquire_all(1000, 2);
    let alloc = |va: u64, size: u64, gpu: u32, flags: u32| abi::AllocMemoryOfGpuArgs {
        va_addr: va,
        size,
        gpu_id: gpu,
        flags,
        ..Default::default()
    };
    let dev = DEVICE_VA_BASE;
    let vram = alloc(dev, 8192, ids[1], abi::KFD_IOC_ALLOC_MEM_FLAGS_VRAM);
    let a =
        abi::AllocMemoryOfGpuArgs::read_from(&r.ioctl(2000, abi::nr::ALLOC_MEMORY_OF_GPU, &vram));
    let gtt = alloc(HOST_VA_BASE, 4096, ids[0], abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT);
    r.ioctl(3000, abi::nr::ALLOC_MEMORY_OF_GPU, &gtt);
    assert_eq!(
        r.world.mem().pages.lookup(dev + 4096).unwrap().place,
        Place::Gpu(1)
    );
    assert_eq!(
        r.world.mem().pages.lookup(HOST_VA_BASE).unwrap().place,
        Place::Host
    );
    let mapped = r.world.mem().pages.entries().count();
    // A GTT buffer outside host memory is refused with ENOMEM and leaves no trace.
    let outside = alloc(0x1000_0000, 4096, ids[0], abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT);
    let (ret, _) = r.ioctl_ret(4000, abi::nr::ALLOC_MEMORY_OF_GPU, &outside);
    assert_eq!(ret, -(emulated_driver::Errno::ENOMEM.0 as i64));
    assert_eq!(r.world.mem().pages.entries().count(), mapped);
    // The host's mmap of the VRAM buffer names GPU 1's frames.
    let o = r
        .send(5000, DRV_MMAP, a.mmap_offset, 8192, Vec::new())
        .pop();
    let Some(Outgoing::MmapReply {
        payload, ret: 0, ..
    }) = o
    else {
        panic!("{o:?}")
    };
    assert!(matches!(
        MmapReply::decode(&payload),
        Some(MmapReply::Vram { gpu: 1, .. })
    ));
    // Free unmaps.
    let f = abi::FreeMemoryOfGpuArgs { handle: a.handle };
    r.ioctl(6000, abi::nr::FREE_MEMORY_OF_GPU, &f);
    assert!(r.world.mem().pages.lookup(dev).is_none());
    assert!(r.world.mem().pages.entries().count() < mapped);
}
