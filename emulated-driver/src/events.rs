//! KFD events: the event table, the signal-event page and WAIT_EVENTS in simulated time.
//!
//! Semantics follow amdkfd's `kfd_events.c`: signal (and debug) events take ids 0..4096 (the
//! slot in the 32 KiB events page), other types ids from 0x8000_0000. A wait first consumes
//! every already-signalled auto-reset event it names; a SET on an event with waiters
//! activates those waiters and stays set only if the event is manual-reset.
//!
//! A wait that cannot complete at once does not block the caller: it becomes a pending wait
//! with a token and a deadline in picoseconds; the simulator suspends the host thread, and
//! resumes it when [`EventTable::take_woken`] lists the token or the deadline passes.

use std::collections::BTreeMap;

use crate::abi::{
    AbiStruct, WaitEventsArgs, KFD_FIRST_NONSIGNAL_EVENT_ID, KFD_IOC_EVENT_DEBUG_EVENT,
    KFD_IOC_EVENT_SIGNAL, KFD_IOC_WAIT_RESULT_COMPLETE, KFD_IOC_WAIT_RESULT_FAIL,
    KFD_IOC_WAIT_RESULT_TIMEOUT, KFD_SIGNAL_EVENT_LIMIT,
};
use crate::errno::Errno;

/// Identifies a pending WAIT_EVENTS call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WaitToken(pub u64);

/// One KFD event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub id: u32,
    pub event_type: u32,
    pub auto_reset: bool,
    pub signaled: bool,
    pub node_id: u32,
}

impl Event {
    /// Signal and debug events can be set by the CPU and live in the events page.
    pub fn is_signal(&self) -> bool {
        self.event_type == KFD_IOC_EVENT_SIGNAL || self.event_type == KFD_IOC_EVENT_DEBUG_EVENT
    }
}

/// Where the signal-event slots live.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignalPage {
    /// The page the process allocated and passed by BO handle (dGPU path); `cpu_addr` is
    /// where the CPU sees slot 0.
    User { handle: u64, cpu_addr: u64 },
    /// Allocated by the driver; the process maps it with an EVENTS mmap (APU path).
    Driver,
}

#[derive(Clone, Debug)]
struct PendingWait {
    /// (event id, activated)
    events: Vec<(u32, bool)>,
    wait_for_all: bool,
    deadline_ps: Option<u64>,
    /// The argument bytes (kernel-sized) and how many of them go back to the caller.
    kdata: Vec<u8>,
    usize: usize,
    result: Option<u32>,
}

/// The final outcome of a WAIT_EVENTS call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WaitPoll {
    /// Still waiting; resume at the latest at `deadline_ps` (None = no timeout).
    Pending { deadline_ps: Option<u64> },
    /// Done: the ioctl returns `ret` and these argument bytes go back to the caller.
    Done { ret: i64, arg: Vec<u8> },
}

/// The per-process event table.
#[derive(Clone, Debug, Default)]
pub struct EventTable {
    events: BTreeMap<u32, Event>,
    signal_page: Option<SignalPage>,
    waits: BTreeMap<WaitToken, PendingWait>,
    next_token: u64,
    woken: Vec<WaitToken>,
}

impl EventTable {
    pub fn signal_page(&self) -> Option<SignalPage> {
        self.signal_page
    }

    pub fn set_signal_page(&mut self, p: SignalPage) -> Result<(), Errno> {
        if self.signal_page.is_some() {
            return Err(Errno::EINVAL);
        }
        self.signal_page = Some(p);
        Ok(())
    }

    pub fn get(&self, id: u32) -> Option<&Event> {
        self.events.get(&id)
    }

    pub fn len(&self) -> usize {
        self.events.len()
    }

    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// Creates an event and returns its id.
    pub fn create(
        &mut self,
        event_type: u32,
        auto_reset: bool,
        node_id: u32,
    ) -> Result<u32, Errno> {
        let signal = event_type == KFD_IOC_EVENT_SIGNAL || event_type == KFD_IOC_EVENT_DEBUG_EVENT;
        let id = if signal {
            if self.signal_page.is_none() {
                self.signal_page = Some(SignalPage::Driver);
            }
            (0..KFD_SIGNAL_EVENT_LIMIT)
                .find(|i| !self.events.contains_key(i))
                .ok_or(Errno::ENOSPC)?
        } else {
            (KFD_FIRST_NONSIGNAL_EVENT_ID..=u32::MAX)
                .find(|i| !self.events.contains_key(i))
                .ok_or(Errno::ENOMEM)?
        };
        self.events.insert(
            id,
            Event {
                id,
                event_type,
                auto_reset,
                signaled: false,
                node_id,
            },
        );
        Ok(id)
    }

    /// Destroys an event; pending waits on it complete with `KFD_IOC_WAIT_RESULT_FAIL`.
    pub fn destroy(&mut self, id: u32) -> Result<(), Errno> {
        self.events.remove(&id).ok_or(Errno::EINVAL)?;
        for (tok, w) in self.waits.iter_mut() {
            if w.result.is_none() && w.events.iter().any(|(e, _)| *e == id) {
                w.result = Some(KFD_IOC_WAIT_RESULT_FAIL);
                self.woken.push(*tok);
            }
        }
        Ok(())
    }

    /// SET_EVENT from the CPU: only signal events may be set this way.
    pub fn set_from_cpu(&mut self, id: u32) -> Result<(), Errno> {
        match self.events.get(&id) {
            Some(e) if e.is_signal() => {}
            _ => return Err(Errno::EINVAL),
        }
        self.set(id)
    }

    /// Signals an event (CPU SET, or the GPU's completion interrupt).
    pub fn set(&mut self, id: u32) -> Result<(), Errno> {
        let auto_reset = match self.events.get(&id) {
            Some(e) => e.auto_reset,
            None => return Err(Errno::EINVAL),
        };
        let mut had_waiters = false;
        for (tok, w) in self.waits.iter_mut() {
            if w.result.is_some() {
                continue;
            }
            let mut hit = false;
            for (e, act) in w.events.iter_mut() {
                if *e == id {
                    *act = true;
                    hit = true;
                }
            }
            if hit {
                had_waiters = true;
                let done = if w.wait_for_all {
                    w.events.iter().all(|(_, a)| *a)
                } else {
                    true
                };
                if done {
                    w.result = Some(KFD_IOC_WAIT_RESULT_COMPLETE);
                    self.woken.push(*tok);
                }
            }
        }
        if let Some(e) = self.events.get_mut(&id) {
            e.signaled = !(auto_reset && had_waiters);
        }
        Ok(())
    }

    pub fn reset(&mut self, id: u32) -> Result<(), Errno> {
        let e = self.events.get_mut(&id).ok_or(Errno::EINVAL)?;
        e.signaled = false;
        Ok(())
    }

    /// Starts a wait on `ids`. Returns `Ok(Some(wait_result))` when it completes at once
    /// (all/any signalled, or `timeout_ms == 0`), else registers a pending wait.
    #[allow(clippy::too_many_arguments)]
    pub fn begin_wait(
        &mut self,
        ids: &[u32],
        wait_for_all: bool,
        timeout_ms: u32,
        now_ps: u64,
        kdata: &[u8],
        usize: usize,
    ) -> Result<Result<u32, (WaitToken, Option<u64>)>, Errno> {
        if ids.iter().any(|id| !self.events.contains_key(id)) {
            return Err(Errno::EINVAL);
        }
        let mut evs = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(e) = self.events.get_mut(id) {
                let act = e.signaled;
                if e.signaled && e.auto_reset {
                    e.signaled = false;
                }
                evs.push((*id, act));
            }
        }
        let satisfied = if wait_for_all {
            evs.iter().all(|(_, a)| *a)
        } else {
            evs.iter().any(|(_, a)| *a)
        };
        if satisfied {
            return Ok(Ok(KFD_IOC_WAIT_RESULT_COMPLETE));
        }
        if timeout_ms == 0 {
            return Ok(Ok(KFD_IOC_WAIT_RESULT_TIMEOUT));
        }
        let deadline_ps = if timeout_ms == u32::MAX {
            None
        } else {
            Some(now_ps.saturating_add(u64::from(timeout_ms).saturating_mul(1_000_000_000)))
        };
        let tok = WaitToken(self.next_token);
        self.next_token += 1;
        self.waits.insert(
            tok,
            PendingWait {
                events: evs,
                wait_for_all,
                deadline_ps,
                kdata: kdata.to_vec(),
                usize,
                result: None,
            },
        );
        Ok(Err((tok, deadline_ps)))
    }

    /// Tokens of waits completed since the last call, in completion order.
    pub fn take_woken(&mut self) -> Vec<WaitToken> {
        std::mem::take(&mut self.woken)
    }

    /// Number of waits not yet collected with [`EventTable::poll`].
    pub fn pending_waits(&self) -> usize {
        self.waits.len()
    }

    /// Collects a wait: done (completed, failed, or timed out at `now_ps`) or still pending.
    pub fn poll(&mut self, tok: WaitToken, now_ps: u64) -> Result<WaitPoll, Errno> {
        let w = self.waits.get(&tok).ok_or(Errno::EINVAL)?;
        let result = match (w.result, w.deadline_ps) {
            (Some(r), _) => r,
            (None, Some(d)) if now_ps >= d => KFD_IOC_WAIT_RESULT_TIMEOUT,
            (None, d) => return Ok(WaitPoll::Pending { deadline_ps: d }),
        };
        let Some(mut w) = self.waits.remove(&tok) else {
            return Err(Errno::EINVAL);
        };
        let mut a = WaitEventsArgs::read_from(&w.kdata);
        a.wait_result = result;
        a.write_to(&mut w.kdata);
        w.kdata.truncate(w.usize);
        Ok(WaitPoll::Done {
            ret: 0,
            arg: w.kdata,
        })
    }
}
