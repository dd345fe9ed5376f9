//! Full house: the last empty cell of a row, column or block takes the one missing symbol. `step` builds the
//! step for any such cell (the placement-seeking hint of `hint_plan` uses it for the single that ends a proof).

use super::ch;
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    let order = g.geo.look_order();
    for u in order {
        let mut empty = g.geo.units[u].iter().filter(|&&c| g.is_empty(c as usize));
        let (Some(&c), None) = (empty.next(), empty.next()) else {
            continue;
        };
        let missing = Candidates::all(n).minus(g.placed_in(u));
        let Some(s) = missing.only() else { continue };
        if !g.cands[c as usize].contains(s) {
            continue;
        }
        if let Some(st) = super::found(step(g, u, c, s)) {
            return Some(st);
        }
    }
    None
}

/// The full house placing `s` in `c`, the last empty cell of unit `u` (an index into `g.geo.units`).
pub fn step(g: &Grid, u: usize, c: Cell, s: Symbol) -> Step {
    let unit = g.geo.unit(u);
    let mut figure = Figure::default();
    figure.unit(unit, Role::Base);
    figure.cell(c, Role::Key);
    Step {
        notation: String::new(),
        figure,
        technique: Technique::FullHouse,
        units: vec![unit],
        evidence: vec![c],
        placements: vec![(c, s)],
        eliminations: vec![],
        title: Technique::FullHouse.called().into(),
        explanation: sentence(crate::tr!(
            "explain-full-house",
            cell = cell_name(c, g.n()),
            unit = unit.to_string(),
            digit = ch(s)
        )),
    }
}
