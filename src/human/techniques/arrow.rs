//! Arrow: the digit in an arrow's circle is the sum of the digits along its path, so the circle lies between
//! the path's smallest and largest possible sums, and each path cell is at most the circle's largest digit less
//! the other path cells' smallest ones (and at least its smallest less their largest). An arrow of two cells
//! from a circle that can only be 3 or 4 holds 1 to 3 in each.

use super::ch;
use crate::core::cell::cell_name;
use crate::core::rule::Rule;
use crate::hint::step::{and_list, sentence, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for rule in &g.geo.rules {
        let Rule::Arrow(cells) = rule else {
            continue;
        };
        let (circle, path) = cells.split_first()?;
        let lo = |c: u16| g.cands[c as usize].iter().next().unwrap_or(0) as i32;
        let hi = |c: u16| g.cands[c as usize].iter().last().unwrap_or(0) as i32;
        let path_lo: i32 = path.iter().map(|&c| lo(c)).sum();
        let path_hi: i32 = path.iter().map(|&c| hi(c)).sum();
        let (c_lo, c_hi) = (lo(*circle), hi(*circle));
        // the window each cell's digit must lie in
        let mut windows: Vec<(i32, i32)> = vec![(path_lo, path_hi)];
        for &c in path {
            windows.push((c_lo - (path_hi - hi(c)), c_hi - (path_lo - lo(c))));
        }
        let Some(super::window::Squeezed {
            eliminations,
            said,
            figure,
        }) = super::window::squeeze(g, cells, &windows)
        else {
            continue;
        };
        let names: Vec<String> = path.iter().map(|&c| cell_name(c, n)).collect();
        return Some(Step {
            figure,
            technique: Technique::Arrow,
            units: vec![],
            evidence: cells.clone(),
            placements: vec![],
            eliminations,
            title: "Arrow".into(),
            explanation: sentence(format!(
                "The circle {} holds the sum of {}: the path adds up to {} to {} and the circle holds {} to {}, so {}",
                cell_name(*circle, n),
                and_list(&names),
                path_lo,
                path_hi,
                ch(c_lo as u8),
                ch(c_hi as u8),
                and_list(&said)
            )),
        });
    }
    None
}
