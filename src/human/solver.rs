//! The human-style solver: hints, solve paths and grades. It restarts from the easiest technique after every
//! step (Tatham's discipline); the hardest technique used is the grade.

use super::catalogue;
use super::grid::Grid;
use super::techniques;
use crate::core::candidates::Candidates;
use crate::core::cell::symbol_char;
use crate::core::cell::{cell_name, Symbol};
use crate::core::error::HintError;
use crate::core::sudoku::Sudoku;
use crate::hint::mistake::{Answer, Mistake, MistakeKind};
use crate::hint::step::Step;
use crate::hint::technique::{Level, Technique};
use crate::puzzle::{Grade, Puzzle};

/// The easiest step available in `g`, or `None` when no technique applies.
pub fn next_step(g: &Grid) -> Option<Step> {
    catalogue::finders().find_map(|(_, _, f)| f(g))
}

/// Whether the techniques up to level `cap` alone solve `givens`, leaving out those that assume the puzzle
/// unique (unique, hidden and avoidable rectangles, BUG), so that a solve proves it unique. The generator's
/// easy-first removal uses it to drop clues while a puzzle stays within an asked level (see
/// [`crate::generate::sudoku::Budget::logic_cap`]).
pub fn solves_within(givens: &Sudoku, cap: Level) -> bool {
    let mut g = Grid::new(givens, None);
    while !g.is_complete() {
        let step = catalogue::ALL
            .iter()
            .filter(|r| r.level <= cap && !r.assumes_unique)
            .flat_map(|r| r.finders)
            .find_map(|f| f(&g));
        match step {
            Some(step) => g.apply(&step),
            None => return false,
        }
    }
    true
}

/// The next step from the player's grid `current` with optional marks, or the player's mistake first.
pub fn hint(
    givens: &Sudoku,
    current: &[Symbol],
    marks: Option<&[Candidates]>,
) -> Result<Answer, HintError> {
    HintError::check_cells(givens.side(), &[current])?;
    let solution = givens.solution().ok_or(HintError::NotUnique {
        solutions: givens.count_solutions(2),
    })?;
    hint_known(givens, current, marks, &solution)
}

/// [`hint`] with the givens' unique solution already known (a session keeps it; the search behind it is
/// most of a hint's cost on big grids).
pub fn hint_known(
    givens: &Sudoku,
    current: &[Symbol],
    marks: Option<&[Candidates]>,
    solution: &[Symbol],
) -> Result<Answer, HintError> {
    match position(givens, current, marks, solution)? {
        Position::Mistake(m) => Ok(Answer::Mistake(m)),
        Position::Grid(g) => next_step(&g).map(Answer::Next).ok_or_else(stuck),
    }
}

/// The steps of a hint that ends in a placement (see [`super::hint_plan`]): the player's mistake, else the
/// shortest proof found of the next placement, else (no placement within reach of the search) the next step
/// alone.
pub fn placement_hint_known(
    givens: &Sudoku,
    current: &[Symbol],
    marks: Option<&[Candidates]>,
    solution: &[Symbol],
) -> Result<Answer<Vec<Step>>, HintError> {
    match position(givens, current, marks, solution)? {
        Position::Mistake(m) => Ok(Answer::Mistake(m)),
        Position::Grid(g) => match super::hint_plan::placement_proof(&g) {
            Ok(proof) => Ok(Answer::Next(proof)),
            Err(next) => next.map(|s| Answer::Next(vec![*s])).ok_or_else(stuck),
        },
    }
}

/// The player's position as the techniques see it, or the mistake to report first.
pub enum Position {
    /// A wrong entry, or notes that leave out the value a cell needs.
    Mistake(Mistake),
    /// The candidates: computed from the entries, narrowed by the player's notes where a cell has any.
    Grid(Grid),
}

/// Checks the player's grid against the solution and builds the candidates the techniques work on.
pub fn position(
    givens: &Sudoku,
    current: &[Symbol],
    marks: Option<&[Candidates]>,
    solution: &[Symbol],
) -> Result<Position, HintError> {
    let n = givens.side();
    HintError::check_cells(n, &[current, solution])?;
    if let Some(step) = mistake(givens, solution, current) {
        return Ok(Position::Mistake(step));
    }
    let state = givens.with_cells(current);
    if state.is_solved() {
        return Err(HintError::Solved);
    }
    let mut g = Grid::new(&state, marks);
    g.set_givens(givens);
    // no mistakes: with every given in place, the solution is the cells' one completion
    if givens
        .cells()
        .iter()
        .zip(&g.cells)
        .all(|(&v, &now)| v == 0 || v == now)
    {
        g.know(solution);
    }
    // Marks that exclude the true value are a mistake too.
    for (i, &sv) in solution.iter().enumerate() {
        if g.cells[i] == 0 && !g.cands[i].contains(sv) {
            if marks.is_some_and(|m| m.get(i).is_some_and(|m| !m.is_empty() && !m.contains(sv))) {
                return Ok(Position::Mistake(Mistake {
                    kind: MistakeKind::Notes,
                    cell: i as u16,
                    figure: Default::default(),
                    explanation: crate::tr!("mistake-notes", cell = cell_name(i as u16, n)),
                }));
            }
            g.cands[i].insert(sv);
        }
    }
    Ok(Position::Grid(g))
}

/// Most implications a wrong entry's chain to a broken rule may have; past it the hint says only that the
/// puzzle has no solution with the entry.
pub const MISTAKE_CHAIN: usize = 12;

/// The first entry that differs from the solution, as a [`Mistake`] that says which rule it breaks: now, or
/// through the shortest chain found from it to a broken rule (singles, then locked candidates, on the givens
/// and the right entries: the solution only picks the entry).
fn mistake(givens: &Sudoku, solution: &[Symbol], current: &[Symbol]) -> Option<Mistake> {
    let n = givens.side();
    let wrong: Vec<usize> = (0..n * n)
        .filter(|&i| current[i] != 0 && current[i] != solution[i])
        .collect();
    let &i = wrong.first()?;
    let state = givens.with_cells(current);
    let name = cell_name(i as u16, n);
    let v = symbol_char(current[i]);
    let mut step = Mistake {
        kind: MistakeKind::Entry,
        cell: i as u16,
        figure: Default::default(),
        explanation: String::new(),
    };
    if let Some(viol) = state
        .violations()
        .into_iter()
        .find(|viol| viol.cells.contains(&(i as u16)))
    {
        step.explanation = crate::tr!(
            "mistake-breaks-rule",
            digit = v,
            cell = name,
            rule = viol.describe(n)
        );
        return Some(step);
    }
    // The givens and the right entries, without the wrong ones.
    let right: Vec<Symbol> = (0..n * n)
        .map(|k| if wrong.contains(&k) { 0 } else { current[k] })
        .collect();
    let mut g = Grid::new(&givens.with_cells(&right), None);
    g.set_givens(givens);
    match techniques::forcing::refute(&g, i, current[i], MISTAKE_CHAIN) {
        Some((chain, figure, _)) => {
            step.explanation = crate::tr!("mistake-chain", digit = v, cell = name, chain = chain);
            step.figure = figure;
        }
        None => {
            step.explanation = crate::tr!("mistake-no-solution", digit = v, cell = name);
        }
    }
    Some(step)
}

fn stuck() -> HintError {
    HintError::BadGrid(crate::tr!("error-stuck"))
}

/// The whole logical solve path from the givens.
pub fn steps(givens: &Sudoku) -> Result<Vec<Step>, HintError> {
    let Some(solution) = givens.solution() else {
        return Err(HintError::NotUnique {
            solutions: givens.count_solutions(2),
        });
    };
    let mut g = Grid::new(givens, None);
    g.know(&solution);
    let mut out = Vec::new();
    while !g.is_complete() {
        let step = next_step(&g).ok_or_else(stuck)?;
        let before = (g.cells.clone(), g.cands.clone());
        g.apply(&step);
        if (&g.cells, &g.cands) == (&before.0, &before.1) {
            return Err(stuck());
        }
        out.push(step);
    }
    Ok(out)
}

/// The grade: the hardest technique of the solve path, and its level. Forcing chains are the hardest
/// technique there is, so once one is needed the grade cannot change and the path is cut there: `steps` then
/// counts the steps up to and including the first forcing chain.
pub fn grade(givens: &Sudoku) -> Result<Grade, HintError> {
    if givens.count_solutions(2) != 1 {
        return Err(HintError::NotUnique {
            solutions: givens.count_solutions(2),
        });
    }
    grade_unique(givens)
}

/// [`grade`] for a puzzle the caller already knows has exactly one solution (the generator does), skipping
/// the uniqueness check, which on big grids costs more than the grading.
pub fn grade_unique(givens: &Sudoku) -> Result<Grade, HintError> {
    // Every technique is within master, so the grade always comes back.
    grade_up_to(givens, Level::Master).and_then(|g| g.map_err(|_| stuck()))
}

/// [`grade_unique`] when the grade is at most `cap`; otherwise `Ok(Err(at_least))`, a level above `cap` the
/// grade reaches, found without finishing the solve path or running the finders above `cap` that follow the
/// last one within it (complex fish, pattern overlays and forcing chains cost the most): the generator's
/// level loop rejects the puzzles beyond the level asked for this way.
pub fn grade_up_to(givens: &Sudoku, cap: Level) -> Result<Result<Grade, Level>, HintError> {
    let all = catalogue::ALL;
    // From `tail` on every finder is beyond the cap; the easiest of them bounds the grade from below.
    let tail = all
        .iter()
        .rposition(|r| r.level <= cap)
        .map_or(0, |i| i + 1);
    let beyond = all[tail..].iter().map(|r| r.level).min();
    let mut g = Grid::new(givens, None);
    let mut hardest = Technique::NakedSingle;
    let mut count = 0;
    while !g.is_complete() {
        // Forcing chains, the last row, always find a step on a puzzle with one solution, and nothing is harder:
        // the grade is known without looking for it (nested chains can take a second).
        let found = all[..tail].iter().find_map(|r| match r.technique {
            Technique::ForcingChain => Some(None),
            _ => r.finders.iter().find_map(|f| f(&g)).map(Some),
        });
        if let Some(None) = found {
            count += 1;
            hardest = Technique::ForcingChain;
            break;
        }
        let Some(Some(step)) = found else {
            return match beyond {
                Some(level) => Ok(Err(level)),
                None => Err(stuck()),
            };
        };
        count += 1;
        let level = catalogue::level(step.technique);
        if level > cap {
            return Ok(Err(level));
        }
        hardest = super::hardest([hardest, step.technique]).unwrap_or(hardest);
        if step.technique == Technique::ForcingChain {
            break;
        }
        g.apply(&step);
    }
    Ok(Ok(Grade {
        level: catalogue::level(hardest),
        hardest,
        steps: count,
    }))
}
