//! Fixed-width integers of any bit width, as `iN` constants need.
//!
//! Invariant: the value has exactly `ceil(width / 64)` little-endian words (at
//! least one), stored inline up to 128 bits and on the heap above, and every
//! bit above `width` (and every unused inline word) is zero, so derived
//! equality and hashing are value equality. Common widths never allocate.

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    width: u32,
    inline: [u64; 2],
    heap: Vec<u64>,
}

impl ApInt {
    pub fn zero(width: u32) -> Self {
        let n = Self::word_count(width);
        ApInt {
            width,
            inline: [0; 2],
            heap: if n > 2 { vec![0; n] } else { Vec::new() },
        }
    }

    fn word_count(width: u32) -> usize {
        (width.max(1) as usize).div_ceil(64)
    }

    /// The little-endian 64-bit words of the value (bits above the width are zero).
    pub fn words(&self) -> &[u64] {
        let n = Self::word_count(self.width);
        if n > 2 {
            &self.heap
        } else {
            &self.inline[..n]
        }
    }

    fn words_mut(&mut self) -> &mut [u64] {
        let n = Self::word_count(self.width);
        if n > 2 {
            &mut self.heap
        } else {
            &mut self.inline[..n]
        }
    }

    /// `value` truncated (or sign-extended) to `width` bits.
    pub fn from_i64(width: u32, value: i64) -> Self {
        let mut r = Self::zero(width);
        let fill = if value < 0 { u64::MAX } else { 0 };
        r.words_mut()[0] = value as u64;
        for w in r.words_mut().iter_mut().skip(1) {
            *w = fill;
        }
        r.mask();
        r
    }

    pub fn from_u64(width: u32, value: u64) -> Self {
        let mut r = Self::zero(width);
        r.words_mut()[0] = value;
        r.mask();
        r
    }

    /// Parses a decimal literal with optional leading `-`, wrapping modulo 2^width.
    /// Returns `None` if the text is not a decimal number.
    pub fn from_decimal(width: u32, text: &str) -> Option<Self> {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        // Up to 64 bits and 19 digits, the value fits in a u64: wrap it directly.
        if (1..=64).contains(&width) && digits.len() <= 19 {
            let v = digits
                .bytes()
                .fold(0u64, |acc, b| acc * 10 + u64::from(b - b'0'));
            return Some(Self::from_u64(
                width,
                if neg { v.wrapping_neg() } else { v },
            ));
        }
        Self::from_decimal_wide(width, neg, digits)
    }

    fn from_decimal_wide(width: u32, neg: bool, digits: &str) -> Option<Self> {
        let mut r = Self::zero(width);
        for b in digits.bytes() {
            r.mul_add_small(10, (b - b'0') as u64);
        }
        if neg {
            r = r.negate();
        }
        Some(r)
    }

    /// Parses hexadecimal digits (no prefix) as an unsigned value, wrapping to `width`.
    pub fn from_hex(width: u32, digits: &str) -> Option<Self> {
        if digits.is_empty() {
            return None;
        }
        let mut r = Self::zero(width);
        for c in digits.chars() {
            let d = c.to_digit(16)? as u64;
            r.mul_add_small(16, d);
        }
        Some(r)
    }

    /// Number of bits needed for the unsigned value.
    pub fn active_bits(&self) -> u32 {
        for (i, w) in self.words().iter().enumerate().rev() {
            if *w != 0 {
                return i as u32 * 64 + (64 - w.leading_zeros());
            }
        }
        0
    }

    fn mul_add_small(&mut self, mul: u64, add: u64) {
        let mut carry = add as u128;
        for w in self.words_mut().iter_mut() {
            let v = (*w as u128) * (mul as u128) + carry;
            *w = v as u64;
            carry = v >> 64;
        }
        self.mask();
    }

    fn mask(&mut self) {
        let rem = self.width % 64;
        if rem != 0 {
            let words = self.words_mut();
            let last = words.len() - 1;
            words[last] &= (1u64 << rem) - 1;
        }
        if self.width == 0 {
            self.words_mut()[0] = 0;
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn is_zero(&self) -> bool {
        self.words().iter().all(|w| *w == 0)
    }

    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    fn bit(&self, i: u32) -> bool {
        (self.words()[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// Two's complement negation.
    pub fn negate(&self) -> Self {
        let mut r = self.clone();
        for w in r.words_mut().iter_mut() {
            *w = !*w;
        }
        r.mask();
        let mut carry = 1u128;
        for w in r.words_mut().iter_mut() {
            let v = *w as u128 + carry;
            *w = v as u64;
            carry = v >> 64;
        }
        r.mask();
        r
    }

    /// `self - other` modulo 2^width (both of the same width).
    pub fn wrapping_sub(&self, other: &ApInt) -> ApInt {
        let neg = other.negate();
        let mut r = self.clone();
        let mut carry = 0u128;
        for (w, o) in r.words_mut().iter_mut().zip(neg.words().iter()) {
            let v = *w as u128 + *o as u128 + carry;
            *w = v as u64;
            carry = v >> 64;
        }
        r.mask();
        r
    }

    /// The value as unsigned, if it fits in 64 bits.
    #[inline]
    pub fn to_u64(&self) -> Option<u64> {
        if self.words().iter().skip(1).any(|w| *w != 0) {
            return None;
        }
        Some(self.words()[0])
    }

    /// The value as unsigned, if it fits in 128 bits.
    pub fn to_u128(&self) -> Option<u128> {
        let words = self.words();
        if words.iter().skip(2).any(|w| *w != 0) {
            return None;
        }
        let high = words.get(1).copied().unwrap_or(0);
        Some(u128::from(high) << 64 | u128::from(words[0]))
    }

    /// The value as signed (sign-extended from `width`), if it fits in 64 bits.
    pub fn to_i64(&self) -> Option<i64> {
        if self.width <= 64 {
            let w = self.words()[0];
            if self.width == 0 {
                return Some(0);
            }
            let shift = 64 - self.width;
            return Some(((w << shift) as i64) >> shift);
        }
        if self.is_negative() {
            let n = self.negate();
            let m = n.to_u64()?;
            if m <= i64::MAX as u64 + 1 {
                return Some((m as i64).wrapping_neg());
            }
            None
        } else {
            let v = self.to_u64()?;
            i64::try_from(v).ok()
        }
    }

    /// Unsigned decimal text.
    pub fn to_unsigned_decimal(&self) -> String {
        let mut words = self.words().to_vec();
        if words.iter().all(|w| *w == 0) {
            return "0".to_string();
        }
        let mut digits = Vec::new();
        while words.iter().any(|w| *w != 0) {
            let mut rem = 0u128;
            for w in words.iter_mut().rev() {
                let cur = (rem << 64) | *w as u128;
                *w = (cur / 10) as u64;
                rem = cur % 10;
            }
            digits.push(b'0' + rem as u8);
        }
        digits.reverse();
        String::from_utf8(digits).expect("ascii digits")
    }

    /// Signed decimal text, as LLVM prints integer constants (`i1` prints as `true`/`false` elsewhere).
    pub fn to_signed_decimal(&self) -> String {
        let mut out = String::new();
        self.write_signed_decimal(&mut out);
        out
    }

    /// Appends [`ApInt::to_signed_decimal`] to `out`; without allocating up to 64 bits.
    pub(crate) fn write_signed_decimal(&self, out: &mut impl std::fmt::Write) {
        match self.to_i64() {
            Some(v) if self.width <= 64 => write_i64(out, v),
            _ => {
                let _ = out.write_str(&self.signed_decimal_wide());
            }
        }
    }

    fn signed_decimal_wide(&self) -> String {
        if self.is_negative() {
            format!("-{}", self.negate().to_unsigned_decimal())
        } else {
            self.to_unsigned_decimal()
        }
    }
}

/// Appends the decimal text of `v` to `out`.
pub(crate) fn write_i64(out: &mut impl std::fmt::Write, v: i64) {
    if v < 0 {
        let _ = out.write_char('-');
    }
    write_u64(out, v.unsigned_abs());
}

/// Appends the decimal text of `v` to `out`.
pub(crate) fn write_u64(out: &mut impl std::fmt::Write, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    // Digit by digit: no UTF-8 check of the buffer, no copy of variable length.
    for &digit in &buf[i..] {
        let _ = out.write_char(char::from(digit));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn to_u128_gives_the_bits_up_to_128_bits_wide() {
        assert_eq!(ApInt::from_i64(128, -1).to_u128(), Some(u128::MAX));
        assert_eq!(
            ApInt::from_decimal(128, "18446744073709551616")
                .unwrap()
                .to_u128(),
            Some(1 << 64)
        );
        assert_eq!(ApInt::from_i64(8, -1).to_u128(), Some(255));
        assert_eq!(ApInt::from_i64(192, -1).to_u128(), None);
    }

    #[test]
    fn narrow_decimal_parsing_matches_wide_parsing() {
        for width in [1, 2, 7, 8, 16, 32, 63, 64] {
            for text in [
                "0",
                "1",
                "-1",
                "255",
                "-128",
                "9223372036854775807",
                "-9223372036854775808",
                "1844674407370955161",
                "9999999999999999999",
                "-9999999999999999999",
                "0000000000000000042",
            ] {
                let (neg, digits) = match text.strip_prefix('-') {
                    Some(d) => (true, d),
                    None => (false, text),
                };
                assert_eq!(
                    ApInt::from_decimal(width, text),
                    ApInt::from_decimal_wide(width, neg, digits),
                    "{width} {text}"
                );
            }
        }
    }

    #[test]
    fn fast_decimal_matches_wide_decimal() {
        for width in [1, 2, 7, 8, 16, 32, 63, 64] {
            for v in [
                0i64,
                1,
                -1,
                7,
                -8,
                127,
                -128,
                255,
                i64::MAX,
                i64::MIN,
                1234567,
            ] {
                let a = ApInt::from_i64(width, v);
                assert_eq!(
                    a.to_signed_decimal(),
                    a.signed_decimal_wide(),
                    "{width} {v}"
                );
            }
        }
        let mut s = String::new();
        write_u64(&mut s, u64::MAX);
        assert_eq!(s, u64::MAX.to_string());
    }

    #[test]
    fn decimal_round_trip_wide_and_narrow() {
        let v = ApInt::from_decimal(128, "-170141183460469231731687303715884105728").unwrap();
        assert_eq!(
            v.to_signed_decimal(),
            "-170141183460469231731687303715884105728"
        );
        let v = ApInt::from_decimal(8, "255").unwrap();
        assert_eq!(v.to_signed_decimal(), "-1");
        assert_eq!(v.to_u64(), Some(255));
        let v = ApInt::from_decimal(1, "1").unwrap();
        assert_eq!(v.to_i64(), Some(-1));
        let v = ApInt::from_decimal(200, "12345678901234567890123456789").unwrap();
        assert_eq!(v.to_unsigned_decimal(), "12345678901234567890123456789");
    }
}
