//! The guest's KFD session and workloads against Tandem's own driver (`emulated_driver`), one
//! command processor per GPU (`gpu_sim::cp::unit::CpUnit`, in an engine) and the functional
//! emulator, all in this process: a stand-in for
//! gem5's `TandemKfd`, so the ioctl sequence, the argument structs, the doorbell protocol, the
//! completion wait and the VRAM copies are checked natively before any gem5 run.
//!
//! The stand-in answers ioctls with the driver (pointers in arguments are this process's
//! memory, as the adapter copies them in and out of guest memory), serves mmaps as the GPU
//! process does (a buffer's mmap offset first, then the kfd offsets: doorbell pages), notices
//! doorbell stores at the next call, and runs the command processors in simulated time while a
//! WAIT_EVENTS sleeps. GPU memory accesses reach host (GTT) buffers at their addresses and VRAM
//! buffers in the stand-in's own backing, the bytes the program's VRAM mmaps point at.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex};

use emulated_driver::{
    abi::{self, AbiStruct},
    Driver, DriverConfig, DriverNote, Errno as DrvErrno, IoctlOutcome, MemKind, MmapTarget,
    UserMemory, WaitPoll,
};
use gpu_sim::cp::aql::queue_error;
use gpu_sim::cp::unit::{CpUnit, CpWiring};
use gpu_sim::cp::{CpConfig, LaunchError};
use gpu_sim::emu::{self, MemError, Memory};
use gpu_sim::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use gpu_sim::proto::launch::KernelReport;
use gpu_sim::proto::{CtlMsg, Msg};
use gpu_sim::sys::memory::scratch_va;
use gpu_sim::time::Ps;
use host_programs::kfd::ioctl_name;
use host_programs::workloads::{
    self as shared, Arg, HostRuntime, Mode, Place, Plan, Result as WResult, Size, Target,
};
use tandem_guest::kfd::{self, Backend, Device, Kfd, OpenOptions};
use tandem_guest::sys::Errno;
use tandem_guest::workloads;

/// This process's memory, for pointers inside ioctl arguments.
struct Own;

impl UserMemory for Own {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), DrvErrno> {
        if addr == 0 {
            return Err(DrvErrno::EFAULT);
        }
        // SAFETY: the addresses are those the program under test put in its arguments.
        unsafe { std::ptr::copy_nonoverlapping(addr as *const u8, buf.as_mut_ptr(), buf.len()) };
        Ok(())
    }
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), DrvErrno> {
        if addr == 0 {
            return Err(DrvErrno::EFAULT);
        }
        // SAFETY: as in `read` (the events page slots, the apertures and event arrays).
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), addr as *mut u8, data.len()) };
        Ok(())
    }
}

/// The GPUs' view of memory: every live buffer object's range and where its bytes are.
#[derive(Default)]
struct GpuMem {
    /// va -> (bytes, backing pointer)
    ranges: BTreeMap<u64, (u64, *mut u8)>,
}

impl GpuMem {
    fn find(&self, addr: u64, len: usize) -> Result<*mut u8, MemError> {
        let (&va, &(size, ptr)) = self
            .ranges
            .range(..=addr)
            .next_back()
            .ok_or(MemError::Unmapped { addr, len })?;
        if addr - va + len as u64 > size {
            return Err(MemError::Unmapped { addr, len });
        }
        // SAFETY: inside the buffer (checked).
        Ok(unsafe { ptr.add((addr - va) as usize) })
    }
}

impl Memory for GpuMem {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), MemError> {
        let p = self.find(addr, buf.len())?;
        // SAFETY: `find` checked the range.
        unsafe { std::ptr::copy_nonoverlapping(p, buf.as_mut_ptr(), buf.len()) };
        Ok(())
    }
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), MemError> {
        let p = self.find(addr, data.len())?;
        // SAFETY: `find` checked the range.
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), p, data.len()) };
        Ok(())
    }
}

// SAFETY: the pointers are this test's own buffers; the engine that uses them runs on the
// test's thread only (one partition, no worker threads).
unsafe impl Send for GpuMem {}

/// What the GPU side's stand-in shares with the test.
#[derive(Default)]
struct Side {
    mem: GpuMem,
    /// Dispatches per GPU.
    launches: BTreeMap<usize, u32>,
    /// Fail every launch (a queue that never completes).
    fail: bool,
    /// Event ids the command processors raised, for the driver.
    events: Vec<u32>,
}

/// Plays `sys.mem`, `sys.driver` and every GPU's dispatcher for the command processors: runs
/// each dispatch at once with the functional emulator (1 us of simulated time).
struct Gpus {
    port: PortId,
    side: Arc<Mutex<Side>>,
    /// Kernel ends due: (time, order) -> (command processor, `KernelDone`).
    due: BTreeMap<(u64, u64), (PortId, CtlMsg)>,
    order: u64,
}

impl Component<Msg> for Gpus {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let side = self.side.clone();
        let mut side = side.lock().unwrap();
        let side = &mut *side;
        while let Some(m) = ctx.recv(self.port) {
            match m.into_ctl("gpus")? {
                CtlMsg::MemRead {
                    id,
                    addr,
                    len,
                    reply_to,
                } => {
                    let mut b = vec![0u8; len];
                    let data = side.mem.read(addr, &mut b).ok().map(|_| b);
                    ctx.send(
                        self.port,
                        reply_to,
                        Msg::ctl(CtlMsg::MemReadRsp { id, data }),
                    )
                    .map_err(|_| SimError::at("gpus", "port full"))?;
                }
                CtlMsg::MemWrite { addr, data } => {
                    let _ = side.mem.write(addr, &data);
                }
                CtlMsg::RaiseEvent { event_id, .. } => side.events.push(event_id),
                CtlMsg::QueueError { .. } => {}
                CtlMsg::Launch {
                    job,
                    member,
                    tag,
                    reply_to,
                    ..
                } => {
                    let (d, prep) = (&job.0.info, &job.0.prep);
                    let (g, range) = prep.members[member].clone();
                    let error = if side.fail {
                        Some("the test's launcher refuses".to_string())
                    } else {
                        let scratch = emu::abi::scratch_bytes_needed(
                            prep.workgroup,
                            d.packet.private_segment_size_bytes,
                        );
                        let max = emu::DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS;
                        let setup = prep.setup(d, range, scratch_va(g), scratch, max);
                        *side.launches.entry(g).or_default() += 1;
                        emu::run_dispatch(&setup, &mut side.mem)
                            .err()
                            .map(|e| e.to_string())
                    };
                    let end = now.0 + 1_000_000;
                    let done = CtlMsg::KernelDone {
                        tag,
                        member,
                        report: KernelReport {
                            end_ps: end,
                            ..KernelReport::empty(now.0)
                        },
                        dirty: false,
                        error: error.map(|reason| LaunchError {
                            reason,
                            code: queue_error::ILLEGAL_INSTRUCTION,
                        }),
                    };
                    self.order += 1;
                    self.due.insert((end, self.order), (reply_to, done));
                }
                other => return Err(SimError::at("gpus", format!("unexpected {other:?}"))),
            }
        }
        while let Some(e) = self.due.first_entry() {
            if e.key().0 > now.0 {
                ctx.wake_at(Ps(e.key().0));
                break;
            }
            let (dst, m) = e.remove();
            ctx.send(self.port, dst, Msg::ctl(m))
                .map_err(|_| SimError::at("gpus", "port full"))?;
        }
        Ok(())
    }
}

/// What the stand-in saw, shared with the test after the session took the backend.
#[derive(Default)]
struct Seen {
    /// Every call in order: ioctl names and mmaps.
    calls: Vec<String>,
    launches: BTreeMap<usize, u32>,
    /// (gpu, queue id, value) of every doorbell store.
    doorbells: Vec<(usize, u32, u32)>,
}

struct FakeKfd {
    drv: Driver,
    /// The command processors and the stand-in for the rest of the GPU side.
    engine: Engine<Msg>,
    /// Per GPU: its command processor's id and port.
    cps: Vec<(CompId, PortId)>,
    side: Arc<Mutex<Side>>,
    /// Each GPU's queues, from the driver's notes.
    queues: BTreeMap<usize, BTreeSet<u32>>,
    /// VRAM backing per buffer handle (u64 words: 8-byte aligned).
    vram: BTreeMap<u64, Box<[u64]>>,
    /// Doorbell pages per GPU.
    doorbell_pages: Vec<(usize, Box<[u32; 1024]>)>,
    last_doorbell: BTreeMap<(usize, u32), u32>,
    now: u64,
    seen: std::rc::Rc<std::cell::RefCell<Seen>>,
}

const US: u64 = 1_000_000;

impl FakeKfd {
    fn new(gpus: u32) -> (FakeKfd, std::rc::Rc<std::cell::RefCell<Seen>>) {
        let seen = std::rc::Rc::new(std::cell::RefCell::new(Seen::default()));
        let side = Arc::new(Mutex::new(Side::default()));
        let mut engine = Engine::new();
        let id = engine.add_component("gpus");
        let port = engine.add_port(id, 1 << 16);
        let gpus_comp = Gpus {
            port,
            side: side.clone(),
            due: BTreeMap::new(),
            order: 0,
        };
        engine.install(id, Box::new(gpus_comp)).unwrap();
        let n = gpus as usize;
        let mut cps = Vec::new();
        for g in 0..n {
            let path = format!("gpu[{g}].cp");
            let (id, p) = CpUnit::add_to(&mut engine, g, &path, &CpConfig::r9_nano()).unwrap();
            engine.connect(p, port, Ps::ZERO).unwrap();
            engine
                .component_mut::<CpUnit>(id)
                .unwrap()
                .wire(CpWiring {
                    driver: port,
                    sysmem: port,
                    dispatchers: vec![port; n],
                    members: vec![g],
                    timing: false,
                    functional: Vec::new(),
                })
                .unwrap();
            cps.push((id, p));
        }
        let f = FakeKfd {
            drv: Driver::new(DriverConfig::with_gpus(gpus)).unwrap(),
            engine,
            cps,
            side,
            queues: BTreeMap::new(),
            vram: BTreeMap::new(),
            doorbell_pages: Vec::new(),
            last_doorbell: BTreeMap::new(),
            now: 0,
            seen: seen.clone(),
        };
        (f, seen)
    }

    fn apply_notes(&mut self) {
        for note in self.drv.take_notes() {
            let mut side = self.side.lock().unwrap();
            match &note {
                DriverNote::BoAllocated(bo) => {
                    let ptr = match bo.kind {
                        MemKind::Gtt => bo.va as *mut u8,
                        MemKind::Vram => {
                            let mut b =
                                vec![0u64; bo.size_bytes.div_ceil(8) as usize].into_boxed_slice();
                            let p = b.as_mut_ptr().cast::<u8>();
                            self.vram.insert(bo.handle, b);
                            p
                        }
                        _ => continue,
                    };
                    side.mem.ranges.insert(bo.va, (bo.size_bytes, ptr));
                }
                DriverNote::BoFreed(bo) => {
                    side.mem.ranges.remove(&bo.va);
                    self.vram.remove(&bo.handle);
                }
                DriverNote::QueueCreated(d) => {
                    self.queues
                        .entry(d.gpu_index)
                        .or_default()
                        .insert(d.queue_id);
                }
                DriverNote::QueueDestroyed {
                    gpu_index,
                    queue_id,
                } => {
                    self.queues.entry(*gpu_index).or_default().remove(queue_id);
                }
                _ => {}
            }
            // Every command processor learns the allocations and applies its own queues.
            for &(_, p) in &self.cps {
                let m = Msg::ctl(CtlMsg::Note(note.clone()));
                self.engine.inject(p, Ps(self.now), m).unwrap();
            }
        }
    }

    /// Doorbell stores since the last call, routed as the adapter's PIO path would.
    fn ring_doorbells(&mut self) {
        for (g, page) in &self.doorbell_pages {
            for &q in self.queues.get(g).into_iter().flatten() {
                // SAFETY: a word of the page the program stores into.
                let v = unsafe { std::ptr::read_volatile(&page[q as usize]) };
                let last = self.last_doorbell.entry((*g, q)).or_insert(0);
                if v != *last {
                    *last = v;
                    let r = self
                        .drv
                        .doorbell_write(*g, u64::from(q) * 4, u64::from(v), 4)
                        .unwrap();
                    let m = Msg::ctl(CtlMsg::Doorbell {
                        queue_id: r.queue_id,
                        value: r.value,
                    });
                    let port = self.cps[r.gpu_index].1;
                    self.engine.inject(port, Ps(self.now), m).unwrap();
                    self.seen.borrow_mut().doorbells.push((*g, q, v));
                }
            }
        }
    }

    fn run_gpus_until(&mut self, t: u64) {
        self.now = self.now.max(t);
        self.engine.run_until(Ps(self.now)).unwrap();
        let mut side = self.side.lock().unwrap();
        for e in side.events.drain(..) {
            // An interrupt for an unknown event id is dropped, as the driver component does.
            let _ = self.drv.signal_event(e);
        }
        self.seen.borrow_mut().launches = side.launches.clone();
    }
}

impl Backend for FakeKfd {
    fn ioctl(&mut self, request: u32, arg: &mut [u8]) -> Result<(), Errno> {
        let n = abi::ioc_nr(request);
        self.seen.borrow_mut().calls.push(ioctl_name(n));
        if n == abi::nr::ALLOC_MEMORY_OF_GPU {
            let a = abi::AllocMemoryOfGpuArgs::read_from(arg);
            if a.flags & abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT != 0 {
                // The adapter backs the range anew at ALLOC: nothing may be written before.
                // SAFETY: the program's own fresh mapping of `size` bytes.
                let bytes =
                    unsafe { std::slice::from_raw_parts(a.va_addr as *const u8, a.size as usize) };
                assert!(
                    bytes.iter().all(|&b| b == 0),
                    "host pages at {:#x} written before ALLOC_MEMORY_OF_GPU",
                    a.va_addr
                );
            }
        }
        self.ring_doorbells();
        self.now += US;
        self.run_gpus_until(self.now);
        let r = self.drv.ioctl(u64::from(request), arg, &mut Own, self.now);
        self.apply_notes();
        match r {
            Err(e) => Err(Errno(e.0)),
            Ok(IoctlOutcome::Done(_)) => Ok(()),
            Ok(IoctlOutcome::Blocked { token, deadline_ps }) => loop {
                let next = self.engine.next_event_time().map(|t| t.0);
                let t = match (next, deadline_ps) {
                    (Some(a), Some(d)) => a.min(d),
                    (Some(a), None) => a,
                    (None, Some(d)) => d,
                    (None, None) => panic!("WAIT_EVENTS without a timeout and nothing to run"),
                };
                self.run_gpus_until(t);
                let woken = self.drv.take_woken().contains(&token);
                if woken || deadline_ps.is_some_and(|d| self.now >= d) {
                    match self.drv.poll_wait(token, self.now) {
                        Ok(WaitPoll::Done { ret, arg: bytes }) => {
                            let k = bytes.len().min(arg.len());
                            arg[..k].copy_from_slice(&bytes[..k]);
                            return if ret == 0 {
                                Ok(())
                            } else {
                                Err(Errno(-ret as i32))
                            };
                        }
                        Ok(WaitPoll::Pending { .. }) => continue,
                        Err(e) => return Err(Errno(e.0)),
                    }
                }
            },
        }
    }

    fn mmap(&mut self, len: u64, offset: u64) -> Result<*mut u8, Errno> {
        self.seen
            .borrow_mut()
            .calls
            .push(format!("mmap {offset:#x}"));
        // A buffer's mmap offset first, then the kfd device's own offsets (the GPU process's
        // order).
        if let Some(bo) = self
            .drv
            .bos()
            .find(|b| b.mmap_offset == offset && matches!(b.kind, MemKind::Vram | MemKind::Gtt))
        {
            assert!(len <= bo.size_bytes, "mmap longer than the buffer");
            return match bo.kind {
                MemKind::Vram => Ok(self.vram[&bo.handle].as_ptr() as *mut u8),
                _ => Ok(bo.va as *mut u8),
            };
        }
        match self.drv.mmap(offset, len) {
            Ok(MmapTarget::Doorbell { gpu_index, .. }) => {
                let mut page = Box::new([0u32; 1024]);
                let p = page.as_mut_ptr().cast::<u8>();
                self.doorbell_pages.push((gpu_index, page));
                Ok(p)
            }
            Ok(_) => Err(Errno(libc::EINVAL)),
            Err(e) => Err(Errno(e.0)),
        }
    }
}

fn open(
    fake: FakeKfd,
    gpus: Option<usize>,
    timeout_ms: u64,
    host_memory: bool,
) -> anyhow::Result<Kfd> {
    let o = OpenOptions {
        gpus,
        timeout_ms,
        host_memory,
        doorbell_bytes: 4,
    };
    kfd::on(Device::with_backend(Box::new(fake), "fake-kfd"), &o)
}

fn session_with(
    driver_gpus: u32,
    use_gpus: Option<usize>,
    host_memory: bool,
) -> (Kfd, std::rc::Rc<std::cell::RefCell<Seen>>) {
    let (fake, seen) = FakeKfd::new(driver_gpus);
    (open(fake, use_gpus, 10_000, host_memory).unwrap(), seen)
}

fn session(
    driver_gpus: u32,
    use_gpus: Option<usize>,
) -> (Kfd, std::rc::Rc<std::cell::RefCell<Seen>>) {
    session_with(driver_gpus, use_gpus, false)
}

#[test]
fn vecadd_verifies_on_1_2_and_4_gpus() {
    for gpus in [1u32, 2, 4] {
        let (mut kfd, seen) = session(gpus, None);
        let out = workloads::vecadd(&mut kfd, 65_536).unwrap();
        assert!(out.passed, "{out:?}");
        assert_eq!(
            out.summary,
            format!(
                "vecadd: 65536 elements on {gpus} GPU{}: verified (0 mismatches)",
                if gpus == 1 { "" } else { "s" }
            )
        );
        let s = seen.borrow();
        // One kernel and one doorbell store (write index 1) per GPU.
        assert_eq!(s.launches.len(), gpus as usize, "{:?}", s.launches);
        assert!(s.launches.values().all(|&n| n == 1));
        assert_eq!(s.doorbells.len(), gpus as usize);
        assert!(s.doorbells.iter().all(|&(_, _, v)| v == 1));
        drop(s);
        assert_eq!(kfd.stats().launches, u64::from(gpus));
        kfd.close().unwrap();
    }
}

#[test]
fn vecadd_with_partial_parts_and_odd_lengths() {
    // 1001 floats: a partial workgroup, a 4-byte tail in the VRAM copies, 3 uneven parts.
    let (mut kfd, seen) = session(3, None);
    let out = workloads::vecadd(&mut kfd, 1001).unwrap();
    assert!(out.passed, "{out:?}");
    assert!(
        out.summary.contains("1001 elements on 2 GPUs"),
        "{}",
        out.summary
    );
    assert_eq!(seen.borrow().launches.len(), 2);
    // A second run on the same session: fresh buffers, the next ring slot, write index 2.
    let out = workloads::vecadd(&mut kfd, 700).unwrap();
    assert!(out.passed, "{out:?}");
    assert!(seen.borrow().doorbells.iter().any(|&(_, _, v)| v == 2));
}

#[test]
fn open_makes_the_documented_call_sequence() {
    let (kfd, seen) = session(2, None);
    assert_eq!(kfd.n_gpus(), 2);
    let calls = seen.borrow().calls.clone();
    let mut want: Vec<String> = [
        "GET_VERSION",
        "GET_PROCESS_APERTURES_NEW",
        "GET_PROCESS_APERTURES_NEW",
        "ACQUIRE_VM",
        "ACQUIRE_VM",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    // Events page, kernarg pool, signal pool.
    for _ in 0..3 {
        want.push("ALLOC_MEMORY_OF_GPU".into());
        want.push("MAP_MEMORY_TO_GPU".into());
    }
    for _ in 0..2 {
        want.push("CREATE_EVENT".into());
        for _ in 0..2 {
            // Ring, amd_queue_t.
            want.push("ALLOC_MEMORY_OF_GPU".into());
            want.push("MAP_MEMORY_TO_GPU".into());
        }
        want.push("CREATE_QUEUE".into());
        want.push("mmap".into());
    }
    let got: Vec<String> = calls
        .iter()
        .map(|c| {
            if c.starts_with("mmap") {
                "mmap".into()
            } else {
                c.clone()
            }
        })
        .collect();
    assert_eq!(got, want);
    // The doorbell mmaps are page offsets with type 0b11 in bits 63:62.
    for c in calls.iter().filter(|c| c.starts_with("mmap")) {
        let off = u64::from_str_radix(c.trim_start_matches("mmap 0x"), 16).unwrap();
        assert_eq!(off >> 62, 0b11, "{c}");
        assert_eq!(off & 0xfff, 0, "{c}");
    }
    kfd.close().unwrap();
}

#[test]
fn fewer_gpus_than_the_driver_has_and_too_many() {
    let (mut kfd, seen) = session(4, Some(2));
    assert_eq!(kfd.n_gpus(), 2);
    let out = workloads::vecadd(&mut kfd, 4096).unwrap();
    assert!(out.passed && out.summary.contains("on 2 GPUs"), "{out:?}");
    assert_eq!(
        seen.borrow().launches.keys().copied().collect::<Vec<_>>(),
        vec![0, 1]
    );

    let (fake, _) = FakeKfd::new(2);
    let e = open(fake, Some(3), 1000, false).err().unwrap().to_string();
    assert!(
        e.contains("fake-kfd: 3 GPUs requested but the driver reports 2"),
        "{e}"
    );
}

#[test]
fn errno_check_passes_against_the_driver() {
    let (fake, _) = FakeKfd::new(2);
    let out = workloads::errno_check(Device::with_backend(Box::new(fake), "fake-kfd")).unwrap();
    assert!(out.passed, "{out:?}");
    assert_eq!(out.details.len(), 2);
    assert!(out.details.iter().all(|d| d.contains("EINVAL")), "{out:?}");
}

#[test]
fn a_queue_that_never_completes_times_out_with_a_message() {
    let (fake, _) = FakeKfd::new(1);
    fake.side.lock().unwrap().fail = true;
    let mut kfd = open(fake, None, 3000, false).unwrap();
    let e = workloads::vecadd(&mut kfd, 256).err().unwrap().to_string();
    assert!(
        e.contains("GPU 0 did not finish within 3000 ms of simulated time"),
        "{e}"
    );
    // Three 1 s WAIT_EVENTS slices timed out.
    assert_eq!(kfd.stats().wait_events, 3);
}

// ------------------------------------------------------------ the shared workloads

/// Runs shared workload `name` at the smallest size on `gpus` discrete GPUs of a fresh fake
/// KFD and asserts it verifies; returns the launches each GPU saw.
fn shared_verifies(name: &str, gpus: u32) -> Vec<u32> {
    let (mut kfd, seen) = session(gpus, None);
    let out = workloads::run(name, &mut kfd, Size::Small, None).unwrap();
    assert!(out.passed, "{name} on {gpus} GPU(s): {out:?}");
    assert!(
        out.summary.starts_with(&format!("{name}: size small")),
        "{}",
        out.summary
    );
    let launches: Vec<u32> = seen.borrow().launches.values().copied().collect();
    kfd.close().unwrap();
    launches
}

/// A runtime that hands the workload wrong results: every read back has its first byte's
/// low bit flipped, as a wrong CPU reference would disagree with right ones.
struct Corrupt<'a, R>(&'a mut R);

impl<R: HostRuntime> HostRuntime for Corrupt<'_, R> {
    type Buffer = R::Buffer;
    type Module = R::Module;
    fn load(&mut self, code: &[u8]) -> WResult<R::Module> {
        self.0.load(code)
    }
    fn alloc(&mut self, place: Place, bytes: u64) -> WResult<R::Buffer> {
        self.0.alloc(place, bytes)
    }
    fn alloc_spread(&mut self, parts: &[(usize, u64)]) -> WResult<R::Buffer> {
        self.0.alloc_spread(parts)
    }
    fn write(&mut self, buf: &R::Buffer, offset: u64, data: &[u8]) -> WResult<()> {
        self.0.write(buf, offset, data)
    }
    fn read(&mut self, buf: &R::Buffer, offset: u64, out: &mut [u8]) -> WResult<()> {
        self.0.read(buf, offset, out)?;
        if let Some(b) = out.first_mut() {
            *b ^= 1;
        }
        Ok(())
    }
    fn copy(&mut self, dst: &R::Buffer, src: &R::Buffer, bytes: u64) -> WResult<()> {
        self.0.copy(dst, src, bytes)
    }
    fn launch(
        &mut self,
        target: Target,
        module: &R::Module,
        kernel: &str,
        grid: [u32; 3],
        wg: [u32; 3],
        offset: [u32; 3],
        args: &[Arg<R::Buffer>],
    ) -> WResult<()> {
        self.0
            .launch(target, module, kernel, grid, wg, offset, args)
    }
    fn wait(&mut self, target: Target) -> WResult<()> {
        self.0.wait(target)
    }
}

/// The same workload with corrupted read-backs must fail verification.
fn shared_catches_wrong_results(name: &str) {
    let (mut kfd, _) = session(1, None);
    let plan = Plan {
        gpus: vec![0],
        mode: Mode::Discrete,
        size: Size::Small,
        verify: true,
    };
    let mut rt = Corrupt(&mut kfd);
    let o = shared::run(name, &mut rt, &plan).unwrap();
    assert_eq!(o.verified, Some(false), "{name}: {o:?}");
}

/// GPUs a discrete run of `name` on two GPUs uses at the small size: a GPU's part of a spread
/// array is at least a page, and AES's plaintext and bitonic sort's keys are one page there.
fn gpus_used_of_two(name: &str) -> usize {
    match name {
        "aes" | "bitonic" => 1,
        _ => 2,
    }
}

macro_rules! shared_workload_tests {
    ($($test:ident => $name:literal),* $(,)?) => {
        $(
            #[test]
            fn $test() {
                let one = shared_verifies($name, 1);
                assert_eq!(one.len(), 1, "{} launches on one GPU only", $name);
                let two = shared_verifies($name, 2);
                assert_eq!(two.len(), gpus_used_of_two($name), "{} on two GPUs: {two:?}", $name);
                shared_catches_wrong_results($name);
            }
        )*
    };
}

shared_workload_tests! {
    shared_vecadd => "vecadd",
    shared_aes => "aes",
    shared_bitonic => "bitonic",
    shared_fir => "fir",
    shared_gd => "gd",
    shared_kmeans => "kmeans",
    shared_transpose => "transpose",
    shared_conv => "conv",
    shared_micro_alu => "micro-alu",
    shared_micro_l1 => "micro-l1",
    shared_micro_l2 => "micro-l2",
    shared_micro_dram => "micro-dram",
    shared_lat_alu => "lat-alu",
    shared_lat_l1 => "lat-l1",
    shared_lat_l2 => "lat-l2",
    shared_lat_dram => "lat-dram",
}

#[test]
fn every_workload_of_tandem_run_has_a_test_here() {
    assert_eq!(
        workloads::WORKLOADS.len(),
        16,
        "add the new workload's test above"
    );
}

#[test]
fn unified_plans_and_size_flags_on_other_workloads_are_refused() {
    let (mut kfd, _) = session(2, None);
    let e = workloads::run("fir", &mut kfd, Size::Small, Some(100))
        .unwrap_err()
        .to_string();
    assert!(e.contains("--n sizes vecadd only"), "{e}");
    let plan = Plan {
        gpus: vec![0, 1],
        mode: Mode::Unified,
        size: Size::Small,
        verify: true,
    };
    let e = shared::run("vecadd", &mut kfd, &plan)
        .unwrap_err()
        .to_string();
    assert!(e.contains("unified"), "{e}");
}

/// `--host-memory` (the APU configuration): no VRAM buffer at all, and the results still
/// verify through host memory.
#[test]
fn host_memory_runs_place_nothing_in_vram_and_verify() {
    for name in ["fir", "transpose"] {
        let (mut kfd, _) = session_with(2, None, true);
        let out = workloads::run(name, &mut kfd, Size::Small, None).unwrap();
        assert!(out.passed, "{name}: {out:?}");
        assert_eq!(kfd.stats().vram_allocs, 0, "{name} allocated VRAM");
        kfd.close().unwrap();
    }
}
