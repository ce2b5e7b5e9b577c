//! The system-memory port (`sys.mem`): how the command processors reach host memory and VRAM
//! for their own accesses — AQL packet fetch, `amd_queue_t`, kernel descriptors and code, the
//! read-index write-back, completion-signal decrements and event mailboxes.
//!
//! One port, messages in order: `CtlMsg::MemRead { addr, len }` is answered at once with
//! `MemReadRsp` (the bytes, or `None` when a page of the range is not mapped); `MemWrite`
//! writes and is not answered. Addresses are virtual, resolved through the system's one page
//! table. The port is ideal: no latency and no bandwidth limit (the command processor's own
//! `packet_process_ps` is its calibrated cost); it can later sit behind an L2.

use super::memory::SysMem;
use crate::engine::{CompId, Component, Ctx, Engine, PortId, SimError};
use crate::proto::{CtlMsg, Msg};
use crate::stats::StatsReport;
use crate::time::Ps;

crate::stats_struct! {
    /// Counters of the system-memory port.
    pub struct SysMemStats {
        /// Reads answered.
        reads: Count,
        /// Writes performed.
        writes: Count,
        /// Bytes read.
        bytes_read: Bytes,
        /// Bytes written.
        bytes_written: Bytes,
        /// Reads and writes that met an unmapped page.
        faults: Count,
    }
}

/// The system-memory port (see the module doc).
pub struct SysMemPort {
    path: String,
    mem: SysMem,
    port: PortId,
    stats: SysMemStats,
}

impl SysMemPort {
    /// Adds the port at `path`; returns its id and port.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        mem: SysMem,
    ) -> Result<(CompId, PortId), SimError> {
        let id = engine.add_component(path);
        let port = engine.add_port(id, 1 << 16);
        engine.install(
            id,
            Box::new(SysMemPort {
                path: path.to_string(),
                mem,
                port,
                stats: SysMemStats::default(),
            }),
        )?;
        Ok((id, port))
    }
}

impl Component<Msg> for SysMemPort {
    fn wake(&mut self, _now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        while let Some(m) = ctx.recv(self.port) {
            match m.into_ctl(&self.path)? {
                CtlMsg::MemRead {
                    id,
                    addr,
                    len,
                    reply_to,
                } => {
                    let mut buf = vec![0u8; len];
                    let data = match self.mem.read().read_va(addr, &mut buf) {
                        Ok(()) => {
                            self.stats.reads += 1;
                            self.stats.bytes_read += len as u64;
                            Some(buf)
                        }
                        Err(_) => {
                            self.stats.faults += 1;
                            None
                        }
                    };
                    ctx.send(
                        self.port,
                        reply_to,
                        Msg::ctl(CtlMsg::MemReadRsp { id, data }),
                    )
                    .map_err(|_| SimError::at(&self.path, "command processor port full"))?;
                }
                CtlMsg::MemWrite { addr, data } => {
                    if self.mem.read().write_va(addr, &data).is_ok() {
                        self.stats.writes += 1;
                        self.stats.bytes_written += data.len() as u64;
                    } else {
                        self.stats.faults += 1;
                        tracing::warn!(
                            addr,
                            len = data.len(),
                            "{}: write to an unmapped page dropped",
                            self.path
                        );
                    }
                }
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message {other:?}"),
                    ))
                }
            }
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}
