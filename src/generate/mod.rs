//! Layer 7, generation: seeded puzzles with exactly one solution, irreducible, at a level (graded by the human
//! solver): Sudoku and X-Sudoku ([`sudoku`]), Sudoku with rule instances ([`rules`]), Jigsaw layouts ([`jigsaw`]), Killer cages ([`killer`]), binary
//! and Tango ([`binary`]). The same options and seed give the same puzzle.
//!
//! May import: every engine layer below (`core`, `hint`, `puzzle`, `rules`, `solve`, `format`, `human`).

pub mod binary;
pub mod jigsaw;
pub mod killer;
pub mod rules;
pub mod sudoku;
