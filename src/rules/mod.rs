//! Layer 3, rules as data: what a rule of a Sudoku-family puzzle means beyond rows, columns and boxes, in one
//! place per rule. Today Killer's cages ([`cage`]: digit sets per sum, violations, names, the 45 rule); the
//! other rules (units, relations between cells, lines, outside clues) will each get a file here.
//!
//! May import: `core`, `hint`, `puzzle`.

pub mod cage;
