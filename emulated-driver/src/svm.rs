//! Shared virtual memory (`AMDKFD_IOC_SVM`): the attributes a program sets on ranges of its
//! own (host) address space so that the GPUs may use them and the driver may move their pages.
//!
//! The driver keeps the attributes per 4 KiB page and announces every SET_ATTR to the GPU
//! side ([`crate::DriverNote::SvmSet`]), which places and migrates the pages (the page
//! migration itself is the GPU side's: it needs the fabric). What is modelled of the kernel's
//! `kfd_svm.c`: SET_ATTR and GET_ATTR with every attribute type; ranges and sizes must be page
//! aligned; locations and access attributes name GPUs by gpu_id; GET_ATTR answers a location
//! that differs over the range as UNDEFINED, the flags every page has, the smallest
//! granularity. Not modelled: the granularity of migration (always one page), XNACK (gfx8 has
//! no retry faults; the GPU side's IOMMU model lets a walk wait for the driver instead); a
//! range of more than [`MAX_RANGE_BYTES`] in one call is refused with EINVAL.

use std::collections::BTreeMap;

use crate::abi::{self, AbiStruct, SvmArgs, SvmAttribute};
use crate::errno::Errno;

/// A location attribute (`kfd_ioctl_svm_location`), GPUs by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SvmLoc {
    /// System memory (`KFD_IOCTL_SVM_LOCATION_SYSMEM`).
    Sysmem,
    /// No location (`KFD_IOCTL_SVM_LOCATION_UNDEFINED`): a page goes where it is used.
    Undefined,
    /// A GPU, by index.
    Gpu(usize),
}

/// The attributes of one page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PageAttrs {
    preferred: SvmLoc,
    prefetch: SvmLoc,
    flags: u32,
    granularity: u32,
    /// Per GPU index: 0 none set, else the access attribute type.
    access: [u8; 64],
}

impl Default for PageAttrs {
    fn default() -> Self {
        PageAttrs {
            preferred: SvmLoc::Undefined,
            prefetch: SvmLoc::Undefined,
            flags: abi::KFD_IOCTL_SVM_FLAG_HOST_ACCESS | abi::KFD_IOCTL_SVM_FLAG_COHERENT,
            // The kernel's default: 2 MiB (2^9 pages).
            granularity: 9,
            access: [0; 64],
        }
    }
}

/// What a SET_ATTR changed, for the GPU side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SvmSet {
    pub start: u64,
    pub size: u64,
    /// The preferred location, if the call set it.
    pub preferred: Option<SvmLoc>,
    /// The prefetch location, if the call set it: the pages move there now.
    pub prefetch: Option<SvmLoc>,
}

/// The SVM attributes of a process, per page, kept as runs of pages with the same attributes:
/// a call names up to 4 GiB (a million pages), and a table of single pages made each such
/// call cost a million map entries (the `ioctl` fuzz target ran at a tenth of its speed on
/// them). Runs do not overlap; a page in no run has the default attributes.
#[derive(Clone, Debug, Default)]
pub struct SvmTable {
    /// First page of a run to (its end page, exclusive; its attributes).
    runs: BTreeMap<u64, (u64, PageAttrs)>,
}

impl SvmTable {
    /// Makes `page` the start of a run if a run covers it.
    fn split_at(&mut self, page: u64) {
        let Some((&s, &(e, a))) = self.runs.range(..page).next_back() else {
            return;
        };
        if e > page {
            self.runs.insert(s, (page, a));
            self.runs.insert(page, (e, a));
        }
    }

    /// The runs covering pages `range`, gaps included as default attributes, in order: every
    /// distinct stretch once (enough for GET_ATTR's all-equal, and, or and min).
    fn segments(&self, range: std::ops::Range<u64>) -> Vec<(u64, u64, PageAttrs)> {
        let mut out = Vec::new();
        let mut at = range.start;
        let first = self
            .runs
            .range(..=range.start)
            .next_back()
            .filter(|(_, &(e, _))| e > range.start)
            .map(|(&s, _)| s)
            .unwrap_or(range.start);
        for (&s, &(e, a)) in self.runs.range(first..range.end) {
            let (s, e) = (s.max(range.start), e.min(range.end));
            if s > at {
                out.push((at, s, PageAttrs::default()));
            }
            out.push((s, e, a));
            at = e;
        }
        if at < range.end {
            out.push((at, range.end, PageAttrs::default()));
        }
        out
    }

    /// Applies `f` to the attributes of every page in `range`.
    fn update(&mut self, range: std::ops::Range<u64>, f: impl Fn(&mut PageAttrs)) {
        self.split_at(range.start);
        self.split_at(range.end);
        for (s, e, mut a) in self.segments(range.clone()) {
            f(&mut a);
            self.runs.insert(s, (e, a));
        }
        // Merge equal neighbours around and inside the range, so that repeated calls over the
        // same buffers keep the table small.
        let from = self
            .runs
            .range(..range.start)
            .next_back()
            .map_or(range.start, |(&s, _)| s);
        let keys: Vec<u64> = self.runs.range(from..=range.end).map(|(&k, _)| k).collect();
        let mut prev: Option<u64> = None;
        for k in keys {
            let (e, a) = self.runs[&k];
            if let Some(p) = prev {
                let (pe, pa) = self.runs[&p];
                if pe == k && pa == a {
                    self.runs.remove(&k);
                    self.runs.insert(p, (e, a));
                    continue;
                }
            }
            prev = Some(k);
        }
    }

    /// Runs in the table (for tests: the table stays small).
    pub fn runs(&self) -> usize {
        self.runs.len()
    }
}

const PAGE: u64 = 4096;
/// The largest range one call may name (4 GiB, one R9 Nano's memory): the table is per page.
pub const MAX_RANGE_BYTES: u64 = 1 << 32;

impl SvmTable {
    /// Handles the ioctl on `kd` (`usize` bytes from the caller: the fixed part and the
    /// attributes). `gpu_ids` holds every GPU's gpu_id by index. SET_ATTR returns what changed.
    pub fn ioctl(
        &mut self,
        kd: &mut [u8],
        usize: usize,
        gpu_ids: &[u32],
    ) -> Result<Option<SvmSet>, Errno> {
        let gpu_index = |id: u32| gpu_ids.iter().position(|&g| g == id && id != 0);
        let a = SvmArgs::read_from(kd);
        let n = a.nattr as usize;
        let end = a.start_addr.checked_add(a.size).ok_or(Errno::EINVAL)?;
        if a.size == 0
            || a.start_addr % PAGE != 0
            || a.size % PAGE != 0
            || a.size > MAX_RANGE_BYTES
            || n > 1024
        {
            return Err(Errno::EINVAL);
        }
        if usize < <SvmArgs as AbiStruct>::SIZE + n * <SvmAttribute as AbiStruct>::SIZE
            || kd.len() < usize
        {
            return Err(Errno::EINVAL);
        }
        let at = |i: usize| <SvmArgs as AbiStruct>::SIZE + i * <SvmAttribute as AbiStruct>::SIZE;
        let loc = |v: u32| match v {
            abi::KFD_IOCTL_SVM_LOCATION_SYSMEM => Some(SvmLoc::Sysmem),
            abi::KFD_IOCTL_SVM_LOCATION_UNDEFINED => Some(SvmLoc::Undefined),
            id => gpu_index(id).map(SvmLoc::Gpu),
        };
        let pages = a.start_addr / PAGE..end / PAGE;
        match a.op {
            abi::KFD_IOCTL_SVM_OP_SET_ATTR => {
                // Check every attribute before changing anything.
                let mut attrs = Vec::with_capacity(n);
                for i in 0..n {
                    let t = SvmAttribute::read_from(&kd[at(i)..]);
                    match t.ty {
                        abi::KFD_IOCTL_SVM_ATTR_PREFERRED_LOC
                        | abi::KFD_IOCTL_SVM_ATTR_PREFETCH_LOC => {
                            loc(t.value).ok_or(Errno::EINVAL)?;
                        }
                        abi::KFD_IOCTL_SVM_ATTR_ACCESS
                        | abi::KFD_IOCTL_SVM_ATTR_ACCESS_IN_PLACE
                        | abi::KFD_IOCTL_SVM_ATTR_NO_ACCESS => {
                            gpu_index(t.value)
                                .filter(|&g| g < 64)
                                .ok_or(Errno::EINVAL)?;
                        }
                        abi::KFD_IOCTL_SVM_ATTR_SET_FLAGS | abi::KFD_IOCTL_SVM_ATTR_CLR_FLAGS => {}
                        abi::KFD_IOCTL_SVM_ATTR_GRANULARITY if t.value <= 0x3f => {}
                        _ => return Err(Errno::EINVAL),
                    }
                    attrs.push(t);
                }
                let mut set = SvmSet {
                    start: a.start_addr,
                    size: a.size,
                    preferred: None,
                    prefetch: None,
                };
                for t in &attrs {
                    match t.ty {
                        abi::KFD_IOCTL_SVM_ATTR_PREFERRED_LOC => set.preferred = loc(t.value),
                        abi::KFD_IOCTL_SVM_ATTR_PREFETCH_LOC => set.prefetch = loc(t.value),
                        _ => {}
                    }
                }
                self.update(pages, |e| {
                    for t in &attrs {
                        match t.ty {
                            abi::KFD_IOCTL_SVM_ATTR_PREFERRED_LOC => {
                                e.preferred = loc(t.value).unwrap_or(SvmLoc::Undefined)
                            }
                            abi::KFD_IOCTL_SVM_ATTR_PREFETCH_LOC => {
                                e.prefetch = loc(t.value).unwrap_or(SvmLoc::Undefined)
                            }
                            abi::KFD_IOCTL_SVM_ATTR_SET_FLAGS => e.flags |= t.value,
                            abi::KFD_IOCTL_SVM_ATTR_CLR_FLAGS => e.flags &= !t.value,
                            abi::KFD_IOCTL_SVM_ATTR_GRANULARITY => e.granularity = t.value,
                            ty => {
                                if let Some(g) = gpu_index(t.value) {
                                    e.access[g] = ty as u8;
                                }
                            }
                        }
                    }
                });
                Ok(Some(set))
            }
            abi::KFD_IOCTL_SVM_OP_GET_ATTR => {
                // One entry per distinct stretch: the answers are all-equal, and, or and min.
                let all: Vec<PageAttrs> = self
                    .segments(pages)
                    .into_iter()
                    .map(|(_, _, a)| a)
                    .collect();
                let same = |f: fn(&PageAttrs) -> SvmLoc| {
                    let first = f(&all[0]);
                    match all.iter().all(|p| f(p) == first).then_some(first) {
                        Some(SvmLoc::Sysmem) => abi::KFD_IOCTL_SVM_LOCATION_SYSMEM,
                        Some(SvmLoc::Gpu(g)) => gpu_ids[g],
                        _ => abi::KFD_IOCTL_SVM_LOCATION_UNDEFINED,
                    }
                };
                for i in 0..n {
                    let mut t = SvmAttribute::read_from(&kd[at(i)..]);
                    match t.ty {
                        abi::KFD_IOCTL_SVM_ATTR_PREFERRED_LOC
                        | abi::KFD_IOCTL_SVM_ATTR_PREFETCH_LOC => {
                            t.value = if t.ty == abi::KFD_IOCTL_SVM_ATTR_PREFERRED_LOC {
                                same(|p| p.preferred)
                            } else {
                                same(|p| p.prefetch)
                            };
                        }
                        abi::KFD_IOCTL_SVM_ATTR_SET_FLAGS => {
                            t.value = all.iter().fold(u32::MAX, |f, p| f & p.flags)
                        }
                        abi::KFD_IOCTL_SVM_ATTR_CLR_FLAGS => {
                            t.value = !all.iter().fold(0, |f, p| f | p.flags)
                        }
                        abi::KFD_IOCTL_SVM_ATTR_GRANULARITY => {
                            t.value = all.iter().map(|p| p.granularity).min().unwrap_or(0)
                        }
                        abi::KFD_IOCTL_SVM_ATTR_ACCESS
                        | abi::KFD_IOCTL_SVM_ATTR_ACCESS_IN_PLACE
                        | abi::KFD_IOCTL_SVM_ATTR_NO_ACCESS => {
                            let g = gpu_index(t.value)
                                .filter(|&g| g < 64)
                                .ok_or(Errno::EINVAL)?;
                            let first = all[0].access[g];
                            t.ty = if all.iter().all(|p| p.access[g] == first) && first != 0 {
                                u32::from(first)
                            } else {
                                abi::KFD_IOCTL_SVM_ATTR_NO_ACCESS
                            };
                        }
                        _ => return Err(Errno::EINVAL),
                    }
                    t.write_to(&mut kd[at(i)..]);
                }
                Ok(None)
            }
            _ => Err(Errno::EINVAL),
        }
    }
}

/// The request number and argument bytes of an SVM call with `attrs`, built as ROCt's
/// `hsaKmtSVMSetAttr` / `hsaKmtSVMGetAttr` do: the attributes follow the fixed part and their
/// bytes are added to the request's `_IOC_SIZE`.
pub fn svm_call(mut args: SvmArgs, attrs: &[SvmAttribute]) -> (u32, Vec<u8>) {
    let fixed = <SvmArgs as AbiStruct>::SIZE;
    let each = <SvmAttribute as AbiStruct>::SIZE;
    args.nattr = attrs.len() as u32;
    let mut b = vec![0u8; fixed + attrs.len() * each];
    args.write_to(&mut b);
    for (i, a) in attrs.iter().enumerate() {
        a.write_to(&mut b[fixed + i * each..]);
    }
    let base = abi::request(abi::nr::SVM).unwrap_or(0);
    let req = base + (((attrs.len() * each) as u32) << abi::IOC_SIZESHIFT);
    (req, b)
}

/// The attributes an SVM call's argument bytes hold after the call (GET_ATTR's answers).
pub fn svm_attrs(b: &[u8]) -> Vec<SvmAttribute> {
    let fixed = <SvmArgs as AbiStruct>::SIZE;
    let each = <SvmAttribute as AbiStruct>::SIZE;
    let n = SvmArgs::read_from(b).nattr as usize;
    (0..n)
        .map(|i| SvmAttribute::read_from(b.get(fixed + i * each..).unwrap_or(&[])))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runs give every page the attributes a plain per-page table would, over a
    /// deterministic sequence of overlapping updates; equal neighbours merge.
    #[test]
    fn runs_match_a_per_page_table() {
        let mut t = SvmTable::default();
        let mut model = vec![PageAttrs::default(); 96];
        let mut x = 0x2545_f491_u64;
        let mut rnd = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        for step in 0..2000 {
            let s = rnd(90);
            let e = s + 1 + rnd(96 - s);
            let (what, v) = (rnd(3), rnd(4) as u32);
            let f = move |a: &mut PageAttrs| match what {
                0 => a.flags |= 1 << v,
                1 => a.flags &= !(1 << v),
                _ => a.granularity = v,
            };
            t.update(s..e, f);
            for a in &mut model[s as usize..e as usize] {
                f(a);
            }
            let lo = rnd(95);
            let hi = lo + 1 + rnd(96 - lo);
            for (a, b, attrs) in t.segments(lo..hi) {
                assert!(lo <= a && a < b && b <= hi, "step {step}: segment {a}..{b}");
                for p in a..b {
                    assert_eq!(attrs, model[p as usize], "step {step}: page {p}");
                }
            }
            // Never more runs than changes of attributes along the pages (plus gaps).
            let changes = model.windows(2).filter(|w| w[0] != w[1]).count() + 1;
            assert!(t.runs() <= changes + 1, "step {step}: {} runs", t.runs());
        }
    }

    /// A call over 4 GiB is a handful of runs, not a million pages.
    #[test]
    fn a_four_gib_range_is_one_run() {
        let mut t = SvmTable::default();
        let pages = MAX_RANGE_BYTES / PAGE;
        t.update(0..pages, |a| a.granularity = 3);
        t.update(pages / 2..pages / 2 + 1, |a| a.granularity = 4);
        assert_eq!(t.runs(), 3);
        let segs = t.segments(0..pages);
        assert_eq!(segs.len(), 3);
        assert_eq!(
            (segs[1].0, segs[1].1, segs[1].2.granularity),
            (pages / 2, pages / 2 + 1, 4)
        );
    }
}
