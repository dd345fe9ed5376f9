//! The human-style solver: hints, solve paths and grades. After every step it restarts from the easiest
//! technique (Tatham's discipline); the hardest technique used is the grade.

use super::catalogue;
use super::techniques::{broken_reason, chain, contradiction, deep_lookahead};
use crate::core::binary::Binary;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::core::error::HintError;
use crate::hint::mistake::{Answer, Mistake, MistakeKind};
use crate::hint::step::{Role, Step};
use crate::hint::technique::Technique;
use crate::puzzle::{Grade, Puzzle};
use crate::solve::binary::board::{Board, Depth, MAX_LOGIC};

/// The easiest step available on `b`. With a solution to lean on, this never returns `None` on an incomplete
/// board that is consistent with it.
pub fn next_step(b: &Board, solution: Option<&[Symbol]>) -> Option<Step> {
    catalogue::ALL
        .iter()
        .filter_map(|r| r.finder)
        .find_map(|f| f(b))
        .or_else(|| deep_lookahead::find(b, solution))
}

fn too_big(n: usize) -> HintError {
    HintError::BadGrid(crate::tr!(
        "error-logic-too-big",
        most = MAX_LOGIC,
        side = n
    ))
}

fn unique_solution(givens: &Binary) -> Result<Vec<Symbol>, HintError> {
    givens.solution().ok_or_else(|| HintError::NotUnique {
        solutions: givens.count_solutions(2),
    })
}

/// The next step from the player's grid `current`, or a wrong entry first.
pub fn hint(givens: &Binary, current: &[Symbol]) -> Result<Answer, HintError> {
    hint_with(givens, current, None)
}

/// [`hint`] with the givens' unique solution already known (a session keeps it).
pub fn hint_known(
    givens: &Binary,
    current: &[Symbol],
    solution: &[Symbol],
) -> Result<Answer, HintError> {
    hint_with(givens, current, Some(solution))
}

fn hint_with(
    givens: &Binary,
    current: &[Symbol],
    known: Option<&[Symbol]>,
) -> Result<Answer, HintError> {
    let n = givens.side();
    HintError::check_cells(n, &[current, known.unwrap_or(current)])?;
    if let Some(i) = (0..n * n).find(|&i| current[i] > 2) {
        return Err(HintError::BadGrid(crate::tr!(
            "error-unknown-symbol",
            cell = cell_name(i as Cell, n)
        )));
    }
    if let Some(i) = (0..n * n).find(|&i| givens.cells()[i] != 0 && current[i] != givens.cells()[i])
    {
        return Err(HintError::BadGrid(crate::tr!(
            "error-given-changed",
            cell = cell_name(i as Cell, n)
        )));
    }
    if n > MAX_LOGIC {
        return Err(too_big(n));
    }
    let found;
    let solution = match known {
        Some(s) => s,
        None => {
            found = unique_solution(givens)?;
            &found[..]
        }
    };
    if let Some(m) = mistake(givens, solution, current) {
        return Ok(Answer::Mistake(m));
    }
    let b = givens.board_with(current);
    if b.is_complete() {
        return Err(HintError::Solved);
    }
    Ok(Answer::Next(
        next_step(&b, Some(solution)).expect("a consistent board always has a step"),
    ))
}

/// Most placements a wrong entry's chain to a broken rule may have; past it the hint says only that the grid
/// cannot be finished with the entry.
pub const MISTAKE_CHAIN: usize = 12;

/// The first entry that differs from the solution, as a [`Mistake`] that says which rule it breaks: now, or
/// through the shortest chain found from it to a broken rule (pairs, sandwiches and balance first, then the
/// medium and exact line rules), on the givens and the right entries: the solution only picks the entry.
fn mistake(givens: &Binary, solution: &[Symbol], current: &[Symbol]) -> Option<Mistake> {
    let n = givens.side();
    let wrong: Vec<usize> = (0..n * n)
        .filter(|&i| current[i] != 0 && current[i] != solution[i])
        .collect();
    let &i = wrong.first()?;
    let name = cell_name(i as Cell, n);
    let v = givens.board().sym(current[i] - 1);
    let mut step = Mistake {
        kind: MistakeKind::Entry,
        cell: i as Cell,
        figure: Default::default(),
        explanation: String::new(),
    };
    let state = givens.with_cells(current);
    if let Some(viol) = state
        .violations()
        .into_iter()
        .find(|viol| viol.cells.contains(&(i as Cell)))
    {
        step.explanation = format!(
            "The entry {v} at {name} is wrong: it breaks a rule: {}",
            viol.describe(n)
        );
        return Some(step);
    }
    let right: Vec<Symbol> = (0..n * n)
        .map(|k| if wrong.contains(&k) { 0 } else { current[k] })
        .collect();
    let b = givens.board_with(&right);
    let d = current[i] - 1;
    for depth in [Depth::Local, Depth::Medium, Depth::Exact] {
        let p = contradiction::probe(&b, i, d, depth);
        let Some(l) = p.broken else {
            continue;
        };
        let kept = chain::prune(&b, depth, &p.trace, &[], &chain::broken_lines(&p.board, l));
        if kept.len() > MISTAKE_CHAIN {
            continue;
        }
        let (imps, _) = chain::branch(&b, i, d, &kept);
        step.explanation = format!(
            "The entry {v} at {name} is wrong. {}\n→ {}.",
            chain::text(&b, &imps),
            broken_reason(&p.board, l)
        );
        let lines = chain::broken_lines(&p.board, l);
        step.figure.unit(p.board.unit(l), Role::Key);
        for &m in &lines[1..] {
            step.figure.unit(p.board.unit(m), Role::Cover); // the line it would copy
        }
        step.figure.branches.push(imps);
        return Some(step);
    }
    step.explanation = format!(
        "The entry {v} at {name} is wrong: with it the grid cannot be finished without breaking a rule"
    );
    Some(step)
}

/// The whole logical solve path from the givens.
pub fn steps(givens: &Binary) -> Result<Vec<Step>, HintError> {
    let n = givens.side();
    if n > MAX_LOGIC {
        return Err(too_big(n));
    }
    let solution = unique_solution(givens)?;
    let mut b = givens.board();
    let mut out = Vec::new();
    while !b.is_complete() {
        let step = next_step(&b, Some(&solution)).expect("a consistent board always has a step");
        for &(c, s) in &step.placements {
            if b.symbol(c as usize) == 0 {
                b.set(c as usize, s - 1);
            }
        }
        out.push(step);
    }
    Ok(out)
}

/// The grade: the hardest technique of the solve path, and its level.
pub fn grade(givens: &Binary) -> Result<Grade, HintError> {
    let path = steps(givens)?;
    let hardest =
        crate::human::hardest(path.iter().map(|s| s.technique)).unwrap_or(Technique::Pair);
    Ok(Grade {
        level: catalogue::level(hardest),
        hardest,
        steps: path.len(),
    })
}
