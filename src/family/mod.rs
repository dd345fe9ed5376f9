//! Layer 8, the families' front: each family's `Puzzle` implementation ([`sudoku`], [`binary`]), where every
//! verb (read, write, check, count, solve, hint, grade, generate) calls the layer that does it, and
//! [`any::AnyPuzzle`], one value for a puzzle of either family, which the layers above work through.
//!
//! May import: every engine layer below.

pub mod any;
pub mod binary;
pub mod sudoku;
