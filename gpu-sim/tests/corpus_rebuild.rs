//! The kernel corpus (`gpu-sim/kernels`) is reproducible: rebuilding every OpenCL C source with the
//! brief's clang-15 command line gives the committed `.hsaco` files byte for byte.
//!
//! The rebuild needs clang-15, lld-15 and the ROCm device libraries; without them the rebuild test
//! prints a skip line and passes (CI installs them). The inventory test needs nothing.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(".."))
}

fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels")
}

fn tool_present(name: &str) -> bool {
    Command::new(name)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

const BITCODE: &str = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";

#[test]
fn rebuilding_reproduces_committed_objects() {
    if !tool_present("clang-15") || !tool_present("ld.lld-15") || !Path::new(BITCODE).is_dir() {
        println!("corpus_rebuild: SKIPPED (clang-15, ld.lld-15 or {BITCODE} missing)");
        return;
    }
    let script = repo_root().join("scripts").join("build-kernels");
    let out = Command::new("bash")
        .arg(&script)
        .arg("--check")
        .arg("--no-install")
        .output()
        .expect("run scripts/build-kernels");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "scripts/build-kernels --check failed ({}):\n{stdout}\n{stderr}",
        out.status
    );
    assert!(
        stdout.contains("reproduce byte for byte"),
        "unexpected output: {stdout}"
    );
}

/// Every source has its object, no object is orphaned, and the corpus holds at least 40 kernels in
/// at least 25 files, each file starting with a comment that states its purpose.
#[test]
fn corpus_inventory_is_complete() {
    let mut sources = Vec::new();
    for entry in std::fs::read_dir(kernels_dir()).expect("read gpu-sim/kernels") {
        let path = entry.expect("dir entry").path();
        if path.extension().and_then(|e| e.to_str()) == Some("cl") {
            sources.push(path);
        }
    }
    sources.sort();
    assert!(sources.len() >= 25, "only {} .cl files", sources.len());
    let mut kernels = 0;
    for src in &sources {
        let text = std::fs::read_to_string(src).expect("read source");
        assert!(
            text.starts_with("//"),
            "{} does not start with a purpose comment",
            src.display()
        );
        kernels += text.matches("__kernel void").count();
        let obj = src.with_extension("hsaco");
        let bytes = std::fs::read(&obj).unwrap_or_default();
        assert!(
            bytes.starts_with(b"\x7fELF"),
            "{} missing or not an ELF file",
            obj.display()
        );
    }
    assert!(kernels >= 40, "only {kernels} kernels in the corpus");
    for entry in std::fs::read_dir(kernels_dir()).expect("read gpu-sim/kernels") {
        let path = entry.expect("dir entry").path();
        if path.extension().and_then(|e| e.to_str()) == Some("hsaco") {
            assert!(
                path.with_extension("cl").is_file(),
                "{} has no source",
                path.display()
            );
        }
    }
}
