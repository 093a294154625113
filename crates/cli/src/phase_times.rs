//! `statepoint run --time-phases`: how long each phase of a run took.
//!
//! Invariant: phases are consecutive; each [`PhaseTimes::end_phase`] closes
//! the phase that began when the previous one ended (or at creation), so the
//! durations add up to the whole run. The report goes to stderr, after the
//! program has run, so it never mixes with the program's stdout.

use std::time::{Duration, Instant};

pub struct PhaseTimes {
    phase_start: Instant,
    phases: Vec<(&'static str, Duration)>,
}

impl PhaseTimes {
    pub fn start() -> PhaseTimes {
        PhaseTimes {
            phase_start: Instant::now(),
            phases: Vec::new(),
        }
    }

    /// Closes the current phase under `name` and begins the next.
    pub fn end_phase(&mut self, name: &'static str) {
        let now = Instant::now();
        self.phases.push((name, now - self.phase_start));
        self.phase_start = now;
    }

    /// `statepoint: phase <name>: <milliseconds> ms` per phase, in order.
    pub fn report(&self) -> String {
        self.phases
            .iter()
            .map(|(name, duration)| {
                format!(
                    "statepoint: phase {name}: {:.3} ms\n",
                    duration.as_secs_f64() * 1000.0
                )
            })
            .collect()
    }
}
