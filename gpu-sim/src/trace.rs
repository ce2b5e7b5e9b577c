//! Timeline traces: a Chrome / Perfetto JSON trace-event file (`tandem run --trace FILE`),
//! written while the simulation runs.
//!
//! Layout (docs/outputs.md, "Traces"): one trace process per GPU (`pid` = the 0-based GPU id,
//! named `GPU`, which Perfetto's UI shows as `GPU <id>`: see [`gpu_pid`]), one for what the
//! GPUs share (`system`, [`SYSTEM_PID`]) and one for the host program ([`HOST_PID`]). In each
//! GPU process a `kernels` thread ([`kernels_tid`]) holds one complete event (`"ph":"X"`) per
//! dispatch, written by the host side, which knows the kernels' names; the GPU process adds a
//! thread per compute unit and *lane* with its workgroups, and with `--trace-mem` a thread per
//! memory component (caches, DRAM channels, links) and lane with its transactions. A compute
//! unit runs several workgroups at once and a cache serves many requests at once, while the
//! trace-event format wants the complete events of one thread properly nested: so every slice
//! goes to the lowest-numbered lane of its component that is free when it starts (Daisen draws
//! the same picture).
//!
//! Order: Perfetto's UI (v52) ignores the `process_sort_index` / `thread_sort_index` metadata
//! and orders a process's threads by thread id, so thread ids are given in the wanted order:
//! the kernels, then every component in the order of [`order_key`] (compute units, L1s, L2
//! banks, DRAM channels, the rest; indices compared as numbers), each with a block of
//! [`LANES_PER_COMPONENT`] ids for its lanes. The sort-index metadata says the same for the
//! viewers that read it (chrome://tracing).
//!
//! Flows: with `--trace-mem`, a request that a component sends while it serves a traced request
//! for the same bytes (an L1 miss going to the L2, the L2's to DRAM, a remote access through
//! the RDMA engine and the fabric to the owner GPU's L2) is linked to it by a flow event pair
//! (`"ph":"s"` on the cause, `"ph":"f"` with `"bp":"e"` on the request it caused): Perfetto
//! draws an arrow and lists it in its `flow` table. Components do not say why they send a
//! request, so the tracer matches by address: the earliest open transaction of the sender
//! that shares a byte with the new request (or, at a fabric endpoint, the request packet that
//! brought it). Both ends must be in the trace (window, cap).
//!
//! Timestamps are microseconds written with six decimals: exact picoseconds (Perfetto keeps
//! nanoseconds). Thread ids are unique over the whole file ([`tid_base`]), because some
//! importers merge threads of equal `tid` across processes.
//!
//! Two writers, one file: the GPU process creates the file and writes a complete JSON object
//! ([`TraceWriter::create`] ... [`TraceWriter::finish`]); the host side then reopens it
//! ([`TraceWriter::append`]), which removes the closing [`TRAILER`], adds the kernels and the
//! host track, and closes it again. Events are streamed through a buffer; nothing is held
//! per event after it is written.
//!
//! Cost: the engine calls the hook ([`TraceHook`]) only when one is installed; without
//! `--trace` the simulation pays one `Option` test per send and receive. Tracing only observes:
//! it never changes what components see, so statistics are identical with and without it.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::engine::{CompId, Engine, FastMap, Hook, PortId};
use crate::proto::{CuMsg, MemMsg, Msg, NetMsg};
use crate::time::Ps;

/// What the file begins with.
pub const HEADER: &str = "{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n";
/// What a finished file ends with (the host side removes it to append, then writes it again).
pub const TRAILER: &str = "\n]}\n";
/// The trace process of what the GPUs share (`sys.*`: the driver, the fabric's switches and host port).
pub const SYSTEM_PID: u64 = 1000;
/// The trace process of the host program.
pub const HOST_PID: u64 = 1001;
/// Category and name of the flow events that link a memory request to the requests it caused
/// (Perfetto matches the two ends of a flow by id, category and name).
pub const FLOW_CAT: &str = "mem";
/// See [`FLOW_CAT`].
pub const FLOW_NAME: &str = "caused";
/// Default `--trace-mem-cap`: memory transactions kept per memory component.
pub const DEFAULT_MEM_CAP: u64 = 2000;

/// What to trace (plain data; the GPU process gets it on its command line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceOptions {
    /// The trace file.
    pub path: PathBuf,
    /// Also trace memory transactions and link transfers.
    pub mem: bool,
    /// Only workgroups and memory transactions that start in `[start, end]` ps.
    pub window: Option<(u64, u64)>,
    /// At most this many memory transactions per memory component (0: no limit).
    pub mem_cap: u64,
}

/// Why a trace option or the trace file is bad.
#[derive(Debug, thiserror::Error)]
pub enum TraceError {
    #[error("--trace-window `{0}`: expected START_PS:END_PS with START_PS <= END_PS")]
    Window(String),
    /// `err` is in the message and is not a `source`, so that a chain printed with its causes
    /// does not say it twice.
    #[error("trace file {path}: {err}")]
    Io { path: String, err: std::io::Error },
    #[error("trace file {0}: not a finished Tandem trace (it does not end with the trace trailer; did the GPU process stop early?)")]
    NotFinished(String),
}

/// Parses `START_PS:END_PS`.
pub fn parse_window(s: &str) -> Result<(u64, u64), TraceError> {
    let bad = || TraceError::Window(s.to_string());
    let (a, b) = s.split_once(':').ok_or_else(bad)?;
    let a: u64 = a.trim().parse().map_err(|_| bad())?;
    let b: u64 = b.trim().parse().map_err(|_| bad())?;
    if a > b {
        return Err(bad());
    }
    Ok((a, b))
}

/// The trace process of GPU `g` (its 0-based id, as on the command line): `g` itself, and the
/// process is named plain `GPU`. Perfetto's UI labels a process `<name> <pid>`, so this shows
/// as `GPU 0`, `GPU 1`, ... (a process named `GPU 0` would show as `GPU 0 0`); Perfetto's
/// importer gives a JSON pid 0 a process of its own, apart from its placeholder for the idle
/// task, so GPU 0 needs no offset.
pub fn gpu_pid(g: usize) -> u64 {
    g as u64
}

/// The name of every GPU's trace process (see [`gpu_pid`]).
pub const GPU_PROCESS_NAME: &str = "GPU";

/// Threads of one process: `(pid + 1) * TIDS_PER_PROCESS + n`, unique over the whole file
/// (some importers merge threads of equal `tid` across processes) and below 2^32 (Perfetto
/// reads thread ids as 32-bit numbers).
pub const TIDS_PER_PROCESS: u64 = 1_000_000;
/// Thread ids per component in a process: one per lane.
pub const LANES_PER_COMPONENT: u64 = 1000;

/// The first thread id of process `pid`.
pub fn tid_base(pid: u64) -> u64 {
    (pid + 1) * TIDS_PER_PROCESS
}

/// The thread of GPU `g`'s kernels (its further lanes follow it: `kernels #1` is this + 1).
/// Perfetto's UI orders a process's threads by thread id, so the kernels come first and the
/// components follow in [`Tracer`]'s order.
pub fn kernels_tid(g: usize) -> u64 {
    tid_base(gpu_pid(g)) + 1
}

/// The host program's thread.
pub fn host_tid() -> u64 {
    tid_base(HOST_PID) + 1
}

/// `ps` as microseconds with six decimals (exact).
pub fn us(ps: u64) -> String {
    format!("{}.{:06}", ps / 1_000_000, ps % 1_000_000)
}

/// A JSON string literal.
pub fn json_str(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"?\"".to_string())
}

/// Streams trace events into a file.
pub struct TraceWriter {
    path: String,
    out: BufWriter<File>,
    first: bool,
    events: u64,
    /// The first write error; reported by [`TraceWriter::finish`] (hooks cannot fail).
    error: Option<std::io::Error>,
}

impl TraceWriter {
    /// Creates (truncates) `path` and writes the header.
    pub fn create(path: &Path) -> Result<TraceWriter, TraceError> {
        let io = |err| TraceError::Io {
            path: path.display().to_string(),
            err,
        };
        let f = File::create(path).map_err(io)?;
        let mut w = TraceWriter {
            path: path.display().to_string(),
            out: BufWriter::with_capacity(1 << 20, f),
            first: true,
            events: 0,
            error: None,
        };
        w.raw(HEADER);
        Ok(w)
    }

    /// Reopens a finished trace to add events: the trailer is cut off and written again by
    /// [`TraceWriter::finish`].
    pub fn append(path: &Path) -> Result<TraceWriter, TraceError> {
        let name = path.display().to_string();
        let io = |err| TraceError::Io {
            path: name.clone(),
            err,
        };
        let mut f = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(path)
            .map_err(io)?;
        let len = f.metadata().map_err(io)?.len();
        let t = TRAILER.len() as u64;
        if len < (HEADER.len() as u64) + t {
            return Err(TraceError::NotFinished(name));
        }
        let mut tail = vec![0u8; TRAILER.len()];
        f.seek(SeekFrom::Start(len - t)).map_err(io)?;
        f.read_exact(&mut tail).map_err(io)?;
        if tail != TRAILER.as_bytes() {
            return Err(TraceError::NotFinished(name));
        }
        f.set_len(len - t).map_err(io)?;
        f.seek(SeekFrom::End(0)).map_err(io)?;
        Ok(TraceWriter {
            path: name,
            out: BufWriter::with_capacity(1 << 16, f),
            // The GPU process wrote at least its process names.
            first: len == (HEADER.len() as u64) + t,
            events: 0,
            error: None,
        })
    }

    fn raw(&mut self, s: &str) {
        if self.error.is_none() {
            if let Err(e) = self.out.write_all(s.as_bytes()) {
                self.error = Some(e);
            }
        }
    }

    /// One event, given as the text of a JSON object.
    pub fn event(&mut self, obj: &str) {
        if !self.first {
            self.raw(",\n");
        }
        self.first = false;
        self.raw(obj);
        self.events += 1;
    }

    /// Names process `pid` and orders it (`sort`: lower first).
    pub fn process_name(&mut self, pid: u64, name: &str, sort: u64) {
        self.event(&format!(
            "{{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":{pid},\"args\":{{\"name\":{}}}}}",
            json_str(name)
        ));
        self.event(&format!(
            "{{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":{pid},\"args\":{{\"sort_index\":{sort}}}}}"
        ));
    }

    /// Names thread `tid` of process `pid` and orders it.
    pub fn thread_name(&mut self, pid: u64, tid: u64, name: &str, sort: u64) {
        self.event(&format!(
            "{{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":{pid},\"tid\":{tid},\"args\":{{\"name\":{}}}}}",
            json_str(name)
        ));
        self.event(&format!(
            "{{\"ph\":\"M\",\"name\":\"thread_sort_index\",\"pid\":{pid},\"tid\":{tid},\"args\":{{\"sort_index\":{sort}}}}}"
        ));
    }

    /// A complete event: `name` on thread `tid` of `pid` from `start` to `end` ps; `args` is
    /// the text of a JSON object.
    #[allow(clippy::too_many_arguments)]
    pub fn complete(
        &mut self,
        pid: u64,
        tid: u64,
        cat: &str,
        name: &str,
        start: u64,
        end: u64,
        args: &str,
    ) {
        self.event(&format!(
            "{{\"ph\":\"X\",\"cat\":\"{cat}\",\"name\":{},\"pid\":{pid},\"tid\":{tid},\"ts\":{},\"dur\":{},\"args\":{args}}}",
            json_str(name),
            us(start),
            us(end.saturating_sub(start)),
        ));
    }

    /// The tail of flow `id` (an arrow to the request it caused) on thread `tid` of `pid` at
    /// `at` ps. Perfetto binds it to the slice open on that thread at that time, so it is
    /// written after that slice (the importer breaks ties in time by file order).
    pub fn flow_start(&mut self, pid: u64, tid: u64, id: u64, at: u64) {
        self.event(&format!(
            "{{\"ph\":\"s\",\"cat\":\"{FLOW_CAT}\",\"name\":\"{FLOW_NAME}\",\"id\":{id},\"pid\":{pid},\"tid\":{tid},\"ts\":{}}}",
            us(at)
        ));
    }

    /// The head of flow `id` on thread `tid` of `pid` at `at` ps, bound to the slice that
    /// encloses it (`"bp":"e"`), written after that slice.
    pub fn flow_end(&mut self, pid: u64, tid: u64, id: u64, at: u64) {
        self.event(&format!(
            "{{\"ph\":\"f\",\"bp\":\"e\",\"cat\":\"{FLOW_CAT}\",\"name\":\"{FLOW_NAME}\",\"id\":{id},\"pid\":{pid},\"tid\":{tid},\"ts\":{}}}",
            us(at)
        ));
    }

    /// Events written so far by this writer.
    pub fn events(&self) -> u64 {
        self.events
    }

    /// Writes the trailer and flushes; returns the first error met on the way.
    pub fn finish(mut self) -> Result<(), TraceError> {
        self.raw(TRAILER);
        if self.error.is_none() {
            if let Err(e) = self.out.flush() {
                self.error = Some(e);
            }
        }
        match self.error.take() {
            None => Ok(()),
            Some(err) => Err(TraceError::Io {
                path: self.path.clone(),
                err,
            }),
        }
    }
}

/// Slices of one component that may overlap, spread over lanes (threads) that never overlap.
struct Lanes {
    pid: u64,
    /// The component's name inside its process (`cu[3]`, `l2.bank[1]`).
    name: String,
    /// The component's place among its process's components ([`rank_components`]): its lanes'
    /// thread ids and sort indices follow it.
    rank: u64,
    busy: Vec<bool>,
    /// Lane -> thread id (lanes are named when first used).
    tids: Vec<u64>,
    /// Open slices by key (workgroup id, request id).
    open: FastMap<u64, OpenSlice>,
    /// Slices begun (for the per-component cap).
    begun: u64,
    /// The fabric endpoint this component is (`gpu[g].rdma`: node 1 + g; `sys.fabric.host`:
    /// node 0): request packets addressed to it end here and become its memory requests.
    endpoint: Option<u16>,
    /// Request packets that arrived here from a traced request elsewhere, waiting for the
    /// memory request they turn into (matched by address, oldest first).
    inbound: VecDeque<(u64, u32, Link)>,
}

/// Inbound request packets kept per endpoint while they wait for their memory request.
const MAX_INBOUND: usize = 4096;

/// A slice not yet written.
struct OpenSlice {
    start: u64,
    lane: u32,
    what: Open,
    /// The flow that arrives at this slice (from the request that caused it).
    flow_in: Option<u64>,
    /// Flows that leave it: (flow id, when the caused request was sent).
    flows_out: Vec<(u64, u64)>,
    /// Requests it was taken to have caused so far (see [`Tracer::cause`]).
    caused: u32,
}

#[derive(Clone, Copy)]
enum Open {
    Group,
    Mem { kind: u8, addr: u64, bytes: u32 },
}

/// A traced request that caused another: the component serving it, its key there, and when
/// the caused request left.
#[derive(Clone, Copy)]
struct Link {
    comp: u32,
    key: u64,
    at: u64,
}

/// Where an observed port leads.
#[derive(Clone, Copy)]
enum PortClass {
    /// A compute unit: its index in `Tracer::comps`.
    Cu(u32),
    /// Any other component; memory transactions are traced when it answers requests.
    Other(u32),
}

/// The state behind [`TraceHook`], shared with the GPU process, which finishes the file.
pub struct Tracer {
    w: TraceWriter,
    opts: TraceOptions,
    ports: Vec<PortClass>,
    /// Per component (by component id): its lanes.
    comps: Vec<Lanes>,
    /// Requests sent by a component while it served a traced request, by (receiving
    /// component, request id), until the receiver takes them.
    caused: FastMap<(u32, u64), Link>,
    /// The same for request packets on the fabric, by (source endpoint, tag), until the
    /// destination endpoint takes them.
    caused_packets: FastMap<(u16, u64), Link>,
    /// Flow ids handed out.
    flows: u64,
    /// Memory transactions left out by the cap (or for want of lanes).
    dropped: u64,
}

/// Where component path `path` goes: (trace process, name inside it).
fn place(path: &str) -> (u64, String) {
    if let Some(rest) = path.strip_prefix("gpu[") {
        if let Some((g, tail)) = rest.split_once("].") {
            if let Ok(g) = g.parse::<usize>() {
                return (gpu_pid(g), tail.to_string());
            }
        }
    }
    (SYSTEM_PID, path.to_string())
}

fn is_cu(path: &str) -> bool {
    matches!(
        path.strip_prefix("gpu[").and_then(|r| r.split_once("].cu[")),
        Some((_, t)) if t.ends_with(']') && !t.contains('.')
    )
}

/// The fabric endpoint node of a component path (see `fabric::node_path`).
fn endpoint(path: &str) -> Option<u16> {
    if path == "sys.fabric.host" {
        return Some(0);
    }
    let g = path.strip_prefix("gpu[")?.strip_suffix("].rdma")?;
    g.parse::<u16>().ok().map(|g| g + 1)
}

/// The order of a component's threads in its process, as a key: compute units (workgroups)
/// first, then the memory side from the compute units outwards (L1 vector, scalar and
/// instruction caches, L2 banks, DRAM channels), then the rest (the RDMA engine, the fabric's
/// nodes); within each kind by the name with its indices taken out, then the indices as
/// numbers, so `l2.bank[2]` comes before `l2.bank[10]` and all L2 banks stay together.
fn order_key(name: &str) -> (u8, String, Vec<u64>) {
    let mut shape = String::with_capacity(name.len());
    let mut idx = Vec::new();
    let mut num: Option<u64> = None;
    for ch in name.chars() {
        match ch.to_digit(10) {
            Some(d) => num = Some(num.unwrap_or(0).saturating_mul(10).saturating_add(d.into())),
            None => {
                if let Some(n) = num.take() {
                    idx.push(n);
                    shape.push('#');
                }
                shape.push(ch);
            }
        }
    }
    if let Some(n) = num {
        idx.push(n);
        shape.push('#');
    }
    let last = shape.rsplit('.').next().unwrap_or("");
    let kind = if shape == "cu[#]" {
        0
    } else if last == "l#v" {
        1
    } else if last == "l#s" {
        2
    } else if last == "l#i" {
        3
    } else if shape.starts_with("l#") {
        4
    } else if shape.starts_with("dram") {
        5
    } else {
        6
    };
    (kind, shape, idx)
}

/// Ranks the components of each process by [`order_key`]: `paths[i]` gets `rank[i]` (from 0,
/// per process).
fn rank_components(places: &[(u64, String)]) -> Vec<u64> {
    let mut order: Vec<usize> = (0..places.len()).collect();
    order.sort_by_cached_key(|&i| (places[i].0, order_key(&places[i].1)));
    let mut rank = vec![0; places.len()];
    let mut prev: Option<u64> = None;
    let mut r = 0;
    for i in order {
        if prev != Some(places[i].0) {
            prev = Some(places[i].0);
            r = 0;
        }
        rank[i] = r;
        r += 1;
    }
    rank
}

/// The request a memory message is, if it is one: (request id, what it does).
fn request(m: &MemMsg) -> Option<(u64, Open)> {
    match m {
        MemMsg::Read {
            id, addr, bytes, ..
        } => Some((
            id.0,
            Open::Mem {
                kind: 0,
                addr: *addr,
                bytes: *bytes,
            },
        )),
        MemMsg::Write { id, addr, data, .. } => Some((
            id.0,
            Open::Mem {
                kind: 1,
                addr: *addr,
                bytes: data.len() as u32,
            },
        )),
        MemMsg::Atomic { id, addr, args, .. } => Some((
            id.0,
            Open::Mem {
                kind: 2,
                addr: *addr,
                bytes: u32::from(args.bytes),
            },
        )),
        _ => None,
    }
}

/// Whether `[a, a + n)` and `[b, b + m)` share a byte (an empty range counts as one byte).
fn overlaps(a: u64, n: u32, b: u64, m: u32) -> bool {
    let end = |x: u64, k: u32| x.saturating_add(u64::from(k.max(1)));
    a < end(b, m) && b < end(a, n)
}

impl Tracer {
    /// A tracer for `engine` (built, not yet run) writing to a new file at `opts.path`; names
    /// the processes of `n_gpus` GPUs.
    pub fn new(
        engine: &Engine<Msg>,
        n_gpus: usize,
        opts: TraceOptions,
    ) -> Result<Rc<RefCell<Tracer>>, TraceError> {
        let mut w = TraceWriter::create(&opts.path)?;
        for g in 0..n_gpus {
            w.process_name(gpu_pid(g), GPU_PROCESS_NAME, gpu_pid(g));
            w.thread_name(gpu_pid(g), kernels_tid(g), "kernels", 1);
        }
        w.process_name(SYSTEM_PID, "system", SYSTEM_PID);
        let places: Vec<(u64, String)> = (0..engine.n_components())
            .map(|c| place(engine.path(CompId(c as u32))))
            .collect();
        let ranks = rank_components(&places);
        let comps = places
            .into_iter()
            .zip(ranks)
            .enumerate()
            .map(|(c, ((pid, name), rank))| Lanes {
                pid,
                name,
                rank,
                busy: Vec::new(),
                tids: Vec::new(),
                open: FastMap::default(),
                begun: 0,
                endpoint: endpoint(engine.path(CompId(c as u32))),
                inbound: VecDeque::new(),
            })
            .collect();
        let mut ports = Vec::with_capacity(engine.n_ports());
        for p in 0..engine.n_ports() {
            let owner = engine.port_owner(PortId(p as u32)).unwrap_or_default();
            let path = engine.path(owner);
            ports.push(if is_cu(path) {
                PortClass::Cu(owner.0)
            } else {
                PortClass::Other(owner.0)
            });
        }
        Ok(Rc::new(RefCell::new(Tracer {
            w,
            opts,
            ports,
            comps,
            caused: FastMap::default(),
            caused_packets: FastMap::default(),
            flows: 0,
            dropped: 0,
        })))
    }

    fn in_window(&self, now: Ps) -> bool {
        self.opts
            .window
            .is_none_or(|(a, b)| now.0 >= a && now.0 <= b)
    }

    fn lanes(&mut self, c: u32) -> &mut Lanes {
        &mut self.comps[c as usize]
    }

    /// Opens a slice on the lowest free lane of component `c`; false when every lane the
    /// thread numbering allows is busy (the slice is left out).
    fn begin(&mut self, c: u32, key: u64, now: Ps, what: Open) -> bool {
        let l = &mut self.comps[c as usize];
        let lane = match l.busy.iter().position(|b| !b) {
            Some(i) => i,
            None if (l.busy.len() as u64) < LANES_PER_COMPONENT => {
                l.busy.push(false);
                l.busy.len() - 1
            }
            None => return false,
        };
        l.busy[lane] = true;
        l.begun += 1;
        l.open.insert(
            key,
            OpenSlice {
                start: now.0,
                lane: lane as u32,
                what,
                flow_in: None,
                flows_out: Vec::new(),
                caused: 0,
            },
        );
        if lane == l.tids.len() {
            // Kernels hold the process's first thousand thread ids, then each component its
            // own thousand, in rank order: Perfetto's UI orders threads by id, and the sort
            // index says the same to viewers that read it.
            let n = (l.rank + 1) * LANES_PER_COMPONENT + lane as u64;
            let tid = tid_base(l.pid) + n;
            l.tids.push(tid);
            let name = format!("{} #{lane}", l.name);
            let pid = l.pid;
            self.w.thread_name(pid, tid, &name, n);
        }
        true
    }

    fn end(&mut self, c: u32, key: u64, now: Ps, extra: &str) {
        let Some(l) = self.comps.get_mut(c as usize) else {
            return;
        };
        let Some(o) = l.open.remove(&key) else {
            return;
        };
        if let Some(b) = l.busy.get_mut(o.lane as usize) {
            *b = false;
        }
        let (pid, tid) = (l.pid, l.tids.get(o.lane as usize).copied().unwrap_or(0));
        match o.what {
            Open::Group => self.w.complete(
                pid,
                tid,
                "workgroup",
                &format!("wg {key}"),
                o.start,
                now.0,
                &format!("{{\"wg\":{key}{extra}}}"),
            ),
            Open::Mem { kind, addr, bytes } => {
                let name = match kind {
                    0 => "read",
                    1 => "write",
                    _ => "atomic",
                };
                self.w.complete(
                    pid,
                    tid,
                    "mem",
                    name,
                    o.start,
                    now.0,
                    &format!("{{\"addr\":\"{addr:#x}\",\"bytes\":{bytes}}}"),
                )
            }
        }
        // The flows' ends, after the slice they bind to.
        if let Some(id) = o.flow_in {
            self.w.flow_end(pid, tid, id, o.start);
        }
        for (id, at) in o.flows_out {
            self.w.flow_start(pid, tid, id, at.clamp(o.start, now.0));
        }
    }

    /// The traced request that component `c` is serving and that a request of its own for
    /// `[addr, addr + bytes)` serves: of its open transactions that share a byte with it, the
    /// earliest that has caused nothing yet (a component that passes requests on, like the
    /// RDMA engine, sends one for each, in order), else the earliest (a cache that merged
    /// misses to one line sends one request for all of them).
    fn cause(&mut self, c: u32, addr: u64, bytes: u32) -> Option<u64> {
        let l = self.comps.get_mut(c as usize)?;
        let key = l
            .open
            .iter()
            .filter(|(_, o)| match o.what {
                Open::Mem {
                    addr: a, bytes: n, ..
                } => overlaps(a, n, addr, bytes),
                Open::Group => false,
            })
            .min_by_key(|(k, o)| (o.caused > 0, o.start, **k))
            .map(|(k, _)| *k)?;
        if let Some(o) = l.open.get_mut(&key) {
            o.caused += 1;
        }
        Some(key)
    }

    /// A traced slice of component `c` (key `key`) began because of `link`: a flow from the
    /// cause's slice to it, when the cause is still open (both ends are then in the trace).
    fn link(&mut self, link: Link, c: u32, key: u64) {
        let open = |t: &Tracer, comp: u32, k: u64| {
            t.comps
                .get(comp as usize)
                .is_some_and(|l| l.open.contains_key(&k))
        };
        if !open(self, link.comp, link.key) || !open(self, c, key) {
            return;
        }
        self.flows += 1;
        let id = self.flows;
        if let Some(from) = self.comps[link.comp as usize].open.get_mut(&link.key) {
            from.flows_out.push((id, link.at));
        }
        if let Some(to) = self.comps[c as usize].open.get_mut(&key) {
            to.flow_in = Some(id);
        }
    }

    fn recv(&mut self, now: Ps, port: PortId, msg: &Msg) {
        let Some(&class) = self.ports.get(port.0 as usize) else {
            return;
        };
        match (class, msg) {
            (PortClass::Cu(c), Msg::Cu(CuMsg::RunGroup { wg, .. })) if self.in_window(now) => {
                self.begin(c, *wg, now, Open::Group);
            }
            (PortClass::Other(c), Msg::Mem(m)) if self.opts.mem => {
                let Some((id, what)) = request(m) else {
                    return;
                };
                // Taken whether or not this request is traced, so the map stays small.
                let cause = self.caused.remove(&(c, id));
                if !self.in_window(now) {
                    return;
                }
                let cap = self.opts.mem_cap;
                if cap > 0 && self.lanes(c).begun >= cap {
                    self.dropped += 1;
                    return;
                }
                if !self.begin(c, id, now, what) {
                    self.dropped += 1;
                    return;
                }
                if let Some(link) = cause {
                    self.link(link, c, id);
                }
            }
            (PortClass::Other(c), Msg::Net(n)) if self.opts.mem => {
                // A request packet reaching its destination endpoint: remember what caused it
                // until the endpoint turns it into a memory request.
                let NetMsg::Packet(p) = &**n else {
                    return;
                };
                if p.vc != 0 || self.comps.get(c as usize).and_then(|l| l.endpoint) != Some(p.dst) {
                    return;
                }
                let Some(link) = self.caused_packets.remove(&(p.src, p.tag)) else {
                    return;
                };
                if let Some((_, Open::Mem { addr, bytes, .. })) = request(&p.body) {
                    let l = self.lanes(c);
                    if l.inbound.len() >= MAX_INBOUND {
                        l.inbound.pop_front();
                    }
                    l.inbound.push_back((addr, bytes, link));
                }
            }
            _ => {}
        }
    }

    fn send(&mut self, now: Ps, src: PortId, dst: PortId, msg: &Msg) {
        let Some(&class) = self.ports.get(src.0 as usize) else {
            return;
        };
        match (class, msg) {
            (
                PortClass::Cu(c),
                Msg::Cu(CuMsg::GroupDone {
                    wg, instructions, ..
                }),
            ) => self.end(c, *wg, now, &format!(",\"instructions\":{instructions}")),
            (PortClass::Other(c), Msg::Mem(MemMsg::ReadRsp { id, .. }))
            | (PortClass::Other(c), Msg::Mem(MemMsg::WriteRsp { id }))
                if self.opts.mem =>
            {
                self.end(c, id.0, now, "");
            }
            (PortClass::Other(c), Msg::Mem(m)) if self.opts.mem => {
                // A request this component makes: caused by the traced request it serves for
                // the same bytes, or by a request packet from another GPU.
                let Some((id, Open::Mem { addr, bytes, .. })) = request(m) else {
                    return;
                };
                let link = match self.cause(c, addr, bytes) {
                    Some(key) => Some(Link {
                        comp: c,
                        key,
                        at: now.0,
                    }),
                    None => {
                        let l = self.lanes(c);
                        l.inbound
                            .iter()
                            .position(|&(a, n, _)| overlaps(a, n, addr, bytes))
                            .and_then(|i| l.inbound.remove(i))
                            .map(|(_, _, link)| link)
                    }
                };
                let Some(link) = link else {
                    return;
                };
                if let Some(PortClass::Other(to) | PortClass::Cu(to)) =
                    self.ports.get(dst.0 as usize).copied()
                {
                    self.caused.insert((to, id), link);
                }
            }
            (PortClass::Other(c), Msg::Net(n)) if self.opts.mem => {
                // A request leaving for another endpoint on behalf of a traced request.
                let NetMsg::Packet(p) = &**n else {
                    return;
                };
                if p.vc != 0 || self.comps.get(c as usize).and_then(|l| l.endpoint) != Some(p.src) {
                    return;
                }
                let Some((_, Open::Mem { addr, bytes, .. })) = request(&p.body) else {
                    return;
                };
                if let Some(key) = self.cause(c, addr, bytes) {
                    self.caused_packets.insert(
                        (p.src, p.tag),
                        Link {
                            comp: c,
                            key,
                            at: now.0,
                        },
                    );
                }
            }
            _ => {}
        }
    }

    /// Memory transactions the per-component cap left out.
    pub fn dropped(&self) -> u64 {
        self.dropped
    }

    /// Flows (request -> caused request) written.
    pub fn flows(&self) -> u64 {
        self.flows
    }

    /// Finishes the file (slices still open at the end are left out).
    pub fn finish(self) -> Result<(), TraceError> {
        if self.dropped > 0 {
            tracing::info!(
                dropped = self.dropped,
                cap = self.opts.mem_cap,
                "trace: memory transactions beyond --trace-mem-cap per component left out"
            );
        }
        self.w.finish()
    }
}

/// The engine hook that feeds a [`Tracer`].
pub struct TraceHook(pub Rc<RefCell<Tracer>>);

impl Hook<Msg> for TraceHook {
    fn on_send(&mut self, now: Ps, src: PortId, dst: PortId, _arrive: Ps, msg: &Msg) {
        self.0.borrow_mut().send(now, src, dst, msg);
    }

    fn on_recv(&mut self, now: Ps, port: PortId, msg: &Msg) {
        self.0.borrow_mut().recv(now, port, msg);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn microseconds_keep_every_picosecond() {
        assert_eq!(us(0), "0.000000");
        assert_eq!(us(1), "0.000001");
        assert_eq!(us(1_234_567_891), "1234.567891");
    }

    #[test]
    fn window_parses_and_rejects() {
        assert_eq!(parse_window("10:20").ok(), Some((10, 20)));
        assert!(parse_window("20:10").is_err());
        assert!(parse_window("x:1").is_err());
        assert!(parse_window("5").is_err());
    }

    #[test]
    fn places_follow_instance_paths() {
        assert_eq!(place("gpu[2].cu[7]"), (2, "cu[7]".to_string()));
        assert_eq!(place("gpu[0].l2.bank[3]").0, 0);
        assert_eq!(place("sys.fabric.host").0, SYSTEM_PID);
        assert!(is_cu("gpu[1].cu[12]"));
        assert!(!is_cu("gpu[1].cu[12].l1v"));
        assert_eq!(endpoint("gpu[3].rdma"), Some(4));
        assert_eq!(endpoint("sys.fabric.host"), Some(0));
        assert_eq!(endpoint("gpu[3].l2.bank[0]"), None);
    }

    #[test]
    fn threads_sort_by_component_then_index_as_numbers() {
        let names = [
            "dram.channel[1]",
            "l2.bank[10]",
            "rdma",
            "cu[10]",
            "sa[0].l1i",
            "cu[2].l1v",
            "l2.bank[2]",
            "cu[2]",
            "sa[0].l1s",
            "cu[10].l1v",
            "dram.channel[0]",
        ];
        let mut places: Vec<(u64, String)> = names.iter().map(|n| (0, n.to_string())).collect();
        // Another process ranks on its own.
        places.push((1, "l2.bank[0]".to_string()));
        let ranks = rank_components(&places);
        let mut order: Vec<(u64, &str)> = names.iter().zip(&ranks).map(|(n, r)| (*r, *n)).collect();
        order.sort();
        let order: Vec<&str> = order.into_iter().map(|(_, n)| n).collect();
        assert_eq!(
            order,
            [
                "cu[2]",
                "cu[10]",
                "cu[2].l1v",
                "cu[10].l1v",
                "sa[0].l1s",
                "sa[0].l1i",
                "l2.bank[2]",
                "l2.bank[10]",
                "dram.channel[0]",
                "dram.channel[1]",
                "rdma",
            ]
        );
        assert_eq!(ranks[names.len()], 0);
        // Thread ids stay below 2^32 for the highest process and lane.
        assert!(tid_base(HOST_PID) + 999 * LANES_PER_COMPONENT + 999 < 1 << 32);
        assert_ne!(kernels_tid(0), kernels_tid(1));
    }

    #[test]
    fn ranges_overlap_when_they_share_a_byte() {
        assert!(overlaps(0x100, 4, 0x100, 64));
        assert!(overlaps(0x13c, 4, 0x100, 64));
        assert!(!overlaps(0x140, 4, 0x100, 64));
        assert!(!overlaps(0xfc, 4, 0x100, 64));
        assert!(overlaps(0x100, 0, 0x100, 0));
    }

    #[test]
    fn append_reopens_a_finished_file_and_keeps_it_valid() {
        let dir = std::env::temp_dir().join(format!("tandem-trace-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap_or_default();
        let p = dir.join("t.json");
        let mut w = TraceWriter::create(&p).expect("create");
        w.process_name(1, GPU_PROCESS_NAME, 1);
        w.complete(1, kernels_tid(0), "kernel", "k", 1500, 4_000_500, "{}");
        w.finish().expect("finish");
        let mut a = TraceWriter::append(&p).expect("append");
        a.complete(HOST_PID, host_tid(), "host", "wait", 0, 10, "{}");
        a.finish().expect("finish again");
        let v: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&p).unwrap_or_default()).expect("valid JSON");
        let evs = v["traceEvents"].as_array().cloned().unwrap_or_default();
        assert_eq!(evs.len(), 4);
        assert_eq!(evs[2]["ts"].as_f64(), Some(0.0015));
        assert_eq!(evs[2]["dur"].as_f64(), Some(3.999));
        // A file without the trailer is refused.
        std::fs::write(&p, HEADER).unwrap_or_default();
        assert!(matches!(
            TraceWriter::append(&p),
            Err(TraceError::NotFinished(_))
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
