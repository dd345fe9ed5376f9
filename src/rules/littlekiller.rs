//! The `littlekiller` rule: a total outside the grid with an arrow pointing down a diagonal; the digits along
//! that diagonal, from the cell beside the clue to the far edge, add up to the total (they may repeat where no
//! unit forbids it). A sum over cells ([`signs`]: every cell plus) that the general solver bounds, the checks
//! add up, the CNF encodes and the Little killer step explains; the game ID names the diagonal by its first two
//! cells ([`diagonal`] reads the rest), and the generator's clues are [`place`]'s.

use crate::core::cell::{Cell, Symbol};
use crate::core::rule::Rule;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// Every cell of the diagonal counted plus, up to the rule's total.
pub fn signs(rule: &Rule) -> (Vec<i8>, i32) {
    (vec![1; rule.cells().len()], rule.total() as i32)
}

/// The diagonal a clue points down on a side-`n` grid, from its first cell `a` through its diagonal
/// neighbour `b` to the far edge; or what is wrong (`b` not a diagonal neighbour of `a`, or `a` not beside the
/// edge the clue must sit outside).
pub fn diagonal(a: Cell, b: Cell, n: usize) -> Result<Vec<Cell>, String> {
    let (r, c) = ((a as usize / n) as isize, (a as usize % n) as isize);
    let (dr, dc) = ((b as usize / n) as isize - r, (b as usize % n) as isize - c);
    if dr.abs() != 1 || dc.abs() != 1 {
        return Err(crate::tr!("error-rule-diagonal-neighbour"));
    }
    let inside = |r: isize, c: isize| (0..n as isize).contains(&r) && (0..n as isize).contains(&c);
    if inside(r - dr, c - dc) {
        return Err(crate::tr!("error-rule-diagonal-edge"));
    }
    Ok(walk(r, c, dr, dc, n))
}

/// The cells from `(r, c)` in steps of `(dr, dc)` until the edge.
fn walk(mut r: isize, mut c: isize, dr: isize, dc: isize, n: usize) -> Vec<Cell> {
    let mut out = vec![];
    while (0..n as isize).contains(&r) && (0..n as isize).contains(&c) {
        out.push((r as usize * n + c as usize) as Cell);
        r += dr;
        c += dc;
    }
    out
}

/// Every diagonal a clue may point down on a side-`n` grid, three cells or more, each once (a diagonal read
/// from either end is one).
pub fn diagonals(n: usize) -> Vec<Vec<Cell>> {
    let mut out: Vec<Vec<Cell>> = vec![];
    let last = n as isize - 1;
    for i in 0..n as isize {
        // clues above and below the grid (pointing down-left, down-right, up-left, up-right), then beside it
        let starts = [
            (0, i, 1, 1),
            (0, i, 1, -1),
            (last, i, -1, 1),
            (last, i, -1, -1),
            (i, 0, 1, 1),
            (i, 0, -1, 1),
            (i, last, 1, -1),
            (i, last, -1, -1),
        ];
        for (r, c, dr, dc) in starts {
            let d = walk(r, c, dr, dc, n);
            let mut back = d.clone();
            back.reverse();
            if d.len() >= 3 && !out.contains(&d) && !out.contains(&back) {
                out.push(d);
            }
        }
    }
    out
}

/// Little killer clues for a solved grid: a few diagonals (about a third of a row's count and one), each with
/// the sum of its digits, read from a random end.
pub fn place(solution: &[Symbol], n: usize, rng: &mut StdRng) -> Vec<Rule> {
    let mut all = diagonals(n);
    all.shuffle(rng);
    all.into_iter()
        .take(n / 3 + 1)
        .map(|mut d| {
            if rand::Rng::random_bool(rng, 0.5) {
                d.reverse();
            }
            let total: u16 = d.iter().map(|&c| solution[c as usize] as u16).sum();
            Rule::LittleKiller(d, total)
        })
        .collect()
}
