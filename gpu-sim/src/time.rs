//! Simulated time: integer picoseconds ([`Ps`]), clock cycles ([`Cycles`]) and clock domains
//! ([`Clock`]).
//!
//! Time is a `u64` count of picoseconds everywhere (gem5's tick is 1 ps), never a float.
//! `Ps` and `Cycles` are distinct types so that a cycle count cannot be added to a time by
//! accident; only a [`Clock`] converts between them.
//!
//! A clock's period is computed once from its frequency with gem5's rule: the exact period in
//! picoseconds is rounded half-up to a whole picosecond, and a warning is logged when the
//! relative rounding error exceeds [`FREQUENCY_TOLERANCE_PPM`] (0.1 %, gem5's
//! `frequency_tolerance`). Rounding the same way as gem5 keeps the two sides' clock edges in
//! step when Tandem runs next to gem5. gem5 only warns when the period was rounded *down* by
//! more than the tolerance (its error is signed); we warn on either direction.
//!
//! Clock edges sit at whole multiples of the period, starting at time 0.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Add, AddAssign, Sub};

/// Picoseconds per second: the tick rate (1 tick = 1 ps, as in gem5).
pub const PS_PER_SECOND: u64 = 1_000_000_000_000;

/// Relative period-rounding error above which [`Clock::from_hz`] warns, in parts per million
/// (1000 ppm = 0.1 %, gem5's `frequency_tolerance`).
pub const FREQUENCY_TOLERANCE_PPM: u64 = 1000;

/// A point in simulated time or a duration, in picoseconds.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Ps(pub u64);

/// A number of clock cycles of some clock domain.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Cycles(pub u64);

impl Ps {
    pub const ZERO: Ps = Ps(0);
    /// The largest representable time; used as "never".
    pub const MAX: Ps = Ps(u64::MAX);

    /// `self + d`, saturating at [`Ps::MAX`] instead of overflowing.
    pub fn saturating_add(self, d: Ps) -> Ps {
        Ps(self.0.saturating_add(d.0))
    }

    /// `self - d`, or zero when `d > self`.
    pub fn saturating_sub(self, d: Ps) -> Ps {
        Ps(self.0.saturating_sub(d.0))
    }
}

impl Add for Ps {
    type Output = Ps;
    /// Saturating: simulated time never wraps.
    fn add(self, rhs: Ps) -> Ps {
        self.saturating_add(rhs)
    }
}

impl AddAssign for Ps {
    fn add_assign(&mut self, rhs: Ps) {
        *self = *self + rhs;
    }
}

impl Sub for Ps {
    type Output = Ps;
    /// Saturating at zero.
    fn sub(self, rhs: Ps) -> Ps {
        self.saturating_sub(rhs)
    }
}

impl Add for Cycles {
    type Output = Cycles;
    fn add(self, rhs: Cycles) -> Cycles {
        Cycles(self.0.saturating_add(rhs.0))
    }
}

impl fmt::Display for Ps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ps", self.0)
    }
}

impl fmt::Display for Cycles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} cycles", self.0)
    }
}

/// A clock frequency that cannot be turned into a period.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    #[error("clock frequency must be non-zero")]
    ZeroFrequency,
    #[error("clock frequency {hz} Hz is above 1 THz: its period is below one picosecond")]
    TooFast { hz: u64 },
}

/// A clock domain: a period in whole picoseconds, computed once.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    period_ps: u64,
    /// |rounded - exact| / exact, in parts per million.
    error_ppm: u64,
}

impl Clock {
    /// A clock of `hz` hertz; the period is 10^12 / hz picoseconds rounded half-up (gem5's rule).
    /// Logs a warning when the rounding error exceeds [`FREQUENCY_TOLERANCE_PPM`].
    pub fn from_hz(hz: u64) -> Result<Clock, ClockError> {
        if hz == 0 {
            return Err(ClockError::ZeroFrequency);
        }
        let hz128 = u128::from(hz);
        let tps = u128::from(PS_PER_SECOND);
        // round_half_up(tps / hz) = floor((2 * tps + hz) / (2 * hz)).
        let period = (2 * tps + hz128) / (2 * hz128);
        if period == 0 {
            return Err(ClockError::TooFast { hz });
        }
        // Relative error of the period: |period * hz - tps| / tps.
        let diff = (period * hz128).abs_diff(tps);
        let error_ppm = u64::try_from(diff * 1_000_000 / tps).unwrap_or(u64::MAX);
        if error_ppm > FREQUENCY_TOLERANCE_PPM {
            tracing::warn!(
                hz,
                period_ps = period as u64,
                error_ppm,
                "clock period rounding error exceeds 0.1 % tolerance"
            );
        }
        Ok(Clock {
            period_ps: period as u64,
            error_ppm,
        })
    }

    /// A clock of `mhz` megahertz (see [`Clock::from_hz`]).
    pub fn from_mhz(mhz: u64) -> Result<Clock, ClockError> {
        Clock::from_hz(mhz.saturating_mul(1_000_000))
    }

    /// A clock with an exact period in picoseconds (no rounding). `period` must be non-zero.
    pub fn from_period(period: Ps) -> Result<Clock, ClockError> {
        if period.0 == 0 {
            return Err(ClockError::TooFast { hz: u64::MAX });
        }
        Ok(Clock {
            period_ps: period.0,
            error_ppm: 0,
        })
    }

    /// The period in picoseconds.
    pub fn period(&self) -> Ps {
        Ps(self.period_ps)
    }

    /// The relative rounding error of the period, in parts per million.
    pub fn rounding_error_ppm(&self) -> u64 {
        self.error_ppm
    }

    /// The duration of `n` cycles.
    pub fn cycles(&self, n: Cycles) -> Ps {
        Ps(n.0.saturating_mul(self.period_ps))
    }

    /// Number of whole cycles in `t` (rounded down).
    pub fn to_cycles(&self, t: Ps) -> Cycles {
        Cycles(t.0 / self.period_ps)
    }

    /// The first clock edge at or after `now`.
    pub fn this_tick(&self, now: Ps) -> Ps {
        let rem = now.0 % self.period_ps;
        if rem == 0 {
            now
        } else {
            Ps(now.0.saturating_add(self.period_ps - rem))
        }
    }

    /// The first clock edge strictly after `now`.
    pub fn next_tick(&self, now: Ps) -> Ps {
        Ps((now.0 / self.period_ps)
            .saturating_add(1)
            .saturating_mul(self.period_ps))
    }

    /// The edge `n` cycles after the first edge at or after `now`.
    pub fn cycles_later(&self, now: Ps, n: Cycles) -> Ps {
        self.this_tick(now) + self.cycles(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `hz -> (period_ps, error_ppm)`, one case per line.
    fn check(hz: u64, period: u64, ppm: u64) {
        let c = Clock::from_hz(hz).unwrap();
        assert_eq!(
            (c.period().0, c.rounding_error_ppm()),
            (period, ppm),
            "{hz} Hz"
        );
    }

    #[test]
    fn periods_round_half_up_like_gem5() {
        check(1_000_000_000, 1000, 0); // 1 GHz
        check(500_000_000, 2000, 0);
        check(3_000_000_000, 333, 1000); // 333.33 -> 333, error exactly 0.1 %: no warning
        check(1_500_000_000, 667, 500); // 666.67 -> 667
        check(200_000_000_000, 5, 0); // 200 GHz
        check(400_000_000_000, 3, 200_000); // 2.5 ps -> 3: exactly half rounds up
        check(1, PS_PER_SECOND, 0);
    }

    #[test]
    fn bad_frequencies_are_errors() {
        assert_eq!(Clock::from_hz(0), Err(ClockError::ZeroFrequency));
        assert_eq!(
            Clock::from_hz(3_000_000_000_000),
            Err(ClockError::TooFast {
                hz: 3_000_000_000_000
            })
        );
    }

    #[test]
    fn edges() {
        let c = Clock::from_mhz(1000).unwrap();
        assert_eq!(c.this_tick(Ps(0)), Ps(0));
        assert_eq!(c.this_tick(Ps(1)), Ps(1000));
        assert_eq!(c.this_tick(Ps(1000)), Ps(1000));
        assert_eq!(c.next_tick(Ps(1000)), Ps(2000));
        assert_eq!(c.next_tick(Ps(999)), Ps(1000));
        assert_eq!(c.cycles_later(Ps(10), Cycles(3)), Ps(4000));
        assert_eq!(c.to_cycles(Ps(5999)), Cycles(5));
        assert_eq!(c.cycles(Cycles(7)), Ps(7000));
        assert_eq!(Ps(5) - Ps(9), Ps(0));
        assert_eq!(Ps::MAX + Ps(1), Ps::MAX);
    }
}
