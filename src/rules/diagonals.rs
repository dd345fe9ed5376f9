//! The `diagonals` rule (X-Sudoku): both main diagonals hold each digit once. Two units, the main diagonal
//! (r1c1 to rNcN) and the anti-diagonal (r1cN to rNc1); every technique and solver reads them as units.

use crate::core::cell::{Cell, Unit};
use crate::core::geometry::NamedUnit;

/// The two diagonals of a side-`n` grid, named.
pub fn units(n: usize) -> Vec<NamedUnit> {
    vec![
        (
            Unit::Diagonal(0),
            (0..n).map(|i| (i * n + i) as Cell).collect(),
        ),
        (
            Unit::Diagonal(1),
            (0..n).map(|i| (i * n + n - 1 - i) as Cell).collect(),
        ),
    ]
}
