//! Integers of any width and the C ABI of results and arguments in the
//! Cranelift backend, against llc-19 (issue 17):
//! * integer widths: a generated program applies every integer operation,
//!   comparison and cast to iN of padded (`i1`, `i2`, `i7`, `i24`, `i48`,
//!   `i63`, `i96`), native (`i128`) and wide (`i129`, `i200`, `i256`,
//!   `i512`) widths, the integer intrinsics ([`INTRINSICS`]) to each of them,
//!   and a `switch` to the padded and native ones, on values
//!   loaded from globals (so neither backend folds
//!   them), and prints each result limb by limb; built by both backends and
//!   run by the JIT, the three outputs must be equal;
//! * `tests/backend-types/c_interop.ll` linked with `c_interop.c` (clang-19):
//!   `sret` results and `byval` arguments in both directions;
//! * `mixed_callee.ll` with `mixed_caller.ll`, each built by either backend
//!   (four executables, one output): results in registers and in memory, padded
//!   and wide integer arguments;
//! * `x86_fp80`: a generated program applies every arithmetic operation,
//!   comparison, conversion (integers up to 128 bits), class test and intrinsic to values and pairs of values
//!   (zeros, extremes, infinities, NaN, an unnormal) loaded from globals and
//!   prints their bits; both backends' builds and the JIT must print alike;
//! * `statepoint_varargs.ll` (a statepoint wrapping a variadic function) with
//!   `statepoint_varargs.c`: both backends' builds print and exit alike;
//! * `vectors.ll`: `getelementptr` on split and native vectors of pointers
//!   (scalar operands splatted, struct fields, negative and `i32` indices, a
//!   constant expression, address space 1), `ptrtoint`, `inttoptr` and
//!   `addrspacecast` of them, `llvm.masked.gather` and `llvm.masked.scatter`;
//!   the bytes of vector globals (`<N x i1>` bit-packed, `x86_fp80` lanes 10
//!   bytes apart, lanes of 24, 48, 4, 7, 13 and 60 bits, vectors in a struct
//!   and an array) and the values loaded from them; stores of such vectors
//!   into a buffer of `0xaa` bytes (the bytes written and those left), loads
//!   back and bitcasts: llc's build, ours and the JIT must print alike.
//!
//! Skipped, with a message, without llc-19, clang-19, `cc` or `libruntime.a`
//! beside `statepoint`.

mod support;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use support::llc_comparison::{
    builds_print_what_llcs_prints, outcome, runtime_library, scratch_folder, statepoint_executable,
    tools_available, BACKENDS,
};
use support::run_successfully;

/// The tools these tests need (with `libruntime.a`).
const LLVM_TOOLS: &[&str] = &["llc-19", "clang-19", "cc"];

const PADDED_AND_WIDE_WIDTHS: [u32; 12] = [1, 2, 7, 24, 48, 63, 96, 128, 129, 200, 256, 512];
const BINARY_OPERATIONS: [&str; 10] = [
    "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "and", "or", "xor",
];
const PREDICATES: [&str; 10] = [
    "eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge",
];
/// Widths the casts go to (each printed by a `@print<W>` of its own).
const CAST_WIDTHS: [u32; 7] = [1, 8, 33, 64, 100, 128, 300];

/// Integer intrinsics applied to every width, with their
/// operands: `a` (one), `a, i1 false` (a flag), `a, b` (two), `a, b,
/// %amount` (a funnel shift; `%amount` is `%b` modulo the width), `a, b, b`
/// (a funnel shift by an amount that may exceed the width), or `{a, b}` with
/// an overflow flag.
const INTRINSICS: [(&str, &str); 24] = [
    ("ctpop", "one"),
    ("bswap", "one"),
    ("bitreverse", "one"),
    ("ctlz", "flag"),
    ("cttz", "flag"),
    ("abs", "flag"),
    ("umax", "two"),
    ("umin", "two"),
    ("smax", "two"),
    ("smin", "two"),
    ("uadd.sat", "two"),
    ("usub.sat", "two"),
    ("sadd.sat", "two"),
    ("ssub.sat", "two"),
    ("fshl", "funnel"),
    ("fshr", "funnel"),
    ("fshl", "unreduced funnel"),
    ("fshr", "unreduced funnel"),
    ("uadd.with.overflow", "overflow"),
    ("usub.with.overflow", "overflow"),
    ("sadd.with.overflow", "overflow"),
    ("ssub.with.overflow", "overflow"),
    ("umul.with.overflow", "overflow"),
    ("smul.with.overflow", "overflow"),
];

/// Whether intrinsic `name` applies to `i<width>`: all of them do, except
/// `bswap`, which LLVM defines on whole pairs of bytes only.
fn intrinsic_applies(name: &str, width: u32) -> bool {
    name != "bswap" || width.is_multiple_of(16)
}

/// The lines of `@test<width>` applying every [`INTRINSICS`] entry that
/// applies to `%a`, `%b` (and `%amount`), printing each result, and the
/// intrinsics' declarations.
fn intrinsic_test_lines(
    width: u32,
    for_llc: bool,
    declarations: &mut std::collections::BTreeSet<String>,
) -> Vec<String> {
    let ty = format!("i{width}");
    let mut lines = Vec::new();
    for (index, (name, operands)) in INTRINSICS.into_iter().enumerate() {
        if !intrinsic_applies(name, width) {
            continue;
        }
        let function = format!("@llvm.{name}.{ty}");
        let result = format!("intrinsic{index}");
        let (parameters, arguments) = match operands {
            "one" => (ty.clone(), format!("{ty} %a")),
            "flag" => (format!("{ty}, i1"), format!("{ty} %a, i1 false")),
            "funnel" => (
                format!("{ty}, {ty}, {ty}"),
                format!("{ty} %a, {ty} %b, {ty} %amount"),
            ),
            "unreduced funnel" => (
                format!("{ty}, {ty}, {ty}"),
                format!("{ty} %a, {ty} %b, {ty} %b"),
            ),
            _ => (format!("{ty}, {ty}"), format!("{ty} %a, {ty} %b")),
        };
        if for_llc && operands.ends_with("funnel") && width > 128 && !width.is_power_of_two() {
            let amount = if operands == "funnel" {
                "%amount"
            } else {
                "%b"
            };
            lines.extend(funnel_shift_expansion(name, &ty, width, amount, &result));
            lines.push(print_call(&result, width));
            continue;
        }
        if operands == "overflow" {
            let pair = format!("{{{ty}, i1}}");
            declarations.insert(format!("declare {pair} {function}({parameters})"));
            lines.push(format!("  %{result} = call {pair} {function}({arguments})"));
            lines.push(format!(
                "  %{result}.value = extractvalue {pair} %{result}, 0"
            ));
            lines.push(format!(
                "  %{result}.flag = extractvalue {pair} %{result}, 1"
            ));
            lines.push(print_call(&format!("{result}.value"), width));
            lines.push(print_call(&format!("{result}.flag"), 1));
        } else {
            declarations.insert(format!("declare {ty} {function}({parameters})"));
            lines.push(format!("  %{result} = call {ty} {function}({arguments})"));
            lines.push(print_call(&result, width));
        }
    }
    lines
}

fn inputs_folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/backend-types")
}

/// `statepoint compile -c --backend=<backend> <program> -o <object>`.
fn compile_object(program: &Path, backend: &str, object: &Path) {
    run_successfully(
        Command::new(statepoint_executable())
            .args(["compile", "-c", &format!("--backend={backend}")])
            .arg(program)
            .arg("-o")
            .arg(object),
    );
}

/// Links objects with the runtime as `statepoint compile` does.
fn link(objects: &[PathBuf], executable: &Path, scratch: &Path) {
    let linker_script = scratch.join("stackmaps.ld");
    std::fs::write(&linker_script, runtime::STACK_MAP_LINKER_SCRIPT).expect("linker script");
    run_successfully(
        Command::new("cc")
            .args(objects)
            .arg(runtime_library())
            .arg("-no-pie")
            // Each object defines the collector it was compiled for.
            .arg("-Wl,-z,muldefs")
            .arg(format!("-Wl,-T,{}", linker_script.display()))
            .args(runtime::STATIC_LIBRARY_NATIVE_LINK_ARGUMENTS)
            .arg("-o")
            .arg(executable),
    );
}

/// `%<result>` = `llvm.<name>` (`fshl` or `fshr`) of `%a`, `%b` and
/// `<amount>` of `<ty>` (`i<width>`) in plain operations, as LangRef defines
/// it: llc-19 cannot select the intrinsic on wide integers whose width is
/// not a power of two ("Unsupported library call operation"), so its build
/// computes this instead, and ours must agree with it.
fn funnel_shift_expansion(
    name: &str,
    ty: &str,
    width: u32,
    amount: &str,
    result: &str,
) -> Vec<String> {
    let (kept, towards, away) = if name == "fshl" {
        ("%a", "shl", "lshr")
    } else {
        ("%b", "lshr", "shl")
    };
    let (near, far) = if name == "fshl" {
        ("%a", "%b")
    } else {
        ("%b", "%a")
    };
    vec![
        format!("  %{result}.s = urem {ty} {amount}, {width}"),
        format!("  %{result}.rest = sub {ty} {width}, %{result}.s"),
        format!("  %{result}.near = {towards} {ty} {near}, %{result}.s"),
        format!("  %{result}.far = {away} {ty} {far}, %{result}.rest"),
        format!("  %{result}.joined = or {ty} %{result}.near, %{result}.far"),
        format!("  %{result}.none = icmp eq {ty} %{result}.s, 0"),
        format!("  %{result} = select i1 %{result}.none, {ty} {kept}, {ty} %{result}.joined"),
    ]
}

/// The generated program of the integer-width test (module docs); `for_llc`:
/// the build llc-19 compiles ([`funnel_shift_expansion`]).
fn integer_widths_program(for_llc: bool) -> String {
    let mut declarations = std::collections::BTreeSet::new();
    let mut ir = String::new();
    let mut line = |text: String| {
        ir.push_str(&text);
        ir.push('\n');
    };
    line("declare i32 @printf(ptr, ...)".into());
    line(r#"@limb = private constant [7 x i8] c"%016lx\00""#.into());
    line(r#"@space = private constant [2 x i8] c" \00""#.into());
    line(r#"@newline = private constant [2 x i8] c"\0A\00""#.into());
    let mut printers: Vec<u32> = PADDED_AND_WIDE_WIDTHS.to_vec();
    printers.extend(CAST_WIDTHS);
    printers.sort_unstable();
    printers.dedup();
    for width in printers {
        // Printed from a zero-extension one limb wider, so no shift is by the whole width.
        let limbs = width.div_ceil(64);
        let wide = 64 * (limbs + 1);
        line(format!(
            "define void @print{width}(i{width} %v) noinline {{"
        ));
        line(format!("  %z = zext i{width} %v to i{wide}"));
        for limb in 0..limbs {
            line(format!("  %s{limb} = lshr i{wide} %z, {}", 64 * limb));
            line(format!("  %t{limb} = trunc i{wide} %s{limb} to i64"));
            line(format!(
                "  call i32 (ptr, ...) @printf(ptr @limb, i64 %t{limb})"
            ));
        }
        line("  call i32 (ptr, ...) @printf(ptr @space)".into());
        line("  ret void\n}".into());
    }
    for width in PADDED_AND_WIDE_WIDTHS {
        for (index, (a, b)) in test_values(width).into_iter().enumerate() {
            line(format!("@a{width}_{index} = global i{width} {a}"));
            line(format!("@b{width}_{index} = global i{width} {b}"));
        }
        line(format!(
            "define void @test{width}(i{width} %a, i{width} %b) noinline {{"
        ));
        for op in BINARY_OPERATIONS {
            // An i1's only divisor, 1, is -1: -1 / -1 overflows (undefined).
            if width == 1 && matches!(op, "sdiv" | "srem") {
                continue;
            }
            line(format!("  %{op} = {op} i{width} %a, %b"));
            line(print_call(op, width));
        }
        line(format!("  %amount = urem i{width} %b, {width}"));
        for op in ["shl", "lshr", "ashr"] {
            line(format!("  %{op} = {op} i{width} %a, %amount"));
            line(print_call(op, width));
            for (suffix, amount) in [("top", width - 1), ("half", width / 2 + 1)] {
                if amount < width {
                    line(format!("  %{op}{suffix} = {op} i{width} %a, {amount}"));
                    line(print_call(&format!("{op}{suffix}"), width));
                }
            }
        }
        for predicate in PREDICATES {
            line(format!("  %{predicate} = icmp {predicate} i{width} %a, %b"));
            line(print_call(predicate, 1));
        }
        for target in CAST_WIDTHS {
            if target < width {
                line(format!("  %trunc{target} = trunc i{width} %a to i{target}"));
                line(print_call(&format!("trunc{target}"), target));
            }
            if target > width {
                for op in ["zext", "sext"] {
                    line(format!("  %{op}{target} = {op} i{width} %a to i{target}"));
                    line(print_call(&format!("{op}{target}"), target));
                }
            }
        }
        for intrinsic_line in intrinsic_test_lines(width, for_llc, &mut declarations) {
            line(intrinsic_line);
        }
        line(format!(
            "  %select = select i1 %ult, i{width} %a, i{width} %b"
        ));
        line(print_call("select", width));
        // Stores write the store size only: the bytes around them stay zero.
        line("  %memory = alloca [32 x i64]".into());
        line("  store [32 x i64] zeroinitializer, ptr %memory".into());
        line(format!(
            "  %second = getelementptr [3 x i{width}], ptr %memory, i64 0, i64 1"
        ));
        line(format!("  store i{width} %a, ptr %second"));
        line(format!("  store i{width} %b, ptr %memory"));
        line(format!("  %loaded = load i{width}, ptr %second"));
        line(print_call("loaded", width));
        line("  %raw = load [4 x i64], ptr %memory".into());
        for word in 0..4 {
            line(format!(
                "  %raw{word} = extractvalue [4 x i64] %raw, {word}"
            ));
            line(format!(
                "  call i32 (ptr, ...) @printf(ptr @limb, i64 %raw{word})"
            ));
        }
        if width <= 128 {
            for switch_line in switch_test_lines(width) {
                line(switch_line);
            }
        }
        line("  call i32 (ptr, ...) @printf(ptr @newline)".into());
        line("  ret void\n}".into());
    }
    line("define i32 @main() {".into());
    for width in PADDED_AND_WIDE_WIDTHS {
        for index in 0..test_values(width).len() {
            line(format!(
                "  %a{width}_{index} = load i{width}, ptr @a{width}_{index}"
            ));
            line(format!(
                "  %b{width}_{index} = load i{width}, ptr @b{width}_{index}"
            ));
            line(format!(
                "  call void @test{width}(i{width} %a{width}_{index}, i{width} %b{width}_{index})"
            ));
        }
    }
    line("  ret i32 0\n}".into());
    for declaration in declarations {
        line(declaration);
    }
    ir
}

/// A `switch` on `%a` whose cases are the distinct `a` test values but the
/// last (which takes the default, unless it equals another), printing the
/// number of the case taken (255 for the default) as an `i8`. Last in the
/// test function: it ends the entry block.
fn switch_test_lines(width: u32) -> Vec<String> {
    let mut cases: Vec<String> = test_values(width).into_iter().map(|(a, _)| a).collect();
    cases.pop();
    cases.dedup();
    cases.sort();
    cases.dedup();
    let mut lines = vec![format!(
        "  switch i{width} %a, label %sw.default [ {} ]",
        cases
            .iter()
            .enumerate()
            .map(|(index, case)| format!("i{width} {case}, label %sw.case{index}"))
            .collect::<Vec<_>>()
            .join(" ")
    )];
    let mut incoming = vec!["[ 255, %sw.default ]".to_string()];
    for index in 0..cases.len() {
        lines.push(format!("sw.case{index}:\n  br label %sw.done"));
        incoming.push(format!("[ {index}, %sw.case{index} ]"));
    }
    lines.push("sw.default:\n  br label %sw.done".into());
    lines.push(format!(
        "sw.done:\n  %case = phi i8 {}",
        incoming.join(", ")
    ));
    lines.push(print_call("case", 8));
    lines
}

/// The call printing value `%<value>` of type `i<width>`.
fn print_call(value: &str, width: u32) -> String {
    format!("  call void @print{width}(i{width} %{value})")
}

/// Operand pairs for width `width` as decimal text: all ones and a small
/// divisor; the minimum and minus two; two pseudo-random pairs (the divisor
/// odd, so never zero). No pair divides the minimum by minus one (checked).
fn test_values(width: u32) -> Vec<(String, String)> {
    let all_ones = Unsigned::all_ones(width);
    let minimum = Unsigned::one().shifted_left(width - 1);
    let mut random = Unsigned::pseudo_random(width, u64::from(width));
    let other = Unsigned::pseudo_random(width, u64::from(width) * 31 + 7).with_lowest_bit();
    let small = Unsigned::pseudo_random(width.div_ceil(3), 5).with_lowest_bit();
    let mut pairs = vec![(
        all_ones.clone(),
        Unsigned::small(3).masked(width).with_lowest_bit(),
    )];
    if width > 1 {
        pairs.push((minimum, all_ones.minus_one()));
    }
    pairs.push((random.clone(), other));
    random = random.shifted_right_one();
    pairs.push((random, small.clone().masked(width)));
    // Two values of a third of the width: products that fit, sums that carry
    // into no bit above the width.
    let small_too = Unsigned::pseudo_random(width.div_ceil(3), 11).with_lowest_bit();
    pairs.push((small.masked(width), small_too.masked(width)));
    let (minimum, minus_one) = (
        Unsigned::one().shifted_left(width - 1).decimal(),
        Unsigned::all_ones(width).decimal(),
    );
    let pairs: Vec<(String, String)> = pairs
        .into_iter()
        .map(|(a, b)| (a.decimal(), b.decimal()))
        .collect();
    assert!(
        width == 1 || !pairs.contains(&(minimum, minus_one)),
        "i{width}: a pair overflows sdiv"
    );
    pairs
}

/// Just enough unsigned big-integer arithmetic to write the test's constants.
#[derive(Clone)]
struct Unsigned(Vec<u64>);

impl Unsigned {
    fn small(value: u64) -> Self {
        Unsigned(vec![value])
    }

    fn one() -> Self {
        Self::small(1)
    }

    fn all_ones(width: u32) -> Self {
        Unsigned(vec![u64::MAX; width.div_ceil(64) as usize]).masked(width)
    }

    /// `width` bits from a xorshift generator seeded with `seed`.
    fn pseudo_random(width: u32, seed: u64) -> Self {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let words = (0..width.div_ceil(64))
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state
            })
            .collect();
        Unsigned(words).masked(width)
    }

    fn masked(mut self, width: u32) -> Self {
        let words = width.div_ceil(64) as usize;
        self.0.resize(words, 0);
        let top_bits = width - 64 * (words as u32 - 1);
        if top_bits < 64 {
            self.0[words - 1] &= (1u64 << top_bits) - 1;
        }
        self
    }

    fn with_lowest_bit(mut self) -> Self {
        self.0[0] |= 1;
        self
    }

    fn shifted_left(self, amount: u32) -> Self {
        let mut words = vec![0u64; (amount / 64) as usize];
        words.push(1u64 << (amount % 64));
        assert_eq!(self.0, vec![1], "only 1 is shifted");
        Unsigned(words)
    }

    fn shifted_right_one(mut self) -> Self {
        for index in 0..self.0.len() {
            let carried = self.0.get(index + 1).map_or(0, |next| next << 63);
            self.0[index] = (self.0[index] >> 1) | carried;
        }
        self
    }

    /// Minus one of a value whose lowest bit is set (all ones here).
    fn minus_one(mut self) -> Self {
        assert!(self.0[0] & 1 == 1);
        self.0[0] -= 1;
        self
    }

    fn decimal(&self) -> String {
        let mut words = self.0.clone();
        let mut digits = Vec::new();
        while words.iter().any(|&word| word != 0) {
            let mut remainder = 0u128;
            for word in words.iter_mut().rev() {
                let current = (remainder << 64) | u128::from(*word);
                *word = (current / 10) as u64;
                remainder = current % 10;
            }
            digits.push(b'0' + remainder as u8);
        }
        if digits.is_empty() {
            digits.push(b'0');
        }
        digits.reverse();
        String::from_utf8(digits).expect("digits")
    }
}

#[test]
fn integers_of_every_width_compute_what_llc_computes() {
    if !tools_available("integer widths", LLVM_TOOLS) {
        return;
    }
    let scratch = scratch_folder("integer-widths");
    let program = scratch.join("integer_widths.ll");
    let llc_program = scratch.join("integer_widths_llc.ll");
    std::fs::write(&program, integer_widths_program(false)).expect("program written");
    std::fs::write(&llc_program, integer_widths_program(true)).expect("program written");
    builds_print_what_llcs_prints(
        &scratch,
        &program,
        &llc_program,
        PADDED_AND_WIDE_WIDTHS.len() * 3,
    );
    std::fs::remove_dir_all(&scratch).ok();
}

#[test]
fn x86_fp80_computes_what_llc_computes() {
    if !tools_available("x86_fp80", LLVM_TOOLS) {
        return;
    }
    let scratch = scratch_folder("x86-fp80");
    let program = scratch.join("x86_fp80.ll");
    std::fs::write(&program, x86_fp80_program()).expect("program written");
    let pairs = X86_FP80_VALUES.len() * X86_FP80_VALUES.len();
    builds_print_what_llcs_prints(&scratch, &program, &program, pairs * 20);
    std::fs::remove_dir_all(&scratch).ok();
}

#[test]
fn vectors_in_registers_and_memory_compute_what_llc_computes() {
    if !tools_available("vectors", LLVM_TOOLS) {
        return;
    }
    let scratch = scratch_folder("vectors");
    let program = inputs_folder().join("vectors.ll");
    builds_print_what_llcs_prints(&scratch, &program, &program, 100);
    std::fs::remove_dir_all(&scratch).ok();
}

/// `x86_fp80` test values (80 bits as LLVM writes them after `0xK`): zeros,
/// ordinary values, the extremes (largest, smallest normal and subnormal),
/// infinities, quiet and signalling NaNs, the edges of the integer
/// conversions, and the encodings the x87 reads as invalid or odd (an
/// unnormal, a pseudo-NaN, a pseudo-infinity, a pseudo-denormal).
const X86_FP80_VALUES: [&str; 24] = [
    "00000000000000000000", // 0
    "80000000000000000000", // -0
    "3FFF8000000000000000", // 1
    "BFFF8000000000000000", // -1
    "3FFE8000000000000000", // 0.5
    "3FFDAAAAAAAAAAAAAAAB", // 1/3
    "4000A000000000000000", // 2.5
    "C000A000000000000000", // -2.5
    "4001F800000000000000", // 7.75
    "4020951DF3EC00000000", // 5000000000.5 (about)
    "7FFEFFFFFFFFFFFFFFFF", // largest
    "00018000000000000000", // smallest normal
    "00000000000000000001", // smallest subnormal
    "7FFF8000000000000000", // infinity
    "FFFF8000000000000000", // -infinity
    "7FFFC000000000000000", // quiet NaN
    "403E8000000000000000", // 2^63
    "403EFFFFFFFFFFFFFFFF", // 2^64 - 1
    "C03E8000000000000000", // -2^63
    "40000000000000000001", // an unnormal
    "7FFFA000000000000000", // a signalling NaN
    "7FFF0000000000000001", // a pseudo-NaN (integer bit clear)
    "7FFF0000000000000000", // a pseudo-infinity
    "00008000000000000001", // a pseudo-denormal (integer bit set)
];

/// `i64` test values for the conversions to `x86_fp80` (also read as the bits
/// of `double`s and, truncated, of `float`s).
const X86_FP80_INTEGERS: [i64; 10] = [
    0,
    1,
    -1,
    127,
    -129,
    65535,
    i64::MAX,
    i64::MIN,
    0x3FB9_9999_9999_999A, // 0.1 as a double
    0x7FF0_0000_0000_0001, // a signalling NaN as a double
];

/// The generated program of the `x86_fp80` test: every arithmetic operation,
/// comparison, conversion and intrinsic on values loaded from globals,
/// printed as bits (`%print80` prints the sign and exponent, then the
/// significand). Conversions to integers are of values in the result's
/// range only (others are poison), selected in the program itself.
fn x86_fp80_program() -> String {
    let count = X86_FP80_VALUES.len();
    let values: Vec<String> = X86_FP80_VALUES
        .iter()
        .map(|bits| format!("x86_fp80 0xK{bits}"))
        .collect();
    let integers: Vec<String> = X86_FP80_INTEGERS
        .iter()
        .map(|value| format!("i64 {value}"))
        .collect();
    let mut text = format!(
        "@values = global [{count} x x86_fp80] [{}]\n\
         @integers = global [{} x i64] [{}]\n\
         @format80 = private constant [15 x i8] c\"%04llx%016llx\\0A\\00\"\n\
         @format64 = private constant [8 x i8] c\"%016llx\\00\"\n\
         @newline = private constant [2 x i8] c\"\\0A\\00\"\n\
         declare i32 @printf(ptr, ...)\n\
         define void @print80(x86_fp80 %v) {{\n\
         \x20 %bits = bitcast x86_fp80 %v to i80\n\
         \x20 %low = trunc i80 %bits to i64\n\
         \x20 %shifted = lshr i80 %bits, 64\n\
         \x20 %high = trunc i80 %shifted to i64\n\
         \x20 call i32 (ptr, ...) @printf(ptr @format80, i64 %high, i64 %low)\n\
         \x20 ret void\n}}\n\
         define void @print128(i128 %v) {{\n\
         \x20 %low = trunc i128 %v to i64\n\
         \x20 %shifted = lshr i128 %v, 64\n\
         \x20 %high = trunc i128 %shifted to i64\n\
         \x20 call void @print64(i64 %high)\n\
         \x20 call void @print64(i64 %low)\n\
         \x20 ret void\n}}\n\
         define void @print64(i64 %v) {{\n\
         \x20 call i32 (ptr, ...) @printf(ptr @format64, i64 %v)\n\
         \x20 call i32 (ptr, ...) @printf(ptr @newline)\n\
         \x20 ret void\n}}\n",
        values.join(", "),
        X86_FP80_INTEGERS.len(),
        integers.join(", "),
    );
    // Pairs: arithmetic, comparisons, the binary and ternary intrinsics.
    text.push_str(&format!(
        "define void @pair(i64 %i, i64 %j) {{\n\
         \x20 %pa = getelementptr [{count} x x86_fp80], ptr @values, i64 0, i64 %i\n\
         \x20 %a = load x86_fp80, ptr %pa\n\
         \x20 %pb = getelementptr [{count} x x86_fp80], ptr @values, i64 0, i64 %j\n\
         \x20 %b = load x86_fp80, ptr %pb\n"
    ));
    for operation in ["fadd", "fsub", "fmul", "fdiv", "frem"] {
        text.push_str(&format!(
            "  %{operation} = {operation} x86_fp80 %a, %b\n  call void @print80(x86_fp80 %{operation})\n"
        ));
    }
    for predicate in [
        "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une",
        "uno",
    ] {
        text.push_str(&format!(
            "  %c.{predicate} = fcmp {predicate} x86_fp80 %a, %b\n\
             \x20 %z.{predicate} = zext i1 %c.{predicate} to i64\n\
             \x20 call void @print64(i64 %z.{predicate})\n"
        ));
    }
    let mut declarations = String::new();
    for (name, operands) in [
        ("copysign", "%a, x86_fp80 %b"),
        ("minnum", "%a, x86_fp80 %b"),
        ("maxnum", "%a, x86_fp80 %b"),
        ("fmuladd", "%a, x86_fp80 %b, x86_fp80 %a"),
        ("fma", "%b, x86_fp80 %a, x86_fp80 %b"),
    ] {
        text.push_str(&format!(
            "  %{name} = call x86_fp80 @llvm.{name}.f80(x86_fp80 {operands})\n\
             \x20 call void @print80(x86_fp80 %{name})\n"
        ));
        let parameters = vec!["x86_fp80"; operands.matches('%').count()].join(", ");
        writeln!(
            declarations,
            "declare x86_fp80 @llvm.{name}.f80({parameters})"
        )
        .unwrap();
    }
    text.push_str("  ret void\n}\n");
    // One value: negation, the unary intrinsics, conversions to floats and integers.
    text.push_str(&format!(
        "define void @single(i64 %i) {{\n\
         \x20 %pa = getelementptr [{count} x x86_fp80], ptr @values, i64 0, i64 %i\n\
         \x20 %a = load x86_fp80, ptr %pa\n\
         \x20 %neg = fneg x86_fp80 %a\n\
         \x20 call void @print80(x86_fp80 %neg)\n\
         \x20 %double = fptrunc x86_fp80 %a to double\n\
         \x20 %double.bits = bitcast double %double to i64\n\
         \x20 call void @print64(i64 %double.bits)\n\
         \x20 %float = fptrunc x86_fp80 %a to float\n\
         \x20 %float.bits = bitcast float %float to i32\n\
         \x20 %float.wide = zext i32 %float.bits to i64\n\
         \x20 call void @print64(i64 %float.wide)\n"
    ));
    for name in [
        "fabs",
        "sqrt",
        "floor",
        "ceil",
        "trunc",
        "rint",
        "nearbyint",
        "roundeven",
        "round",
    ] {
        text.push_str(&format!(
            "  %{name} = call x86_fp80 @llvm.{name}.f80(x86_fp80 %a)\n\
             \x20 call void @print80(x86_fp80 %{name})\n"
        ));
        writeln!(declarations, "declare x86_fp80 @llvm.{name}.f80(x86_fp80)").unwrap();
    }
    for mask in [
        1, 2, 3, 4, 8, 16, 32, 64, 128, 256, 512, 264, 516, 1023, 0x90, 0x1F8,
    ] {
        text.push_str(&format!(
            "  %class{mask} = call i1 @llvm.is.fpclass.f80(x86_fp80 %a, i32 {mask})\n\
             \x20 %class{mask}.wide = zext i1 %class{mask} to i64\n\
             \x20 call void @print64(i64 %class{mask}.wide)\n"
        ));
    }
    writeln!(
        declarations,
        "declare i1 @llvm.is.fpclass.f80(x86_fp80, i32)"
    )
    .unwrap();
    for exponent in [3i32, -2] {
        text.push_str(&format!(
            "  %powi{0} = call x86_fp80 @llvm.powi.f80.i32(x86_fp80 %a, i32 {exponent})\n\
             \x20 call void @print80(x86_fp80 %powi{0})\n",
            exponent.abs()
        ));
    }
    writeln!(
        declarations,
        "declare x86_fp80 @llvm.powi.f80.i32(x86_fp80, i32)"
    )
    .unwrap();
    for width in [8u32, 16, 32, 64, 100, 128] {
        // Signed: (-2^(w-1) - 1, 2^(w-1)); unsigned: (-1, 2^w), truncating toward zero.
        for (conversion, low, high) in [
            (
                "fptosi",
                -(2f64.powi(width as i32 - 1)) - 1.0,
                2f64.powi(width as i32 - 1),
            ),
            ("fptoui", -1.0, 2f64.powi(width as i32)),
        ] {
            let name = format!("{conversion}{width}");
            text.push_str(&format!(
                "  %{name}.above = fcmp ogt x86_fp80 %a, {}\n\
                 \x20 %{name}.below = fcmp olt x86_fp80 %a, {}\n\
                 \x20 %{name}.inside = and i1 %{name}.above, %{name}.below\n\
                 \x20 %{name}.operand = select i1 %{name}.inside, x86_fp80 %a, x86_fp80 0xK00000000000000000000\n\
                 \x20 %{name} = {conversion} x86_fp80 %{name}.operand to i{width}\n\
                 \x20 %{name}.wide = {} i{width} %{name} to i128\n\
                 \x20 call void @print128(i128 %{name}.wide)\n",
                x86_fp80_literal(low),
                x86_fp80_literal(high),
                if width == 128 { "bitcast" } else if conversion == "fptosi" { "sext" } else { "zext" },
            ));
        }
    }
    text.push_str("  ret void\n}\n");
    // Integers, doubles and floats to x86_fp80.
    text.push_str(&format!(
        "define void @from_integer(i64 %i) {{\n\
         \x20 %pv = getelementptr [{} x i64], ptr @integers, i64 0, i64 %i\n\
         \x20 %v = load i64, ptr %pv\n\
         \x20 %double = bitcast i64 %v to double\n\
         \x20 %from.double = fpext double %double to x86_fp80\n\
         \x20 call void @print80(x86_fp80 %from.double)\n\
         \x20 %v32 = trunc i64 %v to i32\n\
         \x20 %float = bitcast i32 %v32 to float\n\
         \x20 %from.float = fpext float %float to x86_fp80\n\
         \x20 call void @print80(x86_fp80 %from.float)\n",
        X86_FP80_INTEGERS.len()
    ));
    // Wide integers: the value shifted left 40 bits in 128.
    text.push_str(
        "  %v.sext = sext i64 %v to i128\n\
         \x20 %v.128 = shl i128 %v.sext, 40\n",
    );
    for width in [8u32, 16, 32, 64, 100, 128] {
        let narrow = if width == 128 {
            "%v.128".to_string()
        } else if width > 64 {
            text.push_str(&format!("  %v.{width} = trunc i128 %v.128 to i{width}\n"));
            format!("%v.{width}")
        } else if width == 64 {
            "%v".to_string()
        } else {
            text.push_str(&format!("  %v.{width} = trunc i64 %v to i{width}\n"));
            format!("%v.{width}")
        };
        for conversion in ["sitofp", "uitofp"] {
            text.push_str(&format!(
                "  %{conversion}{width} = {conversion} i{width} {narrow} to x86_fp80\n\
                 \x20 call void @print80(x86_fp80 %{conversion}{width})\n"
            ));
        }
    }
    text.push_str("  ret void\n}\n");
    text.push_str(&format!(
        "define i32 @main() {{\n\
         entry:\n\
         \x20 br label %outer\n\
         outer:\n\
         \x20 %i = phi i64 [ 0, %entry ], [ %i.next, %outer.next ]\n\
         \x20 call void @single(i64 %i)\n\
         \x20 br label %inner\n\
         inner:\n\
         \x20 %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]\n\
         \x20 call void @pair(i64 %i, i64 %j)\n\
         \x20 %j.next = add i64 %j, 1\n\
         \x20 %j.done = icmp eq i64 %j.next, {count}\n\
         \x20 br i1 %j.done, label %outer.next, label %inner\n\
         outer.next:\n\
         \x20 %i.next = add i64 %i, 1\n\
         \x20 %i.done = icmp eq i64 %i.next, {count}\n\
         \x20 br i1 %i.done, label %integers, label %outer\n\
         integers:\n\
         \x20 %k = phi i64 [ 0, %outer.next ], [ %k.next, %integers ]\n\
         \x20 call void @from_integer(i64 %k)\n\
         \x20 %k.next = add i64 %k, 1\n\
         \x20 %k.done = icmp eq i64 %k.next, {}\n\
         \x20 br i1 %k.done, label %exit, label %integers\n\
         exit:\n\
         \x20 ret i32 0\n}}\n",
        X86_FP80_INTEGERS.len()
    ));
    text + &declarations
}

/// `value` (an integer or a half, exact in `x86_fp80`) as an `x86_fp80` literal.
fn x86_fp80_literal(value: f64) -> String {
    if value == 0.0 {
        return "0xK00000000000000000000".to_string();
    }
    let sign = if value < 0.0 { 0x8000u16 } else { 0 };
    let magnitude = value.abs();
    let exponent = magnitude.log2().floor() as i32;
    let significand = magnitude / 2f64.powi(exponent); // in [1, 2)
    let bits = (significand * 2f64.powi(63)) as u64;
    format!("0xK{:04X}{bits:016X}", sign | (16383 + exponent) as u16)
}

/// Builds `programs` (IR by either backend as `backends` says, C by
/// clang-19) into one executable; returns what it printed and its status.
fn build_and_run(
    scratch: &Path,
    name: &str,
    ir_programs: &[(&str, &str)],
    c_programs: &[&str],
) -> (String, Option<i32>) {
    let mut objects = Vec::new();
    for (program, backend) in ir_programs {
        let object = scratch.join(format!("{name}-{program}-{backend}.o"));
        compile_object(&inputs_folder().join(program), backend, &object);
        objects.push(object);
    }
    for program in c_programs {
        let object = scratch.join(format!("{name}-{program}.o"));
        run_successfully(
            Command::new("clang-19")
                .args(["-O2", "-c"])
                .arg(inputs_folder().join(program))
                .arg("-o")
                .arg(&object),
        );
        objects.push(object);
    }
    let executable = scratch.join(name);
    link(&objects, &executable, scratch);
    outcome(&executable)
}

#[test]
fn struct_results_and_byval_arguments_follow_the_c_abi() {
    if !tools_available("C ABI", LLVM_TOOLS) {
        return;
    }
    let scratch = scratch_folder("c-abi");
    let mut outcomes = Vec::new();
    for backend in BACKENDS {
        let name = format!("c-interop-{backend}");
        let printed = build_and_run(
            &scratch,
            &name,
            &[("c_interop.ll", backend)],
            &["c_interop.c"],
        );
        outcomes.push((name, printed));
    }
    for callee_backend in BACKENDS {
        for caller_backend in BACKENDS {
            let name = format!("mixed-{callee_backend}-{caller_backend}");
            let printed = build_and_run(
                &scratch,
                &name,
                &[
                    ("mixed_callee.ll", callee_backend),
                    ("mixed_caller.ll", caller_backend),
                ],
                &[],
            );
            outcomes.push((name, printed));
        }
    }
    let statepoints: Vec<_> = BACKENDS
        .iter()
        .map(|backend| {
            let name = format!("statepoint-varargs-{backend}");
            let printed = build_and_run(
                &scratch,
                &name,
                &[("statepoint_varargs.ll", backend)],
                &["statepoint_varargs.c"],
            );
            (name, printed)
        })
        .collect();
    outcomes.extend(statepoints);
    // Groups: c-interop (2), mixed (4), statepoint-varargs (2); each group's
    // first build is llc's alone.
    for group in [&outcomes[0..2], &outcomes[2..6], &outcomes[6..8]] {
        let (reference_name, reference) = &group[0];
        assert!(!reference.0.is_empty(), "{reference_name} printed nothing");
        for (name, outcome) in &group[1..] {
            assert_eq!(outcome, reference, "{name} differs from {reference_name}");
        }
    }
    std::fs::remove_dir_all(&scratch).ok();
}
