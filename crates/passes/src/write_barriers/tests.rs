use super::*;
use crate::barrier_checker::check_module;
use crate::prepare_for_execution::{prepare_for_execution, ExecutionPreparation};

/// `text` with its barriers inserted: the printed module (verified, and
/// checked by the barrier checker) and the counts.
fn with_barriers(text: &str) -> (String, BarrierCounts) {
    let mut module = ir::parse_module(text).expect("test module parses");
    assert!(
        ir::verifier::verify_module(&module).is_ok(),
        "invalid test input"
    );
    let disabled = DisabledLibraryFunctions::default();
    let counts = insert_write_barriers(&mut module, &disabled).expect("barriers are inserted");
    let printed = ir::printer::print_module(&module);
    let reparsed = ir::parse_module(&printed).expect("the output parses");
    if let Err(errors) = ir::verifier::verify_module(&reparsed) {
        panic!("the pass broke the module: {errors:?}\n{printed}");
    }
    let uncovered = check_module(&reparsed, &disabled);
    assert!(uncovered.is_empty(), "{uncovered:?}\n{printed}");
    (printed, counts)
}

fn error_of(text: &str) -> String {
    let mut module = ir::parse_module(text).expect("test module parses");
    insert_write_barriers(&mut module, &DisabledLibraryFunctions::default())
        .expect_err("the pass refuses the module")
        .to_string()
}

fn counts(inserted: usize, elided: usize, not_into_objects: usize) -> BarrierCounts {
    BarrierCounts {
        inserted,
        elided,
        not_into_objects,
        shared: 0,
    }
}

const DECLARATIONS: &str = r#"
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @may_collect()
declare void @leaf() "gc-leaf-function"
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memmove.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
"#;

fn program(body: &str) -> String {
    format!("{DECLARATIONS}{body}")
}

#[test]
fn a_store_into_an_object_gets_the_barrier_on_the_object_right_before_it() {
    let (printed, counted) = with_barriers(&program(
        r#"
define void @f(ptr addrspace(1) %object, ptr addrspace(1) %value) gc "statepoint-example" {
entry:
  %field = getelementptr i8, ptr addrspace(1) %object, i64 16
  store ptr addrspace(1) %value, ptr addrspace(1) %field, align 8
  ret void
}
"#,
    ));
    assert_eq!(counted, counts(1, 0, 0));
    for expected in [
        "@gc_unlogged_bits = external global i64",
        "declare void @gc_write_barrier_slow(ptr addrspace(1)) #",
        "  %barrier.address = ptrtoint ptr addrspace(1) %object to i64
  %barrier.table = load i64, ptr @gc_unlogged_bits, align 8
  %barrier.byte.index = lshr i64 %barrier.address, 6
  %barrier.byte.address = add i64 %barrier.table, %barrier.byte.index
  %barrier.byte.pointer = inttoptr i64 %barrier.byte.address to ptr
  %barrier.byte = load i8, ptr %barrier.byte.pointer, align 1
  %barrier.word.index = lshr i64 %barrier.address, 3
  %barrier.word.bits = trunc i64 %barrier.word.index to i8
  %barrier.bit.index = and i8 %barrier.word.bits, 7
  %barrier.shifted = lshr i8 %barrier.byte, %barrier.bit.index
  %barrier.bit = and i8 %barrier.shifted, 1
  %barrier.unlogged = icmp ne i8 %barrier.bit, 0
  br i1 %barrier.unlogged, label %barrier.log, label %barrier.store

barrier.log:                                      ; preds = %entry
  call void @gc_write_barrier_slow(ptr addrspace(1) %object) #",
        "barrier.store:                                    ; preds = %barrier.log, %entry
  store ptr addrspace(1) %value, ptr addrspace(1) %field, align 8
  ret void",
    ] {
        assert!(
            printed.contains(expected),
            "missing `{expected}` in:\n{printed}"
        );
    }
    assert!(
        printed.contains("attributes #0 = { \"gc-leaf-function\" }"),
        "{printed}"
    );
}

#[test]
fn every_kind_of_reference_store_into_the_heap_gets_a_barrier() {
    let (printed, counted) = with_barriers(&program(
        r#"
define void @f(ptr addrspace(1) %o, ptr addrspace(1) %v, ptr %raw) gc "statepoint-example" {
entry:
  store atomic ptr addrspace(1) %v, ptr addrspace(1) %o release, align 8
  call void @may_collect()
  %old = cmpxchg ptr addrspace(1) %o, ptr addrspace(1) null, ptr addrspace(1) %v seq_cst seq_cst
  call void @may_collect()
  %was = atomicrmw xchg ptr addrspace(1) %o, ptr addrspace(1) %v seq_cst
  %pair = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %v, i32 0
  call void @may_collect()
  store <2 x ptr addrspace(1)> %pair, ptr addrspace(1) %o
  %record = insertvalue { i64, ptr addrspace(1) } poison, ptr addrspace(1) %v, 1
  call void @may_collect()
  store { i64, ptr addrspace(1) } %record, ptr addrspace(1) %o
  call void @may_collect()
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %o, ptr addrspace(1) %v, i64 16, i1 false)
  call void @may_collect()
  call void @llvm.memmove.p1.p0.i64(ptr addrspace(1) %o, ptr %raw, i64 16, i1 false)
  ret void
}
"#,
    ));
    assert_eq!(counted, counts(7, 0, 0), "{printed}");
    assert_eq!(
        printed
            .matches("call void @gc_write_barrier_slow(ptr addrspace(1) %o)")
            .count(),
        7
    );
}

#[test]
fn stores_of_no_reference_or_outside_the_heap_get_none() {
    let (printed, counted) = with_barriers(&program(
        r#"
@root = global ptr addrspace(1) null
define void @f(ptr addrspace(1) %o, ptr addrspace(1) %v, ptr %raw) gc "statepoint-example" {
entry:
  %slot = alloca ptr addrspace(1)
  store ptr addrspace(1) %v, ptr %slot
  store ptr addrspace(1) %v, ptr @root
  store ptr addrspace(1) %v, ptr %raw
  store i64 7, ptr addrspace(1) %o
  %rmw = atomicrmw add ptr addrspace(1) %o, i64 1 seq_cst
  call void @llvm.memcpy.p0.p1.i64(ptr %raw, ptr addrspace(1) %o, i64 16, i1 false)
  %heap_slot = addrspacecast ptr %slot to ptr addrspace(1)
  store ptr addrspace(1) %v, ptr addrspace(1) %heap_slot
  store ptr addrspace(1) %v, ptr addrspace(1) null
  ret void
}
"#,
    ));
    assert_eq!(counted, counts(0, 0, 2), "{printed}");
    assert!(!printed.contains("gc_unlogged_bits"), "{printed}");
}

#[test]
fn later_stores_into_the_same_object_share_its_barrier_until_a_possible_collection() {
    let (printed, counted) = with_barriers(&program(
        r#"
define void @f(ptr addrspace(1) %o, ptr addrspace(1) %other, ptr addrspace(1) %v) gc "statepoint-example" {
entry:
  %first = getelementptr i8, ptr addrspace(1) %o, i64 8
  store ptr addrspace(1) %v, ptr addrspace(1) %first
  %second = getelementptr i8, ptr addrspace(1) %o, i64 16
  store ptr addrspace(1) %v, ptr addrspace(1) %second
  call void @leaf()
  store ptr addrspace(1) %v, ptr addrspace(1) %o
  call void @may_collect()
  store ptr addrspace(1) %v, ptr addrspace(1) %first
  store ptr addrspace(1) %v, ptr addrspace(1) %other
  store ptr addrspace(1) %v, ptr addrspace(1) %second
  ret void
}
"#,
    ));
    // %o's first barrier covers the next two stores; the collection forbids
    // it for the fourth; the store into %other starts another barrier's block.
    assert_eq!(
        counted,
        BarrierCounts {
            inserted: 4,
            shared: 2,
            ..BarrierCounts::default()
        },
        "{printed}"
    );
}

#[test]
fn a_store_into_a_fresh_allocation_needs_no_barrier() {
    let (printed, counted) = with_barriers(&program(
        r#"
define ptr addrspace(1) @f(ptr addrspace(1) %v) gc "statepoint-example" {
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 2, i64 0)
  %first = getelementptr i8, ptr addrspace(1) %object, i64 8
  store ptr addrspace(1) %v, ptr addrspace(1) %first
  call void @leaf()
  %second = getelementptr i8, ptr addrspace(1) %object, i64 16
  store ptr addrspace(1) %v, ptr addrspace(1) %second
  ret ptr addrspace(1) %object
}
"#,
    ));
    assert_eq!(counted, counts(0, 2, 0), "{printed}");
}

#[test]
fn a_possible_collection_between_allocation_and_store_forbids_elision() {
    let (printed, counted) = with_barriers(&program(
        r#"
define ptr addrspace(1) @f(ptr addrspace(1) %v) gc "statepoint-example" {
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 2, i64 0)
  call void @may_collect()
  %first = getelementptr i8, ptr addrspace(1) %object, i64 8
  store ptr addrspace(1) %v, ptr addrspace(1) %first
  ret ptr addrspace(1) %object
}
"#,
    ));
    assert_eq!(counted, counts(1, 0, 0), "{printed}");
    assert!(printed.contains("ptrtoint ptr addrspace(1) %object to i64"));
}

#[test]
fn elision_needs_every_path_free_of_collections() {
    let (printed, counted) = with_barriers(&program(
        r#"
define ptr addrspace(1) @f(i1 %c, ptr addrspace(1) %v) gc "statepoint-example" {
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 2, i64 0)
  br i1 %c, label %collecting, label %join
collecting:
  call void @may_collect()
  br label %join
join:
  store ptr addrspace(1) %v, ptr addrspace(1) %object
  br label %loop
loop:
  %i = phi i64 [ 0, %join ], [ %next, %loop ]
  %fresh = call ptr addrspace(1) @gc_alloc(i64 1, i64 0)
  store ptr addrspace(1) %v, ptr addrspace(1) %fresh
  store ptr addrspace(1) %fresh, ptr addrspace(1) %object
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, 10
  br i1 %done, label %exit, label %loop
exit:
  ret ptr addrspace(1) %object
}
"#,
    ));
    // The store in `join` and the store into %object in the loop (allocations
    // happened since) need barriers; the store into the loop's own allocation does not.
    assert_eq!(counted, counts(2, 1, 0), "{printed}");
}

#[test]
fn the_inline_allocation_fast_path_counts_as_an_allocation() {
    let (printed, counted) = with_barriers(&program(
        r#"
@gc_allocation_buffer = external global { i64, i64 }
define ptr addrspace(1) @f(ptr addrspace(1) %v) gc "statepoint-example" {
entry:
  %cursor = load i64, ptr @gc_allocation_buffer
  %limit = load i64, ptr getelementptr inbounds (i8, ptr @gc_allocation_buffer, i64 8)
  %end = add nuw i64 %cursor, 24
  %fits = icmp ule i64 %end, %limit
  br i1 %fits, label %fast, label %slow
fast:
  store i64 %end, ptr @gc_allocation_buffer
  %object = inttoptr i64 %cursor to ptr addrspace(1)
  store i64 2, ptr addrspace(1) %object
  br label %join
slow:
  %slow.object = call ptr addrspace(1) @gc_alloc(i64 2, i64 0)
  br label %join
join:
  %new = phi ptr addrspace(1) [ %object, %fast ], [ %slow.object, %slow ]
  %field = getelementptr i8, ptr addrspace(1) %new, i64 8
  store ptr addrspace(1) %v, ptr addrspace(1) %field
  ret ptr addrspace(1) %new
}
"#,
    ));
    assert_eq!(counted, counts(0, 1, 0), "{printed}");
}

#[test]
fn the_object_of_a_merged_address_is_its_base_phi_or_select() {
    let (printed, counted) = with_barriers(&program(
        r#"
define void @f(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %v) gc "statepoint-example" {
entry:
  %first_a = getelementptr i8, ptr addrspace(1) %a, i64 8
  %first_b = getelementptr i8, ptr addrspace(1) %b, i64 8
  br i1 %c, label %left, label %right
left:
  %in_a = getelementptr i8, ptr addrspace(1) %a, i64 8
  br label %merge
right:
  %in_b = getelementptr i8, ptr addrspace(1) %b, i64 16
  br label %merge
merge:
  %field = phi ptr addrspace(1) [ %in_a, %left ], [ %in_b, %right ]
  store ptr addrspace(1) %v, ptr addrspace(1) %field
  %chosen = select i1 %c, ptr addrspace(1) %first_a, ptr addrspace(1) %first_b
  %deeper = getelementptr i8, ptr addrspace(1) %chosen, i64 8
  store ptr addrspace(1) %v, ptr addrspace(1) %deeper
  ret void
}
"#,
    ));
    assert_eq!(counted, counts(2, 0, 0), "{printed}");
    for expected in [
        "%field.base = phi ptr addrspace(1) [ %a, %left ], [ %b, %right ], !is_base_value !0",
        "ptrtoint ptr addrspace(1) %field.base to i64",
        "%chosen.base = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b, !is_base_value !0",
        "call void @gc_write_barrier_slow(ptr addrspace(1) %chosen.base)",
    ] {
        assert!(
            printed.contains(expected),
            "missing `{expected}` in:\n{printed}"
        );
    }
}

#[test]
fn a_loop_walking_one_object_has_that_object_as_base() {
    let (printed, counted) = with_barriers(&program(
        r#"
define void @f(ptr addrspace(1) %array, ptr addrspace(1) %v) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %slot = phi ptr addrspace(1) [ %array, %entry ], [ %next, %loop ]
  store ptr addrspace(1) %v, ptr addrspace(1) %slot
  %next = getelementptr i8, ptr addrspace(1) %slot, i64 8
  call void @may_collect()
  br label %loop
}
"#,
    ));
    assert_eq!(counted, counts(1, 0, 0));
    assert!(
        printed.contains("ptrtoint ptr addrspace(1) %array to i64"),
        "{printed}"
    );
    // The successor's phi names the block that now ends the loop.
    assert!(
        printed
            .contains("%slot = phi ptr addrspace(1) [ %array, %entry ], [ %next, %barrier.store ]"),
        "{printed}"
    );
}

#[test]
fn runtime_names_used_otherwise_are_refused_only_when_a_barrier_needs_them() {
    let store = r#"
define void @f(ptr addrspace(1) %o, ptr addrspace(1) %v) gc "statepoint-example" {
  store ptr addrspace(1) %v, ptr addrspace(1) %o
  ret void
}
"#;
    let clash = format!("@gc_unlogged_bits = global i32 0\n{store}");
    assert_eq!(
        error_of(&clash),
        "InsertWriteBarriers: in function @f: @gc_unlogged_bits is a runtime ABI name: it must \
         be `@gc_unlogged_bits = external global i64` (or be left out to get it)"
    );
    let clash = format!("declare i32 @gc_write_barrier_slow()\n{store}");
    assert!(error_of(&clash).contains("declare void @gc_write_barrier_slow(ptr addrspace(1))"));
    let no_store = "@gc_unlogged_bits = global i32 0\ndefine void @g() {\n  ret void\n}\n";
    assert_eq!(with_barriers(no_store).1, BarrierCounts::default());
}

#[test]
fn stores_no_barrier_can_cover_are_refused() {
    let element_atomic = r#"
declare void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i32)
define void @f(ptr addrspace(1) %o, ptr addrspace(1) %v) gc "statepoint-example" {
  call void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1) align 8 %o, ptr addrspace(1) align 8 %v, i64 16, i32 8)
  ret void
}
"#;
    assert!(
        error_of(element_atomic).contains("may collect while it copies"),
        "{}",
        error_of(element_atomic)
    );
    let statepoint_form = r#"
declare void @g()
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
define void @f(ptr addrspace(1) %o, ptr addrspace(1) %v) gc "statepoint-example" {
  %token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @g, i32 0, i32 0, i32 0, i32 0)
  store ptr addrspace(1) %v, ptr addrspace(1) %o
  ret void
}
"#;
    assert!(error_of(statepoint_form).contains("already holds statepoints"));
    let mistyped_copy = r#"
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
define void @f(ptr addrspace(1) %o, ptr addrspace(1) %v) gc "statepoint-example" {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %o, ptr addrspace(1) %v, i32 16, i1 false)
  ret void
}
"#;
    assert!(
        error_of(mistyped_copy).contains(
            "@llvm.memcpy is called with type void (ptr addrspace(1), ptr addrspace(1), i32, i1), \
             not its prototype"
        ),
        "{}",
        error_of(mistyped_copy)
    );
}

#[test]
fn barriers_survive_preparation_for_execution() {
    let text = program(
        r#"
define void @f(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %v) gc "statepoint-example" {
entry:
  call void @may_collect()
  br i1 %c, label %left, label %right
left:
  %in_a = getelementptr i8, ptr addrspace(1) %a, i64 8
  br label %merge
right:
  %in_b = getelementptr i8, ptr addrspace(1) %b, i64 16
  br label %merge
merge:
  %field = phi ptr addrspace(1) [ %in_a, %left ], [ %in_b, %right ]
  call void @may_collect()
  store ptr addrspace(1) %v, ptr addrspace(1) %field
  br label %loop
loop:
  %slot = phi ptr addrspace(1) [ %a, %merge ], [ %next, %loop ]
  store ptr addrspace(1) %v, ptr addrspace(1) %slot
  %next = getelementptr i8, ptr addrspace(1) %slot, i64 8
  call void @may_collect()
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#,
    );
    let mut module = ir::parse_module(&text).expect("test module parses");
    let preparation = ExecutionPreparation {
        write_barriers: true,
        ..ExecutionPreparation::default()
    };
    prepare_for_execution(&mut module, &preparation).expect("preparation succeeds");
    let printed = ir::printer::print_module(&module);
    let reparsed = ir::parse_module(&printed).expect("the prepared module parses");
    if let Err(errors) = ir::verifier::verify_module(&reparsed) {
        panic!("preparation broke the module: {errors:?}\n{printed}");
    }
    assert!(printed.contains("gc.relocate"), "{printed}");
    assert!(printed.contains("%field.base.relocated"), "{printed}");
    let uncovered = check_module(&reparsed, &DisabledLibraryFunctions::default());
    assert!(uncovered.is_empty(), "{uncovered:?}\n{printed}");
}
