//! Helpers shared by the crate's unit tests.

/// A small deterministic pseudo-random generator (no dependencies).
pub(crate) struct Lcg(pub u64);

impl Lcg {
    /// A number in `0..bound`.
    pub(crate) fn next(&mut self, bound: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % bound
    }
}
