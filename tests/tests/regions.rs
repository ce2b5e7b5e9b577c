//! Regions of interest and the timing window (issue 39, items 1 and 2; docs/outputs.md,
//! "Regions of interest", and docs/standalone.md, "Timing only part of a run").
//!
//! - A region's dump in `stats.txt` holds exactly the sum of the dumps of the kernels inside
//!   it, and starts from zero at the region's begin (kernels before it are not counted):
//!   a program with kernels before, inside and after a region, on the host stub's runtime.
//! - `tandem run bitonic --timing` marks its sort phase: one region dump, every kernel in it.
//! - `--timing-from N` on bitonic: the kernels from N on have timing dumps with the same
//!   instructions and memory traffic as the full timing run's, the first of them starts cold
//!   (nothing is warmed during the functional stretch), the later ones are within 2 % in
//!   cycles, the kernels before N have none, and the run takes less wall time.

mod common;
use common::{out_dir, setup};
use gpu_sim::stats::derive::{parse_dumps, ParsedDump};
use gpu_sim::stats::dumps::{DumpIndex, DUMPS_FILE};
use host_stub::config::TandemConfig;
use host_stub::runtime::{KArg, Placement, Runtime, Target};
use std::path::Path;
use tandem::run::{cmd_run, RunArgs};

fn timing_cfg() -> TandemConfig {
    let mut cfg = TandemConfig::r9_nano();
    cfg.gpu.mode = gpu_sim::side::GpuMode::Timing;
    cfg
}

fn read_dumps(dir: &Path) -> (DumpIndex, Vec<ParsedDump>) {
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    let index: DumpIndex =
        serde_json::from_slice(&std::fs::read(dir.join(DUMPS_FILE)).unwrap()).unwrap();
    let dumps = parse_dumps(&stats);
    assert_eq!(
        index.dumps.len(),
        dumps.len(),
        "stats-dumps.json names every dump"
    );
    (index, dumps)
}

/// Whether `name` is a counter that sums over kernels: a `gpu[g].` line with an integer value
/// (derived rates have decimals, but the DRAM bandwidth prints whole bytes per second; a
/// kernel's interval and identity are not counters).
fn summed(name: &str, value: &str) -> bool {
    name.starts_with("gpu[")
        && !name.ends_with(".dram.bandwidth")
        && !name.ends_with(".kernel.start_ps")
        && !name.ends_with(".kernel.end_ps")
        && value.parse::<u64>().is_ok()
}

/// Checks region dump `r` against the sum of the kernel dumps `kernels`; returns how many
/// counters were compared.
fn check_sum(r: &ParsedDump, kernels: &[&ParsedDump]) -> usize {
    let mut compared = 0;
    for (name, value) in &r.values {
        if !summed(name, value) {
            continue;
        }
        let want: u64 = kernels.iter().map(|k| k.get(name).unwrap_or(0)).sum();
        assert_eq!(
            value.parse::<u64>().unwrap(),
            want,
            "{name}: the region's value is not the sum of its kernels'"
        );
        compared += 1;
    }
    // And nothing a kernel counted is missing from the region.
    for k in kernels {
        for (name, value) in &k.values {
            if summed(name, value) {
                assert!(
                    r.get(name).is_some(),
                    "{name} missing from the region's dump"
                );
            }
        }
    }
    compared
}

#[test]
fn region_dump_is_the_sum_of_its_kernels_and_starts_from_zero() {
    setup();
    let dir = out_dir("regions-sum");
    let mut rt = Runtime::start(&timing_cfg(), 1, None, &dir).unwrap();
    let module = rt
        .load_module(include_bytes!("../../gpu-sim/kernels/vecadd.hsaco"))
        .unwrap();
    let n = 4096usize;
    let size = (n * 4) as u64;
    let (a, b, c) = (
        rt.alloc(Placement::Gpu(0), size).unwrap(),
        rt.alloc(Placement::Gpu(0), size).unwrap(),
        rt.alloc(Placement::Gpu(0), size).unwrap(),
    );
    let ones: Vec<u8> = (0..n).flat_map(|_| 1.0f32.to_le_bytes()).collect();
    rt.write(&a, 0, &ones).unwrap();
    rt.write(&b, 0, &ones).unwrap();
    let add = |rt: &mut Runtime, x, y, z| {
        rt.launch(
            Target::Gpu(0),
            &module,
            "vecadd",
            [n as u32, 1, 1],
            [256, 1, 1],
            &[
                KArg::Ptr(x),
                KArg::Ptr(y),
                KArg::Ptr(z),
                KArg::U32(n as u32),
            ],
        )
        .unwrap();
    };
    // Two kernels before the region, three inside (two of them in a nested region), one after.
    add(&mut rt, a, b, c);
    add(&mut rt, c, b, a);
    rt.wait(Target::Gpu(0)).unwrap();
    rt.region_begin("roi").unwrap();
    add(&mut rt, a, b, c);
    rt.wait(Target::Gpu(0)).unwrap();
    rt.region_begin("inner").unwrap();
    add(&mut rt, c, b, a);
    add(&mut rt, a, c, b);
    rt.wait(Target::Gpu(0)).unwrap();
    rt.region_end().unwrap();
    rt.region_end().unwrap();
    assert!(
        rt.region_end().is_err(),
        "an end with no region open is refused"
    );
    add(&mut rt, b, c, a);
    rt.wait(Target::Gpu(0)).unwrap();
    rt.finish().unwrap();

    let (index, dumps) = read_dumps(&dir);
    let kinds: Vec<&str> = index.dumps.iter().map(|d| d.kind.as_str()).collect();
    assert_eq!(
        kinds,
        ["kernel", "kernel", "kernel", "kernel", "kernel", "kernel", "region", "region", "run"]
    );
    let (roi, inner) = (&index.dumps[6], &index.dumps[7]);
    assert_eq!(roi.region.as_deref(), Some("roi"));
    assert_eq!(inner.region.as_deref(), Some("inner"));
    assert_eq!(roi.kernels.as_deref(), Some(&[2, 3, 4][..]));
    assert_eq!(inner.kernels.as_deref(), Some(&[3, 4][..]));
    assert_eq!((roi.depth, inner.depth), (Some(0), Some(1)));
    assert!(roi.start_ps < inner.start_ps && inner.end_ps <= roi.end_ps);
    // The region's interval is its root statistics'.
    assert_eq!(dumps[6].get("finalTick"), Some(roi.end_ps));
    assert_eq!(dumps[6].get("simTicks"), Some(roi.end_ps - roi.start_ps));
    assert_eq!(dumps[6].get("region.kernels"), Some(3));

    let compared = check_sum(&dumps[6], &[&dumps[2], &dumps[3], &dumps[4]]);
    assert!(compared > 50, "only {compared} counters compared");
    check_sum(&dumps[7], &[&dumps[3], &dumps[4]]);
    // The reset at the region's begin: the two kernels before it are not in its counters,
    // though they did work the region's counters would show (instructions, L2 reads).
    for name in ["gpu[0].total.cu.instructions", "gpu[0].total.l2.reads"] {
        let before = dumps[0].get(name).unwrap() + dumps[1].get(name).unwrap();
        let inside: u64 = (2..5).map(|i| dumps[i].get(name).unwrap()).sum();
        assert!(
            before > 0,
            "{name}: the kernels before the region did no work"
        );
        assert_eq!(dumps[6].get(name), Some(inside), "{name}");
        assert_ne!(dumps[6].get(name), Some(inside + before), "{name}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `tandem run bitonic --timing --verify --out DIR` with `size` and the window's flags, in
/// process; its wall time.
fn run_args(dir: &Path, size: &str, from: Option<&str>, until: Option<&str>) -> RunArgs {
    RunArgs {
        size: size.into(),
        verify: true,
        timing: true,
        timing_from: from.map(str::to_string),
        timing_until: until.map(str::to_string),
        ..RunArgs::new("bitonic", dir)
    }
}

fn tandem_run(dir: &Path, size: &str, from: Option<&str>) -> std::time::Duration {
    let t0 = std::time::Instant::now();
    cmd_run(&run_args(dir, size, from, None)).unwrap();
    t0.elapsed()
}

#[test]
fn bitonic_marks_its_sort_phase() {
    setup();
    let dir = out_dir("regions-bitonic");
    tandem_run(&dir, "small", None);
    let (index, dumps) = read_dumps(&dir);
    let kernels: Vec<usize> = index
        .dumps
        .iter()
        .filter(|d| d.kind == "kernel")
        .map(|d| d.dump)
        .collect();
    let regions: Vec<_> = index.dumps.iter().filter(|d| d.kind == "region").collect();
    assert_eq!(regions.len(), 1);
    assert_eq!(regions[0].region.as_deref(), Some("sort"));
    assert_eq!(regions[0].kernels.as_ref(), Some(&kernels));
    let k: Vec<&ParsedDump> = kernels.iter().map(|&i| &dumps[i]).collect();
    check_sum(&dumps[regions[0].dump], &k);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The measured property of `--timing-from N` (docs/standalone.md): nothing is warmed while
/// kernels run functionally, so kernel N starts with empty caches and TLBs (it is slower than
/// in the full run); from N + 1 on the caches hold what the full run's hold (every compute
/// unit runs work in each kernel at this size), so the kernels do the same memory traffic and
/// differ in cycles by under 2 % (the compute units' L1 TLBs still miss on pages the full
/// run's earlier kernels had touched, and the start falls elsewhere in the clock).
#[test]
fn timing_from_matches_the_full_run_after_a_cold_first_kernel() {
    setup();
    let (full_dir, part_dir) = (out_dir("window-full"), out_dir("window-from"));
    let from = 100usize;
    let full_wall = tandem_run(&full_dir, "1gpu", None);
    let part_wall = tandem_run(&part_dir, "1gpu", Some(&from.to_string()));
    let (fi, fd) = read_dumps(&full_dir);
    let (pi, pd) = read_dumps(&part_dir);
    let key = |d: &gpu_sim::stats::dumps::DumpEntry| (d.gpu, d.queue_id, d.dispatch_id);
    let full: std::collections::HashMap<_, _> = fi
        .dumps
        .iter()
        .filter(|d| d.kind == "kernel")
        .map(|d| (key(d), &fd[d.dump]))
        .collect();
    let part: Vec<_> = pi.dumps.iter().filter(|d| d.kind == "kernel").collect();
    let n_full = full.len();
    assert!(n_full > from + 10, "bitonic 1gpu has {n_full} kernels");
    // Timing dumps for exactly the kernels from `from` on.
    let ids: Vec<u64> = part.iter().map(|d| d.dispatch_id.unwrap()).collect();
    assert_eq!(ids, (from as u64..n_full as u64).collect::<Vec<_>>());
    let same = [
        "gpu[0].total.cu.instructions",
        "gpu[0].total.cu.workgroups",
        "gpu[0].total.l2.reads",
        "gpu[0].total.l2.writes",
        "gpu[0].total.dram.bytes_written",
    ];
    let warm = [
        "gpu[0].total.l2.read_hits",
        "gpu[0].total.dram.reads",
        "gpu[0].total.dram.row_hits",
    ];
    for (i, d) in part.iter().enumerate() {
        let p = &pd[d.dump];
        let f = full[&key(d)];
        for name in same {
            assert_eq!(p.get(name), f.get(name), "kernel {}: {name}", ids[i]);
        }
        let (pc, fc) = (
            p.get("gpu[0].kernel.cycles").unwrap(),
            f.get("gpu[0].kernel.cycles").unwrap(),
        );
        if i == 0 {
            // Cold: every line from DRAM, every page walked.
            assert!(pc > fc, "kernel {from}: {pc} cycles cold, {fc} warm");
            assert_eq!(p.get("gpu[0].total.l2.read_hits"), Some(0));
            continue;
        }
        for name in warm {
            assert_eq!(p.get(name), f.get(name), "kernel {}: {name}", ids[i]);
        }
        assert!(
            pc.abs_diff(fc) * 50 <= fc,
            "kernel {}: {pc} cycles against {fc} in the full run",
            ids[i]
        );
    }
    assert!(
        part_wall < full_wall,
        "--timing-from {from}: {part_wall:?}, the full timing run {full_wall:?}"
    );
    let _ = std::fs::remove_dir_all(&full_dir);
    let _ = std::fs::remove_dir_all(&part_dir);
}

#[test]
fn timing_window_flags_are_checked() {
    setup();
    let dir = out_dir("window-flags");
    let mut functional = run_args(&dir, "small", Some("3"), None);
    functional.timing = false;
    for (args, want) in [
        (functional, "--timing-from needs --timing"),
        (
            run_args(&dir, "small", None, Some("region:x")),
            "--timing-until (gpu.cp.timing_until)",
        ),
        (
            run_args(&dir, "small", Some("region:"), None),
            "--timing-from (gpu.cp.timing_from)",
        ),
    ] {
        let err = cmd_run(&args).unwrap_err().to_string();
        assert!(err.contains(want), "{args:?}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The window's bounds on bitonic (small, verified, so a functional stretch between timing
/// ones computes the same sort): which launches got timing dumps.
#[test]
fn window_bounds_select_the_timed_kernels() {
    setup();
    let dir = out_dir("window-bounds");
    for (from, until, gpus, size, want) in [
        (
            Some("10"),
            Some("20"),
            None,
            "small",
            (10..20).collect::<Vec<u64>>(),
        ),
        (None, Some("5"), None, "small", (0..5).collect()),
        (
            Some("bitonic_sort_step"),
            Some("40"),
            None,
            "small",
            (0..40).collect(),
        ),
        (Some("region:sort"), None, None, "small", (0..55).collect()),
        (Some("region:nosuch"), None, None, "small", Vec::new()),
        // Two GPUs (the small input fits one page, so one GPU would run it all), each command
        // processor counting its own launches.
        (
            Some("7"),
            Some("9"),
            Some(vec![0, 1]),
            "1gpu",
            vec![7, 7, 8, 8],
        ),
    ] {
        let mut a = run_args(&dir, size, from, until);
        a.gpus = gpus.clone();
        cmd_run(&a).unwrap_or_else(|e| panic!("{from:?}..{until:?} on {gpus:?}: {e:#}"));
        let (index, _) = read_dumps(&dir);
        let mut ids: Vec<u64> = index
            .dumps
            .iter()
            .filter(|d| d.kind == "kernel")
            .map(|d| d.dispatch_id.unwrap())
            .collect();
        ids.sort();
        assert_eq!(ids, want, "{from:?}..{until:?} on {gpus:?}");
        let s: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.join("summary.json")).unwrap()).unwrap();
        assert_eq!(s["verification"]["verified"], true, "{}", s["verification"]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
