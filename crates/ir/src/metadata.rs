//! Metadata, kept as data.
//!
//! The project interprets almost no metadata, so nodes are stored in a generic
//! shape that prints back exactly what was read: tuples of operands, and
//! specialized nodes (`!DILocation(...)`) as their field list. Numbered nodes
//! keep the slot numbers of the input; new nodes get numbers above the largest.

use crate::inst::Operand;
use std::borrow::Cow;

/// A metadata attachment (`!dbg !5`): its kind name without the `!`, and the
/// metadata. A pass attaching a kind of its own (`is_base_value`) names it
/// without allocating.
pub type MdAttachment = (Cow<'static, str>, MdRef);

/// A reference to metadata from an operand, an attachment or another node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdRef {
    /// `!N`
    Node(u32),
    /// A node written in place, such as `!{}` or `!DIExpression()`.
    Inline(Box<MdNode>),
    /// `!"text"` (raw bytes, unescaped).
    String(Vec<u8>),
    /// A value wrapped as metadata: `i32 1`, `ptr @g`, or a function-local `ptr %x`.
    Value(Box<Operand>),
    /// `null` inside a tuple.
    Null,
}

/// A metadata node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MdNode {
    pub distinct: bool,
    pub kind: MdKind,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdKind {
    /// `!{a, b, ...}`
    Tuple(Vec<MdRef>),
    /// `!Name(field: value, ...)` or positional fields (`!DIExpression(DW_OP_deref)`).
    Specialized { name: String, fields: Vec<MdField> },
}

/// One field of a specialized node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MdField {
    /// The `label:` part, absent for positional fields.
    pub label: Option<String>,
    pub value: MdFieldValue,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdFieldValue {
    /// A reference to metadata (`!5`, `!"s"`, `null`, a nested node, `i32 %x` in `!DIArgList`).
    Ref(MdRef),
    /// Anything else, as written: numbers, `"strings"`, `DW_TAG_x`, `DIFlagA | DIFlagB`, `true`.
    Raw(String),
}

/// A debug record (`#dbg_value(...)`) attached before an instruction.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DebugRecord {
    /// `value`, `declare`, `assign` or `label`.
    pub kind: String,
    pub args: Vec<MdRef>,
}

/// A named metadata entry: `!name = !{!0, !1}`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NamedMetadata {
    pub name: String,
    pub nodes: Vec<MdRef>,
}
