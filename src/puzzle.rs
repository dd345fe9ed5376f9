//! The interface both puzzle families implement ([`Puzzle`]: read, write, check, count, solve, hint, grade,
//! generate), what grading and generation answer ([`Grade`], [`Generated`]) and generation's options. It
//! sits just above the hint record (a hint is a [`Step`]); each family's implementation is in `family/`, at
//! the top of the engine, where it calls into the layers below.

use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol};
use crate::core::error::{HintError, ParseError, Violation};
use crate::hint::mistake::Answer;
use crate::hint::step::Step;
use crate::hint::technique::{Level, Technique};

/// What grading a puzzle found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    pub level: Level,
    /// The hardest technique the logical solve needed.
    pub hardest: Technique,
    /// Number of steps in the solve path.
    pub steps: usize,
}

/// Options for generating a puzzle. Sizes and symmetries a family does not support are errors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    /// Side length (Sudoku: 4, 6, 9, 12, 16, 25; binary: even 4..=20).
    pub size: usize,
    pub level: Option<Level>,
    /// Sudoku only: `none`, `rot180`, `rot90`, `mirror-h`, `mirror-v`, `diagonal`.
    pub symmetry: Option<String>,
    pub seed: u64,
    /// Give up searching for the exact level after this many milliseconds and return the closest result.
    pub time_budget_ms: u64,
}

/// A generated puzzle with its true label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    pub game_id: String,
    pub level: Level,
    pub hardest: Technique,
    /// Clues not proven needed: their uniqueness check gave up at its work limit (the puzzle is unique, but
    /// these may be redundant). 0 when proven irreducible, or, for a rule whose puzzles below master keep the
    /// givens their level needs ([`crate::rules::RuleRow::level_givens_from`]), minimal for its level; only big
    /// Sudoku grids leave any.
    pub undecided: usize,
}

/// The interface both families implement. A value is a grid: cells with symbols or 0 (empty).
/// `parse` never yields a value that can panic later.
pub trait Puzzle: Clone + Sized {
    /// Reads a game ID or a bare line.
    fn parse(desc: &str) -> Result<Self, ParseError>;
    /// The canonical game ID: `parse(game_id(x)) == x`.
    fn game_id(&self) -> String;
    /// Side length.
    fn side(&self) -> usize;
    /// Number of distinct symbols (`side` for Sudoku, 2 for binary).
    fn symbol_count(&self) -> usize;
    /// The character that shows symbol `s` (`'0'`/`'1'` for binary, `'1'..'9','A'..` for Sudoku).
    fn symbol_char(&self, s: Symbol) -> char;
    /// The cells, row-major, 0 = empty.
    fn cells(&self) -> &[Symbol];
    /// The same shape with other cells (no check beyond length and range: use `violations`).
    fn with_cells(&self, cells: &[Symbol]) -> Self;
    /// Every broken rule in this grid (empty when no rule is broken so far).
    fn violations(&self) -> Vec<Violation>;
    /// Solutions counted up to `limit`.
    fn count_solutions(&self, limit: usize) -> usize;
    /// The solution, only when it is unique.
    fn solution(&self) -> Option<Vec<Symbol>>;
    /// The next logical step from the player's grid `current` (same shape; `self` holds the givens) with the
    /// player's pencil marks, if any; or, first, the player's mistake (a wrong entry, notes that leave out a
    /// cell's digit).
    fn hint(&self, current: &[Symbol], marks: Option<&[Candidates]>) -> Result<Answer, HintError>;
    /// [`Puzzle::hint`] when the givens' unique solution is already known (`solution`, which must be it).
    fn hint_known(
        &self,
        current: &[Symbol],
        marks: Option<&[Candidates]>,
        solution: &[Symbol],
    ) -> Result<Answer, HintError>;
    /// The whole logical solve path from the givens.
    fn steps(&self) -> Result<Vec<Step>, HintError>;
    /// The level and hardest technique of a logical solve from the givens.
    fn grade(&self) -> Result<Grade, HintError>;
    /// A seeded puzzle with exactly one solution.
    fn generate(opts: &GenerateOptions) -> Result<Generated, String>;

    /// All cells that take part in a broken rule.
    fn conflicts(&self) -> Vec<Cell> {
        let mut v: Vec<Cell> = self
            .violations()
            .into_iter()
            .flat_map(|v| v.cells)
            .collect();
        crate::core::sort::sort(&mut v);
        v.dedup();
        v
    }

    /// Complete and breaking no rule.
    fn is_solved(&self) -> bool {
        self.cells().iter().all(|&s| s != 0) && self.violations().is_empty()
    }
}
