//! Generator-level reduction of a failing program: greedily delete
//! functions (with every call of them), delete statements, replace compound
//! statements by their bodies, cut loops to one trip and recursion to depth
//! one, drop `deopt` bundles and the values of deopt checks one by one, while
//! the failure persists (and the interpreter accepts the
//! candidate within the budget); repeat until nothing more goes.

use crate::interpret::{interpret, Expected, DEFAULT_BUDGET};
use crate::program::{Program, Statement};

#[derive(Clone, Copy)]
enum Edit {
    Delete,
    /// Replace a compound statement by its bodies, one after the other.
    Flatten,
    /// One loop trip; depth one for a call from `main`.
    Shrink,
    /// No `deopt` bundle on a call; one value fewer in a deopt check's.
    DropDeopt,
}

/// The smallest program found that still fails (`fails` says whether a
/// candidate, with its expected behaviour, still fails).
pub fn reduce(program: &Program, mut fails: impl FnMut(&Program, &Expected) -> bool) -> Program {
    let mut best = program.clone();
    let mut try_candidate = |candidate: Program, best: &mut Program| -> bool {
        if candidate == *best {
            return false;
        }
        match interpret(&candidate, DEFAULT_BUDGET) {
            Ok(expected) if fails(&candidate, &expected) => {
                *best = candidate;
                true
            }
            _ => false,
        }
    };
    loop {
        let mut progress = false;
        let mut function = 0;
        while function < best.functions.len() {
            if try_candidate(without_function(&best, function), &mut best) {
                progress = true;
            } else {
                function += 1;
            }
        }
        for edit in [Edit::Delete, Edit::Flatten, Edit::Shrink, Edit::DropDeopt] {
            let mut index = 0;
            while index < statement_count(&best) {
                let mut candidate = best.clone();
                edit_statement(&mut candidate, index, edit);
                if try_candidate(candidate, &mut best) {
                    progress = true;
                } else {
                    index += 1;
                }
            }
        }
        if !progress {
            return best;
        }
    }
}

fn without_function(program: &Program, removed: usize) -> Program {
    fn strip(statements: &mut Vec<Statement>, removed: usize) {
        statements.retain(
            |statement| !matches!(statement, Statement::Call { callee, .. } if *callee == removed),
        );
        for statement in statements.iter_mut() {
            if let Statement::Call { callee, .. } = statement {
                if *callee > removed {
                    *callee -= 1;
                }
            }
            for body in statement.bodies_mut() {
                strip(body, removed);
            }
        }
    }
    let mut program = program.clone();
    program.functions.remove(removed);
    for function in program.functions.iter_mut().chain([&mut program.main]) {
        strip(&mut function.body, removed);
    }
    program
}

fn count(statements: &[Statement]) -> usize {
    statements
        .iter()
        .map(|statement| {
            1 + statement
                .bodies()
                .into_iter()
                .map(|body| count(body))
                .sum::<usize>()
        })
        .sum()
}

fn statement_count(program: &Program) -> usize {
    program
        .all_functions()
        .map(|function| count(&function.body))
        .sum()
}

/// Applies `edit` to the statement numbered `index` in pre-order; returns
/// the index left for the following lists (`None` once applied).
fn edit_in(statements: &mut Vec<Statement>, mut index: usize, edit: Edit) -> Option<usize> {
    for position in 0..statements.len() {
        if index == 0 {
            match edit {
                Edit::Delete => {
                    statements.remove(position);
                }
                Edit::Flatten => {
                    let inner: Vec<Statement> = statements[position]
                        .bodies()
                        .into_iter()
                        .flatten()
                        .cloned()
                        .collect();
                    if !statements[position].bodies().is_empty() {
                        statements.splice(position..=position, inner);
                    }
                }
                Edit::Shrink => match &mut statements[position] {
                    Statement::Loop { trips, .. } => *trips = 1,
                    Statement::Call { depth, .. } => *depth = 1,
                    _ => {}
                },
                Edit::DropDeopt => match &mut statements[position] {
                    Statement::Call { deopt, .. } => *deopt = None,
                    Statement::Deopt { bundle, .. } => {
                        bundle.values.pop();
                    }
                    _ => {}
                },
            }
            return None;
        }
        index -= 1;
        for body in statements[position].bodies_mut() {
            index = edit_in(body, index, edit)?;
        }
    }
    Some(index)
}

fn edit_statement(program: &mut Program, index: usize, edit: Edit) {
    let mut index = index;
    for function in program.functions.iter_mut().chain([&mut program.main]) {
        match edit_in(&mut function.body, index, edit) {
            Some(rest) => index = rest,
            None => return,
        }
    }
}
