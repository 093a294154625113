//! [`ThinList`]: a vector one pointer wide, for lists that are almost always
//! empty (attribute lists, instruction attachments and debug records): an empty
//! list allocates nothing and costs the structure holding it one word.
//!
//! Invariant: the box, when present, holds at least one element, so equal
//! lists have equal representations (derived `Eq` and `Hash` agree).

use std::ops::{Deref, DerefMut};

// The box is the point: `Option<Box<Vec<T>>>` is one word, a `Vec` three.
#[allow(clippy::box_collection)]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ThinList<T>(Option<Box<Vec<T>>>);

impl<T> Default for ThinList<T> {
    fn default() -> Self {
        ThinList(None)
    }
}

impl<T> From<Vec<T>> for ThinList<T> {
    fn from(items: Vec<T>) -> Self {
        ThinList((!items.is_empty()).then(|| Box::new(items)))
    }
}

impl<T> Deref for ThinList<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        self.0.as_deref().map_or(&[], Vec::as_slice)
    }
}

impl<T> DerefMut for ThinList<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.0.as_deref_mut().map_or(&mut [], Vec::as_mut_slice)
    }
}

impl<'a, T> IntoIterator for &'a ThinList<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T> ThinList<T> {
    /// The elements, in order.
    pub fn into_vec(self) -> Vec<T> {
        self.0.map_or_else(Vec::new, |items| *items)
    }

    pub fn push(&mut self, item: T) {
        self.items_to_grow().push(item);
    }

    /// Inserts `item` at `position` (at most the length).
    pub fn insert(&mut self, position: usize, item: T) {
        self.items_to_grow().insert(position, item);
    }

    /// The vector, made with room for exactly one element when the list is
    /// empty: most lists that get an element keep just that one (an attachment
    /// added by a pass), where a growing `Vec` would make room for four.
    fn items_to_grow(&mut self) -> &mut Vec<T> {
        self.0
            .get_or_insert_with(|| Box::new(Vec::with_capacity(1)))
    }

    /// Keeps the elements for which `keep` holds.
    pub fn retain(&mut self, keep: impl FnMut(&T) -> bool) {
        if let Some(items) = self.0.as_mut() {
            items.retain(keep);
            if items.is_empty() {
                self.0 = None;
            }
        }
    }

    pub fn clear(&mut self) {
        self.0 = None;
    }
}
