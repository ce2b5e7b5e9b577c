//! The standalone workloads: `gpu_sim::workloads` (MGMark, vecadd, the micro-benchmarks and
//! latency probes, each with its CPU reference), run on the host stub's runtime through its
//! [`HostRuntime`] implementation here. The gem5 guest program (`tandem-guest`) runs the same
//! code on its KFD session.

pub use gpu_sim::workloads::{
    canonical, code, kmeans_assign, parts, run, update_centroids, Arg, HostRuntime, Mode, Outcome,
    Place, Plan, Rng, Size, Target, WorkloadError, WORKLOADS,
};

use crate::runtime::{self, Buffer, KArg, Module, Placement, Runtime};

type WResult<T> = gpu_sim::workloads::Result<T>;

fn target(t: Target) -> runtime::Target {
    match t {
        Target::Gpu(g) => runtime::Target::Gpu(g),
        Target::Unified => runtime::Target::Unified,
    }
}

impl HostRuntime for Runtime {
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
        Runtime::alloc(self, p, bytes).map_err(WorkloadError::runtime)
    }

    fn alloc_spread(&mut self, parts: &[(usize, u64)]) -> WResult<Buffer> {
        Runtime::alloc_spread(self, parts).map_err(WorkloadError::runtime)
    }

    fn write(&mut self, buf: &Buffer, offset: u64, data: &[u8]) -> WResult<()> {
        Runtime::write(self, buf, offset, data).map_err(WorkloadError::runtime)
    }

    fn read(&mut self, buf: &Buffer, offset: u64, out: &mut [u8]) -> WResult<()> {
        Runtime::read(self, buf, offset, out).map_err(WorkloadError::runtime)
    }

    fn copy(&mut self, dst: &Buffer, src: &Buffer, bytes: u64) -> WResult<()> {
        Runtime::copy(self, dst, src, bytes).map_err(WorkloadError::runtime)
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
        Runtime::wait(self, target(t)).map_err(WorkloadError::runtime)
    }

    fn cpu_work(&mut self, ops: u64, bytes: u64) -> WResult<()> {
        Runtime::cpu_work(self, ops, bytes).map_err(WorkloadError::runtime)
    }
}
