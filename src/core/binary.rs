//! Binary puzzles (Takuzu / Binairo / 0h h1): an even n×n grid of 0s and 1s where every row and column holds
//! n/2 of each (**balance**), no three equal cells are adjacent in a row or column (**no triples**), and no two
//! rows and no two columns are equal (**distinct lines**, always on).
//!
//! **Tango** (LinkedIn's puzzle) is the same family with `=` and `×` signs between neighbouring cells and no
//! distinct-lines rule: game ID `tango:N:<cells>:<signs>` (the border order is below, with the sign constants). The signs are
//! line rules of the same board, so counting, hints, grades and generation share one code path; Tango's own
//! techniques (sign rule, sign pair, sign balance) sit in the one technique table, and the distinct-lines
//! techniques never fire without that rule. Tango sides are even, 2 to [`SIGN_MAX`].
//!
//! Symbols: `0` = empty, `1` = the digit 0, `2` = the digit 1. Game ID `binary:N:<cells>` with `0`, `1`, `.`;
//! a bare line of those characters whose length is an even square is read too.
//!
//! Sizes: parsing, formatting, validation and solved grids work for even sides from 2 to [`MAX_SIDE`];
//! counting, hints, steps and grades use 64-bit line masks and work up to [`MAX_OPEN_SIDE`]; above it the
//! parser takes only nearly complete grids (at most [`MAX_BIG_EMPTY`] empty cells), which counting and
//! solving finish by plain backtracking; puzzles are generated for sides 4 to 20.
//!
//! This file is the value (side, cells, Tango's signs) and the signs as data: the border order of the game ID
//! and the sign characters. The levels and techniques are in `human::binary`; the bit-mask board the solvers
//! and techniques share is `solve::binary::board` (built by `Binary::board`).

use super::cell::Symbol;

/// Largest side a description may have (a game ID of that side still fits `MAX_INPUT_LEN`).
pub const MAX_SIDE: usize = 1048;

/// Largest side the bit-mask board and its search take (64-bit line masks): counting, solving, hints, steps
/// and grades of open grids. The board's own `solve::binary::board::MAX_LOGIC` is this.
pub const MAX_OPEN_SIDE: usize = 64;

/// Most empty cells a grid of side above [`MAX_OPEN_SIDE`] may have: those are counted and solved by plain
/// backtracking, fast only on nearly complete grids (checking a big solved grid, finishing a few cells).
pub const MAX_BIG_EMPTY: usize = 64;

/// A binary-puzzle grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binary {
    pub(crate) n: usize,
    pub(crate) cells: Vec<Symbol>,
    /// Tango's signs, one per border (`None`: a plain binary puzzle, with the distinct-lines rule).
    pub(crate) signs: Option<Vec<u8>>,
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

    /// A Tango grid: cells as in [`Binary::from_parts`], signs one per border (`0`, [`EQ`],
    /// [`NE`]; the length is padded or cut). The side must be even and at most [`SIGN_MAX`].
    pub fn tango(n: usize, cells: Vec<Symbol>, mut signs: Vec<u8>) -> Binary {
        let mut p = Binary::from_parts(n, cells);
        for s in signs.iter_mut() {
            if *s > 2 {
                *s = 0;
            }
        }
        signs.resize(edge_count(n), 0);
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
}

// ---- Tango's signs as data -----------------------------------------------------------------------------
//
// Edge order (the game ID's): first the `n·(n−1)` borders between horizontal neighbours, row by row, then the
// `(n−1)·n` borders between vertical neighbours, row by row. A sign is `0` none, [`EQ`] or [`NE`].

/// Largest side with signs (the board keeps them in 16-bit masks).
pub const SIGN_MAX: usize = 16;
/// `=`: the two cells hold the same symbol.
pub const EQ: u8 = 1;
/// `×`: the two cells hold different symbols.
pub const NE: u8 = 2;

/// Number of borders between neighbouring cells of an `n`×`n` grid.
pub fn edge_count(n: usize) -> usize {
    2 * n * n.saturating_sub(1)
}

/// The two cells (row-major indices) on either side of border `k`.
pub fn edge_cells(n: usize, k: usize) -> (usize, usize) {
    let h = n * (n - 1);
    if k < h {
        let (r, c) = (k / (n - 1), k % (n - 1));
        (r * n + c, r * n + c + 1)
    } else {
        let k = k - h;
        (k, k + n)
    }
}

/// "between r2c3 and r2c4" for border `k`.
pub fn edge_name(n: usize, k: usize) -> String {
    let (a, b) = edge_cells(n, k);
    crate::tr!(
        "error-edge",
        a = format!("r{}c{}", a / n + 1, a % n + 1),
        b = format!("r{}c{}", b / n + 1, b % n + 1)
    )
}

/// The line border `k` lies along and its position there (between cells `i` and `i + 1` of the line).
pub fn edge_line(n: usize, k: usize) -> (usize, usize) {
    let h = n * (n - 1);
    if k < h {
        (k / (n - 1), k % (n - 1))
    } else {
        let k = k - h;
        (n + k % n, k / n)
    }
}

/// The border between position `i` and `i + 1` of line `l`.
pub fn edge_of(n: usize, l: usize, i: usize) -> usize {
    if l < n {
        l * (n - 1) + i
    } else {
        n * (n - 1) + i * n + (l - n)
    }
}

/// The sign's character in a game ID.
pub fn sign_char(s: u8) -> char {
    match s {
        EQ => '=',
        NE => 'x',
        _ => '.',
    }
}
