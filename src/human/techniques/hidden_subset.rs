//! Hidden pair / triple / quad: `k` symbols of a unit that fit only in the same `k` cells; those cells lose
//! every other candidate.

use super::{bits, names, removals, subsets, symbols};
use crate::core::cell::Cell;
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn pair(g: &Grid) -> Option<Step> {
    find(g, 2, Technique::HiddenPair)
}
pub fn triple(g: &Grid) -> Option<Step> {
    find(g, 3, Technique::HiddenTriple)
}
pub fn quad(g: &Grid) -> Option<Step> {
    find(g, 4, Technique::HiddenQuad)
}

fn find(g: &Grid, k: usize, t: Technique) -> Option<Step> {
    let n = g.n();
    for u in 0..g.geo.units.len() {
        let unit = &g.geo.units[u];
        let empty = unit.iter().filter(|&&c| g.is_empty(c as usize)).count();
        if empty <= k {
            continue;
        }
        let mut syms: Vec<u8> = Vec::new();
        let mut masks: Vec<u32> = Vec::new();
        for s in 1..=n as u8 {
            let m = g.pos_mask(u, s);
            if (2..=k as u32).contains(&m.count_ones()) {
                syms.push(s);
                masks.push(m);
            }
        }
        if syms.len() < k {
            continue;
        }
        let first = subsets(&masks, k, &mut |idx, union| {
            let chosen: Vec<u8> = idx.iter().map(|&i| syms[i]).collect();
            let cells: Vec<Cell> = bits(union).map(|i| unit[i]).collect();
            let elims: Vec<(Cell, u8)> = cells
                .iter()
                .flat_map(|&c| {
                    g.cands[c as usize]
                        .iter()
                        .filter(|s| !chosen.contains(s))
                        .map(move |s| (c, s))
                })
                .collect();
            if elims.is_empty() {
                return None;
            }
            let unit = g.geo.unit(u);
            let mut figure = Figure::default();
            figure.unit(unit, Role::Base);
            for &c in &cells {
                figure.cell(c, Role::Key);
                for &s in chosen.iter().filter(|&&s| g.cands[c as usize].contains(s)) {
                    figure.cand(c, s, Role::Key);
                }
            }
            super::found(Step {
                notation: String::new(),
                figure,
                technique: t,
                units: vec![unit],
                title: t.called().into(),
                explanation: crate::tr!(
                    "explain-hidden-subset",
                    unit = unit.to_string(),
                    digits = symbols(chosen.iter().copied()),
                    cells = names(&cells, n),
                    removals = removals(&elims, n)
                ),
                evidence: cells,
                placements: vec![],
                eliminations: elims,
            })
        });
        if first.is_some() {
            return first;
        }
    }
    None
}
