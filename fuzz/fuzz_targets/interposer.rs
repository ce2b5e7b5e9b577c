//! The ROCm interposer's marshalling (`cpu-adapters/rocm/src/marshal.rs`) on an arbitrary call
//! sequence of a ROCm program: KFD ioctls with any request number and argument bytes, their
//! pointed-to arrays bounced through the shared host region and back, GTT allocations placed
//! there, user-pointer registrations, render-node mmaps of GTT buffers, sleeps, opened paths,
//! and the GPU process's mmap replies. The program's memory is a model (16 KiB at `PROG`,
//! nothing else readable), so is the shared region (sparse: only bounce buffers hold bytes),
//! and the driver's reply comes from the input.
//!
//! `tandem-interpose` is only a cdylib (it defines libc's `open`, `ioctl`, `mmap`, ... and must
//! not be linked into a Rust binary), so this target includes `marshal.rs` itself (`#[path]`),
//! as the `tandem` tool includes `spec.rs`. Each ioctl replays what `Sim::ioctl` does with it
//! (`sim.rs`): `bounce_in`, `place_gtt`, `userptr_request` + `user_pages`, the reply,
//! `bounce_out`, `free_bounces`, the GTT bookkeeping and the restores, in that order.
//!
//! Input: byte 0: the shared region is `64 KiB << (b0 & 7)`; bit 3: pointer fields are moved
//! into the program's memory (`PROG + ptr % 16 KiB`, 8-aligned) before the call, so most
//! arrays are readable. Then calls, each an op byte: `op & 3` = 0: a known ioctl (next byte =
//! number, with its real `_IOC` shape); 1: a raw 32-bit request (next 4 bytes); 2: `_IOC(op >>
//! 2 & 3, 'K', next byte, next 2 bytes)`. For 0-2 a length byte and that many argument bytes
//! follow (zero-padded to `_IOC_SIZE`), then the driver's reply: a result byte (0: success,
//! else -that), a length byte and that many bytes the reply struct starts with, and a fill
//! byte for the arrays the driver writes. 3: by `op >> 2 & 3`: 0: a render-node mmap (offset,
//! length: 2 x 8 bytes; an offset below 256 names the GTT buffer of that index); 1: a sleep
//! (2 x 8 bytes, `timespec`); 2: a path (length byte, bytes); 3: an mmap reply (16 bytes).
//!
//! Invariants, beyond no panic (integer overflow included: debug assertions are on):
//! - every bounce buffer, GTT backing and shared user run lies inside the shared region and
//!   overlaps no other live allocation; the allocator's free runs and live allocations tile
//!   the region;
//! - the struct the driver sees differs from the program's only in the bounced pointer fields
//!   (which point at their buffers, `HOST_VA_BASE + offset`) and a GTT or user-pointer
//!   allocation's rewritten fields; a bounce buffer holds the program's bytes (copy-in) or
//!   zeros;
//! - after the reply the program's struct has its own pointers and GTT / user-pointer fields
//!   back (a GTT buffer's mmap offset: its address), and every byte the driver's reply does
//!   not cover is the program's original;
//! - the program's memory changed exactly in the arrays the driver writes, to what it wrote;
//! - a render-node mapping of a GTT buffer stays inside its backing; a sleep is the timespec's
//!   time; a redirected path is under the sysfs root; an mmap reply encodes back to itself.
#![no_main]

#[allow(dead_code)]
#[path = "../../cpu-adapters/rocm/src/marshal.rs"]
mod marshal;

use std::collections::{BTreeMap, HashMap};

use emulated_driver::abi::{self, nr, AbiStruct};
use host_abi::addr::HOST_VA_BASE;
use host_abi::driver::MmapReply;
use libfuzzer_sys::fuzz_target;
use marshal::{Copies, Gtt, HostAlloc, UserPages};

/// The program's memory: `PROG_LEN` bytes at `PROG`.
const PROG: u64 = 0x7000_0000;
const PROG_LEN: usize = 1 << 14;

/// The program's memory and the shared region as the marshalling sees them.
struct Model {
    prog: Vec<u8>,
    region: u64,
    /// The shared region's buffers, by offset.
    chunks: HashMap<u64, Chunk>,
}

/// A buffer of the shared region, sparse: its length and the bytes of one window (offset in
/// the buffer, bytes), the part an array's program range has in the program's memory (the
/// only bytes anyone can observe); zeros elsewhere.
struct Chunk {
    len: usize,
    window: Option<(usize, Vec<u8>)>,
}

impl Model {
    /// The part of `[ptr, ptr + len)` inside the program's memory: (index, offset in the
    /// range, length).
    fn prog_span(ptr: u64, len: usize) -> Option<(usize, usize, usize)> {
        let end = ptr.saturating_add(len as u64).min(PROG + PROG_LEN as u64);
        let start = ptr.max(PROG);
        (start < end).then(|| {
            (
                (start - PROG) as usize,
                (start - ptr) as usize,
                (end - start) as usize,
            )
        })
    }

    fn in_region(&self, off: u64, len: u64) {
        assert!(
            off.checked_add(len).is_some_and(|e| e <= self.region),
            "[{off:#x}, +{len:#x}) outside the shared region of {:#x} bytes",
            self.region
        );
    }
}

impl Copies for Model {
    fn copy_in(&mut self, off: u64, ptr: u64, len: usize) -> bool {
        self.in_region(off, len as u64);
        // Bytes outside the program's memory are an EFAULT for the interposer (it copies
        // through the kernel); the model reads them as zeros and succeeds, which exercises
        // the same bookkeeping (`bounce_in`'s EFAULT undo is its refusal path).
        let window =
            Model::prog_span(ptr, len).map(|(i, at, n)| (at, self.prog[i..i + n].to_vec()));
        self.chunks.insert(off, Chunk { len, window });
        true
    }

    fn zero(&mut self, off: u64, len: u64) {
        self.in_region(off, len);
        let len = usize::try_from(len).expect("a buffer the size of memory");
        self.chunks.insert(off, Chunk { len, window: None });
    }

    fn copy_out(&mut self, off: u64, ptr: u64, len: usize) -> bool {
        self.in_region(off, len as u64);
        let c = self.chunks.get(&off).expect("copy-out of a bounce buffer");
        assert!(c.len >= len, "bounce buffer shorter than its array");
        if let Some((i, at, n)) = Model::prog_span(ptr, len) {
            let dst = &mut self.prog[i..i + n];
            match &c.window {
                Some((w, b)) => {
                    assert_eq!((*w, b.len()), (at, n), "copy-out of another array's window");
                    dst.copy_from_slice(b);
                }
                None => dst.fill(0),
            }
        }
        true
    }
}

struct Input<'a>(&'a [u8]);

impl Input<'_> {
    fn take(&mut self, n: usize) -> &[u8] {
        let n = n.min(self.0.len());
        let (a, b) = self.0.split_at(n);
        self.0 = b;
        a
    }
    fn u8(&mut self) -> u8 {
        self.take(1).first().copied().unwrap_or(0)
    }
    fn le<const N: usize>(&mut self) -> [u8; N] {
        let mut b = [0u8; N];
        let t = self.take(N);
        b[..t.len()].copy_from_slice(t);
        b
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes(self.le())
    }
    fn u64(&mut self) -> u64 {
        u64::from_le_bytes(self.le())
    }
}

/// The run's state besides the allocator: what `Sim` keeps.
#[derive(Default)]
struct State {
    gtt: BTreeMap<u64, Gtt>,
    gtt_handles: HashMap<u64, u64>,
    shared_user: BTreeMap<u64, (u64, u64)>,
    /// Every run the allocator handed out and did not get back: offset -> rounded length.
    live: BTreeMap<u64, u64>,
}

/// What the driver writes at bytes `[at, at + n)` of an array: `fill + offset` (mod 256).
/// Copied 256 bytes at a time: a byte loop here was most of the run time (every comparison of
/// the loop counter is traced).
fn pattern(fill: u8, at: usize, n: usize) -> Vec<u8> {
    let period: Vec<u8> = (0..=255u8).map(|t| fill.wrapping_add(t)).collect();
    let mut out = Vec::with_capacity(n + 256);
    out.extend_from_slice(&period[at % 256..]);
    while out.len() < n {
        out.extend_from_slice(&period);
    }
    out.truncate(n);
    out
}

fn rounded(bytes: u64) -> u64 {
    bytes.max(1).next_multiple_of(abi::PAGE_BYTES)
}

impl State {
    /// Notes a run the allocator gave: inside the region, overlapping no live one.
    fn took(&mut self, off: u64, bytes: u64, region: u64) {
        let len = rounded(bytes);
        assert!(
            off.is_multiple_of(abi::PAGE_BYTES),
            "unaligned run {off:#x}"
        );
        assert!(
            off + len <= region,
            "run [{off:#x}, +{len:#x}) outside the region"
        );
        if let Some((&s, &l)) = self.live.range(..off + len).next_back() {
            assert!(
                s + l <= off,
                "run {off:#x}+{len:#x} overlaps live {s:#x}+{l:#x}"
            );
        }
        self.live.insert(off, len);
    }

    fn gave(&mut self, alloc: &mut HostAlloc, off: u64, bytes: u64) {
        assert_eq!(
            self.live.remove(&off),
            Some(rounded(bytes)),
            "freeing {off:#x}"
        );
        alloc.free(off, bytes);
    }

    /// The allocator's free runs and the live runs tile `[0, region)`.
    fn check(&self, alloc: &HostAlloc, region: u64) {
        let mut runs: Vec<(u64, u64)> = alloc.free_runs().collect();
        runs.extend(self.live.iter().map(|(&s, &l)| (s, l)));
        runs.sort_unstable();
        let mut at = 0;
        for (s, l) in runs {
            assert_eq!(s, at, "gap or overlap at {at:#x}");
            assert!(l > 0);
            at = s + l;
        }
        assert_eq!(at, region, "runs end at {at:#x}");
        assert_eq!(alloc.used(), self.live.values().sum::<u64>());
    }
}

fn ioctl(
    inp: &mut Input,
    req: u32,
    relocate: bool,
    m: &mut Model,
    alloc: &mut HostAlloc,
    st: &mut State,
) {
    let n = abi::ioc_nr(req);
    let size = abi::ioc_size(req) as usize;
    let len = usize::from(inp.u8());
    let mut a = vec![0u8; size];
    let t = inp.take(len);
    let k = t.len().min(size);
    a[..k].copy_from_slice(&t[..k]);
    if relocate {
        for f in marshal::pointer_fields(n, &a) {
            let p = marshal::u64_at(&a, f.field);
            if p != 0 {
                marshal::put_u64(&mut a, f.field, PROG + ((p % PROG_LEN as u64) & !7));
            }
        }
    }
    let orig = a.clone();
    let region = m.region;
    let used_before = alloc.used();
    m.chunks.clear();

    // Sim::ioctl: bounce buffers, then GTT, then user pages.
    let bounces = match marshal::bounce_in(n, &mut a, alloc, m) {
        Ok(b) => b,
        Err(_) => {
            assert_eq!(alloc.used(), used_before, "a refused call keeps nothing");
            assert_eq!(a, orig);
            return;
        }
    };
    // Only the arrays of bounced fields can change the program's memory.
    let prog_before = (!bounces.is_empty()).then(|| m.prog.clone());
    for b in &bounces {
        st.took(b.off, b.field.bytes as u64, region);
        assert!(b.field.bytes <= marshal::MAX_BOUNCE_BYTES);
        assert_eq!(b.ptr, marshal::u64_at(&orig, b.field.field));
        assert_eq!(marshal::u64_at(&a, b.field.field), HOST_VA_BASE + b.off);
        let c = &m.chunks[&b.off];
        assert_eq!(c.len, b.field.bytes);
        let span = Model::prog_span(b.ptr, b.field.bytes);
        if b.field.copy_in {
            let want = span.map(|(i, at, l)| (at, &m.prog[i..i + l]));
            let got = c.window.as_ref().map(|(at, w)| (*at, &w[..]));
            assert_eq!(got, want, "copy-in");
        } else {
            assert!(c.window.is_none(), "an output array starts zeroed");
        }
    }
    let gtt = match marshal::place_gtt(n, &mut a, alloc, region, m) {
        Ok(g) => g,
        Err(_) => {
            marshal::free_bounces(alloc, &bounces);
            for b in &bounces {
                st.live.remove(&b.off);
            }
            return;
        }
    };
    if let Some((g, off)) = gtt {
        let args = abi::AllocMemoryOfGpuArgs::read_from(&a);
        st.took(off, g.backing, region);
        assert!(g.backing <= g.bytes && g.bytes.is_multiple_of(abi::PAGE_BYTES));
        assert_eq!(args.flags & abi::KFD_IOC_ALLOC_MEM_FLAGS_GTT, 0);
        assert_ne!(args.flags & abi::KFD_IOC_ALLOC_MEM_FLAGS_USERPTR, 0);
        assert_eq!(args.mmap_offset, HOST_VA_BASE + off);
    }
    let userptr = match (gtt, marshal::userptr_request(n, &a)) {
        (None, Some(u)) => {
            assert!(
                u.bytes > 0
                    && u.bytes.is_multiple_of(abi::PAGE_BYTES)
                    && u.cpu.is_multiple_of(abi::PAGE_BYTES)
            );
            let off = match marshal::user_pages(&st.shared_user, &st.gtt, u.cpu, u.bytes) {
                Ok(UserPages::Shared(off)) => Some(off),
                Ok(UserPages::New) => alloc.alloc_for(u.cpu, u.bytes, region).inspect(|&off| {
                    st.took(off, u.bytes, region);
                    st.shared_user.insert(u.cpu, (off, u.bytes));
                }),
                Err(_) => None,
            };
            let Some(off) = off else {
                marshal::free_bounces(alloc, &bounces);
                for b in &bounces {
                    st.live.remove(&b.off);
                }
                return;
            };
            assert!(off + u.bytes <= region, "user pages outside the region");
            marshal::rewrite_userptr(&mut a, off);
            Some(u)
        }
        _ => None,
    };
    // The struct the driver gets with the fields the marshalling may rewrite put back: it
    // must be the program's (compared as slices: a byte loop here was most of the run time).
    let mut masked = a.clone();
    for b in &bounces {
        let f = b.field.field;
        masked[f..f + 8].copy_from_slice(&orig[f..f + 8]);
    }
    if gtt.is_some() || userptr.is_some() {
        // flags (u32 at 36) and mmap_offset (u64 at 24) of AllocMemoryOfGpuArgs.
        masked[24..32].copy_from_slice(&orig[24..32]);
        masked[36..40].copy_from_slice(&orig[36..40]);
    }
    assert!(
        masked == orig,
        "the struct changed outside its rewritten fields"
    );

    // The driver: a result, the reply struct's first bytes, and its writes to the arrays.
    let ret: i64 = -i64::from(inp.u8());
    let k = usize::from(inp.u8());
    let reply = inp.take(k).to_vec();
    let fill = inp.u8();
    for b in &bounces {
        if b.field.copy_out {
            // What it writes where the program can see it: a pattern by offset in the array.
            let c = m.chunks.get_mut(&b.off).expect("bounce buffer");
            c.window =
                Model::prog_span(b.ptr, b.field.bytes).map(|(_, at, n)| (at, pattern(fill, at, n)));
        }
    }
    let k = reply.len().min(a.len());
    a[..k].copy_from_slice(&reply[..k]);
    assert!(marshal::bounce_out(&mut a, &bounces, ret >= 0, m));
    marshal::free_bounces(alloc, &bounces);
    for b in &bounces {
        st.live.remove(&b.off);
    }
    if let Some((g, off)) = gtt {
        if ret == 0 {
            let handle = abi::AllocMemoryOfGpuArgs::read_from(&a).handle;
            st.gtt.insert(
                g.va,
                Gtt {
                    host_offset: off,
                    backing: g.backing,
                    va: g.va,
                },
            );
            st.gtt_handles.insert(handle, g.va);
        } else {
            st.gave(alloc, off, g.backing);
        }
        marshal::restore_gtt(&mut a, &g);
    }
    if let Some(u) = userptr {
        marshal::restore_userptr(&mut a, &u);
    }
    if n == nr::FREE_MEMORY_OF_GPU && ret == 0 {
        if let Some(va) = st.gtt_handles.remove(&marshal::u64_at(&a, 0)) {
            if let Some(g) = st.gtt.remove(&va) {
                st.gave(alloc, g.host_offset, g.backing);
            }
        }
    }

    // The program's view: its pointers and allocation fields back, the rest the reply's.
    for b in &bounces {
        assert_eq!(
            marshal::u64_at(&a, b.field.field),
            b.ptr,
            "pointer restored"
        );
    }
    // A GTT allocation's mmap offset is its address (the key its render-node mmap is
    // recognised by), not what the program passed.
    let mut expect = orig.clone();
    if gtt.is_some() {
        let va = marshal::u64_at(&orig, 0);
        marshal::put_u64(&mut expect, 24, va);
    }
    if gtt.is_some() || userptr.is_some() {
        let (now, want) = (
            abi::AllocMemoryOfGpuArgs::read_from(&a),
            abi::AllocMemoryOfGpuArgs::read_from(&expect),
        );
        assert_eq!(now.mmap_offset, want.mmap_offset);
        // A user-pointer allocation's flags go to the driver as they are: the program gets
        // the reply's.
        if gtt.is_some() {
            assert_eq!(now.flags, want.flags);
        }
    }
    assert_eq!(a[k..], expect[k..], "bytes the reply does not cover");
    // The program's memory: the driver's arrays, in order, and nothing else.
    let Some(mut want) = prog_before else {
        return;
    };
    // (Only a call that succeeded writes its arrays back.)
    for b in bounces.iter().filter(|b| b.field.copy_out && ret >= 0) {
        if let Some((i, at, l)) = Model::prog_span(b.ptr, b.field.bytes) {
            want[i..i + l].copy_from_slice(&pattern(fill, at, l));
        }
    }
    assert!(want == m.prog, "program memory");
}

fuzz_target!(|data: &[u8]| {
    let mut inp = Input(data);
    let first = inp.u8();
    let region = (64u64 << 10) << (first & 7);
    let relocate = first & 8 != 0;
    let mut m = Model {
        prog: (0..PROG_LEN).map(|i| (i * 7 + 3) as u8).collect(),
        region,
        chunks: HashMap::new(),
    };
    let mut alloc = HostAlloc::new(0, region);
    let mut st = State::default();
    while !inp.0.is_empty() {
        let op = inp.u8();
        let req = match op & 3 {
            0 => abi::request(u32::from(inp.u8())).unwrap_or(0),
            1 => inp.u32(),
            2 => {
                let nr = u32::from(inp.u8());
                let size = u32::from(u16::from_le_bytes(inp.le())) & 0x3fff;
                abi::ioc(u32::from(op >> 2) & 3, u32::from(b'K'), nr, size)
            }
            _ => {
                match op >> 2 & 3 {
                    0 => {
                        let (mut offset, len) = (inp.u64(), inp.u64());
                        if offset < 256 {
                            if let Some(&va) = st.gtt.keys().nth(offset as usize) {
                                offset = va;
                            }
                        }
                        match marshal::gtt_mapping(&st.gtt, offset, len) {
                            Some(Ok(off)) => {
                                let g = st.gtt[&offset];
                                assert_eq!(off, g.host_offset);
                                assert!(off + len.max(1) <= region, "mapping outside the region");
                            }
                            Some(Err(_)) => assert!(len > st.gtt[&offset].backing),
                            None => assert!(!st.gtt.contains_key(&offset)),
                        }
                    }
                    1 => {
                        let (s, ns) = (inp.u64() as i64, inp.u64() as i64);
                        if let Some(ps) = marshal::sleep_ps(s, ns) {
                            let want = (s as u128) * 1_000_000_000_000 + (ns as u128) * 1000;
                            assert_eq!(u128::from(ps), want.min(u128::from(u64::MAX)));
                        } else {
                            assert!(s < 0 || !(0..1_000_000_000).contains(&ns));
                        }
                    }
                    2 => {
                        let l = usize::from(inp.u8());
                        let p = inp.take(l).to_vec();
                        let root = b"/tmp/tandem-run/sysfs";
                        match marshal::classify_path(&p, 128, 1 + u32::from(op >> 4 & 7), root) {
                            Some(marshal::PathKind::Kfd) => assert_eq!(p, b"/dev/kfd"),
                            Some(marshal::PathKind::Render(minor)) => {
                                assert!((128..136).contains(&minor))
                            }
                            Some(marshal::PathKind::Redirect(out)) => {
                                let tail = p
                                    .strip_prefix(b"/sys/devices/virtual/kfd")
                                    .or_else(|| p.strip_prefix(b"/sys/class/kfd"))
                                    .expect("a KFD sysfs path");
                                assert_eq!(
                                    out,
                                    [&root[..], b"/devices/virtual/kfd", tail].concat()
                                );
                            }
                            None => {}
                        }
                    }
                    _ => {
                        let b: [u8; 16] = inp.le();
                        if let Some(r) = MmapReply::decode(&b) {
                            assert_eq!(MmapReply::decode(&r.encode()), Some(r));
                        }
                    }
                }
                continue;
            }
        };
        ioctl(&mut inp, req, relocate, &mut m, &mut alloc, &mut st);
        st.check(&alloc, region);
    }
});
