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

/// Issue #38: `scripts/install-deps` is silent and offline once everything it installs is there.
/// It used to go to the network on every run while Perfetto's optional trace processor was
/// missing, and print a Python traceback when that failed. Here the network tools it could reach
/// for (apt-get, sudo, curl, pip, `rustup component add`) are stand-ins that record a call: none
/// may be called, and nothing may be printed. (The Perfetto UI it unpacks from a wheel is
/// fetched with `python3 -m pip`, which no stand-in catches; the proxy variables below point
/// at a closed port, so that fetch would fail and the script with it.)
#[test]
fn install_deps_is_silent_and_offline_when_everything_is_installed() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let stubs = std::env::temp_dir().join(format!("tandem-install-deps-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&stubs);
    std::fs::create_dir_all(&stubs).unwrap();
    let calls = stubs.join("calls");
    let stub = |name: &str, body: &str| {
        let p = stubs.join(name);
        std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::process::Command::new("chmod")
            .arg("+x")
            .arg(&p)
            .status()
            .unwrap();
    };
    let record = format!("echo \"$0 $*\" >> '{}'; exit 1", calls.display());
    for tool in ["apt-get", "sudo", "curl", "wget", "pip", "pip3"] {
        stub(tool, &record);
    }
    // rustup: `component add` is the network; anything else goes to the real one.
    let real_rustup = std::process::Command::new("sh")
        .args(["-c", "command -v rustup"])
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .filter(|p| !p.is_empty());
    if let Some(real) = &real_rustup {
        stub(
            "rustup",
            &format!(
                "if [ \"$1\" = component ] && [ \"$2\" = add ]; then {record}; fi\nexec '{real}' \"$@\""
            ),
        );
    }
    let path = format!(
        "{}:{}",
        stubs.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let o = std::process::Command::new("bash")
        .arg(root.join("scripts/install-deps"))
        .env("PATH", &path)
        .env("https_proxy", "http://127.0.0.1:9")
        .env("http_proxy", "http://127.0.0.1:9")
        .output()
        .expect("running bash scripts/install-deps");
    let out = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    let called = std::fs::read_to_string(&calls).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&stubs);
    assert!(
        called.is_empty(),
        "install-deps reached for the network although everything is installed (or something it \
         installs is missing here: run scripts/install-deps):\n{called}\n{out}"
    );
    assert!(o.status.success(), "{out}");
    assert!(!out.contains("Traceback"), "{out}");
    assert!(out.is_empty(), "install-deps printed something:\n{out}");
}

/// The name of each entry of a Cargo.lock `dependencies` list ("name", "name version" or
/// "name version (source)").
fn dep_names(pkg: &toml::Value) -> Vec<String> {
    let mut v: Vec<String> = pkg
        .get("dependencies")
        .and_then(toml::Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(toml::Value::as_str)
        .filter_map(|d| d.split_whitespace().next())
        .map(str::to_string)
        .collect();
    v.sort();
    v
}

/// The `[[package]]` entries of a Cargo.lock by name (path crates have no `source`).
fn lock_packages(rel: &str) -> Vec<(String, toml::Value)> {
    let lock: toml::Value = toml::from_str(&read(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    lock.get("package")
        .and_then(toml::Value::as_array)
        .unwrap_or_else(|| panic!("{rel}: no [[package]]"))
        .iter()
        .map(|p| {
            let name = p.get("name").and_then(toml::Value::as_str).unwrap_or("");
            (name.to_string(), p.clone())
        })
        .collect()
}

/// Each workspace crate's name and the names of its normal dependencies (`[dependencies]`, what
/// a crate outside the workspace, like the fuzz crate, resolves for it), from its Cargo.toml.
fn workspace_deps() -> Vec<(String, Vec<String>)> {
    let root: toml::Value = toml::from_str(&read("Cargo.toml")).expect("Cargo.toml");
    let members = root["workspace"]["members"].as_array().expect("members");
    members
        .iter()
        .filter_map(toml::Value::as_str)
        .map(|m| {
            let rel = format!("{m}/Cargo.toml");
            let c: toml::Value =
                toml::from_str(&read(&rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
            let name = c["package"]["name"]
                .as_str()
                .expect("package.name")
                .to_string();
            let mut deps: Vec<String> = c
                .get("dependencies")
                .and_then(toml::Value::as_table)
                .map(|t| t.keys().cloned().collect())
                .unwrap_or_default();
            deps.sort();
            (name, deps)
        })
        .collect()
}

/// Issue #38: `scripts/fuzz` must not rewrite the committed `fuzz/Cargo.lock` (it once added 276
/// lines). The fuzz crate is its own workspace, so its lock file goes stale whenever a workspace
/// crate it builds gains or loses a dependency; then cargo would rewrite it. Every workspace crate
/// in it must have exactly its Cargo.toml's dependencies there, and each of those must be in it.
/// After changing a crate's dependencies: `cargo update -w --manifest-path fuzz/Cargo.toml`.
#[test]
fn the_fuzz_lock_file_matches_the_workspace() {
    let crates = workspace_deps();
    let fuzz = lock_packages("fuzz/Cargo.lock");
    let fix = "run `cargo update -w --manifest-path fuzz/Cargo.toml` and commit fuzz/Cargo.lock";
    let path_crates = fuzz
        .iter()
        .filter(|(n, p)| p.get("source").is_none() && n != "tandem-fuzz");
    for (name, pkg) in path_crates {
        let Some((_, deps)) = crates.iter().find(|(n, _)| n == name) else {
            panic!("fuzz/Cargo.lock has {name}, which is not a workspace crate: {fix}");
        };
        assert_eq!(
            &dep_names(pkg),
            deps,
            "{name}: its dependencies in fuzz/Cargo.lock differ from its Cargo.toml: {fix}"
        );
        for d in deps {
            assert!(
                fuzz.iter().any(|(n, _)| n == d),
                "fuzz/Cargo.lock lacks {d} (a dependency of {name}): {fix}"
            );
        }
    }
    // The fuzz crate's own workspace dependencies are in it (a first sanity check).
    for must in ["gpu-sim", "emulated-driver", "host-stub"] {
        assert!(
            fuzz.iter().any(|(n, _)| n == must),
            "fuzz/Cargo.lock lacks {must}: {fix}"
        );
    }
}
