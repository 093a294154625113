//! The deopt state of active frames: for each frame suspended at a statepoint,
//! the function, the statepoint ID, the return address and the values of the
//! call's `deopt` bundle, read from where its stack map record says they are.
//!
//! Locations, as LLVM's stack maps give them (x86-64):
//! * `Constant` (a sign-extended 32-bit value) and `ConstantIndex` (an entry of
//!   the map's constant table): the value itself, 8 bytes;
//! * `Indirect [RSP|RBP + off]`, `size` bytes: the value is in that frame slot;
//! * `Direct RSP|RBP + off`: the value is that frame address;
//! * `Register`: the value was in a register at the call. Frames are walked
//!   through frame pointers without unwind information, so a callee-saved
//!   register's value cannot be recovered: reading it is an error that says so.
//!
//! Invariant: a value is read from the live stack when it is asked for, never
//! cached, so a GC pointer in the deopt state (which both backends report as a
//! (V, V) pair, so collections relocate its slot) reads as the current
//! reference. Bytes are read through aligned words of the live stack only.

use crate::call_site_table::{frame_anchor, FrameWord};
use crate::frame_walker::{active_frames, RuntimeEntryFrame};
use crate::machine_stack::StackBounds;
use stackmap::{Location, LocationKind};

/// Where one deopt value of a call site is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeoptLocation {
    /// The value, sign-extended to 64 bits for `Constant`, as is for `ConstantIndex`.
    Constant(u64),
    /// `size` bytes in the frame at `word`.
    FrameValue { word: FrameWord, size: u16 },
    /// The address `word` itself (a `Direct` location).
    FrameAddress { word: FrameWord },
    /// A register at the call: not recoverable by a frame-pointer walk.
    Register { dwarf_register: u16, size: u16 },
}

impl DeoptLocation {
    /// The location of a record's deopt entry; `constants` is the map's table.
    pub fn of(location: &Location, constants: &[u64]) -> Result<DeoptLocation, &'static str> {
        Ok(match location.kind {
            LocationKind::Constant | LocationKind::ConstantIndex => DeoptLocation::Constant(
                location
                    .constant_value(constants)
                    .ok_or("a ConstantIndex location names no entry of the constant table")?,
            ),
            LocationKind::Indirect => DeoptLocation::FrameValue {
                word: FrameWord {
                    anchor: frame_anchor(location.dwarf_reg)?,
                    offset: location.offset_or_constant,
                },
                size: location.size,
            },
            LocationKind::Direct => DeoptLocation::FrameAddress {
                word: FrameWord {
                    anchor: frame_anchor(location.dwarf_reg)?,
                    offset: location.offset_or_constant,
                },
            },
            LocationKind::Register => DeoptLocation::Register {
                dwarf_register: location.dwarf_reg,
                size: location.size,
            },
        })
    }
}

/// What a call site's record says about its deopt state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallSiteDeoptState {
    pub function_address: u64,
    pub statepoint_id: u64,
    pub locations: Box<[DeoptLocation]>,
}

/// One deopt value as read: its bytes, little-endian (8 for constants and
/// addresses, the location's size for frame slots).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeoptValue {
    pub bytes: Vec<u8>,
}

impl DeoptValue {
    /// The low 64 bits, zero-extended from a narrower value.
    pub fn low_bits(&self) -> u64 {
        self.bytes
            .iter()
            .take(8)
            .enumerate()
            .fold(0, |value, (index, &byte)| value | u64::from(byte) << (8 * index))
    }
}

/// A frame suspended at a statepoint, with its deopt state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeoptFrame {
    pub function_address: u64,
    pub statepoint_id: u64,
    pub return_address: u64,
    /// The frame's locations, read by [`DeoptFrame::read_value`].
    pub locations: Box<[DeoptLocation]>,
    stack_pointer: usize,
    frame_pointer: usize,
}

/// Why a deopt value or frame cannot be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeoptReadError {
    NoSuchFrame { frame: i64, frames: usize },
    NoSuchValue { frame: i64, index: i64, values: usize },
    InRegister { frame: i64, index: i64, dwarf_register: u16 },
    OutsideStack { frame: i64, index: i64 },
}

impl std::fmt::Display for DeoptReadError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NoSuchFrame { frame, frames } => write!(
                formatter,
                "deopt frame {frame} does not exist: {frames} frames with statepoints are active"
            ),
            Self::NoSuchValue { frame, index, values } => write!(
                formatter,
                "deopt frame {frame} has {values} deopt values, so none at index {index}"
            ),
            Self::InRegister { frame, index, dwarf_register } => write!(
                formatter,
                "deopt value {index} of frame {frame} is in register {dwarf_register} at the call, \
                 which a frame-pointer walk cannot recover (keep deopt values in stack slots)"
            ),
            Self::OutsideStack { frame, index } => write!(
                formatter,
                "deopt value {index} of frame {frame} names a slot outside the live stack"
            ),
        }
    }
}

/// The frames with statepoints from the runtime's caller outward (frame 0 is
/// the caller of the runtime entry). `deopt_state_at` gives a return
/// address's call site, if it is a statepoint.
pub fn deopt_frames<'a>(
    entry: RuntimeEntryFrame,
    stack: StackBounds,
    deopt_state_at: impl Fn(u64) -> Option<&'a CallSiteDeoptState>,
) -> Vec<DeoptFrame> {
    active_frames(entry, stack)
        .filter_map(|frame| {
            let state = deopt_state_at(frame.return_address)?;
            Some(DeoptFrame {
                function_address: state.function_address,
                statepoint_id: state.statepoint_id,
                return_address: frame.return_address,
                locations: state.locations.clone(),
                stack_pointer: frame.stack_pointer,
                frame_pointer: frame.frame_pointer,
            })
        })
        .collect()
}

/// Frame `frame` of `frames`, or the error naming how many there are.
pub fn frame_at(frames: &[DeoptFrame], frame: i64) -> Result<&DeoptFrame, DeoptReadError> {
    usize::try_from(frame)
        .ok()
        .and_then(|index| frames.get(index))
        .ok_or(DeoptReadError::NoSuchFrame {
            frame,
            frames: frames.len(),
        })
}

impl DeoptFrame {
    fn anchor_address(&self, word: FrameWord) -> Option<usize> {
        let anchor = match word.anchor {
            crate::call_site_table::FrameAnchor::StackPointer => self.stack_pointer,
            crate::call_site_table::FrameAnchor::FramePointer => self.frame_pointer,
        };
        anchor.checked_add_signed(word.offset as isize)
    }

    /// Deopt value `index` (frame number `frame`, for errors), read now.
    pub fn read_value(
        &self,
        stack: StackBounds,
        frame: i64,
        index: i64,
    ) -> Result<DeoptValue, DeoptReadError> {
        let location = usize::try_from(index)
            .ok()
            .and_then(|position| self.locations.get(position))
            .ok_or(DeoptReadError::NoSuchValue {
                frame,
                index,
                values: self.locations.len(),
            })?;
        let outside = DeoptReadError::OutsideStack { frame, index };
        match *location {
            DeoptLocation::Constant(value) => Ok(DeoptValue {
                bytes: value.to_le_bytes().to_vec(),
            }),
            DeoptLocation::FrameAddress { word } => Ok(DeoptValue {
                bytes: (self.anchor_address(word).ok_or(outside)? as u64)
                    .to_le_bytes()
                    .to_vec(),
            }),
            DeoptLocation::FrameValue { word, size } => {
                let start = self.anchor_address(word).ok_or(outside.clone())?;
                let bytes = (0..usize::from(size))
                    .map(|offset| {
                        let address = start.checked_add(offset)?;
                        let word = stack.live_word_slot(self.stack_pointer, address & !7)?;
                        Some((word.read() >> (8 * (address & 7))) as u8)
                    })
                    .collect::<Option<Vec<u8>>>()
                    .ok_or(outside)?;
                Ok(DeoptValue { bytes })
            }
            DeoptLocation::Register { dwarf_register, .. } => Err(DeoptReadError::InRegister {
                frame,
                index,
                dwarf_register,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::call_site_table::FrameAnchor;

    /// A fake frame in this test's stack: entry → one frame returning to 0x1000.
    #[test]
    fn values_are_read_from_constants_slots_and_addresses() {
        let mut fake_stack = [0u64; 8];
        let base = fake_stack.as_mut_ptr() as usize;
        fake_stack[0] = 0x1000; // the return address at entry
        fake_stack[2] = 0x1122_3344_5566_7788;
        fake_stack[3] = 0xffff_ffff_0000_002a;
        std::hint::black_box(&mut fake_stack);
        let entry = RuntimeEntryFrame {
            stack_pointer_at_entry: base,
            caller_frame_pointer: base + 48,
        };
        let sp = |offset| FrameWord {
            anchor: FrameAnchor::StackPointer,
            offset,
        };
        let state = CallSiteDeoptState {
            function_address: 0xf00,
            statepoint_id: 7,
            locations: vec![
                DeoptLocation::Constant(-5i64 as u64),
                DeoptLocation::FrameValue { word: sp(8), size: 8 },
                DeoptLocation::FrameValue { word: sp(16), size: 4 },
                DeoptLocation::FrameValue { word: sp(12), size: 2 },
                DeoptLocation::FrameAddress { word: sp(8) },
                DeoptLocation::Register { dwarf_register: 3, size: 8 },
            ]
            .into_boxed_slice(),
        };
        let stack = StackBounds::of_current_thread().unwrap();
        let frames = deopt_frames(entry, stack, |address| (address == 0x1000).then_some(&state));
        assert_eq!(frames.len(), 1);
        let frame = frame_at(&frames, 0).unwrap();
        assert_eq!((frame.statepoint_id, frame.return_address), (7, 0x1000));
        let read = |index| frame.read_value(stack, 0, index).map(|value| value.low_bits());
        assert_eq!(read(0), Ok(-5i64 as u64));
        assert_eq!(read(1), Ok(0x1122_3344_5566_7788));
        assert_eq!(read(2), Ok(0x2a));
        assert_eq!(read(3), Ok(0x3344));
        assert_eq!(read(4), Ok(base as u64 + 16));
        assert!(matches!(read(5), Err(DeoptReadError::InRegister { dwarf_register: 3, .. })));
        assert!(matches!(read(6), Err(DeoptReadError::NoSuchValue { values: 6, .. })));
        assert!(matches!(frame_at(&frames, 1), Err(DeoptReadError::NoSuchFrame { frames: 1, .. })));
        std::hint::black_box(&mut fake_stack);
    }
}
