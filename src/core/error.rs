//! The errors every layer shares: why a description could not be read ([`ParseError`]), a broken rule
//! ([`Violation`]), why no hint could be given ([`HintError`]); the longest input the engine reads, which lines
//! of a puzzle list hold a puzzle, and the small text helpers their messages share (a byte-order mark skipped,
//! "1 cell" / "3 cells").

use super::cell::{cell_name, Cell, Symbol, Unit};
use std::fmt;

/// Longest puzzle description (game ID or bare line) the engine reads; anything longer is refused at once.
pub const MAX_INPUT_LEN: usize = 1_100_000;

/// The byte-order mark some editors put at the start of a UTF-8 file (U+FEFF): skipped wherever text is read.
pub const BOM: char = '\u{FEFF}';

/// A character as a message names it: a printable one in quotes as typed (`'?'`), one that would not show in
/// quotes (a control, whitespace, the byte-order mark, the quote itself) by its code point (`U+00A0`). No Debug
/// escaping: it is big in wasm.
pub fn char_in_message(ch: char) -> String {
    if ch.is_control() || ch.is_whitespace() || ch == '\'' || ch == BOM {
        format!("U+{:04X}", ch as u32)
    } else {
        format!("'{ch}'")
    }
}

/// A text without the whitespace around it and a byte-order mark at its start.
pub fn trim_text(text: &str) -> &str {
    let t = text.trim();
    t.strip_prefix(BOM).map_or(t, str::trim)
}

/// A count with its noun for messages: "1 cell", "3 cells".
pub fn count_of(k: usize, noun: &str) -> String {
    if k == 1 {
        format!("1 {noun}")
    } else {
        format!("{k} {noun}s")
    }
}

/// The puzzle text of a line of a puzzle list, trimmed; `None` for a blank line or a `#` comment.
pub fn puzzle_line(line: &str) -> Option<&str> {
    let t = trim_text(line);
    (!t.is_empty() && !t.starts_with('#')).then_some(t)
}

/// Why a description could not be read. Every message names what and where (1-based `r#c#`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Nothing to read.
    Empty,
    /// More text than any puzzle can hold.
    TooLong { len: usize },
    /// The `kind:` prefix is not one we know.
    UnknownKind(String),
    /// The parameters part (`3x3`, `10`) is malformed or unsupported.
    BadParams { params: String, reason: String },
    /// Wrong number of cells.
    WrongLength { expected: usize, found: usize },
    /// A character that is not a symbol of this puzzle.
    BadChar { row: usize, col: usize, ch: char },
    /// The layout part of a variant (Jigsaw regions, Killer cages and sums, Tango signs) is malformed: `what`
    /// names the part ("regions", "cages", "sums", "signs"), `reason` says what and where.
    BadLayout { what: String, reason: String },
    /// Givens that already break a rule.
    Conflict {
        rule: String,
        cells: Vec<(usize, usize)>,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty puzzle description"),
            ParseError::TooLong { len } => {
                write!(
                    f,
                    "puzzle description too long ({len} characters; at most {MAX_INPUT_LEN})"
                )
            }
            ParseError::UnknownKind(k) => {
                write!(
                    f,
                    "unknown puzzle kind '{k}' (expected sudoku, sudoku-x, jigsaw, killer, binary or tango)"
                )
            }
            ParseError::BadParams { params, reason } => {
                write!(f, "bad parameters '{params}': {reason}")
            }
            ParseError::BadLayout { what, reason } => write!(f, "bad {what}: {reason}"),
            ParseError::WrongLength { expected, found } => {
                write!(f, "wrong length: expected {expected} cells, found {found}")
            }
            ParseError::BadChar { row, col, ch } => write!(
                f,
                "bad character {} at r{}c{}",
                char_in_message(*ch),
                row + 1,
                col + 1
            ),
            ParseError::Conflict { rule, cells } => {
                let names: Vec<String> = cells
                    .iter()
                    .map(|(r, c)| format!("r{}c{}", r + 1, c + 1))
                    .collect();
                write!(f, "givens break a rule: {rule} ({})", names.join(", "))
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// A rule broken by a (partial) grid: which rule, in words, and the cells involved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub rule: String,
    pub cells: Vec<Cell>,
    /// Whole lines that break the rule as lines (an over-full or duplicated binary row or column); empty when
    /// the rule is about cells (a triple, a Sudoku symbol seen twice).
    pub lines: Vec<Unit>,
}

impl Violation {
    pub fn describe(&self, side: usize) -> String {
        let names: Vec<String> = self.cells.iter().map(|&c| cell_name(c, side)).collect();
        format!("{} ({})", self.rule, names.join(", "))
    }
}

/// Why no hint could be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintError {
    /// The grid is already complete and correct.
    Solved,
    /// The puzzle itself has no solution, or several, so logic cannot be checked against one.
    NotUnique { solutions: usize },
    /// The player's grid does not fit the puzzle (wrong size, a given overwritten).
    BadGrid(String),
}

impl fmt::Display for HintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HintError::Solved => write!(f, "the puzzle is solved"),
            HintError::NotUnique { solutions: 0 } => write!(f, "the puzzle has no solution"),
            HintError::NotUnique { .. } => write!(f, "the puzzle has more than one solution"),
            HintError::BadGrid(s) => write!(f, "{s}"),
        }
    }
}

impl std::error::Error for HintError {}

impl HintError {
    /// `Ok` when each grid (the player's, a known solution) has the `n`×`n` cells of the puzzle.
    pub fn check_cells(n: usize, grids: &[&[Symbol]]) -> Result<(), HintError> {
        match grids.iter().find(|g| g.len() != n * n) {
            Some(g) => Err(HintError::BadGrid(format!(
                "expected {} cells, got {}",
                n * n,
                g.len()
            ))),
            None => Ok(()),
        }
    }
}
