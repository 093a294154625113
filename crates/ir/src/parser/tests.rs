//! Parser unit tests: structure of parsed modules and located errors.

use super::parse_module;
use crate::inst::{InstKind, Operand};
use crate::module::GlobalKind;

fn err(src: &str) -> (u32, u32, String) {
    let d = parse_module(src).expect_err("input should be rejected");
    (d.line, d.col, d.message)
}

#[test]
fn parses_statepoint_example_with_forward_references() {
    let src = r#"
declare void @foo()
define ptr addrspace(1) @test1(ptr addrspace(1) %obj) gc "statepoint-example" {
entry:
  br label %next
next:
  %statepoint_token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0)
  ret ptr addrspace(1) %obj.relocated
}
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
"#;
    let m = parse_module(src).expect("valid module");
    let f = m
        .global_by_name("test1")
        .and_then(|g| m.function(g))
        .expect("test1");
    assert_eq!(f.gc.as_deref(), Some("statepoint-example"));
    let body = f.body.as_ref().expect("definition");
    assert_eq!(body.layout.len(), 2);
    let next = body.layout[1];
    let sp = body.block(next).insts[0];
    let call = body.inst(sp).kind.call_site().expect("call");
    assert_eq!(call.bundles[0].tag, "gc-live");
    assert_eq!(call.bundles[0].inputs, vec![Operand::Value(body.args[0])]);
    // Globals keep definition order although @llvm.* were referenced first.
    let names: Vec<_> = m.globals.iter().map(|g| g.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "foo",
            "test1",
            "llvm.experimental.gc.statepoint.p0",
            "llvm.experimental.gc.relocate.p1"
        ]
    );
}

#[test]
fn reads_typed_pointers_as_opaque() {
    let m = parse_module("define i8 addrspace(1)* @f(i32* %p, %T** %q) {\n  ret i8 addrspace(1)* null\n}\n%T = type { i32 }\n")
        .expect("typed pointers accepted");
    let f = m.function(m.global_by_name("f").unwrap()).unwrap();
    let (ret, params, _) = m.types.function_parts(f.ty).unwrap();
    assert_eq!(m.types.display(ret), "ptr addrspace(1)");
    assert_eq!(m.types.display(params[0]), "ptr");
    assert_eq!(m.types.display(params[1]), "ptr");
}

#[test]
fn unnamed_values_follow_llvm_numbering_with_gaps() {
    let m = parse_module(
        "define i32 @f(i32 %0) {\n  %3 = add i32 %0, 1\n  br label %5\n5:\n  ret i32 %3\n}\n",
    )
    .expect("gaps allowed");
    let f = m.function(m.global_by_name("f").unwrap()).unwrap();
    let body = f.body.as_ref().unwrap();
    assert!(matches!(
        body.inst(body.block(body.layout[0]).insts[0]).kind,
        InstKind::Binary { .. }
    ));
}

#[test]
fn attribute_groups_expand_into_functions() {
    let m =
        parse_module("declare void @f() #0\nattributes #0 = { nounwind \"gc-leaf-function\" }\n")
            .unwrap();
    let f = m.function(m.global_by_name("f").unwrap()).unwrap();
    assert!(f.fn_attrs.has("nounwind"));
    assert!(f.fn_attrs.has_str("gc-leaf-function"));
    assert!(matches!(
        m.global(m.global_by_name("f").unwrap()).kind,
        GlobalKind::Function(_)
    ));
}

#[test]
fn reports_located_errors() {
    assert_eq!(
        err("define void @f() {\n  ret i32 0\n}\n"),
        (
            2,
            7,
            "value doesn't match function result type 'void'".to_string()
        )
    );
    assert_eq!(
        err("define void @f() {\n  call void @g(i32 %x)\n  ret void\n}\ndeclare void @g(i32)\n").2,
        "use of undefined value '%x'"
    );
    assert_eq!(
        err("define i32 @f(i32 %a) {\n  %a = add i32 1, 2\n  ret i32 %a\n}\n").2,
        "multiple definition of local value named 'a'"
    );
    assert_eq!(
        err("define void @f() {\n  ret void\n").2,
        "expected '}' at end of function body"
    );
    assert_eq!(
        err("@x = global i32 0\n@x = global i32 1\n").2,
        "invalid redefinition of global '@x'"
    );
    assert_eq!(
        err("define void @f() {\n  %p = load i32, ptr %q\n  ret void\n}\n").0,
        2
    );
    assert_eq!(err("!0 = !{!1}\n").2, "use of undefined metadata '!1'");
}

#[test]
fn gc_intrinsics_called_without_declaration_are_declared_as_llvm_does() {
    let src = r#"
declare void @foo()
define ptr addrspace(1) @f(ptr addrspace(1) %obj) gc "statepoint-example" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %r = call ptr addrspace(1) @llvm.experimental.gc.relocate(token %t, i32 0, i32 0)
  ret ptr addrspace(1) %r
}
"#;
    let m = parse_module(src).expect("undeclared GC intrinsics are declared");
    let names: Vec<_> = m.globals.iter().map(|g| g.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "foo",
            "f",
            "llvm.experimental.gc.relocate.p1",
            "llvm.experimental.gc.statepoint.p0"
        ]
    );
    let relocate = m.function(
        m.global_by_name("llvm.experimental.gc.relocate.p1")
            .unwrap(),
    );
    let relocate = relocate.expect("a declaration");
    assert!(relocate.fn_attrs.has("nounwind") && relocate.params[1].attrs.has("immarg"));
    assert_eq!(
        err("define void @f() {\n  %x = call i32 @llvm.experimental.gc.result.i32(i32 0)\n  ret void\n}\n"),
        (2, 17, "invalid intrinsic signature".to_string())
    );
    assert_eq!(
        err("@p = global ptr @llvm.experimental.gc.result.i32\n"),
        (1, 17, "intrinsic can only be used as callee".to_string())
    );
}

#[test]
fn outdated_gc_intrinsic_manglings_are_renamed_and_moved_last() {
    let src = r#"
declare token @llvm.experimental.gc.statepoint.p0f_isVoidf(i64, i32, ptr, i32, i32, ...) nounwind
declare void @g()
"#;
    let m = parse_module(src).expect("valid module");
    let names: Vec<_> = m.globals.iter().map(|g| g.name.as_str()).collect();
    assert_eq!(names, ["g", "llvm.experimental.gc.statepoint.p0"]);
    let statepoint = m.function(
        m.global_by_name("llvm.experimental.gc.statepoint.p0")
            .unwrap(),
    );
    let statepoint = statepoint.expect("a declaration");
    assert!(
        statepoint.fn_attrs.is_empty(),
        "LLVM's attributes replace the written ones"
    );
    assert!(statepoint.params[0].attrs.has("immarg") && !statepoint.params[2].attrs.has("immarg"));
}

#[test]
fn non_struct_type_definitions_are_aliases_of_the_type() {
    let m = parse_module(
        "%T = type i32\n%V = type <4 x %T>\n%S = type <{ %T }>\n\
         define %T @f(%T %x, %V %v, %S %s) {\n  ret %T %x\n}\n",
    )
    .expect("aliases parse");
    let f = m.global(m.global_by_name("f").unwrap());
    let GlobalKind::Function(function) = &f.kind else {
        panic!("@f is a function");
    };
    let i32_ty = m.types.lookup(&crate::types::Type::Int(32)).unwrap();
    let crate::types::Type::Function { ret, params, .. } = m.types.get(function.ty) else {
        panic!("function type");
    };
    assert_eq!(*ret, i32_ty);
    assert_eq!(
        m.types.get(params[1]),
        &crate::types::Type::Vector {
            len: 4,
            scalable: false,
            elem: i32_ty
        }
    );
    assert!(matches!(m.types.get(params[2]), crate::types::Type::Named(name) if name == "S"));
    assert_eq!(
        err("%S = type { %T }\n%T = type i32\n"),
        (2, 1, "forward references to non-struct type".to_string())
    );
    assert_eq!(
        err("%T = type i32\n%T = type {}\n").2,
        "redefinition of type named 'T'"
    );
    assert_eq!(
        err("%T = type {}\n%T = type i32\n").2,
        "redefinition of type named 'T'"
    );
}

#[test]
fn fast_math_flags_belong_to_calls_and_sync_scopes_to_atomics() {
    let src = "declare float @g(float)\n\
               define float @f(float %x) {\n\
               \x20 %a = tail call nnan ninf float @g(float %x)\n\
               \x20 %b = atomicrmw add ptr null, i32 1 syncscope(\"agent\") seq_cst, align 4\n\
               \x20 ret float %a\n\
               }\n";
    let m = parse_module(src).expect("valid module");
    let f = m.function(m.global_by_name("f").unwrap()).unwrap();
    let body = f.body.as_ref().unwrap();
    let kinds: Vec<&InstKind> = body
        .insts_in_order()
        .map(|(_, i)| &body.inst(i).kind)
        .collect();
    assert!(matches!(kinds[0], InstKind::Call { fmf, .. } if fmf.0 != 0));
    assert!(
        matches!(kinds[1], InstKind::AtomicRmw { atomic, .. } if atomic.syncscope.as_deref() == Some("agent"))
    );
    // As for LLVM, `invoke` takes no fast-math flags.
    let invoke = "declare float @g()\n\
                  define float @f() personality ptr null {\n\
                  \x20 %c = invoke fast float @g() to label %ok unwind label %ok\n\
                  ok:\n\
                  \x20 ret float 0.0\n\
                  }\n";
    assert_eq!(err(invoke), (3, 15, "expected type".to_string()));
}

#[test]
fn source_locations_name_each_instruction_and_function_of_the_module_read() {
    // Opcodes for instructions, names for functions.
    let src = "define i32 @g(i32 %x) {\nentry:\n  %a = add i32 %x, 1\n    ret i32 %a\n}\ndefine void @f() {\n  ret void\n}\n";
    let (m, locations) = super::parse_module_with_locations(src).expect("valid module");
    let body = m
        .global_by_name("g")
        .and_then(|g| m.function(g))
        .and_then(|f| f.body.as_ref())
        .expect("@g has a body");
    let insts: Vec<_> = body.insts_in_order().map(|(_, i)| i).collect();
    assert_eq!(locations.locate(src, "g", Some(insts[0])), Some((3, 8)));
    assert_eq!(locations.locate(src, "g", Some(insts[1])), Some((4, 5)));
    assert_eq!(locations.locate(src, "g", None), Some((1, 12)));
    assert_eq!(locations.locate(src, "f", None), Some((6, 13)));
    assert_eq!(locations.locate(src, "missing", None), None);
}
