//! Shared virtual memory for unified GPUs (`host.unified_placement`, docs/multi-gpu.md
//! "Placement"): with first touch every page moves exactly once, to the first GPU whose walk
//! reaches it, over the fabric (the migration controllers' pulls), a page two GPUs touch is
//! read remotely by the second, the results verify and the statistics repeat; explicit
//! placement moves the pages at allocation and no GPU faults; functional mode keeps SVM pages
//! in host memory and verifies.

mod common;
use common::{out_dir, request, setup, timing_cfg};

use host_stub::config::{TandemConfig, UnifiedPlacement};
use host_stub::run::run_one;
use host_stub::runtime::{KArg, Placement, Runtime, Target};
use host_stub::workloads::Mode;

/// The counter `name` of the whole run (the last section of `stats.txt`), summed over every
/// component whose path ends with it.
fn stat(stats: &str, name: &str) -> u64 {
    let whole = stats.rsplit("# whole run").next().unwrap_or("");
    whole
        .lines()
        .filter_map(|l| {
            let mut it = l.split_whitespace();
            let key = it.next()?;
            (key == name || key.ends_with(&format!("].{name}")))
                .then(|| it.next()?.parse::<u64>().ok())?
        })
        .sum()
}

fn placed(mut cfg: TandemConfig, p: UnifiedPlacement) -> TandemConfig {
    cfg.host.unified_placement = p;
    cfg
}

fn run(cfg: &TandemConfig, w: &'static str, name: &str) -> String {
    let dir = out_dir(name);
    run_one(cfg, &request(w, 4, Mode::Unified), &dir).unwrap();
    // Functional mode writes no stats.txt.
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    stats
}

#[test]
fn first_touch_moves_every_page_once_and_repeats() {
    setup();
    let cfg = placed(timing_cfg(), UnifiedPlacement::FirstTouch);
    for w in ["vecadd", "fir"] {
        let stats = run(&cfg, w, &format!("ft-{w}"));
        let pages = stat(&stats, "sys.driver.svm.pages");
        let moved = stat(&stats, "sys.driver.svm.migrations");
        assert!(pages > 0, "{w}: no SVM pages");
        assert_eq!(
            stat(&stats, "pmc.pages"),
            moved,
            "{w}: pulls and migrations"
        );
        assert!(moved <= pages, "{w}: a page moved twice");
        assert!(
            moved > 0 && stat(&stats, "page_table.svm_faults") >= moved,
            "{w}"
        );
        for g in 0..4 {
            let s = stat(&stats, &format!("gpu[{g}].pmc.pages"));
            assert!(s > 0, "{w}: GPU {g} pulled nothing");
        }
        assert_eq!(
            stats,
            run(&cfg, w, &format!("ft-{w}-again")),
            "{w}: stats differ"
        );
    }
}

#[test]
fn a_page_two_gpus_touch_moves_once_and_the_second_reads_it_remotely() {
    setup();
    let dir = out_dir("ft-shared");
    let cfg = placed(timing_cfg(), UnifiedPlacement::FirstTouch);
    let mut rt = Runtime::start(&cfg, 4, Some(vec![0, 1, 2, 3]), &dir).unwrap();
    let module = rt
        .load_module(include_bytes!("../../gpu-sim/kernels/vecadd.hsaco"))
        .unwrap();
    // 20 workgroups of 256 floats over 4 GPUs, 5 each: GPU 0 ends 256 floats into page 1,
    // where GPU 1 starts.
    let n = 5 * 1024usize;
    let size = (n * 4) as u64;
    let (a, b): (Vec<f32>, Vec<f32>) = (0..n).map(|i| (i as f32, 3.0 * i as f32)).unzip();
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let bufs: Vec<_> = (0..3)
        .map(|_| rt.alloc(Placement::Unified, size).unwrap())
        .collect();
    rt.write(&bufs[0], 0, &bytes(&a)).unwrap();
    rt.write(&bufs[1], 0, &bytes(&b)).unwrap();
    let args = [
        KArg::Ptr(bufs[0]),
        KArg::Ptr(bufs[1]),
        KArg::Ptr(bufs[2]),
        KArg::U32(n as u32),
    ];
    rt.launch(
        Target::Unified,
        &module,
        "vecadd",
        [n as u32, 1, 1],
        [256, 1, 1],
        &args,
    )
    .unwrap();
    rt.wait(Target::Unified).unwrap();
    let mut c = vec![0u8; n * 4];
    rt.read(&bufs[2], 0, &mut c).unwrap();
    rt.finish().unwrap();
    let got: Vec<f32> = c
        .chunks(4)
        .map(|x| f32::from_le_bytes([x[0], x[1], x[2], x[3]]))
        .collect();
    let want: Vec<f32> = (0..n).map(|i| a[i] + b[i]).collect();
    assert_eq!(got, want);
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    let pages = stat(&stats, "sys.driver.svm.pages");
    // 5 pages per buffer, each moved exactly once; pages 1-3 of each buffer are touched by
    // two GPUs, so the second GPU's fault is answered with the first one's copy.
    assert_eq!(pages, 15);
    assert_eq!(stat(&stats, "sys.driver.svm.migrations"), 15, "{stats}");
    let faults = stat(&stats, "sys.driver.svm.faults");
    assert!(faults >= 15 + 3 * 3, "faults {faults}");
    // The remote readers' traffic crossed the fabric.
    assert!(stat(&stats, "rdma.requests_in") > 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn explicit_placement_moves_pages_at_allocation_and_no_gpu_faults() {
    setup();
    let cfg = placed(timing_cfg(), UnifiedPlacement::Explicit);
    let stats = run(&cfg, "vecadd", "explicit");
    assert!(stat(&stats, "sys.driver.svm.prefetched") > 0);
    assert_eq!(stat(&stats, "sys.driver.svm.faults"), 0);
    assert_eq!(stat(&stats, "sys.driver.svm.migrations"), 0);
}

#[test]
fn functional_mode_runs_svm_in_host_memory_and_verifies() {
    setup();
    for p in [UnifiedPlacement::FirstTouch, UnifiedPlacement::Explicit] {
        let cfg = placed(TandemConfig::r9_nano(), p);
        run(&cfg, "vecadd", "svm-functional");
    }
}
