//! Analyses on parsed `.ll` text.

use ir::analysis::{Cfg, DomTree, LoopInfo};

const NESTED_LOOPS: &str = r#"
define void @f(i1 %c) {
entry:
  br label %outer
outer:
  br label %inner
inner:
  br i1 %c, label %inner, label %latch
latch:
  br i1 %c, label %outer, label %exit
exit:
  ret void
}
"#;

#[test]
fn parsed_nested_loops_have_expected_structure() {
    let module = ir::parser::parse_module(NESTED_LOOPS).expect("parses");
    let f = module.global_by_name("f").expect("@f");
    let body = module
        .function(f)
        .and_then(|f| f.body.as_ref())
        .expect("body");
    let block = |name: &str| {
        body.layout
            .iter()
            .copied()
            .find(|&b| body.block(b).name.as_deref() == Some(name))
            .expect("named block")
    };
    let cfg = Cfg::compute(body);
    let dom = DomTree::compute(body, &cfg);
    let loops = LoopInfo::compute(body, &cfg, &dom);
    assert_eq!(dom.immediate_dominator(block("exit")), Some(block("latch")));
    assert!(dom.dominates(block("outer"), block("latch")));
    assert_eq!(loops.len(), 2);
    let inner = loops.loop_with_header(block("inner")).expect("inner loop");
    let outer = loops.loop_with_header(block("outer")).expect("outer loop");
    assert_eq!(loops.get(inner).parent, Some(outer));
    assert_eq!(loops.get(inner).latches, vec![block("inner")]);
    assert_eq!(loops.get(outer).exit_blocks, vec![block("exit")]);
    assert_eq!(loops.depth(block("inner")), 2);
    assert_eq!(loops.loops_inner_first(), &[inner, outer]);
    assert!(ir::verifier::verify_module(&module).is_ok());
}
