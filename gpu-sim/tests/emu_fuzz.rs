//! Robustness: random instruction words, decoded and executed on a wavefront with random
//! registers, never panic — every failure is an `Err` (bad register, memory fault,
//! unimplemented op). Runs in debug builds too, so arithmetic overflow would be caught.

use gpu_sim::emu::exec::{compile, Ctx};
use gpu_sim::emu::wave::Wave;
use gpu_sim::emu::SparseMemory;
use gpu_sim::isa::decode;
use rand::{Rng, SeedableRng};

#[test]
fn random_words_never_panic() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x7a4d_e301);
    let n: usize = std::env::var("TANDEM_FULL").map_or(8_000, |_| 400_000);
    let mut mem = SparseMemory::new();
    // Map a window that random addresses sometimes hit (low 32 bits random, high 0).
    mem.map(0, 1 << 20);
    let mut lds = vec![0u8; 65536];
    let (mut executed, mut errors) = (0usize, 0usize);
    for _ in 0..n {
        let words = [rng.gen::<u32>(), rng.gen::<u32>(), rng.gen::<u32>()];
        let Ok(inst) = decode(&words) else { continue };
        let Some((h, aux)) = compile(&inst) else {
            continue;
        };
        let mut w = Wave::new(if rng.gen_bool(0.5) { 256 } else { 24 });
        for s in w.s.iter_mut() {
            *s = if rng.gen_bool(0.5) {
                rng.gen::<u32>() % 4096
            } else {
                rng.gen()
            };
        }
        for row in w.v.iter_mut().take(32) {
            for x in row.iter_mut() {
                *x = if rng.gen_bool(0.7) {
                    rng.gen::<u32>() % 65536
                } else {
                    rng.gen()
                };
            }
        }
        w.mode = rng.gen::<u32>() & 0x3ff;
        w.pc = 0x1000;
        let mut ctx = Ctx {
            mem: &mut mem,
            lds: &mut lds,
            scratch_va: 0,
            clock: 0,
        };
        executed += 1;
        if h(&mut w, &inst, &mut ctx, aux).is_err() {
            errors += 1;
        }
    }
    println!("{executed} instructions executed, {errors} returned errors");
    assert!(
        executed > n / 5,
        "too few random words decoded and executed: {executed}"
    );
}
