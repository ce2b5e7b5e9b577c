//! Job runner tests that need no emulator: argument checking against the metadata, launch
//! geometry checks, kernarg layout (explicit and hidden arguments) and job-file parsing.

use gpu_sim::emu::Memory;
use gpu_sim::job::{prepare_job, Arg, Job, JobFile, BUFFER_BASE, KERNARG_VA, QUEUE_VA};

fn fixture(name: &str) -> Vec<u8> {
    let p = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

fn vecadd(args: Vec<Arg>) -> Job {
    Job {
        code_object: fixture("vecadd_v4.hsaco"),
        kernel: "vecadd".into(),
        grid: [100, 1, 1],
        workgroup: [64, 1, 1],
        args,
    }
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn err(job: &Job) -> String {
    prepare_job(job).unwrap_err().to_string()
}

#[test]
fn wrong_argument_type_names_the_argument() {
    let b = Arg::Buffer(f32s(&[0.0; 4]));
    let job = vecadd(vec![b.clone(), b.clone(), b.clone(), Arg::F32(1.0)]);
    assert_eq!(
        err(&job),
        "arg 3: job gives f32 but the kernel expects by_value of 4 bytes (uint)"
    );
    let job = vecadd(vec![b.clone(), Arg::U32(3), b.clone(), Arg::U32(4)]);
    assert_eq!(
        err(&job),
        "arg 1: job gives u32 but the kernel expects a buffer (in/out) (float*)"
    );
    let job = vecadd(vec![b.clone(), b.clone(), b.clone(), Arg::U64(4)]);
    assert_eq!(
        err(&job),
        "arg 3: job gives u64 but the kernel expects by_value of 4 bytes (uint)"
    );
    let job = vecadd(vec![
        b.clone(),
        b.clone(),
        b.clone(),
        Arg::ByValue(vec![1, 2]),
    ]);
    assert_eq!(
        err(&job),
        "arg 3: job gives by_value of 2 bytes but the kernel expects by_value of 4 bytes (uint)"
    );
}

#[test]
fn wrong_argument_count_lists_the_signature() {
    let b = Arg::Buffer(vec![0; 16]);
    let job = vecadd(vec![b.clone(), b]);
    assert_eq!(
        err(&job),
        "kernel `vecadd` takes 4 argument(s) (float*, float*, float*, uint); the job gives 2"
    );
}

#[test]
fn unknown_kernel_and_bad_geometry() {
    let mut job = vecadd(vec![]);
    job.kernel = "vecsub".into();
    assert_eq!(
        err(&job),
        "kernel `vecsub` is not in the code object (it has: vecadd)"
    );
    let b = Arg::Buffer(vec![0; 16]);
    let mut job = vecadd(vec![b.clone(), b.clone(), b, Arg::U32(4)]);
    job.workgroup = [512, 1, 1];
    assert_eq!(
        err(&job),
        "launch geometry: workgroup [512, 1, 1] has 512 work-items; kernel `vecadd` allows at most 256 (max_flat_workgroup_size)"
    );
    job.workgroup = [0, 1, 1];
    assert!(err(&job).contains("every dimension must be at least 1"));
}

#[test]
fn v4_kernarg_layout() {
    let a = f32s(&[1.0, 2.0, 3.0]);
    let job = vecadd(vec![
        Arg::Buffer(a.clone()),
        Arg::Buffer(a.clone()),
        Arg::Buffer(vec![0; 12]),
        Arg::U32(3),
    ]);
    let mut p = prepare_job(&job).unwrap();
    let ka = p.kernarg.clone();
    let u64_at = |o: usize| u64::from_le_bytes(ka[o..o + 8].try_into().unwrap());
    let a_va = u64_at(0);
    assert_eq!(a_va, BUFFER_BASE);
    assert!(u64_at(8) > a_va && u64_at(16) > u64_at(8));
    assert_eq!(&ka[24..28], &3u32.to_le_bytes());
    // Hidden global offsets (32, 40, 48) are zero; the rest are hidden_none here.
    assert!(ka[32..].iter().all(|&b| b == 0));
    assert_eq!(p.workgroup_count(), 2);
    // The buffers and kernargs are really in memory.
    let mut back = vec![0u8; 12];
    p.memory.read(a_va, &mut back).unwrap();
    assert_eq!(back, a);
    let mut kback = vec![0u8; ka.len()];
    p.memory.read(KERNARG_VA, &mut kback).unwrap();
    assert_eq!(kback, ka);
    // Guard gap after a buffer is unmapped.
    let mut one = [0u8; 1];
    assert!(p.memory.read(a_va + 0x1000, &mut one).is_err());
}

#[test]
fn v5_hidden_arguments_and_dynamic_lds() {
    let s = vec![7u8; 12];
    let job = Job {
        code_object: fixture("misc_v5.hsaco"),
        kernel: "lds_k".into(),
        grid: [300, 1, 1],
        workgroup: [128, 1, 1],
        args: vec![
            Arg::Buffer(vec![0; 1200]),
            Arg::Local(512),
            Arg::ByValue(s.clone()),
            Arg::U64(5),
            Arg::F64(2.5),
        ],
    };
    let p = prepare_job(&job).unwrap();
    let ka = &p.kernarg;
    let u16_at = |o: usize| u16::from_le_bytes(ka[o..o + 2].try_into().unwrap());
    let u32_at = |o: usize| u32::from_le_bytes(ka[o..o + 4].try_into().unwrap());
    let u64_at = |o: usize| u64::from_le_bytes(ka[o..o + 8].try_into().unwrap());
    // The LDS offset of the dynamic __local argument follows the static LDS (0 here).
    assert_eq!(u32_at(8), 0);
    assert_eq!(p.group_segment_bytes, 512);
    assert_eq!(&ka[12..24], &s[..]);
    assert_eq!(u64_at(24), 5);
    assert_eq!(f64::from_le_bytes(ka[32..40].try_into().unwrap()), 2.5);
    assert_eq!(u32_at(40), 2, "block count x = 300 / 128");
    assert_eq!((u32_at(44), u32_at(48)), (1, 1));
    assert_eq!(u16_at(52), 128, "group size x");
    assert_eq!(u16_at(58), 300 % 128, "remainder x");
    assert_eq!((u16_at(60), u16_at(62)), (0, 0));
    assert_eq!(u16_at(104), 1, "grid dims");
    assert_eq!(u64_at(240), QUEUE_VA, "queue ptr");
    assert_ne!(u32_at(232), 0, "private base");
    assert_ne!(u32_at(236), 0, "shared base");
    assert_eq!(p.workgroup_count(), 3);
}

#[test]
fn errors_use_argument_names_when_recorded() {
    let job = Job {
        code_object: fixture("misc_v5.hsaco"),
        kernel: "lds_k".into(),
        grid: [64, 1, 1],
        workgroup: [64, 1, 1],
        args: vec![
            Arg::Buffer(vec![0; 256]),
            Arg::Local(64),
            Arg::ByValue(vec![0; 12]),
            Arg::F64(1.0),
            Arg::F64(1.0),
        ],
    };
    assert_eq!(
        err(&job),
        "arg 3 `n`: job gives f64 but the kernel expects by_value of 8 bytes (ulong)"
    );
    let mut short = job.clone();
    short.args.truncate(1);
    assert_eq!(
        err(&short),
        "kernel `lds_k` takes 5 argument(s) (out: int*, tmp: int*, s: S, n: ulong, d: double); the job gives 1"
    );
}

#[test]
fn lds_overflow_is_an_error() {
    let job = Job {
        code_object: fixture("misc_v4.hsaco"),
        kernel: "lds_k".into(),
        grid: [64, 1, 1],
        workgroup: [64, 1, 1],
        args: vec![
            Arg::Buffer(vec![0; 256]),
            Arg::Local(70_000),
            Arg::ByValue(vec![0; 12]),
            Arg::U64(0),
            Arg::F64(0.0),
        ],
    };
    assert!(
        err(&job).contains("bytes of LDS per workgroup"),
        "{}",
        err(&job)
    );
}

fn temp_dir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("tandem-job-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn job_file_parses_every_argument_kind() {
    let d = temp_dir("kinds");
    std::fs::write(d.join("k.hsaco"), fixture("misc_v4.hsaco")).unwrap();
    std::fs::write(d.join("a.bin"), [1u8, 2, 3, 4]).unwrap();
    std::fs::write(d.join("s.bin"), [9u8; 12]).unwrap();
    std::fs::write(d.join("init.bin"), [5u8; 3]).unwrap();
    let text = r#"
code_object = "k.hsaco"
kernel = "lds_k"
grid = [128]
workgroup = [64, 1]
[[arg]]
out = "res/out.bin"
bytes = 8
init = "init.bin"
[[arg]]
local = 256
[[arg]]
by_value = "s.bin"
[[arg]]
u64 = 0xffff_ffff_ff
[[arg]]
f64 = 3
"#;
    let jf = JobFile::parse(text, &d.join("job.toml"), &d).unwrap();
    assert_eq!(jf.job.grid, [128, 1, 1]);
    assert_eq!(jf.job.workgroup, [64, 1, 1]);
    assert_eq!(jf.job.args[0], Arg::Buffer(vec![5, 5, 5, 0, 0, 0, 0, 0]));
    assert_eq!(jf.job.args[1], Arg::Local(256));
    assert_eq!(jf.job.args[2], Arg::ByValue(vec![9; 12]));
    assert_eq!(jf.job.args[3], Arg::U64(0xff_ffff_ffff));
    assert_eq!(jf.job.args[4], Arg::F64(3.0));
    assert_eq!(jf.outputs.len(), 1);
    assert_eq!(jf.outputs[0].arg_index, 0);
    prepare_job(&jf.job).unwrap();

    let out = gpu_sim::job::JobOutput {
        buffers: vec![Some(vec![1, 2, 3]), None, None, None, None],
        stats: Default::default(),
    };
    let written = jf.write_outputs(&out, &d.join("o")).unwrap();
    assert_eq!(std::fs::read(&written[0]).unwrap(), vec![1, 2, 3]);
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn job_file_reads_named_files_through_the_reader() {
    // The fuzzer's entry point: no file system; paths arrive joined to `dir`.
    let text = "code_object = \"k.hsaco\"\nkernel = \"k\"\ngrid = [1]\nworkgroup = [1]\n\
                [[arg]]\nin = \"a.bin\"\n[[arg]]\nin = \"missing.bin\"\n";
    let read = |p: &std::path::Path| -> std::io::Result<Vec<u8>> {
        match p.to_str() {
            Some("mem/k.hsaco") => Ok(vec![7; 4]),
            Some("mem/a.bin") => Ok(vec![1, 2]),
            _ => Err(std::io::ErrorKind::NotFound.into()),
        }
    };
    let (path, dir) = (
        std::path::Path::new("job.toml"),
        std::path::Path::new("mem"),
    );
    let err = JobFile::parse_with_reader(text, path, dir, Default::default(), &read)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("arg[1]") && err.contains("mem/missing.bin"),
        "{err}"
    );
    let ok = text.replace("missing.bin", "a.bin");
    let jf = JobFile::parse_with_reader(&ok, path, dir, Default::default(), &read).unwrap();
    assert_eq!(jf.job.code_object, vec![7; 4]);
    assert_eq!(
        jf.job.args,
        vec![Arg::Buffer(vec![1, 2]), Arg::Buffer(vec![1, 2])]
    );
}

#[test]
fn job_file_errors_name_the_key() {
    let d = temp_dir("errs");
    std::fs::write(d.join("k.hsaco"), fixture("vecadd_v4.hsaco")).unwrap();
    let p = d.join("job.toml");
    let head = "code_object = \"k.hsaco\"\nkernel = \"vecadd\"\ngrid = [64]\nworkgroup = [64]\n";
    let e = |body: &str| {
        JobFile::parse(&format!("{head}{body}"), &p, &d)
            .unwrap_err()
            .to_string()
    };
    let both = e("[[arg]]\nin = \"a\"\nu32 = 3\n");
    assert!(both.ends_with("arg[0]: give exactly one of in, out, u32, i32, u64, i64, f32, f64, local, by_value (found in, u32)"), "{both}");
    assert!(e("[[arg]]\nout = \"c\"\n").contains("arg[0]: out = \"c\" needs `bytes = N`"));
    assert!(e("[[arg]]\nu32 = 1\nbytes = 4\n")
        .contains("arg[0]: `bytes` and `init` only go with `out`"));
    assert!(e("[[arg]]\nin = \"missing.bin\"\n").contains("arg[0]: cannot read"));
    assert!(e("[[arg]]\nfloat = 1.0\n").contains("unknown field `float`"));
    assert!(e("[[arg]]\nu32 = -1\n").contains("job.toml"));
    let grid = JobFile::parse(
        "code_object = \"k.hsaco\"\nkernel = \"vecadd\"\ngrid = [1,2,3,4]\nworkgroup = [64]\n",
        &p,
        &d,
    )
    .unwrap_err()
    .to_string();
    assert!(
        grid.ends_with("grid: expected 1 to 3 sizes [x, y, z], got 4"),
        "{grid}"
    );
    std::fs::remove_dir_all(&d).unwrap();
}

/// Issue #18: a job that would run "successfully" with an empty or wrong output, or for ever,
/// is refused before it runs, and the error names the key.
fn misc_job_text(out: &str, local: &str, grid: &str) -> String {
    format!(
        r#"
code_object = "k.hsaco"
kernel = "lds_k"
grid = {grid}
workgroup = [64]
[[arg]]
out = "o.bin"
{out}
[[arg]]
{local}
[[arg]]
by_value = "s.bin"
[[arg]]
u64 = 0
[[arg]]
f64 = 0
"#
    )
}

fn misc_dir(tag: &str) -> std::path::PathBuf {
    let d = temp_dir(tag);
    std::fs::write(d.join("k.hsaco"), fixture("misc_v4.hsaco")).unwrap();
    std::fs::write(d.join("s.bin"), [0u8; 12]).unwrap();
    std::fs::write(d.join("empty.bin"), []).unwrap();
    d
}

fn parse_err(d: &std::path::Path, text: &str, limits: gpu_sim::job::JobLimits) -> String {
    JobFile::parse_with(text, &d.join("job.toml"), d, limits)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default()
}

#[test]
fn zero_byte_outputs_are_refused_naming_the_key() {
    let d = misc_dir("zero-out");
    let e = parse_err(
        &d,
        &misc_job_text("bytes = 0", "local = 256", "[64]"),
        Default::default(),
    );
    assert!(e.contains("arg[0].bytes") && e.contains("0 bytes"), "{e}");
    // An empty init file without `bytes` is the same empty buffer.
    let e = parse_err(
        &d,
        &misc_job_text("init = \"empty.bin\"", "local = 256", "[64]"),
        Default::default(),
    );
    assert!(
        e.contains("arg[0].bytes") && e.contains("init file is empty"),
        "{e}"
    );
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn dynamic_lds_smaller_than_one_element_is_refused() {
    let d = misc_dir("small-lds");
    let e = parse_err(
        &d,
        &misc_job_text("bytes = 8", "local = 0", "[64]"),
        Default::default(),
    );
    assert!(e.contains("arg[1].local"), "{e}");
    // `tmp` is an int*: 2 bytes cannot hold one element; prepare_job and check_job (the
    // driver path) both refuse it.
    let jf = JobFile::parse(
        &misc_job_text("bytes = 8", "local = 2", "[64]"),
        &d.join("job.toml"),
        &d,
    )
    .unwrap();
    let e = err(&jf.job);
    assert!(
        e.contains("arg 1 `tmp`: local = 2 bytes") && e.contains("int*"),
        "{e}"
    );
    assert_eq!(gpu_sim::job::check_job(&jf.job).unwrap_err().to_string(), e);
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn grids_above_the_limit_need_allow_huge() {
    let d = misc_dir("huge");
    let text = misc_job_text(
        "bytes = 8",
        "local = 256",
        "[4294967295, 4294967295, 4294967295]",
    );
    let e = parse_err(&d, &text, Default::default());
    assert!(
        e.contains("grid:") && e.contains("--allow-huge") && e.contains("268435456"),
        "{e}"
    );
    // At the limit is fine; with --allow-huge anything the packet format holds is.
    let at = misc_job_text("bytes = 8", "local = 256", "[268435456]");
    assert_eq!(parse_err(&d, &at, Default::default()), "");
    let huge = gpu_sim::job::JobLimits { allow_huge: true };
    assert_eq!(parse_err(&d, &text, huge), "");
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn job_outputs_stay_inside_the_output_folder() {
    // `out` names resolve inside --out: `..` escapes and absolute paths are refused at parse
    // time with the key named; a sub-folder is fine (issue #38).
    let d = temp_dir("confined");
    std::fs::write(d.join("k.hsaco"), fixture("misc_v4.hsaco")).unwrap();
    let job = |out: &str| {
        format!(
            "code_object = \"k.hsaco\"\nkernel = \"lds_k\"\ngrid = [64]\nworkgroup = [64]\n\
             [[arg]]\nout = \"{out}\"\nbytes = 4\n"
        )
    };
    for (bad, why) in [
        ("../../../../tmp/escaped.bin", "leaves the output folder"),
        ("sub/../../escaped.bin", "leaves the output folder"),
        ("/tmp/escaped.bin", "absolute path"),
        ("", "empty output name"),
        (".", "names no file"),
    ] {
        let e = JobFile::parse(&job(bad), &d.join("job.toml"), &d)
            .err()
            .unwrap_or_else(|| panic!("`{bad}` was accepted"))
            .to_string();
        assert!(e.contains("arg[0].out") && e.contains(why), "{bad}: {e}");
    }
    let jf = JobFile::parse(&job("./sub/c.bin"), &d.join("job.toml"), &d).unwrap();
    let out = gpu_sim::job::JobOutput {
        buffers: vec![Some(vec![7, 7, 7, 7])],
        stats: Default::default(),
    };
    let o = d.join("o");
    let written = jf.write_outputs(&out, &o).unwrap();
    assert_eq!(written, vec![o.join("sub/c.bin")]);
    assert_eq!(std::fs::read(&written[0]).unwrap(), vec![7; 4]);
    // Written through a temporary name and a rename: nothing else is left in the folder.
    let left: Vec<_> = std::fs::read_dir(o.join("sub"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, vec![std::ffi::OsString::from("c.bin")]);
    // A hand-built spec that escapes is refused when writing too.
    let mut evil = jf.clone();
    evil.outputs[0].file = "../evil.bin".into();
    let e = evil.write_outputs(&out, &o).unwrap_err().to_string();
    assert!(e.contains("leaves the output folder"), "{e}");
    assert!(!d.join("evil.bin").exists());
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn an_atomic_write_that_fails_leaves_nothing_behind() {
    let d = temp_dir("atomic");
    // A folder where the file should be: the rename fails, and no temporary file stays.
    let target = d.join("summary.json");
    std::fs::create_dir_all(target.join("x")).unwrap();
    let e = gpu_sim::outfile::write_atomic(&target, b"{}").unwrap_err();
    assert!(e.err.kind() != std::io::ErrorKind::NotFound, "{e}");
    assert!(
        e.to_string()
            .contains(&format!("writing {}", target.display())),
        "{e}"
    );
    let left: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        left,
        vec![std::ffi::OsString::from("summary.json")],
        "{left:?}"
    );
    std::fs::remove_dir_all(&d).unwrap();
}
