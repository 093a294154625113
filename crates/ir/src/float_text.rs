//! The text LLVM's printer gives a floating-point constant.
//!
//! `float` and `double` print as six significant digits (`d.dddddde±XX`)
//! when that text reads back as exactly the value, else as the bits in hex
//! (a `float` widened to `double` first). The six digits are not the
//! correctly rounded ones: LLVM 19's `APFloat::toString` first truncates the
//! exact decimal expansion to about 20 bits' worth of digits, then rounds
//! half up on the one digit past the sixth. So `0.7` (whose double is
//! 0.69999999999999995559...) truncates to `699999` and prints in hex, while a
//! correctly rounded `7.000000e-01` would have read back exactly; printing
//! the same as `opt` depends on taking the same steps. Other types print
//! their bits with LLVM's prefix (`0xH`, `0xR`, `0xL`, `0xM`, `0xK`).

use crate::types::Type;

/// LLVM's text for a floating-point constant of type `ty` with `bits`
/// (`bits` is LLVM's bit pattern; for `fp128`/`ppc_fp128` the low 64 bits print first).
pub fn format_float(ty: &Type, bits: u128) -> String {
    let low_then_high = |bits: u128| format!("{:016X}{:016X}", bits as u64, (bits >> 64) as u64);
    match ty {
        Type::Double => format_double(bits as u64),
        Type::Float => format_double(widen_float_bits(bits as u32)),
        Type::Half => format!("0xH{:04X}", bits as u16),
        Type::BFloat => format!("0xR{:04X}", bits as u16),
        Type::Fp128 => format!("0xL{}", low_then_high(bits)),
        Type::PpcFp128 => format!("0xM{}", low_then_high(bits)),
        Type::X86Fp80 => format!("0xK{:020X}", bits & ((1u128 << 80) - 1)),
        _ => format!("0x{:X}", bits as u64),
    }
}

/// The bits of the `double` with the same value as the `float` with `bits`
/// (NaN payloads are moved up, as LLVM does when it widens for printing).
fn widen_float_bits(bits: u32) -> u64 {
    let value = f32::from_bits(bits);
    if value.is_nan() {
        let sign = u64::from(bits >> 31) << 63;
        let payload = u64::from(bits & 0x007f_ffff) << 29;
        sign | (0x7ffu64 << 52) | payload
    } else {
        f64::from(value).to_bits()
    }
}

/// The significant digits LLVM prints.
const PRINTED_DIGITS: usize = 6;

/// LLVM's text for the `double` with `bits`.
fn format_double(bits: u64) -> String {
    let value = f64::from_bits(bits);
    if value.is_finite() {
        let text = six_digit_text(bits);
        if text.parse::<f64>() == Ok(value) {
            return text;
        }
    }
    format!("0x{bits:X}")
}

/// `d.dddddde±XX` for a finite `double`, digits chosen as LLVM 19 chooses them.
fn six_digit_text(bits: u64) -> String {
    let sign = if bits >> 63 == 1 { "-" } else { "" };
    let biased_exponent = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    let (mut significand, mut binary_exponent) = if biased_exponent == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1u64 << 52), biased_exponent - 1075)
    };
    if significand == 0 {
        return format!("{sign}0.{}e+00", "0".repeat(PRINTED_DIGITS));
    }
    let trailing_zeros = significand.trailing_zeros();
    significand >>= trailing_zeros;
    binary_exponent += i64::from(trailing_zeros);
    // The value is `number * 10^decimal_exponent`, `number` an integer.
    let mut number = BigNatural::from(significand);
    let mut decimal_exponent = 0i64;
    if binary_exponent > 0 {
        for _ in 0..binary_exponent {
            number.multiply_small(2);
        }
    } else {
        for _ in 0..-binary_exponent {
            number.multiply_small(5);
        }
        decimal_exponent = binary_exponent;
    }
    // Drop whole decimal digits until no more than about 20 bits are left
    // (LLVM estimates lg 10 as 196/59), truncating.
    let bits_kept = (PRINTED_DIGITS as u64 * 196).div_ceil(59);
    let bits_now = number.bit_length();
    if bits_now > bits_kept {
        let digits_dropped = (bits_now - bits_kept) * 59 / 196;
        for _ in 0..digits_dropped {
            number.divide_small(10);
        }
        decimal_exponent += digits_dropped as i64;
    }
    // Decimal digits, least significant first, without trailing zeros.
    let mut digits = Vec::new();
    while !number.is_zero() {
        let digit = number.divide_small(10) as u8;
        if digits.is_empty() && digit == 0 {
            decimal_exponent += 1;
        } else {
            digits.push(digit);
        }
    }
    round_to_printed_digits(&mut digits, &mut decimal_exponent);
    let most_significant = digits.len() - 1;
    let exponent = decimal_exponent + most_significant as i64;
    let mut text = format!("{sign}{}.", digits[most_significant]);
    for digit in digits[..most_significant].iter().rev() {
        text.push(char::from(b'0' + digit));
    }
    text.push_str(&"0".repeat(PRINTED_DIGITS + 1 - digits.len()));
    let exponent_sign = if exponent < 0 { '-' } else { '+' };
    text.push_str(&format!("e{exponent_sign}{:02}", exponent.unsigned_abs()));
    text
}

/// Keeps the `PRINTED_DIGITS` most significant of `digits` (least
/// significant first): rounds half up on the first digit dropped alone, and
/// drops the zeros that leaves at the bottom.
fn round_to_printed_digits(digits: &mut Vec<u8>, decimal_exponent: &mut i64) {
    let count = digits.len();
    if count <= PRINTED_DIGITS {
        return;
    }
    let mut first_kept = count - PRINTED_DIGITS;
    if digits[first_kept - 1] < 5 {
        while first_kept < count && digits[first_kept] == 0 {
            first_kept += 1;
        }
    } else {
        while first_kept < count && digits[first_kept] == 9 {
            first_kept += 1;
        }
        if first_kept == count {
            *decimal_exponent += count as i64;
            *digits = vec![1];
            return;
        }
        digits[first_kept] += 1;
    }
    *decimal_exponent += first_kept as i64;
    digits.drain(..first_kept);
}

/// A natural number as 32-bit limbs, least significant first: just what the
/// digit search needs.
struct BigNatural {
    limbs: Vec<u32>,
}

impl BigNatural {
    fn from(value: u64) -> BigNatural {
        BigNatural {
            limbs: vec![value as u32, (value >> 32) as u32],
        }
    }

    fn multiply_small(&mut self, factor: u32) {
        let mut carry = 0u64;
        for limb in &mut self.limbs {
            let product = u64::from(*limb) * u64::from(factor) + carry;
            *limb = product as u32;
            carry = product >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
    }

    /// Divides in place; returns the remainder.
    fn divide_small(&mut self, divisor: u32) -> u32 {
        let mut remainder = 0u64;
        for limb in self.limbs.iter_mut().rev() {
            let current = (remainder << 32) | u64::from(*limb);
            *limb = (current / u64::from(divisor)) as u32;
            remainder = current % u64::from(divisor);
        }
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
        remainder as u32
    }

    fn bit_length(&self) -> u64 {
        self.limbs
            .iter()
            .rposition(|&limb| limb != 0)
            .map_or(0, |top| {
                top as u64 * 32 + u64::from(32 - self.limbs[top].leading_zeros())
            })
    }

    fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&limb| limb == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn double(value: f64) -> String {
        format_float(&Type::Double, u128::from(value.to_bits()))
    }

    #[test]
    fn floats_use_short_decimal_only_when_exact() {
        assert_eq!(double(1.0), "1.000000e+00");
        assert_eq!(double(-0.0), "-0.000000e+00");
        assert_eq!(double(0.1), "1.000000e-01");
        assert_eq!(double(1234567.0), "0x4132D68700000000");
        assert_eq!(double(1e100), "1.000000e+100");
        assert_eq!(double(f64::from_bits(1)), "4.940660e-324");
        assert_eq!(double(f64::from_bits(0x10000000000001)), "0x10000000000001");
        assert_eq!(double(f64::NAN), "0x7FF8000000000000");
        assert_eq!(
            format_float(&Type::Float, u128::from(0.1f32.to_bits())),
            "0x3FB99999A0000000"
        );
        assert_eq!(
            format_float(&Type::Float, u128::from(2.5f32.to_bits())),
            "2.500000e+00"
        );
        assert_eq!(
            format_float(&Type::Float, 0x7fa0_0001),
            "0x7FF4000020000000"
        );
        assert_eq!(format_float(&Type::Half, 0x3c00), "0xH3C00");
        assert_eq!(format_float(&Type::BFloat, 0x3f80), "0xR3F80");
        assert_eq!(
            format_float(&Type::Fp128, 0x3fff_u128 << 112),
            "0xL00000000000000003FFF000000000000"
        );
        assert_eq!(
            format_float(&Type::X86Fp80, 0x3fff_8000_0000_0000_0000),
            "0xK3FFF8000000000000000"
        );
        assert_eq!(
            format_float(&Type::PpcFp128, 0x3ff0_0000_0000_0000),
            "0xM3FF00000000000000000000000000000"
        );
    }

    /// Values whose correctly rounded six digits read back exactly, but
    /// whose truncated expansion does not: opt-19 prints them in hex
    /// (seen in xz's and sqlite's code); and neighbours it prints in decimal.
    #[test]
    fn digits_are_truncated_before_rounding_as_llvm_does() {
        for (bits, text) in [
            (0x3FE6666666666666u64, "0x3FE6666666666666"), // 0.7
            (0x3EB0C6F7A0B5ED8D, "0x3EB0C6F7A0B5ED8D"),    // 1e-6
            (0x40C387F333333333, "0x40C387F333333333"),    // 9999.9
            (0x3E7AD7F29ABCAF48, "0x3E7AD7F29ABCAF48"),    // 1e-7
            (0x3FD3333333333333, "3.000000e-01"),
            (0x4002666666666666, "2.300000e+00"),
            (0x3FF199999999999A, "1.100000e+00"),
            (0x3FD28F5C28F5C28F, "2.900000e-01"),
            (0x400A666666666666, "3.300000e+00"),
            (0x40FE240B33333333, "0x40FE240B33333333"),
        ] {
            assert_eq!(
                format_float(&Type::Double, u128::from(bits)),
                text,
                "{bits:#x}"
            );
        }
    }
}
