//! The specialised 9×9 solver. (Placeholder: delegates to the general search until the fast one lands.)

use super::{search, Sudoku};
use crate::step::Symbol;

/// Solutions of a 9×9 grid (81 cells, 0 = empty) counted up to `limit`.
pub fn count(cells: &[Symbol], limit: usize) -> usize {
    match Sudoku::from_cells(3, 3, cells) {
        Ok(s) => search::count_solutions_general(&s, limit, &mut search::Stats::default()),
        Err(_) => 0,
    }
}

/// The solution of a 9×9 grid when it is unique.
pub fn unique_solution(cells: &[Symbol]) -> Option<Vec<Symbol>> {
    let s = Sudoku::from_cells(3, 3, cells).ok()?;
    search::unique_solution_general(&s)
}
