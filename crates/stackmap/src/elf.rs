//! Reading `.llvm_stackmaps` out of 64-bit little-endian ELF files for
//! x86-64 and AArch64, through the `object` crate's bounds-checked reader.
//!
//! * Relocatable objects (`llc -filetype=obj`): one blob whose function
//!   address fields are zero plus a relocation each (`R_X86_64_64`,
//!   `R_AARCH64_ABS64`); every such relocation is resolved to its symbol's
//!   name (a section symbol's name is its section's) and addend. A relocation
//!   of any other type, or at any other place in the section, is an error:
//!   the parsed values would not be the final ones.
//! * Linked executables and shared objects: the blobs of every linked module,
//!   concatenated; addresses are the linker's (in a position-independent
//!   file, relative to its load address). Dynamic relocations are not
//!   applied: an address the dynamic linker fills in (a function a shared
//!   object exports, which the linker leaves as zero plus `R_X86_64_64`
//!   against the symbol) reads as it is stored.
//!
//! Errors are [`StackMapError`]s whose offset counts from the start of the
//! file; the message says where in the section the problem lies.

use crate::error::StackMapError;
use crate::layout::{FUNCTION_RECORD_SIZE, HEADER_SIZE};
use crate::model::StackMap;
use crate::parse::parse_all;
use object::elf::{
    DT_SONAME, EM_AARCH64, EM_X86_64, ET_DYN, ET_EXEC, ET_REL, R_AARCH64_ABS64, R_X86_64_64,
};
use object::read::elf::{Dyn, ElfFile64, FileHeader};
use object::{
    LittleEndian, Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget,
    SectionIndex, SymbolKind,
};
use std::collections::BTreeMap;

/// The section LLVM emits stack maps into on ELF targets.
pub const STACK_MAP_SECTION_NAME: &str = ".llvm_stackmaps";

/// The machines LLVM emits statepoint stack maps for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ElfMachine {
    X86_64,
    AArch64,
}

/// What the linker has done to the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ElfFileKind {
    /// `ET_REL`: addresses are relocations still to apply.
    Relocatable,
    /// `ET_EXEC`.
    Executable,
    /// `ET_DYN`: a shared object or a position-independent executable.
    SharedObject,
}

/// The stack maps of one ELF file and the facts `llvm-readobj` prints about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ElfStackMaps {
    pub machine: ElfMachine,
    pub file_kind: ElfFileKind,
    /// `DT_SONAME` of a shared object that has one.
    pub shared_object_name: Option<String>,
    /// `None` when the file has no `.llvm_stackmaps` section.
    pub section: Option<StackMapSection>,
}

/// The contents of the `.llvm_stackmaps` section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackMapSection {
    /// Where the section's bytes start in the file.
    pub file_offset: u64,
    /// The section's address (0 in a relocatable object).
    pub address: u64,
    /// One blob per linked module, in section order.
    pub blobs: Vec<SectionBlob>,
}

/// One blob of the section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionBlob {
    /// Where the blob starts, from the start of the section.
    pub section_offset: usize,
    pub map: StackMap,
    /// Parallel to `map.functions`: the relocation that will fill in each
    /// function's address (always `None` in linked files).
    pub function_address_relocations: Vec<Option<SymbolAddend>>,
}

/// `symbol + addend`, the value a relocation stores.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymbolAddend {
    pub symbol_name: String,
    pub addend: i64,
}

/// Reads an ELF file's stack maps. Fails on anything that is not a 64-bit
/// little-endian x86-64 or AArch64 ELF file, and on invalid stack maps.
pub fn read_elf_stack_maps(file_bytes: &[u8]) -> Result<ElfStackMaps, StackMapError> {
    check_elf_identification(file_bytes)?;
    let file = ElfFile64::<LittleEndian>::parse(file_bytes)
        .map_err(|error| StackMapError::new(0, format!("invalid ELF file: {error}")))?;
    let header = file.elf_header();
    let machine = match header.e_machine(LittleEndian) {
        EM_X86_64 => ElfMachine::X86_64,
        EM_AARCH64 => ElfMachine::AArch64,
        other => {
            return Err(StackMapError::new(
                ELF_MACHINE_OFFSET,
                format!(
                "ELF machine {other} is neither x86-64 ({EM_X86_64}) nor AArch64 ({EM_AARCH64})"
            ),
            ))
        }
    };
    let file_kind = match header.e_type(LittleEndian) {
        ET_REL => ElfFileKind::Relocatable,
        ET_EXEC => ElfFileKind::Executable,
        ET_DYN => ElfFileKind::SharedObject,
        other => {
            return Err(StackMapError::new(
                ELF_TYPE_OFFSET,
                format!(
                "ELF file type {other} is not a relocatable object, executable or shared object"
            ),
            ))
        }
    };
    let section = match file.section_by_name(STACK_MAP_SECTION_NAME) {
        Some(section) => Some(read_stack_map_section(&file, &section, machine)?),
        None => None,
    };
    Ok(ElfStackMaps {
        machine,
        file_kind,
        shared_object_name: shared_object_name(&file)?,
        section,
    })
}

/// `e_type` and `e_machine` in the ELF header.
const ELF_TYPE_OFFSET: usize = 16;
const ELF_MACHINE_OFFSET: usize = 18;

fn check_elf_identification(file_bytes: &[u8]) -> Result<(), StackMapError> {
    const ELF_CLASS_OFFSET: usize = 4;
    const ELF_DATA_OFFSET: usize = 5;
    if !file_bytes.starts_with(b"\x7fELF") {
        return Err(StackMapError::new(0, "not an ELF file (no \\x7fELF magic)"));
    }
    if file_bytes.get(ELF_CLASS_OFFSET) != Some(&object::elf::ELFCLASS64) {
        return Err(StackMapError::new(
            ELF_CLASS_OFFSET,
            "not a 64-bit ELF file (only x86-64 and AArch64 are read)",
        ));
    }
    if file_bytes.get(ELF_DATA_OFFSET) != Some(&object::elf::ELFDATA2LSB) {
        return Err(StackMapError::new(
            ELF_DATA_OFFSET,
            "not a little-endian ELF file (only x86-64 and AArch64 are read)",
        ));
    }
    Ok(())
}

fn read_stack_map_section(
    file: &ElfFile64<'_, LittleEndian>,
    section: &object::read::elf::ElfSection64<'_, '_, LittleEndian>,
    machine: ElfMachine,
) -> Result<StackMapSection, StackMapError> {
    let (file_offset, _) = section.file_range().unwrap_or((0, 0));
    let section_error = |error: StackMapError| {
        StackMapError::new(
            usize::try_from(file_offset)
                .unwrap_or(usize::MAX)
                .saturating_add(error.offset),
            format!(
                "{STACK_MAP_SECTION_NAME} byte {}: {}",
                error.offset, error.message
            ),
        )
    };
    let bytes = section.data().map_err(|error| {
        StackMapError::new(
            0,
            format!("cannot read the {STACK_MAP_SECTION_NAME} section: {error}"),
        )
    })?;
    let maps = parse_all(bytes).map_err(section_error)?;
    let mut relocations =
        function_address_relocations(file, section, machine).map_err(section_error)?;

    let mut blobs = Vec::with_capacity(maps.len());
    let mut section_offset = 0;
    for map in maps {
        let function_address_relocations = (0..map.functions.len())
            .map(|function_index| {
                relocations
                    .remove(&(section_offset + HEADER_SIZE + FUNCTION_RECORD_SIZE * function_index))
            })
            .collect();
        let blob_size = crate::write::encoded_size(&map);
        blobs.push(SectionBlob {
            section_offset,
            map,
            function_address_relocations,
        });
        section_offset += blob_size;
    }
    if let Some((&stray_offset, _)) = relocations.iter().next() {
        return Err(section_error(StackMapError::new(
            stray_offset,
            "a relocation applies here, which is not a function address field",
        )));
    }
    Ok(StackMapSection {
        file_offset,
        address: section.address(),
        blobs,
    })
}

/// The section's relocations by section offset, each checked to be the
/// machine's absolute 64-bit relocation against a named symbol. Error
/// offsets are the relocated places, from the start of the section.
fn function_address_relocations(
    file: &ElfFile64<'_, LittleEndian>,
    section: &object::read::elf::ElfSection64<'_, '_, LittleEndian>,
    machine: ElfMachine,
) -> Result<BTreeMap<usize, SymbolAddend>, StackMapError> {
    let absolute_64_bit = match machine {
        ElfMachine::X86_64 => R_X86_64_64,
        ElfMachine::AArch64 => R_AARCH64_ABS64,
    };
    let mut by_offset = BTreeMap::new();
    for (offset, relocation) in section.relocations() {
        let offset = usize::try_from(offset).unwrap_or(usize::MAX);
        let relocation_error =
            |message: String| StackMapError::new(offset, format!("relocation: {message}"));
        let RelocationFlags::Elf { r_type } = relocation.flags() else {
            return Err(relocation_error("not an ELF relocation".to_string()));
        };
        if r_type != absolute_64_bit {
            return Err(relocation_error(format!(
                "type {r_type}, not the absolute 64-bit type {absolute_64_bit}"
            )));
        }
        let RelocationTarget::Symbol(symbol_index) = relocation.target() else {
            return Err(relocation_error("no symbol".to_string()));
        };
        let symbol = file
            .symbol_by_index(symbol_index)
            .map_err(|error| relocation_error(error.to_string()))?;
        let symbol_name = match symbol.kind() {
            SymbolKind::Section => symbol
                .section_index()
                .and_then(|index: SectionIndex| file.section_by_index(index).ok())
                .and_then(|target| target.name().ok().map(str::to_string)),
            _ => symbol.name().ok().map(str::to_string),
        }
        .ok_or_else(|| relocation_error("its symbol has no readable name".to_string()))?;
        by_offset.insert(
            offset,
            SymbolAddend {
                symbol_name,
                addend: relocation.addend(),
            },
        );
    }
    Ok(by_offset)
}

/// `DT_SONAME` from the dynamic section, if there is one.
fn shared_object_name(file: &ElfFile64<'_, LittleEndian>) -> Result<Option<String>, StackMapError> {
    let dynamic_error = |error: object::read::Error| {
        StackMapError::new(0, format!("invalid dynamic section: {error}"))
    };
    let sections = file.elf_section_table();
    let Some((entries, strings_index)) = sections
        .dynamic(LittleEndian, file.data())
        .map_err(dynamic_error)?
    else {
        return Ok(None);
    };
    let strings = sections
        .strings(LittleEndian, file.data(), strings_index)
        .map_err(dynamic_error)?;
    for entry in entries {
        if entry.d_tag(LittleEndian) == DT_SONAME {
            let name = entry.string(LittleEndian, strings).map_err(dynamic_error)?;
            return Ok(Some(String::from_utf8_lossy(name).into_owned()));
        }
    }
    Ok(None)
}
