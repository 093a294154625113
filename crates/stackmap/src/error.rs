//! The one error type of the crate: where (a byte offset) and what (a message).

use std::fmt;

/// A stack map that cannot be read or interpreted.
///
/// `offset` locates the offending field:
/// * from [`crate::parse`] and [`crate::parse_all`]: bytes from the start of
///   the slice given (for `parse_all`, the start of the whole section, not of
///   the blob);
/// * from [`crate::Record::statepoint`]: bytes from the start of the record
///   (a location `i` counted from 0 sits at `16 + 12 * i`);
/// * from [`crate::StackMap::call_sites`]: the byte offset the function's
///   entry has in the blob [`crate::write`] produces (`16 + 24 * i`).
///
/// `message` is one lowercase sentence without a trailing period, naming the
/// field and the values involved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackMapError {
    pub offset: usize,
    pub message: String,
}

impl StackMapError {
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        StackMapError {
            offset,
            message: message.into(),
        }
    }
}

impl StackMapError {
    /// Prefixes the message with where it happened (`record[3]`), keeping the offset.
    pub(crate) fn in_context(self, context: impl fmt::Display) -> Self {
        StackMapError {
            offset: self.offset,
            message: format!("{context}: {}", self.message),
        }
    }
}

impl fmt::Display for StackMapError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for StackMapError {}
