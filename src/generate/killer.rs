//! Seeded Killer generation (4×4, 6×6, 9×9, 12×12): a random solution, random connected cages of 1–5 cells with no
//! repeated digit (single cells only at the easy level), then givens where the cages leave a second solution,
//! then reduction to an irreducible puzzle: adjacent cages are merged (summed totals, no repeated digit, at
//! most [`MAX_CAGE`] cells) while the puzzle stays unique, then givens are dropped while it stays unique. A
//! reduction that failed keeps failing after later ones (they only remove information), so at the end no
//! merge and no given can go. Every cage keeps its sum (a sum-less cage is not standard Killer, and the
//! format's empty sum is only read, never generated); a check that gives up at its work limit keeps the
//! reduction undone and counts it in `Generated::undecided`. Graded like every other kind by the full
//! technique table ([`solver::grade_unique`]: the hardest technique of the logical solve, so `deduce grade`
//! agrees); for a level, puzzles of another level are rejected up to a number of tries, then the closest is
//! returned.
//! All limits count work, so the same options and seed give the same puzzle.

use crate::core::cell::{Cell, Symbol};
use crate::core::geometry::{standard_shape, Cage, Geometry};
use crate::core::sudoku::Sudoku;
use crate::generate::sudoku::{graded_distance, Closest};
use crate::hint::technique::Level;
use crate::human::solver;
use crate::puzzle::{GenerateOptions, Generated, Puzzle};
use crate::rules::cage::killer_geometry;
use crate::solve::fill;
use crate::solve::killer::KillerSearch;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::sync::Arc;

/// Largest cage the generator makes (merges included).
pub const MAX_CAGE: usize = 5;

/// Whether single-cell cages may stay, and the largest cage, for a level. Irreducible means no merge within
/// that size keeps the puzzle unique, and the largest cage decides most of the level: irreducible 9×9
/// puzzles without single cells (seeds 1–100 or so) come out medium 30%, hard 40%, master 28% with cages of
/// at most 3 cells; hard 25%, master 72%, medium 3% with 4; master 91%, hard 7.5%, expert under 1% with 5.
/// So easy keeps cages of at most 3 cells (and a few single cells), medium 3, hard 4, expert and master
/// [`MAX_CAGE`].
///
/// At 12×12 every level keeps cages of at most 3 cells: irreducible puzzles come out hard 42%, master 58%
/// (seeds 1–40, about 0.2 s each), while with 4 cells they are all master and each costs about 15 s (the
/// uniqueness checks of large merged cages), and with 2 there are more cages than a game ID can label.
pub fn shape_for(level: Option<Level>, size: usize) -> (bool, usize) {
    if size >= 12 {
        return (level == Some(Level::Easy), 3);
    }
    match level {
        Some(Level::Easy) => (true, 3),
        Some(Level::Medium) => (false, 3),
        Some(Level::Hard) => (false, 4),
        _ => (false, MAX_CAGE),
    }
}

/// Branch points one check may take before it gives up: a reduction is then not made (the puzzle stays
/// unique, and the reduction is counted as undecided); a search for a second solution of the first layout
/// adds a random given instead. Almost every check needs far fewer (9×9 seeds 1–40 at the largest cages:
/// 1 undecided reduction in 40 puzzles); the rare ones that need more cost up to a few hundred ms, and a try
/// with an undecided reduction is returned only when no try without one is as close to the level.
const CHECK_GUESSES: u64 = 3000;

/// Puzzles made per call before the closest level is returned, and for expert requests how many tries the
/// techniques up to hard cannot solve are graded up to expert (then the loop stops once it holds a try one
/// level away). A try costs about 2–5 ms at 9×9 (0.3 ms at 6×6), and one beyond the level is rejected by
/// the solve within the level's techniques (under 1 ms), so the level loop can afford many; at the rates of
/// [`shape_for`] the first hit comes after a few tries. Grading up to expert costs about 30 ms at 9×9, as
/// most of those tries need master, and expert 9×9 Killers are rare whatever the cages (under 1 in 60 at
/// every largest cage, also with cage splitting and the 45 rule over groups of units: when the techniques
/// up to hard stall, about 77 of 81 cells are open and chains rarely crack it), so there more checks buy
/// time, not hits; at 6×6 they cost a few ms. 4×4 Killers are nearly all easy. 12×12 Killers (cages of at
/// most 3 cells, [`shape_for`]) are hard or master, about 40 ms a try, and none expert in 40 seeds: no checks.
fn attempts(size: usize) -> (usize, usize) {
    match size {
        9 => (48, 4),
        12 => (24, 0),
        6 => (200, 60),
        _ => (24, 0),
    }
}

/// How much further than its level a try with an undecided reduction counts (see [`CHECK_GUESSES`]).
const UNDECIDED_PENALTY: i32 = 5;

pub fn generate(opts: &GenerateOptions) -> Result<Generated, String> {
    let (br, bc) = standard_shape(opts.size)
        .filter(|_| matches!(opts.size, 4 | 6 | 9 | 12))
        .ok_or_else(|| crate::tr!("error-generate-killer-size", size = opts.size))?;
    // Symmetry is about where givens stand; a Killer's clues are its cages, made with the puzzle.
    if let Some(s) = opts
        .symmetry
        .as_deref()
        .filter(|s| !matches!(s.trim(), "" | "none"))
    {
        return Err(crate::tr!("error-generate-killer-symmetry", symmetry = s));
    }
    let mut rng = StdRng::seed_from_u64(opts.seed);
    // The closest try: its puzzle, distance to the asked level, grade (None: beyond the level, not graded yet).
    let mut closest = Closest::default();
    let deadline_ms = crate::core::clock::now_ms() + opts.time_budget_ms as f64;
    let (tries, mut expert_checks) = attempts(opts.size);
    for _ in 0..tries {
        let (singles, max_cage) = shape_for(opts.level, opts.size);
        let mut undecided = 0;
        let p = make(br, bc, singles, max_cage, &mut rng, &mut undecided);
        if p.geometry().cages().len() > crate::format::killer::MAX_CAGES {
            continue; // a game ID labels each cage with a character of its own (12×12: rare)
        }
        // A puzzle the asked level's techniques cannot solve is too hard: it is not graded (the hard
        // techniques a full grade would try cost most of the time), unless it is the closest at the end.
        // For expert the cheap solve is the one up to hard; what it cannot solve is graded up to expert,
        // a limited number of times.
        let (dist, grade) = match opts.level {
            Some(target)
                if target < Level::Master
                    && !solver::solves_within(&p, target.min(Level::Hard)) =>
            {
                match target {
                    Level::Expert if expert_checks > 0 => {
                        expert_checks -= 1;
                        match solver::grade_up_to(&p, target).map_err(|e| e.to_string())? {
                            Ok(g) => (target as i32 - g.level as i32, Some((g.level, g.hardest))),
                            Err(_) => (1, None),
                        }
                    }
                    _ => (1, None),
                }
            }
            _ => graded_distance(&p, opts.level)?,
        };
        let dist = dist + if undecided > 0 { UNDECIDED_PENALTY } else { 0 };
        closest.keep((p, dist, grade, undecided));
        let near = closest.best.as_ref().is_some_and(|b| b.1 <= 1);
        if dist == 0 || (opts.level == Some(Level::Expert) && expert_checks == 0 && near) {
            break;
        }
    }
    closest.finish(opts.level, deadline_ms)
}

/// Whether the puzzle has exactly one solution (`Ok(None)`); else a second one (not `solution`), or
/// `Err(())` when the search gave up after [`CHECK_GUESSES`].
fn other_solution(p: &Sudoku, solution: &[Symbol]) -> Result<Option<Vec<Symbol>>, ()> {
    let mut k = KillerSearch::new(p.geometry());
    k.guess_limit = CHECK_GUESSES;
    k.run(p.cells(), 2);
    match k.aborted {
        true => Err(()),
        false => Ok(k.solutions.into_iter().find(|s| s != solution)),
    }
}

/// Whether the puzzle (a Killer geometry and its givens) is still unique, decided within [`CHECK_GUESSES`];
/// `None` when the check gave up.
fn unique(geo: &Arc<Geometry>, givens: &[Symbol]) -> Option<bool> {
    let p = Sudoku::on(geo.clone()).with_cells(givens);
    crate::solve::door::still_unique_until(&p, &[], &[], f64::INFINITY, CHECK_GUESSES)
}

/// One irreducible puzzle.
pub fn make(
    br: usize,
    bc: usize,
    singles: bool,
    max_cage: usize,
    rng: &mut StdRng,
    undecided: &mut usize,
) -> Sudoku {
    let n = br * bc;
    let solution = fill::random_solution(&Geometry::get(br, bc), rng);
    // Above the easy level no single-cell cage may stay: a layout where one cell could join no neighbour is
    // drawn again (the same seed still gives the same puzzle; after 100 draws the last one is kept).
    let mut cages = random_cages(n, &solution, singles, max_cage, rng);
    for _ in 0..100 {
        if singles || cages.iter().all(|k| k.cells.len() > 1) {
            break;
        }
        cages = random_cages(n, &solution, singles, max_cage, rng);
    }
    let mut givens = vec![0 as Symbol; n * n];
    // Givens where a second solution differs, until unique (anywhere open when the search gave up).
    let geo = killer_geometry(br, bc, &cages);
    loop {
        let p = Sudoku::on(geo.clone()).with_cells(&givens);
        let differ: Vec<usize> = match other_solution(&p, &solution) {
            Ok(None) => break,
            Ok(Some(other)) => (0..n * n).filter(|&c| other[c] != solution[c]).collect(),
            Err(()) => (0..n * n).filter(|&c| givens[c] == 0).collect(),
        };
        let c = differ[rng.random_range(0..differ.len())];
        givens[c] = solution[c];
    }
    // Merge adjacent cages while unique. A merge that failed (or was undecided) is not tried again: later
    // merges only remove information, so it would fail again (the cells of each failed union, a bit each:
    // 256 bits hold a 12×12 grid's 144 cells).
    let mut failed: Vec<[u128; 2]> = Vec::new();
    let union_bits = |a: &Cage, b: &Cage| {
        a.cells
            .iter()
            .chain(&b.cells)
            .fold([0u128; 2], |mut m, &c| {
                m[c as usize / 128] |= 1 << (c % 128);
                m
            })
    };
    loop {
        let mut pairs = adjacent_pairs(n, &cages, &solution, max_cage);
        pairs.retain(|&(a, b)| !failed.contains(&union_bits(&cages[a], &cages[b])));
        pairs.shuffle(rng);
        let mut merged = false;
        for (a, b) in pairs {
            let bits = union_bits(&cages[a], &cages[b]);
            let mut next = cages.clone();
            let cb = next.remove(b);
            let ca = &mut next[a - usize::from(b < a)];
            ca.cells.extend(cb.cells);
            crate::core::sort::sort(&mut ca.cells);
            ca.sum += cb.sum;
            next.sort_by_key(|k| k.cells[0]);
            match unique(&killer_geometry(br, bc, &next), &givens) {
                Some(true) => {}
                Some(false) => {
                    failed.push(bits);
                    continue;
                }
                None => {
                    *undecided += 1;
                    failed.push(bits);
                    continue;
                }
            }
            {
                cages = next;
                merged = true;
                break;
            }
        }
        if !merged {
            break;
        }
    }
    // Drop givens while unique (the cages stay: one geometry for every check).
    let geo = killer_geometry(br, bc, &cages);
    let mut order: Vec<usize> = (0..n * n).filter(|&c| givens[c] != 0).collect();
    order.shuffle(rng);
    for c in order {
        givens[c] = 0;
        match unique(&geo, &givens) {
            Some(true) => {}
            Some(false) => givens[c] = solution[c],
            None => {
                givens[c] = solution[c];
                *undecided += 1;
            }
        }
    }
    Sudoku::on(geo).with_cells(&givens)
}

/// Pairs of cage indices `(a, b)` that share a side, both with a sum, whose union has no repeated digit and
/// at most `max_cage` cells.
pub fn adjacent_pairs(
    n: usize,
    cages: &[Cage],
    solution: &[Symbol],
    max_cage: usize,
) -> Vec<(usize, usize)> {
    let mut cage_of = vec![0usize; n * n];
    for (k, c) in cages.iter().enumerate() {
        for &x in &c.cells {
            cage_of[x as usize] = k;
        }
    }
    let mut out = Vec::new();
    for (a, ca) in cages.iter().enumerate() {
        for &x in &ca.cells {
            for y in crate::core::geometry::side_neighbours(n, x as usize) {
                let b = cage_of[y];
                if b <= a || out.contains(&(a, b)) {
                    continue;
                }
                let cb = &cages[b];
                let digits = |k: &Cage| {
                    k.cells
                        .iter()
                        .fold(0u32, |m, &c| m | 1 << solution[c as usize])
                };
                if ca.sum != 0
                    && cb.sum != 0
                    && ca.cells.len() + cb.cells.len() <= max_cage
                    && digits(ca) & digits(cb) == 0
                {
                    out.push((a, b));
                }
            }
        }
    }
    out
}

/// Random connected cages covering the grid, no repeated digit of `solution` in a cage, sizes 2–4 mostly
/// (a few of 5; of 1 only when `singles`).
fn random_cages(
    n: usize,
    solution: &[Symbol],
    singles: bool,
    max_cage: usize,
    rng: &mut StdRng,
) -> Vec<Cage> {
    let mut cage_of = vec![usize::MAX; n * n];
    let mut cages: Vec<Vec<Cell>> = Vec::new();
    let mut cells: Vec<usize> = (0..n * n).collect();
    cells.shuffle(rng);
    for start in cells {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let target = [2, 2, 3, 3, 3, 4, 4, 5][rng.random_range(0..8)].min(max_cage);
        let k = cages.len();
        let mut cage = vec![start as Cell];
        cage_of[start] = k;
        let mut digits = 1u32 << solution[start];
        while cage.len() < target {
            let options: Vec<usize> = cage
                .iter()
                .flat_map(|&c| crate::core::geometry::side_neighbours(n, c as usize))
                .filter(|&y| cage_of[y] == usize::MAX && digits & (1 << solution[y]) == 0)
                .collect();
            if options.is_empty() {
                break;
            }
            let y = options[rng.random_range(0..options.len())];
            cage_of[y] = k;
            digits |= 1 << solution[y];
            cage.push(y as Cell);
        }
        cages.push(cage);
    }
    // Single cells join a neighbouring cage when one can take them, else take a cell from a neighbouring
    // cage of 3 or more that stays connected without it (with small cages a single is often boxed in).
    if !singles {
        for k in 0..cages.len() {
            if cages[k].len() != 1 {
                continue;
            }
            let x = cages[k][0] as usize;
            let d = solution[x];
            let join = crate::core::geometry::side_neighbours(n, x)
                .map(|y| cage_of[y])
                .find(|&j| {
                    j != k
                        && cages[j].len() < max_cage
                        && cages[j].iter().all(|&c| solution[c as usize] != d)
                });
            if let Some(j) = join {
                cages[k].clear();
                cages[j].push(x as Cell);
                cage_of[x] = j;
                continue;
            }
            let take = crate::core::geometry::side_neighbours(n, x).find(|&y| {
                let j = cage_of[y];
                let rest: Vec<usize> = cages[j]
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| c != y)
                    .collect();
                j != k
                    && solution[y] != d
                    && rest.len() >= 2
                    && crate::core::geometry::first_unconnected(n, &rest).is_none()
            });
            if let Some(y) = take {
                let j = cage_of[y];
                cages[j].retain(|&c| c as usize != y);
                cages[k].push(y as Cell);
                cage_of[y] = k;
            }
        }
    }
    let mut out: Vec<Cage> = cages
        .into_iter()
        .filter(|c| !c.is_empty())
        .map(|mut cells| {
            crate::core::sort::sort(&mut cells);
            let sum = cells.iter().map(|&c| solution[c as usize] as u16).sum();
            Cage { cells, sum }
        })
        .collect();
    out.sort_by_key(|k| k.cells[0]);
    out
}
