//! Which collector manages the heap (`--gc=<collector>`, `STATEPOINT_GC`;
//! `docs/collectors.md`, "Collectors"): the project's own semispace collector,
//! the reference on which stress and verify modes are defined, or one plan of
//! the MMTk memory-management framework ([`crate::mmtk_binding`]).
//!
//! Invariant: [`COLLECTOR_NAMES`] lists every choice once, by the name
//! [`CollectorChoice::name`] gives and [`CollectorChoice::from_name`] reads.

/// A plan of MMTk the runtime can run on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MmtkPlan {
    SemiSpace,
    GenCopy,
    Immix,
    GenImmix,
    StickyImmix,
}

impl MmtkPlan {
    /// Whether the plan needs compiled code to run MMTk's object-remembering
    /// write barrier (the generational plans).
    pub fn needs_object_barrier(self) -> bool {
        matches!(self, Self::GenCopy | Self::GenImmix | Self::StickyImmix)
    }

    /// MMTk's name of the plan.
    pub fn mmtk_name(self) -> &'static str {
        match self {
            Self::SemiSpace => "SemiSpace",
            Self::GenCopy => "GenCopy",
            Self::Immix => "Immix",
            Self::GenImmix => "GenImmix",
            Self::StickyImmix => "StickyImmix",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CollectorChoice {
    /// The project's Cheney collector ([`crate::semispace_heap`]).
    #[default]
    Semispace,
    Mmtk(MmtkPlan),
}

/// Every collector by name, the default first.
pub const COLLECTOR_NAMES: [&str; 6] = [
    "semispace",
    "mmtk-semispace",
    "mmtk-gencopy",
    "mmtk-immix",
    "mmtk-genimmix",
    "mmtk-stickyimmix",
];

/// What a collector name must be, for error messages (the flag's and the variable's).
pub const COLLECTOR_EXPECTED: &str =
    "one of semispace, mmtk-semispace, mmtk-gencopy, mmtk-immix, mmtk-genimmix, mmtk-stickyimmix";

impl CollectorChoice {
    const ALL: [CollectorChoice; 6] = [
        Self::Semispace,
        Self::Mmtk(MmtkPlan::SemiSpace),
        Self::Mmtk(MmtkPlan::GenCopy),
        Self::Mmtk(MmtkPlan::Immix),
        Self::Mmtk(MmtkPlan::GenImmix),
        Self::Mmtk(MmtkPlan::StickyImmix),
    ];

    pub fn name(self) -> &'static str {
        let index = Self::ALL
            .iter()
            .position(|choice| *choice == self)
            .expect("ALL lists every choice");
        COLLECTOR_NAMES[index]
    }

    /// The collector called `name`, if any.
    pub fn from_name(name: &str) -> Option<CollectorChoice> {
        COLLECTOR_NAMES
            .iter()
            .position(|known| *known == name)
            .map(|index| Self::ALL[index])
    }

    /// Whether stress and verify modes can run on this collector (only the
    /// reference collector defines them).
    pub fn supports_stress_and_verify(self) -> bool {
        self == Self::Semispace
    }

    pub fn needs_object_barrier(self) -> bool {
        matches!(self, Self::Mmtk(plan) if plan.needs_object_barrier())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_names_are_refused() {
        for name in COLLECTOR_NAMES {
            assert_eq!(CollectorChoice::from_name(name).unwrap().name(), name);
            assert!(COLLECTOR_EXPECTED.contains(name));
        }
        assert_eq!(CollectorChoice::default().name(), COLLECTOR_NAMES[0]);
        for unknown in ["", "mmtk", "Immix", "mmtk-marksweep", "semispace "] {
            assert_eq!(CollectorChoice::from_name(unknown), None, "{unknown:?}");
        }
    }

    #[test]
    fn only_generational_plans_need_the_barrier_and_only_semispace_stress() {
        let with_barrier: Vec<&str> = COLLECTOR_NAMES
            .into_iter()
            .filter(|name| {
                CollectorChoice::from_name(name)
                    .unwrap()
                    .needs_object_barrier()
            })
            .collect();
        assert_eq!(
            with_barrier,
            ["mmtk-gencopy", "mmtk-genimmix", "mmtk-stickyimmix"]
        );
        let with_stress: Vec<&str> = COLLECTOR_NAMES
            .into_iter()
            .filter(|name| {
                CollectorChoice::from_name(name)
                    .unwrap()
                    .supports_stress_and_verify()
            })
            .collect();
        assert_eq!(with_stress, ["semispace"]);
    }
}
