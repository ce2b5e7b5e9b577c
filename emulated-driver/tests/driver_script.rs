//! A scripted host drives every supported ioctl for 1 and 4 GPUs: version, apertures, VM,
//! memory (VRAM, GTT, USERPTR, DOORBELL, MMIO_REMAP) with multi-GPU map/unmap, queues routed
//! to their GPU, doorbells, events with waits that complete and waits that time out, and the
//! refusals Linux gives.

mod common;

use common::{Host, USER_SCRATCH};
use emulated_driver::abi::{self, nr, AbiStruct};
use emulated_driver::{
    DriverNote, Errno, GpuVaTarget, IoctlOutcome, MemKind, MmapTarget, WaitPoll,
};

const MS: u64 = 1_000_000_000;

fn for_1_and_4(f: impl Fn(u32)) {
    for n in [1, 4] {
        f(n);
    }
}

#[test]
fn version_apertures_and_vm() {
    for_1_and_4(|n| {
        let mut h = Host::new(n);
        let mut v = abi::GetVersionArgs::default();
        h.ok(nr::GET_VERSION, &mut v);
        assert_eq!((v.major_version, v.minor_version), (1, 11));

        // Count query, then fill with num_of_nodes = n + 1 (ROCt passes all sysfs nodes).
        let mut a = abi::GetProcessAperturesNewArgs {
            kfd_process_device_apertures_ptr: USER_SCRATCH,
            num_of_nodes: 0,
            pad: 0,
        };
        h.ok(nr::GET_PROCESS_APERTURES_NEW, &mut a);
        assert_eq!(a.num_of_nodes, n);
        a.num_of_nodes = n + 1;
        h.ok(nr::GET_PROCESS_APERTURES_NEW, &mut a);
        assert_eq!(a.num_of_nodes, n);
        let ids = h.gpu_ids();
        for (i, id) in ids.iter().enumerate() {
            let mut b = vec![0u8; abi::ProcessDeviceApertures::SIZE];
            emulated_driver::UserMemory::read(
                &mut h.mem,
                USER_SCRATCH + (i * b.len()) as u64,
                &mut b,
            )
            .unwrap();
            let ap = abi::ProcessDeviceApertures::read_from(&b);
            assert_eq!(ap.gpu_id, *id);
            assert_eq!(ap.lds_base, 1 << 61);
            assert_eq!(ap.scratch_base, (1 << 61) + (1 << 32));
            assert_eq!(ap.gpuvm_limit, (1 << 47) - 1);
            // The topology's node i+1 carries the same gpu_id.
            let f = h
                .drv
                .topology()
                .file(&format!("nodes/{}/gpu_id", i + 1))
                .unwrap();
            assert_eq!(f.trim(), id.to_string());
        }
        // Bad pointer: -EFAULT.
        a.kfd_process_device_apertures_ptr = 0x10;
        a.num_of_nodes = n;
        assert_eq!(
            h.call(nr::GET_PROCESS_APERTURES_NEW, &mut a),
            Err(Errno::EFAULT)
        );
        let mut old = abi::GetProcessAperturesArgs::default();
        h.ok(nr::GET_PROCESS_APERTURES, &mut old);
        assert_eq!(old.num_of_nodes, n.min(7));
        assert_eq!(
            old.process_apertures[n as usize - 1].gpu_id,
            ids[n as usize - 1]
        );

        // Before ACQUIRE_VM, allocation on that GPU is refused.
        assert_eq!(
            h.alloc(
                ids[0],
                0x1000_0000,
                4096,
                abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT,
                0
            )
            .unwrap_err(),
            Errno::EINVAL
        );
        h.acquire_all();
        // Re-acquire with another drm file: -EBUSY; unknown gpu_id: -EINVAL.
        assert_eq!(
            h.call(
                nr::ACQUIRE_VM,
                &mut abi::AcquireVmArgs {
                    drm_fd: 99,
                    gpu_id: ids[0]
                }
            ),
            Err(Errno::EBUSY)
        );
        assert_eq!(
            h.call(
                nr::ACQUIRE_VM,
                &mut abi::AcquireVmArgs {
                    drm_fd: 1,
                    gpu_id: 0
                }
            ),
            Err(Errno::EINVAL)
        );
        for id in &ids {
            let mut p = abi::SetMemoryPolicyArgs {
                alternate_aperture_base: 0x1_0000_0000,
                alternate_aperture_size: 1 << 30,
                gpu_id: *id,
                default_policy: 1,
                alternate_policy: 0,
                pad: 0,
            };
            h.ok(nr::SET_MEMORY_POLICY, &mut p);
            p.default_policy = 7;
            assert_eq!(h.call(nr::SET_MEMORY_POLICY, &mut p), Err(Errno::EINVAL));
        }
    });
}

#[test]
fn runtime_asserted_ioctls_give_real_outputs() {
    for_1_and_4(|n| {
        let mut h = Host::new(n);
        h.acquire_all();
        let ids = h.gpu_ids();
        h.now_ps = 3 * MS; // 3 ms of simulated time
        let mut c = abi::GetClockCountersArgs {
            gpu_id: 0,
            ..Default::default()
        };
        h.ok(nr::GET_CLOCK_COUNTERS, &mut c);
        assert_eq!(c.system_clock_freq, 1_000_000_000);
        assert_eq!(c.system_clock_counter, 3_000_000);
        assert_eq!(c.gpu_clock_counter, 0);
        c.gpu_id = ids[n as usize - 1];
        h.ok(nr::GET_CLOCK_COUNTERS, &mut c);
        assert_eq!(c.gpu_clock_counter, 3_000_000, "1 GHz engine clock");
        for (g, id) in ids.iter().enumerate() {
            h.ok(
                nr::SET_SCRATCH_BACKING_VA,
                &mut abi::SetScratchBackingVaArgs {
                    va_addr: 0x1234 + g as u64,
                    gpu_id: *id,
                    pad: 0,
                },
            );
            h.ok(
                nr::SET_TRAP_HANDLER,
                &mut abi::SetTrapHandlerArgs {
                    tba_addr: 0x5000,
                    tma_addr: 0x6000 + g as u64,
                    gpu_id: *id,
                    pad: 0,
                },
            );
            let st = h.drv.gpu_state(g).unwrap();
            assert_eq!(st.scratch_backing_va, Some(0x1234 + g as u64));
            assert_eq!(st.trap_handler, Some((0x5000, 0x6000 + g as u64)));
            assert_eq!(
                h.drv.take_notes(),
                vec![
                    DriverNote::ScratchBackingVa {
                        gpu_index: g,
                        base_bytes: (0x1234 + g as u64) << 16
                    },
                    DriverNote::TrapHandler {
                        gpu_index: g,
                        tba: 0x5000,
                        tma: 0x6000 + g as u64
                    }
                ]
            );
            // Tile config: arrays written, counts clamped to 32/16, Fiji gb_addr_config.
            emulated_driver::UserMemory::write(&mut h.mem, USER_SCRATCH, &[0xAA; 256]).unwrap();
            let mut t = abi::GetTileConfigArgs {
                tile_config_ptr: USER_SCRATCH,
                macro_tile_config_ptr: USER_SCRATCH + 128,
                num_tile_configs: 40,
                num_macro_tile_configs: 16,
                gpu_id: *id,
                ..Default::default()
            };
            h.ok(nr::GET_TILE_CONFIG, &mut t);
            assert_eq!((t.num_tile_configs, t.num_macro_tile_configs), (32, 16));
            assert_eq!(t.gb_addr_config, 0x2201_1003);
            assert_eq!(
                h.mem.u64_at(USER_SCRATCH),
                0x0080_0450 | (0x0080_0C50 << 32)
            );
            assert_eq!(h.mem.u64_at(USER_SCRATCH + 128) & 0xffff_ffff, 0x98);
            let mut m = abi::GetAvailableMemoryArgs {
                gpu_id: *id,
                ..Default::default()
            };
            h.ok(nr::AVAILABLE_MEMORY, &mut m);
            assert_eq!(m.available, 4 << 30);
        }
        assert_eq!(
            h.call(
                nr::SET_TRAP_HANDLER,
                &mut abi::SetTrapHandlerArgs {
                    gpu_id: 7,
                    ..Default::default()
                }
            ),
            Err(Errno::EINVAL)
        );
        let mut t = abi::GetTileConfigArgs {
            tile_config_ptr: 0x8,
            num_tile_configs: 4,
            gpu_id: ids[0],
            ..Default::default()
        };
        assert_eq!(h.call(nr::GET_TILE_CONFIG, &mut t), Err(Errno::EFAULT));
        assert_eq!(t.num_tile_configs, 0);
        // XNACK: query says off; enabling is refused on gfx8.
        let mut x = abi::SetXnackModeArgs { xnack_enabled: -1 };
        h.ok(nr::SET_XNACK_MODE, &mut x);
        assert_eq!(x.xnack_enabled, 0);
        assert_eq!(
            h.call(
                nr::SET_XNACK_MODE,
                &mut abi::SetXnackModeArgs { xnack_enabled: 1 }
            ),
            Err(Errno::EPERM)
        );
    });
}

#[test]
fn memory_alloc_map_translate_free() {
    for_1_and_4(|n| {
        let mut h = Host::new(n);
        h.acquire_all();
        let ids = h.gpu_ids();
        use abi::*;
        let w = KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE | KFD_IOC_ALLOC_MEM_FLAGS_EXECUTABLE;
        // VRAM on every GPU, mapped on all GPUs (peer access).
        let mut vram = Vec::new();
        for (g, id) in ids.iter().enumerate() {
            let va = 0x10_0000_0000 + (g as u64) * 0x1000_0000;
            let a = h
                .alloc(
                    *id,
                    va,
                    1 << 20,
                    KFD_IOC_ALLOC_MEM_FLAGS_VRAM | KFD_IOC_ALLOC_MEM_FLAGS_PUBLIC | w,
                    0,
                )
                .unwrap();
            assert_eq!(a.handle >> 32, u64::from(*id));
            let (r, ok) = h.map(a.handle, &ids, true);
            assert_eq!((r, ok), (Ok(IoctlOutcome::Done(0)), n));
            for g2 in 0..n as usize {
                assert_eq!(
                    h.drv.translate(g2, va + 0x10),
                    Some(GpuVaTarget::Vram {
                        gpu_index: g,
                        va: va + 0x10
                    })
                );
            }
            assert!(matches!(
                h.drv.mmap_render(128 + g as u32, a.mmap_offset, 1 << 20),
                Ok(MmapTarget::Bo {
                    kind: MemKind::Vram,
                    ..
                })
            ));
            vram.push(a);
        }
        let mut m = abi::GetAvailableMemoryArgs {
            gpu_id: ids[0],
            ..Default::default()
        };
        h.ok(nr::AVAILABLE_MEMORY, &mut m);
        assert_eq!(m.available, (4 << 30) - (1 << 20));
        // Too much VRAM: -ENOMEM.
        assert_eq!(
            h.alloc(
                ids[0],
                0x20_0000_0000,
                5 << 30,
                KFD_IOC_ALLOC_MEM_FLAGS_VRAM,
                0
            )
            .unwrap_err(),
            Errno::ENOMEM
        );
        // Unaligned VA, zero size, no type: -EINVAL.
        assert_eq!(
            h.alloc(ids[0], 0x20_0000_0010, 4096, KFD_IOC_ALLOC_MEM_FLAGS_GTT, 0)
                .unwrap_err(),
            Errno::EINVAL
        );
        assert_eq!(
            h.alloc(ids[0], 0x20_0000_0000, 0, KFD_IOC_ALLOC_MEM_FLAGS_GTT, 0)
                .unwrap_err(),
            Errno::EINVAL
        );
        assert_eq!(
            h.alloc(ids[0], 0x20_0000_0000, 4096, w, 0).unwrap_err(),
            Errno::EINVAL
        );
        // Registered userptr: GPU VA differs from the CPU address.
        let u = h
            .alloc(
                ids[0],
                0x30_0000_0000,
                8192,
                KFD_IOC_ALLOC_MEM_FLAGS_USERPTR | w,
                0x5555_0000,
            )
            .unwrap();
        assert_eq!(u.mmap_offset, 0x5555_0000);
        h.map(u.handle, &ids, true).0.unwrap();
        assert_eq!(
            h.drv.translate(n as usize - 1, 0x30_0000_1008),
            Some(GpuVaTarget::Host {
                cpu_addr: 0x5555_1008
            })
        );
        // AQL ring BO registered at twice its size: the upper half aliases the lower.
        let ring = h
            .alloc(
                ids[0],
                0x40_0000_0000,
                0x2000,
                KFD_IOC_ALLOC_MEM_FLAGS_GTT | KFD_IOC_ALLOC_MEM_FLAGS_AQL_QUEUE_MEM | w,
                0,
            )
            .unwrap();
        h.map(ring.handle, &ids[..1], true).0.unwrap();
        assert_eq!(
            h.drv.translate(0, 0x40_0000_1040),
            Some(GpuVaTarget::Host {
                cpu_addr: 0x40_0000_0040
            })
        );
        // Doorbell BO and MMIO remap (real gfx8 has none: -ENOMEM).
        let db = h
            .alloc(
                ids[0],
                0x50_0000_0000,
                4096,
                KFD_IOC_ALLOC_MEM_FLAGS_DOORBELL | w,
                0,
            )
            .unwrap();
        assert_eq!(db.mmap_offset, h.drv.doorbell_mmap_offset(0).unwrap());
        h.map(db.handle, &ids[..1], true).0.unwrap();
        assert_eq!(
            h.drv.translate(0, 0x50_0000_0008),
            Some(GpuVaTarget::Doorbell {
                gpu_index: 0,
                offset: 8
            })
        );
        assert_eq!(
            h.alloc(
                ids[0],
                0x50_0000_0000,
                8192,
                KFD_IOC_ALLOC_MEM_FLAGS_DOORBELL,
                0
            )
            .unwrap_err(),
            Errno::EINVAL
        );
        assert_eq!(
            h.alloc(
                ids[0],
                0x60_0000_0000,
                4096,
                KFD_IOC_ALLOC_MEM_FLAGS_MMIO_REMAP,
                0
            )
            .unwrap_err(),
            Errno::ENOMEM
        );
        // Overlapping map on one GPU: -EINVAL.
        let ov = h
            .alloc(ids[0], 0x40_0000_1000, 4096, KFD_IOC_ALLOC_MEM_FLAGS_GTT, 0)
            .unwrap();
        assert_eq!(h.map(ov.handle, &ids[..1], true).0, Err(Errno::EINVAL));
        // A bad gpu_id in the middle of the device array: n_success says how far it got.
        let g = h
            .alloc(ids[0], 0x70_0000_0000, 4096, KFD_IOC_ALLOC_MEM_FLAGS_GTT, 0)
            .unwrap();
        let (r, ok) = h.map(g.handle, &[ids[0], 0xdead], true);
        assert_eq!((r, ok), (Err(Errno::EINVAL), 1));
        // Free while mapped: -EBUSY; unmap (n_success = all), then free.
        let mut f = abi::FreeMemoryOfGpuArgs {
            handle: vram[0].handle,
        };
        assert_eq!(h.call(nr::FREE_MEMORY_OF_GPU, &mut f), Err(Errno::EBUSY));
        assert_eq!(
            h.map(vram[0].handle, &ids, false),
            (Ok(IoctlOutcome::Done(0)), n)
        );
        assert_eq!(
            h.map(vram[0].handle, &ids, false).0,
            Err(Errno::EINVAL),
            "unmapping twice"
        );
        h.ok(nr::FREE_MEMORY_OF_GPU, &mut f);
        assert_eq!(h.drv.translate(0, 0x10_0000_0010), None);
        assert_eq!(h.call(nr::FREE_MEMORY_OF_GPU, &mut f), Err(Errno::EINVAL));
        // Bad device array pointer: -EFAULT; n_devices 0: -EINVAL.
        let mut mm = abi::MapMemoryToGpuArgs {
            handle: g.handle,
            device_ids_array_ptr: 0x8,
            n_devices: 1,
            n_success: 0,
        };
        assert_eq!(h.call(nr::MAP_MEMORY_TO_GPU, &mut mm), Err(Errno::EFAULT));
        mm.n_devices = 0;
        assert_eq!(h.call(nr::MAP_MEMORY_TO_GPU, &mut mm), Err(Errno::EINVAL));
    });
}

fn create_queue(h: &mut Host, gpu_id: u32, ring: u64) -> Result<abi::CreateQueueArgs, Errno> {
    let mut q = abi::CreateQueueArgs {
        ring_base_address: ring,
        write_pointer_address: ring - 0x100 + 0x50,
        read_pointer_address: ring - 0x100 + 0x80,
        ring_size: 0x1000,
        gpu_id,
        queue_type: abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL,
        queue_percentage: 100,
        queue_priority: 7,
        ..Default::default()
    };
    h.call(nr::CREATE_QUEUE, &mut q).map(|_| q)
}

#[test]
fn queues_are_routed_to_their_gpu() {
    for_1_and_4(|n| {
        let mut h = Host::new(n);
        let ids = h.gpu_ids();
        assert_eq!(
            create_queue(&mut h, ids[0], 0x9000_0100).unwrap_err(),
            Errno::EINVAL,
            "VM not acquired"
        );
        h.acquire_all();
        // Two queues per GPU, created interleaved (concurrent queues on different GPUs).
        let mut qs = Vec::new();
        for round in 0..2u64 {
            for (g, id) in ids.iter().enumerate() {
                let q = create_queue(&mut h, *id, 0x9000_0100 + (round * 8 + g as u64) * 0x10000)
                    .unwrap();
                assert_eq!(
                    q.doorbell_offset,
                    abi::KFD_MMAP_TYPE_DOORBELL | abi::mmap_gpu_id(*id)
                );
                assert_eq!(
                    abi::mmap_decode(q.doorbell_offset),
                    (abi::KFD_MMAP_TYPE_DOORBELL, *id)
                );
                match h.drv.mmap(q.doorbell_offset, 4096).unwrap() {
                    MmapTarget::Doorbell {
                        gpu_index, gpu_id, ..
                    } => assert_eq!((gpu_index, gpu_id), (g, *id)),
                    t => panic!("{t:?}"),
                }
                qs.push((g, q.queue_id));
            }
        }
        let qids: Vec<u32> = qs.iter().map(|(_, q)| *q).collect();
        assert_eq!(
            qids,
            (0..2 * n).collect::<Vec<_>>(),
            "lowest free ids, process-wide"
        );
        let notes = h.drv.take_notes();
        assert_eq!(notes.len(), qs.len());
        for ((g, qid), note) in qs.iter().zip(&notes) {
            match note {
                DriverNote::QueueCreated(d) => assert_eq!(
                    (d.gpu_index, d.queue_id, d.ring_size_bytes),
                    (*g, *qid, 0x1000)
                ),
                other => panic!("{other:?}"),
            }
        }
        // Doorbells: a store to GPU g's page at queue_id x 4 reaches that queue only.
        for (g, qid) in &qs {
            let r = h
                .drv
                .doorbell_write(*g, u64::from(*qid) * 4, 0x1_0000_0005, 4)
                .unwrap();
            assert_eq!((r.gpu_index, r.queue_id, r.value), (*g, *qid, 5));
            if n > 1 {
                let other = (g + 1) % n as usize;
                assert_eq!(
                    h.drv.doorbell_write(other, u64::from(*qid) * 4, 1, 4),
                    Err(Errno::EINVAL)
                );
            }
        }
        assert_eq!(h.drv.doorbell_write(0, 2, 1, 4), Err(Errno::EINVAL));
        // Unknown gpu_id or type in an mmap offset: -EINVAL; wrong length: -EINVAL.
        assert_eq!(
            h.drv
                .mmap(abi::KFD_MMAP_TYPE_DOORBELL | abi::mmap_gpu_id(0xbeef), 4096),
            Err(Errno::EINVAL)
        );
        assert_eq!(
            h.drv.mmap(abi::KFD_MMAP_TYPE_RESERVED_MEM, 4096),
            Err(Errno::EINVAL)
        );
        assert_eq!(
            h.drv.mmap(h.drv.doorbell_mmap_offset(0).unwrap(), 8192),
            Err(Errno::EINVAL)
        );

        // UPDATE_QUEUE (ROCr's suspend is percentage 0) and SET_CU_MASK reach the right GPU.
        let (g_last, q_last) = *qs.last().unwrap();
        let mut u = abi::UpdateQueueArgs {
            ring_base_address: 0x9000_0100,
            queue_id: q_last,
            ring_size: 0x1000,
            queue_percentage: 0,
            queue_priority: 7,
        };
        h.ok(nr::UPDATE_QUEUE, &mut u);
        u.ring_size = 0x1001;
        assert_eq!(h.call(nr::UPDATE_QUEUE, &mut u), Err(Errno::EINVAL));
        u.ring_size = 0x1000;
        u.queue_id = 999;
        assert_eq!(h.call(nr::UPDATE_QUEUE, &mut u), Err(Errno::EFAULT));
        h.mem.put_u32s(USER_SCRATCH, &[0xffff_0000, 0xffff_ffff]);
        h.ok(
            nr::SET_CU_MASK,
            &mut abi::SetCuMaskArgs {
                queue_id: q_last,
                num_cu_mask: 64,
                cu_mask_ptr: USER_SCRATCH,
            },
        );
        assert_eq!(
            h.call(
                nr::SET_CU_MASK,
                &mut abi::SetCuMaskArgs {
                    queue_id: q_last,
                    num_cu_mask: 33,
                    cu_mask_ptr: USER_SCRATCH
                }
            ),
            Err(Errno::EINVAL)
        );
        let notes = h.drv.take_notes();
        assert!(
            matches!(&notes[0], DriverNote::QueueUpdated(d) if d.gpu_index == g_last && !d.is_active())
        );
        assert_eq!(
            notes[1],
            DriverNote::QueueCuMask {
                gpu_index: g_last,
                queue_id: q_last,
                mask: vec![0xffff_0000, 0xffff_ffff]
            }
        );

        // DESTROY_QUEUE finds the queue's GPU; a second destroy is -EINVAL; ids are reused.
        for (g, qid) in qs.iter().rev() {
            h.ok(
                nr::DESTROY_QUEUE,
                &mut abi::DestroyQueueArgs {
                    queue_id: *qid,
                    pad: 0,
                },
            );
            assert_eq!(
                h.drv.take_notes(),
                vec![DriverNote::QueueDestroyed {
                    gpu_index: *g,
                    queue_id: *qid
                }]
            );
        }
        assert_eq!(
            h.call(
                nr::DESTROY_QUEUE,
                &mut abi::DestroyQueueArgs {
                    queue_id: 0,
                    pad: 0
                }
            ),
            Err(Errno::EINVAL)
        );
        assert_eq!(
            create_queue(&mut h, ids[n as usize - 1], 0x9000_0100)
                .unwrap()
                .queue_id,
            0
        );
        // Non-AQL queue types, bad percentages: -EINVAL.
        let mut q = abi::CreateQueueArgs {
            gpu_id: ids[0],
            queue_type: abi::KFD_IOC_QUEUE_TYPE_SDMA,
            queue_percentage: 100,
            ..Default::default()
        };
        assert_eq!(h.call(nr::CREATE_QUEUE, &mut q), Err(Errno::EINVAL));
        q.queue_type = abi::KFD_IOC_QUEUE_TYPE_COMPUTE_AQL;
        q.queue_percentage = 101;
        assert_eq!(h.call(nr::CREATE_QUEUE, &mut q), Err(Errno::EINVAL));
    });
}

fn create_event(h: &mut Host, page_handle: u64) -> abi::CreateEventArgs {
    let mut e = abi::CreateEventArgs {
        event_page_offset: page_handle,
        event_type: abi::KFD_IOC_EVENT_SIGNAL,
        auto_reset: 1,
        ..Default::default()
    };
    h.ok(nr::CREATE_EVENT, &mut e);
    e
}

fn wait(
    h: &mut Host,
    ids: &[u32],
    all: bool,
    timeout_ms: u32,
) -> (Result<IoctlOutcome, Errno>, abi::WaitEventsArgs) {
    let mut b = Vec::new();
    for id in ids {
        let mut d = vec![0u8; abi::EventData::SIZE];
        abi::EventData {
            event_id: *id,
            ..Default::default()
        }
        .write_to(&mut d);
        b.extend(d);
    }
    emulated_driver::UserMemory::write(&mut h.mem, USER_SCRATCH + 0x8000, &b).unwrap();
    let mut w = abi::WaitEventsArgs {
        events_ptr: USER_SCRATCH + 0x8000,
        num_events: ids.len() as u32,
        wait_for_all: all as u32,
        timeout: timeout_ms,
        wait_result: 99,
    };
    let r = h.call(nr::WAIT_EVENTS, &mut w);
    (r, w)
}

fn done_result(p: WaitPoll) -> u32 {
    match p {
        WaitPoll::Done { ret: 0, arg } => abi::WaitEventsArgs::read_from(&arg).wait_result,
        other => panic!("{other:?}"),
    }
}

#[test]
fn events_waits_complete_and_time_out() {
    for_1_and_4(|n| {
        let mut h = Host::new(n);
        h.acquire_all();
        let ids = h.gpu_ids();
        // dGPU path: a 32 KiB GTT events page passed by handle with the first event.
        h.mem.map(0x8000_0000, 32 << 10);
        let page = h
            .alloc(
                ids[0],
                0x8000_0000,
                32 << 10,
                abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT,
                0,
            )
            .unwrap();
        h.map(page.handle, &ids, true).0.unwrap();
        let e0 = create_event(&mut h, page.handle);
        assert_eq!(
            (e0.event_id, e0.event_slot_index, e0.event_trigger_data),
            (0, 0, 0)
        );
        assert_eq!(e0.event_page_offset, abi::KFD_MMAP_TYPE_EVENTS);
        assert_eq!(h.mem.u64_at(0x8000_0000), abi::UNSIGNALED_EVENT_SLOT);
        let e1 = create_event(&mut h, 0);
        assert_eq!(e1.event_id, 1);
        // A second events page: -EINVAL.
        let mut again = abi::CreateEventArgs {
            event_page_offset: page.handle,
            ..Default::default()
        };
        assert_eq!(h.call(nr::CREATE_EVENT, &mut again), Err(Errno::EINVAL));
        assert_eq!(
            h.drv.mmap(abi::KFD_MMAP_TYPE_EVENTS, 32 << 10),
            Ok(MmapTarget::EventsPage)
        );

        // timeout 0 on an unsignalled event: TIMEOUT at once.
        let (r, w) = wait(&mut h, &[0], false, 0);
        assert_eq!(
            (r, w.wait_result),
            (Ok(IoctlOutcome::Done(0)), abi::KFD_IOC_WAIT_RESULT_TIMEOUT)
        );
        // SET before the wait: completes at once and auto-resets.
        h.ok(
            nr::SET_EVENT,
            &mut abi::EventIdArgs {
                event_id: 0,
                pad: 0,
            },
        );
        let (_, w) = wait(&mut h, &[0], false, 0);
        assert_eq!(w.wait_result, abi::KFD_IOC_WAIT_RESULT_COMPLETE);
        let (_, w) = wait(&mut h, &[0], false, 0);
        assert_eq!(
            w.wait_result,
            abi::KFD_IOC_WAIT_RESULT_TIMEOUT,
            "auto-reset consumed it"
        );

        // A wait that times out in simulated time.
        h.now_ps = 10 * MS;
        let (r, _) = wait(&mut h, &[0, 1], false, 5);
        let Ok(IoctlOutcome::Blocked { token, deadline_ps }) = r else {
            panic!("{r:?}")
        };
        assert_eq!(deadline_ps, Some(15 * MS));
        assert_eq!(
            h.drv.poll_wait(token, 14 * MS),
            Ok(WaitPoll::Pending {
                deadline_ps: Some(15 * MS)
            })
        );
        assert_eq!(
            done_result(h.drv.poll_wait(token, 15 * MS).unwrap()),
            abi::KFD_IOC_WAIT_RESULT_TIMEOUT
        );
        assert_eq!(
            h.drv.poll_wait(token, 15 * MS),
            Err(Errno::EINVAL),
            "collected once"
        );

        // A wait woken by the GPU's completion interrupt (signal_event), infinite timeout.
        let (r, _) = wait(&mut h, &[1], false, u32::MAX);
        let Ok(IoctlOutcome::Blocked {
            token,
            deadline_ps: None,
        }) = r
        else {
            panic!("{r:?}")
        };
        assert!(h.drv.take_woken().is_empty());
        h.drv.signal_event(1).unwrap();
        assert_eq!(h.drv.take_woken(), vec![token]);
        assert_eq!(
            done_result(h.drv.poll_wait(token, 20 * MS).unwrap()),
            abi::KFD_IOC_WAIT_RESULT_COMPLETE
        );
        assert!(
            !h.drv.events().get(1).unwrap().signaled,
            "consumed by the waiter"
        );

        // wait_for_all needs both.
        let (r, _) = wait(&mut h, &[0, 1], true, 100);
        let Ok(IoctlOutcome::Blocked { token, .. }) = r else {
            panic!("{r:?}")
        };
        h.drv.signal_event(0).unwrap();
        assert!(h.drv.take_woken().is_empty());
        h.ok(
            nr::SET_EVENT,
            &mut abi::EventIdArgs {
                event_id: 1,
                pad: 0,
            },
        );
        assert_eq!(h.drv.take_woken(), vec![token]);
        assert_eq!(
            done_result(h.drv.poll_wait(token, 21 * MS).unwrap()),
            abi::KFD_IOC_WAIT_RESULT_COMPLETE
        );

        // RESET clears; destroying an event under a wait fails the wait; unknown ids -EINVAL.
        h.ok(
            nr::SET_EVENT,
            &mut abi::EventIdArgs {
                event_id: 0,
                pad: 0,
            },
        );
        h.ok(
            nr::RESET_EVENT,
            &mut abi::EventIdArgs {
                event_id: 0,
                pad: 0,
            },
        );
        let (r, _) = wait(&mut h, &[0], false, 100);
        let Ok(IoctlOutcome::Blocked { token, .. }) = r else {
            panic!("{r:?}")
        };
        h.ok(
            nr::DESTROY_EVENT,
            &mut abi::EventIdArgs {
                event_id: 0,
                pad: 0,
            },
        );
        assert_eq!(h.drv.take_woken(), vec![token]);
        assert_eq!(
            done_result(h.drv.poll_wait(token, 22 * MS).unwrap()),
            abi::KFD_IOC_WAIT_RESULT_FAIL
        );
        assert_eq!(
            h.call(
                nr::DESTROY_EVENT,
                &mut abi::EventIdArgs {
                    event_id: 0,
                    pad: 0
                }
            ),
            Err(Errno::EINVAL)
        );
        assert_eq!(wait(&mut h, &[77], false, 0).0, Err(Errno::EINVAL));
        let mut w = abi::WaitEventsArgs {
            events_ptr: 0x10,
            num_events: 1,
            ..Default::default()
        };
        assert_eq!(h.call(nr::WAIT_EVENTS, &mut w), Err(Errno::EFAULT));
        // Non-signal events cannot be set by the CPU.
        let mut m = abi::CreateEventArgs {
            event_type: abi::KFD_IOC_EVENT_MEMORY,
            ..Default::default()
        };
        h.ok(nr::CREATE_EVENT, &mut m);
        assert_eq!(m.event_id, abi::KFD_FIRST_NONSIGNAL_EVENT_ID);
        assert_eq!(
            h.call(
                nr::SET_EVENT,
                &mut abi::EventIdArgs {
                    event_id: m.event_id,
                    pad: 0
                }
            ),
            Err(Errno::EINVAL)
        );
        // The events page cannot be freed while it is the events page.
        h.map(page.handle, &ids, false).0.unwrap();
        assert_eq!(
            h.call(
                nr::FREE_MEMORY_OF_GPU,
                &mut abi::FreeMemoryOfGpuArgs {
                    handle: page.handle
                }
            ),
            Err(Errno::EBUSY)
        );
    });
}

#[test]
fn unsupported_and_malformed_requests_return_linux_errnos() {
    let mut h = Host::new(2);
    let mut buf = [0u8; 64];
    let mut mem = common::TestMem::default();
    let mut io = |req: u32, b: &mut [u8]| h.drv.ioctl(u64::from(req), b, &mut mem, 0);
    // ROCt's DBG_TRAP (0x82) and SVM: -EINVAL; numbers outside the table: -EINVAL.
    assert_eq!(
        io(abi::ioc(3, b'K' as u32, 0x82, 32), &mut buf),
        Err(Errno::EINVAL)
    );
    assert_eq!(
        io(abi::request(nr::SVM).unwrap(), &mut buf),
        Err(Errno::EINVAL)
    );
    assert_eq!(
        io(abi::ioc(3, b'K' as u32, 0x50, 8), &mut buf),
        Err(Errno::EINVAL)
    );
    assert_eq!(
        io(abi::ioc(3, b'K' as u32, 0, 8), &mut buf),
        Err(Errno::EINVAL)
    );
    assert_eq!(
        io(abi::request(nr::DBG_REGISTER_DEPRECATED).unwrap(), &mut buf),
        Err(Errno::EPERM)
    );
    assert_eq!(
        io(abi::request(nr::ALLOC_QUEUE_GWS).unwrap(), &mut buf),
        Err(Errno::ENODEV)
    );
    assert_eq!(
        io(abi::request(nr::CRIU_OP).unwrap(), &mut buf),
        Err(Errno::EINVAL)
    );
    // Argument shorter than _IOC_SIZE: -EFAULT.
    assert_eq!(
        io(abi::request(nr::CREATE_QUEUE).unwrap(), &mut buf[..10]),
        Err(Errno::EFAULT)
    );
    // A smaller user struct (older ABI): only the bytes both know are copied back.
    let mut small = [0xEEu8; 8];
    let r = io(abi::ioc(2, b'K' as u32, nr::GET_VERSION, 4), &mut small);
    assert_eq!(r, Ok(IoctlOutcome::Done(0)));
    assert_eq!(small, [1, 0, 0, 0, 0xEE, 0xEE, 0xEE, 0xEE]);
    // A larger user struct (newer ABI): the kernel part is handled, the tail passes through.
    let mut big = [0u8; 48];
    big[40..48].copy_from_slice(&[7; 8]);
    abi::GetClockCountersArgs {
        gpu_id: 0,
        ..Default::default()
    }
    .write_to(&mut big);
    let r = io(
        abi::ioc(3, b'K' as u32, nr::GET_CLOCK_COUNTERS, 48),
        &mut big,
    );
    assert_eq!(r, Ok(IoctlOutcome::Done(0)));
    assert_eq!(
        abi::GetClockCountersArgs::read_from(&big).system_clock_freq,
        1_000_000_000
    );
    assert_eq!(&big[40..48], &[7; 8]);
    // Whole-number mismatches that gem5 dies on: same nr with the wrong type byte still works
    // (amdkfd decodes only _IOC_NR), and upper request bits beyond 32 are dropped.
    let mut v = [0u8; 8];
    assert_eq!(
        io(
            abi::ioc(2, b'Z' as u32, nr::GET_VERSION, 8) as u64 as u32,
            &mut v
        ),
        Ok(IoctlOutcome::Done(0))
    );
    assert_eq!(
        h.drv.ioctl(
            0xFFFF_FFFF_0000_0000 | u64::from(abi::request(nr::GET_VERSION).unwrap()),
            &mut v,
            &mut mem,
            0
        ),
        Ok(IoctlOutcome::Done(0))
    );
}
