//! Binary puzzles (Takuzu / Binairo / 0h h1): an even n×n grid of 0s and 1s where every row and column holds
//! n/2 of each (**balance**), no three equal cells are adjacent in a row or column (**no triples**), and no two
//! rows and no two columns are equal (**distinct lines**, always on).
//!
//! **Tango** (LinkedIn's puzzle) is the same family with `=` and `×` signs between neighbouring cells and no
//! distinct-lines rule: game ID `tango:N:<cells>:<signs>` (see [`signs`] for the border order). The signs are
//! line rules of the same board, so counting, hints, grades and generation share one code path; Tango's own
//! techniques (sign rule, sign pair, sign balance) sit in the one technique table, and the distinct-lines
//! techniques never fire without that rule. Tango sides are even, 2 to [`signs::SIGN_MAX`].
//!
//! Symbols: `0` = empty, `1` = the digit 0, `2` = the digit 1. Game ID `binary:N:<cells>` with `0`, `1`, `.`;
//! a bare line of those characters whose length is an even square is read too.
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
//! Sizes: parsing, formatting, validation and solved grids work for even sides from 2 to [`MAX_SIDE`];
//! counting, hints, steps and grades use 64-bit line masks and work up to [`board::MAX_LOGIC`] (counting
//! falls back to plain backtracking above that); puzzles are generated for sides 4 to 20.

pub mod board;
pub mod format;
pub mod generate;
pub mod human;
pub mod search;
pub mod signs;
pub mod techniques;

use crate::candidates::Candidates;
use crate::puzzle::{GenerateOptions, Generated, Grade, HintError, ParseError, Puzzle, Violation};
use crate::step::{Step, Symbol};

pub use generate::solved_grid;

/// Largest side a description may have (a game ID of that side still fits `MAX_INPUT_LEN`).
pub const MAX_SIDE: usize = 1048;

/// A binary-puzzle grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binary {
    n: usize,
    cells: Vec<Symbol>,
    /// Tango's signs, one per border (`None`: a plain binary puzzle, with the distinct-lines rule).
    signs: Option<Vec<u8>>,
}

impl Binary {
    /// A grid from its side and cells (cells outside `0..=2` become empty; the length is padded or cut).
    pub fn from_parts(n: usize, mut cells: Vec<Symbol>) -> Binary {
        for c in cells.iter_mut() {
            if *c > 2 {
                *c = 0;
            }
        }
        cells.resize(n * n, 0);
        Binary {
            n,
            cells,
            signs: None,
        }
    }

    /// A Tango grid: cells as in [`Binary::from_parts`], signs one per border (`0`, [`signs::EQ`],
    /// [`signs::NE`]; the length is padded or cut). The side must be even and at most [`signs::SIGN_MAX`].
    pub fn tango(n: usize, cells: Vec<Symbol>, mut signs: Vec<u8>) -> Binary {
        let mut p = Binary::from_parts(n, cells);
        for s in signs.iter_mut() {
            if *s > 2 {
                *s = 0;
            }
        }
        signs.resize(signs::edge_count(n), 0);
        p.signs = Some(signs);
        p
    }

    /// Tango's signs, one per border (`None` for a plain binary puzzle).
    pub fn signs(&self) -> Option<&[u8]> {
        self.signs.as_deref()
    }

    /// Whether this is a Tango puzzle (signs, no distinct-lines rule).
    pub fn is_tango(&self) -> bool {
        self.signs.is_some()
    }

    /// The bit-mask board of these givens and rules (sides up to [`board::MAX_LOGIC`]).
    pub fn board(&self) -> board::Board {
        self.board_with(&self.cells)
    }

    /// The bit-mask board of these rules with other cells (a player's grid).
    pub fn board_with(&self, cells: &[Symbol]) -> board::Board {
        let mut b = board::Board::new(self.n);
        if let Some(s) = &self.signs {
            b.set_signs(s);
        }
        b.refill(cells)
    }
}

impl Puzzle for Binary {
    const KIND: &'static str = "binary";

    fn parse(desc: &str) -> Result<Self, ParseError> {
        format::parse(desc)
    }
    fn game_id(&self) -> String {
        format::game_id(self)
    }
    fn side(&self) -> usize {
        self.n
    }
    fn symbol_count(&self) -> usize {
        2
    }
    fn symbol_char(&self, s: Symbol) -> char {
        format::symbol_char(s)
    }
    fn cells(&self) -> &[Symbol] {
        &self.cells
    }
    fn with_cells(&self, cells: &[Symbol]) -> Self {
        let mut p = Binary::from_parts(self.n, cells.to_vec());
        p.signs = self.signs.clone();
        p
    }
    fn violations(&self) -> Vec<Violation> {
        format::violations(self)
    }
    fn count_solutions(&self, limit: usize) -> usize {
        search::count(self, limit).0
    }
    fn solution(&self) -> Option<Vec<Symbol>> {
        search::unique_solution(self)
    }
    /// Pencil marks are ignored: a binary cell has only two candidates.
    fn hint(&self, current: &[Symbol], _marks: Option<&[Candidates]>) -> Result<Step, HintError> {
        human::hint(self, current)
    }
    fn hint_known(
        &self,
        current: &[Symbol],
        _marks: Option<&[Candidates]>,
        solution: &[Symbol],
    ) -> Result<Step, HintError> {
        human::hint_known(self, current, solution)
    }
    fn steps(&self) -> Result<Vec<Step>, HintError> {
        human::steps(self)
    }
    fn grade(&self) -> Result<Grade, HintError> {
        human::grade(self)
    }
    fn generate(opts: &GenerateOptions) -> Result<Generated, String> {
        generate::generate(opts)
    }
}
