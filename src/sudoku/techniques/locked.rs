//! Locked candidates. Pointing: inside a block a symbol is confined to one row or column, so it leaves the rest
//! of that line. Claiming: inside a row or column a symbol is confined to one block, so it leaves the rest of
//! that block.

use super::{ch, removals};
use crate::step::{Cell, Figure, Role, Step, Technique};
use crate::sudoku::grid::Grid;

/// If every cell of `cells` lies in one unit of kind `kind` (0 row, 1 column, 2 block), that unit.
fn common(g: &Grid, cells: &[Cell], kind: usize) -> Option<usize> {
    let u = g.geo.cell_units[*cells.first()? as usize][kind] as usize;
    cells
        .iter()
        .all(|&c| g.geo.cell_units[c as usize][kind] as usize == u)
        .then_some(u)
}

fn step(g: &Grid, t: Technique, from: usize, to: usize, s: u8, cells: Vec<Cell>) -> Option<Step> {
    let elims: Vec<(Cell, u8)> = g
        .cells_with(to, s)
        .filter(|c| !cells.contains(c))
        .map(|c| (c, s))
        .collect();
    if elims.is_empty() {
        return None;
    }
    let (fu, tu) = (g.geo.unit(from), g.geo.unit(to));
    let label = if t == Technique::LockedCandidatesPointing {
        "pointing"
    } else {
        "claiming"
    };
    let mut figure = Figure::default();
    figure.unit(fu, Role::Base);
    figure.unit(tu, Role::Cover);
    for &c in &cells {
        figure.cand(c, s, Role::Key);
    }
    Some(Step {
        figure,
        technique: t,
        units: vec![fu, tu],
        explanation: format!(
            "Locked candidates ({label}): in {fu}, {} can only go in {tu}, so {}",
            ch(s),
            removals(&elims, g.n())
        ),
        evidence: cells,
        placements: vec![],
        eliminations: elims,
    })
}

pub fn pointing(g: &Grid) -> Option<Step> {
    let n = g.n();
    for u in 2 * n..3 * n {
        for s in 1..=n as u8 {
            let cells: Vec<Cell> = g.cells_with(u, s).collect();
            if cells.len() < 2 {
                continue;
            }
            for kind in 0..2 {
                if let Some(line) = common(g, &cells, kind) {
                    let st = step(
                        g,
                        Technique::LockedCandidatesPointing,
                        u,
                        line,
                        s,
                        cells.clone(),
                    );
                    if st.is_some() {
                        return st;
                    }
                }
            }
        }
    }
    None
}

pub fn claiming(g: &Grid) -> Option<Step> {
    let n = g.n();
    for u in 0..2 * n {
        for s in 1..=n as u8 {
            let cells: Vec<Cell> = g.cells_with(u, s).collect();
            if cells.len() < 2 {
                continue;
            }
            if let Some(b) = common(g, &cells, 2) {
                let st = step(g, Technique::LockedCandidatesClaiming, u, b, s, cells);
                if st.is_some() {
                    return st;
                }
            }
        }
    }
    None
}
