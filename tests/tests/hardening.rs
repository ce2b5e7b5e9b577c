//! Issue #18 "Hardening", the host side's failure paths: a GPU process that never connects is
//! killed and reaped (no orphan); a frozen GPU process (SIGSTOP) stops the run with a message
//! within the stall timeout, while a long but busy kernel is not mistaken for one; two runs
//! cannot share an output folder.

mod common;
use common::{out_dir, proc_state as state};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use host_stub::config::TandemConfig;
use host_stub::runtime::{KArg, Placement, Runtime, StartOptions, Target};

fn gpu_exe() -> StartOptions {
    StartOptions {
        gpu_exe: Some(PathBuf::from(env!("CARGO_BIN_EXE_tandem-gpu-test"))),
        gpu_env: Vec::new(),
        ..Default::default()
    }
}

/// Whether `pid` exists at all (running, stopped or a zombie nobody reaped).
fn exists(pid: u32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
}

fn wait_gone(pid: u32, within: Duration) -> bool {
    let t = Instant::now();
    while t.elapsed() < within {
        if !exists(pid) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    !exists(pid)
}

/// Launches a kernel on GPU 0 that runs for ever (`micro_alu` with 2^31 iterations).
fn launch_endless_kernel(rt: &mut Runtime) {
    let module = rt
        .load_module(include_bytes!("../../gpu-sim/kernels/micro_alu.hsaco"))
        .unwrap();
    let out = rt.alloc(Placement::Gpu(0), 1 << 16).unwrap();
    rt.launch(
        Target::Gpu(0),
        &module,
        "micro_alu",
        [4096, 1, 1],
        [64, 1, 1],
        &[KArg::Ptr(out), KArg::F32(1.0), KArg::U32(1 << 31)],
    )
    .unwrap();
}

#[test]
fn a_gpu_process_that_never_connects_is_killed_and_reaped() {
    let dir = out_dir("never-connects");
    // A "GPU process" that starts fine and then never maps the segment.
    let script = dir.join("silent-gpu.sh");
    let pid_file = dir.join("pid");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\necho $$ > '{}'\nexec sleep 60\n",
            pid_file.display()
        ),
    )
    .unwrap();
    Command::new("chmod")
        .arg("+x")
        .arg(&script)
        .status()
        .unwrap();
    let mut cfg = TandemConfig::r9_nano();
    cfg.host.connect_timeout_ms = 500;
    let t = Instant::now();
    let opts = StartOptions {
        gpu_exe: Some(script),
        gpu_env: Vec::new(),
        ..Default::default()
    };
    let e = format!(
        "{:#}",
        Runtime::start_with(&cfg, 1, None, &dir, &opts)
            .err()
            .expect("start must fail")
    );
    assert!(e.contains("host.connect_timeout_ms"), "{e}");
    assert!(
        t.elapsed() < Duration::from_secs(5),
        "took {:?}",
        t.elapsed()
    );
    let pid: u32 = std::fs::read_to_string(&pid_file)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    // Killed and reaped by the time the error is returned: not running, not a zombie.
    assert!(!exists(pid), "the GPU process {pid} was left behind");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue #38: a GPU process started through a wrapper (`TANDEM_GPU_EXE` naming a script that
/// runs the real one as its child) leaves nothing behind when the run fails: the whole process
/// group the wrapper leads is killed, grandchildren included.
#[test]
fn a_wrapped_gpu_process_leaves_no_grandchild_behind() {
    let dir = out_dir("wrapper");
    let script = dir.join("wrapper.sh");
    let (pid_file, gc_file) = (dir.join("pid"), dir.join("grandchild"));
    // The wrapper's child never connects (a GPU process stuck before the segment), and the
    // wrapper waits for it rather than exec'ing it.
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\necho $$ > '{}'\nsleep 60 &\necho $! > '{}'\nwait\n",
            pid_file.display(),
            gc_file.display()
        ),
    )
    .unwrap();
    Command::new("chmod")
        .arg("+x")
        .arg(&script)
        .status()
        .unwrap();
    let mut cfg = TandemConfig::r9_nano();
    cfg.host.connect_timeout_ms = 500;
    let opts = StartOptions {
        gpu_exe: Some(script),
        gpu_env: Vec::new(),
        ..Default::default()
    };
    let e = format!(
        "{:#}",
        Runtime::start_with(&cfg, 1, None, &dir, &opts)
            .err()
            .expect("start must fail")
    );
    assert!(e.contains("host.connect_timeout_ms"), "{e}");
    let read = |p: &Path| -> u32 { std::fs::read_to_string(p).unwrap().trim().parse().unwrap() };
    let (wrapper, grandchild) = (read(&pid_file), read(&gc_file));
    assert!(!exists(wrapper), "the wrapper {wrapper} was left behind");
    // The grandchild's parent is gone, so init reaps it once it dies.
    assert!(
        wait_gone(grandchild, Duration::from_secs(2)),
        "the wrapper's child {grandchild} was left running"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_frozen_gpu_process_stops_the_run_within_the_stall_timeout() {
    let dir = out_dir("frozen");
    let mut cfg = TandemConfig::r9_nano();
    cfg.host.stall_timeout_ms = 1000;
    let mut rt = Runtime::start_with(&cfg, 1, None, &dir, &gpu_exe()).unwrap();
    let b = rt.alloc(Placement::Gpu(0), 4096).unwrap();
    let pid = rt.gpu_pid().unwrap();
    assert!(Command::new("kill")
        .args(["-STOP", &pid.to_string()])
        .status()
        .unwrap()
        .success());
    let t = Instant::now();
    let e = format!(
        "{:#}",
        rt.free(b)
            .expect_err("a frozen GPU process must fail the run")
    );
    let took = t.elapsed();
    assert!(e.contains("host.stall_timeout_ms"), "{e}");
    assert!(e.contains("no progress"), "{e}");
    // The watchdog counts from the GPU process's last sign of life, which came a moment
    // before the stop (the alloc's reply), so it may fire a few ms short of 1 s after `t`.
    assert!(took >= Duration::from_millis(900), "fired early: {took:?}");
    assert!(took < Duration::from_secs(5), "took {took:?}");
    drop(rt);
    assert!(
        wait_gone(pid, Duration::from_secs(2)),
        "the GPU process {pid} was left behind"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue #38: the limit is kept when the GPU process computed (a kernel) before it froze: a
/// 5 s limit stops the run within 5.5 s of the freeze (it took up to twice the limit when the
/// kernel's CPU time restarted a fixed window).
#[test]
fn a_gpu_process_frozen_inside_a_kernel_is_stopped_within_the_limit_plus_ten_percent() {
    let dir = out_dir("frozen-kernel");
    let mut cfg = TandemConfig::r9_nano();
    cfg.host.stall_timeout_ms = 5000;
    let mut rt = Runtime::start_with(&cfg, 1, None, &dir, &gpu_exe()).unwrap();
    // A kernel that runs for ever (functional mode: the GPU process computes and sends
    // nothing until it ends).
    launch_endless_kernel(&mut rt);
    let pid = rt.gpu_pid().unwrap();
    let stopper = std::thread::spawn(move || {
        // Computing for 2.5 s, then frozen.
        std::thread::sleep(Duration::from_millis(2500));
        assert!(Command::new("kill")
            .args(["-STOP", &pid.to_string()])
            .status()
            .unwrap()
            .success());
        Instant::now()
    });
    let e = format!("{:#}", rt.wait(Target::Gpu(0)).unwrap_err());
    let ended = Instant::now();
    let stopped = stopper.join().unwrap();
    let took = ended.duration_since(stopped);
    assert!(e.contains("host.stall_timeout_ms"), "{e}");
    // The last 5 s before the stop may hold up to 5% of a CPU's work from before the freeze
    // (250 ms: less wall time than that when the machine is busy), so it may end a little
    // before the full limit; never later than the limit plus 10%.
    assert!(
        took >= Duration::from_millis(4000) && took <= Duration::from_millis(5500),
        "the run ended {took:?} after the GPU process froze (limit 5 s)"
    );
    drop(rt);
    assert!(
        wait_gone(pid, Duration::from_secs(2)),
        "the GPU process {pid} was left behind"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The CPU side of [`a_frozen_cpu_side_makes_the_gpu_process_give_up_within_the_limit`], run
/// as a child process of the test (this test binary again, with `TANDEM_FROZEN_CPU_DIR` set)
/// so that the test can stop it: a timing run of an endless kernel with a 3 s stall limit. It
/// writes the GPU process's pid into the folder, then waits for the kernel; the parent stops
/// it with SIGSTOP, and the error the run ends with (once continued) goes to stderr.
fn frozen_cpu_side_child(dir: &Path) -> ! {
    let mut cfg = TandemConfig::r9_nano();
    cfg.host.stall_timeout_ms = 3000;
    cfg.gpu.mode = gpu_sim::side::GpuMode::Timing;
    let mut rt = Runtime::start_with(&cfg, 1, None, dir, &gpu_exe()).unwrap();
    launch_endless_kernel(&mut rt);
    let pid = rt.gpu_pid().unwrap();
    std::fs::write(dir.join("gpu.pid.tmp"), pid.to_string()).unwrap();
    std::fs::rename(dir.join("gpu.pid.tmp"), dir.join("gpu.pid")).unwrap();
    let e = rt.wait(Target::Gpu(0)).unwrap_err();
    eprintln!("CPU-SIDE-ERROR: {e:#}");
    std::process::exit(3)
}

/// Issue #38: the GPU process holds the CPU side to the run's stall limit, as the CPU side
/// holds it: a CPU side (here the host stub) stopped with SIGSTOP while the GPU process waits
/// for it in lock-step makes the GPU process give up within the limit plus 10% (it used to
/// wait for ever, holding its memory), and the run, once continued, says why.
#[test]
fn a_frozen_cpu_side_makes_the_gpu_process_give_up_within_the_limit() {
    if let Ok(d) = std::env::var("TANDEM_FROZEN_CPU_DIR") {
        frozen_cpu_side_child(Path::new(&d));
    }
    let dir = out_dir("frozen-cpu");
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "a_frozen_cpu_side_makes_the_gpu_process_give_up_within_the_limit",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("TANDEM_FROZEN_CPU_DIR", &dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let cpu = child.id();
    let pid_file = dir.join("gpu.pid");
    let t = Instant::now();
    while !pid_file.exists() {
        assert!(
            t.elapsed() < Duration::from_secs(60),
            "the CPU side never started the kernel"
        );
        assert!(child.try_wait().unwrap().is_none(), "the CPU side ended");
        std::thread::sleep(Duration::from_millis(20));
    }
    let gpu: u32 = std::fs::read_to_string(&pid_file).unwrap().parse().unwrap();
    // Let lock-step run a while, then freeze the CPU side.
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(
        state(gpu).map(|s| s != b'Z'),
        Some(true),
        "GPU process ended early"
    );
    let kill = |sig: &str, pid: u32| {
        assert!(Command::new("kill")
            .args([sig, &pid.to_string()])
            .status()
            .unwrap()
            .success());
    };
    kill("-STOP", cpu);
    let stopped = Instant::now();
    // The GPU process is the stopped CPU side's child: it stays a zombie until continued.
    while state(gpu).is_some_and(|s| s != b'Z') && stopped.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(10));
    }
    let took = stopped.elapsed();
    kill("-CONT", cpu);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{err}");
    assert!(
        took >= Duration::from_millis(2400) && took <= Duration::from_millis(3300),
        "the GPU process gave up {took:?} after the CPU side froze (limit 3 s)\n{err}"
    );
    let reason = err
        .lines()
        .find(|l| l.starts_with("CPU-SIDE-ERROR"))
        .unwrap_or_default();
    assert!(
        reason.contains("the CPU side") && reason.contains("made no progress"),
        "the run does not say why: {reason}\n{err}"
    );
    assert!(reason.contains("its process stopped"), "{reason}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_long_busy_kernel_is_not_a_stall() {
    let dir = out_dir("busy");
    let mut cfg = TandemConfig::r9_nano();
    // The kernel runs for ever: the stall detector (0.5 s) must leave it alone, so the run ends
    // only at the wall-clock limit (3 s).
    cfg.host.stall_timeout_ms = 500;
    cfg.host.wall_timeout_s = 3;
    let t = Instant::now();
    let mut rt = Runtime::start_with(&cfg, 1, None, &dir, &gpu_exe()).unwrap();
    launch_endless_kernel(&mut rt);
    let e = format!("{:#}", rt.wait(Target::Gpu(0)).unwrap_err());
    assert!(e.contains("wall_timeout_s"), "{e}");
    assert!(t.elapsed() >= Duration::from_secs(3), "{:?}", t.elapsed());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue #38: "lost the GPU process" names the signal for every kill, including while the
/// GPU process runs kernels on several engine threads (a dying multi-threaded process can be
/// seen dead before it can be reaped, which used to lose its status) and for a real-time
/// signal, which the standard library prints as a bare number.
#[test]
fn a_killed_gpu_process_is_reported_with_its_signal_by_name() {
    let rt_min = libc::SIGRTMIN();
    for (sig, name) in [
        (libc::SIGKILL, "SIGKILL".to_string()),
        (libc::SIGTERM, "SIGTERM".to_string()),
        // Not SIGHUP or SIGINT: `nohup` and a shell's background jobs ignore those, and the
        // GPU process inherits that (the test would wait for the wall-clock watchdog).
        (libc::SIGUSR1, "SIGUSR1".to_string()),
        (rt_min + 2, "SIGRTMIN+2".to_string()),
    ] {
        let dir = out_dir(&format!("killed-{sig}"));
        let mut cfg = TandemConfig::r9_nano();
        cfg.gpu.threads = 2;
        // Timing mode: the endless kernels advance in simulated time, so lock-step goes on and
        // both GPUs' partitions keep the engine's threads busy.
        cfg.gpu.mode = gpu_sim::side::GpuMode::Timing;
        cfg.host.wall_timeout_s = 60;
        let mut rt = Runtime::start_with(&cfg, 2, None, &dir, &gpu_exe()).unwrap();
        let module = rt
            .load_module(include_bytes!("../../gpu-sim/kernels/micro_alu.hsaco"))
            .unwrap();
        let outs: Vec<_> = (0..2)
            .map(|g| rt.alloc(Placement::Gpu(g), 1 << 16).unwrap())
            .collect();
        for (g, out) in outs.into_iter().enumerate() {
            // Runs for ever on both GPUs: the kill lands while the engine's threads work.
            rt.launch(
                Target::Gpu(g),
                &module,
                "micro_alu",
                [4096, 1, 1],
                [64, 1, 1],
                &[KArg::Ptr(out), KArg::F32(1.0), KArg::U32(1 << 31)],
            )
            .unwrap();
        }
        let pid = rt.gpu_pid().unwrap();
        let killer = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            // SAFETY: kill(2) on the GPU process this test started; it is not reaped (and so
            // its pid not reused) before the host side sees it gone, after this call.
            unsafe { libc::kill(pid as i32, sig) }
        });
        let e = format!("{:#}", rt.wait(Target::Gpu(0)).unwrap_err());
        assert_eq!(killer.join().unwrap(), 0, "kill({pid}, {sig})");
        assert!(e.contains("lost the GPU process"), "{e}");
        assert!(
            e.contains(&format!("was killed by {name} (signal {sig})")),
            "signal {sig} not named: {e}"
        );
        drop(rt);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

fn run_args(workload: &str, out: &Path) -> tandem::run::RunArgs {
    tandem::run::RunArgs {
        verify: true,
        ..tandem::run::RunArgs::new(workload, out)
    }
}

#[test]
fn a_run_refuses_an_output_folder_another_live_run_holds_and_takes_over_a_dead_ones() {
    std::env::set_var("TANDEM_GPU_EXE", env!("CARGO_BIN_EXE_tandem-gpu-test"));
    let dir = out_dir("shared-out");
    let lock = dir.join(tandem::outdir::LOCK_FILE);
    // Another run: a process that holds the folder's lock (on an fd it keeps across exec)
    // and has written its pid, as a live `tandem run` does.
    let mut other = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "exec 9>>'{0}'; flock -x 9; echo $$ > '{0}'; exec sleep 60",
            lock.display()
        ))
        .spawn()
        .unwrap();
    let pid = other.id();
    // It writes its pid only once it holds the lock.
    let t = Instant::now();
    while std::fs::read_to_string(&lock).unwrap_or_default().trim() != pid.to_string() {
        assert!(
            t.elapsed() < Duration::from_secs(5),
            "the other run never started"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let e = format!(
        "{:#}",
        tandem::run::cmd_run(&run_args("vecadd", &dir)).expect_err("the folder is taken")
    );
    assert!(e.contains("in use by another tandem run"), "{e}");
    assert!(e.contains(&dir.display().to_string()), "{e}");
    assert!(e.contains(&format!("pid {pid}")), "{e}");
    let _ = other.kill();
    let _ = other.wait();
    // Its lock file (with its dead pid) is still there; the next run takes the folder over.
    assert!(lock.exists());
    tandem::run::cmd_run(&run_args("vecadd", &dir)).unwrap();
    assert!(dir.join("summary.json").exists());
    let _ = std::fs::remove_dir_all(&dir);
}
