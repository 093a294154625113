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

std::arch::global_asm!(
    ".pushsection .text.statepoint_runtime_deopt_trampolines,\"ax\",@progbits",
    ".globl rt_deopt_frame_count",
    ".type rt_deopt_frame_count,@function",
    ".p2align 4",
    "rt_deopt_frame_count:",
    "mov rdi, rsp",
    "mov rsi, rbp",
    "jmp {frame_count}",
    ".size rt_deopt_frame_count, . - rt_deopt_frame_count",
    ".globl rt_deopt_frame_id",
    ".type rt_deopt_frame_id,@function",
    ".p2align 4",
    "rt_deopt_frame_id:", // rdi = frame
    "mov rsi, 0",
    "mov rdx, rsp",
    "mov rcx, rbp",
    "jmp {frame_fact}",
    ".size rt_deopt_frame_id, . - rt_deopt_frame_id",
    ".globl rt_deopt_frame_return_address",
    ".type rt_deopt_frame_return_address,@function",
    ".p2align 4",
    "rt_deopt_frame_return_address:",
    "mov rsi, 1",
    "mov rdx, rsp",
    "mov rcx, rbp",
    "jmp {frame_fact}",
    ".size rt_deopt_frame_return_address, . - rt_deopt_frame_return_address",
    ".globl rt_deopt_value_count",
    ".type rt_deopt_value_count,@function",
    ".p2align 4",
    "rt_deopt_value_count:",
    "mov rsi, 2",
    "mov rdx, rsp",
    "mov rcx, rbp",
    "jmp {frame_fact}",
    ".size rt_deopt_value_count, . - rt_deopt_value_count",
    ".globl rt_deopt_frame_function",
    ".type rt_deopt_frame_function,@function",
    ".p2align 4",
    "rt_deopt_frame_function:",
    "mov rsi, 3",
    "mov rdx, rsp",
    "mov rcx, rbp",
    "jmp {frame_fact}",
    ".size rt_deopt_frame_function, . - rt_deopt_frame_function",
    ".globl rt_deopt_value",
    ".type rt_deopt_value,@function",
    ".p2align 4",
    "rt_deopt_value:", // rdi = frame, rsi = index
    "mov rdx, 0",
    "mov rcx, rsp",
    "mov r8, rbp",
    "jmp {value}",
    ".size rt_deopt_value, . - rt_deopt_value",
    ".globl rt_deopt_value_size",
    ".type rt_deopt_value_size,@function",
    ".p2align 4",
    "rt_deopt_value_size:",
    "mov rdx, 1",
    "mov rcx, rsp",
    "mov r8, rbp",
    "jmp {value}",
    ".size rt_deopt_value_size, . - rt_deopt_value_size",
    // `__llvm_deoptimize`, which `llvm.experimental.deoptimize` calls: a frame
    // with a frame pointer (so walks go on through it to the deoptimizing
    // frame), then the registered handler with the same arguments. LLVM lowers
    // the call as never returning (a trap follows it), so a handler that
    // returns ends the process with a message.
    ".globl __llvm_deoptimize",
    ".type __llvm_deoptimize,@function",
    ".p2align 4",
    "__llvm_deoptimize:",
    "push rbp",
    "mov rbp, rsp",
    "mov r11, qword ptr [rip + {handler}]",
    "test r11, r11",
    "jz 2f",
    "call r11",
    "call {handler_returned}",
    "2:",
    "call {no_handler}",
    "ud2",
    ".size __llvm_deoptimize, . - __llvm_deoptimize",
    ".popsection",
    frame_count = sym deopt_frame_count_from_entry_frame,
    frame_fact = sym deopt_frame_fact_from_entry_frame,
    value = sym deopt_value_from_entry_frame,
    handler = sym DEOPTIMIZE_HANDLER,
    no_handler = sym report_missing_deoptimize_handler,
    handler_returned = sym report_returning_deoptimize_handler,
);

/// The function `__llvm_deoptimize` calls (`rt_set_deoptimize_handler`); null until set.
static DEOPTIMIZE_HANDLER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Registers `handler`, the function `__llvm_deoptimize` calls with the
/// deoptimize call's arguments: it reads the deopt state with `rt_deopt_*`
/// and must not return (the deoptimized frame cannot be resumed: LLVM lowers
/// the call as never returning), e.g. it finishes the program and exits.
/// Null unregisters.
#[no_mangle]
pub extern "C" fn rt_set_deoptimize_handler(handler: usize) {
    DEOPTIMIZE_HANDLER.store(handler, std::sync::atomic::Ordering::Relaxed);
}

extern "C" fn report_missing_deoptimize_handler() -> ! {
    exit_with_runtime_error(
        RuntimeExitStatus::InvalidUse,
        format_args!(
            "__llvm_deoptimize: a frame deoptimized and no handler is registered (call rt_set_deoptimize_handler first)"
        ),
    )
}

extern "C" fn report_returning_deoptimize_handler() -> ! {
    exit_with_runtime_error(
        RuntimeExitStatus::InvalidUse,
        format_args!(
            "__llvm_deoptimize: the deoptimize handler returned, but a deoptimized frame cannot be resumed (the call never returns): the handler must finish the program"
        ),
    )
}

extern "C" fn deopt_frame_count_from_entry_frame(
    stack_pointer_at_entry: usize,
    caller_frame_pointer: usize,
) -> i64 {
    let entry = entry_frame(stack_pointer_at_entry, caller_frame_pointer);
    with_process_runtime(|runtime| Ok(runtime.deopt_frame_count(entry) as i64))
}

/// `fact`: 0 statepoint ID, 1 return address, 2 value count, 3 function address.
extern "C" fn deopt_frame_fact_from_entry_frame(
    frame: i64,
    fact: u64,
    stack_pointer_at_entry: usize,
    caller_frame_pointer: usize,
) -> i64 {
    let entry = entry_frame(stack_pointer_at_entry, caller_frame_pointer);
    with_process_runtime(|runtime| {
        let facts = runtime.deopt_frame_facts(entry, frame)?;
        Ok(match fact {
            0 => facts.statepoint_id as i64,
            1 => facts.return_address as i64,
            2 => facts.value_count as i64,
            _ => facts.function_address as i64,
        })
    })
}

/// `what`: 0 the value's low 64 bits, 1 its size in bytes.
extern "C" fn deopt_value_from_entry_frame(
    frame: i64,
    index: i64,
    what: u64,
    stack_pointer_at_entry: usize,
    caller_frame_pointer: usize,
) -> i64 {
    let entry = entry_frame(stack_pointer_at_entry, caller_frame_pointer);
    with_process_runtime(|runtime| {
        let value = runtime.deopt_value(entry, frame, index)?;
        Ok(match what {
            0 => value.low_bits() as i64,
            _ => value.bytes.len() as i64,
        })
    })
}

extern "C" {
    fn gc_alloc(reference_count: i64, raw_byte_count: i64) -> u64;
    fn gc_collect();
    fn gc_safepoint();
    fn rt_deopt_frame_count() -> i64;
    fn rt_deopt_frame_id(frame: i64) -> i64;
    fn rt_deopt_frame_return_address(frame: i64) -> i64;
    fn rt_deopt_frame_function(frame: i64) -> i64;
    fn rt_deopt_value_count(frame: i64) -> i64;
    fn rt_deopt_value(frame: i64, index: i64) -> i64;
    fn rt_deopt_value_size(frame: i64, index: i64) -> i64;
    fn __llvm_deoptimize();
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
        "rt_deopt_frame_count" => rt_deopt_frame_count as *const u8,
        "rt_deopt_frame_id" => rt_deopt_frame_id as *const u8,
        "rt_deopt_frame_return_address" => rt_deopt_frame_return_address as *const u8,
        "rt_deopt_frame_function" => rt_deopt_frame_function as *const u8,
        "rt_deopt_value_count" => rt_deopt_value_count as *const u8,
        "rt_deopt_value" => rt_deopt_value as *const u8,
        "rt_deopt_value_size" => rt_deopt_value_size as *const u8,
        "rt_set_deoptimize_handler" => rt_set_deoptimize_handler as *const u8,
        "__llvm_deoptimize" => __llvm_deoptimize as *const u8,
        _ => return None,
    };
    Some(address)
}
