//! The binary family's human solving: the solver that gives hints, solve paths and grades ([`solver`]) and the
//! techniques, one file each ([`techniques`]), whose facts are one row each in one table ([`catalogue`],
//! which also defines "harder").
//!
//! # Techniques and levels
//!
//! | Level  | Techniques it allows (each level includes the ones above)                            |
//! |--------|---------------------------------------------------------------------------------------|
//! | Easy   | Pair, Sandwich, Last cell, Balance completion; Tango: Sign rule                        |
//! | Medium | Duplicate guard, Last of a kind; Tango: Sign pair, Sign balance                        |
//! | Hard   | Line elimination (Tango: with the signs), Duplicate-line elimination                   |
//! | Expert | Contradiction (assume a digit, follow the line rules above until one breaks)          |
//! | Master | Deeper lookahead (two-level contradiction; both branches agree; else search)          |
//!
//! The generator offers all five levels for sizes 6 to 20 (4×4 puzzles are all easy: asking for a harder
//! one gives an easy puzzle labelled easy). Master is the top level: its puzzles are irreducible. Below 10×10
//! Master puzzles are rare (most irreducible small puzzles fall to contradictions; about 1 in 20 requests at
//! 6×6 and 8×8 finds one within the work budget), so a Master request there mostly gives an Expert puzzle,
//! labelled Expert; the page therefore offers Master from 10×10 up. The same options and seed always give the
//! same puzzle (work budgets, not the clock).
//!

pub mod catalogue;
pub mod solver;
pub mod techniques;
