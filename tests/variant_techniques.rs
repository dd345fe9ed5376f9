//! The technique audit for the Sudoku variants: on X-Sudoku and Jigsaw grids every technique must reason
//! from units (diagonals, irregular regions), not from blocks. Over many random irreducible puzzles, at every
//! position of the solve path, every technique's step is checked against the puzzle's unique solution: no
//! elimination removes the solution's digit and no placement puts a wrong one. The solution comes from the
//! general solver, checked here against the rules directly.

mod common;

use deduce::core::cell::Unit;
use deduce::core::geometry::Geometry;
use deduce::generate::sudoku::{irreducible, Symmetry};
use deduce::human::grid::Grid;
use deduce::human::{catalogue, solver};
use deduce::{Puzzle, Technique};
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Every row, column and unit of `geo` holds each symbol once in `sol`.
fn valid(geo: &Geometry, sol: &[u8]) -> bool {
    let n = geo.n;
    let all = |cells: Vec<usize>| {
        let mut seen = vec![false; n + 1];
        cells.into_iter().all(|c| {
            let v = sol[c] as usize;
            (1..=n).contains(&v) && !std::mem::replace(&mut seen[v], true)
        })
    };
    (0..n).all(|r| all((0..n).map(|c| r * n + c).collect()))
        && (0..n).all(|c| all((0..n).map(|r| r * n + c).collect()))
        && geo
            .units
            .iter()
            .all(|u| all(u.iter().map(|&c| c as usize).collect()))
}

/// Walks the solve paths of `count` random puzzles on `geo`; at every position runs every technique (the
/// forcing chains only where the path needs them) and checks its step against the solution. Returns how often
/// each technique fired, and how often a step named a diagonal or region unit.
fn audit(geo: &Arc<Geometry>, count: u64, seed: u64) -> (BTreeMap<Technique, usize>, usize) {
    // Every finder at every position costs: a third of them, all in the heavy layer (`common::full`).
    let count = if common::full() {
        count
    } else {
        count.div_ceil(3)
    };
    let mut fired = BTreeMap::new();
    let mut unit_steps = 0;
    for k in 0..count {
        let mut rng = StdRng::seed_from_u64(seed + k);
        let p = irreducible(geo, Symmetry::None, &mut rng);
        assert_eq!(p.count_solutions(2), 1);
        let sol = p.solution().expect("unique");
        assert!(valid(geo, &sol), "the solver's solution breaks a rule");
        let mut g = Grid::new(&p, None);
        let mut guard = 0;
        while !g.is_complete() {
            guard += 1;
            assert!(guard < 2000, "the solve path does not end");
            for (t, _, find) in catalogue::finders() {
                if t == Technique::ForcingChain {
                    continue;
                }
                let t0 = std::time::Instant::now();
                let found = find(&g);
                *SLOW.lock().unwrap().entry(t).or_insert(0.0) += t0.elapsed().as_secs_f64();
                if let Some(st) = found {
                    check(&st, &sol, &p.game_id());
                    *fired.entry(t).or_insert(0) += 1;
                    if st
                        .units
                        .iter()
                        .any(|u| matches!(u, Unit::Diagonal(_) | Unit::Region(_)))
                    {
                        unit_steps += 1;
                    }
                }
            }
            let st = solver::next_step(&g).expect("a unique puzzle always has a step");
            check(&st, &sol, &p.game_id());
            g.apply(&st);
        }
        assert_eq!(g.cells, sol);
    }
    (fired, unit_steps)
}

fn check(st: &deduce::Step, sol: &[u8], id: &str) {
    for &(c, s) in &st.placements {
        assert_eq!(
            sol[c as usize], s,
            "{:?} places a wrong digit in {id}: {}",
            st.technique, st.explanation
        );
    }
    for &(c, s) in &st.eliminations {
        assert_ne!(
            sol[c as usize], s,
            "{:?} removes the solution's digit in {id}: {}",
            st.technique, st.explanation
        );
    }
}

static SLOW: std::sync::Mutex<BTreeMap<Technique, f64>> = std::sync::Mutex::new(BTreeMap::new());

fn report(name: &str, fired: &BTreeMap<Technique, usize>) {
    let v: Vec<String> = fired.iter().map(|(t, k)| format!("{t:?} {k}")).collect();
    eprintln!("{name}: {}", v.join(", "));
    let v: Vec<String> = SLOW
        .lock()
        .unwrap()
        .iter()
        .filter(|e| *e.1 > 0.5)
        .map(|(t, k)| format!("{t:?} {k:.1}s"))
        .collect();
    eprintln!("slow: {}", v.join(", "));
}

#[test]
fn every_technique_is_right_on_x_sudoku() {
    let mut all = BTreeMap::new();
    let mut unit_steps = 0;
    for (br, bc, count) in [(2, 2, 30), (2, 3, 24), (2, 4, 6), (3, 3, 6)] {
        let (f, u) = audit(&deduce::rules::x_geometry(br, bc), count, 100);
        for (t, k) in f {
            *all.entry(t).or_insert(0) += k;
        }
        unit_steps += u;
    }
    report("X-Sudoku", &all);
    assert!(unit_steps > 0, "no step used a diagonal");
    assert!(all.contains_key(&Technique::LockedCandidatesPointing));
}

/// 6×6 Jigsaw: random layouts from the Jigsaw generator's own (`jigsaw::random_layout`, kept only when a
/// random fill finds a solution on them).
#[test]
fn every_technique_is_right_on_jigsaw() {
    jigsaw(&[(6, 6, 4)]);
}

/// 9×9 Jigsaw: one puzzle on each of three layouts (every technique at every position costs); the heavy
/// layer (`common::full`) checks two on each.
#[test]
fn every_technique_is_right_on_jigsaw_9x9() {
    jigsaw(&[(9, 3, 2)]);
}

/// The audit on `layouts` random Jigsaw layouts of each side, `per` puzzles each.
fn jigsaw(sizes: &[(usize, u64, u64)]) {
    let mut all = BTreeMap::new();
    let mut unit_steps = 0;
    for &(n, layouts, per) in sizes {
        for l in 0..layouts {
            let mut rng = StdRng::seed_from_u64(7 + l);
            let (geo, _) = deduce::generate::jigsaw::random_layout(n, &mut rng).expect("a layout");
            let (f, u) = audit(&geo, per, 1000 * l);
            for (t, k) in f {
                *all.entry(t).or_insert(0) += k;
            }
            unit_steps += u;
        }
    }
    report("Jigsaw", &all);
    assert!(unit_steps > 0, "no step used a region");
    assert!(all.contains_key(&Technique::LockedCandidatesClaiming));
}

#[test]
fn uniqueness_needs_a_swappable_rectangle() {
    let geo = deduce::rules::x_geometry(3, 3);
    // r1c1, r1c4, r2c1, r2c4: r1c1 is the only corner on the main diagonal.
    assert!(!geo.swap_safe(&[0, 3, 9, 12]));
    // r1c2, r1c4, r2c2, r2c4: r2c2 is the only corner on the main diagonal.
    assert!(!geo.swap_safe(&[1, 3, 10, 12]));
    // r1c2, r1c5, r3c2, r3c5: off both diagonals, two blocks.
    assert!(geo.swap_safe(&[1, 4, 19, 22]));
    assert!(Geometry::get(3, 3).swap_safe(&[0, 3, 9, 12]));
}
