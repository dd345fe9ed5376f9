//! Cage combination (every cage that shows a total, a Killer's or fewer): the digit sets that make a cage's
//! sum, given its placed digits and its cells' candidates, are the only ones it can hold. Its cells lose every
//! candidate outside those sets; and a digit every set needs, with one place left in the cage, goes there. The
//! figure draws the cage as `Unit::Cage(k)`; the tier-1 text names its cells (a cage is not in `Step::units`,
//! which name rows, columns and blocks).

use super::{ch, names, removals};
use crate::core::cell::{Cell, Unit};
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use crate::human::grid::{fitting, outside};
use crate::rules::cage::{cage_label, combinations, combos_text};

pub fn find(g: &Grid) -> Option<Step> {
    let geo = &g.geo;
    let n = g.n();
    for (k, cage) in crate::rules::cage::summed(geo) {
        if cage.cells.iter().all(|&c| g.cells[c as usize] != 0) {
            continue;
        }
        let fit = fitting(g, &cage.cells, &combinations(n, cage.cells.len(), cage.sum));
        if fit.is_empty() {
            continue;
        }
        let placed = cage
            .cells
            .iter()
            .fold(0u32, |m, &c| m | 1 << g.cells[c as usize]);
        let open: Vec<Cell> = cage
            .cells
            .iter()
            .copied()
            .filter(|&c| g.cells[c as usize] == 0)
            .collect();
        let allowed = fit.iter().fold(0u32, |a, &m| a | (m & !placed));
        let required = fit.iter().fold(u32::MAX, |a, &m| a & m & !placed);
        let elims = outside(g, &open, allowed);
        let mut figure = Figure::default();
        figure.unit(Unit::Cage(k as u8), Role::Base);
        for &c in &cage.cells {
            figure.cell(c, Role::Base);
        }
        let name = cage_label(geo, k);
        if let ([cell], 1) = (&open[..], allowed.count_ones()) {
            let d = allowed.trailing_zeros() as u8;
            figure.cand(*cell, d, Role::Key);
            let (digit, at) = (ch(d), crate::core::cell::cell_name(*cell, n));
            let explanation = if open.len() == cage.cells.len() {
                crate::tr!("explain-cage-last", cage = name, digit = digit, cell = at)
            } else {
                crate::tr!(
                    "explain-cage-last-placed",
                    cage = name,
                    digit = digit,
                    cell = at
                )
            };
            return Some(Step {
                notation: String::new(),
                figure,
                technique: Technique::CageCombination,
                units: vec![],
                title: Technique::CageCombination.called().into(),
                explanation: sentence(explanation),
                evidence: cage.cells.clone(),
                placements: vec![(*cell, d)],
                eliminations: vec![],
            });
        }
        if !elims.is_empty() {
            return Some(Step {
                notation: String::new(),
                figure,
                technique: Technique::CageCombination,
                units: vec![],
                title: Technique::CageCombination.called().into(),
                explanation: sentence(crate::tr!(
                    "explain-cage-combination",
                    cage = &name,
                    cells = names(&cage.cells, n),
                    combos = combos_text(&fit),
                    removals = removals(&elims, n)
                )),
                evidence: cage.cells.clone(),
                placements: vec![],
                eliminations: elims,
            });
        }
        for d in (1..=n as u8).filter(|&d| required & (1 << d) != 0) {
            let places: Vec<Cell> = open
                .iter()
                .copied()
                .filter(|&c| g.cands[c as usize].contains(d))
                .collect();
            if let [cell] = places[..] {
                figure.cand(cell, d, Role::Key);
                return Some(Step {
                    notation: String::new(),
                    figure,
                    technique: Technique::CageCombination,
                    units: vec![],
                    title: Technique::CageCombination.called().into(),
                    explanation: sentence(crate::tr!(
                        "explain-cage-needs",
                        cage = &name,
                        combos = combos_text(&fit),
                        digit = ch(d),
                        cell = crate::core::cell::cell_name(cell, n)
                    )),
                    evidence: cage.cells.clone(),
                    placements: vec![(cell, d)],
                    eliminations: vec![],
                });
            }
        }
    }
    None
}
