use super::*;
use crate::write_barriers::insert_write_barriers;

fn uncovered(text: &str) -> Vec<UncoveredStore> {
    let module = ir::parse_module(text).expect("test module parses");
    assert!(
        ir::verifier::verify_module(&module).is_ok(),
        "invalid test input"
    );
    check_module(&module, &DisabledLibraryFunctions::default())
}

/// `text` after `insert-write-barriers`, printed.
fn with_barriers(text: &str) -> String {
    let mut module = ir::parse_module(text).expect("test module parses");
    insert_write_barriers(&mut module, &DisabledLibraryFunctions::default())
        .expect("barriers are inserted");
    ir::printer::print_module(&module)
}

const STORE_INTO_ARGUMENT: &str = r#"
declare void @may_collect()
define void @f(ptr addrspace(1) %object, ptr addrspace(1) %other, ptr addrspace(1) %value) gc "statepoint-example" {
entry:
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store ptr addrspace(1) %value, ptr addrspace(1) %field
  ret void
}
"#;

#[test]
fn a_store_without_a_barrier_is_reported_located() {
    let found = uncovered(STORE_INTO_ARGUMENT);
    assert_eq!(found.len(), 1);
    assert_eq!(
        found[0].to_string(),
        "in function @f: `store ptr addrspace(1) %value, ptr addrspace(1) %field, align 8` is \
         not covered by a write barrier: no write barrier precedes it in its block"
    );
}

#[test]
fn inserted_barriers_are_accepted() {
    assert!(uncovered(&with_barriers(STORE_INTO_ARGUMENT)).is_empty());
}

#[test]
fn a_barrier_on_another_object_is_reported() {
    let wrong_object = with_barriers(STORE_INTO_ARGUMENT).replace(
        "ptrtoint ptr addrspace(1) %object",
        "ptrtoint ptr addrspace(1) %other",
    );
    let wrong_object = wrong_object.replace(
        "@gc_write_barrier_slow(ptr addrspace(1) %object)",
        "@gc_write_barrier_slow(ptr addrspace(1) %other)",
    );
    let found = uncovered(&wrong_object);
    assert_eq!(found.len(), 1, "{wrong_object}");
    assert!(
        found[0].reason.contains("its barrier is on %other"),
        "{}",
        found[0]
    );
}

#[test]
fn a_test_of_another_object_than_the_slow_paths_is_reported() {
    let mismatched = with_barriers(STORE_INTO_ARGUMENT).replace(
        "ptrtoint ptr addrspace(1) %object",
        "ptrtoint ptr addrspace(1) %other",
    );
    let found = uncovered(&mismatched);
    assert_eq!(found.len(), 1, "{mismatched}");
    assert!(
        found[0]
            .reason
            .contains("not the unlogged-bit test of %object"),
        "{}",
        found[0]
    );
}

#[test]
fn a_possible_collection_between_barrier_and_store_is_reported() {
    let barriered = with_barriers(STORE_INTO_ARGUMENT);
    let after_barrier = barriered.replace(
        "barrier.store:                                    ; preds = %barrier.log, %entry\n",
        "barrier.store:                                    ; preds = %barrier.log, %entry\n  call void @may_collect()\n",
    );
    assert_ne!(after_barrier, barriered);
    let found = uncovered(&after_barrier);
    assert_eq!(found.len(), 1, "{after_barrier}");
    assert!(
        found[0]
            .reason
            .contains("`call void @may_collect()` may collect between the start of its block"),
        "{}",
        found[0]
    );
    let inside_fast_path = barriered.replace(
        "  %barrier.unlogged = icmp",
        "  call void @may_collect()\n  %barrier.unlogged = icmp",
    );
    let found = uncovered(&inside_fast_path);
    assert_eq!(found.len(), 1, "{inside_fast_path}");
    assert!(
        found[0].reason.contains("unlogged-bit test and the store"),
        "{}",
        found[0]
    );
}

/// The contract broken: an old object reached by a path that skips the barrier.
#[test]
fn a_path_around_the_barrier_is_caught() {
    let text = r#"
@gc_unlogged_bits = external global i64
declare void @gc_write_barrier_slow(ptr addrspace(1)) "gc-leaf-function"
define void @f(i1 %skip, ptr addrspace(1) %old, ptr addrspace(1) %young) gc "statepoint-example" {
entry:
  br i1 %skip, label %store, label %check
check:
  %address = ptrtoint ptr addrspace(1) %old to i64
  %table = load i64, ptr @gc_unlogged_bits, align 8
  %byte.index = lshr i64 %address, 6
  %byte.address = add i64 %table, %byte.index
  %byte.pointer = inttoptr i64 %byte.address to ptr
  %byte = load i8, ptr %byte.pointer, align 1
  %word.index = lshr i64 %address, 3
  %word.bits = trunc i64 %word.index to i8
  %bit.index = and i8 %word.bits, 7
  %shifted = lshr i8 %byte, %bit.index
  %bit = and i8 %shifted, 1
  %unlogged = icmp ne i8 %bit, 0
  br i1 %unlogged, label %log, label %store
log:
  call void @gc_write_barrier_slow(ptr addrspace(1) %old)
  br label %store
store:
  store ptr addrspace(1) %young, ptr addrspace(1) %old
  ret void
}
"#;
    let found = uncovered(text);
    assert_eq!(found.len(), 1);
    assert!(found[0].reason.contains("no write barrier precedes it"));
    // Without the path around it, the same barrier covers the store.
    let covered = text.replace("br i1 %skip, label %store, label %check", "br label %check");
    assert!(uncovered(&covered).is_empty());
}

#[test]
fn an_elided_barrier_needs_no_collection_since_the_allocation() {
    let text = r#"
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @may_collect()
define void @f(ptr addrspace(1) %value) gc "statepoint-example" {
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 1, i64 0)
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store ptr addrspace(1) %value, ptr addrspace(1) %field
  call void @may_collect()
  store ptr addrspace(1) %value, ptr addrspace(1) %field
  ret void
}
"#;
    let found = uncovered(text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].store.starts_with("store ptr addrspace(1) %value"));
    assert!(uncovered(&with_barriers(text)).is_empty());
}

#[test]
fn stores_into_no_object_need_no_barrier() {
    let text = r#"
@root = global ptr addrspace(1) null
define void @f(ptr addrspace(1) %value) gc "statepoint-example" {
entry:
  %slot = alloca ptr addrspace(1)
  store ptr addrspace(1) %value, ptr %slot
  store ptr addrspace(1) %value, ptr @root
  %heap_slot = addrspacecast ptr %slot to ptr addrspace(1)
  store ptr addrspace(1) %value, ptr addrspace(1) %heap_slot
  store ptr addrspace(1) %value, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) null, i64 8)
  ret void
}
"#;
    assert!(uncovered(text).is_empty());
}

/// A loop that only ever carries `null` in `%object` (base pointer inference
/// finds the constant, so the barrier pass inserts nothing), and the same
/// loop carrying an argument too.
fn loop_carrying(entry_value: &str) -> String {
    format!(
        r#"
declare void @may_collect()
define void @f(ptr addrspace(1) %argument, ptr addrspace(1) %value, i1 %c) gc "statepoint-example" {{
entry:
  br label %loop
loop:
  %object = phi ptr addrspace(1) [ {entry_value}, %entry ], [ %next, %latch ]
  %vector = insertelement <2 x ptr addrspace(1)> zeroinitializer, ptr addrspace(1) %object, i64 0
  %element = extractelement <2 x ptr addrspace(1)> %vector, i64 1
  %either = select i1 %c, ptr addrspace(1) %object, ptr addrspace(1) %element
  %nonnull = icmp ne ptr addrspace(1) %either, null
  br i1 %nonnull, label %store, label %latch
store:
  %field = getelementptr i8, ptr addrspace(1) %either, i64 8
  store ptr addrspace(1) %value, ptr addrspace(1) %field
  br label %latch
latch:
  %next = phi ptr addrspace(1) [ %object, %loop ], [ %either, %store ]
  call void @may_collect()
  br i1 %c, label %loop, label %exit
exit:
  ret void
}}
"#
    )
}

#[test]
fn a_store_into_values_that_are_only_ever_null_needs_no_barrier() {
    let only_null = loop_carrying("null");
    assert!(uncovered(&only_null).is_empty());
    assert!(uncovered(&with_barriers(&only_null)).is_empty());
    let found = uncovered(&loop_carrying("%argument"));
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].reason, "no write barrier precedes it in its block");
}

#[test]
fn the_pass_reports_an_uncovered_store_as_an_error() {
    let pipeline = crate::build_pipeline("verify<write-barriers>").expect("registered");
    let mut module = ir::parse_module(STORE_INTO_ARGUMENT).expect("parses");
    let failure = pipeline
        .run(
            &mut module,
            &PassOptions::default(),
            crate::RunSettings::default(),
        )
        .expect_err("the store is uncovered");
    assert!(
        failure.error.to_string().starts_with(
            "WriteBarrierVerifierPass: in function @f: `store ptr addrspace(1) %value"
        ),
        "{}",
        failure.error
    );
}
