//! Helpers shared by the bridge's integration tests: reading the `bridge-peer` reports.

/// The value of `key` in a flat one-line JSON object (`bridge-peer`'s reports), unquoted.
pub fn field<'a>(json: &'a str, key: &str) -> &'a str {
    let pat = format!("\"{key}\":");
    let i = json
        .find(&pat)
        .map(|i| i + pat.len())
        .unwrap_or_else(|| panic!("{key} missing in {json}"));
    let rest = &json[i..];
    let end = rest.find([',', '}']).unwrap_or(rest.len());
    rest[..end].trim_matches('"')
}
