//! Walking the frame-pointer chain from a runtime entry, and the stack roots of
//! the frames it finds.
//!
//! x86-64 frames with frame pointers: `[fp]` holds the caller's frame pointer,
//! `[fp + 8]` the return address into the caller, and the caller's stack
//! pointer after that call returns is `fp + 16`. A runtime entry trampoline
//! records its own stack pointer at entry (pointing at the return address into
//! the compiled caller) and the caller's frame pointer, untouched in RBP.
//!
//! Invariants: every word read lies in the current thread's stack above the
//! entry stack pointer; stack pointers strictly increase from frame to frame,
//! so the walk ends. It ends at a null return address or a frame pointer that
//! leaves the stack (code built without frame pointers, such as libc's start
//! code, ends the chain). Frames whose return address is not a statepoint are
//! passed over: they hold no roots.

use crate::call_site_table::{CallSiteTable, FrameAnchor, FrameWord};
use crate::collector::RootPair;
use crate::machine_stack::StackBounds;

/// What an entry trampoline captured when compiled code called the runtime.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuntimeEntryFrame {
    /// RSP on entry to the runtime function: the address of the return address.
    pub stack_pointer_at_entry: usize,
    /// RBP on entry: the calling function's frame pointer.
    pub caller_frame_pointer: usize,
}

/// A frame suspended at a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActiveFrame {
    /// Where the call in this frame returns to (the stack map key).
    pub return_address: u64,
    /// The frame's stack pointer at that call site, once the call returns.
    pub stack_pointer: usize,
    pub frame_pointer: usize,
}

impl ActiveFrame {
    fn anchor_address(&self, anchor: FrameAnchor) -> usize {
        match anchor {
            FrameAnchor::StackPointer => self.stack_pointer,
            FrameAnchor::FramePointer => self.frame_pointer,
        }
    }
}

/// The frames from the runtime's caller outward.
pub fn active_frames(
    entry: RuntimeEntryFrame,
    stack: StackBounds,
) -> impl Iterator<Item = ActiveFrame> {
    let entry_stack_pointer = entry.stack_pointer_at_entry;
    let first = stack
        .live_word_slot(entry_stack_pointer, entry_stack_pointer)
        .map(|return_address_slot| ActiveFrame {
            return_address: return_address_slot.read(),
            stack_pointer: entry_stack_pointer + 8,
            frame_pointer: entry.caller_frame_pointer,
        });
    std::iter::successors(first, move |frame| {
        let saved_frame_pointer = stack.live_word_slot(frame.stack_pointer, frame.frame_pointer)?;
        let return_address = stack.live_word_slot(frame.stack_pointer, frame.frame_pointer + 8)?;
        Some(ActiveFrame {
            return_address: return_address.read(),
            stack_pointer: frame.frame_pointer + 16,
            frame_pointer: saved_frame_pointer.read() as usize,
        })
    })
    .take_while(|frame| frame.return_address != 0)
}

/// A stack map names a frame word outside the live stack: the map does not
/// describe this code, or the frame chain is broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameWordOutsideStack {
    pub return_address: u64,
    pub word: FrameWord,
}

/// How many frames a stack scan walked and how many had statepoint roots.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StackScanCounts {
    pub frames_walked: u64,
    pub frames_with_statepoints: u64,
}

/// Appends the root pairs of every active frame to `root_pairs`.
pub fn gather_stack_root_pairs(
    entry: RuntimeEntryFrame,
    stack: StackBounds,
    call_sites: &CallSiteTable,
    root_pairs: &mut Vec<RootPair>,
) -> Result<StackScanCounts, FrameWordOutsideStack> {
    let mut counts = StackScanCounts::default();
    for frame in active_frames(entry, stack) {
        counts.frames_walked += 1;
        let Some(frame_root_pairs) = call_sites.roots_at(frame.return_address) else {
            continue;
        };
        counts.frames_with_statepoints += 1;
        let slot = |word: FrameWord| {
            frame
                .anchor_address(word.anchor)
                .checked_add_signed(word.offset as isize)
                .and_then(|address| stack.live_word_slot(frame.stack_pointer, address))
                .ok_or(FrameWordOutsideStack {
                    return_address: frame.return_address,
                    word,
                })
        };
        for pair in frame_root_pairs {
            root_pairs.push(RootPair {
                base: slot(pair.base)?,
                derived: slot(pair.derived)?,
            });
        }
    }
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lays out three fake frames in a stack array (this thread's stack):
    /// entry → frame A (return 0x1000) → frame B (return 0x2000) → end.
    #[test]
    fn the_chain_is_followed_until_a_null_return_address() {
        let mut fake_stack = [0u64; 16];
        let base = fake_stack.as_mut_ptr() as usize;
        let address_of = |index: usize| base + 8 * index;
        fake_stack[0] = 0x1000; // return address at entry
                                // frame A's frame pointer is word 4: [4] = B's fp (word 8), [5] = 0x2000
        fake_stack[4] = address_of(8) as u64;
        fake_stack[5] = 0x2000;
        // frame B's frame pointer is word 8: [8] = 0 and [9] = 0 end the chain
        std::hint::black_box(&mut fake_stack);
        let entry = RuntimeEntryFrame {
            stack_pointer_at_entry: address_of(0),
            caller_frame_pointer: address_of(4),
        };
        let frames: Vec<ActiveFrame> =
            active_frames(entry, StackBounds::of_current_thread().unwrap()).collect();
        assert_eq!(
            frames,
            vec![
                ActiveFrame {
                    return_address: 0x1000,
                    stack_pointer: address_of(1),
                    frame_pointer: address_of(4)
                },
                ActiveFrame {
                    return_address: 0x2000,
                    stack_pointer: address_of(6),
                    frame_pointer: address_of(8)
                },
            ]
        );
        std::hint::black_box(&mut fake_stack);
    }

    #[test]
    fn a_frame_pointer_below_the_stack_pointer_ends_the_walk() {
        let mut fake_stack = [0u64; 4];
        fake_stack[2] = 0x1000;
        let base = fake_stack.as_mut_ptr() as usize;
        std::hint::black_box(&mut fake_stack);
        let entry = RuntimeEntryFrame {
            stack_pointer_at_entry: base + 16,
            caller_frame_pointer: base,
        };
        assert_eq!(
            active_frames(entry, StackBounds::of_current_thread().unwrap()).count(),
            1
        );
        std::hint::black_box(&mut fake_stack);
    }
}
