//! Human techniques, one file each, in difficulty order. Each `find` returns the first step it sees, scanning
//! rows then columns. Digits are `0`/`1` (symbol = digit + 1).

pub mod balance_completion;
pub mod chain;
pub mod contradiction;
pub mod deep_lookahead;
pub mod duplicate_guard;
pub mod duplicate_line_elimination;
pub mod last_cell;
pub mod last_of_a_kind;
pub mod line_elimination;
pub mod pair;
pub mod sandwich;
pub mod sign_balance;
pub mod sign_pair;
pub mod sign_rule;
pub mod two_level_contradiction;

use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Level;
use crate::solve::binary::board::{bits, Board, Depth};

/// A technique finder.
pub type Finder = fn(&Board) -> Option<Step>;

/// The closure depth that matches the techniques of a level (`None` for Expert and Master, which need more).
pub fn depth(level: Level) -> Option<Depth> {
    match level {
        Level::Easy => Some(Depth::Local),
        Level::Medium => Some(Depth::Medium),
        Level::Hard => Some(Depth::Exact),
        _ => None,
    }
}

/// The figure of a step read on line `l`: the line shaded, the cells that prove it framed (the placements are
/// drawn from the step's own list).
pub fn line_figure(b: &Board, l: usize, key: &[Cell]) -> Figure {
    let mut f = Figure::default();
    f.unit(b.unit(l), Role::Base);
    for &c in key {
        f.cell(c, Role::Key);
    }
    f
}

/// The key of digit `d` in the messages (`$symbol`, `$other`: `binary-symbol` and its forms select on it):
/// `zero`, `one`; Tango's `sun`, `moon`.
pub fn key(b: &Board, d: u8) -> &'static str {
    match (b.distinct, d) {
        (true, 1) => "one",
        (true, _) => "zero",
        (false, 1) => "moon",
        (false, _) => "sun",
    }
}

/// Digit `d` as the hints name it on its own: `0`, `1`; Tango's `sun`, `moon` (message `binary-symbol`).
pub fn sym(b: &Board, d: u8) -> String {
    crate::tr!("binary-symbol", symbol = key(b, d))
}

/// "r4c2 = 0", "r4c2 = sun" (message `binary-placed`).
pub fn placed(b: &Board, cell: usize, d: u8) -> String {
    crate::tr!(
        "binary-placed",
        cell = cell_name(cell as Cell, b.n),
        symbol = key(b, d)
    )
}

/// Names of positions `idx` of line `l`.
pub fn names(b: &Board, l: usize, idx: impl IntoIterator<Item = usize>) -> String {
    let v: Vec<String> = idx
        .into_iter()
        .map(|i| cell_name(b.cell_of(l, i) as Cell, b.n))
        .collect();
    crate::hint::step::and_list(&v)
}

/// Cells of positions `idx` of line `l`.
pub fn cells(b: &Board, l: usize, idx: impl IntoIterator<Item = usize>) -> Vec<Cell> {
    idx.into_iter().map(|i| b.cell_of(l, i) as Cell).collect()
}

/// Placements of the forced masks of line `l`.
pub fn placements(b: &Board, l: usize, f0: u64, f1: u64) -> Vec<(Cell, Symbol)> {
    let mut v: Vec<(Cell, Symbol)> = bits(f0)
        .map(|i| (b.cell_of(l, i) as Cell, 1))
        .chain(bits(f1).map(|i| (b.cell_of(l, i) as Cell, 2)))
        .collect();
    crate::core::sort::sort(&mut v);
    v
}

/// "r4c2 is 0 and r4c7 is 1" for forced masks of line `l` (message `binary-forced` for each digit's cells,
/// `binary-forced-both` for the two).
pub fn forced_text(b: &Board, l: usize, f0: u64, f1: u64) -> String {
    let forced = |m: u64, d: u8| {
        crate::tr!(
            "binary-forced",
            cells = names(b, l, bits(m)),
            count = m.count_ones(),
            symbol = key(b, d)
        )
    };
    match (f0 != 0, f1 != 0) {
        (true, true) => crate::tr!(
            "binary-forced-both",
            zeros = forced(f0, 0),
            ones = forced(f1, 1)
        ),
        (true, false) => forced(f0, 0),
        (false, true) => forced(f1, 1),
        (false, false) => String::new(),
    }
}

/// The filled cells of line `l` (evidence).
pub fn filled(b: &Board, l: usize) -> Vec<Cell> {
    cells(b, l, bits(b.full & !b.empty(l)))
}

/// The digit mask of line `l`.
pub fn mask(b: &Board, l: usize, d: u8) -> u64 {
    if d == 1 {
        b.one[l]
    } else {
        b.zero[l]
    }
}

/// "3 1s" / "one 1" ("3 suns" in Tango; message `binary-count`).
pub fn count_of(b: &Board, k: u32, d: u8) -> String {
    crate::tr!("binary-count", count = k, symbol = key(b, d))
}

/// Why line `l` of a board is broken, in words.
pub fn broken_reason(b: &Board, l: usize) -> String {
    let name = b.line_name(l);
    for d in [1u8, 0] {
        let x = mask(b, l, d);
        if x & (x >> 1) & (x >> 2) != 0 {
            let i = (x & (x >> 1) & (x >> 2)).trailing_zeros() as usize;
            return crate::tr!(
                "binary-broken-triple",
                line = name,
                cells = names(b, l, i..i + 3),
                symbol = key(b, d)
            );
        }
        if x.count_ones() > b.half {
            return crate::tr!(
                "binary-broken-count",
                line = name,
                have = count_of(b, x.count_ones(), d),
                half = b.half
            );
        }
    }
    let (eq, ne) = b.signs_of(l);
    let (o, z) = (b.one[l], b.zero[l]);
    let broken = (eq & ((o & z >> 1) | (z & o >> 1))) | (ne & ((o & o >> 1) | (z & z >> 1)));
    if broken != 0 {
        let i = broken.trailing_zeros() as usize;
        let sign = if eq >> i & 1 == 1 { "=" } else { "×" };
        return crate::tr!(
            "binary-broken-sign",
            sign = sign,
            cells = names(b, l, [i, i + 1])
        );
    }
    if let Some(m) = b.duplicate_of(l) {
        return crate::tr!("binary-broken-copy", line = name, copy = b.line_name(m));
    }
    crate::tr!("binary-broken-stuck", line = name)
}
