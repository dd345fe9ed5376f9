//! Jigsaw Sudoku: seeded random region layouts and generation. A layout starts from the plain blocks (or, for
//! sides with no block shape, 5, 7 and 11, from a snake cut into runs of `n` cells) and is reshaped by random
//! boundary swaps (a cell of one region trades places with a cell of a neighbouring one) that keep every
//! region connected and compact: no region's perimeter may pass a cap near a square's, and swaps that lengthen
//! the borders are taken only now and then. A layout that equals the blocks, or on which a random fill finds
//! no solution within a small budget, is dropped for the next one.

use crate::core::cell::Symbol;
use crate::core::geometry::{side_neighbours, standard_shape, Geometry};
use crate::generate::sudoku::{generate_on, Symmetry};
use crate::puzzle::{GenerateOptions, Generated};
use crate::solve::fill;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::Arc;

pub use crate::format::variant::JIGSAW_SIDES;

/// Random fills tried on a layout before it is dropped (each gives up after a few guesses per cell).
const FILL_TRIES: usize = 4;
/// Accepted swaps per cell of the grid: enough to leave the starting blocks well behind.
const SWAPS_PER_CELL: usize = 3;
/// Odds of taking a swap that lengthens the region borders (the rest only keep or shorten them).
const UPHILL: f64 = 0.35;

/// Perimeter of region `k`: cell sides not shared with another cell of `k` (the grid's edge counts).
fn perimeter(n: usize, regions: &[u8], k: u8) -> usize {
    (0..n * n)
        .filter(|&c| regions[c] == k)
        .map(|c| 4 - side_neighbours(n, c).filter(|&d| regions[d] == k).count())
        .sum()
}

/// Whether region `k` (non-empty) is connected through shared sides.
fn connected(n: usize, regions: &[u8], k: u8) -> bool {
    let cells: Vec<usize> = (0..n * n).filter(|&c| regions[c] == k).collect();
    let Some(&first) = cells.first() else {
        return true;
    };
    let mut seen = vec![false; n * n];
    let mut stack = vec![first];
    seen[first] = true;
    let mut reached = 1;
    while let Some(c) = stack.pop() {
        for d in side_neighbours(n, c) {
            if !seen[d] && regions[d] == k {
                seen[d] = true;
                reached += 1;
                stack.push(d);
            }
        }
    }
    reached == cells.len()
}

/// The largest perimeter a region of `n` cells may have: a little more than a square's (`4√n`), so no snakes.
pub fn perimeter_cap(n: usize) -> usize {
    (4.0 * (n as f64).sqrt()).ceil() as usize + 4
}

/// The blocks of the standard shape of side `n`, in either orientation (`br×bc` and `bc×br`), if any.
fn block_layouts(n: usize) -> Vec<Vec<u8>> {
    let Some((br, bc)) = standard_shape(n) else {
        return vec![];
    };
    [(br, bc), (bc, br)]
        .into_iter()
        .map(|(h, w)| {
            (0..n * n)
                .map(|c| ((c / n / h) * (n / w) + (c % n) / w) as u8)
                .collect()
        })
        .collect()
}

/// The starting partition: the blocks, or (no block shape) a snake through vertical bands about `√n` wide,
/// cut into runs of `n` cells. The snake runs down the first band, up the second, and so on, each row of a band
/// in alternate directions, so consecutive cells are neighbours (`n` odd keeps the band changes adjacent).
fn start(n: usize) -> Vec<u8> {
    if let Some(b) = block_layouts(n).into_iter().next() {
        return b;
    }
    let bands = ((n as f64).sqrt().floor() as usize).max(1);
    let mut order = Vec::with_capacity(n * n);
    let mut left = 0;
    for b in 0..bands {
        let width = n / bands + usize::from(b >= bands - n % bands);
        let rows: Vec<usize> = match b % 2 {
            0 => (0..n).collect(),
            _ => (0..n).rev().collect(),
        };
        for (i, &r) in rows.iter().enumerate() {
            let cols: Vec<usize> = match i % 2 {
                0 => (left..left + width).collect(),
                _ => (left..left + width).rev().collect(),
            };
            order.extend(cols.into_iter().map(|c| r * n + c));
        }
        left += width;
    }
    let mut regions = vec![0u8; n * n];
    for (i, &c) in order.iter().enumerate() {
        regions[c] = (i / n) as u8;
    }
    regions
}

/// One random reshaping of `regions` by boundary swaps (see the module notes); every region stays connected,
/// `n` cells, and within [`perimeter_cap`].
fn reshape(n: usize, regions: &mut [u8], rng: &mut impl Rng) {
    let cap = perimeter_cap(n);
    let mut accepted = 0;
    let mut tries = 0;
    while accepted < SWAPS_PER_CELL * n * n && tries < 200 * n * n {
        tries += 1;
        let a = rng.random_range(0..n * n);
        let ra = regions[a];
        let others: Vec<usize> = side_neighbours(n, a)
            .filter(|&d| regions[d] != ra)
            .collect();
        if others.is_empty() {
            continue;
        }
        let rb = regions[others[rng.random_range(0..others.len())]];
        // A cell of the other region that touches `ra` (other than through `a`) takes `a`'s place.
        let candidates: Vec<usize> = (0..n * n)
            .filter(|&c| {
                regions[c] == rb && side_neighbours(n, c).any(|d| d != a && regions[d] == ra)
            })
            .collect();
        if candidates.is_empty() {
            continue;
        }
        let b = candidates[rng.random_range(0..candidates.len())];
        let before = perimeter(n, regions, ra) + perimeter(n, regions, rb);
        regions[a] = rb;
        regions[b] = ra;
        let (pa, pb) = (perimeter(n, regions, ra), perimeter(n, regions, rb));
        let ok = pa <= cap
            && pb <= cap
            && (pa + pb <= before || rng.random_bool(UPHILL))
            && connected(n, regions, ra)
            && connected(n, regions, rb);
        if ok {
            accepted += 1;
        } else {
            regions[a] = ra;
            regions[b] = rb;
        }
    }
}

/// Regions renumbered `0, 1, …` in order of first appearance (the game ID's canonical labels).
fn canonical(regions: &[u8]) -> Vec<u8> {
    let mut order: Vec<u8> = vec![];
    regions
        .iter()
        .map(|r| match order.iter().position(|o| o == r) {
            Some(k) => k as u8,
            None => {
                order.push(*r);
                (order.len() - 1) as u8
            }
        })
        .collect()
}

/// A random Jigsaw layout of side `n` (4–12) and a solution on it: `n` connected compact regions of `n` cells,
/// never the plain blocks. Deterministic in the random stream.
pub fn random_layout(n: usize, rng: &mut impl Rng) -> Result<(Arc<Geometry>, Vec<Symbol>), String> {
    if !JIGSAW_SIDES.contains(&n) {
        return Err(crate::tr!(
            "error-generate-jigsaw-size",
            size = n,
            min = *JIGSAW_SIDES.start(),
            max = *JIGSAW_SIDES.end()
        ));
    }
    let blocks: Vec<Vec<u8>> = block_layouts(n).iter().map(|b| canonical(b)).collect();
    loop {
        let mut regions = start(n);
        reshape(n, &mut regions, rng);
        let regions = canonical(&regions);
        if blocks.contains(&regions) {
            continue;
        }
        let geo = Geometry::jigsaw(n, regions)?;
        if let Some(sol) = fill::random_solution_within(&geo, rng, FILL_TRIES) {
            return Ok((geo, sol));
        }
    }
}

/// A seeded Jigsaw puzzle per `opts` (`size` 4–12): the layout comes from the seed, then the Sudoku generator
/// makes an irreducible puzzle of the level asked for on it ([`generate_on`]). Same options, same puzzle.
/// With `prove` (`deduce generate --prove`, native builds with the `prove` feature) every clue check the
/// search gives up on is decided by the SAT prover, as for Sudoku.
pub fn generate(opts: &GenerateOptions, prove: bool) -> Result<Generated, String> {
    let sym = Symmetry::of_options(opts)?;
    // The layout's stream is apart from the puzzle's, so both stay fixed by the seed.
    let mut rng = StdRng::seed_from_u64(opts.seed ^ 0x4a49_4753_4157);
    let (geo, _) = random_layout(opts.size, &mut rng)?;
    generate_on(&geo, sym, opts, prove)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_snake_start_is_connected_for_odd_sides() {
        for n in [5, 7, 11] {
            let r = start(n);
            for k in 0..n as u8 {
                assert!(connected(n, &r, k), "side {n} region {k}");
                assert_eq!(r.iter().filter(|&&x| x == k).count(), n);
            }
        }
    }
}
