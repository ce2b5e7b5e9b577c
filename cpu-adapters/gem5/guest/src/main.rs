//! `tandem-guest`: see the library's documentation and `tandem-guest help`.

use tandem_guest::cli::{self, Command, Options, USAGE};
use tandem_guest::kfd::{self, Device, OpenOptions};
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
            if o.host_memory && o.n.is_some() {
                anyhow::bail!("--host-memory applies to --size runs, not to vecadd --n");
            }
            let open = OpenOptions {
                gpus: o.gpus,
                timeout_ms: o.timeout_ms,
                host_memory: o.host_memory,
                doorbell_bytes: o.doorbell_bytes,
            };
            let mut kfd = kfd::open(&o.kfd, &open, o.verbose)?;
            let out = workloads::run(name, &mut kfd, o.size, o.n)?;
            if o.verbose {
                eprintln!("kfd: {:?}", kfd.stats());
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
