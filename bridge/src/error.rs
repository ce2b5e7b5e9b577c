//! Errors of the bridge: every way a segment, a peer or a message can be wrong, each with the context a
//! user needs (segment name, ring, slot, peer pid, last simulated time).

use std::io;

/// Which side of the bridge a process plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The CPU simulator (gem5 or the host stub); creates the segment.
    Cpu,
    /// The GPU simulator; maps the segment.
    Gpu,
}

impl Side {
    /// The other side.
    pub const fn peer(self) -> Side {
        match self {
            Side::Cpu => Side::Gpu,
            Side::Gpu => Side::Cpu,
        }
    }

    /// Lower-case name for messages.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Cpu => "CPU",
            Side::Gpu => "GPU",
        }
    }
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Errors returned by the bridge.
#[derive(Debug, thiserror::Error)]
pub enum BridgeError {
    /// The peer process is gone (killed, crashed or exited without terminating).
    #[error(
        "{peer} side (pid {pid}) died; its last published simulated time was {peer_time_ps} ps, \
         ours is {our_time_ps} ps"
    )]
    PeerDied {
        /// Which side died.
        peer: Side,
        /// Its pid.
        pid: u32,
        /// The last simulated time it published, in picoseconds.
        peer_time_ps: u64,
        /// Our simulated time, in picoseconds.
        our_time_ps: u64,
    },
    /// The peer marked the run failed in the segment header.
    #[error(
        "{peer} side (pid {pid}) marked the run failed at {peer_time_ps} ps (ours: {our_time_ps} ps)"
    )]
    PeerFailed {
        /// Which side failed.
        peer: Side,
        /// Its pid.
        pid: u32,
        /// The last simulated time it published, in picoseconds.
        peer_time_ps: u64,
        /// Our simulated time, in picoseconds.
        our_time_ps: u64,
    },
    /// The peer is alive but made no progress while we waited for it (the GPU side's watch on
    /// the CPU side, `crate::watchdog::PeerWatch`).
    #[error(
        "the {peer} side (pid {pid}) made no progress for {waited_ms} ms, over the run's stall \
         limit of {limit_ms} ms (no message, {cpu_ms} ms of CPU time{}): it is frozen \
         (stopped, e.g. by SIGSTOP or a debugger, or blocked), so the {} side gives up; raise or \
         disable (0) the stall limit (host.stall_timeout_ms, or the gem5 adapter's \
         stall_timeout_ms) if this is expected",
        if *stopped { ", its process stopped" } else { "" },
        peer.peer()
    )]
    PeerFrozen {
        /// Which side froze.
        peer: Side,
        /// Its pid.
        pid: u32,
        /// The limit it was held to, ms.
        limit_ms: u64,
        /// How long nothing arrived, ms.
        waited_ms: u64,
        /// CPU time it used meanwhile, ms.
        cpu_ms: u64,
        /// Its process was stopped at the last look.
        stopped: bool,
    },
    /// A watchdog stopped the peer (`crate::watchdog`): frozen, or over its wall-clock limit.
    #[error("{why}")]
    Stopped {
        /// The watchdog's verdict, naming the limit.
        why: String,
    },
    /// The segment header does not match this build or is damaged.
    #[error("segment {name}: {what}")]
    BadSegment {
        /// Segment name.
        name: String,
        /// What is wrong.
        what: String,
    },
    /// A slot holds something that may not be there; it is not trusted.
    #[error("damaged message on ring {ring} slot {slot}: {what}")]
    DamagedSlot {
        /// Ring description, e.g. `mem_req[3]`.
        ring: String,
        /// Slot index within the ring.
        slot: u32,
        /// What is wrong.
        what: String,
    },
    /// The peer broke the lock-step protocol (for example a message stamped in our past).
    #[error("protocol violation by the {peer} side: {what}")]
    Protocol {
        /// The side that broke it.
        peer: Side,
        /// What happened.
        what: String,
    },
    /// A bad argument or configuration.
    #[error("invalid {what}")]
    Invalid {
        /// What is invalid and why.
        what: String,
    },
    /// Waiting for the peer took longer than allowed.
    #[error("timed out after {ms} ms waiting for {what}")]
    Timeout {
        /// Milliseconds waited.
        ms: u64,
        /// What was awaited.
        what: String,
    },
    /// An operating-system call failed.
    #[error("{op}: {err}")]
    Os {
        /// The call and its object.
        op: String,
        /// The error (in the message and not a `source`, so that a chain printed with its
        /// causes does not say it twice).
        err: io::Error,
    },
    /// The run was already terminated.
    #[error("the bridge is terminated")]
    Terminated,
}

impl BridgeError {
    pub(crate) fn os(op: impl Into<String>, e: impl Into<io::Error>) -> Self {
        BridgeError::Os {
            op: op.into(),
            err: e.into(),
        }
    }

    pub(crate) fn invalid(what: impl Into<String>) -> Self {
        BridgeError::Invalid { what: what.into() }
    }
}

/// Result alias of the bridge.
pub type Result<T> = std::result::Result<T, BridgeError>;
