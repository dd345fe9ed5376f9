//! Kropki dots: `white=<a>-<b>` (the two neighbours' digits differ by 1), `black=<a>-<b>` (one is twice the
//! other), and `kropki-all` (every dot is shown: neighbours without one neither differ by 1 nor have ratio 2).
//! Each dot is a relation between its two cells; `kropki-all` relates every undotted pair of neighbours. The X
//! and V of [`super::xv`] sit on cell edges the same way ([`pair`]).

use crate::core::cell::{Cell, Symbol};
use crate::core::rule::Rule;

/// The two cells of an edge rule (a dot, an X, a V).
pub fn pair(rule: &Rule) -> Vec<(Cell, Cell)> {
    match rule.cells()[..] {
        [a, b] => vec![(a, b)],
        _ => vec![],
    }
}

/// A white dot's digits: they differ by 1.
pub fn white(a: Symbol, b: Symbol) -> bool {
    a.abs_diff(b) == 1
}

/// A black dot's digits: one is twice the other.
pub fn black(a: Symbol, b: Symbol) -> bool {
    a == 2 * b || b == 2 * a
}

/// With `kropki-all`: the pairs of neighbours of a side-`n` grid that no white or black dot joins.
pub fn undotted(all: &[Rule], n: usize) -> Vec<(Cell, Cell)> {
    unmarked_edges(all, n, |r| matches!(r, Rule::White(..) | Rule::Black(..)))
}

/// The pairs of neighbours of a side-`n` grid that no edge rule of a family (`is`) joins: `kropki-all`'s
/// undotted pairs, `xv-all`'s unmarked ones.
pub fn unmarked_edges(all: &[Rule], n: usize, is: fn(&Rule) -> bool) -> Vec<(Cell, Cell)> {
    let marked: Vec<(Cell, Cell)> = all.iter().filter(|r| is(r)).flat_map(pair).collect();
    super::side_pairs(n)
        .into_iter()
        .filter(|p| !marked.contains(p))
        .collect()
}
