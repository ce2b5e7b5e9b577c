//! Result files written whole or not at all.
//!
//! Every file a run leaves as a result (`summary.json`, `metrics.csv`, `stats.txt`,
//! `gpu-side.json`, a job's output buffers, traces, figures) is written under a temporary name in
//! its own folder and renamed over the final name once it is complete. A run that fails part-way
//! (a full disk, a kill, an error) therefore never leaves a truncated file under a name that
//! looks like a result: readers such as `tandem plot` and `tandem sweep` see either the whole
//! previous file, the whole new one, or none. The temporary name is in the same folder because a
//! rename is atomic only within one file system.
//!
//! The temporary name is `.<name>.tmp-<pid>`: hidden, so that listings of results skip it, and
//! unique per process, so that two runs never write the same temporary file (two writers of one
//! path inside one process would be a bug anyway). A process killed while it writes leaves its
//! temporary file behind; nothing reads such files, and the next run of the same command
//! replaces the result itself.
//!
//! Every error names the file it concerns (the final name; the temporary one is an
//! implementation detail), because a bare "No space left on device" does not say which of a
//! run's many files failed.

use std::io;
use std::path::{Path, PathBuf};

/// A result file that could not be written.
#[derive(Debug, thiserror::Error)]
#[error("writing {}: {err}", path.display())]
pub struct OutputError {
    /// The result file's final name.
    pub path: PathBuf,
    /// What went wrong (in the message, not as a `source`, so that a chain of errors printed
    /// with its causes does not say it twice).
    pub err: io::Error,
}

/// The temporary name [`write_atomic`] and [`Pending`] use for `path`.
///
/// A path without a file name (`/`, `..`) has no temporary name; the error names it.
pub fn temp_path(path: &Path) -> Result<PathBuf, OutputError> {
    let name = path.file_name().ok_or_else(|| OutputError {
        path: path.to_path_buf(),
        err: io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"),
    })?;
    let mut tmp = std::ffi::OsString::from(".");
    tmp.push(name);
    tmp.push(format!(".tmp-{}", std::process::id()));
    Ok(path.with_file_name(tmp))
}

/// Writes `data` to `path` through a temporary file in the same folder and a rename; on any
/// error the temporary file is removed and `path` is left as it was.
pub fn write_atomic(path: &Path, data: &[u8]) -> Result<(), OutputError> {
    let pending = Pending::new(path)?;
    std::fs::write(pending.temp(), data).map_err(|err| OutputError {
        path: path.to_path_buf(),
        err,
    })?;
    pending.commit()
}

/// A result file being written under its temporary name by someone else (a writer that
/// streams, or another process, such as the GPU process writing a trace the host side then
/// completes): [`Pending::commit`] renames it into place; dropping it uncommitted removes the
/// temporary file, so every error path cleans up.
#[derive(Debug)]
pub struct Pending {
    path: PathBuf,
    temp: PathBuf,
    done: bool,
}

impl Pending {
    /// A pending result for `path` (nothing is created yet).
    pub fn new(path: &Path) -> Result<Pending, OutputError> {
        Ok(Pending {
            temp: temp_path(path)?,
            path: path.to_path_buf(),
            done: false,
        })
    }

    /// Where the file is to be written.
    pub fn temp(&self) -> &Path {
        &self.temp
    }

    /// The final name.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Renames the finished temporary file to the final name.
    pub fn commit(mut self) -> Result<(), OutputError> {
        self.done = true;
        std::fs::rename(&self.temp, &self.path).map_err(|err| {
            let _ = std::fs::remove_file(&self.temp);
            OutputError {
                path: self.path.clone(),
                err,
            }
        })
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if !self.done {
            let _ = std::fs::remove_file(&self.temp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("tandem-outfile-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_write_replaces_the_file_whole_and_leaves_no_temporary() {
        let d = scratch("replace");
        let p = d.join("summary.json");
        std::fs::write(&p, "old").unwrap();
        write_atomic(&p, b"new contents").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "new contents");
        assert_eq!(names(&d), ["summary.json"]);
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn a_failed_write_names_the_file_and_leaves_nothing_under_its_name() {
        let d = scratch("fail");
        // A parent that is a file: neither the temporary nor the final file can be created.
        std::fs::write(d.join("notadir"), "x").unwrap();
        let p = d.join("notadir").join("metrics.csv");
        let e = write_atomic(&p, b"data").unwrap_err();
        let msg = e.to_string();
        assert!(msg.contains(&p.display().to_string()), "{msg}");
        assert!(msg.starts_with("writing "), "{msg}");
        assert!(!p.exists());
        assert_eq!(names(&d), ["notadir"]);
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn a_failed_rename_keeps_the_old_result_and_removes_the_temporary() {
        let d = scratch("rename");
        // The final name is a non-empty folder: the rename fails after the data was written.
        let p = d.join("stats.txt");
        std::fs::create_dir_all(p.join("inside")).unwrap();
        let e = write_atomic(&p, b"data").unwrap_err();
        assert!(e.to_string().contains("stats.txt"), "{e}");
        assert!(p.join("inside").is_dir());
        assert_eq!(names(&d), ["stats.txt"]);
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn an_uncommitted_pending_file_is_removed() {
        let d = scratch("pending");
        let p = d.join("trace.json");
        {
            let pending = Pending::new(&p).unwrap();
            std::fs::write(pending.temp(), "partial").unwrap();
            assert!(pending
                .temp()
                .file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with('.'));
        }
        assert!(names(&d).is_empty(), "{:?}", names(&d));
        let pending = Pending::new(&p).unwrap();
        std::fs::write(pending.temp(), "whole").unwrap();
        pending.commit().unwrap();
        assert_eq!(names(&d), ["trace.json"]);
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn a_path_without_a_file_name_is_an_error_not_a_panic() {
        let e = write_atomic(Path::new("/"), b"x").unwrap_err();
        assert!(e.to_string().contains("names no file"), "{e}");
    }
}
