//! The `thermo` rule: digits strictly increase from the bulb (the path's first cell) along the thermometer.
//! Each step of the path is a relation (the next digit is larger); with the path's cells all different, the
//! steps say it all. The `whisper` rule reads its line's steps the same way ([`pairs`]). The generator's
//! thermometers are [`place`]'s, drawn along [`walks`] (whispers too).

use crate::core::cell::{Cell, Symbol};
use crate::core::rule::Rule;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::Rng;
use std::ops::RangeInclusive;

/// The steps of a path rule's line, in order: each cell and the next.
pub fn pairs(rule: &Rule) -> Vec<(Cell, Cell)> {
    let cells = rule.cells();
    cells.windows(2).map(|w| (w[0], w[1])).collect()
}

/// Thermometers for a solved grid, the way setters draw them: up to about one per row, 3–7 cells long (2–4 on
/// 4×4), bending (diagonal steps too), none sharing a cell, started on low digits.
pub fn place(solution: &[Symbol], n: usize, rng: &mut StdRng) -> Vec<Rule> {
    let lens = match n {
        0..=4 => 2..=4,
        5..=6 => 3..=5,
        _ => 3..=7,
    };
    let low = |d: Symbol| (d as usize) <= n.div_ceil(2);
    walks(solution, n, rng, lens, n, &|p, b| p[p.len() - 1] < b, &low)
        .into_iter()
        .map(Rule::Thermo)
        .collect()
}

/// Up to `count` lines on a solved grid for a rule on the steps of a path (a thermometer, a whisper): walks of a
/// random length in `lens` (shorter ones are dropped) from a cell whose digit `start` accepts, each step to a
/// touching cell (diagonals count) whose digit `step` accepts after the path's digits so far, preferring the
/// digit closest to the last one
/// (the line goes further); no two lines share a cell and no two diagonal steps cross.
pub fn walks(
    solution: &[Symbol],
    n: usize,
    rng: &mut StdRng,
    lens: RangeInclusive<usize>,
    count: usize,
    step: &dyn Fn(&[Symbol], Symbol) -> bool,
    start: &dyn Fn(Symbol) -> bool,
) -> Vec<Vec<Cell>> {
    let mut used = vec![false; n * n];
    // The 2×2 squares (by their top-left cell) a diagonal step already crosses.
    let mut crossed = vec![false; n * n];
    let square = |a: usize, b: usize| (a / n).min(b / n) * n + (a % n).min(b % n);
    let mut starts: Vec<usize> = (0..n * n).filter(|&c| start(solution[c])).collect();
    starts.shuffle(rng);
    let mut out = Vec::new();
    for first in starts {
        if out.len() == count {
            break;
        }
        if used[first] {
            continue;
        }
        let target = rng.random_range(lens.clone());
        let mut path = vec![first];
        let mut squares = vec![];
        let mut digits = vec![solution[first]];
        while path.len() < target {
            let at = *path.last().expect("a path has its first cell");
            let (r, c) = ((at / n) as isize, (at % n) as isize);
            let mut next: Vec<usize> = (-1..=1)
                .flat_map(|dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
                .filter(|&(r2, c2)| (0..n as isize).contains(&r2) && (0..n as isize).contains(&c2))
                .map(|(r2, c2)| (r2 * n as isize + c2) as usize)
                .filter(|&b| b != at && !used[b] && !path.contains(&b))
                .filter(|&b| step(&digits, solution[b]))
                .filter(|&b| {
                    at / n == b / n || at % n == b % n || {
                        let s = square(at, b);
                        !crossed[s] && !squares.contains(&s)
                    }
                })
                .collect();
            if next.is_empty() {
                break;
            }
            crate::core::sort::sort_by_key(&mut next, |&b| (solution[b].abs_diff(solution[at]), b));
            let b = match rng.random_ratio(3, 5) {
                true => next[0],
                false => next[rng.random_range(0..next.len())],
            };
            if at / n != b / n && at % n != b % n {
                squares.push(square(at, b));
            }
            path.push(b);
            digits.push(solution[b]);
        }
        if path.len() >= *lens.start() {
            for &c in &path {
                used[c] = true;
            }
            for s in squares {
                crossed[s] = true;
            }
            out.push(path.into_iter().map(|c| c as Cell).collect());
        }
    }
    out
}
