//! Parser-based tests of the whole pass and of its phases.

use super::*;

fn rewrite(source: &str) -> Module {
    let mut m = ir::parse_module(source).expect("test input parses");
    rewrite_statepoints_for_gc(&mut m, &RewriteStatepointsOptions::default())
        .expect("pass succeeds");
    m
}

#[test]
fn unknown_strategy_is_an_error() {
    let mut m = ir::parse_module(
        "declare void @g()\ndefine void @f() gc \"mystery\" {\n  call void @g()\n  ret void\n}\n",
    )
    .unwrap();
    let error =
        rewrite_statepoints_for_gc(&mut m, &RewriteStatepointsOptions::default()).unwrap_err();
    assert_eq!(error.message, "unsupported GC: mystery");
}

#[test]
fn live_argument_is_relocated_and_checker_accepts() {
    let m = rewrite(
        "declare void @g()\ndefine ptr addrspace(1) @f(ptr addrspace(1) %arg) gc \"statepoint-example\" {\nentry:\n  call void @g()\n  ret ptr addrspace(1) %arg\n}\n",
    );
    ir::verifier::verify_module(&m).expect("verifies");
    checker::check_module(&m).expect("checker accepts");
}
