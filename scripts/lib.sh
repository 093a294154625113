# Shared helpers for the scripts in this folder (sourced, not run).
# Sets: repo_root, target_dir, statepoint (release binary), shared_dir.
repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target_dir=${CARGO_TARGET_DIR:-$repo_root/target}
statepoint=$target_dir/release/statepoint
shared_dir=$(cd "$repo_root/../shared" 2>/dev/null && pwd || true)

# The release statepoint and, beside it, libruntime.a for `statepoint run`/`compile`.
build_release_statepoint() {
  (cd "$repo_root" && cargo build --release --quiet -p cli -p runtime)
}

# Prints the names of the LLVM 19 tools among "$@" that are not on PATH.
missing_llvm_tools() {
  local tool
  for tool in "$@"; do command -v "$tool" >/dev/null || echo "$tool"; done
}

# Prints the value of `statepoint-runtime: <name>: <value>` in --gc-stats output file $1
# (the number only, units dropped).
gc_statistic() {
  sed -n "s/^statepoint-runtime: $2: \([0-9.]*\).*/\1/p" "$1"
}
