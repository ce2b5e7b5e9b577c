//! The emulated KFD driver's entry points on an arbitrary call sequence: `Driver::ioctl` with
//! any request number and argument bytes against an in-memory user memory (64 KiB mapped at
//! `USER_SCRATCH`, everything else faults), plus mmap, doorbell writes, translation, event
//! signals and wait polls. Never panics.
//!
//! Input: byte 0 picks 1 to 4 GPUs (bits 0-1) and whether every GPU's VM is acquired first
//! (bit 7), so later calls reach the handlers' deeper paths. Then calls, each an op byte:
//! `op & 3` = 0: a known ioctl (next byte = number, with its real `_IOC` shape); 1: a raw
//! 32-bit request (next 4 bytes); 2: `_IOC(op >> 2 & 3, 'K', next byte, next 2 bytes)`; for
//! 0-2 a length byte and that many argument bytes follow. 3: a non-ioctl entry chosen by
//! `op >> 2`, with its operands taken from the next 20 bytes.
#![no_main]

use emulated_driver::{abi, Driver, DriverConfig, Errno, IoctlOutcome, UserMemory};
use libfuzzer_sys::fuzz_target;

const USER_SCRATCH: u64 = 0x7000_0000;

struct Mem(Vec<u8>);

impl Mem {
    fn at(&mut self, addr: u64, len: usize) -> Result<&mut [u8], Errno> {
        let off = addr.checked_sub(USER_SCRATCH).ok_or(Errno::EFAULT)?;
        let end = off.checked_add(len as u64).ok_or(Errno::EFAULT)?;
        if end > self.0.len() as u64 {
            return Err(Errno::EFAULT);
        }
        Ok(&mut self.0[off as usize..end as usize])
    }
}

impl UserMemory for Mem {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), Errno> {
        buf.copy_from_slice(self.at(addr, buf.len())?);
        Ok(())
    }
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), Errno> {
        self.at(addr, data.len())?.copy_from_slice(data);
        Ok(())
    }
}

struct Input<'a>(&'a [u8]);

impl Input<'_> {
    fn take(&mut self, n: usize) -> &[u8] {
        let n = n.min(self.0.len());
        let (a, b) = self.0.split_at(n);
        self.0 = b;
        a
    }
    fn u8(&mut self) -> u8 {
        self.take(1).first().copied().unwrap_or(0)
    }
    fn le<const N: usize>(&mut self) -> [u8; N] {
        let mut b = [0u8; N];
        let t = self.take(N);
        b[..t.len()].copy_from_slice(t);
        b
    }
    fn u32(&mut self) -> u32 {
        u32::from_le_bytes(self.le())
    }
    fn u64(&mut self) -> u64 {
        u64::from_le_bytes(self.le())
    }
}

fuzz_target!(|data: &[u8]| {
    let mut inp = Input(data);
    let first = inp.u8();
    let n_gpus = 1 + u32::from(first & 3);
    let mut drv = Driver::new(DriverConfig::with_gpus(n_gpus)).expect("preset config");
    let mut mem = Mem(vec![0; 1 << 16]);
    if first & 0x80 != 0 {
        for (i, id) in drv.gpu_ids().into_iter().enumerate() {
            let mut b = vec![0u8; 8];
            let a = abi::AcquireVmArgs {
                drm_fd: i as u32,
                gpu_id: id,
            };
            abi::AbiStruct::write_to(&a, &mut b);
            let req = abi::request(abi::nr::ACQUIRE_VM).expect("known ioctl");
            let _ = drv.ioctl(u64::from(req), &mut b, &mut mem, 0);
        }
    }
    let mut now = 0u64;
    while !inp.0.is_empty() {
        now += 1_000_000;
        let op = inp.u8();
        let request = match op & 3 {
            0 => abi::request(u32::from(inp.u8())).unwrap_or(0),
            1 => inp.u32(),
            2 => {
                let nr = u32::from(inp.u8());
                let size = u32::from(u16::from_le_bytes(inp.le())) & 0x3fff;
                abi::ioc(u32::from(op >> 2) & 3, u32::from(b'K'), nr, size)
            }
            _ => {
                let (a, b, w) = (inp.u64(), inp.u64(), inp.u32());
                match op >> 2 & 7 {
                    0 => drop(drv.mmap(a, b)),
                    1 => drop(drv.mmap_render(w, a, b)),
                    2 => drop(drv.doorbell_write((w & 7) as usize, a, b, w >> 3)),
                    3 => drop(drv.translate((w & 7) as usize, a)),
                    4 => drop(drv.signal_event(w)),
                    _ => drop(drv.take_woken()),
                }
                continue;
            }
        };
        let len = usize::from(inp.u8());
        let mut arg = inp.take(len).to_vec();
        if let Ok(IoctlOutcome::Blocked { token, .. }) =
            drv.ioctl(u64::from(request), &mut arg, &mut mem, now)
        {
            let _ = drv.poll_wait(token, now);
            let _ = drv.poll_wait(token, u64::MAX);
        }
    }
    let _ = drv.take_notes();
});
