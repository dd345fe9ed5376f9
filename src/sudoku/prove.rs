//! Proof that a big puzzle's clues are needed, with an incremental SAT solver (varisat: MIT/Apache, pure
//! Rust; native builds with the cargo feature `prove` only, never the wasm build). `deduce generate --prove`
//! uses it for the clue checks that the branch-point-limited search of [`super::generate`] gives up on.
//!
//! One solver is kept for all the checks of a puzzle, so what it learns in one check (its learned clauses
//! are consequences of the Sudoku rules alone) speeds up the next. The formula is the rules of the grid; a
//! clue proven needed becomes a unit clause for good (removing clues only adds solutions, so a needed clue
//! stays needed as more go); the clues not yet decided are assumptions; and each check adds "at least one of
//! the removed cells differs from the solution" behind an activation literal that is assumed for that check
//! and switched off for good after it. A model is a second solution: the removed clues are needed.

use super::Geometry;
use crate::step::Symbol;
use varisat::{ExtendFormula, Lit, Solver, Var};

/// The SAT side of one puzzle's clue checks: the rules of its grid and what was learned so far.
pub struct Prover {
    solver: Solver<'static>,
    n: usize,
    /// Symbol bit index (0-based) of each cell in the puzzle's solution.
    solution: Vec<usize>,
    /// Next free variable (after the `n³` cell-symbol ones): activation literals of the checks.
    next: usize,
}

impl Prover {
    /// The rules of the grid `geo` (each cell one symbol, each symbol once in each unit), for a puzzle whose
    /// only solution is `solution`.
    pub fn new(geo: &Geometry, solution: &[Symbol]) -> Prover {
        let n = geo.n;
        Prover {
            solver: rules(geo),
            n,
            solution: solution.iter().map(|&v| v as usize - 1).collect(),
            next: n * n * n,
        }
    }

    /// The solution's symbol in `cell`, as a literal.
    fn clue(&self, cell: usize) -> Lit {
        Lit::from_index(cell * self.n + self.solution[cell], true)
    }

    /// The clues in `cells` are needed: they stay for good.
    pub fn keep(&mut self, cells: &[usize]) {
        for &c in cells {
            let l = self.clue(c);
            self.solver.add_clause(&[l]);
        }
    }

    /// A solution that has the solution's symbols in the cells `assumed` (and in those kept) and differs from
    /// it in at least one of `removed`: a second solution once `removed` are taken out; `None` if there is
    /// none (the puzzle without `removed` is still unique).
    pub fn second_solution(&mut self, assumed: &[usize], removed: &[usize]) -> Option<Vec<Symbol>> {
        let act = Var::from_index(self.next).positive();
        self.next += 1;
        let mut differ: Vec<Lit> = removed.iter().map(|&c| !self.clue(c)).collect();
        differ.push(!act);
        self.solver.add_clause(&differ);
        let mut assumptions: Vec<Lit> = assumed.iter().map(|&c| self.clue(c)).collect();
        assumptions.push(act);
        self.solver.assume(&assumptions);
        let sat = self
            .solver
            .solve()
            .expect("no proof output, so solving cannot fail");
        let model = sat.then(|| self.solver.model()).flatten();
        self.solver.assume(&[]);
        self.solver.add_clause(&[!act]);
        Some(grid_of(&model?, self.n))
    }
}

/// A solver holding the rules of the grid `geo`: variable `cell * n + d` says that `cell` holds symbol
/// `d + 1`; each cell holds one symbol, each symbol goes once in each unit.
fn rules(geo: &Geometry) -> Solver<'static> {
    let n = geo.n;
    let mut solver = Solver::new();
    let x = |cell: usize, d: usize| Lit::from_index(cell * n + d, true);
    for cell in 0..n * n {
        solver.add_clause(&(0..n).map(|d| x(cell, d)).collect::<Vec<_>>());
        for a in 0..n {
            for b in a + 1..n {
                solver.add_clause(&[!x(cell, a), !x(cell, b)]);
            }
        }
    }
    for unit in &geo.units {
        for d in 0..n {
            solver.add_clause(&unit.iter().map(|&c| x(c as usize, d)).collect::<Vec<_>>());
            for (i, &a) in unit.iter().enumerate() {
                for &b in &unit[i + 1..] {
                    solver.add_clause(&[!x(a as usize, d), !x(b as usize, d)]);
                }
            }
        }
    }
    solver
}

/// The grid of a model (its cell-symbol variables set true).
fn grid_of(model: &[Lit], n: usize) -> Vec<Symbol> {
    let mut grid = vec![0; n * n];
    for l in model {
        if l.is_positive() && l.index() < n * n * n {
            grid[l.index() / n] = (l.index() % n + 1) as Symbol;
        }
    }
    grid
}

/// Solutions of the grid `cells` (0 = empty) on `geo`, counted up to `limit`, and the first one found; 0 if
/// the givens break a rule. Each solution found is ruled out by a clause before the solver is asked again.
/// [`super::restart::count`] hands it the big-grid counts its search does not finish quickly: a proven
/// irreducible 25×25 puzzle, which the search (even with probing) took minutes to prove unique, takes the
/// SAT solver well under a second.
pub fn count(geo: &Geometry, cells: &[Symbol], limit: usize) -> (usize, Option<Vec<Symbol>>) {
    let n = geo.n;
    let mut solver = rules(geo);
    for (cell, &v) in cells.iter().enumerate() {
        if v != 0 {
            solver.add_clause(&[Lit::from_index(cell * n + v as usize - 1, true)]);
        }
    }
    let (mut found, mut first) = (0, None);
    while found < limit
        && solver
            .solve()
            .expect("no proof output, so solving cannot fail")
    {
        let Some(model) = solver.model() else { break };
        let grid = grid_of(&model, n);
        // Another solution differs from this one in some empty cell.
        let other: Vec<Lit> = (0..n * n)
            .filter(|&c| cells[c] == 0)
            .map(|c| !Lit::from_index(c * n + grid[c] as usize - 1, true))
            .collect();
        solver.add_clause(&other);
        found += 1;
        first.get_or_insert(grid);
    }
    (found, first)
}
