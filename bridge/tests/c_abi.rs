//! The C ABI: the committed header must equal what cbindgen generates from the sources, and a C program
//! (the CPU side: fixed-latency memory and driver client, built with gcc against libbridge.a) must
//! exchange checked traffic with the Rust GPU-side peer process in both lock-step modes.

use std::path::{Path, PathBuf};
use std::process::Command;

const PEER: &str = env!("CARGO_BIN_EXE_bridge-peer");

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn generate() -> String {
    let dir = crate_dir();
    let cfg = cbindgen::Config::from_file(dir.join("cbindgen.toml")).expect("cbindgen.toml");
    let b = cbindgen::Builder::new()
        .with_config(cfg)
        .with_src(dir.join("src/wire.rs"))
        .with_src(dir.join("src/ffi.rs"))
        .generate()
        .expect("cbindgen");
    let mut out = Vec::new();
    b.write(&mut out);
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn committed_header_is_current() {
    let path = crate_dir().join("include/tandem_bridge.h");
    let fresh = generate();
    if std::env::var("TANDEM_BLESS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &fresh).expect("write header");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "bridge/include/tandem_bridge.h is stale: run `TANDEM_BLESS=1 cargo test -p bridge --test c_abi`"
    );
    for name in [
        "tandem_bridge_create",
        "tandem_bridge_advance",
        "tandem_bridge_horizon",
        "tandem_bridge_recv_mem_req",
        "TandemMemMsg",
        "MEM_READ_RESP",
    ] {
        assert!(fresh.contains(name), "{name} missing from the header");
    }
}

/// gcc builds the C program: without it the test fails naming it.
fn require_gcc() {
    let ok = Command::new("gcc")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        ok,
        "gcc not found: this test needs it (Debian package gcc); run scripts/install-deps"
    );
}

fn build_c_program(out_dir: &Path) -> PathBuf {
    // When the library is built as a dependency of the tests, cargo leaves libbridge.a in
    // target/<profile>/deps/ (a plain `cargo build` also copies it to target/<profile>/): take the
    // newer one.
    let lib_dir = Path::new(PEER).parent().expect("target dir");
    let mtime = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let lib = [
        lib_dir.join("deps/libbridge.a"),
        lib_dir.join("libbridge.a"),
    ]
    .into_iter()
    .filter(|p| p.exists())
    .max_by_key(|p| mtime(p))
    .expect("libbridge.a not built (crate-type staticlib)");
    let exe = out_dir.join("tandem_bridge_ctest");
    let out = Command::new("gcc")
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-O1", "-o"])
        .arg(&exe)
        .arg(crate_dir().join("ctest/cpu_side.c"))
        .arg("-I")
        .arg(crate_dir().join("include"))
        .arg(&lib)
        .args(["-lpthread", "-ldl", "-lm", "-lrt"])
        .output()
        .expect("run gcc");
    assert!(
        out.status.success(),
        "gcc failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

#[test]
fn c_program_exchanges_traffic_with_the_rust_gpu_side() {
    require_gcc();
    let dir = std::env::temp_dir().join(format!("tandem-bridge-ctest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp dir");
    let exe = build_c_program(&dir);
    let mut digests = Vec::new();
    let mut advances = Vec::new();
    // Blocking in advance toward the next own event, and gem5's way: one call per event of its
    // own queue, scheduled at min(own next event, tandem_bridge_horizon).
    let runs = [
        ("quantum", false),
        ("per-cycle", false),
        ("quantum", true),
        ("per-cycle", true),
    ];
    for (mode, gem5) in runs {
        let mut cmd = Command::new(&exe);
        cmd.arg(PEER).arg(mode).arg("20000");
        if gem5 {
            cmd.arg("gem5");
        }
        let out = cmd.output().expect("run C program");
        let mode = if gem5 {
            format!("{mode}, gem5-style")
        } else {
            mode.to_string()
        };
        let stdout = String::from_utf8_lossy(&out.stdout).to_string();
        let stderr = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(
            out.status.success(),
            "C program ({mode}) failed: {}\n{stdout}\n{stderr}",
            out.status
        );
        println!("{mode}:\n{stdout}");
        let gpu = stdout
            .lines()
            .find(|l| l.starts_with("gpu-report "))
            .expect("gpu report");
        assert!(
            gpu.contains("\"errors\":0") && gpu.contains("\"unanswered\":0"),
            "{gpu}"
        );
        let c = stdout
            .lines()
            .find(|l| l.starts_with("c-cpu "))
            .expect("C summary");
        assert!(c.contains("errors=0"), "{c}");
        let reads: u64 = c
            .split_whitespace()
            .find_map(|w| w.strip_prefix("reads="))
            .and_then(|v| v.parse().ok())
            .expect("reads");
        assert!(reads > 1000, "{c}");
        advances.push(
            c.split_whitespace()
                .find_map(|w| w.strip_prefix("advances="))
                .and_then(|v| v.parse::<u64>().ok())
                .expect("advances"),
        );
        let d = gpu
            .split("\"digest\":\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .expect("digest")
            .to_string();
        digests.push(d);
    }
    for (i, (mode, gem5)) in runs.iter().enumerate().skip(1) {
        assert_eq!(
            digests[i], digests[0],
            "C CPU side: {mode} (gem5-style: {gem5}) and quantum gave different message times"
        );
    }
    // The gem5-style driver calls advance at least once per quantum (per GPU clock edge in
    // per-cycle mode), far more often than the blocking one.
    assert!(advances[2] > advances[0], "{advances:?}");
    assert!(advances[3] > advances[1], "{advances:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
