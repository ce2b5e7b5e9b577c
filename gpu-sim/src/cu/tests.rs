use super::coalesce::{coalesce, Coalesced, Piece};
use super::lds::lds_cycles;
use super::*;
use crate::emu::step::Access;
use crate::isa::atomic::AtomicArgs;
use crate::isa::table::AtomicOp;
use std::collections::HashMap;

fn acc(addr: u64, len: u32) -> Access {
    Access {
        addr,
        len,
        atomic: None,
    }
}

fn lines(accesses: &[Access]) -> Coalesced {
    let mut out = Coalesced::default();
    coalesce(accesses, 64, &mut out).unwrap();
    out
}

#[test]
fn coalescer_unit_stride_dwords_make_one_request_per_line() {
    // 64 lanes x 4 bytes, contiguous and line aligned: 4 lines of 64 bytes.
    let a: Vec<Access> = (0..64).map(|i| acc(0x1000 + 4 * i, 4)).collect();
    let co = lines(&a);
    let l = &co.lines;
    assert_eq!(l.len(), 4);
    for (i, r) in l.iter().enumerate() {
        assert_eq!((r.line, r.lo, r.hi), (0x1000 + 64 * i as u64, 0, 64));
        assert_eq!(co.pieces_of(i).len(), 16);
    }
    assert_eq!(
        co.pieces_of(1)[0],
        Piece {
            line_off: 0,
            data_off: 64,
            len: 4
        }
    );
}

#[test]
fn coalescer_same_address_is_one_request_and_broadcasts() {
    let a: Vec<Access> = (0..64).map(|_| acc(0x2004, 4)).collect();
    let co = lines(&a);
    let l = &co.lines;
    assert_eq!(l.len(), 1);
    assert_eq!((l[0].addr(), l[0].bytes()), (0x2004, 4));
    // Every lane gets the same 4 bytes.
    let mut out = vec![0u8; 256];
    co.scatter(0, &[1, 2, 3, 4], &mut out);
    assert!(out.chunks(4).all(|c| c == [1, 2, 3, 4]));
}

#[test]
fn coalescer_large_stride_is_one_request_per_lane_in_lane_order() {
    let a: Vec<Access> = (0..8).map(|i| acc(0x10_000 + 4096 * (7 - i), 4)).collect();
    let l = lines(&a).lines;
    assert_eq!(l.len(), 8);
    assert_eq!(l[0].line, 0x10_000 + 4096 * 7);
    assert_eq!(l[7].line, 0x10_000);
}

#[test]
fn coalescer_splits_line_and_page_crossings() {
    // 8 bytes at 0x103c: 4 bytes in the line at 0x1000, 4 in the next one.
    let co = lines(&[acc(0x103c, 8)]);
    let l = &co.lines;
    assert_eq!(l.len(), 2);
    assert_eq!((l[0].addr(), l[0].bytes()), (0x103c, 4));
    assert_eq!((l[1].addr(), l[1].bytes()), (0x1040, 4));
    assert_eq!(co.pieces_of(1)[0].data_off, 4);
    // Crossing a 4 KiB page also crosses a line.
    let l = lines(&[acc(0x1ffe, 4)]).lines;
    assert_eq!(
        l.iter().map(|r| r.line).collect::<Vec<_>>(),
        vec![0x1fc0, 0x2000]
    );
}

#[test]
fn coalescer_store_data_and_mask_last_lane_wins() {
    let a = [acc(0x3000, 4), acc(0x3008, 4), acc(0x3000, 4)];
    let store: Vec<u8> = (1..=12).collect();
    let co = lines(&a);
    let l = &co.lines;
    assert_eq!(l.len(), 1);
    let (data, mask) = co.write_data(0, &store);
    assert_eq!((l[0].lo, l[0].hi), (0, 12));
    assert_eq!(data, vec![9, 10, 11, 12, 0, 0, 0, 0, 5, 6, 7, 8]);
    assert_eq!(mask, 0xf0f);
}

#[test]
fn coalescer_keeps_atomics_apart_and_rejects_split_ones() {
    let args = AtomicArgs {
        op: AtomicOp::Add,
        bytes: 4,
        src: 1,
        cmp: 0,
    };
    let a: Vec<Access> = (0..4)
        .map(|_| Access {
            addr: 0x4000,
            len: 4,
            atomic: Some(args),
        })
        .collect();
    let co = lines(&a);
    assert_eq!(co.lines.len(), 4);
    assert_eq!(
        (0..4)
            .map(|i| co.pieces_of(i)[0].data_off)
            .collect::<Vec<_>>(),
        vec![0, 4, 8, 12]
    );
    let bad = [Access {
        addr: 0x403e,
        len: 4,
        atomic: Some(args),
    }];
    assert!(coalesce(&bad, 64, &mut Coalesced::default()).is_err());
}

/// A line request as the reference builds it: line, lo, hi, atomic, pieces.
type RefLine = (u64, u32, u32, Option<AtomicArgs>, Vec<Piece>);

/// The coalescer's rules written as plainly as possible: a scan over the line requests made
/// so far, pieces grouped by line afterwards. The coalescer indexes the lines of gathers; its
/// output must not differ from this.
fn reference_lines(accesses: &[Access], line_bytes: u64) -> Vec<RefLine> {
    let mut out: Vec<RefLine> = Vec::new();
    let mut data_off = 0u32;
    for a in accesses {
        let mut addr = a.addr;
        let mut left = a.len;
        while left > 0 {
            let line = addr & !(line_bytes - 1);
            let off = (addr - line) as u32;
            let n = left.min(line_bytes as u32 - off);
            let p = Piece {
                line_off: off,
                data_off,
                len: n,
            };
            let found = if a.atomic.is_some() {
                None
            } else {
                out.iter().rposition(|r| r.0 == line && r.3.is_none())
            };
            match found {
                Some(i) => {
                    out[i].1 = out[i].1.min(off);
                    out[i].2 = out[i].2.max(off + n);
                    out[i].4.push(p);
                }
                None => out.push((line, off, off + n, a.atomic, vec![p])),
            }
            addr += u64::from(n);
            data_off += n;
            left -= n;
        }
    }
    out
}

#[test]
fn coalescer_gathers_match_the_plain_rules() {
    let args = AtomicArgs {
        op: AtomicOp::Add,
        bytes: 4,
        src: 1,
        cmp: 0,
    };
    // A deterministic generator: gathers over few and many lines, line-crossing accesses,
    // lanes revisiting lines out of order, atomics mixed in, more lines than the index holds.
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut co = Coalesced::default();
    for round in 0..400 {
        let span = [256u64, 4096, 1 << 20][round % 3];
        let count = [8usize, 64, 200][round / 3 % 3];
        let line_bytes = [64u64, 128][round % 2];
        let a: Vec<Access> = (0..count)
            .map(|_| {
                let len = [1u32, 2, 4, 8, 16][(next() % 5) as usize];
                let addr = 0x10_0000 + next() % span;
                if next() % 17 == 0 {
                    Access {
                        addr: addr & !3,
                        len: 4,
                        atomic: Some(args),
                    }
                } else {
                    acc(addr, len)
                }
            })
            .collect();
        let want = reference_lines(&a, line_bytes);
        if coalesce(&a, line_bytes, &mut co).is_err() {
            continue;
        }
        assert_eq!(co.lines.len(), want.len(), "round {round}");
        for (i, (line, lo, hi, atomic, pieces)) in want.iter().enumerate() {
            let r = &co.lines[i];
            assert_eq!(
                (r.line, r.lo, r.hi, r.atomic),
                (*line, *lo, *hi, *atomic),
                "round {round} line {i}"
            );
            assert_eq!(co.pieces_of(i), &pieces[..], "round {round} line {i}");
        }
    }
}

#[test]
fn lds_bank_conflicts() {
    let mut s = Vec::new();
    let stride = |d: u32| -> Vec<u32> { (0..64).map(|i| i * 4 * d).collect() };
    // Stride 1 dword: every half-wave hits 32 different banks.
    assert_eq!(lds_cycles(&stride(1), 32, 4, &mut s), (2, 2));
    // Stride 2 dwords: two distinct dwords per bank.
    assert_eq!(lds_cycles(&stride(2), 32, 4, &mut s), (4, 2));
    // Stride 32 dwords: every lane of a half-wave in bank 0, 32-way.
    assert_eq!(lds_cycles(&stride(32), 32, 4, &mut s), (64, 2));
    // Stride 33 dwords: conflict-free again.
    assert_eq!(lds_cycles(&stride(33), 32, 4, &mut s), (2, 2));
    // Same dword for all lanes: broadcast.
    assert_eq!(lds_cycles(&[8; 64], 32, 4, &mut s), (2, 2));
    // Bytes in the same dword share one access.
    let bytes: Vec<u32> = (0..32).collect();
    assert_eq!(lds_cycles(&bytes, 32, 4, &mut s), (1, 1));
    assert_eq!(lds_cycles(&[], 32, 4, &mut s), (1, 1));
}

#[test]
fn config_preset_and_errors_name_keys() {
    let c = TimingConfig::r9_nano();
    assert_eq!(c.cu.wave_slots(), 40);
    assert_eq!(c.validate(), Ok(()));
    let t = TimingConfig::from_toml_str("[cu]\nvalu_cycles = 8\n").unwrap();
    assert_eq!(t.cu.valu_cycles, 8);
    assert_eq!(t.cu.simds, 4);
    let err =
        TimingConfig::from_toml_str("[cu]\nsimds = 0\nfetch_bytes = 24\nibuffer_entries = 1\n")
            .unwrap_err()
            .to_string();
    assert_eq!(
        err,
        "cu.simds: must be at least 1, got 0\n\
         cu.fetch_bytes: must be a power of two from 16 to l1i.line_bytes (64), got 24\n\
         cu.ibuffer_entries: must be from 2 (an instruction may straddle two fetch blocks) to 32, got 1"
    );
    assert!(TimingConfig::from_toml_str("[cu]\nibuffer_entries = 33\n")
        .unwrap_err()
        .to_string()
        .contains("to 32, got 33"));
    assert_eq!(
        TimingConfig::from_toml_str("[cu]\nwaves = 3\n")
            .unwrap_err()
            .to_string(),
        "cu.waves: unknown key"
    );
}

#[test]
fn builder_adds_one_compute_unit_per_cu() {
    let mut cfg = TimingConfig::r9_nano();
    cfg.cus = 8;
    let mut e = Engine::new();
    let m = GpuMemory::build(&mut e, "gpu[0]", &cfg, 0).unwrap();
    let cus = add_compute_units(&mut e, "gpu[0]", &cfg, &m).unwrap();
    assert_eq!(cus.len(), 8);
    assert_eq!(e.path(cus[5].comp), "gpu[0].cu[5]");
    let s = e.stats();
    assert_eq!(s.get("gpu[0].cu[7].instructions"), Some(0));
}

// ------------------------------------------------------------------------------------------
// End to end: one GPU's memory side, compute units, and a small test dispatcher.

mod e2e {
    use super::*;
    use crate::emu::memory::Memory;
    use crate::job::{prepare_job, Arg, Job, PreparedJob, KERNARG_VA, PACKET_VA, QUEUE_VA};
    use crate::proto::Interleave;
    use crate::tlb::PageWalker;

    const PAGE: u64 = 4096;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Phase {
        Load,
        Run,
        Read,
        Done,
    }

    /// Loads memory through the L2 (writes), dispatches every workgroup one per cycle
    /// round-robin over compute units with free wave slots, then reads result ranges back
    /// through the L2.
    pub struct TestDispatcher {
        port: PortId,
        clock: Clock,
        l2: Interleave,
        cus: Vec<PortId>,
        kernel: KernelRef,
        next_wg: u64,
        end_wg: u64,
        slots_free: Vec<u32>,
        check_fit: bool,
        rr: usize,
        writes: VecDeque<(u64, Vec<u8>)>,
        out: usize,
        reads: VecDeque<(u64, u32, usize, usize)>,
        read_wait: HashMap<ReqId, (usize, usize)>,
        pub results: Vec<Vec<u8>>,
        phase: Phase,
        outstanding_groups: u64,
        pub instructions: u64,
        pub errors: Vec<String>,
        pub group_done: Vec<(u64, Ps)>,
        pub kernel_start: Ps,
        pub kernel_end: Ps,
        id: u64,
    }

    impl TestDispatcher {
        fn next_id(&mut self) -> ReqId {
            self.id += 1;
            ReqId((1 << 62) | self.id)
        }
    }

    impl Component<Msg> for TestDispatcher {
        fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
            while let Some(m) = ctx.recv(self.port) {
                match m {
                    Msg::Mem(MemMsg::WriteRsp { .. }) => self.out -= 1,
                    Msg::Mem(MemMsg::ReadRsp { id, data }) => {
                        self.out -= 1;
                        let (r, off) = self.read_wait.remove(&id).expect("our read");
                        self.results[r][off..off + data.len()].copy_from_slice(&data);
                    }
                    Msg::Cu(CuMsg::GroupDone {
                        cu,
                        wg,
                        instructions,
                        error,
                        ..
                    }) => {
                        self.outstanding_groups -= 1;
                        self.instructions += instructions;
                        self.slots_free[cu as usize] += self.kernel.0.waves_in_group(wg);
                        self.group_done.push((wg, now));
                        if let Some(e) = error {
                            self.errors.push(e);
                        }
                    }
                    other => panic!("dispatcher got {other:?}"),
                }
            }
            let next_cycle = self.clock.next_tick(now);
            match self.phase {
                Phase::Load => {
                    while let Some((addr, data)) = self.writes.pop_front() {
                        let id = self.next_id();
                        let n = data.len();
                        let dst = self.l2.target(addr).expect("l2 bank");
                        let msg = Msg::Mem(MemMsg::Write {
                            id,
                            addr,
                            data,
                            mask: crate::proto::full_mask(n),
                            reply_to: self.port,
                        });
                        match ctx.send(self.port, dst, msg) {
                            Ok(()) => self.out += 1,
                            Err(e) => {
                                let Msg::Mem(MemMsg::Write { addr, data, .. }) = e.into_msg()
                                else {
                                    unreachable!()
                                };
                                self.writes.push_front((addr, data));
                                break;
                            }
                        }
                    }
                    if self.writes.is_empty() && self.out == 0 {
                        self.phase = Phase::Run;
                        self.kernel_start = now;
                        ctx.wake_at(next_cycle);
                    }
                }
                Phase::Run => {
                    if self.next_wg < self.end_wg {
                        let need = self.kernel.0.waves_in_group(self.next_wg);
                        let n = self.cus.len();
                        let pick = (0..n)
                            .map(|i| (self.rr + i) % n)
                            .find(|&c| !self.check_fit || self.slots_free[c] >= need);
                        if let Some(c) = pick {
                            let msg = Msg::Cu(CuMsg::RunGroup {
                                kernel: self.kernel.clone(),
                                wg: self.next_wg,
                                reply_to: self.port,
                            });
                            if ctx.send(self.port, self.cus[c], msg).is_ok() {
                                self.slots_free[c] = self.slots_free[c].saturating_sub(need);
                                self.next_wg += 1;
                                self.outstanding_groups += 1;
                                self.rr = (c + 1) % n;
                            }
                            ctx.wake_at(next_cycle);
                        }
                    } else if self.outstanding_groups == 0 {
                        self.kernel_end = now;
                        self.phase = Phase::Read;
                        ctx.wake_at(next_cycle);
                    }
                }
                Phase::Read => {
                    while let Some((addr, bytes, r, off)) = self.reads.pop_front() {
                        let id = self.next_id();
                        let dst = self.l2.target(addr).expect("l2 bank");
                        let msg = Msg::Mem(MemMsg::Read {
                            id,
                            addr,
                            bytes,
                            reply_to: self.port,
                        });
                        if ctx.send(self.port, dst, msg).is_err() {
                            self.reads.push_front((addr, bytes, r, off));
                            break;
                        }
                        self.out += 1;
                        self.read_wait.insert(id, (r, off));
                    }
                    if self.reads.is_empty() && self.out == 0 {
                        self.phase = Phase::Done;
                    }
                }
                Phase::Done => {}
            }
            Ok(())
        }
    }

    pub struct Finished {
        pub buffers: Vec<Option<Vec<u8>>>,
        pub instructions: u64,
        pub errors: Vec<String>,
        pub kernel_cycles: u64,
        pub stats: StatsReport,
        pub group_done: Vec<(u64, Ps)>,
    }

    pub fn small_config(cus: u32) -> TimingConfig {
        let mut cfg = TimingConfig::r9_nano();
        cfg.cus = cus;
        cfg.dram.channels = 2;
        cfg.l2.banks = 2;
        cfg.l2.size_bytes = 256 * 1024;
        cfg
    }

    /// Builds the rig and runs `job` to completion.
    pub fn run(cfg: &TimingConfig, job: &Job, check_fit: bool) -> Finished {
        run_prepared(cfg, prepare_job(job).expect("job prepares"), check_fit)
    }

    /// Runs `job` with its kernel's first instructions replaced by `code` (hand-written
    /// instruction words; the kernel descriptor and arguments stay the job's).
    pub fn run_code(cfg: &TimingConfig, job: &Job, code: &[u32]) -> Finished {
        let mut prepared = prepare_job(job).expect("job prepares");
        let bytes: Vec<u8> = code.iter().flat_map(|w| w.to_le_bytes()).collect();
        let entry = prepared.kernel.entry_vaddr as usize;
        prepared.image[entry..entry + bytes.len()].copy_from_slice(&bytes);
        prepared
            .memory
            .write(crate::job::CODE_BASE + entry as u64, &bytes)
            .unwrap();
        run_prepared(cfg, prepared, true)
    }

    /// Builds the rig and runs a prepared job to completion.
    pub fn run_prepared(cfg: &TimingConfig, prepared: PreparedJob, check_fit: bool) -> Finished {
        let mut mem = prepared.memory.clone();
        let k = &prepared.kernel;
        let n_groups: u64 = prepared.workgroup_count();
        let slots = u64::from(cfg.cus) * u64::from(cfg.cu.wave_slots());
        let wave_scratch = crate::emu::abi::lane_private_bytes(prepared.private_segment_bytes) * 64;
        // Scratch: one region per wave slot of every CU.
        let setup = crate::emu::DispatchSetup {
            kernel_name: &k.name,
            descriptor: k.descriptor,
            code: &prepared.image,
            code_base: crate::job::CODE_BASE,
            entry_pc: crate::job::CODE_BASE + k.entry_vaddr,
            grid: prepared.grid,
            workgroup: prepared.workgroup,
            group_segment_bytes: prepared.group_segment_bytes,
            private_segment_bytes: prepared.private_segment_bytes,
            kernarg_va: KERNARG_VA,
            dispatch_packet_va: PACKET_VA,
            queue_va: QUEUE_VA,
            dispatch_id: 0,
            scratch_va: crate::job::SCRATCH_VA,
            scratch_bytes: wave_scratch * slots,
            workgroups: 0..n_groups,
            max_wavefront_instructions: crate::emu::DEFAULT_MAX_WAVEFRONT_INSTRUCTIONS,
        };
        crate::emu::abi::write_amd_queue(
            &mut mem,
            QUEUE_VA,
            &crate::emu::abi::QueueInit {
                ring_va: PACKET_VA,
                ring_packets: 64,
                queue_id: 0,
                scratch_va: crate::job::SCRATCH_VA,
                scratch_bytes: setup.scratch_bytes,
                private_segment_bytes: prepared.private_segment_bytes,
            },
        )
        .unwrap();
        crate::emu::abi::write_dispatch_packet(&mut mem, PACKET_VA, &setup).unwrap();
        let image = KernelImage::new(&setup).expect("kernel image");

        // Regions to map: code, queue, packet, kernargs, buffers.
        let mut regions: Vec<(u64, u64)> = vec![
            (crate::job::CODE_BASE, prepared.image.len() as u64),
            (QUEUE_VA, PAGE),
            (PACKET_VA, PAGE),
            (KERNARG_VA, prepared.kernarg.len() as u64),
        ];
        regions.extend(
            prepared
                .buffers
                .iter()
                .flatten()
                .map(|&(va, n)| (va, n as u64)),
        );
        let mut page_map: HashMap<u64, u64> = HashMap::new();
        let mut writes = VecDeque::new();
        for &(va, n) in &regions {
            let first = va / PAGE;
            let last = (va + n.max(1) - 1) / PAGE;
            for vpn in first..=last {
                if page_map.contains_key(&vpn) {
                    continue;
                }
                let ppn = page_map.len() as u64;
                page_map.insert(vpn, ppn);
                let mut bytes = vec![0u8; PAGE as usize];
                mem.read(vpn * PAGE, &mut bytes).unwrap();
                for (i, line) in bytes.chunks(64).enumerate() {
                    writes.push_back((ppn * PAGE + 64 * i as u64, line.to_vec()));
                }
            }
        }
        // Scratch: mapped, zero (never written here; DRAM reads zeros).
        for vpn in crate::job::SCRATCH_VA / PAGE
            ..(crate::job::SCRATCH_VA + wave_scratch * slots).div_ceil(PAGE)
        {
            let ppn = page_map.len() as u64;
            page_map.entry(vpn).or_insert(ppn);
        }
        let mut e = Engine::new();
        let m = GpuMemory::build(&mut e, "gpu[0]", cfg, 0).unwrap();
        {
            let w = e.component_mut::<PageWalker>(m.walker).unwrap();
            let mut entries: Vec<_> = page_map.iter().map(|(&v, &p)| (v, p)).collect();
            entries.sort_unstable();
            for (v, p) in entries {
                w.map(v, p);
            }
        }
        let cus = add_compute_units(&mut e, "gpu[0]", cfg, &m).unwrap();
        // Result read-back: every buffer, in lines, through the L2.
        let mut reads = VecDeque::new();
        let mut results = Vec::new();
        let mut buf_index = Vec::new();
        for (i, b) in prepared.buffers.iter().enumerate() {
            let Some((va, n)) = *b else {
                buf_index.push(None);
                continue;
            };
            buf_index.push(Some(results.len()));
            let r = results.len();
            results.push(vec![0u8; n]);
            let mut off = 0usize;
            while off < n {
                let a = va + off as u64;
                let chunk = (64 - (a % 64) as usize).min(n - off);
                let pa = page_map[&(a / PAGE)] * PAGE + a % PAGE;
                reads.push_back((pa, chunk as u32, r, off));
                off += chunk;
            }
            let _ = i;
        }
        let clock = Clock::from_mhz(cfg.core_clock_mhz).unwrap();
        let disp = e.add_component("dispatcher");
        let port = e.add_port(disp, 1024);
        for c in &cus {
            e.connect(port, c.port, clock.period()).unwrap();
        }
        for &t in &m.l2_route.targets {
            e.connect(port, t, clock.period()).unwrap();
        }
        let d = TestDispatcher {
            port,
            clock,
            l2: m.l2_route.clone(),
            cus: cus.iter().map(|c| c.port).collect(),
            kernel: KernelRef(image),
            next_wg: 0,
            end_wg: n_groups,
            slots_free: vec![cfg.cu.wave_slots(); cus.len()],
            check_fit,
            rr: 0,
            writes,
            out: 0,
            reads,
            read_wait: HashMap::new(),
            results,
            phase: Phase::Load,
            outstanding_groups: 0,
            instructions: 0,
            errors: Vec::new(),
            group_done: Vec::new(),
            kernel_start: Ps::ZERO,
            kernel_end: Ps::ZERO,
            id: 0,
        };
        e.install(disp, Box::new(d)).unwrap();
        e.wake_at(disp, Ps::ZERO);
        e.run().unwrap();
        let stats = e.stats();
        let d = e.component::<TestDispatcher>(disp).unwrap();
        assert_eq!(d.phase, Phase::Done, "the run did not finish");
        let buffers = buf_index
            .iter()
            .map(|i| i.map(|r| d.results[r].clone()))
            .collect();
        Finished {
            buffers,
            instructions: d.instructions,
            errors: d.errors.clone(),
            kernel_cycles: clock.to_cycles(d.kernel_end - d.kernel_start).0,
            stats,
            group_done: d.group_done.clone(),
        }
    }

    pub fn kernel(file: &str) -> Vec<u8> {
        let path = format!("{}/kernels/{file}.hsaco", env!("CARGO_MANIFEST_DIR"));
        std::fs::read(path).expect("corpus kernel")
    }

    fn f32s(v: &[f32]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    fn to_f32(b: &[u8]) -> Vec<f32> {
        b.chunks(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    }

    pub fn vecadd_job(n: u32, wg: u32) -> (Job, Vec<f32>) {
        let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5 - 7.0).collect();
        let b: Vec<f32> = (0..n).map(|i| (i % 13) as f32 * 3.25).collect();
        let want = a.iter().zip(&b).map(|(x, y)| x + y).collect();
        let job = Job {
            code_object: kernel("vecadd"),
            kernel: "vecadd".into(),
            grid: [n, 1, 1],
            workgroup: [wg, 1, 1],
            args: vec![
                Arg::Buffer(f32s(&a)),
                Arg::Buffer(f32s(&b)),
                Arg::Buffer(vec![0; 4 * n as usize]),
                Arg::U32(n),
            ],
        };
        (job, want)
    }

    pub fn micro_alu_job(iters: u32) -> Job {
        micro_alu_job_waves(iters, 1)
    }

    /// `micro_alu` with `waves` one-wave workgroups.
    pub fn micro_alu_job_waves(iters: u32, waves: u32) -> Job {
        Job {
            code_object: kernel("micro_alu"),
            kernel: "micro_alu".into(),
            grid: [64 * waves, 1, 1],
            workgroup: [64, 1, 1],
            args: vec![
                Arg::Buffer(vec![0; 256 * waves as usize]),
                Arg::F32(0.375),
                Arg::U32(iters),
            ],
        }
    }

    #[test]
    fn vecadd_matches_the_cpu_reference() {
        let (job, want) = vecadd_job(1000, 256);
        let f = run(&small_config(2), &job, true);
        assert!(f.errors.is_empty(), "{:?}", f.errors);
        assert_eq!(to_f32(f.buffers[2].as_ref().unwrap()), want);
        let s = &f.stats;
        assert_eq!(s.sum_field("workgroups"), 4);
        assert_eq!(s.sum_field("waves"), 16);
        assert_eq!(s.sum_field("instructions"), f.instructions);
        // Two loads and a store per wave, each 64 lanes x 4 bytes = 4 lines (the last wave
        // of the partial group has fewer active lanes).
        assert!(s.sum_field("vector_line_requests") <= 16 * 3 * 4);
        assert!(s.sum_field("vector_line_requests") >= 15 * 3 * 4);
        assert!(f.kernel_cycles > 100, "{}", f.kernel_cycles);
        println!(
            "vecadd 1000: {} cycles, {} instructions",
            f.kernel_cycles, f.instructions
        );
        for e in f
            .stats
            .entries()
            .iter()
            .filter(|e| e.name.starts_with("gpu[0].cu[0]."))
        {
            println!("{} {}", e.name, e.value);
        }
    }

    #[test]
    fn identical_runs_give_identical_stats() {
        let (job, _) = vecadd_job(2048, 128);
        let a = run(&small_config(2), &job, true);
        let b = run(&small_config(2), &job, true);
        assert_eq!(a.stats.to_text(), b.stats.to_text());
        assert_eq!(a.kernel_cycles, b.kernel_cycles);
    }

    #[test]
    fn dependent_valu_chain_costs_valu_cycles_per_instruction() {
        // valu_cycles + valu_decode_cycles per dependent instruction: 5 on the R9 Nano (the
        // MGSim paper's figure), whatever SIMD the wave is on.
        let cfg = small_config(1);
        let short = run(&cfg, &micro_alu_job(2), true);
        let long = run(&cfg, &micro_alu_job(6), true);
        assert!(short.errors.is_empty() && long.errors.is_empty());
        let dv = long.stats.sum_field("valu_insts") - short.stats.sum_field("valu_insts");
        let dt = long.kernel_cycles - short.kernel_cycles;
        assert!(dv >= 4 * 256, "{dv}");
        let per = dt as f64 / dv as f64;
        println!(
            "micro_alu: {dv} more VALU instructions cost {dt} cycles ({per:.3} per instruction)"
        );
        assert!((5.0..5.2).contains(&per), "{per}");
        // With 8-cycle VALU instructions the chain costs 9, without the decode stage 8.
        let mut slow = cfg.clone();
        slow.cu.valu_cycles = 8;
        let s2 = run(&slow, &micro_alu_job(2), true);
        let s6 = run(&slow, &micro_alu_job(6), true);
        let per8 = (s6.kernel_cycles - s2.kernel_cycles) as f64 / dv as f64;
        assert!((9.0..9.2).contains(&per8), "{per8}");
        slow.cu.valu_decode_cycles = 0;
        let s2 = run(&slow, &micro_alu_job(2), true);
        let s6 = run(&slow, &micro_alu_job(6), true);
        let per8 = (s6.kernel_cycles - s2.kernel_cycles) as f64 / dv as f64;
        assert!((8.0..8.2).contains(&per8), "{per8}");
    }

    #[test]
    fn waves_on_one_simd_still_issue_a_valu_instruction_every_valu_cycles() {
        // Two independent chains on one SIMD: each wave waits 5 cycles after a VALU
        // instruction, but the SIMD takes the other wave's after 4, so the extra 1024 adds of
        // each wave cost 8 cycles per pair, not 10 (and one wave alone 5 per add).
        let mut cfg = small_config(1);
        cfg.cu.simds = 1;
        let cost = |waves: u32| {
            let a = run(&cfg, &micro_alu_job_waves(2, waves), true);
            let b = run(&cfg, &micro_alu_job_waves(6, waves), true);
            assert!(a.errors.is_empty() && b.errors.is_empty());
            (b.kernel_cycles - a.kernel_cycles) as f64 / 1024.0
        };
        let (one, two) = (cost(1), cost(2));
        println!("per 4 trips' add: one wave {one:.3} cycles, two waves {two:.3}");
        assert!((5.0..5.2).contains(&one), "{one}");
        assert!((8.0..8.3).contains(&two), "{two}");
    }

    #[test]
    fn a_group_that_does_not_fit_waits_for_wave_slots() {
        // Four groups of four waves on one CU. With 4 slots the groups run one after the
        // other; with 16 they overlap.
        let (job, want) = vecadd_job(1024, 256);
        let mut narrow = small_config(1);
        narrow.cu.wave_slots_per_simd = 1;
        let serial = run(&narrow, &job, false);
        assert!(serial.errors.is_empty(), "{:?}", serial.errors);
        assert_eq!(to_f32(serial.buffers[2].as_ref().unwrap()), want);
        let mut wide = small_config(1);
        wide.cu.wave_slots_per_simd = 4;
        let overlap = run(&wide, &job, false);
        println!(
            "4 groups: {} cycles with 4 wave slots, {} with 16",
            serial.kernel_cycles, overlap.kernel_cycles
        );
        assert!(serial.kernel_cycles * 2 > overlap.kernel_cycles * 3);
        // Serially, groups finish in dispatch order, each after the previous.
        let order: Vec<u64> = serial.group_done.iter().map(|g| g.0).collect();
        assert_eq!(order, vec![0, 1, 2, 3]);
        // A group larger than the whole CU is an error, not a hang.
        let mut tiny = small_config(1);
        tiny.cu.simds = 1;
        tiny.cu.wave_slots_per_simd = 2;
        let f = run(&tiny, &job, false);
        assert_eq!(f.errors.len(), 4);
        assert!(
            f.errors[0].contains("needs 4 wave slots"),
            "{}",
            f.errors[0]
        );
    }
}

/// Speed of the timing model (not a correctness test): `cargo test --release -p gpu-sim --lib
/// cu::tests::speed -- --ignored --nocapture`.
#[test]
#[ignore]
fn speed() {
    use e2e::*;
    let cfg = small_config(4);
    let cases = [
        (
            "micro_alu 160 waves x 16 trips",
            crate::job::Job {
                code_object: kernel("micro_alu"),
                kernel: "micro_alu".into(),
                grid: [64 * 160, 1, 1],
                workgroup: [256, 1, 1],
                args: vec![
                    crate::job::Arg::Buffer(vec![0; 4 * 64 * 160]),
                    crate::job::Arg::F32(0.5),
                    crate::job::Arg::U32(16),
                ],
            },
        ),
        (
            "vecadd 1M",
            crate::job::Job {
                code_object: kernel("vecadd"),
                kernel: "vecadd".into(),
                grid: [1 << 20, 1, 1],
                workgroup: [256, 1, 1],
                args: vec![
                    crate::job::Arg::Buffer(vec![1; 4 << 20]),
                    crate::job::Arg::Buffer(vec![2; 4 << 20]),
                    crate::job::Arg::Buffer(vec![0; 4 << 20]),
                    crate::job::Arg::U32(1 << 20),
                ],
            },
        ),
    ];
    for (name, job) in cases {
        let t = std::time::Instant::now();
        let f = run(&cfg, &job, true);
        let s = t.elapsed().as_secs_f64();
        assert!(f.errors.is_empty(), "{:?}", f.errors);
        println!(
            "{name}: {} wavefront instructions, {} cycles, {:.2} s wall (incl. setup and read-back), {:.0} K inst/s, {} events",
            f.instructions,
            f.kernel_cycles,
            s,
            f.instructions as f64 / s / 1e3,
            f.stats.get("engine.events").unwrap_or(0)
        );
    }
}

#[test]
fn s_waitcnt_expcnt_waits_for_gds_instructions_only() {
    // ds_write_b32 v0, v0 [gds]; s_waitcnt ...; s_endpgm, in place of micro_alu's code.
    const DS_WRITE_GDS: [u32; 2] = [0xd81b_0000, 0];
    const DS_WRITE_LDS: [u32; 2] = [0xd81a_0000, 0];
    const WAIT_EXPCNT_0: u32 = 0xbf8c_0f0f; // s_waitcnt expcnt(0)
    const WAIT_NOTHING: u32 = 0xbf8c_0f7f; // s_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15)
    const ENDPGM: u32 = 0xbf81_0000;
    let stalls = |ds: [u32; 2], wait: u32| {
        let f = e2e::run_code(
            &e2e::small_config(1),
            &e2e::micro_alu_job(1),
            &[ds[0], ds[1], wait, ENDPGM],
        );
        assert!(f.errors.is_empty(), "{:?}", f.errors);
        assert_eq!(f.stats.sum_field("lds_insts"), 1);
        assert_eq!(f.stats.sum_field("waitcnt_insts"), 1);
        f.stats.sum_field("stall_waitcnt")
    };
    // A GDS instruction counts in expcnt until it completes: its bank cycles and the LDS
    // latency (the R9 Nano's 32 cycles).
    let lat = TimingConfig::r9_nano().cu.lds_latency_cycles;
    let gds = stalls(DS_WRITE_GDS, WAIT_EXPCNT_0);
    assert!(
        gds >= lat,
        "s_waitcnt expcnt(0) after a GDS write stalled {gds} cycles"
    );
    // An LDS instruction does not count in expcnt, and expcnt(7) does not wait.
    assert_eq!(stalls(DS_WRITE_LDS, WAIT_EXPCNT_0), 0);
    assert_eq!(stalls(DS_WRITE_GDS, WAIT_NOTHING), 0);
}

#[test]
fn lds_reduction_with_barriers_matches_the_cpu_reference() {
    use crate::job::{Arg, Job};
    let n = 4096u32;
    let wg = 256u32;
    let input: Vec<u32> = (0..n).map(|i| i.wrapping_mul(2_654_435_761) >> 7).collect();
    let job = Job {
        code_object: e2e::kernel("reduction"),
        kernel: "reduce_sum".into(),
        grid: [n, 1, 1],
        workgroup: [wg, 1, 1],
        args: vec![
            Arg::Buffer(input.iter().flat_map(|x| x.to_le_bytes()).collect()),
            Arg::Buffer(vec![0; 4 * (n / wg) as usize]),
            Arg::Local(4 * wg),
            Arg::U32(n),
        ],
    };
    let f = e2e::run(&e2e::small_config(2), &job, true);
    assert!(f.errors.is_empty(), "{:?}", f.errors);
    let got: Vec<u32> = f.buffers[1]
        .as_ref()
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let want: Vec<u32> = input
        .chunks(wg as usize)
        .map(|c| c.iter().fold(0u32, |a, &x| a.wrapping_add(x)))
        .collect();
    assert_eq!(got, want);
    let s = &f.stats;
    assert!(s.sum_field("lds_insts") > 0);
    assert!(s.sum_field("stall_barrier") > 0);
    // Unit-stride LDS accesses: no bank conflicts, at least one pass per instruction.
    assert_eq!(s.sum_field("lds_conflict_cycles"), 0);
    assert!(s.sum_field("lds_bank_cycles") >= s.sum_field("lds_insts"));
    assert_eq!(s.sum_field("workgroups"), u64::from(n / wg));
}

#[test]
fn global_atomics_match_the_cpu_reference() {
    use crate::job::{Arg, Job};
    let n = 300usize;
    let input: Vec<i32> = (0..n).map(|i| 1 + ((i * 7919) % 100_000) as i32).collect();
    let init = [0, 0, i32::MAX, i32::MIN, 0, 0, -1, 0, 1000];
    let bytes = |v: &[i32]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    let job = Job {
        code_object: e2e::kernel("atomics_global"),
        kernel: "atomic_counters".into(),
        grid: [n as u32, 1, 1],
        workgroup: [64, 1, 1],
        args: vec![
            Arg::Buffer(bytes(&input)),
            Arg::Buffer(bytes(&init)),
            Arg::Buffer(vec![0; 4 * n]),
        ],
    };
    let f = e2e::run(&e2e::small_config(2), &job, true);
    assert!(f.errors.is_empty(), "{:?}", f.errors);
    let ints = |b: &[u8]| -> Vec<i32> {
        b.chunks(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    let sum = input.iter().fold(0i32, |a, &v| a.wrapping_add(v));
    let want = vec![
        n as i32,
        sum,
        *input.iter().min().unwrap(),
        *input.iter().max().unwrap(),
        input.iter().fold(0, |a, &v| a ^ v),
        -1,
        0xe000_0000u32 as i32,
        sum.wrapping_neg(),
        1000 - n as i32,
    ];
    assert_eq!(ints(f.buffers[1].as_ref().unwrap()), want);
    // The tickets atomic_add returned are the running sums in some serial order.
    let mut pairs: Vec<(i32, i32)> = ints(f.buffers[2].as_ref().unwrap())
        .into_iter()
        .zip(input.iter().copied())
        .collect();
    pairs.sort();
    let mut run = 0i32;
    for p in &pairs {
        assert_eq!(p.0, run);
        run = run.wrapping_add(p.1);
    }
    // One atomic request per active lane and atomic instruction: 9 atomics x 300 lanes.
    assert_eq!(f.stats.sum_field("atomic_requests"), 9 * n as u64);
}

#[test]
fn scratch_private_array_matches_the_cpu_reference() {
    use crate::job::{Arg, Job};
    let n = 128u32;
    let input: Vec<u32> = (0..n).map(|i| i.wrapping_mul(0x9e37_79b9) ^ 0x55).collect();
    let sel: Vec<u32> = (0..n * 16)
        .map(|i| i.wrapping_mul(2_246_822_519) >> 5)
        .collect();
    let le = |v: &[u32]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    let job = Job {
        code_object: e2e::kernel("private_array"),
        kernel: "private_array".into(),
        grid: [n, 1, 1],
        workgroup: [64, 1, 1],
        args: vec![
            Arg::Buffer(le(&input)),
            Arg::Buffer(le(&sel)),
            Arg::Buffer(vec![0; 4 * n as usize]),
        ],
    };
    let f = e2e::run(&e2e::small_config(2), &job, true);
    assert!(f.errors.is_empty(), "{:?}", f.errors);
    let want: Vec<u32> = (0..n as usize)
        .map(|gid| {
            let v = input[gid];
            let mut arr: Vec<u32> = (0..96u32)
                .map(|j| v.wrapping_mul(j).wrapping_add(j * j))
                .collect();
            let mut acc = 0u32;
            for k in 0..16usize {
                let j = (sel[gid * 16 + k] % 96) as usize;
                acc = acc.wrapping_add(arr[j]);
                arr[(j * 7 + k) % 96] ^= acc;
            }
            acc.wrapping_add(arr[(v % 96) as usize])
        })
        .collect();
    let got: Vec<u32> = f.buffers[2]
        .as_ref()
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn a_translation_fault_ends_the_group_with_an_error() {
    use crate::job::Arg;
    // The grid covers 4096 items but the buffers hold 1000: lanes past the first page of
    // each buffer reach unmapped pages.
    let (mut job, _) = e2e::vecadd_job(1000, 256);
    job.grid = [4096, 1, 1];
    job.args[3] = Arg::U32(4096);
    let f = e2e::run(&e2e::small_config(2), &job, true);
    assert!(!f.errors.is_empty());
    assert!(
        f.errors.iter().all(|e| e.contains("translation fault")),
        "{:?}",
        f.errors
    );
    let s = &f.stats;
    assert_eq!(s.sum_field("workgroups"), 16);
    assert_eq!(s.sum_field("group_errors"), f.errors.len() as u64);
    // Every wave slot was given back.
    assert_eq!(s.sum_field("waves"), 64);
}

#[test]
fn loops_refetch_after_taken_branches() {
    let f = e2e::run(&e2e::small_config(1), &e2e::micro_alu_job(3), true);
    let s = &f.stats;
    // Two taken loop branches for three trips (plus the kernel's own), each refetching.
    assert!(s.sum_field("branches_taken") >= 2, "{}", s.to_text());
    assert!(s.sum_field("fetches") > s.sum_field("branches_taken"));
    assert_eq!(s.sum_field("fetch_faults"), 0);
}

#[test]
fn lds_transpose_2d_matches_the_cpu_reference() {
    use crate::job::{Arg, Job};
    let (w, h) = (48u32, 32u32);
    let input: Vec<u32> = (0..w * h).map(|i| i.wrapping_mul(0x01000193) ^ 7).collect();
    let job = Job {
        code_object: e2e::kernel("transpose"),
        kernel: "matrix_transpose".into(),
        grid: [w, h, 1],
        workgroup: [16, 16, 1],
        args: vec![
            Arg::Buffer(vec![0; 4 * (w * h) as usize]),
            Arg::Buffer(input.iter().flat_map(|x| x.to_le_bytes()).collect()),
            Arg::U32(w),
            Arg::U32(h),
        ],
    };
    let f = e2e::run(&e2e::small_config(2), &job, true);
    assert!(f.errors.is_empty(), "{:?}", f.errors);
    let got: Vec<u32> = f.buffers[0]
        .as_ref()
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut want = vec![0u32; (w * h) as usize];
    for y in 0..h as usize {
        for x in 0..w as usize {
            want[x * h as usize + y] = input[y * w as usize + x];
        }
    }
    assert_eq!(got, want);
    // The 17-dword padded tile: a half-wave's store covers tile dwords 0..15 and 17..32 and
    // its transposed read dwords 17 x (0..15) and 17 x (0..15) + 1; in both, dword 32 (or
    // 256) shares bank 0 with dword 0 and everything else is distinct: every pass is
    // exactly 2-way.
    let s = &f.stats;
    let (bank, conflict) = (
        s.sum_field("lds_bank_cycles"),
        s.sum_field("lds_conflict_cycles"),
    );
    assert!(bank > 0);
    assert_eq!(2 * conflict, bank);
}

#[test]
fn round_robin_bit_search_matches_a_linear_scan() {
    // Bitsets of 40 and 130 slots (one and three words) against the obvious scan.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for total in [1usize, 40, 64, 130] {
        for _ in 0..300 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut bits = vec![0u64; total.div_ceil(64)];
            for x in 0..total {
                if (seed >> (x % 61)) & 3 == 0 {
                    bits[x / 64] |= 1 << (x % 64);
                }
            }
            let from = (seed as usize >> 3) % total;
            let n = (seed as usize >> 11) % (total + 1);
            let want = (0..n)
                .map(|i| (from + i) % total)
                .find(|&x| bits[x / 64] >> (x % 64) & 1 == 1);
            assert_eq!(
                super::next_set_bit_cyclic(&bits, total, from, n),
                want,
                "total {total} from {from} n {n}"
            );
        }
    }
}

#[test]
fn line_ids_round_trip_and_stay_apart_from_counter_ids() {
    let id = super::line_id(5, 0x1234, 77, 127).expect("fits");
    // The generation is kept modulo 4096; the CU index and the marker bit survive.
    assert_eq!(super::decode_line_id(id), Some((0x234, 77, 127)));
    assert_eq!(id.0 >> 63, 1);
    assert_eq!((id.0 >> 40) & 0x7f_ffff, 5);
    assert_eq!(super::line_id(5, 0, 1 << 20, 0), None);
    assert_eq!(super::line_id(5, 0, 0, 128), None);
    // Counter ids never look like line ids, even when the counter passes bit 39.
    for n in [0u64, 1, (1 << 39) - 1, 1 << 39, u64::MAX] {
        assert_eq!(super::decode_line_id(super::make_id(5, n)), None);
    }
}

#[test]
fn a_second_answer_to_one_line_is_an_error() {
    let cfg = TimingConfig::r9_nano();
    let ports = CuPorts {
        ctrl: PortId(0),
        mem: PortId(1),
        l1i: PortId(2),
        l1i_tlb: PortId(3),
        l1s: PortId(4),
        l1s_tlb: PortId(5),
        l1v: PortId(6),
        l1v_tlb: PortId(7),
    };
    let mut cu = ComputeUnit::new("cu", 3, &cfg, ports).unwrap();
    let inst = cu.alloc_inst(MemInst {
        slot: 0,
        group: 0,
        kind: MemKind::Load,
        scalar: false,
        flat: false,
        exp: false,
        co: Coalesced::default(),
        remaining: 2,
        line_mask: 0b11,
        data: Vec::new(),
        store_data: Vec::new(),
        pending: None,
        done: false,
    });
    let id = super::line_id(3, cu.inst_gen[inst], inst, 1).unwrap();
    cu.on_mem(id, None).expect("first answer");
    let err = cu.on_mem(id, None).expect_err("second answer");
    assert!(err.to_string().contains("unknown request"), "{err}");
    // An id of an older generation of the same entry is refused too.
    let stale = super::line_id(3, cu.inst_gen[inst].wrapping_sub(1), inst, 0).unwrap();
    assert!(cu.on_mem(stale, None).is_err());
}

#[test]
fn coalescer_groups_interleaved_lanes_by_line_in_lane_order() {
    // Lanes alternate between two lines: each line's pieces keep lane order, and a reused
    // buffer gives the same result as a fresh one.
    let a: Vec<Access> = (0..8)
        .map(|i| acc(0x5000 + (i % 2) * 0x40 + 4 * (i / 2), 4))
        .collect();
    let mut co = lines(&[acc(0x9000, 64), acc(0x9100, 4)]);
    coalesce(&a, 64, &mut co).unwrap();
    assert_eq!(co, lines(&a));
    assert_eq!(co.lines.len(), 2);
    let offs = |i: usize| {
        co.pieces_of(i)
            .iter()
            .map(|p| p.data_off)
            .collect::<Vec<_>>()
    };
    assert_eq!(offs(0), vec![0, 8, 16, 24]);
    assert_eq!(offs(1), vec![4, 12, 20, 28]);
    let mut out = vec![0u8; 32];
    co.scatter(1, &(0..16).collect::<Vec<u8>>(), &mut out);
    assert_eq!(&out[4..8], &[0, 1, 2, 3]);
    assert_eq!(&out[28..32], &[12, 13, 14, 15]);
}
