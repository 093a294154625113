//! `runtime`: the statepoint runtime — a semispace heap with a Cheney copying
//! collector, or a plan of the MMTk framework ([`mmtk_binding`]), whose roots
//! come from LLVM stack maps (StackMap v3) — and the C ABI of
//! `shared/spec/runtime-abi.md`. Built as an rlib (in-process use, tests) and
//! a static library `libruntime.a` (AOT executables linked with `cc`).
//!
//! # The C ABI
//!
//! `gc_alloc(refs, bytes)`, `gc_collect()`, `gc_safepoint()`, the `i32` global
//! `gc_poll_flag`, `rt_print_i64(i64)` and `rt_print_str(ref)`, as the ABI says;
//! `gc_allocation_buffer`, `gc_unlogged_bits` and `gc_write_barrier_slow(ref)`
//! for inline allocation and write barriers (`docs/collectors.md`);
//! `rt_enter_unmanaged_code()` / `rt_leave_unmanaged_code()` around GC-transition
//! calls ([`unmanaged_code`]); and two registration calls for loaders and backends:
//!
//! * `rt_register_stack_map(const uint8_t *bytes, size_t length)`: a
//!   `.llvm_stackmaps` section (one or more concatenated blobs) whose function
//!   addresses are final (a JIT registers its stack map after placing code).
//! * `rt_register_global_roots(uint64_t *const *globals, size_t count)`: the
//!   addresses of `count` globals of type `ptr addrspace(1)`.
//!
//! An in-process host (the `statepoint run` JIT) creates the runtime with its
//! own configuration ([`process_runtime::start_process_runtime`]), resolves the
//! compiled code's imports with [`entry_points::exported_symbol_address`], and
//! registers its stack map and global roots with those two calls.
//!
//! An AOT executable needs no call: on first use the runtime reads
//! * the stack maps between `__statepoint_stackmaps_start` and
//!   `__statepoint_stackmaps_end`, which the linker script
//!   [`STACK_MAP_LINKER_SCRIPT`] (`link/statepoint-stackmaps.ld`) defines around the
//!   linked `.llvm_stackmaps` section (`llc` marks each blob with a local
//!   `__LLVM_StackMaps` only, and a section name starting with a dot gets no
//!   `__start_` symbol);
//! * the global roots listed in a section named `statepoint_global_roots`, one
//!   address-sized entry per global, e.g.
//!   `@g.root = private constant ptr @g, section "statepoint_global_roots"` kept
//!   alive by `@llvm.used`.
//!
//! Link line: `cc prog.o libruntime.a -no-pie -Wl,-T,statepoint-stackmaps.ld`
//! followed by [`STATIC_LIBRARY_NATIVE_LINK_ARGUMENTS`] (a PIE also works, with
//! text relocations for the stack map's function addresses).
//!
//! # Modes
//!
//! Environment variables for AOT executables ([`configuration`]):
//! `STATEPOINT_GC_STRESS=1` (collect and move everything at every `gc_alloc`,
//! `gc_collect` and `gc_safepoint`; the poll flag stays set; an evacuated space
//! is `PROT_NONE` until it becomes to-space again two collections later, so a
//! stale reference faults on first use), `STATEPOINT_GC_VERIFY=1` (after each
//! collection every root and heap reference must be an object start in
//! to-space; evacuated spaces are protected as in stress mode),
//! `STATEPOINT_HEAP_SIZE=<bytes>` (the most bytes of live objects, 4096 to
//! 2^40, rounded down to a multiple of 8; default 1 GiB),
//! `STATEPOINT_GC_STATS=1` (statistics on stderr at exit, with the
//! collector's name and pause percentiles), `STATEPOINT_GC_LOG=<file>` (one
//! JSON line per collection, [`gc_log`]; a file that cannot be created is an
//! error, exit status 2), `STATEPOINT_GC=<collector>` (`semispace`, the
//! default unless `statepoint compile --gc` recorded another, or an MMTk plan:
//! `mmtk-semispace`, `mmtk-gencopy`, `mmtk-immix`, `mmtk-genimmix`,
//! `mmtk-stickyimmix`, `mmtk-concurrentimmix`; stress and verify modes run on
//! `semispace` only).
//! Outside those two modes the semispace heap makes no system call after
//! start-up.
//!
//! Failures print `statepoint-runtime: <message>` on stderr and exit with 2
//! (invalid use: arguments, configuration, stack maps), 3 (out of memory, with
//! the limit) or 4 (a root or heap field that is not a reference).
//!
//! # How a collection finds its roots
//!
//! The entry trampolines of `gc_alloc`/`gc_collect`/`gc_safepoint` capture the
//! caller's RSP and RBP; [`frame_walker`] follows the frame-pointer chain
//! (managed code is compiled with `-frame-pointer=all`), [`call_site_table`]
//! maps each return address to its (base, derived) stack slots in constant
//! time, and [`collector`] relocates `new_base + (old_derived - old_base)`,
//! writing each slot once after computing every new value.
//!
//! Architecture invariants: no dependency on `ir` or `passes`; one mutator
//! thread (another thread calling in is refused with a message); x86-64 Linux
//! only. `unsafe` code lives only in [`mapped_memory`], [`word_slot`],
//! [`machine_stack`], [`mutator_state`], [`linked_sections`],
//! [`entry_points`] and the [`mmtk_binding`] modules that talk to MMTk
//! (`object_model`, `mutator_thread`, `collection`, `active_plan`, `scanning`,
//! `heap`, and the address conversion in its root), each stating the
//! invariant it relies on.

#![deny(unsafe_code)]

#[cfg(not(all(target_arch = "x86_64", target_os = "linux")))]
compile_error!("the statepoint runtime supports x86-64 Linux only");

pub mod allocation_buffer;
pub mod call_site_table;
pub mod collection_reports;
pub mod collector;
pub mod collector_choice;
pub mod configuration;
pub mod deopt_state;
pub mod entry_points;
pub mod fatal_error;
pub mod frame_walker;
pub mod gc_log;
pub mod heap_collector;
pub mod heap_verifier;
pub mod linked_sections;
pub mod machine_stack;
pub mod mapped_memory;
pub mod mmtk_binding;
pub mod mutator_state;
pub mod object_layout;
pub mod object_start_bitmap;
pub mod process_runtime;
pub mod runtime;
pub mod semispace_heap;
pub mod statistics;
pub mod unmanaged_code;
pub mod word_slot;

/// What a C link of `libruntime.a` needs after it (`rustc --print native-static-libs`).
pub const STATIC_LIBRARY_NATIVE_LINK_ARGUMENTS: &[&str] = &[
    "-lgcc_s",
    "-lutil",
    "-lrt",
    "-lpthread",
    "-lm",
    "-ldl",
    "-lc",
];

/// The linker script that exposes the linked `.llvm_stackmaps` section to the runtime.
pub const STACK_MAP_LINKER_SCRIPT: &str = include_str!("../link/statepoint-stackmaps.ld");
