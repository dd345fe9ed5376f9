//! Hidden single: a symbol has only one place left in a row, column or block.

use crate::step::{cell_name, Step, Technique};
use crate::sudoku::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    // Blocks first: that is where people look.
    let order = (2 * n..3 * n).chain(0..2 * n);
    for u in order {
        for s in 1..=n as u8 {
            if g.geo.units[u].iter().any(|&c| g.cells[c as usize] == s) {
                continue;
            }
            let mut it = g.cells_with(u, s);
            if let (Some(c), None) = (it.next(), it.next()) {
                let unit = g.geo.unit(u);
                return Some(Step {
                    technique: Technique::HiddenSingle,
                    units: vec![unit],
                    evidence: vec![c],
                    placements: vec![(c, s)],
                    eliminations: vec![],
                    explanation: format!(
                        "Hidden single: {} can only go in {} in {unit}",
                        crate::sudoku::format::symbol_char(s),
                        cell_name(c, n)
                    ),
                });
            }
        }
    }
    None
}
