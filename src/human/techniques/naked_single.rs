//! Naked single: an empty cell with one candidate left. `step` builds the step for any such cell (the
//! placement-seeking hint of `hint_plan` uses it for the single that ends a proof).

use super::ch;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for c in (0..n * n).filter(|&c| g.cells[c] == 0 && g.cands[c].len() == 1) {
        let Some(s) = g.cands[c].first() else {
            continue;
        };
        if let Some(st) = super::found(step(g, c as Cell, s)) {
            return Some(st);
        }
    }
    None
}

/// The naked single placing `s` in `c`, whose only candidate it is.
pub fn step(g: &Grid, c: Cell, s: Symbol) -> Step {
    let mut figure = Figure::default();
    figure.cell(c, Role::Key);
    figure.cand(c, s, Role::Key);
    // The other digits that only a rule takes from it (a knight's move, a whisper line), not its units.
    let others = ((1u32 << (g.n() + 1)) - 2) & !(1 << s);
    let why = super::reasons(g, &[(c, others)], &mut figure);
    let (digit, cell) = (ch(s), cell_name(c, g.n()));
    let explanation = match why.is_empty() {
        true => crate::tr!("explain-naked-single", digit = digit, cell = cell),
        false => crate::tr!(
            "explain-naked-single-apart",
            digit = digit,
            cell = cell,
            why = why.join("; ")
        ),
    };
    Step {
        notation: String::new(),
        figure,
        technique: Technique::NakedSingle,
        units: vec![g.geo.unit(g.geo.cell_units[c as usize][2] as usize)],
        evidence: vec![c],
        placements: vec![(c, s)],
        eliminations: vec![],
        title: Technique::NakedSingle.called().into(),
        explanation: sentence(explanation),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sudoku::Sudoku;
    use crate::puzzle::Puzzle;

    /// r1c1 on a whisper line with the 9 in r1c2 keeps 1 to 4, and row 1's 1, 2 and 3 leave it 4: the
    /// explanation says what the 9 takes (5 to 8; the 9 itself is the row's), with the rule's words; on the
    /// same grid without the line, r1c1 is no single.
    #[test]
    fn a_single_left_by_a_related_digit_says_which_and_why() {
        let row = ".9.123...";
        let id = format!("sudoku:3x3:{row}{}:whisper=r1c1-r1c2", ".".repeat(72));
        let p = Sudoku::parse(&id).unwrap();
        let g = Grid::new(&p, None);
        assert_eq!(g.cands[0].len(), 1, "{:?}", g.cands[0]);
        let step = step(&g, 0, 4);
        assert!(
            step.figure.cells.contains(&(1, Role::Pincer)),
            "the 9 cited"
        );
        assert_eq!(
            step.explanation,
            "4 is the only candidate left in r1c1: with the 9 in r1c2, r1c1 cannot be 5, 6, 7 or 8 \
             (neighbours on a whisper line differ by at least half the largest digit)"
        );
        let plain = Sudoku::parse(&format!("sudoku:3x3:{row}{}", ".".repeat(72))).unwrap();
        assert!(Grid::new(&plain, None).cands[0].len() > 1);
    }
}
