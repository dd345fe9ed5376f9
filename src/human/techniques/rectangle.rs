//! Shared by the uniqueness techniques (unique rectangle types 3, 5, 6 and with missing candidates, hidden
//! rectangle, avoidable rectangle): the rectangles that could hold a deadly pattern, and the figure and words
//! they all use. Not a technique of its own.
//!
//! A rectangle's corners are `[a, b, c, d]`: `a` and `b` share the first row, `c` and `d` the second; `a` and
//! `c` share the first column. It spans exactly two blocks, so if its four cells held A/B in a swappable
//! pattern the two values could trade places and the puzzle would have a second solution. Only rectangles
//! that [`crate::core::geometry::Geometry::swap_safe`] accepts count: every unit (X-Sudoku's diagonals, jigsaw
//! regions) and Killer cage holds 0 or 2 corners, else the swap could break a rule and proves nothing.

use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol};
use crate::hint::step::{Figure, Role, Step};
use crate::human::grid::Grid;

/// Every rectangle of four cells spanning exactly two blocks where `keep` accepts each corner.
pub(crate) fn rectangles(
    g: &Grid,
    keep: &dyn Fn(usize) -> bool,
    f: &mut dyn FnMut([usize; 4]) -> Option<Step>,
) -> Option<Step> {
    let n = g.n();
    for r1 in 0..n {
        for c1 in 0..n {
            let a = r1 * n + c1;
            if !keep(a) {
                continue;
            }
            for c2 in c1 + 1..n {
                let b = r1 * n + c2;
                if !keep(b) {
                    continue;
                }
                for r2 in r1 + 1..n {
                    let (c, d) = (r2 * n + c1, r2 * n + c2);
                    if !keep(c) || !keep(d) {
                        continue;
                    }
                    let same_band = g.geo.block(a) == g.geo.block(b);
                    let same_stack = g.geo.block(a) == g.geo.block(c);
                    if same_band == same_stack || !g.geo.swap_safe(&[a, b, c, d]) {
                        continue; // one block, or four; or a diagonal, region or cage breaks the swap
                    }
                    if let Some(st) = f([a, b, c, d]) {
                        return Some(st);
                    }
                }
            }
        }
    }
    None
}

/// Rectangles of four empty cells and a pair A/B: the candidates of some bivalue corner, with every corner
/// holding at least one of A and B.
pub(crate) fn pair_rectangles(
    g: &Grid,
    f: &mut dyn FnMut([usize; 4], Candidates) -> Option<Step>,
) -> Option<Step> {
    rectangles(g, &|c| g.is_empty(c), &mut |k| {
        let mut tried: Vec<Candidates> = Vec::new();
        for &x in &k {
            let pair = g.cands[x];
            if pair.len() != 2 || tried.contains(&pair) {
                continue;
            }
            tried.push(pair);
            if k.iter().any(|&y| g.cands[y].intersect(pair).is_empty()) {
                continue;
            }
            if let Some(st) = f(k, pair) {
                return Some(st);
            }
        }
        None
    })
}

/// The corners that are not the bivalue pair itself, by index.
pub(crate) fn not_pair(g: &Grid, k: [usize; 4], pair: Candidates) -> Vec<usize> {
    (0..4).filter(|&i| g.cands[k[i]] != pair).collect()
}

/// The two corner indices sharing a row or a column with corner `i` (row partner first).
pub(crate) fn sides(i: usize) -> (usize, usize) {
    (i ^ 1, i ^ 2)
}

/// The figure of a rectangle: its corners, and the pair's candidates in its empty corners (a solved corner
/// shows its digit already).
pub(crate) fn figure(g: &Grid, k: [usize; 4], pair: &[Symbol]) -> Figure {
    Figure {
        cells: k.iter().map(|&c| (c as Cell, Role::Corner)).collect(),
        candidates: k
            .iter()
            .flat_map(|&c| {
                pair.iter()
                    // a solved corner (avoidable rectangles) is drawn as a corner cell, not a candidate
                    .filter(move |&&s| g.is_empty(c) && g.cands[c].contains(s))
                    .map(move |&s| (c as Cell, s, Role::Corner))
            })
            .collect(),
        ..Default::default()
    }
}

/// `3/7`.
pub(crate) fn pair_text(pair: Candidates) -> String {
    super::xy_wing::pair_text(pair)
}
