//! Runtime modes (the ABI's "Modes" table) and how they are read from the environment.
//!
//! AOT executables read `STATEPOINT_GC_STRESS`, `STATEPOINT_GC_VERIFY`,
//! `STATEPOINT_GC_STATS` (each `1` for on, `0` or empty for off),
//! `STATEPOINT_HEAP_SIZE` (decimal bytes), `STATEPOINT_GC` (a collector
//! name, [`crate::collector_choice`]) and `STATEPOINT_GC_LOG` (a file path;
//! empty for none) when the runtime first initializes; an in-process host
//! builds a [`RuntimeConfiguration`] from its own flags instead.

use crate::collector_choice::{CollectorChoice, CompiledCollectorRecord, COLLECTOR_EXPECTED};
use std::path::PathBuf;

/// The heap limit when none is given: the most bytes of objects live at once.
pub const DEFAULT_HEAP_SIZE_BYTES: usize = 1 << 30;

/// The smallest heap limit accepted.
pub const MINIMUM_HEAP_SIZE_BYTES: usize = 4096;

/// The largest heap limit accepted (each semispace is reserved at this size).
pub const MAXIMUM_HEAP_SIZE_BYTES: usize = 1 << 40;

/// What a heap size must be, for error messages (the flag's and the variable's).
pub const HEAP_SIZE_EXPECTED: &str = "a decimal number of bytes from 4096 to 2^40 (1099511627776)";

pub const STRESS_VARIABLE: &str = "STATEPOINT_GC_STRESS";
pub const VERIFY_VARIABLE: &str = "STATEPOINT_GC_VERIFY";
pub const STATISTICS_VARIABLE: &str = "STATEPOINT_GC_STATS";
pub const HEAP_SIZE_VARIABLE: &str = "STATEPOINT_HEAP_SIZE";
pub const COLLECTOR_VARIABLE: &str = "STATEPOINT_GC";

/// Why stress or verify mode is refused on an MMTk plan.
pub const STRESS_AND_VERIFY_NEED_SEMISPACE: &str =
    "off: stress and verify modes run on the semispace collector only";
pub const GC_LOG_VARIABLE: &str = "STATEPOINT_GC_LOG";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeConfiguration {
    /// Collect, moving every live object, at every `gc_alloc`, `gc_collect` and
    /// `gc_safepoint`; keep the poll flag set; keep evacuated spaces `PROT_NONE`.
    pub stress: bool,
    /// After each collection check every root and heap reference; keep
    /// evacuated spaces `PROT_NONE`.
    pub verify: bool,
    /// Print collection statistics to stderr at exit.
    pub print_statistics_at_exit: bool,
    /// The most bytes of objects (padded footprints) that may be live at once.
    pub heap_size_bytes: usize,
    /// The collector (never an MMTk plan in stress or verify mode).
    pub collector: CollectorChoice,
    /// Write one JSON line per collection to this file ([`crate::gc_log`]).
    pub gc_log_path: Option<PathBuf>,
    /// The compiled code runs the object barrier, so a generational MMTk plan
    /// may run on it (it refuses to start otherwise).
    pub code_has_write_barriers: bool,
}

impl Default for RuntimeConfiguration {
    fn default() -> Self {
        RuntimeConfiguration {
            stress: false,
            verify: false,
            print_statistics_at_exit: false,
            heap_size_bytes: DEFAULT_HEAP_SIZE_BYTES,
            collector: CollectorChoice::default(),
            gc_log_path: None,
            code_has_write_barriers: false,
        }
    }
}

/// An environment variable holds a value the runtime does not accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidConfigurationVariable {
    pub variable: &'static str,
    pub value: String,
    pub expected: &'static str,
}

impl std::fmt::Display for InvalidConfigurationVariable {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            formatter,
            "{}={:?} is not valid: expected {}",
            self.variable, self.value, self.expected
        )
    }
}

impl RuntimeConfiguration {
    /// Reads the configuration from the process environment; the collector
    /// the executable was compiled for is the default of `STATEPOINT_GC`, and
    /// its record says whether the code has write barriers.
    pub fn from_environment() -> Result<RuntimeConfiguration, InvalidConfigurationVariable> {
        let compiled = crate::linked_sections::compiled_collector_name()
            .map(|text| CompiledCollectorRecord::from_text(&text));
        let mut configuration = Self::from_variables(|name| {
            std::env::var_os(name)
                .map(|value| value.to_string_lossy().into_owned())
                .or_else(|| match name {
                    COLLECTOR_VARIABLE => compiled
                        .as_ref()
                        .map(|record| record.collector_name.clone()),
                    _ => None,
                })
        })?;
        configuration.code_has_write_barriers =
            compiled.is_some_and(|record| record.has_write_barriers);
        Ok(configuration)
    }

    /// Reads the configuration through `lookup_variable` (the environment, or a test's map).
    pub fn from_variables(
        lookup_variable: impl Fn(&str) -> Option<String>,
    ) -> Result<RuntimeConfiguration, InvalidConfigurationVariable> {
        let flag = |variable: &'static str| match lookup_variable(variable).as_deref() {
            None | Some("") | Some("0") => Ok(false),
            Some("1") => Ok(true),
            Some(other) => Err(InvalidConfigurationVariable {
                variable,
                value: other.to_string(),
                expected: "1 (on), or 0 or empty (off)",
            }),
        };
        let heap_size_bytes = match lookup_variable(HEAP_SIZE_VARIABLE) {
            None => DEFAULT_HEAP_SIZE_BYTES,
            Some(text) => parse_heap_size(&text).ok_or(InvalidConfigurationVariable {
                variable: HEAP_SIZE_VARIABLE,
                value: text,
                expected: HEAP_SIZE_EXPECTED,
            })?,
        };
        let collector = match lookup_variable(COLLECTOR_VARIABLE) {
            None => CollectorChoice::default(),
            Some(name) => {
                CollectorChoice::from_name(&name).ok_or(InvalidConfigurationVariable {
                    variable: COLLECTOR_VARIABLE,
                    value: name,
                    expected: COLLECTOR_EXPECTED,
                })?
            }
        };
        let configuration = RuntimeConfiguration {
            stress: flag(STRESS_VARIABLE)?,
            verify: flag(VERIFY_VARIABLE)?,
            print_statistics_at_exit: flag(STATISTICS_VARIABLE)?,
            heap_size_bytes,
            collector,
            gc_log_path: lookup_variable(GC_LOG_VARIABLE)
                .filter(|path| !path.is_empty())
                .map(PathBuf::from),
            code_has_write_barriers: false,
        };
        if !collector.supports_stress_and_verify() {
            for (variable, on) in [
                (STRESS_VARIABLE, configuration.stress),
                (VERIFY_VARIABLE, configuration.verify),
            ] {
                if on {
                    return Err(InvalidConfigurationVariable {
                        variable,
                        value: format!("1 with {COLLECTOR_VARIABLE}={}", collector.name()),
                        expected: STRESS_AND_VERIFY_NEED_SEMISPACE,
                    });
                }
            }
        }
        Ok(configuration)
    }
}

/// A heap limit as written for `STATEPOINT_HEAP_SIZE` or `--heap-size`: decimal
/// bytes from [`MINIMUM_HEAP_SIZE_BYTES`] to [`MAXIMUM_HEAP_SIZE_BYTES`]. Any
/// such value works; the heap rounds it down to whole words (8 bytes) and
/// reserves each space in whole pages.
pub fn parse_heap_size(text: &str) -> Option<usize> {
    let bytes: usize = text.trim().parse().ok()?;
    (MINIMUM_HEAP_SIZE_BYTES..=MAXIMUM_HEAP_SIZE_BYTES)
        .contains(&bytes)
        .then_some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn configuration_from(
        pairs: &[(&str, &str)],
    ) -> Result<RuntimeConfiguration, InvalidConfigurationVariable> {
        let variables: HashMap<String, String> = pairs
            .iter()
            .map(|(name, value)| (name.to_string(), value.to_string()))
            .collect();
        RuntimeConfiguration::from_variables(|name| variables.get(name).cloned())
    }

    #[test]
    fn absent_variables_give_the_defaults() {
        assert_eq!(
            configuration_from(&[]).unwrap(),
            RuntimeConfiguration::default()
        );
    }

    #[test]
    fn every_mode_is_read() {
        let configuration = configuration_from(&[
            (STRESS_VARIABLE, "1"),
            (VERIFY_VARIABLE, "1"),
            (STATISTICS_VARIABLE, "1"),
            (HEAP_SIZE_VARIABLE, "1048576"),
            (COLLECTOR_VARIABLE, "semispace"),
            (GC_LOG_VARIABLE, "gc.jsonl"),
        ])
        .unwrap();
        assert_eq!(
            configuration,
            RuntimeConfiguration {
                stress: true,
                verify: true,
                print_statistics_at_exit: true,
                heap_size_bytes: 1 << 20,
                collector: CollectorChoice::Semispace,
                gc_log_path: Some(PathBuf::from("gc.jsonl")),
                code_has_write_barriers: false,
            }
        );
        assert_eq!(
            configuration_from(&[(GC_LOG_VARIABLE, "")])
                .unwrap()
                .gc_log_path,
            None
        );
        assert!(
            !configuration_from(&[(STRESS_VARIABLE, "0")])
                .unwrap()
                .stress
        );
    }

    #[test]
    fn mmtk_plans_are_chosen_by_name_and_refuse_stress_and_verify() {
        let configuration = configuration_from(&[(COLLECTOR_VARIABLE, "mmtk-immix")]).unwrap();
        assert_eq!(
            configuration.collector,
            CollectorChoice::Mmtk(crate::collector_choice::MmtkPlan::Immix)
        );
        let unknown = configuration_from(&[(COLLECTOR_VARIABLE, "immix")]).unwrap_err();
        assert_eq!(unknown.variable, COLLECTOR_VARIABLE);
        assert_eq!(unknown.expected, COLLECTOR_EXPECTED);
        for mode in [STRESS_VARIABLE, VERIFY_VARIABLE] {
            let error = configuration_from(&[(COLLECTOR_VARIABLE, "mmtk-gencopy"), (mode, "1")])
                .unwrap_err();
            assert_eq!(error.variable, mode);
            assert_eq!(
                error.to_string(),
                format!(
                    "{mode}=\"1 with STATEPOINT_GC=mmtk-gencopy\" is not valid: expected off: stress and verify modes run on the semispace collector only"
                )
            );
        }
    }

    #[test]
    fn every_size_from_a_page_to_2_to_the_40_is_accepted() {
        for size in [4096, 4097, 10_000, 1 << 20, 1 << 40] {
            assert_eq!(parse_heap_size(&size.to_string()), Some(size));
        }
    }

    #[test]
    fn malformed_values_name_the_variable() {
        let error = configuration_from(&[(VERIFY_VARIABLE, "yes")]).unwrap_err();
        assert_eq!(error.variable, VERIFY_VARIABLE);
        for size in [
            "12k",
            "100",
            "0",
            "4095",
            "-5",
            "",
            "1099511627777",
            "2199023255553",
        ] {
            let error = configuration_from(&[(HEAP_SIZE_VARIABLE, size)]).unwrap_err();
            assert_eq!(error.variable, HEAP_SIZE_VARIABLE, "{size}");
        }
    }
}
