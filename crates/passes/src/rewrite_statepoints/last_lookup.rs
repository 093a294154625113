//! [`LastLookup`]: the answer for the last key asked, reused while the same key
//! comes again.
//!
//! The pass walks a statepoint's relocates one after another, and they share
//! their type and their callee: a lookup that each would repeat (a hash table
//! probe, a global's name) is done once per run of equal keys.
//!
//! Invariant: the kept answer is the one `compute` gave for the kept key.

pub struct LastLookup<K, V> {
    last: Option<(K, V)>,
}

impl<K, V> Default for LastLookup<K, V> {
    fn default() -> Self {
        LastLookup { last: None }
    }
}

impl<K: PartialEq + Clone, V: Clone> LastLookup<K, V> {
    /// The answer for `key`: the kept one if `key` was the last key, else
    /// `compute()`, kept for next time.
    pub fn get_or(&mut self, key: &K, compute: impl FnOnce() -> V) -> V {
        if let Some((last_key, answer)) = &self.last {
            if last_key == key {
                return answer.clone();
            }
        }
        let answer = compute();
        self.last = Some((key.clone(), answer.clone()));
        answer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computes_once_per_run_of_equal_keys() {
        let mut lookup = LastLookup::default();
        let mut computed = Vec::new();
        let answers: Vec<u32> = [1, 1, 2, 2, 1]
            .iter()
            .map(|&key| {
                lookup.get_or(&key, || {
                    computed.push(key);
                    key * 10
                })
            })
            .collect();
        assert_eq!(answers, [10, 10, 20, 20, 10]);
        assert_eq!(computed, [1, 2, 1]);
    }
}
