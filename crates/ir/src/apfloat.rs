//! Exact conversions between `double` and the narrow float formats.
//!
//! LLVM accepts a decimal literal for `half`, `bfloat` and `float` only when
//! the value is exactly representable; these helpers give the bits of such a
//! value or `None`. A NaN is exact when the bits its significand drops are
//! zero; its payload, signalling bit included, is kept as it is (LLVM 19 keeps
//! a signalling NaN signalling, and refuses a NaN whose payload would be cut).

/// The bits of the NaN `double` `bits` narrowed to a format with
/// `exponent_bits` and `significand_bits` (without the sign), or `None` when
/// the dropped significand bits are not all zero.
fn narrow_nan(bits: u64, exponent_bits: u32, significand_bits: u32) -> Option<u64> {
    let dropped = 52 - significand_bits;
    let significand = bits & ((1u64 << 52) - 1);
    if significand & ((1u64 << dropped) - 1) != 0 {
        return None;
    }
    let sign = (bits >> 63) << (exponent_bits + significand_bits);
    let exponent = ((1u64 << exponent_bits) - 1) << significand_bits;
    Some(sign | exponent | (significand >> dropped))
}

/// `float` bits of `v` if `v` is exactly representable as IEEE binary32.
pub fn f64_to_float_exact(v: f64) -> Option<u32> {
    if v.is_nan() {
        return narrow_nan(v.to_bits(), 8, 23).map(|bits| bits as u32);
    }
    let f = v as f32;
    (f64::from(f).to_bits() == v.to_bits()).then_some(f.to_bits())
}

/// `half` bits of `v` if `v` is exactly representable as IEEE binary16.
pub fn f64_to_half_exact(v: f64) -> Option<u16> {
    if v.is_nan() {
        return narrow_nan(v.to_bits(), 5, 10).map(|bits| bits as u16);
    }
    let bits = f64_to_float_exact(v)?;
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x7f_ffff;
    if exp == 0xff {
        return Some(sign | 0x7c00);
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
    if v.is_nan() {
        return narrow_nan(v.to_bits(), 8, 7).map(|bits| bits as u16);
    }
    let bits = f64_to_float_exact(v)?;
    (bits & 0xffff == 0).then_some((bits >> 16) as u16)
}

/// The `x86_fp80` bits LLVM 19 keeps for `bits` as it reads them: an
/// unnormal (exponent neither 0 nor all ones, integer bit clear) becomes a NaN
/// with the same sign and significand, and a pseudo-denormal (exponent 0,
/// integer bit set) gets the exponent 1 that has the same value.
pub fn canonical_x86_fp80(bits: u128) -> u128 {
    let exponent = (bits >> 64) & 0x7fff;
    let integer_bit = bits & (1 << 63) != 0;
    let with_exponent = |exponent: u128| (bits & !(0x7fff << 64)) | (exponent << 64);
    match (exponent, integer_bit) {
        (0x7fff, _) => bits,
        (0, true) => with_exponent(1),
        (0, false) => bits,
        (_, false) => with_exponent(0x7fff),
        (_, true) => bits,
    }
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

    #[test]
    fn x86_fp80_unnormals_become_nans_and_pseudo_denormals_normal() {
        assert_eq!(
            canonical_x86_fp80(0xA547_31DB_962B_0756_0104),
            0xFFFF_31DB_962B_0756_0104
        );
        assert_eq!(
            canonical_x86_fp80(0x0000_8000_0000_0000_0001),
            0x0001_8000_0000_0000_0001
        );
        for unchanged in [
            0x3FFF_8000_0000_0000_0000,
            0x0000_0000_0000_0000_0001,
            0x7FFF_0000_0000_0000_0001,
        ] {
            assert_eq!(canonical_x86_fp80(unchanged), unchanged);
        }
    }

    #[test]
    fn nan_payloads_survive_exactly_or_are_refused() {
        let nan = f64::from_bits;
        // A signalling NaN stays signalling, with its payload.
        assert_eq!(
            f64_to_float_exact(nan(0x7FF5_6739_4000_0000)),
            Some(0x7FAB_39CA)
        );
        assert_eq!(
            f64_to_float_exact(nan(0xFFF4_0000_0000_0000)),
            Some(0xFFA0_0000)
        );
        assert_eq!(
            f64_to_float_exact(nan(0x7FF8_0000_0000_0000)),
            Some(0x7FC0_0000)
        );
        assert_eq!(
            f64_to_float_exact(nan(0x7FF0_0000_2000_0000)),
            Some(0x7F80_0001)
        );
        // Payload bits the narrow format cannot hold make the constant invalid.
        assert_eq!(f64_to_float_exact(nan(0x7FF0_0000_0000_0001)), None);
        assert_eq!(f64_to_float_exact(nan(0x7FF8_0000_0000_0001)), None);
        assert_eq!(f64_to_half_exact(nan(0x7FF4_0000_0000_0000)), Some(0x7D00));
        assert_eq!(f64_to_half_exact(nan(0x7FF0_0000_2000_0000)), None);
        assert_eq!(
            f64_to_bfloat_exact(nan(0x7FF0_2000_0000_0000)),
            Some(0x7F81)
        );
        assert_eq!(f64_to_float_exact(f64::INFINITY), Some(0x7F80_0000));
        assert_eq!(f64_to_half_exact(f64::NEG_INFINITY), Some(0xFC00));
    }
}
