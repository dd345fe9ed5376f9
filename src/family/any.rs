//! One value for a puzzle of either family, dispatching to the family's implementation. The session, the CLI
//! and the wasm API work through this.

use crate::core::binary::Binary;
use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol};
use crate::core::error::{HintError, ParseError, Violation, MAX_INPUT_LEN};
use crate::core::sudoku::Sudoku;
use crate::hint::mistake::Answer;
use crate::hint::step::Step;
use crate::puzzle::{GenerateOptions, Generated, Grade, Puzzle};

/// A puzzle of either family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyPuzzle {
    Sudoku(Sudoku),
    Binary(Binary),
}

macro_rules! dispatch {
    ($self:expr, $p:ident => $e:expr) => {
        match $self {
            AnyPuzzle::Sudoku($p) => $e,
            AnyPuzzle::Binary($p) => $e,
        }
    };
}

/// Puzzle kinds by name: the first part of a game ID. X-Sudoku, Jigsaw and Killer are Sudoku grids with
/// another [`crate::core::geometry::Layout`] and share the family's engine.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Sudoku,
    SudokuX,
    Jigsaw,
    Killer,
    Binary,
    /// Binary with `=` / `×` signs and no distinct-lines rule (held as an [`AnyPuzzle::Binary`]).
    Tango,
}

impl Kind {
    pub fn parse(s: &str) -> Option<Kind> {
        match s.trim().to_ascii_lowercase().as_str() {
            "sudoku" => Some(Kind::Sudoku),
            "sudoku-x" | "x-sudoku" => Some(Kind::SudokuX),
            "jigsaw" => Some(Kind::Jigsaw),
            "killer" => Some(Kind::Killer),
            "binary" | "takuzu" | "binairo" => Some(Kind::Binary),
            "tango" => Some(Kind::Tango),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Kind::Sudoku => "sudoku",
            Kind::SudokuX => "sudoku-x",
            Kind::Jigsaw => "jigsaw",
            Kind::Killer => "killer",
            Kind::Binary => "binary",
            Kind::Tango => "tango",
        }
    }
    /// Whether the kind is a Sudoku grid (plain or a variant).
    pub fn is_sudoku(self) -> bool {
        !matches!(self, Kind::Binary | Kind::Tango)
    }
}

impl AnyPuzzle {
    /// Reads a game ID of either kind, or a bare line. A bare line is read as a Sudoku, unless `prefer` is
    /// `Binary` and the line holds only `0`, `1` and `.`.
    pub fn parse_prefer(desc: &str, prefer: Kind) -> Result<AnyPuzzle, ParseError> {
        if desc.len() > MAX_INPUT_LEN {
            return Err(ParseError::TooLong { len: desc.len() });
        }
        let t = crate::core::error::trim_text(desc);
        match t.split_once(':') {
            Some((kind, _)) => match Kind::parse(kind) {
                Some(Kind::Binary | Kind::Tango) => Binary::parse(t).map(AnyPuzzle::Binary),
                Some(_) => Sudoku::parse(t).map(AnyPuzzle::Sudoku),
                None => Err(ParseError::UnknownKind(kind.chars().take(20).collect())),
            },
            None if prefer == Kind::Binary && t.chars().all(|c| matches!(c, '0' | '1' | '.')) => {
                Binary::parse(t).map(AnyPuzzle::Binary)
            }
            None => Sudoku::parse(t).map(AnyPuzzle::Sudoku),
        }
    }

    /// Like [`AnyPuzzle::parse`], but givens that break a rule are returned (for validation), not refused.
    pub fn parse_grid(desc: &str) -> Result<AnyPuzzle, ParseError> {
        if desc.len() > MAX_INPUT_LEN {
            return Err(ParseError::TooLong { len: desc.len() });
        }
        let t = crate::core::error::trim_text(desc);
        match t.split_once(':').map(|(k, _)| Kind::parse(k)) {
            Some(Some(Kind::Binary | Kind::Tango)) => {
                crate::format::binary::parse_grid(t).map(AnyPuzzle::Binary)
            }
            Some(None) => Err(ParseError::UnknownKind(
                t.split(':').next().unwrap_or("").chars().take(20).collect(),
            )),
            _ => crate::format::sudoku::parse_grid(t).map(AnyPuzzle::Sudoku),
        }
    }

    /// Reads a game ID of either kind, or a bare Sudoku line.
    pub fn parse(desc: &str) -> Result<AnyPuzzle, ParseError> {
        AnyPuzzle::parse_prefer(desc, Kind::Sudoku)
    }

    /// Solutions of a puzzle line counted up to `limit`: the same answer as
    /// `AnyPuzzle::parse(desc)?.count_solutions(limit)`, but a standard 9×9 line goes from its characters
    /// straight to the 9×9 solver, with no allocation (puzzle lists, benchmarks). A line whose givens break a
    /// rule takes the full parse, which names the conflict.
    pub fn count_line(desc: &str, limit: usize) -> Result<usize, ParseError> {
        if let Some(count) = crate::format::sudoku::cells9(desc)
            .and_then(|cells| crate::solve::fast9::count_checked(&cells, limit))
        {
            return Ok(count);
        }
        AnyPuzzle::parse(desc).map(|p| p.count_solutions(limit))
    }

    pub fn kind(&self) -> Kind {
        use crate::core::geometry::Layout;
        match self {
            AnyPuzzle::Sudoku(p) => match p.geometry().layout {
                Layout::Blocks if p.geometry().rules == [crate::core::rule::Rule::Diagonals] => {
                    Kind::SudokuX
                }
                Layout::Blocks if crate::rules::cage::covers(p.geometry()) => Kind::Killer,
                Layout::Blocks => Kind::Sudoku,
                Layout::Regions(_) => Kind::Jigsaw,
            },
            AnyPuzzle::Binary(p) if p.is_tango() => Kind::Tango,
            AnyPuzzle::Binary(_) => Kind::Binary,
        }
    }

    /// Generates a puzzle of a kind.
    pub fn generate(kind: Kind, opts: &GenerateOptions) -> Result<Generated, String> {
        match kind {
            Kind::Sudoku => Sudoku::generate(opts),
            Kind::SudokuX => crate::generate::sudoku::generate_x(opts, false),
            Kind::Jigsaw => crate::generate::jigsaw::generate(opts, false),
            Kind::Killer => crate::generate::killer::generate(opts),
            Kind::Binary => Binary::generate(opts),
            Kind::Tango => crate::generate::binary::generate_tango(opts),
        }
    }

    pub fn game_id(&self) -> String {
        dispatch!(self, p => p.game_id())
    }
    pub fn side(&self) -> usize {
        dispatch!(self, p => p.side())
    }
    pub fn symbol_count(&self) -> usize {
        dispatch!(self, p => p.symbol_count())
    }
    pub fn symbol_char(&self, s: Symbol) -> char {
        dispatch!(self, p => p.symbol_char(s))
    }
    pub fn cells(&self) -> &[Symbol] {
        dispatch!(self, p => p.cells())
    }
    pub fn with_cells(&self, cells: &[Symbol]) -> AnyPuzzle {
        match self {
            AnyPuzzle::Sudoku(p) => AnyPuzzle::Sudoku(p.with_cells(cells)),
            AnyPuzzle::Binary(p) => AnyPuzzle::Binary(p.with_cells(cells)),
        }
    }
    pub fn violations(&self) -> Vec<Violation> {
        dispatch!(self, p => p.violations())
    }
    pub fn conflicts(&self) -> Vec<Cell> {
        dispatch!(self, p => p.conflicts())
    }
    pub fn is_solved(&self) -> bool {
        dispatch!(self, p => p.is_solved())
    }
    pub fn count_solutions(&self, limit: usize) -> usize {
        dispatch!(self, p => p.count_solutions(limit))
    }
    pub fn solution(&self) -> Option<Vec<Symbol>> {
        dispatch!(self, p => p.solution())
    }
    pub fn hint(
        &self,
        current: &[Symbol],
        marks: Option<&[Candidates]>,
    ) -> Result<Answer, HintError> {
        dispatch!(self, p => p.hint(current, marks))
    }
    pub fn hint_known(
        &self,
        current: &[Symbol],
        marks: Option<&[Candidates]>,
        solution: &[Symbol],
    ) -> Result<Answer, HintError> {
        dispatch!(self, p => p.hint_known(current, marks, solution))
    }
    /// The steps of a hint that ends in a placement, from the player's grid with the solution known: the
    /// player's mistake, else (Sudoku) the shortest proof found of the next placement, its last step placing
    /// a digit, or the next step alone when no placement is within reach; binary steps always place.
    pub fn placement_hint_known(
        &self,
        current: &[Symbol],
        marks: Option<&[Candidates]>,
        solution: &[Symbol],
    ) -> Result<Answer<Vec<Step>>, HintError> {
        match self {
            AnyPuzzle::Sudoku(p) => {
                crate::human::solver::placement_hint_known(p, current, marks, solution)
            }
            AnyPuzzle::Binary(p) => p
                .hint_known(current, marks, solution)
                .map(|a| a.map(|s| vec![s])),
        }
    }
    pub fn steps(&self) -> Result<Vec<Step>, HintError> {
        dispatch!(self, p => p.steps())
    }
    /// The level technique `t` gives a puzzle of this family.
    pub fn level_of(&self, t: crate::hint::technique::Technique) -> crate::hint::technique::Level {
        match self {
            AnyPuzzle::Sudoku(_) => crate::human::catalogue::level(t),
            AnyPuzzle::Binary(_) => crate::human::binary::catalogue::level(t),
        }
    }
    pub fn grade(&self) -> Result<Grade, HintError> {
        dispatch!(self, p => p.grade())
    }

    /// Cells whose entries exclude a symbol from `cell` (Sudoku peers; none for binary puzzles).
    pub fn peers(&self, cell: usize) -> &[Cell] {
        match self {
            AnyPuzzle::Sudoku(p) => &p.geometry().peers[cell],
            AnyPuzzle::Binary(_) => &[],
        }
    }

    /// What the rules' relations leave the cells related to `cell` once it holds `s` (Sudoku with the
    /// non-consecutive rule: its neighbours lose the digits next to `s`); empty for other puzzles.
    pub fn related(&self, cell: usize, s: Symbol) -> Vec<(Cell, Candidates)> {
        match self {
            AnyPuzzle::Sudoku(p) => p.geometry().beside(cell as Cell, s).collect(),
            AnyPuzzle::Binary(_) => vec![],
        }
    }

    /// Candidates of every cell computed from the filled cells (Sudoku; binary cells get both symbols).
    pub fn candidates(&self) -> Vec<Candidates> {
        match self {
            AnyPuzzle::Sudoku(p) => p.candidates(),
            AnyPuzzle::Binary(p) => p
                .cells()
                .iter()
                .map(|&s| {
                    if s == 0 {
                        Candidates::all(2)
                    } else {
                        Candidates::single(s)
                    }
                })
                .collect(),
        }
    }
}
