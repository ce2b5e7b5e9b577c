//! `--trace`: the host side's part of a timeline trace (docs/outputs.md, "Traces").
//!
//! The GPU process writes the workgroups (and with `--trace-mem` the memory transactions) while
//! it runs and closes the file; after the run, [`finish`] reopens it and adds what only the
//! host side knows: the kernels by name, one complete event per dispatch on the dispatching
//! GPU's `kernels` thread from the GPU side's own dispatch records (the same `start_ps` and
//! `end_ps` that `summary.json` reports as `gpu_start_ps` and `gpu_end_ps`), each member's
//! share of a unified dispatch on its GPU, and the host program's API calls and waits.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use gpu_sim::trace::{
    gpu_pid, host_tid, kernels_tid, parse_window, TraceOptions, TraceWriter, DEFAULT_MEM_CAP,
    HOST_PID,
};
use serde_json::{json, Value};

use host_stub::runtime::Finished;

/// The trace flags of `tandem run` and `tandem kernel`.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct TraceArgs {
    /// Write a Chrome / Perfetto JSON timeline to FILE: kernels, workgroups per compute unit,
    /// host API calls (open it at ui.perfetto.dev). With `tandem run all`, each workload's
    /// trace goes to FILE with the workload's name added (trace-fir.json).
    #[arg(long, value_name = "FILE")]
    pub trace: Option<PathBuf>,
    /// Also trace memory transactions (caches, DRAM channels) and link transfers.
    #[arg(long, requires = "trace")]
    pub trace_mem: bool,
    /// Only trace workgroups and memory transactions that start in this simulated-time window.
    #[arg(long, value_name = "START_PS:END_PS", requires = "trace")]
    pub trace_window: Option<String>,
    /// Keep at most N memory transactions per memory component (0: all).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MEM_CAP, requires = "trace_mem")]
    pub trace_mem_cap: u64,
}

impl TraceArgs {
    /// The GPU process's trace options, with the file for workload `name` when `per_workload`.
    pub fn options(&self, name: Option<&str>) -> Result<Option<TraceOptions>> {
        let Some(path) = &self.trace else {
            return Ok(None);
        };
        let window = match &self.trace_window {
            Some(w) => Some(parse_window(w)?),
            None => None,
        };
        let path = match name {
            Some(n) => with_name(path, n),
            None => path.clone(),
        };
        Ok(Some(TraceOptions {
            path,
            mem: self.trace_mem,
            window,
            mem_cap: self.trace_mem_cap,
        }))
    }
}

/// `trace.json` -> `trace-fir.json`.
fn with_name(path: &Path, name: &str) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "trace".into(), |s| s.to_string_lossy().into_owned());
    let file = match path.extension() {
        Some(e) => format!("{stem}-{name}.{}", e.to_string_lossy()),
        None => format!("{stem}-{name}"),
    };
    path.with_file_name(file)
}

/// Kernel lanes per GPU: their thread ids ([`kernels_tid`] + lane) stay below the first
/// component's, which the GPU process numbers from [`gpu_sim::trace::LANES_PER_COMPONENT`] up.
const MAX_KERNEL_LANES: usize = 90;

/// One kernel (or member share) slice before it is placed on a lane.
struct Slice {
    gpu: usize,
    cat: &'static str,
    name: String,
    start: u64,
    end: u64,
    args: String,
}

fn u(v: &Value) -> u64 {
    v.as_u64().unwrap_or(0)
}

/// A trace file while a run writes it: the GPU process writes it under its temporary name
/// ([`gpu_sim::outfile::temp_path`]), the host side completes it there ([`finish`]), and only
/// then is it renamed to the name the user gave; a run that fails on the way removes it (the
/// guard's `Drop`), so a trace under the user's name is always a whole one.
pub struct PendingTrace {
    pending: gpu_sim::outfile::Pending,
    gpu: TraceOptions,
}

impl PendingTrace {
    /// The trace `opts` asks for, to be written under its temporary name.
    pub fn new(opts: &TraceOptions) -> Result<PendingTrace> {
        let pending = gpu_sim::outfile::Pending::new(&opts.path)?;
        let gpu = TraceOptions {
            path: pending.temp().to_path_buf(),
            ..opts.clone()
        };
        Ok(PendingTrace { pending, gpu })
    }

    /// What the GPU process is told to write (the temporary file).
    pub fn gpu_options(&self) -> &TraceOptions {
        &self.gpu
    }

    /// Completes the trace ([`finish`]) and renames it into place; returns its final name.
    pub fn finish(self, fin: &Finished) -> Result<PathBuf> {
        finish(&self.gpu.path, fin)?;
        let path = self.pending.path().to_path_buf();
        self.pending.commit()?;
        Ok(path)
    }
}

/// Adds the kernels and the host track to the trace the GPU process wrote at `path`.
pub fn finish(path: &Path, fin: &Finished) -> Result<()> {
    let mut w = TraceWriter::append(path)?;
    let dispatches = fin.gpu_side["dispatches"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let mut slices = Vec::new();
    for l in &fin.launches {
        let Some(d) = dispatches.iter().find(|d| {
            d["gpu"].as_u64() == Some(l.gpu as u64)
                && d["queue_id"].as_u64() == Some(u64::from(l.queue_id))
                && d["dispatch_id"].as_u64() == Some(l.dispatch_id)
        }) else {
            continue;
        };
        let members = d["members"].as_array().cloned().unwrap_or_default();
        let sum = |k: &str| members.iter().map(|m| u(&m[k])).sum::<u64>();
        let args = json!({
            "gpu": l.gpu,
            "queue_id": l.queue_id,
            "dispatch_id": l.dispatch_id,
            "grid": d["grid"],
            "workgroup": d["workgroup"],
            "workgroups": sum("workgroups"),
            "wavefronts": sum("wavefronts"),
            "wavefront_instructions": sum("wavefront_instructions"),
            "submit_ps": l.submit_ps,
            "gpu_start_ps": d["start_ps"],
            "gpu_end_ps": d["end_ps"],
            "members": members.iter().map(|m| u(&m["gpu"])).collect::<Vec<_>>(),
        });
        slices.push(Slice {
            gpu: l.gpu,
            cat: "kernel",
            name: l.kernel.clone(),
            start: u(&d["start_ps"]),
            end: u(&d["end_ps"]),
            args: args.to_string(),
        });
        // A unified dispatch: each member's share on its own GPU.
        let unified = members.len() > 1 || members.iter().any(|m| u(&m["gpu"]) != l.gpu as u64);
        if unified {
            for m in &members {
                let g = u(&m["gpu"]) as usize;
                let (start, end) = match m["timing"].as_object() {
                    Some(t) => (u(&t["start_ps"]), u(&t["end_ps"])),
                    None => (u(&d["start_ps"]), u(&d["start_ps"]) + u(&m["duration_ps"])),
                };
                let margs = json!({
                    "dispatch_id": l.dispatch_id,
                    "lead_gpu": l.gpu,
                    "first_workgroup": m["first_workgroup"],
                    "workgroups": m["workgroups"],
                    "wavefront_instructions": m["wavefront_instructions"],
                });
                slices.push(Slice {
                    gpu: g,
                    cat: "member",
                    name: format!("{} (share)", l.kernel),
                    start,
                    end,
                    args: margs.to_string(),
                });
            }
        }
    }
    // Slices of one thread must nest: a dispatch that overlaps the previous one on its GPU
    // (the command processor may start the next packet before the last kernel ends) goes to
    // the GPU's next kernels lane.
    slices.sort_by_key(|s| (s.start, std::cmp::Reverse(s.end)));
    let mut lanes: Vec<Vec<u64>> = Vec::new();
    for s in &slices {
        if lanes.len() <= s.gpu {
            lanes.resize_with(s.gpu + 1, Vec::new);
        }
        let ends = &mut lanes[s.gpu];
        let lane = match ends.iter().position(|&e| e <= s.start) {
            Some(i) => i,
            None if ends.len() < MAX_KERNEL_LANES => {
                ends.push(0);
                if ends.len() > 1 {
                    let tid = kernels_tid(s.gpu) + ends.len() as u64 - 1;
                    let name = format!("kernels #{}", ends.len() - 1);
                    w.thread_name(gpu_pid(s.gpu), tid, &name, ends.len() as u64);
                }
                ends.len() - 1
            }
            None => MAX_KERNEL_LANES - 1,
        };
        ends[lane] = ends[lane].max(s.end);
        w.complete(
            gpu_pid(s.gpu),
            kernels_tid(s.gpu) + lane as u64,
            s.cat,
            &s.name,
            s.start,
            s.end,
            &s.args,
        );
    }
    if !fin.host_spans.is_empty() {
        w.process_name(HOST_PID, "host", HOST_PID);
        w.thread_name(HOST_PID, host_tid(), "host program", 0);
        for s in &fin.host_spans {
            w.complete(
                HOST_PID,
                host_tid(),
                "host",
                s.what,
                s.start_ps,
                s.end_ps,
                &json!({ "detail": s.detail }).to_string(),
            );
        }
    }
    w.finish()
        .with_context(|| format!("finishing the trace {}", path.display()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_workload_names() {
        assert_eq!(
            with_name(Path::new("/tmp/t/trace.json"), "fir"),
            PathBuf::from("/tmp/t/trace-fir.json")
        );
        assert_eq!(with_name(Path::new("t"), "aes"), PathBuf::from("t-aes"));
    }
}
