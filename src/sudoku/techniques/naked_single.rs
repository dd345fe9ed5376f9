//! Full house / naked single: an empty cell with one candidate left.

use crate::step::{cell_name, Step, Technique};
use crate::sudoku::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    (0..n * n)
        .find(|&c| g.cells[c] == 0 && g.cands[c].len() == 1)
        .map(|c| {
            let s = g.cands[c].first().unwrap_or(0);
            let [r, col, b] = g.geo.cell_units[c];
            let full_house = [r, col, b].into_iter().find(|&u| {
                g.geo.units[u as usize]
                    .iter()
                    .filter(|&&x| g.cells[x as usize] == 0)
                    .count()
                    == 1
            });
            let name = cell_name(c as u16, n);
            let ch = crate::sudoku::format::symbol_char(s);
            let (technique, units, explanation) = match full_house {
                Some(u) => (
                    Technique::FullHouse,
                    vec![g.geo.unit(u as usize)],
                    format!(
                        "Full house: {name} is the last empty cell in {}, so it is {ch}",
                        g.geo.unit(u as usize)
                    ),
                ),
                None => (
                    Technique::NakedSingle,
                    vec![g.geo.unit(r as usize)],
                    format!("Naked single: {ch} is the only candidate left in {name}"),
                ),
            };
            Step {
                technique,
                units,
                evidence: vec![c as u16],
                placements: vec![(c as u16, s)],
                eliminations: vec![],
                explanation,
            }
        })
}
