//! Seeded generation of irreducible puzzles: fill a random grid, then visit clue orbits (cells that a symmetry
//! maps onto each other) in random order and drop an orbit while the puzzle keeps exactly one solution.
//! For a level, puzzles are graded and those of another level rejected (Tatham's rule) up to a number of tries;
//! then the closest puzzle found is returned with its true label. All limits count work (see [`Budget`]), so
//! the same options and seed give the same puzzle; the time budget is only a safety net. One exception to
//! irreducible: a rule whose irreducible puzzles are all master (non-consecutive 9×9,
//! [`crate::rules::RuleRow::level_givens_from`]) keeps, below master, the givens the level needs
//! ([`Budget::minimal_for_level`]).

use crate::core::cell::Symbol;
use crate::core::clock::now_ms;
use crate::core::geometry::{standard_shape, Geometry};
use crate::core::sudoku::Sudoku;
use crate::hint::technique::{Level, Technique};
use crate::human::solver;
use crate::puzzle::{GenerateOptions, Generated, Puzzle};
use crate::solve::{big, door, fill};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::sync::Arc;

/// Symmetries a generated puzzle's clues can have.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Symmetry {
    None,
    Rot180,
    Rot90,
    MirrorH,
    MirrorV,
    Diagonal,
}

impl Symmetry {
    pub const NAMES: &'static [&'static str] = &[
        "none", "rot180", "rot90", "mirror-h", "mirror-v", "diagonal",
    ];

    pub fn parse(s: &str) -> Option<Symmetry> {
        Some(match s.trim().to_ascii_lowercase().as_str() {
            "none" | "" => Symmetry::None,
            "rot180" | "180" => Symmetry::Rot180,
            "rot90" | "90" => Symmetry::Rot90,
            "mirror-h" | "horizontal" => Symmetry::MirrorH,
            "mirror-v" | "vertical" => Symmetry::MirrorV,
            "diagonal" => Symmetry::Diagonal,
            _ => return None,
        })
    }

    /// The symmetry `opts` asks for (none when unset), or an error naming the choices.
    pub fn of_options(opts: &GenerateOptions) -> Result<Symmetry, String> {
        match &opts.symmetry {
            None => Ok(Symmetry::None),
            Some(s) => Symmetry::parse(s).ok_or_else(|| {
                crate::tr!(
                    "error-generate-symmetry",
                    symmetry = s,
                    names = Symmetry::NAMES.join(", ")
                )
            }),
        }
    }

    /// The images of `(r, c)` under the symmetry group, itself included.
    fn orbit(self, n: usize, r: usize, c: usize) -> Vec<usize> {
        let m = n - 1;
        let mut pts = vec![(r, c)];
        match self {
            Symmetry::None => {}
            Symmetry::Rot180 => pts.push((m - r, m - c)),
            Symmetry::Rot90 => pts.extend([(c, m - r), (m - r, m - c), (m - c, r)]),
            Symmetry::MirrorH => pts.push((r, m - c)),
            Symmetry::MirrorV => pts.push((m - r, c)),
            Symmetry::Diagonal => pts.push((c, r)),
        }
        let mut cells: Vec<usize> = pts.into_iter().map(|(r, c)| r * n + c).collect();
        crate::core::sort::sort(&mut cells);
        cells.dedup();
        cells
    }
}

/// Clue orbits of the grid under a symmetry, each listed once.
pub(crate) fn orbits(n: usize, sym: Symmetry) -> Vec<Vec<usize>> {
    let mut seen = vec![false; n * n];
    let mut out = Vec::new();
    for cell in 0..n * n {
        if !seen[cell] {
            let o = sym.orbit(n, cell / n, cell % n);
            for &x in &o {
                seen[x] = true;
            }
            out.push(o);
        }
    }
    out
}

/// Deterministic work limits of generation, so that the same options and seed always give the same puzzle;
/// the clock is only a safety net.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Branch points one uniqueness check may take before it gives up (and keeps its clues).
    pub check_guesses: u64,
    /// A single orbit's check on a big grid that gave up is run again with failed-literal probing
    /// ([`big::Solver::probe`]) and this many branch points ([`big::PROBES_PER_GUESS`] probes counting as
    /// one); 0: no second run.
    pub probe_guesses: u64,
    /// Puzzles made and graded while looking for a level before the closest one is returned.
    pub attempts: usize,
    /// Remove clues easy-first ([`irreducible_with`]): faster at 16×16, and easier puzzles.
    pub easy_first: bool,
    /// Safety net (see [`crate::core::clock::now_ms`]): checks still running past it give up at once. Reached only
    /// on a machine far slower than the work limits were sized for.
    pub deadline_ms: f64,
    /// Decide every check that the search gives up on with the SAT prover ([`crate::solve::prove`], native builds
    /// with the `prove` feature; elsewhere this does nothing): the puzzle comes back proven irreducible,
    /// in seconds to minutes at 25×25 (`deduce generate --prove`; docs/levels.md has the times).
    pub prove: bool,
    /// Easy-first removal ([`easy_first`]) also drops, between its two phases, each waiting orbit without
    /// which the human solver, restricted to the techniques up to this level, still solves the puzzle
    /// ([`solver::solves_within`]). `generate` sets it at 16×16 when a level up to hard is asked for (see
    /// [`logic_cap`]); `None` elsewhere.
    pub logic_cap: Option<Level>,
    /// With [`Budget::logic_cap`]: give the puzzle up (easy-first removal returns `None`) as soon as its second
    /// phase removes an orbit or gives up on one in its first pass: the puzzle would then be beyond the cap
    /// (or most likely so) and cost the most to finish. `generate` sets it once it has a puzzle to fall back on.
    pub abandon_beyond_cap: bool,
    /// With [`Budget::logic_cap`]: easy-first removal ends after the capped pass, so the puzzle is minimal for
    /// its level rather than irreducible: every clue left is needed for one solution (phase 1's witness) or for
    /// the techniques up to the cap (the capped pass). For rules whose irreducible puzzles are all master at
    /// this side ([`crate::rules::RuleRow::level_givens_from`]), when a lower level is asked for.
    pub minimal_for_level: bool,
}

impl Budget {
    /// The limits for a side, sized so that a native release build makes a puzzle of any level well within
    /// a second or so (about twice that in wasm), far from the page's 3 s safety net.
    ///
    /// Up to 16×16 a check rarely comes near its limit: over 100 16×16 puzzles (≈ 17 000 checks) the
    /// largest check that finished within it took 47 000 branch points, and one check needed 531 000 (≈ 1.6 s),
    /// so about one 16×16 puzzle in 100 keeps one clue that is not proven needed (none of seeds 1–400 does),
    /// in exchange for a worst case of ≈ 0.6 s per check that leaves the page's 3 s safety net unused. At
    /// 25×25 a late check can need 10⁴–10⁶ branch points (about 7 µs each), so a check gives up after 100
    /// and keeps its clue: the puzzle is unique (≈ 273 clues, 131–149 ms median over seeds 1–3), but ≈ 216
    /// of its clues are not proven needed, and re-checked on the final puzzle most of those turn out to be
    /// removable one at a time (not together), which only an exhaustive search shows. More work buys
    /// little (seeds 1–5): a limit of 1000 takes 1.1 s for ≈ 205 undecided clues, 3000 takes 3 s for
    /// ≈ 182; a second run with probing (`probe_guesses`) of 2000 takes 2.6 s for ≈ 169, of 200 000 ≈ 71 s
    /// for 29 (seed 1); so `probe_guesses` is 0 at every size (docs/levels.md has the figures). The level
    /// loop makes fewer puzzles where each costs more and where the calibration (docs/levels.md) says the
    /// low levels hardly ever occur: at 16×16 (easy-first) about one puzzle in six is medium and one in fifty
    /// hard, none easy, so 16 puzzles find a medium one 19 times in 20; at 25×25 no level below expert has
    /// been seen, so asking for one returns the closest (expert or master) after 3 puzzles.
    ///
    /// From 12×12 up clues are removed easy-first (see `easy_first` here): faster at 16×16 and far easier
    /// puzzles at 12×12 and 16×16; at 25×25 it does not make the checks cheaper, but it leaves fewer clues
    /// not proven needed (seeds 1–10: ≈ 150 of ≈ 258 against ≈ 215 of ≈ 273) in about twice the time
    /// (≈ 0.3 s), and now and then an easier puzzle. 9×9 keeps removal in random order (its fast checks
    /// and level mix need nothing else).
    pub fn for_side(n: usize) -> Budget {
        Budget {
            check_guesses: if n <= 16 { 200_000 } else { 100 },
            probe_guesses: 0,
            easy_first: n >= 12,
            attempts: match n {
                0..=9 => 2_000,
                10..=12 => 30,
                13..=16 => 16,
                _ => 3,
            },
            deadline_ms: f64::INFINITY,
            prove: false,
            logic_cap: None,
            abandon_beyond_cap: false,
            minimal_for_level: false,
        }
    }
}

/// A big-grid solver for the clue checks of a puzzle whose solution is `solution`.
fn checker(geo: &Geometry, solution: &[Symbol]) -> big::Solver {
    let mut s = big::Solver::new(geo);
    s.prefer = solution.iter().map(|&v| v - 1).collect();
    s
}

/// Is the puzzle (clues `removed` just taken out of a unique puzzle whose solution is `solution`) still
/// unique? `None` when the check gave up (work limit or safety-net deadline). On big grids this is one
/// search for a solution that differs from `solution` in a removed cell (see [`big::Solver::differ`]), with
/// one solver kept across the checks of a puzzle.
fn still_unique(
    solver: &mut Option<big::Solver>,
    puzzle: &Sudoku,
    removed: &[usize],
    solution: &[Symbol],
    budget: &Budget,
    probe_guesses: u64,
) -> Option<bool> {
    if !door::big_takes(&puzzle.geo) {
        // Plain grids below 13×13 are always decided; a Jigsaw check can (rarely) explode without the
        // block arithmetic of plain propagation (one 9×9 check in ≈ 3000 took minutes), so it has a limit.
        let limit = match puzzle.geo.is_plain() {
            true => u64::MAX,
            false => budget.check_guesses.min(crate::solve::LONG_SEARCH),
        };
        return door::still_unique_until(puzzle, removed, solution, budget.deadline_ms, limit);
    }
    let s = solver.get_or_insert_with(|| checker(&puzzle.geo, solution));
    s.differ = removed.iter().map(|&c| c as u16).collect();
    s.deadline_ms = budget.deadline_ms;
    for (probe, limit) in [(false, budget.check_guesses), (true, probe_guesses)] {
        if limit == 0 {
            break;
        }
        s.guesses = 0;
        s.probes = 0;
        s.probe = probe;
        s.guess_limit = limit;
        let found = s.run(puzzle.cells(), 1, None).0 > 0;
        if !s.aborted {
            return Some(!found);
        }
    }
    None
}

/// One irreducible puzzle (with respect to the symmetry's orbits) from the random stream, within
/// [`Budget::for_side`].
///
/// Orbits are tried in a shuffled order and dropped while the puzzle stays unique. To save checks, a run of
/// orbits is first dropped together (one check); if that breaks uniqueness the run is halved and retried, down
/// to single orbits. The result is exactly what one-at-a-time removal in the same order gives: a run that can
/// go as a whole would also have gone orbit by orbit, and a clue kept once stays needed as more clues go.
/// (Checks give up at the work limit: at 25×25 most late ones do, so the puzzle is unique but not proven
/// irreducible, and about one 16×16 puzzle in 100 keeps one such clue: see [`Budget::for_side`].)
pub fn irreducible(geo: &Arc<Geometry>, sym: Symmetry, rng: &mut StdRng) -> Sudoku {
    irreducible_with(geo, sym, rng, &Budget::for_side(geo.n)).0
}

/// Like [`irreducible`], with [`Budget::for_side`] and a safety-net deadline; the flag says whether the
/// puzzle is proven irreducible.
pub fn irreducible_until(
    geo: &Arc<Geometry>,
    sym: Symmetry,
    rng: &mut StdRng,
    deadline_ms: f64,
) -> (Sudoku, bool) {
    let budget = Budget {
        deadline_ms,
        ..Budget::for_side(geo.n)
    };
    let (p, undecided) = irreducible_with(geo, sym, rng, &budget);
    (p, undecided == 0)
}

/// Like [`irreducible`], within `budget`: a check that gives up keeps its clues. The puzzle always has exactly
/// one solution (a clue goes only when a check proves it may); the count is of the orbits kept because their
/// own check gave up (0: proven irreducible). Without the deadline the result depends only on the random
/// stream and the budget's work limits.
pub fn irreducible_with(
    geo: &Arc<Geometry>,
    sym: Symmetry,
    rng: &mut StdRng,
    budget: &Budget,
) -> (Sudoku, usize) {
    let (p, undecided) =
        irreducible_orbits(geo, sym, rng, budget).expect("given up only with abandon_beyond_cap");
    (p, undecided.len())
}

/// Like [`irreducible_with`], with the orbits kept because their check gave up (empty: proven irreducible)
/// in place of their count.
fn irreducible_orbits(
    geo: &Arc<Geometry>,
    sym: Symmetry,
    rng: &mut StdRng,
    budget: &Budget,
) -> Option<(Sudoku, Vec<Vec<usize>>)> {
    let solution = fill::random_solution(geo, rng);
    let mut puzzle = Sudoku::on(geo.clone()).with_cells(&solution);
    let mut orbs = orbits(geo.n, sym);
    orbs.shuffle(rng);
    let undecided = match budget.easy_first {
        true => easy_first(&mut puzzle, &orbs, &solution, budget)?,
        false => random_order(&mut puzzle, &orbs, &solution, budget),
    };
    Some((puzzle, undecided.into_iter().cloned().collect()))
}

/// Removal in the random order of `orbs`, runs of orbits first (see [`irreducible`]); returns the orbits
/// kept because their own check gave up.
fn random_order<'o>(
    puzzle: &mut Sudoku,
    orbs: &'o [Vec<usize>],
    solution: &[Symbol],
    budget: &Budget,
) -> Vec<&'o Vec<usize>> {
    let mut solver = None;
    let mut undecided = vec![];
    let mut run = (orbs.len() / 3).max(1);
    let mut next = 0;
    while next < orbs.len() {
        let end = (next + run).min(orbs.len());
        let group = &orbs[next..end];
        let removed: Vec<usize> = group.iter().flatten().copied().collect();
        for &c in &removed {
            puzzle.set(c, 0);
        }
        let probe = if group.len() == 1 {
            budget.probe_guesses
        } else {
            0
        };
        let unique = match still_unique(&mut solver, puzzle, &removed, solution, budget, probe) {
            Some(u) => u,
            None => {
                // Undecided: keep the clues. Only a single orbit's verdict costs irreducibility.
                if group.len() == 1 {
                    undecided.push(&group[0]);
                }
                false
            }
        };
        if unique {
            next = end;
            continue;
        }
        for &c in &removed {
            puzzle.set(c, solution[c]);
        }
        if group.len() == 1 {
            next = end;
        } else {
            run = group.len() / 2;
        }
    }
    if budget.prove {
        prove_rest(puzzle, &mut undecided, solution);
    }
    undecided
}

/// Branch points of the search for a second solution that may show, in easy-first removal's first phase,
/// that an orbit is needed.
const WITNESS_GUESSES: u64 = 100;
/// Easy-first removal's first pass over the orbits left for its second phase, before the budget's limit.
const FIRST_PASS_GUESSES: u64 = 1_000;

/// Easy-first removal of the orbits `orbs` (in that order) from the solved grid `puzzle` whose solution is
/// `solution`; returns the orbits kept because their check gave up (none: proven irreducible), or `None` when
/// [`Budget::abandon_beyond_cap`] gave the puzzle up.
///
/// Phase 1 drops an orbit when propagation alone (singles and locked candidates, no branch point) still
/// solves the puzzle without it, which proves it unique at no cost; otherwise a small search
/// ([`WITNESS_GUESSES`]) for a second solution may show that the orbit is needed (for good: removing clues
/// only adds solutions), and if not, the orbit waits for phase 2. One pass is enough, since an orbit that
/// propagation cannot do without now, it cannot do without later either. Phase 2 decides the waiting orbits
/// on the current puzzle one at a time, with [`still_unique`] in two passes: [`FIRST_PASS_GUESSES`], then the
/// budget's limits for those left undecided; with [`Budget::prove`] the SAT prover decides the rest (see
/// [`prove_rest`]). (Below 13×13 [`still_unique`] has no work limit, so there every check is decided at once.)
///
/// At 16×16 this is faster than removal in random order (seeds 1–100: median 15.9 against 24.8 ms), keeps
/// fewer clues (90.4 against 93.6) and gives easier puzzles (medium 16, hard 2, expert 18, master 64
/// against expert 3, master 97): the puzzle stays solvable by propagation until phase 2, whose few checks
/// (3–36 orbits) start from there (docs/levels.md, "Easy-first removal").
///
/// With [`Budget::minimal_for_level`] there is no phase 2: the capped pass's puzzle is the result.
fn easy_first<'o>(
    puzzle: &mut Sudoku,
    orbs: &'o [Vec<usize>],
    solution: &[Symbol],
    budget: &Budget,
) -> Option<Vec<&'o Vec<usize>>> {
    // The big-grid solver needs blocks: other layouts check propagation with the general solver.
    let plain = puzzle.geo.is_plain();
    let mut solver = plain.then(|| checker(&puzzle.geo, solution));
    let set = |p: &mut Sudoku, orbit: &[usize], on: bool| {
        for &c in orbit {
            p.set(c, if on { solution[c] } else { 0 });
        }
    };
    let small = Budget {
        check_guesses: WITNESS_GUESSES,
        ..*budget
    };
    let mut waiting = vec![];
    for orbit in orbs {
        set(puzzle, orbit, false);
        let propagates = match solver.as_mut() {
            Some(s) => {
                (s.differ, s.guesses, s.guess_limit, s.probe) = (vec![], 0, 0, false);
                s.deadline_ms = budget.deadline_ms;
                s.run(puzzle.cells(), 1, None).0 == 1 && !s.aborted
            }
            None => door::solved_by_propagation(puzzle),
        };
        if propagates {
            continue;
        }
        let needed = still_unique(&mut solver, puzzle, orbit, solution, &small, 0) == Some(false);
        set(puzzle, orbit, true);
        if !needed {
            waiting.push(orbit);
        }
    }
    if let Some(cap) = budget.logic_cap {
        // One pass is enough here too: removing clues only makes the logic weaker. In runs, as random-order
        // removal checks uniqueness: a run whose orbits all go at once (one solve) would have gone one by one,
        // and a run that cannot is halved, down to single orbits, so the result is the one-by-one pass's (the
        // rule rows of www/levels.js recompute alike). Fewer solves where most orbits go, or most stay.
        let mut kept = vec![];
        let (mut next, mut run) = (0, (waiting.len() / 4).max(1));
        while next < waiting.len() {
            let end = (next + run).min(waiting.len());
            let group = &waiting[next..end];
            for orbit in group {
                set(puzzle, orbit, false);
            }
            if solver::solves_within(puzzle, cap) {
                next = end;
                continue;
            }
            for orbit in group {
                set(puzzle, orbit, true);
            }
            if group.len() == 1 {
                kept.push(group[0]);
                next = end;
            } else {
                run = group.len() / 2;
            }
        }
        waiting = kept;
        if budget.minimal_for_level {
            return Some(vec![]);
        }
    }
    let first = Budget {
        check_guesses: FIRST_PASS_GUESSES.min(budget.check_guesses),
        ..*budget
    };
    for (pass, probe) in [(&first, 0), (budget, budget.probe_guesses)] {
        let mut left = vec![];
        for orbit in waiting {
            set(puzzle, orbit, false);
            let decided = still_unique(&mut solver, puzzle, orbit, solution, pass, probe);
            if budget.abandon_beyond_cap && decided != Some(false) {
                return None;
            }
            match decided {
                Some(true) => {}
                Some(false) => set(puzzle, orbit, true),
                None => {
                    set(puzzle, orbit, true);
                    left.push(orbit);
                }
            }
        }
        waiting = left;
    }
    if budget.prove {
        prove_rest(puzzle, &mut waiting, solution);
    }
    Some(waiting)
}

/// Decides the checks the search gave up on (`waiting`: orbits whose clues are in `puzzle`; every other clue
/// of it is proven needed) with one SAT prover ([`crate::solve::prove::Prover::decide`]), removing those that can
/// go; `waiting` ends empty. Without the `prove` feature (and in wasm) it does nothing.
#[cfg(all(feature = "prove", not(target_arch = "wasm32")))]
fn prove_rest(puzzle: &mut Sudoku, waiting: &mut Vec<&Vec<usize>>, solution: &[Symbol]) {
    if waiting.is_empty() {
        return;
    }
    let mut prover = crate::solve::prove::Prover::new(&puzzle.geo, solution);
    let undecided: Vec<usize> = waiting.iter().copied().flatten().copied().collect();
    let kept: Vec<usize> = (0..puzzle.cells().len())
        .filter(|&c| puzzle.cells()[c] != 0 && !undecided.contains(&c))
        .collect();
    prover.keep(&kept);
    for (orbit, goes) in waiting.iter().zip(prover.decide(waiting)) {
        if goes {
            for &c in orbit.iter() {
                puzzle.set(c, 0);
            }
        }
    }
    waiting.clear();
}

#[cfg(not(all(feature = "prove", not(target_arch = "wasm32"))))]
fn prove_rest(_: &mut Sudoku, _: &mut Vec<&Vec<usize>>, _: &[Symbol]) {}

/// The [`Budget::logic_cap`] for a request: the level asked for when it is at most hard on a plain 16×16
/// grid. There easy-first removal leaves the puzzle solvable by propagation until its second phase, whose
/// search-checked removals mostly make it expert or master (seeds 1000–1099: medium 6, hard 3, expert 14,
/// master 77), so that 16 tries found a hard puzzle only about 11 times in 20. Dropping first the waiting
/// orbits that techniques up to hard can do without keeps many puzzles within the level: the second phase
/// then often has nothing left to remove.
fn logic_cap(geo: &Geometry, level: Option<Level>) -> Option<Level> {
    level.filter(|&l| match geo.is_plain() {
        true => (Level::Medium..=Level::Hard).contains(&l) && (13..=16).contains(&geo.n),
        false => l <= Level::Hard && geo.n <= 12,
    })
}

/// A seeded puzzle per `opts`; the same options and seed give the same puzzle.
///
/// For a level, up to [`Budget::attempts`] puzzles are made and graded; the first of the level wins, else the
/// closest one (the first of the smallest distance) is returned with its true label. The work limits decide
/// the result; `time_budget_ms` is a safety net that cuts the loop (and the checks) only on a machine far
/// slower than the limits were sized for.
pub fn generate(opts: &GenerateOptions) -> Result<Generated, String> {
    generate_with(opts, false)
}

/// [`generate`], with every puzzle made proven irreducible when `prove` (see [`Budget::prove`]; native builds
/// with the `prove` feature only, elsewhere an error): then the clock is not consulted at all, so the same
/// options and seed always give the same puzzle, in seconds to minutes at 25×25.
pub fn generate_with(opts: &GenerateOptions, prove: bool) -> Result<Generated, String> {
    let ((br, bc), sym) = shape_and_symmetry(opts)?;
    generate_on(&Geometry::get(br, bc), sym, opts, prove)
}

/// An X-Sudoku per `opts` (every Sudoku size; both main diagonals are units too), like [`generate_with`].
pub fn generate_x(opts: &GenerateOptions, prove: bool) -> Result<Generated, String> {
    generate_with_rules(opts, &[crate::core::rule::Rule::Diagonals], prove)
}

/// A Sudoku under `rules` (canonical order, as `rules::parse` gives them) per `opts`, like
/// [`generate_with`]: the rules' units and pairs are the geometry's, so the same search, reduction and
/// grading serve every rule of that sort.
pub fn generate_with_rules(
    opts: &GenerateOptions,
    rules: &[crate::core::rule::Rule],
    prove: bool,
) -> Result<Generated, String> {
    let ((br, bc), sym) = shape_and_symmetry(opts)?;
    generate_on(&rules_geometry(br, bc, rules)?, sym, opts, prove)
}

/// The geometry of `br×bc` blocks under `rules` (canonical order) for generation, or why no puzzle can be made
/// on it: a rule not for this shape (Windoku), or no grid at all obeying them (anti-king and non-consecutive
/// have no 4×4 grid, where a random fill would search for ever).
pub(crate) fn rules_geometry(
    br: usize,
    bc: usize,
    rules: &[crate::core::rule::Rule],
) -> Result<Arc<Geometry>, String> {
    let n = br * bc;
    if let Some(row) = rules
        .iter()
        .map(crate::rules::row)
        .find(|row| row.only.is_some_and(|s| s != (br, bc)))
    {
        return Err(crate::tr!(
            "error-generate-rule-size",
            rule = row.name,
            size = n
        ));
    }
    let geo = crate::rules::geometry(br, bc, rules);
    if door::count_solutions(&Sudoku::on(geo.clone()), 1) == 0 {
        let names: Vec<String> = rules
            .iter()
            .map(|r| crate::rules::row(r).name.to_string())
            .collect();
        return Err(crate::tr!(
            "error-generate-no-grid",
            size = n,
            rules = crate::hint::step::and_list(&names)
        ));
    }
    Ok(geo)
}

/// The block shape and symmetry `opts` ask for, or what is wrong with them.
fn shape_and_symmetry(opts: &GenerateOptions) -> Result<((usize, usize), Symmetry), String> {
    let (br, bc) = standard_shape(opts.size)
        .filter(|_| matches!(opts.size, 4 | 6 | 9 | 12 | 16 | 25))
        .ok_or_else(|| crate::tr!("error-generate-sudoku-size", size = opts.size))?;
    let sym = Symmetry::of_options(opts)?;
    if sym == Symmetry::Rot90 && opts.size % 2 == 0 && opts.size < 4 {
        return Err(crate::tr!("error-generate-rot90"));
    }
    Ok(((br, bc), sym))
}

/// [`generate_with`] on any geometry (X-Sudoku diagonals, Jigsaw regions: every unit and peer comes from
/// `geo`). Big plain grids (side ≥ 13) are checked by the big-grid solver, the rest by the general one.
pub fn generate_on(
    geo: &Arc<Geometry>,
    sym: Symmetry,
    opts: &GenerateOptions,
    prove: bool,
) -> Result<Generated, String> {
    if prove && !cfg!(all(feature = "prove", not(target_arch = "wasm32"))) {
        return Err(crate::tr!("error-generate-prove"));
    }
    let mut rng = StdRng::seed_from_u64(opts.seed);
    let start = now_ms();
    let minimal_for_level = opts.level.is_some_and(|l| l < Level::Master)
        && geo.rules.iter().any(|r| {
            crate::rules::row(r)
                .level_givens_from
                .is_some_and(|from| geo.n >= from)
        });
    let budget = Budget {
        deadline_ms: match prove {
            true => f64::INFINITY,
            false => start + opts.time_budget_ms as f64,
        },
        prove,
        logic_cap: match minimal_for_level {
            true => opts.level,
            false => logic_cap(geo, opts.level),
        },
        minimal_for_level,
        ..Budget::for_side(geo.n)
    };
    // Variants are checked by the general solver, slower than the specialised ones: fewer tries per level.
    // (9×9 X-Sudoku without the cap: hard about 1 try in 20, expert 1 in 4, master 2 in 3.)
    let tries = match geo.is_plain() {
        true => budget.attempts,
        false => budget.attempts.min(60),
    };
    // With the cap, a try that misses the level costs less (it is not graded), and hits are rarer than
    // medium or expert ones without it: more tries (hard at 16×16: about one puzzle in eight).
    let mut budget = Budget {
        attempts: tries * if budget.logic_cap.is_some() { 3 } else { 1 },
        ..budget
    };
    // The best puzzle so far: its distance to the level asked for, and its grade, which is left for the end
    // (`None`) when the puzzle is beyond the logic cap: then it is only known to be one level away at least.
    let mut closest = Closest::default();
    // Jigsaw: random-order removal gives mostly expert and master puzzles, easy-first mostly easy to hard, so
    // attempts alternate between the two (easy-first first).
    let alternate = matches!(geo.layout, crate::core::geometry::Layout::Regions(_));
    let easy_first = budget.easy_first || budget.logic_cap.is_some();
    for attempt in 1.. {
        budget.easy_first = easy_first || (alternate && attempt % 2 == 1);
        // With the cap, once a puzzle is at hand the tries that miss are given up early.
        budget.abandon_beyond_cap = budget.logic_cap.is_some() && closest.best.is_some();
        let Some((p, undecided)) = irreducible_orbits(geo, sym, &mut rng, &budget) else {
            if attempt >= budget.attempts || now_ms() > budget.deadline_ms {
                break;
            }
            continue;
        };
        let undecided = undecided.iter().map(Vec::len).sum();
        let (dist, grade) = match (budget.logic_cap, opts.level) {
            (Some(cap), Some(target)) if geo.is_plain() && !solver::solves_within(&p, cap) => {
                (cap as i32 + 1 - target as i32, None)
            }
            // Variants: grading stops once the puzzle is beyond the level asked for (most tries are), and
            // such a puzzle is graded in full only if it is the one returned.
            (_, Some(target)) if !geo.is_plain() => {
                match solver::grade_up_to(&p, target).map_err(|e| e.to_string())? {
                    Ok(g) => (target as i32 - g.level as i32, Some((g.level, g.hardest))),
                    Err(at_least) => (at_least as i32 - target as i32, None),
                }
            }
            _ => graded_distance(&p, opts.level)?,
        };
        closest.keep((p, dist, grade, undecided));
        if closest.hit() || attempt >= budget.attempts || now_ms() > budget.deadline_ms {
            break;
        }
    }
    closest.finish(opts.level, budget.deadline_ms)
}

/// A generator's try: the puzzle, its distance from the level asked for, its grade (level and hardest
/// technique) when it was graded in full, and how many removal checks stayed undecided.
pub(crate) type Best = (Sudoku, i32, Option<(Level, Technique)>, usize);

/// The full grade of `p` and its distance from `level` (0 when no level was asked for).
pub(crate) fn graded_distance(
    p: &Sudoku,
    level: Option<Level>,
) -> Result<(i32, Option<(Level, Technique)>), String> {
    let g = solver::grade_unique(p).map_err(|e| e.to_string())?;
    let target = level.unwrap_or(g.level);
    Ok((
        (g.level as i32 - target as i32).abs(),
        Some((g.level, g.hardest)),
    ))
}

/// Tries beyond the level asked for, not graded, that [`Closest`] keeps to choose among at the end (as many
/// as the rules' and variants' level loops make).
const BEYOND_KEPT: usize = 64;

/// The tries a generator keeps while it looks for a level: the closest so far, and those beyond the level
/// that were not graded. Those are known only to be a level away at least, and may be four: little killer
/// 9×9 Easy, seed 30, made 59 tries harder than easy (and one easy without a little killer) and returned
/// the first, a master puzzle (so were the first 20), where the 24th was medium.
#[derive(Default)]
pub(crate) struct Closest {
    /// The first try of the smallest distance to the level (on a tie a graded try wins, [`keep_closer`]).
    pub best: Option<Best>,
    /// The first [`BEYOND_KEPT`] tries that were not graded, in order.
    beyond: Vec<Best>,
}

impl Closest {
    /// Takes a try into account.
    pub fn keep(&mut self, try_: Best) {
        if try_.2.is_none() && self.beyond.len() < BEYOND_KEPT {
            self.beyond.push(try_.clone());
        }
        keep_closer(&mut self.best, try_);
    }

    /// Has a try of the level asked for been made (distance 0)?
    pub fn hit(&self) -> bool {
        self.best.as_ref().is_some_and(|b| b.1 == 0)
    }

    /// The generator's answer: the closest try, or when it is one beyond `level` that was not graded, the
    /// easiest of the kept tries as far (by the same measure): graded up to the level above `level`, then the
    /// next, until one is within (until `deadline_ms`; then, and when none is below master, the closest try).
    /// Sides up to 12 only: a 16×16 or 25×25 graded beyond its level takes seconds.
    pub fn finish(self, level: Option<Level>, deadline_ms: f64) -> Result<Generated, String> {
        let best = self.best.ok_or("no puzzle made")?;
        let small = best.0.geometry().n <= 12;
        if let (Some(target), None, true) = (level, best.2, small) {
            for cap in Level::ALL
                .into_iter()
                .filter(|&l| l > target && l < Level::Master)
            {
                for t in self.beyond.iter().filter(|t| t.1 == best.1) {
                    if now_ms() > deadline_ms {
                        return finish(best);
                    }
                    if let Ok(g) = solver::grade_up_to(&t.0, cap).map_err(|e| e.to_string())? {
                        return Ok(Generated {
                            game_id: t.0.game_id(),
                            level: g.level,
                            hardest: g.hardest,
                            undecided: t.3,
                        });
                    }
                }
            }
        }
        finish(best)
    }
}

/// The generator's answer from its closest try, graded in full now if it was not while trying.
fn finish((p, _, grade, undecided): Best) -> Result<Generated, String> {
    let (level, hardest) = match grade {
        Some(g) => g,
        None => solver::grade_unique(&p)
            .map(|g| (g.level, g.hardest))
            .map_err(|e| e.to_string())?,
    };
    Ok(Generated {
        game_id: p.game_id(),
        level,
        hardest,
        undecided,
    })
}

/// Keeps `try_` when it is closer to the level than `best`; on a tie a graded try wins over one that was not
/// graded (beyond the cap, which may be further away).
fn keep_closer(best: &mut Option<Best>, try_: Best) {
    if best
        .as_ref()
        .is_none_or(|b| try_.1 < b.1 || (try_.1 == b.1 && b.2.is_none() && try_.2.is_some()))
    {
        *best = Some(try_);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_the_grid() {
        for sym in [
            Symmetry::None,
            Symmetry::Rot180,
            Symmetry::Rot90,
            Symmetry::MirrorH,
            Symmetry::MirrorV,
            Symmetry::Diagonal,
        ] {
            for n in [4, 6, 9] {
                let o = orbits(n, sym);
                let mut all: Vec<usize> = o.concat();
                all.sort_unstable();
                assert_eq!(all, (0..n * n).collect::<Vec<_>>());
            }
        }
    }
}
