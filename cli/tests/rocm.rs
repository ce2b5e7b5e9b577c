//! Unmodified ROCm programs under `tandem exec` (docs/rocm.md): Debian's rocminfo and the
//! programs of `examples/rocm/` (built here with Debian's hipcc by `examples/rocm/build.sh`),
//! on 1, 2 and 4 GPUs in functional mode, in timing mode twice with identical statistics, and
//! the failure paths (a GPU fault, a crashing program, an ioctl the driver does not serve).

#[path = "../../gpu-sim/tests/deps/mod.rs"]
mod deps;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

const TANDEM: &str = env!("CARGO_BIN_EXE_tandem");

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The example programs, built once per test run (into the target folder).
fn examples() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        deps::tool("hipcc", "hipcc");
        deps::path("/usr/include/hsa/hsa.h", "libhsa-runtime-dev");
        let out = Path::new(TANDEM).parent().unwrap().join("rocm-examples");
        let roctx = Path::new(TANDEM).with_file_name("libroctx64.so");
        assert!(
            roctx.is_file(),
            "{} not found: build it with `cargo build --release -p tandem-roctx` (scripts/test does)",
            roctx.display()
        );
        let st = Command::new(repo().join("examples/rocm/build.sh"))
            .env("ROCTX_LIB_DIR", roctx.parent().unwrap())
            .arg(&out)
            .status()
            .expect("running examples/rocm/build.sh");
        assert!(st.success(), "examples/rocm/build.sh failed");
        out
    })
}

/// The interposer must sit next to the tandem binary (scripts/test builds it).
fn interposer() {
    let lib = Path::new(TANDEM).with_file_name("libtandem_interpose.so");
    assert!(
        lib.is_file(),
        "{} not found: build it with `cargo build --release -p tandem-interpose` (scripts/test does)",
        lib.display()
    );
}

fn out_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tandem-rocm-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// `tandem exec ARGS -- PROGRAM PARGS` with a 5-minute guard; the output and the out folder.
fn exec(name: &str, args: &[&str], program: &Path, pargs: &[&str]) -> (Output, PathBuf) {
    interposer();
    // One program at a time: the reproducibility checks compare simulated times, which hold
    // whatever the load, but a run that competes with nine others for two cores waits longer
    // in wall-clock time for everything, spins included (docs/rocm.md, "Time").
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let out = out_dir(name);
    let mut c = Command::new("timeout");
    c.arg("300")
        .arg(TANDEM)
        .arg("exec")
        .args(args)
        .arg("--out")
        .arg(&out)
        .arg("--");
    c.arg(program).args(pargs);
    let o = c.output().expect("running tandem exec");
    (o, out)
}

fn text(o: &Output) -> String {
    format!(
        "{}\n--- stderr ---\n{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn summary(out: &Path) -> serde_json::Value {
    let b = std::fs::read(out.join("summary.json")).expect("summary.json");
    serde_json::from_slice(&b).expect("summary.json parses")
}

fn rocminfo() -> PathBuf {
    deps::path("/usr/bin/rocminfo", "rocminfo");
    PathBuf::from("rocminfo")
}

#[test]
fn rocminfo_lists_every_gpu_as_gfx803_with_the_topology_values() {
    let prog = rocminfo();
    for n in [1usize, 2, 4] {
        let (o, out) = exec(
            &format!("rocminfo{n}"),
            &["--gpus", &n.to_string()],
            &prog,
            &[],
        );
        let t = text(&o);
        assert!(o.status.success(), "rocminfo on {n} GPUs:\n{t}");
        let s = String::from_utf8_lossy(&o.stdout);
        let count = |pat: &str| s.lines().filter(|l| l.contains(pat)).count();
        assert_eq!(count("Device Type:             GPU"), n, "{t}");
        assert_eq!(count("Name:                    gfx803"), n, "{t}");
        assert_eq!(count("Compute Unit:            64"), n, "{t}");
        assert_eq!(count("Wavefront Size:          64(0x40)"), n, "{t}");
        assert_eq!(
            count("Name:                    amdgcn-amd-amdhsa--gfx803"),
            n,
            "{t}"
        );
        // The VRAM pool (4 GiB) and the 64 KiB LDS (group segment) of every GPU.
        assert_eq!(
            count("Size:                    4194304(0x400000) KB"),
            n,
            "{t}"
        );
        assert_eq!(count("Segment:                 GROUP"), n, "{t}");
        assert!(s.contains("*** Done ***"), "{t}");
        assert_eq!(summary(&out)["exit_code"], 0);
        let _ = std::fs::remove_dir_all(out);
    }
}

#[test]
fn hip_device_query_sees_every_gpu() {
    let dir = examples();
    for n in [1usize, 2, 4] {
        let ns = n.to_string();
        let (o, out) = exec(
            &format!("dq{n}"),
            &["--gpus", &ns],
            &dir.join("device_query"),
            &[&ns],
        );
        let t = text(&o);
        assert!(o.status.success(), "device_query on {n} GPUs:\n{t}");
        assert!(
            t.contains(&format!("device_query: {n} gfx803 device(s) as expected")),
            "{t}"
        );
        let _ = std::fs::remove_dir_all(out);
    }
}

#[test]
fn hip_vector_add_verifies_on_1_2_and_4_gpus() {
    let dir = examples();
    for n in [1usize, 2, 4] {
        let (o, out) = exec(
            &format!("va{n}"),
            &["--gpus", &n.to_string()],
            &dir.join("vector_add"),
            &["5000"],
        );
        let t = text(&o);
        assert!(o.status.success(), "vector_add on {n} GPUs:\n{t}");
        assert!(t.contains("vector_add: 5000 elements verified"), "{t}");
        let s = summary(&out);
        assert!(s["host"]["doorbells"].as_u64().unwrap() > 0, "{s}");
        // The kernel (and ROCr's blit kernels before it) ran on the simulated GPU.
        let d = s["gpu_side"]["dispatches"].as_array().unwrap();
        assert!(d.iter().any(|k| k["grid"][0] == 5120), "{s}");
        let _ = std::fs::remove_dir_all(out);
    }
}

#[test]
fn hsa_program_dispatches_a_clang_code_object_on_1_2_and_4_gpus() {
    let dir = examples();
    let hsaco = repo().join("gpu-sim/kernels/vecadd.hsaco");
    for n in [1usize, 2, 4] {
        let (o, out) = exec(
            &format!("hsa{n}"),
            &["--gpus", &n.to_string()],
            &dir.join("hsa_dispatch"),
            &[hsaco.to_str().unwrap(), "3000"],
        );
        let t = text(&o);
        assert!(o.status.success(), "hsa_dispatch on {n} GPUs:\n{t}");
        assert!(
            t.contains(&format!("hsa_dispatch: {n} GPU agent(s)")),
            "{t}"
        );
        assert!(t.contains("hsa_dispatch: 3000 elements verified"), "{t}");
        let _ = std::fs::remove_dir_all(out);
    }
}

/// Runs a timing-mode program twice; both runs succeed; their stats.txt without gem5's
/// host-measured lines (wall time, memory), followed by the kernels' names from
/// stats-dumps.json (one `dump N: NAME` line per kernel dump).
fn twice(
    name: &str,
    args: &[&str],
    program: &Path,
    pargs: &[&str],
    want: &str,
) -> (String, String) {
    let mut stats = Vec::new();
    for i in 0..2 {
        let (o, out) = exec(&format!("{name}-{i}"), args, program, pargs);
        let t = text(&o);
        assert!(o.status.success(), "{name} run {i}:\n{t}");
        assert!(t.contains(want), "{t}");
        let s = std::fs::read_to_string(out.join("stats.txt")).expect("stats.txt");
        assert!(
            s.contains("gpu[0].kernel.cycles"),
            "per-kernel dumps in stats.txt"
        );
        let mut s = gpu_sim::stats::gem5text::without_host_stats(&s);
        let index = out.join(gpu_sim::stats::dumps::DUMPS_FILE);
        let index: gpu_sim::stats::dumps::DumpIndex =
            serde_json::from_slice(&std::fs::read(&index).expect("stats-dumps.json")).unwrap();
        for d in &index.dumps {
            if let Some(k) = &d.kernel {
                s.push_str(&format!("dump {}: {k}\n", d.dump));
            }
        }
        stats.push(s);
        let _ = std::fs::remove_dir_all(out);
    }
    let b = stats.pop().unwrap();
    (stats.pop().unwrap(), b)
}

#[track_caller]
fn same(name: &str, a: &str, b: &str) {
    if a != b {
        let diffs: Vec<String> = a
            .lines()
            .zip(b.lines())
            .filter(|(x, y)| x != y)
            .map(|(x, y)| format!("{x}\n{y}"))
            .collect();
        panic!(
            "{name}: stats.txt differs between two runs in {} line(s):\n{}",
            diffs.len(),
            diffs.join("\n")
        );
    }
}

/// The lines of the whole-run dump that say when the run ended: docs/rocm.md's one exception
/// to byte-identical runs (a polling thread descheduled on a loaded machine can move the end by
/// one 20 us step).
const END_TIME_LINES: [&str; 4] = ["simSeconds", "simTicks", "finalTick", "engine.now"];

/// One polling step of ROCr's `usleep(20)` waits, ps.
const POLL_STEP_PS: u64 = 20_000_000;

/// Like [`same`], but the run's end time (the whole-run dump's [`END_TIME_LINES`]) may differ
/// by up to one polling step; every kernel's dump and every counter must be identical.
#[track_caller]
fn same_but_the_end(name: &str, a: &str, b: &str) {
    let split = |s: &str| -> (String, u64) {
        let marker = gpu_sim::stats::derive::BEGIN_MARKER;
        let at = s.rfind(marker).unwrap_or(0);
        let mut end = 0;
        let mut out = s[..at].to_string();
        for l in s[at..].split_inclusive('\n') {
            let mut w = l.split_whitespace();
            let key = w.next().unwrap_or("");
            if END_TIME_LINES.contains(&key) {
                if key == "engine.now" {
                    end = w.next().and_then(|v| v.parse().ok()).unwrap_or(0);
                }
                continue;
            }
            out.push_str(l);
        }
        (out, end)
    };
    let ((a, ea), (b, eb)) = (split(a), split(b));
    same(name, &a, &b);
    assert!(
        ea.abs_diff(eb) <= POLL_STEP_PS,
        "{name}: the runs ended at {ea} and {eb} ps, more than one polling step apart"
    );
}

#[test]
fn hip_vector_add_in_timing_mode_is_reproducible() {
    // The default: ROCr's interrupts off, every statistic identical but, on a loaded machine,
    // the run's end time (one polling step; docs/rocm.md).
    let prog = examples().join("vector_add");
    let want = "vector_add: 4096 elements verified";
    let (a, b) = twice("va-t", &["--gpus", "1", "--timing"], &prog, &[], want);
    same_but_the_end("va-t", &a, &b);
    // Interrupts on: ROCr's event thread re-arms its waits at wall-clock moments, which the
    // driver's own counters (whole-run section) may show; every kernel's dump is identical.
    let args = ["--gpus", "1", "--timing", "--interrupts", "on"];
    let (a, b) = twice("va-t-int", &args, &prog, &[], want);
    // The kernels' dumps: everything before the last (the whole run's) begin marker.
    let kernels = |s: &str| {
        let marker = gpu_sim::stats::derive::BEGIN_MARKER;
        s[..s.rfind(marker).unwrap_or(s.len())].to_string()
    };
    same("va-t-int (kernel dumps)", &kernels(&a), &kernels(&b));
}

#[test]
fn multi_gpu_hip_in_timing_mode_runs_the_same_kernels_twice() {
    let prog = examples().join("multi_gpu");
    let want = "multi_gpu: 2 GPU(s) verified";
    // Several threads of HIP and ROCr call the driver concurrently here, and some kernels start
    // a few microseconds apart from run to run (docs/rocm.md, "Time": not reproducible yet);
    // the same kernels run on the same GPUs and queues, with the same cycles.
    let (a, b) = twice("mg-t", &["--gpus", "2", "--timing"], &prog, &["2048"], want);
    assert!(a.contains("gpu[1].kernel.cycles"), "GPU 1 ran kernels");
    // Per kernel dump: its name, GPU, queue and dispatch id, and each member's cycles.
    let kernels = |s: &str| -> Vec<String> {
        s.lines()
            .filter(|l| {
                l.starts_with("dump ")
                    || ["kernel.gpu", "kernel.queue_id", "kernel.dispatch_id"]
                        .iter()
                        .any(|n| l.split_whitespace().next() == Some(*n))
                    || l.split_whitespace()
                        .next()
                        .is_some_and(|n| n.ends_with(".kernel.cycles"))
            })
            .map(|l| l.split(" # ").next().unwrap_or(l).trim_end().to_string())
            .collect()
    };
    assert_eq!(
        kernels(&a),
        kernels(&b),
        "the same kernels, queues and cycles"
    );
    // Interrupts on: it verifies.
    let args = ["--gpus", "2", "--timing", "--interrupts", "on"];
    let (o, out) = exec("mg-t-int", &args, &prog, &["2048"]);
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    assert!(t.contains(want), "{t}");
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn hsa_program_in_timing_mode_is_reproducible() {
    let hsaco = repo().join("gpu-sim/kernels/vecadd.hsaco");
    let (a, b) = twice(
        "hsa-t",
        &["--gpus", "1", "--timing"],
        &examples().join("hsa_dispatch"),
        &[hsaco.to_str().unwrap(), "3000"],
        "hsa_dispatch: 3000 elements verified",
    );
    same_but_the_end("hsa-t", &a, &b);
}

#[test]
fn multi_gpu_hip_verifies_on_4_gpus() {
    let (o, out) = exec(
        "mg4",
        &["--gpus", "4"],
        &examples().join("multi_gpu"),
        &["4096"],
    );
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    assert!(t.contains("multi_gpu: 4 GPU(s) verified"), "{t}");
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn a_kernel_that_never_ends_reaches_the_program_as_a_queue_error() {
    // HIP's printf needs the host to answer while the kernel runs (hostcall), which the
    // functional mode cannot do: the dispatch hits its instruction limit, the GPU stops the
    // queue, and ROCr reports it to HIP, which aborts, as on hardware. No hang.
    let (o, out) = exec("printf", &["--gpus", "1"], &examples().join("printf"), &[]);
    let t = text(&o);
    assert!(!o.status.success(), "{t}");
    assert!(t.contains("the GPU stopped a queue"), "{t}");
    assert!(
        t.contains("HSA_STATUS_ERROR"),
        "ROCr reports the queue error: {t}"
    );
    let _ = std::fs::remove_dir_all(out);
}

/// A C program that opens /dev/kfd, checks the errno of an ioctl the driver does not serve,
/// then dies on SIGSEGV (or exits with 3 when asked).
/// Compiles the C program `src` as `name` with gcc into a fresh folder (for tests that
/// drive the KFD ioctls by hand); returns the folder and the executable.
fn compile_c(name: &str, src: &str) -> (PathBuf, PathBuf) {
    interposer();
    deps::tool("gcc", "gcc");
    let dir = out_dir(&format!("{name}-src"));
    std::fs::create_dir_all(&dir).unwrap();
    let c = dir.join(format!("{name}.c"));
    std::fs::write(&c, src).unwrap();
    let bin = dir.join(name);
    let st = Command::new("gcc")
        .arg("-O1")
        .arg("-o")
        .arg(&bin)
        .arg(&c)
        .status()
        .unwrap();
    assert!(st.success(), "compiling {name}.c");
    (dir, bin)
}

const CRASH_C: &str = r#"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
/* From linux/kfd_ioctl.h (which needs libdrm's headers to compile). */
struct kfd_ioctl_get_version_args { uint32_t major_version, minor_version; };
struct kfd_ioctl_get_queue_wave_state_args {
  uint64_t ctl_stack_address; uint32_t ctl_stack_used_size, save_area_used_size, queue_id, pad;
};
#define AMDKFD_IOC_GET_VERSION _IOR('K', 0x01, struct kfd_ioctl_get_version_args)
#define AMDKFD_IOC_GET_QUEUE_WAVE_STATE _IOWR('K', 0x1B, struct kfd_ioctl_get_queue_wave_state_args)
int main(int argc, char **argv) {
  int fd = open("/dev/kfd", O_RDWR | O_CLOEXEC);
  if (fd < 0) { perror("open /dev/kfd"); return 1; }
  struct kfd_ioctl_get_version_args v = {0};
  if (ioctl(fd, AMDKFD_IOC_GET_VERSION, &v) != 0) { perror("GET_VERSION"); return 1; }
  struct kfd_ioctl_get_queue_wave_state_args w = {0};
  int r = ioctl(fd, AMDKFD_IOC_GET_QUEUE_WAVE_STATE, &w);
  printf("version %u.%u; GET_QUEUE_WAVE_STATE -> %d errno %s\n", v.major_version,
         v.minor_version, r, strerror(errno));
  fflush(stdout);
  if (argc > 1) exit(3);
  raise(SIGSEGV);
  return 0;
}
"#;

#[test]
fn a_crashing_program_ends_the_gpu_process_and_refused_ioctls_get_errnos() {
    let (dir, bin) = compile_c("crash", CRASH_C);
    for (args, code) in [(vec![], 128 + 11), (vec!["exit"], 3)] {
        let (o, out) = exec("crash", &["--gpus", "1"], &bin, &args);
        let t = text(&o);
        assert_eq!(o.status.code(), Some(code), "{t}");
        assert!(
            t.contains("version 1.11; GET_QUEUE_WAVE_STATE -> -1 errno Invalid argument"),
            "{t}"
        );
        // The GPU process died with the program (its parent-death signal) or ended the run.
        let marker = out.to_str().unwrap().to_string();
        let mut alive = true;
        for _ in 0..100 {
            let ps = Command::new("pgrep")
                .arg("-f")
                .arg(&marker)
                .output()
                .unwrap();
            alive = !ps.stdout.is_empty();
            if !alive {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        assert!(!alive, "a GPU process for {marker} is still running");
        assert_eq!(summary(&out)["exit_code"], code);
        let _ = std::fs::remove_dir_all(out);
    }
    let _ = std::fs::remove_dir_all(dir);
}

const BADPTR_C: &str = r#"
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
/* From linux/kfd_ioctl.h (which needs libdrm's headers to compile). */
struct kfd_ioctl_get_version_args { uint32_t major_version, minor_version; };
struct kfd_ioctl_get_process_apertures_new_args {
  uint64_t kfd_process_device_apertures_ptr; uint32_t num_of_nodes, pad;
};
struct kfd_process_device_apertures {
  uint64_t lds_base, lds_limit, scratch_base, scratch_limit, gpuvm_base, gpuvm_limit;
  uint32_t gpu_id, pad;
};
struct kfd_ioctl_map_memory_to_gpu_args {
  uint64_t handle, device_ids_array_ptr; uint32_t n_devices, n_success;
};
struct kfd_ioctl_get_tile_config_args {
  uint64_t tile_config_ptr, macro_tile_config_ptr;
  uint32_t num_tile_configs, num_macro_tile_configs, gpu_id, gb_addr_config, num_banks, num_ranks;
};
#define AMDKFD_IOC_GET_VERSION _IOR('K', 0x01, struct kfd_ioctl_get_version_args)
#define AMDKFD_IOC_GET_TILE_CONFIG _IOWR('K', 0x12, struct kfd_ioctl_get_tile_config_args)
#define AMDKFD_IOC_GET_PROCESS_APERTURES_NEW \
  _IOWR('K', 0x14, struct kfd_ioctl_get_process_apertures_new_args)
#define AMDKFD_IOC_MAP_MEMORY_TO_GPU _IOWR('K', 0x18, struct kfd_ioctl_map_memory_to_gpu_args)
static void show(const char *what, int r) {
  printf("%s -> %d %s\n", what, r, r ? strerror(errno) : "ok");
}
int main(void) {
  int fd = open("/dev/kfd", O_RDWR | O_CLOEXEC);
  if (fd < 0) { perror("open /dev/kfd"); return 1; }
  void *bad = (void *)16;
  char *ro = mmap(0, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (ro == MAP_FAILED) { perror("mmap"); return 1; }
  show("GET_VERSION bad argument", ioctl(fd, AMDKFD_IOC_GET_VERSION, bad));
  show("GET_VERSION read-only argument", ioctl(fd, AMDKFD_IOC_GET_VERSION, ro));
  struct kfd_process_device_apertures ap[4];
  struct kfd_ioctl_get_process_apertures_new_args a = {(uint64_t)(uintptr_t)ap, 4, 0};
  show("APERTURES good", ioctl(fd, AMDKFD_IOC_GET_PROCESS_APERTURES_NEW, &a));
  printf("nodes %u gpu_id %s\n", a.num_of_nodes, ap[0].gpu_id ? "set" : "zero");
  a.kfd_process_device_apertures_ptr = (uint64_t)(uintptr_t)ro;
  a.num_of_nodes = 4;
  show("APERTURES read-only array", ioctl(fd, AMDKFD_IOC_GET_PROCESS_APERTURES_NEW, &a));
  uint32_t ids[1] = {0};
  struct kfd_ioctl_map_memory_to_gpu_args m = {12345, (uint64_t)(uintptr_t)bad, 1, 0};
  show("MAP bad device array", ioctl(fd, AMDKFD_IOC_MAP_MEMORY_TO_GPU, &m));
  m.device_ids_array_ptr = (uint64_t)(uintptr_t)ids;
  show("MAP good array, unknown handle", ioctl(fd, AMDKFD_IOC_MAP_MEMORY_TO_GPU, &m));
  uint32_t tiles[8], macro[8];
  memset(tiles, 0xab, sizeof tiles);
  memset(macro, 0xab, sizeof macro);
  struct kfd_ioctl_get_tile_config_args t = {(uint64_t)(uintptr_t)tiles,
                                             (uint64_t)(uintptr_t)macro, 8, 8, 12345};
  show("TILE_CONFIG unknown gpu", ioctl(fd, AMDKFD_IOC_GET_TILE_CONFIG, &t));
  printf("tile arrays %s\n", tiles[0] == 0xabababab && macro[7] == 0xabababab ? "kept" : "clobbered");
  printf("survived\n");
  return 0;
}
"#;

/// Bad pointers in a program's KFD ioctls get EFAULT, as from the real driver's
/// `copy_from_user`/`copy_to_user`, instead of crashing the program inside the interposer;
/// a call the driver refuses leaves the program's output arrays as they were.
#[test]
fn bad_pointers_in_ioctls_get_efault_and_failed_calls_keep_the_programs_arrays() {
    let (dir, bin) = compile_c("badptr", BADPTR_C);
    let (o, out) = exec("badptr", &["--gpus", "1"], &bin, &[]);
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    for line in [
        "GET_VERSION bad argument -> -1 Bad address",
        "GET_VERSION read-only argument -> -1 Bad address",
        "APERTURES good -> 0 ok",
        "nodes 1 gpu_id set",
        "APERTURES read-only array -> -1 Bad address",
        "MAP bad device array -> -1 Bad address",
        "TILE_CONFIG unknown gpu -> -1 Invalid argument",
        "tile arrays kept",
        "survived",
    ] {
        assert!(t.contains(line), "missing {line:?} in:\n{t}");
    }
    assert!(
        t.contains("MAP good array, unknown handle -> -1")
            && !t.contains("unknown handle -> -1 Bad address"),
        "{t}"
    );
    let _ = std::fs::remove_dir_all(out);
    let _ = std::fs::remove_dir_all(dir);
}

/// roctx ranges of a HIP program built against Tandem's roctx (`roctx/`, `libroctx64.so`)
/// become regions of interest under `tandem exec --timing`: one dump per range, holding the
/// kernels launched inside it and their counters summed (tests/tests/regions.rs checks the
/// sums on the built-in runtime; here the path from roctx to the GPU side).
#[test]
fn roctx_ranges_become_region_dumps() {
    let prog = examples().join("roctx_regions");
    let (o, out) = exec("roctx", &["--gpus", "1", "--timing"], &prog, &[]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(
        text(&o).contains("roctx_regions: 4096 elements verified"),
        "{}",
        text(&o)
    );
    let index: gpu_sim::stats::dumps::DumpIndex =
        serde_json::from_slice(&std::fs::read(out.join("stats-dumps.json")).unwrap()).unwrap();
    let regions: Vec<_> = index.dumps.iter().filter(|d| d.kind == "region").collect();
    let names: Vec<_> = regions.iter().map(|r| r.region.as_deref()).collect();
    assert_eq!(names, [Some("roi"), Some("inner")], "{index:?}");
    let (roi, inner) = (regions[0], regions[1]);
    // "roi" holds the program's second and third vadd launches, "inner" the third only (HIP's
    // own copy kernels run before, outside both).
    let roi_k = roi.kernels.clone().unwrap();
    let inner_k = inner.kernels.clone().unwrap();
    assert_eq!(roi_k.len(), 2, "{roi:?}");
    assert_eq!(inner_k, roi_k[1..].to_vec(), "{inner:?}");
    assert_eq!(
        (roi.depth, inner.depth, roi.closed),
        (Some(0), Some(1), Some(true))
    );
    let vadd = index.dumps[roi_k[0]].kernel.clone();
    assert_eq!(index.dumps[roi_k[1]].kernel, vadd);
    // The kernels before and after the ranges are not in them.
    let all_vadd: Vec<usize> = index
        .dumps
        .iter()
        .filter(|d| d.kind == "kernel" && d.kernel == vadd)
        .map(|d| d.dump)
        .collect();
    assert_eq!(all_vadd.len(), 4, "{index:?}");
    assert_eq!(&all_vadd[1..3], &roi_k[..]);
    let stats = std::fs::read_to_string(out.join("stats.txt")).unwrap();
    let dumps = gpu_sim::stats::derive::parse_dumps(&stats);
    let name = "gpu[0].total.cu.instructions";
    let sum: u64 = roi_k.iter().map(|&k| dumps[k].get(name).unwrap()).sum();
    assert!(sum > 0);
    assert_eq!(dumps[roi.dump].get(name), Some(sum));
    let _ = std::fs::remove_dir_all(&out);
}

/// A C program that opens /dev/kfd, says `ready <pid>`, blocks reading one byte from stdin
/// (idle: no call the interposer knows, no CPU time), then asks the driver again.
const IDLE_C: &str = r#"
#include <stdint.h>
#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/ioctl.h>
struct kfd_ioctl_get_version_args { uint32_t major_version, minor_version; };
#define AMDKFD_IOC_GET_VERSION _IOR('K', 0x01, struct kfd_ioctl_get_version_args)
int main(void) {
  int fd = open("/dev/kfd", O_RDWR | O_CLOEXEC);
  if (fd < 0) { perror("open /dev/kfd"); return 1; }
  struct kfd_ioctl_get_version_args v = {0};
  if (ioctl(fd, AMDKFD_IOC_GET_VERSION, &v) != 0) { perror("GET_VERSION"); return 1; }
  printf("ready %d\n", (int)getpid());
  fflush(stdout);
  char c;
  if (read(0, &c, 1) < 0) { perror("read"); return 1; }
  if (ioctl(fd, AMDKFD_IOC_GET_VERSION, &v) != 0) { perror("GET_VERSION after the wait"); return 4; }
  printf("version %u.%u\n", v.major_version, v.minor_version);
  return 0;
}
"#;

/// Issue #38: the GPU process holds the CPU side to the run's stall limit, but a real program
/// may idle on purpose (here: blocked reading a pipe for twice the limit while the GPU process
/// waits for its clock), so under the interposer only a *stopped* program counts as frozen:
/// the idle program goes on afterwards, and the same program stopped with SIGSTOP makes the GPU
/// process give up within about the limit (1 s here).
#[test]
fn an_idle_program_is_not_frozen_but_a_stopped_one_is() {
    use std::io::{BufRead, BufReader, Write};
    use std::time::{Duration, Instant};
    let (dir, bin) = compile_c("idle", IDLE_C);
    let cfg = dir.join("stall.toml");
    std::fs::write(&cfg, "[host]\nstall_timeout_ms = 1000\n").unwrap();
    // The GPU process's command line names its statistics file in the out folder (`tandem
    // exec`'s own names the folder alone); a zombie has no command line.
    let gpu_alive = |out: &Path| {
        let ps = Command::new("pgrep")
            .arg("-f")
            .arg(format!("stats-out {}", out.to_str().unwrap()))
            .output()
            .unwrap();
        !ps.stdout.is_empty()
    };
    for stop in [false, true] {
        let out = out_dir(if stop { "stopped" } else { "idle" });
        let mut c = Command::new("timeout")
            .arg("120")
            .arg(TANDEM)
            .arg("exec")
            .arg("--config")
            .arg(&cfg)
            .args(["--gpus", "1", "--out"])
            .arg(&out)
            .arg("--")
            .arg(&bin)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(c.stdout.take().unwrap()).lines();
        let ready = lines.next().expect("a line").unwrap();
        let pid = ready.strip_prefix("ready ").expect(&ready).to_string();
        assert!(gpu_alive(&out), "no GPU process for {}", out.display());
        let took = if stop {
            assert!(Command::new("kill")
                .args(["-STOP", &pid])
                .status()
                .unwrap()
                .success());
            let t = Instant::now();
            while gpu_alive(&out) && t.elapsed() < Duration::from_secs(20) {
                std::thread::sleep(Duration::from_millis(20));
            }
            let took = t.elapsed();
            assert!(Command::new("kill")
                .args(["-CONT", &pid])
                .status()
                .unwrap()
                .success());
            Some(took)
        } else {
            std::thread::sleep(Duration::from_millis(2000));
            assert!(
                gpu_alive(&out),
                "the GPU process gave up on an idle program"
            );
            None
        };
        c.stdin.take().unwrap().write_all(b"x").unwrap();
        let rest: Vec<String> = lines.map_while(|l| l.ok()).collect();
        let o = c.wait_with_output().unwrap();
        let t = format!(
            "{}\n--- stderr ---\n{}",
            rest.join("\n"),
            String::from_utf8_lossy(&o.stderr)
        );
        match took {
            None => {
                assert!(o.status.success(), "{t}");
                assert!(rest.iter().any(|l| l.starts_with("version 1.")), "{t}");
            }
            Some(took) => {
                assert!(!o.status.success(), "{t}");
                assert!(
                    t.contains("the CPU side") && t.contains("its process stopped"),
                    "{t}"
                );
                assert!(
                    took >= Duration::from_millis(800) && took <= Duration::from_millis(1600),
                    "the GPU process gave up {took:?} after the program stopped (limit 1 s)\n{t}"
                );
            }
        }
        let _ = std::fs::remove_dir_all(out);
    }
    let _ = std::fs::remove_dir_all(dir);
}
