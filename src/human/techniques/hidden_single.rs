//! Hidden single: a symbol has only one place left in a row, column or block. `step` builds the step for any
//! such place (the placement-seeking hint of `hint_plan` uses it for the single that ends a proof).

use super::ch;
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    // Blocks first: that is where people look.
    let order = g.geo.look_order();
    for u in order {
        let (once, twice, placed) = g.unit_symbols(u);
        let single = once & !twice & !placed;
        for s in Candidates(single).iter() {
            let Some(c) = g.cells_with(u, s).next() else {
                continue;
            };
            if let Some(st) = super::found(step(g, u, c, s)) {
                return Some(st);
            }
        }
    }
    None
}

/// The hidden single placing `s` in `c`, its only place in unit `u` (an index into `g.geo.units`).
pub fn step(g: &Grid, u: usize, c: Cell, s: Symbol) -> Step {
    let unit = g.geo.unit(u);
    let mut figure = Figure::default();
    figure.unit(unit, Role::Base);
    figure.cell(c, Role::Key);
    figure.cand(c, s, Role::Key);
    // The unit's other empty cells that only a rule keeping cells apart (a knight's move) takes it from, then
    // those a digit placed in a cell a rule relates to them (a whisper line, a dot) takes it from.
    let asked: Vec<(Cell, u32)> = g.geo.units[u]
        .iter()
        .filter(|&&x| x != c && g.cells[x as usize] == 0)
        .map(|&x| (x, 1 << s))
        .collect();
    let why = super::reasons(g, &asked, &mut figure);
    let (digit, cell) = (ch(s), cell_name(c, g.n()));
    let unit_name = unit.to_string();
    let explanation = match why.is_empty() {
        true => crate::tr!(
            "explain-hidden-single",
            digit = digit,
            cell = cell,
            unit = unit_name
        ),
        false => crate::tr!(
            "explain-hidden-single-apart",
            digit = digit,
            cell = cell,
            unit = unit_name,
            why = why.join("; ")
        ),
    };
    Step {
        notation: String::new(),
        figure,
        technique: Technique::HiddenSingle,
        units: vec![unit],
        evidence: vec![c],
        placements: vec![(c, s)],
        eliminations: vec![],
        title: Technique::HiddenSingle.called().into(),
        explanation: sentence(explanation),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sudoku::Sudoku;
    use crate::puzzle::Puzzle;

    /// Row 1 misses 1 and 9 in r1c1 and r1c2; r1c2, on a whisper line with the 6 in r2c2, cannot be 9: the
    /// hidden single of 9 in r1c1 says so, with the rule's words.
    #[test]
    fn a_place_taken_by_a_related_digit_is_said() {
        let cells = format!("..2345678.6{}", ".".repeat(70));
        let p = Sudoku::parse(&format!("sudoku:3x3:{cells}:whisper=r1c2-r2c2")).unwrap();
        let g = Grid::new(&p, None);
        let row1 = (0..g.geo.units.len())
            .find(|&u| g.geo.units[u][..] == (0..9).collect::<Vec<Cell>>()[..])
            .unwrap();
        let step = step(&g, row1, 0, 9);
        assert!(
            step.figure.cells.contains(&(10, Role::Pincer)),
            "the 6 cited"
        );
        assert_eq!(
            step.explanation,
            "9 can only go in r1c1 in row 1: with the 6 in r2c2, r1c2 cannot be 9 (neighbours on a whisper \
             line differ by at least half the largest digit)"
        );
    }
}
