//! Proof that a big puzzle's clues are needed, with an incremental SAT solver (CaDiCaL through the `cadical`
//! crate: MIT, built from its bundled C++ source by the system's C++ compiler; native builds with the cargo
//! feature `prove` only, never the wasm build; it replaced varisat, which took 81.8 s CPU where CaDiCaL
//! takes 36 s for the X 25×25 puzzle of seed 1). `deduce generate --prove`
//! uses it for the clue checks that the branch-point-limited search of [`crate::generate::sudoku`] gives up on.
//!
//! One solver is kept for all the checks of a puzzle, so what it learns in one check (its learned clauses
//! are consequences of the Sudoku rules alone) speeds up the next. The formula is the rules of the grid; a
//! clue proven needed becomes a unit clause for good (removing clues only adds solutions, so a needed clue
//! stays needed as more go); each undecided orbit has a variable "one of its cells differs from the
//! solution". A check asks for a solution that differs in one undecided orbit and in no other (clues already
//! removed are free): a model is a second solution once that orbit is taken out, so it is needed; none means
//! it may go. See [`Prover::decide`] for the order of the checks.

use crate::core::cell::Symbol;
use crate::core::geometry::Geometry;

/// CaDiCaL's solver (the `cadical` crate), driven through its IPASIR-style interface: literals are DIMACS
/// integers, variable `cell * n + d + 1` saying that `cell` holds symbol `d + 1`.
type Solver = cadical::Solver;

/// The SAT side of one puzzle's clue checks: the rules of its grid and what was learned so far.
pub struct Prover {
    solver: Solver,
    n: usize,
    /// Symbol bit index (0-based) of each cell in the puzzle's solution.
    solution: Vec<usize>,
    /// Next free variable (after the `n³` cell-symbol ones): the orbits' "differs" variables, and the
    /// activation literals and counters of the checks.
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
        // Nearly every check finds a second solution (seed 1 of X 25×25: 225 of 229), so CaDiCaL's
        // options for satisfiable formulas: 36 s CPU for that puzzle against 55 s with its defaults.
        let (solver, next) = rules(geo, "sat");
        Prover {
            solver,
            n: geo.n,
            solution: solution.iter().map(|&v| v as usize - 1).collect(),
            next,
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

    /// A fresh variable.
    fn fresh(&mut self) -> i32 {
        self.next += 1;
        self.next - 1
    }

    /// Decides the orbits `waiting` (clues of a unique puzzle whose other clues are [`Prover::keep`]t):
    /// for each, whether it goes; the others are proven needed and kept.
    ///
    /// First each orbit in turn is checked alone, the other undecided orbits given, within
    /// [`CHECK_CONFLICTS`]; one that takes longer stays undecided (its clues stay too). Then the undecided
    /// orbits are checked all at once: a solution that differs from the known one in exactly one of them
    /// (and anywhere among the clues gone) agrees with every other clue, so that orbit is needed, now and
    /// after any removal; when there is none, none of them is needed, and the first one goes (one at a time:
    /// two that may each go may not both go). The solver then finds whichever second solution is nearest:
    /// on X 25×25 a check of one given orbit can take a minute where the checks of all of them at once find
    /// one in about a second. Every answer is exact, whatever the order, so the puzzle comes back proven
    /// irreducible (which clues go depends on the order, and so on the limit).
    pub fn decide(&mut self, waiting: &[&Vec<usize>]) -> Vec<bool> {
        self.decide_within(waiting, CHECK_CONFLICTS)
    }

    /// [`Prover::decide`] with the single checks' conflict limit given (0: every orbit to the checks of
    /// all at once; for tests).
    fn decide_within(&mut self, waiting: &[&Vec<usize>], limit: i32) -> Vec<bool> {
        // `differs[k]`: some cell of orbit k differs from the solution.
        let differs: Vec<i32> = waiting
            .iter()
            .map(|orbit| {
                let o = self.fresh();
                for &c in orbit.iter() {
                    let l = self.clue(c);
                    self.solver.add_clause([l, o]);
                }
                let some: Vec<i32> = orbit.iter().map(|&c| -self.clue(c)).collect();
                self.solver.add_clause(some.into_iter().chain([-o]));
                o
            })
            .collect();
        let mut open: Vec<usize> = (0..waiting.len()).collect();
        let mut goes = vec![false; waiting.len()];
        let mut i = 0;
        while i < open.len() {
            let k = open[i];
            let others = open.iter().filter(|&&j| j != k).map(|&j| -differs[j]);
            let assumptions: Vec<i32> = others.chain([differs[k]]).collect();
            let answer = match limit {
                0 => None,
                _ => {
                    self.solver
                        .set_limit("conflicts", limit)
                        .expect("a limit CaDiCaL knows");
                    self.solver.solve_with(assumptions)
                }
            };
            match answer {
                Some(true) => {
                    open.remove(i);
                    self.keep(waiting[k]);
                }
                Some(false) => {
                    open.remove(i);
                    goes[k] = true;
                }
                None => i += 1,
            }
        }
        while !open.is_empty() {
            let lits: Vec<i32> = open.iter().map(|&k| differs[k]).collect();
            match self.exactly_one(&lits) {
                Some(i) => {
                    let k = open.remove(i);
                    self.keep(waiting[k]);
                }
                None => goes[open.remove(0)] = true,
            }
        }
        goes
    }

    /// A model in which exactly one of `lits` holds: its index; `None` if there is none. The constraint
    /// (a sequential counter) is behind an activation literal, switched off for good afterwards.
    fn exactly_one(&mut self, lits: &[i32]) -> Option<usize> {
        let act = self.fresh();
        self.solver.add_clause(lits.iter().copied().chain([-act]));
        // `prev`: one of the literals before `l` holds (a fresh variable per literal but the last; 0: none).
        let mut prev = 0;
        for (i, &l) in lits.iter().enumerate() {
            if prev != 0 {
                self.solver.add_clause([-act, -l, -prev]);
            }
            if i + 1 < lits.len() {
                let s = self.fresh();
                self.solver.add_clause([-act, -l, s]);
                if prev != 0 {
                    self.solver.add_clause([-act, -prev, s]);
                }
                prev = s;
            }
        }
        let sat = self.solver.solve_with([act]) == Some(true);
        let found = sat.then(|| {
            lits.iter()
                .position(|&l| self.solver.value(l) == Some(true))
                .expect("the at-least-one clause")
        });
        self.solver.add_clause([-act]);
        found
    }
}

/// Conflicts a check of one orbit may take before it waits for the checks of all the orbits left at once
/// (see [`Prover::decide`]).
const CHECK_CONFLICTS: i32 = 300;

/// A solver with CaDiCaL's options `config` ("default", "sat" or "unsat") holding the rules of the grid
/// `geo`: each cell holds one symbol, each symbol goes once in each unit (see [`lit`]); and the first variable
/// its clauses left unused (the rules' sums take auxiliary ones).
fn rules(geo: &Geometry, config: &str) -> (Solver, i32) {
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
    // The rules beyond units (anti-knight's pairs, even cells, non-consecutive's and the dots' relations):
    // without them a count on such a grid found grids that break them.
    let mut next = (n * n * n) as i32 + 1;
    let clauses = crate::rules::clauses(
        geo,
        |c, v| x(c, v - 1),
        || {
            next += 1;
            next - 1
        },
    );
    for clause in clauses {
        solver.add_clause(clause);
    }
    (solver, next)
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
    let (mut solver, _) = rules(geo, "default");
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sudoku::Sudoku;
    use crate::solve::door;
    use rand::{rngs::StdRng, seq::SliceRandom, SeedableRng};
    use std::sync::Arc;

    /// Solutions of `cells` on `geo` up to 2, by the general search (not the prover).
    fn count(geo: &Arc<Geometry>, cells: &[Symbol]) -> usize {
        let mut p = Sudoku::on(geo.clone());
        for (c, &v) in cells.iter().enumerate() {
            p.set(c, v);
        }
        door::count_solutions_general(&p, 2, &mut door::Stats::default())
    }

    #[test]
    fn decided_puzzles_are_irreducible_whichever_checks_decide() {
        // From a full grid, every cell waiting (alone, or in pairs as a symmetry's orbits): the single checks
        // (limit 300) or only the checks of all at once (limit 0) leave a unique puzzle without which any
        // orbit kept has a second solution.
        for (geo, seed) in [
            (Geometry::get(3, 3), 1),
            (crate::rules::x_geometry(3, 3), 2),
        ] {
            let mut rng = StdRng::seed_from_u64(seed);
            let solution = crate::solve::fill::random_solution(&geo, &mut rng);
            for (pairs, limit) in [(false, 300), (false, 0), (true, 0)] {
                let mut orbits: Vec<Vec<usize>> = match pairs {
                    true => (0..41).map(|c| vec![c, 80 - c]).collect(),
                    false => (0..81).map(|c| vec![c]).collect(),
                };
                orbits[40].dedup();
                orbits.shuffle(&mut rng);
                let waiting: Vec<&Vec<usize>> = orbits.iter().collect();
                let goes = Prover::new(&geo, &solution).decide_within(&waiting, limit);
                assert!(goes.iter().any(|&g| g) && !goes.iter().all(|&g| g));
                let mut cells = solution.clone();
                for (orbit, _) in orbits.iter().zip(&goes).filter(|(_, &g)| g) {
                    orbit.iter().for_each(|&c| cells[c] = 0);
                }
                assert_eq!(count(&geo, &cells), 1);
                for (orbit, _) in orbits.iter().zip(&goes).filter(|(_, &g)| !g) {
                    let mut without = cells.clone();
                    orbit.iter().for_each(|&c| without[c] = 0);
                    assert_eq!(count(&geo, &without), 2, "{orbit:?} is not needed");
                }
            }
        }
    }
}
