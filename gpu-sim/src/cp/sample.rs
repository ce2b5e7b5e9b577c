//! Kernel sampling (`gpu.cp.sample_period`, `tandem run --timing --sample K`; docs/timing.md,
//! "Kernel sampling"): in timing mode the command processor runs a deterministic sample of the
//! launches on the timing model and the rest on the functional model, and the run reports the
//! whole program's estimated time with an error bound.
//!
//! The choice ([`Sampler`]) is the command processor's, made from what it sees in order, as the
//! timing window's ([`super::window`]) is. Launches fall into classes: the kernel object, the
//! grid and the workgroup size ([`ClassKey`]). The `n`-th launch of a class (0-based) is due
//! for detail when `n < sample_first` or `n % sample_period == 0`; the others run
//! functionally. A class with at most `sample_first` launches therefore runs wholly in detail
//! (a single-kernel program is simulated exactly, as without sampling).
//!
//! Warm and cold: after a functional stretch the first timing kernel starts with its GPU's L2
//! lines and TLB entries dropped (the functional kernels wrote memory behind them), where the
//! full timing run would have found them warm. Such a cold launch ([`SampleRole::Warmup`]) is
//! not used as a sample and its own time is not trusted: its class's sample stays due, and the
//! launches after it run in detail too (at most one per class seen) until a launch of that
//! class runs warm. A warm detailed launch ([`SampleRole::Sample`]) is exact for itself and one
//! of its class's samples. The very first launch of a command processor
//! ([`SampleRole::First`]) starts cold in the full run too: exact, not a sample.
//!
//! Online estimate: a functional launch is given a duration, its class's finished samples'
//! mean kernel time ([`Sampler::estimate`], `LaunchJob::functional_ps`), which the functional
//! dispatcher models instead of its formula. So the simulated program itself runs with the
//! estimated kernel times: whether a kernel's time is on the program's critical path (the
//! host waits for it) or hidden (behind the command processor's packet processing, say) is
//! simulated, not assumed. A functional launch before its class's first sample finished gets
//! the functional formula.
//!
//! Final estimate ([`estimate`], from the run's dispatch records, each with its kernel time
//! [`SampleInfo::kernel_ps`]): with every sample of a class known, each functional launch's
//! time is re-estimated as the samples' mean, and the difference to the time it was given is
//! added to the simulated time (small: the online estimate was the mean of a prefix of the
//! same samples). A cold launch ran slower than the full run would have run it; whether that
//! excess delayed the program depends on the critical path. The estimate takes it off for a
//! cold launch that was waited for (the command processor began the next packet only after
//! it finished: the host submitted the next launch after seeing it complete; or it was the
//! last), and leaves it for one whose successor was already in the pipeline (its excess hid
//! behind the packet processing); the bound includes half of every cold launch's excess,
//! for the judgement. The ratio estimator (samples' time per wavefront
//! instruction, which the functional model counts exactly, times the launch's instructions)
//! is reported beside it (`ratio_correction_ps`); docs/timing.md measures which predicts
//! better.
//!
//! The bound is the 95 % confidence interval of the estimate's sampling error: per class,
//! the variance of the estimated total of `m` launches from `n` samples with the
//! finite-population correction, `m² (1 - n/N) s² / n` (`s²` the samples' variance,
//! `N = n + m`), scaled by Student's `t` at `n - 1` degrees of freedom; the classes'
//! half-widths added in quadrature; plus half the cold launches' excess. A class that has
//! launches to estimate and fewer than two samples has no variance estimate: the bound is
//! then unknown (`None`). The bound covers sampling, not the timing model's other
//! differences from the full run (the caches' state after a functional stretch beyond the
//! cold launch): docs/timing.md measures them.

//!
//! Workgroup sampling (`gpu.cp.sample_groups = R`, `tandem run --timing --sample-groups R`;
//! docs/timing.md, "Workgroup sampling") works inside one launch on the timing model, with or
//! without kernel sampling. The timing dispatcher (`super::dispatcher`) plans it per kernel
//! ([`group_plan`]): one occupancy round is the workgroups that fit the whole GPU at once
//! ([`groups_per_cu`] times the compute units); a kernel of at least `2 R` rounds runs its
//! first `R` rounds (a contiguous prefix of flat workgroup ids) on the timing model and the
//! rest on the functional emulator, in ascending flat id, at the kernel's start, before the
//! kernel-start invalidation, which then drops every L2 line (they wrote memory behind it).
//! The workgroups of a kernel are independent in the programming model, so running the left-out
//! ones first is a legal order. The prefix's first round is start-up, its last drain, the ones
//! between steady: after the detailed workgroups have finished the dispatcher holds the kernel
//! for the left-out workgroups at the steady rounds' throughput ([`group_estimate`]), then
//! writes the L2 back and ends it. So the simulated program runs with the estimated kernel
//! time, as kernel sampling's functional launches do. The bound is the steady rounds'
//! durations taken as batch means; [`SamplingReport`] adds the launches' bounds linearly.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use crate::proto::launch::DispatchRecord;
// The per-launch plain data lives with the dispatch records (`proto`, below `cp`).
pub use crate::proto::launch::{GroupSample, SampleInfo, SampleRole};
use crate::stats::derive::counter_line;
use crate::stats::gem5text::stat_line;
use crate::stats::Unit;

/// A launch's class: kernel object, grid and workgroup size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClassKey {
    pub kernel_object: u64,
    pub grid: [u32; 3],
    pub workgroup: [u32; 3],
}

/// Checks the sampling keys; every problem names its key under `prefix`.
pub fn validate(period: u64, windowed: bool, prefix: &str) -> Vec<String> {
    let mut e = Vec::new();
    if period > 0 && windowed {
        e.push(format!(
            "{prefix}.sample_period: not combinable with {prefix}.timing_from / timing_until (sampling chooses the timed kernels itself)"
        ));
    }
    e
}

/// Checks `sample_groups` (workgroup sampling's detailed occupancy rounds, 0 off); every
/// problem names its key under `prefix`.
pub fn validate_groups(rounds: u32, prefix: &str) -> Vec<String> {
    let mut e = Vec::new();
    if rounds > 0 && rounds < MIN_ROUNDS {
        e.push(format!(
            "{prefix}.sample_groups: must be 0 (off) or at least {MIN_ROUNDS} (occupancy rounds in detail: one of start-up, two or more steady ones for the rate and its bound, one of drain), got {rounds}"
        ));
    }
    e
}

/// The fewest detailed occupancy rounds workgroup sampling takes: start-up, two steady (a
/// rate and its variance), drain.
pub const MIN_ROUNDS: u32 = 4;

/// Workgroups that fit one empty compute unit at once, from the compute unit's free wave
/// slots, VGPRs, SGPRs and LDS (`*_cu`) and one workgroup's needs; at least 1.
pub fn groups_per_cu(free: [u64; 4], need: [u64; 4]) -> u64 {
    free.iter()
        .zip(need)
        .filter(|(_, n)| *n > 0)
        .map(|(f, n)| f / n)
        .min()
        .unwrap_or(1)
        .max(1)
}

/// Workgroup sampling's plan for a kernel (one member's share) of `groups` workgroups, of
/// which `per_round` run at once on the whole GPU: the workgroups to run in detail (the first
/// `rounds` occupancy rounds), or `None` when the kernel is too small to sample (fewer than
/// `2 x rounds` rounds: it runs whole in detail).
pub fn group_plan(rounds: u32, groups: u64, per_round: u64) -> Option<u64> {
    let detailed = u64::from(rounds).saturating_mul(per_round.max(1));
    (rounds >= MIN_ROUNDS && groups >= detailed.saturating_mul(2)).then_some(detailed)
}

/// Workgroup sampling's estimate for a sampled kernel: `done_ps`, the detailed workgroups'
/// finish times in order (as many as the plan's detailed ones, `per_round` a round), and
/// `total` workgroups in the kernel. The first round is start-up and the last drain; the
/// rounds between are steady: their throughput, `(done[D-P-1] - done[P-1]) / (D - 2P)` per
/// workgroup, times the `total - D` workgroups left out is the time added before the drain.
/// The bound: the steady rounds' durations as batch means, `t(n-1) m sqrt((1 - n/(n+m))
/// s² / n)` for `m` rounds left out (`n` steady rounds, `s²` their variance).
pub fn group_estimate(rounds: u32, done_ps: &[u64], per_round: u64, total: u64) -> GroupSample {
    let d = done_ps.len() as u64;
    let p = per_round.max(1);
    let functional = total.saturating_sub(d);
    let mut g = GroupSample {
        rounds,
        per_round: p,
        detailed: d,
        functional,
        ..GroupSample::default()
    };
    if d < 4 * p || functional == 0 {
        return g;
    }
    let at = |i: u64| done_ps[i as usize] as f64;
    let steady = (at(d - p - 1) - at(p - 1)).max(0.0);
    let per_group = steady / (d - 2 * p) as f64;
    g.steady_ps_per_group = per_group.round() as u64;
    g.added_ps = (per_group * functional as f64).round() as u64;
    // The steady rounds' durations.
    let rounds: Vec<f64> = (1..d / p - 1)
        .map(|k| at((k + 1) * p - 1) - at(k * p - 1))
        .collect();
    let n = rounds.len() as f64;
    if rounds.len() >= 2 {
        let mean = rounds.iter().sum::<f64>() / n;
        let s2 = rounds.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / (n - 1.0);
        let m = functional as f64 / p as f64;
        let fpc = 1.0 - n / (n + m);
        g.bound_ps = (t95(rounds.len() as u64 - 1) * m * (fpc * s2 / n).sqrt()).round() as u64;
    }
    g
}

/// A command processor's sampling state (see the module doc).
#[derive(Clone, Debug, Default)]
pub struct Sampler {
    period: u64,
    first: u64,
    /// Launches seen per class.
    counts: HashMap<ClassKey, u64>,
    /// A class whose due sample ran cold, and how many more launches of other classes may
    /// run in detail before it gets a warm one.
    pending: Option<(ClassKey, u64)>,
    /// Per class, the finished samples' kernel time: (sum, count).
    samples: HashMap<ClassKey, (u64, u64)>,
}

impl Sampler {
    /// A sampler taking every `period`-th launch of a class (and its first `first`); `None`
    /// for `period` 0 (sampling off).
    pub fn new(period: u64, first: u64) -> Option<Sampler> {
        (period > 0).then(|| Sampler {
            period,
            first,
            ..Sampler::default()
        })
    }

    /// A warm sample of `class` finished after `kernel_ps` of kernel time.
    pub fn observe(&mut self, class: ClassKey, kernel_ps: u64) {
        let e = self.samples.entry(class).or_insert((0, 0));
        e.0 = e.0.saturating_add(kernel_ps);
        e.1 += 1;
    }

    /// The kernel time a functional launch of `class` is given: its finished samples' mean;
    /// `None` before the first.
    pub fn estimate(&self, class: &ClassKey) -> Option<u64> {
        let (sum, n) = self.samples.get(class)?;
        sum.checked_div(*n)
    }

    /// The role of the next launch, of class `class`; counts it. `warm`: a timing kernel ran
    /// last on the launch's GPUs and no functional one since; `never_timed`: no timing kernel
    /// has run on them yet.
    pub fn route(&mut self, class: ClassKey, warm: bool, never_timed: bool) -> SampleRole {
        let n = self.counts.entry(class).or_insert(0);
        let index = *n;
        *n += 1;
        let due = index < self.first
            || index.is_multiple_of(self.period)
            || self.pending.is_some_and(|(c, _)| c == class);
        if due {
            if warm {
                if self.pending.is_some_and(|(c, _)| c == class) {
                    self.pending = None;
                }
                return SampleRole::Sample;
            }
            if never_timed {
                return SampleRole::First;
            }
            // Cold: this class's sample stays due; the launches up to its next one run in
            // detail too (at most one per class seen), so that one is warm.
            let classes = self.counts.len() as u64;
            self.pending = Some((class, classes));
            return SampleRole::Warmup;
        }
        if let Some((c, left)) = self.pending {
            self.pending = (left > 1).then_some((c, left - 1));
            return match warm {
                true => SampleRole::Sample,
                false => SampleRole::Warmup,
            };
        }
        SampleRole::Functional
    }
}

/// One class's share of the estimate.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct ClassEstimate {
    /// The command processor (GPU) that launched the class's kernels.
    pub gpu: usize,
    pub kernel: String,
    pub kernel_object: u64,
    pub grid: [u32; 3],
    pub workgroup: [u32; 3],
    pub launches: u64,
    /// Launches on the timing model (exact, samples and cold ones).
    pub detailed: u64,
    pub samples: u64,
    /// The samples' mean kernel time, ps.
    pub sample_mean_ps: u64,
    /// Functional launches, the kernel time they were given, and their estimate, ps.
    pub functional: u64,
    pub functional_ps: u64,
    pub estimate_ps: u64,
    /// Cold launches (and of those, the ones waited for), their kernel time, and their
    /// estimate (warm), ps.
    pub warmups: u64,
    pub warmups_waited: u64,
    pub warmup_ps: u64,
    pub warmup_estimate_ps: u64,
    /// 95 % half-width of the sampling error of the estimates, ps; `None` with fewer than
    /// two samples.
    pub bound_ps: Option<u64>,
}

/// The sampling figures of a run (see the module doc), in ps.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct SamplingReport {
    pub period: u64,
    pub first: u64,
    pub kernels: u64,
    /// Launches on the timing model.
    pub detailed: u64,
    /// Of those, warm ones used as samples.
    pub samples: u64,
    /// Of those, cold ones (after a functional stretch), and of those the ones waited for
    /// (the next launch's packet began after they finished, or they were the last).
    pub warmups: u64,
    pub warmups_waited: u64,
    /// Launches on the functional model.
    pub functional: u64,
    /// Of those, launches whose class had no finished sample when they started: they ran
    /// with the functional model's formula.
    pub unsampled: u64,
    /// The functional launches' kernel time as simulated, and as estimated from every
    /// sample of their class (mean estimator).
    pub functional_ps: u64,
    pub estimate_ps: u64,
    /// The cold launches' kernel time, and their warm estimate.
    pub warmup_ps: u64,
    pub warmup_estimate_ps: u64,
    /// What to add to the run's simulated time: `estimate_ps - functional_ps`, less the
    /// waited-for cold launches' excess over their warm estimate.
    pub correction_ps: i64,
    /// The same with the ratio estimator (time per wavefront instruction).
    pub ratio_correction_ps: i64,
    /// 95 % half-width of the estimate: the sampling error's, plus half the cold launches'
    /// excess `warmup_ps - warmup_estimate_ps` (whether a cold launch's extra time delayed the
    /// program is judged, not known); `None` when a class with launches to estimate has fewer
    /// than two samples.
    pub bound_ps: Option<u64>,
    /// Of that, the sampling error's.
    pub sampling_bound_ps: Option<u64>,
    /// Launches that had to be estimated and whose class had no sample at all: they keep
    /// their simulated time.
    pub unestimated: u64,
    /// Workgroup sampling (`gpu.cp.sample_groups`): the detailed rounds (0: off), the launches it
    /// sampled inside, their workgroups in detail and on the emulator, and its share of
    /// `bound_ps`: the sampled launches' bounds, plus for each functional launch its class's
    /// samples' mean bound (added linearly: the errors of one kernel's launches go together).
    /// (Workgroup sampling's fields are left out of the JSON when it is off, so a kernel-
    /// sampled run's report is as it was.)
    #[serde(skip_serializing_if = "is_zero_u32")]
    pub group_rounds: u32,
    #[serde(skip_serializing_if = "is_zero_u64")]
    pub group_kernels: u64,
    #[serde(skip_serializing_if = "is_zero_u64")]
    pub groups_detailed: u64,
    #[serde(skip_serializing_if = "is_zero_u64")]
    pub groups_functional: u64,
    /// The time the sampled launches were given for their functional workgroups (already in
    /// the simulated time).
    #[serde(skip_serializing_if = "is_zero_u64")]
    pub group_added_ps: u64,
    #[serde(skip_serializing_if = "is_zero_u64")]
    pub group_bound_ps: u64,
    pub classes: Vec<ClassEstimate>,
}

impl SamplingReport {
    /// The `sampling.*` lines of `stats.txt`'s whole-run dump, `end_ps` its `finalTick`.
    pub fn stats_lines(&self, end_ps: u64) -> String {
        let s = self;
        let mut out = String::new();
        let b = &mut out;
        for (name, v, unit, what) in [
            (
                "sampling.period",
                s.period,
                Unit::Count,
                "Every this many launches of a class, one runs on the timing model.",
            ),
            (
                "sampling.kernels",
                s.kernels,
                Unit::Count,
                "Launches (finished dispatches).",
            ),
            (
                "sampling.detailed",
                s.detailed,
                Unit::Count,
                "Launches on the timing model.",
            ),
            (
                "sampling.samples",
                s.samples,
                Unit::Count,
                "Of those, warm ones used as their class's samples.",
            ),
            (
                "sampling.warmups",
                s.warmups,
                Unit::Count,
                "Of those, cold ones (after a functional stretch): time estimated.",
            ),
            (
                "sampling.warmups_waited",
                s.warmups_waited,
                Unit::Count,
                "Of those, ones the next launch waited for: their excess over the estimate is taken off.",
            ),
            (
                "sampling.functional",
                s.functional,
                Unit::Count,
                "Launches on the functional model.",
            ),
            (
                "sampling.unsampled",
                s.unsampled,
                Unit::Count,
                "Functional launches that ran before their class had a sample (functional formula).",
            ),
            (
                "sampling.functional_ps",
                s.functional_ps,
                Unit::Ps,
                "Kernel time the functional launches were given (their class's samples so far).",
            ),
            (
                "sampling.estimate_ps",
                s.estimate_ps,
                Unit::Ps,
                "Their kernel time estimated from all their class's samples.",
            ),
            (
                "sampling.warmup_ps",
                s.warmup_ps,
                Unit::Ps,
                "Kernel time of the cold launches.",
            ),
            (
                "sampling.warmup_estimate_ps",
                s.warmup_estimate_ps,
                Unit::Ps,
                "Their kernel time estimated warm.",
            ),
        ] {
            counter_line(b, name, v, unit, what);
        }
        stat_line(
            b,
            "sampling.correction_ps",
            &s.correction_ps.to_string(),
            "What the estimate adds to the simulated time (may be negative).",
            Unit::Ps.gem5_name(),
        );
        counter_line(
            b,
            "sampling.estimated_time_ps",
            end_ps.saturating_add_signed(s.correction_ps),
            Unit::Ps,
            "finalTick with the correction: the program's estimated time.",
        );
        if s.group_rounds > 0 {
            for (name, v, unit, what) in [
                (
                    "sampling.group_rounds",
                    u64::from(s.group_rounds),
                    Unit::Count,
                    "Workgroup sampling: occupancy rounds of a large kernel's workgroups run on the timing model.",
                ),
                (
                    "sampling.group_kernels",
                    s.group_kernels,
                    Unit::Count,
                    "Launches sampled inside (the other timing launches ran whole).",
                ),
                (
                    "sampling.groups_detailed",
                    s.groups_detailed,
                    Unit::Count,
                    "Their workgroups on the timing model.",
                ),
                (
                    "sampling.groups_functional",
                    s.groups_functional,
                    Unit::Count,
                    "Their workgroups on the functional emulator.",
                ),
                (
                    "sampling.group_added_ps",
                    s.group_added_ps,
                    Unit::Ps,
                    "Time their functional workgroups were given from the steady rounds' throughput (in finalTick).",
                ),
                (
                    "sampling.group_bound_ps",
                    s.group_bound_ps,
                    Unit::Ps,
                    "Workgroup sampling's share of the bound.",
                ),
            ] {
                counter_line(b, name, v, unit, what);
            }
        }
        let nan = |v: Option<u64>| v.map_or("nan".to_string(), |v| v.to_string());
        stat_line(
            b,
            "sampling.bound_ps",
            &nan(s.bound_ps),
            "95% half-width of the estimate (nan: a class had fewer than 2 samples).",
            Unit::Ps.gem5_name(),
        );
        stat_line(
            b,
            "sampling.sampling_bound_ps",
            &nan(s.sampling_bound_ps),
            "Of that, the sampling error's (the rest: half the cold launches' excess).",
            Unit::Ps.gem5_name(),
        );
        out
    }
}

fn is_zero_u32(v: &u32) -> bool {
    *v == 0
}

fn is_zero_u64(v: &u64) -> bool {
    *v == 0
}

/// Student's t, two-sided 95 %, for `df` degrees of freedom.
fn t95(df: u64) -> f64 {
    const T: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
        2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
        2.052, 2.048, 2.045, 2.042,
    ];
    match df {
        0 => f64::INFINITY,
        d if d <= 30 => T[d as usize - 1],
        d if d <= 60 => 2.0,
        d if d <= 120 => 1.98,
        _ => 1.96,
    }
}

/// The estimate from a sampled run's records (see the module doc); records without sampling
/// information (sampling off) are left out.
/// `packet_process_ps`: the command processor's time per packet (`gpu.cp.packet_process_ps`).
pub fn estimate(
    records: &[DispatchRecord],
    period: u64,
    first: u64,
    packet_process_ps: u64,
    group_rounds: u32,
) -> SamplingReport {
    struct Launch {
        role: SampleRole,
        ps: f64,
        instructions: f64,
        waited: bool,
    }
    // Per command processor, the launches in the order they started: a launch was waited
    // for when the command processor began the next one's packet only after it had finished
    // (the host submitted the next one after seeing it complete), or when it is the last.
    let mut order: Vec<(usize, u64, u32, u64, usize)> = records
        .iter()
        .enumerate()
        .map(|(i, r)| (r.gpu, r.start_ps, r.queue_id, r.dispatch_id, i))
        .collect();
    order.sort_unstable();
    let mut waited = vec![false; records.len()];
    for (k, &(gpu, _, _, _, i)) in order.iter().enumerate() {
        waited[i] = match order.get(k + 1) {
            Some(&(g, start, _, _, _)) if g == gpu => {
                start.saturating_sub(packet_process_ps) >= records[i].end_ps
            }
            _ => true,
        };
    }
    let mut classes: BTreeMap<(usize, ClassKey), (String, Vec<Launch>)> = BTreeMap::new();
    for (i, r) in records.iter().enumerate() {
        let Some(info) = r.sample else { continue };
        let key = ClassKey {
            kernel_object: r.kernel_object,
            grid: r.grid,
            workgroup: r.workgroup,
        };
        let e = classes
            .entry((r.gpu, key))
            .or_insert_with(|| (r.kernel.clone(), Vec::new()));
        e.1.push(Launch {
            role: info.role,
            ps: info.kernel_ps as f64,
            instructions: r
                .members
                .iter()
                .map(|m| m.wavefront_instructions)
                .sum::<u64>() as f64,
            waited: waited[i],
        });
    }
    let mut rep = SamplingReport {
        period,
        first,
        ..SamplingReport::default()
    };
    let (mut correction, mut ratio_correction) = (0.0f64, 0.0f64);
    // The cold launches' excess over their warm estimate: all of it, and the waited-for ones'.
    let (mut excess, mut waited_excess) = (0.0f64, 0.0f64);
    let mut variance = 0.0f64;
    let mut bounded = true;
    for ((gpu, key), (kernel, launches)) in classes {
        let mut c = ClassEstimate {
            gpu,
            kernel,
            kernel_object: key.kernel_object,
            grid: key.grid,
            workgroup: key.workgroup,
            launches: launches.len() as u64,
            ..ClassEstimate::default()
        };
        let of = |role: SampleRole| -> Vec<&Launch> {
            launches.iter().filter(|l| l.role == role).collect()
        };
        let (samples, functional, warmups) = (
            of(SampleRole::Sample),
            of(SampleRole::Functional),
            of(SampleRole::Warmup),
        );
        c.detailed = launches.iter().filter(|l| l.role.detailed()).count() as u64;
        c.samples = samples.len() as u64;
        c.functional = functional.len() as u64;
        c.warmups = warmups.len() as u64;
        rep.kernels += c.launches;
        rep.detailed += c.detailed;
        rep.samples += c.samples;
        rep.functional += c.functional;
        rep.warmups += c.warmups;
        c.functional_ps = functional.iter().map(|l| l.ps).sum::<f64>().round() as u64;
        c.warmup_ps = warmups.iter().map(|l| l.ps).sum::<f64>().round() as u64;
        rep.functional_ps += c.functional_ps;
        rep.warmup_ps += c.warmup_ps;
        if samples.is_empty() {
            // Nothing warm to go by: the functional launches keep the functional model's
            // time, the cold ones their own.
            rep.unestimated += c.functional;
            bounded &= c.functional + c.warmups == 0;
            rep.warmup_estimate_ps += c.warmup_ps;
            rep.classes.push(c);
            continue;
        }
        let n = samples.len() as f64;
        let (sy, sx) = samples
            .iter()
            .fold((0.0, 0.0), |(y, x), l| (y + l.ps, x + l.instructions));
        let mean = sy / n;
        // Time per wavefront instruction (the mean where none are counted).
        let ratio = |l: &Launch| match sx > 0.0 {
            true => sy / sx * l.instructions,
            false => mean,
        };
        c.sample_mean_ps = mean.round() as u64;
        let m_f = functional.len() as f64;
        let m_w = warmups.len() as f64;
        c.estimate_ps = (mean * m_f).round() as u64;
        c.warmup_estimate_ps = (mean * m_w).round() as u64;
        rep.estimate_ps += c.estimate_ps;
        rep.warmup_estimate_ps += c.warmup_estimate_ps;
        let f_ps: f64 = functional.iter().map(|l| l.ps).sum();
        let w_ps: f64 = warmups.iter().map(|l| l.ps).sum();
        correction += mean * m_f - f_ps;
        excess += w_ps - mean * m_w;
        let waited_w: Vec<&&Launch> = warmups.iter().filter(|l| l.waited).collect();
        c.warmups_waited = waited_w.len() as u64;
        rep.warmups_waited += c.warmups_waited;
        waited_excess += waited_w.iter().map(|l| l.ps - mean).sum::<f64>();
        let r_f: f64 = functional.iter().map(|l| ratio(l)).sum();
        let r_w: f64 = waited_w.iter().map(|l| l.ps - ratio(l)).sum();
        ratio_correction += (r_f - f_ps) - r_w;
        let m = m_f + m_w;
        if m == 0.0 {
            rep.classes.push(c);
            continue;
        }
        if samples.len() >= 2 {
            let s2 = samples.iter().map(|l| (l.ps - mean).powi(2)).sum::<f64>() / (n - 1.0);
            let fpc = 1.0 - n / (n + m);
            let half = t95(samples.len() as u64 - 1) * (m * m * fpc * s2 / n).sqrt();
            c.bound_ps = Some(half.round() as u64);
            variance += half * half;
        } else {
            bounded = false;
        }
        rep.classes.push(c);
    }
    rep.unsampled = records
        .iter()
        .filter(|r| r.sample.is_some_and(|s| s.unsampled))
        .count() as u64;
    rep.correction_ps = (correction - waited_excess).round() as i64;
    rep.ratio_correction_ps = (ratio_correction).round() as i64;
    let sampling = variance.sqrt();
    rep.sampling_bound_ps = bounded.then(|| sampling.round() as u64);
    groups_report(records, group_rounds, &mut rep);
    rep.bound_ps =
        bounded.then(|| (sampling + excess.abs() / 2.0).round() as u64 + rep.group_bound_ps);
    rep
}

/// Workgroup sampling's figures of `records` into `rep` (see [`SamplingReport`]).
fn groups_report(records: &[DispatchRecord], rounds: u32, rep: &mut SamplingReport) {
    rep.group_rounds = rounds;
    let mut bound = 0u64;
    // Per class, the group-sampled samples' bounds: (sum, count).
    let mut class_bounds: HashMap<(usize, ClassKey), (u64, u64)> = HashMap::new();
    let key = |r: &DispatchRecord| {
        (
            r.gpu,
            ClassKey {
                kernel_object: r.kernel_object,
                grid: r.grid,
                workgroup: r.workgroup,
            },
        )
    };
    for r in records {
        let Some(g) = r.group_sample else { continue };
        rep.group_kernels += 1;
        rep.groups_detailed += g.detailed;
        rep.groups_functional += g.functional;
        rep.group_added_ps += g.added_ps;
        bound += g.bound_ps;
        if r.sample.is_some_and(|s| s.role == SampleRole::Sample) {
            let e = class_bounds.entry(key(r)).or_insert((0, 0));
            e.0 += g.bound_ps;
            e.1 += 1;
        }
    }
    for r in records {
        if r.sample.is_some_and(|s| s.role == SampleRole::Functional) {
            if let Some((sum, n)) = class_bounds.get(&key(r)) {
                bound += sum.checked_div(*n).unwrap_or(0);
            }
        }
    }
    rep.group_bound_ps = bound;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::proto::launch::MemberRun;

    fn class(k: u64) -> ClassKey {
        ClassKey {
            kernel_object: k,
            grid: [64, 1, 1],
            workgroup: [64, 1, 1],
        }
    }

    /// Routes `objs` with the warmth a CP would see (warm after a detailed launch).
    fn roles(s: &mut Sampler, objs: &[u64]) -> Vec<SampleRole> {
        let mut last: Option<bool> = None;
        objs.iter()
            .map(|&o| {
                let r = s.route(class(o), last == Some(true), last.is_none());
                last = Some(r.detailed());
                r
            })
            .collect()
    }

    #[test]
    fn every_kth_launch_of_a_class_with_a_warm_up() {
        use SampleRole::*;
        let mut s = Sampler::new(4, 1).unwrap();
        let r = roles(&mut s, &[1; 10]);
        assert_eq!(
            r,
            [
                First, Functional, Functional, Functional, Warmup, Sample, Functional, Functional,
                Warmup, Sample
            ]
        );
        assert!(Sampler::new(0, 1).is_none());
    }

    #[test]
    fn a_class_with_few_launches_runs_in_detail() {
        let mut s = Sampler::new(10, 3).unwrap();
        let r = roles(&mut s, &[1, 1, 1, 2, 2]);
        assert!(r.iter().all(|r| r.detailed()), "{r:?}");
    }

    #[test]
    fn interleaved_classes_get_warm_samples() {
        use SampleRole::*;
        let mut s = Sampler::new(3, 1).unwrap();
        // A B A B ...: A's and B's due launches (0, 3, 6) follow functional ones.
        let objs: Vec<u64> = (0..8).flat_map(|_| [1, 2]).collect();
        let r = roles(&mut s, &objs);
        assert_eq!(&r[..2], [First, Sample]);
        // A's launch 3 (index 6) is cold; B's next (index 7) is due anyway; A's next warm.
        assert_eq!(&r[6..9], [Warmup, Sample, Sample]);
        // B's launch 4 is not due: functional again, until the next due launches (6).
        assert_eq!(r[9], Functional);
        assert_eq!(&r[12..], [Warmup, Sample, Sample, Functional]);
    }

    fn record(i: u64, obj: u64, role: SampleRole, ps: u64, instructions: u64) -> DispatchRecord {
        use SampleRole::*;
        DispatchRecord {
            kernel: format!("k{obj}"),
            gpu: 0,
            queue_id: 0,
            dispatch_id: i,
            kernel_object: obj,
            grid: [64, 1, 1],
            workgroup: [64, 1, 1],
            start_ps: 10_000 * i,
            end_ps: 10_000 * i + ps + 280,
            members: vec![MemberRun {
                wavefront_instructions: instructions,
                ..MemberRun::default()
            }],
            sample: Some(SampleInfo {
                role,
                kernel_ps: ps,
                unsampled: role == Functional && ps < 10,
            }),
            group_sample: None,
        }
    }

    #[test]
    fn estimate_corrects_functional_and_waited_cold_launches() {
        use SampleRole::*;
        let recs = vec![
            record(0, 1, First, 500, 10),
            record(1, 1, Functional, 7, 10),
            record(2, 1, Warmup, 300, 20),
            record(3, 1, Sample, 100, 10),
            record(4, 1, Sample, 120, 10),
            record(5, 1, Functional, 110, 20),
            record(6, 2, First, 50, 10),
        ];
        // The next packet begins 6 us after a launch's start: every launch was waited for.
        let e = estimate(&recs, 4, 1, 4_000, 0);
        assert_eq!((e.kernels, e.detailed, e.samples, e.warmups), (7, 5, 2, 1));
        assert_eq!((e.functional, e.unestimated, e.unsampled), (2, 0, 1));
        assert_eq!(e.warmups_waited, 1);
        assert_eq!((e.functional_ps, e.estimate_ps), (117, 220));
        assert_eq!((e.warmup_ps, e.warmup_estimate_ps), (300, 110));
        // Mean 110: the functional launches gain 103, the cold one loses its excess of 190.
        assert_eq!(e.correction_ps, 103 - 190);
        // 11 ps per instruction: 110 + 220 for the functional ones, 220 for the cold one.
        assert_eq!(e.ratio_correction_ps, (330 - 117) - 80);
        // Deviations -10, +10: s² = 200; m = 3 of N = 5; t(1) = 12.706.
        let sampling = 12.706 * (9.0f64 * 0.6 * 200.0 / 2.0).sqrt();
        assert_eq!(e.sampling_bound_ps, Some(sampling.round() as u64));
        assert_eq!(e.bound_ps, Some((sampling + 95.0).round() as u64));
        // The next packet began before the cold launch ended: its excess was hidden.
        let e = estimate(&recs, 4, 1, 9_900, 0);
        assert_eq!((e.warmups_waited, e.correction_ps), (0, 103));
        // One sample: no bound; no sample: the launches keep their time.
        let e = estimate(&recs[..4], 4, 1, 4_000, 0);
        assert_eq!(e.bound_ps, None);
        assert_eq!(e.correction_ps, 100 - 7 - 200);
        let e = estimate(&recs[..3], 4, 1, 4_000, 0);
        assert_eq!((e.unestimated, e.correction_ps, e.bound_ps), (1, 0, None));
    }

    #[test]
    fn group_keys_are_checked() {
        assert!(validate_groups(0, "gpu.cp").is_empty());
        assert!(validate_groups(4, "gpu.cp").is_empty());
        for bad in [1, 2, 3] {
            let e = validate_groups(bad, "gpu.cp");
            assert!(e[0].starts_with("gpu.cp.sample_groups: must be 0 (off) or at least 4"));
        }
        let mut cp = crate::cp::CpConfig::r9_nano();
        cp.sample_groups = 2;
        assert!(cp
            .validate("gpu.cp")
            .iter()
            .any(|m| m.starts_with("gpu.cp.sample_groups:")));
    }

    #[test]
    fn occupancy_round_and_plan() {
        // 40 wave slots, 4 waves a group: 10; VGPRs for 8; LDS unused.
        assert_eq!(groups_per_cu([40, 1024, 800, 65536], [4, 128, 64, 0]), 8);
        // Nothing fits an empty unit: still one (the dispatcher refuses such a kernel).
        assert_eq!(groups_per_cu([4, 10, 10, 0], [8, 1, 1, 0]), 1);
        // 4 rounds of 64 in detail when the kernel has at least 8 rounds.
        assert_eq!(group_plan(4, 512, 64), Some(256));
        assert_eq!(group_plan(4, 511, 64), None);
        assert_eq!(group_plan(0, 1 << 20, 64), None);
        assert_eq!(group_plan(3, 1 << 20, 64), None);
    }

    #[test]
    fn steady_rounds_give_the_added_time_and_bound() {
        // 4 rounds of 2: start-up ends at 100, steady rounds of 10 and 20 (done at 110, 130),
        // drain to 135.
        let done = [90, 100, 105, 110, 120, 130, 133, 135];
        let g = group_estimate(4, &done, 2, 20);
        assert_eq!((g.detailed, g.functional, g.per_round), (8, 12, 2));
        // Steady: 30 ps for 4 workgroups.
        assert_eq!(g.steady_ps_per_group, 8);
        assert_eq!(g.added_ps, 90);
        // Rounds 10 and 20: s² = 50, n = 2, m = 6 rounds left out, t(1) = 12.706.
        let want = 12.706 * 6.0 * ((1.0 - 2.0 / 8.0) * 50.0 / 2.0f64).sqrt();
        assert_eq!(g.bound_ps, want.round() as u64);
        // Even rounds (10 each, 5 ps a workgroup): no spread, no bound.
        let even = [5, 10, 20, 20, 30, 30, 35, 40];
        let g = group_estimate(4, &even, 2, 10);
        assert_eq!((g.added_ps, g.bound_ps), (10, 0));
        // A kernel stopped early (fewer finished than planned): nothing added.
        assert_eq!(group_estimate(4, &done[..5], 2, 20).added_ps, 0);
    }

    #[test]
    fn group_figures_add_up_in_the_report() {
        use SampleRole::*;
        let gs = |b: u64| GroupSample {
            rounds: 4,
            per_round: 64,
            detailed: 256,
            functional: 768,
            steady_ps_per_group: 10,
            added_ps: 7_680,
            bound_ps: b,
        };
        let mut recs = vec![
            record(0, 1, First, 500, 10),
            record(1, 1, Sample, 100, 10),
            record(2, 1, Sample, 100, 10),
            record(3, 1, Functional, 100, 10),
        ];
        recs[0].group_sample = Some(gs(30));
        recs[1].group_sample = Some(gs(10));
        recs[2].group_sample = Some(gs(20));
        let e = estimate(&recs, 4, 1, 4_000, 4);
        assert_eq!((e.group_rounds, e.group_kernels), (4, 3));
        assert_eq!((e.groups_detailed, e.groups_functional), (768, 2304));
        assert_eq!(e.group_added_ps, 3 * 7_680);
        // The detailed launches' bounds, plus the functional one's class mean (15).
        assert_eq!(e.group_bound_ps, 30 + 10 + 20 + 15);
        assert_eq!(e.bound_ps, Some(e.sampling_bound_ps.unwrap() + 75));
        let lines = e.stats_lines(1_000);
        assert!(lines.contains("sampling.group_bound_ps"));
        // Without workgroup sampling, no group lines.
        let e = estimate(&recs[..2], 4, 1, 4_000, 0);
        assert!(!e.stats_lines(1_000).contains("sampling.group"));
    }
}
