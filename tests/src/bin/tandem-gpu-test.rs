//! The GPU-side process for the cross-crate tests (the same code as `tandem-gpu`), built in
//! this crate so the tests can name it with `CARGO_BIN_EXE_tandem-gpu-test`.

fn main() {
    if let Err(e) = gpu_process::run(std::env::args().skip(1).collect()) {
        eprintln!("tandem-gpu-test: error: {e}");
        std::process::exit(1);
    }
}
