//! Locked candidates. Pointing: inside a box (block or jigsaw region) a symbol is confined to one row, column
//! or diagonal, so it leaves the rest of that line. Claiming: inside a row, column or diagonal a symbol is
//! confined to one box (or another line), so it leaves the rest of that unit. Any two units that meet will do:
//! the technique sees units, not blocks.

use super::{ch, removals};
use crate::core::cell::Cell;
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// From a box into the row, column or diagonal holding all its places.
pub fn pointing(g: &Grid) -> Option<Step> {
    let n = g.n();
    first(g, 2 * n..3 * n, Technique::LockedCandidatesPointing)
}

/// From a row, column or diagonal into the unit (box, or another line) holding all its places.
pub fn claiming(g: &Grid) -> Option<Step> {
    let n = g.n();
    let froms = (0..2 * n).chain(3 * n..g.geo.units.len());
    first(g, froms, Technique::LockedCandidatesClaiming)
}

/// The first symbol, unit by unit of `froms` (in order), whose places in the unit all lie in another unit too
/// (row, column, box, then diagonals), with something to remove there.
fn first(g: &Grid, froms: impl Iterator<Item = usize>, t: Technique) -> Option<Step> {
    let mut cells: Vec<Cell> = Vec::with_capacity(g.n());
    for from in froms {
        for s in 1..=g.n() as u8 {
            cells.clear();
            cells.extend(g.cells_with(from, s));
            if cells.len() < 2 {
                continue;
            }
            for &to in g.geo.cell_units[cells[0] as usize].iter() {
                let within = |c: &Cell| g.geo.cell_units[*c as usize].contains(&to);
                if to as usize == from || !cells[1..].iter().all(within) {
                    continue;
                }
                let st = step(g, t, from, to as usize, s, cells.clone());
                if let Some(st) = st.and_then(super::found) {
                    return Some(st);
                }
            }
        }
    }
    None
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
