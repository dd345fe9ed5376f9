//! Proof that a big puzzle's clues are needed, with an incremental SAT solver (CaDiCaL through the `cadical`
//! crate: MIT, built from its bundled C++ source by the system's C++ compiler; native builds with the cargo
//! feature `prove` only, never the wasm build; it replaced varisat, which took 81.8 s CPU where CaDiCaL
//! takes 36 s for the X 25×25 puzzle of seed 1). `deduce generate --prove`
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

/// CaDiCaL's solver (the `cadical` crate), driven through its IPASIR-style interface: literals are DIMACS
/// integers, variable `cell * n + d + 1` saying that `cell` holds symbol `d + 1`.
type Solver = cadical::Solver;

/// The SAT side of one puzzle's clue checks: the rules of its grid and what was learned so far.
pub struct Prover {
    solver: Solver,
    n: usize,
    /// Symbol bit index (0-based) of each cell in the puzzle's solution.
    solution: Vec<usize>,
    /// Next free variable (after the `n³` cell-symbol ones): activation literals of the checks.
    next: i32,
}

/// The literal "`cell` holds symbol `d + 1`" on a grid of side `n`.
fn lit(n: usize, cell: usize, d: usize) -> i32 {
    (cell * n + d + 1) as i32
}

impl Prover {
    /// The rules of the grid `geo` (each cell one symbol, each symbol once in each unit), for a puzzle whose
    /// only solution is `solution`.
    pub fn new(geo: &Geometry, solution: &[Symbol]) -> Prover {
        let n = geo.n;
        Prover {
            // Nearly every check finds a second solution (seed 1 of X 25×25: 225 of 229), so CaDiCaL's
            // options for satisfiable formulas: 36 s CPU for that puzzle against 55 s with its defaults.
            solver: rules(geo, "sat"),
            n,
            solution: solution.iter().map(|&v| v as usize - 1).collect(),
            next: (n * n * n) as i32 + 1,
        }
    }

    /// The solution's symbol in `cell`, as a literal.
    fn clue(&self, cell: usize) -> i32 {
        lit(self.n, cell, self.solution[cell])
    }

    /// The clues in `cells` are needed: they stay for good.
    pub fn keep(&mut self, cells: &[usize]) {
        for &c in cells {
            let l = self.clue(c);
            self.solver.add_clause([l]);
        }
    }

    /// A solution that has the solution's symbols in the cells `assumed` (and in those kept) and differs from
    /// it in at least one of `removed`: a second solution once `removed` are taken out; `None` if there is
    /// none (the puzzle without `removed` is still unique).
    pub fn second_solution(&mut self, assumed: &[usize], removed: &[usize]) -> Option<Vec<Symbol>> {
        let act = self.next;
        self.next += 1;
        let differ: Vec<i32> = removed
            .iter()
            .map(|&c| -self.clue(c))
            .chain([-act])
            .collect();
        self.solver.add_clause(differ);
        let assumptions: Vec<i32> = assumed.iter().map(|&c| self.clue(c)).chain([act]).collect();
        let sat = self.solver.solve_with(assumptions) == Some(true);
        let model = sat.then(|| grid_of(&self.solver, self.n));
        self.solver.add_clause([-act]);
        model
    }
}

/// A solver with CaDiCaL's options `config` ("default", "sat" or "unsat") holding the rules of the grid
/// `geo`: each cell holds one symbol, each symbol goes once in each unit (see [`lit`]).
fn rules(geo: &Geometry, config: &str) -> Solver {
    let n = geo.n;
    let mut solver = Solver::with_config(config).expect("one of CaDiCaL's configurations");
    let x = |cell: usize, d: usize| lit(n, cell, d);
    for cell in 0..n * n {
        solver.add_clause((0..n).map(|d| x(cell, d)));
        for a in 0..n {
            for b in a + 1..n {
                solver.add_clause([-x(cell, a), -x(cell, b)]);
            }
        }
    }
    for unit in &geo.units {
        for d in 0..n {
            solver.add_clause(unit.iter().map(|&c| x(c as usize, d)));
            for (i, &a) in unit.iter().enumerate() {
                for &b in &unit[i + 1..] {
                    solver.add_clause([-x(a as usize, d), -x(b as usize, d)]);
                }
            }
        }
    }
    solver
}

/// The grid of the solver's model (after a satisfiable solve).
fn grid_of(solver: &Solver, n: usize) -> Vec<Symbol> {
    (0..n * n)
        .map(|cell| {
            (0..n)
                .find(|&d| solver.value(lit(n, cell, d)) == Some(true))
                .map_or(0, |d| (d + 1) as Symbol)
        })
        .collect()
}

/// Solutions of the grid `cells` (0 = empty) on `geo`, counted up to `limit`, and the first one found; 0 if
/// the givens break a rule. Each solution found is ruled out by a clause before the solver is asked again.
/// [`super::restart::count`] hands it the big-grid counts its search does not finish quickly: a proven
/// irreducible 25×25 puzzle, which the search (even with probing) took minutes to prove unique, takes the
/// SAT solver well under a second.
pub fn count(geo: &Geometry, cells: &[Symbol], limit: usize) -> (usize, Option<Vec<Symbol>>) {
    let n = geo.n;
    let mut solver = rules(geo, "default");
    for (cell, &v) in cells.iter().enumerate() {
        if v != 0 {
            solver.add_clause([lit(n, cell, v as usize - 1)]);
        }
    }
    let (mut found, mut first) = (0, None);
    while found < limit && solver.solve() == Some(true) {
        let grid = grid_of(&solver, n);
        // Another solution differs from this one in some empty cell.
        let other: Vec<i32> = (0..n * n)
            .filter(|&c| cells[c] == 0)
            .map(|c| -lit(n, c, grid[c] as usize - 1))
            .collect();
        solver.add_clause(other);
        found += 1;
        first.get_or_insert(grid);
    }
    (found, first)
}
