//! Naked single: an empty cell with one candidate left.

use super::ch;
use crate::step::{cell_name, Figure, Role, Step, Technique};
use crate::sudoku::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    let c = (0..n * n).find(|&c| g.cells[c] == 0 && g.cands[c].len() == 1)?;
    let s = g.cands[c].first()?;
    let mut figure = Figure::default();
    figure.cell(c as u16, Role::Key);
    figure.cand(c as u16, s, Role::Key);
    Some(Step {
        figure,
        technique: Technique::NakedSingle,
        units: vec![g.geo.unit(g.geo.cell_units[c][2] as usize)],
        evidence: vec![c as u16],
        placements: vec![(c as u16, s)],
        eliminations: vec![],
        explanation: format!(
            "Naked single: {} is the only candidate left in {}",
            ch(s),
            cell_name(c as u16, n)
        ),
    })
}
