//! What clang emits for C, through the Cranelift backend (issue 17): each C
//! program of `tests/c-backend/` is compiled by `clang-19 -O2 -S -emit-llvm`,
//! then both by clang-19 (the reference) and by `statepoint compile` (the
//! Cranelift backend, linked with the runtime); the two executables must
//! print the same and exit alike. Each program's IR must contain the
//! constructs it is there for (variadic calls and `va_start`, split vectors and
//! `shufflevector` and `i128`, `blockaddress`/`indirectbr` and relative
//! lookup tables, dynamic allocas, thread-locals, traps, the frame chain and
//! the float intrinsics of `lower_machine_intrinsics`, `long double`
//! arithmetic, calls and conversions, the `llvm.x86.*` SIMD intrinsics of
//! `lower_x86_simd`, inline assembly with and without instructions,
//! constructors and destructors), so a clang that
//! emitted something else fails the test instead of passing it vacuously.
//! The JIT refuses a thread-local variable with an error (it has no TLS);
//! [`JIT_PROGRAMS`] run in the JIT too, and print the same. Skipped, with a message, without clang-19,
//! `cc` or `libruntime.a` beside `statepoint`.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use support::run_successfully;

/// Each program and IR text that must occur in clang-19's output for it.
const PROGRAMS: [(&str, &[&str]); 9] = [
    (
        "varargs",
        &[
            "call void @llvm.va_start",
            "call void @llvm.va_copy",
            "(ptr noundef nonnull @.str",
            "...)",
        ],
    ),
    (
        "vectors",
        &[
            "shufflevector",
            "<2 x i32>",
            "<8 x i8>",
            "<4 x i64>",
            "i128",
            "bitcast <8 x i1>",
        ],
    ),
    (
        "globals",
        &[
            "blockaddress(",
            "indirectbr",
            "@llvm.load.relative",
            ".rel = ",
            "ptr inttoptr (i64 -8 to ptr)",
        ],
    ),
    (
        "machine",
        &[
            "alloca i64, i64 %",
            "alloca i8, i64 %",
            // In a loop (not the entry block): a fresh allocation each time.
            "= alloca [16 x i8], align 16",
            "@llvm.stacksave",
            "@llvm.stackrestore",
            "@llvm.threadlocal.address",
            "@llvm.trap",
            "@llvm.prefetch",
            "@llvm.frameaddress",
            "@llvm.returnaddress",
            "@llvm.is.fpclass.f64",
            "@llvm.is.fpclass.f32",
            "@llvm.powi.f64",
            "@llvm.frexp.f32",
            "@llvm.get.rounding",
            "@llvm.fmuladd.f64",
        ],
    ),
    (
        "long_double",
        &[
            "call x86_fp80 %",
            "call x86_fp80 (i32, ...) @sum_varargs",
            "call x86_fp80 @powl(",
            "@llvm.floor.f80",
            "@llvm.fma.f80",
            "fptoui x86_fp80",
            "sitofp i8",
            "fpext float",
            "fptrunc x86_fp80",
            "fcmp uno x86_fp80",
            "@llvm.is.fpclass.f80",
            "x86_fp80 0xK",
        ],
    ),
    (
        "x86_simd",
        &[
            "@llvm.x86.sse2.pavg.b(",
            "@llvm.x86.aesni.aeskeygenassist(",
            "@llvm.x86.aesni.aesenclast(",
            "@llvm.x86.aesni.aesimc(",
            "@llvm.x86.aesni.aesdec(",
            "@llvm.x86.sse2.packuswb.128(",
            "@llvm.x86.sse41.packusdw(",
            "@llvm.x86.sse41.pblendvb(",
            "@llvm.x86.sse2.pmadd.wd(",
            "@llvm.x86.sse2.psad.bw(",
            "@llvm.x86.sse2.psrai.w(",
            "@llvm.x86.sse2.psll.w(",
            "@llvm.x86.ssse3.pshuf.b.128(",
            "@llvm.x86.ssse3.phadd.sw.128(",
            "@llvm.x86.ssse3.psign.b.128(",
            "@llvm.x86.sse41.ptestnzc(",
            "@llvm.x86.sse41.mpsadbw(",
            "@llvm.x86.sse41.phminposuw(",
            "@llvm.x86.sse.min.ps(",
            "@llvm.x86.sse2.cmp.sd(",
            "@llvm.x86.sse2.cvtps2dq(",
            "@llvm.x86.sse2.cvttpd2dq(",
            "@llvm.x86.sse41.round.ps(",
            "@llvm.x86.sse41.dpps(",
            "@llvm.x86.sse3.hadd.ps(",
            "@llvm.x86.sse.rcp.ps(",
            "@llvm.x86.pclmulqdq(",
            "@llvm.x86.sse.ldmxcsr(",
            "@llvm.x86.sse2.maskmov.dqu(",
            "@llvm.x86.sse3.ldu.dq(",
            "@llvm.x86.sse2.lfence(",
        ],
    ),
    (
        "constructors",
        &[
            "@llvm.global_ctors = appending global [4 x",
            "{ i32 101, ptr @early, ptr null }",
            "@llvm.global_dtors = appending global [2 x",
        ],
    ),
    (
        "inline_asm",
        &[
            "asm sideeffect \"\", \"~{memory},",
            "i64 asm \"\", \"=r,0,",
            "double asm \"\", \"=x,0,",
            "{ i32, i64 } asm sideeffect \"\", \"=r,=r,0,1,",
            "asm sideeffect \"\", \"imr,~{memory},",
            "asm sideeffect \"\", \"=*m,*m,",
            "asm \"xchgq %rbx, ${1:q}\\0A\\09cpuid",
            "asm sideeffect \"fnstcw $0\", \"=*m,",
            "\"={@ccz},r,",
            "\"={di},={si},={cx},0,1,2,~{memory},",
            "\"=r,i,0,",
            "\"=x,x,",
        ],
    ),
    (
        "float_pairs",
        &[
            "call float @cabsf(<2 x float>",
            "call <2 x float> @csqrtf(<2 x float>",
            "call fastcc { <2 x float>, float } @rotate(<2 x float>",
            "call fastcc { <2 x float>, <2 x float> } @spread(",
            "@print_floats(i32 poison, <2 x float>",
            "fptosi float",
            "fptoui float",
            "sitofp i128",
            "uitofp i128",
        ],
    ),
];

/// Programs that also run in the JIT (the others use what it lacks: thread-locals).
const JIT_PROGRAMS: [&str; 5] = [
    "long_double",
    "x86_simd",
    "inline_asm",
    "constructors",
    "float_pairs",
];

fn statepoint_executable() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_statepoint"))
}

fn programs_folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/c-backend")
}

fn tools_available() -> bool {
    for tool in ["clang-19", "cc"] {
        if Command::new(tool).arg("--version").output().is_err() {
            println!("c_backend_coverage: skipped, {tool} not found");
            return false;
        }
    }
    let runtime_library = statepoint_executable().with_file_name("libruntime.a");
    if !runtime_library.is_file() {
        println!(
            "c_backend_coverage: skipped, {} not built (run `cargo build -p runtime`)",
            runtime_library.display()
        );
        return false;
    }
    true
}

#[test]
fn c_programs_compiled_by_the_cranelift_backend_behave_as_clang_builds() {
    if !tools_available() {
        return;
    }
    let scratch = std::env::temp_dir().join(format!("statepoint-c-backend-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch folder");
    for (name, constructs) in PROGRAMS {
        let source = programs_folder().join(format!("{name}.c"));
        let ir = scratch.join(format!("{name}.ll"));
        let (reference, ours) = (scratch.join(format!("{name}.clang")), scratch.join(name));
        run_successfully(
            Command::new("clang-19")
                .args(["-O2", "-w", "-S", "-emit-llvm"])
                .arg(&source)
                .arg("-o")
                .arg(&ir),
        );
        let text = std::fs::read_to_string(&ir).expect("clang-19 wrote the IR");
        for construct in constructs {
            assert!(
                text.contains(construct),
                "{name}.c no longer exercises `{construct}`"
            );
        }
        run_successfully(
            Command::new("clang-19")
                .arg("-O2")
                .arg(&ir)
                .arg("-o")
                .arg(&reference)
                // The C library's maths half (`fesetround`), which ours links too.
                .arg("-lm"),
        );
        run_successfully(
            Command::new(statepoint_executable())
                .arg("compile")
                .arg(&ir)
                .arg("-o")
                .arg(&ours),
        );
        let expected = Command::new(&reference)
            .output()
            .expect("the reference runs");
        let actual = Command::new(&ours).output().expect("our build runs");
        assert_eq!(
            String::from_utf8_lossy(&actual.stdout),
            String::from_utf8_lossy(&expected.stdout),
            "{name}: output differs from the clang-19 build"
        );
        assert_eq!(
            actual.status.code(),
            expected.status.code(),
            "{name}: exit status"
        );
        assert!(
            !expected.stdout.is_empty(),
            "{name}: the program printed nothing"
        );
        if JIT_PROGRAMS.contains(&name) {
            let jit = Command::new(statepoint_executable())
                .arg("run")
                .arg(&ir)
                .output()
                .expect("statepoint runs");
            assert_eq!(
                String::from_utf8_lossy(&jit.stdout),
                String::from_utf8_lossy(&expected.stdout),
                "{name}: the JIT's output differs from the clang-19 build"
            );
        }
    }
    let jit = Command::new(statepoint_executable())
        .arg("run")
        .arg(scratch.join("machine.ll"))
        .output()
        .expect("statepoint runs");
    let message = String::from_utf8_lossy(&jit.stderr);
    assert!(
        jit.status.code() == Some(1)
            && message.contains("error: unsupported in the Cranelift backend: thread-local global"),
        "the JIT must refuse thread-locals with an error: {:?} {message}",
        jit.status
    );
    std::fs::remove_dir_all(&scratch).ok();
}
