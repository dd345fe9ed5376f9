//! The oracle: an independent check of every puzzle kind's game IDs that shares no code with the engine (no
//! `deduce::` import anywhere under this folder). It reads `sudoku:` (with the rules `diagonals`, `windoku`,
//! `antiknight`, `antiking`, `nonconsecutive`, `even`, `odd`, `thermo`, `white`, `black`, `kropki-all`, `x`,
//! `v`, `xv-all`, `whisper`, `renban` and `arrow`), `sudoku-x:`, `jigsaw:`, `killer:`, `binary:` and `tango:` game IDs with its own parser (parse.rs), counts solutions to a limit with two small
//! backtracking searches (latin.rs for the Sudoku family, binary.rs for binary puzzles and Tango), checks
//! every solution it finds against the rules from scratch, and says whether a puzzle is irreducible
//! (reduce.rs). Simple on purpose: it must be trusted.
//!
//! API (every function takes a game ID):
//! - [`parse`]`(id) -> Result<Puzzle, String>`: the puzzle, or why the ID is malformed (what and where);
//! - [`count`]`(id, limit) -> Result<usize, String>`: the number of solutions, stopping at `limit`;
//! - [`solution`]`(id) -> Result<Vec<u8>, String>`: the unique solution's cell values (the ID's characters
//!   read as in [`Puzzle::cells`]), or an error saying there are none or several;
//! - [`irreducible`]`(id) -> Result<(), String>`: `Ok` when the puzzle has one solution and nothing can be
//!   dropped (a given, a Killer cage sum, a Tango sign) or merged (two adjacent Killer cages) without a second
//!   one; else every reduction found;
//! - [`irreducible_killer`]`(id, max_cage)`: the same for Killer puzzles as generated (every cage keeps its
//!   sum): givens and merges into cages of at most `max_cage` cells, not sums.

mod binary;
mod latin;
mod parse;
mod reduce;

// Test binaries that include tests/common without using the oracle would warn about these.
#[allow(unused_imports)]
pub use {
    binary::valid_lines,
    parse::parse,
    parse::rule_instances,
    reduce::{irreducible, irreducible_killer, irreducible_rules},
};

/// The most cells a Killer cage may have (issue 14: cages of 1–5 cells); a merge of two cages into a bigger
/// one is not a reduction because the result is not a puzzle of the kind.
pub const MAX_CAGE: usize = 5;

/// A parsed game ID.
#[derive(Clone, Debug, PartialEq)]
pub enum Puzzle {
    /// Sudoku, X-Sudoku, Jigsaw and Killer: digits 1..=n, units that hold every digit once, cages.
    Latin(Latin),
    /// Binary puzzles and Tango: two symbols, balance, no triples, signs.
    Binary(Binary),
}

/// A grid of side `n` filled with 1..=n so that every unit holds each digit once and every cage's digits
/// differ and (when it has one) make its sum.
#[derive(Clone, Debug, PartialEq)]
pub struct Latin {
    pub n: usize,
    /// Row-major, 0 for empty.
    pub cells: Vec<u8>,
    /// Rows, columns, then blocks or jigsaw regions, then (X-Sudoku) the two diagonals: n cells each.
    pub units: Vec<Vec<usize>>,
    /// Killer cages in the order of their first cell (empty for the other kinds).
    pub cages: Vec<Cage>,
    /// Pairs of cells that must hold different digits beyond the units (the anti-knight and anti-king rules).
    pub pairs: Vec<(usize, usize)>,
    /// Pairs of cells whose digits are related (`a`'s first): non-consecutive neighbours, thermometer steps,
    /// whisper steps, dots, X and V, and the neighbours without a dot or mark under `kropki-all` / `xv-all`.
    pub rels: Vec<(usize, usize, Rel)>,
    /// Per cell, the digits it may hold (bit d), `u32::MAX` when no rule says.
    pub allowed: Vec<u32>,
    /// Renban lines: each holds a run of consecutive digits, none repeated (searched through `rels`, every two
    /// cells of a line [`Rel::Within`] its length; a solution's lines are checked as runs).
    pub runs: Vec<Vec<usize>>,
    /// Arrows: the first cell (the circle) holds the sum of the others (the path).
    pub arrows: Vec<Vec<usize>>,
    /// Little killer diagonals and their totals: the digits along each add up to it (repeats allowed).
    pub diagonals: Vec<(Vec<usize>, usize)>,
    /// Sandwich clues: a row or column (its cells in order) and the total of the digits between its 1 and its
    /// largest digit.
    pub sandwiches: Vec<(Vec<usize>, usize)>,
}

/// How two related cells' digits `x` (the first cell's) and `y` must compare, written from the rules' text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rel {
    NotNext,
    Increases,
    Whisper,
    White,
    Black,
    NoDot,
    X,
    V,
    NoXv,
    /// Two cells of a renban line of this many cells: different digits, closer than the line is long.
    Within(u8),
}

impl Rel {
    pub fn ok(self, x: u8, y: u8, n: usize) -> bool {
        let (x, y) = (x as i32, y as i32);
        match self {
            Rel::NotNext => (x - y).abs() != 1,
            Rel::Increases => x < y,
            Rel::Whisper => (x - y).abs() >= (n as i32 + 1) / 2,
            Rel::White => (x - y).abs() == 1,
            Rel::Black => x == 2 * y || y == 2 * x,
            Rel::NoDot => (x - y).abs() != 1 && x != 2 * y && y != 2 * x,
            Rel::X => x + y == 10,
            Rel::V => x + y == 5,
            Rel::NoXv => x + y != 10 && x + y != 5,
            Rel::Within(k) => x != y && (x - y).abs() < k as i32,
        }
    }
}

/// Cells whose digits differ and make `sum` (`None`: a cage without a sum, written as an empty sum `10,,7`).
#[derive(Clone, Debug, PartialEq)]
pub struct Cage {
    pub cells: Vec<usize>,
    pub sum: Option<u32>,
}

/// A grid of side `n` (even) of two symbols: each line holds n/2 of each, no three in a row are the same,
/// signs hold, and (binary puzzles, not Tango) no two complete rows and no two complete columns are equal.
#[derive(Clone, Debug, PartialEq)]
pub struct Binary {
    pub n: usize,
    /// Row-major: 0 for empty, 1 for the symbol `0`, 2 for the symbol `1`.
    pub cells: Vec<u8>,
    /// Tango's `=` and `x` between neighbours (empty for binary puzzles).
    pub signs: Vec<Sign>,
    pub distinct_lines: bool,
}

/// `=` (`same`) or `x` between two neighbouring cells `a` < `b`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sign {
    pub a: usize,
    pub b: usize,
    pub same: bool,
}

impl Puzzle {
    pub fn n(&self) -> usize {
        match self {
            Puzzle::Latin(p) => p.n,
            Puzzle::Binary(p) => p.n,
        }
    }

    /// The cell values (0 empty).
    pub fn cells(&self) -> &[u8] {
        match self {
            Puzzle::Latin(p) => &p.cells,
            Puzzle::Binary(p) => &p.cells,
        }
    }

    pub fn cells_mut(&mut self) -> &mut Vec<u8> {
        match self {
            Puzzle::Latin(p) => &mut p.cells,
            Puzzle::Binary(p) => &mut p.cells,
        }
    }

    /// The number of solutions up to `limit`, and the first solution found.
    pub fn solve(&self, limit: usize) -> (usize, Option<Vec<u8>>) {
        match self {
            Puzzle::Latin(p) => latin::solve(p, limit),
            Puzzle::Binary(p) => binary::solve(p, limit),
        }
    }
}

pub fn count(id: &str, limit: usize) -> Result<usize, String> {
    Ok(parse(id)?.solve(limit).0)
}

pub fn solution(id: &str) -> Result<Vec<u8>, String> {
    match parse(id)?.solve(2) {
        (1, Some(sol)) => Ok(sol),
        (0, _) => Err("no solution".into()),
        _ => Err("more than one solution".into()),
    }
}

/// `r3c5` for a row-major cell index in a grid of side `n` (1-based, as players read it).
pub fn rc(i: usize, n: usize) -> String {
    format!("r{}c{}", i / n + 1, i % n + 1)
}
