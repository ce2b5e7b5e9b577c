//! How a peer process ended, in words, for the messages a CPU side prints when it loses the
//! GPU process (and the reverse).
//!
//! `std::process::ExitStatus`'s own `Display` names only the signals the standard library
//! knows and prints the real-time ones as bare numbers; a user who sees "signal: 36" has to look
//! the number up, and the number differs between architectures. Here every signal number gets a
//! name: the standard ones from the C library's constants (so the table is right on any Linux
//! architecture), the real-time ones as `SIGRTMIN+n` counted from the C library's `SIGRTMIN`, as
//! `kill -l` prints them.

use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;

/// The standard signals by number (the C library's constants for this target).
const NAMES: &[(i32, &str)] = &[
    (libc::SIGHUP, "SIGHUP"),
    (libc::SIGINT, "SIGINT"),
    (libc::SIGQUIT, "SIGQUIT"),
    (libc::SIGILL, "SIGILL"),
    (libc::SIGTRAP, "SIGTRAP"),
    (libc::SIGABRT, "SIGABRT"),
    (libc::SIGBUS, "SIGBUS"),
    (libc::SIGFPE, "SIGFPE"),
    (libc::SIGKILL, "SIGKILL"),
    (libc::SIGUSR1, "SIGUSR1"),
    (libc::SIGSEGV, "SIGSEGV"),
    (libc::SIGUSR2, "SIGUSR2"),
    (libc::SIGPIPE, "SIGPIPE"),
    (libc::SIGALRM, "SIGALRM"),
    (libc::SIGTERM, "SIGTERM"),
    (libc::SIGSTKFLT, "SIGSTKFLT"),
    (libc::SIGCHLD, "SIGCHLD"),
    (libc::SIGCONT, "SIGCONT"),
    (libc::SIGSTOP, "SIGSTOP"),
    (libc::SIGTSTP, "SIGTSTP"),
    (libc::SIGTTIN, "SIGTTIN"),
    (libc::SIGTTOU, "SIGTTOU"),
    (libc::SIGURG, "SIGURG"),
    (libc::SIGXCPU, "SIGXCPU"),
    (libc::SIGXFSZ, "SIGXFSZ"),
    (libc::SIGVTALRM, "SIGVTALRM"),
    (libc::SIGPROF, "SIGPROF"),
    (libc::SIGWINCH, "SIGWINCH"),
    (libc::SIGIO, "SIGIO"),
    (libc::SIGPWR, "SIGPWR"),
    (libc::SIGSYS, "SIGSYS"),
];

/// The name of signal `sig`: `SIGKILL`, `SIGRTMIN+3`, or `signal 99` for a number no signal has.
pub fn signal_name(sig: i32) -> String {
    if let Some((_, n)) = NAMES.iter().find(|(s, _)| *s == sig) {
        return (*n).to_string();
    }
    let (min, max) = (libc::SIGRTMIN(), libc::SIGRTMAX());
    if sig == min {
        "SIGRTMIN".to_string()
    } else if sig == max {
        "SIGRTMAX".to_string()
    } else if sig > min && sig < max {
        format!("SIGRTMIN+{}", sig - min)
    } else {
        format!("signal {sig}")
    }
}

/// How a process with `status` ended, as the end of a sentence about it: `was killed by SIGKILL
/// (signal 9)`, `was killed by SIGSEGV (signal 11, core dumped)`, `exited with status 3`.
pub fn describe_exit(status: ExitStatus) -> String {
    if let Some(sig) = status.signal() {
        let core = if status.core_dumped() {
            ", core dumped"
        } else {
            ""
        };
        return format!("was killed by {} (signal {sig}{core})", signal_name(sig));
    }
    match status.code() {
        Some(0) => "exited successfully".to_string(),
        Some(c) => format!("exited with status {c}"),
        None => format!("ended ({status})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_signal_number_has_a_name() {
        assert_eq!(signal_name(libc::SIGKILL), "SIGKILL");
        assert_eq!(signal_name(libc::SIGSEGV), "SIGSEGV");
        assert_eq!(signal_name(libc::SIGPWR), "SIGPWR");
        let min = libc::SIGRTMIN();
        assert_eq!(signal_name(min), "SIGRTMIN");
        assert_eq!(signal_name(min + 3), "SIGRTMIN+3");
        assert_eq!(signal_name(libc::SIGRTMAX()), "SIGRTMAX");
        for s in 1..=libc::SIGRTMAX() {
            assert!(
                signal_name(s).starts_with("SIG") || (32..min).contains(&s),
                "{s}: {}",
                signal_name(s)
            );
        }
        assert_eq!(signal_name(0), "signal 0");
        assert_eq!(signal_name(999), "signal 999");
    }

    #[test]
    fn exits_and_kills_are_told_apart() {
        // Raw wait statuses: exit code in bits 8..16, terminating signal in the low 7 bits,
        // 0x80 for a core dump.
        assert_eq!(
            describe_exit(ExitStatus::from_raw(3 << 8)),
            "exited with status 3"
        );
        assert_eq!(
            describe_exit(ExitStatus::from_raw(0)),
            "exited successfully"
        );
        assert_eq!(
            describe_exit(ExitStatus::from_raw(libc::SIGKILL)),
            format!("was killed by SIGKILL (signal {})", libc::SIGKILL)
        );
        assert_eq!(
            describe_exit(ExitStatus::from_raw(libc::SIGSEGV | 0x80)),
            format!(
                "was killed by SIGSEGV (signal {}, core dumped)",
                libc::SIGSEGV
            )
        );
        let rt = libc::SIGRTMIN() + 2;
        assert_eq!(
            describe_exit(ExitStatus::from_raw(rt)),
            format!("was killed by SIGRTMIN+2 (signal {rt})")
        );
    }
}
