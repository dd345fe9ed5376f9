//! Kropki dots: `white=<a>-<b>` (the two neighbours' digits differ by 1), `black=<a>-<b>` (one is twice the
//! other), and `kropki-all` (every dot is shown: neighbours without one neither differ by 1 nor have ratio 2).
//! Each dot is a relation between its two cells; `kropki-all` relates every undotted pair of neighbours. The X
//! and V of [`super::xv`] sit on cell edges the same way ([`pair`]).

use crate::core::cell::{Cell, Symbol};
use crate::core::rule::Rule;
use rand::rngs::StdRng;
use rand::Rng;

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

/// Every dot a solved grid allows (a pair of 1 and 2 gets either colour), with `kropki-all`: every dot shown.
pub fn place_all(solution: &[Symbol], n: usize, rng: &mut StdRng) -> Vec<Rule> {
    dots(solution, n, rng, 100)
}

/// About a third of the dots a solved grid allows, at random: the generator's start, which it thins to the dots
/// the puzzle needs. (All of them left puzzles of one or two givens and some 40 dots, seconds each to thin;
/// half of them, 2.5 s a 9×9 hard puzzle; a third, 0.3 s, with 7–13 givens and 12–16 dots.)
pub fn place(solution: &[Symbol], n: usize, rng: &mut StdRng) -> Vec<Rule> {
    dots(solution, n, rng, 35)
}

/// The dots a solved grid allows, each kept with probability `percent`/100 (integer odds: `random_bool`'s
/// message for a bad probability would bring float formatting into the wasm, 8 KB).
fn dots(solution: &[Symbol], n: usize, rng: &mut StdRng, percent: u32) -> Vec<Rule> {
    super::side_pairs(n)
        .into_iter()
        .filter_map(|(a, b)| {
            let (x, y) = (solution[a as usize], solution[b as usize]);
            if !rng.random_ratio(percent, 100) {
                return None;
            }
            match (white(x, y), black(x, y)) {
                (true, true) if rng.random_ratio(1, 2) => Some(Rule::Black(a, b)),
                (true, _) => Some(Rule::White(a, b)),
                (_, true) => Some(Rule::Black(a, b)),
                _ => None,
            }
        })
        .collect()
}
