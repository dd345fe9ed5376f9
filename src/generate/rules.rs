//! Seeded generation of a Sudoku with rule instances (thermometers, arrows, dots, X and V, whispers, renban
//! lines, parity marks), the way setters make them: a random solved grid under the families' global rules, the
//! instances each family places on it ([`crate::rules::family`]), then givens dropped while the puzzle stays unique (clue orbits
//! in random order, as [`super::sudoku`] does), then instances dropped the same way (not with `kropki-all` and
//! `xv-all`, where an absent mark is information). A given or an instance needed once stays needed as others
//! go (fewer constraints, more solutions), so the result is irreducible: no given and no instance can go
//! without a second solution. Levels as in [`super::sudoku::generate_on`]: puzzles graded, the closest kept.

use super::sudoku::{orbits, Closest, Symmetry};
use crate::core::cell::Symbol;
use crate::core::clock::now_ms;
use crate::core::geometry::{standard_shape, Geometry};
use crate::core::rule::Rule;
use crate::core::sudoku::Sudoku;
use crate::hint::technique::Level;
use crate::human::solver;
use crate::puzzle::{GenerateOptions, Generated, Puzzle};
use crate::rules::family::Family;
use crate::solve::{door, fill, LONG_SEARCH};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::sync::Arc;

/// Puzzles made and graded while looking for a level before the closest one is returned.
const ATTEMPTS: usize = 60;

/// A Sudoku of the `families` (as [`crate::rules::family::parse`] gives them) per `opts`: sizes 4, 6 and 9.
pub fn generate(opts: &GenerateOptions, families: &[&Family]) -> Result<Generated, String> {
    let n = opts.size;
    let (br, bc) = standard_shape(n)
        .filter(|_| matches!(n, 4 | 6 | 9))
        .ok_or_else(|| crate::tr!("error-generate-rules-size", size = n))?;
    let global = crate::rules::family::global(families);
    // The solved grid obeys the global rules but those that only read the instances (`kropki-all`).
    let fill_rules: Vec<Rule> = global
        .iter()
        .filter(|r| !matches!(r, Rule::KropkiAll | Rule::XvAll))
        .cloned()
        .collect();
    let fill_geo = super::sudoku::rules_geometry(br, bc, &fill_rules)?;
    let sym = Symmetry::of_options(opts)?;
    let mut rng = StdRng::seed_from_u64(opts.seed);
    let deadline_ms = now_ms() + opts.time_budget_ms as f64;
    // The share of clue orbits tried before any instance, per try: the fewer, the more givens stay and the
    // easier the puzzle. Over 20 puzzles of each family at 9×9 (seed 1), a share of 0 or 25% gave every level
    // (thermometers: 5 easy, 4 medium, 3 hard, 3 expert, 5 master), 75% or all of them mostly master (all of
    // them: 16 to 20 in 20, but for even/odd).
    let shares: &[usize] = match opts.level {
        Some(Level::Master) => &[100, 75],
        Some(_) => &[0, 25],
        None => &[50],
    };
    // Expert follows its tries instead: from 25%, one rung up after a try easier than expert, one down after one
    // beyond it. Over seeds 1–12 at 9×9, little killers came out expert 11 times (median 0.15 s) against 10
    // (0.6 s) with the shares 0, 25 and 50 in turn, and the slowest cage and sandwich requests went from 0.6 and
    // 1.3 s to 0.2 s; the hits of the other families stayed (`-all` families have no instance to drop, so the
    // share only orders their givens).
    const LADDER: [usize; 5] = [0, 25, 50, 75, 100];
    let mut rung = 1;
    let mut closest = Closest::default();
    for attempt in 1.. {
        let first = match opts.level {
            Some(Level::Expert) => LADDER[rung],
            _ => shares[attempt % shares.len()],
        };
        let (p, undecided, every_family) = one(
            &fill_geo,
            &global,
            families,
            sym,
            &mut rng,
            first,
            deadline_ms,
        );
        let (dist, grade) = match opts.level {
            Some(target) => match solver::grade_up_to(&p, target).map_err(|e| e.to_string())? {
                Ok(g) => (target as i32 - g.level as i32, Some((g.level, g.hardest))),
                Err(at_least) => (at_least as i32 - target as i32, None),
            },
            None => (0, None),
        };
        if opts.level == Some(Level::Expert) {
            rung = match grade {
                Some((level, _)) if level < Level::Expert => (rung + 1).min(LADDER.len() - 1),
                None => rung.saturating_sub(1),
                _ => rung,
            };
        }
        // A puzzle without some family's instances only when no try has them all.
        let dist = dist + if every_family { 0 } else { 10 };
        closest.keep((p, dist, grade, undecided));
        if closest.hit() || attempt >= ATTEMPTS || now_ms() > deadline_ms {
            break;
        }
    }
    closest.finish(opts.level, deadline_ms)
}

/// One irreducible puzzle: a solved grid, the families' instances on it, givens dropped, then instances; with
/// the count of givens and instances kept because their check gave up (0: proven irreducible), and whether
/// every family that drops instances has some left (givens alone can make a small grid unique: a 4×4
/// "thermometer" puzzle without a thermometer is no such puzzle).
fn one(
    fill_geo: &Arc<Geometry>,
    global: &[Rule],
    families: &[&Family],
    sym: Symmetry,
    rng: &mut StdRng,
    first: usize,
    deadline_ms: f64,
) -> (Sudoku, usize, bool) {
    let (n, br, bc) = (fill_geo.n, fill_geo.br, fill_geo.bc);
    let solution = fill::random_solution(fill_geo, rng);
    let mut kept = vec![];
    let mut droppable = vec![];
    // What each family that drops instances placed, to see that some of it is left.
    let mut placed_by = vec![];
    for f in families {
        if let Some(place) = f.place {
            let placed = place(&solution, n, rng);
            match f.keep {
                true => kept.extend(placed),
                false => {
                    droppable.extend(placed.iter().cloned());
                    placed_by.push(placed);
                }
            }
        }
    }
    let rules_of = |instances: &[Rule]| -> Vec<Rule> {
        let mut all: Vec<Rule> = global
            .iter()
            .chain(&kept)
            .chain(instances)
            .cloned()
            .collect();
        crate::core::sort::sort(&mut all);
        all
    };
    // What may go, in the order it is tried: `first` per cent of the clue orbits, then the other orbits and
    // the instances shuffled together. All orbits first, the puzzle leans on its instances (few givens, the
    // hardest puzzles); with half first, more givens stay and fewer instances.
    let mut orbs = orbits(n, sym);
    orbs.shuffle(rng);
    let mut order: Vec<Result<Vec<usize>, Rule>> = orbs.into_iter().map(Ok).collect();
    let first = order.len() * first / 100;
    order.extend(droppable.iter().cloned().map(Err));
    order[first..].shuffle(rng);
    let mut instances = droppable;
    let mut puzzle =
        Sudoku::on(crate::rules::geometry(br, bc, &rules_of(&instances))).with_cells(&solution);
    let mut undecided = 0;
    for item in order {
        match item {
            Ok(orbit) => {
                for &c in &orbit {
                    puzzle.set(c, 0);
                }
                let check =
                    door::still_unique_until(&puzzle, &orbit, &solution, deadline_ms, LONG_SEARCH);
                undecided += check.is_none() as usize;
                if check != Some(true) {
                    for &c in &orbit {
                        puzzle.set(c, solution[c]);
                    }
                }
            }
            Err(rule) => {
                let fewer: Vec<Rule> = instances.iter().filter(|&r| *r != rule).cloned().collect();
                let trial = Sudoku::on(crate::rules::geometry(br, bc, &rules_of(&fewer)))
                    .with_cells(puzzle.cells());
                let check =
                    door::still_unique_until(&trial, &[], &solution, deadline_ms, LONG_SEARCH);
                undecided += check.is_none() as usize;
                if check == Some(true) {
                    instances = fewer;
                    puzzle = trial;
                }
            }
        }
    }
    let givens: Vec<Symbol> = puzzle.cells().to_vec();
    let every_family = placed_by
        .iter()
        .all(|placed| placed.iter().any(|r| instances.contains(r)));
    let rules = crate::rules::parity::merge(rules_of(&instances));
    (
        Sudoku::on(crate::rules::geometry(br, bc, &rules)).with_cells(&givens),
        undecided,
        every_family,
    )
}

/// A Sudoku of the `families` (as [`crate::rules::family::parse`] gives them) per `opts`, the one door of the
/// CLI's `--rules` and the page's Rules choice: with instances to place, [`generate`]; with global rules
/// alone, [`super::sudoku::generate_with_rules`] (every Sudoku size, the same puzzles as before).
pub fn generate_with_families(
    opts: &GenerateOptions,
    families: &[&Family],
    prove: bool,
) -> Result<Generated, String> {
    if families.iter().any(|f| f.place.is_some()) {
        if prove {
            return Err(crate::tr!("error-generate-prove-rules"));
        }
        return generate(opts, families);
    }
    super::sudoku::generate_with_rules(opts, &crate::rules::family::global(families), prove)
}
