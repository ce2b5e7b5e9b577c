//! Timeline traces: a Chrome / Perfetto JSON trace-event file (`tandem run --trace FILE`),
//! written while the simulation runs.
//!
//! Layout (docs/outputs.md, "Traces"): one trace process per GPU (`pid` = GPU id + 1, named
//! `GPU <id>` with the 0-based id), one for what the GPUs share (`system`, [`SYSTEM_PID`]) and one for the host
//! program ([`HOST_PID`]). In each GPU process a `kernels` thread ([`kernels_tid`]) holds one
//! complete event (`"ph":"X"`) per dispatch, written by the host side, which knows the kernels'
//! names; the GPU process adds a thread per compute unit and *lane* with its workgroups, and
//! with `--trace-mem` a thread per memory component (caches, DRAM channels, links) and lane
//! with its transactions. A compute unit runs several workgroups at once and a cache serves
//! many requests at once, while the trace-event format wants the complete events of one thread
//! properly nested: so every slice goes to the lowest-numbered lane of its component that is
//! free when it starts (Daisen draws the same picture).
//!
//! Timestamps are microseconds written with six decimals: exact picoseconds (Perfetto keeps
//! nanoseconds). Thread ids are unique over the whole file (`pid * 100000 + n`), because some
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
use std::fs::File;
use std::io::{BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::engine::{CompId, Engine, FastMap, Hook, PortId};
use crate::proto::{CuMsg, MemMsg, Msg};
use crate::time::Ps;

/// What the file begins with.
pub const HEADER: &str = "{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n";
/// What a finished file ends with (the host side removes it to append, then writes it again).
pub const TRAILER: &str = "\n]}\n";
/// The trace process of what the GPUs share (`sys.*`: the driver, the fabric's switches and host port).
pub const SYSTEM_PID: u64 = 1000;
/// The trace process of the host program.
pub const HOST_PID: u64 = 1001;
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

/// The trace process of GPU `g` (its 0-based id, as on the command line): `g + 1`, because
/// trace viewers treat process 0 specially; the process is named `GPU g`.
pub fn gpu_pid(g: usize) -> u64 {
    g as u64 + 1
}

/// The thread of GPU `g`'s kernels.
pub fn kernels_tid(g: usize) -> u64 {
    gpu_pid(g) * 100_000 + 1
}

/// The host program's thread.
pub fn host_tid() -> u64 {
    HOST_PID * 100_000 + 1
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
    /// Order of the component's threads in the process.
    sort: u64,
    busy: Vec<bool>,
    /// Lane -> thread id (lanes are named when first used).
    tids: Vec<u64>,
    /// Open slices by key (workgroup id, request id): start, lane, what.
    open: FastMap<u64, (u64, u32, Open)>,
    /// Slices begun (for the per-component cap).
    begun: u64,
}

#[derive(Clone, Copy)]
enum Open {
    Group,
    Mem { kind: u8, addr: u64, bytes: u32 },
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
    next_tid: FastMap<u64, u64>,
    /// Memory transactions left out by the cap.
    dropped: u64,
}

/// Where component path `path` goes: (trace process, name inside it, sort key).
fn place(path: &str) -> (u64, String, u64) {
    if let Some(rest) = path.strip_prefix("gpu[") {
        if let Some((g, tail)) = rest.split_once("].") {
            if let Ok(g) = g.parse::<usize>() {
                // Compute units first (by number), then the memory side in path order.
                let sort = match tail.strip_prefix("cu[").and_then(|t| t.split_once(']')) {
                    Some((c, "")) => 10 + c.parse::<u64>().unwrap_or(0),
                    _ => 10_000,
                };
                return (gpu_pid(g), tail.to_string(), sort);
            }
        }
    }
    (SYSTEM_PID, path.to_string(), 10_000)
}

fn is_cu(path: &str) -> bool {
    matches!(
        path.strip_prefix("gpu[").and_then(|r| r.split_once("].cu[")),
        Some((_, t)) if t.ends_with(']') && !t.contains('.')
    )
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
            w.process_name(gpu_pid(g), &format!("GPU {g}"), gpu_pid(g));
            w.thread_name(gpu_pid(g), kernels_tid(g), "kernels", 0);
        }
        w.process_name(SYSTEM_PID, "system", SYSTEM_PID);
        let mut comps: Vec<Lanes> = Vec::new();
        for c in 0..engine.n_components() {
            let (pid, name, sort) = place(engine.path(CompId(c as u32)));
            comps.push(Lanes {
                pid,
                name,
                sort,
                busy: Vec::new(),
                tids: Vec::new(),
                open: FastMap::default(),
                begun: 0,
            });
        }
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
            next_tid: FastMap::default(),
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

    fn begin(&mut self, c: u32, key: u64, now: Ps, what: Open) {
        let (pid, lane, new_lane) = {
            let l = self.lanes(c);
            let lane = match l.busy.iter().position(|b| !b) {
                Some(i) => i,
                None => {
                    l.busy.push(false);
                    l.busy.len() - 1
                }
            };
            l.busy[lane] = true;
            l.begun += 1;
            l.open.insert(key, (now.0, lane as u32, what));
            (l.pid, lane, lane == l.tids.len())
        };
        if new_lane {
            let n = self.next_tid.entry(pid).or_insert(100);
            let tid = pid * 100_000 + *n;
            *n += 1;
            let l = &mut self.comps[c as usize];
            l.tids.push(tid);
            let name = format!("{} #{lane}", l.name);
            let sort = l.sort * 1000 + lane as u64;
            self.w.thread_name(pid, tid, &name, sort);
        }
    }

    fn end(&mut self, c: u32, key: u64, now: Ps, extra: &str) {
        let Some(l) = self.comps.get_mut(c as usize) else {
            return;
        };
        let Some((start, lane, what)) = l.open.remove(&key) else {
            return;
        };
        if let Some(b) = l.busy.get_mut(lane as usize) {
            *b = false;
        }
        let (pid, tid) = (l.pid, l.tids.get(lane as usize).copied().unwrap_or(0));
        match what {
            Open::Group => self.w.complete(
                pid,
                tid,
                "workgroup",
                &format!("wg {key}"),
                start,
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
                    start,
                    now.0,
                    &format!("{{\"addr\":\"{addr:#x}\",\"bytes\":{bytes}}}"),
                )
            }
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
                let (id, what) = match m {
                    MemMsg::Read {
                        id, addr, bytes, ..
                    } => (
                        *id,
                        Open::Mem {
                            kind: 0,
                            addr: *addr,
                            bytes: *bytes,
                        },
                    ),
                    MemMsg::Write { id, addr, data, .. } => (
                        *id,
                        Open::Mem {
                            kind: 1,
                            addr: *addr,
                            bytes: data.len() as u32,
                        },
                    ),
                    MemMsg::Atomic { id, addr, args, .. } => (
                        *id,
                        Open::Mem {
                            kind: 2,
                            addr: *addr,
                            bytes: u32::from(args.bytes),
                        },
                    ),
                    _ => return,
                };
                if !self.in_window(now) {
                    return;
                }
                let cap = self.opts.mem_cap;
                if cap > 0 && self.lanes(c).begun >= cap {
                    self.dropped += 1;
                    return;
                }
                self.begin(c, id.0, now, what);
            }
            _ => {}
        }
    }

    fn send(&mut self, now: Ps, src: PortId, msg: &Msg) {
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
            _ => {}
        }
    }

    /// Memory transactions the per-component cap left out.
    pub fn dropped(&self) -> u64 {
        self.dropped
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
    fn on_send(&mut self, now: Ps, src: PortId, _dst: PortId, _arrive: Ps, msg: &Msg) {
        self.0.borrow_mut().send(now, src, msg);
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
        assert_eq!(place("gpu[2].cu[7]"), (3, "cu[7]".to_string(), 17));
        assert_eq!(place("gpu[0].l2.bank[3]").0, 1);
        assert_eq!(place("sys.fabric.host").0, SYSTEM_PID);
        assert!(is_cu("gpu[1].cu[12]"));
        assert!(!is_cu("gpu[1].cu[12].l1v"));
    }

    #[test]
    fn append_reopens_a_finished_file_and_keeps_it_valid() {
        let dir = std::env::temp_dir().join(format!("tandem-trace-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap_or_default();
        let p = dir.join("t.json");
        let mut w = TraceWriter::create(&p).expect("create");
        w.process_name(1, "GPU 1", 1);
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
