//! `statepoint opt -dot-cfg` / `-dot-cfg-only`: the control-flow graph of each
//! function definition as a Graphviz file, in the shape of LLVM's CFG printer
//! (`-passes=dot-cfg` / `dot-cfg-only` of LLVM 19's `opt`).
//!
//! Files: `<prefix>.<function name>.dot` in the current directory
//! (`-cfg-dot-filename-prefix=<prefix>`, empty by default, so `.f.dot`), one
//! per definition whose name contains `-cfg-func-name=<text>` (every one
//! without it); `Writing '<file>'...` on stderr for each, as LLVM prints it.
//!
//! Graph: `digraph "CFG for '<f>' function"`, one `record` node per block in
//! layout order followed by its out-edges. A node's label is `{<block>:\l|
//! <instructions>\l}` (with `-dot-cfg-only`, `{<block>}`); LLVM's rules for
//! the text: comments (from `;`) dropped, lines longer than 80 columns broken
//! at the last space with a `...` continuation, `{}<>|"\` escaped. A
//! conditional branch's edges leave ports `T` and `F`, a switch's `def` and
//! its case values; other edges leave the node itself. Duplicate edges are
//! kept (a switch with two cases to one block has two).
//!
//! Deliberate differences from LLVM: node names are `Node0x<position of the
//! block in the function, in hexadecimal>` (LLVM prints memory addresses,
//! different on each run), and nodes have no
//! heat colors nor edges probability tooltips (LLVM computes them from block
//! frequency and branch probability analyses we do not have).

use ir::printer::FunctionValuePrinter;
use ir::{Block, Body, Function, GlobalId, InstKind, Module, Operand};

/// Which graph and where: what the `-dot-cfg*` and `-cfg-*` options asked for.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct CfgDotRequest {
    /// `-dot-cfg-only`: block names without instructions.
    pub only_names: bool,
    /// `-cfg-dot-filename-prefix`.
    pub file_prefix: String,
    /// `-cfg-func-name`: only functions whose name contains this.
    pub function_filter: Option<String>,
}

/// Line length past which a label line is wrapped, as LLVM's printer does.
const MAX_COLUMNS: usize = 80;

/// Writes the file of each selected function of `module`; the `Writing ...`
/// lines are returned for stderr. A file that cannot be written is reported as
/// LLVM reports it (`  error opening file for writing!`), not as a failure.
pub fn write_cfg_dot_files(module: &Module, request: &CfgDotRequest) -> String {
    let mut report = String::new();
    for id in module.function_ids() {
        let name = &module.global(id).name;
        let selected = request
            .function_filter
            .as_ref()
            .is_none_or(|filter| name.contains(filter.as_str()));
        let Some(function) = module.function(id).filter(|f| !f.is_declaration()) else {
            continue;
        };
        if !selected {
            continue;
        }
        let file = format!("{}.{name}.dot", request.file_prefix);
        report += &format!("Writing '{file}'...");
        let graph = cfg_dot(module, id, function, request.only_names);
        if std::fs::write(&file, graph).is_err() {
            report += "  error opening file for writing!";
        }
        report += "\n";
    }
    report
}

/// The graph of one function definition (`function` is `module`'s `id`).
pub fn cfg_dot(module: &Module, id: GlobalId, function: &Function, only_names: bool) -> String {
    let title = escape(&format!("CFG for '{}' function", module.global(id).name));
    let mut text = format!("digraph \"{title}\" {{\n\tlabel=\"{title}\";\n\n");
    let Some(body) = &function.body else {
        return text + "}\n";
    };
    let names = FunctionValuePrinter::new(module, function, body);
    let mut position = vec![0; body.blocks.len()];
    for (index, &block) in body.layout.iter().enumerate() {
        position[block.index()] = index;
    }
    let node_name = |block: Block| format!("Node0x{:x}", position[block.index()]);
    for &block in &body.layout {
        let ports = edge_port_labels(&names, body, block);
        let mut label = if only_names {
            escape(&simple_block_label(&names, body, block))
        } else {
            complete_block_label(&names, body, block)
        };
        if ports.iter().any(|port| !port.is_empty()) {
            let listed: Vec<String> = ports
                .iter()
                .enumerate()
                .filter(|(_, port)| !port.is_empty())
                .map(|(index, port)| format!("<s{index}>{}", escape(port)))
                .collect();
            label += &format!("|{{{}}}", listed.join("|"));
        }
        text += &format!(
            "\t{} [shape=record,label=\"{{{label}}}\"];\n",
            node_name(block)
        );
        for (index, successor) in body.successors(block).into_iter().enumerate() {
            let port = match ports.get(index) {
                Some(port) if !port.is_empty() => format!(":s{index}"),
                _ => String::new(),
            };
            text += &format!(
                "\t{}{port} -> {};\n",
                node_name(block),
                node_name(successor)
            );
        }
    }
    text + "}\n"
}

/// `-dot-cfg-only`'s label: the block's name, or its number as an operand (`%3`).
fn simple_block_label(names: &FunctionValuePrinter, body: &Body, block: Block) -> String {
    match body.block(block).name.as_deref() {
        Some(name) if !name.is_empty() => name.to_string(),
        _ => names.block(block),
    }
}

/// The block's name (as the listing writes it, without `%`) and its
/// instructions, each line ended by `\l` (left-justified), already escaped.
fn complete_block_label(names: &FunctionValuePrinter, body: &Body, block: Block) -> String {
    let reference = names.block(block);
    let header = reference.strip_prefix('%').unwrap_or(&reference);
    let mut label = escape(&format!("{header}:")) + "\\l|";
    for &inst in &body.block(block).insts {
        for line in names.instruction(inst).lines() {
            let code = line.split(';').next().unwrap_or_default();
            for piece in wrapped(code) {
                label += &escape(&piece);
                label += "\\l";
            }
        }
    }
    label
}

/// `line` in pieces of at most [`MAX_COLUMNS`] characters, each break at the
/// last space before the limit (or at the limit when there is none); every
/// piece after the first starts with `...`, as LLVM continues them.
fn wrapped(line: &str) -> Vec<String> {
    let mut pieces: Vec<String> = Vec::new();
    let mut rest: Vec<char> = line.chars().collect();
    loop {
        let continuation = if pieces.is_empty() { "" } else { "..." };
        let limit = MAX_COLUMNS - continuation.len();
        if rest.len() <= limit {
            pieces.push(continuation.to_string() + &rest.into_iter().collect::<String>());
            return pieces;
        }
        let cut = rest[..limit]
            .iter()
            .rposition(|&c| c == ' ')
            .filter(|&at| at > 0)
            .unwrap_or(limit);
        pieces.push(continuation.to_string() + &rest.drain(..cut).collect::<String>());
    }
}

/// The label of each out-edge's port, by successor index: `T`/`F` for a
/// conditional branch, `def` and the case values for a switch, else empty.
fn edge_port_labels(names: &FunctionValuePrinter, body: &Body, block: Block) -> Vec<String> {
    let Some(terminator) = body.terminator(block) else {
        return Vec::new();
    };
    match &body.inst(terminator).kind {
        InstKind::CondBr { .. } => vec!["T".to_string(), "F".to_string()],
        InstKind::Switch { cases, .. } => std::iter::once("def".to_string())
            .chain(
                cases
                    .iter()
                    .map(|(value, _)| names.operand(&Operand::Const(*value))),
            )
            .collect(),
        _ => Vec::new(),
    }
}

/// Text as a DOT record label holds it: `{}<>|"` and `\` escaped, tabs as
/// two spaces.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '{' | '}' | '<' | '>' | '|' | '"' | '\\' => {
                escaped.push('\\');
                escaped.push(c);
            }
            '\t' => escaped.push_str("  "),
            '\n' => escaped.push_str("\\n"),
            _ => escaped.push(c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(source: &str, only_names: bool) -> String {
        let module = ir::parse_module(source).unwrap();
        let id = module.function_ids()[0];
        cfg_dot(&module, id, module.function(id).unwrap(), only_names)
    }

    /// opt-19 `-passes=dot-cfg` on this function, without its colors,
    /// tooltips and addresses (see the module docs).
    #[test]
    fn a_branching_function_is_drawn_as_llvm_draws_it() {
        let source = "define i32 @f(i32 %x) {\nentry:\n  %c = icmp sgt i32 %x, 0\n  br i1 %c, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 2\n}\n";
        assert_eq!(
            graph(source, false),
            "digraph \"CFG for 'f' function\" {\n\tlabel=\"CFG for 'f' function\";\n\n\
             \tNode0x0 [shape=record,label=\"{entry:\\l|  %c = icmp sgt i32 %x, 0\\l  br i1 %c, label %a, label %b\\l|{<s0>T|<s1>F}}\"];\n\
             \tNode0x0:s0 -> Node0x1;\n\tNode0x0:s1 -> Node0x2;\n\
             \tNode0x1 [shape=record,label=\"{a:\\l|  ret i32 1\\l}\"];\n\
             \tNode0x2 [shape=record,label=\"{b:\\l|  ret i32 2\\l}\"];\n}\n"
        );
        assert!(graph(source, true).contains("label=\"{entry|{<s0>T|<s1>F}}\""));
    }

    #[test]
    fn switch_ports_name_the_cases_and_unnamed_blocks_their_numbers() {
        let source = "define void @s(i32 %x) {\n  switch i32 %x, label %d [ i32 -1, label %a\n i32 7, label %a ]\na:\n  ret void\nd:\n  ret void\n}\n";
        let text = graph(source, false);
        assert!(text.contains("{0:\\l|  switch i32 %x, label %d [\\l    i32 -1, label %a\\l    i32 7, label %a\\l  ]\\l|{<s0>def|<s1>-1|<s2>7}}"), "{text}");
        assert_eq!(text.matches(" -> Node0x1;").count(), 2, "{text}");
        assert!(graph(source, true).contains("label=\"{%0|{<s0>def"));
    }

    #[test]
    fn long_lines_wrap_at_eighty_columns_and_special_characters_are_escaped() {
        let line = format!("  call void @g({})", "i64 1, ".repeat(20));
        let pieces = wrapped(&line);
        assert!(pieces.len() > 1);
        assert!(pieces
            .iter()
            .all(|piece| piece.chars().count() <= MAX_COLUMNS));
        assert!(pieces[1..].iter().all(|piece| piece.starts_with("...")));
        assert_eq!(pieces.concat().replace("...", ""), line);
        assert_eq!(escape("{a|b} <\"x\">\\"), "\\{a\\|b\\} \\<\\\"x\\\"\\>\\\\");
    }
}
