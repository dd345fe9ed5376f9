//! Naked single: an empty cell with one candidate left.

use super::ch;
use crate::step::{cell_name, Step, Technique};
use crate::sudoku::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    let c = (0..n * n).find(|&c| g.cells[c] == 0 && g.cands[c].len() == 1)?;
    let s = g.cands[c].first()?;
    Some(Step {
        figure: Default::default(),
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
