//! `tandem-gpu`: the GPU process of a standalone run as its own binary (the host stub
//! normally starts the same code as `tandem gpu-process`). See [`gpu_process`].

fn main() {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_writer(std::io::stderr)
        .init();
    if let Err(e) = gpu_process::run(std::env::args().skip(1).collect()) {
        eprintln!("tandem-gpu: error: {e}");
        std::process::exit(1);
    }
}
