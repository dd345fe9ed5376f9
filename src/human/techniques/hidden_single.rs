//! Hidden single: a symbol has only one place left in a row, column or block. `step` builds the step for any
//! such place (the placement-seeking hint of `hint_plan` uses it for the single that ends a proof).

use super::ch;
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    // Blocks first: that is where people look.
    let order = g.geo.look_order();
    for u in order {
        let (once, twice, placed) = g.unit_symbols(u);
        let single = once & !twice & !placed;
        for s in Candidates(single).iter() {
            let Some(c) = g.cells_with(u, s).next() else {
                continue;
            };
            if let Some(st) = super::found(step(g, u, c, s)) {
                return Some(st);
            }
        }
    }
    None
}

/// The hidden single placing `s` in `c`, its only place in unit `u` (an index into `g.geo.units`).
pub fn step(g: &Grid, u: usize, c: Cell, s: Symbol) -> Step {
    let unit = g.geo.unit(u);
    let mut figure = Figure::default();
    figure.unit(unit, Role::Base);
    figure.cell(c, Role::Key);
    figure.cand(c, s, Role::Key);
    // The unit's other empty cells that only a rule keeping cells apart (a knight's move) takes it from.
    let why: Vec<String> = g.geo.units[u]
        .iter()
        .filter(|&&x| x != c && g.cells[x as usize] == 0)
        .filter_map(|&x| super::apart(g, x, s))
        .collect();
    let (digit, cell) = (ch(s), cell_name(c, g.n()));
    let unit_name = unit.to_string();
    let explanation = match why.is_empty() {
        true => crate::tr!(
            "explain-hidden-single",
            digit = digit,
            cell = cell,
            unit = unit_name
        ),
        false => crate::tr!(
            "explain-hidden-single-apart",
            digit = digit,
            cell = cell,
            unit = unit_name,
            why = why.join("; ")
        ),
    };
    Step {
        notation: String::new(),
        figure,
        technique: Technique::HiddenSingle,
        units: vec![unit],
        evidence: vec![c],
        placements: vec![(c, s)],
        eliminations: vec![],
        title: Technique::HiddenSingle.called().into(),
        explanation: sentence(explanation),
    }
}
