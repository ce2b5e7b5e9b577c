//! Test host: a flat user memory and typed ioctl calls over the byte-level driver API.
#![allow(dead_code)]

use emulated_driver::abi::{self, AbiStruct};
use emulated_driver::{Driver, DriverConfig, Errno, IoctlOutcome, UserMemory};

/// User memory made of mapped regions; anything else faults.
#[derive(Default)]
pub struct TestMem {
    regions: Vec<(u64, Vec<u8>)>,
}

impl TestMem {
    pub fn map(&mut self, base: u64, len: usize) {
        self.regions.push((base, vec![0; len]));
    }
    fn find(&mut self, addr: u64, len: usize) -> Option<&mut [u8]> {
        for (b, v) in self.regions.iter_mut() {
            if addr >= *b && addr.checked_add(len as u64)? <= *b + v.len() as u64 {
                let o = (addr - *b) as usize;
                return Some(&mut v[o..o + len]);
            }
        }
        None
    }
    pub fn put_u32s(&mut self, addr: u64, vals: &[u32]) {
        let b: Vec<u8> = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.write(addr, &b).unwrap();
    }
    pub fn u64_at(&mut self, addr: u64) -> u64 {
        let mut b = [0u8; 8];
        self.read(addr, &mut b).unwrap();
        u64::from_le_bytes(b)
    }
}

impl UserMemory for TestMem {
    fn read(&mut self, addr: u64, buf: &mut [u8]) -> Result<(), Errno> {
        let s = self.find(addr, buf.len()).ok_or(Errno::EFAULT)?;
        buf.copy_from_slice(s);
        Ok(())
    }
    fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), Errno> {
        let s = self.find(addr, data.len()).ok_or(Errno::EFAULT)?;
        s.copy_from_slice(data);
        Ok(())
    }
}

/// A scripted host process talking to the driver.
pub struct Host {
    pub drv: Driver,
    pub mem: TestMem,
    pub now_ps: u64,
}

/// Scratch area in user memory for arrays passed by pointer.
pub const USER_SCRATCH: u64 = 0x7000_0000;

impl Host {
    pub fn new(n_gpus: u32) -> Host {
        let drv = Driver::new(DriverConfig::with_gpus(n_gpus)).expect("valid config");
        let mut mem = TestMem::default();
        mem.map(USER_SCRATCH, 1 << 20);
        Host {
            drv,
            mem,
            now_ps: 0,
        }
    }

    /// ioctl with the header's request number for `nr` and struct `T`.
    pub fn call<T: AbiStruct>(&mut self, n: u32, a: &mut T) -> Result<IoctlOutcome, Errno> {
        let req = abi::request(n).expect("known ioctl");
        let mut b = vec![0u8; T::SIZE];
        a.write_to(&mut b);
        let r = self
            .drv
            .ioctl(u64::from(req), &mut b, &mut self.mem, self.now_ps);
        *a = T::read_from(&b);
        r
    }

    pub fn ok<T: AbiStruct>(&mut self, n: u32, a: &mut T) {
        match self.call(n, a) {
            Ok(IoctlOutcome::Done(0)) => {}
            other => panic!("ioctl {n:#x} gave {other:?}"),
        }
    }

    pub fn gpu_ids(&self) -> Vec<u32> {
        self.drv.gpu_ids()
    }

    pub fn acquire_all(&mut self) {
        for (i, id) in self.gpu_ids().into_iter().enumerate() {
            self.ok(
                abi::nr::ACQUIRE_VM,
                &mut abi::AcquireVmArgs {
                    drm_fd: 10 + i as u32,
                    gpu_id: id,
                },
            );
        }
    }

    pub fn alloc(
        &mut self,
        gpu_id: u32,
        va: u64,
        size: u64,
        flags: u32,
        mmap_offset: u64,
    ) -> Result<abi::AllocMemoryOfGpuArgs, Errno> {
        let mut a = abi::AllocMemoryOfGpuArgs {
            va_addr: va,
            size,
            handle: 0,
            mmap_offset,
            gpu_id,
            flags,
        };
        self.call(abi::nr::ALLOC_MEMORY_OF_GPU, &mut a).map(|_| a)
    }

    /// Maps `handle` on `gpu_ids`; returns the result and n_success.
    pub fn map(
        &mut self,
        handle: u64,
        gpu_ids: &[u32],
        map: bool,
    ) -> (Result<IoctlOutcome, Errno>, u32) {
        self.mem.put_u32s(USER_SCRATCH, gpu_ids);
        let mut a = abi::MapMemoryToGpuArgs {
            handle,
            device_ids_array_ptr: USER_SCRATCH,
            n_devices: gpu_ids.len() as u32,
            n_success: 0,
        };
        let n = if map {
            abi::nr::MAP_MEMORY_TO_GPU
        } else {
            abi::nr::UNMAP_MEMORY_FROM_GPU
        };
        let r = self.call(n, &mut a);
        (r, a.n_success)
    }
}
