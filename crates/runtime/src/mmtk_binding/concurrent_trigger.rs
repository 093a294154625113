//! When the concurrent plan (`mmtk-concurrentimmix`) collects: MMTk's
//! `GCTriggerPolicy` for a fixed heap, delegated to the binding
//! (`GCTriggerSelector::Delegated`).
//!
//! MMTk 0.33's ConcurrentImmix asks for its final-mark pause at the first
//! allocation slow path after its queue of concurrent marking work is empty,
//! which is at once: the workers have taken the packets but not finished
//! them, so the pause waits for the whole marking (300 to 400 ms on binary
//! trees at depth 21, every cycle; its source marks this "FIXME"). And it
//! starts marking once half the heap was allocated since the last
//! collection, which after a collection that left much live may be when the
//! heap is nearly full, too late for marking to finish beside the program.
//! This trigger, by the heap's fill (reserved pages):
//! * starts marking (the initial-mark pause) at [`MARKING_START_FILL`];
//! * while marking is in progress, lets the program run until
//!   [`FINAL_MARK_FILL`], and only then asks for the final mark, before the
//!   plan would find the heap full and schedule a whole stop-the-world
//!   collection after it;
//! * when a space is full, lets the plan decide (a full collection), as
//!   MMTk's fixed-heap trigger does.
//!
//! Invariant: the heap size is set once, before MMTk starts
//! ([`set_heap_pages`]), and never changes.

use super::StatepointVM;
use mmtk::util::heap::{GCTriggerPolicy, SpaceStats};
use mmtk::Plan;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The fraction of the heap in use, (numerator, denominator), at which
/// marking starts.
pub const MARKING_START_FILL: (usize, usize) = (1, 2);

/// The fraction of the heap in use at which marking in progress is ended by
/// the final-mark pause.
pub const FINAL_MARK_FILL: (usize, usize) = (7, 8);

static HEAP_PAGES: AtomicUsize = AtomicUsize::new(0);

/// Sets the heap size of the trigger MMTk will create.
pub fn set_heap_pages(pages: usize) {
    HEAP_PAGES.store(pages, Ordering::Relaxed);
}

/// The heap size set by [`set_heap_pages`].
pub fn heap_pages() -> usize {
    HEAP_PAGES.load(Ordering::Relaxed)
}

/// The trigger of the concurrent plan (module docs).
pub struct ConcurrentMarkingTrigger {
    total_pages: usize,
}

impl ConcurrentMarkingTrigger {
    pub fn new() -> ConcurrentMarkingTrigger {
        ConcurrentMarkingTrigger {
            total_pages: heap_pages(),
        }
    }

    fn pages_at(&self, (numerator, denominator): (usize, usize)) -> usize {
        self.total_pages / denominator * numerator
    }
}

impl GCTriggerPolicy<StatepointVM> for ConcurrentMarkingTrigger {
    fn is_gc_required(
        &self,
        space_full: bool,
        space: Option<SpaceStats<StatepointVM>>,
        plan: &dyn Plan<VM = StatepointVM>,
    ) -> bool {
        let marking = plan
            .concurrent()
            .is_some_and(|concurrent| concurrent.concurrent_work_in_progress());
        if space_full {
            return plan.collection_required(space_full, space);
        }
        let threshold = if marking {
            FINAL_MARK_FILL
        } else {
            MARKING_START_FILL
        };
        plan.get_reserved_pages() >= self.pages_at(threshold)
    }

    fn is_heap_full(&self, plan: &dyn Plan<VM = StatepointVM>) -> bool {
        plan.get_reserved_pages() > self.total_pages
    }

    fn get_current_heap_size_in_pages(&self) -> usize {
        self.total_pages
    }

    fn get_max_heap_size_in_pages(&self) -> usize {
        self.total_pages
    }

    fn can_heap_size_grow(&self) -> bool {
        false
    }
}
