//! The binary family's `Puzzle` implementation (binary puzzles and Tango): each verb calls the layer that does
//! it: game IDs and rule checks (`format::binary`), counting and solving (`solve::binary`), hints, solve paths
//! and grades (`human::binary`), generation (`generate::binary`).

use crate::core::binary::Binary;
use crate::core::candidates::Candidates;
use crate::core::cell::Symbol;
use crate::core::error::{HintError, ParseError, Violation};
use crate::hint::mistake::Answer;
use crate::hint::step::Step;
use crate::puzzle::{GenerateOptions, Generated, Grade, Puzzle};
use crate::{format, generate, human, solve};

impl Puzzle for Binary {
    fn parse(desc: &str) -> Result<Self, ParseError> {
        format::binary::parse(desc)
    }
    fn game_id(&self) -> String {
        format::binary::game_id(self)
    }
    fn side(&self) -> usize {
        self.n
    }
    fn symbol_count(&self) -> usize {
        2
    }
    fn symbol_char(&self, s: Symbol) -> char {
        format::binary::symbol_char(s)
    }
    fn cells(&self) -> &[Symbol] {
        &self.cells
    }
    fn with_cells(&self, cells: &[Symbol]) -> Self {
        let mut p = Binary::from_parts(self.n, cells.to_vec());
        p.signs = self.signs.clone();
        p
    }
    fn violations(&self) -> Vec<Violation> {
        format::binary::violations(self)
    }
    fn count_solutions(&self, limit: usize) -> usize {
        solve::binary::search::count(self, limit).0
    }
    fn solution(&self) -> Option<Vec<Symbol>> {
        solve::binary::search::unique_solution(self)
    }
    /// Pencil marks are ignored: a binary cell has only two candidates.
    fn hint(&self, current: &[Symbol], _marks: Option<&[Candidates]>) -> Result<Answer, HintError> {
        human::binary::solver::hint(self, current)
    }
    fn hint_known(
        &self,
        current: &[Symbol],
        _marks: Option<&[Candidates]>,
        solution: &[Symbol],
    ) -> Result<Answer, HintError> {
        human::binary::solver::hint_known(self, current, solution)
    }
    fn steps(&self) -> Result<Vec<Step>, HintError> {
        human::binary::solver::steps(self)
    }
    fn grade(&self) -> Result<Grade, HintError> {
        human::binary::solver::grade(self)
    }
    fn generate(opts: &GenerateOptions) -> Result<Generated, String> {
        generate::binary::generate(opts)
    }
}
