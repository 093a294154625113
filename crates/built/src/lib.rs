//! A stand-in, patched in for crates.io's `built` (workspace `Cargo.toml`,
//! `[patch.crates-io]`), for MMTk's build script: `write_built_file` writes
//! `$OUT_DIR/built.rs` with the statics `mmtk::build_info` includes.
//!
//! Why: MMTk asks for `built` with its `git2` feature, which compiles
//! libgit2 and zlib from C (about 35 s of a fresh two-core debug build of
//! 2.5 min) to record the git commit of the directory MMTk is built in. MMTk
//! comes from the registry, not from a repository, so those facts are
//! `None` either way; this writes them as `None`.
//!
//! Invariant: the statics written are exactly those `mmtk::build_info`
//! reads (`PKG_VERSION`, `FEATURES_STR`, `GIT_COMMIT_HASH`, `GIT_DIRTY`), with
//! `built`'s types and meanings; a static MMTk starts to read and this does
//! not write fails MMTk's build, never silently.

use std::io;
use std::path::Path;

/// Writes `built.rs` into the build script's `OUT_DIR`, as `built` does.
pub fn write_built_file() -> io::Result<()> {
    let out_dir = std::env::var_os("OUT_DIR")
        .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "OUT_DIR is not set"))?;
    let environment: Vec<(String, String)> = std::env::vars().collect();
    std::fs::write(
        Path::new(&out_dir).join("built.rs"),
        built_file(&environment),
    )
}

/// The text of `built.rs` for a build script whose environment is
/// `environment` (Cargo's `CARGO_PKG_VERSION` and `CARGO_FEATURE_*`).
fn built_file(environment: &[(String, String)]) -> String {
    let version = environment
        .iter()
        .find(|(name, _)| name == "CARGO_PKG_VERSION")
        .map_or("", |(_, value)| value.as_str());
    // As `built`: the enabled features' names as Cargo gives them to build
    // scripts (upper case, `-` as `_`), sorted, joined by ", ".
    let mut features: Vec<&str> = environment
        .iter()
        .filter_map(|(name, _)| name.strip_prefix("CARGO_FEATURE_"))
        .collect();
    features.sort_unstable();
    format!(
        "/// The package's version.\n\
         pub static PKG_VERSION: &str = {version:?};\n\
         /// The enabled features, comma-separated.\n\
         pub static FEATURES_STR: &str = {features:?};\n\
         /// The git commit of the package's directory: none (see the `built` stand-in).\n\
         pub static GIT_COMMIT_HASH: Option<&str> = None;\n\
         /// Whether that repository had changes: unknown.\n\
         pub static GIT_DIRTY: Option<bool> = None;\n",
        features = features.join(", "),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_the_version_and_sorted_features_and_no_git_facts() {
        let environment = [
            ("CARGO_FEATURE_DEFAULT", "1"),
            ("CARGO_PKG_VERSION", "0.33.0"),
            ("PATH", "/usr/bin"),
            ("CARGO_FEATURE_BUILTIN_ENV_LOGGER", "1"),
        ]
        .map(|(name, value)| (name.to_string(), value.to_string()));
        assert_eq!(
            built_file(&environment),
            "/// The package's version.\n\
             pub static PKG_VERSION: &str = \"0.33.0\";\n\
             /// The enabled features, comma-separated.\n\
             pub static FEATURES_STR: &str = \"BUILTIN_ENV_LOGGER, DEFAULT\";\n\
             /// The git commit of the package's directory: none (see the `built` stand-in).\n\
             pub static GIT_COMMIT_HASH: Option<&str> = None;\n\
             /// Whether that repository had changes: unknown.\n\
             pub static GIT_DIRTY: Option<bool> = None;\n"
        );
    }
}
