//! Every session is a [`HostRuntime`]: the workloads run on it unchanged, whichever CPU side
//! carries it.

use super::{Buffer, KArg, Module, Placement, Session, Transport};
use crate::workloads::{self, Arg, HostRuntime, Place, Target, WorkloadError};

type WResult<T> = workloads::Result<T>;

fn target(t: Target) -> super::Target {
    match t {
        Target::Gpu(g) => super::Target::Gpu(g),
        Target::Unified => super::Target::Unified,
    }
}

impl<T: Transport> HostRuntime for Session<T> {
    type Buffer = Buffer;
    type Module = Module;

    fn load(&mut self, code: &[u8]) -> WResult<Module> {
        self.load_module(code).map_err(WorkloadError::runtime)
    }

    fn alloc(&mut self, place: Place, bytes: u64) -> WResult<Buffer> {
        let p = match place {
            Place::Host => Placement::Host,
            Place::Gpu(g) => Placement::Gpu(g),
            Place::Unified => Placement::Unified,
        };
        Session::alloc(self, p, bytes).map_err(WorkloadError::runtime)
    }

    fn alloc_spread(&mut self, parts: &[(usize, u64)]) -> WResult<Buffer> {
        Session::alloc_spread(self, parts).map_err(WorkloadError::runtime)
    }

    fn write(&mut self, buf: &Buffer, offset: u64, data: &[u8]) -> WResult<()> {
        Session::write(self, buf, offset, data).map_err(WorkloadError::runtime)
    }

    fn read(&mut self, buf: &Buffer, offset: u64, out: &mut [u8]) -> WResult<()> {
        Session::read(self, buf, offset, out).map_err(WorkloadError::runtime)
    }

    fn copy(&mut self, dst: &Buffer, src: &Buffer, bytes: u64) -> WResult<()> {
        Session::copy(self, dst, src, bytes).map_err(WorkloadError::runtime)
    }

    fn launch(
        &mut self,
        t: Target,
        module: &Module,
        kernel: &str,
        grid: [u32; 3],
        wg: [u32; 3],
        offset: [u32; 3],
        args: &[Arg<Buffer>],
    ) -> WResult<()> {
        let args: Vec<KArg> = args
            .iter()
            .map(|a| match *a {
                Arg::Ptr(b) => KArg::Ptr(b),
                Arg::U32(v) => KArg::U32(v),
                Arg::F32(v) => KArg::F32(v),
                Arg::U64(v) => KArg::U64(v),
                Arg::Local(n) => KArg::Local(n),
            })
            .collect();
        self.launch_at(target(t), module, kernel, grid, wg, offset, &args)
            .map_err(WorkloadError::runtime)
    }

    fn wait(&mut self, t: Target) -> WResult<()> {
        Session::wait(self, target(t)).map_err(WorkloadError::runtime)
    }

    fn region_begin(&mut self, name: &str) -> WResult<()> {
        Session::region_begin(self, name).map_err(WorkloadError::runtime)
    }

    fn region_end(&mut self) -> WResult<()> {
        Session::region_end(self).map_err(WorkloadError::runtime)
    }

    fn cpu_work(&mut self, ops: u64, bytes: u64) -> WResult<()> {
        Session::cpu_work(self, ops, bytes).map_err(WorkloadError::runtime)
    }
}
