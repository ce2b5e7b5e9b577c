//! Checkpoints of the GPU side at a kernel boundary (issue 39, item 3; docs/standalone.md,
//! "Checkpoints").
//!
//! - Timing: `tandem run bitonic --timing --checkpoint-at 30` (which runs on after writing the
//!   checkpoint, with the boundary's clean caches and closed DRAM rows) and `--restore` of its
//!   checkpoint give verified outputs and byte-identical kernel dumps for every kernel from the
//!   boundary on (absolute times included; only the dump number differs), and the restored run
//!   has no dumps for the kernels before it.
//! - Functional: the same outputs, and every kernel after the boundary starts and ends at the
//!   same simulated time; the launches before it ran nothing.
//! - Refusals: a missing folder, a truncated or altered file, a checkpoint of another
//!   configuration or workload, and a GPU-side state the re-run start-up does not rebuild each
//!   fail with a message naming the problem, never a panic.

mod common;
use common::{out_dir, setup};
use gpu_sim::checkpoint::{Manifest, GPU_STATE, HOST_PAGES, MANIFEST};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use tandem::run::{cmd_run, CheckpointArgs, RunArgs};

const AT: u64 = 30;

fn args(out: &Path, timing: bool, checkpoint: CheckpointArgs) -> RunArgs {
    RunArgs {
        verify: true,
        timing,
        checkpoint,
        ..RunArgs::new("bitonic", out)
    }
}

fn save(dir: &Path) -> CheckpointArgs {
    CheckpointArgs {
        checkpoint_at: Some(AT.to_string()),
        checkpoint_dir: Some(dir.to_path_buf()),
        restore: None,
    }
}

fn restore(dir: &Path) -> CheckpointArgs {
    CheckpointArgs {
        restore: Some(dir.to_path_buf()),
        ..CheckpointArgs::default()
    }
}

fn summary(dir: &Path) -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(dir.join("summary.json")).unwrap()).unwrap()
}

/// Kernel dumps by (GPU, queue, dispatch id): their lines without the machine's `host*`
/// figures and the dump number (`kernel.index` counts the dumps of a run).
fn kernel_dumps(dir: &Path) -> HashMap<(u64, u64, u64), Vec<String>> {
    let text = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    let index: gpu_sim::stats::dumps::DumpIndex = serde_json::from_slice(
        &std::fs::read(dir.join(gpu_sim::stats::dumps::DUMPS_FILE)).unwrap(),
    )
    .unwrap();
    let blocks: Vec<&str> = text
        .split("---------- Begin Simulation Statistics ----------")
        .skip(1)
        .collect();
    assert_eq!(blocks.len(), index.dumps.len());
    index
        .dumps
        .iter()
        .zip(blocks)
        .filter(|(d, _)| d.kind == "kernel")
        .map(|(d, b)| {
            let lines = b
                .lines()
                .filter(|l| {
                    !l.is_empty()
                        && !l.starts_with("host")
                        && !l.starts_with("kernel.index ")
                        && !l.starts_with("----------")
                })
                .map(str::to_string)
                .collect();
            (
                (
                    d.gpu.unwrap_or(0) as u64,
                    u64::from(d.queue_id.unwrap_or(0)),
                    d.dispatch_id.unwrap(),
                ),
                lines,
            )
        })
        .collect()
}

#[test]
fn timing_restore_gives_the_kernel_dumps_of_the_run_that_wrote_it() {
    setup();
    let (ck, full, rest) = (
        out_dir("timing-ckpt"),
        out_dir("timing-full"),
        out_dir("timing-restored"),
    );
    cmd_run(&args(&full, true, save(&ck))).unwrap();
    for f in [MANIFEST, GPU_STATE, HOST_PAGES, "gpu0-vram.pages"] {
        assert!(ck.join(f).is_file(), "{f} written");
    }
    let m = Manifest::open(&ck).unwrap();
    assert_eq!((m.launch, m.kernel.as_str()), (AT, "bitonic_sort_step"));
    cmd_run(&args(&rest, true, restore(&ck))).unwrap();
    let (a, b) = (summary(&full), summary(&rest));
    assert_eq!(a["verification"]["verified"], true);
    assert_eq!(b["verification"]["verified"], true);
    assert_eq!(a["simulated_time_ps"], b["simulated_time_ps"]);
    let (da, db) = (kernel_dumps(&full), kernel_dumps(&rest));
    let n = da.len() as u64;
    assert!(n > AT + 10, "bitonic small has {n} kernels");
    let mut ids: Vec<u64> = db.keys().map(|k| k.2).collect();
    ids.sort_unstable();
    assert_eq!(
        ids,
        (AT..n).collect::<Vec<_>>(),
        "dumps for exactly the kernels after the boundary"
    );
    for (k, lines) in &db {
        let want = &da[k];
        for (x, y) in want.iter().zip(lines) {
            assert_eq!(x, y, "kernel {k:?}: the restored run's dump differs");
        }
        assert_eq!(want.len(), lines.len(), "kernel {k:?}");
    }
    // The launches before the boundary ran nothing in the restored run.
    let skipped = b["kernels"].as_array().unwrap()[..AT as usize]
        .iter()
        .all(|k| k["members"][0]["wavefront_instructions"] == 0);
    assert!(skipped);
    for d in [ck, full, rest] {
        let _ = std::fs::remove_dir_all(d);
    }
}

#[test]
fn functional_restore_gives_the_same_outputs_and_times() {
    setup();
    let (ck, full, rest) = (
        out_dir("func-ckpt"),
        out_dir("func-full"),
        out_dir("func-restored"),
    );
    cmd_run(&args(&full, false, save(&ck))).unwrap();
    cmd_run(&args(&rest, false, restore(&ck))).unwrap();
    let (a, b) = (summary(&full), summary(&rest));
    assert_eq!(b["verification"]["verified"], true);
    assert_eq!(a["simulated_time_ps"], b["simulated_time_ps"]);
    let (ka, kb) = (
        a["kernels"].as_array().unwrap(),
        b["kernels"].as_array().unwrap(),
    );
    assert_eq!(ka.len(), kb.len());
    for (i, (x, y)) in ka.iter().zip(kb).enumerate().skip(AT as usize) {
        for f in ["gpu_start_ps", "gpu_end_ps", "submit_ps"] {
            assert_eq!(x[f], y[f], "kernel {i}: {f}");
        }
        assert_eq!(x["members"], y["members"], "kernel {i}");
    }
    for d in [ck, full, rest] {
        let _ = std::fs::remove_dir_all(d);
    }
}

/// The error of restoring `ck` into `args` (it must fail), as its full message.
fn refused(a: &RunArgs) -> String {
    match cmd_run(a) {
        Ok(()) => panic!("the restore was accepted"),
        Err(e) => format!("{e:#}"),
    }
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
    }
}

/// Re-seals `dir`'s manifest over its files as they are now (a checkpoint edited on purpose:
/// the checksums pass, what the files say must still be checked).
fn reseal(dir: &Path) {
    let m = Manifest::read_unchecked(dir).unwrap();
    let names: Vec<String> = m.files.iter().map(|f| f.name.clone()).collect();
    m.seal(dir, &names).unwrap();
}

#[test]
fn bad_checkpoints_are_refused_naming_the_problem() {
    setup();
    let (ck, out) = (out_dir("bad-ckpt"), out_dir("bad-out"));
    cmd_run(&args(&out, false, save(&ck))).unwrap();
    let restored = |dir: &PathBuf| args(&out, false, restore(dir));

    // A missing folder.
    let missing = out_dir("bad-missing");
    let _ = std::fs::remove_dir_all(&missing);
    let e = refused(&restored(&missing));
    assert!(e.contains("no such folder"), "{e}");

    // A folder without a manifest (the run that wrote it did not finish).
    let partial = out_dir("bad-partial");
    copy_dir(&ck, &partial);
    std::fs::remove_file(partial.join(MANIFEST)).unwrap();
    let e = refused(&restored(&partial));
    assert!(e.contains(MANIFEST), "{e}");

    // A truncated page file.
    let trunc = out_dir("bad-trunc");
    copy_dir(&ck, &trunc);
    let p = trunc.join(HOST_PAGES);
    let bytes = std::fs::read(&p).unwrap();
    std::fs::write(&p, &bytes[..bytes.len() / 2]).unwrap();
    let e = refused(&restored(&trunc));
    assert!(e.contains(HOST_PAGES) && e.contains("truncated"), "{e}");

    // One altered byte.
    let flip = out_dir("bad-flip");
    copy_dir(&ck, &flip);
    let p = flip.join("gpu0-vram.pages");
    let mut bytes = std::fs::read(&p).unwrap();
    bytes[4000] ^= 0x40;
    std::fs::write(&p, &bytes).unwrap();
    let e = refused(&restored(&flip));
    assert!(
        e.contains("gpu0-vram.pages") && e.contains("checksum"),
        "{e}"
    );

    // Another configuration: the key is named.
    let mut other = restored(&ck);
    other.lockstep.quantum_ps = Some(500_000);
    let e = refused(&other);
    assert!(e.contains("bridge.quantum_ps"), "{e}");

    // Another workload.
    let mut fir = restored(&ck);
    fir.workload = "fir".into();
    let e = refused(&fir);
    assert!(e.contains("workload") && e.contains("bitonic"), "{e}");

    // A GPU-side state the re-run start-up does not rebuild (edited, then re-sealed so the
    // checksums pass): the GPU process stops the run naming the first differing field.
    let state = out_dir("bad-state");
    copy_dir(&ck, &state);
    let p = state.join(GPU_STATE);
    let mut s: serde_json::Value = serde_json::from_slice(&std::fs::read(&p).unwrap()).unwrap();
    s["vram_used"][0] = serde_json::json!(12345);
    std::fs::write(&p, serde_json::to_vec(&s).unwrap()).unwrap();
    reseal(&state);
    let e = refused(&restored(&state));
    assert!(e.contains("vram_used[0]"), "{e}");

    // A malformed state file (valid JSON of the wrong shape), re-sealed.
    std::fs::write(&p, b"{\"version\": 1}").unwrap();
    reseal(&state);
    let e = refused(&restored(&state));
    assert!(e.contains(GPU_STATE) && e.contains("corrupt"), "{e}");

    for d in [ck, out, partial, trunc, flip, state] {
        let _ = std::fs::remove_dir_all(d);
    }
}
