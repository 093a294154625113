//! Pass options: the table of options the statepoint passes read, and the
//! values given on the command line (`-name=value`, or `-name` for a boolean).
//!
//! Invariant: every option a pass reads is declared once in
//! [`KNOWN_PASS_OPTIONS`] with its LLVM name, kind and LLVM's default, so the
//! command line accepts exactly these names and a pass that reads an option
//! nobody set gets LLVM's default. Values are checked when they are set, with
//! LLVM's `cl::opt` wording, so a pass never sees a malformed value.

use std::collections::BTreeMap;
use std::fmt;

/// The value kind of an option, as LLVM's `cl::opt<T>` declares it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PassOptionKind {
    /// `cl::opt<bool>`: `-name`, `-name=true|false|1|0`.
    Bool { default: bool },
    /// `cl::opt<unsigned>`: `-name=<n>`.
    Unsigned { default: u32 },
}

/// One option that a statepoint pass reads.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct PassOptionSpec {
    /// The name without dashes, as in LLVM (`spp-rematerialization-threshold`).
    pub name: &'static str,
    pub kind: PassOptionKind,
    /// The pipeline name of the pass that reads it.
    pub pass: &'static str,
    pub help: &'static str,
}

const fn bool_option(
    name: &'static str,
    default: bool,
    pass: &'static str,
    help: &'static str,
) -> PassOptionSpec {
    PassOptionSpec {
        name,
        kind: PassOptionKind::Bool { default },
        pass,
        help,
    }
}

const fn unsigned_option(
    name: &'static str,
    default: u32,
    pass: &'static str,
    help: &'static str,
) -> PassOptionSpec {
    PassOptionSpec {
        name,
        kind: PassOptionKind::Unsigned { default },
        pass,
        help,
    }
}

const REWRITE_STATEPOINTS: &str = "rewrite-statepoints-for-gc";
const PLACE_SAFEPOINTS: &str = "place-safepoints";
const SAFEPOINT_IR_VERIFIER: &str = "verify<safepoint-ir>";
const SAFEPOINT_POLL_VERIFIER: &str = "verify<safepoint-polls>";

/// The options of RewriteStatepointsForGC, PlaceSafepoints and the safepoint
/// IR verifier, with LLVM 19's names and defaults (spec §6, §7), and the options of
/// what we add beyond LLVM (strip mining, the poll-distance verifier).
pub const KNOWN_PASS_OPTIONS: &[PassOptionSpec] = &[
    unsigned_option(
        "spp-rematerialization-threshold",
        6,
        REWRITE_STATEPOINTS,
        "Maximum cost of a derived-pointer chain recomputed instead of relocated",
    ),
    bool_option(
        "rs4gc-remat-derived-at-uses",
        true,
        REWRITE_STATEPOINTS,
        "Rematerialize derived pointers at their uses when profitable",
    ),
    bool_option(
        "rs4gc-clobber-non-live",
        false,
        REWRITE_STATEPOINTS,
        "Store null into every value not relocated at a statepoint",
    ),
    bool_option(
        "rs4gc-allow-statepoint-with-no-deopt-info",
        true,
        REWRITE_STATEPOINTS,
        "Allow statepoints for calls without deopt information",
    ),
    bool_option(
        "spp-print-liveset",
        false,
        REWRITE_STATEPOINTS,
        "Print the live set of every statepoint",
    ),
    bool_option(
        "spp-print-liveset-size",
        false,
        REWRITE_STATEPOINTS,
        "Print the live set size of every statepoint",
    ),
    bool_option(
        "spp-print-base-pointers",
        false,
        REWRITE_STATEPOINTS,
        "Print the base pointer of every live value",
    ),
    bool_option(
        "spp-all-backedges",
        false,
        PLACE_SAFEPOINTS,
        "Place a poll on every backedge, counted loops included",
    ),
    bool_option(
        "spp-split-backedge",
        false,
        PLACE_SAFEPOINTS,
        "Put backedge polls in a new block on the backedge",
    ),
    bool_option(
        "spp-no-entry",
        false,
        PLACE_SAFEPOINTS,
        "Place no poll at function entry",
    ),
    bool_option(
        "spp-no-call",
        false,
        PLACE_SAFEPOINTS,
        "Poll on backedges even when a call that becomes a statepoint dominates them",
    ),
    bool_option(
        "spp-no-backedge",
        false,
        PLACE_SAFEPOINTS,
        "Place no poll on loop backedges",
    ),
    unsigned_option(
        "spp-counted-loop-trip-width",
        32,
        PLACE_SAFEPOINTS,
        "Bit width of the trip count below which a counted loop gets no poll",
    ),
    bool_option(
        "spp-trip-count-from-value-ranges",
        false,
        PLACE_SAFEPOINTS,
        "Differs from LLVM: bound trip counts by value ranges and guards beyond what LLVM 19's ScalarEvolution proves (fewer backedge polls)",
    ),
    unsigned_option(
        "spp-strip-mine",
        0,
        PLACE_SAFEPOINTS,
        "Strip mine counted loops: poll once every <n> iterations around a poll-free inner loop (0: off)",
    ),
    unsigned_option(
        "spp-poll-distance",
        1000,
        SAFEPOINT_POLL_VERIFIER,
        "Most loop iterations verify<safepoint-polls> allows between two polls",
    ),
    bool_option(
        "safepoint-ir-verifier-print-only",
        false,
        SAFEPOINT_IR_VERIFIER,
        "Print unrelocated uses instead of failing",
    ),
];

/// Looks an option up by its name without dashes.
pub fn find_pass_option(name: &str) -> Option<&'static PassOptionSpec> {
    KNOWN_PASS_OPTIONS.iter().find(|spec| spec.name == name)
}

/// A boolean option value as LLVM's `cl::opt<bool>` reads it.
pub fn parse_llvm_bool(text: &str) -> Option<bool> {
    match text {
        "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

/// A value given for a known option that its kind does not accept.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InvalidOptionValue {
    pub option: &'static str,
    pub value: String,
    pub kind: PassOptionKind,
}

impl fmt::Display for InvalidOptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            PassOptionKind::Bool { .. } => write!(
                f,
                "for the --{} option: '{}' is invalid value for boolean argument! Try 0 or 1",
                self.option, self.value
            ),
            PassOptionKind::Unsigned { .. } => write!(
                f,
                "for the --{} option: '{}' value invalid for uint argument!",
                self.option, self.value
            ),
        }
    }
}

impl std::error::Error for InvalidOptionValue {}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum PassOptionValue {
    Bool(bool),
    Unsigned(u32),
}

/// The option values a pipeline run uses: what the command line set, LLVM's
/// defaults for the rest.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PassOptions {
    values: BTreeMap<&'static str, PassOptionValue>,
    /// Library functions named by `-disable-builtin=<name>`: not recognized as
    /// library calls (so, for RewriteStatepointsForGC, not GC leaves).
    pub disabled_builtins: Vec<String>,
}

impl PassOptions {
    /// Sets `spec` from the command line: `value` is the text after `=`, or
    /// `None` when the option was given bare (`-spp-no-entry`). A bare
    /// unsigned option is rejected as LLVM does.
    pub fn set(
        &mut self,
        spec: &'static PassOptionSpec,
        value: Option<&str>,
    ) -> Result<(), InvalidOptionValue> {
        let invalid = || InvalidOptionValue {
            option: spec.name,
            value: value.unwrap_or("").to_string(),
            kind: spec.kind,
        };
        let parsed = match spec.kind {
            PassOptionKind::Bool { .. } => PassOptionValue::Bool(match value {
                None => true,
                Some(text) => parse_llvm_bool(text).ok_or_else(invalid)?,
            }),
            PassOptionKind::Unsigned { .. } => PassOptionValue::Unsigned(
                value
                    .and_then(|text| text.parse::<u32>().ok())
                    .ok_or_else(invalid)?,
            ),
        };
        self.values.insert(spec.name, parsed);
        Ok(())
    }

    /// The value of boolean option `name`. Asking for a name that is not a
    /// boolean in [`KNOWN_PASS_OPTIONS`] is a bug in the calling pass.
    pub fn bool(&self, name: &str) -> bool {
        let spec = known_spec(name);
        match (self.values.get(spec.name), spec.kind) {
            (Some(PassOptionValue::Bool(value)), _) => *value,
            (None, PassOptionKind::Bool { default }) => default,
            _ => panic!("pass option '{name}' is not a boolean"),
        }
    }

    /// The value of unsigned option `name`. Asking for a name that is not an
    /// unsigned option in [`KNOWN_PASS_OPTIONS`] is a bug in the calling pass.
    pub fn unsigned(&self, name: &str) -> u32 {
        let spec = known_spec(name);
        match (self.values.get(spec.name), spec.kind) {
            (Some(PassOptionValue::Unsigned(value)), _) => *value,
            (None, PassOptionKind::Unsigned { default }) => default,
            _ => panic!("pass option '{name}' is not an unsigned option"),
        }
    }
}

fn known_spec(name: &str) -> &'static PassOptionSpec {
    find_pass_option(name).unwrap_or_else(|| panic!("pass option '{name}' is not declared"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(name: &str) -> &'static PassOptionSpec {
        find_pass_option(name).unwrap()
    }

    #[test]
    fn unset_options_read_llvm_defaults() {
        let options = PassOptions::default();
        assert_eq!(options.unsigned("spp-rematerialization-threshold"), 6);
        assert_eq!(options.unsigned("spp-counted-loop-trip-width"), 32);
        assert!(options.bool("rs4gc-remat-derived-at-uses"));
        assert!(!options.bool("spp-split-backedge"));
    }

    #[test]
    fn set_values_override_defaults() {
        let mut options = PassOptions::default();
        options.set(spec("spp-split-backedge"), None).unwrap();
        options
            .set(spec("rs4gc-remat-derived-at-uses"), Some("0"))
            .unwrap();
        options
            .set(spec("spp-counted-loop-trip-width"), Some("64"))
            .unwrap();
        assert!(options.bool("spp-split-backedge"));
        assert!(!options.bool("rs4gc-remat-derived-at-uses"));
        assert_eq!(options.unsigned("spp-counted-loop-trip-width"), 64);
    }

    #[test]
    fn malformed_values_are_rejected_with_llvm_wording() {
        let mut options = PassOptions::default();
        let error = options
            .set(spec("spp-rematerialization-threshold"), Some("x"))
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "for the --spp-rematerialization-threshold option: 'x' value invalid for uint argument!"
        );
        let error = options.set(spec("spp-no-entry"), Some("yes")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "for the --spp-no-entry option: 'yes' is invalid value for boolean argument! Try 0 or 1"
        );
        assert!(options
            .set(spec("spp-counted-loop-trip-width"), None)
            .is_err());
    }

    #[test]
    fn every_option_names_a_distinct_flag() {
        let mut names: Vec<_> = KNOWN_PASS_OPTIONS.iter().map(|spec| spec.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), KNOWN_PASS_OPTIONS.len());
    }
}
