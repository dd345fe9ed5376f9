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

pub mod any;
// Threads for the CLI's --jobs; it also compiles for wasm32 (where `cargo test --target wasm32-unknown-unknown
// --tests` builds the CLI binary too) and nothing exported there uses it, so it adds nothing to the wasm.
pub mod batch;
pub mod binary;
pub mod candidates;
pub mod clock;
pub mod cnf;
// What the CLI reads (files, standard input, whole texts); native only in use, like `batch`.
pub mod input;
pub mod learn;
pub mod lines;
pub mod paste;
pub mod plan;
pub mod position;
pub mod puzzle;
pub mod session;
pub mod sort;
pub mod step;
pub mod step_json;
pub mod sudoku;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use any::AnyPuzzle;
pub use binary::Binary;
pub use candidates::Candidates;
pub use puzzle::{GenerateOptions, Generated, Grade, HintError, ParseError, Puzzle, Violation};
pub use step::{Cell, Level, Step, Symbol, Technique, Unit};
pub use sudoku::Sudoku;
