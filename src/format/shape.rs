//! The parts every Sudoku-family game ID shares: the block shape `RxC` and the cells, one character per
//! cell (`.` empty, symbols `1-9` then `A-Z`).

use crate::core::cell::char_symbol;
use crate::core::error::ParseError;
use crate::core::sudoku::{shape_error, Sudoku};

/// Fill the cells of `s` from `body`, one character per cell.
pub fn read_cells(s: &mut Sudoku, body: &str) -> Result<(), ParseError> {
    let n = s.geo.n;
    let found = body.chars().count();
    if found != n * n {
        return Err(ParseError::WrongLength {
            expected: n * n,
            found,
        });
    }
    for (i, ch) in body.chars().enumerate() {
        match char_symbol(ch, n) {
            Some(v) => s.cells[i] = v,
            None => {
                return Err(ParseError::BadChar {
                    row: i / n,
                    col: i % n,
                    ch,
                })
            }
        }
    }
    Ok(())
}

pub fn parse_shape(params: &str) -> Result<(usize, usize), ParseError> {
    let bad = |reason: &str| ParseError::BadParams {
        params: params.chars().take(20).collect(),
        reason: reason.into(),
    };
    let (a, b) = params
        .split_once(['x', 'X'])
        .ok_or_else(|| bad(&crate::tr!("error-shape-expected")))?;
    let parse_num = |t: &str| -> Result<usize, ParseError> {
        if t.is_empty() || t.len() > 2 || !t.bytes().all(|b| b.is_ascii_digit()) {
            Err(bad(&crate::tr!("error-shape-small")))
        } else {
            t.parse().map_err(|_| bad(&crate::tr!("error-shape-small")))
        }
    };
    let (br, bc) = (parse_num(a)?, parse_num(b)?);
    match shape_error(br, bc) {
        Some(reason) => Err(bad(&reason)),
        None => Ok((br, bc)),
    }
}
