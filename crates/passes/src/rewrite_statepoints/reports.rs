//! The debugging reports of `-spp-print-liveset`, `-spp-print-liveset-size`
//! and `-spp-print-base-pointers`, in opt-19's words (LLVM writes them to
//! standard error; the pass appends them to its diagnostics text).
//!
//! Per rewritten function with parse points, in this order:
//! * for each parse point, in layout order, its first live set (before base
//!   pointers are added): `Live Variables:` then ` <name> <value>` per value,
//!   where `<value>` is the value as LLVM prints it (an instruction's line, an
//!   argument's `<type> %name`); then `Safepoint For: <callee name>` and
//!   `Number live values: <n>`;
//! * `Base Pairs (w/o Relocation):`, one ` derived <value> base <base>` line
//!   per value of the base map of all parse points, in insertion order;
//! * `Base Pairs: (w/Relocation)`, the same map once every value live after
//!   the bases were kept live has an entry (a base is its own base).
//!
//! Values print as LLVM's `printAsOperand` does (`%name`, `%3`, `null`). The
//! order of live values follows our live sets, which can differ from LLVM's
//! where its liveness visits predecessors in use-list order (the module docs
//! of [`super`] say where).

use ir::printer::FunctionValuePrinter;
use ir::{Body, GlobalId, Inst, Module, Operand, Value};
use std::fmt::Write;

/// Which reports to write.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReportOptions {
    /// `-spp-print-liveset`.
    pub live_set: bool,
    /// `-spp-print-liveset-size`.
    pub live_set_size: bool,
    /// `-spp-print-base-pointers`.
    pub base_pointers: bool,
}

impl ReportOptions {
    fn any(self) -> bool {
        self.live_set || self.live_set_size || self.base_pointers
    }
}

/// Writes the requested reports of one function to `out`.
pub struct Reporter<'r> {
    pub options: ReportOptions,
    pub function: GlobalId,
    pub out: &'r mut String,
}

impl Reporter<'_> {
    /// The live set reports of every parse point.
    pub fn live_sets(
        &mut self,
        m: &Module,
        body: &Body,
        parse_points: &[Inst],
        live_sets: &[Vec<Value>],
    ) {
        if !self.options.live_set && !self.options.live_set_size {
            return;
        }
        let Some(printer) = self.printer(m, body) else {
            return;
        };
        for (&call, live) in parse_points.iter().zip(live_sets) {
            if self.options.live_set {
                self.out.push_str("Live Variables:\n");
                for &v in live {
                    let name = body.value(v).name.as_deref().unwrap_or("");
                    let _ = writeln!(self.out, " {name} {}", printer.definition(v));
                }
            }
            if self.options.live_set_size {
                let _ = writeln!(self.out, "Safepoint For: {}", callee_name(m, body, call));
                let _ = writeln!(self.out, "Number live values: {}", live.len());
            }
        }
    }

    /// One base pair report under `heading`.
    pub fn base_pairs(
        &mut self,
        m: &Module,
        body: &Body,
        heading: &str,
        pairs: &[(Value, Operand)],
    ) {
        if !self.options.base_pointers {
            return;
        }
        let Some(printer) = self.printer(m, body) else {
            return;
        };
        let _ = writeln!(self.out, "{heading}");
        for (derived, base) in pairs {
            let _ = writeln!(
                self.out,
                " derived {} base {}",
                printer.operand(&Operand::Value(*derived)),
                printer.operand(base)
            );
        }
    }

    fn printer<'a>(&self, m: &'a Module, body: &'a Body) -> Option<FunctionValuePrinter<'a>> {
        if !self.options.any() {
            return None;
        }
        let function = m.function(self.function)?;
        Some(FunctionValuePrinter::new(m, function, body))
    }
}

/// LLVM's `getCalledOperand()->getName()`: the callee's name without `@`, or
/// the name of the value called through, or nothing.
fn callee_name(m: &Module, body: &Body, call: Inst) -> String {
    let Some(site) = body.inst(call).kind.call_site() else {
        return String::new();
    };
    match &site.callee {
        Operand::Value(v) => body
            .value(*v)
            .name
            .as_deref()
            .unwrap_or_default()
            .to_string(),
        callee @ Operand::Const(_) => m
            .called_function(callee)
            .map(|g| m.global(g).name.clone())
            .unwrap_or_default(),
        Operand::Metadata(_) => String::new(),
    }
}
