//! An ideal memory: every request is answered a fixed latency after it starts, with at most
//! `per_cycle` requests starting per cycle. Same ports and messages as a DRAM channel, so it can
//! replace one (MGPUSim's current R9 Nano default is such a memory: 100 cycles, 1 per cycle).
//! Used as the next level in cache tests. Data lives in a [`SparseStore`] addressed by the
//! request address itself (no interleaving). `Flush`/`Invalidate` are answered at once, after
//! every earlier request's response. Atomics are performed in the store and answered with the
//! old value.

use super::SparseStore;
use crate::engine::{CompId, Component, Ctx, Engine, PortId, SendError, SimError};
use crate::proto::{full_mask, MemMsg, Msg};
use crate::stats::StatsReport;
use crate::time::{Clock, Cycles, Ps};
use std::collections::BTreeMap;

crate::stats_struct! {
    /// Counters of an ideal memory.
    pub struct IdealMemoryStats {
        /// Reads answered.
        reads: Count,
        /// Writes answered.
        writes: Count,
        /// Bytes read.
        bytes_read: Bytes,
        /// Bytes written (mask bits set).
        bytes_written: Bytes,
        /// Atomics performed (read-modify-write in the store).
        atomics: Count,
    }
}

/// Fixed-latency memory (see the module doc).
pub struct IdealMemory {
    path: String,
    clock: Clock,
    latency: Cycles,
    per_cycle: u32,
    top: PortId,
    store: SparseStore,
    outbox: BTreeMap<(Ps, u64), (PortId, Msg)>,
    seq: u64,
    stats: IdealMemoryStats,
}

impl IdealMemory {
    /// Adds an ideal memory to `engine` with a top port `queue_entries` deep.
    pub fn add_to(
        engine: &mut Engine<Msg>,
        path: &str,
        clock: Clock,
        latency: Cycles,
        per_cycle: u32,
        queue_entries: usize,
    ) -> Result<(CompId, PortId), SimError> {
        let id = engine.add_component(path);
        let top = engine.add_port(id, queue_entries);
        engine.install(
            id,
            Box::new(IdealMemory {
                path: path.to_string(),
                clock,
                latency,
                per_cycle: per_cycle.max(1),
                top,
                store: SparseStore::new(),
                outbox: BTreeMap::new(),
                seq: 0,
                stats: IdealMemoryStats::default(),
            }),
        )?;
        Ok((id, top))
    }

    pub fn stats(&self) -> &IdealMemoryStats {
        &self.stats
    }

    pub fn store(&self) -> &SparseStore {
        &self.store
    }

    pub fn store_mut(&mut self) -> &mut SparseStore {
        &mut self.store
    }
}

impl Component<Msg> for IdealMemory {
    fn wake(&mut self, now: Ps, ctx: &mut Ctx<'_, Msg>) -> Result<(), SimError> {
        let edge = self.clock.this_tick(now);
        if edge != now {
            ctx.wake_at(edge);
            return Ok(());
        }
        let done = now + self.clock.cycles(self.latency);
        for _ in 0..self.per_cycle {
            let Some(msg) = ctx.recv(self.top) else {
                break;
            };
            let (reply_to, rsp, at) = match msg {
                Msg::Mem(MemMsg::Read {
                    id,
                    addr,
                    bytes,
                    reply_to,
                }) => {
                    let mut data = vec![0; bytes as usize];
                    self.store.read(addr, &mut data);
                    self.stats.reads += 1;
                    self.stats.bytes_read += u64::from(bytes);
                    (reply_to, MemMsg::ReadRsp { id, data }, done)
                }
                Msg::Mem(MemMsg::Write {
                    id,
                    addr,
                    data,
                    mask,
                    reply_to,
                }) => {
                    self.store.write_masked(addr, &data, mask);
                    self.stats.writes += 1;
                    self.stats.bytes_written +=
                        u64::from((mask & full_mask(data.len())).count_ones());
                    (reply_to, MemMsg::WriteRsp { id }, done)
                }
                Msg::Mem(MemMsg::Atomic {
                    id,
                    addr,
                    args,
                    reply_to,
                }) => {
                    if !matches!(args.bytes, 4 | 8) {
                        return Err(SimError::at(
                            &self.path,
                            format!("atomic at {addr:#x} of {} bytes", args.bytes),
                        ));
                    }
                    let mut old = vec![0; usize::from(args.bytes)];
                    self.store.read(addr, &mut old);
                    let new = crate::physmem::apply_atomic(&old, &args);
                    self.store.write_masked(addr, &new, full_mask(new.len()));
                    self.stats.atomics += 1;
                    (reply_to, MemMsg::ReadRsp { id, data: old }, done)
                }
                Msg::Mem(MemMsg::Flush { id, reply_to }) => {
                    let at = self
                        .outbox
                        .last_key_value()
                        .map_or(now, |(k, _)| k.0.max(now));
                    (reply_to, MemMsg::FlushRsp { id }, at)
                }
                Msg::Mem(MemMsg::Invalidate { id, reply_to, .. }) => {
                    let at = self
                        .outbox
                        .last_key_value()
                        .map_or(now, |(k, _)| k.0.max(now));
                    (reply_to, MemMsg::InvalidateRsp { id }, at)
                }
                other => {
                    return Err(SimError::at(
                        &self.path,
                        format!("unexpected message: {other:?}"),
                    ))
                }
            };
            self.seq += 1;
            self.outbox
                .insert((at, self.seq), (reply_to, Msg::Mem(rsp)));
        }
        if ctx.peek(self.top).is_some() {
            ctx.wake_at(self.clock.next_tick(now));
        }
        while let Some(entry) = self.outbox.first_entry() {
            if entry.key().0 > now {
                break;
            }
            let (key, (dst, msg)) = entry.remove_entry();
            match ctx.send(self.top, dst, msg) {
                Ok(()) => {}
                Err(SendError::Full(msg)) => {
                    self.outbox.insert(key, (dst, msg));
                    break;
                }
                Err(e) => {
                    return Err(SimError::at(
                        &self.path,
                        format!("cannot send to {dst:?}: {:?}", e.into_msg()),
                    ))
                }
            }
        }
        if let Some((&(t, _), _)) = self.outbox.first_key_value() {
            if t > now {
                ctx.wake_at(t);
            }
        }
        Ok(())
    }

    fn report_stats(&self, path: &str, out: &mut StatsReport) {
        out.add_group(path, &self.stats);
    }
}
