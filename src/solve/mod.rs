//! Layer 4, exact solving: counting solutions to a limit, the unique solution, uniqueness after clues are
//! removed, random filled grids. [`door`] is the way in and picks the solver: the specialised 9×9 solver
//! ([`fast9`], with its wasm SIMD part in `fast9_wasm.rs`), the big-grid solver ([`big`], restarted with probing by
//! [`restart`]), the general search ([`general`]), the side-neighbour solver for non-consecutive 9×9
//! ([`neighbours9`]), the Killer search ([`killer`]) and the SAT prover ([`prove`],
//! native builds with the `prove` feature); [`fill`] makes random filled grids. The binary family's board and
//! search are in [`binary`].
//!
//! May import: `core`, `hint`, `puzzle`, `rules`.

pub mod big;
pub mod binary;
pub mod door;
pub mod fast9;
pub mod fill;
pub mod general;
pub mod killer;
pub mod neighbours9;
#[cfg(all(feature = "prove", not(target_arch = "wasm32")))]
pub mod prove;
pub mod restart;

use crate::core::cell::Symbol;
use crate::core::sudoku::Sudoku;

/// Branch points after which a search counts as running long: the one budget behind the exact solvers'
/// hand-offs. Past it the big-grid count starts again with probing, or goes to the SAT solver
/// ([`restart::count`]); the general count on other layouts goes to the SAT solver, or restarts
/// ([`door`]); the generator's clue check on those layouts gives up and keeps its clue (about 0.1 s; 9×9
/// Jigsaw checks need a few hundred at most but for rare outliers).
pub const LONG_SEARCH: u64 = 20_000;

/// Whether a search that has made `guesses` branch points is past its budget: more than `guess_limit`, or (looked
/// at every 256th branch point) the clock past `deadline_ms`. The general and the side-neighbour solver's limits.
pub(super) fn past_budget(guesses: u64, guess_limit: u64, deadline_ms: f64) -> bool {
    guesses > guess_limit
        || (guesses & 255 == 0
            && deadline_ms.is_finite()
            && crate::core::clock::now_ms() > deadline_ms)
}

/// The SAT fallback, chosen here only: native builds with the `prove` feature count with the SAT solver
/// ([`prove::count`], which encodes the grid's units: the proven irreducible 25×25 puzzles took the search
/// with probing minutes each to prove unique, the SAT solver well under a second); other builds (the wasm
/// modules) have none.
#[cfg(all(feature = "prove", not(target_arch = "wasm32")))]
pub(crate) fn sat_count(s: &Sudoku, limit: usize) -> Option<(usize, Option<Vec<Symbol>>)> {
    use crate::puzzle::Puzzle as _;
    Some(prove::count(&s.geo, s.cells(), limit))
}

/// Without the SAT solver (the wasm modules) a long search goes on its own way.
#[cfg(not(all(feature = "prove", not(target_arch = "wasm32"))))]
pub(crate) fn sat_count(_: &Sudoku, _: usize) -> Option<(usize, Option<Vec<Symbol>>)> {
    None
}
