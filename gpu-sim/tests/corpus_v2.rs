//! Code object v2 (ELF ABI version 0, `amd_kernel_code_t` headers, YAML metadata in the
//! `NT_AMD_HSA_METADATA` note) against v4/v5 over the whole kernel corpus.
//!
//! `scripts/build-kernels` compiles every corpus source twice: the default build
//! (`kernels/*.hsaco`) and `-mcode-object-version=2` (`kernels/v2/*.hsaco`). Every test of
//! `corpus_run.rs` is compiled into this binary too (module `corpus_run` below); its `launch`
//! helper hands each job to [`after_launch`], which runs the same job again from the v2 build
//! and asserts that every buffer comes out byte-identical and the same workgroups and
//! wavefronts ran. The CPU references in `corpus_run.rs` then vouch for both builds.

// The corpus tests compiled in here mirror kernels' index arithmetic on purpose.
#![allow(clippy::needless_range_loop)]

#[path = "corpus_run.rs"]
mod corpus_run;

use std::collections::HashMap;
use std::path::Path;
use std::sync::OnceLock;

use gpu_sim::job::{run_job, Job, JobOutput};
use gpu_sim::loader::CodeObject;

/// Default build's bytes -> the v2 build of the same source.
fn twins() -> &'static HashMap<Vec<u8>, Vec<u8>> {
    static TWINS: OnceLock<HashMap<Vec<u8>, Vec<u8>>> = OnceLock::new();
    TWINS.get_or_init(|| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels");
        let mut map = HashMap::new();
        for entry in std::fs::read_dir(&dir).expect("kernels dir") {
            let path = entry.expect("dir entry").path();
            if path.extension().is_some_and(|e| e == "hsaco") {
                let v2 = dir.join("v2").join(path.file_name().expect("file name"));
                let twin = std::fs::read(&v2).unwrap_or_else(|e| {
                    panic!(
                        "{}: no v2 build ({e}); run scripts/build-kernels",
                        v2.display()
                    )
                });
                map.insert(std::fs::read(&path).expect("read object"), twin);
            }
        }
        map
    })
}

pub fn after_launch(job: &Job, out: &JobOutput) {
    let v2 = twins()
        .get(&job.code_object)
        .unwrap_or_else(|| panic!("{}: code object not in the corpus", job.kernel));
    let co = CodeObject::parse(v2).expect("v2 build loads");
    assert_eq!(co.code_object_version, 2, "{}", job.kernel);
    let job2 = Job {
        code_object: v2.clone(),
        ..job.clone()
    };
    let out2 = run_job(&job2).unwrap_or_else(|e| panic!("{} (v2): {e}", job.kernel));
    assert_eq!(
        out2.stats.workgroups, out.stats.workgroups,
        "{}",
        job.kernel
    );
    assert_eq!(
        out2.stats.wavefronts, out.stats.wavefronts,
        "{}",
        job.kernel
    );
    for (i, (a, b)) in out2.buffers.iter().zip(&out.buffers).enumerate() {
        if a != b {
            let first = match (a, b) {
                (Some(a), Some(b)) => a.iter().zip(b).position(|(x, y)| x != y),
                _ => None,
            };
            panic!(
                "{}: buffer argument {i} differs between the v2 and default builds (first \
                 differing byte {first:?})",
                job.kernel
            );
        }
    }
}
