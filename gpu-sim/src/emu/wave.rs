//! Architectural state of one 64-lane wavefront and scalar-operand access.
//!
//! SGPRs live in a 128-entry array indexed by the 7-bit scalar operand code, so SGPRs 0-101,
//! FLAT_SCRATCH (102-103), XNACK_MASK (104-105), VCC (106-107), TTMP (112-123), M0 (124) and
//! EXEC (126-127) are all plain array slots and an operand read is one index. VGPRs are
//! `[u32; 64]` rows (one per register, all lanes) sized from the kernel descriptor; an index
//! past the allocation is a [`Fault`], never a panic. Trap temporaries are kept but unused.

use crate::isa::Operand;

/// Why one instruction could not complete; the dispatcher adds kernel, PC and mnemonic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// No semantics for this op (or this form of it).
    Unimplemented(String),
    /// The memory backing store refused an access.
    Mem { addr: u64, source: super::MemError },
    /// Malformed operands (register out of range, write to a constant, ...).
    Illegal(String),
}

pub type ExecResult<T = ()> = Result<T, Fault>;

/// Scalar code of VCC_LO.
pub const VCC: usize = 106;
/// Scalar code of EXEC_LO.
pub const EXEC: usize = 126;
/// Scalar code of M0.
pub const M0: usize = 124;
/// Scalar code of FLAT_SCRATCH_LO.
pub const FLAT_SCRATCH: usize = 102;

/// Where a wavefront is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaveStatus {
    Running,
    AtBarrier,
    Done,
}

/// One wavefront's registers and program counter.
#[derive(Clone, Debug)]
pub struct Wave {
    /// Scalar operand space 0..127 (see module doc).
    pub s: [u32; 128],
    /// VGPR rows.
    pub v: Vec<[u32; 64]>,
    pub scc: bool,
    pub pc: u64,
    /// The MODE hardware register (FP_ROUND 3:0, FP_DENORM 7:4, DX10_CLAMP 8, IEEE 9).
    pub mode: u32,
    pub status: WaveStatus,
    /// Index of this wavefront inside its workgroup.
    pub wave_in_group: u32,
    /// Byte offset of this wavefront's scratch area from the scratch base.
    pub scratch_offset: u64,
    /// TRAPSTS hardware register (kept for s_getreg/s_setreg).
    pub trapsts: u32,
    /// Instructions executed.
    pub n_inst: u64,
}

impl Wave {
    pub fn new(n_vgpr: usize) -> Wave {
        Wave {
            s: [0; 128],
            v: vec![[0u32; 64]; n_vgpr],
            scc: false,
            pc: 0,
            mode: 0,
            status: WaveStatus::Running,
            wave_in_group: 0,
            scratch_offset: 0,
            trapsts: 0,
            n_inst: 0,
        }
    }

    #[inline(always)]
    pub fn exec(&self) -> u64 {
        self.s[EXEC] as u64 | (self.s[EXEC + 1] as u64) << 32
    }
    #[inline(always)]
    pub fn set_exec(&mut self, v: u64) {
        self.s[EXEC] = v as u32;
        self.s[EXEC + 1] = (v >> 32) as u32;
    }
    #[inline(always)]
    pub fn vcc(&self) -> u64 {
        self.s[VCC] as u64 | (self.s[VCC + 1] as u64) << 32
    }
    #[inline(always)]
    pub fn set_vcc(&mut self, v: u64) {
        self.s[VCC] = v as u32;
        self.s[VCC + 1] = (v >> 32) as u32;
    }
    #[inline(always)]
    pub fn m0(&self) -> u32 {
        self.s[M0]
    }
    /// FLAT_SCRATCH as a 64-bit value (lo = size, hi = offset >> 8 on gfx8).
    pub fn flat_scratch(&self) -> (u32, u32) {
        (self.s[FLAT_SCRATCH], self.s[FLAT_SCRATCH + 1])
    }

    /// The VGPR row `n`.
    #[inline(always)]
    pub fn vr(&self, n: usize) -> ExecResult<&[u32; 64]> {
        self.v.get(n).ok_or_else(|| {
            Fault::Illegal(format!(
                "v{n} is beyond the {} allocated VGPRs",
                self.v.len()
            ))
        })
    }
    #[inline(always)]
    pub fn vr_mut(&mut self, n: usize) -> ExecResult<&mut [u32; 64]> {
        let len = self.v.len();
        self.v
            .get_mut(n)
            .ok_or_else(|| Fault::Illegal(format!("v{n} is beyond the {len} allocated VGPRs")))
    }
    /// VGPR index of an operand that must be a VGPR.
    #[inline(always)]
    pub fn vidx(op: Operand) -> ExecResult<usize> {
        match op.vgpr_index() {
            Some(i) => Ok(i as usize),
            None => Err(Fault::Illegal(format!("operand {} is not a VGPR", op.0))),
        }
    }

    /// Reads a 32-bit scalar source (SGPR, special register, inline constant or literal).
    /// Float inline constants are f32 bit patterns.
    #[inline(always)]
    pub fn sread(&self, op: Operand, literal: u32) -> ExecResult<u32> {
        let c = op.0 as usize;
        if c < 128 {
            return Ok(self.s[c]);
        }
        self.sread_const(c, literal, false)
    }

    /// Like [`Wave::sread`] but float inline constants are f16 bit patterns (16-bit float ops).
    pub fn sread16(&self, op: Operand, literal: u32) -> ExecResult<u32> {
        let c = op.0 as usize;
        if c < 128 {
            return Ok(self.s[c]);
        }
        self.sread_const(c, literal, true)
    }

    fn sread_const(&self, c: usize, literal: u32, f16: bool) -> ExecResult<u32> {
        Ok(match c {
            128..=192 => (c - 128) as u32,
            193..=208 => (-((c - 192) as i32)) as u32,
            240..=248 if f16 => [
                0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
            ][c - 240],
            240..=248 => [
                0x3f00_0000,
                0xbf00_0000,
                0x3f80_0000,
                0xbf80_0000,
                0x4000_0000,
                0xc000_0000,
                0x4080_0000,
                0xc080_0000,
                0x3e22_f983,
            ][c - 240],
            251 => (self.vcc() == 0) as u32,
            252 => (self.exec() == 0) as u32,
            253 => self.scc as u32,
            255 => literal,
            _ => {
                return Err(Fault::Illegal(format!(
                    "scalar source code {c} cannot be read"
                )))
            }
        })
    }

    /// Reads a 64-bit scalar source. `f64` selects f64 inline constants and places a literal in
    /// the high half; integer literals are zero-extended.
    #[inline]
    pub fn sread64(&self, op: Operand, literal: u32, f64: bool) -> ExecResult<u64> {
        let c = op.0 as usize;
        if c < 127 {
            return Ok(self.s[c] as u64 | (self.s[c + 1] as u64) << 32);
        }
        Ok(match c {
            128..=192 => (c - 128) as u64,
            193..=208 => (-((c - 192) as i64)) as u64,
            240..=248 => {
                if f64 {
                    [
                        0x3fe0_0000_0000_0000u64,
                        0xbfe0_0000_0000_0000,
                        0x3ff0_0000_0000_0000,
                        0xbff0_0000_0000_0000,
                        0x4000_0000_0000_0000,
                        0xc000_0000_0000_0000,
                        0x4010_0000_0000_0000,
                        0xc010_0000_0000_0000,
                        0x3fc4_5f30_6dc9_c882,
                    ][c - 240]
                } else {
                    self.sread_const(c, literal, false)? as u64
                }
            }
            251..=253 => self.sread_const(c, literal, false)? as u64,
            255 => {
                if f64 {
                    (literal as u64) << 32
                } else {
                    literal as u64
                }
            }
            _ => {
                return Err(Fault::Illegal(format!(
                    "64-bit scalar source code {c} cannot be read"
                )))
            }
        })
    }

    /// Writes a 32-bit scalar destination.
    #[inline(always)]
    pub fn swrite(&mut self, op: Operand, v: u32) -> ExecResult {
        let c = op.0 as usize;
        if c < 128 {
            self.s[c] = v;
            Ok(())
        } else {
            Err(Fault::Illegal(format!(
                "scalar destination code {c} is not writable"
            )))
        }
    }

    /// Writes a 64-bit scalar destination (an SGPR pair or VCC/EXEC/FLAT_SCRATCH...).
    #[inline(always)]
    pub fn swrite64(&mut self, op: Operand, v: u64) -> ExecResult {
        let c = op.0 as usize;
        if c < 127 {
            self.s[c] = v as u32;
            self.s[c + 1] = (v >> 32) as u32;
            Ok(())
        } else {
            Err(Fault::Illegal(format!(
                "64-bit scalar destination code {c} is not writable"
            )))
        }
    }

    /// Reads `n` consecutive SGPRs starting at scalar code `op` (resource descriptors).
    pub fn sgprs<const N: usize>(&self, op: Operand) -> ExecResult<[u32; N]> {
        let c = op.0 as usize;
        if c + N > 128 {
            return Err(Fault::Illegal(format!(
                "s[{c}:{}] is out of range",
                c + N - 1
            )));
        }
        let mut r = [0u32; N];
        r.copy_from_slice(&self.s[c..c + N]);
        Ok(r)
    }
}
