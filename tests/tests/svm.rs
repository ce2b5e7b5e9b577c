//! Shared virtual memory for unified GPUs (`host.unified_placement`, docs/multi-gpu.md
//! "Placement"): with first touch every page moves exactly once, to the first GPU whose walk
//! reaches it, over the fabric (the migration controllers' pulls), a page two GPUs touch is
//! read remotely by the second, the results verify and the statistics repeat; explicit
//! placement moves the pages at allocation and no GPU faults; functional mode keeps SVM pages
//! in host memory and verifies. Migration between GPUs: a page another GPU reaches later
//! moves once more, to it (one-sided); GPUs hammering one page with atomics make it bounce
//! without a guard and keep it in place with one, and every atomic survives the moves (the
//! shoot-down drains the accesses in flight before the page's bytes move).

mod common;
use common::{out_dir, request, setup, timing_cfg};
use gpu_sim::stats::derive::BEGIN_MARKER;
use gpu_sim::stats::gem5text::without_host_stats;

use host_programs::workloads::Mode;
use host_stub::config::{TandemConfig, UnifiedPlacement};
use host_stub::runtime::{KArg, Placement, Runtime, Target};
use tandem::run::run_one;

/// The counter `name` of the whole run (the last section of `stats.txt`), summed over every
/// component whose path ends with it.
fn stat(stats: &str, name: &str) -> u64 {
    let whole = stats.rsplit(BEGIN_MARKER).next().unwrap_or("");
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
    // Functional mode writes no stats.txt. All but gem5's host-measured lines (wall time,
    // memory), which differ run to run.
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    without_host_stats(&stats)
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

fn guarded(cfg: TandemConfig, guard_ps: u64) -> TandemConfig {
    let mut cfg = placed(cfg, UnifiedPlacement::FirstTouch);
    // A 1 ns fault link: the pull starts right after the shoot-down's answers, so an access
    // still in flight to the old place would land after the copy (were it not drained).
    let t: toml::Table = format!("svm_guard_ps = {guard_ps}\nsvm_fault_latency_ps = 1000")
        .parse()
        .unwrap();
    cfg.gpu
        .timing
        .insert("page_walk".into(), toml::Value::Table(t));
    assert_eq!(
        cfg.gpu.timing_config().unwrap().page_walk.svm_guard_ps,
        guard_ps
    );
    cfg
}

fn ints(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn from_ints(b: &[u8]) -> Vec<i32> {
    b.chunks(4)
        .map(|x| i32::from_le_bytes([x[0], x[1], x[2], x[3]]))
        .collect()
}

#[test]
fn a_page_another_gpu_reaches_later_moves_to_it_once() {
    setup();
    let dir = out_dir("mig-one-sided");
    let cfg = guarded(timing_cfg(), 0);
    // GPU 0's queue runs unified kernels on all three; GPUs 1 and 2 run their own.
    let mut rt = Runtime::start(&cfg, 3, Some(vec![0, 1, 2]), &dir).unwrap();
    let module = rt
        .load_module(include_bytes!("../../gpu-sim/kernels/vecadd.hsaco"))
        .unwrap();
    // Four pages per buffer. GPU 1 computes c = a + b, then GPU 2 computes d = c + b: c's
    // and b's pages move from GPU 1 to GPU 2, a stays, d comes from host memory.
    let n = 4 * 1024usize;
    let size = (n * 4) as u64;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 0.5 * i as f32).collect();
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let bufs: Vec<_> = (0..4)
        .map(|_| rt.alloc(Placement::Unified, size).unwrap())
        .collect();
    rt.write(&bufs[0], 0, &bytes(&a)).unwrap();
    rt.write(&bufs[1], 0, &bytes(&b)).unwrap();
    for (gpu, x, y, out) in [(1, 0, 1, 2), (2, 2, 1, 3)] {
        let args = [
            KArg::Ptr(bufs[x]),
            KArg::Ptr(bufs[y]),
            KArg::Ptr(bufs[out]),
            KArg::U32(n as u32),
        ];
        let t = Target::Gpu(gpu);
        rt.launch(t, &module, "vecadd", [n as u32, 1, 1], [256, 1, 1], &args)
            .unwrap();
        rt.wait(t).unwrap();
    }
    let mut d = vec![0u8; n * 4];
    rt.read(&bufs[3], 0, &mut d).unwrap();
    rt.finish().unwrap();
    let got: Vec<f32> = d
        .chunks(4)
        .map(|x| f32::from_le_bytes([x[0], x[1], x[2], x[3]]))
        .collect();
    let want: Vec<f32> = (0..n).map(|i| a[i] + 2.0 * b[i]).collect();
    assert_eq!(got, want);
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    assert_eq!(stat(&stats, "sys.driver.svm.pages"), 16);
    // a, b, c to GPU 1; b, c on to GPU 2; d to GPU 2: every page once per GPU it serves.
    let svm: Vec<&str> = stats
        .rsplit(BEGIN_MARKER)
        .next()
        .unwrap_or("")
        .lines()
        .filter(|l| l.contains(".svm") || l.contains("pmc.pages"))
        .collect();
    let svm = svm.join("\n");
    assert_eq!(
        stat(&stats, "sys.driver.svm.migrations"),
        12 + 8 + 4,
        "{svm}"
    );
    assert_eq!(stat(&stats, "sys.driver.svm.from_gpu"), 8);
    // Each page leaving GPU 1 was shot down there, and only there.
    assert_eq!(stat(&stats, "sys.driver.svm.unmaps"), 8);
    assert_eq!(stat(&stats, "gpu[1].page_table.svm_shootdowns"), 8);
    assert_eq!(stat(&stats, "page_table.svm_shootdowns"), 8);
    assert_eq!(stat(&stats, "sys.driver.svm.pinned"), 0);
    assert_eq!(stat(&stats, "gpu[1].pmc.pages"), 12);
    assert_eq!(stat(&stats, "gpu[2].pmc.pages"), 12);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `atomic_counters` over `groups` workgroups of 64 on two unified GPUs with first
/// touch and a migration guard of `guard_ps`; checks every counter and returns the stats.
fn hammer(guard_ps: u64, groups: usize, name: &str) -> String {
    let dir = out_dir(name);
    let cfg = guarded(timing_cfg(), guard_ps);
    let mut rt = Runtime::start(&cfg, 2, Some(vec![0, 1]), &dir).unwrap();
    let module = rt
        .load_module(include_bytes!("../../gpu-sim/kernels/atomics_global.hsaco"))
        .unwrap();
    let n = groups * 64;
    let input: Vec<i32> = (0..n as i32).map(|i| (i * 7919) % 1000 - 500).collect();
    let init = [0, 0, i32::MAX, i32::MIN, 0, 0, -1, 0, 0];
    let buf_in = rt.alloc(Placement::Unified, (n * 4) as u64).unwrap();
    let counters = rt.alloc(Placement::Unified, 4096).unwrap();
    let ret = rt.alloc(Placement::Unified, (n * 4) as u64).unwrap();
    rt.write(&buf_in, 0, &ints(&input)).unwrap();
    rt.write(&counters, 0, &ints(&init)).unwrap();
    let args = [KArg::Ptr(buf_in), KArg::Ptr(counters), KArg::Ptr(ret)];
    rt.launch(
        Target::Unified,
        &module,
        "atomic_counters",
        [n as u32, 1, 1],
        [64, 1, 1],
        &args,
    )
    .unwrap();
    rt.wait(Target::Unified).unwrap();
    let mut c = vec![0u8; 9 * 4];
    rt.read(&counters, 0, &mut c).unwrap();
    let mut r = vec![0u8; n * 4];
    rt.read(&ret, 0, &mut r).unwrap();
    rt.finish().unwrap();
    let c = from_ints(&c);
    let sum: i32 = input.iter().sum();
    let xor = input.iter().fold(0, |a, v| a ^ v);
    assert_eq!(c[0], n as i32, "{name}: atomic_inc lost updates");
    assert_eq!(c[1], sum, "{name}: atomic_add");
    assert_eq!(c[2], *input.iter().min().unwrap());
    assert_eq!(c[3], *input.iter().max().unwrap());
    assert_eq!(c[4], xor);
    assert_eq!(c[7], -sum);
    assert_eq!(c[8], -(n as i32));
    // The tickets of atomic_add (its old values) chain: with the total added, they are the
    // tickets plus their items, with 0 added. A lost or doubled update breaks the chain.
    let mut tickets = from_ints(&r);
    let mut next: Vec<i32> = tickets.iter().zip(&input).map(|(t, v)| t + v).collect();
    tickets.push(sum);
    next.push(0);
    tickets.sort_unstable();
    next.sort_unstable();
    assert!(tickets == next, "{name}: atomic_add tickets do not chain");
    let stats = std::fs::read_to_string(dir.join("stats.txt")).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    // All but gem5's host-measured lines, which differ run to run.
    without_host_stats(&stats)
}

#[test]
fn without_a_guard_a_shared_page_bounces_and_with_one_it_stays() {
    setup();
    let free = hammer(0, 256, "mig-bounce");
    let moves = stat(&free, "sys.driver.svm.from_gpu");
    // The counters' page goes there and back while both GPUs update it.
    assert!(moves >= 2, "from_gpu {moves}");
    assert_eq!(stat(&free, "sys.driver.svm.pinned"), 0);
    assert!(stat(&free, "page_table.svm_shootdowns") >= moves);
    let held = hammer(1_000_000_000, 256, "mig-guard");
    assert_eq!(stat(&held, "sys.driver.svm.from_gpu"), 0, "{held}");
    assert!(stat(&held, "sys.driver.svm.pinned") >= 1);
    assert_eq!(stat(&held, "page_table.svm_shootdowns"), 0);
    assert_eq!(free, hammer(0, 256, "mig-bounce-again"), "stats differ");
}
