//! The GPU process of a standalone run (binary `tandem-gpu`, or `tandem gpu-process`, which
//! the host stub spawns so that one binary is enough): maps the bridge segment created by the
//! host stub, maps host memory and the GPUs' VRAM from inherited memfds, and runs the world
//! ([`gpu_sim::world::World`]: the driver and N GPUs in one engine) in conservative lock-step
//! with the CPU side, quantum or per-cycle, as the CPU side chose when it made the segment.
//! The simulator is the `gpu-sim` library; this crate is only the loop around it, its command
//! line and the files it writes.
//!
//! The loop: ask the bridge for the horizon (how far the peer lets this side run, stopping at
//! the engine's next event), inject what arrived (driver messages, host-memory responses) at
//! its timestamp, run the engine up to the horizon, and send what the engine emitted (driver
//! answers, host-memory requests) stamped with the present time. In per-cycle mode every granted
//! tick is one step of this loop.
//!
//! Usage (the host stub spawns it; not meant to be typed):
//! `tandem-gpu --segment NAME --host-fd FD --host-bytes N --vram-fd FD[,FD..] --vram-bytes N
//!  --config TOML [--stats-out PATH] [--progress-fd FD]
//!  [--trace PATH [--trace-mem] [--trace-window START_PS:END_PS] [--trace-mem-cap N]]`
//!
//! `--config`: a [`GpuSideConfig`] in TOML. `--progress-fd`: a [`bridge::progress::ProgressPage`]
//! the host side shows a progress bar from; updated once per step of the loop. `--trace`: a
//! timeline trace (`gpu_sim::trace`). `--stats-out`: the run's `summary.json` (and, in timing
//! mode, `stats.txt` next to it); on an error, the reason goes to [`GPU_ERROR_FILE`] next to it.
//!
//! Exits 0 after an orderly terminate from the CPU side, non-zero with a message when the CPU
//! side dies or the segment is bad.

use bridge::progress::ProgressPage;
use bridge::wire::{DRV_ANNOTATE, DRV_EVENT, DRV_IOCTL_REPLY, DRV_MMAP_REPLY};
use bridge::{Endpoint, Incoming, Progress};
use gpu_sim::mc::port::{from_wire, to_wire};
use gpu_sim::proto::Outgoing;
use gpu_sim::side::{GpuSideConfig, GPU_ERROR_FILE};
use gpu_sim::stats::dumps::{dump_index, region_dumps, stats_text, RunDump, DUMPS_FILE};
use gpu_sim::stats::gem5text::{peak_rss_bytes, HostFigures};
use gpu_sim::sys::memory::SystemMemory;
use gpu_sim::sys::shm::SharedRegion;
use gpu_sim::world::World;
use host_abi::driver::{GPU_IDLE_EVENT, GPU_IDLE_GAP_PS, QUEUE_ERROR_EVENT};

/// Why the GPU process stopped with an error.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct GpuProcessError(pub String);

type Result<T> = std::result::Result<T, GpuProcessError>;

macro_rules! bail {
    ($($t:tt)*) => { return Err(GpuProcessError(format!($($t)*))) };
}

trait Ctx<T> {
    fn context(self, what: &str) -> Result<T>;
}
impl<T, E: std::fmt::Display> Ctx<T> for std::result::Result<T, E> {
    fn context(self, what: &str) -> Result<T> {
        self.map_err(|e| GpuProcessError(format!("{what}: {e}")))
    }
}
impl<T> Ctx<T> for Option<T> {
    fn context(self, what: &str) -> Result<T> {
        self.ok_or_else(|| GpuProcessError(what.to_string()))
    }
}

struct Args {
    segment: String,
    host_fd: i32,
    host_bytes: u64,
    vram_fds: Vec<i32>,
    vram_bytes: u64,
    config: String,
    stats_out: Option<String>,
    progress_fd: Option<i32>,
    trace: Option<gpu_sim::trace::TraceOptions>,
}

fn parse_args(args: Vec<String>) -> Result<Args> {
    let mut it = args.into_iter();
    let (mut segment, mut host_fd, mut host_bytes, mut vram_fds, mut vram_bytes, mut config) =
        (None, None, None, None, None, None);
    let mut stats_out = None;
    let mut progress_fd = None;
    let (mut trace, mut trace_mem, mut trace_window, mut trace_cap) =
        (None, false, None, gpu_sim::trace::DEFAULT_MEM_CAP);
    while let Some(k) = it.next() {
        let need = format!("{k} needs a value");
        let mut v = || it.next().context(&need);
        match k.as_str() {
            "--segment" => segment = Some(v()?),
            "--host-fd" => host_fd = Some(v()?.parse::<i32>().context("--host-fd")?),
            "--host-bytes" => host_bytes = Some(v()?.parse::<u64>().context("--host-bytes")?),
            "--vram-fd" => {
                vram_fds = Some(
                    v()?.split(',')
                        .map(|s| s.parse::<i32>())
                        .collect::<std::result::Result<Vec<_>, _>>()
                        .context("--vram-fd")?,
                )
            }
            "--vram-bytes" => vram_bytes = Some(v()?.parse::<u64>().context("--vram-bytes")?),
            "--config" => config = Some(v()?),
            "--stats-out" => stats_out = Some(v()?),
            "--progress-fd" => progress_fd = Some(v()?.parse::<i32>().context("--progress-fd")?),
            "--trace" => trace = Some(std::path::PathBuf::from(v()?)),
            "--trace-mem" => trace_mem = true,
            "--trace-window" => {
                trace_window = Some(gpu_sim::trace::parse_window(&v()?).context("--trace-window")?)
            }
            "--trace-mem-cap" => trace_cap = v()?.parse::<u64>().context("--trace-mem-cap")?,
            other => bail!("unknown argument `{other}`"),
        }
    }
    Ok(Args {
        segment: segment.context("--segment is required")?,
        host_fd: host_fd.context("--host-fd is required")?,
        host_bytes: host_bytes.context("--host-bytes is required")?,
        vram_fds: vram_fds.context("--vram-fd is required")?,
        vram_bytes: vram_bytes.context("--vram-bytes is required")?,
        config: config.context("--config is required")?,
        stats_out,
        progress_fd,
        trace: trace.map(|path| gpu_sim::trace::TraceOptions {
            path,
            mem: trace_mem,
            window: trace_window,
            mem_cap: trace_cap,
        }),
    })
}

/// Sends `o`, produced by the world at `at` ps (at or before the endpoint's present).
fn send(ep: &mut Endpoint, at: u64, o: Outgoing) -> Result<()> {
    let (ty, seq, arg0, ret, payload) = match o {
        Outgoing::IoctlReply {
            seq,
            request,
            ret,
            arg,
        } => (DRV_IOCTL_REPLY, seq, request, ret as u64, arg),
        Outgoing::MmapReply { seq, ret, payload } => (DRV_MMAP_REPLY, seq, 0, ret as u64, payload),
        Outgoing::QueueError { text } => (DRV_EVENT, 0, QUEUE_ERROR_EVENT, 0, text.into_bytes()),
    };
    ep.send_driver_from(at, ty, seq, arg0, ret, &payload)
        .context("bridge")
}

/// Runs the GPU process with its command-line arguments (without the program name).
pub fn run(args: Vec<String>) -> Result<()> {
    // gem5's `hostSeconds` of the whole run counts from here.
    let started = std::time::Instant::now();
    let a = parse_args(args)?;

    let cfg: GpuSideConfig = toml::from_str(&a.config).context("parsing --config")?;
    if a.vram_fds.len() != cfg.n_gpus as usize {
        bail!(
            "{} VRAM descriptors for {} GPUs",
            a.vram_fds.len(),
            cfg.n_gpus
        );
    }
    // SAFETY: the descriptors were inherited from the host stub, which names them for us alone.
    let host = unsafe { SharedRegion::from_inherited_fd("host-memory", a.host_fd, a.host_bytes) }
        .context("host memory")?;
    let vram = a
        .vram_fds
        .iter()
        .enumerate()
        .map(|(g, &fd)| {
            // SAFETY: as above.
            unsafe { SharedRegion::from_inherited_fd(&format!("gpu[{g}].vram"), fd, a.vram_bytes) }
                .context("VRAM")
        })
        .collect::<Result<Vec<_>>>()?;
    let mut ep = Endpoint::connect(&a.segment, 10_000).context("connecting to the bridge")?;
    let apu = cfg.apu();
    let mut world = World::new(&cfg, SystemMemory::new(host, vram), apu.then(|| ep.n_mc()))
        .context("gpu system")?;
    tracing::info!(segment = %a.segment, gpus = cfg.n_gpus, mode = ?ep.mode(), "GPU side connected");
    if apu {
        tracing::info!(
            controllers = ep.n_mc(),
            "APU: host memory through the bridge's memory-controller queues"
        );
    }
    // Fault injection for tests: die abruptly after this many driver requests.
    let die_after: Option<u64> = std::env::var("TANDEM_GPU_DIE_AFTER_REQUESTS")
        .ok()
        .and_then(|v| v.parse().ok());
    let progress = a
        .progress_fd
        .map(|fd| {
            // SAFETY: inherited from the host stub, which names it for us alone.
            unsafe { ProgressPage::from_inherited_fd(fd) }.context("progress page")
        })
        .transpose()?;
    let tracer = a
        .trace
        .map(|opts| world.start_trace(opts).context("--trace"))
        .transpose()?;
    let result = lockstep(
        &mut ep,
        &mut world,
        die_after,
        progress.as_ref(),
        cfg.notify_idle,
    );
    // The trace is closed even after an error, so the file is valid JSON for whoever reads it
    // (`tandem run` writes it under a temporary name and removes it when the run fails).
    let traced = tracer.map(|t| {
        drop(world.stop_trace());
        match std::rc::Rc::try_unwrap(t) {
            Ok(t) => t.into_inner().finish().context("--trace"),
            Err(_) => Err(GpuProcessError(
                "--trace: the tracer is still in use".into(),
            )),
        }
    });
    if let Err(e) = result.and(traced.unwrap_or(Ok(()))) {
        // Leave the reason before the endpoint (dropped on return) tells the peer we failed.
        if let Some(path) = &a.stats_out {
            let at = std::path::Path::new(path).with_file_name(GPU_ERROR_FILE);
            // Whole or not at all: the host side reads it as soon as it sees us gone.
            let _ = gpu_sim::outfile::write_atomic(&at, format!("{e}\n").as_bytes());
        }
        return Err(e);
    }
    if let Some(path) = a.stats_out {
        let n = world.n_gpus();
        let (host_pages, gpu_pages) = world.mem().pages.census(n);
        let vram_used: Vec<u64> = (0..n).map(|g| world.mem().vram_used(g)).collect();
        let report = world.stats_report();
        // Every command processor's counters, typed (the same names as in stats.txt).
        let cp: Vec<gpu_sim::cp::CpStats> = (0..n)
            .map(|g| gpu_sim::cp::CpStats::from_report(&report, &format!("gpu[{g}].cp")))
            .collect();
        // Timing mode: per GPU, the whole run's totals, rates and characterization.
        let summaries: Vec<_> = match world.is_timing() {
            true => (0..n).map(|g| world.gpu_summary(&report, g)).collect(),
            false => Vec::new(),
        };
        let per_gpu: Vec<_> = summaries.iter().map(|s| &s.1).collect();
        let sampling = world.sampling_report();
        let mut stats = serde_json::json!({
            "mode": cfg.mode,
            "dispatches": world.records(),
            "per_gpu": per_gpu,
            "cp": cp,
            "pages": { "host": host_pages, "gpu": gpu_pages },
            "vram_used_bytes": vram_used,
            "peak_rss_bytes": peak_rss_bytes(),
            "engine": engine_json(&world),
            "fabric": world.fabric_summary(&report),
        });
        // Kernel sampling: the estimate (absent when sampling is off).
        if let Some(s) = &sampling {
            stats["sampling"] = serde_json::to_value(s).context("sampling")?;
        }
        let bytes = serde_json::to_vec_pretty(&stats).context("stats")?;
        gpu_sim::outfile::write_atomic(std::path::Path::new(&path), &bytes)
            .map_err(|e| GpuProcessError(e.to_string()))?;
        // Timing mode: the statistics dumps, next to the JSON (`stats.txt`), and the file
        // that names them (`stats-dumps.json`).
        if world.is_timing() {
            let run = RunDump {
                end_ps: world.now_ps(),
                host: HostFigures {
                    seconds: started.elapsed().as_secs_f64(),
                    memory_bytes: peak_rss_bytes().unwrap_or(0),
                },
            };
            let txt = std::path::Path::new(&path).with_file_name("stats.txt");
            // The host program's regions of interest: one dump each, its kernels summed.
            let regions = region_dumps(
                world.kernel_dumps(),
                &world.region_spans(),
                world.core_period_ps().unwrap_or(1),
            );
            let text = stats_text(
                world.kernel_dumps(),
                &regions,
                &report,
                &summaries,
                &run,
                &sampling
                    .as_ref()
                    .map(|s| s.stats_lines(run.end_ps))
                    .unwrap_or_default(),
            );
            let index = dump_index(world.kernel_dumps(), &regions, n, &run);
            let index = serde_json::to_vec_pretty(&index).context("stats-dumps")?;
            gpu_sim::outfile::write_atomic(&txt.with_file_name(DUMPS_FILE), &index)
                .map_err(|e| GpuProcessError(e.to_string()))?;
            gpu_sim::outfile::write_atomic(&txt, text.as_bytes())
                .map_err(|e| GpuProcessError(e.to_string()))?;
        }
    }
    Ok(())
}

/// How the engine ran: partitions, threads, the look-ahead window, and where wall-clock time
/// went (machine-dependent, like `peak_rss_bytes`; `stats.txt` has only gem5's `host*` figures).
fn engine_json(world: &World) -> serde_json::Value {
    let (lookahead, p) = world.parallel_profile();
    serde_json::json!({
        "partitions": p.partitions,
        "threads": p.threads,
        "lookahead_ps": (lookahead != gpu_sim::time::Ps::MAX).then_some(lookahead.0),
        "windows": p.windows,
        "parallel_windows": p.parallel_windows,
        "parallel_wall_s": p.parallel_wall.as_secs_f64(),
        "window_wall_s": p.wall.as_secs_f64(),
        "critical_s": p.critical.as_secs_f64(),
        "handover_s": p.handover.as_secs_f64(),
        "partition_busy_s": p.partition_busy.iter().map(|d| d.as_secs_f64()).collect::<Vec<_>>(),
        "barrier_wait_fraction": p.barrier_wait_fraction(),
    })
}

/// The loop (see the module doc): horizon from the bridge, inject, run the world, send; until
/// the CPU side terminates.
fn lockstep(
    ep: &mut Endpoint,
    world: &mut World,
    die_after: Option<u64>,
    progress: Option<&ProgressPage>,
    notify_idle: bool,
) -> Result<()> {
    let mut requests = 0u64;
    // Input or work since the last idle report (`notify_idle`).
    let mut dirty = false;
    loop {
        let target = world.next_event_ps().unwrap_or(u64::MAX);
        let t = match ep.advance(target).context("bridge")? {
            Progress::Due(t) => {
                while let Some(m) = ep.recv() {
                    match m {
                        Incoming::Driver(d) => {
                            requests += 1;
                            if die_after.is_some_and(|n| requests > n) {
                                std::process::exit(3);
                            }
                            if d.ty == DRV_ANNOTATE && d.arg0 == host_abi::driver::ANNOTATE_BOUNDARY
                            {
                                boundary(world, d.arg1, &d.payload)?;
                            }
                            world.inject_driver(d, t).context("gpu side")?;
                            dirty = true;
                        }
                        Incoming::Mem { mc, ty, msg } => {
                            world
                                .inject_mem(from_wire(mc, ty, &msg))
                                .context("gpu side")?;
                        }
                    }
                }
                t
            }
            Progress::Reached(t) | Progress::Tick(_, t) => t,
            Progress::Terminated => break,
        };
        // Nothing can arrive stamped before the bridge's horizon, so the world may run up to
        // just before it (not only to its next event): long runs between synchronisations are
        // what lets the engine's partitions work in parallel windows.
        let safe = t.max(ep.horizon_ps().saturating_sub(1));
        world.run_until(safe).context("gpu side")?;
        if let Some(p) = progress {
            p.store(world.progress());
        }
        send_in_order(ep, world)?;
        if notify_idle {
            let idle = world
                .next_event_ps()
                .is_none_or(|n| n > safe.saturating_add(GPU_IDLE_GAP_PS));
            if !idle {
                dirty = true;
            } else if dirty {
                dirty = false;
                // Stamped with the time the GPUs ran their last event, not the bridge's
                // present, which depends on how the two processes' syncs interleaved.
                let at = world.now_ps();
                if at > ep.now() {
                    if let Progress::Terminated = ep.advance(at).context("bridge")? {
                        break;
                    }
                }
                // arg1: the driver messages taken so far, so the CPU side can tell an idle
                // report that predates its last doorbell from one that covers it.
                ep.send_driver(DRV_EVENT, 0, GPU_IDLE_EVENT, requests, &[])
                    .context("bridge")?;
            }
        }
    }
    Ok(())
}

/// The checkpoint boundary (docs/standalone.md, "Checkpoints"), between time steps: every
/// launch before it has finished. A save writes the GPU side's state into the folder (the host
/// stub writes the memory images); a restore checks that the host program's re-run start-up
/// rebuilt the state the checkpoint recorded, and stops the run naming the first difference
/// when it did not.
fn boundary(world: &mut World, kind: u64, dir: &[u8]) -> Result<()> {
    use gpu_sim::checkpoint::GpuState;
    let dir = std::path::PathBuf::from(String::from_utf8_lossy(dir).into_owned());
    let now = world.checkpoint_state();
    if kind == host_abi::driver::BOUNDARY_RESTORED {
        let saved = GpuState::read(&dir).context("restoring")?;
        if let Some(d) = saved.first_difference(&now) {
            bail!(
                "checkpoint {}: the GPU side's state after the re-run start-up differs from the checkpoint's at {d} (the host program's start-up must not depend on what its kernels computed before the boundary)",
                dir.display()
            );
        }
        world.restore_state(&saved);
        tracing::info!(dir = %dir.display(), "GPU-side state matches the checkpoint");
        return Ok(());
    }
    now.write(&dir).context("writing the checkpoint")?;
    world.boundary_reset().context("checkpoint boundary")?;
    tracing::info!(dir = %dir.display(), "GPU-side state written");
    Ok(())
}

/// Sends what the world emitted, in time order, each from its own present: the endpoint is
/// advanced to the emit time first (below the horizon that returns at once), so every message
/// is stamped as if it had been sent the moment it was emitted.
fn send_in_order(ep: &mut Endpoint, world: &mut World) -> Result<()> {
    enum Out {
        Host(Outgoing),
        Mem(gpu_sim::mc::HostMemRequest),
    }
    let mut out: Vec<(u64, Out)> = world
        .take_to_host_timed()
        .into_iter()
        .map(|(t, o)| (t, Out::Host(o)))
        .collect();
    out.extend(
        world
            .take_host_requests()
            .into_iter()
            .map(|r| (r.send_ps, Out::Mem(r))),
    );
    // Stable: at one time, answers before memory requests, each in emit order.
    out.sort_by_key(|(t, _)| *t);
    for (t, o) in out {
        if t > ep.now() {
            match ep.advance(t).context("bridge")? {
                Progress::Reached(_) | Progress::Tick(..) => {}
                Progress::Due(d) => bail!(
                    "the bridge delivered a message stamped {d} ps inside the horizon the GPU process ran to"
                ),
                Progress::Terminated => return Ok(()),
            }
        }
        match o {
            Out::Host(o) => send(ep, t, o)?,
            Out::Mem(r) => {
                let (ty, m) = to_wire(&r);
                ep.send_mem(r.mc, ty, &m).context("bridge")?;
            }
        }
    }
    Ok(())
}
