//! What an atomic does: the operands of one lane's read-modify-write ([`AtomicArgs`], the
//! plain data a memory request carries from the compute unit to the point of coherence) and
//! the semantics of every [`AtomicOp`] (`apply32` / `apply64`), which the emulator's LDS and
//! memory paths and the memory side's caches, DRAM channels and stores all apply.
//!
//! Kept here, beside [`AtomicOp`], so that the memory side needs the instruction set's
//! definition of an atomic but not the emulator.

use super::table::AtomicOp;

/// Operands of one lane's atomic; the memory side applies
/// `op.apply32(old, src, cmp)` (or `apply64` when `bytes == 8`) and returns `old`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AtomicArgs {
    pub op: AtomicOp,
    pub bytes: u8,
    pub src: u64,
    pub cmp: u64,
}

/// Writes `AtomicOp::apply32`/`apply64` once for both widths: the semantics are identical,
/// only the unsigned, signed and float types differ.
macro_rules! atomic_apply {
    ($(#[$doc:meta])* $name:ident, $u:ty, $i:ty, $f:ty) => {
        $(#[$doc])*
        #[inline]
        pub fn $name(self, old: $u, src: $u, cmp: $u) -> $u {
            match self {
                AtomicOp::Swap => src,
                AtomicOp::CmpSwap => {
                    if old == cmp {
                        src
                    } else {
                        old
                    }
                }
                AtomicOp::CmpSt => {
                    if old == src {
                        cmp
                    } else {
                        old
                    }
                }
                AtomicOp::FCmpSwap => {
                    if <$f>::from_bits(old) == <$f>::from_bits(cmp) {
                        src
                    } else {
                        old
                    }
                }
                AtomicOp::Add => old.wrapping_add(src),
                AtomicOp::Sub => old.wrapping_sub(src),
                AtomicOp::Rsub => src.wrapping_sub(old),
                AtomicOp::SMin => (old as $i).min(src as $i) as $u,
                AtomicOp::UMin => old.min(src),
                AtomicOp::SMax => (old as $i).max(src as $i) as $u,
                AtomicOp::UMax => old.max(src),
                AtomicOp::And => old & src,
                AtomicOp::Or => old | src,
                AtomicOp::Xor => old ^ src,
                AtomicOp::Inc => {
                    if old >= src {
                        0
                    } else {
                        old + 1
                    }
                }
                AtomicOp::Dec => {
                    if old == 0 || old > src {
                        src
                    } else {
                        old - 1
                    }
                }
                AtomicOp::Mskor => (old & !src) | cmp,
                AtomicOp::FMin => <$f>::from_bits(old).min(<$f>::from_bits(src)).to_bits(),
                AtomicOp::FMax => <$f>::from_bits(old).max(<$f>::from_bits(src)).to_bits(),
                AtomicOp::FAdd => (<$f>::from_bits(old) + <$f>::from_bits(src)).to_bits(),
            }
        }
    };
}

impl AtomicOp {
    atomic_apply!(
        /// New memory value for a 32-bit atomic given old value, data and compare/second data.
        apply32, u32, i32, f32
    );
    atomic_apply!(
        /// 64-bit version of [`AtomicOp::apply32`].
        apply64, u64, i64, f64
    );
}
