//! `tandem-guest`: see the library's documentation and `tandem-guest help`.

use tandem_guest::cli::{self, Command, Options, USAGE};
use tandem_guest::kfd::{Device, Kfd};
use tandem_guest::workloads::{self, Outcome};

fn run(o: &Options) -> anyhow::Result<Outcome> {
    match &o.command {
        Command::Help => Ok(Outcome {
            passed: true,
            summary: USAGE.to_string(),
            details: Vec::new(),
        }),
        Command::ErrnoCheck => {
            let mut dev = Device::open(&o.kfd)?;
            dev.verbose = o.verbose;
            workloads::errno_check(dev)
        }
        Command::Workload(name) => {
            let mut kfd = Kfd::open(&o.kfd, o.gpus, o.timeout_ms, o.verbose)?;
            let out = workloads::run(name, &mut kfd, o.size, o.n, o.host_memory)?;
            if o.verbose {
                eprintln!("kfd: {:?}", kfd.counters);
            }
            kfd.close()?;
            Ok(out)
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let code = match cli::parse(&args) {
        Err(e) => {
            eprintln!("tandem-guest: {e}\n\n{USAGE}");
            2
        }
        Ok(o) => match run(&o) {
            Ok(out) => {
                println!("{}", out.summary);
                for d in &out.details {
                    println!("  {d}");
                }
                if out.passed {
                    0
                } else {
                    1
                }
            }
            Err(e) => {
                eprintln!("tandem-guest: error: {e:#}");
                2
            }
        },
    };
    std::process::exit(code);
}
