//! The rules a Sudoku may carry beyond its rows, columns and blocks, as data: the values of the game ID's
//! rules field (`sudoku:RxC:<cells>:<rule>;<rule>`). What each rule means (its text, units, peers, checks,
//! clauses) is its own file under `rules/`; the geometry keeps the list and the units and cell pairs the
//! rules add ([`super::geometry::Geometry::rules`]).

/// One rule of a Sudoku's rules field, in the grammar's order (the canonical order of the field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rule {
    /// X-Sudoku: both main diagonals hold each digit once.
    Diagonals,
    /// 9×9 only: four extra 3×3 regions (rows 2–4 and 6–8 × columns 2–4 and 6–8) hold each digit once.
    Windoku,
    /// Two cells a chess knight's move apart never hold the same digit.
    AntiKnight,
    /// Two cells a chess king's move apart (diagonal neighbours included) never hold the same digit.
    AntiKing,
    /// Orthogonal neighbours never hold digits that differ by 1.
    NonConsecutive,
}
