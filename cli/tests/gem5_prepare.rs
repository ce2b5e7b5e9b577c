//! `tandem gem5-prepare`: the files the gem5 adapter's config script reads.
//!
//! - `gpu-side.toml` is byte for byte the `--config` a standalone run hands its GPU process
//!   (recorded from a real start through a wrapper executable);
//! - `tandem.json` has exactly the documented fields, with the values a standalone run uses;
//! - the sysfs topology's gpu_ids are the ones the GPU process's driver reports
//!   (GET_PROCESS_APERTURES_NEW, from an emulated driver and from a world built from
//!   `gpu-side.toml`);
//! - bad input exits non-zero with a clear message and writes nothing.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use bridge::wire::DRV_IOCTL;
use bridge::DriverMessage;
use emulated_driver::abi::{self, nr, AbiStruct};
use emulated_driver::errno::Errno;
use emulated_driver::topology::SYSFS_TOPOLOGY_DIR;
use emulated_driver::{Driver, IoctlOutcome, UserMemory};
use gpu_sim::proto::Outgoing;
use gpu_sim::side::{GpuMode, GpuSideConfig};
use gpu_sim::sys::memory::{SystemMemory, HOST_VA_BASE};
use gpu_sim::sys::shm::SharedRegion;
use gpu_sim::world::World;
use host_stub::config::{LockstepMode, TandemConfig};
use host_stub::runtime::{self, Runtime, StartOptions};
use tandem::gem5prep::{self, Gem5Setup};
use tandem::run::LockstepArgs;

const TANDEM: &str = env!("CARGO_BIN_EXE_tandem");

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(".."))
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tandem-gem5prep-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn prepare_cli(args: &[&str], out: &Path) -> Output {
    Command::new(TANDEM)
        .env_remove("TANDEM_GPU_EXE")
        .current_dir(repo_root())
        .arg("gem5-prepare")
        .args(args)
        .arg("--out")
        .arg(out)
        .output()
        .expect("run tandem")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The keys of `tandem.json`, the gem5 side's contract.
const SETUP_KEYS: [&str; 13] = [
    "n_gpus",
    "unified",
    "mode",
    "apu",
    "vram_bytes",
    "host_memory_bytes",
    "bridge",
    "connect_timeout_ms",
    "stall_timeout_ms",
    "wall_timeout_s",
    "gpu_ids",
    "doorbell_bytes",
    "gpu_process",
];
const BRIDGE_KEYS: [&str; 8] = [
    "n_mc",
    "ring_entries",
    "c2g_latency_ps",
    "g2c_latency_ps",
    "quantum_ps",
    "per_cycle",
    "core_period_ps",
    "mem_period_ps",
];

/// A process memory for the driver's user pointers: one buffer at `base`.
struct Buf {
    base: u64,
    bytes: Vec<u8>,
}

impl UserMemory for Buf {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), Errno> {
        let off = addr.checked_sub(self.base).ok_or(Errno::EFAULT)? as usize;
        let src = self.bytes.get(off..off + buf.len()).ok_or(Errno::EFAULT)?;
        buf.copy_from_slice(src);
        Ok(())
    }
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), Errno> {
        let off = addr.checked_sub(self.base).ok_or(Errno::EFAULT)? as usize;
        self.bytes
            .get_mut(off..off + data.len())
            .ok_or(Errno::EFAULT)?
            .copy_from_slice(data);
        Ok(())
    }
}

fn apertures_args(n: u32, ptr: u64) -> Vec<u8> {
    let a = abi::GetProcessAperturesNewArgs {
        kfd_process_device_apertures_ptr: ptr,
        num_of_nodes: n,
        pad: 0,
    };
    let mut b = vec![0u8; abi::GetProcessAperturesNewArgs::SIZE];
    a.write_to(&mut b);
    b
}

fn ids_of(raw: &[u8], n: usize) -> Vec<u32> {
    let sz = abi::ProcessDeviceApertures::SIZE;
    (0..n)
        .map(|i| abi::ProcessDeviceApertures::read_from(&raw[i * sz..(i + 1) * sz]).gpu_id)
        .collect()
}

fn request(n: u32) -> u64 {
    u64::from(abi::request(n).expect("known ioctl"))
}

/// The gpu_ids an emulated driver built from `gem5prep::driver_config` reports.
fn driver_ids(side: &GpuSideConfig) -> Vec<u32> {
    let mut d = Driver::new(gem5prep::driver_config(side)).expect("driver");
    let n = side.n_gpus;
    let mut user = Buf {
        base: 0x1000,
        bytes: vec![0; 4096],
    };
    let mut arg = apertures_args(n, 0x1000);
    let r = d.ioctl(
        request(nr::GET_PROCESS_APERTURES_NEW),
        &mut arg,
        &mut user,
        0,
    );
    assert_eq!(r, Ok(IoctlOutcome::Done(0)));
    ids_of(&user.bytes, n as usize)
}

/// The gpu_ids the GPU process's world, built from `side`, reports through its driver.
fn world_ids(side: &GpuSideConfig) -> Vec<u32> {
    let host = SharedRegion::create("gem5prep-host", 1 << 20).expect("host region");
    let vram = (0..side.n_gpus)
        .map(|g| SharedRegion::create(&format!("gem5prep-vram{g}"), 1 << 20).expect("vram"))
        .collect();
    let apu = side.mode == GpuMode::Timing && side.model.apu.enabled;
    let mut w = World::new(side, SystemMemory::new(host, vram), apu.then_some(2)).expect("world");
    let m = DriverMessage {
        ty: DRV_IOCTL,
        seq: 1,
        arg0: request(nr::GET_PROCESS_APERTURES_NEW),
        arg1: 0,
        time_ps: 1000,
        payload: apertures_args(side.n_gpus, HOST_VA_BASE),
    };
    w.inject_driver(m, 1000).expect("inject");
    w.run_until(1000).expect("run");
    match w.take_to_host_timed().pop().map(|(_, o)| o) {
        Some(Outgoing::IoctlReply { ret, .. }) => assert_eq!(ret, 0),
        other => panic!("expected an ioctl reply, got {other:?}"),
    }
    let mut raw = vec![0u8; abi::ProcessDeviceApertures::SIZE * side.n_gpus as usize];
    w.mem()
        .host_read(HOST_VA_BASE, &mut raw)
        .expect("read apertures");
    ids_of(&raw, side.n_gpus as usize)
}

fn topology_dir(out: &Path) -> PathBuf {
    out.join("fs/sys").join(SYSFS_TOPOLOGY_DIR)
}

/// The gpu_ids of the topology nodes 1.. under `out`, and checks there are exactly `n`.
fn topology_ids(out: &Path, n: usize) -> Vec<u32> {
    let dir = topology_dir(out);
    assert_eq!(
        std::fs::read_to_string(dir.join("nodes/0/gpu_id")).unwrap(),
        "0\n",
        "node 0 is the CPU"
    );
    assert!(
        !dir.join(format!("nodes/{}", n + 1)).exists(),
        "a node beyond the {n} GPUs"
    );
    (1..=n)
        .map(|i| {
            let s = std::fs::read_to_string(dir.join(format!("nodes/{i}/gpu_id")))
                .unwrap_or_else(|e| panic!("node {i}: {e}"));
            s.trim().parse().expect("gpu_id")
        })
        .collect()
}

struct Case {
    args: &'static [&'static str],
    config: Option<&'static str>,
    timing: bool,
    lockstep: Option<LockstepMode>,
    quantum_ps: Option<u64>,
    n_gpus: usize,
    unified: Option<Vec<usize>>,
    apu: bool,
}

#[test]
fn prepares_one_four_and_unified_gpus() {
    let cases = [
        Case {
            args: &["--gpus", "1"],
            config: None,
            timing: false,
            lockstep: None,
            quantum_ps: None,
            n_gpus: 1,
            unified: None,
            apu: false,
        },
        Case {
            args: &["--gpus", "4", "--timing", "--quantum-ps", "250000"],
            config: None,
            timing: true,
            lockstep: None,
            quantum_ps: Some(250_000),
            n_gpus: 4,
            unified: None,
            apu: false,
        },
        Case {
            args: &["--unified-gpus", "1,2,3", "--lockstep", "cycle"],
            config: None,
            timing: false,
            lockstep: Some(LockstepMode::Cycle),
            quantum_ps: None,
            n_gpus: 4,
            unified: Some(vec![1, 2, 3]),
            apu: false,
        },
        Case {
            args: &["--config", "configs/apu.toml", "--gpus", "1"],
            config: Some("configs/apu.toml"),
            timing: false,
            lockstep: None,
            quantum_ps: None,
            n_gpus: 1,
            unified: None,
            apu: true,
        },
    ];
    for (i, c) in cases.iter().enumerate() {
        let out = tmp(&format!("case{i}"));
        let o = prepare_cli(c.args, &out);
        assert!(
            o.status.success(),
            "{:?}: {}\n{}",
            c.args,
            text(&o.stdout),
            text(&o.stderr)
        );
        // The configuration a standalone run with the same flags uses.
        let mut cfg = match c.config {
            Some(p) => TandemConfig::load(&repo_root().join(p)).unwrap(),
            None => TandemConfig::r9_nano(),
        };
        if c.timing {
            cfg.gpu.mode = GpuMode::Timing;
        }
        LockstepArgs {
            lockstep: c.lockstep,
            quantum_ps: c.quantum_ps,
            threads: None,
        }
        .apply(&mut cfg)
        .unwrap();
        let want_side = runtime::gpu_side_config(&cfg, c.n_gpus, c.unified.clone()).unwrap();
        let side_text = std::fs::read_to_string(out.join("gpu-side.toml")).unwrap();
        let side: GpuSideConfig = toml::from_str(&side_text).unwrap();
        assert_eq!(side, want_side, "{:?}", c.args);
        assert_eq!(side.n_gpus as usize, c.n_gpus);
        assert_eq!(side.unified, c.unified);

        let json: serde_json::Value =
            serde_json::from_slice(&std::fs::read(out.join("tandem.json")).unwrap()).unwrap();
        let keys: Vec<&str> = json
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let mut want_keys = SETUP_KEYS.to_vec();
        let mut got_keys = keys.clone();
        want_keys.sort_unstable();
        got_keys.sort_unstable();
        assert_eq!(got_keys, want_keys);
        let mut bkeys: Vec<&str> = json["bridge"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let mut want_bkeys = BRIDGE_KEYS.to_vec();
        bkeys.sort_unstable();
        want_bkeys.sort_unstable();
        assert_eq!(bkeys, want_bkeys);
        let s: Gem5Setup = serde_json::from_value(json.clone()).unwrap();
        assert_eq!(s.n_gpus as usize, c.n_gpus);
        assert_eq!(s.unified, c.unified);
        assert_eq!(
            json["mode"],
            if c.timing || c.apu {
                "timing"
            } else {
                "functional"
            }
        );
        assert_eq!(s.apu, c.apu, "{:?}", c.args);
        assert_eq!(s.vram_bytes, cfg.gpu.vram_bytes);
        assert_eq!(s.host_memory_bytes, cfg.host.memory_bytes);
        assert_eq!(s.connect_timeout_ms, cfg.host.connect_timeout_ms);
        assert_eq!(s.doorbell_bytes, 4);
        let b = runtime::bridge_config(&cfg).unwrap();
        assert_eq!(s.bridge.n_mc, b.n_mc);
        assert_eq!(s.bridge.ring_entries, b.ring_entries);
        assert_eq!(s.bridge.c2g_latency_ps, b.c2g_latency_ps);
        assert_eq!(s.bridge.g2c_latency_ps, b.g2c_latency_ps);
        assert_eq!(
            s.bridge.quantum_ps,
            c.quantum_ps
                .unwrap_or(b.c2g_latency_ps.min(b.g2c_latency_ps))
        );
        assert_eq!(s.bridge.per_cycle, c.lockstep == Some(LockstepMode::Cycle));
        assert_eq!(s.bridge.core_period_ps, 1000);
        assert_eq!(s.bridge.mem_period_ps, 2000);
        assert_eq!(s.gpu_process, [TANDEM, "gpu-process"]);

        // One gpu_id per GPU, distinct, and the same in the topology, the emulated driver and
        // the GPU process's world.
        assert_eq!(s.gpu_ids.len(), c.n_gpus);
        let mut uniq = s.gpu_ids.clone();
        uniq.sort_unstable();
        uniq.dedup();
        assert_eq!(uniq.len(), c.n_gpus);
        assert!(!s.gpu_ids.contains(&0));
        assert_eq!(topology_ids(&out, c.n_gpus), s.gpu_ids, "{:?}", c.args);
        assert_eq!(driver_ids(&side), s.gpu_ids, "{:?}", c.args);
        assert_eq!(world_ids(&side), s.gpu_ids, "{:?}", c.args);
        let _ = std::fs::remove_dir_all(&out);
    }
}

#[test]
fn a_smaller_system_replaces_the_topology_of_a_larger_one() {
    let out = tmp("shrink");
    assert!(prepare_cli(&["--gpus", "4"], &out).status.success());
    assert_eq!(topology_ids(&out, 4).len(), 4);
    assert!(prepare_cli(&["--gpus", "2"], &out).status.success());
    let ids = topology_ids(&out, 2);
    let s: Gem5Setup =
        serde_json::from_slice(&std::fs::read(out.join("tandem.json")).unwrap()).unwrap();
    assert_eq!(ids, s.gpu_ids);
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn gpu_side_toml_is_what_a_standalone_run_passes_to_its_gpu_process() {
    // A GPU executable that records its arguments and then is the real GPU process.
    let dir = tmp("record");
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("record-gpu");
    std::fs::write(
        &script,
        "#!/bin/sh\nprintf '%s\\0' \"$@\" > \"$TANDEM_TEST_ARGS\"\nexec \"$TANDEM_TEST_EXE\" gpu-process \"$@\"\n",
    )
    .unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let args_file = dir.join("args");
    for (n, unified, timing) in [(1, None, false), (3, Some(vec![2, 0]), true)] {
        let mut cfg = TandemConfig::r9_nano();
        if timing {
            cfg.gpu.mode = GpuMode::Timing;
        }
        let p = gem5prep::prepare(&cfg, n, unified.clone()).unwrap();
        let opts = StartOptions {
            gpu_exe: Some(script.clone()),
            gpu_env: vec![
                (
                    "TANDEM_TEST_ARGS".into(),
                    args_file.to_string_lossy().into_owned(),
                ),
                ("TANDEM_TEST_EXE".into(), TANDEM.into()),
            ],
            ..Default::default()
        };
        let rt = Runtime::start_with(&cfg, n, unified, &dir.join("work"), &opts).unwrap();
        assert_eq!(rt.n_gpus(), n);
        rt.finish().unwrap();
        let raw = std::fs::read(&args_file).unwrap();
        let argv: Vec<String> = raw
            .split(|&b| b == 0)
            .filter(|a| !a.is_empty())
            .map(|a| String::from_utf8(a.to_vec()).unwrap())
            .collect();
        let value = |k: &str| -> &str {
            let i = argv
                .iter()
                .position(|a| a == k)
                .unwrap_or_else(|| panic!("{k} not in {argv:?}"));
            &argv[i + 1]
        };
        assert_eq!(value("--config"), p.side_toml, "{n} GPUs");
        assert_eq!(value("--vram-bytes"), p.setup.vram_bytes.to_string());
        assert_eq!(value("--host-bytes"), p.setup.host_memory_bytes.to_string());
        assert_eq!(value("--vram-fd").split(',').count(), n);
        std::fs::remove_file(&args_file).unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_gpu_executable_follows_tandem_gpu_exe() {
    let out = tmp("gpuexe");
    let o = Command::new(TANDEM)
        .env("TANDEM_GPU_EXE", "/opt/tandem/bin/tandem-gpu")
        .args(["gem5-prepare", "--gpus", "1", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", text(&o.stderr));
    let s: Gem5Setup =
        serde_json::from_slice(&std::fs::read(out.join("tandem.json")).unwrap()).unwrap();
    assert_eq!(s.gpu_process, ["/opt/tandem/bin/tandem-gpu"]);
    // A relative path is made absolute: gem5 may start it from another folder.
    let o = Command::new(TANDEM)
        .env("TANDEM_GPU_EXE", "bin/tandem-gpu")
        .current_dir(std::env::temp_dir())
        .args(["gem5-prepare", "--gpus", "1", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", text(&o.stderr));
    let s: Gem5Setup =
        serde_json::from_slice(&std::fs::read(out.join("tandem.json")).unwrap()).unwrap();
    let tmp_dir = std::env::temp_dir();
    assert_eq!(
        s.gpu_process,
        [tmp_dir
            .join("bin/tandem-gpu")
            .to_string_lossy()
            .into_owned()]
    );
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn bad_input_is_refused_and_writes_nothing() {
    let dir = tmp("bad");
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.toml");
    std::fs::write(&broken, "[gpu]\ncount = 4\nvram_bytes = 12\n").unwrap();
    let unknown = dir.join("unknown.toml");
    std::fs::write(&unknown, "[gpu]\ncounts = 4\n").unwrap();
    let broken_s = broken.to_string_lossy().into_owned();
    let unknown_s = unknown.to_string_lossy().into_owned();
    let cases: [(Vec<&str>, &str); 9] = [
        (vec!["--config", &broken_s, "--gpus", "1"], "gpu.vram_bytes"),
        (vec!["--config", &unknown_s, "--gpus", "1"], "counts"),
        (
            vec!["--config", "no/such.toml", "--gpus", "1"],
            "no/such.toml",
        ),
        (vec!["--gpus", "0"], "at least one GPU"),
        (vec!["--gpus", "5"], "gpu.count = 4"),
        (vec!["--unified-gpus", "0,5"], "GPU id 5 does not exist"),
        (vec!["--unified-gpus", "2,2"], "named twice"),
        (vec!["--gpus", "1", "--quantum-ps", "5000000"], "quantum"),
        (
            vec!["--gpus", "2", "--unified-gpus", "1,2"],
            "cannot be used with",
        ),
    ];
    for (args, why) in cases {
        let out = dir.join("out");
        let o = prepare_cli(&args, &out);
        assert!(!o.status.success(), "{args:?} was accepted");
        let e = text(&o.stderr);
        assert!(e.contains(why), "{args:?}: {e}");
        assert!(!out.exists(), "{args:?} wrote {}", out.display());
    }
    // Neither --gpus nor --unified-gpus.
    let out = dir.join("out");
    let o = prepare_cli(&[], &out);
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("--gpus"), "{}", text(&o.stderr));
    assert!(!out.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn help_lists_gem5_prepare() {
    let o = Command::new(TANDEM).arg("--help").output().unwrap();
    assert!(
        text(&o.stdout).contains("gem5-prepare"),
        "{}",
        text(&o.stdout)
    );
    let o = Command::new(TANDEM)
        .args(["gem5-prepare", "--help"])
        .output()
        .unwrap();
    let s = text(&o.stdout);
    assert!(o.status.success());
    for k in [
        "--gpus",
        "--unified-gpus",
        "--timing",
        "--lockstep",
        "--quantum-ps",
        "--out",
    ] {
        assert!(s.contains(k), "{k} missing from\n{s}");
    }
}
