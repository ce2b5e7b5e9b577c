//! End-to-end tests of the `tandem` binary: `kernel` on the shipped vecadd job, `disasm` and
//! `info` on corpus objects, the error paths (clear message, non-zero exit), and output into a
//! closed pipe (ends quietly).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(".."))
}

fn tandem(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tandem"))
        .args(args)
        .current_dir(repo_root())
        .output()
        .expect("run tandem")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn help_shows_examples() {
    let out = tandem(&["--help"]);
    assert!(out.status.success());
    let s = text(&out.stdout);
    assert!(s.contains("tandem kernel examples/jobs/vecadd.toml"), "{s}");
    assert!(s.contains("disasm") && s.contains("kernel") && s.contains("info"));
}

#[test]
fn info_lists_kernel_arguments() {
    let out = tandem(&["info", "gpu-sim/kernels/vecadd.hsaco"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("kernel vecadd: entry 0x"), "{s}");
    assert!(s.contains("arg 3: uint (by_value, 4 B at 24)"), "{s}");
}

#[test]
fn wrong_target_fails_with_a_clear_message() {
    let out = tandem(&["info", "gpu-sim/tests/fixtures/vecadd_gfx900.hsaco"]);
    assert_eq!(out.status.code(), Some(1));
    let e = text(&out.stderr);
    assert!(
        e.contains("tandem: error:") && e.contains("targets gfx900"),
        "{e}"
    );
    let out = tandem(&["kernel", "no/such/job.toml"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("no/such/job.toml"));
}

#[test]
fn disasm_prints_the_listing() {
    let out = tandem(&["disasm", "gpu-sim/kernels/vecadd.hsaco"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("<vecadd>:"), "{s}");
    assert!(s.contains("s_endpgm"), "{s}");
    // The listing is llvm-objdump-15's (scripts/install-deps installs it), minus its file-name
    // header.
    let o = Command::new("llvm-objdump-15")
        .args(["-d", "--mcpu=gfx803", "gpu-sim/kernels/vecadd.hsaco"])
        .current_dir(repo_root())
        .output()
        .expect(
            "llvm-objdump-15 not found: this test needs it (Debian package llvm-15); \
             run scripts/install-deps",
        );
    assert!(o.status.success(), "llvm-objdump-15: {}", text(&o.stderr));
    let want: String = text(&o.stdout)
        .lines()
        .skip(3)
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(s, want);
    let bad = tandem(&["disasm", "gpu-sim/tests/fixtures/vecadd_gfx900.hsaco"]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(text(&bad.stderr).contains("targets gfx900"));
}

#[test]
fn kernel_runs_the_vecadd_job_and_writes_its_output() {
    let dir = std::env::temp_dir().join(format!("tandem-cli-vecadd-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let dir_s = dir.to_string_lossy().into_owned();
    let out = tandem(&["kernel", "examples/jobs/vecadd.toml", "--out", &dir_s]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("kernel vecadd"), "{s}");
    assert!(s.contains("4 workgroups, 16 wavefronts"), "{s}");
    assert!(s.contains("wavefront instructions: "), "{s}");
    // Host wall time, under that name: the functional emulator has no simulated time.
    assert!(s.contains("host wall time: "), "{s}");
    assert!(!s.lines().any(|l| l.starts_with("time:")), "{s}");
    let c = std::fs::read(dir.join("vecadd_c.bin")).unwrap();
    assert_eq!(c.len(), 4000);
    for (i, w) in c.chunks_exact(4).enumerate() {
        let v = f32::from_le_bytes(w.try_into().unwrap());
        assert_eq!(v, 1.5 * i as f32, "c[{i}]");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn kernel_argument_errors_exit_non_zero() {
    let dir = std::env::temp_dir().join(format!("tandem-cli-badjob-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let root = repo_root();
    let job = format!(
        "code_object = \"{}\"\nkernel = \"vecadd\"\ngrid = [64]\nworkgroup = [64]\n\
         [[arg]]\nout = \"a.bin\"\nbytes = 256\n[[arg]]\nout = \"b.bin\"\nbytes = 256\n\
         [[arg]]\nout = \"c.bin\"\nbytes = 256\n[[arg]]\nf32 = 64.0\n",
        root.join("gpu-sim/kernels/vecadd.hsaco").display()
    );
    let path = dir.join("bad.toml");
    std::fs::write(&path, job).unwrap();
    let out = tandem(&["kernel", &path.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(1));
    let e = text(&out.stderr);
    assert!(
        e.contains("arg 3: job gives f32 but the kernel expects by_value of 4 bytes (uint)"),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A job whose code object is not one: the loader's reason is said once, and a job that would
/// write outside `--out` is refused before anything runs (issue #38).
#[test]
fn kernel_errors_say_the_reason_once_and_outputs_stay_inside_out() {
    let dir = std::env::temp_dir().join(format!("tandem-cli-badco-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("bad.hsaco"), b"garbage").unwrap();
    std::fs::write(
        dir.join("bad.toml"),
        "code_object = \"bad.hsaco\"\nkernel = \"k\"\ngrid = [1]\nworkgroup = [1]\n",
    )
    .unwrap();
    let out = tandem(&["kernel", &dir.join("bad.toml").to_string_lossy()]);
    assert_eq!(out.status.code(), Some(1));
    let e = text(&out.stderr);
    assert_eq!(e.matches("not an ELF file").count(), 1, "{e}");
    // I/O errors too: the job file, and an output folder under a file.
    let missing = dir.join("missing.toml");
    let out = tandem(&["kernel", &missing.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(1));
    let e = text(&out.stderr);
    assert!(e.contains(&missing.display().to_string()), "{e}");
    assert_eq!(e.matches("No such file").count(), 1, "{e}");
    let under_file = dir.join("bad.hsaco").join("o");
    let out = tandem(&[
        "kernel",
        "examples/jobs/vecadd.toml",
        "--out",
        &under_file.to_string_lossy(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let e = text(&out.stderr);
    assert!(e.contains(&under_file.display().to_string()), "{e}");
    assert_eq!(e.matches("Not a directory").count(), 1, "{e}");

    let root = repo_root();
    let job = format!(
        "code_object = \"{}\"\nkernel = \"vecadd\"\ngrid = [64]\nworkgroup = [64]\n\
         [[arg]]\nout = \"../escaped.bin\"\nbytes = 256\n[[arg]]\nout = \"b.bin\"\nbytes = 256\n\
         [[arg]]\nout = \"c.bin\"\nbytes = 256\n[[arg]]\nu32 = 64\n",
        root.join("gpu-sim/kernels/vecadd.hsaco").display()
    );
    std::fs::write(dir.join("escape.toml"), job).unwrap();
    let o = dir.join("o");
    let out = tandem(&[
        "kernel",
        &dir.join("escape.toml").to_string_lossy(),
        "--out",
        &o.to_string_lossy(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let e = text(&out.stderr);
    assert!(
        e.contains("arg[0].out") && e.contains("leaves the output folder"),
        "{e}"
    );
    assert!(!dir.join("escaped.bin").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `tandem disasm X | head`: the reader goes away before the output is written. The command must
/// not panic ("failed printing to stdout"); it ends on SIGPIPE like any Unix filter.
#[test]
fn a_closed_pipe_ends_disasm_quietly() {
    use std::io::Read;
    use std::os::unix::process::ExitStatusExt;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tandem"))
        .args(["disasm", "gpu-sim/kernels/aes.hsaco"])
        .current_dir(repo_root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Close the read end at once: the first write meets a broken pipe.
    drop(child.stdout.take());
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert!(err.is_empty(), "stderr: {err}");
    assert!(
        status.success() || status.signal() == Some(13),
        "status {status:?}"
    );
}
