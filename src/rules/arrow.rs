//! The `arrow` rule: the digit in an arrow's circle (its first cell) is the sum of the digits along its path
//! (the other cells, from the circle on). A sum over cells ([`signs`]: the circle counted plus, the path minus,
//! total 0) that the general solver bounds, the checks add up, the CNF encodes ([`super::sum`]) and the Arrow step
//! explains; the generator's arrows are [`place`]'s.

use crate::core::cell::{Cell, Symbol};
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
