//! Reading what people paste: a game ID, any link holding one (the page's own Share link, percent-encoded or
//! not), a link whose query holds a puzzle line (SudokuWiki's `sudoku.htm?bd=…`), a bare puzzle line, a grid
//! over several lines with frames, or a pencil-mark grid from another app (see [`grid`]). The result is a
//! [`Position`]: givens and, for a pencil-mark grid, the notes of the empty cells. Every error is one line that
//! names what and where.

pub mod grid;

use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::core::error::{char_in_message, ParseError, MAX_INPUT_LEN};
use crate::family::any::{AnyPuzzle, Kind};
use std::fmt;

/// A pasted position: the filled cells (all givens: a pencil-mark grid cannot tell givens from entries) and,
/// when the paste had candidates, the notes of every empty cell (empty notes for a cell left blank).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub puzzle: AnyPuzzle,
    pub marks: Option<Vec<Candidates>>,
}

/// Why a paste was not read: one line naming what and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PasteError {
    /// The text is no puzzle of any kind (words, a sentence).
    NotAPuzzle(String),
    /// A game ID or bare line that did not parse.
    Parse(ParseError),
    /// A grid with the wrong number of cells.
    Count { expected: usize, found: usize },
    /// Any other problem, in words (a symbol out of range, a cell with no candidate, no solution).
    Bad(String),
}

impl fmt::Display for PasteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PasteError::NotAPuzzle(why) => {
                f.write_str(&crate::tr!("error-not-a-puzzle", why = why))
            }
            PasteError::Parse(e) => write!(f, "{e}"),
            PasteError::Count { expected, found } => f.write_str(&crate::tr!(
                "error-paste-count",
                expected = *expected,
                found = *found
            )),
            PasteError::Bad(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for PasteError {}

impl From<ParseError> for PasteError {
    fn from(e: ParseError) -> Self {
        PasteError::Parse(e)
    }
}

/// How many solutions a readable position has.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Solutions {
    One,
    Several,
}

/// The first characters of a text, in quotes, for messages (other than printable ASCII shown as spaces).
pub(crate) fn quote(t: &str) -> String {
    let mut s: String = t
        .bytes()
        .take(24)
        .map(|b| if b.is_ascii_graphic() { b as char } else { ' ' })
        .collect();
    if t.len() > 24 {
        s.push('…');
    }
    format!("\"{s}\"")
}

/// Percent-decodes `%XX` sequences (a link copied from an address bar); other bytes are left as they are.
fn percent_decode(t: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(t.len());
    let mut i = 0;
    while i < t.len() {
        let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
        if t[i] == b'%' && i + 2 < t.len() {
            if let (Some(h), Some(l)) = (hex(t[i + 1]), hex(t[i + 2])) {
                out.push(h * 16 + l);
                i += 3;
                continue;
            }
        }
        out.push(t[i]);
        i += 1;
    }
    out
}

/// The characters a game ID can hold: letters, digits, `.` (an empty cell), `:` between its fields, and the
/// punctuation of its layout fields: Killer sums `10,,7`, Tango signs `=`, and the rules grammar's `;`, `=`,
/// `>`, `@`, `/`, `+`, `-` and `,` (`thermo=r1c1-r2c2;arrow=r5c5>r4c4;cage=r1c1,r1c2/15`). A space, quote, bracket, `&`, `?` or `#`
/// ends it.
fn id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(
            c,
            b'.' | b':' | b'=' | b',' | b';' | b'>' | b'@' | b'/' | b'+' | b'-'
        )
}

/// The game ID inside a text that holds one after other words or a link (`http://…/#sudoku:3x3:…`,
/// `…?id=binary%3A6%3A…`): from its kind (the word before a `:` that names one: letters and `-`, as in
/// `sudoku-x`) to the first character a game ID cannot hold (see [`id_char`]).
fn embedded_id(t: &str) -> Option<String> {
    let d = percent_decode(t.as_bytes());
    let start = (0..d.len()).filter(|&i| d[i] == b':').find_map(|i| {
        let word = d[..i]
            .iter()
            .rev()
            .take_while(|&&c| c.is_ascii_alphabetic() || c == b'-')
            .count();
        // The whole word, or its part after a `-` (`see-sudoku:`), that names a kind.
        (i - word..i)
            .filter(|&j| d[j].is_ascii_alphabetic() && (j == i - word || d[j - 1] == b'-'))
            .find(|&j| std::str::from_utf8(&d[j..i]).is_ok_and(|k| Kind::parse(k).is_some()))
    })?;
    let len = d[start..].iter().take_while(|&&c| id_char(c)).count();
    // No field ends with these: a `>` or `/` after the ID closes a `<link>` or a path.
    let id = &d[start..start + len];
    let end = id.len()
        - id.iter()
            .rev()
            .take_while(|c| matches!(c, b'>' | b'/' | b'+' | b'-' | b';'))
            .count();
    Some(id[..end].iter().map(|&c| c as char).collect())
}

/// The sides whose grids a link's query can hold as a line of digits and dots (`0` or `.` an empty cell).
const LINE_SIDES: [usize; 3] = [4, 6, 9];

/// The puzzle line in a link's query (SudokuWiki's `?bd=530070000600195…`, `&puzzle=…`): the first value
/// after a `=` made of digits and dots only, of a 4×4, 6×6 or 9×9 grid's length.
fn link_line(t: &str) -> Option<String> {
    let d = percent_decode(t.as_bytes());
    (0..d.len()).filter(|&i| d[i] == b'=').find_map(|i| {
        let value = &d[i + 1..];
        let len = value
            .iter()
            .take_while(|c| c.is_ascii_digit() || **c == b'.')
            .count();
        let whole = value.get(len).is_none_or(|&c| matches!(c, b'&' | b'#'));
        (whole && LINE_SIDES.iter().any(|&n| n * n == len))
            .then(|| value[..len].iter().map(|&c| c as char).collect())
    })
}

/// Whether a text holds a game ID (alone, in a link, after other words).
pub fn holds_game_id(t: &str) -> bool {
    embedded_id(t).is_some()
}

/// Reads any pasted text as a position. A bare line or grid that could be either kind (only `0`, `1`, `.`)
/// is read as `prefer`. Givens that break a rule and empty cells with no candidate left are refused here;
/// whether the position has a solution is [`check`]'s work.
pub fn read(text: &str, prefer: Kind) -> Result<Position, PasteError> {
    if text.len() > MAX_INPUT_LEN {
        return Err(ParseError::TooLong { len: text.len() }.into());
    }
    let t = crate::core::error::trim_text(text);
    if t.is_empty() {
        return Err(ParseError::Empty.into());
    }
    let b = t.as_bytes();
    let one_word = !b.iter().any(u8::is_ascii_whitespace);
    let linkish = b.iter().any(|c| matches!(c, b'#' | b'%' | b'/'));
    let puzzle = if one_word && b.contains(&b':') && !linkish {
        // A game ID as it is: its own parser names the problem (an unknown kind, bad parameters).
        AnyPuzzle::parse_prefer(t, prefer)?
    } else if let Some(id) = embedded_id(t) {
        AnyPuzzle::parse_prefer(&id, prefer)?
    } else if let Some(line) = link_line(t).filter(|_| linkish && one_word) {
        AnyPuzzle::parse_prefer(&line, prefer)?
    } else if linkish && one_word {
        return Err(PasteError::NotAPuzzle(crate::tr!(
            "error-paste-link",
            link = quote(t)
        )));
    } else {
        not_a_puzzle(t)?;
        if one_word {
            AnyPuzzle::parse_prefer(t, prefer)?
        } else {
            let p = grid::read(b, prefer)?;
            check_candidates(&p)?;
            return Ok(p);
        }
    };
    let p = Position {
        puzzle,
        marks: None,
    };
    check_candidates(&p)?;
    Ok(p)
}

/// Refuses text that cannot be any puzzle: no digit or dot at all, or a character no grid or frame uses.
fn not_a_puzzle(t: &str) -> Result<(), PasteError> {
    let why = if let Some(c) = t.chars().find(|&c| {
        !(c.is_ascii_alphanumeric()
            || c.is_ascii_whitespace()
            || (c.is_ascii() && b"._-=+*|:'!".contains(&(c as u8))))
    }) {
        crate::tr!(
            "error-paste-symbol",
            char = char_in_message(c),
            text = quote(t)
        )
    } else if !t.bytes().any(|c| c.is_ascii_digit() || c == b'.') {
        crate::tr!("error-paste-no-digits", text = quote(t))
    } else {
        return Ok(());
    };
    Err(PasteError::NotAPuzzle(why))
}

/// Empty cells with no candidate left: every symbol placed among its peers, or its notes all placed there.
fn check_candidates(p: &Position) -> Result<(), PasteError> {
    let AnyPuzzle::Sudoku(s) = &p.puzzle else {
        return Ok(());
    };
    let n = s.geometry().n;
    let computed = s.candidates();
    for (i, &c) in computed.iter().enumerate() {
        if p.puzzle.cells()[i] != 0 {
            continue;
        }
        let notes = p.marks.as_ref().map_or(Candidates::EMPTY, |m| m[i]);
        if notes.is_empty() && c.is_empty() {
            return Err(PasteError::Bad(crate::tr!(
                "error-paste-no-candidate",
                cell = cell_name(i as Cell, n)
            )));
        }
        if !notes.is_empty() && notes.intersect(c).is_empty() {
            return Err(PasteError::Bad(crate::tr!(
                "error-paste-notes-placed",
                cell = cell_name(i as Cell, n),
                digits = symbols(&p.puzzle, notes)
            )));
        }
    }
    Ok(())
}

/// `127`: the characters of a set of symbols.
pub(crate) fn symbols(p: &AnyPuzzle, c: Candidates) -> String {
    c.iter().map(|s| p.symbol_char(s as Symbol)).collect()
}

/// Whether a position can be played with a known answer: `Err` when it has no solution (its filled cells
/// allow none, or its candidates leave out the only one), `Several` when the filled cells allow more than
/// one. `solution` is the puzzle's unique solution when the caller already knows it (a session caches it).
pub fn check(p: &Position, solution: Option<&[Symbol]>) -> Result<Solutions, PasteError> {
    let found;
    let sol = match solution {
        Some(s) => s,
        None => match p.puzzle.solution() {
            Some(s) => {
                found = s;
                &found[..]
            }
            None if p.puzzle.count_solutions(1) == 0 => {
                return Err(PasteError::Bad(
                    if p.puzzle.cells().iter().all(|&c| c == 0) {
                        crate::tr!("error-paste-empty-unsolvable")
                    } else {
                        crate::tr!("error-paste-unsolvable")
                    },
                ));
            }
            None => return Ok(Solutions::Several),
        },
    };
    if let Some(marks) = &p.marks {
        let n = p.puzzle.side();
        for (i, m) in marks.iter().enumerate() {
            if p.puzzle.cells()[i] == 0 && !m.is_empty() && !m.contains(sol[i]) {
                return Err(PasteError::Bad(crate::tr!(
                    "error-paste-notes-wrong",
                    digits = symbols(&p.puzzle, *m),
                    cell = cell_name(i as Cell, n),
                    digit = p.puzzle.symbol_char(sol[i])
                )));
            }
        }
    }
    Ok(Solutions::One)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_decoding() {
        assert_eq!(percent_decode(b"a%3Ab%3a%2"), b"a:b:%2");
        assert_eq!(percent_decode(b"%"), b"%");
        assert_eq!(percent_decode(b"%zz%41"), b"%zzA");
    }

    #[test]
    fn embedded_ids() {
        assert_eq!(
            embedded_id("see http://x/#sudoku:2x2:1... now").as_deref(),
            Some("sudoku:2x2:1...")
        );
        assert_eq!(
            embedded_id("http://x/?id=binary%3A4%3A0.1.&a=b").as_deref(),
            Some("binary:4:0.1.")
        );
        assert_eq!(embedded_id("53..7"), None);
    }
}
