//! Verify mode: after a collection, every root base and every heap reference
//! field must be null or the start of an object in the current space, and the
//! space must walk cleanly from start to top with no forwarded header left.

use crate::collector::RootPair;
use crate::object_layout::{ObjectShape, FORWARDED_HEADER};
use crate::semispace_heap::SemispaceHeap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerificationFailure {
    RootNotAnObject {
        slot_address: usize,
        value: u64,
    },
    FieldNotAnObject {
        object_address: usize,
        field_index: usize,
        value: u64,
    },
    ForwardedHeaderInCurrentSpace {
        object_address: usize,
    },
    UnmarkedObjectStart {
        object_address: usize,
    },
}

impl std::fmt::Display for VerificationFailure {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::RootNotAnObject { slot_address, value } => write!(
                formatter,
                "verify: root slot {slot_address:#x} holds {value:#x}, not an object in the current space"
            ),
            Self::FieldNotAnObject { object_address, field_index, value } => write!(
                formatter,
                "verify: reference field {field_index} of object {object_address:#x} holds {value:#x}, not an object in the current space"
            ),
            Self::ForwardedHeaderInCurrentSpace { object_address } => {
                write!(formatter, "verify: object {object_address:#x} in the current space is marked forwarded")
            }
            Self::UnmarkedObjectStart { object_address } => write!(
                formatter,
                "verify: object {object_address:#x} is missing from the object-start bitmap"
            ),
        }
    }
}

pub fn verify_heap_and_roots(
    heap: &SemispaceHeap,
    root_pairs: &[RootPair],
) -> Result<(), VerificationFailure> {
    let is_reference = |value: u64| {
        value == 0 || usize::try_from(value).is_ok_and(|address| heap.is_object_start(address))
    };
    for pair in root_pairs {
        let value = pair.base.read();
        if !is_reference(value) {
            return Err(VerificationFailure::RootNotAnObject {
                slot_address: pair.base.address(),
                value,
            });
        }
    }
    let space = heap.current_space_objects_range();
    let mut object_address = space.start;
    while object_address < space.end {
        if !heap.is_object_start(object_address) {
            return Err(VerificationFailure::UnmarkedObjectStart { object_address });
        }
        let header = heap.word(object_address);
        if header == FORWARDED_HEADER {
            return Err(VerificationFailure::ForwardedHeaderInCurrentSpace { object_address });
        }
        let shape = ObjectShape::from_header(header);
        for field_index in 0..shape.reference_count as usize {
            let value = heap.word(ObjectShape::reference_field_address(
                object_address,
                field_index,
            ));
            if !is_reference(value) {
                return Err(VerificationFailure::FieldNotAnObject {
                    object_address,
                    field_index,
                    value,
                });
            }
        }
        object_address += shape.heap_footprint_bytes();
    }
    Ok(())
}
