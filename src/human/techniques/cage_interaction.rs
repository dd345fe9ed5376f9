//! Cage interaction (every cage with a total): a digit that every combination of a cage needs, whose places in the cage
//! all lie in one row, column or block, is in that unit inside the cage: it leaves the unit's other cells.

use super::{ch, names, removals};
use crate::core::cell::{Cell, Unit};
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::fitting;
use crate::human::grid::Grid;
use crate::rules::cage::{cage_label, combinations};

pub fn find(g: &Grid) -> Option<Step> {
    let geo = &g.geo;
    let n = g.n();
    for (k, cage) in crate::rules::cage::summed(geo) {
        let fit = fitting(g, &cage.cells, &combinations(n, cage.cells.len(), cage.sum));
        let placed = cage
            .cells
            .iter()
            .fold(0u32, |m, &c| m | 1 << g.cells[c as usize]);
        if fit.is_empty() {
            continue;
        }
        let required = fit.iter().fold(u32::MAX, |a, &m| a & m & !placed);
        for d in (1..=n as u8).filter(|&d| required & (1 << d) != 0) {
            let places: Vec<Cell> = cage
                .cells
                .iter()
                .copied()
                .filter(|&c| g.cells[c as usize] == 0 && g.cands[c as usize].contains(d))
                .collect();
            if places.len() < 2 {
                continue;
            }
            let idx: Vec<usize> = places.iter().map(|&c| c as usize).collect();
            for u in geo.common_units(&idx) {
                let elims: Vec<(Cell, u8)> = g
                    .cells_with(u, d)
                    .filter(|c| !places.contains(c))
                    .map(|c| (c, d))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                let unit = geo.unit(u);
                let mut figure = Figure::default();
                figure.unit(Unit::Cage(k as u8), Role::Base);
                for &c in &cage.cells {
                    figure.cell(c, Role::Base);
                }
                figure.unit(unit, Role::Cover);
                for &c in &places {
                    figure.cand(c, d, Role::Key);
                }
                return Some(Step {
                    notation: String::new(),
                    figure,
                    technique: Technique::CageInteraction,
                    units: vec![unit],
                    title: Technique::CageInteraction.called().into(),
                    explanation: crate::tr!(
                        "explain-cage-interaction",
                        cage = cage_label(geo, k),
                        digit = ch(d),
                        cells = names(&places, n),
                        unit = unit.to_string(),
                        removals = removals(&elims, n)
                    ),
                    evidence: places,
                    placements: vec![],
                    eliminations: elims,
                });
            }
        }
    }
    None
}
