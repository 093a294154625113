//! `statepoint compile --gc=<collector>`: records the collector in the
//! executable as its default (`docs/collectors.md`, "Collectors"): the global
//! `@statepoint_compiled_collector`, a NUL-terminated
//! [`CompiledCollectorRecord`] (the name, marked when the code has write
//! barriers), which the runtime reads
//! (`runtime::linked_sections::compiled_collector_name`): its collector when
//! `STATEPOINT_GC` is not set, and whether a generational plan may run.
//!
//! Invariant: the module gets the global only if it does not define or
//! declare that name itself (otherwise a clear error). The definition is
//! `weak_odr`, so the objects of one program link together; they are to be
//! compiled for one collector (the linker keeps one of the records).

use ir::constant::ConstData;
use ir::module::{GlobalKind, GlobalValue, GlobalVariable, Linkage, Module};
use ir::types::Type;
use runtime::collector_choice::{CollectorChoice, CompiledCollectorRecord};
use runtime::linked_sections::COMPILED_COLLECTOR_SYMBOL;

/// Adds `@statepoint_compiled_collector = constant [N x i8] c"<record>\00"`
/// for code compiled for `collector` (with write barriers when it needs them).
pub fn record_compiled_collector(
    module: &mut Module,
    collector: CollectorChoice,
) -> Result<(), String> {
    if module.global_by_name(COMPILED_COLLECTOR_SYMBOL).is_some() {
        return Err(format!(
            "error: the program defines @{COMPILED_COLLECTOR_SYMBOL}, a name the runtime reserves"
        ));
    }
    let mut bytes = CompiledCollectorRecord::of_collector(collector)
        .text()
        .into_bytes();
    bytes.push(0);
    let byte = module.types.int(8);
    let array_type = module.types.intern(Type::Array {
        len: bytes.len() as u64,
        elem: byte,
    });
    let name = module.consts.intern(ConstData::Bytes {
        ty: array_type,
        bytes,
    });
    let variable = GlobalVariable {
        constant: true,
        ..GlobalVariable::new(array_type, Some(name))
    };
    module.add_global(GlobalValue::new(
        COMPILED_COLLECTOR_SYMBOL,
        // Weak: every object `compile -c` writes has it, and a program links several.
        Linkage::WeakOdr,
        GlobalKind::Variable(variable),
    ));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_name_is_recorded_once_and_a_clash_is_an_error() {
        let mut module =
            ir::parser::parse_module("define i64 @main() {\n  ret i64 0\n}\n").unwrap();
        let collector = CollectorChoice::from_name("mmtk-immix").unwrap();
        record_compiled_collector(&mut module, collector).unwrap();
        let text = ir::printer::print_module(&module);
        assert!(
            text.contains(
                "@statepoint_compiled_collector = weak_odr constant [11 x i8] c\"mmtk-immix\\00\""
            ),
            "{text}"
        );
        assert!(record_compiled_collector(&mut module, collector)
            .unwrap_err()
            .contains("reserves"));
    }

    #[test]
    fn a_generational_collector_is_recorded_with_write_barriers() {
        let mut module =
            ir::parser::parse_module("define i64 @main() {\n  ret i64 0\n}\n").unwrap();
        let collector = CollectorChoice::from_name("mmtk-genimmix").unwrap();
        record_compiled_collector(&mut module, collector).unwrap();
        let text = ir::printer::print_module(&module);
        assert!(
            text.contains("c\"mmtk-genimmix+write-barriers\\00\""),
            "{text}"
        );
    }
}
