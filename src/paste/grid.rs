//! Grids pasted over several lines: one row per line (`53..7....`, `5 3 . | . 7 . | . . .`, `0` or `.` for
//! empty, `-` too), all cells on a few lines, or a pencil-mark grid as HoDoKu, SudokuWiki and other apps print
//! it: side² whitespace-separated tokens, row-major, each the candidates of a cell (a solved cell is its single
//! symbol). Frame lines (`.---+---.`, `:---+---:`, `'---'`, `*---*`, `|---+---|`), the `|`, `*`, `:`, `'`, `!`
//! and `+` of frames and blank lines are ignored.

use super::{PasteError, Position};
use crate::any::{AnyPuzzle, Kind};
use crate::binary::Binary;
use crate::candidates::Candidates;
use crate::puzzle::ParseError;
use crate::step::Symbol;
use crate::sudoku::{format::char_symbol, standard_shape, Sudoku};

/// Standard Sudoku cell counts, for "expected N cells".
const SUDOKU_COUNTS: [usize; 6] = [16, 36, 81, 144, 256, 625];

fn sudoku_side(n: usize) -> bool {
    (4..=25).contains(&n) && standard_shape(n).is_some()
}

fn binary_side(n: usize) -> bool {
    n % 2 == 0 && (4..=crate::binary::MAX_SIDE).contains(&n)
}

/// The side of a square count of cells that some puzzle has.
fn side_of(count: usize) -> Option<usize> {
    let n = count.isqrt();
    (n * n == count && (sudoku_side(n) || binary_side(n))).then_some(n)
}

/// A line with no symbol or empty cell: a frame (`.----+----.`) or a rule between blocks.
fn is_frame(line: &str) -> bool {
    !line.chars().any(|c| c.is_ascii_alphanumeric())
        && line.chars().any(|c| matches!(c, '-' | '=' | '_'))
}

/// The cell tokens of each data line, frames dropped and `-` read as an empty cell.
fn data_lines(t: &str) -> Vec<Vec<String>> {
    t.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !is_frame(l))
        .map(|l| {
            l.chars()
                .map(|c| match c {
                    '|' | '*' | ':' | '\'' | '!' | '+' => ' ',
                    '-' => '.',
                    c => c,
                })
                .collect::<String>()
                .split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|toks| !toks.is_empty())
        .collect()
}

/// How the cells are laid out.
enum Layout {
    /// Every character is a cell.
    Chars,
    /// Every token is a cell (its candidates, or its symbol).
    Tokens,
}

/// Reads a grid of several lines (or one line with spaces).
pub fn read(t: &str, prefer: Kind) -> Result<Position, PasteError> {
    let lines = data_lines(t);
    let rows = lines.len();
    let line_chars: Vec<usize> = lines
        .iter()
        .map(|l| l.iter().map(|tok| tok.chars().count()).sum())
        .collect();
    let tokens: usize = lines.iter().map(Vec::len).sum();
    let chars: usize = line_chars.iter().sum();
    let (layout, n) =
        if rows >= 4 && side_of(rows * rows).is_some() && line_chars.iter().all(|&c| c == rows) {
            (Layout::Chars, rows)
        } else if let Some(n) = side_of(tokens) {
            (Layout::Tokens, n)
        } else if let Some(n) = side_of(chars) {
            (Layout::Chars, n)
        } else {
            return Err(count_error(&lines, &line_chars, tokens, chars));
        };
    let all: String = lines.iter().flatten().map(String::as_str).collect();
    let only01 = all.chars().all(|c| matches!(c, '0' | '1' | '.'));
    // Only 0, 1 and `.`: a binary puzzle, unless it could be a Sudoku written with `.` and 1s and the caller
    // prefers Sudoku (a Sudoku that writes empty cells as 0 and gives only 1s has no unique solution).
    let binary = binary_side(n)
        && (!sudoku_side(n)
            || (only01
                && (prefer == Kind::Binary
                    || all.contains('0')
                    || !matches!(n, 4 | 6 | 9 | 12 | 16 | 25))));
    let what = if binary {
        format!("{n}×{n} binary puzzle")
    } else {
        format!("{n}×{n} Sudoku")
    };
    // Symbol of one character: Some(0) for an empty cell.
    let symbol = |c: char| -> Option<Symbol> {
        if binary {
            match c {
                '.' => Some(0),
                '0' => Some(1),
                '1' => Some(2),
                _ => None,
            }
        } else {
            char_symbol(c, n)
        }
    };
    let shown = |c: char| {
        if c.is_control() || c == '\'' {
            format!("U+{:04X}", c as u32)
        } else {
            format!("'{c}'")
        }
    };
    let mut cells: Vec<Symbol> = Vec::with_capacity(n * n);
    let mut marks = vec![Candidates::EMPTY; n * n];
    let mut has_marks = false;
    match layout {
        Layout::Chars => {
            for (i, c) in all.chars().enumerate() {
                let s = symbol(c).ok_or_else(|| {
                    PasteError::Bad(format!(
                        "{} at row {}, column {} is not a symbol of a {what}",
                        shown(c),
                        i / n + 1,
                        i % n + 1
                    ))
                })?;
                cells.push(s);
            }
        }
        Layout::Tokens => {
            for (i, tok) in lines.iter().flatten().enumerate() {
                let bad = |c: char| {
                    PasteError::Bad(format!(
                        "{} at row {}, token {} is not a symbol of a {what}",
                        shown(c),
                        i / n + 1,
                        i % n + 1
                    ))
                };
                let mut set = Candidates::EMPTY;
                let single = tok.chars().count() == 1;
                for c in tok.chars() {
                    match symbol(c) {
                        // `.` (or `0`) alone is an empty cell; inside a list of candidates it is no symbol.
                        Some(0) if single => {}
                        Some(s) if s != 0 => set.insert(s),
                        _ => return Err(bad(c)),
                    }
                }
                if let Some(s) = set.only() {
                    cells.push(s);
                } else {
                    cells.push(0);
                    if !binary && !set.is_empty() {
                        marks[i] = set;
                        has_marks = true;
                    }
                }
            }
        }
    }
    let puzzle = if binary {
        AnyPuzzle::Binary(Binary::from_parts(n, cells))
    } else {
        let (br, bc) = standard_shape(n).unwrap_or((1, n));
        AnyPuzzle::Sudoku(Sudoku::from_cells(br, bc, &cells)?)
    };
    if let Some(v) = puzzle.violations().into_iter().next() {
        return Err(ParseError::Conflict {
            rule: v.rule,
            cells: v
                .cells
                .iter()
                .map(|&c| (c as usize / n, c as usize % n))
                .collect(),
        }
        .into());
    }
    Ok(Position {
        puzzle,
        marks: has_marks.then_some(marks),
    })
}

/// Why a grid has no puzzle's number of cells: a row that is too short or long, or the count against the
/// nearest puzzle size; and text far from any size is not a puzzle at all.
fn count_error(
    lines: &[Vec<String>],
    line_chars: &[usize],
    tokens: usize,
    chars: usize,
) -> PasteError {
    // Candidates lists (tokens longer than one character on lines of several tokens) count by token.
    let by_token = lines.len() > 1
        && tokens > lines.len()
        && lines.iter().flatten().any(|t| t.chars().count() > 1);
    let (found, per_line): (usize, Vec<usize>) = if by_token {
        (tokens, lines.iter().map(Vec::len).collect())
    } else {
        (chars, line_chars.to_vec())
    };
    if found < SUDOKU_COUNTS[0] / 2 {
        return PasteError::NotAPuzzle(format!(
            "{found} cells are far fewer than the smallest grid has (16)"
        ));
    }
    let expected = SUDOKU_COUNTS
        .into_iter()
        .chain((4..=20).step_by(2).map(|n| n * n))
        .min_by_key(|&e| e.abs_diff(found))
        .unwrap_or(81);
    let n = expected.isqrt();
    // One row per line, all but a few of the right length: name the row that is not.
    if per_line.len() == n && per_line.iter().filter(|&&k| k == n).count() * 2 >= n {
        if let Some((r, &k)) = per_line.iter().enumerate().find(|(_, &k)| k != n) {
            return PasteError::Bad(format!(
                "expected {expected} cells, found {found}: row {} has {k}",
                r + 1
            ));
        }
    }
    PasteError::Count { expected, found }
}
