//! Locked candidates. Pointing: inside a box (block or jigsaw region) a symbol is confined to one row, column
//! or diagonal, so it leaves the rest of that line. Claiming: inside a row, column or diagonal a symbol is
//! confined to one box (or another line), so it leaves the rest of that unit. Any two units that meet will do:
//! the technique sees units, not blocks.

use super::{ch, removals};
use crate::core::cell::Cell;
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// The units other than `from` holding every cell of `cells` (row, column, box, then diagonals).
fn common(g: &Grid, cells: &[Cell], from: usize) -> Vec<usize> {
    let cells: Vec<usize> = cells.iter().map(|&c| c as usize).collect();
    let mut v = g.geo.common_units(&cells);
    v.retain(|&u| u != from);
    v
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
    let mut figure = Figure::default();
    figure.unit(fu, Role::Base);
    figure.unit(tu, Role::Cover);
    for &c in &cells {
        figure.cand(c, s, Role::Key);
    }
    Some(Step {
        notation: String::new(),
        figure,
        technique: t,
        units: vec![fu, tu],
        title: t.called().into(),
        explanation: crate::tr!(
            "explain-locked-candidates",
            from = fu.to_string(),
            to = tu.to_string(),
            digit = ch(s),
            removals = removals(&elims, g.n())
        ),
        evidence: cells,
        placements: vec![],
        eliminations: elims,
    })
}

/// From a box into the row, column or diagonal holding all its places.
pub fn pointing(g: &Grid) -> Option<Step> {
    let n = g.n();
    for u in 2 * n..3 * n {
        for s in 1..=n as u8 {
            let cells: Vec<Cell> = g.cells_with(u, s).collect();
            if cells.len() < 2 {
                continue;
            }
            for line in common(g, &cells, u) {
                let st = step(
                    g,
                    Technique::LockedCandidatesPointing,
                    u,
                    line,
                    s,
                    cells.clone(),
                );
                if let Some(st) = st.and_then(super::found) {
                    return Some(st);
                }
            }
        }
    }
    None
}

/// From a row, column or diagonal into the unit (box, or another line) holding all its places.
pub fn claiming(g: &Grid) -> Option<Step> {
    let n = g.n();
    for u in (0..2 * n).chain(3 * n..g.geo.units.len()) {
        for s in 1..=n as u8 {
            let cells: Vec<Cell> = g.cells_with(u, s).collect();
            if cells.len() < 2 {
                continue;
            }
            for b in common(g, &cells, u) {
                let st = step(
                    g,
                    Technique::LockedCandidatesClaiming,
                    u,
                    b,
                    s,
                    cells.clone(),
                );
                if let Some(st) = st.and_then(super::found) {
                    return Some(st);
                }
            }
        }
    }
    None
}
