//! Single-producer single-consumer rings of fixed slots in the shared segment (SimBricks layout).
//!
//! The only state the two processes share is each slot's `own_type` byte: the producer writes a slot
//! it owns, then publishes it with a release store of `OWN_CONSUMER | type`; the consumer acquires that
//! byte, copies the slot out and hands it back with a release store of `OWN_PRODUCER`.
//! Ring positions are private to each side, so a broken peer cannot corrupt them; the slot index is
//! always reduced modulo the (power-of-two) entry count, and the slot size is fixed by the ring kind.
//! No system call is made per message.

use crate::wire::{RingKind, RingPlace, OWN_CONSUMER, OWN_TYPE_OFFSET, TYPE_MASK};
use std::sync::atomic::{AtomicU8, Ordering};

/// One side's private view of a ring: its base address, geometry and its own position.
pub struct Ring {
    base: *mut u8,
    mask: u32,
    slot_bytes: usize,
    pos: u32,
    kind: RingKind,
    label: String,
}

// The ring points into the process-shared mapping owned by the Segment that outlives it.
unsafe impl Send for Ring {}

impl Ring {
    /// A view of `place` inside a mapping starting at `seg_base`.
    ///
    /// # Safety
    /// `seg_base` must be the base of a live mapping that covers `place` completely and outlives the ring.
    pub unsafe fn new(seg_base: *mut u8, place: &RingPlace, label: String) -> Ring {
        Ring {
            base: seg_base.add(place.offset),
            mask: place.entries - 1,
            slot_bytes: place.slot_bytes as usize,
            pos: 0,
            kind: place.kind,
            label,
        }
    }

    /// What the ring carries.
    pub fn kind(&self) -> RingKind {
        self.kind
    }

    /// Human-readable name, e.g. `mem_req[2]`.
    pub fn label(&self) -> &str {
        &self.label
    }

    /// This side's position (slot index of the next operation).
    pub fn slot_index(&self) -> u32 {
        self.pos & self.mask
    }

    /// Slot size in bytes.
    pub fn slot_bytes(&self) -> usize {
        self.slot_bytes
    }

    #[inline]
    fn slot_ptr(&self) -> *mut u8 {
        // SAFETY: the index is masked to the entry count, so the slot lies inside the ring.
        unsafe {
            self.base
                .add((self.pos & self.mask) as usize * self.slot_bytes)
        }
    }

    #[inline]
    fn own_byte(&self) -> &AtomicU8 {
        // SAFETY: byte 63 of an in-bounds slot; shared and only accessed atomically.
        unsafe { &*(self.slot_ptr().add(OWN_TYPE_OFFSET) as *const AtomicU8) }
    }

    /// Producer: true if the next slot is free.
    #[inline]
    pub fn can_send(&self) -> bool {
        self.own_byte().load(Ordering::Acquire) & OWN_CONSUMER == 0
    }

    /// Producer: copies `msg` (exactly one slot) into the next slot and publishes it with type `ty`.
    /// The caller must have checked [`Ring::can_send`].
    #[inline]
    pub fn send(&mut self, msg: &[u8], ty: u8) {
        debug_assert_eq!(msg.len(), self.slot_bytes);
        debug_assert!(self.can_send());
        let n = msg.len().min(self.slot_bytes);
        let dst = self.slot_ptr();
        // SAFETY: we own the free slot (checked by can_send); the byte ranges are inside it and skip
        // the ownership byte, which is written last with a release store.
        unsafe {
            std::ptr::copy_nonoverlapping(msg.as_ptr(), dst, OWN_TYPE_OFFSET.min(n));
            if n > OWN_TYPE_OFFSET + 1 {
                std::ptr::copy_nonoverlapping(
                    msg.as_ptr().add(OWN_TYPE_OFFSET + 1),
                    dst.add(OWN_TYPE_OFFSET + 1),
                    n - OWN_TYPE_OFFSET - 1,
                );
            }
        }
        self.own_byte()
            .store(OWN_CONSUMER | (ty & TYPE_MASK), Ordering::Release);
        self.pos = self.pos.wrapping_add(1);
    }

    /// Consumer: the type of the message in the next slot, if the consumer owns it.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        let b = self.own_byte().load(Ordering::Acquire);
        (b & OWN_CONSUMER != 0).then_some(b & TYPE_MASK)
    }

    /// Consumer: copies the next slot (owned by us after [`Ring::peek`]) into `out` (one slot long).
    #[inline]
    pub fn read(&self, out: &mut [u8]) {
        let n = out.len().min(self.slot_bytes);
        // SAFETY: the slot is ours until release(); the peer does not write it meanwhile (if a broken
        // peer does, we read garbage that is validated before use, never out of bounds).
        unsafe { std::ptr::copy_nonoverlapping(self.slot_ptr(), out.as_mut_ptr(), n) };
    }

    /// Consumer: hands the slot back to the producer and moves on.
    #[inline]
    pub fn release(&mut self) {
        self.own_byte().store(0, Ordering::Release);
        self.pos = self.pos.wrapping_add(1);
    }
}
