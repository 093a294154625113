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
//! * starts marking (the initial-mark pause) once the fill reaches the start
//!   threshold (below);
//! * while marking is in progress, asks for the final mark as soon as
//!   marking is done (below), or at [`FINAL_MARK_FILL`] if it is not done by
//!   then, before the plan would find the heap full and schedule a whole
//!   stop-the-world collection after it;
//! * when a space is full, lets the plan decide (a full collection), as
//!   MMTk's fixed-heap trigger does.
//!
//! **When marking is done.** MMTk does not say: its workers park when they
//! find no work, and nothing reaches the binding. Marking is taken as done
//! when its work queue is open and empty, the GC worker threads used almost
//! no CPU time (under [`IDLE_CPU_SHARE`]) over a sampling interval of at
//! least [`IDLE_SAMPLE_INTERVAL`] that began after marking started, and
//! every worker is asleep (parked). The last test matters on a virtual
//! machine: a worker whose processor the host took away uses no CPU time
//! either, but it is runnable, not asleep. A wrong guess costs pause time,
//! not correctness: the final-mark pause finishes what marking left. Asking
//! early matters for the pause, which sweeps every block in use: a final
//! mark at a lower fill is shorter, and it never waits for marking.
//!
//! **The start threshold** is [`MARKING_START_FILL`] for the first cycle.
//! After each cycle it is set so that a marking as long as the longest of
//! the last [`REMEMBERED_MARKINGS`] (in pages the program allocated while
//! it ran) times [`MARKING_MARGIN`] ends by [`FINAL_MARK_FILL`], within
//! [`MARKING_START_FILL`] and [`LATEST_MARKING_START_FILL`]; a marking that
//! did not end by then counts as twice what it took. Each cycle reclaims
//! about the threshold less what is live, so a late start means fewer
//! cycles and less marking; but how long marking takes follows the live
//! data at its start, which changes, and a marking that outlasts the
//! margin ends in a long final-mark pause, so the margin is wide.
//!
//! Invariant: the heap size is set once, before MMTk starts
//! ([`set_heap_pages`]), and never changes.
//!
//! Unsafe code: reading the worker threads' CPU-time clocks (libc).

#![allow(unsafe_code)]

use super::StatepointVM;
use mmtk::scheduler::WorkBucketStage;
use mmtk::util::heap::{GCTriggerPolicy, SpaceStats};
use mmtk::Plan;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The fraction of the heap in use, (numerator, denominator), at which the
/// first marking starts, and the earliest start of the others.
pub const MARKING_START_FILL: (usize, usize) = (1, 2);

/// The latest start of marking, as a fraction of the heap.
pub const LATEST_MARKING_START_FILL: (usize, usize) = (7, 8);

/// How much more than the longest recent marking's allocation the start
/// threshold leaves room for, (numerator, denominator).
pub const MARKING_MARGIN: (usize, usize) = (2, 1);

/// How many of the last markings the start threshold allows for.
pub const REMEMBERED_MARKINGS: usize = 4;

/// The fraction of the heap in use at which marking still in progress is
/// ended by the final-mark pause.
pub const FINAL_MARK_FILL: (usize, usize) = (15, 16);

/// The shortest interval over which the workers' CPU time is sampled.
pub const IDLE_SAMPLE_INTERVAL: Duration = Duration::from_micros(500);

/// The workers are idle when their CPU time over an interval is below this
/// share of its length, (numerator, denominator).
pub const IDLE_CPU_SHARE: (u32, u32) = (1, 20);

static HEAP_PAGES: AtomicUsize = AtomicUsize::new(0);

/// Sets the heap size of the trigger MMTk will create.
pub fn set_heap_pages(pages: usize) {
    HEAP_PAGES.store(pages, Ordering::Relaxed);
}

/// The heap size set by [`set_heap_pages`].
pub fn heap_pages() -> usize {
    HEAP_PAGES.load(Ordering::Relaxed)
}

/// A GC worker thread, as [`register_worker_thread`] recorded it.
struct WorkerThread {
    /// Its id in `/proc/self/task`.
    id: libc::pid_t,
    /// Its CPU-time clock.
    clock: libc::clockid_t,
}

/// The GC worker threads ([`register_worker_thread`]).
static WORKER_THREADS: Mutex<Vec<WorkerThread>> = Mutex::new(Vec::new());

/// Records the calling thread, a GC worker, as one whose CPU time and state
/// tell whether marking is done. Called once by each worker as it starts;
/// the workers live as long as the process.
pub fn register_worker_thread() {
    let mut clock: libc::clockid_t = 0;
    // SAFETY: `pthread_self` is the calling, live thread; `clock` is a valid
    // place for the result. `gettid` has no preconditions.
    let (status, id) = unsafe {
        (
            libc::pthread_getcpuclockid(libc::pthread_self(), &mut clock),
            libc::gettid(),
        )
    };
    if status == 0 {
        worker_threads().push(WorkerThread { id, clock });
    }
}

fn worker_threads() -> std::sync::MutexGuard<'static, Vec<WorkerThread>> {
    WORKER_THREADS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The CPU time the workers used so far, or `None` if there are none or a
/// clock cannot be read (marking is then never taken as done early).
fn workers_cpu_time() -> Option<Duration> {
    let workers = worker_threads();
    if workers.is_empty() {
        return None;
    }
    let mut total = Duration::ZERO;
    for worker in workers.iter() {
        let mut time = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `time` is a valid place for the result; the clock belongs
        // to a worker thread, which is still alive.
        if unsafe { libc::clock_gettime(worker.clock, &mut time) } != 0 {
            return None;
        }
        total += Duration::new(time.tv_sec as u64, time.tv_nsec as u32);
    }
    Some(total)
}

/// Whether every worker is asleep, as a parked worker is; a worker that
/// holds marking work is running or runnable, even while the host has taken
/// its processor away.
fn workers_asleep() -> bool {
    worker_threads()
        .iter()
        .all(|worker| thread_asleep(worker.id))
}

/// Whether thread `id` of this process is asleep: state `S` in
/// `/proc/self/task/ID/stat` (false if that cannot be read).
fn thread_asleep(id: libc::pid_t) -> bool {
    std::fs::read_to_string(format!("/proc/self/task/{id}/stat")).is_ok_and(|stat| {
        // The state follows the command name, which is in parentheses.
        stat.rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('S'))
    })
}

/// The workers' CPU time at the start of the current sampling interval.
struct IdleSample {
    wall: Instant,
    workers_cpu: Duration,
}

/// The marking in progress, from the trigger's first look at it.
struct MarkingProgress {
    /// The fill when it was first seen.
    started_pages: usize,
    /// The current sampling interval, once the work queue is open.
    idle_sample: Option<IdleSample>,
}

/// What the trigger remembers between polls.
struct TriggerState {
    /// The fill at which the next marking starts.
    start_pages: usize,
    /// The pages allocated during each of the last markings (a ring; zero
    /// before there were that many).
    recent_marking_pages: [usize; REMEMBERED_MARKINGS],
    /// How many markings ended so far.
    markings: usize,
    /// `None` outside marking.
    marking: Option<MarkingProgress>,
}

/// The trigger of the concurrent plan (module docs).
pub struct ConcurrentMarkingTrigger {
    total_pages: usize,
    state: Mutex<TriggerState>,
}

impl ConcurrentMarkingTrigger {
    pub fn new() -> ConcurrentMarkingTrigger {
        let total_pages = heap_pages();
        ConcurrentMarkingTrigger {
            total_pages,
            state: Mutex::new(TriggerState {
                start_pages: fraction_of(total_pages, MARKING_START_FILL),
                recent_marking_pages: [0; REMEMBERED_MARKINGS],
                markings: 0,
                marking: None,
            }),
        }
    }

    /// Records the end of a marking during which the program allocated
    /// `marking_pages`, and sets the start threshold (module docs).
    fn end_marking(&self, state: &mut TriggerState, marking_pages: usize) {
        state.recent_marking_pages[state.markings % REMEMBERED_MARKINGS] = marking_pages;
        state.markings += 1;
        let longest = state.recent_marking_pages.iter().copied().max();
        state.start_pages = self.start_pages_for(longest.unwrap_or(marking_pages));
    }

    /// The start threshold that leaves room for a marking during which the
    /// program allocates `marking_pages` (module docs).
    fn start_pages_for(&self, marking_pages: usize) -> usize {
        let (numerator, denominator) = MARKING_MARGIN;
        fraction_of(self.total_pages, FINAL_MARK_FILL)
            .saturating_sub(marking_pages.saturating_mul(numerator) / denominator)
            .clamp(
                fraction_of(self.total_pages, MARKING_START_FILL),
                fraction_of(self.total_pages, LATEST_MARKING_START_FILL),
            )
    }
}

/// `pages` times the fraction (numerator, denominator).
fn fraction_of(pages: usize, (numerator, denominator): (usize, usize)) -> usize {
    pages / denominator * numerator
}

/// Whether marking is done (module docs), given whether its work queue is
/// open to the workers yet (MMTk opens it once the initial-mark pause is
/// over) and empty; `sample` is the current sampling interval, if any.
fn marking_done(sample: &mut Option<IdleSample>, queue_open: bool, queue_empty: bool) -> bool {
    if !queue_open {
        *sample = None;
        return false;
    }
    let now = Instant::now();
    let Some(start) = sample.as_ref() else {
        *sample = workers_cpu_time().map(|workers_cpu| IdleSample {
            wall: now,
            workers_cpu,
        });
        return false;
    };
    let elapsed = now.duration_since(start.wall);
    if elapsed < IDLE_SAMPLE_INTERVAL {
        return false;
    }
    let Some(workers_cpu) = workers_cpu_time() else {
        return false;
    };
    let used = workers_cpu.saturating_sub(start.workers_cpu);
    *sample = Some(IdleSample {
        wall: now,
        workers_cpu,
    });
    let (numerator, denominator) = IDLE_CPU_SHARE;
    used * denominator < elapsed * numerator && queue_empty && workers_asleep()
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
        let reserved = plan.get_reserved_pages();
        let mut state = self
            .state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if !marking {
            state.marking = None;
            return reserved >= state.start_pages;
        }
        let progress = state.marking.get_or_insert(MarkingProgress {
            started_pages: reserved,
            idle_sample: None,
        });
        let marking_pages = reserved.saturating_sub(progress.started_pages);
        let queue = &plan.base().scheduler.work_buckets[WorkBucketStage::Concurrent];
        if marking_done(
            &mut progress.idle_sample,
            queue.is_enabled(),
            queue.is_empty(),
        ) {
            self.end_marking(&mut state, marking_pages);
            return true;
        }
        if reserved >= fraction_of(self.total_pages, FINAL_MARK_FILL) {
            self.end_marking(&mut state, marking_pages.saturating_mul(2));
            return true;
        }
        false
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thread_blocked_on_a_channel_is_asleep_and_the_running_one_is_not() {
        let (ids_sender, ids) = std::sync::mpsc::channel();
        let (wake, woken) = std::sync::mpsc::channel::<()>();
        let blocked = std::thread::spawn(move || {
            // SAFETY: `gettid` has no preconditions.
            ids_sender.send(unsafe { libc::gettid() }).unwrap();
            woken.recv().unwrap();
        });
        let blocked_id = ids.recv().unwrap();
        // It blocks in `recv` soon after sending its id.
        let deadline = Instant::now() + Duration::from_secs(10);
        while !thread_asleep(blocked_id) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(thread_asleep(blocked_id));
        // SAFETY: as above.
        assert!(!thread_asleep(unsafe { libc::gettid() }));
        wake.send(()).unwrap();
        blocked.join().unwrap();
        assert!(!thread_asleep(blocked_id), "an exited thread is not asleep");
    }

    #[test]
    fn marking_starts_early_enough_for_the_longest_recent_marking_within_bounds() {
        let heap = 1 << 16;
        let trigger = ConcurrentMarkingTrigger {
            total_pages: heap,
            state: Mutex::new(TriggerState {
                start_pages: 0,
                recent_marking_pages: [0; REMEMBERED_MARKINGS],
                markings: 0,
                marking: None,
            }),
        };
        let mut state = trigger.state.lock().unwrap();
        let final_mark = fraction_of(heap, FINAL_MARK_FILL);
        // A marking during which 1/8 of the heap was allocated: start
        // twice that before the final-mark fill.
        trigger.end_marking(&mut state, heap / 8);
        assert_eq!(state.start_pages, final_mark - heap / 4);
        // Shorter markings after it: the longest recent one still counts,
        // until REMEMBERED_MARKINGS shorter ones have ended.
        for _ in 1..REMEMBERED_MARKINGS {
            trigger.end_marking(&mut state, heap / 32);
            assert_eq!(state.start_pages, final_mark - heap / 4);
        }
        trigger.end_marking(&mut state, heap / 32);
        assert_eq!(state.start_pages, final_mark - heap / 16);
        // Short markings start at the latest start, a long one at the
        // earliest.
        for _ in 0..REMEMBERED_MARKINGS {
            trigger.end_marking(&mut state, 0);
        }
        assert_eq!(
            state.start_pages,
            fraction_of(heap, LATEST_MARKING_START_FILL)
        );
        trigger.end_marking(&mut state, usize::MAX);
        assert_eq!(state.start_pages, fraction_of(heap, MARKING_START_FILL));
    }
}
