//! `tandem`: the command-line front end (standalone host stub and developer tools).
//!
//! Subcommands live in [`cli`]; this file only sets up logging (`RUST_LOG`, via
//! tracing-subscriber, to stderr) and turns an error into a message and a non-zero exit.

mod cli;

use clap::Parser;

/// mimalloc instead of glibc's malloc: the GPU process allocates and frees message payloads,
/// event lists and per-instruction buffers at a high rate, often freeing on another engine
/// thread than the one that allocated. Measured on 4-GPU unified FIR and AES in timing mode:
/// one thread 1.2-1.3x faster, two threads 1.3-1.4x, identical statistics; peak resident
/// memory 110 -> 141 MB (FIR) and 138 -> 162 MB (AES), since mimalloc commits its arenas up
/// front (`MIMALLOC_ARENA_EAGER_COMMIT=0` in the environment gives the memory back and most of
/// the speed-up with it: docs/benchmarks.md, "The allocator").
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    restore_default_sigpipe();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    let args = cli::Cli::parse();
    if let Err(e) = cli::run(args) {
        eprintln!("tandem: error: {e:#}");
        std::process::exit(1);
    }
}

/// `tandem disasm X | head` must end quietly when `head` closes the pipe. Rust ignores SIGPIPE
/// at start-up, so every `println!` after the reader is gone would panic ("failed printing to
/// stdout"). With the default disposition the process ends on the signal like any Unix filter
/// (status 141 in a shell), whichever command was writing. The GPU process is not affected: it
/// writes to no pipe, and it sees the host's end through the bridge as with any other exit.
fn restore_default_sigpipe() {
    // SAFETY: called first thing in main, before any thread exists; SIG_DFL installs no handler
    // code, so nothing can run concurrently with it.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
