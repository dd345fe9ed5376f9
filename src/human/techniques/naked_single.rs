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
    // The digits only a rule keeping cells apart (a knight's move) takes from it.
    let n = g.n() as Symbol;
    let why: Vec<String> = (1..=n)
        .filter(|&d| d != s)
        .filter_map(|d| super::apart(g, c, d))
        .collect();
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
