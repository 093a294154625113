//! [`prefetch`]: ask the processor to bring a value's memory into cache ahead
//! of its use, so that passes walking scattered instructions overlap their
//! cache misses. Only a hint: it never changes what a program computes, and on
//! targets without a prefetch instruction it does nothing.

/// Starts fetching the cache line holding the start of `value`.
#[inline]
pub fn prefetch<T>(value: &T) {
    let address: *const T = value;
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is a hint that never faults; the address is a live reference's.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(address.cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = address;
}
