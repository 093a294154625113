//! The order of the uses of blocks by terminators, as LLVM keeps it: LLVM's
//! `; preds =` comment lists a block's predecessors in the order of the block's
//! use list, and a new use goes to the front of that list.
//!
//! Uses as parsed are ordered by the text: a use in a later terminator is newer
//! (for freshly parsed IR LLVM's use list is the reverse text order). A pass that
//! creates or re-points block operands the way LLVM's transformation does records
//! that here ([`crate::function::Body::renew_block_uses`],
//! [`crate::function::Body::replace_block_uses`]): such a use gets a *stamp*,
//! newer than every parsed use and every earlier stamp. Uses a pass changes
//! without saying so keep their old position.
//!
//! Invariant: stamps grow with each renewal; a stamp names an operand position
//! (terminator, index in [`crate::inst::InstKind::successors`]), which keeps its
//! stamp while the terminator moves between blocks (as LLVM's instruction keeps
//! its uses when `splitBasicBlock` moves it).

use crate::function::Body;
use crate::function::{Block, Inst};
use std::collections::HashMap;

/// The stamps of the block uses passes created or re-pointed.
#[derive(Clone, Debug, Default)]
pub struct BlockUseStamps {
    stamps: HashMap<(Inst, usize), u64>,
    last: u64,
}

impl BlockUseStamps {
    /// True if no use was renewed (every use is ordered as parsed).
    pub fn is_empty(&self) -> bool {
        self.stamps.is_empty()
    }

    /// The stamp of the `slot`-th block operand of `terminator`, if renewed.
    pub fn stamp(&self, terminator: Inst, slot: usize) -> Option<u64> {
        self.stamps.get(&(terminator, slot)).copied()
    }

    /// Makes the `slot`-th block operand of `terminator` the newest use.
    pub fn renew(&mut self, terminator: Inst, slot: usize) {
        self.last += 1;
        self.stamps.insert((terminator, slot), self.last);
    }
}

/// A use of a block: the block holding the terminator, the terminator and the
/// operand's index among its successors.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BlockUse {
    pub from: Block,
    pub terminator: Inst,
    pub slot: usize,
}

/// For every block, its uses by the terminators of `blocks` (in text order),
/// newest first: renewed uses by decreasing stamp, then parsed uses in reverse
/// text order.
pub fn uses_newest_first(body: &Body, blocks: &[Block]) -> Vec<Vec<BlockUse>> {
    let mut lists: Vec<Vec<BlockUse>> = vec![Vec::new(); body.blocks.len()];
    for &from in blocks {
        let Some(&terminator) = body.blocks.get(from.index()).and_then(|b| b.insts.last()) else {
            continue;
        };
        let Some(data) = body.insts.get(terminator.index()) else {
            continue;
        };
        for (slot, target) in data.kind.successors().into_iter().enumerate() {
            if let Some(list) = lists.get_mut(target.index()) {
                list.push(BlockUse {
                    from,
                    terminator,
                    slot,
                });
            }
        }
    }
    let stamps = body.block_use_stamps();
    for list in &mut lists {
        list.reverse();
        if !stamps.is_empty() {
            // Stable: parsed uses keep their reverse text order after the renewed ones.
            list.sort_by_key(|u| {
                std::cmp::Reverse(stamps.stamp(u.terminator, u.slot).unwrap_or(0))
            });
        }
    }
    lists
}

#[cfg(test)]
mod tests {
    use super::uses_newest_first;
    use crate::function::{Block, Body};
    use crate::parser::parse_module;

    const SOURCE: &str = "
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  br label %other
other:
  ret void
}
";

    fn body() -> Body {
        let m = parse_module(SOURCE).expect("the source parses");
        let f = m.global_by_name("f").expect("@f exists");
        m.function(f)
            .and_then(|f| f.body.clone())
            .expect("@f has a body")
    }

    fn block(body: &Body, name: &str) -> Block {
        *body
            .layout
            .iter()
            .find(|b| body.block(**b).name.as_deref() == Some(name))
            .expect("the block exists")
    }

    fn predecessor_names(body: &Body, target: &str) -> Vec<String> {
        uses_newest_first(body, &body.layout)[block(body, target).index()]
            .iter()
            .map(|u| body.block(u.from).name.as_deref().unwrap_or("").to_string())
            .collect()
    }

    #[test]
    fn parsed_uses_are_newest_last_in_text() {
        assert_eq!(predecessor_names(&body(), "join"), ["b", "a"]);
    }

    #[test]
    fn a_renewed_use_comes_first() {
        let mut body = body();
        let a = block(&body, "a");
        let branch = body.terminator(a).expect("a branches");
        body.renew_block_uses(branch);
        assert_eq!(predecessor_names(&body, "join"), ["a", "b"]);
    }

    #[test]
    fn replacing_uses_reverses_them_ahead_of_the_others() {
        let mut body = body();
        let (join, other) = (block(&body, "join"), block(&body, "other"));
        let layout = body.layout.clone();
        body.replace_block_uses(join, other, &layout);
        assert_eq!(predecessor_names(&body, "other"), ["a", "b", "join"]);
        assert!(predecessor_names(&body, "join").is_empty());
    }
}
