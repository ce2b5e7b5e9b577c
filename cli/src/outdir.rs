//! Output folders are private to a run: [`OutDirLock`] holds `DIR/.tandem-lock` for as long as
//! a command writes into `DIR`, and a second `tandem` command that wants the same folder stops
//! at once with an error naming the folder and the other run's pid.
//!
//! The lock is an advisory `flock(2)` on the file, not the file's existence: the kernel drops
//! it when its owner exits however that happens (crash, SIGKILL), so a stale lock from a dead
//! run is taken over without any liveness guessing, and two runs racing for a stale lock
//! cannot both win. The file also records the owner's pid, only so the error can name it. The
//! file stays behind after the run (deleting it would let a waiting opener lock an unlinked
//! inode while a third run creates a fresh file: two owners).

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use rustix::fs::{flock, FlockOperation};

/// Name of the lock file inside an output folder.
pub const LOCK_FILE: &str = ".tandem-lock";

/// Why an output folder could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum OutDirError {
    #[error(
        "output folder {dir} is in use by another tandem run (pid {pid}); choose another --out or wait for it to finish"
    )]
    InUse { dir: PathBuf, pid: String },
    /// `err` is in the message and is not a `source`, so that a chain printed with its causes
    /// does not say it twice.
    #[error("output folder {dir}: {err}")]
    Io { dir: PathBuf, err: std::io::Error },
}

/// The exclusive right to write into one output folder; released when dropped.
#[derive(Debug)]
pub struct OutDirLock {
    dir: PathBuf,
    _file: File,
}

impl OutDirLock {
    /// Creates `dir` if needed and locks it for this process, or says who holds it.
    pub fn acquire(dir: &Path) -> Result<OutDirLock, OutDirError> {
        let io = |err| OutDirError::Io {
            dir: dir.to_path_buf(),
            err,
        };
        std::fs::create_dir_all(dir).map_err(io)?;
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(dir.join(LOCK_FILE))
            .map_err(io)?;
        if let Err(e) = flock(&file, FlockOperation::NonBlockingLockExclusive) {
            if e == rustix::io::Errno::WOULDBLOCK {
                let mut pid = String::new();
                let _ = file.read_to_string(&mut pid);
                let pid = match pid.trim() {
                    "" => "unknown".to_string(),
                    p => p.to_string(),
                };
                return Err(OutDirError::InUse {
                    dir: dir.to_path_buf(),
                    pid,
                });
            }
            return Err(io(e.into()));
        }
        file.set_len(0).map_err(io)?;
        file.seek(SeekFrom::Start(0)).map_err(io)?;
        writeln!(file, "{}", std::process::id()).map_err(io)?;
        Ok(OutDirLock {
            dir: dir.to_path_buf(),
            _file: file,
        })
    }

    /// The locked folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// Writes a result file atomically ([`gpu_sim::outfile::write_atomic`]: a temporary file in the
/// same folder, then a rename), so a run that fails part-way leaves no truncated file that looks
/// like a result; the error names the file.
pub fn write_result(path: &std::path::Path, data: impl AsRef<[u8]>) -> anyhow::Result<()> {
    Ok(gpu_sim::outfile::write_atomic(path, data.as_ref())?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tmp(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("tandem-outdir-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn a_second_lock_on_the_same_folder_is_refused_and_names_the_owner() {
        let d = tmp("twice");
        let a = OutDirLock::acquire(&d).unwrap();
        let e = OutDirLock::acquire(&d).unwrap_err().to_string();
        assert!(e.contains(&d.display().to_string()), "{e}");
        assert!(e.contains(&format!("pid {}", std::process::id())), "{e}");
        drop(a);
        // Released: the next run takes it.
        let b = OutDirLock::acquire(&d).unwrap();
        assert_eq!(b.dir(), d.as_path());
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn a_stale_lock_file_from_a_dead_run_is_taken_over() {
        let d = tmp("stale");
        std::fs::create_dir_all(&d).unwrap();
        // What a crashed run leaves: the file with its pid, but no lock held.
        std::fs::write(d.join(LOCK_FILE), "999999999\n").unwrap();
        let l = OutDirLock::acquire(&d).unwrap();
        let owner = std::fs::read_to_string(d.join(LOCK_FILE)).unwrap();
        assert_eq!(owner.trim(), std::process::id().to_string());
        drop(l);
        let _ = std::fs::remove_dir_all(&d);
    }
}
