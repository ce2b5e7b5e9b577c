//! The timing window of a command processor (`gpu.cp.timing_from` / `gpu.cp.timing_until`,
//! `tandem run --timing --timing-from K --timing-until K2`): in timing mode the world builds
//! both dispatchers of every GPU, and the command processor sends each launch to the timing
//! dispatcher inside the window and to the functional one outside it, so a long program is
//! simulated in detail only where it matters and the rest costs what functional mode costs.
//!
//! Why the command processor decides: it is where a launch becomes a `CtlMsg::Launch`, and the
//! two dispatchers answer the same messages, so nothing downstream changes. The decision is
//! made from what the command processor itself sees, in simulated-time order: its own count
//! of kernel launches (the index), the kernel's name (learnt from the host program's
//! `Annotation::KernelName`, the GPU side otherwise knows only the kernel object) and the
//! regions the host program has open (`Annotation::RegionBegin` / `RegionEnd`).
//!
//! Bounds: `K` is a 0-based launch index (counted per command processor: on one GPU, the
//! program's kernel index), a kernel name (its first launch), or `region:NAME` (every kernel
//! launched while a region of that name is open; `timing_until` must then be unset). The
//! window starts at the launch `timing_from` matches (inclusive; unset: the first launch) and
//! ends before the first later launch `timing_until` matches (exclusive; unset: never).
//! Simulated time of the functional stretches is the functional model's; caches and TLBs are
//! not warmed there: the first timing kernel after a functional stretch starts with every L2
//! line and TLB entry dropped (the functional kernels wrote memory behind them).

use std::collections::HashMap;
use std::fmt;

/// One end of the timing window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelBound {
    /// The launch with this 0-based index (per command processor).
    Index(u64),
    /// The first launch of the kernel with this name.
    Name(String),
    /// Kernels launched while a region with this name is open.
    Region(String),
}

impl KernelBound {
    /// Parses `K`: digits are an index, `region:NAME` a region, anything else a kernel name.
    pub fn parse(s: &str) -> Result<KernelBound, String> {
        let s = s.trim();
        if s.is_empty() {
            return Err("empty (give a kernel index, a kernel name or region:NAME)".into());
        }
        if let Some(r) = s.strip_prefix("region:") {
            if r.is_empty() {
                return Err("`region:` needs a region name".into());
            }
            return Ok(KernelBound::Region(r.to_string()));
        }
        if s.bytes().all(|b| b.is_ascii_digit()) {
            return s
                .parse::<u64>()
                .map(KernelBound::Index)
                .map_err(|e| format!("`{s}`: {e}"));
        }
        Ok(KernelBound::Name(s.to_string()))
    }

    fn matches(&self, index: u64, name: Option<&str>) -> bool {
        match self {
            KernelBound::Index(k) => index >= *k,
            KernelBound::Name(n) => name == Some(n.as_str()),
            KernelBound::Region(_) => false,
        }
    }
}

impl fmt::Display for KernelBound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KernelBound::Index(k) => write!(f, "{k}"),
            KernelBound::Name(n) => write!(f, "{n}"),
            KernelBound::Region(r) => write!(f, "region:{r}"),
        }
    }
}

/// Checks `timing_from` / `timing_until` (the config's strings); every problem names its key
/// under `prefix`.
pub fn validate(from: Option<&str>, until: Option<&str>, prefix: &str) -> Vec<String> {
    let mut e = Vec::new();
    let f = from.map(KernelBound::parse);
    let u = until.map(KernelBound::parse);
    if let Some(Err(why)) = &f {
        e.push(format!("{prefix}.timing_from: {why}"));
    }
    if let Some(Err(why)) = &u {
        e.push(format!("{prefix}.timing_until: {why}"));
    }
    if let Some(Ok(KernelBound::Region(_))) = &u {
        e.push(format!(
            "{prefix}.timing_until: a region cannot end the window (use timing_from = \"region:NAME\" alone: the window is the region)"
        ));
    }
    if let (Some(Ok(KernelBound::Region(_))), Some(_)) = (&f, &u) {
        e.push(format!(
            "{prefix}.timing_until: not allowed with timing_from = \"region:…\" (the region is the window)"
        ));
    }
    e
}

/// A command processor's timing window: its bounds and how far the launches have got.
#[derive(Clone, Debug, Default)]
pub struct TimingWindow {
    from: Option<KernelBound>,
    until: Option<KernelBound>,
    /// Launches routed so far.
    launches: u64,
    started: bool,
    ended: bool,
}

impl TimingWindow {
    /// The window of `from` and `until` (strings of the config, checked by [`validate`]);
    /// `None` when neither is set (every launch is timed, no functional dispatcher needed).
    pub fn from_config(
        from: Option<&str>,
        until: Option<&str>,
    ) -> Result<Option<TimingWindow>, String> {
        if from.is_none() && until.is_none() {
            return Ok(None);
        }
        let errors = validate(from, until, "gpu.cp");
        if !errors.is_empty() {
            return Err(errors.join("; "));
        }
        Ok(Some(TimingWindow {
            from: from.map(KernelBound::parse).transpose()?,
            until: until.map(KernelBound::parse).transpose()?,
            ..TimingWindow::default()
        }))
    }

    /// Whether the next launch (of kernel object `kernel_object`) runs on the timing model;
    /// counts it. `names`: kernel names the host program announced; `regions`: the regions
    /// open now, innermost last.
    pub fn route(
        &mut self,
        kernel_object: u64,
        names: &HashMap<u64, String>,
        regions: &[String],
    ) -> bool {
        let index = self.launches;
        self.launches += 1;
        let name = names.get(&kernel_object).map(String::as_str);
        if let Some(KernelBound::Region(r)) = &self.from {
            return regions.iter().any(|o| o == r);
        }
        if !self.started {
            self.started = self.from.as_ref().is_none_or(|f| f.matches(index, name));
            return self.started;
        }
        if self.ended {
            return false;
        }
        if self.until.as_ref().is_some_and(|u| u.matches(index, name)) {
            self.ended = true;
            return false;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(w: &mut TimingWindow, objs: &[u64], names: &HashMap<u64, String>) -> Vec<bool> {
        objs.iter().map(|&o| w.route(o, names, &[])).collect()
    }

    #[test]
    fn index_bounds_are_from_inclusive_until_exclusive() {
        let mut w = TimingWindow::from_config(Some("2"), Some("4"))
            .unwrap()
            .unwrap();
        let r = run(&mut w, &[1; 6], &HashMap::new());
        assert_eq!(r, [false, false, true, true, false, false]);
        let mut w = TimingWindow::from_config(None, Some("1")).unwrap().unwrap();
        assert_eq!(run(&mut w, &[1; 3], &HashMap::new()), [true, false, false]);
    }

    #[test]
    fn name_bounds_use_announced_names() {
        let names: HashMap<u64, String> = [(10, "a".to_string()), (20, "b".to_string())].into();
        let mut w = TimingWindow::from_config(Some("b"), Some("a"))
            .unwrap()
            .unwrap();
        assert_eq!(
            run(&mut w, &[10, 20, 20, 10, 20], &names),
            [false, true, true, false, false]
        );
        // The same name at both ends: the window is its first launch up to its next one.
        let mut w = TimingWindow::from_config(Some("b"), Some("b"))
            .unwrap()
            .unwrap();
        assert_eq!(run(&mut w, &[20, 10, 20], &names), [true, true, false]);
    }

    #[test]
    fn region_window_follows_open_regions() {
        let mut w = TimingWindow::from_config(Some("region:sort"), None)
            .unwrap()
            .unwrap();
        let n = HashMap::new();
        assert!(!w.route(1, &n, &[]));
        assert!(w.route(1, &n, &["outer".into(), "sort".into()]));
        assert!(!w.route(1, &n, &["outer".into()]));
    }

    #[test]
    fn bad_bounds_name_the_key() {
        let e = validate(Some(""), Some("region:x"), "gpu.cp");
        assert!(e[0].starts_with("gpu.cp.timing_from:"), "{e:?}");
        assert!(
            e.iter().any(|m| m.starts_with("gpu.cp.timing_until:")),
            "{e:?}"
        );
        assert!(validate(Some("region:x"), Some("3"), "p")
            .iter()
            .any(|m| m.contains("timing_until")));
        assert!(validate(Some("7"), Some("k"), "p").is_empty());
        assert!(TimingWindow::from_config(None, None).unwrap().is_none());
    }
}
