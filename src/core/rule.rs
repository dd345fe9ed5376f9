//! The rules a Sudoku may carry beyond its rows, columns and blocks, as data: the values of the game ID's
//! rules field (`sudoku:RxC:<cells>:<rule>;<rule>`), global rules and rule instances with their cells. What
//! each rule means (its text, units, peers, relations, checks, clauses) is its own file under `rules/`; the
//! geometry keeps the list and the units, cell pairs, relations and cell sets the rules add
//! ([`super::geometry::Geometry::rules`]).

use super::cell::Cell;

/// One rule of a Sudoku's rules field. The derived order is the canonical order of the field: the grammar's
/// table order, then instances of one rule by their cells (their first cell first, in reading order).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
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
    /// Each listed cell holds an even digit.
    Even(Vec<Cell>),
    /// Each listed cell holds an odd digit.
    Odd(Vec<Cell>),
    /// Digits strictly increase from the bulb (the first cell) along the path.
    Thermo(Vec<Cell>),
    /// An arrow: its circle (the first cell) holds the sum of the digits along its path (the other cells, from
    /// the circle on); digits may repeat on the path where no unit forbids it.
    Arrow(Vec<Cell>),
    /// A Kropki white dot between two orthogonal neighbours (`a < b`): their digits differ by 1.
    White(Cell, Cell),
    /// A Kropki black dot between two orthogonal neighbours (`a < b`): one digit is twice the other.
    Black(Cell, Cell),
    /// Every Kropki dot is shown: neighbours without a dot neither differ by 1 nor have ratio 2.
    KropkiAll,
    /// An X between two orthogonal neighbours (`a < b`): their digits add up to 10.
    X(Cell, Cell),
    /// A V between two orthogonal neighbours (`a < b`): their digits add up to 5.
    V(Cell, Cell),
    /// Every X and V is shown: neighbours without one add up to neither 10 nor 5.
    XvAll,
    /// German whispers: neighbours along the path differ by at least ⌈n/2⌉.
    Whisper(Vec<Cell>),
    /// A renban line: its cells hold a set of consecutive digits, in any order, none repeated.
    Renban(Vec<Cell>),
    /// A cage (a dashed outline) whose digits differ and, when its total is not 0, add up to it. Cells in
    /// reading order; unlike Killer's, cages need not cover the grid.
    Cage(Vec<Cell>, u16),
    /// A little killer clue outside the grid: the digits along its diagonal (from the cell next to the clue
    /// to the far edge) add up to the total; digits may repeat where no unit forbids it.
    LittleKiller(Vec<Cell>, u16),
    /// A sandwich clue outside a row or column (its cells, in order): the digits between its 1 and its largest
    /// digit (9 on 9×9) add up to the total (0: the two are side by side).
    Sandwich(Vec<Cell>, u16),
}

impl Rule {
    /// The cells of a rule instance (empty for a global rule), in the order the game ID gives them.
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            Rule::Even(c)
            | Rule::Odd(c)
            | Rule::Thermo(c)
            | Rule::Arrow(c)
            | Rule::Whisper(c)
            | Rule::Renban(c)
            | Rule::Cage(c, _)
            | Rule::LittleKiller(c, _)
            | Rule::Sandwich(c, _) => c.clone(),
            Rule::White(a, b) | Rule::Black(a, b) | Rule::X(a, b) | Rule::V(a, b) => vec![*a, *b],
            _ => vec![],
        }
    }

    /// The total a rule instance's cells add up to (a cage's, a little killer's, a sandwich's; 0: none, or a
    /// sandwich of nothing).
    pub fn total(&self) -> u16 {
        match self {
            Rule::Cage(_, t) | Rule::LittleKiller(_, t) | Rule::Sandwich(_, t) => *t,
            _ => 0,
        }
    }
}
