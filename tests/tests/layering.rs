//! The layering rule docs/architecture.md states ("Layering"), checked on the source:
//!
//! 1. Crates: every workspace member's `[dependencies]` (and build and target-specific
//!    dependencies; not dev-dependencies) may name only the Tandem crates [`CRATES`] allows it.
//! 2. Modules inside `gpu-sim`: a module imports only modules of lower rank ([`RANKS`]), read
//!    from every `use crate::…` / `use super::…` and every `crate::…` / `super::…` path in
//!    `gpu-sim/src`, outside test code (`tests.rs`, `*_tests.rs`, `#[cfg(test)]` items).
//!
//! Plain text parsing: comments, strings and character literals are blanked first, so what
//! remains is code. Both tables are mirrored in docs/architecture.md, and a test checks that the
//! docs' module ranks are this table.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What a crate may depend on among the workspace's crates.
enum Allowed {
    /// Exactly these.
    Only(&'static [&'static str]),
    /// Any workspace crate except these.
    AnyExcept(&'static [&'static str]),
}

/// The crate graph (package names). A crate that does not exist (yet) is simply not checked;
/// a workspace member missing from the table fails the test.
const CRATES: &[(&str, Allowed)] = &[
    ("host-abi", Allowed::Only(&[])),
    // The gfx803 code-object reader, shared by the simulator and the host programs.
    ("code-object", Allowed::Only(&["host-abi"])),
    ("bridge", Allowed::Only(&["host-abi"])),
    ("emulated-driver", Allowed::Only(&["host-abi"])),
    (
        "gpu-sim",
        Allowed::Only(&["host-abi", "code-object", "bridge", "emulated-driver"]),
    ),
    (
        "gpu-process",
        Allowed::Only(&["gpu-sim", "bridge", "emulated-driver", "host-abi"]),
    ),
    // MGMark and the other host programs, the KFD host session, CPU references: no
    // simulator, no transport.
    (
        "host-programs",
        Allowed::Only(&["host-abi", "emulated-driver", "code-object"]),
    ),
    // The standalone CPU side.
    (
        "host-stub",
        Allowed::Only(&[
            "bridge",
            "host-abi",
            "emulated-driver",
            "gpu-sim",
            "host-programs",
        ]),
    ),
    // The host program inside gem5 (cpu-adapters/gem5/guest).
    (
        "tandem-guest",
        Allowed::Only(&[
            "host-abi",
            "emulated-driver",
            "host-programs",
            "code-object",
        ]),
    ),
    // The native CPU side (cpu-adapters/rocm): the LD_PRELOAD library `tandem exec` runs a
    // ROCm program with. No simulator: it talks to the GPU process over the bridge.
    (
        "tandem-interpose",
        Allowed::Only(&["bridge", "host-abi", "emulated-driver"]),
    ),
    // Tandem's roctx (roctx/, libroctx64.so): a program links it; it finds the interposer at
    // run time, so it depends on nothing of Tandem's.
    ("tandem-roctx", Allowed::Only(&[])),
    // The command-line tool (cli/).
    ("tandem", Allowed::AnyExcept(&["tandem-tests"])),
    // The cross-crate tests.
    ("tandem-tests", Allowed::AnyExcept(&[])),
];

/// The module ranks inside `gpu-sim`: a module may import only modules of a lower rank (modules
/// of one rank are independent of each other). A key is a top-level module, or a submodule
/// ranked apart from its parent (the longest matching key counts: `sys::memory` is not `sys`).
/// `stats_struct` is the macro `stats` exports at the crate root.
const RANKS: &[(u32, &[&str])] = &[
    // Plain data and pure functions with no crate dependency.
    (
        0,
        &["time", "stats", "isa", "loader", "sys::shm", "outfile"],
    ),
    // The engine, the functional emulator.
    (1, &["engine", "emu", "checkpoint"]),
    // The job runner, host memory, VRAM and the one page table.
    (2, &["job", "sys::memory"]),
    // The messages of the engine (and what a launch carries).
    (3, &["proto"]),
    // The physical address map and stores; the timeline tracer.
    (4, &["physmem", "trace"]),
    // The timing configuration.
    (5, &["config"]),
    // Memory-side components, the fabric, the APU client, shared virtual memory.
    (6, &["cache", "dram", "tlb", "mc", "fabric", "svm"]),
    // One GPU's memory side assembled (and the memory contract harness).
    (7, &["memsys"]),
    // The compute unit, the command processor and dispatchers, the system's components.
    (8, &["cu", "cp", "sys"]),
    // The GPU side's configuration.
    (9, &["side"]),
    // The one engine of the system and every GPU.
    (10, &["world"]),
];

/// Paths at the crate root that name something a module defines (`#[macro_export]` macros).
const ROOT_ALIASES: &[(&str, &str)] = &[("stats_struct", "stats")];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

// ------------------------------------------------------------------------------ crates

/// The Tandem crates a manifest's non-dev dependency tables name (package names), with the
/// table each came from.
fn tandem_deps(manifest: &toml::Table, members: &BTreeSet<String>) -> Vec<(String, String)> {
    let mut tables: Vec<(String, &toml::Table)> = Vec::new();
    for key in ["dependencies", "build-dependencies"] {
        if let Some(t) = manifest.get(key).and_then(|v| v.as_table()) {
            tables.push((format!("[{key}]"), t));
        }
    }
    if let Some(targets) = manifest.get("target").and_then(|v| v.as_table()) {
        for (cfg, t) in targets {
            for key in ["dependencies", "build-dependencies"] {
                if let Some(d) = t.get(key).and_then(|v| v.as_table()) {
                    tables.push((format!("[target.{cfg}.{key}]"), d));
                }
            }
        }
    }
    let mut out = Vec::new();
    for (table, deps) in tables {
        for (key, v) in deps {
            let name = v
                .get("package")
                .and_then(|p| p.as_str())
                .unwrap_or(key)
                .to_string();
            if members.contains(&name) {
                out.push((name, table.clone()));
            }
        }
    }
    out
}

/// Every workspace member: (package name, path of its Cargo.toml relative to the root, manifest).
fn members() -> Vec<(String, String, toml::Table)> {
    let ws: toml::Table = read(&root().join("Cargo.toml"))
        .parse()
        .expect("root Cargo.toml parses");
    let list = ws["workspace"]["members"]
        .as_array()
        .expect("workspace.members");
    list.iter()
        .map(|m| {
            let rel = format!("{}/Cargo.toml", m.as_str().expect("member path"));
            let t: toml::Table = read(&root().join(&rel))
                .parse()
                .unwrap_or_else(|e| panic!("{rel}: {e}"));
            let name = t["package"]["name"]
                .as_str()
                .expect("package.name")
                .to_string();
            (name, rel, t)
        })
        .collect()
}

/// The crate-graph violations of the workspace's manifests, one line each.
fn crate_violations() -> Vec<String> {
    let members = members();
    let names: BTreeSet<String> = members.iter().map(|m| m.0.clone()).collect();
    let mut bad = Vec::new();
    for (name, rel, manifest) in &members {
        let Some((_, allowed)) = CRATES.iter().find(|(n, _)| n == name) else {
            bad.push(format!(
                "{rel}: workspace crate `{name}` has no row in the crate graph (CRATES in \
                 tests/tests/layering.rs and \"Layering\" in docs/architecture.md): say what it \
                 may depend on"
            ));
            continue;
        };
        for (dep, table) in tandem_deps(manifest, &names) {
            let ok = match allowed {
                Allowed::Only(list) => list.contains(&dep.as_str()),
                Allowed::AnyExcept(list) => !list.contains(&dep.as_str()) && dep != *name,
            };
            if !ok {
                let rule = match allowed {
                    Allowed::Only([]) => "no Tandem crate".to_string(),
                    Allowed::Only(list) => list.join(", "),
                    Allowed::AnyExcept(list) => format!("any crate except {}", list.join(", ")),
                };
                bad.push(format!(
                    "{rel} {table}: crate edge `{name}` -> `{dep}` is not allowed; `{name}` may \
                     depend on: {rule} (the crate graph in docs/architecture.md, \"Layering\")"
                ));
            }
        }
    }
    bad
}

#[test]
fn crate_dependencies_follow_the_crate_graph() {
    let bad = crate_violations();
    assert!(bad.is_empty(), "\n{}\n", bad.join("\n"));
}

// ------------------------------------------------------------------------------ modules

/// Blanks comments, string literals and character literals (keeping newlines, so line numbers
/// and byte offsets stay), leaving code.
fn code_only(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = b.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let end = src[i..].find('\n').map_or(b.len(), |n| i + n);
                blank(&mut out, i, end);
                i = end;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let (mut depth, mut j) = (1, i + 2);
                while j < b.len() && depth > 0 {
                    if b[j] == b'/' && b.get(j + 1) == Some(&b'*') {
                        depth += 1;
                        j += 2;
                    } else if b[j] == b'*' && b.get(j + 1) == Some(&b'/') {
                        depth -= 1;
                        j += 2;
                    } else {
                        j += 1;
                    }
                }
                blank(&mut out, i, j);
                i = j;
            }
            b'r' | b'b'
                if (i == 0 || !is_ident(b[i - 1])) && raw_string_start(&b[i..]).is_some() =>
            {
                let (hashes, open) = raw_string_start(&b[i..]).unwrap_or((0, 0));
                let close: Vec<u8> = std::iter::once(b'"')
                    .chain(std::iter::repeat_n(b'#', hashes))
                    .collect();
                let start = i + open;
                let end = b[start..]
                    .windows(close.len())
                    .position(|w| w == close.as_slice())
                    .map_or(b.len(), |p| start + p + close.len());
                blank(&mut out, i, end);
                i = end;
            }
            b'"' => {
                let mut j = i + 1;
                while j < b.len() && b[j] != b'"' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                let end = (j + 1).min(b.len());
                blank(&mut out, i, end);
                i = end;
            }
            b'\'' => {
                // A character literal ('x', '\n', '\u{1F600}') or a lifetime ('a).
                let end = if b.get(i + 1) == Some(&b'\\') {
                    // Past the escaped character: `'\''` and `'\\'` end at the next quote.
                    b.get(i + 3..)
                        .and_then(|r| r.iter().position(|&c| c == b'\''))
                        .map(|p| i + 3 + p + 1)
                } else {
                    // One character (maybe several bytes of UTF-8), then a quote.
                    let ch = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                    (b.get(i + 1 + ch) == Some(&b'\'')).then_some(i + 2 + ch)
                };
                match end {
                    Some(e) => {
                        blank(&mut out, i, e);
                        i = e;
                    }
                    None => i += 1,
                }
            }
            _ => i += 1,
        }
    }
    String::from_utf8(out).expect("blanking keeps UTF-8")
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// At a raw string (`r"`, `r#"`, `br"`…): the number of `#` and the length of the opening.
fn raw_string_start(b: &[u8]) -> Option<(usize, usize)> {
    let mut i = 0;
    if b.first() == Some(&b'b') {
        i += 1;
    }
    if b.get(i) != Some(&b'r') {
        return None;
    }
    i += 1;
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    (b.get(i + hashes) == Some(&b'"')).then_some((hashes, i + hashes + 1))
}

/// Blanks every `#[cfg(test)]` item (a `mod tests { … }`, a function, a `use`): test code may
/// import anything. `code` has no comments or strings.
fn without_test_items(code: &str) -> String {
    let mut out = code.as_bytes().to_vec();
    let mut from = 0;
    while let Some(p) = code[from..].find("#[cfg(test)]") {
        let start = from + p;
        // The item: up to its `;`, or its `{ … }` block, whichever comes first.
        let mut j = start + "#[cfg(test)]".len();
        let b = code.as_bytes();
        let mut depth = 0usize;
        while j < b.len() {
            match b[j] {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        j += 1;
                        break;
                    }
                }
                b';' if depth == 0 => {
                    j += 1;
                    break;
                }
                _ => {}
            }
            j += 1;
        }
        for c in &mut out[start..j.min(b.len())] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
        from = j.min(b.len());
    }
    String::from_utf8(out).expect("blanking keeps UTF-8")
}

/// The modules a file declares under `#[cfg(test)]` (`#[cfg(test)] mod dispatcher_tests;`).
fn test_module_decls(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(p) = code[from..].find("#[cfg(test)]") {
        let rest = code[from + p + "#[cfg(test)]".len()..].trim_start();
        let rest = rest.strip_prefix("pub ").unwrap_or(rest).trim_start();
        if let Some(decl) = rest.strip_prefix("mod ") {
            let name: String = decl
                .trim_start()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let after = decl.trim_start()[name.len()..].trim_start();
            if after.starts_with(';') {
                out.push(name);
            }
        }
        from += p + 1;
    }
    out
}

/// One path a module names: where, and its segments after `crate` (resolved from `super`).
struct PathUse {
    line: usize,
    text: String,
    segments: Vec<String>,
}

/// Expands a use tree (`a::{b, c::{d, e}}`) into full paths.
fn expand_use_tree(tree: &str) -> Vec<String> {
    // Renames (`a::b as c`) do not change what is imported: drop ` as c`.
    let words: Vec<&str> = tree.split_whitespace().collect();
    let mut kept = Vec::new();
    let mut k = 0;
    while k < words.len() {
        if words[k] == "as" {
            // Keep what follows the new name (`c,` or `c}`).
            let next = words.get(k + 1).copied().unwrap_or("");
            let tail = next.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_');
            kept.push(tail);
            k += 2;
        } else {
            kept.push(words[k]);
            k += 1;
        }
    }
    let tree: String = kept.concat();
    let Some(open) = tree.find('{') else {
        return vec![tree];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(expand_use_tree)
        .map(|p| format!("{prefix}{p}"))
        .collect()
}

/// Resolves a path as written in module `module` (file module plus inline modules) to its
/// segments after `crate`; `None` for paths outside the crate (other crates, std, `self`).
fn resolve(path: &str, module: &[String]) -> Option<Vec<String>> {
    let segs: Vec<&str> = path.split("::").map(str::trim).collect();
    match segs.first() {
        Some(&"crate") => Some(segs[1..].iter().map(|s| s.to_string()).collect()),
        Some(&"super") => {
            let mut base = module.to_vec();
            let mut rest = &segs[..];
            while rest.first() == Some(&"super") {
                base.pop();
                rest = &rest[1..];
            }
            base.extend(rest.iter().map(|s| s.to_string()));
            Some(base)
        }
        _ => None,
    }
}

/// Every path into the crate that `code` (comments, strings and tests blanked) names, with the
/// module it is named in (inline `mod x { … }` blocks tracked for `super`).
fn paths_in(code: &str, file_module: &[String]) -> Vec<PathUse> {
    let b = code.as_bytes();
    let line_of = |pos: usize| code[..pos].matches('\n').count() + 1;
    // Inline modules: (brace depth inside, name).
    let mut inline: Vec<(usize, String)> = Vec::new();
    let mut depth = 0usize;
    let mut out = Vec::new();
    let mut i = 0;
    let word_at = |i: usize, w: &str| {
        code[i..].starts_with(w)
            && (i == 0 || !(is_ident(b[i - 1]) || b[i - 1] == b'$' || b[i - 1] == b':'))
            && !b.get(i + w.len()).is_some_and(|&c| is_ident(c))
    };
    while i < b.len() {
        let module = || {
            let mut m = file_module.to_vec();
            m.extend(inline.iter().map(|(_, n)| n.clone()));
            m
        };
        match b[i] {
            b'{' => {
                depth += 1;
                i += 1;
            }
            b'}' => {
                if inline.last().is_some_and(|(d, _)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
                i += 1;
            }
            _ if word_at(i, "mod") => {
                // `mod name {` opens an inline module; `mod name;` declares a file.
                let rest = &code[i + 3..];
                let name: String = rest
                    .trim_start()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let after = rest.trim_start()[name.len()..].trim_start();
                if !name.is_empty() && after.starts_with('{') {
                    let open = i + 3 + (rest.len() - after.len());
                    depth += 1;
                    inline.push((depth, name));
                    i = open + 1;
                } else {
                    i += 3;
                }
            }
            _ if word_at(i, "use") => {
                let end = code[i..].find(';').map_or(b.len(), |n| i + n);
                let tree = &code[i + 3..end];
                for p in expand_use_tree(tree) {
                    if let Some(segments) = resolve(&p, &module()) {
                        out.push(PathUse {
                            line: line_of(i),
                            text: format!("use {p}"),
                            segments,
                        });
                    }
                }
                i = end;
            }
            _ if word_at(i, "crate") || word_at(i, "super") => {
                // A path expression or type: `crate::a::b`, `super::super::x`.
                let mut j = i;
                while j < b.len() && (is_ident(b[j]) || code[j..].starts_with("::")) {
                    j += if b[j] == b':' { 2 } else { 1 };
                }
                let p = code[i..j].trim_end_matches(':');
                if p.contains("::") {
                    if let Some(segments) = resolve(p, &module()) {
                        out.push(PathUse {
                            line: line_of(i),
                            text: p.to_string(),
                            segments,
                        });
                    }
                }
                i = j.max(i + 1);
            }
            _ => i += 1,
        }
    }
    out
}

/// The rank table's key for module path `segs` (longest matching key) and its rank.
fn rank_of(segs: &[String]) -> Option<(String, u32)> {
    let mut best: Option<(String, u32)> = None;
    for &(rank, keys) in RANKS {
        for key in keys {
            let k: Vec<&str> = key.split("::").collect();
            let matches = k.len() <= segs.len() && k.iter().zip(segs).all(|(a, b)| a == b);
            if matches
                && best
                    .as_ref()
                    .is_none_or(|(b, _)| b.split("::").count() < k.len())
            {
                best = Some((key.to_string(), rank));
            }
        }
    }
    best
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let p = e.expect("directory entry").path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The module path of a file under `src` (`sys/memory.rs` -> `sys::memory`, `cp/mod.rs` -> `cp`).
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("under src");
    let mut segs: Vec<String> = rel
        .iter()
        .map(|s| s.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        segs.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        segs.pop();
    }
    segs
}

/// The module-rank violations in the crate whose sources are `src` (relative to the root).
fn module_violations(src_rel: &str) -> Vec<String> {
    let src = root().join(src_rel);
    let files = rust_files(&src);
    // Test modules declared as files (`#[cfg(test)] mod x;` in the parent).
    let mut test_modules: BTreeSet<Vec<String>> = BTreeSet::new();
    for f in &files {
        let code = code_only(&read(f));
        for name in test_module_decls(&code) {
            let mut m = module_of(&src, f);
            m.push(name);
            test_modules.insert(m);
        }
    }
    let mut bad = Vec::new();
    for f in &files {
        let rel = format!(
            "{src_rel}/{}",
            f.strip_prefix(&src).expect("under src").display()
        );
        let module = module_of(&src, f);
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let is_test = name == "tests.rs"
            || name.ends_with("_tests.rs")
            || test_modules.iter().any(|t| module.starts_with(t));
        // `src/bin/*` are binaries (crates of their own), `lib.rs` the root.
        let is_bin = f.strip_prefix(&src).is_ok_and(|r| r.starts_with("bin"));
        if is_test || is_bin || module.is_empty() {
            continue;
        }
        let Some((from_key, from_rank)) = rank_of(&module) else {
            bad.push(format!(
                "{rel}: module `{}` has no rank (RANKS in tests/tests/layering.rs and the module \
                 ranks in docs/architecture.md): give it one",
                module.join("::")
            ));
            continue;
        };
        let code = without_test_items(&code_only(&read(f)));
        for u in paths_in(&code, &module) {
            let mut segs = u.segments.clone();
            if let Some((_, to)) = ROOT_ALIASES
                .iter()
                .find(|(a, _)| segs.first().is_some_and(|s| s == a))
            {
                segs[0] = to.to_string();
            }
            let Some((to_key, to_rank)) = rank_of(&segs) else {
                bad.push(format!(
                    "{rel}:{}: `{}` names `crate::{}`, which has no rank in the table",
                    u.line,
                    u.text,
                    segs.join("::")
                ));
                continue;
            };
            if to_key != from_key && to_rank >= from_rank {
                bad.push(format!(
                    "{rel}:{}: `{}` is an edge `{from_key}` (rank {from_rank}) -> `{to_key}` \
                     (rank {to_rank}); the rule: a module imports only modules of lower rank \
                     (docs/architecture.md, \"Layering\"): move what is needed down, or change \
                     the ranks in tests/tests/layering.rs and the docs together",
                    u.line, u.text
                ));
            }
        }
    }
    bad
}

#[test]
fn gpu_sim_modules_import_only_lower_ranks() {
    let bad = module_violations("gpu-sim/src");
    assert!(bad.is_empty(), "\n{}\n", bad.join("\n"));
}

/// The docs' module-rank table (docs/architecture.md, rows `| N | `a`, `b` | … |` after the
/// heading "### Module ranks in gpu-sim") is [`RANKS`].
#[test]
fn the_docs_state_the_same_module_ranks() {
    let doc = read(&root().join("docs/architecture.md"));
    let start = doc
        .find("### Module ranks in gpu-sim")
        .expect("docs/architecture.md has a \"### Module ranks in gpu-sim\" section");
    let mut docs: BTreeMap<u32, BTreeSet<String>> = BTreeMap::new();
    for line in doc[start..].lines().skip(1) {
        if line.starts_with('#') {
            break;
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let Some(rank) = cells.get(1).and_then(|c| c.parse::<u32>().ok()) else {
            continue;
        };
        let mods = cells.get(2).copied().unwrap_or("");
        docs.entry(rank).or_default().extend(
            mods.split(',')
                .map(|m| m.trim().trim_matches('`').to_string())
                .filter(|m| !m.is_empty()),
        );
    }
    let table: BTreeMap<u32, BTreeSet<String>> = RANKS
        .iter()
        .map(|(r, m)| (*r, m.iter().map(|s| s.to_string()).collect()))
        .collect();
    assert_eq!(
        docs, table,
        "docs/architecture.md's module ranks differ from RANKS in tests/tests/layering.rs"
    );
}

/// The parser itself: comments, strings and tests are not code; use trees expand; `super`
/// resolves through inline modules.
#[test]
fn the_path_reader_reads_only_code() {
    let src = r#"
//! Doc with crate::cu::X.
use crate::{a::b, c::{d, e::f as g2}};
use crate::q as q2;
use super::g;
fn x() { let s = "crate::h::i"; let c = '{'; crate::j::k(); $crate::l::m; }
mod inner { use super::super::n; }
#[cfg(test)]
mod tests { use crate::o::p; }
"#;
    let code = without_test_items(&code_only(src));
    let m: Vec<String> = vec!["top".into(), "file".into()];
    let got: Vec<String> = paths_in(&code, &m)
        .iter()
        .map(|u| u.segments.join("::"))
        .collect();
    assert_eq!(
        got,
        ["a::b", "c::d", "c::e::f", "q", "top::g", "j::k", "top::n"],
        "{code}"
    );
}
