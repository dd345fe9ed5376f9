//! # Deduce
//!
//! A logic-puzzle engine: Sudoku of every common size and binary puzzles (Takuzu). It parses and validates
//! puzzles, counts solutions up to a limit, generates unique puzzles at a chosen difficulty, grades them by the
//! hardest human technique they need, and explains the next logical step as a person would see it.
//!
//! ```
//! use deduce::{Puzzle, Sudoku};
//! let s = Sudoku::parse(
//!     "...8.1..........435............7.8........1...2..3....6......75..34........2..6..",
//! ).unwrap();
//! assert_eq!(s.count_solutions(2), 1);
//! assert_eq!(s.game_id().len(), "sudoku:3x3:".len() + 81);
//! ```

// The engine's layers, bottom to top: each may import only the layers above it in this list (README, "Layout";
// tests/layers.rs checks it, and that no two files import each other).
pub mod core;
pub mod family;
pub mod format;
pub mod generate;
pub mod hint;
pub mod human;
pub mod puzzle;
pub mod rules;
pub mod solve;
pub mod text;
// On top of the engine: reading pastes and exporting CNF, the mid-end (session, plan, position), learning, the
// CLI's batch runs and JSON, and the wasm boundary.
pub mod booklet;
pub mod cnf;
pub mod learn;
pub mod lines;
pub mod needs;
pub mod paste;
pub mod plan;
pub mod position;
pub mod session;
pub mod step_json;
// Threads for the CLI's --jobs; it also compiles for wasm32 (where `cargo test --target wasm32-unknown-unknown
// --tests` builds the CLI binary too) and nothing exported there uses it, so it adds nothing to the wasm.
pub mod batch;
// What the CLI reads (files, standard input, whole texts); native only in use, like `batch`.
pub mod input;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use crate::core::binary::Binary;
pub use crate::core::candidates::Candidates;
pub use crate::core::cell::{Cell, Symbol, Unit};
pub use crate::core::error::{HintError, ParseError, Violation};
pub use crate::core::sudoku::Sudoku;
pub use family::any::AnyPuzzle;
pub use hint::step::Step;
pub use hint::technique::{Level, Technique};
pub use puzzle::{GenerateOptions, Generated, Grade, Puzzle};
