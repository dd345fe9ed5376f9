//! Cells, symbols and units, and how a player reads them: a cell is a row-major index named `r3c5`; a symbol
//! is `1..=side` (0 empty) written `1`–`9` then `A`–`Z`; a unit is a row, column, block, region, diagonal or
//! Killer cage. The ground floor every other layer names its cells with.

use std::fmt;

/// Row-major cell index: `row * side + col`.
pub type Cell = u16;
/// A symbol. `0` is an empty cell. Sudoku: `1..=side`. Binary: `1` is the digit 0, `2` is the digit 1.
pub type Symbol = u8;

/// The 1-based name of a cell as a player reads it: `r3c5`.
pub fn cell_name(cell: Cell, side: usize) -> String {
    let c = cell as usize;
    format!("r{}c{}", c / side + 1, c % side + 1)
}

/// The character for a symbol: `.` for empty, `1`–`9`, then `A`–`Z`.
pub fn symbol_char(s: Symbol) -> char {
    match s {
        0 => '.',
        1..=9 => (b'0' + s) as char,
        10..=35 => (b'A' + s - 10) as char,
        _ => '?',
    }
}

/// The symbol a character stands for in a grid of side `n`: `Some(0)` for empty, `None` if it is not valid.
pub fn char_symbol(ch: char, n: usize) -> Option<Symbol> {
    let v = match ch {
        '.' => 0,
        '0' if n <= 9 => 0,
        '1'..='9' => ch as u32 - '0' as u32,
        'A'..='Z' => ch as u32 - 'A' as u32 + 10,
        'a'..='z' => ch as u32 - 'a' as u32 + 10,
        _ => return None,
    };
    (v as usize <= n).then_some(v as Symbol)
}

/// A row, column, block, Jigsaw region or X-Sudoku diagonal, 0-based inside; shown 1-based. Diagonal 0 is the
/// main diagonal (r1c1 to rNcN), 1 the anti-diagonal (r1cN to rNc1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    Row(u8),
    Col(u8),
    Block(u8),
    Region(u8),
    Diagonal(u8),
    /// Windoku's four extra 3×3 regions (windows), numbered in reading order.
    Window(u8),
    /// A Killer cage, numbered in order of each cage's first cell (as in the game ID's sums). Not a unit of
    /// the geometry (it need not hold every symbol); hints name it from its sum and first cell
    /// (`rules::cage::cage_name`), this text is the fallback.
    Cage(u8),
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unit::Row(r) => f.write_str(&crate::tr!("unit-row", n = r + 1)),
            Unit::Col(c) => f.write_str(&crate::tr!("unit-column", n = c + 1)),
            Unit::Block(b) => f.write_str(&crate::tr!("unit-block", n = b + 1)),
            Unit::Region(b) => f.write_str(&crate::tr!("unit-region", n = b + 1)),
            Unit::Diagonal(0) => f.write_str(&crate::tr!("unit-main-diagonal")),
            Unit::Diagonal(_) => f.write_str(&crate::tr!("unit-anti-diagonal")),
            Unit::Window(k) => f.write_str(&crate::tr!("unit-window", n = k + 1)),
            Unit::Cage(k) => f.write_str(&crate::tr!("unit-cage", n = k + 1)),
        }
    }
}
