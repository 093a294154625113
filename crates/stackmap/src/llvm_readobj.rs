//! Text in the format of `llvm-readobj-19 --stackmap` (its
//! `StackMapPrinter.h` and ELF file header), so the two can be diffed.
//!
//! Deliberate difference: on a linked image `llvm-readobj` prints only the
//! first blob of the section; this prints every blob, one after the other.
//! On a file with one blob (every relocatable object) the texts are equal.

use crate::elf::{ElfMachine, ElfStackMaps};
use crate::model::{LocationKind, StackMap};
use std::fmt::Write;

/// The whole output of `llvm-readobj --stackmap <display_name>` for an ELF file.
pub fn render_elf_stack_maps(display_name: &str, stack_maps: &ElfStackMaps) -> String {
    let (format, architecture) = match stack_maps.machine {
        ElfMachine::X86_64 => ("elf64-x86-64", "x86_64"),
        ElfMachine::AArch64 => ("elf64-littleaarch64", "aarch64"),
    };
    let load_name = stack_maps
        .shared_object_name
        .as_deref()
        .unwrap_or("<Not found>");
    let mut text = format!(
        "\nFile: {display_name}\nFormat: {format}\nArch: {architecture}\nAddressSize: 64bit\nLoadName: {load_name}\n"
    );
    for blob in stack_maps.section.iter().flat_map(|section| &section.blobs) {
        render_stack_map(&blob.map, &mut text);
    }
    text
}

/// Appends one blob as `llvm-readobj` prints it. A `Constant`'s value is
/// printed as its unsigned 32 bits, as LLVM does.
pub fn render_stack_map(map: &StackMap, text: &mut String) {
    // Writing to a String cannot fail.
    let _ = render_stack_map_fallibly(map, text);
}

fn render_stack_map_fallibly(map: &StackMap, text: &mut String) -> std::fmt::Result {
    writeln!(text, "LLVM StackMap Version: {}", map.version)?;
    writeln!(text, "Num Functions: {}", map.functions.len())?;
    for function in &map.functions {
        writeln!(
            text,
            "  Function address: {}, stack size: {}, callsite record count: {}",
            function.address, function.stack_size, function.record_count
        )?;
    }
    writeln!(text, "Num Constants: {}", map.constants.len())?;
    for (index, constant) in map.constants.iter().enumerate() {
        writeln!(text, "  #{}: {constant}", index + 1)?;
    }
    writeln!(text, "Num Records: {}", map.records.len())?;
    for record in &map.records {
        writeln!(
            text,
            "  Record ID: {}, instruction offset: {}",
            record.id, record.instruction_offset
        )?;
        writeln!(text, "    {} locations:", record.locations.len())?;
        for (index, location) in record.locations.iter().enumerate() {
            write!(text, "      #{}: ", index + 1)?;
            let register = location.dwarf_reg;
            let offset = location.offset_or_constant;
            match location.kind {
                LocationKind::Register => write!(text, "Register R#{register}")?,
                LocationKind::Direct => write!(text, "Direct R#{register} + {offset}")?,
                LocationKind::Indirect => write!(text, "Indirect [R#{register} + {offset}]")?,
                LocationKind::Constant => write!(text, "Constant {}", offset as u32)?,
                LocationKind::ConstantIndex => {
                    let value = usize::try_from(offset)
                        .ok()
                        .and_then(|index| map.constants.get(index));
                    match value {
                        Some(value) => write!(text, "ConstantIndex #{offset} ({value})")?,
                        None => write!(text, "ConstantIndex #{offset} (out of range)")?,
                    }
                }
            }
            writeln!(text, ", size: {}", location.size)?;
        }
        write!(text, "    {} live-outs: [ ", record.live_outs.len())?;
        for live_out in &record.live_outs {
            write!(text, "R#{} ({}-bytes) ", live_out.dwarf_reg, live_out.size)?;
        }
        writeln!(text, "]")?;
    }
    Ok(())
}
