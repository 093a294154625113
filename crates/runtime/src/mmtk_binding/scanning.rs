//! MMTk's `Scanning`: the reference fields of an object, and the roots a
//! parked mutator thread gathered.
//!
//! Every root is a slot that holds an object reference or null: base slots of
//! the stack maps' (base, derived) pairs and the registered globals, each
//! once ([`super::derived_pointers`]); derived pointers are never shown to
//! MMTk. There are no roots besides the mutators' (globals are reported with
//! the thread whose runtime registered them).
//!
//! Unsafe code: a mutator's thread from its handle, which MMTk gives only for
//! mutators bound by [`MutatorThread::bind`].

#![allow(unsafe_code)]

use super::mutator_thread::MutatorThread;
use super::object_model::object_shape;
use super::{to_address, StatepointVM};
use crate::object_layout::ObjectShape;
use mmtk::util::{ObjectReference, VMWorkerThread};
use mmtk::vm::slot::SimpleSlot;
use mmtk::vm::{RootsWorkFactory, Scanning, SlotVisitor};
use mmtk::Mutator;

pub struct StatepointScanning;

impl Scanning<StatepointVM> for StatepointScanning {
    fn scan_object<V: SlotVisitor<SimpleSlot>>(
        _worker: VMWorkerThread,
        object: ObjectReference,
        slot_visitor: &mut V,
    ) {
        let start = object.to_raw_address().as_usize();
        for index in 0..object_shape(object).reference_count as usize {
            let field = ObjectShape::reference_field_address(start, index);
            slot_visitor.visit_slot(SimpleSlot::from_address(to_address(field)));
        }
    }

    fn notify_initial_thread_scan_complete(_partial_scan: bool, _worker: VMWorkerThread) {}

    fn scan_roots_in_mutator_thread(
        _worker: VMWorkerThread,
        mutator: &'static mut Mutator<StatepointVM>,
        mut factory: impl RootsWorkFactory<SimpleSlot>,
    ) {
        // SAFETY: MMTk scans the mutators it was given by `stop_all_mutators`,
        // each bound by `MutatorThread::bind` with its own handle.
        let thread = unsafe { MutatorThread::of_tls(mutator.mutator_tls) };
        let slots = thread.take_parked_root_slots();
        if !slots.is_empty() {
            factory.create_process_roots_work(slots);
        }
    }

    fn scan_vm_specific_roots(
        _worker: VMWorkerThread,
        _factory: impl RootsWorkFactory<SimpleSlot>,
    ) {
    }

    fn supports_return_barrier() -> bool {
        false
    }

    fn prepare_for_roots_re_scanning() {
        unreachable!("no plan the runtime selects rescans roots")
    }
}
