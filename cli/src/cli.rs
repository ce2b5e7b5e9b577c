//! The `tandem` subcommands (clap derive): `disasm` prints a code object's disassembly,
//! `info` its kernels and metadata, `kernel` runs one kernel from a TOML job file on the
//! functional emulator (docs/job-format.md) and writes its output buffers.

use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::Context;
use clap::{Parser, Subcommand};
use gpu_sim::job::{prepare_job, JobFile, JobLimits};
use gpu_sim::loader::CodeObject;

/// Tandem: a multi-GPU simulator for AMD GCN3 (gfx803) GPUs.
#[derive(Parser, Debug)]
#[command(name = "tandem", version, after_help = EXAMPLES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

const EXAMPLES: &str = "Examples:
  tandem disasm gpu-sim/kernels/vecadd.hsaco
  tandem info gpu-sim/kernels/vecadd.hsaco
  tandem kernel examples/jobs/vecadd.toml --out /tmp/vecadd-out
  tandem kernel examples/jobs/vecadd.toml --gpu 1 --out /tmp/vecadd-out
  tandem kernel examples/jobs/vecadd.toml --timing --out /tmp/vecadd-out
  tandem run vecadd --verify
  tandem run fir --timing --gpus 0,1 --trace /tmp/fir.json
  tandem run kmeans --gpus 0,1,2,3 --size 4gpu --verify
  tandem run all --unified-gpus 0,1,2,3 --verify --out /tmp/tandem-out
  tandem run fir --timing --unified-gpus 0,1,2,3 --out /tmp/fir && tandem plot /tmp/fir
  tandem sweep configs/sweeps/cus.toml --out /tmp/sweep
  tandem gem5-prepare --gpus 4 --timing --out m5out/tandem
  tandem clean

Set RUST_LOG=debug (or info, trace) for logs on stderr.";

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Disassemble a gfx803 code object (same syntax as `llvm-objdump-15 -d --mcpu=gfx803`).
    #[command(after_help = "Example:\n  tandem disasm gpu-sim/kernels/vecadd.hsaco")]
    Disasm {
        /// The code object (.hsaco) to disassemble.
        code_object: PathBuf,
    },
    /// Show a code object's kernels: arguments, registers, LDS and scratch.
    #[command(after_help = "Example:\n  tandem info gpu-sim/kernels/sgemm.hsaco")]
    Info {
        /// The code object (.hsaco).
        code_object: PathBuf,
    },
    /// Run one kernel described by a TOML job file on the functional emulator.
    #[command(
        after_help = "Example:\n  tandem kernel examples/jobs/vecadd.toml --out /tmp/out\n\n\
The job format is described in docs/job-format.md. Output buffers (`out = \"file\"`)\n\
are written under DIR (default: the current directory)."
    )]
    Kernel {
        /// The job file.
        job: PathBuf,
        /// Directory the output buffers are written to.
        #[arg(long, value_name = "DIR", default_value = ".")]
        out: PathBuf,
        /// Run through the emulated driver on this GPU (0-based, as in stats.txt) of a standalone system.
        #[arg(long)]
        gpu: Option<usize>,
        /// Configuration file for --gpu runs.
        #[arg(long)]
        config: Option<PathBuf>,
        /// Run the kernel on the cycle-level timing model (through the driver, on --gpu or
        /// GPU 0); prints its cycles and writes stats.txt with every component's counters.
        #[arg(long)]
        timing: bool,
        /// Lock-step with the CPU side (through the driver, on --gpu or GPU 0).
        #[command(flatten)]
        lockstep: tandem::run::LockstepArgs,
        /// A timeline trace of the run (through the driver, on --gpu or GPU 0).
        #[command(flatten)]
        trace: tandem::trace::TraceArgs,
        /// Accept a grid above gpu_sim::job::MAX_GRID_WORK_ITEMS work-items (2^28; such a
        /// run may take hours).
        #[arg(long)]
        allow_huge: bool,
    },
    /// Run a workload end to end: host stub, GPU process, driver, verification.
    #[command(after_help = tandem::run::RUN_EXAMPLES)]
    Run(Box<tandem::run::RunArgs>),
    /// Measure the timing model: latency probes, speed of both modes (against MGPUSim's with
    /// MGPUSIM_DIR set), memory.
    #[command(after_help = tandem::bench::BENCH_EXAMPLES)]
    Bench(tandem::bench::BenchArgs),
    /// Draw SVG figures from a run's outputs (timeline, cache hit rates, traffic) or a sweep's.
    #[command(after_help = tandem::plot::PLOT_EXAMPLES)]
    Plot(tandem::plot::PlotArgs),
    /// Run a design-space sweep (config keys x workloads x GPU counts x modes), locally or as a
    /// Slurm job array; writes one CSV of all runs and a chart.
    #[command(after_help = tandem::sweep::SWEEP_EXAMPLES)]
    Sweep(tandem::sweep::SweepArgs),
    /// Prepare a gem5 SE run: the GPU process's configuration, the bridge settings and GPU ids
    /// for the gem5 adapter (tandem.json), and the KFD sysfs topology to redirect /sys to.
    #[command(after_help = tandem::gem5prep::GEM5_PREPARE_EXAMPLES)]
    Gem5Prepare(tandem::gem5prep::Gem5PrepareArgs),
    /// Run an unmodified ROCm program (rocminfo, HIP, HSA) on N simulated GPUs through the
    /// interposer library; its output and exit code pass through.
    #[command(after_help = tandem::exec::EXEC_EXAMPLES)]
    Exec(tandem::exec::ExecArgs),
    /// Remove shared-memory segments left behind by crashed runs.
    Clean,
    /// The GPU-side process (started by `tandem run`; not for direct use).
    #[command(hide = true)]
    GpuProcess {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
}

/// Runs one parsed command line.
pub fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Disasm { code_object } => disasm(&code_object),
        Command::Info { code_object } => info(&code_object),
        Command::Kernel {
            job,
            out,
            gpu: None,
            timing: false,
            lockstep:
                tandem::run::LockstepArgs {
                    lockstep: None,
                    quantum_ps: None,
                    threads: None,
                },
            trace: tandem::trace::TraceArgs { trace: None, .. },
            allow_huge,
            ..
        } => kernel(&job, &out, JobLimits { allow_huge }),
        Command::Kernel {
            job,
            out,
            gpu,
            config,
            timing,
            lockstep,
            trace,
            allow_huge,
        } => tandem::run::cmd_kernel_via_driver(
            &job,
            &out,
            gpu.unwrap_or(0),
            config.as_deref(),
            timing,
            &lockstep,
            JobLimits { allow_huge },
            trace.options(None)?,
        ),
        Command::Run(a) => tandem::run::cmd_run(&a),
        Command::Bench(a) => tandem::bench::cmd_bench(&a),
        Command::Plot(a) => tandem::plot::cmd_plot(&a),
        Command::Sweep(a) => tandem::sweep::cmd_sweep(&a),
        Command::Gem5Prepare(a) => tandem::gem5prep::cmd_gem5_prepare(&a),
        Command::Exec(a) => {
            let code = tandem::exec::cmd_exec(&a)?;
            std::process::exit(code)
        }
        Command::Clean => tandem::run::cmd_clean(),
        Command::GpuProcess { args } => {
            gpu_process::run(args).map_err(|e| anyhow::anyhow!("gpu process: {e}"))
        }
    }
}

fn read(path: &Path) -> anyhow::Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
}

fn disasm(path: &Path) -> anyhow::Result<()> {
    let bytes = read(path)?;
    // The loader checks the target first: disassembling another GPU's code as gfx803 would
    // print plausible nonsense.
    CodeObject::parse(&bytes).with_context(|| format!("{}", path.display()))?;
    let text = gpu_sim::isa::listing::disassemble_elf(&bytes)
        .with_context(|| format!("{}", path.display()))?;
    print!("{text}");
    Ok(())
}

fn info(path: &Path) -> anyhow::Result<()> {
    let co = CodeObject::parse(&read(path)?).with_context(|| format!("{}", path.display()))?;
    println!(
        "{}: code object v{}, target {}, {} kernel(s)",
        path.display(),
        co.code_object_version,
        co.target.as_deref().unwrap_or("?"),
        co.kernels.len()
    );
    for k in &co.kernels {
        let m = &k.meta;
        println!(
            "kernel {}: entry {:#x}, {} SGPRs, {} VGPRs, LDS {} B, scratch {} B/work-item, kernargs {} B, max workgroup {}",
            k.name,
            k.entry_vaddr,
            m.sgpr_count,
            m.vgpr_count,
            m.group_segment_fixed_size,
            m.private_segment_fixed_size,
            m.kernarg_segment_size,
            m.max_flat_workgroup_size
        );
        for (i, a) in m.explicit_args().enumerate() {
            println!(
                "  arg {i}{}: {} ({}, {} B at {})",
                a.name
                    .as_ref()
                    .map(|n| format!(" `{n}`"))
                    .unwrap_or_default(),
                a.type_name.as_deref().unwrap_or("?"),
                a.value_kind.name(),
                a.size,
                a.offset
            );
        }
    }
    Ok(())
}

fn kernel(job_path: &Path, out_dir: &Path, limits: JobLimits) -> anyhow::Result<()> {
    let jf = JobFile::load_with(job_path, limits)?;
    let job = &jf.job;
    let prepared = prepare_job(job).with_context(|| format!("{}", job_path.display()))?;
    let _lock = tandem::outdir::OutDirLock::acquire(out_dir)?;
    let start = Instant::now();
    let output = prepared
        .run()
        .with_context(|| format!("running kernel `{}`", job.kernel))?;
    let elapsed = start.elapsed();
    let s = &output.stats;
    let secs = elapsed.as_secs_f64();
    println!("kernel {} ({})", job.kernel, jf.code_object_path.display());
    println!(
        "grid {:?} workgroup {:?}: {} workgroups, {} wavefronts",
        job.grid, job.workgroup, s.workgroups, s.wavefronts
    );
    println!("wavefront instructions: {}", s.wavefront_instructions);
    println!(
        "host wall time: {:.3} ms ({:.2} M wavefront instructions/s; the functional emulator has no simulated time, --timing gives cycles)",
        secs * 1e3,
        if secs > 0.0 {
            s.wavefront_instructions as f64 / secs / 1e6
        } else {
            0.0
        }
    );
    for p in jf.write_outputs(&output, out_dir)? {
        let n = std::fs::metadata(&p).map(|m| m.len()).unwrap_or(0);
        println!("wrote {} ({n} bytes)", p.display());
    }
    Ok(())
}
