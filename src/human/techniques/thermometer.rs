//! Thermometer: digits rise from the bulb along the line, so each cell is above the smallest digit the cell
//! before it can hold and below the largest the cell after it can. Counted from both ends at once, a long
//! thermometer's bulb is small and its tip large (a 9×9 thermometer of 4 cells: bulb at most 6, tip at least
//! 4), and every digit a neighbour already rules out squeezes the whole line.

use crate::core::cell::{cell_name, Cell};
use crate::core::rule::Rule;
use crate::hint::step::{and_list, sentence, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for rule in &g.geo.rules {
        let Rule::Thermo(path) = rule else {
            continue;
        };
        let Some(windows) = windows(g, path) else {
            continue;
        };
        let Some(super::window::Squeezed {
            eliminations,
            said: bounds,
            figure,
        }) = super::window::squeeze(g, path, &windows)
        else {
            continue;
        };
        let last = *path.last()?;
        return Some(Step {
            notation: String::new(),
            figure,
            technique: Technique::Thermometer,
            units: vec![],
            evidence: path.clone(),
            placements: vec![],
            eliminations,
            title: Technique::Thermometer.called().into(),
            explanation: sentence(crate::tr!(
                "explain-thermometer",
                bulb = cell_name(path[0], n),
                tip = cell_name(last, n),
                count = path.len(),
                bounds = and_list(&bounds)
            )),
        });
    }
    None
}

/// Each cell's lowest and highest possible digit on the thermometer `path` (bulb first), counted up from the
/// bulb and down from the tip through the candidates (a filled cell: its digit). `None` when the line cannot
/// rise at all (a contradiction: other steps show it).
fn windows(g: &Grid, path: &[Cell]) -> Option<Vec<(i32, i32)>> {
    let mut lo = Vec::with_capacity(path.len());
    let mut prev = 0u8;
    for &c in path {
        prev = g.cands[c as usize].iter().find(|&d| d > prev)?;
        lo.push(prev as i32);
    }
    let mut out = vec![(0, 0); path.len()];
    let mut next = u8::MAX;
    for (k, &c) in path.iter().enumerate().rev() {
        next = g.cands[c as usize].iter().filter(|&d| d < next).last()?;
        out[k] = (lo[k], next as i32);
    }
    Some(out)
}
