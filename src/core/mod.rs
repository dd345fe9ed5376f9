//! Layer 0, the ground floor: what every other layer names and builds on. Cells, symbols and units and their
//! names ([`cell`]), symbol sets ([`candidates`]), the shape of a Sudoku grid with its units, peers and Killer
//! cages as data ([`geometry`]), the rules a Sudoku may carry as data ([`rule`]), the puzzle values of both
//! families ([`sudoku`], [`binary`], with Tango's signs as data), the shared errors ([`error`]), and small utilities ([`sort`], [`clock`]).
//!
//! May import: nothing of the crate outside `core/` (only `std`).

pub mod binary;
pub mod candidates;
pub mod cell;
pub mod clock;
pub mod error;
pub mod geometry;
pub mod rule;
pub mod sort;
pub mod sudoku;
