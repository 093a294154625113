//! The C ABI: the functions and the poll flag compiled programs link against.
//!
//! Unsafe code: exported symbols, the entry trampolines, and raw pointers from
//! callers. `gc_alloc`, `gc_collect` and `gc_safepoint` may collect, so each is
//! an assembly trampoline that records RSP at entry (the address of the return
//! address into compiled code) and RBP (the compiled caller's frame pointer),
//! then tail-jumps to Rust with them as extra arguments. The trampolines touch
//! no other register and leave RSP as it was, so the Rust side sees a normal C
//! call; nothing depends on whether Rust itself keeps frame pointers.

#![allow(unsafe_code)]

use crate::allocation_buffer::AllocationBuffer;
use crate::fatal_error::{exit_with_runtime_error, RuntimeExitStatus};
use crate::frame_walker::RuntimeEntryFrame;
use crate::mutator_state::runtime_entry_in_progress;
use crate::process_runtime::{print_line_to_stdout, with_process_runtime};
use crate::unmanaged_code::{enter_unmanaged_code, leave_unmanaged_code};
use crate::word_slot::WordSlot;
use std::sync::atomic::{AtomicI32, AtomicU64};

/// Non-zero while a safepoint is requested; compiled polls read it with a
/// volatile 32-bit load. Set for good in stress mode.
#[no_mangle]
#[allow(non_upper_case_globals)]
pub static gc_poll_flag: AtomicI32 = AtomicI32::new(0);

/// The mutator's allocation buffer, which compiled code bumps inline
/// ([`crate::allocation_buffer`]). One mutator thread is supported today; a
/// second one would make this symbol thread-local.
#[no_mangle]
#[allow(non_upper_case_globals)]
pub static gc_allocation_buffer: AllocationBuffer = AllocationBuffer::empty();

/// The address of the write barrier's side table of unlogged bits
/// (`docs/collectors.md`, "Write barriers"): MMTk's global log-bit table under
/// an MMTk plan, set when the heap starts; 0 under the semispace collector,
/// which needs no barrier.
#[no_mangle]
#[allow(non_upper_case_globals)]
pub static gc_unlogged_bits: AtomicU64 = AtomicU64::new(0);

std::arch::global_asm!(
    ".pushsection .text.statepoint_runtime_entry_trampolines,\"ax\",@progbits",
    ".globl gc_alloc",
    ".type gc_alloc,@function",
    ".p2align 4",
    "gc_alloc:", // rdi = refs, rsi = bytes
    "mov rdx, rsp",
    "mov rcx, rbp",
    "jmp {allocate}",
    ".size gc_alloc, . - gc_alloc",
    ".globl gc_collect",
    ".type gc_collect,@function",
    ".p2align 4",
    "gc_collect:",
    "mov rdi, rsp",
    "mov rsi, rbp",
    "jmp {collect}",
    ".size gc_collect, . - gc_collect",
    ".globl gc_safepoint",
    ".type gc_safepoint,@function",
    ".p2align 4",
    "gc_safepoint:",
    "mov rdi, rsp",
    "mov rsi, rbp",
    "jmp {safepoint}",
    ".size gc_safepoint, . - gc_safepoint",
    ".popsection",
    allocate = sym allocate_from_entry_frame,
    collect = sym collect_from_entry_frame,
    safepoint = sym safepoint_from_entry_frame,
);

fn entry_frame(stack_pointer_at_entry: usize, caller_frame_pointer: usize) -> RuntimeEntryFrame {
    RuntimeEntryFrame {
        stack_pointer_at_entry,
        caller_frame_pointer,
    }
}

extern "C" fn allocate_from_entry_frame(
    requested_reference_count: i64,
    requested_raw_byte_count: i64,
    stack_pointer_at_entry: usize,
    caller_frame_pointer: usize,
) -> u64 {
    let entry = entry_frame(stack_pointer_at_entry, caller_frame_pointer);
    with_process_runtime(|runtime| {
        runtime.allocate(requested_reference_count, requested_raw_byte_count, entry)
    })
}

extern "C" fn collect_from_entry_frame(stack_pointer_at_entry: usize, caller_frame_pointer: usize) {
    let entry = entry_frame(stack_pointer_at_entry, caller_frame_pointer);
    with_process_runtime(|runtime| runtime.collect(entry, 0))
}

extern "C" fn safepoint_from_entry_frame(
    stack_pointer_at_entry: usize,
    caller_frame_pointer: usize,
) {
    let entry = entry_frame(stack_pointer_at_entry, caller_frame_pointer);
    with_process_runtime(|runtime| runtime.safepoint(entry))
}

/// Marks the mutator thread as running unmanaged code (GC transition; see
/// [`crate::unmanaged_code`]). Entering twice ends the process.
#[no_mangle]
pub extern "C" fn rt_enter_unmanaged_code() {
    if let Err(misuse) = enter_unmanaged_code() {
        exit_with_runtime_error(RuntimeExitStatus::InvalidUse, format_args!("{misuse}"));
    }
}

/// Returns the mutator thread to managed code, waiting while a collection
/// runs. Leaving without entering ends the process.
#[no_mangle]
pub extern "C" fn rt_leave_unmanaged_code() {
    if let Err(misuse) = leave_unmanaged_code(runtime_entry_in_progress) {
        exit_with_runtime_error(RuntimeExitStatus::InvalidUse, format_args!("{misuse}"));
    }
}

/// Prints `value` in decimal and a newline to stdout.
#[no_mangle]
pub extern "C" fn rt_print_i64(value: i64) {
    print_line_to_stdout(value.to_string().as_bytes());
}

/// Prints the raw bytes of the object `reference` and a newline (an empty line
/// for null); anything else is reported and ends the process.
#[no_mangle]
pub extern "C" fn rt_print_str(reference: u64) {
    with_process_runtime(|runtime| {
        runtime
            .printable_raw_bytes(reference)
            .map(print_line_to_stdout)
    })
}

/// The write barrier's slow path (a GC-leaf: never collects): remembers
/// `object`, whose unlogged bit compiled code found set before storing a
/// reference into it.
#[no_mangle]
pub extern "C" fn gc_write_barrier_slow(object: u64) {
    with_process_runtime(|runtime| {
        runtime.remember_for_write_barrier(object);
        Ok(())
    })
}

/// Registers a `.llvm_stackmaps` section (one or more concatenated blobs)
/// whose function addresses are final. A malformed or unsupported map ends
/// the process with a message.
///
/// # Safety
/// `bytes` must point at `length` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn rt_register_stack_map(bytes: *const u8, length: usize) {
    // SAFETY: the caller's contract.
    let section = unsafe { std::slice::from_raw_parts(bytes, length) };
    with_process_runtime(|runtime| runtime.register_stack_map_section(section).map(drop))
}

/// Registers `count` globals that hold references: `global_addresses[i]` is the
/// address of one `ptr addrspace(1)` global.
///
/// # Safety
/// `global_addresses` must point at `count` addresses, each of an 8-byte
/// aligned, writable global that lives until the process exits.
#[no_mangle]
pub unsafe extern "C" fn rt_register_global_roots(global_addresses: *const *mut u64, count: usize) {
    // SAFETY: the caller's contract.
    let addresses = unsafe { std::slice::from_raw_parts(global_addresses, count) };
    // SAFETY: each address names a live, aligned, writable global (contract).
    let slots: Vec<WordSlot> = addresses
        .iter()
        .map(|&address| unsafe { WordSlot::new(address as usize) })
        .collect();
    with_process_runtime(|runtime| {
        runtime.register_global_roots(slots);
        Ok(())
    })
}

extern "C" {
    fn gc_alloc(reference_count: i64, raw_byte_count: i64) -> u64;
    fn gc_collect();
    fn gc_safepoint();
}

/// The address of the runtime ABI symbol `name` (functions and `gc_poll_flag`),
/// for hosts that link compiled code themselves (a JIT); `None` for any other name.
pub fn exported_symbol_address(name: &str) -> Option<*const u8> {
    let address = match name {
        "gc_alloc" => gc_alloc as *const u8,
        "gc_collect" => gc_collect as *const u8,
        "gc_safepoint" => gc_safepoint as *const u8,
        "gc_poll_flag" => std::ptr::addr_of!(gc_poll_flag) as *const u8,
        "gc_allocation_buffer" => std::ptr::addr_of!(gc_allocation_buffer) as *const u8,
        "gc_unlogged_bits" => std::ptr::addr_of!(gc_unlogged_bits) as *const u8,
        "gc_write_barrier_slow" => gc_write_barrier_slow as *const u8,
        "rt_print_i64" => rt_print_i64 as *const u8,
        "rt_print_str" => rt_print_str as *const u8,
        "rt_enter_unmanaged_code" => rt_enter_unmanaged_code as *const u8,
        "rt_leave_unmanaged_code" => rt_leave_unmanaged_code as *const u8,
        "rt_register_stack_map" => rt_register_stack_map as *const u8,
        "rt_register_global_roots" => rt_register_global_roots as *const u8,
        _ => return None,
    };
    Some(address)
}
