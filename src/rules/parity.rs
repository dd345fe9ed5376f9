//! The `even` and `odd` rules: each listed cell (a grey square, a grey circle) holds an even or an odd digit.
//! A set of digits per cell, which the solvers, the candidates, the checks and the CNF export read.

use crate::core::cell::{Cell, Symbol};
use crate::core::rule::Rule;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// The even digits of a side-`n` grid (bits `1 << d`).
pub fn even(n: usize) -> u32 {
    (1..=n).filter(|d| d % 2 == 0).fold(0, |m, d| m | 1 << d)
}

/// The odd digits of a side-`n` grid.
pub fn odd(n: usize) -> u32 {
    (1..=n).filter(|d| d % 2 == 1).fold(0, |m, d| m | 1 << d)
}

/// Parity marks for a solved grid: a random third of the cells, each its own instance (`even=<cell>` or
/// `odd=<cell>`), so the generator can drop them one by one; [`merge`] makes them two rules again.
pub fn place(solution: &[Symbol], n: usize, rng: &mut StdRng) -> Vec<Rule> {
    let mut cells: Vec<usize> = (0..n * n).collect();
    cells.shuffle(rng);
    cells.truncate(n * n / 3);
    cells
        .into_iter()
        .map(|c| match solution[c] % 2 {
            0 => Rule::Even(vec![c as Cell]),
            _ => Rule::Odd(vec![c as Cell]),
        })
        .collect()
}

/// `rules` with every `even` instance made one rule, and every `odd` one, cells in reading order (the game ID's
/// canonical form), in canonical order.
pub fn merge(rules: Vec<Rule>) -> Vec<Rule> {
    let (mut even, mut odd) = (vec![], vec![]);
    let mut out: Vec<Rule> = rules
        .into_iter()
        .filter_map(|r| match r {
            Rule::Even(c) => {
                even.extend(c);
                None
            }
            Rule::Odd(c) => {
                odd.extend(c);
                None
            }
            r => Some(r),
        })
        .collect();
    for (cells, make) in [
        (even, Rule::Even as fn(Vec<Cell>) -> Rule),
        (odd, Rule::Odd),
    ] {
        if !cells.is_empty() {
            let mut cells = cells;
            crate::core::sort::sort(&mut cells);
            cells.dedup();
            out.push(make(cells));
        }
    }
    crate::core::sort::sort(&mut out);
    out
}
