//! Layer 6, human solving: the pencil-mark grid ([`grid`]), the human-style solver that gives hints, solve
//! paths and grades ([`solver`]), the placement-seeking hint ([`hint_plan`]) and the techniques, one file each,
//! in one table ([`techniques`]); the binary family's in [`binary`].
//!
//! May import: `core`, `hint`, `puzzle`, `rules`, `solve`, `format`.

pub mod binary;
pub mod grid;
pub mod hint_plan;
pub mod solver;
pub mod techniques;
