//! The LDS bank-conflict model.
//!
//! GCN's LDS has 32 banks of 4 bytes; dword `d` lives in bank `d % 32`. The LDS serves the
//! addresses of one instruction in passes of `banks` addresses (a half-wavefront for 32-bit
//! accesses), in the order the emulator reports them (lane order, then element order). A pass
//! takes as many cycles as the largest number of *distinct* dwords that map to one bank;
//! lanes reading the same dword share one access (broadcast). An instruction with no active
//! lane takes one cycle.

/// Cycles of an LDS instruction and its number of passes: `(cycles, passes)`.
/// `cycles - passes` is the cost of bank conflicts.
pub fn lds_cycles(
    addrs: &[u32],
    banks: u32,
    bank_bytes: u32,
    scratch: &mut Vec<(u32, u32)>,
) -> (u64, u64) {
    let banks = banks.max(1);
    let bank_bytes = bank_bytes.max(1);
    if addrs.is_empty() {
        return (1, 1);
    }
    let mut cycles = 0u64;
    let mut passes = 0u64;
    for pass in addrs.chunks(banks as usize) {
        scratch.clear();
        scratch.extend(pass.iter().map(|&a| {
            let word = a / bank_bytes;
            (word % banks, word)
        }));
        scratch.sort_unstable();
        scratch.dedup();
        let mut worst = 0u64;
        let mut run = 0u64;
        let mut prev_bank = u32::MAX;
        for &(bank, _) in scratch.iter() {
            if bank == prev_bank {
                run += 1;
            } else {
                run = 1;
                prev_bank = bank;
            }
            worst = worst.max(run);
        }
        cycles += worst.max(1);
        passes += 1;
    }
    (cycles, passes)
}
