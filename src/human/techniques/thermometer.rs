//! Thermometer: digits rise from the bulb along the line, so each cell is above the smallest digit the cell
//! before it can hold and below the largest the cell after it can. Counted from both ends at once, a long
//! thermometer's bulb is small and its tip large (a 9×9 thermometer of 4 cells: bulb at most 6, tip at least
//! 4), and every digit a neighbour already rules out squeezes the whole line.

use super::ch;
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell};
use crate::core::rule::Rule;
use crate::hint::step::{and_list, sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for rule in &g.geo.rules {
        let Rule::Thermo(path) = rule else {
            continue;
        };
        let Some((lo, hi)) = window(g, path) else {
            continue;
        };
        let mut eliminations = vec![];
        let mut bounds = vec![];
        for (k, &c) in path.iter().enumerate() {
            if g.cells[c as usize] != 0 {
                continue;
            }
            let cands = g.cands[c as usize];
            let out: Vec<u8> = cands.iter().filter(|&d| d < lo[k] || d > hi[k]).collect();
            if out.is_empty() {
                continue;
            }
            let below = out.iter().any(|&d| d < lo[k]);
            let above = out.iter().any(|&d| d > hi[k]);
            let name = cell_name(c, n);
            bounds.push(match (below, above) {
                (true, true) => format!("{name} is {} to {}", ch(lo[k]), ch(hi[k])),
                (true, false) => format!("{name} is at least {}", ch(lo[k])),
                _ => format!("{name} is at most {}", ch(hi[k])),
            });
            eliminations.extend(out.into_iter().map(|d| (c, d)));
        }
        if eliminations.is_empty() {
            continue;
        }
        let mut figure = Figure::default();
        for &c in path {
            figure.cell(c, Role::Key);
        }
        for (k, &c) in path.iter().enumerate() {
            let keep = g.cands[c as usize].0 & range(lo[k], hi[k]);
            for s in Candidates(keep).iter() {
                figure.cand(c, s, Role::Key);
            }
        }
        let last = *path.last()?;
        return Some(Step {
            figure,
            technique: Technique::Thermometer,
            units: vec![],
            evidence: path.clone(),
            placements: vec![],
            eliminations,
            title: "Thermometer".into(),
            explanation: sentence(format!(
                "Digits rise from the bulb {} to the tip {} ({} cells): each cell is more than the smallest digit the cell before it can hold and less than the largest the cell after it can, so {}",
                cell_name(path[0], n),
                cell_name(last, n),
                path.len(),
                and_list(&bounds)
            )),
        });
    }
    None
}

/// Each cell's lowest and highest possible digit on the thermometer `path` (bulb first), counted up from the
/// bulb and down from the tip through the candidates (a filled cell: its digit). `None` when the line cannot
/// rise at all (a contradiction: other steps show it).
fn window(g: &Grid, path: &[Cell]) -> Option<(Vec<u8>, Vec<u8>)> {
    let mut lo = Vec::with_capacity(path.len());
    let mut prev = 0u8;
    for &c in path {
        prev = g.cands[c as usize].iter().find(|&d| d > prev)?;
        lo.push(prev);
    }
    let mut hi = vec![0; path.len()];
    let mut next = u8::MAX;
    for (k, &c) in path.iter().enumerate().rev() {
        next = g.cands[c as usize].iter().filter(|&d| d < next).last()?;
        hi[k] = next;
    }
    Some((lo, hi))
}

/// The digits `lo..=hi` as bits.
fn range(lo: u8, hi: u8) -> u32 {
    (lo..=hi).fold(0, |m, d| m | 1 << d)
}
