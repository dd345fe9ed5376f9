//! The `antiking` rule: two cells a chess king's move apart (diagonal neighbours included) never hold the same
//! digit. Orthogonal neighbours already share a row or column, so the rule adds the diagonal neighbours: pairs
//! of cells the geometry adds to each cell's peers.

use super::moves_apart;
use crate::core::cell::Cell;

/// Every pair of cells of a side-`n` grid a king's move apart (`a < b`).
pub fn pairs(n: usize) -> Vec<(Cell, Cell)> {
    moves_apart(n, &[(0, 1), (1, -1), (1, 0), (1, 1)])
}
