//! The x86 SSE to SSE4.1 and PCLMULQDQ intrinsics (`llvm.x86.*`) in the Cranelift backend
//! against llc-19 (issue 17): a generated program applies every intrinsic
//! the backend lowers ([`CASES`]: each with every immediate it is tested
//! with, shifts also by constant counts) to the test vectors ([`test_vectors`]:
//! zeros, all ones, `0x80`/`0x7f` lanes, the saturation edges of each lane
//! width, single top and bottom bits of quad words (the edges of carry-less
//! products), shuffle masks, shift counts below, at and above the lane widths,
//! floats and doubles with NaNs (payloads, signalling), infinities, signed
//! zeros, ties, values out of the integers' range, pseudo-random bits), to
//! each pair of them for two operands, loaded from a global (so neither
//! backend folds them), and prints every result's bits. It also runs the
//! conversions and roundings that read the MXCSR, and compositions whose
//! rounding it affects, in each of the four rounding modes (set with
//! `ldmxcsr`), loads with `lddqu`, stores with `maskmovdqu`, and calls the
//! fences, `pause` and `clflush`. llc-19's build, the Cranelift build and
//! the Cranelift JIT (`statepoint run`) must print the same.
//!
//! Skipped, with a message, without llc-19, `cc` or `libruntime.a` beside
//! `statepoint`.

mod support;

use std::fmt::Write as _;
use support::llc_comparison::{builds_print_what_llcs_prints, scratch_folder, tools_available};

/// How a tested intrinsic's operand is made.
#[derive(Copy, Clone)]
enum Operand {
    /// A vector of this type: the next of the test function's vectors
    /// (`%a`, `%b`, `%c`), its bits reinterpreted.
    Vector(&'static str),
    /// An immediate of this type, in turn each of these values.
    Immediate(&'static str, &'static [i64]),
    /// An `i32` shift count: lane 0 of `%b` (at run time), then each of [`CONSTANT_COUNTS`].
    Count,
}

const B: Operand = Operand::Vector("<16 x i8>");
const W: Operand = Operand::Vector("<8 x i16>");
const D: Operand = Operand::Vector("<4 x i32>");
const Q: Operand = Operand::Vector("<2 x i64>");
const S: Operand = Operand::Vector("<4 x float>");
const P: Operand = Operand::Vector("<2 x double>");

/// Every predicate of `cmpss`/`cmpsd`.
const PREDICATES: &[i64] = &[0, 1, 2, 3, 4, 5, 6, 7];
/// Rounding controls in the default mode (bit 2: the MXCSR's; bit 3: no
/// precision exception; above: reserved, ignored).
const ROUNDINGS: &[i64] = &[0, 1, 2, 3, 4, 8, 9, 10, 11, 12, 0x113, 0x1F4];
/// Constant shift counts: within, at and beyond every lane width, and -1 (unsigned: huge).
const CONSTANT_COUNTS: &[i64] = &[0, 1, 7, 15, 16, 31, 32, 63, 64, 255, 256, -1];

/// Each tested intrinsic (its name after `llvm.x86.`), its result type and operands.
const CASES: &[(&str, &str, &[Operand])] = &[
    ("sse2.pavg.b", "<16 x i8>", &[B, B]),
    ("sse2.pavg.w", "<8 x i16>", &[W, W]),
    ("sse2.packsswb.128", "<16 x i8>", &[W, W]),
    ("sse2.packssdw.128", "<8 x i16>", &[D, D]),
    ("sse2.packuswb.128", "<16 x i8>", &[W, W]),
    ("sse41.packusdw", "<8 x i16>", &[D, D]),
    ("sse2.pmadd.wd", "<4 x i32>", &[W, W]),
    ("sse2.psad.bw", "<2 x i64>", &[B, B]),
    ("sse2.pmulh.w", "<8 x i16>", &[W, W]),
    ("sse2.pmulhu.w", "<8 x i16>", &[W, W]),
    ("sse2.pmovmskb.128", "i32", &[B]),
    ("sse.movmsk.ps", "i32", &[S]),
    ("sse2.movmsk.pd", "i32", &[P]),
    ("sse2.psll.w", "<8 x i16>", &[W, W]),
    ("sse2.psll.d", "<4 x i32>", &[D, D]),
    ("sse2.psll.q", "<2 x i64>", &[Q, Q]),
    ("sse2.psrl.w", "<8 x i16>", &[W, W]),
    ("sse2.psrl.d", "<4 x i32>", &[D, D]),
    ("sse2.psrl.q", "<2 x i64>", &[Q, Q]),
    ("sse2.psra.w", "<8 x i16>", &[W, W]),
    ("sse2.psra.d", "<4 x i32>", &[D, D]),
    ("sse2.pslli.w", "<8 x i16>", &[W, Operand::Count]),
    ("sse2.pslli.d", "<4 x i32>", &[D, Operand::Count]),
    ("sse2.pslli.q", "<2 x i64>", &[Q, Operand::Count]),
    ("sse2.psrli.w", "<8 x i16>", &[W, Operand::Count]),
    ("sse2.psrli.d", "<4 x i32>", &[D, Operand::Count]),
    ("sse2.psrli.q", "<2 x i64>", &[Q, Operand::Count]),
    ("sse2.psrai.w", "<8 x i16>", &[W, Operand::Count]),
    ("sse2.psrai.d", "<4 x i32>", &[D, Operand::Count]),
    ("ssse3.pshuf.b.128", "<16 x i8>", &[B, B]),
    ("ssse3.pmadd.ub.sw.128", "<8 x i16>", &[B, B]),
    ("ssse3.phadd.w.128", "<8 x i16>", &[W, W]),
    ("ssse3.phadd.d.128", "<4 x i32>", &[D, D]),
    ("ssse3.phadd.sw.128", "<8 x i16>", &[W, W]),
    ("ssse3.phsub.w.128", "<8 x i16>", &[W, W]),
    ("ssse3.phsub.d.128", "<4 x i32>", &[D, D]),
    ("ssse3.phsub.sw.128", "<8 x i16>", &[W, W]),
    ("ssse3.pmul.hr.sw.128", "<8 x i16>", &[W, W]),
    ("ssse3.psign.b.128", "<16 x i8>", &[B, B]),
    ("ssse3.psign.w.128", "<8 x i16>", &[W, W]),
    ("ssse3.psign.d.128", "<4 x i32>", &[D, D]),
    ("sse41.pblendvb", "<16 x i8>", &[B, B, B]),
    ("sse41.blendvps", "<4 x float>", &[S, S, S]),
    ("sse41.blendvpd", "<2 x double>", &[P, P, P]),
    ("sse41.ptestz", "i32", &[Q, Q]),
    ("sse41.ptestc", "i32", &[Q, Q]),
    ("sse41.ptestnzc", "i32", &[Q, Q]),
    ("sse41.phminposuw", "<8 x i16>", &[W]),
    (
        "sse41.mpsadbw",
        "<8 x i16>",
        &[B, B, Operand::Immediate("i8", &[0, 1, 2, 3, 4, 5, 6, 7])],
    ),
    ("sse.min.ps", "<4 x float>", &[S, S]),
    ("sse.max.ps", "<4 x float>", &[S, S]),
    ("sse.min.ss", "<4 x float>", &[S, S]),
    ("sse.max.ss", "<4 x float>", &[S, S]),
    ("sse2.min.pd", "<2 x double>", &[P, P]),
    ("sse2.max.pd", "<2 x double>", &[P, P]),
    ("sse2.min.sd", "<2 x double>", &[P, P]),
    ("sse2.max.sd", "<2 x double>", &[P, P]),
    (
        "sse.cmp.ss",
        "<4 x float>",
        &[S, S, Operand::Immediate("i8", PREDICATES)],
    ),
    (
        "sse2.cmp.sd",
        "<2 x double>",
        &[P, P, Operand::Immediate("i8", PREDICATES)],
    ),
    ("sse.comieq.ss", "i32", &[S, S]),
    ("sse.comilt.ss", "i32", &[S, S]),
    ("sse.comile.ss", "i32", &[S, S]),
    ("sse.comigt.ss", "i32", &[S, S]),
    ("sse.comige.ss", "i32", &[S, S]),
    ("sse.comineq.ss", "i32", &[S, S]),
    ("sse.ucomieq.ss", "i32", &[S, S]),
    ("sse.ucomilt.ss", "i32", &[S, S]),
    ("sse.ucomile.ss", "i32", &[S, S]),
    ("sse.ucomigt.ss", "i32", &[S, S]),
    ("sse.ucomige.ss", "i32", &[S, S]),
    ("sse.ucomineq.ss", "i32", &[S, S]),
    ("sse2.comieq.sd", "i32", &[P, P]),
    ("sse2.comilt.sd", "i32", &[P, P]),
    ("sse2.comile.sd", "i32", &[P, P]),
    ("sse2.comigt.sd", "i32", &[P, P]),
    ("sse2.comige.sd", "i32", &[P, P]),
    ("sse2.comineq.sd", "i32", &[P, P]),
    ("sse2.ucomieq.sd", "i32", &[P, P]),
    ("sse2.ucomilt.sd", "i32", &[P, P]),
    ("sse2.ucomile.sd", "i32", &[P, P]),
    ("sse2.ucomigt.sd", "i32", &[P, P]),
    ("sse2.ucomige.sd", "i32", &[P, P]),
    ("sse2.ucomineq.sd", "i32", &[P, P]),
    ("sse2.cvttps2dq", "<4 x i32>", &[S]),
    ("sse2.cvttpd2dq", "<4 x i32>", &[P]),
    ("sse.cvttss2si", "i32", &[S]),
    ("sse.cvttss2si64", "i64", &[S]),
    ("sse2.cvttsd2si", "i32", &[P]),
    ("sse2.cvttsd2si64", "i64", &[P]),
    ("sse2.cvtpd2ps", "<4 x float>", &[P]),
    ("sse2.cvtsd2ss", "<4 x float>", &[S, P]),
    ("sse2.cvtps2dq", "<4 x i32>", &[S]),
    ("sse2.cvtpd2dq", "<4 x i32>", &[P]),
    ("sse.cvtss2si", "i32", &[S]),
    ("sse.cvtss2si64", "i64", &[S]),
    ("sse2.cvtsd2si", "i32", &[P]),
    ("sse2.cvtsd2si64", "i64", &[P]),
    ("sse.rcp.ps", "<4 x float>", &[S]),
    ("sse.rsqrt.ps", "<4 x float>", &[S]),
    ("sse.rcp.ss", "<4 x float>", &[S]),
    ("sse.rsqrt.ss", "<4 x float>", &[S]),
    ("sse3.addsub.ps", "<4 x float>", &[S, S]),
    ("sse3.addsub.pd", "<2 x double>", &[P, P]),
    ("sse3.hadd.ps", "<4 x float>", &[S, S]),
    ("sse3.hadd.pd", "<2 x double>", &[P, P]),
    ("sse3.hsub.ps", "<4 x float>", &[S, S]),
    ("sse3.hsub.pd", "<2 x double>", &[P, P]),
    (
        "sse41.round.ps",
        "<4 x float>",
        &[S, Operand::Immediate("i32", ROUNDINGS)],
    ),
    (
        "sse41.round.pd",
        "<2 x double>",
        &[P, Operand::Immediate("i32", ROUNDINGS)],
    ),
    (
        "sse41.round.ss",
        "<4 x float>",
        &[S, S, Operand::Immediate("i32", ROUNDINGS)],
    ),
    (
        "sse41.round.sd",
        "<2 x double>",
        &[P, P, Operand::Immediate("i32", ROUNDINGS)],
    ),
    (
        "sse41.dpps",
        "<4 x float>",
        &[
            S,
            S,
            Operand::Immediate("i8", &[0xFF, 0x31, 0x7F, 0xA5, 0x0F, 0xF0, 0x5A]),
        ],
    ),
    (
        "sse41.dppd",
        "<2 x double>",
        &[
            P,
            P,
            Operand::Immediate("i8", &[0x33, 0x31, 0x12, 0xF3, 0x00]),
        ],
    ),
    // Immediate bits 0 and 4 choose the quad words, in all four ways; the
    // others are ignored.
    (
        "pclmulqdq",
        "<2 x i64>",
        &[
            Q,
            Q,
            Operand::Immediate("i8", &[0x00, 0x01, 0x10, 0x11, 0xEE, 0xFF, 0x30, -0x80]),
        ],
    ),
];

/// Run in each rounding mode of the MXCSR (after `ldmxcsr`): the
/// intrinsics that read it, and compositions of Cranelift arithmetic it
/// rounds. Operands: the test vector, or an immediate.
const ROUNDING_MODE_CASES: &[(&str, &str, &[Operand])] = &[
    ("sse2.cvtps2dq", "<4 x i32>", &[S]),
    ("sse2.cvtpd2dq", "<4 x i32>", &[P]),
    ("sse.cvtss2si", "i32", &[S]),
    ("sse.cvtss2si64", "i64", &[S]),
    ("sse2.cvtsd2si", "i32", &[P]),
    ("sse2.cvtsd2si64", "i64", &[P]),
    (
        "sse41.round.ps",
        "<4 x float>",
        &[S, Operand::Immediate("i32", &[4])],
    ),
    (
        "sse41.round.pd",
        "<2 x double>",
        &[P, Operand::Immediate("i32", &[12])],
    ),
    (
        "sse41.round.ss",
        "<4 x float>",
        &[S, S, Operand::Immediate("i32", &[4])],
    ),
    (
        "sse41.round.sd",
        "<2 x double>",
        &[P, P, Operand::Immediate("i32", &[12])],
    ),
    ("sse2.cvtpd2ps", "<4 x float>", &[P]),
    ("sse2.cvtsd2ss", "<4 x float>", &[S, P]),
    (
        "sse41.dpps",
        "<4 x float>",
        &[S, S, Operand::Immediate("i8", &[0xFF])],
    ),
    ("sse3.hadd.ps", "<4 x float>", &[S, S]),
    ("sse3.addsub.pd", "<2 x double>", &[P, P]),
];

/// The MXCSR's rounding-control field.
const ROUNDING_CONTROL: i64 = 0x6000;

/// The 128-bit test values, as bytes (lane 0 first).
fn test_vectors() -> Vec<[u8; 16]> {
    fn lanes<const N: usize>(values: [u64; N]) -> [u8; 16] {
        let width = 16 / N;
        let mut bytes = [0; 16];
        for (lane, value) in values.into_iter().enumerate() {
            bytes[lane * width..(lane + 1) * width].copy_from_slice(&value.to_le_bytes()[..width]);
        }
        bytes
    }
    let singles = |values: [f32; 4]| lanes(values.map(|value| u64::from(value.to_bits())));
    let doubles = |values: [f64; 2]| lanes(values.map(f64::to_bits));
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut random = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut vectors = vec![
        [0; 16],
        [0xFF; 16],
        [0x80; 16],
        [0x7F; 16],
        lanes([
            0x8000, 0x7FFF, 0xFF80, 0x0080, 0x00FF, 0x0100, 0xFFFF, 0x0001,
        ]),
        lanes([
            0x7FFF, 0x7FFF, 0x8000, 0x8000, 0x4000, 0xC000, 0x0001, 0xFFFE,
        ]),
        lanes([0x8000_0000, 0x7FFF_FFFF, 0xFFFF_8000, 0x0000_8000]),
        lanes([0x0000_FFFF, 0x0001_0000, 0xFFFF_7FFF, 0x0000_7FFF]),
        std::array::from_fn(|byte| byte as u8),
        [
            0x0F, 0x8E, 0x03, 0x70, 0x81, 0x10, 0x1F, 0xFF, 0x00, 0x7F, 0x05, 0xC0, 0x0A, 0x3B,
            0x90, 0x01,
        ],
        singles([1.5, -2.5, 0.5, -0.0]),
        // Quiet NaNs with payloads (one negative), infinities.
        lanes([0x7FC0_0001, 0xFFC1_2345, 0x7F80_0000, 0xFF80_0000]),
        singles([3e9, -3e9, 2_147_483_520.0, -2_147_483_648.0]),
        singles([2.5, 3.5, -2.5, 1e-45]),
        // A signalling NaN beside a quiet one, and zeros.
        lanes([0x7FA0_0000, 0x7FC0_0002, 0x0000_0000, 0x8000_0000]),
        singles([-1.0, 0.0, 1e-3, 7.75]),
        // Four different NaNs: which one a horizontal operation returns.
        lanes([0x7FC0_0003, 0xFFC0_0004, 0x7FC0_0005, 0xFFC0_0006]),
        lanes([0x7FF8_0000_0000_0123, 0.5f64.to_bits()]),
        doubles([2_147_483_647.5, -2_147_483_648.9]),
        doubles([-1e300, 9.3e18]),
        doubles([1.5, -0.0]),
        doubles([2.5, -3.5]),
        lanes([0x7FF8_0000_0000_0001, 0xFFF8_0000_0000_0ABC]),
        lanes([1 << 63, 1]),
    ];
    // Shift counts in the low 64 bits (lane 0 of `i32`s too), random above.
    for count in [3u64, 15, 16, 31, 64, 0x1_0000_0001] {
        vectors.push(lanes([count, random()]));
    }
    for _ in 0..3 {
        vectors.push(lanes([random(), random()]));
    }
    vectors
}

/// IR text building the program, with `@name<k>` strings for the printed names.
struct Program {
    text: String,
    names: usize,
    declarations: std::collections::BTreeSet<String>,
}

impl Program {
    /// A global string holding `name`; its symbol.
    fn name(&mut self, name: &str) -> String {
        let symbol = format!("@name{}", self.names);
        self.names += 1;
        writeln!(
            self.text,
            "{symbol} = private constant [{} x i8] c\"{name}\\00\"",
            name.len() + 1
        )
        .unwrap();
        symbol
    }

    /// `call @llvm.x86.<name>` of `arguments`, returning `ty`, as `%<result>`;
    /// declares the intrinsic.
    fn call(
        &mut self,
        body: &mut String,
        result: &str,
        name: &str,
        ty: &str,
        arguments: &[Argument],
    ) {
        let parameters: Vec<String> = arguments
            .iter()
            .map(|argument| {
                if argument.immediate {
                    format!("{} immarg", argument.ty)
                } else {
                    argument.ty.clone()
                }
            })
            .collect();
        self.declarations.insert(format!(
            "declare {ty} @llvm.x86.{name}({})",
            parameters.join(", ")
        ));
        let passed: Vec<String> = arguments
            .iter()
            .map(|argument| format!("{} {}", argument.ty, argument.value))
            .collect();
        let assignment = if ty == "void" {
            String::new()
        } else {
            format!("%{result} = ")
        };
        writeln!(
            body,
            "  {assignment}call {ty} @llvm.x86.{name}({})",
            passed.join(", ")
        )
        .unwrap();
    }
}

/// One argument of an intrinsic call.
struct Argument {
    ty: String,
    /// Whether the parameter is `immarg`.
    immediate: bool,
    value: String,
}

impl Argument {
    fn new(ty: &str, value: &str) -> Self {
        Argument {
            ty: ty.to_string(),
            immediate: false,
            value: value.to_string(),
        }
    }
}

/// Lines printing `%<value>` of type `ty` under the name `symbol` with `%i`, `%j`.
fn print_lines(value: &str, ty: &str, symbol: &str) -> String {
    match ty {
        "i32" => format!(
            "  %{value}.wide = zext i32 %{value} to i64\n\
             \x20 call void @print_scalar(ptr {symbol}, i32 %i, i32 %j, i64 %{value}.wide)\n"
        ),
        "i64" => format!("  call void @print_scalar(ptr {symbol}, i32 %i, i32 %j, i64 %{value})\n"),
        _ => format!(
            "  %{value}.bits = bitcast {ty} %{value} to <2 x i64>\n\
             \x20 call void @print_vector(ptr {symbol}, i32 %i, i32 %j, <2 x i64> %{value}.bits)\n"
        ),
    }
}

/// The arguments for `operands` made of `vectors` (`%a`, `%b`, `%c`, ...
/// reinterpreted), with `immediate` for an immediate or a constant count
/// (`None`: the count is lane 0 of `%b`), and lines computing them.
fn operand_values(
    operands: &[Operand],
    vectors: &[&str],
    immediate: Option<i64>,
    body: &mut String,
    prefix: &str,
) -> Vec<Argument> {
    let mut next_vector = vectors.iter();
    let mut arguments = Vec::new();
    for (index, operand) in operands.iter().enumerate() {
        let value = format!("%{prefix}{index}");
        arguments.push(match *operand {
            Operand::Vector(ty) => {
                let source = next_vector.next().expect("enough test vectors");
                writeln!(body, "  {value} = bitcast <16 x i8> %{source} to {ty}").unwrap();
                Argument::new(ty, &value)
            }
            Operand::Immediate(ty, _) => Argument {
                immediate: true,
                ..Argument::new(ty, &immediate.expect("an immediate").to_string())
            },
            Operand::Count => match immediate {
                Some(count) => Argument::new("i32", &count.to_string()),
                None => {
                    writeln!(
                        body,
                        "  {value}.lanes = bitcast <16 x i8> %b to <4 x i32>\n\
                         \x20 {value} = extractelement <4 x i32> {value}.lanes, i32 0"
                    )
                    .unwrap();
                    Argument::new("i32", &value)
                }
            },
        });
    }
    arguments
}

/// The values an intrinsic is tested with for its immediate or count: `None` once
/// for a run-time count or no immediate.
fn immediate_variants(operands: &[Operand]) -> Vec<Option<i64>> {
    match operands
        .iter()
        .find(|operand| !matches!(operand, Operand::Vector(_)))
    {
        Some(Operand::Immediate(_, values)) => values.iter().copied().map(Some).collect(),
        Some(Operand::Count) => std::iter::once(None)
            .chain(CONSTANT_COUNTS.iter().copied().map(Some))
            .collect(),
        _ => vec![None],
    }
}

/// The program of the test (module docs).
fn x86_simd_program() -> String {
    let vectors = test_vectors();
    let count = vectors.len();
    let mut program = Program {
        text: String::new(),
        names: 0,
        declarations: Default::default(),
    };
    let mut text = String::new();
    text.push_str("declare i32 @printf(ptr, ...)\n");
    text.push_str(
        "@vector_format = private constant [23 x i8] c\"%s %d %d %016lx%016lx\\0A\\00\"\n",
    );
    text.push_str("@scalar_format = private constant [17 x i8] c\"%s %d %d %016lx\\0A\\00\"\n");
    // One more zero vector: `lddqu` reads across the end of the last one.
    let initializers: Vec<String> = vectors
        .iter()
        .chain(std::iter::once(&[0u8; 16]))
        .map(|bytes| {
            let lanes: Vec<String> = bytes
                .iter()
                .map(|byte| format!("i8 {}", *byte as i8))
                .collect();
            format!("<16 x i8> <{}>", lanes.join(", "))
        })
        .collect();
    writeln!(
        text,
        "@vectors = private constant [{} x <16 x i8>] [{}], align 16",
        count + 1,
        initializers.join(", ")
    )
    .unwrap();
    text.push_str(
        "@target = global <16 x i8> zeroinitializer, align 16\n\
         @saved = global i32 0\n\
         @control = global i32 0\n\
         @results = global [16 x <2 x i64>] zeroinitializer, align 16\n\
         define void @print_vector(ptr %name, i32 %i, i32 %j, <2 x i64> %v) noinline {\n\
         \x20 %low = extractelement <2 x i64> %v, i32 0\n\
         \x20 %high = extractelement <2 x i64> %v, i32 1\n\
         \x20 call i32 (ptr, ...) @printf(ptr @vector_format, ptr %name, i32 %i, i32 %j, i64 %high, i64 %low)\n\
         \x20 ret void\n}\n\
         define void @print_scalar(ptr %name, i32 %i, i32 %j, i64 %v) noinline {\n\
         \x20 call i32 (ptr, ...) @printf(ptr @scalar_format, ptr %name, i32 %i, i32 %j, i64 %v)\n\
         \x20 ret void\n}\n",
    );
    // Test functions: `@single<k>(%i, %j, %a)` for one vector, `@pair<k>(%i, %j, %a, %b, %c)`.
    let (mut singles, mut pairs) = (Vec::new(), Vec::new());
    for (name, result, operands) in CASES {
        let vector_count = operands
            .iter()
            .filter(|operand| matches!(operand, Operand::Vector(_)))
            .count();
        for immediate in immediate_variants(operands) {
            let printed = match immediate {
                Some(value) => format!("{name}/{value}"),
                None => name.to_string(),
            };
            let symbol = program.name(&printed);
            let counted_by_b = immediate.is_none()
                && operands
                    .iter()
                    .any(|operand| matches!(operand, Operand::Count));
            let by_pairs = vector_count > 1 || counted_by_b;
            let function = if by_pairs {
                format!("pair{}", pairs.len())
            } else {
                format!("single{}", singles.len())
            };
            let mut body = String::new();
            let arguments =
                operand_values(operands, &["a", "b", "c"], immediate, &mut body, "operand");
            program.call(&mut body, "result", name, result, &arguments);
            body.push_str(&print_lines("result", result, &symbol));
            writeln!(
                program.text,
                "define void @{function}(i32 %i, i32 %j, <16 x i8> %a, <16 x i8> %b, <16 x i8> %c) #0 {{\n{body}  ret void\n}}"
            )
            .unwrap();
            if by_pairs {
                pairs.push(function);
            } else {
                singles.push(function);
            }
        }
    }
    rounding_mode_function(&mut program);
    memory_functions(&mut program);
    text.push_str(&program.text);
    let calls = |functions: &[String], j: &str, b: &str, c: &str| -> String {
        functions
            .iter()
            .map(|function| {
                format!("  call void @{function}(i32 %i, i32 {j}, <16 x i8> %a, <16 x i8> {b}, <16 x i8> {c})\n")
            })
            .collect()
    };
    write!(
        text,
        "define i32 @main() {{\n\
         entry:\n\
         \x20 br label %outer\n\
         outer:\n\
         \x20 %i = phi i32 [ 0, %entry ], [ %i.next, %outer.end ]\n\
         \x20 %pa = getelementptr [{all} x <16 x i8>], ptr @vectors, i32 0, i32 %i\n\
         \x20 %a = load <16 x i8>, ptr %pa\n\
         {singles}\
         \x20 call void @rounding_modes(i32 %i, ptr %pa)\n\
         \x20 call void @unaligned_load(i32 %i)\n\
         \x20 br label %inner\n\
         inner:\n\
         \x20 %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]\n\
         \x20 %pb = getelementptr [{all} x <16 x i8>], ptr @vectors, i32 0, i32 %j\n\
         \x20 %b = load <16 x i8>, ptr %pb\n\
         \x20 %k.scaled = mul i32 %i, 7\n\
         \x20 %k.sum = add i32 %k.scaled, %j\n\
         \x20 %k = urem i32 %k.sum, {count}\n\
         \x20 %pc = getelementptr [{all} x <16 x i8>], ptr @vectors, i32 0, i32 %k\n\
         \x20 %c = load <16 x i8>, ptr %pc\n\
         {pairs}\
         \x20 call void @masked_store(i32 %i, i32 %j, <16 x i8> %a, <16 x i8> %b)\n\
         \x20 %j.next = add i32 %j, 1\n\
         \x20 %j.done = icmp eq i32 %j.next, {count}\n\
         \x20 br i1 %j.done, label %outer.end, label %inner\n\
         outer.end:\n\
         \x20 %i.next = add i32 %i, 1\n\
         \x20 %i.done = icmp eq i32 %i.next, {count}\n\
         \x20 br i1 %i.done, label %exit, label %outer\n\
         exit:\n\
         \x20 call void @machine()\n\
         \x20 ret i32 0\n}}\n",
        all = count + 1,
        singles = calls(&singles, "-1", "%a", "%a"),
        pairs = calls(&pairs, "%j", "%b", "%c"),
    )
    .unwrap();
    text.push_str("attributes #0 = { \"target-features\"=\"+sse4.1,+pclmul\" }\n");
    for declaration in &program.declarations {
        text.push_str(declaration);
        text.push('\n');
    }
    text
}

/// `@rounding_modes(%i, %input)`: [`ROUNDING_MODE_CASES`] in each rounding
/// mode. Each mode's operand is loaded after its `ldmxcsr` and each result
/// stored (volatile) before the `ldmxcsr` restoring the MXCSR, so neither
/// backend computes them outside the mode.
fn rounding_mode_function(program: &mut Program) {
    for name in ["sse.stmxcsr", "sse.ldmxcsr"] {
        program
            .declarations
            .insert(format!("declare void @llvm.x86.{name}(ptr)"));
    }
    let mut body = String::from("  %j = add i32 -1, 0\n");
    for mode in 0..4i64 {
        writeln!(
            body,
            "  call void @llvm.x86.sse.stmxcsr(ptr @saved)\n\
             \x20 %old{mode} = load i32, ptr @saved\n\
             \x20 %cleared{mode} = and i32 %old{mode}, {}\n\
             \x20 %new{mode} = or i32 %cleared{mode}, {}\n\
             \x20 store i32 %new{mode}, ptr @control\n\
             \x20 call void @llvm.x86.sse.ldmxcsr(ptr @control)\n\
             \x20 %x{mode} = load <16 x i8>, ptr %input",
            !ROUNDING_CONTROL,
            mode << 13
        )
        .unwrap();
        let mut printing = String::new();
        for (index, (name, result, operands)) in ROUNDING_MODE_CASES.iter().enumerate() {
            let vector = format!("x{mode}");
            let sources = [vector.as_str(), vector.as_str()];
            let immediate = immediate_variants(operands)[0];
            let prefix = format!("m{mode}.{index}.");
            let arguments = operand_values(operands, &sources, immediate, &mut body, &prefix);
            let value = format!("r{mode}.{index}");
            program.call(&mut body, &value, name, result, &arguments);
            writeln!(
                body,
                "  %slot{mode}.{index} = getelementptr [16 x <2 x i64>], ptr @results, i32 0, i32 {index}\n\
                 \x20 store volatile {result} %{value}, ptr %slot{mode}.{index}"
            )
            .unwrap();
            let symbol = program.name(&format!("{name}/mode{mode}"));
            writeln!(
                printing,
                "  %{value}.loaded = load {result}, ptr %slot{mode}.{index}"
            )
            .unwrap();
            printing.push_str(&print_lines(&format!("{value}.loaded"), result, &symbol));
        }
        body.push_str("  call void @llvm.x86.sse.ldmxcsr(ptr @saved)\n");
        body.push_str(&printing);
    }
    writeln!(
        program.text,
        "define void @rounding_modes(i32 %i, ptr %input) #0 {{\n{body}  ret void\n}}"
    )
    .unwrap();
}

/// `@unaligned_load(%i)` (`lddqu` 3 bytes into vector `%i`), `@masked_store(%i,
/// %j, %a, %b)` (`maskmovdqu` of `%a` with mask `%b` over a known pattern)
/// and `@machine()` (fences, `pause`, `clflush`; the MXCSR's control bits).
fn memory_functions(program: &mut Program) {
    let (load, store, machine) = (
        program.name("sse3.ldu.dq"),
        program.name("sse2.maskmov.dqu"),
        program.name("machine"),
    );
    let mut body = String::from(
        "  %j = add i32 -1, 0\n\
         \x20 %offset.bytes = mul i32 %i, 16\n\
         \x20 %offset = add i32 %offset.bytes, 3\n\
         \x20 %address = getelementptr i8, ptr @vectors, i32 %offset\n",
    );
    program.call(
        &mut body,
        "loaded",
        "sse3.ldu.dq",
        "<16 x i8>",
        &[Argument::new("ptr", "%address")],
    );
    body.push_str(&print_lines("loaded", "<16 x i8>", &load));
    writeln!(
        program.text,
        "define void @unaligned_load(i32 %i) #0 {{\n{body}  ret void\n}}"
    )
    .unwrap();
    let mut body = String::from("  store <16 x i8> <i8 -18, i8 -17, i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3>, ptr @target\n");
    program.call(
        &mut body,
        "",
        "sse2.maskmov.dqu",
        "void",
        &[
            Argument::new("<16 x i8>", "%a"),
            Argument::new("<16 x i8>", "%b"),
            Argument::new("ptr", "@target"),
        ],
    );
    body.push_str("  %stored = load <16 x i8>, ptr @target\n");
    body.push_str(&print_lines("stored", "<16 x i8>", &store));
    writeln!(
        program.text,
        "define void @masked_store(i32 %i, i32 %j, <16 x i8> %a, <16 x i8> %b) #0 {{\n{body}  ret void\n}}"
    )
    .unwrap();
    let mut body = String::from("  %i = add i32 -1, 0\n  %j = add i32 -1, 0\n");
    for name in ["sse2.pause", "sse2.lfence", "sse.sfence", "sse2.mfence"] {
        program.call(&mut body, "", name, "void", &[]);
    }
    program.call(
        &mut body,
        "",
        "sse2.clflush",
        "void",
        &[Argument::new("ptr", "@target")],
    );
    program.call(
        &mut body,
        "",
        "sse.stmxcsr",
        "void",
        &[Argument::new("ptr", "@saved")],
    );
    body.push_str(
        "  %mxcsr = load i32, ptr @saved\n\
         \x20 %control = and i32 %mxcsr, 65472\n",
    );
    body.push_str(&print_lines("control", "i32", &machine));
    writeln!(
        program.text,
        "define void @machine() #0 {{\n{body}  ret void\n}}"
    )
    .unwrap();
}

#[test]
fn x86_simd_intrinsics_compute_what_llc_computes() {
    if !tools_available("x86 SIMD intrinsics", &["llc-19", "cc"]) {
        return;
    }
    let scratch = scratch_folder("x86-simd");
    let program = scratch.join("x86_simd.ll");
    std::fs::write(&program, x86_simd_program()).expect("program written");
    let count = test_vectors().len();
    builds_print_what_llcs_prints(
        &scratch,
        &program,
        &program,
        count * count * CASES.len() / 2,
    );
    std::fs::remove_dir_all(&scratch).ok();
}
