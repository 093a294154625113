//! The order in which `std::sort` of GNU libstdc++ (the C++ library Debian's LLVM 19 is
//! built with) leaves a sequence. PlaceSafepoints sorts its poll sites by latch block
//! name with `llvm::sort`, which is `std::sort`: not stable, so where several latches
//! have the same name (every unnamed block has the empty name: all of them in clang
//! output) the order of the polls, and so the numbering of the blocks and values their
//! inlining creates, is the one this algorithm produces. For up to 16 elements it is an
//! insertion sort (stable); beyond, an introsort: median-of-three quicksort passes down
//! to runs of 16, a heap sort where the recursion gets too deep, then one insertion
//! sort over the whole sequence.
//!
//! Invariant: [`sort`] permutes `items` exactly as libstdc++'s `std::sort` permutes an
//! array given the same strict weak order `less`, element moves included, so equal
//! elements end where libstdc++ leaves them. The functions below follow libstdc++'s
//! (`bits/stl_algo.h`, `bits/stl_heap.h`) step for step, with positions instead of
//! iterators.

/// Runs of at most this many elements are left to the final insertion sort.
const THRESHOLD: usize = 16;

/// Sorts `items` by `less` as libstdc++'s `std::sort` does (module docs).
pub fn sort<T: Copy>(items: &mut [T], less: impl Fn(&T, &T) -> bool) {
    if items.is_empty() {
        return;
    }
    let depth_limit = 2 * items.len().ilog2();
    introsort_loop(items, depth_limit, &less);
    final_insertion_sort(items, &less);
}

fn introsort_loop<T: Copy>(
    mut items: &mut [T],
    mut depth_limit: u32,
    less: &impl Fn(&T, &T) -> bool,
) {
    while items.len() > THRESHOLD {
        if depth_limit == 0 {
            heap_sort(items, less);
            return;
        }
        depth_limit -= 1;
        let cut = partition_around_median(items, less);
        let (low, high) = items.split_at_mut(cut);
        introsort_loop(high, depth_limit, less);
        items = low;
    }
}

/// Moves the median of the second, middle and last elements to the front, then
/// partitions the rest around it; returns where the upper part starts.
fn partition_around_median<T: Copy>(items: &mut [T], less: &impl Fn(&T, &T) -> bool) -> usize {
    let last = items.len() - 1;
    let middle = items.len() / 2;
    let (a, b, c) = (1, middle, last);
    let median = if less(&items[a], &items[b]) {
        if less(&items[b], &items[c]) {
            b
        } else if less(&items[a], &items[c]) {
            c
        } else {
            a
        }
    } else if less(&items[a], &items[c]) {
        a
    } else if less(&items[b], &items[c]) {
        c
    } else {
        b
    };
    items.swap(0, median);
    // Unguarded partition of [1, len) around the pivot at 0.
    let pivot = items[0];
    let (mut first, mut end) = (1, items.len());
    loop {
        while less(&items[first], &pivot) {
            first += 1;
        }
        end -= 1;
        while less(&pivot, &items[end]) {
            end -= 1;
        }
        if first >= end {
            return first;
        }
        items.swap(first, end);
        first += 1;
    }
}

fn final_insertion_sort<T: Copy>(items: &mut [T], less: &impl Fn(&T, &T) -> bool) {
    if items.len() > THRESHOLD {
        insertion_sort(&mut items[..THRESHOLD], less);
        for i in THRESHOLD..items.len() {
            linear_insert(items, i, less);
        }
    } else {
        insertion_sort(items, less);
    }
}

fn insertion_sort<T: Copy>(items: &mut [T], less: &impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        if less(&items[i], &items[0]) {
            items[..=i].rotate_right(1);
        } else {
            linear_insert(items, i, less);
        }
    }
}

/// Moves `items[i]` down past every element before it that is greater (the caller
/// knows one before it is not).
fn linear_insert<T: Copy>(items: &mut [T], i: usize, less: &impl Fn(&T, &T) -> bool) {
    let value = items[i];
    let mut hole = i;
    while less(&value, &items[hole - 1]) {
        items[hole] = items[hole - 1];
        hole -= 1;
    }
    items[hole] = value;
}

/// libstdc++'s `__partial_sort(first, last, last)`: make a heap, then pop it.
fn heap_sort<T: Copy>(items: &mut [T], less: &impl Fn(&T, &T) -> bool) {
    let len = items.len();
    if len >= 2 {
        let mut parent = (len - 2) / 2;
        loop {
            let value = items[parent];
            adjust_heap(items, parent, len, value, less);
            if parent == 0 {
                break;
            }
            parent -= 1;
        }
    }
    let mut end = len;
    while end > 1 {
        end -= 1;
        // Pop: the top goes to `end`, the value there sinks from the top.
        let value = items[end];
        items[end] = items[0];
        adjust_heap(items, 0, end, value, less);
    }
}

/// Sinks a hole at `hole` to a leaf of the heap `items[..len]`, always through the
/// larger child, then pushes `value` up from there.
fn adjust_heap<T: Copy>(
    items: &mut [T],
    mut hole: usize,
    len: usize,
    value: T,
    less: &impl Fn(&T, &T) -> bool,
) {
    let top = hole;
    let mut child = hole;
    while len >= 1 && child < (len - 1) / 2 {
        child = 2 * (child + 1);
        if less(&items[child], &items[child - 1]) {
            child -= 1;
        }
        items[hole] = items[child];
        hole = child;
    }
    if len.is_multiple_of(2) && len >= 2 && child == (len - 2) / 2 {
        child = 2 * (child + 1);
        items[hole] = items[child - 1];
        hole = child - 1;
    }
    // Push `value` up from `hole`, no higher than `top`.
    while hole > top {
        let parent = (hole - 1) / 2;
        if !less(&items[parent], &value) {
            break;
        }
        items[hole] = items[parent];
        hole = parent;
    }
    items[hole] = value;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sequence of (key, original position); sorting by key alone.
    fn sorted_positions(keys: &[u32]) -> Vec<usize> {
        let mut items: Vec<(u32, usize)> = keys.iter().copied().zip(0..).collect();
        sort(&mut items, |a, b| a.0 < b.0);
        items.iter().map(|&(_, position)| position).collect()
    }

    #[test]
    fn up_to_sixteen_equal_elements_keep_their_order() {
        assert_eq!(sorted_positions(&[0; 16]), (0..16).collect::<Vec<_>>());
        assert_eq!(sorted_positions(&[2, 1, 2, 1]), vec![1, 3, 0, 2]);
    }

    /// libstdc++'s order for 17 and 22 equal elements, as `std::sort` of
    /// `std::vector<std::pair<int, int>>` compared on `.first` prints it (g++ 12,
    /// Debian bookworm).
    #[test]
    fn more_than_sixteen_equal_elements_end_where_libstdcxx_leaves_them() {
        assert_eq!(
            sorted_positions(&[0; 17]),
            vec![8, 16, 15, 14, 13, 12, 11, 10, 9, 0, 7, 6, 5, 4, 3, 2, 1]
        );
        assert_eq!(
            sorted_positions(&[0; 22]),
            vec![11, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 0, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
        );
    }

    /// An input McIlroy's adversary built against this quicksort (40 elements, deep
    /// enough for the heap sort), its keys halved so that they repeat; the order
    /// libstdc++'s `std::sort` gives it (g++ 12). This and 3,129 random and sorted,
    /// reversed and organ-pipe inputs of up to 300 elements were compared with
    /// libstdc++ when this was written: all identical.
    #[test]
    fn an_adversarial_input_with_repeated_keys_ends_where_libstdcxx_leaves_it() {
        let keys = [
            19, 0, 18, 1, 17, 2, 16, 3, 18, 4, 16, 5, 19, 6, 15, 7, 17, 8, 10, 9, 0, 1, 2, 3, 4, 5,
            6, 7, 8, 9, 15, 13, 14, 12, 13, 11, 12, 10, 11, 14,
        ];
        assert_eq!(
            sorted_positions(&keys),
            vec![
                1, 20, 3, 21, 5, 22, 7, 23, 9, 24, 11, 25, 13, 26, 15, 27, 17, 28, 19, 29, 18, 37,
                35, 38, 36, 33, 31, 34, 39, 32, 14, 30, 6, 10, 16, 4, 2, 8, 0, 12
            ]
        );
    }

    #[test]
    fn any_keys_end_sorted_including_through_the_heap_sort() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for len in 0..200 {
            let keys: Vec<u32> = (0..len)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    (state % 7) as u32
                })
                .collect();
            let mut items = keys.clone();
            sort(&mut items, |a, b| a < b);
            let mut expected = keys;
            expected.sort_unstable();
            assert_eq!(items, expected);
            // The heap sort alone sorts too.
            let mut heaped: Vec<u32> = expected.iter().rev().copied().collect();
            heap_sort(&mut heaped, &|a: &u32, b: &u32| a < b);
            assert_eq!(heaped, expected);
        }
    }
}
