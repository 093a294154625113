//! MMTk's `ActivePlan`: the registry of mutator threads.
//!
//! Invariant: the registry holds the address of every bound, not yet dropped
//! [`MutatorThread`]; a thread is added when it is bound and removed before
//! its `Mutator` is destroyed, never during a collection (a thread binds and
//! drops only while it is not parked, and the world is stopped only while
//! every registered thread is parked).

#![allow(unsafe_code)]

use super::mutator_thread::MutatorThread;
use super::{to_address, StatepointVM};
use mmtk::util::{OpaquePointer, VMMutatorThread, VMThread};
use mmtk::vm::ActivePlan;
use mmtk::Mutator;
use std::sync::{Mutex, MutexGuard};

static MUTATOR_THREADS: Mutex<Vec<usize>> = Mutex::new(Vec::new());

fn mutator_threads() -> MutexGuard<'static, Vec<usize>> {
    MUTATOR_THREADS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn address_of(thread: &MutatorThread) -> usize {
    thread as *const MutatorThread as usize
}

pub fn register_mutator_thread(thread: &MutatorThread) {
    mutator_threads().push(address_of(thread));
}

pub fn unregister_mutator_thread(thread: &MutatorThread) {
    mutator_threads().retain(|&address| address != address_of(thread));
}

pub fn mutator_thread_count() -> usize {
    mutator_threads().len()
}

fn thread_handle(thread_address: usize) -> VMMutatorThread {
    VMMutatorThread(VMThread(OpaquePointer::from_address(to_address(
        thread_address,
    ))))
}

/// The mutators of every registered thread, for a worker while the world is stopped.
pub fn registered_mutators() -> Vec<&'static mut Mutator<StatepointVM>> {
    mutator_threads()
        .iter()
        .map(|&address| StatepointActivePlan::mutator(thread_handle(address)))
        .collect()
}

pub struct StatepointActivePlan;

impl ActivePlan<StatepointVM> for StatepointActivePlan {
    fn is_mutator(tls: VMThread) -> bool {
        mutator_threads().contains(&tls.0.to_address().as_usize())
    }

    fn mutator(tls: VMMutatorThread) -> &'static mut Mutator<StatepointVM> {
        // SAFETY: MMTk asks for the mutator of a registered thread (module
        // invariant), either on that thread inside a runtime entry or on a
        // worker while it is parked (`MutatorThread`'s invariant).
        unsafe { MutatorThread::of_tls(tls).mutator() }
    }

    fn mutators<'a>() -> Box<dyn Iterator<Item = &'a mut Mutator<StatepointVM>> + 'a> {
        Box::new(registered_mutators().into_iter())
    }

    fn number_of_mutators() -> usize {
        mutator_thread_count()
    }
}
