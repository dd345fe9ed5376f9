//! The door to exact solving: one entry point per question, and which solver answers it ([`route`]).
//!
//! | question | grids | solver | why |
//! |---|---|---|---|
//! | count to a limit, the unique solution ([`count_solutions`], [`unique_solution`]) | Killer (blocks and `cage` rules that cover the grid, nothing else) | [`super::killer`] | knows the cage sums (digit-set table): 9×9 medium 112 µs |
//! | | plain 9×9 | [`super::fast9`] | bit-parallel, SIMD in wasm: forum-hardest 92 µs, the general solver 1,124 |
//! | | sides from [`BIG`] with blocks, units and pairs only ([`big_takes`]) | [`super::big`], restarted with probing by [`super::restart`] (then the SAT solver, native) | 16×16 4.4 ms (general 10.5), X 16×16 23 ms (general 54), shipped 25×25 0.35 s |
//! | | other plain grids (4×4, 6×6, 12×12) | the general solver [`super::general`] | its smaller state copies win in the generator's checks ([`BIG`]); 6×6 3 µs (big-grid 5), 12×12 349 µs (big-grid 208: a count alone would be faster there) |
//! | | 9×9 blocks with the non-consecutive rule alone ([`nonconsecutive::takes`]) | [`fast9`] with the relation's steps ([`nonconsecutive`]) | band boards (the plain solver's updates) with the placed digit's neighbours, "different" and a digit's few places in a unit: master 4,212 µs (`neighbours9` 7,149) |
//! | | 9×9 with a relation between every two side neighbours (the non-consecutive mixes), or with blocks and rules that add only units, pairs and cell digits (anti-knight, anti-king, Windoku, X, even/odd; [`neighbours9::takes`]), and Jigsaw 9×9 | [`super::neighbours9`] | the relation as shifts of digit boards, with "different" and a digit's few places in a unit: non-consecutive master 7.2 ms (general 123; measured on the rule alone, which now goes to [`Route::NonConsecutive9`]), anti-knight 123 µs (1,306), X 53 µs (271), Jigsaw 86 µs (300); Windoku 27 µs and anti-king 21 µs against 80 and 70 (master puzzles of seeds 1–10, a scratch program) |
//! | | the rest (Jigsaw and X-Sudoku of other sides below 13, every other rule: relations, digit sets, sums, cages that do not cover the grid) | the general solver; past [`super::LONG_SEARCH`] branch points the SAT solver [`super::prove`] (native) or restarts ([`count_layout_restarting`], wasm) | the only one that reads every rule: thermo 99 µs, cage + little killer + sandwich 11 |
//! | still unique after clues were removed ([`still_unique_until`]) | plain 9×9 | [`super::fast9`] (`has_solution_excluding`, `count_near`) | the generator's hot loop |
//! | | Killer | [`super::killer`], a work limit | the Killer generator's merges and givens |
//! | | sides from [`BIG`] with blocks | [`big::Solver::differ`], in the generator | keeps its tables between checks |
//! | | the non-consecutive rule alone | [`nonconsecutive`], one candidate excluded, the known solution's digits first, a work limit | |
//! | | the other grids [`neighbours9::takes`] | [`super::neighbours9`], one candidate excluded, a work limit | |
//! | | the rest | the general solver, one candidate excluded, a work limit | answers "gave up" instead of running on |
//! | solved by singles alone ([`solved_by_propagation`]) | not plain | the general solver, singles only | easy-first removal's first phase |
//! | a random filled grid | any | [`super::fill`] | |
//!
//! The times: `cargo bench --bench doors`, median thread CPU of a count to 2 per puzzle (master puzzles of
//! seeds 1–6, fewer at 16×16; the solver the door passes over, measured beside it).
//!
//! One budget: [`super::LONG_SEARCH`] branch points before a search counts as long; the SAT fallback is chosen
//! in one place ([`super::sat_count`]).

use super::fast9::{self, nonconsecutive};
use super::general::Search;
use super::{big, neighbours9};
use crate::core::cell::Symbol;
use crate::core::geometry::Geometry;
use crate::core::sudoku::Sudoku;
use crate::puzzle::Puzzle;

/// Sides from which [`big::Solver`] is used (below it, the general solver's smaller state copies win: 12×12
/// irreducible generation 2.5 ms against 3.0 ms).
pub(crate) const BIG: usize = 13;

/// Does [`big::Solver`] take this grid? Sides from [`BIG`] with blocks, plain or with rules that add units and
/// pairs (it reads units and peers); not Jigsaw regions (new per puzzle: its tables are kept per geometry),
/// cages nor the rules' relations, cell digits and sums.
/// (X-Sudoku 16×16 master, seed 1: generated in 1.36 s with the general solver, 0.32 s with this one.)
pub(crate) fn big_takes(geo: &Geometry) -> bool {
    geo.n >= BIG
        && geo.br > 0
        && geo.cages().is_empty()
        && geo.relations.is_empty()
        && geo.allowed.is_empty()
        && geo.sums.is_empty()
        && geo.betweens.is_empty()
}

/// What a search did, for benchmarks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Branch points where more than one candidate had to be tried.
    pub guesses: u64,
}

/// The solver the door sends a grid to, for counting and the unique solution (the routing table above).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// A Killer (cages that cover the grid and no other rule, [`crate::rules::cage::covers`]; cages that do not
    /// are sums, [`Route::Layout`]): [`super::killer`], which knows the cage sums.
    Cages,
    /// Plain 9×9: [`fast9`].
    Fast9,
    /// 9×9 blocks with the non-consecutive rule and nothing else ([`nonconsecutive::takes`]): [`fast9`] with
    /// the relation's steps ([`nonconsecutive`]).
    NonConsecutive9,
    /// Sides from [`BIG`] with blocks and units or pairs only ([`big_takes`]): [`super::restart`].
    Big,
    /// 9×9 with a relation between every two side neighbours (non-consecutive mixed with other rules; alone
    /// it is [`Route::NonConsecutive9`]), or with no relation (anti-knight, anti-king, Windoku, X, even/odd;
    /// Jigsaw regions), and units, pairs and cell digits besides ([`neighbours9::takes`]): [`neighbours9`].
    Neighbours9,
    /// Other plain grids (4×4, 6×6, 12×12): the general solver.
    Plain,
    /// Everything else (Jigsaw and X-Sudoku of other sides below 13, rules with relations other than
    /// [`Route::Neighbours9`]'s, digit sets or sums, rule cages): the general solver, then past
    /// [`super::LONG_SEARCH`] the SAT solver (native) or restarts (wasm).
    Layout,
}

/// Which solver answers for `geo`.
pub fn route(geo: &Geometry) -> Route {
    if crate::rules::cage::covers(geo) {
        Route::Cages
    } else if geo.is_plain() && geo.n == 9 {
        Route::Fast9
    } else if nonconsecutive::takes(geo) {
        Route::NonConsecutive9
    } else if big_takes(geo) {
        Route::Big
    } else if neighbours9::takes(geo) {
        Route::Neighbours9
    } else if geo.is_plain() {
        Route::Plain
    } else {
        Route::Layout
    }
}

/// Solutions of `s`, counted up to `limit` (0 if the givens break a rule).
pub fn count_solutions(s: &Sudoku, limit: usize) -> usize {
    match route(&s.geo) {
        Route::Cages => super::killer::count(s, limit),
        Route::Fast9 => fast9::count(s.cells(), limit),
        Route::NonConsecutive9 => nonconsecutive::count(s.cells(), limit, Default::default()).count,
        Route::Big => super::restart::count(s, limit).0,
        Route::Plain => Search::new(&s.geo).run(s.cells(), limit, None).0,
        Route::Neighbours9 => neighbours9::Solver::new(&s.geo).run(s.cells(), limit).0,
        Route::Layout => count_layout(s, limit).0,
    }
}

/// Solutions of `s` (a layout no other route takes: Jigsaw regions, X-Sudoku below 13×13) counted up to
/// `limit`, and the first one found, by the general solver. Past [`super::LONG_SEARCH`] branch points, native
/// builds with the `prove` feature hand the count to the SAT solver ([`super::sat_count`]); builds without it
/// (the wasm modules) go on with [`count_layout_restarting`].
fn count_layout(s: &Sudoku, limit: usize) -> (usize, Option<Vec<Symbol>>) {
    let mut search = Search::new(&s.geo);
    search.guess_limit = super::LONG_SEARCH;
    let counted = search.run(s.cells(), limit, None);
    if !search.aborted {
        return counted;
    }
    if let Some(counted) = super::sat_count(s, limit) {
        return counted;
    }
    count_layout_restarting(s, limit)
}

/// The count of [`count_layout`] without the SAT solver: the general search started again and again with its
/// candidates tried in a seeded random order, each run stopped at a branch-point limit from the Luby sequence
/// ([`luby`] × [`RESTART_GUESSES`]). A depth-first search that a few early choices send into a huge subtree
/// without a solution has a heavy tail, which restarts cut off: an empty Jigsaw 12×12 (the test below) was
/// not counted to 2 in ten minutes by one search; restarts count it in well under a second. A search that
/// has to exhaust the tree (a unique puzzle's proof) still does once the limits outgrow it, at a constant
/// factor of extra branch points.
fn count_layout_restarting(s: &Sudoku, limit: usize) -> (usize, Option<Vec<Symbol>>) {
    use rand::SeedableRng;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(s.geo.n as u64);
    for k in 1.. {
        let mut search = Search::new(&s.geo);
        search.guess_limit = RESTART_GUESSES.saturating_mul(luby(k));
        let mut pick = |m: u32| super::fill::random_bit(&mut rng, m);
        let counted = search.run(s.cells(), limit, Some(&mut pick));
        if !search.aborted {
            return counted;
        }
    }
    unreachable!("the restarts go on until a search ends")
}

/// Branch points of the shortest run in [`count_layout_restarting`], the unit of its Luby limits.
const RESTART_GUESSES: u64 = 1_000;

/// The `k`-th term (from 1) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …: restart limits
/// within a constant factor of the best fixed limit for any run-time distribution (Luby, Sinclair and
/// Zuckerman 1993), and unbounded, so a search that must exhaust its tree gets to.
fn luby(k: u64) -> u64 {
    let mut k = k;
    loop {
        let bits = 64 - k.leading_zeros(); // 2^(bits-1) <= k < 2^bits
        if k == (1u64 << bits) - 1 {
            return 1u64 << (bits - 1);
        }
        k -= (1u64 << (bits - 1)) - 1;
    }
}

/// Solutions counted up to `limit` by the big-grid solver [`big::Solver`], whatever the shape.
pub fn count_solutions_big(s: &Sudoku, limit: usize, stats: &mut Stats) -> usize {
    let mut solver = big::Solver::new(&s.geo);
    let r = solver.run(s.cells(), limit, None).0;
    stats.guesses += solver.guesses;
    r
}

/// Solutions counted up to `limit` by the side-neighbour solver [`neighbours9`], for the grids it takes
/// ([`neighbours9::takes`]; others count 0): the solver the non-consecutive rule alone came to before
/// [`Route::NonConsecutive9`], for benchmarks.
pub fn count_solutions_neighbours9(s: &Sudoku, limit: usize, stats: &mut Stats) -> usize {
    if !neighbours9::takes(&s.geo) {
        return 0;
    }
    let mut solver = neighbours9::Solver::new(&s.geo);
    let r = solver.run(s.cells(), limit).0;
    stats.guesses += solver.guesses;
    r
}

/// Solutions counted up to `limit` by the general solver, whatever the shape (a baseline for cross-checks).
pub fn count_solutions_general(s: &Sudoku, limit: usize, stats: &mut Stats) -> usize {
    let mut search = Search::new(&s.geo);
    let r = search.run(s.cells(), limit, None).0;
    stats.guesses += search.guesses;
    r
}

/// The solution when there is exactly one.
pub fn unique_solution(s: &Sudoku) -> Option<Vec<Symbol>> {
    let (count, sol) = match route(&s.geo) {
        Route::Cages => return super::killer::unique_solution(s),
        Route::Fast9 => return fast9::unique_solution(s.cells()),
        Route::NonConsecutive9 => {
            let counted = nonconsecutive::count(s.cells(), 2, Default::default());
            (counted.count, counted.solution.map(|sol| sol.to_vec()))
        }
        Route::Plain => return unique_solution_general(s),
        Route::Big => super::restart::count(s, 2),
        Route::Neighbours9 => neighbours9::Solver::new(&s.geo).run(s.cells(), 2),
        Route::Layout => count_layout(s, 2),
    };
    if count == 1 {
        sol
    } else {
        None
    }
}

/// The solution when there is exactly one, by the general solver.
pub fn unique_solution_general(s: &Sudoku) -> Option<Vec<Symbol>> {
    let (count, sol) = Search::new(&s.geo).run(s.cells(), 2, None);
    if count == 1 {
        sol
    } else {
        None
    }
}

/// Whether the puzzle is still unique after clues were removed from a grid whose solution is known to be
/// unique (or cages merged, on a Killer): with one cell removed, only a solution with another symbol there can
/// be new. `None` if the search was still running at `deadline_ms` (see [`crate::core::clock::now_ms`]; the
/// Killer solver has no clock) or past `guess_limit` branch points; plain 9×9 grids always answer. Grids
/// [`big_takes`] does not take only: the generator checks those with [`big::Solver::differ`].
pub(crate) fn still_unique_until(
    s: &Sudoku,
    removed: &[usize],
    solution: &[Symbol],
    deadline_ms: f64,
    guess_limit: u64,
) -> Option<bool> {
    if route(&s.geo) == Route::Cages {
        let mut k = super::killer::KillerSearch::new(&s.geo);
        k.guess_limit = guess_limit;
        let count = k.run(s.cells(), 2).0;
        return (!k.aborted).then_some(count == 1);
    }
    if route(&s.geo) == Route::NonConsecutive9 {
        let mut opts = fast9::Options {
            prefer: Some(solution),
            deadline_ms: Some(deadline_ms),
            guess_limit: Some(guess_limit),
            ..Default::default()
        };
        // one clue removed: unique unless a solution has another digit there
        let one = if let [cell] = removed {
            opts.exclude = Some((*cell, solution[*cell]));
            true
        } else {
            false
        };
        let counted = nonconsecutive::count(s.cells(), if one { 1 } else { 2 }, opts);
        let unique = counted.count == if one { 0 } else { 1 };
        return (!counted.aborted).then_some(unique);
    }
    if route(&s.geo) == Route::Neighbours9 {
        let mut solver = neighbours9::Solver::new(&s.geo);
        solver.deadline_ms = deadline_ms;
        solver.guess_limit = guess_limit;
        if let [cell] = removed {
            solver.exclude = Some((*cell, solution[*cell]));
            let found = solver.run(s.cells(), 1).0 > 0;
            return (!solver.aborted).then_some(!found);
        }
        let count = solver.run(s.cells(), 2).0;
        return (!solver.aborted).then_some(count == 1);
    }
    if let [cell] = removed {
        if s.geo.is_plain() && s.geo.n == 9 {
            return Some(!fast9::has_solution_excluding(
                s.cells(),
                *cell,
                solution[*cell],
                solution,
            ));
        }
        let mut search = Search::new(&s.geo);
        search.exclude = Some((*cell, solution[*cell]));
        search.deadline_ms = deadline_ms;
        search.guess_limit = guess_limit;
        let found = search.run(s.cells(), 1, None).0 > 0;
        return (!search.aborted).then_some(!found);
    }
    if s.geo.is_plain() && s.geo.n == 9 {
        return Some(fast9::count_near(s.cells(), 2, solution) == 1);
    }
    debug_assert!(
        !big_takes(&s.geo),
        "big grids with blocks are checked by big::Solver::differ"
    );
    let mut search = Search::new(&s.geo);
    search.deadline_ms = deadline_ms;
    search.guess_limit = guess_limit;
    let count = search.run(s.cells(), 2, None).0;
    (!search.aborted).then_some(count == 1)
}

/// Whether naked and hidden singles alone (no branch point) solve `s`, which proves it unique: easy-first
/// clue removal's first phase on layouts other than plain blocks (X-Sudoku, Jigsaw). Singles only: with
/// pointing and claiming too, that phase left harder puzzles (Jigsaw 9×9 easy, seeds 1–10: 5 easy instead
/// of 9).
pub(crate) fn solved_by_propagation(s: &Sudoku) -> bool {
    let mut search = Search::new(&s.geo);
    search.singles_only = true;
    search.guess_limit = 0;
    let count = search.run(s.cells(), 1, None).0;
    count == 1 && !search.aborted
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty Jigsaw 12×12 (the region layout of `tests/wasm_node.rs`): the wasm modules' path, restarts
    /// without the SAT solver, finds two solutions (one depth-first search did not in ten minutes).
    #[test]
    fn restarts_count_an_empty_jigsaw_12_without_the_sat_solver() {
        let regions = "111123333444111123333444511123333444551522266644555522266664555522266667888889996777888999997777888A9999B7778AAACCCBBBB7AAAACCCCBBBBAAAACCCCCBBB";
        let id = format!("12:{}:{regions}", ".".repeat(144));
        let s = crate::format::variant::parse_grid("jigsaw", &id).unwrap();
        let (count, solution) = count_layout_restarting(&s, 2);
        assert_eq!(count, 2);
        let solution = solution.unwrap();
        for unit in &s.geo.units {
            let mut seen: Vec<Symbol> = unit.iter().map(|&c| solution[c as usize]).collect();
            seen.sort_unstable();
            assert_eq!(
                seen,
                (1..=12).collect::<Vec<Symbol>>(),
                "a row, column or region"
            );
        }
    }

    #[test]
    fn luby_sequence() {
        let first: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(first, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}
