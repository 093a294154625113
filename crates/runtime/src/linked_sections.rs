//! Roots the static linker gathers for AOT executables.
//!
//! * Stack maps: the linker script [`crate::STACK_MAP_LINKER_SCRIPT`] brackets
//!   the linked `.llvm_stackmaps` section (every object's blob, concatenated)
//!   with `__statepoint_stackmaps_start` / `__statepoint_stackmaps_end`.
//! * Global roots: each entry of a section named `statepoint_global_roots` is the
//!   address of a `ptr addrspace(1)` global; the linker defines the usual
//!   `__start_`/`__stop_` symbols for it.
//! * The compiled-for collector: `statepoint compile --gc=<collector>` defines
//!   [`COMPILED_COLLECTOR_SYMBOL`], a NUL-terminated collector name.
//!
//! Unsafe code: weak references to those symbols (assembly, since stable Rust
//! has no weak linkage; an absent symbol reads as 0) and reading the memory
//! between them, which the linker guarantees is the section's contents.

#![allow(unsafe_code)]

use crate::word_slot::WordSlot;

std::arch::global_asm!(
    ".pushsection .data.rel.ro.statepoint_runtime_linked_sections,\"aw\",@progbits",
    ".p2align 3",
    ".globl statepoint_runtime_linked_section_bounds",
    ".hidden statepoint_runtime_linked_section_bounds",
    "statepoint_runtime_linked_section_bounds:",
    ".quad __statepoint_stackmaps_start",
    ".quad __statepoint_stackmaps_end",
    ".quad __start_statepoint_global_roots",
    ".quad __stop_statepoint_global_roots",
    ".quad statepoint_compiled_collector",
    ".popsection",
    ".weak __statepoint_stackmaps_start",
    ".weak __statepoint_stackmaps_end",
    ".weak __start_statepoint_global_roots",
    ".weak __stop_statepoint_global_roots",
    ".weak statepoint_compiled_collector",
);

/// The global naming the collector an executable was compiled for.
pub const COMPILED_COLLECTOR_SYMBOL: &str = "statepoint_compiled_collector";

extern "C" {
    static statepoint_runtime_linked_section_bounds: [usize; 5];
}

fn section_bounds(index: usize) -> Option<std::ops::Range<usize>> {
    // SAFETY: the table is initialized data defined above.
    let bounds = unsafe { statepoint_runtime_linked_section_bounds };
    let (start, end) = (bounds[index], bounds[index + 1]);
    (start != 0 && start <= end).then_some(start..end)
}

/// The linked `.llvm_stackmaps` section, if the executable was linked with the script.
pub fn linked_stack_map_section() -> Option<&'static [u8]> {
    let range = section_bounds(0)?;
    // SAFETY: the linker placed the section's bytes between the two symbols;
    // they are read-only data for the life of the process.
    Some(unsafe { std::slice::from_raw_parts(range.start as *const u8, range.len()) })
}

/// The globals listed in the `statepoint_global_roots` section.
pub fn linked_global_root_slots() -> Vec<WordSlot> {
    let Some(range) = section_bounds(2) else {
        return Vec::new();
    };
    (range.start..range.end)
        .step_by(std::mem::size_of::<usize>())
        .map(|entry| {
            // SAFETY: each entry is an address-sized word of the section, and
            // names a writable, aligned global that lives as long as the process.
            unsafe { WordSlot::new(std::ptr::read(entry as *const usize)) }
        })
        .collect()
}

/// The collector name `statepoint compile --gc` recorded, if any (lossy UTF-8).
pub fn compiled_collector_name() -> Option<String> {
    // SAFETY: the table is initialized data defined above.
    let address = unsafe { statepoint_runtime_linked_section_bounds }[4];
    if address == 0 {
        return None;
    }
    // SAFETY: a non-zero address is the definition `compile` wrote: a
    // NUL-terminated constant array that lives as long as the process.
    let name = unsafe { std::ffi::CStr::from_ptr(address as *const std::ffi::c_char) };
    Some(name.to_string_lossy().into_owned())
}
