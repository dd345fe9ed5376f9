//! What the CLI reads (native only, like [`crate::batch`]): a FILE or standard input whose read errors say
//! which, the whole text of one puzzle (bounded, a byte-order mark skipped, a line that is not UTF-8 named by
//! its number), and whether a whole input is one grid over several lines or a list of one puzzle per line.

use crate::core::error::{ParseError, BOM, MAX_INPUT_LEN};
use std::io::{self, Read};

/// FILE (`path`), or standard input when it is `None` or `-`; errors name what was being read (a directory
/// opens, and would fail only when read: it is refused here with its path).
pub fn open(path: Option<&str>) -> Result<Box<dyn Read>, String> {
    match path {
        Some(path) if path != "-" => {
            let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
            if file.metadata().is_ok_and(|m| m.is_dir()) {
                return Err(crate::tr!("error-directory", path = path));
            }
            Ok(Box::new(Named {
                inner: file,
                name: path.to_string(),
            }))
        }
        _ => Ok(Box::new(Named {
            inner: io::stdin().lock(),
            name: crate::tr!("error-standard-input"),
        })),
    }
}

/// A reader whose errors say what was being read.
struct Named<R> {
    inner: R,
    name: String,
}

impl<R: Read> Read for Named<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.inner
            .read(buf)
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", self.name)))
    }
}

/// Up to `limit` bytes of a reader.
pub fn read_up_to(input: &mut dyn Read, limit: usize) -> Result<Vec<u8>, String> {
    let mut bytes = vec![];
    input
        .take(limit as u64)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    Ok(bytes)
}

/// The text of a whole input (the one PUZZLE of hint and steps, or what `grade` finds to be one grid): at most
/// [`MAX_INPUT_LEN`] bytes, a byte-order mark skipped, comment lines (`#`) dropped. A line that is not UTF-8 is
/// named by its number.
pub fn whole_text(bytes: &[u8]) -> Result<String, String> {
    if bytes.len() > MAX_INPUT_LEN {
        return Err(ParseError::TooLong { len: bytes.len() }.to_string());
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let at = e.valid_up_to();
            let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            return Err(crate::tr!(
                "error-not-utf8",
                line = line,
                byte = format!("0x{:02X}", bytes[at])
            ));
        }
    };
    Ok(text
        .trim_start_matches(BOM)
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n"))
}

/// Whether a whole input is one puzzle written over several lines (a grid, a pencil-mark grid) rather than a
/// list of one puzzle per line (`grade` reads either). It is one grid when it has two lines or more and none
/// of them holds a puzzle by itself (a game ID or a link holding one, or a bare line: no spaces, a square
/// number of cells, at least 16); or when it is a square of bare lines (16 lines of 16 cells: a 16×16 grid's
/// rows are also 4×4 bare lines) that reads as one grid. Anything else is a list, whose odd lines get their own
/// errors: a list never loses its good lines to one odd line.
pub fn one_grid(text: &str) -> bool {
    let lines: Vec<&str> = text
        .lines()
        .filter_map(crate::core::error::puzzle_line)
        .collect();
    let bare = |l: &str| {
        let n = l.len();
        n >= 16
            && n.isqrt().pow(2) == n
            && l.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'.')
    };
    if lines.len() < 2 {
        return false;
    }
    if !lines
        .iter()
        .any(|l| bare(l) || crate::paste::holds_game_id(l))
    {
        return true;
    }
    lines.iter().all(|l| bare(l) && l.len() == lines.len())
        && crate::paste::read(&lines.join("\n"), crate::family::any::Kind::Sudoku).is_ok()
}
