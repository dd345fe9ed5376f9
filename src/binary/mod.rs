//! Binary puzzles (Takuzu / Binairo): an even n×n grid of 0s and 1s with balance, no triples and distinct lines.
//! Symbols: 0 = empty, 1 = the digit 0, 2 = the digit 1.

use crate::candidates::Candidates;
use crate::puzzle::{GenerateOptions, Generated, Grade, HintError, ParseError, Puzzle, Violation};
use crate::step::{Step, Symbol};

/// A binary-puzzle grid (placeholder until the binary engine lands).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binary {
    n: usize,
    cells: Vec<Symbol>,
}

impl Puzzle for Binary {
    const KIND: &'static str = "binary";
    fn parse(desc: &str) -> Result<Self, ParseError> {
        Err(ParseError::UnknownKind(
            desc.split(':')
                .next()
                .unwrap_or("")
                .chars()
                .take(20)
                .collect(),
        ))
    }
    fn game_id(&self) -> String {
        let body: String = self.cells.iter().map(|&s| self.symbol_char(s)).collect();
        format!("binary:{}:{body}", self.n)
    }
    fn side(&self) -> usize {
        self.n
    }
    fn symbol_count(&self) -> usize {
        2
    }
    fn symbol_char(&self, s: Symbol) -> char {
        match s {
            1 => '0',
            2 => '1',
            _ => '.',
        }
    }
    fn cells(&self) -> &[Symbol] {
        &self.cells
    }
    fn with_cells(&self, cells: &[Symbol]) -> Self {
        Binary {
            n: self.n,
            cells: cells.to_vec(),
        }
    }
    fn violations(&self) -> Vec<Violation> {
        vec![]
    }
    fn count_solutions(&self, _limit: usize) -> usize {
        0
    }
    fn solution(&self) -> Option<Vec<Symbol>> {
        None
    }
    fn hint(&self, _current: &[Symbol], _marks: Option<&[Candidates]>) -> Result<Step, HintError> {
        Err(HintError::NotUnique { solutions: 0 })
    }
    fn steps(&self) -> Result<Vec<Step>, HintError> {
        Err(HintError::NotUnique { solutions: 0 })
    }
    fn grade(&self) -> Result<Grade, HintError> {
        Err(HintError::NotUnique { solutions: 0 })
    }
    fn generate(_opts: &GenerateOptions) -> Result<Generated, String> {
        Err("binary puzzles are not available yet".into())
    }
}

/// A solved valid grid of side `n` as a game ID (placeholder until the binary engine lands).
pub fn solved_grid(n: usize, _seed: u64) -> Result<String, String> {
    Err(format!(
        "solved binary grids of size {n} are not available yet"
    ))
}
