//! A wave's instruction buffer: the fetch blocks (aligned `fetch_bytes` each) fetched or in
//! flight ahead of the wave's program counter.
//!
//! Fetch only ever appends the block after the last one, and a redirect empties the buffer, so
//! the blocks are always consecutive: the buffer is a base address, a count and a bit per block
//! that has arrived. Issue asks whether an instruction's bytes are all in arrived blocks on
//! every scan, for every wave; a queue of blocks on the heap cost a cache miss per wave there.

/// At most this many blocks (`cu.ibuffer_entries` is validated against it).
pub const MAX_BLOCKS: u32 = crate::config::cu::MAX_IBUFFER_BLOCKS;

/// The instruction buffer of one wave slot (see the module doc).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IBuffer {
    /// Address of the first block (meaningful when `n > 0`).
    base: u64,
    n: u32,
    /// Bit `i`: block `i` has arrived.
    ready: u32,
}

impl IBuffer {
    /// Blocks buffered or in flight.
    pub fn len(&self) -> usize {
        self.n as usize
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Drops every block (a redirect, the wave's end).
    pub fn clear(&mut self) {
        self.n = 0;
        self.ready = 0;
    }

    /// Appends the block at `addr` (in flight). A block that does not follow the last one
    /// starts the buffer over at `addr`; so does a full buffer.
    pub fn push(&mut self, addr: u64, block_bytes: u64) {
        if self.n == 0
            || addr != self.base + u64::from(self.n) * block_bytes
            || self.n >= MAX_BLOCKS
        {
            self.base = addr;
            self.n = 0;
            self.ready = 0;
        }
        self.n += 1;
    }

    /// The block at `addr` has arrived (ignored when it is not in the buffer).
    pub fn mark_ready(&mut self, addr: u64, block_bytes: u64) {
        if self.n == 0 || addr < self.base || !(addr - self.base).is_multiple_of(block_bytes) {
            return;
        }
        let i = (addr - self.base) / block_bytes;
        if i < u64::from(self.n) {
            self.ready |= 1 << i;
        }
    }

    /// Drops the arrived blocks at the front that end at or before `pc`.
    pub fn pop_consumed(&mut self, pc: u64, block_bytes: u64) {
        while self.n > 0 && self.ready & 1 == 1 && self.base + block_bytes <= pc {
            self.base += block_bytes;
            self.n -= 1;
            self.ready >>= 1;
        }
    }

    /// Whether every byte of `pc..end` is in blocks that have arrived.
    pub fn covers(&self, pc: u64, end: u64, block_bytes: u64) -> bool {
        if self.n == 0 || pc < self.base || end <= pc {
            return false;
        }
        // `block_bytes` is a power of two (`cu.fetch_bytes` is validated so): shift, not divide.
        let shift = block_bytes.trailing_zeros();
        let first = (pc - self.base) >> shift;
        let last = (end - 1 - self.base) >> shift;
        if last >= u64::from(self.n) {
            return false;
        }
        let want = ((1u64 << (last + 1)) - 1) & !((1u64 << first) - 1);
        u64::from(self.ready) & want == want
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn covers_needs_every_block_of_the_instruction_to_have_arrived() {
        let mut b = IBuffer::default();
        assert!(!b.covers(0x100, 0x104, 32));
        b.push(0x100, 32);
        b.push(0x120, 32);
        assert_eq!(b.len(), 2);
        assert!(!b.covers(0x104, 0x108, 32), "nothing arrived");
        b.mark_ready(0x100, 32);
        assert!(b.covers(0x104, 0x108, 32));
        // An 8-byte instruction straddling the two blocks needs the second one too.
        assert!(!b.covers(0x11c, 0x124, 32));
        b.mark_ready(0x120, 32);
        assert!(b.covers(0x11c, 0x124, 32));
        assert!(!b.covers(0x13c, 0x144, 32), "past the buffer");
        assert!(!b.covers(0xfc, 0x100, 32), "before the buffer");
        // Consumed blocks leave from the front once the pc is past them.
        b.pop_consumed(0x11c, 32);
        assert_eq!(b.len(), 2);
        b.pop_consumed(0x124, 32);
        assert_eq!(b.len(), 1);
        assert!(b.covers(0x124, 0x128, 32));
        // A block that does not follow starts over; arrivals for other addresses are ignored.
        b.push(0x400, 32);
        assert_eq!(b.len(), 1);
        b.mark_ready(0x120, 32);
        b.mark_ready(0x410, 32);
        assert!(!b.covers(0x400, 0x404, 32));
        b.clear();
        assert!(b.is_empty());
    }
}
