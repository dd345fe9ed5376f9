//! The `even` and `odd` rules: each listed cell (a grey square, a grey circle) holds an even or an odd digit.
//! A set of digits per cell, which the solvers, the candidates, the checks and the CNF export read.

/// The even digits of a side-`n` grid (bits `1 << d`).
pub fn even(n: usize) -> u32 {
    (1..=n).filter(|d| d % 2 == 0).fold(0, |m, d| m | 1 << d)
}

/// The odd digits of a side-`n` grid.
pub fn odd(n: usize) -> u32 {
    (1..=n).filter(|d| d % 2 == 1).fold(0, |m, d| m | 1 << d)
}
