//! Relocatable ELF objects (`statepoint compile`) with a `.llvm_stackmaps` section.
//!
//! Invariants: the stack map section is the StackMap v3 blob `llc` would emit,
//! each function address 0 plus an absolute 64-bit relocation against the
//! function's symbol, marked by a local `__LLVM_StackMaps` symbol; each global
//! root the module registers has an 8-byte entry with a relocation to it in
//! the section `statepoint_global_roots`, where the runtime finds the global
//! roots of a linked executable. Place-relative fields of data objects
//! (`global_data`) are ELF relocations added after Cranelift's. Constructors
//! and destructors are `.init_array`/`.fini_array` entries.

use crate::error::{CodegenError, CodegenResult};
use crate::global_data::RelativeDataRelocation;
use crate::module_lowering::lower_module;
use crate::stack_map_records::module_stack_map;
use crate::target_isa::{module_target_isa, CodePlacement};
use cranelift_module::{DataId, FuncOrDataId};
use cranelift_object::{ObjectBuilder, ObjectModule, ObjectProduct};
use object::write::{Object, Relocation, SectionId, Symbol, SymbolId, SymbolSection};
use object::{
    RelocationEncoding, RelocationFlags, RelocationKind, SectionKind, SymbolFlags, SymbolKind,
    SymbolScope,
};
use passes::prepare_for_execution::GLOBAL_ROOTS_SECTION;

/// Section of the stack maps, as LLVM names it.
pub const STACK_MAP_SECTION_NAME: &str = ".llvm_stackmaps";
/// Offset of the first function record's address in a StackMap v3 blob.
const FIRST_FUNCTION_ADDRESS_OFFSET: u64 = 16;
/// Size of a function record.
const FUNCTION_RECORD_SIZE: u64 = 24;

/// Compiles `module` to the bytes of an ELF relocatable object for its target
/// triple (x86-64 or AArch64 Linux), or the host when it names none.
pub fn compile_object(module: &ir::Module, object_name: &str) -> CodegenResult<Vec<u8>> {
    let isa = module_target_isa(module, CodePlacement::ObjectFile)?;
    let builder =
        ObjectBuilder::new(isa, object_name, cranelift_module::default_libcall_names())
            .map_err(|error| CodegenError::module_level(format!("object builder: {error}")))?;
    let mut backend = ObjectModule::new(builder);
    let lowered = lower_module(module, &mut backend)?;
    let mut product = backend.finish();
    for (data, relocation) in &lowered.relative_data_relocations {
        add_relative_data_relocation(&mut product, *data, relocation)?;
    }

    if !lowered.stack_maps.is_empty() {
        let map = module_stack_map(
            &lowered.stack_maps,
            lowered.stack_map_constants.clone(),
            |_| 0,
        );
        let function_symbols: Vec<SymbolId> = lowered
            .stack_maps
            .iter()
            .map(|f| product.function_symbol(f.function))
            .collect();
        let section = add_section_with_addresses(
            &mut product.object,
            STACK_MAP_SECTION_NAME,
            SectionKind::ReadOnlyDataWithRel,
            &stackmap::write(&map),
            function_symbols
                .into_iter()
                .enumerate()
                .map(|(index, symbol)| {
                    (
                        FIRST_FUNCTION_ADDRESS_OFFSET + FUNCTION_RECORD_SIZE * index as u64,
                        symbol,
                    )
                }),
        )?;
        product.object.add_symbol(Symbol {
            name: b"__LLVM_StackMaps".to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Data,
            scope: SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Section(section),
            flags: SymbolFlags::None,
        });
    }
    if !lowered.gc_root_globals.is_empty() {
        let root_symbols: Vec<SymbolId> = lowered
            .gc_root_globals
            .iter()
            .map(|&id| product.data_symbol(id))
            .collect();
        add_address_table(
            &mut product.object,
            GLOBAL_ROOTS_SECTION,
            SectionKind::ReadOnlyDataWithRel,
            root_symbols,
        )?;
    }
    for (prefix, functions, section_type) in [
        (
            ".init_array",
            &lowered.constructors,
            object::elf::SHT_INIT_ARRAY,
        ),
        (
            ".fini_array",
            &lowered.destructors,
            object::elf::SHT_FINI_ARRAY,
        ),
    ] {
        add_initialization_sections(&mut product, prefix, functions, section_type)?;
    }
    product
        .emit()
        .map_err(|error| CodegenError::module_level(format!("writing the object: {error}")))
}

/// `.init_array` or `.fini_array` (`prefix`) entries for `functions`, as
/// llc writes them: priority 65535 (the default) in `prefix` itself, any
/// other in `prefix.NNNNN`, which the linker sorts by priority; in each
/// section the functions keep the order of the LLVM list.
fn add_initialization_sections(
    product: &mut ObjectProduct,
    prefix: &str,
    functions: &[(u16, cranelift_module::FuncId)],
    section_type: u32,
) -> CodegenResult<()> {
    let mut priorities: Vec<u16> = functions.iter().map(|&(priority, _)| priority).collect();
    priorities.sort_unstable();
    priorities.dedup();
    for priority in priorities {
        let name = if priority == u16::MAX {
            prefix.to_string()
        } else {
            format!("{prefix}.{priority:05}")
        };
        let symbols: Vec<SymbolId> = functions
            .iter()
            .filter(|&&(p, _)| p == priority)
            .map(|&(_, function)| product.function_symbol(function))
            .collect();
        let section = add_address_table(
            &mut product.object,
            &name,
            SectionKind::Elf(section_type),
            symbols,
        )?;
        product.object.section_mut(section).flags = object::SectionFlags::Elf {
            sh_flags: u64::from(object::elf::SHF_ALLOC | object::elf::SHF_WRITE),
        };
    }
    Ok(())
}

/// Writes a place-relative field of data object `data` as an ELF relocation.
fn add_relative_data_relocation(
    product: &mut ObjectProduct,
    data: DataId,
    relocation: &RelativeDataRelocation,
) -> CodegenResult<()> {
    let place_symbol = product.data_symbol(data);
    let target = match relocation.target {
        FuncOrDataId::Func(id) => product.function_symbol(id),
        FuncOrDataId::Data(id) => product.data_symbol(id),
    };
    let place = product.object.symbol(place_symbol);
    let SymbolSection::Section(section) = place.section else {
        return Err(CodegenError::module_level(
            "a data object with place-relative fields is in no section",
        ));
    };
    let offset = place.value + relocation.offset;
    product
        .object
        .add_relocation(
            section,
            Relocation {
                offset,
                symbol: target,
                addend: relocation.addend,
                flags: RelocationFlags::Generic {
                    kind: RelocationKind::Relative,
                    encoding: RelocationEncoding::Generic,
                    size: relocation.size,
                },
            },
        )
        .map_err(|error| CodegenError::module_level(format!("place-relative relocation: {error}")))
}

/// Adds a section of `kind` holding one 8-byte address of each of `symbols`, in order.
fn add_address_table(
    object: &mut Object<'static>,
    name: &str,
    kind: SectionKind,
    symbols: Vec<SymbolId>,
) -> CodegenResult<SectionId> {
    let contents = vec![0; symbols.len() * 8];
    let addresses = symbols
        .into_iter()
        .enumerate()
        .map(|(i, s)| (i as u64 * 8, s));
    add_section_with_addresses(object, name, kind, &contents, addresses)
}

/// Adds a section of `kind` holding `contents` with absolute 64-bit relocations.
fn add_section_with_addresses(
    object: &mut Object<'static>,
    name: &str,
    kind: SectionKind,
    contents: &[u8],
    addresses: impl Iterator<Item = (u64, SymbolId)>,
) -> CodegenResult<SectionId> {
    let section = object.add_section(Vec::new(), name.as_bytes().to_vec(), kind);
    object.append_section_data(section, contents, 8);
    for (offset, symbol) in addresses {
        object
            .add_relocation(
                section,
                Relocation {
                    offset,
                    symbol,
                    addend: 0,
                    flags: RelocationFlags::Generic {
                        kind: RelocationKind::Absolute,
                        encoding: RelocationEncoding::Generic,
                        size: 64,
                    },
                },
            )
            .map_err(|error| {
                CodegenError::module_level(format!("relocation in {name}: {error}"))
            })?;
    }
    Ok(section)
}
