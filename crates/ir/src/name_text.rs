//! [`NameText`]: the text of a value or block name, kept in place when short.
//!
//! A function holds a name for most of its values (a rewritten module: one per
//! relocate, `%x.relocated`), and nearly all are short. A name of at most
//! [`NameText::INLINE_BYTES`] bytes lives inside the 24-byte handle itself, so
//! naming a value allocates nothing; a longer one is boxed. `Option<NameText>`
//! is 24 bytes too.
//!
//! Invariant: a text that fits in place is always kept in place, so equal texts
//! have equal representations (derived `Eq` and `Hash` agree with the text's).

use std::fmt;
use std::ops::Deref;

#[derive(Clone, PartialEq, Eq, Hash)]
pub struct NameText(Repr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// The first `len` bytes of `bytes` (UTF-8); the rest are zero.
    Inline {
        len: u8,
        bytes: [u8; NameText::INLINE_BYTES],
    },
    Boxed(Box<str>),
}

impl NameText {
    /// The longest text kept in place.
    pub const INLINE_BYTES: usize = 22;

    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Inline { len, bytes } => {
                // SAFETY: `bytes[..len]` is a copy of a `&str` (see `From<&str>`).
                unsafe { std::str::from_utf8_unchecked(&bytes[..*len as usize]) }
            }
            Repr::Boxed(text) => text,
        }
    }
}

impl NameText {
    /// Puts `text` in `slot`. A short text's bytes are copied straight into
    /// the slot: built aside and then moved in, its bytes would be read back
    /// right after being written in pieces of other sizes, which stalls the
    /// processor (this runs once per value named, relocates included).
    #[inline]
    pub fn store(slot: &mut Option<NameText>, text: &str) {
        if text.len() > Self::INLINE_BYTES {
            *slot = Some(NameText(Repr::Boxed(text.into())));
            return;
        }
        *slot = Some(NameText(Repr::Inline {
            len: text.len() as u8,
            bytes: [0; Self::INLINE_BYTES],
        }));
        if let Some(NameText(Repr::Inline { bytes, .. })) = slot {
            bytes[..text.len()].copy_from_slice(text.as_bytes());
        }
    }
}

impl From<&str> for NameText {
    fn from(text: &str) -> Self {
        let mut slot = None;
        NameText::store(&mut slot, text);
        slot.expect("store fills the slot")
    }
}

impl From<String> for NameText {
    fn from(text: String) -> Self {
        if text.len() <= Self::INLINE_BYTES {
            NameText::from(text.as_str())
        } else {
            NameText(Repr::Boxed(text.into_boxed_str()))
        }
    }
}

impl Deref for NameText {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for NameText {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl fmt::Display for NameText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for NameText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_and_long_texts_read_back_and_compare_by_text() {
        let longest_inline = "a".repeat(NameText::INLINE_BYTES);
        let shortest_boxed = "b".repeat(NameText::INLINE_BYTES + 1);
        for text in [
            "",
            "x",
            "p12_3.relocated",
            "ünïcode",
            &longest_inline,
            &shortest_boxed,
        ] {
            let name = NameText::from(text);
            assert_eq!(name.as_str(), text);
            let mut slot = Some(NameText::from("previous"));
            NameText::store(&mut slot, text);
            assert_eq!(slot.as_ref(), Some(&name));
            assert_eq!(name, NameText::from(text.to_string()));
            assert!(name == *text);
        }
        assert!(matches!(
            NameText::from(longest_inline.as_str()).0,
            Repr::Inline { .. }
        ));
        assert!(matches!(NameText::from(shortest_boxed).0, Repr::Boxed(_)));
        assert_ne!(NameText::from("ab"), NameText::from("abc"));
        assert_eq!(std::mem::size_of::<Option<NameText>>(), 24);
    }
}
