//! Project facts the README states and the build must keep: the minimum Rust version is one
//! number in the root Cargo.toml, the clippy configuration the test command uses (whose
//! incompatible_msrv lint enforces it on the code) and the README.

fn read(rel: &str) -> String {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(rel);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The first `key = "value"` line's value.
fn value(text: &str, key: &str) -> String {
    text.lines()
        .filter_map(|l| l.trim().strip_prefix(key))
        .filter_map(|rest| rest.trim_start().strip_prefix('='))
        .map(|v| v.trim().trim_matches('"').to_string())
        .next()
        .unwrap_or_else(|| panic!("no {key}"))
}

#[test]
fn the_minimum_rust_version_is_stated_once_and_enforced() {
    let msrv = value(&read("Cargo.toml"), "rust-version");
    assert_eq!(value(&read("scripts/clippy.toml"), "msrv"), msrv);
    assert!(
        read("scripts/test").contains("CLIPPY_CONF_DIR=\"$PWD/scripts\""),
        "scripts/test must lint with scripts/clippy.toml"
    );
    assert!(
        read("README.md").contains(&format!("Rust {msrv} or newer")),
        "the README must state Rust {msrv}"
    );
}
