//! Hidden single: a symbol has only one place left in a row, column or block.

use super::ch;
use crate::candidates::Candidates;
use crate::step::{cell_name, Step, Technique};
use crate::sudoku::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    // Blocks first: that is where people look.
    let order = (2 * n..3 * n).chain(0..2 * n);
    for u in order {
        let (mut once, mut twice, mut placed) = (0u32, 0u32, 0u32);
        for &c in &g.geo.units[u] {
            let c = c as usize;
            if g.cells[c] == 0 {
                let m = g.cands[c].0;
                twice |= once & m;
                once |= m;
            } else {
                placed |= 1 << g.cells[c];
            }
        }
        let single = once & !twice & !placed;
        let Some(s) = Candidates(single).first() else {
            continue;
        };
        let c = g.cells_with(u, s).next()?;
        let unit = g.geo.unit(u);
        return Some(Step {
            technique: Technique::HiddenSingle,
            units: vec![unit],
            evidence: vec![c],
            placements: vec![(c, s)],
            eliminations: vec![],
            explanation: format!(
                "Hidden single: {} can only go in {} in {unit}",
                ch(s),
                cell_name(c, n)
            ),
        });
    }
    None
}
