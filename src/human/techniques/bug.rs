//! BUG+1 (bivalue universal grave plus one): every empty cell has two candidates except one with three. If
//! that cell lost its extra value, every symbol would have exactly two places in every unit, a pattern that
//! always has two solutions; so in a puzzle known unique the cell takes the value that appears three times
//! in its row (and column and box). Every unit counts, diagonals and regions too (the parity argument holds
//! for any set of all-different units); with Killer cages, or rules beyond units (pairs of cells kept apart,
//! relations, even and odd cells), the argument fails and the technique is off.

use super::ch;
use crate::core::cell::{cell_name, Cell};
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    // Killer cages are not units: two places per cage prove nothing about the sums, and the rules' pairs,
    // relations and cell digits break the parity argument, so BUG stays off there.
    if !g.geo.units_only() {
        return None;
    }
    let mut odd = None;
    for c in (0..n * n).filter(|&c| g.is_empty(c)) {
        match g.cands[c].len() {
            2 => {}
            3 if odd.is_none() => odd = Some(c),
            _ => return None,
        }
    }
    let c = odd?;
    // Every symbol of every unit must have two places, except the extra value of the odd cell.
    for u in 0..g.geo.units.len() {
        for s in 1..=n as u8 {
            let k = g.cells_with(u, s).count();
            let in_odd = g.geo.cell_units[c].contains(&(u as u16)) && g.has(c, s);
            if k != 0 && k != 2 && !(k == 3 && in_odd) {
                return None;
            }
        }
    }
    let row = g.geo.cell_units[c][0] as usize;
    // The extra value: without it every unit of the cell (row, column, box, diagonals) would hold each of the
    // cell's candidates twice, so it has three places in each of them and the others have two.
    let s = g.cands[c].iter().find(|&s| {
        g.geo.cell_units[c].iter().all(|&u| {
            g.cands[c]
                .iter()
                .all(|t| g.cells_with(u as usize, t).count() == if t == s { 3 } else { 2 })
        })
    })?;
    let mut figure = Figure::default();
    figure.cell_with(c as Cell, g.cands[c].0, Role::Key);
    figure.unit(g.geo.unit(row), Role::Base);
    Some(Step {
        notation: String::new(),
        figure,
        technique: Technique::BUG,
        units: vec![],
        evidence: vec![c as Cell],
        placements: vec![(c as Cell, s)],
        eliminations: vec![],
        title: Technique::BUG.called().into(),
        explanation: crate::tr!("explain-bug", cell = cell_name(c as Cell, n), digit = ch(s)),
    })
}
