//! [`IdSlab`]: requests in flight, looked up by the id their answer repeats.
//!
//! A component that sends requests to the next level must find, from the answer's id, what the
//! request was for. Keeping that in a hash map cost a cache miss per answer on memory-bound
//! kernels; an `IdSlab` hands out ids that *are* the index of the entry (plus a generation, so
//! an id whose entry was freed and reused is refused rather than matched to the wrong request).
//!
//! A key is 39 bits: `generation (15) | index (24)`, never 0. Callers put their own tag above
//! it (the caches and TLBs use their bottom port from bit 40, compute units keep bit 39 for
//! their line requests) to keep ids unique within the engine.

use crate::engine::ReqId;
use serde::{Serialize, Serializer};

/// Bits of a key that hold the entry's index.
const INDEX_BITS: u32 = 24;
const GEN_MASK: u64 = 0x7fff;

/// A slab of in-flight entries addressed by generation-checked keys (see the module doc).
#[derive(Clone, Debug)]
pub struct IdSlab<T> {
    entries: Vec<(u16, Option<T>)>,
    free: Vec<u32>,
    len: usize,
}

impl<T> Default for IdSlab<T> {
    fn default() -> Self {
        IdSlab::new()
    }
}

impl<T> IdSlab<T> {
    pub fn new() -> IdSlab<T> {
        IdSlab {
            entries: Vec::new(),
            free: Vec::new(),
            len: 0,
        }
    }

    /// Stores `v`; returns its key (below `1 << 39`, never 0). `None` when 2^24 entries are in
    /// flight.
    pub fn insert(&mut self, v: T) -> Option<u64> {
        let index = match self.free.pop() {
            Some(i) => i,
            None => {
                if self.entries.len() >= 1 << INDEX_BITS {
                    return None;
                }
                self.entries.push((0, None));
                (self.entries.len() - 1) as u32
            }
        };
        let e = &mut self.entries[index as usize];
        // Generations run 1..=0x7fff, so no key is 0 and none has bit 39 set.
        e.0 = if u64::from(e.0) >= GEN_MASK {
            1
        } else {
            e.0 + 1
        };
        e.1 = Some(v);
        self.len += 1;
        Some((u64::from(e.0) << INDEX_BITS) | u64::from(index))
    }

    /// Stores `v`; returns a request id with `tag` (a port id, say) from bit 40 and the key
    /// below it. `None` when 2^24 entries are in flight.
    pub fn insert_id(&mut self, tag: u32, v: T) -> Option<ReqId> {
        let key = self.insert(v)?;
        Some(ReqId((u64::from(tag) << 40) | key))
    }

    /// Takes the entry of an id made by [`IdSlab::insert_id`] with the same `tag`, if it is
    /// live (an id with another tag, or answered already, gives `None`).
    pub fn remove_id(&mut self, tag: u32, id: ReqId) -> Option<T> {
        if id.0 >> 40 != u64::from(tag) {
            return None;
        }
        self.remove(id.0 & ((1 << 40) - 1))
    }

    /// The entry of `key`, if it is live.
    pub fn get(&self, key: u64) -> Option<&T> {
        let index = (key & ((1 << INDEX_BITS) - 1)) as usize;
        let gen = (key >> INDEX_BITS) & GEN_MASK;
        match self.entries.get(index)? {
            (g, Some(v)) if u64::from(*g) == gen => Some(v),
            _ => None,
        }
    }

    /// The entry of an id made by [`IdSlab::insert_id`] with the same `tag`, if it is live.
    pub fn get_id_mut(&mut self, tag: u32, id: ReqId) -> Option<&mut T> {
        if id.0 >> 40 != u64::from(tag) {
            return None;
        }
        let key = id.0 & ((1 << 40) - 1);
        let index = (key & ((1 << INDEX_BITS) - 1)) as usize;
        let gen = (key >> INDEX_BITS) & GEN_MASK;
        match self.entries.get_mut(index)? {
            (g, Some(v)) if u64::from(*g) == gen => Some(v),
            _ => None,
        }
    }

    /// Takes the entry of `key` (the low 39 bits of an id), if it is live.
    pub fn remove(&mut self, key: u64) -> Option<T> {
        let index = (key & ((1 << INDEX_BITS) - 1)) as usize;
        let gen = (key >> INDEX_BITS) & GEN_MASK;
        let e = self.entries.get_mut(index)?;
        if u64::from(e.0) != gen {
            return None;
        }
        let v = e.1.take()?;
        self.free.push(index as u32);
        self.len -= 1;
        Some(v)
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Live entries with their keys, in index order.
    pub fn iter(&self) -> impl Iterator<Item = (u64, &T)> {
        self.entries.iter().enumerate().filter_map(|(i, (g, v))| {
            v.as_ref()
                .map(|v| ((u64::from(*g) << INDEX_BITS) | i as u64, v))
        })
    }
}

/// Equal when the same keys hold equal entries.
impl<T: PartialEq> PartialEq for IdSlab<T> {
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}
impl<T: Eq> Eq for IdSlab<T> {}

/// Serialised as the list of `(key, entry)`.
impl<T: Serialize> Serialize for IdSlab<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_find_their_entry_once_and_stale_keys_fail() {
        let mut s = IdSlab::new();
        let a = s.insert("a").unwrap();
        let b = s.insert("b").unwrap();
        assert_ne!(a, b);
        assert!(a < 1 << 39 && b < 1 << 39 && a != 0);
        assert_eq!(s.len(), 2);
        assert_eq!(s.remove(a), Some("a"));
        assert_eq!(s.remove(a), None, "answered twice");
        // The freed index is reused with a new generation: the old key stays dead.
        let c = s.insert("c").unwrap();
        assert_eq!(c & 0xff_ffff, a & 0xff_ffff);
        assert_ne!(c, a);
        assert_eq!(s.remove(a), None);
        assert_eq!(s.iter().map(|(_, v)| *v).collect::<Vec<_>>(), ["c", "b"]);
        assert_eq!(s.remove(c), Some("c"));
        assert_eq!(s.remove(b), Some("b"));
        assert!(s.is_empty());
        assert_eq!(s.remove(1 << 30), None);
        // Tagged ids: the tag must match.
        let id = s.insert_id(7, "d").unwrap();
        assert_eq!(id.0 >> 40, 7);
        assert_eq!(s.remove_id(8, id), None);
        assert_eq!(s.remove_id(7, id), Some("d"));
        // Generations wrap without ever making key 0.
        let mut t = IdSlab::new();
        for i in 0..70_000u32 {
            let k = t.insert(i).unwrap();
            assert!(k != 0 && k < 1 << 39);
            assert_eq!(t.remove(k), Some(i));
        }
    }
}
