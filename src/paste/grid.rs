//! Grids pasted over several lines: one row per line (`53..7....`, `5 3 . | . 7 . | . . .`, `0` or `.` for
//! empty, `-` too), all cells on a few lines, or a pencil-mark grid as HoDoKu, SudokuWiki and other apps print
//! it: side² whitespace-separated tokens, row-major, each the candidates of a cell (a solved cell is its single
//! symbol). Frame lines (`.---+---.`, `:---+---:`, `'---'`, `*---*`, `|---+---|`), the `|`, `*`, `:`, `'`, `!`
//! and `+` of frames and blank lines are ignored.

use super::{PasteError, Position};
use crate::core::candidates::Candidates;
use crate::core::cell::Symbol;
use crate::core::cell::{char_symbol, symbol_char};
use crate::core::geometry::standard_shape;
use crate::family::any::{AnyPuzzle, Kind};

/// Standard Sudoku cell counts, for "expected N cells".
const SUDOKU_COUNTS: [usize; 6] = [16, 36, 81, 144, 256, 625];

fn sudoku_side(n: usize) -> bool {
    (4..=25).contains(&n) && standard_shape(n).is_some()
}

fn binary_side(n: usize) -> bool {
    n % 2 == 0 && (4..=crate::core::binary::MAX_SIDE).contains(&n)
}

/// The side of a square count of cells that some puzzle has.
fn side_of(count: usize) -> Option<usize> {
    (2..=50)
        .find(|n| n * n == count)
        .filter(|&n| sudoku_side(n) || binary_side(n))
}

/// A line with no symbol or empty cell: a frame (`.----+----.`) or a rule between blocks.
fn is_frame(line: &[u8]) -> bool {
    !line.iter().any(u8::is_ascii_alphanumeric)
        && line.iter().any(|c| matches!(c, b'-' | b'=' | b'_'))
}

/// The cells of a pasted grid as tokens: their characters one after the other, where each token ends, and
/// how many tokens and characters each data line holds (frames dropped, `-` read as an empty cell).
#[derive(Default)]
struct Tokens {
    chars: Vec<u8>,
    ends: Vec<usize>,
    line_tokens: Vec<usize>,
    line_chars: Vec<usize>,
}

impl Tokens {
    fn read(t: &[u8]) -> Tokens {
        let mut k = Tokens::default();
        for line in t.split(|&c| c == b'\n') {
            if is_frame(line) {
                continue;
            }
            let (t0, c0) = (k.ends.len(), k.chars.len());
            let mut in_token = false;
            for &c in line {
                let c = if c == b'-' { b'.' } else { c };
                if c.is_ascii_whitespace() || matches!(c, b'|' | b'*' | b':' | b'\'' | b'!' | b'+')
                {
                    if in_token {
                        k.ends.push(k.chars.len());
                    }
                    in_token = false;
                } else {
                    k.chars.push(c);
                    in_token = true;
                }
            }
            if in_token {
                k.ends.push(k.chars.len());
            }
            if k.ends.len() > t0 {
                k.line_tokens.push(k.ends.len() - t0);
                k.line_chars.push(k.chars.len() - c0);
            }
        }
        k
    }

    /// The characters of token `i`.
    fn token(&self, i: usize) -> &[u8] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.chars[start..self.ends[i]]
    }
}

/// Reads a grid of several lines (or one line with spaces); `t` is ASCII.
pub fn read(t: &[u8], prefer: Kind) -> Result<Position, PasteError> {
    let k = Tokens::read(t);
    let rows = k.line_chars.len();
    let (tokens, chars) = (k.ends.len(), k.chars.len());
    // One row per line, one character per cell; else one token per cell; else one character per cell.
    let (by_token, n) = match (side_of(rows * rows), side_of(tokens), side_of(chars)) {
        (Some(n), ..) if rows >= 4 && k.line_chars.iter().all(|&c| c == n) => (false, n),
        (_, Some(n), _) => (true, n),
        (.., Some(n)) => (false, n),
        _ => return Err(count_error(&k)),
    };
    let only01 = k.chars.iter().all(|c| matches!(c, b'0' | b'1' | b'.'));
    // Only 0, 1 and `.`: a binary puzzle, unless it could be a Sudoku written with `.` and 1s and the caller
    // prefers Sudoku (a Sudoku that writes empty cells as 0 and gives only 1s has no unique solution).
    let binary = binary_side(n)
        && (!sudoku_side(n)
            || (only01
                && (prefer == Kind::Binary
                    || k.chars.contains(&b'0')
                    || !matches!(n, 4 | 6 | 9 | 12 | 16 | 25))));
    // Symbol of one character: Some(0) for an empty cell.
    let symbol = |c: u8| -> Option<Symbol> {
        match (binary, c) {
            (true, b'.') => Some(0),
            (true, b'0') => Some(1),
            (true, b'1') => Some(2),
            (true, _) => None,
            (false, _) => char_symbol(c as char, n),
        }
    };
    let bad = |c: u8, i: usize| {
        let (row, at, kind) = (
            i / n + 1,
            i % n + 1,
            if binary { "binary" } else { "sudoku" },
        );
        PasteError::Bad(if by_token {
            crate::tr!(
                "error-paste-bad-token",
                char = c as char,
                row = row,
                at = at,
                side = n,
                kind = kind
            )
        } else {
            crate::tr!(
                "error-paste-bad-symbol",
                char = c as char,
                row = row,
                at = at,
                side = n,
                kind = kind
            )
        })
    };
    // The filled cells as a game ID: its parser checks the rules.
    let mut id = if binary {
        format!("binary:{n}:")
    } else {
        let (br, bc) = standard_shape(n).unwrap_or((1, n));
        format!("sudoku:{br}x{bc}:")
    };
    let mut marks = vec![Candidates::EMPTY; n * n];
    let mut has_marks = false;
    for (i, mark) in marks.iter_mut().enumerate() {
        let tok = if by_token {
            k.token(i)
        } else {
            &k.chars[i..i + 1]
        };
        let mut set = Candidates::EMPTY;
        for &c in tok {
            match symbol(c) {
                // `.` (or `0`) alone is an empty cell; in a list of candidates it is no symbol.
                Some(0) if tok.len() == 1 => {}
                Some(s) if s != 0 => set.insert(s),
                _ => return Err(bad(c, i)),
            }
        }
        let single = set.only();
        id.push(match single {
            Some(s) if binary => (b'0' + s - 1) as char,
            Some(s) => symbol_char(s),
            None => '.',
        });
        if single.is_none() && !binary && !set.is_empty() {
            *mark = set;
            has_marks = true;
        }
    }
    Ok(Position {
        puzzle: AnyPuzzle::parse(&id)?,
        marks: has_marks.then_some(marks),
    })
}

/// Why a grid has no puzzle's number of cells: the count against the nearest puzzle size, with the first row
/// that is too short or long when the grid has one row per line; text far from any size is not a puzzle.
fn count_error(k: &Tokens) -> PasteError {
    // Candidates lists (tokens longer than one character on lines of several tokens) count by token.
    let rows = k.line_tokens.len();
    let by_token = rows > 1 && k.ends.len() > rows && k.chars.len() > k.ends.len();
    let (found, per_line) = if by_token {
        (k.ends.len(), &k.line_tokens)
    } else {
        (k.chars.len(), &k.line_chars)
    };
    if found < SUDOKU_COUNTS[0] / 2 {
        return PasteError::NotAPuzzle(crate::tr!("error-paste-few", count = found));
    }
    let expected = SUDOKU_COUNTS
        .into_iter()
        .chain((4..=20).step_by(2).map(|n| n * n))
        .min_by_key(|&e| e.abs_diff(found))
        .unwrap_or(81);
    let n = (2..=50).find(|n| n * n == expected).unwrap_or(9);
    let row = per_line.iter().position(|&c| c != n);
    match row {
        // One row per line, all but a few of the right length: name the first that is not.
        Some(r) if rows == n && per_line.iter().filter(|&&c| c == n).count() * 2 >= n => {
            PasteError::Bad(crate::tr!(
                "error-paste-row",
                expected = expected,
                found = found,
                row = r + 1,
                count = per_line[r]
            ))
        }
        _ => PasteError::Count { expected, found },
    }
}
