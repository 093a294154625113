//! The ABI's object model as MMTk's `ObjectModel` (`runtime-abi.md`, "Object
//! model"; [`crate::object_layout`]).
//!
//! An object reference is the address of the object's header, which is also
//! its start (`UNIFIED_OBJECT_REFERENCE_ADDRESS`). The header word stays the
//! program's (compiled code reads `R` and `B` from it), so MMTk's per-object
//! state lives in side metadata: the global log bit (one bit per 8 bytes, the
//! table compiled write barriers read), and the local forwarding bits, mark
//! bit and large-object mark/nursery bits. Only once an object is forwarded
//! (its forwarding bits say so) does its header word hold the forwarding
//! pointer; its old copy is never read as an object again.
//!
//! Unsafe code: reading header words and copying objects. Invariant relied
//! on: MMTk passes only references to objects it allocated or copied, whose
//! header was written by `gc_alloc` or the inline fast path before any
//! collection, so the `8 + 8R + round_up(B, 8)` bytes from the reference are
//! the object.

#![allow(unsafe_code)]

use super::StatepointVM;
use crate::object_layout::{ObjectShape, WORD_BYTES};
use mmtk::util::copy::{CopySemantics, GCWorkerCopyContext};
use mmtk::util::{Address, ObjectReference};
use mmtk::vm::*;

pub struct StatepointObjectModel;

/// The shape in `object`'s header.
pub(super) fn object_shape(object: ObjectReference) -> ObjectShape {
    // SAFETY: the module's invariant: `object` starts with its header word.
    ObjectShape::from_header(unsafe { object.to_raw_address().load::<u64>() })
}

impl ObjectModel<StatepointVM> for StatepointObjectModel {
    const GLOBAL_LOG_BIT_SPEC: VMGlobalLogBitSpec = VMGlobalLogBitSpec::side_first();
    const LOCAL_FORWARDING_POINTER_SPEC: VMLocalForwardingPointerSpec =
        VMLocalForwardingPointerSpec::in_header(0);
    const LOCAL_FORWARDING_BITS_SPEC: VMLocalForwardingBitsSpec =
        VMLocalForwardingBitsSpec::side_first();
    const LOCAL_MARK_BIT_SPEC: VMLocalMarkBitSpec =
        VMLocalMarkBitSpec::side_after(Self::LOCAL_FORWARDING_BITS_SPEC.as_spec());
    const LOCAL_LOS_MARK_NURSERY_SPEC: VMLocalLOSMarkNurserySpec =
        VMLocalLOSMarkNurserySpec::side_after(Self::LOCAL_MARK_BIT_SPEC.as_spec());

    const UNIFIED_OBJECT_REFERENCE_ADDRESS: bool = true;
    const OBJECT_REF_OFFSET_LOWER_BOUND: isize = 0;

    fn copy(
        from: ObjectReference,
        semantics: CopySemantics,
        copy_context: &mut GCWorkerCopyContext<StatepointVM>,
    ) -> ObjectReference {
        let bytes = Self::get_current_size(from);
        let destination = copy_context.alloc_copy(from, bytes, WORD_BYTES, 0, semantics);
        // SAFETY: `from` is a whole object (module invariant) and MMTk just
        // allocated `bytes` at `destination` for its copy; they do not overlap.
        unsafe {
            std::ptr::copy_nonoverlapping(
                from.to_raw_address().to_ptr::<u8>(),
                destination.to_mut_ptr::<u8>(),
                bytes,
            );
        }
        let to = ObjectReference::from_raw_address(destination)
            .expect("MMTk's copy allocation never returns null");
        copy_context.post_copy(to, bytes, semantics);
        to
    }

    fn copy_to(from: ObjectReference, to: ObjectReference, region: Address) -> Address {
        let bytes = Self::get_current_size(from);
        if from != to {
            // SAFETY: MMTk moves `from` to `to` (it may overlap, as in
            // compaction); both are whole objects of `bytes`.
            unsafe {
                std::ptr::copy(
                    from.to_raw_address().to_ptr::<u8>(),
                    to.to_raw_address().to_mut_ptr::<u8>(),
                    bytes,
                );
            }
        }
        let end = to.to_raw_address() + bytes;
        debug_assert!(end >= region);
        end
    }

    fn get_reference_when_copied_to(_from: ObjectReference, to: Address) -> ObjectReference {
        ObjectReference::from_raw_address(to).expect("a copy destination is never null")
    }

    fn get_current_size(object: ObjectReference) -> usize {
        object_shape(object).size_in_bytes()
    }

    fn get_size_when_copied(object: ObjectReference) -> usize {
        Self::get_current_size(object)
    }

    fn get_align_when_copied(_object: ObjectReference) -> usize {
        WORD_BYTES
    }

    fn get_align_offset_when_copied(_object: ObjectReference) -> usize {
        0
    }

    fn get_type_descriptor(_reference: ObjectReference) -> &'static [i8] {
        &[]
    }

    fn ref_to_object_start(object: ObjectReference) -> Address {
        object.to_raw_address()
    }

    fn ref_to_header(object: ObjectReference) -> Address {
        object.to_raw_address()
    }

    fn dump_object(object: ObjectReference) {
        let shape = object_shape(object);
        eprintln!(
            "statepoint-runtime: object {object}: {} reference fields, {} raw bytes",
            shape.reference_count, shape.raw_byte_count
        );
    }
}
