//! Pictures of what the passes did, end to end:
//! * `statepoint view` on `examples/binary_trees.ll` draws one group per
//!   function, one box per block of the input before and of the result after,
//!   one arrow per CFG edge, and as many statepoints and live pairs as the
//!   same pipeline's `statepoint opt -S` output has statepoints and
//!   `gc.relocate`s; on a loop with a poll function, the polls, the loop header
//!   and the back edge; `--function` draws one function; an unknown one is an
//!   error that writes nothing.
//! * `statepoint opt -dot-cfg` writes `.<function>.dot` per definition, equal
//!   to what opt-19's `-passes=dot-cfg` writes once LLVM's node addresses,
//!   heat colors and probability tooltips are set aside (skipped, with a
//!   message, without opt-19); `-dot-cfg-only` and the prefix and function
//!   filter options; Graphviz's `dot` reads every file (skipped, with a
//!   message, when it is not installed).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn statepoint(arguments: &[&str], folder: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_statepoint"))
        .args(arguments)
        .current_dir(folder)
        .output()
        .expect("statepoint runs")
}

fn binary_trees() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/binary_trees.ll")
        .to_str()
        .unwrap()
        .to_string()
}

/// A fresh folder for one test's files.
fn scratch_folder(test: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("pass-pictures-{test}-{}", std::process::id()));
    std::fs::remove_dir_all(&folder).ok();
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn succeeded(output: &Output) {
    assert!(output.status.success(), "{}", text(&output.stderr));
}

/// The text of the `<g class="function" data-function="name">` group.
fn function_group<'a>(svg: &'a str, name: &str) -> &'a str {
    let start = svg
        .find(&format!("<g class=\"function\" data-function=\"{name}\">"))
        .unwrap_or_else(|| panic!("no group for @{name}"));
    let rest = &svg[start + 1..];
    let end = rest.find("<g class=\"function\"").unwrap_or(rest.len());
    &rest[..end]
}

/// The `before` and `after` panels of a function group.
fn panels(group: &str) -> (&str, &str) {
    let after = group
        .find("<g class=\"panel\" data-stage=\"after\">")
        .expect("an after panel");
    let before = group
        .find("<g class=\"panel\" data-stage=\"before\">")
        .expect("a before panel");
    (&group[before..after], &group[after..])
}

/// For each function of an IR listing: its name, how many blocks it has and
/// how many CFG edges its branches make.
fn blocks_and_edges_by_function(listing: &str) -> Vec<(String, usize, usize)> {
    let mut functions = Vec::new();
    for function in listing.split("\ndefine ").skip(1) {
        let name = function
            .split('@')
            .nth(1)
            .unwrap()
            .split('(')
            .next()
            .unwrap();
        let body = &function[..function.find("\n}").unwrap()];
        let labels = body
            .lines()
            .skip(1)
            .filter(|line| !line.starts_with(' ') && line.contains(':'))
            .count();
        // The entry block may be unlabelled.
        let first = body.lines().nth(1).unwrap_or_default();
        let blocks = labels + usize::from(first.starts_with(' '));
        let edges: usize = body
            .lines()
            .map(|line| line.trim_start())
            .map(|line| {
                if line.starts_with("br i1") {
                    2
                } else if line.starts_with("br label") {
                    1
                } else {
                    0
                }
            })
            .sum();
        functions.push((name.to_string(), blocks, edges));
    }
    functions
}

#[test]
fn view_draws_binary_trees_before_and_after_rs4gc_with_opt_s_counts() {
    let folder = scratch_folder("binary-trees");
    let input = binary_trees();
    let pipeline = "-passes=rewrite-statepoints-for-gc";
    succeeded(&statepoint(
        &["view", &input, pipeline, "-o", "trees.svg"],
        &folder,
    ));
    let svg = std::fs::read_to_string(folder.join("trees.svg")).unwrap();
    assert!(
        svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.ends_with("</svg>\n")
    );
    let opt = statepoint(&["opt", "-S", pipeline, &input], &folder);
    succeeded(&opt);
    let rewritten = text(&opt.stdout);
    let original = std::fs::read_to_string(&input).unwrap();

    let before_counts = blocks_and_edges_by_function(&format!("\n{original}"));
    let after_counts = blocks_and_edges_by_function(&rewritten);
    assert_eq!(before_counts.len(), 3);
    for (before_count, after_count) in before_counts.iter().zip(&after_counts) {
        let name = &before_count.0;
        assert_eq!(name, &after_count.0);
        let (before, after) = panels(function_group(&svg, name));
        for (panel, (_, blocks, edges)) in [(before, before_count), (after, after_count)] {
            assert_eq!(
                panel.matches("<g class=\"block\"").count(),
                *blocks,
                "@{name}"
            );
            assert_eq!(
                panel.matches("<path class=\"edge").count(),
                *edges,
                "@{name}"
            );
        }
        assert_eq!(before.matches("class=\"statepoint\"").count(), 0);
    }
    let (_, main_after) = panels(function_group(&svg, "main"));
    for block in [
        "%entry",
        "%depth.loop",
        "%tree.loop",
        "%depth.done",
        "%exit",
    ] {
        assert!(
            main_after.contains(&format!("data-block=\"{block}\"")),
            "{block}"
        );
    }
    assert!(
        main_after.contains("loop header (depth 1)")
            && main_after.contains("loop header (depth 2)")
    );
    assert_eq!(main_after.matches("class=\"edge back-edge\"").count(), 2);

    let statepoints = rewritten
        .matches("call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint")
        .count();
    let relocates = rewritten
        .matches("@llvm.experimental.gc.relocate.p1(token %")
        .count();
    assert!(
        statepoints > 5 && relocates > 5,
        "{statepoints} {relocates}"
    );
    assert_eq!(svg.matches("class=\"statepoint\"").count(), statepoints);
    assert_eq!(svg.matches("class=\"live-pair\"").count(), relocates);
    // Each relocate's `; (%base, %derived)` comment in the listing is a live pair drawn.
    for line in rewritten
        .lines()
        .filter(|l| l.contains("@llvm.experimental.gc.relocate.p1(token %"))
    {
        let comment = &line[line.rfind("; (").expect("the relocate's comment") + 3..];
        let (base, derived) = comment.trim_end_matches(')').split_once(", ").unwrap();
        let pair = format!(">  {base} \u{2192} {derived}</text>");
        assert!(svg.contains(&pair), "{pair} not drawn");
    }
    let (_, tree_after) = panels(function_group(&svg, "bottom_up_tree"));
    assert_eq!(
        tree_after
            .matches(">statepoint @bottom_up_tree</text>")
            .count(),
        2
    );
    assert!(svg.contains("control flow before and after -passes=rewrite-statepoints-for-gc"));
}

const LOOP_WITH_POLL: &str = r#"declare void @gc_safepoint()
@gc_poll_flag = external global i32
define void @gc.safepoint_poll() {
entry:
  %flag = load volatile i32, ptr @gc_poll_flag
  %set = icmp ne i32 %flag, 0
  br i1 %set, label %slow, label %done
slow:
  call void @gc_safepoint()
  br label %done
done:
  ret void
}
define i64 @sum(ptr addrspace(1) %array, i64 %n) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %total = phi i64 [ 0, %entry ], [ %sum, %loop ]
  %slot = getelementptr i64, ptr addrspace(1) %array, i64 %i
  %value = load i64, ptr addrspace(1) %slot
  %sum = add i64 %total, %value
  %next = add i64 %i, 1
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %sum
}
"#;

#[test]
fn view_marks_polls_loops_and_back_edges_and_draws_one_function() {
    let folder = scratch_folder("polls");
    std::fs::write(folder.join("sum.ll"), LOOP_WITH_POLL).unwrap();
    let pipeline = "--passes=function(place-safepoints),rewrite-statepoints-for-gc";
    succeeded(&statepoint(
        &[
            "view",
            "sum.ll",
            pipeline,
            "--function=sum",
            "-o",
            "sum.svg",
        ],
        &folder,
    ));
    let svg = std::fs::read_to_string(folder.join("sum.svg")).unwrap();
    assert_eq!(svg.matches("<g class=\"function\"").count(), 1, "only @sum");
    let (before, after) = panels(function_group(&svg, "sum"));
    assert_eq!(before.matches("class=\"poll\"").count(), 0);
    assert!(before.contains("loop header (depth 1)"));
    assert_eq!(before.matches("class=\"edge back-edge\"").count(), 1);
    // The loop's backedge poll and the entry poll, each a statepoint of the slow path.
    assert_eq!(
        after
            .matches(">poll: statepoint @gc_safepoint</text>")
            .count(),
        2,
        "{after}"
    );
    assert!(after.contains("loop header (depth 1)"));
    assert_eq!(after.matches("class=\"edge back-edge\"").count(), 1);
    // The array argument is live across the entry poll: relocated as its own base.
    assert!(
        after.contains(">  %array \u{2192} %array</text>"),
        "{after}"
    );

    let missing = statepoint(
        &["view", "sum.ll", "--function=nope", "-o", "nope.svg"],
        &folder,
    );
    assert_eq!(missing.status.code(), Some(1));
    assert!(text(&missing.stderr).contains("sum.ll: error: the input defines no function @nope"));
    assert!(!folder.join("nope.svg").exists());
}

/// LLVM's CFG file with its node addresses numbered in order of appearance,
/// and without its heat colors and edge tooltips.
fn normalized_llvm_dot(text: &str) -> String {
    let mut addresses: Vec<String> = Vec::new();
    let mut out = String::new();
    for line in text.lines() {
        let mut line = line.replace(",color=\"", "\u{0}");
        if let Some(start) = line.find('\u{0}') {
            let end = line
                .find("fontname=\"Courier\",")
                .expect("heat color attributes");
            line.replace_range(start..end + "fontname=\"Courier\",".len(), ",");
        }
        if let (Some(start), true) = (line.find("[tooltip="), line.contains(" -> ")) {
            line.truncate(start);
            line.push(';');
        }
        out += &renumber_nodes(&line, &mut addresses);
        out.push('\n');
    }
    out
}

/// `Node0x<hex>` names replaced by `Node0x<k>`, k counting distinct names in order.
fn renumber_nodes(line: &str, names: &mut Vec<String>) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find("Node0x") {
        out += &rest[..at];
        let digits = rest[at + 6..]
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(rest.len() - at - 6);
        let name = &rest[at..at + 6 + digits];
        let index = names.iter().position(|n| n == name).unwrap_or_else(|| {
            names.push(name.to_string());
            names.len() - 1
        });
        out += &format!("Node0x{index}");
        rest = &rest[at + 6 + digits..];
    }
    out + rest
}

fn has_tool(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok()
}

#[test]
fn dot_cfg_files_match_opt_19s_and_graphviz_reads_them() {
    let folder = scratch_folder("dot-cfg");
    let input = binary_trees();
    let ours = statepoint(&["opt", "-disable-output", "-dot-cfg", &input], &folder);
    succeeded(&ours);
    let functions = ["bottom_up_tree", "item_check", "main"];
    let report: String = functions
        .iter()
        .map(|f| format!("Writing '.{f}.dot'...\n"))
        .collect();
    assert_eq!(text(&ours.stderr), report);
    let main = std::fs::read_to_string(folder.join(".main.dot")).unwrap();
    assert!(main.starts_with("digraph \"CFG for 'main' function\" {\n"));
    assert_eq!(main.matches("[shape=record,").count(), 5);
    assert_eq!(main.matches(" -> ").count(), 6);
    assert!(main.contains("|{<s0>T|<s1>F}}\"];"));

    let only = statepoint(
        &[
            "opt",
            "-disable-output",
            "-dot-cfg-only",
            "-cfg-dot-filename-prefix=only",
            "-cfg-func-name=tree",
            &input,
        ],
        &folder,
    );
    succeeded(&only);
    assert_eq!(text(&only.stderr), "Writing 'only.bottom_up_tree.dot'...\n");
    let names_only = std::fs::read_to_string(folder.join("only.bottom_up_tree.dot")).unwrap();
    assert!(
        names_only.contains("label=\"{entry|{<s0>T|<s1>F}}\""),
        "{names_only}"
    );
    assert!(!names_only.contains("gc_alloc"));

    if has_tool("opt-19") {
        let llvm_folder = folder.join("llvm");
        std::fs::create_dir_all(&llvm_folder).unwrap();
        let llvm = Command::new("opt-19")
            .args(["-disable-output", "-passes=dot-cfg", &input])
            .current_dir(&llvm_folder)
            .output()
            .unwrap();
        assert!(llvm.status.success(), "{}", text(&llvm.stderr));
        assert_eq!(text(&llvm.stderr), report, "the same progress lines");
        for function in functions {
            let file = format!(".{function}.dot");
            let theirs = std::fs::read_to_string(llvm_folder.join(&file)).unwrap();
            let ours = std::fs::read_to_string(folder.join(&file)).unwrap();
            assert_eq!(
                renumber_nodes(&ours, &mut Vec::new()),
                normalized_llvm_dot(&theirs).trim_end().to_string() + "\n",
                "{file}"
            );
        }
    } else {
        eprintln!("dot_cfg_files_match_opt_19s: SKIPPED the comparison: opt-19 is not installed");
    }

    if has_tool("dot") {
        for file in [
            ".bottom_up_tree.dot",
            ".item_check.dot",
            ".main.dot",
            "only.bottom_up_tree.dot",
        ] {
            let graphviz = Command::new("dot")
                .args(["-Tsvg", "-o", "/dev/null", file])
                .current_dir(&folder)
                .output()
                .unwrap();
            assert!(
                graphviz.status.success(),
                "{file}: {}",
                text(&graphviz.stderr)
            );
        }
    } else {
        eprintln!(
            "dot_cfg_files_match_opt_19s: SKIPPED the Graphviz check: `dot` is not installed"
        );
    }
}

#[test]
fn the_committed_binary_trees_picture_is_what_view_draws_now() {
    // As scripts/pass-pictures draws it: from the repository's root, default pipeline.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let committed = root.join("docs/pictures/binary-trees-passes.svg");
    let drawn = statepoint(&["view", "examples/binary_trees.ll", "-o", "-"], &root);
    succeeded(&drawn);
    let drawn = text(&drawn.stdout);
    assert_eq!(
        std::fs::read_to_string(&committed).unwrap(),
        drawn,
        "docs/pictures/binary-trees-passes.svg is out of date: run scripts/pass-pictures"
    );
    // What the picture shows: polls, statepoints with live pairs, @main's two loops.
    for function in ["bottom_up_tree", "item_check", "main"] {
        let (before, after) = panels(function_group(&drawn, function));
        assert!(after.contains("class=\"poll\""), "@{function} polls");
        assert!(!before.contains("class=\"poll\"") && !before.contains("class=\"statepoint\""));
    }
    let (_, main_after) = panels(function_group(&drawn, "main"));
    assert!(main_after.contains("class=\"live-pair\""));
    assert!(main_after.contains("loop header (depth 2)"));
}
