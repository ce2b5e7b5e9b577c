//! Job runner tests on the emulator: whole dispatches of the loader fixtures, checking what the
//! runner is responsible for — relocated constant tables, dynamic LDS offsets, by-value
//! structs, the hidden arguments of code object v4 and v5 (partial last workgroup included) and
//! buffer read-back.

use gpu_sim::job::{run_job, Arg, Job};

fn fixture(name: &str) -> Vec<u8> {
    let p = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

/// `lds_k` (tests/fixtures/misc.cl): out[i] = tmp[L-1-lid] + n + (int)d + num_groups, where
/// lane j stored tmp[j] = s.a + ptrs[gid & 1][0] and ptrs = {&tbl[0], &tbl[2]} = {1, 3}.
fn expected_lds_k(grid: u32, wg: u32, a: i32, n: i32, d: i32) -> Vec<i32> {
    let groups = grid.div_ceil(wg);
    (0..grid)
        .map(|i| {
            let g = i / wg;
            let lsize = wg.min(grid - g * wg);
            let lid = i % wg;
            let partner = g * wg + (lsize - 1 - lid);
            let t = if partner & 1 == 1 { 3 } else { 1 };
            a + t + n + d + groups as i32
        })
        .collect()
}

fn run_lds_k(object: &str, grid: u32, wg: u32) {
    let mut s = vec![0u8; 12];
    s[0..4].copy_from_slice(&100i32.to_le_bytes());
    s[4..8].copy_from_slice(&1.5f32.to_le_bytes());
    let job = Job {
        code_object: fixture(object),
        kernel: "lds_k".into(),
        grid: [grid, 1, 1],
        workgroup: [wg, 1, 1],
        args: vec![
            Arg::Buffer(vec![0; grid as usize * 4]),
            Arg::Local(wg * 4),
            Arg::ByValue(s),
            Arg::U64(5),
            Arg::F64(2.5),
        ],
    };
    let out = run_job(&job).unwrap_or_else(|e| panic!("{object}: {e}"));
    let got: Vec<i32> = out.buffers[0]
        .as_ref()
        .unwrap()
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(got, expected_lds_k(grid, wg, 100, 5, 2), "{object}");
    assert_eq!(out.buffers[1..], [None, None, None, None]);
    assert_eq!(out.stats.workgroups, u64::from(grid.div_ceil(wg)));
}

#[test]
fn lds_k_v4_with_partial_workgroup() {
    run_lds_k("misc_v4.hsaco", 300, 128);
}

#[test]
fn lds_k_v5_with_partial_workgroup() {
    run_lds_k("misc_v5.hsaco", 300, 128);
}

#[test]
fn lds_k_whole_workgroups() {
    run_lds_k("misc_v4.hsaco", 256, 64);
    run_lds_k("misc_v5.hsaco", 256, 64);
}

#[test]
fn vecadd_v3_runs() {
    let n = 200u32;
    let a: Vec<u8> = (0..n).flat_map(|i| (i as f32).to_le_bytes()).collect();
    let b: Vec<u8> = (0..n)
        .flat_map(|i| (2.0 * i as f32).to_le_bytes())
        .collect();
    let job = Job {
        code_object: fixture("vecadd_v3.hsaco"),
        kernel: "vecadd".into(),
        grid: [256, 1, 1],
        workgroup: [64, 1, 1],
        args: vec![
            Arg::Buffer(a),
            Arg::Buffer(b),
            Arg::Buffer(vec![0; n as usize * 4]),
            Arg::U32(n),
        ],
    };
    let out = run_job(&job).unwrap();
    let c = out.buffers[2].as_ref().unwrap();
    for i in 0..n as usize {
        let v = f32::from_le_bytes(c[4 * i..4 * i + 4].try_into().unwrap());
        assert_eq!(v, 3.0 * i as f32, "c[{i}]");
    }
    assert_eq!(out.stats.wavefronts, 4);
    assert!(out.stats.wavefront_instructions > 0);
}

/// `generic_k` (tests/fixtures/generic.cl): flat pointers into LDS and scratch, built from the
/// apertures (queue pointer in v4, hidden_shared_base / hidden_private_base in v5).
fn run_generic(object: &str) {
    let job = Job {
        code_object: fixture(object),
        kernel: "generic_k".into(),
        grid: [128, 1, 1],
        workgroup: [64, 1, 1],
        args: vec![Arg::Buffer(vec![0; 128 * 4])],
    };
    let out = run_job(&job).unwrap_or_else(|e| panic!("{object}: {e}"));
    let got: Vec<i32> = out.buffers[0]
        .as_ref()
        .unwrap()
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let want: Vec<i32> = (0..128)
        .map(|i| {
            let lid = i % 64;
            (63 - lid) * 2 + (lid & 7)
        })
        .collect();
    assert_eq!(got, want, "{object}");
}

#[test]
fn generic_pointers_v4() {
    run_generic("generic_v4.hsaco");
}

#[test]
fn generic_pointers_v5() {
    run_generic("generic_v5.hsaco");
}
