# Shared helpers for the scripts in this folder (sourced, not run).
# Sets: repo_root, target_dir, statepoint (the release binary; after
# build_dist_statepoint the dist one), shared_dir.
repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target_dir=${CARGO_TARGET_DIR:-$repo_root/target}
statepoint=$target_dir/release/statepoint
shared_dir=$(cd "$repo_root/../shared" 2>/dev/null && pwd || true)

# The release statepoint and, beside it, libruntime.a for `statepoint run`/`compile`
# (correctness scripts: the quick-to-build optimized profile).
build_release_statepoint() {
  (cd "$repo_root" && cargo build --release --quiet -p cli -p runtime)
}

# For benchmarks: the fully optimized statepoint (profile `dist`: fat LTO, one
# codegen unit) and its libruntime.a, in $target_dir/dist; sets $statepoint to it.
# Extra packages to build with them may be given ("-p program-fuzzer").
build_dist_statepoint() {
  (cd "$repo_root" && cargo build --profile dist --quiet -p cli -p runtime "$@") &&
    statepoint=$target_dir/dist/statepoint
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

# measure_process FILE COMMAND...: runs COMMAND (its output discarded) and appends
# "cpu_seconds wall_seconds peak_kib" to FILE. CPU is user + system time of that
# one process, to the microsecond, from its own resource usage (wait4): neither
# /usr/bin/time (which rounds to 10 ms, too coarse for runs of a tenth of a
# second) nor RUSAGE_CHILDREN (which also holds whatever the interpreter's
# launcher ran before it, such as a pyenv shim's helpers: some 45 ms). It stays
# meaningful on a loaded machine, where wall time does not.
measure_process() {
  local file=$1; shift
  python3 - "$@" >>"$file" <<'PY'
import os, subprocess, sys, time
start = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_, status, usage = os.wait4(child.pid, 0)
wall = time.perf_counter() - start
if os.waitstatus_to_exitcode(status) != 0:
    sys.exit(f"measure_process: {sys.argv[1]} exited with status {os.waitstatus_to_exitcode(status)}")
print(f"{usage.ru_utime + usage.ru_stime:.4f} {wall:.4f} {usage.ru_maxrss}")
PY
}

# write_binary_trees DEPTH FILE: examples/binary_trees.ll with @max_depth DEPTH.
write_binary_trees() {
  sed "s/^@max_depth = private constant i64 6$/@max_depth = private constant i64 $1/" \
    "$repo_root/examples/binary_trees.ll" > "$2"
  grep -q "^@max_depth = private constant i64 $1\$" "$2"
}

# write_gcbench_boehm FILE: examples/gcbench.ll at Boehm's sizes (stretch
# depth 18, long-lived depth 16, depths 4..16, a 500000-word array), the sizes
# of `java GCBench 18 16 16 500000` (bench/GCBench.java).
write_gcbench_boehm() {
  sed -e 's/@make_tree(i64 8)/@make_tree(i64 18)/' -e 's/@tree_size(i64 8)/@tree_size(i64 18)/' \
      -e 's/@populate(i64 6,/@populate(i64 16,/' -e 's/icmp sle i64 %depth.next, 6/icmp sle i64 %depth.next, 16/' \
      -e 's/@gc_alloc(i64 0, i64 8000)/@gc_alloc(i64 0, i64 4000000)/' \
      -e 's/icmp slt i64 %k.next, 1000$/icmp slt i64 %k.next, 500000/' \
      -e 's/%array, i64 4008$/%array, i64 2000008/' -e 's/%array, i64 8000$/%array, i64 4000000/' \
      "$repo_root/examples/gcbench.ll" > "$1"
  grep -q "i64 4000000)" "$1"
}
