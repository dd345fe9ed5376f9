//! Logic from a pasted position ([`crate::paste::Position`]): the next step, the solve path and the grade start
//! from its candidates when it has them (a pencil-mark grid), from its filled cells otherwise. Every step of a
//! path is checked against the solution.

use crate::core::candidates::Candidates;
use crate::core::cell::cell_name;
use crate::core::error::HintError;
use crate::core::sudoku::Sudoku;
use crate::family::any::AnyPuzzle;
use crate::hint::mistake::Answer;
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use crate::human::{catalogue, solver};
use crate::paste::Position;
use crate::puzzle::{Grade, Puzzle};

/// The next logical step of the position (or a mistake in it: its filled cells are its givens, so none).
pub fn hint(p: &Position) -> Result<Answer, HintError> {
    p.puzzle.hint(p.puzzle.cells(), p.marks.as_deref())
}

/// The whole logical solve path from the position.
pub fn steps(p: &Position) -> Result<Vec<Step>, HintError> {
    match (&p.puzzle, &p.marks) {
        (AnyPuzzle::Sudoku(s), Some(m)) => sudoku_path(s, m, false),
        _ => p.puzzle.steps(),
    }
}

/// Every step available in the position (`deduce steps --all`): each technique's instances, techniques in the
/// catalogue's order (easiest first), each effect once per technique; the first is the hint's step. The costly
/// techniques (complex fish, pattern overlays, forcing chains) are looked for only when nothing cheaper is
/// there, as the hint reaches them. Techniques whose catalogue row `lists` give every instance, the others their
/// first. Sudoku only; every step is checked against the solution.
pub fn all_steps(p: &Position) -> Result<Vec<Step>, HintError> {
    let AnyPuzzle::Sudoku(s) = &p.puzzle else {
        return Err(HintError::BadGrid(crate::tr!("error-all-steps-sudoku")));
    };
    let sol = checked_solution(s, p.marks.as_deref())?;
    let g = Grid::new(s, p.marks.as_deref());
    let mut out: Vec<Step> = vec![];
    for costly in [false, true] {
        if costly && !out.is_empty() {
            break;
        }
        for row in catalogue::ALL
            .iter()
            .filter(|r| (r.cost == catalogue::Cost::Costly) == costly)
        {
            let before = out.len();
            for &f in row.finders {
                for st in crate::human::techniques::instances(&g, f, row.lists) {
                    let same = |o: &Step| {
                        o.technique == st.technique
                            && o.placements == st.placements
                            && o.eliminations == st.eliminations
                    };
                    if !out[before..].iter().any(same) {
                        out.push(st);
                    }
                }
            }
        }
    }
    if let Some(st) = out.iter().find(|st| {
        st.placements.iter().any(|&(c, v)| sol[c as usize] != v)
            || st.eliminations.iter().any(|&(c, v)| sol[c as usize] == v)
    }) {
        return Err(HintError::BadGrid(crate::tr!(
            "error-step-contradicts",
            step = st.line()
        )));
    }
    Ok(out)
}

/// The givens' solution, after checking that the candidates `marks` (if any) keep every cell's solution digit.
fn checked_solution(
    s: &Sudoku,
    marks: Option<&[Candidates]>,
) -> Result<Vec<crate::core::cell::Symbol>, HintError> {
    let n = s.side();
    let sol = s.solution().ok_or_else(|| HintError::NotUnique {
        solutions: s.count_solutions(2),
    })?;
    if let Some(i) = marks.and_then(|marks| {
        (0..n * n)
            .find(|&i| s.cells()[i] == 0 && !marks[i].is_empty() && !marks[i].contains(sol[i]))
    }) {
        return Err(HintError::BadGrid(crate::tr!(
            "error-notes-leave-out",
            cell = cell_name(i as u16, n),
            digit = crate::core::cell::symbol_char(sol[i])
        )));
    }
    Ok(sol)
}

/// The level and hardest technique of a logical solve from the position.
pub fn grade(p: &Position) -> Result<Grade, HintError> {
    match (&p.puzzle, &p.marks) {
        (AnyPuzzle::Sudoku(s), Some(m)) => {
            let path = sudoku_path(s, m, true)?;
            let hardest = crate::human::hardest(path.iter().map(|s| s.technique))
                .unwrap_or(Technique::NakedSingle);
            Ok(Grade {
                level: catalogue::level(hardest),
                hardest,
                steps: path.len(),
            })
        }
        _ => p.puzzle.grade(),
    }
}

/// The Sudoku Explainer rating of a plain 9×9 Sudoku ([`crate::human::rating`]), from its givens or from the
/// candidates `marks` of a pencil-mark grid.
pub fn rating(
    puzzle: &AnyPuzzle,
    marks: Option<&[Candidates]>,
) -> Result<crate::human::rating::Rating, HintError> {
    match puzzle {
        AnyPuzzle::Sudoku(s) => crate::human::rating::rate(s, marks),
        _ => Err(HintError::BadGrid(crate::tr!("error-rating-plain"))),
    }
}

fn stuck() -> HintError {
    HintError::BadGrid(crate::tr!("error-stuck"))
}

/// The solve path of a Sudoku from its filled cells and the candidates `marks` (cells with no marks get
/// their computed candidates). With `grade_only` the path stops at the first forcing chain, which fixes the
/// grade (as `grade` does for a puzzle).
fn sudoku_path(s: &Sudoku, marks: &[Candidates], grade_only: bool) -> Result<Vec<Step>, HintError> {
    let sol = checked_solution(s, Some(marks))?;
    let mut g = Grid::new(s, Some(marks));
    let mut out = Vec::new();
    while !g.is_complete() {
        let step = solver::next_step(&g).ok_or_else(stuck)?;
        let wrong = step.placements.iter().any(|&(c, v)| sol[c as usize] != v)
            || step.eliminations.iter().any(|&(c, v)| sol[c as usize] == v);
        if wrong {
            return Err(HintError::BadGrid(crate::tr!(
                "error-step-contradicts",
                step = step.line()
            )));
        }
        let before = (g.cells.clone(), g.cands.clone());
        g.apply(&step);
        if (&g.cells, &g.cands) == (&before.0, &before.1) {
            return Err(stuck());
        }
        let forcing = step.technique == Technique::ForcingChain;
        out.push(step);
        if grade_only && forcing {
            break;
        }
    }
    Ok(out)
}
