//! XV: `x=<a>-<b>` (the two neighbours add up to 10), `v=<a>-<b>` (to 5), and `xv-all` (every X and V is
//! shown: neighbours without one add up to neither). Each mark is a relation between its two cells (read like
//! a Kropki dot's, [`super::kropki::pair`]); `xv-all` relates every unmarked pair of neighbours.

use crate::core::cell::{Cell, Symbol};
use crate::core::rule::Rule;
use rand::rngs::StdRng;

/// With `xv-all`: the pairs of neighbours of a side-`n` grid that no X or V joins.
pub fn unmarked(all: &[Rule], n: usize) -> Vec<(Cell, Cell)> {
    super::kropki::unmarked_edges(all, n, |r| matches!(r, Rule::X(..) | Rule::V(..)))
}

/// Every X and V a solved grid allows: the generator's start, thinned to those the puzzle needs (or kept whole
/// with `xv-all`).
pub fn place(solution: &[Symbol], n: usize, _: &mut StdRng) -> Vec<Rule> {
    super::side_pairs(n)
        .into_iter()
        .filter_map(|(a, b)| match solution[a as usize] + solution[b as usize] {
            10 => Some(Rule::X(a, b)),
            5 => Some(Rule::V(a, b)),
            _ => None,
        })
        .collect()
}
