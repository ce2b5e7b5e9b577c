//! CPU reference implementations shared by more than one verifier: the corpus tests
//! (`gpu-sim/tests/corpus_run.rs`) and the standalone workloads (`host-stub`) check the same
//! kernels, so they share one oracle instead of two copies that could drift apart.
//!
//! The workloads' input generator ([`Rng`]) and index-space partitioning ([`parts`]) live here
//! too, so the host stub and the gem5 guest program give the GPUs the same inputs in the same
//! parts.
//!
//! AES-256 (FIPS-197), written from the standard: the S-box is derived from GF(2^8) inverses
//! rather than typed in, so a wrong table entry cannot hide in both the kernel input and the
//! reference.

use std::ops::Range;

/// Multiplication in GF(2^8) with the AES polynomial x^8 + x^4 + x^3 + x + 1.
pub fn gf_mul(mut a: u8, mut b: u8) -> u8 {
    let mut p = 0u8;
    while b != 0 {
        if b & 1 != 0 {
            p ^= a;
        }
        let hi = a & 0x80;
        a <<= 1;
        if hi != 0 {
            a ^= 0x1b;
        }
        b >>= 1;
    }
    p
}

/// The AES S-box: the GF(2^8) inverse of each byte followed by the affine transform.
pub fn aes_sbox() -> [u8; 256] {
    let mut s = [0u8; 256];
    for (x, slot) in s.iter_mut().enumerate() {
        // x^254 is the multiplicative inverse (0 maps to 0).
        let mut inv = 1u8;
        for _ in 0..254 {
            inv = gf_mul(inv, x as u8);
        }
        if x == 0 {
            inv = 0;
        }
        let b = inv;
        *slot =
            b ^ b.rotate_left(1) ^ b.rotate_left(2) ^ b.rotate_left(3) ^ b.rotate_left(4) ^ 0x63;
    }
    s
}

/// AES-256 key expansion: 60 words, word i holding bytes 4i..4i+3 big-endian.
pub fn aes256_expand(key: &[u8; 32], sbox: &[u8; 256]) -> Vec<u32> {
    let sub = |w: u32| -> u32 { u32::from_be_bytes(w.to_be_bytes().map(|b| sbox[b as usize])) };
    let mut w = Vec::with_capacity(60);
    for i in 0..8 {
        w.push(u32::from_be_bytes([
            key[4 * i],
            key[4 * i + 1],
            key[4 * i + 2],
            key[4 * i + 3],
        ]));
    }
    let mut rcon = 1u8;
    for i in 8..60 {
        let mut t = w[i - 1];
        if i % 8 == 0 {
            t = sub(t.rotate_left(8)) ^ ((rcon as u32) << 24);
            rcon = gf_mul(rcon, 2);
        } else if i % 8 == 4 {
            t = sub(t);
        }
        w.push(w[i - 8] ^ t);
    }
    w
}

/// Encrypts one 16-byte block with an expanded AES-256 key.
// Row and column indices mirror FIPS-197's state notation, so index loops read clearer here.
#[allow(clippy::needless_range_loop)]
pub fn aes256_block(block: &[u8; 16], w: &[u32], sbox: &[u8; 256]) -> [u8; 16] {
    // state[r][c] = block[r + 4c]
    let mut st = [[0u8; 4]; 4];
    for c in 0..4 {
        for r in 0..4 {
            st[r][c] = block[r + 4 * c];
        }
    }
    let add_key = |st: &mut [[u8; 4]; 4], round: usize| {
        for c in 0..4 {
            let k = w[4 * round + c].to_be_bytes();
            for r in 0..4 {
                st[r][c] ^= k[r];
            }
        }
    };
    add_key(&mut st, 0);
    for round in 1..=14 {
        for row in st.iter_mut() {
            for b in row.iter_mut() {
                *b = sbox[*b as usize];
            }
        }
        for (r, row) in st.iter_mut().enumerate() {
            row.rotate_left(r);
        }
        if round != 14 {
            for c in 0..4 {
                let a = [st[0][c], st[1][c], st[2][c], st[3][c]];
                for r in 0..4 {
                    st[r][c] = gf_mul(a[r], 2)
                        ^ gf_mul(a[(r + 1) % 4], 3)
                        ^ a[(r + 2) % 4]
                        ^ a[(r + 3) % 4];
                }
            }
        }
        add_key(&mut st, round);
    }
    let mut out = [0u8; 16];
    for c in 0..4 {
        for r in 0..4 {
            out[r + 4 * c] = st[r][c];
        }
    }
    out
}

/// Deterministic inputs (splitmix64).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9e37_79b9_7f4a_7c15)
    }
    pub fn u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn u32(&mut self) -> u32 {
        (self.u64() >> 32) as u32
    }
    pub fn below(&mut self, n: u32) -> u32 {
        ((u64::from(self.u32()) * u64::from(n)) >> 32) as u32
    }
    pub fn f32(&mut self, lo: f32, hi: f32) -> f32 {
        let unit = (self.u32() >> 8) as f32 / (1u32 << 24) as f32;
        lo + (hi - lo) * unit
    }
    /// Uniform in [lo, hi), 53 random bits.
    pub fn f64(&mut self, lo: f64, hi: f64) -> f64 {
        let unit = (self.u64() >> 11) as f64 / (1u64 << 53) as f64;
        lo + (hi - lo) * unit
    }
    pub fn vec_f32(&mut self, n: usize, lo: f32, hi: f32) -> Vec<f32> {
        (0..n).map(|_| self.f32(lo, hi)).collect()
    }
    pub fn vec_u32(&mut self, n: usize) -> Vec<u32> {
        (0..n).map(|_| self.u32()).collect()
    }
}

/// Splits `0..n` into `k` contiguous parts, each a multiple of `align` except the last.
pub fn parts(n: u32, k: usize, align: u32) -> Vec<Range<u32>> {
    let k = k.max(1) as u32;
    let per = n.div_ceil(k).div_ceil(align.max(1)) * align.max(1);
    (0..k)
        .map(|i| (i * per).min(n)..((i + 1) * per).min(n))
        .collect()
}
