//! The `nonconsecutive` rule: orthogonal neighbours never hold digits that differ by 1. A relation between
//! each two cells sharing a side ([`crate::core::geometry::Relation`]): the solvers, the candidates, the checks
//! and the CNF export read it from its table.

use crate::core::cell::{Cell, Symbol};
use crate::core::geometry::side_neighbours;

/// Every pair of orthogonal neighbours of a side-`n` grid (`a < b`).
pub fn pairs(n: usize) -> Vec<(Cell, Cell)> {
    let mut out = Vec::new();
    for c in 0..n * n {
        for d in side_neighbours(n, c).filter(|&d| d > c) {
            out.push((c as Cell, d as Cell));
        }
    }
    out
}

/// Whether neighbours may hold `a` and `b`: not when they differ by 1.
pub fn allows(a: Symbol, b: Symbol) -> bool {
    a.abs_diff(b) != 1
}
