//! Locked pair / locked triple: `k` cells where a box (block or region) meets a row, column or diagonal hold just `k` symbols between
//! them. They are a naked subset of both units at once, so those symbols leave the rest of the block and the
//! rest of the line in one step (found only when both units lose something; otherwise a naked pair says it).

use super::{names, removals, subsets, symbols};
use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol};
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn pair(g: &Grid) -> Option<Step> {
    find(g, 2, Technique::LockedPair)
}
pub fn triple(g: &Grid) -> Option<Step> {
    find(g, 3, Technique::LockedTriple)
}

fn find(g: &Grid, k: usize, t: Technique) -> Option<Step> {
    let n = g.n();
    for b in 0..n {
        let bu = 2 * n + b;
        // The rows and columns the box meets (any shape of region), then the diagonals.
        let (mut rows, mut cols) = (0u32, 0u32);
        for &c in &g.geo.units[bu] {
            rows |= 1 << g.geo.row(c as usize);
            cols |= 1 << g.geo.col(c as usize);
        }
        let lines = super::bits(rows)
            .chain(super::bits(cols).map(|c| n + c))
            .chain(3 * n..g.geo.units.len());
        for lu in lines {
            let cells: Vec<Cell> = g.geo.units[bu]
                .iter()
                .copied()
                .filter(|&c| {
                    g.is_empty(c as usize)
                        && g.geo.cell_units[c as usize].contains(&(lu as u16))
                        && (2..=k as u32).contains(&g.cands[c as usize].len())
                })
                .collect();
            if cells.len() < k {
                continue;
            }
            let masks: Vec<u32> = cells.iter().map(|&c| g.cands[c as usize].0).collect();
            let build = |chosen: Vec<Cell>, set: Candidates, elims: Vec<(Cell, Symbol)>| -> Step {
                let (block, line) = (g.geo.unit(bu), g.geo.unit(lu));
                Step {
                    notation: String::new(),
                    technique: t,
                    units: vec![block, line],
                    title: t.called().into(),
                    explanation: crate::tr!(
                        "explain-locked-subset",
                        cells = names(&chosen, n),
                        block = block.to_string(),
                        line = line.to_string(),
                        digits = symbols(set.iter()),
                        removals = removals(&elims, n)
                    ),
                    figure: Figure {
                        candidates: chosen
                            .iter()
                            .flat_map(|&c| {
                                g.cands[c as usize].iter().map(move |s| (c, s, Role::Key))
                            })
                            .collect(),
                        units: vec![(block, Role::Base), (line, Role::Base)],
                        ..Default::default()
                    },
                    evidence: chosen,
                    placements: vec![],
                    eliminations: elims,
                }
            };
            let first = subsets(&masks, k, &mut |idx, union| {
                let chosen: Vec<Cell> = idx.iter().map(|&i| cells[i]).collect();
                let set = Candidates(union);
                let from = |u: usize| -> Vec<(Cell, Symbol)> {
                    set.iter()
                        .flat_map(|s| {
                            g.cells_with(u, s)
                                .filter(|c| !chosen.contains(c))
                                .map(move |c| (c, s))
                        })
                        .collect()
                };
                let (in_block, in_line) = (from(bu), from(lu));
                if in_block.is_empty() || in_line.is_empty() {
                    return None;
                }
                let mut elims = in_line;
                for e in in_block {
                    if !elims.contains(&e) {
                        elims.push(e);
                    }
                }
                super::found(build(chosen, set, elims))
            });
            if first.is_some() {
                return first;
            }
        }
    }
    None
}
