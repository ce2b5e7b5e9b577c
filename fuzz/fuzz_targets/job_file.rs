//! The job-file parser (`tandem kernel`'s TOML, docs/job-format.md) on arbitrary text, with
//! the files it names read from memory (`JobFile::parse_with_reader`), never the file system:
//! a path whose length is even reads as 16 bytes, an odd one is missing. Never panics; an
//! accepted job is consistent (1-3 sizes became three, outputs name `out` arguments).
#![no_main]

use gpu_sim::job::{Arg, JobFile, JobLimits};
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fn read(p: &Path) -> std::io::Result<Vec<u8>> {
    if p.as_os_str().len().is_multiple_of(2) {
        Ok(vec![0x5a; 16])
    } else {
        Err(std::io::ErrorKind::NotFound.into())
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (path, dir) = (Path::new("fuzz.toml"), Path::new("jobs"));
    let Ok(jf) = JobFile::parse_with_reader(text, path, dir, JobLimits::default(), &read) else {
        return;
    };
    let job = &jf.job;
    assert!(job.code_object.len() == 16);
    assert!(gpu_sim::job::grid_work_items(job.grid) <= gpu_sim::job::MAX_GRID_WORK_ITEMS);
    for o in &jf.outputs {
        assert!(matches!(job.args.get(o.arg_index), Some(Arg::Buffer(b)) if !b.is_empty()));
    }
});
