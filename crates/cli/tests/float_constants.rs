//! Floating-point constants round-trip exactly, as LLVM 19 reads and prints
//! them: for `half`, `bfloat`, `float`, `double`, `x86_fp80`, `fp128` and
//! `ppc_fp128`, bit patterns from every class (zeros, subnormals, normals,
//! infinities, quiet and signalling NaNs with payloads, both signs) plus
//! pseudo-random ones, written in LLVM's hexadecimal forms, must print
//! exactly as `llvm-as-19 | llvm-dis-19` prints them (short decimals too,
//! which LLVM prints in decimal only when its six digits read back); and a `double` NaN whose
//! payload a narrower type cannot hold must be refused as `llvm-as-19`
//! refuses it. Skipped, with a message, when LLVM 19's tools are missing.

mod support;

use std::io::Write;
use std::process::{Command, Stdio};
use support::{module_body, run, text_tools_missing};

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Bits(u64);

impl Bits {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// A float format: its IR name, total bits, exponent bits.
struct Format {
    name: &'static str,
    width: u32,
    exponent_bits: u32,
}

const FORMATS: [Format; 7] = [
    Format {
        name: "half",
        width: 16,
        exponent_bits: 5,
    },
    Format {
        name: "bfloat",
        width: 16,
        exponent_bits: 8,
    },
    Format {
        name: "float",
        width: 32,
        exponent_bits: 8,
    },
    Format {
        name: "double",
        width: 64,
        exponent_bits: 11,
    },
    Format {
        name: "x86_fp80",
        width: 80,
        exponent_bits: 15,
    },
    Format {
        name: "fp128",
        width: 128,
        exponent_bits: 15,
    },
    Format {
        name: "ppc_fp128",
        width: 128,
        exponent_bits: 11,
    },
];

/// Bit patterns of every class for `format`, then random ones.
fn patterns(format: &Format, random: &mut Bits) -> Vec<u128> {
    let mask = if format.width == 128 {
        u128::MAX
    } else {
        (1u128 << format.width) - 1
    };
    let sign = 1u128 << (format.width - 1);
    // ppc_fp128 is two doubles; its classes are those of the high double.
    let (exponent_shift, exponent_bits) = match format.name {
        "ppc_fp128" => (52 + 64, 11),
        "x86_fp80" => (64, 15),
        _ => (
            format.width - 1 - format.exponent_bits,
            format.exponent_bits,
        ),
    };
    let all_ones_exponent = ((1u128 << exponent_bits) - 1) << exponent_shift;
    let quiet_bit = 1u128 << (exponent_shift - 1);
    let mut classes = vec![
        0,
        1,
        quiet_bit,
        all_ones_exponent,
        all_ones_exponent | quiet_bit,
        all_ones_exponent | 1,
        all_ones_exponent | (quiet_bit >> 1) | 0x5,
        all_ones_exponent | quiet_bit | 0x3,
        (1u128 << exponent_shift) | 0x7,
    ];
    if format.name == "x86_fp80" {
        // The explicit integer bit (bit 63) distinguishes normal and pseudo forms.
        classes.extend([
            all_ones_exponent | (1 << 63),
            all_ones_exponent | (1 << 63) | (1 << 62) | 9,
            all_ones_exponent | (1 << 63) | 9,
            (0x3fffu128 << 64) | (1 << 63),
        ]);
    }
    let mut out: Vec<u128> = classes
        .iter()
        .flat_map(|&pattern| [pattern & mask, (pattern | sign) & mask])
        .collect();
    for _ in 0..64 {
        let value = (u128::from(random.next()) << 64 | u128::from(random.next())) & mask;
        out.push(value);
    }
    out.extend(short_decimals(format, random));
    out
}

/// `float` and `double` values with at most six or seven significant decimal
/// digits (`digits * 10^k`), the ones that may print in decimal: LLVM prints
/// them so only when its own six-digit text, truncated before it is rounded,
/// reads back exactly (0.7 and 1e-6 do not).
fn short_decimals(format: &Format, random: &mut Bits) -> Vec<u128> {
    let mut out = Vec::new();
    for _ in 0..400 {
        let digits = (random.next() % 10_000_000) as f64;
        let power = (random.next() % 80) as i32 - 40;
        let value = digits * 10f64.powi(power);
        match format.name {
            "double" => out.push(u128::from(value.to_bits())),
            "float" => out.push(u128::from((value as f32).to_bits())),
            _ => return out,
        }
    }
    out
}

/// The double whose bits LLVM writes for the `float` with `bits` (a NaN's
/// payload moves to the top of the double's significand).
fn float_as_double_bits(bits: u32) -> u64 {
    let value = f32::from_bits(bits);
    if value.is_nan() {
        (u64::from(bits >> 31) << 63) | (0x7ffu64 << 52) | (u64::from(bits & 0x007f_ffff) << 29)
    } else {
        f64::from(value).to_bits()
    }
}

/// LLVM's hexadecimal literal for `bits` of `format`.
fn literal(format: &Format, bits: u128) -> String {
    let low_then_high = format!("{:016X}{:016X}", bits as u64, (bits >> 64) as u64);
    match format.name {
        "half" => format!("0xH{:04X}", bits as u16),
        "bfloat" => format!("0xR{:04X}", bits as u16),
        "float" => format!("0x{:016X}", float_as_double_bits(bits as u32)),
        "double" => format!("0x{:016X}", bits as u64),
        "x86_fp80" => format!("0xK{bits:020X}"),
        "fp128" => format!("0xL{low_then_high}"),
        _ => format!("0xM{low_then_high}"),
    }
}

fn module_of(globals: &[(String, String)]) -> String {
    globals
        .iter()
        .enumerate()
        .map(|(index, (ty, value))| format!("@g{index} = global {ty} {value}\n"))
        .collect()
}

#[test]
fn every_float_bit_pattern_prints_as_llvm_19_prints_it() {
    if text_tools_missing() {
        println!("float_constants: SKIPPED: llvm-as-19 or llvm-dis-19 is not installed");
        return;
    }
    let mut random = Bits(0x9e37_79b9_7f4a_7c15);
    let mut globals = Vec::new();
    for format in &FORMATS {
        for bits in patterns(format, &mut random) {
            globals.push((format.name.to_string(), literal(format, bits)));
        }
    }
    let input = module_of(&globals);
    let bitcode = Command::new("llvm-as-19")
        .args(["-", "-o", "/dev/stdout"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child
                .stdin
                .take()
                .expect("piped")
                .write_all(input.as_bytes())?;
            child.wait_with_output()
        })
        .expect("llvm-as-19 runs");
    assert!(bitcode.status.success(), "llvm-as-19 accepts every pattern");
    let mut dis = Command::new("llvm-dis-19")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("llvm-dis-19 runs");
    dis.stdin
        .take()
        .expect("piped")
        .write_all(&bitcode.stdout)
        .expect("write bitcode");
    let llvm = String::from_utf8(dis.wait_with_output().expect("llvm-dis-19").stdout).unwrap();
    let ours = run(env!("CARGO_BIN_EXE_statepoint"), &["opt", "-S"], &input)
        .expect("statepoint reads every pattern");
    let (llvm, ours) = (module_body(&llvm), module_body(&ours));
    let differing: Vec<(&str, &str)> = llvm
        .lines()
        .zip(ours.lines())
        .filter(|(theirs, ours)| theirs != ours)
        .take(10)
        .collect();
    assert!(differing.is_empty(), "opt-19 vs ours: {differing:#?}");
    assert_eq!(llvm.lines().count(), ours.lines().count());
    println!(
        "float_constants: {} constants print as llvm-dis-19 prints them",
        globals.len()
    );
}

#[test]
fn nan_payloads_a_narrow_type_cannot_hold_are_refused_as_llvm_19_refuses_them() {
    if text_tools_missing() {
        println!("float_constants: SKIPPED: llvm-as-19 or llvm-dis-19 is not installed");
        return;
    }
    let cases = [
        ("float", "0x7FF0000000000001"),
        ("float", "0x7FF8000000000001"),
        ("float", "0x7FF4000000000000"),
        ("half", "0x7FF0000020000000"),
        ("half", "0x7FF4000000000000"),
        ("bfloat", "0x7FF0100000000000"),
        ("bfloat", "0xFFF0200000000000"),
    ];
    for (ty, value) in cases {
        let input = module_of(&[(ty.to_string(), value.to_string())]);
        let llvm = run("llvm-as-19", &["-", "-o", "/dev/null"], &input);
        let ours = run(env!("CARGO_BIN_EXE_statepoint"), &["opt", "-S"], &input);
        assert_eq!(
            llvm.is_ok(),
            ours.is_ok(),
            "{ty} {value}: {llvm:?} vs {ours:?}"
        );
        if let (Err(theirs), Err(ours)) = (&llvm, &ours) {
            let message = "error: floating point constant invalid for type";
            assert!(
                theirs.contains(message) && ours.contains(message),
                "{theirs}\n{ours}"
            );
        }
    }
}
