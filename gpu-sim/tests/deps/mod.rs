//! What `scripts/install-deps` installs, required by the tests that use it (`mod deps;`): a test
//! that needs a tool from it fails naming the tool, rather than passing without checking
//! anything.

#![allow(dead_code)]

use std::path::Path;
use std::process::Command;

/// The ROCm device libraries (Debian's rocm-device-libs) the kernel builds link.
pub const BITCODE: &str = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";

/// Fails the test unless `tool --version` runs; `package` is the Debian package that has it.
#[track_caller]
pub fn tool(tool: &str, package: &str) {
    let ok = Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        ok,
        "{tool} not found: this test needs it (Debian package {package}); run scripts/install-deps"
    );
}

/// Fails the test unless `path` exists; `package` is the Debian package that has it.
#[track_caller]
pub fn path(path: &str, package: &str) {
    assert!(
        Path::new(path).exists(),
        "{path} not found: this test needs it (Debian package {package}); run scripts/install-deps"
    );
}

/// What building OpenCL C for gfx803 needs: clang-15, ld.lld-15 and the device libraries.
#[track_caller]
pub fn kernel_toolchain() {
    tool("clang-15", "clang-15");
    tool("ld.lld-15", "lld-15");
    path(BITCODE, "rocm-device-libs");
}
