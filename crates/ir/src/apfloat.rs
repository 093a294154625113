//! Exact conversions between `double` and the narrow float formats.
//!
//! LLVM accepts a decimal literal for `half`, `bfloat` and `float` only when
//! the value is exactly representable; these helpers give the bits of such a
//! value or `None`.

/// `half` bits of `v` if `v` is exactly representable as IEEE binary16.
pub fn f64_to_half_exact(v: f64) -> Option<u16> {
    let f = v as f32;
    if (f as f64).to_bits() != v.to_bits() && !v.is_nan() {
        return None;
    }
    let bits = f.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x7f_ffff;
    if exp == 0xff {
        // Infinity or NaN: keep the top mantissa bits (quiet NaN stays NaN).
        let m = (mant >> 13) as u16;
        return Some(sign | 0x7c00 | if mant != 0 && m == 0 { 0x200 } else { m });
    }
    if exp == 0 && mant == 0 {
        return Some(sign);
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return None;
    }
    if e <= 0 {
        // Subnormal half: value = mant_with_hidden * 2^(exp-127-23); half subnormal unit 2^-24.
        let full = mant | 0x80_0000;
        let shift = 14 - e; // 13 + (1 - e)
        if shift >= 32 || full & ((1u32 << shift) - 1) != 0 {
            return None;
        }
        return Some(sign | (full >> shift) as u16);
    }
    if mant & 0x1fff != 0 {
        return None;
    }
    Some(sign | ((e as u16) << 10) | (mant >> 13) as u16)
}

/// `bfloat` bits of `v` if `v` is exactly representable as bfloat16.
pub fn f64_to_bfloat_exact(v: f64) -> Option<u16> {
    let f = v as f32;
    if (f as f64).to_bits() != v.to_bits() && !v.is_nan() {
        return None;
    }
    let bits = f.to_bits();
    if bits & 0xffff != 0 && !f.is_nan() {
        return None;
    }
    Some((bits >> 16) as u16 | if f.is_nan() { 0x40 } else { 0 })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_conversions_are_exact_or_refused() {
        assert_eq!(f64_to_half_exact(1.0), Some(0x3c00));
        assert_eq!(f64_to_half_exact(2.0), Some(0x4000));
        assert_eq!(f64_to_half_exact(-0.5), Some(0xb800));
        assert_eq!(f64_to_half_exact(0.1), None);
        assert_eq!(f64_to_half_exact(65504.0), Some(0x7bff));
        assert_eq!(f64_to_half_exact(65536.0), None);
        assert_eq!(f64_to_half_exact(2f64.powi(-24)), Some(0x0001));
    }

    #[test]
    fn bfloat_conversions_are_exact_or_refused() {
        assert_eq!(f64_to_bfloat_exact(1.0), Some(0x3f80));
        assert_eq!(f64_to_bfloat_exact(0.1), None);
    }
}
