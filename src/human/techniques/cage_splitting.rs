//! Cage splitting (cages with totals; SudokuWiki's "Cage Splitting"): when exactly one cage crosses the edge of a
//! row, column, block or a group of adjacent ones (`rules::rule45::groups`), and whole cages fill the rest of it, the
//! 45 rule gives that cage's cells inside (the group's total less the whole cages' sums) and so its cells
//! outside (the rest of its sum). Each part lies in one cage, so its digits are distinct: it can only hold the
//! digit sets that make its total, wherever its cells lie. A one-cell part is the 45 rule's (tried first):
//! a single innie or outie, placed.

use super::{names, removals};
use crate::core::cell::{Cell, Unit};
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use crate::human::grid::{fitting, outside};
use crate::rules::cage::{cage_label, combinations, combos_text};
use crate::rules::rule45::{group_name, rule45_groups};

pub fn find(g: &Grid) -> Option<Step> {
    let geo = &g.geo;
    let n = g.n();
    for (group, r) in rule45_groups(geo) {
        let [k] = r.crossing[..] else {
            continue;
        };
        let parts = [(&r.innies, r.in_sum), (&r.outies, r.out_sum)];
        // A one-cell part is the 45 rule's single innie or outie (and, once placed, leaves the cage's other
        // cells to cage combination).
        if parts
            .iter()
            .any(|&(cells, sum)| sum <= 0 || cells.len() < 2)
        {
            continue;
        }
        let fits: Vec<Vec<u32>> = parts
            .iter()
            .map(|&(cells, sum)| fitting(g, cells, &combinations(n, cells.len(), sum as u16)))
            .collect();
        if fits.iter().any(Vec::is_empty) {
            continue;
        }
        let mut elims = Vec::new();
        for (&(cells, _), fit) in parts.iter().zip(&fits) {
            let placed = cells
                .iter()
                .fold(0u32, |m, &c| m | 1 << g.cells[c as usize]);
            let allowed = fit.iter().fold(0u32, |a, &m| a | (m & !placed));
            elims.extend(outside(g, cells, allowed));
        }
        if elims.is_empty() {
            continue;
        }
        let name = group_name(geo, &group);
        let units: Vec<Unit> = group.iter().map(|&u| geo.unit(u)).collect();
        let mut figure = Figure::default();
        for &u in &units {
            figure.unit(u, Role::Base);
        }
        figure.unit(Unit::Cage(k as u8), Role::Cover);
        for &c in &r.innies {
            figure.cell(c, Role::Key);
        }
        for &c in &r.outies {
            figure.cell(c, Role::Pincer);
        }
        let cage = &geo.cages()[k];
        let explanation = sentence(crate::tr!(
            "explain-cage-splitting",
            group = name,
            count = group.len(),
            total = r.total,
            inside = r.inside_sum,
            cage = cage_label(geo, k),
            innies = names(&r.innies, n),
            insum = r.in_sum,
            incombos = combos_text(&fits[0]),
            outies = names(&r.outies, n),
            sum = cage.sum,
            outsum = r.out_sum,
            outcombos = combos_text(&fits[1]),
            removals = removals(&elims, n)
        ));
        let evidence: Vec<Cell> = cage.cells.clone();
        return Some(Step {
            notation: String::new(),
            figure,
            technique: Technique::CageSplitting,
            units,
            title: Technique::CageSplitting.called().into(),
            explanation,
            evidence,
            placements: vec![],
            eliminations: elims,
        });
    }
    None
}
