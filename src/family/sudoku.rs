//! The Sudoku family's `Puzzle` implementation (plain, X, Jigsaw and Killer alike): each verb calls the
//! layer that does it: game IDs and rule checks (`format`), counting and solving (`solve`), hints, solve
//! paths and grades (`human`), generation (`generate`).

use crate::core::candidates::Candidates;
use crate::core::cell::{symbol_char, Symbol};
use crate::core::error::{HintError, ParseError, Violation};
use crate::core::sudoku::Sudoku;
use crate::hint::mistake::Answer;
use crate::hint::step::Step;
use crate::puzzle::{GenerateOptions, Generated, Grade, Puzzle};
use crate::{format, generate, human, solve};

impl Puzzle for Sudoku {
    fn parse(desc: &str) -> Result<Self, ParseError> {
        format::sudoku::parse(desc)
    }
    fn game_id(&self) -> String {
        format::sudoku::game_id(self)
    }
    fn side(&self) -> usize {
        self.geo.n
    }
    fn symbol_count(&self) -> usize {
        self.geo.n
    }
    fn symbol_char(&self, s: Symbol) -> char {
        symbol_char(s)
    }
    fn cells(&self) -> &[Symbol] {
        &self.cells
    }
    fn with_cells(&self, cells: &[Symbol]) -> Self {
        let n = self.geo.n;
        let mut c: Vec<Symbol> = cells
            .iter()
            .map(|&s| if s as usize > n { 0 } else { s })
            .collect();
        c.resize(n * n, 0);
        Sudoku {
            geo: self.geo.clone(),
            cells: c,
        }
    }
    fn violations(&self) -> Vec<Violation> {
        format::sudoku::violations(self)
    }
    fn count_solutions(&self, limit: usize) -> usize {
        solve::door::count_solutions(self, limit)
    }
    fn solution(&self) -> Option<Vec<Symbol>> {
        solve::door::unique_solution(self)
    }
    fn hint(&self, current: &[Symbol], marks: Option<&[Candidates]>) -> Result<Answer, HintError> {
        human::solver::hint(self, current, marks)
    }
    fn hint_known(
        &self,
        current: &[Symbol],
        marks: Option<&[Candidates]>,
        solution: &[Symbol],
    ) -> Result<Answer, HintError> {
        human::solver::hint_known(self, current, marks, solution)
    }
    fn steps(&self) -> Result<Vec<Step>, HintError> {
        human::solver::steps(self)
    }
    fn grade(&self) -> Result<Grade, HintError> {
        human::solver::grade(self)
    }
    fn generate(opts: &GenerateOptions) -> Result<Generated, String> {
        generate::sudoku::generate(opts)
    }
}
