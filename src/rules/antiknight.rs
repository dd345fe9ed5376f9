//! The `antiknight` rule: two cells a chess knight's move apart (two steps one way, one step the other) never
//! hold the same digit. Pairs of cells, which the geometry adds to each cell's peers, so singles, subsets,
//! chains and the solvers apply it.

use super::moves_apart;
use crate::core::cell::Cell;

/// Every pair of cells of a side-`n` grid a knight's move apart (`a < b`).
pub fn pairs(n: usize) -> Vec<(Cell, Cell)> {
    moves_apart(n, &[(1, 2), (2, 1), (1, -2), (2, -1)])
}
