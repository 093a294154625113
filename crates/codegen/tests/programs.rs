//! File tests: every `tests/programs/*.ll` is compiled in process and run.
//!
//! A program declares what it must print with `; EXPECT-STDOUT: <line>` lines
//! and its `main` result with `; EXPECT-EXIT: <n>`. The tests provide their own
//! `rt_print_i64` (appending to a per-thread buffer) and `test_move_objects`, a
//! stand-in collector: called through a statepoint, it finds its caller's
//! stack map record by return address and adds 4096 to every base and derived
//! slot, exactly what a moving collector does; a program that prints a
//! relocated pointer's difference to the original shows the relocation
//! reached the code after the call. `test_throw` unwinds instead of
//! returning: it moves the objects of its caller's record (if any) and resumes
//! at the landing pad of the invoke that called it (from
//! `JitProgram::landing_pads`) with the payload ([`THROWN_OBJECT`],
//! [`THROWN_SELECTOR`]), as an unwinder would, so the exceptional paths run
//! too. `test_deopt_value` moves its caller's objects and returns the first
//! deopt value of its record as it is then; `__llvm_deoptimize(x)` returns
//! `x * 100` plus its caller's first deopt value. No runtime and no LLVM are
//! needed.

use std::cell::RefCell;
use std::path::Path;

thread_local! {
    static PRINTED: RefCell<String> = const { RefCell::new(String::new()) };
    static STACK_MAP: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// (return address, landing pad) of every invoke of the running program.
    static LANDING_PADS: RefCell<Vec<(usize, usize)>> = const { RefCell::new(Vec::new()) };
}

extern "C" fn rt_print_i64(value: i64) {
    PRINTED.with(|printed| printed.borrow_mut().push_str(&format!("{value}\n")));
}

/// What the stand-in collector adds to every relocated pointer.
const SIMULATED_MOVE_DISTANCE: u64 = 4096;

/// The exception object `test_throw` hands the landing pad.
const THROWN_OBJECT: u32 = 4660;
/// The selector `test_throw` hands the landing pad.
const THROWN_SELECTOR: u32 = 7;

/// Entry: RSP points at the return address, so the caller's RSP at the call is RSP + 8.
#[unsafe(naked)]
extern "C" fn test_move_objects() {
    core::arch::naked_asm!(
        "mov rdi, rsp",
        "sub rsp, 8",
        "call {relocate}",
        "add rsp, 8",
        "ret",
        relocate = sym move_objects_at_statepoint,
    )
}

/// Returns to the caller's landing pad instead of its return address: RSP as
/// after a return, RBP untouched (the caller's), the payload in RAX and RDX.
#[unsafe(naked)]
extern "C" fn test_throw() {
    core::arch::naked_asm!(
        "mov rdi, rsp",
        "sub rsp, 8",
        "call {unwind}",
        "add rsp, 16",
        "mov rcx, rax",
        "mov eax, {object}",
        "mov edx, {selector}",
        "jmp rcx",
        unwind = sym landing_pad_of_caller,
        object = const THROWN_OBJECT,
        selector = const THROWN_SELECTOR,
    )
}

/// Moves the caller's objects (as [`test_move_objects`]), then returns the
/// value of its record's first deopt location as it is now.
#[unsafe(naked)]
extern "C" fn test_deopt_value() -> u64 {
    core::arch::naked_asm!(
        "mov rdi, rsp",
        "sub rsp, 8",
        "call {read}",
        "add rsp, 8",
        "ret",
        read = sym deopt_value_after_move,
    )
}

/// Stands in for a runtime's `__llvm_deoptimize(i64)`: returns its argument
/// times 100 plus the first deopt value of the caller's record (a constant).
#[unsafe(naked)]
extern "C" fn test_llvm_deoptimize(value: u64) -> u64 {
    core::arch::naked_asm!(
        "mov rsi, rdi",
        "mov rdi, rsp",
        "sub rsp, 8",
        "call {read}",
        "add rsp, 8",
        "ret",
        read = sym deoptimize_with_caller_state,
    )
}

extern "C" fn deopt_value_after_move(stack_pointer_at_entry: usize) -> u64 {
    assert!(
        move_objects_of_caller(stack_pointer_at_entry),
        "a record at the statepoint's return address"
    );
    first_deopt_value_of_caller(stack_pointer_at_entry, |_| {})
}

extern "C" fn deoptimize_with_caller_state(stack_pointer_at_entry: usize, value: u64) -> u64 {
    let deopt_value = first_deopt_value_of_caller(stack_pointer_at_entry, |record| {
        assert_eq!(record.id, 0xABCD_EF0F, "the deopt bundle's default ID");
    });
    value * 100 + deopt_value
}

/// The current value of the first deopt location of the caller's record,
/// which `check` sees first.
fn first_deopt_value_of_caller(
    stack_pointer_at_entry: usize,
    check: impl FnOnce(&stackmap::Record),
) -> u64 {
    // SAFETY: the naked entry passed its RSP, which points at the return address.
    let return_address = unsafe { *(stack_pointer_at_entry as *const u64) };
    let caller_stack_pointer = stack_pointer_at_entry + 8;
    STACK_MAP.with(|bytes| {
        let map = stackmap::parse(&bytes.borrow()).expect("our stack map parses");
        let sites = map.call_sites().expect("consistent stack map");
        let (_, record, _) = sites
            .iter()
            .find(|(address, _, _)| *address == return_address)
            .expect("a record at the call's return address");
        check(record);
        let view = record
            .statepoint(&map.constants)
            .expect("a statepoint record");
        let location = view.deopt.first().expect("a deopt location");
        match location.constant_value(&map.constants) {
            Some(value) => value,
            None => {
                assert_eq!(location.kind, stackmap::LocationKind::Indirect);
                assert_eq!(location.dwarf_reg, 7, "RSP-relative");
                let slot = caller_stack_pointer as i64 + i64::from(location.offset_or_constant);
                // SAFETY: the stack map says this is a live spill slot of the caller's frame.
                unsafe { *(slot as *const u64) }
            }
        }
    })
}

extern "C" fn move_objects_at_statepoint(stack_pointer_at_entry: usize) {
    assert!(
        move_objects_of_caller(stack_pointer_at_entry),
        "a record at the statepoint's return address"
    );
}

extern "C" fn landing_pad_of_caller(stack_pointer_at_entry: usize) -> usize {
    move_objects_of_caller(stack_pointer_at_entry);
    // SAFETY: the naked entry passed its RSP, which points at the return address.
    let return_address = unsafe { *(stack_pointer_at_entry as *const usize) };
    LANDING_PADS.with(|pads| {
        pads.borrow()
            .iter()
            .find(|(call, _)| *call == return_address)
            .map(|&(_, pad)| pad)
            .expect("test_throw is called by an invoke")
    })
}

/// Adds [`SIMULATED_MOVE_DISTANCE`] to every base and derived slot of the
/// caller's stack map record; false when the caller has no record at this call.
fn move_objects_of_caller(stack_pointer_at_entry: usize) -> bool {
    // SAFETY: the naked entry passed its RSP, which points at the return address.
    let return_address = unsafe { *(stack_pointer_at_entry as *const u64) };
    let caller_stack_pointer = stack_pointer_at_entry + 8;
    STACK_MAP.with(|bytes| {
        let map = stackmap::parse(&bytes.borrow()).expect("our stack map parses");
        let sites = map.call_sites().expect("consistent stack map");
        let Some((_, record, _)) = sites
            .iter()
            .find(|(address, _, _)| *address == return_address)
        else {
            return false;
        };
        let view = record
            .statepoint(&map.constants)
            .expect("a statepoint record");
        let mut slots: Vec<i32> = Vec::new();
        for (base, derived) in &view.gc_pairs {
            for location in [base, derived] {
                assert_eq!(location.kind, stackmap::LocationKind::Indirect);
                assert_eq!(location.dwarf_reg, 7, "RSP-relative");
                if !slots.contains(&location.offset_or_constant) {
                    slots.push(location.offset_or_constant);
                }
            }
        }
        for offset in slots {
            let slot = (caller_stack_pointer as i64 + i64::from(offset)) as *mut u64;
            // SAFETY: the stack map says this is a live spill slot of the caller's frame.
            unsafe { *slot += SIMULATED_MOVE_DISTANCE };
        }
        true
    })
}

fn resolve_test_symbol(name: &str) -> Option<*const u8> {
    match name {
        "rt_print_i64" => Some(rt_print_i64 as *const u8),
        "test_move_objects" => Some(test_move_objects as *const u8),
        "test_throw" => Some(test_throw as *const u8),
        "test_deopt_value" => Some(test_deopt_value as *const u8),
        "__llvm_deoptimize" => Some(test_llvm_deoptimize as *const u8),
        _ => None,
    }
}

fn run_program(path: &Path) -> Result<(), String> {
    let source = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let expected_stdout: String = source
        .lines()
        .filter_map(|line| line.strip_prefix("; EXPECT-STDOUT: "))
        .map(|line| format!("{line}\n"))
        .collect();
    let expected_exit: Option<i64> = source
        .lines()
        .find_map(|line| line.strip_prefix("; EXPECT-EXIT: "))
        .map(|n| n.trim().parse().expect("EXPECT-EXIT takes an integer"));
    let module = ir::parse_module(&source).map_err(|d| format!("{d:?}"))?;
    let program = codegen::JitProgram::compile(&module, Box::new(resolve_test_symbol))
        .map_err(|e| e.to_string())?;
    STACK_MAP.with(|map| *map.borrow_mut() = program.stack_map_section().to_vec());
    LANDING_PADS.with(|pads| *pads.borrow_mut() = program.landing_pads());
    PRINTED.with(|printed| printed.borrow_mut().clear());
    let result = program
        .call_integer_entry_point("main")
        .map_err(|e| e.to_string())?;
    let printed = PRINTED.with(|printed| printed.borrow().clone());
    if printed != expected_stdout {
        return Err(format!("printed:\n{printed}expected:\n{expected_stdout}"));
    }
    if let Some(expected) = expected_exit {
        if expected != result {
            return Err(format!("main returned {result}, expected {expected}"));
        }
    }
    Ok(())
}

#[test]
fn every_program_prints_its_expected_output() {
    let directory = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut paths: Vec<_> = std::fs::read_dir(&directory)
        .expect("tests/programs exists")
        .map(|entry| entry.expect("readable").path())
        .filter(|path| path.extension().is_some_and(|e| e == "ll"))
        .collect();
    paths.sort();
    let failures: Vec<String> = paths
        .iter()
        .filter_map(|path| {
            run_program(path)
                .err()
                .map(|error| format!("{}: {error}", path.display()))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(!paths.is_empty());
}

/// The NOP encodings Cranelift uses on x86-64 (1 and 5 bytes).
const X86_64_NOPS: [&[u8]; 2] = [&[0x90], &[0x0f, 0x1f, 0x44, 0x00, 0x00]];

#[test]
fn the_patch_bytes_before_each_record_are_whole_nops() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/patch-bytes.ll");
    let module = ir::parse_module(&std::fs::read_to_string(path).unwrap()).unwrap();
    let program = codegen::JitProgram::compile(&module, Box::new(resolve_test_symbol)).unwrap();
    let map = stackmap::parse(program.stack_map_section()).unwrap();
    let mut checked = Vec::new();
    for (return_address, record, _) in map.call_sites().unwrap() {
        // In patch-bytes.ll each statepoint's ID is its number of patch bytes.
        let patch_bytes = record.id as usize;
        // SAFETY: the record's address is inside the compiled `main`, which
        // starts more than `patch_bytes` bytes before it and stays mapped.
        let region = unsafe {
            std::slice::from_raw_parts(
                (return_address as usize - patch_bytes) as *const u8,
                patch_bytes,
            )
        };
        let mut rest = region;
        while !rest.is_empty() {
            let nop = X86_64_NOPS
                .iter()
                .find(|nop| rest.starts_with(nop))
                .unwrap_or_else(|| panic!("statepoint {}: not NOPs: {region:02x?}", record.id));
            rest = &rest[nop.len()..];
        }
        checked.push(record.id);
    }
    checked.sort();
    assert_eq!(checked, [3, 16, 37]);
}

#[test]
fn a_global_aligned_to_the_page_is_placed_so_and_one_beyond_it_is_refused() {
    let program = |align: u64| {
        format!(
            "@g = global i64 7, align {align}\n\
             define i64 @main() {{\n  %a = ptrtoint ptr @g to i64\n  %low = urem i64 %a, {align}\n  ret i64 %low\n}}\n"
        )
    };
    let page_aligned = ir::parse_module(&program(4096)).unwrap();
    let compiled =
        codegen::JitProgram::compile(&page_aligned, Box::new(resolve_test_symbol)).unwrap();
    assert_eq!(compiled.call_integer_entry_point("main").unwrap(), 0);

    let beyond = ir::parse_module(&program(8192)).unwrap();
    let error = codegen::JitProgram::compile(&beyond, Box::new(resolve_test_symbol))
        .err()
        .expect("refused")
        .to_string();
    assert!(
        error.contains("@g aligned to 8192 bytes"),
        "unexpected error: {error}"
    );
}
