//! Which collector manages the heap (`--gc=<collector>`, `STATEPOINT_GC`;
//! `docs/collectors.md`, "Collectors"): the project's own semispace collector,
//! the reference on which stress and verify modes are defined, or one plan of
//! the MMTk memory-management framework ([`crate::mmtk_binding`]).
//!
//! Invariant: [`COLLECTOR_NAMES`] lists every choice once, by the name
//! [`CollectorChoice::name`] gives and [`CollectorChoice::from_name`] reads.
//!
//! Code compiled for a collector that needs the object barrier runs it
//! (`passes::write_barriers`); `statepoint compile` records that in the
//! executable with its collector ([`CompiledCollectorRecord`]), since a
//! generational plan can only start on code with barriers.

/// A plan of MMTk the runtime can run on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MmtkPlan {
    SemiSpace,
    GenCopy,
    Immix,
    GenImmix,
    StickyImmix,
    /// Immix with snapshot-at-the-beginning marking concurrent with the
    /// program, between two short pauses.
    ConcurrentImmix,
}

impl MmtkPlan {
    /// Whether the plan needs compiled code to run the unlogged-bit write
    /// barrier: the generational plans remember the object (MMTk's object
    /// barrier), the concurrent one records the references the store may
    /// overwrite (MMTk's SATB barrier); both test the same bit inline and
    /// call the same slow path.
    pub fn needs_object_barrier(self) -> bool {
        matches!(
            self,
            Self::GenCopy | Self::GenImmix | Self::StickyImmix | Self::ConcurrentImmix
        )
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
pub const COLLECTOR_NAMES: [&str; 7] = [
    "semispace",
    "mmtk-semispace",
    "mmtk-gencopy",
    "mmtk-immix",
    "mmtk-genimmix",
    "mmtk-stickyimmix",
    "mmtk-concurrentimmix",
];

/// What a collector name must be, for error messages (the flag's and the variable's).
pub const COLLECTOR_EXPECTED: &str =
    "one of semispace, mmtk-semispace, mmtk-gencopy, mmtk-immix, mmtk-genimmix, mmtk-stickyimmix, mmtk-concurrentimmix";

impl CollectorChoice {
    const ALL: [CollectorChoice; 7] = [
        Self::Semispace,
        Self::Mmtk(MmtkPlan::SemiSpace),
        Self::Mmtk(MmtkPlan::GenCopy),
        Self::Mmtk(MmtkPlan::Immix),
        Self::Mmtk(MmtkPlan::GenImmix),
        Self::Mmtk(MmtkPlan::StickyImmix),
        Self::Mmtk(MmtkPlan::ConcurrentImmix),
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

/// What marks a recorded collector name as code with write barriers.
pub const WRITE_BARRIERS_MARK: &str = "+write-barriers";

/// What `statepoint compile` records in an executable: the collector it was
/// compiled for (the default of `STATEPOINT_GC`), and whether its code runs
/// the object barrier. Written `<name>` or `<name>+write-barriers`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompiledCollectorRecord {
    pub collector_name: String,
    pub has_write_barriers: bool,
}

impl CompiledCollectorRecord {
    /// The record of code compiled for `collector`: with write barriers
    /// exactly when the collector needs them.
    pub fn of_collector(collector: CollectorChoice) -> CompiledCollectorRecord {
        CompiledCollectorRecord {
            collector_name: collector.name().to_string(),
            has_write_barriers: collector.needs_object_barrier(),
        }
    }

    /// The record as the executable holds it.
    pub fn text(&self) -> String {
        let mark = if self.has_write_barriers {
            WRITE_BARRIERS_MARK
        } else {
            ""
        };
        format!("{}{mark}", self.collector_name)
    }

    /// A record read back from its text (the name is checked where it is used).
    pub fn from_text(text: &str) -> CompiledCollectorRecord {
        let (collector_name, has_write_barriers) = match text.strip_suffix(WRITE_BARRIERS_MARK) {
            Some(name) => (name, true),
            None => (text, false),
        };
        CompiledCollectorRecord {
            collector_name: collector_name.to_string(),
            has_write_barriers,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compiled_collector_records_round_trip_and_mark_barriers_for_generational_plans() {
        for name in COLLECTOR_NAMES {
            let collector = CollectorChoice::from_name(name).unwrap();
            let record = CompiledCollectorRecord::of_collector(collector);
            assert_eq!(CompiledCollectorRecord::from_text(&record.text()), record);
            assert_eq!(
                record.text().ends_with(WRITE_BARRIERS_MARK),
                collector.needs_object_barrier(),
                "{name}"
            );
        }
        assert_eq!(
            CompiledCollectorRecord::of_collector(CollectorChoice::Mmtk(MmtkPlan::GenImmix)).text(),
            "mmtk-genimmix+write-barriers"
        );
    }

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
    fn only_generational_and_concurrent_plans_need_the_barrier_and_only_semispace_stress() {
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
            [
                "mmtk-gencopy",
                "mmtk-genimmix",
                "mmtk-stickyimmix",
                "mmtk-concurrentimmix"
            ]
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
