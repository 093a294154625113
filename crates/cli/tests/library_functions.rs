//! Library-function recognition against LLVM 19 itself: for every library function
//! of our table (LLVM 19's TargetLibraryInfo.def), a module calls it from a GC
//! function that keeps a GC pointer live across the call, once declared with a
//! matching prototype and once with a prototype no library function has, under
//! several target triples and with `"no-builtins"`, `"no-builtin-<name>"`,
//! call-site `nobuiltin` and `nobuiltin builtin`. `statepoint opt
//! -passes=rewrite-statepoints-for-gc` must print exactly what `opt-19 -S
//! -passes=rewrite-statepoints-for-gc` prints. Skipped, with a message, when
//! `opt-19` is not installed.

use passes::library_functions::{all_library_functions, Kind, Prototype};
mod support;

use support::run;

/// A prototype LLVM 19 accepts for `prototype` (int 32 bits, size_t 64 bits):
/// return type and parameter list.
fn matching_prototype(prototype: Prototype) -> (String, String) {
    let kinds = match prototype {
        Prototype::ComplexAbs => return ("double".into(), "double, double".into()),
        Prototype::SinCosPiStret => return ("{ double, double }".into(), "double".into()),
        Prototype::Kinds(kinds) => kinds,
    };
    let mut types: Vec<String> = Vec::new();
    let mut previous = String::new();
    for kind in kinds {
        let ty = match kind {
            Kind::Void => "void",
            Kind::Bool => "i8",
            Kind::Int16 => "i16",
            Kind::Int32 | Kind::Int | Kind::IntPlus | Kind::IntX => "i32",
            Kind::Long | Kind::Int64 | Kind::LLong | Kind::SizeT | Kind::SSizeT => "i64",
            Kind::Flt => "float",
            Kind::Dbl | Kind::Floating => "double",
            Kind::LDbl => "x86_fp80",
            Kind::Ptr => "ptr",
            Kind::Struct => "{ i64 }",
            Kind::Ellip => {
                types.push("...".into());
                break;
            }
            Kind::Same => previous.as_str(),
        }
        .to_string();
        previous = ty.clone();
        types.push(ty);
    }
    (types[0].clone(), types[1..].join(", "))
}

/// How a module's calls are made.
#[derive(Clone, Copy, Debug)]
enum Variant {
    Matching,
    NotMatching,
    NoBuiltins,
    NoBuiltinName,
    CallNoBuiltin,
    CallNoBuiltinBuiltin,
}

/// A module calling every library function (see the module docs).
fn module(triple: &str, variant: Variant) -> String {
    let mut text = String::new();
    // opt-19 writes a triple's default data layout into a module without one: each
    // triple comes with it.
    let layout = match triple {
        "x86_64-unknown-linux-gnu" => {
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
        }
        "aarch64-unknown-linux-gnu" => "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32",
        _ => "",
    };
    if !layout.is_empty() {
        text += &format!("target datalayout = \"{layout}\"\n");
    }
    if !triple.is_empty() {
        text += &format!("target triple = \"{triple}\"\n");
    }
    for (index, (name, prototype)) in all_library_functions().iter().enumerate() {
        let (ret, params) = match variant {
            Variant::NotMatching => ("<3 x i7>".to_string(), "i7".to_string()),
            _ => matching_prototype(*prototype),
        };
        // A non-void variadic call cannot become a statepoint (LLVM 19 builds an
        // invalid one and aborts): those functions (printf and friends) are left out.
        let variadic = params.ends_with("...");
        if variadic && ret != "void" {
            continue;
        }
        let escaped = name.replace('"', "\\22");
        text += &format!("declare {ret} @\"{escaped}\"({params})\n");
        let args: Vec<String> = params
            .split(", ")
            .filter(|p| !p.is_empty() && *p != "...")
            .map(|p| format!("{p} poison"))
            .collect();
        let call_ty = if variadic {
            format!("{ret} ({params})")
        } else {
            ret.clone()
        };
        let (caller_attrs, call_attrs) = match variant {
            Variant::NoBuiltins => (" \"no-builtins\"".to_string(), ""),
            Variant::NoBuiltinName => (format!(" \"no-builtin-{escaped}\""), ""),
            Variant::CallNoBuiltin => (String::new(), " nobuiltin"),
            Variant::CallNoBuiltinBuiltin => (String::new(), " nobuiltin builtin"),
            _ => (String::new(), ""),
        };
        text += &format!(
            "define ptr addrspace(1) @f{index}(ptr addrspace(1) %p){caller_attrs} gc \"statepoint-example\" {{\n  call {call_ty} @\"{escaped}\"({}){call_attrs}\n  ret ptr addrspace(1) %p\n}}\n",
            args.join(", ")
        );
    }
    text
}

#[test]
fn library_calls_are_rewritten_as_opt_19_rewrites_them() {
    if run("opt-19", &["--version"], "").is_err() {
        println!("library_functions: SKIPPED: opt-19 is not installed");
        return;
    }
    let statepoint = env!("CARGO_BIN_EXE_statepoint");
    let triples = ["", "x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"];
    let variants = [
        Variant::Matching,
        Variant::NotMatching,
        Variant::NoBuiltins,
        Variant::NoBuiltinName,
        Variant::CallNoBuiltin,
        Variant::CallNoBuiltinBuiltin,
    ];
    let (mut calls, mut identical, mut leaves) = (0, 0, 0);
    let mut differences = Vec::new();
    for triple in triples {
        for variant in variants {
            let input = module(triple, variant);
            let args = ["-S", "-passes=rewrite-statepoints-for-gc"];
            let llvm = run("opt-19", &args, &input).expect("opt-19 rewrites the module");
            let ours = run(statepoint, &["opt", args[0], args[1]], &input)
                .expect("statepoint rewrites the module");
            let functions = |text: &str| -> Vec<String> {
                text.split("\ndefine ")
                    .skip(1)
                    .map(str::to_string)
                    .collect()
            };
            let (llvm_functions, our_functions) = (functions(&llvm), functions(&ours));
            assert_eq!(
                llvm_functions.len(),
                our_functions.len(),
                "{triple} {variant:?}"
            );
            for (theirs, ours) in llvm_functions.iter().zip(&our_functions) {
                calls += 1;
                leaves += usize::from(!theirs.contains("gc.statepoint"));
                if theirs == ours {
                    identical += 1;
                } else if differences.len() < 5 {
                    differences.push(format!(
                        "{triple:?} {variant:?}:\nopt-19:\n{theirs}\nstatepoint:\n{ours}"
                    ));
                }
            }
            if llvm != ours && differences.is_empty() {
                let first = llvm.lines().zip(ours.lines()).find(|(a, b)| a != b);
                differences.push(format!(
                    "{triple:?} {variant:?}: the modules differ first at {first:?}"
                ));
            }
        }
    }
    println!(
        "library functions: {} in the table, {calls} calls under {} triples and {} variants, \
         {identical} identical to opt-19 ({leaves} leaves)",
        all_library_functions().len(),
        triples.len(),
        variants.len()
    );
    assert!(differences.is_empty(), "{}", differences.join("\n\n"));
    assert_eq!(identical, calls);
    // Both outcomes are exercised.
    assert!(leaves > 0 && leaves < calls, "{leaves} of {calls}");
}
