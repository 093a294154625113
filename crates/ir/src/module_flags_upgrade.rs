//! Module flags LLVM 19 rewrites when it reads a module: `"PIC Level"` with
//! the `Error` (1) or `Max` (7) behavior, as clang wrote it before LLVM 15,
//! takes the `Min` (8) behavior clang writes now.
//!
//! Invariant: only the behavior operand of such a flag changes; other flags,
//! and flags not of the form `!{i32 behavior, !"name", value}`, stay as written.

use crate::constant::ConstData;
use crate::inst::Operand;
use crate::metadata::{MdKind, MdRef};
use crate::module::Module;

/// The `Min` module-flag behavior.
const MIN_BEHAVIOR: i64 = 8;

/// Gives `"PIC Level"` flags of `m` the `Min` behavior (see the module docs).
pub fn upgrade_module_flags(m: &mut Module) {
    let flags: Vec<u32> = m
        .named_metadata
        .iter()
        .filter(|n| n.name == "llvm.module.flags")
        .flat_map(|n| n.nodes.iter())
        .filter_map(|r| match r {
            MdRef::Node(slot) => Some(*slot),
            _ => None,
        })
        .collect();
    for slot in flags {
        let Some(behavior) = m
            .metadata
            .get(&slot)
            .and_then(|node| pic_level_behavior(&node.kind))
        else {
            continue;
        };
        let ConstData::Int { ty, value } = m.consts.get(behavior) else {
            continue;
        };
        if !matches!(value.to_i64(), Some(1 | 7)) {
            continue;
        }
        let min = m.const_int(*ty, MIN_BEHAVIOR);
        if let Some(MdKind::Tuple(operands)) = m.metadata.get_mut(&slot).map(|n| &mut n.kind) {
            operands[0] = MdRef::Value(Box::new(Operand::Const(min)));
        }
    }
}

/// The behavior constant of a `!{i32 behavior, !"PIC Level", value}` flag.
fn pic_level_behavior(kind: &MdKind) -> Option<crate::constant::ConstId> {
    let MdKind::Tuple(operands) = kind else {
        return None;
    };
    let [MdRef::Value(behavior), MdRef::String(name), _] = operands.as_slice() else {
        return None;
    };
    let Operand::Const(behavior) = **behavior else {
        return None;
    };
    (name.as_slice() == b"PIC Level").then_some(behavior)
}

#[cfg(test)]
mod tests {
    #[test]
    fn pic_level_takes_the_min_behavior() {
        let m = crate::parse_module(
            "!llvm.module.flags = !{!0, !1, !2}\n!0 = !{i32 7, !\"PIC Level\", i32 2}\n!1 = !{i32 7, !\"PIE Level\", i32 2}\n!2 = !{i32 2, !\"PIC Level\", i32 1}\n",
        )
        .unwrap_or_else(|d| panic!("{d}"));
        let out = crate::printer::print_module(&m);
        assert!(
            out.contains("!0 = !{i32 8, !\"PIC Level\", i32 2}"),
            "{out}"
        );
        assert!(
            out.contains("!1 = !{i32 7, !\"PIE Level\", i32 2}"),
            "{out}"
        );
        assert!(
            out.contains("!2 = !{i32 2, !\"PIC Level\", i32 1}"),
            "{out}"
        );
    }
}
