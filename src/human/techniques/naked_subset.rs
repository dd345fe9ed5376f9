//! Naked pair / triple / quad: `k` cells of a unit whose candidates together are just `k` symbols; those
//! symbols leave the unit's other cells.

use super::{names, removals, subsets, symbols};
use crate::core::candidates::Candidates;
use crate::core::cell::Cell;
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn pair(g: &Grid) -> Option<Step> {
    find(g, 2, Technique::NakedPair)
}
pub fn triple(g: &Grid) -> Option<Step> {
    find(g, 3, Technique::NakedTriple)
}
pub fn quad(g: &Grid) -> Option<Step> {
    find(g, 4, Technique::NakedQuad)
}

fn find(g: &Grid, k: usize, t: Technique) -> Option<Step> {
    let n = g.n();
    for u in 0..g.geo.units.len() {
        let unit = &g.geo.units[u];
        let empty: Vec<Cell> = unit
            .iter()
            .copied()
            .filter(|&c| g.is_empty(c as usize))
            .collect();
        if empty.len() <= k {
            continue;
        }
        let cells: Vec<Cell> = empty
            .iter()
            .copied()
            .filter(|&c| (2..=k as u32).contains(&g.cands[c as usize].len()))
            .collect();
        if cells.len() < k {
            continue;
        }
        let masks: Vec<u32> = cells.iter().map(|&c| g.cands[c as usize].0).collect();
        let first = subsets(&masks, k, &mut |idx, union| {
            let chosen: Vec<Cell> = idx.iter().map(|&i| cells[i]).collect();
            let set = Candidates(union);
            let elims: Vec<(Cell, u8)> = set
                .iter()
                .flat_map(|s| {
                    empty
                        .iter()
                        .filter(|&&c| !chosen.contains(&c) && g.cands[c as usize].contains(s))
                        .map(|&c| (c, s))
                        .collect::<Vec<_>>()
                })
                .collect();
            if elims.is_empty() {
                return None;
            }
            let unit = g.geo.unit(u);
            let mut figure = Figure::default();
            figure.unit(unit, Role::Base);
            for &c in &chosen {
                figure.cell_with(c, g.cands[c as usize].0, Role::Key);
            }
            super::found(Step {
                notation: String::new(),
                figure,
                technique: t,
                units: vec![unit],
                title: t.called().into(),
                explanation: crate::tr!(
                    "explain-naked-subset",
                    unit = unit.to_string(),
                    cells = names(&chosen, n),
                    digits = symbols(set.iter()),
                    removals = removals(&elims, n)
                ),
                evidence: chosen,
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
