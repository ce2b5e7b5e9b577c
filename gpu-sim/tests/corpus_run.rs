//! Every kernel of the corpus (`gpu-sim/kernels`) runs through `gpu_sim::job::run_job` on
//! deterministic pseudo-random inputs and is checked against a CPU reference written here in Rust.
//!
//! Integers are compared bit for bit. Floats are compared bit for bit where the GPU performs the
//! same IEEE operations in the same order as the reference: add, sub, mul are correctly rounded,
//! and clang's gfx803 code uses the *unfused* v_mac_f32/v_mad_f32 for `a * b + c` (f32 denormals
//! are flushed, so no fused FMA), which rounds exactly like a separate multiply and add; the inputs
//! keep every value normal so the flush never matters. Library functions are compared within the
//! OpenCL 1.2 single-precision ulp bounds (section 7.4, table 7.1), written next to each check.
//! Sizes are small by default; TANDEM_FULL=1 runs MGMark-sized inputs.

// The references mirror the kernels' index arithmetic on purpose.
#![allow(clippy::needless_range_loop)]

mod corpus;

use corpus::*;
use gpu_sim::job::Arg;

/// Hook the corpus `launch` helper calls after each run: nothing more here; `emu_step.rs`,
/// which compiles these tests too, checks the stepped emulator against each run.
#[allow(dead_code)]
pub fn after_launch(_job: &gpu_sim::job::Job, _out: &gpu_sim::job::JobOutput) {}

fn dim1(n: u32, wg: u32) -> ([u32; 3], [u32; 3]) {
    ([n, 1, 1], [wg, 1, 1])
}

// ----------------------------------------------------------------------------------------------
// Reference self-checks (no emulator): the CPU references themselves are right.

#[test]
fn reference_aes256_matches_fips197_vector() {
    let sbox = aes_sbox();
    let key: [u8; 32] = std::array::from_fn(|i| i as u8);
    let pt: [u8; 16] = std::array::from_fn(|i| (i as u8) * 0x11);
    let w = aes256_expand(&key, &sbox);
    let ct = aes256_block(&pt, &w, &sbox);
    let want = [
        0x8e, 0xa2, 0xb7, 0xca, 0x51, 0x67, 0x45, 0xbf, 0xea, 0xfc, 0x49, 0x90, 0x4b, 0x49, 0x60,
        0x89,
    ];
    assert_eq!(ct, want);
}

#[test]
fn reference_half_conversions_round_trip() {
    for h in 0u16..=0xffff {
        let f = f16_to_f32(h);
        if f.is_nan() {
            continue;
        }
        assert_eq!(f64_to_f16(f as f64), h, "half {h:#06x}");
    }
    // Ties go to even: 1 + 2^-11 is halfway between 1.0 (0x3c00) and the next half (0x3c01).
    assert_eq!(f64_to_f16(1.0 + (2.0f64).powi(-11)), 0x3c00);
    assert_eq!(f64_to_f16(1.0 + 3.0 * (2.0f64).powi(-11)), 0x3c02);
}

// ----------------------------------------------------------------------------------------------
// MGMark kernels.

#[test]
fn aes256_encrypt() {
    let n = size(256, 16384); // 4 KB default; 256 KB plaintext under TANDEM_FULL
    let mut rng = Rng::new(1);
    let sbox = aes_sbox();
    let key: [u8; 32] = std::array::from_fn(|_| rng.u32() as u8);
    let w = aes256_expand(&key, &sbox);
    let pt: Vec<u8> = (0..n * 16).map(|_| rng.u32() as u8).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "aes",
        "aes256_encrypt",
        g,
        l,
        vec![buf(&pt), zeros::<u8>(pt.len()), buf(&w), Arg::U32(n)],
    );
    let mut want = Vec::with_capacity(pt.len());
    for b in pt.chunks_exact(16) {
        let block: [u8; 16] = std::array::from_fn(|i| b[i]);
        want.extend_from_slice(&aes256_block(&block, &w, &sbox));
    }
    check(
        "aes256_encrypt ciphertext",
        &out.get::<u8>(1),
        &want,
        Tol::Exact,
    );
}

#[test]
fn bitonic_sort_step() {
    let n = size(512, 32768);
    let mut rng = Rng::new(2);
    let mut data = to_le(&rng.vec_f32(n as usize, -1000.0, 1000.0));
    let mut want: Vec<f32> = from_le(&data);
    let mut k = 2;
    while k <= n {
        let mut j = k / 2;
        while j > 0 {
            let (g, l) = dim1(n, 256);
            let out = launch(
                "bitonic",
                "bitonic_sort_step",
                g,
                l,
                vec![Arg::Buffer(data), Arg::U32(j), Arg::U32(k)],
            );
            data = to_le(&out.get::<f32>(0));
            j /= 2;
        }
        k *= 2;
    }
    want.sort_by(|a, b| a.total_cmp(b));
    // A sorting network's result is the sorted input: exact.
    check(
        "bitonic sort result",
        &from_le::<f32>(&data),
        &wide(&want),
        Tol::Exact,
    );
}

#[test]
fn fir_filter() {
    let n = size(1000, 65536);
    let ntaps = 16u32;
    let mut rng = Rng::new(3);
    let input = rng.vec_f32((n + ntaps - 1) as usize, -1.0, 1.0);
    let coeff = rng.vec_f32(ntaps as usize, -0.5, 0.5);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "fir",
        "fir_filter",
        g,
        l,
        vec![
            zeros::<f32>(n as usize),
            buf(&input),
            buf(&coeff),
            Arg::U32(ntaps),
            Arg::U32(n),
        ],
    );
    let want: Vec<f32> = (0..n as usize)
        .map(|i| {
            let mut acc = 0.0f32;
            for t in 0..ntaps as usize {
                acc += coeff[t] * input[i + ntaps as usize - 1 - t];
            }
            acc
        })
        .collect();
    // Exact: v_mac_f32 is an unfused multiply then add, in the same order.
    check(
        "fir_filter out",
        &out.get::<f32>(0),
        &wide(&want),
        Tol::Exact,
    );
}

#[test]
fn gd_update() {
    let n = size(500, 262144);
    let fan = 8u32;
    let samples = 4096usize;
    let mut rng = Rng::new(4);
    let w = rng.vec_f32(n as usize, -1.0, 1.0);
    let x = rng.vec_f32(samples, -1.0, 1.0);
    let err = rng.vec_f32(samples, -0.1, 0.1);
    let idx: Vec<u32> = (0..n * fan).map(|_| rng.below(samples as u32)).collect();
    let lr = 0.01f32;
    let (g, l) = dim1(n, 128);
    let out = launch(
        "gradient_descent",
        "gd_update",
        g,
        l,
        vec![
            buf(&w),
            buf(&x),
            buf(&err),
            buf(&idx),
            Arg::F32(lr),
            Arg::U32(fan),
            Arg::U32(n),
        ],
    );
    let want: Vec<f32> = (0..n as usize)
        .map(|i| {
            let mut gsum = 0.0f32;
            for f in 0..fan as usize {
                let s = idx[i * fan as usize + f] as usize;
                gsum += x[s] * err[s];
            }
            w[i] - lr * gsum
        })
        .collect();
    // Exact: rounded products and sums in order (unfused mad/mac).
    check("gd_update w", &out.get::<f32>(0), &wide(&want), Tol::Exact);
}

#[test]
fn kmeans_distance() {
    let np = size(300, 32768);
    let (nc, nf) = (5u32, size(8, 32));
    let mut rng = Rng::new(5);
    let points = rng.vec_f32((np * nf) as usize, 0.0, 10.0);
    let cents = rng.vec_f32((nc * nf) as usize, 0.0, 10.0);
    let (g, l) = dim1(np, 64);
    let out = launch(
        "kmeans",
        "kmeans_distance",
        g,
        l,
        vec![
            buf(&points),
            buf(&cents),
            zeros::<i32>(np as usize),
            zeros::<f32>(np as usize),
            Arg::U32(np),
            Arg::U32(nc),
            Arg::U32(nf),
        ],
    );
    let (mut mem, mut dist) = (Vec::new(), Vec::new());
    for p in 0..np as usize {
        let (mut best, mut best_d) = (0i32, f32::INFINITY);
        for c in 0..nc as usize {
            let mut d = 0.0f32;
            for f in 0..nf as usize {
                let diff = points[f * np as usize + p] - cents[c * nf as usize + f];
                d += diff * diff;
            }
            if d < best_d {
                best_d = d;
                best = c as i32;
            }
        }
        mem.push(best);
        dist.push(best_d);
    }
    check("kmeans membership", &out.get::<i32>(2), &mem, Tol::Exact);
    check(
        "kmeans best distance",
        &out.get::<f32>(3),
        &wide(&dist),
        Tol::Exact,
    );
}

#[test]
fn matrix_transpose() {
    let (w, h) = if full() { (2048, 2048) } else { (40, 24) };
    let mut rng = Rng::new(6);
    let input = rng.vec_u32((w * h) as usize);
    let round = |x: u32| x.div_ceil(16) * 16;
    let out = launch(
        "transpose",
        "matrix_transpose",
        [round(w), round(h), 1],
        [16, 16, 1],
        vec![
            zeros::<u32>((w * h) as usize),
            buf(&input),
            Arg::U32(w),
            Arg::U32(h),
        ],
    );
    let mut want = vec![0u32; (w * h) as usize];
    for y in 0..h as usize {
        for x in 0..w as usize {
            want[x * h as usize + y] = input[y * w as usize + x];
        }
    }
    check(
        "matrix_transpose out",
        &out.get::<u32>(0),
        &want,
        Tol::Exact,
    );
}

#[test]
fn simple_convolution() {
    let (w, h) = if full() { (1024u32, 1024u32) } else { (37, 21) };
    let m = 3u32;
    let mut rng = Rng::new(7);
    let img = rng.vec_f32((w * h) as usize, 0.0, 1.0);
    let mask = rng.vec_f32((m * m) as usize, -1.0, 1.0);
    let out = launch(
        "convolution",
        "simple_convolution",
        [w, h, 1],
        [16, 8, 1],
        vec![
            zeros::<f32>((w * h) as usize),
            buf(&img),
            buf(&mask),
            Arg::U32(w),
            Arg::U32(h),
            Arg::U32(m),
        ],
    );
    let r = (m / 2) as i32;
    let mut want = Vec::new();
    for y in 0..h as i32 {
        for x in 0..w as i32 {
            let mut acc = 0.0f32;
            for my in 0..m as i32 {
                let iy = (y + my - r).clamp(0, h as i32 - 1);
                for mx in 0..m as i32 {
                    let ix = (x + mx - r).clamp(0, w as i32 - 1);
                    acc += img[(iy * w as i32 + ix) as usize] * mask[(my * m as i32 + mx) as usize];
                }
            }
            want.push(acc);
        }
    }
    // Exact: unfused mac in the same order.
    check(
        "simple_convolution out",
        &out.get::<f32>(0),
        &wide(&want),
        Tol::Exact,
    );
}

// ----------------------------------------------------------------------------------------------
// Validation micro-benchmarks and vecadd.

#[test]
fn micro_alu() {
    let n = 128u32;
    let iters = size(2, 16);
    let b = 0.375f32;
    let (g, l) = dim1(n, 64);
    let out = launch(
        "micro_alu",
        "micro_alu",
        g,
        l,
        vec![zeros::<f32>(n as usize), Arg::F32(b), Arg::U32(iters)],
    );
    let want: Vec<f32> = (0..n)
        .map(|i| {
            let mut x = i as f32;
            for _ in 0..iters * 256 {
                x += b;
            }
            x
        })
        .collect();
    check(
        "micro_alu chain",
        &out.get::<f32>(0),
        &wide(&want),
        Tol::Exact,
    );
}

#[test]
fn micro_alu_n() {
    // Every kernel of the ALU staircase: micro_alu_nN adds b to the global id N times.
    let b = 0.375f32;
    let (g, l) = dim1(64, 64);
    for n in 1..=128u32 {
        let kernel = format!("micro_alu_n{n}");
        let out = launch(
            "micro_alu_n",
            &kernel,
            g,
            l,
            vec![zeros::<f32>(64), Arg::F32(b)],
        );
        let want: Vec<f32> = (0..64)
            .map(|i| {
                let mut x = i as f32;
                for _ in 0..n {
                    x += b;
                }
                x
            })
            .collect();
        check(&kernel, &out.get::<f32>(0), &wide(&want), Tol::Exact);
    }
}

#[test]
fn micro_l1() {
    let n = 128u32;
    let iters = size(64, 4096);
    let input = [0x0123_4567u32, 9, 9, 9];
    let (g, l) = dim1(n, 64);
    let out = launch(
        "micro_l1",
        "micro_l1",
        g,
        l,
        vec![buf(&input), zeros::<u32>(n as usize), Arg::U32(iters)],
    );
    let want = vec![input[0].wrapping_mul(iters); n as usize];
    check("micro_l1 sums", &out.get::<u32>(1), &want, Tol::Exact);
}

#[test]
fn micro_l2() {
    let words = size(16384, 262144); // 64 KB; 1 MB under TANDEM_FULL
    let n = 256u32;
    let mut rng = Rng::new(8);
    let input = rng.vec_u32(words as usize);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "micro_l2",
        "micro_l2",
        g,
        l,
        vec![buf(&input), zeros::<u32>(n as usize), Arg::U32(words)],
    );
    let want: Vec<u32> = (0..n)
        .map(|gid| {
            let mut acc = 0u32;
            for pass in 0..2u32 {
                let mut i = gid;
                while i < words {
                    acc = acc.wrapping_add(input[i as usize].wrapping_mul(pass + 1));
                    i += n;
                }
            }
            acc
        })
        .collect();
    check("micro_l2 sums", &out.get::<u32>(1), &want, Tol::Exact);
}

#[test]
fn micro_chase() {
    // A random cyclic permutation over `len` words: every work-item follows it `steps` times
    // from its own start.
    let len = 4096usize;
    let steps = size(200, 5000);
    let mut rng = Rng::new(10);
    let mut order: Vec<u32> = (0..len as u32).collect();
    for i in (1..len).rev() {
        let j = (rng.vec_u32(1)[0] as usize) % (i + 1);
        order.swap(i, j);
    }
    let mut next = vec![0u32; len];
    for k in 0..len {
        next[order[k] as usize] = order[(k + 1) % len];
    }
    let n = 128u32;
    let start = 7u32;
    let (g, l) = dim1(n, 64);
    let out = launch(
        "micro_chase",
        "micro_chase",
        g,
        l,
        vec![
            buf(&next),
            zeros::<u32>(n as usize),
            Arg::U32(start),
            Arg::U32(steps),
        ],
    );
    let want: Vec<u32> = (0..n)
        .map(|gid| {
            let mut p = start + gid;
            for _ in 0..steps {
                p = next[p as usize];
            }
            p
        })
        .collect();
    check("micro_chase ends", &out.get::<u32>(1), &want, Tol::Exact);
}

#[test]
fn micro_dram() {
    let n = size(1000, 65536);
    let mut rng = Rng::new(9);
    let input = rng.vec_u32((n * 16) as usize);
    let (g, l) = dim1(n, 256);
    let out = launch(
        "micro_dram",
        "micro_dram",
        g,
        l,
        vec![buf(&input), zeros::<u32>(n as usize), Arg::U32(n)],
    );
    let want: Vec<u32> = (0..n as usize)
        .map(|i| input[i * 16].wrapping_add(1))
        .collect();
    check("micro_dram out", &out.get::<u32>(1), &want, Tol::Exact);
}

#[test]
fn vecadd() {
    let n = size(1000, 1 << 20);
    let mut rng = Rng::new(10);
    let a = rng.vec_f32(n as usize, -100.0, 100.0);
    let b = rng.vec_f32(n as usize, -100.0, 100.0);
    let (g, l) = dim1(n, 256);
    let out = launch(
        "vecadd",
        "vecadd",
        g,
        l,
        vec![buf(&a), buf(&b), zeros::<f32>(n as usize), Arg::U32(n)],
    );
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    check("vecadd c", &out.get::<f32>(2), &wide(&want), Tol::Exact);
}

// ----------------------------------------------------------------------------------------------
// Atomics.

#[test]
fn atomic_counters() {
    let n = 300usize;
    let mut rng = Rng::new(11);
    let input: Vec<i32> = (0..n).map(|_| 1 + rng.below(100_000) as i32).collect();
    let init = [0, 0, i32::MAX, i32::MIN, 0, 0, -1, 0, 1000];
    let (g, l) = dim1(n as u32, 64);
    let out = launch(
        "atomics_global",
        "atomic_counters",
        g,
        l,
        vec![buf(&input), buf(&init), zeros::<i32>(n)],
    );
    let sum = input.iter().fold(0i32, |a, &v| a.wrapping_add(v));
    let want = [
        n as i32,
        sum,
        *input.iter().min().unwrap_or(&0),
        *input.iter().max().unwrap_or(&0),
        input.iter().fold(0, |a, &v| a ^ v),
        -1,                      // every bit 0..31 set by some gid & 31
        (0xe000_0000u32) as i32, // bits 0..28 cleared by gid % 29
        sum.wrapping_neg(),
        1000 - n as i32,
    ];
    check(
        "atomic_counters counters",
        &out.get::<i32>(1),
        &want,
        Tol::Exact,
    );
    // The values atomic_add returned are the running sums in some serial order: sorted by ticket,
    // each ticket is the previous ticket plus the previous item's value (all values positive).
    let tickets = out.get::<i32>(2);
    let mut pairs: Vec<(i32, i32)> = tickets.iter().copied().zip(input.iter().copied()).collect();
    pairs.sort();
    let got_chain: Vec<i32> = pairs.iter().map(|p| p.0).collect();
    let mut want_chain = Vec::new();
    let mut run = 0i32;
    for p in &pairs {
        want_chain.push(run);
        run = run.wrapping_add(p.1);
    }
    check(
        "atomic_counters returned tickets",
        &got_chain,
        &want_chain,
        Tol::Exact,
    );
}

#[test]
fn atomic_exchange() {
    let n = 256u32;
    let nslots = 7u32;
    let init: Vec<i32> = (0..nslots as i32).map(|s| -1 - s).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "atomics_global",
        "atomic_exchange",
        g,
        l,
        vec![buf(&init), zeros::<i32>(n as usize), Arg::U32(nslots)],
    );
    let slots = out.get::<i32>(0);
    let prev = out.get::<i32>(1);
    // Per slot, {previous values} + {final} == {initial} + {gids that wrote it} as multisets.
    for s in 0..nslots as usize {
        let mut got: Vec<i32> = (0..n as usize)
            .filter(|g| g % nslots as usize == s)
            .map(|g| prev[g])
            .collect();
        got.push(slots[s]);
        got.sort();
        let mut want: Vec<i32> = (0..n as i32)
            .filter(|g| *g as usize % nslots as usize == s)
            .collect();
        want.push(init[s]);
        want.sort();
        check(
            &format!("atomic_exchange slot {s} value chain"),
            &got,
            &want,
            Tol::Exact,
        );
    }
}

#[test]
fn atomic_float_add() {
    let n = 256u32;
    let mut rng = Rng::new(12);
    // Multiples of 1/8 below 125: every partial sum is exact in f32, so any order gives the same bits.
    let input: Vec<f32> = (0..n).map(|_| rng.below(1000) as f32 / 8.0).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "atomics_global",
        "atomic_float_add",
        g,
        l,
        vec![buf(&input), buf(&[0.5f32])],
    );
    let want = 0.5 + input.iter().map(|&x| x as f64).sum::<f64>();
    check(
        "atomic_float_add sum (cmpxchg loop)",
        &out.get::<f32>(1),
        &[want],
        Tol::Exact,
    );
}

#[test]
fn atomic_umin_umax() {
    let n = 200u32;
    let mut rng = Rng::new(13);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "atomics_global",
        "atomic_umin_umax",
        g,
        l,
        vec![buf(&input), buf(&[u32::MAX, 0])],
    );
    let want = [
        *input.iter().min().unwrap_or(&0),
        *input.iter().max().unwrap_or(&0),
    ];
    check("atomic_umin_umax", &out.get::<u32>(1), &want, Tol::Exact);
}

#[test]
fn lds_atomics() {
    let n = 1000u32;
    let wg = 128u32;
    let mut rng = Rng::new(14);
    let input = rng.vec_u32(n as usize);
    let groups = n.div_ceil(wg) as usize;
    let (g, l) = dim1(n, wg);
    let out = launch(
        "atomics_lds",
        "lds_atomics",
        g,
        l,
        vec![
            buf(&input),
            zeros::<u32>(64),
            zeros::<i32>(2 * groups),
            Arg::U32(n),
        ],
    );
    let mut hist = vec![0u32; 64];
    for &v in &input {
        hist[(v & 63) as usize] += 1;
    }
    let mut mm = Vec::new();
    for grp in input.chunks(wg as usize) {
        mm.push(grp.iter().map(|&v| v as i32).min().unwrap_or(0));
        mm.push(grp.iter().map(|&v| v as i32).max().unwrap_or(0));
    }
    check(
        "lds_atomics histogram",
        &out.get::<u32>(1),
        &hist,
        Tol::Exact,
    );
    check(
        "lds_atomics group min/max",
        &out.get::<i32>(2),
        &mm,
        Tol::Exact,
    );
}

#[test]
fn histogram256() {
    let words = size(2048, 262144);
    let mut rng = Rng::new(15);
    // Skewed bytes so some bins are heavily contended.
    let data: Vec<u32> = (0..words)
        .map(|_| {
            let r = rng.u32();
            if r & 1 == 0 {
                r & 0x0f0f_0f0f
            } else {
                r
            }
        })
        .collect();
    let (g, l) = dim1(256, 64);
    let out = launch(
        "histogram",
        "histogram256",
        g,
        l,
        vec![buf(&data), zeros::<u32>(256), Arg::U32(words)],
    );
    let mut want = vec![0u32; 256];
    for w in &data {
        for b in w.to_le_bytes() {
            want[b as usize] += 1;
        }
    }
    check("histogram256 bins", &out.get::<u32>(1), &want, Tol::Exact);
}

// ----------------------------------------------------------------------------------------------
// Scratch, narrow types, 64-bit, fp64, library math.

#[test]
fn private_array() {
    let n = 128u32;
    let mut rng = Rng::new(16);
    let input = rng.vec_u32(n as usize);
    let sel = rng.vec_u32((n * 16) as usize);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "private_array",
        "private_array",
        g,
        l,
        vec![buf(&input), buf(&sel), zeros::<u32>(n as usize)],
    );
    let want: Vec<u32> = (0..n as usize)
        .map(|gid| {
            let v = input[gid];
            let mut arr: Vec<u32> = (0..96u32)
                .map(|j| v.wrapping_mul(j).wrapping_add(j * j))
                .collect();
            let mut acc = 0u32;
            for k in 0..16usize {
                let j = (sel[gid * 16 + k] % 96) as usize;
                acc = acc.wrapping_add(arr[j]);
                arr[(j * 7 + k) % 96] ^= acc;
            }
            acc.wrapping_add(arr[(v % 96) as usize])
        })
        .collect();
    check(
        "private_array (scratch) out",
        &out.get::<u32>(2),
        &want,
        Tol::Exact,
    );
}

#[test]
fn uchar_math() {
    let n = 300u32;
    let mut rng = Rng::new(17);
    let a: Vec<u8> = (0..n).map(|_| rng.u32() as u8).collect();
    let b: Vec<u8> = (0..n).map(|_| rng.u32() as u8).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "narrow_types",
        "uchar_math",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            zeros::<u8>(n as usize),
            zeros::<u8>(n as usize),
            Arg::U32(n),
        ],
    );
    let o: Vec<u8> = a
        .iter()
        .zip(&b)
        .map(|(&x, &y)| (x as u32 * 3 + (y as u32 >> 1)) as u8)
        .collect();
    let s: Vec<u8> = a
        .iter()
        .zip(&b)
        .map(|(&x, &y)| x.saturating_add(y))
        .collect();
    check("uchar_math out", &out.get::<u8>(2), &o, Tol::Exact);
    check("uchar_math add_sat", &out.get::<u8>(3), &s, Tol::Exact);
}

#[test]
fn short_math() {
    let n = 300u32;
    let mut rng = Rng::new(18);
    let x: Vec<i16> = (0..n).map(|_| rng.u32() as i16).collect();
    let y: Vec<i16> = (0..n).map(|_| rng.u32() as i16).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "narrow_types",
        "short_math",
        g,
        l,
        vec![
            buf(&x),
            buf(&y),
            zeros::<i16>(n as usize),
            zeros::<i32>(n as usize),
            Arg::U32(n),
        ],
    );
    let o: Vec<i16> = x
        .iter()
        .zip(&y)
        .map(|(&a, &b)| {
            ((a as i32)
                .wrapping_mul(b as i32)
                .wrapping_sub(a as i32 >> 3)) as i16
        })
        .collect();
    let w: Vec<i32> = x
        .iter()
        .zip(&y)
        .map(|(&a, &b)| a as i32 * b as i32)
        .collect();
    check("short_math out", &out.get::<i16>(2), &o, Tol::Exact);
    check(
        "short_math wide product",
        &out.get::<i32>(3),
        &w,
        Tol::Exact,
    );
}

/// Random normal halves with magnitude in [2^lo, 2^hi) and random sign if `signed`.
fn random_halves(rng: &mut Rng, n: usize, lo: i32, hi: i32, signed: bool) -> Vec<u16> {
    (0..n)
        .map(|_| {
            let e = (lo + 15) as u32 + rng.below((hi - lo) as u32);
            let s = if signed { (rng.u32() & 1) << 15 } else { 0 };
            (s | (e << 10) | (rng.u32() & 0x3ff)) as u16
        })
        .collect()
}

#[test]
fn half_convert() {
    let n = 300u32;
    let mut rng = Rng::new(19);
    let h = random_halves(&mut rng, n as usize, -6, 10, true);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "narrow_types",
        "half_convert",
        g,
        l,
        vec![
            buf(&h),
            zeros::<f32>(n as usize),
            zeros::<u16>(n as usize),
            Arg::U32(n),
        ],
    );
    let f: Vec<f32> = h.iter().map(|&x| f16_to_f32(x) * 2.0 + 1.0).collect();
    let ho: Vec<u16> = f.iter().map(|&v| f64_to_f16((v * 0.5) as f64)).collect();
    // Exact: half -> float is exact, *2 and +1 are rounded f32 ops, vstore_half rounds to nearest even.
    check(
        "half_convert float",
        &out.get::<f32>(1),
        &wide(&f),
        Tol::Exact,
    );
    check(
        "half_convert vstore_half bits",
        &out.get::<u16>(2),
        &ho,
        Tol::Exact,
    );
}

#[test]
fn byte_pack() {
    let n = 300u32;
    let mut rng = Rng::new(20);
    let w = rng.vec_u32(n as usize);
    let sc: Vec<i8> = (0..n).map(|_| rng.u32() as i8).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "narrow_types",
        "byte_pack",
        g,
        l,
        vec![buf(&w), buf(&sc), zeros::<u32>(n as usize), Arg::U32(n)],
    );
    let want: Vec<u32> = w
        .iter()
        .zip(&sc)
        .map(|(&w, &s)| {
            let [b0, b1, b2, b3] = w.to_le_bytes();
            let r0 = b0.wrapping_add(b3);
            let r1 = b1 ^ s as u8;
            let r2 = ((b2 as i32 * b1 as i32) >> 2) as u8;
            let r3 = if s as i32 + b0 as i32 > 0 { b3 } else { b2 };
            u32::from_le_bytes([r0, r1, r2, r3])
        })
        .collect();
    check("byte_pack out", &out.get::<u32>(2), &want, Tol::Exact);
}

#[test]
fn half_math() {
    let n = 300u32;
    let mut rng = Rng::new(21);
    let a = random_halves(&mut rng, n as usize, -3, 3, false);
    let b = random_halves(&mut rng, n as usize, -3, 3, false);
    let c = random_halves(&mut rng, n as usize, -3, 3, false);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "half_math",
        "half_math",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            buf(&c),
            zeros::<u16>(n as usize),
            Arg::U32(n),
        ],
    );
    let want: Vec<u16> = (0..n as usize)
        .map(|i| {
            let p = f64_to_f16(f16_to_f32(a[i]) as f64 * f16_to_f32(b[i]) as f64);
            let q = f64_to_f16(f16_to_f32(p) as f64 + f16_to_f32(c[i]) as f64);
            if f16_to_f32(q) >= f16_to_f32(a[i]) {
                q
            } else {
                a[i]
            }
        })
        .collect();
    // Exact: each half op is correctly rounded (computed exactly in f64, rounded once to half).
    check("half_math out bits", &out.get::<u16>(3), &want, Tol::Exact);
}

#[test]
fn ushort2_math() {
    let n = 300u32;
    let mut rng = Rng::new(22);
    let v: Vec<u16> = (0..2 * n).map(|_| rng.u32() as u16).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "half_math",
        "ushort2_math",
        g,
        l,
        vec![buf(&v), zeros::<u16>(2 * n as usize), Arg::U32(n)],
    );
    let mut want = Vec::new();
    for p in v.chunks_exact(2) {
        let (x, y) = (p[0] as u32, p[1] as u32);
        want.push(((x * 5 + 7) >> 1) as u16);
        want.push((y.wrapping_mul(x).wrapping_add(y >> 2)) as u16);
    }
    check("ushort2_math out", &out.get::<u16>(1), &want, Tol::Exact);
}

#[test]
fn packed_bytes() {
    let n = 256u32;
    let mut rng = Rng::new(23);
    let a: Vec<u8> = (0..4 * n).map(|_| rng.u32() as u8).collect();
    let b: Vec<u8> = (0..4 * n).map(|_| rng.u32() as u8).collect();
    let q: Vec<u16> = (0..2 * n).map(|_| rng.u32() as u16).collect();
    let s: Vec<i16> = (0..2 * n).map(|_| rng.u32() as i16).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "packed_bytes",
        "packed_bytes",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            zeros::<u8>(4 * n as usize),
            buf(&q),
            zeros::<u16>(2 * n as usize),
            buf(&s),
            zeros::<i16>(2 * n as usize),
        ],
    );
    let o: Vec<u8> = a
        .iter()
        .zip(&b)
        .map(|(&x, &y)| x.wrapping_add(y.wrapping_mul(3)))
        .collect();
    let p: Vec<u16> = q
        .chunks_exact(2)
        .flat_map(|u| {
            [
                u[0].wrapping_mul(7).wrapping_add(u[1]),
                u[1].wrapping_mul(7).wrapping_add(u[0]),
            ]
        })
        .collect();
    let sh: Vec<i16> = s.iter().map(|&v| v.max(v.wrapping_neg() >> 1)).collect();
    check("packed_bytes uchar4", &out.get::<u8>(2), &o, Tol::Exact);
    check("packed_bytes ushort2", &out.get::<u16>(4), &p, Tol::Exact);
    check(
        "packed_bytes short2 max",
        &out.get::<i16>(6),
        &sh,
        Tol::Exact,
    );
}

#[test]
fn int64_ops() {
    let n = 200u32;
    let mut rng = Rng::new(24);
    let a: Vec<u64> = (0..n).map(|_| rng.u64()).collect();
    // Mix of full-width and small divisors so both long-division paths run; never -1 (overflow).
    let b: Vec<u64> = (0..n)
        .map(|i| {
            let r = rng.u64();
            let v = if i % 3 == 0 { r >> (32 + (r & 31)) } else { r };
            if v == u64::MAX {
                3
            } else {
                v
            }
        })
        .collect();
    let s = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "int64",
        "int64_ops",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            buf(&s),
            zeros::<u64>(5 * n as usize),
            Arg::U32(n),
        ],
    );
    let mut want = Vec::new();
    for i in 0..n as usize {
        let (x, y) = (a[i], b[i] | 1);
        let sh = s[i] & 63;
        want.push(x.wrapping_mul(y));
        want.push(x / y);
        want.push(x % y);
        want.push((x << sh) ^ (x >> sh));
        let sx = x as i64;
        let sy = if b[i] == 0 { -7 } else { b[i] as i64 };
        want.push(
            sx.wrapping_div(sy)
                .wrapping_add(sx.wrapping_rem(sy))
                .wrapping_add(sx >> sh) as u64,
        );
    }
    check("int64_ops", &out.get::<u64>(3), &want, Tol::Exact);
}

#[test]
fn int64_minmax() {
    let n = 200u32;
    let mut rng = Rng::new(25);
    let a: Vec<i64> = (0..n).map(|_| rng.u64() as i64).collect();
    let b: Vec<i64> = (0..n).map(|_| rng.u64() as i64).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "int64",
        "int64_minmax",
        g,
        l,
        vec![buf(&a), buf(&b), zeros::<i64>(3 * n as usize), Arg::U32(n)],
    );
    let mut want = Vec::new();
    for i in 0..n as usize {
        let (x, y) = (a[i], b[i]);
        want.push(x.max(y));
        want.push(x.min(y).wrapping_sub(x >> 7));
        want.push(((x as u64 as u128 * y as u64 as u128) >> 64) as i64);
    }
    check("int64_minmax", &out.get::<i64>(2), &want, Tol::Exact);
}

#[test]
fn fp64_ops() {
    let n = 200u32;
    let mut rng = Rng::new(26);
    let a: Vec<f64> = (0..n).map(|_| rng.f64(-1000.0, 1000.0)).collect();
    let b: Vec<f64> = (0..n)
        .map(|_| {
            let v = rng.f64(-50.0, 50.0);
            if v.abs() < 1e-3 {
                1.5
            } else {
                v
            }
        })
        .collect();
    let c: Vec<f64> = (0..n).map(|_| rng.f64(-1e6, 1e6)).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "fp64",
        "fp64_ops",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            buf(&c),
            zeros::<f64>(6 * n as usize),
            Arg::U32(n),
        ],
    );
    let got = out.get::<f64>(3);
    let pick = |k: usize| -> Vec<f64> { (0..n as usize).map(|i| got[6 * i + k]).collect() };
    let col = |f: &dyn Fn(usize) -> f64| -> Vec<f64> { (0..n as usize).map(f).collect() };
    // OpenCL 1.2 table 7.2 (double): +, *, fma, / and sqrt are correctly rounded: exact.
    check("fp64 add", &pick(0), &col(&|i| a[i] + b[i]), Tol::Exact);
    check("fp64 mul", &pick(1), &col(&|i| a[i] * b[i]), Tol::Exact);
    check(
        "fp64 fma",
        &pick(2),
        &col(&|i| a[i].mul_add(b[i], c[i])),
        Tol::Exact,
    );
    check(
        "fp64 div (correctly rounded)",
        &pick(3),
        &col(&|i| a[i] / b[i]),
        Tol::Exact,
    );
    check(
        "fp64 sqrt (correctly rounded)",
        &pick(4),
        &col(&|i| a[i].abs().sqrt()),
        Tol::Exact,
    );
    check(
        "fp64 conversions",
        &pick(5),
        &col(&|i| ((a[i] * 1000.0) as i32) as f64 + (c[i] as f32) as f64),
        Tol::Exact,
    );
}

#[test]
fn math_funcs() {
    let n = 256u32;
    let mut rng = Rng::new(27);
    let x = rng.vec_f32(n as usize, -10.0, 10.0);
    let y: Vec<f32> = (0..n)
        .map(|_| {
            let v = rng.f32(-4.0, 4.0);
            if v.abs() < 0.1 {
                0.25
            } else {
                v
            }
        })
        .collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "mathlib",
        "math_funcs",
        g,
        l,
        vec![buf(&x), buf(&y), zeros::<f32>(7 * n as usize), Arg::U32(n)],
    );
    let got = out.get::<f32>(2);
    let pick = |k: usize| -> Vec<f32> { (0..n as usize).map(|i| got[7 * i + k]).collect() };
    let col = |f: &dyn Fn(usize) -> f64| -> Vec<f64> { (0..n as usize).map(f).collect() };
    let xd = |i: usize| x[i] as f64;
    // Bounds: OpenCL 1.2 table 7.1 (single precision, full profile).
    check(
        "mathlib sqrt (<= 3 ulp)",
        &pick(0),
        &col(&|i| xd(i).abs().sqrt()),
        Tol::Ulp(3.0),
    );
    check(
        "mathlib exp (<= 3 ulp)",
        &pick(1),
        &col(&|i| xd(i).exp()),
        Tol::Ulp(3.0),
    );
    check(
        "mathlib log (<= 3 ulp)",
        &pick(2),
        &col(&|i| ((x[i].abs() + 1.0f32) as f64).ln()),
        Tol::Ulp(3.0),
    );
    check(
        "mathlib sin (<= 4 ulp)",
        &pick(3),
        &col(&|i| xd(i).sin()),
        Tol::Ulp(4.0),
    );
    check(
        "mathlib cos (<= 4 ulp)",
        &pick(4),
        &col(&|i| xd(i).cos()),
        Tol::Ulp(4.0),
    );
    check(
        "mathlib pow (<= 16 ulp)",
        &pick(5),
        &col(&|i| ((x[i].abs() + 0.5f32) as f64).powf(y[i] as f64)),
        Tol::Ulp(16.0),
    );
    check(
        "mathlib divide (<= 2.5 ulp)",
        &pick(6),
        &col(&|i| xd(i) / y[i] as f64),
        Tol::Ulp(2.5),
    );
}

#[test]
fn int_builtins() {
    let n = 256u32;
    let mut rng = Rng::new(28);
    let mut a = rng.vec_u32(n as usize);
    let mut b = rng.vec_u32(n as usize);
    // Edge values: zero (clz/ctz 32), extremes (saturation, abs(INT_MIN)).
    a[..6].copy_from_slice(&[0, u32::MAX, 0x8000_0000, 0x7fff_ffff, 1, 0x00ff_ffff]);
    b[..6].copy_from_slice(&[0, 1, 0x8000_0000, 0x7fff_ffff, u32::MAX, 31]);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "int_builtins",
        "int_builtins",
        g,
        l,
        vec![buf(&a), buf(&b), zeros::<u32>(12 * n as usize), Arg::U32(n)],
    );
    let mut want = Vec::new();
    for i in 0..n as usize {
        let (x, y) = (a[i], b[i]);
        let (sx, sy) = (x as i32, y as i32);
        let m = 0x00ff_ffffu32;
        let s24 = |v: i32| (v << 8) >> 8;
        want.push(x.count_ones());
        want.push(x.leading_zeros());
        want.push(((x as u64 * y as u64) >> 32) as u32);
        want.push(((sx as i64 * sy as i64) >> 32) as u32);
        want.push((x & m).wrapping_mul(y & m).wrapping_add(x));
        want.push(s24(sx).wrapping_mul(s24(sy)) as u32);
        want.push(x.rotate_left(y % 32));
        want.push(x.saturating_add(y) ^ sx.saturating_add(sy) as u32);
        want.push(x.saturating_sub(y) ^ sx.saturating_sub(sy) as u32);
        want.push(x.abs_diff(y).wrapping_add(sx.abs_diff(sy)));
        want.push(
            (((x as u64 + y as u64) >> 1) as u32) ^ (((x as u64 + y as u64 + 1) >> 1) as u32),
        );
        want.push(x.trailing_zeros().wrapping_add(sx.unsigned_abs()));
    }
    check(
        "int_builtins (12 per item)",
        &out.get::<u32>(2),
        &want,
        Tol::Exact,
    );
}

#[test]
fn vector_ops() {
    let n = 200u32;
    let mut rng = Rng::new(29);
    let a = rng.vec_f32(4 * n as usize, -100.0, 100.0);
    let b = rng.vec_f32(4 * n as usize, -100.0, 100.0);
    let c = rng.vec_f32(4 * n as usize, -100.0, 100.0);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "vectors",
        "vector_ops",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            buf(&c),
            zeros::<f32>(4 * n as usize),
            zeros::<f32>(n as usize),
            zeros::<i32>(4 * n as usize),
            Arg::U32(n),
        ],
    );
    let sel: Vec<f32> = (0..4 * n as usize)
        .map(|k| {
            if a[k] > b[k] {
                a[k] - b[k]
            } else {
                a[k] * b[k] + c[k]
            }
        })
        .collect();
    // dot(): x0*y0 then three unfused mac steps in component order (checked in the disassembly).
    let dots: Vec<f32> = (0..n as usize)
        .map(|i| {
            let mut d = a[4 * i] * b[4 * i];
            for k in 1..4 {
                d += a[4 * i + k] * b[4 * i + k];
            }
            d
        })
        .collect();
    let ints: Vec<i32> = (0..n as usize)
        .flat_map(|i| {
            let w: Vec<i32> = (0..4).map(|k| (a[4 * i + k] * 4.0) as i32).collect();
            [w[0] ^ w[3], w[1] ^ w[2], w[2] ^ w[1], w[3] ^ w[0]]
        })
        .collect();
    check(
        "vector_ops select",
        &out.get::<f32>(3),
        &wide(&sel),
        Tol::Exact,
    );
    check(
        "vector_ops dot",
        &out.get::<f32>(4),
        &wide(&dots),
        Tol::Exact,
    );
    check(
        "vector_ops convert_int4",
        &out.get::<i32>(5),
        &ints,
        Tol::Exact,
    );
}

// ----------------------------------------------------------------------------------------------
// NDRange shapes, odd workgroups, by-value structs, divergent barriers, cross-lane ops.

#[test]
fn ids_3d() {
    let grid = [10u32, 6, 3];
    let wg = [4u32, 3, 2];
    let total = (grid[0] * grid[1] * grid[2]) as usize;
    let out = launch("ndrange", "ids_3d", grid, wg, vec![zeros::<u32>(8 * total)]);
    let pack = |v: [u32; 3]| v[0] | (v[1] << 10) | (v[2] << 20);
    let mut want = Vec::new();
    for z in 0..grid[2] {
        for y in 0..grid[1] {
            for x in 0..grid[0] {
                let g = [x, y, z];
                let grp: [u32; 3] = std::array::from_fn(|d| g[d] / wg[d]);
                let ngroups: [u32; 3] = std::array::from_fn(|d| grid[d].div_ceil(wg[d]));
                // get_local_size is the actual size of this (possibly partial) group.
                let lsize: [u32; 3] = std::array::from_fn(|d| wg[d].min(grid[d] - grp[d] * wg[d]));
                want.push(pack(g));
                want.push(pack(std::array::from_fn(|d| g[d] % wg[d])));
                want.push(pack(grp));
                want.push(pack(lsize));
                want.push(pack(ngroups));
                want.push(pack(grid));
                want.push(0); // the job API has no global offset
                want.push(3); // work_dim of a grid with z > 1
            }
        }
    }
    check(
        "ids_3d work-item functions",
        &out.get::<u32>(0),
        &want,
        Tol::Exact,
    );
}

#[test]
fn ids_2d() {
    let (w, h) = (40u32, 20u32);
    let wg = [16u32, 8, 1];
    let out = launch(
        "ndrange",
        "ids_2d",
        [w, h, 1],
        wg,
        vec![zeros::<u32>((w * h) as usize), Arg::U32(w)],
    );
    let mut want = Vec::new();
    for y in 0..h {
        for x in 0..w {
            want.push(((x / 16) << 24) | ((y / 8) << 16) | ((y % 8) << 8) | (x % 16));
        }
    }
    check("ids_2d ids", &out.get::<u32>(0), &want, Tol::Exact);
}

fn group_reverse_case(n: u32, wg: u32) {
    let mut rng = Rng::new(30 + wg as u64);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, wg);
    let out = launch(
        "odd_workgroup",
        "group_reverse",
        g,
        l,
        vec![buf(&input), zeros::<u32>(n as usize), Arg::U32(n)],
    );
    let mut want = Vec::new();
    for grp in input.chunks(wg as usize) {
        let len = grp.len();
        for lid in 0..len {
            want.push(grp[len - 1 - lid].wrapping_add(len as u32));
        }
    }
    check(
        &format!("group_reverse wg={wg} n={n}"),
        &out.get::<u32>(1),
        &want,
        Tol::Exact,
    );
}

#[test]
fn group_reverse_wg48() {
    group_reverse_case(1000, 48);
}

#[test]
fn group_reverse_wg100() {
    group_reverse_case(950, 100);
}

#[test]
fn struct_arg() {
    let n = 200u32;
    let mut rng = Rng::new(31);
    let input = rng.vec_f32(n as usize, -10.0, 10.0);
    let (scale, stride, flag, offset, bias) =
        (1.75f32, -3i32, 1i8, [0.5f32, -1.25, 2.0, 8.5], -3i64);
    // OpenCL C layout: float@0, int@4, char@8, float4@16 (16-byte aligned), long@32; size 48.
    let mut p = vec![0u8; 48];
    p[0..4].copy_from_slice(&scale.to_le_bytes());
    p[4..8].copy_from_slice(&stride.to_le_bytes());
    p[8] = flag as u8;
    for (k, v) in offset.iter().enumerate() {
        p[16 + 4 * k..20 + 4 * k].copy_from_slice(&v.to_le_bytes());
    }
    p[32..40].copy_from_slice(&bias.to_le_bytes());
    let (g, l) = dim1(n, 64);
    let out = launch(
        "struct_arg",
        "struct_arg",
        g,
        l,
        vec![
            buf(&input),
            zeros::<f32>(n as usize),
            zeros::<i32>(n as usize),
            Arg::ByValue(p),
            Arg::U32(n),
        ],
    );
    let f: Vec<f32> = (0..n as usize)
        .map(|i| {
            let t = scale * input[i] + offset[i % 4];
            let t = t + bias as f32;
            t + if flag != 0 { 1.0 } else { 0.0 }
        })
        .collect();
    let idx: Vec<i32> = (0..n as i32).map(|i| i.wrapping_mul(stride)).collect();
    check("struct_arg out", &out.get::<f32>(1), &wide(&f), Tol::Exact);
    check("struct_arg idx", &out.get::<i32>(2), &idx, Tol::Exact);
}

#[test]
fn divergent_barrier() {
    let wg = 64u32;
    let groups = 8u32;
    let n = wg * groups;
    let mut rng = Rng::new(32);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, wg);
    let out = launch(
        "divergent_barrier",
        "divergent_barrier",
        g,
        l,
        vec![buf(&input), zeros::<u32>(n as usize)],
    );
    let mut want = Vec::new();
    for (gi, grp) in input.chunks(wg as usize).enumerate() {
        let mut v = grp.to_vec();
        let trips = 1 + gi as u32 % 4;
        for t in 0..trips {
            v = (0..wg as usize)
                .map(|l| v[(l + 1) % wg as usize].wrapping_add(t))
                .collect();
        }
        want.extend(v);
    }
    check(
        "divergent_barrier out",
        &out.get::<u32>(1),
        &want,
        Tol::Exact,
    );
}

#[test]
fn subgroup_reduce() {
    let n = 256u32;
    let mut rng = Rng::new(33);
    let input: Vec<i32> = (0..n).map(|_| rng.u32() as i32 >> 4).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "subgroups",
        "subgroup_reduce",
        g,
        l,
        vec![
            buf(&input),
            zeros::<i32>(n as usize),
            zeros::<i32>(n as usize),
            zeros::<i32>(n as usize),
        ],
    );
    let (mut sum, mut scan, mut bc) = (Vec::new(), Vec::new(), Vec::new());
    for wave in input.chunks(64) {
        let total = wave.iter().fold(0i32, |a, &v| a.wrapping_add(v));
        let mut run = 0i32;
        for &v in wave {
            run = run.wrapping_add(v);
            sum.push(total);
            scan.push(run);
            bc.push(wave[5].wrapping_add(64));
        }
    }
    check("sub_group_reduce_add", &out.get::<i32>(1), &sum, Tol::Exact);
    check(
        "sub_group_scan_inclusive_add",
        &out.get::<i32>(2),
        &scan,
        Tol::Exact,
    );
    check("sub_group_broadcast", &out.get::<i32>(3), &bc, Tol::Exact);
}

#[test]
fn cross_lane() {
    let n = 256u32;
    let mut rng = Rng::new(34);
    let input: Vec<i32> = (0..n).map(|_| rng.u32() as i32).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "subgroups",
        "cross_lane",
        g,
        l,
        vec![
            buf(&input),
            zeros::<i32>(n as usize),
            zeros::<i32>(n as usize),
            zeros::<i32>(n as usize),
        ],
    );
    let (mut perm, mut dpp, mut swz) = (Vec::new(), Vec::new(), Vec::new());
    for wave in input.chunks(64) {
        for lane in 0..64usize {
            perm.push(wave[(lane * 5 + 3) & 63]);
            dpp.push(wave[(lane & !3) + 3 - (lane & 3)]);
            swz.push(wave[lane ^ 1]);
        }
    }
    check("ds_bpermute_b32", &out.get::<i32>(1), &perm, Tol::Exact);
    check(
        "v_mov_b32_dpp quad_perm:[3,2,1,0]",
        &out.get::<i32>(2),
        &dpp,
        Tol::Exact,
    );
    check("ds_swizzle_b32 xor 1", &out.get::<i32>(3), &swz, Tol::Exact);
}

// ----------------------------------------------------------------------------------------------
// Own choices: reduction, scan, sgemm, spmv, divergence, integer division, conversions.

#[test]
fn reduce_sum_and_final() {
    let n = size(3000, 1 << 20);
    let wg = 256u32;
    let groups = n.div_ceil(wg);
    let mut rng = Rng::new(35);
    let input = rng.vec_u32(n as usize);
    // The tree needs whole power-of-two groups (get_local_size of a partial group is its actual
    // size), so the grid is padded to whole groups as an OpenCL 1.x host would; items >= n add 0.
    let (g, l) = dim1(groups * wg, wg);
    let out = launch(
        "reduction",
        "reduce_sum",
        g,
        l,
        vec![
            buf(&input),
            zeros::<u32>(groups as usize),
            Arg::Local(4 * wg),
            Arg::U32(n),
        ],
    );
    let partial = out.get::<u32>(1);
    let want: Vec<u32> = input
        .chunks(wg as usize)
        .map(|c| c.iter().fold(0u32, |a, &v| a.wrapping_add(v)))
        .collect();
    check("reduce_sum partials", &partial, &want, Tol::Exact);
    let out = launch(
        "reduction",
        "reduce_final",
        [64, 1, 1],
        [64, 1, 1],
        vec![buf(&partial), zeros::<u32>(1), Arg::U32(groups)],
    );
    let total = input.iter().fold(0u32, |a, &v| a.wrapping_add(v));
    check(
        "reduce_final total",
        &out.get::<u32>(1),
        &[total],
        Tol::Exact,
    );
}

#[test]
fn prefix_scan() {
    let groups = size(4, 256);
    let n = 128 * groups;
    let mut rng = Rng::new(36);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, 128);
    let out = launch(
        "prefix_scan",
        "prefix_scan",
        g,
        l,
        vec![
            buf(&input),
            zeros::<u32>(n as usize),
            zeros::<u32>(groups as usize),
        ],
    );
    let (mut scan, mut sums) = (Vec::new(), Vec::new());
    for blk in input.chunks(128) {
        let mut run = 0u32;
        for &v in blk {
            scan.push(run);
            run = run.wrapping_add(v);
        }
        sums.push(run);
    }
    check(
        "prefix_scan exclusive",
        &out.get::<u32>(1),
        &scan,
        Tol::Exact,
    );
    check(
        "prefix_scan block sums",
        &out.get::<u32>(2),
        &sums,
        Tol::Exact,
    );
}

#[test]
fn sgemm_tiled() {
    let (m, nn, k) = if full() {
        (256u32, 256u32, 256u32)
    } else {
        (32, 48, 64)
    };
    let mut rng = Rng::new(37);
    let a = rng.vec_f32((m * k) as usize, -1.0, 1.0);
    let b = rng.vec_f32((k * nn) as usize, -1.0, 1.0);
    let c = rng.vec_f32((m * nn) as usize, -1.0, 1.0);
    let (alpha, beta) = (1.5f32, -0.75f32);
    let out = launch(
        "sgemm",
        "sgemm_tiled",
        [nn, m, 1],
        [16, 16, 1],
        vec![
            buf(&a),
            buf(&b),
            buf(&c),
            Arg::U32(m),
            Arg::U32(nn),
            Arg::U32(k),
            Arg::F32(alpha),
            Arg::F32(beta),
        ],
    );
    let mut want = Vec::new();
    for r in 0..m as usize {
        for col in 0..nn as usize {
            let mut acc = 0.0f32;
            for kk in 0..k as usize {
                acc += a[r * k as usize + kk] * b[kk * nn as usize + col];
            }
            want.push(alpha * acc + beta * c[r * nn as usize + col]);
        }
    }
    // Exact: in-order unfused mac; alpha*acc and beta*c rounded, then added.
    check(
        "sgemm_tiled C",
        &out.get::<f32>(2),
        &wide(&want),
        Tol::Exact,
    );
}

#[test]
fn spmv_csr() {
    let rows = size(300, 65536);
    let cols = 500u32;
    let mut rng = Rng::new(38);
    let mut row_ptr = vec![0u32];
    let (mut col, mut val) = (Vec::new(), Vec::new());
    for r in 0..rows {
        // Irregular rows: mostly short, some empty, every 17th long.
        let len = if r % 17 == 0 {
            40 + rng.below(40)
        } else {
            rng.below(8)
        };
        for _ in 0..len {
            col.push(rng.below(cols));
            val.push(rng.f32(-2.0, 2.0));
        }
        row_ptr.push(col.len() as u32);
    }
    let x = rng.vec_f32(cols as usize, -1.0, 1.0);
    let (g, l) = dim1(rows, 64);
    let out = launch(
        "spmv",
        "spmv_csr",
        g,
        l,
        vec![
            buf(&row_ptr),
            buf(&col),
            buf(&val),
            buf(&x),
            zeros::<f32>(rows as usize),
            Arg::U32(rows),
        ],
    );
    let want: Vec<f32> = (0..rows as usize)
        .map(|r| {
            let mut acc = 0.0f32;
            for j in row_ptr[r] as usize..row_ptr[r + 1] as usize {
                acc += val[j] * x[col[j] as usize];
            }
            acc
        })
        .collect();
    check("spmv_csr y", &out.get::<f32>(4), &wide(&want), Tol::Exact);
}

#[test]
fn divergence() {
    let n = 300u32;
    let mut rng = Rng::new(39);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "divergence",
        "divergence",
        g,
        l,
        vec![buf(&input), zeros::<u32>(2 * n as usize), Arg::U32(n)],
    );
    let mut want = Vec::new();
    for (i, &v) in input.iter().enumerate() {
        let mut x = v % 10000 + 1;
        let mut steps = 0u32;
        while x != 1 && steps < 1000 {
            x = if x & 1 != 0 { 3 * x + 1 } else { x >> 1 };
            steps += 1;
        }
        want.push(steps);
        let r = if v & 1 != 0 {
            if v & 2 != 0 {
                v.wrapping_mul(3)
            } else {
                v ^ 0x5a5a_5a5a
            }
        } else {
            match (v >> 2) & 3 {
                0 => v.wrapping_add(17),
                1 => v >> 3,
                2 => !v,
                _ => v.wrapping_mul(v),
            }
        };
        want.push(if i & 4 != 0 { r.wrapping_add(1) } else { r });
    }
    check("divergence out", &out.get::<u32>(1), &want, Tol::Exact);
}

#[test]
fn int_division() {
    let n = 300u32;
    let mut rng = Rng::new(40);
    let a = rng.vec_u32(n as usize);
    let b: Vec<u32> = (0..n as usize)
        .map(|i| {
            let r = rng.u32();
            let v = match i % 3 {
                0 => r >> rng.below(32),
                1 => r % 100,
                _ => r,
            };
            // Never zero, never INT_MIN / -1 (undefined in OpenCL C).
            if v == 0 || (v == u32::MAX && a[i] == 0x8000_0000) {
                7
            } else {
                v
            }
        })
        .collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "int_division",
        "int_division",
        g,
        l,
        vec![buf(&a), buf(&b), zeros::<u32>(4 * n as usize), Arg::U32(n)],
    );
    let mut want = Vec::new();
    for i in 0..n as usize {
        let (x, y) = (a[i], b[i]);
        want.push(x / y);
        want.push(x % y);
        want.push((x as i32).wrapping_div(y as i32) as u32);
        want.push((x as i32).wrapping_rem(y as i32) as u32);
    }
    check("int_division", &out.get::<u32>(2), &want, Tol::Exact);
}

#[test]
fn float_convert() {
    let n = 300u32;
    let mut rng = Rng::new(41);
    let x: Vec<f32> = (0..n as usize)
        .map(|i| match i % 3 {
            // Exact halves and quarters hit the tie cases of every rounding mode.
            0 => (rng.below(8000) as i32 - 4000) as f32 / 4.0,
            1 => rng.f32(-30.0, 30.0),
            _ => rng.f32(-5000.0, 5000.0),
        })
        .collect();
    let iv: Vec<i32> = (0..n).map(|_| rng.u32() as i32).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "float_convert",
        "float_convert",
        g,
        l,
        vec![
            buf(&x),
            buf(&iv),
            zeros::<i32>(9 * n as usize),
            zeros::<f32>(6 * n as usize),
            Arg::U32(n),
        ],
    );
    let mut ints = Vec::new();
    let mut floats = Vec::new();
    for i in 0..n as usize {
        let v = x[i];
        // Rust's float-to-int `as` truncates and saturates (NaN -> 0), like convert_*_sat.
        ints.push(v.round_ties_even() as i32);
        ints.push(v.trunc() as i32);
        ints.push(v.ceil() as i32);
        ints.push(v.floor() as i32);
        ints.push((v * 1.0e9f32) as i32);
        ints.push((v * 1.0e9f32) as u32 as i32);
        ints.push((v * 10.0f32).round_ties_even() as u8 as i32);
        ints.push((v * 1000.0f32) as i16 as i32);
        ints.push(v as i32);
        let k = iv[i];
        floats.push(k as f32);
        floats.push(k as u32 as f32);
        floats.push(v.round_ties_even());
        floats.push(v.floor() + v.ceil());
        floats.push(v.trunc());
        // ocml's round is trunc(x) + (|x - trunc(x)| >= 0.5 ? copysign(1, x) : 0.0) (seen in the
        // disassembly: v_trunc_f32, v_bfi_b32, v_cmp_ge_f32, v_add_f32), so round(-0.3) is +0.0.
        let t = v.trunc();
        floats.push(
            t + if (v - t).abs() >= 0.5 {
                1.0f32.copysign(v)
            } else {
                0.0
            },
        );
    }
    check("float_convert ints", &out.get::<i32>(2), &ints, Tol::Exact);
    check(
        "float_convert floats",
        &out.get::<f32>(3),
        &wide(&floats),
        Tol::Exact,
    );
}

#[test]
fn atomics64() {
    let n = 200u32;
    let mut rng = Rng::new(42);
    let input: Vec<i64> = (0..n).map(|_| rng.u64() as i64).collect();
    let init = [0i64, i64::MIN, i64::MAX, 0, 1];
    let (g, l) = dim1(n, 64);
    let out = launch(
        "atomics64",
        "atomics64",
        g,
        l,
        vec![buf(&input), buf(&init), zeros::<u32>(2)],
    );
    let want = [
        input.iter().fold(0i64, |a, &v| a.wrapping_add(v)),
        *input.iter().max().unwrap_or(&0),
        *input.iter().min().unwrap_or(&0),
        input.iter().fold(0i64, |a, &v| a ^ v),
        input
            .iter()
            .fold(1u64, |a, &v| a.wrapping_mul(v as u64 | 1)) as i64,
    ];
    check(
        "atomics64 add/max/min/xor/cmpxchg-product",
        &out.get::<i64>(1),
        &want,
        Tol::Exact,
    );
    // atomic_inc32 with limit 9 counts modulo 10; atomic_dec32 with limit 6 cycles 6,5,..,0 from 0.
    let wrap = [n % 10, if n == 0 { 0 } else { 6 - (n - 1) % 7 }];
    check(
        "atomics64 inc32/dec32 wrap",
        &out.get::<u32>(2),
        &wrap,
        Tol::Exact,
    );
}

#[test]
fn compaction() {
    let n = 1000u32;
    let mut rng = Rng::new(43);
    let input: Vec<u32> = (0..n).map(|_| rng.below(1_000_000)).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "compaction",
        "compaction",
        g,
        l,
        vec![
            buf(&input),
            zeros::<u32>(2 * n as usize),
            zeros::<u32>(1),
            Arg::U32(n),
        ],
    );
    let kept: Vec<(u32, u32)> = (0..n)
        .filter(|&i| input[i as usize].is_multiple_of(3))
        .map(|i| (input[i as usize], i))
        .collect();
    let mut kept = kept;
    kept.sort();
    let count = out.get::<u32>(2);
    check("compaction count", &count, &[kept.len() as u32], Tol::Exact);
    let flat = out.get::<u32>(1);
    // Slots are handed out in scheduling order: compare as a set, the rest stays zero.
    let mut got: Vec<(u32, u32)> = flat.chunks_exact(2).map(|p| (p[0], p[1])).collect();
    let tail = got.split_off(kept.len().min(got.len()));
    got.sort();
    let flatten = |v: &[(u32, u32)]| -> Vec<u32> { v.iter().flat_map(|p| [p.0, p.1]).collect() };
    check(
        "compaction kept (value, gid) set",
        &flatten(&got),
        &flatten(&kept),
        Tol::Exact,
    );
    check(
        "compaction untouched tail",
        &flatten(&tail),
        &vec![0; 2 * tail.len()],
        Tol::Exact,
    );
}

#[test]
fn poly_eval() {
    let n = 300u32;
    let mut rng = Rng::new(44);
    let x = rng.vec_f32(n as usize, -2.0, 2.0);
    let coef = rng.vec_f32(6, -1.0, 1.0);
    let table: Vec<f32> = (0..8).map(|k| 0.5 + k as f32 * 0.25).collect();
    let mode = 5u32;
    let (g, l) = dim1(n, 64);
    let out = launch(
        "constant_args",
        "poly_eval",
        g,
        l,
        vec![
            buf(&x),
            zeros::<f32>(n as usize),
            buf(&coef),
            Arg::U32(coef.len() as u32),
            buf(&table),
            Arg::U32(mode),
            Arg::U32(n),
        ],
    );
    let s = table[(mode & 7) as usize] + if mode > 3 { 1.0 } else { 0.0 };
    let want: Vec<f32> = x
        .iter()
        .map(|&v| {
            let mut acc = 0.0f32;
            for &c in &coef {
                acc = acc * v + c;
            }
            acc * s
        })
        .collect();
    // Exact: Horner steps are an unfused v_mad_f32 (rounded product, rounded sum).
    check(
        "poly_eval out",
        &out.get::<f32>(1),
        &wide(&want),
        Tol::Exact,
    );
}

#[test]
fn work_group_funcs() {
    let wg = 192u32;
    let groups = 4u32;
    let n = wg * groups;
    let mut rng = Rng::new(45);
    let mut input: Vec<i32> = (0..n).map(|_| 1 + rng.below(1 << 20) as i32).collect();
    // Odd groups hold one non-positive value, so work_group_all is false there.
    for grp in (1..groups).step_by(2) {
        let at = (grp * wg + rng.below(wg)) as usize;
        input[at] = -5;
    }
    let (g, l) = dim1(n, wg);
    let out = launch(
        "work_group_funcs",
        "work_group_funcs",
        g,
        l,
        vec![buf(&input), zeros::<i32>(5 * n as usize)],
    );
    let mut want = Vec::new();
    for grp in input.chunks(wg as usize) {
        let sum = grp.iter().fold(0i32, |a, &v| a.wrapping_add(v));
        let max = *grp.iter().max().unwrap_or(&0);
        let all = grp.iter().all(|&v| v > 0) as i32;
        let mut run = 0i32;
        for &v in grp {
            run = run.wrapping_add(v);
            want.extend_from_slice(&[sum, max, run, grp[7], all]);
        }
    }
    // work_group_all returns "non-zero" for true: normalise before comparing.
    let got: Vec<i32> = out
        .get::<i32>(1)
        .iter()
        .enumerate()
        .map(|(k, &v)| if k % 5 == 4 { (v != 0) as i32 } else { v })
        .collect();
    check(
        "work_group reduce/scan/broadcast/all",
        &got,
        &want,
        Tol::Exact,
    );
}

#[test]
fn calls() {
    let n = 200u32;
    let mut rng = Rng::new(46);
    let a: Vec<u32> = (0..n).map(|_| 1 + rng.below(100_000)).collect();
    let b: Vec<u32> = (0..n)
        .map(|i| {
            if i % 9 == 0 {
                0
            } else {
                1 + rng.below(100_000)
            }
        })
        .collect();
    let tab = rng.vec_u32(24);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "calls",
        "calls",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            buf(&tab),
            zeros::<u32>(n as usize),
            Arg::U32(n),
        ],
    );
    fn gcd(a: u32, b: u32) -> u32 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    let want: Vec<u32> = (0..n as usize)
        .map(|i| {
            let (x, y) = (a[i], b[i]);
            let (mut f0, mut f1) = (0u32, 1u32);
            for _ in 0..x % 20 {
                let t = f0.wrapping_add(f1);
                f0 = f1;
                f1 = t;
            }
            let arr: Vec<u32> = (0..24u32)
                .map(|k| tab[k as usize] ^ x.wrapping_add(k))
                .collect();
            let mix = arr[(y.wrapping_add(i as u32) % 24) as usize]
                .wrapping_mul(3)
                .wrapping_add(arr[(x % 24) as usize]);
            gcd(x, y).wrapping_add(f0).wrapping_add(mix)
        })
        .collect();
    check("calls out", &out.get::<u32>(3), &want, Tol::Exact);
}

// ----------------------------------------------------------------------------------------------
// Float modes, special values, more library math, by-value scalar arguments.

#[test]
fn denormals() {
    let n = 256u32;
    let mut rng = Rng::new(47);
    let sign = |r: &mut Rng| if r.u32() & 1 == 0 { 1u32 << 31 } else { 0 };
    let f32_of = |r: &mut Rng, kind: u32| -> f32 {
        let s = sign(r);
        match kind {
            0 => f32::from_bits(s | (1 + r.below(0x7f_ffff))), // denormal
            1 => f32::from_bits(s | ((1 + r.below(40)) << 23) | (r.u32() & 0x7f_ffff)), // tiny normal
            2 => f32::from_bits(s | ((20 + r.below(60)) << 23) | (r.u32() & 0x7f_ffff)), // 2^-107..2^-48
            _ => f32::from_bits(s | ((120 + r.below(15)) << 23) | (r.u32() & 0x7f_ffff)), // near 1
        }
    };
    let f64_of = |r: &mut Rng, kind: u32| -> f64 {
        let s = (sign(r) as u64) << 32;
        let m = r.u64() & ((1u64 << 52) - 1);
        match kind {
            0 => f64::from_bits(s | m.max(1)),
            1 => f64::from_bits(s | ((1 + r.below(60) as u64) << 52) | m),
            2 => f64::from_bits(s | ((300 + r.below(400) as u64) << 52) | m),
            _ => f64::from_bits(s | ((1000 + r.below(40) as u64) << 52) | m),
        }
    };
    let (mut a, mut b, mut c, mut d, mut h) = (vec![], vec![], vec![], vec![], vec![]);
    for i in 0..n {
        a.push(f32_of(&mut rng, i % 4));
        b.push(f32_of(&mut rng, (i / 4) % 4));
        c.push(f64_of(&mut rng, i % 4));
        d.push(f64_of(&mut rng, (i / 4) % 4));
        for k in [i % 3, (i / 3) % 3] {
            let hs = (sign(&mut rng) >> 16) as u16;
            let bits = match k {
                0 => 1 + rng.below(0x3ff) as u16, // denormal
                1 => ((1 + rng.below(4) as u16) << 10) | rng.u32() as u16 & 0x3ff, // small normal
                _ => ((12 + rng.below(6) as u16) << 10) | rng.u32() as u16 & 0x3ff,
            };
            h.push(hs | bits);
        }
    }
    let (g, l) = dim1(n, 64);
    let out = launch(
        "denormals",
        "denormals",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            zeros::<f32>(2 * n as usize),
            buf(&c),
            buf(&d),
            zeros::<f64>(2 * n as usize),
            buf(&h),
            zeros::<u16>(n as usize),
            Arg::U32(n),
        ],
    );
    let wf: Vec<f32> = (0..n as usize)
        .flat_map(|i| {
            let (x, y) = (ftz(a[i]), ftz(b[i]));
            [ftz(x * y), ftz(x + y)]
        })
        .collect();
    let wd: Vec<f64> = (0..n as usize)
        .flat_map(|i| [c[i] * d[i], c[i] + d[i]])
        .collect();
    let wh: Vec<u16> = (0..n as usize)
        .map(|i| f64_to_f16(f16_to_f32(h[2 * i]) as f64 * f16_to_f32(h[2 * i + 1]) as f64))
        .collect();
    // Exact, with f32 denormal inputs and results flushed to signed zero and f64/f16 ones kept.
    check(
        "denormals f32 (flushed)",
        &out.get::<f32>(2),
        &wide(&wf),
        Tol::Exact,
    );
    check("denormals f64 (kept)", &out.get::<f64>(5), &wd, Tol::Exact);
    check("denormals f16 (kept)", &out.get::<u16>(7), &wh, Tol::Exact);
}

#[test]
fn float_special() {
    let n = 240u32;
    let mut rng = Rng::new(48);
    let specials = [
        f32::NAN,
        -f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        0.0,
        -0.0,
        1.5,
        -2.25,
        f32::MAX,
        f32::MIN_POSITIVE,
        -f32::MIN_POSITIVE * 3.0,
    ];
    let pick = |r: &mut Rng| -> f32 {
        if r.below(2) == 0 {
            specials[r.below(specials.len() as u32) as usize]
        } else {
            r.f32(-4.0, 4.0)
        }
    };
    let x: Vec<f32> = (0..n).map(|_| pick(&mut rng)).collect();
    let y: Vec<f32> = (0..n).map(|_| pick(&mut rng)).collect();
    let z: Vec<f32> = (0..n).map(|_| pick(&mut rng)).collect();
    let k: Vec<i32> = (0..n).map(|_| rng.below(61) as i32 - 30).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "float_special",
        "float_special",
        g,
        l,
        vec![
            buf(&x),
            buf(&y),
            buf(&z),
            buf(&k),
            zeros::<f32>(6 * n as usize),
            zeros::<i32>(3 * n as usize),
            Arg::U32(n),
        ],
    );
    let fo = out.get::<f32>(4);
    let io = out.get::<i32>(5);
    let col = |k: usize| -> Vec<f32> { (0..n as usize).map(|i| fo[6 * i + k]).collect() };
    let icol = |k: usize| -> Vec<i32> { (0..n as usize).map(|i| io[3 * i + k]).collect() };
    let frexp = |a: f32| -> (f32, i32) {
        if a == 0.0 || !a.is_finite() {
            return (a, 0);
        }
        // Normal inputs only: keep sign and fraction, set the exponent of [0.5, 1).
        let bits = a.to_bits();
        let e = ((bits >> 23) & 0xff) as i32 - 126;
        (f32::from_bits((bits & 0x807f_ffff) | (126 << 23)), e)
    };
    let want =
        |f: &dyn Fn(usize) -> f32| -> Vec<f64> { (0..n as usize).map(|i| f(i) as f64).collect() };
    // Ulp(0): equal values (any NaN equals any NaN; +0 equals -0, which fmin/fmax may pick freely).
    check(
        "fmin (NaN loses)",
        &col(0),
        &want(&|i| x[i].min(y[i])),
        Tol::Ulp(0.0),
    );
    check(
        "fmax (NaN loses)",
        &col(1),
        &want(&|i| x[i].max(y[i])),
        Tol::Ulp(0.0),
    );
    let cs: Vec<u32> = (0..n as usize)
        .map(|i| (x[i].to_bits() & 0x7fff_ffff) | (y[i].to_bits() & 0x8000_0000))
        .collect();
    let got_cs: Vec<u32> = col(2).iter().map(|v| v.to_bits()).collect();
    check("copysign bits", &got_cs, &cs, Tol::Exact);
    // fma: one rounding (v_fma_f32), result flushed if denormal.
    check(
        "fma (fused)",
        &col(3),
        &want(&|i| ftz(x[i].mul_add(y[i], z[i]))),
        Tol::Ulp(0.0),
    );
    check(
        "ldexp",
        &col(4),
        &want(&|i| ftz((x[i] as f64 * (2.0f64).powi(k[i])) as f32)),
        Tol::Ulp(0.0),
    );
    check(
        "frexp mantissa",
        &col(5),
        &want(&|i| frexp(x[i]).0),
        Tol::Ulp(0.0),
    );
    let class: Vec<i32> = x
        .iter()
        .map(|a| {
            a.is_nan() as i32
                | (a.is_infinite() as i32) << 1
                | (a.is_finite() as i32) << 2
                | (a.is_sign_negative() as i32) << 3
                | (a.is_normal() as i32) << 4
        })
        .collect();
    check("classification bits", &icol(0), &class, Tol::Exact);
    check(
        "frexp exponent",
        &icol(1),
        &x.iter().map(|&a| frexp(a).1).collect::<Vec<_>>(),
        Tol::Exact,
    );
    let cmp: Vec<i32> = (0..n as usize)
        .map(|i| (x[i] < y[i]) as i32 + 2 * (x[i] >= y[i]) as i32 + 4 * (x[i] != y[i]) as i32)
        .collect();
    check("compares with NaN", &icol(2), &cmp, Tol::Exact);
}

#[test]
fn math64() {
    let n = 128u32;
    let mut rng = Rng::new(49);
    let x: Vec<f64> = (0..n).map(|_| rng.f64(-20.0, 20.0)).collect();
    let y: Vec<f64> = (0..n).map(|_| rng.f64(-8.0, 8.0)).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "mathlib64",
        "math64",
        g,
        l,
        vec![buf(&x), buf(&y), zeros::<f64>(6 * n as usize), Arg::U32(n)],
    );
    let got = out.get::<f64>(2);
    let pick = |k: usize| -> Vec<f64> { (0..n as usize).map(|i| got[6 * i + k]).collect() };
    let col = |f: &dyn Fn(usize) -> f64| -> Vec<f64> { (0..n as usize).map(f).collect() };
    // Bounds: OpenCL 1.2 table 7.2 (double precision); references from Rust's libm (< 1 ulp).
    check(
        "math64 exp (<= 3 ulp)",
        &pick(0),
        &col(&|i| x[i].exp()),
        Tol::Ulp(3.0),
    );
    check(
        "math64 log (<= 3 ulp)",
        &pick(1),
        &col(&|i| (x[i].abs() + 1.0).ln()),
        Tol::Ulp(3.0),
    );
    check(
        "math64 sin, large args (<= 4 ulp)",
        &pick(2),
        &col(&|i| (x[i] * 1e5).sin()),
        Tol::Ulp(4.0),
    );
    check(
        "math64 cos, large args (<= 4 ulp)",
        &pick(3),
        &col(&|i| (x[i] * 1e5).cos()),
        Tol::Ulp(4.0),
    );
    check(
        "math64 pow (<= 16 ulp)",
        &pick(4),
        &col(&|i| (x[i].abs() + 0.5).powf(y[i])),
        Tol::Ulp(16.0),
    );
    check(
        "math64 cbrt (<= 2 ulp)",
        &pick(5),
        &col(&|i| x[i].cbrt()),
        Tol::Ulp(2.0),
    );
}

#[test]
fn math32_more() {
    let n = 256u32;
    let mut rng = Rng::new(50);
    let u = rng.vec_f32(n as usize, -3.0, 3.0);
    let v: Vec<f32> = (0..n)
        .map(|_| {
            let t = rng.f32(-3.0, 3.0);
            if t.abs() < 0.1 {
                0.75
            } else {
                t
            }
        })
        .collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "mathlib64",
        "math32_more",
        g,
        l,
        vec![buf(&u), buf(&v), zeros::<f32>(6 * n as usize), Arg::U32(n)],
    );
    let got = out.get::<f32>(2);
    let pick = |k: usize| -> Vec<f32> { (0..n as usize).map(|i| got[6 * i + k]).collect() };
    let col = |f: &dyn Fn(usize) -> f64| -> Vec<f64> { (0..n as usize).map(f).collect() };
    let (ud, vd) = (|i: usize| u[i] as f64, |i: usize| v[i] as f64);
    // Bounds: OpenCL 1.2 table 7.1 (single precision).
    check(
        "atan2 (<= 6 ulp)",
        &pick(0),
        &col(&|i| ud(i).atan2(vd(i))),
        Tol::Ulp(6.0),
    );
    check(
        "tan (<= 5 ulp)",
        &pick(1),
        &col(&|i| ud(i).tan()),
        Tol::Ulp(5.0),
    );
    check(
        "erf (<= 16 ulp)",
        &pick(2),
        &col(&|i| erf_f64(ud(i))),
        Tol::Ulp(16.0),
    );
    check(
        "hypot (<= 4 ulp)",
        &pick(3),
        &col(&|i| ud(i).hypot(vd(i))),
        Tol::Ulp(4.0),
    );
    check(
        "rsqrt (<= 2 ulp)",
        &pick(4),
        &col(&|i| 1.0 / ((u[i].abs() + 1.0f32) as f64).sqrt()),
        Tol::Ulp(2.0),
    );
    // fmod is exact (0 ulp); the dividend u*10 is a rounded f32 product first.
    check(
        "fmod (exact)",
        &pick(5),
        &col(&|i| ((u[i] * 10.0f32) % v[i]) as f64),
        Tol::Exact,
    );
}

#[test]
fn scalar_args() {
    let n = 200u32;
    let (c, uc, s, u, d) = (-77i8, 201u8, -12345i16, 0xfedc_ba98_7654_3210u64, 3.375f64);
    let v = [1.25f32, -2.5, 7.0625, -0.125];
    let p = [-9i32, 123_456];
    let mut vb = Vec::new();
    for x in v {
        vb.extend_from_slice(&x.to_le_bytes());
    }
    let mut pb = Vec::new();
    for x in p {
        pb.extend_from_slice(&x.to_le_bytes());
    }
    let (g, l) = dim1(n, 64);
    let out = launch(
        "scalar_args",
        "scalar_args",
        g,
        l,
        vec![
            zeros::<u64>(n as usize),
            Arg::ByValue(vec![c as u8]),
            Arg::ByValue(vec![uc]),
            Arg::ByValue(s.to_le_bytes().to_vec()),
            Arg::U64(u),
            Arg::F64(d),
            Arg::ByValue(vb),
            Arg::ByValue(pb),
            Arg::U32(n),
        ],
    );
    let want: Vec<u64> = (0..n as i64)
        .map(|i| {
            let mut acc = c as i64 * 1_000_003 + uc as i64 * 10_007 + s as i64 * 101;
            acc ^= (u >> (i & 31)) as i64;
            acc = acc.wrapping_add((d * i as f64) as i64);
            acc = acc.wrapping_add((v[(i & 3) as usize] * 16.0) as i64);
            acc = acc
                .wrapping_add((p[0] as i64).wrapping_mul(i))
                .wrapping_sub(p[1] as i64);
            acc as u64
        })
        .collect();
    check("scalar_args out", &out.get::<u64>(0), &want, Tol::Exact);
}

// ----------------------------------------------------------------------------------------------
// Target built-ins, byte conversions, big workgroups, the memory model.

#[test]
fn amdgcn_builtins() {
    let n = 300u32;
    let mut rng = Rng::new(51);
    let a = rng.vec_u32(n as usize);
    let b = rng.vec_u32(n as usize);
    let c = rng.vec_u32(n as usize);
    let f: Vec<f32> = (0..n)
        .map(|_| {
            let v = rng.f32(0.01, 100.0);
            if rng.u32() & 1 == 0 {
                v
            } else {
                -v
            }
        })
        .collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "amdgcn_builtins",
        "amdgcn_builtins",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            buf(&c),
            buf(&f),
            zeros::<u32>(12 * n as usize),
            Arg::U32(n),
        ],
    );
    let bytes = |v: u32| v.to_le_bytes();
    let sad8 = |x: u32, y: u32| -> u32 {
        bytes(x)
            .iter()
            .zip(bytes(y).iter())
            .map(|(p, q)| p.abs_diff(*q) as u32)
            .sum()
    };
    // Bit-field extract as LLVM folds v_bfe: width 0 gives 0; a field reaching bit 31 is a plain shift.
    let ubfe = |x: u32, off: u32, w: u32| -> u32 {
        if w == 0 {
            0
        } else if off + w < 32 {
            (x << (32 - off - w)) >> (32 - w)
        } else {
            x >> off
        }
    };
    let sbfe = |x: u32, off: u32, w: u32| -> u32 {
        if w == 0 {
            0
        } else if off + w < 32 {
            (((x << (32 - off - w)) as i32) >> (32 - w)) as u32
        } else {
            ((x as i32) >> off) as u32
        }
    };
    let mut want = Vec::new();
    for i in 0..n as usize {
        let (x, y, z, g) = (a[i], b[i], c[i], f[i]);
        want.push((((x as u64) << 32 | y as u64) >> (8 * (z & 3))) as u32);
        want.push(ubfe(x, y & 31, z & 31));
        want.push(sbfe(x, y & 31, z & 31));
        let lerp: Vec<u8> = (0..4)
            .map(|k| ((bytes(x)[k] as u32 + bytes(y)[k] as u32 + ((z >> (8 * k)) & 1)) >> 1) as u8)
            .collect();
        want.push(u32::from_le_bytes([lerp[0], lerp[1], lerp[2], lerp[3]]));
        want.push(sad8(x, y) + (z & 0xffff));
        want.push((sad8(x, y) << 16).wrapping_add(z));
        want.push(
            ((x & 0xffff) as u16).abs_diff((y & 0xffff) as u16) as u32
                + ((x >> 16) as u16).abs_diff((y >> 16) as u16) as u32
                + (z & 0xffff),
        );
        let lo = f64_to_f16_rtz(g as f64) as u32;
        let hi = f64_to_f16_rtz((-g * 3.0f32) as f64) as u32;
        want.push(lo | (hi << 16));
        let t = g * 7.5f32;
        want.push((t - t.floor()).min(f32::from_bits(0x3f7f_ffff)).to_bits());
        let (p, q, r) = (g, x as f32 * 1e-9f32, y as f32 * 1e-9f32);
        want.push(p.min(q).max(p.max(q).min(r)).to_bits());
        want.push((i % 64) as u32);
        want.push(a[i / 64 * 64].wrapping_add((x as i32).min(y as i32).max(z as i32) as u32));
    }
    check(
        "amdgcn target built-ins (12 per item)",
        &out.get::<u32>(4),
        &want,
        Tol::Exact,
    );
}

#[test]
fn rgba_gray() {
    let n = 300u32;
    let mut rng = Rng::new(52);
    let px: Vec<u8> = (0..4 * n).map(|_| rng.u32() as u8).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "rgba",
        "rgba_gray",
        g,
        l,
        vec![
            buf(&px),
            zeros::<u8>(n as usize),
            zeros::<u8>(4 * n as usize),
            Arg::U32(n),
        ],
    );
    let gray: Vec<u8> = px
        .chunks_exact(4)
        .map(|p| {
            let f: Vec<f32> = p.iter().map(|&v| v as f32).collect();
            let s = ((f[0] * 0.25 + f[1] * 0.5) + f[2] * 0.125) + f[3] * 0.0625;
            (s * 1.5).round_ties_even().clamp(0.0, 255.0) as u8
        })
        .collect();
    let inv: Vec<u8> = px.iter().map(|&v| 255 - v).collect();
    check(
        "rgba_gray gray (sat, rte)",
        &out.get::<u8>(1),
        &gray,
        Tol::Exact,
    );
    check("rgba_gray inverse", &out.get::<u8>(2), &inv, Tol::Exact);
}

#[test]
fn big_workgroup() {
    let groups = 4u32;
    let n = 1024 * groups;
    let mut rng = Rng::new(53);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, 1024);
    let out = launch(
        "big_workgroup",
        "big_workgroup",
        g,
        l,
        vec![
            buf(&input),
            zeros::<u32>(n as usize),
            zeros::<u32>(groups as usize),
        ],
    );
    let totals: Vec<u32> = input
        .chunks(1024)
        .map(|c| c.iter().fold(0u32, |a, &v| a.wrapping_add(v)))
        .collect();
    let want: Vec<u32> = (0..n as usize)
        .map(|i| input[i].wrapping_add(totals[i / 1024]))
        .collect();
    check("big_workgroup out", &out.get::<u32>(1), &want, Tol::Exact);
    check(
        "big_workgroup totals",
        &out.get::<u32>(2),
        &totals,
        Tol::Exact,
    );
}

#[test]
fn last_block_sum() {
    let groups = 8u32;
    let n = 64 * groups;
    let mut rng = Rng::new(54);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "memory_model",
        "last_block_sum",
        g,
        l,
        vec![
            buf(&input),
            zeros::<u32>(groups as usize),
            zeros::<u32>(1),
            zeros::<u32>(2),
        ],
    );
    let partials: Vec<u32> = input
        .chunks(64)
        .map(|c| c.iter().fold(0u32, |a, &v| a.wrapping_add(v)))
        .collect();
    let total = partials.iter().fold(0u32, |a, &v| a.wrapping_add(v));
    check(
        "last_block_sum partials",
        &out.get::<u32>(1),
        &partials,
        Tol::Exact,
    );
    check(
        "last_block_sum ticket",
        &out.get::<u32>(2),
        &[groups],
        Tol::Exact,
    );
    check(
        "last_block_sum result (total, last groups)",
        &out.get::<u32>(3),
        &[total, 1],
        Tol::Exact,
    );
}

#[test]
fn dpp_modes() {
    let n = 192u32;
    let mut rng = Rng::new(55);
    let input: Vec<i32> = (0..n).map(|_| rng.below(1_000_000) as i32).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "dpp_modes",
        "dpp_modes",
        g,
        l,
        vec![buf(&input), zeros::<i32>(13 * n as usize)],
    );
    // (source lane or None when out of range, row_mask, bank_mask, bound_ctrl) per case, for lane l.
    // Rows are lanes 16r..16r+15; bank b is lanes 4b..4b+3 of every row (GCN3 ISA, DPP BANK_MASK).
    type Case = fn(usize) -> Option<usize>;
    let cases: [(Case, u32, u32, bool); 13] = [
        (
            |l| if l % 16 < 15 { Some(l + 1) } else { None },
            0xf,
            0xf,
            false,
        ), // row_shl:1
        (
            |l| if l % 16 >= 3 { Some(l - 3) } else { None },
            0xf,
            0xf,
            true,
        ), // row_shr:3
        (|l| Some(l / 16 * 16 + (l % 16 + 11) % 16), 0xf, 0xf, false), // row_ror:5
        (|l| Some(l / 16 * 16 + 15 - l % 16), 0xf, 0xf, false),        // row_mirror
        (|l| Some(l / 8 * 8 + 7 - l % 8), 0xf, 0xf, false),            // row_half_mirror
        (|l| if l < 63 { Some(l + 1) } else { None }, 0xf, 0xf, false), // wave_shl:1
        (|l| Some((l + 1) % 64), 0xf, 0xf, false),                     // wave_rol:1
        (|l| if l > 0 { Some(l - 1) } else { None }, 0xf, 0xf, true),  // wave_shr:1
        (|l| Some((l + 63) % 64), 0xf, 0xf, false),                    // wave_ror:1
        (
            |l| if l >= 16 { Some(l / 16 * 16 - 1) } else { None },
            0xa,
            0xf,
            false,
        ), // row_bcast:15
        (|l| if l >= 32 { Some(31) } else { None }, 0xc, 0xf, false),  // row_bcast:31
        (|l| Some((l & !3) + [2, 3, 0, 1][l & 3]), 0xf, 0x5, false),   // quad_perm [2,3,0,1]
        (
            |l| if l % 16 >= 1 { Some(l - 1) } else { None },
            0x6,
            0xf,
            false,
        ), // row_shr:1
    ];
    let mut want = Vec::new();
    for wave in input.chunks(64) {
        for lane in 0..64usize {
            let old = -1000 - lane as i32;
            for (src, row_mask, bank_mask, bound_ctrl) in &cases {
                let enabled =
                    row_mask >> (lane / 16) & 1 == 1 && bank_mask >> (lane % 16 / 4) & 1 == 1;
                let v = if !enabled {
                    old
                } else {
                    match src(lane) {
                        Some(s) => wave[s],
                        None if *bound_ctrl => 0,
                        None => old,
                    }
                };
                want.push(v);
            }
        }
    }
    check(
        "dpp_modes (13 controls per lane)",
        &out.get::<i32>(1),
        &want,
        Tol::Exact,
    );
}

#[test]
fn lds_bytes() {
    let groups = 3u32;
    let n = 128 * groups;
    let mut rng = Rng::new(56);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, 128);
    let out = launch(
        "lds_bytes",
        "lds_bytes",
        g,
        l,
        vec![buf(&input), zeros::<i32>(3 * n as usize)],
    );
    let mut want = Vec::new();
    for (gi, grp) in input.chunks(128).enumerate() {
        for lid in 0..128usize {
            let (a, b, c) = ((lid + 1) % 128, (lid + 3) % 128, (lid + 5) % 128);
            want.push(grp[a] as i8 as i32 + (grp[b] >> 8) as u8 as i32 * 7);
            want.push((grp[a] >> 3) as i16 as i32 ^ (grp[b] >> 16) as u16 as i32);
            let w = ((grp[c] as u64) << 29) ^ (gi * 128 + c) as u64;
            want.push((w as u32).wrapping_add((w >> 32) as u32) as i32);
        }
    }
    check(
        "lds_bytes (u8/i8/u16/i16/b64 LDS)",
        &out.get::<i32>(1),
        &want,
        Tol::Exact,
    );
}

#[test]
fn modifiers() {
    let n = 300u32;
    let mut rng = Rng::new(57);
    let x = rng.vec_f32(n as usize, -2.0, 2.0);
    let y = rng.vec_f32(n as usize, -2.0, 2.0);
    let z = rng.vec_f32(n as usize, -2.0, 2.0);
    let mut p = rng.vec_u32(n as usize);
    let q = rng.vec_u32(n as usize);
    p[0] = u32::MAX;
    let (g, l) = dim1(n, 64);
    let out = launch(
        "modifiers",
        "modifiers",
        g,
        l,
        vec![
            buf(&x),
            buf(&y),
            buf(&z),
            buf(&p),
            buf(&q),
            zeros::<f32>(4 * n as usize),
            zeros::<u32>(2 * n as usize),
            Arg::U32(n),
        ],
    );
    let fo: Vec<f32> = (0..n as usize)
        .flat_map(|i| {
            let (a, b, c) = (x[i], y[i], z[i]);
            [
                (a + b).clamp(0.0, 1.0),
                a.abs() * -b,
                b.abs() * c - a.abs(),
                (-a).max(c.abs()),
            ]
        })
        .collect();
    let uo: Vec<u32> = (0..n as usize)
        .flat_map(|i| [p[i].saturating_add(q[i]), p[i].saturating_sub(q[i])])
        .collect();
    // Exact: each result is one or two correctly rounded ops; abs/neg/clamp are exact.
    check(
        "modifiers float (abs/neg/clamp)",
        &out.get::<f32>(5),
        &wide(&fo),
        Tol::Exact,
    );
    check("modifiers uint clamp", &out.get::<u32>(6), &uo, Tol::Exact);
}

// ----------------------------------------------------------------------------------------------
// Scalar ALU, half rounding modes, more LDS atomics.

#[test]
fn scalar_ops() {
    let cases: [(u32, u32, u64, i32, u32); 4] = [
        (0x8765_4321, 13, 0xf00d_cafe_1234_5678, -77, 5),
        (0, 0, 0, i32::MIN, 0),
        (u32::MAX, 63, u64::MAX, 12345, 3),
        (0x0000_1000, 0xffff_fff7, 0x8000_0000_0000_0001, -1, 17),
    ];
    for (ci, &(a, b, c, d, iters)) in cases.iter().enumerate() {
        let out = launch(
            "scalar_ops",
            "scalar_ops",
            [64, 1, 1],
            [64, 1, 1],
            vec![
                zeros::<u32>(20),
                Arg::U32(a),
                Arg::U32(b),
                Arg::U64(c),
                Arg::I32(d),
                Arg::U32(iters),
            ],
        );
        let s = (c << (b & 63)) ^ (c >> (a & 63));
        let t = (c as i64) >> (b & 63);
        let sum = c.wrapping_add(a as u64 * b as u64);
        let mut acc = a;
        for k in 0..iters {
            acc = acc
                .wrapping_mul(1_664_525)
                .wrapping_add(1_013_904_223)
                .wrapping_add(k);
        }
        let want = [
            a.count_ones(),
            a.leading_zeros(),
            b.trailing_zeros(),
            a.wrapping_mul(b).wrapping_add(a >> (b & 31)),
            ((a as i32) >> (b & 31)) as u32,
            a.min(b) ^ (a as i32).max(b as i32) as u32,
            d.unsigned_abs(),
            (a & !b) | ((a | !b) << 1),
            (!(a ^ b)).wrapping_add(!(a & b)),
            if a > b {
                a - b
            } else {
                (b - a).wrapping_add(7)
            },
            (a as i8 as i32 as u32).wrapping_add(b as i16 as i32 as u32),
            (a >> 5) & 0x3ff,
            s as u32,
            (s >> 32) as u32,
            (t as u32) ^ ((t >> 32) as u32),
            sum as u32,
            (sum >> 32) as u32,
            acc,
            a.rotate_left(b % 32),
            c.count_ones() + c.leading_zeros(),
        ];
        check(
            &format!("scalar_ops case {ci}"),
            &out.get::<u32>(0),
            &want,
            Tol::Exact,
        );
    }
}

#[test]
fn half_special() {
    let mut values: Vec<f32> = vec![
        0.0,
        -0.0,
        1.0,
        65504.0,
        65519.0,
        65520.0,
        70000.0,
        -70000.0,
        1e-5,
        -1e-5,
        (2.0f32).powi(-24),
        (2.0f32).powi(-25),
        3.0 * (2.0f32).powi(-26),
        1e-10,
        -1e-10,
        1.0 + (2.0f32).powi(-11),
        1.0 + 3.0 * (2.0f32).powi(-11),
        -(1.0 + (2.0f32).powi(-11)),
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::MAX,
        -f32::MAX,
    ];
    let mut rng = Rng::new(58);
    while values.len() < 256 {
        let e = rng.below(48) as i32 - 30;
        let v = rng.f32(1.0, 2.0) * (2.0f32).powi(e);
        values.push(if rng.u32() & 1 == 0 { v } else { -v });
    }
    let n = values.len() as u32;
    let (g, l) = dim1(n, 64);
    let out = launch(
        "half_special",
        "half_special",
        g,
        l,
        vec![
            buf(&values),
            zeros::<u16>(4 * n as usize),
            zeros::<f32>(n as usize),
            Arg::U32(n),
        ],
    );
    // Any NaN compares as the canonical quiet NaN (the payload is not specified).
    let canon16 = |h: u16| {
        if h & 0x7c00 == 0x7c00 && h & 0x3ff != 0 {
            0x7e00
        } else {
            h
        }
    };
    let got: Vec<u16> = out.get::<u16>(1).into_iter().map(canon16).collect();
    let modes = [
        Round::NearestEven,
        Round::TowardZero,
        Round::TowardPositive,
        Round::TowardNegative,
    ];
    let want: Vec<u16> = values
        .iter()
        .flat_map(|&v| modes.map(|m| f64_to_f16_mode(v as f64, m)))
        .collect();
    check("vstore_half{,_rtz,_rtp,_rtn}", &got, &want, Tol::Exact);
    let canon32 = |f: f32| if f.is_nan() { f32::NAN } else { f };
    let back: Vec<f32> = out.get::<f32>(2).into_iter().map(canon32).collect();
    let want_back: Vec<f64> = values
        .iter()
        .map(|&v| canon32(f16_to_f32(f64_to_f16_mode(v as f64, Round::NearestEven))) as f64)
        .collect();
    check("vload_half of the RNE store", &back, &want_back, Tol::Exact);
}

#[test]
fn lds_atomics2() {
    let groups = 3u32;
    let n = 128 * groups;
    let mut rng = Rng::new(59);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, 128);
    let out = launch(
        "lds_atomics2",
        "lds_atomics2",
        g,
        l,
        vec![
            buf(&input),
            zeros::<u32>(8 * groups as usize),
            zeros::<u32>(n as usize),
        ],
    );
    let res = out.get::<u32>(1);
    let prev = out.get::<u32>(2);
    let mut want = Vec::new();
    for (gi, grp) in input.chunks(128).enumerate() {
        let fsum: f32 = grp.iter().map(|&v| (v & 1023) as f32 * 0.125).sum();
        let wide = grp
            .iter()
            .fold(0u64, |a, &v| a.wrapping_add((v as u64) << 20));
        let or = grp.iter().fold(0u32, |a, &v| a | (v & 0x0f0f_0f0f));
        let and = grp.iter().fold(u32::MAX, |a, &v| a & (v | 0x1000_0001));
        let xor = grp.iter().fold(0u32, |a, &v| a ^ v);
        // The exchange chain: previous values plus the final one are the initial value plus every lid.
        let mut chain: Vec<u32> = prev[gi * 128..gi * 128 + 128].to_vec();
        chain.push(res[8 * gi + 1]);
        chain.sort();
        let mut want_chain: Vec<u32> = (0..128).collect();
        want_chain.push(u32::MAX);
        check(
            &format!("lds_atomics2 group {gi} xchg chain"),
            &chain,
            &want_chain,
            Tol::Exact,
        );
        want.extend_from_slice(&[
            fsum.to_bits(),
            res[8 * gi + 1],
            wide as u32,
            (wide >> 32) as u32,
            128 % 10,
            4 - (127 % 5),
            or | and,
            xor,
        ]);
    }
    check("lds_atomics2 results", &res, &want, Tol::Exact);
}

// ----------------------------------------------------------------------------------------------
// Determinism (brief: same config + inputs -> identical statistics).

#[test]
fn same_job_twice_is_identical() {
    // Kernels whose results depend on the order atomics are served in: the emulator must still
    // give the same buffers and the same statistics on every run.
    let mut rng = Rng::new(60);
    let input = rng.vec_u32(1000);
    let runs: Vec<(&str, &str, Vec<Arg>, u32, u32)> = vec![
        (
            "compaction",
            "compaction",
            vec![
                buf(&input),
                zeros::<u32>(2000),
                zeros::<u32>(1),
                Arg::U32(1000),
            ],
            1000,
            64,
        ),
        (
            "atomics_global",
            "atomic_exchange",
            vec![buf(&[-1i32, -2, -3]), zeros::<i32>(256), Arg::U32(3)],
            256,
            64,
        ),
    ];
    for (file, kernel, args, n, wg) in runs {
        let first = launch(file, kernel, [n, 1, 1], [wg, 1, 1], args.clone());
        let second = launch(file, kernel, [n, 1, 1], [wg, 1, 1], args);
        assert_eq!(
            first.out.stats, second.out.stats,
            "{kernel}: statistics differ between runs"
        );
        assert!(
            first.out.buffers == second.out.buffers,
            "{kernel}: buffers differ between runs"
        );
    }
}

// ----------------------------------------------------------------------------------------------
// Bit-field extracts on scalars, 3-vectors, double rounding and conversions.

#[test]
fn scalar_bfe() {
    // LLVM's AMDGPU constant folder (constantFoldBFE) defines the fields: width 0 -> 0; a field
    // ending below bit 31 is shifted up and back down; one reaching bit 31 is a plain shift.
    let ubfe = |x: u32, off: u32, w: u32| -> u32 {
        if w == 0 {
            0
        } else if off + w < 32 {
            (x << (32 - off - w)) >> (32 - w)
        } else {
            x >> off
        }
    };
    let sbfe = |x: u32, off: u32, w: u32| -> u32 {
        if w == 0 {
            0
        } else if off + w < 32 {
            (((x << (32 - off - w)) as i32) >> (32 - w)) as u32
        } else {
            ((x as i32) >> off) as u32
        }
    };
    let fields = [(4u32, 8u32), (20, 12), (28, 8), (30, 10), (1, 31), (16, 16)];
    for x in [0x8765_4321u32, 0x7fff_ffff, 0xffff_0000, 0] {
        let out = launch(
            "scalar_bfe",
            "scalar_bfe",
            [64, 1, 1],
            [64, 1, 1],
            vec![zeros::<u32>(24), Arg::U32(x)],
        );
        let mut want = Vec::new();
        for v in [x, x ^ 1] {
            for &(o, w) in &fields {
                want.push(ubfe(v, o, w));
                want.push(sbfe(v, o, w));
            }
        }
        check(
            &format!("scalar_bfe x={x:#x} (SALU item 0, VALU item 1)"),
            &out.get::<u32>(0),
            &want,
            Tol::Exact,
        );
    }
}

#[test]
fn vec3_ops() {
    let n = 200u32;
    let mut rng = Rng::new(61);
    let a = rng.vec_f32(3 * n as usize, -10.0, 10.0);
    let b = rng.vec_f32(3 * n as usize, -10.0, 10.0);
    let c = rng.vec_f32(3 * n as usize, -10.0, 10.0);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "vec3",
        "vec3_ops",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            buf(&c),
            zeros::<f32>(3 * n as usize),
            zeros::<f32>(n as usize),
            zeros::<i32>(3 * n as usize),
            Arg::U32(n),
        ],
    );
    let mut cr = Vec::new();
    let mut len = Vec::new();
    let mut ints = Vec::new();
    for i in 0..n as usize {
        let (x, y, z) = (
            &a[3 * i..3 * i + 3],
            &b[3 * i..3 * i + 3],
            &c[3 * i..3 * i + 3],
        );
        // cross(): each component is a difference of two rounded products (unfused v_mad_f32).
        cr.push((x[1] * y[2] - x[2] * y[1]) + z[0]);
        cr.push((x[2] * y[0] - x[0] * y[2]) + z[1]);
        cr.push((x[0] * y[1] - x[1] * y[0]) + z[2]);
        len.push(x.iter().map(|&v| v as f64 * v as f64).sum::<f64>().sqrt());
        for &v in x {
            ints.push(((v * 8.0) as i32) >> 1);
        }
    }
    check("vec3 cross + c", &out.get::<f32>(3), &wide(&cr), Tol::Exact);
    // length: sqrt (<= 3 ulp, OpenCL 1.2 table 7.1) of a sum of three rounded squares; 4 ulp in all.
    check(
        "vec3 length (<= 4 ulp)",
        &out.get::<f32>(4),
        &len,
        Tol::Ulp(4.0),
    );
    check(
        "vec3 convert_int3 >> 1",
        &out.get::<i32>(5),
        &ints,
        Tol::Exact,
    );
}

#[test]
fn fp64_round() {
    let n = 256u32;
    let mut rng = Rng::new(62);
    let x: Vec<f64> = (0..n as usize)
        .map(|i| match i % 4 {
            0 => (rng.below(4000) as f64 - 2000.0) / 2.0, // exact halves: ties
            1 => rng.f64(-1e6, 1e6),
            2 => rng.f64(-1.0, 1.0) * 1e-3,
            _ => {
                let v = rng.f64(1.0, 2.0) * (2.0f64).powi(40 + rng.below(22) as i32);
                if rng.u32() & 1 == 0 {
                    v
                } else {
                    -v
                }
            }
        })
        .collect();
    let u: Vec<u64> = (0..n).map(|_| rng.u64() >> rng.below(40)).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "fp64_round",
        "fp64_round",
        g,
        l,
        vec![
            buf(&x),
            buf(&u),
            zeros::<f64>(7 * n as usize),
            zeros::<i64>(3 * n as usize),
            zeros::<f32>(n as usize),
            Arg::U32(n),
        ],
    );
    let d = out.get::<f64>(2);
    let col = |k: usize| -> Vec<f64> { (0..n as usize).map(|i| d[7 * i + k]).collect() };
    let want = |f: &dyn Fn(f64) -> f64| -> Vec<f64> { x.iter().map(|&v| f(v)).collect() };
    check("fp64 floor", &col(0), &want(&f64::floor), Tol::Exact);
    check("fp64 ceil", &col(1), &want(&f64::ceil), Tol::Exact);
    check("fp64 trunc", &col(2), &want(&f64::trunc), Tol::Exact);
    check(
        "fp64 rint",
        &col(3),
        &want(&f64::round_ties_even),
        Tol::Exact,
    );
    // round(): value exact; Ulp(0) accepts +0 for round(-0.3) (ocml adds +0.0 to trunc(x)).
    check("fp64 round", &col(4), &want(&f64::round), Tol::Ulp(0.0));
    let below_one = f64::from_bits(0x3fef_ffff_ffff_ffff);
    check(
        "fp64 fract",
        &col(5),
        &want(&|v| (v - v.floor()).min(below_one)),
        Tol::Exact,
    );
    check(
        "fp64 (double)(long)x",
        &col(6),
        &want(&|v| (v as i64) as f64),
        Tol::Exact,
    );
    let q: Vec<i64> = (0..n as usize)
        .flat_map(|i| {
            [
                x[i] as i64,
                x[i].abs() as u64 as i64,
                (u[i] as f64).to_bits() as i64,
            ]
        })
        .collect();
    check(
        "fp64 <-> 64-bit integer conversions",
        &out.get::<i64>(3),
        &q,
        Tol::Exact,
    );
    let f: Vec<f32> = x.iter().map(|&v| v as f32).collect();
    check(
        "fp64 -> f32 (RNE)",
        &out.get::<f32>(4),
        &wide(&f),
        Tol::Exact,
    );
}

// ----------------------------------------------------------------------------------------------
// LDS layout with static and dynamic buffers, VGPR spilling.

#[test]
fn lds_mixed() {
    let n = 256u32;
    let mut rng = Rng::new(63);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, 64);
    let out = launch(
        "lds_mixed",
        "lds_mixed",
        g,
        l,
        vec![
            buf(&input),
            zeros::<u32>(n as usize),
            Arg::Local(64 * 4),
            Arg::Local(128 * 2),
        ],
    );
    let mut want = Vec::new();
    for grp in input.chunks(64) {
        for lid in 0..64usize {
            let b = (2 * lid + 3) & 127; // always odd: the low half of item (b - 1) / 2
            let dyn_b = grp[(b - 1) / 2] as u16 as u32;
            want.push(
                grp[(lid + 7) & 63]
                    .wrapping_add(grp[(lid + 13) & 63].wrapping_mul(3))
                    .wrapping_add(dyn_b << 8),
            );
        }
    }
    check(
        "lds_mixed (static + two dynamic LDS buffers)",
        &out.get::<u32>(1),
        &want,
        Tol::Exact,
    );
}

#[test]
fn register_pressure() {
    let n = 2048u32;
    let rounds = 3u32;
    let mut rng = Rng::new(64);
    let input = rng.vec_u32(n as usize);
    let (g, l) = dim1(n, 1024);
    let out = launch(
        "register_pressure",
        "register_pressure",
        g,
        l,
        vec![buf(&input), zeros::<u32>(n as usize), Arg::U32(rounds)],
    );
    let want: Vec<u32> = input
        .iter()
        .map(|&x| {
            let mut v: Vec<u32> = (0..96u32)
                .map(|k| x.wrapping_mul(2 * k + 1).wrapping_add(k))
                .collect();
            for r in 0..rounds {
                for k in 0..96 {
                    v[k] = v[k]
                        .wrapping_mul(0x9e37_79b1)
                        .wrapping_add(v[(k + 1) % 96])
                        .wrapping_add(r);
                }
            }
            v.iter()
                .fold(0u32, |acc, &e| acc.wrapping_mul(31).wrapping_add(e))
        })
        .collect();
    check(
        "register_pressure (VGPR spills to scratch)",
        &out.get::<u32>(1),
        &want,
        Tol::Exact,
    );
}

// ----------------------------------------------------------------------------------------------
// Cross-lane collectives on partial wavefronts (inactive lanes must not contribute).

#[test]
fn subgroup_reduce_partial_wave() {
    let wg = 48u32;
    let n = wg * 3;
    let mut rng = Rng::new(65);
    let input: Vec<i32> = (0..n).map(|_| rng.u32() as i32 >> 4).collect();
    let (g, l) = dim1(n, wg);
    let out = launch(
        "subgroups",
        "subgroup_reduce",
        g,
        l,
        vec![
            buf(&input),
            zeros::<i32>(n as usize),
            zeros::<i32>(n as usize),
            zeros::<i32>(n as usize),
        ],
    );
    let (mut sum, mut scan, mut bc) = (Vec::new(), Vec::new(), Vec::new());
    // Each 48-item group is one wavefront with 48 active lanes; get_sub_group_size() is 48.
    for wave in input.chunks(wg as usize) {
        let total = wave.iter().fold(0i32, |a, &v| a.wrapping_add(v));
        let mut run = 0i32;
        for &v in wave {
            run = run.wrapping_add(v);
            sum.push(total);
            scan.push(run);
            bc.push(wave[5].wrapping_add(wg as i32));
        }
    }
    check(
        "sub_group_reduce_add, 48 lanes",
        &out.get::<i32>(1),
        &sum,
        Tol::Exact,
    );
    check(
        "sub_group_scan_inclusive_add, 48 lanes",
        &out.get::<i32>(2),
        &scan,
        Tol::Exact,
    );
    check(
        "sub_group_broadcast + size, 48 lanes",
        &out.get::<i32>(3),
        &bc,
        Tol::Exact,
    );
}

#[test]
fn work_group_funcs_partial_wave() {
    let wg = 100u32; // two wavefronts, the second with 36 active lanes
    let groups = 3u32;
    let n = wg * groups;
    let mut rng = Rng::new(66);
    let mut input: Vec<i32> = (0..n).map(|_| 1 + rng.below(1 << 20) as i32).collect();
    input[150] = -3; // group 1 is not all positive
    let (g, l) = dim1(n, wg);
    let out = launch(
        "work_group_funcs",
        "work_group_funcs",
        g,
        l,
        vec![buf(&input), zeros::<i32>(5 * n as usize)],
    );
    let mut want = Vec::new();
    for grp in input.chunks(wg as usize) {
        let sum = grp.iter().fold(0i32, |a, &v| a.wrapping_add(v));
        let max = *grp.iter().max().unwrap_or(&0);
        let all = grp.iter().all(|&v| v > 0) as i32;
        let mut run = 0i32;
        for &v in grp {
            run = run.wrapping_add(v);
            want.extend_from_slice(&[sum, max, run, grp[7], all]);
        }
    }
    let got: Vec<i32> = out
        .get::<i32>(1)
        .iter()
        .enumerate()
        .map(|(k, &v)| if k % 5 == 4 { (v != 0) as i32 } else { v })
        .collect();
    check(
        "work_group collectives, 100-item groups",
        &got,
        &want,
        Tol::Exact,
    );
}

#[test]
fn generic_ptr() {
    let n = 192u32;
    let mut rng = Rng::new(67);
    let input: Vec<i32> = (0..8 * n)
        .map(|_| rng.below(1 << 20) as i32 - (1 << 19))
        .collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "generic_ptr",
        "generic_ptr",
        g,
        l,
        vec![buf(&input), zeros::<i32>(4 * n as usize)],
    );
    let weighted = |row: &[i32]| -> i32 {
        row.iter().enumerate().fold(0i32, |a, (k, &v)| {
            a.wrapping_add(v.wrapping_mul(k as i32 + 1))
        })
    };
    let mut want = Vec::new();
    for gid in 0..n as usize {
        let lid = gid % 64;
        let row = &input[gid * 8..gid * 8 + 8];
        let mut lds: Vec<i32> = row.iter().map(|&v| v ^ 0x55).collect();
        lds[0] = lds[0].wrapping_add(((lid + 63) & 63) as i32); // bumped by the item before
        let mut private: Vec<i32> = row.iter().enumerate().map(|(k, &v)| v + k as i32).collect();
        private[gid & 7] += 1000;
        want.push(weighted(row));
        want.push(weighted(&lds));
        want.push(weighted(&private));
        want.push(0x421); // global -> 1, local -> 2 << 4, private -> 4 << 8
    }
    check(
        "generic_ptr (flat to global, LDS and scratch apertures)",
        &out.get::<i32>(1),
        &want,
        Tol::Exact,
    );
}

#[test]
fn sopp_misc() {
    let groups = 3u32;
    let (g, l) = dim1(64 * groups, 64);
    let out = launch(
        "sopp_misc",
        "sopp_misc",
        g,
        l,
        vec![zeros::<u32>(4 * groups as usize)],
    );
    // MODE[9:0]: FP_ROUND 0 (nearest even), FP_DENORM = 0b11 for f16/f64 (bits 7:6) and 0b00 for
    // f32 (bits 5:4), DX10_CLAMP (bit 8), IEEE (bit 9), as clang's descriptor asks (GCN3 ISA, MODE).
    let want: Vec<u32> = (0..groups).flat_map(|_| [0x3c0, 1, 1, 1]).collect();
    check(
        "sopp_misc (MODE from descriptor, timers monotonic, pc)",
        &out.get::<u32>(0),
        &want,
        Tol::Exact,
    );
}

/// The values a sequence of atomic adds returned, sorted with their addends, must be the running
/// sums from `start` in some serial order (all addends positive).
fn check_ticket_chain(what: &str, tickets: &[i32], addends: &[i32], start: i32) {
    let mut pairs: Vec<(i32, i32)> = tickets
        .iter()
        .copied()
        .zip(addends.iter().copied())
        .collect();
    pairs.sort();
    let got: Vec<i32> = pairs.iter().map(|p| p.0).collect();
    let mut want = Vec::new();
    let mut run = start;
    for p in &pairs {
        want.push(run);
        run = run.wrapping_add(p.1);
    }
    check(what, &got, &want, Tol::Exact);
}

#[test]
fn generic_atomics() {
    let groups = 4u32;
    let n = 64 * groups;
    let mut rng = Rng::new(68);
    let input: Vec<i32> = (0..n).map(|_| 1 + rng.below(10_000) as i32).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "generic_atomics",
        "generic_atomics",
        g,
        l,
        vec![
            buf(&input),
            buf(&[0i32, i32::MIN]),
            zeros::<i32>(2 * groups as usize),
            zeros::<i32>(2 * n as usize),
        ],
    );
    let total = input.iter().sum::<i32>();
    let max = *input.iter().max().unwrap_or(&0);
    check(
        "generic_atomics global counters",
        &out.get::<i32>(1),
        &[total, max],
        Tol::Exact,
    );
    let lres: Vec<i32> = input
        .chunks(64)
        .flat_map(|c| [c.iter().sum::<i32>(), *c.iter().max().unwrap_or(&0)])
        .collect();
    check(
        "generic_atomics LDS sum/max per group",
        &out.get::<i32>(2),
        &lres,
        Tol::Exact,
    );
    let t = out.get::<i32>(3);
    let lds_tickets: Vec<i32> = t.iter().step_by(2).copied().collect();
    let global_tickets: Vec<i32> = t.iter().skip(1).step_by(2).copied().collect();
    for (gi, grp) in input.chunks(64).enumerate() {
        check_ticket_chain(
            &format!("generic_atomics LDS tickets, group {gi}"),
            &lds_tickets[gi * 64..gi * 64 + 64],
            grp,
            0,
        );
    }
    check_ticket_chain("generic_atomics global tickets", &global_tickets, &input, 0);
}

#[test]
fn mad64() {
    let n = 256u32;
    let mut rng = Rng::new(69);
    let a: Vec<i32> = (0..n).map(|_| rng.u32() as i32).collect();
    let b: Vec<i32> = (0..n).map(|_| rng.u32() as i32).collect();
    let c: Vec<i64> = (0..n).map(|_| rng.u64() as i64).collect();
    let k: Vec<i32> = (0..n).map(|_| rng.u32() as i32).collect();
    let (g, l) = dim1(n, 64);
    let out = launch(
        "mad64",
        "mad64",
        g,
        l,
        vec![
            buf(&a),
            buf(&b),
            buf(&c),
            buf(&k),
            zeros::<u64>(5 * n as usize),
            Arg::U32(n),
        ],
    );
    let want: Vec<u64> = (0..n as usize)
        .flat_map(|i| {
            let (x, y, z, kk) = (a[i], b[i], c[i], k[i]);
            [
                (x as i64 * y as i64).wrapping_add(z) as u64,
                (x as i64 as u64)
                    .wrapping_mul(y as u32 as u64)
                    .wrapping_add(z as u64),
                ((((x as i64 * y as i64) >> 32) as i32).wrapping_add(kk)) as i64 as u64,
                (x as i64 * y as i64 + kk as i64).clamp(i32::MIN as i64, i32::MAX as i64) as u64,
                (((x as i64) << 32) | y as u32 as i64) as u64,
            ]
        })
        .collect();
    check(
        "mad64 (v_mad_i64_i32, v_mad_u64_u32, mad_hi, mad_sat, upsample)",
        &out.get::<u64>(4),
        &want,
        Tol::Exact,
    );
}
