//! The parallel engine's worker threads.
//!
//! Each partition always runs on the same thread (partition `i` of `n` on thread
//! `i * threads / n`), and the thread that owns the engine is thread 0 and works too: a window
//! hands every other thread its busy partitions (moved, not shared: a partition is plain data
//! and `Send`), runs its own, and takes the others back. Keeping a partition on one thread
//! keeps its allocations in that thread's allocator arena and its data in that core's caches;
//! letting the owner work avoids a third runnable thread on a two-core machine. Workers wait
//! for the next window spinning for a short while (windows follow each other within
//! microseconds while kernels run), then blocking, so an idle engine costs no CPU.

use super::{Part, SimError};
use crate::time::Ps;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long an idle worker polls for the next window before it blocks.
const SPIN: Duration = Duration::from_micros(200);

/// How long the engine's thread polls for a worker's finished window before it blocks.
const WAIT_SPIN: Duration = Duration::from_millis(20);

/// One window's work for a worker: its busy partitions (with their indices) and the window's
/// end.
pub(super) struct Job<M> {
    pub end: Ps,
    pub parts: Vec<(usize, Part<M>)>,
}

/// A partition back from a worker, with its result and how long it ran.
pub(super) type Ran<M> = (usize, Part<M>, Result<(), SimError>, Duration);

/// The worker threads (thread 0, the engine's owner, is not one of them).
pub(super) struct Workers<M> {
    jobs: Vec<Sender<Job<M>>>,
    done: Receiver<Vec<Ran<M>>>,
    handles: Vec<JoinHandle<()>>,
}

impl<M: Send + 'static> Workers<M> {
    /// Starts `n` workers (threads 1..=n).
    pub fn start(n: usize) -> std::io::Result<Workers<M>> {
        let (done_tx, done) = mpsc::channel::<Vec<Ran<M>>>();
        let mut jobs = Vec::new();
        let mut handles = Vec::new();
        for i in 0..n {
            let (tx, rx) = mpsc::channel::<Job<M>>();
            let done_tx = done_tx.clone();
            let h = std::thread::Builder::new()
                .name(format!("tandem-engine-{}", i + 1))
                .spawn(move || work(rx, done_tx))?;
            jobs.push(tx);
            handles.push(h);
        }
        Ok(Workers {
            jobs,
            done,
            handles,
        })
    }

    /// Hands `job` to worker `w` (1-based thread index). False if the worker is gone.
    pub fn send(&self, w: usize, job: Job<M>) -> bool {
        match self.jobs.get(w.wrapping_sub(1)) {
            Some(tx) => tx.send(job).is_ok(),
            None => false,
        }
    }

    /// The partitions of one finished job (any worker's). Polled first: the caller has
    /// nothing else to do, and being woken from a blocking wait costs more than a window's
    /// imbalance on a virtual machine.
    pub fn recv(&self) -> Option<Vec<Ran<M>>> {
        poll_then_wait(&self.done, WAIT_SPIN)
    }
}

impl<M> Drop for Workers<M> {
    fn drop(&mut self) {
        // Closing the job channels ends the workers' loops.
        self.jobs.clear();
        for h in self.handles.drain(..) {
            let _ = h.join();
        }
    }
}

fn work<M: Send + 'static>(rx: Receiver<Job<M>>, done: Sender<Vec<Ran<M>>>) {
    while let Some(job) = poll_then_wait(&rx, SPIN) {
        let mut out = Vec::with_capacity(job.parts.len());
        for (i, mut p) in job.parts {
            let start = Instant::now();
            let r = p.run_until(job.end, None);
            out.push((i, p, r, start.elapsed()));
        }
        if done.send(out).is_err() {
            return;
        }
    }
}

/// The next message on `rx`: polled for `spin`, then waited for. `None` once the sender is
/// gone.
fn poll_then_wait<T>(rx: &Receiver<T>, spin: Duration) -> Option<T> {
    let start = Instant::now();
    loop {
        match rx.try_recv() {
            Ok(m) => return Some(m),
            Err(TryRecvError::Disconnected) => return None,
            Err(TryRecvError::Empty) if start.elapsed() < spin => std::hint::spin_loop(),
            Err(TryRecvError::Empty) => return rx.recv().ok(),
        }
    }
}
