//! Shared fixtures for the command-processor tests: a host-memory layout, and [`Rig`], an
//! engine with the command processors under test (`gpu[g].cp`) and one fake component that
//! plays the system-memory port, the driver (it records events and queue errors) and every
//! dispatcher (each kernel writes a marker, lasts `kernel_ps`, and leaves the L2 dirty; a
//! release takes 100 ns and records what a watched signal read then).
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard};

use emulated_driver::{Bo, DriverNote, MemKind, QueueDesc};
use gpu_sim::cp::aql::{self, FenceScope, KernelDispatchPacket};
use gpu_sim::cp::unit::{CpUnit, CpWiring};
use gpu_sim::cp::{CpConfig, DispatchInfo, LaunchError};
use gpu_sim::emu::{Memory, SparseMemory};
use gpu_sim::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use gpu_sim::proto::launch::KernelReport;
use gpu_sim::proto::{CtlMsg, Msg};
use gpu_sim::time::Ps;

pub const US: u64 = 1_000_000;
pub const PKT_PS: u64 = 4_400_000;
pub const KERNEL_PS: u64 = 10 * US;

/// Per-queue layout: ring at `ring(q)`, amd_queue_t at `amd_queue(q)`.
pub fn ring(q: u32) -> u64 {
    0x100_0000 + u64::from(q) * 0x10_0000
}
pub fn amd_queue(q: u32) -> u64 {
    0x800_0000 + u64::from(q) * 0x1000
}
pub fn signal(k: u64) -> u64 {
    0x900_0000 + k * 64
}
pub fn kernarg(k: u64) -> u64 {
    0xA00_0000 + k * 64
}
pub const MAILBOX_PAGE: u64 = 0xB00_0000;
/// The kernel descriptor every test dispatch names (an allocation of zeros: a valid one).
pub const KERNEL_OBJECT: u64 = 0xC00_0000;
/// A second descriptor in the same allocation, for kernels that fail on the GPU.
pub const FAILING_KERNEL: u64 = 0xC00_0100;

pub fn memory() -> SparseMemory {
    let mut m = SparseMemory::new();
    m.map(0x100_0000, 0x80_0000); // rings
    m.map(0x800_0000, 0x10_0000); // amd_queue_t
    m.map(0x900_0000, 0x1_0000); // signals
    m.map(0xA00_0000, 0x1_0000); // kernargs
    m.map(MAILBOX_PAGE, 0x8000); // events page
    m.map(KERNEL_OBJECT, 0x1000); // code object
    m
}

pub fn desc(gpu_index: usize, queue_id: u32, ring_size_bytes: u64, alias: bool) -> QueueDesc {
    QueueDesc {
        queue_id,
        gpu_id: 1000 + gpu_index as u32,
        gpu_index,
        queue_type: emulated_driver::abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL,
        ring_base_address: ring(queue_id),
        ring_size_bytes,
        ring_alias_half: alias,
        read_pointer_address: amd_queue(queue_id) + 0x80,
        write_pointer_address: amd_queue(queue_id) + 0x50,
        eop_buffer_address: 0,
        eop_buffer_size: 0,
        ctx_save_restore_address: 0,
        ctx_save_restore_size: 0,
        queue_percentage: 100,
        queue_priority: 7,
    }
}

pub fn u64_at(m: &mut SparseMemory, a: u64) -> u64 {
    let mut b = [0u8; 8];
    m.read(a, &mut b).unwrap();
    u64::from_le_bytes(b)
}
pub fn put_u64(m: &mut SparseMemory, a: u64, v: u64) {
    m.write(a, &v.to_le_bytes()).unwrap();
}

/// amd_signal_t with `value`, and an event mailbox if given.
pub fn make_signal(m: &mut SparseMemory, k: u64, value: i64, mailbox_event: Option<u32>) {
    let s = signal(k);
    put_u64(m, s, 1); // kind: user
    put_u64(m, s + 8, value as u64);
    match mailbox_event {
        Some(id) => {
            put_u64(m, s + 0x10, MAILBOX_PAGE + u64::from(id) * 8);
            put_u64(m, s + 0x18, u64::from(id));
        }
        None => put_u64(m, s + 0x10, 0),
    }
}

pub fn dispatch(k: u64, barrier: bool, completion_signal: u64) -> [u8; 64] {
    aql::encode_dispatch(&KernelDispatchPacket {
        header: aql::Header(aql::header(
            aql::PACKET_TYPE_KERNEL_DISPATCH,
            barrier,
            FenceScope::System,
            FenceScope::System,
        )),
        setup: 1,
        workgroup_size: [64, 1, 1],
        grid_size: [256, 1, 1],
        private_segment_size_bytes: 0,
        group_segment_size_bytes: 0,
        kernel_object: KERNEL_OBJECT,
        kernarg_address: kernarg(k),
        completion_signal,
    })
}

pub fn write_slot(m: &mut SparseMemory, queue: u32, slot: u64, p: &[u8; 64]) {
    m.write(ring(queue) + slot * 64, p).unwrap();
}

/// What the fake component saw and does, shared with the test.
pub struct Shared {
    pub mem: SparseMemory,
    /// How long every kernel lasts.
    pub kernel_ps: u64,
    /// Launches and releases, in order.
    pub log: Vec<String>,
    /// Every launch with its start time.
    pub launches: Vec<(DispatchInfo, u64)>,
    /// A signal whose value each release records.
    pub watch_signal: Option<u64>,
    /// (gpu, event id, time) of every raised event.
    pub events: Vec<(usize, u32, u64)>,
    pub errors: Vec<String>,
}

/// The fake system memory, driver and dispatchers (see the module doc).
struct Fake {
    port: PortId,
    sh: Arc<Mutex<Shared>>,
    /// Answers due: (time, order) -> (destination, message).
    due: BTreeMap<(u64, u64), (PortId, CtlMsg)>,
    order: u64,
}

impl Fake {
    fn later(&mut self, at: u64, dst: PortId, m: CtlMsg) {
        self.order += 1;
        self.due.insert((at, self.order), (dst, m));
    }
}

impl Component<Msg> for Fake {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let sh = self.sh.clone();
        let mut sh = sh.lock().unwrap();
        while let Some(m) = ctx.recv(self.port) {
            match m.into_ctl("fake")? {
                CtlMsg::MemRead {
                    id,
                    addr,
                    len,
                    reply_to,
                } => {
                    let mut b = vec![0u8; len];
                    let data = sh.mem.read(addr, &mut b).ok().map(|_| b);
                    self.later(now.0, reply_to, CtlMsg::MemReadRsp { id, data });
                }
                CtlMsg::MemWrite { addr, data } => {
                    let _ = sh.mem.write(addr, &data);
                }
                CtlMsg::RaiseEvent { gpu, event_id } => sh.events.push((gpu, event_id, now.0)),
                CtlMsg::QueueError { text } => sh.errors.push(text),
                CtlMsg::Launch {
                    job,
                    member,
                    tag,
                    reply_to,
                    ..
                } => {
                    let d = &job.0.info;
                    let end = now.0 + sh.kernel_ps;
                    let error = (d.packet.kernel_object == FAILING_KERNEL).then(|| LaunchError {
                        code: aql::queue_error::ILLEGAL_INSTRUCTION,
                        reason: "fake fault".into(),
                    });
                    if error.is_none() {
                        let marker = (d.dispatch_id + 1).to_le_bytes();
                        let _ = sh.mem.write(d.packet.kernarg_address, &marker);
                        sh.log.push(format!(
                            "launch g{} q{} d{} @{}",
                            d.gpu_index, d.queue_id, d.dispatch_id, now.0
                        ));
                        sh.launches.push((d.clone(), now.0));
                    }
                    let report = KernelReport {
                        end_ps: end,
                        groups_end_ps: end,
                        ..KernelReport::empty(now.0)
                    };
                    let done = CtlMsg::KernelDone {
                        tag,
                        member,
                        report,
                        dirty: true,
                        error,
                    };
                    self.later(end, reply_to, done);
                }
                CtlMsg::Release { tag, reply_to } => {
                    let v = sh.watch_signal.map(|s| {
                        let mut b = [0u8; 8];
                        let _ = sh.mem.read(s + 8, &mut b);
                        i64::from_le_bytes(b)
                    });
                    sh.log.push(format!("release @{} watched={v:?}", now.0));
                    // 100 ns of L2 write-back.
                    self.later(now.0 + 100_000, reply_to, CtlMsg::ReleaseDone { tag });
                }
                other => return Err(SimError::at("fake", format!("unexpected {other:?}"))),
            }
        }
        while let Some(e) = self.due.first_entry() {
            if e.key().0 > now.0 {
                ctx.wake_at(Ps(e.key().0));
                break;
            }
            let (dst, m) = e.remove();
            ctx.send(self.port, dst, Msg::ctl(m))
                .map_err(|_| SimError::at("fake", "port full"))?;
        }
        Ok(())
    }
}

/// The command processors of `n` GPUs in one engine with the fake around them.
pub struct Rig {
    pub engine: Engine<Msg>,
    cps: Vec<(CompId, PortId)>,
    sh: Arc<Mutex<Shared>>,
}

impl Rig {
    /// `n` GPUs over `mem`, with the code allocation at [`KERNEL_OBJECT`] announced.
    pub fn new(n: usize, mem: SparseMemory) -> Rig {
        let sh = Arc::new(Mutex::new(Shared {
            mem,
            kernel_ps: KERNEL_PS,
            log: Vec::new(),
            launches: Vec::new(),
            watch_signal: None,
            events: Vec::new(),
            errors: Vec::new(),
        }));
        let mut engine = Engine::new();
        let fid = engine.add_component("fake");
        let port = engine.add_port(fid, 1 << 16);
        let fake = Fake {
            port,
            sh: sh.clone(),
            due: BTreeMap::new(),
            order: 0,
        };
        engine.install(fid, Box::new(fake)).unwrap();
        let mut cps = Vec::new();
        for g in 0..n {
            let (id, p) = CpUnit::add_to(
                &mut engine,
                g,
                &format!("gpu[{g}].cp"),
                &CpConfig::r9_nano(),
            )
            .unwrap();
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
        let mut r = Rig { engine, cps, sh };
        let code = Bo {
            handle: 1,
            gpu_index: 0,
            kind: MemKind::Gtt,
            va: KERNEL_OBJECT,
            size_bytes: 0x1000,
            flags: 0,
            cpu_addr: 0,
            mmap_offset: 0,
            mapped_on: Default::default(),
        };
        r.note(DriverNote::BoAllocated(code), 0);
        r
    }

    /// One GPU with queues `0..queues` (rings of 0x1000 bytes).
    pub fn with_queues(queues: u32, mem: SparseMemory) -> Rig {
        let mut r = Rig::new(1, mem);
        for q in 0..queues {
            r.note(DriverNote::QueueCreated(desc(0, q, 0x1000, false)), 0);
        }
        r
    }

    /// A driver note at `at`, to every command processor (each applies its own GPU's).
    pub fn note(&mut self, n: DriverNote, at: u64) {
        for &(_, p) in &self.cps {
            let m = Msg::ctl(CtlMsg::Note(n.clone()));
            self.engine.inject(p, Ps(at), m).unwrap();
        }
    }

    /// A doorbell store of `value` for GPU `gpu`'s queue `queue_id` at `at`.
    pub fn doorbell(&mut self, gpu: usize, queue_id: u32, value: u64, at: u64) {
        let m = Msg::ctl(CtlMsg::Doorbell { queue_id, value });
        self.engine.inject(self.cps[gpu].1, Ps(at), m).unwrap();
    }

    /// Runs every event due at or before `t`.
    pub fn run_until(&mut self, t: u64) {
        self.engine.run_until(Ps(t)).unwrap();
    }

    pub fn next_event_ps(&self) -> Option<u64> {
        self.engine.next_event_time().map(|t| t.0)
    }

    pub fn cp(&self, gpu: usize) -> &CpUnit {
        self.engine.component::<CpUnit>(self.cps[gpu].0).unwrap()
    }

    /// What the fake saw; memory as the command processors left it.
    pub fn sh(&self) -> MutexGuard<'_, Shared> {
        self.sh.lock().unwrap()
    }
}
