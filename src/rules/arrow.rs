//! The `arrow` rule: the digit in an arrow's circle (its first cell) is the sum of the digits along its path
//! (the other cells, from the circle on). A sum over cells ([`signs`]: the circle counted plus, the path minus,
//! total 0) that the general solver bounds, the checks add up, the CNF encodes ([`clauses`]) and the Arrow step
//! explains; the generator's arrows are [`place`]'s.

use crate::core::cell::{Cell, Symbol};
use crate::core::geometry::Sum;
use crate::core::rule::Rule;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::Rng;

/// The circle less the path's digits makes 0.
pub fn signs(rule: &Rule) -> (Vec<i8>, i32) {
    let k = rule.cells().len();
    let mut signs = vec![-1; k];
    if let Some(first) = signs.first_mut() {
        *first = 1;
    }
    (signs, 0)
}

/// The clauses of a sum over literals `x(cell, v)`: for every assignment of the cells but the first, the first
/// cell holds the one value that makes the total (or, when none does, that assignment is forbidden). `n^(k-1)`
/// clauses for `k` cells: an arrow of a 3-cell path, 729 on 9×9.
pub fn clauses(sum: &Sum, n: usize, x: &impl Fn(usize, usize) -> i32) -> Vec<Vec<i32>> {
    let k = sum.cells.len();
    let mut out = vec![];
    let mut vals = vec![1usize; k];
    if k < 2 {
        return out;
    }
    loop {
        let rest: i32 = (1..k).map(|i| sum.signs[i] as i32 * vals[i] as i32).sum();
        let need = (sum.total - rest) * sum.signs[0] as i32;
        let mut clause: Vec<i32> = (1..k).map(|i| -x(sum.cells[i] as usize, vals[i])).collect();
        if (1..=n as i32).contains(&need) {
            clause.push(x(sum.cells[0] as usize, need as usize));
        }
        out.push(clause);
        // next assignment of cells 1..k
        let mut i = 1;
        while i < k && vals[i] == n {
            vals[i] = 1;
            i += 1;
        }
        if i == k {
            break;
        }
        vals[i] += 1;
    }
    out
}

/// Arrows for a solved grid: a few (about half a row's count), each a circle and a path of 2–3 touching cells
/// from it whose digits add up to the circle's, no two arrows sharing a cell.
pub fn place(solution: &[Symbol], n: usize, rng: &mut StdRng) -> Vec<Rule> {
    let mut used = vec![false; n * n];
    let mut circles: Vec<usize> = (0..n * n).filter(|&c| solution[c] >= 3).collect();
    circles.shuffle(rng);
    let mut out = vec![];
    for circle in circles {
        if out.len() == n / 2 + 1 {
            break;
        }
        if used[circle] {
            continue;
        }
        let mut path = vec![circle];
        let mut left = solution[circle] as i32;
        while left > 0 && path.len() <= 3 {
            let at = *path.last().expect("the circle is on it");
            let (r, c) = ((at / n) as isize, (at % n) as isize);
            let next: Vec<usize> = (-1..=1)
                .flat_map(|dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
                .filter(|&(r2, c2)| (0..n as isize).contains(&r2) && (0..n as isize).contains(&c2))
                .map(|(r2, c2)| (r2 * n as isize + c2) as usize)
                .filter(|&b| !used[b] && !path.contains(&b))
                .filter(|&b| {
                    let d = solution[b] as i32;
                    // the last step must end the sum; earlier ones leave room for one more digit
                    d == left || (path.len() < 3 && d < left)
                })
                .collect();
            let Some(&b) = next.get(rng.random_range(0..next.len().max(1))) else {
                break;
            };
            left -= solution[b] as i32;
            path.push(b);
        }
        if left == 0 && path.len() >= 3 {
            for &c in &path {
                used[c] = true;
            }
            out.push(Rule::Arrow(path.into_iter().map(|c| c as Cell).collect()));
        }
    }
    out
}
