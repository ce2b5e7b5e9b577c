//! The command line: `tandem-guest <workload> [options]` (plain parsing, no dependencies).

use host_programs::workloads::{canonical, Size};

/// What to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A workload by name (see [`crate::workloads::WORKLOADS`]).
    Workload(String),
    /// Two ioctls that must fail with an errno.
    ErrnoCheck,
    Help,
}

/// Parsed options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub command: Command,
    /// The KFD device.
    pub kfd: String,
    /// GPUs to use (default: every GPU the driver reports).
    pub gpus: Option<usize>,
    /// Input size preset (default: the smallest, `small`).
    pub size: Size,
    /// vecadd's element count (when given, instead of the preset).
    pub n: Option<u32>,
    /// Every buffer in host (GTT) memory, none in VRAM: the APU configuration, where the GPU
    /// reaches the data through the CPU's memory (as the host stub places buffers there).
    pub host_memory: bool,
    /// Bound of one wait for the GPUs, in milliseconds of simulated time.
    pub timeout_ms: u64,
    /// Print every ioctl and mmap on stderr.
    pub verbose: bool,
    /// Width of a doorbell store in bytes (`doorbell_bytes` in `tandem gem5-prepare`'s
    /// report, from `gpu.cp.doorbell_bytes`).
    pub doorbell_bytes: u32,
}

pub const DEFAULT_KFD: &str = "/dev/kfd";
pub const DEFAULT_TIMEOUT_MS: u64 = 60_000;

pub const USAGE: &str = "\
usage: tandem-guest <command> [options]

commands (the workloads of `tandem run`, docs/standalone.md; each verified against its CPU
reference; discrete multi-GPU: each GPU gets its part of the data in its VRAM and its own queue):
  vecadd         c = a + b
  aes bitonic fir gd kmeans transpose conv
                 MGMark (aliases: aes256, bs, gradient-descent, km, mt, sc, ...)
  micro-alu micro-l1 micro-l2 micro-dram
                 validation micro-benchmarks (whole on every GPU)
  lat-alu lat-l1 lat-l2 lat-dram
                 latency probes (one wavefront or work-item, whole on every GPU)
  errno-check    an unknown KFD ioctl and CREATE_QUEUE with a bogus gpu_id must fail with an errno
  help           this text

options:
  --gpus N        use the first N GPUs the driver reports (default: all)
  --size S        input size preset: small (default), 1gpu, 4gpu (the MGSim paper's inputs)
  --host-memory   every buffer in host memory, none in VRAM (the APU configuration)
  --n ELEMENTS    vecadd only: this many elements instead of the preset
  --kfd PATH      the KFD device (default /dev/kfd)
  --timeout-ms T  give up when a wait for the GPUs exceeds T ms of simulated time (default 60000)
  --doorbell-bytes B
                  doorbell store width, 4 (gfx8, default) or 8: gpu.cp.doorbell_bytes of the
                  Tandem config (tandem gem5-prepare reports it)
  -v, --verbose   print every ioctl and mmap on stderr

exit status: 0 verified (errno-check: both calls failed with an errno), 1 wrong results,
2 usage or run-time error";

fn value<'a>(it: &mut impl Iterator<Item = &'a String>, flag: &str) -> Result<&'a str, String> {
    it.next()
        .map(String::as_str)
        .ok_or_else(|| format!("{flag} needs a value"))
}

fn number<T: std::str::FromStr>(s: &str, flag: &str) -> Result<T, String> {
    s.parse()
        .map_err(|_| format!("{flag}: `{s}` is not a valid number"))
}

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        command: Command::Help,
        kfd: DEFAULT_KFD.to_string(),
        gpus: None,
        size: Size::Small,
        n: None,
        host_memory: false,
        timeout_ms: DEFAULT_TIMEOUT_MS,
        verbose: false,
        doorbell_bytes: host_abi::addr::DOORBELL_BYTES_GFX8,
    };
    let mut command = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        // `--flag=value` as well as `--flag value`.
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if a.starts_with("--") => (f, Some(v)),
            _ => (a.as_str(), None),
        };
        let take = |it: &mut std::slice::Iter<'_, String>| -> Result<String, String> {
            match inline {
                Some(v) => Ok(v.to_string()),
                None => value(it, flag).map(str::to_string),
            }
        };
        match flag {
            "--gpus" => {
                let n: usize = number(&take(&mut it)?, flag)?;
                if n == 0 {
                    return Err("--gpus must be at least 1".into());
                }
                o.gpus = Some(n);
            }
            "--n" => {
                let n: u32 = number(&take(&mut it)?, flag)?;
                if n == 0 {
                    return Err("--n must be at least 1".into());
                }
                o.n = Some(n);
            }
            "--host-memory" => o.host_memory = true,
            "--size" => o.size = Size::parse(&take(&mut it)?).map_err(|e| e.to_string())?,
            "--kfd" => o.kfd = take(&mut it)?,
            "--timeout-ms" => o.timeout_ms = number(&take(&mut it)?, flag)?,
            "--doorbell-bytes" => {
                let b: u32 = number(&take(&mut it)?, flag)?;
                if b != 4 && b != 8 {
                    return Err("--doorbell-bytes must be 4 or 8".into());
                }
                o.doorbell_bytes = b;
            }
            "-v" | "--verbose" => o.verbose = true,
            "-h" | "--help" | "help" => command = Some(Command::Help),
            f if f.starts_with('-') => return Err(format!("unknown option `{f}`")),
            name => {
                if command.is_some() {
                    return Err(format!("unexpected argument `{name}`"));
                }
                command = Some(match name {
                    "errno-check" => Command::ErrnoCheck,
                    w if canonical(w).is_some() => {
                        Command::Workload(canonical(w).unwrap_or(w).into())
                    }
                    w => {
                        return Err(format!(
                            "unknown command `{w}` (workloads: {}; errno-check; help)",
                            crate::workloads::WORKLOADS.join(", ")
                        ))
                    }
                });
            }
        }
    }
    o.command = command.ok_or("no command given")?;
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Result<Options, String> {
        parse(&s.split_whitespace().map(String::from).collect::<Vec<_>>())
    }

    #[test]
    fn defaults_and_flags() {
        let o = p("vecadd").unwrap();
        assert_eq!(o.command, Command::Workload("vecadd".into()));
        assert_eq!(o.kfd, "/dev/kfd");
        assert_eq!(
            (o.gpus, o.n, o.timeout_ms, o.verbose),
            (None, None, 60_000, false)
        );
        let o = p("vecadd --gpus 2 --n=1000 --kfd /tmp/k --timeout-ms 5 -v").unwrap();
        assert_eq!((o.gpus, o.n), (Some(2), Some(1000)));
        assert_eq!(
            (o.kfd.as_str(), o.timeout_ms, o.verbose),
            ("/tmp/k", 5, true)
        );
        assert_eq!(
            p("errno-check --kfd /x").unwrap().command,
            Command::ErrnoCheck
        );
        assert_eq!(p("--help").unwrap().command, Command::Help);
        let o = p("mt --size 1gpu").unwrap();
        assert_eq!(o.command, Command::Workload("transpose".into()));
        assert_eq!(o.size, Size::Paper1);
        assert_eq!(p("kmeans").unwrap().size, Size::Small);
        assert!(p("fir --host-memory").unwrap().host_memory);
        assert!(!p("fir").unwrap().host_memory);
    }

    #[test]
    fn errors_name_the_problem() {
        assert!(p("").unwrap_err().contains("no command"));
        assert!(p("vecadd --gpus 0").unwrap_err().contains("at least 1"));
        assert!(p("vecadd --n").unwrap_err().contains("needs a value"));
        assert!(p("vecadd --n x")
            .unwrap_err()
            .contains("not a valid number"));
        assert!(p("vecadd --frob").unwrap_err().contains("unknown option"));
        assert!(p("bogus").unwrap_err().contains("unknown command"));
        assert!(p("vecadd vecadd").unwrap_err().contains("unexpected"));
        assert!(p("fir --size huge").unwrap_err().contains("unknown size"));
    }
}
