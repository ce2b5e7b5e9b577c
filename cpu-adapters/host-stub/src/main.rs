//! `tandem`: the command-line front end (standalone host stub and developer tools).
//!
//! Subcommands live in [`cli`]; this file only sets up logging (`RUST_LOG`, via
//! tracing-subscriber, to stderr) and turns an error into a message and a non-zero exit.

mod cli;

use clap::Parser;

fn main() {
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
