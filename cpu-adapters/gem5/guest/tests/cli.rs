//! The built binary without a KFD device: clear errors and exit codes, never a panic. (The real
//! runs happen under gem5, where /dev/kfd is Tandem's driver.)

use std::process::{Command, Output};

fn guest(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tandem-guest"))
        .args(args)
        .output()
        .expect("running tandem-guest")
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn missing_kfd_fails_cleanly() {
    for cmd in [
        &["vecadd", "--kfd", "/nonexistent"][..],
        &[
            "vecadd",
            "--gpus",
            "2",
            "--n",
            "1000",
            "--kfd",
            "/nonexistent",
        ],
        &["errno-check", "--kfd", "/nonexistent"],
    ] {
        let o = guest(cmd);
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{cmd:?}: {out}{err}");
        assert!(
            err.contains("cannot open /nonexistent") && err.contains("ENOENT"),
            "{cmd:?}: {err}"
        );
        assert!(!err.contains("panicked"), "{err}");
        assert!(out.is_empty(), "{out}");
    }
}

#[test]
fn a_device_that_is_not_kfd_fails_cleanly() {
    // /dev/null opens but answers no ioctl: the first call (GET_VERSION) names the errno.
    let o = guest(&["vecadd", "--kfd", "/dev/null"]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("GET_VERSION") && err.contains("errno"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn usage_errors_exit_2_and_help_exits_0() {
    let o = guest(&["vecadd", "--gpus", "0"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).1.contains("--gpus must be at least 1"));
    let o = guest(&["frobnicate"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).1.contains("unknown command `frobnicate`"));
    let o = guest(&["help"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(text(&o).0.contains("errno-check"));
}
