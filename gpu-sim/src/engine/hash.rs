//! [`FastMap`]: a `HashMap` for the simulator's own integer keys (request ids, line addresses,
//! port pairs).
//!
//! The standard SipHash resists collision attacks on untrusted keys; these keys come from the
//! simulator itself and every lookup is on a hot path, so one multiply by an odd constant per
//! word is enough. A fixed hasher also makes iteration order a function of the insertion
//! history alone (no per-process random seed), so runs stay deterministic.

use serde::{Serialize, Serializer};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Multiplicative hasher for integer keys (see the module doc).
#[derive(Default, Clone, Copy)]
pub struct FastHasher(u64);

const K: u64 = 0x9e37_79b9_7f4a_7c15;

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        // Fold the high half in: hashbrown takes bucket bits from the low end and tag bits
        // from the top.
        self.0 ^ (self.0 >> 32)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(K);
        }
    }
    fn write_u32(&mut self, v: u32) {
        self.write_u64(u64::from(v));
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(K);
    }
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
}

/// A `HashMap` with [`FastHasher`].
pub type FastMap<K, V> = HashMap<K, V, FastBuild>;

/// The builder of [`FastHasher`]s (for sets and maps keyed by the simulator's integers).
pub type FastBuild = BuildHasherDefault<FastHasher>;

/// Serialises a [`FastMap`] in key order (`#[serde(serialize_with = ...)]`): state dumps are
/// compared and diffed as text.
pub fn serialize_sorted<K: Ord + Serialize, V: Serialize, S: Serializer>(
    m: &FastMap<K, V>,
    s: S,
) -> Result<S::Ok, S::Error> {
    let mut v: Vec<(&K, &V)> = m.iter().collect();
    v.sort_by(|a, b| a.0.cmp(b.0));
    s.collect_seq(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sequential_ids_spread_over_buckets() {
        // Counters in the low bits and a tag in the high bits (how request ids are built) must
        // not collide in the low bits hashbrown indexes with.
        let mut low = std::collections::HashSet::new();
        for n in 0..1024u64 {
            let mut h = FastHasher::default();
            h.write_u64((1 << 63) | (7 << 40) | n);
            low.insert(h.finish() & 1023);
        }
        assert!(low.len() > 600, "only {} distinct buckets", low.len());
        let mut m: FastMap<u64, u64> = FastMap::default();
        m.insert(3, 4);
        assert_eq!(m.remove(&3), Some(4));
    }
}
