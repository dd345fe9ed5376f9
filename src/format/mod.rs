//! Layer 5, formats: game IDs of every kind, read (with errors that say what and where) and written in
//! canonical form, and the rule checks on givens: Sudoku and bare lines ([`sudoku`], which picks the kind),
//! X-Sudoku and Jigsaw ([`variant`]), Killer ([`killer`]), the parts they share ([`shape`]), binary and Tango
//! ([`binary`]); a puzzle drawn for print ([`svg`]). The paste reader (`paste`) and CNF export (`cnf`) read and write whole puzzles of either family,
//! so they sit at the top with `family::any`.
//!
//! May import: `core`, `hint`, `puzzle`, `rules`, `solve`.

pub mod binary;
pub mod killer;
pub mod shape;
pub mod sudoku;
pub mod svg;
pub mod variant;
