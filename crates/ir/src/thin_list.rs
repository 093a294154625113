//! [`ThinList`]: a vector one pointer wide, for lists that are almost always
//! empty (attribute lists, instruction attachments and debug records): an empty
//! list allocates nothing and costs the structure holding it one word, and a
//! list of one element (the usual case when there is any: an attachment added
//! by a pass) is one allocation.
//!
//! Invariants: the box, when present, holds at least one element, and
//! [`Items::Many`] at least two, so each list has one representation; equality
//! and hashing are those of the elements as a slice.

use std::hash::{Hash, Hasher};
use std::ops::{Deref, DerefMut};

#[derive(Clone)]
pub struct ThinList<T>(Option<Box<Items<T>>>);

/// The elements of a non-empty list.
#[derive(Clone)]
enum Items<T> {
    One(T),
    /// At least two.
    Many(Vec<T>),
}

impl<T> Default for ThinList<T> {
    fn default() -> Self {
        ThinList(None)
    }
}

impl<T> From<Vec<T>> for ThinList<T> {
    fn from(mut items: Vec<T>) -> Self {
        ThinList(match items.len() {
            0 => None,
            1 => items.pop().map(|item| Box::new(Items::One(item))),
            _ => Some(Box::new(Items::Many(items))),
        })
    }
}

impl<T> Deref for ThinList<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        match self.0.as_deref() {
            None => &[],
            Some(Items::One(item)) => std::slice::from_ref(item),
            Some(Items::Many(items)) => items,
        }
    }
}

impl<T> DerefMut for ThinList<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        match self.0.as_deref_mut() {
            None => &mut [],
            Some(Items::One(item)) => std::slice::from_mut(item),
            Some(Items::Many(items)) => items,
        }
    }
}

impl<T: PartialEq> PartialEq for ThinList<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Eq> Eq for ThinList<T> {}

impl<T: Hash> Hash for ThinList<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for ThinList<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
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
        match self.0.map(|items| *items) {
            None => Vec::new(),
            Some(Items::One(item)) => vec![item],
            Some(Items::Many(items)) => items,
        }
    }

    pub fn push(&mut self, item: T) {
        let Some(items) = self.0.as_deref_mut() else {
            self.0 = Some(Box::new(Items::One(item)));
            return;
        };
        match items {
            Items::Many(many) => many.push(item),
            Items::One(_) => {
                // The box is kept: its contents become the two-element vector.
                let Items::One(first) =
                    std::mem::replace(items, Items::Many(Vec::with_capacity(2)))
                else {
                    unreachable!("matched One above");
                };
                if let Items::Many(many) = items {
                    many.push(first);
                    many.push(item);
                }
            }
        }
    }

    /// Inserts `item` at `position` (at most the length).
    pub fn insert(&mut self, position: usize, item: T) {
        let mut items = std::mem::take(self).into_vec();
        items.insert(position, item);
        *self = items.into();
    }

    /// Keeps the elements for which `keep` holds.
    pub fn retain(&mut self, keep: impl FnMut(&T) -> bool) {
        if self.0.is_some() {
            let mut items = std::mem::take(self).into_vec();
            items.retain(keep);
            *self = items.into();
        }
    }

    pub fn clear(&mut self) {
        self.0 = None;
    }
}

#[cfg(test)]
mod tests {
    use super::ThinList;
    use std::hash::{BuildHasher, RandomState};

    #[test]
    fn lists_built_any_way_with_the_same_elements_are_equal_and_hash_alike() {
        let hasher = RandomState::new();
        let mut pushed = ThinList::default();
        for n in 0..4 {
            let from_vec: ThinList<i32> = (0..n).collect::<Vec<_>>().into();
            assert_eq!(pushed, from_vec, "{n} elements");
            assert_eq!(&*pushed, (0..n).collect::<Vec<_>>().as_slice());
            assert_eq!(hasher.hash_one(&pushed), hasher.hash_one(&from_vec));
            pushed.push(n);
        }
        pushed.retain(|&x| x == 2);
        assert_eq!(pushed, ThinList::from(vec![2]));
        pushed.insert(0, 7);
        pushed[1] = 5;
        assert_eq!(pushed.clone().into_vec(), vec![7, 5]);
        pushed.retain(|_| false);
        assert_eq!(pushed, ThinList::default());
        assert!(pushed.is_empty());
    }
}
