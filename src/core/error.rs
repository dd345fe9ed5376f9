//! The errors every layer shares: why a description could not be read ([`ParseError`]), a broken rule
//! ([`Violation`]), why no hint could be given ([`HintError`]); the longest input the engine reads, which lines
//! of a puzzle list hold a puzzle, and the small text helpers their messages share (a byte-order mark skipped,
//! "1 cell" / "3 cells" in the engine's language).

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

/// A count of cells for messages, in the engine's language: "1 cell", "3 cells".
pub fn cells_count(k: usize) -> String {
    crate::tr!("error-cells", count = k)
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
        let text = match self {
            ParseError::Empty => crate::tr!("error-empty"),
            ParseError::TooLong { len } => {
                crate::tr!("error-too-long", len = *len, max = MAX_INPUT_LEN)
            }
            ParseError::UnknownKind(k) => crate::tr!("error-unknown-kind", kind = k),
            ParseError::BadParams { params, reason } => {
                crate::tr!("error-bad-parameters", params = params, reason = reason)
            }
            ParseError::BadLayout { what, reason } => {
                crate::tr!("error-bad-layout", what = what, reason = reason)
            }
            ParseError::WrongLength { expected, found } => {
                crate::tr!("error-wrong-length", expected = *expected, found = *found)
            }
            ParseError::BadChar { row, col, ch } => crate::tr!(
                "error-bad-character",
                char = char_in_message(*ch),
                cell = format!("r{}c{}", row + 1, col + 1)
            ),
            ParseError::Conflict { rule, cells } => {
                let names: Vec<String> = cells
                    .iter()
                    .map(|(r, c)| format!("r{}c{}", r + 1, c + 1))
                    .collect();
                crate::tr!(
                    "error-givens-break-rule",
                    rule = rule,
                    cells = names.join(&crate::tr!("list-sep"))
                )
            }
        };
        f.write_str(&text)
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
        format!("{} ({})", self.rule, names.join(&crate::tr!("list-sep")))
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
            HintError::Solved => f.write_str(&crate::tr!("error-solved")),
            HintError::NotUnique { solutions: 0 } => f.write_str(&crate::tr!("error-no-solution")),
            HintError::NotUnique { .. } => f.write_str(&crate::tr!("error-several-solutions")),
            HintError::BadGrid(s) => write!(f, "{s}"),
        }
    }
}

impl std::error::Error for HintError {}

impl HintError {
    /// `Ok` when each grid (the player's, a known solution) has the `n`×`n` cells of the puzzle.
    pub fn check_cells(n: usize, grids: &[&[Symbol]]) -> Result<(), HintError> {
        match grids.iter().find(|g| g.len() != n * n) {
            Some(g) => Err(HintError::BadGrid(crate::tr!(
                "error-grid-cells",
                expected = n * n,
                found = g.len()
            ))),
            None => Ok(()),
        }
    }
}
