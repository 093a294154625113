//! Anonymous memory mappings the heap lives in, with bounds-checked access.
//!
//! Unsafe code: `mmap`/`mprotect`/`munmap` calls and raw reads and writes of
//! mapped memory. Safety rests on one invariant: every access is checked to lie
//! inside the region (a violation panics); whether the range is accessible
//! (not `PROT_NONE`) is the heap's bookkeeping, and a mistake there faults at
//! once instead of touching other memory. No Rust reference into a region
//! exists while it is written: callers only hold addresses.

#![allow(unsafe_code)]

use std::io;
use std::ops::Range;

/// The system page size.
pub fn page_size_bytes() -> usize {
    // SAFETY: sysconf has no preconditions.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(size).unwrap_or(4096)
}

/// Rounds `bytes` up to a whole number of pages.
pub fn round_up_to_pages(bytes: usize) -> usize {
    bytes.next_multiple_of(page_size_bytes())
}

/// The protection of mapped pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// `PROT_NONE`: faults on any access.
    Inaccessible,
    /// Readable and writable (fresh pages are zero-filled and committed lazily).
    ReadWrite,
}

impl Access {
    fn protection(self) -> libc::c_int {
        match self {
            Access::Inaccessible => libc::PROT_NONE,
            Access::ReadWrite => libc::PROT_READ | libc::PROT_WRITE,
        }
    }
}

/// A page-aligned anonymous mapping, unmapped when dropped.
#[derive(Debug)]
pub struct MappedRegion {
    start: usize,
    length: usize,
}

impl MappedRegion {
    /// Reserves `length` bytes (rounded up to pages) without committing memory.
    pub fn reserve(length: usize, initial_access: Access) -> io::Result<MappedRegion> {
        let length = round_up_to_pages(length.max(1));
        // SAFETY: a fresh mapping at an address the kernel chooses aliases nothing.
        let start = unsafe { map_anonymous_pages(length, initial_access.protection())? };
        Ok(MappedRegion { start, length })
    }

    #[inline]
    pub fn start(&self) -> usize {
        self.start
    }

    #[inline]
    pub fn end(&self) -> usize {
        self.start + self.length
    }

    #[inline]
    fn check_range(&self, range: &Range<usize>) {
        if !(self.start <= range.start && range.start <= range.end && range.end <= self.end()) {
            self.range_outside(range);
        }
    }

    #[cold]
    #[inline(never)]
    fn range_outside(&self, range: &Range<usize>) -> ! {
        panic!(
            "range {:#x}..{:#x} outside mapped region {:#x}..{:#x}",
            range.start,
            range.end,
            self.start,
            self.end()
        )
    }

    fn check_page_aligned_range(&self, range: &Range<usize>) {
        self.check_range(range);
        let page = page_size_bytes();
        assert!(
            range.start.is_multiple_of(page) && range.end.is_multiple_of(page),
            "range not page aligned"
        );
    }

    /// Changes the protection of a page-aligned range (one `mprotect`); the
    /// contents are kept, so pages made accessible again read as they were left.
    pub fn set_access(&self, range: Range<usize>, access: Access) -> io::Result<()> {
        self.check_page_aligned_range(&range);
        if range.is_empty() {
            return Ok(());
        }
        // SAFETY: the range lies inside this mapping (checked), so only its
        // own pages change protection; no Rust reference points into them.
        let status = unsafe {
            libc::mprotect(
                range.start as *mut libc::c_void,
                range.len(),
                access.protection(),
            )
        };
        if status != 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(())
    }

    /// Reads the aligned word at `address`.
    #[inline]
    pub fn word(&self, address: usize) -> u64 {
        self.check_range(&(address..address + 8));
        // SAFETY: inside the mapping (checked); alignment is the caller's
        // bookkeeping, and read_unaligned does not depend on it.
        unsafe { std::ptr::read_unaligned(address as *const u64) }
    }

    /// Writes the word at `address`.
    #[inline]
    pub fn set_word(&self, address: usize, value: u64) {
        self.check_range(&(address..address + 8));
        // SAFETY: as in `word`.
        unsafe { std::ptr::write_unaligned(address as *mut u64, value) }
    }

    /// Zero-fills a range.
    pub fn fill_with_zeros(&self, range: Range<usize>) {
        self.check_range(&range);
        // SAFETY: inside the mapping (checked).
        unsafe { std::ptr::write_bytes(range.start as *mut u8, 0, range.len()) }
    }

    /// The bytes of a range, valid while no one writes them.
    pub fn bytes(&self, range: Range<usize>) -> &[u8] {
        self.check_range(&range);
        // SAFETY: inside the mapping (checked); the single mutator thread does
        // not write heap memory while it holds this slice.
        unsafe { std::slice::from_raw_parts(range.start as *const u8, range.len()) }
    }
}

/// `mmap`s fresh zero pages where the kernel chooses, uncommitted until
/// touched. Returns the start address.
///
/// # Safety
/// None beyond `mmap`'s own: the kernel picks addresses no one uses.
unsafe fn map_anonymous_pages(length: usize, protection: libc::c_int) -> io::Result<usize> {
    let flags = libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE;
    // SAFETY: a fresh mapping at an address the kernel chooses aliases nothing.
    let mapped = unsafe { libc::mmap(std::ptr::null_mut(), length, protection, flags, -1, 0) };
    if mapped == libc::MAP_FAILED {
        return Err(io::Error::last_os_error());
    }
    Ok(mapped as usize)
}

/// Objects up to this many bytes are copied word by word, inline, rather
/// than by a call of `memcpy` (most objects are this small).
const INLINE_COPY_BYTES: usize = 64;

/// Copies `byte_count` bytes (a multiple of 8) from `source` in `source_region`
/// to `destination` in another region (two regions never overlap).
#[inline]
pub fn copy_words_between_regions(
    source_region: &MappedRegion,
    source: usize,
    destination_region: &MappedRegion,
    destination: usize,
    byte_count: usize,
) {
    source_region.check_range(&(source..source + byte_count));
    destination_region.check_range(&(destination..destination + byte_count));
    assert!(
        !std::ptr::eq(source_region, destination_region),
        "copy within one region"
    );
    debug_assert!(byte_count.is_multiple_of(8));
    let (source, destination) = (source as *const u64, destination as *mut u64);
    if byte_count <= INLINE_COPY_BYTES {
        for word in 0..byte_count / 8 {
            // SAFETY: both ranges lie inside their mappings (checked), which
            // are distinct and so do not overlap.
            unsafe {
                destination
                    .add(word)
                    .write_unaligned(source.add(word).read_unaligned())
            }
        }
    } else {
        // SAFETY: as above.
        unsafe {
            std::ptr::copy_nonoverlapping(source as *const u8, destination as *mut u8, byte_count)
        }
    }
}

impl Drop for MappedRegion {
    fn drop(&mut self) {
        // SAFETY: the mapping is ours and nothing refers to it any more.
        unsafe {
            libc::munmap(self.start as *mut libc::c_void, self.length);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip_and_fresh_memory_is_zero() {
        let region = MappedRegion::reserve(3 * page_size_bytes(), Access::ReadWrite).unwrap();
        let other = MappedRegion::reserve(page_size_bytes(), Access::ReadWrite).unwrap();
        assert_eq!(region.word(region.start() + 64), 0);
        for (index, byte_count) in [8, 64, 72, 1024].into_iter().enumerate() {
            let source = region.start() + 64 + 2048 * index;
            for offset in (0..byte_count).step_by(8) {
                region.set_word(source + offset, 0xdead_beef + offset as u64);
            }
            copy_words_between_regions(&region, source, &other, other.start(), byte_count);
            for offset in (0..byte_count).step_by(8) {
                assert_eq!(
                    other.word(other.start() + offset),
                    0xdead_beef + offset as u64
                );
            }
            assert_eq!(other.word(other.start() + byte_count), 0, "{byte_count}");
            other.fill_with_zeros(other.start()..other.start() + byte_count);
            assert_eq!(other.bytes(other.start()..other.start() + 8), &[0; 8]);
        }
    }

    #[test]
    #[should_panic(expected = "copy within one region")]
    fn copies_are_between_two_regions() {
        let region = MappedRegion::reserve(page_size_bytes(), Access::ReadWrite).unwrap();
        copy_words_between_regions(&region, region.start(), &region, region.start() + 64, 8);
    }

    #[test]
    fn protected_pages_keep_their_contents() {
        let region = MappedRegion::reserve(2 * page_size_bytes(), Access::Inaccessible).unwrap();
        let first_page = region.start()..region.start() + page_size_bytes();
        region
            .set_access(first_page.clone(), Access::ReadWrite)
            .unwrap();
        region.set_word(region.start(), 7);
        region
            .set_access(first_page.clone(), Access::Inaccessible)
            .unwrap();
        region.set_access(first_page, Access::ReadWrite).unwrap();
        assert_eq!(region.word(region.start()), 7);
    }

    #[test]
    #[should_panic(expected = "range not page aligned")]
    fn protection_changes_need_whole_pages() {
        let region = MappedRegion::reserve(page_size_bytes(), Access::ReadWrite).unwrap();
        let _ = region.set_access(region.start()..region.start() + 8, Access::Inaccessible);
    }

    #[test]
    #[should_panic(expected = "outside mapped region")]
    fn access_outside_the_region_panics() {
        let region = MappedRegion::reserve(page_size_bytes(), Access::ReadWrite).unwrap();
        region.word(region.end());
    }
}
