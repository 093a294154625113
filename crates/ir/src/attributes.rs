//! Function, return and parameter attributes.
//!
//! Attributes the project interprets are looked up by name; every other
//! attribute is kept with its payload as written, so it prints back unchanged.
//! Attribute groups (`#N`) are expanded when a module is read; the printer
//! forms groups again for function and call-site attributes, as LLVM does.

use crate::thin_list::ThinList;
use crate::types::TypeId;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Attribute {
    /// A keyword attribute: `nounwind`, `noundef`, `immarg`.
    Enum(String),
    /// An attribute with an integer: `align 8`, `dereferenceable(16)`, `alignstack(16)`.
    Int(String, u64),
    /// An attribute with a type: `byval(%T)`, `sret(%T)`, `elementtype(void ())`.
    Type(String, TypeId),
    /// A string attribute: `"key"` or `"key"="value"`.
    Str(String, Option<String>),
    /// A keyword with a payload kept as written: `memory(read)`, `range(i32 0, 10)`.
    Payload(String, String),
}

impl Attribute {
    /// The attribute's kind name (the key for string attributes).
    pub fn name(&self) -> &str {
        match self {
            Attribute::Enum(n)
            | Attribute::Int(n, _)
            | Attribute::Type(n, _)
            | Attribute::Payload(n, _) => n,
            Attribute::Str(k, _) => k,
        }
    }

    pub fn is_string(&self) -> bool {
        matches!(self, Attribute::Str(..))
    }
}

/// An attribute list: a small ordered set, one pointer wide (most lists, on
/// call arguments and call sites, are empty and allocate nothing).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct AttrList(ThinList<Attribute>);

impl From<Vec<Attribute>> for AttrList {
    fn from(attrs: Vec<Attribute>) -> Self {
        AttrList(attrs.into())
    }
}

impl AttrList {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn as_slice(&self) -> &[Attribute] {
        &self.0
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Attribute> {
        self.0.iter()
    }

    /// The attributes, in order.
    pub fn into_vec(self) -> Vec<Attribute> {
        self.0.into_vec()
    }

    /// Appends `attr`.
    pub fn push(&mut self, attr: Attribute) {
        self.0.push(attr);
    }

    /// Inserts `attr` at `position` (at most the length).
    pub fn insert(&mut self, position: usize, attr: Attribute) {
        self.0.insert(position, attr);
    }

    /// Keeps the attributes for which `keep` holds.
    pub fn retain(&mut self, keep: impl FnMut(&Attribute) -> bool) {
        self.0.retain(keep);
    }

    /// The non-string attribute named `name`.
    pub fn get(&self, name: &str) -> Option<&Attribute> {
        self.iter().find(|a| !a.is_string() && a.name() == name)
    }

    /// True if a non-string attribute named `name` is present.
    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// The string attribute with key `key`; `Some(None)` for a key without value.
    pub fn get_str(&self, key: &str) -> Option<Option<&str>> {
        self.iter().find_map(|a| match a {
            Attribute::Str(k, v) if k == key => Some(v.as_deref()),
            _ => None,
        })
    }

    pub fn has_str(&self, key: &str) -> bool {
        self.get_str(key).is_some()
    }

    /// The type of a type attribute such as `elementtype`.
    pub fn get_type(&self, name: &str) -> Option<TypeId> {
        self.iter().find_map(|a| match a {
            Attribute::Type(n, t) if n == name => Some(*t),
            _ => None,
        })
    }

    /// Adds `attr`, replacing an attribute of the same kind.
    pub fn set(&mut self, attr: Attribute) {
        let string = attr.is_string();
        let name = attr.name().to_string();
        self.retain(|a| a.is_string() != string || a.name() != name);
        self.push(attr);
    }

    /// Removes the non-string attribute named `name`; true if one was there.
    pub fn remove(&mut self, name: &str) -> bool {
        let before = self.len();
        self.retain(|a| a.is_string() || a.name() != name);
        before != self.len()
    }

    /// Removes the string attribute with key `key`; true if one was there.
    pub fn remove_str(&mut self, key: &str) -> bool {
        let before = self.len();
        self.retain(|a| !(a.is_string() && a.name() == key));
        before != self.len()
    }
}
