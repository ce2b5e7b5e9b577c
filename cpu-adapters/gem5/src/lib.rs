//! gem5 SE-mode adapter: the CPU side of the bridge, linked into gem5 through the bridge C ABI.
//!
//! Not built yet; see the gem5 adapter issue.
