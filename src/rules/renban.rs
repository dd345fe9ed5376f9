//! The `renban` rule: a purple line whose cells hold a set of consecutive digits, in any order, none repeated.
//! A set of k different digits is consecutive exactly when every two of them differ by less than k, so the rule
//! is a relation between every two cells of the line ([`pairs`], [`allows`]): the solvers, candidates, checks
//! and CNF read it like a thermometer's steps. The generator's lines are [`place`]'s.

use crate::core::cell::{Cell, Symbol};
use crate::core::rule::Rule;
use rand::rngs::StdRng;

/// Every two cells of a renban line.
pub fn pairs(rule: &Rule) -> Vec<(Cell, Cell)> {
    let cells = rule.cells();
    let mut out = vec![];
    for (i, &a) in cells.iter().enumerate() {
        for &b in &cells[i + 1..] {
            out.push((a, b));
        }
    }
    out
}

/// Whether two cells of the renban line `rule` may hold `a` and `b`: different digits less than the line's
/// length apart.
pub fn allows(rule: &Rule, a: Symbol, b: Symbol, _: usize) -> bool {
    a != b && (a.abs_diff(b) as usize) < rule.cells().len()
}

/// Renban lines for a solved grid: a few (about a third of a row's count and one), 3–6 cells long (2–4 on
/// 4×4), bending, none sharing a cell ([`super::thermo::walks`]); each step takes a digit one below the line's
/// lowest or one above its highest, so every stretch of it is a renban too.
pub fn place(solution: &[Symbol], n: usize, rng: &mut StdRng) -> Vec<Rule> {
    let lens = match n {
        0..=4 => 2..=4,
        5..=6 => 3..=5,
        _ => 3..=6,
    };
    let extends = |p: &[Symbol], b: Symbol| {
        let (lo, hi) = (p.iter().min(), p.iter().max());
        lo.is_some_and(|&lo| b + 1 == lo) || hi.is_some_and(|&hi| b == hi + 1)
    };
    super::thermo::walks(solution, n, rng, lens, n / 3 + 1, &extends, &|_| true)
        .into_iter()
        .map(Rule::Renban)
        .collect()
}
